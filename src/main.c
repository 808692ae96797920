/* main.c
 *
 * The command-line options are read here, before GTK starts, so that
 * `balut --verify` needs no display and bad options exit with status 2.
 *
 * On Windows balut.exe is a GUI program (no console window opens behind
 * the game). Started from a console with options, it attaches to that
 * console, so that --help, --verify and the others print there; output
 * already redirected to a file or a pipe stays where it goes. But a
 * console does not wait for a GUI program: its prompt comes back before
 * the output, and the exit status is lost. So this file is also built
 * as balut-cli.exe (BALUT_CONSOLE_PROGRAM), a console program, for the
 * command line and for scripts. Both print UTF-8 to the console (its
 * output code page set to UTF-8 while they run), as the help's dashes
 * and quotes need.
 *
 * SPDX-FileCopyrightText: 2026 The Balut developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <stdlib.h>
#include <string.h>

#include <glib/gi18n.h>
#include <stdio.h>

#ifdef G_OS_WIN32
#include <windows.h>
#endif

#include "balut-application.h"
#include "balut-cli.h"
#include "balut-format.h"
#include "balut-paths.h"
#include "balut-print.h"

#ifdef G_OS_WIN32
/* balut-cli.exe has a console of its own (the one it was started from,
 * or a new one); balut.exe looks for its parent's */
#ifdef BALUT_CONSOLE_PROGRAM
#define ATTACHES_PARENT_CONSOLE FALSE
#else
#define ATTACHES_PARENT_CONSOLE TRUE
#endif

/* The console's output code page before Balut set it to UTF-8 */
static UINT console_output_cp;

static void
restore_console_output_cp (void)
{
  fflush (stdout);
  fflush (stderr);
  SetConsoleOutputCP (console_output_cp);
}

/* GLib converts what it prints to the console's output code page
 * (g_get_console_charset ()), and a Western console's OEM code page has
 * no “—” nor curly quotes: UTF-8 while Balut runs, given back at exit
 * (the console is the user's). Without a console, GLib prints UTF-8. */
static void
use_utf8_console (void)
{
  UINT cp = GetConsoleOutputCP ();

  if (cp == 0 || cp == CP_UTF8 || !SetConsoleOutputCP (CP_UTF8))
    return;
  console_output_cp = cp;
  atexit (restore_console_output_cp);
}

/* Windows has no session bus, and GLib would start gdbus.exe as one
 * whenever something asks for it (GApplication does, even when
 * G_APPLICATION_NON_UNIQUE), leaving a gdbus-nonce-file in %TEMP% at
 * each start. An address no transport serves makes every such question
 * fail at once, quietly: Balut on Windows uses no D-Bus. An address the
 * user set stands. */
static void
no_session_bus (void)
{
  g_setenv ("DBUS_SESSION_BUS_ADDRESS", "disabled:", FALSE);
}

/* One Balut window process a Windows session. Without a session bus a
 * second start cannot hand its request to the first (as GApplication
 * does on Linux), and two processes would save their games in play to
 * the same files, the last save winning. So the first start holds a
 * named mutex as long as it runs; a later one brings the first's window
 * forward and ends. */
#define SINGLE_INSTANCE_MUTEX L"Local\\io.github.balut.Balut"

typedef struct
{
  WCHAR path[MAX_PATH];   /* this program's file */
  DWORD self;             /* this process */
  HWND  found;
} WindowSearch;

/* A visible top-level window of another process of this same program */
static BOOL CALLBACK
find_balut_window (HWND   window,
                   LPARAM data)
{
  WindowSearch *search = (WindowSearch *) data;
  DWORD pid = 0;
  HANDLE process;
  WCHAR path[MAX_PATH];
  DWORD size = G_N_ELEMENTS (path);
  BOOL same = FALSE;

  if (!IsWindowVisible (window) || GetWindow (window, GW_OWNER) != NULL)
    return TRUE;
  GetWindowThreadProcessId (window, &pid);
  if (pid == 0 || pid == search->self)
    return TRUE;
  process = OpenProcess (PROCESS_QUERY_LIMITED_INFORMATION, FALSE, pid);
  if (process == NULL)
    return TRUE;
  if (QueryFullProcessImageNameW (process, 0, path, &size))
    same = CompareStringOrdinal (path, -1, search->path, -1, TRUE) == CSTR_EQUAL;
  CloseHandle (process);
  if (!same)
    return TRUE;
  search->found = window;
  return FALSE;
}

