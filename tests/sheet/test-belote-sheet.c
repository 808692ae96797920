/* test-belote-sheet.c — Belote's printed score sheets (the feuille de
 * marque), without a display
 *
 *   - blank pages of 1 to 4 sheets on A4 and Letter, upright and turned,
 *     with no names, long names and names in other scripts: one page,
 *     every sheet with its title, target (B3), teams, numbered rows tall
 *     enough to write in and columns wide enough for three digits;
 *   - the sheet of a match: a pad match to 501 with a dedans, a litige
 *     and the pot received by a capot (B15, B21, B23, B24), a match in
 *     progress with its pot, a played match to 1000 long enough for
 *     several pages with void deals (B8): every deal's number, trump,
 *     marks, points and running total as the engine scored them, the
 *     totals brought forward on later pages, the winner (B25);
 *   - the fitting, on every page: every text inside its box and the
 *     printable area, no two boxes on top of each other, nothing cut with
 *     "…" (but a name too long for any sheet) — in the language of the
 *     run: English, Danish, German and French (meson runs it in each);
 *   - the export: PDF pages and their size, SVG pages FILE.svg,
 *     FILE-2.svg, …, a failure leaving no file; a document keeps the
 *     match as it was.
 *
 * SPDX-FileCopyrightText: 2026 The Balut developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gi18n-lib.h>
#include <glib/gstdio.h>
#include <librsvg/rsvg.h>
#include <math.h>
#include <string.h>

#include "balut-paths.h"
#include "balut-test-util.h"
#include "belote-sheet-document.h"
#include "belote-sheet-test-util.h"
#include "sheet-test-util.h"

#define MM              (72.0 / 25.4)
/* room to write in by hand: a three-digit number 7 mm wide, rows 6 mm */
#define MIN_WRITING_BOX (7.0 * MM)
#define MIN_WRITING_ROW (6.0 * MM)

static const BalutPaper papers[] = { BALUT_PAPER_A4, BALUT_PAPER_LETTER };
static const char * const paper_names[] = { "A4", "Letter" };

typedef enum
{
  NAMES_NONE,     /* Us and Them */
  NAMES_LONG,
  NAMES_WORLD,
  N_NAME_SETS
} NameSet;

static const char * const team_names[N_NAME_SETS][BELOTE_N_TEAMS] = {
  { NULL, NULL },
  { "Maximiliane Alexandra Theodora von Hohenzollern-Sigmaringen",
    "Wolfeschlegelsteinhausenbergerdorffvortkrasthauswelch" },
  { "สมชาย & 王秀英", "Søren & Zoë Ångström" },
};

/* ------------------------------------------------------------ words */

/* The sheet's words in the language of the run (a format stays one
 * for the compiler's checks) */
static const char *T (const char *english) G_GNUC_FORMAT (1);

static const char *
T (const char *english)
{
  return g_dgettext (GETTEXT_PACKAGE, english);
}

static const char *
TC (const char *context,
    const char *english)
{
  return g_dpgettext2 (GETTEXT_PACKAGE, context, english);
}

static char *
expected_target (int          target,
                 gboolean     filled,
                 BeloteSchool school)
{
  if (!filled)
    return g_strdup_printf (T ("Target: %d"), target);
  return g_strdup_printf (T ("Target: %d · %s"), target,
                          school == BELOTE_SCHOOL_TOURNAMENT ? T ("Tournament rules") : T ("Family rules"));
}

/* The marks of a team in a deal, written out from the rules here: the
 * taker's team, dedans or litige for it (B23), capot (B15), Belote (B21) */
static char *
expected_marks (const BeloteDealScore *score,
                guint                  team)
{
  g_autoptr(GPtrArray) marks = g_ptr_array_new ();

  if (score->taker_team == (gint8) team)
    {
      g_ptr_array_add (marks, (gpointer) TC ("belote mark", "T"));
      if (score->result == BELOTE_RESULT_DEDANS)
        g_ptr_array_add (marks, (gpointer) TC ("belote mark", "D"));
      if (score->result == BELOTE_RESULT_LITIGE)
        g_ptr_array_add (marks, (gpointer) TC ("belote mark", "L"));
    }
  if (score->capot_team == (gint8) team)
    g_ptr_array_add (marks, (gpointer) TC ("belote mark", "C"));
  if (score->belote[team] == 20)
    g_ptr_array_add (marks, (gpointer) TC ("belote mark", "B"));
  g_ptr_array_add (marks, NULL);
  return g_strjoinv (" ", (char **) marks->pdata);
}

