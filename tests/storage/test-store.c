/* test-store.c — the finished games in SQLite: high scores (R22),
 * history, statistics, export, migration and bad files
 *
 * SPDX-FileCopyrightText: 2026 The Balut developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Expected values are computed here from the games themselves (the
 * engine's sheets, and the reference of tests/balut-game for the statistics),
 * never read back from the store to check the store.
 */

#include <errno.h>
#include <string.h>
#include <glib/gstdio.h>
#include <sys/stat.h>

#include "balut-store-private.h"
#include "balut-record.h"
#include "store-test-util.h"

typedef struct
{
  char *dir;
  char *path;
} Fixture;

static void
fixture_set_up (Fixture       *f,
                gconstpointer  data)
{
  f->dir = balut_test_make_tmp_dir ("balut-store-XXXXXX");
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

/* ------------------------------------------------------------------ */
/* Opening                                                             */
/* ------------------------------------------------------------------ */

static void
test_default_path (void)
{
  store_test_assert_default_path (balut_store_dup_default_path, "balut.db");
}

/* The folder (0700) and the file are made; WAL mode, schema version 2,
 * Balut's application id. */
static void
test_open_creates (Fixture       *f,
                   gconstpointer  data)
{
  g_autofree char *deep = g_build_filename (f->dir, "a", "b", "balut.db", NULL);
  g_autofree char *deep_dir = g_path_get_dirname (deep);
  g_autoptr(BalutStore) store = store_test_open (deep);
  g_autoptr(GBytes) header = NULL;
  g_autoptr(GPtrArray) games = NULL;
  g_autoptr(GError) error = NULL;
  const guint8 *bytes;
  sqlite3 *db;
  GStatBuf st;

  g_assert_cmpint (g_stat (deep_dir, &st), ==, 0);
  g_assert_cmpint (st.st_mode & 0777, ==, 0700);
  g_assert_true (g_file_test (deep, G_FILE_TEST_IS_REGULAR));
  g_assert_cmpstr (balut_store_get_path (store), ==, deep);
  g_assert_false (balut_store_is_read_only (store));
  g_assert_cmpuint (balut_store_get_file_version (store), ==, BALUT_STORE_SCHEMA_VERSION);

  games = balut_store_list_games (store, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (games->len, ==, 0);
  g_clear_object (&store);

  /* bytes 18 and 19 of the header are 2 in WAL mode */
  header = store_test_read_file (deep);
  bytes = g_bytes_get_data (header, NULL);
  g_assert_cmpmem (bytes, 16, "SQLite format 3", 16);
  g_assert_cmpuint (bytes[18], ==, 2);
  g_assert_cmpuint (bytes[19], ==, 2);

  db = store_test_sqlite_open (deep);
  g_assert_cmpint (store_test_sqlite_int (db, "PRAGMA user_version"), ==, BALUT_STORE_SCHEMA_VERSION);
  g_assert_cmpint (store_test_sqlite_int (db, "PRAGMA application_id"), ==, BALUT_STORE_APPLICATION_ID);
  g_assert_cmpint (store_test_sqlite_int (db, "SELECT count(*) FROM sqlite_schema WHERE type = 'index' "
                                              "AND name = 'players_by_points'"), ==, 1);
  sqlite3_close (db);

  /* and it opens again */
  store = store_test_open (deep);
  g_assert_cmpuint (balut_store_get_file_version (store), ==, BALUT_STORE_SCHEMA_VERSION);
}

/* ------------------------------------------------------------------ */
/* Recording and reading back                                          */
/* ------------------------------------------------------------------ */

typedef struct
{
  BalutGame      *game;
  BalutStoreMode  mode;
  GDateTime      *date;
  gint64          id;
} Played;

static void
played_clear (gpointer data)
{
  Played *p = data;

  g_clear_object (&p->game);
  g_clear_pointer (&p->date, g_date_time_unref);
}

/* Six games of every variant, 1 to 3 seats, humans and a computer;
 * dates not in the order of insertion. */
static GArray *
record_some_games (BalutStore *store)
{
  static const struct { BalutVariant variant; guint n; gint day; BalutStoreMode mode; } plan[] = {
    { BALUT_VARIANT_STANDARD, 3, 5, BALUT_STORE_MODE_DIGITAL },
    { BALUT_VARIANT_JACKPOT, 2, 3, BALUT_STORE_MODE_SCORING_PAD },
    { BALUT_VARIANT_OLATHE, 1, 9, BALUT_STORE_MODE_DIGITAL },
    { BALUT_VARIANT_STANDARD, 1, 1, BALUT_STORE_MODE_DIGITAL },
    { BALUT_VARIANT_STANDARD, 2, 7, BALUT_STORE_MODE_SCORING_PAD },
    { BALUT_VARIANT_JACKPOT, 3, 2, BALUT_STORE_MODE_DIGITAL },
  };
  GArray *played = g_array_new (FALSE, TRUE, sizeof (Played));

  g_array_set_clear_func (played, played_clear);
  for (guint i = 0; i < G_N_ELEMENTS (plan); i++)
    {
      Played p = { NULL, };

      p.game = store_test_play_game (plan[i].variant, 500 + i, plan[i].n, maria_and_computer);
      p.mode = plan[i].mode;
      if (p.mode == BALUT_STORE_MODE_SCORING_PAD)
        {
          /* the same dice and boxes, entered from the table */
          BalutGame *pad = balut_test_pad_copy (p.game);

          g_object_unref (p.game);
          p.game = pad;
        }
      p.date = store_test_date (2026, 1, plan[i].day, 10 + i, 30, 15);
      p.id = store_test_add (store, p.game, p.mode, p.date);
      g_array_append_val (played, p);
    }
  return played;
}

static const Played *
find_played (GArray *played,
             gint64  id)
{
  for (guint i = 0; i < played->len; i++)
    if (g_array_index (played, Played, i).id == id)
      return &g_array_index (played, Played, i);
  g_assert_not_reached ();
  return NULL;
}

static void
assert_summary (const BalutGameSummary *s,
                const Played           *p)
{
  guint n = balut_game_get_n_players (p->game);

  g_assert_cmpint (s->game_id, ==, p->id);
  g_assert_true (g_date_time_equal (s->date, p->date));
  g_assert_cmpint (s->variant, ==, balut_game_get_variant (p->game));
  g_assert_cmpint (s->mode, ==, p->mode);
  g_assert_cmpint (s->assisted, ==, balut_game_get_assisted (p->game));
  g_assert_cmpuint (s->n_players, ==, n);
  g_assert_cmpuint (g_strv_length (s->names), ==, n);
  for (guint i = 0; i < n; i++)
    {
      BalutPlayer *player = balut_game_get_player (p->game, i);

      g_assert_cmpstr (s->names[i], ==, balut_player_get_name (player));
      g_assert_cmpint (s->points[i], ==, balut_player_get_final_points (player));
      g_assert_cmpuint (s->score_totals[i], ==, balut_player_get_score_total (player));
      /* R22 */
      g_assert_cmpuint (s->places[i], ==, balut_game_get_place (p->game, i));
    }
}

static void
test_add_and_list (Fixture       *f,
                   gconstpointer  data)
{
  g_autoptr(BalutStore) store = store_test_open (f->path);
  g_autoptr(GArray) played = record_some_games (store);
  g_autoptr(GPtrArray) games = NULL;
  g_autoptr(GError) error = NULL;

  for (guint i = 1; i < played->len; i++)
    g_assert_cmpint (g_array_index (played, Played, i).id, >, g_array_index (played, Played, i - 1).id);

  games = balut_store_list_games (store, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (games->len, ==, played->len);
  for (guint i = 0; i < games->len; i++)
    {
      const BalutGameSummary *s = g_ptr_array_index (games, i);

      assert_summary (s, find_played (played, s->game_id));
      /* newest first */
      if (i > 0)
        {
          const BalutGameSummary *prev = g_ptr_array_index (games, i - 1);

          g_assert_cmpint (g_date_time_compare (prev->date, s->date), >, 0);
        }
    }
}

/* The record comes back byte for byte, and loads as the same game. */
static void
test_get_record (Fixture       *f,
                 gconstpointer  data)
{
  g_autoptr(BalutStore) store = store_test_open (f->path);
  g_autoptr(GArray) played = record_some_games (store);
  g_autoptr(GError) error = NULL;
  g_autofree char *missing = NULL;

  for (guint i = 0; i < played->len; i++)
    {
      const Played *p = &g_array_index (played, Played, i);
      g_autofree char *expected = balut_record_to_data (p->game, NULL);
      g_autofree char *record = balut_store_load_record (store, p->id, &error);
      g_autoptr(BalutGame) loaded = NULL;

      g_assert_no_error (error);
      g_assert_cmpstr (record, ==, expected);
      loaded = balut_record_load_data (record, -1, &error);
      g_assert_no_error (error);
      balut_test_assert_same_game (loaded, p->game);
    }

  missing = balut_store_load_record (store, 999, &error);
  g_assert_null (missing);
  g_assert_error (error, BALUT_STORE_ERROR, BALUT_STORE_ERROR_NOT_FOUND);
  g_assert_nonnull (strstr (error->message, "999"));
}

/* Only a finished game is recorded; a refusal adds nothing. */
static void
test_add_unfinished (Fixture       *f,
                     gconstpointer  data)
{
  g_autoptr(BalutStore) store = store_test_open (f->path);
  g_autoptr(BalutGame) game = balut_test_new_game (BALUT_VARIANT_STANDARD, 3, 2);
  g_autoptr(GPtrArray) games = NULL;
  g_autoptr(GError) error = NULL;

  balut_test_roll (game);
  balut_test_enter (game, BALUT_CATEGORY_CHOICE, 0);
  g_assert_cmpint (balut_store_add_game (store, game, BALUT_STORE_MODE_DIGITAL, NULL, &error), ==, 0);
  g_assert_error (error, BALUT_STORE_ERROR, BALUT_STORE_ERROR_FAILED);
  g_clear_error (&error);

  games = balut_store_list_games (store, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (games->len, ==, 0);
}

/* A game is recorded once: adding it again (its save was not removed,
 * Balut was killed between the two) gives its id and adds nothing, also
 * from another connection and from the game read back from its record;
 * a game that differs in anything (another seed, a name) is another game */
static void
test_add_idempotent (Fixture       *f,
                     gconstpointer  data)
{
  g_autoptr(BalutStore) store = store_test_open (f->path);
  g_autoptr(BalutStore) other = NULL;
  g_autoptr(BalutGame) game = store_test_play_game (BALUT_VARIANT_STANDARD, 5, 2, maria_and_computer);
  g_autoptr(BalutGame) same_seed = store_test_play_game (BALUT_VARIANT_STANDARD, 5, 2, maria_and_computer);
  g_autoptr(BalutGame) other_seed = store_test_play_game (BALUT_VARIANT_STANDARD, 6, 2, maria_and_computer);
  g_autoptr(BalutGame) reread = NULL;
  g_autofree char *record = balut_record_to_data (game, NULL);
  g_autoptr(GPtrArray) games = NULL;
  g_autoptr(GError) error = NULL;
  gint64 id, again;

  id = store_test_add (store, game, BALUT_STORE_MODE_DIGITAL, NULL);
  again = balut_store_add_game (store, game, BALUT_STORE_MODE_DIGITAL, NULL, &error);
  g_assert_no_error (error);
  g_assert_cmpint (again, ==, id);

  /* the same game played again from its seed, and read from its record */
  again = balut_store_add_game (store, same_seed, BALUT_STORE_MODE_DIGITAL, NULL, &error);
  g_assert_no_error (error);
  g_assert_cmpint (again, ==, id);
  reread = balut_record_load_data (record, -1, &error);
  g_assert_no_error (error);
  other = store_test_open (f->path);
  again = balut_store_add_game (other, reread, BALUT_STORE_MODE_DIGITAL, NULL, &error);
  g_assert_no_error (error);
  g_assert_cmpint (again, ==, id);

  games = balut_store_list_games (store, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (games->len, ==, 1);
  g_clear_pointer (&games, g_ptr_array_unref);

  /* another game is recorded */
  again = store_test_add (store, other_seed, BALUT_STORE_MODE_DIGITAL, NULL);
  g_assert_cmpint (again, !=, id);
  games = balut_store_list_games (store, &error);
  g_assert_cmpuint (games->len, ==, 2);
}

/* Writing over a file keeps its permissions: the history export and a
 * saved record over a 0600 file leave it 0600 (they made it 0644) */
static void
test_export_keeps_mode (Fixture       *f,
                        gconstpointer  data)
{
  g_autoptr(BalutStore) store = store_test_open (f->path);
  g_autoptr(BalutGame) game = store_test_play_game (BALUT_VARIANT_STANDARD, 77, 2, maria_and_computer);
  g_autofree char *history = g_build_filename (f->dir, "history.json", NULL);
  g_autofree char *record = g_build_filename (f->dir, "game.json", NULL);
  g_autoptr(GError) error = NULL;
  GStatBuf st;

  store_test_add (store, game, BALUT_STORE_MODE_DIGITAL, NULL);
  store_test_write_file (history, "old", 3);
  store_test_write_file (record, "old", 3);
  g_assert_cmpint (g_chmod (history, 0600), ==, 0);
  g_assert_cmpint (g_chmod (record, 0600), ==, 0);

  g_assert_true (balut_store_export_history (store, history, NULL, NULL, &error));
  g_assert_no_error (error);
  g_assert_true (balut_record_save_to_file (game, record, &error));
  g_assert_no_error (error);
  g_assert_cmpint (g_stat (history, &st), ==, 0);
  g_assert_cmpint (st.st_mode & 0777, ==, 0600);
  g_assert_cmpint (g_stat (record, &st), ==, 0);
  g_assert_cmpint (st.st_mode & 0777, ==, 0600);
  g_assert_cmpuint (st.st_size, >, 3);
}

/* The history a page at a time: the pages of list_recent_games, one
 * after the other, are list_games's list (newest first, R22's order of
 * the seats kept) */
static void
test_history_pages (Fixture       *f,
                    gconstpointer  data)
{
  g_autoptr(BalutStore) store = store_test_open (f->path);
  g_autoptr(GPtrArray) all = NULL;
  g_autoptr(GError) error = NULL;
  guint n = 0;

  for (guint i = 0; i < 23; i++)
    {
      g_autoptr(BalutGame) game = store_test_play_game (i % BALUT_N_VARIANTS, 900 + i, 1 + i % 3, maria_and_computer);
      /* some on the same second: the id decides */
      g_autoptr(GDateTime) date = store_test_date (2026, 4, 1 + i / 2, 12, 0, 0);

      store_test_add (store, game, BALUT_STORE_MODE_DIGITAL, date);
    }
  all = balut_store_list_games (store, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (all->len, ==, 23);

  for (guint offset = 0; offset < all->len + 5; offset += 5)
    {
      g_autoptr(GPtrArray) page = balut_store_list_recent_games (store, offset, 5, &error);

      g_assert_no_error (error);
      g_assert_cmpuint (page->len, ==, MIN (5, all->len - MIN (offset, all->len)));
      for (guint i = 0; i < page->len; i++)
        {
          const BalutGameSummary *a = g_ptr_array_index (page, i);
          const BalutGameSummary *b = g_ptr_array_index (all, offset + i);

          g_assert_cmpint (a->game_id, ==, b->game_id);
          g_assert_cmpuint (a->n_players, ==, b->n_players);
          g_assert_cmpstr (a->names[0], ==, b->names[0]);
          n++;
        }
    }
  g_assert_cmpuint (n, ==, all->len);
}

/* No date: now. */
static void
test_add_now (Fixture       *f,
              gconstpointer  data)
{
  g_autoptr(BalutStore) store = store_test_open (f->path);
  g_autoptr(BalutGame) game = store_test_play_game (BALUT_VARIANT_OLATHE, 8, 1, maria_and_computer);
  g_autoptr(GDateTime) before = g_date_time_new_now_local ();
  g_autoptr(GDateTime) after = NULL;
  g_autoptr(GPtrArray) games = NULL;
  g_autoptr(GError) error = NULL;
  const BalutGameSummary *s;

  store_test_add (store, game, BALUT_STORE_MODE_DIGITAL, NULL);
  after = g_date_time_new_now_local ();
  games = balut_store_list_games (store, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (games->len, ==, 1);
  s = g_ptr_array_index (games, 0);
  g_assert_cmpint (g_date_time_to_unix (s->date), >=, g_date_time_to_unix (before));
  g_assert_cmpint (g_date_time_to_unix (s->date), <=, g_date_time_to_unix (after));
}

/* A game taken out again (its last entry undone after the end): gone
 * with its players, the other games kept; a second removal is refused */
static void
test_delete (Fixture       *f,
             gconstpointer  data)
{
  g_autoptr(BalutStore) store = store_test_open (f->path);
  g_autoptr(BalutGame) first = store_test_play_game (BALUT_VARIANT_STANDARD, 21, 1, maria_and_computer);
  g_autoptr(BalutGame) second = store_test_play_game (BALUT_VARIANT_STANDARD, 22, 1, maria_and_computer);
  g_autoptr(GPtrArray) games = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *record = NULL;
  gint64 a, b;

  a = store_test_add (store, first, BALUT_STORE_MODE_DIGITAL, NULL);
  b = store_test_add (store, second, BALUT_STORE_MODE_DIGITAL, NULL);
  g_assert_true (balut_store_delete_game (store, a, &error));
  g_assert_no_error (error);

  games = balut_store_list_games (store, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (games->len, ==, 1);
  g_assert_cmpint (((BalutGameSummary *) g_ptr_array_index (games, 0))->game_id, ==, b);
  record = balut_store_load_record (store, a, &error);
  g_assert_null (record);
  g_assert_error (error, BALUT_STORE_ERROR, BALUT_STORE_ERROR_NOT_FOUND);
  g_clear_error (&error);

  g_assert_false (balut_store_delete_game (store, a, &error));
  g_assert_error (error, BALUT_STORE_ERROR, BALUT_STORE_ERROR_NOT_FOUND);
}

/* ------------------------------------------------------------------ */
/* High scores (R22)                                                   */
/* ------------------------------------------------------------------ */

static GPtrArray *
high_scores_of_mode (BalutStore     *store,
                     BalutVariant    variant,
                     BalutStoreMode  mode,
                     guint           limit)
{
  g_autoptr(GError) error = NULL;
  GPtrArray *entries = balut_store_list_high_scores (store, variant, mode, limit, &error);

  g_assert_no_error (error);
  g_assert_nonnull (entries);
  return entries;
}

/* the games played on the screen */
static GPtrArray *
high_scores (BalutStore   *store,
             BalutVariant  variant,
             guint         limit)
{
  return high_scores_of_mode (store, variant, BALUT_STORE_MODE_DIGITAL, limit);
}

static const guint8 dice_low[BALUT_N_DICE] = { 1, 1, 2, 2, 3 };     /* Choice only: 36, −2 */
static const guint8 dice_low_b[BALUT_N_DICE] = { 1, 1, 2, 2, 4 };   /* Fours and Choice: 56, −2 */
static const guint8 dice_fives[BALUT_N_DICE] = { 5, 5, 5, 5, 5 };
static const guint8 dice_sixes[BALUT_N_DICE] = { 6, 6, 6, 6, 6 };

/* R22: points, then score total, then the earlier date, then the game
 * id; every tie made on purpose. */
static void
test_high_scores_order (Fixture       *f,
                        gconstpointer  data)
{
  static const StoreTestSeat solo[] = { { "Maria", BALUT_PLAYER_HUMAN } };
  const guint8 (*patterns[])[BALUT_N_DICE] = {
    &dice_low, &dice_low_b, &dice_low, &dice_sixes, &dice_low, &dice_fives, &dice_low_b,
  };
  /* the dates of the games above: two same-score games on one date */
  static const gint days[] = { 20, 10, 12, 5, 12, 6, 11 };
  g_autoptr(BalutStore) store = store_test_open (f->path);
  g_autoptr(GPtrArray) entries = NULL;
  g_autoptr(GPtrArray) top3 = NULL;
  gint64 ids[G_N_ELEMENTS (patterns)];
  gint points[G_N_ELEMENTS (patterns)];
  guint totals[G_N_ELEMENTS (patterns)];
  guint order[G_N_ELEMENTS (patterns)];
  guint n = G_N_ELEMENTS (patterns);

  for (guint i = 0; i < n; i++)
    {
      g_autoptr(BalutGame) game = store_test_scripted_game (BALUT_VARIANT_STANDARD, 1, solo, patterns[i]);
      g_autoptr(GDateTime) date = store_test_date (2026, 3, days[i], 12, 0, 0);

      points[i] = balut_player_get_final_points (balut_game_get_player (game, 0));
      totals[i] = balut_player_get_score_total (balut_game_get_player (game, 0));
      ids[i] = store_test_add (store, game, BALUT_STORE_MODE_DIGITAL, date);
    }
  /* the ties the test is about */
  g_assert_cmpint (points[0], ==, points[1]);
  g_assert_cmpuint (totals[0], <, totals[1]);
  g_assert_cmpint (points[2], ==, points[4]);
  g_assert_cmpuint (totals[2], ==, totals[4]);
  g_assert_cmpint (points[3], >, points[5]);
  g_assert_cmpint (points[5], >, points[0]);

  /* the order by hand: sixes, fives, then the −2 games: the higher
   * total (56: days 10, 11), then 36 (days 12, 12 by id, then 20) */
  {
    const guint expected[] = { 3, 5, 1, 6, 2, 4, 0 };

    memcpy (order, expected, sizeof order);
  }

  entries = high_scores (store, BALUT_VARIANT_STANDARD, 10);
  g_assert_cmpuint (entries->len, ==, n);
  for (guint i = 0; i < n; i++)
    {
      const BalutScoreEntry *e = g_ptr_array_index (entries, i);
      g_autoptr(GDateTime) date = store_test_date (2026, 3, days[order[i]], 12, 0, 0);

      g_assert_cmpint (e->game_id, ==, ids[order[i]]);
      g_assert_cmpint (e->points, ==, points[order[i]]);
      g_assert_cmpuint (e->score_total, ==, totals[order[i]]);
      g_assert_true (g_date_time_equal (e->date, date));
      g_assert_cmpstr (e->name, ==, "Maria");
      g_assert_false (e->assisted);
    }

  /* the Baluts: four in each game of five of a kind */
  g_assert_cmpuint (((BalutScoreEntry *) g_ptr_array_index (entries, 0))->n_baluts, ==, 4);
  g_assert_cmpuint (((BalutScoreEntry *) g_ptr_array_index (entries, 6))->n_baluts, ==, 0);

  top3 = high_scores (store, BALUT_VARIANT_STANDARD, 3);
  g_assert_cmpuint (top3->len, ==, 3);
  for (guint i = 0; i < 3; i++)
    g_assert_cmpint (((BalutScoreEntry *) g_ptr_array_index (top3, i))->game_id, ==, ids[order[i]]);
}

/* Only the variant and the mode asked for (the games scored on the pad
 * have tables of their own, and never appear in the others); only
 * people, not the computer. */
static void
test_high_scores_variant_and_humans (Fixture       *f,
                                     gconstpointer  data)
{
  g_autoptr(BalutStore) store = store_test_open (f->path);
  g_autoptr(GArray) played = record_some_games (store);
  guint n_pad_lines = 0;

  for (guint t = 0; t < 2 * BALUT_N_VARIANTS; t++)
    {
      BalutVariant v = t % BALUT_N_VARIANTS;
      BalutStoreMode mode = t < BALUT_N_VARIANTS ? BALUT_STORE_MODE_DIGITAL : BALUT_STORE_MODE_SCORING_PAD;
      g_autoptr(GPtrArray) entries = high_scores_of_mode (store, v, mode, 0);
      guint expected = 0;

      for (guint i = 0; i < played->len; i++)
        {
          const Played *p = &g_array_index (played, Played, i);

          if (balut_game_get_variant (p->game) != v || p->mode != mode)
            continue;
          for (guint s = 0; s < balut_game_get_n_players (p->game); s++)
            expected += balut_player_get_kind (balut_game_get_player (p->game, s)) == BALUT_PLAYER_HUMAN;
        }
      g_assert_cmpuint (entries->len, ==, expected);

      for (guint i = 0; i < entries->len; i++)
        {
          const BalutScoreEntry *e = g_ptr_array_index (entries, i);
          const Played *p = find_played (played, e->game_id);
          gboolean found = FALSE;

          g_assert_cmpint (balut_game_get_variant (p->game), ==, v);
          g_assert_cmpint (p->mode, ==, mode);
          g_assert_cmpint (balut_store_mode_for_game (p->game), ==, mode);
          n_pad_lines += mode == BALUT_STORE_MODE_SCORING_PAD;
          g_assert_cmpstr (e->name, !=, "Computer");
          for (guint s = 0; s < balut_game_get_n_players (p->game); s++)
            {
              BalutPlayer *player = balut_game_get_player (p->game, s);

              if (g_str_equal (balut_player_get_name (player), e->name))
                {
                  g_assert_cmpint (balut_player_get_kind (player), ==, BALUT_PLAYER_HUMAN);
                  g_assert_cmpint (e->points, ==, balut_player_get_final_points (player));
                  g_assert_cmpuint (e->score_total, ==, balut_player_get_score_total (player));
                  g_assert_cmpuint (e->n_baluts, ==,
                                    balut_scoresheet_get_n_baluts (balut_player_get_sheet (player)));
                  found = TRUE;
                }
            }
          g_assert_true (found);

          /* R22 */
          if (i > 0)
            {
              const BalutScoreEntry *prev = g_ptr_array_index (entries, i - 1);

              g_assert_true (prev->points > e->points
                             || (prev->points == e->points && prev->score_total > e->score_total)
                             || (prev->points == e->points && prev->score_total == e->score_total
                                 && g_date_time_compare (prev->date, e->date) <= 0));
            }
        }
    }
  /* the plan has pad games with people in them: the test is not empty */
  g_assert_cmpuint (n_pad_lines, >, 0);
}

/* The mode given must be the game's own: a contradiction is a
 * programmer error, and nothing is recorded. */
static void
test_add_mode_must_match (Fixture       *f,
                          gconstpointer  data)
{
  g_autoptr(BalutStore) store = store_test_open (f->path);
  g_autoptr(BalutGame) digital = store_test_play_game (BALUT_VARIANT_STANDARD, 12, 1, maria_and_computer);
  g_autoptr(BalutGame) pad = balut_test_pad_copy (digital);
  g_autoptr(GPtrArray) games = NULL;
  g_autoptr(GError) error = NULL;

  g_assert_cmpint (balut_store_mode_for_game (digital), ==, BALUT_STORE_MODE_DIGITAL);
  g_assert_cmpint (balut_store_mode_for_game (pad), ==, BALUT_STORE_MODE_SCORING_PAD);

  g_test_expect_message ("Balut", G_LOG_LEVEL_CRITICAL, "*balut_game_get_mode*");
  g_assert_cmpint (balut_store_add_game (store, digital, BALUT_STORE_MODE_SCORING_PAD, NULL, &error), ==, 0);
  g_test_assert_expected_messages ();
  g_test_expect_message ("Balut", G_LOG_LEVEL_CRITICAL, "*balut_game_get_mode*");
  g_assert_cmpint (balut_store_add_game (store, pad, BALUT_STORE_MODE_DIGITAL, NULL, &error), ==, 0);
  g_test_assert_expected_messages ();
  g_assert_no_error (error);

  games = balut_store_list_games (store, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (games->len, ==, 0);
}

/* A pad game never appears in a digital table and a digital game never
 * in a pad table, the same dice and names in both (R22 within each). */
static void
test_high_scores_pad_separate (Fixture       *f,
                               gconstpointer  data)
{
  g_autoptr(BalutStore) store = store_test_open (f->path);
  g_autoptr(BalutGame) digital = store_test_play_game (BALUT_VARIANT_JACKPOT, 14, 3, maria_and_computer);
  g_autoptr(BalutGame) pad = balut_test_pad_copy (digital);
  g_autoptr(GPtrArray) digital_table = NULL;
  g_autoptr(GPtrArray) pad_table = NULL;
  g_autoptr(GPtrArray) games = NULL;
  g_autoptr(GError) error = NULL;
  gint64 digital_id, pad_id;

  digital_id = store_test_add (store, digital, BALUT_STORE_MODE_DIGITAL, NULL);
  pad_id = store_test_add (store, pad, BALUT_STORE_MODE_SCORING_PAD, NULL);

  digital_table = high_scores_of_mode (store, BALUT_VARIANT_JACKPOT, BALUT_STORE_MODE_DIGITAL, 0);
  pad_table = high_scores_of_mode (store, BALUT_VARIANT_JACKPOT, BALUT_STORE_MODE_SCORING_PAD, 0);
  g_assert_cmpuint (digital_table->len, ==, 2);   /* Maria and Jens; not the computer */
  g_assert_cmpuint (pad_table->len, ==, 2);
  for (guint i = 0; i < 2; i++)
    {
      const BalutScoreEntry *d = g_ptr_array_index (digital_table, i);
      const BalutScoreEntry *p = g_ptr_array_index (pad_table, i);

      g_assert_cmpint (d->game_id, ==, digital_id);
      g_assert_cmpint (p->game_id, ==, pad_id);
      g_assert_cmpstr (d->name, ==, p->name);
      g_assert_cmpint (d->points, ==, p->points);
    }
  for (BalutVariant v = 0; v < BALUT_N_VARIANTS; v++)
    if (v != BALUT_VARIANT_JACKPOT)
      for (BalutStoreMode m = 0; m <= BALUT_STORE_MODE_SCORING_PAD; m++)
        {
          g_autoptr(GPtrArray) none = high_scores_of_mode (store, v, m, 0);

          g_assert_cmpuint (none->len, ==, 0);
        }

  /* the history keeps both, each with its mode and its record */
  games = balut_store_list_games (store, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (games->len, ==, 2);
  for (guint i = 0; i < games->len; i++)
    {
      const BalutGameSummary *s = g_ptr_array_index (games, i);
      g_autofree char *record = balut_store_load_record (store, s->game_id, &error);

      g_assert_no_error (error);
      g_assert_cmpint (s->mode, ==, s->game_id == pad_id ? BALUT_STORE_MODE_SCORING_PAD : BALUT_STORE_MODE_DIGITAL);
      g_assert_true ((strstr (record, "\"mode\": \"pad\"") != NULL) == (s->game_id == pad_id));
    }
}

/* The statistics keep the pad's games apart too, as the high-score
 * tables do: a player's games of one mode, and the names of the people
 * with games of that mode; every mode together as before */
static void
test_player_stats_pad_separate (Fixture       *f,
                                gconstpointer  data)
{
  g_autoptr(BalutStore) store = store_test_open (f->path);
  g_autoptr(BalutGame) digital = store_test_play_game (BALUT_VARIANT_STANDARD, 21, 3, maria_and_computer);
  g_autoptr(BalutGame) other = store_test_play_game (BALUT_VARIANT_STANDARD, 22, 1, maria_and_computer);
  g_autoptr(BalutGame) pad_source = store_test_play_game (BALUT_VARIANT_STANDARD, 23, 1, maria_and_computer);
  g_autoptr(BalutGame) pad = balut_test_pad_copy (pad_source);
  g_autoptr(BalutPlayerStats) all = NULL;
  g_autoptr(BalutPlayerStats) on_screen = NULL;
  g_autoptr(BalutPlayerStats) on_pad = NULL;
  g_autoptr(BalutPlayerStats) jens_pad = NULL;
  g_auto(GStrv) pad_names = NULL;
  g_auto(GStrv) digital_names = NULL;
  g_autoptr(GError) error = NULL;
  gint pad_points = balut_player_get_final_points (balut_game_get_player (pad, 0));

  store_test_add (store, digital, BALUT_STORE_MODE_DIGITAL, NULL);
  store_test_add (store, other, BALUT_STORE_MODE_DIGITAL, NULL);
  store_test_add (store, pad, BALUT_STORE_MODE_SCORING_PAD, NULL);

  all = balut_store_load_player_stats (store, BALUT_VARIANT_STANDARD, "Maria", &error);
  g_assert_no_error (error);
  on_screen = balut_store_load_player_stats_for_mode (store, BALUT_VARIANT_STANDARD, BALUT_STORE_MODE_DIGITAL,
                                                      "Maria", &error);
  g_assert_no_error (error);
  on_pad = balut_store_load_player_stats_for_mode (store, BALUT_VARIANT_STANDARD, BALUT_STORE_MODE_SCORING_PAD,
                                                   "Maria", &error);
  g_assert_no_error (error);
  g_assert_cmpuint (all->n_games, ==, 3);
  g_assert_cmpuint (on_screen->n_games, ==, 2);
  g_assert_cmpuint (on_pad->n_games, ==, 1);
  g_assert_cmpuint (on_pad->points->len, ==, 1);
  g_assert_cmpint (g_array_index (on_pad->points, gint, 0), ==, pad_points);
  g_assert_cmpint (on_pad->best_points, ==, pad_points);
  /* the pad's turns count their throws when they were said */
  g_assert_cmpuint (on_screen->n_throw_turns + on_pad->n_throw_turns, ==, all->n_throw_turns);

  /* the people of each mode: Jens played on the screen only */
  digital_names = balut_store_list_player_names_for_mode (store, BALUT_VARIANT_STANDARD, BALUT_STORE_MODE_DIGITAL,
                                                          &error);
  g_assert_no_error (error);
  pad_names = balut_store_list_player_names_for_mode (store, BALUT_VARIANT_STANDARD, BALUT_STORE_MODE_SCORING_PAD,
                                                      &error);
  g_assert_no_error (error);
  g_assert_cmpuint (g_strv_length (digital_names), ==, 2);
  g_assert_true (g_strv_contains ((const char * const *) digital_names, "Jens"));
  g_assert_cmpuint (g_strv_length (pad_names), ==, 1);
  g_assert_cmpstr (pad_names[0], ==, "Maria");
  jens_pad = balut_store_load_player_stats_for_mode (store, BALUT_VARIANT_STANDARD, BALUT_STORE_MODE_SCORING_PAD,
                                                     "Jens", &error);
  g_assert_no_error (error);
  g_assert_cmpuint (jens_pad->n_games, ==, 0);
}

/* The high-score query reads its lines from high_scores_by_rank (schema
 * 4) in the tables' order (R22), and each line's player and game by
 * their keys: no table scanned, nothing sorted, whatever the number of
 * games (with players_by_points a table of few games among many read
 * every person's line: 1.6 s at 100,000 games) */
static void
test_high_scores_query_plan (Fixture       *f,
                             gconstpointer  data)
{
  g_autoptr(BalutStore) store = store_test_open (f->path);
  g_autoptr(GString) plan = g_string_new (NULL);
  g_autofree char *explain = g_strconcat ("EXPLAIN QUERY PLAN ", balut_store_high_scores_sql, NULL);
  sqlite3_stmt *stmt = NULL;
  sqlite3 *db;

  g_clear_object (&store);
  db = store_test_sqlite_open (f->path);
  g_assert_cmpint (sqlite3_prepare_v2 (db, explain, -1, &stmt, NULL), ==, SQLITE_OK);
  while (sqlite3_step (stmt) == SQLITE_ROW)
    g_string_append_printf (plan, "%s\n", (const char *) sqlite3_column_text (stmt, 3));
  sqlite3_finalize (stmt);
  sqlite3_close (db);

  g_test_message ("%s", plan->str);
  g_assert_nonnull (strstr (plan->str, "USING COVERING INDEX high_scores_by_rank (variant=? AND mode=?)"));
  g_assert_nonnull (strstr (plan->str, "SEARCH p USING PRIMARY KEY (game_id=? AND seat=?)"));
  g_assert_nonnull (strstr (plan->str, "SEARCH g USING INTEGER PRIMARY KEY"));
  g_assert_null (strstr (plan->str, "SCAN"));
  g_assert_null (strstr (plan->str, "TEMP B-TREE"));
}

/* A computer's best game is not a high score, even alone. */
static void
test_high_scores_computer_only (Fixture       *f,
                                gconstpointer  data)
{
  static const StoreTestSeat computers[] = {
    { "Computer", BALUT_PLAYER_COMPUTER },
    { "Computer 2", BALUT_PLAYER_COMPUTER },
  };
  static const guint8 dice[2][BALUT_N_DICE] = { { 6, 6, 6, 6, 6 }, { 5, 5, 5, 5, 5 } };
  g_autoptr(BalutStore) store = store_test_open (f->path);
  g_autoptr(BalutGame) game = store_test_scripted_game (BALUT_VARIANT_STANDARD, 2, computers, dice);
  g_autoptr(GPtrArray) entries = NULL;
  g_autoptr(GPtrArray) games = NULL;
  g_autoptr(GError) error = NULL;
  g_auto(GStrv) names = NULL;

  store_test_add (store, game, BALUT_STORE_MODE_DIGITAL, NULL);
  entries = high_scores (store, BALUT_VARIANT_STANDARD, 10);
  g_assert_cmpuint (entries->len, ==, 0);
  names = balut_store_list_player_names (store, BALUT_VARIANT_STANDARD, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (g_strv_length (names), ==, 0);
  /* but it is in the history */
  games = balut_store_list_games (store, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (games->len, ==, 1);
}

/* @model's turns played again in @copy (its seats already there): the
 * same throws, holds and entries, but the entry of turn @undo_turn taken
 * back and made again, so that @copy is assisted. */
static void
replay_with_undo (BalutGame *model,
                  BalutGame *copy,
                  guint      undo_turn)
{
  for (guint t = 0; t < balut_game_get_n_turns (model); t++)
    {
      const BalutTurn *turn = balut_game_get_turn (model, t);

      for (guint k = 0; k < turn->n_throws; k++)
        {
          if (k > 0)
            for (guint i = 0; i < BALUT_N_DICE; i++)
              balut_test_set_held (copy, i, turn->holds[k - 1][i]);
          balut_test_throw_values (copy, turn->throws[k]);
        }
      balut_test_enter (copy, turn->box.category, turn->box.box);
      if (t == undo_turn)
        {
          balut_test_undo (copy);
          balut_test_enter (copy, turn->box.category, turn->box.box);
        }
    }
}

/* Undo marks the game assisted: in the table, the history, the record. */
static void
test_assisted (Fixture       *f,
               gconstpointer  data)
{
  static const StoreTestSeat solo[] = { { "Søren", BALUT_PLAYER_HUMAN } };
  g_autoptr(BalutStore) store = store_test_open (f->path);
  g_autoptr(BalutGame) plain = store_test_play_game (BALUT_VARIANT_STANDARD, 31, 1, solo);
  g_autoptr(BalutGame) helped = balut_game_new (BALUT_VARIANT_STANDARD, 31);
  g_autoptr(GPtrArray) entries = NULL;
  g_autoptr(GPtrArray) games = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *record = NULL;
  gint64 plain_id, helped_id;

  /* the same game, with an entry taken back and made again */
  balut_test_add_player (helped, "Søren", BALUT_PLAYER_HUMAN);
  replay_with_undo (plain, helped, 5);
  g_assert_true (balut_game_is_finished (helped));
  g_assert_true (balut_game_get_assisted (helped));
  g_assert_false (balut_game_get_assisted (plain));

  plain_id = store_test_add (store, plain, BALUT_STORE_MODE_DIGITAL, NULL);
  helped_id = store_test_add (store, helped, BALUT_STORE_MODE_DIGITAL, NULL);

  entries = high_scores (store, BALUT_VARIANT_STANDARD, 10);
  g_assert_cmpuint (entries->len, ==, 2);
  for (guint i = 0; i < 2; i++)
    {
      const BalutScoreEntry *e = g_ptr_array_index (entries, i);

      g_assert_cmpint (e->assisted, ==, e->game_id == helped_id);
    }
  /* equal points and totals: the earlier game first, and the first
   * recorded on a tie of dates (R22) */
  g_assert_cmpint (((BalutScoreEntry *) g_ptr_array_index (entries, 0))->points, ==,
                   ((BalutScoreEntry *) g_ptr_array_index (entries, 1))->points);

  games = balut_store_list_games (store, &error);
  g_assert_no_error (error);
  for (guint i = 0; i < games->len; i++)
    {
      const BalutGameSummary *s = g_ptr_array_index (games, i);

      g_assert_cmpint (s->assisted, ==, s->game_id == helped_id);
    }

  record = balut_store_load_record (store, helped_id, &error);
  g_assert_no_error (error);
  g_assert_nonnull (strstr (record, "\"assisted\": true"));
  g_clear_pointer (&record, g_free);
  record = balut_store_load_record (store, plain_id, &error);
  g_assert_no_error (error);
  g_assert_null (strstr (record, "assisted"));
}

/* ------------------------------------------------------------------ */
/* Names and statistics                                                */
/* ------------------------------------------------------------------ */

static void
test_player_names (Fixture       *f,
                   gconstpointer  data)
{
  static const StoreTestSeat table[] = {
    { "Jens", BALUT_PLAYER_HUMAN },
    { "Maria", BALUT_PLAYER_HUMAN },
    { "Computer", BALUT_PLAYER_COMPUTER },
  };
  g_autoptr(BalutStore) store = store_test_open (f->path);
  g_autoptr(GError) error = NULL;
  g_auto(GStrv) standard = NULL;
  g_auto(GStrv) jackpot = NULL;
  g_auto(GStrv) olathe = NULL;

  /* Maria 3 standard games, Jens 2; Jens 1 jackpot game */
  for (guint i = 0; i < 3; i++)
    {
      g_autoptr(BalutGame) game = store_test_play_game (BALUT_VARIANT_STANDARD, 40 + i,
                                                        i == 0 ? 3 : 2, i == 0 ? table + 0 : table + (i == 1 ? 1 : 0));

      store_test_add (store, game, BALUT_STORE_MODE_DIGITAL, NULL);
    }
  {
    g_autoptr(BalutGame) game = store_test_play_game (BALUT_VARIANT_STANDARD, 50, 1, table + 1);
    g_autoptr(BalutGame) jp = store_test_play_game (BALUT_VARIANT_JACKPOT, 51, 1, table);

    store_test_add (store, game, BALUT_STORE_MODE_DIGITAL, NULL);
    store_test_add (store, jp, BALUT_STORE_MODE_DIGITAL, NULL);
  }

  standard = balut_store_list_player_names (store, BALUT_VARIANT_STANDARD, &error);
  g_assert_no_error (error);
  jackpot = balut_store_list_player_names (store, BALUT_VARIANT_JACKPOT, &error);
  g_assert_no_error (error);
  olathe = balut_store_list_player_names (store, BALUT_VARIANT_OLATHE, &error);
  g_assert_no_error (error);

  /* standard: Jens+Maria+Computer, Maria+Computer, Jens+Maria, Maria */
  g_assert_cmpuint (g_strv_length (standard), ==, 2);
  g_assert_cmpstr (standard[0], ==, "Maria");
  g_assert_cmpstr (standard[1], ==, "Jens");
  g_assert_cmpuint (g_strv_length (jackpot), ==, 1);
  g_assert_cmpstr (jackpot[0], ==, "Jens");
  g_assert_nonnull (olathe);
  g_assert_cmpuint (g_strv_length (olathe), ==, 0);
}

typedef struct
{
  guint   n;
  gint64  sum_points;
  gint    best;
  gint64  sum_totals;
  guint   baluts;
  guint   met[BALUT_N_CATEGORIES];
  GArray *points;
  guint   throw_turns;
  guint   throws;
} Expected;

/* The statistics of @name, computed with the reference of tests/balut-game
 * from the boxes of the sheets */
static void
expect_game (Expected   *x,
             BalutGame  *game,
             const char *name)
{
  for (guint s = 0; s < balut_game_get_n_players (game); s++)
    {
      BalutPlayer *player = balut_game_get_player (game, s);
      BalutRefBoxes boxes;
      BalutPoints ref;
      gint points;

      if (!g_str_equal (balut_player_get_name (player), name)
          || balut_player_get_kind (player) != BALUT_PLAYER_HUMAN)
        continue;

      balut_test_sheet_boxes (balut_player_get_sheet (player), boxes);
      balut_ref_compute_points (balut_game_get_variant (game), boxes, &ref);
      points = ref.final_points;
      if (x->n == 0 || points > x->best)
        x->best = points;
      x->n++;
      x->sum_points += points;
      x->sum_totals += ref.score_total;
      x->baluts += ref.n_baluts;
      for (guint c = 0; c < BALUT_N_CATEGORIES; c++)
        x->met[c] += ref.categories[c].condition_met;
      g_array_append_val (x->points, points);

      /* the throws of the player's turns: on the pad, those said */
      for (guint t = 0; t < balut_game_get_n_turns (game); t++)
        {
          const BalutTurn *turn = balut_game_get_turn (game, t);
          guint n = balut_game_get_mode (game) == BALUT_GAME_MODE_PAD ? turn->throws_used : turn->n_throws;

          if (turn->player != s || !turn->entered || n == 0)
            continue;
          x->throw_turns++;
          x->throws += n;
        }
    }
}

static void
assert_stats (const BalutPlayerStats *stats,
              const Expected         *x)
{
  g_assert_cmpuint (stats->n_games, ==, x->n);
  g_assert_cmpuint (stats->points->len, ==, x->points->len);
  g_assert_cmpmem (stats->points->data, stats->points->len * sizeof (gint),
                   x->points->data, x->points->len * sizeof (gint));
  if (x->n == 0)
    return;
  g_assert_cmpint (stats->best_points, ==, x->best);
  g_assert_cmpfloat_with_epsilon (stats->mean_points, (double) x->sum_points / x->n, 1e-9);
  g_assert_cmpfloat_with_epsilon (stats->mean_score_total, (double) x->sum_totals / x->n, 1e-9);
  g_assert_cmpfloat_with_epsilon (stats->baluts_per_game, (double) x->baluts / x->n, 1e-9);
  g_assert_cmpuint (stats->n_throw_turns, ==, x->throw_turns);
  g_assert_cmpuint (x->throw_turns, >, 0);
  g_assert_cmpfloat_with_epsilon (stats->throws_per_turn, (double) x->throws / x->throw_turns, 1e-9);
  for (guint c = 0; c < BALUT_N_CATEGORIES; c++)
    g_assert_cmpfloat_with_epsilon (stats->condition_rate[c], (double) x->met[c] / x->n, 1e-9);
}

static void
test_player_stats (Fixture       *f,
                   gconstpointer  data)
{
  g_autoptr(BalutStore) store = store_test_open (f->path);
  g_autoptr(GPtrArray) games = g_ptr_array_new_with_free_func (g_object_unref);
  g_autoptr(GError) error = NULL;
  static const char *names[] = { "Maria", "Jens", "Computer", "Nobody" };

  /* 12 games over two variants, dates out of order: the points list is
   * by date, not by insertion */
  for (guint i = 0; i < 12; i++)
    {
      BalutVariant v = i % 3 == 2 ? BALUT_VARIANT_JACKPOT : BALUT_VARIANT_STANDARD;
      BalutGame *game = store_test_play_game (v, 700 + i, 1 + i % 3, maria_and_computer);
      g_autoptr(GDateTime) date = store_test_date (2026, 2, 1 + (i * 7) % 27, 8, 0, 0);

      store_test_add (store, game, BALUT_STORE_MODE_DIGITAL, date);
      g_object_set_data_full (G_OBJECT (game), "date", g_date_time_ref (date),
                              (GDestroyNotify) g_date_time_unref);
      g_ptr_array_add (games, game);
    }

  for (BalutVariant v = 0; v < BALUT_N_VARIANTS; v++)
    for (guint k = 0; k < G_N_ELEMENTS (names); k++)
      {
        g_autoptr(BalutPlayerStats) stats = balut_store_load_player_stats (store, v, names[k], &error);
        g_autoptr(GPtrArray) by_date = g_ptr_array_new ();   /* borrowed */
        Expected x = { 0, };

        g_assert_no_error (error);
        g_assert_nonnull (stats);

        /* oldest first */
        for (guint i = 0; i < games->len; i++)
          g_ptr_array_add (by_date, g_ptr_array_index (games, i));
        for (guint i = 0; i < by_date->len; i++)
          for (guint j = i + 1; j < by_date->len; j++)
            {
              GDateTime *di = g_object_get_data (g_ptr_array_index (by_date, i), "date");
              GDateTime *dj = g_object_get_data (g_ptr_array_index (by_date, j), "date");

              if (g_date_time_compare (dj, di) < 0)
                {
                  gpointer t = by_date->pdata[i];

                  by_date->pdata[i] = by_date->pdata[j];
                  by_date->pdata[j] = t;
                }
            }

        x.points = g_array_new (FALSE, FALSE, sizeof (gint));
        for (guint i = 0; i < by_date->len; i++)
          if (balut_game_get_variant (g_ptr_array_index (by_date, i)) == v)
            expect_game (&x, g_ptr_array_index (by_date, i), names[k]);

        assert_stats (stats, &x);
        if (g_str_equal (names[k], "Maria") && v != BALUT_VARIANT_OLATHE)
          g_assert_cmpuint (stats->n_games, >, 0);
        if (g_str_equal (names[k], "Computer"))
          g_assert_cmpuint (stats->n_games, ==, 0);
        g_array_unref (x.points);
      }
}

/* ------------------------------------------------------------------ */
/* Export                                                              */
/* ------------------------------------------------------------------ */

/* The file parses back; every game's values and record equal the
 * game played; the games oldest first. */
static void
test_export_history (Fixture       *f,
                     gconstpointer  data)
{
  g_autoptr(BalutStore) store = store_test_open (f->path);
  g_autoptr(GArray) played = record_some_games (store);
  g_autofree char *file = g_build_filename (f->dir, "history.json", NULL);
  g_autoptr(JsonParser) parser = json_parser_new ();
  g_autoptr(GError) error = NULL;
  JsonObject *root;
  JsonArray *games;
  GStatBuf st;

  g_assert_true (balut_store_export_history (store, file, NULL, NULL, &error));
  g_assert_no_error (error);
  g_assert_cmpint (g_stat (file, &st), ==, 0);
  g_assert_cmpint (st.st_mode & 0777, ==, 0644);

  g_assert_true (json_parser_load_from_file (parser, file, &error));
  g_assert_no_error (error);
  root = json_node_get_object (json_parser_get_root (parser));
  g_assert_cmpstr (json_node_get_string (balut_test_json_member (root, "format")), ==, "balut-history");
  g_assert_cmpint (json_node_get_int (balut_test_json_member (root, "version")), ==, 1);
  games = json_node_get_array (balut_test_json_member (root, "games"));
  g_assert_cmpuint (json_array_get_length (games), ==, played->len);

  for (guint i = 0; i < json_array_get_length (games); i++)
    {
      JsonObject *g = json_array_get_object_element (games, i);
      const Played *p = find_played (played, json_node_get_int (balut_test_json_member (g, "id")));
      g_autoptr(GDateTime) finished = g_date_time_new_from_iso8601 (json_node_get_string (balut_test_json_member (g, "finished")), NULL);
      JsonArray *players = json_node_get_array (balut_test_json_member (g, "players"));
      g_autofree char *record_text = json_to_string (balut_test_json_member (g, "record"), FALSE);
      g_autoptr(BalutGame) loaded = NULL;

      g_assert_nonnull (finished);
      g_assert_true (g_date_time_equal (finished, p->date));
      if (i > 0)
        {
          JsonObject *prev = json_array_get_object_element (games, i - 1);
          g_autoptr(GDateTime) prev_date = g_date_time_new_from_iso8601 (json_node_get_string (balut_test_json_member (prev, "finished")), NULL);

          g_assert_cmpint (g_date_time_compare (prev_date, finished), <=, 0);
        }
      g_assert_cmpstr (json_node_get_string (balut_test_json_member (g, "variant")), ==,
                       balut_variant_to_string (balut_game_get_variant (p->game)));
      g_assert_cmpstr (json_node_get_string (balut_test_json_member (g, "mode")), ==,
                       p->mode == BALUT_STORE_MODE_DIGITAL ? "digital" : "scoring-pad");
      g_assert_cmpint (json_node_get_boolean (balut_test_json_member (g, "assisted")), ==, balut_game_get_assisted (p->game));

      g_assert_cmpuint (json_array_get_length (players), ==, balut_game_get_n_players (p->game));
      for (guint s = 0; s < json_array_get_length (players); s++)
        {
          JsonObject *o = json_array_get_object_element (players, s);
          BalutPlayer *player = balut_game_get_player (p->game, s);
          JsonNode *guess = balut_test_json_member (o, "guess");

          g_assert_cmpstr (json_node_get_string (balut_test_json_member (o, "name")), ==, balut_player_get_name (player));
          g_assert_cmpstr (json_node_get_string (balut_test_json_member (o, "kind")), ==,
                           balut_player_kind_to_string (balut_player_get_kind (player)));
          g_assert_cmpint (json_node_get_int (balut_test_json_member (o, "points")), ==, balut_player_get_final_points (player));
          g_assert_cmpint (json_node_get_int (balut_test_json_member (o, "total")), ==, balut_player_get_score_total (player));
          g_assert_cmpint (json_node_get_int (balut_test_json_member (o, "baluts")), ==,
                           balut_scoresheet_get_n_baluts (balut_player_get_sheet (player)));
          g_assert_true (JSON_NODE_HOLDS_NULL (guess));
          g_assert_cmpint (json_node_get_int (balut_test_json_member (o, "place")), ==, balut_game_get_place (p->game, s));
        }

      loaded = balut_record_load_data (record_text, -1, &error);
      g_assert_no_error (error);
      balut_test_assert_same_game (loaded, p->game);
    }
}

/* An empty store exports an empty list; an unwritable file is an error
 * and leaves nothing; an old file is replaced whole. */
static void
test_export_history_edges (Fixture       *f,
                           gconstpointer  data)
{
  g_autoptr(BalutStore) store = store_test_open (f->path);
  g_autofree char *file = g_build_filename (f->dir, "history.json", NULL);
  g_autofree char *bad = g_build_filename (f->dir, "no-such-dir", "history.json", NULL);
  g_autoptr(JsonParser) parser = json_parser_new ();
  g_autoptr(GError) error = NULL;
  g_autoptr(BalutGame) game = store_test_play_game (BALUT_VARIANT_STANDARD, 9, 2, maria_and_computer);
  JsonObject *root;

  store_test_write_file (file, "old", 3);
  g_assert_true (balut_store_export_history (store, file, NULL, NULL, &error));
  g_assert_no_error (error);
  g_assert_true (json_parser_load_from_file (parser, file, &error));
  root = json_node_get_object (json_parser_get_root (parser));
  g_assert_cmpuint (json_array_get_length (json_node_get_array (balut_test_json_member (root, "games"))), ==, 0);

  store_test_add (store, game, BALUT_STORE_MODE_DIGITAL, NULL);
  g_assert_false (balut_store_export_history (store, bad, NULL, NULL, &error));
  g_assert_error (error, BALUT_STORE_ERROR, BALUT_STORE_ERROR_FAILED);
  g_assert_false (g_file_test (bad, G_FILE_TEST_EXISTS));
  g_clear_error (&error);

  /* a directory in the way */
  g_assert_false (balut_store_export_history (store, f->dir, NULL, NULL, &error));
  g_assert_error (error, BALUT_STORE_ERROR, BALUT_STORE_ERROR_FAILED);
  g_assert_true (g_file_test (f->dir, G_FILE_TEST_IS_DIR));
}

/* Records hand-edited into a damaged state (not JSON, not UTF-8, JSON
 * but not a record): each game is left out and listed, with its id and
 * date, oldest first; every other game is written. A record that breaks
 * a rule is written as it is (the export does not replay records;
 * balut --verify does). A name that is not UTF-8 is written with
 * U+FFFD, as the tables show it: the file is UTF-8 and JSON throughout. */
static void
test_export_history_damaged (Fixture       *f,
                             gconstpointer  data)
{
  static const char * const damage[] = {
    /* 2: cut short */
    "UPDATE games SET record = substr (record, 1, 200) WHERE id = 2",
    /* 3: a name in the record that is not UTF-8 */
    "UPDATE games SET record = CAST (replace (CAST (record AS BLOB), CAST ('\"Maria\"' AS BLOB), "
    "X'224DFF72696122') AS TEXT) WHERE id = 3",
    /* 4: JSON, not a record */
    "UPDATE games SET record = '{\"format\": \"something-else\"}' WHERE id = 4",
    /* 5: a throw that is not the seed's */
    "UPDATE games SET record = json_set (record, '$.seed', json_extract (record, '$.seed') + 1) WHERE id = 5",
    /* 6: the name in the table, not the record, is not UTF-8 */
    "UPDATE players SET name = CAST (X'4A656EFF73' AS TEXT) WHERE game_id = 6 AND name = 'Jens'",
  };
  g_autoptr(BalutStore) store = store_test_open (f->path);
  g_autofree char *file = g_build_filename (f->dir, "history.json", NULL);
  g_autoptr(GPtrArray) skipped = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(JsonParser) parser = json_parser_new ();
  g_autofree char *text = NULL;
  gint64 dates[7] = { 0, };
  JsonArray *games;
  guint n_written = 0;
  gsize length;
  sqlite3 *db;

  for (guint i = 1; i <= 6; i++)
    {
      g_autoptr(BalutGame) game = store_test_play_game (BALUT_VARIANT_STANDARD, 300 + i, 3, maria_and_computer);
      g_autoptr(GDateTime) date = store_test_date (2026, 5, i, 20, 0, 0);

      g_assert_cmpint (store_test_add (store, game, BALUT_STORE_MODE_DIGITAL, date), ==, i);
      dates[i] = g_date_time_to_unix (date);
    }
  db = store_test_sqlite_open (f->path);
  for (guint i = 0; i < G_N_ELEMENTS (damage); i++)
    {
      store_test_sqlite_exec (db, damage[i]);
      g_assert_cmpint (sqlite3_changes (db), >=, 1);
    }
  sqlite3_close (db);

  g_assert_true (balut_store_export_history (store, file, &n_written, &skipped, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (n_written, ==, 3);
  g_assert_cmpuint (skipped->len, ==, 3);
  for (guint i = 0; i < skipped->len; i++)
    {
      const BalutSkippedGame *game = g_ptr_array_index (skipped, i);

      g_test_message ("game %lld: %s", (long long) game->game_id, game->why);
      g_assert_cmpint (game->game_id, ==, i + 2);
      g_assert_cmpint (g_date_time_to_unix (game->date), ==, dates[i + 2]);
      balut_test_assert_printable ("why", game->why);
    }

  g_assert_true (g_file_get_contents (file, &text, &length, &error));
  g_assert_no_error (error);
  balut_test_assert_printable ("the history", text);
  g_assert_true (json_parser_load_from_data (parser, text, (gssize) length, &error));
  g_assert_no_error (error);
  games = json_node_get_array (balut_test_json_member (json_node_get_object (json_parser_get_root (parser)), "games"));
  g_assert_cmpuint (json_array_get_length (games), ==, 3);
  g_assert_cmpint (json_object_get_int_member (json_array_get_object_element (games, 0), "id"), ==, 1);
  g_assert_cmpint (json_object_get_int_member (json_array_get_object_element (games, 1), "id"), ==, 5);
  g_assert_cmpint (json_object_get_int_member (json_array_get_object_element (games, 2), "id"), ==, 6);
  g_assert_nonnull (strstr (text, "\"Jen\xef\xbf\xbds\""));
}

/* ------------------------------------------------------------------ */
/* Migration from version 1                                            */
/* ------------------------------------------------------------------ */

/* A game as version 1 of Balut stored it */
static void
insert_v1_game (sqlite3    *db,
                gint64      id,
                BalutGame  *game,
                const char *record,
                gint64      finished,
                const char *mode)
{
  sqlite3_stmt *stmt = NULL;

  g_assert_cmpint (sqlite3_prepare_v2 (db, "INSERT INTO games (id, finished, variant, mode, record) "
                                           "VALUES (?, ?, ?, ?, ?)", -1, &stmt, NULL), ==, SQLITE_OK);
  sqlite3_bind_int64 (stmt, 1, id);
  sqlite3_bind_int64 (stmt, 2, finished);
  sqlite3_bind_text (stmt, 3, balut_variant_to_string (balut_game_get_variant (game)), -1, SQLITE_STATIC);
  sqlite3_bind_text (stmt, 4, mode, -1, SQLITE_STATIC);
  sqlite3_bind_text (stmt, 5, record, -1, SQLITE_STATIC);
  g_assert_cmpint (sqlite3_step (stmt), ==, SQLITE_DONE);
  sqlite3_finalize (stmt);

  g_assert_cmpint (sqlite3_prepare_v2 (db, "INSERT INTO players (game_id, seat, name, kind, points, total, baluts, guess) "
                                           "VALUES (?, ?, ?, ?, ?, ?, ?, ?)", -1, &stmt, NULL), ==, SQLITE_OK);
  for (guint s = 0; s < balut_game_get_n_players (game); s++)
    {
      BalutPlayer *player = balut_game_get_player (game, s);

      store_test_bind_player (stmt, id, s, player);
      sqlite3_bind_int (stmt, 7, balut_scoresheet_get_n_baluts (balut_player_get_sheet (player)));
      if (balut_player_get_guess (player) == BALUT_NO_GUESS)
        sqlite3_bind_null (stmt, 8);
      else
        sqlite3_bind_int (stmt, 8, balut_player_get_guess (player));
      g_assert_cmpint (sqlite3_step (stmt), ==, SQLITE_DONE);
      sqlite3_reset (stmt);
    }
  sqlite3_finalize (stmt);
}

static void
test_migration_v1 (Fixture       *f,
                   gconstpointer  data)
{
  static const StoreTestSeat maria[] = { { "Maria", BALUT_PLAYER_HUMAN } };
  g_autoptr(BalutGame) a = store_test_play_game (BALUT_VARIANT_STANDARD, 61, 2, maria_and_computer);
  g_autoptr(BalutGame) b = balut_game_new (BALUT_VARIANT_JACKPOT, 62);
  g_autoptr(BalutGame) c = store_test_play_game (BALUT_VARIANT_STANDARD, 63, 1, maria);
  g_autofree char *record_a = balut_record_to_data (a, NULL);
  g_autofree char *record_b = NULL;
  g_autofree char *back = NULL;
  g_autofree char *integrity = NULL;
  g_autoptr(BalutStore) store = NULL;
  g_autoptr(GPtrArray) games = NULL;
  g_autoptr(GPtrArray) entries = NULL;
  g_autoptr(BalutPlayerStats) stats = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *history = g_build_filename (f->dir, "history.json", NULL);
  Expected x = { 0, };
  sqlite3 *db;

  /* b: a jackpot game with an undo, whose record says "assisted" */
  {
    g_autoptr(BalutGame) model = store_test_play_game (BALUT_VARIANT_JACKPOT, 62, 1, maria);

    balut_test_add_player (b, "Maria", BALUT_PLAYER_HUMAN);
    replay_with_undo (model, b, 0);
    record_b = balut_record_to_data (b, NULL);
  }

  /* a real version-1 database, in the rollback journal mode */
  db = store_test_sqlite_open (f->path);
  store_test_sqlite_exec (db, balut_store_schema_v1_sql);
  insert_v1_game (db, 1, a, record_a, 1700000000, "digital");
  insert_v1_game (db, 2, b, record_b, 1700000100, "scoring-pad");
  /* c's record was damaged: the game stays, its conditions unknown */
  insert_v1_game (db, 5, c, "{\"format\": \"balut-rec", 1700000200, "digital");
  g_assert_cmpint (store_test_sqlite_int (db, "PRAGMA user_version"), ==, 1);
  sqlite3_close (db);

  store = store_test_open (f->path);
  g_assert_cmpuint (balut_store_get_file_version (store), ==, BALUT_STORE_SCHEMA_VERSION);
  g_assert_false (balut_store_is_read_only (store));

  db = store_test_sqlite_open (f->path);
  g_assert_cmpint (store_test_sqlite_int (db, "PRAGMA user_version"), ==, BALUT_STORE_SCHEMA_VERSION);
  g_assert_cmpint (store_test_sqlite_int (db, "SELECT count(*) FROM games"), ==, 3);
  g_assert_cmpint (store_test_sqlite_int (db, "SELECT count(*) FROM players"), ==, 4);
  g_assert_cmpint (store_test_sqlite_int (db, "SELECT assisted FROM games WHERE id = 2"), ==, 1);
  g_assert_cmpint (store_test_sqlite_int (db, "SELECT count(*) FROM players WHERE conditions IS NULL"), ==, 1);
  g_assert_cmpint (store_test_sqlite_int (db, "SELECT count(*) FROM players WHERE game_id = 5 AND conditions IS NULL"), ==, 1);
  /* 2 → 3: the throws of each seat's turns, from the records (none for
   * the damaged one) */
  for (guint seat = 0; seat < balut_game_get_n_players (a); seat++)
    {
      g_autofree char *sql = g_strdup_printf ("SELECT throws * 1000 + throw_turns FROM players "
                                              "WHERE game_id = 1 AND seat = %u", seat);
      guint throws = 0, turns = 0;

      for (guint t = 0; t < balut_game_get_n_turns (a); t++)
        if (balut_game_get_turn (a, t)->player == seat)
          {
            throws += balut_game_get_turn (a, t)->n_throws;
            turns++;
          }
      g_assert_cmpuint (turns, ==, BALUT_N_CATEGORIES * BALUT_N_REGULAR);
      g_assert_cmpint (store_test_sqlite_int (db, sql), ==, (gint64) throws * 1000 + turns);
    }
  g_assert_cmpint (store_test_sqlite_int (db, "SELECT count(*) FROM players WHERE game_id = 5 AND throws IS NULL"), ==, 1);
  sqlite3_close (db);

  games = balut_store_list_games (store, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (games->len, ==, 3);
  {
    g_autoptr(GDateTime) da = g_date_time_new_from_unix_local (1700000000);
    g_autoptr(GDateTime) db_ = g_date_time_new_from_unix_local (1700000100);
    g_autoptr(GDateTime) dc = g_date_time_new_from_unix_local (1700000200);
    Played pa = { a, BALUT_STORE_MODE_DIGITAL, da, 1 };
    Played pb = { b, BALUT_STORE_MODE_SCORING_PAD, db_, 2 };
    Played pc = { c, BALUT_STORE_MODE_DIGITAL, dc, 5 };

    assert_summary (g_ptr_array_index (games, 0), &pc);
    assert_summary (g_ptr_array_index (games, 1), &pb);
    assert_summary (g_ptr_array_index (games, 2), &pa);
  }

  back = balut_store_load_record (store, 1, &error);
  g_assert_no_error (error);
  g_assert_cmpstr (back, ==, record_a);
  g_clear_pointer (&back, g_free);
  back = balut_store_load_record (store, 5, &error);
  g_assert_no_error (error);
  g_assert_cmpstr (back, ==, "{\"format\": \"balut-rec");

  /* the humans of the standard games: Maria of a, Maria of c */
  entries = high_scores (store, BALUT_VARIANT_STANDARD, 10);
  g_assert_cmpuint (entries->len, ==, 2);
  g_clear_pointer (&entries, g_ptr_array_unref);
  /* b was scored on the pad: in the pad table, not in the other */
  entries = high_scores (store, BALUT_VARIANT_JACKPOT, 10);
  g_assert_cmpuint (entries->len, ==, 0);
  g_clear_pointer (&entries, g_ptr_array_unref);
  entries = high_scores_of_mode (store, BALUT_VARIANT_JACKPOT, BALUT_STORE_MODE_SCORING_PAD, 10);
  g_assert_cmpuint (entries->len, ==, 1);
  g_assert_true (((BalutScoreEntry *) g_ptr_array_index (entries, 0))->assisted);

  /* the rates leave out the game whose record was damaged */
  stats = balut_store_load_player_stats (store, BALUT_VARIANT_STANDARD, "Maria", &error);
  g_assert_no_error (error);
  g_assert_cmpuint (stats->n_games, ==, 2);
  x.points = g_array_new (FALSE, FALSE, sizeof (gint));
  expect_game (&x, a, "Maria");
  for (guint k = 0; k < BALUT_N_CATEGORIES; k++)
    g_assert_cmpfloat_with_epsilon (stats->condition_rate[k], (double) x.met[k], 1e-9);
  g_array_unref (x.points);

  /* a damaged record is left out of the export, and said; the other
   * games are written */
  {
    g_autoptr(GPtrArray) skipped = NULL;
    guint n_written = 0;

    g_assert_true (balut_store_export_history (store, history, &n_written, &skipped, &error));
    g_assert_no_error (error);
    g_assert_cmpuint (n_written, ==, 2);
    g_assert_cmpuint (skipped->len, ==, 1);
    g_assert_cmpint (((BalutSkippedGame *) g_ptr_array_index (skipped, 0))->game_id, ==, 5);
    g_assert_true (g_file_test (history, G_FILE_TEST_IS_REGULAR));
  }

  /* and new games go in beside the old */
  store_test_add (store, c, BALUT_STORE_MODE_DIGITAL, NULL);
  g_clear_object (&store);
  integrity = store_test_integrity (f->path);
  g_assert_cmpstr (integrity, ==, "ok");
}

/* Every row of the games and players tables, as text: what a migration
 * must leave as it is */
static char *
dump_rows (const char *path)
{
  sqlite3 *db = store_test_sqlite_open (path);
  sqlite3_stmt *stmt = NULL;
  GString *out = g_string_new (NULL);

  g_assert_cmpint (sqlite3_prepare_v2 (db,
    "SELECT quote (id), quote (finished), quote (variant), quote (mode), quote (record), quote (assisted), "
    "NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL FROM games "
    "UNION ALL SELECT quote (game_id), quote (seat), quote (name), quote (kind), quote (points), "
    "quote (total), quote (baluts), quote (guess), quote (conditions), quote (throws), quote (throw_turns), "
    "NULL, NULL, NULL, NULL, NULL, NULL FROM players ORDER BY 1, 2", -1, &stmt, NULL), ==, SQLITE_OK);
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

/* A version-3 file (before high_scores) is Balut's, opens and is
 * migrated in one transaction: the people's seats get their lines, in
 * both modes; no game or player row is changed; the tables read the
 * new index. */
static void
make_v3_database (const char *path)
{
  sqlite3 *db;

  db = store_test_sqlite_open (path);
  for (guint v = 1; v <= 3; v++)
    store_test_sqlite_exec (db, balut_store_schema_sql[v]);
  for (guint i = 0; i < 6; i++)
    {
      g_autoptr(BalutGame) game = store_test_play_game (i % 2 ? BALUT_VARIANT_STANDARD : BALUT_VARIANT_OLATHE,
                                                        80 + i, 1 + i % 3, maria_and_computer);
      g_autofree char *record = balut_record_to_data (game, NULL);
      sqlite3_stmt *stmt = NULL;

      insert_v1_game (db, i + 1, game, record, 1700000000 + i, i == 3 ? "scoring-pad" : "digital");
      g_assert_cmpint (sqlite3_prepare_v2 (db, "UPDATE players SET conditions = 5, throws = 100, throw_turns = 52 "
                                               "WHERE game_id = ?", -1, &stmt, NULL), ==, SQLITE_OK);
      sqlite3_bind_int (stmt, 1, i + 1);
      g_assert_cmpint (sqlite3_step (stmt), ==, SQLITE_DONE);
      sqlite3_finalize (stmt);
    }
  g_assert_cmpint (store_test_sqlite_int (db, "PRAGMA user_version"), ==, 3);
  sqlite3_close (db);
}

static void
test_migration_v3 (Fixture       *f,
                   gconstpointer  data)
{
  g_autoptr(BalutStore) store = NULL;
  g_autoptr(GPtrArray) entries = NULL;
  g_autofree char *before = NULL;
  g_autofree char *after = NULL;
  g_autofree char *integrity = NULL;
  sqlite3 *db;

  make_v3_database (f->path);
  before = dump_rows (f->path);

  store = store_test_open (f->path);
  g_assert_cmpuint (balut_store_get_file_version (store), ==, BALUT_STORE_SCHEMA_VERSION);
  entries = high_scores (store, BALUT_VARIANT_STANDARD, 10);
  /* games 2, 4 (pad: not here) and 6; Maria and, in 6, Jens */
  g_assert_cmpuint (entries->len, ==, 3);
  g_clear_pointer (&entries, g_ptr_array_unref);
  entries = high_scores_of_mode (store, BALUT_VARIANT_STANDARD, BALUT_STORE_MODE_SCORING_PAD, 10);
  g_assert_cmpuint (entries->len, ==, 1);
  g_assert_cmpint (((BalutScoreEntry *) g_ptr_array_index (entries, 0))->game_id, ==, 4);
  g_clear_object (&store);

  after = dump_rows (f->path);
  g_assert_cmpstr (after, ==, before);
  db = store_test_sqlite_open (f->path);
  g_assert_cmpint (store_test_sqlite_int (db, "SELECT count(*) FROM high_scores"), ==,
                   store_test_sqlite_int (db, "SELECT count(*) FROM players WHERE kind = 'human'"));
  g_assert_cmpint (store_test_sqlite_int (db, "SELECT count(*) FROM high_scores AS h JOIN players AS p "
                                              "USING (game_id, seat) JOIN games AS g ON g.id = h.game_id "
                                              "WHERE h.points = p.points AND h.total = p.total AND h.variant = g.variant "
                                              "AND h.mode = g.mode AND h.finished = g.finished"), ==,
                   store_test_sqlite_int (db, "SELECT count(*) FROM high_scores"));
  sqlite3_close (db);
  integrity = store_test_integrity (f->path);
  g_assert_cmpstr (integrity, ==, "ok");
}

/* A game taken back goes out of the tables with its players: the lines
 * of high_scores go with their players' rows. */
static void
test_high_scores_delete (Fixture       *f,
                         gconstpointer  data)
{
  g_autoptr(BalutStore) store = store_test_open (f->path);
  g_autoptr(BalutGame) game = store_test_play_game (BALUT_VARIANT_JACKPOT, 90, 3, maria_and_computer);
  g_autoptr(GPtrArray) entries = NULL;
  g_autoptr(GError) error = NULL;
  gint64 id = store_test_add (store, game, BALUT_STORE_MODE_DIGITAL, NULL);
  sqlite3 *db;

  entries = high_scores (store, BALUT_VARIANT_JACKPOT, 10);
  g_assert_cmpuint (entries->len, ==, 2);
  g_clear_pointer (&entries, g_ptr_array_unref);
  g_assert_true (balut_store_delete_game (store, id, &error));
  g_assert_no_error (error);
  entries = high_scores (store, BALUT_VARIANT_JACKPOT, 10);
  g_assert_cmpuint (entries->len, ==, 0);
  db = store_test_sqlite_open (f->path);
  g_assert_cmpint (store_test_sqlite_int (db, "SELECT count(*) FROM high_scores"), ==, 0);
  sqlite3_close (db);
}

/* A version-1 database opened by two stores at once is migrated once. */
static void
test_migration_twice (Fixture       *f,
                      gconstpointer  data)
{
  g_autoptr(BalutGame) a = store_test_play_game (BALUT_VARIANT_OLATHE, 64, 3, maria_and_computer);
  g_autofree char *record = balut_record_to_data (a, NULL);
  g_autoptr(BalutStore) first = NULL;
  g_autoptr(BalutStore) second = NULL;
  g_autoptr(GPtrArray) games = NULL;
  g_autoptr(GError) error = NULL;
  sqlite3 *db;

  db = store_test_sqlite_open (f->path);
  store_test_sqlite_exec (db, balut_store_schema_v1_sql);
  insert_v1_game (db, 1, a, record, 1700000000, "digital");
  sqlite3_close (db);

  first = store_test_open (f->path);
  second = store_test_open (f->path);
  /* the game already there is not added again; another is */
  g_assert_cmpint (balut_store_add_game (second, a, BALUT_STORE_MODE_DIGITAL, NULL, &error), ==, 1);
  g_assert_no_error (error);
  {
    g_autoptr(BalutGame) b = store_test_play_game (BALUT_VARIANT_OLATHE, 65, 3, maria_and_computer);

    store_test_add (second, b, BALUT_STORE_MODE_DIGITAL, NULL);
  }
  games = balut_store_list_games (first, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (games->len, ==, 2);
}

/* ------------------------------------------------------------------ */
/* Bad files                                                           */
/* ------------------------------------------------------------------ */

/* A store of @n small games, closed; its file has many pages. */
static void
make_database (const char *path,
               guint       n)
{
  static const StoreTestSeat solo[] = { { "Maria", BALUT_PLAYER_HUMAN } };
  g_autoptr(BalutStore) store = store_test_open (path);

  /* n games alike but for their seeds: n games */
  for (guint i = 0; i < n; i++)
    {
      g_autoptr(BalutGame) game = store_test_scripted_game (BALUT_VARIANT_STANDARD, 1, solo, &dice_fives);

      store_test_add (store, game, BALUT_STORE_MODE_DIGITAL, NULL);
    }
}

/* The store is fresh and usable: no games, one can be added. */
static void
assert_fresh (BalutStore *store)
{
  static const StoreTestSeat solo[] = { { "Maria", BALUT_PLAYER_HUMAN } };
  g_autoptr(BalutGame) game = store_test_scripted_game (BALUT_VARIANT_STANDARD, 1, solo, &dice_sixes);
  g_autoptr(GPtrArray) games = NULL;
  g_autoptr(GError) error = NULL;

  g_assert_false (balut_store_is_read_only (store));
  games = balut_store_list_games (store, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (games->len, ==, 0);
  store_test_add (store, game, BALUT_STORE_MODE_DIGITAL, NULL);
}

/* open: CORRUPT, the file unchanged; open_or_recover: the file moved
 * aside with its bytes intact, a fresh store in its place. */
static void
assert_corrupt_and_recover (Fixture *f)
{
  g_autoptr(GBytes) bytes = store_test_read_file (f->path);
  g_autoptr(BalutStore) store = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *aside = NULL;
  g_autofree char *base = NULL;
  g_autofree char *integrity = NULL;

  store = balut_store_open (f->path, &error);
  g_assert_null (store);
  g_assert_error (error, BALUT_STORE_ERROR, BALUT_STORE_ERROR_CORRUPT);
  g_assert_true (g_utf8_validate (error->message, -1, NULL));
  g_assert_nonnull (strstr (error->message, f->path));
  g_test_message ("%s", error->message);
  g_clear_error (&error);
  store_test_assert_file (f->path, bytes);

  store = balut_store_open_or_recover (f->path, &aside, &error);
  g_assert_no_error (error);
  g_assert_nonnull (store);
  g_assert_nonnull (aside);
  base = g_path_get_basename (aside);
  g_assert_true (g_str_has_prefix (base, "balut.db.broken-"));
  g_assert_cmpuint (strlen (base), >=, strlen ("balut.db.broken-YYYYMMDD-HHMMSS"));
  g_assert_true (g_ascii_isdigit (base[16]) && base[24] == '-');
  store_test_assert_file (aside, bytes);
  assert_fresh (store);
  g_clear_object (&store);

  integrity = store_test_integrity (f->path);
  g_assert_cmpstr (integrity, ==, "ok");
}

static void
test_bad_truncated (Fixture       *f,
                    gconstpointer  data)
{
  static const gsize cuts[] = { 0, 1, 2, 3 };   /* in quarters, and the header alone */
  g_autoptr(GBytes) whole = NULL;
  gsize size;

  make_database (f->path, 40);
  whole = store_test_read_file (f->path);
  size = g_bytes_get_size (whole);
  g_assert_cmpuint (size, >=, 16 * 4096);

  for (guint i = 0; i < G_N_ELEMENTS (cuts); i++)
    {
      gsize keep = cuts[i] == 0 ? 100 : size * cuts[i] / 4;

      g_test_message ("truncated to %" G_GSIZE_FORMAT " of %" G_GSIZE_FORMAT " bytes", keep, size);
      store_test_write_file (f->path, g_bytes_get_data (whole, NULL), keep);
      assert_corrupt_and_recover (f);
      g_assert_cmpint (g_unlink (f->path), ==, 0);
    }
}

/* A page's b-tree header overwritten */
static void
test_bad_scribbled (Fixture       *f,
                    gconstpointer  data)
{
  g_autoptr(GBytes) whole = NULL;
  guint8 *bytes;
  gsize size;

  make_database (f->path, 40);
  whole = store_test_read_file (f->path);
  bytes = g_bytes_unref_to_data (g_steal_pointer (&whole), &size);
  for (guint i = 0; i < 12; i++)
    bytes[3 * 4096 + i] = 0xa5;
  store_test_write_file (f->path, bytes, size);
  g_free (bytes);
  assert_corrupt_and_recover (f);
}

static void
test_bad_random_bytes (Fixture       *f,
                       gconstpointer  data)
{
  g_autoptr(GRand) rand = g_rand_new_with_seed (1979);
  g_autofree guint32 *words = g_new (guint32, 16384);

  for (guint i = 0; i < 16384; i++)
    words[i] = g_rand_int (rand);
  store_test_write_file (f->path, words, 16384 * sizeof (guint32));
  assert_corrupt_and_recover (f);
}

/* SQLite's magic followed by garbage */
static void
test_bad_fake_header (Fixture       *f,
                      gconstpointer  data)
{
  g_autoptr(GRand) rand = g_rand_new_with_seed (2026);
  guint8 bytes[8192];

  for (guint i = 0; i < sizeof bytes; i++)
    bytes[i] = (guint8) g_rand_int_range (rand, 0, 256);
  memcpy (bytes, "SQLite format 3", 16);
  store_test_write_file (f->path, bytes, sizeof bytes);
  assert_corrupt_and_recover (f);
}

static void
test_bad_text_file (Fixture       *f,
                    gconstpointer  data)
{
  static const char text[] =
    "Balut high scores\n"
    "Maria 18 512\n"
    "Jens 12 470\n";

  store_test_write_file (f->path, text, strlen (text));
  assert_corrupt_and_recover (f);
}

/* Another program's database, with or without a version number */
static void
test_bad_foreign (Fixture       *f,
                  gconstpointer  data)
{
  static const char *schemas[] = {
    "CREATE TABLE notes (id INTEGER PRIMARY KEY, text TEXT); INSERT INTO notes (text) VALUES ('keep me');",
    "CREATE TABLE notes (id INTEGER PRIMARY KEY, text TEXT); PRAGMA user_version = 1;",
    "CREATE TABLE games (id INTEGER PRIMARY KEY); CREATE TABLE players (id); PRAGMA user_version = 2;",
    /* Balut's number, but not its tables */
    "CREATE TABLE games (id INTEGER PRIMARY KEY); PRAGMA application_id = 1113681013; PRAGMA user_version = 2;",
    "CREATE TABLE games (id INTEGER PRIMARY KEY); PRAGMA application_id = 1113681013; PRAGMA user_version = 1;",
    /* an index alone is a schema too */
    "CREATE TABLE t (x); CREATE INDEX i ON t (x); DROP TABLE t; CREATE VIEW v AS SELECT 1;",
  };

  for (guint i = 0; i < G_N_ELEMENTS (schemas); i++)
    {
      sqlite3 *db = store_test_sqlite_open (f->path);

      g_test_message ("schema %u", i);
      store_test_sqlite_exec (db, schemas[i]);
      sqlite3_close (db);
      assert_corrupt_and_recover (f);
      g_assert_cmpint (g_unlink (f->path), ==, 0);
    }
}

/* @path holds @n games of its own and nothing else: the database the
 * store left there, read with SQLite alone */
static void
assert_games_in (const char *path,
                 gint64      n)
{
  sqlite3 *db = NULL;

  g_assert_cmpint (sqlite3_open_v2 (path, &db, SQLITE_OPEN_READONLY, NULL), ==, SQLITE_OK);
  g_assert_cmpint (store_test_sqlite_int (db, "SELECT count(*) FROM games"), ==, n);
  sqlite3_close (db);
}

/* A Balut database someone else changed: objects of their own (a
 * trigger that runs on every insert, a view, an index, a table) or a
 * table of Balut's changed (a column added, a column's type, its
 * collation). Opening it refuses it as not Balut's; opening for the
 * game sets it aside exactly as a damaged file, its bytes kept, and a
 * new database takes its place, into which a game goes, and goes alone:
 * nothing the file held runs. */
static void
test_bad_hostile_schema (Fixture       *f,
                         gconstpointer  data)
{
  static const struct
  {
    const char *what;
    const char *sql;
  } cases[] = {
    { "a trigger that deletes games",
      "CREATE TRIGGER wipe AFTER INSERT ON players BEGIN DELETE FROM games WHERE id < NEW.game_id; END" },
    { "a trigger before a delete",
      "CREATE TRIGGER keep BEFORE DELETE ON games BEGIN SELECT RAISE (IGNORE); END" },
    { "a view", "CREATE VIEW best AS SELECT * FROM players ORDER BY points DESC" },
    { "an index of its own", "CREATE INDEX games_by_variant ON games (variant)" },
    { "a partial index", "CREATE INDEX humans ON players (points) WHERE kind = 'human'" },
    { "Balut's index on other columns",
      "DROP INDEX players_by_points; CREATE INDEX players_by_points ON players (name)" },
    { "a table of its own", "CREATE TABLE notes (id INTEGER PRIMARY KEY, text TEXT)" },
    { "a column added", "ALTER TABLE players ADD COLUMN note TEXT" },
    { "a column's type changed",
      "PRAGMA writable_schema = ON;"
      "UPDATE sqlite_schema SET sql = replace (sql, 'points   INTEGER NOT NULL', 'points   TEXT NOT NULL') "
      "WHERE name = 'players';"
      "PRAGMA writable_schema = OFF;" },
    { "a column's collation changed",
      "PRAGMA writable_schema = ON;"
      "UPDATE sqlite_schema SET sql = replace (sql, 'record   TEXT NOT NULL', 'record   TEXT NOT NULL COLLATE NOCASE') "
      "WHERE name = 'games';"
      "PRAGMA writable_schema = OFF;" },
    { "a virtual table of an unknown module",
      "PRAGMA writable_schema = ON;"
      "INSERT INTO sqlite_schema (type, name, tbl_name, rootpage, sql) "
      "VALUES ('table', 'elsewhere', 'elsewhere', 0, 'CREATE VIRTUAL TABLE elsewhere USING nosuchmodule (x)');"
      "PRAGMA writable_schema = OFF;" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autoptr(GBytes) bytes = NULL;
      g_autoptr(BalutStore) store = NULL;
      g_autoptr(GError) error = NULL;
      g_autofree char *aside = NULL;
      sqlite3 *db;

      g_test_message ("%s", cases[i].what);
      make_database (f->path, 31);
      db = store_test_sqlite_open (f->path);
      store_test_sqlite_exec (db, cases[i].sql);
      sqlite3_close (db);
      bytes = store_test_read_file (f->path);

      store = balut_store_open (f->path, &error);
      g_assert_null (store);
      g_assert_error (error, BALUT_STORE_ERROR, BALUT_STORE_ERROR_CORRUPT);
      if (error != NULL)
        {
          g_test_message ("%s", error->message);
          g_assert_nonnull (strstr (error->message, f->path));
        }
      g_clear_error (&error);
      g_clear_object (&store);
      store_test_assert_file (f->path, bytes);

      store = balut_store_open_or_recover (f->path, &aside, &error);
      g_assert_no_error (error);
      g_assert_nonnull (store);
      g_assert_nonnull (aside);
      if (store == NULL || aside == NULL)
        {
          balut_test_remove_tree (f->dir);
          g_assert_cmpint (g_mkdir (f->dir, 0700), ==, 0);
          continue;
        }
      assert_fresh (store);
      g_clear_object (&store);
      assert_games_in (f->path, 1);
      /* the file set aside: every byte as it was, its 31 games there */
      store_test_assert_file (aside, bytes);

      balut_test_remove_tree (f->dir);
      g_assert_cmpint (g_mkdir (f->dir, 0700), ==, 0);
    }
}

/* A version-1 file with a trigger of its own is not migrated: it is set
 * aside as it is. */
static void
test_bad_hostile_old_version (Fixture       *f,
                              gconstpointer  data)
{
  g_autoptr(BalutGame) a = store_test_play_game (BALUT_VARIANT_STANDARD, 71, 2, maria_and_computer);
  g_autofree char *record = balut_record_to_data (a, NULL);
  g_autoptr(GBytes) bytes = NULL;
  g_autoptr(BalutStore) store = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *aside = NULL;
  sqlite3 *db;

  db = store_test_sqlite_open (f->path);
  store_test_sqlite_exec (db, balut_store_schema_v1_sql);
  insert_v1_game (db, 1, a, record, 1700000000, "digital");
  store_test_sqlite_exec (db, "CREATE TRIGGER wipe AFTER UPDATE ON players BEGIN DELETE FROM games; END");
  sqlite3_close (db);
  bytes = store_test_read_file (f->path);

  store = balut_store_open (f->path, &error);
  g_assert_null (store);
  g_assert_error (error, BALUT_STORE_ERROR, BALUT_STORE_ERROR_CORRUPT);
  g_clear_error (&error);
  g_clear_object (&store);
  store_test_assert_file (f->path, bytes);

  store = balut_store_open_or_recover (f->path, &aside, &error);
  g_assert_no_error (error);
  g_assert_nonnull (aside);
  if (store != NULL)
    assert_fresh (store);
  if (aside != NULL)
    store_test_assert_file (aside, bytes);
}

/* A trigger added by another program while the store is open (after
 * its check) does not run either: the store's connection runs no
 * trigger and no view of the file. */
static void
test_bad_trigger_while_open (Fixture       *f,
                             gconstpointer  data)
{
  static const StoreTestSeat solo[] = { { "Maria", BALUT_PLAYER_HUMAN } };
  g_autoptr(BalutGame) game = store_test_scripted_game (BALUT_VARIANT_STANDARD, 1, solo, &dice_sixes);
  g_autoptr(BalutStore) store = NULL;
  sqlite3 *db;

  make_database (f->path, 31);
  store = store_test_open (f->path);
  db = store_test_sqlite_open (f->path);
  store_test_sqlite_exec (db, "CREATE TRIGGER wipe AFTER INSERT ON players "
                              "BEGIN DELETE FROM games WHERE id < NEW.game_id; END");
  sqlite3_close (db);

  store_test_add (store, game, BALUT_STORE_MODE_DIGITAL, NULL);
  g_clear_object (&store);
  assert_games_in (f->path, 32);
}

/* An empty file is a new database: SQLite creates the file when it
 * opens it and writes the first page at the first commit, so an empty
 * file is what a crash in between leaves; it holds nothing to lose. */
static void
test_empty_file (Fixture       *f,
                 gconstpointer  data)
{
  g_autoptr(BalutStore) store = NULL;
  g_autofree char *aside = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(GDir) dir = NULL;
  guint n_files = 0;

  store_test_write_file (f->path, "", 0);
  store = balut_store_open_or_recover (f->path, &aside, &error);
  g_assert_no_error (error);
  g_assert_null (aside);
  assert_fresh (store);

  /* nothing was moved aside */
  dir = g_dir_open (f->dir, 0, NULL);
  while (g_dir_read_name (dir) != NULL)
    n_files++;
  g_assert_cmpuint (n_files, <=, 4);   /* balut.db, its -wal, -shm and .checked */
}

/* A newer Balut's file opens read-only: readable, writes refused, the
 * file's bytes unchanged; never moved aside. */
static void
test_newer_version (Fixture       *f,
                    gconstpointer  data)
{
  static const StoreTestSeat solo[] = { { "Maria", BALUT_PLAYER_HUMAN } };
  g_autoptr(BalutGame) game = store_test_scripted_game (BALUT_VARIANT_STANDARD, 1, solo, &dice_sixes);
  g_autoptr(BalutStore) store = NULL;
  g_autoptr(GBytes) bytes = NULL;
  g_autoptr(GPtrArray) entries = NULL;
  g_autoptr(GPtrArray) games = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *aside = NULL;
  /* a version after this one's, with a table of its own */
  g_autofree char *newer = g_strdup_printf ("PRAGMA user_version = %d; "
                                            "CREATE TABLE trophies (id INTEGER PRIMARY KEY);",
                                            BALUT_STORE_SCHEMA_VERSION + 1);
  sqlite3 *db;

  make_database (f->path, 5);
  db = store_test_sqlite_open (f->path);
  store_test_sqlite_exec (db, newer);
  sqlite3_close (db);
  bytes = store_test_read_file (f->path);

  store = store_test_open (f->path);
  g_assert_true (balut_store_is_read_only (store));
  g_assert_cmpuint (balut_store_get_file_version (store), ==, BALUT_STORE_SCHEMA_VERSION + 1);
  {
    g_autofree char *notice = balut_store_dup_read_only_notice (store);

    g_assert_nonnull (strstr (notice, "newer version"));
  }
  entries = high_scores (store, BALUT_VARIANT_STANDARD, 10);
  g_assert_cmpuint (entries->len, ==, 5);
  games = balut_store_list_games (store, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (games->len, ==, 5);

  g_assert_cmpint (balut_store_add_game (store, game, BALUT_STORE_MODE_DIGITAL, NULL, &error), ==, 0);
  g_assert_error (error, BALUT_STORE_ERROR, BALUT_STORE_ERROR_READ_ONLY);
  g_assert_nonnull (strstr (error->message, "newer"));
  g_clear_error (&error);
  g_clear_object (&store);
  store_test_assert_file (f->path, bytes);

  store = balut_store_open_or_recover (f->path, &aside, &error);
  g_assert_no_error (error);
  g_assert_null (aside);
  g_assert_true (balut_store_is_read_only (store));
  g_clear_object (&store);
  store_test_assert_file (f->path, bytes);
}

/* A newer Balut's file whose tables this version cannot read: NEWER,
 * and left where it is. */
static void
test_newer_unreadable (Fixture       *f,
                       gconstpointer  data)
{
  g_autoptr(BalutStore) store = NULL;
  g_autoptr(GBytes) bytes = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *aside = NULL;
  sqlite3 *db;

  make_database (f->path, 2);
  db = store_test_sqlite_open (f->path);
  store_test_sqlite_exec (db, "ALTER TABLE games RENAME COLUMN record TO record_v3; PRAGMA user_version = 7;");
  sqlite3_close (db);
  bytes = store_test_read_file (f->path);

  store = balut_store_open (f->path, &error);
  g_assert_null (store);
  g_assert_error (error, BALUT_STORE_ERROR, BALUT_STORE_ERROR_NEWER);
  g_clear_error (&error);

  store = balut_store_open_or_recover (f->path, &aside, &error);
  g_assert_null (store);
  g_assert_null (aside);
  g_assert_error (error, BALUT_STORE_ERROR, BALUT_STORE_ERROR_NEWER);
  store_test_assert_file (f->path, bytes);
}

/* A broken file's -wal and -shm go with it: a log left behind would be
 * replayed into the new database. */
static void
test_recover_moves_companions (Fixture       *f,
                               gconstpointer  data)
{
  g_autofree char *wal = g_strconcat (f->path, "-wal", NULL);
  g_autofree char *shm = g_strconcat (f->path, "-shm", NULL);
  g_autofree char *aside = NULL;
  g_autofree char *aside_wal = NULL;
  g_autofree char *aside_shm = NULL;
  g_autoptr(BalutStore) store = NULL;
  g_autoptr(GError) error = NULL;

  store_test_write_file (f->path, "not a database at all", 21);
  store_test_write_file (wal, "wal bytes", 9);
  store_test_write_file (shm, "shm bytes", 9);

  store = balut_store_open_or_recover (f->path, &aside, &error);
  g_assert_no_error (error);
  g_assert_nonnull (aside);
  aside_wal = g_strconcat (aside, "-wal", NULL);
  aside_shm = g_strconcat (aside, "-shm", NULL);
  g_assert_true (g_file_test (aside_wal, G_FILE_TEST_IS_REGULAR));
  g_assert_true (g_file_test (aside_shm, G_FILE_TEST_IS_REGULAR));
  {
    g_autoptr(GBytes) w = g_bytes_new_static ("wal bytes", 9);
    g_autoptr(GBytes) s = g_bytes_new_static ("shm bytes", 9);

    store_test_assert_file (aside_wal, w);
    store_test_assert_file (aside_shm, s);
  }
  assert_fresh (store);
}

/* A broken file whose log cannot be moved (its new name would be too
 * long) stays where it was with its log, and the error says why. */
static void
test_recover_not_moved (Fixture       *f,
                        gconstpointer  data)
{
  const char *why_not;
  g_autofree char *path = store_test_long_name (f->dir, 230, &why_not);
  g_autofree char *wal = NULL;
  g_autofree char *expected = NULL;
  g_autofree char *aside = NULL;
  g_autoptr(BalutStore) store = NULL;
  g_autoptr(GError) error = NULL;
  g_auto(GStrv) names = NULL;

  if (path == NULL)
    {
      g_test_skip (why_not);
      return;
    }

  wal = g_strconcat (path, "-wal", NULL);
  store_test_write_file (path, "not a database at all", 21);
  store_test_write_file (wal, "wal bytes", 9);

  store = balut_store_open_or_recover (path, &aside, &error);
  g_assert_null (store);
  g_assert_null (aside);
  g_assert_error (error, BALUT_STORE_ERROR, BALUT_STORE_ERROR_FAILED);
  expected = g_strdup_printf ("Cannot move the damaged database “%s” aside: %s",
                              path, g_strerror (ENAMETOOLONG));
  g_assert_cmpstr (error->message, ==, expected);

  {
    g_autoptr(GBytes) b = g_bytes_new_static ("not a database at all", 21);
    g_autoptr(GBytes) w = g_bytes_new_static ("wal bytes", 9);

    store_test_assert_file (path, b);
    store_test_assert_file (wal, w);
  }
  names = balut_test_list_dir (f->dir);
  g_assert_cmpuint (g_strv_length (names), ==, 2);
}

/* An empty file with a log is not new: SQLite would delete the log. */
static void
test_empty_with_log (Fixture       *f,
                     gconstpointer  data)
{
  g_autofree char *wal = g_strconcat (f->path, "-wal", NULL);
  g_autofree char *aside_wal = NULL;
  g_autoptr(GBytes) log = g_bytes_new_static ("a log of frames", 15);

  store_test_write_file (f->path, "", 0);
  store_test_write_file (wal, "a log of frames", 15);
  {
    g_autoptr(BalutStore) store = NULL;
    g_autoptr(GError) error = NULL;
    g_autofree char *aside = NULL;

    store = balut_store_open (f->path, &error);
    g_assert_error (error, BALUT_STORE_ERROR, BALUT_STORE_ERROR_CORRUPT);
    store_test_assert_file (wal, log);
    g_clear_error (&error);

    store = balut_store_open_or_recover (f->path, &aside, &error);
    g_assert_no_error (error);
    aside_wal = g_strconcat (aside, "-wal", NULL);
    store_test_assert_file (aside_wal, log);
    assert_fresh (store);
  }
}

/* A log without its file: the same, and the log is moved aside alone. */
static void
test_missing_with_log (Fixture       *f,
                       gconstpointer  data)
{
  g_autofree char *wal = g_strconcat (f->path, "-wal", NULL);
  g_autofree char *aside_wal = NULL;
  g_autoptr(GBytes) log = g_bytes_new_static ("a log of frames", 15);
  g_autoptr(BalutStore) store = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *aside = NULL;

  store_test_write_file (wal, "a log of frames", 15);
  store = balut_store_open (f->path, &error);
  g_assert_error (error, BALUT_STORE_ERROR, BALUT_STORE_ERROR_CORRUPT);
  g_assert_false (g_file_test (f->path, G_FILE_TEST_EXISTS));
  store_test_assert_file (wal, log);
  g_clear_error (&error);

  store = balut_store_open_or_recover (f->path, &aside, &error);
  g_assert_no_error (error);
  g_assert_nonnull (aside);
  g_assert_false (g_file_test (aside, G_FILE_TEST_EXISTS));
  aside_wal = g_strconcat (aside, "-wal", NULL);
  store_test_assert_file (aside_wal, log);
  assert_fresh (store);
}

/* A damaged database whose log holds commits: the failed open leaves
 * both files as they were (no checkpoint into the damaged file, no
 * deleted log), and both are moved aside whole. */
static void
test_damaged_with_log (Fixture       *f,
                       gconstpointer  data)
{
  g_autofree char *source = g_build_filename (f->dir, "source.db", NULL);
  g_autofree char *source_wal = g_strconcat (source, "-wal", NULL);
  g_autofree char *wal = g_strconcat (f->path, "-wal", NULL);
  g_autoptr(GBytes) main_bytes = NULL;
  g_autoptr(GBytes) wal_bytes = NULL;
  g_autoptr(BalutStore) store = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *aside = NULL;
  g_autofree char *aside_wal = NULL;
  guint8 *bytes;
  gsize size;
  sqlite3 *db;

  make_database (source, 40);
  db = store_test_sqlite_open (source);
  store_test_sqlite_exec (db, "PRAGMA wal_autocheckpoint = 0; "
                              "INSERT INTO games (finished, variant, mode, record) "
                              "VALUES (1, 'standard', 'digital', '{}');");
  /* a copy of the file and its log while they are open */
  main_bytes = store_test_read_file (source);
  wal_bytes = store_test_read_file (source_wal);
  g_assert_cmpuint (g_bytes_get_size (wal_bytes), >, 0);
  sqlite3_close (db);

  bytes = g_bytes_unref_to_data (g_steal_pointer (&main_bytes), &size);
  for (guint i = 0; i < 12; i++)
    bytes[3 * 4096 + i] = 0x5a;
  store_test_write_file (f->path, bytes, size);
  main_bytes = g_bytes_new_take (bytes, size);
  store_test_write_file (wal, g_bytes_get_data (wal_bytes, NULL), g_bytes_get_size (wal_bytes));

  store = balut_store_open (f->path, &error);
  g_assert_null (store);
  g_assert_error (error, BALUT_STORE_ERROR, BALUT_STORE_ERROR_CORRUPT);
  g_clear_error (&error);
  store_test_assert_file (f->path, main_bytes);
  store_test_assert_file (wal, wal_bytes);

  store = balut_store_open_or_recover (f->path, &aside, &error);
  g_assert_no_error (error);
  aside_wal = g_strconcat (aside, "-wal", NULL);
  store_test_assert_file (aside, main_bytes);
  store_test_assert_file (aside_wal, wal_bytes);
  assert_fresh (store);
}

/* Never over another file: the names of this second and the next are
 * taken, so a third is chosen, and both stay as they were. */
static void
test_recover_unique_name (Fixture       *f,
                          gconstpointer  data)
{
  g_autoptr(GDateTime) now = g_date_time_new_now_local ();
  g_autoptr(GDateTime) next = g_date_time_add_seconds (now, 1);
  g_autofree char *s1 = g_date_time_format (now, "%Y%m%d-%H%M%S");
  g_autofree char *s2 = g_date_time_format (next, "%Y%m%d-%H%M%S");
  g_autofree char *taken1 = g_strdup_printf ("%s.broken-%s", f->path, s1);
  g_autofree char *taken2 = g_strdup_printf ("%s.broken-%s", f->path, s2);
  g_autoptr(GBytes) mine = g_bytes_new_static ("mine", 4);
  g_autoptr(BalutStore) store = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *aside = NULL;
  g_autofree char *aside2 = NULL;

  store_test_write_file (taken1, "mine", 4);
  store_test_write_file (taken2, "mine", 4);
  store_test_write_file (f->path, "broken 1", 8);
  store = balut_store_open_or_recover (f->path, &aside, &error);
  g_assert_no_error (error);
  g_assert_cmpstr (aside, !=, taken1);
  g_assert_cmpstr (aside, !=, taken2);
  g_clear_object (&store);

  store_test_write_file (f->path, "broken 2", 8);
  store = balut_store_open_or_recover (f->path, &aside2, &error);
  g_assert_no_error (error);
  g_assert_cmpstr (aside2, !=, aside);
  store_test_assert_file (taken1, mine);
  store_test_assert_file (taken2, mine);
  {
    g_autoptr(GBytes) b1 = g_bytes_new_static ("broken 1", 8);
    g_autoptr(GBytes) b2 = g_bytes_new_static ("broken 2", 8);

    store_test_assert_file (aside, b1);
    store_test_assert_file (aside2, b2);
  }
}

/* Not a file: an error, nothing moved */
static void
test_not_a_file (Fixture       *f,
                 gconstpointer  data)
{
  g_autoptr(BalutStore) store = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *aside = NULL;

  g_assert_cmpint (g_mkdir (f->path, 0700), ==, 0);
  store = balut_store_open_or_recover (f->path, &aside, &error);
  g_assert_null (store);
  g_assert_null (aside);
  g_assert_error (error, BALUT_STORE_ERROR, BALUT_STORE_ERROR_FAILED);
  g_assert_true (g_file_test (f->path, G_FILE_TEST_IS_DIR));
}

/* A folder that cannot be made: an error, not a crash */
static void
test_no_folder (Fixture       *f,
                gconstpointer  data)
{
  g_autofree char *file = g_build_filename (f->dir, "file", NULL);
  g_autofree char *inside = g_build_filename (file, "balut.db", NULL);
  g_autoptr(BalutStore) store = NULL;
  g_autoptr(GError) error = NULL;

  store_test_write_file (file, "x", 1);
  store = balut_store_open (inside, &error);
  g_assert_null (store);
  g_assert_error (error, BALUT_STORE_ERROR, BALUT_STORE_ERROR_FAILED);
}

static void assert_read_only (BalutStore *store,
                              guint       n);

/* A write-protected current file in a write-protected folder opens
 * read-only, and reads, log and all (as a user, not root, whom
 * permissions do not stop). */
static void
test_write_protected (Fixture       *f,
                      gconstpointer  data)
{
  const char *why_not;
  g_autoptr(BalutStore) store = NULL;
  g_autoptr(GError) error = NULL;

  if (!balut_test_modes_apply (&why_not))
    {
      g_test_skip (why_not);
      return;
    }

  make_database (f->path, 3);
  g_assert_cmpint (g_chmod (f->path, 0444), ==, 0);
  g_assert_cmpint (g_chmod (f->dir, 0500), ==, 0);
  store = balut_store_open (f->path, &error);
  g_assert_no_error (error);
  if (store != NULL)
    assert_read_only (store, 3);
  g_clear_object (&store);
  g_assert_cmpint (g_chmod (f->dir, 0700), ==, 0);
}


/* ------------------------------------------------------------------ */
/* The full check at open                                              */
/* ------------------------------------------------------------------ */

/* Opens and closes @path; whether that ran the full check */
static gboolean
open_ran_full_check (const char *path)
{
  guint before = balut_store_get_n_full_checks ();

  g_object_unref (store_test_open (path));
  return balut_store_get_n_full_checks () > before;
}

/* A store closed cleanly opens again without the full check: no file
 * read whole at each start. */
static void
test_check_clean_reopen (Fixture       *f,
                         gconstpointer  data)
{
  make_database (f->path, 20);
  g_assert_false (open_ran_full_check (f->path));
  g_assert_false (open_ran_full_check (f->path));
  make_database (f->path, 1);   /* written to, closed cleanly */
  g_assert_false (open_ran_full_check (f->path));
}

/* A connection that writes to @path and ends without a checkpoint:
 * its log holds a commit, and is left behind, as a crash, a kill or a
 * power cut leaves it. */
static void
leave_unclean (const char *path)
{
  g_autofree char *wal = g_strconcat (path, "-wal", NULL);
  sqlite3 *db;

  db = store_test_sqlite_open (path);
  g_assert_cmpint (sqlite3_db_config (db, SQLITE_DBCONFIG_NO_CKPT_ON_CLOSE, 1, (int *) NULL), ==, SQLITE_OK);
  store_test_sqlite_exec (db, "UPDATE games SET finished = finished + 1 WHERE id = 1;");
  sqlite3_close (db);
  g_assert_true (g_file_test (wal, G_FILE_TEST_IS_REGULAR));
}

/* Writes @length bytes of @byte at @offset in @path, in place and
 * keeping its modification time: as a failing disk would. */
static void
scribble_in_place (const char *path,
                   long        offset,
                   guint8      byte,
                   gsize       length)
{
  g_autoptr(GFile) gfile = g_file_new_for_path (path);
  g_autoptr(GFileInfo) times = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree guint8 *bytes = g_malloc (length);
  FILE *file;

  times = g_file_query_info (gfile, G_FILE_ATTRIBUTE_TIME_MODIFIED "," G_FILE_ATTRIBUTE_TIME_MODIFIED_USEC,
                             G_FILE_QUERY_INFO_NONE, NULL, &error);
  g_assert_no_error (error);
  memset (bytes, byte, length);
  file = g_fopen (path, "r+b");
  g_assert_nonnull (file);
  g_assert_cmpint (fseek (file, offset, SEEK_SET), ==, 0);
  g_assert_cmpuint (fwrite (bytes, 1, length, file), ==, length);
  g_assert_cmpint (fclose (file), ==, 0);
  g_file_set_attributes_from_info (gfile, times, G_FILE_QUERY_INFO_NONE, NULL, &error);
  g_assert_no_error (error);
}

/* A log left by a connection that never closed: the full check runs,
 * once, and the game in the log is there. */
static void
test_check_after_unclean (Fixture       *f,
                          gconstpointer  data)
{
  g_autofree char *wal = g_strconcat (f->path, "-wal", NULL);
  g_autoptr(BalutStore) store = NULL;
  g_autoptr(GPtrArray) games = NULL;
  g_autoptr(GError) error = NULL;

  make_database (f->path, 3);
  g_assert_false (open_ran_full_check (f->path));
  leave_unclean (f->path);

  g_assert_true (open_ran_full_check (f->path));
  g_assert_false (g_file_test (wal, G_FILE_TEST_EXISTS));   /* closed cleanly */
  g_assert_false (open_ran_full_check (f->path));

  store = store_test_open (f->path);
  games = balut_store_list_games (store, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (games->len, ==, 3);
}

/* A log of nothing (a read-only connection's, or what SQLite leaves at
 * times) is no sign of a crash. */
static void
test_check_empty_log (Fixture       *f,
                      gconstpointer  data)
{
  g_autofree char *wal = g_strconcat (f->path, "-wal", NULL);

  make_database (f->path, 3);
  store_test_write_file (wal, "", 0);
  g_assert_false (open_ran_full_check (f->path));
}

/* A note of the last check: the file's identity, and when */
static GKeyFile *
load_note (const char *path)
{
  g_autofree char *note = g_strconcat (path, BALUT_STORE_CHECKED_SUFFIX, NULL);
  g_autoptr(GKeyFile) file = g_key_file_new ();
  g_autoptr(GError) error = NULL;

  g_key_file_load_from_file (file, note, G_KEY_FILE_KEEP_COMMENTS, &error);
  g_assert_no_error (error);
  return g_steal_pointer (&file);
}

static void
save_note (const char *path,
           GKeyFile   *file)
{
  g_autofree char *note = g_strconcat (path, BALUT_STORE_CHECKED_SUFFIX, NULL);
  g_autoptr(GError) error = NULL;

  g_key_file_save_to_file (file, note, &error);
  g_assert_no_error (error);
}

/* Checked long ago, never, or with a note that does not read: the full
 * check runs, and is noted. */
static void
test_check_schedule (Fixture       *f,
                     gconstpointer  data)
{
  g_autofree char *note = g_strconcat (f->path, BALUT_STORE_CHECKED_SUFFIX, NULL);
  gint64 now = g_get_real_time () / G_USEC_PER_SEC;
  gint64 day = 24 * 60 * 60;

  make_database (f->path, 3);
  g_assert_true (g_file_test (note, G_FILE_TEST_IS_REGULAR));
  g_assert_false (open_ran_full_check (f->path));

  {
    g_autoptr(GKeyFile) file = load_note (f->path);

    g_key_file_set_int64 (file, "quick_check", "time", now - (BALUT_STORE_CHECK_INTERVAL_DAYS - 1) * day);
    save_note (f->path, file);
    g_assert_false (open_ran_full_check (f->path));
    g_key_file_set_int64 (file, "quick_check", "time", now - (BALUT_STORE_CHECK_INTERVAL_DAYS + 1) * day);
    save_note (f->path, file);
    g_assert_true (open_ran_full_check (f->path));
    g_assert_false (open_ran_full_check (f->path));

    /* in the future: a clock that was wrong */
    g_key_file_set_int64 (file, "quick_check", "time", now + 2 * day);
    save_note (f->path, file);
    g_assert_true (open_ran_full_check (f->path));
  }

  g_assert_cmpint (g_remove (note), ==, 0);
  g_assert_true (open_ran_full_check (f->path));
  g_assert_false (open_ran_full_check (f->path));

  store_test_write_file (note, "\xff\xfe not a note", 13);
  g_assert_true (open_ran_full_check (f->path));
  g_assert_false (open_ran_full_check (f->path));
}

/* Another file in the database's place (a copy put back, a file written
 * over it), with the note of the one before: checked. */
static void
test_check_other_file (Fixture       *f,
                       gconstpointer  data)
{
  g_autoptr(GBytes) bytes = NULL;

  make_database (f->path, 3);
  bytes = store_test_read_file (f->path);
  make_database (f->path, 2);
  g_assert_false (open_ran_full_check (f->path));
  store_test_write_file (f->path, g_bytes_get_data (bytes, NULL), g_bytes_get_size (bytes));
  g_assert_true (open_ran_full_check (f->path));
  g_assert_false (open_ran_full_check (f->path));
}

/* Damage the open did not look for (a page changed in place after a
 * check) is an error where it is read; the next open checks the file
 * and sets it aside. */
static void
test_check_damage_found_later (Fixture       *f,
                               gconstpointer  data)
{
  g_autofree char *note = g_strconcat (f->path, BALUT_STORE_CHECKED_SUFFIX, NULL);
  g_autoptr(BalutStore) store = NULL;
  g_autoptr(GPtrArray) games = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *aside = NULL;
  gint64 root, page_size;

  make_database (f->path, 40);
  {
    sqlite3 *db = store_test_sqlite_open (f->path);

    /* the b-tree header of the games table's root page */
    root = store_test_sqlite_int (db, "SELECT rootpage FROM sqlite_schema WHERE name = 'games'");
    page_size = store_test_sqlite_int (db, "PRAGMA page_size");
    sqlite3_close (db);
  }
  scribble_in_place (f->path, (long) ((root - 1) * page_size), 0xa5, 12);

  {
    guint before = balut_store_get_n_full_checks ();

    store = balut_store_open (f->path, &error);
    g_assert_no_error (error);
    g_assert_cmpuint (balut_store_get_n_full_checks (), ==, before);
  }
  games = balut_store_list_games (store, &error);
  g_assert_null (games);
  g_assert_error (error, BALUT_STORE_ERROR, BALUT_STORE_ERROR_CORRUPT);
  g_clear_error (&error);
  g_clear_object (&store);
  g_assert_false (g_file_test (note, G_FILE_TEST_EXISTS));

  store = balut_store_open_or_recover (f->path, &aside, &error);
  g_assert_no_error (error);
  g_assert_nonnull (aside);
  assert_fresh (store);
}


/* ------------------------------------------------------------------ */
/* Read-only                                                           */
/* ------------------------------------------------------------------ */

/* @store is read-only and says so (not "newer"), shows its @n games,
 * and refuses to record or delete, saying "read-only" */
static void
assert_read_only (BalutStore *store,
                  guint       n)
{
  static const StoreTestSeat solo[] = { { "Maria", BALUT_PLAYER_HUMAN } };
  g_autoptr(BalutGame) game = store_test_scripted_game (BALUT_VARIANT_STANDARD, 1, solo, &dice_sixes);
  g_autoptr(GPtrArray) games = NULL;
  g_autoptr(GPtrArray) entries = NULL;
  g_autoptr(BalutPlayerStats) stats = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *notice = NULL;

  g_assert_true (balut_store_is_read_only (store));
  g_assert_cmpuint (balut_store_get_file_version (store), ==, BALUT_STORE_SCHEMA_VERSION);
  notice = balut_store_dup_read_only_notice (store);
  g_assert_nonnull (notice);
  g_test_message ("%s", notice);
  g_assert_nonnull (strstr (notice, "read-only"));
  g_assert_null (strstr (notice, "newer"));

  games = balut_store_list_games (store, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (games->len, ==, n);
  entries = high_scores (store, BALUT_VARIANT_STANDARD, 10);
  g_assert_cmpuint (entries->len, ==, n);
  stats = balut_store_load_player_stats (store, BALUT_VARIANT_STANDARD, "Maria", &error);
  g_assert_no_error (error);
  g_assert_cmpuint (stats->n_games, ==, n);

  g_assert_cmpint (balut_store_add_game (store, game, BALUT_STORE_MODE_DIGITAL, NULL, &error), ==, 0);
  g_assert_error (error, BALUT_STORE_ERROR, BALUT_STORE_ERROR_READ_ONLY);
  g_assert_nonnull (strstr (error->message, "read-only"));
  g_clear_error (&error);
  g_assert_false (balut_store_delete_game (store, 1, &error));
  g_assert_error (error, BALUT_STORE_ERROR, BALUT_STORE_ERROR_READ_ONLY);
}

/* A file and folder that cannot be written (as root, pretended: see
 * test-store-processes' read-only mount for the real one): read-only,
 * readable, unchanged, and never checked whole. */
static void
test_read_only_pretended (Fixture       *f,
                          gconstpointer  data)
{
  g_autoptr(GBytes) bytes = NULL;
  g_autoptr(BalutStore) store = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *aside = NULL;
  guint before;

  make_database (f->path, 3);
  bytes = store_test_read_file (f->path);

  balut_store_set_pretend_read_only (TRUE);
  before = balut_store_get_n_full_checks ();
  store = balut_store_open_or_recover (f->path, &aside, &error);
  g_assert_no_error (error);
  g_assert_null (aside);
  g_assert_cmpuint (balut_store_get_n_full_checks (), ==, before);
  assert_read_only (store, 3);
  g_clear_object (&store);
  balut_store_set_pretend_read_only (FALSE);

  store_test_assert_file (f->path, bytes);
  store = store_test_open (f->path);
  g_assert_false (balut_store_is_read_only (store));
  g_assert_null (balut_store_dup_read_only_notice (store));
}

/* The log's index (-shm) cannot be made (a folder has its name): SQLite
 * reads, but will not write. */
static void
test_read_only_no_shm (Fixture       *f,
                       gconstpointer  data)
{
  g_autofree char *shm = g_strconcat (f->path, "-shm", NULL);
  g_autoptr(GBytes) bytes = NULL;
  g_autoptr(BalutStore) store = NULL;

  make_database (f->path, 3);
  bytes = store_test_read_file (f->path);
  g_assert_cmpint (g_mkdir (shm, 0700), ==, 0);

  store = store_test_open (f->path);
  assert_read_only (store, 3);
  g_clear_object (&store);
  store_test_assert_file (f->path, bytes);
  g_assert_true (g_file_test (shm, G_FILE_TEST_IS_DIR));
}

/* Neither the log (-wal) nor its index can be made, as on a read-only
 * medium: the file alone, read as one nobody changes. */
static void
test_read_only_no_wal (Fixture       *f,
                       gconstpointer  data)
{
  g_autofree char *wal = g_strconcat (f->path, "-wal", NULL);
  g_autoptr(GBytes) bytes = NULL;
  g_autoptr(BalutStore) store = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *aside = NULL;

  make_database (f->path, 3);
  bytes = store_test_read_file (f->path);
  g_assert_cmpint (g_mkdir (wal, 0700), ==, 0);

  store = balut_store_open_or_recover (f->path, &aside, &error);
  g_assert_no_error (error);
  g_assert_null (aside);
  assert_read_only (store, 3);
  g_clear_object (&store);
  store_test_assert_file (f->path, bytes);
}

/* A version-3 file that cannot be written is read as it is, its tables
 * those a migrated copy shows */
static void
test_read_only_v3 (Fixture       *f,
                   gconstpointer  data)
{
  g_autofree char *copy = g_build_filename (f->dir, "migrated.db", NULL);
  g_autoptr(BalutStore) store = NULL;
  g_autoptr(BalutStore) migrated = NULL;
  g_autoptr(GBytes) bytes = NULL;
  g_autoptr(GError) error = NULL;

  make_v3_database (f->path);
  bytes = store_test_read_file (f->path);
  store_test_write_file (copy, g_bytes_get_data (bytes, NULL), g_bytes_get_size (bytes));
  migrated = store_test_open (copy);

  balut_store_set_pretend_read_only (TRUE);
  store = balut_store_open (f->path, &error);
  balut_store_set_pretend_read_only (FALSE);
  g_assert_no_error (error);
  g_assert_true (balut_store_is_read_only (store));
  g_assert_cmpuint (balut_store_get_file_version (store), ==, 3);
  for (guint v = 0; v < BALUT_N_VARIANTS; v++)
    for (guint m = 0; m <= BALUT_STORE_MODE_SCORING_PAD; m++)
      {
        g_autoptr(GPtrArray) lines = high_scores_of_mode (store, v, m, 10);
        g_autoptr(GPtrArray) expected = high_scores_of_mode (migrated, v, m, 10);

        g_assert_cmpuint (lines->len, ==, expected->len);
        for (guint i = 0; i < lines->len; i++)
          {
            const BalutScoreEntry *a = g_ptr_array_index (lines, i);
            const BalutScoreEntry *b = g_ptr_array_index (expected, i);

            g_assert_cmpint (a->game_id, ==, b->game_id);
            g_assert_cmpstr (a->name, ==, b->name);
            g_assert_cmpint (a->points, ==, b->points);
          }
      }
  g_clear_object (&store);
  store_test_assert_file (f->path, bytes);
}

/* A version-1 file that cannot be written: it would need an upgrade,
 * and the error says read-only */
static void
test_read_only_old_version (Fixture       *f,
                            gconstpointer  data)
{
  g_autoptr(BalutStore) store = NULL;
  g_autoptr(GBytes) bytes = NULL;
  g_autoptr(GError) error = NULL;
  sqlite3 *db;

  db = store_test_sqlite_open (f->path);
  store_test_sqlite_exec (db, balut_store_schema_v1_sql);
  sqlite3_close (db);
  bytes = store_test_read_file (f->path);

  balut_store_set_pretend_read_only (TRUE);
  store = balut_store_open (f->path, &error);
  balut_store_set_pretend_read_only (FALSE);
  g_assert_null (store);
  g_assert_error (error, BALUT_STORE_ERROR, BALUT_STORE_ERROR_READ_ONLY);
  g_assert_nonnull (strstr (error->message, "read-only"));
  store_test_assert_file (f->path, bytes);
}

/* ------------------------------------------------------------------ */
/* A look that changes nothing (balut_store_open_read_only())          */
/* ------------------------------------------------------------------ */

/* Opens @path to look at it: no full check runs, even when due */
static BalutStore *
look (const char  *path,
      GError     **error)
{
  guint before = balut_store_get_n_full_checks ();
  BalutStore *store = balut_store_open_read_only (path, error);

  g_assert_cmpuint (balut_store_get_n_full_checks (), ==, before);
  return store;
}

/* A sound file whose full check is due (never noted): read, its @n
 * games and their lines, without the check, and without a file made,
 * changed or removed beside it; writes refused. */
static void
test_look_sound (Fixture       *f,
                 gconstpointer  data)
{
  g_autofree char *note = g_strconcat (f->path, BALUT_STORE_CHECKED_SUFFIX, NULL);
  g_autoptr(GHashTable) before = NULL;
  g_autoptr(BalutStore) store = NULL;
  g_autoptr(GError) error = NULL;

  make_database (f->path, 3);
  g_assert_cmpint (g_remove (note), ==, 0);
  before = store_test_snapshot_dir (f->dir);

  store = look (f->path, &error);
  g_assert_no_error (error);
  assert_read_only (store, 3);
  g_clear_object (&store);
  store_test_assert_dir (f->dir, before);
}

/* No file: no games, and nothing made */
static void
test_look_missing (Fixture       *f,
                   gconstpointer  data)
{
  g_autoptr(BalutStore) store = NULL;
  g_autoptr(GPtrArray) games = NULL;
  g_autoptr(GError) error = NULL;
  g_auto(GStrv) names = NULL;

  store = look (f->path, &error);
  g_assert_no_error (error);
  g_assert_true (balut_store_is_read_only (store));
  games = balut_store_list_games (store, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (games->len, ==, 0);
  g_clear_object (&store);
  names = balut_test_list_dir (f->dir);
  g_assert_cmpuint (g_strv_length (names), ==, 0);
}

/* An empty file, a file that is not SQLite, a damaged page, a foreign
 * schema: said, and every file as it was (not even the note of the last
 * check is removed, as a store that writes does when it finds damage) */
static void
test_look_bad (Fixture       *f,
               gconstpointer  data)
{
  g_autoptr(GRand) rand = g_rand_new_with_seed (26);

  for (guint i = 0; i < 4; i++)
    {
      g_autoptr(GHashTable) before = NULL;
      g_autoptr(BalutStore) store = NULL;
      g_autoptr(GPtrArray) games = NULL;
      g_autoptr(GError) error = NULL;

      if (i == 0)
        store_test_write_file (f->path, "", 0);
      else if (i == 1)
        {
          guint8 garbage[5000];

          for (guint k = 0; k < sizeof garbage; k++)
            garbage[k] = (guint8) g_rand_int_range (rand, 0, 256);
          store_test_write_file (f->path, garbage, sizeof garbage);
        }
      else if (i == 2)
        {
          sqlite3 *db;
          gint64 root, page_size;

          make_database (f->path, 40);
          db = store_test_sqlite_open (f->path);
          root = store_test_sqlite_int (db, "SELECT rootpage FROM sqlite_schema WHERE name = 'games'");
          page_size = store_test_sqlite_int (db, "PRAGMA page_size");
          sqlite3_close (db);
          scribble_in_place (f->path, (long) ((root - 1) * page_size), 0xa5, 12);
        }
      else
        {
          sqlite3 *db;

          make_database (f->path, 2);
          db = store_test_sqlite_open (f->path);
          store_test_sqlite_exec (db, "CREATE TRIGGER wipe AFTER INSERT ON players BEGIN DELETE FROM games; END");
          sqlite3_close (db);
        }
      before = store_test_snapshot_dir (f->dir);

      store = look (f->path, &error);
      if (store != NULL)
        {
          /* the damage is where the history is read */
          g_assert_cmpuint (i, ==, 2);
          games = balut_store_list_games (store, &error);
          g_assert_null (games);
        }
      g_assert_error (error, BALUT_STORE_ERROR, BALUT_STORE_ERROR_CORRUPT);
      if (error != NULL)
        g_test_message ("%s", error->message);
      if (i == 0 && error != NULL)
        g_assert_nonnull (strstr (error->message, "empty"));
      g_clear_object (&store);
      store_test_assert_dir (f->dir, before);

      balut_test_remove_tree (f->dir);
      g_assert_cmpint (g_mkdir (f->dir, 0700), ==, 0);
    }
}

/* A newer Balut's file: read, and left as it is */
static void
test_look_newer (Fixture       *f,
                 gconstpointer  data)
{
  g_autoptr(GHashTable) before = NULL;
  g_autoptr(BalutStore) store = NULL;
  g_autoptr(GPtrArray) entries = NULL;
  g_autoptr(GError) error = NULL;
  /* a version after this one's, with a table of its own */
  g_autofree char *newer = g_strdup_printf ("PRAGMA user_version = %d; "
                                            "CREATE TABLE trophies (id INTEGER PRIMARY KEY);",
                                            BALUT_STORE_SCHEMA_VERSION + 1);
  sqlite3 *db;

  make_database (f->path, 4);
  db = store_test_sqlite_open (f->path);
  store_test_sqlite_exec (db, newer);
  sqlite3_close (db);
  before = store_test_snapshot_dir (f->dir);

  store = look (f->path, &error);
  g_assert_no_error (error);
  g_assert_true (balut_store_is_read_only (store));
  g_assert_cmpuint (balut_store_get_file_version (store), ==, BALUT_STORE_SCHEMA_VERSION + 1);
  entries = high_scores (store, BALUT_VARIANT_STANDARD, 10);
  g_assert_cmpuint (entries->len, ==, 4);
  g_clear_object (&store);
  store_test_assert_dir (f->dir, before);
}

/* A log a crash left (nobody has the file open): read through it (its
 * game is there), without the full check; the file and its log are
 * left as they are (SQLite makes the log's index, -shm, to read it),
 * and the next open for the game still finds the log and checks the
 * file. */
static void
test_look_after_crash (Fixture       *f,
                       gconstpointer  data)
{
  g_autofree char *wal = g_strconcat (f->path, "-wal", NULL);
  g_autofree char *note = g_strconcat (f->path, BALUT_STORE_CHECKED_SUFFIX, NULL);
  g_autoptr(GBytes) main_bytes = NULL;
  g_autoptr(GBytes) wal_bytes = NULL;
  g_autoptr(GBytes) note_bytes = NULL;
  g_autoptr(BalutStore) store = NULL;
  g_autoptr(GPtrArray) games = NULL;
  g_autoptr(GError) error = NULL;
  gint64 finished;

  make_database (f->path, 3);
  {
    sqlite3 *db = store_test_sqlite_open (f->path);

    finished = store_test_sqlite_int (db, "SELECT finished FROM games WHERE id = 1");
    sqlite3_close (db);
  }
  leave_unclean (f->path);   /* game 1 a second later, in the log */
  main_bytes = store_test_read_file (f->path);
  wal_bytes = store_test_read_file (wal);
  note_bytes = store_test_read_file (note);

  store = look (f->path, &error);
  g_assert_no_error (error);
  g_assert_true (balut_store_is_read_only (store));
  games = balut_store_list_games (store, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (games->len, ==, 3);
  for (guint i = 0; i < games->len; i++)
    {
      const BalutGameSummary *s = g_ptr_array_index (games, i);

      if (s->game_id == 1)
        g_assert_cmpint (g_date_time_to_unix (s->date), ==, finished + 1);
    }
  g_clear_object (&store);

  store_test_assert_file (f->path, main_bytes);
  store_test_assert_file (wal, wal_bytes);
  store_test_assert_file (note, note_bytes);
  g_assert_true (open_ran_full_check (f->path));
}

/* A log a crash left whose index cannot be made (a folder has its
 * name): SQLite reads the log with an index in memory; nothing is
 * changed. */
static void
test_look_after_crash_no_shm (Fixture       *f,
                              gconstpointer  data)
{
  g_autofree char *wal = g_strconcat (f->path, "-wal", NULL);
  g_autofree char *shm = g_strconcat (f->path, "-shm", NULL);
  g_autoptr(GBytes) main_bytes = NULL;
  g_autoptr(GBytes) wal_bytes = NULL;
  g_autoptr(BalutStore) store = NULL;
  g_autoptr(GPtrArray) games = NULL;
  g_autoptr(GError) error = NULL;
  gint64 finished;

  make_database (f->path, 3);
  {
    sqlite3 *db = store_test_sqlite_open (f->path);

    finished = store_test_sqlite_int (db, "SELECT finished FROM games WHERE id = 1");
    sqlite3_close (db);
  }
  leave_unclean (f->path);
  g_assert_cmpint (g_remove (shm), ==, 0);
  g_assert_cmpint (g_mkdir (shm, 0700), ==, 0);
  main_bytes = store_test_read_file (f->path);
  wal_bytes = store_test_read_file (wal);

  store = look (f->path, &error);
  g_assert_no_error (error);
  games = balut_store_list_games (store, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (games->len, ==, 3);
  for (guint i = 0; games != NULL && i < games->len; i++)
    {
      const BalutGameSummary *s = g_ptr_array_index (games, i);

      if (s->game_id == 1)
        g_assert_cmpint (g_date_time_to_unix (s->date), ==, finished + 1);
    }
  g_clear_object (&store);
  store_test_assert_file (f->path, main_bytes);
  store_test_assert_file (wal, wal_bytes);
  g_assert_true (g_file_test (shm, G_FILE_TEST_IS_DIR));
}

/* An older version's file: this version reads its own tables, so the
 * upgrade is made first (a write, as the game's open makes it) */
static void
test_look_older (Fixture       *f,
                 gconstpointer  data)
{
  g_autoptr(BalutGame) game = store_test_play_game (BALUT_VARIANT_OLATHE, 95, 2, maria_and_computer);
  g_autofree char *record = balut_record_to_data (game, NULL);
  g_autoptr(BalutStore) store = NULL;
  g_autoptr(GPtrArray) entries = NULL;
  g_autoptr(GError) error = NULL;
  sqlite3 *db;

  db = store_test_sqlite_open (f->path);
  store_test_sqlite_exec (db, balut_store_schema_v1_sql);
  insert_v1_game (db, 1, game, record, 1700000000, "digital");
  sqlite3_close (db);

  store = balut_store_open_read_only (f->path, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (balut_store_get_file_version (store), ==, BALUT_STORE_SCHEMA_VERSION);
  entries = high_scores (store, BALUT_VARIANT_OLATHE, 10);
  g_assert_cmpuint (entries->len, ==, 1);
}

/* The folder is a file (BALUT_DATA_DIR names a file): an error that
 * names it */
static void
test_look_not_a_folder (Fixture       *f,
                        gconstpointer  data)
{
  g_autofree char *file = g_build_filename (f->dir, "file", NULL);
  g_autofree char *inside = g_build_filename (file, "balut.db", NULL);
  g_autofree char *deeper = g_build_filename (file, "balut", "balut.db", NULL);
  const char *paths[] = { inside, deeper };

  store_test_write_file (file, "x", 1);
  for (guint i = 0; i < G_N_ELEMENTS (paths); i++)
    {
      g_autoptr(BalutStore) store = NULL;
      g_autoptr(GError) error = NULL;
      g_autofree char *expected = g_strdup_printf ("“%s” is not a folder", file);

      store = balut_store_open_read_only (paths[i], &error);
      g_assert_null (store);
      g_assert_error (error, BALUT_STORE_ERROR, BALUT_STORE_ERROR_FAILED);
      if (error != NULL)
        g_assert_nonnull (strstr (error->message, expected));
    }
}

/* While a game's store has the file open and records: the look reads
 * through its log, each query what was committed before it */
static void
test_look_beside_writer (Fixture       *f,
                         gconstpointer  data)
{
  static const StoreTestSeat solo[] = { { "Maria", BALUT_PLAYER_HUMAN } };
  g_autoptr(BalutStore) writer = NULL;
  g_autoptr(BalutStore) store = NULL;
  g_autoptr(GPtrArray) entries = NULL;
  g_autoptr(GError) error = NULL;

  make_database (f->path, 2);
  writer = store_test_open (f->path);
  store = look (f->path, &error);
  g_assert_no_error (error);
  entries = high_scores (store, BALUT_VARIANT_STANDARD, 10);
  g_assert_cmpuint (entries->len, ==, 2);
  g_clear_pointer (&entries, g_ptr_array_unref);
  {
    g_autoptr(BalutGame) game = store_test_scripted_game (BALUT_VARIANT_STANDARD, 1, solo, &dice_sixes);

    store_test_add (writer, game, BALUT_STORE_MODE_DIGITAL, NULL);
  }
  entries = high_scores (store, BALUT_VARIANT_STANDARD, 10);
  g_assert_cmpuint (entries->len, ==, 3);
}

/* ------------------------------------------------------------------ */

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  g_test_set_nonfatal_assertions ();

  g_test_add_func ("/balut/store/default-path", test_default_path);
  ADD_TEST ("/balut/store/open/creates", test_open_creates);
  ADD_TEST ("/balut/store/add/list-games-R22", test_add_and_list);
  ADD_TEST ("/balut/store/add/record", test_get_record);
  ADD_TEST ("/balut/store/add/unfinished-refused", test_add_unfinished);
  ADD_TEST ("/balut/store/add/date-now", test_add_now);
  ADD_TEST ("/balut/store/add/same-game-once", test_add_idempotent);
  ADD_TEST ("/balut/store/export/keeps-mode", test_export_keeps_mode);
  ADD_TEST ("/balut/store/history/pages", test_history_pages);
  ADD_TEST ("/balut/store/delete", test_delete);
  ADD_TEST ("/balut/store/high-scores/order-ties-R22", test_high_scores_order);
  ADD_TEST ("/balut/store/high-scores/variants-and-humans-R22", test_high_scores_variant_and_humans);
  ADD_TEST ("/balut/store/high-scores/computer-only", test_high_scores_computer_only);
  ADD_TEST ("/balut/store/high-scores/pad-tables-separate", test_high_scores_pad_separate);
  ADD_TEST ("/balut/store/high-scores/query-plan-index", test_high_scores_query_plan);
  ADD_TEST ("/balut/store/add/mode-must-match", test_add_mode_must_match);
  ADD_TEST ("/balut/store/assisted", test_assisted);
  ADD_TEST ("/balut/store/player-names", test_player_names);
  ADD_TEST ("/balut/store/player-stats-R12-R18-R21", test_player_stats);
  ADD_TEST ("/balut/store/player-stats/pad-separate", test_player_stats_pad_separate);
  ADD_TEST ("/balut/store/export-history", test_export_history);
  ADD_TEST ("/balut/store/export-history/edges", test_export_history_edges);
  ADD_TEST ("/balut/store/export-history/damaged-left-out", test_export_history_damaged);
  ADD_TEST ("/balut/store/migration/from-version-1", test_migration_v1);
  ADD_TEST ("/balut/store/migration/two-stores", test_migration_twice);
  ADD_TEST ("/balut/store/migration/from-version-3", test_migration_v3);
  ADD_TEST ("/balut/store/high-scores/delete", test_high_scores_delete);
  ADD_TEST ("/balut/store/bad/truncated", test_bad_truncated);
  ADD_TEST ("/balut/store/bad/scribbled-page", test_bad_scribbled);
  ADD_TEST ("/balut/store/bad/random-bytes", test_bad_random_bytes);
  ADD_TEST ("/balut/store/bad/fake-header", test_bad_fake_header);
  ADD_TEST ("/balut/store/bad/text-file", test_bad_text_file);
  ADD_TEST ("/balut/store/bad/foreign-schema", test_bad_foreign);
  ADD_TEST ("/balut/store/bad/hostile-schema", test_bad_hostile_schema);
  ADD_TEST ("/balut/store/bad/hostile-old-version", test_bad_hostile_old_version);
  ADD_TEST ("/balut/store/bad/trigger-added-while-open", test_bad_trigger_while_open);
  ADD_TEST ("/balut/store/bad/empty-file-is-new", test_empty_file);
  ADD_TEST ("/balut/store/bad/newer-version-read-only", test_newer_version);
  ADD_TEST ("/balut/store/bad/newer-version-unreadable", test_newer_unreadable);
  ADD_TEST ("/balut/store/bad/recover-moves-wal-and-shm", test_recover_moves_companions);
  ADD_TEST ("/balut/store/bad/recover-unique-name", test_recover_unique_name);
  ADD_TEST ("/balut/store/bad/recover-not-moved", test_recover_not_moved);
  ADD_TEST ("/balut/store/bad/empty-file-with-log", test_empty_with_log);
  ADD_TEST ("/balut/store/bad/missing-file-with-log", test_missing_with_log);
  ADD_TEST ("/balut/store/bad/damaged-with-log", test_damaged_with_log);
  ADD_TEST ("/balut/store/bad/not-a-file", test_not_a_file);
  ADD_TEST ("/balut/store/bad/no-folder", test_no_folder);
  ADD_TEST ("/balut/store/bad/write-protected", test_write_protected);
  ADD_TEST ("/balut/store/check/clean-reopen-no-full-check", test_check_clean_reopen);
  ADD_TEST ("/balut/store/check/full-check-after-unclean", test_check_after_unclean);
  ADD_TEST ("/balut/store/check/empty-log-is-clean", test_check_empty_log);
  ADD_TEST ("/balut/store/check/schedule", test_check_schedule);
  ADD_TEST ("/balut/store/check/other-file", test_check_other_file);
  ADD_TEST ("/balut/store/check/damage-found-later", test_check_damage_found_later);
  ADD_TEST ("/balut/store/read-only/pretended", test_read_only_pretended);
  ADD_TEST ("/balut/store/read-only/no-shm", test_read_only_no_shm);
  ADD_TEST ("/balut/store/read-only/no-wal", test_read_only_no_wal);
  ADD_TEST ("/balut/store/read-only/old-version", test_read_only_old_version);
  ADD_TEST ("/balut/store/read-only/version-3", test_read_only_v3);
  ADD_TEST ("/balut/store/look/sound-no-full-check", test_look_sound);
  ADD_TEST ("/balut/store/look/missing", test_look_missing);
  ADD_TEST ("/balut/store/look/bad-files-unchanged", test_look_bad);
  ADD_TEST ("/balut/store/look/newer", test_look_newer);
  ADD_TEST ("/balut/store/look/after-crash", test_look_after_crash);
  ADD_TEST ("/balut/store/look/after-crash-no-shm", test_look_after_crash_no_shm);
  ADD_TEST ("/balut/store/look/older-upgraded", test_look_older);
  ADD_TEST ("/balut/store/look/not-a-folder", test_look_not_a_folder);
  ADD_TEST ("/balut/store/look/beside-writer", test_look_beside_writer);

  return g_test_run ();
}
