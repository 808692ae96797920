/* test-scores.c — the high scores, statistics and history window with a
 * seeded store, and the recording of a game finished in the real window
 *
 * The store lives in the test's own data directory (BALUT_DATA_DIR, set
 * by ui-test-utils). It is filled with whole games played by the simple
 * player; what the window shows is checked against those games, ranked
 * here independently (R22: points, then score total, then the earlier
 * date). Screenshots of the three pages go to tests/ui/screenshots.
 *
 * SPDX-FileCopyrightText: 2026 The Balut developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <string.h>

#include <sqlite3.h>

#include "balut-export-dialog.h"
#include "balut-plot.h"
#include "balut-results-dialog.h"
#include "balut-scores-window.h"
#include "balut-simple-player.h"
#include "ui-test-utils.h"

typedef struct
{
  gint64  id;
  gint64  when;      /* seconds, for the date order */
  char   *name;
  gint    points;
  guint   total;
  gboolean assisted;
} Expected;

static GPtrArray *expected_standard;   /* of Expected, humans of standard games */
static guint n_games;

/* One turn of the current player, played by the simple player */
static void
play_turn (BalutGame *game)
{
  BalutScoresheet *sheet = balut_player_get_sheet (balut_game_get_player (game, balut_game_get_current_player (game)));
  g_autoptr(GError) error = NULL;
  guint8 dice[BALUT_N_DICE];
  gboolean held[BALUT_N_DICE];
  BalutBox box;

  /* after an undo the turn is in play already */
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

static void
expected_free (Expected *e)
{
  g_free (e->name);
  g_free (e);
}

/* A whole game: Maria (human) and the computer, both played by the
 * simple player. */
static BalutGame *
play_game (BalutVariant variant,
           guint64      seed,
           gboolean     undo_once)
{
  BalutGame *game = balut_game_new (variant, seed);
  g_autoptr(GError) error = NULL;

  balut_game_add_player (game, "Maria", BALUT_PLAYER_HUMAN, &error);
  g_assert_no_error (error);
  balut_game_add_player (game, "Robot", BALUT_PLAYER_COMPUTER, &error);
  g_assert_no_error (error);

  while (!balut_game_is_finished (game))
    {
      play_turn (game);
      if (undo_once && balut_game_get_turn_number (game) == 3)
        {
          g_assert_true (balut_game_undo (game, &error));
          g_assert_no_error (error);
          undo_once = FALSE;
        }
    }
  return game;
}

static int
compare_expected (gconstpointer a,
                  gconstpointer b)
{
  const Expected *x = *(const Expected **) a;
  const Expected *y = *(const Expected **) b;

  if (x->points != y->points)
    return x->points > y->points ? -1 : 1;
  if (x->total != y->total)
    return x->total > y->total ? -1 : 1;
  if (x->when != y->when)
    return x->when < y->when ? -1 : 1;
  return x->id < y->id ? -1 : (x->id > y->id);
}

static void
seed_store (void)
{
  g_autofree char *path = balut_store_dup_default_path ();
  g_autoptr(GError) error = NULL;
  g_autoptr(BalutStore) store = balut_store_open (path, &error);

  g_assert_no_error (error);
  expected_standard = g_ptr_array_new_with_free_func ((GDestroyNotify) expected_free);

  /* 14 standard games (more than the ten shown), 3 Jackpot; one game
   * assisted; dates a day apart */
  for (guint i = 0; i < 17; i++)
    {
      BalutVariant variant = i < 14 ? BALUT_VARIANT_STANDARD : BALUT_VARIANT_JACKPOT;
      g_autoptr(BalutGame) game = play_game (variant, 7000 + i, i == 5);
      g_autoptr(GDateTime) when = g_date_time_new_local (2026, 10, 1 + (gint) i, 20, 0, 0);
      gint64 id = balut_store_add_game (store, game, BALUT_STORE_MODE_DIGITAL, when, &error);

      g_assert_no_error (error);
      g_assert_cmpint (id, >, 0);
      n_games++;
      if (variant == BALUT_VARIANT_STANDARD)
        {
          Expected *e = g_new0 (Expected, 1);
          BalutPlayer *maria = balut_game_get_player (game, 0);

          e->id = id;
          e->when = g_date_time_to_unix (when);
          e->name = g_strdup ("Maria");
          e->points = balut_player_get_final_points (maria);
          e->total = balut_player_get_score_total (maria);
          e->assisted = i == 5;
          g_ptr_array_add (expected_standard, e);
        }
    }
  g_ptr_array_sort (expected_standard, compare_expected);
}

/* The statistics are read on a worker thread */
static gboolean
scores_idle (gpointer data)
{
  return !balut_scores_window_is_busy (BALUT_SCORES_WINDOW (data));
}

static BalutWindow *
open_window (void)
{
  g_autoptr(GSettings) settings = ui_test_dup_settings ();

  g_settings_set_boolean (settings, "animations", FALSE);
  g_settings_set_int (settings, "window-width", 1100);
  g_settings_set_int (settings, "window-height", 760);
  return ui_test_open_window ();
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

static char *
points_text (gint points)
{
  return points < 0 ? g_strdup_printf ("−%d", -points) : g_strdup_printf ("%d", points);
}

static BalutScoresWindow *
open_scores (BalutWindow *window,
             const char  *action)
{
  GtkWindow *scores;

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), action, NULL));
  scores = ui_test_find_toplevel (BALUT_TYPE_SCORES_WINDOW);
  g_assert_nonnull (scores);
  g_assert_true (gtk_window_get_transient_for (scores) == GTK_WINDOW (window));
  ui_test_wait_for_frame (GTK_WIDGET (scores));
  return BALUT_SCORES_WINDOW (scores);
}