/* B22–B24: what a team scored, a pot received shown apart */
static char *
expected_points (const BeloteDealScore *score,
                 guint                  team)
{
  if (score->result == BELOTE_RESULT_VOID)
    return g_strdup ("–");
  if (score->pot_to == (gint8) team)
    {
      g_assert_cmpint (score->pot_before, >, 0);
      return g_strdup_printf ("%d+%d", score->scored[team] - score->pot_before, score->pot_before);
    }
  return g_strdup_printf ("%d", score->scored[team]);
}

static const char *
expected_trump (const BeloteDealScore *score)
{
  static const char * const signs[] = { "♣", "♦", "♥", "♠" };

  if (score->result == BELOTE_RESULT_VOID)
    return "–";
  return (guint) score->trump < G_N_ELEMENTS (signs) ? signs[score->trump] : NULL;
}

/* ------------------------------------------------------------ texts */

static guint
count_text (GPtrArray  *texts,
            const char *text)
{
  guint n = 0;

  for (guint i = 0; i < texts->len; i++)
    if (g_strcmp0 (((BalutSheetText *) g_ptr_array_index (texts, i))->text, text) == 0)
      n++;
  return n;
}

static gboolean
has_text (GPtrArray  *texts,
          const char *text)
{
  return count_text (texts, text) > 0;
}

static int
by_x (gconstpointer a,
      gconstpointer b)
{
  const BalutSheetText *t = *(BalutSheetText * const *) a;
  const BalutSheetText *u = *(BalutSheetText * const *) b;

  return t->box_x < u->box_x ? -1 : t->box_x > u->box_x;
}

static int
by_y (gconstpointer a,
      gconstpointer b)
{
  const BalutSheetText *t = *(BalutSheetText * const *) a;
  const BalutSheetText *u = *(BalutSheetText * const *) b;

  return t->box_y < u->box_y ? -1 : t->box_y > u->box_y;
}

/* The headings @text of a page, left to right */
static GPtrArray *
find_headings (GPtrArray  *texts,
               const char *text)
{
  GPtrArray *found = g_ptr_array_new ();

  for (guint i = 0; i < texts->len; i++)
    if (g_strcmp0 (((BalutSheetText *) g_ptr_array_index (texts, i))->text, text) == 0)
      g_ptr_array_add (found, g_ptr_array_index (texts, i));
  g_ptr_array_sort (found, by_x);
  return found;
}

/* The texts in the column under @heading, top to bottom: those no wider
 * than the column whose middle is in it (not the legend, not a row
 * brought forward across several columns) */
static GPtrArray *
column_texts (GPtrArray            *texts,
              const BalutSheetText *heading)
{
  GPtrArray *column = g_ptr_array_new ();
  double left = heading->box_x - 2, right = heading->box_x + heading->box_width + 2;

  for (guint i = 0; i < texts->len; i++)
    {
      BalutSheetText *t = g_ptr_array_index (texts, i);
      double middle = t->box_x + t->box_width / 2;

      if (t != heading && t->box_y > heading->box_y && middle > left && middle < right
          && t->box_width <= right - left)
        g_ptr_array_add (column, t);
    }
  g_ptr_array_sort (column, by_y);
  return column;
}

/* One column of a sheet by its heading's text and, for the teams'
 * columns, the team */
static GPtrArray *
sheet_column (GPtrArray  *texts,
              const char *heading,
              guint       index)
{
  g_autoptr(GPtrArray) headings = find_headings (texts, heading);

  g_assert_cmpuint (headings->len, >, index);
  if (headings->len <= index)
    return g_ptr_array_new ();
  return column_texts (texts, g_ptr_array_index (headings, index));
}

static const char *
text_at (GPtrArray *column,
         guint      i)
{
  return i < column->len ? ((BalutSheetText *) g_ptr_array_index (column, i))->text : NULL;
}

/* The fitting of one page: no faults; nothing ellipsized but the names
 * in @allowed (too long for any sheet) */
