/* balut-session.c — the game in play: saved, recorded, resumed, and its
 * computer seats and hints
 *
 * SPDX-FileCopyrightText: 2026 The Balut developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A window shows one session; the session does the game's work around
 * the rules, with GLib only, so it is tested without a display:
 *
 * - the game in play is saved after every action (BalutAutosaver) and
 *   restored at the next start;
 * - a finished game is recorded in the store once, and is final: no
 *   undo takes its last entry back (a person may take back their own
 *   last entry until the next throw, while the game goes on);
 * - the computer seats play their turns move by move, with a pause
 *   between moves so people can follow, while the strategy of the turn
 *   is worked out in a thread (balut_strategy_new_for_turn_async());
 * - a person asks for a hint for their dice, worked out the same way.
 *
 * Work asked of the strategy engine belongs to a position of the game:
 * its result is taken only if the game is still there (no new game, no
 * undo, the same turn, player and, for a hint, throw). Results that come
 * too late are dropped and counted (balut_session_get_n_discarded()).
 */

#include "config.h"

#include <glib/gi18n.h>

#include "balut-autosave.h"
#include "balut-session.h"

#define DEFAULT_COMPUTER_PAUSE_MS 650

struct _BalutSession
{
  GObject               parent_instance;

  BalutGame            *game;
  GSignalGroup         *game_signals;
  BalutAutosaver       *autosaver;      /* nullable: nothing is saved */

  BalutSessionStoreFunc store_func;
  gpointer              store_data;
  GDestroyNotify        store_destroy;
  /* the last game recorded and its row: once a game is recorded, it is
   * not recorded again, even when it comes back to the session */
  BalutGame            *recorded_game;  /* weak */
  gint64                recorded_id;

  /* Changes with the game and with an undo: work asked for before
   * belongs to another game, or another course of it. */
  guint                 epoch;

  gboolean              paused;
  guint                 computer_pause_ms;
  guint                 computer_source;

  /* a computer seat's turn, worked out while its first throw is shown */
  BalutStrategy        *computer_strategy;
  guint                 computer_turn;
  guint                 computer_epoch;
  GCancellable         *computer_cancellable;   /* a strategy under way */
  guint                 computer_job_turn;
  guint                 computer_job_epoch;
  gboolean              computer_waiting;       /* a move waits for it */

  /* a computer seat's entry held on screen before the next turn */
  guint                 computer_hold_ms;
  guint                 hold_source;
  gboolean              holding;
  gboolean              game_over_held;         /* the game ended with it */
  GError               *game_over_error;

  /* the hint: shown until the dice change */
  GCancellable         *hint_cancellable;       /* a hint under way */
  gboolean              has_hint;
  BalutSessionHint      hint;
  guint                 hint_epoch;
  guint                 hint_turn;
  guint                 hint_n_throws;

  /* tests */
  guint                 strategy_delay_ms;
  guint                 n_discarded;
};

G_DEFINE_FINAL_TYPE (BalutSession, balut_session, G_TYPE_OBJECT)
G_DEFINE_QUARK (balut-session-error-quark, balut_session_error)

