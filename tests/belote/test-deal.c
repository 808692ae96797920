/* test-deal.c — one deal card by card: dealing, bidding, what may be
 * played, tricks, points, declarations, Belote (B5–B22)
 *
 * SPDX-FileCopyrightText: 2026 The Balut developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include <string.h>

#include "belote-deal.h"
#include "belote-test-util.h"

#define assert_same_deal(a, b) g_assert_cmpmem ((a), sizeof (BeloteDeal), (b), sizeof (BeloteDeal))

static void
assert_hand (BeloteHand  hand,
             const char *cards)
{
  if (hand != belote_test_hand (cards))
    {
      g_autoptr(GString) got = g_string_new (NULL);

      for (BeloteCard c = 0; c < BELOTE_N_CARDS; c++)
        if (BELOTE_HAND_HAS (hand, c))
          g_string_append_printf (got, "%s ", belote_card_to_string (c));
      g_error ("hand %s, expected %s", got->str, cards);
    }
}

static void
deal_seed_42 (BeloteDeal *deal)
{
  BeloteCard deck[BELOTE_N_CARDS];

  belote_deck_shuffle (42, 0, deck);
  belote_deal_init (deal, BELOTE_SCHOOL_FAMILY, deck, 2);
}

/* B5, B6, B9: seed 42's first deck dealt by seat 2, seat 1 takes */
static void
test_deal_first_round (void)
{
  BeloteDeal deal, before;
  g_autoptr(GError) error = NULL;

  deal_seed_42 (&deal);
  g_assert_cmpint (deal.phase, ==, BELOTE_PHASE_BID_FIRST);
  assert_hand (deal.hands[3], "AS 8D JS 10D QD");
  assert_hand (deal.hands[0], "KD 10H JH AC 8C");
  assert_hand (deal.hands[1], "9S 7C JD KH 7H");
  assert_hand (deal.hands[2], "8S 10S KS 8H 9D");
  g_assert_cmpstr (belote_card_to_string (deal.turned), ==, "QH");
  g_assert_cmpint (deal.taker, ==, BELOTE_NO_SEAT);
  g_assert_cmpuint (deal.dealt[0], ==, 0);

  g_assert_cmpint (belote_deal_to_move (&deal), ==, 3);
  g_assert_true (belote_deal_bid_allowed (&deal, BELOTE_BID_TAKE));
  g_assert_false (belote_deal_bid_allowed (&deal, BELOTE_BID_SUIT (BELOTE_SPADES)));
  /* no suit named in the first round */
  before = deal;
  g_assert_false (belote_deal_bid (&deal, BELOTE_BID_SUIT (BELOTE_SPADES), &error));
  g_assert_error (error, BELOTE_DEAL_ERROR, BELOTE_DEAL_ERROR_BID);
  assert_same_deal (&deal, &before);
  g_clear_error (&error);
  /* no card before the bidding is over */
  g_assert_false (belote_deal_play (&deal, belote_test_card ("AS"), &error));
  g_assert_error (error, BELOTE_DEAL_ERROR, BELOTE_DEAL_ERROR_PHASE);
  assert_same_deal (&deal, &before);
  g_clear_error (&error);
  g_assert_cmpuint (belote_deal_legal_cards (&deal), ==, 0);

  g_assert_true (belote_deal_bid (&deal, BELOTE_BID_PASS, &error));
  g_assert_no_error (error);
  g_assert_cmpint (belote_deal_to_move (&deal), ==, 0);
  g_assert_true (belote_deal_bid (&deal, BELOTE_BID_PASS, NULL));
  g_assert_cmpint (belote_deal_to_move (&deal), ==, 1);
  g_assert_true (belote_deal_bid (&deal, BELOTE_BID_TAKE, NULL));

  /* B9: from seat 3, three each, two for the taker and the turned card */
  g_assert_cmpint (deal.phase, ==, BELOTE_PHASE_PLAY);
  g_assert_cmpint (deal.taker, ==, 1);
  g_assert_cmpint (deal.trump, ==, BELOTE_HEARTS);
  assert_hand (deal.hands[3], "AS 8D JS 10D QD QS 7D AD");
  assert_hand (deal.hands[0], "KD 10H JH AC 8C KC 7S 9H");
  assert_hand (deal.hands[1], "9S 7C JD KH 7H QC AH QH");
  assert_hand (deal.hands[2], "8S 10S KS 8H 9D 9C 10C JC");
  g_assert_cmpmem (deal.dealt, sizeof deal.dealt, deal.hands, sizeof deal.hands);
  /* B10: the seat after the dealer leads, whoever took */
  g_assert_cmpint (belote_deal_to_move (&deal), ==, 3);
  /* B21 */
  g_assert_cmpint (belote_deal_belote_seat (&deal), ==, 1);

  /* the bidding is over */
  before = deal;
  g_assert_false (belote_deal_bid (&deal, BELOTE_BID_PASS, &error));
  g_assert_error (error, BELOTE_DEAL_ERROR, BELOTE_DEAL_ERROR_PHASE);
  assert_same_deal (&deal, &before);
}

