/* balut-window.c — the game window
 *
 * SPDX-FileCopyrightText: 2026 The Balut developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gi18n.h>

#include "balut-application.h"
#include "balut-board.h"
#include "balut-describe.h"
#include "balut-dice-view.h"
#include "balut-export-dialog.h"
#include "balut-format.h"
#include "balut-hint-popover.h"
#include "balut-new-game-dialog.h"
#include "balut-preferences-window.h"
#include "balut-print.h"
#include "balut-results-dialog.h"
#include "balut-resume-dialog.h"
#include "balut-rules-window.h"
#include "balut-scores-window.h"
#include "balut-sheet-view.h"
#include "balut-window.h"

/* The pause between a computer player's moves, so people can follow:
 * the computer-speed preference, slow, normal and fast. */
static const guint computer_pause_ms[] = { 1000, 650, 250 };
#define DEFAULT_COMPUTER_PAUSE_MS 650

/* The strategy engine's work for one position, done in a thread: the
 * strategy of a turn (a computer seat's, or the hint's) and, for a
 * hint, the decision for the dice. The thread has its own copy of the
 * sheet; the window takes the result only if the position is still the
 * one it was asked for (see job_is_current()). */
typedef struct
{
  GWeakRef              window;
  BalutScoresheet      *sheet;
  BalutStrategyOptions  opts;
  BalutStrategyWinTarget win;          /* opts' data when playing to win */
  guint                 delay_ms;      /* a test's slow value function */

  /* the position asked about */
  guint                 epoch;
  guint                 turn;
  guint                 player;
  guint                 n_throws;

  /* a hint: the decision for these dice */
  gboolean              decide;
  guint8                dice[BALUT_N_DICE];
  guint                 throws_left;
  BalutStrategyDecision decision;
} StrategyJob;

struct _BalutWindow
{
  GtkApplicationWindow  parent_instance;

  /* template children */
  BalutBoard           *board;
  BalutDiceView        *dice_view;
  GtkLabel             *help_label;
  GtkWidget            *hint_button;
  GtkWidget            *hint_popover;
  GtkBox               *notices_box;
  GtkBox               *players_box;
  GtkWidget            *players_scroller;
  GtkButton            *roll_button;
  GtkLabel             *roll_label;
  GtkLabel             *round_label;
  BalutSheetView       *sheet_view;
  GtkLabel             *status_label;

  GSettings            *settings;
  BalutGame            *game;
  GPtrArray            *player_buttons;
  GtkWindow            *export_dialog;
  GtkWindow            *results_dialog;
  GtkWindow            *rules_window;
  GtkWindow            *shortcuts_window;
  guint                 computer_source;

  /* the game in play on disk (balut-autosaver.h) */
  BalutAutosaver       *autosaver;

  /* Changes with the game and with an undo: work asked for before
   * belongs to another game, or another course of it. */
  guint                 epoch;

  /* a computer seat's turn, worked out by the strategy engine in a
   * thread while its first throw is shown */
  BalutStrategy        *computer_strategy;
  guint                 computer_turn;
  guint                 computer_epoch;
  GCancellable         *computer_cancellable;   /* a strategy under way */
  guint                 computer_job_turn;
  guint                 computer_job_epoch;
  gboolean              computer_waiting;       /* a move waits for it */

  /* the hint: worked out in a thread, shown until the dice change */
  GCancellable         *hint_cancellable;       /* a hint under way */
  gboolean              hint_shown;
  guint                 hint_epoch;
  guint                 hint_turn;
  guint                 hint_n_throws;

  /* tests */
  gint                  computer_pause_override;  /* ms; -1: the preference */
  guint                 strategy_delay_ms;
  guint                 n_discarded;

  GtkWindow            *resume_dialog;
  gboolean              save_failure_shown;
};

G_DEFINE_FINAL_TYPE (BalutWindow, balut_window, GTK_TYPE_APPLICATION_WINDOW)

static gboolean
current_is_human (BalutWindow *self)
{
  BalutPlayer *player;

  if (self->game == NULL || balut_game_get_n_players (self->game) == 0)
    return FALSE;

  player = balut_game_get_player (self->game, balut_game_get_current_player (self->game));
  return balut_player_get_kind (player) == BALUT_PLAYER_HUMAN;
}

/* Undo is offered for a person's own entry, until the next throw (even
 * while a computer player is about to throw). */
static gboolean
last_entry_is_human (BalutWindow *self)
{
  const BalutTurn *last;
  guint n_turns;

  if (self->game == NULL || !balut_game_can_undo (self->game))
    return FALSE;

  n_turns = balut_game_get_n_turns (self->game);
  last = balut_game_get_turn (self->game, n_turns - 1);
  return balut_player_get_kind (balut_game_get_player (self->game, last->player)) == BALUT_PLAYER_HUMAN;
}

static void
show_error (BalutWindow  *self,
            const GError *error)
{
  /* Illegal moves are prevented by the interface; if one gets through,
   * say so rather than fail silently. */
  gtk_label_set_text (self->help_label, error->message);
}

static void
update_player_buttons (BalutWindow *self)
{
  guint current, viewed;

  if (self->game == NULL)
    return;

  current = balut_game_get_current_player (self->game);
  viewed = balut_sheet_view_get_player (self->sheet_view);

  for (guint i = 0; i < self->player_buttons->len; i++)
    {
      GtkWidget *button = g_ptr_array_index (self->player_buttons, i);
      BalutPlayer *player = balut_game_get_player (self->game, i);
      GtkLabel *label = GTK_LABEL (gtk_button_get_child (GTK_BUTTON (button)));
      gboolean is_current = i == current && !balut_game_is_finished (self->game);
      g_autofree char *markup = NULL;
      g_autofree char *a11y = NULL;
      g_autofree char *name = g_markup_escape_text (balut_player_get_name (player), -1);
      g_autofree char *points_text = NULL;
      gint points = balut_player_get_final_points (player);

      points_text = balut_format_number (points);
      markup = g_strdup_printf ("%s%s  <span font_features='tnum'>%s</span>",
                                is_current ? "▸ " : "", name, points_text);
      gtk_label_set_markup (label, markup);

      a11y = is_current
             /* Translators: a player's button in the list of sheets: the name and the points so far */
             ? g_strdup_printf (ngettext ("%s, %d point, playing now", "%s, %d points, playing now", ABS (points)),
                                balut_player_get_name (player), points)
             /* Translators: a player's button in the list of sheets: the name and the points so far */
             : g_strdup_printf (ngettext ("%s, %d point", "%s, %d points", ABS (points)),
                                balut_player_get_name (player), points);
      balut_widget_describe (button, a11y, TRUE);

      if (is_current)
        gtk_widget_add_css_class (button, "current-player");
      else
        gtk_widget_remove_css_class (button, "current-player");

      gtk_toggle_button_set_active (GTK_TOGGLE_BUTTON (button), i == viewed);
    }
}

/* A person's turn, thrown at least once, dice at rest: a hint can help. */
static gboolean
hint_possible (BalutWindow *self)
{
  return self->game != NULL
         && self->resume_dialog == NULL
         && current_is_human (self)
         && balut_game_get_state (self->game) == BALUT_GAME_STATE_IN_TURN
         && !balut_dice_view_is_animating (self->dice_view);
}

static void
update_hint_action (BalutWindow *self)
{
  gboolean possible = hint_possible (self);
  const char *tooltip = _("Hint: the best play for these dice (H)");

  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.hint", possible);
  if (!possible && self->game != NULL && current_is_human (self)
      && balut_game_get_state (self->game) == BALUT_GAME_STATE_TURN_START)
    tooltip = _("Hint (H): throw the dice first");
  if (g_strcmp0 (gtk_widget_get_tooltip_text (self->hint_button), tooltip) != 0)
    gtk_widget_set_tooltip_text (self->hint_button, tooltip);
}

