/* balut-store.c — the finished games in a local SQLite database
 *
 * SPDX-FileCopyrightText: 2026 The Balut developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * One file, balut.db, in WAL mode with synchronous=FULL: a game whose
 * add_game() returned is on the disk, through a crash, a kill or a power
 * cut; readers never wait for the writer; several Balut processes share
 * the file, each waiting up to BUSY_TIMEOUT_MS for the write lock.
 *
 * Schema (PRAGMA user_version; PRAGMA application_id is "Balu"):
 *   1  games (id, finished, variant, mode, record) and
 *      players (game_id, seat, name, kind, points, total, baluts, guess)
 *   2  games.assisted, players.conditions (a bit per category whose
 *      condition was met, R12–R17 and "a Balut"), indexes for the
 *      high-score table, the history and the statistics
 * A new file is created at version 1 and migrated like any old one, so
 * every migration runs each time a database is made.
 */

#include "config.h"

#include <errno.h>
#include <glib/gi18n-lib.h>
#include <glib/gstdio.h>
#include <sqlite3.h>
#include <stdio.h>
#include <string.h>

#ifdef G_OS_UNIX
#include <unistd.h>
#endif

#include "balut-record.h"
#include "balut-store.h"
#include "balut-store-private.h"

#define BUSY_TIMEOUT_MS 10000

struct _BalutStore
{
  GObject   parent_instance;

  sqlite3  *db;
  char     *path;
  guint     file_version;   /* the file's user_version */
  gboolean  read_only;
};

G_DEFINE_FINAL_TYPE (BalutStore, balut_store, G_TYPE_OBJECT)

G_DEFINE_QUARK (balut-store-error-quark, balut_store_error)

