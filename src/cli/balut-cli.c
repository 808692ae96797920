/* balut-cli.c — balut --verify, --review, --export-sheet, --high-scores
 * and --export-history
 *
 * SPDX-FileCopyrightText: 2026 The Balut developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gi18n.h>
#include <glib/gstdio.h>

#include <string.h>

#include "balut-cli.h"
#include "balut-types.h"
#include "balut-game.h"
#include "balut-paths.h"
#include "balut-record.h"
#include "balut-report.h"
#include "balut-review.h"
#include "balut-store.h"
#include "belote-store.h"
#include "balut-format.h"
#include "balut-sheet-document.h"
#include "belote-record.h"
#include "belote-sheet-document.h"

/* json-glib escapes C0 and DEL in strings, but writes C1 controls (CSI,
 * U+009B, which terminals obey) and bytes that are not UTF-8 as they
 * are: the first are escaped here too (\u009b, the same string), the
 * others become U+FFFD, so that the output is UTF-8 and valid JSON. Both
 * can only stand inside strings. */
static void
print_json (JsonNode *node)
{
  g_autoptr(JsonGenerator) generator = json_generator_new ();
  g_autofree char *text = NULL;
  g_autofree char *valid = NULL;
  g_autoptr(GString) out = NULL;

  json_generator_set_pretty (generator, TRUE);
  json_generator_set_indent (generator, 2);
  json_generator_set_root (generator, node);
  text = json_generator_to_data (generator, NULL);

  valid = g_utf8_make_valid (text, -1);
  out = g_string_sized_new (strlen (valid));
  for (const char *p = valid; *p != '\0'; p = g_utf8_next_char (p))
    {
      gunichar c = g_utf8_get_char (p);

      if (c >= 0x80 && g_unichar_iscntrl (c))
        g_string_append_printf (out, "\\u%04x", c);
      else
        g_string_append_len (out, p, g_utf8_next_char (p) - p);
    }
  g_print ("%s\n", out->str);
}

/* A message that may quote a record or a database, on standard error
 * without its control characters (balut_format_dup_printable()) */
static void
print_error (const char *message)
{
  g_autofree char *printable = balut_format_dup_printable (message);

  g_printerr (_("balut: %s\n"), printable);
}

/* A file name as given, to print: a name may hold any bytes, escape
 * sequences included ("\033]0;…\007g.json" would retitle the terminal) */
static char *
printable_name (const char *filename)
{
  return balut_format_dup_printable (filename);
}

/* "Wrote …" for @filename: on standard output, unless the file was
 * standard output itself or another stream (/dev/stdout, a pipe): the
 * line would land after the PDF or the JSON and break what reads it */
G_GNUC_PRINTF (2, 3)
static void
say_written (const char *filename,
             const char *format,
             ...)
{
  g_autofree char *line = NULL;
  va_list args;

  va_start (args, format);
  line = g_strdup_vprintf (format, args);
  va_end (args);

  if (g_file_test (filename, G_FILE_TEST_IS_REGULAR))
    g_print ("%s", line);
  else
    g_printerr ("%s", line);
}

/* A record that did not load: the reason (and with --json the report
 * {"valid": false, "error": …}); exit 2 when it could not be read as a
 * record, 1 when it breaks a rule */
static int
verify_refused (const char   *filename,
                gboolean      as_json,
                const GError *error,
                gboolean      unreadable)
{
  if (as_json)
    {
      g_autoptr(JsonNode) node = balut_report_error_to_json (error);
      print_json (node);
    }

  if (unreadable)
    print_error (error->message);
  else
    {
      g_autofree char *message = balut_format_dup_printable (error->message);
      g_autofree char *name = printable_name (filename);

      g_printerr (_("balut: %s is not a consistent record: %s\n"), name, message);
    }

  return unreadable ? BALUT_EXIT_USAGE : BALUT_EXIT_INCONSISTENT;
}

static gboolean
belote_unreadable (const GError *error)
{
  return g_error_matches (error, BELOTE_RECORD_ERROR, BELOTE_RECORD_ERROR_UNREADABLE)
         || g_error_matches (error, BELOTE_RECORD_ERROR, BELOTE_RECORD_ERROR_NOT_RECORD)
         || g_error_matches (error, BELOTE_RECORD_ERROR, BELOTE_RECORD_ERROR_VERSION);
}

/* A Belote record (issue 28), replayed through its engine: the score
 * sheet deal by deal, or the JSON of belote_record_report_to_json () */
static int
verify_belote (const char   *filename,
               gboolean      as_json,
               BeloteMatch  *match,
               const GError *error)
{
  if (match == NULL)
    return verify_refused (filename, as_json, error, belote_unreadable (error));

  if (as_json)
    {
      g_autoptr(JsonNode) node = belote_record_report_to_json (match);
      print_json (node);
    }
  else
    {
      g_autofree char *text = belote_record_report_to_text (match);
      g_autofree char *name = printable_name (filename);

      g_print (_("%s is a consistent record.\n\n"), name);
      g_print ("%s", text);
    }
  return BALUT_EXIT_OK;
}

