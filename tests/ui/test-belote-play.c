/* test-belote-play.c — Belote at the card table in the real window
 * (issue 29): a person against the computer
 *
 * SPDX-FileCopyrightText: 2026 The Balut developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Whole deals played through the window's own controls, the computer
 * seats at once (no pause): the bid bar's buttons (B6: Take with the
 * turned card named, Pass; B7: every suit but the turned one), each card
 * of the hand activated as a click does, and every card that may not be
 * played refused with the rules' own reason (belote_deal_why_illegal (),
 * B12) while nothing changes; the declarations asked on the first card
 * (B19: Declare, Keep Quiet) and shown to all at the second trick; each
 * computer move said; the deal's score explained (belote-explain.h)
 * with Next Deal; Undo of the person's card; the Hint, asked first.
 * Then a deal by keyboard alone: the bid keys (T, P, C, D, H, S), the
 * arrows across the hand and Enter, Enter on Declare and Next Deal.
 * The window at 360×640 and 1280×800, light and dark, rendered
 * (screenshots belote-play-*.png) with the table, its bars and the
 * sheet inside the window.
 */

#include "config.h"

#include <string.h>

#include <glib/gstdio.h>

#include "balut-autosave.h"
#include "balut-resume-dialog.h"
#include "belote-explain.h"
#include "belote-new-match-dialog.h"
#include "belote-store.h"
#include "belote-table.h"
#include "belote-window.h"
#include "ui-test-utils.h"

/* the longest a computer seat, the table or a frame may take on a busy
 * machine */
#define WAIT_MS 60000

typedef struct
{
  BeloteWindow *window;
  guint         deals_with_prompt;
  gboolean      undone;
  gboolean      hinted;
  gboolean      refused_bid;
  gboolean      second_round;
  guint         declared;
  guint         kept_quiet;
} Play;

/* ------------------------------------------------------------ helpers */

static gboolean
window_mapped (gpointer data)
{
  return gtk_widget_get_mapped (GTK_WIDGET (data));
}

typedef struct
{
  BeloteWindow *window;
  int           width;
  int           height;
} SizedWindow;

static gboolean
size_is (gpointer data)
{
  SizedWindow *sized = data;

  return gtk_widget_get_width (GTK_WIDGET (sized->window)) == sized->width
         && gtk_widget_get_height (GTK_WIDGET (sized->window)) == sized->height;
}

static gboolean
narrow (gpointer data)
{
  return gtk_widget_get_width (GTK_WIDGET (data)) <= 360;
}

static BeloteMatch *
match_of (Play *play)
{
  return belote_window_get_match (play->window);
}

static BeloteSession *
session_of (Play *play)
{
  return belote_window_get_session (play->window);
}

static Play
open_play (int          width,
           int          height,
           BeloteSchool school,
           guint64      seed)
{
  BalutApplication *app = ui_test_get_application ();
  g_autoptr(GSettings) settings = ui_test_dup_settings ();
  g_autofree char *save = belote_session_dup_default_autosave_path ();
  g_autoptr(BeloteMatch) match = NULL;
  Play play = { 0 };

  g_assert_null (gtk_application_get_windows (GTK_APPLICATION (app)));
  g_assert_true (balut_autosave_clear (save, NULL));
  g_settings_set_boolean (settings, "animations", FALSE);
  g_settings_set_string (settings, "belote-mode", "play");
  g_settings_set_string (settings, "belote-school", school == BELOTE_SCHOOL_TOURNAMENT ? "tournament" : "family");
  g_settings_set_string (settings, "belote-player-name", "Ana");

  play.window = belote_window_new (app);
  belote_window_set_computer_pause (play.window, 0);
  gtk_window_set_default_size (GTK_WINDOW (play.window), width, height);
  match = belote_new_match_from_settings (settings, seed);
  g_assert_cmpint (belote_match_get_mode (match), ==, BELOTE_MODE_PLAY);
  g_assert_cmpint (belote_match_get_school (match), ==, school);
  belote_window_start_match (play.window, match);
  gtk_window_present (GTK_WINDOW (play.window));
  ui_test_wait_until (window_mapped, play.window, WAIT_MS, "the Belote window to be mapped");
  ui_test_wait_for_frame (GTK_WIDGET (play.window));
  /* without a window manager the window draws its own frame, which the
   * default size counts: asked again (as test-belote-pad does) */
  if (gtk_widget_get_width (GTK_WIDGET (play.window)) != width
      || gtk_widget_get_height (GTK_WIDGET (play.window)) != height)
    {
      GdkSurface *surface = gtk_native_get_surface (GTK_NATIVE (play.window));
      int extra_w = gdk_surface_get_width (surface) - gtk_widget_get_width (GTK_WIDGET (play.window));
      int extra_h = gdk_surface_get_height (surface) - gtk_widget_get_height (GTK_WIDGET (play.window));

      gtk_window_set_default_size (GTK_WINDOW (play.window), width + extra_w, height + extra_h);
      ui_test_wait_until (size_is, &(SizedWindow) { play.window, width, height }, WAIT_MS, "the window's size");
    }
  return play;
}

static void
close_play (Play *play)
{
  GListModel *toplevels = gtk_window_get_toplevels ();
  GtkWidget *window = GTK_WIDGET (play->window);

  for (;;)
    {
      GtkWindow *other = NULL;

      for (guint i = 0; i < g_list_model_get_n_items (toplevels); i++)
        {
          g_autoptr(GtkWindow) w = g_list_model_get_item (toplevels, i);

          if (w != GTK_WINDOW (window))
            {
              other = w;
              break;
            }
        }
      if (other == NULL)
        break;
      gtk_window_destroy (other);
    }
  g_object_ref (window);
  gtk_window_destroy (GTK_WINDOW (window));
  /* the decisions asked of the players end (cancelled) */
  while (belote_session_get_n_jobs_running () > 0 || g_main_context_pending (NULL))
    g_main_context_iteration (NULL, belote_session_get_n_jobs_running () > 0);
  g_assert_finalize_object (window);
}

/* The person's move is due (a bid, a card), the deal is over (its
 * score explained), or the match is */
