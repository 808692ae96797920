/* balut-sheet-document.c — printable Balut scoresheets, blank or filled
 *
 * One renderer for every output: it draws pages onto any cairo context,
 * in points (1/72 inch) from the top left corner of the page, so PDF and
 * SVG files, printing and the screen all show the same drawing.
 *
 * A page, from top to bottom:
 *   - the title (the variant), the date line, the page number;
 *   - the score table: the category names on the left, then for each
 *     player on the page a group of columns: the four boxes (+ the Jackpot
 *     box), Sum and Points; under the categories the score total, the
 *     bracket points, the final points (and, for a finished game, the
 *     place);
 *   - a compact reference of the scoring rules and the points tables.
 *
 * Players stand side by side, as many on a page as fit with boxes large
 * enough to write in (more pages when they do not), or one on each page.
 * Every text is fitted into its box: shrunk a little if need be, then
 * ellipsized, never drawn over its neighbours (balut_sheet_document_list_texts()
 * lets the tests check it).
 *
 * SPDX-FileCopyrightText: 2026 The Balut developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define _GNU_SOURCE 1

#include "config.h"

#include "balut-sheet-document.h"

#include <glib/gi18n.h>
#include <math.h>

#include "balut-format.h"
#include "balut-rules.h"

#define MM               (72.0 / 25.4)
#define MARGIN           (10.0 * MM)

#define MIN_BOX          21.0    /* ~7.4 mm: room for a handwritten 3-digit number */
#define MAX_BOX          44.0    /* ~15.5 mm */
#define MIN_ROW          16.0
#define MAX_ROW          40.0
#define WRITING_ROW      30.0    /* rows at least this tall when there is room */
#define TOTAL_COL        1.3     /* Sum and Points columns, in box widths */
#define GROUP_GAP        8.0
#define NAME_ROW         22.0
#define HEAD_ROW         14.0
#define SUMMARY_GAP      5.0
#define SUMMARY_ROW      0.8     /* in category rows */
#define HEADER_HEIGHT    40.0
#define RULES_GAP        14.0
#define FOOTER_HEIGHT    12.0

#define INK              0.10, 0.10, 0.12
#define MUTED            0.45, 0.45, 0.48
#define RULE_LINE        0.55, 0.55, 0.58
#define SHADE            0.93, 0.93, 0.94

struct _BalutSheetDocument
{
  GObject           parent_instance;

  BalutVariant      variant;
  guint             n_players;
  char             *names[BALUT_SHEET_MAX_PLAYERS];
  BalutGame        *game;        /* NULL for a blank sheet */
  GDateTime        *date;        /* NULL: a line to write on */
  BalutSheetLayout  layout;

  BalutSheetPen     pen;
};

G_DEFINE_FINAL_TYPE (BalutSheetDocument, balut_sheet_document, G_TYPE_OBJECT)

typedef BalutSheetBox Box;

#define ALIGN_START   BALUT_SHEET_ALIGN_START
#define ALIGN_CENTER  BALUT_SHEET_ALIGN_CENTER
#define ALIGN_END     BALUT_SHEET_ALIGN_END

/* Where everything goes on one page */
typedef struct
{
  guint  first_player;
  guint  n_players;         /* on this page */
  guint  n_boxes;           /* columns of boxes: 4, or 5 with the Jackpot box */
  double table_x;
  double table_y;
  double label_width;
  double box;               /* width of a box column */
  double row;               /* height of a category row */
  double summary_row;
  double group_width;
  double rules_y;
  double rules_height;
  guint  n_summary;         /* score total, bracket, final points (, place) */
} Geometry;

static void
balut_sheet_document_finalize (GObject *object)
{
  BalutSheetDocument *self = BALUT_SHEET_DOCUMENT (object);

  for (guint i = 0; i < BALUT_SHEET_MAX_PLAYERS; i++)
    g_free (self->names[i]);
  g_clear_object (&self->game);
  g_clear_pointer (&self->date, g_date_time_unref);
  balut_sheet_pen_clear (&self->pen);

  G_OBJECT_CLASS (balut_sheet_document_parent_class)->finalize (object);
}

static void
balut_sheet_document_class_init (BalutSheetDocumentClass *klass)
{
  G_OBJECT_CLASS (klass)->finalize = balut_sheet_document_finalize;
}

static void
balut_sheet_document_init (BalutSheetDocument *self)
{
  self->layout = BALUT_SHEET_LAYOUT_COLUMNS;
}

/**
 * balut_sheet_document_new_blank:
 * @variant: the variant the sheet is for
 * @n_players: 1 … %BALUT_SHEET_MAX_PLAYERS
 * @names: (nullable) (array zero-terminated=1): names printed on the sheet;
 *   missing or empty names leave a line to write a name on
 *
 * Returns: (transfer full): a sheet to play on paper
 */
BalutSheetDocument *
balut_sheet_document_new_blank (BalutVariant        variant,
                                guint               n_players,
                                const char * const *names)
{
  BalutSheetDocument *self;
  gboolean at_end = names == NULL;

  g_return_val_if_fail (variant < BALUT_N_VARIANTS, NULL);
  g_return_val_if_fail (n_players >= 1 && n_players <= BALUT_SHEET_MAX_PLAYERS, NULL);

  self = g_object_new (BALUT_TYPE_SHEET_DOCUMENT, NULL);
  self->variant = variant;
  self->n_players = n_players;
  for (guint i = 0; i < n_players; i++)
    {
      if (!at_end && names[i] == NULL)
        at_end = TRUE;
      self->names[i] = g_strdup (at_end ? "" : names[i]);
    }
  return self;
}