/**
 * balut_cli_verify:
 *
 * Loads a record, Balut's or Belote's, replays it and prints every
 * sheet's points.
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

  /* Not a Balut record, or beyond a Balut record's bounds (a Belote
   * record may hold more values): a Belote record? Anything that is
   * not one keeps Balut's reason. */
  if (game == NULL
      && (g_error_matches (error, BALUT_RECORD_ERROR, BALUT_RECORD_ERROR_NOT_RECORD)
          || g_error_matches (error, BALUT_RECORD_ERROR, BALUT_RECORD_ERROR_UNREADABLE)))
    {
      g_autoptr(GError) belote_error = NULL;
      g_autoptr(BeloteMatch) match = belote_record_load_file (filename, &belote_error);

      if (match != NULL
          || !(g_error_matches (belote_error, BELOTE_RECORD_ERROR, BELOTE_RECORD_ERROR_NOT_RECORD)
               || g_error_matches (belote_error, BELOTE_RECORD_ERROR, BELOTE_RECORD_ERROR_UNREADABLE)))
        return verify_belote (filename, as_json, match, belote_error);
    }

  if (game == NULL)
    return verify_refused (filename, as_json, error,
                           g_error_matches (error, BALUT_RECORD_ERROR, BALUT_RECORD_ERROR_UNREADABLE)
                           || g_error_matches (error, BALUT_RECORD_ERROR, BALUT_RECORD_ERROR_NOT_RECORD)
                           || g_error_matches (error, BALUT_RECORD_ERROR, BALUT_RECORD_ERROR_VERSION));

  if (as_json)
    {
      g_autoptr(JsonNode) node = balut_report_to_json (game);
      print_json (node);
    }
  else
    {
      g_autofree char *text = balut_report_to_text (game);
      g_autofree char *name = printable_name (filename);

      g_print (_("%s is a consistent record.\n\n"), name);
      g_print ("%s", text);
    }

  return BALUT_EXIT_OK;
}

static int usage_error (const char *message);

/**
 * balut_cli_review:
 * @player: (nullable): the player to review as typed, "1" to "8"; %NULL
 *   for the first person (or the first player when none is a person)
 *
 * Loads a Balut record as --verify does and prints the review of one
 * player's decisions against the Expert (balut-review.c).
 *
 * Returns: 0 when reviewed, 1 for an inconsistent record, 2 for bad
 *   options or a file that cannot be read as a Balut record
 */
int
balut_cli_review (const char *filename,
                  const char *player,
                  gboolean    as_json)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(BalutGame) game = NULL;
  g_autoptr(BalutReview) review = NULL;
  guint64 number = 0;
  guint index = 0;

  g_return_val_if_fail (filename != NULL, BALUT_EXIT_USAGE);

  if (player != NULL
      && (!g_ascii_string_to_unsigned (player, 10, 1, 8, &number, NULL) || player[0] == '+'))
    {
      g_autofree char *printable = balut_format_dup_printable (player);
      g_autofree char *message = g_strdup_printf (_("--player wants a player’s number from 1 to 8, not “%s”"),
                                                  printable);

      return usage_error (message);
    }

  game = balut_record_load_file (filename, &error);
  if (game == NULL)
    {
      g_autoptr(GError) belote_error = NULL;
      g_autoptr(BeloteMatch) match = NULL;

      if (g_error_matches (error, BALUT_RECORD_ERROR, BALUT_RECORD_ERROR_NOT_RECORD))
        match = belote_record_load_file (filename, &belote_error);
      if (match != NULL)
        {
          g_autofree char *name = printable_name (filename);

          g_printerr (_("balut: %s is a Belote record: --review reviews Balut games\n"), name);
          return BALUT_EXIT_USAGE;
        }
      return verify_refused (filename, as_json, error,
                             g_error_matches (error, BALUT_RECORD_ERROR, BALUT_RECORD_ERROR_UNREADABLE)
                             || g_error_matches (error, BALUT_RECORD_ERROR, BALUT_RECORD_ERROR_NOT_RECORD)
                             || g_error_matches (error, BALUT_RECORD_ERROR, BALUT_RECORD_ERROR_VERSION));
    }

  if (player != NULL)
    index = (guint) number - 1;
  else
    {
      /* the first person: the review is for people */
      for (guint p = balut_game_get_n_players (game); p-- > 0;)
        if (balut_player_get_kind (balut_game_get_player (game, p)) == BALUT_PLAYER_HUMAN)
          index = p;
    }

  review = balut_review_new (game, index, NULL, NULL, NULL, &error);
  if (review == NULL)
    {
      print_error (error->message);
      return BALUT_EXIT_USAGE;
    }
  if (as_json)
    {
      g_autoptr(JsonNode) node = balut_review_to_json (review);
      print_json (node);
    }
  else
    {
      g_autofree char *text = balut_review_to_text (review);

      g_print ("%s", text);
    }
  return BALUT_EXIT_OK;
}

static int
usage_error (const char *message)
{
  print_error (message);
  g_printerr (_("Run “%s --help” to see the options.\n"), g_get_prgname ());
  return BALUT_EXIT_USAGE;
}

/* "Maria, Jens,Søren" → 3 names; refuses empty or bad names and more than 8 */
static GStrv
parse_names (const char  *text,
             GError     **error)
{
  g_auto(GStrv) parts = g_strsplit (text, ",", -1);
  g_autoptr(GStrvBuilder) builder = g_strv_builder_new ();
  guint n = 0;

  for (guint i = 0; parts[i] != NULL; i++)
    {
      g_autoptr(GError) name_error = NULL;
      char *name = g_strstrip (parts[i]);

      if (*name == '\0')
        {
          g_set_error (error, G_OPTION_ERROR, G_OPTION_ERROR_BAD_VALUE,
                       _("--names: name %u is empty"), i + 1);
          return NULL;
        }
      /* the rule of every name (balut_game_check_name ()): no control
       * or bidirectional characters, something visible, at most 64 */
      if (!balut_game_check_name (name, &name_error))
        {
          /* Translators: the number of a name in --names, and why it is refused */
          g_set_error (error, G_OPTION_ERROR, G_OPTION_ERROR_BAD_VALUE,
                       _("--names: name %u: %s"), i + 1, name_error->message);
          return NULL;
        }
      g_strv_builder_add (builder, name);
      n++;
    }
  if (n < 1 || n > BALUT_SHEET_MAX_PLAYERS)
    {
      g_set_error (error, G_OPTION_ERROR, G_OPTION_ERROR_BAD_VALUE,
                   _("--names: give 1 to %d names, separated by commas"), BALUT_SHEET_MAX_PLAYERS);
      return NULL;
    }
  return g_strv_builder_end (builder);
}