static gboolean
person_due (gpointer data)
{
  Play *play = data;
  BeloteMatch *match = match_of (play);
  const BeloteDeal *deal;
  const char *page = belote_window_get_play_page (play->window);

  if (match == NULL)
    return FALSE;
  if (belote_match_is_over (match))
    return g_str_equal (page, "end");
  deal = belote_match_get_current (match);
  if (deal == NULL)
    return belote_match_get_n_deals (match) > 0 && g_str_equal (page, "explain");
  if (belote_deal_to_move (deal) != BELOTE_PERSON_SEAT)
    return FALSE;
  if (deal->phase == BELOTE_PHASE_PLAY)
    return g_str_equal (page, "none");
  return g_str_equal (page, "bid");
}

static void
wait_person (Play *play)
{
  ui_test_wait_until (person_due, play, WAIT_MS, "the person's turn, or the deal's end");
}

static const BeloteDeal *
current (Play *play)
{
  return belote_match_get_current (match_of (play));
}

/* A button as a click does it ("clicked": gtk_widget_activate () would
 * click it a moment later, once its pressed look was shown) */
static void
click (GtkWidget *button)
{
  g_assert_nonnull (button);
  g_assert_true (gtk_widget_is_sensitive (button));
  g_assert_true (gtk_widget_get_mapped (button));
  g_signal_emit_by_name (button, "clicked");
}

/* The focus's key: the shortcut of the focused widget or of one of its
 * ancestors takes it, as a key event would reach them */
static void
press_on_focus (Play    *play,
                guint    keyval)
{
  GtkWidget *focus = gtk_root_get_focus (GTK_ROOT (play->window));

  g_assert_nonnull (focus);
  for (GtkWidget *w = focus; w != NULL; w = gtk_widget_get_parent (w))
    {
      g_autoptr(GListModel) controllers = gtk_widget_observe_controllers (w);

      for (guint i = 0; i < g_list_model_get_n_items (controllers); i++)
        {
          g_autoptr(GtkEventController) controller = g_list_model_get_item (controllers, i);

          if (!GTK_IS_SHORTCUT_CONTROLLER (controller))
            continue;
          for (guint j = 0; j < g_list_model_get_n_items (G_LIST_MODEL (controller)); j++)
            {
              g_autoptr(GtkShortcut) shortcut = g_list_model_get_item (G_LIST_MODEL (controller), j);
              GtkShortcutTrigger *trigger = gtk_shortcut_get_trigger (shortcut);

              if (GTK_IS_KEYVAL_TRIGGER (trigger)
                  && gtk_keyval_trigger_get_keyval (GTK_KEYVAL_TRIGGER (trigger)) == keyval
                  && gtk_keyval_trigger_get_modifiers (GTK_KEYVAL_TRIGGER (trigger)) == 0
                  && gtk_shortcut_action_activate (gtk_shortcut_get_action (shortcut), 0, w,
                                                   gtk_shortcut_get_arguments (shortcut)))
                return;
            }
        }
      /* a button's Enter and Space: its activation (clicked at once) */
      if (GTK_IS_BUTTON (w) && (keyval == GDK_KEY_Return || keyval == GDK_KEY_space))
        {
          g_signal_emit_by_name (w, "clicked");
          return;
        }
    }
  g_error ("no widget took the key %s", gdk_keyval_name (keyval));
}

static gboolean
log_has_prefix (Play       *play,
                guint       from,
                const char *prefix)
{
  GPtrArray *log = belote_window_get_log (play->window);

  for (guint i = from; i < log->len; i++)
    if (g_str_has_prefix (g_ptr_array_index (log, i), prefix))
      return TRUE;
  return FALSE;
}

typedef struct
{
  Play  *play;
  guint  n;
} Count;

static gboolean
n_deals_reached (gpointer data)
{
  Count *count = data;

  return belote_match_get_n_deals (match_of (count->play)) >= count->n;
}

static gboolean
n_played_passed (gpointer data)
{
  Count *count = data;
  BeloteMatch *match = match_of (count->play);
  const BeloteDeal *deal = belote_match_get_deal (match, belote_match_get_n_deals (match) - 1);

  return deal->n_played > count->n || deal->phase != BELOTE_PHASE_PLAY;
}

/* ------------------------------------------------------------- bidding */

/* B6, B7: the buttons offered are the bids allowed */
static void
check_bid_bar (Play             *play,
               const BeloteDeal *deal)
{
  const BeloteBid bids[] = { BELOTE_BID_TAKE, BELOTE_BID_PASS, 0, 1, 2, 3 };

  for (guint i = 0; i < G_N_ELEMENTS (bids); i++)
    g_assert_cmpint (belote_window_get_bid_offered (play->window, bids[i]), ==,
                     belote_deal_bid_allowed (deal, bids[i]));
  if (deal->phase == BELOTE_PHASE_BID_FIRST)
    {
      g_autofree char *turned = belote_card_describe (deal->turned);
      GtkWidget *label = gtk_button_get_child (GTK_BUTTON (belote_window_get_bid_button (play->window,
                                                                                          BELOTE_BID_TAKE)));

      /* the turned card named on Take */
      g_assert_nonnull (strstr (gtk_label_get_text (GTK_LABEL (label)), turned));
    }
}

/* The person bids: @take in the first round; in the second, the first
 * suit offered, after the turned suit is refused (B7) */
