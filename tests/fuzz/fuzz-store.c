/* fuzz-store.c — libFuzzer target: the store reading the records it
 * keeps, and opening databases made elsewhere
 *
 * SPDX-FileCopyrightText: 2026 The Balut developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Three kinds of input:
 *  - "SQL\n" and SQL: another program's edit of a sound Balut database
 *    (a trigger, a view, an index, a column added, writable_schema…),
 *    run on a copy of it by a connection of its own; then the file is
 *    opened as the command line opens it (to read it: nothing in its
 *    folder may change) and as the game opens it (a file that is not
 *    exactly Balut's is set aside, its bytes kept), and a game is
 *    recorded in what the game opened;
 *  - "FILE\n" and the bytes of a database file (none: an empty file),
 *    opened in the same ways;
 *  - anything else: a game's record, as a record in a store may be
 *    anything (a hand-edited file, another program, a damaged page): the
 *    bytes become a game's record in a store, with its players, and the
 *    store reads them as the high scores, the history, the statistics,
 *    the record itself and the export do.
 * Nothing may crash, leak or read out of bounds; a record that cannot
 * be read is said so. And the store must keep its promises: a file it
 * opens for the game holds no trigger or view, a file it sets aside
 * keeps every byte, a look at a file changes nothing beside it.
 *
 * The record seeds are tests/fuzz/corpus/record (run-fuzzers.py gives
 * them); the seeds of the other two kinds (a trigger, a view, an index,
 * a column, an empty file, a sound file) are written here, at start,
 * into the fuzzer's own corpus folder (its first folder argument).
 */

#include "config.h"

#include <stdint.h>
#include <string.h>

#include <glib/gstdio.h>
#include <sqlite3.h>

#include "balut-record.h"
#include "balut-store.h"

int LLVMFuzzerInitialize (int    *argc,
                          char ***argv);
int LLVMFuzzerTestOneInput (const uint8_t *data,
                            size_t         size);

static char *dir;
static char *path;
static char *export_path;
static BalutStore *store;
static sqlite3 *raw;

/* The hostile-database inputs: a folder of their own, a sound Balut
 * database to start from, and a finished game to record */
static char *hostile_dir;
static char *hostile_path;
static GBytes *sound_file;
static BalutGame *finished_game;

#define SQL_PREFIX "SQL\n"
#define FILE_PREFIX "FILE\n"

static const struct
{
  const char *name;
  const char *text;
} seeds[] = {
  { "store-sql-trigger",
    SQL_PREFIX "CREATE TRIGGER wipe AFTER INSERT ON players BEGIN DELETE FROM games WHERE id < NEW.game_id; END" },
  { "store-sql-view", SQL_PREFIX "CREATE VIEW best AS SELECT * FROM players ORDER BY points DESC" },
  { "store-sql-index", SQL_PREFIX "CREATE INDEX games_by_variant ON games (variant)" },
  { "store-sql-column", SQL_PREFIX "ALTER TABLE players ADD COLUMN note TEXT" },
  { "store-sql-schema",
    SQL_PREFIX "PRAGMA writable_schema = ON; "
    "UPDATE sqlite_schema SET sql = replace (sql, 'points   INTEGER', 'points   TEXT') WHERE name = 'players'; "
    "PRAGMA writable_schema = OFF;" },
  { "store-sql-version", SQL_PREFIX "PRAGMA user_version = 3" },
  { "store-file-empty", FILE_PREFIX },
};

/* A finished game: each turn one throw, into the first box it may go */
static BalutGame *
play_game (void)
{
  BalutGame *game = balut_game_new (BALUT_VARIANT_STANDARD, 2026);

  g_assert (balut_game_add_player (game, "Maria", BALUT_PLAYER_HUMAN, NULL));
  while (!balut_game_is_finished (game))
    {
      gboolean entered = FALSE;

      g_assert (balut_game_roll (game, NULL));
      for (guint c = 0; c < BALUT_N_CATEGORIES && !entered; c++)
        for (guint b = 0; b < BALUT_N_COLUMNS && !entered; b++)
          if (balut_game_preview (game, c, b) >= 0)
            entered = balut_game_enter (game, c, b, NULL);
      g_assert (entered);
    }
  return game;
}

static void
write_file (const char   *name,
            const void   *bytes,
            gsize         length)
{
  g_autoptr(GError) error = NULL;

  if (!g_file_set_contents (name, bytes, (gssize) length, &error))
    g_error ("%s", error->message);
}