/**
 * balut_sheet_document_new_for_game:
 * @game: a game, finished or in play
 *
 * Returns: (transfer full): the sheets of @game's players with every entry
 *   so far, their totals and points, and the ranking once it is finished
 */
BalutSheetDocument *
balut_sheet_document_new_for_game (BalutGame *game)
{
  BalutSheetDocument *self;

  g_return_val_if_fail (BALUT_IS_GAME (game), NULL);
  g_return_val_if_fail (balut_game_get_n_players (game) >= 1, NULL);
  g_return_val_if_fail (balut_game_get_n_players (game) <= BALUT_SHEET_MAX_PLAYERS, NULL);

  self = g_object_new (BALUT_TYPE_SHEET_DOCUMENT, NULL);
  self->variant = balut_game_get_variant (game);
  self->n_players = balut_game_get_n_players (game);
  self->game = g_object_ref (game);
  for (guint i = 0; i < self->n_players; i++)
    self->names[i] = g_strdup (balut_player_get_name (balut_game_get_player (game, i)));
  return self;
}

BalutVariant
balut_sheet_document_get_variant (BalutSheetDocument *self)
{
  g_return_val_if_fail (BALUT_IS_SHEET_DOCUMENT (self), BALUT_VARIANT_STANDARD);
  return self->variant;
}

guint
balut_sheet_document_get_n_players (BalutSheetDocument *self)
{
  g_return_val_if_fail (BALUT_IS_SHEET_DOCUMENT (self), 0);
  return self->n_players;
}

gboolean
balut_sheet_document_is_filled (BalutSheetDocument *self)
{
  g_return_val_if_fail (BALUT_IS_SHEET_DOCUMENT (self), FALSE);
  return self->game != NULL;
}

void
balut_sheet_document_set_layout (BalutSheetDocument *self,
                                 BalutSheetLayout    layout)
{
  g_return_if_fail (BALUT_IS_SHEET_DOCUMENT (self));
  g_return_if_fail (layout == BALUT_SHEET_LAYOUT_COLUMNS || layout == BALUT_SHEET_LAYOUT_ONE_PER_PAGE);
  self->layout = layout;
}

BalutSheetLayout
balut_sheet_document_get_layout (BalutSheetDocument *self)
{
  g_return_val_if_fail (BALUT_IS_SHEET_DOCUMENT (self), BALUT_SHEET_LAYOUT_COLUMNS);
  return self->layout;
}

/**
 * balut_sheet_document_set_date:
 * @self: a sheet
 * @date: (nullable): the day printed on the sheet; %NULL prints a line
 *   to write it on
 */
void
balut_sheet_document_set_date (BalutSheetDocument *self,
                               GDateTime          *date)
{
  g_return_if_fail (BALUT_IS_SHEET_DOCUMENT (self));

  if (date != NULL)
    g_date_time_ref (date);
  g_clear_pointer (&self->date, g_date_time_unref);
  self->date = date;
}

/**
 * balut_sheet_document_get_date:
 *
 * Returns: (nullable) (transfer none): the date printed on the sheet
 */
GDateTime *
balut_sheet_document_get_date (BalutSheetDocument *self)
{
  g_return_val_if_fail (BALUT_IS_SHEET_DOCUMENT (self), NULL);
  return self->date;
}

/* ---------------------------------------------------------------- text */

static double
draw_text (BalutSheetDocument *self,
           const char         *text,
           Box                 box,
           double              size,
           gboolean            bold,
           BalutSheetAlign     align)
{
  return balut_sheet_pen_draw_text (&self->pen, text, box, size, bold, align);
}

static double
text_width (BalutSheetDocument *self,
            const char         *text,
            double              size,
            gboolean            bold)
{
  return balut_sheet_pen_text_width (&self->pen, text, size, bold);
}

/* ------------------------------------------------------------- geometry */

static guint
n_box_columns (BalutSheetDocument *self)
{
  return balut_variant_has_jackpot (self->variant) ? BALUT_N_COLUMNS : BALUT_N_REGULAR;
}

static double
group_columns (BalutSheetDocument *self)
{
  return n_box_columns (self) + 2 * TOTAL_COL;
}

static double
label_width (BalutSheetDocument *self)
{
  double width = 0;
  const char *summary[] = { _("Score total"), _("Bracket points"), _("Final points"), _("Place") };

  for (guint c = 0; c < BALUT_N_CATEGORIES; c++)
    width = MAX (width, text_width (self, balut_category_get_label (c), 10, TRUE));
  for (guint i = 0; i < G_N_ELEMENTS (summary); i++)
    width = MAX (width, text_width (self, summary[i], 9, FALSE));
  /* long translations are shrunk to fit rather than let the label
   * column take the page */
  return CLAMP (width + 8, 64, 110);
}

static double
box_for_players (BalutSheetDocument *self,
                 double              usable_width,
                 double              labels,
                 guint               n)
{
  return (usable_width - labels - (n - 1) * GROUP_GAP) / (n * group_columns (self));
}

