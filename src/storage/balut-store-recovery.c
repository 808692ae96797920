/* balut-store-recovery.c — opening the store: the file looked at before
 * SQLite touches it, checked once open, and a damaged one moved aside
 *
 * SPDX-FileCopyrightText: 2026 The Balut developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Until a file is known to be Balut's (its header, PRAGMA quick_check,
 * the columns of its version), nothing may change it: SQLite neither
 * checkpoints its log into it nor deletes the log. A file that is not
 * usable (BALUT_STORE_ERROR_CORRUPT) is never deleted:
 * balut_store_open_or_recover() renames it aside with its -wal, -shm
 * and -journal files and makes a new database in its place.
 */

#include "config.h"

#include <errno.h>
#include <glib/gi18n-lib.h>
#include <glib/gstdio.h>
#include <sqlite3.h>
#include <stdio.h>
#include <string.h>

#include "balut-file-aside.h"
#include "balut-store.h"
#include "balut-store-private.h"

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
          balut_store_set_corrupt (self, error, _("the file is missing, but its log is there"));
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
          balut_store_set_corrupt (self, error, _("the file is empty, but its log is not"));
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
      balut_store_set_corrupt (self, error, _("it is not an SQLite database"));
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

      balut_store_set_sqlite_error (error, self->db, rc, what);
      g_clear_pointer (&self->db, sqlite3_close_v2);
      return FALSE;
    }

  sqlite3_extended_result_codes (self->db, 1);
  sqlite3_busy_timeout (self->db, BALUT_STORE_BUSY_TIMEOUT_MS);
  /* Until the file is known to be Balut's, closing must not checkpoint
   * the log into it nor delete the log. */
  sqlite3_db_config (self->db, SQLITE_DBCONFIG_NO_CKPT_ON_CLOSE, 1, (int *) NULL);
  return TRUE;
}

/* A read of the file that failed: a damaged file (the caller moves it
 * aside), or any other SQLite error, told as @what */
static void
set_read_error (BalutStore  *self,
                int          rc,
                const char  *what,
                GError     **error)
{
  if (balut_store_sql_is_corrupt (rc))
    balut_store_set_corrupt (self, error, sqlite3_errmsg (self->db));
  else
    balut_store_set_sqlite_error (error, self->db, rc, what);
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

  rc = balut_store_sql_prepare (self->db,
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
      g_autofree char *what = g_strdup_printf (_("Cannot read the database “%s”"), self->path);

      set_read_error (self, rc, what, error);
      return FALSE;
    }

  return TRUE;
}

static gint n_full_checks;   /* atomic */

