/* balut-store-recovery.c — opening the store: the file looked at before
 * SQLite touches it, checked once open, and a damaged one moved aside
 *
 * SPDX-FileCopyrightText: 2026 The Balut developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Until a file is known to be Balut's (its header, its application id
 * and version, the columns of its version, and the full check when it
 * is due), nothing may change it: SQLite neither checkpoints its log
 * into it nor deletes the log. A file that is not usable
 * (BALUT_STORE_ERROR_CORRUPT) is never deleted:
 * balut_store_open_or_recover() renames it aside with its -wal, -shm
 * and -journal files and makes a new database in its place.
 *
 * The full check, PRAGMA quick_check, reads every page: 0.6 s for
 * 100,000 games from the page cache, 15–19 s from the disk
 * (docs/performance.md). It runs only when it is worth it:
 *  - after an unclean shutdown: a log (-wal) or a rollback journal with
 *    something in it, while no other process has the database open
 *    (SQLite checkpoints the log and removes it when the last
 *    connection closes; another Balut's open log is its own);
 *  - when the file was never checked, or not for
 *    BALUT_STORE_CHECK_INTERVAL_DAYS: the last check that found it
 *    sound is noted beside it, in “balut.db.checked” (time, and the
 *    file's inode, size and modification time: another file put in its
 *    place, or a file changed by anything but Balut, is checked). A
 *    Balut that closes the file last, cleanly, renews the note's
 *    identity, keeping its time;
 *  - never for a store opened read-only (nothing in it can be changed
 *    or set aside).
 * Damage found later, where a query reads it (SQLITE_CORRUPT), removes
 * the note: the next open checks the file and sets it aside.
 *
 * A file, or folder, that cannot be written opens read-only with
 * SQLite's URI “mode=ro”: its log is read through the existing -shm
 * file, or SQLite's own memory when that cannot be made; when the -wal
 * and -shm cannot be made at all (a read-only medium) and there is no
 * log with anything in it, with “immutable=1”: the file alone is the
 * whole database, and nobody can be writing it.
 */

#include "config.h"

#include <errno.h>
#include <glib/gi18n-lib.h>
#include <glib/gstdio.h>
#include <sqlite3.h>
#include <stdio.h>
#include <string.h>
#ifdef G_OS_UNIX
#include <fcntl.h>
#include <unistd.h>
#endif

#ifndef W_OK
#define W_OK 2   /* g_access () on Windows: the same bit */
#endif

#include "balut-file-aside.h"
#include "balut-store.h"
#include "balut-store-private.h"

/* ------------------------------------------------------------------ */
/* The files beside the database                                      */
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

/* A regular file with something in it */
static gboolean
has_content (const char *path)
{
  GStatBuf st;

  return g_stat (path, &st) == 0 && S_ISREG (st.st_mode) && st.st_size > 0;
}

static gboolean pretend_read_only;   /* atomic */

void
balut_store_set_pretend_read_only (gboolean pretend)
{
  g_atomic_int_set (&pretend_read_only, pretend ? 1 : 0);
}

/* Whether the file (when it is there) and its folder can be written:
 * SQLite makes the log (-wal) and its index (-shm) in the folder. */
static gboolean
can_write (const char *path)
{
  g_autofree char *dir = g_path_get_dirname (path);

  if (g_atomic_int_get (&pretend_read_only))
    return FALSE;
  if (g_access (dir, W_OK) != 0)
    return FALSE;
  return g_access (path, W_OK) == 0 || errno == ENOENT;
}

/* The errors of a file, log or index SQLite cannot write or make: the
 * file may still be read, read-only. */
static gboolean
is_write_refused (int rc)
{
  switch (rc)
    {
    case SQLITE_IOERR_SHMOPEN:
    case SQLITE_IOERR_SHMSIZE:
    case SQLITE_IOERR_SHMMAP:
      return TRUE;
    default:
      rc &= 0xff;
      return rc == SQLITE_READONLY || rc == SQLITE_CANTOPEN || rc == SQLITE_PERM;
    }
}

#ifdef G_OS_UNIX
/* SQLite's unix VFS: a connection to a WAL database holds a read lock
 * on these bytes of the file for as long as it is open (the last one
 * to close takes a write lock there before it removes the log). */
#define SQLITE_SHARED_FIRST (0x40000000 + 2)
#define SQLITE_SHARED_SIZE 510

/* Whether another process has the database open. F_GETLK takes no lock
 * and sees other processes' locks only. (Closing the descriptor drops
 * this process's own locks on the file, as check_file()'s read of the
 * header does: a process opens its store once.) */
