/* test-player.c — Belote's computer players: every decision legal (B6,
 * B7, B12, B19), declarations accepted, determinism, cancellation, the
 * reasons in words, and the Expert's knowledge (what its seat can see)
 *
 * SPDX-FileCopyrightText: 2026 The Balut developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include <string.h>

#include "belote-deal.h"
#include "belote-player.h"
#include "belote-player-private.h"
#include "belote-test-util.h"

static const BeloteMatchContext context = { 501, { 0, 0 }, 0 };

/* Plays a whole deal with the given levels; checks every decision is
 * legal, its declarations accepted and its reason names the card.
 * Returns the deal's phase at the end. */
static BelotePhase
play_deal (const BeloteLevel levels[BELOTE_N_SEATS],
           BeloteSchool      school,
           guint64           seed,
           BeloteDeal       *deal)
{
  BeloteCard deck[BELOTE_N_CARDS];

  belote_deck_shuffle (seed, 0, deck);
  belote_deal_init (deal, school, deck, (guint) (seed % BELOTE_N_SEATS));
  while (belote_deal_to_move (deal) != BELOTE_NO_SEAT)
    {
      BeloteDecision d;
      g_autoptr(GError) error = NULL;
      gint8 seat = belote_deal_to_move (deal);
      BeloteLevel level = levels[seat];

      g_assert_true (belote_player_decide (level, deal, school, &context,
                                           belote_player_seed (seed, 0, deal),
                                           NULL, &d, &error));
      g_assert_no_error (error);
      g_assert_cmpint (d.seat, ==, seat);
      g_assert_nonnull (d.reason);
      g_assert_cmpstr (d.reason, !=, "");
      if (deal->phase == BELOTE_PHASE_PLAY)
        {
          g_autofree char *name = belote_card_describe (d.card);
          g_autofree char *why = belote_deal_why_illegal (deal, d.card);

          g_assert_cmpint (d.kind, ==, BELOTE_DECISION_PLAY);
          g_assert_null (why);  /* B12 */
          g_assert_nonnull (strstr (d.reason, name));
          if (d.n_declare > 0)
            {
              g_assert_true (belote_deal_declare (deal, d.declare, d.n_declare, &error));  /* B19 */
              g_assert_no_error (error);
            }
          g_assert_true (belote_deal_play (deal, d.card, &error));
        }
      else
        {
          g_assert_cmpint (d.kind, ==, BELOTE_DECISION_BID);
          g_assert_true (belote_deal_bid_allowed (deal, d.bid));  /* B6, B7 */
          g_assert_true (belote_deal_bid (deal, d.bid, &error));
        }
      g_assert_no_error (error);
      belote_decision_clear (&d);
    }
  return deal->phase;
}

/* B6, B7, B12, B19: every level, both schools, many seeded deals */
static void
test_player_legal (gconstpointer data)
{
  BeloteLevel level = GPOINTER_TO_INT (data);
  guint n = level == BELOTE_LEVEL_EXPERT ? (belote_test_thorough () ? 200 : 6)
                                         : (belote_test_thorough () ? 20000 : 1500);
  guint played = 0, declared = 0;

  for (guint i = 0; i < n; i++)
    {
      BeloteLevel levels[BELOTE_N_SEATS] = { level, level, level, level };
      BeloteDeal deal;
      BeloteSchool school = i % 2 ? BELOTE_SCHOOL_TOURNAMENT : BELOTE_SCHOOL_FAMILY;

      /* a weaker seat beside, so that every level meets every phase */
      levels[i % BELOTE_N_SEATS] = (BeloteLevel) (i / 2 % (level == BELOTE_LEVEL_EXPERT ? BELOTE_N_LEVELS : BELOTE_N_LEVELS - 1));
      if (play_deal (levels, school, 1000 + i, &deal) == BELOTE_PHASE_DONE)
        played++;
      for (guint s = 0; s < BELOTE_N_SEATS; s++)
        declared += deal.n_declared[s];
    }
  g_assert_cmpuint (played, >, n / 4);
  g_assert_cmpuint (declared, >, 0);
}