/* B7: the second round; the turned suit may not be named */
static void
test_deal_second_round (void)
{
  BeloteDeal deal, before;
  g_autoptr(GError) error = NULL;

  deal_seed_42 (&deal);
  for (guint i = 0; i < 4; i++)
    g_assert_true (belote_deal_bid (&deal, BELOTE_BID_PASS, NULL));
  g_assert_cmpint (deal.phase, ==, BELOTE_PHASE_BID_SECOND);
  g_assert_cmpint (belote_deal_to_move (&deal), ==, 3);
  g_assert_false (belote_deal_bid_allowed (&deal, BELOTE_BID_TAKE));
  g_assert_false (belote_deal_bid_allowed (&deal, BELOTE_BID_SUIT (BELOTE_HEARTS)));
  g_assert_true (belote_deal_bid_allowed (&deal, BELOTE_BID_SUIT (BELOTE_CLUBS)));

  before = deal;
  g_assert_false (belote_deal_bid (&deal, BELOTE_BID_SUIT (BELOTE_HEARTS), &error));
  g_assert_error (error, BELOTE_DEAL_ERROR, BELOTE_DEAL_ERROR_BID);
  g_assert_nonnull (strstr (error->message, "hearts"));
  assert_same_deal (&deal, &before);
  g_clear_error (&error);
  g_assert_false (belote_deal_bid (&deal, BELOTE_BID_TAKE, &error));
  g_assert_error (error, BELOTE_DEAL_ERROR, BELOTE_DEAL_ERROR_BID);
  assert_same_deal (&deal, &before);
  g_clear_error (&error);
  g_assert_false (belote_deal_bid (&deal, (BeloteBid) 9, &error));
  assert_same_deal (&deal, &before);
  g_clear_error (&error);

  g_assert_true (belote_deal_bid (&deal, BELOTE_BID_PASS, NULL));
  g_assert_true (belote_deal_bid (&deal, BELOTE_BID_SUIT (BELOTE_SPADES), NULL));
  g_assert_cmpint (deal.taker, ==, 0);
  g_assert_cmpint (deal.trump, ==, BELOTE_SPADES);
  g_assert_cmpuint (deal.n_bids, ==, 6);
  g_assert_cmpint (deal.bids[5], ==, BELOTE_BID_SUIT (BELOTE_SPADES));
  /* the taker of the second round gets the turned card as well */
  assert_hand (deal.hands[3], "AS 8D JS 10D QD QS 7D AD");
  assert_hand (deal.hands[0], "KD 10H JH AC 8C KC 7S QH");
  assert_hand (deal.hands[1], "9S 7C JD KH 7H 9H QC AH");
  assert_hand (deal.hands[2], "8S 10S KS 8H 9D 9C 10C JC");
  g_assert_cmpint (belote_deal_belote_seat (&deal), ==, BELOTE_NO_SEAT);
}

/* B8 */
static void
test_deal_void (void)
{
  BeloteDeal deal, before;
  BeloteDealSummary summary;
  g_autoptr(GError) error = NULL;

  deal_seed_42 (&deal);
  for (guint i = 0; i < 8; i++)
    {
      g_assert_cmpint (belote_deal_to_move (&deal), ==, (3 + i) % 4);
      g_assert_true (belote_deal_bid (&deal, BELOTE_BID_PASS, NULL));
    }
  g_assert_cmpint (deal.phase, ==, BELOTE_PHASE_VOID);
  g_assert_cmpint (belote_deal_to_move (&deal), ==, BELOTE_NO_SEAT);
  before = deal;
  g_assert_false (belote_deal_bid (&deal, BELOTE_BID_PASS, &error));
  g_assert_error (error, BELOTE_DEAL_ERROR, BELOTE_DEAL_ERROR_PHASE);
  assert_same_deal (&deal, &before);
  belote_deal_summary (&deal, &summary);
  g_assert_cmpint (summary.taker_team, ==, BELOTE_NO_TEAM);
}

/* ------------------------------------------------------------------ */
/* B12, hand-built positions                                           */
/* ------------------------------------------------------------------ */

typedef struct
{
  const char *name;
  BeloteSuit  trump;
  const char *trick;    /* led by seat 0 */
  const char *hand;     /* of the seat to move */
  const char *legal;
  const char *card;     /* an illegal card, and why */
  const char *why;
} Position;

