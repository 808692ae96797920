/* test-screenshots.c — the window at 360×640 and 1280×800, as PNGs
 *
 * SPDX-FileCopyrightText: 2026 The Balut developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Renders the real window (mid-game and at the end, and the results
 * dialog) with its own renderer into PNG files under
 * <build>/tests/ui/screenshots/, and checks the layout: one column when
 * narrow (dice above the sheet), two when wide (dice beside it), every
 * widget inside the window, the dice panel and the sheet apart, nothing
 * cut or ellipsized.
 */

#include "config.h"

#include <string.h>

#include <glib/gstdio.h>

#include "balut-describe.h"
#include "balut-die-button.h"
#include "balut-format.h"
#include "balut-results-dialog.h"
#include "balut-simple-player.h"
#include "balut-test-util.h"
#include "ui-test-utils.h"

typedef struct
{
  int           width;
  int           height;
  BalutVariant  variant;
  gboolean      wide;      /* expected layout */
} Size;

/* The window's size is the one asked for (see open_sized ()). */
static gboolean
size_is (gpointer data)
{
  GtkWidget *w = data;
  int *wanted = g_object_get_data (G_OBJECT (w), "wanted-size");

  return gtk_widget_get_width (w) == wanted[0] && gtk_widget_get_height (w) == wanted[1];
}

/* ------------------------------------------------------------------ */
/* Geometry                                                            */
/* ------------------------------------------------------------------ */

#define EPS 0.5

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
rect_inside_by (const graphene_rect_t *inner,
                const graphene_rect_t *outer,
                double                 eps)
{
  return inner->origin.x >= outer->origin.x - eps
         && inner->origin.y >= outer->origin.y - eps
         && inner->origin.x + inner->size.width <= outer->origin.x + outer->size.width + eps
         && inner->origin.y + inner->size.height <= outer->origin.y + outer->size.height + eps;
}

static gboolean
rect_inside (const graphene_rect_t *inner,
             const graphene_rect_t *outer)
{
  return rect_inside_by (inner, outer, EPS);
}

static gboolean
rects_overlap (const graphene_rect_t *a,
               const graphene_rect_t *b)
{
  return a->origin.x + a->size.width > b->origin.x + EPS
         && b->origin.x + b->size.width > a->origin.x + EPS
         && a->origin.y + a->size.height > b->origin.y + EPS
         && b->origin.y + b->size.height > a->origin.y + EPS;
}

static char *
rect_text (const graphene_rect_t *r)
{
  return g_strdup_printf ("(%.0f,%.0f %.0f×%.0f)", r->origin.x, r->origin.y, r->size.width, r->size.height);
}

static void
assert_inside_by (GtkWidget  *widget,
                  GtkWidget  *container,
                  const char *what,
                  double      eps)
{
  graphene_rect_t inner = bounds_in (widget, container);
  graphene_rect_t outer = GRAPHENE_RECT_INIT (0, 0, gtk_widget_get_width (container), gtk_widget_get_height (container));

  if (!rect_inside_by (&inner, &outer, eps))
    {
      g_autofree char *a = rect_text (&inner);
      g_autofree char *b = rect_text (&outer);
      g_test_fail_printf ("%s %s is not inside its %s %s", what, a, G_OBJECT_TYPE_NAME (container), b);
    }
}

static void
assert_inside (GtkWidget  *widget,
               GtkWidget  *container,
               const char *what)
{
  assert_inside_by (widget, container, what, EPS);
}

typedef struct
{
  GtkWidget *window;
  guint      n_checked;
  GPtrArray *ellipsized;
} Walk;

/* Every mapped widget outside scrolled content lies inside the window;
 * labels are not ellipsized. */
static void
walk (Walk      *w,
      GtkWidget *widget,
      gboolean   in_scroller)
{
  /* the theme draws the header bar's edge over the window's border */
  double eps = GTK_IS_WINDOW (w->window)
               && gtk_window_get_titlebar (GTK_WINDOW (w->window)) != NULL
               && (widget == gtk_window_get_titlebar (GTK_WINDOW (w->window))
                   || gtk_widget_is_ancestor (widget, gtk_window_get_titlebar (GTK_WINDOW (w->window))))
               ? 1.0 + EPS : EPS;

  if (!gtk_widget_get_mapped (widget))
    return;
  if (widget != w->window && GTK_IS_NATIVE (widget))
    return;   /* popovers and the like: their own surfaces */

  if (!in_scroller && widget != w->window)
    {
      assert_inside_by (widget, w->window, G_OBJECT_TYPE_NAME (widget), eps);
      w->n_checked++;
    }

  /* (a name on the scoreboard is cut to its cell's width on purpose:
   * the whole name is its tooltip and accessible name, and the status
   * line's) */
  if (GTK_IS_LABEL (widget)
      && !gtk_widget_has_css_class (widget, "scoreboard-name")
      && pango_layout_is_ellipsized (gtk_label_get_layout (GTK_LABEL (widget))))
    g_ptr_array_add (w->ellipsized, g_strdup (gtk_label_get_text (GTK_LABEL (widget))));

  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    walk (w, child, in_scroller || GTK_IS_SCROLLED_WINDOW (widget));
}

/* The text of a label as drawn: the layout's ink width placed in the
 * label by its xalign, in @target's coordinates, and cut to what shows
 * of it in what it scrolls in below @target (the sheet's rows scroll
 * under its pinned headings): empty when none of it shows. */
static graphene_rect_t
label_text_bounds (GtkWidget *label,
                   GtkWidget *target)
{
  graphene_rect_t r = bounds_in (label, target);
  int text_w, text_h;

  pango_layout_get_pixel_size (gtk_label_get_layout (GTK_LABEL (label)), &text_w, &text_h);
  r.origin.x += (r.size.width - text_w) * gtk_label_get_xalign (GTK_LABEL (label));
  r.origin.y += (r.size.height - text_h) / 2.f;
  r.size.width = text_w;
  r.size.height = text_h;
  for (GtkWidget *port = gtk_widget_get_parent (label); port != NULL && port != target;
       port = gtk_widget_get_parent (port))
    if (GTK_IS_SCROLLABLE (port))
      {
        graphene_rect_t shown = bounds_in (port, target);

        if (!graphene_rect_intersection (&r, &shown, &r))
          return GRAPHENE_RECT_INIT (r.origin.x, r.origin.y, 0, 0);
      }
  return r;
}

static void
collect_labels (GtkWidget *widget,
                GPtrArray *labels)
{
  if (!gtk_widget_get_mapped (widget))
    return;
  if (GTK_IS_LABEL (widget) && *gtk_label_get_text (GTK_LABEL (widget)) != '\0')
    g_ptr_array_add (labels, widget);
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    collect_labels (child, labels);
}

/* Longer words (Danish, German) must not clip or crowd the sheet: every
 * text of the sheet fits in its label, and the texts of two labels side
 * by side (the headings "1"…"4", "Sum", "Points" above their columns)
 * keep at least MIN_GAP pixels apart. */
#define MIN_GAP 3.0