static gboolean
same_decision (const BeloteDecision *a,
               const BeloteDecision *b)
{
  return a->kind == b->kind && a->seat == b->seat && a->bid == b->bid && a->card == b->card
         && a->n_declare == b->n_declare
         && memcmp (a->declare, b->declare, a->n_declare * sizeof a->declare[0]) == 0
         && g_strcmp0 (a->reason, b->reason) == 0;
}

static void
decide (BeloteLevel       level,
        const BeloteDeal *deal,
        guint64           seed,
        BeloteDecision   *out)
{
  g_autoptr(GError) error = NULL;

  g_assert_true (belote_player_decide (level, deal, deal->school, &context, seed, NULL, out, &error));
  g_assert_no_error (error);
}

/* Runs deals of Strong players and calls check at every decision */
typedef gboolean (*PositionCheck) (const BeloteDeal *deal, gpointer data);

static guint
for_positions (guint64       first_seed,
               guint         n_deals,
               BeloteSchool  school,
               PositionCheck check,
               gpointer      data)
{
  guint found = 0;

  for (guint i = 0; i < n_deals; i++)
    {
      BeloteCard deck[BELOTE_N_CARDS];
      BeloteDeal deal;

      belote_deck_shuffle (first_seed + i, 0, deck);
      belote_deal_init (&deal, school, deck, i % BELOTE_N_SEATS);
      while (belote_deal_to_move (&deal) != BELOTE_NO_SEAT)
        {
          BeloteDecision d;

          if (check (&deal, data))
            found++;
          decide (BELOTE_LEVEL_STRONG, &deal, i, &d);
          if (d.kind == BELOTE_DECISION_BID)
            g_assert_true (belote_deal_bid (&deal, d.bid, NULL));
          else
            {
              if (d.n_declare > 0)
                g_assert_true (belote_deal_declare (&deal, d.declare, d.n_declare, NULL));
              g_assert_true (belote_deal_play (&deal, d.card, NULL));
            }
          belote_decision_clear (&d);
        }
    }
  return found;
}

/* Same position, level and seed: same decision (the replay of a match) */
static gboolean
check_deterministic (const BeloteDeal *deal,
                     gpointer          data)
{
  guint *count = data;
  BeloteLevel level = (BeloteLevel) ((*count)++ % BELOTE_N_LEVELS);
  BeloteDecision a, b;
  gboolean same;

  if (level != BELOTE_LEVEL_EXPERT && *count % 3 != 0)
    return FALSE;
  decide (level, deal, 77, &a);
  decide (level, deal, 77, &b);
  same = same_decision (&a, &b);
  belote_decision_clear (&a);
  belote_decision_clear (&b);
  g_assert_true (same);
  return TRUE;
}

static void
test_player_deterministic (void)
{
  guint count = 0;

  g_assert_cmpuint (for_positions (500, 3, BELOTE_SCHOOL_FAMILY, check_deterministic, &count), >, 20);
}

/* The async form decides as the call in the calling thread does */
static void
async_done (GObject      *source,
            GAsyncResult *result,
            gpointer      data)
{
  BeloteDecision *out = data;
  g_autoptr(GError) error = NULL;

  (void) source;
  g_assert_true (belote_player_decide_finish (result, out, &error));
  g_assert_no_error (error);
}

static void
test_player_async (void)
{
  BeloteDeal deal;
  BeloteCard deck[BELOTE_N_CARDS];
  BeloteDecision sync, async = { 0 };

  belote_deck_shuffle (9, 0, deck);
  belote_deal_init (&deal, BELOTE_SCHOOL_FAMILY, deck, 1);
  decide (BELOTE_LEVEL_EXPERT, &deal, 5, &sync);
  belote_player_decide_async (BELOTE_LEVEL_EXPERT, &deal, deal.school, &context, 5, NULL,
                              async_done, &async);
  while (async.reason == NULL)
    g_main_context_iteration (NULL, TRUE);
  g_assert_true (same_decision (&sync, &async));
  belote_decision_clear (&sync);
  belote_decision_clear (&async);
}

