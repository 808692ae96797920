/* store-test-util.h — games and databases for the store tests
 *
 * SPDX-FileCopyrightText: 2026 The Balut developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <sqlite3.h>

#include "balut-types.h"
#include "balut-game.h"
#include "balut-store.h"
#include "balut-test-util.h"

G_BEGIN_DECLS

/* A seat: its name and whether a person or the computer plays it */
typedef struct
{
  const char      *name;
  BalutPlayerKind  kind;
} StoreTestSeat;

/* A finished game of @variant: every seat played to the end (R3) by the
 * simple player, dice from @seed. */
BalutGame  *store_test_play_game     (BalutVariant         variant,
                                      guint64              seed,
                                      guint                n_seats,
                                      const StoreTestSeat *seats);

/* A finished game in which seat p throws @dice[p] every turn and enters
 * them in the first box that takes them: scores chosen by the test. Each
 * call makes another game (another seed), however alike the scripts. */
BalutGame  *store_test_scripted_game (BalutVariant         variant,
                                      guint                n_seats,
                                      const StoreTestSeat *seats,
                                      const guint8       (*dice)[BALUT_N_DICE]);

/* A local date, whole seconds */
GDateTime  *store_test_date          (gint                 year,
                                      gint                 month,
                                      gint                 day,
                                      gint                 hour,
                                      gint                 minute,
                                      gint                 second);

/* Checks a default path: @dup_path() gives $BALUT_DATA_DIR/@name while
 * the variable is set, balut/@name in the user data directory while it
 * is not; the variable is put back as it was. */
void        store_test_assert_default_path (char       *(*dup_path) (void),
                                            const char   *name);

BalutStore *store_test_open          (const char          *path);
gint64      store_test_add           (BalutStore          *store,
                                      BalutGame           *game,
                                      BalutStoreMode       mode,
                                      GDateTime           *finished);

/* SQLite directly, for what the store must not be trusted with */
sqlite3    *store_test_sqlite_open   (const char          *path);
void        store_test_sqlite_exec   (sqlite3             *db,
                                      const char          *sql);
gint64      store_test_sqlite_int    (sqlite3             *db,
                                      const char          *sql);
/* Marks the file as a newer Balut's: the schema version after this one's */
void        store_test_sqlite_exec_newer (sqlite3         *db);
/* Binds the columns every version's players table starts with, as
 * parameters 1–6 of @stmt: game_id, seat, name, kind, points, total */
void        store_test_bind_player   (sqlite3_stmt        *stmt,
                                      gint64               game_id,
                                      guint                seat,
                                      BalutPlayer         *player);
/* "ok" for an intact file; PRAGMA integrity_check's first line */
char       *store_test_integrity     (const char          *path);

GBytes     *store_test_read_file     (const char          *path);
void        store_test_write_file    (const char          *path,
                                      const void          *data,
                                      gsize                length);
void        store_test_assert_file   (const char          *path,
                                      GBytes              *expected);

/* Every file in @dir (not below it), by name, with its bytes: what a
 * look that changes nothing must leave as it is */
GHashTable *store_test_snapshot_dir  (const char          *dir);
/* @dir holds the same files, byte for byte, as when @snapshot was taken */
void        store_test_assert_dir    (const char          *dir,
                                      GHashTable          *snapshot);

/* Whether @aside is a name balut_file_move_aside() gives @path:
 * “@path.broken-YYYYMMDD-HHMMSS”, with “-N” or not */
gboolean    store_test_is_aside_name (const char          *path,
                                      const char          *aside);

/* A path in @dir whose name is @length bytes long; %NULL, with
 * @why_not, where the file system takes names longer than 255 bytes.
 * For renames that fail even for root: 230 bytes leave room for
 * “.broken-YYYYMMDD-HHMMSS” but not for “-wal” after it; 240, for
 * neither. */
char       *store_test_long_name     (const char          *dir,
                                      guint                length,
                                      const char         **why_not);

G_END_DECLS