static void
check_sheet_texts (BalutWindow *window,
                   const char  *name)
{
  GtkWidget *sheet = balut_window_get_sheet_view (window);
  g_autoptr(GPtrArray) labels = g_ptr_array_new ();
  guint n_pairs = 0;

  collect_labels (sheet, labels);
  g_assert_cmpuint (labels->len, >, 20);
  for (guint i = 0; i < labels->len; i++)
    {
      GtkWidget *label = g_ptr_array_index (labels, i);
      int text_w, text_h;

      pango_layout_get_pixel_size (gtk_label_get_layout (GTK_LABEL (label)), &text_w, &text_h);
      if (text_w > gtk_widget_get_width (label) + EPS || text_h > gtk_widget_get_height (label) + EPS)
        g_test_fail_printf ("%s: “%s” is %d×%d but shown in %d×%d", name,
                            gtk_label_get_text (GTK_LABEL (label)), text_w, text_h,
                            gtk_widget_get_width (label), gtk_widget_get_height (label));
    }

  for (guint i = 0; i < labels->len; i++)
    for (guint j = i + 1; j < labels->len; j++)
      {
        GtkWidget *a = g_ptr_array_index (labels, i);
        GtkWidget *b = g_ptr_array_index (labels, j);
        graphene_rect_t ra, rb;
        float gap;

        if (gtk_widget_is_ancestor (a, b) || gtk_widget_is_ancestor (b, a))
          continue;
        ra = label_text_bounds (a, sheet);
        rb = label_text_bounds (b, sheet);
        if (ra.size.height == 0 || rb.size.height == 0)
          continue;
        /* side by side: their lines overlap vertically */
        if (ra.origin.y >= rb.origin.y + rb.size.height || rb.origin.y >= ra.origin.y + ra.size.height)
          continue;
        n_pairs++;
        gap = MAX (rb.origin.x - (ra.origin.x + ra.size.width), ra.origin.x - (rb.origin.x + rb.size.width));
        if (gap < MIN_GAP)
          g_test_fail_printf ("%s: “%s” and “%s” are %.1f px apart on the sheet", name,
                              gtk_label_get_text (GTK_LABEL (a)), gtk_label_get_text (GTK_LABEL (b)), gap);
      }
  g_test_message ("%s: %u texts of the sheet fit, %u pairs side by side apart", name, labels->len, n_pairs);
}

/* The two panels of the board: the one holding the dice, the other. */
static void
get_panels (BalutWindow  *window,
            GtkWidget   **dice_panel,
            GtkWidget   **sheet_panel)
{
  GtkWidget *dice_view = balut_window_get_dice_view (window);
  GtkWidget *board = gtk_widget_get_ancestor (dice_view, BALUT_TYPE_BOARD);

  g_assert_nonnull (board);
  *dice_panel = NULL;
  *sheet_panel = NULL;
  for (GtkWidget *child = gtk_widget_get_first_child (board); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      if (gtk_widget_is_ancestor (dice_view, child))
        *dice_panel = child;
      else if (gtk_widget_is_ancestor (balut_window_get_sheet_view (window), child))
        *sheet_panel = child;
    }
  g_assert_nonnull (*dice_panel);
  g_assert_nonnull (*sheet_panel);
}

static void
check_layout (BalutWindow *window,
              const Size  *size,
              const char  *name)
{
  GtkWidget *w = GTK_WIDGET (window);
  GtkWidget *dice_view = balut_window_get_dice_view (window);
  GtkWidget *sheet_view = balut_window_get_sheet_view (window);
  GtkWidget *board = gtk_widget_get_ancestor (dice_view, BALUT_TYPE_BOARD);
  GtkWidget *dice_panel, *sheet_panel;
  graphene_rect_t dice_r, sheet_r, sheet_view_r, sheet_panel_r;
  Walk walker = { w, 0, g_ptr_array_new_with_free_func (g_free) };

  /* the window has the size asked for (less a frame at full screen
   * width): its content fits at 360 wide */
  g_assert_true (size_is (w));
  g_assert_cmpint (gtk_widget_get_width (w), <=, size->width);
  g_assert_cmpint (gtk_widget_get_width (w), >=, size->width - 10);
  g_assert_cmpint (gtk_widget_get_height (w), ==, size->height);

  get_panels (window, &dice_panel, &sheet_panel);
  dice_r = bounds_in (dice_panel, w);
  sheet_r = bounds_in (sheet_panel, w);

  {
    g_autofree char *a = rect_text (&dice_r);
    g_autofree char *b = rect_text (&sheet_r);
    g_test_message ("%s: dice panel %s, sheet panel %s, wide %d", name, a, b,
                    balut_board_get_wide (BALUT_BOARD (board)));
  }

  g_assert_cmpint (balut_board_get_wide (BALUT_BOARD (board)), ==, size->wide);
  g_assert_cmpint (gtk_widget_has_css_class (w, "wide"), ==, size->wide);
  if (size->wide)
    /* dice beside the sheet */
    g_assert_cmpfloat (dice_r.origin.x + dice_r.size.width, <=, sheet_r.origin.x + EPS);
  else
    /* dice above the sheet */
    g_assert_cmpfloat (dice_r.origin.y + dice_r.size.height, <=, sheet_r.origin.y + EPS);
  g_assert_false (rects_overlap (&dice_r, &sheet_r));

  /* a large window shows the sheet larger, scaled whole, and still inside
   * the window; a narrow one at its natural size */
  {
    graphene_rect_t window_r = GRAPHENE_RECT_INIT (0, 0, gtk_widget_get_width (w), gtk_widget_get_height (w));
    float scale = balut_board_get_sheet_scale (BALUT_BOARD (board));

    g_test_message ("%s: sheet scale %.3f", name, scale);
    /* the scoreboard is one row for any number of players: the sheet
     * has the same room with eight as with two */
    if (size->width >= 1280)
      g_assert_cmpfloat (scale, >, 1.2f);
    else if (size->width <= 400)
      g_assert_cmpfloat (scale, ==, 1.f);
    g_assert_true (rect_inside (&sheet_r, &window_r));
    g_assert_true (rect_inside (&dice_r, &window_r));
  }

  /* the dice, the status and the Roll button inside the dice panel; the
   * dice apart from each other */
  assert_inside (dice_view, dice_panel, "the dice view");
  assert_inside (balut_window_get_roll_button (window), dice_panel, "the Roll button");
  for (guint i = 0; i < BALUT_N_DICE; i++)
    {
      GtkWidget *die = balut_window_get_dice_view (window);
      graphene_rect_t ri;

      die = balut_dice_view_get_die (BALUT_DICE_VIEW (dice_view), i);
      assert_inside (die, dice_view, "a die");
      ri = bounds_in (die, w);
      g_assert_cmpfloat (ri.size.width, >=, 32);   /* big enough to click */
      for (guint j = i + 1; j < BALUT_N_DICE; j++)
        {
          graphene_rect_t rj = bounds_in (balut_dice_view_get_die (BALUT_DICE_VIEW (dice_view), j), w);
          g_assert_false (rects_overlap (&ri, &rj));
        }
    }

  /* the sheet is never cut: inside its panel and the window, its rows
   * scrolling between its headings and foot; when wide, it shows whole */
  sheet_view_r = bounds_in (sheet_view, w);
  sheet_panel_r = bounds_in (sheet_panel, w);
  {
    GtkAdjustment *rows = balut_sheet_view_get_vadjustment (BALUT_SHEET_VIEW (sheet_view));
    g_autofree char *a = rect_text (&sheet_view_r);
    g_autofree char *b = rect_text (&sheet_panel_r);

    g_test_message ("%s: sheet %s in its panel %s, rows scrolled %.0f of %.0f", name, a, b,
                    gtk_adjustment_get_value (rows),
                    gtk_adjustment_get_upper (rows) - gtk_adjustment_get_page_size (rows));
    if (size->wide)
      g_assert_cmpfloat (gtk_adjustment_get_upper (rows) - gtk_adjustment_get_page_size (rows), <=, EPS);
  }
  g_assert_true (rect_inside (&sheet_view_r, &sheet_panel_r));
  assert_inside (sheet_view, w, "the sheet");

  check_sheet_texts (window, name);

  walk (&walker, w, FALSE);
  g_test_message ("%s: %u widgets inside the window", name, walker.n_checked);
  for (guint i = 0; i < walker.ellipsized->len; i++)
    g_test_message ("%s: ellipsized label “%s”", name, (char *) g_ptr_array_index (walker.ellipsized, i));
  g_assert_cmpuint (walker.ellipsized->len, ==, 0);
  g_ptr_array_unref (walker.ellipsized);
}

/* The hint's popover (a surface of its own) lies inside the window */
static gboolean
popover_mapped (gpointer data)
{
  return gtk_widget_get_mapped (GTK_WIDGET (data));
}

