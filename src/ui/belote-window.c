/* belote-window.c — the Belote window: the card table against the
 * computer (belote-window-play.c), or the scoring pad of a table that
 * plays with real cards (B28)
 *
 * SPDX-FileCopyrightText: 2026 The Balut developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The window shows a BeloteSession (the match kept: saved after every
 * entry, recorded once finished, resumed after a crash) and passes the
 * table's entries to it; it keeps no rule. A played match (issue 29) is
 * shown at the card table (belote-window-play.c). A pad match: the
 * feuille de marque (BeloteSheetView) and, beside it or below it
 * (BeloteBoard), the deal's form (BeloteDealForm) or, once the match is
 * won (B25), who won with New Match.
 *
 * Entering: Enter in the form enters the deal; the engine refuses an
 * impossible one with what is wrong, shown next to the form, and nothing
 * changes. The last deal can be corrected (Correct Last Deal, Ctrl+E, or
 * its row activated) until the next one is entered; any entry or
 * correction can be undone (Ctrl+Z).
 */

#include "config.h"

#include <glib/gi18n.h>

#include "balut-print.h"
#include "balut-resume-dialog.h"
#include "balut-rules-window.h"
#include "balut-scores-window.h"
#include "balut-widgets.h"
#include "belote-board.h"
#include "belote-new-match-dialog.h"
#include "belote-print.h"
#include "belote-sheet-document.h"
#include "belote-window-private.h"

/* blank score sheets printed from the window: two to a page */
#define BLANK_SHEETS_PER_PAGE 2


G_DEFINE_FINAL_TYPE (BeloteWindow, belote_window, GTK_TYPE_APPLICATION_WINDOW)

/* Whether the match shown is played at the card table */
gboolean
_belote_window_is_play (BeloteWindow *self)
{
  return self->match != NULL && belote_match_get_mode (self->match) == BELOTE_MODE_PLAY && !self->recorded;
}

/* Computer seats wait while a dialog asks something (New Match, the
 * resume prompt) */
void
_belote_window_update_paused (BeloteWindow *self)
{
  if (self->session == NULL)
    return;
  belote_session_set_paused (self->session, self->new_match_dialog != NULL || self->resume_dialog != NULL);
}

/* ----------------------------------------------------------- showing */

/**
 * belote_window_describe_match:
 *
 * Returns: (transfer full): two lines naming a match, for the resume
 *   prompt: "Us against Them, to 501" and "After 4 deals: Us 240, Them 198"
 */
char *
belote_window_describe_match (BeloteMatch *match)
{
  int totals[BELOTE_N_TEAMS];
  guint n;
  g_autofree char *who = NULL;
  g_autofree char *where = NULL;

  g_return_val_if_fail (BELOTE_IS_MATCH (match), NULL);

  /* Translators: the resume prompt: the teams and the target (B3),
   * e.g. "Us against Them, to 501" */
  who = g_strdup_printf (_("%s against %s, to %d"), belote_match_get_team_name (match, 0),
                         belote_match_get_team_name (match, 1), belote_match_get_target (match));
  belote_match_get_totals (match, totals);
  n = belote_match_get_n_deals (match);
  /* Translators: the resume prompt, e.g. "After 4 deals: Us 240, Them 198" */
  where = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "After %u deal: %s %d, %s %d",
                                        "After %u deals: %s %d, %s %d", n),
                           n, belote_match_get_team_name (match, 0), totals[0],
                           belote_match_get_team_name (match, 1), totals[1]);
  return g_strconcat (who, "\n", where, NULL);
}

static void
update_end (BeloteWindow *self)
{
  gint8 winner = belote_match_get_winner (self->match);
  int totals[BELOTE_N_TEAMS];
  g_autofree char *won = NULL;
  g_autofree char *detail = NULL;
  guint n = belote_match_get_n_deals (self->match);

  if (winner < 0)
    return;
  belote_match_get_totals (self->match, totals);
  /* Translators: B25, the end of a match: "Us win the match!" (a team's
   * name, or two players' "Ana & Ben") */
  won = g_strdup_printf (_("%s win the match!"), belote_match_get_team_name (self->match, winner));
  /* Translators: under who won: the totals and the deals, e.g.
   * "524 to 410, in 9 deals" */
  detail = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%d to %d, in %u deal", "%d to %d, in %u deals", n),
                            totals[winner], totals[1 - winner], n);
  gtk_label_set_text (self->end_label, won);
  gtk_label_set_text (self->end_detail, detail);
  if (!self->recorded)
    gtk_window_set_title (GTK_WINDOW (self), won);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->end_label), GTK_ACCESSIBLE_PROPERTY_LABEL, won, -1);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->end_detail), GTK_ACCESSIBLE_PROPERTY_LABEL, detail, -1);
}

