/* main.c — the balut program
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gi18n.h>
#include <locale.h>
#include <stdio.h>

#include "balut-core.h"

/* Exit statuses of balut --verify */
enum {
  EXIT_VALID = 0,
  EXIT_INCONSISTENT = 1,
  EXIT_USAGE = 2,
};

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

static int
verify (const char *filename,
        gboolean    as_json)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(BalutGame) game = NULL;

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

      return unreadable ? EXIT_USAGE : EXIT_INCONSISTENT;
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

  return EXIT_VALID;
}

int
main (int   argc,
      char *argv[])
{
  g_autoptr(GOptionContext) context = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *verify_file = NULL;
  g_auto(GStrv) rest = NULL;
  gboolean as_json = FALSE;
  gboolean version = FALSE;
  const GOptionEntry entries[] = {
    { "verify", 0, 0, G_OPTION_ARG_FILENAME, &verify_file,
      N_("Check a game record and print every sheet’s points"), N_("RECORD.json") },
    { "json", 0, 0, G_OPTION_ARG_NONE, &as_json,
      N_("With --verify: print the result as JSON"), NULL },
    { "version", 0, 0, G_OPTION_ARG_NONE, &version,
      N_("Print the version and exit"), NULL },
    { G_OPTION_REMAINING, 0, 0, G_OPTION_ARG_FILENAME_ARRAY, &rest, NULL, NULL },
    { NULL }
  };

  setlocale (LC_ALL, "");
  bindtextdomain (GETTEXT_PACKAGE, LOCALEDIR);
  bind_textdomain_codeset (GETTEXT_PACKAGE, "UTF-8");
  textdomain (GETTEXT_PACKAGE);

  context = g_option_context_new (NULL);
  g_option_context_set_summary (context, _("Balut — the poker-dice game of five dice and 28 turns."));
  g_option_context_set_description (context,
    _("Exit status of --verify: 0 for a consistent record, 1 for an inconsistent one,\n"
      "2 for a file that cannot be read as a record or for bad options."));
  g_option_context_add_main_entries (context, entries, GETTEXT_PACKAGE);
  g_option_context_set_translation_domain (context, GETTEXT_PACKAGE);

  if (!g_option_context_parse (context, &argc, &argv, &error))
    {
      g_printerr ("balut: %s\n", error->message);
      g_printerr (_("Run “%s --help” to see the options.\n"), g_get_prgname ());
      return EXIT_USAGE;
    }

  if (rest != NULL && rest[0] != NULL)
    {
      g_printerr (_("balut: unexpected argument “%s”\n"), rest[0]);
      g_printerr (_("Run “%s --help” to see the options.\n"), g_get_prgname ());
      return EXIT_USAGE;
    }

  if (version)
    {
      g_print ("balut %s\n", PACKAGE_VERSION);
      return 0;
    }

  if (verify_file != NULL)
    return verify (verify_file, as_json);

  if (as_json)
    {
      g_printerr (_("balut: --json only goes with --verify\n"));
      return EXIT_USAGE;
    }

  {
    g_autofree char *help = g_option_context_get_help (context, TRUE, NULL);
    g_print ("%s", help);
  }

  return 0;
}