/* The top ten of standard Balut, in R22 order, people only, the assisted
 * game marked */
static void
test_high_scores (void)
{
  BalutWindow *window = open_window ();
  BalutScoresWindow *scores = open_scores (window, "win.high-scores");
  GtkWidget *grid = balut_scores_window_get_scores_grid (scores);
  gboolean saw_assisted = FALSE;

  balut_scores_window_set_variant (scores, BALUT_VARIANT_STANDARD);
  for (guint i = 0; i < 10; i++)
    {
      Expected *e = g_ptr_array_index (expected_standard, i);
      g_autofree char *points = points_text (e->points);
      g_autofree char *total = g_strdup_printf ("%u", e->total);
      g_autofree char *name = g_strdup_printf ("Maria%s", e->assisted ? " *" : "");

      g_assert_cmpstr (grid_text (grid, 1, (int) i + 1), ==, name);
      g_assert_cmpstr (grid_text (grid, 2, (int) i + 1), ==, points);
      g_assert_cmpstr (grid_text (grid, 3, (int) i + 1), ==, total);
      saw_assisted |= e->assisted;
    }
  /* ten, never the computer */
  g_assert_null (gtk_grid_get_child_at (GTK_GRID (grid), 0, 11));
  /* the seeds put the assisted game in the top ten: its mark was checked */
  g_assert_true (saw_assisted);
  ui_test_save_png (GTK_WIDGET (scores), "scores-high-scores");

  /* Olathe: no games yet, and it says so */
  balut_scores_window_set_variant (scores, BALUT_VARIANT_OLATHE);
  g_assert_null (gtk_grid_get_child_at (GTK_GRID (grid), 0, 1));
  g_assert_true (g_str_has_prefix (grid_text (grid, 0, 0), "No games"));

  ui_test_close_window (window);
}