/* How many players share a page of this width */
static guint
players_per_page (BalutSheetDocument *self,
                  double              width)
{
  double usable = width - 2 * MARGIN;
  double labels = label_width (self);
  guint n;

  if (self->layout == BALUT_SHEET_LAYOUT_ONE_PER_PAGE)
    return 1;

  for (n = MIN (self->n_players, BALUT_SHEET_MAX_PLAYERS); n > 1; n--)
    if (box_for_players (self, usable, labels, n) >= MIN_BOX)
      break;
  return n;
}

guint
balut_sheet_document_get_n_pages (BalutSheetDocument *self,
                                  double              width,
                                  double              height)
{
  guint per_page;

  g_return_val_if_fail (BALUT_IS_SHEET_DOCUMENT (self), 0);
  g_return_val_if_fail (width > 0 && height > 0, 0);

  per_page = players_per_page (self, width);
  return (self->n_players + per_page - 1) / per_page;
}

/* The players of @page: the pages share them out evenly (8 players, 3 a
 * page: 3, 3, 2). */
static void
page_players (BalutSheetDocument *self,
              guint               page,
              guint               n_pages,
              guint              *first,
              guint              *n)
{
  guint base = self->n_players / n_pages;
  guint extra = self->n_players % n_pages;

  *first = page * base + MIN (page, extra);
  *n = base + (page < extra ? 1 : 0);
}

static gboolean
game_finished (BalutSheetDocument *self)
{
  return self->game != NULL && balut_game_is_finished (self->game);
}

static double rules_height (BalutSheetDocument *self, double width);

static void
compute_geometry (BalutSheetDocument *self,
                  guint               page,
                  double              width,
                  double              height,
                  Geometry           *g)
{
  double usable_w = width - 2 * MARGIN;
  double usable_h = height - 2 * MARGIN;
  guint n_pages = balut_sheet_document_get_n_pages (self, width, height);
  double table_height, room, table_width;

  page_players (self, page, n_pages, &g->first_player, &g->n_players);
  g->n_boxes = n_box_columns (self);
  g->label_width = label_width (self);
  g->n_summary = game_finished (self) ? 4 : 3;
  g->box = MIN (MAX_BOX, box_for_players (self, usable_w, g->label_width, g->n_players));
  g->group_width = g->box * group_columns (self);

  g->rules_height = rules_height (self, usable_w);

  /* rows as tall as the boxes are wide and tall enough to write in
   * (narrow boxes get taller rows), less if the page is short */
  room = usable_h - HEADER_HEIGHT - NAME_ROW - HEAD_ROW - SUMMARY_GAP
         - RULES_GAP - g->rules_height - FOOTER_HEIGHT;
  g->row = MIN (MIN (MAX_ROW, MAX (g->box, WRITING_ROW)),
                room / (BALUT_N_CATEGORIES + g->n_summary * SUMMARY_ROW));
  g->row = MAX (MIN_ROW, floor (g->row * 4) / 4);
  g->summary_row = g->row * SUMMARY_ROW;

  table_width = g->label_width + g->n_players * g->group_width + (g->n_players - 1) * GROUP_GAP;
  g->table_x = MARGIN + MAX (0, (usable_w - table_width) / 2);
  g->table_y = MARGIN + HEADER_HEIGHT;

  table_height = NAME_ROW + HEAD_ROW + BALUT_N_CATEGORIES * g->row + SUMMARY_GAP
                 + g->n_summary * g->summary_row;
  /* the reference sits at the foot of the page, under any room to spare */
  g->rules_y = MAX (g->table_y + table_height + RULES_GAP,
                    height - MARGIN - FOOTER_HEIGHT - g->rules_height);
}

/* ------------------------------------------------------------- drawing */

static void
stroke_box (cairo_t *cr,
            Box      b,
            double   line_width)
{
  cairo_set_line_width (cr, line_width);
  cairo_rectangle (cr, b.x, b.y, b.width, b.height);
  cairo_stroke (cr);
}

static void
fill_box (cairo_t *cr,
          Box      b)
{
  cairo_rectangle (cr, b.x, b.y, b.width, b.height);
  cairo_fill (cr);
}