static void
bid (Play     *play,
     gboolean  take,
     gboolean  keyboard)
{
  const BeloteDeal *deal = current (play);
  guint n_bids = deal->n_bids;

  check_bid_bar (play, deal);
  if (deal->phase == BELOTE_PHASE_BID_FIRST)
    {
      if (keyboard)
        g_assert_true (ui_test_press_key (GTK_WIDGET (play->window), take ? GDK_KEY_t : GDK_KEY_p, 0));
      else
        click (belote_window_get_bid_button (play->window, take ? BELOTE_BID_TAKE : BELOTE_BID_PASS));
    }
  else
    {
      BeloteSuit turned = BELOTE_CARD_SUIT (deal->turned);
      const guint suit_keys[] = { GDK_KEY_c, GDK_KEY_d, GDK_KEY_h, GDK_KEY_s };
      BeloteDeal copy = *deal;
      g_autoptr(GError) expected = NULL;
      BeloteSuit named = (turned + 1) % BELOTE_N_SUITS;

      play->second_round = TRUE;
      /* B7: the turned suit is refused, with the deal's reason */
      g_assert_false (belote_deal_bid (&copy, BELOTE_BID_SUIT (turned), &expected));
      g_assert_true (ui_test_press_key (GTK_WIDGET (play->window), suit_keys[turned], 0));
      g_assert_cmpstr (belote_window_get_refusal (play->window), ==, expected->message);
      g_assert_cmpuint (current (play)->n_bids, ==, n_bids);
      play->refused_bid = TRUE;
      if (keyboard)
        g_assert_true (ui_test_press_key (GTK_WIDGET (play->window), suit_keys[named], 0));
      else
        click (belote_window_get_bid_button (play->window, BELOTE_BID_SUIT (named)));
    }
  g_assert_cmpstr (belote_window_get_refusal (play->window), ==, "");
  /* the bid made (the deal may have gone on since: computer seats) */
  g_assert_true (current (play) == NULL || current (play)->n_bids > n_bids || current (play)->phase == BELOTE_PHASE_PLAY);
}

/* ------------------------------------------------------------- playing */

/* B12: every card of the hand that may not be played is refused with
 * the rules' reason, and nothing changes */
static void
check_refusals (Play *play)
{
  const BeloteDeal *deal = current (play);
  BeloteHand hand = deal->hands[BELOTE_PERSON_SEAT];
  BeloteHand legal = belote_deal_legal_cards (deal);
  BeloteTable *table = BELOTE_TABLE (belote_window_get_table (play->window));
  guint n_played = deal->n_played;

  for (BeloteCard c = 0; c < BELOTE_N_CARDS; c++)
    {
      g_autofree char *why = NULL;
      GtkWidget *widget;
      GPtrArray *log = belote_window_get_log (play->window);

      if (!BELOTE_HAND_HAS (hand, c) || BELOTE_HAND_HAS (legal, c))
        continue;
      why = belote_deal_why_illegal (deal, c);
      g_assert_nonnull (why);
      widget = belote_table_get_card_widget (table, c);
      g_assert_nonnull (widget);
      gtk_widget_activate (widget);
      g_assert_cmpstr (belote_window_get_refusal (play->window), ==, why);
      /* said to screen readers too */
      g_assert_cmpstr (belote_window_get_announcement (play->window), ==, why);
      g_assert_cmpstr (g_ptr_array_index (log, log->len - 1), ==, why);
      g_assert_cmpuint (current (play)->n_played, ==, n_played);
      g_assert_true (BELOTE_HAND_HAS (current (play)->hands[BELOTE_PERSON_SEAT], c));
    }
}

/* The card the test plays: the highest legal one (ranks as B11 orders
 * them are not the point here) */
static BeloteCard
card_to_play (const BeloteDeal *deal)
{
  return (BeloteCard) g_bit_nth_msf (belote_deal_legal_cards (deal), -1);
}

/* test_looks (): the declarations asked, rendered under this name */
static char *declare_shot;

/* B19: the first card waits for the declarations */
static void
answer_declarations (Play     *play,
                     gboolean  declare,
                     gboolean  keyboard)
{
  const BeloteDeal *deal = current (play);
  BeloteAnnouncement held[BELOTE_HAND_SIZE];
  guint n_held = belote_hand_announcements (deal->dealt[BELOTE_PERSON_SEAT], held);
  guint n_played = deal->n_played;

  g_assert_cmpstr (belote_window_get_play_page (play->window), ==, "declare");
  g_assert_cmpuint (n_held, >, 0);
  for (guint i = 0; i < n_held; i++)
    {
      GtkWidget *check = belote_window_get_declare_check (play->window, i);
      g_autofree char *what = belote_explain_announcement (&held[i]);

      g_assert_nonnull (check);
      g_assert_true (g_str_has_prefix (gtk_check_button_get_label (GTK_CHECK_BUTTON (check)), what));
      g_assert_true (gtk_check_button_get_active (GTK_CHECK_BUTTON (check)));
    }
  g_assert_null (belote_window_get_declare_check (play->window, n_held));
  /* nothing played yet */
  g_assert_cmpuint (current (play)->n_played, ==, n_played);
  if (declare_shot != NULL)
    {
      ui_test_wait_for_frame (GTK_WIDGET (play->window));
      ui_test_wait_for_frame (GTK_WIDGET (play->window));
      ui_test_save_png (GTK_WIDGET (play->window), declare_shot);
      g_clear_pointer (&declare_shot, g_free);
    }

  if (keyboard)
    {
      /* the focus is on Declare; Tab back to Keep Quiet is the other */
      g_assert_true (gtk_widget_has_focus (belote_window_get_declare_button (play->window, TRUE)));
      if (!declare)
        gtk_widget_grab_focus (belote_window_get_declare_button (play->window, FALSE));
      press_on_focus (play, GDK_KEY_Return);
      /* a button pressed by a key acts once it has shown itself pressed */
      ui_test_wait_until (n_played_passed, &(Count) { play, n_played }, WAIT_MS, "the declarations and the card");
    }
  else
    click (belote_window_get_declare_button (play->window, declare));

  g_assert_cmpstr (belote_window_get_refusal (play->window), ==, "");
  deal = belote_match_get_deal (match_of (play), belote_match_get_n_deals (match_of (play)) - 1);
  g_test_message ("declared %d: n_played %u -> %u, n_declared %u, has %d, status %s", declare, n_played,
                  deal->n_played, deal->n_declared[0], deal->has_declared[0], belote_window_get_status (play->window));
  g_assert_true (deal->has_declared[BELOTE_PERSON_SEAT] || !declare);
  g_assert_cmpuint (deal->n_declared[BELOTE_PERSON_SEAT], ==, declare ? n_held : 0);
  if (declare)
    play->declared++;
  else
    play->kept_quiet++;
}

