/* balut-file-write.c — a file written whole or not at all, keeping the
 * permissions of the file it replaces
 *
 * The data goes to a temporary file beside the file (FILE.XXXXXX, as
 * g_file_set_contents() names it), flushed to disk and renamed over it,
 * then the folder is flushed too: a failure or a kill at any moment leaves
 * the old file or the new one. g_file_set_contents_full() gives the new
 * file a fixed mode, so a private (0600) file replaced by it became 0644;
 * here the new file takes the permission bits of the one it replaces, and
 * a new file gets the mode asked for (less the umask).
 *
 * A rename puts a regular file in the place of whatever had the name
 * (`balut --export-history /dev/null` made /dev/null a 268 KB file, and
 * a link a file), so what the name is decides how it is written:
 *
 *   nothing                      a new file
 *   a regular file               replaced, keeping its permission bits
 *   a link (or a chain of them)  the file it leads to is replaced, the
 *     to a regular file          temporary beside that file; the link
 *                                stays a link
 *   a link to nothing            refused, naming where it leads (as GNU
 *                                cp does: a file would appear wherever
 *                                the link's maker chose)
 *   a character device or a      written straight to (no temporary, no
 *     pipe (FIFO), or a link to  rename), and left what it is:
 *     one                        /dev/null, /dev/stdout, a terminal; a
 *                                pipe that no program reads is refused
 *                                at once, not waited for
 *   a folder, a socket, a block  refused
 *     device
 *
 * Windows: GLib's g_stat() calls everything but a folder a regular file
 * there and g_lstat() sees no links, so devices (NUL, CON) and named
 * pipes are told by GetFileType(), links by their reparse point's target
 * (g_file_read_link(); a reparse point with none, such as a OneDrive
 * file, is the file itself), and the rename is MoveFileExW()'s, see
 * rename_over().
 *
 * SPDX-FileCopyrightText: 2026 The Balut developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

/* lstat(), S_ISVTX, O_DIRECTORY under -std=c11 */
#define _XOPEN_SOURCE 700

#include "config.h"

#include <errno.h>
#include <fcntl.h>
#include <string.h>
#include <glib/gi18n-lib.h>
#include <glib/gstdio.h>
#include <sys/stat.h>

#ifdef G_OS_WIN32
#include <windows.h>
#include <io.h>          /* write(), close() */
#else
#include <unistd.h>
#endif

#ifndef O_CLOEXEC
#define O_CLOEXEC 0
#endif
/* Windows: written byte for byte, never with CRLF */
#ifndef O_BINARY
#define O_BINARY 0
#endif

#include "balut-file-write.h"
#include "balut-format.h"

/* Links followed at most, as Linux's own path walk (ELOOP after 40) */
#define MAX_LINKS 40

typedef enum
{
  TARGET_NEW,      /* nothing there yet */
  TARGET_FILE,     /* a regular file, replaced */
  TARGET_STREAM,   /* a character device or a pipe, written straight to */
} TargetKind;

struct _BalutFileWriter
{
  char     *filename;       /* as the caller gave it: the messages name it */
  char     *target;         /* what is written: @filename, or the file its links lead to */
  char     *tmp;            /* the temporary beside @target; NULL for a stream */
  int       fd;             /* -1 once closed */
  int       replaced_mode;  /* the permission bits of the file replaced, or -1 */
  int       final_mode;     /* the temporary's bits before the rename, or -1 to keep mkstemp's */
  gboolean  synced;         /* on the disk and closed: only the rename is left */
};

/* ------------------------------------------------------------------ */
/* Messages                                                            */
/* ------------------------------------------------------------------ */

/* @filename as a message shows it: UTF-8, and no control character (a
 * name can hold escape sequences that would work on the terminal) */
static char *
dup_display_name (const char *filename)
{
  g_autofree char *display = g_filename_display_name (filename);

  return balut_format_dup_printable (display);
}

