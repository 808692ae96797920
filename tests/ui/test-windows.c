/* test-windows.c — the secondary windows as players meet them (issue 27):
 * the check of a game, the statistics, the history, the results, the
 * rules (Balut's, and Belote's from Belote: issue 28) and the keyboard
 * shortcuts, at 360×640 and larger, in English, Danish, German and
 * French
 *
 * SPDX-FileCopyrightText: 2026 The Balut developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The store lives in the test's own data directory (BALUT_DATA_DIR, set
 * by ui-test-utils), seeded with games of the simple player: thrown on
 * the screen, scored on the pad (whose statistics stay apart), one of
 * eight players, one assisted. Every window is looked at as a player
 * would: whether it fits the game's window at 360×640 (its size is the
 * size asked for, nothing wider), what it says, how the keyboard closes
 * it, what a screen reader is told (the accessible labels), and nothing
 * in it takes a caret. Screenshots: tests/ui/screenshots/windows-*.png
 * (da-windows-*.png, de-windows-*.png).
 */

#include "config.h"

#include <math.h>
#include <stdio.h>
#include <string.h>

#include <glib/gi18n.h>

#include "balut-format.h"
#include "balut-plot.h"
#include "balut-results-dialog.h"
#include "balut-review-window.h"
#include "balut-sheet-document.h"
#include "balut-review.h"
#include "balut-strategy.h"
#include "balut-rules-window.h"
#include "balut-scores-window.h"
#include "balut-simple-player.h"
#include "balut-test-util.h"
#include "belote-window.h"
#include "ui-test-utils.h"

/* "", "da-", "de-" or "fr-": the screenshots' prefix */
static char *language_prefix;

#define N_DIGITAL 6
#define N_PAD 3

static gint64 eight_id;       /* the game of eight players: the newest */

/* ------------------------------------------------------------------ */
/* Games                                                               */
/* ------------------------------------------------------------------ */

/* One turn of the current player, played by the simple player */
static void
play_turn (BalutGame *game)
{
  BalutScoresheet *sheet = balut_player_get_sheet (balut_game_get_player (game, balut_game_get_current_player (game)));
  g_autoptr(GError) error = NULL;
  guint8 dice[BALUT_N_DICE];
  gboolean held[BALUT_N_DICE];
  BalutBox box;

  if (balut_game_get_state (game) == BALUT_GAME_STATE_TURN_START)
    balut_game_roll (game, &error);
  g_assert_no_error (error);
  for (;;)
    {
      balut_dice_get_values (balut_game_get_dice (game), dice);
      if (balut_game_get_throws_left (game) == 0 || !balut_simple_player_choose_holds (sheet, dice, held))
        break;
      for (guint i = 0; i < BALUT_N_DICE; i++)
        {
          g_assert_true (balut_game_set_held (game, i, held[i], &error));
          g_assert_no_error (error);
        }
      balut_game_roll (game, &error);
      g_assert_no_error (error);
    }
  g_assert_true (balut_simple_player_choose_box (sheet, dice, &box));
  balut_game_enter (game, box.category, box.box, &error);
  g_assert_no_error (error);
}

/* A finished game of @variant with these people (NULL-terminated) */
static BalutGame *
play_game (BalutVariant variant,
           guint64      seed,
           const char  *first_name,
           ...)
{
  BalutGame *game = balut_game_new (variant, seed);
  g_autoptr(GError) error = NULL;
  va_list args;

  va_start (args, first_name);
  for (const char *name = first_name; name != NULL; name = va_arg (args, const char *))
    {
      balut_game_add_player (game, name, g_str_equal (name, "Robot") ? BALUT_PLAYER_COMPUTER : BALUT_PLAYER_HUMAN,
                             &error);
      g_assert_no_error (error);
    }
  va_end (args);
  while (!balut_game_is_finished (game))
    play_turn (game);
  return game;
}

static const char * const eight_names[] = {
  "Maria", "Jens", "Søren", "Ingrid", "Ole", "Birgitte", "Karl-Heinz Wunderlich", "Åse",
};

/* A pad game of two people with the same dice every turn, entered in
 * the same boxes: equal final points and score totals (a tie, R22) */
static BalutGame *
tied_pad_game (guint64 seed)
{
  g_autoptr(BalutGame) played = play_game (BALUT_VARIANT_STANDARD, seed, "Maria", NULL);
  BalutGame *game = balut_game_new (BALUT_VARIANT_STANDARD, seed);
  g_autoptr(GError) error = NULL;

  balut_game_add_player (game, "Maria", BALUT_PLAYER_HUMAN, &error);
  g_assert_no_error (error);
  balut_game_add_player (game, "Jens", BALUT_PLAYER_HUMAN, &error);
  g_assert_no_error (error);
  balut_test_set_mode (game, BALUT_GAME_MODE_PAD);
  for (guint t = 0; t < balut_game_get_n_turns (played); t++)
    {
      const BalutTurn *turn = balut_game_get_turn (played, t);

      for (guint seat = 0; seat < 2; seat++)
        {
          balut_test_set_pad_dice (game, turn->throws[turn->n_throws - 1], turn->n_throws);
          balut_test_enter (game, turn->box.category, turn->box.box);
        }
    }
  g_assert_true (balut_game_is_finished (game));
  return game;
}

static void
seed_store (void)
{
  g_autofree char *path = balut_store_dup_default_path ();
  g_autoptr(GError) error = NULL;
  g_autoptr(BalutStore) store = balut_store_open (path, &error);
  guint day = 1;

  g_assert_no_error (error);
  /* Maria's games on the screen, and on the pad: the statistics keep
   * them apart */
  for (guint i = 0; i < N_DIGITAL; i++)
    {
      g_autoptr(BalutGame) game = play_game (BALUT_VARIANT_STANDARD, 5100 + i, "Maria", "Robot", NULL);
      g_autoptr(GDateTime) when = g_date_time_new_local (2026, 10, day++, 20, 0, 0);

      if (i == 2)
        balut_game_mark_assisted (game);
      balut_store_add_game (store, game, BALUT_STORE_MODE_DIGITAL, when, &error);
      g_assert_no_error (error);
    }
  for (guint i = 0; i < N_PAD; i++)
    {
      g_autoptr(BalutGame) played = play_game (BALUT_VARIANT_STANDARD, 5200 + i, "Maria", NULL);
      g_autoptr(BalutGame) game = balut_test_pad_copy (played);
      g_autoptr(GDateTime) when = g_date_time_new_local (2026, 10, day++, 20, 0, 0);

      balut_store_add_game (store, game, BALUT_STORE_MODE_SCORING_PAD, when, &error);
      g_assert_no_error (error);
    }
  {
    g_autoptr(BalutGame) game = tied_pad_game (5300);
    g_autoptr(GDateTime) when = g_date_time_new_local (2026, 10, day++, 20, 0, 0);

    balut_store_add_game (store, game, BALUT_STORE_MODE_SCORING_PAD, when, &error);
    g_assert_no_error (error);
  }
  {
    g_autoptr(BalutGame) game = balut_game_new (BALUT_VARIANT_JACKPOT, 5400);
    g_autoptr(GDateTime) when = g_date_time_new_local (2026, 10, day++, 20, 0, 0);

    for (guint i = 0; i < G_N_ELEMENTS (eight_names); i++)
      {
        balut_game_add_player (game, eight_names[i], BALUT_PLAYER_HUMAN, &error);
        g_assert_no_error (error);
      }
    while (!balut_game_is_finished (game))
      play_turn (game);
    eight_id = balut_store_add_game (store, game, BALUT_STORE_MODE_DIGITAL, when, &error);
    g_assert_no_error (error);
  }
}

/* ------------------------------------------------------------------ */
/* Helpers                                                             */
/* ------------------------------------------------------------------ */

static void
shot (GtkWidget  *widget,
      const char *name)
{
  g_autofree char *png = g_strdup_printf ("%swindows-%s", language_prefix, name);

  ui_test_wait_for_frame (widget);
  ui_test_save_png (widget, png);
}

/* The game's window at @width × @height */
static BalutWindow *
open_window_sized (int width,
                   int height)
{
  g_autoptr(GSettings) settings = ui_test_dup_settings ();

  g_settings_set_boolean (settings, "animations", FALSE);
  g_settings_set_int (settings, "window-width", width);
  g_settings_set_int (settings, "window-height", height);
  return ui_test_open_window ();
}

