/* belote-inference.c — the players' compact deal, what each seat learns
 * from the play (B12) and the sampling of the cards a seat cannot see
 *
 * SPDX-FileCopyrightText: 2026 The Balut developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <string.h>

#include "balut-splitmix.h"
#include "belote-player-private.h"

guint
bp_random (guint64 *rng,
           guint    n)
{
  return (guint) ((balut_splitmix64_next (rng) >> 33) % n);
}

/* B11 */
gboolean
bp_beats (BeloteCard card,
          BeloteCard winning,
          BeloteSuit led,
          BeloteSuit trump)
{
  BeloteSuit s = BELOTE_CARD_SUIT (card);
  BeloteSuit w = BELOTE_CARD_SUIT (winning);

  if (s == trump)
    return w != trump || belote_card_strength (card, trump) > belote_card_strength (winning, trump);
  return s == led && w == led
         && belote_card_strength (card, trump) > belote_card_strength (winning, trump);
}

BeloteCard
bp_highest (BeloteHand hand,
            BeloteSuit trump)
{
  BeloteCard best = BELOTE_NO_CARD;
  int best_s = -1;

  for (BeloteHand h = hand; h != 0; h &= h - 1)
    {
      BeloteCard c = bp_first_card (h);
      int s = belote_card_strength (c, trump) + (BELOTE_CARD_SUIT (c) == trump ? 100 : 0);

      if (s > best_s)
        {
          best_s = s;
          best = c;
        }
    }
  return best;
}

BeloteCard
bp_lowest (BeloteHand hand,
           BeloteSuit trump)
{
  BeloteCard best = BELOTE_NO_CARD;
  int best_s = G_MAXINT;

  for (BeloteHand h = hand; h != 0; h &= h - 1)
    {
      BeloteCard c = bp_first_card (h);
      /* the fewest points first, then the weakest; trumps kept */
      int s = belote_card_points (c, trump) * 32 + belote_card_strength (c, trump)
              + (BELOTE_CARD_SUIT (c) == trump ? 1000 : 0);

      if (s < best_s)
        {
          best_s = s;
          best = c;
        }
    }
  return best;
}

BeloteHand
bp_stronger_outside (const BpGame *g,
                     BeloteHand    hand,
                     BeloteCard    card)
{
  BeloteSuit suit = BELOTE_CARD_SUIT (card);
  BeloteHand out = 0;

  for (guint r = 0; r < BELOTE_N_RANKS; r++)
    {
      BeloteCard c = BELOTE_CARD (suit, r);

      if (!BELOTE_HAND_HAS (g->played | hand, c)
          && belote_card_strength (c, g->trump) > belote_card_strength (card, g->trump))
        out |= BELOTE_HAND_CARD (c);
    }
  return out;
}

gint8
bp_to_move (const BpGame *g)
{
  return (gint8) ((g->leader + g->n_trick) % BELOTE_N_SEATS);
}

/* Trumps stronger than strength */
static BeloteHand
trumps_above (BeloteSuit trump,
              int        strength)
{
  BeloteHand out = 0;

  for (guint r = 0; r < BELOTE_N_RANKS; r++)
    if (belote_card_strength (BELOTE_CARD (trump, r), trump) > strength)
      out |= BELOTE_HAND_CARD (BELOTE_CARD (trump, r));
  return out;
}

static int
high_trump (const BpGame *g)
{
  int high = -1;

  for (guint i = 0; i < g->n_trick; i++)
    if (BELOTE_CARD_SUIT (g->trick[i]) == g->trump)
      high = MAX (high, belote_card_strength (g->trick[i], g->trump));
  return high;
}

/* B12, as belote_deal_legal_cards () */
BeloteHand
bp_legal (const BpGame *g)
{
  gint8 seat = bp_to_move (g);
  BeloteHand hand = g->hands[seat], follow, trumps, higher;
  BeloteSuit led;
  gboolean partner_winning;

  if (g->n_trick == 0)
    return hand;
  led = BELOTE_CARD_SUIT (g->trick[0]);
  follow = hand & BELOTE_SUIT_MASK (led);
  partner_winning = BELOTE_TEAM_OF (g->winning) == BELOTE_TEAM_OF (seat);
  trumps = hand & BELOTE_SUIT_MASK (g->trump);
  higher = trumps & trumps_above (g->trump, high_trump (g));
  if (follow != 0)
    {
      if (led != g->trump)
        return follow;
      if (partner_winning || higher == 0)
        return trumps;
      return higher;
    }
  if (partner_winning || trumps == 0)
    return hand;
  if (higher == 0)
    return trumps;
  return higher;
}

