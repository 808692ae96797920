/* balut-window.c — the game window
 *
 * SPDX-FileCopyrightText: 2026 The Balut developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The window shows a BalutSession (the game in play, saved, recorded,
 * its computer seats and hints) and passes a person's moves to it; it
 * keeps no game logic. Its actions are in balut-window-actions.c.
 */

#include "config.h"

#include <glib/gi18n.h>

#include "balut-application.h"
#include "balut-describe.h"
#include "balut-format.h"
#include "balut-hint-popover.h"
#include "balut-lines-bin.h"
#include "balut-print.h"
#include "balut-rules.h"
#include "balut-resume-dialog.h"
#include "balut-window-private.h"

/* The pause between a computer player's moves, so people can follow:
 * the computer-speed preference, slow, normal and fast. */
static const guint computer_pause_ms[] = { 1000, 650, 250 };
#define NORMAL_SPEED 1
/* A computer player's entry is held on screen for this many pauses */
#define HOLD_PAUSES 3

G_DEFINE_FINAL_TYPE (BalutWindow, balut_window, GTK_TYPE_APPLICATION_WINDOW)

void
_balut_window_show_error (BalutWindow  *self,
                          const GError *error)
{
  /* Illegal moves are prevented by the interface; if one gets through,
   * say so rather than fail silently. */
  gtk_label_set_text (self->help_label, error->message);
}

/* The seat the window shows playing (▸): during a computer player's
 * entry held on screen, that player's, not yet the next one's; nobody's
 * once the game is over */
static gint
shown_playing_seat (BalutWindow *self)
{
  if (self->game == NULL || balut_game_is_finished (self->game))
    return -1;
  if (balut_session_get_holding (self->session) && self->held_seat >= 0)
    return self->held_seat;
  return (gint) balut_game_get_current_player (self->game);
}

void
_balut_window_update_scoreboard (BalutWindow *self)
{
  if (self->game == NULL)
    return;

  balut_scoreboard_set_playing (self->scoreboard, shown_playing_seat (self));
  balut_scoreboard_set_viewed (self->scoreboard, balut_sheet_view_get_player (self->sheet_view));
  balut_scoreboard_update (self->scoreboard);
}

/**
 * _balut_window_show_sheet:
 * @chosen: whether a person chose it (a cell, Ctrl+Page Down)
 *
 * Shows @seat's sheet. A sheet a person chose stays while computer
 * players take their turns (their entries are said and logged); the
 * window follows whose turn it is again once that sheet is the one
 * playing, and at every person's turn.
 */
void
_balut_window_show_sheet (BalutWindow *self,
                          guint        seat,
                          gboolean     chosen)
{
  if (self->game == NULL || seat >= balut_game_get_n_players (self->game))
    return;

  if (chosen)
    self->follow_turn = (gint) seat == shown_playing_seat (self);
  balut_sheet_view_set_player (self->sheet_view, seat);
  _balut_window_update_scoreboard (self);
}

static void
update_hint_action (BalutWindow *self)
{
  gboolean possible = balut_session_hint_possible (self->session);
  const char *tooltip = _("Hint: the best play for these dice (H)");

  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.hint", possible);
  if (!possible && balut_session_current_is_human (self->session)
      && balut_game_get_state (self->game) == BALUT_GAME_STATE_TURN_START)
    tooltip = _("Hint (H): throw the dice first");
  if (g_strcmp0 (gtk_widget_get_tooltip_text (self->hint_button), tooltip) != 0)
    gtk_widget_set_tooltip_text (self->hint_button, tooltip);
}

/* The variant in play, in the window's title (what window lists and
 * screen readers name): "Balut", "Jackpot Balut", and "Olathe — Balut"
 * for the one whose name does not say Balut; the header bar shows the
 * variant's name, and the round under it */
