/* test-cards.c — Belote's cards, shuffle and announcements (B1, B4, B5,
 * B11, B13, B16–B20)
 *
 * SPDX-FileCopyrightText: 2026 The Balut developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include <string.h>

#include "belote-cards.h"
#include "belote-score.h"
#include "belote-test-util.h"

/* B1 */
static void
test_parse_print (void)
{
  const char *bad[] = { "", "1C", "10", "11D", "JX", "JHH", "C", "0S", "1 0D", "10DD", "A" };

  for (BeloteCard c = 0; c < BELOTE_N_CARDS; c++)
    {
      BeloteCard back = BELOTE_NO_CARD;
      g_autofree char *lower = g_ascii_strdown (belote_card_to_string (c), -1);

      g_assert_true (belote_card_parse (belote_card_to_string (c), &back));
      g_assert_cmpuint (back, ==, c);
      back = BELOTE_NO_CARD;
      g_assert_true (belote_card_parse (lower, &back));
      g_assert_cmpuint (back, ==, c);
    }
  g_assert_cmpstr (belote_card_to_string (BELOTE_CARD (BELOTE_DIAMONDS, BELOTE_TEN)), ==, "10D");
  g_assert_cmpstr (belote_card_to_string (BELOTE_CARD (BELOTE_HEARTS, BELOTE_JACK)), ==, "JH");
  g_assert_cmpstr (belote_card_to_string (BELOTE_CARD (BELOTE_SPADES, BELOTE_ACE)), ==, "AS");
  g_assert_cmpstr (belote_card_to_string (BELOTE_CARD (BELOTE_CLUBS, BELOTE_SEVEN)), ==, "7C");
  for (guint i = 0; i < G_N_ELEMENTS (bad); i++)
    {
      BeloteCard c = 7;

      g_assert_false (belote_card_parse (bad[i], &c));
      g_assert_cmpuint (c, ==, 7);
    }
  g_assert_false (belote_card_parse (NULL, &(BeloteCard) { 0 }));

  for (BeloteSuit s = 0; s < BELOTE_N_SUITS; s++)
    {
      BeloteSuit back = BELOTE_NO_SUIT;

      g_assert_true (belote_suit_parse (belote_suit_to_string (s), &back));
      g_assert_cmpint (back, ==, s);
    }
  g_assert_cmpstr (belote_suit_to_string (BELOTE_HEARTS), ==, "H");
  g_assert_false (belote_suit_parse ("X", &(BeloteSuit) { 0 }));
  g_assert_false (belote_suit_parse ("HH", &(BeloteSuit) { 0 }));

  {
    g_autofree char *jack = belote_card_describe (BELOTE_CARD (BELOTE_HEARTS, BELOTE_JACK));
    g_autofree char *ten = belote_card_describe (BELOTE_CARD (BELOTE_DIAMONDS, BELOTE_TEN));

    g_assert_cmpstr (jack, ==, "Jack of hearts");
    g_assert_cmpstr (ten, ==, "10 of diamonds");
    g_assert_cmpstr (belote_suit_name (BELOTE_SPADES), ==, "spades");
  }
}

/* B11: each order written out as in the rules, strongest first */
static void
test_strength (void)
{
  const char *trump_order[] = { "J", "9", "A", "10", "K", "Q", "8", "7" };
  const char *plain_order[] = { "A", "10", "K", "Q", "J", "9", "8", "7" };

  for (BeloteSuit trump = 0; trump < BELOTE_N_SUITS; trump++)
    for (BeloteSuit s = 0; s < BELOTE_N_SUITS; s++)
      {
        const char **order = s == trump ? trump_order : plain_order;

        for (guint i = 0; i + 1 < BELOTE_N_RANKS; i++)
          {
            g_autofree char *a = g_strconcat (order[i], belote_suit_to_string (s), NULL);
            g_autofree char *b = g_strconcat (order[i + 1], belote_suit_to_string (s), NULL);
            BeloteCard ca, cb;

            g_assert_true (belote_card_parse (a, &ca));
            g_assert_true (belote_card_parse (b, &cb));
            g_assert_cmpint (belote_card_strength (ca, trump), >, belote_card_strength (cb, trump));
          }
      }
}