/* A cancelled decision returns G_IO_ERROR_CANCELLED, bids and cards */
static gboolean
check_cancel (const BeloteDeal *deal,
              gpointer          data)
{
  g_autoptr(GCancellable) cancellable = g_cancellable_new ();

  (void) data;
  g_cancellable_cancel (cancellable);
  for (guint l = 0; l < BELOTE_N_LEVELS; l++)
    {
      BeloteDecision d;
      g_autoptr(GError) error = NULL;

      g_assert_false (belote_player_decide ((BeloteLevel) l, deal, deal->school, &context, 1,
                                            cancellable, &d, &error));
      g_assert_error (error, G_IO_ERROR, G_IO_ERROR_CANCELLED);
      g_assert_null (d.reason);
    }
  return TRUE;
}

static void
test_player_cancel (void)
{
  BeloteDeal done;
  BeloteDecision d;
  g_autoptr(GError) error = NULL;
  BeloteLevel levels[BELOTE_N_SEATS] = { 0, 1, 2, 3 };

  g_assert_cmpuint (for_positions (40, 1, BELOTE_SCHOOL_FAMILY, check_cancel, NULL), >, 4);
  /* a deal over asks for no decision */
  while (play_deal (levels, BELOTE_SCHOOL_TOURNAMENT, 3, &done) != BELOTE_PHASE_DONE)
    levels[0] = (levels[0] + 1) % BELOTE_N_LEVELS;
  g_assert_false (belote_player_decide (BELOTE_LEVEL_EXPERT, &done, done.school, &context, 1,
                                        NULL, &d, &error));
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_ARGUMENT);
}

/* Hidden information: exchanging cards between two other seats in a way
 * the seat cannot see (the same suit, not trump, not a card it knows of)
 * changes nothing in the Expert's decision */
static gboolean
check_hidden (const BeloteDeal *deal,
              gpointer          data)
{
  guint *count = data;
  gint8 seat = belote_deal_to_move (deal);
  gint8 a = (gint8) BELOTE_NEXT_SEAT (seat), b = (gint8) ((seat + 3) % BELOTE_N_SEATS);
  BeloteDeal other = *deal;
  BeloteDecision d1, d2;
  gboolean same, swapped = FALSE;

  if (deal->phase == BELOTE_PHASE_PLAY && (++*count % 3) != 0)
    return FALSE;
  if (deal->phase != BELOTE_PHASE_PLAY)
    {
      /* bidding: swap two cards the seat has not seen (others' or the
       * stock's), in the deck and in the hands */
      for (guint p = 0; p < BELOTE_N_CARDS && !swapped; p++)
        for (guint q = p + 1; q < BELOTE_N_CARDS && !swapped; q++)
          {
            BeloteCard x = deal->deck[p], y = deal->deck[q];

            if (BELOTE_HAND_HAS (deal->hands[seat], x) || BELOTE_HAND_HAS (deal->hands[seat], y)
                || x == deal->turned || y == deal->turned
                || BELOTE_CARD_RANK (x) == BELOTE_CARD_RANK (y) || (p + q + *count) % 7 != 0)
              continue;
            other.deck[p] = y;
            other.deck[q] = x;
            for (guint s = 0; s < BELOTE_N_SEATS; s++)
              {
                BeloteHand h = other.hands[s];

                if (BELOTE_HAND_HAS (h, x) != BELOTE_HAND_HAS (h, y))
                  other.hands[s] = h ^ BELOTE_HAND_CARD (x) ^ BELOTE_HAND_CARD (y);
              }
            swapped = TRUE;
          }
      ++*count;
    }
  else
    {
      BeloteHand ka = deal->hands[a], kb = deal->hands[b];

      /* not the turned card, not a declared card, not a trump */
      if (deal->taker == a)
        ka &= ~BELOTE_HAND_CARD (deal->turned);
      if (deal->taker == b)
        kb &= ~BELOTE_HAND_CARD (deal->turned);
      for (guint k = 0; k < deal->n_declared[a]; k++)
        ka &= ~belote_announcement_cards (&deal->declared[a][k]);
      for (guint k = 0; k < deal->n_declared[b]; k++)
        kb &= ~belote_announcement_cards (&deal->declared[b][k]);
      for (BeloteSuit su = 0; su < BELOTE_N_SUITS && !swapped; su++)
        {
          BeloteHand sa = ka & BELOTE_SUIT_MASK (su), sb = kb & BELOTE_SUIT_MASK (su);

          if (su == deal->trump || sa == 0 || sb == 0)
            continue;
          {
            BeloteCard x = (BeloteCard) g_bit_nth_lsf (sa, -1), y = (BeloteCard) g_bit_nth_lsf (sb, -1);
            BeloteHand xy = BELOTE_HAND_CARD (x) | BELOTE_HAND_CARD (y);

            other.hands[a] ^= xy;
            other.hands[b] ^= xy;
            other.dealt[a] ^= xy;
            other.dealt[b] ^= xy;
            swapped = TRUE;
          }
        }
    }
  if (!swapped)
    return FALSE;
  g_assert_false (memcmp (&other, deal, sizeof other) == 0);
  decide (BELOTE_LEVEL_EXPERT, deal, 1234, &d1);
  decide (BELOTE_LEVEL_EXPERT, &other, 1234, &d2);
  same = same_decision (&d1, &d2);
  belote_decision_clear (&d1);
  belote_decision_clear (&d2);
  g_assert_true (same);
  return TRUE;
}