enum {
  PROP_0,
  PROP_GAME,
  PROP_PAUSED,
  PROP_COMPUTER_PAUSE,
  PROP_COMPUTER_HOLD,
  PROP_HOLDING,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

enum {
  COMPUTER_ENTERED,
  GAME_OVER,
  HINT_CHANGED,
  MOVE_FAILED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

/* One piece of work of the strategy engine, and the position it is for */
typedef struct
{
  GWeakRef      session;
  GCancellable *cancellable;
  gboolean      hint;
  BalutLevel    level;
  guint         epoch;
  guint         turn;
  guint         player;
  guint         n_throws;
} Job;

static void schedule_computer (BalutSession *self);
static void computer_step (BalutSession *self);

static BalutPlayer *
current_player (BalutSession *self)
{
  if (self->game == NULL || balut_game_get_n_players (self->game) == 0)
    return NULL;
  return balut_game_get_player (self->game, balut_game_get_current_player (self->game));
}

/* ------------------------------------------------------------ the store */

/* Keeps a finished game in the store, once. Returns FALSE with @error
 * when it could not be kept (the game's save stays, so it is recorded
 * at the next start). */
static gboolean
record_game (BalutSession  *self,
             GError       **error)
{
  BalutStore *store;
  const char *notice = NULL;
  g_autoptr(GDateTime) now = NULL;
  gint64 id;

  if (self->game == NULL || !balut_game_is_finished (self->game)
      || balut_session_get_store_id (self) != 0)
    return TRUE;

  store = balut_session_get_store (self, &notice);
  if (store == NULL)
    {
      g_set_error_literal (error, BALUT_STORE_ERROR, BALUT_STORE_ERROR_FAILED,
                           notice != NULL ? notice : _("The scores cannot be kept."));
      return FALSE;
    }

  now = g_date_time_new_now_local ();
  id = balut_store_add_game (store, self->game, balut_store_mode_for_game (self->game), now, error);
  if (id <= 0)
    return FALSE;
  g_set_weak_pointer (&self->recorded_game, self->game);
  self->recorded_id = id;

  /* recorded: the save of the game in play has done its work (until it
   * is recorded, a finished game stays saved, and is recorded at the
   * next start if Balut ends first) */
  if (self->autosaver != NULL)
    {
      g_autoptr(GError) local_error = NULL;

      if (!balut_autosaver_clear (self->autosaver, &local_error))
        g_warning ("The save of a recorded game stays: %s", local_error->message);
    }
  return TRUE;
}

/* ------------------------------------------------- the strategy engine */

static void
cancel_job (GCancellable **cancellable)
{
  if (*cancellable != NULL)
    g_cancellable_cancel (*cancellable);
  g_clear_object (cancellable);
}

static void
job_free (Job *job)
{
  g_weak_ref_clear (&job->session);
  g_clear_object (&job->cancellable);
  g_free (job);
}

/* Whether the game is still where the job was asked */
static gboolean
job_is_current (BalutSession *self,
                const Job    *job)
{
  return self->game != NULL
         && job->epoch == self->epoch
         && !balut_game_is_finished (self->game)
         && job->turn == balut_game_get_turn_number (self->game)
         && job->player == balut_game_get_current_player (self->game)
         && (!job->hint || job->n_throws == balut_game_get_n_throws (self->game));
}

/* The job is over: no longer under way for the session. Returns whether
 * its result is still wanted; if not, it is counted as dropped. */
static gboolean
job_done (BalutSession *self,
          Job          *job,
          gboolean      have_result)
{
  GCancellable **current = job->hint ? &self->hint_cancellable : &self->computer_cancellable;

  if (*current == job->cancellable)
    g_clear_object (current);

  if (!have_result || g_cancellable_is_cancelled (job->cancellable) || !job_is_current (self, job))
    {
      self->n_discarded++;
      return FALSE;
    }
  return TRUE;
}

static void
computer_strategy_taken (BalutSession  *self,
                         Job           *job,
                         BalutStrategy *strategy)
{
  g_clear_pointer (&self->computer_strategy, balut_strategy_free);
  self->computer_strategy = strategy;
  self->computer_turn = job->turn;
  self->computer_epoch = job->epoch;

  if (self->computer_waiting)
    {
      self->computer_waiting = FALSE;
      computer_step (self);
    }
}

static void
hint_taken (BalutSession                *self,
            const BalutStrategyDecision *decision)
{
  self->has_hint = TRUE;
  self->hint.player = balut_game_get_current_player (self->game);
  self->hint.throws_left = balut_game_get_throws_left (self->game);
  balut_dice_get_values (balut_game_get_dice (self->game), self->hint.dice);
  self->hint.decision = *decision;

  /* help was used: the high scores mark the game (and its save says so) */
  balut_game_mark_assisted (self->game);

  g_signal_emit (self, signals[HINT_CHANGED], 0);
}

static void
job_ready_cb (GObject      *source_object,
              GAsyncResult *result,
              gpointer      user_data)
{
  Job *job = user_data;
  g_autoptr(BalutSession) self = g_weak_ref_get (&job->session);
  g_autoptr(BalutStrategy) strategy = NULL;
  BalutStrategyDecision decision;

  strategy = balut_strategy_new_for_turn_finish (result, job->hint ? &decision : NULL, NULL);
  if (self != NULL && job_done (self, job, strategy != NULL))
    {
      if (job->hint)
        hint_taken (self, &decision);
      else
        computer_strategy_taken (self, job, g_steal_pointer (&strategy));
    }
  job_free (job);
}

static void
job_start (BalutSession *self,
           Job          *job)
{
  if (g_cancellable_is_cancelled (job->cancellable) || !job_is_current (self, job))
    {
      job_done (self, job, FALSE);
      job_free (job);
      return;
    }
  balut_strategy_new_for_turn_async (self->game, job->level,
                                     job->hint ? BALUT_STRATEGY_TURN_DECIDE : BALUT_STRATEGY_TURN_TO_WIN,
                                     job->cancellable, job_ready_cb, job);
}

static gboolean
job_delayed_cb (gpointer data)
{
  Job *job = data;
  g_autoptr(BalutSession) self = g_weak_ref_get (&job->session);

  if (self == NULL)
    job_free (job);
  else
    job_start (self, job);
  return G_SOURCE_REMOVE;
}

/* Starts the strategy engine on the current position: the current
 * computer seat's turn at its level (played to win at the end), or the
 * Expert's hint for a person's dice. Returns: (transfer full): what
 * cancels it. */
static GCancellable *
run_job (BalutSession *self,
         gboolean      hint)
{
  Job *job = g_new0 (Job, 1);
  GCancellable *cancellable = g_cancellable_new ();

  g_weak_ref_init (&job->session, self);
  job->cancellable = g_object_ref (cancellable);
  job->hint = hint;
  job->level = hint ? BALUT_LEVEL_EXPERT : balut_player_get_level (current_player (self));
  job->epoch = self->epoch;
  job->turn = balut_game_get_turn_number (self->game);
  job->player = balut_game_get_current_player (self->game);
  job->n_throws = balut_game_get_n_throws (self->game);

  /* a test's slow strategy engine: the game can change meanwhile */
  if (self->strategy_delay_ms > 0)
    g_timeout_add (self->strategy_delay_ms, job_delayed_cb, job);
  else
    job_start (self, job);

  return cancellable;
}

/* ------------------------------------------------------- computer seats */

static gboolean
computer_can_move (BalutSession *self)
{
  BalutPlayer *player = current_player (self);

  /* nobody plays while the session is paused (a prompt asks, the dice
   * still roll) or a computer's entry is held on screen */
  return player != NULL
         && !self->paused
         && !self->holding
         && !balut_game_is_finished (self->game)
         && balut_player_get_kind (player) == BALUT_PLAYER_COMPUTER;
}

/* Starts working out the current computer seat's turn, unless it is
 * known or under way. */
static void
ensure_computer_strategy (BalutSession *self)
{
  guint turn;

  if (!computer_can_move (self))
    return;

  turn = balut_game_get_turn_number (self->game);
  if (self->computer_strategy != NULL && self->computer_turn == turn && self->computer_epoch == self->epoch)
    return;
  if (self->computer_cancellable != NULL && self->computer_job_turn == turn && self->computer_job_epoch == self->epoch)
    return;

  cancel_job (&self->computer_cancellable);
  g_clear_pointer (&self->computer_strategy, balut_strategy_free);

  self->computer_cancellable = run_job (self, FALSE);
  self->computer_job_turn = turn;
  self->computer_job_epoch = self->epoch;
}

/* ----------------------------------------------- a computer's entry held */

static void
set_holding (BalutSession *self,
             gboolean      holding)
{
  if (self->holding == holding)
    return;
  self->holding = holding;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_HOLDING]);
}