static void
check_fitting (GPtrArray          *texts,
               double              width,
               double              height,
               const char * const *allowed,
               const char         *what)
{
  g_autoptr(GString) faults = g_string_new (NULL);

  sheet_test_check_page_fitting (texts, width, height, faults);
  for (guint i = 0; i < texts->len; i++)
    {
      const BalutSheetText *t = g_ptr_array_index (texts, i);

      /* the whole text is listed, cut or not */
      if (t->ellipsized && (allowed == NULL || !g_strv_contains (allowed, t->text)))
        g_string_append_printf (faults, "  cut with “…”: “%s”\n", t->text);
    }
  if (faults->len > 0)
    g_test_message ("%s:\n%s", what, faults->str);
  g_assert_cmpuint (faults->len, ==, 0);
}

/* ------------------------------------------------------------ blank */

static void
check_blank (guint      per_page,
             BalutPaper paper,
             gboolean   landscape,
             NameSet    set)
{
  const char * const *names = team_names[set];
  g_autoptr(BeloteSheetDocument) doc = belote_sheet_document_new_blank (501, names[0], names[1], per_page);
  g_autofree char *what = g_strdup_printf ("blank, %u a page, %s%s, names %u", per_page, paper_names[paper],
                                           landscape ? " landscape" : "", set);
  g_autoptr(GPtrArray) texts = NULL;
  g_autoptr(GPtrArray) points = NULL;
  g_autofree char *target = expected_target (501, FALSE, BELOTE_SCHOOL_FAMILY);
  const char *headings[] = { TC ("belote sheet", "No."), T ("Trump"), TC ("belote sheet", "Marks"),
                             TC ("belote sheet", "Points"), T ("Total"), TC ("belote sheet", "Pot") };
  double width, height;
  guint n_rows = 0;

  balut_paper_get_size (paper, landscape, &width, &height);
  g_assert_cmpuint (belote_sheet_document_get_n_pages (doc, width, height), ==, 1);
  texts = belote_sheet_document_list_texts (doc, 0, width, height);
  check_fitting (texts, width, height, set == NAMES_LONG ? names : NULL, what);

  /* every sheet: its title, target and teams */
  g_assert_cmpuint (count_text (texts, T ("Belote — Score sheet")), ==, per_page);
  g_assert_cmpuint (count_text (texts, target), ==, per_page);
  g_assert_cmpuint (count_text (texts, T ("Date:")), ==, per_page);
  if (set != NAMES_LONG)
    for (guint t = 0; t < BELOTE_N_TEAMS; t++)
      g_assert_cmpuint (count_text (texts, names[t] != NULL ? names[t] : T (t == 0 ? "Us" : "Them")), ==, per_page);

  /* numbered rows, as many on each sheet, enough for a match and tall
   * enough to write in */
  for (;;)
    {
      g_autofree char *number = g_strdup_printf ("%u", n_rows + 1);

      if (count_text (texts, number) != per_page)
        break;
      n_rows++;
    }
  g_test_message ("%s: %u rows a sheet", what, n_rows);
  g_assert_cmpuint (n_rows, >=, 10);
  for (guint i = 0; i < texts->len; i++)
    {
      const BalutSheetText *t = g_ptr_array_index (texts, i);

      if (g_str_equal (t->text, "1"))
        g_assert_cmpfloat (t->box_height, >=, MIN_WRITING_ROW);
    }

  /* every heading on one line: a word split over two is hard to read */
  for (guint i = 0; i < G_N_ELEMENTS (headings); i++)
    {
      g_autoptr(GPtrArray) found = find_headings (texts, headings[i]);

      for (guint k = 0; k < found->len; k++)
        {
          const BalutSheetText *t = g_ptr_array_index (found, k);

          if (t->ink_height > 9)
            g_test_message ("%s: “%s” is on two lines", what, t->text);
          g_assert_cmpfloat (t->ink_height, <=, 9);
        }
    }

  /* the points columns: room for three digits */
  points = find_headings (texts, TC ("belote sheet", "Points"));
  g_assert_cmpuint (points->len, ==, 2 * per_page);
  for (guint i = 0; i < points->len; i++)
    g_assert_cmpfloat (((BalutSheetText *) g_ptr_array_index (points, i))->box_width + 2, >=, MIN_WRITING_BOX);
}

static void
test_blank (void)
{
  for (guint per_page = 1; per_page <= BELOTE_SHEET_MAX_PER_PAGE; per_page++)
    for (guint pi = 0; pi < G_N_ELEMENTS (papers); pi++)
      for (guint landscape = 0; landscape < 2; landscape++)
        for (guint set = 0; set < N_NAME_SETS; set++)
          check_blank (per_page, papers[pi], landscape, set);
}

/* A target to write in; the trump and marks columns on a sheet wide
 * enough, left to the points on a narrow one */
