/* test-sheet-view.c — the scoresheet widget alone, as players see it
 *
 * SPDX-FileCopyrightText: 2026 The Balut developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * BalutSheetView in windows of its own (no window of the game around
 * it), fed a real BalutGame turn by turn (issue 27):
 *
 * - its geometry never changes between turns: every box, heading and
 *   value has the same allocation at every turn of 3- and 8-player
 *   games, at 1000×720, 360×640 and in a window of its minimum height,
 *   whatever it shows (previews, the hint, a computer's mark, goals,
 *   "–");
 * - the column headings stay on top and the foot at the bottom while
 *   the category rows scroll between them; the minimum height is the
 *   headings, five rows and the foot's one line; a box is scrolled into
 *   view when asked (balut_sheet_view_scroll_to_box ()) or focused;
 * - each category shows its goal (R12–R18, J4–J6) as "40/52", ✓ or ✗,
 *   and says it to screen readers;
 * - a category's preview shows once, every legal box stays clickable
 *   and says what it would score;
 * - the final points are "–" before a first entry;
 * - the Jackpot heading is one word on one line;
 * - focused, hinted, marked, previewed and filled boxes look different
 *   in the light, dark and high-contrast styles (rendered and compared).
 *
 * Screenshots: <build>/tests/ui/screenshots/sheet-*.png (with the
 * language's code first in Danish and German).
 */

#include "config.h"

#include <stdlib.h>
#include <string.h>

#include "balut-describe.h"
#include "balut-format.h"
#include "balut-simple-player.h"
#include "balut-test-util.h"
#include "ui-test-utils.h"

#define EPS 0.5

/* "da-", "de-" or "" before a screenshot's name */
static const char *lang_prefix = "";

/* ------------------------------------------------------------------ */
/* Windows of their own                                                */
/* ------------------------------------------------------------------ */

typedef struct
{
  GtkWidget      *window;
  BalutSheetView *view;
  const char     *name;
} Sheet;

static gboolean
widget_mapped (gpointer data)
{
  return gtk_widget_get_mapped (GTK_WIDGET (data));
}

/* A window @width × @height holding a sheet view and nothing else; a
 * @height of 0: the sheet's minimum height */
static Sheet
open_sheet (BalutGame  *game,
            int         width,
            int         height,
            const char *name)
{
  Sheet sheet = { NULL, NULL, name };

  sheet.window = gtk_window_new ();
  gtk_window_set_decorated (GTK_WINDOW (sheet.window), FALSE);
  sheet.view = BALUT_SHEET_VIEW (balut_sheet_view_new ());
  balut_sheet_view_set_game (sheet.view, game);
  balut_sheet_view_set_playable (sheet.view, TRUE);
  gtk_window_set_child (GTK_WINDOW (sheet.window), GTK_WIDGET (sheet.view));
  if (height == 0)
    gtk_widget_measure (GTK_WIDGET (sheet.view), GTK_ORIENTATION_VERTICAL, width, &height, NULL, NULL, NULL);
  gtk_window_set_default_size (GTK_WINDOW (sheet.window), width, height);
  gtk_window_present (GTK_WINDOW (sheet.window));
  ui_test_wait_until (widget_mapped, sheet.window, 10000, "the sheet's window to be mapped");
  ui_test_wait_for_frame (sheet.window);
  return sheet;
}

static void
close_sheet (Sheet *sheet)
{
  gtk_window_destroy (GTK_WINDOW (sheet->window));
  while (g_main_context_pending (NULL))
    g_main_context_iteration (NULL, FALSE);
  sheet->window = NULL;
  sheet->view = NULL;
}

typedef struct
{
  guint n_windows;
  guint n_painted;
} Painted;

static void
painted_cb (GdkFrameClock *clock,
            Painted       *painted)
{
  painted->n_painted++;
  g_signal_handlers_disconnect_by_func (clock, painted_cb, painted);
}

static gboolean
all_painted (gpointer data)
{
  Painted *painted = data;

  return painted->n_painted >= painted->n_windows;
}

/* Waits until every window has painted a frame (and so laid out) */
static void
wait_for_frames (Sheet *sheets,
                 guint  n_sheets)
{
  Painted painted = { n_sheets, 0 };

  for (guint i = 0; i < n_sheets; i++)
    {
      g_signal_connect (gtk_widget_get_frame_clock (sheets[i].window), "after-paint",
                        G_CALLBACK (painted_cb), &painted);
      gtk_widget_queue_draw (sheets[i].window);
    }
  ui_test_wait_until (all_painted, &painted, 20000, "the sheets' windows to paint");
}

static graphene_rect_t
bounds_in (GtkWidget *widget,
           GtkWidget *target)
{
  graphene_rect_t r;

  if (!gtk_widget_compute_bounds (widget, target, &r))
    g_error ("cannot compute the bounds of a %s", G_OBJECT_TYPE_NAME (widget));
  return r;
}

static gboolean
rect_inside (const graphene_rect_t *inner,
             const graphene_rect_t *outer)
{
  return inner->origin.x >= outer->origin.x - EPS
         && inner->origin.y >= outer->origin.y - EPS
         && inner->origin.x + inner->size.width <= outer->origin.x + outer->size.width + EPS
         && inner->origin.y + inner->size.height <= outer->origin.y + outer->size.height + EPS;
}

static char *
rect_text (const graphene_rect_t *r)
{
  return g_strdup_printf ("%.1f,%.1f %.1f×%.1f", r->origin.x, r->origin.y, r->size.width, r->size.height);
}

static const char *
label_text (GtkWidget *label)
{
  return gtk_label_get_text (GTK_LABEL (label));
}

static const char *
box_text (BalutSheetView *view,
          BalutCategory   category,
          guint           box)
{
  return label_text (gtk_button_get_child (GTK_BUTTON (balut_sheet_view_get_box (view, category, box))));
}

static GtkWidget *
value_label (BalutSheetView *view,
             const char     *name)
{
  GtkWidget *label = balut_sheet_view_get_value_label (view, name);

  g_assert_nonnull (label);
  return label;
}

static const char * const category_ids[] = {
  "fours", "fives", "sixes", "straight", "full_house", "choice", "balut",
};

/* The widgets whose place must never change: every box, the headings,
 * the names, goals, sums and points, and the foot's values */
static GPtrArray *
collect_fixed (BalutSheetView *view)
{
  GPtrArray *widgets = g_ptr_array_new ();
  const char *others[] = { "header_corner", "jackpot_header", "sum_header", "points_header",
                           "total_value", "final_value" };

  for (guint c = 0; c < BALUT_N_CATEGORIES; c++)
    {
      const char *prefixes[] = { "label_", "progress_", "goal_", "sum_", "points_" };

      for (guint b = 0; b < BALUT_N_COLUMNS; b++)
        if (balut_sheet_view_get_box (view, c, b) != NULL)
          g_ptr_array_add (widgets, balut_sheet_view_get_box (view, c, b));
      for (guint i = 0; i < G_N_ELEMENTS (prefixes); i++)
        {
          g_autofree char *id = g_strconcat (prefixes[i], category_ids[c], NULL);

          g_ptr_array_add (widgets, value_label (view, id));
        }
    }
  for (guint i = 0; i < G_N_ELEMENTS (others); i++)
    g_ptr_array_add (widgets, value_label (view, others[i]));
  return widgets;
}

static const char *
widget_name (BalutSheetView *view,
             GtkWidget      *widget)
{
  static char name[64];

  for (guint c = 0; c < BALUT_N_CATEGORIES; c++)
    for (guint b = 0; b < BALUT_N_COLUMNS; b++)
      if (balut_sheet_view_get_box (view, c, b) == widget)
        {
          g_snprintf (name, sizeof name, "box %s %u", category_ids[c], b);
          return name;
        }
  g_snprintf (name, sizeof name, "%s “%s”", G_OBJECT_TYPE_NAME (widget),
              GTK_IS_LABEL (widget) ? label_text (widget) : "");
  return name;
}

/* ------------------------------------------------------------------ */
/* 6: the geometry never changes between turns                         */
/* ------------------------------------------------------------------ */

typedef struct
{
  BalutVariant variant;
  guint        n_players;
} Geometry;

typedef struct
{
  Sheet           sheet;
  GPtrArray      *widgets;
  graphene_rect_t *first;
  guint           n_checks;
} Watched;