static void
draw_header (BalutSheetDocument *self,
             guint               page,
             guint               n_pages,
             double              width)
{
  cairo_t *cr = self->pen.cr;
  g_autofree char *title = NULL;
  g_autofree char *date_text = NULL;
  double usable = width - 2 * MARGIN;
  double date_width = 150;
  Box date_box = { MARGIN + usable - date_width, MARGIN + 16, date_width, 14 };

  /* Translators: the title of a printed sheet, e.g. "Jackpot Balut — Scoresheet" */
  title = g_strdup_printf (_("%s — Scoresheet"), balut_variant_get_label (self->variant));
  cairo_set_source_rgb (cr, INK);
  draw_text (self, title, (Box) { MARGIN, MARGIN, usable - date_width - 10, 20 }, 16, TRUE, ALIGN_START);

  if (n_pages > 1)
    {
      /* Translators: page numbers of a printed sheet */
      g_autofree char *pages = g_strdup_printf (_("Page %u of %u"), page + 1, n_pages);

      cairo_set_source_rgb (cr, MUTED);
      draw_text (self, pages, (Box) { MARGIN + usable - date_width, MARGIN, date_width, 12 }, 8, FALSE, ALIGN_END);
    }

  /* a finished game: the ranking (R22) under the title, for players
   * spread over several pages */
  if (game_finished (self))
    {
      g_autoptr(GArray) ranking = balut_game_dup_ranking (self->game);
      g_autoptr(GString) line = g_string_new (_("Ranking:"));

      for (guint i = 0; i < ranking->len; i++)
        {
          guint seat = g_array_index (ranking, guint, i);
          BalutPlayer *player = balut_game_get_player (self->game, seat);
          g_autofree char *pts = balut_format_number (balut_player_get_final_points (player));

          /* Translators: one player in the ranking line of a printed sheet:
           * place, name, final points, score total */
          g_string_append_printf (line, _("  %u. %s %s (%u)"),
                                  balut_game_get_place (self->game, seat),
                                  balut_player_get_name (player), pts,
                                  balut_player_get_score_total (player));
        }
      cairo_set_source_rgb (cr, MUTED);
      draw_text (self, line->str, (Box) { MARGIN, MARGIN + 22, usable - date_width - 10, 11 }, 8, FALSE, ALIGN_START);
    }

  cairo_set_source_rgb (cr, INK);
  if (self->date != NULL)
    {
      /* Translators: the date on a printed sheet, a g_date_time_format()
       * format: "%-d %B %Y" is "22 November 2026" */
      g_autofree char *day = g_date_time_format (self->date, _("%-d %B %Y"));

      /* Translators: the date line of a printed sheet */
      date_text = g_strdup_printf (_("Date: %s"), day);
      draw_text (self, date_text, date_box, 9, FALSE, ALIGN_END);
    }
  else
    {
      const char *label = _("Date:");
      double label_w = MIN (text_width (self, label, 9, FALSE), date_width / 2);

      draw_text (self, label, (Box) { date_box.x, date_box.y, label_w, date_box.height }, 9, FALSE, ALIGN_START);
      cairo_set_source_rgb (cr, RULE_LINE);
      cairo_set_line_width (cr, 0.6);
      cairo_move_to (cr, date_box.x + label_w + 4, date_box.y + date_box.height);
      cairo_line_to (cr, date_box.x + date_box.width, date_box.y + date_box.height);
      cairo_stroke (cr);
    }

  /* a rule under the header */
  cairo_set_source_rgb (cr, INK);
  cairo_set_line_width (cr, 1.0);
  cairo_move_to (cr, MARGIN, MARGIN + HEADER_HEIGHT - 6);
  cairo_line_to (cr, MARGIN + usable, MARGIN + HEADER_HEIGHT - 6);
  cairo_stroke (cr);
}

static double
group_x (const Geometry *g,
         guint           index)
{
  return g->table_x + g->label_width + index * (g->group_width + GROUP_GAP);
}

/* x of a column in a group: boxes 0 … n_boxes-1, then Sum, then Points */
static Box
column_box (const Geometry *g,
            guint           index,
            guint           column,
            double          y,
            double          height)
{
  double x = group_x (g, index);
  double w = g->box;

  if (column < g->n_boxes)
    x += column * g->box;
  else
    {
      x += g->n_boxes * g->box + (column - g->n_boxes) * g->box * TOTAL_COL;
      w = g->box * TOTAL_COL;
    }
  return (Box) { x, y, w, height };
}

static void
draw_box_value (BalutSheetDocument *self,
                Box                 b,
                gint                value,
                double              size)
{
  g_autofree char *text = NULL;

  if (value == BALUT_BOX_EMPTY)
    return;
  /* a struck box is "–", never empty (presentation decisions) */
  text = value == 0 ? g_strdup ("–") : g_strdup_printf ("%d", value);
  cairo_set_source_rgb (self->pen.cr, INK);
  draw_text (self, text, (Box) { b.x + 1.5, b.y, b.width - 3, b.height }, size, FALSE, ALIGN_CENTER);
}