static void
update_state (BalutWindow *self)
{
  g_autofree char *status = NULL;
  g_autofree char *round = NULL;
  g_autofree char *roll = NULL;
  const char *help = "";
  gboolean human, can_roll = FALSE, in_turn = FALSE;
  BalutGameState state;
  guint throws_left = 0;

  /* a game's sheets are printed once it has begun */
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.print-game",
                                 balut_print_game_is_printable (self->game));

  if (self->game == NULL)
    return;

  state = balut_game_get_state (self->game);
  human = current_is_human (self);

  if (state == BALUT_GAME_STATE_FINISHED)
    {
      status = g_strdup (_("Game over"));
      round = g_strdup (_("Every box is filled"));
      help = _("Start a new game with Ctrl+N");
    }
  else if (state != BALUT_GAME_STATE_NO_PLAYERS)
    {
      const char *name = balut_player_get_name (balut_game_get_player (self->game, balut_game_get_current_player (self->game)));
      guint n_throws = balut_game_get_n_throws (self->game);
      guint max_throws = balut_game_get_max_throws (self->game);

      throws_left = balut_game_get_throws_left (self->game);
      in_turn = state == BALUT_GAME_STATE_IN_TURN;

      if (n_throws == 0)
        /* Translators: the status line at the start of a turn */
        status = g_strdup_printf (_("%s — roll the dice"), name);
      else
        /* Translators: the status line, e.g. "Maria — throw 2 of 3" */
        status = g_strdup_printf (_("%s — throw %u of %u"), name, n_throws, max_throws);

      round = g_strdup_printf (_("Round %u of %u"),
                               balut_game_get_round (self->game),
                               balut_game_get_n_rounds (self->game));

      if (!human)
        help = _("The computer is playing");
      else if (n_throws == 0)
        help = _("Press Space to roll");
      else if (throws_left > 0)
        help = _("Click dice (or press 1–5) to hold them, roll again, or choose a box");
      else
        help = _("Choose a box on the sheet for these dice");

      can_roll = human && balut_dice_can_roll (balut_game_get_dice (self->game), NULL);
    }

  gtk_label_set_text (self->status_label, status);
  gtk_label_set_text (self->round_label, round);
  gtk_label_set_text (self->help_label, help);

  if (throws_left > 0)
    roll = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                         "_Roll (%u throw left)",
                                         "_Roll (%u throws left)",
                                         throws_left),
                            throws_left);
  else
    roll = g_strdup (_("_Roll (no throws left)"));
  gtk_label_set_text_with_mnemonic (self->roll_label, roll);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->roll_button),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, gtk_label_get_text (self->roll_label),
                                  -1);

  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.roll", can_roll);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.toggle-hold", human && in_turn);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.undo", last_entry_is_human (self));
  update_hint_action (self);

  balut_dice_view_set_can_hold (self->dice_view, human && in_turn);
  balut_sheet_view_set_playable (self->sheet_view, human);

  update_player_buttons (self);
}

/* ------------------------------------------------- the strategy in a thread */

static void
strategy_job_free (gpointer data)
{
  StrategyJob *job = data;

  g_weak_ref_clear (&job->window);
  g_clear_object (&job->sheet);
  g_free (job);
}

/* The job for the current player's position in the window's game; a
 * computer seat's Expert (@to_win) plays the game's last turn to win
 * when the others' points are known, a hint is always for points. */
static StrategyJob *
strategy_job_new (BalutWindow *self,
                  BalutLevel   level,
                  gboolean     to_win)
{
  StrategyJob *job = g_new0 (StrategyJob, 1);
  guint player = balut_game_get_current_player (self->game);

  g_weak_ref_init (&job->window, self);
  job->sheet = balut_scoresheet_copy (balut_player_get_sheet (balut_game_get_player (self->game, player)));
  if (to_win)
    balut_strategy_options_for_turn (self->game, level, &job->win, &job->opts);
  else
    balut_strategy_options_for_level (level, &job->opts);
  job->delay_ms = self->strategy_delay_ms;
  job->epoch = self->epoch;
  job->turn = balut_game_get_turn_number (self->game);
  job->player = player;
  job->n_throws = balut_game_get_n_throws (self->game);
  job->throws_left = balut_game_get_throws_left (self->game);
  balut_dice_get_values (balut_game_get_dice (self->game), job->dice);

  return job;
}

static void
strategy_thread (GTask        *task,
                 gpointer      source_object,
                 gpointer      task_data,
                 GCancellable *cancellable)
{
  StrategyJob *job = task_data;
  BalutStrategy *strategy;

  if (job->delay_ms > 0)
    g_usleep (job->delay_ms * G_TIME_SPAN_MILLISECOND);
  if (g_task_return_error_if_cancelled (task))
    return;

  strategy = balut_strategy_new (job->sheet, &job->opts);
  if (strategy == NULL
      || (job->decide && !balut_strategy_decide (strategy, job->dice, job->throws_left, &job->decision)))
    {
      g_clear_pointer (&strategy, balut_strategy_free);
      g_task_return_new_error (task, G_IO_ERROR, G_IO_ERROR_FAILED,
                               "The strategy engine found no move");
      return;
    }
  g_task_return_pointer (task, strategy, (GDestroyNotify) balut_strategy_free);
}

/* Returns: (transfer full): what cancels the job */
static GCancellable *
run_strategy_job (StrategyJob         *job,
                  GAsyncReadyCallback  callback)
{
  GCancellable *cancellable = g_cancellable_new ();
  g_autoptr(GTask) task = NULL;

  /* no source object: a closed window is not kept alive by the thread */
  task = g_task_new (NULL, cancellable, callback, NULL);
  g_task_set_source_tag (task, run_strategy_job);
  g_task_set_name (task, "[balut] strategy");
  g_task_set_task_data (task, job, strategy_job_free);
  g_task_run_in_thread (task, strategy_thread);

  return cancellable;
}

static void
cancel_job (GCancellable **cancellable)
{
  if (*cancellable != NULL)
    g_cancellable_cancel (*cancellable);
  g_clear_object (cancellable);
}

/* Whether the game is still where the job was asked (no new game, no
 * undo, the same turn, player and throw). */
static gboolean
job_is_current (BalutWindow       *self,
                const StrategyJob *job)
{
  return self->game != NULL
         && !gtk_widget_in_destruction (GTK_WIDGET (self))
         && job->epoch == self->epoch
         && !balut_game_is_finished (self->game)
         && job->turn == balut_game_get_turn_number (self->game)
         && job->player == balut_game_get_current_player (self->game)
         && (!job->decide || job->n_throws == balut_game_get_n_throws (self->game));
}

/* The job's result, or NULL when the window is gone, or when the job was
 * cancelled or the game has moved on (then counted as discarded). The
 * window's job is no longer under way: @current is cleared if it is the
 * job's. */
static BalutStrategy *
finish_strategy_job (GAsyncResult   *result,
                     BalutWindow   **window,
                     gsize           current_offset)
{
  GTask *task = G_TASK (result);
  StrategyJob *job = g_task_get_task_data (task);
  g_autoptr(BalutWindow) self = g_weak_ref_get (&job->window);
  g_autoptr(BalutStrategy) strategy = g_task_propagate_pointer (task, NULL);
  GCancellable **current;

  *window = NULL;
  if (self == NULL)
    return NULL;

  current = G_STRUCT_MEMBER_P (self, current_offset);
  if (*current == g_task_get_cancellable (task))
    g_clear_object (current);

  if (strategy == NULL || !job_is_current (self, job))
    {
      self->n_discarded++;
      return NULL;
    }

  /* borrowed: a window with its game in play is kept by the application */
  *window = self;
  return g_steal_pointer (&strategy);
}

/* ------------------------------------------------------- computer players */

static void schedule_computer (BalutWindow *self);
static void computer_step (BalutWindow *self);

static gboolean
computer_can_move (BalutWindow *self)
{
  /* nobody plays while the resume prompt asks */
  return self->game != NULL
         && !gtk_widget_in_destruction (GTK_WIDGET (self))
         && self->resume_dialog == NULL
         && !balut_game_is_finished (self->game)
         && balut_game_get_state (self->game) != BALUT_GAME_STATE_NO_PLAYERS
         && !current_is_human (self);
}