static void
set_error (GError    **error,
           const char *filename,
           int         saved_errno)
{
  g_autofree char *display = dup_display_name (filename);

  g_set_error (error, G_FILE_ERROR, g_file_error_from_errno (saved_errno),
               _("Could not write “%s”: %s"), display, g_strerror (saved_errno));
}

static void
set_dangling_error (GError    **error,
                    const char *filename,
                    const char *end)
{
  g_autofree char *display = dup_display_name (filename);
  g_autofree char *display_end = dup_display_name (end);

  g_set_error (error, G_FILE_ERROR, G_FILE_ERROR_NOENT,
               /* Translators: the file to write is a symbolic link to a
                * file that does not exist; the second %s is where the
                * link leads */
               _("Could not write “%s”: it is a link to “%s”, which does not exist."),
               display, display_end);
}

/* a socket, a block device (a disk) */
static void
set_not_writable_error (GError    **error,
                        const char *filename)
{
  g_autofree char *display = dup_display_name (filename);

  g_set_error (error, G_FILE_ERROR, G_FILE_ERROR_INVAL,
               /* Translators: the file to write is a socket or a disk; a
                * pipe is a named pipe (FIFO), a character device a
                * terminal or /dev/null */
               _("Could not write “%s”: only a file, a pipe or a character device can be written."),
               display);
}

#ifdef G_OS_UNIX
static void
set_no_reader_error (GError    **error,
                     const char *filename)
{
  g_autofree char *display = dup_display_name (filename);

  g_set_error (error, G_FILE_ERROR, G_FILE_ERROR_NXIO,
               /* Translators: the file to write is a named pipe (FIFO)
                * that no program has open for reading */
               _("Could not write “%s”: no program is reading from this pipe."), display);
}

static void
set_foreign_link_error (GError    **error,
                        const char *filename)
{
  g_autofree char *display = dup_display_name (filename);

  g_set_error (error, G_FILE_ERROR, G_FILE_ERROR_ACCES,
               /* Translators: the file to write is a symbolic link that
                * another user made in a folder everyone may write to
                * (/tmp); it is not followed */
               _("Could not write “%s”: it is another user’s link in a shared folder."), display);
}
#endif

/* ------------------------------------------------------------------ */
/* What the name is                                                    */
/* ------------------------------------------------------------------ */

#ifdef G_OS_UNIX
/* Linux does not follow, in a sticky folder that anyone may write to
 * (/tmp), a link that is neither the follower's nor the folder owner's
 * (fs.protected_symlinks): else anyone could point /tmp/sheet.pdf at the
 * player's own files. Following links by name here would go round that
 * rule, so it is kept here too (on every Unix, not only where Linux
 * enforces it). */
static gboolean
may_follow (const char     *link,
            const GStatBuf *link_st)
{
  g_autofree char *folder = g_path_get_dirname (link);
  GStatBuf st;

  if (g_stat (folder, &st) != 0)
    return FALSE;
  if ((st.st_mode & S_ISVTX) == 0 || (st.st_mode & S_IWOTH) == 0)
    return TRUE;
  return link_st->st_uid == geteuid () || link_st->st_uid == st.st_uid;
}
#endif

/* Whether @path is a link to follow (not what it leads to) */
static gboolean
is_link (const char  *path,
         const char  *filename,
         GError     **error)
{
#ifdef G_OS_UNIX
  GStatBuf st;

  if (g_lstat (path, &st) != 0 || !S_ISLNK (st.st_mode))
    return FALSE;
  if (!may_follow (path, &st))
    {
      set_foreign_link_error (error, filename);
      return FALSE;
    }
  return TRUE;
#else
  /* Windows' links are reparse points; so are other things (OneDrive's
   * files, deduplicated ones), which g_file_read_link() gives no target */
  g_autofree wchar_t *wpath = g_utf8_to_utf16 (path, -1, NULL, NULL, NULL);
  DWORD attributes;

  (void) filename;
  (void) error;
  if (wpath == NULL)
    return FALSE;
  attributes = GetFileAttributesW (wpath);
  return attributes != INVALID_FILE_ATTRIBUTES && (attributes & FILE_ATTRIBUTE_REPARSE_POINT) != 0;
#endif
}