static void
update_state (BeloteWindow *self)
{
  gboolean over, correcting;
  guint n;
  g_autofree char *subtitle = NULL;

  if (self->match == NULL)
    return;

  if (self->recorded)
    {
      update_end (self);
      gtk_label_set_text (self->subtitle_label, _("A recorded match"));
      gtk_stack_set_visible_child_name (self->panel_stack, "end");
      gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.print-match", TRUE);
      gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.export-sheet", TRUE);
      return;
    }

  gtk_stack_set_visible_child_name (self->mode_stack, _belote_window_is_play (self) ? "play" : "pad");
  _belote_window_play_layout (self);
  if (_belote_window_is_play (self))
    {
      _belote_window_play_update (self);
      return;
    }
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.undo-card", FALSE);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.hint", FALSE);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.bid", FALSE);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.next-deal", FALSE);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.read-trick", FALSE);

  over = belote_match_is_over (self->match);
  correcting = belote_deal_form_get_correcting (self->deal_form);
  n = belote_match_get_n_deals (self->match);

  if (over)
    /* Translators: under the window's title once a team has won (B25) */
    subtitle = g_strdup (_("Match over"));
  else
    /* Translators: under the window's title: the deal to enter (the
     * sheet's target line says the rest) */
    subtitle = g_strdup_printf (_("Deal %u"), correcting ? n : n + 1);
  gtk_label_set_text (self->subtitle_label, subtitle);
  if (!over)
    gtk_window_set_title (GTK_WINDOW (self), _("Belote"));

  belote_deal_form_set_teams (self->deal_form, belote_match_get_team_name (self->match, 0),
                              belote_match_get_team_name (self->match, 1));
  belote_deal_form_set_school (self->deal_form, belote_match_get_school (self->match));
  belote_deal_form_set_deal_number (self->deal_form, correcting ? n : n + 1);

  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.undo", belote_session_can_undo (self->session));
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.correct",
                                 belote_session_can_correct (self->session) && !correcting);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.print-match", n > 0);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.export-sheet", n > 0);

  if (over && !correcting)
    {
      update_end (self);
      gtk_stack_set_visible_child_name (self->panel_stack, "end");
    }
  else
    gtk_stack_set_visible_child_name (self->panel_stack, "form");
}

static void
focus_next (BeloteWindow *self)
{
  if (self->match == NULL)
    return;
  if (_belote_window_is_play (self))
    {
      _belote_window_play_focus (self);
      return;
    }
  if (belote_match_is_over (self->match) && !belote_deal_form_get_correcting (self->deal_form))
    gtk_widget_grab_focus (self->end_new_match_button);
  else
    belote_deal_form_focus_first (self->deal_form);
}

static void
match_changed_cb (BeloteWindow *self)
{
  update_state (self);
}

/* The session has another match: show it */
static void
session_match_cb (BeloteWindow *self)
{
  BeloteMatch *match = belote_session_get_match (self->session);

  if (self->match != NULL)
    g_signal_handlers_disconnect_by_data (self->match, self);
  g_set_object (&self->match, match);
  belote_sheet_view_set_match (self->sheet_view, match);
  belote_sheet_view_set_match (self->play_sheet, match);
  belote_sheet_view_set_match (self->popover_sheet, match);
  self->pending_card = -1;
  self->explained = 0;
  self->declarations_said = 0;
  _belote_window_set_label (self->play_end_label, "");
  _belote_window_set_label (self->status_label, "");
  belote_deal_form_reset (self->deal_form);
  if (match != NULL)
    g_signal_connect_object (match, "changed", G_CALLBACK (match_changed_cb), self, G_CONNECT_SWAPPED);
  update_state (self);
  if (match != NULL)
    focus_next (self);
}

