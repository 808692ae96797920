/* bench-store.c — what the store costs: adding a game, opening a
 * database (with its PRAGMA quick_check), the queries of the dialogs,
 * the migration from version 1
 *
 * SPDX-FileCopyrightText: 2026 The Balut developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 *   meson test -C _build --benchmark --suite bench bench-store -v
 *
 * The large databases are filled with SQL (copies of 24 real games);
 * the figures are medians.
 *
 *   bench-store --open N FILE
 *   meson test -C _build --benchmark --suite bench-large bench-store-open -v
 *
 * only times opening a database of N games, kept in FILE (made the first
 * time, about 12.5 KB a game: 1.25 GB for 100,000), with a new
 * connection each time and the file's pages dropped from the page cache
 * first where the system allows it (posix_fadvise): cold-ish, as after a
 * reboot, and warm; and the high scores as `balut --high-scores` reads
 * them (balut_store_open_read_only() and the six tables), with the full
 * check due and not.
 */

#define _POSIX_C_SOURCE 200809L   /* posix_fadvise () */

#include <string.h>
#include <glib/gstdio.h>
#ifdef G_OS_UNIX
#include <fcntl.h>
#include <unistd.h>
#endif

#include "balut-store-private.h"
#include "balut-record.h"
#include "store-test-util.h"

#define POOL 24

static const StoreTestSeat seats[] = {
  { "Maria", BALUT_PLAYER_HUMAN },
  { "Computer", BALUT_PLAYER_COMPUTER },
  { "Jens", BALUT_PLAYER_HUMAN },
};

static double
median (GArray *times)
{
  g_array_sort (times, balut_test_compare_doubles);
  return g_array_index (times, double, times->len / 2);
}

static double
ms_since (gint64 start)
{
  return (g_get_monotonic_time () - start) / 1000.0;
}

/* @n games, a transaction every 5,000; @v1: as schema version 1 wrote
 * them */
static void
fill (const char  *path,
      BalutGame  **pool,
      guint        n,
      gboolean     v1)
{
  sqlite3 *db = store_test_sqlite_open (path);
  sqlite3_stmt *game_stmt = NULL, *player_stmt = NULL, *line_stmt = NULL;
  char *records[POOL];

  for (guint i = 0; i < POOL; i++)
    records[i] = balut_record_to_data (pool[i], NULL);

  store_test_sqlite_exec (db, "BEGIN");
  g_assert_cmpint (sqlite3_prepare_v2 (db, "INSERT INTO games (finished, variant, mode, record) VALUES (?, ?, 'digital', ?)",
                                       -1, &game_stmt, NULL), ==, SQLITE_OK);
  g_assert_cmpint (sqlite3_prepare_v2 (db, v1
                                       ? "INSERT INTO players (game_id, seat, name, kind, points, total, baluts) VALUES (?, ?, ?, ?, ?, ?, ?)"
                                       : "INSERT INTO players (game_id, seat, name, kind, points, total, baluts, conditions) VALUES (?, ?, ?, ?, ?, ?, ?, 5)",
                                       -1, &player_stmt, NULL), ==, SQLITE_OK);
  /* the people's lines of the high-score tables (schema 4) */
  if (!v1)
    g_assert_cmpint (sqlite3_prepare_v2 (db, "INSERT INTO high_scores (game_id, seat, variant, mode, points, total, finished) "
                                         "VALUES (?, ?, ?, 'digital', ?, ?, ?)", -1, &line_stmt, NULL), ==, SQLITE_OK);
  for (guint i = 0; i < n; i++)
    {
      BalutGame *game = pool[i % POOL];
      gint64 id;

      if (i > 0 && i % 5000 == 0)
        store_test_sqlite_exec (db, "COMMIT; BEGIN");
      sqlite3_bind_int64 (game_stmt, 1, 1600000000 + i * 600);
      sqlite3_bind_text (game_stmt, 2, balut_variant_to_string (balut_game_get_variant (game)), -1, SQLITE_STATIC);
      sqlite3_bind_text (game_stmt, 3, records[i % POOL], -1, SQLITE_STATIC);
      g_assert_cmpint (sqlite3_step (game_stmt), ==, SQLITE_DONE);
      sqlite3_reset (game_stmt);
      id = sqlite3_last_insert_rowid (db);
      for (guint p = 0; p < balut_game_get_n_players (game); p++)
        {
          BalutPlayer *player = balut_game_get_player (game, p);

          store_test_bind_player (player_stmt, id, p, player);
          sqlite3_bind_int (player_stmt, 7, 0);
          g_assert_cmpint (sqlite3_step (player_stmt), ==, SQLITE_DONE);
          sqlite3_reset (player_stmt);
          if (line_stmt != NULL && balut_player_get_kind (player) == BALUT_PLAYER_HUMAN)
            {
              sqlite3_bind_int64 (line_stmt, 1, id);
              sqlite3_bind_int (line_stmt, 2, p);
              sqlite3_bind_text (line_stmt, 3, balut_variant_to_string (balut_game_get_variant (game)), -1, SQLITE_STATIC);
              sqlite3_bind_int (line_stmt, 4, balut_player_get_final_points (player));
              sqlite3_bind_int (line_stmt, 5, balut_player_get_score_total (player));
              sqlite3_bind_int64 (line_stmt, 6, 1600000000 + i * 600);
              g_assert_cmpint (sqlite3_step (line_stmt), ==, SQLITE_DONE);
              sqlite3_reset (line_stmt);
            }
        }
    }
  sqlite3_finalize (game_stmt);
  sqlite3_finalize (player_stmt);
  sqlite3_finalize (line_stmt);
  store_test_sqlite_exec (db, "COMMIT");
  sqlite3_close (db);
  for (guint i = 0; i < POOL; i++)
    g_free (records[i]);
}

