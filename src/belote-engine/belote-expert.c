/* belote-expert.c — the Expert: samples the cards its seat cannot see and
 * searches each sampled deal (determinized Monte Carlo)
 *
 * SPDX-FileCopyrightText: 2026 The Balut developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Play: the unseen cards are dealt at random consistent with all the
 * seat knows (bp_view_from_deal (): B12 voids, the taker's turned card,
 * declared cards, Belote), 96 times; the 24 worlds searched are drawn
 * from these by how well they explain the cards the others chose
 * (bp_world_weight ()); each is solved double-dummy for every
 * legal card (belote-solver.c) — early in the deal, when the full solve
 * would be slow, the first tricks are played by the Strong policy and
 * only the last ones solved — and the card with the best average deal
 * score for the seat's team (B22–B24, the pot included) is played.
 *
 * Bidding: for each bid allowed, the same sampled decks (the other
 * hands and the stock, B9) are bid on by the Strong bidder and played
 * out by the Strong policy; the bid with the best average score wins.
 * No threshold is guessed: the simulations decide.
 *
 * Fixed sample counts and seeds: the same position and seed give the
 * same decision. The cancellable is checked between samples.
 */

#include "config.h"

#include <string.h>

#include "balut-splitmix.h"
#include "belote-player-private.h"

#define PLAY_SAMPLES   24
/* hidden-card worlds dealt before the PLAY_SAMPLES are drawn by weight */
#define PLAY_CANDIDATES 96
/* the likelihood of a card a style of play would not have chosen */
#define STYLE_MISS     0.1
#define BID_SAMPLES    128
/* cards left in the deal (all hands) above which the first tricks of a
 * sample are played by the Strong policy before the solver takes over */
#define SOLVE_CARDS    20
/* samples redrawn at most this many times to fit the bids */
#define BID_REDRAWS    12

/* ---- scoring a sampled deal ---- */

/* B19, B20, B21: the summary of a sampled deal before its points: who
 * took, the announcements each seat declares (made, or all it holds when
 * it has not played yet), who held Belote */
static void
summary_base (const BeloteDeal  *deal,
              const BeloteHand   dealt[BELOTE_N_SEATS],
              BeloteDealSummary *out)
{
  gint8 first = (gint8) BELOTE_NEXT_SEAT (deal->dealer);
  BeloteHand pair;

  belote_summary_init (out);
  out->taker_team = BELOTE_TEAM_OF (deal->taker);
  out->taker_seat = deal->taker;
  out->trump = deal->trump;
  out->first_leader = first;
  for (guint i = 0; i < BELOTE_N_SEATS; i++)
    {
      gint8 seat = (gint8) ((first + i) % BELOTE_N_SEATS);
      guint team = BELOTE_TEAM_OF (seat);
      BeloteAnnouncement a[BELOTE_HAND_SIZE];
      guint n;

      if (deal->school != BELOTE_SCHOOL_FAMILY)
        break;
      if (deal->has_declared[seat] || (deal->phase == BELOTE_PHASE_PLAY
                                       && deal->n_played > (guint) ((seat - first + BELOTE_N_SEATS) % BELOTE_N_SEATS)))
        {
          n = deal->n_declared[seat];
          memcpy (a, deal->declared[seat], n * sizeof a[0]);
        }
      else
        {
          n = belote_hand_announcements (dealt[seat], a);
          for (guint k = 0; k < n; k++)
            a[k].seat = seat;
        }
      for (guint k = 0; k < n && out->n_announcements[team] < BELOTE_MAX_ANNOUNCEMENTS; k++)
        out->announcements[team][out->n_announcements[team]++] = a[k];
    }
  pair = BELOTE_HAND_CARD (BELOTE_CARD (deal->trump, BELOTE_KING))
         | BELOTE_HAND_CARD (BELOTE_CARD (deal->trump, BELOTE_QUEEN));
  for (gint8 s = 0; s < BELOTE_N_SEATS; s++)
    if ((dealt[s] & pair) == pair)
      out->belote_team = BELOTE_TEAM_OF (s);
}

/* The score of the deal for team (its points scored minus the other's,
 * B22–B24) given the final difference d = team 0's card points (with the
 * last trick or capot) minus team 1's */
