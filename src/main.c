/* main.c
 *
 * The command-line options are read here, before GTK starts, so that
 * `balut --verify` needs no display and bad options exit with status 2.
 *
 * On Windows balut.exe is a GUI program (no console window opens behind
 * the game). Started from a console with options, it attaches to that
 * console, so that --help, --verify and the others print there; output
 * already redirected to a file or a pipe stays where it goes.
 *
 * SPDX-FileCopyrightText: 2026 The Balut developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gi18n.h>
#include <stdio.h>

#ifdef G_OS_WIN32
#include <windows.h>
#endif

#include "balut-application.h"
#include "balut-cli.h"
#include "balut-paths.h"
#include "balut-print.h"

#ifdef G_OS_WIN32
static gboolean
has_handle (DWORD which)
{
  HANDLE handle = GetStdHandle (which);

  return handle != NULL && handle != INVALID_HANDLE_VALUE
         && GetFileType (handle) != FILE_TYPE_UNKNOWN;
}

/* Prints to the console Balut was started from, if any, where no file
 * or pipe was given for the output already. */
static void
attach_parent_console (void)
{
  gboolean has_out = has_handle (STD_OUTPUT_HANDLE);
  gboolean has_err = has_handle (STD_ERROR_HANDLE);

  if ((has_out && has_err) || !AttachConsole (ATTACH_PARENT_PROCESS))
    return;
  if (!has_out)
    (void) freopen ("CONOUT$", "w", stdout);
  if (!has_err)
    (void) freopen ("CONOUT$", "w", stderr);
}
#endif

