/* test-sheet.c — the printable scoresheets of src/sheet, without a display
 *
 * Every variant (R1–R21, J1–J7, O1–O3) for 1, 2 and 8 players, on A4 and
 * Letter, upright and turned, blank and filled from a finished game:
 *   - the pages: how many, which players on which page, every page drawn
 *     without a cairo error;
 *   - the fitting: every text inside the box it was fitted into, no two
 *     boxes on top of each other, everything inside the printable area,
 *     with long names and names in Thai, Danish, Tagalog and Chinese;
 *   - the filled sheet: every box, Sum, Points, the score total (R19),
 *     bracket (R20) and final points (R21), as the core computes them;
 *   - the export: PDF and SVG files, their page sizes, SVG pages as
 *     FILE.svg, FILE-2.svg, …, and the failures that must leave no file;
 *   - the look: a blank sheet compared pixel by pixel with a reference.
 *
 * SPDX-FileCopyrightText: 2026 The Balut developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gi18n-lib.h>
#include <math.h>
#include <string.h>

#include <cairo-pdf.h>
#include <glib/gstdio.h>
#include <librsvg/rsvg.h>

#include "balut-types.h"
#include "balut-rules.h"
#include "balut-scoresheet.h"
#include "balut-player.h"
#include "balut-game.h"
#include "balut-record.h"
#include "balut-paths.h"
#include "balut-sheet-document.h"
#include "balut-test-util.h"
#include "sheet-test-util.h"

#define MM          (72.0 / 25.4)
/* A score box must be wide enough to write a three-digit number in by
 * hand: 7 mm (the renderer aims for 7.4 mm). */
#define MIN_WRITING_BOX (7.0 * MM)

static const BalutPaper papers[] = { BALUT_PAPER_A4, BALUT_PAPER_LETTER };
static const char * const paper_names[] = { "A4", "Letter" };
static const guint player_counts[] = { 1, 2, 8 };

/* ------------------------------------------------------------ names */

typedef enum
{
  NAMES_NONE,      /* blank: lines to write on; filled: "Player 1", … */
  NAMES_LONG,      /* 40 to 64 characters */
  NAMES_WORLD,     /* Thai, Danish, Tagalog, Chinese, … */
  N_NAME_SETS
} NameSet;

static const char * const name_set_labels[] = { "no names", "long names", "names in many scripts" };

static const char * const long_names[] = {
  "Maximiliane Alexandra Theodora von Hohenzollern-Sigmaringen",
  "Wolfeschlegelsteinhausenbergerdorffvortkrasthauswelch",
  "Søren Kierkegaard Ærøskøbing-Østergaard Christiansen",
  "สมชาย ใจดี ศรีสุวรรณ ประเสริฐวงศ์ ณ อยุธยา",
  "Maria Concepcion Dela Cruz-Santos y Villanueva",
  "王秀英李建国张伟刘洋陈静杨帆赵磊黄敏周杰吴婷徐强孙丽马超朱琳胡军郭勇林燕何平高峰",
  "Ngũgĩ wa Thiong'o Ḿbùgua Ŵàngārī Ǹjéŕì Mũthoni Kĩmani",
  "MMMMMMMMMMMMMMMMMMMMMMMMMMMMMMMMMMMMMMMMMMMMMMMMMMMMMMMMMMMMMMMM",
  NULL
};

static const char * const world_names[] = {
  "สมชาย ใจดี",
  "Søren Ærø",
  "Maria Dela Cruz-Santos",
  "王秀英",
  "Nguyễn Thị Minh Khai",
  "Zoë Ångström",
  "Åsa Ødegård",
  "José María Peña",
  NULL
};

static const char * const *
name_set (NameSet set)
{
  switch (set)
    {
    case NAMES_LONG:
      return long_names;
    case NAMES_WORLD:
      return world_names;
    case NAMES_NONE:
    default:
      return NULL;
    }
}

/* The category names, in English; T () gives them in the language of the
 * run (English in the suite's C.UTF-8; Danish or German in sheet-da and
 * sheet-de, whose longer words must fit the paper too). */
static const char * const category_names[BALUT_N_CATEGORIES] = {
  "Fours", "Fives", "Sixes", "Straight", "Full House", "Choice", "Balut"
};

static const char *
T (const char *english)
{
  return g_dgettext (GETTEXT_PACKAGE, english);
}

static gboolean
in_english (void)
{
  return g_str_equal (T ("Fours"), "Fours");
}

/* ------------------------------------------------------------ games */

/* Finished games (sheet_test_play_game ()), played once and kept for every
 * test of this run: [variant][player count][name set] */
static BalutGame *games[BALUT_N_VARIANTS][G_N_ELEMENTS (player_counts)][N_NAME_SETS];

static BalutGame *
get_game (BalutVariant variant,
          guint        count_index,
          NameSet      set)
{
  BalutGame **game = &games[variant][count_index][set];

  if (*game == NULL)
    *game = sheet_test_play_game (variant, player_counts[count_index],
                                  1000 + 100 * variant + 10 * count_index + set,
                                  name_set (set));
  g_assert_true (balut_game_is_finished (*game));
  return *game;
}

static BalutSheetDocument *
new_document (BalutVariant variant,
              guint        count_index,
              NameSet      set,
              gboolean     filled)
{
  if (filled)
    return balut_sheet_document_new_for_game (get_game (variant, count_index, set));
  return balut_sheet_document_new_blank (variant, player_counts[count_index], name_set (set));
}

/* The name printed for player @p of a document, "" for a line */
static const char *
expected_name (NameSet  set,
               gboolean filled,
               guint    p,
               char     fallback[32])
{
  const char * const *names = name_set (set);

  if (names != NULL)
    return names[p];
  if (!filled)
    return "";
  g_snprintf (fallback, 32, "Player %u", p + 1);
  return fallback;
}

/* ------------------------------------------------------------ texts */

static gboolean
same (double a,
      double b)
{
  return fabs (a - b) < 0.01;
}

static const BalutSheetText *
find_text (GPtrArray  *texts,
           const char *text)
{
  for (guint i = 0; i < texts->len; i++)
    {
      const BalutSheetText *t = g_ptr_array_index (texts, i);

      if (g_strcmp0 (t->text, text) == 0)
        return t;
    }
  return NULL;
}

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

/* ------------------------------------------------------------ pages */

typedef struct
{
  BalutVariant variant;
  guint        count_index;
  BalutPaper   paper;
  gboolean     landscape;
  gboolean     filled;
  NameSet      names;
  BalutSheetLayout layout;
} Combo;

static char *
combo_describe (const Combo *c)
{
  return g_strdup_printf ("%s, %u player(s), %s %s, %s, %s, %s",
                          balut_variant_to_string (c->variant), player_counts[c->count_index],
                          paper_names[c->paper], c->landscape ? "landscape" : "portrait",
                          c->filled ? "filled" : "blank", name_set_labels[c->names],
                          c->layout == BALUT_SHEET_LAYOUT_ONE_PER_PAGE ? "one per page" : "columns");
}

/* Calls @func for every combination of one variant (120).
 *
 * @sampled: only one combination of paper, orientation and name set for
 * each player count, blank or filled and layout (10), the three turning
 * over so that every paper, orientation and name set still comes up. */
static void
foreach_combo (BalutVariant  variant,
               gboolean      sampled,
               void        (*func) (const Combo *combo, gpointer data),
               gpointer      data)
{
  guint n_structures = 0;

  for (guint ci = 0; ci < G_N_ELEMENTS (player_counts); ci++)
    for (guint filled = 0; filled < 2; filled++)
      for (guint layout = 0; layout < 2; layout++)
        {
          /* one per page is the same page as columns for 1 player */
          if (layout == BALUT_SHEET_LAYOUT_ONE_PER_PAGE && player_counts[ci] == 1)
            continue;

          for (guint pi = 0; pi < G_N_ELEMENTS (papers); pi++)
            for (guint landscape = 0; landscape < 2; landscape++)
              for (guint set = 0; set < N_NAME_SETS; set++)
                {
                  Combo combo = { variant, ci, papers[pi], landscape, filled, set, layout };

                  if (sampled
                      && (pi != n_structures % 2
                          || landscape != (n_structures / 2) % 2
                          || set != n_structures % N_NAME_SETS))
                    continue;
                  func (&combo, data);
                }
          n_structures++;
        }
}

/* A surface that throws the bytes away: the whole PDF pipeline runs */
static cairo_status_t
discard_bytes (void                *closure,
               const unsigned char *data,
               unsigned int         length)
{
  *(gsize *) closure += length;
  return CAIRO_STATUS_SUCCESS;
}

