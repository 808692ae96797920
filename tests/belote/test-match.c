/* test-match.c — BeloteMatch: played deals, the pad, totals, the pot,
 * the end, refusals and undo (B3, B4, B8, B20, B23–B25, B28)
 *
 * SPDX-FileCopyrightText: 2026 The Balut developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include <string.h>

#include "belote-match.h"
#include "belote-test-util.h"

/* ------------------------------------------------------------------ */
/* Everything observable about a match, as bytes                       */
/* ------------------------------------------------------------------ */

static void
put (GByteArray    *bytes,
     gconstpointer  data,
     gsize          size)
{
  g_byte_array_append (bytes, data, (guint) size);
}

static void
put_int (GByteArray *bytes,
         gint64      value)
{
  put (bytes, &value, sizeof value);
}

static void
put_string (GByteArray *bytes,
            const char *s)
{
  if (s == NULL)
    s = "(null)";
  put (bytes, s, strlen (s) + 1);
}

/* The structures field by field: their padding bytes are not part of
 * the state (an optimized build copies structures without them) */
static void
put_ints (GByteArray *bytes,
          const int  *values,
          guint       n)
{
  for (guint i = 0; i < n; i++)
    put_int (bytes, values[i]);
}

static void
put_announcement (GByteArray               *bytes,
                  const BeloteAnnouncement *a)
{
  put_int (bytes, a->kind);
  put_int (bytes, a->suit);
  put_int (bytes, a->top);
  put_int (bytes, a->length);
  put_int (bytes, a->seat);
}

static void
put_deal (GByteArray       *bytes,
          const BeloteDeal *deal)
{
  put_int (bytes, deal->school);
  put (bytes, deal->deck, sizeof deal->deck);
  put_int (bytes, deal->dealer);
  put_int (bytes, deal->phase);
  put_int (bytes, deal->n_bids);
  put (bytes, deal->bids, sizeof deal->bids);
  put_int (bytes, deal->taker);
  put_int (bytes, deal->trump);
  put_int (bytes, deal->turned);
  put (bytes, deal->hands, sizeof deal->hands);
  put (bytes, deal->dealt, sizeof deal->dealt);
  put_int (bytes, deal->n_played);
  put (bytes, deal->plays, sizeof deal->plays);
  put (bytes, deal->trick_leader, sizeof deal->trick_leader);
  put (bytes, deal->trick_winner, sizeof deal->trick_winner);
  for (guint s = 0; s < BELOTE_N_SEATS; s++)
    {
      put_int (bytes, deal->has_declared[s]);
      put_int (bytes, deal->n_declared[s]);
      for (guint i = 0; i < BELOTE_HAND_SIZE; i++)
        put_announcement (bytes, &deal->declared[s][i]);
    }
  put_int (bytes, deal->belote_said);
}

static void
put_entry (GByteArray           *bytes,
           const BelotePadEntry *entry)
{
  put_int (bytes, entry->taker_team);
  put_int (bytes, entry->taker_seat);
  put_int (bytes, entry->trump);
  put_int (bytes, entry->taker_points);
  for (guint t = 0; t < BELOTE_N_TEAMS; t++)
    {
      put_int (bytes, entry->capot[t]);
      put_int (bytes, entry->n_announcements[t]);
      for (guint i = 0; i < BELOTE_MAX_ANNOUNCEMENTS; i++)
        put_announcement (bytes, &entry->announcements[t][i]);
    }
  put_int (bytes, entry->best_team);
  put_int (bytes, entry->belote_team);
}

static void
put_score (GByteArray            *bytes,
           const BeloteDealScore *score)
{
  put_int (bytes, score->result);
  put_int (bytes, score->taker_team);
  put_int (bytes, score->trump);
  put_ints (bytes, score->card_points, BELOTE_N_TEAMS);
  put_ints (bytes, score->announcements, BELOTE_N_TEAMS);
  put_ints (bytes, score->belote, BELOTE_N_TEAMS);
  put_ints (bytes, score->deal_points, BELOTE_N_TEAMS);
  put_int (bytes, score->capot_team);
  put_int (bytes, score->announcements_team);
  put_ints (bytes, score->scored, BELOTE_N_TEAMS);
  put_int (bytes, score->pot_before);
  put_int (bytes, score->pot_after);
  put_int (bytes, score->pot_to);
}

static GBytes *
match_state (BeloteMatch *match)
{
  GByteArray *bytes = g_byte_array_new ();
  const BeloteDeal *current = belote_match_get_current (match);
  int totals[2];
  guint n = belote_match_get_n_deals (match);

  put_int (bytes, belote_match_get_mode (match));
  put_int (bytes, belote_match_get_school (match));
  put_int (bytes, belote_match_get_target (match));
  put_int (bytes, (gint64) belote_match_get_seed (match));
  put_int (bytes, belote_match_get_shuffled (match));
  put_int (bytes, n);
  for (guint i = 0; i < n; i++)
    {
      const BeloteDeal *deal = belote_match_get_deal (match, i);
      const BelotePadEntry *entry = belote_match_get_entry (match, i);
      const BeloteDealScore *score = belote_match_get_score (match, i);

      g_assert_true ((deal == NULL) != (entry == NULL));
      if (deal != NULL)
        put_deal (bytes, deal);
      else
        put_entry (bytes, entry);
      g_assert_nonnull (score);
      put_score (bytes, score);
    }
  g_assert_null (belote_match_get_score (match, n));
  g_assert_null (belote_match_get_deal (match, n));
  g_assert_null (belote_match_get_entry (match, n));
  belote_match_get_totals (match, totals);
  put (bytes, totals, sizeof totals);
  put_int (bytes, belote_match_get_pot (match));
  put_int (bytes, belote_match_is_over (match));
  put_int (bytes, belote_match_get_winner (match));
  put_int (bytes, belote_match_get_dealer (match));
  put_int (bytes, current != NULL);
  if (current != NULL)
    put_deal (bytes, current);
  for (guint s = 0; s < BELOTE_N_SEATS; s++)
    {
      put_string (bytes, belote_match_get_player_name (match, s));
      put_string (bytes, belote_match_get_player_level (match, s));
      put_int (bytes, belote_match_get_player_computer (match, s));
    }
  for (guint t = 0; t < BELOTE_N_TEAMS; t++)
    put_string (bytes, belote_match_get_team_name (match, t));
  return g_byte_array_free_to_bytes (bytes);
}