static guint
get_computer_pause (BalutWindow *self)
{
  guint speed;

  if (self->computer_pause_override >= 0)
    return (guint) self->computer_pause_override;
  if (self->settings == NULL)
    return DEFAULT_COMPUTER_PAUSE_MS;
  speed = (guint) g_settings_get_enum (self->settings, "computer-speed");
  return speed < G_N_ELEMENTS (computer_pause_ms) ? computer_pause_ms[speed] : DEFAULT_COMPUTER_PAUSE_MS;
}

static void
computer_strategy_cb (GObject      *source_object,
                      GAsyncResult *result,
                      gpointer      user_data)
{
  StrategyJob *job = g_task_get_task_data (G_TASK (result));
  BalutWindow *self;
  BalutStrategy *strategy;

  strategy = finish_strategy_job (result, &self, G_STRUCT_OFFSET (BalutWindow, computer_cancellable));
  if (strategy == NULL)
    return;

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

/* Starts working out the current computer player's turn, at its level,
 * unless it is known or under way. */
static void
ensure_computer_strategy (BalutWindow *self)
{
  guint turn;
  BalutPlayer *player;

  if (!computer_can_move (self))
    return;

  turn = balut_game_get_turn_number (self->game);
  if (self->computer_strategy != NULL && self->computer_turn == turn && self->computer_epoch == self->epoch)
    return;
  if (self->computer_cancellable != NULL && self->computer_job_turn == turn && self->computer_job_epoch == self->epoch)
    return;

  cancel_job (&self->computer_cancellable);
  g_clear_pointer (&self->computer_strategy, balut_strategy_free);

  player = balut_game_get_player (self->game, balut_game_get_current_player (self->game));
  self->computer_cancellable = run_strategy_job (strategy_job_new (self, balut_player_get_level (player), TRUE),
                                                 computer_strategy_cb);
  self->computer_job_turn = turn;
  self->computer_job_epoch = self->epoch;
}

/* Forgets the computer's work: a new game, an undo, the window closing. */
static void
reset_computer (BalutWindow *self)
{
  self->epoch++;
  g_clear_handle_id (&self->computer_source, g_source_remove);
  cancel_job (&self->computer_cancellable);
  g_clear_pointer (&self->computer_strategy, balut_strategy_free);
  self->computer_waiting = FALSE;
}

/* One move of a computer player: the first throw, then holds and throws
 * or the entry as the strategy for its level decides. */
static void
computer_step (BalutWindow *self)
{
  g_autoptr(GError) error = NULL;
  BalutStrategyDecision decision;
  guint8 dice[BALUT_N_DICE];
  guint turn;

  if (!computer_can_move (self))
    return;

  /* wait for the dice to land before the next move */
  if (balut_dice_view_is_animating (self->dice_view))
    {
      schedule_computer (self);
      return;
    }

  if (balut_game_get_n_throws (self->game) == 0)
    {
      if (!balut_game_roll (self->game, &error))
        show_error (self, error);
      else
        schedule_computer (self);
      return;
    }

  /* the turn's strategy (worked out while the first throw was shown);
   * the window goes on meanwhile */
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
    balut_game_enter (self->game, decision.box.category, decision.box.box, &error);

  if (error != NULL)
    show_error (self, error);
  else
    schedule_computer (self);
}

static gboolean
computer_step_cb (gpointer data)
{
  BalutWindow *self = data;

  self->computer_source = 0;
  computer_step (self);
  return G_SOURCE_REMOVE;
}

static void
schedule_computer (BalutWindow *self)
{
  if (!computer_can_move (self))
    return;

  /* the turn is worked out while its first throw is shown */
  ensure_computer_strategy (self);
  if (self->computer_source != 0 || self->computer_waiting)
    return;

  self->computer_source = g_timeout_add (get_computer_pause (self), computer_step_cb, self);
}

/* ------------------------------------------------------------------ hint */

/* Whether the hint shown, or under way, is for the position in play. */
static gboolean
hint_is_current (BalutWindow *self)
{
  return self->game != NULL
         && self->hint_epoch == self->epoch
         && self->hint_turn == balut_game_get_turn_number (self->game)
         && self->hint_n_throws == balut_game_get_n_throws (self->game)
         && current_is_human (self);
}

/* The dice changed (or the turn, or the game): the hint goes. */
static void
clear_hint (BalutWindow *self)
{
  cancel_job (&self->hint_cancellable);
  if (!self->hint_shown)
    return;

  self->hint_shown = FALSE;
  gtk_popover_popdown (GTK_POPOVER (self->hint_popover));
  balut_dice_view_set_hint (self->dice_view, NULL);
  balut_sheet_view_set_hint (self->sheet_view, 0, NULL, FALSE);
}

static void
hint_cb (GObject      *source_object,
         GAsyncResult *result,
         gpointer      user_data)
{
  StrategyJob *job = g_task_get_task_data (G_TASK (result));
  BalutWindow *self;
  g_autoptr(BalutStrategy) strategy = NULL;

  strategy = finish_strategy_job (result, &self, G_STRUCT_OFFSET (BalutWindow, hint_cancellable));
  if (strategy == NULL)
    return;

  self->hint_shown = TRUE;
  balut_hint_popover_set_decision (BALUT_HINT_POPOVER (self->hint_popover),
                                   &job->decision, job->dice, job->throws_left);
  balut_dice_view_set_hint (self->dice_view,
                            job->decision.stop || job->throws_left == 0 ? NULL : job->decision.held);
  balut_sheet_view_set_hint (self->sheet_view, job->player, &job->decision.box,
                             !job->decision.stop && job->throws_left > 0);

  /* help was used: the high scores mark the game (and its save says so) */
  balut_game_mark_assisted (self->game);

  gtk_popover_popup (GTK_POPOVER (self->hint_popover));
}

static void
hint_action (GtkWidget  *widget,
             const char *action_name,
             GVariant   *parameter)
{
  BalutWindow *self = BALUT_WINDOW (widget);
  StrategyJob *job;

  if (!hint_possible (self))
    return;

  if (hint_is_current (self))
    {
      /* shown already, or under way */
      if (self->hint_shown)
        gtk_popover_popup (GTK_POPOVER (self->hint_popover));
      return;
    }

  clear_hint (self);
  job = strategy_job_new (self, BALUT_LEVEL_EXPERT, FALSE);
  job->decide = TRUE;
  self->hint_epoch = job->epoch;
  self->hint_turn = job->turn;
  self->hint_n_throws = job->n_throws;
  self->hint_cancellable = run_strategy_job (job, hint_cb);
}

static void
results_new_game_cb (BalutWindow *self)
{
  gtk_widget_activate_action (GTK_WIDGET (self), "win.new-game", NULL);
}

/* ------------------------------------------------------------ the store */

#define STORE_ID_KEY "balut-store-id"

static BalutStore *
get_store (BalutWindow  *self,
           const char  **notice)
{
  GtkApplication *app = gtk_window_get_application (GTK_WINDOW (self));

  if (notice != NULL)
    *notice = NULL;
  if (!BALUT_IS_APPLICATION (app))
    return NULL;
  return balut_application_get_store (BALUT_APPLICATION (app), notice);
}

static gint64
recorded_id (BalutGame *game)
{
  gint64 *id = g_object_get_data (G_OBJECT (game), STORE_ID_KEY);

  return id != NULL ? *id : 0;
}

/* Keeps a finished game in the store, once. Returns FALSE with @error
 * when it could not be kept (the game's save stays, so it is recorded
 * at the next start). */
static gboolean
record_game (BalutWindow  *self,
             GError      **error)
{
  BalutStore *store;
  const char *notice = NULL;
  g_autoptr(GDateTime) now = NULL;
  gint64 id;

  if (self->game == NULL || !balut_game_is_finished (self->game) || recorded_id (self->game) != 0)
    return TRUE;

  store = get_store (self, &notice);
  if (store == NULL)
    {
      g_set_error_literal (error, BALUT_STORE_ERROR, BALUT_STORE_ERROR_FAILED,
                           notice != NULL ? notice : _("The scores cannot be kept."));
      return FALSE;
    }

  now = g_date_time_new_now_local ();
  id = balut_store_add_game (store, self->game, BALUT_STORE_MODE_DIGITAL, now, error);
  if (id <= 0)
    return FALSE;
  g_object_set_data_full (G_OBJECT (self->game), STORE_ID_KEY, g_memdup2 (&id, sizeof id), g_free);

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

/* The store is opened once the window is up: a damaged database moved
 * aside, or one that is read-only, is said in the window at once. */
static gboolean
open_store_cb (gpointer user_data)
{
  BalutWindow *self = BALUT_WINDOW (user_data);
  const char *notice = NULL;

  if (gtk_widget_in_destruction (GTK_WIDGET (self)) || self->notices_box == NULL)
    return G_SOURCE_REMOVE;   /* closed before it got here */
  get_store (self, &notice);
  if (notice != NULL)
    balut_window_show_notice (self, _("High scores"), notice);
  return G_SOURCE_REMOVE;
}

/* An entry undone after the end: the game is no longer finished, and its
 * record in the store goes (it is recorded again, assisted, when it ends). */
static void
unrecord_game (BalutWindow *self)
{
  BalutStore *store;
  gint64 id;
  g_autoptr(GError) error = NULL;

  if (self->game == NULL || balut_game_is_finished (self->game) || (id = recorded_id (self->game)) == 0)
    return;
  store = get_store (self, NULL);
  if (store != NULL && !balut_store_delete_game (store, id, &error))
    g_warning ("The undone game %" G_GINT64_FORMAT " stays in the scores: %s", id, error->message);
  g_object_set_data (G_OBJECT (self->game), STORE_ID_KEY, NULL);
}

static void
open_scores (BalutWindow *self,
             const char  *page,
             gint64       highlight)
{
  const char *notice = NULL;
  BalutStore *store = get_store (self, &notice);
  BalutScoresWindow *scores = balut_scores_window_new (GTK_WINDOW (self), store, notice, self->settings);

  if (self->game != NULL)
    balut_scores_window_set_variant (scores, balut_game_get_variant (self->game));
  if (highlight != 0)
    balut_scores_window_set_highlight (scores, highlight);
  if (self->game != NULL && balut_game_get_n_players (self->game) > 0)
    balut_scores_window_set_player (scores, balut_player_get_name (balut_game_get_player (self->game, 0)));
  balut_scores_window_show_page (scores, page);
  gtk_window_present (GTK_WINDOW (scores));
}

static void
results_high_scores_cb (BalutWindow *self)
{
  open_scores (self, "high-scores", self->game != NULL ? recorded_id (self->game) : 0);
}

/* The people of the game just recorded who are in the top ten now */
static void
announce_high_scores (BalutWindow        *self,
                      BalutResultsDialog *dialog)
{
  BalutStore *store = get_store (self, NULL);
  gint64 id = recorded_id (self->game);
  g_autoptr(GPtrArray) entries = NULL;
  g_autoptr(GPtrArray) names = g_ptr_array_new ();
  g_autoptr(GArray) places = g_array_new (FALSE, FALSE, sizeof (guint));
  guint place = 0;

  if (store == NULL || id == 0)
    return;
  entries = balut_store_get_high_scores (store, balut_game_get_variant (self->game), 10, NULL);
  if (entries == NULL)
    return;
  for (guint i = 0; i < entries->len; i++)
    {
      BalutScoreEntry *entry = g_ptr_array_index (entries, i);
      BalutScoreEntry *previous = i > 0 ? g_ptr_array_index (entries, i - 1) : NULL;

      /* R22: high-score tables rank by points, then score total; equal
       * in both share a place */
      if (previous == NULL || previous->points != entry->points || previous->score_total != entry->score_total)
        place = i + 1;
      if (entry->game_id == id)
        {
          g_ptr_array_add (names, entry->name);
          g_array_append_val (places, place);
        }
    }
  balut_results_dialog_set_high_scores (dialog, (const char * const *) names->pdata,
                                        (const guint *) places->data, names->len);
}

static void
show_results (BalutWindow *self)
{
  BalutResultsDialog *dialog;
  g_autoptr(GError) error = NULL;
  gboolean recorded;

  if (self->results_dialog != NULL)
    gtk_window_destroy (self->results_dialog);

  recorded = record_game (self, &error);

  dialog = balut_results_dialog_new (GTK_WINDOW (self), self->game);
  g_signal_connect_object (dialog, "new-game", G_CALLBACK (results_new_game_cb),
                           self, G_CONNECT_SWAPPED);
  g_signal_connect_object (dialog, "show-high-scores", G_CALLBACK (results_high_scores_cb),
                           self, G_CONNECT_SWAPPED);
  if (recorded)
    announce_high_scores (self, dialog);
  else
    balut_results_dialog_set_not_recorded (dialog, error->message);
  g_set_weak_pointer (&self->results_dialog, GTK_WINDOW (dialog));
  gtk_window_present (GTK_WINDOW (dialog));
}

/* Keyboard and screen-reader play: when the focus was lost (the box
 * just entered became insensitive) or sits on something that can no
 * longer act, put it where the next move is made. */
static void
update_focus (BalutWindow *self)
{
  GtkWidget *focus = gtk_root_get_focus (GTK_ROOT (self));

  if (!current_is_human (self) || balut_game_is_finished (self->game))
    return;

  if (focus != NULL && gtk_widget_is_sensitive (focus) && gtk_widget_get_mapped (focus)
      && gtk_widget_get_focusable (focus))
    return;

  if (balut_game_get_n_throws (self->game) == 0 || !balut_sheet_view_focus_first_legal (self->sheet_view))
    gtk_widget_grab_focus (GTK_WIDGET (self->roll_button));
}

static void
game_changed_cb (BalutWindow *self)
{
  if (!hint_is_current (self))
    clear_hint (self);
  unrecord_game (self);
  update_state (self);
  update_focus (self);
  schedule_computer (self);
}

static void
current_player_cb (BalutWindow *self)
{
  /* follow the dice: the sheet shown is the player's whose turn it is */
  balut_sheet_view_set_player (self->sheet_view, balut_game_get_current_player (self->game));
  game_changed_cb (self);
}

static void
entered_cb (BalutWindow   *self,
            guint          player,
            BalutCategory  category,
            guint          box,
            gint           score)
{
  update_state (self);
}

static void
finished_cb (BalutWindow *self)
{
  update_state (self);
  show_results (self);
}

static void
balut_cb (BalutWindow *self,
          guint        player,
          guint        face)
{
  balut_dice_view_announce_balut (self->dice_view, face);
}

static void
player_button_toggled_cb (BalutWindow     *self,
                          GtkToggleButton *button)
{
  if (!gtk_toggle_button_get_active (button))
    {
      /* one sheet is always shown: keep the viewed player's button down */
      guint viewed = balut_sheet_view_get_player (self->sheet_view);

      if (viewed < self->player_buttons->len
          && g_ptr_array_index (self->player_buttons, viewed) == (gpointer) button)
        gtk_toggle_button_set_active (button, TRUE);
      return;
    }

  for (guint i = 0; i < self->player_buttons->len; i++)
    if (g_ptr_array_index (self->player_buttons, i) == (gpointer) button)
      {
        balut_sheet_view_set_player (self->sheet_view, i);
        update_player_buttons (self);
        break;
      }
}

static void
rebuild_player_buttons (BalutWindow *self)
{
  GtkWidget *child;

  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self->players_box))) != NULL)
    gtk_box_remove (self->players_box, child);
  g_ptr_array_set_size (self->player_buttons, 0);

  for (guint i = 0; self->game != NULL && i < balut_game_get_n_players (self->game); i++)
    {
      GtkWidget *button = gtk_toggle_button_new ();
      GtkWidget *label = gtk_label_new (NULL);

      gtk_label_set_ellipsize (GTK_LABEL (label), PANGO_ELLIPSIZE_END);
      gtk_label_set_max_width_chars (GTK_LABEL (label), 14);
      gtk_button_set_child (GTK_BUTTON (button), label);
      gtk_widget_add_css_class (button, "player-button");
      g_signal_connect_object (button, "toggled", G_CALLBACK (player_button_toggled_cb),
                               self, G_CONNECT_SWAPPED);
      gtk_box_append (self->players_box, button);
      g_ptr_array_add (self->player_buttons, button);
    }

  /* one player: the list of sheets says nothing */
  gtk_widget_set_visible (self->players_scroller, self->player_buttons->len > 1);
}