static void
update_title (BalutWindow *self)
{
  BalutVariant variant = balut_game_get_variant (self->game);
  g_autofree char *title = NULL;

  if (variant == BALUT_VARIANT_OLATHE)
    /* Translators: the window's title in a variant whose name does not
     * say Balut, e.g. "Olathe — Balut" */
    title = g_strdup_printf (_("%s — Balut"), balut_variant_get_label (variant));
  else
    title = g_strdup (balut_variant_get_label (variant));
  if (g_strcmp0 (gtk_window_get_title (GTK_WINDOW (self)), title) != 0)
    gtk_window_set_title (GTK_WINDOW (self), title);
  gtk_label_set_text (self->title_label, balut_variant_get_label (variant));
}

void
_balut_window_update_state (BalutWindow *self)
{
  g_autofree char *status = NULL;
  g_autofree char *round = NULL;
  g_autofree char *roll = NULL;
  const char *help = "";
  gboolean human, in_turn = FALSE, pad = FALSE;
  BalutGameState state;
  guint throws_left = 0;

  /* a game's sheets are printed once it has begun */
  _balut_window_set_printable (self, balut_print_game_is_printable (self->game));

  if (self->game == NULL)
    return;

  update_title (self);
  state = balut_game_get_state (self->game);
  human = balut_session_current_is_human (self->session);
  pad = balut_session_is_pad_turn (self->session);

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

      if (pad && n_throws == 0)
        /* Translators: the status line of the scoring pad, before the
         * player has typed in the dice thrown at the table */
        status = g_strdup_printf (_("%s — enter your dice"), name);
      else if (pad)
        /* Translators: the status line of the scoring pad, once the dice
         * are in */
        status = g_strdup_printf (_("%s — choose a box"), name);
      else if (n_throws == 0)
        /* Translators: the status line at the start of a turn */
        status = g_strdup_printf (_("%s — roll the dice"), name);
      else
        /* Translators: the status line, e.g. "Maria — throw 2 of 3" */
        status = g_strdup_printf (_("%s — throw %u of %u"), name, n_throws, max_throws);

      round = g_strdup_printf (_("Round %u of %u"),
                               balut_game_get_round (self->game),
                               balut_game_get_n_rounds (self->game));

      if (balut_session_get_holding (self->session))
        help = "";
      else if (!human)
        help = _("The computer is playing");
      else if (pad && n_throws == 0)
        help = _("Type the five dice thrown at the table and press Enter, or click their faces");
      else if (pad)
        help = "";
      else if (n_throws == 0)
        help = _("Press Space to roll");
      else if (throws_left > 0)
        help = _("Click dice (or press 1–5) to hold them, roll again, or choose a box");
      else
        help = _("Choose a box on the sheet for these dice");
    }

  gtk_label_set_text (self->status_label, status);
  {
    /* under the window's title (the variant): the round, and on a wide
     * window whether the dice are thrown at the table */
    g_autofree char *line = round == NULL ? g_strdup ("")
                            : balut_game_get_mode (self->game) == BALUT_GAME_MODE_PAD
                              && balut_board_get_wide (self->board)
                            /* Translators: under the window's title in a game
                             * played with real dice, e.g. "Scoring pad · Round 3
                             * of 28" */
                            ? g_strdup_printf (_("Scoring pad · %s"), round)
                            : g_strdup (round);

    gtk_label_set_text (self->round_label, line);
  }
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

  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.roll", balut_session_can_roll (self->session));
  /* a turn at the table has no holds on the screen */
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.toggle-hold",
                                 human && in_turn && balut_game_get_mode (self->game) == BALUT_GAME_MODE_DIGITAL);
  _balut_window_update_undo (self);
  update_hint_action (self);

  balut_dice_view_set_can_hold (self->dice_view,
                                human && in_turn && balut_game_get_mode (self->game) == BALUT_GAME_MODE_DIGITAL);
  balut_sheet_view_set_playable (self->sheet_view, human);
  _balut_window_update_pad (self);
  _balut_window_update_end (self);

  _balut_window_update_scoreboard (self);
}

/* Nobody plays, and no hint is given, while the resume prompt asks or
 * the dice roll. */