static gboolean
mapped (gpointer data)
{
  return gtk_widget_get_mapped (GTK_WIDGET (data));
}

/* @window shows at @width × @height: nothing in it asks for more (a
 * window larger than its content's minimum takes the size it is given;
 * under Xvfb, with no window manager, a larger minimum wins) */
static void
assert_size (GtkWidget  *window,
             int         width,
             int         height,
             const char *what)
{
  int min_width = 0, min_height = 0;

  gtk_widget_measure (window, GTK_ORIENTATION_HORIZONTAL, -1, &min_width, NULL, NULL, NULL);
  gtk_widget_measure (window, GTK_ORIENTATION_VERTICAL, width, &min_height, NULL, NULL, NULL);
  if (min_width > width || min_height > height)
    g_test_fail_printf ("%s needs %d×%d at the least, more than %d×%d", what, min_width, min_height, width, height);
  if (gtk_widget_get_width (window) > width || gtk_widget_get_height (window) > height)
    g_test_fail_printf ("%s is %d×%d, more than %d×%d", what, gtk_widget_get_width (window),
                        gtk_widget_get_height (window), width, height);
}

/* Nothing under @root takes a caret or edits: no text view, no
 * editable, no selectable label (a selectable label takes a caret when it
 * has the focus) */
static void
assert_no_caret (GtkWidget  *root,
                 const char *what)
{
  /* (what is not shown takes no caret: a drop-down's closed popover) */
  if (!gtk_widget_get_visible (root) || GTK_IS_POPOVER (root))
    return;
  if (GTK_IS_TEXT_VIEW (root) || GTK_IS_EDITABLE (root))
    g_test_fail_printf ("%s: a %s", what, G_OBJECT_TYPE_NAME (root));
  if (GTK_IS_LABEL (root) && gtk_label_get_selectable (GTK_LABEL (root)))
    g_test_fail_printf ("%s: the selectable label “%s” takes a caret", what, gtk_label_get_text (GTK_LABEL (root)));
  for (GtkWidget *child = gtk_widget_get_first_child (root); child != NULL; child = gtk_widget_get_next_sibling (child))
    assert_no_caret (child, what);
}

/* Whether a label under @root reads @text (mnemonics aside) */
static gboolean
has_label (GtkWidget  *root,
           const char *text)
{
  if (GTK_IS_LABEL (root) && gtk_widget_is_drawable (root))
    {
      g_autofree char *plain = ui_test_strip_mnemonic (gtk_label_get_text (GTK_LABEL (root)));

      if (g_str_equal (plain, text))
        return TRUE;
    }
  for (GtkWidget *child = gtk_widget_get_first_child (root); child != NULL; child = gtk_widget_get_next_sibling (child))
    if (has_label (child, text))
      return TRUE;
  return FALSE;
}

/* Whether a label under @root contains @text */
static gboolean
has_label_containing (GtkWidget  *root,
                      const char *text)
{
  if (GTK_IS_LABEL (root) && strstr (gtk_label_get_text (GTK_LABEL (root)), text) != NULL)
    return TRUE;
  for (GtkWidget *child = gtk_widget_get_first_child (root); child != NULL; child = gtk_widget_get_next_sibling (child))
    if (has_label_containing (child, text))
      return TRUE;
  return FALSE;
}

static void
collect (GtkWidget *root,
         GType      type,
         GPtrArray *found)
{
  if (G_TYPE_CHECK_INSTANCE_TYPE (root, type))
    g_ptr_array_add (found, root);
  for (GtkWidget *child = gtk_widget_get_first_child (root); child != NULL; child = gtk_widget_get_next_sibling (child))
    collect (child, type, found);
}

/* The accessible label of @widget as a screen reader gets it: checked
 * through GTK's test API, which compares */
static gboolean
accessible_label_is (GtkWidget  *widget,
                     const char *label)
{
  g_autofree char *diff = gtk_test_accessible_check_property (GTK_ACCESSIBLE (widget),
                                                               GTK_ACCESSIBLE_PROPERTY_LABEL, label);

  if (diff != NULL)
    g_test_message ("accessible label: %s", diff);
  return diff == NULL;
}

/* Whether @data, a widget in a scrolled window, is wholly in sight */
static gboolean
in_sight (gpointer data)
{
  GtkWidget *scroller = gtk_widget_get_ancestor (data, GTK_TYPE_SCROLLED_WINDOW);
  graphene_rect_t bounds;

  return gtk_widget_compute_bounds (data, scroller, &bounds)
         && bounds.origin.y >= 0
         && bounds.origin.y + bounds.size.height <= gtk_widget_get_height (scroller) + 1;
}

static gboolean
transition_over (gpointer data)
{
  return !gtk_stack_get_transition_running (GTK_STACK (data));
}

static gboolean
scores_idle (gpointer data)
{
  return !balut_scores_window_is_busy (BALUT_SCORES_WINDOW (data));
}

static BalutScoresWindow *
open_scores (BalutWindow *window,
             const char  *action,
             int          width,
             int          height)
{
  GtkWindow *scores;

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), action, NULL));
  scores = ui_test_find_toplevel (BALUT_TYPE_SCORES_WINDOW);
  g_assert_nonnull (scores);
  gtk_window_set_default_size (scores, width, height);
  ui_test_wait_until (mapped, scores, 10000, "the scores window");
  ui_test_wait_for_frame (GTK_WIDGET (scores));
  ui_test_wait_until (scores_idle, scores, 30000, "the statistics");
  return BALUT_SCORES_WINDOW (scores);
}

/* The toplevel transient for @parent that is none of @parent's known
 * dialogs: the check window */
static GtkWindow *
find_transient (GtkWindow *parent)
{
  GListModel *toplevels = gtk_window_get_toplevels ();

  for (guint i = 0; i < g_list_model_get_n_items (toplevels); i++)
    {
      g_autoptr(GtkWindow) w = g_list_model_get_item (toplevels, i);

      if (gtk_window_get_transient_for (w) == parent && gtk_widget_get_visible (GTK_WIDGET (w)))
        return w;
    }
  return NULL;
}

static gboolean
has_transient (gpointer data)
{
  return find_transient (data) != NULL;
}

static gboolean
no_transient (gpointer data)
{
  return find_transient (data) == NULL;
}

/* ------------------------------------------------------------------ */
/* 1. History → Check                                                  */
/* ------------------------------------------------------------------ */

/* Opens the check of the history's selected game */
static GtkWindow *
open_check (BalutScoresWindow *scores)
{
  GtkWindow *check;

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (scores), "scores.verify", NULL));
  ui_test_wait_until (has_transient, scores, 10000, "the check of the game");
  check = find_transient (GTK_WINDOW (scores));
  ui_test_wait_until (mapped, check, 10000, "the check of the game to show");
  ui_test_wait_for_frame (GTK_WIDGET (check));
  return check;
}

static void
select_history_game (BalutScoresWindow *scores,
                     guint              index)
{
  GtkWidget *list = balut_scores_window_get_history_list (scores);
  GtkListBoxRow *row = gtk_list_box_get_row_at_index (GTK_LIST_BOX (list), (int) index);

  g_assert_nonnull (row);
  gtk_list_box_select_row (GTK_LIST_BOX (list), row);
}

/* The check of a game is a window of its own: a header bar whose title
 * names the game, closed by Escape and by Ctrl+W, the verdict in words
 * and every sheet as a table, no caret anywhere, no monospace, at
 * 360×640 as at 1280×800 */