static void
check_hint_popover (BalutWindow *window,
                    const char  *name)
{
  GtkWidget *popover = balut_window_get_hint_popover (window);
  GdkSurface *window_surface, *surface;
  double wx, wy, px, py;
  graphene_rect_t r, window_r;

  gtk_widget_activate_action (GTK_WIDGET (window), "win.hint", NULL);
  ui_test_wait_until (popover_mapped, popover, 60000, "the hint's popover");
  ui_test_wait_for_frame (popover);

  window_surface = gtk_native_get_surface (GTK_NATIVE (window));
  surface = gtk_native_get_surface (GTK_NATIVE (popover));
  gtk_native_get_surface_transform (GTK_NATIVE (window), &wx, &wy);
  gtk_native_get_surface_transform (GTK_NATIVE (popover), &px, &py);
  /* the popover's content in the window's coordinates (the popup's
   * position is relative to the window's surface) */
  r = GRAPHENE_RECT_INIT (gdk_popup_get_position_x (GDK_POPUP (surface)) + px - wx,
                          gdk_popup_get_position_y (GDK_POPUP (surface)) + py - wy,
                          gtk_widget_get_width (popover), gtk_widget_get_height (popover));
  window_r = GRAPHENE_RECT_INIT (0, 0, gtk_widget_get_width (GTK_WIDGET (window)),
                                 gtk_widget_get_height (GTK_WIDGET (window)));
  g_assert_true (gdk_surface_get_width (window_surface) > 0);
  {
    g_autofree char *a = rect_text (&r);
    g_test_message ("%s: the hint's popover %s", name, a);
  }
  if (!rect_inside (&r, &window_r))
    g_test_fail_printf ("%s: the hint's popover sticks out of the window", name);
  /* the screen as a person sees it, popover and all, when asked for */
  if (g_getenv ("BALUT_TEST_SCREENSHOTS") != NULL)
    {
      g_autofree char *command = g_strdup_printf ("/usr/bin/import -window root %s/%s-hint.png",
                                                  g_getenv ("BALUT_TEST_SCREENSHOTS"), name);

      ui_test_run_for (300);
      if (!g_spawn_command_line_sync (command, NULL, NULL, NULL, NULL))
        g_test_message ("no screenshot of the hint");
    }
  gtk_popover_popdown (GTK_POPOVER (popover));
}

/* ------------------------------------------------------------------ */
/* Playing                                                             */
/* ------------------------------------------------------------------ */

static void
play_turn (BalutWindow *window,
           BalutGame   *game,
           guint        t)
{
  BalutScoresheet *sheet = balut_player_get_sheet (balut_game_get_player (game, balut_game_get_current_player (game)));
  BalutSheetView *view = BALUT_SHEET_VIEW (balut_window_get_sheet_view (window));
  guint8 dice[BALUT_N_DICE];
  gboolean held[BALUT_N_DICE];
  BalutBox box;

  gtk_widget_activate_action (GTK_WIDGET (window), "win.roll", NULL);
  while (balut_game_get_throws_left (game) > 0)
    {
      balut_dice_get_values (balut_game_get_dice (game), dice);
      if (!balut_simple_player_choose_holds (sheet, dice, held))
        break;
      for (guint i = 0; i < BALUT_N_DICE; i++)
        if (held[i] != balut_dice_get_held (balut_game_get_dice (game), i))
          gtk_widget_activate_action (GTK_WIDGET (window), "win.toggle-hold", "i", (gint32) i + 1);
      if (balut_dice_get_n_held (balut_game_get_dice (game)) == BALUT_N_DICE)
        break;
      gtk_widget_activate_action (GTK_WIDGET (window), "win.roll", NULL);
    }

  balut_dice_get_values (balut_game_get_dice (game), dice);
  g_assert_true (balut_simple_player_choose_box (sheet, dice, &box));
  g_signal_emit_by_name (balut_sheet_view_get_box (view, box.category, box.box), "clicked");
}

/* Leaves the game in a turn: thrown twice, two dice held, previews on. */
static void
play_to_mid_game (BalutWindow *window,
                  BalutGame   *game,
                  guint        n_turns)
{
  for (guint t = 0; t < n_turns; t++)
    play_turn (window, game, t);

  gtk_widget_activate_action (GTK_WIDGET (window), "win.roll", NULL);
  for (gint32 d = 2; d <= 4; d++)
    gtk_widget_activate_action (GTK_WIDGET (window), "win.toggle-hold", "i", d);
  gtk_widget_activate_action (GTK_WIDGET (window), "win.roll", NULL);
  g_assert_cmpuint (balut_game_get_n_throws (game), ==, 2);
  g_assert_cmpuint (balut_dice_get_n_held (balut_game_get_dice (game)), ==, 3);
}

/* The "Held" captions of dice side by side stay apart, however long the
 * word ("Gehalten"): along the middle of the captions, between the
 * centres of two held dice, some pixels show the window's background. */
static void
check_held_captions (BalutWindow *window,
                     BalutGame   *game,
                     const char  *name)
{
  BalutDice *dice = balut_game_get_dice (game);
  GtkWidget *w = GTK_WIDGET (window);
  GtkWidget *dice_view = balut_window_get_dice_view (window);
  int width, height;
  g_autofree guchar *pixels = ui_test_render_pixels (w, &width, &height);
  guint n_pairs = 0;

  for (guint i = 0; i + 1 < BALUT_N_DICE; i++)
    {
      GtkWidget *a = balut_dice_view_get_die (BALUT_DICE_VIEW (dice_view), i);
      GtkWidget *b = balut_dice_view_get_die (BALUT_DICE_VIEW (dice_view), i + 1);
      graphene_rect_t ra, rb;
      int y, x0, x1, run = 0, best = 0;
      const guchar *bg;

      if (!balut_dice_get_held (dice, i) || !balut_dice_get_held (dice, i + 1))
        continue;
      ra = bounds_in (a, w);
      rb = bounds_in (b, w);
      /* the middle of the captions (balut-die-button.c: the pill starts
       * BALUT_DIE_CAPTION_GAP below the die) */
      y = (int) (ra.origin.y + ra.size.width + BALUT_DIE_CAPTION_GAP + 6);
      x0 = (int) (ra.origin.x + ra.size.width / 2);
      x1 = (int) (rb.origin.x + rb.size.width / 2);
      g_assert_cmpint (y, <, height);
      /* the background: above the dice, between the two */
      bg = pixels + 4 * ((gsize) (ra.origin.y - 2) * width + (x0 + x1) / 2);
      for (int x = x0; x <= x1; x++)
        {
          const guchar *p = pixels + 4 * ((gsize) y * width + x);
          gboolean is_bg = ABS (p[0] - bg[0]) <= 2 && ABS (p[1] - bg[1]) <= 2 && ABS (p[2] - bg[2]) <= 2;

          run = is_bg ? run + 1 : 0;
          best = MAX (best, run);
        }
      if (best < 2)
        g_test_fail_printf ("%s: the captions under dice %u and %u touch (row %d, %d to %d)",
                            name, i + 1, i + 2, y, x0, x1);
      n_pairs++;
    }
  g_assert_cmpuint (n_pairs, >, 0);
  g_test_message ("%s: the captions of %u pairs of held dice side by side stay apart", name, n_pairs);
}

static gboolean
results_mapped (gpointer data)
{
  GtkWindow *dialog = balut_window_get_results_dialog (data);
  return dialog != NULL && gtk_widget_get_mapped (GTK_WIDGET (dialog));
}


/* The frame drawn around the window under X11 without a window manager
 * must fit on the screen too: a window as wide as the screen is that
 * much narrower. */