static void
test_blank_columns (void)
{
  g_autoptr(BeloteSheetDocument) one = belote_sheet_document_new_blank (0, NULL, NULL, 1);
  g_autoptr(BeloteSheetDocument) three = belote_sheet_document_new_blank (1000, "Nous", "Eux", 3);
  g_autoptr(GPtrArray) texts = belote_sheet_document_list_texts (one, 0, BALUT_A4_WIDTH, BALUT_A4_HEIGHT);
  g_autofree char *target = expected_target (1000, FALSE, BELOTE_SCHOOL_FAMILY);

  g_assert_cmpint (belote_sheet_document_get_target (one), ==, 0);
  g_assert_false (belote_sheet_document_is_filled (one));
  g_assert_cmpuint (belote_sheet_document_get_sheets_per_page (three), ==, 3);
  g_assert_true (has_text (texts, T ("Target:")));
  g_assert_cmpuint (count_text (texts, TC ("belote sheet", "Marks")), ==, 2);
  g_assert_cmpuint (count_text (texts, T ("Trump")), ==, 1);
  g_assert_cmpuint (count_text (texts, TC ("belote sheet", "Pot")), ==, 1);
  g_ptr_array_unref (texts);

  texts = belote_sheet_document_list_texts (three, 0, BALUT_A4_WIDTH, BALUT_A4_HEIGHT);
  g_assert_cmpuint (count_text (texts, target), ==, 3);
  g_assert_cmpuint (count_text (texts, "Nous"), ==, 3);
  g_assert_cmpuint (count_text (texts, TC ("belote sheet", "Marks")), ==, 0);
  g_assert_cmpuint (count_text (texts, T ("Trump")), ==, 0);
  g_assert_cmpuint (count_text (texts, TC ("belote sheet", "Pot")), ==, 3);
}

/* ------------------------------------------------------------ filled */

/* Every deal of @match on the pages of its sheet, in order, as the
 * engine scored it; returns the number of pages */