/* ------------------------------------------------------------ notices */

/**
 * belote_window_show_notice:
 * @heading: (nullable): a short first line, in bold
 *
 * A notice at the top of the window with a Close button (a save that
 * could not be read, a match that could not be recorded), as Balut's
 * window shows them (balut_notice_new ()).
 */
void
belote_window_show_notice (BeloteWindow *self,
                           const char   *heading,
                           const char   *message)
{
  g_return_if_fail (BELOTE_IS_WINDOW (self));
  g_return_if_fail (message != NULL);

  gtk_box_append (self->notices_box, balut_notice_new (heading, message));
}

static void
save_failed_cb (BeloteWindow *self,
                const GError *error)
{
  g_message ("%s", error->message);
  if (self->save_failure_shown)
    return;
  self->save_failure_shown = TRUE;
  belote_window_show_notice (self, _("This match cannot be saved"), error->message);
}

static void
record_failed_cb (BeloteWindow *self,
                  const GError *error)
{
  belote_window_show_notice (self, _("This match could not be recorded in the history"), error->message);
}

/* ------------------------------------------------------ the entries */

static void
form_commit_cb (BeloteWindow *self)
{
  g_autoptr(GError) error = NULL;
  BelotePadEntry entry;
  gboolean correcting = belote_deal_form_get_correcting (self->deal_form);

  if (self->match == NULL)
    return;
  if (!belote_deal_form_get_entry (self->deal_form, &entry, &error)
      || !(correcting ? belote_session_correct_last_deal (self->session, &entry, &error)
                      : belote_session_enter_deal (self->session, &entry, &error)))
    {
      /* refused: nothing changed; what is wrong, beside the form */
      belote_deal_form_show_error (self->deal_form, error->message);
      return;
    }
  belote_deal_form_reset (self->deal_form);
  update_state (self);
  focus_next (self);
}

static void
form_cancel_cb (BeloteWindow *self)
{
  belote_deal_form_reset (self->deal_form);
  update_state (self);
  focus_next (self);
}

/* B28: the last deal back in the form, to be corrected */
static void
correct_action (GtkWidget  *widget,
                const char *action_name,
                GVariant   *parameter)
{
  BeloteWindow *self = BELOTE_WINDOW (widget);
  const BelotePadEntry *entry;
  guint n;

  if (self->match == NULL || !belote_session_can_correct (self->session))
    return;
  n = belote_match_get_n_deals (self->match);
  entry = belote_match_get_entry (self->match, n - 1);
  if (entry == NULL)
    return;
  belote_deal_form_set_entry (self->deal_form, entry);
  belote_deal_form_set_correcting (self->deal_form, TRUE);
  update_state (self);
  belote_deal_form_focus_first (self->deal_form);
}

static void
deal_activated_cb (BeloteWindow *self,
                   guint         n)
{
  if (self->match != NULL && n + 1 == belote_match_get_n_deals (self->match))
    gtk_widget_activate_action (GTK_WIDGET (self), "win.correct", NULL);
}

static void
undo_action (GtkWidget  *widget,
             const char *action_name,
             GVariant   *parameter)
{
  BeloteWindow *self = BELOTE_WINDOW (widget);
  g_autoptr(GError) error = NULL;

  /* a correction under way is given up first */
  if (belote_deal_form_get_correcting (self->deal_form))
    belote_deal_form_reset (self->deal_form);
  if (!belote_session_undo (self->session, &error))
    {
      belote_deal_form_show_error (self->deal_form, error->message);
      return;
    }
  update_state (self);
  focus_next (self);
}

/* ------------------------------------------------------- new match */

static gboolean
match_in_play (BeloteWindow *self)
{
  return self->match != NULL && belote_match_get_n_deals (self->match) > 0
         && !belote_match_is_over (self->match);
}

/**
 * belote_window_start_match:
 * @match: a new match
 *
 * The session takes @match: a played one is dealt and its computer
 * seats move (belote_session_start_match ()), a pad match waits for its
 * first entry.
 */
