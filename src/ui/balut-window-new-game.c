/* balut-window-new-game.c — the game window's New Game: asking before a
 * game in play is abandoned, the dialog, the new game
 *
 * SPDX-FileCopyrightText: 2026 The Balut developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gi18n.h>

#include "balut-new-game-dialog.h"
#include "balut-window-private.h"

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
      _balut_window_show_error (self, error);
      return;
    }

  gtk_window_destroy (GTK_WINDOW (dialog));
  balut_window_set_game (self, game);
  gtk_widget_grab_focus (GTK_WIDGET (self->roll_button));
}

void
_balut_window_show_new_game_dialog (BalutWindow *self)
{
  BalutNewGameDialog *dialog = balut_new_game_dialog_new (GTK_WINDOW (self), self->settings);

  g_signal_connect_object (dialog, "start", G_CALLBACK (start_new_game_cb), self, G_CONNECT_SWAPPED);
  gtk_window_present (GTK_WINDOW (dialog));
}

static void
confirm_response_cb (BalutWindow *self,
                     int          response,
                     GtkDialog   *dialog)
{
  gtk_window_destroy (GTK_WINDOW (dialog));
  if (response == GTK_RESPONSE_ACCEPT)
    _balut_window_show_new_game_dialog (self);
}

void
_balut_window_new_game_action (GtkWidget  *widget,
                               const char *action_name,
                               GVariant   *parameter)
{
  BalutWindow *self = BALUT_WINDOW (widget);
  GtkWidget *dialog;

  if (self->game == NULL
      || !balut_game_is_started (self->game)
      || balut_game_is_finished (self->game))
    {
      _balut_window_show_new_game_dialog (self);
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