static const Position positions[] = {
  /* a plain suit led (spades; trump hearts) */
  { "B12.1-plain-opponent", BELOTE_HEARTS, "AS", "7S KS JH 8C", "7S KS",
    "JH", "You must follow suit: spades were led" },
  { "B12.1-plain-partner", BELOTE_HEARTS, "AS 10S", "7S 9H AC", "7S",
    "9H", "You must follow suit: spades were led" },
  { "B12.1-plain-trumped-by-opponent", BELOTE_HEARTS, "10S 7H", "7S AS 9H", "7S AS",
    "9H", "You must follow suit: spades were led" },
  { "B12.2-plain-partner", BELOTE_HEARTS, "AS 7S", "JH 7C 8D", "JH 7C 8D",
    NULL, NULL },
  { "B12.2-plain-partner-trumped", BELOTE_HEARTS, "7S 9H 8S", "JH 7H 7C", "JH 7H 7C",
    NULL, NULL },
  { "B12.3-plain-opponent-must-trump", BELOTE_HEARTS, "AS", "7H JH 7C AD", "7H JH",
    "AD", "You must trump: your partner does not hold the trick" },
  { "B12.3-plain-opponent-must-overtrump", BELOTE_HEARTS, "7S 9H", "JH 8H AC", "JH",
    "8H", "You must play a higher trump: you can beat the 9 of hearts" },
  { "B12.3-plain-opponent-overtrump-not-discard", BELOTE_HEARTS, "7S 9H", "JH 8H AC", "JH",
    "AC", "You must trump: your partner does not hold the trick" },
  { "B12.3-plain-opponent-undertrump", BELOTE_HEARTS, "7S JH", "9H 8H AC", "9H 8H",
    "AC", "You must trump: your partner does not hold the trick" },
  { "B12.3-plain-opponent-third-undertrump", BELOTE_HEARTS, "KS 8H 9H", "AH 7H 7D", "AH 7H",
    "7D", "You must trump: your partner does not hold the trick" },
  { "B12.4-plain-opponent", BELOTE_HEARTS, "AS", "7C 8D AC", "7C 8D AC",
    NULL, NULL },
  { "B12.4-plain-opponent-trumped", BELOTE_HEARTS, "7S 9H", "7C 8D", "7C 8D",
    NULL, NULL },
  /* trump led (hearts) */
  { "B12.1-trump-opponent-beat", BELOTE_HEARTS, "AH", "9H 8H 7C", "9H",
    "8H", "You must play a higher trump: you can beat the Ace of hearts" },
  { "B12.1-trump-opponent-beat-not-discard", BELOTE_HEARTS, "AH", "9H 8H 7C", "9H",
    "7C", "You must follow suit: trumps (hearts) were led" },
  { "B12.1-trump-opponent-cannot-beat", BELOTE_HEARTS, "JH", "9H 8H 7C", "9H 8H",
    "7C", "You must follow suit: trumps (hearts) were led" },
  { "B12.1-trump-opponent-second", BELOTE_HEARTS, "10H JH", "9H 7H KC", "9H 7H",
    "KC", "You must follow suit: trumps (hearts) were led" },
  { "B12.1-trump-opponent-third", BELOTE_HEARTS, "8H 10H AH", "KH 9H 7C", "9H",
    "KH", "You must play a higher trump: you can beat the Ace of hearts" },
  { "B12.1-trump-partner", BELOTE_HEARTS, "9H 7H", "JH 8H AC", "JH 8H",
    "AC", "You must follow suit: trumps (hearts) were led" },
  { "B12.1-trump-partner-low", BELOTE_HEARTS, "JH 8H", "7H 9H 10C", "7H 9H",
    "10C", "You must follow suit: trumps (hearts) were led" },
  { "B12.2-trump-partner-no-trump", BELOTE_HEARTS, "JH 7H", "7C AS", "7C AS",
    NULL, NULL },
  { "B12.4-trump-opponent-no-trump", BELOTE_HEARTS, "AH", "7C AS", "7C AS",
    NULL, NULL },
  /* the first card of a trick: anything */
  { "B12-lead", BELOTE_SPADES, "", "7C AS JH", "7C AS JH",
    NULL, NULL },
};

static void
set_position (BeloteDeal     *deal,
              const Position *p)
{
  BeloteCard deck[BELOTE_N_CARDS];
  g_auto(GStrv) trick = g_strsplit (p->trick, " ", -1);
  guint n = 0;

  belote_deck_shuffle (1, 0, deck);
  belote_deal_init (deal, BELOTE_SCHOOL_FAMILY, deck, 3);  /* seat 0 leads */
  deal->phase = BELOTE_PHASE_PLAY;
  deal->taker = 0;
  deal->trump = p->trump;
  deal->trick_leader[0] = 0;
  for (guint i = 0; trick[i] != NULL; i++)
    if (trick[i][0] != '\0')
      deal->plays[n++] = belote_test_card (trick[i]);
  deal->n_played = (guint8) n;
  memset (deal->hands, 0, sizeof deal->hands);
  deal->hands[n] = belote_test_hand (p->hand);
  memcpy (deal->dealt, deal->hands, sizeof deal->dealt);
}