static void
sheet_box_activated_cb (BalutWindow    *self,
                        BalutCategory   category,
                        guint           box,
                        BalutSheetView *view)
{
  g_autoptr(GError) error = NULL;

  if (self->game == NULL || !current_is_human (self))
    return;

  if (!balut_game_enter (self->game, category, box, &error))
    show_error (self, error);
}

static void
dice_toggle_hold_cb (BalutWindow   *self,
                     guint          die,
                     BalutDiceView *view)
{
  g_autoptr(GError) error = NULL;

  if (self->game == NULL || !current_is_human (self))
    return;

  if (!balut_game_toggle_held (self->game, die, &error))
    show_error (self, error);
  else
    update_state (self);
}

static void
notice_response_cb (BalutWindow *self,
                    int          response,
                    GtkInfoBar  *bar)
{
  if (response == GTK_RESPONSE_CLOSE)
    gtk_box_remove (self->notices_box, GTK_WIDGET (bar));
}

/* Once per window: the player should know, not be told at every throw. */
static void
save_failed_cb (BalutWindow  *self,
                const GError *error)
{
  g_message ("%s", error->message);
  if (self->save_failure_shown)
    return;

  self->save_failure_shown = TRUE;
  balut_window_show_notice (self, _("This game cannot be saved"), error->message);
}