static gboolean
open_elsewhere (const char *path)
{
  struct flock lock;
  gboolean held;
  int fd;

  fd = g_open (path, O_RDONLY, 0);
  if (fd < 0)
    return FALSE;
  memset (&lock, 0, sizeof lock);
  lock.l_type = F_WRLCK;
  lock.l_whence = SEEK_SET;
  lock.l_start = SQLITE_SHARED_FIRST;
  lock.l_len = SQLITE_SHARED_SIZE;
  held = fcntl (fd, F_GETLK, &lock) == 0 && lock.l_type != F_UNLCK;
  close (fd);
  return held;
}

/* A read lock where every reader of the file holds SQLite's shared lock:
 * while it is held, nobody can take the exclusive lock needed to write
 * into the file itself (a rollback-journal writer's commit, the last
 * WAL connection's checkpoint as it closes). Returns the descriptor that
 * holds it, or -1 when a writer holds the file. (POSIX locks belong to
 * the process: closing any descriptor of the file drops them all, so
 * the process must not open the file otherwise meanwhile.) */
static int
lock_for_reading (const char *path)
{
  struct flock lock;
  int fd;

  fd = g_open (path, O_RDONLY, 0);
  if (fd < 0)
    return -1;
  memset (&lock, 0, sizeof lock);
  lock.l_type = F_RDLCK;
  lock.l_whence = SEEK_SET;
  lock.l_start = SQLITE_SHARED_FIRST;
  lock.l_len = SQLITE_SHARED_SIZE;
  if (fcntl (fd, F_SETLK, &lock) != 0)
    {
      close (fd);
      return -1;
    }
  return fd;
}
#endif

/* ------------------------------------------------------------------ */
/* The database files this process has open                            */
/* ------------------------------------------------------------------ */

/* POSIX locks belong to the process, and closing any descriptor of a
 * file drops all of them: the process's SQLite connections keep their
 * locks only as long as nothing else in the process closes a descriptor
 * of the file. A WAL connection holds a read lock on the database for as
 * long as it is open; by it, another process's last connection knows
 * not to checkpoint the log and delete it as it closes. A second store
 * of the same file opened here (the statistics' own connection, beside
 * the game's) used to read the file's header (check_file()) and ask
 * whether the file was open elsewhere (open_elsewhere()), each time
 * closing a descriptor: the game's lock was gone, the next Balut or
 * other SQLite program to close the file deleted the log and its index
 * from under the game, and every game recorded after that went to a log
 * nobody else could see, until the game quit and checkpointed it (a
 * game "missing" from `balut --export-history` until then).
 *
 * So a file already open here is not opened again by anything but
 * SQLite (which shares one descriptor's locks between its connections):
 * it is known to be Balut's, its log is this process's own (not an
 * unclean shutdown), and the read lock of a read-only look is held by
 * the first store for as long as any store of the file is open here.
 * Opens of a file take open_lock, from the first look at the file until
 * the store is in the table, so that two threads cannot both take
 * themselves for the first. Windows locks belong to handles: nothing to
 * keep there. */
typedef struct
{
  guint n_stores;
  int   lock_fd;   /* lock_for_reading()'s, or -1 */
} OpenFile;

static GRecMutex open_lock;   /* (a store dropped during an open closes under it) */
static GHashTable *open_files;   /* "device:inode" → OpenFile; under open_lock */

#ifdef G_OS_UNIX
static char *
dup_file_key (const char *path)
{
  GStatBuf st;

  if (g_stat (path, &st) != 0)
    return NULL;
  return g_strdup_printf ("%llu:%llu", (unsigned long long) st.st_dev, (unsigned long long) st.st_ino);
}
#endif

/* Whether a store of @path is open in this process; under open_lock */
static gboolean
open_here (const char *path)
{
#ifdef G_OS_UNIX
  g_autofree char *key = NULL;

  if (open_files == NULL || g_str_equal (path, ":memory:"))
    return FALSE;
  key = dup_file_key (path);
  return key != NULL && g_hash_table_contains (open_files, key);
#else
  return FALSE;
#endif
}

/* @self's file is open: in the table, with @lock_fd (or -1) when it is
 * the first store of the file here; under open_lock */
