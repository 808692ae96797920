/* balut-store-private.h — the store's insides: what balut-store.c,
 * balut-store-schema.c and balut-store-recovery.c share, and what the
 * tests need to know (the SQL of each schema version)
 *
 * SPDX-FileCopyrightText: 2026 The Balut developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <sqlite3.h>

#include "balut-file-write.h"
#include "balut-store.h"

G_BEGIN_DECLS

/* PRAGMA application_id of a Balut database: "Balu" */
#define BALUT_STORE_APPLICATION_ID 0x42616c75

/* The SQL that takes an empty database to schema version 1, exactly as
 * version 1 wrote it (application_id and user_version included), so
 * that a test can make a real version-1 database and migrate it. */
extern const char balut_store_schema_v1_sql[];

/* Version by version, the SQL that takes a file from the version before
 * to it (index 1 is balut_store_schema_v1_sql): a test makes a database
 * of any version with it. */
extern const char * const balut_store_schema_sql[BALUT_STORE_SCHEMA_VERSION + 1];

/* The high-score query (balut_store_list_high_scores()): ?1 the variant,
 * ?2 the most lines (-1: all), ?3 the mode. For the test of its plan. */
extern const char balut_store_high_scores_sql[];

#define BALUT_STORE_BUSY_TIMEOUT_MS 10000

/* The oldest schema this version reads in a file it cannot upgrade (a
 * read-only medium): version 3's tables have every column the queries
 * read but high_scores, whose table is then read from players and games
 * (balut_store_list_high_scores()) */
#define BALUT_STORE_OLDEST_READ_VERSION 3

struct _BalutStore
{
  GObject   parent_instance;

  sqlite3  *db;
  char     *path;
  guint     file_version;   /* the file's user_version */
  gboolean  read_only;
  gint64    checked_time;   /* the time of the note of its last full check, or 0 */
  char     *open_key;       /* the file's entry among those this process
                             * has open (balut-store-recovery.c), or NULL */
  guint     belote_tables;  /* whether Belote's tables can be read
                             * (belote-store.c): 0 not asked yet, 1 yes, 2 no */
};

/* balut-store.c: SQLite helpers, and the store's errors */

G_GNUC_INTERNAL
gboolean    balut_store_sql_is_corrupt      (int            rc);
G_GNUC_INTERNAL
int         balut_store_sql_exec_retrying   (sqlite3       *db,
                                             const char    *sql);
G_GNUC_INTERNAL
int         balut_store_sql_prepare         (sqlite3       *db,
                                             const char    *sql,
                                             sqlite3_stmt **stmt);
G_GNUC_INTERNAL
void        balut_store_sql_rollback        (sqlite3       *db);
G_GNUC_INTERNAL
const char *balut_store_sql_column_text     (sqlite3_stmt  *stmt,
                                             int            column);
G_GNUC_INTERNAL
void        balut_store_set_sqlite_error    (GError       **error,
                                             sqlite3       *db,
                                             int            rc,
                                             const char    *what);
G_GNUC_INTERNAL
void        balut_store_set_corrupt         (BalutStore    *self,
                                             GError       **error,
                                             const char    *why);
G_GNUC_INTERNAL
gboolean    balut_store_check_writable      (BalutStore    *self,
                                             GError       **error);
G_GNUC_INTERNAL
int         balut_store_sql_delete          (BalutStore    *self,
                                             const char    *sql,
                                             gint64         id,
                                             int           *changes);
G_GNUC_INTERNAL
GDateTime  *balut_store_date_from_unix      (gint64         seconds);

/* balut-store-recovery.c: opening */

/* The note beside a database (“balut.db.checked”) of the last full check
 * that found it sound: a GKeyFile, group [quick_check], keys time (Unix
 * seconds), and the file's inode, size and mtime then. */
#define BALUT_STORE_CHECKED_SUFFIX ".checked"
/* A file is checked again when its last check is older than this */
#define BALUT_STORE_CHECK_INTERVAL_DAYS 30

/* How many times this process has run PRAGMA quick_check over a whole
 * file (the full check) while opening a store: for the tests */
guint       balut_store_get_n_full_checks   (void);
/* For the tests (root writes any file): every store opens as if its
 * file and folder could not be written */
void        balut_store_set_pretend_read_only (gboolean     pretend);

G_GNUC_INTERNAL
void        balut_store_close               (BalutStore    *self);
/* Damage found in @path: its next open runs the full check */
G_GNUC_INTERNAL
void        balut_store_forget_check        (const char    *path);

/* balut-store-schema.c: the versions of the schema */

G_GNUC_INTERNAL
gboolean    balut_store_check_schema        (BalutStore    *self,
                                             guint          version,
                                             gint           code,
                                             GError       **error);
G_GNUC_INTERNAL
gboolean    balut_store_migrate             (BalutStore    *self,
                                             GError       **error);
G_GNUC_INTERNAL
guint       balut_store_conditions_of       (BalutPlayer   *player);
G_GNUC_INTERNAL
void        balut_store_throws_of           (BalutGame     *game,
                                             guint          seat,
                                             guint         *throws,
                                             guint         *turns);

/* belote-store.c: Belote's matches in the history export */

G_GNUC_INTERNAL
gboolean    balut_store_export_belote       (BalutStore       *self,
                                             GString          *out,
                                             BalutFileWriter  *writer,
                                             guint            *n_written,
                                             GPtrArray        *skipped,
                                             GError          **error);

G_END_DECLS
