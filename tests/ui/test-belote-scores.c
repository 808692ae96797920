/* test-belote-scores.c — Belote's pages of the scores window (issue 28),
 * with a store of Balut's games and Belote's matches
 *
 * The store lives in the test's own data directory (BALUT_DATA_DIR, set
 * by ui-test-utils): Balut games, three pad matches worked out by hand
 * (the same as tests/storage/test-belote-store.c), a match played card
 * by card, and a match whose row was damaged. What the pages show is
 * checked against the hand's figures; a Balut-only store shows the
 * window as it was (no choice of game). Screenshots of every page, wide
 * and at 360×640, go to tests/ui/screenshots (belote-scores-*.png).
 *
 * SPDX-FileCopyrightText: 2026 The Balut developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <string.h>

#include <sqlite3.h>

#include "balut-scores-window.h"
#include "belote-record.h"
#include "belote-scores-view.h"
#include "belote-store.h"
#include "belote-test-matches.h"
#include "ui-test-utils.h"

static gint64 match_ids[4];
static char *record_b;

/* A: Ana & Ben 514 – Carl & Dora 62; B: Les Bleus 234 – Les Rouges 504;
 * C: Ana & Eve 0 – Carl & Dora 414 (see test-belote-store.c) */
static const BeloteTestDeal deals_a[] = {
  { 0, 0, 100, BELOTE_NO_TEAM },
  { 1, 1, 60, BELOTE_NO_TEAM },
  { 0, 2, 0, 0 },
};
static const BeloteTestDeal deals_b[] = {
  { 1, BELOTE_NO_SEAT, 90, BELOTE_NO_TEAM },
  { 1, BELOTE_NO_SEAT, 70, BELOTE_NO_TEAM },
  { 0, BELOTE_NO_SEAT, 81, BELOTE_NO_TEAM },
  { 1, BELOTE_NO_SEAT, 0, 1 },
};
static const BeloteTestDeal deals_c[] = {
  { 1, 3, 0, 1 },
  { 0, 0, 50, BELOTE_NO_TEAM },
};
static const char * const names_a[] = { "Ana", "Carl", "Ben", "Dora" };
static const char * const names_c[] = { "Ana", "Carl", "Eve", "Dora" };

static BalutStore *
open_store (void)
{
  g_autofree char *path = balut_store_dup_default_path ();
  g_autoptr(GError) error = NULL;
  BalutStore *store = balut_store_open (path, &error);

  g_assert_no_error (error);
  return store;
}

static gint64
add_match (BalutStore  *store,
           BeloteMatch *match,
           int          day)
{
  g_autoptr(GDateTime) when = g_date_time_new_local (2026, 11, day, 21, 30, 0);
  g_autoptr(GError) error = NULL;
  gint64 id = balut_store_add_belote_match (store, match, when, &error);

  g_assert_no_error (error);
  g_assert_cmpint (id, >, 0);
  return id;
}

static void
seed_store (void)
{
  static const char * const played_names[] = { "Ana", "East", "Ben", "West" };
  g_autoptr(BalutStore) store = open_store ();
  g_autoptr(GError) error = NULL;

  /* Balut's games */
  for (guint i = 0; i < 3; i++)
    {
      g_autoptr(BalutGame) game = ui_test_new_game (BALUT_VARIANT_STANDARD, 90 + i,
                                                    "Maria", BALUT_PLAYER_HUMAN, 0, NULL);
      g_autoptr(GDateTime) when = g_date_time_new_local (2026, 10, 1 + (gint) i, 20, 0, 0);

      /* each turn one throw, into the first box it may go */
      while (!balut_game_is_finished (game))
        {
          gboolean entered = FALSE;

          g_assert_true (balut_game_roll (game, &error));
          for (guint c = 0; c < BALUT_N_CATEGORIES && !entered; c++)
            for (guint b = 0; b < BALUT_N_COLUMNS && !entered; b++)
              if (balut_game_preview (game, c, b) >= 0)
                entered = balut_game_enter (game, c, b, NULL);
          g_assert_true (entered);
        }
      g_assert_cmpint (balut_store_add_game (store, game, BALUT_STORE_MODE_DIGITAL, when, &error), >, 0);
      g_assert_no_error (error);
    }

  {
    g_autoptr(BeloteMatch) a = belote_test_pad_match (301, names_a, NULL, NULL, deals_a, G_N_ELEMENTS (deals_a));
    g_autoptr(BeloteMatch) b = belote_test_pad_match (301, NULL, "Les Bleus", "Les Rouges",
                                                      deals_b, G_N_ELEMENTS (deals_b));
    g_autoptr(BeloteMatch) c = belote_test_pad_match (301, names_c, NULL, NULL, deals_c, G_N_ELEMENTS (deals_c));
    g_autoptr(BeloteMatch) played = belote_test_played_match (2026, 501, played_names, 0xa);

    match_ids[0] = add_match (store, a, 10);
    match_ids[1] = add_match (store, b, 11);
    match_ids[2] = add_match (store, c, 12);
    match_ids[3] = add_match (store, played, 13);
    record_b = belote_record_to_data (b, NULL);
  }
}