/* Computer seats wait while the dice roll, and while the player decides
 * whether to resume a game or sets up a new one */
void
_balut_window_update_paused (BalutWindow *self)
{
  if (self->session == NULL)
    return;   /* still being built */
  balut_session_set_paused (self->session,
                            self->resume_dialog != NULL || self->new_game_dialog != NULL
                            || balut_dice_view_is_animating (self->dice_view));
  /* what the dice would score shows when they land */
  balut_sheet_view_set_rolling (self->sheet_view, balut_dice_view_is_animating (self->dice_view));
  update_hint_action (self);
}

/* --------------------------------------------------------------- hint */

static void
hint_changed_cb (BalutWindow *self)
{
  const BalutSessionHint *hint = balut_session_get_hint (self->session);

  if (hint == NULL)
    {
      gtk_popover_popdown (GTK_POPOVER (self->hint_popover));
      balut_dice_view_set_hint (self->dice_view, NULL);
      balut_sheet_view_set_hint (self->sheet_view, 0, NULL, FALSE);
      return;
    }

  balut_hint_popover_set_decision (BALUT_HINT_POPOVER (self->hint_popover),
                                   &hint->decision, hint->dice, hint->throws_left);
  balut_dice_view_set_hint (self->dice_view,
                            hint->decision.stop || hint->throws_left == 0 ? NULL : hint->decision.held);
  balut_sheet_view_set_hint (self->sheet_view, hint->player, &hint->decision.box,
                             !hint->decision.stop && hint->throws_left > 0);
  /* (the popover places itself clear of the dice) */
  gtk_popover_popup (GTK_POPOVER (self->hint_popover));
}

/* ------------------------------------------------------- the game shown */

/* Keyboard and screen-reader play: when the focus was lost (the box
 * just entered became insensitive) or sits on something that can no
 * longer act, put it where the next move is made. */
static void
update_focus (BalutWindow *self)
{
  GtkWidget *focus = gtk_root_get_focus (GTK_ROOT (self));

  if (!balut_session_current_is_human (self->session) || balut_game_is_finished (self->game))
    return;

  if (focus != NULL && gtk_widget_is_sensitive (focus) && gtk_widget_get_mapped (focus)
      && gtk_widget_get_focusable (focus))
    return;

  /* the scoring pad: the dice are typed in first */
  if (_balut_window_focus_pad (self))
    return;

  if (balut_game_get_n_throws (self->game) == 0 || !balut_sheet_view_focus_first_legal (self->sheet_view))
    gtk_widget_grab_focus (GTK_WIDGET (self->roll_button));
}

static void
game_changed_cb (BalutWindow *self)
{
  _balut_window_update_state (self);
  update_focus (self);
}

static void
current_player_cb (BalutWindow *self)
{
  /* follow the dice: the sheet shown is the player's whose turn it is
   * (once a computer player's entry held on screen has been seen), at
   * every person's turn, and at a computer's unless a person chose
   * another sheet to look at meanwhile */
  if (!balut_session_get_holding (self->session)
      && (self->follow_turn || balut_session_current_is_human (self->session)))
    {
      self->follow_turn = TRUE;
      balut_sheet_view_set_player (self->sheet_view, balut_game_get_current_player (self->game));
    }
  game_changed_cb (self);
}

/* A computer player's entry, held on screen: its sheet with the box
 * marked, and what it entered in place of the status line (an alert,
 * said by screen readers) */