static void
test_check (void)
{
  struct { int width, height; const char *name; } sizes[] = {
    { 360, 640, "check-360x640" },
    { 1280, 800, "check-1280x800" },
  };

  for (guint s = 0; s < G_N_ELEMENTS (sizes); s++)
    {
      BalutWindow *window = open_window_sized (sizes[s].width, sizes[s].height);
      BalutScoresWindow *scores = open_scores (window, "win.history", sizes[s].width, sizes[s].height);
      GtkWindow *check;
      GtkWidget *titlebar;
      g_autoptr(GPtrArray) lists = g_ptr_array_new ();
      GtkWidget *focus;

      /* the newest: Jackpot Balut, eight players */
      select_history_game (scores, 0);
      {
        g_autofree char *name = g_strdup_printf ("history-%dx%d", sizes[s].width, sizes[s].height);

        shot (GTK_WIDGET (scores), name);
      }
      check = open_check (scores);
      g_assert_true (gtk_window_get_transient_for (check) == GTK_WINDOW (scores));
      titlebar = gtk_window_get_titlebar (check);
      g_assert_true (GTK_IS_HEADER_BAR (titlebar));
      /* the title names the game: its variant */
      g_assert_true (strstr (gtk_window_get_title (check), balut_variant_get_label (BALUT_VARIANT_JACKPOT)) != NULL);
      g_assert_true (has_label_containing (titlebar, balut_variant_get_label (BALUT_VARIANT_JACKPOT)));
      assert_no_caret (GTK_WIDGET (check), "the check");
      g_assert_false (GTK_IS_TEXT_VIEW (ui_test_find_widget (GTK_WIDGET (check), GTK_TYPE_TEXT_VIEW)));

      /* the verdict, then the dice */
      g_assert_true (has_label (GTK_WIDGET (check), _("A consistent record")));
      g_assert_true (has_label (GTK_WIDGET (check), _("Dice: proven: every throw is what the record’s seed gives")));
      /* what a screen reader reads first: the verdict, in a row the
       * keyboard moves from */
      focus = gtk_window_get_focus (check);
      g_assert_true (GTK_IS_LIST_BOX_ROW (focus));
      g_assert_true (accessible_label_is (focus, _("Every throw, hold and entry follows the rules.")));

      /* every sheet a table: a heading line, 7 categories, the score
       * total and the final points; each category's line says it all */
      collect (GTK_WIDGET (check), GTK_TYPE_LIST_BOX, lists);
      g_assert_cmpuint (lists->len, ==, 1 + G_N_ELEMENTS (eight_names));
      for (guint i = 1; i < lists->len; i++)
        {
          GtkListBox *list = g_ptr_array_index (lists, i);
          GtkListBoxRow *fours = gtk_list_box_get_row_at_index (list, 1 + BALUT_CATEGORY_FOURS);
          guint n = 0;

          while (gtk_list_box_get_row_at_index (list, (int) n) != NULL)
            n++;
          g_assert_cmpuint (n, ==, 1 + BALUT_N_CATEGORIES + 2);
          g_assert_true (gtk_widget_get_focusable (GTK_WIDGET (fours)));
          g_assert_false (gtk_widget_get_focusable (GTK_WIDGET (gtk_list_box_get_row_at_index (list, 0))));
        }
      shot (GTK_WIDGET (check), sizes[s].name);
      assert_size (GTK_WIDGET (check), sizes[s].width, sizes[s].height, "the check");

      /* Escape closes it, and Ctrl+W */
      g_assert_true (ui_test_press_key (GTK_WIDGET (check), GDK_KEY_Escape, 0));
      ui_test_wait_until (no_transient, scores, 10000, "Escape to close the check");
      check = open_check (scores);
      g_assert_true (ui_test_press_key (GTK_WIDGET (check), GDK_KEY_w, GDK_CONTROL_MASK));
      ui_test_wait_until (no_transient, scores, 10000, "Ctrl+W to close the check");

      /* a game scored on the pad: its dice were thrown at the table */
      select_history_game (scores, 1);
      check = open_check (scores);
      g_assert_true (has_label (GTK_WIDGET (check), _("Dice: thrown at the table (scoring pad)")));
      gtk_window_destroy (check);

      ui_test_close_window (window);
    }
}

/* ------------------------------------------------------------------ */
/* 2. Statistics                                                       */
/* ------------------------------------------------------------------ */

static const char *
grid_text (GtkWidget *grid,
           int        column,
           int        row)
{
  GtkWidget *child = gtk_grid_get_child_at (GTK_GRID (grid), column, row);

  g_assert_nonnull (child);
  g_assert_true (GTK_IS_LABEL (child));
  return gtk_label_get_text (GTK_LABEL (child));
}

/* Games thrown on the screen and games scored on the pad are counted
 * apart, as the high scores count them; the page scrolls with its
 * scrollbar in sight, and at its end both plots are whole */
static void
test_statistics (void)
{
  struct { int width, height; const char *name; } sizes[] = {
    { 360, 640, "statistics-360x640" },
    { 720, 620, "statistics-720x620" },
  };

  for (guint s = 0; s < G_N_ELEMENTS (sizes); s++)
    {
      BalutWindow *window = open_window_sized (sizes[s].width, sizes[s].height);
      BalutScoresWindow *scores = open_scores (window, "win.statistics", sizes[s].width, sizes[s].height);
      GtkWidget *grid = balut_scores_window_get_stats_grid (scores);
      GtkWidget *trend = balut_scores_window_get_plot (scores, FALSE);
      GtkWidget *scroller = gtk_widget_get_ancestor (trend, GTK_TYPE_SCROLLED_WINDOW);
      GtkAdjustment *adjustment = gtk_scrolled_window_get_vadjustment (GTK_SCROLLED_WINDOW (scroller));
      GtkWidget *scrollbar = gtk_scrolled_window_get_vscrollbar (GTK_SCROLLED_WINDOW (scroller));
      g_autofree char *digital = g_strdup_printf ("%u", N_DIGITAL);
      g_autofree char *pad = g_strdup_printf ("%u", N_PAD + 1);
      graphene_rect_t bounds;

      balut_scores_window_set_variant (scores, BALUT_VARIANT_STANDARD);
      balut_scores_window_set_mode (scores, BALUT_STORE_MODE_DIGITAL);
      balut_scores_window_set_player (scores, "Maria");
      ui_test_wait_until (scores_idle, scores, 30000, "the statistics");
      g_assert_cmpstr (grid_text (grid, 1, 0), ==, digital);
      g_assert_cmpuint (balut_plot_get_n_values (BALUT_PLOT (trend)), ==, N_DIGITAL);
      ui_test_wait_for_frame (GTK_WIDGET (scores));
      assert_size (GTK_WIDGET (scores), sizes[s].width, sizes[s].height, "the statistics");

      /* the page is longer than the window: its scrollbar shows, not
       * only while the pointer moves over it */
      g_assert_cmpfloat (gtk_adjustment_get_upper (adjustment), >, gtk_adjustment_get_page_size (adjustment));
      g_assert_false (gtk_scrolled_window_get_overlay_scrolling (GTK_SCROLLED_WINDOW (scroller)));
      g_assert_true (gtk_widget_get_mapped (scrollbar));
      g_assert_cmpint (gtk_widget_get_width (scrollbar), >, 0);
      shot (GTK_WIDGET (scores), sizes[s].name);

      /* at its end, the last plot is whole */
      gtk_adjustment_set_value (adjustment, gtk_adjustment_get_upper (adjustment));
      ui_test_wait_for_frame (GTK_WIDGET (scores));
      g_assert_true (gtk_widget_compute_bounds (trend, scroller, &bounds));
      g_assert_cmpfloat (bounds.origin.y, >=, 0);
      g_assert_cmpfloat (bounds.origin.y + bounds.size.height, <=, gtk_widget_get_height (scroller));
      g_assert_cmpfloat (bounds.size.height, >=, 100);
      {
        g_autofree char *name = g_strdup_printf ("%s-end", sizes[s].name);

        shot (GTK_WIDGET (scores), name);
      }

      /* the keyboard reads it too: Page Down scrolls, and the plots
       * take the focus (Tab), the page scrolled to them */
      gtk_adjustment_set_value (adjustment, 0);
      g_assert_true (ui_test_press_key (GTK_WIDGET (scores), GDK_KEY_Page_Down, 0));
      g_assert_cmpfloat (gtk_adjustment_get_value (adjustment), >, 0);
      gtk_adjustment_set_value (adjustment, 0);
      g_assert_true (gtk_widget_grab_focus (trend));
      ui_test_wait_until (in_sight, trend, 10000, "the focused plot in sight");

      /* the pad's games apart: three of Maria alone and the tie */
      balut_scores_window_set_mode (scores, BALUT_STORE_MODE_SCORING_PAD);
      ui_test_wait_until (scores_idle, scores, 30000, "the statistics of the pad's games");
      g_assert_cmpstr (grid_text (grid, 1, 0), ==, pad);
      g_assert_cmpuint (balut_plot_get_n_values (BALUT_PLOT (trend)), ==, N_PAD + 1);
      {
        g_autofree char *name = g_strdup_printf ("%s-pad", sizes[s].name);

        gtk_adjustment_set_value (adjustment, 0);
        shot (GTK_WIDGET (scores), name);
      }

      /* the high scores, at the same size */
      balut_scores_window_show_page (scores, "high-scores");
      ui_test_wait_until (transition_over, gtk_widget_get_ancestor (balut_scores_window_get_scores_grid (scores),
                                                                    GTK_TYPE_STACK),
                          10000, "the page to show");
      {
        g_autofree char *name = g_strdup_printf ("high-scores-%dx%d", sizes[s].width, sizes[s].height);

        shot (GTK_WIDGET (scores), name);
        assert_size (GTK_WIDGET (scores), sizes[s].width, sizes[s].height, name);
      }

      ui_test_close_window (window);
    }
}