guint
balut_store_get_n_full_checks (void)
{
  return (guint) g_atomic_int_get (&n_full_checks);
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

  g_atomic_int_inc (&n_full_checks);
  rc = balut_store_sql_prepare (self->db, "PRAGMA quick_check(3)", &stmt);
  if (rc == SQLITE_OK)
    while ((rc = sqlite3_step (stmt)) == SQLITE_ROW)
      {
        const char *line = balut_store_sql_column_text (stmt, 0);

        if (!g_str_equal (line, "ok") && problem == NULL)
          problem = g_strdup (line);
      }
  if (rc == SQLITE_DONE)
    rc = SQLITE_OK;

  if (rc != SQLITE_OK)
    {
      g_autofree char *what = g_strdup_printf (_("Cannot check the database “%s”"), self->path);

      set_read_error (self, rc, what, error);
      sqlite3_finalize (stmt);
      return FALSE;
    }
  sqlite3_finalize (stmt);

  if (problem != NULL)
    {
      g_autofree char *why = g_strdup_printf (_("it is damaged (%s)"), problem);

      balut_store_set_corrupt (self, error, why);
      return FALSE;
    }

  return TRUE;
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
      int rc = balut_store_sql_exec_retrying (self->db, pragmas[i]);

      if (rc != SQLITE_OK)
        {
          g_autofree char *what = g_strdup_printf (_("Cannot prepare the database “%s”"), self->path);

          balut_store_set_sqlite_error (error, self->db, rc, what);
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
      balut_store_set_corrupt (self, error, _("it holds the tables of another program"));
      return NULL;
    }
  if (user_version != 0 && application_id != BALUT_STORE_APPLICATION_ID)
    {
      balut_store_set_corrupt (self, error, _("it is the database of another program"));
      return NULL;
    }
  if (user_version < 0)
    {
      balut_store_set_corrupt (self, error, _("its version number is negative"));
      return NULL;
    }

  if (n_objects > 0 && !check_integrity (self, error))
    return NULL;
  if (user_version >= 1 && user_version <= BALUT_STORE_SCHEMA_VERSION
      && !balut_store_check_schema (self, (guint) user_version, BALUT_STORE_ERROR_CORRUPT, error))
    return NULL;

  self->file_version = (guint) MIN (user_version, G_MAXUINT);

  if (user_version > BALUT_STORE_SCHEMA_VERSION)
    {
      /* a newer Balut's file: read what we know, change nothing */
      if (!open_connection (self, SQLITE_OPEN_READONLY, error))
        return NULL;
      self->read_only = TRUE;
      if (!balut_store_check_schema (self, BALUT_STORE_SCHEMA_VERSION, BALUT_STORE_ERROR_NEWER, error))
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
      if (!balut_store_check_schema (self, BALUT_STORE_SCHEMA_VERSION, BALUT_STORE_ERROR_CORRUPT, error))
        return NULL;
      return g_steal_pointer (&self);
    }

  if (!set_pragmas (self, error))
    return NULL;
  /* a write transaction only when there is something to do */
  if (user_version < BALUT_STORE_SCHEMA_VERSION && !balut_store_migrate (self, error))
    return NULL;
  if (!balut_store_check_schema (self, BALUT_STORE_SCHEMA_VERSION, BALUT_STORE_ERROR_CORRUPT, error))
    return NULL;

  /* Balut's own file: the last one to close it tidies the log away */
  sqlite3_db_config (self->db, SQLITE_DBCONFIG_NO_CKPT_ON_CLOSE, 0, (int *) NULL);

  return g_steal_pointer (&self);
}

/* The files SQLite keeps beside a database: they go with it when it is
 * moved aside (a log left behind would be replayed into the new one). */
static const char * const companion_suffixes[] = { "-wal", "-shm", "-journal", NULL };

/* ------------------------------------------------------------------ */
/* Public API                                                          */
/* ------------------------------------------------------------------ */

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
 * is renamed, with its -wal, -shm and -journal files, to
 * “balut.db.broken-YYYYMMDD-HHMMSS” (with “-2”, “-3”… if taken; see
 * balut_file_move_aside()) and a new database is made. Nothing is ever deleted. @moved_aside is set
 * whenever a file was moved, even if the new database then fails.
 */
BalutStore *
balut_store_open_or_recover (const char  *path,
                             char       **moved_aside,
                             GError     **error)
{
  g_autoptr(GError) local_error = NULL;
  g_autoptr(GError) move_error = NULL;
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

  /* nothing left to move (another Balut moved it): a new database */
  aside = balut_file_move_aside (path, companion_suffixes, &move_error);
  if (aside == NULL && !g_error_matches (move_error, G_IO_ERROR, G_IO_ERROR_NOT_FOUND))
    {
      if (g_error_matches (move_error, G_IO_ERROR, G_IO_ERROR_EXISTS))
        g_set_error (error, BALUT_STORE_ERROR, BALUT_STORE_ERROR_FAILED,
                     _("Cannot move the damaged database “%s” aside: too many files of that name"), path);
      else
        g_set_error (error, BALUT_STORE_ERROR, BALUT_STORE_ERROR_FAILED,
                     _("Cannot move the damaged database “%s” aside: %s"), path, move_error->message);
      return NULL;
    }

  if (moved_aside != NULL)
    *moved_aside = g_steal_pointer (&aside);

  return open_store (path, error);
}