void
bp_play (BpGame     *g,
         BeloteCard  card)
{
  gint8 seat = bp_to_move (g);

  if (g->n_trick > 0)
    {
      /* B12: what the card tells the table about the seat's hand */
      BeloteSuit led = BELOTE_CARD_SUIT (g->trick[0]);
      BeloteSuit suit = BELOTE_CARD_SUIT (card);
      gboolean partner_winning = BELOTE_TEAM_OF (g->winning) == BELOTE_TEAM_OF (seat);
      int high = high_trump (g);

      if (suit != led)
        {
          g->cant[seat] |= BELOTE_SUIT_MASK (led);
          if (!partner_winning && suit != g->trump)
            g->cant[seat] |= BELOTE_SUIT_MASK (g->trump);
        }
      if (suit == g->trump && high >= 0 && belote_card_strength (card, g->trump) < high
          && !partner_winning)
        g->cant[seat] |= trumps_above (g->trump, high);
    }
  else if (g->first_led[seat] < 0)
    g->first_led[seat] = (gint8) BELOTE_CARD_SUIT (card);

  g->hands[seat] &= ~BELOTE_HAND_CARD (card);
  g->played |= BELOTE_HAND_CARD (card);
  g->played_by[seat] |= BELOTE_HAND_CARD (card);
  if (g->n_trick == 0
      || bp_beats (card, g->trick[(g->winning - g->leader + BELOTE_N_SEATS) % BELOTE_N_SEATS],
                   BELOTE_CARD_SUIT (g->trick[0]), g->trump))
    g->winning = seat;
  g->trick[g->n_trick++] = card;
  if (g->n_trick == BELOTE_N_SEATS)
    {
      int pts = 0;
      int team = BELOTE_TEAM_OF (g->winning);

      for (guint i = 0; i < BELOTE_N_SEATS; i++)
        pts += belote_card_points (g->trick[i], g->trump);
      g->points[team] += pts;
      g->tricks_won[team]++;
      g->last_winner = g->winning;
      g->leader = g->winning;
      g->n_trick = 0;
      g->trick_no++;
    }
}

void
bp_game_start (const BeloteDeal *deal,
               const BeloteHand  hands[BELOTE_N_SEATS],
               BpGame           *g)
{
  memset (g, 0, sizeof *g);
  g->trump = deal->trump;
  g->taker = deal->taker;
  g->dealer = (gint8) deal->dealer;
  g->leader = (gint8) BELOTE_NEXT_SEAT (deal->dealer);  /* B10 */
  g->last_winner = BELOTE_NO_SEAT;
  g->winning = BELOTE_NO_SEAT;
  memset (g->first_led, -1, sizeof g->first_led);
  if (hands != NULL)
    memcpy (g->hands, hands, sizeof g->hands);
}

void
bp_game_from_deal (const BeloteDeal *deal,
                   gint8             seat,
                   BpGame           *g)
{
  bp_game_start (deal, NULL, g);
  for (guint i = 0; i < deal->n_played; i++)
    bp_play (g, deal->plays[i]);
  if (seat >= 0)
    g->hands[seat] = deal->hands[seat];
}

/* The cards of a declared announcement and, for a sequence, the cards
 * just above and below the run, which the seat cannot hold (B16: a run
 * is declared whole) */
static BeloteHand
run_ends (const BeloteAnnouncement *a)
{
  BeloteHand out = 0;

  if (a->kind != BELOTE_ANNOUNCE_SEQUENCE || (guint) a->suit >= BELOTE_N_SUITS)
    return 0;
  if (a->top + 1 < BELOTE_N_RANKS)
    out |= BELOTE_HAND_CARD (BELOTE_CARD (a->suit, a->top + 1));
  if ((int) a->top - (int) a->length >= 0)
    out |= BELOTE_HAND_CARD (BELOTE_CARD (a->suit, a->top - a->length));
  return out;
}

