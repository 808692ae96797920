/* belote-window-play.c — the Belote window at the card table: the
 * person (South) bids and plays against three computer seats
 *
 * SPDX-FileCopyrightText: 2026 The Balut developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The window is a view of the session's played match (issue 29): the
 * table (BeloteTable) shows the cards and follows the session by itself;
 * this file gives the person their moves and says what happens.
 *
 * - Bidding (B6, B7): a bar under the table while the person is to bid:
 *   Take (the turned card named) or Pass in the first round, a button
 *   for each suit but the turned one, or Pass, in the second; T, P and
 *   C, D, H, S do the same from anywhere in the window.
 * - Playing (B12): a card clicked (or chosen with Enter) is played, or
 *   refused with the rules' reason (belote_deal_why_illegal ()) beside
 *   the hand and said to screen readers. On the person's first card,
 *   when the hand holds announcements (family rules, B19), the card
 *   waits while a bar asks what to declare: Declare (the announcements
 *   ticked) or Keep Quiet.
 * - What the others do: each bid, card, Belote and Rebelote (B21) and
 *   each trick's winner is a line of the status under the table and an
 *   alert for screen readers (a label with the alert role, shown and
 *   never seen, as Balut's move log does); Ctrl+T reads the trick on
 *   the table. From the second trick on, every seat's declarations are
 *   shown, and which team scores them (B19, B20).
 * - After the last trick: the deal's score explained line by line
 *   (belote-explain.h) with Next Deal (Enter); after the last deal, who
 *   won (B25), and whether it is the biggest lead in the history.
 * - Undo (Ctrl+Z) of the person's last card while the session allows it;
 *   Hint (Ctrl+H): the Expert's choice and its reason in a popover,
 *   after a question the first time in a match (a hint marks the match
 *   assisted; the ask-before-hint setting, as Balut's).
 * - Pace as in Balut: the computer-speed setting is the pause before
 *   each computer move, hold-computer-entries keeps a finished trick on
 *   the table for three pauses.
 * - The score sheet stands beside the table on a wide window; on a
 *   narrow one (a phone, 360 px) the table takes the whole width and the
 *   sheet is under the header's Score Sheet button (F9).
 */

#include "config.h"

#include <string.h>

#include <glib/gi18n.h>

#include "balut-application.h"
#include "belote-card-widget.h"
#include "belote-store.h"
#include "belote-window-private.h"

/* the computer-speed setting: slow, normal, fast (Balut's pauses) */
static const guint computer_pause_ms[] = { 1000, 650, 250 };
#define NORMAL_SPEED 1
/* a finished trick stays on the table this many pauses */
#define HOLD_PAUSES 3
/* from this width on, the sheet stands beside the table */
#define WIDE_WIDTH 900
/* narrower, a phone: the header keeps the menu (New Match is in it, and
 * Ctrl+N), so that a long translation of New Match does not widen the
 * window past the screen */
#define PHONE_WIDTH 420
/* the lines kept of what was said */
#define MAX_LOG_LINES 400

enum {
  BID_TAKE,
  BID_PASS,
  BID_CLUBS,   /* BID_CLUBS + suit */
};

/* ------------------------------------------------------------ words */

static void
get_names (BeloteWindow       *self,
           BeloteExplainNames *names)
{
  memset (names, 0, sizeof *names);
  if (self->match == NULL)
    return;
  for (guint t = 0; t < BELOTE_N_TEAMS; t++)
    names->teams[t] = belote_match_get_team_name (self->match, t);
}

/* The deal the last move was made in: the one in play, or the one just
 * over */
static const BeloteDeal *
last_deal (BeloteWindow *self)
{
  guint n;

  if (self->match == NULL || belote_match_get_mode (self->match) != BELOTE_MODE_PLAY)
    return NULL;
  n = belote_match_get_n_deals (self->match);
  return n > 0 ? belote_match_get_deal (self->match, n - 1) : NULL;
}

/* A label's text and its name for screen readers at once: an empty
 * label keeps an empty name (GTK 4.8 would call it "GtkLabel") */
void
_belote_window_set_label (GtkLabel   *label,
                          const char *text)
{
  gtk_label_set_text (label, text != NULL ? text : "");
  gtk_accessible_update_property (GTK_ACCESSIBLE (label), GTK_ACCESSIBLE_PROPERTY_LABEL, text != NULL ? text : "", -1);
}

static void
log_line (BeloteWindow *self,
          const char   *text)
{
  g_ptr_array_add (self->log, g_strdup (text));
  if (self->log->len > MAX_LOG_LINES)
    g_ptr_array_remove_index (self->log, 0);
  _belote_window_set_label (self->status_label, text);
}

/* A line of the status, also said by screen readers: the alert label
 * shown again (never seen: it has no opacity) */
static void
announce (BeloteWindow *self,
          const char   *text)
{
  if (self->deferred != NULL)
    {
      g_ptr_array_add (self->deferred, g_strdup (text));
      return;
    }
  log_line (self, text);
  gtk_widget_set_visible (GTK_WIDGET (self->announcement), FALSE);
  _belote_window_set_label (self->announcement, text);
  if (gtk_widget_get_mapped (GTK_WIDGET (self)))
    gtk_widget_set_visible (GTK_WIDGET (self->announcement), TRUE);
}

static void
show_refusal (BeloteWindow *self,
              const char   *why)
{
  _belote_window_set_label (self->refusal_label, why);
  gtk_widget_set_visible (GTK_WIDGET (self->refusal_label), TRUE);
  announce (self, why);
}

static void
clear_refusal (BeloteWindow *self)
{
  gtk_widget_set_visible (GTK_WIDGET (self->refusal_label), FALSE);
  _belote_window_set_label (self->refusal_label, "");
}

/* ------------------------------------------------------------ state */

static gboolean
person_bidding (BeloteWindow     *self,
                const BeloteDeal *deal)
{
  return deal != NULL && (deal->phase == BELOTE_PHASE_BID_FIRST || deal->phase == BELOTE_PHASE_BID_SECOND)
         && belote_deal_to_move (deal) == BELOTE_PERSON_SEAT;
}

static gboolean
person_playing (BeloteWindow     *self,
                const BeloteDeal *deal)
{
  return deal != NULL && deal->phase == BELOTE_PHASE_PLAY && belote_deal_to_move (deal) == BELOTE_PERSON_SEAT;
}

/* What a computer seat did, and, when the person is to play next, that
 * it is their turn (a screen reader says it after the move) */
static char *
with_turn (BeloteWindow *self,
           char         *text)
{
  const BeloteDeal *deal = self->match != NULL ? belote_match_get_current (self->match) : NULL;

  if (!person_playing (self, deal))
    return text;
  {
    /* Translators: after the last move said: "West plays the Jack of
     * hearts. Your turn to play." */
    char *turn = g_strdup_printf (_("%s. Your turn to play."), text);

    g_free (text);
    return turn;
  }
}

/* B19: the person's first card, with announcements to declare */
static gboolean
asks_declarations (BeloteWindow     *self,
                   const BeloteDeal *deal)
{
  BeloteAnnouncement held[BELOTE_HAND_SIZE];

  return deal != NULL && deal->school == BELOTE_SCHOOL_FAMILY && person_playing (self, deal)
         && !deal->has_declared[BELOTE_PERSON_SEAT]
         && belote_hand_count (deal->hands[BELOTE_PERSON_SEAT]) == BELOTE_HAND_SIZE
         && belote_hand_announcements (deal->dealt[BELOTE_PERSON_SEAT], held) > 0;
}