void
belote_window_start_match (BeloteWindow *self,
                           BeloteMatch  *match)
{
  g_autoptr(GError) error = NULL;

  g_return_if_fail (BELOTE_IS_WINDOW (self));
  g_return_if_fail (BELOTE_IS_MATCH (match));

  if (belote_match_get_mode (match) != BELOTE_MODE_PLAY)
    {
      belote_session_set_match (self->session, match);
      return;
    }
  if (!belote_session_start_match (self->session, match, &error))
    belote_window_show_notice (self, _("The match could not be dealt"), error->message);
  update_state (self);
  focus_next (self);
}

static void
start_new_match (BeloteWindow         *self,
                 BeloteNewMatchDialog *dialog)
{
  g_autoptr(BeloteMatch) match = belote_new_match_dialog_create_match (dialog, belote_new_match_seed ());

  gtk_window_destroy (GTK_WINDOW (dialog));
  belote_window_start_match (self, match);
}

static void
abandon_response_cb (BeloteNewMatchDialog *dialog,
                     int                   response,
                     GtkDialog            *question)
{
  BeloteWindow *self = BELOTE_WINDOW (gtk_window_get_transient_for (GTK_WINDOW (dialog)));

  gtk_window_set_transient_for (GTK_WINDOW (question), NULL);
  gtk_window_destroy (GTK_WINDOW (question));
  if (response == GTK_RESPONSE_ACCEPT)
    start_new_match (self, dialog);
}

/* Start: a match in play is given up only now, and only when the table
 * says so */
static void
start_cb (BeloteWindow         *self,
          BeloteNewMatchDialog *dialog)
{
  GtkWidget *question;

  if (!match_in_play (self))
    {
      start_new_match (self, dialog);
      return;
    }
  question = balut_abandon_question_new (GTK_WINDOW (dialog), _("Abandon the match in play?"),
                                         _("Its score sheet will be lost."),
                                         /* Translators: the button that abandons the match in
                                          * play and starts the one just set up */
                                         _("_Start New Match"));
  g_signal_connect_object (question, "response", G_CALLBACK (abandon_response_cb), dialog, G_CONNECT_SWAPPED);
  gtk_window_present (GTK_WINDOW (question));
}

/* the dialog closed (Cancel, Escape, Start): the window has the keyboard
 * again (without a window manager, nothing gives it back) */
static void
new_match_dialog_destroyed_cb (BeloteWindow *self)
{
  /* gone: the computer seats go on */
  g_clear_weak_pointer (&self->new_match_dialog);
  _belote_window_update_paused (self);
  if (!gtk_widget_in_destruction (GTK_WIDGET (self)) && gtk_widget_get_visible (GTK_WIDGET (self)))
    {
      gtk_window_present (GTK_WINDOW (self));
      focus_next (self);
    }
}

/**
 * belote_window_show_new_match_dialog:
 *
 * New Match: the dialog (one at a time). Cancel leaves the match in play
 * as it was; Start asks before a match in play is given up.
 */
