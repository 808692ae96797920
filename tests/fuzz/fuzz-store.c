/* fuzz-store.c — libFuzzer target: the store reading the records it keeps
 *
 * SPDX-FileCopyrightText: 2026 The Balut developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A record in a database may be anything (a hand-edited file, another
 * program, a damaged page): the bytes become a game's record in a store,
 * with its players, and the store reads them as the high scores, the
 * history, the statistics (which read the records' turns with SQLite's
 * JSON functions), the record itself and the export do. Nothing may
 * crash, leak or read out of bounds; a record that cannot be read is
 * said so.
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
  return 0;
}

int
LLVMFuzzerTestOneInput (const uint8_t *data,
                        size_t         size)
{
  static const char * const variants[] = { "standard", "jackpot", "olathe" };
  g_autoptr(GError) error = NULL;
  g_autoptr(GPtrArray) games = NULL;
  g_autoptr(GPtrArray) scores = NULL;
  g_autofree char *record = NULL;
  sqlite3_stmt *stmt = NULL;
  const char *variant;
  gint64 id;

  if (size > 1024 * 1024)
    return 0;

  /* the first byte picks the variant and the mode; the rest is the record */
  variant = variants[size > 0 ? data[0] % 3 : 0];
  sqlite3_exec (raw, "BEGIN", NULL, NULL, NULL);
  sqlite3_prepare_v2 (raw, "INSERT INTO games (finished, variant, mode, record) VALUES (1700000000, ?1, ?2, ?3)",
                      -1, &stmt, NULL);
  sqlite3_bind_text (stmt, 1, variant, -1, SQLITE_STATIC);
  sqlite3_bind_text (stmt, 2, size > 0 && (data[0] & 4) ? "scoring-pad" : "digital", -1, SQLITE_STATIC);
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
  sqlite3_exec (raw, "COMMIT", NULL, NULL, NULL);

  games = balut_store_list_games (store, &error);
  g_clear_error (&error);
  for (guint v = 0; v < 3; v++)
    {
      g_autoptr(BalutPlayerStats) stats = balut_store_load_player_stats (store, v, "Maria", &error);

      g_clear_error (&error);
      g_clear_pointer (&scores, g_ptr_array_unref);
      scores = balut_store_list_high_scores (store, v, BALUT_STORE_MODE_DIGITAL, 10, &error);
      g_clear_error (&error);
    }
  record = balut_store_load_record (store, id, &error);
  g_clear_error (&error);
  if (record != NULL)
    {
      g_autoptr(BalutGame) game = balut_record_load_data (record, -1, &error);

      g_clear_error (&error);
    }
  balut_store_export_history (store, export_path, &error);
  g_clear_error (&error);

  /* the next input starts from an empty store */
  sqlite3_exec (raw, "DELETE FROM players; DELETE FROM games", NULL, NULL, NULL);
  return 0;
}
