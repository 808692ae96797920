/* belote-test-matches.c — Belote matches for the tests
 *
 * SPDX-FileCopyrightText: 2026 The Balut developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "belote-test-matches.h"

BeloteMatch *
belote_test_pad_match (int                    target,
                       const char * const    *names,
                       const char            *team0,
                       const char            *team1,
                       const BeloteTestDeal  *deals,
                       guint                  n_deals)
{
  BeloteMatch *match = belote_match_new (BELOTE_MODE_PAD, BELOTE_SCHOOL_FAMILY, target, 0, FALSE);

  for (guint seat = 0; names != NULL && seat < BELOTE_N_SEATS; seat++)
    if (names[seat] != NULL)
      belote_match_set_player (match, seat, names[seat], FALSE, NULL);
  if (team0 != NULL)
    belote_match_set_team_name (match, 0, team0);
  if (team1 != NULL)
    belote_match_set_team_name (match, 1, team1);

  for (guint n = 0; n < n_deals; n++)
    {
      g_autoptr(GError) error = NULL;
      BelotePadEntry entry;

      belote_pad_entry_init (&entry);
      entry.taker_team = deals[n].taker_team;
      entry.taker_seat = deals[n].taker_seat;
      entry.taker_points = deals[n].taker_points;
      if (deals[n].capot_team == 0 || deals[n].capot_team == 1)
        entry.capot[deals[n].capot_team] = TRUE;
      g_assert_true (belote_match_enter_deal (match, &entry, &error));
      g_assert_no_error (error);
    }
  return match;
}

BeloteMatch *
belote_test_played_match (guint64              seed,
                          int                  target,
                          const char * const  *names,
                          guint                computer_mask)
{
  BeloteMatch *match = belote_match_new (BELOTE_MODE_PLAY, BELOTE_SCHOOL_FAMILY, target, seed, TRUE);
  g_autoptr(GRand) rand = g_rand_new_with_seed ((guint32) seed);
  guint guard = 0;

  for (guint seat = 0; seat < BELOTE_N_SEATS; seat++)
    belote_match_set_player (match, seat, names != NULL ? names[seat] : NULL,
                             (computer_mask >> seat) & 1, (computer_mask >> seat) & 1 ? "expert" : NULL);

  while (!belote_match_is_over (match))
    {
      g_autoptr(GError) error = NULL;
      const BeloteDeal *deal = belote_match_get_current (match);

      g_assert_cmpuint (++guard, <, 100000);
      if (deal == NULL)
        {
          g_assert_true (belote_match_start_deal (match, NULL, &error));
          g_assert_no_error (error);
          continue;
        }
      if (deal->phase == BELOTE_PHASE_BID_FIRST || deal->phase == BELOTE_PHASE_BID_SECOND)
        {
          /* take one time in three, in the first round the turned suit,
           * in the second a suit allowed */
          BeloteBid bid = BELOTE_BID_PASS;

          if (g_rand_int_range (rand, 0, 3) == 0)
            {
              if (deal->phase == BELOTE_PHASE_BID_FIRST)
                bid = BELOTE_BID_TAKE;
              else
                for (BeloteSuit suit = BELOTE_CLUBS; suit <= BELOTE_SPADES; suit++)
                  if (belote_deal_bid_allowed (deal, BELOTE_BID_SUIT (suit)))
                    {
                      bid = BELOTE_BID_SUIT (suit);
                      break;
                    }
            }
          g_assert_true (belote_match_bid (match, bid, &error));
        }
      else
        {
          BeloteHand legal = belote_deal_legal_cards (deal);
          guint n = belote_hand_count (legal);
          guint pick = (guint) g_rand_int_range (rand, 0, (gint32) n);
          BeloteCard card = BELOTE_NO_CARD;

          g_assert_cmpuint (n, >, 0);
          for (BeloteCard c = 0; c < BELOTE_N_CARDS; c++)
            if (BELOTE_HAND_HAS (legal, c) && pick-- == 0)
              {
                card = c;
                break;
              }
          g_assert_true (belote_match_play (match, card, &error));
        }
      g_assert_no_error (error);
    }
  return match;
}
