/* balut-session.h — the game in play: saved, recorded, resumed, and its
 * computer seats and hints
 *
 * SPDX-FileCopyrightText: 2026 The Balut developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gio/gio.h>

#include "balut-autosaver.h"
#include "balut-game.h"
#include "balut-store.h"
#include "balut-strategy.h"

G_BEGIN_DECLS

#define BALUT_TYPE_SESSION (balut_session_get_type ())

#define BALUT_SESSION_ERROR (balut_session_error_quark ())

typedef enum
{
  BALUT_SESSION_ERROR_NOT_YOUR_TURN,    /* a person's move in a computer seat's turn */
  BALUT_SESSION_ERROR_NOTHING_TO_UNDO,  /* no entry of a person's to undo */
} BalutSessionError;

GQuark          balut_session_error_quark       (void);

G_DECLARE_FINAL_TYPE (BalutSession, balut_session, BALUT, SESSION, GObject)

/**
 * BalutSessionStoreFunc:
 * @notice: (out) (optional) (transfer none): why the store is missing or
 *   read-only, for the player
 *
 * Gives the store of finished games when the session first needs it.
 *
 * Returns: (transfer none) (nullable): the store
 */
typedef BalutStore *(*BalutSessionStoreFunc) (gpointer     user_data,
                                              const char **notice);

/* The hint for a person's dice: the Expert's decision, for the player,
 * dice and throws left it was asked for. */
typedef struct
{
  guint                 player;
  guint8                dice[BALUT_N_DICE];
  guint                 throws_left;
  BalutStrategyDecision decision;
} BalutSessionHint;

/* A place in a high-score table that the game just recorded earned */
typedef struct
{
  char  *name;
  guint  place;
} BalutSessionHighScore;

BalutSession   *balut_session_new               (const char            *autosave_path);

BalutGame      *balut_session_get_game          (BalutSession          *self);
void            balut_session_set_game          (BalutSession          *self,
                                                 BalutGame             *game);
gboolean        balut_session_restore           (BalutSession          *self,
                                                 gboolean              *resumable,
                                                 GError               **error);
BalutAutosaver *balut_session_get_autosaver     (BalutSession          *self);

void            balut_session_set_store_func    (BalutSession          *self,
                                                 BalutSessionStoreFunc  func,
                                                 gpointer               user_data,
                                                 GDestroyNotify         destroy);
BalutStore     *balut_session_get_store         (BalutSession          *self,
                                                 const char           **notice);
gint64          balut_session_get_store_id      (BalutSession          *self);
GPtrArray      *balut_session_list_new_high_scores (BalutSession        *self);

gboolean        balut_session_current_is_human  (BalutSession          *self);
gboolean        balut_session_can_roll          (BalutSession          *self);
gboolean        balut_session_can_undo          (BalutSession          *self);
gint            balut_session_get_undo_seat     (BalutSession          *self);
gboolean        balut_session_undo_is_anothers  (BalutSession          *self);
gboolean        balut_session_roll              (BalutSession          *self,
                                                 GError               **error);
gboolean        balut_session_is_pad_turn       (BalutSession          *self);
gboolean        balut_session_set_pad_dice      (BalutSession          *self,
                                                 const guint8           values[BALUT_N_DICE],
                                                 guint                  throws_used,
                                                 GError               **error);
gboolean        balut_session_toggle_held       (BalutSession          *self,
                                                 guint                  die,
                                                 GError               **error);
gboolean        balut_session_enter             (BalutSession          *self,
                                                 BalutCategory          category,
                                                 guint                  box,
                                                 GError               **error);
gboolean        balut_session_undo              (BalutSession          *self,
                                                 GError               **error);

gboolean        balut_session_get_paused        (BalutSession          *self);
void            balut_session_set_paused        (BalutSession          *self,
                                                 gboolean               paused);
guint           balut_session_get_computer_pause (BalutSession         *self);
void            balut_session_set_computer_pause (BalutSession         *self,
                                                  guint                 pause_ms);
guint           balut_session_get_computer_hold (BalutSession          *self);
void            balut_session_set_computer_hold (BalutSession          *self,
                                                 guint                  hold_ms);
gboolean        balut_session_get_holding       (BalutSession          *self);
void            balut_session_end_hold          (BalutSession          *self);

gboolean        balut_session_hint_possible     (BalutSession          *self);
void            balut_session_request_hint      (BalutSession          *self);
const BalutSessionHint *balut_session_get_hint  (BalutSession          *self);

/* for tests */
void            balut_session_set_strategy_delay (BalutSession         *self,
                                                  guint                 delay_ms);
gboolean        balut_session_is_thinking       (BalutSession          *self);
guint           balut_session_get_n_discarded   (BalutSession          *self);

void            balut_session_high_score_free   (BalutSessionHighScore *entry);

G_END_DECLS