/* Ctrl+Z: the person's card back in the hand, played again */
static void
check_undo (Play       *play,
            BeloteCard  card)
{
  if (play->undone || !belote_session_can_undo (session_of (play)))
    return;
  g_assert_true (ui_test_press_key (GTK_WIDGET (play->window), GDK_KEY_z, GDK_CONTROL_MASK));
  g_assert_true (BELOTE_HAND_HAS (current (play)->hands[BELOTE_PERSON_SEAT], card));
  g_assert_cmpint (belote_deal_to_move (current (play)), ==, BELOTE_PERSON_SEAT);
  g_assert_true (belote_match_get_assisted (match_of (play)));
  play->undone = TRUE;
}

static gboolean
hint_shown (gpointer data)
{
  Play *play = data;

  return belote_window_get_hint_text (play->window) != NULL;
}

/* Ctrl+H: asked first (a hint marks the match assisted), then the
 * Expert's choice and its reason */
static void
check_hint (Play *play)
{
  GtkWidget *show;

  if (play->hinted)
    return;
  g_assert_true (ui_test_press_key (GTK_WIDGET (play->window), GDK_KEY_h, GDK_CONTROL_MASK));
  show = belote_window_get_hint_show_button (play->window);
  if (show != NULL)
    {
      g_assert_false (belote_match_get_assisted (match_of (play)));
      click (show);
    }
  ui_test_wait_until (hint_shown, play, WAIT_MS, "the hint");
  g_test_message ("hint: %s", belote_window_get_hint_text (play->window));
  g_assert_true (g_str_has_prefix (belote_window_get_hint_text (play->window), "Play the ")
                 || g_str_has_prefix (belote_window_get_hint_text (play->window), "Take the ")
                 || g_str_has_prefix (belote_window_get_hint_text (play->window), "Pass")
                 || g_str_has_prefix (belote_window_get_hint_text (play->window), "Name "));
  g_assert_true (belote_match_get_assisted (match_of (play)));
  /* a card hinted is marked on the hand too */
  {
    const BeloteDecision *hint = belote_session_get_hint (belote_window_get_session (play->window));
    BeloteTable *table = BELOTE_TABLE (belote_window_get_table (play->window));

    g_assert_nonnull (hint);
    g_assert_cmpuint (belote_table_get_hint_card (table), ==,
                      hint->kind == BELOTE_DECISION_PLAY ? hint->card : BELOTE_NO_CARD);
  }
  play->hinted = TRUE;
}

/* The person's card: the refusals first, then the card played, by a
 * click or by the keyboard (Right across the hand, Enter) */
static void
play_card (Play     *play,
           gboolean  keyboard,
           guint     deal_index)
{
  const BeloteDeal *deal = current (play);
  BeloteCard card = card_to_play (deal);
  BeloteTable *table = BELOTE_TABLE (belote_window_get_table (play->window));
  guint n_played = deal->n_played;
  gboolean first = belote_hand_count (deal->hands[BELOTE_PERSON_SEAT]) == BELOTE_HAND_SIZE;
  BeloteAnnouncement held[BELOTE_HAND_SIZE];
  gboolean prompt = first && deal->school == BELOTE_SCHOOL_FAMILY
                    && belote_hand_announcements (deal->dealt[BELOTE_PERSON_SEAT], held) > 0;

  if (!keyboard)
    check_refusals (play);

  if (keyboard)
    {
      GtkWidget *target = belote_table_get_card_widget (table, card);
      guint steps = 0;

      /* the focus on the hand when the turn comes (the window put it
       * there), moved with the arrows to the card */
      {
        GtkWidget *focus = gtk_root_get_focus (GTK_ROOT (play->window));

        if (focus == NULL || !gtk_widget_is_ancestor (focus, GTK_WIDGET (table)))
          g_error ("the focus is not on the hand at the person's turn: %s (page %s, %u cards played)",
                   focus != NULL ? G_OBJECT_TYPE_NAME (focus) : "nothing",
                   belote_window_get_play_page (play->window), current (play)->n_played);
      }
      while (gtk_root_get_focus (GTK_ROOT (play->window)) != target)
        {
          g_assert_cmpuint (steps++, <, 2 * BELOTE_HAND_SIZE);
          press_on_focus (play, steps <= BELOTE_HAND_SIZE ? GDK_KEY_Right : GDK_KEY_Left);
        }
      press_on_focus (play, GDK_KEY_Return);
    }
  else
    gtk_widget_activate (belote_table_get_card_widget (table, card));

  if (prompt)
    {
      play->deals_with_prompt++;
      answer_declarations (play, deal_index % 2 == 0, keyboard);
    }
  g_assert_cmpstr (belote_window_get_refusal (play->window), ==, "");
  deal = belote_match_get_deal (match_of (play), belote_match_get_n_deals (match_of (play)) - 1);
  g_assert_cmpuint (deal->n_played, >, n_played);
  g_assert_false (BELOTE_HAND_HAS (deal->hands[BELOTE_PERSON_SEAT], card));
  if (!keyboard && deal->phase == BELOTE_PHASE_PLAY && !prompt)
    check_undo (play, card);
}

/* After the last trick: the score explained as belote-explain says it,
 * then Next Deal */
static void
check_explanation_and_go_on (Play     *play,
                             gboolean  keyboard)
{
  BeloteMatch *match = match_of (play);
  guint n = belote_match_get_n_deals (match);
  const BeloteDeal *deal = belote_match_get_deal (match, n - 1);
  const BeloteDealScore *score = belote_match_get_score (match, n - 1);
  BeloteExplainNames names = { { belote_match_get_team_name (match, 0), belote_match_get_team_name (match, 1) } };
  g_auto(GStrv) lines = belote_explain_played_deal (deal, score, &names);
  g_autofree char *expected = g_strjoinv ("\n", lines);

  g_assert_cmpstr (belote_window_get_play_page (play->window), ==, belote_match_is_over (match) ? "end" : "explain");
  g_assert_cmpstr (belote_window_get_explanation (play->window), ==, expected);
  g_test_message ("deal %u:\n%s", n, expected);
  if (belote_match_is_over (match))
    return;
  g_assert_true (gtk_widget_has_focus (belote_window_get_next_deal_button (play->window)));
  if (keyboard)
    {
      press_on_focus (play, GDK_KEY_Return);
      ui_test_wait_until (n_deals_reached, &(Count) { play, n + 1 }, WAIT_MS, "Next Deal");
    }
  else
    click (belote_window_get_next_deal_button (play->window));
  g_assert_cmpuint (belote_match_get_n_deals (match), ==, n + 1);
}