static void
check_pages (const Combo *c,
             gpointer     data)
{
  g_autoptr(BalutSheetDocument) doc = new_document (c->variant, c->count_index, c->names, c->filled);
  g_autofree char *what = combo_describe (c);
  guint n_players = player_counts[c->count_index];
  guint min_per_page = G_MAXUINT, max_per_page = 0;
  guint next_player = 0;
  guint times_printed[BALUT_SHEET_MAX_PLAYERS] = { 0, };
  guint n_name_lines = 0;
  double width, height;
  guint n_pages;
  cairo_surface_t *surface;
  cairo_t *cr;
  gsize n_bytes = 0;

  balut_sheet_document_set_layout (doc, c->layout);
  balut_paper_get_size (c->paper, c->landscape, &width, &height);
  n_pages = balut_sheet_document_get_n_pages (doc, width, height);

  g_test_message ("%s: %u page(s)", what, n_pages);
  g_assert_cmpuint (n_pages, >=, 1);
  g_assert_cmpuint (n_pages, <=, n_players);
  if (c->layout == BALUT_SHEET_LAYOUT_ONE_PER_PAGE)
    g_assert_cmpuint (n_pages, ==, n_players);
  if (n_players == 1)
    g_assert_cmpuint (n_pages, ==, 1);
  /* eight players' columns never fit across an upright A4 page */
  if (n_players == 8 && c->paper == BALUT_PAPER_A4 && !c->landscape)
    g_assert_cmpuint (n_pages, >, 1);

  /* the same page count blank or filled, and no more pages turned */
  {
    g_autoptr(BalutSheetDocument) other = new_document (c->variant, c->count_index, c->names, !c->filled);
    double tw, th;

    balut_sheet_document_set_layout (other, c->layout);
    g_assert_cmpuint (balut_sheet_document_get_n_pages (other, width, height), ==, n_pages);
    balut_paper_get_size (c->paper, !c->landscape, &tw, &th);
    if (c->landscape)
      g_assert_cmpuint (balut_sheet_document_get_n_pages (doc, tw, th), >=, n_pages);
    else
      g_assert_cmpuint (balut_sheet_document_get_n_pages (doc, tw, th), <=, n_pages);
  }

  /* every page onto a real PDF surface, without a cairo error */
  surface = cairo_pdf_surface_create_for_stream (discard_bytes, &n_bytes, width, height);
  cr = cairo_create (surface);
  for (guint page = 0; page < n_pages; page++)
    {
      g_autoptr(GPtrArray) texts = NULL;
      guint on_page = 0;
      double previous_x = -1;

      balut_sheet_document_draw_page (doc, cr, page, width, height);
      g_assert_cmpint (cairo_status (cr), ==, CAIRO_STATUS_SUCCESS);
      cairo_show_page (cr);

      /* the players of the page, in order, each on exactly one page:
       * found by their names, or by the "Name:" lines of a blank sheet */
      texts = balut_sheet_document_list_texts (doc, page, width, height);
      g_assert_cmpuint (texts->len, >, 0);
      for (guint i = 0; i < texts->len; i++)
        {
          const BalutSheetText *t = g_ptr_array_index (texts, i);
          char fallback[32];

          if (next_player < n_players
              && ((*expected_name (c->names, c->filled, next_player, fallback) == '\0'
                   && g_strcmp0 (t->text, T ("Name:")) == 0)
                  || g_strcmp0 (t->text, expected_name (c->names, c->filled, next_player, fallback)) == 0))
            {
              /* left to right */
              g_assert_cmpfloat (t->box_x, >, previous_x);
              previous_x = t->box_x;
              next_player++;
              on_page++;
            }
        }
      g_assert_cmpuint (on_page, >=, 1);
      for (guint p = 0; p < n_players; p++)
        {
          char fallback[32];
          const char *name = expected_name (c->names, c->filled, p, fallback);

          if (*name != '\0')
            times_printed[p] += count_text (texts, name);
        }
      n_name_lines += count_text (texts, T ("Name:"));
      /* J1: a Jackpot column for each player on a Jackpot sheet only */
      g_assert_cmpuint (count_text (texts, "Jackpot"), ==,
                        balut_variant_has_jackpot (c->variant) ? on_page : 0);
      min_per_page = MIN (min_per_page, on_page);
      max_per_page = MAX (max_per_page, on_page);

      /* score columns wide enough to write in: the heading "1" spans its
       * column less a point each side */
      {
        const BalutSheetText *heading = find_text (texts, "1");

        g_assert_nonnull (heading);
        if (heading != NULL)
          g_assert_cmpfloat (heading->box_width + 2, >=, MIN_WRITING_BOX);
      }
    }
  cairo_destroy (cr);
  cairo_surface_finish (surface);
  g_assert_cmpint (cairo_surface_status (surface), ==, CAIRO_STATUS_SUCCESS);
  cairo_surface_destroy (surface);
  g_assert_cmpuint (n_bytes, >, 0);

  g_assert_cmpuint (next_player, ==, n_players);
  for (guint p = 0; p < n_players; p++)
    {
      char fallback[32];

      if (*expected_name (c->names, c->filled, p, fallback) != '\0')
        g_assert_cmpuint (times_printed[p], ==, 1);
    }
  /* a line to write a name on for each player without one */
  g_assert_cmpuint (n_name_lines, ==, c->names == NAMES_NONE && !c->filled ? n_players : 0);
  /* the pages share the players out evenly */
  g_assert_cmpuint (max_per_page - min_per_page, <=, 1);

  (*(guint *) data)++;
}

static void
test_pages (gconstpointer data)
{
  BalutVariant variant = GPOINTER_TO_UINT (data);
  /* Every combination in English and in the thorough run; in Danish and
   * German (sheet-da, sheet-de) a sample (10), each player count blank
   * and filled in both layouts: there the longer words only widen the
   * label column, and the fitting tests, which take every combination in
   * every language, check each page's boxes against it. */
  gboolean sampled = !in_english () && !balut_test_thorough ();
  guint n_combos = 0;

  foreach_combo (variant, sampled, check_pages, &n_combos);
  /* 3 player counts × 2 papers × 2 orientations × 2 (blank, filled) ×
   * 3 name sets × 2 layouts, less one-per-page for one player: 144 − 24;
   * sampled, one for each player count, blank or filled and layout: 10 */
  g_test_message ("%u combinations%s", n_combos, sampled ? " (a sample; all in English or --thorough)" : "");
  g_assert_cmpuint (n_combos, ==, sampled ? 10 : 120);
}

/* O1: each box of an Olathe sheet shows when it is filled: 1 to 7 down
 * the first column, 8 to 14 down the second, … 28 at the foot of the
 * fourth; no number in the other variants (R2: any order). */
static void
test_olathe_order (void)
{
  for (guint v = 0; v < BALUT_N_VARIANTS; v++)
    {
      g_autoptr(BalutSheetDocument) doc = balut_sheet_document_new_blank (v, 1, NULL);
      g_autoptr(GPtrArray) texts = balut_sheet_document_list_texts (doc, 0, BALUT_A4_WIDTH, BALUT_A4_HEIGHT);
      const BalutSheetText *order[BALUT_N_CATEGORIES * BALUT_N_REGULAR + 1] = { NULL, };
      const BalutSheetText *fours = find_text (texts, T ("Fours"));
      const BalutSheetText *balut = find_text (texts, T ("Balut"));
      guint n_found = 0;

      /* the order numbers: the small boxes (less than half a row high)
       * in the rows of the categories (the column headings 1 to 4 are
       * above them) */
      g_assert_nonnull (fours);
      g_assert_nonnull (balut);
      if (fours == NULL || balut == NULL)
        return;
      for (guint i = 0; i < texts->len; i++)
        {
          const BalutSheetText *t = g_ptr_array_index (texts, i);
          guint64 n;

          if (t->box_height < fours->box_height / 2
              && t->box_y >= fours->box_y && t->box_y < balut->box_y + balut->box_height
              && g_ascii_string_to_unsigned (t->text, 10, 1, G_N_ELEMENTS (order) - 1, &n, NULL))
            {
              g_assert_null (order[n]);
              order[n] = t;
              n_found++;
            }
        }
      if (v != BALUT_VARIANT_OLATHE)
        {
          g_assert_cmpuint (n_found, ==, 0);
          continue;
        }
      g_assert_cmpuint (n_found, ==, G_N_ELEMENTS (order) - 1);
      if (n_found != G_N_ELEMENTS (order) - 1)
        return;
      for (guint n = 1; n < G_N_ELEMENTS (order); n++)
        {
          guint row = (n - 1) % BALUT_N_CATEGORIES;
          const BalutSheetText *label = find_text (texts, T (category_names[row]));

          g_assert_nonnull (label);
          if (label == NULL)
            return;

          /* in the row of its category */
          g_assert_cmpfloat (order[n]->box_y, >=, label->box_y);
          g_assert_cmpfloat (order[n]->box_y + order[n]->box_height, <=, label->box_y + label->box_height);
          if (row > 0)
            {
              /* below the one before, in the same column */
              g_assert_cmpfloat (order[n]->box_y, >, order[n - 1]->box_y);
              g_assert_cmpfloat_with_epsilon (order[n]->box_x, order[n - 1]->box_x, 0.01);
            }
          else if (n > 1)
            /* the next column starts at the top */
            g_assert_cmpfloat (order[n]->box_x, >, order[n - 1]->box_x);
        }
    }
}