/* TRUE when another Balut window process runs: its window is brought
 * forward. FALSE for the first start, which keeps the mutex until it
 * ends. */
static gboolean
raise_running_balut (void)
{
  HANDLE mutex = CreateMutexW (NULL, FALSE, SINGLE_INSTANCE_MUTEX);
  WindowSearch search = { { 0 }, GetCurrentProcessId (), NULL };

  if (mutex == NULL || GetLastError () != ERROR_ALREADY_EXISTS)
    return FALSE;
  CloseHandle (mutex);
  if (GetModuleFileNameW (NULL, search.path, G_N_ELEMENTS (search.path)) > 0)
    EnumWindows (find_balut_window, (LPARAM) &search);
  if (search.found != NULL)
    {
      if (IsIconic (search.found))
        ShowWindow (search.found, SW_RESTORE);
      SetForegroundWindow (search.found);
    }
  return TRUE;
}

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

/* The file of --verify, --export-sheet or --export-history. It may follow
 * the option (--verify FILE, --verify=FILE) or come after the other
 * options, as the one argument left (--verify --json FILE): an option
 * followed by another option has no file yet (G_OPTION_FLAG_OPTIONAL_ARG),
 * and takes the argument left over once every option is read. */
typedef struct
{
  const char *name;    /* "--verify" */
  gboolean    given;
  char       *file;    /* NULL: still to come */
} FileOption;

enum { FILE_VERIFY, FILE_EXPORT_SHEET, FILE_EXPORT_HISTORY, FILE_REVIEW, N_FILE_OPTIONS };

typedef struct
{
  FileOption options[N_FILE_OPTIONS];
} FileOptions;

static void
file_options_clear (FileOptions *files)
{
  for (guint i = 0; i < N_FILE_OPTIONS; i++)
    g_clear_pointer (&files->options[i].file, g_free);
}

G_DEFINE_AUTO_CLEANUP_CLEAR_FUNC (FileOptions, file_options_clear)

static gboolean
file_option_cb (const char  *option_name,
                const char  *value,
                gpointer     data,
                GError     **error)
{
  FileOptions *files = data;

  for (guint i = 0; i < N_FILE_OPTIONS; i++)
    {
      FileOption *option = &files->options[i];

      if (!g_str_equal (option_name, option->name))
        continue;
      /* given twice: the last one counts, as for the other options */
      option->given = TRUE;
      g_free (option->file);
      option->file = g_strdup (value);
      return TRUE;
    }
  g_return_val_if_reached (FALSE);
}

/* BALUT_REPORT_PEAK_MEMORY=1: the peak resident memory on standard
 * error, for the tests that check a command's memory stays bounded
 * (Linux's /proc; nothing elsewhere) */
static void
report_peak_memory (void)
{
#ifdef __linux__
  g_autofree char *status = NULL;

  if (g_getenv ("BALUT_REPORT_PEAK_MEMORY") == NULL
      || !g_file_get_contents ("/proc/self/status", &status, NULL, NULL))
    return;
  for (char *line = status; line != NULL && *line != '\0'; )
    {
      char *end = strchr (line, '\n');

      if (end != NULL)
        *end = '\0';
      if (g_str_has_prefix (line, "VmHWM:"))
        g_printerr ("balut: peak resident memory%s\n", line + strlen ("VmHWM:"));
      line = end != NULL ? end + 1 : NULL;
    }
#endif
}

/* Whether a Balut already runs on this session bus (its application id
 * owned): asked without registering this one, which would then have to
 * run. FALSE when there is no session bus (nothing to ask), and on
 * Windows, where each start is an application of its own. */
static gboolean
balut_already_running (void)
{
#ifdef G_OS_WIN32
  return FALSE;
#else
  g_autoptr(GDBusConnection) bus = g_bus_get_sync (G_BUS_TYPE_SESSION, NULL, NULL);
  g_autoptr(GVariant) reply = NULL;
  gboolean owned = FALSE;

  if (bus == NULL)
    return FALSE;
  reply = g_dbus_connection_call_sync (bus, "org.freedesktop.DBus", "/org/freedesktop/DBus",
                                       "org.freedesktop.DBus", "NameHasOwner",
                                       g_variant_new ("(s)", APPLICATION_ID), G_VARIANT_TYPE ("(b)"),
                                       G_DBUS_CALL_FLAGS_NONE, -1, NULL, NULL);
  if (reply != NULL)
    g_variant_get (reply, "(b)", &owned);
  return owned;
#endif
}