/* The name the links from @filename lead to (@filename itself when it is
 * no link): a file, or no file when they dangle. NULL with @error when
 * they loop or one may not be followed. */
static char *
follow_links (const char  *filename,
              GError     **error)
{
  g_autofree char *current = g_strdup (filename);

  for (guint hops = 0; ; hops++)
    {
      g_autoptr(GError) local_error = NULL;
      g_autofree char *link = NULL;
      char *next;

      if (!is_link (current, filename, &local_error))
        {
          if (local_error != NULL)
            {
              g_propagate_error (error, g_steal_pointer (&local_error));
              return NULL;
            }
          return g_steal_pointer (&current);
        }
      if (hops == MAX_LINKS)
        {
          set_error (error, filename, ELOOP);
          return NULL;
        }
      link = g_file_read_link (current, &local_error);
      if (link == NULL)
        {
          /* gone since (or unreadable): said with the name given */
          set_error (error, filename,
                     g_error_matches (local_error, G_FILE_ERROR, G_FILE_ERROR_NOENT) ? ENOENT
                     : g_error_matches (local_error, G_FILE_ERROR, G_FILE_ERROR_ACCES) ? EACCES : EIO);
          return NULL;
        }
      if (*link == '\0')   /* Windows: a reparse point that is no link */
        return g_steal_pointer (&current);

      if (g_path_is_absolute (link))
        next = g_steal_pointer (&link);
      else
        {
          g_autofree char *folder = g_path_get_dirname (current);

          /* "x", not "./x", in a message about a link in the current folder */
          next = strcmp (folder, ".") == 0 ? g_steal_pointer (&link) : g_build_filename (folder, link, NULL);
        }
      g_free (current);
      current = next;
    }
}

/* Nothing at @filename, or links from it to nothing: a new file there, or
 * the link refused */
static gboolean
find_new_target (const char  *filename,
                 TargetKind  *kind,
                 char       **target,
                 GError     **error)
{
  g_autofree char *end = follow_links (filename, error);

  if (end == NULL)
    return FALSE;
  if (strcmp (end, filename) != 0)
    {
      set_dangling_error (error, filename, end);
      return FALSE;
    }
  /* a missing folder fails when the temporary is made there */
  *kind = TARGET_NEW;
  *target = g_steal_pointer (&end);
  return TRUE;
}

/* What @filename is, and so how it is written: @target, the file to make
 * or replace (where @filename's links lead) or the stream to open;
 * @replaced_mode, the permission bits of the file replaced, or -1. FALSE
 * with @error for what must not be written. */