/* ---------------------------------------------------------- fitting */

typedef struct
{
  GString *faults;
  guint    n_nested;
} FittingResult;

static void
check_fitting (const Combo *c,
               gpointer     data)
{
  g_autoptr(BalutSheetDocument) doc = new_document (c->variant, c->count_index, c->names, c->filled);
  g_autoptr(GDateTime) date = g_date_time_new_local (2026, 11, 22, 12, 0, 0);
  FittingResult *result = data;
  double width, height;
  guint n_pages;

  balut_sheet_document_set_layout (doc, c->layout);
  /* a printed date on the filled sheets, the line on the blank ones */
  if (c->filled)
    balut_sheet_document_set_date (doc, date);
  balut_paper_get_size (c->paper, c->landscape, &width, &height);
  n_pages = balut_sheet_document_get_n_pages (doc, width, height);

  for (guint page = 0; page < n_pages; page++)
    {
      g_autoptr(GPtrArray) texts = balut_sheet_document_list_texts (doc, page, width, height);
      g_autoptr(GString) page_faults = g_string_new (NULL);

      result->n_nested += sheet_test_check_page_fitting (texts, width, height, page_faults);
      if (page_faults->len > 0)
        {
          g_autofree char *what = combo_describe (c);

          g_string_append_printf (result->faults, "%s, page %u of %u:\n%s", what, page + 1, n_pages, page_faults->str);
        }
    }
}

/* Every text inside its box, no box over another, nothing in the
 * printer's margin, on every page of every combination. */
static void
test_fitting (gconstpointer data)
{
  BalutVariant variant = GPOINTER_TO_UINT (data);
  g_autoptr(GString) faults = g_string_new (NULL);
  FittingResult result = { faults, 0 };

  foreach_combo (variant, FALSE, check_fitting, &result);
  /* only the order numbers of Olathe (O1) sit inside other boxes */
  g_test_message ("%u boxes inside another box", result.n_nested);
  if (variant == BALUT_VARIANT_OLATHE)
    g_assert_cmpuint (result.n_nested, >, 0);
  else
    g_assert_cmpuint (result.n_nested, ==, 0);
  if (faults->len > 0)
    {
      /* the whole list, then the first fault as the failure */
      g_test_message ("%s", faults->str);
      g_test_fail_printf ("texts do not fit (every fault listed above); first: %.*s",
                          (int) strcspn (strchr (faults->str, '\n') + 1, "\n"),
                          strchr (faults->str, '\n') + 1);
    }
}

/* Eight names of 40 characters are printed whole: wrapped in their
 * box, never cut with "…" (the standings of issue 17: the print uses the
 * full names) */
static void
test_fitting_full_names (void)
{
  char *names[BALUT_MAX_PLAYERS + 1] = { NULL };

  for (guint i = 0; i < BALUT_MAX_PLAYERS; i++)
    names[i] = g_strdup_printf ("Maria Magdalena Santos dela Cruz Reyes %u", i + 1);

  for (guint v = 0; v < BALUT_N_VARIANTS; v++)
    for (guint landscape = 0; landscape <= 1; landscape++)
      {
        g_autoptr(BalutSheetDocument) doc = balut_sheet_document_new_blank (v, BALUT_MAX_PLAYERS,
                                                                            (const char * const *) names);
        double width, height;
        guint n_pages, n_found = 0;

        balut_paper_get_size (BALUT_PAPER_A4, landscape, &width, &height);
        n_pages = balut_sheet_document_get_n_pages (doc, width, height);
        for (guint page = 0; page < n_pages; page++)
          {
            g_autoptr(GPtrArray) texts = balut_sheet_document_list_texts (doc, page, width, height);

            for (guint i = 0; i < texts->len; i++)
              {
                const BalutSheetText *t = g_ptr_array_index (texts, i);

                if (!g_str_has_prefix (t->text, "Maria Magdalena"))
                  continue;
                n_found++;
                if (t->ellipsized)
                  g_test_fail_printf ("%s, %s: “%s” is cut", balut_variant_to_string (v),
                                      landscape ? "landscape" : "portrait", t->text);
                if (!sheet_test_ink_inside_box (t))
                  g_test_fail_printf ("%s: “%s” leaves its box", balut_variant_to_string (v), t->text);
              }
          }
        g_assert_cmpuint (n_found, ==, BALUT_MAX_PLAYERS);
      }

  for (guint i = 0; i < BALUT_MAX_PLAYERS; i++)
    g_free (names[i]);
}

/* RENDERER BUG (src/sheet/balut-sheet-document.c, draw_text ()): a text
 * is placed by its logical rectangle, so a glyph whose ink reaches left
 * of its origin pokes out of its box. In DejaVu Sans Bold the "J" does:
 * the names "Jens" and "José" (11 pt) by 0.6 pt, the title "Jackpot Balut
 * — Scoresheet" (16 pt) by 0.9 pt, past the page margin where the rule
 * under the header starts. The fitting tests above fail for the same
 * reason; this one shows it alone. It passes once the renderer keeps the
 * ink inside the box (e.g. aligns a start-aligned text on its ink, or
 * shifts it right by the ink's overhang). */
static void
test_fitting_overhang (void)
{
  const char * const names[] = { "Jens", "José", NULL };
  g_autoptr(BalutSheetDocument) doc = balut_sheet_document_new_blank (BALUT_VARIANT_JACKPOT, 2, names);
  g_autoptr(GPtrArray) texts = balut_sheet_document_list_texts (doc, 0, BALUT_A4_WIDTH, BALUT_A4_HEIGHT);
  g_autofree char *title = g_strdup_printf (_("%s — Scoresheet"), T ("Jackpot Balut"));
  const char * const check[] = { title, "Jens", "José" };
  g_autoptr(GString) faults = g_string_new (NULL);

  for (guint i = 0; i < G_N_ELEMENTS (check); i++)
    {
      const BalutSheetText *t = find_text (texts, check[i]);

      g_assert_nonnull (t);
      if (t != NULL && !sheet_test_ink_inside_box (t))
        {
          g_string_append_printf (faults, "%s“%s” starts %.2f pt left of its box", faults->len ? "; " : "",
                                  t->text, t->box_x - t->ink_x);
        }
    }
  if (faults->len > 0)
    g_test_fail_printf ("RENDERER BUG: the ink of a leading J pokes out of its box: %s", faults->str);
}

/* The fitting checker itself: it must see a text too wide for its box,
 * two boxes on top of each other, two inks on top of each other in boxes
 * one inside the other, a box in the printer's margin. */