void
bp_view_from_deal (const BeloteDeal *deal,
                   gint8             seat,
                   BpView           *view)
{
  BpGame g;
  BeloteHand others = 0;

  memset (view, 0, sizeof *view);
  view->seat = seat;
  bp_game_from_deal (deal, seat, &g);
  memcpy (view->cant, g.cant, sizeof view->cant);
  for (gint8 s = 0; s < BELOTE_N_SEATS; s++)
    view->count[s] = (guint8) (BELOTE_HAND_SIZE - bp_count (g.played_by[s]));

  /* B9: the taker holds the turned card */
  if (deal->taker != BELOTE_NO_SEAT && deal->taker != seat
      && !BELOTE_HAND_HAS (g.played, deal->turned))
    view->known[deal->taker] |= BELOTE_HAND_CARD (deal->turned);

  /* B19: declared announcements show their cards */
  for (gint8 s = 0; s < BELOTE_N_SEATS; s++)
    if (s != seat && deal->has_declared[s])
      for (guint k = 0; k < deal->n_declared[s]; k++)
        {
          view->known[s] |= belote_announcement_cards (&deal->declared[s][k]) & ~g.played;
          view->cant[s] |= run_ends (&deal->declared[s][k]);
        }

  /* B21: "Belote" said on the first of King and Queen of trump tells
   * where the other is; no Belote said tells it is not with that seat */
  if ((guint) deal->trump < BELOTE_N_SUITS)
    {
      BeloteCard k = BELOTE_CARD (deal->trump, BELOTE_KING);
      BeloteCard q = BELOTE_CARD (deal->trump, BELOTE_QUEEN);
      gint8 first = BELOTE_NO_SEAT;
      BeloteCard first_card = BELOTE_NO_CARD;

      for (guint i = 0; i < deal->n_played && first == BELOTE_NO_SEAT; i++)
        if (deal->plays[i] == k || deal->plays[i] == q)
          {
            first_card = deal->plays[i];
            for (gint8 s = 0; s < BELOTE_N_SEATS; s++)
              if (BELOTE_HAND_HAS (g.played_by[s], first_card))
                first = s;
          }
      if (first != BELOTE_NO_SEAT && first != seat)
        {
          BeloteCard other = first_card == k ? q : k;

          if (deal->belote_said >= 1)
            {
              if (!BELOTE_HAND_HAS (g.played, other))
                view->known[first] |= BELOTE_HAND_CARD (other);
            }
          else
            view->cant[first] |= BELOTE_HAND_CARD (other);
        }
    }

  for (gint8 s = 0; s < BELOTE_N_SEATS; s++)
    {
      view->known[s] &= ~g.played;
      if (s == seat)
        view->known[s] = 0;
      view->cant[s] &= ~view->known[s];
      others |= view->known[s];
    }
  view->unseen = BP_ALL_CARDS & ~g.played & ~deal->hands[seat] & ~others;
}

typedef struct
{
  BeloteCard cards[BELOTE_N_CARDS];
  BeloteHand allowed[BELOTE_N_CARDS];  /* seat bits */
  guint      n;
  guint8     need[BELOTE_N_SEATS];
  gint8      owner[BELOTE_N_CARDS];
  guint64   *rng;
  guint      budget;
} Assign;

static gboolean
assign_from (Assign *a,
             guint   i)
{
  guint total = 0, pick;
  guint8 order[BELOTE_N_SEATS];
  guint n_order = 0;

  if (i == a->n)
    return TRUE;
  if (a->budget == 0)
    return FALSE;
  a->budget--;
  for (guint s = 0; s < BELOTE_N_SEATS; s++)
    if ((a->allowed[i] >> s & 1) && a->need[s] > 0)
      total += a->need[s];
  if (total == 0)
    return FALSE;
  /* a random seat weighted by the cards it still needs, then the others */
  pick = bp_random (a->rng, total);
  for (guint s = 0; s < BELOTE_N_SEATS; s++)
    if ((a->allowed[i] >> s & 1) && a->need[s] > 0)
      {
        if (pick < a->need[s] && n_order == 0)
          order[n_order++] = (guint8) s;
        else
          pick -= MIN (pick, a->need[s]);
      }
  for (guint s = 0; s < BELOTE_N_SEATS; s++)
    if ((a->allowed[i] >> s & 1) && a->need[s] > 0 && (n_order == 0 || order[0] != s))
      order[n_order++] = (guint8) s;
  for (guint k = 0; k < n_order; k++)
    {
      guint s = order[k];

      a->need[s]--;
      a->owner[i] = (gint8) s;
      if (assign_from (a, i + 1))
        return TRUE;
      a->need[s]++;
    }
  return FALSE;
}

