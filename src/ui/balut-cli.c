/* balut-cli.c — balut --verify
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gi18n.h>

#include "balut-cli.h"
#include "balut-core.h"

static void
print_json (JsonNode *node)
{
  g_autoptr(JsonGenerator) generator = json_generator_new ();
  g_autofree char *text = NULL;

  json_generator_set_pretty (generator, TRUE);
  json_generator_set_indent (generator, 2);
  json_generator_set_root (generator, node);
  text = json_generator_to_data (generator, NULL);
  g_print ("%s\n", text);
}

/**
 * balut_cli_verify:
 *
 * Loads a record, replays it and prints every sheet's points.
 *
 * Returns: 0 for a consistent record, 1 for an inconsistent one, 2 for a
 *   file that cannot be read as a record
 */
int
balut_cli_verify (const char *filename,
                  gboolean    as_json)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(BalutGame) game = NULL;

  g_return_val_if_fail (filename != NULL, BALUT_EXIT_USAGE);

  game = balut_record_load_file (filename, &error);

  if (game == NULL)
    {
      gboolean unreadable = g_error_matches (error, BALUT_RECORD_ERROR, BALUT_RECORD_ERROR_UNREADABLE)
                            || g_error_matches (error, BALUT_RECORD_ERROR, BALUT_RECORD_ERROR_NOT_RECORD)
                            || g_error_matches (error, BALUT_RECORD_ERROR, BALUT_RECORD_ERROR_VERSION);

      if (as_json)
        {
          g_autoptr(JsonNode) node = balut_report_error_to_json (error);
          print_json (node);
        }

      if (unreadable)
        g_printerr (_("balut: %s\n"), error->message);
      else
        g_printerr (_("balut: %s is not a consistent record: %s\n"), filename, error->message);

      return unreadable ? BALUT_EXIT_USAGE : BALUT_EXIT_INCONSISTENT;
    }

  if (as_json)
    {
      g_autoptr(JsonNode) node = balut_report_to_json (game);
      print_json (node);
    }
  else
    {
      g_autofree char *text = balut_report_to_text (game);
      g_print (_("%s is a consistent record.\n\n"), filename);
      g_print ("%s", text);
    }

  return BALUT_EXIT_OK;
}