static void
test_player_hidden (void)
{
  guint count = 0;

  g_assert_cmpuint (for_positions (700, belote_test_thorough () ? 20 : 3, BELOTE_SCHOOL_TOURNAMENT,
                                   check_hidden, &count), >, 8);
  g_assert_cmpuint (for_positions (900, belote_test_thorough () ? 20 : 3, BELOTE_SCHOOL_FAMILY,
                                   check_hidden, &count), >, 8);
}

/* B12 inferences: a seat that did not follow has none of the suit led in
 * any sample; each seat gets its count; the taker keeps the turned card;
 * the samples deal exactly the cards the seat cannot see */
static gboolean
check_samples (const BeloteDeal *deal,
               gpointer          data)
{
  guint *voids = data;
  gint8 seat = belote_deal_to_move (deal);
  BeloteHand void_suits[BELOTE_N_SEATS] = { 0 };
  BeloteHand played = 0;

  if (deal->phase != BELOTE_PHASE_PLAY)
    return FALSE;
  for (guint i = 0; i < deal->n_played; i++)
    {
      guint t = i / BELOTE_N_SEATS;
      gint8 who = (gint8) ((deal->trick_leader[t] + i % BELOTE_N_SEATS) % BELOTE_N_SEATS);
      BeloteSuit led = BELOTE_CARD_SUIT (deal->plays[t * BELOTE_N_SEATS]);

      played |= BELOTE_HAND_CARD (deal->plays[i]);
      if (BELOTE_CARD_SUIT (deal->plays[i]) != led)
        void_suits[who] |= BELOTE_SUIT_MASK (led);
    }
  for (guint k = 0; k < 20; k++)
    {
      BeloteHand hands[BELOTE_N_SEATS], all = 0;

      g_assert_true (belote_engine_sample_hands (deal, k * 7919 + deal->n_played, hands));
      g_assert_cmpuint (hands[seat], ==, deal->hands[seat]);
      for (gint8 s = 0; s < BELOTE_N_SEATS; s++)
        {
          g_assert_cmpuint (belote_hand_count (hands[s]), ==, belote_hand_count (deal->hands[s]));
          g_assert_cmpuint (hands[s] & void_suits[s], ==, 0);  /* B12 */
          g_assert_cmpuint (all & hands[s], ==, 0);
          all |= hands[s];
          if (void_suits[s] != 0 && s != seat)
            ++*voids;
        }
      g_assert_cmpuint (all | played, ==, 0xffffffffu);
      if (!BELOTE_HAND_HAS (played, deal->turned))  /* B9 */
        g_assert_true (BELOTE_HAND_HAS (hands[deal->taker], deal->turned));
    }
  return TRUE;
}

static void
test_player_inference (void)
{
  guint voids = 0;

  g_assert_cmpuint (for_positions (300, belote_test_thorough () ? 200 : 30, BELOTE_SCHOOL_FAMILY,
                                   check_samples, &voids), >, 100);
  g_assert_cmpuint (voids, >, 100);
}

/* The others' choices read against the styles of play: in deals the
 * Strong player played, the true hands explain every card (a weight of
 * at least a third a seat), and the worlds weighted by bp_world_weight ()
 * place more of the hidden cards where they are than the samples alone
 * (what the Expert draws its 24 worlds by) */