void
belote_window_show_new_match_dialog (BeloteWindow *self)
{
  BeloteNewMatchDialog *dialog;

  g_return_if_fail (BELOTE_IS_WINDOW (self));

  if (self->new_match_dialog != NULL)
    {
      gtk_window_present (self->new_match_dialog);
      return;
    }
  dialog = belote_new_match_dialog_new (GTK_WINDOW (self), self->settings);
  g_set_weak_pointer (&self->new_match_dialog, GTK_WINDOW (dialog));
  g_signal_connect_object (dialog, "start", G_CALLBACK (start_cb), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (dialog, "destroy", G_CALLBACK (new_match_dialog_destroyed_cb), self,
                           G_CONNECT_SWAPPED);
  _belote_window_update_paused (self);
  gtk_window_present (GTK_WINDOW (dialog));
}

static void
new_match_action (GtkWidget  *widget,
                  const char *action_name,
                  GVariant   *parameter)
{
  belote_window_show_new_match_dialog (BELOTE_WINDOW (widget));
}

/* ------------------------------------------------------------ resume */

static void
resume_response_cb (BeloteWindow *self,
                    int           response,
                    GtkDialog    *dialog)
{
  g_clear_weak_pointer (&self->resume_dialog);
  gtk_window_destroy (GTK_WINDOW (dialog));
  _belote_window_update_paused (self);

  if (response == BALUT_RESUME_RESPONSE_NEW_GAME)
    {
      g_autoptr(BeloteMatch) match = belote_new_match_from_settings (self->settings, belote_new_match_seed ());

      /* the saved match is abandoned: its save goes with it (a new one
       * set up, not dealt yet: the New Match dialog chooses) */
      belote_session_set_match (self->session, match);
      belote_window_show_new_match_dialog (self);
      return;
    }
  /* Resume, and Escape: the match goes on where it was (the window
   * active again: without a window manager nothing gives it back the
   * keyboard) */
  gtk_window_present (GTK_WINDOW (self));
  focus_next (self);
}

/**
 * belote_window_offer_resume:
 *
 * Asks whether to resume the session's match, an unfinished one from
 * the save: Resume (the default, and Escape) goes on; New Match gives it
 * up (its save goes) for the New Match dialog.
 */
void
belote_window_offer_resume (BeloteWindow *self)
{
  g_autofree char *description = NULL;
  GtkWidget *dialog;

  g_return_if_fail (BELOTE_IS_WINDOW (self));
  g_return_if_fail (self->match != NULL);

  if (self->resume_dialog != NULL)
    gtk_window_destroy (self->resume_dialog);

  description = belote_window_describe_match (self->match);
  dialog = balut_resume_dialog_new_for (GTK_WINDOW (self), _("Resume the unfinished match?"), description,
                                        _("_New Match"));
  g_set_weak_pointer (&self->resume_dialog, GTK_WINDOW (dialog));
  g_signal_connect_object (dialog, "response", G_CALLBACK (resume_response_cb), self, G_CONNECT_SWAPPED);
  /* the computer seats wait for the answer */
  _belote_window_update_paused (self);
  gtk_window_present (GTK_WINDOW (dialog));
}

/* ---------------------------------------------------------- paper */

static void
print_blank_action (GtkWidget  *widget,
                    const char *action_name,
                    GVariant   *parameter)
{
  BeloteWindow *self = BELOTE_WINDOW (widget);
  g_autoptr(BeloteSheetDocument) document = NULL;

  document = belote_sheet_document_new_blank (self->match != NULL ? belote_match_get_target (self->match)
                                                                  : BELOTE_DEFAULT_TARGET,
                                              self->match != NULL ? belote_match_get_team_name (self->match, 0) : NULL,
                                              self->match != NULL ? belote_match_get_team_name (self->match, 1) : NULL,
                                              BLANK_SHEETS_PER_PAGE);
  belote_print_sheet (GTK_WINDOW (self), document);
}

/* Print This Match (win.print-match) and Export Score Sheet
 * (win.export-sheet): the sheet of the match as it is now */
static void
match_sheet_action (GtkWidget  *widget,
                    const char *action_name,
                    GVariant   *parameter)
{
  BeloteWindow *self = BELOTE_WINDOW (widget);
  g_autoptr(BeloteSheetDocument) document = NULL;

  if (self->match == NULL || belote_match_get_n_deals (self->match) == 0)
    return;
  document = belote_sheet_document_new_for_match (self->match);
  if (g_str_equal (action_name, "win.print-match"))
    belote_print_sheet (GTK_WINDOW (self), document);
  else
    belote_export_sheet (GTK_WINDOW (self), document);
}

/* ------------------------------------------------------- the scores */

/* Belote's pages of the scores window: the match just won chosen among
 * the matches, else the players */
static void
scores_action (GtkWidget  *widget,
               const char *action_name,
               GVariant   *parameter)
{
  BeloteWindow *self = BELOTE_WINDOW (widget);
  GtkApplication *app = gtk_window_get_application (GTK_WINDOW (self));
  const char *notice = NULL;
  BalutStore *store = BALUT_IS_APPLICATION (app) ? balut_application_get_store (BALUT_APPLICATION (app), &notice)
                                                 : NULL;
  BalutScoresWindow *scores = balut_scores_window_new (GTK_WINDOW (self), store, notice, self->settings);
  gint64 id = belote_session_get_store_id (self->session);

  if (id != 0)
    balut_scores_window_set_belote_highlight (scores, id);
  balut_scores_window_show_page (scores, id != 0 ? "belote-matches" : "belote-players");
  gtk_window_present (GTK_WINDOW (scores));
}

/* Rules (win.rules, F1): Belote's rules (B1–B28), one window kept */
static void
rules_action (GtkWidget  *widget,
              const char *action_name,
              GVariant   *parameter)
{
  BeloteWindow *self = BELOTE_WINDOW (widget);

  if (self->rules_window == NULL)
    g_set_weak_pointer (&self->rules_window,
                        GTK_WINDOW (balut_rules_window_new_for_game (GTK_WINDOW (self), BALUT_RULES_GAME_BELOTE)));
  gtk_window_present (self->rules_window);
}

/* ---------------------------------------------------------- GObject */

static void
belote_window_dispose (GObject *object)
{
  BeloteWindow *self = BELOTE_WINDOW (object);

  if (self->match != NULL)
    g_signal_handlers_disconnect_by_data (self->match, self);
  g_clear_object (&self->match);
  /* a save still waiting is written now */
  if (self->session != NULL)
    {
      g_signal_handlers_disconnect_by_data (self->session, self);
      g_object_run_dispose (G_OBJECT (self->session));
    }
  g_clear_object (&self->session);
  g_clear_object (&self->settings);
  g_clear_weak_pointer (&self->new_match_dialog);
  g_clear_weak_pointer (&self->resume_dialog);
  g_clear_weak_pointer (&self->rules_window);
  _belote_window_play_dispose (self);

  gtk_widget_dispose_template (GTK_WIDGET (self), BELOTE_TYPE_WINDOW);

  G_OBJECT_CLASS (belote_window_parent_class)->dispose (object);
}

static void
belote_window_class_init (BeloteWindowClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = belote_window_dispose;

  g_type_ensure (BELOTE_TYPE_BOARD);
  g_type_ensure (BELOTE_TYPE_DEAL_FORM);
  g_type_ensure (BELOTE_TYPE_SHEET_VIEW);
  g_type_ensure (BELOTE_TYPE_TABLE);

  gtk_widget_class_set_template_from_resource (widget_class, "/io/github/balut/Balut/belote-window.ui");
  gtk_widget_class_bind_template_child (widget_class, BeloteWindow, board);
  gtk_widget_class_bind_template_child (widget_class, BeloteWindow, correct_button);
  gtk_widget_class_bind_template_child (widget_class, BeloteWindow, deal_form);
  gtk_widget_class_bind_template_child (widget_class, BeloteWindow, end_box);
  gtk_widget_class_bind_template_child (widget_class, BeloteWindow, end_buttons);
  gtk_widget_class_bind_template_child (widget_class, BeloteWindow, end_detail);
  gtk_widget_class_bind_template_child (widget_class, BeloteWindow, end_label);
  gtk_widget_class_bind_template_child (widget_class, BeloteWindow, end_new_match_button);
  gtk_widget_class_bind_template_child (widget_class, BeloteWindow, menu_button);
  gtk_widget_class_bind_template_child (widget_class, BeloteWindow, new_match_button);
  gtk_widget_class_bind_template_child (widget_class, BeloteWindow, notices_box);
  gtk_widget_class_bind_template_child (widget_class, BeloteWindow, panel_scroller);
  gtk_widget_class_bind_template_child (widget_class, BeloteWindow, panel_stack);
  gtk_widget_class_bind_template_child (widget_class, BeloteWindow, sheet_view);
  gtk_widget_class_bind_template_child (widget_class, BeloteWindow, subtitle_label);
  gtk_widget_class_bind_template_child (widget_class, BeloteWindow, title_label);
  gtk_widget_class_bind_template_child (widget_class, BeloteWindow, undo_button);
  gtk_widget_class_bind_template_callback (widget_class, form_cancel_cb);
  gtk_widget_class_bind_template_callback (widget_class, form_commit_cb);
  _belote_window_play_class_init (widget_class);

  gtk_widget_class_install_action (widget_class, "win.new-match", NULL, new_match_action);
  gtk_widget_class_install_action (widget_class, "win.undo", NULL, undo_action);
  gtk_widget_class_install_action (widget_class, "win.correct", NULL, correct_action);
  gtk_widget_class_install_action (widget_class, "win.print-blank", NULL, print_blank_action);
  gtk_widget_class_install_action (widget_class, "win.print-match", NULL, match_sheet_action);
  gtk_widget_class_install_action (widget_class, "win.export-sheet", NULL, match_sheet_action);
  gtk_widget_class_install_action (widget_class, "win.scores", NULL, scores_action);
  gtk_widget_class_install_action (widget_class, "win.rules", NULL, rules_action);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_F1, 0, "win.rules", NULL);

  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_n, GDK_CONTROL_MASK, "win.new-match", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_e, GDK_CONTROL_MASK, "win.correct", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_p, GDK_CONTROL_MASK, "win.print-match", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_w, GDK_CONTROL_MASK, "window.close", NULL);
}

