/* balut-game.c — the game state machine
 *
 * SPDX-FileCopyrightText: 2026 The Balut developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "balut-enums.h"
#include "balut-game.h"
#include "balut-game-private.h"
#include "balut-name.h"

struct _BalutGame
{
  GObject       parent_instance;

  BalutVariant  variant;
  guint64       seed;
  GListStore   *players;
  BalutDice    *dice;

  /* Turns whose dice were entered, oldest first, and the turn in play. */
  GArray       *turns;
  BalutTurn     current;

  gboolean      started;
  gboolean      assisted;
  /* Every throw so far is what the seed gives at its place
   * (balut_dice_draw_seeded ()): the record can prove its dice */
  gboolean      dice_seeded;

  /* Scoring pad: the dice are thrown at the table. current_pad: the turn
   * in play holds its one throw from the table (set_pad_dice, a computer
   * turn entered and undone, a record's pad turn): no throws are left. */
  BalutGameMode mode;
  gboolean      current_pad;
};

G_DEFINE_FINAL_TYPE (BalutGame, balut_game, G_TYPE_OBJECT)

G_DEFINE_QUARK (balut-game-error-quark, balut_game_error)

enum {
  PROP_0,
  PROP_VARIANT,
  PROP_SEED,
  PROP_STATE,
  PROP_N_PLAYERS,
  PROP_CURRENT_PLAYER,
  PROP_N_THROWS,
  PROP_THROWS_LEFT,
  PROP_TURN_NUMBER,
  PROP_CAN_UNDO,
  PROP_FINISHED,
  PROP_DICE,
  PROP_ASSISTED,
  PROP_MODE,
  N_PROPS
};

enum {
  BALUT,
  ENTERED,
  FINISHED,
  N_SIGNALS
};

static GParamSpec *properties[N_PROPS];
static guint signals[N_SIGNALS];

/* The read-only properties a change may touch, compared before and after
 * each action so that notify is emitted only for real changes. */
typedef struct
{
  BalutGameState state;
  guint          n_players;
  guint          current_player;
  guint          n_throws;
  guint          throws_left;
  guint          turn_number;
  gboolean       can_undo;
} Snapshot;

static void
take_snapshot (BalutGame *self,
               Snapshot  *snap)
{
  snap->state = balut_game_get_state (self);
  snap->n_players = balut_game_get_n_players (self);
  snap->current_player = balut_game_get_current_player (self);
  snap->n_throws = self->current.n_throws;
  snap->throws_left = balut_game_get_throws_left (self);
  snap->turn_number = balut_game_get_turn_number (self);
  snap->can_undo = balut_game_can_undo (self);
}

static void
notify_changes (BalutGame      *self,
                const Snapshot *before)
{
  GObject *object = G_OBJECT (self);
  Snapshot after;

  take_snapshot (self, &after);

  g_object_freeze_notify (object);
  if (before->state != after.state)
    {
      g_object_notify_by_pspec (object, properties[PROP_STATE]);
      if ((before->state == BALUT_GAME_STATE_FINISHED) != (after.state == BALUT_GAME_STATE_FINISHED))
        g_object_notify_by_pspec (object, properties[PROP_FINISHED]);
    }
  if (before->n_players != after.n_players)
    g_object_notify_by_pspec (object, properties[PROP_N_PLAYERS]);
  if (before->current_player != after.current_player)
    g_object_notify_by_pspec (object, properties[PROP_CURRENT_PLAYER]);
  if (before->n_throws != after.n_throws)
    g_object_notify_by_pspec (object, properties[PROP_N_THROWS]);
  if (before->throws_left != after.throws_left)
    g_object_notify_by_pspec (object, properties[PROP_THROWS_LEFT]);
  if (before->turn_number != after.turn_number)
    g_object_notify_by_pspec (object, properties[PROP_TURN_NUMBER]);
  if (before->can_undo != after.can_undo)
    g_object_notify_by_pspec (object, properties[PROP_CAN_UNDO]);
  g_object_thaw_notify (object);
}

static guint
n_regular_turns (BalutGame *self)
{
  return balut_game_get_n_players (self) * balut_variant_get_n_boxes (self->variant);
}

static void
start_turn (BalutGame *self)
{
  memset (&self->current, 0, sizeof self->current);
  self->current_pad = FALSE;
  self->current.player = self->turns->len % MAX (1, balut_game_get_n_players (self));
  balut_dice_reset (self->dice);
}

static gboolean
check_can_play (BalutGame  *self,
                GError    **error)
{
  if (balut_game_get_n_players (self) == 0)
    {
      g_set_error_literal (error, BALUT_GAME_ERROR, BALUT_GAME_ERROR_NO_PLAYERS,
                           _("The game has no players"));
      return FALSE;
    }

  if (balut_game_is_finished (self))
    {
      g_set_error_literal (error, BALUT_GAME_ERROR, BALUT_GAME_ERROR_FINISHED,
                           _("The game is over"));
      return FALSE;
    }

  return TRUE;
}

static gboolean
check_not_started (BalutGame  *self,
                   GError    **error)
{
  if (self->started)
    {
      g_set_error_literal (error, BALUT_GAME_ERROR, BALUT_GAME_ERROR_STARTED,
                           _("Players and guesses cannot change once the game has started"));
      return FALSE;
    }

  return TRUE;
}

static gboolean
player_is_human (BalutGame *self,
                 guint      player)
{
  return balut_player_get_kind (balut_game_get_player (self, player)) == BALUT_PLAYER_HUMAN;
}