typedef struct
{
  guint  positions;
  double uniform, weighted;  /* summed share of hidden cards placed right */
} WorldTally;

static gboolean
check_world_weight (const BeloteDeal *deal,
                    gpointer          data)
{
  WorldTally *t = data;
  gint8 seat = belote_deal_to_move (deal);
  BeloteHand dealt[BELOTE_N_SEATS], hidden = 0;
  double sum_w = 0, sum_wc = 0, sum_c = 0, w;
  const guint n = 48;

  if (deal->phase != BELOTE_PHASE_PLAY || deal->n_played < 4 || deal->n_played > 24)
    return FALSE;
  for (gint8 s = 0; s < BELOTE_N_SEATS; s++)
    {
      dealt[s] = deal->dealt[s];
      if (s != seat)
        hidden |= deal->hands[s];
    }
  w = bp_world_weight (deal, seat, dealt);
  g_assert_cmpfloat (w, <=, 1.0);
  g_assert_cmpfloat (w, >=, 1.0 / 27 - 1e-12);
  for (guint k = 0; k < n; k++)
    {
      BeloteHand hands[BELOTE_N_SEATS], right = 0;
      double c;

      g_assert_true (belote_engine_sample_hands (deal, k * 104729 + deal->n_played, hands));
      for (gint8 s = 0; s < BELOTE_N_SEATS; s++)
        {
          if (s != seat)
            right |= hands[s] & deal->hands[s];
          hands[s] |= deal->dealt[s] & ~deal->hands[s];  /* the cards it played */
        }
      c = (double) belote_hand_count (right) / belote_hand_count (hidden);
      w = bp_world_weight (deal, seat, hands);
      g_assert_cmpfloat (w, >, 0.0);
      g_assert_cmpfloat (w, <=, 1.0);
      sum_w += w;
      sum_wc += w * c;
      sum_c += c;
    }
  t->positions++;
  t->uniform += sum_c / n;
  t->weighted += sum_wc / sum_w;
  return TRUE;
}

static void
test_player_world_weight (void)
{
  WorldTally t = { 0 };
  double uniform, weighted;

  for_positions (4100, belote_test_thorough () ? 60 : 12, BELOTE_SCHOOL_FAMILY, check_world_weight, &t);
  g_assert_cmpuint (t.positions, >, 100);
  uniform = t.uniform / t.positions;
  weighted = t.weighted / t.positions;
  g_test_message ("%u positions: hidden cards placed right, samples %.3f, weighted %.3f",
                  t.positions, uniform, weighted);
  g_assert_cmpfloat (weighted, >, uniform + 0.03);
}

/* Obvious positions, found in Strong players' deals */
static BeloteCard
trick_winning_card (const BeloteDeal *deal,
                    gint8            *winning,
                    guint            *n)
{
  const BeloteCard *cards;
  gint8 leader;

  *n = belote_deal_trick_cards (deal, &cards, &leader, winning);
  if (*n == 0 || *n == BELOTE_N_SEATS)
    return BELOTE_NO_CARD;
  return cards[(*winning - leader + BELOTE_N_SEATS) % BELOTE_N_SEATS];
}

/* B14: at the 7th trick, last to play, void in the suit led with a plain
 * card winning: trump with the small trump and keep the master for the
 * last trick when an opponent holds a trump between them */