/* "2026-11-22": four, two and two ASCII digits, nothing else (no sign,
 * no space), a day that exists */
static GDateTime *
parse_date (const char  *text,
            GError     **error)
{
  static const char pattern[] = "dddd-dd-dd";
  GDateTime *date = NULL;
  gboolean matches = strlen (text) == strlen (pattern);

  for (guint i = 0; matches && pattern[i] != '\0'; i++)
    matches = pattern[i] == 'd' ? g_ascii_isdigit (text[i]) : text[i] == pattern[i];

  if (matches)
    {
      int year = (int) g_ascii_strtoll (text, NULL, 10);
      int month = (int) g_ascii_strtoll (text + 5, NULL, 10);
      int day = (int) g_ascii_strtoll (text + 8, NULL, 10);

      if (g_date_valid_dmy ((GDateDay) day, (GDateMonth) month, (GDateYear) year))
        date = g_date_time_new_local (year, month, day, 12, 0, 0);
    }
  if (date == NULL)
    g_set_error (error, G_OPTION_ERROR, G_OPTION_ERROR_BAD_VALUE,
                 _("--date: “%s” is not a date like 2026-11-22"), text);
  return date;
}

/* --players "1" to "8", --per-page "1" to "4", --target: in ASCII
 * digits, nothing else (not -5, +3, 0x3 or " 3") */
static gboolean
parse_count (const char  *text,
             guint        max,
             guint       *count)
{
  guint64 n;

  if (!g_ascii_string_to_unsigned (text, 10, 1, max, &n, NULL)
      || !g_ascii_isdigit (text[0]))
    return FALSE;
  *count = (guint) n;
  return TRUE;
}

/* The day a record was written: its file's modification time */
static GDateTime *
file_date (const char *filename)
{
  g_autoptr(GFile) file = balut_paths_file_for_arg (filename);
  g_autoptr(GFileInfo) info = g_file_query_info (file, G_FILE_ATTRIBUTE_TIME_MODIFIED,
                                                 G_FILE_QUERY_INFO_NONE, NULL, NULL);
  g_autoptr(GDateTime) utc = NULL;

  if (info == NULL)
    return NULL;
  utc = g_file_info_get_modification_date_time (info);
  return utc != NULL ? g_date_time_to_local (utc) : NULL;
}

/* "Wrote FILE (N pages)." once a sheet is exported */
static int
say_sheet_written (const char       *filename,
                   BalutSheetFormat  format,
                   guint             n_pages)
{
  if (format == BALUT_SHEET_FORMAT_SVG && n_pages > 1)
    {
      g_autofree char *last = balut_sheet_page_filename (filename, n_pages - 1);
      g_autofree char *first_name = printable_name (filename);
      g_autofree char *last_name = printable_name (last);

      /* Translators: the SVG files of a sheet of several pages */
      say_written (filename, _("Wrote %s to %s (%u pages, one a file).\n"), first_name, last_name, n_pages);
    }
  else
    {
      g_autofree char *name = printable_name (filename);

      say_written (filename,
                   g_dngettext (GETTEXT_PACKAGE, "Wrote %s (%u page).\n", "Wrote %s (%u pages).\n", n_pages),
                   name, n_pages);
    }
  return BALUT_EXIT_OK;
}

/* Writes Belote's sheet: a blank page (--target, --names of the two
 * teams, --per-page) or the sheet of a match (@match, from --record) */
static int
export_belote_sheet (const BalutExportOptions *options,
                     BeloteMatch              *match,
                     BalutSheetFormat          format,
                     BalutPaper                paper,
                     GDateTime                *date)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(BeloteSheetDocument) document = NULL;
  g_autoptr(GDateTime) record_date = NULL;
  double width, height;

  if (options->variant != NULL || options->players != NULL || options->one_per_page)
    return usage_error (_("--variant, --players and --one-per-page are for Balut’s sheets"));

  if (match != NULL)
    {
      if (options->names != NULL || options->target != NULL || options->per_page != NULL)
        return usage_error (_("--names, --target and --per-page are for blank sheets: a record has its own"));
      document = belote_sheet_document_new_for_match (match);
      if (date == NULL)
        date = record_date = file_date (options->record);
    }
  else
    {
      guint target = BELOTE_DEFAULT_TARGET;
      guint per_page = 1;
      g_auto(GStrv) names = NULL;

      if (options->target != NULL
          && (!parse_count (options->target, G_MAXINT, &target) || !belote_target_valid ((int) target)))
        return usage_error (_("--target: use 301, 501 or 1000"));

      if (options->per_page != NULL && !parse_count (options->per_page, BELOTE_SHEET_MAX_PER_PAGE, &per_page))
        return usage_error (_("--per-page: give a number from 1 to 4"));

      if (options->names != NULL)
        {
          names = parse_names (options->names, &error);
          if (names == NULL)
            return usage_error (error->message);
          if (g_strv_length (names) != BELOTE_N_TEAMS)
            return usage_error (_("--names: give the two teams’ names, separated by a comma"));
        }

      document = belote_sheet_document_new_blank ((int) target, names != NULL ? names[0] : NULL,
                                                  names != NULL ? names[1] : NULL, per_page);
    }

  belote_sheet_document_set_date (document, date);
  if (!belote_sheet_document_export (document, options->filename, format, paper, options->landscape, &error))
    {
      print_error (error->message);
      return BALUT_EXIT_USAGE;
    }

  balut_paper_get_size (paper, options->landscape, &width, &height);
  return say_sheet_written (options->filename, format, belote_sheet_document_get_n_pages (document, width, height));
}