static void
assert_state (BeloteMatch *match,
              GBytes      *expected)
{
  g_autoptr(GBytes) now = match_state (match);

  g_assert_true (g_bytes_equal (now, expected));
}

static void
count_changed (BeloteMatch *match,
               guint       *count)
{
  (void) match;
  (*count)++;
}

/* Totals, pot chain and end as B23–B25 say, from the deals' scores */
static void
check_totals (BeloteMatch *match)
{
  int totals[2] = { 0, 0 }, got[2];
  int pot = 0;
  gint8 winner = BELOTE_NO_TEAM;
  guint n = belote_match_get_n_deals (match);

  for (guint i = 0; i < n; i++)
    {
      const BeloteDealScore *score = belote_match_get_score (match, i);

      g_assert_cmpint (score->pot_before, ==, pot);
      if (score->result == BELOTE_RESULT_UNFINISHED)
        {
          g_assert_cmpuint (i, ==, n - 1);
          g_assert_nonnull (belote_match_get_current (match));
          continue;
        }
      if (score->result == BELOTE_RESULT_VOID)
        g_assert_cmpint (score->pot_after, ==, pot);
      totals[0] += score->scored[0];
      totals[1] += score->scored[1];
      pot = score->pot_after;
      /* nothing after the end (B25) */
      g_assert_false (belote_match_over (totals, belote_match_get_target (match), NULL) && i + 1 < n);
    }
  belote_match_get_totals (match, got);
  g_assert_cmpint (got[0], ==, totals[0]);
  g_assert_cmpint (got[1], ==, totals[1]);
  g_assert_cmpint (belote_match_get_pot (match), ==, pot);
  g_assert_cmpint (belote_match_is_over (match), ==,
                   belote_match_over (totals, belote_match_get_target (match), &winner));
  g_assert_cmpint (belote_match_get_winner (match), ==, winner);
}

/* ------------------------------------------------------------------ */
/* Played matches: every action undone and done again                  */
/* ------------------------------------------------------------------ */

typedef enum { ACT_START, ACT_BID, ACT_DECLARE, ACT_PLAY } Act;

typedef struct
{
  Act                act;
  BeloteBid          bid;
  BeloteCard         card;
  guint              n;
  BeloteAnnouncement announcements[8];
} Action;

static gboolean
do_action (BeloteMatch   *match,
           const Action  *a,
           GError       **error)
{
  switch (a->act)
    {
    case ACT_START:
      return belote_match_start_deal (match, NULL, error);
    case ACT_BID:
      return belote_match_bid (match, a->bid, error);
    case ACT_DECLARE:
      return belote_match_declare (match, a->announcements, a->n, error);
    case ACT_PLAY:
      return belote_match_play (match, a->card, error);
    default:
      g_assert_not_reached ();
    }
}

static BeloteCard
random_card (BeloteHand  set,
             GRand      *rand)
{
  guint n = belote_hand_count (set), k;

  g_assert_cmpuint (n, >, 0);
  k = (guint) g_rand_int_range (rand, 0, (gint32) n);
  for (BeloteCard c = 0; c < BELOTE_N_CARDS; c++)
    if (BELOTE_HAND_HAS (set, c) && k-- == 0)
      return c;
  g_assert_not_reached ();
}

/* A refused action changes nothing and says nothing */
static void
assert_refused (BeloteMatch  *match,
                const Action *a,
                guint        *changed)
{
  g_autoptr(GBytes) before = match_state (match);
  g_autoptr(GError) error = NULL;
  guint count = *changed;

  g_assert_false (do_action (match, a, &error));
  g_assert_nonnull (error);
  g_assert_true (g_utf8_validate (error->message, -1, NULL));
  g_assert_cmpuint (*changed, ==, count);
  assert_state (match, before);
}