static void
clamp_to_screen (BalutWindow *window,
                 int          extra_w,
                 int          extra_h)
{
  int *wanted = g_object_get_data (G_OBJECT (window), "wanted-size");
  GListModel *monitors = gdk_display_get_monitors (gtk_widget_get_display (GTK_WIDGET (window)));
  g_autoptr(GdkMonitor) monitor = g_list_model_get_item (monitors, 0);
  GdkRectangle geometry;

  gdk_monitor_get_geometry (monitor, &geometry);
  if (wanted[0] + extra_w > geometry.width)
    {
      g_test_message ("the screen is %d wide: the window can only be %d wide", geometry.width, geometry.width - extra_w);
      wanted[0] = geometry.width - extra_w;
    }
  if (wanted[1] + extra_h > geometry.height)
    wanted[1] = geometry.height - extra_h;
}

static BalutWindow *
open_sized (const Size *size)
{
  g_autoptr(GSettings) settings = ui_test_dup_settings ();
  BalutWindow *window;
  static int wanted[2];

  g_settings_set_boolean (settings, "animations", FALSE);
  g_settings_set_boolean (settings, "window-maximized", FALSE);
  g_settings_set_int (settings, "window-width", size->width);
  g_settings_set_int (settings, "window-height", size->height);
  window = ui_test_open_window ();

  wanted[0] = size->width;
  wanted[1] = size->height;
  g_object_set_data (G_OBJECT (window), "wanted-size", wanted);
  /* Under X11 without a window manager the window draws its own frame
   * (solid-csd): the surface is the window plus that border, and the
   * default size counts the border. Ask again for the window itself to
   * be of the size wanted. */
  if (!size_is (window))
    {
      GdkSurface *surface = gtk_native_get_surface (GTK_NATIVE (window));
      int extra_w = gdk_surface_get_width (surface) - gtk_widget_get_width (GTK_WIDGET (window));
      int extra_h = gdk_surface_get_height (surface) - gtk_widget_get_height (GTK_WIDGET (window));

      g_test_message ("window frame: %d×%d pixels around the window", extra_w, extra_h);
      clamp_to_screen (window, extra_w, extra_h);
      gtk_window_set_default_size (GTK_WINDOW (window), size->width + extra_w, size->height + extra_h);
    }
  {
    gint64 deadline = g_get_monotonic_time () + 2 * G_USEC_PER_SEC;

    while (!size_is (window) && g_get_monotonic_time () < deadline)
      ui_test_run_for (20);
  }
  if (!size_is (window))
    {
      int min_w, min_h, nat_w, nat_h;

      gtk_widget_measure (GTK_WIDGET (window), GTK_ORIENTATION_HORIZONTAL, -1, &min_w, &nat_w, NULL, NULL);
      gtk_widget_measure (GTK_WIDGET (window), GTK_ORIENTATION_VERTICAL, size->width, &min_h, &nat_h, NULL, NULL);
      g_error ("asked for a %d×%d window, got %d×%d (minimum width %d, natural %d; "
               "minimum height for %d wide %d, natural %d)",
               size->width, size->height,
               gtk_widget_get_width (GTK_WIDGET (window)), gtk_widget_get_height (GTK_WIDGET (window)),
               min_w, nat_w, size->width, min_h, nat_h);
    }
  return window;
}

/* Whether a window of this size fits on a monitor (without a window
 * manager, a window cannot be larger than the screen). */
static gboolean
screen_fits (const Size *size)
{
  GListModel *monitors = gdk_display_get_monitors (gdk_display_get_default ());

  for (guint i = 0; i < g_list_model_get_n_items (monitors); i++)
    {
      g_autoptr(GdkMonitor) monitor = g_list_model_get_item (monitors, i);
      GdkRectangle geometry;

      gdk_monitor_get_geometry (monitor, &geometry);
      if (geometry.width >= size->width && geometry.height >= size->height)
        return TRUE;
    }
  return FALSE;
}

/* "da-" or "de-" before the screenshots' names when the test runs in
 * Danish or German (tests/ui/meson.build), "" in English. */
static char *language_prefix = "";

static void check_final_points_seen (BalutWindow *window,
                                     BalutGame   *game,
                                     const char  *name);

static void
test_size (gconstpointer data)
{
  const Size *size = data;
  const char *variant = balut_variant_to_string (size->variant);
  g_autoptr(BalutGame) game = balut_game_new (size->variant, 20240 + size->width);
  BalutWindow *window;
  g_autofree char *mid = g_strdup_printf ("%s%s-%dx%d-mid", language_prefix, variant, size->width, size->height);
  g_autofree char *end = g_strdup_printf ("%s%s-%dx%d-end", language_prefix, variant, size->width, size->height);
  g_autofree char *results = g_strdup_printf ("%s%s-%dx%d-results", language_prefix, variant,
                                              size->width, size->height);

  balut_game_add_player (game, "Maria", BALUT_PLAYER_HUMAN, NULL);
  balut_game_add_player (game, "Jens", BALUT_PLAYER_HUMAN, NULL);

  if (!screen_fits (size))
    {
      /* build-aux/test.sh's Xvfb screen is large enough for every size */
      g_test_skip ("the screen is smaller than the window");
      return;
    }

  window = open_sized (size);
  balut_window_set_game (window, game);

  play_to_mid_game (window, game, 2 * 11);
  ui_test_wait_for_frame (GTK_WIDGET (window));
  ui_test_save_png (GTK_WIDGET (window), mid);
  check_layout (window, size, mid);
  check_held_captions (window, game, mid);
  check_final_points_seen (window, game, mid);
  check_hint_popover (window, mid);

  for (gint32 d = 2; d <= 4; d++)
    gtk_widget_activate_action (GTK_WIDGET (window), "win.toggle-hold", "i", d);
  for (guint t = 0; !balut_game_is_finished (game); t++)
    {
      if (balut_game_get_n_throws (game) == 0)
        play_turn (window, game, t);
      else
        {
          BalutScoresheet *sheet = balut_player_get_sheet (balut_game_get_player (game, balut_game_get_current_player (game)));
          g_autoptr(GArray) legal = balut_scoresheet_list_legal (sheet);
          BalutBox box = g_array_index (legal, BalutBox, 0);

          g_signal_emit_by_name (balut_sheet_view_get_box (BALUT_SHEET_VIEW (balut_window_get_sheet_view (window)),
                                                           box.category, box.box), "clicked");
        }
    }

  ui_test_wait_until (results_mapped, window, 5000, "the results dialog");
  ui_test_wait_for_frame (GTK_WIDGET (window));
  ui_test_save_png (GTK_WIDGET (window), end);
  check_layout (window, size, end);

  {
    GtkWidget *dialog = GTK_WIDGET (balut_window_get_results_dialog (window));
    GdkDisplay *display = gtk_widget_get_display (dialog);
    GListModel *monitors = gdk_display_get_monitors (display);
    g_autoptr(GdkMonitor) monitor = g_list_model_get_item (monitors, 0);
    GdkRectangle geometry;
    Walk walker = { dialog, 0, g_ptr_array_new_with_free_func (g_free) };

    ui_test_wait_for_frame (dialog);
    gdk_monitor_get_geometry (monitor, &geometry);
    /* the dialog fits on the screen */
    g_assert_cmpint (gtk_widget_get_width (dialog), <=, geometry.width);
    g_assert_cmpint (gtk_widget_get_height (dialog), <=, geometry.height);
    walk (&walker, dialog, FALSE);
    for (guint i = 0; i < walker.ellipsized->len; i++)
      g_test_message ("results: ellipsized label “%s”", (char *) g_ptr_array_index (walker.ellipsized, i));
    g_ptr_array_unref (walker.ellipsized);
    ui_test_save_png (dialog, results);
  }

  ui_test_close_window (window);
}

/* ------------------------------------------------------------------ */
/* Eight players with long names                                       */
/* ------------------------------------------------------------------ */

/* The scoreboard: one row of cells of one size that do not overlap; the
 * cell of the player whose turn it is, and of the sheet shown, in
 * sight (scrolled to when the row is wider than its room); the leader's
 * star shown on the leader's cell only; each cell's accessible name with
 * the whole name and the points */
/* The cell of the player whose turn it is lies in the scoreboard's sight
 * (it scrolls there at the frame after the turn changes) */
