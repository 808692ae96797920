/* balut-file-aside.c — a file that cannot be used, renamed aside
 *
 * SPDX-FileCopyrightText: 2026 The Balut developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A damaged database or a broken save is never deleted nor overwritten:
 * it is renamed in its folder, with a timestamp, and the caller says
 * where it went. A database goes with its -wal, -shm and -journal files,
 * under the same new name, so that SQLite can still open the set; if one
 * of them cannot be moved, the others are put back, since a log left
 * beside a new database would be replayed into it.
 */

#include "config.h"

#include <errno.h>
#include <glib/gi18n-lib.h>
#include <glib/gstdio.h>

#ifdef G_OS_UNIX
#include <unistd.h>
#endif

#include "balut-file-aside.h"

/* Whether @path names anything: a link to nowhere counts. */
static gboolean
is_there (const char *path)
{
  return g_file_test (path, G_FILE_TEST_EXISTS) || g_file_test (path, G_FILE_TEST_IS_SYMLINK);
}

/* Renames @from to @to unless @to exists (never replacing a file). */
static gboolean
rename_no_replace (const char  *from,
                   const char  *to,
                   int         *err)
{
#ifdef G_OS_UNIX
  /* link() fails if @to exists: no window for a race; Linux's links a
   * symbolic link itself, not what it points to */
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
  /* a folder, or a file system without hard links: fall through */
#endif
  if (is_there (to))
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

/**
 * balut_file_move_aside:
 * @path: the file to set aside; it may be missing if a companion is there
 * @companions: (array zero-terminated=1) (nullable): the suffixes of the
 *   files that go with @path (“-wal”, “-shm”…), or %NULL
 *
 * Renames @path to “@path.broken-YYYYMMDD-HHMMSS” (local time), with
 * “-2”, “-3”… up to BALUT_FILE_ASIDE_MAX_NAMES when that name is taken,
 * and each companion “@path SUFFIX” that is there to the same new name
 * with its suffix. A name is taken when anything has it or any of its
 * companion names. A link (even to nowhere) or a folder is moved as
 * itself. Nothing is ever replaced: where there are hard links the new
 * name is made with one, which fails if the name exists. If a file cannot
 * be renamed, those already moved are put back.
 *
 * Errors, in the G_IO_ERROR domain: %G_IO_ERROR_NOT_FOUND when neither
 * @path nor any companion is there (another process moved them first);
 * %G_IO_ERROR_EXISTS when every name of this second is taken; otherwise
 * the error of the rename that failed, with g_strerror()'s message.
 *
 * Returns: (transfer full): the new name of @path, or %NULL with @error
 *   set
 */
char *
balut_file_move_aside (const char          *path,
                       const char * const  *companions,
                       GError             **error)
{
  g_autoptr(GDateTime) now = NULL;
  g_autofree char *stamp = NULL;
  g_autoptr(GPtrArray) suffixes = NULL;

  g_return_val_if_fail (path != NULL, NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  now = g_date_time_new_now_local ();
  stamp = g_date_time_format (now, "%Y%m%d-%H%M%S");

  /* @path itself first, then its companions */
  suffixes = g_ptr_array_new ();
  g_ptr_array_add (suffixes, (gpointer) "");
  for (guint i = 0; companions != NULL && companions[i] != NULL; i++)
    g_ptr_array_add (suffixes, (gpointer) companions[i]);

  for (guint n = 1; n <= BALUT_FILE_ASIDE_MAX_NAMES; n++)
    {
      g_autofree char *target = n == 1
                                ? g_strdup_printf ("%s.broken-%s", path, stamp)
                                : g_strdup_printf ("%s.broken-%s-%u", path, stamp, n);
      g_autofree gboolean *moved = g_new0 (gboolean, suffixes->len);
      gboolean taken = FALSE, any = FALSE;
      int err = 0;

      for (guint i = 0; i < suffixes->len; i++)
        {
          g_autofree char *name = g_strconcat (target, g_ptr_array_index (suffixes, i), NULL);

          taken |= is_there (name);
        }
      if (taken)
        continue;

      for (guint i = 0; i < suffixes->len && err == 0; i++)
        {
          g_autofree char *from = g_strconcat (path, g_ptr_array_index (suffixes, i), NULL);
          g_autofree char *to = g_strconcat (target, g_ptr_array_index (suffixes, i), NULL);

          if (!is_there (from))
            continue;
          if (rename_no_replace (from, to, &err))
            moved[i] = any = TRUE;
          else if (err == ENOENT)
            err = 0;   /* gone in between: another Balut moved it */
        }

      if (err != 0)
        {
          /* put everything back and give up, or try the next name */
          for (guint i = 0; i < suffixes->len; i++)
            if (moved[i])
              {
                g_autofree char *from = g_strconcat (target, g_ptr_array_index (suffixes, i), NULL);
                g_autofree char *to = g_strconcat (path, g_ptr_array_index (suffixes, i), NULL);
                int err2 = 0;

                rename_no_replace (from, to, &err2);
              }
          if (err == EEXIST)
            continue;   /* the name was taken in between */

          g_set_error_literal (error, G_IO_ERROR, g_io_error_from_errno (err), g_strerror (err));
          return NULL;
        }

      if (!any)
        {
          g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_NOT_FOUND, g_strerror (ENOENT));
          return NULL;
        }
      return g_steal_pointer (&target);
    }

  g_set_error (error, G_IO_ERROR, G_IO_ERROR_EXISTS,
               g_dngettext (GETTEXT_PACKAGE, "%u file named like “%s.broken-%s” is there already",
                            "%u files named like “%s.broken-%s” are there already",
                            BALUT_FILE_ASIDE_MAX_NAMES),
               BALUT_FILE_ASIDE_MAX_NAMES, path, stamp);
  return NULL;
}
