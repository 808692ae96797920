/* belote-policy.c — the rule-based players: Beginner, Casual and Strong
 * (their bids and their cards); the Strong one also plays the Expert's
 * simulated deals
 *
 * SPDX-FileCopyrightText: 2026 The Balut developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Every policy reads only the moving seat's hand and what the table saw
 * (BpGame's played cards, cant[] inferences): g->hands[] of the other
 * seats are never looked at, so the same code plays a seat's real view
 * and a sampled deal.
 */

#include "config.h"

#include <string.h>

#include "belote-player-private.h"

/* ---- bidding (B6, B7) ---- */

static int
simple_trump_points (BeloteHand hand,
                     BeloteSuit trump)
{
  int v = 0;

  for (BeloteHand h = hand & BELOTE_SUIT_MASK (trump); h != 0; h &= h - 1)
    v += belote_card_points (bp_first_card (h), trump);
  return v;
}

int
bp_hand_value (BeloteHand   hand,
               BeloteSuit   trump,
               BeloteSchool school)
{
  static const int trump_value[BELOTE_N_RANKS] = {
    /* 7  8  9   10  J   Q  K  A */
       6, 6, 16, 11, 28, 6, 6, 14,
  };
  BeloteHand trumps = hand & BELOTE_SUIT_MASK (trump);
  guint n_trumps = bp_count (trumps);
  int v = 0;

  for (guint r = 0; r < BELOTE_N_RANKS; r++)
    if (BELOTE_HAND_HAS (trumps, BELOTE_CARD (trump, r)))
      v += trump_value[r];
  /* the 9 is worth more guarded by the Jack */
  if (BELOTE_HAND_HAS (trumps, BELOTE_CARD (trump, BELOTE_JACK))
      && BELOTE_HAND_HAS (trumps, BELOTE_CARD (trump, BELOTE_NINE)))
    v += 6;
  if (n_trumps >= 4)
    v += 8 * (int) (n_trumps - 3);
  /* B21 */
  if (BELOTE_HAND_HAS (trumps, BELOTE_CARD (trump, BELOTE_KING))
      && BELOTE_HAND_HAS (trumps, BELOTE_CARD (trump, BELOTE_QUEEN)))
    v += 12;
  for (BeloteSuit s = 0; s < BELOTE_N_SUITS; s++)
    {
      BeloteHand suit = hand & BELOTE_SUIT_MASK (s);
      gboolean ace = BELOTE_HAND_HAS (suit, BELOTE_CARD (s, BELOTE_ACE));
      gboolean ten = BELOTE_HAND_HAS (suit, BELOTE_CARD (s, BELOTE_TEN));

      if (s == trump)
        continue;
      if (ace)
        v += 15;
      if (ten && ace)
        v += 9;
      else if (ten && bp_count (suit) >= 2)
        v += 3;
      if (suit == 0 && n_trumps >= 3)
        v += 5;
    }
  if (school == BELOTE_SCHOOL_FAMILY)
    {
      BeloteAnnouncement a[BELOTE_HAND_SIZE];
      guint n = belote_hand_announcements (hand, a);

      for (guint i = 0; i < n; i++)
        v += belote_announcement_value (&a[i]) / 3;
    }
  return v;
}