static double
score_value (BeloteDealSummary       *summary,
             BeloteSchool             school,
             int                      pot,
             int                      d,
             int                      team,
             gboolean                *made)
{
  BeloteDealScore score;

  summary->capot_team = BELOTE_NO_TEAM;
  if (d >= BELOTE_CARD_POINTS_TOTAL + BELOTE_CAPOT_BONUS)
    {
      summary->capot_team = 0;
      summary->card_points[0] = BELOTE_CARD_POINTS_TOTAL + BELOTE_CAPOT_BONUS;
      summary->card_points[1] = 0;
    }
  else if (d <= -(BELOTE_CARD_POINTS_TOTAL + BELOTE_CAPOT_BONUS))
    {
      summary->capot_team = 1;
      summary->card_points[0] = 0;
      summary->card_points[1] = BELOTE_CARD_POINTS_TOTAL + BELOTE_CAPOT_BONUS;
    }
  else
    {
      summary->card_points[0] = (BELOTE_DEAL_POINTS_TOTAL + d) / 2;
      summary->card_points[1] = BELOTE_DEAL_POINTS_TOTAL - summary->card_points[0];
    }
  belote_score_deal (summary, school, pot, &score);
  if (made != NULL)
    *made = score.result == BELOTE_RESULT_MADE;
  return (double) score.scored[team] - score.scored[1 - team];
}

/* Plays g to its end with the Strong policy for every seat */
static void
rollout (BpGame *g,
         guint   until_cards)
{
  while (g->trick_no < BELOTE_N_TRICKS)
    {
      guint left = 0;

      for (guint s = 0; s < BELOTE_N_SEATS; s++)
        left += bp_count (g->hands[s]);
      if (left <= until_cards && g->n_trick == 0)
        return;
      bp_play (g, bp_policy_play (BELOTE_LEVEL_STRONG, g, NULL));
    }
}

static int
final_difference (const BpGame *g)
{
  int d = g->points[0] - g->points[1];

  /* B14, B15 */
  if (g->tricks_won[0] == BELOTE_N_TRICKS)
    return BELOTE_CARD_POINTS_TOTAL + BELOTE_CAPOT_BONUS;
  if (g->tricks_won[1] == BELOTE_N_TRICKS)
    return -(BELOTE_CARD_POINTS_TOTAL + BELOTE_CAPOT_BONUS);
  return BELOTE_TEAM_OF (g->last_winner) == 0 ? d + BELOTE_LAST_TRICK : d - BELOTE_LAST_TRICK;
}

/* B6, B7: whether the bids fit a sampled deal. Soft knowledge, used to
 * redraw a sample a few times: the taker holds the Jack of trump, or the
 * 9 with two more trumps, or four trumps; a seat that passed on a suit
 * the deal was then played in does not hold its Jack with two more. */
static gboolean
bids_plausible (const BeloteDeal *deal,
                gint8             seat,
                const BeloteHand  dealt[BELOTE_N_SEATS])
{
  BeloteSuit trump = deal->trump;
  BeloteHand tm = BELOTE_SUIT_MASK (trump);
  BeloteCard jack = BELOTE_CARD (trump, BELOTE_JACK), nine = BELOTE_CARD (trump, BELOTE_NINE);
  gboolean turned_suit = trump == BELOTE_CARD_SUIT (deal->turned);

  for (guint b = 0; b < deal->n_bids; b++)
    {
      gint8 who = (gint8) ((deal->dealer + 1 + b) % BELOTE_N_SEATS);
      BeloteHand t = dealt[who] & tm;
      guint n = bp_count (t);

      if (who == seat)
        continue;
      if (who == deal->taker && b == (guint) deal->n_bids - 1)
        {
          if (!BELOTE_HAND_HAS (t, jack) && !(BELOTE_HAND_HAS (t, nine) && n >= 3) && n < 4)
            return FALSE;
        }
      else if ((b < BELOTE_N_SEATS) == turned_suit || b >= BELOTE_N_SEATS)
        {
          /* passed on this very suit */
          if (BELOTE_HAND_HAS (t, jack) && n >= 3)
            return FALSE;
        }
    }
  return TRUE;
}

/* ---- declarations (B19, B20) ---- */