/* A throw on the screen (roll, throw_values): in a scoring-pad game only
 * a computer seat throws there, and not once the turn has its throw from
 * the table. */
static gboolean
check_screen_throw (BalutGame  *self,
                    GError    **error)
{
  if (self->mode != BALUT_GAME_MODE_PAD)
    return TRUE;

  if (self->current_pad)
    {
      g_set_error_literal (error, BALUT_GAME_ERROR, BALUT_GAME_ERROR_PAD_TURN,
                           _("The dice of this turn were thrown at the table: enter them in a box, or correct them"));
      return FALSE;
    }

  if (player_is_human (self, self->current.player))
    {
      g_set_error_literal (error, BALUT_GAME_ERROR, BALUT_GAME_ERROR_PAD_TURN,
                           _("In a scoring-pad game the players throw real dice: type in the dice thrown"));
      return FALSE;
    }

  return TRUE;
}

static gboolean
do_throw (BalutGame     *self,
          const guint8  *values,
          GError       **error)
{
  Snapshot before;
  BalutTurn *turn = &self->current;
  gboolean holds[BALUT_N_DICE];
  guint8 thrown[BALUT_N_DICE], seeded[BALUT_N_DICE];
  guint k;

  if (!check_can_play (self, error))
    return FALSE;

  if (!check_screen_throw (self, error))
    return FALSE;

  take_snapshot (self, &before);

  k = turn->n_throws;
  balut_dice_get_holds (self->dice, holds);

  /* Every throw has its own dice, from the seed, the turn and the
   * throw: a resumed game, or a turn after an undo, sees the same dice
   * as the original, and a record's dice can be checked */
  balut_dice_draw_seeded (self->seed, self->turns->len, k, seeded);
  for (guint i = 0; i < BALUT_N_DICE; i++)
    if (holds[i])
      seeded[i] = balut_dice_get_value (self->dice, i);

  if (!balut_dice_throw_values (self->dice, values != NULL ? values : seeded, error))
    return FALSE;

  balut_dice_get_values (self->dice, thrown);
  if (memcmp (thrown, seeded, sizeof thrown) != 0)
    self->dice_seeded = FALSE;

  if (k > 0)
    memcpy (turn->holds[k - 1], holds, sizeof holds);
  memcpy (turn->throws[k], thrown, sizeof thrown);
  memcpy (turn->pending, holds, sizeof holds);
  turn->n_throws = k + 1;
  self->started = TRUE;

  notify_changes (self, &before);

  /* R23 */
  if (balut_rules_is_balut (thrown))
    {
      turn->balut = TRUE;
      g_signal_emit (self, signals[BALUT], 0, turn->player, (guint) thrown[0]);
    }

  return TRUE;
}

static void
balut_game_dispose (GObject *object)
{
  BalutGame *self = BALUT_GAME (object);

  g_clear_object (&self->players);
  g_clear_object (&self->dice);

  G_OBJECT_CLASS (balut_game_parent_class)->dispose (object);
}

static void
balut_game_finalize (GObject *object)
{
  BalutGame *self = BALUT_GAME (object);

  g_clear_pointer (&self->turns, g_array_unref);

  G_OBJECT_CLASS (balut_game_parent_class)->finalize (object);
}

static void
balut_game_constructed (GObject *object)
{
  BalutGame *self = BALUT_GAME (object);

  G_OBJECT_CLASS (balut_game_parent_class)->constructed (object);

  self->dice = balut_dice_new (balut_variant_get_max_throws (self->variant));
}

