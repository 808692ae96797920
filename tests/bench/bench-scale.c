/* bench-scale.c — the window with 100,000 recorded games
 *
 * SPDX-FileCopyrightText: 2026 The Balut developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A store of N finished games (40 played by the simple player, copied by
 * SQL up to N with other dates), then the real window: start to the first
 * frame, the store opened after it, High Scores, Statistics and History
 * opened (to their first frame), the history's next page, and the
 * history exported. Meanwhile a probe on the main loop (a timeout every
 * 5 ms at high priority) measures the longest time the window could not
 * answer: the stall. Prints the figures; never fails on them.
 *
 *   bench-scale [--games N]      (default 100,000)
 */

#include "config.h"

#include <stdlib.h>
#include <string.h>

#include <glib/gstdio.h>
#include <sqlite3.h>

#include "balut-scores-window.h"
#include "store-test-util.h"
#include "ui-test-utils.h"

#define PROBE_MS 5

static gint64 last_probe;
static gint64 max_gap;

static gboolean
probe_cb (gpointer data)
{
  gint64 now = g_get_monotonic_time ();

  if (last_probe > 0 && now - last_probe > max_gap)
    max_gap = now - last_probe;
  last_probe = now;
  return G_SOURCE_CONTINUE;
}

/* The longest time the main loop was away since the last call, less the
 * probe's own period, in ms */
static double
take_stall (void)
{
  double stall = MAX (0, max_gap - PROBE_MS * 1000) / 1000.0;

  max_gap = 0;
  last_probe = g_get_monotonic_time ();
  return stall;
}

static double
ms_since (gint64 start)
{
  return (g_get_monotonic_time () - start) / 1000.0;
}

static void
fill_store (const char *path,
            guint       n_games)
{
  static const StoreTestSeat seats[] = {
    { "Maria", BALUT_PLAYER_HUMAN }, { "Computer", BALUT_PLAYER_COMPUTER }, { "Jens", BALUT_PLAYER_HUMAN },
  };
  g_autoptr(GError) error = NULL;
  sqlite3 *db = NULL;
  gint64 start = g_get_monotonic_time ();

  {
    g_autoptr(BalutStore) store = balut_store_open (path, &error);

    g_assert_no_error (error);
    for (guint i = 0; i < 40; i++)
      {
        g_autoptr(BalutGame) game = store_test_play_game (i % BALUT_N_VARIANTS, 500 + i, 1 + i % 3, seats);
        g_autoptr(GDateTime) date = g_date_time_new_from_unix_local (1500000000 + i);

        store_test_add (store, game, BALUT_STORE_MODE_DIGITAL, date);
      }
  }

  g_assert_cmpint (sqlite3_open (path, &db), ==, SQLITE_OK);
  sqlite3_exec (db, "PRAGMA synchronous = OFF", NULL, NULL, NULL);
  while (TRUE)
    {
      sqlite3_stmt *count = NULL;
      gint64 n;
      g_autofree char *sql = NULL;

      sqlite3_prepare_v2 (db, "SELECT count(*) FROM games", -1, &count, NULL);
      sqlite3_step (count);
      n = sqlite3_column_int64 (count, 0);
      sqlite3_finalize (count);
      if (n >= n_games)
        break;
      /* copies of the first 40 games, 5,000 at a time, each a later
       * date; the ids follow on, so game id copies game (id - 1) % 40 + 1 */
      sql = g_strdup_printf (
        "BEGIN;"
        "WITH RECURSIVE c(j) AS (SELECT 0 UNION ALL SELECT j + 1 FROM c WHERE j < %" G_GINT64_FORMAT " - 1) "
        "INSERT INTO games (finished, variant, mode, record, assisted) "
        "SELECT 1500000000 + %" G_GINT64_FORMAT " + c.j * 40 + g.id, g.variant, g.mode, g.record, g.assisted "
        "FROM c, games AS g WHERE g.id <= 40 ORDER BY c.j, g.id;"
        "INSERT INTO players (game_id, seat, name, kind, points, total, baluts, guess, conditions, throws, throw_turns) "
        "SELECT g.id, p.seat, p.name, p.kind, p.points, p.total, p.baluts, p.guess, p.conditions, p.throws, p.throw_turns "
        "FROM games AS g JOIN players AS p ON p.game_id = (g.id - 1) %% 40 + 1 WHERE g.id > %" G_GINT64_FORMAT ";"
        "INSERT INTO high_scores (game_id, seat, variant, mode, points, total, finished) "
        "SELECT g.id, p.seat, g.variant, g.mode, p.points, p.total, g.finished "
        "FROM games AS g JOIN players AS p ON p.game_id = g.id WHERE g.id > %" G_GINT64_FORMAT " AND p.kind = 'human';"
        "COMMIT;", MIN ((gint64) 125, ((gint64) n_games - n + 39) / 40), n, n, n);
      if (sqlite3_exec (db, sql, NULL, NULL, NULL) != SQLITE_OK)
        g_error ("filling the store: %s", sqlite3_errmsg (db));
    }
  sqlite3_close (db);
  {
    GStatBuf st;

    g_stat (path, &st);
    g_print ("a store of %u games, %.0f MB, made in %.1f s\n", n_games, st.st_size / 1048576.0,
             ms_since (start) / 1000);
  }
}