static void
fill_bids (BeloteWindow     *self,
           const BeloteDeal *deal)
{
  g_autofree char *turned = belote_card_describe (deal->turned);
  g_autofree char *take = NULL;
  g_autofree char *heading = NULL;
  gboolean first = deal->phase == BELOTE_PHASE_BID_FIRST;

  if (first)
    /* Translators: B6: the person's bid in the first round: take the
     * turned card (its suit is trump) or pass */
    heading = g_strdup_printf (_("Your bid: take the %s, or pass"), turned);
  else
    /* Translators: B7: the second round: any suit but the turned one */
    heading = g_strdup_printf (_("Your bid, second round: any trump but %s, or pass"),
                               belote_suit_name (BELOTE_CARD_SUIT (deal->turned)));
  _belote_window_set_label (self->bid_label, heading);

  /* Translators: B6: the Take button, with the turned card; T takes */
  take = g_strdup_printf (_("_Take the %s"), turned);
  gtk_label_set_text_with_mnemonic (GTK_LABEL (gtk_button_get_child (GTK_BUTTON (self->bid_button[BID_TAKE]))), take);
  {
    g_autofree char *name = g_strdup_printf (_("Take the %s"), turned);

    gtk_accessible_update_property (GTK_ACCESSIBLE (self->bid_button[BID_TAKE]), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                    name, -1);
  }
  gtk_widget_set_visible (gtk_widget_get_parent (self->bid_button[BID_TAKE]), first);
  for (guint s = 0; s < BELOTE_N_SUITS; s++)
    gtk_widget_set_visible (gtk_widget_get_parent (self->bid_button[BID_CLUBS + s]),
                            !first && s != BELOTE_CARD_SUIT (deal->turned));
}

static void
fill_declarations (BeloteWindow     *self,
                   const BeloteDeal *deal)
{
  GtkWidget *child;

  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self->declare_checks))) != NULL)
    gtk_box_remove (self->declare_checks, child);
  memset (self->declare_check, 0, sizeof self->declare_check);
  self->n_declarable = belote_hand_announcements (deal->dealt[BELOTE_PERSON_SEAT], self->declarable);
  for (guint i = 0; i < self->n_declarable; i++)
    {
      g_autofree char *what = belote_explain_announcement (&self->declarable[i]);
      g_autofree char *label = g_strdup_printf ("%s (%d)", what, belote_announcement_value (&self->declarable[i]));

      self->declarable[i].seat = BELOTE_PERSON_SEAT;
      self->declare_check[i] = gtk_check_button_new_with_label (label);
      gtk_check_button_set_active (GTK_CHECK_BUTTON (self->declare_check[i]), TRUE);
      gtk_box_append (self->declare_checks, self->declare_check[i]);
    }
}

static void
fill_explanation (BeloteWindow *self)
{
  guint n = belote_match_get_n_deals (self->match);
  const BeloteDeal *deal = belote_match_get_deal (self->match, n - 1);
  const BeloteDealScore *score = belote_match_get_score (self->match, n - 1);
  BeloteExplainNames names;
  g_auto(GStrv) lines = NULL;
  g_autofree char *text = NULL;
  g_autofree char *title = NULL;

  if (self->explained == n || deal == NULL || score == NULL)
    return;
  self->explained = n;
  get_names (self, &names);
  lines = belote_explain_played_deal (deal, score, &names);
  text = g_strjoinv ("\n", lines);
  /* Translators: above the deal's score explained: "Deal 3" */
  title = g_strdup_printf (_("Deal %u: the score"), n);
  _belote_window_set_label (self->explain_title, title);
  _belote_window_set_label (self->explain_lines, text);
}

/* The biggest lead in the history: said when this match is it */
static char *
dup_record_text (BeloteWindow *self,
                 gint8         winner,
                 const int     totals[BELOTE_N_TEAMS])
{
  GtkApplication *app = gtk_window_get_application (GTK_WINDOW (self));
  const char *notice = NULL;
  BalutStore *store;
  gint64 id = belote_session_get_store_id (self->session);
  g_autoptr(GPtrArray) margins = NULL;
  const BeloteMatchSummary *best;

  if (winner != 0 || id == 0 || !BALUT_IS_APPLICATION (app))
    return NULL;
  store = balut_application_get_store (BALUT_APPLICATION (app), &notice);
  if (store == NULL)
    return NULL;
  margins = balut_store_list_belote_margins (store, 2, NULL);
  if (margins == NULL || margins->len == 0)
    return NULL;
  best = g_ptr_array_index (margins, 0);
  if (best->match_id != id)
    return NULL;
  if (margins->len == 1)
    /* Translators: the first match won, in the records' biggest leads */
    return g_strdup_printf (_("Your first match won: a lead of %d, the first of your records."),
                            totals[0] - totals[1]);
  /* Translators: the biggest lead of every match in the history */
  return g_strdup_printf (_("New record: a lead of %d, the biggest in your history."), totals[0] - totals[1]);
}

static void
fill_end (BeloteWindow *self)
{
  gint8 winner = belote_match_get_winner (self->match);
  int totals[BELOTE_N_TEAMS];
  guint n = belote_match_get_n_deals (self->match);
  g_autofree char *won = NULL;
  g_autofree char *detail = NULL;
  g_autofree char *record = NULL;

  if (winner < 0)
    return;
  belote_match_get_totals (self->match, totals);
  won = g_strdup_printf (_("%s win the match!"), belote_match_get_team_name (self->match, winner));
  detail = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%d to %d, in %u deal", "%d to %d, in %u deals", n),
                            totals[winner], totals[1 - winner], n);
  if (g_strcmp0 (gtk_label_get_text (self->play_end_label), won) != 0)
    {
      g_autofree char *said = g_strdup_printf ("%s %s", won, detail);

      announce (self, said);
    }
  _belote_window_set_label (self->play_end_label, won);
  _belote_window_set_label (self->play_end_detail, detail);
  gtk_window_set_title (GTK_WINDOW (self), won);
  /* the last deal's score too (B22–B24) */
  fill_explanation (self);
  _belote_window_set_label (self->play_end_explain, gtk_label_get_text (self->explain_lines));
  record = dup_record_text (self, winner, totals);
  gtk_widget_set_visible (GTK_WIDGET (self->play_end_record), record != NULL);
  _belote_window_set_label (self->play_end_record, record != NULL ? record : "");
}

static const char *
page_for (BeloteWindow     *self,
          const BeloteDeal *deal)
{
  if (belote_match_is_over (self->match))
    return "end";
  if (deal == NULL && belote_match_get_n_deals (self->match) > 0)
    return "explain";
  if (person_bidding (self, deal))
    return "bid";
  if (self->pending_card >= 0 && person_playing (self, deal))
    return "declare";
  return "none";
}

/**
 * _belote_window_play_update:
 *
 * The card table's bars, actions and lines from the match as it is.
 */