BeloteBid
bp_policy_bid (BeloteLevel       level,
               const BeloteDeal *deal,
               gint8             seat,
               int              *strength)
{
  BeloteHand hand = deal->hands[seat];
  BeloteSuit turned = BELOTE_CARD_SUIT (deal->turned);
  BeloteHand with_turned = hand | BELOTE_HAND_CARD (deal->turned);
  gboolean first = deal->phase == BELOTE_PHASE_BID_FIRST;
  int best = G_MININT;
  BeloteSuit best_suit = BELOTE_NO_SUIT;

  for (BeloteSuit s = 0; s < BELOTE_N_SUITS; s++)
    {
      int v;

      if (first ? s != turned : s == turned)
        continue;
      switch (level)
        {
        case BELOTE_LEVEL_BEGINNER:
          /* the Jack of trump and one more trump in the hand */
          v = BELOTE_HAND_HAS (with_turned, BELOTE_CARD (s, BELOTE_JACK))
              && bp_count (hand & BELOTE_SUIT_MASK (s)) >= 2 ? 100 : 0;
          break;
        case BELOTE_LEVEL_CASUAL:
          /* points of trumps and aces */
          v = simple_trump_points (with_turned, s)
              + 8 * (int) bp_count (with_turned & BELOTE_SUIT_MASK (s));
          for (BeloteSuit o = 0; o < BELOTE_N_SUITS; o++)
            if (o != s && BELOTE_HAND_HAS (with_turned, BELOTE_CARD (o, BELOTE_ACE)))
              v += 11;
          v = v * 100 / 62;
          break;
        default:
          v = bp_hand_value (with_turned, s, deal->school) * 100 / 52;
          break;
        }
      if (v > best)
        {
          best = v;
          best_suit = s;
        }
    }
  if (strength != NULL)
    *strength = best;
  if (best >= 100)
    return first ? BELOTE_BID_TAKE : BELOTE_BID_SUIT (best_suit);
  return BELOTE_BID_PASS;
}

guint
bp_declare_all (const BeloteDeal   *deal,
                gint8               seat,
                BeloteAnnouncement *out)
{
  if (deal->school != BELOTE_SCHOOL_FAMILY)  /* B27 */
    return 0;
  return belote_hand_announcements (deal->dealt[seat], out);
}

/* ---- play (B10–B14) ---- */

typedef struct
{
  gint8      seat;
  BeloteHand hand;
  BeloteHand legal;
  BeloteSuit trump;
  BeloteSuit led;
  BeloteCard win_card;
  gboolean   partner_winning;
  BeloteHand winners;   /* legal cards that would take the trick now */
  int        trick_points;
} Situation;

static void
situation (const BpGame *g,
           Situation    *s)
{
  memset (s, 0, sizeof *s);
  s->seat = bp_to_move (g);
  s->hand = g->hands[s->seat];
  s->legal = bp_legal (g);
  s->trump = g->trump;
  s->led = BELOTE_NO_SUIT;
  s->win_card = BELOTE_NO_CARD;
  if (g->n_trick == 0)
    return;
  s->led = BELOTE_CARD_SUIT (g->trick[0]);
  s->win_card = g->trick[(g->winning - g->leader + BELOTE_N_SEATS) % BELOTE_N_SEATS];
  s->partner_winning = BELOTE_TEAM_OF (g->winning) == BELOTE_TEAM_OF (s->seat);
  for (guint i = 0; i < g->n_trick; i++)
    s->trick_points += belote_card_points (g->trick[i], g->trump);
  for (BeloteHand h = s->legal; h != 0; h &= h - 1)
    {
      BeloteCard c = bp_first_card (h);

      if (bp_beats (c, s->win_card, s->led, s->trump))
        s->winners |= BELOTE_HAND_CARD (c);
    }
}

/* the weakest card of a set by B11 strength (ignoring points) */
static BeloteCard
weakest (BeloteHand hand,
         BeloteSuit trump)
{
  BeloteCard best = BELOTE_NO_CARD;
  int best_s = G_MAXINT;

  for (BeloteHand h = hand; h != 0; h &= h - 1)
    {
      BeloteCard c = bp_first_card (h);
      int v = belote_card_strength (c, trump) + (BELOTE_CARD_SUIT (c) == trump ? 100 : 0);

      if (v < best_s)
        {
          best_s = v;
          best = c;
        }
    }
  return best;
}

/* the non-trump card with the most points (ties: the weaker) */
static BeloteCard
most_points (BeloteHand hand,
             BeloteSuit trump,
             BeloteHand avoid)
{
  BeloteCard best = BELOTE_NO_CARD;
  int best_v = -1;

  for (BeloteHand h = hand; h != 0; h &= h - 1)
    {
      BeloteCard c = bp_first_card (h);
      int v = belote_card_points (c, trump) * 16 - belote_card_strength (c, trump);

      if (BELOTE_CARD_SUIT (c) == trump)
        v -= 2000;
      if (BELOTE_HAND_HAS (avoid, c))
        v -= 1000;
      if (v > best_v || best == BELOTE_NO_CARD)
        {
          best_v = v;
          best = c;
        }
    }
  return best;
}