/* ------------------------------------------------------------------ */
/* 3. History rows                                                     */
/* ------------------------------------------------------------------ */

/* A history row reads as words: the variant and date, the marks, who won
 * with what, everyone's points ("Maria: 7 points", never "Maria 7"), for
 * the eye and for a screen reader */
static void
test_history_rows (void)
{
  BalutWindow *window = open_window_sized (360, 640);
  BalutScoresWindow *scores = open_scores (window, "win.history", 360, 640);
  GtkWidget *list = balut_scores_window_get_history_list (scores);
  g_autofree char *path = balut_store_dup_default_path ();
  g_autoptr(GError) error = NULL;
  g_autoptr(BalutStore) store = balut_store_open (path, &error);
  g_autoptr(GPtrArray) games = balut_store_list_games (store, &error);

  g_assert_no_error (error);
  for (guint i = 0; i < games->len; i++)
    {
      BalutGameSummary *summary = g_ptr_array_index (games, i);
      GtkWidget *row = GTK_WIDGET (gtk_list_box_get_row_at_index (GTK_LIST_BOX (list), (int) i));
      g_autofree char *date = balut_format_date_time (summary->date);

      g_assert_nonnull (row);
      /* every name with its points, as words */
      for (guint p = 0; p < summary->n_players; p++)
        {
          g_autofree char *number = balut_format_number (summary->points[p]);
          g_autofree char *points = g_strdup_printf (ngettext ("%s point", "%s points", ABS (summary->points[p])),
                                                     number);
          g_autofree char *run_together = g_strdup_printf ("%s %s", summary->names[p], number);

          g_assert_true (has_label_containing (row, points));
          g_assert_false (has_label_containing (row, run_together));
        }
      g_assert_true (has_label (row, balut_variant_get_label (summary->variant)));
      g_assert_true (has_label (row, date));
      if (summary->mode == BALUT_STORE_MODE_SCORING_PAD)
        g_assert_true (has_label_containing (row, C_("dice", "Real dice: scoring pad")));
      if (summary->assisted)
        g_assert_true (has_label_containing (row, _("Assisted: an undo or a hint")));
    }

  /* in English, the words themselves */
  if (*language_prefix == '\0')
    {
      BalutGameSummary *tie = g_ptr_array_index (games, 1);
      BalutGameSummary *maria = g_ptr_array_index (games, 2);
      g_autofree char *tie_date = balut_format_date_time (tie->date);
      g_autofree char *maria_date = balut_format_date_time (maria->date);
      g_autofree char *tie_text = g_strdup_printf ("Balut, %s. Real dice: scoring pad. "
                                                   "Maria and Jens shared first place with %d points",
                                                   tie_date, tie->points[0]);
      g_autofree char *maria_text = g_strdup_printf ("Balut, %s. Real dice: scoring pad. Maria: %d points",
                                                     maria_date, maria->points[0]);

      g_assert_true (accessible_label_is (GTK_WIDGET (gtk_list_box_get_row_at_index (GTK_LIST_BOX (list), 1)),
                                          tie_text));
      g_assert_true (accessible_label_is (GTK_WIDGET (gtk_list_box_get_row_at_index (GTK_LIST_BOX (list), 2)),
                                          maria_text));
    }
  shot (GTK_WIDGET (scores), "history-360x640");
  assert_size (GTK_WIDGET (scores), 360, 640, "the history");
  ui_test_close_window (window);
}

/* ------------------------------------------------------------------ */
/* Review (issue 30)                                                   */
/* ------------------------------------------------------------------ */

static GtkWindow *open_results (BalutWindow *window, BalutGame *game);

static gboolean
review_ready (gpointer data)
{
  return balut_review_window_get_review (data) != NULL;
}