static void
test_fitting_checker (void)
{
  BalutSheetText fits = { (char *) "fits", 30, 30, 50, 12, 50, 32, 25, 8 };
  BalutSheetText too_wide = { (char *) "too wide", 90, 30, 20, 12, 90, 32, 30, 8 };
  BalutSheetText over = { (char *) "over", 50, 35, 50, 12, 51, 37, 20, 8 };
  BalutSheetText inside = { (char *) "inside", 32, 31, 10, 5, 32.5, 31.5, 4, 3 };
  BalutSheetText touching = { (char *) "touching", 80, 30, 10, 12, 81, 32, 5, 8 };
  g_autoptr(GPtrArray) texts = g_ptr_array_new ();
  g_autoptr(GString) faults = g_string_new (NULL);

  g_ptr_array_add (texts, &fits);
  g_ptr_array_add (texts, &touching);
  sheet_test_check_page_fitting (texts, 200, 200, faults);
  g_assert_cmpstr (faults->str, ==, "");

  /* a box inside another is allowed while the inks stay apart */
  g_ptr_array_add (texts, &inside);
  sheet_test_check_page_fitting (texts, 200, 200, faults);
  g_assert_cmpstr (faults->str, ==, "");

  g_ptr_array_add (texts, &too_wide);
  sheet_test_check_page_fitting (texts, 200, 200, faults);
  g_assert_nonnull (strstr (faults->str, "ink outside its box: “too wide”"));

  g_string_truncate (faults, 0);
  g_ptr_array_set_size (texts, 0);
  g_ptr_array_add (texts, &fits);
  g_ptr_array_add (texts, &over);
  sheet_test_check_page_fitting (texts, 200, 200, faults);
  g_assert_nonnull (strstr (faults->str, "boxes overlap: “fits”"));

  g_string_truncate (faults, 0);
  inside.box_x = 52;   /* still inside the box of "fits", */
  inside.ink_x = 55;   /* its ink into the ink of "fits" */
  inside.ink_width = 2;
  g_ptr_array_set_size (texts, 0);
  g_ptr_array_add (texts, &fits);
  g_ptr_array_add (texts, &inside);
  sheet_test_check_page_fitting (texts, 200, 200, faults);
  g_assert_nonnull (strstr (faults->str, "inks overlap (box inside box): “fits”"));
  g_assert_null (strstr (faults->str, "ink outside"));

  g_string_truncate (faults, 0);
  sheet_test_check_page_fitting (texts, 40, 200, faults);
  g_assert_nonnull (strstr (faults->str, "outside the printable area"));
}

/* ----------------------------------------------------------- filled */

/* R20, written out here */
static void
bracket_of (guint  total,
            gint  *points,
            guint *low,
            guint *high)
{
  static const guint starts[] = { 0, 300, 350, 400, 450, 500, 550, 600, 650, 813 };

  for (guint i = 0; i + 1 < G_N_ELEMENTS (starts); i++)
    if (total < starts[i + 1])
      {
        *points = (gint) i - 2;
        *low = starts[i];
        *high = starts[i + 1] - 1;
        return;
      }
  g_assert_not_reached ();
}

/* The texts of one row of one player's columns, left to right, joined
 * with "|": the texts whose box is the row's full height. */
static char *
row_texts (GPtrArray            *texts,
           const BalutSheetText *name,
           const BalutSheetText *label)
{
  g_autoptr(GPtrArray) row = g_ptr_array_new ();
  g_autoptr(GString) out = g_string_new (NULL);

  for (guint i = 0; i < texts->len; i++)
    {
      const BalutSheetText *t = g_ptr_array_index (texts, i);
      double cx = t->box_x + t->box_width / 2;

      if (cx > name->box_x && cx < name->box_x + name->box_width
          && same (t->box_y, label->box_y) && same (t->box_height, label->box_height))
        g_ptr_array_add (row, (gpointer) t);
    }
  for (guint i = 0; i < row->len; i++)
    for (guint k = i + 1; k < row->len; k++)
      if (((BalutSheetText *) row->pdata[k])->box_x < ((BalutSheetText *) row->pdata[i])->box_x)
        {
          gpointer swap = row->pdata[i];

          row->pdata[i] = row->pdata[k];
          row->pdata[k] = swap;
        }
  for (guint i = 0; i < row->len; i++)
    g_string_append_printf (out, "%s%s", i ? "|" : "", ((BalutSheetText *) row->pdata[i])->text);
  return g_strdup (out->str);
}

typedef struct
{
  guint n_negative;
  guint n_positive;
  guint n_zero;
} PointsSeen;

static void
count_sign (PointsSeen *seen,
            gint        points)
{
  if (points < 0)
    seen->n_negative++;
  else if (points > 0)
    seen->n_positive++;
  else
    seen->n_zero++;
}

/* One finished game's sheet: every player's boxes, sums, category
 * points, score total (R19), bracket (R20), final points (R21) and place,
 * as the core computes them and as the sheet must print them. */
static void
check_filled (BalutGame  *game,
              BalutPaper  paper,
              gboolean    landscape,
              PointsSeen *seen)
{
  g_autoptr(BalutSheetDocument) doc = balut_sheet_document_new_for_game (game);
  guint n_players = balut_game_get_n_players (game);
  guint n_found = 0;
  double width, height;
  guint n_pages;

  balut_paper_get_size (paper, landscape, &width, &height);
  n_pages = balut_sheet_document_get_n_pages (doc, width, height);
  g_assert_true (balut_sheet_document_is_filled (doc));

  for (guint page = 0; page < n_pages; page++)
    {
      g_autoptr(GPtrArray) texts = balut_sheet_document_list_texts (doc, page, width, height);
      const BalutSheetText *labels[BALUT_N_CATEGORIES];
      const char *summary_names[] = { T ("Score total"), T ("Bracket points"), T ("Final points"), T ("Place") };
      const BalutSheetText *summary[G_N_ELEMENTS (summary_names)];
      gboolean all_found = TRUE;

      /* the table's labels come first; the rules reference repeats them */
      for (guint c = 0; c < BALUT_N_CATEGORIES; c++)
        {
          g_assert_cmpstr (balut_category_get_label (c), ==, T (category_names[c]));
          labels[c] = find_text (texts, T (category_names[c]));
          g_assert_nonnull (labels[c]);
          all_found &= labels[c] != NULL;
          g_assert_cmpuint (count_text (texts, T (category_names[c])), ==, 2);
        }
      for (guint r = 0; r < G_N_ELEMENTS (summary_names); r++)
        {
          summary[r] = find_text (texts, summary_names[r]);
          g_assert_nonnull (summary[r]);
          all_found &= summary[r] != NULL;
        }
      if (!all_found)
        return;

      for (guint p = 0; p < n_players; p++)
        {
          BalutPlayer *player = balut_game_get_player (game, p);
          BalutScoresheet *sheet = balut_player_get_sheet (player);
          const BalutPoints *points = balut_scoresheet_get_points (sheet);
          const BalutSheetText *name = find_text (texts, balut_player_get_name (player));
          guint total = balut_player_get_score_total (player);
          gint final = balut_player_get_final_points (player);
          g_autofree char *want_total = sheet_test_format_number ((gint) total);
          g_autofree char *want_final = sheet_test_format_points (final);
          g_autofree char *got = NULL;
          g_autofree char *want_bracket = NULL;
          g_autofree char *want_place = NULL;
          gint bracket;
          guint low, high;

          if (name == NULL)
            continue;   /* on another page */
          n_found++;

          for (guint c = 0; c < BALUT_N_CATEGORIES; c++)
            {
              const BalutCategoryPoints *cp = &points->categories[c];
              g_autoptr(GString) want = g_string_new (NULL);
              g_autofree char *want_points = sheet_test_format_points (cp->points);

              /* the four boxes, the Jackpot box where there is one (J1:
               * not for Balut), Sum (J4: the four boxes only), Points
               * (R12–R18, J5, J6) */
              for (guint b = 0; b < BALUT_N_COLUMNS; b++)
                {
                  gint value;

                  if (!balut_scoresheet_has_box (sheet, c, b))
                    continue;
                  value = balut_scoresheet_get_box (sheet, c, b);
                  g_assert_cmpint (value, !=, BALUT_BOX_EMPTY);
                  /* a struck box is "–" (U+2013), never empty */
                  if (value == 0)
                    g_string_append (want, "\xe2\x80\x93|");
                  else
                    g_string_append_printf (want, "%d|", value);
                }
              g_string_append_printf (want, "%u|%s", cp->sum, want_points);
              count_sign (seen, cp->points);

              g_free (got);
              got = row_texts (texts, name, labels[c]);
              if (g_strcmp0 (got, want->str) != 0)
                g_test_message ("%s, %s: the sheet prints %s, the core says %s",
                                balut_player_get_name (player), category_names[c], got, want->str);
              g_assert_cmpstr (got, ==, want->str);
            }

          /* R19, R20, R21 */
          g_assert_cmpuint (total, ==, points->score_total);
          g_assert_cmpint (final, ==, points->final_points);
          bracket_of (total, &bracket, &low, &high);
          g_assert_cmpint (bracket, ==, points->bracket_points);
          {
            g_autofree char *pts = sheet_test_format_points (bracket);

            want_bracket = g_strdup_printf ("%u\xe2\x80\x93%u|%s", low, high, pts);
          }
          want_place = g_strdup_printf ("%u", balut_game_get_place (game, p));

          g_free (got);
          got = row_texts (texts, name, summary[0]);
          g_assert_cmpstr (got, ==, want_total);
          g_free (got);
          got = row_texts (texts, name, summary[1]);
          g_assert_cmpstr (got, ==, want_bracket);
          g_free (got);
          got = row_texts (texts, name, summary[2]);
          g_assert_cmpstr (got, ==, want_final);
          g_free (got);
          got = row_texts (texts, name, summary[3]);
          g_assert_cmpstr (got, ==, want_place);

          count_sign (seen, final);
          count_sign (seen, bracket);
        }
    }
  g_assert_cmpuint (n_found, ==, n_players);
}