/* A row a hand edit or damage left: a record that is not one, a winner
 * out of range, a name that is not UTF-8 */
static void
damage_match (gint64 id)
{
  g_autofree char *path = balut_store_dup_default_path ();
  g_autofree char *sql = g_strdup_printf ("PRAGMA ignore_check_constraints = ON; "
                                          "UPDATE belote_matches SET record = '{\"format\": \"belote', "
                                          "winner = 9, team1 = CAST (X'4361726CFF' AS TEXT) "
                                          "WHERE id = %" G_GINT64_FORMAT, id);
  sqlite3 *db = NULL;

  g_assert_cmpint (sqlite3_open (path, &db), ==, SQLITE_OK);
  sqlite3_busy_timeout (db, 10000);
  g_assert_cmpint (sqlite3_exec (db, sql, NULL, NULL, NULL), ==, SQLITE_OK);
  sqlite3_close (db);
}

static BalutWindow *
open_window (void)
{
  g_autoptr(GSettings) settings = ui_test_dup_settings ();

  g_settings_set_boolean (settings, "animations", FALSE);
  g_settings_set_int (settings, "window-width", 1000);
  g_settings_set_int (settings, "window-height", 760);
  return ui_test_open_window ();
}

static BalutScoresWindow *
new_scores (BalutWindow *window,
            int          width,
            int          height)
{
  g_autoptr(BalutStore) store = open_store ();
  g_autoptr(GSettings) settings = ui_test_dup_settings ();
  BalutScoresWindow *scores = balut_scores_window_new (GTK_WINDOW (window), store, NULL, settings);

  gtk_window_set_default_size (GTK_WINDOW (scores), width, height);
  gtk_window_present (GTK_WINDOW (scores));
  ui_test_wait_for_frame (GTK_WIDGET (scores));
  return scores;
}

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

static gboolean
transition_over (gpointer data)
{
  return !gtk_stack_get_transition_running (GTK_STACK (data));
}

/* Shows a page and waits until it is drawn */
static void
show_page (BalutScoresWindow *scores,
           const char        *page)
{
  GtkStack *stack = belote_scores_view_get_stack (BELOTE_SCORES_VIEW (balut_scores_window_get_belote_view (scores)));

  balut_scores_window_show_page (scores, page);
  if (g_str_has_prefix (page, "belote-"))
    ui_test_wait_until (transition_over, stack, 5000, "the page's transition");
  ui_test_wait_for_frame (GTK_WIDGET (scores));
}

/* The window opened from Balut's window (Scores): Balut's high scores as
 * ever, and the choice of Belote in the header bar; Belote's pages in
 * its place when chosen, the window titled by the page */
static void
test_game_choice (void)
{
  BalutWindow *window = open_window ();
  GtkWindow *scores;
  GtkWidget *choice, *view;

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.high-scores", NULL));
  scores = ui_test_find_toplevel (BALUT_TYPE_SCORES_WINDOW);
  g_assert_nonnull (scores);
  ui_test_wait_for_frame (GTK_WIDGET (scores));
  view = balut_scores_window_get_belote_view (BALUT_SCORES_WINDOW (scores));
  choice = ui_test_find_widget (GTK_WIDGET (gtk_window_get_titlebar (scores)), GTK_TYPE_DROP_DOWN);
  g_assert_nonnull (choice);
  g_assert_true (gtk_widget_get_visible (choice));
  g_assert_false (gtk_widget_get_visible (view));
  g_assert_cmpstr (gtk_window_get_title (scores), ==, "High Scores");
  ui_test_save_png (GTK_WIDGET (scores), "belote-scores-balut-high-scores");

  gtk_drop_down_set_selected (GTK_DROP_DOWN (choice), 1);
  ui_test_wait_for_frame (GTK_WIDGET (scores));
  g_assert_true (gtk_widget_get_visible (view));
  g_assert_cmpstr (gtk_window_get_title (scores), ==, "Belote: Players");
  gtk_drop_down_set_selected (GTK_DROP_DOWN (choice), 0);
  ui_test_wait_for_frame (GTK_WIDGET (scores));
  g_assert_false (gtk_widget_get_visible (view));
  g_assert_cmpstr (gtk_window_get_title (scores), ==, "High Scores");

  ui_test_close_window (window);
}