static void
test_position (gconstpointer data)
{
  const Position *p = data;
  BeloteDeal deal, before;
  BeloteHand legal, hand;
  guint n;

  set_position (&deal, p);
  n = deal.n_played;
  hand = deal.hands[n];
  g_assert_cmpint (belote_deal_to_move (&deal), ==, (gint8) n);

  legal = belote_deal_legal_cards (&deal);
  assert_hand (legal, p->legal);
  for (BeloteCard c = 0; c < BELOTE_N_CARDS; c++)
    {
      g_autofree char *why = belote_deal_why_illegal (&deal, c);

      /* the reference model agrees */
      g_assert_cmpint (belote_test_may_play (hand, c, deal.plays, n, 0, (gint8) n, p->trump),
                       ==, BELOTE_HAND_HAS (legal, c));
      g_assert_cmpint (why == NULL, ==, BELOTE_HAND_HAS (legal, c));
    }

  if (p->card != NULL)
    {
      g_autoptr(GError) error = NULL;
      g_autofree char *why = belote_deal_why_illegal (&deal, belote_test_card (p->card));

      g_assert_cmpstr (why, ==, p->why);
      before = deal;
      g_assert_false (belote_deal_play (&deal, belote_test_card (p->card), &error));
      g_assert_error (error, BELOTE_DEAL_ERROR, BELOTE_DEAL_ERROR_ILLEGAL_CARD);
      g_assert_cmpstr (error->message, ==, p->why);
      assert_same_deal (&deal, &before);
    }

  /* every legal card is taken */
  for (BeloteCard c = 0; c < BELOTE_N_CARDS; c++)
    if (BELOTE_HAND_HAS (legal, c))
      {
        BeloteDeal copy = deal;

        g_assert_true (belote_deal_play (&copy, c, NULL));
        g_assert_cmpuint (copy.n_played, ==, n + 1);
        g_assert_false (BELOTE_HAND_HAS (copy.hands[n], c));
      }
}

/* A card not held, with a reason */
static void
test_not_held (void)
{
  BeloteDeal deal, before;
  g_autoptr(GError) error = NULL;
  g_autofree char *why = NULL;

  set_position (&deal, &positions[0]);
  why = belote_deal_why_illegal (&deal, belote_test_card ("AH"));
  g_assert_cmpstr (why, ==, "You do not hold the Ace of hearts");
  before = deal;
  g_assert_false (belote_deal_play (&deal, belote_test_card ("AH"), &error));
  g_assert_error (error, BELOTE_DEAL_ERROR, BELOTE_DEAL_ERROR_NOT_HELD);
  assert_same_deal (&deal, &before);
  g_clear_error (&error);
  g_assert_false (belote_deal_play (&deal, 40, &error));
  g_assert_error (error, BELOTE_DEAL_ERROR, BELOTE_DEAL_ERROR_NOT_HELD);
  assert_same_deal (&deal, &before);
}

/* B11: trick winners */
static void
test_trick_winner (void)
{
  struct { const char *cards; gint8 leader; BeloteSuit trump; gint8 winner; } cases[] = {
    { "AS 10S KS QS", 0, BELOTE_HEARTS, 0 },
    { "10S AS KS QS", 1, BELOTE_HEARTS, 2 },
    { "10S AC AD AH", 2, BELOTE_SPADES, 2 },    /* none followed: the led card wins */
    { "AS 7H KS QS", 3, BELOTE_HEARTS, 0 },     /* the small trump */
    { "AS 7H 8H QS", 0, BELOTE_HEARTS, 2 },
    { "JH 9H AH 10H", 0, BELOTE_HEARTS, 0 },
    { "AH 9H JH 10H", 0, BELOTE_HEARTS, 2 },
    { "9S JS 10S 8S", 0, BELOTE_HEARTS, 2 },    /* plain: 10 over J and 9 */
    { "9S JS 10S 8S", 0, BELOTE_SPADES, 1 },    /* trump: J over 9 */
    { "7C 8C 9D 7H", 1, BELOTE_SPADES, 2 },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_auto(GStrv) words = g_strsplit (cases[i].cards, " ", -1);
      BeloteCard cards[4];

      for (guint k = 0; k < 4; k++)
        cards[k] = belote_test_card (words[k]);
      g_assert_cmpint (belote_trick_winner (cards, cases[i].leader, cases[i].trump), ==, cases[i].winner);
      g_assert_cmpint (belote_test_winner (cards, 4, cases[i].leader, cases[i].trump), ==, cases[i].winner);
    }
}