/* The seeds of the database inputs, beside libFuzzer's own */
static void
write_seeds (int    argc,
             char **argv)
{
  const char *corpus = NULL;

  for (int i = 1; i < argc && corpus == NULL; i++)
    if (argv[i][0] != '-' && g_file_test (argv[i], G_FILE_TEST_IS_DIR))
      corpus = argv[i];
  if (corpus == NULL)
    return;   /* running one input, not fuzzing */

  for (guint i = 0; i < G_N_ELEMENTS (seeds); i++)
    {
      g_autofree char *name = g_build_filename (corpus, seeds[i].name, NULL);

      write_file (name, seeds[i].text, strlen (seeds[i].text));
    }
  {
    g_autofree char *name = g_build_filename (corpus, "store-file-sound", NULL);
    GByteArray *bytes = g_byte_array_new ();

    g_byte_array_append (bytes, (const guint8 *) FILE_PREFIX, strlen (FILE_PREFIX));
    g_byte_array_append (bytes, g_bytes_get_data (sound_file, NULL), g_bytes_get_size (sound_file));
    write_file (name, bytes->data, bytes->len);
    g_byte_array_unref (bytes);
  }
}

int
LLVMFuzzerInitialize (int    *argc,
                      char ***argv)
{
  g_autoptr(GError) error = NULL;

  dir = g_dir_make_tmp ("balut-fuzz-store-XXXXXX", &error);
  g_assert (dir != NULL);
  path = g_build_filename (dir, "balut.db", NULL);
  export_path = g_build_filename (dir, "history.json", NULL);
  store = balut_store_open (path, &error);
  g_assert (store != NULL);
  /* a second connection writes what the store then reads, as another
   * program or a hand-edited file would */
  g_assert (sqlite3_open (path, &raw) == SQLITE_OK);
  sqlite3_exec (raw, "PRAGMA synchronous = OFF; PRAGMA foreign_keys = ON", NULL, NULL, NULL);

  /* a sound database with a game, closed: the start of every hostile
   * input */
  hostile_dir = g_build_filename (dir, "hostile", NULL);
  g_assert (g_mkdir (hostile_dir, 0700) == 0);
  hostile_path = g_build_filename (hostile_dir, "balut.db", NULL);
  finished_game = play_game ();
  {
    g_autoptr(BalutStore) sound = balut_store_open (hostile_path, &error);
    g_autofree char *data = NULL;
    gsize length;

    g_assert (sound != NULL);
    g_assert (balut_store_add_game (sound, finished_game, BALUT_STORE_MODE_DIGITAL, NULL, &error) > 0);
    g_clear_object (&sound);
    g_assert (g_file_get_contents (hostile_path, &data, &length, NULL));
    sound_file = g_bytes_new_take (g_steal_pointer (&data), length);
  }

  write_seeds (*argc, *argv);
  return 0;
}

/* ------------------------------------------------------------------ */
/* Databases made elsewhere                                            */
/* ------------------------------------------------------------------ */

/* The hostile SQL: it may write this one file in any way, but not
 * attach others (ATTACH, VACUUM INTO would write anywhere) nor run for
 * ever */
static int
deny_other_files (void       *data,
                  int         action,
                  const char *a,
                  const char *b,
                  const char *db,
                  const char *trigger)
{
  return action == SQLITE_ATTACH || action == SQLITE_DETACH ? SQLITE_DENY : SQLITE_OK;
}

static int
stop_long_sql (void *data)
{
  return ++*(guint *) data > 2000;   /* calls, 1000 instructions each */
}

static void
empty_hostile_dir (void)
{
  g_autoptr(GDir) d = g_dir_open (hostile_dir, 0, NULL);
  const char *name;

  while (d != NULL && (name = g_dir_read_name (d)) != NULL)
    {
      g_autofree char *file = g_build_filename (hostile_dir, name, NULL);

      g_remove (file);
    }
}

/* Every file of the folder, by name, with its bytes */
static GHashTable *
snapshot_hostile_dir (void)
{
  GHashTable *files = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, (GDestroyNotify) g_bytes_unref);
  g_autoptr(GDir) d = g_dir_open (hostile_dir, 0, NULL);
  const char *name;

  while (d != NULL && (name = g_dir_read_name (d)) != NULL)
    {
      g_autofree char *file = g_build_filename (hostile_dir, name, NULL);
      char *data = NULL;
      gsize length = 0;

      g_file_get_contents (file, &data, &length, NULL);
      g_hash_table_insert (files, g_strdup (name), g_bytes_new_take (data, length));
    }
  return files;
}

static gboolean
same_files (GHashTable *a,
            GHashTable *b)
{
  GHashTableIter iter;
  gpointer name, bytes;

  if (g_hash_table_size (a) != g_hash_table_size (b))
    return FALSE;
  g_hash_table_iter_init (&iter, a);
  while (g_hash_table_iter_next (&iter, &name, &bytes))
    {
      GBytes *other = g_hash_table_lookup (b, name);

      if (other == NULL || !g_bytes_equal (bytes, other))
        return FALSE;
    }
  return TRUE;
}