/* Players: each name's figures, as worked out by hand (B15, B23, B25);
 * the computers of the played match left out */
static void
test_players (void)
{
  BalutWindow *window = open_window ();
  BalutScoresWindow *scores = new_scores (window, 800, 700);
  BeloteScoresView *view = BELOTE_SCORES_VIEW (balut_scores_window_get_belote_view (scores));
  GtkWidget *grid = belote_scores_view_get_players_grid (view);
  gboolean saw[3] = { FALSE, FALSE, FALSE };

  show_page (scores, "belote-players");
  g_assert_cmpstr (grid_text (grid, 0, 0), ==, "Name");
  g_assert_cmpstr (grid_text (grid, 4, 0), ==, "Dedans");
  for (int row = 1; gtk_grid_get_child_at (GTK_GRID (grid), 0, row) != NULL; row++)
    {
      const char *name = grid_text (grid, 0, row);

      g_assert_cmpstr (name, !=, "East");
      g_assert_cmpstr (name, !=, "West");
      if (g_str_equal (name, "Carl"))
        {
          /* two matches, one won; took one deal, dedans */
          saw[0] = TRUE;
          g_assert_cmpstr (grid_text (grid, 1, row), ==, "1");
          g_assert_cmpstr (grid_text (grid, 2, row), ==, "1");
          g_assert_cmpstr (grid_text (grid, 3, row), ==, "1");
          g_assert_cmpstr (grid_text (grid, 4, row), ==, "100%");
          g_assert_cmpstr (grid_text (grid, 5, row), ==, "1");
        }
      else if (g_str_equal (name, "Les Rouges"))
        {
          /* the team's name for its unnamed seats: 3 taken, 1 dedans */
          saw[1] = TRUE;
          g_assert_cmpstr (grid_text (grid, 3, row), ==, "3");
          g_assert_cmpstr (grid_text (grid, 4, row), ==, "33%");
        }
      else if (g_str_equal (name, "Eve"))
        {
          saw[2] = TRUE;
          g_assert_cmpstr (grid_text (grid, 4, row), ==, "–");
        }
    }
  g_assert_true (saw[0] && saw[1] && saw[2]);
  ui_test_save_png (GTK_WIDGET (scores), "belote-scores-players");

  ui_test_close_window (window);
}

/* Records: the biggest leads, largest first (A by 452, C by 414, B by
 * 270), the match just recorded marked; the most capots */
static void
test_records (void)
{
  BalutWindow *window = open_window ();
  BalutScoresWindow *scores = new_scores (window, 800, 700);
  BeloteScoresView *view = BELOTE_SCORES_VIEW (balut_scores_window_get_belote_view (scores));
  GtkWidget *grid = belote_scores_view_get_leads_grid (view);
  gboolean after_played = FALSE;

  balut_scores_window_set_belote_highlight (scores, match_ids[2]);
  show_page (scores, "belote-records");
  g_assert_cmpstr (grid_text (grid, 1, 1), ==, "452");
  g_assert_cmpstr (grid_text (grid, 2, 1), ==, "514–62");
  g_assert_cmpstr (grid_text (grid, 3, 1), ==, "Ana & Ben against Carl & Dora");
  /* the played match's lead may fall anywhere; the others in order */
  for (int row = 2; gtk_grid_get_child_at (GTK_GRID (grid), 0, row) != NULL; row++)
    {
      const char *lead = grid_text (grid, 1, row);

      if (g_str_equal (lead, "414"))
        {
          g_assert_true (gtk_widget_has_css_class (gtk_grid_get_child_at (GTK_GRID (grid), 3, row), "new-high-score"));
          after_played = TRUE;
        }
      if (g_str_equal (lead, "270"))
        g_assert_true (after_played);
    }
  g_assert_true (after_played);
  ui_test_save_png (GTK_WIDGET (scores), "belote-scores-records");

  ui_test_close_window (window);
}