static gboolean
check_last_trick (const BeloteDeal *deal,
                  gpointer          data)
{
  gint8 seat = belote_deal_to_move (deal), winning;
  guint n;
  BeloteCard win = deal->phase == BELOTE_PHASE_PLAY ? trick_winning_card (deal, &winning, &n) : BELOTE_NO_CARD;
  BeloteHand hand = deal->hands[seat], trumps, between = 0;
  BeloteCard hi, lo;
  BeloteDecision d;

  (void) data;
  if (win == BELOTE_NO_CARD || deal->n_played / BELOTE_N_SEATS != 6 || n != 3
      || BELOTE_CARD_SUIT (win) == deal->trump || BELOTE_TEAM_OF (winning) == BELOTE_TEAM_OF (seat))
    return FALSE;
  trumps = hand & BELOTE_SUIT_MASK (deal->trump);
  if (belote_hand_count (trumps) != 2)
    return FALSE;
  hi = (BeloteCard) g_bit_nth_lsf (trumps, -1);
  lo = (BeloteCard) g_bit_nth_msf (trumps, -1);
  if (belote_card_strength (hi, deal->trump) < belote_card_strength (lo, deal->trump))
    {
      BeloteCard t = hi;

      hi = lo;
      lo = t;
    }
  for (gint8 s = 1; s < BELOTE_N_SEATS; s += 2)
    {
      gint8 opp = (gint8) ((seat + s) % BELOTE_N_SEATS);

      for (BeloteHand h = deal->hands[opp] & BELOTE_SUIT_MASK (deal->trump); h != 0; h &= h - 1)
        {
          BeloteCard c = (BeloteCard) g_bit_nth_lsf (h, -1);

          if (belote_card_strength (c, deal->trump) > belote_card_strength (lo, deal->trump))
            between |= BELOTE_HAND_CARD (c);
        }
    }
  if (between == 0)
    return FALSE;
  for (BeloteHand h = between; h != 0; h &= h - 1)
    if (belote_card_strength ((BeloteCard) g_bit_nth_lsf (h, -1), deal->trump)
        > belote_card_strength (hi, deal->trump))
      return FALSE;  /* the high trump is not the master */
  decide (BELOTE_LEVEL_EXPERT, deal, 3, &d);
  g_assert_cmpuint (d.card, ==, lo);
  belote_decision_clear (&d);
  return TRUE;
}

/* Last to play, partner winning with the Ace of a plain suit, void in it,
 * holding only master trumps (each wins a trick later): the Expert does
 * not waste one on its partner's trick */
static gboolean
check_partner_ace (const BeloteDeal *deal,
                   gpointer          data)
{
  gint8 seat = belote_deal_to_move (deal), winning;
  guint n;
  BeloteCard win = deal->phase == BELOTE_PHASE_PLAY ? trick_winning_card (deal, &winning, &n) : BELOTE_NO_CARD;
  BeloteHand hand = deal->hands[seat];
  BeloteDecision d;

  (void) data;
  if (win == BELOTE_NO_CARD || n != 3 || BELOTE_TEAM_OF (winning) != BELOTE_TEAM_OF (seat)
      || BELOTE_CARD_SUIT (win) == deal->trump || BELOTE_CARD_RANK (win) != BELOTE_ACE
      || (hand & BELOTE_SUIT_MASK (BELOTE_CARD_SUIT (win))) != 0
      || (hand & BELOTE_SUIT_MASK (deal->trump)) == 0
      || (hand & ~BELOTE_SUIT_MASK (deal->trump)) == 0)
    return FALSE;
  for (BeloteHand h = hand & BELOTE_SUIT_MASK (deal->trump); h != 0; h &= h - 1)
    for (gint8 o = 0; o < BELOTE_N_SEATS; o++)
      for (BeloteHand t = deal->hands[o] & BELOTE_SUIT_MASK (deal->trump); o != seat && t != 0; t &= t - 1)
        if (belote_card_strength ((BeloteCard) g_bit_nth_lsf (t, -1), deal->trump)
            > belote_card_strength ((BeloteCard) g_bit_nth_lsf (h, -1), deal->trump))
          return FALSE;
  decide (BELOTE_LEVEL_EXPERT, deal, 4, &d);
  g_assert_cmpint (BELOTE_CARD_SUIT (d.card), !=, deal->trump);
  belote_decision_clear (&d);
  return TRUE;
}

/* On lead for the taker's team, every card in hand the master of its
 * suit, the opponents still holding trumps but fewer than its own, the
 * partner known to have none left (B12, from the play): it draws them
 * (any other lead may be ruffed) */