static void
draw_player (BalutSheetDocument *self,
             const Geometry     *g,
             guint               index,
             guint               player_index)
{
  cairo_t *cr = self->pen.cr;
  BalutScoresheet *sheet = NULL;
  const BalutPoints *points = NULL;
  double x = group_x (g, index);
  double y = g->table_y;
  double value_size = MIN (12, g->row * 0.45);
  const char *name = self->names[player_index];
  Box b;

  if (self->game != NULL)
    {
      sheet = balut_player_get_sheet (balut_game_get_player (self->game, player_index));
      points = balut_scoresheet_get_points (sheet);
    }

  /* the name, or a line to write it on */
  b = (Box) { x, y, g->group_width, NAME_ROW - 4 };
  if (name != NULL && *name != '\0')
    {
      cairo_set_source_rgb (cr, INK);
      draw_text (self, name, b, 11, TRUE, ALIGN_START);
    }
  else
    {
      const char *label = _("Name:");
      double label_w = MIN (text_width (self, label, 8, FALSE), b.width / 2);

      cairo_set_source_rgb (cr, MUTED);
      draw_text (self, label, (Box) { b.x, b.y + 4, label_w, b.height - 4 }, 8, FALSE, ALIGN_START);
    }
  cairo_set_source_rgb (cr, RULE_LINE);
  cairo_set_line_width (cr, 0.6);
  cairo_move_to (cr, x, y + NAME_ROW - 3);
  cairo_line_to (cr, x + g->group_width, y + NAME_ROW - 3);
  cairo_stroke (cr);
  y += NAME_ROW;

  /* column headings */
  cairo_set_source_rgb (cr, MUTED);
  for (guint col = 0; col < g->n_boxes + 2; col++)
    {
      g_autofree char *heading = NULL;

      if (col < BALUT_N_REGULAR)
        heading = g_strdup_printf ("%u", col + 1);
      else if (col < g->n_boxes)
        heading = g_strdup (_("Jackpot"));
      else if (col == g->n_boxes)
        heading = g_strdup (_("Sum"));
      else
        heading = g_strdup (_("Points"));
      b = column_box (g, index, col, y, HEAD_ROW);
      draw_text (self, heading, (Box) { b.x + 1, b.y, b.width - 2, b.height }, 7.5, TRUE, ALIGN_CENTER);
    }
  y += HEAD_ROW;

  /* the categories */
  for (guint c = 0; c < BALUT_N_CATEGORIES; c++)
    {
      double ry = y + c * g->row;

      for (guint col = 0; col < g->n_boxes; col++)
        {
          guint box = col < BALUT_N_REGULAR ? col : BALUT_BOX_JACKPOT;

          b = column_box (g, index, col, ry, g->row);
          if (box == BALUT_BOX_JACKPOT && !balut_category_has_jackpot (c))
            {
              /* Balut has no Jackpot box (J1) */
              cairo_set_source_rgb (cr, SHADE);
              fill_box (cr, b);
              cairo_set_source_rgb (cr, RULE_LINE);
              stroke_box (cr, b, 0.5);
              continue;
            }

          if (box == BALUT_BOX_JACKPOT)
            {
              /* J1: the Jackpot box stands apart */
              cairo_set_source_rgb (cr, SHADE);
              fill_box (cr, b);
            }
          cairo_set_source_rgb (cr, INK);
          stroke_box (cr, b, 0.6);

          if (self->variant == BALUT_VARIANT_OLATHE)
            {
              /* O1: the order the boxes are filled in */
              g_autofree char *order = g_strdup_printf ("%u", box * BALUT_N_CATEGORIES + c + 1);

              cairo_set_source_rgb (cr, MUTED);
              draw_text (self, order, (Box) { b.x + 1.5, b.y + 1, b.width * 0.45, MIN (8, b.height * 0.35) },
                         5.5, FALSE, ALIGN_START);
            }

          if (sheet != NULL)
            draw_box_value (self, b, balut_scoresheet_get_box (sheet, c, box), value_size);
        }

      for (guint col = g->n_boxes; col < g->n_boxes + 2; col++)
        {
          b = column_box (g, index, col, ry, g->row);
          cairo_set_source_rgb (cr, INK);
          stroke_box (cr, b, 0.6);
          if (points != NULL)
            {
              const BalutCategoryPoints *cp = &points->categories[c];
              g_autofree char *text = col == g->n_boxes ? g_strdup_printf ("%u", cp->sum)
                                                        : balut_format_points (cp->points);

              draw_text (self, text, (Box) { b.x + 2, b.y, b.width - 4, b.height }, value_size,
                         col != g->n_boxes && cp->points != 0, ALIGN_CENTER);
            }
        }
    }

  /* thicker frames around the boxes and around the points */
  cairo_set_source_rgb (cr, INK);
  b = column_box (g, index, g->n_boxes + 1, y, BALUT_N_CATEGORIES * g->row);
  stroke_box (cr, b, 1.0);
  stroke_box (cr, (Box) { x, y, g->group_width, BALUT_N_CATEGORIES * g->row }, 1.2);
  y += BALUT_N_CATEGORIES * g->row + SUMMARY_GAP;

  /* score total (Sum column), bracket and final points (Points column),
   * and the place once the game is over */
  for (guint r = 0; r < g->n_summary; r++)
    {
      double ry = y + r * g->summary_row;
      guint col = r == 0 ? g->n_boxes : g->n_boxes + 1;
      g_autofree char *text = NULL;

      b = column_box (g, index, col, ry, g->summary_row);
      cairo_set_source_rgb (cr, INK);
      stroke_box (cr, b, r == 2 ? 1.6 : 0.6);

      if (points == NULL)
        continue;
      switch (r)
        {
        case 0:
          text = g_strdup_printf ("%u", points->score_total);
          break;
        case 1:
          {
            guint low, high;
            g_autofree char *range = NULL;
            Box left = column_box (g, index, 0, ry, g->summary_row);

            text = balut_format_points (points->bracket_points);
            balut_rules_bracket_range (points->bracket_points, &low, &high);
            range = g_strdup_printf ("%u–%u", low, high);
            left.width = g->n_boxes * g->box + g->box * TOTAL_COL - 4;
            cairo_set_source_rgb (cr, MUTED);
            draw_text (self, range, left, MIN (9, value_size), FALSE, ALIGN_END);
            cairo_set_source_rgb (cr, INK);
          }
          break;
        case 2:
          text = balut_format_points (points->final_points);
          break;
        default:
          text = g_strdup_printf ("%u", balut_game_get_place (self->game, player_index));
          break;
        }
      draw_text (self, text, (Box) { b.x + 2, b.y, b.width - 4, b.height }, MIN (value_size, g->summary_row * 0.55),
                 r >= 2, ALIGN_CENTER);
    }
}