static gboolean
check_window_shown (gpointer data)
{
  GtkWindow *check = belote_scores_view_get_check_window (BELOTE_SCORES_VIEW (data));

  return check != NULL && gtk_widget_get_mapped (GTK_WIDGET (check));
}

static gboolean
has_label (GtkWidget  *root,
           const char *text)
{
  for (GtkWidget *child = gtk_widget_get_first_child (root); child != NULL; child = gtk_widget_get_next_sibling (child))
    {
      if (GTK_IS_LABEL (child) && g_str_equal (gtk_label_get_text (GTK_LABEL (child)), text))
        return TRUE;
      if (has_label (child, text))
        return TRUE;
    }
  return FALSE;
}

static gboolean
has_label_prefix (GtkWidget  *root,
                  const char *prefix)
{
  for (GtkWidget *child = gtk_widget_get_first_child (root); child != NULL; child = gtk_widget_get_next_sibling (child))
    {
      if (GTK_IS_LABEL (child) && gtk_widget_get_visible (child)
          && g_str_has_prefix (gtk_label_get_text (GTK_LABEL (child)), prefix))
        return TRUE;
      if (has_label_prefix (child, prefix))
        return TRUE;
    }
  return FALSE;
}

/* Nothing takes a caret (a text view, an editable, a selectable label):
 * the keyboard goes from control to control, as in Balut's check */
static void
assert_no_caret (GtkWidget *root)
{
  if (!gtk_widget_get_visible (root) || GTK_IS_POPOVER (root))
    return;
  g_assert_false (GTK_IS_TEXT_VIEW (root) || GTK_IS_EDITABLE (root));
  g_assert_false (GTK_IS_LABEL (root) && gtk_label_get_selectable (GTK_LABEL (root)));
  for (GtkWidget *child = gtk_widget_get_first_child (root); child != NULL; child = gtk_widget_get_next_sibling (child))
    assert_no_caret (child);
}

/* The record handed to the application's action */
static char *reopened;

static void
open_record_cb (GSimpleAction *action,
                GVariant      *parameter,
                gpointer       user_data)
{
  g_free (reopened);
  reopened = g_variant_dup_string (parameter, NULL);
}

/* Matches: newest first, told in words; Check replays the record (a
 * consistent one, and the damaged one that cannot be read); Reopen hands
 * the record to the application's action, unavailable without it */