/* B13, from a table written from the rules' text */
static void
test_points (void)
{
  for (BeloteSuit trump = 0; trump < BELOTE_N_SUITS; trump++)
    {
      int total = 0;

      for (BeloteCard c = 0; c < BELOTE_N_CARDS; c++)
        {
          g_assert_cmpint (belote_card_points (c, trump), ==, belote_test_points (c, trump));
          total += belote_card_points (c, trump);
        }
      g_assert_cmpint (total, ==, BELOTE_CARD_POINTS_TOTAL);
    }
  g_assert_cmpint (belote_card_points (BELOTE_CARD (BELOTE_HEARTS, BELOTE_JACK), BELOTE_HEARTS), ==, 20);
  g_assert_cmpint (belote_card_points (BELOTE_CARD (BELOTE_HEARTS, BELOTE_JACK), BELOTE_SPADES), ==, 2);
  g_assert_cmpint (belote_card_points (BELOTE_CARD (BELOTE_SPADES, BELOTE_NINE), BELOTE_SPADES), ==, 14);
  g_assert_cmpint (belote_card_points (BELOTE_CARD (BELOTE_SPADES, BELOTE_NINE), BELOTE_NO_SUIT), ==, 0);
}

/* B5: the deck of seed 42, deal 0, worked out by hand from the
 * documented shuffle (and by a second program); it must never change */
static void
test_shuffle_fixed (void)
{
  const char *expected[BELOTE_N_CARDS] = {
    "AS", "8D", "JS", "KD", "10H", "JH", "9S", "7C", "JD", "8S", "10S", "KS", "10D", "QD", "AC", "8C",
    "KH", "7H", "8H", "9D", "QH", "QS", "7D", "AD", "KC", "7S", "9H", "QC", "AH", "9C", "10C", "JC",
  };
  const char *expected_1[4] = { "JH", "7C", "JD", "KC" };  /* seed 42, deal 1 */
  BeloteCard deck[BELOTE_N_CARDS], again[BELOTE_N_CARDS];

  belote_deck_shuffle (42, 0, deck);
  for (guint i = 0; i < BELOTE_N_CARDS; i++)
    g_assert_cmpstr (belote_card_to_string (deck[i]), ==, expected[i]);
  belote_deck_shuffle (42, 0, again);
  g_assert_cmpmem (deck, sizeof deck, again, sizeof again);

  belote_deck_shuffle (42, 1, deck);
  for (guint i = 0; i < 4; i++)
    g_assert_cmpstr (belote_card_to_string (deck[i]), ==, expected_1[i]);
  g_assert_cmpstr (BELOTE_SHUFFLE_NAME, ==, "splitmix64-fisher-yates");
  g_assert_cmpint (BELOTE_SHUFFLE_VERSION, ==, 1);
}

/* B5: every deck is the 32 cards once each; decks differ */
static void
test_shuffle_permutation (void)
{
  guint n = belote_test_thorough () ? 100000 : 5000;
  guint first_place[BELOTE_N_CARDS] = { 0 };
  BeloteCard previous[BELOTE_N_CARDS] = { 0 };

  for (guint i = 0; i < n; i++)
    {
      BeloteCard deck[BELOTE_N_CARDS];
      BeloteHand seen = 0;

      belote_deck_shuffle (i / 7, i % 7, deck);
      for (guint k = 0; k < BELOTE_N_CARDS; k++)
        {
          g_assert_cmpuint (deck[k], <, BELOTE_N_CARDS);
          g_assert_false (BELOTE_HAND_HAS (seen, deck[k]));
          seen |= BELOTE_HAND_CARD (deck[k]);
        }
      g_assert_cmpuint (seen, ==, 0xffffffffu);
      g_assert_true (memcmp (deck, previous, sizeof deck) != 0);
      memcpy (previous, deck, sizeof deck);
      first_place[deck[0]]++;
    }
  /* roughly even: each card first between a half and twice its share */
  for (guint c = 0; c < BELOTE_N_CARDS; c++)
    {
      g_assert_cmpuint (first_place[c], >, n / BELOTE_N_CARDS / 2);
      g_assert_cmpuint (first_place[c], <, n / BELOTE_N_CARDS * 2);
    }
}