void
_belote_window_play_update (BeloteWindow *self)
{
  const BeloteDeal *deal;
  const char *page, *old_page;
  g_autofree char *subtitle = NULL;
  g_autofree char *declared = NULL;
  guint n;

  if (self->match == NULL || belote_match_get_mode (self->match) != BELOTE_MODE_PLAY)
    return;

  deal = belote_match_get_current (self->match);
  n = belote_match_get_n_deals (self->match);
  if (!person_playing (self, deal))
    self->pending_card = -1;

  if (belote_match_is_over (self->match))
    subtitle = g_strdup (_("Match over"));
  else
    subtitle = g_strdup_printf (_("Deal %u"), MAX (n, 1));
  gtk_label_set_text (self->subtitle_label, subtitle);
  if (!belote_match_is_over (self->match))
    gtk_window_set_title (GTK_WINDOW (self), _("Belote"));

  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.undo", FALSE);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.correct", FALSE);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.undo-card", belote_session_can_undo (self->session));
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.hint",
                                 belote_session_is_person_turn (self->session)
                                 && belote_session_hint_possible (self->session));
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.read-trick", deal != NULL && deal->phase == BELOTE_PHASE_PLAY);
  /* no hint to ask for between deals */
  gtk_widget_set_visible (self->hint_button, deal != NULL);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.next-deal",
                                 deal == NULL && n > 0 && !belote_match_is_over (self->match));
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.bid", person_bidding (self, deal));
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.print-match", n > 0);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.export-sheet", n > 0);

  page = page_for (self, deal);
  old_page = gtk_stack_get_visible_child_name (self->action_stack);
  if (g_str_equal (page, "bid"))
    fill_bids (self, deal);
  else if (g_str_equal (page, "explain"))
    fill_explanation (self);
  else if (g_str_equal (page, "end"))
    fill_end (self);
  else if (g_str_equal (page, "declare") && g_strcmp0 (old_page, "declare") != 0)
    fill_declarations (self, deal);
  gtk_stack_set_visible_child_name (self->action_stack, page);
  /* a narrow window: the deal's score (or the match's end) in the
   * table's room, the table being empty then */
  {
    gboolean table_shown = self->wide || (!g_str_equal (page, "explain") && !g_str_equal (page, "end"));

    gtk_widget_set_visible (self->table_overlay, table_shown);
    gtk_widget_set_vexpand (self->action_scroller, !table_shown);
    /* the declarations' question on a phone: its room from the status
     * line (what it said was said aloud too) */
    gtk_widget_set_visible (self->status_row, self->wide || !g_str_equal (page, "declare"));
  }

  /* B19, B20: every seat's declarations, from the second trick on */
  if (deal != NULL)
    declared = belote_explain_declarations (deal, NULL);
  gtk_widget_set_visible (GTK_WIDGET (self->declarations_label), declared != NULL);
  _belote_window_set_label (self->declarations_label, declared != NULL ? declared : "");
  if (declared != NULL && self->declarations_said != n)
    {
      self->declarations_said = n;
      announce (self, declared);
    }

  /* the second round of bidding (B7) has other buttons: the focus goes
   * to its first */
  {
    gint round = g_str_equal (page, "bid") ? (gint) deal->phase : -1;
    gboolean new_round = round != self->bid_round_shown && round >= 0;

    self->bid_round_shown = round;
    if (new_round && g_strcmp0 (old_page, page) == 0)
      _belote_window_play_focus (self);
  }
  if (g_strcmp0 (old_page, page) != 0)
    _belote_window_play_focus (self);
  else if (person_playing (self, deal) && g_str_equal (page, "none"))
    {
      /* keyboard and screen-reader play: the person's turn to play
       * comes with the focus on the hand, unless the person took it to
       * the sheet or the header (the menu); later, a focus lost or on a
       * card played already goes back to the hand */
      GtkWidget *focus = gtk_root_get_focus (GTK_ROOT (self));
      gboolean elsewhere = focus != NULL && gtk_widget_get_mapped (focus)
                           && (gtk_widget_is_ancestor (focus, self->sheet_pane)
                               || focus == self->menu_button || focus == self->new_match_button
                               || gtk_widget_is_ancestor (focus, self->menu_button)
                               || gtk_widget_is_ancestor (focus, self->new_match_button));

      if ((!self->turn_shown && !elsewhere
           && (focus == NULL || !gtk_widget_is_ancestor (focus, GTK_WIDGET (self->table))))
          || focus == NULL || !gtk_widget_get_mapped (focus) || !gtk_widget_is_sensitive (focus)
          || !gtk_widget_get_focusable (focus) || focus == GTK_WIDGET (self->table)
          || (gtk_widget_is_ancestor (focus, GTK_WIDGET (self->table))
              && !gtk_widget_get_child_visible (focus))
          /* a card played already (on the trick, or gone) */
          || (BELOTE_IS_CARD_WIDGET (focus)
              && !BELOTE_HAND_HAS (deal->hands[BELOTE_PERSON_SEAT],
                                   belote_card_widget_get_card (BELOTE_CARD_WIDGET (focus)))))
        _belote_window_play_focus (self);
    }
  self->turn_shown = person_playing (self, deal) && g_str_equal (page, "none");
}

/**
 * _belote_window_play_focus:
 *
 * Keyboard and screen-reader play: the focus where the next move is
 * made (the bid bar, the declarations, Next Deal, New Match, the hand).
 */
void
_belote_window_play_focus (BeloteWindow *self)
{
  const char *page = gtk_stack_get_visible_child_name (self->action_stack);
  const BeloteDeal *deal;

  if (self->match == NULL || belote_match_get_mode (self->match) != BELOTE_MODE_PLAY)
    return;
  /* not while a dialog has the keyboard */
  if (self->new_match_dialog != NULL || self->resume_dialog != NULL)
    return;
  deal = belote_match_get_current (self->match);
  if (g_strcmp0 (page, "bid") == 0)
    {
      for (guint i = 0; i < G_N_ELEMENTS (self->bid_button); i++)
        if (gtk_widget_get_visible (gtk_widget_get_parent (self->bid_button[i])))
          {
            gtk_widget_grab_focus (self->bid_button[i]);
            return;
          }
    }
  else if (g_strcmp0 (page, "declare") == 0)
    gtk_widget_grab_focus (self->declare_button);
  else if (g_strcmp0 (page, "explain") == 0)
    gtk_widget_grab_focus (self->next_deal_button);
  else if (g_strcmp0 (page, "end") == 0)
    gtk_widget_grab_focus (self->play_new_match_button);
  else if (person_playing (self, deal))
    belote_table_focus_hand (self->table);
}

/* ------------------------------------------------------- the moves */

static void
play_card (BeloteWindow             *self,
           BeloteCard                card,
           const BeloteAnnouncement *declare,
           guint                     n_declare)
{
  g_autoptr(GError) error = NULL;
  guint8 said_before;
  const BeloteDeal *deal = belote_match_get_current (self->match);

  said_before = deal != NULL ? deal->belote_said : 0;
  /* the trick won or the deal over, said by the session's signals while
   * the card is played, come after the card */
  self->deferred = g_ptr_array_new_with_free_func (g_free);
  if (!belote_session_play (self->session, card, declare, n_declare, &error))
    {
      g_clear_pointer (&self->deferred, g_ptr_array_unref);
      show_refusal (self, error->message);
      return;
    }
  clear_refusal (self);
  self->pending_card = -1;
  /* the keyboard stays in the hand, not on the card gone to the trick */
  if (gtk_widget_has_focus (belote_table_get_card_widget (self->table, card) != NULL
                            ? belote_table_get_card_widget (self->table, card) : GTK_WIDGET (self->table))
      || gtk_root_get_focus (GTK_ROOT (self)) == NULL)
    belote_table_focus_hand (self->table);
  deal = last_deal (self);
  if (deal != NULL)
    {
      BeloteExplainNames names;
      g_autofree char *text = NULL;

      g_autoptr(GPtrArray) after = g_steal_pointer (&self->deferred);

      get_names (self, &names);
      text = belote_explain_play (deal, BELOTE_PERSON_SEAT, card, &names);
      log_line (self, text);
      /* B21: Belote and Rebelote are said aloud, the person's too; then
       * the trick's winner, the deal's end */
      if (deal->belote_said != said_before || after->len > 0)
        {
          g_autoptr(GString) said = g_string_new (text);

          for (guint i = 0; i < after->len; i++)
            {
              /* (each line was logged on its own as well) */
              log_line (self, g_ptr_array_index (after, i));
              g_string_append (said, ". ");
              g_string_append (said, g_ptr_array_index (after, i));
            }
          announce (self, said->str);
          /* the status keeps the last line, the log each */
          g_ptr_array_remove_index (self->log, self->log->len - 1);
          if (after->len > 0)
            _belote_window_set_label (self->status_label, g_ptr_array_index (after, after->len - 1));
        }
    }
  g_clear_pointer (&self->deferred, g_ptr_array_unref);
  _belote_window_play_update (self);
}