gboolean
bp_sample_hands (const BpView *view,
                 guint64      *rng,
                 BeloteHand    hands[BELOTE_N_SEATS])
{
  Assign a;
  guint n_allowed[BELOTE_N_CARDS];
  gboolean strict = TRUE;

  for (gint8 s = 0; s < BELOTE_N_SEATS; s++)
    if (s != view->seat)
      hands[s] = view->known[s];

  for (guint attempt = 0; attempt < 2; attempt++)
    {
      memset (&a, 0, sizeof a);
      a.rng = rng;
      a.budget = 20000;
      for (gint8 s = 0; s < BELOTE_N_SEATS; s++)
        if (s != view->seat)
          a.need[s] = (guint8) (view->count[s] - bp_count (view->known[s]));
      for (BeloteHand h = view->unseen; h != 0; h &= h - 1)
        {
          BeloteCard c = bp_first_card (h);
          BeloteHand allowed = 0;

          for (gint8 s = 0; s < BELOTE_N_SEATS; s++)
            if (s != view->seat && (!strict || !BELOTE_HAND_HAS (view->cant[s], c)))
              allowed |= 1u << s;
          a.cards[a.n] = c;
          a.allowed[a.n] = allowed;
          n_allowed[a.n] = bp_count (allowed);
          a.n++;
        }
      /* the most constrained cards first; shuffled among equals */
      for (guint i = a.n; i > 1; i--)
        {
          guint j = bp_random (rng, i);
          BeloteCard c = a.cards[i - 1];
          BeloteHand al = a.allowed[i - 1];
          guint na = n_allowed[i - 1];

          a.cards[i - 1] = a.cards[j];
          a.allowed[i - 1] = a.allowed[j];
          n_allowed[i - 1] = n_allowed[j];
          a.cards[j] = c;
          a.allowed[j] = al;
          n_allowed[j] = na;
        }
      for (guint i = 1; i < a.n; i++)
        for (guint j = i; j > 0 && n_allowed[j] < n_allowed[j - 1]; j--)
          {
            BeloteCard c = a.cards[j];
            BeloteHand al = a.allowed[j];
            guint na = n_allowed[j];

            a.cards[j] = a.cards[j - 1];
            a.allowed[j] = a.allowed[j - 1];
            n_allowed[j] = n_allowed[j - 1];
            a.cards[j - 1] = c;
            a.allowed[j - 1] = al;
            n_allowed[j - 1] = na;
          }
      if (assign_from (&a, 0))
        {
          for (guint i = 0; i < a.n; i++)
            hands[a.owner[i]] |= BELOTE_HAND_CARD (a.cards[i]);
          return strict;
        }
      strict = FALSE;
    }
  return FALSE;
}

/* B5: the deck positions of each seat's first 5 cards, the turned card
 * at 20, the stock after it */
static void
seat_positions (guint  dealer,
                gint8  seat,
                guint  pos[5])
{
  guint i = (guint) (seat - (gint8) dealer + BELOTE_N_SEATS - 1) % BELOTE_N_SEATS;

  pos[0] = i * 3;
  pos[1] = i * 3 + 1;
  pos[2] = i * 3 + 2;
  pos[3] = 12 + i * 2;
  pos[4] = 12 + i * 2 + 1;
}

void
bp_sample_deck (const BeloteDeal *deal,
                gint8             seat,
                guint64          *rng,
                BeloteCard        deck[BELOTE_N_CARDS])
{
  gboolean fixed[BELOTE_N_CARDS] = { FALSE };
  BeloteCard rest[BELOTE_N_CARDS];
  guint n_rest = 0, pos[5], k = 0;
  BeloteHand own = deal->hands[seat];

  seat_positions (deal->dealer, seat, pos);
  for (BeloteHand h = own; h != 0; h &= h - 1)
    {
      deck[pos[k]] = bp_first_card (h);
      fixed[pos[k]] = TRUE;
      k++;
    }
  deck[20] = deal->turned;
  fixed[20] = TRUE;
  for (BeloteCard c = 0; c < BELOTE_N_CARDS; c++)
    if (!BELOTE_HAND_HAS (own, c) && c != deal->turned)
      rest[n_rest++] = c;
  for (guint i = n_rest; i > 1; i--)
    {
      guint j = bp_random (rng, i);
      BeloteCard c = rest[i - 1];

      rest[i - 1] = rest[j];
      rest[j] = c;
    }
  k = 0;
  for (guint p = 0; p < BELOTE_N_CARDS; p++)
    if (!fixed[p])
      deck[p] = rest[k++];
}

gboolean
belote_engine_sample_hands (const BeloteDeal *deal,
                            guint64           seed,
                            BeloteHand        hands[BELOTE_N_SEATS])
{
  BpView view;
  gint8 seat = belote_deal_to_move (deal);
  guint64 rng = seed;

  g_return_val_if_fail (deal->phase == BELOTE_PHASE_PLAY, FALSE);
  bp_view_from_deal (deal, seat, &view);
  memset (hands, 0, sizeof (BeloteHand) * BELOTE_N_SEATS);
  hands[seat] = deal->hands[seat];
  return bp_sample_hands (&view, &rng, hands);
}