/* B4 */
static void
test_first_dealer (void)
{
  guint count[BELOTE_N_SEATS] = { 0 };

  g_assert_cmpuint (belote_first_dealer (42), ==, 2);
  g_assert_cmpuint (belote_first_dealer (0), ==, 0);
  g_assert_cmpuint (belote_first_dealer (3), ==, 3);
  for (guint64 seed = 0; seed < 4000; seed++)
    count[belote_first_dealer (seed)]++;
  for (guint s = 0; s < BELOTE_N_SEATS; s++)
    g_assert_cmpuint (count[s], >, 800);
}

/* B16: whole runs; B17: carrés worth something; B18: a card in both */
static void
test_hand_announcements (void)
{
  BeloteAnnouncement out[8];
  BeloteHand hand;
  guint n;

  /* 7–Q of hearts (six in a row) and 9S 10S: one Hundred, never split */
  hand = belote_test_hand ("7H 8H 9H 10H JH QH 9S 10S");
  n = belote_hand_announcements (hand, out);
  g_assert_cmpuint (n, ==, 1);
  g_assert_cmpint (out[0].kind, ==, BELOTE_ANNOUNCE_SEQUENCE);
  g_assert_cmpint (out[0].suit, ==, BELOTE_HEARTS);
  g_assert_cmpint (out[0].top, ==, BELOTE_QUEEN);
  g_assert_cmpuint (out[0].length, ==, 6);
  g_assert_cmpint (belote_announcement_value (&out[0]), ==, 100);
  g_assert_true (belote_hand_holds (hand, &out[0]));
  {
    /* a part of the run is not held as such */
    BeloteAnnouncement tierce = { BELOTE_ANNOUNCE_SEQUENCE, BELOTE_HEARTS, BELOTE_NINE, 3, BELOTE_NO_SEAT };
    BeloteAnnouncement fifty = { BELOTE_ANNOUNCE_SEQUENCE, BELOTE_HEARTS, BELOTE_QUEEN, 4, BELOTE_NO_SEAT };

    g_assert_false (belote_hand_holds (hand, &tierce));
    g_assert_false (belote_hand_holds (hand, &fifty));
  }

  /* two runs in one suit: 7 8 9 and J Q K of clubs */
  hand = belote_test_hand ("7C 8C 9C JC QC KC AD 10S");
  n = belote_hand_announcements (hand, out);
  g_assert_cmpuint (n, ==, 2);  /* two Tierces */
  g_assert_cmpuint (out[0].top, ==, BELOTE_NINE);
  g_assert_cmpuint (out[1].top, ==, BELOTE_KING);
  g_assert_cmpint (out[1].length, ==, 3);

  /* eight in a row: a Hundred of 8 */
  hand = BELOTE_SUIT_MASK (BELOTE_SPADES);
  n = belote_hand_announcements (hand, out);
  g_assert_cmpuint (n, ==, 1);
  g_assert_cmpuint (out[0].length, ==, 8);
  g_assert_cmpint (out[0].top, ==, BELOTE_ACE);

  /* carrés: Jacks (200) and Sevens (nothing, not offered) */
  hand = belote_test_hand ("JC JD JH JS 7C 7D 7H 7S");
  n = belote_hand_announcements (hand, out);
  g_assert_cmpuint (n, ==, 1);
  g_assert_cmpint (out[0].kind, ==, BELOTE_ANNOUNCE_CARRE);
  g_assert_cmpint (out[0].top, ==, BELOTE_JACK);
  g_assert_cmpint (belote_announcement_value (&out[0]), ==, 200);
  hand = belote_test_hand ("8C 8D 8H 8S 9C 9D 9H 9S");
  n = belote_hand_announcements (hand, out);
  g_assert_cmpuint (n, ==, 1);
  g_assert_cmpint (out[0].top, ==, BELOTE_NINE);
  g_assert_cmpint (belote_announcement_value (&out[0]), ==, 150);

  /* B18: the Queen of hearts in a Tierce and in the carré of Queens */
  hand = belote_test_hand ("JH QH KH QC QD QS 7S 9D");
  n = belote_hand_announcements (hand, out);
  g_assert_cmpuint (n, ==, 2);
  g_assert_cmpint (out[0].kind, ==, BELOTE_ANNOUNCE_SEQUENCE);
  g_assert_cmpint (out[0].top, ==, BELOTE_KING);
  g_assert_cmpint (out[1].kind, ==, BELOTE_ANNOUNCE_CARRE);
  g_assert_cmpint (out[1].top, ==, BELOTE_QUEEN);
  g_assert_cmpint (belote_announcement_value (&out[1]), ==, 100);
  g_assert_true (belote_hand_holds (hand, &out[0]));
  g_assert_true (belote_hand_holds (hand, &out[1]));
  g_assert_cmpuint (belote_announcement_cards (&out[1]), ==, belote_test_hand ("QC QD QH QS"));
  g_assert_cmpuint (belote_announcement_cards (&out[0]), ==, belote_test_hand ("JH QH KH"));

  /* nothing */
  hand = belote_test_hand ("7C 9C JC KC 7D 9D JD KD");
  g_assert_cmpuint (belote_hand_announcements (hand, out), ==, 0);
}