static double
time_pragma (const char *path,
             const char *pragma)
{
  g_autoptr(GArray) times = g_array_new (FALSE, FALSE, sizeof (double));

  for (guint r = 0; r < 5; r++)
    {
      sqlite3 *db = store_test_sqlite_open (path);
      gint64 start = g_get_monotonic_time ();
      sqlite3_stmt *stmt = NULL;
      double t;

      g_assert_cmpint (sqlite3_prepare_v2 (db, pragma, -1, &stmt, NULL), ==, SQLITE_OK);
      g_assert_cmpint (sqlite3_step (stmt), ==, SQLITE_ROW);
      g_assert_cmpstr ((const char *) sqlite3_column_text (stmt, 0), ==, "ok");
      sqlite3_finalize (stmt);
      t = ms_since (start);
      g_array_append_val (times, t);
      sqlite3_close (db);
    }
  return median (times);
}

static void
bench_size (const char  *dir,
            BalutGame  **pool,
            guint        n)
{
  g_autofree char *path = g_strdup_printf ("%s/games-%u.db", dir, n);
  g_autoptr(GArray) open_times = g_array_new (FALSE, FALSE, sizeof (double));
  g_autoptr(GArray) hs_times = g_array_new (FALSE, FALSE, sizeof (double));
  g_autoptr(GArray) list_times = g_array_new (FALSE, FALSE, sizeof (double));
  g_autoptr(GArray) stats_times = g_array_new (FALSE, FALSE, sizeof (double));
  g_autoptr(GArray) export_times = g_array_new (FALSE, FALSE, sizeof (double));
  g_autofree char *history = g_strdup_printf ("%s/history.json", dir);
  GStatBuf st;

  g_object_unref (store_test_open (path));
  fill (path, pool, n, FALSE);
  g_stat (path, &st);

  for (guint r = 0; r < 7; r++)
    {
      gint64 start = g_get_monotonic_time ();
      g_autoptr(BalutStore) store = store_test_open (path);
      g_autoptr(GPtrArray) hs = NULL;
      g_autoptr(GPtrArray) games = NULL;
      g_autoptr(BalutPlayerStats) stats = NULL;
      double t = ms_since (start);

      g_array_append_val (open_times, t);
      start = g_get_monotonic_time ();
      hs = balut_store_list_high_scores (store, BALUT_VARIANT_STANDARD, BALUT_STORE_MODE_DIGITAL, 10, NULL);
      t = ms_since (start);
      g_array_append_val (hs_times, t);
      start = g_get_monotonic_time ();
      games = balut_store_list_games (store, NULL);
      t = ms_since (start);
      g_array_append_val (list_times, t);
      g_assert_cmpuint (games->len, ==, n);
      start = g_get_monotonic_time ();
      stats = balut_store_load_player_stats (store, BALUT_VARIANT_STANDARD, "Maria", NULL);
      t = ms_since (start);
      g_array_append_val (stats_times, t);
      if (r < 3)
        {
          start = g_get_monotonic_time ();
          g_assert_true (balut_store_export_history (store, history, NULL, NULL, NULL));
          t = ms_since (start);
          g_array_append_val (export_times, t);
        }
    }

  g_print ("%6u games, %6.1f MB: open %7.1f ms (quick_check %7.1f, integrity_check %7.1f), "
           "high scores %5.2f ms, history list %7.1f ms, stats %5.1f ms, export %7.1f ms\n",
           n, st.st_size / 1e6, median (open_times),
           time_pragma (path, "PRAGMA quick_check"), time_pragma (path, "PRAGMA integrity_check"),
           median (hs_times), median (list_times), median (stats_times), median (export_times));
}