static gboolean
playing_cell_in_sight (gpointer data)
{
  BalutWindow *window = data;
  BalutGame *game = balut_window_get_game (window);
  GtkWidget *cell = balut_window_get_player_button (window, balut_game_get_current_player (game));
  GtkWidget *scroller = gtk_widget_get_ancestor (cell, GTK_TYPE_SCROLLED_WINDOW);
  graphene_rect_t r = bounds_in (cell, GTK_WIDGET (window));
  graphene_rect_t scroller_r = bounds_in (scroller, GTK_WIDGET (window));

  return balut_game_is_finished (game) || rect_inside (&r, &scroller_r);
}

static void
check_scoreboard (BalutWindow *window,
                  BalutGame   *game,
                  const char  *name)
{
  ui_test_wait_until (playing_cell_in_sight, window, 60000, "the cell of the player whose turn it is in sight");
  GtkWidget *w = GTK_WIDGET (window);
  GtkWidget *first = balut_window_get_player_button (window, 0);
  GtkWidget *scroller = gtk_widget_get_ancestor (first, GTK_TYPE_SCROLLED_WINDOW);
  g_autoptr(GArray) ranking = balut_game_dup_ranking (game);
  graphene_rect_t scroller_r = bounds_in (scroller, w);
  graphene_rect_t first_r = bounds_in (first, w);
  guint n = balut_game_get_n_players (game);
  guint current = balut_game_get_current_player (game);

  g_assert_true (gtk_widget_get_mapped (scroller));
  for (guint i = 0; i < n; i++)
    {
      GtkWidget *cell = balut_window_get_player_button (window, i);
      BalutPlayer *player = balut_game_get_player (game, i);
      graphene_rect_t r = bounds_in (cell, w);
      g_autofree char *a11y = NULL;
      const char *description = balut_widget_get_description (cell);

      /* one row, one size */
      g_assert_cmpfloat_with_epsilon (r.origin.y, first_r.origin.y, EPS);
      g_assert_cmpfloat_with_epsilon (r.size.width, first_r.size.width, EPS);
      g_assert_cmpfloat_with_epsilon (r.size.height, first_r.size.height, EPS);
      if (i > 0)
        {
          graphene_rect_t left = bounds_in (balut_window_get_player_button (window, i - 1), w);

          g_assert_false (rects_overlap (&left, &r));
        }
      g_assert_nonnull (description);
      g_assert_nonnull (strstr (description, balut_player_get_name (player)));
      if (i == current && !balut_game_is_finished (game) && !rect_inside (&r, &scroller_r))
        g_test_fail_printf ("%s: the cell of player %u, whose turn it is, is out of sight", name, i + 1);
      for (GtkWidget *star = gtk_widget_get_first_child (gtk_button_get_child (GTK_BUTTON (cell)));
           star != NULL; star = gtk_widget_get_next_sibling (star))
        if (gtk_widget_has_css_class (star, "scoreboard-star"))
          g_assert_cmpfloat (gtk_widget_get_opacity (star), ==, i == g_array_index (ranking, guint, 0) ? 1.0 : 0.0);
      a11y = g_strdup_printf ("%s, ", balut_player_get_name (player));
      g_assert_true (g_str_has_prefix (description, a11y));
    }
  {
    g_autofree char *a = rect_text (&scroller_r);
    g_autofree char *b = rect_text (&first_r);
    g_test_message ("%s: scoreboard %s, a cell %s", name, a, b);
  }
}

/* The viewed player's final points can be seen without scrolling: the
 * sheet's foot is pinned under its scrolled rows, inside the window */
static void
check_final_points_seen (BalutWindow *window,
                         BalutGame   *game,
                         const char  *name)
{
  GtkWidget *w = GTK_WIDGET (window);
  BalutSheetView *view = BALUT_SHEET_VIEW (balut_window_get_sheet_view (window));
  GtkWidget *final = balut_sheet_view_get_value_label (view, "final_value");
  graphene_rect_t final_r = bounds_in (final, w);
  graphene_rect_t view_r = bounds_in (GTK_WIDGET (view), w);
  BalutPlayer *player = balut_game_get_player (game, balut_sheet_view_get_player (view));
  g_autofree char *points = balut_scoresheet_get_n_filled (balut_player_get_sheet (player)) == 0
                            ? g_strdup ("–") : balut_format_points (balut_player_get_final_points (player));

  g_assert_true (gtk_widget_get_mapped (final));
  if (!rect_inside (&final_r, &view_r))
    g_test_fail_printf ("%s: the final points (%s) are not inside the sheet", name, rect_text (&final_r));
  assert_inside (final, w, "the final points");
  g_assert_cmpstr (gtk_label_get_text (GTK_LABEL (final)), ==, points);
  g_test_message ("%s: the final points “%s” in sight", name, points);
}

static void
test_standings (gconstpointer data)
{
  const Size *size = data;
  g_autoptr(BalutGame) game = balut_game_new (size->variant, 808 + size->width);
  g_autofree char *png = g_strdup_printf ("%sstandings-8-%dx%d", language_prefix, size->width, size->height);
  BalutWindow *window;

  /* eight names of 40 characters */
  for (guint i = 0; i < 8; i++)
    {
      g_autofree char *player = g_strdup_printf ("Maria Magdalena Santos dela Cruz Reyes %u", i + 1);

      g_assert_cmpint (g_utf8_strlen (player, -1), ==, 40);
      balut_game_add_player (game, player, BALUT_PLAYER_HUMAN, NULL);
    }
  if (!screen_fits (size))
    {
      g_test_skip ("the screen is smaller than the window");
      return;
    }

  window = open_sized (size);
  balut_window_set_game (window, game);
  for (guint t = 0; t < 8 + 3; t++)
    play_turn (window, game, t);
  ui_test_wait_for_frame (GTK_WIDGET (window));
  ui_test_save_png (GTK_WIDGET (window), png);

  check_layout (window, size, png);
  check_scoreboard (window, game, png);
  check_final_points_seen (window, game, png);

  /* the results of a finished game of eight: every whole name */
  if (size->width == 1280)
    {
      g_autoptr(BalutGame) done = balut_game_new (size->variant, 99);
      g_autoptr(GRand) choices = g_rand_new_with_seed (99);
      g_autofree char *results_png = g_strdup_printf ("%sstandings-8-results", language_prefix);
      GtkWidget *dialog;
      Walk walker = { NULL, 0, g_ptr_array_new_with_free_func (g_free) };
      guint n_names = 0;

      for (guint i = 0; i < 8; i++)
        balut_game_add_player (done, balut_player_get_name (balut_game_get_player (game, i)), BALUT_PLAYER_HUMAN, NULL);
      while (!balut_game_is_finished (done))
        balut_test_random_turn (done, choices);
      dialog = GTK_WIDGET (balut_results_dialog_new (GTK_WINDOW (window), done));
      gtk_window_present (GTK_WINDOW (dialog));
      ui_test_wait_until (popover_mapped, dialog, 10000, "the results");
      ui_test_wait_for_frame (dialog);
      ui_test_save_png (dialog, results_png);
      walker.window = dialog;
      walk (&walker, dialog, FALSE);
      /* (the window's title in its header bar may be cut: the same
       * words are whole in the dialog) */
      for (guint i = 0; i < walker.ellipsized->len; i++)
        if (g_strcmp0 (g_ptr_array_index (walker.ellipsized, i), gtk_window_get_title (GTK_WINDOW (dialog))) != 0)
          g_test_fail_printf ("results of eight: ellipsized label “%s”", (char *) g_ptr_array_index (walker.ellipsized, i));
      g_ptr_array_unref (walker.ellipsized);
      {
        g_autoptr(GPtrArray) labels = g_ptr_array_new ();

        collect_labels (dialog, labels);
        for (guint i = 0; i < labels->len; i++)
          if (g_str_has_prefix (gtk_label_get_text (GTK_LABEL (g_ptr_array_index (labels, i))), "Maria Magdalena Santos dela Cruz Reyes "))
            n_names++;
        /* each name in the ranking, and atop its breakdown */
        g_assert_cmpuint (n_names, >=, 8);
      }
      gtk_window_destroy (GTK_WINDOW (dialog));
    }

  /* the last player's cell: scrolled to, its sheet shown */
  {
    GtkWidget *last = balut_window_get_player_button (window, 7);

    gtk_widget_grab_focus (last);
    g_signal_emit_by_name (last, "clicked");
    ui_test_wait_for_frame (GTK_WIDGET (window));
    g_assert_cmpuint (balut_sheet_view_get_player (BALUT_SHEET_VIEW (balut_window_get_sheet_view (window))), ==, 7);
    check_final_points_seen (window, game, png);
  }

  ui_test_close_window (window);
}

