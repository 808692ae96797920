/* belote-sheet-document.c — Belote's score sheets (the feuille de marque)
 *
 * One renderer for every output, as for Balut's sheets: pages are laid
 * out in points from the page's top left corner and drawn onto any cairo
 * context, so PDF and SVG files, printing and a preview on screen show
 * the same drawing.
 *
 * A sheet, from top to bottom:
 *   - the title, the target (B3) and, for a match, its school (B26,
 *     B27); the date, or a line to write it on;
 *   - the table: the deal's number and trump, then for each team (Us /
 *     Them, or its name; team 0 is seats 0 and 2, B2) its marks, the
 *     points it scored in the deal and its running total, and last the
 *     pot a litige leaves (B23, B24); one row a deal;
 *   - for a match, the winner (B25) and a pot left unscored;
 *   - the legend of the marks: T the taker's team, D dedans, L litige,
 *     C capot (B15), B Belote-Rebelote (B21).
 *
 * A blank document is one page of 1 to 4 sheets to cut apart, side by
 * side or two by two, whichever leaves each sheet the most room; its
 * rows are as many as fit, tall enough to write in. A filled document is
 * one sheet a page, continued on more pages when the match has more
 * deals than a page holds (each later page starts with the totals
 * brought forward); a match in play leaves its remaining rows blank, to
 * go on on paper.
 *
 * Texts are fitted into their boxes with the pen of balut-sheet-paper.c
 * (shrunk a little, then ellipsized, never over their neighbours), and
 * belote_sheet_document_list_texts () lets the tests check it.
 *
 * SPDX-FileCopyrightText: 2026 The Balut developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include "belote-sheet-document.h"

#include <glib/gi18n.h>
#include <math.h>

#include "balut-format.h"

#define MM               (72.0 / 25.4)
#define MARGIN           (10.0 * MM)
#define FOOTER_HEIGHT    12.0
#define CUT_GAP          (8.0 * MM)    /* between sheets: a dashed line to cut along */

#define MIN_SHEET_WIDTH  150.0
#define MIN_SHEET_HEIGHT 240.0
#define IDEAL_WIDTH      250.0         /* a sheet is tall and narrow */
#define IDEAL_HEIGHT     500.0

#define TITLE_HEIGHT     24.0
#define INFO_HEIGHT      14.0
#define TABLE_GAP        8.0
#define TEAM_ROW         20.0
#define HEAD_ROW         14.0
#define HEAD_SIZE        7.0
#define TEAM_SIZE        11.0
#define TEAM_MIN_SIZE    8.0
#define HEAD_MIN_SIZE    5.0
#define ROW              20.0          /* ~7 mm: room for a handwritten number */
#define MIN_ROW          17.0
#define SUMMARY_LINE     15.0
#define SUMMARY_GAP      6.0
#define LEGEND_GAP       6.0
#define LEGEND_SIZE      6.5
#define MAX_UNIT         46.0          /* a column unit: wider sheets are centred */

#define INK              0.10, 0.10, 0.12
#define MUTED            0.45, 0.45, 0.48
#define RULE_LINE        0.55, 0.55, 0.58
#define SHADE            0.93, 0.93, 0.94

typedef BalutSheetBox Box;

#define ALIGN_START   BALUT_SHEET_ALIGN_START
#define ALIGN_CENTER  BALUT_SHEET_ALIGN_CENTER
#define ALIGN_END     BALUT_SHEET_ALIGN_END

/* The table's columns, left to right */
enum
{
  COL_NUMBER,
  COL_TRUMP,
  COL_MARKS,         /* team 0: COL_MARKS, COL_POINTS, COL_TOTAL; team 1 the next three */
  COL_POINTS,
  COL_TOTAL,
  COL_POT = COL_MARKS + 2 * 3,
  N_COLUMNS,
};

#define TEAM_COL(team, col) ((col) + 3 * (team))

/* Widths in units: the number and the trump are a sign or two, marks a
 * few letters, points three handwritten digits, totals four. A narrow
 * sheet (3 or 4 side by side) has no room for the headings of the trump
 * and the marks: the marks are written beside the points, in a wider
 * column. */
static const double wide_units[N_COLUMNS] = {
  0.55, 0.85, 1.0, 1.05, 1.1, 1.0, 1.05, 1.1, 0.95,
};
static const double narrow_units[N_COLUMNS] = {
  0.55, 0, 0, 1.4, 1.3, 0, 1.4, 1.3, 1.2,
};
#define NARROW_UNIT 24.0   /* a wide sheet's unit narrower than this makes it narrow, */
#define HEAD_FIT_SIZE 5.5  /* and so do headings that do not fit at this size */

struct _BeloteSheetDocument
{
  GObject          parent_instance;

  int              target;        /* 0: a line to write it on */
  char            *teams[BELOTE_N_TEAMS];
  guint            per_page;
  GDateTime       *date;          /* NULL: a line to write on */

  /* a filled sheet: the match as it was when the document was made */
  gboolean         filled;
  BeloteSchool     school;
  GArray          *scores;        /* of BeloteDealScore: every deal scored, void ones too */
  int              totals[BELOTE_N_TEAMS];
  int              pot;
  gint8            winner;

  BalutSheetPen    pen;
};

G_DEFINE_FINAL_TYPE (BeloteSheetDocument, belote_sheet_document, G_TYPE_OBJECT)

/* Where a sheet goes and its parts */
typedef struct
{
  Box    sheet;
  double unit;
  double units[N_COLUMNS];
  double table_x;
  double table_width;
  double col_x[N_COLUMNS + 1];
  double rows_y;          /* the top of the first row */
  double row;
  guint  n_rows;          /* rows on this sheet, the one brought forward included */
  gboolean brought_forward;  /* the first row holds the totals of the pages before */
  double legend_y;
} Geometry;