/**
 * _belote_window_card_chosen_cb:
 *
 * The table's "card-chosen": the card played, or the declarations
 * asked first (B19), or why it may not be played (B12).
 */
void
_belote_window_card_chosen_cb (BeloteWindow *self,
                               guint         card)
{
  const BeloteDeal *deal;
  g_autofree char *why = NULL;

  if (self->match == NULL || card >= BELOTE_N_CARDS)
    return;
  deal = belote_match_get_current (self->match);
  if (asks_declarations (self, deal))
    {
      why = belote_deal_why_illegal (deal, (BeloteCard) card);
      if (why != NULL)
        {
          show_refusal (self, why);
          return;
        }
      clear_refusal (self);
      self->pending_card = card;
      {
        g_autofree char *what = belote_card_describe ((BeloteCard) card);
        /* Translators: B19: the first card waits while the person
         * chooses what to declare */
        g_autofree char *heading = g_strdup_printf (_("Your first card, the %s: declare with it?"), what);

        _belote_window_set_label (self->declare_label, heading);
        gtk_widget_set_tooltip_text (GTK_WIDGET (self->declare_label), heading);
      }
      _belote_window_play_update (self);
      return;
    }
  play_card (self, (BeloteCard) card, NULL, 0);
}

void
_belote_window_declare_cb (BeloteWindow *self)
{
  BeloteAnnouncement chosen[BELOTE_HAND_SIZE];
  guint n = 0;

  if (self->pending_card < 0)
    return;
  for (guint i = 0; i < self->n_declarable; i++)
    if (self->declare_check[i] != NULL && gtk_check_button_get_active (GTK_CHECK_BUTTON (self->declare_check[i])))
      chosen[n++] = self->declarable[i];
  play_card (self, (BeloteCard) self->pending_card, chosen, n);
}

void
_belote_window_keep_quiet_cb (BeloteWindow *self)
{
  if (self->pending_card < 0)
    return;
  play_card (self, (BeloteCard) self->pending_card, NULL, 0);
}

/* win.bid (i): the person's bid (B6, B7) */
static void
bid_action (GtkWidget  *widget,
            const char *action_name,
            GVariant   *parameter)
{
  BeloteWindow *self = BELOTE_WINDOW (widget);
  BeloteBid bid = (BeloteBid) g_variant_get_int32 (parameter);
  g_autoptr(GError) error = NULL;
  const BeloteDeal *deal;

  if (self->match == NULL)
    return;
  deal = belote_match_get_current (self->match);
  if (!person_bidding (self, deal))
    return;
  if (!belote_session_bid (self->session, bid, &error))
    {
      show_refusal (self, error->message);
      return;
    }
  clear_refusal (self);
  deal = last_deal (self);
  if (deal != NULL)
    {
      BeloteExplainNames names;
      g_autofree char *text = NULL;

      get_names (self, &names);
      text = with_turn (self, belote_explain_bid (deal, BELOTE_PERSON_SEAT, bid, &names));
      log_line (self, text);
    }
  _belote_window_play_update (self);
}

/* the person's card taken back (the session allows it until the next
 * seat has played; it marks the match assisted) */
static void
undo_card_action (GtkWidget  *widget,
                  const char *action_name,
                  GVariant   *parameter)
{
  BeloteWindow *self = BELOTE_WINDOW (widget);
  g_autoptr(GError) error = NULL;

  if (!belote_session_undo (self->session, &error))
    {
      show_refusal (self, error->message);
      return;
    }
  clear_refusal (self);
  self->pending_card = -1;
  /* Translators: the person's last card taken back (Ctrl+Z) */
  announce (self, _("Your card was taken back: play again."));
  _belote_window_play_update (self);
  _belote_window_play_focus (self);
}

static void
next_deal_action (GtkWidget  *widget,
                  const char *action_name,
                  GVariant   *parameter)
{
  BeloteWindow *self = BELOTE_WINDOW (widget);
  g_autoptr(GError) error = NULL;

  if (!belote_session_next_deal (self->session, &error))
    {
      show_refusal (self, error->message);
      return;
    }
  clear_refusal (self);
  gtk_widget_set_visible (GTK_WIDGET (self->declarations_label), FALSE);
  {
    /* Translators: a new deal begins: "Deal 4: East deals" */
    g_autofree char *text = g_strdup_printf (_("Deal %u: %s deals"), belote_match_get_n_deals (self->match),
                                             belote_explain_seat_name (NULL, belote_match_get_dealer (self->match)));

    log_line (self, text);
  }
  _belote_window_play_update (self);
}

/* Ctrl+T: the trick on the table, read out */
static void
read_trick_action (GtkWidget  *widget,
                   const char *action_name,
                   GVariant   *parameter)
{
  BeloteWindow *self = BELOTE_WINDOW (widget);
  const BeloteDeal *deal = self->match != NULL ? belote_match_get_current (self->match) : NULL;
  g_autofree char *text = deal != NULL ? belote_explain_trick (deal, NULL) : NULL;

  if (text != NULL)
    announce (self, text);
}

/* F9: the score sheet of a narrow window */
static void
show_sheet_action (GtkWidget  *widget,
                   const char *action_name,
                   GVariant   *parameter)
{
  BeloteWindow *self = BELOTE_WINDOW (widget);

  if (gtk_widget_get_visible (self->sheet_button))
    gtk_menu_button_popup (GTK_MENU_BUTTON (self->sheet_button));
  else if (gtk_widget_get_visible (self->sheet_pane))
    gtk_widget_grab_focus (GTK_WIDGET (self->play_sheet));
}

/* ---------------------------------------------------------------- hint */

static char *
describe_decision (const BeloteDeal     *deal,
                   const BeloteDecision *decision)
{
  g_autofree char *what = NULL;

  if (decision->kind == BELOTE_DECISION_BID)
    {
      if (decision->bid == BELOTE_BID_PASS)
        /* Translators: the hint: the Expert would pass */
        return g_strdup (_("Pass"));
      if (decision->bid == BELOTE_BID_TAKE)
        {
          what = belote_card_describe (deal->turned);
          /* Translators: the hint: B6 */
          return g_strdup_printf (_("Take the %s"), what);
        }
      /* Translators: the hint: B7 */
      return g_strdup_printf (_("Name %s as trump"), belote_suit_name ((BeloteSuit) decision->bid));
    }
  what = belote_card_describe (decision->card);
  if (decision->n_declare > 0)
    {
      g_autoptr(GPtrArray) items = g_ptr_array_new_with_free_func (g_free);
      g_autofree char *list = NULL;

      for (guint i = 0; i < decision->n_declare; i++)
        g_ptr_array_add (items, belote_explain_announcement (&decision->declare[i]));
      g_ptr_array_add (items, NULL);
      list = g_strjoinv (", ", (char **) items->pdata);
      /* Translators: the hint: a card and what to declare with it (B19) */
      return g_strdup_printf (_("Play the %s and declare %s"), what, list);
    }
  /* Translators: the hint: the card to play */
  return g_strdup_printf (_("Play the %s"), what);
}