static void
test_matches (void)
{
  BalutWindow *window = open_window ();
  BalutScoresWindow *scores = new_scores (window, 800, 700);
  BeloteScoresView *view = BELOTE_SCORES_VIEW (balut_scores_window_get_belote_view (scores));
  GtkWidget *list = belote_scores_view_get_matches_list (view);
  GApplication *app = G_APPLICATION (ui_test_get_application ());
  g_autoptr(GSimpleAction) action = g_simple_action_new ("belote-open-record", G_VARIANT_TYPE_STRING);
  g_autoptr(GAction) theirs = NULL;
  GtkListBoxRow *row;
  GtkWindow *check;
  guint n_rows = 0;

  /* the application's own action put aside: this test's records what it gets */
  if (g_action_map_lookup_action (G_ACTION_MAP (app), "belote-open-record") != NULL)
    {
      theirs = g_object_ref (g_action_map_lookup_action (G_ACTION_MAP (app), "belote-open-record"));
      g_action_map_remove_action (G_ACTION_MAP (app), "belote-open-record");
    }

  show_page (scores, "belote-matches");
  while (gtk_list_box_get_row_at_index (GTK_LIST_BOX (list), (int) n_rows) != NULL)
    n_rows++;
  g_assert_cmpuint (n_rows, ==, 4);
  /* the newest (the played match) first, chosen */
  row = gtk_list_box_get_selected_row (GTK_LIST_BOX (list));
  g_assert_nonnull (row);
  g_assert_cmpint (gtk_list_box_row_get_index (row), ==, 0);
  g_assert_true (has_label (GTK_WIDGET (gtk_list_box_get_row_at_index (GTK_LIST_BOX (list), 2)),
                            "Les Rouges won 504 to 234"));
  g_assert_true (has_label (GTK_WIDGET (gtk_list_box_get_row_at_index (GTK_LIST_BOX (list), 2)),
                            "4 deals. Les Bleus: took 1 deal, 0 dedans, 0 capots. "
                            "Les Rouges: took 3 deals, 1 dedans, 1 capot."));
  g_assert_true (has_label (GTK_WIDGET (gtk_list_box_get_row_at_index (GTK_LIST_BOX (list), 2)),
                            "Family rules · to 301 · Real cards: scoring pad"));
  ui_test_save_png (GTK_WIDGET (scores), "belote-scores-matches");

  /* no action to reopen with: the button cannot be pressed */
  g_assert_false (gtk_widget_activate_action (GTK_WIDGET (view), "belote.reopen", NULL)
                  && reopened != NULL);
  g_assert_null (reopened);

  /* the check of B (a pad match): consistent, with its sheet */
  gtk_list_box_select_row (GTK_LIST_BOX (list), gtk_list_box_get_row_at_index (GTK_LIST_BOX (list), 2));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (view), "belote.verify", NULL));
  ui_test_wait_until (check_window_shown, view, 5000, "the check of the match");
  check = belote_scores_view_get_check_window (view);
  g_assert_true (has_label (GTK_WIDGET (check), "A consistent record"));
  g_assert_true (has_label_prefix (GTK_WIDGET (check), "Belote, family rules, to 301 points\n"));
  g_assert_true (has_label_prefix (GTK_WIDGET (check), "Every deal entered on the scoring pad is possible"));
  ui_test_wait_for_frame (GTK_WIDGET (check));
  ui_test_save_png (GTK_WIDGET (check), "belote-scores-check");
  assert_no_caret (GTK_WIDGET (check));
  gtk_window_destroy (check);

  /* Reopen: B's record, to the byte, to the application's action; the
   * scores window makes way */
  g_action_map_add_action (G_ACTION_MAP (app), G_ACTION (action));
  g_signal_connect (action, "activate", G_CALLBACK (open_record_cb), NULL);
  gtk_list_box_select_row (GTK_LIST_BOX (list), gtk_list_box_get_row_at_index (GTK_LIST_BOX (list), 2));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (view), "belote.reopen", NULL));
  g_assert_cmpstr (reopened, ==, record_b);
  g_assert_null (ui_test_find_toplevel (BALUT_TYPE_SCORES_WINDOW));
  g_clear_pointer (&reopened, g_free);
  g_action_map_remove_action (G_ACTION_MAP (app), "belote-open-record");
  if (theirs != NULL)
    g_action_map_add_action (G_ACTION_MAP (app), theirs);

  ui_test_close_window (window);
}

/* A damaged row: the pages show what they can, the check says the
 * record cannot be read, printing says why and changes nothing */
static void
test_damaged (void)
{
  BalutWindow *window;
  BalutScoresWindow *scores;
  BeloteScoresView *view;
  GtkWidget *list;
  GtkWindow *check;
  int row = -1;

  damage_match (match_ids[0]);
  window = open_window ();
  scores = new_scores (window, 800, 700);
  view = BELOTE_SCORES_VIEW (balut_scores_window_get_belote_view (scores));
  list = belote_scores_view_get_matches_list (view);

  show_page (scores, "belote-players");
  show_page (scores, "belote-records");
  show_page (scores, "belote-matches");
  for (int i = 0; gtk_list_box_get_row_at_index (GTK_LIST_BOX (list), i) != NULL; i++)
    if (has_label (GTK_WIDGET (gtk_list_box_get_row_at_index (GTK_LIST_BOX (list), i)), "Totals: 514 to 62"))
      row = i;
  g_assert_cmpint (row, >=, 0);
  gtk_list_box_select_row (GTK_LIST_BOX (list), gtk_list_box_get_row_at_index (GTK_LIST_BOX (list), row));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (view), "belote.verify", NULL));
  ui_test_wait_until (check_window_shown, view, 5000, "the check of the damaged match");
  check = belote_scores_view_get_check_window (view);
  g_assert_true (has_label (GTK_WIDGET (check), "A record that cannot be read"));
  gtk_window_destroy (check);

  /* printing it says why above the pages */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (view), "belote.print", NULL));
  g_assert_true (has_label_prefix (GTK_WIDGET (scores), "The record of this match cannot be read: "));
  ui_test_wait_for_frame (GTK_WIDGET (scores));
  ui_test_save_png (GTK_WIDGET (scores), "belote-scores-damaged");

  ui_test_close_window (window);
}