static gboolean
find_target (const char  *filename,
             TargetKind  *kind,
             char       **target,
             int         *replaced_mode,
             GError     **error)
{
  g_autofree char *end = NULL;
  GStatBuf st;

  *replaced_mode = -1;

#ifdef G_OS_UNIX
  if (g_stat (filename, &st) != 0)
    {
      if (errno != ENOENT)
        {
          set_error (error, filename, errno);
          return FALSE;
        }
      return find_new_target (filename, kind, target, error);
    }
  if (S_ISCHR (st.st_mode) || S_ISFIFO (st.st_mode))
    {
      /* opened by the name given: the kernel follows the links, /proc's
       * too (/dev/stdout on a pipe leads to no name) */
      *kind = TARGET_STREAM;
      *target = g_strdup (filename);
      return TRUE;
    }
  if (S_ISDIR (st.st_mode))
    {
      set_error (error, filename, EISDIR);
      return FALSE;
    }
  if (!S_ISREG (st.st_mode))
    {
      set_not_writable_error (error, filename);
      return FALSE;
    }

  end = follow_links (filename, error);
  if (end == NULL)
    return FALSE;
  {
    GStatBuf end_st;

    /* the links must lead to the file stat() found: one of /proc's to a
     * deleted file names "/tmp/x (deleted)", and a file can be replaced
     * meanwhile */
    if (g_lstat (end, &end_st) != 0 || !S_ISREG (end_st.st_mode)
        || end_st.st_dev != st.st_dev || end_st.st_ino != st.st_ino)
      {
        set_error (error, filename, ENOENT);
        return FALSE;
      }
  }
#else
  {
    g_autofree wchar_t *wname = g_utf8_to_utf16 (filename, -1, NULL, NULL, NULL);
    BY_HANDLE_FILE_INFORMATION info = { 0 };
    HANDLE handle;
    DWORD type;

    if (wname == NULL)
      {
        set_error (error, filename, EINVAL);
        return FALSE;
      }
    /* FILE_READ_ATTRIBUTES opens a device or a file without reading or
     * writing it, BACKUP_SEMANTICS a folder too; the links are followed.
     * (Opening a named pipe takes one of its instances for a moment, as
     * Python's os.stat() does.) */
    handle = CreateFileW (wname, FILE_READ_ATTRIBUTES,
                          FILE_SHARE_READ | FILE_SHARE_WRITE | FILE_SHARE_DELETE,
                          NULL, OPEN_EXISTING, FILE_FLAG_BACKUP_SEMANTICS, NULL);
    if (handle == INVALID_HANDLE_VALUE)
      {
        DWORD code = GetLastError ();

        if (code == ERROR_FILE_NOT_FOUND || code == ERROR_PATH_NOT_FOUND)
          return find_new_target (filename, kind, target, error);
        set_error (error, filename,
                   code == ERROR_ACCESS_DENIED || code == ERROR_SHARING_VIOLATION ? EACCES : EIO);
        return FALSE;
      }
    type = GetFileType (handle);
    if (type == FILE_TYPE_DISK && !GetFileInformationByHandle (handle, &info))
      type = FILE_TYPE_UNKNOWN;
    CloseHandle (handle);

    if (type == FILE_TYPE_CHAR || type == FILE_TYPE_PIPE)
      {
        *kind = TARGET_STREAM;
        *target = g_strdup (filename);
        return TRUE;
      }
    if (type != FILE_TYPE_DISK)
      {
        set_not_writable_error (error, filename);
        return FALSE;
      }
    if ((info.dwFileAttributes & FILE_ATTRIBUTE_DIRECTORY) != 0)
      {
        set_error (error, filename, EISDIR);
        return FALSE;
      }
  }
  end = follow_links (filename, error);
  if (end == NULL)
    return FALSE;
  /* GLib's read-only bit of the file (0444 or 0666) */
  if (g_stat (end, &st) != 0)
    {
      set_error (error, filename, errno);
      return FALSE;
    }
#endif

  *kind = TARGET_FILE;
  *target = g_steal_pointer (&end);
  *replaced_mode = (int) (st.st_mode & 0777);
  return TRUE;
}

/* A character device or a pipe, open for writing; -1 with @error */
static int
open_stream (const char  *filename,
             GError     **error)
{
#ifdef G_OS_UNIX
  GStatBuf st;
  int flags;
  int fd;

  /* O_NONBLOCK: opening a pipe to write waits for a reader, for ever if
   * none comes; so it fails at once instead (ENXIO). O_NOCTTY: a
   * terminal written to does not become Balut's. Neither O_CREAT nor
   * O_TRUNC: the name is there, and a device has nothing to cut. */
  fd = g_open (filename, O_WRONLY | O_NONBLOCK | O_NOCTTY | O_CLOEXEC, 0);
  if (fd < 0)
    {
      int saved_errno = errno;

      if (saved_errno == ENXIO && g_stat (filename, &st) == 0 && S_ISFIFO (st.st_mode))
        set_no_reader_error (error, filename);
      else
        set_error (error, filename, saved_errno);
      return -1;
    }
  /* still a device or a pipe: a file put there since would be written
   * over in place, not replaced */
  if (fstat (fd, &st) != 0 || !(S_ISCHR (st.st_mode) || S_ISFIFO (st.st_mode)))
    {
      close (fd);
      set_error (error, filename, EAGAIN);
      return -1;
    }
  /* the writes wait for the reader, as any program's do */
  flags = fcntl (fd, F_GETFL);
  if (flags < 0 || fcntl (fd, F_SETFL, flags & ~O_NONBLOCK) != 0)
    {
      int saved_errno = errno;

      close (fd);
      set_error (error, filename, saved_errno);
      return -1;
    }
  return fd;
#else
  /* NUL, CON, a named pipe (whose name exists only while its server
   * waits for a client: nothing to wait for here) */
  int fd = g_open (filename, O_WRONLY | O_BINARY, 0);

  if (fd < 0)
    set_error (error, filename, errno);
  return fd;
#endif
}