static void
belote_sheet_document_finalize (GObject *object)
{
  BeloteSheetDocument *self = BELOTE_SHEET_DOCUMENT (object);

  for (guint t = 0; t < BELOTE_N_TEAMS; t++)
    g_free (self->teams[t]);
  g_clear_pointer (&self->scores, g_array_unref);
  g_clear_pointer (&self->date, g_date_time_unref);
  balut_sheet_pen_clear (&self->pen);

  G_OBJECT_CLASS (belote_sheet_document_parent_class)->finalize (object);
}

static void
belote_sheet_document_class_init (BeloteSheetDocumentClass *klass)
{
  G_OBJECT_CLASS (klass)->finalize = belote_sheet_document_finalize;
}

static void
belote_sheet_document_init (BeloteSheetDocument *self)
{
  self->per_page = 1;
  self->winner = BELOTE_NO_TEAM;
}

/* ---------------------------------------------------------------- text */

static double
draw_text (BeloteSheetDocument *self,
           const char          *text,
           Box                  box,
           double               size,
           gboolean             bold,
           BalutSheetAlign      align)
{
  return balut_sheet_pen_draw_text (&self->pen, text, box, size, bold, align);
}

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
draw_line (cairo_t *cr,
           double   x0,
           double   y0,
           double   x1,
           double   y1,
           double   line_width)
{
  cairo_set_line_width (cr, line_width);
  cairo_move_to (cr, x0, y0);
  cairo_line_to (cr, x1, y1);
  cairo_stroke (cr);
}

/* "Label: ____": a label and a line to write on, in @box */
static void
draw_write_in (BeloteSheetDocument *self,
               const char          *label,
               Box                  box,
               double               size,
               gboolean             bold)
{
  double label_w = MIN (balut_sheet_pen_text_width (&self->pen, label, size, bold), box.width / 2);

  cairo_set_source_rgb (self->pen.cr, INK);
  draw_text (self, label, (Box) { box.x, box.y, label_w, box.height }, size, bold, ALIGN_START);
  cairo_set_source_rgb (self->pen.cr, RULE_LINE);
  draw_line (self->pen.cr, box.x + label_w + 4, box.y + box.height, box.x + box.width, box.y + box.height, 0.6);
}

/* ------------------------------------------------------------- marks */

/* The marks' letters: translators may give other letters (the taker's is
 * the first letter of the word for taker), one or two letters each. */
static const char *
mark_taker (void)
{
  /* Translators: the mark of the taker's team on a Belote score sheet:
   * the first letter of "taker" (French P for preneur, German S for
   * Spielführer, Danish M for melder) */
  return C_("belote mark", "T");
}

static const char *
mark_dedans (void)
{
  /* Translators: the mark of a taker's team that is dedans (B23) */
  return C_("belote mark", "D");
}

static const char *
mark_litige (void)
{
  /* Translators: the mark of a litige (B23): equal points, the taker's
   * points wait in the pot */
  return C_("belote mark", "L");
}

static const char *
mark_capot (void)
{
  /* Translators: the mark of the team that took all 8 tricks (capot, B15) */
  return C_("belote mark", "C");
}

static const char *
mark_belote (void)
{
  /* Translators: the mark of the team that had Belote-Rebelote (B21) */
  return C_("belote mark", "B");
}

/* What a team's marks cell says for a deal: "T D B" */
static char *
dup_marks (const BeloteDealScore *score,
           guint                  team)
{
  GString *marks = g_string_new (NULL);

#define ADD_MARK(mark) g_string_append_printf (marks, "%s%s", marks->len > 0 ? " " : "", (mark))
  if (score->taker_team == (gint8) team)
    {
      ADD_MARK (mark_taker ());
      if (score->result == BELOTE_RESULT_DEDANS)
        ADD_MARK (mark_dedans ());
      else if (score->result == BELOTE_RESULT_LITIGE)
        ADD_MARK (mark_litige ());
    }
  if (score->capot_team == (gint8) team)
    ADD_MARK (mark_capot ());
  if (score->belote[team] > 0)
    ADD_MARK (mark_belote ());
#undef ADD_MARK

  return g_string_free (marks, FALSE);
}

/* The legend under every sheet */
static char *
dup_legend (BeloteSheetDocument *self,
            gboolean             narrow)
{
  GString *legend = g_string_new (NULL);
  const struct { const char *mark; const char *word; } entries[] = {
    /* Translators: the legend of the marks on a Belote score sheet */
    { mark_taker (), C_("belote legend", "the taker’s team") },
    { mark_dedans (), C_("belote legend", "dedans: the taker’s team has fewer points, "
                                          "the defenders score them") },
    { mark_litige (), C_("belote legend", "litige: equal points, the taker’s wait in the pot "
                                          "for the next deal won") },
    { mark_capot (), C_("belote legend", "capot: all 8 tricks, 100 for the last") },
    { mark_belote (), C_("belote legend", "Belote-Rebelote, 20") },
  };

  /* Translators: the legend of a Belote sheet too narrow for a column of
   * marks: they are written beside the points */
  g_string_append (legend, narrow ? _("Marks, beside the points:") : _("Marks:"));
  for (guint i = 0; i < G_N_ELEMENTS (entries); i++)
    g_string_append_printf (legend, "%s%s %s", i == 0 ? " " : " · ", entries[i].mark, entries[i].word);
  if (self->filled)
    {
      /* Translators: how a Belote score sheet shows a pot received and a
       * void deal; "93+81" stays as it is */
      g_string_append (legend, C_("belote legend", ". Points “93+81”: the deal’s 93 and the pot of 81. "
                                                   "“–”: all passed, the deal is void."));
    }
  return g_string_free (legend, FALSE);
}

/* ------------------------------------------------------------ geometry */

