/* test-belote-store.c — Belote's matches in the store: schema 5 and its
 * migration (Balut's games kept byte for byte), a match recorded once,
 * the views' figures on a hand-made set of matches (B15, B23, B25), bad
 * rows, newer and read-only files, the history export, and two writers
 * and killed writers
 *
 * SPDX-FileCopyrightText: 2026 The Balut developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The expected figures are worked out by hand from the deals the tests
 * enter (see each test), or counted here from the matches themselves,
 * never read back from the store to check the store.
 *
 * The writers are this program run again as
 *   test-belote-store writer DB FIRST N
 * which records matches FIRST … FIRST + N - 1 (N = 0: until killed), a
 * Balut game after each, and prints "ID INDEX" once each match's
 * add returned.
 */

#include <signal.h>
#include <stdio.h>
#include <string.h>
#include <glib/gstdio.h>
#include <utime.h>
#include <json-glib/json-glib.h>

#include "balut-record.h"
#include "balut-store-private.h"
#include "belote-record.h"
#include "belote-store.h"
#include "belote-test-matches.h"
#include "store-test-util.h"

typedef struct
{
  char *dir;
  char *path;
} Fixture;

static char *self_exe;

static void
fixture_set_up (Fixture       *f,
                gconstpointer  data)
{
  f->dir = balut_test_make_tmp_dir ("belote-store-XXXXXX");
  f->path = g_build_filename (f->dir, "balut.db", NULL);
}

static void
fixture_tear_down (Fixture       *f,
                   gconstpointer  data)
{
  balut_test_remove_tree (f->dir);
  g_free (f->dir);
  g_free (f->path);
}

#define ADD_TEST(path, func) \
  g_test_add (path, Fixture, NULL, fixture_set_up, func, fixture_tear_down)

static const StoreTestSeat maria_and_computer[] = {
  { "Maria", BALUT_PLAYER_HUMAN },
  { "Computer", BALUT_PLAYER_COMPUTER },
  { "Jens", BALUT_PLAYER_HUMAN },
};

/* Match @n of a family of distinct short pad matches: its teams named
 * after @n (another record each), two deals, team 0 winning by a
 * capot */
static BeloteMatch *
numbered_match (guint n)
{
  static const BeloteTestDeal deals[] = {
    { 0, BELOTE_NO_SEAT, 100, BELOTE_NO_TEAM },
    { 0, BELOTE_NO_SEAT, 0, 0 },
  };
  g_autofree char *us = g_strdup_printf ("Us %u", n);

  return belote_test_pad_match (301, NULL, us, "Them", deals, G_N_ELEMENTS (deals));
}

static gint64
add_match (BalutStore  *store,
           BeloteMatch *match,
           gint64       when)
{
  g_autoptr(GDateTime) date = g_date_time_new_from_unix_local (when);
  g_autoptr(GError) error = NULL;
  gint64 id = balut_store_add_belote_match (store, match, date, &error);

  g_assert_no_error (error);
  g_assert_cmpint (id, >, 0);
  return id;
}

/* Every row of Balut's tables, as text */
static char *
dump_balut_rows (const char *path)
{
  sqlite3 *db = store_test_sqlite_open (path);
  sqlite3_stmt *stmt = NULL;
  GString *out = g_string_new (NULL);

  g_assert_cmpint (sqlite3_prepare_v2 (db,
    "SELECT 'g', quote (id), quote (finished), quote (variant), quote (mode), quote (record), "
    "quote (assisted), NULL, NULL, NULL, NULL, NULL FROM games "
    "UNION ALL SELECT 'p', quote (game_id), quote (seat), quote (name), quote (kind), quote (points), "
    "quote (total), quote (baluts), quote (guess), quote (conditions), quote (throws), quote (throw_turns) "
    "FROM players "
    "UNION ALL SELECT 'h', quote (game_id), quote (seat), quote (variant), quote (mode), quote (points), "
    "quote (total), quote (finished), NULL, NULL, NULL, NULL FROM high_scores ORDER BY 1, 2, 3",
    -1, &stmt, NULL), ==, SQLITE_OK);
  while (sqlite3_step (stmt) == SQLITE_ROW)
    {
      for (int c = 0; c < sqlite3_column_count (stmt); c++)
        g_string_append_printf (out, "%s|", (const char *) sqlite3_column_text (stmt, c));
      g_string_append_c (out, '\n');
    }
  sqlite3_finalize (stmt);
  sqlite3_close (db);
  return g_string_free (out, FALSE);
}

/* A real version-4 file of @n_games Balut games: the games recorded by
 * the store (this version), their rows copied into a file made by the
 * SQL of versions 1 to 4, the tables of which are the same. */
static void
make_v4_database (const char *path,
                  guint       n_games)
{
  g_autofree char *dir = g_path_get_dirname (path);
  g_autofree char *source = g_build_filename (dir, "source.db", NULL);
  char *attach;
  sqlite3 *db;

  {
    g_autoptr(BalutStore) store = store_test_open (source);

    for (guint i = 0; i < n_games; i++)
      {
        g_autoptr(BalutGame) game = store_test_play_game (i % BALUT_N_VARIANTS, 300 + i,
                                                          1 + i % 3, maria_and_computer);
        g_autoptr(GDateTime) date = g_date_time_new_from_unix_local (1700000000 + i * 600);

        /* one in four scored on the pad */
        if (i % 4 == 3)
          {
            g_autoptr(BalutGame) pad = balut_test_pad_copy (game);

            store_test_add (store, pad, BALUT_STORE_MODE_SCORING_PAD, date);
          }
        else
          store_test_add (store, game, BALUT_STORE_MODE_DIGITAL, date);
      }
  }

  db = store_test_sqlite_open (path);
  for (guint v = 1; v <= 4; v++)
    store_test_sqlite_exec (db, balut_store_schema_sql[v]);
  attach = sqlite3_mprintf ("ATTACH %Q AS source", source);
  store_test_sqlite_exec (db, attach);
  store_test_sqlite_exec (db,
                          "BEGIN;"
                          "INSERT INTO games SELECT id, finished, variant, mode, record, assisted FROM source.games;"
                          "INSERT INTO players SELECT * FROM source.players;"
                          "INSERT INTO high_scores SELECT * FROM source.high_scores;"
                          "COMMIT;"
                          "DETACH source;");
  g_assert_cmpint (store_test_sqlite_int (db, "PRAGMA user_version"), ==, 4);
  g_assert_cmpint (store_test_sqlite_int (db, "SELECT count(*) FROM games"), ==, n_games);
  sqlite3_close (db);
  sqlite3_free (attach);
  g_assert_cmpint (g_remove (source), ==, 0);
}