static void
record (Watched    *w,
        const char *when)
{
  for (guint i = 0; i < w->widgets->len; i++)
    {
      GtkWidget *widget = g_ptr_array_index (w->widgets, i);
      graphene_rect_t r = bounds_in (widget, w->sheet.window);

      if (w->first == NULL)
        continue;
      if (!graphene_rect_equal (&r, &w->first[i]))
        {
          g_autofree char *was = rect_text (&w->first[i]);
          g_autofree char *now = rect_text (&r);

          g_error ("%s: %s moved %s: %s, was %s", w->sheet.name, widget_name (w->sheet.view, widget),
                   when, now, was);
        }
    }
  if (w->first == NULL)
    {
      w->first = g_new (graphene_rect_t, w->widgets->len);
      for (guint i = 0; i < w->widgets->len; i++)
        w->first[i] = bounds_in (g_ptr_array_index (w->widgets, i), w->sheet.window);
    }
  w->n_checks++;
}

static void
test_geometry (gconstpointer data)
{
  const Geometry *g = data;
  static const char * const names[] = { "Ann", "Bo", "Cy", "Di", "Ed", "Flo", "Gus", "Hal" };
  g_autoptr(BalutGame) game = balut_game_new (g->variant, 2700 + g->n_players * 10 + g->variant);
  g_autoptr(GError) error = NULL;
  Sheet sheets[3];
  Watched watched[3];
  gint min_height;
  guint turn = 0;

  for (guint i = 0; i < g->n_players; i++)
    {
      balut_game_add_player (game, names[i], BALUT_PLAYER_HUMAN, &error);
      g_assert_no_error (error);
    }

  sheets[0] = open_sheet (game, 1000, 720, "1000×720");
  sheets[1] = open_sheet (game, 360, 640, "360×640");
  /* short of room: the rows scroll, the foot is one line */
  sheets[2] = open_sheet (game, 360, 0, "360×minimum");
  min_height = gtk_widget_get_height (sheets[2].window);
  g_test_message ("minimum height at 360: %d", min_height);
  g_assert_false (balut_sheet_view_get_compact (sheets[0].view));
  g_assert_false (balut_sheet_view_get_compact (sheets[1].view));
  g_assert_true (balut_sheet_view_get_compact (sheets[2].view));
  for (guint i = 0; i < G_N_ELEMENTS (sheets); i++)
    watched[i] = (Watched) { sheets[i], collect_fixed (sheets[i].view), NULL, 0 };

  while (!balut_game_is_finished (game))
    {
      guint player = balut_game_get_current_player (game);
      BalutScoresheet *sheet = balut_player_get_sheet (balut_game_get_player (game, player));
      guint8 dice[BALUT_N_DICE];
      gboolean held[BALUT_N_DICE];
      BalutBox box;
      g_autofree char *when = NULL;

      for (guint i = 0; i < G_N_ELEMENTS (sheets); i++)
        balut_sheet_view_set_player (sheets[i].view, player);

      /* thrown (twice every other turn): the previews; the hint on
       * the box chosen */
      g_assert_true (balut_game_roll (game, &error));
      g_assert_no_error (error);
      if (turn % 2 == 1 && balut_game_get_throws_left (game) > 0)
        {
          balut_dice_get_values (balut_game_get_dice (game), dice);
          if (balut_simple_player_choose_holds (sheet, dice, held))
            {
              for (guint d = 0; d < BALUT_N_DICE; d++)
                {
                  g_assert_true (balut_game_set_held (game, d, held[d], &error));
                  g_assert_no_error (error);
                }
              if (balut_dice_get_n_held (balut_game_get_dice (game)) < BALUT_N_DICE)
                {
                  g_assert_true (balut_game_roll (game, &error));
                  g_assert_no_error (error);
                }
            }
        }
      balut_dice_get_values (balut_game_get_dice (game), dice);
      g_assert_true (balut_simple_player_choose_box (sheet, dice, &box));
      for (guint i = 0; i < G_N_ELEMENTS (sheets); i++)
        balut_sheet_view_set_hint (sheets[i].view, player, &box, turn % 3 == 2);
      wait_for_frames (sheets, G_N_ELEMENTS (sheets));
      when = g_strdup_printf ("at turn %u (%s's previews and hint)", turn + 1, names[player]);
      for (guint i = 0; i < G_N_ELEMENTS (sheets); i++)
        record (&watched[i], when);

      /* entered, and marked as a computer's entry is */
      for (guint i = 0; i < G_N_ELEMENTS (sheets); i++)
        balut_sheet_view_set_hint (sheets[i].view, player, NULL, FALSE);
      g_assert_true (balut_game_enter (game, box.category, box.box, &error));
      g_assert_no_error (error);
      for (guint i = 0; i < G_N_ELEMENTS (sheets); i++)
        {
          balut_sheet_view_set_player (sheets[i].view, player);
          balut_sheet_view_set_mark (sheets[i].view, player, &box);
        }
      wait_for_frames (sheets, G_N_ELEMENTS (sheets));
      g_free (when);
      when = g_strdup_printf ("at turn %u (%s's entry marked)", turn + 1, names[player]);
      for (guint i = 0; i < G_N_ELEMENTS (sheets); i++)
        {
          record (&watched[i], when);
          balut_sheet_view_set_mark (sheets[i].view, player, NULL);
        }
      turn++;
    }

  wait_for_frames (sheets, G_N_ELEMENTS (sheets));
  for (guint i = 0; i < G_N_ELEMENTS (sheets); i++)
    {
      g_test_message ("%s: %u widgets in the same place at %u moments", sheets[i].name,
                      watched[i].widgets->len, watched[i].n_checks);
      if (g->n_players == 8)
        {
          g_autofree char *name = g_strdup_printf ("%ssheet-end-%s-%d", lang_prefix,
                                                   balut_variant_to_string (g->variant),
                                                   gtk_widget_get_height (sheets[i].window));

          ui_test_save_png (sheets[i].window, name);
        }
      g_ptr_array_unref (watched[i].widgets);
      g_free (watched[i].first);
      close_sheet (&sheets[i]);
    }
}

/* ------------------------------------------------------------------ */
/* 1: headings on top, the foot at the bottom, the rows between         */
/* ------------------------------------------------------------------ */

static GtkWidget *
row_widget (BalutSheetView *view,
            BalutCategory   category)
{
  g_autofree char *id = g_strconcat ("row_", category_ids[category], NULL);

  return value_label (view, id);
}

/* The rows wholly in sight between the headings and the foot */
static guint
rows_in_sight (Sheet *sheet)
{
  GtkWidget *scroller = gtk_widget_get_ancestor (GTK_WIDGET (balut_sheet_view_get_box (sheet->view, 0, 0)),
                                                 GTK_TYPE_SCROLLED_WINDOW);
  graphene_rect_t port = bounds_in (scroller, sheet->window);
  guint n = 0;

  for (guint c = 0; c < BALUT_N_CATEGORIES; c++)
    {
      graphene_rect_t box = bounds_in (balut_sheet_view_get_box (sheet->view, c, 0), sheet->window);

      if (rect_inside (&box, &port))
        n++;
    }
  return n;
}