/* B11: whether card is the highest of its suit still out */
static gboolean
is_master (const BpGame *g,
           BeloteHand    hand,
           BeloteCard    card)
{
  return bp_stronger_outside (g, hand, card) == 0;
}

static BeloteHand
masters (const BpGame *g,
         BeloteHand    hand)
{
  BeloteHand out = 0;

  for (BeloteHand h = hand; h != 0; h &= h - 1)
    {
      BeloteCard c = bp_first_card (h);

      if (is_master (g, hand, c))
        out |= BELOTE_HAND_CARD (c);
    }
  return out;
}

static BeloteCard
beginner_play (const BpGame    *g,
               const Situation *s,
               BpWhy           *why)
{
  BeloteHand plain = s->legal & ~BELOTE_SUIT_MASK (s->trump);

  if (g->n_trick == 0)
    {
      *why = BP_WHY_HIGHEST;
      return bp_highest (plain != 0 ? plain : s->legal, s->trump);
    }
  if (s->winners != 0)
    {
      *why = BELOTE_CARD_SUIT (bp_highest (s->winners, s->trump)) == s->trump
             && s->led != s->trump ? BP_WHY_TRUMPS_IN : BP_WHY_TAKES;
      return bp_highest (s->winners, s->trump);
    }
  *why = BP_WHY_CANNOT_WIN;
  return bp_lowest (s->legal, s->trump);
}

static BeloteCard
casual_play (const BpGame    *g,
             const Situation *s,
             BpWhy           *why)
{
  BeloteHand trumps = s->legal & BELOTE_SUIT_MASK (s->trump);

  if (g->n_trick == 0)
    {
      BeloteHand aces = 0;

      for (BeloteSuit su = 0; su < BELOTE_N_SUITS; su++)
        if (su != s->trump)
          aces |= s->legal & BELOTE_HAND_CARD (BELOTE_CARD (su, BELOTE_ACE));
      if (BELOTE_TEAM_OF (s->seat) == BELOTE_TEAM_OF (g->taker)
          && BELOTE_HAND_HAS (trumps, BELOTE_CARD (s->trump, BELOTE_JACK)))
        {
          *why = BP_WHY_DRAW_TRUMPS;
          return BELOTE_CARD (s->trump, BELOTE_JACK);
        }
      if (aces != 0)
        {
          *why = BP_WHY_MASTER;
          return bp_first_card (aces);
        }
      *why = BP_WHY_SMALL_LEAD;
      return bp_lowest (s->legal, s->trump);
    }
  if (s->partner_winning)
    {
      if (g->n_trick == 3)
        {
          *why = BP_WHY_PARTNER_POINTS;
          return most_points (s->legal, s->trump, 0);
        }
      *why = BP_WHY_PARTNER_HOLDS;
      return bp_lowest (s->legal, s->trump);
    }
  if (s->winners != 0)
    {
      BeloteHand plain = s->winners & ~BELOTE_SUIT_MASK (s->trump);
      BeloteCard c;

      /* the partner is losing: play high in the suit, the smallest trump */
      if (plain != 0)
        {
          c = g->n_trick == 3 ? weakest (plain, s->trump) : bp_highest (plain, s->trump);
          *why = BP_WHY_TAKES;
        }
      else
        {
          c = weakest (s->winners, s->trump);
          *why = s->led == s->trump ? BP_WHY_TAKES : BP_WHY_TRUMPS_IN;
        }
      return c;
    }
  *why = BP_WHY_CANNOT_WIN;
  return bp_lowest (s->legal, s->trump);
}

/* Whether the partner's card now winning will hold: it is a master and
 * nobody after us can trump it */