/* At 360×640, every page fits the width (no page wider than the window) */
static void
test_narrow (void)
{
  static const char * const pages[] = { "belote-players", "belote-records", "belote-matches" };
  BalutWindow *window = open_window ();
  BalutScoresWindow *scores = new_scores (window, 360, 640);

  for (guint i = 0; i < G_N_ELEMENTS (pages); i++)
    {
      g_autofree char *name = g_strdup_printf ("belote-scores-narrow-%s", pages[i] + strlen ("belote-"));

      int min_width = 0, min_height = 0;

      show_page (scores, pages[i]);
      gtk_widget_measure (GTK_WIDGET (scores), GTK_ORIENTATION_HORIZONTAL, -1, &min_width, NULL, NULL, NULL);
      gtk_widget_measure (GTK_WIDGET (scores), GTK_ORIENTATION_VERTICAL, 360, &min_height, NULL, NULL, NULL);
      g_test_message ("%s: %d×%d at the least", pages[i], min_width, min_height);
      g_assert_cmpint (min_width, <=, 360);
      g_assert_cmpint (min_height, <=, 640);
      g_assert_cmpint (gtk_widget_get_width (GTK_WIDGET (scores)), <=, 360);
      ui_test_save_png (GTK_WIDGET (scores), name);
    }
  ui_test_close_window (window);
}

/* Balut's games alone: no choice of game, the window as it was */
static void
test_balut_only (void)
{
  g_autofree char *path = balut_store_dup_default_path ();
  g_autofree char *sql = g_strdup ("DELETE FROM belote_matches");
  BalutWindow *window;
  GtkWindow *scores;
  GtkWidget *choice;
  sqlite3 *db = NULL;

  g_assert_cmpint (sqlite3_open (path, &db), ==, SQLITE_OK);
  sqlite3_busy_timeout (db, 10000);
  g_assert_cmpint (sqlite3_exec (db, sql, NULL, NULL, NULL), ==, SQLITE_OK);
  sqlite3_close (db);

  window = open_window ();
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.high-scores", NULL));
  scores = ui_test_find_toplevel (BALUT_TYPE_SCORES_WINDOW);
  ui_test_wait_for_frame (GTK_WIDGET (scores));
  choice = ui_test_find_widget (GTK_WIDGET (gtk_window_get_titlebar (scores)), GTK_TYPE_DROP_DOWN);
  g_assert_false (gtk_widget_get_visible (choice));
  g_assert_false (gtk_widget_get_visible (balut_scores_window_get_belote_view (BALUT_SCORES_WINDOW (scores))));

  /* opened for Belote (its window's Scores): Belote's pages, empty */
  balut_scores_window_show_page (BALUT_SCORES_WINDOW (scores), "belote-players");
  ui_test_wait_for_frame (GTK_WIDGET (scores));
  g_assert_true (gtk_widget_get_visible (choice));
  g_assert_true (has_label (belote_scores_view_get_players_grid (
                              BELOTE_SCORES_VIEW (balut_scores_window_get_belote_view (BALUT_SCORES_WINDOW (scores)))),
                            "No finished Belote matches yet. Finished matches appear here."));
  ui_test_close_window (window);
}

int
main (int   argc,
      char *argv[])
{
  int status;

  ui_test_init (&argc, &argv);
  seed_store ();

  g_test_add_func ("/belote/ui/scores/game-choice", test_game_choice);
  g_test_add_func ("/belote/ui/scores/players-B15-B23-B25", test_players);
  g_test_add_func ("/belote/ui/scores/records", test_records);
  g_test_add_func ("/belote/ui/scores/matches-check-reopen", test_matches);
  g_test_add_func ("/belote/ui/scores/narrow", test_narrow);
  g_test_add_func ("/belote/ui/scores/damaged-row", test_damaged);
  g_test_add_func ("/belote/ui/scores/balut-only", test_balut_only);

  status = g_test_run ();
  g_free (record_b);
  g_free (reopened);
  return status;
}