static void
play_random_match (guint64       seed,
                   BeloteSchool  school,
                   int           target,
                   gboolean      undo_each)
{
  g_autoptr(BeloteMatch) match = belote_match_new (BELOTE_MODE_PLAY, school, target, seed, TRUE);
  g_autoptr(GRand) rand = g_rand_new_with_seed ((guint32) seed);
  guint changed = 0, actions = 0;
  g_autoptr(GBytes) start = NULL;

  g_signal_connect (match, "changed", G_CALLBACK (count_changed), &changed);
  g_assert_cmpuint (belote_match_get_dealer (match), ==, belote_first_dealer (seed));  /* B4 */
  start = match_state (match);
  g_assert_false (belote_match_can_undo (match));

  while (!belote_match_is_over (match))
    {
      const BeloteDeal *deal = belote_match_get_current (match);
      Action a = { 0 };
      g_autoptr(GBytes) before = NULL;
      g_autoptr(GBytes) after = NULL;
      guint count;

      g_assert_cmpuint (belote_match_get_n_deals (match), <, 200);
      if (deal == NULL)
        {
          guint n = belote_match_get_n_deals (match);

          /* B4: the next seat deals, after a void deal too */
          g_assert_cmpuint (belote_match_get_dealer (match), ==, (belote_first_dealer (seed) + n) % 4);
          {
            /* a card before any deal, a bid: refused */
            Action play = { .act = ACT_PLAY, .card = 0 };
            Action bid = { .act = ACT_BID, .bid = BELOTE_BID_PASS };

            assert_refused (match, &play, &changed);
            assert_refused (match, &bid, &changed);
          }
          a.act = ACT_START;
        }
      else if (deal->phase == BELOTE_PHASE_BID_FIRST || deal->phase == BELOTE_PHASE_BID_SECOND)
        {
          a.act = ACT_BID;
          a.bid = BELOTE_BID_PASS;
          if (deal->phase == BELOTE_PHASE_BID_FIRST && g_rand_int_range (rand, 0, 3) == 0)
            a.bid = BELOTE_BID_TAKE;
          else if (deal->phase == BELOTE_PHASE_BID_SECOND && g_rand_int_range (rand, 0, 2) == 0)
            a.bid = BELOTE_BID_SUIT (g_rand_int_range (rand, 0, 4));
          if (!belote_deal_bid_allowed (deal, a.bid))
            {
              assert_refused (match, &a, &changed);
              a.bid = BELOTE_BID_PASS;
            }
          {
            Action start_again = { .act = ACT_START };

            assert_refused (match, &start_again, &changed);
          }
        }
      else
        {
          gint8 seat = belote_deal_to_move (deal);
          BeloteHand legal = belote_deal_legal_cards (deal);
          BeloteHand illegal = deal->hands[seat] & ~legal;

          if (illegal != 0 && g_rand_int_range (rand, 0, 3) == 0)
            {
              Action bad = { .act = ACT_PLAY, .card = random_card (illegal, rand) };

              assert_refused (match, &bad, &changed);
            }
          if (deal->n_played < 4 && !deal->has_declared[seat]
              && school == BELOTE_SCHOOL_FAMILY && g_rand_boolean (rand))
            {
              a.act = ACT_DECLARE;
              a.n = belote_hand_announcements (deal->dealt[seat], a.announcements);
            }
          else
            {
              a.act = ACT_PLAY;
              a.card = random_card (legal, rand);
            }
        }

      before = match_state (match);
      count = changed;
      g_assert_true (do_action (match, &a, NULL));
      g_assert_cmpuint (changed, ==, count + 1);
      g_assert_true (belote_match_can_undo (match));
      after = match_state (match);
      actions++;
      check_totals (match);

      if (undo_each)
        {
          /* undo restores the exact state; doing it again, the same */
          g_assert_true (belote_match_undo (match));
          g_assert_cmpuint (changed, ==, count + 2);
          assert_state (match, before);
          g_assert_true (do_action (match, &a, NULL));
          assert_state (match, after);
        }
    }

  {
    /* B25: nothing after the end */
    Action a = { .act = ACT_START };

    g_assert_cmpint (belote_match_get_winner (match), !=, BELOTE_NO_TEAM);
    assert_refused (match, &a, &changed);
  }

  /* all the way back */
  for (guint i = 0; i < actions; i++)
    g_assert_true (belote_match_undo (match));
  g_assert_false (belote_match_can_undo (match));
  g_assert_false (belote_match_undo (match));
  assert_state (match, start);
}

static void
test_random_matches_undo (void)
{
  guint n = belote_test_thorough () ? 40 : 2;

  for (guint i = 0; i < n; i++)
    play_random_match (1000 + i, i % 3 == 2 ? BELOTE_SCHOOL_TOURNAMENT : BELOTE_SCHOOL_FAMILY,
                       i % 2 ? 301 : 501, TRUE);
}

static void
test_random_matches (void)
{
  guint n = belote_test_thorough () ? 400 : 20;

  for (guint i = 0; i < n; i++)
    play_random_match (i, i % 4 == 3 ? BELOTE_SCHOOL_TOURNAMENT : BELOTE_SCHOOL_FAMILY,
                       (int[]) { 301, 501, 1000 }[i % 3], FALSE);
}