/* The entry was seen: the next turn begins (or the game's end is told) */
static void
end_hold (BalutSession *self)
{
  g_autoptr(GError) error = NULL;
  gboolean game_over = self->game_over_held;

  g_clear_handle_id (&self->hold_source, g_source_remove);
  error = g_steal_pointer (&self->game_over_error);
  self->game_over_held = FALSE;
  set_holding (self, FALSE);

  if (game_over)
    g_signal_emit (self, signals[GAME_OVER], 0, error);
  schedule_computer (self);
}

static gboolean
hold_done_cb (gpointer data)
{
  BalutSession *self = data;

  self->hold_source = 0;
  end_hold (self);
  return G_SOURCE_REMOVE;
}

/* Forgets a hold without telling its end: another game, an undo */
static void
drop_hold (BalutSession *self)
{
  g_clear_handle_id (&self->hold_source, g_source_remove);
  g_clear_error (&self->game_over_error);
  self->game_over_held = FALSE;
  set_holding (self, FALSE);
}

/* A computer seat enters its dice: held on screen for computer-hold
 * milliseconds (its sheet, the box and what it scored), so that people
 * can follow it, before the next player's turn is shown. */
static gboolean
computer_enter (BalutSession  *self,
                const BalutBox *box,
                GError       **error)
{
  guint player = balut_game_get_current_player (self->game);
  const BalutTurn *turn;

  /* held from before the entry: the window keeps the computer's sheet
   * when the game passes the turn on */
  if (self->computer_hold_ms > 0)
    {
      set_holding (self, TRUE);
      self->hold_source = g_timeout_add (self->computer_hold_ms, hold_done_cb, self);
    }

  if (!balut_game_enter (self->game, box->category, box->box, error))
    {
      drop_hold (self);
      return FALSE;
    }

  turn = balut_game_get_turn (self->game, balut_game_get_n_turns (self->game) - 1);
  g_signal_emit (self, signals[COMPUTER_ENTERED], 0,
                 player, (guint) box->category, box->box, turn->score);
  return TRUE;
}

/* Forgets the computer's work: a new game, an undo, the end */
static void
reset_computer (BalutSession *self)
{
  drop_hold (self);
  self->epoch++;
  g_clear_handle_id (&self->computer_source, g_source_remove);
  cancel_job (&self->computer_cancellable);
  g_clear_pointer (&self->computer_strategy, balut_strategy_free);
  self->computer_waiting = FALSE;
}

static void
move_failed (BalutSession *self,
             const GError *error)
{
  g_signal_emit (self, signals[MOVE_FAILED], 0, error);
}

/* One move of a computer seat: the first throw, then holds and throws or
 * the entry as the strategy for its level decides. */
static void
computer_step (BalutSession *self)
{
  g_autoptr(GError) error = NULL;
  BalutStrategyDecision decision;
  guint8 dice[BALUT_N_DICE];
  guint turn;

  if (!computer_can_move (self))
    return;

  if (balut_game_get_n_throws (self->game) == 0)
    {
      if (!balut_game_roll (self->game, &error))
        move_failed (self, error);
      else
        schedule_computer (self);
      return;
    }

  /* the turn's strategy (worked out while the first throw was shown);
   * the game goes on meanwhile */
  turn = balut_game_get_turn_number (self->game);
  if (self->computer_strategy == NULL || self->computer_turn != turn || self->computer_epoch != self->epoch)
    {
      self->computer_waiting = TRUE;
      ensure_computer_strategy (self);
      return;
    }

  balut_dice_get_values (balut_game_get_dice (self->game), dice);
  if (!balut_strategy_decide (self->computer_strategy, dice,
                              balut_game_get_throws_left (self->game), &decision))
    {
      /* no legal box: cannot happen in a game not finished */
      g_critical ("The computer player found no move in turn %u", turn);
      return;
    }

  if (!decision.stop && balut_game_get_throws_left (self->game) > 0)
    {
      for (guint i = 0; i < BALUT_N_DICE && error == NULL; i++)
        balut_game_set_held (self->game, i, decision.held[i], &error);
      if (error == NULL)
        balut_game_roll (self->game, &error);
    }
  else
    computer_enter (self, &decision.box, &error);

  if (error != NULL)
    move_failed (self, error);
  else
    schedule_computer (self);
}

static gboolean
computer_step_cb (gpointer data)
{
  BalutSession *self = data;

  self->computer_source = 0;
  computer_step (self);
  return G_SOURCE_REMOVE;
}