static void
draw_labels (BalutSheetDocument *self,
             const Geometry     *g)
{
  double y = g->table_y + NAME_ROW + HEAD_ROW;
  const char *summary[] = { _("Score total"), _("Bracket points"), _("Final points"), _("Place") };

  cairo_set_source_rgb (self->pen.cr, INK);
  for (guint c = 0; c < BALUT_N_CATEGORIES; c++)
    draw_text (self, balut_category_get_label (c),
               (Box) { g->table_x, y + c * g->row, g->label_width - 6, g->row },
               MIN (10, g->row * 0.5), TRUE, ALIGN_START);

  y += BALUT_N_CATEGORIES * g->row + SUMMARY_GAP;
  for (guint r = 0; r < g->n_summary; r++)
    draw_text (self, summary[r],
               (Box) { g->table_x, y + r * g->summary_row, g->label_width - 6, g->summary_row },
               MIN (9, g->summary_row * 0.5), r == 2, ALIGN_START);
}

/* ---------------------------------------------------- rules reference */

#define RULES_SIZE   7.0
#define RULES_LINE   10.0
#define RULES_TITLE  9.0

static char *
box_score_text (BalutCategory category)
{
  switch (category)
    {
    case BALUT_CATEGORY_FOURS:
      return g_strdup (_("4 for each four"));
    case BALUT_CATEGORY_FIVES:
      return g_strdup (_("5 for each five"));
    case BALUT_CATEGORY_SIXES:
      return g_strdup (_("6 for each six"));
    case BALUT_CATEGORY_STRAIGHT:
      return g_strdup (_("1–5: 15, 2–6: 20"));
    case BALUT_CATEGORY_FULL_HOUSE:
      return g_strdup (_("three and two of a kind: sum of the dice"));
    case BALUT_CATEGORY_CHOICE:
      return g_strdup (_("any dice: sum of the dice"));
    case BALUT_CATEGORY_BALUT:
    default:
      return g_strdup (_("five of a kind: 20 + sum of the dice"));
    }
}

static char *
points_text (BalutVariant  variant,
             BalutCategory category)
{
  guint threshold = balut_rules_threshold (category);
  gint base = balut_rules_base_points (category);

  switch (category)
    {
    case BALUT_CATEGORY_STRAIGHT:
    case BALUT_CATEGORY_FULL_HOUSE:
      /* Translators: R15, R16: e.g. "all four boxes scored: 4" */
      return g_strdup_printf (_("all four boxes scored: %d"), base);
    case BALUT_CATEGORY_BALUT:
      if (variant == BALUT_VARIANT_JACKPOT)
        return g_strdup_printf (_("first Balut %d, each further one %d"),
                                balut_rules_balut_points (variant, 1),
                                balut_rules_balut_points (variant, 2) - balut_rules_balut_points (variant, 1));
      return g_strdup_printf (_("%d for each Balut"), balut_rules_balut_points (variant, 1));
    default:
      /* Translators: R12–R14, R17: e.g. "52 or more: 2" */
      return g_strdup_printf (_("%u or more: %d"), threshold, base);
    }
}

static char *
jackpot_text (BalutCategory category)
{
  gint bonus = balut_rules_jackpot_bonus (category);

  switch (category)
    {
    case BALUT_CATEGORY_FOURS:
      return g_strdup_printf (_("four fours or more; ±%d"), bonus);
    case BALUT_CATEGORY_FIVES:
      return g_strdup_printf (_("four fives or more; ±%d"), bonus);
    case BALUT_CATEGORY_SIXES:
      return g_strdup_printf (_("four sixes or more; ±%d"), bonus);
    case BALUT_CATEGORY_STRAIGHT:
      return g_strdup_printf (_("2–6 only; ±%d"), bonus);
    case BALUT_CATEGORY_FULL_HOUSE:
      return g_strdup_printf (_("sum 22 or more; ±%d"), bonus);
    case BALUT_CATEGORY_CHOICE:
      return g_strdup_printf (_("sum 25 or more; ±%d"), bonus);
    case BALUT_CATEGORY_BALUT:
    default:
      return g_strdup ("");
    }
}

static const char *
variant_note (BalutVariant variant)
{
  switch (variant)
    {
    case BALUT_VARIANT_JACKPOT:
      return _("Up to three throws a turn; enter the dice in any empty box. A roll that does not "
               "qualify is struck (–). The Jackpot box (J) takes only the rolls shown; it must be "
               "filled or struck before the fourth box of its row. If it is used, the row’s points "
               "get the bonus when the row’s condition is met, and lose it when it is not. The "
               "thresholds count the four boxes only; the score total counts the Jackpot boxes too.");
    case BALUT_VARIANT_OLATHE:
      return _("Up to five throws a turn. The boxes are filled in the order of their small "
               "numbers, 1 to 28: down the first column, then the next. A roll that does not "
               "qualify is struck (–).");
    case BALUT_VARIANT_STANDARD:
    default:
      return _("Up to three throws a turn; enter the dice in any empty box. A roll that does not "
               "qualify is struck (–). Final points = the points of the rows + the bracket points "
               "of the score total.");
    }
}