int
main (int   argc,
      char *argv[])
{
  g_autoptr(GOptionContext) context = NULL;
  g_auto(GStrv) args = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(BalutApplication) app = NULL;
  g_autofree char *verify_file = NULL;
  g_autofree char *export_file = NULL;
  g_autofree char *history_file = NULL;
  g_autofree char *variant = NULL;
  g_autofree char *names = NULL;
  g_autofree char *paper = NULL;
  g_autofree char *record = NULL;
  g_autofree char *date = NULL;
  int players = -1;
  gboolean landscape = FALSE;
  gboolean one_per_page = FALSE;
  g_auto(GStrv) rest = NULL;
  gboolean as_json = FALSE;
  gboolean high_scores = FALSE;
  gboolean version = FALSE;
  guint n_actions;
  char *app_argv[] = { argv[0], NULL };
  const GOptionEntry entries[] = {
    { "verify", 0, 0, G_OPTION_ARG_FILENAME, &verify_file,
      N_("Check a game record and print every sheet’s points, then exit"), N_("RECORD.json") },
    { "json", 0, 0, G_OPTION_ARG_NONE, &as_json,
      N_("With --verify or --high-scores: print the result as JSON"), NULL },
    { "export-sheet", 0, 0, G_OPTION_ARG_FILENAME, &export_file,
      N_("Write a scoresheet as PDF or SVG (by the file name’s ending), then exit"), N_("FILE.pdf|FILE.svg") },
    { "high-scores", 0, 0, G_OPTION_ARG_NONE, &high_scores,
      N_("Print the ten best games of each variant (people only), then exit"), NULL },
    { "export-history", 0, 0, G_OPTION_ARG_FILENAME, &history_file,
      N_("Write every recorded game to a JSON file, then exit"), N_("FILE.json") },
    { "variant", 0, 0, G_OPTION_ARG_STRING, &variant,
      N_("With --export-sheet: standard (the default), jackpot or olathe; "
         "with --high-scores: that variant’s table only"), N_("VARIANT") },
    { "players", 0, 0, G_OPTION_ARG_INT, &players,
      N_("With --export-sheet: sheets for 1 to 8 players (default 1)"), N_("N") },
    { "names", 0, 0, G_OPTION_ARG_STRING, &names,
      N_("With --export-sheet: the players’ names, separated by commas"), N_("\"A,B,C\"") },
    { "paper", 0, 0, G_OPTION_ARG_STRING, &paper,
      N_("With --export-sheet: a4 or letter (default: the locale’s paper)"), N_("PAPER") },
    { "landscape", 0, 0, G_OPTION_ARG_NONE, &landscape,
      N_("With --export-sheet: landscape pages (turned sideways)"), NULL },
    { "one-per-page", 0, 0, G_OPTION_ARG_NONE, &one_per_page,
      N_("With --export-sheet: one player on each page, not side by side"), NULL },
    { "record", 0, 0, G_OPTION_ARG_FILENAME, &record,
      N_("With --export-sheet: the filled sheet of a recorded game"), N_("GAME.json") },
    { "date", 0, 0, G_OPTION_ARG_STRING, &date,
      N_("With --export-sheet: the date on the sheet (default: none, or the record’s file date)"), N_("YYYY-MM-DD") },
    { "version", 0, 0, G_OPTION_ARG_NONE, &version,
      N_("Print the version and exit"), NULL },
    { G_OPTION_REMAINING, 0, 0, G_OPTION_ARG_FILENAME_ARRAY, &rest, NULL, NULL },
    { NULL }
  };

#ifdef G_OS_WIN32
  if (argc > 1)
    attach_parent_console ();
#endif
  balut_paths_init_i18n ();
  args = balut_paths_dup_arguments (argc, argv);

  context = g_option_context_new (NULL);
  g_option_context_set_summary (context, _("Balut — the poker-dice game of five dice and 28 turns.\n"
                                           "Without options, it opens the game window."));
  g_option_context_set_description (context,
    _("Exit status of --verify: 0 for a consistent record, 1 for an inconsistent one,\n"
      "2 for a file that cannot be read as a record or for bad options.\n"
      "Exit status of --export-sheet: 0 when the sheet was written, 2 for bad options,\n"
      "an unreadable record or a file that cannot be written (no file is left then).\n"
      "Exit status of --high-scores and --export-history: 0 when done, 2 for bad options,\n"
      "a database that cannot be read (it is left as it is) or a file that cannot be written.\n"
      "Without options, the exit status is 0 when the window is closed, and 1 when Balut\n"
      "is not installed correctly (its settings schema is missing).\n"
      "The games are kept in balut/balut.db in the user data folder."));
  g_option_context_add_main_entries (context, entries, GETTEXT_PACKAGE);
  g_option_context_set_translation_domain (context, GETTEXT_PACKAGE);

  if (!g_option_context_parse_strv (context, &args, &error))
    {
      g_printerr ("balut: %s\n", error->message);
      g_printerr (_("Run “%s --help” to see the options.\n"), g_get_prgname ());
      return BALUT_EXIT_USAGE;
    }

  if (rest != NULL && rest[0] != NULL)
    {
      g_printerr (_("balut: unexpected argument “%s”\n"), rest[0]);
      g_printerr (_("Run “%s --help” to see the options.\n"), g_get_prgname ());
      return BALUT_EXIT_USAGE;
    }

  if (version)
    {
      g_print ("balut %s\n", PACKAGE_VERSION);
      return BALUT_EXIT_OK;
    }

  n_actions = (verify_file != NULL) + (export_file != NULL) + (high_scores != FALSE) + (history_file != NULL);
  if (n_actions > 1)
    {
      g_printerr (_("balut: --verify, --export-sheet, --high-scores and --export-history cannot go together\n"));
      return BALUT_EXIT_USAGE;
    }

  if (export_file != NULL)
    {
      const BalutExportOptions options = {
        .filename = export_file,
        .variant = variant,
        .players = players,
        .names = names,
        .paper = paper,
        .default_paper = balut_print_get_default_paper (),
        .landscape = landscape,
        .one_per_page = one_per_page,
        .record = record,
        .date = date,
      };

      if (as_json)
        {
          g_printerr (_("balut: --json only goes with --verify or --high-scores\n"));
          return BALUT_EXIT_USAGE;
        }
      return balut_cli_export_sheet (&options);
    }

  if (players != -1 || names != NULL || paper != NULL || landscape
      || one_per_page || record != NULL || date != NULL)
    {
      g_printerr (_("balut: --players, --names, --paper, --landscape, --one-per-page, "
                    "--record and --date only go with --export-sheet\n"));
      return BALUT_EXIT_USAGE;
    }

  if (high_scores)
    return balut_cli_high_scores (variant, as_json);

  if (variant != NULL)
    {
      g_printerr (_("balut: --variant only goes with --export-sheet or --high-scores\n"));
      return BALUT_EXIT_USAGE;
    }

  if (verify_file != NULL)
    return balut_cli_verify (verify_file, as_json);

  if (as_json)
    {
      g_printerr (_("balut: --json only goes with --verify or --high-scores\n"));
      return BALUT_EXIT_USAGE;
    }

  if (history_file != NULL)
    return balut_cli_export_history (history_file);

  app = balut_application_new ();
  if (!balut_application_load_settings (app, &error))
    {
      g_printerr ("balut: %s\n", error->message);
      return BALUT_EXIT_CANNOT_START;
    }
  return g_application_run (G_APPLICATION (app), 1, app_argv);
}