static void
schedule_computer (BalutSession *self)
{
  if (!computer_can_move (self))
    return;

  /* the turn is worked out while its first throw is shown */
  ensure_computer_strategy (self);
  if (self->computer_source != 0 || self->computer_waiting)
    return;

  self->computer_source = g_timeout_add (self->computer_pause_ms, computer_step_cb, self);
}

/* ------------------------------------------------------------------ hint */

/* Whether the hint shown, or under way, is for the position in play */
static gboolean
hint_is_current (BalutSession *self)
{
  return self->game != NULL
         && self->hint_epoch == self->epoch
         && self->hint_turn == balut_game_get_turn_number (self->game)
         && self->hint_n_throws == balut_game_get_n_throws (self->game)
         && balut_session_current_is_human (self);
}

/* The dice changed (or the turn, or the game): the hint goes. */
static void
clear_hint (BalutSession *self)
{
  cancel_job (&self->hint_cancellable);
  if (!self->has_hint)
    return;

  self->has_hint = FALSE;
  g_signal_emit (self, signals[HINT_CHANGED], 0);
}

/* ------------------------------------------------------ the game's signals */

static void
game_changed_cb (BalutSession *self)
{
  if (!hint_is_current (self))
    clear_hint (self);
  schedule_computer (self);
}

static void
game_finished_cb (BalutSession *self)
{
  g_autoptr(GError) error = NULL;

  record_game (self, &error);
  /* told once the last entry has been seen */
  if (self->holding)
    {
      self->game_over_held = TRUE;
      g_clear_error (&self->game_over_error);
      self->game_over_error = g_steal_pointer (&error);
      return;
    }
  g_signal_emit (self, signals[GAME_OVER], 0, error);
}

/* ------------------------------------------------------------ GObject */

static void
balut_session_dispose (GObject *object)
{
  BalutSession *self = BALUT_SESSION (object);

  reset_computer (self);
  cancel_job (&self->hint_cancellable);
  /* a save still waiting is written now */
  if (self->autosaver != NULL)
    balut_autosaver_set_game (self->autosaver, NULL);
  g_clear_object (&self->autosaver);
  if (self->game_signals != NULL)
    g_signal_group_set_target (self->game_signals, NULL);
  g_clear_object (&self->game_signals);
  g_clear_object (&self->game);
  g_clear_weak_pointer (&self->recorded_game);
  if (self->store_destroy != NULL)
    g_clear_pointer (&self->store_data, self->store_destroy);
  self->store_func = NULL;

  G_OBJECT_CLASS (balut_session_parent_class)->dispose (object);
}