/* ------------------------------------------------------------------ */
/* Writing, renaming                                                   */
/* ------------------------------------------------------------------ */

/* Writes all of @data; FALSE with @error (about @filename) otherwise */
static gboolean
write_all (int           fd,
           const guint8 *data,
           gsize         length,
           const char   *filename,
           GError      **error)
{
  while (length > 0)
    {
      gssize written = write (fd, data, length);

      if (written < 0 && errno == EINTR)
        continue;
      if (written <= 0)
        {
          set_error (error, filename, written < 0 ? errno : EIO);
          return FALSE;
        }
      data += written;
      length -= (gsize) written;
    }
  return TRUE;
}

/* g_rename(), with errno set on failure */
static int
rename_over (const char *from,
             const char *to)
{
#ifdef G_OS_WIN32
  /* g_rename() is MoveFileExW (MOVEFILE_REPLACE_EXISTING). Adding
   * MOVEFILE_WRITE_THROUGH makes the call return only once the move is
   * on the disk, which Microsoft guarantees for a move done as a copy and
   * a delete (to another volume: never a temporary beside its file); a
   * rename within a folder is NTFS's journalled metadata, and Windows
   * documents no way to flush a folder (see sync_folder()). The data was
   * flushed before (g_fsync(): _commit()). A file another program holds
   * open cannot be replaced there: the error says so. */
  g_autofree wchar_t *wfrom = g_utf8_to_utf16 (from, -1, NULL, NULL, NULL);
  g_autofree wchar_t *wto = g_utf8_to_utf16 (to, -1, NULL, NULL, NULL);

  if (wfrom == NULL || wto == NULL)
    {
      errno = EINVAL;
      return -1;
    }
  if (MoveFileExW (wfrom, wto, MOVEFILE_REPLACE_EXISTING | MOVEFILE_WRITE_THROUGH))
    return 0;
  switch (GetLastError ())
    {
    case ERROR_FILE_NOT_FOUND:
    case ERROR_PATH_NOT_FOUND:
      errno = ENOENT;
      break;
    case ERROR_ACCESS_DENIED:
    case ERROR_SHARING_VIOLATION:
    case ERROR_LOCK_VIOLATION:
      errno = EACCES;
      break;
    case ERROR_NOT_SAME_DEVICE:
      errno = EXDEV;
      break;
    case ERROR_DISK_FULL:
    case ERROR_HANDLE_DISK_FULL:
      errno = ENOSPC;
      break;
    default:
      errno = EIO;
      break;
    }
  return -1;
#else
  return g_rename (from, to);
#endif
}

/* The rename on the disk too: it changed the folder, which the file's
 * fsync() does not write. A failure is let pass, as SQLite lets it pass:
 * the file is in place and whole, some file systems cannot sync a folder
 * (EINVAL), and "could not write" would not be true. */