/* B16, B17: the values */
static void
test_values (void)
{
  const int carre_values[BELOTE_N_RANKS] = { 0, 0, 150, 100, 200, 100, 100, 100 };

  for (guint len = 3; len <= 8; len++)
    {
      BeloteAnnouncement a = belote_test_sequence (BELOTE_HEARTS, BELOTE_ACE, len, 0);

      g_assert_cmpint (belote_announcement_value (&a), ==, len == 3 ? 20 : len == 4 ? 50 : 100);
    }
  for (BeloteRank r = 0; r < BELOTE_N_RANKS; r++)
    {
      BeloteAnnouncement a = belote_test_carre (r, 0);

      g_assert_cmpint (belote_announcement_value (&a), ==, carre_values[r]);
    }
  {
    BeloteAnnouncement t = belote_test_sequence (BELOTE_NO_SUIT, BELOTE_ACE, 3, BELOTE_NO_SEAT);
    BeloteAnnouncement h = belote_test_sequence (BELOTE_NO_SUIT, BELOTE_ACE, 0, BELOTE_NO_SEAT);
    BeloteAnnouncement c = belote_test_carre (BELOTE_JACK, BELOTE_NO_SEAT);
    g_autofree char *dt = belote_announcement_describe (&t);
    g_autofree char *dh = belote_announcement_describe (&h);
    g_autofree char *dc = belote_announcement_describe (&c);

    g_assert_cmpint (belote_announcement_value (&h), ==, 100);
    g_assert_cmpstr (dt, ==, "Tierce");
    g_assert_cmpstr (dh, ==, "Hundred");
    g_assert_cmpstr (dc, ==, "Carré of Jacks");
  }
}