/* Maria's standard games: the numbers and both plots */
static void
test_statistics (void)
{
  BalutWindow *window = open_window ();
  BalutScoresWindow *scores = open_scores (window, "win.statistics");
  GtkWidget *grid = balut_scores_window_get_stats_grid (scores);
  gint best = G_MININT;
  double sum = 0;
  g_autofree char *games = NULL;
  g_autofree char *best_text = NULL;
  g_autofree char *mean_text = NULL;

  balut_scores_window_set_variant (scores, BALUT_VARIANT_STANDARD);
  balut_scores_window_set_player (scores, "Maria");
  /* read on a thread: the window says so meanwhile, and answers */
  g_assert_true (balut_scores_window_is_busy (scores));
  g_assert_cmpstr (grid_text (grid, 0, 0), ==, "Reading the games…");
  ui_test_wait_until (scores_idle, scores, 30000, "the statistics");
  for (guint i = 0; i < expected_standard->len; i++)
    {
      Expected *e = g_ptr_array_index (expected_standard, i);

      best = MAX (best, e->points);
      sum += e->points;
    }
  games = g_strdup_printf ("%u", expected_standard->len);
  best_text = points_text (best);
  mean_text = g_strdup_printf ("%.1f", sum / expected_standard->len);

  g_assert_cmpstr (grid_text (grid, 1, 0), ==, games);
  g_assert_cmpstr (grid_text (grid, 1, 1), ==, mean_text);
  g_assert_cmpstr (grid_text (grid, 1, 2), ==, best_text);
  g_assert_cmpuint (balut_plot_get_n_values (BALUT_PLOT (balut_scores_window_get_plot (scores, TRUE))),
                    ==, expected_standard->len);
  g_assert_cmpuint (balut_plot_get_n_values (BALUT_PLOT (balut_scores_window_get_plot (scores, FALSE))),
                    ==, expected_standard->len);
  /* R21: a bar for each final points a standard game can end with */
  {
    gint min = 0, max = 0;

    g_assert_true (balut_plot_get_histogram_range (BALUT_PLOT (balut_scores_window_get_plot (scores, TRUE)),
                                                   &min, &max));
    g_assert_cmpint (min, ==, -2);
    g_assert_cmpint (max, ==, 29);
  }
  ui_test_wait_for_frame (GTK_WIDGET (scores));
  ui_test_save_png (GTK_WIDGET (scores), "scores-statistics");

  /* Jackpot Balut's games end anywhere from −32 to 69 (J5, J6): a game
   * over 29 has its own bar, not 29's */
  balut_scores_window_set_variant (scores, BALUT_VARIANT_JACKPOT);
  balut_scores_window_set_player (scores, "Maria");
  ui_test_wait_until (scores_idle, scores, 30000, "the statistics");
  g_assert_cmpstr (grid_text (grid, 1, 0), ==, "3");
  {
    gint min = 0, max = 0;

    g_assert_true (balut_plot_get_histogram_range (BALUT_PLOT (balut_scores_window_get_plot (scores, TRUE)),
                                                   &min, &max));
    g_assert_cmpint (min, ==, -32);
    g_assert_cmpint (max, ==, 69);
  }
  ui_test_wait_for_frame (GTK_WIDGET (scores));
  ui_test_save_png (GTK_WIDGET (scores), "scores-statistics-jackpot");

  ui_test_close_window (window);
}

/* Every game, newest first; the sheet and the check of the selected one */
static void
test_history (void)
{
  BalutWindow *window = open_window ();
  BalutScoresWindow *scores = open_scores (window, "win.history");
  GtkWidget *list = balut_scores_window_get_history_list (scores);
  guint n = 0;

  for (GtkWidget *row = gtk_widget_get_first_child (list); row != NULL; row = gtk_widget_get_next_sibling (row))
    if (GTK_IS_LIST_BOX_ROW (row))
      n++;
  g_assert_cmpuint (n, ==, n_games);
  g_assert_nonnull (gtk_list_box_get_selected_row (GTK_LIST_BOX (list)));
  ui_test_save_png (GTK_WIDGET (scores), "scores-history");

  /* the newest game's final sheet, in the export dialog */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (scores), "scores.show-sheet", NULL));
  {
    GtkWindow *dialog = ui_test_find_toplevel (BALUT_TYPE_EXPORT_DIALOG);
    BalutSheetDocument *document;
    GDateTime *date;

    g_assert_nonnull (dialog);
    document = balut_export_dialog_get_document (BALUT_EXPORT_DIALOG (dialog));
    g_assert_true (balut_sheet_document_is_filled (document));
    /* dated the day the game was played (the newest: 17 October), not today */
    date = balut_sheet_document_get_date (document);
    g_assert_nonnull (date);
    g_assert_cmpint (g_date_time_get_year (date), ==, 2026);
    g_assert_cmpint (g_date_time_get_month (date), ==, 10);
    g_assert_cmpint (g_date_time_get_day_of_month (date), ==, 17);
  }

  ui_test_close_window (window);
}

