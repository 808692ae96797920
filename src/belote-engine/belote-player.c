/* belote-player.c — Belote's computer players
 *
 * SPDX-FileCopyrightText: 2026 The Balut developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The public face of the players: levels, the decision and its reason
 * in words. The rule-based levels are in belote-policy.c, the Expert in
 * belote-expert.c (sampling, belote-inference.c; search, belote-solver.c).
 */

#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "balut-splitmix.h"
#include "belote-player-private.h"

static const char *const level_ids[BELOTE_N_LEVELS] = {
  "beginner", "casual", "strong", "expert",
};

const char *
belote_level_to_string (BeloteLevel level)
{
  g_return_val_if_fail ((guint) level < BELOTE_N_LEVELS, NULL);
  return level_ids[level];
}

gboolean
belote_level_parse (const char  *text,
                    BeloteLevel *out)
{
  g_return_val_if_fail (out != NULL, FALSE);

  if (text == NULL)
    return FALSE;
  for (guint i = 0; i < BELOTE_N_LEVELS; i++)
    if (g_ascii_strcasecmp (text, level_ids[i]) == 0)
      {
        *out = (BeloteLevel) i;
        return TRUE;
      }
  return FALSE;
}

const char *
belote_level_name (BeloteLevel level)
{
  static const char *const names[BELOTE_N_LEVELS] = {
    N_("Beginner"), N_("Casual"), N_("Strong"), N_("Expert"),
  };

  g_return_val_if_fail ((guint) level < BELOTE_N_LEVELS, NULL);
  return g_dgettext (GETTEXT_PACKAGE, names[level]);
}

void
belote_decision_clear (BeloteDecision *decision)
{
  g_return_if_fail (decision != NULL);

  g_clear_pointer (&decision->reason, g_free);
  memset (decision, 0, sizeof *decision);
}

guint64
belote_player_seed (guint64           match_seed,
                    guint             deal_number,
                    const BeloteDeal *deal)
{
  g_return_val_if_fail (deal != NULL, 0);

  return balut_splitmix64 (balut_splitmix64 (match_seed ^ ((guint64) deal_number << 32))
                           ^ ((guint64) deal->n_bids << 8) ^ deal->n_played);
}

/* ---- reasons in words ---- */

static char *
play_reason (BpWhy      why,
             BeloteCard card)
{
  g_autofree char *name = belote_card_describe (card);

  switch (why)
    {
    case BP_WHY_ONLY_CARD:
      /* Translators: %s is a card, "Jack of hearts" (the same below) */
      return g_strdup_printf (_("Play the %s: it is the only card you may play."), name);
    case BP_WHY_PARTNER_HOLDS:
      return g_strdup_printf (_("Play a small card, the %s: your partner already holds the trick."), name);
    case BP_WHY_PARTNER_POINTS:
      return g_strdup_printf (_("Play the %s: your partner holds the trick, so give it points."), name);
    case BP_WHY_MASTER:
      return g_strdup_printf (_("Play the %s: it is the master card and wins the trick."), name);
    case BP_WHY_TAKES:
      return g_strdup_printf (_("Play the %s: it takes the trick."), name);
    case BP_WHY_TRUMPS_IN:
      return g_strdup_printf (_("Play the %s: trump the trick."), name);
    case BP_WHY_DRAW_TRUMPS:
      return g_strdup_printf (_("Play the %s: it draws the opponents' trumps."), name);
    case BP_WHY_CANNOT_WIN:
      return g_strdup_printf (_("Play the %s: this trick is lost, so give as few points as you can."), name);
    case BP_WHY_SMALL_LEAD:
      return g_strdup_printf (_("Play the %s: a small lead keeps your strong cards for later."), name);
    case BP_WHY_PUSH:
      return g_strdup_printf (_("Play the %s: it drives out the higher card of its suit."), name);
    case BP_WHY_PARTNER_VOID:
      return g_strdup_printf (_("Play the %s: your partner has none of this suit and can trump it."), name);
    case BP_WHY_LAST_TRICK:
      return g_strdup_printf (_("Play the %s: it wins the last trick and its 10 points."), name);
    case BP_WHY_KEEP_LAST:
      return g_strdup_printf (_("Play the %s: keep your master trump for the last trick."), name);
    case BP_WHY_HIGHEST:
      return g_strdup_printf (_("Play the %s: your highest card."), name);
    case BP_WHY_NONE:
    default:
      return g_strdup_printf (_("Play the %s."), name);
    }
}

