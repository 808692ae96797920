/* belote-session.h — the Belote match in play: saved after every entry,
 * recorded once finished, resumed after a crash
 *
 * SPDX-FileCopyrightText: 2026 The Balut developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gio/gio.h>

#include "balut-autosave.h"
#include "balut-autosaver.h"
#include "balut-store.h"
#include "belote-match.h"

G_BEGIN_DECLS

/* Belote's match in play is saved beside Balut's game, in a file of its
 * own: either can be resumed whatever the other does. */
#define BELOTE_AUTOSAVE_FILE_NAME "current-belote.json"

#define BELOTE_SESSION_ERROR (belote_session_error_quark ())

typedef enum
{
  BELOTE_SESSION_ERROR_NO_MATCH,         /* no match in the session */
  BELOTE_SESSION_ERROR_NOTHING_TO_UNDO,  /* nothing entered to take back */
} BeloteSessionError;

GQuark          belote_session_error_quark         (void);

#define BELOTE_TYPE_SESSION (belote_session_get_type ())

G_DECLARE_FINAL_TYPE (BeloteSession, belote_session, BELOTE, SESSION, GObject)

/**
 * BeloteSessionStoreFunc:
 * @notice: (out) (optional) (transfer none): why the store is missing or
 *   read-only, for the player
 *
 * Gives the store of finished games when the session first needs it
 * (the same as Balut's BalutSessionStoreFunc).
 *
 * Returns: (transfer none) (nullable): the store
 */
typedef BalutStore *(*BeloteSessionStoreFunc) (gpointer     user_data,
                                               const char **notice);

const BalutAutosaveFormat *belote_session_get_autosave_format (void);
char           *belote_session_dup_default_autosave_path (void);

BeloteSession  *belote_session_new                 (const char              *autosave_path);

BeloteMatch    *belote_session_get_match           (BeloteSession           *self);
void            belote_session_set_match           (BeloteSession           *self,
                                                    BeloteMatch             *match);
gboolean        belote_session_restore             (BeloteSession           *self,
                                                    gboolean                *resumable,
                                                    GError                 **error);
BalutAutosaver *belote_session_get_autosaver       (BeloteSession           *self);

void            belote_session_set_store_func      (BeloteSession           *self,
                                                    BeloteSessionStoreFunc   func,
                                                    gpointer                 user_data,
                                                    GDestroyNotify           destroy);
gint64          belote_session_get_store_id        (BeloteSession           *self);

gboolean        belote_session_enter_deal          (BeloteSession           *self,
                                                    const BelotePadEntry    *entry,
                                                    GError                 **error);
gboolean        belote_session_can_correct         (BeloteSession           *self);
gboolean        belote_session_correct_last_deal   (BeloteSession           *self,
                                                    const BelotePadEntry    *entry,
                                                    GError                 **error);
gboolean        belote_session_can_undo            (BeloteSession           *self);
gboolean        belote_session_undo                (BeloteSession           *self,
                                                    GError                 **error);

G_END_DECLS