static void
column_headings (const char *headings[N_COLUMNS])
{
  /* Translators: column headings of a Belote score sheet: the deal's
   * number */
  headings[COL_NUMBER] = C_("belote sheet", "No.");
  headings[COL_TRUMP] = _("Trump");
  headings[COL_POT] = C_("belote sheet", "Pot");
  for (guint t = 0; t < BELOTE_N_TEAMS; t++)
    {
      headings[TEAM_COL (t, COL_MARKS)] = C_("belote sheet", "Marks");
      headings[TEAM_COL (t, COL_POINTS)] = C_("belote sheet", "Points");
      headings[TEAM_COL (t, COL_TOTAL)] = _("Total");
    }
}

/* How @n sheets share the area: columns × rows, the grid that leaves each
 * sheet the most room for its shape (tall and narrow), among those whose
 * sheets are wide and tall enough. */
static void
sheet_grid (guint   n,
            double  width,
            double  height,
            guint  *columns,
            guint  *rows)
{
  double best = -1;

  *columns = n;
  *rows = 1;
  for (guint c = 1; c <= n; c++)
    {
      guint r = (n + c - 1) / c;
      double w, h, fit;

      if (c * r != n)
        continue;
      w = (width - (c - 1) * CUT_GAP) / c;
      h = (height - (r - 1) * CUT_GAP) / r;
      fit = MIN (w / IDEAL_WIDTH, h / IDEAL_HEIGHT);
      if (w < MIN_SHEET_WIDTH || h < MIN_SHEET_HEIGHT)
        fit -= 100;    /* only if no grid fits */
      if (fit > best)
        {
          best = fit;
          *columns = c;
          *rows = r;
        }
    }
}

static double table_width_for (BeloteSheetDocument *self, double sheet_width);
static const double *column_units (BeloteSheetDocument *self, double sheet_width);

/* The legend's height under a sheet of this width */
static double
legend_height (BeloteSheetDocument *self,
               double               sheet_width)
{
  g_autofree char *legend = dup_legend (self, column_units (self, sheet_width) == narrow_units);

  return balut_sheet_pen_paragraph_height (&self->pen, legend, table_width_for (self, sheet_width), LEGEND_SIZE);
}

static double
summary_height (BeloteSheetDocument *self)
{
  return self->filled ? SUMMARY_GAP + 2 * SUMMARY_LINE : 0;
}

/* The room for rows in a sheet of this size */
static double
rows_room (BeloteSheetDocument *self,
           double               sheet_width,
           double               sheet_height)
{
  return sheet_height - TITLE_HEIGHT - INFO_HEIGHT - TABLE_GAP - TEAM_ROW - HEAD_ROW
         - summary_height (self) - LEGEND_GAP - legend_height (self, sheet_width);
}

static double
sum_units (const double units[N_COLUMNS])
{
  double sum = 0;

  for (guint c = 0; c < N_COLUMNS; c++)
    sum += units[c];
  return sum;
}

/* A sheet is narrow when its columns would be too narrow to write in,
 * or their headings too long for them, in the language of the day */
static const double *
column_units (BeloteSheetDocument *self,
              double               sheet_width)
{
  double unit = MIN (sheet_width, MAX_UNIT * sum_units (wide_units)) / sum_units (wide_units);
  const char *headings[N_COLUMNS];

  if (unit < NARROW_UNIT)
    return narrow_units;
  column_headings (headings);
  for (guint c = 0; c < N_COLUMNS; c++)
    if (balut_sheet_pen_text_width (&self->pen, headings[c], HEAD_FIT_SIZE, TRUE) + 2 > wide_units[c] * unit)
      return narrow_units;
  return wide_units;
}
/* The area of the sheets on a page: inside the margins, above the footer */
static Box
page_area (double width,
           double height)
{
  return (Box) { MARGIN, MARGIN, width - 2 * MARGIN, height - 2 * MARGIN - FOOTER_HEIGHT };
}

static Box
sheet_box (BeloteSheetDocument *self,
           guint                index,
           double               width,
           double               height)
{
  Box area = page_area (width, height);
  guint columns, rows;
  double w, h;

  sheet_grid (self->per_page, area.width, area.height, &columns, &rows);
  w = (area.width - (columns - 1) * CUT_GAP) / columns;
  h = (area.height - (rows - 1) * CUT_GAP) / rows;
  return (Box) { area.x + (index % columns) * (w + CUT_GAP), area.y + (index / columns) * (h + CUT_GAP), w, h };
}

static double
table_width_for (BeloteSheetDocument *self,
                 double               sheet_width)
{
  return MIN (sheet_width, MAX_UNIT * sum_units (column_units (self, sheet_width)));
}

/* Rows of a filled sheet a page holds, the one brought forward included */
static guint
rows_per_page (BeloteSheetDocument *self,
               double               width,
               double               height)
{
  Box sheet = sheet_box (self, 0, width, height);
  double room = rows_room (self, sheet.width, sheet.height);

  return MAX (2, (guint) floor (room / ROW));
}

guint
belote_sheet_document_get_n_pages (BeloteSheetDocument *self,
                                   double               width,
                                   double               height)
{
  guint per_page, n_deals;

  g_return_val_if_fail (BELOTE_IS_SHEET_DOCUMENT (self), 0);
  g_return_val_if_fail (width > 2 * MARGIN && height > 2 * MARGIN + FOOTER_HEIGHT, 0);

  if (!self->filled)
    return 1;
  per_page = rows_per_page (self, width, height);
  n_deals = self->scores->len;
  if (n_deals <= per_page)
    return 1;
  /* later pages give a row to the totals brought forward */
  return 1 + (n_deals - per_page + per_page - 2) / (per_page - 1);
}