static void
sync_folder (const char *target)
{
#ifdef G_OS_UNIX
  g_autofree char *folder = g_path_get_dirname (target);
  int fd = g_open (folder, O_RDONLY | O_DIRECTORY | O_CLOEXEC, 0);

  if (fd < 0 || g_fsync (fd) != 0)
    {
      int saved_errno = errno;
      g_autofree char *display = dup_display_name (folder);

      g_debug ("The folder %s could not be synced: %s", display, g_strerror (saved_errno));
    }
  if (fd >= 0)
    close (fd);
#else
  /* Windows: no call for a folder; see rename_over() */
  (void) target;
#endif
}

static void
writer_free (BalutFileWriter *self)
{
  g_free (self->filename);
  g_free (self->target);
  g_free (self->tmp);
  g_free (self);
}

/* ------------------------------------------------------------------ */
/* The writer                                                          */
/* ------------------------------------------------------------------ */

/**
 * balut_file_writer_new:
 * @filename: the file to write
 * @mode: the permissions of a new file (less the umask), e.g. 0644
 *
 * balut_file_writer_new_full() with no flags.
 */
BalutFileWriter *
balut_file_writer_new (const char  *filename,
                       int          mode,
                       GError     **error)
{
  return balut_file_writer_new_full (filename, mode, BALUT_FILE_WRITE_NONE, error);
}

/**
 * balut_file_writer_new_full:
 * @filename: the file to write
 * @mode: the permissions of a new file, e.g. 0644: less the umask, or
 *   exactly with %BALUT_FILE_WRITE_EXACT_MODE
 * @flags: #BalutFileWriteFlags
 *
 * Starts writing @filename piece by piece (balut_file_writer_write()): a
 * large export is never whole in memory. A file (or the file a link leads
 * to) is replaced only by balut_file_writer_commit(), whole, keeping its
 * permission bits; a character device or a pipe is opened now and
 * written straight to. See the top of this file for the rest.
 *
 * Returns: (transfer full) (nullable): the writer, or %NULL with @error
 *   (a #GFileError), nothing left behind
 */