static void
add_open (BalutStore *self,
          int         lock_fd)
{
#ifdef G_OS_UNIX
  OpenFile *file;

  g_return_if_fail (self->open_key == NULL);
  if (g_str_equal (self->path, ":memory:") || (self->open_key = dup_file_key (self->path)) == NULL)
    {
      if (lock_fd >= 0)
        close (lock_fd);
      return;
    }
  if (open_files == NULL)
    open_files = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, g_free);
  file = g_hash_table_lookup (open_files, self->open_key);
  if (file == NULL)
    {
      file = g_new0 (OpenFile, 1);
      file->lock_fd = -1;
      g_hash_table_insert (open_files, g_strdup (self->open_key), file);
    }
  file->n_stores++;
  /* (a file open here takes no lock of its own: only the first store
   * brings one; another would be kept open, never closed while the file
   * is open here) */
  g_warn_if_fail (lock_fd < 0 || file->lock_fd < 0);
  if (file->lock_fd < 0)
    file->lock_fd = lock_fd;
#else
  (void) self;
  (void) lock_fd;
#endif
}

/* @self's connection is closed: the last store of its file here lets go
 * of the read lock */
static void
remove_open (BalutStore *self)
{
#ifndef G_OS_UNIX
  (void) self;
#else
  g_autofree char *key = g_steal_pointer (&self->open_key);
  OpenFile *file;

  if (key == NULL)
    return;
  g_rec_mutex_lock (&open_lock);
  file = open_files != NULL ? g_hash_table_lookup (open_files, key) : NULL;
  if (file != NULL && --file->n_stores == 0)
    {
      if (file->lock_fd >= 0)
        close (file->lock_fd);
      g_hash_table_remove (open_files, key);
    }
  g_rec_mutex_unlock (&open_lock);
#endif
}

/* What a crash, a kill or a power cut leaves: a log or a journal with
 * something in it, and nobody who has the file open (whose log it would
 * be). On Windows, any such log counts. */
static gboolean
left_unclean (const char *path)
{
  g_autofree char *wal = g_strconcat (path, "-wal", NULL);
  g_autofree char *journal = g_strconcat (path, "-journal", NULL);

  if (!has_content (wal) && !has_content (journal))
    return FALSE;
  /* the log of this process's own connection */
  if (open_here (path))
    return FALSE;
#ifdef G_OS_UNIX
  if (open_elsewhere (path))
    return FALSE;
#endif
  return TRUE;
}

/* ------------------------------------------------------------------ */
/* The note of the last full check                                     */
/* ------------------------------------------------------------------ */

#define NOTE_GROUP "quick_check"

static char *
note_path (const char *path)
{
  return g_strconcat (path, BALUT_STORE_CHECKED_SUFFIX, NULL);
}

/* The time of the last check of @path noted, or 0 when there is none
 * that reads; *@same_file: whether it was made of this very file as it
 * is now. */
static gint64
read_note (const char *path,
           gboolean   *same_file)
{
  g_autofree char *note = note_path (path);
  g_autoptr(GKeyFile) file = g_key_file_new ();
  g_autoptr(GError) error = NULL;
  guint64 inode, size;
  gint64 when, mtime;
  GStatBuf st;

  *same_file = FALSE;
  if (!g_key_file_load_from_file (file, note, G_KEY_FILE_NONE, NULL))
    return 0;
  when = g_key_file_get_int64 (file, NOTE_GROUP, "time", &error);
  if (error == NULL)
    inode = g_key_file_get_uint64 (file, NOTE_GROUP, "inode", &error);
  if (error == NULL)
    size = g_key_file_get_uint64 (file, NOTE_GROUP, "size", &error);
  if (error == NULL)
    mtime = g_key_file_get_int64 (file, NOTE_GROUP, "mtime", &error);
  if (error != NULL || when <= 0)
    return 0;

  *same_file = g_stat (path, &st) == 0
               && inode == (guint64) st.st_ino
               && size == (guint64) st.st_size
               && mtime == (gint64) st.st_mtime;
  return when;
}

/* Notes that @path, as it is now, was found sound at @when. A note that
 * cannot be written only means a check at the next open. */
static void
write_note (const char *path,
            gint64      when)
{
  g_autofree char *note = note_path (path);
  g_autoptr(GKeyFile) file = g_key_file_new ();
  g_autoptr(GError) error = NULL;
  g_autofree char *data = NULL;
  gsize length;
  GStatBuf st;

  if (g_stat (path, &st) != 0)
    return;
  g_key_file_set_comment (file, NULL, NULL,
                          " Balut: when PRAGMA quick_check last found the database beside this file sound,\n"
                          " and the database's inode, size and modification time then", NULL);
  g_key_file_set_int64 (file, NOTE_GROUP, "time", when);
  g_key_file_set_uint64 (file, NOTE_GROUP, "inode", (guint64) st.st_ino);
  g_key_file_set_uint64 (file, NOTE_GROUP, "size", (guint64) st.st_size);
  g_key_file_set_int64 (file, NOTE_GROUP, "mtime", (gint64) st.st_mtime);
  data = g_key_file_to_data (file, &length, NULL);
  if (!g_file_set_contents_full (note, data, (gssize) length, G_FILE_SET_CONTENTS_CONSISTENT, 0600, &error))
    g_debug ("The check of %s is not noted: %s", path, error->message);
}