static void
computer_entered_cb (BalutWindow *self,
                     guint        player,
                     guint        category,
                     guint        box,
                     gint         score)
{
  BalutBox entered = { category, box };
  g_autofree char *text = NULL;

  if (!balut_session_get_holding (self->session))
    return;

  text = _balut_window_describe_entry (balut_player_get_name (balut_game_get_player (self->game, player)),
                                  category, box, score);
  self->held_seat = (gint) player;
  /* its sheet with the box marked, unless a person is looking at
   * another sheet they chose */
  if (self->follow_turn)
    balut_sheet_view_set_player (self->sheet_view, player);
  balut_sheet_view_set_mark (self->sheet_view, player, &entered);
  /* the row announced is in sight, however few rows the window shows */
  if (balut_sheet_view_get_player (self->sheet_view) == player)
    balut_sheet_view_scroll_to_box (self->sheet_view, category, box);
  gtk_label_set_text (self->hold_label, text);
  gtk_widget_set_visible (GTK_WIDGET (self->status_label), FALSE);
  gtk_widget_set_visible (GTK_WIDGET (self->hold_label), TRUE);
  _balut_window_update_state (self);
}

/* The entry was seen: the next player's turn is shown */
static void
holding_cb (BalutWindow *self)
{
  if (balut_session_get_holding (self->session))
    return;

  gtk_widget_set_visible (GTK_WIDGET (self->hold_label), FALSE);
  gtk_widget_set_visible (GTK_WIDGET (self->status_label), TRUE);
  balut_sheet_view_set_mark (self->sheet_view, 0, NULL);
  self->held_seat = -1;
  if (self->game != NULL)
    {
      if (self->follow_turn || balut_session_current_is_human (self->session))
        {
          self->follow_turn = TRUE;
          balut_sheet_view_set_player (self->sheet_view, balut_game_get_current_player (self->game));
        }
      game_changed_cb (self);
    }
}

/* R23: "Balut!" when five of a kind are thrown; on the scoring pad, when
 * they are entered (dice typed in may still be corrected) */
static void
balut_cb (BalutWindow *self,
          guint        player,
          guint        face)
{
  if (balut_game_get_mode (self->game) == BALUT_GAME_MODE_PAD
      && balut_player_get_kind (balut_game_get_player (self->game, player)) == BALUT_PLAYER_HUMAN)
    return;
  balut_dice_view_announce_balut (self->dice_view, face);
}

static void
entered_cb (BalutWindow *self)
{
  guint n = balut_game_get_n_turns (self->game);
  const BalutTurn *turn = n > 0 ? balut_game_get_turn (self->game, n - 1) : NULL;

  if (turn != NULL && turn->entered && turn->n_throws > 0
      && balut_game_get_mode (self->game) == BALUT_GAME_MODE_PAD
      && balut_player_get_kind (balut_game_get_player (self->game, turn->player)) == BALUT_PLAYER_HUMAN
      && balut_rules_is_balut (turn->throws[turn->n_throws - 1]))
    balut_dice_view_announce_balut (self->dice_view, turn->throws[turn->n_throws - 1][0]);
  _balut_window_update_state (self);
}

static void
scoreboard_viewed_cb (BalutWindow *self)
{
  guint seat = balut_scoreboard_get_viewed (self->scoreboard);

  if (seat != balut_sheet_view_get_player (self->sheet_view))
    _balut_window_show_sheet (self, seat, TRUE);
}

/* The session has another game: show it */
static void
session_game_cb (BalutWindow *self)
{
  BalutGame *game = balut_session_get_game (self->session);

  if (self->results_dialog != NULL)
    gtk_window_destroy (self->results_dialog);

  g_set_object (&self->game, game);
  g_signal_group_set_target (self->game_signals, game);

  balut_sheet_view_set_game (self->sheet_view, game);
  balut_dice_view_set_dice (self->dice_view, game != NULL ? balut_game_get_dice (game) : NULL);
  balut_scoreboard_set_game (self->scoreboard, game);
  self->follow_turn = TRUE;
  self->held_seat = -1;
  if (game != NULL)
    balut_sheet_view_set_player (self->sheet_view, balut_game_get_current_player (game));

  _balut_window_update_state (self);
  if (game != NULL)
    update_focus (self);
}

static void
sheet_box_activated_cb (BalutWindow    *self,
                        BalutCategory   category,
                        guint           box,
                        BalutSheetView *view)
{
  g_autoptr(GError) error = NULL;

  if (balut_session_current_is_human (self->session)
      && !balut_session_enter (self->session, category, box, &error))
    _balut_window_show_error (self, error);
}