/* Whether some label under @root shows text with @part */
static gboolean
shows_text (GtkWidget  *root,
            const char *part)
{
  if (GTK_IS_LABEL (root) && gtk_widget_is_drawable (root)
      && strstr (gtk_label_get_text (GTK_LABEL (root)), part) != NULL)
    return TRUE;
  for (GtkWidget *child = gtk_widget_get_first_child (root); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    if (shows_text (child, part))
      return TRUE;
  return FALSE;
}

static BalutReviewWindow *
wait_for_review (GtkWindow *parent)
{
  GtkWindow *review;

  ui_test_wait_until (has_transient, parent, 10000, "the review");
  review = find_transient (parent);
  g_assert_true (BALUT_IS_REVIEW_WINDOW (review));
  ui_test_wait_until (mapped, review, 10000, "the review to show");
  ui_test_wait_until (review_ready, review, 60000, "the review worked out");
  ui_test_wait_for_frame (GTK_WIDGET (review));
  return BALUT_REVIEW_WINDOW (review);
}

/* The turn's heading as the window writes it */
static char *
review_heading (const BalutReview *review,
                guint              turn)
{
  const BalutReviewTurn *t = balut_review_get_turn (review, turn - 1);
  g_autofree char *lost = balut_format_decimal_places (t->lost, 2);
  g_autofree char *luck = balut_format_decimal_places (t->luck, 2);

  if (round (t->luck * 100.0) > 0)
    {
      char *plus = g_strconcat ("+", luck, NULL);

      g_free (luck);
      luck = plus;
    }
  return g_strdup_printf (_("Turn %u: %s expected points lost, luck %s"), t->turn, lost, luck);
}

static gboolean
progress_full (gpointer data)
{
  return gtk_progress_bar_get_fraction (data) == 1.0;
}

static gboolean
shows_heading (gpointer data)
{
  return shows_text (data, g_object_get_data (data, "heading"));
}

static gboolean
review_of (gpointer data)
{
  const BalutReview *review = balut_review_window_get_review (data);

  return review != NULL && balut_review_get_player (review) == 1;
}

/* From the results: the summary says the engine's figures, each
 * costliest decision is a button to its turn, the player can be
 * changed, Escape closes; at 1280×800 and 360×640 */
static void
test_review_results (void)
{
  struct { int width, height; const char *style; } sizes[] = {
    { 1280, 800, "light" }, { 360, 640, "light" }, { 1280, 800, "dark" }, { 360, 640, "dark" },
  };
  g_autoptr(GSettings) settings = ui_test_dup_settings ();

  for (guint s = 0; s < G_N_ELEMENTS (sizes); s++)
    {
      BalutWindow *window;

      g_settings_set_string (settings, "color-scheme", sizes[s].style);
      window = open_window_sized (sizes[s].width, sizes[s].height);
      g_autoptr(BalutGame) game = balut_game_new (BALUT_VARIANT_STANDARD, 7300);
      g_autoptr(BalutReview) expected = NULL;
      g_autoptr(GError) error = NULL;
      g_autofree char *lost = NULL;
      g_autofree char *name = NULL;
      GtkWindow *dialog;
      BalutReviewWindow *review;
      guint costliest[3], n_costliest;
      GtkWidget *button;

      g_assert_true (balut_game_add_player (game, "Maria", BALUT_PLAYER_HUMAN, &error));
      g_assert_true (balut_game_add_player (game, "Jens", BALUT_PLAYER_HUMAN, &error));
      while (!balut_game_is_finished (game))
        play_turn (game);
      expected = balut_review_new (game, 0, NULL, NULL, NULL, &error);
      g_assert_no_error (error);
      n_costliest = balut_review_get_costliest (expected, costliest);
      g_assert_cmpuint (n_costliest, ==, 3);  /* the simple player is no Expert */

      dialog = open_results (window, game);
      if (s == 0)
        ui_test_assert_unique_mnemonics (GTK_WIDGET (dialog), "the results");
      {
        g_autofree char *review_label = ui_test_strip_mnemonic (_("_Review the Game"));

        button = ui_test_find_button (GTK_WIDGET (dialog), review_label);
      }
      g_assert_nonnull (button);
      gtk_widget_activate (button);
      review = wait_for_review (dialog);
      gtk_window_set_default_size (GTK_WINDOW (review), sizes[s].width, sizes[s].height);
      /* the progress went turn by turn to the end */
      ui_test_wait_until (progress_full, ui_test_find_widget (GTK_WIDGET (review), GTK_TYPE_PROGRESS_BAR), 10000,
                          "the review's progress");

      g_assert_cmpfloat (balut_review_get_lost (balut_review_window_get_review (review)), ==,
                         balut_review_get_lost (expected));
      if (s == 0)
        ui_test_assert_unique_mnemonics (GTK_WIDGET (review), "the review");
      {
        g_autofree char *title = g_strdup_printf (_("%s’s decisions against the Expert"), "Maria");

        g_assert_true (shows_text (GTK_WIDGET (review), title));
      }
      lost = balut_format_decimal_places (balut_review_get_lost (expected), 2);
      g_assert_true (shows_text (GTK_WIDGET (review), lost));
      /* the costliest first, shown in words */
      name = review_heading (expected, balut_review_get_decision (expected, costliest[0])->turn);
      g_assert_true (shows_text (GTK_WIDGET (review), name));
      if (*language_prefix == '\0')
        g_assert_true (shows_text (GTK_WIDGET (review), "expected points more than"));
      /* the plot says in words where the lines go */
      {
        GtkWidget *plot = ui_test_find_widget (GTK_WIDGET (review), BALUT_TYPE_PLOT);

        g_assert_nonnull (plot);
        g_assert_true (gtk_test_accessible_has_property (GTK_ACCESSIBLE (plot), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION));
        if (*language_prefix == '\0')
          g_assert_true (shows_text (GTK_WIDGET (review), "Dashed: the same had every decision been"));
      }
      /* each turn's row tells a screen reader its decisions */
      {
        GtkWidget *list = ui_test_find_widget (GTK_WIDGET (review), GTK_TYPE_LIST_BOX);

        g_assert_nonnull (list);
        for (guint t = 0; t < balut_review_get_n_turns (expected); t++)
          g_assert_true (gtk_test_accessible_has_property (
            GTK_ACCESSIBLE (gtk_list_box_get_row_at_index (GTK_LIST_BOX (list), (int) t)),
            GTK_ACCESSIBLE_PROPERTY_DESCRIPTION));
      }
      {
        g_autofree char *shot_name = g_strdup_printf ("review-%dx%d-%s", sizes[s].width, sizes[s].height,
                                                      sizes[s].style);

        ui_test_wait_for_frame (GTK_WIDGET (review));
        shot (GTK_WIDGET (review), shot_name);
      }

      /* the filled sheet and the review after it, as a PDF */
      if (s == 0)
        {
          g_autofree char *dir = balut_test_make_tmp_dir ("balut-review-XXXXXX");
          g_autofree char *pdf = g_build_filename (dir, "review.pdf", NULL);
          g_autofree char *text = NULL;
          g_autofree char *info = NULL;
          g_autoptr(BalutSheetDocument) sheet = balut_sheet_document_new_for_game (game);
          double width, height;
          int status;
          char *argv_text[] = { (char *) "pdftotext", (char *) "-enc", (char *) "UTF-8", pdf, (char *) "-", NULL };
          char *argv_info[] = { (char *) "pdfinfo", pdf, NULL };

          g_assert_true (balut_review_window_export (review, pdf, BALUT_PAPER_A4, &error));
          g_assert_no_error (error);
          g_assert_true (g_spawn_sync (NULL, argv_text, NULL, G_SPAWN_SEARCH_PATH | G_SPAWN_STDERR_TO_DEV_NULL, NULL, NULL,
                                       &text, NULL, &status, &error));
          g_assert_no_error (error);
          {
            g_autofree char *title = g_strdup_printf (_("%s’s decisions against the Expert"), "Maria");

            g_assert_nonnull (strstr (text, title));
          }
          g_assert_nonnull (strstr (text, lost));
          if (*language_prefix == '\0')
            g_assert_nonnull (strstr (text, "Turn 28: expected"));
          g_assert_true (g_spawn_sync (NULL, argv_info, NULL, G_SPAWN_SEARCH_PATH | G_SPAWN_STDERR_TO_DEV_NULL, NULL, NULL,
                                       &info, NULL, &status, &error));
          balut_paper_get_size (BALUT_PAPER_A4, FALSE, &width, &height);
          {
            const char *line = strstr (info, "Pages:");
            guint n_pages = 0;

            g_assert_nonnull (line);
            g_assert_cmpint (sscanf (line, "Pages: %u", &n_pages), ==, 1);
            /* the sheet's pages, then the review's */
            g_assert_cmpuint (n_pages, ==, balut_sheet_document_get_n_pages (sheet, width, height) + 1);
          }
          balut_test_remove_tree (dir);
        }

      /* the third costliest, a click away */
      {
        const BalutReviewDecision *third = balut_review_get_decision (expected, costliest[2]);
        g_autofree char *heading = review_heading (expected, third->turn);
        g_autofree char *label = g_strdup_printf (_("Turn %u. %s"), third->turn, "");
        GtkWidget *third_button = NULL;

        /* the buttons name their turn */
        {
          GtkWidget *root = GTK_WIDGET (review);
          GPtrArray *stack = g_ptr_array_new ();

          g_ptr_array_add (stack, root);
          while (stack->len > 0 && third_button == NULL)
            {
              GtkWidget *w = g_ptr_array_steal_index (stack, stack->len - 1);

              if (GTK_IS_BUTTON (w) && GTK_IS_LABEL (gtk_button_get_child (GTK_BUTTON (w)))
                  && g_str_has_prefix (gtk_label_get_text (GTK_LABEL (gtk_button_get_child (GTK_BUTTON (w)))), label))
                third_button = w;
              for (GtkWidget *c = gtk_widget_get_first_child (w); c != NULL; c = gtk_widget_get_next_sibling (c))
                g_ptr_array_add (stack, c);
            }
          g_ptr_array_free (stack, TRUE);
        }
        g_assert_nonnull (third_button);
        if (third->turn != balut_review_get_decision (expected, costliest[0])->turn)
          g_assert_false (shows_text (GTK_WIDGET (review), heading));
        gtk_widget_activate (third_button);
        /* the button acts a moment later */
        g_object_set_data_full (G_OBJECT (review), "heading", g_strdup (heading), g_free);
        ui_test_wait_until (shows_heading, review, 10000, "the third costliest decision's turn");
      }

      /* Jens instead, after a change of mind or two: only the last
       * review asked for is shown */
      {
        GtkDropDown *players = GTK_DROP_DOWN (ui_test_find_widget (GTK_WIDGET (review), GTK_TYPE_DROP_DOWN));

        gtk_drop_down_set_selected (players, 1);
        gtk_drop_down_set_selected (players, 0);
        gtk_drop_down_set_selected (players, 1);
      }
      ui_test_wait_until (review_of, review, 60000, "Jens's review");
      ui_test_wait_for_frame (GTK_WIDGET (review));
      {
        g_autofree char *title = g_strdup_printf (_("%s’s decisions against the Expert"), "Jens");

        g_assert_true (shows_text (GTK_WIDGET (review), title));
      }

      g_assert_true (ui_test_press_key (GTK_WIDGET (review), GDK_KEY_Escape, 0));
      ui_test_wait_until (no_transient, dialog, 10000, "Escape to close the review");
      ui_test_close_window (window);
    }
  g_settings_reset (settings, "color-scheme");
}

/* From History: the selected game's review */
static void
test_review_history (void)
{
  BalutWindow *window = open_window_sized (1280, 800);
  BalutScoresWindow *scores = open_scores (window, "win.history", 1280, 800);
  BalutReviewWindow *review;

  select_history_game (scores, 0);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (scores), "scores.review", NULL));
  review = wait_for_review (GTK_WINDOW (scores));
  g_assert_cmpuint (balut_review_get_n_turns (balut_review_window_get_review (review)), >, 0);
  g_assert_cmpstr (gtk_window_get_title (GTK_WINDOW (review)), ==, _("Game Review"));
  g_assert_true (ui_test_press_key (GTK_WIDGET (review), GDK_KEY_w, GDK_CONTROL_MASK));
  ui_test_wait_until (no_transient, scores, 10000, "Ctrl+W to close the review");
  ui_test_close_window (window);
}

/* ------------------------------------------------------------------ */
/* 4. Results                                                          */
/* ------------------------------------------------------------------ */