static void
test_filled (gconstpointer data)
{
  BalutVariant variant = GPOINTER_TO_UINT (data);
  PointsSeen seen = { 0, };

  for (guint ci = 0; ci < G_N_ELEMENTS (player_counts); ci++)
    for (guint pi = 0; pi < G_N_ELEMENTS (papers); pi++)
      for (guint landscape = 0; landscape < 2; landscape++)
        check_filled (get_game (variant, ci, NAMES_WORLD), papers[pi], landscape, &seen);

  g_test_message ("points printed (categories, brackets, final): %u negative, %u zero, %u positive",
                  seen.n_negative, seen.n_zero, seen.n_positive);
  /* the games must show a minus sign and a plus sign at least once */
  g_assert_cmpuint (seen.n_negative, >, 0);
  g_assert_cmpuint (seen.n_positive, >, 0);
}

/* An unfinished game: entries so far, no totals guessed, no place. */
static void
test_filled_in_progress (void)
{
  g_autofree char *path = balut_test_record_path ("in-progress-olathe.json");
  g_autoptr(GError) error = NULL;
  g_autoptr(BalutGame) game = balut_record_load_file (path, &error);
  g_autoptr(BalutSheetDocument) doc = NULL;
  g_autoptr(GPtrArray) texts = NULL;
  g_autoptr(GString) faults = g_string_new (NULL);

  g_assert_no_error (error);
  if (game == NULL)
    return;
  g_assert_false (balut_game_is_finished (game));
  doc = balut_sheet_document_new_for_game (game);
  texts = balut_sheet_document_list_texts (doc, 0, BALUT_A4_WIDTH, BALUT_A4_HEIGHT);
  g_assert_null (find_text (texts, T ("Place")));
  g_assert_nonnull (find_text (texts, T ("Final points")));
  sheet_test_check_page_fitting (texts, BALUT_A4_WIDTH, BALUT_A4_HEIGHT, faults);
  g_assert_cmpstr (faults->str, ==, "");
}

/* ----------------------------------------------------------- pixels */

#define REF_WIDTH   600
#define REF_HEIGHT  849
/* A pixel differs when a channel is off by more than this; at most this
 * share of the pixels may differ: about 100 pixels, room for antialiasing
 * to vary a little between cairo, pixman and FreeType versions; the
 * footer line alone is 360 pixels, a frame drawn thinner 625. */
#define PIXEL_TOLERANCE   48
#define MAX_DIFF_SHARE    0.0002
#define MAX_SVG_DIFF_SHARE 0.002

/* Page @page of @doc on A4 paper, REF_WIDTH × REF_HEIGHT pixels, on white */
static cairo_surface_t *
render_page (BalutSheetDocument *doc,
             guint               page)
{
  cairo_surface_t *surface = cairo_image_surface_create (CAIRO_FORMAT_RGB24, REF_WIDTH, REF_HEIGHT);
  cairo_t *cr = cairo_create (surface);

  cairo_set_source_rgb (cr, 1, 1, 1);
  cairo_paint (cr);
  cairo_scale (cr, REF_WIDTH / BALUT_A4_WIDTH, REF_WIDTH / BALUT_A4_WIDTH);
  balut_sheet_document_draw_page (doc, cr, page, BALUT_A4_WIDTH, BALUT_A4_HEIGHT);
  g_assert_cmpint (cairo_status (cr), ==, CAIRO_STATUS_SUCCESS);
  cairo_destroy (cr);
  cairo_surface_flush (surface);
  return surface;
}

/* An SVG file rendered by librsvg the same way */
static cairo_surface_t *
render_svg (const char *path)
{
  g_autoptr(GError) error = NULL;
  RsvgHandle *handle = rsvg_handle_new_from_file (path, &error);
  cairo_surface_t *surface = cairo_image_surface_create (CAIRO_FORMAT_RGB24, REF_WIDTH, REF_HEIGHT);
  cairo_t *cr = cairo_create (surface);
  RsvgRectangle viewport = { 0, 0, REF_WIDTH, REF_WIDTH * BALUT_A4_HEIGHT / BALUT_A4_WIDTH };

  g_assert_no_error (error);
  cairo_set_source_rgb (cr, 1, 1, 1);
  cairo_paint (cr);
  if (handle != NULL)
    {
      g_assert_true (rsvg_handle_render_document (handle, cr, &viewport, &error));
      g_assert_no_error (error);
      g_object_unref (handle);
    }
  cairo_destroy (cr);
  cairo_surface_flush (surface);
  return surface;
}

/* Compares two RGB24 images of the same size; returns the number of
 * differing pixels and draws them in red over a faded @actual into
 * @diff. */
static guint
compare_images (cairo_surface_t *actual,
                cairo_surface_t *reference,
                cairo_surface_t *diff,
                guint           *max_delta)
{
  int width = cairo_image_surface_get_width (actual);
  int height = cairo_image_surface_get_height (actual);
  int a_stride = cairo_image_surface_get_stride (actual);
  int r_stride = cairo_image_surface_get_stride (reference);
  int d_stride = cairo_image_surface_get_stride (diff);
  const guint8 *a_data = cairo_image_surface_get_data (actual);
  const guint8 *r_data = cairo_image_surface_get_data (reference);
  guint8 *d_data = cairo_image_surface_get_data (diff);
  guint n = 0;

  *max_delta = 0;
  for (int y = 0; y < height; y++)
    for (int x = 0; x < width; x++)
      {
        guint32 a = *(const guint32 *) (a_data + y * a_stride + 4 * x);
        guint32 r = *(const guint32 *) (r_data + y * r_stride + 4 * x);
        guint32 *d = (guint32 *) (d_data + y * d_stride + 4 * x);
        guint delta = 0;

        for (int shift = 0; shift < 24; shift += 8)
          delta = MAX (delta, (guint) ABS ((int) ((a >> shift) & 0xff) - (int) ((r >> shift) & 0xff)));
        *max_delta = MAX (*max_delta, delta);
        if (delta > PIXEL_TOLERANCE)
          {
            n++;
            *d = 0xffff0000;
          }
        else
          {
            guint grey = 191 + ((a & 0xff) >> 2);

            *d = 0xff000000 | grey << 16 | grey << 8 | grey;
          }
      }
  cairo_surface_mark_dirty (diff);
  return n;
}

/* ----------------------------------------------------------- export */

/* The names in @dir, sorted, joined with " " */
static char *
list_dir (const char *dir)
{
  g_auto(GStrv) names = balut_test_list_dir (dir);

  return g_strjoinv (" ", names);
}

/* A4 595.3 × 841.9 pt, Letter 612 × 792 pt, turned for landscape */
static void
test_paper_sizes (void)
{
  double w, h;

  balut_paper_get_size (BALUT_PAPER_A4, FALSE, &w, &h);
  g_assert_cmpfloat_with_epsilon (w, 595.2756, 0.001);
  g_assert_cmpfloat_with_epsilon (h, 841.8898, 0.001);
  balut_paper_get_size (BALUT_PAPER_A4, TRUE, &w, &h);
  g_assert_cmpfloat_with_epsilon (w, 841.8898, 0.001);
  g_assert_cmpfloat_with_epsilon (h, 595.2756, 0.001);
  balut_paper_get_size (BALUT_PAPER_LETTER, FALSE, &w, &h);
  g_assert_cmpfloat (w, ==, 612);
  g_assert_cmpfloat (h, ==, 792);
  balut_paper_get_size (BALUT_PAPER_LETTER, TRUE, &w, &h);
  g_assert_cmpfloat (w, ==, 792);
  g_assert_cmpfloat (h, ==, 612);
}