static guint
check_filled (BeloteMatch *match,
              BalutPaper   paper,
              gboolean     landscape)
{
  g_autoptr(BeloteSheetDocument) doc = belote_sheet_document_new_for_match (match);
  g_autoptr(GArray) scores = g_array_new (FALSE, FALSE, sizeof (BeloteDealScore));
  g_autofree char *target = expected_target (belote_match_get_target (match), TRUE,
                                             belote_match_get_school (match));
  int running[BELOTE_N_TEAMS] = { 0, 0 };
  int totals[BELOTE_N_TEAMS];
  const char * const team[BELOTE_N_TEAMS] = { belote_match_get_team_name (match, 0),
                                              belote_match_get_team_name (match, 1) };
  double width, height;
  guint n_pages, next = 0, first_page_rows = 0;
  gint8 winner = belote_match_get_winner (match);

  for (guint n = 0; n < belote_match_get_n_deals (match); n++)
    if (belote_match_get_score (match, n)->result != BELOTE_RESULT_UNFINISHED)
      g_array_append_vals (scores, belote_match_get_score (match, n), 1);

  g_assert_true (belote_sheet_document_is_filled (doc));
  balut_paper_get_size (paper, landscape, &width, &height);
  n_pages = belote_sheet_document_get_n_pages (doc, width, height);
  g_assert_cmpuint (n_pages, >=, 1);

  for (guint page = 0; page < n_pages; page++)
    {
      g_autofree char *what = g_strdup_printf ("filled, %s%s, page %u of %u", paper_names[paper],
                                               landscape ? " landscape" : "", page + 1, n_pages);
      g_autoptr(GPtrArray) texts = belote_sheet_document_list_texts (doc, page, width, height);
      g_autoptr(GPtrArray) numbers = sheet_column (texts, TC ("belote sheet", "No."), 0);
      g_autoptr(GPtrArray) trumps = sheet_column (texts, T ("Trump"), 0);
      g_autoptr(GPtrArray) pots = sheet_column (texts, TC ("belote sheet", "Pot"), 0);
      guint pot_row = 0, trump_row = 0;
      guint first = next;

      check_fitting (texts, width, height, NULL, what);
      g_assert_cmpuint (count_text (texts, T ("Belote — Score sheet")), ==, 1);
      g_assert_cmpuint (count_text (texts, target), ==, 1);
      for (guint t = 0; t < BELOTE_N_TEAMS; t++)
        g_assert_cmpuint (count_text (texts, team[t]), ==, 1);
      if (n_pages > 1)
        {
          g_autofree char *pages = g_strdup_printf (T ("Page %u of %u"), page + 1, n_pages);

          g_assert_true (has_text (texts, pages));
        }
      /* later pages start with the totals so far */
      g_assert_cmpuint (count_text (texts, T ("Brought forward")), ==, page > 0 ? 1 : 0);
      if (page > 0 && first > 0
          && g_array_index (scores, BeloteDealScore, first - 1).pot_after > 0)
        {
          g_autofree char *pot = g_strdup_printf ("%d", g_array_index (scores, BeloteDealScore, first - 1).pot_after);

          g_assert_cmpstr (text_at (pots, pot_row++), ==, pot);
        }

      /* the deals of this page, numbered on */
      for (guint i = 0; i < numbers->len; i++)
        {
          g_autofree char *number = g_strdup_printf ("%u", next + i + 1);

          g_assert_cmpstr (text_at (numbers, i), ==, number);
        }
      for (guint t = 0; t < BELOTE_N_TEAMS; t++)
        {
          g_autoptr(GPtrArray) marks = sheet_column (texts, TC ("belote sheet", "Marks"), t);
          g_autoptr(GPtrArray) points = sheet_column (texts, TC ("belote sheet", "Points"), t);
          g_autoptr(GPtrArray) column = sheet_column (texts, T ("Total"), t);
          guint row = 0, mark_row = 0;
          int total = running[t];

          if (page > 0)
            {
              g_autofree char *before = g_strdup_printf ("%d", total);

              g_assert_cmpstr (text_at (column, row++), ==, before);
            }
          g_assert_cmpuint (points->len, ==, numbers->len);
          for (guint i = 0; i < numbers->len; i++)
            {
              const BeloteDealScore *score = &g_array_index (scores, BeloteDealScore, next + i);
              g_autofree char *want_marks = expected_marks (score, t);
              g_autofree char *want_points = expected_points (score, t);
              g_autofree char *want_total = NULL;

              total += score->scored[t];
              want_total = g_strdup_printf ("%d", total);
              g_assert_cmpstr (text_at (points, i), ==, want_points);
              g_assert_cmpstr (text_at (column, row++), ==, want_total);
              if (*want_marks != '\0')
                g_assert_cmpstr (text_at (marks, mark_row++), ==, want_marks);
            }
          g_assert_cmpuint (mark_row, ==, marks->len);
          g_assert_cmpuint (row, ==, column->len);
          running[t] = total;
        }
      for (guint i = 0; i < numbers->len; i++)
        {
          const BeloteDealScore *score = &g_array_index (scores, BeloteDealScore, next + i);
          const char *trump = expected_trump (score);

          if (trump != NULL)
            g_assert_cmpstr (text_at (trumps, trump_row++), ==, trump);
          if (score->pot_after > 0)
            {
              g_autofree char *pot = g_strdup_printf ("%d", score->pot_after);

              g_assert_cmpstr (text_at (pots, pot_row++), ==, pot);
            }
        }
      g_assert_cmpuint (trump_row, ==, trumps->len);
      g_assert_cmpuint (pot_row, ==, pots->len);

      /* pages are filled before the next begins */
      if (page == 0)
        first_page_rows = numbers->len;
      else if (page + 1 < n_pages)
        g_assert_cmpuint (numbers->len + 1, ==, first_page_rows);
      next += numbers->len;

      /* the end of the match (B25) on the last page only */
      if (winner == 0 || winner == 1)
        {
          g_autofree char *line = g_strdup_printf (T ("Winner: %s, %d to %d"), team[winner],
                                                   running[winner], running[1 - winner]);

          g_assert_cmpuint (count_text (texts, line), ==, page + 1 == n_pages ? 1 : 0);
        }
    }

  /* every deal once, and the engine's totals */
  g_assert_cmpuint (next, ==, scores->len);
  belote_match_get_totals (match, totals);
  g_assert_cmpint (running[0], ==, totals[0]);
  g_assert_cmpint (running[1], ==, totals[1]);
  return n_pages;
}