static GtkWindow *
open_results (BalutWindow *window,
              BalutGame   *game)
{
  GtkWindow *dialog = GTK_WINDOW (balut_results_dialog_new (GTK_WINDOW (window), game));

  gtk_window_present (dialog);
  ui_test_wait_until (mapped, dialog, 10000, "the results");
  ui_test_wait_for_frame (GTK_WIDGET (dialog));
  return dialog;
}

/* The results of eight players fit the game's window at 360×640 and
 * scroll inside */
static void
test_results_fit (void)
{
  BalutWindow *window = open_window_sized (360, 640);
  g_autoptr(BalutGame) game = balut_game_new (BALUT_VARIANT_JACKPOT, 6100);
  g_autoptr(GError) error = NULL;
  GtkWindow *dialog;
  GtkWidget *scroller;

  for (guint i = 0; i < G_N_ELEMENTS (eight_names); i++)
    {
      balut_game_add_player (game, eight_names[i], BALUT_PLAYER_HUMAN, &error);
      g_assert_no_error (error);
    }
  while (!balut_game_is_finished (game))
    play_turn (game);
  dialog = open_results (window, game);
  shot (GTK_WIDGET (dialog), "results-8-360x640");
  assert_size (GTK_WIDGET (dialog), 360, 640, "the results of eight");
  scroller = ui_test_find_widget (GTK_WIDGET (dialog), GTK_TYPE_SCROLLED_WINDOW);
  g_assert_nonnull (scroller);
  {
    GtkAdjustment *adjustment = gtk_scrolled_window_get_vadjustment (GTK_SCROLLED_WINDOW (scroller));

    g_assert_cmpfloat (gtk_adjustment_get_upper (adjustment), >, gtk_adjustment_get_page_size (adjustment));
  }
  ui_test_close_window (window);
}

static GtkWidget *
results_child (GtkWindow  *dialog,
               const char *name)
{
  return GTK_WIDGET (gtk_widget_get_template_child (GTK_WIDGET (dialog), BALUT_TYPE_RESULTS_DIALOG, name));
}

/* An assisted game says so, as the high-score tables mark it */
static void
test_results_assisted (void)
{
  BalutWindow *window = open_window_sized (1280, 800);
  g_autoptr(BalutGame) game = play_game (BALUT_VARIANT_OLATHE, 6200, "Maria", NULL);
  g_autoptr(BalutGame) plain_game = play_game (BALUT_VARIANT_OLATHE, 6201, "Maria", NULL);
  GtkWindow *dialog;

  balut_game_mark_assisted (game);
  dialog = open_results (window, game);
  g_assert_true (gtk_widget_is_drawable (results_child (dialog, "assisted_label")));
  g_assert_true (has_label (GTK_WIDGET (dialog),
                            _("This game was assisted: an entry was undone or a hint was used. "
                              "The high scores mark it with *.")));
  shot (GTK_WIDGET (dialog), "results-assisted");
  gtk_window_destroy (dialog);

  dialog = open_results (window, plain_game);
  g_assert_false (gtk_widget_get_visible (results_child (dialog, "assisted_label")));
  gtk_window_destroy (dialog);
  ui_test_close_window (window);
}

/* R22: players with equal final points share a place, and the results
 * say so and why; a new high score shares its place in the table only
 * with equal points and score total, as the table shows it */
static void
test_results_ties (void)
{
  BalutWindow *window = open_window_sized (1280, 800);
  g_autoptr(BalutGame) game = tied_pad_game (6300);
  const char * const names[] = { "Maria", "Jens" };
  const guint places[] = { 1, 1 };
  GtkWindow *dialog;
  GtkWidget *grid;

  dialog = open_results (window, game);
  grid = results_child (dialog, "ranking_grid");
  /* both in place 1 */
  g_assert_cmpstr (gtk_label_get_text (GTK_LABEL (gtk_grid_get_child_at (GTK_GRID (grid), 0, 1))), ==, "1");
  g_assert_cmpstr (gtk_label_get_text (GTK_LABEL (gtk_grid_get_child_at (GTK_GRID (grid), 0, 2))), ==, "1");
  /* and why */
  g_assert_true (gtk_widget_get_visible (results_child (dialog, "ranking_note")));
  balut_results_dialog_set_high_scores (BALUT_RESULTS_DIALOG (dialog), names, places, 2);
  if (*language_prefix == '\0')
    {
      g_assert_cmpstr (gtk_label_get_text (GTK_LABEL (results_child (dialog, "ranking_note"))), ==,
                       "Maria and Jens share place 1: they have the same final points. "
                       "The score total only orders the list.");
      g_assert_cmpstr (gtk_label_get_text (GTK_LABEL (results_child (dialog, "record_label"))), ==,
                       "Maria and Jens share place 1 in the high scores of Balut: "
                       "equal points and score total.");
    }
  shot (GTK_WIDGET (dialog), "results-tie");
  gtk_window_destroy (dialog);
  ui_test_close_window (window);
}

/* ------------------------------------------------------------------ */
/* 5. Rules                                                            */
/* ------------------------------------------------------------------ */

static GtkWindow *
open_rules (BalutWindow *window,
            int          width,
            int          height)
{
  GtkWindow *rules;

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.rules", NULL));
  rules = ui_test_find_toplevel (BALUT_TYPE_RULES_WINDOW);
  g_assert_nonnull (rules);
  gtk_window_set_default_size (rules, width, height);
  ui_test_wait_until (mapped, rules, 10000, "the rules");
  ui_test_wait_for_frame (GTK_WIDGET (rules));
  return rules;
}

/* The rules in sections, to go to from a list, with pictures of dice,
 * no caret, at 360×640 and 1280×800 */
static void
test_rules (void)
{
  struct { int width, height; const char *name; } sizes[] = {
    { 360, 640, "rules-360x640" },
    { 1280, 800, "rules-1280x800" },
  };

  for (guint s = 0; s < G_N_ELEMENTS (sizes); s++)
    {
      BalutWindow *window = open_window_sized (sizes[s].width, sizes[s].height);
      GtkWindow *rules = open_rules (window, sizes[s].width, sizes[s].height);
      GtkWidget *stack = ui_test_find_widget (GTK_WIDGET (rules), GTK_TYPE_STACK);
      g_autoptr(GPtrArray) pictures = g_ptr_array_new ();
      GListModel *pages;
      guint n_pages;

      assert_no_caret (GTK_WIDGET (rules), "the rules");
      g_assert_nonnull (stack);
      pages = G_LIST_MODEL (gtk_stack_get_pages (GTK_STACK (stack)));
      n_pages = g_list_model_get_n_items (pages);
      g_object_unref (pages);
      g_assert_cmpuint (n_pages, >=, 6);
      /* a way to the sections that a keyboard reaches */
      {
        GtkWidget *sidebar = ui_test_find_widget (GTK_WIDGET (rules), GTK_TYPE_STACK_SIDEBAR);
        GtkWidget *dropdown = ui_test_find_widget (GTK_WIDGET (rules), GTK_TYPE_DROP_DOWN);

        g_assert_true ((sidebar != NULL && gtk_widget_is_drawable (sidebar))
                       || (dropdown != NULL && gtk_widget_is_drawable (dropdown)));
      }
      shot (GTK_WIDGET (rules), sizes[s].name);
      assert_size (GTK_WIDGET (rules), sizes[s].width, sizes[s].height, "the rules");

      /* every section, and the dice pictures in them */
      for (guint p = 0; p < n_pages; p++)
        {
          g_autoptr(GtkSelectionModel) model = gtk_stack_get_pages (GTK_STACK (stack));
          g_autoptr(GObject) item = g_list_model_get_item (G_LIST_MODEL (model), p);
          GtkStackPage *page = GTK_STACK_PAGE (item);
          g_autofree char *name = g_strdup_printf ("%s-%s", sizes[s].name, gtk_stack_page_get_name (page));

          gtk_selection_model_select_item (model, p, TRUE);
          g_assert_true (gtk_stack_get_visible_child (GTK_STACK (stack)) == gtk_stack_page_get_child (page));
          ui_test_wait_for_frame (GTK_WIDGET (rules));
          if (sizes[s].width == 360)
            shot (GTK_WIDGET (rules), name);
        }
      /* what a screen reader reads of a line: a category with its
       * example as a sentence, a table's row as its cells */
      if (*language_prefix == '\0')
        {
          GtkWidget *categories = gtk_stack_get_child_by_name (GTK_STACK (stack), "categories");
          GtkWidget *points = gtk_stack_get_child_by_name (GTK_STACK (stack), "points");
          g_autoptr(GPtrArray) category_rows = g_ptr_array_new ();
          g_autoptr(GPtrArray) point_rows = g_ptr_array_new ();

          collect (categories, GTK_TYPE_LIST_BOX_ROW, category_rows);
          collect (points, GTK_TYPE_LIST_BOX_ROW, point_rows);
          g_assert_true (accessible_label_is (g_ptr_array_index (category_rows, 1),
                                              "Fours: Any dice. Every four counts 4. "
                                              "For example, 4 4 4 2 6 scores 12."));
          g_assert_true (accessible_label_is (g_ptr_array_index (point_rows, 3), "Fours, 52 or more, 2"));
        }
      collect (GTK_WIDGET (rules), GTK_TYPE_PICTURE, pictures);
      g_assert_cmpuint (pictures->len, >=, 5 * 7);
      for (guint i = 0; i < pictures->len; i++)
        g_assert_nonnull (gtk_picture_get_paintable (g_ptr_array_index (pictures, i)));

      /* Escape closes it */
      g_assert_true (ui_test_press_key (GTK_WIDGET (rules), GDK_KEY_Escape, 0));
      ui_test_close_window (window);
    }
}