/* The deals on @page of a filled sheet: from *first, *n of them */
static void
page_deals (BeloteSheetDocument *self,
            guint                page,
            guint                per_page,
            guint               *first,
            guint               *n)
{
  guint n_deals = self->scores->len;

  *first = page == 0 ? 0 : per_page + (page - 1) * (per_page - 1);
  *first = MIN (*first, n_deals);
  *n = MIN (n_deals - *first, page == 0 ? per_page : per_page - 1);
}

static void
compute_geometry (BeloteSheetDocument *self,
                  Box                  sheet,
                  guint                per_page,
                  Geometry            *g)
{
  double table_width = table_width_for (self, sheet.width);
  double room = rows_room (self, sheet.width, sheet.height);
  const double *units = column_units (self, sheet.width);
  double x;

  g->sheet = sheet;
  g->unit = table_width / sum_units (units);
  g->table_x = sheet.x + (sheet.width - table_width) / 2;
  g->table_width = table_width;
  x = g->table_x;
  for (guint c = 0; c < N_COLUMNS; c++)
    {
      g->units[c] = units[c];
      g->col_x[c] = x;
      x += g->units[c] * g->unit;
    }
  g->col_x[N_COLUMNS] = x;
  g->brought_forward = FALSE;
  g->rows_y = sheet.y + TITLE_HEIGHT + INFO_HEIGHT + TABLE_GAP + TEAM_ROW + HEAD_ROW;

  if (self->filled)
    {
      g->row = ROW;
      g->n_rows = per_page;
    }
  else
    {
      /* as many rows as fit, stretched to fill the sheet */
      g->n_rows = MAX (1, (guint) floor (room / ROW));
      g->row = MAX (MIN_ROW, MIN (room / g->n_rows, ROW * 1.25));
      g->row = floor (g->row * 4) / 4;
    }
  g->legend_y = sheet.y + sheet.height - legend_height (self, sheet.width);
}

static Box
cell (const Geometry *g,
      guint           column,
      guint           row)
{
  return (Box) { g->col_x[column], g->rows_y + row * g->row, g->col_x[column + 1] - g->col_x[column], g->row };
}

/* A cell's text box: inside its lines */
static Box
inset (Box    b,
       double dx)
{
  return (Box) { b.x + dx, b.y, b.width - 2 * dx, b.height };
}

/* ------------------------------------------------------------- drawing */

static const char *
school_label (BeloteSchool school)
{
  return school == BELOTE_SCHOOL_TOURNAMENT ? _("Tournament rules") : _("Family rules");
}

static void
draw_heading (BeloteSheetDocument *self,
              const Geometry      *g,
              guint                page,
              guint                n_pages)
{
  cairo_t *cr = self->pen.cr;
  Box s = { g->table_x, g->sheet.y, g->table_width, g->sheet.height };
  double date_width = MIN (140, s.width * 0.45);
  double title_width = s.width;
  Box info = { s.x, s.y + TITLE_HEIGHT, s.width - date_width - 8, INFO_HEIGHT - 2 };
  Box date = { s.x + s.width - date_width, s.y + TITLE_HEIGHT, date_width, INFO_HEIGHT - 2 };

  if (n_pages > 1)
    {
      /* Translators: page numbers of a printed sheet */
      g_autofree char *pages = g_strdup_printf (_("Page %u of %u"), page + 1, n_pages);
      double pages_width = MIN (80, s.width * 0.3);

      title_width -= pages_width + 6;
      cairo_set_source_rgb (cr, MUTED);
      draw_text (self, pages, (Box) { s.x + s.width - pages_width, s.y, pages_width, 12 }, 8, FALSE, ALIGN_END);
    }
  cairo_set_source_rgb (cr, INK);
  /* Translators: the title of a Belote score sheet (French: "Belote —
   * Feuille de marque") */
  draw_text (self, _("Belote — Score sheet"), (Box) { s.x, s.y, title_width, TITLE_HEIGHT - 2 },
             s.width < 300 ? 13 : 16, TRUE, ALIGN_START);

  /* the target (B3), and the school of a match (B26, B27) */
  if (self->target > 0)
    {
      g_autofree char *target = NULL;

      if (self->filled)
        /* Translators: the target and the school of a Belote match, on its sheet */
        target = g_strdup_printf (_("Target: %d · %s"), self->target, school_label (self->school));
      else
        /* Translators: the target on a blank Belote sheet */
        target = g_strdup_printf (_("Target: %d"), self->target);
      cairo_set_source_rgb (cr, INK);
      draw_text (self, target, info, 9.5, TRUE, ALIGN_START);
    }
  else
    draw_write_in (self, _("Target:"), (Box) { info.x, info.y, MIN (info.width, 110), info.height }, 9.5, TRUE);

  if (self->date != NULL)
    {
      /* Translators: the date on a printed sheet, a g_date_time_format()
       * format: "%-d %B %Y" is "22 November 2026" */
      g_autofree char *day = g_date_time_format (self->date, _("%-d %B %Y"));
      /* Translators: the date line of a printed sheet */
      g_autofree char *text = g_strdup_printf (_("Date: %s"), day);

      cairo_set_source_rgb (cr, INK);
      draw_text (self, text, date, 9, FALSE, ALIGN_END);
    }
  else
    draw_write_in (self, _("Date:"), date, 9, FALSE);
}