/* ------------------------------------------------------------------ */
/* The scoring pad                                                     */
/* ------------------------------------------------------------------ */

/* A person's turn of a scoring-pad game at each size: the pad (faces,
 * field, Take Dice, throws) inside the window, nothing cut, and the
 * throws' list inside the window when open */
static void
test_pad (gconstpointer data)
{
  const Size *size = data;
  g_autoptr(BalutGame) game = balut_game_new (size->variant, 31 + size->width);
  g_autofree char *png = g_strdup_printf ("%spad-%s-%dx%d", language_prefix,
                                          balut_variant_to_string (size->variant), size->width, size->height);
  BalutWindow *window;

  balut_game_add_player (game, "Maria", BALUT_PLAYER_HUMAN, NULL);
  balut_game_add_player (game, "Jens", BALUT_PLAYER_HUMAN, NULL);
  g_assert_true (balut_game_set_mode (game, BALUT_GAME_MODE_PAD, NULL));
  if (!screen_fits (size))
    {
      g_test_skip ("the screen is smaller than the window");
      return;
    }

  window = open_sized (size);
  balut_window_set_game (window, game);
  /* a few turns, then a turn with its dice in and one waiting for them */
  for (guint t = 0; t < 6; t++)
    {
      guint8 dice[BALUT_N_DICE] = { 1 + t % 6, 2, 3, 4, 5 };
      BalutScoresheet *sheet = balut_player_get_sheet (balut_game_get_player (game, balut_game_get_current_player (game)));
      g_autoptr(GArray) legal = NULL;
      BalutBox box;
      g_autofree char *text = g_strdup_printf ("%u%u%u%u%u", dice[0], dice[1], dice[2], dice[3], dice[4]);

      gtk_editable_set_text (GTK_EDITABLE (window->pad_entry), text);
      g_signal_emit_by_name (window->pad_entry, "activate");
      g_assert_cmpuint (balut_game_get_n_throws (game), ==, 1);
      legal = balut_scoresheet_list_legal (sheet);
      box = g_array_index (legal, BalutBox, 0);
      g_signal_emit_by_name (balut_sheet_view_get_box (BALUT_SHEET_VIEW (balut_window_get_sheet_view (window)),
                                                       box.category, box.box), "clicked");
    }
  gtk_editable_set_text (GTK_EDITABLE (window->pad_entry), "66a25");
  g_signal_emit_by_name (window->pad_entry, "activate");
  ui_test_wait_for_frame (GTK_WIDGET (window));
  ui_test_save_png (GTK_WIDGET (window), png);
  g_assert_true (gtk_widget_get_mapped (window->pad_box));
  check_layout (window, size, png);
  check_final_points_seen (window, game, png);
  ui_test_close_window (window);
}

/* ------------------------------------------------------------------ */
/* The sheet never moves (issue 27)                                     */
/* ------------------------------------------------------------------ */

typedef struct
{
  int           width;
  int           height;
  guint         n_players;
  BalutVariant  variant;
  gboolean      pad;
} Table;

static void
push_rect (GArray                *out,
           const graphene_rect_t *r)
{
  float v[4] = { r->origin.x, r->origin.y, r->size.width, r->size.height };

  g_array_append_vals (out, v, 4);
}

/* Where everything a player points at lies: the sheet in the window,
 * each box's size and place among the boxes (the rows may scroll as a
 * whole), the scoreboard and its cells, the dice */
static GArray *
measure_geometry (BalutWindow *window,
                  BalutGame   *game)
{
  GtkWidget *w = GTK_WIDGET (window);
  BalutSheetView *view = BALUT_SHEET_VIEW (balut_window_get_sheet_view (window));
  GtkWidget *origin = balut_sheet_view_get_box (view, BALUT_CATEGORY_FOURS, 0);
  GArray *out = g_array_new (FALSE, FALSE, sizeof (float));
  graphene_rect_t r;

  r = bounds_in (GTK_WIDGET (view), w);
  push_rect (out, &r);
  for (BalutCategory c = 0; c < BALUT_N_CATEGORIES; c++)
    for (guint b = 0; b < BALUT_N_REGULAR; b++)
      {
        r = bounds_in (balut_sheet_view_get_box (view, c, b), origin);
        push_rect (out, &r);
      }
  if (balut_game_get_n_players (game) > 1)
    {
      GtkWidget *first = balut_window_get_player_button (window, 0);

      r = bounds_in (gtk_widget_get_ancestor (first, GTK_TYPE_SCROLLED_WINDOW), w);
      push_rect (out, &r);
      for (guint i = 0; i < balut_game_get_n_players (game); i++)
        {
          GtkWidget *cell = balut_window_get_player_button (window, i);
          float size[2] = { gtk_widget_get_width (cell), gtk_widget_get_height (cell) };

          g_array_append_vals (out, size, 2);
        }
    }
  r = bounds_in (balut_window_get_dice_view (window), w);
  push_rect (out, &r);
  return out;
}

static void
assert_same_geometry (GArray     *first,
                      GArray     *now,
                      const char *when)
{
  g_assert_cmpuint (first->len, ==, now->len);
  for (guint i = 0; i < first->len; i++)
    if (ABS (g_array_index (first, float, i) - g_array_index (now, float, i)) > EPS)
      {
        g_test_fail_printf ("%s: value %u of the geometry moved from %.1f to %.1f", when, i,
                            g_array_index (first, float, i), g_array_index (now, float, i));
        return;
      }
}

/* Every turn of a game of three and of eight, at a window of 1000×720
 * and 360×640: the geometry at the start of each turn and after its
 * first throw (previews, ★, ▸, points all change) is the first turn's.
 * The whole game in the thorough run, four rounds otherwise. */
static void
test_geometry (gconstpointer data)
{
  const Table *table = data;
  Size size = { table->width, table->height, table->variant, table->width > 800 };
  g_autoptr(BalutGame) game = balut_game_new (table->variant, 2700 + table->n_players);
  g_autoptr(GArray) first = NULL;
  g_autofree char *png = g_strdup_printf ("%sgeometry-%u-%dx%d", language_prefix, table->n_players,
                                          table->width, table->height);
  guint n_turns = balut_test_thorough () ? G_MAXUINT : 4 * table->n_players;
  BalutWindow *window;

  for (guint i = 0; i < table->n_players; i++)
    {
      /* short names and a long one: the cells keep one size */
      g_autofree char *player = i == 1 ? g_strdup ("Maria Magdalena Santos dela Cruz Reyes")
                                       : g_strdup_printf ("P%u", i + 1);

      balut_game_add_player (game, player, BALUT_PLAYER_HUMAN, NULL);
    }
  if (!screen_fits (&size))
    {
      g_test_skip ("the screen is smaller than the window");
      return;
    }

  window = open_sized (&size);
  balut_window_set_game (window, game);
  ui_test_wait_for_frame (GTK_WIDGET (window));
  first = measure_geometry (window, game);

  for (guint t = 0; t < n_turns && !balut_game_is_finished (game); t++)
    {
      g_autoptr(GArray) start = NULL;
      g_autoptr(GArray) thrown = NULL;
      g_autofree char *when_start = g_strdup_printf ("%s, turn %u, start", png, t + 1);
      g_autofree char *when_thrown = g_strdup_printf ("%s, turn %u, thrown", png, t + 1);

      ui_test_wait_for_frame (GTK_WIDGET (window));
      start = measure_geometry (window, game);
      assert_same_geometry (first, start, when_start);
      gtk_widget_activate_action (GTK_WIDGET (window), "win.roll", NULL);
      ui_test_wait_for_frame (GTK_WIDGET (window));
      thrown = measure_geometry (window, game);
      assert_same_geometry (first, thrown, when_thrown);
      {
        BalutScoresheet *sheet = balut_player_get_sheet (balut_game_get_player (game, balut_game_get_current_player (game)));
        guint8 dice[BALUT_N_DICE];
        BalutBox box;

        balut_dice_get_values (balut_game_get_dice (game), dice);
        g_assert_true (balut_simple_player_choose_box (sheet, dice, &box));
        g_signal_emit_by_name (balut_sheet_view_get_box (BALUT_SHEET_VIEW (balut_window_get_sheet_view (window)),
                                                         box.category, box.box), "clicked");
      }
    }
  ui_test_wait_for_frame (GTK_WIDGET (window));
  ui_test_save_png (GTK_WIDGET (window), png);
  ui_test_close_window (window);
}