/* Ctrl+Z: the last deal entered (the pad), or the person's last card
 * (the card table) */
static gboolean
undo_key_cb (GtkWidget *widget,
             GVariant  *args,
             gpointer   user_data)
{
  BeloteWindow *self = BELOTE_WINDOW (widget);

  return gtk_widget_activate_action (widget, _belote_window_is_play (self) ? "win.undo-card" : "win.undo", NULL);
}

static void
belote_window_init (BeloteWindow *self)
{
  GtkEventController *undo_key;

  gtk_widget_init_template (GTK_WIDGET (self));
  _belote_window_play_init (self);
  /* Belote's own icon (in the resources, as Balut's: also where no
   * icon theme has it, the build tree and Windows) */
  gtk_window_set_icon_name (GTK_WINDOW (self), "io.github.balut.Belote");

  /* Ctrl+Z undoes the last deal wherever the focus is: taken before the
   * focused control (the points' text would take it as its own undo) */
  undo_key = gtk_shortcut_controller_new ();
  gtk_event_controller_set_propagation_phase (undo_key, GTK_PHASE_CAPTURE);
  gtk_shortcut_controller_add_shortcut (GTK_SHORTCUT_CONTROLLER (undo_key),
                                        gtk_shortcut_new (gtk_keyval_trigger_new (GDK_KEY_z, GDK_CONTROL_MASK),
                                                          gtk_callback_action_new (undo_key_cb, NULL, NULL)));
  gtk_widget_add_controller (GTK_WIDGET (self), undo_key);

  g_signal_connect_object (self->sheet_view, "deal-activated", G_CALLBACK (deal_activated_cb), self,
                           G_CONNECT_SWAPPED);
  /* no one has won yet: the end's labels are empty, and named so (GTK
   * 4.8 would call them "GtkLabel") */
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->end_label), GTK_ACCESSIBLE_PROPERTY_LABEL, "", -1);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->end_detail), GTK_ACCESSIBLE_PROPERTY_LABEL, "", -1);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.undo", FALSE);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.correct", FALSE);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.print-match", FALSE);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.export-sheet", FALSE);
}

