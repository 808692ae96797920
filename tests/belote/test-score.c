/* test-score.c — scoring a deal, the pot and the match's end (B14, B15,
 * B21–B25)
 *
 * SPDX-FileCopyrightText: 2026 The Balut developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include <string.h>

#include "belote-score.h"
#include "belote-test-util.h"

/* A summary: taker's team, its card points with the last trick (the
 * defenders have 162 minus them), Belote's team */
static BeloteDealSummary
deal (gint8 taker,
      int   taker_points,
      gint8 belote)
{
  BeloteDealSummary s;

  belote_summary_init (&s);
  s.taker_team = taker;
  s.taker_seat = taker;
  s.trump = BELOTE_HEARTS;
  s.card_points[taker] = taker_points;
  s.card_points[1 - taker] = BELOTE_DEAL_POINTS_TOTAL - taker_points;
  s.belote_team = belote;
  s.first_leader = 1;
  return s;
}

static void
test_summary_init (void)
{
  BeloteDealSummary a, b;

  memset (&a, 0x5a, sizeof a);
  memset (&b, 0xa5, sizeof b);
  belote_summary_init (&a);
  belote_summary_init (&b);
  g_assert_cmpmem (&a, sizeof a, &b, sizeof b);
  g_assert_cmpint (a.taker_team, ==, BELOTE_NO_TEAM);
  g_assert_cmpint (a.trump, ==, BELOTE_NO_SUIT);
  g_assert_cmpint (a.capot_team, ==, BELOTE_NO_TEAM);
  g_assert_cmpint (a.belote_team, ==, BELOTE_NO_TEAM);
  g_assert_cmpint (a.best_team, ==, BELOTE_NO_TEAM);
  g_assert_cmpint (a.first_leader, ==, BELOTE_NO_SEAT);
}

/* B23: made */
static void
test_made (void)
{
  BeloteDealSummary s = deal (1, 100, 1);
  BeloteDealScore score;

  belote_score_deal (&s, BELOTE_SCHOOL_FAMILY, 0, &score);
  g_assert_cmpint (score.result, ==, BELOTE_RESULT_MADE);
  g_assert_cmpstr (belote_result_to_string (score.result), ==, "made");
  g_assert_cmpint (score.card_points[0], ==, 62);
  g_assert_cmpint (score.card_points[1], ==, 100);
  g_assert_cmpint (score.belote[1], ==, 20);
  g_assert_cmpint (score.deal_points[0], ==, 62);
  g_assert_cmpint (score.deal_points[1], ==, 120);
  g_assert_cmpint (score.scored[0], ==, 62);
  g_assert_cmpint (score.scored[1], ==, 120);
  g_assert_cmpint (score.pot_after, ==, 0);
  g_assert_cmpint (score.pot_to, ==, BELOTE_NO_TEAM);

  /* made thanks to its announcements: 72 + 20 (Tierce) + 0 against 90 */
  s = deal (0, 72, BELOTE_NO_TEAM);
  s.n_announcements[0] = 1;
  s.announcements[0][0] = belote_test_sequence (BELOTE_CLUBS, BELOTE_KING, 3, 1 + 1);
  belote_score_deal (&s, BELOTE_SCHOOL_FAMILY, 0, &score);
  g_assert_cmpint (score.result, ==, BELOTE_RESULT_MADE);
  g_assert_cmpint (score.scored[0], ==, 92);
  g_assert_cmpint (score.scored[1], ==, 90);
  /* the same deal under tournament rules: dedans */
  belote_score_deal (&s, BELOTE_SCHOOL_TOURNAMENT, 0, &score);
  g_assert_cmpint (score.result, ==, BELOTE_RESULT_DEDANS);
  g_assert_cmpint (score.scored[0], ==, 0);
  g_assert_cmpint (score.scored[1], ==, 162);
}