static gboolean
partner_safe (const BpGame    *g,
              const Situation *s)
{
  gint8 next = (gint8) BELOTE_NEXT_SEAT (s->seat);
  BeloteHand trumps_mask = BELOTE_SUIT_MASK (s->trump);

  if (!s->partner_winning)
    return FALSE;
  if (g->n_trick == 3)
    return TRUE;
  /* one opponent still to play after us */
  if (BELOTE_CARD_SUIT (s->win_card) == s->trump)
    return bp_stronger_outside (g, s->hand, s->win_card) == 0
           || (g->cant[next] & trumps_mask) == trumps_mask;
  if (!is_master (g, s->hand, s->win_card))
    return FALSE;
  /* the next opponent may be void and trump */
  if ((g->cant[next] & BELOTE_SUIT_MASK (s->led)) == BELOTE_SUIT_MASK (s->led)
      && (g->cant[next] & trumps_mask) != trumps_mask)
    return FALSE;
  return TRUE;
}

static BeloteHand
trumps_out (const BpGame *g,
            BeloteHand    hand)
{
  return BELOTE_SUIT_MASK (g->trump) & ~g->played & ~hand;
}

static gboolean
opponents_may_trump (const BpGame *g,
                     gint8         seat)
{
  BeloteHand tm = BELOTE_SUIT_MASK (g->trump);
  gint8 a = (gint8) BELOTE_NEXT_SEAT (seat), b = (gint8) ((seat + 3) % BELOTE_N_SEATS);

  return trumps_out (g, g->hands[seat]) != 0
         && ((g->cant[a] & tm) != tm || (g->cant[b] & tm) != tm);
}

static gboolean
is_void (const BpGame *g,
         gint8         seat,
         BeloteSuit    suit)
{
  return (g->cant[seat] & BELOTE_SUIT_MASK (suit)) == BELOTE_SUIT_MASK (suit);
}