/* One deal, from its first bid to Next Deal */
static void
play_deal (Play     *play,
           gboolean  keyboard,
           guint     deal_index)
{
  BeloteMatch *match = match_of (play);
  guint n = belote_match_get_n_deals (match);
  guint log_from = 0;
  gboolean declarations_seen = FALSE;

  for (;;)
    {
      const BeloteDeal *deal;

      wait_person (play);
      if (belote_match_is_over (match) || belote_match_get_n_deals (match) != n || current (play) == NULL)
        break;
      deal = current (play);
      if (deal->phase != BELOTE_PHASE_PLAY)
        {
          if (!keyboard && deal_index == 1)
            check_hint (play);
          bid (play, deal_index % 3 != 1, keyboard);
          continue;
        }
      if (!keyboard && deal_index == 0 && deal->n_played >= BELOTE_N_SEATS)
        check_hint (play);
      /* B19, B20: the declarations shown once the second trick begins */
      if (deal->n_played > BELOTE_N_SEATS)
        {
          g_autofree char *declared = belote_explain_declarations (deal, NULL);

          g_assert_cmpstr (belote_window_get_declarations_text (play->window), ==, declared != NULL ? declared : "");
          declarations_seen |= declared != NULL;
        }
      else
        g_assert_cmpstr (belote_window_get_declarations_text (play->window), ==, "");
      /* Ctrl+T reads the trick out */
      if (deal->n_played % BELOTE_N_SEATS != 0 || deal->n_played == 0)
        {
          g_autofree char *trick = belote_explain_trick (deal, NULL);

          g_assert_true (ui_test_press_key (GTK_WIDGET (play->window), GDK_KEY_t, GDK_CONTROL_MASK));
          g_assert_cmpstr (belote_window_get_announcement (play->window), ==, trick);
        }
      play_card (play, keyboard, deal_index);
    }
  wait_person (play);

  /* every computer card said ("East plays the 10 of hearts"), and every
   * trick's winner: the lines since "Deal n: … deals" (the log keeps its
   * last lines only) */
  {
    GPtrArray *log = belote_window_get_log (play->window);
    g_autofree char *dealt = g_strdup_printf ("Deal %u: ", n);

    for (guint i = log->len; n > 1 && i > 0; i--)
      if (g_str_has_prefix (g_ptr_array_index (log, i - 1), dealt))
        {
          log_from = i - 1;
          break;
        }
  }
  {
    const BeloteDeal *deal = belote_match_get_deal (match, n - 1);

    if (deal->phase == BELOTE_PHASE_DONE)
      {
        for (guint i = 0; i < deal->n_played; i++)
          {
            gint seat = (deal->trick_leader[i / BELOTE_N_SEATS] + i % BELOTE_N_SEATS) % BELOTE_N_SEATS;
            g_autofree char *card = belote_card_describe (deal->plays[i]);
            g_autofree char *said = g_strdup_printf ("%s plays the %s", belote_explain_seat_name (NULL, seat), card);

            if (!log_has_prefix (play, log_from, said))
              {
                GPtrArray *log = belote_window_get_log (play->window);

                for (guint k = log_from; k < log->len; k++)
                  g_test_message ("said: %s", (const char *) g_ptr_array_index (log, k));
                g_error ("not said: %s", said);
              }
          }
        g_assert_true (log_has_prefix (play, log_from, belote_explain_seat_name (NULL, deal->trick_winner[7])));
      }
    if (declarations_seen)
      g_test_message ("declarations shown at the second trick");
  }
  check_explanation_and_go_on (play, keyboard);
}

/* ---------------------------------------------------------------- tests */

/* Deals by clicks: bids, refusals, declarations, undo, hint, the score
 * explained; then a deal by keyboard alone */
static void
test_play_deals (void)
{
  Play play = open_play (1280, 800, BELOTE_SCHOOL_FAMILY, 2026);
  guint deal_index = 0;

  g_assert_cmpstr (belote_match_get_player_name (match_of (&play), 0), ==, "Ana");
  /* deals until the declarations were asked twice (once declared, once
   * kept quiet) and a second round was bid, or 24 deals */
  while (deal_index < 24 && !belote_match_is_over (match_of (&play))
         && (play.declared == 0 || play.kept_quiet == 0 || !play.second_round || deal_index < 3))
    play_deal (&play, FALSE, deal_index++);
  g_test_message ("%u deals by clicks: %u declared, %u kept quiet, second round %d, undo %d, hint %d",
                  deal_index, play.declared, play.kept_quiet, play.second_round, play.undone, play.hinted);
  g_assert_true (play.undone);
  g_assert_true (play.hinted);
  g_assert_cmpuint (play.declared + play.kept_quiet, >, 0);

  /* by keyboard alone (a new match if this one is over) */
  if (belote_match_is_over (match_of (&play)))
    {
      g_autoptr(GSettings) settings = ui_test_dup_settings ();
      g_autoptr(BeloteMatch) match = belote_new_match_from_settings (settings, 31);

      belote_window_start_match (play.window, match);
    }
  play_deal (&play, TRUE, 0);
  play_deal (&play, TRUE, 1);
  /* Ctrl+T reads the trick, or says nothing between deals */
  close_play (&play);
}

/* Tournament rules (B27): no declarations asked, a whole match to its
 * end (B25) by clicks */