BalutFileWriter *
balut_file_writer_new_full (const char           *filename,
                            int                   mode,
                            BalutFileWriteFlags   flags,
                            GError              **error)
{
  g_autofree char *target = NULL;
  BalutFileWriter *self;
  TargetKind kind;
  int replaced_mode;

  g_return_val_if_fail (filename != NULL, NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  if (!find_target (filename, &kind, &target, &replaced_mode, error))
    return NULL;

  self = g_new0 (BalutFileWriter, 1);
  self->filename = g_strdup (filename);
  self->target = g_steal_pointer (&target);
  self->fd = -1;
  self->replaced_mode = replaced_mode;
  self->final_mode = -1;

  if (kind == TARGET_STREAM)
    self->fd = open_stream (self->target, error);
  else
    {
      /* the replaced file's bits exactly, whatever the umask takes away */
      if (replaced_mode >= 0)
        self->final_mode = replaced_mode;
      else if ((flags & BALUT_FILE_WRITE_EXACT_MODE) != 0)
        self->final_mode = mode;

      self->tmp = g_strdup_printf ("%s.XXXXXX", self->target);
      /* never more open than the file will be, even while it is written */
      self->fd = g_mkstemp_full (self->tmp, O_RDWR | O_CLOEXEC | O_BINARY,
                                 self->final_mode >= 0 ? self->final_mode : mode);
      if (self->fd < 0)
        {
          set_error (error, filename, errno);
          /* no file was made: its would-be name may be another's */
          g_clear_pointer (&self->tmp, g_free);
        }
    }

  if (self->fd < 0)
    {
      writer_free (self);
      return NULL;
    }
  return self;
}

/**
 * balut_file_writer_get_replaced_mode:
 *
 * Returns: the permission bits of the file the writer replaces, which it
 *   keeps; -1 when it makes a new file or writes to a device or a pipe
 */
int
balut_file_writer_get_replaced_mode (BalutFileWriter *self)
{
  g_return_val_if_fail (self != NULL, -1);

  return self->replaced_mode;
}

gboolean
balut_file_writer_write (BalutFileWriter  *self,
                         const void       *data,
                         gsize             length,
                         GError          **error)
{
  g_return_val_if_fail (self != NULL && self->fd >= 0, FALSE);
  g_return_val_if_fail (data != NULL || length == 0, FALSE);

  return write_all (self->fd, data, length, self->filename, error);
}

/**
 * balut_file_writer_sync:
 *
 * Does all that balut_file_writer_commit() does but put the file in
 * place: flushed to disk, closed, given its permissions. Several files
 * written together can all be synced before any replaces its old one.
 * After a failure, balut_file_writer_abort() is all that is left.
 *
 * Returns: whether the file is ready; %FALSE with @error otherwise
 */
gboolean
balut_file_writer_sync (BalutFileWriter  *self,
                        GError          **error)
{
  int fd;

  g_return_val_if_fail (self != NULL, FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  if (self->synced)
    return TRUE;
  g_return_val_if_fail (self->fd >= 0, FALSE);

  fd = self->fd;
  self->fd = -1;
  /* a device or a pipe has nothing to flush (fsync() fails there) */
  if (self->tmp != NULL && g_fsync (fd) != 0)
    {
      int saved_errno = errno;

      close (fd);
      set_error (error, self->filename, saved_errno);
      return FALSE;
    }
  if (close (fd) != 0
      || (self->final_mode >= 0 && g_chmod (self->tmp, self->final_mode) != 0))
    {
      set_error (error, self->filename, errno);
      return FALSE;
    }
  self->synced = TRUE;
  return TRUE;
}

/* Frees the writer; its temporary goes (what a stream was sent stays
 * sent) */
void
balut_file_writer_abort (BalutFileWriter *self)
{
  if (self == NULL)
    return;
  if (self->fd >= 0)
    close (self->fd);
  if (self->tmp != NULL)
    g_unlink (self->tmp);
  writer_free (self);
}

/**
 * balut_file_writer_commit:
 *
 * Puts the file written in place (synced, with the replaced file's
 * permissions, the folder synced after the rename), or closes the
 * stream, and frees the writer, whether it succeeds or not.
 */
gboolean
balut_file_writer_commit (BalutFileWriter  *self,
                          GError          **error)
{
  g_return_val_if_fail (self != NULL, FALSE);

  if (!balut_file_writer_sync (self, error))
    {
      balut_file_writer_abort (self);
      return FALSE;
    }
  if (self->tmp != NULL)
    {
      if (rename_over (self->tmp, self->target) != 0)
        {
          set_error (error, self->filename, errno);
          balut_file_writer_abort (self);
          return FALSE;
        }
      sync_folder (self->target);
    }
  writer_free (self);
  return TRUE;
}

/**
 * balut_file_set_contents:
 * @filename: the file to write
 * @mode: the permissions of a new file (less the umask), e.g. 0644
 *
 * Writes @data to @filename whole or not at all, as
 * g_file_set_contents_full() with %G_FILE_SET_CONTENTS_CONSISTENT and
 * %G_FILE_SET_CONTENTS_DURABLE does, but a file replaced keeps its
 * permission bits, a link stays a link and a device stays a device (see
 * the top of this file).
 *
 * Returns: whether the file was written; on failure @error (a
 *   #GFileError) says why and no temporary file is left
 */
gboolean
balut_file_set_contents (const char  *filename,
                         const void  *data,
                         gsize        length,
                         int          mode,
                         GError     **error)
{
  BalutFileWriter *writer;

  g_return_val_if_fail (filename != NULL, FALSE);
  g_return_val_if_fail (data != NULL || length == 0, FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  writer = balut_file_writer_new (filename, mode, error);
  if (writer == NULL)
    return FALSE;
  if (!balut_file_writer_write (writer, data, length, error))
    {
      balut_file_writer_abort (writer);
      return FALSE;
    }
  return balut_file_writer_commit (writer, error);
}
