/* balut-window-new-game.c — the game window's New Game: the dialog,
 * asking on Start before a game in play is abandoned, the new game
 *
 * SPDX-FileCopyrightText: 2026 The Balut developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gi18n.h>

#include "balut-new-game-dialog.h"
#include "balut-widgets.h"
#include "balut-window-private.h"

/* A game begun and not finished: its sheets would be lost */
static gboolean
game_in_play (BalutWindow *self)
{
  return self->game != NULL
         && balut_game_is_started (self->game)
         && !balut_game_is_finished (self->game);
}

static void
start_new_game (BalutWindow        *self,
                BalutNewGameDialog *dialog)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(BalutGame) game = NULL;
  guint64 seed = (((guint64) g_random_int ()) << 21 ^ g_random_int ()) & BALUT_MAX_SEED;

  game = balut_new_game_dialog_create_game (dialog, seed, &error);
  if (game == NULL)
    {
      _balut_window_show_error (self, error);
      return;
    }

  gtk_window_destroy (GTK_WINDOW (dialog));
  balut_window_set_game (self, game);
  gtk_widget_grab_focus (GTK_WIDGET (self->roll_button));
}

static void
abandon_response_cb (BalutNewGameDialog *dialog,
                     int                 response,
                     GtkDialog          *question)
{
  BalutWindow *self = BALUT_WINDOW (gtk_window_get_transient_for (GTK_WINDOW (dialog)));

  /* the question outlives this signal's emission, and the dialog it
   * stands in front of may go now (Start New Game): it lets go of the
   * dialog first, which would be gone when the question is disposed */
  gtk_window_set_transient_for (GTK_WINDOW (question), NULL);
  gtk_window_destroy (GTK_WINDOW (question));
  /* Cancel, Escape, the question closed: back to the dialog as it was */
  if (response == GTK_RESPONSE_ACCEPT)
    start_new_game (self, dialog);
}

/* Start: a game in play is given up only now, and only when the player
 * says so; Cancel goes back to the dialog with the choices made */
static void
start_cb (BalutWindow        *self,
          BalutNewGameDialog *dialog)
{
  GtkWidget *question;

  if (!game_in_play (self))
    {
      start_new_game (self, dialog);
      return;
    }

  question = balut_abandon_question_new (GTK_WINDOW (dialog), _("Abandon the game in play?"),
                                         _("Its sheets will be lost."),
                                         /* Translators: the button that abandons the game in
                                          * play and starts the one just set up in New Game */
                                         _("_Start New Game"));
  g_signal_connect_object (question, "response", G_CALLBACK (abandon_response_cb), dialog, G_CONNECT_SWAPPED);
  gtk_window_present (GTK_WINDOW (question));
}

static void
dialog_destroy_cb (BalutWindow *self)
{
  self->new_game_dialog = NULL;
  _balut_window_update_paused (self);
}

/* One dialog at a time; while it is open, computer seats wait (a game
 * does not go on behind the player's back while they set up the next) */
void
_balut_window_show_new_game_dialog (BalutWindow *self)
{
  BalutNewGameDialog *dialog;

  if (self->new_game_dialog != NULL)
    {
      gtk_window_present (self->new_game_dialog);
      return;
    }

  dialog = balut_new_game_dialog_new (GTK_WINDOW (self), self->settings);
  self->new_game_dialog = GTK_WINDOW (dialog);
  g_signal_connect_object (dialog, "start", G_CALLBACK (start_cb), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (dialog, "destroy", G_CALLBACK (dialog_destroy_cb), self, G_CONNECT_SWAPPED);
  _balut_window_update_paused (self);
  gtk_window_present (GTK_WINDOW (dialog));
}

/* New Game only opens the dialog: looking at it costs nothing, and
 * Cancel or Escape there leave the game in play as it was. Start asks
 * before a game in play is lost (start_cb ()). */
void
_balut_window_new_game_action (GtkWidget  *widget,
                               const char *action_name,
                               GVariant   *parameter)
{
  _balut_window_show_new_game_dialog (BALUT_WINDOW (widget));
}