/* ------------------------------------------------------- public API */

/**
 * belote_window_new:
 *
 * Returns: (transfer full): a Belote window of @application, its session
 *   saving to Belote's autosave and recording in the application's store;
 *   no match yet (belote_session_restore () or belote_session_set_match ())
 */
BeloteWindow *
belote_window_new (BalutApplication *application)
{
  BeloteWindow *self;
  BalutAutosaver *autosaver;
  g_autofree char *path = NULL;

  g_return_val_if_fail (BALUT_IS_APPLICATION (application), NULL);

  self = g_object_new (BELOTE_TYPE_WINDOW, "application", application, NULL);
  g_set_object (&self->settings, balut_application_get_settings (application));

  path = belote_session_dup_default_autosave_path ();
  self->session = belote_session_new (path);
  belote_session_set_store_func (self->session, (BeloteSessionStoreFunc) balut_application_get_store,
                                 g_object_ref (application), g_object_unref);
  g_signal_connect_object (self->session, "notify::match", G_CALLBACK (session_match_cb), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (self->session, "record-failed", G_CALLBACK (record_failed_cb), self, G_CONNECT_SWAPPED);
  _belote_window_play_set_session (self);
  _belote_window_play_settings (self);
  autosaver = belote_session_get_autosaver (self->session);
  if (autosaver != NULL)
    g_signal_connect_object (autosaver, "save-failed", G_CALLBACK (save_failed_cb), self, G_CONNECT_SWAPPED);
  return self;
}

/**
 * belote_window_new_for_record:
 * @match: a match read from its record (the history's Reopen)
 *
 * Returns: (transfer full): a window that shows @match's sheet, who won,
 *   and prints or exports it; nothing is entered, saved or recorded
 *   there (the match in play, if any, stays in its own window)
 */
BeloteWindow *
belote_window_new_for_record (BalutApplication *application,
                              BeloteMatch      *match)
{
  BeloteWindow *self;
  g_autofree char *title = NULL;

  g_return_val_if_fail (BALUT_IS_APPLICATION (application), NULL);
  g_return_val_if_fail (BELOTE_IS_MATCH (match), NULL);

  self = g_object_new (BELOTE_TYPE_WINDOW, "application", application, NULL);
  self->recorded = TRUE;
  belote_sheet_view_set_correctable (self->sheet_view, FALSE);
  gtk_widget_set_visible (self->new_match_button, FALSE);
  gtk_widget_set_visible (self->end_buttons, FALSE);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.new-match", FALSE);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.undo", FALSE);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.correct", FALSE);
  /* no save, no store */
  self->session = belote_session_new (NULL);
  g_signal_connect_object (self->session, "notify::match", G_CALLBACK (session_match_cb), self, G_CONNECT_SWAPPED);
  belote_session_set_match (self->session, match);
  /* a played match's sheet and who won (its cards are not shown again) */
  gtk_stack_set_visible_child_name (self->mode_stack, "pad");
  /* Translators: the title of a window showing a match from the history,
   * e.g. "Us against Them" */
  title = g_strdup_printf (_("%s against %s"), belote_match_get_team_name (match, 0),
                           belote_match_get_team_name (match, 1));
  gtk_window_set_title (GTK_WINDOW (self), title);
  gtk_label_set_text (self->title_label, title);
  return self;
}