/**
 * balut_cli_export_sheet:
 *
 * Writes a blank sheet, or the sheet of a recorded game, as PDF or SVG.
 *
 * Returns: 0 when the file was written; 2 for bad options, an unreadable
 *   record or a file that could not be written (then no file is left)
 */
int
balut_cli_export_sheet (const BalutExportOptions *options)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(BalutSheetDocument) document = NULL;
  g_autoptr(GDateTime) date = NULL;
  BalutSheetFormat format;
  BalutPaper paper = options->default_paper;
  double width, height;

  g_return_val_if_fail (options != NULL && options->filename != NULL, BALUT_EXIT_USAGE);

  if (!balut_sheet_format_for_filename (options->filename, &format))
    return usage_error (_("--export-sheet: the file name must end in .pdf or .svg"));

  if (options->paper != NULL && !balut_paper_from_string (options->paper, &paper))
    return usage_error (_("--paper: use a4 or letter"));

  if (options->date != NULL && (date = parse_date (options->date, &error)) == NULL)
    return usage_error (error->message);

  if (options->game != NULL && g_ascii_strcasecmp (options->game, "belote") == 0)
    {
      g_autoptr(BeloteMatch) match = NULL;

      if (options->record != NULL && (match = belote_record_load_file (options->record, &error)) == NULL)
        {
          print_error (error->message);
          return BALUT_EXIT_USAGE;
        }
      return export_belote_sheet (options, match, format, paper, date);
    }
  if (options->game != NULL && g_ascii_strcasecmp (options->game, "balut") != 0)
    return usage_error (_("--game: use balut or belote"));

  if (options->per_page != NULL || options->target != NULL)
    return usage_error (_("--per-page and --target are for Belote’s sheets (--game belote)"));

  if (options->record != NULL)
    {
      g_autoptr(BalutGame) game = NULL;

      if (options->variant != NULL || options->players != NULL || options->names != NULL)
        return usage_error (_("--variant, --players and --names are for blank sheets: "
                              "a record has its own"));

      game = balut_record_load_file (options->record, &error);
      /* without --game, the record says which game: not Balut's (or
       * beyond a Balut record's bounds), perhaps Belote's */
      if (game == NULL && options->game == NULL
          && (g_error_matches (error, BALUT_RECORD_ERROR, BALUT_RECORD_ERROR_NOT_RECORD)
              || g_error_matches (error, BALUT_RECORD_ERROR, BALUT_RECORD_ERROR_UNREADABLE)))
        {
          g_autoptr(GError) belote_error = NULL;
          g_autoptr(BeloteMatch) match = belote_record_load_file (options->record, &belote_error);

          if (match != NULL)
            return export_belote_sheet (options, match, format, paper, date);
          /* a Belote record that does not load says why */
          if (!g_error_matches (belote_error, BELOTE_RECORD_ERROR, BELOTE_RECORD_ERROR_NOT_RECORD)
              && !g_error_matches (belote_error, BELOTE_RECORD_ERROR, BELOTE_RECORD_ERROR_UNREADABLE))
            {
              g_clear_error (&error);
              error = g_steal_pointer (&belote_error);
            }
        }
      if (game == NULL)
        {
          print_error (error->message);
          return BALUT_EXIT_USAGE;
        }
      if (balut_game_get_n_players (game) > BALUT_SHEET_MAX_PLAYERS)
        {
          g_autofree char *name = printable_name (options->record);

          g_printerr (_("balut: %s has more than %d players\n"), name, BALUT_SHEET_MAX_PLAYERS);
          return BALUT_EXIT_USAGE;
        }
      document = balut_sheet_document_new_for_game (game);
      if (date == NULL)
        date = file_date (options->record);
    }
  else
    {
      BalutVariant variant = BALUT_VARIANT_STANDARD;
      g_auto(GStrv) names = NULL;
      guint n_players = 1;

      if (options->variant != NULL && !balut_variant_from_string (options->variant, &variant))
        return usage_error (_("--variant: use standard, jackpot or olathe"));

      if (options->players != NULL && !parse_count (options->players, BALUT_SHEET_MAX_PLAYERS, &n_players))
        return usage_error (_("--players: give a number from 1 to 8"));

      if (options->names != NULL)
        {
          names = parse_names (options->names, &error);
          if (names == NULL)
            return usage_error (error->message);
          if (options->players != NULL && n_players != g_strv_length (names))
            return usage_error (_("--players and --names disagree on the number of players"));
          n_players = g_strv_length (names);
        }

      document = balut_sheet_document_new_blank (variant, n_players, (const char * const *) names);
    }

  balut_sheet_document_set_date (document, date);
  if (options->one_per_page)
    balut_sheet_document_set_layout (document, BALUT_SHEET_LAYOUT_ONE_PER_PAGE);

  if (!balut_sheet_document_export (document, options->filename, format, paper,
                                    options->landscape, &error))
    {
      print_error (error->message);
      return BALUT_EXIT_USAGE;
    }

  balut_paper_get_size (paper, options->landscape, &width, &height);
  return say_sheet_written (options->filename, format, balut_sheet_document_get_n_pages (document, width, height));
}

/* ------------------------------------------------------------------ */
/* The store: --high-scores, --export-history                          */
/* ------------------------------------------------------------------ */

#define HIGH_SCORE_LINES 10