static void
test_play_match (void)
{
  g_autoptr(GSettings) settings = ui_test_dup_settings ();
  Play play;
  guint deal_index = 0;

  /* an Expert partner against Beginners: the side of the person wins
   * more often than not, and the record is said */
  g_settings_set_string (settings, "belote-partner-level", "expert");
  g_settings_set_string (settings, "belote-opponent-level", "beginner");
  play = open_play (1280, 800, BELOTE_SCHOOL_TOURNAMENT, 77);
  g_settings_reset (settings, "belote-partner-level");
  g_settings_reset (settings, "belote-opponent-level");

  while (!belote_match_is_over (match_of (&play)))
    {
      g_assert_cmpuint (deal_index, <, 200);
      play_deal (&play, deal_index % 4 == 3, deal_index + 2);
      deal_index++;
    }
  g_assert_cmpuint (play.deals_with_prompt, ==, 0);
  g_assert_cmpstr (belote_window_get_play_page (play.window), ==, "end");
  g_assert_true (g_str_has_suffix (gtk_window_get_title (GTK_WINDOW (play.window)), "win the match!"));
  /* recorded in the history; the first match won is the first record */
  g_assert_cmpint (belote_session_get_store_id (session_of (&play)), >, 0);
  g_test_message ("winner %d, record: %s", belote_match_get_winner (match_of (&play)),
                  belote_window_get_record_text (play.window));
  {
    const char *notice = NULL;
    BalutStore *store = balut_application_get_store (ui_test_get_application (), &notice);
    g_autoptr(GPtrArray) margins = balut_store_list_belote_margins (store, 0, NULL);
    const BeloteMatchSummary *best = margins != NULL && margins->len > 0 ? g_ptr_array_index (margins, 0) : NULL;

    g_assert_nonnull (best);
    if (belote_match_get_winner (match_of (&play)) == 0 && best->match_id == belote_session_get_store_id (session_of (&play)))
      g_assert_true (g_str_has_prefix (belote_window_get_record_text (play.window),
                                       margins->len == 1 ? "Your first match won: a lead of "
                                                         : "New record: a lead of "));
    else
      g_assert_cmpstr (belote_window_get_record_text (play.window), ==, "");
  }
  ui_test_wait_for_frame (GTK_WIDGET (play.window));
  ui_test_save_png (GTK_WIDGET (play.window), "belote-play-1280x800-end");
  close_play (&play);
}

/* The window's looks mid-deal: the table, the bars and the sheet inside
 * the window (screenshots belote-play-*.png) */
typedef struct
{
  int         width;
  int         height;
  const char *style;
} Look;

static void
assert_inside (GtkWidget  *widget,
               GtkWidget  *window,
               const char *what)
{
  graphene_rect_t bounds;

  g_assert_true (gtk_widget_compute_bounds (widget, window, &bounds));
  g_test_message ("%s: %.0f,%.0f %.0f×%.0f", what, bounds.origin.x, bounds.origin.y, bounds.size.width,
                  bounds.size.height);
  g_assert_cmpfloat (bounds.origin.x, >=, 0);
  g_assert_cmpfloat (bounds.origin.y, >=, 0);
  g_assert_cmpfloat (bounds.origin.x + bounds.size.width, <=, gtk_widget_get_width (window) + 0.5);
  g_assert_cmpfloat (bounds.origin.y + bounds.size.height, <=, gtk_widget_get_height (window) + 0.5);
}

static void
shoot (Play       *play,
       const Look *look,
       const char *moment)
{
  g_autofree char *name = g_strdup_printf ("belote-play-%dx%d-%s-%s", look->width, look->height, look->style, moment);

  ui_test_wait_for_frame (GTK_WIDGET (play->window));
  ui_test_wait_for_frame (GTK_WIDGET (play->window));
  ui_test_save_png (GTK_WIDGET (play->window), name);
}

static void
test_looks (gconstpointer data)
{
  const Look *look = data;
  g_autoptr(GSettings) settings = ui_test_dup_settings ();
  Play play;
  gboolean wide = look->width >= 900;
  GtkWidget *table;

  g_object_set (gtk_settings_get_default (), "gtk-enable-animations", FALSE, NULL);
  g_settings_set_string (settings, "color-scheme", g_str_equal (look->style, "dark") ? "dark" : "light");
  play = open_play (look->width, look->height, BELOTE_SCHOOL_FAMILY, 2026);
  table = belote_window_get_table (play.window);
  declare_shot = g_strdup_printf ("belote-play-%dx%d-%s-declare", look->width, look->height, look->style);

  /* the first bid of the person */
  wait_person (&play);
  while (current (&play) != NULL && current (&play)->phase == BELOTE_PHASE_PLAY)
    {
      play_card (&play, FALSE, 0);
      wait_person (&play);
    }
  if (g_str_equal (belote_window_get_play_page (play.window), "explain"))
    {
      click (belote_window_get_next_deal_button (play.window));
      wait_person (&play);
    }
  g_assert_cmpstr (belote_window_get_play_page (play.window), ==, "bid");
  shoot (&play, look, "bid");
  assert_inside (table, GTK_WIDGET (play.window), "the table");
  assert_inside (belote_window_get_bid_button (play.window, BELOTE_BID_PASS), GTK_WIDGET (play.window), "Pass");
  g_assert_cmpint (gtk_widget_get_height (table), >=, look->height / 2);
  g_assert_cmpint (gtk_widget_get_visible (belote_window_get_sheet_button (play.window)), ==, !wide);
  if (wide)
    assert_inside (belote_window_get_play_sheet (play.window), GTK_WIDGET (play.window), "the sheet");

  /* take, a few tricks */
  bid (&play, TRUE, FALSE);
  for (guint i = 0; i < 3; i++)
    {
      wait_person (&play);
      if (current (&play) == NULL || current (&play)->phase != BELOTE_PHASE_PLAY)
        break;
      if (g_str_equal (belote_window_get_play_page (play.window), "none") && i == 2)
        {
          shoot (&play, look, "play");
          assert_inside (table, GTK_WIDGET (play.window), "the table");
        }
      play_card (&play, FALSE, 0);
    }
  /* to the end of the deal: its score explained */
  for (;;)
    {
      wait_person (&play);
      if (current (&play) == NULL)
        break;
      if (current (&play)->phase == BELOTE_PHASE_PLAY)
        play_card (&play, FALSE, 0);
      else
        bid (&play, TRUE, FALSE);
    }
  shoot (&play, look, "score");
  assert_inside (belote_window_get_next_deal_button (play.window), GTK_WIDGET (play.window), "Next Deal");

  g_clear_pointer (&declare_shot, g_free);
  close_play (&play);
  g_settings_set_string (settings, "color-scheme", "system");
}