static char *
bid_reason (BeloteLevel       level,
            const BeloteDeal *deal,
            gint8             seat,
            BeloteBid         bid,
            const BpExpertChoice *expert)
{
  BeloteSuit suit;
  BeloteHand hand = deal->hands[seat] | BELOTE_HAND_CARD (deal->turned);
  int in10;

  if (bid == BELOTE_BID_PASS)
    {
      if (level == BELOTE_LEVEL_EXPERT && expert != NULL && (guint) expert->alt_suit < BELOTE_N_SUITS)
        {
          in10 = (int) (expert->made_rate * 10 + 0.5);
          if (in10 >= 6)
            /* Translators: %s is a suit's name, "hearts" */
            return g_strdup_printf (_("Pass: taking %s would cost your team points on average."),
                                    belote_suit_name (expert->alt_suit));
          return g_strdup_printf (ngettext ("Pass: taking %s would make the contract in only about %d deal of 10.",
                                            "Pass: taking %s would make the contract in only about %d deals of 10.",
                                            in10),
                                  belote_suit_name (expert->alt_suit), in10);
        }
      if (level == BELOTE_LEVEL_BEGINNER)
        return g_strdup (_("Pass: you do not hold the Jack of trump with another trump."));
      return g_strdup (_("Pass: your hand is not strong enough to take."));
    }

  suit = bid == BELOTE_BID_TAKE ? BELOTE_CARD_SUIT (deal->turned) : (BeloteSuit) bid;
  if (level == BELOTE_LEVEL_EXPERT && expert != NULL)
    {
      gboolean jack = BELOTE_HAND_HAS (hand, BELOTE_CARD (suit, BELOTE_JACK));
      gboolean nine = BELOTE_HAND_HAS (hand, BELOTE_CARD (suit, BELOTE_NINE));

      in10 = (int) (expert->made_rate * 10 + 0.5);
      if (jack && nine)
        /* Translators: %s is a suit's name, "hearts"; %d how many deals of 10 */
        return g_strdup_printf (ngettext ("Take %s: with the Jack and the 9 of trump you make the contract in about %d deal of 10.",
                                          "Take %s: with the Jack and the 9 of trump you make the contract in about %d deals of 10.",
                                          in10),
                                belote_suit_name (suit), in10);
      if (jack)
        return g_strdup_printf (ngettext ("Take %s: with the Jack of trump you make the contract in about %d deal of 10.",
                                          "Take %s: with the Jack of trump you make the contract in about %d deals of 10.",
                                          in10),
                                belote_suit_name (suit), in10);
      return g_strdup_printf (ngettext ("Take %s: you make the contract in about %d deal of 10.",
                                        "Take %s: you make the contract in about %d deals of 10.",
                                        in10),
                              belote_suit_name (suit), in10);
    }
  if (level == BELOTE_LEVEL_BEGINNER)
    /* Translators: %s is a suit's name, "hearts" */
    return g_strdup_printf (_("Take %s: you hold the Jack of trump and another trump."),
                            belote_suit_name (suit));
  /* Translators: %s is a suit's name, "hearts" */
  return g_strdup_printf (_("Take %s: your trumps and aces are strong enough."),
                          belote_suit_name (suit));
}

static char *
declare_reason (const BeloteAnnouncement *declare,
                guint                     n,
                gboolean                  withheld)
{
  if (n > 0)
    {
      g_autofree char *what = belote_announcement_describe (&declare[0]);

      if (n == 1)
        /* Translators: %s is "Tierce", "Carré of Jacks"… */
        return g_strdup_printf (_("Declare your %s."), what);
      /* Translators: %s is "Tierce", "Carré of Jacks"… */
      return g_strdup_printf (_("Declare your %s and the rest."), what);
    }
  if (withheld)
    return g_strdup (_("Keep your announcements quiet: they cannot score."));
  return NULL;
}