static void
test_export_pdf (void)
{
  g_autofree char *dir = balut_test_make_tmp_dir ("balut-sheet-XXXXXX");

  for (guint pi = 0; pi < G_N_ELEMENTS (papers); pi++)
    for (guint landscape = 0; landscape < 2; landscape++)
      for (guint ci = 0; ci < G_N_ELEMENTS (player_counts); ci++)
        {
          g_autoptr(BalutSheetDocument) doc = new_document (BALUT_VARIANT_STANDARD, ci, NAMES_NONE, FALSE);
          g_autofree char *path = g_build_filename (dir, "sheet.pdf", NULL);
          g_autoptr(GError) error = NULL;
          g_autofree char *data = NULL;
          g_autofree char *listing = NULL;
          gsize length;
          double width, height;

          balut_paper_get_size (papers[pi], landscape, &width, &height);
          g_assert_true (balut_sheet_document_export (doc, path, BALUT_SHEET_FORMAT_PDF,
                                                      papers[pi], landscape, &error));
          g_assert_no_error (error);

          data = balut_test_read_file (path, &length);
          g_assert_cmpuint (length, >, 5);
          if (data == NULL || length <= 5)
            continue;
          g_assert_cmpmem (data, 5, "%PDF-", 5);
          /* a blank sheet for one player: text and lines, a font subset */
          if (player_counts[ci] == 1)
            {
              g_test_message ("blank 1-player %s%s PDF: %" G_GSIZE_FORMAT " bytes",
                              paper_names[pi], landscape ? " landscape" : "", length);
              g_assert_cmpuint (length, <, 100 * 1024);
            }
          g_assert_cmpuint (sheet_test_pdf_page_sizes (data, length, width, height), ==,
                            balut_sheet_document_get_n_pages (doc, width, height));

          /* written whole: no temporary file left beside it */
          listing = list_dir (dir);
          g_assert_cmpstr (listing, ==, "sheet.pdf");
          g_assert_cmpint (g_unlink (path), ==, 0);
        }

  balut_test_remove_tree (dir);
}

/* Loads an SVG file with librsvg: its size in points and a rendering */
static void
check_svg_file (const char *path,
                double      width,
                double      height)
{
  g_autoptr(GError) error = NULL;
  RsvgHandle *handle = rsvg_handle_new_from_file (path, &error);
  gboolean has_width, has_height, has_viewbox;
  RsvgLength w, h;
  RsvgRectangle viewbox;
  double pw, ph;

  g_assert_no_error (error);
  g_assert_nonnull (handle);
  if (handle == NULL)
    return;

  rsvg_handle_get_intrinsic_dimensions (handle, &has_width, &w, &has_height, &h, &has_viewbox, &viewbox);
  g_assert_true (has_width);
  g_assert_true (has_height);
  g_assert_cmpint (w.unit, ==, RSVG_UNIT_PT);
  g_assert_cmpint (h.unit, ==, RSVG_UNIT_PT);
  g_assert_cmpfloat_with_epsilon (w.length, width, 0.01);
  g_assert_cmpfloat_with_epsilon (h.length, height, 0.01);

  /* at 72 dpi a point is a pixel */
  rsvg_handle_set_dpi (handle, 72);
  g_assert_true (rsvg_handle_get_intrinsic_size_in_pixels (handle, &pw, &ph));
  g_assert_cmpfloat_with_epsilon (pw, width, 0.01);
  g_assert_cmpfloat_with_epsilon (ph, height, 0.01);

  g_object_unref (handle);
}

/* The grey level of each BLOCK × BLOCK square of @image: what the eye
 * sees from a little further away */
#define BLOCK 4

static cairo_surface_t *
blocks_new (cairo_surface_t *image)
{
  int width = cairo_image_surface_get_width (image) / BLOCK;
  int height = cairo_image_surface_get_height (image) / BLOCK;
  int stride = cairo_image_surface_get_stride (image);
  const guint8 *data = cairo_image_surface_get_data (image);
  cairo_surface_t *blocks = cairo_image_surface_create (CAIRO_FORMAT_RGB24, width, height);
  int b_stride = cairo_image_surface_get_stride (blocks);
  guint8 *b_data = cairo_image_surface_get_data (blocks);

  for (int by = 0; by < height; by++)
    for (int bx = 0; bx < width; bx++)
      {
        guint sum = 0;
        guint grey;

        for (int y = by * BLOCK; y < (by + 1) * BLOCK; y++)
          for (int x = bx * BLOCK; x < (bx + 1) * BLOCK; x++)
            {
              guint32 pixel = *(const guint32 *) (data + y * stride + 4 * x);

              sum += ((pixel >> 16 & 0xff) + (pixel >> 8 & 0xff) + (pixel & 0xff)) / 3;
            }
        grey = sum / (BLOCK * BLOCK);
        *(guint32 *) (b_data + by * b_stride + 4 * bx) = 0xff000000 | grey << 16 | grey << 8 | grey;
      }
  cairo_surface_mark_dirty (blocks);
  return blocks;
}

/* The file shows what the page shows: the same drawing. librsvg draws
 * cairo's glyph outlines as paths, antialiased a little differently from
 * cairo's own glyphs, so the two are compared square by square. */
static void
check_svg_matches_page (const char         *path,
                        BalutSheetDocument *doc,
                        guint               page)
{
  cairo_surface_t *drawn_pixels = render_page (doc, page);
  cairo_surface_t *file_pixels = render_svg (path);
  cairo_surface_t *drawn = blocks_new (drawn_pixels);
  cairo_surface_t *file = blocks_new (file_pixels);
  int width = cairo_image_surface_get_width (drawn);
  int height = cairo_image_surface_get_height (drawn);
  cairo_surface_t *diff = cairo_image_surface_create (CAIRO_FORMAT_RGB24, width, height);
  guint max_delta;
  guint n_diff = compare_images (file, drawn, diff, &max_delta);
  double share = n_diff / (double) (width * height);

  g_test_message ("%s: %u squares of %d×%d pixels (%.4f %%) differ from the page as drawn; largest difference %u",
                  path, n_diff, BLOCK, BLOCK, 100 * share, max_delta);
  if (share > MAX_SVG_DIFF_SHARE)
    {
      g_autofree char *base = g_path_get_basename (path);
      g_autofree char *file_png = g_strdup_printf ("%s-rsvg.png", base);
      g_autofree char *drawn_png = g_strdup_printf ("%s-drawn.png", base);
      g_autofree char *diff_png = g_strdup_printf ("%s-diff.png", base);
      g_autofree char *file_path = g_test_build_filename (G_TEST_BUILT, "sheet", file_png, NULL);
      g_autofree char *drawn_path = g_test_build_filename (G_TEST_BUILT, "sheet", drawn_png, NULL);
      g_autofree char *diff_path = g_test_build_filename (G_TEST_BUILT, "sheet", diff_png, NULL);

      cairo_surface_write_to_png (file_pixels, file_path);
      cairo_surface_write_to_png (drawn_pixels, drawn_path);
      cairo_surface_write_to_png (diff, diff_path);
      g_test_fail_printf ("%s rendered by librsvg differs from the page as drawn in %.3f %% of the pixels "
                          "(at most %.3f %% allowed): see %s, %s and %s",
                          path, 100 * share, 100 * MAX_SVG_DIFF_SHARE, file_path, drawn_path, diff_path);
    }
  cairo_surface_destroy (diff);
  cairo_surface_destroy (file);
  cairo_surface_destroy (drawn);
  cairo_surface_destroy (file_pixels);
  cairo_surface_destroy (drawn_pixels);
}

static void
test_export_svg (void)
{
  g_autofree char *dir = balut_test_make_tmp_dir ("balut-sheet-XXXXXX");

  for (guint pi = 0; pi < G_N_ELEMENTS (papers); pi++)
    for (guint landscape = 0; landscape < 2; landscape++)
      {
        g_autoptr(BalutSheetDocument) doc = new_document (BALUT_VARIANT_JACKPOT, 0, NAMES_WORLD, TRUE);
        g_autofree char *path = g_build_filename (dir, "sheet.svg", NULL);
        g_autoptr(GError) error = NULL;
        g_autofree char *listing = NULL;
        double width, height;

        balut_paper_get_size (papers[pi], landscape, &width, &height);
        g_assert_true (balut_sheet_document_export (doc, path, BALUT_SHEET_FORMAT_SVG,
                                                    papers[pi], landscape, &error));
        g_assert_no_error (error);
        check_svg_file (path, width, height);
        listing = list_dir (dir);
        g_assert_cmpstr (listing, ==, "sheet.svg");
        g_assert_cmpint (g_unlink (path), ==, 0);
      }

  balut_test_remove_tree (dir);
}

