/* store-test-util.c — games and databases for the store tests
 *
 * SPDX-FileCopyrightText: 2026 The Balut developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include <string.h>
#include <glib/gstdio.h>

#include "store-test-util.h"

#include "balut-simple-player.h"

static void
add_seats (BalutGame           *game,
           guint                n_seats,
           const StoreTestSeat *seats)
{
  for (guint p = 0; p < n_seats; p++)
    balut_test_add_player (game, seats[p].name, seats[p].kind);
}

BalutGame *
store_test_play_game (BalutVariant         variant,
                      guint64              seed,
                      guint                n_seats,
                      const StoreTestSeat *seats)
{
  BalutGame *game = balut_game_new (variant, seed);
  guint max_turns = n_seats * BALUT_N_CATEGORIES * BALUT_N_COLUMNS;

  add_seats (game, n_seats, seats);

  for (guint turn = 0; !balut_game_is_finished (game) && turn <= max_turns; turn++)
    {
      BalutPlayer *player = balut_game_get_player (game, balut_game_get_current_player (game));
      BalutScoresheet *sheet = balut_player_get_sheet (player);
      guint8 dice[BALUT_N_DICE];
      gboolean held[BALUT_N_DICE];
      BalutBox box;

      balut_test_roll (game);
      for (;;)
        {
          balut_dice_get_values (balut_game_get_dice (game), dice);
          if (balut_game_get_throws_left (game) == 0
              || !balut_simple_player_choose_holds (sheet, dice, held))
            break;
          for (guint i = 0; i < BALUT_N_DICE; i++)
            balut_test_set_held (game, i, held[i]);
          balut_test_roll (game);
        }
      g_assert_true (balut_simple_player_choose_box (sheet, dice, &box));
      balut_test_enter (game, box.category, box.box);
    }
  g_assert_true (balut_game_is_finished (game));

  return game;
}

BalutGame *
store_test_scripted_game (BalutVariant         variant,
                          guint                n_seats,
                          const StoreTestSeat *seats,
                          const guint8       (*dice)[BALUT_N_DICE])
{
  /* each a game of its own (a store records the same game once): the
   * dice are the script's, the seed only tells the games apart */
  static guint64 n_made = 0;
  BalutGame *game = balut_game_new (variant, ++n_made);
  guint max_turns = n_seats * BALUT_N_CATEGORIES * BALUT_N_COLUMNS;

  add_seats (game, n_seats, seats);

  for (guint turn = 0; !balut_game_is_finished (game) && turn <= max_turns; turn++)
    {
      guint p = balut_game_get_current_player (game);
      gboolean entered = FALSE;

      balut_test_throw_values (game, dice[p]);
      for (guint c = 0; c < BALUT_N_CATEGORIES && !entered; c++)
        for (guint b = 0; b < BALUT_N_COLUMNS && !entered; b++)
          if (balut_game_preview (game, c, b) >= 0)
            {
              balut_test_enter (game, c, b);
              entered = TRUE;
            }
      g_assert_true (entered);
    }
  g_assert_true (balut_game_is_finished (game));

  return game;
}

GDateTime *
store_test_date (gint year,
                 gint month,
                 gint day,
                 gint hour,
                 gint minute,
                 gint second)
{
  return g_date_time_new_local (year, month, day, hour, minute, second);
}

void
store_test_assert_default_path (char       *(*dup_path) (void),
                                const char   *name)
{
  g_autofree char *expected = g_build_filename (g_get_user_data_dir (), "balut", name, NULL);
  g_autofree char *expected_env = g_strconcat ("/some/where/", name, NULL);
  g_autofree char *saved = g_strdup (g_getenv ("BALUT_DATA_DIR"));
  g_autofree char *with_env = NULL;
  g_autofree char *without_env = NULL;

  g_setenv ("BALUT_DATA_DIR", "/some/where", TRUE);
  with_env = dup_path ();
  g_assert_cmpstr (with_env, ==, expected_env);

  g_unsetenv ("BALUT_DATA_DIR");
  without_env = dup_path ();
  g_assert_cmpstr (without_env, ==, expected);

  if (saved != NULL)
    g_setenv ("BALUT_DATA_DIR", saved, TRUE);
}

BalutStore *
store_test_open (const char *path)
{
  g_autoptr(GError) error = NULL;
  BalutStore *store = balut_store_open (path, &error);

  g_assert_no_error (error);
  g_assert_nonnull (store);
  return store;
}

gint64
store_test_add (BalutStore     *store,
                BalutGame      *game,
                BalutStoreMode  mode,
                GDateTime      *finished)
{
  g_autoptr(GError) error = NULL;
  gint64 id = balut_store_add_game (store, game, mode, finished, &error);

  g_assert_no_error (error);
  g_assert_cmpint (id, >, 0);
  return id;
}

sqlite3 *
store_test_sqlite_open (const char *path)
{
  sqlite3 *db = NULL;

  g_assert_cmpint (sqlite3_open_v2 (path, &db, SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE, NULL),
                   ==, SQLITE_OK);
  sqlite3_busy_timeout (db, 10000);
  return db;
}

void
store_test_sqlite_exec (sqlite3    *db,
                        const char *sql)
{
  char *message = NULL;
  int rc = sqlite3_exec (db, sql, NULL, NULL, &message);

  if (rc != SQLITE_OK)
    g_error ("%s: %s", sql, message);
}