gboolean
belote_player_decide (BeloteLevel                level,
                      const BeloteDeal          *deal,
                      BeloteSchool               school,
                      const BeloteMatchContext  *context,
                      guint64                    seed,
                      GCancellable              *cancellable,
                      BeloteDecision            *out,
                      GError                   **error)
{
  gint8 seat;

  g_return_val_if_fail ((guint) level < BELOTE_N_LEVELS, FALSE);
  g_return_val_if_fail (deal != NULL, FALSE);
  g_return_val_if_fail (context != NULL, FALSE);
  g_return_val_if_fail (out != NULL, FALSE);

  (void) school;  /* the deal knows its school (B26, B27) */
  memset (out, 0, sizeof *out);
  if (g_cancellable_set_error_if_cancelled (cancellable, error))
    return FALSE;
  seat = belote_deal_to_move (deal);
  if (seat == BELOTE_NO_SEAT)
    {
      g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_INVALID_ARGUMENT, "no decision is due");
      return FALSE;
    }
  out->seat = seat;

  if (deal->phase == BELOTE_PHASE_PLAY)
    {
      BpWhy why = BP_WHY_NONE;
      gboolean withheld = FALSE;
      g_autofree char *play = NULL;
      g_autofree char *decl = NULL;
      BeloteHand legal = belote_deal_legal_cards (deal);

      out->kind = BELOTE_DECISION_PLAY;
      if (level == BELOTE_LEVEL_EXPERT)
        {
          BpExpertChoice choice;

          if (!bp_expert_play (deal, context, seed, cancellable, &choice))
            {
              g_cancellable_set_error_if_cancelled (cancellable, error);
              memset (out, 0, sizeof *out);
              return FALSE;
            }
          out->card = choice.card;
          out->value = choice.value;
          why = choice.why;
        }
      else
        {
          BpGame g;

          bp_game_from_deal (deal, seat, &g);
          out->card = bp_policy_play (level, &g, &why);
        }
      if (!BELOTE_HAND_HAS (legal, out->card))  /* never: the policies play B12 */
        {
          g_warning ("a %s player chose an illegal card", belote_level_to_string (level));
          out->card = (BeloteCard) g_bit_nth_lsf (legal, -1);
          why = BP_WHY_NONE;
        }

      /* B19: declarations go with the first card */
      if (deal->school == BELOTE_SCHOOL_FAMILY && !deal->has_declared[seat]
          && belote_hand_count (deal->hands[seat]) == BELOTE_HAND_SIZE)
        {
          if (level == BELOTE_LEVEL_EXPERT)
            out->n_declare = bp_expert_declare (deal, seat, out->declare, &withheld);
          else
            out->n_declare = bp_declare_all (deal, seat, out->declare);
        }
      play = play_reason (why, out->card);
      decl = declare_reason (out->declare, out->n_declare, withheld);
      out->reason = decl != NULL ? g_strconcat (play, " ", decl, NULL) : g_steal_pointer (&play);
    }
  else
    {
      BpExpertChoice choice;
      gboolean have_expert = FALSE;

      out->kind = BELOTE_DECISION_BID;
      if (level == BELOTE_LEVEL_EXPERT)
        {
          if (!bp_expert_bid (deal, context, seed, cancellable, &choice))
            {
              g_cancellable_set_error_if_cancelled (cancellable, error);
              memset (out, 0, sizeof *out);
              return FALSE;
            }
          out->bid = choice.bid;
          out->value = choice.value;
          have_expert = TRUE;
        }
      else
        out->bid = bp_policy_bid (level, deal, seat, NULL);
      if (!belote_deal_bid_allowed (deal, out->bid))
        {
          g_warning ("a %s player chose a bid not allowed", belote_level_to_string (level));
          out->bid = BELOTE_BID_PASS;
        }
      out->reason = bid_reason (level, deal, seat, out->bid, have_expert ? &choice : NULL);
    }
  return TRUE;
}

static void
decision_free (BeloteDecision *decision)
{
  belote_decision_clear (decision);
  g_free (decision);
}

typedef struct
{
  BeloteLevel        level;
  BeloteDeal         deal;
  BeloteSchool       school;
  BeloteMatchContext context;
  guint64            seed;
} DecideData;

static void
decide_thread (GTask        *task,
               gpointer      source_object,
               gpointer      task_data,
               GCancellable *cancellable)
{
  DecideData *data = task_data;
  g_autofree BeloteDecision *decision = g_new0 (BeloteDecision, 1);
  GError *error = NULL;

  (void) source_object;
  if (!belote_player_decide (data->level, &data->deal, data->school, &data->context,
                             data->seed, cancellable, decision, &error))
    {
      g_task_return_error (task, error);
      return;
    }
  g_task_return_pointer (task, g_steal_pointer (&decision), (GDestroyNotify) decision_free);
}

void
belote_player_decide_async (BeloteLevel                level,
                            const BeloteDeal          *deal,
                            BeloteSchool               school,
                            const BeloteMatchContext  *context,
                            guint64                    seed,
                            GCancellable              *cancellable,
                            GAsyncReadyCallback        callback,
                            gpointer                   user_data)
{
  g_autoptr(GTask) task = NULL;
  DecideData *data;

  g_return_if_fail ((guint) level < BELOTE_N_LEVELS);
  g_return_if_fail (deal != NULL);
  g_return_if_fail (context != NULL);

  task = g_task_new (NULL, cancellable, callback, user_data);
  g_task_set_source_tag (task, belote_player_decide_async);
  data = g_new0 (DecideData, 1);
  data->level = level;
  data->deal = *deal;
  data->school = school;
  data->context = *context;
  data->seed = seed;
  g_task_set_task_data (task, data, g_free);
  g_task_run_in_thread (task, decide_thread);
}

gboolean
belote_player_decide_finish (GAsyncResult    *result,
                             BeloteDecision  *out,
                             GError         **error)
{
  g_autofree BeloteDecision *decision = NULL;

  g_return_val_if_fail (g_task_is_valid (result, NULL), FALSE);
  g_return_val_if_fail (out != NULL, FALSE);

  decision = g_task_propagate_pointer (G_TASK (result), error);
  if (decision == NULL)
    {
      memset (out, 0, sizeof *out);
      return FALSE;
    }
  *out = *decision;
  return TRUE;
}