static gboolean
scores_idle (gpointer data)
{
  return !balut_scores_window_is_busy (BALUT_SCORES_WINDOW (data));
}

static void
opened_cb (GObject      *source_object,
           GAsyncResult *result,
           gpointer      user_data)
{
  g_object_set_data (G_OBJECT (user_data), "store-open", GINT_TO_POINTER (1));
}

static gboolean
store_opened (gpointer data)
{
  /* the window opens the store after its first frame (an idle) */
  return GPOINTER_TO_INT (g_object_get_data (G_OBJECT (data), "store-open")) != 0;
}

int
main (int   argc,
      char *argv[])
{
  guint n_games = 100000;
  g_autofree char *path = NULL;
  g_autofree char *export = NULL;
  BalutWindow *window;
  BalutScoresWindow *scores;
  gint64 start;
  double t, stall;

  for (int i = 1; i + 1 < argc; i++)
    if (g_str_equal (argv[i], "--games"))
      n_games = (guint) MAX (40, atoi (argv[i + 1]));

  ui_test_init (&argc, &argv);
  path = balut_store_dup_default_path ();
  export = g_strconcat (path, ".history.json", NULL);
  fill_store (path, n_games);

  g_timeout_add_full (G_PRIORITY_HIGH, PROBE_MS, probe_cb, NULL, NULL);

  start = g_get_monotonic_time ();
  take_stall ();
  window = ui_test_open_window ();
  t = ms_since (start);
  stall = take_stall ();
  g_print ("%-34s %9.1f ms   longest stall %7.1f ms\n", "start to the first frame", t, stall);

  /* the store, opened on a worker thread after the first frame: until
   * it is open (the window's own open; this one waits for it) */
  start = g_get_monotonic_time ();
  balut_application_open_store_async (ui_test_get_application (), opened_cb, window);
  ui_test_wait_until (store_opened, window, 120000, "the store");
  g_print ("%-34s %9.1f ms   longest stall %7.1f ms\n", "the store open", ms_since (start), take_stall ());

  start = g_get_monotonic_time ();
  gtk_widget_activate_action (GTK_WIDGET (window), "win.high-scores", NULL);
  scores = BALUT_SCORES_WINDOW (ui_test_find_toplevel (BALUT_TYPE_SCORES_WINDOW));
  ui_test_wait_for_frame (GTK_WIDGET (scores));
  g_print ("%-34s %9.1f ms   longest stall %7.1f ms\n", "High Scores to its first frame", ms_since (start), take_stall ());

  {
    BalutStore *store = balut_session_get_store (balut_window_get_session (window), NULL);
    g_autoptr(GError) error = NULL;
    g_auto(GStrv) names = NULL;
    g_autoptr(BalutPlayerStats) stats = NULL;

    start = g_get_monotonic_time ();
    names = balut_store_list_player_names (store, BALUT_VARIANT_STANDARD, &error);
    g_print ("%-34s %9.1f ms\n", "  (the store: the players' names)", ms_since (start));
    start = g_get_monotonic_time ();
    stats = balut_store_load_player_stats (store, BALUT_VARIANT_STANDARD, "Maria", &error);
    g_print ("%-34s %9.1f ms (%u games)\n", "  (the store: a player's statistics)", ms_since (start), stats->n_games);
    take_stall ();
  }

  start = g_get_monotonic_time ();
  balut_scores_window_show_page (scores, "statistics");
  balut_scores_window_set_player (scores, "Maria");
  /* read on a worker thread: until the figures show */
  ui_test_wait_until (scores_idle, scores, 600000, "the statistics");
  ui_test_wait_for_frame (GTK_WIDGET (scores));
  g_print ("%-34s %9.1f ms   longest stall %7.1f ms\n", "Statistics of a player", ms_since (start), take_stall ());

  start = g_get_monotonic_time ();
  balut_scores_window_show_page (scores, "history");
  ui_test_wait_for_frame (GTK_WIDGET (scores));
  g_print ("%-34s %9.1f ms   longest stall %7.1f ms\n", "History (the first 200 games)", ms_since (start), take_stall ());

  {
    GtkWidget *list = balut_scores_window_get_history_list (scores);
    GtkWidget *last = gtk_widget_get_last_child (list);

    while (last != NULL && !GTK_IS_LIST_BOX_ROW (last))
      last = gtk_widget_get_prev_sibling (last);
    if (last != NULL && !gtk_list_box_row_get_selectable (GTK_LIST_BOX_ROW (last)))
      {
        start = g_get_monotonic_time ();
        g_signal_emit_by_name (gtk_list_box_row_get_child (GTK_LIST_BOX_ROW (last)), "clicked");
        ui_test_wait_for_frame (GTK_WIDGET (scores));
        g_print ("%-34s %9.1f ms   longest stall %7.1f ms\n", "the next 200 games", ms_since (start), take_stall ());
      }
  }

  {
    BalutStore *store = balut_session_get_store (balut_window_get_session (window), NULL);
    g_autoptr(GError) error = NULL;

    start = g_get_monotonic_time ();
    g_assert_true (balut_store_export_history (store, export, NULL, NULL, &error));
    g_print ("%-34s %9.1f ms\n", "export the history (--export-history)", ms_since (start));
    g_unlink (export);
  }

  ui_test_close_window (window);
  return 0;
}