/* The user's store, read: nothing in its folder is made or changed
 * (balut_store_open_read_only(): no log, no note, no full check; a
 * missing file is no games), except the upgrade of an older version's
 * file, a write this version needs before it can read it; never moved
 * aside from here (the game window does that, and tells the user). */
static BalutStore *
open_store (void)
{
  g_autofree char *path = balut_store_dup_default_path ();
  g_autoptr(GError) error = NULL;
  BalutStore *store;

  store = balut_store_open_read_only (path, &error);
  if (store == NULL)
    {
      GStatBuf st;

      print_error (error->message);
      if (g_error_matches (error, BALUT_STORE_ERROR, BALUT_STORE_ERROR_CORRUPT))
        {
          if (g_stat (path, &st) == 0 && st.st_size == 0)
            g_printerr (_("balut: the file was left as it is; the game window starts "
                          "a new database in its place\n"));
          else
            g_printerr (_("balut: the file was left as it is; the game window moves it aside "
                          "and starts a new database\n"));
        }
    }
  return store;
}

static void
add_entry_json (JsonBuilder           *builder,
                guint                  rank,
                const BalutScoreEntry *e)
{
  g_autofree char *finished = g_date_time_format_iso8601 (e->date);

  json_builder_begin_object (builder);
  json_builder_set_member_name (builder, "rank");
  json_builder_add_int_value (builder, rank);
  json_builder_set_member_name (builder, "name");
  json_builder_add_string_value (builder, e->name);
  json_builder_set_member_name (builder, "points");
  json_builder_add_int_value (builder, e->points);
  json_builder_set_member_name (builder, "total");
  json_builder_add_int_value (builder, e->score_total);
  json_builder_set_member_name (builder, "baluts");
  json_builder_add_int_value (builder, e->n_baluts);
  json_builder_set_member_name (builder, "assisted");
  json_builder_add_boolean_value (builder, e->assisted);
  json_builder_set_member_name (builder, "finished");
  json_builder_add_string_value (builder, finished);
  json_builder_set_member_name (builder, "game_id");
  json_builder_add_int_value (builder, e->game_id);
  json_builder_end_object (builder);
}

/* The columns of the high-score table: #, points, total, Baluts and
 * date, padded by display width (balut_format_get_width()) so that
 * translated headings and dates line up; the name comes last and is
 * never padded. */
enum { COL_RANK, COL_POINTS, COL_TOTAL, COL_BALUTS, COL_DATE, N_PADDED_COLUMNS };

static void
print_table (BalutVariant    variant,
             BalutStoreMode  mode,
             GPtrArray      *entries)
{
  const char *headings[N_PADDED_COLUMNS] = { "#", _("Points"), _("Total"), _("Baluts"), _("Date") };
  g_autoptr(GPtrArray) cells = g_ptr_array_new_with_free_func (g_free);
  guint widths[N_PADDED_COLUMNS];
  g_autoptr(GString) line = g_string_new (NULL);

  if (mode == BALUT_STORE_MODE_SCORING_PAD)
    /* Translators: the heading of the high scores of the games scored
     * with real dice; %s is the variant, "Balut" or "Olathe" */
    g_print (_("%s — scoring pad\n"), balut_variant_get_label (variant));
  else
    g_print ("%s\n", balut_variant_get_label (variant));

  if (entries->len == 0)
    {
      g_print ("  %s\n", _("No games yet."));
      return;
    }

  for (guint i = 0; i < entries->len; i++)
    {
      const BalutScoreEntry *e = g_ptr_array_index (entries, i);

      /* R22: equal points and score total share a place */
      g_ptr_array_add (cells, g_strdup_printf ("%u", balut_score_entries_place (entries, i)));
      g_ptr_array_add (cells, g_strdup_printf ("%d", e->points));
      g_ptr_array_add (cells, g_strdup_printf ("%u", e->score_total));
      g_ptr_array_add (cells, g_strdup_printf ("%u", e->n_baluts));
      g_ptr_array_add (cells, balut_format_date_time (e->date));
    }

  for (guint c = 0; c < N_PADDED_COLUMNS; c++)
    {
      widths[c] = balut_format_get_width (headings[c]);
      for (guint i = 0; i < entries->len; i++)
        widths[c] = MAX (widths[c], balut_format_get_width (g_ptr_array_index (cells, i * N_PADDED_COLUMNS + c)));
    }

  for (guint c = 0; c < N_PADDED_COLUMNS; c++)
    {
      g_string_append (line, "  ");
      balut_format_append_padded (line, headings[c], widths[c], c != COL_DATE);
    }
  g_print ("%s  %s\n", line->str, _("Name"));

  for (guint i = 0; i < entries->len; i++)
    {
      const BalutScoreEntry *e = g_ptr_array_index (entries, i);
      g_autofree char *name = NULL;

      g_string_truncate (line, 0);
      for (guint c = 0; c < N_PADDED_COLUMNS; c++)
        {
          g_string_append (line, "  ");
          balut_format_append_padded (line, g_ptr_array_index (cells, i * N_PADDED_COLUMNS + c),
                                      widths[c], c != COL_DATE);
        }
      /* a name from the database: perhaps hand-edited */
      name = balut_format_dup_printable (e->name);
      g_print ("%s  %s%s\n", line->str, name, e->assisted ? " *" : "");
    }
}

/* Belote's matches (belote-store.h): the names' matches won and lost,
 * and the biggest leads, after Balut's tables, only when the store holds
 * matches (a Balut player's output is what it always was) */
typedef struct
{
  GPtrArray *players;   /* of BelotePlayerStats, most matches first */
  GPtrArray *margins;   /* of BeloteMatchSummary, largest lead first */
} BeloteTables;

