/* balut-window-end.c — the game window at the end of a game: the
 * results, and what comes next
 *
 * SPDX-FileCopyrightText: 2026 The Balut developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A finished game is recorded and final: nothing takes it back (no
 * undo, no throw). In place of the Roll button the window says who won
 * and offers what a player wants next: the results again (Show Results,
 * the dialog a player may have closed) and the same table again (Play
 * Again: the same players, variant and dice; the New Game dialog when
 * the game had Balut guesses, which are made anew before a game).
 */

#include "config.h"

#include <glib/gi18n.h>

#include "balut-format.h"
#include "balut-results-dialog.h"
#include "balut-window-private.h"

static void
results_new_game_cb (BalutWindow *self)
{
  gtk_widget_activate_action (GTK_WIDGET (self), "win.new-game", NULL);
}

static void
results_high_scores_cb (BalutWindow *self)
{
  _balut_window_open_scores (self, "high-scores", balut_session_get_store_id (self->session));
}

/* The results of the finished game, in a dialog */
static void
show_results (BalutWindow *self)
{
  BalutResultsDialog *dialog;

  if (self->game == NULL || !balut_game_is_finished (self->game))
    return;
  if (self->results_dialog != NULL)
    {
      gtk_window_present (self->results_dialog);
      return;
    }

  dialog = balut_results_dialog_new (GTK_WINDOW (self), self->game);
  g_signal_connect_object (dialog, "new-game", G_CALLBACK (results_new_game_cb),
                           self, G_CONNECT_SWAPPED);
  g_signal_connect_object (dialog, "show-high-scores", G_CALLBACK (results_high_scores_cb),
                           self, G_CONNECT_SWAPPED);
  if (self->not_recorded == NULL)
    {
      g_autoptr(GPtrArray) high = balut_session_list_new_high_scores (self->session);
      g_autofree const char **names = g_new0 (const char *, high->len + 1);
      g_autofree guint *places = g_new0 (guint, high->len + 1);

      for (guint i = 0; i < high->len; i++)
        {
          BalutSessionHighScore *entry = g_ptr_array_index (high, i);

          names[i] = entry->name;
          places[i] = entry->place;
        }
      balut_results_dialog_set_high_scores (dialog, names, places, high->len);
    }
  else
    balut_results_dialog_set_not_recorded (dialog, self->not_recorded);
  g_set_weak_pointer (&self->results_dialog, GTK_WINDOW (dialog));
  gtk_window_present (GTK_WINDOW (dialog));
}

/**
 * _balut_window_game_over_cb:
 * @error: (nullable): why the game was not recorded
 *
 * The game is over (and recorded unless @error says why not): the
 * results show, and the window offers what comes next.
 */
void
_balut_window_game_over_cb (BalutWindow  *self,
                            const GError *error)
{
  g_clear_pointer (&self->not_recorded, g_free);
  if (error != NULL)
    self->not_recorded = g_strdup (error->message);

  _balut_window_update_state (self);
  if (self->results_dialog != NULL)
    gtk_window_destroy (self->results_dialog);
  show_results (self);
}

/* "Maria wins with 12 points", "Maria and Jens share first place with 9
 * points", "3 players share first place with 4 points" */