static gboolean
destroyed (gpointer data)
{
  return *(GtkWidget **) data == NULL;
}

/* The label under @root that reads @text and is a heading, or NULL */
static GtkWidget *
find_heading (GtkWidget  *root,
              const char *text)
{
  if (GTK_IS_LABEL (root) && g_str_equal (gtk_label_get_text (GTK_LABEL (root)), text)
      && gtk_accessible_get_accessible_role (GTK_ACCESSIBLE (root)) == GTK_ACCESSIBLE_ROLE_HEADING)
    return root;
  for (GtkWidget *child = gtk_widget_get_first_child (root); child != NULL; child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found = find_heading (child, text);

      if (found != NULL)
        return found;
    }
  return NULL;
}

/* Belote's rules, from Belote (issue 28): the window opens on Belote's
 * sections in place of Balut's, with no die in them; what may be played
 * (B12) under its heading; the card points (B13) read as a table's rows;
 * Ctrl+Page Down to the next section; it fits 360×640 and 1280×800.
 * Balut's rules are still Balut's. */
static void
test_belote_rules (void)
{
  static const char * const sections[] = {
    "belote-play", "belote-deal", "belote-tricks", "belote-points",
    "belote-announcements", "belote-scoring", "belote-schools", "belote-pad",
  };
  struct { int width, height; const char *name; } sizes[] = {
    { 360, 640, "belote-rules-360x640" },
    { 1280, 800, "belote-rules-1280x800" },
  };

  for (guint s = 0; s < G_N_ELEMENTS (sizes); s++)
    {
      BalutWindow *window = open_window_sized (sizes[s].width, sizes[s].height);
      BalutRulesWindow *rules = balut_rules_window_new_for_game (GTK_WINDOW (window), BALUT_RULES_GAME_BELOTE);
      GtkWidget *stack = ui_test_find_widget (GTK_WIDGET (rules), GTK_TYPE_STACK);
      g_autoptr(GtkSelectionModel) pages = gtk_stack_get_pages (GTK_STACK (stack));
      g_autoptr(GPtrArray) pictures = g_ptr_array_new ();
      g_autoptr(GPtrArray) point_rows = g_ptr_array_new ();
      GtkWidget *tricks, *heading, *closing = GTK_WIDGET (rules);

      g_assert_cmpint (balut_rules_window_get_game (rules), ==, BALUT_RULES_GAME_BELOTE);
      gtk_window_set_default_size (GTK_WINDOW (rules), sizes[s].width, sizes[s].height);
      gtk_window_present (GTK_WINDOW (rules));
      ui_test_wait_until (mapped, rules, 10000, "Belote's rules");
      ui_test_wait_for_frame (GTK_WIDGET (rules));

      g_assert_cmpstr (gtk_window_get_title (GTK_WINDOW (rules)), ==, _("Rules of Belote"));
      /* Belote's sections only, the first one shown */
      g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (pages)), ==, G_N_ELEMENTS (sections));
      for (guint i = 0; i < G_N_ELEMENTS (sections); i++)
        g_assert_nonnull (gtk_stack_get_child_by_name (GTK_STACK (stack), sections[i]));
      g_assert_null (gtk_stack_get_child_by_name (GTK_STACK (stack), "categories"));
      g_assert_cmpstr (gtk_stack_get_visible_child_name (GTK_STACK (stack)), ==, "belote-play");
      g_assert_true (has_label (GTK_WIDGET (rules), _("How to Play Belote")));
      assert_no_caret (GTK_WIDGET (rules), "Belote's rules");
      shot (GTK_WIDGET (rules), sizes[s].name);
      assert_size (GTK_WIDGET (rules), sizes[s].width, sizes[s].height, "Belote's rules");

      /* B12: what may be played, under its heading, with its four cases */
      tricks = gtk_stack_get_child_by_name (GTK_STACK (stack), "belote-tricks");
      heading = find_heading (tricks, _("What You May Play"));
      g_assert_nonnull (heading);
      g_assert_true (has_label_containing (tricks, _("4. If you have neither the suit led nor a trump, "
                                                     "you may play any card.")));
      gtk_stack_set_visible_child (GTK_STACK (stack), tricks);
      ui_test_wait_for_frame (GTK_WIDGET (rules));
      g_assert_true (gtk_widget_is_drawable (heading));

      /* Ctrl+Page Down: the next section (B13's card points) */
      g_assert_true (ui_test_press_key (GTK_WIDGET (rules), GDK_KEY_Page_Down, GDK_CONTROL_MASK));
      g_assert_cmpstr (gtk_stack_get_visible_child_name (GTK_STACK (stack)), ==, "belote-points");

      /* every section, at 360 px in pictures */
      for (guint p = 0; p < G_N_ELEMENTS (sections); p++)
        {
          g_autofree char *name = g_strdup_printf ("%s-%s", sizes[s].name, sections[p]);

          gtk_selection_model_select_item (pages, p, TRUE);
          ui_test_wait_for_frame (GTK_WIDGET (rules));
          if (sizes[s].width == 360)
            shot (GTK_WIDGET (rules), name);
          assert_size (GTK_WIDGET (rules), sizes[s].width, sizes[s].height, "Belote's rules");
        }

      /* B13 as a screen reader reads it: a row, its cells */
      collect (gtk_stack_get_child_by_name (GTK_STACK (stack), "belote-points"), GTK_TYPE_LIST_BOX_ROW, point_rows);
      if (*language_prefix == '\0')
        {
          g_assert_true (accessible_label_is (g_ptr_array_index (point_rows, 2), "Card, Trump, Other suits"));
          g_assert_true (accessible_label_is (g_ptr_array_index (point_rows, 3), "Jack, 20, 2"));
          g_assert_true (accessible_label_is (g_ptr_array_index (point_rows, 4), "Nine, 14, 0"));
          g_assert_true (accessible_label_is (g_ptr_array_index (point_rows, 10), "Seven, 0, 0"));
        }

      /* a Belote player meets no dice */
      collect (GTK_WIDGET (rules), GTK_TYPE_PICTURE, pictures);
      g_assert_cmpuint (pictures->len, ==, 0);

      g_object_add_weak_pointer (G_OBJECT (closing), (gpointer *) &closing);
      g_assert_true (ui_test_press_key (GTK_WIDGET (rules), GDK_KEY_Escape, 0));
      ui_test_wait_until (destroyed, &closing, 10000, "Belote's rules closed");
      ui_test_close_window (window);
    }

  /* from Balut, Balut's rules, as before */
  {
    BalutWindow *window = open_window_sized (1280, 800);
    BalutRulesWindow *rules = balut_rules_window_new (GTK_WINDOW (window));
    GtkWidget *stack = ui_test_find_widget (GTK_WIDGET (rules), GTK_TYPE_STACK);

    g_assert_cmpint (balut_rules_window_get_game (rules), ==, BALUT_RULES_GAME_BALUT);
    g_assert_cmpstr (gtk_window_get_title (GTK_WINDOW (rules)), ==, _("Rules of Balut"));
    g_assert_nonnull (gtk_stack_get_child_by_name (GTK_STACK (stack), "categories"));
    g_assert_null (gtk_stack_get_child_by_name (GTK_STACK (stack), "belote-tricks"));
    g_assert_cmpstr (gtk_stack_get_visible_child_name (GTK_STACK (stack)), ==, "play");
    gtk_window_destroy (GTK_WINDOW (rules));
    ui_test_close_window (window);
  }
}

