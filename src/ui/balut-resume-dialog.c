/* balut-resume-dialog.c — "Resume the unfinished game?" at start-up
 *
 * SPDX-FileCopyrightText: 2026 The Balut developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A message dialog naming the saved game (variant, players, round,
 * whose turn and which throw) with New Game and Resume (Belote's match
 * is asked about alike, balut_resume_dialog_new_for ()); Resume is the
 * default (Enter) and has the focus, so that a key pressed without
 * reading never throws a game away.
 */

#include "config.h"

#include <glib/gi18n.h>

#include "balut-resume-dialog.h"

/**
 * balut_resume_dialog_describe:
 *
 * Returns: (transfer full): two lines saying which game this is, e.g.
 *   "Jackpot Balut with Maria, Jens" and "Round 12 of 28: Jens, throw 2 of 3"
 */
char *
balut_resume_dialog_describe (BalutGame *game)
{
  g_autoptr(GString) names = g_string_new (NULL);
  g_autofree char *who = NULL;
  g_autofree char *where = NULL;
  const char *current;
  guint n_throws;

  g_return_val_if_fail (BALUT_IS_GAME (game), NULL);
  g_return_val_if_fail (balut_game_get_n_players (game) > 0, NULL);

  for (guint i = 0; i < balut_game_get_n_players (game); i++)
    {
      if (i > 0)
        /* Translators: between two names in the list of players */
        g_string_append (names, _(", "));
      g_string_append (names, balut_player_get_name (balut_game_get_player (game, i)));
    }

  /* Translators: the resume prompt: the variant and the players,
   * e.g. "Jackpot Balut with Maria, Jens" */
  who = g_strdup_printf (_("%s with %s"),
                         balut_variant_get_label (balut_game_get_variant (game)), names->str);

  current = balut_player_get_name (balut_game_get_player (game, balut_game_get_current_player (game)));
  n_throws = balut_game_get_n_throws (game);
  if (n_throws == 0)
    /* Translators: the resume prompt, e.g. "Round 12 of 28: Jens to roll" */
    where = g_strdup_printf (_("Round %u of %u: %s to roll"),
                             balut_game_get_round (game), balut_game_get_n_rounds (game), current);
  else
    /* Translators: the resume prompt, e.g. "Round 12 of 28: Jens, throw 2 of 3" */
    where = g_strdup_printf (_("Round %u of %u: %s, throw %u of %u"),
                             balut_game_get_round (game), balut_game_get_n_rounds (game), current,
                             n_throws, balut_game_get_max_throws (game));

  return g_strconcat (who, "\n", where, NULL);
}

/**
 * balut_resume_dialog_new_for:
 * @question: "Resume the unfinished game?"
 * @description: which game it is, its lines centred under the question
 * @new_label: the button that gives it up ("_New Game")
 *
 * The prompt of either game (Belote's: "Resume the unfinished match?").
 * Responses: BALUT_RESUME_RESPONSE_RESUME, BALUT_RESUME_RESPONSE_NEW_GAME.
 */
GtkWidget *
balut_resume_dialog_new_for (GtkWindow  *parent,
                             const char *question,
                             const char *description,
                             const char *new_label)
{
  GtkWidget *dialog;
  GtkWidget *resume;
  GtkWidget *new_game;

  g_return_val_if_fail (parent == NULL || GTK_IS_WINDOW (parent), NULL);
  g_return_val_if_fail (question != NULL && description != NULL && new_label != NULL, NULL);

  dialog = gtk_message_dialog_new (parent,
                                   GTK_DIALOG_MODAL | GTK_DIALOG_DESTROY_WITH_PARENT,
                                   GTK_MESSAGE_QUESTION, GTK_BUTTONS_NONE,
                                   "%s", question);
  gtk_message_dialog_format_secondary_text (GTK_MESSAGE_DIALOG (dialog), "%s", description);

  /* two lines, centred under the centred question */
  for (GtkWidget *child = gtk_widget_get_first_child (gtk_message_dialog_get_message_area (GTK_MESSAGE_DIALOG (dialog)));
       child != NULL;
       child = gtk_widget_get_next_sibling (child))
    if (GTK_IS_LABEL (child))
      gtk_label_set_justify (GTK_LABEL (child), GTK_JUSTIFY_CENTER);
  gtk_dialog_add_buttons (GTK_DIALOG (dialog),
                          new_label, BALUT_RESUME_RESPONSE_NEW_GAME,
                          _("_Resume"), BALUT_RESUME_RESPONSE_RESUME,
                          NULL);
  gtk_dialog_set_default_response (GTK_DIALOG (dialog), BALUT_RESUME_RESPONSE_RESUME);

  resume = gtk_dialog_get_widget_for_response (GTK_DIALOG (dialog), BALUT_RESUME_RESPONSE_RESUME);
  gtk_widget_add_css_class (resume, "suggested-action");
  gtk_window_set_focus (GTK_WINDOW (dialog), resume);

  /* it removes the save */
  new_game = gtk_dialog_get_widget_for_response (GTK_DIALOG (dialog), BALUT_RESUME_RESPONSE_NEW_GAME);
  gtk_widget_add_css_class (new_game, "destructive-action");

  return dialog;
}

GtkWidget *
balut_resume_dialog_new (GtkWindow *parent,
                         BalutGame *game)
{
  g_autofree char *description = NULL;

  g_return_val_if_fail (parent == NULL || GTK_IS_WINDOW (parent), NULL);
  g_return_val_if_fail (BALUT_IS_GAME (game), NULL);

  description = balut_resume_dialog_describe (game);
  return balut_resume_dialog_new_for (parent, _("Resume the unfinished game?"), description, _("_New Game"));
}