/* Draws the reference block at @y (or only measures it when @draw is
 * FALSE); returns its height. */
static double
rules_block (BalutSheetDocument *self,
             double              x,
             double              y,
             double              width,
             gboolean            draw)
{
  gboolean jackpot = balut_variant_has_jackpot (self->variant);
  double col_category = width * 0.14;
  double col_score = width * (jackpot ? 0.30 : 0.40);
  double col_jackpot = jackpot ? width * 0.24 : 0;
  double col_points = width - col_category - col_score - col_jackpot;
  double y0 = y;
  const gint bracket_starts[] = { 0, 300, 350, 400, 450, 500, 550, 600, 650 };
  guint n_brackets = G_N_ELEMENTS (bracket_starts);
  double cell;
  double note_height;

  if (draw)
    {
      cairo_set_source_rgb (self->pen.cr, INK);
      draw_text (self, _("How to score"), (Box) { x, y, width, RULES_TITLE + 4 }, RULES_TITLE, TRUE, ALIGN_START);
    }
  y += RULES_TITLE + 6;

  if (draw)
    {
      cairo_set_source_rgb (self->pen.cr, MUTED);
      draw_text (self, _("Row"), (Box) { x, y, col_category - 4, RULES_LINE }, RULES_SIZE, TRUE, ALIGN_START);
      draw_text (self, _("Each box scores"), (Box) { x + col_category, y, col_score - 4, RULES_LINE },
                 RULES_SIZE, TRUE, ALIGN_START);
      if (jackpot)
        draw_text (self, _("Jackpot box (J)"), (Box) { x + col_category + col_score, y, col_jackpot - 4, RULES_LINE },
                   RULES_SIZE, TRUE, ALIGN_START);
      draw_text (self, _("Points at the end"), (Box) { x + width - col_points, y, col_points, RULES_LINE },
                 RULES_SIZE, TRUE, ALIGN_START);
    }
  y += RULES_LINE;

  for (guint c = 0; c < BALUT_N_CATEGORIES; c++)
    {
      if (draw)
        {
          g_autofree char *score = box_score_text (c);
          g_autofree char *pts = points_text (self->variant, c);

          cairo_set_source_rgb (self->pen.cr, INK);
          draw_text (self, balut_category_get_label (c), (Box) { x, y, col_category - 4, RULES_LINE },
                     RULES_SIZE, TRUE, ALIGN_START);
          draw_text (self, score, (Box) { x + col_category, y, col_score - 4, RULES_LINE },
                     RULES_SIZE, FALSE, ALIGN_START);
          if (jackpot)
            {
              g_autofree char *jp = jackpot_text (c);

              draw_text (self, jp, (Box) { x + col_category + col_score, y, col_jackpot - 4, RULES_LINE },
                         RULES_SIZE, FALSE, ALIGN_START);
            }
          draw_text (self, pts, (Box) { x + width - col_points, y, col_points, RULES_LINE },
                     RULES_SIZE, FALSE, ALIGN_START);
        }
      y += RULES_LINE;
    }
  y += 4;

  /* the bracket table (R20): two rows of cells */
  cell = (width - col_category) / n_brackets;
  if (draw)
    {
      cairo_set_source_rgb (self->pen.cr, INK);
      draw_text (self, _("Score total"), (Box) { x, y, col_category - 4, RULES_LINE }, RULES_SIZE, TRUE, ALIGN_START);
      draw_text (self, _("Bracket points"), (Box) { x, y + RULES_LINE, col_category - 4, RULES_LINE },
                 RULES_SIZE, TRUE, ALIGN_START);
      for (guint i = 0; i < n_brackets; i++)
        {
          g_autofree char *range = i + 1 < n_brackets
                                   ? g_strdup_printf ("%d–%d", bracket_starts[i], bracket_starts[i + 1] - 1)
                                   : g_strdup_printf ("%d+", bracket_starts[i]);
          g_autofree char *pts = balut_format_points (balut_rules_bracket_points (bracket_starts[i]));
          Box top = { x + col_category + i * cell, y, cell, RULES_LINE };
          Box bottom = { top.x, y + RULES_LINE, cell, RULES_LINE };

          cairo_set_source_rgb (self->pen.cr, RULE_LINE);
          stroke_box (self->pen.cr, top, 0.4);
          stroke_box (self->pen.cr, bottom, 0.4);
          cairo_set_source_rgb (self->pen.cr, INK);
          draw_text (self, range, (Box) { top.x + 1, top.y, top.width - 2, top.height }, RULES_SIZE, FALSE, ALIGN_CENTER);
          draw_text (self, pts, (Box) { bottom.x + 1, bottom.y, bottom.width - 2, bottom.height },
                     RULES_SIZE, TRUE, ALIGN_CENTER);
        }
    }
  y += 2 * RULES_LINE + 6;

  /* how a turn goes, in a wrapped paragraph */
  if (draw)
    note_height = balut_sheet_pen_draw_paragraph (&self->pen, variant_note (self->variant), x, y, width, RULES_SIZE);
  else
    note_height = balut_sheet_pen_paragraph_height (&self->pen, variant_note (self->variant), width, RULES_SIZE);
  y += note_height;

  return y - y0;
}