/* Whether @results says "New high score!" (and offers the high scores) */
static gboolean
shows_new_high_score (GtkWindow *results)
{
  GtkWidget *box = GTK_WIDGET (gtk_widget_get_template_child (GTK_WIDGET (results), BALUT_TYPE_RESULTS_DIALOG, "record_box"));
  GtkWidget *title = GTK_WIDGET (gtk_widget_get_template_child (GTK_WIDGET (results), BALUT_TYPE_RESULTS_DIALOG, "record_title"));
  GtkWidget *button = ui_test_find_button (GTK_WIDGET (results), "Show High Scores");

  g_assert_nonnull (button);
  if (!gtk_widget_get_visible (box))
    {
      g_assert_false (gtk_widget_is_visible (button));
      return FALSE;
    }
  g_assert_cmpstr (gtk_label_get_text (GTK_LABEL (title)), ==, "New high score!");
  g_assert_true (gtk_widget_is_visible (button));
  return TRUE;
}

static GtkWindow *
play_to_results (BalutWindow *window,
                 BalutGame   *game)
{
  GtkWindow *results;

  balut_window_set_game (window, game);
  while (!balut_game_is_finished (game))
    play_turn (game);
  results = ui_test_find_toplevel (BALUT_TYPE_RESULTS_DIALOG);
  g_assert_nonnull (results);
  ui_test_wait_for_frame (GTK_WIDGET (results));
  return results;
}

/* A game finished in the window is recorded; the first Olathe game beats
 * no earlier one and is no new high score, a later one with more points
 * is (balut_session_list_new_high_scores ()) */