int
main (int   argc,
      char *argv[])
{
  g_autoptr(GOptionContext) context = NULL;
  g_auto(GStrv) args = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(BalutApplication) app = NULL;
  g_auto(FileOptions) files = { {
    [FILE_VERIFY] = { "--verify", FALSE, NULL },
    [FILE_EXPORT_SHEET] = { "--export-sheet", FALSE, NULL },
    [FILE_EXPORT_HISTORY] = { "--export-history", FALSE, NULL },
    [FILE_REVIEW] = { "--review", FALSE, NULL },
  } };
  const char *verify_file, *export_file, *history_file, *review_file;
  GOptionGroup *group;
  guint n_rest, used = 0;
  g_autofree char *variant = NULL;
  g_autofree char *names = NULL;
  g_autofree char *paper = NULL;
  g_autofree char *record = NULL;
  g_autofree char *date = NULL;
  g_autofree char *players = NULL;
  g_autofree char *game = NULL;
  g_autofree char *per_page = NULL;
  g_autofree char *target = NULL;
  g_autofree char *review_player = NULL;
  gboolean landscape = FALSE;
  gboolean one_per_page = FALSE;
  g_auto(GStrv) rest = NULL;
  gboolean as_json = FALSE;
  gboolean high_scores = FALSE;
  gboolean version = FALSE;
  gboolean belote = FALSE;
  gboolean smoke_test = FALSE;
  int status;
  g_auto(GStrv) seat_engines = NULL;
  guint n_actions;
  char *app_argv[] = { argv[0], NULL };
  const GOptionEntry entries[] = {
    { "verify", 0, G_OPTION_FLAG_FILENAME | G_OPTION_FLAG_OPTIONAL_ARG,
      G_OPTION_ARG_CALLBACK, file_option_cb,
      N_("Check a game record and print every sheet’s points, then exit"), N_("RECORD.json") },
    { "json", 0, 0, G_OPTION_ARG_NONE, &as_json,
      N_("With --verify, --review or --high-scores: print the result as JSON"), NULL },
    { "review", 0, G_OPTION_FLAG_FILENAME | G_OPTION_FLAG_OPTIONAL_ARG,
      G_OPTION_ARG_CALLBACK, file_option_cb,
      N_("Review a recorded Balut game against the Expert: every decision of one player and the "
         "expected points it lost, then exit"), N_("RECORD.json") },
    /* a string, read by balut_cli_review (), as --players */
    { "player", 0, 0, G_OPTION_ARG_STRING, &review_player,
      N_("With --review: the player to review, 1 to 8 (default: the first person)"), N_("N") },
    { "export-sheet", 0, G_OPTION_FLAG_FILENAME | G_OPTION_FLAG_OPTIONAL_ARG,
      G_OPTION_ARG_CALLBACK, file_option_cb,
      N_("Write a scoresheet as PDF or SVG (by the file name’s ending), then exit"), N_("FILE.pdf|FILE.svg") },
    { "high-scores", 0, 0, G_OPTION_ARG_NONE, &high_scores,
      N_("Print the ten best games of each variant (people only), then exit"), NULL },
    { "export-history", 0, G_OPTION_FLAG_FILENAME | G_OPTION_FLAG_OPTIONAL_ARG,
      G_OPTION_ARG_CALLBACK, file_option_cb,
      N_("Write every recorded game to a JSON file, then exit"), N_("FILE.json") },
    { "variant", 0, 0, G_OPTION_ARG_STRING, &variant,
      N_("With --export-sheet: standard (the default), jackpot or olathe; "
         "with --high-scores: that variant’s table only"), N_("VARIANT") },
    /* a string, read by balut_cli_export_sheet(): GOption's integers
     * would take -5, 0x3 or 010 */
    { "players", 0, 0, G_OPTION_ARG_STRING, &players,
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
    { "game", 0, 0, G_OPTION_ARG_STRING, &game,
      N_("With --export-sheet: balut (the default) or belote; a record says its own"), N_("GAME") },
    /* strings, read by balut_cli_export_sheet (), as --players */
    { "per-page", 0, 0, G_OPTION_ARG_STRING, &per_page,
      N_("With --export-sheet --game belote: 1 to 4 blank sheets on a page (default 1)"), N_("N") },
    { "target", 0, 0, G_OPTION_ARG_STRING, &target,
      N_("With --export-sheet --game belote: the target on a blank sheet, 301, 501 or 1000 (default 501)"),
      N_("POINTS") },
    { "belote", 0, 0, G_OPTION_ARG_NONE, &belote,
      N_("Open Belote (the card game: its card table, or its scoring pad) rather than Balut"), NULL },
    { "seat-engine", 0, 0, G_OPTION_ARG_STRING_ARRAY, &seat_engines,
      N_("With --belote: an external engine plays seat 1 (East), 2 (North) or 3 (West) by the Belote engine "
         "protocol (docs/belote-protocol.md); may be repeated"), N_("SEAT=COMMAND") },
    { "version", 0, 0, G_OPTION_ARG_NONE, &version,
      N_("Print the version and exit"), NULL },
    /* hidden, for the tests and the Windows workflow: the window (Balut's,
     * or Belote's with --belote) opens and the run ends after its first
     * frame, status 0; or 1 when none is drawn
     * (balut_application_set_smoke_test ()). The command-line actions
     * above come first and do not open the window. */
    { "smoke-test", 0, G_OPTION_FLAG_HIDDEN, G_OPTION_ARG_NONE, &smoke_test, NULL, NULL },
    { G_OPTION_REMAINING, 0, 0, G_OPTION_ARG_FILENAME_ARRAY, &rest, NULL, NULL },
    { NULL }
  };

#ifdef G_OS_WIN32
  if (ATTACHES_PARENT_CONSOLE && argc > 1)
    attach_parent_console ();
  use_utf8_console ();
  no_session_bus ();
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
      "Exit status of --high-scores and --export-history: 0 when done, 1 when --export-history\n"
      "left out games whose records are damaged (it names them), 2 for bad options, a database\n"
      "that cannot be read (it is left as it is) or a file that cannot be written.\n"
      "Without options, the exit status is 0 when the window is closed, and 1 when Balut\n"
      "is not installed correctly (its settings schema is missing).\n"
      "The games are kept in balut/balut.db in the user data folder."));
  /* a main group of our own, whose callbacks get @files */
  group = g_option_group_new (NULL, NULL, NULL, &files, NULL);
  g_option_group_add_entries (group, entries);
  g_option_group_set_translation_domain (group, GETTEXT_PACKAGE);
  g_option_context_set_main_group (context, group);
  g_option_context_set_translation_domain (context, GETTEXT_PACKAGE);

  if (!g_option_context_parse_strv (context, &args, &error))
    {
      /* GOption quotes the argument it refuses as it was typed */
      g_autofree char *printable = balut_format_dup_printable (error->message);

      g_printerr ("balut: %s\n", printable);
      g_printerr (_("Run “%s --help” to see the options.\n"), g_get_prgname ());
      return BALUT_EXIT_USAGE;
    }

  /* --verify --json FILE: the file after the other options */
  n_rest = rest != NULL ? g_strv_length (rest) : 0;
  for (guint i = 0; i < N_FILE_OPTIONS; i++)
    if (files.options[i].given && files.options[i].file == NULL && used < n_rest)
      files.options[i].file = g_strdup (rest[used++]);
  verify_file = files.options[FILE_VERIFY].file;
  export_file = files.options[FILE_EXPORT_SHEET].file;
  history_file = files.options[FILE_EXPORT_HISTORY].file;
  review_file = files.options[FILE_REVIEW].file;

  if (used < n_rest)
    {
      g_autofree char *printable = balut_format_dup_printable (rest[used]);

      g_printerr (_("balut: unexpected argument “%s”\n"), printable);
      g_printerr (_("Run “%s --help” to see the options.\n"), g_get_prgname ());
      return BALUT_EXIT_USAGE;
    }

  if (version)
    {
      g_print ("balut %s\n", PACKAGE_VERSION);
      return BALUT_EXIT_OK;
    }

  n_actions = files.options[FILE_VERIFY].given + files.options[FILE_EXPORT_SHEET].given
              + (high_scores != FALSE) + files.options[FILE_EXPORT_HISTORY].given;
  if (files.options[FILE_REVIEW].given && (n_actions > 0 || belote))
    {
      g_printerr (_("balut: --review goes alone: not with --verify, --export-sheet, --high-scores, "
                    "--export-history or --belote\n"));
      return BALUT_EXIT_USAGE;
    }
  if (review_player != NULL && !files.options[FILE_REVIEW].given)
    {
      g_printerr (_("balut: --player only goes with --review\n"));
      return BALUT_EXIT_USAGE;
    }
  if (belote && n_actions > 0)
    {
      g_printerr (_("balut: --belote opens the window: it does not go with --verify, --export-sheet, "
                    "--high-scores or --export-history\n"));
      return BALUT_EXIT_USAGE;
    }

  if (seat_engines != NULL && !belote)
    {
      g_printerr (_("balut: --seat-engine only goes with --belote\n"));
      return BALUT_EXIT_USAGE;
    }
  for (guint i = 0; seat_engines != NULL && seat_engines[i] != NULL; i++)
    if (!balut_application_parse_seat_engine (seat_engines[i], NULL, NULL, &error))
      {
        g_autofree char *printable = balut_format_dup_printable (error->message);

        g_printerr ("balut: %s\n", printable);
        g_printerr (_("Run “%s --help” to see the options.\n"), g_get_prgname ());
        return BALUT_EXIT_USAGE;
      }

  if (n_actions > 1)
    {
      g_printerr (_("balut: --verify, --export-sheet, --high-scores and --export-history cannot go together\n"));
      return BALUT_EXIT_USAGE;
    }

  for (guint i = 0; i < N_FILE_OPTIONS; i++)
    if (files.options[i].given && files.options[i].file == NULL)
      {
        /* Translators: %s is --verify, --export-sheet or --export-history */
        g_printerr (_("balut: %s needs a file name\n"), files.options[i].name);
        g_printerr (_("Run “%s --help” to see the options.\n"), g_get_prgname ());
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
        .game = game,
        .per_page = per_page,
        .target = target,
      };

      if (as_json)
        {
          g_printerr (_("balut: --json only goes with --verify or --high-scores\n"));
          return BALUT_EXIT_USAGE;
        }
      return balut_cli_export_sheet (&options);
    }

  if (players != NULL || names != NULL || paper != NULL || landscape
      || one_per_page || record != NULL || date != NULL)
    {
      g_printerr (_("balut: --players, --names, --paper, --landscape, --one-per-page, "
                    "--record and --date only go with --export-sheet\n"));
      return BALUT_EXIT_USAGE;
    }

  if (game != NULL || per_page != NULL || target != NULL)
    {
      g_printerr (_("balut: --game, --per-page and --target only go with --export-sheet\n"));
      return BALUT_EXIT_USAGE;
    }

  if (high_scores)
    return balut_cli_high_scores (variant, as_json);

  if (review_file != NULL && variant == NULL)
    return balut_cli_review (review_file, review_player, as_json);

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
    {
      status = balut_cli_export_history (history_file);
      report_peak_memory ();
      return status;
    }

  app = balut_application_new ();
  if (!balut_application_load_settings (app, &error))
    {
      g_printerr ("balut: %s\n", error->message);
      return BALUT_EXIT_CANNOT_START;
    }
  /* The Belote launcher: Belote's window, also in a Balut already running */
  balut_application_set_belote (app, belote);
  balut_application_set_smoke_test (app, smoke_test);
  for (guint i = 0; seat_engines != NULL && seat_engines[i] != NULL; i++)
    {
      guint seat;
      g_autofree char *command = NULL;

      if (balut_application_parse_seat_engine (seat_engines[i], &seat, &command, NULL))
        balut_application_set_seat_engine (app, seat, command);
    }
  /* A Balut already running would open Belote's window without the
   * engines: said, rather than the engines silently left out */
  if (seat_engines != NULL && balut_already_running ())
    {
      g_printerr (_("balut: --seat-engine needs a Belote window of its own, and Balut is already running: close it first\n"));
      return BALUT_EXIT_USAGE;
    }
#ifdef G_OS_WIN32
  /* a second start: the first Balut's window comes forward (its Belote
   * or Balut is a menu item away) */
  if (raise_running_balut ())
    return BALUT_EXIT_OK;
#endif
  status = g_application_run (G_APPLICATION (app), 1, app_argv);
  if (smoke_test && status == BALUT_EXIT_OK && !balut_application_get_smoke_test_passed (app))
    {
      /* ended without a frame: the window never drew, or another Balut
       * took the start (a developer's check: not translated) */
      g_printerr ("balut: --smoke-test: no window drew a frame\n");
      status = BALUT_EXIT_CANNOT_START;
    }
  return status;
}