/* B5, B4: the decks come from the seed, deal n from stream n */
static void
test_shuffled_decks (void)
{
  g_autoptr(BeloteMatch) match = belote_match_new (BELOTE_MODE_PLAY, BELOTE_SCHOOL_FAMILY, 501, 42, TRUE);
  BeloteCard deck[BELOTE_N_CARDS];
  g_autoptr(GError) error = NULL;
  guint changed = 0;

  g_signal_connect (match, "changed", G_CALLBACK (count_changed), &changed);
  g_assert_cmpuint (belote_match_get_first_dealer (match), ==, 2);

  /* a deck that is not the seed's: refused */
  belote_deck_shuffle (42, 1, deck);
  {
    g_autoptr(GBytes) before = match_state (match);

    g_assert_false (belote_match_start_deal (match, deck, &error));
    g_assert_error (error, BELOTE_MATCH_ERROR, BELOTE_MATCH_ERROR_DECK);
    g_clear_error (&error);
    deck[5] = deck[6];
    g_assert_false (belote_match_start_deal (match, deck, &error));
    g_assert_error (error, BELOTE_MATCH_ERROR, BELOTE_MATCH_ERROR_DECK);
    g_assert_nonnull (strstr (error->message, "twice"));
    g_clear_error (&error);
    deck[5] = 32;
    g_assert_false (belote_match_start_deal (match, deck, &error));
    g_assert_error (error, BELOTE_MATCH_ERROR, BELOTE_MATCH_ERROR_DECK);
    g_clear_error (&error);
    assert_state (match, before);
    g_assert_cmpuint (changed, ==, 0);
  }

  /* the seed's deck given: accepted, as is NULL */
  belote_deck_shuffle (42, 0, deck);
  g_assert_true (belote_match_start_deal (match, deck, &error));
  g_assert_no_error (error);
  g_assert_cmpmem (belote_match_get_current (match)->deck, sizeof deck, deck, sizeof deck);
  g_assert_cmpuint (belote_match_get_current (match)->dealer, ==, 2);
  /* B8: a void deal; the next dealer deals the next stream */
  for (guint i = 0; i < 8; i++)
    g_assert_true (belote_match_bid (match, BELOTE_BID_PASS, NULL));
  g_assert_null (belote_match_get_current (match));
  g_assert_cmpint (belote_match_get_score (match, 0)->result, ==, BELOTE_RESULT_VOID);
  g_assert_cmpuint (belote_match_get_dealer (match), ==, 3);
  g_assert_true (belote_match_start_deal (match, NULL, NULL));
  belote_deck_shuffle (42, 1, deck);
  g_assert_cmpmem (belote_match_get_current (match)->deck, sizeof deck, deck, sizeof deck);
  g_assert_cmpuint (belote_match_get_current (match)->dealer, ==, 3);
  g_assert_cmpint (belote_match_get_score (match, 1)->result, ==, BELOTE_RESULT_UNFINISHED);
  g_assert_false (belote_match_set_first_dealer (match, 0));

  /* pad actions are refused here */
  {
    BelotePadEntry entry;
    g_autoptr(GBytes) before = match_state (match);

    belote_pad_entry_init (&entry);
    entry.taker_points = 100;
    g_assert_false (belote_match_enter_deal (match, &entry, &error));
    g_assert_error (error, BELOTE_MATCH_ERROR, BELOTE_MATCH_ERROR_MODE);
    g_clear_error (&error);
    g_assert_false (belote_match_correct_last_deal (match, &entry, &error));
    g_assert_error (error, BELOTE_MATCH_ERROR, BELOTE_MATCH_ERROR_MODE);
    g_clear_error (&error);
    assert_state (match, before);
  }
}