/* ------------------------------------------------------------------ */
/* 360×640 is playable (issue 27)                                      */
/* ------------------------------------------------------------------ */

/* What of @widget shows: its bounds in the window, cut by every
 * scrolled window above it and by the window itself */
static gboolean
shown_whole (GtkWidget *widget,
             GtkWidget *window)
{
  graphene_rect_t r = bounds_in (widget, window);
  graphene_rect_t clip = GRAPHENE_RECT_INIT (0, 0, gtk_widget_get_width (window), gtk_widget_get_height (window));

  for (GtkWidget *a = gtk_widget_get_parent (widget); a != NULL && a != window; a = gtk_widget_get_parent (a))
    if (GTK_IS_SCROLLED_WINDOW (a) || GTK_IS_VIEWPORT (a))
      {
        graphene_rect_t ar = bounds_in (a, window);

        graphene_rect_intersection (&clip, &ar, &clip);
      }
  return gtk_widget_get_mapped (widget) && rect_inside (&r, &clip);
}

static void
collect_headers (GtkWidget *widget,
                 GPtrArray *headers)
{
  if (!gtk_widget_get_mapped (widget))
    return;
  if (gtk_widget_has_css_class (widget, "sheet-header"))
    g_ptr_array_add (headers, widget);
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    collect_headers (child, headers);
}

/* At 360×640, every variant with 1, 2 and 8 players, dice on the screen
 * and the scoring pad: at least five rows of the sheet whole, and its
 * column headings, in sight while the turn is played */
static void
test_small (gconstpointer data)
{
  const Table *table = data;
  Size size = { table->width, table->height, table->variant, FALSE };
  g_autoptr(BalutGame) game = balut_game_new (table->variant, 3600 + table->n_players);
  g_autofree char *png = g_strdup_printf ("%ssmall-%s-%u-%s", language_prefix,
                                          balut_variant_to_string (table->variant), table->n_players,
                                          table->pad ? "pad" : "dice");
  g_autoptr(GPtrArray) headers = g_ptr_array_new ();
  BalutSheetView *view;
  BalutWindow *window;
  guint n_rows = 0;

  for (guint i = 0; i < table->n_players; i++)
    {
      g_autofree char *player = g_strdup_printf ("Player %u", i + 1);

      balut_game_add_player (game, player, BALUT_PLAYER_HUMAN, NULL);
    }
  if (table->pad)
    g_assert_true (balut_game_set_mode (game, BALUT_GAME_MODE_PAD, NULL));

  window = open_sized (&size);
  balut_window_set_game (window, game);
  view = BALUT_SHEET_VIEW (balut_window_get_sheet_view (window));
  /* two rounds, then a turn with its dice in */
  for (guint t = 0; t < 2 * table->n_players + 1; t++)
    {
      BalutScoresheet *sheet = balut_player_get_sheet (balut_game_get_player (game, balut_game_get_current_player (game)));
      g_autoptr(GArray) legal = NULL;
      BalutBox box;

      if (table->pad)
        {
          gtk_editable_set_text (GTK_EDITABLE (window->pad_entry), t % 2 ? "66625" : "12345");
          g_signal_emit_by_name (window->pad_entry, "activate");
        }
      else
        gtk_widget_activate_action (GTK_WIDGET (window), "win.roll", NULL);
      if (t == 2 * table->n_players)
        break;
      legal = balut_scoresheet_list_legal (sheet);
      box = g_array_index (legal, BalutBox, 0);
      g_signal_emit_by_name (balut_sheet_view_get_box (view, box.category, box.box), "clicked");
    }
  ui_test_wait_for_frame (GTK_WIDGET (window));
  ui_test_save_png (GTK_WIDGET (window), png);

  for (BalutCategory c = 0; c < BALUT_N_CATEGORIES; c++)
    n_rows += shown_whole (balut_sheet_view_get_box (view, c, 0), GTK_WIDGET (window));
  collect_headers (GTK_WIDGET (view), headers);
  g_test_message ("%s: %u rows of the sheet in sight, %u headings", png, n_rows, headers->len);
  if (n_rows < 5)
    g_test_fail_printf ("%s: only %u rows of the sheet in sight", png, n_rows);
  g_assert_cmpuint (headers->len, >=, 6);
  for (guint i = 0; i < headers->len; i++)
    if (!shown_whole (g_ptr_array_index (headers, i), GTK_WIDGET (window)))
      g_test_fail_printf ("%s: the heading “%s” is out of sight", png,
                          gtk_label_get_text (GTK_LABEL (g_ptr_array_index (headers, i))));
  ui_test_close_window (window);
}

typedef struct
{
  BalutSession *session;
  BalutSheetView *view;
  gboolean      pending;    /* a computer's entry held, not yet seen in sight */
  BalutBox      box;
  guint         n_entries;
  guint         n_scrolled; /* entries whose row was out of sight before */
  guint         rows_seen;  /* the categories whose rows were in sight before the entry, a bit each */
  gboolean      rows_known; /* rows_seen read (not before the first scroll_away ()) */
} Sight;

/* The box lies wholly inside what its scrolled rows show */
static gboolean
box_in_sight (BalutSheetView *view,
              BalutBox        box)
{
  GtkWidget *button = balut_sheet_view_get_box (view, box.category, box.box);
  GtkWidget *port = button;
  graphene_rect_t r;

  while (port != NULL && !GTK_IS_SCROLLED_WINDOW (port))
    port = gtk_widget_get_parent (port);
  g_assert_nonnull (port);
  if (!gtk_widget_compute_bounds (button, port, &r))
    return FALSE;
  return r.origin.y >= -EPS && r.origin.y + r.size.height <= gtk_widget_get_height (port) + EPS;
}

static void
sight_entry_cb (BalutSession *session,
                guint         player,
                guint         category,
                guint         box,
                gint          score,
                Sight        *sight)
{
  if (!balut_session_get_holding (session))
    return;
  sight->pending = TRUE;
  sight->box = (BalutBox) { category, box };
  sight->n_entries++;
  /* whether the window had to scroll: the row's place as the test left
   * the rows before this turn (read from a drawn frame then, not now,
   * when the window may or may not have laid out its scrolling yet) */
  sight->n_scrolled += sight->rows_known && (sight->rows_seen & (1u << category)) == 0;
}

/* The rows scrolled to the other end from where they stand, as a player
 * might, and, once drawn so, which of them are in sight */
