/* balut-autosave.c — the game in play, kept on disk as a record
 *
 * SPDX-FileCopyrightText: 2026 The Balut developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The save is an ordinary record of the game (balut-record.h for Balut,
 * belote-record.h for Belote), written to a temporary file beside it,
 * flushed to disk and renamed over it, so that a crash or a kill at any
 * moment leaves the old save or the new one. Each game has a file of its
 * own (BalutAutosaveFormat's file_name), so that a Balut game and a
 * Belote match in play are both kept; what the autosave does with it is
 * the same for both.
 * A save that cannot be loaded is never deleted nor overwritten: it is
 * renamed aside with a timestamp and the caller is told where it went.
 * The temporary files of writers killed before their rename are removed
 * when the save is next loaded (balut_autosave_clean_temporaries()).
 */

#include "config.h"

#include <errno.h>
#include <glib/gi18n-lib.h>
#include <glib/gstdio.h>
#include <string.h>

#include "balut-autosave.h"
#include "balut-file-aside.h"
#include "balut-paths.h"
#include "balut-record.h"

G_DEFINE_QUARK (balut-autosave-error-quark, balut_autosave_error)

/* ---------------------------------------------------- Balut's format */

static char *
balut_to_data (GObject *document,
               gsize   *length)
{
  return balut_record_to_data (BALUT_GAME (document), length);
}

static GObject *
balut_load_file (const char  *path,
                 GError     **error)
{
  return G_OBJECT (balut_record_load_file (path, error));
}

static gboolean
balut_is_started (GObject *document)
{
  return balut_game_is_started (BALUT_GAME (document));
}

static gboolean
balut_is_finished (GObject *document)
{
  return balut_game_is_finished (BALUT_GAME (document));
}

/* a game changes with its properties (an entry, the turn) and with its
 * dice (a throw, a hold) */
static void
balut_watch (GObject   *document,
             GCallback  changed,
             gpointer   data)
{
  BalutGame *game = BALUT_GAME (document);

  g_signal_connect_object (game, "notify", changed, data, G_CONNECT_SWAPPED);
  g_signal_connect_object (balut_game_get_dice (game), "changed", changed, data, G_CONNECT_SWAPPED);
}

static void
balut_unwatch (GObject  *document,
               gpointer  data)
{
  BalutGame *game = BALUT_GAME (document);

  g_signal_handlers_disconnect_by_data (game, data);
  g_signal_handlers_disconnect_by_data (balut_game_get_dice (game), data);
}

/**
 * balut_autosave_format_balut:
 *
 * Returns: (transfer none): Balut's games as the autosave keeps them:
 *   their record in `current-game.json`
 */
const BalutAutosaveFormat *
balut_autosave_format_balut (void)
{
  static const BalutAutosaveFormat format = {
    .format = BALUT_RECORD_FORMAT,
    .file_name = BALUT_AUTOSAVE_FILE_NAME,
    .get_type = balut_game_get_type,
    .to_data = balut_to_data,
    .load_file = balut_load_file,
    .is_started = balut_is_started,
    .is_finished = balut_is_finished,
    .watch = balut_watch,
    .unwatch = balut_unwatch,
  };

  return &format;
}

/* ------------------------------------------------------ any format */

/**
 * balut_autosave_dup_default_path:
 *
 * Returns: (transfer full): `$BALUT_DATA_DIR/current-game.json` when the
 *   variable is set (the tests use it), else `current-game.json` in
 *   Balut's folder of the user data directory
 */
char *
balut_autosave_dup_default_path (void)
{
  return balut_autosave_dup_path_for (balut_autosave_format_balut ());
}

/**
 * balut_autosave_dup_path_for:
 *
 * Returns: (transfer full): where a document of @format in play is saved:
 *   its file name in `$BALUT_DATA_DIR` when the variable is set, else in
 *   Balut's folder of the user data directory
 */
char *
balut_autosave_dup_path_for (const BalutAutosaveFormat *format)
{
  g_return_val_if_fail (format != NULL, NULL);
  return balut_paths_dup_data_file (format->file_name);
}

/**
 * balut_autosave_save_document:
 *
 * Writes @document's record (@format) to @path atomically and durably: a
 * temporary file in the same folder is written, flushed to disk (fsync)
 * and renamed over @path. The folder is made (mode 0700) if it is
 * missing.
 */