/* An SVG file holds one page: FILE.svg, FILE-2.svg, …, and nothing more */
static void
test_export_svg_pages (void)
{
  g_autofree char *dir = balut_test_make_tmp_dir ("balut-sheet-XXXXXX");
  g_autoptr(BalutSheetDocument) doc = new_document (BALUT_VARIANT_STANDARD, 2, NAMES_WORLD, TRUE);
  g_autofree char *path = g_build_filename (dir, "game.svg", NULL);
  g_autoptr(GError) error = NULL;
  g_autoptr(GString) want = g_string_new (NULL);
  g_autofree char *listing = NULL;
  guint n_pages = balut_sheet_document_get_n_pages (doc, BALUT_A4_WIDTH, BALUT_A4_HEIGHT);

  g_assert_cmpuint (n_pages, >, 1);
  g_assert_cmpuint (n_pages, <, 10);   /* the listing below sorts as numbers */
  g_assert_true (balut_sheet_document_export (doc, path, BALUT_SHEET_FORMAT_SVG,
                                              BALUT_PAPER_A4, FALSE, &error));
  g_assert_no_error (error);

  for (guint page = 0; page < n_pages; page++)
    {
      g_autofree char *name = page == 0 ? g_strdup ("game.svg") : g_strdup_printf ("game-%u.svg", page + 1);
      g_autofree char *page_path = g_build_filename (dir, name, NULL);

      check_svg_file (page_path, BALUT_A4_WIDTH, BALUT_A4_HEIGHT);
      check_svg_matches_page (page_path, doc, page);
    }
  /* sorted: game-2.svg … game-N.svg, then game.svg ('-' < '.') */
  for (guint page = 1; page < n_pages; page++)
    g_string_append_printf (want, "game-%u.svg ", page + 1);
  g_string_append (want, "game.svg");
  listing = list_dir (dir);
  g_assert_cmpstr (listing, ==, want->str);

  balut_test_remove_tree (dir);
}

/* Fails with a BALUT_SHEET_ERROR and leaves @dir as it was */
static void
check_export_fails (BalutSheetDocument *doc,
                    const char         *path,
                    BalutSheetFormat    format,
                    const char         *dir,
                    const char         *listing_before)
{
  g_autoptr(GError) error = NULL;

  g_assert_false (balut_sheet_document_export (doc, path, format, BALUT_PAPER_A4, FALSE, &error));
  g_assert_error (error, BALUT_SHEET_ERROR, BALUT_SHEET_ERROR_FAILED);
  g_test_message ("%s: %s", path, error->message);
  g_assert_false (g_file_test (path, G_FILE_TEST_IS_REGULAR));
  if (dir != NULL)
    {
      g_autofree char *listing = list_dir (dir);

      g_assert_cmpstr (listing, ==, listing_before);
    }
}

static void
test_export_failures (void)
{
  g_autofree char *dir = balut_test_make_tmp_dir ("balut-sheet-XXXXXX");
  g_autoptr(BalutSheetDocument) one = new_document (BALUT_VARIANT_STANDARD, 0, NAMES_NONE, FALSE);
  g_autoptr(BalutSheetDocument) eight = new_document (BALUT_VARIANT_OLATHE, 2, NAMES_LONG, TRUE);
  const BalutSheetFormat formats[] = { BALUT_SHEET_FORMAT_PDF, BALUT_SHEET_FORMAT_SVG };
  const char * const extensions[] = { "pdf", "svg" };

  for (guint f = 0; f < G_N_ELEMENTS (formats); f++)
    {
      g_autofree char *name = g_strdup_printf ("sheet.%s", extensions[f]);
      g_autofree char *missing = g_build_filename (dir, "missing", name, NULL);
      g_autofree char *ro_dir = g_build_filename (dir, "read-only", NULL);
      g_autofree char *in_ro = g_build_filename (ro_dir, name, NULL);
      g_autofree char *is_dir = g_build_filename (dir, name, NULL);

      /* a directory that does not exist */
      check_export_fails (one, missing, formats[f], dir, "");
      check_export_fails (eight, missing, formats[f], dir, "");

      /* a directory that cannot be written to */
      if (balut_test_modes_apply (NULL))
        {
          g_assert_cmpint (g_mkdir (ro_dir, 0555), ==, 0);
          check_export_fails (one, in_ro, formats[f], ro_dir, "");
          check_export_fails (eight, in_ro, formats[f], ro_dir, "");
          g_assert_cmpint (g_rmdir (ro_dir), ==, 0);
        }

      /* a path under a regular file (what stops root and Windows too) */
      {
        g_autofree char *plain = g_build_filename (dir, "plain", NULL);
        g_autofree char *under_file = g_build_filename (plain, name, NULL);

        g_assert_true (g_file_set_contents (plain, "not a folder", -1, NULL));
        check_export_fails (one, under_file, formats[f], dir, "plain");
        check_export_fails (eight, under_file, formats[f], dir, "plain");
        g_assert_cmpint (g_unlink (plain), ==, 0);
      }

      /* the name is taken by a directory: refused before any temporary
       * file is made (balut_file_writer_new()) */
      g_assert_cmpint (g_mkdir (is_dir, 0755), ==, 0);
      check_export_fails (one, is_dir, formats[f], dir, name);
      g_assert_true (g_file_test (is_dir, G_FILE_TEST_IS_DIR));
      g_assert_cmpint (g_rmdir (is_dir), ==, 0);
    }

  /* all or nothing: the second SVG page cannot be written, so the first,
   * already written, must go again */
  {
    g_autofree char *path = g_build_filename (dir, "game.svg", NULL);
    g_autofree char *second = g_build_filename (dir, "game-2.svg", NULL);

    g_assert_cmpuint (balut_sheet_document_get_n_pages (eight, BALUT_A4_WIDTH, BALUT_A4_HEIGHT), >, 1);
    g_assert_cmpint (g_mkdir (second, 0755), ==, 0);
    check_export_fails (eight, path, BALUT_SHEET_FORMAT_SVG, dir, "game-2.svg");
    g_assert_cmpint (g_rmdir (second), ==, 0);
  }

  /* several SVG pages need a name ending in .svg to number them */
  {
    g_autofree char *path = g_build_filename (dir, "game", NULL);
    g_autoptr(GError) error = NULL;

    g_assert_false (balut_sheet_document_export (eight, path, BALUT_SHEET_FORMAT_SVG,
                                                 BALUT_PAPER_A4, FALSE, &error));
    g_assert_error (error, BALUT_SHEET_ERROR, BALUT_SHEET_ERROR_FORMAT);
    g_assert_false (g_file_test (path, G_FILE_TEST_EXISTS));
  }

  {
    g_autofree char *listing = list_dir (dir);

    g_assert_cmpstr (listing, ==, "");
  }
  balut_test_remove_tree (dir);
}

/* A failed export leaves the files that were there as they were: a
 * PDF or a one-page SVG does (the temporary file is renamed over the old
 * one only once it is whole), and so does a multi-page SVG whose page 2
 * cannot be written (every page is opened, written and synced before any
 * is renamed into place; write_pages() in balut-sheet-document.c). */
static void
test_export_failure_keeps_files (void)
{
  g_autofree char *dir = balut_test_make_tmp_dir ("balut-sheet-XXXXXX");
  g_autoptr(BalutSheetDocument) one = new_document (BALUT_VARIANT_STANDARD, 0, NAMES_NONE, FALSE);
  g_autoptr(BalutSheetDocument) eight = new_document (BALUT_VARIANT_OLATHE, 2, NAMES_LONG, TRUE);
  g_autofree char *pdf = g_build_filename (dir, "game.pdf", NULL);
  g_autofree char *pdf_in_dir = g_build_filename (dir, "game.pdf", "x", NULL);
  g_autofree char *svg = g_build_filename (dir, "game.svg", NULL);
  g_autofree char *second = g_build_filename (dir, "game-2.svg", NULL);
  g_autoptr(GError) error = NULL;
  g_autofree char *contents = NULL;
  g_autofree char *listing = NULL;

  /* an earlier PDF, and an export that fails: the old file stays */
  g_assert_true (g_file_set_contents (pdf, "old PDF", -1, NULL));
  g_assert_false (balut_sheet_document_export (one, pdf_in_dir, BALUT_SHEET_FORMAT_PDF,
                                               BALUT_PAPER_A4, FALSE, &error));
  g_assert_error (error, BALUT_SHEET_ERROR, BALUT_SHEET_ERROR_FAILED);
  g_clear_error (&error);
  g_assert_true (g_file_get_contents (pdf, &contents, NULL, NULL));
  g_assert_cmpstr (contents, ==, "old PDF");
  g_clear_pointer (&contents, g_free);

  /* an earlier SVG, and a multi-page export whose page 2 cannot be written */
  g_assert_true (g_file_set_contents (svg, "old SVG", -1, NULL));
  g_assert_cmpint (g_mkdir (second, 0755), ==, 0);
  g_assert_false (balut_sheet_document_export (eight, svg, BALUT_SHEET_FORMAT_SVG,
                                               BALUT_PAPER_A4, FALSE, &error));
  g_assert_error (error, BALUT_SHEET_ERROR, BALUT_SHEET_ERROR_FAILED);
  listing = list_dir (dir);
  /* no temporary file left in any case */
  g_assert_cmpstr (listing, ==, g_file_test (svg, G_FILE_TEST_EXISTS) ? "game-2.svg game.pdf game.svg"
                                                                      : "game-2.svg game.pdf");
  if (!g_file_get_contents (svg, &contents, NULL, NULL))
    g_test_fail_printf ("a failed multi-page SVG export deleted the %s that was there before", svg);
  else
    g_assert_cmpstr (contents, ==, "old SVG");

  g_assert_cmpint (g_rmdir (second), ==, 0);
  balut_test_remove_tree (dir);
}