/* The pages of @path out of the page cache (written back first), where
 * the system allows it: the next open reads from the disk. */
static gboolean
drop_cache (const char *path)
{
#if defined(G_OS_UNIX) && defined(POSIX_FADV_DONTNEED)
  int fd = g_open (path, O_RDONLY, 0);
  gboolean done;

  if (fd < 0)
    return FALSE;
  g_fsync (fd);
  done = posix_fadvise (fd, 0, 0, POSIX_FADV_DONTNEED) == 0;
  close (fd);
  return done;
#else
  return FALSE;
#endif
}

/* Opens @path (a new connection) @runs times, its pages dropped from
 * the cache first when @cold; the median in ms */
static double
time_open (const char *path,
           guint       runs,
           gboolean    cold,
           gboolean    check_due)
{
  g_autoptr(GArray) times = g_array_new (FALSE, FALSE, sizeof (double));
  /* where balut-store-recovery.c notes its last full check */
  g_autofree char *checked = g_strconcat (path, BALUT_STORE_CHECKED_SUFFIX, NULL);

  for (guint r = 0; r < runs; r++)
    {
      gint64 start;
      double t;

      if (check_due)
        g_remove (checked);
      if (cold)
        drop_cache (path);
      start = g_get_monotonic_time ();
      g_object_unref (store_test_open (path));
      t = ms_since (start);
      g_array_append_val (times, t);
    }
  return median (times);
}

/* Reads the six high-score tables as `balut --high-scores` does, from a
 * look at @path (a new connection each time), @runs times; the median
 * in ms */
static double
time_high_scores (const char *path,
                  guint       runs,
                  gboolean    cold,
                  gboolean    check_due)
{
  g_autoptr(GArray) times = g_array_new (FALSE, FALSE, sizeof (double));
  g_autofree char *checked = g_strconcat (path, BALUT_STORE_CHECKED_SUFFIX, NULL);
  g_autofree char *kept = g_strconcat (path, ".kept", NULL);

  /* the note of the last full check put aside: the check is due */
  if (check_due)
    g_assert_cmpint (g_rename (checked, kept), ==, 0);
  for (guint r = 0; r < runs; r++)
    {
      g_autoptr(GError) error = NULL;
      guint before = balut_store_get_n_full_checks ();
      BalutStore *store;
      gint64 start;
      double t;

      if (cold)
        drop_cache (path);
      start = g_get_monotonic_time ();
      store = balut_store_open_read_only (path, &error);
      g_assert_no_error (error);
      for (guint m = 0; m <= BALUT_STORE_MODE_SCORING_PAD; m++)
        for (guint v = 0; v < BALUT_N_VARIANTS; v++)
          {
            g_autoptr(GPtrArray) lines = balut_store_list_high_scores (store, v, m, 10, &error);

            g_assert_no_error (error);
          }
      g_object_unref (store);
      t = ms_since (start);
      g_array_append_val (times, t);
      g_assert_cmpuint (balut_store_get_n_full_checks (), ==, before);
    }
  if (check_due)
    g_assert_cmpint (g_rename (kept, checked), ==, 0);
  return median (times);
}