/* New Match: play against the computer (the default) with the levels
 * and the name, kept for the next match; the keep-score choice gives a
 * pad match */
static void
test_new_match_dialog (void)
{
  g_autoptr(GSettings) settings = ui_test_dup_settings ();
  Play play;
  BeloteNewMatchDialog *dialog;
  g_autoptr(BeloteMatch) played = NULL;
  g_autoptr(BeloteMatch) next = NULL;

  g_settings_reset (settings, "belote-mode");
  g_settings_reset (settings, "belote-partner-level");
  g_settings_reset (settings, "belote-opponent-level");
  play = open_play (360, 640, BELOTE_SCHOOL_FAMILY, 5);
  g_settings_reset (settings, "belote-mode");
  belote_window_show_new_match_dialog (play.window);
  dialog = BELOTE_NEW_MATCH_DIALOG (belote_window_get_new_match_dialog (play.window));
  g_assert_nonnull (dialog);
  /* the computer waits while the dialog is open */
  g_assert_true (belote_session_get_paused (session_of (&play)));
  ui_test_wait_until (window_mapped, dialog, WAIT_MS, "the dialog");
  /* it fits a phone: 360 px wide */
  {
    int min = 0;

    gtk_widget_measure (GTK_WIDGET (dialog), GTK_ORIENTATION_HORIZONTAL, -1, &min, NULL, NULL, NULL);
    g_assert_cmpint (min, <=, 360);
  }
  gtk_window_set_default_size (GTK_WINDOW (dialog), 360, 640);
  ui_test_wait_until (narrow, dialog, WAIT_MS, "the dialog at 360 px");
  ui_test_wait_for_frame (GTK_WIDGET (dialog));
  ui_test_save_png (GTK_WIDGET (dialog), "belote-play-new-match");

  played = belote_new_match_dialog_create_match (dialog, 9);
  g_assert_cmpint (belote_match_get_mode (played), ==, BELOTE_MODE_PLAY);
  /* the newcomer's levels: a Strong partner, Casual opponents */
  g_assert_cmpstr (belote_match_get_player_level (played, 2), ==, "strong");
  g_assert_cmpstr (belote_match_get_player_level (played, 1), ==, "casual");
  g_assert_cmpstr (belote_match_get_player_level (played, 3), ==, "casual");
  g_assert_true (belote_match_get_player_computer (played, 1));
  g_assert_false (belote_match_get_player_computer (played, 0));

  click (ui_test_find_button (GTK_WIDGET (dialog), "Keep score with real cards"));
  ui_test_wait_for_frame (GTK_WIDGET (dialog));
  ui_test_save_png (GTK_WIDGET (dialog), "belote-play-new-match-pad");
  click (ui_test_find_button (GTK_WIDGET (dialog), "Start"));
  /* a match in play: asked before it is given up */
  {
    GListModel *toplevels = gtk_window_get_toplevels ();
    GtkWidget *give_up = NULL;

    for (guint i = 0; i < g_list_model_get_n_items (toplevels) && give_up == NULL; i++)
      {
        g_autoptr(GtkWindow) w = g_list_model_get_item (toplevels, i);

        if (w != GTK_WINDOW (play.window) && w != GTK_WINDOW (dialog))
          give_up = ui_test_find_button (GTK_WIDGET (w), "Start New Match");
      }
    g_assert_nonnull (give_up);
    click (give_up);
  }
  g_assert_cmpint (belote_match_get_mode (match_of (&play)), ==, BELOTE_MODE_PAD);
  g_assert_false (belote_session_get_paused (session_of (&play)));
  next = belote_new_match_from_settings (settings, 3);
  g_assert_cmpint (belote_match_get_mode (next), ==, BELOTE_MODE_PAD);
  g_settings_reset (settings, "belote-mode");
  close_play (&play);
}

/* Resume after a crash at the exact card: the window closed mid-deal
 * (its save is written), a new one restores the match, asks (the
 * computer waits meanwhile), and goes on from the same card */
static void
test_resume (void)
{
  BalutApplication *app = ui_test_get_application ();
  Play play = open_play (1280, 800, BELOTE_SCHOOL_FAMILY, 4242);
  g_autofree char *save = belote_session_dup_default_autosave_path ();
  g_autoptr(GError) error = NULL;
  BeloteDeal before;
  guint n_deals;
  gboolean resumable = FALSE;
  GtkWindow *prompt;

  /* into the deal: the person's second card or later */
  for (;;)
    {
      wait_person (&play);
      if (current (&play) == NULL)
        {
          click (belote_window_get_next_deal_button (play.window));
          continue;
        }
      if (current (&play)->phase != BELOTE_PHASE_PLAY)
        bid (&play, TRUE, FALSE);
      else if (belote_hand_count (current (&play)->hands[BELOTE_PERSON_SEAT]) == BELOTE_HAND_SIZE)
        play_card (&play, FALSE, 1);
      else
        break;
    }
  before = *current (&play);
  n_deals = belote_match_get_n_deals (match_of (&play));
  close_play (&play);
  g_assert_true (g_file_test (save, G_FILE_TEST_EXISTS));

  play.window = belote_window_new (app);
  belote_window_set_computer_pause (play.window, 0);
  g_assert_true (belote_session_restore (session_of (&play), &resumable, &error));
  g_assert_no_error (error);
  g_assert_true (resumable);
  gtk_window_present (GTK_WINDOW (play.window));
  belote_window_offer_resume (play.window);
  prompt = belote_window_get_resume_dialog (play.window);
  g_assert_nonnull (prompt);
  g_assert_true (belote_session_get_paused (session_of (&play)));
  ui_test_wait_until (window_mapped, play.window, WAIT_MS, "the Belote window to be mapped");

  /* the exact card: the same deal, the same hands and tricks */
  g_assert_cmpuint (belote_match_get_n_deals (match_of (&play)), ==, n_deals);
  g_assert_nonnull (current (&play));
  g_assert_cmpmem (current (&play), sizeof (BeloteDeal), &before, sizeof before);
  g_assert_cmpstr (belote_window_get_play_page (play.window), ==, "none");

  gtk_dialog_response (GTK_DIALOG (prompt), BALUT_RESUME_RESPONSE_RESUME);
  g_assert_null (belote_window_get_resume_dialog (play.window));
  g_assert_false (belote_session_get_paused (session_of (&play)));
  /* and it goes on */
  wait_person (&play);
  if (current (&play) != NULL && current (&play)->phase == BELOTE_PHASE_PLAY)
    play_card (&play, FALSE, 1);
  close_play (&play);
}