/* What the store reads for the tables, the history and its export */
static void
read_store (BalutStore *s)
{
  g_autoptr(GPtrArray) games = NULL;

  for (guint v = 0; v < BALUT_N_VARIANTS; v++)
    {
      GPtrArray *scores = balut_store_list_high_scores (s, v, BALUT_STORE_MODE_DIGITAL, 10, NULL);

      g_clear_pointer (&scores, g_ptr_array_unref);
    }
  games = balut_store_list_games (s, NULL);
  balut_store_export_history (s, export_path, NULL, NULL, NULL);
}

/* How many triggers and views the file at hostile_path holds */
static gint64
count_code (void)
{
  sqlite3 *db = NULL;
  sqlite3_stmt *stmt = NULL;
  gint64 n = 0;

  if (sqlite3_open_v2 (hostile_path, &db, SQLITE_OPEN_READONLY, NULL) == SQLITE_OK
      && sqlite3_prepare_v2 (db, "SELECT count(*) FROM sqlite_schema WHERE type IN ('trigger', 'view')",
                             -1, &stmt, NULL) == SQLITE_OK
      && sqlite3_step (stmt) == SQLITE_ROW)
    n = sqlite3_column_int64 (stmt, 0);
  sqlite3_finalize (stmt);
  sqlite3_close (db);
  return n;
}

static void
open_hostile (void)
{
  g_autoptr(GHashTable) before = snapshot_hostile_dir ();
  g_autoptr(BalutStore) s = NULL;
  g_autofree char *aside = NULL;
  GBytes *original;

  /* the command line's look: read-only, nothing changed (a file that
   * needs an upgrade first is opened for writing) */
  s = balut_store_open_read_only (hostile_path, NULL);
  if (s != NULL)
    {
      gboolean looked = balut_store_is_read_only (s);

      read_store (s);
      g_clear_object (&s);
      if (looked)
        {
          g_autoptr(GHashTable) after = snapshot_hostile_dir ();

          if (!same_files (before, after))
            g_error ("a read-only look changed the database's folder");
        }
    }

  /* the game's open: Balut's file, or set aside whole and a new one */
  g_clear_pointer (&before, g_hash_table_unref);
  before = snapshot_hostile_dir ();
  original = g_hash_table_lookup (before, "balut.db");
  s = balut_store_open_or_recover (hostile_path, &aside, NULL);
  if (aside != NULL && original != NULL)
    {
      char *data = NULL;
      gsize length = 0;

      if (!g_file_get_contents (aside, &data, &length, NULL)
          || length != g_bytes_get_size (original)
          || memcmp (data, g_bytes_get_data (original, NULL), length) != 0)
        g_error ("the file set aside is not the file as it was");
      g_free (data);
    }
  if (s != NULL)
    {
      /* a newer Balut's file is only read: objects of its own may be
       * there; a file written to must be Balut's alone */
      gboolean writable = !balut_store_is_read_only (s);

      if (writable)
        balut_store_add_game (s, finished_game, BALUT_STORE_MODE_DIGITAL, NULL, NULL);
      read_store (s);
      g_clear_object (&s);
      if (writable && count_code () > 0)
        g_error ("the store opened a file that holds a trigger or a view");
    }
}

static void
run_hostile_sql (const char *sql,
                 gsize       length)
{
  g_autofree char *text = g_strndup (sql, length);
  sqlite3 *db = NULL;
  guint steps = 0;

  empty_hostile_dir ();
  write_file (hostile_path, g_bytes_get_data (sound_file, NULL), g_bytes_get_size (sound_file));
  if (sqlite3_open_v2 (hostile_path, &db, SQLITE_OPEN_READWRITE, NULL) == SQLITE_OK)
    {
      sqlite3_set_authorizer (db, deny_other_files, NULL);
      sqlite3_progress_handler (db, 1000, stop_long_sql, &steps);
      sqlite3_limit (db, SQLITE_LIMIT_LENGTH, 1000000);
      sqlite3_exec (db, text, NULL, NULL, NULL);
    }
  sqlite3_close (db);
  open_hostile ();
}

static void
run_file (const uint8_t *bytes,
          gsize          length)
{
  empty_hostile_dir ();
  write_file (hostile_path, bytes, length);
  open_hostile ();
}

/* ------------------------------------------------------------------ */
/* A record in the store                                               */
/* ------------------------------------------------------------------ */