enum {
  PROP_0,
  PROP_PATH,
  PROP_READ_ONLY,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

const char balut_store_schema_v1_sql[] =
  "CREATE TABLE games (\n"
  "  id       INTEGER PRIMARY KEY,\n"
  "  finished INTEGER NOT NULL,\n"   /* Unix time, seconds */
  "  variant  TEXT NOT NULL CHECK (variant IN ('standard', 'jackpot', 'olathe')),\n"
  "  mode     TEXT NOT NULL CHECK (mode IN ('digital', 'scoring-pad')),\n"
  "  record   TEXT NOT NULL\n"       /* the balut-record, JSON */
  ");\n"
  "CREATE TABLE players (\n"
  "  game_id  INTEGER NOT NULL REFERENCES games (id) ON DELETE CASCADE,\n"
  "  seat     INTEGER NOT NULL CHECK (seat BETWEEN 0 AND 7),\n"
  "  name     TEXT NOT NULL,\n"
  "  kind     TEXT NOT NULL CHECK (kind IN ('human', 'computer')),\n"
  "  points   INTEGER NOT NULL,\n"   /* final points, R21 */
  "  total    INTEGER NOT NULL,\n"   /* score total, R19 / J7 */
  "  baluts   INTEGER NOT NULL,\n"
  "  guess    INTEGER,\n"            /* R24, NULL: no guess */
  "  PRIMARY KEY (game_id, seat)\n"
  ") WITHOUT ROWID;\n"
  "PRAGMA application_id = 1113681013;\n"   /* 0x42616c75, "Balu" */
  "PRAGMA user_version = 1;\n";

static const char schema_v2_sql[] =
  "ALTER TABLE games ADD COLUMN assisted INTEGER NOT NULL DEFAULT 0 CHECK (assisted IN (0, 1));\n"
  "ALTER TABLE players ADD COLUMN conditions INTEGER CHECK (conditions BETWEEN 0 AND 127);\n"
  "CREATE INDEX players_by_points ON players (kind, points DESC, total DESC);\n"
  "CREATE INDEX players_by_name ON players (name, kind);\n"
  "CREATE INDEX games_by_finished ON games (finished, id);\n"
  "PRAGMA user_version = 2;\n";

/* The columns each version reads: a file that lacks one is damaged. */
static const char *schema_probe[BALUT_STORE_SCHEMA_VERSION + 1] = {
  NULL,
  "SELECT g.id, g.finished, g.variant, g.mode, g.record, "
  "p.game_id, p.seat, p.name, p.kind, p.points, p.total, p.baluts, p.guess "
  "FROM games AS g, players AS p LIMIT 0",
  "SELECT g.id, g.finished, g.variant, g.mode, g.record, g.assisted, "
  "p.game_id, p.seat, p.name, p.kind, p.points, p.total, p.baluts, p.guess, p.conditions "
  "FROM games AS g, players AS p LIMIT 0",
};

static const char *mode_names[] = { "digital", "scoring-pad" };

/* ------------------------------------------------------------------ */
/* SQLite helpers                                                      */
/* ------------------------------------------------------------------ */

static gboolean
is_corrupt (int rc)
{
  rc &= 0xff;
  return rc == SQLITE_CORRUPT || rc == SQLITE_NOTADB;
}

/* @what names what failed, with the file's name */
static void
set_sqlite_error (GError     **error,
                  sqlite3     *db,
                  int          rc,
                  const char  *what)
{
  gint code = is_corrupt (rc) ? BALUT_STORE_ERROR_CORRUPT : BALUT_STORE_ERROR_FAILED;
  const char *detail = db != NULL ? sqlite3_errmsg (db) : sqlite3_errstr (rc);

  if ((rc & 0xff) == SQLITE_READONLY)
    code = BALUT_STORE_ERROR_READ_ONLY;

  /* Translators: the first %s says what failed, the second why */
  g_set_error (error, BALUT_STORE_ERROR, code, C_("error", "%s: %s"), what, detail);
}

static gboolean
busy (int rc)
{
  rc &= 0xff;
  return rc == SQLITE_BUSY || rc == SQLITE_LOCKED;
}

/* SQLite waits for locks itself (the busy timeout); a few situations
 * return SQLITE_BUSY at once, and are tried again until the deadline. */
static int
exec_retrying (sqlite3    *db,
               const char *sql)
{
  gint64 deadline = g_get_monotonic_time () + (gint64) BUSY_TIMEOUT_MS * 1000;
  int rc;

  while (busy (rc = sqlite3_exec (db, sql, NULL, NULL, NULL))
         && g_get_monotonic_time () < deadline)
    g_usleep (2000);

  return rc;
}

static int
prepare (sqlite3       *db,
         const char    *sql,
         sqlite3_stmt **stmt)
{
  return sqlite3_prepare_v2 (db, sql, -1, stmt, NULL);
}

/* Runs a statement that returns one integer (a pragma, a count). */
static int
query_int (sqlite3    *db,
           const char *sql,
           gint64     *value)
{
  sqlite3_stmt *stmt = NULL;
  int rc;

  rc = prepare (db, sql, &stmt);
  if (rc == SQLITE_OK)
    {
      rc = sqlite3_step (stmt);   /* the busy handler waits for locks */
      if (rc == SQLITE_ROW)
        {
          *value = sqlite3_column_int64 (stmt, 0);
          rc = SQLITE_OK;
        }
      else if (rc == SQLITE_DONE)
        {
          *value = 0;
          rc = SQLITE_OK;
        }
    }
  sqlite3_finalize (stmt);
  return rc;
}

static void
rollback (sqlite3 *db)
{
  if (!sqlite3_get_autocommit (db))
    sqlite3_exec (db, "ROLLBACK", NULL, NULL, NULL);
}

static const char *
column_text (sqlite3_stmt *stmt,
             int           column)
{
  const char *text = (const char *) sqlite3_column_text (stmt, column);

  return text != NULL ? text : "";
}

static GDateTime *
date_from_unix (gint64 seconds)
{
  GDateTime *date = g_date_time_new_from_unix_local (seconds);

  /* out of GDateTime's range: only a damaged row can hold that */
  return date != NULL ? date : g_date_time_new_from_unix_local (0);
}

/* ------------------------------------------------------------------ */
/* Opening                                                             */
/* ------------------------------------------------------------------ */

static gboolean
ensure_directory (const char  *path,
                  GError     **error)
{
  g_autofree char *dir = g_path_get_dirname (path);
  int saved_errno;

  if (g_mkdir_with_parents (dir, 0700) == 0)
    return TRUE;

  saved_errno = errno;
  g_set_error (error, BALUT_STORE_ERROR, BALUT_STORE_ERROR_FAILED,
               _("Cannot create the folder “%s” for Balut’s games: %s"),
               dir, g_strerror (saved_errno));
  return FALSE;
}

static void set_corrupt (BalutStore  *self,
                         GError     **error,
                         const char  *why);

static goffset
file_size (const char *path)
{
  GStatBuf st;

  return g_stat (path, &st) == 0 ? (goffset) st.st_size : -1;
}

/* A look at the file before SQLite opens it. SQLite deletes the log
 * (-wal) of a database file with no pages, and tidies the log of any
 * file it closes: a file that cannot be a database, or an empty one
 * with a log, is reported here, so that SQLite never touches it. */
static gboolean
check_file (BalutStore  *self,
            GError     **error)
{
  g_autofree char *wal = g_strconcat (self->path, "-wal", NULL);
  guint8 header[100];
  GStatBuf st;
  size_t n;
  FILE *file;

  if (g_stat (self->path, &st) != 0)
    {
      if (file_size (wal) > 0)
        {
          set_corrupt (self, error, _("the file is missing, but its log is there"));
          return FALSE;
        }
      return TRUE;   /* not there: SQLite creates it */
    }

  if (!S_ISREG (st.st_mode))
    {
      g_set_error (error, BALUT_STORE_ERROR, BALUT_STORE_ERROR_FAILED,
                   _("Cannot open Balut’s games: “%s” is not a regular file"), self->path);
      return FALSE;
    }

  if (st.st_size == 0)
    {
      if (file_size (wal) > 0)
        {
          set_corrupt (self, error, _("the file is empty, but its log is not"));
          return FALSE;
        }
      return TRUE;   /* a new database (see balut_store_open()) */
    }

  file = g_fopen (self->path, "rb");
  if (file == NULL)
    {
      int saved_errno = errno;

      g_set_error (error, BALUT_STORE_ERROR, BALUT_STORE_ERROR_FAILED,
                   _("Cannot read the database “%s”: %s"), self->path, g_strerror (saved_errno));
      return FALSE;
    }
  n = fread (header, 1, sizeof header, file);
  fclose (file);

  if (n != sizeof header || memcmp (header, "SQLite format 3", 16) != 0)
    {
      set_corrupt (self, error, _("it is not an SQLite database"));
      return FALSE;
    }

  return TRUE;
}

static gboolean
open_connection (BalutStore  *self,
                 int          flags,
                 GError     **error)
{
  int rc;

  g_clear_pointer (&self->db, sqlite3_close_v2);

  rc = sqlite3_open_v2 (self->path, &self->db, flags, NULL);
  if (rc != SQLITE_OK)
    {
      g_autofree char *what = g_strdup_printf (_("Cannot open the database “%s”"), self->path);

      set_sqlite_error (error, self->db, rc, what);
      g_clear_pointer (&self->db, sqlite3_close_v2);
      return FALSE;
    }

  sqlite3_extended_result_codes (self->db, 1);
  sqlite3_busy_timeout (self->db, BUSY_TIMEOUT_MS);
  /* Until the file is known to be Balut's, closing must not checkpoint
   * the log into it nor delete the log. */
  sqlite3_db_config (self->db, SQLITE_DBCONFIG_NO_CKPT_ON_CLOSE, 1, (int *) NULL);
  return TRUE;
}

static void
set_corrupt (BalutStore  *self,
             GError     **error,
             const char  *why)
{
  g_set_error (error, BALUT_STORE_ERROR, BALUT_STORE_ERROR_CORRUPT,
               _("The file “%s” is not a usable Balut database: %s"), self->path, why);
}

/* The header's numbers and whether the file has any table or index, in
 * one statement: one snapshot, even while another process creates the
 * file. A file that is not SQLite fails here (SQLITE_NOTADB). */
static gboolean
read_header (BalutStore  *self,
             gint64      *user_version,
             gint64      *application_id,
             gint64      *n_objects,
             GError     **error)
{
  sqlite3_stmt *stmt = NULL;
  int rc;

  rc = prepare (self->db,
                "SELECT (SELECT user_version FROM pragma_user_version), "
                "(SELECT application_id FROM pragma_application_id), "
                "(SELECT count(*) FROM sqlite_schema)", &stmt);
  if (rc == SQLITE_OK)
    {
      rc = sqlite3_step (stmt);
      if (rc == SQLITE_ROW)
        {
          *user_version = sqlite3_column_int64 (stmt, 0);
          *application_id = sqlite3_column_int64 (stmt, 1);
          *n_objects = sqlite3_column_int64 (stmt, 2);
          rc = SQLITE_OK;
        }
    }
  sqlite3_finalize (stmt);

  if (rc != SQLITE_OK)
    {
      if (is_corrupt (rc))
        set_corrupt (self, error, sqlite3_errmsg (self->db));
      else
        {
          g_autofree char *what = g_strdup_printf (_("Cannot read the database “%s”"), self->path);

          set_sqlite_error (error, self->db, rc, what);
        }
      return FALSE;
    }

  return TRUE;
}

/* PRAGMA quick_check reads every page and checks the b-trees, but not
 * that indexes match their tables (integrity_check, about twice as
 * long): damage shows at open, before anything is written. */
static gboolean
check_integrity (BalutStore  *self,
                 GError     **error)
{
  sqlite3_stmt *stmt = NULL;
  g_autofree char *problem = NULL;
  int rc;

  rc = prepare (self->db, "PRAGMA quick_check(3)", &stmt);
  if (rc == SQLITE_OK)
    while ((rc = sqlite3_step (stmt)) == SQLITE_ROW)
      {
        const char *line = column_text (stmt, 0);

        if (!g_str_equal (line, "ok") && problem == NULL)
          problem = g_strdup (line);
      }
  if (rc == SQLITE_DONE)
    rc = SQLITE_OK;

  if (rc != SQLITE_OK)
    {
      if (is_corrupt (rc))
        set_corrupt (self, error, sqlite3_errmsg (self->db));
      else
        {
          g_autofree char *what = g_strdup_printf (_("Cannot check the database “%s”"), self->path);

          set_sqlite_error (error, self->db, rc, what);
        }
      sqlite3_finalize (stmt);
      return FALSE;
    }
  sqlite3_finalize (stmt);

  if (problem != NULL)
    {
      g_autofree char *why = g_strdup_printf (_("it is damaged (%s)"), problem);

      set_corrupt (self, error, why);
      return FALSE;
    }

  return TRUE;
}

/* Whether the tables have every column version @version reads. */
static gboolean
check_schema (BalutStore  *self,
              guint        version,
              gint         code,
              GError     **error)
{
  sqlite3_stmt *stmt = NULL;
  int rc;

  g_assert (version >= 1 && version <= BALUT_STORE_SCHEMA_VERSION);

  rc = prepare (self->db, schema_probe[version], &stmt);
  sqlite3_finalize (stmt);
  if (rc == SQLITE_OK)
    return TRUE;

  if (code == BALUT_STORE_ERROR_NEWER)
    g_set_error (error, BALUT_STORE_ERROR, BALUT_STORE_ERROR_NEWER,
                 _("The database “%s” was written by a newer version of Balut, "
                   "whose games this version cannot read (%s)"),
                 self->path, sqlite3_errmsg (self->db));
  else if (is_corrupt (rc) || (rc & 0xff) == SQLITE_ERROR)
    {
      g_autofree char *why = g_strdup_printf (_("its tables are not Balut’s (%s)"),
                                              sqlite3_errmsg (self->db));

      set_corrupt (self, error, why);
    }
  else
    {
      g_autofree char *what = g_strdup_printf (_("Cannot read the database “%s”"), self->path);

      set_sqlite_error (error, self->db, rc, what);
    }
  return FALSE;
}

static guint
conditions_of (BalutPlayer *player)
{
  const BalutPoints *points = balut_scoresheet_get_points (balut_player_get_sheet (player));
  guint bits = 0;

  for (guint c = 0; c < BALUT_N_CATEGORIES; c++)
    if (points->categories[c].condition_met)
      bits |= 1u << c;

  return bits;
}

/* 1 → 2: the columns are filled from the records; a record that does
 * not load (only a damaged row) keeps its game, with conditions NULL
 * (left out of the rates) and not assisted. */
static int
fill_v2_columns (sqlite3 *db)
{
  sqlite3_stmt *games = NULL, *set_game = NULL, *set_player = NULL;
  int rc;

  if ((rc = prepare (db, "SELECT id, record FROM games", &games)) != SQLITE_OK
      || (rc = prepare (db, "UPDATE games SET assisted = ?2 WHERE id = ?1", &set_game)) != SQLITE_OK
      || (rc = prepare (db, "UPDATE players SET conditions = ?3 WHERE game_id = ?1 AND seat = ?2",
                        &set_player)) != SQLITE_OK)
    goto out;

  while ((rc = sqlite3_step (games)) == SQLITE_ROW)
    {
      gint64 id = sqlite3_column_int64 (games, 0);
      const char *record = column_text (games, 1);
      g_autoptr(BalutGame) game = balut_record_load_data (record, -1, NULL);

      if (game == NULL)
        continue;

      sqlite3_bind_int64 (set_game, 1, id);
      sqlite3_bind_int (set_game, 2, balut_game_get_assisted (game));
      rc = sqlite3_step (set_game);
      sqlite3_reset (set_game);
      if (rc != SQLITE_DONE)
        goto out;

      if (!balut_game_is_finished (game))
        continue;
      for (guint p = 0; p < balut_game_get_n_players (game); p++)
        {
          sqlite3_bind_int64 (set_player, 1, id);
          sqlite3_bind_int (set_player, 2, (int) p);
          sqlite3_bind_int (set_player, 3, (int) conditions_of (balut_game_get_player (game, p)));
          rc = sqlite3_step (set_player);
          sqlite3_reset (set_player);
          if (rc != SQLITE_DONE)
            goto out;
        }
    }
  if (rc == SQLITE_DONE)
    rc = SQLITE_OK;

out:
  sqlite3_finalize (games);
  sqlite3_finalize (set_game);
  sqlite3_finalize (set_player);
  return rc;
}

/* Brings the file to BALUT_STORE_SCHEMA_VERSION in one transaction;
 * another process may have done it first. */
static gboolean
migrate (BalutStore  *self,
         GError     **error)
{
  gint64 version = 0, n_objects = 0;
  int rc;

  rc = exec_retrying (self->db, "BEGIN IMMEDIATE");
  if (rc != SQLITE_OK)
    goto failed;

  if ((rc = query_int (self->db, "PRAGMA user_version", &version)) != SQLITE_OK
      || (rc = query_int (self->db, "SELECT count(*) FROM sqlite_schema", &n_objects)) != SQLITE_OK)
    goto failed;

  if (version == 0 && n_objects > 0)
    {
      rollback (self->db);
      set_corrupt (self, error, _("it holds the tables of another program"));
      return FALSE;
    }
  if (version > BALUT_STORE_SCHEMA_VERSION)
    {
      /* a newer Balut got there in between: leave it */
      rollback (self->db);
      g_set_error (error, BALUT_STORE_ERROR, BALUT_STORE_ERROR_NEWER,
                   _("The database “%s” was just upgraded by a newer version of Balut"),
                   self->path);
      return FALSE;
    }

  if (version >= 1 && !check_schema (self, (guint) version, BALUT_STORE_ERROR_CORRUPT, error))
    {
      rollback (self->db);
      return FALSE;
    }

  if (version < 1 && (rc = sqlite3_exec (self->db, balut_store_schema_v1_sql, NULL, NULL, NULL)) != SQLITE_OK)
    goto failed;
  if (version < 2)
    {
      if ((rc = sqlite3_exec (self->db, schema_v2_sql, NULL, NULL, NULL)) != SQLITE_OK)
        goto failed;
      if ((rc = fill_v2_columns (self->db)) != SQLITE_OK)
        goto failed;
    }

  if (version < BALUT_STORE_SCHEMA_VERSION)
    rc = exec_retrying (self->db, "COMMIT");
  else
    rc = sqlite3_exec (self->db, "ROLLBACK", NULL, NULL, NULL);   /* nothing to do */
  if (rc != SQLITE_OK)
    goto failed;

  self->file_version = BALUT_STORE_SCHEMA_VERSION;
  return TRUE;

failed:
  {
    g_autofree char *what = g_strdup_printf (_("Cannot prepare the database “%s”"), self->path);

    set_sqlite_error (error, self->db, rc, what);
    rollback (self->db);
    return FALSE;
  }
}

static gboolean
set_pragmas (BalutStore  *self,
             GError     **error)
{
  /* WAL: readers do not block the writer nor the writer readers, and a
   * commit appends to the log. synchronous=FULL syncs the log at each
   * commit, so a recorded game survives a power cut too (NORMAL would
   * only keep it through a crash of Balut); a game is recorded every
   * few minutes, and the sync costs milliseconds. */
  static const char *pragmas[] = {
    "PRAGMA journal_mode = WAL",
    "PRAGMA synchronous = FULL",
    "PRAGMA foreign_keys = ON",
  };

  for (guint i = 0; i < G_N_ELEMENTS (pragmas); i++)
    {
      int rc = exec_retrying (self->db, pragmas[i]);

      if (rc != SQLITE_OK)
        {
          g_autofree char *what = g_strdup_printf (_("Cannot prepare the database “%s”"), self->path);

          set_sqlite_error (error, self->db, rc, what);
          return FALSE;
        }
    }

  return TRUE;
}

static BalutStore *
open_store (const char  *path,
            GError     **error)
{
  g_autoptr(BalutStore) self = NULL;
  gint64 user_version = 0, application_id = 0, n_objects = 0;

  if (!ensure_directory (path, error))
    return NULL;

  self = g_object_new (BALUT_TYPE_STORE, NULL);
  self->path = g_strdup (path);

  if (!check_file (self, error))
    return NULL;

  if (!open_connection (self, SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE, error))
    return NULL;

  if (!read_header (self, &user_version, &application_id, &n_objects, error))
    return NULL;

  if (user_version == 0 && n_objects > 0)
    {
      set_corrupt (self, error, _("it holds the tables of another program"));
      return NULL;
    }
  if (user_version != 0 && application_id != BALUT_STORE_APPLICATION_ID)
    {
      set_corrupt (self, error, _("it is the database of another program"));
      return NULL;
    }
  if (user_version < 0)
    {
      set_corrupt (self, error, _("its version number is negative"));
      return NULL;
    }

  if (n_objects > 0 && !check_integrity (self, error))
    return NULL;
  if (user_version >= 1 && user_version <= BALUT_STORE_SCHEMA_VERSION
      && !check_schema (self, (guint) user_version, BALUT_STORE_ERROR_CORRUPT, error))
    return NULL;

  self->file_version = (guint) MIN (user_version, G_MAXUINT);

  if (user_version > BALUT_STORE_SCHEMA_VERSION)
    {
      /* a newer Balut's file: read what we know, change nothing */
      if (!open_connection (self, SQLITE_OPEN_READONLY, error))
        return NULL;
      self->read_only = TRUE;
      if (!check_schema (self, BALUT_STORE_SCHEMA_VERSION, BALUT_STORE_ERROR_NEWER, error))
        return NULL;
      return g_steal_pointer (&self);
    }

  if (sqlite3_db_readonly (self->db, "main") == 1)
    {
      /* the file is write-protected: usable as it is, if it is current */
      if (user_version != BALUT_STORE_SCHEMA_VERSION)
        {
          g_set_error (error, BALUT_STORE_ERROR, BALUT_STORE_ERROR_READ_ONLY,
                       _("The database “%s” cannot be written, and this version of Balut "
                         "needs to upgrade it"), path);
          return NULL;
        }
      self->read_only = TRUE;
      if (!check_schema (self, BALUT_STORE_SCHEMA_VERSION, BALUT_STORE_ERROR_CORRUPT, error))
        return NULL;
      return g_steal_pointer (&self);
    }

  if (!set_pragmas (self, error))
    return NULL;
  /* a write transaction only when there is something to do */
  if (user_version < BALUT_STORE_SCHEMA_VERSION && !migrate (self, error))
    return NULL;
  if (!check_schema (self, BALUT_STORE_SCHEMA_VERSION, BALUT_STORE_ERROR_CORRUPT, error))
    return NULL;

  /* Balut's own file: the last one to close it tidies the log away */
  sqlite3_db_config (self->db, SQLITE_DBCONFIG_NO_CKPT_ON_CLOSE, 0, (int *) NULL);

  return g_steal_pointer (&self);
}

/* ------------------------------------------------------------------ */
/* Moving a broken file aside                                          */
/* ------------------------------------------------------------------ */

/* Renames @from to @to unless @to exists (never replacing a file). */
static gboolean
rename_no_replace (const char  *from,
                   const char  *to,
                   int         *err)
{
#ifdef G_OS_UNIX
  /* link() fails if @to exists: no window for a race */
  if (link (from, to) == 0)
    {
      if (g_unlink (from) == 0)
        return TRUE;
      *err = errno;
      g_unlink (to);
      return FALSE;
    }
  if (errno != EPERM && errno != ENOSYS && errno != EOPNOTSUPP && errno != EXDEV)
    {
      *err = errno;
      return FALSE;
    }
  /* a file system without hard links: fall through */
#endif
  if (g_file_test (to, G_FILE_TEST_EXISTS))
    {
      *err = EEXIST;
      return FALSE;
    }
  if (g_rename (from, to) != 0)
    {
      *err = errno;
      return FALSE;
    }
  return TRUE;
}

static const char *companion_suffixes[] = { "", "-wal", "-shm", "-journal" };

/* Moves @path and its -wal, -shm and -journal files (those that are
 * there) to @path.broken-DATE[-N] with the same suffixes, so that SQLite
 * can still open the set; on a failure, puts back what was moved. */
static char *
move_aside (const char  *path,
            GError     **error)
{
  g_autoptr(GDateTime) now = g_date_time_new_now_local ();
  g_autofree char *stamp = g_date_time_format (now, "%Y%m%d-%H%M%S");

  for (guint n = 1; n < 1000; n++)
    {
      g_autofree char *target = n == 1
                                ? g_strdup_printf ("%s.broken-%s", path, stamp)
                                : g_strdup_printf ("%s.broken-%s-%u", path, stamp, n);
      gboolean moved[G_N_ELEMENTS (companion_suffixes)] = { FALSE, };
      gboolean taken = FALSE, retry = FALSE, any = FALSE;
      int err = 0;

      for (guint i = 0; i < G_N_ELEMENTS (companion_suffixes); i++)
        {
          g_autofree char *name = g_strconcat (target, companion_suffixes[i], NULL);

          taken |= g_file_test (name, G_FILE_TEST_EXISTS);
        }
      if (taken)
        continue;

      for (guint i = 0; i < G_N_ELEMENTS (companion_suffixes) && err == 0; i++)
        {
          g_autofree char *from = g_strconcat (path, companion_suffixes[i], NULL);
          g_autofree char *to = g_strconcat (target, companion_suffixes[i], NULL);

          if (!g_file_test (from, G_FILE_TEST_EXISTS))
            continue;
          if (rename_no_replace (from, to, &err))
            moved[i] = any = TRUE;
          else if (err == ENOENT)
            err = 0;   /* gone in between: another Balut moved it */
        }

      if (err != 0)
        {
          /* A log left beside a new database would be replayed into it:
           * put everything back and give up. */
          for (guint i = 0; i < G_N_ELEMENTS (companion_suffixes); i++)
            if (moved[i])
              {
                g_autofree char *from = g_strconcat (target, companion_suffixes[i], NULL);
                g_autofree char *to = g_strconcat (path, companion_suffixes[i], NULL);
                int err2 = 0;

                rename_no_replace (from, to, &err2);
              }
          retry = err == EEXIST;
          if (!retry)
            {
              g_set_error (error, BALUT_STORE_ERROR, BALUT_STORE_ERROR_FAILED,
                           _("Cannot move the damaged database “%s” aside: %s"),
                           path, g_strerror (err));
              return NULL;
            }
          continue;
        }

      if (!any)
        return g_strdup ("");   /* nothing left to move */
      return g_steal_pointer (&target);
    }

  g_set_error (error, BALUT_STORE_ERROR, BALUT_STORE_ERROR_FAILED,
               _("Cannot move the damaged database “%s” aside: too many files of that name"), path);
  return NULL;
}

/* ------------------------------------------------------------------ */
/* GObject                                                             */
/* ------------------------------------------------------------------ */

static void
balut_store_finalize (GObject *object)
{
  BalutStore *self = BALUT_STORE (object);

  g_clear_pointer (&self->db, sqlite3_close_v2);
  g_clear_pointer (&self->path, g_free);

  G_OBJECT_CLASS (balut_store_parent_class)->finalize (object);
}

static void
balut_store_get_property (GObject    *object,
                          guint       prop_id,
                          GValue     *value,
                          GParamSpec *pspec)
{
  BalutStore *self = BALUT_STORE (object);

  switch (prop_id)
    {
    case PROP_PATH:
      g_value_set_string (value, self->path);
      break;
    case PROP_READ_ONLY:
      g_value_set_boolean (value, self->read_only);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
balut_store_class_init (BalutStoreClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->finalize = balut_store_finalize;
  object_class->get_property = balut_store_get_property;

  properties[PROP_PATH] =
    g_param_spec_string ("path", NULL, NULL, NULL,
                         G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);
  properties[PROP_READ_ONLY] =
    g_param_spec_boolean ("read-only", NULL, NULL, FALSE,
                          G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);
}

static void
balut_store_init (BalutStore *self)
{
}

/* ------------------------------------------------------------------ */
/* Public API                                                          */
/* ------------------------------------------------------------------ */

/**
 * balut_store_get_default_path:
 *
 * Returns: (transfer full): $BALUT_DATA_DIR/balut.db when that variable
 *   is set (the tests), else balut/balut.db in the user data directory
 *   (~/.local/share on Linux, %LOCALAPPDATA% on Windows)
 */
char *
balut_store_get_default_path (void)
{
  const char *dir = g_getenv ("BALUT_DATA_DIR");

  if (dir != NULL && *dir != '\0')
    return g_build_filename (dir, "balut.db", NULL);
  return g_build_filename (g_get_user_data_dir (), "balut", "balut.db", NULL);
}

/**
 * balut_store_open:
 * @path: the database file; its folder is created (mode 0700) if needed
 *
 * Opens the database, creating it when the file is missing or empty (an
 * empty file is what a crash before the first commit leaves: it holds
 * nothing to lose), and brings it to the current schema. ":memory:" is
 * an empty store in memory. Errors:
 * BALUT_STORE_ERROR_CORRUPT for a file that is not SQLite, is damaged
 * (PRAGMA quick_check) or holds another program's tables — nothing is
 * changed then; BALUT_STORE_ERROR_NEWER for a newer Balut's database
 * this version cannot read; BALUT_STORE_ERROR_FAILED otherwise. A
 * newer Balut's database that can be read opens read-only.
 *
 * Returns: (transfer full): the store, or %NULL with @error set
 */
BalutStore *
balut_store_open (const char  *path,
                  GError     **error)
{
  g_return_val_if_fail (path != NULL, NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  return open_store (path, error);
}

/**
 * balut_store_open_or_recover:
 * @moved_aside: (out) (optional): where a damaged file was moved, or
 *   %NULL when none was
 *
 * Like balut_store_open(), but a file that is BALUT_STORE_ERROR_CORRUPT
 * is renamed, with its -wal and -shm files, to
 * “balut.db.broken-YYYYMMDD-HHMMSS” (with “-2”, “-3”… if taken) and a
 * new database is made. Nothing is ever deleted. @moved_aside is set
 * whenever a file was moved, even if the new database then fails.
 */
BalutStore *
balut_store_open_or_recover (const char  *path,
                             char       **moved_aside,
                             GError     **error)
{
  g_autoptr(GError) local_error = NULL;
  g_autofree char *aside = NULL;
  BalutStore *store;

  g_return_val_if_fail (path != NULL, NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  if (moved_aside != NULL)
    *moved_aside = NULL;

  store = open_store (path, &local_error);
  if (store != NULL)
    return store;

  if (!g_error_matches (local_error, BALUT_STORE_ERROR, BALUT_STORE_ERROR_CORRUPT))
    {
      g_propagate_error (error, g_steal_pointer (&local_error));
      return NULL;
    }

  aside = move_aside (path, error);
  if (aside == NULL)
    return NULL;

  if (moved_aside != NULL && *aside != '\0')
    *moved_aside = g_strdup (aside);

  return open_store (path, error);
}

const char *
balut_store_get_path (BalutStore *self)
{
  g_return_val_if_fail (BALUT_IS_STORE (self), NULL);
  return self->path;
}

/**
 * balut_store_is_read_only:
 *
 * Returns: whether the store can only be read: a newer Balut's
 *   database, or a write-protected file
 */
gboolean
balut_store_is_read_only (BalutStore *self)
{
  g_return_val_if_fail (BALUT_IS_STORE (self), TRUE);
  return self->read_only;
}

/**
 * balut_store_get_file_version:
 *
 * Returns: the schema version of the file (PRAGMA user_version): above
 *   BALUT_STORE_SCHEMA_VERSION for a newer Balut's database
 */
guint
balut_store_get_file_version (BalutStore *self)
{
  g_return_val_if_fail (BALUT_IS_STORE (self), 0);
  return self->file_version;
}

static gboolean
check_writable (BalutStore  *self,
                GError     **error)
{
  if (!self->read_only)
    return TRUE;

  if (self->file_version > BALUT_STORE_SCHEMA_VERSION)
    g_set_error (error, BALUT_STORE_ERROR, BALUT_STORE_ERROR_READ_ONLY,
                 _("The database “%s” belongs to a newer version of Balut: "
                   "this version does not change it"), self->path);
  else
    g_set_error (error, BALUT_STORE_ERROR, BALUT_STORE_ERROR_READ_ONLY,
                 _("The database “%s” cannot be written"), self->path);
  return FALSE;
}

static int
insert_game (BalutStore   *self,
             BalutGame    *game,
             BalutStoreMode mode,
             gint64        finished,
             const char   *record,
             gint64       *id)
{
  sqlite3_stmt *stmt = NULL;
  int rc;

  rc = prepare (self->db,
                "INSERT INTO games (finished, variant, mode, record, assisted) "
                "VALUES (?1, ?2, ?3, ?4, ?5)", &stmt);
  if (rc != SQLITE_OK)
    return rc;

  sqlite3_bind_int64 (stmt, 1, finished);
  sqlite3_bind_text (stmt, 2, balut_variant_to_string (balut_game_get_variant (game)), -1, SQLITE_STATIC);
  sqlite3_bind_text (stmt, 3, mode_names[mode], -1, SQLITE_STATIC);
  sqlite3_bind_text (stmt, 4, record, -1, SQLITE_STATIC);
  sqlite3_bind_int (stmt, 5, balut_game_get_assisted (game) ? 1 : 0);
  rc = sqlite3_step (stmt);
  sqlite3_finalize (stmt);
  if (rc != SQLITE_DONE)
    return rc;

  *id = sqlite3_last_insert_rowid (self->db);

  rc = prepare (self->db,
                "INSERT INTO players (game_id, seat, name, kind, points, total, baluts, guess, conditions) "
                "VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9)", &stmt);
  if (rc != SQLITE_OK)
    return rc;

  for (guint p = 0; p < balut_game_get_n_players (game); p++)
    {
      BalutPlayer *player = balut_game_get_player (game, p);
      BalutScoresheet *sheet = balut_player_get_sheet (player);
      gint guess = balut_player_get_guess (player);

      sqlite3_bind_int64 (stmt, 1, *id);
      sqlite3_bind_int (stmt, 2, (int) p);
      sqlite3_bind_text (stmt, 3, balut_player_get_name (player), -1, SQLITE_STATIC);
      sqlite3_bind_text (stmt, 4, balut_player_kind_to_string (balut_player_get_kind (player)), -1, SQLITE_STATIC);
      sqlite3_bind_int (stmt, 5, balut_player_get_final_points (player));
      sqlite3_bind_int64 (stmt, 6, balut_player_get_score_total (player));
      sqlite3_bind_int64 (stmt, 7, balut_scoresheet_get_n_baluts (sheet));
      if (guess == BALUT_NO_GUESS)
        sqlite3_bind_null (stmt, 8);
      else
        sqlite3_bind_int (stmt, 8, guess);
      sqlite3_bind_int (stmt, 9, (int) conditions_of (player));

      rc = sqlite3_step (stmt);
      sqlite3_reset (stmt);
      sqlite3_clear_bindings (stmt);
      if (rc != SQLITE_DONE)
        break;
      rc = SQLITE_OK;
    }
  sqlite3_finalize (stmt);

  return rc == SQLITE_DONE ? SQLITE_OK : rc;
}

/**
 * balut_store_add_game:
 * @game: a finished game
 * @mode: played on the screen, or scored on a paper pad
 * @finished: (nullable): when the game ended; %NULL for now
 *
 * Records the game, its players and its record in one transaction. When
 * this returns, the game is on the disk.
 *
 * Returns: the new game's id (1 or more), or 0 with @error set
 */
gint64
balut_store_add_game (BalutStore      *self,
                      BalutGame       *game,
                      BalutStoreMode   mode,
                      GDateTime       *finished,
                      GError         **error)
{
  g_autofree char *record = NULL;
  gint64 when, id = 0;
  int rc;

  g_return_val_if_fail (BALUT_IS_STORE (self), 0);
  g_return_val_if_fail (BALUT_IS_GAME (game), 0);
  g_return_val_if_fail (mode <= BALUT_STORE_MODE_SCORING_PAD, 0);
  g_return_val_if_fail (error == NULL || *error == NULL, 0);

  if (!balut_game_is_finished (game))
    {
      g_set_error_literal (error, BALUT_STORE_ERROR, BALUT_STORE_ERROR_FAILED,
                           _("Only a finished game can be recorded"));
      return 0;
    }
  if (!check_writable (self, error))
    return 0;

  record = balut_record_to_data (game, NULL);
  when = finished != NULL ? g_date_time_to_unix (finished) : g_get_real_time () / G_USEC_PER_SEC;

  rc = exec_retrying (self->db, "BEGIN IMMEDIATE");
  if (rc == SQLITE_OK)
    rc = insert_game (self, game, mode, when, record, &id);
  if (rc == SQLITE_OK)
    rc = exec_retrying (self->db, "COMMIT");

  if (rc != SQLITE_OK)
    {
      g_autofree char *what = g_strdup_printf (_("Cannot record the game in “%s”"), self->path);

      set_sqlite_error (error, self->db, rc, what);
      rollback (self->db);
      return 0;
    }

  return id;
}

static void
set_read_error (BalutStore  *self,
                int          rc,
                GError     **error)
{
  g_autofree char *what = g_strdup_printf (_("Cannot read the games in “%s”"), self->path);

  set_sqlite_error (error, self->db, rc, what);
}

/**
 * balut_store_get_high_scores:
 * @limit: the most lines, or 0 for all
 *
 * The high-score table of a variant: one line per human player of each
 * game, best first — final points, then score total, then the earlier
 * game (R22), then the lower game id and seat.
 *
 * Returns: (transfer full) (element-type BalutScoreEntry): the lines,
 *   or %NULL with @error set
 */
GPtrArray *
balut_store_get_high_scores (BalutStore    *self,
                             BalutVariant   variant,
                             guint          limit,
                             GError       **error)
{
  g_autoptr(GPtrArray) entries = NULL;
  sqlite3_stmt *stmt = NULL;
  int rc;

  g_return_val_if_fail (BALUT_IS_STORE (self), NULL);
  g_return_val_if_fail (variant < BALUT_N_VARIANTS, NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  entries = g_ptr_array_new_with_free_func ((GDestroyNotify) balut_score_entry_free);

  rc = prepare (self->db,
                "SELECT g.id, g.finished, p.name, p.points, p.total, p.baluts, g.assisted "
                "FROM players AS p JOIN games AS g ON g.id = p.game_id "
                "WHERE p.kind = 'human' AND g.variant = ?1 "
                "ORDER BY p.points DESC, p.total DESC, g.finished ASC, g.id ASC, p.seat ASC "
                "LIMIT ?2", &stmt);
  if (rc == SQLITE_OK)
    {
      sqlite3_bind_text (stmt, 1, balut_variant_to_string (variant), -1, SQLITE_STATIC);
      sqlite3_bind_int64 (stmt, 2, limit > 0 ? (gint64) limit : -1);

      while ((rc = sqlite3_step (stmt)) == SQLITE_ROW)
        {
          BalutScoreEntry *entry = g_new0 (BalutScoreEntry, 1);

          entry->game_id = sqlite3_column_int64 (stmt, 0);
          entry->date = date_from_unix (sqlite3_column_int64 (stmt, 1));
          entry->name = g_strdup (column_text (stmt, 2));
          entry->points = sqlite3_column_int (stmt, 3);
          entry->score_total = (guint) CLAMP (sqlite3_column_int64 (stmt, 4), 0, G_MAXUINT);
          entry->n_baluts = (guint) CLAMP (sqlite3_column_int64 (stmt, 5), 0, G_MAXUINT);
          entry->assisted = sqlite3_column_int (stmt, 6) != 0;
          g_ptr_array_add (entries, entry);
        }
    }
  sqlite3_finalize (stmt);

  if (rc != SQLITE_DONE)
    {
      set_read_error (self, rc, error);
      return NULL;
    }

  return g_steal_pointer (&entries);
}

/* R22, as balut_game_get_place() computes it: one more than the number
 * of players with more final points (equal points share a place) */
static void
compute_places (BalutGameSummary *summary)
{
  for (guint i = 0; i < summary->n_players; i++)
    {
      guint place = 1;

      for (guint j = 0; j < summary->n_players; j++)
        if (summary->points[j] > summary->points[i])
          place++;
      summary->places[i] = place;
    }
}

typedef struct
{
  BalutGameSummary *summary;
  GPtrArray        *names;
  GArray           *points;
  GArray           *totals;
  GPtrArray        *kinds;
  GArray           *baluts;
  GArray           *guesses;
  char             *record;
  gint64            finished;
} GameRows;

static void
game_rows_clear (GameRows *rows)
{
  g_clear_pointer (&rows->summary, balut_game_summary_free);
  g_clear_pointer (&rows->names, g_ptr_array_unref);
  g_clear_pointer (&rows->points, g_array_unref);
  g_clear_pointer (&rows->totals, g_array_unref);
  g_clear_pointer (&rows->kinds, g_ptr_array_unref);
  g_clear_pointer (&rows->baluts, g_array_unref);
  g_clear_pointer (&rows->guesses, g_array_unref);
  g_clear_pointer (&rows->record, g_free);
}

/* The summary of the game gathered in @rows (its players in seat order) */
static BalutGameSummary *
game_rows_finish (GameRows *rows)
{
  BalutGameSummary *summary = g_steal_pointer (&rows->summary);
  guint n = rows->names->len;

  g_ptr_array_add (rows->names, NULL);
  summary->n_players = n;
  summary->names = (char **) g_ptr_array_steal (rows->names, NULL);
  summary->points = g_memdup2 (rows->points->data, sizeof (gint) * MAX (n, 1));
  summary->score_totals = g_memdup2 (rows->totals->data, sizeof (guint) * MAX (n, 1));
  summary->places = g_new0 (guint, MAX (n, 1));
  compute_places (summary);
  return summary;
}

/* Calls @func for each game, in @order, with its players. */
typedef gboolean (*GameFunc) (GameRows *rows,
                              gpointer  user_data,
                              GError  **error);

static gboolean
for_each_game (BalutStore  *self,
               const char  *order,
               gboolean     with_record,
               GameFunc     func,
               gpointer     user_data,
               GError     **error)
{
  g_autofree char *sql = NULL;
  sqlite3_stmt *stmt = NULL;
  GameRows rows = { NULL, };
  gint64 current = 0;
  gboolean ok = TRUE;
  int rc;

  sql = g_strdup_printf ("SELECT g.id, g.finished, g.variant, g.mode, g.assisted, %s, "
                         "p.seat, p.name, p.kind, p.points, p.total, p.baluts, p.guess "
                         "FROM games AS g JOIN players AS p ON p.game_id = g.id "
                         "ORDER BY %s, p.seat",
                         /* the record checked and made compact by SQLite's
                          * JSON functions (NULL if it is not JSON) */
                         with_record ? "CASE WHEN json_valid (g.record) THEN json (g.record) END" : "NULL",
                         order);

  rc = prepare (self->db, sql, &stmt);
  while (rc == SQLITE_OK || rc == SQLITE_ROW)
    {
      gint64 id;
      gint points;
      guint total, baluts;
      gint guess;

      if ((rc = sqlite3_step (stmt)) != SQLITE_ROW)
        break;

      id = sqlite3_column_int64 (stmt, 0);
      points = sqlite3_column_int (stmt, 9);
      total = (guint) CLAMP (sqlite3_column_int64 (stmt, 10), 0, G_MAXUINT);
      baluts = (guint) CLAMP (sqlite3_column_int64 (stmt, 11), 0, G_MAXUINT);
      guess = sqlite3_column_type (stmt, 12) == SQLITE_NULL
              ? BALUT_NO_GUESS : sqlite3_column_int (stmt, 12);

      if (id != current && rows.summary != NULL)
        {
          rows.summary = game_rows_finish (&rows);
          ok = func (&rows, user_data, error);
          game_rows_clear (&rows);
        }
      if (!ok)
        break;

      if (rows.summary == NULL)
        {
          BalutVariant variant = BALUT_VARIANT_STANDARD;

          current = id;
          balut_variant_from_string (column_text (stmt, 2), &variant);
          rows.summary = g_new0 (BalutGameSummary, 1);
          rows.summary->game_id = id;
          rows.finished = sqlite3_column_int64 (stmt, 1);
          rows.summary->date = date_from_unix (rows.finished);
          rows.summary->variant = variant;
          rows.summary->mode = g_str_equal (column_text (stmt, 3), mode_names[BALUT_STORE_MODE_SCORING_PAD])
                               ? BALUT_STORE_MODE_SCORING_PAD : BALUT_STORE_MODE_DIGITAL;
          rows.summary->assisted = sqlite3_column_int (stmt, 4) != 0;
          rows.record = g_strdup ((const char *) sqlite3_column_text (stmt, 5));
          rows.names = g_ptr_array_new_with_free_func (g_free);
          rows.kinds = g_ptr_array_new_with_free_func (g_free);
          rows.points = g_array_new (FALSE, FALSE, sizeof (gint));
          rows.totals = g_array_new (FALSE, FALSE, sizeof (guint));
          rows.baluts = g_array_new (FALSE, FALSE, sizeof (guint));
          rows.guesses = g_array_new (FALSE, FALSE, sizeof (gint));
        }

      g_ptr_array_add (rows.names, g_strdup (column_text (stmt, 7)));
      g_ptr_array_add (rows.kinds, g_strdup (column_text (stmt, 8)));
      g_array_append_val (rows.points, points);
      g_array_append_val (rows.totals, total);
      g_array_append_val (rows.baluts, baluts);
      g_array_append_val (rows.guesses, guess);
    }
  sqlite3_finalize (stmt);

  if (ok && rc != SQLITE_DONE)
    {
      set_read_error (self, rc, error);
      ok = FALSE;
    }
  if (ok && rows.summary != NULL)
    {
      rows.summary = game_rows_finish (&rows);
      ok = func (&rows, user_data, error);
    }
  game_rows_clear (&rows);

  return ok;
}

static gboolean
add_summary_cb (GameRows  *rows,
                gpointer   user_data,
                GError   **error)
{
  g_ptr_array_add (user_data, g_steal_pointer (&rows->summary));
  return TRUE;
}

/**
 * balut_store_list_games:
 *
 * Returns: (transfer full) (element-type BalutGameSummary): every game,
 *   newest first, or %NULL with @error set
 */
GPtrArray *
balut_store_list_games (BalutStore  *self,
                        GError     **error)
{
  g_autoptr(GPtrArray) games = NULL;

  g_return_val_if_fail (BALUT_IS_STORE (self), NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  games = g_ptr_array_new_with_free_func ((GDestroyNotify) balut_game_summary_free);
  if (!for_each_game (self, "g.finished DESC, g.id DESC", FALSE, add_summary_cb, games, error))
    return NULL;

  return g_steal_pointer (&games);
}

/**
 * balut_store_delete_game:
 * @self: a writable store
 * @game_id: a game of the store
 *
 * Takes a game out of the store: used when the last entry of a game just
 * recorded is undone (the game is no longer finished; it is recorded
 * again when it ends). Its players go with it.
 *
 * Returns: whether the game was removed; %BALUT_STORE_ERROR_NOT_FOUND
 *   when there is no such game
 */
gboolean
balut_store_delete_game (BalutStore  *self,
                         gint64       game_id,
                         GError     **error)
{
  sqlite3_stmt *stmt = NULL;
  int rc;
  int changes = 0;

  g_return_val_if_fail (BALUT_IS_STORE (self), FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  if (!check_writable (self, error))
    return FALSE;

  rc = exec_retrying (self->db, "BEGIN IMMEDIATE");
  if (rc == SQLITE_OK)
    rc = prepare (self->db, "DELETE FROM games WHERE id = ?1", &stmt);
  if (rc == SQLITE_OK)
    {
      sqlite3_bind_int64 (stmt, 1, game_id);
      rc = sqlite3_step (stmt);   /* the busy handler waits for locks */
      if (rc == SQLITE_DONE)
        {
          rc = SQLITE_OK;
          changes = sqlite3_changes (self->db);
        }
    }
  sqlite3_finalize (stmt);
  if (rc == SQLITE_OK)
    rc = exec_retrying (self->db, "COMMIT");

  if (rc != SQLITE_OK)
    {
      g_autofree char *what = g_strdup_printf (_("Cannot remove the game from “%s”"), self->path);

      set_sqlite_error (error, self->db, rc, what);
      rollback (self->db);
      return FALSE;
    }
  if (changes == 0)
    {
      g_set_error (error, BALUT_STORE_ERROR, BALUT_STORE_ERROR_NOT_FOUND,
                   _("There is no game %lld in “%s”"), (long long) game_id, self->path);
      return FALSE;
    }
  return TRUE;
}

/**
 * balut_store_get_record:
 *
 * Returns: (transfer full): the game's record (balut_record_load_data()
 *   reads it), or %NULL with @error set (BALUT_STORE_ERROR_NOT_FOUND
 *   when there is no such game)
 */
char *
balut_store_get_record (BalutStore  *self,
                        gint64       game_id,
                        GError     **error)
{
  sqlite3_stmt *stmt = NULL;
  char *record = NULL;
  int rc;

  g_return_val_if_fail (BALUT_IS_STORE (self), NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  rc = prepare (self->db, "SELECT record FROM games WHERE id = ?1", &stmt);
  if (rc == SQLITE_OK)
    {
      sqlite3_bind_int64 (stmt, 1, game_id);
      rc = sqlite3_step (stmt);
      if (rc == SQLITE_ROW)
        record = g_strdup (column_text (stmt, 0));
    }
  sqlite3_finalize (stmt);

  if (rc == SQLITE_DONE)
    g_set_error (error, BALUT_STORE_ERROR, BALUT_STORE_ERROR_NOT_FOUND,
                 _("There is no game %lld in “%s”"), (long long) game_id, self->path);
  else if (rc != SQLITE_ROW)
    set_read_error (self, rc, error);

  return record;
}

/**
 * balut_store_list_player_names:
 *
 * Returns: (transfer full): the names of the human players with games
 *   in @variant, most games first (then the most recent, then by name);
 *   an empty list when there are none; %NULL with @error set
 */
GStrv
balut_store_list_player_names (BalutStore    *self,
                               BalutVariant   variant,
                               GError       **error)
{
  g_autoptr(GStrvBuilder) builder = NULL;
  sqlite3_stmt *stmt = NULL;
  int rc;

  g_return_val_if_fail (BALUT_IS_STORE (self), NULL);
  g_return_val_if_fail (variant < BALUT_N_VARIANTS, NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  builder = g_strv_builder_new ();
  rc = prepare (self->db,
                "SELECT p.name FROM players AS p JOIN games AS g ON g.id = p.game_id "
                "WHERE p.kind = 'human' AND g.variant = ?1 "
                "GROUP BY p.name ORDER BY count(*) DESC, max(g.finished) DESC, p.name", &stmt);
  if (rc == SQLITE_OK)
    {
      sqlite3_bind_text (stmt, 1, balut_variant_to_string (variant), -1, SQLITE_STATIC);
      while ((rc = sqlite3_step (stmt)) == SQLITE_ROW)
        g_strv_builder_add (builder, column_text (stmt, 0));
    }
  sqlite3_finalize (stmt);

  if (rc != SQLITE_DONE)
    {
      set_read_error (self, rc, error);
      return NULL;
    }

  return g_strv_builder_end (builder);
}

/**
 * balut_store_get_player_stats:
 * @name: a human player's name, exactly as entered
 *
 * Statistics over every game of @variant in which a human player of
 * that name took part (a seat is a game), assisted games included. The
 * condition rates come from the stored per-player column “conditions”,
 * filled at each insertion (and by the migration to version 2 from the
 * stored records; a game whose record could not be read is left out of
 * the rates only). A name without games gives n_games 0.
 *
 * Returns: (transfer full): the statistics, or %NULL with @error set
 */
BalutPlayerStats *
balut_store_get_player_stats (BalutStore    *self,
                              BalutVariant   variant,
                              const char    *name,
                              GError       **error)
{
  g_autoptr(BalutPlayerStats) stats = NULL;
  guint met[BALUT_N_CATEGORIES] = { 0, };
  guint n_known = 0;
  gint64 sum_points = 0, sum_totals = 0, sum_baluts = 0;
  sqlite3_stmt *stmt = NULL;
  int rc;

  g_return_val_if_fail (BALUT_IS_STORE (self), NULL);
  g_return_val_if_fail (variant < BALUT_N_VARIANTS, NULL);
  g_return_val_if_fail (name != NULL, NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  stats = g_new0 (BalutPlayerStats, 1);
  stats->points = g_array_new (FALSE, FALSE, sizeof (gint));

  rc = prepare (self->db,
                "SELECT p.points, p.total, p.baluts, p.conditions "
                "FROM players AS p JOIN games AS g ON g.id = p.game_id "
                "WHERE p.kind = 'human' AND g.variant = ?1 AND p.name = ?2 "
                "ORDER BY g.finished, g.id, p.seat", &stmt);
  if (rc == SQLITE_OK)
    {
      sqlite3_bind_text (stmt, 1, balut_variant_to_string (variant), -1, SQLITE_STATIC);
      sqlite3_bind_text (stmt, 2, name, -1, SQLITE_STATIC);
      while ((rc = sqlite3_step (stmt)) == SQLITE_ROW)
        {
          gint points = sqlite3_column_int (stmt, 0);

          if (stats->n_games == 0 || points > stats->best_points)
            stats->best_points = points;
          stats->n_games++;
          sum_points += points;
          sum_totals += sqlite3_column_int64 (stmt, 1);
          sum_baluts += sqlite3_column_int64 (stmt, 2);
          g_array_append_val (stats->points, points);

          if (sqlite3_column_type (stmt, 3) != SQLITE_NULL)
            {
              gint64 bits = sqlite3_column_int64 (stmt, 3);

              n_known++;
              for (guint c = 0; c < BALUT_N_CATEGORIES; c++)
                if (bits & (1 << c))
                  met[c]++;
            }
        }
    }
  sqlite3_finalize (stmt);

  if (rc != SQLITE_DONE)
    {
      set_read_error (self, rc, error);
      return NULL;
    }

  if (stats->n_games > 0)
    {
      stats->mean_points = (double) sum_points / stats->n_games;
      stats->mean_score_total = (double) sum_totals / stats->n_games;
      stats->baluts_per_game = (double) sum_baluts / stats->n_games;
    }
  for (guint c = 0; c < BALUT_N_CATEGORIES; c++)
    stats->condition_rate[c] = n_known > 0 ? (double) met[c] / n_known : 0.0;

  return g_steal_pointer (&stats);
}

/* One game of the history, on one line */
static gboolean
add_history_game_cb (GameRows  *rows,
                     gpointer   user_data,
                     GError   **error)
{
  GString *out = user_data;
  BalutGameSummary *summary = rows->summary;
  g_autoptr(JsonBuilder) builder = json_builder_new ();
  g_autoptr(JsonNode) root = NULL;
  g_autoptr(GDateTime) finished = date_from_unix (rows->finished);
  g_autofree char *iso = g_date_time_format_iso8601 (finished);
  g_autofree char *text = NULL;
  gsize length;

  if (rows->record == NULL)
    {
      g_set_error (error, BALUT_STORE_ERROR, BALUT_STORE_ERROR_CORRUPT,
                   _("The record of game %lld is damaged: it is not JSON"),
                   (long long) summary->game_id);
      return FALSE;
    }

  json_builder_begin_object (builder);
  json_builder_set_member_name (builder, "id");
  json_builder_add_int_value (builder, summary->game_id);
  json_builder_set_member_name (builder, "finished");
  json_builder_add_string_value (builder, iso);
  json_builder_set_member_name (builder, "variant");
  json_builder_add_string_value (builder, balut_variant_to_string (summary->variant));
  json_builder_set_member_name (builder, "mode");
  json_builder_add_string_value (builder, mode_names[summary->mode]);
  json_builder_set_member_name (builder, "assisted");
  json_builder_add_boolean_value (builder, summary->assisted);

  json_builder_set_member_name (builder, "players");
  json_builder_begin_array (builder);
  for (guint p = 0; p < summary->n_players; p++)
    {
      gint guess = g_array_index (rows->guesses, gint, p);

      json_builder_begin_object (builder);
      json_builder_set_member_name (builder, "name");
      json_builder_add_string_value (builder, summary->names[p]);
      json_builder_set_member_name (builder, "kind");
      json_builder_add_string_value (builder, g_ptr_array_index (rows->kinds, p));
      json_builder_set_member_name (builder, "points");
      json_builder_add_int_value (builder, summary->points[p]);
      json_builder_set_member_name (builder, "total");
      json_builder_add_int_value (builder, summary->score_totals[p]);
      json_builder_set_member_name (builder, "baluts");
      json_builder_add_int_value (builder, g_array_index (rows->baluts, guint, p));
      json_builder_set_member_name (builder, "guess");
      if (guess == BALUT_NO_GUESS)
        json_builder_add_null_value (builder);
      else
        json_builder_add_int_value (builder, guess);
      json_builder_set_member_name (builder, "place");
      json_builder_add_int_value (builder, summary->places[p]);
      json_builder_end_object (builder);
    }
  json_builder_end_array (builder);
  json_builder_end_object (builder);

  /* the game's object with the record (valid JSON, checked by SQLite)
   * spliced in as its last member: no parse of it needed */
  root = json_builder_get_root (builder);
  text = json_to_string (root, FALSE);
  length = strlen (text);
  g_assert (length > 2 && text[length - 1] == '}');

  if (out->str[out->len - 1] != '[')
    g_string_append_c (out, ',');
  g_string_append (out, "\n");
  g_string_append_len (out, text, (gssize) length - 1);
  g_string_append (out, ",\"record\":");
  g_string_append (out, rows->record);
  g_string_append_c (out, '}');

  return TRUE;
}

/**
 * balut_store_export_history:
 * @filename: the JSON file to write
 *
 * Writes every game, oldest first, one a line, as {"format":
 * "balut-history", "version": 1, "games": [{"id", "finished" (ISO 8601),
 * "variant", "mode", "assisted", "players": [{"name", "kind", "points",
 * "total", "baluts", "guess", "place"}], "record": {…}}]}. The file is
 * replaced atomically and synced: a failure leaves the old file or none.
 * A game whose record is not JSON (a damaged row) fails the export.
 */
gboolean
balut_store_export_history (BalutStore  *self,
                            const char  *filename,
                            GError     **error)
{
  g_autoptr(GString) out = NULL;
  g_autoptr(GError) local_error = NULL;

  g_return_val_if_fail (BALUT_IS_STORE (self), FALSE);
  g_return_val_if_fail (filename != NULL, FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  out = g_string_new ("{\"format\":\"balut-history\",\"version\":1,\"games\":[");
  if (!for_each_game (self, "g.finished ASC, g.id ASC", TRUE, add_history_game_cb, out, &local_error))
    {
      if (g_error_matches (local_error, BALUT_STORE_ERROR, BALUT_STORE_ERROR_CORRUPT))
        g_set_error (error, BALUT_STORE_ERROR, BALUT_STORE_ERROR_CORRUPT,
                     "%s (%s)", local_error->message, self->path);
      else
        g_propagate_error (error, g_steal_pointer (&local_error));
      return FALSE;
    }
  g_string_append (out, "\n]}\n");

  if (!g_file_set_contents_full (filename, out->str, (gssize) out->len,
                                 G_FILE_SET_CONTENTS_CONSISTENT | G_FILE_SET_CONTENTS_DURABLE,
                                 0644, &local_error))
    {
      g_set_error (error, BALUT_STORE_ERROR, BALUT_STORE_ERROR_FAILED,
                   _("Cannot write the history: %s"), local_error->message);
      return FALSE;
    }

  return TRUE;
}

void
balut_score_entry_free (BalutScoreEntry *entry)
{
  if (entry == NULL)
    return;

  g_clear_pointer (&entry->date, g_date_time_unref);
  g_free (entry->name);
  g_free (entry);
}

void
balut_game_summary_free (BalutGameSummary *summary)
{
  if (summary == NULL)
    return;

  g_clear_pointer (&summary->date, g_date_time_unref);
  g_strfreev (summary->names);
  g_free (summary->points);
  g_free (summary->score_totals);
  g_free (summary->places);
  g_free (summary);
}

void
balut_player_stats_free (BalutPlayerStats *stats)
{
  if (stats == NULL)
    return;

  g_clear_pointer (&stats->points, g_array_unref);
  g_free (stats);
}