static void
test_filled_pad (void)
{
  for (guint set = 0; set < N_NAME_SETS; set++)
    {
      g_autoptr(BeloteMatch) match = belote_sheet_test_pad_match (team_names[set][0], team_names[set][1]);
      guint n_litige = 0, n_dedans = 0, n_capot = 0, n_pot = 0;

      /* the match holds what the sheet must show */
      for (guint n = 0; n < belote_match_get_n_deals (match); n++)
        {
          const BeloteDealScore *score = belote_match_get_score (match, n);

          n_litige += score->result == BELOTE_RESULT_LITIGE;
          n_dedans += score->result == BELOTE_RESULT_DEDANS;
          n_capot += score->capot_team != BELOTE_NO_TEAM;
          n_pot += score->pot_to != BELOTE_NO_TEAM;
        }
      g_assert_cmpuint (n_litige, ==, 1);
      g_assert_cmpuint (n_dedans, ==, 1);
      g_assert_cmpuint (n_capot, ==, 1);
      g_assert_cmpuint (n_pot, ==, 1);
      g_assert_true (belote_match_is_over (match));

      if (set == NAMES_LONG)
        {
          /* names too long for the sheet: cut, and nothing else */
          g_autoptr(BeloteSheetDocument) doc = belote_sheet_document_new_for_match (match);
          g_autoptr(GPtrArray) texts = belote_sheet_document_list_texts (doc, 0, BALUT_A4_WIDTH, BALUT_A4_HEIGHT);

          check_fitting (texts, BALUT_A4_WIDTH, BALUT_A4_HEIGHT, team_names[set], "long names");
          continue;
        }
      for (guint pi = 0; pi < G_N_ELEMENTS (papers); pi++)
        for (guint landscape = 0; landscape < 2; landscape++)
          g_assert_cmpuint (check_filled (match, papers[pi], landscape), ==, 1);
    }
}

/* A match in play: its standing, its pot (B24), its school (B27) and
 * blank rows to go on on paper */
static void
test_filled_in_progress (void)
{
  g_autoptr(BeloteMatch) match = belote_sheet_test_pad_in_progress ();
  g_autoptr(BeloteSheetDocument) doc = belote_sheet_document_new_for_match (match);
  g_autoptr(GPtrArray) texts = NULL;
  g_autofree char *standing = NULL;
  g_autofree char *pot = NULL;
  int totals[BELOTE_N_TEAMS];

  g_assert_false (belote_match_is_over (match));
  g_assert_cmpint (belote_match_get_pot (match), ==, 81);
  for (guint pi = 0; pi < G_N_ELEMENTS (papers); pi++)
    for (guint landscape = 0; landscape < 2; landscape++)
      check_filled (match, papers[pi], landscape);

  belote_match_get_totals (match, totals);
  g_assert_cmpint (totals[0], >, totals[1]);
  standing = g_strdup_printf (T ("In progress: %s lead %d to %d"), T ("Us"), totals[0], totals[1]);
  pot = g_strdup_printf (T ("Pot: %d, to the winner of the next deal that is not a litige"), 81);
  texts = belote_sheet_document_list_texts (doc, 0, BALUT_A4_WIDTH, BALUT_A4_HEIGHT);
  g_assert_true (has_text (texts, standing));
  g_assert_true (has_text (texts, pot));
}

/* A long match played card by card: void deals (B8), several pages */
static void
test_filled_long (void)
{
  g_autoptr(BeloteMatch) match = belote_sheet_test_played_match (2026, 30);

  g_assert_true (belote_match_is_over (match));
  g_test_message ("a played match of %u deals", belote_match_get_n_deals (match));
  for (guint pi = 0; pi < G_N_ELEMENTS (papers); pi++)
    for (guint landscape = 0; landscape < 2; landscape++)
      {
        guint n_pages = check_filled (match, papers[pi], landscape);

        g_test_message ("%s%s: %u pages", paper_names[pi], landscape ? " landscape" : "", n_pages);
        g_assert_cmpuint (n_pages, >=, 2);
      }
}

/* A document keeps the match as it was when it was made */
static void
test_filled_snapshot (void)
{
  g_autoptr(BeloteMatch) match = belote_sheet_test_pad_in_progress ();
  g_autoptr(BeloteSheetDocument) doc = belote_sheet_document_new_for_match (match);
  g_autoptr(GPtrArray) before = belote_sheet_document_list_texts (doc, 0, BALUT_A4_WIDTH, BALUT_A4_HEIGHT);
  g_autoptr(GPtrArray) after = NULL;
  g_autoptr(GError) error = NULL;
  BelotePadEntry entry;

  belote_pad_entry_init (&entry);
  entry.taker_team = 0;
  entry.taker_points = 120;
  g_assert_true (belote_match_enter_deal (match, &entry, &error));
  g_assert_no_error (error);

  after = belote_sheet_document_list_texts (doc, 0, BALUT_A4_WIDTH, BALUT_A4_HEIGHT);
  g_assert_cmpuint (after->len, ==, before->len);
  for (guint i = 0; i < before->len && i < after->len; i++)
    g_assert_cmpstr (((BalutSheetText *) g_ptr_array_index (after, i))->text, ==,
                     ((BalutSheetText *) g_ptr_array_index (before, i))->text);
}