/* B23: dedans; Belote stays with the taker's team */
static void
test_dedans (void)
{
  BeloteDealSummary s = deal (0, 60, 0);
  BeloteDealScore score;

  /* 60 + 20 against 102 */
  belote_score_deal (&s, BELOTE_SCHOOL_FAMILY, 0, &score);
  g_assert_cmpint (score.result, ==, BELOTE_RESULT_DEDANS);
  g_assert_cmpstr (belote_result_to_string (score.result), ==, "dedans");
  g_assert_cmpint (score.deal_points[0], ==, 80);
  g_assert_cmpint (score.deal_points[1], ==, 102);
  g_assert_cmpint (score.scored[0], ==, 20);
  g_assert_cmpint (score.scored[1], ==, 102 + 60);

  /* the defenders' Belote is theirs as well */
  s = deal (0, 70, 1);
  belote_score_deal (&s, BELOTE_SCHOOL_FAMILY, 0, &score);
  g_assert_cmpint (score.result, ==, BELOTE_RESULT_DEDANS);
  g_assert_cmpint (score.scored[0], ==, 0);
  g_assert_cmpint (score.scored[1], ==, 92 + 20 + 70);

  /* the taker's announcements go to the defenders */
  s = deal (1, 40, BELOTE_NO_TEAM);
  s.n_announcements[1] = 1;
  s.announcements[1][0] = belote_test_sequence (BELOTE_SPADES, BELOTE_ACE, 4, 3);
  belote_score_deal (&s, BELOTE_SCHOOL_FAMILY, 0, &score);
  g_assert_cmpint (score.result, ==, BELOTE_RESULT_DEDANS);
  g_assert_cmpint (score.scored[1], ==, 0);
  g_assert_cmpint (score.scored[0], ==, 122 + 40 + 50);
}

/* B15: capot */
static void
test_capot (void)
{
  BeloteDealSummary s;
  BeloteDealScore score;

  belote_summary_init (&s);
  s.taker_team = 0;
  s.trump = BELOTE_SPADES;
  s.card_points[0] = BELOTE_CARD_POINTS_TOTAL + BELOTE_CAPOT_BONUS;
  s.capot_team = 0;
  belote_score_deal (&s, BELOTE_SCHOOL_FAMILY, 0, &score);
  g_assert_cmpint (score.result, ==, BELOTE_RESULT_MADE);
  g_assert_cmpint (score.capot_team, ==, 0);
  g_assert_cmpint (score.scored[0], ==, 252);
  g_assert_cmpint (score.scored[1], ==, 0);

  /* the defenders take every trick */
  s.taker_team = 1;
  belote_score_deal (&s, BELOTE_SCHOOL_FAMILY, 0, &score);
  g_assert_cmpint (score.result, ==, BELOTE_RESULT_DEDANS);
  g_assert_cmpint (score.scored[0], ==, 252);
  g_assert_cmpint (score.scored[1], ==, 0);
}