guint
bp_expert_declare (const BeloteDeal   *deal,
                   gint8               seat,
                   BeloteAnnouncement *out,
                   gboolean           *withheld)
{
  BeloteAnnouncement mine[BELOTE_HAND_SIZE];
  const BeloteAnnouncement *best_ours = NULL, *best_theirs = NULL;
  guint n;

  *withheld = FALSE;
  if (deal->school != BELOTE_SCHOOL_FAMILY)  /* B27 */
    return 0;
  n = belote_hand_announcements (deal->dealt[seat], mine);
  if (n == 0)
    return 0;
  for (guint i = 0; i < n; i++)
    {
      mine[i].seat = seat;
      if (best_ours == NULL || belote_announcement_compare (&mine[i], best_ours, deal->trump) > 0)
        best_ours = &mine[i];
    }
  /* B20: what was declared before us wins a tie */
  for (gint8 s = 0; s < BELOTE_N_SEATS; s++)
    for (guint k = 0; k < deal->n_declared[s]; k++)
      {
        const BeloteAnnouncement *a = &deal->declared[s][k];

        if (BELOTE_TEAM_OF (s) == BELOTE_TEAM_OF (seat))
          {
            if (belote_announcement_compare (a, best_ours, deal->trump) >= 0)
              best_ours = a;
          }
        else if (best_theirs == NULL || belote_announcement_compare (a, best_theirs, deal->trump) > 0)
          best_theirs = a;
      }
  if (best_theirs != NULL && belote_announcement_compare (best_theirs, best_ours, deal->trump) >= 0
      && BELOTE_TEAM_OF (best_ours->seat) == BELOTE_TEAM_OF (seat) && best_ours->seat == seat)
    {
      /* it cannot score: keep the hand secret */
      *withheld = TRUE;
      return 0;
    }
  memcpy (out, mine, n * sizeof mine[0]);
  return n;
}

/* ---- what the others' choices tell (a model of their play) ----
 *
 * Beyond what the rules tell (B12), the cards each seat chose say
 * something of the cards it held: a world (the hidden hands of a sample)
 * in which the seat would have played as it did is likelier than one in
 * which it would not. Each other seat's cards are read against three
 * styles of play, the rules of the Beginner, the Casual and the Strong
 * player, none assumed: for each seat, the average over the styles of
 * STYLE_MISS to the power of the cards that style would not have chosen
 * in that world (forced cards say nothing). */

double
bp_world_weight (const BeloteDeal *deal,
                 gint8             seat,
                 const BeloteHand  dealt[BELOTE_N_SEATS])
{
  static const BeloteLevel styles[] = { BELOTE_LEVEL_BEGINNER, BELOTE_LEVEL_CASUAL, BELOTE_LEVEL_STRONG };
  double like[BELOTE_N_SEATS][G_N_ELEMENTS (styles)];
  double w = 1.0;
  BpGame g;

  for (guint s = 0; s < BELOTE_N_SEATS; s++)
    for (guint k = 0; k < G_N_ELEMENTS (styles); k++)
      like[s][k] = 1.0;
  /* the deal replayed from its first card with the world's hands */
  bp_game_start (deal, dealt, &g);
  for (guint i = 0; i < deal->n_played; i++)
    {
      gint8 who = bp_to_move (&g);

      if (who != seat && bp_count (bp_legal (&g)) > 1)
        for (guint k = 0; k < G_N_ELEMENTS (styles); k++)
          if (bp_policy_play (styles[k], &g, NULL) != deal->plays[i])
            like[who][k] *= STYLE_MISS;
      bp_play (&g, deal->plays[i]);
    }
  for (gint8 s = 0; s < BELOTE_N_SEATS; s++)
    if (s != seat)
      {
        double m = 0;

        for (guint k = 0; k < G_N_ELEMENTS (styles); k++)
          m += like[s][k];
        w *= m / G_N_ELEMENTS (styles);
      }
  return w;
}

/* PLAY_CANDIDATES worlds consistent with the view and, as far as they
 * can be, with the bids; PLAY_SAMPLES of them drawn by their weight
 * without replacement into worlds. Returns how many were drawn. */
