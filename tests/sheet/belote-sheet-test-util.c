/* belote-sheet-test-util.c — Belote matches for the sheet tests and the
 * record maker
 *
 * SPDX-FileCopyrightText: 2026 The Balut developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "belote-sheet-test-util.h"

static void
enter (BeloteMatch          *match,
       const BelotePadEntry *entry)
{
  g_autoptr(GError) error = NULL;

  g_assert_true (belote_match_enter_deal (match, entry, &error));
  g_assert_no_error (error);
}

static BelotePadEntry
entry_new (gint8 taker_team,
           int   taker_points)
{
  BelotePadEntry entry;

  belote_pad_entry_init (&entry);
  entry.taker_team = taker_team;
  entry.taker_points = taker_points;
  return entry;
}

BeloteMatch *
belote_sheet_test_pad_match (const char *team0,
                             const char *team1)
{
  BeloteMatch *match = belote_match_new (BELOTE_MODE_PAD, BELOTE_SCHOOL_FAMILY, 501, 7, FALSE);
  BelotePadEntry entry;
  guint n = 0;

  if (team0 != NULL)
    belote_match_set_team_name (match, 0, team0);
  if (team1 != NULL)
    belote_match_set_team_name (match, 1, team1);

  /* made: 100 to 62 */
  entry = entry_new (0, 100);
  entry.trump = BELOTE_HEARTS;
  enter (match, &entry);
  /* dedans with the taker's Belote (B23): 70 + 20 against 92 */
  entry = entry_new (1, 70);
  entry.trump = BELOTE_SPADES;
  entry.belote_team = 1;
  enter (match, &entry);
  /* litige (B23): 81 all, the taker's 81 in the pot */
  entry = entry_new (0, 81);
  entry.trump = BELOTE_CLUBS;
  enter (match, &entry);
  /* capot by the other team, who receive the pot (B15, B24) */
  entry = entry_new (1, 0);
  entry.trump = BELOTE_DIAMONDS;
  entry.capot[1] = TRUE;
  enter (match, &entry);
  /* a Tierce against nothing (B16, B20), trump not entered */
  entry = entry_new (0, 90);
  entry.n_announcements[0] = 1;
  entry.announcements[0][0] = (BeloteAnnouncement) { BELOTE_ANNOUNCE_SEQUENCE, BELOTE_NO_SUIT,
                                                     BELOTE_KING, 3, BELOTE_NO_SEAT };
  enter (match, &entry);
  /* then contracts made in turn, to the end (B25) */
  while (!belote_match_is_over (match))
    {
      g_assert_cmpuint (n++, <, 40);
      entry = entry_new (n % 2, 110);
      entry.trump = (BeloteSuit) (n % BELOTE_N_SUITS);
      enter (match, &entry);
    }
  return match;
}

BeloteMatch *
belote_sheet_test_pad_in_progress (void)
{
  BeloteMatch *match = belote_match_new (BELOTE_MODE_PAD, BELOTE_SCHOOL_TOURNAMENT, 1000, 8, FALSE);
  BelotePadEntry entry;

  entry = entry_new (1, 130);
  entry.belote_team = 0;
  enter (match, &entry);
  entry = entry_new (1, 81);
  entry.trump = BELOTE_HEARTS;
  enter (match, &entry);
  return match;
}

static void
check (gboolean  done,
       GError   *error)
{
  g_assert_no_error (error);
  g_assert_true (done);
}

BeloteMatch *
belote_sheet_test_played_match (guint64 seed,
                                guint   n_void)
{
  BeloteMatch *match = belote_match_new (BELOTE_MODE_PLAY, BELOTE_SCHOOL_FAMILY, 1000, seed, TRUE);
  const char *names[BELOTE_N_SEATS] = { "Ana", "Émile", "Ben", "Zoë" };

  for (guint seat = 0; seat < BELOTE_N_SEATS; seat++)
    belote_match_set_player (match, seat, names[seat], FALSE, NULL);

  for (guint n = 0; !belote_match_is_over (match); n++)
    {
      GError *error = NULL;

      g_assert_cmpuint (n, <, n_void + 200);
      check (belote_match_start_deal (match, NULL, &error), error);
      if (n < n_void)
        {
          /* B8: eight passes */
          for (guint i = 0; i < 2 * BELOTE_N_SEATS; i++)
            check (belote_match_bid (match, BELOTE_BID_PASS, &error), error);
          g_assert_null (belote_match_get_current (match));
          continue;
        }
      check (belote_match_bid (match, BELOTE_BID_TAKE, &error), error);
      while (belote_match_get_current (match) != NULL)
        {
          BeloteHand legal = belote_deal_legal_cards (belote_match_get_current (match));

          g_assert_cmpuint (legal, !=, 0);
          check (belote_match_play (match, (BeloteCard) g_bit_nth_lsf (legal, -1), &error), error);
        }
    }
  return match;
}
