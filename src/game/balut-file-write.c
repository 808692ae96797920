/* balut-file-write.c — a file written whole or not at all, keeping the
 * permissions of the file it replaces
 *
 * The data goes to a temporary file beside the file (FILE.XXXXXX, as
 * g_file_set_contents() names it), flushed to disk and renamed over it:
 * a failure or a kill at any moment leaves the old file or the new one.
 * g_file_set_contents_full() gives the new file a fixed mode, so a
 * private (0600) file replaced by it became 0644; here the new file
 * takes the permission bits of the one it replaces, and a new file gets
 * the mode asked for (less the umask).
 *
 * SPDX-FileCopyrightText: 2026 The Balut developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <errno.h>
#include <fcntl.h>
#include <glib/gi18n-lib.h>
#include <glib/gstdio.h>
#include <sys/stat.h>

#ifdef G_OS_WIN32
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

static void
set_error (GError    **error,
           const char *filename,
           int         saved_errno)
{
  g_autofree char *display = g_filename_display_name (filename);

  g_set_error (error, G_FILE_ERROR, g_file_error_from_errno (saved_errno),
               _("Could not write “%s”: %s"), display, g_strerror (saved_errno));
}

/* The permission bits of the regular file at @filename (through a link),
 * or -1 when there is none */
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

static int
existing_mode (const char *filename)
{
  GStatBuf st;

  if (g_stat (filename, &st) != 0 || !S_ISREG (st.st_mode))
    return -1;
  return (int) (st.st_mode & 0777);
}

/**
 * balut_file_write_temporary:
 * @filename: the file the data is for
 * @mode: the permissions of a new file (less the umask), e.g. 0644
 *
 * Writes @data to a new temporary file beside @filename
 * (`FILENAME.XXXXXX`), flushed to disk. When @filename is a file, the
 * temporary file has its permission bits; otherwise @mode. Renaming it
 * over @filename is the caller's part (several files can be written
 * first and renamed together).
 *
 * Returns: (transfer full) (nullable): the temporary file's name, or
 *   %NULL with @error set (a #GFileError; nothing is left then)
 */
char *
balut_file_write_temporary (const char  *filename,
                            const void  *data,
                            gsize        length,
                            int          mode,
                            GError     **error)
{
  g_autofree char *tmp = NULL;
  const guint8 *bytes = data;
  int old_mode;
  int fd;

  g_return_val_if_fail (filename != NULL, NULL);
  g_return_val_if_fail (data != NULL || length == 0, NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  old_mode = existing_mode (filename);
  tmp = g_strdup_printf ("%s.XXXXXX", filename);
  /* never more open than the file will be, even while it is written */
  fd = g_mkstemp_full (tmp, O_RDWR | O_CLOEXEC | O_BINARY, old_mode >= 0 ? old_mode : mode);
  if (fd < 0)
    {
      set_error (error, filename, errno);
      return NULL;
    }

  if (!write_all (fd, bytes, length, filename, error))
    {
      close (fd);
      g_unlink (tmp);
      return NULL;
    }

  if (g_fsync (fd) != 0)
    {
      int saved_errno = errno;

      close (fd);
      g_unlink (tmp);
      set_error (error, filename, saved_errno);
      return NULL;
    }
  if (close (fd) != 0
      /* the replaced file's bits exactly, whatever the umask took away */
      || (old_mode >= 0 && g_chmod (tmp, old_mode) != 0))
    {
      int saved_errno = errno;

      g_unlink (tmp);
      set_error (error, filename, saved_errno);
      return NULL;
    }

  return g_steal_pointer (&tmp);
}

/**
 * balut_file_set_contents:
 * @filename: the file to write
 * @mode: the permissions of a new file (less the umask), e.g. 0644
 *
 * Writes @data to @filename whole or not at all, as
 * g_file_set_contents_full() with %G_FILE_SET_CONTENTS_CONSISTENT and
 * %G_FILE_SET_CONTENTS_DURABLE does, but a file replaced keeps its
 * permission bits (balut_file_write_temporary()).
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
  g_autofree char *tmp = NULL;

  g_return_val_if_fail (filename != NULL, FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  tmp = balut_file_write_temporary (filename, data, length, mode, error);
  if (tmp == NULL)
    return FALSE;

  if (g_rename (tmp, filename) != 0)
    {
      int saved_errno = errno;

      g_unlink (tmp);
      set_error (error, filename, saved_errno);
      return FALSE;
    }

  return TRUE;
}

/* ------------------------------------------------------------------ */
/* A file written piece by piece, then put in place whole              */
/* ------------------------------------------------------------------ */

struct _BalutFileWriter
{
  char *filename;
  char *tmp;
  int   fd;
  int   old_mode;   /* the replaced file's permissions, or -1 */
};

/**
 * balut_file_writer_new:
 * @filename: the file to write
 * @mode: the permissions of a new file (less the umask), e.g. 0644
 *
 * Starts writing @filename as balut_file_set_contents() does, but piece
 * by piece (balut_file_writer_write()): a large export is never whole
 * in memory. Nothing replaces @filename before balut_file_writer_commit().
 *
 * Returns: (transfer full) (nullable): the writer, or %NULL with @error
 */
BalutFileWriter *
balut_file_writer_new (const char  *filename,
                       int          mode,
                       GError     **error)
{
  BalutFileWriter *self;

  g_return_val_if_fail (filename != NULL, NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  self = g_new0 (BalutFileWriter, 1);
  self->filename = g_strdup (filename);
  self->old_mode = existing_mode (filename);
  self->tmp = g_strdup_printf ("%s.XXXXXX", filename);
  self->fd = g_mkstemp_full (self->tmp, O_RDWR | O_CLOEXEC | O_BINARY,
                             self->old_mode >= 0 ? self->old_mode : mode);
  if (self->fd < 0)
    {
      set_error (error, filename, errno);
      g_free (self->filename);
      g_free (self->tmp);
      g_free (self);
      return NULL;
    }
  return self;
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

/* Frees the writer; its temporary goes */
void
balut_file_writer_abort (BalutFileWriter *self)
{
  if (self == NULL)
    return;
  if (self->fd >= 0)
    close (self->fd);
  g_unlink (self->tmp);
  g_free (self->filename);
  g_free (self->tmp);
  g_free (self);
}

/**
 * balut_file_writer_commit:
 *
 * Puts the file written in place (synced, with the replaced file's
 * permissions) and frees the writer, whether it succeeds or not.
 */
gboolean
balut_file_writer_commit (BalutFileWriter  *self,
                          GError          **error)
{
  int fd;

  g_return_val_if_fail (self != NULL, FALSE);

  fd = self->fd;
  self->fd = -1;
  if (g_fsync (fd) != 0)
    {
      int saved_errno = errno;

      close (fd);
      set_error (error, self->filename, saved_errno);
      balut_file_writer_abort (self);
      return FALSE;
    }
  if (close (fd) != 0
      /* the replaced file's bits exactly, whatever the umask took away */
      || (self->old_mode >= 0 && g_chmod (self->tmp, self->old_mode) != 0)
      || g_rename (self->tmp, self->filename) != 0)
    {
      set_error (error, self->filename, errno);
      balut_file_writer_abort (self);
      return FALSE;
    }
  g_free (self->filename);
  g_free (self->tmp);
  g_free (self);
  return TRUE;
}