static gboolean
check_draw_trumps (const BeloteDeal *deal,
                   gpointer          data)
{
  guint *drawn = data;
  gint8 seat = belote_deal_to_move (deal);
  BeloteHand hand = deal->hands[seat], mine, theirs;
  BeloteDecision d;
  BeloteHand out = 0;

  if (deal->phase != BELOTE_PHASE_PLAY || deal->n_played % BELOTE_N_SEATS != 0
      || BELOTE_TEAM_OF (deal->taker) != BELOTE_TEAM_OF (seat) || deal->n_played >= 20)
    return FALSE;
  mine = hand & BELOTE_SUIT_MASK (deal->trump);
  theirs = (deal->hands[(seat + 1) % 4] | deal->hands[(seat + 3) % 4]) & BELOTE_SUIT_MASK (deal->trump);
  if (mine == 0 || theirs == 0 || mine == hand
      || belote_hand_count (deal->hands[(seat + 1) % 4] & BELOTE_SUIT_MASK (deal->trump)) > belote_hand_count (mine)
      || belote_hand_count (deal->hands[(seat + 3) % 4] & BELOTE_SUIT_MASK (deal->trump)) > belote_hand_count (mine))
    return FALSE;
  {
    BpView view;

    bp_view_from_deal (deal, seat, &view);
    if ((view.cant[(seat + 2) % BELOTE_N_SEATS] & BELOTE_SUIT_MASK (deal->trump))
        != BELOTE_SUIT_MASK (deal->trump))
      return FALSE;
  }
  for (gint8 o = 0; o < BELOTE_N_SEATS; o++)
    if (o != seat)
      out |= deal->hands[o];
  for (BeloteHand h = hand; h != 0; h &= h - 1)
    {
      BeloteCard c = (BeloteCard) g_bit_nth_lsf (h, -1);

      for (BeloteHand t = out & BELOTE_SUIT_MASK (BELOTE_CARD_SUIT (c)); t != 0; t &= t - 1)
        if (belote_card_strength ((BeloteCard) g_bit_nth_lsf (t, -1), deal->trump)
            > belote_card_strength (c, deal->trump))
          return FALSE;
    }
  decide (BELOTE_LEVEL_EXPERT, deal, 5, &d);
  if (BELOTE_CARD_SUIT (d.card) == deal->trump)
    ++*drawn;
  belote_decision_clear (&d);
  return TRUE;
}

static void
test_player_obvious (void)
{
  guint n_deals = belote_test_thorough () ? 6000 : 800;
  guint drawn = 0, found;

  g_assert_cmpuint (for_positions (10000, n_deals, BELOTE_SCHOOL_TOURNAMENT, check_last_trick, NULL), >, 0);
  g_assert_cmpuint (for_positions (20000, n_deals / 4, BELOTE_SCHOOL_TOURNAMENT, check_partner_ace, NULL), >, 0);
  found = for_positions (30000, n_deals, BELOTE_SCHOOL_TOURNAMENT, check_draw_trumps, &drawn);
  g_assert_cmpuint (found, >, 0);
  g_assert_cmpuint (drawn, ==, found);
}

/* The reasons say what the card does, in words, naming it */
static void
test_player_reasons (void)
{
  BeloteDeal deal;
  BeloteCard deck[BELOTE_N_CARDS];
  BeloteDecision d;

  belote_deck_shuffle (42, 0, deck);
  belote_deal_init (&deal, BELOTE_SCHOOL_FAMILY, deck, 2);
  for (guint l = 0; l < BELOTE_N_LEVELS; l++)
    {
      decide ((BeloteLevel) l, &deal, 1, &d);
      g_assert_true (g_str_has_prefix (d.reason, d.bid == BELOTE_BID_PASS ? "Pass: " : "Take "));
      belote_decision_clear (&d);
    }
}

int
main (int    argc,
      char **argv)
{
  belote_test_init (&argc, &argv);

  for (guint l = 0; l < BELOTE_N_LEVELS; l++)
    {
      g_autofree char *path = g_strdup_printf ("/belote-player/legal/%s",
                                               belote_level_to_string ((BeloteLevel) l));

      g_test_add_data_func (path, GINT_TO_POINTER (l), test_player_legal);
    }
  g_test_add_func ("/belote-player/deterministic", test_player_deterministic);
  g_test_add_func ("/belote-player/async", test_player_async);
  g_test_add_func ("/belote-player/cancel", test_player_cancel);
  g_test_add_func ("/belote-player/hidden", test_player_hidden);
  g_test_add_func ("/belote-player/inference", test_player_inference);
  g_test_add_func ("/belote-player/world-weight", test_player_world_weight);
  g_test_add_func ("/belote-player/obvious", test_player_obvious);
  g_test_add_func ("/belote-player/reasons", test_player_reasons);
  return g_test_run ();
}