static BeloteCard
strong_lead (const BpGame    *g,
             const Situation *s,
             BpWhy           *why)
{
  BeloteHand hand = s->legal;
  BeloteHand tm = BELOTE_SUIT_MASK (s->trump);
  BeloteHand trumps = hand & tm;
  BeloteHand my_masters = masters (g, hand);
  gint8 partner = (gint8) ((s->seat + 2) % BELOTE_N_SEATS);
  gint8 opp1 = (gint8) BELOTE_NEXT_SEAT (s->seat), opp2 = (gint8) ((s->seat + 3) % BELOTE_N_SEATS);
  gboolean our_take = BELOTE_TEAM_OF (s->seat) == BELOTE_TEAM_OF (g->taker);
  gboolean opp_trumps = opponents_may_trump (g, s->seat);
  BeloteCard best = BELOTE_NO_CARD;
  int best_v = G_MININT;

  /* B14: two cards left, a master trump and another: keep the trump for
   * the last trick */
  if (bp_count (hand) == 2 && (my_masters & trumps) != 0 && (hand & ~trumps) != 0)
    {
      *why = BP_WHY_KEEP_LAST;
      return bp_lowest (hand & ~trumps, s->trump);
    }

  /* draw trumps with the master trump while the opponents may have some */
  if (our_take && opp_trumps && (my_masters & trumps) != 0)
    {
      *why = BP_WHY_DRAW_TRUMPS;
      return bp_highest (my_masters & trumps, s->trump);
    }
  /* the taker's partner returns trump to the taker early */
  if (our_take && g->taker == partner && opp_trumps && trumps != 0 && g->trick_no <= 2
      && bp_count (trumps) <= 2)
    {
      *why = BP_WHY_DRAW_TRUMPS;
      return weakest (trumps, s->trump);
    }

  for (BeloteHand h = hand; h != 0; h &= h - 1)
    {
      BeloteCard c = bp_first_card (h);
      BeloteSuit su = BELOTE_CARD_SUIT (c);
      gboolean master = BELOTE_HAND_HAS (my_masters, c);
      int pts = belote_card_points (c, s->trump);
      int v = 0;
      gboolean opp_can_ruff = (is_void (g, opp1, su) && (g->cant[opp1] & tm) != tm)
                              || (is_void (g, opp2, su) && (g->cant[opp2] & tm) != tm);

      if (su == s->trump)
        {
          /* defenders do not lead trumps; trumps are for ruffing */
          v = our_take && opp_trumps ? -5 - pts : -40 - pts;
          if (master && opp_trumps)
            v = 30;
        }
      else if (master)
        v = opp_can_ruff || (opp_trumps && g->trick_no >= 1 && !our_take && trumps_out (g, hand) != 0
                             && bp_count (BELOTE_SUIT_MASK (su) & ~g->played & ~hand) < 2)
            ? -10 : 40 + pts;
      else
        {
          BeloteHand suit_out = BELOTE_SUIT_MASK (su) & ~g->played & ~hand;

          /* a small card: partner may win, and we keep our tens guarded */
          v = 10 - pts * 2 - belote_card_strength (c, s->trump);
          if (is_void (g, partner, su) && (g->cant[partner] & tm) != tm && !opp_can_ruff)
            v += 25;   /* partner ruffs */
          if (opp_can_ruff)
            v -= 20;
          (void) suit_out;
          /* the suit partner led first: play it back (partner's signal) */
          if (g->first_led[partner] == (gint8) su && g->first_led[s->seat] != (gint8) su)
            v += 12;
          if (c == BELOTE_CARD (su, BELOTE_TEN) && !BELOTE_HAND_HAS (g->played, BELOTE_CARD (su, BELOTE_ACE)))
            v -= 15;   /* the ten would fall under the Ace */
        }
      if (v > best_v)
        {
          best_v = v;
          best = c;
        }
    }
  *why = BELOTE_HAND_HAS (my_masters, best) && BELOTE_CARD_SUIT (best) != s->trump ? BP_WHY_MASTER
         : BELOTE_CARD_SUIT (best) == s->trump ? BP_WHY_DRAW_TRUMPS
         : is_void (g, partner, BELOTE_CARD_SUIT (best)) ? BP_WHY_PARTNER_VOID
         : belote_card_points (best, s->trump) >= 4 ? BP_WHY_PUSH : BP_WHY_SMALL_LEAD;
  return best;
}

static BeloteCard
strong_play (const BpGame    *g,
             const Situation *s,
             BpWhy           *why)
{
  BeloteHand tm = BELOTE_SUIT_MASK (s->trump);
  BeloteHand my_masters;

  if (g->n_trick == 0)
    return strong_lead (g, s, why);
  my_masters = masters (g, s->hand);

  if (s->partner_winning)
    {
      if (partner_safe (g, s))
        {
          /* give points, but not a master that can win a trick later,
           * nor a trump when we can choose */
          BeloteHand choice = s->legal;

          if ((choice & ~tm) != 0)
            choice &= ~tm;
          *why = BP_WHY_PARTNER_POINTS;
          return most_points (choice, s->trump, my_masters & ~BELOTE_SUIT_MASK (s->led));
        }
      /* not safe: take it ourselves with a master of the suit, else small */
      if ((s->winners & my_masters & ~tm) != 0 && s->led != s->trump)
        {
          *why = BP_WHY_MASTER;
          return bp_highest (s->winners & my_masters & ~tm, s->trump);
        }
      *why = BP_WHY_PARTNER_HOLDS;
      return bp_lowest (s->legal, s->trump);
    }

  if (s->winners != 0)
    {
      BeloteHand plain = s->winners & ~tm;

      if (plain != 0)
        {
          BeloteHand m = plain & my_masters;

          *why = BP_WHY_TAKES;
          if (g->n_trick == 3)
            return weakest (plain, s->trump);
          if (m != 0)
            {
              *why = BP_WHY_MASTER;
              return weakest (m, s->trump);
            }
          /* a winner that will be beaten anyway: keep it if the trick is poor */
          if (s->trick_points < 10 && belote_card_points (weakest (plain, s->trump), s->trump) >= 10)
            {
              *why = BP_WHY_CANNOT_WIN;
              return bp_lowest (s->legal, s->trump);
            }
          return weakest (plain, s->trump);
        }
      /* trumping or beating in trump: the smallest trump that wins,
       * unless the trick is poor and we are the taker's defender with few
       * trumps… keep it simple: cheapest winner; a master trump if the
       * next opponent may overtrump */
      if (g->n_trick < 3)
        {
          gint8 next = (gint8) BELOTE_NEXT_SEAT (s->seat);
          BeloteCard w = weakest (s->winners, s->trump);

          if ((g->cant[next] & tm) != tm && s->trick_points >= 10
              && bp_stronger_outside (g, s->hand, w) != 0 && (s->winners & my_masters) != 0)
            {
              *why = s->led == s->trump ? BP_WHY_MASTER : BP_WHY_TRUMPS_IN;
              return weakest (s->winners & my_masters, s->trump);
            }
          *why = s->led == s->trump ? BP_WHY_TAKES : BP_WHY_TRUMPS_IN;
          return w;
        }
      *why = s->led == s->trump ? BP_WHY_TAKES : BP_WHY_TRUMPS_IN;
      return weakest (s->winners, s->trump);
    }

  *why = BP_WHY_CANNOT_WIN;
  {
    /* discard: the fewest points, not from a suit where we hold the master */
    BeloteHand choice = s->legal & ~my_masters;

    if (choice == 0)
      choice = s->legal;
    return bp_lowest (choice, s->trump);
  }
}

