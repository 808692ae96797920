/* balut-autosave.h — the game in play, kept on disk as a record so that
 * it can be resumed after a crash or a quit
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

char       *balut_autosave_dup_default_path  (void);

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