static void
belote_tables_clear (BeloteTables *tables)
{
  g_clear_pointer (&tables->players, g_ptr_array_unref);
  g_clear_pointer (&tables->margins, g_ptr_array_unref);
}

/* FALSE with the error printed; tables->players NULL when there are no
 * matches */
static gboolean
read_belote_tables (BalutStore   *store,
                    BeloteTables *tables)
{
  g_autoptr(GError) error = NULL;
  guint n_matches = 0;

  if (!balut_store_count_belote_matches (store, &n_matches, &error))
    {
      print_error (error->message);
      return FALSE;
    }
  if (n_matches == 0)
    return TRUE;
  tables->players = balut_store_list_belote_players (store, &error);
  if (tables->players != NULL)
    tables->margins = balut_store_list_belote_margins (store, HIGH_SCORE_LINES, &error);
  if (tables->players == NULL || tables->margins == NULL)
    {
      print_error (error->message);
      belote_tables_clear (tables);
      return FALSE;
    }
  /* the names with the most matches */
  if (tables->players->len > HIGH_SCORE_LINES)
    g_ptr_array_set_size (tables->players, HIGH_SCORE_LINES);
  return TRUE;
}

/* "20 %", or "–" when no deal was taken (B23) */
static char *
dup_dedans_rate (const BelotePlayerStats *p)
{
  return p->n_taken > 0 ? balut_format_percent (belote_player_stats_dedans_rate (p)) : g_strdup ("–");
}

/* Rows of @n_columns cells, padded by display width as print_table ()
 * pads Balut's (the cells of @right_aligned columns to the right), then
 * the last cell of each row, never padded (a name) */
static void
print_columns (const char * const *headings,
               guint               n_columns,
               guint               right_aligned,
               GPtrArray          *cells)
{
  g_autofree guint *widths = g_new0 (guint, n_columns);
  g_autoptr(GString) line = g_string_new (NULL);
  guint stride = n_columns + 1;
  guint n_rows = cells->len / stride;

  for (guint c = 0; c < n_columns; c++)
    {
      widths[c] = balut_format_get_width (headings[c]);
      for (guint r = 0; r < n_rows; r++)
        widths[c] = MAX (widths[c], balut_format_get_width (g_ptr_array_index (cells, r * stride + c)));
    }
  for (guint r = 0; r <= n_rows; r++)
    {
      g_string_truncate (line, 0);
      for (guint c = 0; c < n_columns; c++)
        {
          g_string_append (line, "  ");
          balut_format_append_padded (line, r == 0 ? headings[c] : g_ptr_array_index (cells, (r - 1) * stride + c),
                                      widths[c], (right_aligned >> c) & 1);
        }
      g_print ("%s  %s\n", line->str,
               r == 0 ? headings[n_columns] : (const char *) g_ptr_array_index (cells, (r - 1) * stride + n_columns));
    }
}

static void
print_belote_tables (const BeloteTables *tables)
{
  const char *player_headings[] = {
    /* Translators: the headings of the table of Belote's players in
     * balut --high-scores: matches played, won, lost, the deals the
     * player took (the taker), how often those were dedans, the capots
     * of the player's team, and the name */
    _("Matches"), _("Won"), _("Lost"), _("Taken"), _("Dedans"), _("Capots"), _("Name"),
  };
  const char *margin_headings[] = {
    /* Translators: the headings of the table of Belote's biggest leads:
     * the place, the lead in points, the final score, the date, and the
     * teams */
    "#", _("Lead"), _("Score"), _("Date"), _("Teams"),
  };
  g_autoptr(GPtrArray) cells = g_ptr_array_new_with_free_func (g_free);

  /* Translators: the heading of Belote's matches in balut --high-scores */
  g_print ("\n%s\n", _("Belote — matches"));
  for (guint i = 0; i < tables->players->len; i++)
    {
      const BelotePlayerStats *p = g_ptr_array_index (tables->players, i);

      g_ptr_array_add (cells, g_strdup_printf ("%u", p->n_matches));
      g_ptr_array_add (cells, g_strdup_printf ("%u", p->n_won));
      g_ptr_array_add (cells, g_strdup_printf ("%u", p->n_lost));
      g_ptr_array_add (cells, g_strdup_printf ("%u", p->n_taken));
      g_ptr_array_add (cells, dup_dedans_rate (p));
      g_ptr_array_add (cells, g_strdup_printf ("%u", p->n_capots));
      /* a name from the database: perhaps hand-edited */
      g_ptr_array_add (cells, balut_format_dup_printable (p->name));
    }
  print_columns (player_headings, G_N_ELEMENTS (player_headings) - 1, 0x3f, cells);

  g_ptr_array_set_size (cells, 0);
  /* Translators: the heading of the matches won by the most points */
  g_print ("\n%s\n", _("Belote — biggest leads"));
  for (guint i = 0; i < tables->margins->len; i++)
    {
      const BeloteMatchSummary *m = g_ptr_array_index (tables->margins, i);
      guint w = m->winner == 1 ? 1 : 0;
      g_autofree char *winner = balut_format_dup_printable (m->team_names[w]);
      g_autofree char *loser = balut_format_dup_printable (m->team_names[1 - w]);
      g_autofree char *won = balut_format_number (m->totals[w]);
      g_autofree char *lost = balut_format_number (m->totals[1 - w]);

      g_ptr_array_add (cells, g_strdup_printf ("%u", i + 1));
      g_ptr_array_add (cells, g_strdup_printf ("%d", belote_match_summary_margin (m)));
      /* Translators: a Belote match's final score, the winners' first,
       * "514–62" */
      g_ptr_array_add (cells, g_strdup_printf (C_("belote score", "%s–%s"), won, lost));
      g_ptr_array_add (cells, balut_format_date_time (m->date));
      /* Translators: the winners and the losers of a Belote match,
       * "Ana & Ben against Carl & Dora" */
      g_ptr_array_add (cells, g_strdup_printf (_("%s against %s"), winner, loser));
    }
  print_columns (margin_headings, G_N_ELEMENTS (margin_headings) - 1, 0x3, cells);
}