gint64
store_test_sqlite_int (sqlite3    *db,
                       const char *sql)
{
  sqlite3_stmt *stmt = NULL;
  gint64 value;

  g_assert_cmpint (sqlite3_prepare_v2 (db, sql, -1, &stmt, NULL), ==, SQLITE_OK);
  g_assert_cmpint (sqlite3_step (stmt), ==, SQLITE_ROW);
  value = sqlite3_column_int64 (stmt, 0);
  sqlite3_finalize (stmt);
  return value;
}

void
store_test_sqlite_exec_newer (sqlite3 *db)
{
  g_autofree char *sql = g_strdup_printf ("PRAGMA user_version = %d", BALUT_STORE_SCHEMA_VERSION + 1);

  store_test_sqlite_exec (db, sql);
}

void
store_test_bind_player (sqlite3_stmt *stmt,
                        gint64        game_id,
                        guint         seat,
                        BalutPlayer  *player)
{
  sqlite3_bind_int64 (stmt, 1, game_id);
  sqlite3_bind_int (stmt, 2, seat);
  sqlite3_bind_text (stmt, 3, balut_player_get_name (player), -1, SQLITE_STATIC);
  sqlite3_bind_text (stmt, 4, balut_player_kind_to_string (balut_player_get_kind (player)), -1, SQLITE_STATIC);
  sqlite3_bind_int (stmt, 5, balut_player_get_final_points (player));
  sqlite3_bind_int (stmt, 6, balut_player_get_score_total (player));
}

char *
store_test_integrity (const char *path)
{
  sqlite3 *db = NULL;
  sqlite3_stmt *stmt = NULL;
  char *result;
  int rc;

  g_assert_cmpint (sqlite3_open_v2 (path, &db, SQLITE_OPEN_READWRITE, NULL), ==, SQLITE_OK);
  sqlite3_busy_timeout (db, 10000);
  rc = sqlite3_prepare_v2 (db, "PRAGMA integrity_check", -1, &stmt, NULL);
  if (rc == SQLITE_OK && (rc = sqlite3_step (stmt)) == SQLITE_ROW)
    result = g_strdup ((const char *) sqlite3_column_text (stmt, 0));
  else
    result = g_strdup_printf ("error %d: %s", rc, sqlite3_errmsg (db));
  sqlite3_finalize (stmt);
  sqlite3_close (db);
  return result;
}

GBytes *
store_test_read_file (const char *path)
{
  gsize length;
  char *data = balut_test_read_file (path, &length);

  return g_bytes_new_take (data, length);
}

void
store_test_write_file (const char *path,
                       const void *data,
                       gsize       length)
{
  g_autoptr(GError) error = NULL;

  g_file_set_contents (path, data, (gssize) length, &error);
  g_assert_no_error (error);
}

void
store_test_assert_file (const char *path,
                        GBytes     *expected)
{
  g_autoptr(GBytes) actual = store_test_read_file (path);

  g_assert_true (g_bytes_equal (actual, expected));
}

GHashTable *
store_test_snapshot_dir (const char *dir)
{
  GHashTable *snapshot = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, (GDestroyNotify) g_bytes_unref);
  g_autoptr(GDir) d = NULL;
  g_autoptr(GError) error = NULL;
  const char *name;

  d = g_dir_open (dir, 0, &error);
  g_assert_no_error (error);
  while (d != NULL && (name = g_dir_read_name (d)) != NULL)
    {
      g_autofree char *path = g_build_filename (dir, name, NULL);

      if (g_file_test (path, G_FILE_TEST_IS_REGULAR))
        g_hash_table_insert (snapshot, g_strdup (name), store_test_read_file (path));
      else
        g_hash_table_insert (snapshot, g_strdup (name), g_bytes_new (NULL, 0));
    }
  return snapshot;
}

void
store_test_assert_dir (const char *dir,
                       GHashTable *snapshot)
{
  g_autoptr(GHashTable) now = store_test_snapshot_dir (dir);
  GHashTableIter iter;
  gpointer name, bytes;

  g_hash_table_iter_init (&iter, now);
  while (g_hash_table_iter_next (&iter, &name, &bytes))
    if (!g_hash_table_contains (snapshot, name))
      g_test_fail_printf ("%s: %s was made", dir, (const char *) name);
  g_hash_table_iter_init (&iter, snapshot);
  while (g_hash_table_iter_next (&iter, &name, &bytes))
    {
      GBytes *after = g_hash_table_lookup (now, name);

      if (after == NULL)
        g_test_fail_printf ("%s: %s is gone", dir, (const char *) name);
      else if (!g_bytes_equal (after, bytes))
        g_test_fail_printf ("%s: %s was changed", dir, (const char *) name);
    }
}

gboolean
store_test_is_aside_name (const char *path,
                          const char *aside)
{
  g_autofree char *escaped = g_regex_escape_string (path, -1);
  g_autofree char *pattern = g_strdup_printf ("^%s\\.broken-[0-9]{8}-[0-9]{6}(-[0-9]+)?$", escaped);
  g_autoptr(GRegex) regex = g_regex_new (pattern, 0, 0, NULL);

  return g_regex_match (regex, aside, 0, NULL);
}

char *
store_test_long_name (const char  *dir,
                      guint        length,
                      const char **why_not)
{
  g_autofree char *too_long = g_strnfill (256, 'y');
  g_autofree char *probe = g_build_filename (dir, too_long, NULL);
  g_autofree char *name = g_strnfill (length, 'x');

  g_assert_cmpuint (length, <=, 255);
  if (g_file_set_contents (probe, "", 0, NULL))
    {
      g_remove (probe);
      *why_not = "names longer than 255 bytes are allowed here";
      return NULL;
    }

  return g_build_filename (dir, name, NULL);
}