void
balut_store_forget_check (const char *path)
{
  g_autofree char *note = NULL;

  if (path == NULL || *path == '\0')
    return;
  note = note_path (path);
  if (g_remove (note) == 0)
    g_debug ("%s: damage found, the next open checks the file", path);
}

/* Why the full check is due, or %NULL; *@noted: the time of the last
 * check, when it is not due */
static const char *
full_check_due (const char *path,
                gboolean    unclean,
                gint64     *noted)
{
  gint64 now = g_get_real_time () / G_USEC_PER_SEC;
  gint64 day = 24 * 60 * 60;
  gboolean same_file;
  gint64 when;

  *noted = 0;
  if (unclean)
    return "after an unclean shutdown";
  when = read_note (path, &same_file);
  if (when == 0)
    return "never checked";
  if (!same_file)
    return "another file, or changed outside Balut";
  if (when > now + day)
    return "checked in the future";
  if (now - when > BALUT_STORE_CHECK_INTERVAL_DAYS * day)
    return "last checked long ago";
  *noted = when;
  return NULL;
}

/* balut_store_finalize (): the last Balut to close the file cleanly
 * (SQLite removed the log) renews the note of its check for the file as
 * it leaves it, if the note is still the one the open found or made. */
void
balut_store_close (BalutStore *self)
{
  g_autofree char *wal = NULL;
  gboolean same_file;

  g_clear_pointer (&self->db, sqlite3_close_v2);
  /* the read lock of a read-only look goes with the last store of the
   * file (see open_here()) */
  remove_open (self);
  if (self->checked_time == 0 || self->read_only || self->path == NULL)
    return;
  wal = g_strconcat (self->path, "-wal", NULL);
  if (g_file_test (wal, G_FILE_TEST_EXISTS))
    return;
  if (read_note (self->path, &same_file) == self->checked_time)
    write_note (self->path, self->checked_time);
}

/* ------------------------------------------------------------------ */
/* Opening                                                             */
/* ------------------------------------------------------------------ */

/* A look at the file before SQLite opens it. SQLite deletes the log
 * (-wal) of a database file with no pages, and tidies the log of any
 * file it closes: a file that cannot be a database, or an empty one
 * with a log, is reported here, so that SQLite never touches it. */
static gboolean
check_file (BalutStore  *self,
            gboolean     empty_is_new,
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
      if (!empty_is_new)
        {
          /* a look that changes nothing cannot make it a database */
          balut_store_set_corrupt (self, error, _("the file is empty"));
          return FALSE;
        }
      return TRUE;   /* a new database (see balut_store_open()) */
    }

  /* open here already: Balut's, and a descriptor closed here would drop
   * the locks of the process's connections (see open_here()) */
  if (open_here (self->path))
    return TRUE;

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