BeloteCard
bp_policy_play (BeloteLevel   level,
                const BpGame *g,
                BpWhy        *why)
{
  Situation s;
  BpWhy dummy;

  if (why == NULL)
    why = &dummy;
  situation (g, &s);
  if (bp_count (s.legal) == 1)
    {
      *why = BP_WHY_ONLY_CARD;
      return bp_first_card (s.legal);
    }
  switch (level)
    {
    case BELOTE_LEVEL_BEGINNER:
      return beginner_play (g, &s, why);
    case BELOTE_LEVEL_CASUAL:
      return casual_play (g, &s, why);
    default:
      return strong_play (g, &s, why);
    }
}

BpWhy
bp_classify (const BpGame *g,
             BeloteCard    card)
{
  Situation s;
  gboolean master;

  situation (g, &s);
  if (bp_count (s.legal) == 1)
    return BP_WHY_ONLY_CARD;
  master = is_master (g, s.hand, card);
  if (g->n_trick == 0)
    {
      if (BELOTE_CARD_SUIT (card) == s.trump && BELOTE_TEAM_OF (s.seat) == BELOTE_TEAM_OF (g->taker))
        return BP_WHY_DRAW_TRUMPS;
      if (master)
        return BP_WHY_MASTER;
      if (is_void (g, (gint8) ((s.seat + 2) % BELOTE_N_SEATS), BELOTE_CARD_SUIT (card)))
        return BP_WHY_PARTNER_VOID;
      if (belote_card_points (card, s.trump) >= 4)
        return BP_WHY_PUSH;
      return BP_WHY_SMALL_LEAD;
    }
  if (bp_count (s.hand) == 1 || bp_count (s.hand) == 2)
    if (BELOTE_HAND_HAS (s.winners, card) && bp_count (s.hand) == 1)
      return BP_WHY_LAST_TRICK;
  if (s.partner_winning)
    {
      if (BELOTE_HAND_HAS (s.winners, card) && master && BELOTE_CARD_SUIT (card) != s.trump)
        return BP_WHY_MASTER;
      return belote_card_points (card, s.trump) >= 3 ? BP_WHY_PARTNER_POINTS : BP_WHY_PARTNER_HOLDS;
    }
  if (BELOTE_HAND_HAS (s.winners, card))
    {
      if (BELOTE_CARD_SUIT (card) == s.trump && s.led != s.trump)
        return BP_WHY_TRUMPS_IN;
      return master ? BP_WHY_MASTER : BP_WHY_TAKES;
    }
  return BP_WHY_CANNOT_WIN;
}