void
balut_window_set_game (BalutWindow *self,
                       BalutGame   *game)
{
  g_return_if_fail (BALUT_IS_WINDOW (self));
  g_return_if_fail (game == NULL || BALUT_IS_GAME (game));

  if (self->game == game)
    return;

  /* whatever was worked out belongs to the game before */
  reset_computer (self);
  clear_hint (self);
  if (self->results_dialog != NULL)
    gtk_window_destroy (self->results_dialog);

  if (self->game != NULL)
    g_signal_handlers_disconnect_by_data (self->game, self);

  g_set_object (&self->game, game);
  if (self->autosaver != NULL)
    balut_autosaver_set_game (self->autosaver, game);

  balut_sheet_view_set_game (self->sheet_view, game);
  balut_dice_view_set_dice (self->dice_view, game != NULL ? balut_game_get_dice (game) : NULL);
  rebuild_player_buttons (self);

  if (game != NULL)
    {
      g_signal_connect_object (game, "notify::state", G_CALLBACK (game_changed_cb), self, G_CONNECT_SWAPPED);
      g_signal_connect_object (game, "notify::n-throws", G_CALLBACK (game_changed_cb), self, G_CONNECT_SWAPPED);
      g_signal_connect_object (game, "notify::can-undo", G_CALLBACK (game_changed_cb), self, G_CONNECT_SWAPPED);
      g_signal_connect_object (game, "notify::current-player", G_CALLBACK (current_player_cb), self, G_CONNECT_SWAPPED);
      g_signal_connect_object (game, "entered", G_CALLBACK (entered_cb), self, G_CONNECT_SWAPPED);
      g_signal_connect_object (game, "finished", G_CALLBACK (finished_cb), self, G_CONNECT_SWAPPED);
      g_signal_connect_object (game, "balut", G_CALLBACK (balut_cb), self, G_CONNECT_SWAPPED);
      balut_sheet_view_set_player (self->sheet_view, balut_game_get_current_player (game));
    }

  /* a finished game given to the window (a save found at start-up) is
   * kept in the store like one finished here */
  if (game != NULL && balut_game_is_finished (game))
    {
      g_autoptr(GError) error = NULL;

      if (!record_game (self, &error))
        g_warning ("A finished game could not be recorded: %s", error->message);
    }

  update_state (self);
  schedule_computer (self);
}

static void
start_new_game_cb (BalutWindow        *self,
                   BalutNewGameDialog *dialog)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(BalutGame) game = NULL;
  guint64 seed = (((guint64) g_random_int ()) << 21 ^ g_random_int ()) & BALUT_MAX_SEED;

  game = balut_new_game_dialog_create_game (dialog, seed, &error);
  if (game == NULL)
    {
      show_error (self, error);
      return;
    }

  gtk_window_destroy (GTK_WINDOW (dialog));
  balut_window_set_game (self, game);
  gtk_widget_grab_focus (GTK_WIDGET (self->roll_button));
}

static void
show_new_game_dialog (BalutWindow *self)
{
  BalutNewGameDialog *dialog = balut_new_game_dialog_new (GTK_WINDOW (self), self->settings);

  g_signal_connect_object (dialog, "start", G_CALLBACK (start_new_game_cb), self, G_CONNECT_SWAPPED);
  gtk_window_present (GTK_WINDOW (dialog));
}

static void
resume_response_cb (BalutWindow *self,
                    int          response,
                    GtkDialog   *dialog)
{
  BalutApplication *app = BALUT_APPLICATION (gtk_window_get_application (GTK_WINDOW (self)));

  /* answered: no longer in the way, even while it is being destroyed */
  g_clear_weak_pointer (&self->resume_dialog);
  gtk_window_destroy (GTK_WINDOW (dialog));

  if (response == BALUT_RESUME_RESPONSE_NEW_GAME && app != NULL)
    {
      g_autoptr(BalutGame) game = balut_application_new_default_game (app);

      /* the saved game is abandoned: its save goes with it */
      balut_window_set_game (self, game);
      show_new_game_dialog (self);
      return;
    }

  /* Resume, and Escape: the game goes on where it was */
  update_state (self);
  update_focus (self);
  schedule_computer (self);
}

static void
confirm_response_cb (BalutWindow *self,
                     int          response,
                     GtkDialog   *dialog)
{
  gtk_window_destroy (GTK_WINDOW (dialog));
  if (response == GTK_RESPONSE_ACCEPT)
    show_new_game_dialog (self);
}

static void
new_game_action (GtkWidget  *widget,
                 const char *action_name,
                 GVariant   *parameter)
{
  BalutWindow *self = BALUT_WINDOW (widget);
  GtkWidget *dialog;

  if (self->game == NULL
      || !balut_game_is_started (self->game)
      || balut_game_is_finished (self->game))
    {
      show_new_game_dialog (self);
      return;
    }

  /* a game in play is never thrown away without asking */
  dialog = gtk_message_dialog_new (GTK_WINDOW (self),
                                   GTK_DIALOG_MODAL | GTK_DIALOG_DESTROY_WITH_PARENT,
                                   GTK_MESSAGE_QUESTION, GTK_BUTTONS_NONE,
                                   _("Abandon the game in play?"));
  gtk_message_dialog_format_secondary_text (GTK_MESSAGE_DIALOG (dialog),
                                            _("Its sheets will be lost."));
  gtk_dialog_add_buttons (GTK_DIALOG (dialog),
                          _("_Keep Playing"), GTK_RESPONSE_CANCEL,
                          _("_New Game"), GTK_RESPONSE_ACCEPT,
                          NULL);
  gtk_dialog_set_default_response (GTK_DIALOG (dialog), GTK_RESPONSE_CANCEL);
  gtk_widget_add_css_class (gtk_dialog_get_widget_for_response (GTK_DIALOG (dialog), GTK_RESPONSE_ACCEPT),
                            "destructive-action");
  g_signal_connect_object (dialog, "response", G_CALLBACK (confirm_response_cb), self, G_CONNECT_SWAPPED);
  gtk_window_present (GTK_WINDOW (dialog));
}

static void
roll_action (GtkWidget  *widget,
             const char *action_name,
             GVariant   *parameter)
{
  BalutWindow *self = BALUT_WINDOW (widget);
  g_autoptr(GError) error = NULL;

  if (self->game == NULL || !current_is_human (self))
    return;

  if (!balut_game_roll (self->game, &error))
    show_error (self, error);
}