/**
 * belote_window_get_session:
 *
 * Returns: (transfer none): the match kept, its save and record
 */
BeloteSession *
belote_window_get_session (BeloteWindow *self)
{
  g_return_val_if_fail (BELOTE_IS_WINDOW (self), NULL);
  return self->session;
}

/**
 * belote_window_get_match:
 *
 * Returns: (transfer none) (nullable): the match shown
 */
BeloteMatch *
belote_window_get_match (BeloteWindow *self)
{
  g_return_val_if_fail (BELOTE_IS_WINDOW (self), NULL);
  return self->match;
}

BeloteDealForm *
belote_window_get_deal_form (BeloteWindow *self)
{
  g_return_val_if_fail (BELOTE_IS_WINDOW (self), NULL);
  return self->deal_form;
}

BeloteSheetView *
belote_window_get_sheet_view (BeloteWindow *self)
{
  g_return_val_if_fail (BELOTE_IS_WINDOW (self), NULL);
  return self->sheet_view;
}

/* Returns: (transfer none) (nullable): the New Match dialog, while open */
GtkWindow *
belote_window_get_new_match_dialog (BeloteWindow *self)
{
  g_return_val_if_fail (BELOTE_IS_WINDOW (self), NULL);
  return self->new_match_dialog;
}

/* Returns: (transfer none) (nullable): the resume prompt, while shown */
GtkWindow *
belote_window_get_resume_dialog (BeloteWindow *self)
{
  g_return_val_if_fail (BELOTE_IS_WINDOW (self), NULL);
  return self->resume_dialog;
}

/* Returns: who won, as the window says it; "" while the match goes on */
const char *
belote_window_get_end_text (BeloteWindow *self)
{
  g_return_val_if_fail (BELOTE_IS_WINDOW (self), NULL);
  if (g_strcmp0 (gtk_stack_get_visible_child_name (self->panel_stack), "end") != 0)
    return "";
  return gtk_label_get_text (self->end_label);
}

/* Whether it shows a match reopened from the history (read only) */
gboolean
belote_window_get_recorded (BeloteWindow *self)
{
  g_return_val_if_fail (BELOTE_IS_WINDOW (self), FALSE);
  return self->recorded;
}

gboolean
belote_window_get_wide (BeloteWindow *self)
{
  g_return_val_if_fail (BELOTE_IS_WINDOW (self), FALSE);
  return belote_board_get_wide (self->board);
}