static guint
draw_worlds (const BeloteDeal *deal,
             gint8             seat,
             const BpGame     *g,
             const BpView     *view,
             guint64          *rng,
             BeloteHand        worlds[PLAY_SAMPLES][BELOTE_N_SEATS])
{
  BeloteHand cand[PLAY_CANDIDATES][BELOTE_N_SEATS];
  double weight[PLAY_CANDIDATES], total = 0;

  for (guint c = 0; c < PLAY_CANDIDATES; c++)
    {
      BeloteHand dealt[BELOTE_N_SEATS];

      for (guint attempt = 0; attempt < BID_REDRAWS; attempt++)
        {
          memcpy (cand[c], g->hands, sizeof cand[c]);
          bp_sample_hands (view, rng, cand[c]);
          for (guint s = 0; s < BELOTE_N_SEATS; s++)
            dealt[s] = cand[c][s] | g->played_by[s];
          if (bids_plausible (deal, seat, dealt))
            break;
        }
      weight[c] = bp_world_weight (deal, seat, dealt);
      total += weight[c];
    }
  for (guint i = 0; i < PLAY_SAMPLES; i++)
    {
      double r = (double) (balut_splitmix64_next (rng) >> 11) / 9007199254740992.0 * total;
      guint pick = PLAY_CANDIDATES, last = 0;

      for (guint c = 0; c < PLAY_CANDIDATES; c++)
        if (weight[c] > 0)
          {
            last = c;
            if (r < weight[c])
              {
                pick = c;
                break;
              }
            r -= weight[c];
          }
      if (pick == PLAY_CANDIDATES)
        pick = last;  /* rounding */
      memcpy (worlds[i], cand[pick], sizeof worlds[i]);
      weight[pick] = 0;
      total = 0;
      for (guint c = 0; c < PLAY_CANDIDATES; c++)
        total += weight[c];
    }
  return PLAY_SAMPLES;
}

/* ---- play ---- */

gboolean
bp_expert_play (const BeloteDeal         *deal,
                const BeloteMatchContext *context,
                guint64                   seed,
                GCancellable             *cancellable,
                BpExpertChoice           *out)
{
  gint8 seat = belote_deal_to_move (deal);
  int team = BELOTE_TEAM_OF (seat);
  BeloteHand legal = belote_deal_legal_cards (deal);
  BeloteCard moves[BELOTE_HAND_SIZE];
  double value[BELOTE_HAND_SIZE] = { 0 }, points[BELOTE_HAND_SIZE] = { 0 };
  guint n_moves = 0, best = 0, n_done = 0;
  BpGame g;
  BpView view;
  BpSolver *solver;
  BeloteCard strong;
  guint64 rng = balut_splitmix64 (seed ^ G_GUINT64_CONSTANT (0x5eed0f0e7e47));
  BeloteHand worlds[PLAY_SAMPLES][BELOTE_N_SEATS];
  guint n_worlds;

  memset (out, 0, sizeof *out);
  out->alt_suit = BELOTE_NO_SUIT;
  bp_game_from_deal (deal, seat, &g);
  strong = bp_policy_play (BELOTE_LEVEL_STRONG, &g, NULL);
  for (BeloteHand h = legal; h != 0; h &= h - 1)
    moves[n_moves++] = bp_first_card (h);
  if (n_moves == 1)
    {
      out->card = moves[0];
      out->why = BP_WHY_ONLY_CARD;
      return !g_cancellable_is_cancelled (cancellable);
    }

  bp_view_from_deal (deal, seat, &view);
  n_worlds = draw_worlds (deal, seat, &g, &view, &rng, worlds);
  solver = bp_solver_new ();
  for (guint i = 0; i < n_worlds; i++)
    {
      BeloteHand dealt[BELOTE_N_SEATS];
      BeloteDealSummary summary;
      BpGame sample = g;

      if (g_cancellable_is_cancelled (cancellable))
        {
          bp_solver_free (solver);
          return FALSE;
        }
      memcpy (sample.hands, worlds[i], sizeof sample.hands);
      for (guint s = 0; s < BELOTE_N_SEATS; s++)
        dealt[s] = sample.hands[s] | g.played_by[s];
      summary_base (deal, dealt, &summary);

      for (guint m = 0; m < n_moves; m++)
        {
          BpGame child = sample;
          guint left;
          int d;

          bp_play (&child, moves[m]);
          left = 0;
          for (guint s = 0; s < BELOTE_N_SEATS; s++)
            left += bp_count (child.hands[s]);
          if (left > SOLVE_CARDS)
            rollout (&child, SOLVE_CARDS);
          if (child.trick_no == BELOTE_N_TRICKS)
            d = final_difference (&child);
          else  /* the solver counts the capot from the tricks won so far (B15) */
            d = child.points[0] - child.points[1] + bp_solve (solver, &child, 0);
          value[m] += score_value (&summary, deal->school, context->pot, d, team, NULL);
          points[m] += team == 0 ? summary.card_points[0] : summary.card_points[1];
        }
      n_done++;
    }
  bp_solver_free (solver);

  for (guint m = 1; m < n_moves; m++)
    if (value[m] > value[best])
      best = m;
  /* among cards as good (within half a point on average), the one the
   * Strong player would choose, else the cheapest */
  {
    double limit = value[best] - 0.5 * n_done;
    gboolean strong_ok = FALSE;
    BeloteHand ties = 0;

    for (guint m = 0; m < n_moves; m++)
      if (value[m] >= limit)
        {
          ties |= BELOTE_HAND_CARD (moves[m]);
          if (moves[m] == strong)
            strong_ok = TRUE;
        }
    out->card = strong_ok ? strong : bp_lowest (ties, deal->trump);
    for (guint m = 0; m < n_moves; m++)
      if (moves[m] == out->card)
        best = m;
  }
  out->value = points[best] / n_done;
  out->why = bp_classify (&g, out->card);
  return TRUE;
}