/* ------------------------------------------------------------ export */

static guint
pdf_pages (const char *path,
           double      width,
           double      height)
{
  gsize length = 0;
  g_autofree char *data = balut_test_read_file (path, &length);

  g_assert_nonnull (data);
  g_assert_cmpmem (data, 5, "%PDF-", 5);
  return sheet_test_pdf_page_sizes (data, length, width, height);
}

static void
check_svg (const char *path,
           double      width,
           double      height)
{
  g_autoptr(GError) error = NULL;
  RsvgHandle *handle = rsvg_handle_new_from_file (path, &error);
  gboolean has_width, has_height, has_viewbox;
  RsvgLength w, h;
  RsvgRectangle viewbox;

  g_assert_no_error (error);
  g_assert_nonnull (handle);
  if (handle == NULL)
    return;
  rsvg_handle_get_intrinsic_dimensions (handle, &has_width, &w, &has_height, &h, &has_viewbox, &viewbox);
  g_assert_true (has_width && has_height);
  g_assert_cmpint (w.unit, ==, RSVG_UNIT_PT);
  g_assert_cmpint (h.unit, ==, RSVG_UNIT_PT);
  g_assert_cmpfloat_with_epsilon (w.length, width, 0.01);
  g_assert_cmpfloat_with_epsilon (h.length, height, 0.01);
  g_object_unref (handle);
}

static void
test_export (void)
{
  g_autofree char *dir = balut_test_make_tmp_dir ("belote-sheet-XXXXXX");
  g_autoptr(BeloteMatch) match = belote_sheet_test_played_match (2026, 30);
  g_autoptr(BeloteSheetDocument) filled = belote_sheet_document_new_for_match (match);
  g_autofree char *pdf = g_build_filename (dir, "sheet.pdf", NULL);
  g_autofree char *svg = g_build_filename (dir, "sheet.svg", NULL);
  g_auto(GStrv) listing = NULL;
  g_autoptr(GString) want = g_string_new (NULL);
  g_autoptr(GString) got = g_string_new (NULL);
  guint last_pages = 0;

  for (guint pi = 0; pi < G_N_ELEMENTS (papers); pi++)
    for (guint landscape = 0; landscape < 2; landscape++)
      {
        double width, height;
        guint n_pages;
        g_autoptr(GError) error = NULL;

        balut_paper_get_size (papers[pi], landscape, &width, &height);
        for (guint per_page = 1; per_page <= BELOTE_SHEET_MAX_PER_PAGE; per_page++)
          {
            g_autoptr(BeloteSheetDocument) blank = belote_sheet_document_new_blank (501, NULL, NULL, per_page);

            g_assert_true (belote_sheet_document_export (blank, pdf, BALUT_SHEET_FORMAT_PDF, papers[pi],
                                                         landscape, &error));
            g_assert_no_error (error);
            g_assert_cmpuint (pdf_pages (pdf, width, height), ==, 1);
          }

        n_pages = belote_sheet_document_get_n_pages (filled, width, height);
        g_assert_cmpuint (n_pages, >=, 2);
        g_assert_true (belote_sheet_document_export (filled, pdf, BALUT_SHEET_FORMAT_PDF, papers[pi],
                                                     landscape, &error));
        g_assert_no_error (error);
        g_assert_cmpuint (pdf_pages (pdf, width, height), ==, n_pages);

        /* SVG: one file a page */
        g_assert_true (belote_sheet_document_export (filled, svg, BALUT_SHEET_FORMAT_SVG, papers[pi],
                                                     landscape, &error));
        g_assert_no_error (error);
        for (guint page = 0; page < n_pages; page++)
          {
            g_autofree char *name = balut_sheet_page_filename (svg, page);

            check_svg (name, width, height);
          }
        last_pages = n_pages;
      }

  /* sheet.pdf, and the last SVG export's pages (an earlier export's
   * further pages removed), nothing else: no temporary file left */
  g_assert_cmpuint (last_pages, <, 10);   /* sorted as names, not numbers */
  for (guint page = 1; page < last_pages; page++)
    g_string_append_printf (want, "sheet-%u.svg ", page + 1);
  g_string_append (want, "sheet.pdf sheet.svg");
  listing = balut_test_list_dir (dir);
  for (guint i = 0; listing[i] != NULL; i++)
    g_string_append_printf (got, "%s%s", i > 0 ? " " : "", listing[i]);
  g_assert_cmpstr (got->str, ==, want->str);
  balut_test_remove_tree (dir);
}