static double
rules_height (BalutSheetDocument *self,
              double              width)
{
  return rules_block (self, 0, 0, width, FALSE);
}

static void
draw_footer (BalutSheetDocument *self,
             double              width,
             double              height)
{
  /* Translators: the small print at the foot of a printed sheet */
  g_autofree char *text = g_strdup_printf (_("Balut %s — balut.org rules, with the decisions of this game"),
                                           PACKAGE_VERSION);

  cairo_set_source_rgb (self->pen.cr, MUTED);
  draw_text (self, text, (Box) { MARGIN, height - MARGIN - FOOTER_HEIGHT + 2, width - 2 * MARGIN, FOOTER_HEIGHT - 2 },
             6.5, FALSE, ALIGN_START);
}

/**
 * balut_sheet_document_draw_page:
 * @self: a sheet
 * @cr: where to draw, in points, with the page's top left corner at 0, 0
 * @page: the page, from 0
 * @width: the page's width, in points
 * @height: the page's height, in points
 */
void
balut_sheet_document_draw_page (BalutSheetDocument *self,
                                cairo_t            *cr,
                                guint               page,
                                double              width,
                                double              height)
{
  Geometry g;
  guint n_pages;

  g_return_if_fail (BALUT_IS_SHEET_DOCUMENT (self));
  g_return_if_fail (cr != NULL);
  g_return_if_fail (width > 2 * MARGIN && height > 2 * MARGIN);

  n_pages = balut_sheet_document_get_n_pages (self, width, height);
  g_return_if_fail (page < n_pages);

  cairo_save (cr);
  balut_sheet_pen_begin_page (&self->pen, cr);
  compute_geometry (self, page, width, height, &g);

  draw_header (self, page, n_pages, width);
  draw_labels (self, &g);
  for (guint i = 0; i < g.n_players; i++)
    draw_player (self, &g, i, g.first_player + i);
  rules_block (self, MARGIN, g.rules_y, width - 2 * MARGIN, TRUE);
  draw_footer (self, width, height);

  balut_sheet_pen_end_page (&self->pen);
  cairo_restore (cr);
}

static void
draw_page_cb (gpointer  document,
              cairo_t  *cr,
              guint     page,
              double    width,
              double    height)
{
  balut_sheet_document_draw_page (document, cr, page, width, height);
}

/**
 * balut_sheet_document_list_texts:
 *
 * Returns: (transfer full) (element-type BalutSheetText): every text drawn
 *   on @page with the box it was fitted into, in page coordinates
 */
GPtrArray *
balut_sheet_document_list_texts (BalutSheetDocument *self,
                                 guint               page,
                                 double              width,
                                 double              height)
{
  g_return_val_if_fail (BALUT_IS_SHEET_DOCUMENT (self), NULL);

  return balut_sheet_pen_list_texts (&self->pen, draw_page_cb, self, page, width, height);
}

/* -------------------------------------------------------------- export */

/**
 * balut_sheet_document_dup_title:
 *
 * Returns: (transfer full): the document's title, as in a PDF's metadata
 *   and a print job's name: "Jackpot Balut — blank scoresheet"
 */
char *
balut_sheet_document_dup_title (BalutSheetDocument *self)
{
  g_return_val_if_fail (BALUT_IS_SHEET_DOCUMENT (self), NULL);

  if (self->game != NULL)
    /* Translators: the title of an exported sheet of a game */
    return g_strdup_printf (_("%s — scoresheet of a game"), balut_variant_get_label (self->variant));
  /* Translators: the title of an exported blank sheet */
  return g_strdup_printf (_("%s — blank scoresheet"), balut_variant_get_label (self->variant));
}

/**
 * balut_sheet_document_export:
 * @self: a sheet
 * @filename: the file to write; an SVG file holds one page, and the pages
 *   after the first go to FILE-2.svg, FILE-3.svg, …
 * @format: PDF or SVG
 * @paper: the paper size
 * @landscape: whether the pages are turned
 * @error: return location for a #BalutSheetError
 *
 * Writes every page. Each file is written whole or not at all; a file
 * replaced keeps its permissions, and a new SVG page after the first
 * gets the first's. A link is written through (the file it leads to is
 * replaced), a character device or a pipe straight to, and a folder, a
 * socket or a link to nothing is refused (balut_file_writer_new()). The
 * pages an earlier SVG export of more pages wrote after the last one
 * (FILE-(n+1).svg, …) are removed, those Balut wrote only.
 *
 * Returns: whether every file was written
 */
gboolean
balut_sheet_document_export (BalutSheetDocument  *self,
                             const char          *filename,
                             BalutSheetFormat     format,
                             BalutPaper           paper,
                             gboolean             landscape,
                             GError             **error)
{
  g_autofree char *title = NULL;
  double width, height;

  g_return_val_if_fail (BALUT_IS_SHEET_DOCUMENT (self), FALSE);
  g_return_val_if_fail (filename != NULL, FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  balut_paper_get_size (paper, landscape, &width, &height);
  title = balut_sheet_document_dup_title (self);
  return balut_sheet_export_pages (filename, format, width, height,
                                   balut_sheet_document_get_n_pages (self, width, height),
                                   title, _("Balut scoresheet"), draw_page_cb, self, error);
}