static void
toggle_hold_action (GtkWidget  *widget,
                    const char *action_name,
                    GVariant   *parameter)
{
  BalutWindow *self = BALUT_WINDOW (widget);
  gint32 die = g_variant_get_int32 (parameter);

  if (die >= 1 && die <= BALUT_N_DICE)
    dice_toggle_hold_cb (self, (guint) die - 1, self->dice_view);
}

static void
undo_action (GtkWidget  *widget,
             const char *action_name,
             GVariant   *parameter)
{
  BalutWindow *self = BALUT_WINDOW (widget);
  g_autoptr(GError) error = NULL;

  if (!last_entry_is_human (self))
    return;

  if (self->results_dialog != NULL)
    gtk_window_destroy (self->results_dialog);

  /* the computer's next turn is no longer the one being worked out */
  reset_computer (self);
  clear_hint (self);
  if (!balut_game_undo (self->game, &error))
    show_error (self, error);
}

static void
rules_action (GtkWidget  *widget,
              const char *action_name,
              GVariant   *parameter)
{
  BalutWindow *self = BALUT_WINDOW (widget);

  if (self->rules_window == NULL)
    g_set_weak_pointer (&self->rules_window, GTK_WINDOW (balut_rules_window_new (GTK_WINDOW (self))));
  gtk_window_present (self->rules_window);
}

/* GtkApplication would build the shortcuts window with every main window
 * (from gtk/help-overlay.ui); built when asked for, it costs nothing at
 * start-up. */
static void
shortcuts_action (GtkWidget  *widget,
                  const char *action_name,
                  GVariant   *parameter)
{
  BalutWindow *self = BALUT_WINDOW (widget);

  if (self->shortcuts_window == NULL)
    {
      g_autoptr(GtkBuilder) builder =
        gtk_builder_new_from_resource ("/io/github/balut/Balut/balut-shortcuts-window.ui");
      GtkWindow *window = GTK_WINDOW (gtk_builder_get_object (builder, "help_overlay"));

      gtk_window_set_transient_for (window, GTK_WINDOW (self));
      gtk_window_set_destroy_with_parent (window, TRUE);
      gtk_window_set_hide_on_close (window, TRUE);
      g_set_weak_pointer (&self->shortcuts_window, window);
    }
  gtk_window_present (self->shortcuts_window);
}

static void
preferences_action (GtkWidget  *widget,
                    const char *action_name,
                    GVariant   *parameter)
{
  BalutWindow *self = BALUT_WINDOW (widget);

  gtk_window_present (GTK_WINDOW (balut_preferences_window_new (GTK_WINDOW (self), self->settings)));
}

static void
print_blank_action (GtkWidget  *widget,
                    const char *action_name,
                    GVariant   *parameter)
{
  BalutWindow *self = BALUT_WINDOW (widget);
  g_autoptr(BalutSheetDocument) document =
    balut_print_new_blank_document (balut_print_get_default_variant (self->game, self->settings),
                                    self->game, self->settings);

  balut_print_sheet (GTK_WINDOW (self), document);
}

static void
print_game_action (GtkWidget  *widget,
                   const char *action_name,
                   GVariant   *parameter)
{
  BalutWindow *self = BALUT_WINDOW (widget);
  g_autoptr(BalutSheetDocument) document = NULL;

  if (!balut_print_game_is_printable (self->game))
    return;

  document = balut_print_new_game_document (self->game);
  balut_print_sheet (GTK_WINDOW (self), document);
}

/* Ctrl+P: the game's sheets, or blank ones before the first throw */
static void
print_action (GtkWidget  *widget,
              const char *action_name,
              GVariant   *parameter)
{
  BalutWindow *self = BALUT_WINDOW (widget);

  if (balut_print_game_is_printable (self->game))
    print_game_action (widget, "win.print-game", NULL);
  else
    print_blank_action (widget, "win.print-blank", NULL);
}

static void
high_scores_action (GtkWidget  *widget,
                    const char *action_name,
                    GVariant   *parameter)
{
  open_scores (BALUT_WINDOW (widget), "high-scores", 0);
}

static void
statistics_action (GtkWidget  *widget,
                   const char *action_name,
                   GVariant   *parameter)
{
  open_scores (BALUT_WINDOW (widget), "statistics", 0);
}

static void
history_action (GtkWidget  *widget,
                const char *action_name,
                GVariant   *parameter)
{
  open_scores (BALUT_WINDOW (widget), "history", 0);
}

static void
export_sheet_action (GtkWidget  *widget,
                     const char *action_name,
                     GVariant   *parameter)
{
  BalutWindow *self = BALUT_WINDOW (widget);

  if (self->export_dialog == NULL)
    g_set_weak_pointer (&self->export_dialog,
                        GTK_WINDOW (balut_export_dialog_new (GTK_WINDOW (self), self->game, self->settings)));
  gtk_window_present (self->export_dialog);
}

static void
switch_sheet_action (GtkWidget  *widget,
                     const char *action_name,
                     GVariant   *parameter)
{
  BalutWindow *self = BALUT_WINDOW (widget);
  gint32 step = g_variant_get_int32 (parameter);
  guint n;

  if (self->game == NULL || (n = balut_game_get_n_players (self->game)) < 2)
    return;

  balut_sheet_view_set_player (self->sheet_view,
                               (balut_sheet_view_get_player (self->sheet_view) + n + (guint) (step % (gint) n)) % n);
  update_player_buttons (self);
}

static void
update_animations (BalutWindow *self)
{
  balut_dice_view_set_animate (self->dice_view, g_settings_get_boolean (self->settings, "animations"));
}

static void
board_wide_cb (BalutWindow *self)
{
  if (balut_board_get_wide (self->board))
    gtk_widget_add_css_class (GTK_WIDGET (self), "wide");
  else
    gtk_widget_remove_css_class (GTK_WIDGET (self), "wide");
}

static void
save_window_state (BalutWindow *self)
{
  int width, height;

  if (self->settings == NULL)
    return;

  gtk_window_get_default_size (GTK_WINDOW (self), &width, &height);
  g_settings_delay (self->settings);
  g_settings_set_boolean (self->settings, "window-maximized", gtk_window_is_maximized (GTK_WINDOW (self)));
  if (!gtk_window_is_maximized (GTK_WINDOW (self)) && width > 0 && height > 0)
    {
      g_settings_set_int (self->settings, "window-width", width);
      g_settings_set_int (self->settings, "window-height", height);
    }
  g_settings_apply (self->settings);
}

static gboolean
balut_window_close_request (GtkWindow *window)
{
  save_window_state (BALUT_WINDOW (window));
  return GTK_WINDOW_CLASS (balut_window_parent_class)->close_request (window);
}

/* GtkWindow:application is set after construction: set up from it here. */
static void
setup_settings (BalutWindow      *self,
                BalutApplication *app)
{
  self->settings = g_object_ref (balut_application_get_settings (app));

  gtk_window_set_default_size (GTK_WINDOW (self),
                               MAX (360, g_settings_get_int (self->settings, "window-width")),
                               MAX (560, g_settings_get_int (self->settings, "window-height")));
  if (g_settings_get_boolean (self->settings, "window-maximized"))
    gtk_window_maximize (GTK_WINDOW (self));

  g_signal_connect_object (self->settings, "changed::animations",
                           G_CALLBACK (update_animations), self, G_CONNECT_SWAPPED);
  update_animations (self);
}

static void
balut_window_dispose (GObject *object)
{
  BalutWindow *self = BALUT_WINDOW (object);

  reset_computer (self);
  cancel_job (&self->hint_cancellable);
  g_clear_pointer (&self->hint_popover, gtk_widget_unparent);
  /* a save still waiting is written now */
  if (self->autosaver != NULL)
    balut_autosaver_set_game (self->autosaver, NULL);
  g_clear_object (&self->autosaver);
  if (self->game != NULL)
    g_signal_handlers_disconnect_by_data (self->game, self);
  g_clear_object (&self->game);
  g_clear_weak_pointer (&self->export_dialog);
  g_clear_weak_pointer (&self->resume_dialog);
  g_clear_weak_pointer (&self->results_dialog);
  g_clear_weak_pointer (&self->rules_window);
  g_clear_weak_pointer (&self->shortcuts_window);
  g_clear_pointer (&self->player_buttons, g_ptr_array_unref);

  gtk_widget_dispose_template (GTK_WIDGET (self), BALUT_TYPE_WINDOW);

  G_OBJECT_CLASS (balut_window_parent_class)->dispose (object);
}