/* A file that cannot be written: an error, and no file */
static void
test_export_failure (void)
{
  g_autofree char *dir = balut_test_make_tmp_dir ("belote-sheet-XXXXXX");
  g_autofree char *path = g_build_filename (dir, "missing", "sheet.pdf", NULL);
  g_autoptr(BeloteSheetDocument) blank = belote_sheet_document_new_blank (301, NULL, NULL, 2);
  g_autoptr(GError) error = NULL;

  g_assert_false (belote_sheet_document_export (blank, path, BALUT_SHEET_FORMAT_PDF, BALUT_PAPER_A4, FALSE, &error));
  g_assert_error (error, BALUT_SHEET_ERROR, BALUT_SHEET_ERROR_FAILED);
  g_assert_false (g_file_test (path, G_FILE_TEST_EXISTS));
  g_clear_error (&error);

  /* a directory in the way */
  g_assert_false (belote_sheet_document_export (blank, dir, BALUT_SHEET_FORMAT_PDF, BALUT_PAPER_A4, FALSE, &error));
  g_assert_error (error, BALUT_SHEET_ERROR, BALUT_SHEET_ERROR_FAILED);
  g_assert_true (g_file_test (dir, G_FILE_TEST_IS_DIR));
  balut_test_remove_tree (dir);
}

static void
test_title (void)
{
  g_autoptr(BeloteMatch) match = belote_sheet_test_pad_match ("Ana & Ben", "Émile & Zoë");
  g_autoptr(BeloteSheetDocument) filled = belote_sheet_document_new_for_match (match);
  g_autoptr(BeloteSheetDocument) blank = belote_sheet_document_new_blank (501, NULL, NULL, 4);
  g_autoptr(GDateTime) day = g_date_time_new_local (2026, 11, 22, 12, 0, 0);
  g_autofree char *title = belote_sheet_document_dup_title (filled);
  g_autofree char *blank_title = belote_sheet_document_dup_title (blank);
  g_autofree char *date = NULL;
  g_autofree char *date_line = NULL;
  g_autoptr(GPtrArray) texts = NULL;

  g_assert_nonnull (strstr (title, "Ana & Ben"));
  g_assert_nonnull (strstr (title, "Émile & Zoë"));
  g_assert_cmpstr (blank_title, ==, T ("Belote — blank score sheet"));

  /* the date, as on Balut's sheets */
  g_assert_null (belote_sheet_document_get_date (filled));
  belote_sheet_document_set_date (filled, day);
  g_assert_true (belote_sheet_document_get_date (filled) == day);
  date = g_date_time_format (day, T ("%-d %B %Y"));
  date_line = g_strdup_printf (T ("Date: %s"), date);
  texts = belote_sheet_document_list_texts (filled, 0, BALUT_LETTER_WIDTH, BALUT_LETTER_HEIGHT);
  g_assert_true (has_text (texts, date_line));
  g_assert_false (has_text (texts, T ("Date:")));
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  balut_paths_init_i18n ();

  g_test_add_func ("/belote/sheet/blank/pages", test_blank);
  g_test_add_func ("/belote/sheet/blank/columns", test_blank_columns);
  g_test_add_func ("/belote/sheet/filled/pad-B23-B24", test_filled_pad);
  g_test_add_func ("/belote/sheet/filled/in-progress-B24", test_filled_in_progress);
  g_test_add_func ("/belote/sheet/filled/long-B8", test_filled_long);
  g_test_add_func ("/belote/sheet/filled/snapshot", test_filled_snapshot);
  g_test_add_func ("/belote/sheet/title-and-date", test_title);
  g_test_add_func ("/belote/sheet/export/pdf-svg", test_export);
  g_test_add_func ("/belote/sheet/export/failure", test_export_failure);

  /* a failed check fails its case and the others still run */
  g_test_set_nonfatal_assertions ();
  return g_test_run ();
}