static void
test_finish_records (void)
{
  BalutWindow *window = open_window ();
  g_autoptr(BalutGame) game = balut_game_new (BALUT_VARIANT_OLATHE, 4242);
  g_autoptr(BalutGame) better = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *path = balut_store_dup_default_path ();
  g_autoptr(BalutStore) store = NULL;
  g_autoptr(GPtrArray) entries = NULL;
  GtkWindow *results;
  gint first_points;

  balut_game_add_player (game, "Søren", BALUT_PLAYER_HUMAN, &error);
  g_assert_no_error (error);
  results = play_to_results (window, game);
  first_points = balut_player_get_final_points (balut_game_get_player (game, 0));

  store = balut_store_open (path, &error);
  g_assert_no_error (error);
  entries = balut_store_list_high_scores (store, BALUT_VARIANT_OLATHE, BALUT_STORE_MODE_DIGITAL, 10, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (entries->len, ==, 1);
  g_assert_cmpstr (((BalutScoreEntry *) g_ptr_array_index (entries, 0))->name, ==, "Søren");
  g_assert_cmpint (((BalutScoreEntry *) g_ptr_array_index (entries, 0))->points, ==, first_points);
  /* the table's first game: in it, but no new high score */
  g_assert_false (shows_new_high_score (results));

  /* a finished game is final: no undo takes it out of the scores */
  g_assert_false (balut_session_can_undo (balut_window_get_session (window)));

  /* a game with more points (found by playing seeds the same way first):
   * a new high score, first place */
  for (guint64 seed = 1; better == NULL; seed++)
    {
      g_autoptr(BalutGame) trial = balut_game_new (BALUT_VARIANT_OLATHE, seed);

      g_assert_cmpuint (seed, <, 200);
      balut_game_add_player (trial, "Maria", BALUT_PLAYER_HUMAN, &error);
      g_assert_no_error (error);
      while (!balut_game_is_finished (trial))
        play_turn (trial);
      if (balut_player_get_final_points (balut_game_get_player (trial, 0)) > first_points)
        {
          better = balut_game_new (BALUT_VARIANT_OLATHE, seed);
          balut_game_add_player (better, "Maria", BALUT_PLAYER_HUMAN, &error);
          g_assert_no_error (error);
        }
    }
  results = play_to_results (window, better);
  g_assert_cmpint (balut_player_get_final_points (balut_game_get_player (better, 0)), >, first_points);
  g_assert_true (shows_new_high_score (results));
  g_assert_cmpstr (gtk_label_get_text (GTK_LABEL (gtk_widget_get_template_child (GTK_WIDGET (results), BALUT_TYPE_RESULTS_DIALOG, "record_label"))),
                   ==, "Maria takes place 1 in the high scores of Olathe.");
  ui_test_save_png (GTK_WIDGET (results), "results-new-high-score");

  ui_test_close_window (window);
}

static guint
count_rows (GtkWidget  *list,
            GtkWidget **more)
{
  guint n = 0;

  *more = NULL;
  for (GtkWidget *row = gtk_widget_get_first_child (list); row != NULL; row = gtk_widget_get_next_sibling (row))
    if (GTK_IS_LIST_BOX_ROW (row))
      {
        if (gtk_list_box_row_get_selectable (GTK_LIST_BOX_ROW (row)))
          n++;
        else
          *more = gtk_list_box_row_get_child (GTK_LIST_BOX_ROW (row));
      }
  return n;
}

/* A long history is listed 200 games at a time, newest first: "Show
 * Older Games" adds the next 200, and goes once all are there */
static void
test_history_pages (void)
{
  g_autofree char *path = balut_store_dup_default_path ();
  g_autoptr(GError) error = NULL;
  BalutWindow *window = NULL;
  BalutScoresWindow *scores;
  GtkWidget *list, *more = NULL;
  guint total;

  /* 430 more games, copies of the newest with older dates, written as
   * another program would (the store records one game once) */
  {
    sqlite3 *db = NULL;

    g_assert_cmpint (sqlite3_open (path, &db), ==, SQLITE_OK);
    g_assert_cmpint (sqlite3_exec (db,
      "WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 430) "
      "INSERT INTO games (finished, variant, mode, record, assisted) "
      "SELECT 1600000000 + n.i, g.variant, g.mode, g.record, g.assisted FROM n, "
      "(SELECT * FROM games ORDER BY id DESC LIMIT 1) AS g;"
      "INSERT INTO players (game_id, seat, name, kind, points, total, baluts, guess, conditions, throws, throw_turns) "
      "SELECT g.id, p.seat, p.name, p.kind, p.points, p.total, p.baluts, p.guess, p.conditions, p.throws, p.throw_turns "
      "FROM games AS g, players AS p WHERE g.finished BETWEEN 1600000001 AND 1600000430 "
      "AND p.game_id = (SELECT max(id) FROM games WHERE finished > 1600000430);",
      NULL, NULL, NULL), ==, SQLITE_OK);
    sqlite3_close (db);
  }
  {
    g_autoptr(BalutStore) store = balut_store_open (path, &error);
    g_autoptr(GPtrArray) games = balut_store_list_games (store, &error);

    g_assert_no_error (error);
    total = games->len;
    g_assert_cmpuint (total, >, 400);
  }

  window = open_window ();
  scores = open_scores (window, "win.history");
  list = balut_scores_window_get_history_list (scores);
  g_assert_cmpuint (count_rows (list, &more), ==, 200);
  g_assert_nonnull (more);
  g_signal_emit_by_name (more, "clicked");
  g_assert_cmpuint (count_rows (list, &more), ==, 400);
  /* the keyboard goes on at the first game added */
  g_assert_cmpint (gtk_list_box_row_get_index (gtk_list_box_get_selected_row (GTK_LIST_BOX (list))), ==, 200);
  g_assert_nonnull (more);
  g_signal_emit_by_name (more, "clicked");
  g_assert_cmpuint (count_rows (list, &more), ==, total);
  g_assert_null (more);
  /* the oldest: 1600000001, listed last */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (scores), "scores.show-sheet", NULL));

  ui_test_close_window (window);
}

int
main (int   argc,
      char *argv[])
{
  int status;

  ui_test_init (&argc, &argv);
  seed_store ();

  g_test_add_func ("/balut/ui/scores/high-scores", test_high_scores);
  g_test_add_func ("/balut/ui/scores/statistics", test_statistics);
  g_test_add_func ("/balut/ui/scores/history", test_history);
  g_test_add_func ("/balut/ui/scores/finish-records", test_finish_records);
  g_test_add_func ("/balut/ui/scores/history-pages", test_history_pages);

  status = g_test_run ();
  g_clear_pointer (&expected_standard, g_ptr_array_unref);
  return status;
}