/* Decks from outside (a real table's record) */
static void
test_outside_decks (void)
{
  g_autoptr(BeloteMatch) match = belote_match_new (BELOTE_MODE_PLAY, BELOTE_SCHOOL_FAMILY, 501, 7, FALSE);
  BeloteCard deck[BELOTE_N_CARDS];
  g_autoptr(GError) error = NULL;

  g_assert_false (belote_match_get_shuffled (match));
  g_assert_false (belote_match_start_deal (match, NULL, &error));
  g_assert_error (error, BELOTE_MATCH_ERROR, BELOTE_MATCH_ERROR_DECK);
  g_clear_error (&error);
  g_assert_true (belote_match_set_first_dealer (match, 1));
  g_assert_cmpuint (belote_match_get_dealer (match), ==, 1);
  for (guint i = 0; i < BELOTE_N_CARDS; i++)
    deck[i] = (BeloteCard) (BELOTE_N_CARDS - 1 - i);
  g_assert_true (belote_match_start_deal (match, deck, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (belote_match_get_current (match)->dealer, ==, 1);
  g_assert_true (belote_match_undo (match));
  g_assert_cmpuint (belote_match_get_n_deals (match), ==, 0);
}

/* ------------------------------------------------------------------ */
/* The pad (B28)                                                       */
/* ------------------------------------------------------------------ */

static BelotePadEntry
entry_of (gint8 taker,
          int   points)
{
  BelotePadEntry e;

  belote_pad_entry_init (&e);
  e.taker_team = taker;
  e.taker_points = points;
  return e;
}

static void
enter (BeloteMatch          *match,
       const BelotePadEntry *e)
{
  g_autoptr(GError) error = NULL;

  g_assert_true (belote_match_enter_deal (match, e, &error));
  g_assert_no_error (error);
}

static void
assert_totals (BeloteMatch *match,
               int          a,
               int          b)
{
  int totals[2];

  belote_match_get_totals (match, totals);
  g_assert_cmpint (totals[0], ==, a);
  g_assert_cmpint (totals[1], ==, b);
  check_totals (match);
}

typedef struct
{
  const char    *what;       /* a part of the message */
  BeloteSchool   school;
  BelotePadEntry entry;
} BadEntry;

static void
test_pad_refusals (void)
{
  BadEntry bad[16];
  guint n = 0;
  BelotePadEntry e;

#define BAD(text, sch) \
  G_STMT_START { bad[n].what = (text); bad[n].school = (sch); bad[n].entry = e; n++; } G_STMT_END

  e = entry_of (0, 163);
  BAD ("at most 162", BELOTE_SCHOOL_FAMILY);
  e = entry_of (1, -1);
  BAD ("negative", BELOTE_SCHOOL_FAMILY);
  e = entry_of (0, 161);
  BAD ("1 point", BELOTE_SCHOOL_FAMILY);
  e = entry_of (2, 100);
  BAD ("team that took", BELOTE_SCHOOL_FAMILY);
  e = entry_of (0, 100);
  e.capot[0] = e.capot[1] = TRUE;
  BAD ("capot", BELOTE_SCHOOL_FAMILY);
  e = entry_of (0, 100);
  e.taker_seat = 1;
  BAD ("taker", BELOTE_SCHOOL_FAMILY);
  e = entry_of (0, 100);
  e.n_announcements[1] = 1;
  e.announcements[1][0] = belote_test_carre (BELOTE_SEVEN, BELOTE_NO_SEAT);
  BAD ("sevens or eights", BELOTE_SCHOOL_FAMILY);
  e.announcements[1][0] = belote_test_carre (BELOTE_EIGHT, BELOTE_NO_SEAT);
  BAD ("sevens or eights", BELOTE_SCHOOL_FAMILY);
  e = entry_of (0, 100);
  e.n_announcements[0] = 1;
  e.n_announcements[1] = 1;
  e.announcements[0][0] = belote_test_carre (BELOTE_KING, BELOTE_NO_SEAT);
  e.announcements[1][0] = belote_test_carre (BELOTE_KING, BELOTE_NO_SEAT);
  BAD ("only one carré", BELOTE_SCHOOL_FAMILY);
  e = entry_of (0, 100);
  e.n_announcements[0] = 2;
  e.announcements[0][0] = belote_test_sequence (BELOTE_HEARTS, BELOTE_KING, 3, BELOTE_NO_SEAT);
  e.announcements[0][1] = belote_test_sequence (BELOTE_HEARTS, BELOTE_ACE, 4, BELOTE_NO_SEAT);
  BAD ("same cards", BELOTE_SCHOOL_FAMILY);
  e = entry_of (0, 100);
  e.n_announcements[1] = 1;
  e.announcements[1][0] = belote_test_sequence (BELOTE_NO_SUIT, BELOTE_ACE, 3, BELOTE_NO_SEAT);
  BAD ("tournament", BELOTE_SCHOOL_TOURNAMENT);
  e = entry_of (0, 100);
  e.n_announcements[0] = 1;
  e.n_announcements[1] = 1;
  e.announcements[0][0] = belote_test_sequence (BELOTE_NO_SUIT, BELOTE_ACE, 3, BELOTE_NO_SEAT);
  e.announcements[1][0] = belote_test_sequence (BELOTE_NO_SUIT, BELOTE_ACE, 3, BELOTE_NO_SEAT);
  BAD ("which team", BELOTE_SCHOOL_FAMILY);
  e = entry_of (0, 100);
  e.n_announcements[0] = 1;
  e.announcements[0][0] = belote_test_sequence (BELOTE_CLUBS, BELOTE_EIGHT, 4, BELOTE_NO_SEAT);
  BAD ("below the seven", BELOTE_SCHOOL_FAMILY);
  e = entry_of (0, 100);
  e.n_announcements[0] = 5;
  for (guint i = 0; i < 5; i++)
    e.announcements[0][i] = belote_test_carre ((BeloteRank) (BELOTE_NINE + i), BELOTE_NO_SEAT);
  BAD ("two hands", BELOTE_SCHOOL_FAMILY);
  e = entry_of (0, 100);
  e.belote_team = 3;
  BAD ("Belote", BELOTE_SCHOOL_FAMILY);
#undef BAD

  for (guint i = 0; i < n; i++)
    {
      g_autoptr(BeloteMatch) match = belote_match_new (BELOTE_MODE_PAD, bad[i].school, 501, 1, FALSE);
      BelotePadEntry ok = entry_of (1, 90);
      g_autoptr(GError) error = NULL;
      g_autoptr(GBytes) before = NULL;
      BeloteDealSummary summary;
      guint changed = 0;

      enter (match, &ok);
      g_signal_connect (match, "changed", G_CALLBACK (count_changed), &changed);
      before = match_state (match);

      g_assert_false (belote_pad_entry_summarize (&bad[i].entry, bad[i].school, &summary, &error));
      g_assert_error (error, BELOTE_MATCH_ERROR, BELOTE_MATCH_ERROR_PAD);
      if (strstr (error->message, bad[i].what) == NULL)
        g_error ("entry %u: \"%s\" does not say \"%s\"", i, error->message, bad[i].what);
      g_clear_error (&error);
      g_assert_false (belote_match_enter_deal (match, &bad[i].entry, &error));
      g_assert_error (error, BELOTE_MATCH_ERROR, BELOTE_MATCH_ERROR_PAD);
      g_clear_error (&error);
      g_assert_false (belote_match_correct_last_deal (match, &bad[i].entry, &error));
      g_assert_error (error, BELOTE_MATCH_ERROR, BELOTE_MATCH_ERROR_PAD);
      assert_state (match, before);
      g_assert_cmpuint (changed, ==, 0);
    }

  {
    /* the play's actions in a pad match */
    g_autoptr(BeloteMatch) match = belote_match_new (BELOTE_MODE_PAD, BELOTE_SCHOOL_FAMILY, 501, 1, FALSE);
    g_autoptr(GError) error = NULL;
    BelotePadEntry ok = entry_of (1, 90);

    g_assert_false (belote_match_correct_last_deal (match, &ok, &error));
    g_assert_error (error, BELOTE_MATCH_ERROR, BELOTE_MATCH_ERROR_PAD);
    g_clear_error (&error);
    g_assert_false (belote_match_start_deal (match, NULL, &error));
    g_assert_error (error, BELOTE_MATCH_ERROR, BELOTE_MATCH_ERROR_MODE);
    g_clear_error (&error);
    g_assert_false (belote_match_bid (match, BELOTE_BID_TAKE, &error));
    g_assert_error (error, BELOTE_MATCH_ERROR, BELOTE_MATCH_ERROR_MODE);
    g_clear_error (&error);
    g_assert_false (belote_match_play (match, 0, &error));
    g_assert_error (error, BELOTE_MATCH_ERROR, BELOTE_MATCH_ERROR_MODE);
    g_assert_false (belote_match_get_shuffled (match));
  }
}

/* B20 on the pad: asked only when what was entered cannot decide */
static void
test_pad_needs_best (void)
{
  BelotePadEntry e = entry_of (0, 100);
  BeloteDealSummary summary;

  g_assert_false (belote_pad_entry_needs_best (&e, BELOTE_SCHOOL_FAMILY));
  /* one team only */
  e.n_announcements[0] = 1;
  e.announcements[0][0] = belote_test_sequence (BELOTE_NO_SUIT, BELOTE_ACE, 3, BELOTE_NO_SEAT);
  g_assert_false (belote_pad_entry_needs_best (&e, BELOTE_SCHOOL_FAMILY));
  /* a Tierce each: cannot tell */
  e.n_announcements[1] = 1;
  e.announcements[1][0] = belote_test_sequence (BELOTE_NO_SUIT, BELOTE_ACE, 3, BELOTE_NO_SEAT);
  g_assert_true (belote_pad_entry_needs_best (&e, BELOTE_SCHOOL_FAMILY));
  g_assert_false (belote_pad_entry_needs_best (&e, BELOTE_SCHOOL_TOURNAMENT));
  /* answered */
  e.best_team = 1;
  g_assert_true (belote_pad_entry_summarize (&e, BELOTE_SCHOOL_FAMILY, &summary, NULL));
  g_assert_cmpint (summary.best_team, ==, 1);
  g_assert_cmpint (belote_summary_best_team (&summary, BELOTE_SCHOOL_FAMILY), ==, 1);
  e.best_team = BELOTE_NO_TEAM;
  /* suits and tops known, one in trump: decided */
  e.announcements[0][0] = belote_test_sequence (BELOTE_HEARTS, BELOTE_KING, 3, BELOTE_NO_SEAT);
  e.announcements[1][0] = belote_test_sequence (BELOTE_SPADES, BELOTE_KING, 3, BELOTE_NO_SEAT);
  e.trump = BELOTE_SPADES;
  g_assert_false (belote_pad_entry_needs_best (&e, BELOTE_SCHOOL_FAMILY));
  /* the same without the trump among them: the first declared, unknown */
  e.trump = BELOTE_CLUBS;
  g_assert_true (belote_pad_entry_needs_best (&e, BELOTE_SCHOOL_FAMILY));
  /* a Fifty beats a Tierce */
  e.announcements[1][0] = belote_test_sequence (BELOTE_NO_SUIT, BELOTE_ACE, 4, BELOTE_NO_SEAT);
  g_assert_false (belote_pad_entry_needs_best (&e, BELOTE_SCHOOL_FAMILY));
  /* two Hundreds, lengths not given */
  e.announcements[0][0] = belote_test_sequence (BELOTE_NO_SUIT, BELOTE_ACE, 0, BELOTE_NO_SEAT);
  e.announcements[1][0] = belote_test_sequence (BELOTE_NO_SUIT, BELOTE_ACE, 0, BELOTE_NO_SEAT);
  g_assert_true (belote_pad_entry_needs_best (&e, BELOTE_SCHOOL_FAMILY));
  /* a carré beats a Hundred; carrés by rank */
  e.announcements[1][0] = belote_test_carre (BELOTE_TEN, BELOTE_NO_SEAT);
  g_assert_false (belote_pad_entry_needs_best (&e, BELOTE_SCHOOL_FAMILY));
  e.announcements[0][0] = belote_test_carre (BELOTE_KING, BELOTE_NO_SEAT);
  g_assert_false (belote_pad_entry_needs_best (&e, BELOTE_SCHOOL_FAMILY));
  g_assert_true (belote_pad_entry_summarize (&e, BELOTE_SCHOOL_FAMILY, &summary, NULL));
  g_assert_cmpint (belote_summary_best_team (&summary, BELOTE_SCHOOL_FAMILY), ==, 0);
  /* an answer where none is needed is not used */
  e.best_team = 1;
  g_assert_true (belote_pad_entry_summarize (&e, BELOTE_SCHOOL_FAMILY, &summary, NULL));
  g_assert_cmpint (belote_summary_best_team (&summary, BELOTE_SCHOOL_FAMILY), ==, 0);
}

/* B23, B24 on the pad: dedans, litige twice, the pot received */
static void
test_pad_pot (void)
{
  g_autoptr(BeloteMatch) match = belote_match_new (BELOTE_MODE_PAD, BELOTE_SCHOOL_FAMILY, 1000, 5, FALSE);
  BelotePadEntry e;
  const BeloteDealScore *score;

  g_assert_null (belote_match_get_current (match));
  /* dedans: team 0 took with 60 */
  e = entry_of (0, 60);
  enter (match, &e);
  score = belote_match_get_score (match, 0);
  g_assert_cmpint (score->result, ==, BELOTE_RESULT_DEDANS);
  assert_totals (match, 0, 162);

  /* litige: team 1 took, 81 each */
  e = entry_of (1, 81);
  enter (match, &e);
  g_assert_cmpint (belote_match_get_score (match, 1)->result, ==, BELOTE_RESULT_LITIGE);
  g_assert_cmpint (belote_match_get_pot (match), ==, 81);
  assert_totals (match, 81, 162);

  /* litige again, team 0 with Belote: 71 + 20 against 91 */
  e = entry_of (0, 71);
  e.belote_team = 0;
  enter (match, &e);
  g_assert_cmpint (belote_match_get_score (match, 2)->result, ==, BELOTE_RESULT_LITIGE);
  g_assert_cmpint (belote_match_get_pot (match), ==, 81 + 71);
  assert_totals (match, 81 + 20, 162 + 91);

  /* made by team 1: it receives the pot */
  e = entry_of (1, 100);
  enter (match, &e);
  score = belote_match_get_score (match, 3);
  g_assert_cmpint (score->result, ==, BELOTE_RESULT_MADE);
  g_assert_cmpint (score->pot_to, ==, 1);
  g_assert_cmpint (score->scored[1], ==, 100 + 152);
  g_assert_cmpint (belote_match_get_pot (match), ==, 0);
  assert_totals (match, 101 + 62, 253 + 252);

  /* correct the last deal: team 0 was dedans-maker instead; the pot
   * goes to team 0 (the defenders) */
  {
    g_autoptr(GBytes) before = match_state (match);

    e = entry_of (1, 60);
    g_assert_true (belote_match_correct_last_deal (match, &e, NULL));
    score = belote_match_get_score (match, 3);
    g_assert_cmpint (score->result, ==, BELOTE_RESULT_DEDANS);
    g_assert_cmpint (score->pot_to, ==, 0);
    assert_totals (match, 101 + 162 + 152, 253);
    g_assert_cmpmem (belote_match_get_entry (match, 3), sizeof e, &e, sizeof e);
    g_assert_true (belote_match_undo (match));
    assert_state (match, before);
  }

  /* undo back to the litiges: the pot is back */
  g_assert_true (belote_match_undo (match));
  g_assert_cmpint (belote_match_get_pot (match), ==, 152);
  g_assert_cmpuint (belote_match_get_n_deals (match), ==, 3);
  assert_totals (match, 101, 253);
}

/* B25: both over the target, equal totals play on */
static void
test_pad_match_end (void)
{
  g_autoptr(BeloteMatch) match = belote_match_new (BELOTE_MODE_PAD, BELOTE_SCHOOL_FAMILY, 301, 9, FALSE);
  g_autoptr(GError) error = NULL;
  BelotePadEntry e;

  /* capot for team 1, who took */
  e = entry_of (1, 0);
  e.capot[1] = TRUE;
  enter (match, &e);
  g_assert_cmpint (belote_match_get_score (match, 0)->capot_team, ==, 1);
  assert_totals (match, 0, 252);
  g_assert_false (belote_match_is_over (match));

  /* team 0 takes with 107 and a carré of Jacks: 307 against 55 */
  e = entry_of (0, 107);
  e.n_announcements[0] = 1;
  e.announcements[0][0] = belote_test_carre (BELOTE_JACK, BELOTE_NO_SEAT);
  enter (match, &e);
  assert_totals (match, 307, 307);
  /* both over the target with equal totals: another deal */
  g_assert_false (belote_match_is_over (match));
  g_assert_cmpint (belote_match_get_winner (match), ==, BELOTE_NO_TEAM);

  /* team 1 makes it: both over, the higher wins */
  e = entry_of (1, 90);
  enter (match, &e);
  assert_totals (match, 307 + 72, 307 + 90);
  g_assert_true (belote_match_is_over (match));
  g_assert_cmpint (belote_match_get_winner (match), ==, 1);

  {
    g_autoptr(GBytes) before = match_state (match);

    g_assert_false (belote_match_enter_deal (match, &e, &error));
    g_assert_error (error, BELOTE_MATCH_ERROR, BELOTE_MATCH_ERROR_OVER);
    assert_state (match, before);
  }
  /* the last deal can still be corrected (and the match go on) */
  e = entry_of (1, 70);
  g_assert_true (belote_match_correct_last_deal (match, &e, NULL));
  g_assert_cmpint (belote_match_get_score (match, 2)->result, ==, BELOTE_RESULT_DEDANS);
  assert_totals (match, 307 + 162, 307);
  g_assert_cmpint (belote_match_get_winner (match), ==, 0);
  g_assert_true (belote_match_undo (match));
  g_assert_true (belote_match_undo (match));
  g_assert_false (belote_match_is_over (match));
  assert_totals (match, 307, 307);
}

/* Random pad matches: every entry undone and entered again */
static void
test_pad_random_undo (void)
{
  guint n = belote_test_thorough () ? 200 : 20;
  g_autoptr(GRand) rand = g_rand_new_with_seed (28);

  for (guint m = 0; m < n; m++)
    {
      g_autoptr(BeloteMatch) match = belote_match_new (BELOTE_MODE_PAD, BELOTE_SCHOOL_FAMILY,
                                                        (int[]) { 301, 501, 1000 }[m % 3], m, FALSE);
      g_autoptr(GBytes) start = match_state (match);
      guint entered = 0;

      while (!belote_match_is_over (match))
        {
          BelotePadEntry e = entry_of ((gint8) g_rand_int_range (rand, 0, 2),
                                       g_rand_int_range (rand, 0, 163));
          g_autoptr(GBytes) before = match_state (match);
          g_autoptr(GBytes) after = NULL;
          gboolean correct = entered > 0 && g_rand_int_range (rand, 0, 5) == 0;

          if (e.taker_points == 1 || e.taker_points == 161)
            continue;
          if (g_rand_int_range (rand, 0, 10) == 0)
            e.capot[g_rand_int_range (rand, 0, 2)] = TRUE;
          if (g_rand_int_range (rand, 0, 4) == 0)
            e.belote_team = (gint8) g_rand_int_range (rand, 0, 2);
          if (g_rand_int_range (rand, 0, 3) == 0)
            {
              guint t = (guint) g_rand_int_range (rand, 0, 2);

              e.n_announcements[t] = 1;
              e.announcements[t][0] = belote_test_sequence (BELOTE_NO_SUIT, BELOTE_ACE,
                                                            (guint) g_rand_int_range (rand, 3, 6),
                                                            BELOTE_NO_SEAT);
            }

          if (correct)
            g_assert_true (belote_match_correct_last_deal (match, &e, NULL));
          else
            {
              enter (match, &e);
              entered++;
            }
          after = match_state (match);
          check_totals (match);
          g_assert_true (belote_match_undo (match));
          assert_state (match, before);
          if (correct)
            g_assert_true (belote_match_correct_last_deal (match, &e, NULL));
          else
            enter (match, &e);
          assert_state (match, after);
          g_assert_cmpuint (belote_match_get_n_deals (match), <, 500);
        }
      while (belote_match_undo (match))
        ;
      assert_state (match, start);
    }
}

/* Names of players and teams */
static void
test_names (void)
{
  g_autoptr(BeloteMatch) match = belote_match_new (BELOTE_MODE_PAD, BELOTE_SCHOOL_TOURNAMENT, 1000, 3, FALSE);
  guint changed = 0;

  g_signal_connect (match, "changed", G_CALLBACK (count_changed), &changed);
  g_assert_cmpint (belote_match_get_school (match), ==, BELOTE_SCHOOL_TOURNAMENT);
  g_assert_cmpint (belote_match_get_target (match), ==, 1000);
  g_assert_cmpuint (belote_match_get_seed (match), ==, 3);
  g_assert_cmpint (belote_match_get_mode (match), ==, BELOTE_MODE_PAD);
  g_assert_cmpstr (belote_match_get_team_name (match, 0), ==, "Us");
  g_assert_cmpstr (belote_match_get_team_name (match, 1), ==, "Them");
  belote_match_set_player (match, 0, "Ana", FALSE, NULL);
  g_assert_cmpstr (belote_match_get_team_name (match, 0), ==, "Ana");
  belote_match_set_player (match, 2, "Ben", FALSE, NULL);
  belote_match_set_player (match, 1, "East", TRUE, "expert");
  g_assert_cmpstr (belote_match_get_team_name (match, 0), ==, "Ana & Ben");
  g_assert_cmpstr (belote_match_get_player_name (match, 1), ==, "East");
  g_assert_true (belote_match_get_player_computer (match, 1));
  g_assert_cmpstr (belote_match_get_player_level (match, 1), ==, "expert");
  g_assert_null (belote_match_get_player_level (match, 0));
  belote_match_set_team_name (match, 1, "Les Bleus");
  g_assert_cmpstr (belote_match_get_team_name (match, 1), ==, "Les Bleus");
  g_assert_cmpuint (changed, ==, 4);
  g_assert_true (belote_target_valid (301));
  g_assert_true (belote_target_valid (501));
  g_assert_true (belote_target_valid (1000));
  g_assert_false (belote_target_valid (500));
  g_assert_false (belote_target_valid (0));
}

int
main (int   argc,
      char *argv[])
{
  belote_test_init (&argc, &argv);

  g_test_add_func ("/belote/core/match/random-undo-every-action", test_random_matches_undo);
  g_test_add_func ("/belote/core/match/B25-random-matches", test_random_matches);
  g_test_add_func ("/belote/core/match/B4-B5-B8-shuffled-decks", test_shuffled_decks);
  g_test_add_func ("/belote/core/match/outside-decks", test_outside_decks);
  g_test_add_func ("/belote/core/match/B28-pad-refusals", test_pad_refusals);
  g_test_add_func ("/belote/core/match/B20-B28-pad-needs-best", test_pad_needs_best);
  g_test_add_func ("/belote/core/match/B23-B24-pad-pot", test_pad_pot);
  g_test_add_func ("/belote/core/match/B25-pad-match-end", test_pad_match_end);
  g_test_add_func ("/belote/core/match/pad-random-undo", test_pad_random_undo);
  g_test_add_func ("/belote/core/match/names", test_names);

  return g_test_run ();
}