static void
draw_table_head (BeloteSheetDocument *self,
                 const Geometry      *g)
{
  cairo_t *cr = self->pen.cr;
  double y = g->rows_y - TEAM_ROW - HEAD_ROW;
  const char *headings[N_COLUMNS];
  double size = HEAD_SIZE;
  double team_size = TEAM_SIZE;

  /* the teams' names over their columns, both at one size (a long name
   * shrinks as far as the pen shrinks it, then takes two lines) */
  for (guint t = 0; t < BELOTE_N_TEAMS; t++)
    {
      double room = g->col_x[TEAM_COL (t, COL_TOTAL) + 1] - g->col_x[TEAM_COL (t, COL_MARKS)] - 6;

      while (team_size > TEAM_MIN_SIZE && balut_sheet_pen_text_width (&self->pen, self->teams[t], team_size, TRUE) > room)
        team_size -= 0.25;
    }
  cairo_set_source_rgb (cr, INK);
  for (guint t = 0; t < BELOTE_N_TEAMS; t++)
    {
      double x0 = g->col_x[TEAM_COL (t, COL_MARKS)];
      double x1 = g->col_x[TEAM_COL (t, COL_TOTAL) + 1];

      draw_text (self, self->teams[t], (Box) { x0 + 3, y, x1 - x0 - 6, TEAM_ROW - 3 }, team_size, TRUE, ALIGN_CENTER);
    }

  column_headings (headings);
  /* one size for every heading: the largest at which each fits */
  for (guint c = 0; c < N_COLUMNS; c++)
    {
      double room = g->col_x[c + 1] - g->col_x[c] - 2;

      if (g->units[c] <= 0)
        continue;
      while (size > HEAD_MIN_SIZE && balut_sheet_pen_text_width (&self->pen, headings[c], size, TRUE) > room)
        size -= 0.25;
    }

  y += TEAM_ROW;
  cairo_set_source_rgb (cr, MUTED);
  for (guint c = 0; c < N_COLUMNS; c++)
    if (g->units[c] > 0)
      draw_text (self, headings[c], inset ((Box) { g->col_x[c], y, g->col_x[c + 1] - g->col_x[c], HEAD_ROW }, 1),
                 size, TRUE, ALIGN_CENTER);
}

/* The running totals stand out, in black and white too: under the
 * texts */
static void
draw_table_shade (BeloteSheetDocument *self,
                  const Geometry      *g)
{
  cairo_set_source_rgb (self->pen.cr, SHADE);
  for (guint t = 0; t < BELOTE_N_TEAMS; t++)
    {
      guint c = TEAM_COL (t, COL_TOTAL);

      fill_box (self->pen.cr, (Box) { g->col_x[c], g->rows_y, g->col_x[c + 1] - g->col_x[c], g->n_rows * g->row });
    }
}

/* The lines of the table: thin between rows, thicker around each team
 * and the whole */
static void
draw_table_lines (BeloteSheetDocument *self,
                  const Geometry      *g)
{
  cairo_t *cr = self->pen.cr;
  double top = g->rows_y - HEAD_ROW;
  double bottom = g->rows_y + g->n_rows * g->row;
  double left = g->col_x[0];
  double right = g->col_x[N_COLUMNS];

  cairo_set_source_rgb (cr, RULE_LINE);
  for (guint r = 1; r < g->n_rows; r++)
    draw_line (cr, left, g->rows_y + r * g->row, right, g->rows_y + r * g->row, 0.5);

  cairo_set_source_rgb (cr, INK);
  for (guint c = 1; c < N_COLUMNS; c++)
    {
      gboolean group = c == COL_MARKS || c == TEAM_COL (1, COL_MARKS) || c == COL_POT;

      /* the row brought forward spans the columns before each total */
      gboolean spanned = g->brought_forward
                         && ((c > COL_NUMBER && c < COL_TOTAL)
                             || (c > TEAM_COL (1, COL_MARKS) && c < TEAM_COL (1, COL_TOTAL)));

      if (g->units[c] <= 0)
        continue;
      if (spanned)
        {
          draw_line (cr, g->col_x[c], top, g->col_x[c], g->rows_y, group ? 1.4 : 0.6);
          draw_line (cr, g->col_x[c], g->rows_y + g->row, g->col_x[c], bottom, group ? 1.4 : 0.6);
        }
      else
        draw_line (cr, g->col_x[c], top, g->col_x[c], bottom, group ? 1.4 : 0.6);
    }
  draw_line (cr, left, g->rows_y, right, g->rows_y, 1.0);
  stroke_box (cr, (Box) { left, top, right - left, bottom - top }, 1.4);
}

static char *
dup_points (const BeloteDealScore *score,
            guint                  team)
{
  if (score->result == BELOTE_RESULT_VOID)
    return g_strdup ("–");
  if (score->pot_to == (gint8) team && score->pot_before > 0)
    /* the deal's points and the pot received (B24) */
    return g_strdup_printf ("%d+%d", score->scored[team] - score->pot_before, score->pot_before);
  return g_strdup_printf ("%d", score->scored[team]);
}

static const char *
suit_sign (BeloteSuit suit)
{
  static const char * const signs[BELOTE_N_SUITS] = { "♣", "♦", "♥", "♠" };

  return (guint) suit < BELOTE_N_SUITS ? signs[suit] : "";
}

/* The running totals before deal @n */
static void
totals_before (BeloteSheetDocument *self,
               guint                n,
               int                  totals[BELOTE_N_TEAMS])
{
  totals[0] = totals[1] = 0;
  for (guint i = 0; i < n; i++)
    for (guint t = 0; t < BELOTE_N_TEAMS; t++)
      totals[t] += g_array_index (self->scores, BeloteDealScore, i).scored[t];
}

static void
draw_number (BeloteSheetDocument *self,
             Box                  b,
             int                  value,
             double               size,
             gboolean             bold)
{
  g_autofree char *text = balut_format_number (value);

  draw_text (self, text, inset (b, 2), size, bold, ALIGN_CENTER);
}