/* B23, B24: litige, the pot carried over two litiges, then received */
static void
test_litige_pot (void)
{
  BeloteDealSummary s;
  BeloteDealScore score;
  int pot = 0;

  /* 81 against 81: team 1 took */
  s = deal (1, 81, BELOTE_NO_TEAM);
  belote_score_deal (&s, BELOTE_SCHOOL_FAMILY, pot, &score);
  g_assert_cmpint (score.result, ==, BELOTE_RESULT_LITIGE);
  g_assert_cmpstr (belote_result_to_string (score.result), ==, "litige");
  g_assert_cmpint (score.scored[0], ==, 81);
  g_assert_cmpint (score.scored[1], ==, 0);
  g_assert_cmpint (score.pot_before, ==, 0);
  g_assert_cmpint (score.pot_after, ==, 81);
  g_assert_cmpint (score.pot_to, ==, BELOTE_NO_TEAM);
  pot = score.pot_after;

  /* a void deal leaves the pot (B8, B24) */
  belote_summary_init (&s);
  belote_score_deal (&s, BELOTE_SCHOOL_FAMILY, pot, &score);
  g_assert_cmpint (score.result, ==, BELOTE_RESULT_VOID);
  g_assert_cmpint (score.scored[0], ==, 0);
  g_assert_cmpint (score.scored[1], ==, 0);
  g_assert_cmpint (score.pot_after, ==, 81);
  g_assert_cmpint (score.pot_to, ==, BELOTE_NO_TEAM);

  /* second litige, with Belote for the taker's team: 71 + 20 = 91 each;
   * the taker keeps its 20, 71 go to the pot */
  s = deal (0, 71, 0);
  belote_score_deal (&s, BELOTE_SCHOOL_FAMILY, pot, &score);
  g_assert_cmpint (score.result, ==, BELOTE_RESULT_LITIGE);
  g_assert_cmpint (score.scored[0], ==, 20);
  g_assert_cmpint (score.scored[1], ==, 91);
  g_assert_cmpint (score.pot_after, ==, 81 + 71);
  pot = score.pot_after;

  /* the next deal is dedans: the defenders (team 0) receive the pot */
  s = deal (1, 50, BELOTE_NO_TEAM);
  belote_score_deal (&s, BELOTE_SCHOOL_FAMILY, pot, &score);
  g_assert_cmpint (score.result, ==, BELOTE_RESULT_DEDANS);
  g_assert_cmpint (score.pot_before, ==, 152);
  g_assert_cmpint (score.pot_after, ==, 0);
  g_assert_cmpint (score.pot_to, ==, 0);
  g_assert_cmpint (score.scored[0], ==, 162 + 152);
  g_assert_cmpint (score.scored[1], ==, 0);

  /* or made: the taker's team receives it */
  s = deal (1, 120, BELOTE_NO_TEAM);
  belote_score_deal (&s, BELOTE_SCHOOL_FAMILY, pot, &score);
  g_assert_cmpint (score.result, ==, BELOTE_RESULT_MADE);
  g_assert_cmpint (score.pot_to, ==, 1);
  g_assert_cmpint (score.scored[1], ==, 120 + 152);
  g_assert_cmpint (score.scored[0], ==, 42);
}

/* B25 */
static void
test_match_over (void)
{
  struct { int a, b, target; gboolean over; gint8 winner; } cases[] = {
    { 0, 0, 501, FALSE, BELOTE_NO_TEAM },
    { 500, 499, 501, FALSE, BELOTE_NO_TEAM },
    { 501, 300, 501, TRUE, 0 },
    { 300, 502, 501, TRUE, 1 },
    { 620, 540, 501, TRUE, 0 },     /* both over: the higher */
    { 540, 620, 501, TRUE, 1 },
    { 560, 560, 501, FALSE, BELOTE_NO_TEAM },  /* equal: another deal */
    { 301, 0, 301, TRUE, 0 },
    { 999, 998, 1000, FALSE, BELOTE_NO_TEAM },
    { 1000, 1000, 1000, FALSE, BELOTE_NO_TEAM },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      int totals[2] = { cases[i].a, cases[i].b };
      gint8 winner = 42;

      g_assert_cmpint (belote_match_over (totals, cases[i].target, &winner), ==, cases[i].over);
      g_assert_cmpint (winner, ==, cases[i].winner);
    }
}

int
main (int   argc,
      char *argv[])
{
  belote_test_init (&argc, &argv);

  g_test_add_func ("/belote/core/score/summary-init", test_summary_init);
  g_test_add_func ("/belote/core/score/B23-made", test_made);
  g_test_add_func ("/belote/core/score/B23-dedans", test_dedans);
  g_test_add_func ("/belote/core/score/B15-capot", test_capot);
  g_test_add_func ("/belote/core/score/B24-litige-pot", test_litige_pot);
  g_test_add_func ("/belote/core/score/B25-match-over", test_match_over);

  return g_test_run ();
}