static void
add_belote_json (JsonBuilder        *builder,
                 const BeloteTables *tables)
{
  json_builder_set_member_name (builder, "belote");
  json_builder_begin_object (builder);
  json_builder_set_member_name (builder, "players");
  json_builder_begin_array (builder);
  for (guint i = 0; i < tables->players->len; i++)
    {
      const BelotePlayerStats *p = g_ptr_array_index (tables->players, i);

      json_builder_begin_object (builder);
      json_builder_set_member_name (builder, "name");
      json_builder_add_string_value (builder, p->name);
      json_builder_set_member_name (builder, "matches");
      json_builder_add_int_value (builder, p->n_matches);
      json_builder_set_member_name (builder, "won");
      json_builder_add_int_value (builder, p->n_won);
      json_builder_set_member_name (builder, "lost");
      json_builder_add_int_value (builder, p->n_lost);
      json_builder_set_member_name (builder, "taken");
      json_builder_add_int_value (builder, p->n_taken);
      json_builder_set_member_name (builder, "dedans");
      json_builder_add_int_value (builder, p->n_dedans);
      json_builder_set_member_name (builder, "capots");
      json_builder_add_int_value (builder, p->n_capots);
      json_builder_set_member_name (builder, "best_lead");
      json_builder_add_int_value (builder, p->best_margin);
      json_builder_end_object (builder);
    }
  json_builder_end_array (builder);

  json_builder_set_member_name (builder, "biggest_leads");
  json_builder_begin_array (builder);
  for (guint i = 0; i < tables->margins->len; i++)
    {
      const BeloteMatchSummary *m = g_ptr_array_index (tables->margins, i);
      g_autofree char *finished = g_date_time_format_iso8601 (m->date);

      json_builder_begin_object (builder);
      json_builder_set_member_name (builder, "rank");
      json_builder_add_int_value (builder, i + 1);
      json_builder_set_member_name (builder, "lead");
      json_builder_add_int_value (builder, belote_match_summary_margin (m));
      json_builder_set_member_name (builder, "winner");
      json_builder_add_int_value (builder, m->winner == 1 ? 1 : 0);
      json_builder_set_member_name (builder, "teams");
      json_builder_begin_array (builder);
      for (guint t = 0; t < BELOTE_N_TEAMS; t++)
        {
          json_builder_begin_object (builder);
          json_builder_set_member_name (builder, "name");
          json_builder_add_string_value (builder, m->team_names[t]);
          json_builder_set_member_name (builder, "total");
          json_builder_add_int_value (builder, m->totals[t]);
          json_builder_end_object (builder);
        }
      json_builder_end_array (builder);
      json_builder_set_member_name (builder, "finished");
      json_builder_add_string_value (builder, finished);
      json_builder_set_member_name (builder, "match_id");
      json_builder_add_int_value (builder, m->match_id);
      json_builder_end_object (builder);
    }
  json_builder_end_array (builder);
  json_builder_end_object (builder);
}

/**
 * balut_cli_high_scores:
 * @variant: (nullable): one variant's table, or %NULL for all three
 *
 * Prints the top 10 of each variant (R22; people only, the computer's
 * games left out), as text or JSON: the games played on the screen, then
 * those scored on the pad, which have tables of their own, shown only
 * for a variant that has some. Without @variant, Belote's matches follow
 * when the store holds some: the ten names with the most matches (won,
 * lost, deals taken, dedans, capots) and the ten biggest leads (JSON:
 * the member "belote").
 *
 * Returns: 0, or 2 for a bad variant or a database that cannot be read
 */