static void
hint_changed_cb (BeloteWindow *self)
{
  const BeloteDecision *hint = belote_session_get_hint (self->session);
  const BeloteDeal *deal = self->match != NULL ? belote_match_get_current (self->match) : NULL;
  g_autofree char *title = NULL;

  if (hint == NULL || deal == NULL)
    {
      if (!self->hint_asking)
        gtk_popover_popdown (self->hint_popover);
      g_clear_pointer (&self->hint_text, g_free);
      return;
    }
  title = describe_decision (deal, hint);
  _belote_window_set_label (self->hint_title, title);
  _belote_window_set_label (self->hint_reason, hint->reason);
  g_free (self->hint_text);
  /* the reason names the choice itself most often ("Play the 8 of
   * hearts: this trick is lost, …"): said once */
  if (hint->reason != NULL && g_str_has_prefix (hint->reason, title))
    self->hint_text = g_strdup (hint->reason);
  else
    self->hint_text = g_strdup_printf ("%s. %s", title, hint->reason != NULL ? hint->reason : "");
  self->hint_asking = FALSE;
  gtk_stack_set_visible_child_name (self->hint_stack, "hint");
  gtk_popover_popup (self->hint_popover);
  /* the card marked on the hand too (the table clears it at the next
   * bid or card) */
  if (hint->kind == BELOTE_DECISION_PLAY)
    belote_table_set_hint_card (self->table, hint->card);
  announce (self, self->hint_text);
}

static void
hint_show_cb (BeloteWindow *self)
{
  if (self->settings != NULL && gtk_check_button_get_active (self->hint_dont_ask))
    g_settings_set_boolean (self->settings, "ask-before-hint", FALSE);
  self->hint_asking = FALSE;
  gtk_popover_popdown (self->hint_popover);
  belote_session_request_hint (self->session);
}

static void
hint_cancel_cb (BeloteWindow *self)
{
  self->hint_asking = FALSE;
  gtk_popover_popdown (self->hint_popover);
}

static void
hint_action (GtkWidget  *widget,
             const char *action_name,
             GVariant   *parameter)
{
  BeloteWindow *self = BELOTE_WINDOW (widget);

  if (self->match == NULL || !belote_session_hint_possible (self->session)
      || !belote_session_is_person_turn (self->session))
    return;
  if (belote_session_get_hint (self->session) != NULL)
    {
      hint_changed_cb (self);
      return;
    }
  /* a hint marks the match assisted: asked first, once a match */
  if (!belote_match_get_assisted (self->match)
      && (self->settings == NULL || g_settings_get_boolean (self->settings, "ask-before-hint")))
    {
      self->hint_asking = TRUE;
      gtk_check_button_set_active (self->hint_dont_ask, FALSE);
      gtk_stack_set_visible_child_name (self->hint_stack, "ask");
      gtk_popover_popup (self->hint_popover);
      gtk_widget_grab_focus (self->hint_show_button);
      return;
    }
  belote_session_request_hint (self->session);
}

static GtkWidget *
new_hint_popover (BeloteWindow *self)
{
  GtkWidget *popover = gtk_popover_new ();
  GtkWidget *stack = gtk_stack_new ();
  GtkWidget *ask = gtk_box_new (GTK_ORIENTATION_VERTICAL, 8);
  GtkWidget *shown = gtk_box_new (GTK_ORIENTATION_VERTICAL, 6);
  GtkWidget *question, *buttons, *cancel, *show, *dont_ask;

  gtk_stack_set_vhomogeneous (GTK_STACK (stack), FALSE);
  question = gtk_label_new (_("A hint marks this match as assisted in the history. Show the Expert’s choice?"));
  gtk_label_set_wrap (GTK_LABEL (question), TRUE);
  gtk_label_set_max_width_chars (GTK_LABEL (question), 32);
  gtk_label_set_xalign (GTK_LABEL (question), 0);
  gtk_box_append (GTK_BOX (ask), question);
  dont_ask = gtk_check_button_new_with_mnemonic (_("_Do not ask again"));
  gtk_box_append (GTK_BOX (ask), dont_ask);
  buttons = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);
  gtk_widget_set_halign (buttons, GTK_ALIGN_END);
  cancel = gtk_button_new_with_mnemonic (_("_Cancel"));
  show = gtk_button_new_with_mnemonic (_("_Show Hint"));
  gtk_widget_add_css_class (show, "suggested-action");
  gtk_box_append (GTK_BOX (buttons), cancel);
  gtk_box_append (GTK_BOX (buttons), show);
  gtk_box_append (GTK_BOX (ask), buttons);
  g_signal_connect_object (show, "clicked", G_CALLBACK (hint_show_cb), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (cancel, "clicked", G_CALLBACK (hint_cancel_cb), self, G_CONNECT_SWAPPED);

  self->hint_title = GTK_LABEL (gtk_label_new (NULL));
  gtk_label_set_wrap (self->hint_title, TRUE);
  gtk_label_set_xalign (self->hint_title, 0);
  gtk_label_set_max_width_chars (self->hint_title, 32);
  gtk_widget_add_css_class (GTK_WIDGET (self->hint_title), "heading");
  self->hint_reason = GTK_LABEL (gtk_label_new (NULL));
  gtk_label_set_wrap (self->hint_reason, TRUE);
  gtk_label_set_xalign (self->hint_reason, 0);
  gtk_label_set_max_width_chars (self->hint_reason, 32);
  gtk_box_append (GTK_BOX (shown), GTK_WIDGET (self->hint_title));
  gtk_box_append (GTK_BOX (shown), GTK_WIDGET (self->hint_reason));

  gtk_stack_add_named (GTK_STACK (stack), ask, "ask");
  gtk_stack_add_named (GTK_STACK (stack), shown, "hint");
  gtk_popover_set_child (GTK_POPOVER (popover), stack);
  gtk_widget_set_parent (popover, self->hint_button);

  self->hint_stack = GTK_STACK (stack);
  self->hint_dont_ask = GTK_CHECK_BUTTON (dont_ask);
  self->hint_show_button = show;
  return popover;
}

/* ------------------------------------------------- the session's news */

static void
computer_moved_cb (BeloteWindow *self,
                   gint          seat,
                   gint          kind,
                   gint          what)
{
  const BeloteDeal *deal = last_deal (self);
  BeloteExplainNames names;
  g_autofree char *text = NULL;

  if (deal == NULL || seat < 0 || seat >= BELOTE_N_SEATS)
    return;
  get_names (self, &names);
  if (kind == BELOTE_DECISION_BID)
    text = belote_explain_bid (deal, (guint) seat, (BeloteBid) what, &names);
  else if (what >= 0 && what < BELOTE_N_CARDS)
    text = belote_explain_play (deal, (guint) seat, (BeloteCard) what, &names);
  if (text != NULL)
    {
      text = with_turn (self, text);
      announce (self, text);
    }
}

static void
trick_done_cb (BeloteWindow *self,
               gint          winner)
{
  g_autofree char *text = NULL;

  if (winner < 0 || winner >= BELOTE_N_SEATS)
    return;
  /* Translators: B11: "North wins the trick" */
  text = with_turn (self, g_strdup_printf (_("%s wins the trick"), belote_explain_seat_name (NULL, (guint) winner)));
  announce (self, text);
}

static void
deal_done_cb (BeloteWindow *self,
              guint         index)
{
  const BeloteDealScore *score;
  g_autofree char *text = NULL;
  BeloteExplainNames names;

  if (self->match == NULL)
    return;
  score = belote_match_get_score (self->match, index);
  if (score == NULL)
    return;
  get_names (self, &names);
  if (score->result == BELOTE_RESULT_VOID)
    text = g_strdup (_("Everyone passed twice: a void deal, nothing is scored."));
  else
    /* Translators: the deal is over: what each team adds */
    text = g_strdup_printf (_("Deal %u is over. Scored: %s +%d, %s +%d"), index + 1,
                            names.teams[0], score->scored[0], names.teams[1], score->scored[1]);
  _belote_window_play_update (self);
  announce (self, text);
}