static void
balut_window_finalize (GObject *object)
{
  BalutWindow *self = BALUT_WINDOW (object);

  g_clear_object (&self->settings);

  G_OBJECT_CLASS (balut_window_parent_class)->finalize (object);
}

static void
balut_window_class_init (BalutWindowClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);
  GtkWindowClass *window_class = GTK_WINDOW_CLASS (klass);

  object_class->dispose = balut_window_dispose;
  object_class->finalize = balut_window_finalize;

  window_class->close_request = balut_window_close_request;

  g_type_ensure (BALUT_TYPE_BOARD);
  g_type_ensure (BALUT_TYPE_DICE_VIEW);
  g_type_ensure (BALUT_TYPE_SHEET_VIEW);

  gtk_widget_class_set_template_from_resource (widget_class, "/io/github/balut/Balut/balut-window.ui");
  gtk_widget_class_bind_template_child (widget_class, BalutWindow, board);
  gtk_widget_class_bind_template_child (widget_class, BalutWindow, dice_view);
  gtk_widget_class_bind_template_child (widget_class, BalutWindow, help_label);
  gtk_widget_class_bind_template_child (widget_class, BalutWindow, hint_button);
  gtk_widget_class_bind_template_child (widget_class, BalutWindow, notices_box);
  gtk_widget_class_bind_template_child (widget_class, BalutWindow, players_box);
  gtk_widget_class_bind_template_child (widget_class, BalutWindow, players_scroller);
  gtk_widget_class_bind_template_child (widget_class, BalutWindow, roll_button);
  gtk_widget_class_bind_template_child (widget_class, BalutWindow, roll_label);
  gtk_widget_class_bind_template_child (widget_class, BalutWindow, round_label);
  gtk_widget_class_bind_template_child (widget_class, BalutWindow, sheet_view);
  gtk_widget_class_bind_template_child (widget_class, BalutWindow, status_label);

  gtk_widget_class_install_action (widget_class, "win.new-game", NULL, new_game_action);
  gtk_widget_class_install_action (widget_class, "win.roll", NULL, roll_action);
  gtk_widget_class_install_action (widget_class, "win.toggle-hold", "i", toggle_hold_action);
  gtk_widget_class_install_action (widget_class, "win.undo", NULL, undo_action);
  gtk_widget_class_install_action (widget_class, "win.hint", NULL, hint_action);
  gtk_widget_class_install_action (widget_class, "win.rules", NULL, rules_action);
  gtk_widget_class_install_action (widget_class, "win.preferences", NULL, preferences_action);
  gtk_widget_class_install_action (widget_class, "win.show-help-overlay", NULL, shortcuts_action);
  gtk_widget_class_install_action (widget_class, "win.switch-sheet", "i", switch_sheet_action);
  gtk_widget_class_install_action (widget_class, "win.print", NULL, print_action);
  gtk_widget_class_install_action (widget_class, "win.print-blank", NULL, print_blank_action);
  gtk_widget_class_install_action (widget_class, "win.print-game", NULL, print_game_action);
  gtk_widget_class_install_action (widget_class, "win.export-sheet", NULL, export_sheet_action);
  gtk_widget_class_install_action (widget_class, "win.high-scores", NULL, high_scores_action);
  gtk_widget_class_install_action (widget_class, "win.statistics", NULL, statistics_action);
  gtk_widget_class_install_action (widget_class, "win.history", NULL, history_action);

  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_n, GDK_CONTROL_MASK, "win.new-game", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_z, GDK_CONTROL_MASK, "win.undo", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_p, GDK_CONTROL_MASK, "win.print", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_F1, 0, "win.rules", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_comma, GDK_CONTROL_MASK, "win.preferences", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_question, GDK_CONTROL_MASK, "win.show-help-overlay", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Page_Down, GDK_CONTROL_MASK, "win.switch-sheet", "i", 1);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Page_Up, GDK_CONTROL_MASK, "win.switch-sheet", "i", -1);
}

static void
add_capture_shortcut (GtkShortcutController *controller,
                      guint                  keyval,
                      const char            *action,
                      GVariant              *args)
{
  GtkShortcut *shortcut = gtk_shortcut_new (gtk_keyval_trigger_new (keyval, 0),
                                            gtk_named_action_new (action));

  if (args != NULL)
    gtk_shortcut_set_arguments (shortcut, args);
  gtk_shortcut_controller_add_shortcut (controller, shortcut);
}