gboolean
balut_autosave_save_document (const char                *path,
                              const BalutAutosaveFormat *format,
                              GObject                   *document,
                              GError                   **error)
{
  g_autoptr(GError) local_error = NULL;
  g_autofree char *dir = NULL;
  g_autofree char *data = NULL;
  gsize length;

  g_return_val_if_fail (path != NULL, FALSE);
  g_return_val_if_fail (format != NULL, FALSE);
  g_return_val_if_fail (G_TYPE_CHECK_INSTANCE_TYPE (document, format->get_type ()), FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  dir = g_path_get_dirname (path);
  if (g_mkdir_with_parents (dir, 0700) != 0)
    {
      int saved_errno = errno;

      g_set_error (error, BALUT_AUTOSAVE_ERROR, BALUT_AUTOSAVE_ERROR_FAILED,
                   _("The game cannot be saved: the folder “%s” cannot be made: %s"),
                   dir, g_strerror (saved_errno));
      return FALSE;
    }

  data = format->to_data (document, &length);
  if (!g_file_set_contents_full (path, data, (gssize) length,
                                 G_FILE_SET_CONTENTS_CONSISTENT | G_FILE_SET_CONTENTS_DURABLE,
                                 0600, &local_error))
    {
      g_set_error (error, BALUT_AUTOSAVE_ERROR, BALUT_AUTOSAVE_ERROR_FAILED,
                   _("The game cannot be saved: %s"), local_error->message);
      return FALSE;
    }

  return TRUE;
}

/**
 * balut_autosave_save:
 *
 * Writes @game's record to @path (balut_autosave_save_document ()).
 */
gboolean
balut_autosave_save (const char  *path,
                     BalutGame   *game,
                     GError     **error)
{
  g_return_val_if_fail (BALUT_IS_GAME (game), FALSE);
  return balut_autosave_save_document (path, balut_autosave_format_balut (), G_OBJECT (game), error);
}

/* A temporary file younger than this may belong to a Balut writing it
 * right now */
#define TEMPORARY_MIN_AGE_SECONDS 60

/* g_file_set_contents_full()'s temporary files of @base: "@base." and the
 * six letters or digits g_mkstemp() puts for XXXXXX, nothing else */
static gboolean
is_temporary_of (const char *name,
                 const char *base)
{
  gsize len = strlen (base);

  if (strncmp (name, base, len) != 0 || name[len] != '.')
    return FALSE;
  name += len + 1;
  for (guint i = 0; i < 6; i++)
    if (!g_ascii_isalnum (name[i]))
      return FALSE;
  return name[6] == '\0';
}

/**
 * balut_autosave_clean_temporaries:
 * @path: the save, `current-game.json`
 *
 * Removes the temporary files a save killed before its rename left
 * beside @path (`current-game.json.XXXXXX`, X a letter or a digit): those
 * regular files only, and only when they were last written more than a
 * minute ago, since another Balut may be writing one right now. Nothing
 * else is touched: not the save, not a save set aside, not a folder or a
 * link of that name. balut_autosave_load() calls it.
 *
 * Returns: how many files were removed
 */
guint
balut_autosave_clean_temporaries (const char *path)
{
  g_autofree char *dir = NULL;
  g_autofree char *base = NULL;
  g_autoptr(GDir) folder = NULL;
  gint64 now = g_get_real_time () / G_USEC_PER_SEC;
  const char *name;
  guint n_removed = 0;

  g_return_val_if_fail (path != NULL, 0);

  dir = g_path_get_dirname (path);
  base = g_path_get_basename (path);
  folder = g_dir_open (dir, 0, NULL);
  if (folder == NULL)
    return 0;

  while ((name = g_dir_read_name (folder)) != NULL)
    {
      g_autofree char *path_name = NULL;
      g_autoptr(GFile) file = NULL;
      g_autoptr(GFileInfo) info = NULL;
      g_autoptr(GError) error = NULL;

      if (!is_temporary_of (name, base))
        continue;
      path_name = g_build_filename (dir, name, NULL);
      file = g_file_new_for_path (path_name);
      info = g_file_query_info (file, G_FILE_ATTRIBUTE_STANDARD_TYPE "," G_FILE_ATTRIBUTE_TIME_MODIFIED,
                                G_FILE_QUERY_INFO_NOFOLLOW_SYMLINKS, NULL, NULL);
      /* a file written in the last minute (or in the future: a clock
       * set back) is left */
      if (info == NULL || g_file_info_get_file_type (info) != G_FILE_TYPE_REGULAR
          || !g_file_info_has_attribute (info, G_FILE_ATTRIBUTE_TIME_MODIFIED)
          || (gint64) g_file_info_get_attribute_uint64 (info, G_FILE_ATTRIBUTE_TIME_MODIFIED)
             > now - TEMPORARY_MIN_AGE_SECONDS)
        continue;
      if (g_file_delete (file, NULL, &error))
        n_removed++;
      else
        g_debug ("The temporary file %s could not be removed: %s", path_name, error->message);
    }

  return n_removed;
}

/**
 * balut_autosave_load_document:
 * @moved_aside: (out) (optional) (transfer full): where a save that
 *   could not be loaded was moved, or %NULL
 *
 * Loads the document of @format saved at @path, finished or not, after
 * removing the temporary files killed writers left beside it
 * (balut_autosave_clean_temporaries()).
 *
 * A file that cannot be loaded as a consistent record (unreadable, not a
 * regular file, empty, truncated, not JSON, not a record, a record of a
 * newer version, a record that breaks the rules) is renamed aside to
 * `current-game.json.broken-YYYYMMDD-HHMMSS`, never deleted; the error
 * (%BALUT_AUTOSAVE_ERROR_MOVED_ASIDE) says why and where it was kept. If
 * it cannot even be renamed, the error is
 * %BALUT_AUTOSAVE_ERROR_NOT_MOVED and the file is where it was.
 *
 * Returns: (transfer full) (nullable): the document; %NULL without an
 *   error when there is no save
 */
GObject *
balut_autosave_load_document (const char                 *path,
                              const BalutAutosaveFormat  *format,
                              char                      **moved_aside,
                              GError                    **error)
{
  g_autoptr(GError) load_error = NULL;
  g_autoptr(GError) move_error = NULL;
  g_autofree char *aside = NULL;
  g_autofree char *reason = NULL;
  g_autoptr(GError) query_error = NULL;
  g_autoptr(GFileInfo) info = NULL;
  g_autoptr(GFile) file = NULL;
  GObject *document;

  g_return_val_if_fail (path != NULL, NULL);
  g_return_val_if_fail (format != NULL, NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  if (moved_aside != NULL)
    *moved_aside = NULL;

  /* what writers killed before their rename left (the save is read at
   * start-up) */
  balut_autosave_clean_temporaries (path);

  /* no file, or no folder for it (a link to nowhere is a broken save) */
  file = g_file_new_for_path (path);
  info = g_file_query_info (file, G_FILE_ATTRIBUTE_STANDARD_TYPE,
                            G_FILE_QUERY_INFO_NOFOLLOW_SYMLINKS, NULL, &query_error);
  if (info == NULL
      && (g_error_matches (query_error, G_IO_ERROR, G_IO_ERROR_NOT_FOUND)
          || g_error_matches (query_error, G_IO_ERROR, G_IO_ERROR_NOT_DIRECTORY)))
    return NULL;

  document = format->load_file (path, &load_error);
  if (document != NULL)
    return document;

  /* the record's messages are sentences without a full stop */
  reason = g_strdup (load_error->message);
  if (g_str_has_suffix (reason, "."))
    reason[strlen (reason) - 1] = '\0';

  aside = balut_file_move_aside (path, NULL, &move_error);
  if (aside == NULL)
    {
      g_set_error (error, BALUT_AUTOSAVE_ERROR, BALUT_AUTOSAVE_ERROR_NOT_MOVED,
                   _("The saved game could not be read (%s), nor set aside (%s). "
                     "It was left as “%s”."),
                   reason, move_error->message, path);
      return NULL;
    }

  g_set_error (error, BALUT_AUTOSAVE_ERROR, BALUT_AUTOSAVE_ERROR_MOVED_ASIDE,
               _("The saved game could not be read (%s). It was kept as “%s”."),
               reason, aside);
  if (moved_aside != NULL)
    *moved_aside = g_steal_pointer (&aside);

  return NULL;
}

/**
 * balut_autosave_load:
 *
 * Loads the Balut game saved at @path (balut_autosave_load_document ()).
 *
 * Returns: (transfer full) (nullable): the game; %NULL without an error
 *   when there is no save
 */
BalutGame *
balut_autosave_load (const char  *path,
                     char       **moved_aside,
                     GError     **error)
{
  return BALUT_GAME (balut_autosave_load_document (path, balut_autosave_format_balut (), moved_aside, error));
}

/**
 * balut_autosave_clear:
 *
 * Removes the save at @path; a missing save is no error.
 */
gboolean
balut_autosave_clear (const char  *path,
                      GError     **error)
{
  g_return_val_if_fail (path != NULL, FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  if (g_remove (path) != 0 && errno != ENOENT)
    {
      int saved_errno = errno;

      g_set_error (error, BALUT_AUTOSAVE_ERROR, BALUT_AUTOSAVE_ERROR_FAILED,
                   _("The saved game “%s” cannot be removed: %s"),
                   path, g_strerror (saved_errno));
      return FALSE;
    }

  return TRUE;
}