static void
dice_toggle_hold_cb (BalutWindow   *self,
                     guint          die,
                     BalutDiceView *view)
{
  g_autoptr(GError) error = NULL;

  if (!balut_session_current_is_human (self->session))
    return;

  if (!balut_session_toggle_held (self->session, die, &error))
    _balut_window_show_error (self, error);
  else
    _balut_window_update_state (self);
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
      balut_session_set_game (self->session, game);
      _balut_window_update_paused (self);
      _balut_window_show_new_game_dialog (self);
      return;
    }

  /* Resume, and Escape: the game goes on where it was */
  _balut_window_update_paused (self);
  _balut_window_update_state (self);
  update_focus (self);
}

/* -------------------------------------------------------------- settings */

static void
update_animations (BalutWindow *self)
{
  balut_dice_view_set_animate (self->dice_view, g_settings_get_boolean (self->settings, "animations"));
}

static void
update_computer_pause (BalutWindow *self)
{
  guint speed = (guint) g_settings_get_enum (self->settings, "computer-speed");
  guint pause;

  if (speed >= G_N_ELEMENTS (computer_pause_ms))
    speed = NORMAL_SPEED;
  pause = self->computer_pause_override >= 0 ? (guint) self->computer_pause_override : computer_pause_ms[speed];
  balut_session_set_computer_pause (self->session, pause);
  /* a computer player's entry is held on screen, unless the player
   * chose not to wait for it */
  balut_session_set_computer_hold (self->session,
                                   g_settings_get_boolean (self->settings, "hold-computer-entries")
                                   ? pause * HOLD_PAUSES : 0);
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
  g_signal_connect_object (self->settings, "changed::computer-speed",
                           G_CALLBACK (update_computer_pause), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (self->settings, "changed::hold-computer-entries",
                           G_CALLBACK (update_computer_pause), self, G_CONNECT_SWAPPED);
  update_animations (self);
  update_computer_pause (self);
}

/* ---------------------------------------------------------------- GObject */

static void
balut_window_dispose (GObject *object)
{
  BalutWindow *self = BALUT_WINDOW (object);

  g_clear_object (&self->sounds);
  g_clear_object (&self->move_log);
  /* the session stops playing, and a save still waiting is written now */
  if (self->session != NULL)
    {
      g_signal_handlers_disconnect_by_data (self->session, self);
      g_object_run_dispose (G_OBJECT (self->session));
    }
  g_clear_object (&self->session);
  if (self->game_signals != NULL)
    g_signal_group_set_target (self->game_signals, NULL);
  g_clear_object (&self->game_signals);
  g_clear_object (&self->game);
  g_clear_pointer (&self->hint_popover, gtk_widget_unparent);
  g_clear_pointer (&self->moves_popover, gtk_widget_unparent);
  g_clear_weak_pointer (&self->export_dialog);
  g_clear_weak_pointer (&self->resume_dialog);
  g_clear_weak_pointer (&self->results_dialog);
  g_clear_weak_pointer (&self->rules_window);
  g_clear_weak_pointer (&self->shortcuts_window);

  gtk_widget_dispose_template (GTK_WIDGET (self), BALUT_TYPE_WINDOW);

  G_OBJECT_CLASS (balut_window_parent_class)->dispose (object);
}

static void
balut_window_finalize (GObject *object)
{
  BalutWindow *self = BALUT_WINDOW (object);

  g_clear_object (&self->settings);
  g_free (self->not_recorded);

  G_OBJECT_CLASS (balut_window_parent_class)->finalize (object);
}

static void
balut_window_realize (GtkWidget *widget)
{
  /* first: the widgets get their frame clock (and with it style
   * transitions) when the window is realized */
  _balut_window_prepare_layout (BALUT_WINDOW (widget));

  GTK_WIDGET_CLASS (balut_window_parent_class)->realize (widget);
}

static void
balut_window_class_init (BalutWindowClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);
  GtkWindowClass *window_class = GTK_WINDOW_CLASS (klass);

  object_class->dispose = balut_window_dispose;
  object_class->finalize = balut_window_finalize;

  widget_class->realize = balut_window_realize;
  window_class->close_request = balut_window_close_request;

  g_type_ensure (BALUT_TYPE_BOARD);
  g_type_ensure (BALUT_TYPE_DICE_VIEW);
  g_type_ensure (BALUT_TYPE_LINES_BIN);
  g_type_ensure (BALUT_TYPE_SCOREBOARD);
  g_type_ensure (BALUT_TYPE_SHEET_VIEW);

  gtk_widget_class_set_template_from_resource (widget_class, "/io/github/balut/Balut/balut-window.ui");
  gtk_widget_class_bind_template_child (widget_class, BalutWindow, board);
  gtk_widget_class_bind_template_child (widget_class, BalutWindow, dice_view);
  gtk_widget_class_bind_template_child (widget_class, BalutWindow, end_box);
  gtk_widget_class_bind_template_child (widget_class, BalutWindow, end_label);
  gtk_widget_class_bind_template_child (widget_class, BalutWindow, help_label);
  gtk_widget_class_bind_template_child (widget_class, BalutWindow, hint_button);
  gtk_widget_class_bind_template_child (widget_class, BalutWindow, hold_label);
  gtk_widget_class_bind_template_child (widget_class, BalutWindow, log_frame);
  gtk_widget_class_bind_template_child (widget_class, BalutWindow, log_holder);
  gtk_widget_class_bind_template_child (widget_class, BalutWindow, roll_room);
  gtk_widget_class_bind_template_child (widget_class, BalutWindow, take_room);
  gtk_widget_class_bind_template_child (widget_class, BalutWindow, title_box);
  gtk_widget_class_bind_template_child (widget_class, BalutWindow, menu_button);
  gtk_widget_class_bind_template_child (widget_class, BalutWindow, notices_box);
  gtk_widget_class_bind_template_child (widget_class, BalutWindow, pad_box);
  gtk_widget_class_bind_template_child (widget_class, BalutWindow, pad_enter_button);
  gtk_widget_class_bind_template_child (widget_class, BalutWindow, pad_entry);
  gtk_widget_class_bind_template_child (widget_class, BalutWindow, pad_faces);
  gtk_widget_class_bind_template_child (widget_class, BalutWindow, pad_message);
  gtk_widget_class_bind_template_child (widget_class, BalutWindow, pad_stack);
  gtk_widget_class_bind_template_child (widget_class, BalutWindow, pad_throws);
  gtk_widget_class_bind_template_child (widget_class, BalutWindow, play_again_button);
  gtk_widget_class_bind_template_child (widget_class, BalutWindow, roll_box);
  gtk_widget_class_bind_template_child (widget_class, BalutWindow, roll_button);
  gtk_widget_class_bind_template_child (widget_class, BalutWindow, roll_label);
  gtk_widget_class_bind_template_child (widget_class, BalutWindow, round_label);
  gtk_widget_class_bind_template_child (widget_class, BalutWindow, scoreboard);
  gtk_widget_class_bind_template_child (widget_class, BalutWindow, sheet_view);
  gtk_widget_class_bind_template_child (widget_class, BalutWindow, status_label);
  gtk_widget_class_bind_template_child (widget_class, BalutWindow, title_label);
  gtk_widget_class_bind_template_child (widget_class, BalutWindow, undo_button);

  _balut_window_class_add_actions (widget_class);
}