/* B20 between two announcements, case by case */
static void
test_compare (void)
{
  BeloteAnnouncement tierce_k_h = belote_test_sequence (BELOTE_HEARTS, BELOTE_KING, 3, 0);
  BeloteAnnouncement tierce_k_s = belote_test_sequence (BELOTE_SPADES, BELOTE_KING, 3, 1);
  BeloteAnnouncement tierce_a_s = belote_test_sequence (BELOTE_SPADES, BELOTE_ACE, 3, 1);
  BeloteAnnouncement fifty_j_c = belote_test_sequence (BELOTE_CLUBS, BELOTE_JACK, 4, 2);
  BeloteAnnouncement hundred5_a = belote_test_sequence (BELOTE_CLUBS, BELOTE_ACE, 5, 0);
  BeloteAnnouncement hundred6_q = belote_test_sequence (BELOTE_DIAMONDS, BELOTE_QUEEN, 6, 1);
  BeloteAnnouncement carre_a = belote_test_carre (BELOTE_ACE, 0);
  BeloteAnnouncement carre_k = belote_test_carre (BELOTE_KING, 1);
  BeloteAnnouncement carre_q = belote_test_carre (BELOTE_QUEEN, 1);
  BeloteAnnouncement carre_10 = belote_test_carre (BELOTE_TEN, 1);
  BeloteAnnouncement carre_9 = belote_test_carre (BELOTE_NINE, 1);
  BeloteAnnouncement carre_j = belote_test_carre (BELOTE_JACK, 1);
  BeloteAnnouncement pad_tierce = belote_test_sequence (BELOTE_NO_SUIT, BELOTE_ACE, 3, BELOTE_NO_SEAT);
  BeloteAnnouncement pad_hundred = belote_test_sequence (BELOTE_NO_SUIT, BELOTE_ACE, 0, BELOTE_NO_SEAT);

#define BETTER(a, b, trump) \
  G_STMT_START { \
    g_assert_cmpint (belote_announcement_compare (&(a), &(b), (trump)), >, 0); \
    g_assert_cmpint (belote_announcement_compare (&(b), &(a), (trump)), <, 0); \
  } G_STMT_END
#define EQUAL(a, b, trump) \
  G_STMT_START { \
    g_assert_cmpint (belote_announcement_compare (&(a), &(b), (trump)), ==, 0); \
    g_assert_cmpint (belote_announcement_compare (&(b), &(a), (trump)), ==, 0); \
  } G_STMT_END

  /* higher value */
  BETTER (fifty_j_c, tierce_a_s, BELOTE_NO_SUIT);
  BETTER (hundred5_a, fifty_j_c, BELOTE_CLUBS);
  BETTER (carre_j, carre_9, BELOTE_NO_SUIT);
  BETTER (carre_9, carre_a, BELOTE_NO_SUIT);
  BETTER (carre_9, hundred6_q, BELOTE_NO_SUIT);
  /* equal value: a carré beats a sequence */
  BETTER (carre_10, hundred6_q, BELOTE_DIAMONDS);
  BETTER (carre_10, pad_hundred, BELOTE_NO_SUIT);
  /* carrés of equal value: A > K > Q > 10 */
  BETTER (carre_a, carre_k, BELOTE_NO_SUIT);
  BETTER (carre_k, carre_q, BELOTE_NO_SUIT);
  BETTER (carre_q, carre_10, BELOTE_NO_SUIT);
  BETTER (carre_a, carre_10, BELOTE_NO_SUIT);
  /* sequences of equal value: length, then top card, then trump */
  BETTER (hundred6_q, hundred5_a, BELOTE_CLUBS);
  BETTER (tierce_a_s, tierce_k_h, BELOTE_HEARTS);
  BETTER (tierce_k_h, tierce_k_s, BELOTE_HEARTS);
  BETTER (tierce_k_s, tierce_k_h, BELOTE_SPADES);
  EQUAL (tierce_k_h, tierce_k_s, BELOTE_CLUBS);
  EQUAL (tierce_k_h, tierce_k_s, BELOTE_NO_SUIT);
  /* what the pad does not know cannot decide */
  EQUAL (pad_tierce, tierce_a_s, BELOTE_SPADES);
  EQUAL (pad_hundred, hundred6_q, BELOTE_NO_SUIT);
  EQUAL (pad_hundred, pad_hundred, BELOTE_NO_SUIT);
  BETTER (pad_hundred, fifty_j_c, BELOTE_NO_SUIT);
#undef BETTER
#undef EQUAL
}

static void
summary_with (BeloteDealSummary        *s,
              const BeloteAnnouncement *a0,
              guint                     n0,
              const BeloteAnnouncement *a1,
              guint                     n1)
{
  belote_summary_init (s);
  s->taker_team = 0;
  s->card_points[0] = 100;
  s->card_points[1] = 62;
  s->n_announcements[0] = n0;
  s->n_announcements[1] = n1;
  if (n0 > 0)
    memcpy (s->announcements[0], a0, n0 * sizeof *a0);
  if (n1 > 0)
    memcpy (s->announcements[1], a1, n1 * sizeof *a1);
}