static char *
dup_winners_text (BalutGame *game)
{
  g_autoptr(GArray) ranking = balut_game_dup_ranking (game);
  g_autoptr(GPtrArray) winners = g_ptr_array_new ();
  guint first = g_array_index (ranking, guint, 0);
  gint points = balut_player_get_final_points (balut_game_get_player (game, first));
  g_autofree char *points_text = balut_format_points (points);

  for (guint i = 0; i < ranking->len; i++)
    {
      guint seat = g_array_index (ranking, guint, i);

      if (balut_game_get_place (game, seat) == 1)
        g_ptr_array_add (winners, (gpointer) balut_player_get_name (balut_game_get_player (game, seat)));
    }

  if (balut_game_get_n_players (game) == 1)
    /* Translators: the end of a game of one, e.g. "Game over: 12 points" */
    return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "Game over: %s point", "Game over: %s points", ABS (points)),
                            points_text);
  if (winners->len == 1)
    /* Translators: the end of a game, e.g. "Maria wins with 12 points" */
    return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%s wins with %s point", "%s wins with %s points", ABS (points)),
                            (const char *) g_ptr_array_index (winners, 0), points_text);
  if (winners->len == 2)
    /* Translators: the end of a game, e.g. "Maria and Jens share first
     * place with 9 points" */
    return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%s and %s share first place with %s point",
                                         "%s and %s share first place with %s points", ABS (points)),
                            (const char *) g_ptr_array_index (winners, 0),
                            (const char *) g_ptr_array_index (winners, 1), points_text);
  /* Translators: the end of a game, e.g. "3 players share first place
   * with 4 points"; the first %u is never 1 */
  return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u players share first place with %s point",
                                       "%u players share first place with %s points", ABS (points)),
                          winners->len, points_text);
}

/**
 * _balut_window_update_end:
 *
 * At the end of a game the Roll, Undo and Hint buttons give way to who
 * won, Show Results and Play Again; in play, the other way round.
 */
void
_balut_window_update_end (BalutWindow *self)
{
  gboolean over = self->game != NULL && balut_game_is_finished (self->game);

  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.show-results", over);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.play-again", over);
  if (over)
    {
      g_autofree char *text = dup_winners_text (self->game);

      gtk_label_set_text (self->end_label, text);
    }
  if (gtk_widget_get_visible (self->end_box) != over)
    {
      gtk_widget_set_visible (self->roll_box, !over);
      gtk_widget_set_visible (self->end_box, over);
      /* the keyboard goes where the next move is */
      if (over)
        gtk_widget_grab_focus (self->play_again_button);
    }
}

static void
show_results_action (GtkWidget  *widget,
                     const char *action_name,
                     GVariant   *parameter)
{
  show_results (BALUT_WINDOW (widget));
}

/* The same table again: the same players in the same seats (names,
 * people and computers, levels), variant and dice (on the screen or the
 * scoring pad), with a new seed */
static BalutGame *
new_same_table (BalutGame *finished)
{
  guint64 seed = (((guint64) g_random_int ()) << 21 ^ g_random_int ()) & BALUT_MAX_SEED;
  g_autoptr(BalutGame) game = balut_game_new (balut_game_get_variant (finished), seed);

  if (!balut_game_set_mode (game, balut_game_get_mode (finished), NULL))
    return NULL;
  for (guint i = 0; i < balut_game_get_n_players (finished); i++)
    {
      BalutPlayer *player = balut_game_get_player (finished, i);

      if (!balut_game_add_player (game, balut_player_get_name (player), balut_player_get_kind (player), NULL))
        return NULL;
      balut_player_set_level (balut_game_get_player (game, i), balut_player_get_level (player));
    }
  return g_steal_pointer (&game);
}

static void
play_again_action (GtkWidget  *widget,
                   const char *action_name,
                   GVariant   *parameter)
{
  BalutWindow *self = BALUT_WINDOW (widget);
  g_autoptr(BalutGame) game = NULL;
  gboolean guesses = FALSE;

  if (self->game == NULL || !balut_game_is_finished (self->game))
    return;

  for (guint i = 0; i < balut_game_get_n_players (self->game); i++)
    guesses |= balut_player_get_guess (balut_game_get_player (self->game, i)) != BALUT_NO_GUESS;
  /* guesses are made before a game (R24): the dialog asks for them */
  if (guesses || (game = new_same_table (self->game)) == NULL)
    {
      _balut_window_show_new_game_dialog (self);
      return;
    }

  if (self->results_dialog != NULL)
    gtk_window_destroy (self->results_dialog);
  balut_window_set_game (self, game);
  gtk_widget_grab_focus (GTK_WIDGET (self->roll_button));
}

void
_balut_window_class_add_end_actions (GtkWidgetClass *widget_class)
{
  gtk_widget_class_install_action (widget_class, "win.show-results", NULL, show_results_action);
  gtk_widget_class_install_action (widget_class, "win.play-again", NULL, play_again_action);
}