/* The row of the totals brought forward from the page before */
static void
draw_brought_forward (BeloteSheetDocument *self,
                      const Geometry      *g,
                      guint                first)
{
  cairo_t *cr = self->pen.cr;
  int totals[BELOTE_N_TEAMS];
  int pot = first > 0 ? g_array_index (self->scores, BeloteDealScore, first - 1).pot_after : 0;
  double size = MIN (10, g->row * 0.5);
  Box label = cell (g, COL_NUMBER, 0);
  Box shade = cell (g, TEAM_COL (1, COL_MARKS), 0);

  totals_before (self, first, totals);
  label.width = g->col_x[COL_TOTAL] - label.x;
  shade.width = g->col_x[TEAM_COL (1, COL_TOTAL)] - shade.x;
  cairo_set_source_rgb (cr, SHADE);
  fill_box (cr, label);
  fill_box (cr, shade);

  cairo_set_source_rgb (cr, MUTED);
  /* Translators: the first row of a later page of a Belote sheet */
  draw_text (self, _("Brought forward"), inset (label, 3), MIN (8, size), TRUE, ALIGN_END);
  cairo_set_source_rgb (cr, INK);
  for (guint t = 0; t < BELOTE_N_TEAMS; t++)
    draw_number (self, cell (g, TEAM_COL (t, COL_TOTAL), 0), totals[t], size, TRUE);
  if (pot > 0)
    draw_number (self, cell (g, COL_POT, 0), pot, size, FALSE);
}

static void
draw_deal (BeloteSheetDocument *self,
           const Geometry      *g,
           guint                row,
           guint                n,
           const int            totals[BELOTE_N_TEAMS])
{
  const BeloteDealScore *score = &g_array_index (self->scores, BeloteDealScore, n);
  double size = MIN (10.5, g->row * 0.52);
  g_autofree char *number = g_strdup_printf ("%u", n + 1);

  cairo_set_source_rgb (self->pen.cr, INK);
  draw_text (self, number, inset (cell (g, COL_NUMBER, row), 1.5), size * 0.85, FALSE, ALIGN_CENTER);
  if (g->units[COL_TRUMP] > 0)
    draw_text (self, score->result == BELOTE_RESULT_VOID ? "–" : suit_sign (score->trump),
               inset (cell (g, COL_TRUMP, row), 1.5), size * 1.15, FALSE, ALIGN_CENTER);

  for (guint t = 0; t < BELOTE_N_TEAMS; t++)
    {
      g_autofree char *marks = dup_marks (score, t);
      g_autofree char *points = dup_points (score, t);

      if (g->units[COL_MARKS] > 0)
        draw_text (self, marks, inset (cell (g, TEAM_COL (t, COL_MARKS), row), 1.5), size * 0.8, TRUE, ALIGN_CENTER);
      draw_text (self, points, inset (cell (g, TEAM_COL (t, COL_POINTS), row), 2), size, FALSE, ALIGN_CENTER);
      draw_number (self, cell (g, TEAM_COL (t, COL_TOTAL), row), totals[t], size, TRUE);
    }
  if (score->pot_after > 0)
    draw_number (self, cell (g, COL_POT, row), score->pot_after, size, FALSE);
}

/* The blank sheet's deal numbers, to write the rows in order */
static void
draw_blank_numbers (BeloteSheetDocument *self,
                    const Geometry      *g)
{
  cairo_set_source_rgb (self->pen.cr, MUTED);
  for (guint r = 0; r < g->n_rows; r++)
    {
      g_autofree char *number = g_strdup_printf ("%u", r + 1);

      draw_text (self, number, inset (cell (g, COL_NUMBER, r), 1.5), MIN (8, g->row * 0.45), FALSE, ALIGN_CENTER);
    }
}

/* Who won (B25), or how the match stands, and a pot left (B24) */
static void
draw_summary (BeloteSheetDocument *self,
              const Geometry      *g)
{
  cairo_t *cr = self->pen.cr;
  double y = g->rows_y + g->n_rows * g->row + SUMMARY_GAP;
  double width = g->col_x[N_COLUMNS] - g->table_x;
  g_autofree char *line = NULL;

  if (self->winner == 0 || self->winner == 1)
    /* Translators: the end of a Belote match on its sheet: the winning
     * team, its total and the other's */
    line = g_strdup_printf (_("Winner: %s, %d to %d"), self->teams[self->winner],
                            self->totals[self->winner], self->totals[1 - self->winner]);
  else if (self->totals[0] != self->totals[1])
    {
      guint lead = self->totals[0] > self->totals[1] ? 0 : 1;

      /* Translators: a Belote match in progress on its sheet: the
       * leading team, its total and the other's */
      line = g_strdup_printf (_("In progress: %s lead %d to %d"), self->teams[lead],
                              self->totals[lead], self->totals[1 - lead]);
    }
  else
    /* Translators: a Belote match in progress with equal totals */
    line = g_strdup_printf (_("In progress: %d all"), self->totals[0]);

  cairo_set_source_rgb (cr, INK);
  draw_text (self, line, (Box) { g->table_x, y, width, SUMMARY_LINE }, 11, TRUE, ALIGN_START);

  if (self->pot > 0)
    {
      g_autofree char *pot = NULL;

      if (self->winner == BELOTE_NO_TEAM)
        /* Translators: the pot of a litige on the sheet of a match in
         * progress (B24) */
        pot = g_strdup_printf (_("Pot: %d, to the winner of the next deal that is not a litige"), self->pot);
      else
        /* Translators: a pot left when the match ended (B24) */
        pot = g_strdup_printf (_("Pot: %d, not scored: the match ended"), self->pot);
      cairo_set_source_rgb (cr, MUTED);
      draw_text (self, pot, (Box) { g->table_x, y + SUMMARY_LINE, width, SUMMARY_LINE }, 9, FALSE, ALIGN_START);
    }
}