static void
balut_window_init (BalutWindow *self)
{
  GtkEventController *controller;

  self->player_buttons = g_ptr_array_new ();
  self->computer_pause_override = -1;

  gtk_widget_init_template (GTK_WIDGET (self));
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.print-game", FALSE);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.hint", FALSE);

  self->hint_popover = balut_hint_popover_new ();
  gtk_widget_set_parent (self->hint_popover, self->hint_button);

  /* The game keys act before the focused widget sees them: Space rolls
   * even when a box of the sheet has the focus (Enter enters there). */
  controller = gtk_shortcut_controller_new ();
  gtk_event_controller_set_propagation_phase (controller, GTK_PHASE_CAPTURE);
  add_capture_shortcut (GTK_SHORTCUT_CONTROLLER (controller), GDK_KEY_space, "win.roll", NULL);
  add_capture_shortcut (GTK_SHORTCUT_CONTROLLER (controller), GDK_KEY_r, "win.roll", NULL);
  add_capture_shortcut (GTK_SHORTCUT_CONTROLLER (controller), GDK_KEY_h, "win.hint", NULL);
  for (gint i = 1; i <= BALUT_N_DICE; i++)
    {
      add_capture_shortcut (GTK_SHORTCUT_CONTROLLER (controller), GDK_KEY_0 + i,
                            "win.toggle-hold", g_variant_new_int32 (i));
      add_capture_shortcut (GTK_SHORTCUT_CONTROLLER (controller), GDK_KEY_KP_0 + i,
                            "win.toggle-hold", g_variant_new_int32 (i));
    }
  gtk_widget_add_controller (GTK_WIDGET (self), controller);

  g_signal_connect_object (self->sheet_view, "box-activated",
                           G_CALLBACK (sheet_box_activated_cb), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (self->dice_view, "toggle-hold",
                           G_CALLBACK (dice_toggle_hold_cb), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (self->board, "notify::wide",
                           G_CALLBACK (board_wide_cb), self, G_CONNECT_SWAPPED);
  /* no hint while the dice roll */
  g_signal_connect_object (self->dice_view, "notify::animating",
                           G_CALLBACK (update_hint_action), self, G_CONNECT_SWAPPED);
}

BalutWindow *
balut_window_new (BalutApplication *application)
{
  BalutWindow *self;

  g_return_val_if_fail (BALUT_IS_APPLICATION (application), NULL);

  self = g_object_new (BALUT_TYPE_WINDOW, "application", application, NULL);
  setup_settings (self, application);

  self->autosaver = balut_autosaver_new (balut_application_get_autosave_path (application));
  g_signal_connect_object (self->autosaver, "save-failed", G_CALLBACK (save_failed_cb),
                           self, G_CONNECT_SWAPPED);

  g_idle_add_full (G_PRIORITY_LOW, open_store_cb, g_object_ref (self), g_object_unref);

  return self;
}

/**
 * balut_window_get_game:
 *
 * Returns: (transfer none) (nullable): the game in the window
 */
BalutGame *
balut_window_get_game (BalutWindow *self)
{
  g_return_val_if_fail (BALUT_IS_WINDOW (self), NULL);
  return self->game;
}

GtkWidget *
balut_window_get_dice_view (BalutWindow *self)
{
  g_return_val_if_fail (BALUT_IS_WINDOW (self), NULL);
  return GTK_WIDGET (self->dice_view);
}

GtkWidget *
balut_window_get_sheet_view (BalutWindow *self)
{
  g_return_val_if_fail (BALUT_IS_WINDOW (self), NULL);
  return GTK_WIDGET (self->sheet_view);
}

/**
 * balut_window_get_results_dialog:
 *
 * Returns: (transfer none) (nullable): the results dialog, while shown
 */
GtkWindow *
balut_window_get_results_dialog (BalutWindow *self)
{
  g_return_val_if_fail (BALUT_IS_WINDOW (self), NULL);
  return self->results_dialog;
}

GtkWidget *
balut_window_get_roll_button (BalutWindow *self)
{
  g_return_val_if_fail (BALUT_IS_WINDOW (self), NULL);
  return GTK_WIDGET (self->roll_button);
}

/**
 * balut_window_get_player_button:
 *
 * Returns: (transfer none) (nullable): the button showing @player's sheet
 */
GtkWidget *
balut_window_get_player_button (BalutWindow *self,
                                guint        player)
{
  g_return_val_if_fail (BALUT_IS_WINDOW (self), NULL);

  if (player >= self->player_buttons->len)
    return NULL;
  return g_ptr_array_index (self->player_buttons, player);
}

/* The status line, e.g. "Maria — throw 2 of 3". */
const char *
balut_window_get_status (BalutWindow *self)
{
  g_return_val_if_fail (BALUT_IS_WINDOW (self), NULL);
  return gtk_label_get_text (self->status_label);
}

/**
 * balut_window_offer_resume:
 * @game: an unfinished game, from the save
 *
 * Shows @game and asks whether to resume it: Resume (the default, and
 * Escape) plays on; New Game abandons it (its save is removed) for a new
 * game through the New Game dialog. Nobody plays while the prompt asks.
 */
void
balut_window_offer_resume (BalutWindow *self,
                           BalutGame   *game)
{
  GtkWidget *dialog;

  g_return_if_fail (BALUT_IS_WINDOW (self));
  g_return_if_fail (BALUT_IS_GAME (game));

  if (self->resume_dialog != NULL)
    gtk_window_destroy (self->resume_dialog);

  dialog = balut_resume_dialog_new (GTK_WINDOW (self), game);
  g_set_weak_pointer (&self->resume_dialog, GTK_WINDOW (dialog));
  g_signal_connect_object (dialog, "response", G_CALLBACK (resume_response_cb), self, G_CONNECT_SWAPPED);

  balut_window_set_game (self, game);
  gtk_window_present (GTK_WINDOW (dialog));
}

/**
 * balut_window_get_resume_dialog:
 *
 * Returns: (transfer none) (nullable): the resume prompt, while shown
 */
GtkWindow *
balut_window_get_resume_dialog (BalutWindow *self)
{
  g_return_val_if_fail (BALUT_IS_WINDOW (self), NULL);
  return self->resume_dialog;
}

/**
 * balut_window_show_notice:
 * @heading: (nullable): a short first line, in bold
 * @message: the details
 *
 * Shows a notice in a bar at the top of the window, with a Close button:
 * for what the player must know but need not answer (a saved game that
 * could not be read, and where it was kept). Notices stack.
 */
void
balut_window_show_notice (BalutWindow *self,
                          const char  *heading,
                          const char  *message)
{
  g_autofree char *a11y = NULL;
  GtkWidget *bar;
  GtkWidget *box;
  GtkWidget *close;
  GtkWidget *label;

  g_return_if_fail (BALUT_IS_WINDOW (self));
  g_return_if_fail (message != NULL);

  bar = g_object_new (GTK_TYPE_INFO_BAR,
                      "accessible-role", GTK_ACCESSIBLE_ROLE_ALERT,
                      "message-type", GTK_MESSAGE_WARNING,
                      NULL);
  gtk_widget_add_css_class (bar, "notice");

  /* GtkInfoBar's own close button has no accessible name in GTK 4.8 */
  close = gtk_button_new_from_icon_name ("window-close-symbolic");
  gtk_widget_set_valign (close, GTK_ALIGN_CENTER);
  gtk_widget_add_css_class (close, "flat");
  gtk_widget_set_tooltip_text (close, _("Close"));
  gtk_accessible_update_property (GTK_ACCESSIBLE (close),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, _("Close"),
                                  -1);

  box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 2);
  gtk_widget_set_hexpand (box, TRUE);
  if (heading != NULL)
    {
      label = gtk_label_new (heading);
      gtk_label_set_wrap (GTK_LABEL (label), TRUE);
      gtk_label_set_xalign (GTK_LABEL (label), 0);
      gtk_widget_add_css_class (label, "heading");
      gtk_box_append (GTK_BOX (box), label);
    }
  label = gtk_label_new (message);
  gtk_label_set_wrap (GTK_LABEL (label), TRUE);
  gtk_label_set_wrap_mode (GTK_LABEL (label), PANGO_WRAP_WORD_CHAR);
  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_box_append (GTK_BOX (box), label);
  gtk_info_bar_add_child (GTK_INFO_BAR (bar), box);
  gtk_info_bar_add_action_widget (GTK_INFO_BAR (bar), close, GTK_RESPONSE_CLOSE);

  a11y = heading != NULL ? g_strconcat (heading, ". ", message, NULL) : g_strdup (message);
  gtk_accessible_update_property (GTK_ACCESSIBLE (bar),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, a11y,
                                  -1);

  g_signal_connect_object (bar, "response", G_CALLBACK (notice_response_cb), self, G_CONNECT_SWAPPED);
  gtk_box_append (self->notices_box, bar);
}

/**
 * balut_window_get_autosaver:
 *
 * Returns: (transfer none): what keeps the window's game on disk
 */
BalutAutosaver *
balut_window_get_autosaver (BalutWindow *self)
{
  g_return_val_if_fail (BALUT_IS_WINDOW (self), NULL);
  return self->autosaver;
}

GtkWidget *
balut_window_get_hint_button (BalutWindow *self)
{
  g_return_val_if_fail (BALUT_IS_WINDOW (self), NULL);
  return self->hint_button;
}

/**
 * balut_window_get_hint_popover:
 *
 * Returns: (transfer none): the #BalutHintPopover of the Hint button
 */
GtkWidget *
balut_window_get_hint_popover (BalutWindow *self)
{
  g_return_val_if_fail (BALUT_IS_WINDOW (self), NULL);
  return self->hint_popover;
}

/* ------------------------------------------------------------- for tests */

/**
 * balut_window_set_computer_pause:
 * @pause_ms: the pause between a computer player's moves, or -1 for the
 *   computer-speed preference
 */
void
balut_window_set_computer_pause (BalutWindow *self,
                                 gint         pause_ms)
{
  g_return_if_fail (BALUT_IS_WINDOW (self));
  self->computer_pause_override = MAX (pause_ms, -1);
}

/**
 * balut_window_set_strategy_delay:
 * @delay_ms: how long the strategy engine's thread waits before it works
 *
 * Makes every strategy job slow, as a heavy value function would: tests
 * use it to change the game while a job is under way.
 */
void
balut_window_set_strategy_delay (BalutWindow *self,
                                 guint        delay_ms)
{
  g_return_if_fail (BALUT_IS_WINDOW (self));
  self->strategy_delay_ms = delay_ms;
}

/* Whether the strategy engine works for the window (a computer's turn or
 * a hint under way). */
gboolean
balut_window_is_thinking (BalutWindow *self)
{
  g_return_val_if_fail (BALUT_IS_WINDOW (self), FALSE);
  return self->computer_cancellable != NULL || self->hint_cancellable != NULL;
}

/* How many results of the strategy engine came too late (the game had
 * moved on, or the job was cancelled) and were dropped. */
guint
balut_window_get_n_discarded (BalutWindow *self)
{
  g_return_val_if_fail (BALUT_IS_WINDOW (self), 0);
  return self->n_discarded;
}