/* A computer seat thinking a while (the Expert: up to a second): said
 * in the status, not aloud */
static void
thinking_changed_cb (BeloteWindow *self)
{
  const BeloteDeal *deal = self->match != NULL ? belote_match_get_current (self->match) : NULL;
  gint8 seat = deal != NULL ? belote_deal_to_move (deal) : BELOTE_NO_SEAT;
  g_autofree char *text = NULL;

  if (!belote_session_is_thinking (self->session) || seat <= BELOTE_PERSON_SEAT
      || belote_session_get_computer_pause (self->session) == 0)
    return;
  /* Translators: a computer seat deciding: "North is thinking…" */
  text = g_strdup_printf (_("%s is thinking…"), belote_explain_seat_name (NULL, (guint) seat));
  _belote_window_set_label (self->status_label, text);
}

/* The match was recorded in the history (B25): its place among the
 * biggest leads can be said now */
static void
recorded_cb (BeloteWindow *self)
{
  if (_belote_window_is_play (self) && belote_match_is_over (self->match))
    fill_end (self);
}

static void
engine_replaced_cb (BeloteWindow *self,
                    gint          seat,
                    const char   *why)
{
  g_autofree char *heading = NULL;

  /* Translators: an external engine's answer was refused (issue 29's
   * protocol): "East's engine was replaced by the Expert" */
  heading = g_strdup_printf (_("%s’s engine was replaced by the Expert"),
                             belote_explain_seat_name (NULL, CLAMP (seat, 0, BELOTE_N_SEATS - 1)));
  belote_window_show_notice (self, heading, why != NULL ? why : "");
}

/**
 * _belote_window_play_match_changed:
 *
 * The match changed (a bid, a card, a deal, an undo): the bars follow.
 */
void
_belote_window_play_match_changed (BeloteWindow *self)
{
  _belote_window_play_update (self);
}