/* The headings over their columns, the foot's values under theirs */
static void
assert_columns (Sheet      *sheet,
                const char *when)
{
  GtkWidget *w = sheet->window;
  struct { const char *heading; GtkWidget *cell; } columns[] = {
    { "sum_header", value_label (sheet->view, "sum_fours") },
    { "points_header", value_label (sheet->view, "points_fours") },
    { "jackpot_header", balut_sheet_view_get_box (sheet->view, BALUT_CATEGORY_FOURS, BALUT_BOX_JACKPOT) },
    { "header_corner", value_label (sheet->view, "row_fours") },
  };
  struct { const char *value; const char *heading; } foot[] = {
    { "total_value", "sum_header" },
    { "final_value", "points_header" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (columns); i++)
    {
      GtkWidget *heading = value_label (sheet->view, columns[i].heading);
      graphene_rect_t h, c;

      if (!gtk_widget_get_mapped (heading))
        continue;
      h = bounds_in (heading, w);
      c = bounds_in (columns[i].cell, w);
      if (ABS (h.origin.x - c.origin.x) > EPS || ABS (h.size.width - c.size.width) > EPS)
        {
          g_autofree char *a = rect_text (&h);
          g_autofree char *b = rect_text (&c);

          g_error ("%s %s: the heading %s (%s) is not over its column (%s)", sheet->name, when,
                   columns[i].heading, a, b);
        }
    }
  for (guint i = 0; i < G_N_ELEMENTS (foot); i++)
    {
      graphene_rect_t v = bounds_in (value_label (sheet->view, foot[i].value), w);
      graphene_rect_t h = bounds_in (value_label (sheet->view, foot[i].heading), w);

      g_assert_cmpfloat (ABS ((v.origin.x + v.size.width / 2) - (h.origin.x + h.size.width / 2)), <=, 1);
    }
}

static void
assert_pinned (Sheet      *sheet,
               const char *when)
{
  GtkWidget *w = sheet->window;
  graphene_rect_t view = bounds_in (GTK_WIDGET (sheet->view), w);
  graphene_rect_t heading = bounds_in (value_label (sheet->view, "points_header"), w);
  graphene_rect_t one = bounds_in (value_label (sheet->view, "header_corner"), w);
  graphene_rect_t final = bounds_in (value_label (sheet->view, "final_value"), w);
  graphene_rect_t total = bounds_in (value_label (sheet->view, "total_value"), w);
  GtkWidget *scroller = gtk_widget_get_ancestor (balut_sheet_view_get_box (sheet->view, 0, 0),
                                                 GTK_TYPE_SCROLLED_WINDOW);
  graphene_rect_t port = bounds_in (scroller, w);
  guint n_rows = rows_in_sight (sheet);

  g_test_message ("%s %s: %u rows in sight, rows %.0f–%.0f, final points at %.0f, compact %d",
                  sheet->name, when, n_rows, port.origin.y, port.origin.y + port.size.height,
                  final.origin.y, balut_sheet_view_get_compact (sheet->view));
  /* the headings on top, above the rows */
  g_assert_cmpfloat (heading.origin.y, >=, view.origin.y - EPS);
  g_assert_cmpfloat (one.origin.y + one.size.height, <=, port.origin.y + EPS);
  g_assert_cmpfloat (heading.origin.y + heading.size.height, <=, port.origin.y + EPS);
  /* the foot below them, whole, inside the sheet */
  g_assert_true (gtk_widget_get_mapped (value_label (sheet->view, "final_value")));
  g_assert_true (gtk_widget_get_mapped (value_label (sheet->view, "total_value")));
  g_assert_true (rect_inside (&final, &view));
  g_assert_true (rect_inside (&total, &view));
  g_assert_cmpfloat (final.origin.y, >=, port.origin.y + port.size.height - EPS);
  g_assert_cmpfloat (total.origin.y, >=, port.origin.y + port.size.height - EPS);
  /* … and no wider than the headings: the sheet asks for room for them */
  {
    graphene_rect_t headings = bounds_in (value_label (sheet->view, "header_grid"), w);

    g_assert_cmpfloat (final.origin.x, >=, headings.origin.x - EPS);
    g_assert_cmpfloat (final.origin.x + final.size.width, <=, headings.origin.x + headings.size.width + EPS);
    g_assert_cmpfloat (total.origin.x, >=, headings.origin.x - EPS);
    g_assert_cmpfloat (total.origin.x + total.size.width, <=, headings.origin.x + headings.size.width + EPS);
  }
  /* and at least five rows between them */
  g_assert_cmpuint (n_rows, >=, 5);
  assert_columns (sheet, when);
}

static void
test_pinned (gconstpointer data)
{
  BalutVariant variant = GPOINTER_TO_INT (data);
  g_autoptr(BalutGame) game = ui_test_new_game (variant, 31, "Ann", BALUT_PLAYER_HUMAN, 0, NULL);
  Sheet sheet = open_sheet (game, 360, 0, "360×minimum");
  GtkAdjustment *adjustment = balut_sheet_view_get_vadjustment (sheet.view);
  graphene_rect_t heading, final, heading2, final2;
  int min_height, nat_height, nat_width, height;

  gtk_widget_measure (GTK_WIDGET (sheet.view), GTK_ORIENTATION_VERTICAL, 360, &min_height, &nat_height, NULL, NULL);
  gtk_widget_measure (GTK_WIDGET (sheet.view), GTK_ORIENTATION_HORIZONTAL, -1, NULL, &nat_width, NULL, NULL);
  g_test_message ("%s: minimum height %d, natural %d; natural width %d", balut_variant_to_string (variant),
                  min_height, nat_height, nat_width);
  g_assert_cmpint (min_height, <, nat_height);
  /* whole in the narrowest window: 360 px less the window's margins */
  g_assert_cmpint (nat_width, <=, 360 - 2 * 8);

  /* it asks for no room beyond its size (the name column that takes
   * the spare width inside it does not spread out to the window) */
  g_assert_false (gtk_widget_compute_expand (GTK_WIDGET (sheet.view), GTK_ORIENTATION_HORIZONTAL));
  g_assert_false (gtk_widget_compute_expand (GTK_WIDGET (sheet.view), GTK_ORIENTATION_VERTICAL));

  /* at its minimum: the headings, five rows and the foot's one line */
  g_assert_true (balut_sheet_view_get_compact (sheet.view));
  g_assert_true (gtk_widget_get_mapped (value_label (sheet.view, "summary_caption")));
  g_assert_false (gtk_widget_get_mapped (value_label (sheet.view, "bracket_value")));
  assert_pinned (&sheet, "at the top");
  g_assert_cmpuint (rows_in_sight (&sheet), ==, 5);
  {
    g_autofree char *name = g_strdup_printf ("%ssheet-minimum-%s", lang_prefix, balut_variant_to_string (variant));

    ui_test_save_png (sheet.window, name);
  }

  /* scrolled to the end: the Balut row in sight, nothing else moved */
  heading = bounds_in (value_label (sheet.view, "points_header"), sheet.window);
  final = bounds_in (value_label (sheet.view, "final_value"), sheet.window);
  g_assert_cmpfloat (gtk_adjustment_get_upper (adjustment) - gtk_adjustment_get_page_size (adjustment), >, 10);
  gtk_adjustment_set_value (adjustment, gtk_adjustment_get_upper (adjustment));
  wait_for_frames (&sheet, 1);
  assert_pinned (&sheet, "scrolled to the end");
  heading2 = bounds_in (value_label (sheet.view, "points_header"), sheet.window);
  final2 = bounds_in (value_label (sheet.view, "final_value"), sheet.window);
  g_assert_true (graphene_rect_equal (&heading, &heading2));
  g_assert_true (graphene_rect_equal (&final, &final2));
  {
    graphene_rect_t balut = bounds_in (balut_sheet_view_get_box (sheet.view, BALUT_CATEGORY_BALUT, 3), sheet.window);
    GtkWidget *scroller = gtk_widget_get_ancestor (balut_sheet_view_get_box (sheet.view, 0, 0), GTK_TYPE_SCROLLED_WINDOW);
    graphene_rect_t port = bounds_in (scroller, sheet.window);

    g_assert_true (rect_inside (&balut, &port));
  }
  {
    g_autofree char *name = g_strdup_printf ("%ssheet-minimum-%s-scrolled", lang_prefix, balut_variant_to_string (variant));

    ui_test_save_png (sheet.window, name);
  }

  /* taller, a little short of its natural height: still one line of
   * foot, more rows; at its natural height: the whole foot and every row */
  for (height = min_height + 20; height <= nat_height; height += (nat_height - min_height) / 4 + 1)
    {
      g_autofree char *when = g_strdup_printf ("at height %d", height);

      gtk_window_set_default_size (GTK_WINDOW (sheet.window), 360, height);
      wait_for_frames (&sheet, 1);
      if (gtk_widget_get_height (sheet.window) != height)
        continue;
      assert_pinned (&sheet, when);
    }
  gtk_window_set_default_size (GTK_WINDOW (sheet.window), 360, nat_height);
  wait_for_frames (&sheet, 1);
  g_assert_cmpint (gtk_widget_get_height (sheet.window), ==, nat_height);
  g_assert_false (balut_sheet_view_get_compact (sheet.view));
  g_assert_true (gtk_widget_get_mapped (value_label (sheet.view, "bracket_value")));
  g_assert_false (gtk_widget_get_mapped (value_label (sheet.view, "summary_caption")));
  assert_pinned (&sheet, "at its natural height");
  g_assert_cmpuint (rows_in_sight (&sheet), ==, BALUT_N_CATEGORIES);

  close_sheet (&sheet);
}

/* The box in view: wholly inside the rows' port */
static gboolean
box_in_view (Sheet         *sheet,
             BalutCategory  category,
             guint          box)
{
  GtkWidget *scroller = gtk_widget_get_ancestor (balut_sheet_view_get_box (sheet->view, 0, 0), GTK_TYPE_SCROLLED_WINDOW);
  graphene_rect_t port = bounds_in (scroller, sheet->window);
  graphene_rect_t r = bounds_in (balut_sheet_view_get_box (sheet->view, category, box), sheet->window);

  return rect_inside (&r, &port);
}

static void
test_scroll_to_box (void)
{
  g_autoptr(BalutGame) game = ui_test_new_game (BALUT_VARIANT_JACKPOT, 32, "Ann", BALUT_PLAYER_HUMAN, 0, NULL);
  Sheet sheet = open_sheet (game, 360, 0, "360×minimum");
  GtkAdjustment *adjustment = balut_sheet_view_get_vadjustment (sheet.view);
  g_autoptr(GError) error = NULL;
  double value;

  g_assert_true (box_in_view (&sheet, BALUT_CATEGORY_FOURS, 0));
  g_assert_false (box_in_view (&sheet, BALUT_CATEGORY_BALUT, 2));

  /* a computer's entry, announced: brought into view */
  balut_sheet_view_scroll_to_box (sheet.view, BALUT_CATEGORY_BALUT, 2);
  wait_for_frames (&sheet, 1);
  g_assert_true (box_in_view (&sheet, BALUT_CATEGORY_BALUT, 2));
  value = gtk_adjustment_get_value (adjustment);
  g_assert_cmpfloat (value, >, 0);

  /* a box in view already: nothing moves */
  balut_sheet_view_scroll_to_box (sheet.view, BALUT_CATEGORY_CHOICE, BALUT_BOX_JACKPOT);
  wait_for_frames (&sheet, 1);
  g_assert_true (box_in_view (&sheet, BALUT_CATEGORY_CHOICE, BALUT_BOX_JACKPOT));
  g_assert_cmpfloat (gtk_adjustment_get_value (adjustment), ==, value);

  /* back up to the first row */
  balut_sheet_view_scroll_to_box (sheet.view, BALUT_CATEGORY_FOURS, 1);
  wait_for_frames (&sheet, 1);
  g_assert_true (box_in_view (&sheet, BALUT_CATEGORY_FOURS, 1));
  g_assert_cmpfloat (gtk_adjustment_get_value (adjustment), ==, 0);

  /* the keyboard focus brings its box into view, a row at a time */
  g_assert_true (balut_game_roll (game, &error));
  g_assert_no_error (error);
  wait_for_frames (&sheet, 1);
  gtk_window_set_focus_visible (GTK_WINDOW (sheet.window), TRUE);
  for (guint c = 0; c < BALUT_N_CATEGORIES; c++)
    {
      GtkWidget *box = balut_sheet_view_get_box (sheet.view, c, 3);

      g_assert_true (gtk_widget_get_sensitive (box));
      g_assert_true (gtk_widget_grab_focus (box));
      wait_for_frames (&sheet, 1);
      g_assert_true (gtk_widget_has_focus (box));
      if (!box_in_view (&sheet, c, 3))
        g_error ("the focused box %s 4 is out of view", category_ids[c]);
    }
  g_assert_cmpfloat (gtk_adjustment_get_value (adjustment), >, 0);
  /* Tab and arrows move the focus as GTK does; each box it lands on is
   * in view */
  for (guint i = 0; i < 12; i++)
    {
      GtkWidget *focus;

      g_assert_true (gtk_widget_child_focus (sheet.window, i < 6 ? GTK_DIR_UP : GTK_DIR_TAB_FORWARD));
      wait_for_frames (&sheet, 1);
      focus = gtk_root_get_focus (GTK_ROOT (sheet.window));
      g_assert_nonnull (focus);
      for (guint c = 0; c < BALUT_N_CATEGORIES; c++)
        for (guint b = 0; b < BALUT_N_COLUMNS; b++)
          if (balut_sheet_view_get_box (sheet.view, c, b) == focus && !box_in_view (&sheet, c, b))
            g_error ("the focused box %s %u is out of view", category_ids[c], b + 1);
    }

  close_sheet (&sheet);
}

/* ------------------------------------------------------------------ */
/* 2: goals                                                            */
/* ------------------------------------------------------------------ */

static void
throw_and_enter (BalutGame     *game,
                 const char    *dice_text,
                 BalutCategory  category,
                 guint          box)
{
  g_autoptr(GError) error = NULL;
  guint8 dice[BALUT_N_DICE];

  for (guint i = 0; i < BALUT_N_DICE; i++)
    dice[i] = (guint8) (dice_text[i] - '0');
  g_assert_true (balut_game_throw_values (game, dice, &error));
  g_assert_no_error (error);
  g_assert_true (balut_game_enter (game, category, box, &error));
  g_assert_no_error (error);
}

static const char *
goal_icon (BalutSheetView *view,
           BalutCategory   category)
{
  g_autofree char *id = g_strconcat ("goal_", category_ids[category], NULL);
  GtkImage *image = GTK_IMAGE (value_label (view, id));

  if (gtk_image_get_storage_type (image) == GTK_IMAGE_EMPTY)
    return "";
  g_assert_cmpint (gtk_image_get_storage_type (image), ==, GTK_IMAGE_ICON_NAME);
  return g_str_equal (gtk_image_get_icon_name (image), "object-select-symbolic") ? "✓"
         : g_str_equal (gtk_image_get_icon_name (image), "window-close-symbolic") ? "✗" : "?";
}

/* "40/52 ✗": the goal as shown */
static char *
goal_shown (BalutSheetView *view,
            BalutCategory   category)
{
  g_autofree char *id = g_strconcat ("progress_", category_ids[category], NULL);
  const char *icon = goal_icon (view, category);

  return g_strdup_printf ("%s%s%s", label_text (value_label (view, id)), *icon ? " " : "", icon);
}

static void
assert_goal (BalutSheetView *view,
             BalutCategory   category,
             const char     *shown,
             const char     *said)
{
  g_autofree char *text = goal_shown (view, category);
  g_autofree char *id = g_strconcat ("progress_", category_ids[category], NULL);
  GtkWidget *row = row_widget (view, category);

  if (g_strcmp0 (text, shown) != 0)
    g_error ("%s shows “%s”, expected “%s”", category_ids[category], text, shown);
  /* the goal's tooltip, every box of the row and the row say it */
  g_assert_cmpstr (balut_widget_get_description (value_label (view, id)), ==, said);
  for (guint b = 0; b < BALUT_N_COLUMNS; b++)
    if (balut_sheet_view_get_box (view, category, b) != NULL)
      gtk_test_accessible_assert_property (balut_sheet_view_get_box (view, category, b),
                                           GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, said);
  {
    g_autofree char *row_said = gtk_test_accessible_check_property (GTK_ACCESSIBLE (row),
                                                                     GTK_ACCESSIBLE_PROPERTY_DESCRIPTION,
                                                                     "");
    /* "52 or more in the four boxes: 2 points. So far 40 of 52." */
    g_assert_nonnull (row_said);
    if (!g_str_has_suffix (row_said, said))
      g_error ("the %s row says “%s”, not ending with “%s”", category_ids[category], row_said, said);
  }
  gtk_test_accessible_assert_property (row, GTK_ACCESSIBLE_PROPERTY_LABEL, balut_category_get_label (category));
  /* reached in the colour of points won, missed struck through */
  g_assert_cmpint (gtk_widget_has_css_class (row, "met"), ==, g_str_has_suffix (shown, "✓"));
  g_assert_cmpint (gtk_widget_has_css_class (row, "missed"), ==, g_str_has_suffix (shown, "✗"));
}

static void
test_goals (void)
{
  g_autoptr(BalutGame) game = ui_test_new_game (BALUT_VARIANT_STANDARD, 33, "Ann", BALUT_PLAYER_HUMAN, 0, NULL);
  Sheet sheet = open_sheet (game, 360, 640, "360×640");
  BalutSheetView *view = sheet.view;

  /* an empty sheet: every goal open */
  assert_goal (view, BALUT_CATEGORY_FOURS, "0/52", "So far 0 of 52.");
  assert_goal (view, BALUT_CATEGORY_FIVES, "0/65", "So far 0 of 65.");
  assert_goal (view, BALUT_CATEGORY_SIXES, "0/78", "So far 0 of 78.");
  assert_goal (view, BALUT_CATEGORY_CHOICE, "0/100", "So far 0 of 100.");
  assert_goal (view, BALUT_CATEGORY_STRAIGHT, "0/4", "So far 0 of the four boxes scored.");
  assert_goal (view, BALUT_CATEGORY_FULL_HOUSE, "0/4", "So far 0 of the four boxes scored.");
  assert_goal (view, BALUT_CATEGORY_BALUT, "0/4", "0 Baluts so far.");

  /* R12: 16 + 16 in two boxes, 20 + 20 still possible: open at 32 of
   * 52; a third box of 4 leaves 36 + 20 = 56 possible; a fourth of 4
   * makes 40: missed */
  throw_and_enter (game, "44441", BALUT_CATEGORY_FOURS, 0);
  throw_and_enter (game, "44442", BALUT_CATEGORY_FOURS, 1);
  assert_goal (view, BALUT_CATEGORY_FOURS, "32/52", "So far 32 of 52.");
  throw_and_enter (game, "41111", BALUT_CATEGORY_FOURS, 2);
  assert_goal (view, BALUT_CATEGORY_FOURS, "36/52", "So far 36 of 52.");
  throw_and_enter (game, "41111", BALUT_CATEGORY_FOURS, 3);
  assert_goal (view, BALUT_CATEGORY_FOURS, "40/52 ✗", "Missed: 40, and 52 can no longer be reached.");

  /* R13: 25 + 25 + 15 = 65 in three boxes: reached before the fourth */
  throw_and_enter (game, "55555", BALUT_CATEGORY_FIVES, 0);
  assert_goal (view, BALUT_CATEGORY_FIVES, "25/65", "So far 25 of 65.");
  /* … and a Balut in the Balut box: R18 */
  throw_and_enter (game, "55555", BALUT_CATEGORY_BALUT, 0);
  assert_goal (view, BALUT_CATEGORY_BALUT, "1/4 ✓", "1 Balut so far.");
  throw_and_enter (game, "55555", BALUT_CATEGORY_FIVES, 1);
  throw_and_enter (game, "55512", BALUT_CATEGORY_FIVES, 2);
  assert_goal (view, BALUT_CATEGORY_FIVES, "65/65 ✓", "Reached with 65.");

  /* R14: one box of 6 leaves 6 + 3 × 30 = 96 ≥ 78: open */
  throw_and_enter (game, "61111", BALUT_CATEGORY_SIXES, 0);
  assert_goal (view, BALUT_CATEGORY_SIXES, "6/78", "So far 6 of 78.");
  /* … two more of 6: 18 + 30 = 48 < 78: missed with a box still empty */
  throw_and_enter (game, "61111", BALUT_CATEGORY_SIXES, 1);
  throw_and_enter (game, "61111", BALUT_CATEGORY_SIXES, 2);
  assert_goal (view, BALUT_CATEGORY_SIXES, "18/78 ✗", "Missed: 18, and 78 can no longer be reached.");

  /* R15: two straights, then one struck: missed */
  throw_and_enter (game, "12345", BALUT_CATEGORY_STRAIGHT, 0);
  throw_and_enter (game, "23456", BALUT_CATEGORY_STRAIGHT, 1);
  assert_goal (view, BALUT_CATEGORY_STRAIGHT, "2/4", "So far 2 of the four boxes scored.");
  throw_and_enter (game, "11111", BALUT_CATEGORY_STRAIGHT, 2);
  assert_goal (view, BALUT_CATEGORY_STRAIGHT, "2/4 ✗", "Missed: a box was struck.");

  /* R16: four full houses */
  throw_and_enter (game, "22233", BALUT_CATEGORY_FULL_HOUSE, 0);
  throw_and_enter (game, "33322", BALUT_CATEGORY_FULL_HOUSE, 1);
  throw_and_enter (game, "44455", BALUT_CATEGORY_FULL_HOUSE, 2);
  assert_goal (view, BALUT_CATEGORY_FULL_HOUSE, "3/4", "So far 3 of the four boxes scored.");
  throw_and_enter (game, "66655", BALUT_CATEGORY_FULL_HOUSE, 3);
  assert_goal (view, BALUT_CATEGORY_FULL_HOUSE, "4/4 ✓", "Reached: all four boxes scored.");

  /* R17: 24 + 24 + 24 + 28 = 100 */
  throw_and_enter (game, "66633", BALUT_CATEGORY_CHOICE, 0);
  throw_and_enter (game, "66633", BALUT_CATEGORY_CHOICE, 1);
  throw_and_enter (game, "66633", BALUT_CATEGORY_CHOICE, 2);
  assert_goal (view, BALUT_CATEGORY_CHOICE, "72/100", "So far 72 of 100.");
  throw_and_enter (game, "66664", BALUT_CATEGORY_CHOICE, 3);
  assert_goal (view, BALUT_CATEGORY_CHOICE, "100/100 ✓", "Reached with 100.");

  wait_for_frames (&sheet, 1);
  {
    g_autofree char *name = g_strdup_printf ("%ssheet-goals", lang_prefix);

    ui_test_save_png (sheet.window, name);
  }
  close_sheet (&sheet);
}

/* J4: the Jackpot box never counts towards the goal; J5: a used one
 * raises the stake, which the row says; R18 without a Balut: missed */
static void
test_goals_jackpot (void)
{
  g_autoptr(BalutGame) game = ui_test_new_game (BALUT_VARIANT_JACKPOT, 34, "Ann", BALUT_PLAYER_HUMAN, 0, NULL);
  Sheet sheet = open_sheet (game, 360, 640, "360×640");
  BalutSheetView *view = sheet.view;

  throw_and_enter (game, "66666", BALUT_CATEGORY_SIXES, BALUT_BOX_JACKPOT);
  assert_goal (view, BALUT_CATEGORY_SIXES, "0/78",
               "So far 0 of 78. Jackpot box used: +6 when reached, −4 when missed.");
  throw_and_enter (game, "66661", BALUT_CATEGORY_SIXES, 0);
  assert_goal (view, BALUT_CATEGORY_SIXES, "24/78",
               "So far 24 of 78. Jackpot box used: +6 when reached, −4 when missed.");

  /* a struck Jackpot box counts as unused (J3) */
  throw_and_enter (game, "11111", BALUT_CATEGORY_STRAIGHT, BALUT_BOX_JACKPOT);
  assert_goal (view, BALUT_CATEGORY_STRAIGHT, "0/4", "So far 0 of the four boxes scored.");

  for (guint b = 0; b < BALUT_N_REGULAR; b++)
    throw_and_enter (game, "12346", BALUT_CATEGORY_BALUT, b);
  assert_goal (view, BALUT_CATEGORY_BALUT, "0/4 ✗", "Missed: no Balut.");

  wait_for_frames (&sheet, 1);
  {
    g_autofree char *name = g_strdup_printf ("%ssheet-goals-jackpot", lang_prefix);

    ui_test_save_png (sheet.window, name);
  }
  close_sheet (&sheet);
}

/* ------------------------------------------------------------------ */
/* 3: one preview a category; 4: no points yet                          */
/* ------------------------------------------------------------------ */

static void
test_previews (gconstpointer data)
{
  BalutVariant variant = GPOINTER_TO_INT (data);
  g_autoptr(BalutGame) game = ui_test_new_game (variant, 35, "Ann", BALUT_PLAYER_HUMAN, 0, NULL);
  Sheet sheet = open_sheet (game, 360, 640, "360×640");
  BalutSheetView *view = sheet.view;
  BalutScoresheet *scoresheet = balut_player_get_sheet (balut_game_get_player (game, 0));
  gboolean jackpot = balut_variant_has_jackpot (variant);
  static const char * const throws[] = { "44456", "66655", "23456", "66666", "12345" };

  for (guint t = 0; t < G_N_ELEMENTS (throws); t++)
    {
      g_autoptr(GError) error = NULL;
      guint8 dice[BALUT_N_DICE];
      guint n_shown = 0, n_legal = 0;
      BalutBox box;

      for (guint i = 0; i < BALUT_N_DICE; i++)
        dice[i] = (guint8) (throws[t][i] - '0');
      g_assert_true (balut_game_throw_values (game, dice, &error));
      g_assert_no_error (error);

      for (guint c = 0; c < BALUT_N_CATEGORIES; c++)
        {
          gint first = -1;

          for (guint b = 0; b < BALUT_N_COLUMNS; b++)
            {
              GtkWidget *button = balut_sheet_view_get_box (view, c, b);
              gboolean legal;
              gint score;
              g_autofree char *name = NULL;
              g_autofree char *said = NULL;

              if (button == NULL || (b == BALUT_BOX_JACKPOT && !jackpot))
                continue;
              legal = balut_scoresheet_is_legal (scoresheet, c, b);
              if (!legal)
                {
                  g_assert_false (gtk_widget_get_sensitive (button));
                  continue;
                }
              n_legal++;
              score = balut_game_preview (game, c, b);
              /* every legal box: clickable, saying what it would score */
              g_assert_true (gtk_widget_get_sensitive (button));
              g_assert_true (gtk_widget_has_css_class (button, "preview"));
              /* in the language of the test */
              name = b == BALUT_BOX_JACKPOT
                     ? g_strdup_printf (g_dgettext (GETTEXT_PACKAGE, "%s, Jackpot box"), balut_category_get_label (c))
                     : g_strdup_printf (g_dgettext (GETTEXT_PACKAGE, "%s, box %u"), balut_category_get_label (c), b + 1);
              said = score == 0 ? g_strdup_printf (g_dgettext (GETTEXT_PACKAGE, "%s: would be struck"), name)
                                : g_strdup_printf (g_dgettext (GETTEXT_PACKAGE, "%s: would score %d"), name, score);
              gtk_test_accessible_assert_property (button, GTK_ACCESSIBLE_PROPERTY_LABEL, said);
              g_assert_cmpstr (balut_widget_get_description (button), ==, said);

              /* the number shows in the first legal ordinary box of the
               * category, and in the Jackpot box (J2 scores apart) */
              if (b < BALUT_N_REGULAR && first < 0)
                first = (gint) b;
              if (b == BALUT_BOX_JACKPOT || (gint) b == first)
                {
                  g_autofree char *text = g_strdup_printf ("%d", score);

                  g_assert_cmpstr (box_text (view, c, b), ==, text);
                  n_shown++;
                }
              else
                g_assert_cmpstr (box_text (view, c, b), ==, "");
              g_assert_cmpint (gtk_widget_has_css_class (button, "shows-preview"), ==,
                               b == BALUT_BOX_JACKPOT || (gint) b == first);
            }
        }
      g_test_message ("%s, throw %s: %u legal boxes, %u numbers shown", balut_variant_to_string (variant),
                      throws[t], n_legal, n_shown);
      g_assert_cmpuint (n_shown, <=, jackpot ? 13 : 7);
      g_assert_cmpuint (n_shown, >, 0);

      /* the hint's box shows the number in place of the first one */
      g_assert_true (balut_simple_player_choose_box (scoresheet, dice, &box));
      if (box.box < BALUT_N_REGULAR)
        {
          BalutBox other = { box.category, BALUT_N_REGULAR - 1 };

          if (balut_scoresheet_is_legal (scoresheet, other.category, other.box) && variant != BALUT_VARIANT_OLATHE)
            {
              g_autofree char *text = g_strdup_printf ("%d", balut_game_preview (game, other.category, other.box));

              balut_sheet_view_set_hint (view, 0, &other, FALSE);
              g_assert_cmpstr (box_text (view, other.category, other.box), ==, text);
              for (guint b = 0; b < BALUT_N_REGULAR - 1; b++)
                if (balut_scoresheet_is_legal (scoresheet, other.category, b))
                  g_assert_cmpstr (box_text (view, other.category, b), ==, "");
              balut_sheet_view_set_hint (view, 0, NULL, FALSE);
            }
        }
      if (t == 0)
        {
          g_autofree char *name = g_strdup_printf ("%ssheet-previews-%s", lang_prefix, balut_variant_to_string (variant));

          wait_for_frames (&sheet, 1);
          ui_test_save_png (sheet.window, name);
        }
      {
        g_autoptr(GError) error2 = NULL;

        g_assert_true (balut_game_enter (game, box.category, box.box, &error2));
        g_assert_no_error (error2);
      }
    }
  close_sheet (&sheet);
}

static void
test_no_points_yet (void)
{
  g_autoptr(BalutGame) game = ui_test_new_game (BALUT_VARIANT_STANDARD, 36,
                                                "Ann", BALUT_PLAYER_HUMAN, 0,
                                                "Bo", BALUT_PLAYER_HUMAN, 0, NULL);
  Sheet sheet = open_sheet (game, 360, 640, "360×640");
  BalutSheetView *view = sheet.view;
  GtkWidget *final = value_label (view, "final_value");
  GtkWidget *bracket = value_label (view, "bracket_value");

  /* before anyone has thrown: "–", said as no points (R20 would give −2) */
  g_assert_cmpint (balut_player_get_final_points (balut_game_get_player (game, 0)), ==, -2);
  g_assert_cmpstr (label_text (final), ==, "–");
  g_assert_cmpstr (label_text (bracket), ==, "–");
  gtk_test_accessible_assert_property (final, GTK_ACCESSIBLE_PROPERTY_LABEL, "No points yet");
  gtk_test_accessible_assert_property (bracket, GTK_ACCESSIBLE_PROPERTY_LABEL, "No points yet");
  g_assert_cmpstr (label_text (value_label (view, "total_value")), ==, "0");
  wait_for_frames (&sheet, 1);
  {
    g_autofree char *name = g_strdup_printf ("%ssheet-no-points", lang_prefix);

    ui_test_save_png (sheet.window, name);
  }

  /* thrown, not entered: still none */
  {
    g_autoptr(GError) error = NULL;

    g_assert_true (balut_game_roll (game, &error));
    g_assert_no_error (error);
  }
  g_assert_cmpstr (label_text (final), ==, "–");

  /* Ann's first entry: her real points; Bo has none yet */
  throw_and_enter (game, "66612", BALUT_CATEGORY_SIXES, 0);
  g_assert_cmpstr (label_text (final), ==, "−2");
  g_assert_cmpstr (label_text (bracket), ==, "−2");
  {
    g_autofree char *said = gtk_test_accessible_check_property (GTK_ACCESSIBLE (final),
                                                                 GTK_ACCESSIBLE_PROPERTY_LABEL, "No points yet");
    /* the label is read as its text again */
    g_assert_nonnull (said);
  }
  balut_sheet_view_set_player (view, 1);
  g_assert_cmpstr (label_text (final), ==, "–");
  gtk_test_accessible_assert_property (final, GTK_ACCESSIBLE_PROPERTY_LABEL, "No points yet");
  close_sheet (&sheet);
}

/* ------------------------------------------------------------------ */
/* 5: the Jackpot heading                                              */
/* ------------------------------------------------------------------ */

static void
test_jackpot_heading (void)
{
  g_autoptr(BalutGame) game = ui_test_new_game (BALUT_VARIANT_JACKPOT, 37, "Ann", BALUT_PLAYER_HUMAN, 0, NULL);
  Sheet sheet = open_sheet (game, 360, 640, "360×640");
  GtkWidget *heading = value_label (sheet.view, "jackpot_header");
  PangoLayout *layout = gtk_label_get_layout (GTK_LABEL (heading));
  graphene_rect_t box = bounds_in (balut_sheet_view_get_box (sheet.view, BALUT_CATEGORY_FOURS, BALUT_BOX_JACKPOT),
                                   sheet.window);
  graphene_rect_t r = bounds_in (heading, sheet.window);
  int text_width;

  g_assert_true (gtk_widget_get_mapped (heading));
  /* one word, never broken ("Jack-/pot"), wholly shown */
  g_assert_null (strstr (label_text (heading), "\u00ad"));
  g_assert_cmpint (pango_layout_get_line_count (layout), ==, 1);
  g_assert_false (pango_layout_is_ellipsized (layout));
  pango_layout_get_pixel_size (layout, &text_width, NULL);
  g_assert_cmpint (text_width, <=, gtk_widget_get_width (heading));
  /* over its column, the full name in the tooltip and for screen readers */
  g_assert_cmpfloat (r.origin.x, <=, box.origin.x + EPS);
  g_assert_cmpfloat (r.origin.x + r.size.width, >=, box.origin.x + box.size.width - EPS);
  g_assert_cmpstr (gtk_widget_get_tooltip_text (heading), ==, g_dgettext (GETTEXT_PACKAGE, "Jackpot boxes"));
  gtk_test_accessible_assert_property (heading, GTK_ACCESSIBLE_PROPERTY_LABEL, g_dgettext (GETTEXT_PACKAGE, "Jackpot boxes"));
  g_test_message ("“%s”: %d px of text over a column of %.0f px", label_text (heading), text_width, r.size.width);
  close_sheet (&sheet);
}

/* ------------------------------------------------------------------ */
/* 3: the boxes' looks                                                 */
/* ------------------------------------------------------------------ */

typedef struct
{
  const char     *name;
  guchar         *pixels;      /* the box and 3 px around it, B G R A */
  graphene_rect_t number;      /* the box's label, in those pixels */
} Look;

#define LOOK_MARGIN 3

static guchar *
grab_box (Sheet           *sheet,
          GtkWidget       *box,
          int             *w,
          int             *h,
          graphene_rect_t *number)
{
  int width, height;
  g_autofree guchar *all = NULL;
  graphene_rect_t r;
  guchar *crop;
  int x0, y0;

  wait_for_frames (sheet, 1);
  all = ui_test_render_pixels (sheet->window, &width, &height);
  r = bounds_in (box, sheet->window);
  x0 = (int) r.origin.x - LOOK_MARGIN;
  y0 = (int) r.origin.y - LOOK_MARGIN;
  *w = (int) r.size.width + 2 * LOOK_MARGIN;
  *h = (int) r.size.height + 2 * LOOK_MARGIN;
  g_assert_cmpint (x0, >=, 0);
  g_assert_cmpint (y0, >=, 0);
  g_assert_cmpint (x0 + *w, <=, width);
  g_assert_cmpint (y0 + *h, <=, height);
  *number = bounds_in (gtk_button_get_child (GTK_BUTTON (box)), sheet->window);
  number->origin.x -= x0;
  number->origin.y -= y0;
  crop = g_malloc ((gsize) *w * *h * 4);
  for (int y = 0; y < *h; y++)
    memcpy (crop + (gsize) y * *w * 4, all + ((gsize) (y0 + y) * width + x0) * 4, (gsize) *w * 4);
  return crop;
}

/* The share of pixels that differ clearly (by more than an eighth of the
 * range in a channel: a background one shade darker, a number in another
 * colour) */
static double
difference (const guchar *a,
            const guchar *b,
            int           n_pixels)
{
  int n = 0;

  for (int i = 0; i < n_pixels; i++)
    {
      int d = 0;

      for (int k = 0; k < 3; k++)
        d = MAX (d, ABS ((int) a[i * 4 + k] - (int) b[i * 4 + k]));
      if (d > 32)
        n++;
    }
  return (double) n / n_pixels;
}

static int
compare_uint32 (gconstpointer a,
                gconstpointer b)
{
  guint32 x = *(const guint32 *) a, y = *(const guint32 *) b;

  return x < y ? -1 : x > y;
}

/* The commonest colour of a box's label: the background its number is
 * drawn on (the edges may lie under a mark) */
static void
number_background (const Look *look,
                   int         w,
                   guchar      bg[3])
{
  int x0 = (int) look->number.origin.x, y0 = (int) look->number.origin.y;
  int nw = (int) look->number.size.width, nh = (int) look->number.size.height;
  g_autofree guint32 *colours = g_new (guint32, (gsize) nw * nh);
  guint32 best = 0;
  int n = 0, run = 0, best_run = 0;

  for (int y = y0; y < y0 + nh; y++)
    for (int x = x0; x < x0 + nw; x++)
      {
        const guchar *px = look->pixels + ((gsize) y * w + x) * 4;

        colours[n++] = (guint32) px[0] | (guint32) px[1] << 8 | (guint32) px[2] << 16;
      }
  qsort (colours, n, sizeof *colours, compare_uint32);
  for (int i = 0; i < n; i++)
    {
      run = i > 0 && colours[i] == colours[i - 1] ? run + 1 : 1;
      if (run > best_run)
        {
          best_run = run;
          best = colours[i];
        }
    }
  bg[0] = best & 0xff;
  bg[1] = (best >> 8) & 0xff;
  bg[2] = (best >> 16) & 0xff;
}

/* Whether the numbers of two boxes look alike: the same ink (the
 * pixels that differ clearly from the label's background) in the same
 * places, of the same colour. A preview looks like an entry when it is
 * drawn as one. */
static gboolean
numbers_alike (const Look *a,
               const Look *b,
               int         w)
{
  /* inside the marks drawn over the box's edges */
  int x0 = (int) a->number.origin.x + 4, y0 = (int) a->number.origin.y + 4;
  int nw = (int) a->number.size.width - 8, nh = (int) a->number.size.height - 8;
  int n_union = 0, n_apart = 0;
  double colour[2][3] = { { 0 } };
  int n_ink[2] = { 0, 0 };
  double colour_distance = 0;

  guchar backgrounds[2][3];

  number_background (a, w, backgrounds[0]);
  number_background (b, w, backgrounds[1]);
  for (int y = y0; y < y0 + nh; y++)
    for (int x = x0; x < x0 + nw; x++)
      {
        gboolean inked[2];

        for (int k = 0; k < 2; k++)
          {
            const guchar *pixels = k == 0 ? a->pixels : b->pixels;
            const guchar *bg = backgrounds[k];
            const guchar *px = pixels + ((gsize) y * w + x) * 4;
            int d = 0;

            for (int c = 0; c < 3; c++)
              d = MAX (d, ABS ((int) px[c] - (int) bg[c]));
            inked[k] = d > 64;
            if (inked[k])
              {
                for (int c = 0; c < 3; c++)
                  colour[k][c] += px[c];
                n_ink[k]++;
              }
          }
        n_union += inked[0] || inked[1];
        n_apart += inked[0] != inked[1];
      }
  for (int c = 0; c < 3; c++)
    colour_distance = MAX (colour_distance, ABS (colour[0][c] / MAX (1, n_ink[0]) - colour[1][c] / MAX (1, n_ink[1])));
  g_test_message ("%s and %s numbers: %d of %d ink pixels apart, colours %.0f apart", a->name, b->name,
                  n_apart, n_union, colour_distance);
  return n_apart < n_union / 4 && colour_distance < 48;
}

static void
test_looks (gconstpointer data)
{
  const char *style = data;
  g_autoptr(GSettings) settings = ui_test_dup_settings ();
  GtkSettings *gtk_settings = gtk_settings_get_default ();
  g_autofree char *theme = NULL;
  g_autoptr(BalutGame) game = ui_test_new_game (BALUT_VARIANT_STANDARD, 38, "Ann", BALUT_PLAYER_HUMAN, 0, NULL);
  Sheet sheet;
  GtkWidget *box, *other;
  Look looks[5];
  BalutBox fours = { BALUT_CATEGORY_FOURS, 1 };
  int w = 0, h = 0;
  g_autoptr(GError) error = NULL;
  static const guint8 dice[BALUT_N_DICE] = { 4, 4, 4, 4, 4 };

  g_object_get (gtk_settings, "gtk-theme-name", &theme, NULL);
  /* no transitions: each look rendered as it ends */
  g_object_set (gtk_settings, "gtk-enable-animations", FALSE, NULL);
  g_settings_set_string (settings, "color-scheme", g_str_equal (style, "dark") ? "dark" : "light");
  if (g_str_equal (style, "high-contrast"))
    g_object_set (gtk_settings, "gtk-theme-name", "HighContrast", NULL);

  sheet = open_sheet (game, 360, 640, "360×640");
  box = balut_sheet_view_get_box (sheet.view, fours.category, fours.box);
  other = balut_sheet_view_get_box (sheet.view, BALUT_CATEGORY_SIXES, 0);

  /* Fours, box 1 filled with 20 earlier: box 2 previews 20 */
  throw_and_enter (game, "44444", BALUT_CATEGORY_FOURS, 0);
  g_assert_true (balut_game_throw_values (game, dice, &error));
  g_assert_no_error (error);
  g_assert_cmpstr (box_text (sheet.view, fours.category, fours.box), ==, "20");

  looks[0].name = "previewed";
  looks[0].pixels = grab_box (&sheet, box, &w, &h, &looks[0].number);

  gtk_window_set_focus_visible (GTK_WINDOW (sheet.window), TRUE);
  g_assert_true (gtk_widget_grab_focus (box));
  looks[1].name = "focused";
  looks[1].pixels = grab_box (&sheet, box, &w, &h, &looks[1].number);
  g_assert_cmpstr (box_text (sheet.view, fours.category, fours.box), ==, "20");

  /* the focus elsewhere, the hint on the box */
  g_assert_true (gtk_widget_grab_focus (other));
  balut_sheet_view_set_hint (sheet.view, 0, &fours, FALSE);
  looks[2].name = "hinted";
  looks[2].pixels = grab_box (&sheet, box, &w, &h, &looks[2].number);
  g_assert_cmpstr (box_text (sheet.view, fours.category, fours.box), ==, "20");
  if (g_str_equal (style, "light"))
    {
      g_autofree char *name = g_strdup_printf ("%ssheet-look-hint", lang_prefix);

      ui_test_save_png (sheet.window, name);
    }
  balut_sheet_view_set_hint (sheet.view, 0, NULL, FALSE);

  g_assert_true (balut_game_enter (game, fours.category, fours.box, &error));
  g_assert_no_error (error);
  looks[3].name = "filled";
  looks[3].pixels = grab_box (&sheet, box, &w, &h, &looks[3].number);
  g_assert_cmpstr (box_text (sheet.view, fours.category, fours.box), ==, "20");

  balut_sheet_view_set_mark (sheet.view, 0, &fours);
  looks[4].name = "marked";
  looks[4].pixels = grab_box (&sheet, box, &w, &h, &looks[4].number);
  g_assert_cmpstr (box_text (sheet.view, fours.category, fours.box), ==, "20");

  /* the whole sheet with a box of each look, as a player sees it */
  {
    g_autofree char *name = g_strdup_printf ("%ssheet-looks-%s", lang_prefix, style);
    BalutBox hinted = { BALUT_CATEGORY_CHOICE, 0 };
    guint8 more[BALUT_N_DICE] = { 6, 6, 5, 3, 1 };

    g_assert_true (balut_game_throw_values (game, more, &error));
    g_assert_no_error (error);
    balut_sheet_view_set_hint (sheet.view, 0, &hinted, FALSE);
    g_assert_true (gtk_widget_grab_focus (balut_sheet_view_get_box (sheet.view, BALUT_CATEGORY_SIXES, 0)));
    wait_for_frames (&sheet, 1);
    ui_test_save_png (sheet.window, name);
  }

  for (guint i = 0; i < G_N_ELEMENTS (looks); i++)
    for (guint j = i + 1; j < G_N_ELEMENTS (looks); j++)
      {
        double d = difference (looks[i].pixels, looks[j].pixels, w * h);

        g_test_message ("%s: %s and %s boxes differ in %.0f%% of their pixels", style,
                        looks[i].name, looks[j].name, d * 100);
        if (d < 0.08)
          g_test_fail_printf ("%s: a %s box looks too much like a %s one (%.0f%% of the pixels differ)",
                              style, looks[i].name, looks[j].name, d * 100);
      }

  /* a box not filled never shows its number as an entry does: focused,
   * hinted or not (the filled box is looks[3], the marked one is filled
   * too) */
  for (guint i = 0; i < 3; i++)
    if (numbers_alike (&looks[i], &looks[3], w))
      g_test_fail_printf ("%s: a %s box's number looks like an entry's", style, looks[i].name);

  for (guint i = 0; i < G_N_ELEMENTS (looks); i++)
    g_free (looks[i].pixels);
  close_sheet (&sheet);
  g_settings_set_string (settings, "color-scheme", "system");
  g_object_set (gtk_settings, "gtk-theme-name", theme, "gtk-enable-animations", TRUE, NULL);
}

/* Right to left, and with scrollbars that take room (the desktop's
 * "always show scrollbars"): the columns still line up, the scrollbar
 * covers no value */
static void
test_directions (gconstpointer data)
{
  gboolean rtl = g_str_equal (data, "right-to-left");
  g_autoptr(BalutGame) game = ui_test_new_game (BALUT_VARIANT_JACKPOT, 39, "Ann", BALUT_PLAYER_HUMAN, 0, NULL);
  GtkAdjustment *adjustment;
  Sheet sheet;

  if (rtl)
    gtk_widget_set_default_direction (GTK_TEXT_DIR_RTL);
  sheet = open_sheet (game, 360, 0, rtl ? "right to left" : "scrollbars");
  /* as with the desktop's gtk-overlay-scrolling off (which GTK 4.8 cannot
   * change while the program runs: its scrolled windows keep listening
   * to it after they are gone) */
  if (!rtl)
    {
      int height;

      gtk_scrolled_window_set_overlay_scrolling (GTK_SCROLLED_WINDOW (gtk_widget_get_ancestor (balut_sheet_view_get_box (sheet.view, 0, 0),
                                                                                               GTK_TYPE_SCROLLED_WINDOW)),
                                                 FALSE);
      gtk_widget_measure (GTK_WIDGET (sheet.view), GTK_ORIENTATION_VERTICAL, 360, &height, NULL, NULL, NULL);
      gtk_window_set_default_size (GTK_WINDOW (sheet.window), 360, height);
    }
  throw_and_enter (game, "44445", BALUT_CATEGORY_FOURS, 0);
  adjustment = balut_sheet_view_get_vadjustment (sheet.view);
  wait_for_frames (&sheet, 1);
  assert_pinned (&sheet, "at the top");
  gtk_adjustment_set_value (adjustment, gtk_adjustment_get_upper (adjustment));
  wait_for_frames (&sheet, 1);
  assert_pinned (&sheet, "scrolled to the end");

  if (!rtl)
    {
      GtkWidget *scroller = gtk_widget_get_ancestor (balut_sheet_view_get_box (sheet.view, 0, 0), GTK_TYPE_SCROLLED_WINDOW);
      GtkWidget *scrollbar = gtk_scrolled_window_get_vscrollbar (GTK_SCROLLED_WINDOW (scroller));
      graphene_rect_t bar = bounds_in (scrollbar, sheet.window);

      g_assert_true (gtk_widget_get_mapped (scrollbar));
      g_test_message ("the scrollbar: %.0f px wide", bar.size.width);
      for (guint c = 0; c < BALUT_N_CATEGORIES; c++)
        {
          g_autofree char *id = g_strconcat ("points_", category_ids[c], NULL);
          GtkWidget *points = value_label (sheet.view, id);
          graphene_rect_t r = bounds_in (points, sheet.window);

          if (gtk_widget_get_mapped (points) && r.size.height > 0)
            g_assert_cmpfloat (r.origin.x + r.size.width, <=, bar.origin.x + EPS);
        }
    }
  {
    g_autofree char *name = g_strdup_printf ("%ssheet-%s", lang_prefix, (const char *) data);

    ui_test_save_png (sheet.window, name);
  }
  close_sheet (&sheet);
  gtk_widget_set_default_direction (GTK_TEXT_DIR_LTR);
}

int
main (int   argc,
      char *argv[])
{
  static const Geometry geometries[] = {
    { BALUT_VARIANT_STANDARD, 3 },
    { BALUT_VARIANT_STANDARD, 8 },
    { BALUT_VARIANT_JACKPOT, 3 },
    { BALUT_VARIANT_JACKPOT, 8 },
    { BALUT_VARIANT_OLATHE, 3 },
    { BALUT_VARIANT_OLATHE, 8 },
  };
  gboolean english;

  ui_test_init (&argc, &argv);
  {
    /* the language of the messages (LANGUAGE, LC_ALL, LC_MESSAGES, LANG) */
    const char *locale = g_get_language_names ()[0];

    english = TRUE;
    if (locale != NULL && g_ascii_isalpha (locale[0]) && g_ascii_isalpha (locale[1])
        && (locale[2] == '\0' || locale[2] == '_' || locale[2] == '.')
        && !(locale[0] == 'e' && locale[1] == 'n') && !(locale[0] == 'C' && locale[1] == '\0'))
      {
        lang_prefix = g_strdup_printf ("%c%c-", locale[0], locale[1]);
        english = FALSE;
      }
  }

  for (guint i = 0; i < G_N_ELEMENTS (geometries); i++)
    {
      g_autofree char *path = g_strdup_printf ("/balut/ui/sheet-view/geometry/%s-%u-players",
                                               balut_variant_to_string (geometries[i].variant),
                                               geometries[i].n_players);

      /* in Danish and German two of the games, unless thorough */
      if (!english && !balut_test_thorough () && i != 1 && i != 3)
        continue;
      g_test_add_data_func (path, &geometries[i], test_geometry);
    }
  for (BalutVariant v = 0; v < BALUT_N_VARIANTS; v++)
    {
      g_autofree char *pinned = g_strdup_printf ("/balut/ui/sheet-view/pinned/%s", balut_variant_to_string (v));
      g_autofree char *previews = g_strdup_printf ("/balut/ui/sheet-view/previews/%s", balut_variant_to_string (v));

      g_test_add_data_func (pinned, GINT_TO_POINTER (v), test_pinned);
      g_test_add_data_func (previews, GINT_TO_POINTER (v), test_previews);
    }
  g_test_add_func ("/balut/ui/sheet-view/scroll-to-box", test_scroll_to_box);
  g_test_add_data_func ("/balut/ui/sheet-view/right-to-left", "right-to-left", test_directions);
  g_test_add_data_func ("/balut/ui/sheet-view/scrollbars", "scrollbars", test_directions);
  g_test_add_func ("/balut/ui/sheet-view/jackpot-heading", test_jackpot_heading);
  /* the texts said are English ones */
  if (english)
    {
      g_test_add_func ("/balut/ui/sheet-view/goals-r12-r18", test_goals);
      g_test_add_func ("/balut/ui/sheet-view/goals-jackpot-j4-j6", test_goals_jackpot);
      g_test_add_func ("/balut/ui/sheet-view/no-points-yet", test_no_points_yet);
      g_test_add_data_func ("/balut/ui/sheet-view/looks/light", "light", test_looks);
      g_test_add_data_func ("/balut/ui/sheet-view/looks/dark", "dark", test_looks);
      g_test_add_data_func ("/balut/ui/sheet-view/looks/high-contrast", "high-contrast", test_looks);
    }

  return g_test_run ();
}