/* B19, B27: declaring */
static void
test_declare (void)
{
  BeloteCard deck[BELOTE_N_CARDS];
  BeloteDeal deal, before;
  g_autoptr(GError) error = NULL;
  BeloteAnnouncement none_held = belote_test_carre (BELOTE_ACE, BELOTE_NO_SEAT);
  BeloteAnnouncement sevens = belote_test_carre (BELOTE_SEVEN, BELOTE_NO_SEAT);
  BeloteAnnouncement found[8];
  guint n;

  /* a deck that gives seat 1 (first to play after dealer 0) the carré
   * of Jacks and 7H 8H 9H 10H (a Fifty); the King of clubs turned */
  {
    const char *order =
      /* 3 each from seat 1: seat 1, 2, 3, 0 */
      "JC JD JH  7C 8C 9C  7D 8D 9D  7S 8S 9S "
      /* 2 each */
      "JS 7H  10C QC  10D QD  10S QS "
      /* turned */
      "KC "
      /* completion from seat 1: 8H 9H 10H; seat 2 (taker) 2; seat 3; seat 0 */
      "8H 9H 10H  KD KS  AC AD AS  QH KH AH";
    g_auto(GStrv) w = g_strsplit (order, " ", -1);
    guint k = 0;

    for (guint i = 0; w[i] != NULL; i++)
      if (w[i][0] != '\0')
        deck[k++] = belote_test_card (w[i]);
    g_assert_cmpuint (k, ==, 32);
  }
  belote_deal_init (&deal, BELOTE_SCHOOL_FAMILY, deck, 0);
  g_assert_true (belote_deal_bid (&deal, BELOTE_BID_PASS, NULL));
  g_assert_true (belote_deal_bid (&deal, BELOTE_BID_TAKE, NULL));
  g_assert_cmpint (deal.taker, ==, 2);
  assert_hand (deal.dealt[1], "JC JD JH JS 7H 8H 9H 10H");
  assert_hand (deal.dealt[2], "7C 8C 9C 10C QC KC KD KS");
  n = belote_hand_announcements (deal.dealt[1], found);
  g_assert_cmpuint (n, ==, 2);
  g_assert_cmpint (belote_deal_to_move (&deal), ==, 1);

  /* refusals change nothing */
  before = deal;
  g_assert_false (belote_deal_declare (&deal, &none_held, 1, &error));
  g_assert_error (error, BELOTE_DEAL_ERROR, BELOTE_DEAL_ERROR_NOT_HELD);
  assert_same_deal (&deal, &before);
  g_clear_error (&error);
  g_assert_false (belote_deal_declare (&deal, &sevens, 1, &error));
  g_assert_error (error, BELOTE_DEAL_ERROR, BELOTE_DEAL_ERROR_DECLARATION);
  assert_same_deal (&deal, &before);
  g_clear_error (&error);
  {
    /* B16: a part of the run is not declared alone */
    BeloteAnnouncement part = belote_test_sequence (BELOTE_HEARTS, BELOTE_NINE, 3, BELOTE_NO_SEAT);

    g_assert_false (belote_deal_declare (&deal, &part, 1, &error));
    g_assert_error (error, BELOTE_DEAL_ERROR, BELOTE_DEAL_ERROR_DECLARATION);
    assert_same_deal (&deal, &before);
    g_clear_error (&error);
  }
  {
    /* not an announcement at all */
    BeloteAnnouncement junk = belote_test_sequence (BELOTE_NO_SUIT, BELOTE_ACE, 3, BELOTE_NO_SEAT);
    BeloteAnnouncement short_run = belote_test_sequence (BELOTE_HEARTS, BELOTE_NINE, 2, BELOTE_NO_SEAT);

    g_assert_false (belote_deal_declare (&deal, &junk, 1, &error));
    g_assert_error (error, BELOTE_DEAL_ERROR, BELOTE_DEAL_ERROR_DECLARATION);
    g_clear_error (&error);
    junk.kind = 7;
    g_assert_false (belote_deal_declare (&deal, &junk, 1, &error));
    g_assert_error (error, BELOTE_DEAL_ERROR, BELOTE_DEAL_ERROR_DECLARATION);
    g_clear_error (&error);
    g_assert_false (belote_deal_declare (&deal, &short_run, 1, &error));
    g_assert_error (error, BELOTE_DEAL_ERROR, BELOTE_DEAL_ERROR_DECLARATION);
    g_clear_error (&error);
    assert_same_deal (&deal, &before);
  }
  {
    BeloteAnnouncement twice[2] = { found[1], found[1] };

    g_assert_false (belote_deal_declare (&deal, twice, 2, &error));
    g_assert_error (error, BELOTE_DEAL_ERROR, BELOTE_DEAL_ERROR_DECLARATION);
    assert_same_deal (&deal, &before);
    g_clear_error (&error);
  }

  /* seat 1 declares only its carré (B19: hiding the Fifty is allowed) */
  g_assert_true (belote_deal_declare (&deal, &found[1], 1, &error));
  g_assert_no_error (error);
  g_assert_true (deal.has_declared[1]);
  g_assert_cmpuint (deal.n_declared[1], ==, 1);
  g_assert_cmpint (deal.declared[1][0].kind, ==, BELOTE_ANNOUNCE_CARRE);
  g_assert_cmpint (deal.declared[1][0].seat, ==, 1);
  /* once only */
  before = deal;
  g_assert_false (belote_deal_declare (&deal, &found[0], 1, &error));
  g_assert_error (error, BELOTE_DEAL_ERROR, BELOTE_DEAL_ERROR_DECLARATION);
  assert_same_deal (&deal, &before);
  g_clear_error (&error);

  g_assert_true (belote_deal_play (&deal, belote_test_card ("JC"), NULL));
  /* seat 2: 7C–10C is a Fifty; Q K of clubs are only two */
  n = belote_hand_announcements (deal.dealt[2], found);
  g_assert_cmpuint (n, ==, 1);
  g_assert_cmpuint (found[0].length, ==, 4);
  g_assert_true (belote_deal_declare (&deal, found, 1, NULL));
  g_assert_true (belote_deal_play (&deal, belote_test_card ("7C"), NULL));
  g_assert_true (belote_deal_play (&deal, belote_test_card ("AC"), NULL));
  g_assert_true (belote_deal_play (&deal, belote_test_card ("QH"), NULL));
  /* the Jack of trump wins; seat 1 leads again */
  g_assert_cmpint (deal.trick_winner[0], ==, 1);
  g_assert_cmpint (belote_deal_to_move (&deal), ==, 1);
  /* after its first card, a seat cannot declare */
  before = deal;
  g_assert_false (belote_deal_declare (&deal, NULL, 0, &error));
  g_assert_error (error, BELOTE_DEAL_ERROR, BELOTE_DEAL_ERROR_DECLARATION);
  assert_same_deal (&deal, &before);
  g_clear_error (&error);

  {
    /* B20 from the deal: the carré of Jacks (team 1) beats the Fifty */
    BeloteDealSummary summary;

    belote_deal_summary (&deal, &summary);
    g_assert_cmpint (summary.first_leader, ==, 1);
    g_assert_cmpuint (summary.n_announcements[1], ==, 1);
    g_assert_cmpuint (summary.n_announcements[0], ==, 1);
    g_assert_cmpint (belote_summary_best_team (&summary, BELOTE_SCHOOL_FAMILY), ==, 1);
    g_assert_cmpint (summary.card_points[1], ==, 20 + 0 + 11 + 3);  /* JC 7C AC QH, clubs trump */
    g_assert_cmpint (summary.card_points[0], ==, 0);
  }

  /* B27: none under tournament rules */
  belote_deal_init (&deal, BELOTE_SCHOOL_TOURNAMENT, deck, 0);
  g_assert_true (belote_deal_bid (&deal, BELOTE_BID_TAKE, NULL));
  before = deal;
  g_assert_false (belote_deal_declare (&deal, NULL, 0, &error));
  g_assert_error (error, BELOTE_DEAL_ERROR, BELOTE_DEAL_ERROR_DECLARATION);
  assert_same_deal (&deal, &before);
}