int
balut_cli_high_scores (const char *variant,
                       gboolean    as_json)
{
  g_autoptr(BalutStore) store = NULL;
  g_autoptr(GPtrArray) tables = g_ptr_array_new_with_free_func ((GDestroyNotify) g_ptr_array_unref);
  BalutVariant variants[BALUT_N_VARIANTS];
  BalutVariant table_variants[2 * BALUT_N_VARIANTS];
  BalutStoreMode table_modes[2 * BALUT_N_VARIANTS];
  guint n_variants = 0;
  gboolean any_assisted = FALSE;
  BeloteTables belote = { NULL, NULL };

  if (variant != NULL)
    {
      if (!balut_variant_from_string (variant, &variants[0]))
        return usage_error (_("--variant: use standard, jackpot or olathe"));
      n_variants = 1;
    }
  else
    {
      for (guint v = 0; v < BALUT_N_VARIANTS; v++)
        variants[n_variants++] = v;
    }

  store = open_store ();
  if (store == NULL)
    return BALUT_EXIT_USAGE;

  for (guint m = 0; m <= BALUT_STORE_MODE_SCORING_PAD; m++)
    for (guint i = 0; i < n_variants; i++)
      {
        g_autoptr(GError) error = NULL;
        GPtrArray *entries = balut_store_list_high_scores (store, variants[i], m, HIGH_SCORE_LINES, &error);

        if (entries == NULL)
          {
            print_error (error->message);
            return BALUT_EXIT_USAGE;
          }
        /* a scoring-pad table only when the variant has such games */
        if (m == BALUT_STORE_MODE_SCORING_PAD && entries->len == 0)
          {
            g_ptr_array_unref (entries);
            continue;
          }
        for (guint k = 0; k < entries->len; k++)
          any_assisted |= ((BalutScoreEntry *) g_ptr_array_index (entries, k))->assisted;
        table_variants[tables->len] = variants[i];
        table_modes[tables->len] = m;
        g_ptr_array_add (tables, entries);
      }
  /* every table asked for: Belote's too */
  if (variant == NULL && !read_belote_tables (store, &belote))
    return BALUT_EXIT_USAGE;

  if (as_json)
    {
      g_autoptr(JsonBuilder) builder = json_builder_new ();
      g_autoptr(JsonNode) root = NULL;

      json_builder_begin_object (builder);
      json_builder_set_member_name (builder, "high_scores");
      json_builder_begin_array (builder);
      for (guint i = 0; i < tables->len; i++)
        {
          GPtrArray *entries = g_ptr_array_index (tables, i);

          json_builder_begin_object (builder);
          json_builder_set_member_name (builder, "variant");
          json_builder_add_string_value (builder, balut_variant_to_string (table_variants[i]));
          /* as the history export names it */
          json_builder_set_member_name (builder, "mode");
          json_builder_add_string_value (builder, table_modes[i] == BALUT_STORE_MODE_SCORING_PAD
                                                  ? "scoring-pad" : "digital");
          json_builder_set_member_name (builder, "entries");
          json_builder_begin_array (builder);
          for (guint k = 0; k < entries->len; k++)
            add_entry_json (builder, balut_score_entries_place (entries, k), g_ptr_array_index (entries, k));
          json_builder_end_array (builder);
          json_builder_end_object (builder);
        }
      json_builder_end_array (builder);
      if (belote.players != NULL)
        add_belote_json (builder, &belote);
      json_builder_end_object (builder);
      root = json_builder_get_root (builder);
      print_json (root);
      belote_tables_clear (&belote);
      return BALUT_EXIT_OK;
    }

  for (guint i = 0; i < tables->len; i++)
    {
      if (i > 0)
        g_print ("\n");
      print_table (table_variants[i], table_modes[i], g_ptr_array_index (tables, i));
    }
  if (any_assisted)
    g_print ("\n%s\n", _("* assisted: an entry was undone or a hint was used in that game"));
  if (belote.players != NULL)
    print_belote_tables (&belote);
  belote_tables_clear (&belote);

  return BALUT_EXIT_OK;
}

/**
 * balut_cli_export_history:
 *
 * Writes every recorded game, and Belote's matches, to @filename as
 * JSON (format "balut-history", see balut_store_export_history_full()):
 * a store of Balut's games alone is written, and said, as it always
 * was. A game whose
 * record is damaged (a hand-edited or damaged database) is left out;
 * the others are written, and each one left out is named on standard
 * error with its id and date.
 *
 * Returns: 0 when every game was written; 1 when the file was written
 *   without the damaged games (BALUT_EXIT_INCOMPLETE); 2 when the
 *   database cannot be read or the file cannot be written (no file is
 *   left then)
 */
int
balut_cli_export_history (const char *filename)
{
  g_autoptr(BalutStore) store = NULL;
  g_autoptr(GPtrArray) skipped = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *name = NULL;
  guint n_written = 0, n_matches = 0;

  g_return_val_if_fail (filename != NULL, BALUT_EXIT_USAGE);

  if (*filename == '\0')
    return usage_error (_("--export-history: give a file name"));

  store = open_store ();
  if (store == NULL)
    return BALUT_EXIT_USAGE;

  if (!balut_store_export_history_full (store, filename, &n_written, &n_matches, &skipped, &error))
    {
      print_error (error->message);
      return BALUT_EXIT_USAGE;
    }

  name = printable_name (filename);
  if (n_matches == 0)
    say_written (filename,
                 g_dngettext (GETTEXT_PACKAGE, "Wrote %s (%u game).\n", "Wrote %s (%u games).\n", n_written),
                 name, n_written);
  else
    {
      /* Translators: how many Balut games the history export wrote,
       * "12 games" */
      g_autofree char *games = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u game", "%u games", n_written),
                                                n_written);
      /* Translators: how many Belote matches the history export wrote,
       * "3 Belote matches" */
      g_autofree char *matches = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u Belote match",
                                                               "%u Belote matches", n_matches), n_matches);

      /* Translators: the history export written: the file, its games
       * and its Belote matches, "Wrote history.json (12 games, 3 Belote
       * matches)." */
      say_written (filename, _("Wrote %s (%s, %s).\n"), name, games, matches);
    }
  if (skipped->len == 0)
    return BALUT_EXIT_OK;

  for (guint i = 0; i < skipped->len; i++)
    {
      const BalutSkippedGame *game = g_ptr_array_index (skipped, i);
      g_autofree char *date = g_date_time_format_iso8601 (game->date);

      if (game->belote)
        /* Translators: a Belote match of the database left out of the
         * history export; %lld is its id, the first %s when it finished
         * (ISO 8601), the second what is wrong with its record */
        g_printerr (_("balut: Belote match %lld (finished %s) was left out: its record is damaged: %s\n"),
                    (long long) game->game_id, date, game->why);
      else
        /* Translators: a game of the database left out of the history
         * export; %lld is its id, the first %s when it finished (ISO 8601),
         * the second what is wrong with its record */
        g_printerr (_("balut: game %lld (finished %s) was left out: its record is damaged: %s\n"),
                    (long long) game->game_id, date, game->why);
    }
  g_printerr (g_dngettext (GETTEXT_PACKAGE,
                           "balut: %u game was left out of %s\n",
                           "balut: %u games were left out of %s\n",
                           skipped->len),
              skipped->len, name);
  return BALUT_EXIT_INCOMPLETE;
}