/* ------------------------------------------------------------------ */
/* The migration                                                       */
/* ------------------------------------------------------------------ */

/* Today's file (version 4) with Balut's games, opened by this version:
 * migrated to 5 in one transaction; every row of Balut's tables and
 * every record the same, byte for byte, before and after, and after
 * Belote's matches were added; Balut's views read the same. */
static void
test_migration_v4 (Fixture       *f,
                   gconstpointer  data)
{
  g_autofree char *before = NULL;
  g_autofree char *after = NULL;
  g_autofree char *integrity = NULL;
  g_autoptr(GPtrArray) records = g_ptr_array_new_with_free_func (g_free);
  g_autoptr(BalutStore) store = NULL;
  g_autoptr(GError) error = NULL;
  guint n_matches = 99;
  sqlite3 *db;

  make_v4_database (f->path, 12);
  before = dump_balut_rows (f->path);
  db = store_test_sqlite_open (f->path);
  for (gint64 id = 1; id <= 12; id++)
    {
      g_autofree char *sql = g_strdup_printf ("SELECT record FROM games WHERE id = %" G_GINT64_FORMAT, id);
      sqlite3_stmt *stmt = NULL;

      g_assert_cmpint (sqlite3_prepare_v2 (db, sql, -1, &stmt, NULL), ==, SQLITE_OK);
      g_assert_cmpint (sqlite3_step (stmt), ==, SQLITE_ROW);
      g_ptr_array_add (records, g_strndup ((const char *) sqlite3_column_text (stmt, 0),
                                           (gsize) sqlite3_column_bytes (stmt, 0)));
      sqlite3_finalize (stmt);
    }
  sqlite3_close (db);

  store = store_test_open (f->path);
  g_assert_cmpuint (balut_store_get_file_version (store), ==, BALUT_STORE_SCHEMA_VERSION);
  g_assert_cmpuint (BALUT_STORE_SCHEMA_VERSION, ==, 5);
  g_assert_true (balut_store_count_belote_matches (store, &n_matches, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (n_matches, ==, 0);
  for (gint64 id = 1; id <= 12; id++)
    {
      g_autofree char *record = balut_store_load_record (store, id, &error);

      g_assert_no_error (error);
      g_assert_cmpstr (record, ==, g_ptr_array_index (records, id - 1));
    }
  after = dump_balut_rows (f->path);
  g_assert_cmpstr (after, ==, before);

  /* Belote's matches beside them change none of Balut's rows */
  for (guint i = 0; i < 3; i++)
    {
      g_autoptr(BeloteMatch) match = numbered_match (i);

      add_match (store, match, 1800000000 + i);
    }
  {
    g_autoptr(GPtrArray) games = balut_store_list_games (store, &error);

    g_assert_no_error (error);
    g_assert_cmpuint (games->len, ==, 12);
  }
  g_clear_object (&store);
  g_clear_pointer (&after, g_free);
  after = dump_balut_rows (f->path);
  g_assert_cmpstr (after, ==, before);

  db = store_test_sqlite_open (f->path);
  g_assert_cmpint (store_test_sqlite_int (db, "PRAGMA user_version"), ==, 5);
  g_assert_cmpint (store_test_sqlite_int (db, "SELECT count(*) FROM belote_matches"), ==, 3);
  g_assert_cmpint (store_test_sqlite_int (db, "SELECT count(*) FROM belote_players"), ==, 12);
  sqlite3_close (db);
  integrity = store_test_integrity (f->path);
  g_assert_cmpstr (integrity, ==, "ok");
}

/* A version-4 file that cannot be written (a read-only medium) is read
 * as it is: its games, no Belote matches, a match refused; the file
 * unchanged. */
static void
test_read_only_v4 (Fixture       *f,
                   gconstpointer  data)
{
  g_autoptr(BalutStore) store = NULL;
  g_autoptr(GBytes) bytes = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(GPtrArray) games = NULL;
  g_autoptr(GPtrArray) matches = NULL;
  g_autoptr(GPtrArray) players = NULL;
  g_autoptr(GPtrArray) margins = NULL;
  g_autoptr(BeloteMatch) match = numbered_match (1);
  guint n_matches = 99;

  make_v4_database (f->path, 4);
  bytes = store_test_read_file (f->path);

  balut_store_set_pretend_read_only (TRUE);
  store = balut_store_open (f->path, &error);
  balut_store_set_pretend_read_only (FALSE);
  g_assert_no_error (error);
  g_assert_true (balut_store_is_read_only (store));
  g_assert_cmpuint (balut_store_get_file_version (store), ==, 4);

  games = balut_store_list_games (store, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (games->len, ==, 4);
  g_assert_true (balut_store_count_belote_matches (store, &n_matches, &error));
  g_assert_cmpuint (n_matches, ==, 0);
  matches = balut_store_list_belote_matches (store, 0, 0, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (matches->len, ==, 0);
  players = balut_store_list_belote_players (store, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (players->len, ==, 0);
  margins = balut_store_list_belote_margins (store, 10, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (margins->len, ==, 0);

  g_assert_cmpint (balut_store_add_belote_match (store, match, NULL, &error), ==, 0);
  g_assert_error (error, BALUT_STORE_ERROR, BALUT_STORE_ERROR_READ_ONLY);
  g_clear_error (&error);
  g_assert_null (balut_store_load_belote_record (store, 1, &error));
  g_assert_error (error, BALUT_STORE_ERROR, BALUT_STORE_ERROR_NOT_FOUND);
  g_clear_object (&store);
  store_test_assert_file (f->path, bytes);
}

/* A newer version's file: read-only; its matches are read when its
 * Belote tables are tables with the columns this version reads, and
 * left out (Balut's games still read) when one is a view. */
static void
test_newer_version (Fixture       *f,
                    gconstpointer  data)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *newer = g_strdup_printf ("PRAGMA user_version = %d; "
                                            "CREATE TABLE belote_trophies (id INTEGER PRIMARY KEY);",
                                            BALUT_STORE_SCHEMA_VERSION + 1);
  sqlite3 *db;

  {
    g_autoptr(BalutStore) store = store_test_open (f->path);
    g_autoptr(BalutGame) game = store_test_play_game (BALUT_VARIANT_STANDARD, 7, 1, maria_and_computer);

    store_test_add (store, game, BALUT_STORE_MODE_DIGITAL, NULL);
    for (guint i = 0; i < 2; i++)
      {
        g_autoptr(BeloteMatch) match = numbered_match (i);

        add_match (store, match, 1800000000 + i);
      }
  }
  db = store_test_sqlite_open (f->path);
  store_test_sqlite_exec (db, newer);
  sqlite3_close (db);

  {
    g_autoptr(BalutStore) store = store_test_open (f->path);
    g_autoptr(GPtrArray) matches = NULL;
    g_autoptr(BeloteMatch) match = numbered_match (5);

    g_assert_true (balut_store_is_read_only (store));
    matches = balut_store_list_belote_matches (store, 0, 0, &error);
    g_assert_no_error (error);
    g_assert_cmpuint (matches->len, ==, 2);
    g_assert_cmpint (balut_store_add_belote_match (store, match, NULL, &error), ==, 0);
    g_assert_error (error, BALUT_STORE_ERROR, BALUT_STORE_ERROR_READ_ONLY);
    g_clear_error (&error);
  }

  /* the newer version made belote_players a view: not read */
  db = store_test_sqlite_open (f->path);
  store_test_sqlite_exec (db, "ALTER TABLE belote_players RENAME TO belote_seats;"
                              "CREATE VIEW belote_players AS SELECT * FROM belote_seats;");
  sqlite3_close (db);
  {
    g_autoptr(BalutStore) store = store_test_open (f->path);
    g_autoptr(GPtrArray) matches = NULL;
    g_autoptr(GPtrArray) players = NULL;
    g_autoptr(GPtrArray) games = NULL;
    guint n = 99;

    games = balut_store_list_games (store, &error);
    g_assert_no_error (error);
    g_assert_cmpuint (games->len, ==, 1);
    matches = balut_store_list_belote_matches (store, 0, 0, &error);
    g_assert_no_error (error);
    g_assert_cmpuint (matches->len, ==, 0);
    players = balut_store_list_belote_players (store, &error);
    g_assert_no_error (error);
    g_assert_cmpuint (players->len, ==, 0);
    g_assert_true (balut_store_count_belote_matches (store, &n, &error));
    g_assert_cmpuint (n, ==, 0);
  }
}

/* Version 5's tables, hand-edited: a trigger on Belote's tables makes
 * the file another program's, as on Balut's */
static void
test_hostile_trigger (Fixture       *f,
                      gconstpointer  data)
{
  g_autoptr(BalutStore) store = NULL;
  g_autoptr(GError) error = NULL;
  sqlite3 *db;

  g_object_unref (store_test_open (f->path));
  db = store_test_sqlite_open (f->path);
  store_test_sqlite_exec (db, "CREATE TRIGGER wipe AFTER INSERT ON belote_matches "
                              "BEGIN DELETE FROM games; END");
  sqlite3_close (db);

  store = balut_store_open (f->path, &error);
  g_assert_null (store);
  g_assert_error (error, BALUT_STORE_ERROR, BALUT_STORE_ERROR_CORRUPT);
  g_assert_nonnull (strstr (error->message, "wipe"));
}

/* ------------------------------------------------------------------ */
/* Recording                                                           */
/* ------------------------------------------------------------------ */

/* The same record, to the byte, is the same match: added twice, one row
 * (from the match or from its text); its record kept whole; another
 * record (even one byte) is another match; an unfinished match or a
 * record that does not load is refused, nothing added. */
static void
test_add_once (Fixture       *f,
               gconstpointer  data)
{
  g_autoptr(BalutStore) store = store_test_open (f->path);
  g_autoptr(BeloteMatch) match = numbered_match (1);
  g_autofree char *record = belote_record_to_data (match, NULL);
  g_autofree char *back = NULL;
  g_autoptr(GError) error = NULL;
  gint64 id, again;
  guint n = 0;
  sqlite3 *db;

  id = add_match (store, match, 1800000000);
  again = add_match (store, match, 1800000500);
  g_assert_cmpint (again, ==, id);
  again = balut_store_add_belote_record (store, record, -1, NULL, &error);
  g_assert_no_error (error);
  g_assert_cmpint (again, ==, id);
  g_assert_true (balut_store_count_belote_matches (store, &n, &error));
  g_assert_cmpuint (n, ==, 1);

  back = balut_store_load_belote_record (store, id, &error);
  g_assert_no_error (error);
  g_assert_cmpstr (back, ==, record);

  /* the same match laid out otherwise is another record */
  {
    g_autoptr(GString) other = g_string_new (record);
    g_autofree char *other_back = NULL;
    gint64 other_id;

    g_assert_true (g_str_has_suffix (other->str, "\n"));
    g_string_truncate (other, other->len - 1);
    other_id = balut_store_add_belote_record (store, other->str, (gssize) other->len, NULL, &error);
    g_assert_no_error (error);
    g_assert_cmpint (other_id, !=, id);
    other_back = balut_store_load_belote_record (store, other_id, &error);
    g_assert_cmpstr (other_back, ==, other->str);
  }

  /* an unfinished match, a record that is not one: refused */
  {
    g_autoptr(BeloteMatch) unfinished = belote_match_new (BELOTE_MODE_PAD, BELOTE_SCHOOL_FAMILY, 501, 0, FALSE);
    g_autofree char *unfinished_record = belote_record_to_data (unfinished, NULL);

    g_assert_cmpint (balut_store_add_belote_match (store, unfinished, NULL, &error), ==, 0);
    g_assert_error (error, BALUT_STORE_ERROR, BALUT_STORE_ERROR_FAILED);
    g_clear_error (&error);
    g_assert_cmpint (balut_store_add_belote_record (store, unfinished_record, -1, NULL, &error), ==, 0);
    g_assert_error (error, BALUT_STORE_ERROR, BALUT_STORE_ERROR_FAILED);
    g_clear_error (&error);
    g_assert_cmpint (balut_store_add_belote_record (store, "{\"format\": \"belote-rec", -1, NULL, &error), ==, 0);
    g_assert_error (error, BALUT_STORE_ERROR, BALUT_STORE_ERROR_FAILED);
    g_assert_true (g_utf8_validate (error->message, -1, NULL));
    g_clear_error (&error);
    g_assert_cmpint (balut_store_add_belote_record (store, "{\0}", 3, NULL, &error), ==, 0);
    g_assert_error (error, BALUT_STORE_ERROR, BALUT_STORE_ERROR_FAILED);
    g_clear_error (&error);
  }

  db = store_test_sqlite_open (f->path);
  g_assert_cmpint (store_test_sqlite_int (db, "SELECT count(*) FROM belote_matches"), ==, 2);
  g_assert_cmpint (store_test_sqlite_int (db, "SELECT count(*) FROM belote_players"), ==, 8);
  g_assert_cmpint (store_test_sqlite_int (db, "SELECT count(*) FROM games"), ==, 0);
  sqlite3_close (db);
}

/* A store opened twice in one process: both add the same match, one
 * row */
static void
test_add_once_two_stores (Fixture       *f,
                          gconstpointer  data)
{
  g_autoptr(BalutStore) first = store_test_open (f->path);
  g_autoptr(BalutStore) second = store_test_open (f->path);
  g_autoptr(BeloteMatch) match = belote_test_played_match (44, 301, NULL, 0xe);
  gint64 id = add_match (first, match, 1800000000);
  sqlite3 *db;

  g_assert_cmpint (add_match (second, match, 1800000000), ==, id);
  db = store_test_sqlite_open (f->path);
  g_assert_cmpint (store_test_sqlite_int (db, "SELECT count(*) FROM belote_matches"), ==, 1);
  sqlite3_close (db);
}

/* A match taken back goes with its seats; twice: NOT_FOUND */
static void
test_delete (Fixture       *f,
             gconstpointer  data)
{
  g_autoptr(BalutStore) store = store_test_open (f->path);
  g_autoptr(BeloteMatch) a = numbered_match (1);
  g_autoptr(BeloteMatch) b = numbered_match (2);
  g_autoptr(GError) error = NULL;
  gint64 id = add_match (store, a, 1800000000);
  sqlite3 *db;

  add_match (store, b, 1800000100);
  g_assert_true (balut_store_delete_belote_match (store, id, &error));
  g_assert_no_error (error);
  g_assert_false (balut_store_delete_belote_match (store, id, &error));
  g_assert_error (error, BALUT_STORE_ERROR, BALUT_STORE_ERROR_NOT_FOUND);
  g_clear_error (&error);

  db = store_test_sqlite_open (f->path);
  g_assert_cmpint (store_test_sqlite_int (db, "SELECT count(*) FROM belote_matches"), ==, 1);
  g_assert_cmpint (store_test_sqlite_int (db, "SELECT count(*) FROM belote_players"), ==, 4);
  sqlite3_close (db);

  /* recorded again, it is a new row */
  g_assert_cmpint (add_match (store, a, 1800000200), >, id);
}

/* ------------------------------------------------------------------ */
/* The views' figures                                                  */
/* ------------------------------------------------------------------ */

typedef struct
{
  const char *name;
  guint       matches, won, lost, taken, dedans, capots;
  int         best_margin;
} ExpectedName;

/* Three pad matches to 301, worked out by hand (family rules):
 *
 * A (Ana & Ben, seats 0 and 2, against Carl & Dora, 1 and 3):
 *   1. Ana takes, 100: made (B23), 100 – 62
 *   2. Carl takes, 60 against 102: dedans, 0 – 162 to Ana & Ben
 *   3. Ben takes, capot (B15): 252 – 0
 *   Ana & Ben 514, Carl & Dora 62 (B25): won by 452
 * B (the teams named only: Les Bleus, Les Rouges; no seat said):
 *   1. Les Rouges take, 90: made, 72 – 90
 *   2. Les Rouges take, 70 against 92: dedans, 162 – 0
 *   3. Les Bleus take, 81 – 81: litige (B23), 0 – 81, 81 in the pot
 *   4. Les Rouges take, capot: 0 – 252, and the pot, 81 (B24)
 *   Les Bleus 234, Les Rouges 504: won by 270
 * C (Ana & Eve against Carl & Dora):
 *   1. Dora takes, capot: 0 – 252
 *   2. Ana takes, 50 against 112: dedans, 0 – 162
 *   Carl & Dora 414, Ana & Eve 0: won by 414
 */
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

static void
add_hand_made (BalutStore *store,
               gint64      ids[3])
{
  g_autoptr(BeloteMatch) a = belote_test_pad_match (301, names_a, NULL, NULL, deals_a, G_N_ELEMENTS (deals_a));
  g_autoptr(BeloteMatch) b = belote_test_pad_match (301, NULL, "Les Bleus", "Les Rouges",
                                                    deals_b, G_N_ELEMENTS (deals_b));
  g_autoptr(BeloteMatch) c = belote_test_pad_match (301, names_c, NULL, NULL, deals_c, G_N_ELEMENTS (deals_c));
  int totals[BELOTE_N_TEAMS];

  /* the engine agrees with the hand */
  belote_match_get_totals (a, totals);
  g_assert_cmpint (totals[0], ==, 514);
  g_assert_cmpint (totals[1], ==, 62);
  belote_match_get_totals (b, totals);
  g_assert_cmpint (totals[0], ==, 234);
  g_assert_cmpint (totals[1], ==, 504);
  belote_match_get_totals (c, totals);
  g_assert_cmpint (totals[0], ==, 0);
  g_assert_cmpint (totals[1], ==, 414);

  ids[0] = add_match (store, a, 1800001000);
  ids[1] = add_match (store, b, 1800002000);
  ids[2] = add_match (store, c, 1800003000);
}

static void
assert_summary (const BeloteMatchSummary *s,
                gint64                    id,
                const char               *team0,
                const char               *team1,
                int                       total0,
                int                       total1,
                gint8                     winner,
                guint                     n_deals)
{
  g_assert_cmpint (s->match_id, ==, id);
  g_assert_cmpstr (s->team_names[0], ==, team0);
  g_assert_cmpstr (s->team_names[1], ==, team1);
  g_assert_cmpint (s->totals[0], ==, total0);
  g_assert_cmpint (s->totals[1], ==, total1);
  g_assert_cmpint (s->winner, ==, winner);
  g_assert_cmpuint (s->n_deals, ==, n_deals);
  g_assert_cmpint (s->target, ==, 301);
  g_assert_cmpint (s->school, ==, BELOTE_SCHOOL_FAMILY);
  g_assert_cmpint (s->mode, ==, BELOTE_MODE_PAD);
  g_assert_false (s->assisted);
}

static void
test_stats_hand_made (Fixture       *f,
                      gconstpointer  data)
{
  static const ExpectedName expected[] = {
    /* name         matches won lost taken dedans capots best */
    { "Ana",        2, 1, 1, 2, 1, 1, 452 },
    { "Carl",       2, 1, 1, 1, 1, 1, 414 },
    { "Dora",       2, 1, 1, 1, 0, 1, 414 },
    { "Eve",        1, 0, 1, 0, 0, 0, 0 },
    { "Les Bleus",  1, 0, 1, 1, 0, 0, 0 },
    { "Les Rouges", 1, 1, 0, 3, 1, 1, 270 },
    { "Ben",        1, 1, 0, 1, 0, 1, 452 },
  };
  g_autoptr(BalutStore) store = store_test_open (f->path);
  g_autoptr(GPtrArray) players = NULL;
  g_autoptr(GPtrArray) margins = NULL;
  g_autoptr(GPtrArray) matches = NULL;
  g_autoptr(GError) error = NULL;
  gint64 ids[3];

  add_hand_made (store, ids);

  /* most matches first, then the latest, then by name */
  players = balut_store_list_belote_players (store, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (players->len, ==, G_N_ELEMENTS (expected));
  for (guint i = 0; i < players->len && i < G_N_ELEMENTS (expected); i++)
    {
      const BelotePlayerStats *p = g_ptr_array_index (players, i);
      const ExpectedName *x = &expected[i];

      g_test_message ("%s", x->name);
      g_assert_cmpstr (p->name, ==, x->name);
      g_assert_cmpuint (p->n_matches, ==, x->matches);
      g_assert_cmpuint (p->n_won, ==, x->won);
      g_assert_cmpuint (p->n_lost, ==, x->lost);
      g_assert_cmpuint (p->n_taken, ==, x->taken);
      g_assert_cmpuint (p->n_dedans, ==, x->dedans);
      g_assert_cmpuint (p->n_capots, ==, x->capots);
      g_assert_cmpint (p->best_margin, ==, x->best_margin);
      g_assert_cmpfloat_with_epsilon (belote_player_stats_dedans_rate (p),
                                      x->taken > 0 ? (double) x->dedans / x->taken : 0.0, 1e-12);
    }

  /* B25: the largest lead first */
  margins = balut_store_list_belote_margins (store, 2, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (margins->len, ==, 2);
  assert_summary (g_ptr_array_index (margins, 0), ids[0], "Ana & Ben", "Carl & Dora", 514, 62, 0, 3);
  assert_summary (g_ptr_array_index (margins, 1), ids[2], "Ana & Eve", "Carl & Dora", 0, 414, 1, 2);
  g_assert_cmpint (belote_match_summary_margin (g_ptr_array_index (margins, 0)), ==, 452);
  g_assert_cmpint (belote_match_summary_margin (g_ptr_array_index (margins, 1)), ==, 414);

  /* the history, newest first; each team's capots, deals taken, dedans */
  matches = balut_store_list_belote_matches (store, 0, 0, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (matches->len, ==, 3);
  {
    const BeloteMatchSummary *c = g_ptr_array_index (matches, 0);
    const BeloteMatchSummary *b = g_ptr_array_index (matches, 1);
    const BeloteMatchSummary *a = g_ptr_array_index (matches, 2);

    assert_summary (c, ids[2], "Ana & Eve", "Carl & Dora", 0, 414, 1, 2);
    assert_summary (b, ids[1], "Les Bleus", "Les Rouges", 234, 504, 1, 4);
    assert_summary (a, ids[0], "Ana & Ben", "Carl & Dora", 514, 62, 0, 3);
    for (guint s = 0; s < BELOTE_N_SEATS; s++)
      {
        g_assert_cmpstr (a->player_names[s], ==, names_a[s]);
        g_assert_cmpstr (b->player_names[s], ==, "");
        g_assert_false (a->computer[s]);
      }
    g_assert_cmpuint (a->capots[0], ==, 1);
    g_assert_cmpuint (a->capots[1], ==, 0);
    g_assert_cmpuint (a->taken[0], ==, 2);
    g_assert_cmpuint (a->taken[1], ==, 1);
    g_assert_cmpuint (a->dedans[0], ==, 0);
    g_assert_cmpuint (a->dedans[1], ==, 1);
    g_assert_cmpuint (b->capots[1], ==, 1);
    g_assert_cmpuint (b->taken[0], ==, 1);
    g_assert_cmpuint (b->taken[1], ==, 3);
    g_assert_cmpuint (b->dedans[1], ==, 1);
    g_assert_cmpuint (c->dedans[0], ==, 1);
    g_assert_cmpuint (c->capots[1], ==, 1);
    g_assert_cmpint (g_date_time_to_unix (c->date), ==, 1800003000);
  }

  /* a page of it */
  g_clear_pointer (&matches, g_ptr_array_unref);
  matches = balut_store_list_belote_matches (store, 1, 1, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (matches->len, ==, 1);
  g_assert_cmpint (((BeloteMatchSummary *) g_ptr_array_index (matches, 0))->match_id, ==, ids[1]);
}

/* A match played card by card, one person against three computers: the
 * computers are left out of the names; the person's deals taken and
 * dedans (the taker's seat known) counted here from the match; Balut's
 * tables know nothing of it. */
static void
test_stats_played (Fixture       *f,
                   gconstpointer  data)
{
  static const char * const names[] = { "Ana", "East", "North", "West" };
  g_autoptr(BalutStore) store = store_test_open (f->path);
  g_autoptr(BeloteMatch) match = belote_test_played_match (2026, 501, names, 0xe);
  g_autoptr(GPtrArray) players = NULL;
  g_autoptr(GPtrArray) games = NULL;
  g_autoptr(GError) error = NULL;
  guint taken = 0, dedans = 0, capots = 0;
  int totals[BELOTE_N_TEAMS];

  for (guint n = 0; n < belote_match_get_n_deals (match); n++)
    {
      const BeloteDeal *deal = belote_match_get_deal (match, n);
      const BeloteDealScore *score = belote_match_get_score (match, n);

      if (score->capot_team == 0)
        capots++;
      if (deal->phase == BELOTE_PHASE_VOID || deal->taker != 0)
        continue;
      taken++;
      dedans += score->result == BELOTE_RESULT_DEDANS;
    }
  belote_match_get_totals (match, totals);
  g_test_message ("%u deals, %d – %d; Ana took %u, %u dedans", belote_match_get_n_deals (match),
                  totals[0], totals[1], taken, dedans);
  g_assert_cmpuint (belote_match_get_n_deals (match), >, 1);

  add_match (store, match, 1800000000);
  players = balut_store_list_belote_players (store, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (players->len, ==, 1);
  {
    const BelotePlayerStats *ana = g_ptr_array_index (players, 0);

    g_assert_cmpstr (ana->name, ==, "Ana");
    g_assert_cmpuint (ana->n_matches, ==, 1);
    g_assert_cmpuint (ana->n_won, ==, belote_match_get_winner (match) == 0);
    g_assert_cmpuint (ana->n_lost, ==, belote_match_get_winner (match) == 1);
    g_assert_cmpuint (ana->n_taken, ==, taken);
    g_assert_cmpuint (ana->n_dedans, ==, dedans);
    g_assert_cmpuint (ana->n_capots, ==, capots);
  }
  games = balut_store_list_games (store, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (games->len, ==, 0);
}

/* ------------------------------------------------------------------ */
/* Bad rows                                                            */
/* ------------------------------------------------------------------ */

/* Rows a hand edit or damage left (values against the columns' checks,
 * bytes that are not UTF-8, records that are not records): the views
 * read what they can and never crash; the export leaves out the matches
 * whose records are damaged, and says so; a record that does not load
 * says why. */
static void
test_bad_rows (Fixture       *f,
               gconstpointer  data)
{
  g_autofree char *history = g_build_filename (f->dir, "history.json", NULL);
  g_autoptr(GError) error = NULL;
  gint64 ids[3];
  GStatBuf st;
  sqlite3 *db;

  {
    g_autoptr(BalutStore) store = store_test_open (f->path);

    add_hand_made (store, ids);
  }

  /* rows that slipped past the store's checks: the file keeps the
   * identity its last check noted (its modification second), or the
   * next open would check it whole and set it aside as damaged — which
   * happened when this change crossed a second (test-store-recovery
   * covers that) */
  g_assert_cmpint (g_stat (f->path, &st), ==, 0);
  db = store_test_sqlite_open (f->path);
  store_test_sqlite_exec (db,
                          "PRAGMA ignore_check_constraints = ON;"
                          "UPDATE belote_matches SET winner = 7, school = 'chess', mode = 'by post', "
                          "  total0 = 9223372036854775807, total1 = -9223372036854775807, deals = -3, "
                          "  capots0 = 'many', team0 = CAST (X'C3284142' AS TEXT), finished = 99999999999999, "
                          "  record = 'not JSON' WHERE id = 1;"
                          "UPDATE belote_matches SET winner = 'two', target = 'x', dedans1 = 1e300, "
                          "  record = '{\"format\": \"balut-record\"}' WHERE id = 2;"
                          "UPDATE belote_matches SET record = CAST (X'7B22666F726D6174223A2262C3' AS TEXT) WHERE id = 3;"
                          "UPDATE belote_players SET seat = 9, name = CAST (X'FF' AS TEXT) "
                          "  WHERE match_id = 1 AND seat = 0;"
                          "UPDATE belote_players SET kind = 'alien', taken = -4, dedans = 'x' WHERE match_id = 3;");
  sqlite3_close (db);
  {
    struct utimbuf times = { st.st_atime, st.st_mtime };

    g_assert_cmpint (g_utime (f->path, &times), ==, 0);
  }

  {
    g_autoptr(BalutStore) store = store_test_open (f->path);
    g_autoptr(GPtrArray) matches = NULL;
    g_autoptr(GPtrArray) margins = NULL;
    g_autoptr(GPtrArray) players = NULL;
    g_autoptr(GPtrArray) skipped = NULL;
    guint n_games = 9, n_matches = 9;

    matches = balut_store_list_belote_matches (store, 0, 0, &error);
    g_assert_no_error (error);
    g_assert_cmpuint (matches->len, ==, 3);
    for (guint i = 0; i < matches->len; i++)
      {
        const BeloteMatchSummary *s = g_ptr_array_index (matches, i);

        for (guint t = 0; t < BELOTE_N_TEAMS; t++)
          g_assert_true (g_utf8_validate (s->team_names[t], -1, NULL));
        for (guint seat = 0; seat < BELOTE_N_SEATS; seat++)
          g_assert_true (g_utf8_validate (s->player_names[seat], -1, NULL));
        g_assert_nonnull (s->date);
        if (s->match_id == 1)
          {
            g_assert_cmpint (s->winner, ==, BELOTE_NO_TEAM);
            g_assert_cmpint (s->school, ==, BELOTE_SCHOOL_FAMILY);
            g_assert_cmpint (belote_match_summary_margin (s), >=, 0);
            g_assert_cmpstr (s->player_names[0], ==, "");
          }
        if (s->match_id == 2)
          g_assert_cmpint (s->winner, ==, BELOTE_NO_TEAM);
      }
    margins = balut_store_list_belote_margins (store, 10, &error);
    g_assert_no_error (error);
    g_assert_cmpuint (margins->len, ==, 1);
    players = balut_store_list_belote_players (store, &error);
    g_assert_no_error (error);
    for (guint i = 0; i < players->len; i++)
      {
        const BelotePlayerStats *p = g_ptr_array_index (players, i);

        g_assert_true (g_utf8_validate (p->name, -1, NULL));
        g_assert_cmpuint (p->n_dedans, <=, p->n_taken);
        g_assert_cmpfloat (belote_player_stats_dedans_rate (p), <=, 1.0);
      }

    /* every record, as it is; none of them loads */
    for (guint i = 0; i < 3; i++)
      {
        g_autofree char *record = balut_store_load_belote_record (store, ids[i], &error);
        g_autoptr(BeloteMatch) match = NULL;
        g_autoptr(GError) load_error = NULL;

        g_assert_no_error (error);
        g_assert_nonnull (record);
        match = belote_record_load_data (record, -1, &load_error);
        g_assert_null (match);
        g_assert_nonnull (load_error);
        g_assert_true (g_utf8_validate (load_error->message, -1, NULL));
      }

    g_assert_true (balut_store_export_history_full (store, history, &n_games, &n_matches, &skipped, &error));
    g_assert_no_error (error);
    g_assert_cmpuint (n_games, ==, 0);
    g_assert_cmpuint (n_matches, ==, 0);
    g_assert_cmpuint (skipped->len, ==, 3);
    for (guint i = 0; i < skipped->len; i++)
      {
        const BalutSkippedGame *s = g_ptr_array_index (skipped, i);

        g_assert_true (s->belote);
        g_assert_true (g_utf8_validate (s->why, -1, NULL));
        g_test_message ("match %" G_GINT64_FORMAT ": %s", s->game_id, s->why);
      }
  }
}

/* ------------------------------------------------------------------ */
/* The history export                                                  */
/* ------------------------------------------------------------------ */

/* Balut's games alone: the export has no "belote_matches" (as it always
 * was). With matches: each one after the games, its record whole (the
 * same JSON as the record), its teams and seats. */
static void
test_export (Fixture       *f,
             gconstpointer  data)
{
  g_autofree char *history = g_build_filename (f->dir, "history.json", NULL);
  g_autoptr(BalutStore) store = store_test_open (f->path);
  g_autoptr(GError) error = NULL;
  g_autofree char *text = NULL;
  g_autoptr(JsonParser) parser = json_parser_new ();
  g_autoptr(BeloteMatch) a = belote_test_pad_match (301, names_a, NULL, NULL, deals_a, G_N_ELEMENTS (deals_a));
  g_autofree char *record_a = belote_record_to_data (a, NULL);
  guint n_games = 0, n_matches = 0, n_written = 0;
  JsonObject *root, *match, *expected_record;
  JsonArray *matches;

  for (guint i = 0; i < 2; i++)
    {
      g_autoptr(BalutGame) game = store_test_play_game (BALUT_VARIANT_OLATHE, 60 + i, 2, maria_and_computer);

      store_test_add (store, game, BALUT_STORE_MODE_DIGITAL, NULL);
    }
  g_assert_true (balut_store_export_history (store, history, &n_written, NULL, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (n_written, ==, 2);
  g_assert_true (g_file_get_contents (history, &text, NULL, &error));
  g_assert_true (g_str_has_prefix (text, "{\"format\":\"balut-history\",\"version\":1,\"games\":[\n{"));
  g_assert_true (g_str_has_suffix (text, "}\n]}\n"));
  g_assert_null (strstr (text, "belote"));
  g_clear_pointer (&text, g_free);

  add_match (store, a, 1800000000);
  g_assert_true (balut_store_export_history_full (store, history, &n_games, &n_matches, NULL, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (n_games, ==, 2);
  g_assert_cmpuint (n_matches, ==, 1);
  g_assert_true (json_parser_load_from_file (parser, history, &error));
  g_assert_no_error (error);
  root = json_node_get_object (json_parser_get_root (parser));
  g_assert_cmpstr (json_object_get_string_member (root, "format"), ==, "balut-history");
  g_assert_cmpuint (json_array_get_length (json_object_get_array_member (root, "games")), ==, 2);
  matches = json_object_get_array_member (root, "belote_matches");
  g_assert_cmpuint (json_array_get_length (matches), ==, 1);
  match = json_array_get_object_element (matches, 0);
  g_assert_cmpstr (json_object_get_string_member (match, "mode"), ==, "pad");
  g_assert_cmpstr (json_object_get_string_member (match, "school"), ==, "family");
  g_assert_cmpint (json_object_get_int_member (match, "target"), ==, 301);
  g_assert_cmpint (json_object_get_int_member (match, "winner"), ==, 0);
  g_assert_cmpint (json_object_get_int_member (match, "deals"), ==, 3);
  {
    JsonArray *teams = json_object_get_array_member (match, "teams");
    JsonArray *seats = json_object_get_array_member (match, "players");
    JsonObject *us = json_array_get_object_element (teams, 0);

    g_assert_cmpstr (json_object_get_string_member (us, "name"), ==, "Ana & Ben");
    g_assert_cmpint (json_object_get_int_member (us, "total"), ==, 514);
    g_assert_cmpint (json_object_get_int_member (us, "capots"), ==, 1);
    g_assert_cmpuint (json_array_get_length (seats), ==, 4);
    g_assert_cmpstr (json_object_get_string_member (json_array_get_object_element (seats, 3), "name"), ==, "Dora");
    g_assert_cmpint (json_object_get_int_member (json_array_get_object_element (seats, 1), "dedans"), ==, 1);
  }
  {
    g_autoptr(JsonParser) record_parser = json_parser_new ();

    g_assert_true (json_parser_load_from_data (record_parser, record_a, -1, &error));
    expected_record = json_node_get_object (json_parser_get_root (record_parser));
    g_assert_true (json_node_equal (json_parser_get_root (record_parser),
                                    json_object_get_member (match, "record")));
    g_assert_nonnull (expected_record);
  }
}

/* ------------------------------------------------------------------ */
/* Several processes                                                   */
/* ------------------------------------------------------------------ */

static int
writer_main (int   argc,
             char *argv[])
{
  g_autoptr(BalutStore) store = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(BalutGame) game = NULL;
  guint first, n;

  if (argc != 5)
    {
      fprintf (stderr, "usage: %s writer DB FIRST N\n", argv[0]);
      return 2;
    }
  first = (guint) g_ascii_strtoull (argv[3], NULL, 10);
  n = (guint) g_ascii_strtoull (argv[4], NULL, 10);
  game = store_test_play_game (BALUT_VARIANT_STANDARD, 5, 1, maria_and_computer);

  store = balut_store_open (argv[2], &error);
  if (store == NULL)
    {
      fprintf (stderr, "writer: %s\n", error->message);
      return 1;
    }
  printf ("ready\n");
  fflush (stdout);

  for (guint i = first; n == 0 || i < first + n; i++)
    {
      g_autoptr(BeloteMatch) match = numbered_match (i);
      gint64 id = balut_store_add_belote_match (store, match, NULL, &error);

      if (id <= 0)
        {
          fprintf (stderr, "writer: %s\n", error->message);
          return 1;
        }
      printf ("%" G_GINT64_FORMAT " %u\n", id, i);
      fflush (stdout);
      /* and a Balut game between (the same one: recorded once) */
      if (balut_store_add_game (store, game, BALUT_STORE_MODE_DIGITAL, NULL, &error) <= 0)
        {
          fprintf (stderr, "writer: %s\n", error->message);
          return 1;
        }
    }
  return 0;
}

typedef struct
{
  GSubprocess      *process;
  GDataInputStream *out;
} Writer;

static void
writer_start (Writer     *w,
              const char *db,
              guint       first,
              guint       n)
{
  g_autofree char *first_arg = g_strdup_printf ("%u", first);
  g_autofree char *n_arg = g_strdup_printf ("%u", n);
  g_autoptr(GError) error = NULL;
  g_autofree char *line = NULL;

  w->process = g_subprocess_new (G_SUBPROCESS_FLAGS_STDOUT_PIPE, &error,
                                 self_exe, "writer", db, first_arg, n_arg, NULL);
  g_assert_no_error (error);
  w->out = g_data_input_stream_new (g_subprocess_get_stdout_pipe (w->process));
  line = g_data_input_stream_read_line_utf8 (w->out, NULL, NULL, &error);
  g_assert_no_error (error);
  g_assert_cmpstr (line, ==, "ready");
}

/* One "ID INDEX" line into @committed (index → id: a match reported
 * again has its first id); FALSE at the end */
static gboolean
writer_read_line (Writer     *w,
                  GHashTable *committed)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *line = g_data_input_stream_read_line_utf8 (w->out, NULL, NULL, &error);
  gint64 id;
  guint index;

  g_assert_no_error (error);
  if (line == NULL)
    return FALSE;
  g_assert_cmpint (sscanf (line, "%" G_GINT64_FORMAT " %u", &id, &index), ==, 2);
  if (g_hash_table_contains (committed, GUINT_TO_POINTER (index)))
    g_assert_cmpint (*(gint64 *) g_hash_table_lookup (committed, GUINT_TO_POINTER (index)), ==, id);
  else
    g_hash_table_insert (committed, GUINT_TO_POINTER (index), g_memdup2 (&id, sizeof id));
  return TRUE;
}

static void
writer_clear (Writer *w)
{
  g_clear_object (&w->out);
  g_clear_object (&w->process);
}

/* Every match reported committed is there once, with its whole record */
static void
assert_committed (const char *db_path,
                  GHashTable *committed)
{
  g_autoptr(BalutStore) store = store_test_open (db_path);
  g_autofree char *integrity = store_test_integrity (db_path);
  GHashTableIter iter;
  gpointer key, value;
  sqlite3 *db;

  g_assert_cmpstr (integrity, ==, "ok");
  g_hash_table_iter_init (&iter, committed);
  while (g_hash_table_iter_next (&iter, &key, &value))
    {
      g_autoptr(BeloteMatch) match = numbered_match (GPOINTER_TO_UINT (key));
      g_autofree char *expected = belote_record_to_data (match, NULL);
      g_autoptr(GError) error = NULL;
      g_autofree char *record = balut_store_load_belote_record (store, *(gint64 *) value, &error);

      g_assert_no_error (error);
      g_assert_cmpstr (record, ==, expected);
    }
  db = store_test_sqlite_open (db_path);
  /* once each: as many rows as records */
  g_assert_cmpint (store_test_sqlite_int (db, "SELECT count(*) FROM belote_matches"), ==,
                   store_test_sqlite_int (db, "SELECT count(DISTINCT record) FROM belote_matches"));
  g_assert_cmpint (store_test_sqlite_int (db, "SELECT count(*) FROM belote_players"), ==,
                   4 * store_test_sqlite_int (db, "SELECT count(*) FROM belote_matches"));
  g_assert_cmpint (store_test_sqlite_int (db, "SELECT count(*) FROM games"), <=, 1);
  sqlite3_close (db);
}

/* Two processes record the same 40 matches at the same time (and the
 * same Balut game after each): 40 matches, once each; the file intact */
static void
test_two_writers (Fixture       *f,
                  gconstpointer  data)
{
  g_autoptr(GHashTable) first = g_hash_table_new_full (NULL, NULL, NULL, g_free);
  g_autoptr(GHashTable) second = g_hash_table_new_full (NULL, NULL, NULL, g_free);
  Writer w[2] = { { NULL, }, };
  GHashTableIter iter;
  gpointer key, value;
  sqlite3 *db;

  g_object_unref (store_test_open (f->path));
  writer_start (&w[0], f->path, 0, 40);
  writer_start (&w[1], f->path, 0, 40);
  while (writer_read_line (&w[0], first))
    ;
  while (writer_read_line (&w[1], second))
    ;
  for (guint i = 0; i < 2; i++)
    {
      g_autoptr(GError) error = NULL;

      g_assert_true (g_subprocess_wait_check (w[i].process, NULL, &error));
      g_assert_no_error (error);
      writer_clear (&w[i]);
    }
  g_assert_cmpuint (g_hash_table_size (first), ==, 40);
  g_assert_cmpuint (g_hash_table_size (second), ==, 40);
  /* both were told the same id for each match */
  g_hash_table_iter_init (&iter, first);
  while (g_hash_table_iter_next (&iter, &key, &value))
    g_assert_cmpint (*(gint64 *) value, ==, *(gint64 *) g_hash_table_lookup (second, key));

  assert_committed (f->path, first);
  db = store_test_sqlite_open (f->path);
  g_assert_cmpint (store_test_sqlite_int (db, "SELECT count(*) FROM belote_matches"), ==, 40);
  g_assert_cmpint (store_test_sqlite_int (db, "SELECT count(*) FROM games"), ==, 1);
  sqlite3_close (db);
}

#define N_KILLS 20

/* A writer killed (SIGKILL) at a random moment, 20 times (the moments
 * from a fixed seed), each time starting again from the match after the
 * last one it reported and the one before (which may be there already:
 * recorded once): the file intact after each kill, every match reported
 * there, once. */
static void
test_killed_writer (Fixture       *f,
                    gconstpointer  data)
{
  g_autoptr(GHashTable) committed = g_hash_table_new_full (NULL, NULL, NULL, g_free);
  g_autoptr(GRand) rand = g_rand_new_with_seed (2828);
  guint next = 0;

  for (guint round = 0; round < N_KILLS; round++)
    {
      Writer w = { NULL, };
      gulong delay = (gulong) g_rand_int_range (rand, 0, 40) * 1000;

      writer_start (&w, f->path, next > 0 ? next - 1 : 0, 0);
      g_usleep (delay);
      g_subprocess_force_exit (w.process);
      while (writer_read_line (&w, committed))
        ;
      g_assert_true (g_subprocess_wait (w.process, NULL, NULL));
      g_assert_true (g_subprocess_get_if_signaled (w.process));
      writer_clear (&w);
      while (g_hash_table_contains (committed, GUINT_TO_POINTER (next)))
        next++;

      {
        g_autofree char *integrity = store_test_integrity (f->path);

        g_assert_cmpstr (integrity, ==, "ok");
      }
    }
  g_test_message ("%u matches reported committed over %d kills", g_hash_table_size (committed), N_KILLS);
  g_assert_cmpuint (g_hash_table_size (committed), >, 0);
  assert_committed (f->path, committed);
}

int
main (int   argc,
      char *argv[])
{
  int status;

  if (argc >= 2 && g_str_equal (argv[1], "writer"))
    return writer_main (argc, argv);

  g_test_init (&argc, &argv, NULL);
  g_test_set_nonfatal_assertions ();
  self_exe = g_canonicalize_filename (argv[0], NULL);

  ADD_TEST ("/belote/store/migration/from-version-4-balut-byte-identical", test_migration_v4);
  ADD_TEST ("/belote/store/migration/read-only-version-4", test_read_only_v4);
  ADD_TEST ("/belote/store/migration/newer-version", test_newer_version);
  ADD_TEST ("/belote/store/migration/hostile-trigger", test_hostile_trigger);
  ADD_TEST ("/belote/store/add/once", test_add_once);
  ADD_TEST ("/belote/store/add/once-two-stores", test_add_once_two_stores);
  ADD_TEST ("/belote/store/delete", test_delete);
  ADD_TEST ("/belote/store/stats/hand-made-B15-B23-B24-B25", test_stats_hand_made);
  ADD_TEST ("/belote/store/stats/played-computers-left-out", test_stats_played);
  ADD_TEST ("/belote/store/bad-rows", test_bad_rows);
  ADD_TEST ("/belote/store/export-history", test_export);
#ifndef G_OS_WIN32
  ADD_TEST ("/belote/store/processes/two-writers", test_two_writers);
  ADD_TEST ("/belote/store/processes/sigkill-20-times", test_killed_writer);
#endif

  status = g_test_run ();
  g_free (self_exe);
  return status;
}
