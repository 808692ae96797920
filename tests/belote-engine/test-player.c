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
      levels[i % BELOTE_N_SEATS] = (BeloteLevel) (i / 2 % BELOTE_N_LEVELS);
      if (play_deal (levels, school, 1000 + i, &deal) == BELOTE_PHASE_DONE)
        played++;
      for (guint s = 0; s < BELOTE_N_SEATS; s++)
        declared += deal.n_declared[s];
    }
  g_assert_cmpuint (played, >, n / 4);
  g_assert_cmpuint (declared, >, 0);
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
  return g_test_run ();
}