/* bench-store --open N FILE */
static int
bench_open (guint       n,
            const char *path)
{
  g_autoptr(GError) error = NULL;
  gboolean made = FALSE;
  gint64 start;
  GStatBuf st;

  if (g_file_test (path, G_FILE_TEST_EXISTS))
    {
      sqlite3 *db = store_test_sqlite_open (path);
      gint64 have = store_test_sqlite_int (db, "SELECT count(*) FROM games");

      sqlite3_close (db);
      if (have != n)
        {
          g_printerr ("%s holds %lld games, not %u: remove it\n", path, (long long) have, n);
          return 1;
        }
    }
  else
    {
      g_autofree char *partial = g_strconcat (path, ".partial", NULL);
      BalutGame *pool[POOL];

      for (guint i = 0; i < POOL; i++)
        pool[i] = store_test_play_game (i % BALUT_N_VARIANTS, 4000 + i, 1 + i % 3, seats);
      start = g_get_monotonic_time ();
      g_remove (partial);
      g_object_unref (store_test_open (partial));
      fill (partial, pool, n, FALSE);
      g_assert_cmpint (g_rename (partial, path), ==, 0);
      {
        /* the note of the partial file's check is not the file's */
        g_autofree char *note = g_strconcat (partial, BALUT_STORE_CHECKED_SUFFIX, NULL);

        g_remove (note);
      }
      g_print ("made %s: %.1f s\n", path, ms_since (start) / 1000.0);
      for (guint i = 0; i < POOL; i++)
        g_object_unref (pool[i]);
      made = TRUE;
    }
  g_stat (path, &st);

  /* the first open after the file was made is a full check, as after an
   * upgrade of Balut; then the usual one */
  g_print ("%u games, %.0f MB%s; page cache dropped: %s\n", n, st.st_size / 1e6,
           made ? " (new)" : "", drop_cache (path) ? "yes" : "no (warm figures only)");
  g_print ("open with a full check due, cold-ish: %8.1f ms\n", time_open (path, 3, TRUE, TRUE));
  g_print ("open with a full check due, warm:     %8.1f ms\n", time_open (path, 3, FALSE, TRUE));
  g_print ("open, cold-ish:                       %8.1f ms\n", time_open (path, 5, TRUE, FALSE));
  g_print ("open, warm:                           %8.1f ms\n", time_open (path, 5, FALSE, FALSE));
  g_print ("PRAGMA quick_check alone, warm:       %8.1f ms\n", time_pragma (path, "PRAGMA quick_check"));
  /* the upgrade of a file made before schema 4 is done by the opens
   * above: the command line reads the file as it is */
  g_print ("high scores (6 tables, read-only), cold-ish:           %8.1f ms\n", time_high_scores (path, 5, TRUE, FALSE));
  g_print ("high scores (6 tables, read-only), warm:               %8.1f ms\n", time_high_scores (path, 5, FALSE, FALSE));
  g_print ("high scores, full check due (not run), cold-ish:      %8.1f ms\n", time_high_scores (path, 5, TRUE, TRUE));
  return 0;
}

int
main (int   argc,
      char *argv[])
{
  g_autofree char *dir = NULL;
  g_autofree char *path = NULL;
  g_autoptr(GArray) add_times = g_array_new (FALSE, FALSE, sizeof (double));
  BalutGame *pool[POOL];
  gsize record_bytes = 0;

  g_test_init (&argc, &argv, NULL);
  if (argc == 4 && g_str_equal (argv[1], "--open"))
    return bench_open ((guint) g_ascii_strtoull (argv[2], NULL, 10), argv[3]);
  if (argc != 1)
    {
      g_printerr ("usage: %s [--open N FILE]\n", argv[0]);
      return 2;
    }
  dir = balut_test_make_tmp_dir ("balut-bench-XXXXXX");
  path = g_build_filename (dir, "balut.db", NULL);

  for (guint i = 0; i < POOL; i++)
    {
      g_autofree char *record = NULL;

      pool[i] = store_test_play_game (i % BALUT_N_VARIANTS, 4000 + i, 1 + i % 3, seats);
      record = balut_record_to_data (pool[i], NULL);
      record_bytes += strlen (record);
    }
  g_print ("a record: %.1f KB on average (1–3 players)\n", record_bytes / 1024.0 / POOL);

  {
    gint64 start = g_get_monotonic_time ();
    g_autoptr(BalutStore) store = store_test_open (path);

    g_print ("creating a database: %.1f ms\n", ms_since (start));
    for (guint i = 0; i < 100; i++)
      {
        /* a game of its own each time: the store records a game once */
        g_autoptr(BalutGame) game = store_test_play_game (i % BALUT_N_VARIANTS, 9000 + i, 1 + i % 3, seats);
        double t;

        start = g_get_monotonic_time ();
        store_test_add (store, game, BALUT_STORE_MODE_DIGITAL, NULL);
        t = ms_since (start);
        g_array_append_val (add_times, t);
      }
    {
      double mid = median (add_times);   /* sorts */

      g_print ("adding a game (one transaction, WAL synced): median %.2f ms, worst %.2f ms\n",
               mid, g_array_index (add_times, double, add_times->len - 1));
    }
  }

  for (guint n = 100; n <= 10000; n *= 10)
    bench_size (dir, pool, n);

  /* the migration from version 1, 1000 games: each record replayed */
  {
    g_autofree char *v1 = g_build_filename (dir, "v1.db", NULL);
    sqlite3 *db = store_test_sqlite_open (v1);
    gint64 start;

    store_test_sqlite_exec (db, balut_store_schema_v1_sql);
    sqlite3_close (db);
    fill (v1, pool, 1000, TRUE);
    start = g_get_monotonic_time ();
    g_object_unref (store_test_open (v1));
    g_print ("migrating 1000 games from version 1: %.0f ms\n", ms_since (start));
  }

  for (guint i = 0; i < POOL; i++)
    g_object_unref (pool[i]);
  balut_test_remove_tree (dir);
  return 0;
}