/* ------------------------------------------------------------------ */
/* 6. Keyboard shortcuts                                               */
/* ------------------------------------------------------------------ */

static void
collect_texts (GtkWidget *root,
               GPtrArray *texts)
{
  if (GTK_IS_LABEL (root))
    g_ptr_array_add (texts, (gpointer) gtk_label_get_text (GTK_LABEL (root)));
  for (GtkWidget *child = gtk_widget_get_first_child (root); child != NULL; child = gtk_widget_get_next_sibling (child))
    collect_texts (child, texts);
}

/* The keys read as keys: GTK 4.8 writes Ctrl+Page Up's keycap
 * "Page_Up" (the window relabels it "Page Up",
 * src/ui/balut-window-actions.c), and a comma's keycap is a speck (said
 * in words beside it) */
static void
test_shortcuts (void)
{
  BalutWindow *window = open_window_sized (1280, 800);
  GtkWindow *shortcuts;
  g_autoptr(GPtrArray) texts = g_ptr_array_new ();
  gboolean gtk_names = FALSE;

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.show-help-overlay", NULL));
  shortcuts = ui_test_find_toplevel (GTK_TYPE_SHORTCUTS_WINDOW);
  g_assert_nonnull (shortcuts);
  ui_test_wait_until (mapped, shortcuts, 10000, "the shortcuts");
  shot (GTK_WIDGET (shortcuts), "shortcuts");
  g_assert_true (has_label (GTK_WIDGET (shortcuts), C_("keyboard shortcut", "Ctrl and comma (,)")));
  collect_texts (GTK_WIDGET (shortcuts), texts);
  for (guint i = 0; i < texts->len; i++)
    if (strstr (g_ptr_array_index (texts, i), "Page_") != NULL)
      {
        g_test_message ("a keycap reads “%s”", (char *) g_ptr_array_index (texts, i));
        gtk_names = TRUE;
      }
  g_assert_false (gtk_names);
  g_assert_true (has_label (GTK_WIDGET (shortcuts), C_("keyboard key", "Page Up")));
  g_assert_true (has_label (GTK_WIDGET (shortcuts), C_("keyboard key", "Page Down")));
  ui_test_close_window (window);
}

/* ------------------------------------------------------------------ */
/* Mnemonics: no two controls of a window share an Alt key              */
/* ------------------------------------------------------------------ */

static gboolean
transient_mapped (gpointer data)
{
  GtkWindow *w = find_transient (data);

  return w != NULL && gtk_widget_get_mapped (GTK_WIDGET (w));
}

/* Opens the window @action opens from @parent, checks its mnemonics,
 * closes it; returns how many it has */
static guint
check_opened_by (GtkWidget  *parent,
                 const char *action,
                 const char *where)
{
  GtkWindow *dialog;
  guint n;

  g_assert_true (gtk_widget_activate_action (parent, action, NULL));
  ui_test_wait_until (transient_mapped, parent, 20000, where);
  dialog = find_transient (GTK_WINDOW (parent));
  ui_test_wait_for_frame (GTK_WIDGET (dialog));
  n = ui_test_assert_unique_mnemonics (GTK_WIDGET (dialog), where);
  g_test_message ("%s: %u mnemonics, none shared", where, n);
  gtk_window_destroy (dialog);
  ui_test_wait_until (no_transient, parent, 20000, "the window closed");
  return n;
}

static gboolean
belote_shown (gpointer data)
{
  GtkWindow *w = ui_test_find_toplevel (BELOTE_TYPE_WINDOW);

  return w != NULL && gtk_widget_get_mapped (GTK_WIDGET (w));
}

static gboolean
belote_gone (gpointer data)
{
  return ui_test_find_toplevel (BELOTE_TYPE_WINDOW) == NULL;
}

/* Every window and dialog of both games, and their menus, in the
 * language the test runs in (windows-da, -de, -fr): Danish New Game once
 * had Alt+T twice */
static void
test_mnemonics (void)
{
  BalutWindow *window = open_window_sized (1280, 800);
  GtkWidget *w = GTK_WIDGET (window);
  const char *dialogs[][2] = {
    { "win.new-game", "Balut’s New Game" },
    { "win.preferences", "the preferences" },
    { "win.export-sheet", "the export dialog" },
    { "win.high-scores", "the high scores" },
    { "win.statistics", "the statistics" },
    { "win.history", "the history" },
    { "win.rules", "the rules" },
  };
  GtkWindow *belote;
  GtkWidget *dialog;
  GtkWidget *pad_button;
  guint n;

  g_assert_cmpuint (ui_test_assert_unique_mnemonics (w, "Balut’s window"), >, 0);
  for (guint i = 0; i < G_N_ELEMENTS (dialogs); i++)
    {
      n = check_opened_by (w, dialogs[i][0], dialogs[i][1]);
      if (i == 0)
        g_assert_cmpuint (n, >=, 3);
    }

  /* Belote's window, its New Match dialog in both modes */
  g_action_group_activate_action (G_ACTION_GROUP (ui_test_get_application ()), "belote", NULL);
  ui_test_wait_until (belote_shown, NULL, 20000, "Belote's window");
  belote = ui_test_find_toplevel (BELOTE_TYPE_WINDOW);
  ui_test_wait_for_frame (GTK_WIDGET (belote));
  if (belote_window_get_new_match_dialog (BELOTE_WINDOW (belote)) == NULL)
    g_assert_true (gtk_widget_activate_action (GTK_WIDGET (belote), "win.new-match", NULL));
  dialog = GTK_WIDGET (belote_window_get_new_match_dialog (BELOTE_WINDOW (belote)));
  g_assert_nonnull (dialog);
  ui_test_wait_until (mapped, dialog, 20000, "Belote's New Match");
  ui_test_wait_for_frame (dialog);
  {
    g_autofree char *label = ui_test_strip_mnemonic (_("_Keep score with real cards"));

    pad_button = ui_test_find_button (dialog, label);
  }
  g_assert_nonnull (pad_button);
  for (int mode = 0; mode < 2; mode++)
    {
      gtk_toggle_button_set_active (GTK_TOGGLE_BUTTON (pad_button), mode == 1);
      n = ui_test_assert_unique_mnemonics (dialog, mode == 0 ? "Belote’s New Match, playing"
                                                            : "Belote’s New Match, keeping score");
      g_assert_cmpuint (n, >=, 5);
    }
  gtk_window_destroy (GTK_WINDOW (dialog));
  ui_test_assert_unique_mnemonics (GTK_WIDGET (belote), "Belote’s window");
  check_opened_by (GTK_WIDGET (belote), "win.rules", "Belote’s rules");
  gtk_window_destroy (belote);
  ui_test_wait_until (belote_gone, NULL, 20000, "Belote's window closed");
  ui_test_close_window (window);
}

int
main (int   argc,
      char *argv[])
{
  const char *locale;

  ui_test_init (&argc, &argv);
  /* the language of the messages (LANGUAGE, LC_ALL, LC_MESSAGES, LANG) */
  locale = g_get_language_names ()[0];
  language_prefix = g_str_has_prefix (locale, "da") || g_str_has_prefix (locale, "de")
                    || g_str_has_prefix (locale, "fr")
                    ? g_strdup_printf ("%.2s-", locale) : g_strdup ("");
  seed_store ();

  g_test_add_func ("/balut/ui/windows/check", test_check);
  g_test_add_func ("/balut/ui/windows/statistics", test_statistics);
  g_test_add_func ("/balut/ui/windows/history-rows", test_history_rows);
  g_test_add_func ("/balut/ui/windows/results-fit", test_results_fit);
  g_test_add_func ("/balut/ui/windows/review-results", test_review_results);
  g_test_add_func ("/balut/ui/windows/review-history", test_review_history);
  g_test_add_func ("/balut/ui/windows/results-assisted", test_results_assisted);
  g_test_add_func ("/balut/ui/windows/results-ties-r22", test_results_ties);
  g_test_add_func ("/balut/ui/windows/rules", test_rules);
  g_test_add_func ("/balut/ui/windows/rules-belote-b12", test_belote_rules);
  g_test_add_func ("/balut/ui/windows/shortcuts", test_shortcuts);
  g_test_add_func ("/balut/ui/windows/mnemonics", test_mnemonics);

  return g_test_run ();
}