static void
run_record (const uint8_t *data,
            size_t         size)
{
  static const char * const variants[] = { "standard", "jackpot", "olathe" };
  g_autoptr(GError) error = NULL;
  g_autoptr(GPtrArray) games = NULL;
  g_autoptr(GPtrArray) scores = NULL;
  g_autofree char *record = NULL;
  sqlite3_stmt *stmt = NULL;
  const char *variant;
  const char *mode;
  gint64 id;

  /* the first byte picks the variant and the mode; the rest is the record */
  variant = variants[size > 0 ? data[0] % 3 : 0];
  mode = size > 0 && (data[0] & 4) ? "scoring-pad" : "digital";
  sqlite3_exec (raw, "BEGIN", NULL, NULL, NULL);
  sqlite3_prepare_v2 (raw, "INSERT INTO games (finished, variant, mode, record) VALUES (1700000000, ?1, ?2, ?3)",
                      -1, &stmt, NULL);
  sqlite3_bind_text (stmt, 1, variant, -1, SQLITE_STATIC);
  sqlite3_bind_text (stmt, 2, mode, -1, SQLITE_STATIC);
  sqlite3_bind_blob (stmt, 3, size > 0 ? data + 1 : data, size > 0 ? (int) size - 1 : 0, SQLITE_STATIC);
  if (sqlite3_step (stmt) != SQLITE_DONE)
    g_error ("cannot add the game: %s", sqlite3_errmsg (raw));
  sqlite3_finalize (stmt);
  id = sqlite3_last_insert_rowid (raw);
  sqlite3_prepare_v2 (raw, "INSERT INTO players (game_id, seat, name, kind, points, total, baluts, guess) "
                           "VALUES (?1, 0, 'Maria', 'human', ?2, 100, 0, NULL)", -1, &stmt, NULL);
  sqlite3_bind_int64 (stmt, 1, id);
  sqlite3_bind_int (stmt, 2, size > 1 ? (int) (signed char) data[1] : 0);
  if (sqlite3_step (stmt) != SQLITE_DONE)
    g_error ("cannot add the player: %s", sqlite3_errmsg (raw));
  sqlite3_finalize (stmt);
  /* the player's line of the high-score tables (schema 4) */
  sqlite3_prepare_v2 (raw, "INSERT INTO high_scores (game_id, seat, variant, mode, points, total, finished) "
                           "VALUES (?1, 0, ?2, ?3, ?4, 100, 1700000000)", -1, &stmt, NULL);
  sqlite3_bind_int64 (stmt, 1, id);
  sqlite3_bind_text (stmt, 2, variant, -1, SQLITE_STATIC);
  sqlite3_bind_text (stmt, 3, mode, -1, SQLITE_STATIC);
  sqlite3_bind_int (stmt, 4, size > 1 ? (int) (signed char) data[1] : 0);
  if (sqlite3_step (stmt) != SQLITE_DONE)
    g_error ("cannot add the line: %s", sqlite3_errmsg (raw));
  sqlite3_finalize (stmt);
  sqlite3_exec (raw, "COMMIT", NULL, NULL, NULL);

  games = balut_store_list_games (store, &error);
  g_clear_error (&error);
  for (guint v = 0; v < 3; v++)
    {
      BalutPlayerStats *stats = balut_store_load_player_stats (store, v, "Maria", &error);

      g_clear_pointer (&stats, balut_player_stats_free);
      g_clear_error (&error);
      g_clear_pointer (&scores, g_ptr_array_unref);
      scores = balut_store_list_high_scores (store, v, BALUT_STORE_MODE_DIGITAL, 10, &error);
      g_clear_error (&error);
    }
  record = balut_store_load_record (store, id, &error);
  g_clear_error (&error);
  if (record != NULL)
    {
      BalutGame *game = balut_record_load_data (record, -1, &error);

      g_clear_object (&game);
      g_clear_error (&error);
    }
  balut_store_export_history (store, export_path, NULL, NULL, &error);
  g_clear_error (&error);

  /* the next input starts from an empty store (the lines of the high
   * scores go with their players) */
  sqlite3_exec (raw, "DELETE FROM players; DELETE FROM games", NULL, NULL, NULL);
}

int
LLVMFuzzerTestOneInput (const uint8_t *data,
                        size_t         size)
{
  if (size > 1024 * 1024)
    return 0;

  if (size >= strlen (SQL_PREFIX) && memcmp (data, SQL_PREFIX, strlen (SQL_PREFIX)) == 0)
    run_hostile_sql ((const char *) data + strlen (SQL_PREFIX), size - strlen (SQL_PREFIX));
  else if (size >= strlen (FILE_PREFIX) && memcmp (data, FILE_PREFIX, strlen (FILE_PREFIX)) == 0)
    run_file (data + strlen (FILE_PREFIX), size - strlen (FILE_PREFIX));
  else
    run_record (data, size);
  return 0;
}