/* ------------------------------------------------------------------ */
/* Random deals against the reference                                  */
/* ------------------------------------------------------------------ */

/* B5, B9 written as places in the deck: seat at offset o from the
 * dealer (1 first) gets 3 at 3(o-1), 2 at 12 + 2(o-1), then its share
 * of 21… in turn */
static void
reference_hands (const BeloteCard *deck,
                 guint             dealer,
                 gint8             taker,
                 BeloteHand        hands[4])
{
  guint next = 21;

  for (guint o = 1; o <= 4; o++)
    {
      guint seat = (dealer + o) % 4;

      hands[seat] = 0;
      for (guint k = 0; k < 3; k++)
        hands[seat] |= BELOTE_HAND_CARD (deck[3 * (o - 1) + k]);
      for (guint k = 0; k < 2; k++)
        hands[seat] |= BELOTE_HAND_CARD (deck[12 + 2 * (o - 1) + k]);
    }
  if (taker < 0)
    return;
  hands[taker] |= BELOTE_HAND_CARD (deck[20]);
  for (guint o = 1; o <= 4; o++)
    {
      guint seat = (dealer + o) % 4;
      guint share = (gint8) seat == taker ? 2 : 3;

      for (guint k = 0; k < share; k++)
        hands[seat] |= BELOTE_HAND_CARD (deck[next++]);
    }
}

typedef struct
{
  guint deals, voids, capots, made, dedans, litiges, belotes, refusals;
} Counts;

static BeloteCard
pick (BeloteHand  set,
      GRand      *rand,
      int         greedy,  /* 1 strongest, -1 weakest, 0 any */
      BeloteSuit  trump)
{
  BeloteCard cards[32];
  guint n = 0;

  for (BeloteCard c = 0; c < BELOTE_N_CARDS; c++)
    if (BELOTE_HAND_HAS (set, c))
      cards[n++] = c;
  g_assert_cmpuint (n, >, 0);
  if (greedy != 0)
    {
      BeloteCard best = cards[0];

      for (guint i = 1; i < n; i++)
        {
          int a = belote_card_strength (cards[i], trump), b = belote_card_strength (best, trump);

          if (greedy > 0 ? a > b : a < b)
            best = cards[i];
        }
      return best;
    }
  return cards[g_rand_int_range (rand, 0, (gint32) n)];
}