/* The blank standard sheet for one player, A4, as the reference shows it.
 *
 * To change the look on purpose, regenerate the reference and commit it:
 *   BALUT_UPDATE_REFERENCE=1 meson test -C _build --suite sheet sheet
 * writes tests/sheet/reference/blank-standard-a4.png in the source tree
 * (see tests/sheet/README.md). */
static void
test_pixels (void)
{
  const char *ref_path = g_test_get_filename (G_TEST_DIST, "sheet", "reference", "blank-standard-a4.png", NULL);
  g_autoptr(BalutSheetDocument) doc = balut_sheet_document_new_blank (BALUT_VARIANT_STANDARD, 1, NULL);
  cairo_surface_t *actual = render_page (doc, 0);
  cairo_surface_t *reference = NULL;
  cairo_surface_t *diff = NULL;
  guint n_diff, max_delta;
  double share;

  if (g_strcmp0 (g_getenv ("BALUT_UPDATE_REFERENCE"), "1") == 0)
    {
      g_assert_cmpint (cairo_surface_write_to_png (actual, ref_path), ==, CAIRO_STATUS_SUCCESS);
      g_test_message ("BALUT_UPDATE_REFERENCE=1: wrote the reference %s", ref_path);
      cairo_surface_destroy (actual);
      return;
    }

  reference = cairo_image_surface_create_from_png (ref_path);
  if (cairo_surface_status (reference) != CAIRO_STATUS_SUCCESS)
    {
      g_test_fail_printf ("cannot read the reference %s: %s (BALUT_UPDATE_REFERENCE=1 writes it)",
                          ref_path, cairo_status_to_string (cairo_surface_status (reference)));
      cairo_surface_destroy (reference);
      cairo_surface_destroy (actual);
      return;
    }
  if (cairo_image_surface_get_width (reference) != REF_WIDTH
      || cairo_image_surface_get_height (reference) != REF_HEIGHT)
    {
      g_test_fail_printf ("the reference %s is %d × %d pixels, not %d × %d",
                          ref_path, cairo_image_surface_get_width (reference),
                          cairo_image_surface_get_height (reference), REF_WIDTH, REF_HEIGHT);
      cairo_surface_destroy (reference);
      cairo_surface_destroy (actual);
      return;
    }
  if (cairo_image_surface_get_format (reference) != CAIRO_FORMAT_RGB24)
    {
      /* a PNG with alpha loads as ARGB32: paint it on white */
      cairo_surface_t *flat = cairo_image_surface_create (CAIRO_FORMAT_RGB24, REF_WIDTH, REF_HEIGHT);
      cairo_t *cr = cairo_create (flat);

      cairo_set_source_rgb (cr, 1, 1, 1);
      cairo_paint (cr);
      cairo_set_source_surface (cr, reference, 0, 0);
      cairo_paint (cr);
      cairo_destroy (cr);
      cairo_surface_destroy (reference);
      reference = flat;
    }
  cairo_surface_flush (reference);

  diff = cairo_image_surface_create (CAIRO_FORMAT_RGB24, REF_WIDTH, REF_HEIGHT);
  n_diff = compare_images (actual, reference, diff, &max_delta);
  share = n_diff / (double) (REF_WIDTH * REF_HEIGHT);
  g_test_message ("%u pixels (%.4f %%) differ by more than %d; largest difference %u",
                  n_diff, 100 * share, PIXEL_TOLERANCE, max_delta);

  if (share > MAX_DIFF_SHARE)
    {
      g_autofree char *actual_path = g_test_build_filename (G_TEST_BUILT, "sheet", "blank-standard-a4-actual.png", NULL);
      g_autofree char *diff_path = g_test_build_filename (G_TEST_BUILT, "sheet", "blank-standard-a4-diff.png", NULL);

      g_assert_cmpint (cairo_surface_write_to_png (actual, actual_path), ==, CAIRO_STATUS_SUCCESS);
      g_assert_cmpint (cairo_surface_write_to_png (diff, diff_path), ==, CAIRO_STATUS_SUCCESS);
      g_test_fail_printf ("the blank standard A4 sheet differs from %s in %u pixels (%.3f %%, at most %.3f %% allowed); "
                          "the sheet as drawn now: %s; the differences in red: %s; "
                          "if the change is wanted, run with BALUT_UPDATE_REFERENCE=1 and commit the new reference",
                          ref_path, n_diff, 100 * share, 100 * MAX_DIFF_SHARE, actual_path, diff_path);
    }

  cairo_surface_destroy (diff);
  cairo_surface_destroy (reference);
  cairo_surface_destroy (actual);
}

/* ------------------------------------------------------------- main */

static void
free_games (void)
{
  for (guint v = 0; v < BALUT_N_VARIANTS; v++)
    for (guint ci = 0; ci < G_N_ELEMENTS (player_counts); ci++)
      for (guint set = 0; set < N_NAME_SETS; set++)
        g_clear_object (&games[v][ci][set]);
}

int
main (int   argc,
      char *argv[])
{
  int status;

  g_test_init (&argc, &argv, NULL);
  balut_paths_init_i18n ();

  for (guint v = 0; v < BALUT_N_VARIANTS; v++)
    {
      g_autofree char *pages = g_strdup_printf ("/balut/sheet/pages/%s", balut_test_variant_names[v]);
      g_autofree char *fitting = g_strdup_printf ("/balut/sheet/fitting/%s", balut_test_variant_names[v]);
      g_autofree char *filled = g_strdup_printf ("/balut/sheet/filled/%s", balut_test_variant_names[v]);

      g_test_add_data_func (pages, GUINT_TO_POINTER (v), test_pages);
      g_test_add_data_func (fitting, GUINT_TO_POINTER (v), test_fitting);
      g_test_add_data_func (filled, GUINT_TO_POINTER (v), test_filled);
    }
  g_test_add_func ("/balut/sheet/pages/olathe-order", test_olathe_order);
  g_test_add_func ("/balut/sheet/fitting/overhang", test_fitting_overhang);
  g_test_add_func ("/balut/sheet/fitting/full-names", test_fitting_full_names);
  g_test_add_func ("/balut/sheet/fitting/checker", test_fitting_checker);
  g_test_add_func ("/balut/sheet/filled/in-progress", test_filled_in_progress);
  g_test_add_func ("/balut/sheet/export/paper-sizes", test_paper_sizes);
  g_test_add_func ("/balut/sheet/export/pdf", test_export_pdf);
  g_test_add_func ("/balut/sheet/export/svg", test_export_svg);
  g_test_add_func ("/balut/sheet/export/svg-pages", test_export_svg_pages);
  g_test_add_func ("/balut/sheet/export/failures", test_export_failures);
  g_test_add_func ("/balut/sheet/export/failure-keeps-files", test_export_failure_keeps_files);
  /* the reference is the English sheet: in Danish and German the fitting
   * and filled tests check that the longer words fit the paper */
  if (in_english ())
    g_test_add_func ("/balut/sheet/pixels/blank-standard-a4", test_pixels);

  /* a failed check fails its case and the others still run */
  g_test_set_nonfatal_assertions ();
  status = g_test_run ();
  free_games ();
  return status;
}