static void
balut_window_init (BalutWindow *self)
{
  self->computer_pause_override = -1;
  self->follow_turn = TRUE;
  self->held_seat = -1;

  gtk_widget_init_template (GTK_WIDGET (self));
  /* before anything is measured: a size set later is not seen until
   * the window has been laid out once */
  _balut_window_fix_label_sizes (self);
  _balut_window_set_printable (self, FALSE);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.hint", FALSE);

  _balut_window_setup_pad (self);
  self->move_log = g_object_ref_sink (balut_move_log_new ());
  self->moves_popover = gtk_popover_new ();
  gtk_widget_set_parent (self->moves_popover, self->title_box);
  _balut_window_place_move_log (self, FALSE);

  self->hint_popover = balut_hint_popover_new ();
  gtk_widget_set_parent (self->hint_popover, self->hint_button);

  _balut_window_add_game_keys (self);

  /* what the window shows of the game, connected once for every game */
  self->game_signals = g_signal_group_new (BALUT_TYPE_GAME);
  g_signal_group_connect_swapped (self->game_signals, "notify::state", G_CALLBACK (game_changed_cb), self);
  g_signal_group_connect_swapped (self->game_signals, "notify::n-throws", G_CALLBACK (game_changed_cb), self);
  g_signal_group_connect_swapped (self->game_signals, "notify::can-undo", G_CALLBACK (game_changed_cb), self);
  g_signal_group_connect_swapped (self->game_signals, "notify::current-player", G_CALLBACK (current_player_cb), self);
  g_signal_group_connect_swapped (self->game_signals, "entered", G_CALLBACK (entered_cb), self);
  g_signal_group_connect_swapped (self->game_signals, "balut", G_CALLBACK (balut_cb), self);

  g_signal_connect_object (self->sheet_view, "box-activated",
                           G_CALLBACK (sheet_box_activated_cb), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (self->dice_view, "toggle-hold",
                           G_CALLBACK (dice_toggle_hold_cb), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (self->scoreboard, "notify::viewed",
                           G_CALLBACK (scoreboard_viewed_cb), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (self->board, "notify::wide",
                           G_CALLBACK (_balut_window_board_wide_cb), self, G_CONNECT_SWAPPED);
  _balut_window_board_wide_cb (self);
  /* no computer move and no hint while the dice roll */
  g_signal_connect_object (self->dice_view, "notify::animating",
                           G_CALLBACK (_balut_window_update_paused), self, G_CONNECT_SWAPPED);
}

/* ------------------------------------------------------------- public API */

BalutWindow *
balut_window_new (BalutApplication *application)
{
  BalutWindow *self;
  BalutAutosaver *autosaver;

  g_return_val_if_fail (BALUT_IS_APPLICATION (application), NULL);

  self = g_object_new (BALUT_TYPE_WINDOW, "application", application, NULL);

  self->session = balut_session_new (balut_application_get_autosave_path (application));
  balut_session_set_store_func (self->session, (BalutSessionStoreFunc) balut_application_get_store,
                                g_object_ref (application), g_object_unref);
  g_signal_connect_object (self->session, "notify::game", G_CALLBACK (session_game_cb), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (self->session, "game-over", G_CALLBACK (_balut_window_game_over_cb), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (self->session, "hint-changed", G_CALLBACK (hint_changed_cb), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (self->session, "computer-entered", G_CALLBACK (computer_entered_cb), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (self->session, "notify::holding", G_CALLBACK (holding_cb), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (self->session, "move-failed", G_CALLBACK (_balut_window_show_error), self, G_CONNECT_SWAPPED);
  autosaver = balut_session_get_autosaver (self->session);
  if (autosaver != NULL)
    g_signal_connect_object (autosaver, "save-failed", G_CALLBACK (_balut_window_save_failed_cb), self, G_CONNECT_SWAPPED);

  setup_settings (self, application);
  self->sounds = balut_sounds_new (self->session, self->settings);
  balut_move_log_set_session (BALUT_MOVE_LOG (self->move_log), self->session);
  /* a computer's entry held on screen is said by the hold label: the
   * log says it only when entries are not held */
  g_settings_bind (self->settings, "hold-computer-entries", self->move_log, "announce",
                   G_SETTINGS_BIND_GET | G_SETTINGS_BIND_INVERT_BOOLEAN);

  g_idle_add_full (G_PRIORITY_LOW, _balut_window_open_store_cb, g_object_ref (self), g_object_unref);

  return self;
}

/**
 * balut_window_get_session:
 *
 * Returns: (transfer none): the game in play, its save, record, computer
 *   seats and hints
 */
BalutSession *
balut_window_get_session (BalutWindow *self)
{
  g_return_val_if_fail (BALUT_IS_WINDOW (self), NULL);
  return self->session;
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

/**
 * balut_window_set_game:
 *
 * Plays @game in the window (balut_session_set_game()).
 */
void
balut_window_set_game (BalutWindow *self,
                       BalutGame   *game)
{
  g_return_if_fail (BALUT_IS_WINDOW (self));
  balut_session_set_game (self->session, game);
}

/**
 * balut_window_offer_resume:
 *
 * Asks whether to resume the session's game, an unfinished one from the
 * save: Resume (the default, and Escape) plays on; New Game abandons it
 * (its save is replaced) for a new game through the New Game dialog.
 * Nobody plays while the prompt asks.
 */
void
balut_window_offer_resume (BalutWindow *self)
{
  GtkWidget *dialog;

  g_return_if_fail (BALUT_IS_WINDOW (self));
  g_return_if_fail (self->game != NULL);

  if (self->resume_dialog != NULL)
    gtk_window_destroy (self->resume_dialog);

  dialog = balut_resume_dialog_new (GTK_WINDOW (self), self->game);
  g_set_weak_pointer (&self->resume_dialog, GTK_WINDOW (dialog));
  g_signal_connect_object (dialog, "response", G_CALLBACK (resume_response_cb), self, G_CONNECT_SWAPPED);
  _balut_window_update_paused (self);
  _balut_window_update_state (self);
  gtk_window_present (GTK_WINDOW (dialog));
}

/* ------------------------------------------------------------- for tests */

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

/* Returns: (transfer none) (nullable): the results dialog, while shown */
GtkWindow *
balut_window_get_results_dialog (BalutWindow *self)
{
  g_return_val_if_fail (BALUT_IS_WINDOW (self), NULL);
  return self->results_dialog;
}

/* Returns: (transfer none) (nullable): the resume prompt, while shown */
GtkWindow *
balut_window_get_resume_dialog (BalutWindow *self)
{
  g_return_val_if_fail (BALUT_IS_WINDOW (self), NULL);
  return self->resume_dialog;
}

GtkWidget *
balut_window_get_roll_button (BalutWindow *self)
{
  g_return_val_if_fail (BALUT_IS_WINDOW (self), NULL);
  return GTK_WIDGET (self->roll_button);
}

/* Returns: (transfer none) (nullable): @player's cell on the scoreboard,
 * a toggle button showing that player's sheet */
GtkWidget *
balut_window_get_player_button (BalutWindow *self,
                                guint        player)
{
  g_return_val_if_fail (BALUT_IS_WINDOW (self), NULL);
  return balut_scoreboard_get_cell (self->scoreboard, player);
}

/* The status line, e.g. "Maria — throw 2 of 3". */
const char *
balut_window_get_status (BalutWindow *self)
{
  g_return_val_if_fail (BALUT_IS_WINDOW (self), NULL);
  return gtk_label_get_text (self->status_label);
}

GtkWidget *
balut_window_get_hint_button (BalutWindow *self)
{
  g_return_val_if_fail (BALUT_IS_WINDOW (self), NULL);
  return self->hint_button;
}

/* Returns: (transfer none): the #BalutHintPopover of the Hint button */
GtkWidget *
balut_window_get_hint_popover (BalutWindow *self)
{
  g_return_val_if_fail (BALUT_IS_WINDOW (self), NULL);
  return self->hint_popover;
}

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
  if (self->settings != NULL)
    update_computer_pause (self);
  else if (pause_ms >= 0)
    balut_session_set_computer_pause (self->session, (guint) pause_ms);
}