static void
play_random_deal (guint   number,
                  GRand  *rand,
                  Counts *counts)
{
  BeloteCard deck[BELOTE_N_CARDS];
  BeloteDeal deal;
  BeloteHand hands[4];
  BeloteDealSummary summary;
  BeloteDealScore score;
  int points[2] = { 0, 0 };
  guint tricks[2] = { 0, 0 };
  guint dealer = number % 4;
  BeloteSchool school = number % 5 == 4 ? BELOTE_SCHOOL_TOURNAMENT : BELOTE_SCHOOL_FAMILY;
  gboolean greedy = number % 3 == 0;
  gint8 belote_seat = BELOTE_NO_SEAT;

  belote_deck_shuffle (number, number % 7, deck);
  belote_deal_init (&deal, school, deck, dealer);
  counts->deals++;

  reference_hands (deck, dealer, BELOTE_NO_SEAT, hands);
  g_assert_cmpmem (hands, sizeof hands, deal.hands, sizeof deal.hands);

  /* B6–B8 */
  while (deal.phase == BELOTE_PHASE_BID_FIRST || deal.phase == BELOTE_PHASE_BID_SECOND)
    {
      BeloteBid bid = BELOTE_BID_PASS;

      if (deal.phase == BELOTE_PHASE_BID_FIRST && g_rand_int_range (rand, 0, 4) == 0)
        bid = BELOTE_BID_TAKE;
      else if (deal.phase == BELOTE_PHASE_BID_SECOND && g_rand_int_range (rand, 0, 3) == 0)
        bid = BELOTE_BID_SUIT (g_rand_int_range (rand, 0, 4));
      if (!belote_deal_bid_allowed (&deal, bid))
        {
          BeloteDeal before = deal;

          g_assert_false (belote_deal_bid (&deal, bid, NULL));
          assert_same_deal (&deal, &before);
          counts->refusals++;
          bid = BELOTE_BID_PASS;
        }
      g_assert_true (belote_deal_bid (&deal, bid, NULL));
    }
  if (deal.phase == BELOTE_PHASE_VOID)
    {
      g_assert_cmpuint (deal.n_bids, ==, 8);
      belote_deal_summary (&deal, &summary);
      g_assert_cmpint (summary.taker_team, ==, BELOTE_NO_TEAM);
      counts->voids++;
      return;
    }

  /* B9 */
  reference_hands (deck, dealer, deal.taker, hands);
  g_assert_cmpmem (hands, sizeof hands, deal.hands, sizeof deal.hands);
  g_assert_cmpuint (hands[0] | hands[1] | hands[2] | hands[3], ==, 0xffffffffu);
  for (guint s = 0; s < 4; s++)
    {
      BeloteHand kq = BELOTE_HAND_CARD (BELOTE_CARD (deal.trump, BELOTE_KING))
                      | BELOTE_HAND_CARD (BELOTE_CARD (deal.trump, BELOTE_QUEEN));

      g_assert_cmpuint (belote_hand_count (hands[s]), ==, 8);
      if ((hands[s] & kq) == kq)
        belote_seat = (gint8) s;
    }
  g_assert_cmpint (belote_deal_belote_seat (&deal), ==, belote_seat);

  for (guint t = 0; t < BELOTE_N_TRICKS; t++)
    {
      BeloteCard trick[4];
      gint8 leader = belote_deal_to_move (&deal);

      g_assert_cmpint (leader, ==, t == 0 ? (gint8) ((dealer + 1) % 4) : deal.trick_winner[t - 1]);
      for (guint i = 0; i < 4; i++)
        {
          gint8 seat = belote_deal_to_move (&deal);
          BeloteHand legal = belote_deal_legal_cards (&deal);
          BeloteHand illegal = deal.hands[seat] & ~legal;
          int policy = 0;

          g_assert_cmpint (seat, ==, (leader + i) % 4);
          g_assert_cmpuint (legal & ~deal.hands[seat], ==, 0);
          g_assert_cmpuint (legal, !=, 0);
          for (BeloteCard c = 0; c < BELOTE_N_CARDS; c++)
            {
              g_autofree char *why = NULL;

              g_assert_cmpint (belote_test_may_play (deal.hands[seat], c, trick, i, leader, seat, deal.trump),
                               ==, BELOTE_HAND_HAS (legal, c));
              if (!BELOTE_HAND_HAS (deal.hands[seat], c))
                continue;
              why = belote_deal_why_illegal (&deal, c);
              g_assert_cmpint (why == NULL, ==, BELOTE_HAND_HAS (legal, c));
            }

          /* B19: declare some of what the hand holds, with the first card */
          if (t == 0 && school == BELOTE_SCHOOL_FAMILY && g_rand_boolean (rand))
            {
              BeloteAnnouncement held[8], chosen[8];
              guint n = belote_hand_announcements (deal.dealt[seat], held), k = 0;

              for (guint j = 0; j < n; j++)
                if (g_rand_int_range (rand, 0, 4) != 0)
                  chosen[k++] = held[j];
              g_assert_true (belote_deal_declare (&deal, chosen, k, NULL));
            }

          if (illegal != 0 && g_rand_int_range (rand, 0, 4) == 0)
            {
              BeloteDeal before = deal;
              g_autoptr(GError) error = NULL;

              g_assert_false (belote_deal_play (&deal, pick (illegal, rand, 0, deal.trump), &error));
              g_assert_error (error, BELOTE_DEAL_ERROR, BELOTE_DEAL_ERROR_ILLEGAL_CARD);
              assert_same_deal (&deal, &before);
              counts->refusals++;
            }

          if (greedy)
            policy = BELOTE_TEAM_OF (seat) == BELOTE_TEAM_OF (deal.taker) ? 1 : -1;
          trick[i] = pick (legal, rand, policy, deal.trump);
          g_assert_true (belote_deal_play (&deal, trick[i], NULL));
        }
      {
        gint8 winner = belote_test_winner (trick, 4, leader, deal.trump);

        g_assert_cmpint (deal.trick_winner[t], ==, winner);
        tricks[winner % 2]++;
        for (guint i = 0; i < 4; i++)
          points[winner % 2] += belote_test_points (trick[i], deal.trump);
        if (t == BELOTE_N_TRICKS - 1)
          points[winner % 2] += tricks[winner % 2] == 8 ? 100 : 10;  /* B14, B15 */
      }
    }

  g_assert_cmpint (deal.phase, ==, BELOTE_PHASE_DONE);
  g_assert_cmpint (belote_deal_to_move (&deal), ==, BELOTE_NO_SEAT);
  g_assert_cmpint (deal.belote_said, ==, belote_seat != BELOTE_NO_SEAT ? 2 : 0);
  belote_deal_summary (&deal, &summary);
  g_assert_cmpint (summary.card_points[0], ==, points[0]);
  g_assert_cmpint (summary.card_points[1], ==, points[1]);
  if (tricks[0] == 8 || tricks[1] == 8)
    {
      g_assert_cmpint (summary.capot_team, ==, tricks[0] == 8 ? 0 : 1);
      g_assert_cmpint (points[0] + points[1], ==, 252);
      counts->capots++;
    }
  else
    {
      g_assert_cmpint (summary.capot_team, ==, BELOTE_NO_TEAM);
      g_assert_cmpint (points[0] + points[1], ==, 162);
    }
  g_assert_cmpint (summary.belote_team, ==, belote_seat < 0 ? BELOTE_NO_TEAM : belote_seat % 2);
  g_assert_cmpint (summary.taker_team, ==, deal.taker % 2);
  g_assert_cmpint (summary.first_leader, ==, (gint8) ((dealer + 1) % 4));
  counts->belotes += belote_seat != BELOTE_NO_SEAT;

  /* B22, B23 */
  belote_score_deal (&summary, school, 0, &score);
  for (guint team = 0; team < 2; team++)
    g_assert_cmpint (score.deal_points[team], ==,
                     points[team] + score.announcements[team] + score.belote[team]);
  {
    int taker = score.deal_points[deal.taker % 2], other = score.deal_points[1 - deal.taker % 2];

    if (taker > other)
      {
        g_assert_cmpint (score.result, ==, BELOTE_RESULT_MADE);
        counts->made++;
      }
    else if (taker < other)
      {
        g_assert_cmpint (score.result, ==, BELOTE_RESULT_DEDANS);
        counts->dedans++;
      }
    else
      {
        g_assert_cmpint (score.result, ==, BELOTE_RESULT_LITIGE);
        counts->litiges++;
      }
  }
  g_assert_cmpint (score.scored[0] + score.scored[1] + score.pot_after, ==,
                   score.deal_points[0] + score.deal_points[1]);
}