/* @read_only: NULL, or the parameters of a read-only URI ("mode=ro") */
static gboolean
open_connection (BalutStore  *self,
                 int          flags,
                 const char  *read_only,
                 GError     **error)
{
  g_autofree char *uri = NULL;
  int rc;

  g_clear_pointer (&self->db, sqlite3_close_v2);

  if (read_only != NULL)
    {
      g_autofree char *absolute = g_canonicalize_filename (self->path, NULL);
      g_autofree char *file_uri = g_filename_to_uri (absolute, NULL, NULL);

      if (file_uri != NULL)
        uri = g_strconcat (file_uri, "?", read_only, NULL);
      flags = SQLITE_OPEN_READONLY | SQLITE_OPEN_URI;
    }

  rc = sqlite3_open_v2 (uri != NULL ? uri : self->path, &self->db, flags, NULL);
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

  /* A file may come from anyone (https://www.sqlite.org/security.html):
   * no SQL of its schema runs here. Defensive mode refuses what could
   * damage the file on purpose (writable_schema and the like); an
   * untrusted schema may call no function with side effects; and
   * triggers and views of the file never run: Balut's schema has none,
   * and the open refuses a file that has any (balut_store_check_schema()),
   * but a trigger added while the store is open must not run either.
   * Foreign keys' ON DELETE CASCADE is not a trigger. */
  if (sqlite3_db_config (self->db, SQLITE_DBCONFIG_DEFENSIVE, 1, (int *) NULL) != SQLITE_OK
      || sqlite3_db_config (self->db, SQLITE_DBCONFIG_TRUSTED_SCHEMA, 0, (int *) NULL) != SQLITE_OK
      || sqlite3_db_config (self->db, SQLITE_DBCONFIG_ENABLE_TRIGGER, 0, (int *) NULL) != SQLITE_OK
      || sqlite3_db_config (self->db, SQLITE_DBCONFIG_ENABLE_VIEW, 0, (int *) NULL) != SQLITE_OK)
    {
      g_autofree char *what = g_strdup_printf (_("Cannot open the database “%s”"), self->path);

      balut_store_set_sqlite_error (error, self->db, SQLITE_MISUSE, what);
      g_clear_pointer (&self->db, sqlite3_close_v2);
      return FALSE;
    }
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
 * file. A file that is not SQLite fails here (SQLITE_NOTADB); so does a
 * log whose index (-shm) cannot be made. Returns SQLite's code. */
static int
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

  if ((rc & 0xff) == SQLITE_ERROR)
    {
      /* a schema SQLite cannot read (an unknown collation, a malformed
       * statement): not Balut's */
      g_autofree char *why = g_strdup_printf (_("its tables are not Balut’s (%s)"),
                                              sqlite3_errmsg (self->db));

      balut_store_set_corrupt (self, error, why);
    }
  else if (rc != SQLITE_OK)
    {
      g_autofree char *what = g_strdup_printf (_("Cannot read the database “%s”"), self->path);

      set_read_error (self, rc, what, error);
    }

  return rc;
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

/* What every open looks at: whose file it is, and its version */
static gboolean
check_header (BalutStore  *self,
              gint64       user_version,
              gint64       application_id,
              gint64       n_objects,
              GError     **error)
{
  if (user_version == 0 && n_objects > 0)
    {
      balut_store_set_corrupt (self, error, _("it holds the tables of another program"));
      return FALSE;
    }
  if (user_version != 0 && application_id != BALUT_STORE_APPLICATION_ID)
    {
      balut_store_set_corrupt (self, error, _("it is the database of another program"));
      return FALSE;
    }
  if (user_version < 0)
    {
      balut_store_set_corrupt (self, error, _("its version number is negative"));
      return FALSE;
    }

  self->file_version = (guint) MIN (user_version, G_MAXUINT);
  return TRUE;
}

/* Whether this connection can write: SQLite opens a log whose index
 * (-shm) it cannot write for reading only, and says so at the first
 * write. Taking the write lock writes nothing. */
static int
probe_write (BalutStore *self)
{
  int rc = balut_store_sql_exec_retrying (self->db, "BEGIN IMMEDIATE");

  if (rc == SQLITE_OK)
    rc = sqlite3_exec (self->db, "ROLLBACK", NULL, NULL, NULL);
  return rc;
}

typedef enum
{
  OPENED,
  FAILED,          /* @error set */
  CANNOT_WRITE,    /* open it read-only */
} OpenResult;

static OpenResult
open_writable (BalutStore  *self,
               gboolean     unclean,
               GError     **error)
{
  gboolean memory = g_str_equal (self->path, ":memory:");
  gint64 user_version = 0, application_id = 0, n_objects = 0;
  g_autoptr(GError) local_error = NULL;
  const char *due = NULL;
  gint64 noted = 0;
  int rc;

  if (!open_connection (self, SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE, NULL, error))
    return FAILED;

  rc = read_header (self, &user_version, &application_id, &n_objects, &local_error);
  if (is_write_refused (rc))
    return CANNOT_WRITE;
  if (rc != SQLITE_OK)
    {
      g_propagate_error (error, g_steal_pointer (&local_error));
      return FAILED;
    }

  if (!check_header (self, user_version, application_id, n_objects, error))
    return FAILED;

  /* (a file open here was looked at by its first store) */
  if (n_objects > 0 && !memory && !open_here (self->path))
    due = full_check_due (self->path, unclean, &noted);
  if (due != NULL)
    {
      g_debug ("%s: the full check (%s)", self->path, due);
      if (!check_integrity (self, error))
        return FAILED;
      noted = g_get_real_time () / G_USEC_PER_SEC;
      write_note (self->path, noted);
    }

  if (user_version >= 1 && user_version <= BALUT_STORE_SCHEMA_VERSION
      && !balut_store_check_schema (self, (guint) user_version, BALUT_STORE_ERROR_CORRUPT, error))
    return FAILED;

  if (user_version > BALUT_STORE_SCHEMA_VERSION)
    {
      /* a newer Balut's file: read what we know, change nothing */
      if (!open_connection (self, SQLITE_OPEN_READONLY, NULL, error))
        return FAILED;
      self->read_only = TRUE;
      if (!balut_store_check_schema (self, BALUT_STORE_SCHEMA_VERSION, BALUT_STORE_ERROR_NEWER, error))
        return FAILED;
      return OPENED;
    }

  if (sqlite3_db_readonly (self->db, "main") == 1)
    return CANNOT_WRITE;   /* write-protected after all */

  if (!set_pragmas (self, &local_error)
      /* a write transaction only when there is something to do */
      || (user_version < BALUT_STORE_SCHEMA_VERSION && !balut_store_migrate (self, &local_error)))
    {
      if (g_error_matches (local_error, BALUT_STORE_ERROR, BALUT_STORE_ERROR_READ_ONLY))
        return CANNOT_WRITE;
      g_propagate_error (error, g_steal_pointer (&local_error));
      return FAILED;
    }
  if (!balut_store_check_schema (self, BALUT_STORE_SCHEMA_VERSION, BALUT_STORE_ERROR_CORRUPT, error))
    return FAILED;
  if (user_version == BALUT_STORE_SCHEMA_VERSION && is_write_refused (probe_write (self)))
    return CANNOT_WRITE;

  if (n_objects == 0 && !memory)
    {
      /* made now: sound */
      noted = g_get_real_time () / G_USEC_PER_SEC;
      write_note (self->path, noted);
    }
  self->checked_time = noted;

  /* Balut's own file: the last one to close it tidies the log away */
  sqlite3_db_config (self->db, SQLITE_DBCONFIG_NO_CKPT_ON_CLOSE, 0, (int *) NULL);

  return OPENED;
}

/* A file, or folder, that cannot be written: read as it is, never
 * checked whole, never changed (see the top of this file) */
static gboolean
open_read_only (BalutStore  *self,
                GError     **error)
{
  g_autofree char *wal = g_strconcat (self->path, "-wal", NULL);
  gint64 user_version = 0, application_id = 0, n_objects = 0;
  g_autoptr(GError) local_error = NULL;
  int rc;

  self->read_only = TRUE;
  self->checked_time = 0;

  if (!open_connection (self, 0, "mode=ro", error))
    return FALSE;
  rc = read_header (self, &user_version, &application_id, &n_objects, &local_error);
  if (is_write_refused (rc) && !has_content (wal))
    {
      g_clear_error (&local_error);
      if (!open_connection (self, 0, "mode=ro&immutable=1", error))
        return FALSE;
      rc = read_header (self, &user_version, &application_id, &n_objects, &local_error);
    }
  if (rc != SQLITE_OK)
    {
      if (is_write_refused (rc) && has_content (wal))
        g_set_error (error, BALUT_STORE_ERROR, BALUT_STORE_ERROR_READ_ONLY,
                     _("The database “%s” is read-only, and the log of its last games (“%s”) "
                       "cannot be read without writing beside it"), self->path, wal);
      else
        g_propagate_error (error, g_steal_pointer (&local_error));
      return FALSE;
    }

  if (!check_header (self, user_version, application_id, n_objects, error))
    return FALSE;

  if (user_version > BALUT_STORE_SCHEMA_VERSION)
    return balut_store_check_schema (self, BALUT_STORE_SCHEMA_VERSION, BALUT_STORE_ERROR_NEWER, error);
  if (user_version < BALUT_STORE_OLDEST_READ_VERSION)
    {
      g_set_error (error, BALUT_STORE_ERROR, BALUT_STORE_ERROR_READ_ONLY,
                   _("The database “%s” is read-only, and this version of Balut "
                     "needs to upgrade it"), self->path);
      return FALSE;
    }
  /* the current version, or one this version still reads as it is */
  return balut_store_check_schema (self, (guint) user_version, BALUT_STORE_ERROR_CORRUPT, error);
}

static BalutStore *
open_store_locked (const char  *path,
                   GError     **error)
{
  g_autoptr(BalutStore) self = NULL;
  gboolean memory = g_str_equal (path, ":memory:");

  if (!ensure_directory (path, error))
    return NULL;

  self = g_object_new (BALUT_TYPE_STORE, NULL);
  self->path = g_strdup (path);

  if (!check_file (self, TRUE, error))
    return NULL;

  if (memory || can_write (path))
    switch (open_writable (self, !memory && left_unclean (path), error))
      {
      case OPENED:
        return g_steal_pointer (&self);
      case FAILED:
        return NULL;
      case CANNOT_WRITE:
        g_debug ("%s cannot be written: opened read-only", path);
        break;
      }

  if (!open_read_only (self, error))
    return NULL;
  return g_steal_pointer (&self);
}

/* Opens @path, and puts it among the files open here: from the first
 * look at the file until then, no other thread of the process opens it
 * (see open_here()) */
static BalutStore *
open_store (const char  *path,
            GError     **error)
{
  BalutStore *self;

  g_rec_mutex_lock (&open_lock);
  self = open_store_locked (path, error);
  if (self != NULL)
    add_open (self, -1);
  g_rec_mutex_unlock (&open_lock);
  return self;
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
 * an empty store in memory. Every open reads the header, the version
 * and the tables' columns; the full check (PRAGMA quick_check) runs
 * after an unclean shutdown, and on a file not checked for
 * BALUT_STORE_CHECK_INTERVAL_DAYS (see the top of this file). Errors:
 * BALUT_STORE_ERROR_CORRUPT for a file that is not SQLite, is damaged
 * or holds another program's tables — nothing is changed then;
 * BALUT_STORE_ERROR_NEWER for a newer Balut's database this version
 * cannot read; BALUT_STORE_ERROR_READ_ONLY for a file that cannot be
 * written and cannot be read as it is; BALUT_STORE_ERROR_FAILED
 * otherwise. A newer Balut's database that can be read, and a file or
 * folder that cannot be written, open read-only
 * (balut_store_is_read_only()).
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

/* The codes of a read that needs a write first: a log a crash left
 * whose index (-shm) cannot be made, a rollback journal a crash left */
static gboolean
needs_write (int rc)
{
  switch (rc)
    {
    case SQLITE_READONLY_RECOVERY:
    case SQLITE_READONLY_ROLLBACK:
    case SQLITE_READONLY_CANTINIT:
    case SQLITE_READONLY_CANTLOCK:
    case SQLITE_BUSY_RECOVERY:
      return TRUE;
    default:
      return is_write_refused (rc);
    }
}

/* The folder @path should be in is a file (BALUT_DATA_DIR names a
 * file, not a folder): says which */
static void
set_not_a_folder (const char  *path,
                  GError     **error)
{
  g_autofree char *dir = g_path_get_dirname (path);

  /* the first that is there, going up */
  while (!g_file_test (dir, G_FILE_TEST_EXISTS))
    {
      char *up = g_path_get_dirname (dir);

      if (g_str_equal (up, dir))
        {
          g_free (up);
          break;
        }
      g_free (dir);
      dir = up;
    }
  g_set_error (error, BALUT_STORE_ERROR, BALUT_STORE_ERROR_FAILED,
               _("Cannot open Balut’s games: “%s” is not a folder"), dir);
}

/* Lets go of the read lock of the look, before the file is opened
 * otherwise (nothing else of the process has it open: see open_here()) */
static void
drop_read_lock (int *lock_fd)
{
#ifdef G_OS_UNIX
  if (*lock_fd >= 0)
    close (*lock_fd);
#endif
  *lock_fd = -1;
}

/* balut_store_open_read_only(), under open_lock; *@lock_fd: the read
 * lock taken, or -1 */
static BalutStore *
open_read_only_locked (const char  *path,
                       int         *lock_fd,
                       GError     **error)
{
  g_autoptr(BalutStore) self = NULL;
  g_autoptr(GError) local_error = NULL;
  g_autofree char *wal = NULL;
  g_autofree char *journal = NULL;
  gint64 user_version = 0, application_id = 0, n_objects = 0;
  gboolean with_log;
  int stat_errno = 0;
  GStatBuf st;
  int rc;

  wal = g_strconcat (path, "-wal", NULL);
  journal = g_strconcat (path, "-journal", NULL);
  if (g_stat (path, &st) != 0)
    stat_errno = errno;
  if (g_str_equal (path, ":memory:") || (stat_errno == ENOENT && file_size (wal) <= 0))
    {
      /* no games: nothing to make on the disk for that */
      self = open_store (":memory:", error);
      if (self != NULL)
        self->read_only = TRUE;
      return g_steal_pointer (&self);
    }
  if (stat_errno == ENOTDIR)
    {
      set_not_a_folder (path, error);
      return NULL;
    }

  self = g_object_new (BALUT_TYPE_STORE, NULL);
  self->path = g_strdup (path);
  self->read_only = TRUE;
  if (!check_file (self, FALSE, error))
    return NULL;

  with_log = g_file_test (wal, G_FILE_TEST_EXISTS) || g_file_test (journal, G_FILE_TEST_EXISTS);
#ifdef G_OS_UNIX
  /* (a file open here is read through its log: this process writes it) */
  if (!with_log && open_here (path))
    with_log = TRUE;
  if (!with_log)
    {
      *lock_fd = lock_for_reading (path);
      /* a writer is at it: read as any reader does */
      with_log = *lock_fd < 0;
    }
#endif
  /* (Windows: no lock is taken; a Balut that writes the file in the
   * moment of the look may make it fail, never change it.) */
  if (!open_connection (self, 0, with_log ? "mode=ro" : "mode=ro&immutable=1", error))
    return NULL;

  rc = read_header (self, &user_version, &application_id, &n_objects, &local_error);
  if (rc != SQLITE_OK && needs_write (rc))
    {
      g_debug ("%s cannot be read without a write (%s): opened for writing", path, local_error->message);
      g_clear_object (&self);
      drop_read_lock (lock_fd);
      return open_store (path, error);
    }
  if (rc != SQLITE_OK)
    {
      g_propagate_error (error, g_steal_pointer (&local_error));
      return NULL;
    }

  if (!check_header (self, user_version, application_id, n_objects, error))
    return NULL;

  if (user_version > BALUT_STORE_SCHEMA_VERSION)
    {
      /* a newer Balut's file: read what this version knows */
      if (!balut_store_check_schema (self, BALUT_STORE_SCHEMA_VERSION, BALUT_STORE_ERROR_NEWER, error))
        return NULL;
      return g_steal_pointer (&self);
    }
  if (user_version < BALUT_STORE_SCHEMA_VERSION)
    {
      /* the tables this version reads are not there yet: the upgrade
       * writes (once), as the game's open would; but a file that is not
       * Balut's is said so before anything is written */
      if (user_version >= 1
          && !balut_store_check_schema (self, (guint) user_version, BALUT_STORE_ERROR_CORRUPT, error))
        return NULL;
      g_debug ("%s is at version %lld: upgraded first", path, (long long) user_version);
      g_clear_object (&self);
      drop_read_lock (lock_fd);
      return open_store (path, error);
    }
  if (!balut_store_check_schema (self, BALUT_STORE_SCHEMA_VERSION, BALUT_STORE_ERROR_CORRUPT, error))
    return NULL;

  return g_steal_pointer (&self);
}

/**
 * balut_store_open_read_only:
 * @path: the database file
 *
 * Opens the database to read it and nothing else, for the command line:
 * nothing in its folder is made, changed or removed (not the file, not
 * its -wal or -shm, not the note of its last full check), and the full
 * check never runs: it belongs to the game's open, on its worker thread
 * (balut_store_open_or_recover()), and to writes.
 *
 * A missing file is an empty store, in memory. An empty file is not a
 * database yet: %BALUT_STORE_ERROR_CORRUPT (the game starts a new one
 * in its place). A file without a log (-wal, -journal) is read as an
 * SQLite “immutable” file, which needs neither, under a read lock that
 * keeps any writer from writing into it meanwhile (see
 * lock_for_reading(): the process must not have the file open
 * otherwise); a file with a log is read through it, as any reader does
 * (SQLite may then make the log's index, -shm, to read what a crash
 * left in the log; the file and its log are left as they are). A file
 * that needs a write before this version can read it (an older schema,
 * a rollback journal a crash left, a log whose index cannot be made) is
 * opened as balut_store_open() opens it. Errors as balut_store_open();
 * besides, %BALUT_STORE_ERROR_FAILED when the folder is a file.
 *
 * Returns: (transfer full): the store, or %NULL with @error set
 */
BalutStore *
balut_store_open_read_only (const char  *path,
                            GError     **error)
{
  BalutStore *self;
  int lock_fd = -1;

  g_return_val_if_fail (path != NULL, NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  g_rec_mutex_lock (&open_lock);
  self = open_read_only_locked (path, &lock_fd, error);
  /* (opened as balut_store_open() opens it: among the files open here
   * already) */
  if (self != NULL && self->open_key == NULL)
    add_open (self, lock_fd);
  else
    drop_read_lock (&lock_fd);
  g_rec_mutex_unlock (&open_lock);
  return self;
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
