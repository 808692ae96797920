/* balut-game.h — the game state machine
 *
 * SPDX-FileCopyrightText: 2026 The Balut developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gio/gio.h>

#include "balut-dice.h"
#include "balut-player.h"

G_BEGIN_DECLS

#define BALUT_GAME_ERROR (balut_game_error_quark ())

/* Seeds are exact in any JSON reader: 0 ≤ seed < 2^53. */
#define BALUT_MAX_SEED ((guint64) 0x1fffffffffffff)

typedef enum
{
  BALUT_GAME_ERROR_STARTED,        /* players or guesses changed after the first throw */
  BALUT_GAME_ERROR_TOO_MANY_PLAYERS,
  BALUT_GAME_ERROR_BAD_NAME,
  BALUT_GAME_ERROR_BAD_GUESS,
  BALUT_GAME_ERROR_NO_PLAYERS,
  BALUT_GAME_ERROR_FINISHED,
  BALUT_GAME_ERROR_NOT_THROWN,     /* entering before the first throw of a turn */
  BALUT_GAME_ERROR_CANNOT_UNDO,
  BALUT_GAME_ERROR_NO_SUCH_PLAYER,
  BALUT_GAME_ERROR_NOT_PAD,        /* dice from the table in a digital game, or for a computer seat */
  BALUT_GAME_ERROR_PAD_TURN,       /* throwing on the screen in a scoring-pad turn */
  BALUT_GAME_ERROR_BAD_DICE,       /* dice from the table: a value outside 1–6 */
  BALUT_GAME_ERROR_BAD_THROWS_USED, /* dice from the table: more throws than the turn has */
} BalutGameError;

/* One turn as the record keeps it. */
typedef struct
{
  guint         player;
  guint         n_throws;
  guint8        throws[BALUT_MAX_THROWS][BALUT_N_DICE];
  gboolean      holds[BALUT_MAX_THROWS][BALUT_N_DICE];  /* holds[k]: before throw k+1 */
  gboolean      pending[BALUT_N_DICE];                  /* holds after the last throw: live in the
                                                         * turn in play, as at the entry after it */
  gboolean      entered;
  BalutBox      box;
  gint          score;
  gboolean      balut;                                  /* a throw showed five of a kind */
  guint         throws_used;                            /* scoring pad: the throws the turn took at
                                                         * the table, 1 … max; 0 when not said */
} BalutTurn;

#define BALUT_TYPE_GAME (balut_game_get_type ())

G_DECLARE_FINAL_TYPE (BalutGame, balut_game, BALUT, GAME, GObject)

GQuark           balut_game_error_quark     (void);

BalutGame       *balut_game_new             (BalutVariant     variant,
                                             guint64          seed);
BalutVariant     balut_game_get_variant     (BalutGame       *self);
guint64          balut_game_get_seed        (BalutGame       *self);
BalutGameState   balut_game_get_state       (BalutGame       *self);
gboolean         balut_game_is_finished     (BalutGame       *self);
gboolean         balut_game_is_started      (BalutGame       *self);
BalutGameMode    balut_game_get_mode        (BalutGame       *self);
gboolean         balut_game_set_mode        (BalutGame       *self,
                                             BalutGameMode    mode,
                                             GError         **error);

gboolean         balut_game_check_name      (const char      *name,
                                             GError         **error);
gboolean         balut_game_add_player      (BalutGame       *self,
                                             const char      *name,
                                             BalutPlayerKind  kind,
                                             GError         **error);
gboolean         balut_game_set_guess       (BalutGame       *self,
                                             guint            player,
                                             gint             guess,
                                             GError         **error);
guint            balut_game_get_n_players   (BalutGame       *self);
BalutPlayer     *balut_game_get_player      (BalutGame       *self,
                                             guint            index);
GListModel      *balut_game_get_players     (BalutGame       *self);
guint            balut_game_get_current_player (BalutGame    *self);

BalutDice       *balut_game_get_dice        (BalutGame       *self);
guint            balut_game_get_max_throws  (BalutGame       *self);
guint            balut_game_get_throws_left (BalutGame       *self);
guint            balut_game_get_n_throws    (BalutGame       *self);
guint            balut_game_get_turn_number (BalutGame       *self);
guint            balut_game_get_round       (BalutGame       *self);
guint            balut_game_get_n_rounds    (BalutGame       *self);

gboolean         balut_game_roll            (BalutGame       *self,
                                             GError         **error);
gboolean         balut_game_throw_values    (BalutGame       *self,
                                             const guint8    *values,
                                             GError         **error);
gboolean         balut_game_set_pad_dice    (BalutGame       *self,
                                             const guint8     values[BALUT_N_DICE],
                                             guint            throws_used,
                                             GError         **error);
gboolean         balut_game_set_held        (BalutGame       *self,
                                             guint            die,
                                             gboolean         held,
                                             GError         **error);
gboolean         balut_game_toggle_held     (BalutGame       *self,
                                             guint            die,
                                             GError         **error);
gboolean         balut_game_enter           (BalutGame       *self,
                                             BalutCategory    category,
                                             guint            box,
                                             GError         **error);
gint             balut_game_preview         (BalutGame       *self,
                                             BalutCategory    category,
                                             guint            box);
gboolean         balut_game_can_undo        (BalutGame       *self);
gboolean         balut_game_undo            (BalutGame       *self,
                                             GError         **error);
gboolean         balut_game_get_assisted    (BalutGame       *self);
gboolean         balut_game_get_dice_seeded (BalutGame       *self);
void             balut_game_mark_assisted   (BalutGame       *self);

guint            balut_game_get_n_turns     (BalutGame       *self);
const BalutTurn *balut_game_get_turn        (BalutGame       *self,
                                             guint            index);

guint            balut_game_get_n_baluts    (BalutGame       *self);
GArray          *balut_game_dup_ranking     (BalutGame       *self);
guint            balut_game_get_place       (BalutGame       *self,
                                             guint            player);
GArray          *balut_game_dup_guess_winners (BalutGame     *self);

G_END_DECLS