/* B20: which team's declarations score */
static void
test_best_team (void)
{
  BeloteDealSummary s;

  /* nobody, one team only */
  summary_with (&s, NULL, 0, NULL, 0);
  g_assert_cmpint (belote_summary_best_team (&s, BELOTE_SCHOOL_FAMILY), ==, BELOTE_NO_TEAM);
  {
    BeloteAnnouncement t0[] = { belote_test_sequence (BELOTE_HEARTS, BELOTE_NINE, 3, 2) };

    summary_with (&s, t0, 1, NULL, 0);
    g_assert_cmpint (belote_summary_best_team (&s, BELOTE_SCHOOL_FAMILY), ==, 0);
    /* B27: none in tournament rules */
    g_assert_cmpint (belote_summary_best_team (&s, BELOTE_SCHOOL_TOURNAMENT), ==, BELOTE_NO_TEAM);
  }
  {
    /* team 1's one Fifty beats team 0's two Tierces */
    BeloteAnnouncement t0[] = { belote_test_sequence (BELOTE_HEARTS, BELOTE_NINE, 3, 0),
                                belote_test_sequence (BELOTE_CLUBS, BELOTE_ACE, 3, 2) };
    BeloteAnnouncement t1[] = { belote_test_sequence (BELOTE_SPADES, BELOTE_TEN, 4, 3) };

    summary_with (&s, t0, 2, t1, 1);
    s.first_leader = 0;
    g_assert_cmpint (belote_summary_best_team (&s, BELOTE_SCHOOL_FAMILY), ==, 1);
  }
  {
    /* equal value: carré of Tens against a Hundred */
    BeloteAnnouncement t0[] = { belote_test_sequence (BELOTE_HEARTS, BELOTE_ACE, 7, 0) };
    BeloteAnnouncement t1[] = { belote_test_carre (BELOTE_TEN, 1) };

    summary_with (&s, t0, 1, t1, 1);
    g_assert_cmpint (belote_summary_best_team (&s, BELOTE_SCHOOL_FAMILY), ==, 1);
  }
  {
    /* a trump sequence beats the same plain one; without the trump, the
     * first declared from the first leader */
    BeloteAnnouncement t0[] = { belote_test_sequence (BELOTE_HEARTS, BELOTE_KING, 3, 2) };
    BeloteAnnouncement t1[] = { belote_test_sequence (BELOTE_SPADES, BELOTE_KING, 3, 1) };

    summary_with (&s, t0, 1, t1, 1);
    s.first_leader = 2;
    s.trump = BELOTE_SPADES;
    g_assert_cmpint (belote_summary_best_team (&s, BELOTE_SCHOOL_FAMILY), ==, 1);
    s.trump = BELOTE_HEARTS;
    g_assert_cmpint (belote_summary_best_team (&s, BELOTE_SCHOOL_FAMILY), ==, 0);
    s.trump = BELOTE_CLUBS;
    /* first leader 2: seat 2 declares before seat 1 (2, 3, 0, 1) */
    g_assert_cmpint (belote_summary_best_team (&s, BELOTE_SCHOOL_FAMILY), ==, 0);
    s.first_leader = 1;  /* 1, 2, 3, 0 */
    g_assert_cmpint (belote_summary_best_team (&s, BELOTE_SCHOOL_FAMILY), ==, 1);
    s.first_leader = 3;  /* 3, 0, 1, 2: seat 1 before seat 2 */
    g_assert_cmpint (belote_summary_best_team (&s, BELOTE_SCHOOL_FAMILY), ==, 1);
    /* not known who declared: cannot tell */
    s.first_leader = BELOTE_NO_SEAT;
    g_assert_cmpint (belote_summary_best_team (&s, BELOTE_SCHOOL_FAMILY), ==, BELOTE_NO_TEAM);
    /* the table's answer */
    s.best_team = 1;
    g_assert_cmpint (belote_summary_best_team (&s, BELOTE_SCHOOL_FAMILY), ==, 1);
  }
  {
    /* a team's lesser declarations score with its best; the other's best
     * counts nothing: scored through belote_score_deal () */
    BeloteAnnouncement t0[] = { belote_test_carre (BELOTE_ACE, 0),
                                belote_test_sequence (BELOTE_CLUBS, BELOTE_NINE, 3, 2) };
    BeloteAnnouncement t1[] = { belote_test_carre (BELOTE_KING, 1),
                                belote_test_sequence (BELOTE_SPADES, BELOTE_ACE, 5, 3) };
    BeloteDealScore score;

    summary_with (&s, t0, 2, t1, 2);
    s.first_leader = 1;
    g_assert_cmpint (belote_summary_best_team (&s, BELOTE_SCHOOL_FAMILY), ==, 0);
    belote_score_deal (&s, BELOTE_SCHOOL_FAMILY, 0, &score);
    g_assert_cmpint (score.announcements_team, ==, 0);
    g_assert_cmpint (score.announcements[0], ==, 120);
    g_assert_cmpint (score.announcements[1], ==, 0);
    belote_score_deal (&s, BELOTE_SCHOOL_TOURNAMENT, 0, &score);
    g_assert_cmpint (score.announcements_team, ==, BELOTE_NO_TEAM);
    g_assert_cmpint (score.announcements[0], ==, 0);
  }
  {
    /* the pad: two Tierces cannot be told apart; two Hundreds of unknown
     * length neither; a Fifty against a Tierce can */
    BeloteAnnouncement t0[] = { belote_test_sequence (BELOTE_NO_SUIT, BELOTE_ACE, 3, BELOTE_NO_SEAT) };
    BeloteAnnouncement t1[] = { belote_test_sequence (BELOTE_NO_SUIT, BELOTE_ACE, 3, BELOTE_NO_SEAT) };
    BeloteAnnouncement h0[] = { belote_test_sequence (BELOTE_NO_SUIT, BELOTE_ACE, 0, BELOTE_NO_SEAT) };
    BeloteAnnouncement f1[] = { belote_test_sequence (BELOTE_NO_SUIT, BELOTE_ACE, 4, BELOTE_NO_SEAT) };

    summary_with (&s, t0, 1, t1, 1);
    g_assert_cmpint (belote_summary_best_team (&s, BELOTE_SCHOOL_FAMILY), ==, BELOTE_NO_TEAM);
    summary_with (&s, h0, 1, h0, 1);
    g_assert_cmpint (belote_summary_best_team (&s, BELOTE_SCHOOL_FAMILY), ==, BELOTE_NO_TEAM);
    summary_with (&s, t0, 1, f1, 1);
    g_assert_cmpint (belote_summary_best_team (&s, BELOTE_SCHOOL_FAMILY), ==, 1);
    summary_with (&s, h0, 1, f1, 1);
    g_assert_cmpint (belote_summary_best_team (&s, BELOTE_SCHOOL_FAMILY), ==, 0);
  }
}

int
main (int   argc,
      char *argv[])
{
  belote_test_init (&argc, &argv);

  g_test_add_func ("/belote/core/cards/B1-parse-print", test_parse_print);
  g_test_add_func ("/belote/core/cards/B11-strength", test_strength);
  g_test_add_func ("/belote/core/cards/B13-points", test_points);
  g_test_add_func ("/belote/core/cards/B5-shuffle-seed-42", test_shuffle_fixed);
  g_test_add_func ("/belote/core/cards/B5-shuffle-permutation", test_shuffle_permutation);
  g_test_add_func ("/belote/core/cards/B4-first-dealer", test_first_dealer);
  g_test_add_func ("/belote/core/announce/B16-B18-hand", test_hand_announcements);
  g_test_add_func ("/belote/core/announce/B16-B17-values", test_values);
  g_test_add_func ("/belote/core/announce/B20-compare", test_compare);
  g_test_add_func ("/belote/core/announce/B20-best-team", test_best_team);

  return g_test_run ();
}