static void
draw_sheet (BeloteSheetDocument *self,
            Box                  sheet,
            guint                page,
            guint                n_pages,
            guint                per_page)
{
  Geometry g;
  guint first = 0, n = 0, row = 0;

  compute_geometry (self, sheet, per_page, &g);
  if (self->filled)
    {
      page_deals (self, page, per_page, &first, &n);
      row = page > 0 ? 1 : 0;
      g.brought_forward = page > 0;
      /* a finished match ends under its last deal; a match in play keeps
       * its blank rows, to go on on paper */
      if (page + 1 == n_pages && self->winner != BELOTE_NO_TEAM)
        {
          g.n_rows = row + n;
          g.legend_y = MIN (g.legend_y, g.rows_y + g.n_rows * g.row + summary_height (self) + LEGEND_GAP);
        }
    }

  draw_heading (self, &g, page, n_pages);
  draw_table_head (self, &g);
  draw_table_shade (self, &g);

  if (self->filled)
    {
      int totals[BELOTE_N_TEAMS];

      if (page > 0)
        draw_brought_forward (self, &g, first);
      totals_before (self, first, totals);
      for (guint i = 0; i < n; i++)
        {
          const BeloteDealScore *score = &g_array_index (self->scores, BeloteDealScore, first + i);

          for (guint t = 0; t < BELOTE_N_TEAMS; t++)
            totals[t] += score->scored[t];
          draw_deal (self, &g, row + i, first + i, totals);
        }
      if (page + 1 == n_pages)
        draw_summary (self, &g);
    }
  else
    draw_blank_numbers (self, &g);

  draw_table_lines (self, &g);

  {
    g_autofree char *legend = dup_legend (self, g.units[COL_MARKS] <= 0);

    cairo_set_source_rgb (self->pen.cr, INK);
    balut_sheet_pen_draw_paragraph (&self->pen, legend, g.table_x, g.legend_y,
                                    g.col_x[N_COLUMNS] - g.table_x, LEGEND_SIZE);
  }
}

/* Dashed lines between the sheets of a blank page, to cut along */
static void
draw_cut_lines (BeloteSheetDocument *self,
                double               width,
                double               height)
{
  cairo_t *cr = self->pen.cr;
  const double dash[] = { 4, 3 };
  Box area = page_area (width, height);
  guint columns, rows;

  sheet_grid (self->per_page, area.width, area.height, &columns, &rows);
  cairo_save (cr);
  cairo_set_source_rgb (cr, RULE_LINE);
  cairo_set_dash (cr, dash, G_N_ELEMENTS (dash), 0);
  for (guint c = 1; c < columns; c++)
    {
      Box s = sheet_box (self, c, width, height);
      double x = s.x - CUT_GAP / 2;

      draw_line (cr, x, MARGIN / 2, x, area.y + area.height, 0.5);
    }
  for (guint r = 1; r < rows; r++)
    {
      Box s = sheet_box (self, r * columns, width, height);
      double y = s.y - CUT_GAP / 2;

      draw_line (cr, MARGIN / 2, y, width - MARGIN / 2, y, 0.5);
    }
  cairo_restore (cr);
}

static void
draw_footer (BeloteSheetDocument *self,
             double               width,
             double               height)
{
  /* Translators: the small print at the foot of a printed Belote sheet */
  g_autofree char *text = g_strdup_printf (_("Balut %s — Belote, classic French rules, with the decisions of this game"),
                                           PACKAGE_VERSION);

  cairo_set_source_rgb (self->pen.cr, MUTED);
  draw_text (self, text, (Box) { MARGIN, height - MARGIN - FOOTER_HEIGHT + 2, width - 2 * MARGIN, FOOTER_HEIGHT - 2 },
             6.5, FALSE, ALIGN_START);
}

/* ------------------------------------------------------------ the API */

/**
 * belote_sheet_document_new_blank:
 * @target: 301, 501 or 1000 (B3), or 0 for a line to write it on
 * @team_us: (nullable): the first team's name; %NULL or "" for "Us"
 * @team_them: (nullable): the second team's name; %NULL or "" for "Them"
 * @sheets_per_page: 1 to %BELOTE_SHEET_MAX_PER_PAGE
 *
 * Returns: (transfer full): a page of sheets to score a match on paper
 */
BeloteSheetDocument *
belote_sheet_document_new_blank (int         target,
                                 const char *team_us,
                                 const char *team_them,
                                 guint       sheets_per_page)
{
  BeloteSheetDocument *self;

  g_return_val_if_fail (target == 0 || belote_target_valid (target), NULL);
  g_return_val_if_fail (sheets_per_page >= 1 && sheets_per_page <= BELOTE_SHEET_MAX_PER_PAGE, NULL);

  self = g_object_new (BELOTE_TYPE_SHEET_DOCUMENT, NULL);
  self->target = target;
  self->per_page = sheets_per_page;
  self->teams[0] = g_strdup (team_us != NULL && *team_us != '\0' ? team_us : _("Us"));
  self->teams[1] = g_strdup (team_them != NULL && *team_them != '\0' ? team_them : _("Them"));
  return self;
}

/**
 * belote_sheet_document_new_for_match:
 * @match: a match, finished or in play
 *
 * The sheet of @match as it is now: its teams, target and school, every
 * deal scored (a deal in play is left out), the totals, the pot and the
 * winner.
 *
 * Returns: (transfer full): the filled sheet of @match
 */
BeloteSheetDocument *
belote_sheet_document_new_for_match (BeloteMatch *match)
{
  BeloteSheetDocument *self;
  guint n_deals;

  g_return_val_if_fail (BELOTE_IS_MATCH (match), NULL);

  self = g_object_new (BELOTE_TYPE_SHEET_DOCUMENT, NULL);
  self->filled = TRUE;
  self->target = belote_match_get_target (match);
  self->school = belote_match_get_school (match);
  for (guint t = 0; t < BELOTE_N_TEAMS; t++)
    self->teams[t] = g_strdup (belote_match_get_team_name (match, t));

  n_deals = belote_match_get_n_deals (match);
  self->scores = g_array_sized_new (FALSE, FALSE, sizeof (BeloteDealScore), n_deals);
  for (guint n = 0; n < n_deals; n++)
    {
      const BeloteDealScore *score = belote_match_get_score (match, n);

      if (score != NULL && score->result != BELOTE_RESULT_UNFINISHED)
        g_array_append_vals (self->scores, score, 1);
    }
  belote_match_get_totals (match, self->totals);
  self->pot = belote_match_get_pot (match);
  self->winner = belote_match_get_winner (match);
  return self;
}