void
_belote_window_play_set_session (BeloteWindow *self)
{
  belote_table_set_session (self->table, self->session);
  g_signal_connect_object (self->session, "computer-moved", G_CALLBACK (computer_moved_cb), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (self->session, "trick-done", G_CALLBACK (trick_done_cb), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (self->session, "deal-done", G_CALLBACK (deal_done_cb), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (self->session, "hint-changed", G_CALLBACK (hint_changed_cb), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (self->session, "engine-replaced", G_CALLBACK (engine_replaced_cb), self,
                           G_CONNECT_SWAPPED);
  g_signal_connect_object (self->session, "thinking-changed", G_CALLBACK (thinking_changed_cb), self,
                           G_CONNECT_SWAPPED);
  g_signal_connect_object (self->session, "recorded", G_CALLBACK (recorded_cb), self, G_CONNECT_SWAPPED);
}

/* ------------------------------------------------------------ settings */

static void
update_pace (BeloteWindow *self)
{
  guint speed = NORMAL_SPEED, pause;
  gboolean hold = TRUE;

  if (self->settings != NULL)
    {
      speed = (guint) g_settings_get_enum (self->settings, "computer-speed");
      hold = g_settings_get_boolean (self->settings, "hold-computer-entries");
    }
  if (speed >= G_N_ELEMENTS (computer_pause_ms))
    speed = NORMAL_SPEED;
  pause = self->computer_pause_override >= 0 ? (guint) self->computer_pause_override : computer_pause_ms[speed];
  belote_session_set_computer_pause (self->session, pause);
  belote_session_set_computer_hold (self->session, hold ? pause * HOLD_PAUSES : 0);
}

static void
update_looks (BeloteWindow *self)
{
  if (self->settings == NULL)
    return;
  belote_table_set_animations (self->table, g_settings_get_boolean (self->settings, "animations"));
  belote_table_set_four_colour (self->table, g_settings_get_boolean (self->settings, "belote-four-colour"));
}

/**
 * _belote_window_play_settings:
 *
 * The settings the card table follows: pace, animations, four colours.
 */
void
_belote_window_play_settings (BeloteWindow *self)
{
  update_pace (self);
  if (self->settings == NULL)
    return;
  update_looks (self);
  g_signal_connect_object (self->settings, "changed::computer-speed", G_CALLBACK (update_pace), self,
                           G_CONNECT_SWAPPED);
  g_signal_connect_object (self->settings, "changed::hold-computer-entries", G_CALLBACK (update_pace), self,
                           G_CONNECT_SWAPPED);
  g_signal_connect_object (self->settings, "changed::animations", G_CALLBACK (update_looks), self,
                           G_CONNECT_SWAPPED);
  g_signal_connect_object (self->settings, "changed::belote-four-colour", G_CALLBACK (update_looks), self,
                           G_CONNECT_SWAPPED);
  {
    g_autoptr(GSimpleActionGroup) group = g_simple_action_group_new ();
    g_autoptr(GAction) four = g_settings_create_action (self->settings, "belote-four-colour");

    g_action_map_add_action (G_ACTION_MAP (group), four);
    gtk_widget_insert_action_group (GTK_WIDGET (self), "belote", G_ACTION_GROUP (group));
  }
}

/* -------------------------------------------------------------- layout */

/**
 * _belote_window_play_layout:
 *
 * The sheet beside the table (wide), or under the header's button.
 */
void
_belote_window_play_layout (BeloteWindow *self)
{
  gboolean play = _belote_window_is_play (self);

  gtk_widget_set_visible (self->sheet_pane, play && self->wide);
  gtk_widget_set_visible (self->sheet_button, play && !self->wide);
  if (!self->recorded)
    gtk_widget_set_visible (self->new_match_button, !(play && self->phone));
}

static gboolean
apply_wide_idle (gpointer user_data)
{
  BeloteWindow *self = user_data;

  self->wide_idle = 0;
  _belote_window_play_layout (self);
  if (self->wide)
    gtk_popover_popdown (GTK_POPOVER (gtk_menu_button_get_popover (GTK_MENU_BUTTON (self->sheet_button))));
  _belote_window_play_update (self);
  return G_SOURCE_REMOVE;
}

static void
probe_resize_cb (BeloteWindow *self,
                 int           width,
                 int           height)
{
  gboolean wide = width >= WIDE_WIDTH;
  gboolean phone = width < PHONE_WIDTH;

  if (phone != self->phone)
    {
      self->phone = phone;
      if (self->wide_idle == 0)
        self->wide_idle = g_idle_add_full (G_PRIORITY_HIGH_IDLE, apply_wide_idle, self, NULL);
    }
  if (wide == self->wide && self->wide_idle == 0
      && gtk_widget_get_visible (self->sheet_pane) == (wide && _belote_window_is_play (self))
      && gtk_widget_get_visible (self->sheet_button) == (!wide && _belote_window_is_play (self)))
    return;
  self->wide = wide;
  /* not during the allocation that told it */
  if (self->wide_idle == 0)
    self->wide_idle = g_idle_add_full (G_PRIORITY_HIGH_IDLE, apply_wide_idle, self, NULL);
}

/* ---------------------------------------------------------------- setup */

void
_belote_window_play_init (BeloteWindow *self)
{
  static const struct { const char *label; const char *name; const char *tip; BeloteBid bid; } bids[] = {
    /* Translators: the bid buttons' tooltips name their keys */
    /* Translators: B6: the Take button before the turned card is named on it */
    { N_("_Take"), N_("Take"), N_("Take: the turned card’s suit is trump (T)"), BELOTE_BID_TAKE },
    /* Translators: B6, B7: the Pass button; P passes */
    { N_("_Pass"), N_("Pass"), N_("Pass (P)"), BELOTE_BID_PASS },
    /* Translators: B7: a suit named as trump; C, D, H, S name them */
    { N_("_Clubs"), N_("Clubs"), N_("Clubs are trump (C)"), BELOTE_BID_SUIT (BELOTE_CLUBS) },
    { N_("_Diamonds"), N_("Diamonds"), N_("Diamonds are trump (D)"), BELOTE_BID_SUIT (BELOTE_DIAMONDS) },
    { N_("_Hearts"), N_("Hearts"), N_("Hearts are trump (H)"), BELOTE_BID_SUIT (BELOTE_HEARTS) },
    { N_("_Spades"), N_("Spades"), N_("Spades are trump (S)"), BELOTE_BID_SUIT (BELOTE_SPADES) },
  };
  static const guint keys[] = { GDK_KEY_t, GDK_KEY_p, GDK_KEY_c, GDK_KEY_d, GDK_KEY_h, GDK_KEY_s };
  GtkEventController *keys_controller;

  self->pending_card = -1;
  self->bid_round_shown = -1;
  self->computer_pause_override = -1;
  self->log = g_ptr_array_new_with_free_func (g_free);

  for (guint i = 0; i < G_N_ELEMENTS (bids); i++)
    {
      GtkWidget *label = gtk_label_new (NULL);
      GtkWidget *button = gtk_button_new ();

      if (bids[i].label != NULL)
        gtk_label_set_text_with_mnemonic (GTK_LABEL (label), _(bids[i].label));
      gtk_label_set_mnemonic_widget (GTK_LABEL (label), button);
      /* GTK 4.8 names a button by its label and by the label that names
       * it too ("Clubs Clubs"): the name alone, without the relation */
      gtk_accessible_reset_relation (GTK_ACCESSIBLE (button), GTK_ACCESSIBLE_RELATION_LABELLED_BY);
      if (bids[i].label != NULL)
        gtk_accessible_update_property (GTK_ACCESSIBLE (button), GTK_ACCESSIBLE_PROPERTY_LABEL, _(bids[i].name), -1);
      gtk_widget_set_tooltip_text (button, _(bids[i].tip));
      gtk_button_set_child (GTK_BUTTON (button), label);
      gtk_actionable_set_action_name (GTK_ACTIONABLE (button), "win.bid");
      gtk_actionable_set_action_target (GTK_ACTIONABLE (button), "i", (gint32) bids[i].bid);
      if (i == BID_TAKE)
        gtk_widget_add_css_class (button, "suggested-action");
      gtk_flow_box_append (self->bid_buttons, button);
      /* the flow box's child is not focusable itself: the button is */
      gtk_widget_set_focusable (gtk_widget_get_parent (button), FALSE);
      self->bid_button[i] = button;
    }

  /* T, P, C, D, H, S: the bids from anywhere in the window (the action
   * is off but while the person bids, so the keys go on elsewhere) */
  keys_controller = gtk_shortcut_controller_new ();
  for (guint i = 0; i < G_N_ELEMENTS (keys); i++)
    {
      GtkShortcut *shortcut = gtk_shortcut_new (gtk_keyval_trigger_new (keys[i], 0),
                                                gtk_named_action_new ("win.bid"));

      /* the shortcut's argument: the bid */
      gtk_shortcut_set_arguments (shortcut, g_variant_new_int32 (bids[i].bid));
      gtk_shortcut_controller_add_shortcut (GTK_SHORTCUT_CONTROLLER (keys_controller), shortcut);
    }
  gtk_widget_add_controller (GTK_WIDGET (self), keys_controller);

  self->hint_popover = GTK_POPOVER (new_hint_popover (self));
  g_signal_connect_object (self->width_probe, "resize", G_CALLBACK (probe_resize_cb), self, G_CONNECT_SWAPPED);

  belote_sheet_view_set_correctable (self->play_sheet, FALSE);
  belote_sheet_view_set_correctable (self->popover_sheet, FALSE);
  {
    GtkLabel *empty[] = { self->announcement, self->status_label, self->refusal_label, self->bid_label,
                          self->explain_title, self->explain_lines, self->play_end_label, self->play_end_detail,
                          self->play_end_explain, self->play_end_record, self->declarations_label };

    for (guint i = 0; i < G_N_ELEMENTS (empty); i++)
      _belote_window_set_label (empty[i], "");
  }
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.bid", FALSE);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.hint", FALSE);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.undo-card", FALSE);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.read-trick", FALSE);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.next-deal", FALSE);
}

void
_belote_window_play_dispose (BeloteWindow *self)
{
  g_clear_handle_id (&self->wide_idle, g_source_remove);
  if (self->hint_popover != NULL)
    {
      gtk_widget_unparent (GTK_WIDGET (self->hint_popover));
      self->hint_popover = NULL;
    }
  g_clear_pointer (&self->log, g_ptr_array_unref);
  g_clear_pointer (&self->deferred, g_ptr_array_unref);
  g_clear_pointer (&self->hint_text, g_free);
}

void
_belote_window_play_class_init (GtkWidgetClass *widget_class)
{
  gtk_widget_class_bind_template_child (widget_class, BeloteWindow, action_scroller);
  gtk_widget_class_bind_template_child (widget_class, BeloteWindow, action_stack);
  gtk_widget_class_bind_template_child (widget_class, BeloteWindow, announcement);
  gtk_widget_class_bind_template_child (widget_class, BeloteWindow, bid_buttons);
  gtk_widget_class_bind_template_child (widget_class, BeloteWindow, bid_label);
  gtk_widget_class_bind_template_child (widget_class, BeloteWindow, declarations_label);
  gtk_widget_class_bind_template_child (widget_class, BeloteWindow, declare_button);
  gtk_widget_class_bind_template_child (widget_class, BeloteWindow, declare_checks);
  gtk_widget_class_bind_template_child (widget_class, BeloteWindow, declare_label);
  gtk_widget_class_bind_template_child (widget_class, BeloteWindow, explain_lines);
  gtk_widget_class_bind_template_child (widget_class, BeloteWindow, explain_title);
  gtk_widget_class_bind_template_child (widget_class, BeloteWindow, hint_button);
  gtk_widget_class_bind_template_child (widget_class, BeloteWindow, keep_quiet_button);
  gtk_widget_class_bind_template_child (widget_class, BeloteWindow, mode_stack);
  gtk_widget_class_bind_template_child (widget_class, BeloteWindow, next_deal_button);
  gtk_widget_class_bind_template_child (widget_class, BeloteWindow, play_box);
  gtk_widget_class_bind_template_child (widget_class, BeloteWindow, play_end_detail);
  gtk_widget_class_bind_template_child (widget_class, BeloteWindow, play_end_explain);
  gtk_widget_class_bind_template_child (widget_class, BeloteWindow, play_end_label);
  gtk_widget_class_bind_template_child (widget_class, BeloteWindow, play_end_record);
  gtk_widget_class_bind_template_child (widget_class, BeloteWindow, play_new_match_button);
  gtk_widget_class_bind_template_child (widget_class, BeloteWindow, play_sheet);
  gtk_widget_class_bind_template_child (widget_class, BeloteWindow, popover_sheet);
  gtk_widget_class_bind_template_child (widget_class, BeloteWindow, refusal_label);
  gtk_widget_class_bind_template_child (widget_class, BeloteWindow, sheet_button);
  gtk_widget_class_bind_template_child (widget_class, BeloteWindow, sheet_pane);
  gtk_widget_class_bind_template_child (widget_class, BeloteWindow, status_label);
  gtk_widget_class_bind_template_child (widget_class, BeloteWindow, status_row);
  gtk_widget_class_bind_template_child (widget_class, BeloteWindow, table);
  gtk_widget_class_bind_template_child (widget_class, BeloteWindow, table_overlay);
  gtk_widget_class_bind_template_child (widget_class, BeloteWindow, width_probe);
  gtk_widget_class_bind_template_callback (widget_class, _belote_window_card_chosen_cb);
  gtk_widget_class_bind_template_callback (widget_class, _belote_window_declare_cb);
  gtk_widget_class_bind_template_callback (widget_class, _belote_window_keep_quiet_cb);

  gtk_widget_class_install_action (widget_class, "win.bid", "i", bid_action);
  gtk_widget_class_install_action (widget_class, "win.undo-card", NULL, undo_card_action);
  gtk_widget_class_install_action (widget_class, "win.next-deal", NULL, next_deal_action);
  gtk_widget_class_install_action (widget_class, "win.hint", NULL, hint_action);
  gtk_widget_class_install_action (widget_class, "win.read-trick", NULL, read_trick_action);
  gtk_widget_class_install_action (widget_class, "win.show-sheet", NULL, show_sheet_action);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_h, GDK_CONTROL_MASK, "win.hint", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_t, GDK_CONTROL_MASK, "win.read-trick", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_F9, 0, "win.show-sheet", NULL);
}

/* ------------------------------------------------------ for the tests */

/**
 * belote_window_set_computer_pause:
 * @pause_ms: the computer seats' pause (and no hold); -1: the setting's
 */
void
belote_window_set_computer_pause (BeloteWindow *self,
                                  gint          pause_ms)
{
  g_return_if_fail (BELOTE_IS_WINDOW (self));
  self->computer_pause_override = pause_ms;
  update_pace (self);
  if (pause_ms >= 0)
    belote_session_set_computer_hold (self->session, 0);
}

GtkWidget *
belote_window_get_table (BeloteWindow *self)
{
  g_return_val_if_fail (BELOTE_IS_WINDOW (self), NULL);
  return GTK_WIDGET (self->table);
}

/* The button of a bid (B6, B7), shown or not */
GtkWidget *
belote_window_get_bid_button (BeloteWindow *self,
                              BeloteBid     bid)
{
  g_return_val_if_fail (BELOTE_IS_WINDOW (self), NULL);
  if (bid == BELOTE_BID_TAKE)
    return self->bid_button[BID_TAKE];
  if (bid == BELOTE_BID_PASS)
    return self->bid_button[BID_PASS];
  g_return_val_if_fail (bid >= 0 && bid < BELOTE_N_SUITS, NULL);
  return self->bid_button[BID_CLUBS + bid];
}

/* Whether a bid's button is offered now */
gboolean
belote_window_get_bid_offered (BeloteWindow *self,
                               BeloteBid     bid)
{
  GtkWidget *button = belote_window_get_bid_button (self, bid);

  return button != NULL && g_strcmp0 (gtk_stack_get_visible_child_name (self->action_stack), "bid") == 0
         && gtk_widget_get_visible (gtk_widget_get_parent (button))
         && gtk_widget_is_sensitive (button);
}

/* "none", "bid", "declare", "explain" or "end" */
const char *
belote_window_get_play_page (BeloteWindow *self)
{
  g_return_val_if_fail (BELOTE_IS_WINDOW (self), NULL);
  return gtk_stack_get_visible_child_name (self->action_stack);
}

/* B19's question: the check button of announcement i, Declare, Keep Quiet */
GtkWidget *
belote_window_get_declare_check (BeloteWindow *self,
                                 guint         i)
{
  g_return_val_if_fail (BELOTE_IS_WINDOW (self), NULL);
  return i < self->n_declarable ? self->declare_check[i] : NULL;
}

GtkWidget *
belote_window_get_declare_button (BeloteWindow *self,
                                  gboolean      declare)
{
  g_return_val_if_fail (BELOTE_IS_WINDOW (self), NULL);
  return declare ? self->declare_button : self->keep_quiet_button;
}

GtkWidget *
belote_window_get_next_deal_button (BeloteWindow *self)
{
  g_return_val_if_fail (BELOTE_IS_WINDOW (self), NULL);
  return self->next_deal_button;
}

/* The deal's score as explained (the lines, joined by newlines), also
 * under who won the match */
const char *
belote_window_get_explanation (BeloteWindow *self)
{
  g_return_val_if_fail (BELOTE_IS_WINDOW (self), NULL);
  if (g_strcmp0 (gtk_stack_get_visible_child_name (self->action_stack), "end") == 0)
    return gtk_label_get_text (self->play_end_explain);
  return gtk_label_get_text (self->explain_lines);
}

/* The biggest-lead moment under who won; "" when none */
const char *
belote_window_get_record_text (BeloteWindow *self)
{
  g_return_val_if_fail (BELOTE_IS_WINDOW (self), NULL);
  return gtk_widget_get_visible (GTK_WIDGET (self->play_end_record)) ? gtk_label_get_text (self->play_end_record) : "";
}

/* Why the last card or bid was refused; "" when none */
const char *
belote_window_get_refusal (BeloteWindow *self)
{
  g_return_val_if_fail (BELOTE_IS_WINDOW (self), NULL);
  return gtk_widget_get_visible (GTK_WIDGET (self->refusal_label)) ? gtk_label_get_text (self->refusal_label) : "";
}

/* The status line, the declarations shown, the last alert said */
const char *
belote_window_get_status (BeloteWindow *self)
{
  g_return_val_if_fail (BELOTE_IS_WINDOW (self), NULL);
  return gtk_label_get_text (self->status_label);
}

const char *
belote_window_get_declarations_text (BeloteWindow *self)
{
  g_return_val_if_fail (BELOTE_IS_WINDOW (self), NULL);
  return gtk_widget_get_visible (GTK_WIDGET (self->declarations_label))
         ? gtk_label_get_text (self->declarations_label) : "";
}

const char *
belote_window_get_announcement (BeloteWindow *self)
{
  g_return_val_if_fail (BELOTE_IS_WINDOW (self), NULL);
  return gtk_label_get_text (self->announcement);
}

/* Every line said so far (element-type utf8), oldest first */
GPtrArray *
belote_window_get_log (BeloteWindow *self)
{
  g_return_val_if_fail (BELOTE_IS_WINDOW (self), NULL);
  return self->log;
}

GtkWidget *
belote_window_get_hint_button (BeloteWindow *self)
{
  g_return_val_if_fail (BELOTE_IS_WINDOW (self), NULL);
  return self->hint_button;
}

/* The hint shown ("Play the Jack of hearts. Its reason."), or NULL */
const char *
belote_window_get_hint_text (BeloteWindow *self)
{
  g_return_val_if_fail (BELOTE_IS_WINDOW (self), NULL);
  return self->hint_text;
}

/* While the hint's question is asked: its Show Hint button, else NULL */
GtkWidget *
belote_window_get_hint_show_button (BeloteWindow *self)
{
  g_return_val_if_fail (BELOTE_IS_WINDOW (self), NULL);
  return self->hint_asking ? self->hint_show_button : NULL;
}

GtkWidget *
belote_window_get_play_sheet (BeloteWindow *self)
{
  g_return_val_if_fail (BELOTE_IS_WINDOW (self), NULL);
  return self->wide ? GTK_WIDGET (self->play_sheet) : GTK_WIDGET (self->popover_sheet);
}

GtkWidget *
belote_window_get_sheet_button (BeloteWindow *self)
{
  g_return_val_if_fail (BELOTE_IS_WINDOW (self), NULL);
  return self->sheet_button;
}