/* balut --belote --seat-engine SEAT=COMMAND: a bad value is refused with
 * what is wrong, exit status 2 */
static void
test_seat_engine_option (void)
{
  const char *binary = g_getenv ("BALUT_BIN");
  const char *bad[] = { "4=engine", "0=engine", "1", "1=", "east=engine", "12=engine" };

  if (binary == NULL)
    {
      g_test_skip ("BALUT_BIN is not set");
      return;
    }
  for (guint i = 0; i < G_N_ELEMENTS (bad); i++)
    {
      const char *argv[] = { binary, "--belote", "--seat-engine", bad[i], NULL };
      g_autofree char *out = NULL;
      g_autofree char *err = NULL;
      g_autoptr(GError) error = NULL;
      int status = 0;

      g_assert_true (g_spawn_sync (NULL, (char **) argv, NULL, G_SPAWN_DEFAULT, NULL, NULL, &out, &err, &status,
                                   &error));
      g_assert_no_error (error);
      g_test_message ("--seat-engine %s: %s", bad[i], err);
      g_assert_false (g_spawn_check_wait_status (status, &error));
      g_assert_error (error, G_SPAWN_EXIT_ERROR, 2);
      g_assert_nonnull (strstr (err, "--seat-engine takes SEAT=COMMAND"));
    }
  /* without --belote */
  {
    const char *argv[] = { binary, "--seat-engine", "1=engine", NULL };
    g_autofree char *err = NULL;
    g_autoptr(GError) error = NULL;
    int status = 0;

    g_assert_true (g_spawn_sync (NULL, (char **) argv, NULL, G_SPAWN_DEFAULT, NULL, NULL, NULL, &err, &status, NULL));
    g_assert_false (g_spawn_check_wait_status (status, &error));
    g_assert_error (error, G_SPAWN_EXIT_ERROR, 2);
    g_assert_nonnull (strstr (err, "--seat-engine only goes with --belote"));
  }
  /* and --help says it */
  {
    const char *argv[] = { binary, "--help", NULL };
    g_autofree char *out = NULL;
    int status = 0;

    g_assert_true (g_spawn_sync (NULL, (char **) argv, NULL, G_SPAWN_DEFAULT, NULL, NULL, &out, NULL, &status, NULL));
    g_assert_nonnull (strstr (out, "--seat-engine=SEAT=COMMAND"));
  }
}

/* Every mnemonic of the New Match dialog once */
static void
collect_mnemonics (GtkWidget  *widget,
                   GHashTable *seen,
                   GPtrArray  *clashes)
{
  if (GTK_IS_LABEL (widget) && gtk_label_get_use_underline (GTK_LABEL (widget)))
    {
      guint key = gtk_label_get_mnemonic_keyval (GTK_LABEL (widget));

      if (key != GDK_KEY_VoidSymbol)
        {
          guint lower = gdk_keyval_to_lower (key);
          const char *other = g_hash_table_lookup (seen, GUINT_TO_POINTER (lower));

          if (other != NULL)
            g_ptr_array_add (clashes, g_strdup_printf ("%s / %s", other, gtk_label_get_label (GTK_LABEL (widget))));
          g_hash_table_insert (seen, GUINT_TO_POINTER (lower), (gpointer) gtk_label_get_label (GTK_LABEL (widget)));
        }
    }
  if (GTK_IS_BUTTON (widget) && gtk_button_get_use_underline (GTK_BUTTON (widget))
      && gtk_button_get_label (GTK_BUTTON (widget)) != NULL)
    {
      /* the button's own label widget is reached below */
    }
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL; child = gtk_widget_get_next_sibling (child))
    collect_mnemonics (child, seen, clashes);
}

static void
test_mnemonics (void)
{
  Play play = open_play (360, 640, BELOTE_SCHOOL_FAMILY, 6);
  g_autoptr(GHashTable) seen = g_hash_table_new (NULL, NULL);
  g_autoptr(GPtrArray) clashes = g_ptr_array_new_with_free_func (g_free);
  GtkWindow *dialog;

  belote_window_show_new_match_dialog (play.window);
  dialog = belote_window_get_new_match_dialog (play.window);
  collect_mnemonics (GTK_WIDGET (dialog), seen, clashes);
  for (guint i = 0; i < clashes->len; i++)
    g_test_message ("clash: %s", (const char *) g_ptr_array_index (clashes, i));
  g_assert_cmpuint (clashes->len, ==, 0);
  g_assert_cmpuint (g_hash_table_size (seen), >=, 14);
  close_play (&play);
}

int
main (int   argc,
      char *argv[])
{
  static const Look looks[] = {
    { 360, 640, "light" }, { 360, 640, "dark" },
    { 1280, 800, "light" }, { 1280, 800, "dark" },
  };

  ui_test_init (&argc, &argv);

  g_test_add_func ("/belote/ui/play/deals-b6-b12-b19-b23", test_play_deals);
  g_test_add_func ("/belote/ui/play/match-b25-b27", test_play_match);
  g_test_add_func ("/belote/ui/play/new-match", test_new_match_dialog);
  g_test_add_func ("/belote/ui/play/resume-exact-card", test_resume);
  g_test_add_func ("/belote/ui/play/seat-engine-option", test_seat_engine_option);
  g_test_add_func ("/belote/ui/play/new-match-mnemonics", test_mnemonics);
  for (guint i = 0; i < G_N_ELEMENTS (looks); i++)
    {
      g_autofree char *path = g_strdup_printf ("/belote/ui/play/looks/%dx%d-%s", looks[i].width, looks[i].height,
                                               looks[i].style);

      g_test_add_data_func (path, &looks[i], test_looks);
    }
  return g_test_run ();
}