gboolean
belote_sheet_document_is_filled (BeloteSheetDocument *self)
{
  g_return_val_if_fail (BELOTE_IS_SHEET_DOCUMENT (self), FALSE);
  return self->filled;
}

guint
belote_sheet_document_get_sheets_per_page (BeloteSheetDocument *self)
{
  g_return_val_if_fail (BELOTE_IS_SHEET_DOCUMENT (self), 1);
  return self->per_page;
}

int
belote_sheet_document_get_target (BeloteSheetDocument *self)
{
  g_return_val_if_fail (BELOTE_IS_SHEET_DOCUMENT (self), 0);
  return self->target;
}

/**
 * belote_sheet_document_dup_title:
 *
 * Returns: (transfer full): the document's title, as in a PDF's metadata
 *   and a print job's name
 */
char *
belote_sheet_document_dup_title (BeloteSheetDocument *self)
{
  g_return_val_if_fail (BELOTE_IS_SHEET_DOCUMENT (self), NULL);

  if (self->filled)
    /* Translators: the title of an exported Belote sheet of a match */
    return g_strdup_printf (_("Belote — score sheet of %s against %s"), self->teams[0], self->teams[1]);
  /* Translators: the title of an exported blank Belote sheet */
  return g_strdup (_("Belote — blank score sheet"));
}

/**
 * belote_sheet_document_set_date:
 * @self: a sheet
 * @date: (nullable): the day printed on the sheet; %NULL prints a line
 *   to write it on
 */
void
belote_sheet_document_set_date (BeloteSheetDocument *self,
                                GDateTime           *date)
{
  g_return_if_fail (BELOTE_IS_SHEET_DOCUMENT (self));

  if (date != NULL)
    g_date_time_ref (date);
  g_clear_pointer (&self->date, g_date_time_unref);
  self->date = date;
}

/**
 * belote_sheet_document_get_date:
 *
 * Returns: (nullable) (transfer none): the date printed on the sheet
 */
GDateTime *
belote_sheet_document_get_date (BeloteSheetDocument *self)
{
  g_return_val_if_fail (BELOTE_IS_SHEET_DOCUMENT (self), NULL);
  return self->date;
}

/**
 * belote_sheet_document_draw_page:
 * @self: a sheet
 * @cr: where to draw, in points, with the page's top left corner at 0, 0
 * @page: the page, from 0
 * @width: the page's width, in points
 * @height: the page's height, in points
 */
void
belote_sheet_document_draw_page (BeloteSheetDocument *self,
                                 cairo_t             *cr,
                                 guint                page,
                                 double               width,
                                 double               height)
{
  guint n_pages;

  g_return_if_fail (BELOTE_IS_SHEET_DOCUMENT (self));
  g_return_if_fail (cr != NULL);
  g_return_if_fail (width > 2 * MARGIN && height > 2 * MARGIN + FOOTER_HEIGHT);

  n_pages = belote_sheet_document_get_n_pages (self, width, height);
  g_return_if_fail (page < n_pages);

  cairo_save (cr);
  balut_sheet_pen_begin_page (&self->pen, cr);

  if (self->filled)
    draw_sheet (self, sheet_box (self, 0, width, height), page, n_pages, rows_per_page (self, width, height));
  else
    {
      for (guint i = 0; i < self->per_page; i++)
        draw_sheet (self, sheet_box (self, i, width, height), 0, 1, 0);
      draw_cut_lines (self, width, height);
    }
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
  belote_sheet_document_draw_page (document, cr, page, width, height);
}

/**
 * belote_sheet_document_list_texts:
 *
 * Returns: (transfer full) (element-type BalutSheetText): every text drawn
 *   on @page with the box it was fitted into, in page coordinates
 */
GPtrArray *
belote_sheet_document_list_texts (BeloteSheetDocument *self,
                                  guint                page,
                                  double               width,
                                  double               height)
{
  g_return_val_if_fail (BELOTE_IS_SHEET_DOCUMENT (self), NULL);

  return balut_sheet_pen_list_texts (&self->pen, draw_page_cb, self, page, width, height);
}

/**
 * belote_sheet_document_export:
 * @self: a sheet
 * @filename: the file to write; an SVG file holds one page, and the pages
 *   after the first go to FILE-2.svg, FILE-3.svg, …
 * @format: PDF or SVG
 * @paper: the paper size
 * @landscape: whether the pages are turned
 * @error: return location for a #BalutSheetError
 *
 * Writes every page, each file whole or not at all
 * (balut_sheet_export_pages ()).
 *
 * Returns: whether every file was written
 */
gboolean
belote_sheet_document_export (BeloteSheetDocument  *self,
                              const char           *filename,
                              BalutSheetFormat      format,
                              BalutPaper            paper,
                              gboolean              landscape,
                              GError              **error)
{
  g_autofree char *title = NULL;
  double width, height;

  g_return_val_if_fail (BELOTE_IS_SHEET_DOCUMENT (self), FALSE);
  g_return_val_if_fail (filename != NULL, FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  balut_paper_get_size (paper, landscape, &width, &height);
  title = belote_sheet_document_dup_title (self);
  return balut_sheet_export_pages (filename, format, width, height,
                                   belote_sheet_document_get_n_pages (self, width, height),
                                   title, _("Belote score sheet"), draw_page_cb, self, error);
}