static void
test_random_deals (void)
{
  guint n = belote_test_thorough () ? 50000 : 2000;
  g_autoptr(GRand) rand = g_rand_new_with_seed (28);
  Counts counts = { 0 };

  for (guint i = 0; i < n; i++)
    play_random_deal (i, rand, &counts);
  g_test_message ("%u deals: %u void, %u made, %u dedans, %u litiges, %u capots, %u with Belote, "
                  "%u refusals", counts.deals, counts.voids, counts.made, counts.dedans,
                  counts.litiges, counts.capots, counts.belotes, counts.refusals);
  /* the batch saw every case it checks */
  g_assert_cmpuint (counts.voids, >, 0);
  g_assert_cmpuint (counts.capots, >, 0);
  g_assert_cmpuint (counts.dedans, >, 0);
  g_assert_cmpuint (counts.belotes, >, 0);
  g_assert_cmpuint (counts.made, >, 0);
}

int
main (int   argc,
      char *argv[])
{
  belote_test_init (&argc, &argv);

  g_test_add_func ("/belote/core/deal/B5-B9-first-round", test_deal_first_round);
  g_test_add_func ("/belote/core/deal/B7-second-round", test_deal_second_round);
  g_test_add_func ("/belote/core/deal/B8-void", test_deal_void);
  for (guint i = 0; i < G_N_ELEMENTS (positions); i++)
    {
      g_autofree char *path = g_strdup_printf ("/belote/core/deal/%s", positions[i].name);

      g_test_add_data_func (path, &positions[i], test_position);
    }
  g_test_add_func ("/belote/core/deal/not-held", test_not_held);
  g_test_add_func ("/belote/core/deal/B11-trick-winner", test_trick_winner);
  g_test_add_func ("/belote/core/deal/B19-declare", test_declare);
  g_test_add_func ("/belote/core/deal/random-deals", test_random_deals);

  return g_test_run ();
}