static void
balut_session_get_property (GObject    *object,
                            guint       prop_id,
                            GValue     *value,
                            GParamSpec *pspec)
{
  BalutSession *self = BALUT_SESSION (object);

  switch (prop_id)
    {
    case PROP_GAME:
      g_value_set_object (value, self->game);
      break;
    case PROP_PAUSED:
      g_value_set_boolean (value, self->paused);
      break;
    case PROP_COMPUTER_PAUSE:
      g_value_set_uint (value, self->computer_pause_ms);
      break;
    case PROP_COMPUTER_HOLD:
      g_value_set_uint (value, self->computer_hold_ms);
      break;
    case PROP_HOLDING:
      g_value_set_boolean (value, self->holding);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
balut_session_set_property (GObject      *object,
                            guint         prop_id,
                            const GValue *value,
                            GParamSpec   *pspec)
{
  BalutSession *self = BALUT_SESSION (object);

  switch (prop_id)
    {
    case PROP_GAME:
      balut_session_set_game (self, g_value_get_object (value));
      break;
    case PROP_PAUSED:
      balut_session_set_paused (self, g_value_get_boolean (value));
      break;
    case PROP_COMPUTER_PAUSE:
      balut_session_set_computer_pause (self, g_value_get_uint (value));
      break;
    case PROP_COMPUTER_HOLD:
      balut_session_set_computer_hold (self, g_value_get_uint (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
balut_session_class_init (BalutSessionClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->dispose = balut_session_dispose;
  object_class->get_property = balut_session_get_property;
  object_class->set_property = balut_session_set_property;

  properties[PROP_GAME] =
    g_param_spec_object ("game", NULL, NULL, BALUT_TYPE_GAME,
                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  /* While paused, the computer seats wait and no hint is given: a prompt
   * asks the player something, or the dice are still rolling. */
  properties[PROP_PAUSED] =
    g_param_spec_boolean ("paused", NULL, NULL, FALSE,
                          G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  /* The pause between a computer seat's moves, so people can follow */
  properties[PROP_COMPUTER_PAUSE] =
    g_param_spec_uint ("computer-pause", NULL, NULL, 0, 60000, DEFAULT_COMPUTER_PAUSE_MS,
                       G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  /* How long a computer seat's entry stays on screen before the next
   * turn (0: not at all) */
  properties[PROP_COMPUTER_HOLD] =
    g_param_spec_uint ("computer-hold", NULL, NULL, 0, 60000, 0,
                       G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  /* Whether a computer seat's entry is held on screen now: nobody moves
   * until it ends */
  properties[PROP_HOLDING] =
    g_param_spec_boolean ("holding", NULL, NULL, FALSE,
                          G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  /**
   * BalutSession::computer-entered:
   * @player: the computer seat
   * @category: the #BalutCategory of the box
   * @box: the box, 0 … 3 or %BALUT_BOX_JACKPOT
   * @score: what it scored (0: struck)
   *
   * A computer seat entered its dice; while #BalutSession:holding, the
   * entry is held on screen before the next turn.
   */
  signals[COMPUTER_ENTERED] =
    g_signal_new ("computer-entered", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 4, G_TYPE_UINT, G_TYPE_UINT, G_TYPE_UINT, G_TYPE_INT);
  /**
   * BalutSession::game-over:
   * @error: (nullable): why the game could not be recorded, or %NULL
   *   when it was (balut_session_get_store_id())
   *
   * The game just ended, and was recorded in the store.
   */
  signals[GAME_OVER] =
    g_signal_new ("game-over", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_ERROR | G_SIGNAL_TYPE_STATIC_SCOPE);
  /**
   * BalutSession::hint-changed:
   *
   * A hint came (balut_session_get_hint()), or went with the dice it
   * was for.
   */
  signals[HINT_CHANGED] =
    g_signal_new ("hint-changed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 0);
  /**
   * BalutSession::move-failed:
   * @error: why
   *
   * A computer seat's move was refused by the game: it cannot happen,
   * but if it does, the player is told rather than left waiting.
   */
  signals[MOVE_FAILED] =
    g_signal_new ("move-failed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_ERROR | G_SIGNAL_TYPE_STATIC_SCOPE);
}

static void
balut_session_init (BalutSession *self)
{
  self->computer_pause_ms = DEFAULT_COMPUTER_PAUSE_MS;

  self->game_signals = g_signal_group_new (BALUT_TYPE_GAME);
  g_signal_group_connect_swapped (self->game_signals, "notify::state", G_CALLBACK (game_changed_cb), self);
  g_signal_group_connect_swapped (self->game_signals, "notify::n-throws", G_CALLBACK (game_changed_cb), self);
  g_signal_group_connect_swapped (self->game_signals, "notify::can-undo", G_CALLBACK (game_changed_cb), self);
  g_signal_group_connect_swapped (self->game_signals, "notify::current-player", G_CALLBACK (game_changed_cb), self);
  g_signal_group_connect_swapped (self->game_signals, "finished", G_CALLBACK (game_finished_cb), self);
}

/* ------------------------------------------------------------ public API */

/**
 * balut_session_new:
 * @autosave_path: (nullable): where the game in play is saved
 *   (balut-autosave.h), or %NULL to save nothing
 *
 * Returns: (transfer full): a session with no game yet
 */
BalutSession *
balut_session_new (const char *autosave_path)
{
  BalutSession *self = g_object_new (BALUT_TYPE_SESSION, NULL);

  if (autosave_path != NULL)
    self->autosaver = balut_autosaver_new (autosave_path);
  return self;
}

/**
 * balut_session_get_game:
 *
 * Returns: (transfer none) (nullable): the game in play
 */
BalutGame *
balut_session_get_game (BalutSession *self)
{
  g_return_val_if_fail (BALUT_IS_SESSION (self), NULL);
  return self->game;
}

/**
 * balut_session_set_game:
 * @game: (nullable): the game to play from now on
 *
 * Whatever was worked out belongs to the game before. @game is saved as
 * it is played; a finished one (a save found at start-up) is recorded
 * like one finished here.
 */
void
balut_session_set_game (BalutSession *self,
                        BalutGame    *game)
{
  g_return_if_fail (BALUT_IS_SESSION (self));
  g_return_if_fail (game == NULL || BALUT_IS_GAME (game));

  if (self->game == game)
    return;

  reset_computer (self);
  clear_hint (self);

  g_set_object (&self->game, game);
  g_signal_group_set_target (self->game_signals, game);
  if (self->autosaver != NULL)
    balut_autosaver_set_game (self->autosaver, game);

  if (game != NULL && balut_game_is_finished (game))
    {
      g_autoptr(GError) error = NULL;

      if (!record_game (self, &error))
        g_warning ("A finished game could not be recorded: %s", error->message);
    }

  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_GAME]);
  schedule_computer (self);
}

/**
 * balut_session_restore:
 * @resumable: (out): whether the game restored is one to resume (begun
 *   and not finished): the player is asked, with the session paused
 *
 * Takes the game saved by a previous session, if there is one to take:
 * a finished one (recorded now: it was not yet) or one in play. A save
 * that cannot be read is moved aside and said in @error.
 *
 * Returns: whether a saved game is now the session's; %FALSE (with
 *   @error set when a save could not be read) when the caller should
 *   start a new game
 */
gboolean
balut_session_restore (BalutSession  *self,
                       gboolean      *resumable,
                       GError       **error)
{
  g_autoptr(BalutGame) saved = NULL;

  g_return_val_if_fail (BALUT_IS_SESSION (self), FALSE);
  g_return_val_if_fail (resumable != NULL, FALSE);

  *resumable = FALSE;
  if (self->autosaver == NULL)
    return FALSE;

  saved = balut_autosave_load (balut_autosaver_get_path (self->autosaver), NULL, error);
  /* one not even started is no game to resume */
  if (saved == NULL || !balut_game_is_started (saved))
    return FALSE;

  *resumable = !balut_game_is_finished (saved);
  balut_session_set_game (self, saved);
  return TRUE;
}

/**
 * balut_session_get_autosaver:
 *
 * Returns: (transfer none) (nullable): what keeps the game on disk
 */
BalutAutosaver *
balut_session_get_autosaver (BalutSession *self)
{
  g_return_val_if_fail (BALUT_IS_SESSION (self), NULL);
  return self->autosaver;
}

/**
 * balut_session_set_store_func:
 * @func: (nullable): gives the store when it is first needed
 *
 * Where finished games are recorded. The store is asked for only when
 * needed, so that opening it costs nothing at start-up.
 */
void
balut_session_set_store_func (BalutSession          *self,
                              BalutSessionStoreFunc  func,
                              gpointer               user_data,
                              GDestroyNotify         destroy)
{
  g_return_if_fail (BALUT_IS_SESSION (self));

  if (self->store_destroy != NULL)
    g_clear_pointer (&self->store_data, self->store_destroy);
  self->store_func = func;
  self->store_data = user_data;
  self->store_destroy = destroy;
}

/**
 * balut_session_get_store:
 * @notice: (out) (optional) (transfer none): why the store is missing or
 *   read-only
 *
 * Returns: (transfer none) (nullable): the store of finished games
 */
BalutStore *
balut_session_get_store (BalutSession  *self,
                         const char   **notice)
{
  g_return_val_if_fail (BALUT_IS_SESSION (self), NULL);

  if (notice != NULL)
    *notice = NULL;
  if (self->store_func == NULL)
    return NULL;
  return self->store_func (self->store_data, notice);
}

/**
 * balut_session_get_store_id:
 *
 * Returns: the game's id in the store once it is recorded, else 0
 */
gint64
balut_session_get_store_id (BalutSession *self)
{
  g_return_val_if_fail (BALUT_IS_SESSION (self), 0);
  return self->game != NULL && self->game == self->recorded_game ? self->recorded_id : 0;
}

void
balut_session_high_score_free (BalutSessionHighScore *entry)
{
  if (entry == NULL)
    return;
  g_free (entry->name);
  g_free (entry);
}

/* R22's order of a high-score table, without the date: whether @a ranks
 * strictly above @b */
static gboolean
ranks_above (const BalutScoreEntry *a,
             const BalutScoreEntry *b)
{
  return a->points > b->points || (a->points == b->points && a->score_total > b->score_total);
}

/**
 * balut_session_list_new_high_scores:
 *
 * The players of the game just recorded who set a new high score: a
 * place in the variant's top ten (people only) with more final points
 * than a game recorded before it. A place that beats no earlier game on
 * points is not a new high score: not the first game of a table, not a
 * game that only fills an empty place at its foot, never −2 points, and
 * not a better score total alone (it only orders equal points). Places
 * are those of R22 (equal points and score total share one).
 *
 * Returns: (transfer full) (element-type BalutSessionHighScore): the
 *   places, best first; empty when the game is not recorded
 */
GPtrArray *
balut_session_list_new_high_scores (BalutSession *self)
{
  GPtrArray *result = g_ptr_array_new_with_free_func ((GDestroyNotify) balut_session_high_score_free);
  BalutStore *store;
  g_autoptr(GPtrArray) entries = NULL;
  guint place = 0;

  g_return_val_if_fail (BALUT_IS_SESSION (self), result);

  if (balut_session_get_store_id (self) == 0 || (store = balut_session_get_store (self, NULL)) == NULL)
    return result;
  /* the top ten, and below it the game a tenth place pushed out (after
   * the game's other players, at the most) */
  entries = balut_store_list_high_scores (store, balut_game_get_variant (self->game),
                                          balut_store_mode_for_game (self->game), 10 + balut_game_get_n_players (self->game), NULL);
  for (guint i = 0; entries != NULL && i < MIN (entries->len, 10); i++)
    {
      BalutScoreEntry *entry = g_ptr_array_index (entries, i);
      BalutScoreEntry *previous = i > 0 ? g_ptr_array_index (entries, i - 1) : NULL;
      gboolean beats_earlier = FALSE;

      /* R22: high-score tables rank by points, then score total; equal
       * in both share a place */
      if (previous == NULL || ranks_above (previous, entry))
        place = i + 1;
      if (entry->game_id != self->recorded_id)
        continue;
      for (guint j = i + 1; j < entries->len && !beats_earlier; j++)
        {
          BalutScoreEntry *below = g_ptr_array_index (entries, j);

          beats_earlier = below->game_id != self->recorded_id && entry->points > below->points;
        }
      if (beats_earlier)
        {
          BalutSessionHighScore *high = g_new0 (BalutSessionHighScore, 1);

          high->name = g_strdup (entry->name);
          high->place = place;
          g_ptr_array_add (result, high);
        }
    }
  return result;
}

/**
 * balut_session_current_is_human:
 *
 * Returns: whether a person plays the turn now
 */
gboolean
balut_session_current_is_human (BalutSession *self)
{
  BalutPlayer *player;

  g_return_val_if_fail (BALUT_IS_SESSION (self), FALSE);

  player = current_player (self);
  return player != NULL && balut_player_get_kind (player) == BALUT_PLAYER_HUMAN;
}

/**
 * balut_session_can_roll:
 *
 * Returns: whether a person may throw now (R1, O2)
 */
gboolean
balut_session_can_roll (BalutSession *self)
{
  g_return_val_if_fail (BALUT_IS_SESSION (self), FALSE);

  return balut_session_current_is_human (self)
         && !self->holding
         && balut_game_get_mode (self->game) == BALUT_GAME_MODE_DIGITAL
         && !balut_game_is_finished (self->game)
         && balut_dice_can_roll (balut_game_get_dice (self->game), NULL);
}

/**
 * balut_session_get_undo_seat:
 *
 * Undo is offered for a person's last entry, until the next throw (even
 * while a computer seat is about to throw), and never once the game is
 * over: a finished game is recorded, and final (its results can be shown
 * again instead).
 *
 * Returns: the seat whose entry balut_session_undo() would take back, or
 *   -1 when there is none to take back
 */
gint
balut_session_get_undo_seat (BalutSession *self)
{
  const BalutTurn *last;

  g_return_val_if_fail (BALUT_IS_SESSION (self), -1);

  if (self->game == NULL || balut_game_is_finished (self->game) || !balut_game_can_undo (self->game))
    return -1;

  last = balut_game_get_turn (self->game, balut_game_get_n_turns (self->game) - 1);
  if (balut_player_get_kind (balut_game_get_player (self->game, last->player)) != BALUT_PLAYER_HUMAN)
    return -1;
  return (gint) last->player;
}

/**
 * balut_session_can_undo:
 *
 * Returns: whether balut_session_undo() would undo an entry
 *   (balut_session_get_undo_seat ())
 */
gboolean
balut_session_can_undo (BalutSession *self)
{
  g_return_val_if_fail (BALUT_IS_SESSION (self), FALSE);
  return balut_session_get_undo_seat (self) >= 0;
}

/**
 * balut_session_undo_is_anothers:
 *
 * In a game of several people, the entry undo would take back may be the
 * last person's while it is already the next person's turn: then a
 * window asks before taking it back, naming whose it is.
 *
 * Returns: whether the entry to undo is not the current player's own
 *   while the current player is a person
 */
gboolean
balut_session_undo_is_anothers (BalutSession *self)
{
  gint seat;
  guint current;

  g_return_val_if_fail (BALUT_IS_SESSION (self), FALSE);

  seat = balut_session_get_undo_seat (self);
  if (seat < 0)
    return FALSE;
  current = balut_game_get_current_player (self->game);
  return (guint) seat != current
         && balut_player_get_kind (balut_game_get_player (self->game, current)) == BALUT_PLAYER_HUMAN;
}

/* A person's move: refused when it is a computer seat's turn */
static gboolean
check_human (BalutSession  *self,
             GError       **error)
{
  if (balut_session_current_is_human (self) && !self->holding)
    return TRUE;
  g_set_error_literal (error, BALUT_SESSION_ERROR, BALUT_SESSION_ERROR_NOT_YOUR_TURN,
                       _("It is a computer player’s turn."));
  return FALSE;
}

/**
 * balut_session_roll:
 *
 * A person throws the dice not held (R1).
 */
gboolean
balut_session_roll (BalutSession  *self,
                    GError       **error)
{
  g_return_val_if_fail (BALUT_IS_SESSION (self), FALSE);
  return check_human (self, error) && balut_game_roll (self->game, error);
}

/**
 * balut_session_is_pad_turn:
 *
 * Returns: whether a person plays now in a scoring-pad game: they type
 *   in the dice they threw at the table (balut_session_set_pad_dice())
 */
gboolean
balut_session_is_pad_turn (BalutSession *self)
{
  g_return_val_if_fail (BALUT_IS_SESSION (self), FALSE);

  return self->game != NULL
         && balut_game_get_mode (self->game) == BALUT_GAME_MODE_PAD
         && balut_session_current_is_human (self)
         && !self->holding
         && !balut_game_is_finished (self->game);
}

/**
 * balut_session_set_pad_dice:
 * @values: the five dice thrown at the table, 1–6 each
 * @throws_used: how many throws they took, or 0 when not said
 *
 * A person's dice in a scoring-pad game (balut_game_set_pad_dice()):
 * again before the entry, it corrects them.
 */
gboolean
balut_session_set_pad_dice (BalutSession  *self,
                            const guint8   values[BALUT_N_DICE],
                            guint          throws_used,
                            GError       **error)
{
  g_return_val_if_fail (BALUT_IS_SESSION (self), FALSE);
  g_return_val_if_fail (values != NULL, FALSE);

  return check_human (self, error)
         && balut_game_set_pad_dice (self->game, values, throws_used, error);
}

/**
 * balut_session_toggle_held:
 * @die: 0 … 4
 *
 * A person holds a die, or lets it go.
 */
gboolean
balut_session_toggle_held (BalutSession  *self,
                           guint          die,
                           GError       **error)
{
  g_return_val_if_fail (BALUT_IS_SESSION (self), FALSE);
  return check_human (self, error) && balut_game_toggle_held (self->game, die, error);
}

/**
 * balut_session_enter:
 *
 * A person enters the dice in a box of their sheet.
 */
gboolean
balut_session_enter (BalutSession   *self,
                     BalutCategory   category,
                     guint           box,
                     GError        **error)
{
  g_return_val_if_fail (BALUT_IS_SESSION (self), FALSE);
  return check_human (self, error) && balut_game_enter (self->game, category, box, error);
}

/**
 * balut_session_undo:
 *
 * Undoes a person's last entry (balut_session_can_undo()); never an
 * entry of a game that is over.
 */
gboolean
balut_session_undo (BalutSession  *self,
                    GError       **error)
{
  g_return_val_if_fail (BALUT_IS_SESSION (self), FALSE);

  if (!balut_session_can_undo (self))
    {
      g_set_error_literal (error, BALUT_SESSION_ERROR, BALUT_SESSION_ERROR_NOTHING_TO_UNDO,
                           _("There is no entry of yours to undo."));
      return FALSE;
    }

  /* the computer's next turn is no longer the one being worked out */
  reset_computer (self);
  clear_hint (self);
  return balut_game_undo (self->game, error);
}

gboolean
balut_session_get_paused (BalutSession *self)
{
  g_return_val_if_fail (BALUT_IS_SESSION (self), FALSE);
  return self->paused;
}

/**
 * balut_session_set_paused:
 *
 * While paused, the computer seats wait and no hint is given (a prompt
 * asks, the dice roll); they go on when it ends.
 */
void
balut_session_set_paused (BalutSession *self,
                          gboolean      paused)
{
  g_return_if_fail (BALUT_IS_SESSION (self));

  paused = !!paused;
  if (self->paused == paused)
    return;
  self->paused = paused;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_PAUSED]);
  schedule_computer (self);
}

guint
balut_session_get_computer_pause (BalutSession *self)
{
  g_return_val_if_fail (BALUT_IS_SESSION (self), 0);
  return self->computer_pause_ms;
}

/**
 * balut_session_set_computer_pause:
 * @pause_ms: the pause before each move of a computer seat
 */
void
balut_session_set_computer_pause (BalutSession *self,
                                  guint         pause_ms)
{
  g_return_if_fail (BALUT_IS_SESSION (self));

  if (self->computer_pause_ms == pause_ms)
    return;
  self->computer_pause_ms = pause_ms;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_COMPUTER_PAUSE]);
}

guint
balut_session_get_computer_hold (BalutSession *self)
{
  g_return_val_if_fail (BALUT_IS_SESSION (self), 0);
  return self->computer_hold_ms;
}

/**
 * balut_session_set_computer_hold:
 * @hold_ms: how long a computer seat's entry stays on screen before the
 *   next turn, or 0 for not at all
 *
 * A change applies from the next entry on.
 */
void
balut_session_set_computer_hold (BalutSession *self,
                                 guint         hold_ms)
{
  g_return_if_fail (BALUT_IS_SESSION (self));

  if (self->computer_hold_ms == hold_ms)
    return;
  self->computer_hold_ms = hold_ms;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_COMPUTER_HOLD]);
}

/**
 * balut_session_get_holding:
 *
 * Returns: whether a computer seat's entry is held on screen: nobody
 *   moves until the hold ends (#BalutSession:holding goes %FALSE)
 */
gboolean
balut_session_get_holding (BalutSession *self)
{
  g_return_val_if_fail (BALUT_IS_SESSION (self), FALSE);
  return self->holding;
}

/**
 * balut_session_end_hold:
 *
 * Ends the hold of a computer seat's entry now (the player has seen it).
 */
void
balut_session_end_hold (BalutSession *self)
{
  g_return_if_fail (BALUT_IS_SESSION (self));

  if (self->holding)
    end_hold (self);
}

/**
 * balut_session_hint_possible:
 *
 * Returns: whether a hint can help: a person's turn, thrown at least
 *   once, not paused
 */
gboolean
balut_session_hint_possible (BalutSession *self)
{
  g_return_val_if_fail (BALUT_IS_SESSION (self), FALSE);

  return !self->paused
         && !self->holding
         && balut_session_current_is_human (self)
         && balut_game_get_state (self->game) == BALUT_GAME_STATE_IN_TURN;
}

/**
 * balut_session_request_hint:
 *
 * Asks the Expert for the best play of the current person's dice; the
 * hint comes with #BalutSession::hint-changed, and marks the game
 * assisted. Nothing happens when a hint for these dice is shown or under
 * way, or when none is possible.
 */
void
balut_session_request_hint (BalutSession *self)
{
  g_return_if_fail (BALUT_IS_SESSION (self));

  if (!balut_session_hint_possible (self) || hint_is_current (self))
    return;

  clear_hint (self);
  self->hint_epoch = self->epoch;
  self->hint_turn = balut_game_get_turn_number (self->game);
  self->hint_n_throws = balut_game_get_n_throws (self->game);
  self->hint_cancellable = run_job (self, TRUE);
}

/**
 * balut_session_get_hint:
 *
 * Returns: (nullable): the hint for the dice in play, if one was asked
 *   for and has come
 */
const BalutSessionHint *
balut_session_get_hint (BalutSession *self)
{
  g_return_val_if_fail (BALUT_IS_SESSION (self), NULL);
  return self->has_hint ? &self->hint : NULL;
}

/* ------------------------------------------------------------- for tests */

/**
 * balut_session_set_strategy_delay:
 * @delay_ms: how long the strategy engine's work waits before it starts
 *
 * Makes the strategy engine slow, as a heavy value function would:
 * tests change the game while its work is under way.
 */
void
balut_session_set_strategy_delay (BalutSession *self,
                                  guint         delay_ms)
{
  g_return_if_fail (BALUT_IS_SESSION (self));
  self->strategy_delay_ms = delay_ms;
}

/* Whether the strategy engine works for the session (a computer's turn
 * or a hint under way). */
gboolean
balut_session_is_thinking (BalutSession *self)
{
  g_return_val_if_fail (BALUT_IS_SESSION (self), FALSE);
  return self->computer_cancellable != NULL || self->hint_cancellable != NULL;
}

/* How many results of the strategy engine came too late (the game had
 * moved on, or the work was cancelled) and were dropped. */
guint
balut_session_get_n_discarded (BalutSession *self)
{
  g_return_val_if_fail (BALUT_IS_SESSION (self), 0);
  return self->n_discarded;
}