static void
balut_game_get_property (GObject    *object,
                         guint       prop_id,
                         GValue     *value,
                         GParamSpec *pspec)
{
  BalutGame *self = BALUT_GAME (object);

  switch (prop_id)
    {
    case PROP_VARIANT:
      g_value_set_enum (value, self->variant);
      break;
    case PROP_SEED:
      g_value_set_uint64 (value, self->seed);
      break;
    case PROP_STATE:
      g_value_set_enum (value, balut_game_get_state (self));
      break;
    case PROP_N_PLAYERS:
      g_value_set_uint (value, balut_game_get_n_players (self));
      break;
    case PROP_CURRENT_PLAYER:
      g_value_set_uint (value, balut_game_get_current_player (self));
      break;
    case PROP_N_THROWS:
      g_value_set_uint (value, balut_game_get_n_throws (self));
      break;
    case PROP_THROWS_LEFT:
      g_value_set_uint (value, balut_game_get_throws_left (self));
      break;
    case PROP_TURN_NUMBER:
      g_value_set_uint (value, balut_game_get_turn_number (self));
      break;
    case PROP_CAN_UNDO:
      g_value_set_boolean (value, balut_game_can_undo (self));
      break;
    case PROP_FINISHED:
      g_value_set_boolean (value, balut_game_is_finished (self));
      break;
    case PROP_DICE:
      g_value_set_object (value, self->dice);
      break;
    case PROP_ASSISTED:
      g_value_set_boolean (value, self->assisted);
      break;
    case PROP_MODE:
      g_value_set_enum (value, self->mode);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
balut_game_set_property (GObject      *object,
                         guint         prop_id,
                         const GValue *value,
                         GParamSpec   *pspec)
{
  BalutGame *self = BALUT_GAME (object);

  switch (prop_id)
    {
    case PROP_VARIANT:
      self->variant = g_value_get_enum (value);
      break;
    case PROP_SEED:
      self->seed = g_value_get_uint64 (value);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
balut_game_class_init (BalutGameClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->constructed = balut_game_constructed;
  object_class->dispose = balut_game_dispose;
  object_class->finalize = balut_game_finalize;
  object_class->get_property = balut_game_get_property;
  object_class->set_property = balut_game_set_property;

  properties[PROP_VARIANT] =
    g_param_spec_enum ("variant", NULL, NULL,
                       BALUT_TYPE_VARIANT, BALUT_VARIANT_STANDARD,
                       G_PARAM_READWRITE | G_PARAM_CONSTRUCT_ONLY | G_PARAM_STATIC_STRINGS);
  properties[PROP_SEED] =
    g_param_spec_uint64 ("seed", NULL, NULL,
                         0, BALUT_MAX_SEED, 0,
                         G_PARAM_READWRITE | G_PARAM_CONSTRUCT_ONLY | G_PARAM_STATIC_STRINGS);
  properties[PROP_STATE] =
    g_param_spec_enum ("state", NULL, NULL,
                       BALUT_TYPE_GAME_STATE, BALUT_GAME_STATE_NO_PLAYERS,
                       G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_N_PLAYERS] =
    g_param_spec_uint ("n-players", NULL, NULL,
                       0, BALUT_MAX_PLAYERS, 0,
                       G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_CURRENT_PLAYER] =
    g_param_spec_uint ("current-player", NULL, NULL,
                       0, BALUT_MAX_PLAYERS - 1, 0,
                       G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_N_THROWS] =
    g_param_spec_uint ("n-throws", NULL, NULL,
                       0, BALUT_MAX_THROWS, 0,
                       G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_THROWS_LEFT] =
    g_param_spec_uint ("throws-left", NULL, NULL,
                       0, BALUT_MAX_THROWS, 0,
                       G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_TURN_NUMBER] =
    g_param_spec_uint ("turn-number", NULL, NULL,
                       0, G_MAXUINT, 1,
                       G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_CAN_UNDO] =
    g_param_spec_boolean ("can-undo", NULL, NULL, FALSE,
                          G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_FINISHED] =
    g_param_spec_boolean ("finished", NULL, NULL, FALSE,
                          G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_DICE] =
    g_param_spec_object ("dice", NULL, NULL,
                         BALUT_TYPE_DICE,
                         G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);
  /**
   * BalutGame:assisted:
   *
   * Whether the players had help: an entry was undone, or (later) a
   * hint was shown. High-score tables mark such games.
   */
  properties[PROP_ASSISTED] =
    g_param_spec_boolean ("assisted", NULL, NULL, FALSE,
                          G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  /**
   * BalutGame:mode:
   *
   * Whether the dice are thrown on the screen or at the table (the
   * scoring pad); set with balut_game_set_mode() before the game starts.
   */
  properties[PROP_MODE] =
    g_param_spec_enum ("mode", NULL, NULL,
                       BALUT_TYPE_GAME_MODE, BALUT_GAME_MODE_DIGITAL,
                       G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  /**
   * BalutGame::balut:
   * @player: the player who threw it
   * @face: the face shown by all five dice
   *
   * R23: a throw showed five of a kind.
   */
  signals[BALUT] =
    g_signal_new ("balut",
                  G_TYPE_FROM_CLASS (klass),
                  G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL,
                  G_TYPE_NONE, 2, G_TYPE_UINT, G_TYPE_UINT);

  /**
   * BalutGame::entered:
   * @player: the player
   * @category: the category
   * @box: the box, 0–3 or BALUT_BOX_JACKPOT
   * @score: the score entered (0 for a struck box)
   *
   * A turn ended with an entry on @player's sheet.
   */
  signals[ENTERED] =
    g_signal_new ("entered",
                  G_TYPE_FROM_CLASS (klass),
                  G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL,
                  G_TYPE_NONE, 4, G_TYPE_UINT, BALUT_TYPE_CATEGORY, G_TYPE_UINT, G_TYPE_INT);

  /**
   * BalutGame::finished:
   *
   * The last box of the last sheet was filled (R3).
   */
  signals[FINISHED] =
    g_signal_new ("finished",
                  G_TYPE_FROM_CLASS (klass),
                  G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL,
                  G_TYPE_NONE, 0);
}

static void
balut_game_init (BalutGame *self)
{
  self->players = g_list_store_new (BALUT_TYPE_PLAYER);
  self->turns = g_array_new (FALSE, TRUE, sizeof (BalutTurn));
  self->dice_seeded = TRUE;
}

/**
 * balut_game_new:
 * @variant: the variant
 * @seed: the seed of every throw of the game, 0 to BALUT_MAX_SEED
 *
 * Creates a game without players. The same seed and the same actions
 * give the same game.
 */
BalutGame *
balut_game_new (BalutVariant variant,
                guint64      seed)
{
  g_return_val_if_fail (variant < BALUT_N_VARIANTS, NULL);
  g_return_val_if_fail (seed <= BALUT_MAX_SEED, NULL);

  return g_object_new (BALUT_TYPE_GAME,
                       "variant", variant,
                       "seed", seed,
                       NULL);
}

BalutVariant
balut_game_get_variant (BalutGame *self)
{
  g_return_val_if_fail (BALUT_IS_GAME (self), BALUT_VARIANT_STANDARD);
  return self->variant;
}

guint64
balut_game_get_seed (BalutGame *self)
{
  g_return_val_if_fail (BALUT_IS_GAME (self), 0);
  return self->seed;
}

BalutGameState
balut_game_get_state (BalutGame *self)
{
  g_return_val_if_fail (BALUT_IS_GAME (self), BALUT_GAME_STATE_NO_PLAYERS);

  if (balut_game_get_n_players (self) == 0)
    return BALUT_GAME_STATE_NO_PLAYERS;
  if (self->turns->len == n_regular_turns (self))
    return BALUT_GAME_STATE_FINISHED;
  if (self->current.n_throws == 0)
    return BALUT_GAME_STATE_TURN_START;
  return BALUT_GAME_STATE_IN_TURN;
}

gboolean
balut_game_is_finished (BalutGame *self)
{
  return balut_game_get_state (self) == BALUT_GAME_STATE_FINISHED;
}

BalutGameMode
balut_game_get_mode (BalutGame *self)
{
  g_return_val_if_fail (BALUT_IS_GAME (self), BALUT_GAME_MODE_DIGITAL);
  return self->mode;
}

/**
 * balut_game_set_mode:
 * @mode: %BALUT_GAME_MODE_PAD for dice thrown at the table
 *
 * Chooses how the dice are thrown, before the first throw of the game
 * (like the players and the guesses). In a scoring-pad game each person
 * types in the dice their turn ended with (balut_game_set_pad_dice());
 * computer seats still throw on the screen. The scoring is the same.
 */
gboolean
balut_game_set_mode (BalutGame      *self,
                     BalutGameMode   mode,
                     GError        **error)
{
  g_return_val_if_fail (BALUT_IS_GAME (self), FALSE);
  g_return_val_if_fail (mode <= BALUT_GAME_MODE_PAD, FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  if (self->started)
    {
      g_set_error_literal (error, BALUT_GAME_ERROR, BALUT_GAME_ERROR_STARTED,
                           _("The dice cannot move to or from the table once the game has started"));
      return FALSE;
    }

  if (self->mode != mode)
    {
      self->mode = mode;
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_MODE]);
    }
  return TRUE;
}

/* Whether the first throw of the game was made: players and guesses
 * are then fixed. */
gboolean
balut_game_is_started (BalutGame *self)
{
  g_return_val_if_fail (BALUT_IS_GAME (self), FALSE);
  return self->started;
}

/* Balut's players' names are every name (balut-player.h, balut-name.h) */
G_STATIC_ASSERT (BALUT_MAX_NAME_LENGTH == BALUT_NAME_MAX_LENGTH);

/**
 * balut_game_check_name:
 * @name: a player's name as typed or read from a record
 *
 * Whether @name may be a player's name: the rule of every name of both
 * games (balut_name_find_problem ()): UTF-8, 1 to
 * %BALUT_MAX_NAME_LENGTH characters, at least one of them visible, and
 * no character that changes how the text around it shows. The same rule
 * for names typed in the window and on the command line and for names
 * read from a record.
 *
 * Returns: whether it may; else @error (%BALUT_GAME_ERROR_BAD_NAME) says why
 */
gboolean
balut_game_check_name (const char  *name,
                       GError     **error)
{
  g_autoptr(GError) name_error = NULL;

  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  if (balut_name_check (name, &name_error))
    return TRUE;
  g_set_error_literal (error, BALUT_GAME_ERROR, BALUT_GAME_ERROR_BAD_NAME, name_error->message);
  return FALSE;
}

/**
 * balut_game_add_player:
 * @name: the player's name (balut_game_check_name ())
 *
 * Adds a player (1–8 in all) before the first throw of the game.
 */
gboolean
balut_game_add_player (BalutGame        *self,
                       const char       *name,
                       BalutPlayerKind   kind,
                       GError          **error)
{
  g_autoptr(BalutPlayer) player = NULL;
  Snapshot before;

  g_return_val_if_fail (BALUT_IS_GAME (self), FALSE);
  g_return_val_if_fail (kind <= BALUT_PLAYER_COMPUTER, FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  if (!check_not_started (self, error))
    return FALSE;

  if (balut_game_get_n_players (self) >= BALUT_MAX_PLAYERS)
    {
      g_set_error (error, BALUT_GAME_ERROR, BALUT_GAME_ERROR_TOO_MANY_PLAYERS,
                   _("A game has at most %u players"), BALUT_MAX_PLAYERS);
      return FALSE;
    }

  if (!balut_game_check_name (name, error))
    return FALSE;

  take_snapshot (self, &before);
  player = balut_player_new (name, kind, self->variant);
  g_list_store_append (self->players, player);
  start_turn (self);
  notify_changes (self, &before);

  return TRUE;
}

/**
 * balut_game_set_guess:
 * @guess: the number of Baluts the player expects in the whole game
 *   (0 to 4 per player), or BALUT_NO_GUESS
 *
 * R24: the optional guess, made before the first throw.
 */
gboolean
balut_game_set_guess (BalutGame  *self,
                      guint       player,
                      gint        guess,
                      GError    **error)
{
  guint n_players;

  g_return_val_if_fail (BALUT_IS_GAME (self), FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  if (!check_not_started (self, error))
    return FALSE;

  n_players = balut_game_get_n_players (self);
  if (player >= n_players)
    {
      g_set_error (error, BALUT_GAME_ERROR, BALUT_GAME_ERROR_NO_SUCH_PLAYER,
                   _("There is no player %u"), player + 1);
      return FALSE;
    }

  if (guess < BALUT_NO_GUESS || guess > (gint) (BALUT_N_REGULAR * n_players))
    {
      g_set_error (error, BALUT_GAME_ERROR, BALUT_GAME_ERROR_BAD_GUESS,
                   _("A guess is a number of Baluts from 0 to %u"),
                   BALUT_N_REGULAR * n_players);
      return FALSE;
    }

  balut_player_set_guess (balut_game_get_player (self, player), guess);
  return TRUE;
}

guint
balut_game_get_n_players (BalutGame *self)
{
  g_return_val_if_fail (BALUT_IS_GAME (self), 0);
  return g_list_model_get_n_items (G_LIST_MODEL (self->players));
}

/**
 * balut_game_get_player:
 *
 * Returns: (transfer none): the player at seat @index
 */
BalutPlayer *
balut_game_get_player (BalutGame *self,
                       guint      index)
{
  g_autoptr(BalutPlayer) player = NULL;

  g_return_val_if_fail (BALUT_IS_GAME (self), NULL);
  g_return_val_if_fail (index < balut_game_get_n_players (self), NULL);

  /* The store keeps its own reference for the game's lifetime. */
  player = g_list_model_get_item (G_LIST_MODEL (self->players), index);
  return player;
}

/**
 * balut_game_get_players:
 *
 * Returns: (transfer none): the players as a #GListModel of #BalutPlayer
 */
GListModel *
balut_game_get_players (BalutGame *self)
{
  g_return_val_if_fail (BALUT_IS_GAME (self), NULL);
  return G_LIST_MODEL (self->players);
}

/* R4: players take turns in seat order. */
guint
balut_game_get_current_player (BalutGame *self)
{
  g_return_val_if_fail (BALUT_IS_GAME (self), 0);
  return self->current.player;
}

/**
 * balut_game_get_dice:
 *
 * Returns: (transfer none): the dice. Change them through the game only.
 */
BalutDice *
balut_game_get_dice (BalutGame *self)
{
  g_return_val_if_fail (BALUT_IS_GAME (self), NULL);
  return self->dice;
}

guint
balut_game_get_max_throws (BalutGame *self)
{
  g_return_val_if_fail (BALUT_IS_GAME (self), 0);
  return balut_variant_get_max_throws (self->variant);
}

guint
balut_game_get_throws_left (BalutGame *self)
{
  g_return_val_if_fail (BALUT_IS_GAME (self), 0);

  if (balut_game_is_finished (self))
    return 0;
  /* Scoring pad: the one throw entered from the table ends the turn's
   * throwing. Before it, a person has the variant's throws at the table. */
  if (self->current_pad)
    return 0;
  return balut_game_get_max_throws (self) - self->current.n_throws;
}

guint
balut_game_get_n_throws (BalutGame *self)
{
  g_return_val_if_fail (BALUT_IS_GAME (self), 0);
  return self->current.n_throws;
}

/* The turn in play, counted over all players from 1. */
guint
balut_game_get_turn_number (BalutGame *self)
{
  g_return_val_if_fail (BALUT_IS_GAME (self), 0);
  return self->turns->len + 1;
}

/* The round in play: every player has one turn a round, from 1. */
guint
balut_game_get_round (BalutGame *self)
{
  guint n_players;

  g_return_val_if_fail (BALUT_IS_GAME (self), 0);

  n_players = MAX (1, balut_game_get_n_players (self));
  return MIN (self->turns->len / n_players + 1, balut_game_get_n_rounds (self));
}

guint
balut_game_get_n_rounds (BalutGame *self)
{
  g_return_val_if_fail (BALUT_IS_GAME (self), 0);
  return balut_variant_get_n_boxes (self->variant);
}

/**
 * balut_game_roll:
 *
 * Throws the dice that are not held, with the game's seeded random
 * stream (R1; O2 in Olathe).
 */
gboolean
balut_game_roll (BalutGame  *self,
                 GError    **error)
{
  g_return_val_if_fail (BALUT_IS_GAME (self), FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  return do_throw (self, NULL, error);
}

/**
 * balut_game_throw_values:
 * @values: the five dice after the throw, 1–6 each
 *
 * A throw with known dice: replaying a record, or dice thrown on a table.
 * Held dice must keep their values.
 */
gboolean
balut_game_throw_values (BalutGame     *self,
                         const guint8  *values,
                         GError       **error)
{
  g_return_val_if_fail (BALUT_IS_GAME (self), FALSE);
  g_return_val_if_fail (values != NULL, FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  return do_throw (self, values, error);
}

/* The turn's one throw from the table, made or replaced (a correction).
 * The dice show no throws left, so that nothing re-throws them. */
static void
apply_pad_throw (BalutGame    *self,
                 const guint8 *values,
                 guint         throws_used)
{
  static const gboolean none[BALUT_N_DICE] = { FALSE, };
  BalutTurn *turn = &self->current;
  gboolean correction = turn->n_throws > 0;
  Snapshot before;

  take_snapshot (self, &before);

  memcpy (turn->throws[0], values, sizeof turn->throws[0]);
  memset (turn->holds, 0, sizeof turn->holds);
  memset (turn->pending, 0, sizeof turn->pending);
  turn->n_throws = 1;
  turn->throws_used = throws_used;
  turn->balut = balut_rules_is_balut (values);   /* R23: only this throw counts */
  self->current_pad = TRUE;
  self->started = TRUE;

  g_object_freeze_notify (G_OBJECT (self));
  /* "changed" on the dice: the dice views redraw */
  balut_dice_restore (self->dice, balut_dice_get_max_throws (self->dice), values, none);
  notify_changes (self, &before);
  /* a correction keeps the number of throws, but the views that follow
   * it (previews, the save of the game in play) must see the new dice */
  if (correction)
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_N_THROWS]);
  g_object_thaw_notify (G_OBJECT (self));

  /* R23, for the new dice only: a correction announces a Balut again
   * only if the corrected dice show one */
  if (turn->balut)
    g_signal_emit (self, signals[BALUT], 0, turn->player, (guint) values[0]);
}

static gboolean
check_pad_throw (BalutGame     *self,
                 const guint8  *values,
                 guint          throws_used,
                 gboolean       people_only,
                 GError       **error)
{
  if (self->mode != BALUT_GAME_MODE_PAD)
    {
      g_set_error_literal (error, BALUT_GAME_ERROR, BALUT_GAME_ERROR_NOT_PAD,
                           _("Dice thrown at the table are typed in only in a scoring-pad game"));
      return FALSE;
    }

  if (!check_can_play (self, error))
    return FALSE;

  if (people_only && !player_is_human (self, self->current.player))
    {
      g_set_error_literal (error, BALUT_GAME_ERROR, BALUT_GAME_ERROR_NOT_PAD,
                           _("A computer player throws its own dice"));
      return FALSE;
    }

  for (guint i = 0; i < BALUT_N_DICE; i++)
    if (values[i] < 1 || values[i] > BALUT_N_FACES)
      {
        g_set_error (error, BALUT_GAME_ERROR, BALUT_GAME_ERROR_BAD_DICE,
                     _("A die shows 1 to 6, not %u."), values[i]);
        return FALSE;
      }

  /* R1, O2: the throws a turn may take */
  if (throws_used > balut_game_get_max_throws (self))
    {
      g_set_error (error, BALUT_GAME_ERROR, BALUT_GAME_ERROR_BAD_THROWS_USED,
                   g_dngettext (GETTEXT_PACKAGE,
                                "A turn has 1 to %u throw, not %u.",
                                "A turn has 1 to %u throws, not %u.",
                                balut_game_get_max_throws (self)),
                   balut_game_get_max_throws (self), throws_used);
      return FALSE;
    }

  /* a turn thrown on the screen keeps its throws */
  if (self->current.n_throws > 0 && !self->current_pad)
    {
      g_set_error_literal (error, BALUT_GAME_ERROR, BALUT_GAME_ERROR_PAD_TURN,
                           _("The dice of this turn were thrown on the screen"));
      return FALSE;
    }

  return TRUE;
}

/**
 * balut_game_set_pad_dice:
 * @values: the five dice the current player's turn ended with, 1–6 each
 * @throws_used: how many throws the turn took at the table, 1 to the
 *   variant's most (R1, O2), or 0 when not said
 *
 * Scoring pad: the dice a person threw at the table. The first call of a
 * turn makes its one throw; another before the entry replaces it (a
 * correction: the dice, the Balut announcement of R23 and @throws_used).
 * No throws are left after it (balut_game_get_throws_left() is 0), and
 * balut_game_roll() is refused for people in a scoring-pad game.
 *
 * Refused, leaving the game unchanged, in a digital game, for a computer
 * seat (it throws on the screen), for a value outside 1–6 or
 * @throws_used out of range.
 */
gboolean
balut_game_set_pad_dice (BalutGame     *self,
                         const guint8   values[BALUT_N_DICE],
                         guint          throws_used,
                         GError       **error)
{
  g_return_val_if_fail (BALUT_IS_GAME (self), FALSE);
  g_return_val_if_fail (values != NULL, FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  if (!check_pad_throw (self, values, throws_used, TRUE, error))
    return FALSE;

  apply_pad_throw (self, values, throws_used);
  return TRUE;
}

/* balut-game-private.h */
gboolean
balut_game_pad_throw (BalutGame     *self,
                      const guint8  *values,
                      guint          throws_used,
                      GError       **error)
{
  g_return_val_if_fail (BALUT_IS_GAME (self), FALSE);
  g_return_val_if_fail (values != NULL, FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  if (!check_pad_throw (self, values, throws_used, FALSE, error))
    return FALSE;

  apply_pad_throw (self, values, throws_used);
  return TRUE;
}

gboolean
balut_game_set_held (BalutGame  *self,
                     guint       die,
                     gboolean    held,
                     GError    **error)
{
  g_return_val_if_fail (BALUT_IS_GAME (self), FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  if (!check_can_play (self, error))
    return FALSE;

  return balut_dice_set_held (self->dice, die, held, error);
}

gboolean
balut_game_toggle_held (BalutGame  *self,
                        guint       die,
                        GError    **error)
{
  g_return_val_if_fail (BALUT_IS_GAME (self), FALSE);

  if (die >= BALUT_N_DICE)
    return balut_game_set_held (self, die, FALSE, error);

  return balut_game_set_held (self, die, !balut_dice_get_held (self->dice, die), error);
}

/**
 * balut_game_preview:
 *
 * Returns: the score the current dice would get in the current player's
 *   box, or -1 when the box cannot take them now.
 */
gint
balut_game_preview (BalutGame     *self,
                    BalutCategory  category,
                    guint          box)
{
  BalutPlayer *player;
  guint8 values[BALUT_N_DICE];

  g_return_val_if_fail (BALUT_IS_GAME (self), -1);

  if (balut_game_get_state (self) != BALUT_GAME_STATE_IN_TURN)
    return -1;

  player = balut_game_get_player (self, self->current.player);
  balut_dice_get_values (self->dice, values);
  return balut_scoresheet_preview (balut_player_get_sheet (player), category, box, values);
}

/**
 * balut_game_enter:
 *
 * Ends the turn by entering the dice in a box of the current player's
 * sheet (R2), then passes the dice to the next player (R4).
 */
gboolean
balut_game_enter (BalutGame      *self,
                  BalutCategory   category,
                  guint           box,
                  GError        **error)
{
  BalutPlayer *player;
  guint8 values[BALUT_N_DICE];
  Snapshot before;
  BalutTurn turn;
  gint score;

  g_return_val_if_fail (BALUT_IS_GAME (self), FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  if (!check_can_play (self, error))
    return FALSE;

  if (self->current.n_throws == 0)
    {
      g_set_error_literal (error, BALUT_GAME_ERROR, BALUT_GAME_ERROR_NOT_THROWN,
                           _("Throw the dice before entering them"));
      return FALSE;
    }

  take_snapshot (self, &before);

  player = balut_game_get_player (self, self->current.player);
  balut_dice_get_values (self->dice, values);
  score = balut_scoresheet_enter (balut_player_get_sheet (player), category, box, values, error);
  if (score < 0)
    return FALSE;

  turn = self->current;
  balut_dice_get_holds (self->dice, turn.pending);
  if (self->mode == BALUT_GAME_MODE_PAD && !self->current_pad)
    {
      /* Scoring pad: a computer seat's turn, thrown on the screen, is
       * kept like the others: its final dice as the one throw, no holds,
       * and the throws it took */
      turn.throws_used = turn.n_throws;
      memcpy (turn.throws[0], values, sizeof turn.throws[0]);
      memset (turn.holds, 0, sizeof turn.holds);
      memset (turn.pending, 0, sizeof turn.pending);
      turn.n_throws = 1;
      turn.balut = balut_rules_is_balut (values);
    }
  turn.entered = TRUE;
  turn.box.category = category;
  turn.box.box = box;
  turn.score = score;
  g_array_append_val (self->turns, turn);

  start_turn (self);
  notify_changes (self, &before);

  g_signal_emit (self, signals[ENTERED], 0, turn.player, category, box, score);
  if (balut_game_is_finished (self))
    g_signal_emit (self, signals[FINISHED], 0);

  return TRUE;
}

/* Undo is possible from the entry until the next throw. */
gboolean
balut_game_can_undo (BalutGame *self)
{
  g_return_val_if_fail (BALUT_IS_GAME (self), FALSE);
  return self->turns->len > 0 && self->current.n_throws == 0;
}

/**
 * balut_game_undo:
 *
 * Takes back the last entry: the box is empty again and the player who
 * made it has the same dice, holds and throws left as before it. The
 * game is then marked assisted.
 */
gboolean
balut_game_undo (BalutGame  *self,
                 GError    **error)
{
  BalutTurn *last;
  BalutPlayer *player;
  Snapshot before;

  g_return_val_if_fail (BALUT_IS_GAME (self), FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  if (!balut_game_can_undo (self))
    {
      g_set_error_literal (error, BALUT_GAME_ERROR, BALUT_GAME_ERROR_CANNOT_UNDO,
                           self->turns->len == 0
                           ? _("There is nothing to undo")
                           : _("An entry can only be undone before the next throw"));
      return FALSE;
    }

  take_snapshot (self, &before);

  last = &g_array_index (self->turns, BalutTurn, self->turns->len - 1);
  player = balut_game_get_player (self, last->player);
  if (!balut_scoresheet_clear_box (balut_player_get_sheet (player),
                                   last->box.category, last->box.box, error))
    g_assert_not_reached ();

  self->current = *last;
  /* Scoring pad: every entered turn holds one throw from the table; it
   * comes back with no throws left (a computer seat's turn too: its
   * earlier throws were not kept) */
  self->current_pad = self->mode == BALUT_GAME_MODE_PAD;
  self->current.entered = FALSE;
  self->current.score = 0;
  memset (&self->current.box, 0, sizeof self->current.box);
  g_array_set_size (self->turns, self->turns->len - 1);

  balut_dice_restore (self->dice,
                      self->current_pad ? balut_dice_get_max_throws (self->dice) : self->current.n_throws,
                      self->current.throws[self->current.n_throws - 1],
                      self->current.pending);

  g_object_freeze_notify (G_OBJECT (self));
  notify_changes (self, &before);
  balut_game_mark_assisted (self);
  g_object_thaw_notify (G_OBJECT (self));
  return TRUE;
}

/**
 * balut_game_get_assisted:
 *
 * Returns: whether the game had help (see balut_game_mark_assisted())
 */
gboolean
balut_game_get_assisted (BalutGame *self)
{
  g_return_val_if_fail (BALUT_IS_GAME (self), FALSE);
  return self->assisted;
}

/**
 * balut_game_get_dice_seeded:
 *
 * Whether the game's dice are the seed's: a digital game whose every
 * throw is what balut_dice_draw_seeded() gives at its place. A record of
 * such a game names the generator, and a reader can check every throw.
 * Scoring-pad games (dice from the table) and games given other dice
 * (balut_game_throw_values(), a record that does not name the
 * generator) are not.
 *
 * Returns: whether the dice follow from the seed
 */
gboolean
balut_game_get_dice_seeded (BalutGame *self)
{
  g_return_val_if_fail (BALUT_IS_GAME (self), FALSE);
  return self->dice_seeded && self->mode == BALUT_GAME_MODE_DIGITAL;
}

/* A record that does not name the generator proves nothing of its
 * dice, even when they happen to be the seed's (balut-game-private.h) */
void
balut_game_forget_dice_seeded (BalutGame *self)
{
  g_return_if_fail (BALUT_IS_GAME (self));
  self->dice_seeded = FALSE;
}

/**
 * balut_game_mark_assisted:
 *
 * Marks the game as played with help (an undo, a hint). It stays marked:
 * the flag goes into the record and the high-score tables.
 */
void
balut_game_mark_assisted (BalutGame *self)
{
  g_return_if_fail (BALUT_IS_GAME (self));

  if (self->assisted)
    return;

  self->assisted = TRUE;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_ASSISTED]);
}

/**
 * balut_game_get_n_turns:
 *
 * Returns: the number of turns with at least one throw: those entered,
 *   plus the turn in play once it was thrown.
 */
guint
balut_game_get_n_turns (BalutGame *self)
{
  g_return_val_if_fail (BALUT_IS_GAME (self), 0);
  return self->turns->len + (self->current.n_throws > 0 ? 1 : 0);
}

/**
 * balut_game_get_turn:
 *
 * Returns: (transfer none): turn @index; the last one may be the turn in
 *   play (not entered yet)
 */
const BalutTurn *
balut_game_get_turn (BalutGame *self,
                     guint      index)
{
  g_return_val_if_fail (BALUT_IS_GAME (self), NULL);
  g_return_val_if_fail (index < balut_game_get_n_turns (self), NULL);

  if (index < self->turns->len)
    return &g_array_index (self->turns, BalutTurn, index);

  /* The holds of the turn in play are the dice's own. */
  balut_dice_get_holds (self->dice, self->current.pending);
  return &self->current;
}

/* The Baluts of the game, all players together (R24). */
guint
balut_game_get_n_baluts (BalutGame *self)
{
  guint n = 0;

  g_return_val_if_fail (BALUT_IS_GAME (self), 0);

  for (guint i = 0; i < balut_game_get_n_players (self); i++)
    n += balut_scoresheet_get_n_baluts (balut_player_get_sheet (balut_game_get_player (self, i)));

  return n;
}

static gint
compare_players (BalutGame *self,
                 guint      a,
                 guint      b)
{
  BalutPlayer *pa = balut_game_get_player (self, a);
  BalutPlayer *pb = balut_game_get_player (self, b);
  gint fa = balut_player_get_final_points (pa);
  gint fb = balut_player_get_final_points (pb);
  guint ta = balut_player_get_score_total (pa);
  guint tb = balut_player_get_score_total (pb);

  /* R22: points first, then the score total */
  if (fa != fb)
    return fa > fb ? -1 : 1;
  if (ta != tb)
    return ta > tb ? -1 : 1;
  return 0;
}

static gint
compare_seats_cb (gconstpointer a,
                  gconstpointer b,
                  gpointer      user_data)
{
  guint sa = *(const guint *) a;
  guint sb = *(const guint *) b;
  gint cmp = compare_players (user_data, sa, sb);

  if (cmp != 0)
    return cmp;
  return sa < sb ? -1 : (sa > sb ? 1 : 0);
}

/**
 * balut_game_dup_ranking:
 *
 * R22: the players, best first: highest final points, then highest
 * score total (the order in which players with equal points, who share
 * a place, are listed; see balut_game_get_place()), then seat order. For an unfinished game, the ranking as
 * if the game ended now.
 *
 * Returns: (transfer full): an array of guint seat indices
 */
GArray *
balut_game_dup_ranking (BalutGame *self)
{
  GArray *ranking;
  guint n;

  g_return_val_if_fail (BALUT_IS_GAME (self), NULL);

  n = balut_game_get_n_players (self);
  ranking = g_array_sized_new (FALSE, FALSE, sizeof (guint), n);
  for (guint i = 0; i < n; i++)
    g_array_append_val (ranking, i);
  g_array_sort_with_data (ranking, compare_seats_cb, self);

  return ranking;
}

/**
 * balut_game_get_place:
 *
 * R22: players with equal final points share a place, whatever their
 * score totals (the score total only orders how they are listed, see
 * balut_game_dup_ranking()).
 *
 * Returns: the place of @player, from 1: one more than the number of
 *   players with more final points
 */
guint
balut_game_get_place (BalutGame *self,
                      guint      player)
{
  guint place = 1;
  gint points;

  g_return_val_if_fail (BALUT_IS_GAME (self), 0);
  g_return_val_if_fail (player < balut_game_get_n_players (self), 0);

  points = balut_player_get_final_points (balut_game_get_player (self, player));
  for (guint i = 0; i < balut_game_get_n_players (self); i++)
    if (balut_player_get_final_points (balut_game_get_player (self, i)) > points)
      place++;
  return place;
}

/**
 * balut_game_dup_guess_winners:
 *
 * R24: the players whose guess equals the game's number of Baluts.
 *
 * Returns: (transfer full): an array of guint seat indices, maybe empty
 */
GArray *
balut_game_dup_guess_winners (BalutGame *self)
{
  GArray *winners;
  gint n_baluts;

  g_return_val_if_fail (BALUT_IS_GAME (self), NULL);

  winners = g_array_new (FALSE, FALSE, sizeof (guint));
  n_baluts = (gint) balut_game_get_n_baluts (self);

  for (guint i = 0; i < balut_game_get_n_players (self); i++)
    if (balut_player_get_guess (balut_game_get_player (self, i)) == n_baluts)
      g_array_append_val (winners, i);

  return winners;
}
