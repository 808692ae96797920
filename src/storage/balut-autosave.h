/* balut-autosave.h — the game in play, kept on disk as a record so that
 * it can be resumed after a crash or a quit
 *
 * Both games are saved alike: a game's document (a BalutGame, a
 * BeloteMatch) is kept as its record, whose "format" key says which game
 * it is, in a file of its own in the data folder, written atomically and
 * set aside when it cannot be read back. What differs between the games
 * is said once, in a BalutAutosaveFormat: Balut's is
 * balut_autosave_format_balut (), Belote's belote_session_get_autosave_format ().
 *
 * SPDX-FileCopyrightText: 2026 The Balut developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gio/gio.h>

#include "balut-game.h"

G_BEGIN_DECLS

#define BALUT_AUTOSAVE_FILE_NAME "current-game.json"

#define BALUT_AUTOSAVE_ERROR (balut_autosave_error_quark ())

typedef enum
{
  BALUT_AUTOSAVE_ERROR_MOVED_ASIDE, /* the save could not be loaded: it was renamed aside */
  BALUT_AUTOSAVE_ERROR_NOT_MOVED,   /* it could not be loaded, nor renamed aside */
  BALUT_AUTOSAVE_ERROR_FAILED,      /* the save could not be written or removed */
} BalutAutosaveError;

GQuark      balut_autosave_error_quark       (void);

/* A game's document as the autosave sees it. */
typedef struct
{
  const char *format;       /* the record's "format" key: "balut-record" */
  const char *file_name;    /* its save in the data folder: "current-game.json" */
  GType     (*get_type)    (void);
  /* the record, as its game writes and reads it */
  char     *(*to_data)     (GObject     *document,
                            gsize       *length);
  GObject  *(*load_file)   (const char  *path,
                            GError     **error);
  /* a started, unfinished document is saved after every change; a
   * finished one once, at once */
  gboolean  (*is_started)  (GObject     *document);
  gboolean  (*is_finished) (GObject     *document);
  /* connects @changed (swapped: @data is its first argument) to every
   * signal that says the document changed, and disconnects them */
  void      (*watch)       (GObject     *document,
                            GCallback    changed,
                            gpointer     data);
  void      (*unwatch)     (GObject     *document,
                            gpointer     data);
} BalutAutosaveFormat;

const BalutAutosaveFormat *balut_autosave_format_balut (void);

char       *balut_autosave_dup_default_path  (void);
char       *balut_autosave_dup_path_for      (const BalutAutosaveFormat *format);

gboolean    balut_autosave_save_document     (const char                *path,
                                              const BalutAutosaveFormat *format,
                                              GObject                   *document,
                                              GError                   **error);
GObject    *balut_autosave_load_document     (const char                *path,
                                              const BalutAutosaveFormat *format,
                                              char                     **moved_aside,
                                              GError                   **error);

/* Balut's games: the calls above with balut_autosave_format_balut () */

gboolean    balut_autosave_save              (const char  *path,
                                              BalutGame   *game,
                                              GError     **error);
BalutGame  *balut_autosave_load              (const char  *path,
                                              char       **moved_aside,
                                              GError     **error);
gboolean    balut_autosave_clear             (const char  *path,
                                              GError     **error);
guint       balut_autosave_clean_temporaries (const char  *path);

G_END_DECLS