/* ---- bidding ---- */

/* Bids the rest of the deal by the Strong rule; TRUE when someone took */
static gboolean
finish_bidding (BeloteDeal *d)
{
  while (d->phase == BELOTE_PHASE_BID_FIRST || d->phase == BELOTE_PHASE_BID_SECOND)
    {
      gint8 s = belote_deal_to_move (d);

      if (!belote_deal_bid (d, bp_policy_bid (BELOTE_LEVEL_STRONG, d, s, NULL), NULL))
        belote_deal_bid (d, BELOTE_BID_PASS, NULL);
    }
  return d->phase == BELOTE_PHASE_PLAY;
}

gboolean
bp_expert_bid (const BeloteDeal         *deal,
               const BeloteMatchContext *context,
               guint64                   seed,
               GCancellable             *cancellable,
               BpExpertChoice           *out)
{
  gint8 seat = belote_deal_to_move (deal);
  int team = BELOTE_TEAM_OF (seat);
  BeloteBid options[BELOTE_N_SUITS + 1];
  double value[BELOTE_N_SUITS + 1] = { 0 };
  guint made[BELOTE_N_SUITS + 1] = { 0 };
  guint n_options = 0, best = 0;
  guint64 rng = balut_splitmix64 (seed ^ G_GUINT64_CONSTANT (0xb1d5b1d5));

  memset (out, 0, sizeof *out);
  out->alt_suit = BELOTE_NO_SUIT;
  options[n_options++] = BELOTE_BID_PASS;
  if (deal->phase == BELOTE_PHASE_BID_FIRST)
    options[n_options++] = BELOTE_BID_TAKE;
  else
    for (BeloteSuit s = 0; s < BELOTE_N_SUITS; s++)
      if (belote_deal_bid_allowed (deal, BELOTE_BID_SUIT (s)))
        options[n_options++] = BELOTE_BID_SUIT (s);

  for (guint i = 0; i < BID_SAMPLES; i++)
    {
      BeloteCard deck[BELOTE_N_CARDS];
      BeloteDeal base;

      if (g_cancellable_is_cancelled (cancellable))
        return FALSE;
      bp_sample_deck (deal, seat, &rng, deck);
      belote_deal_init (&base, deal->school, deck, deal->dealer);
      for (guint b = 0; b < deal->n_bids; b++)
        belote_deal_bid (&base, deal->bids[b], NULL);

      for (guint o = 0; o < n_options; o++)
        {
          BeloteDeal d = base;
          BeloteDealSummary summary;
          BpGame g;
          gboolean m = FALSE;
          double v;

          belote_deal_bid (&d, options[o], NULL);
          if (!finish_bidding (&d))
            continue;  /* B8: a void deal scores nothing */
          summary_base (&d, d.dealt, &summary);
          bp_game_from_deal (&d, BELOTE_NO_SEAT, &g);
          memcpy (g.hands, d.hands, sizeof g.hands);
          rollout (&g, 0);
          v = score_value (&summary, deal->school, context->pot, final_difference (&g), team, &m);
          value[o] += v;
          if (m && d.taker == seat)
            made[o]++;
        }
    }

  for (guint o = 1; o < n_options; o++)
    if (value[o] > value[best])
      best = o;
  out->bid = options[best];
  out->value = value[best] / BID_SAMPLES;
  if (options[best] == BELOTE_BID_PASS)
    {
      /* the best bid turned down, for the reason */
      guint alt = n_options > 1 ? 1 : 0;

      for (guint o = 2; o < n_options; o++)
        if (value[o] > value[alt])
          alt = o;
      if (alt > 0)
        {
          out->alt_suit = options[alt] == BELOTE_BID_TAKE ? BELOTE_CARD_SUIT (deal->turned)
                                                           : (BeloteSuit) options[alt];
          out->made_rate = (double) made[alt] / BID_SAMPLES;
        }
    }
  else
    out->made_rate = (double) made[best] / BID_SAMPLES;
  return TRUE;
}