static void
scroll_away (Sight *sight)
{
  GtkAdjustment *adjustment = balut_sheet_view_get_vadjustment (sight->view);
  double top = gtk_adjustment_get_lower (adjustment);
  double bottom = gtk_adjustment_get_upper (adjustment) - gtk_adjustment_get_page_size (adjustment);

  gtk_adjustment_set_value (adjustment, gtk_adjustment_get_value (adjustment) > (top + bottom) / 2 ? top : bottom);
  ui_test_wait_for_frame (GTK_WIDGET (sight->view));
  sight->rows_seen = 0;
  sight->rows_known = TRUE;
  for (BalutCategory c = 0; c < BALUT_N_CATEGORIES; c++)
    if (box_in_sight (sight->view, (BalutBox) { c, 0 }))
      sight->rows_seen |= 1u << c;
}

static gboolean
entry_held_or_over (gpointer data)
{
  Sight *sight = data;

  return sight->pending || balut_game_is_finished (balut_session_get_game (sight->session));
}

static gboolean
entry_in_sight (gpointer data)
{
  Sight *sight = data;

  return box_in_sight (sight->view, sight->box);
}

/* Issue 27: a computer's entry is announced with its row in sight, at
 * 360×640 where the rows scroll: a whole game of two computer players,
 * each entry held until the test has seen its box (the hold ended by
 * the test: nothing here waits for a time) */
static void
test_entry_in_sight (void)
{
  Size size = { 360, 640, BALUT_VARIANT_JACKPOT, FALSE };
  g_autoptr(BalutGame) game = balut_game_new (BALUT_VARIANT_JACKPOT, 2727);
  BalutWindow *window;
  Sight sight = { NULL, };
  gulong id;

  balut_game_add_player (game, "Expert", BALUT_PLAYER_COMPUTER, NULL);
  balut_game_add_player (game, "Strong", BALUT_PLAYER_COMPUTER, NULL);
  if (!screen_fits (&size))
    {
      g_test_skip ("the screen is smaller than the window");
      return;
    }
  window = open_sized (&size);
  balut_window_set_computer_pause (window, 1);
  balut_window_set_game (window, game);
  sight.session = balut_window_get_session (window);
  sight.view = BALUT_SHEET_VIEW (balut_window_get_sheet_view (window));
  balut_session_set_computer_hold (sight.session, 600000);
  id = g_signal_connect (sight.session, "computer-entered", G_CALLBACK (sight_entry_cb), &sight);
  /* the rows scroll at this size */
  ui_test_wait_for_frame (GTK_WIDGET (window));
  g_assert_true (balut_sheet_view_get_compact (sight.view));
  if (!sight.pending)
    scroll_away (&sight);

  while (!balut_game_is_finished (game))
    {
      ui_test_wait_until (entry_held_or_over, &sight, 60000, "a computer's entry held on screen");
      if (!sight.pending)
        break;
      ui_test_wait_until (entry_in_sight, &sight, 10000, "the entry's box in sight while it is announced");
      scroll_away (&sight);
      sight.pending = FALSE;
      balut_session_end_hold (sight.session);
    }

  g_test_message ("%u entries announced, %u of them scrolled into sight", sight.n_entries, sight.n_scrolled);
  g_assert_cmpuint (sight.n_entries, ==, 2 * balut_game_get_n_rounds (game));
  g_assert_cmpuint (sight.n_scrolled, >, 0);
  g_signal_handler_disconnect (sight.session, id);
  ui_test_close_window (window);
}

int
main (int   argc,
      char *argv[])
{
  static const Size sizes[] = {
    { 360, 640, BALUT_VARIANT_STANDARD, FALSE },
    { 1280, 800, BALUT_VARIANT_STANDARD, TRUE },
    { 360, 640, BALUT_VARIANT_JACKPOT, FALSE },
    { 1280, 800, BALUT_VARIANT_JACKPOT, TRUE },
    { 1920, 1080, BALUT_VARIANT_STANDARD, TRUE },
  };
  /* a turn of the scoring pad */
  static const Size pads[] = {
    { 360, 640, BALUT_VARIANT_JACKPOT, FALSE },
    { 1280, 800, BALUT_VARIANT_OLATHE, TRUE },
  };
  /* eight players with names of 40 characters */
  static const Size standings[] = {
    { 360, 640, BALUT_VARIANT_JACKPOT, FALSE },
    { 1280, 800, BALUT_VARIANT_STANDARD, TRUE },
    { 1920, 1080, BALUT_VARIANT_OLATHE, TRUE },
  };

  static const Table geometries[] = {
    { 1000, 720, 3, BALUT_VARIANT_STANDARD, FALSE },
    { 1000, 720, 8, BALUT_VARIANT_JACKPOT, FALSE },
    { 360, 640, 3, BALUT_VARIANT_OLATHE, FALSE },
    { 360, 640, 8, BALUT_VARIANT_STANDARD, FALSE },
  };
  static Table smalls[BALUT_N_VARIANTS * 3 * 2];

  for (guint v = 0, k = 0; v < BALUT_N_VARIANTS; v++)
    for (guint p = 0; p < 3; p++)
      for (guint pad = 0; pad < 2; pad++, k++)
        smalls[k] = (Table) { 360, 640, p == 0 ? 1 : p == 1 ? 2 : 8, v, pad };

  ui_test_init (&argc, &argv);
  /* GNOME's title bar (and Phosh's, where a window is 360 px wide): a
   * close button only. GTK's own default when no desktop says, with
   * minimise and maximise too, leaves a 360 px window's title 60 px. */
  g_object_set (gtk_settings_get_default (), "gtk-decoration-layout", ":close", NULL);
  {
    /* the language of the messages (LANGUAGE, LC_ALL, LC_MESSAGES, LANG) */
    const char *locale = g_get_language_names ()[0];

    if (locale != NULL && g_ascii_isalpha (locale[0]) && g_ascii_isalpha (locale[1])
        && (locale[2] == '_' || locale[2] == '.') && !g_str_has_prefix (locale, "en"))
      language_prefix = g_strdup_printf ("%.2s-", locale);
    g_test_message ("the window in the locale %s", locale);
  }
  /* a layout fault fails the test, but the other sizes are still
   * rendered and checked */
  g_test_set_nonfatal_assertions ();

  for (guint i = 0; i < G_N_ELEMENTS (sizes); i++)
    {
      g_autofree char *path = g_strdup_printf ("/balut/ui/screenshots/%s/%dx%d",
                                               balut_variant_to_string (sizes[i].variant),
                                               sizes[i].width, sizes[i].height);
      g_test_add_data_func (path, &sizes[i], test_size);
    }
  for (guint i = 0; i < G_N_ELEMENTS (pads); i++)
    {
      g_autofree char *path = g_strdup_printf ("/balut/ui/screenshots/pad/%s/%dx%d",
                                               balut_variant_to_string (pads[i].variant),
                                               pads[i].width, pads[i].height);
      g_test_add_data_func (path, &pads[i], test_pad);
    }
  for (guint i = 0; i < G_N_ELEMENTS (standings); i++)
    {
      g_autofree char *path = g_strdup_printf ("/balut/ui/screenshots/standings/%dx%d",
                                               standings[i].width, standings[i].height);
      g_test_add_data_func (path, &standings[i], test_standings);
    }
  for (guint i = 0; i < G_N_ELEMENTS (geometries); i++)
    {
      g_autofree char *path = g_strdup_printf ("/balut/ui/screenshots/geometry/%u-players-%dx%d",
                                               geometries[i].n_players, geometries[i].width, geometries[i].height);
      g_test_add_data_func (path, &geometries[i], test_geometry);
    }
  for (guint i = 0; i < G_N_ELEMENTS (smalls); i++)
    {
      g_autofree char *path = g_strdup_printf ("/balut/ui/screenshots/small/%s-%u-players-%s",
                                               balut_variant_to_string (smalls[i].variant), smalls[i].n_players,
                                               smalls[i].pad ? "pad" : "dice");
      g_test_add_data_func (path, &smalls[i], test_small);
    }
  g_test_add_func ("/balut/ui/screenshots/small/computer-entry-in-sight", test_entry_in_sight);

  return g_test_run ();
}
