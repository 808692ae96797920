/* belote-test-matches.h — Belote matches for the store's tests and the
 * scores window's: kept on the pad deal by deal as the test says, or
 * played to the end with legal cards
 *
 * SPDX-FileCopyrightText: 2026 The Balut developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "belote-match.h"

G_BEGIN_DECLS

/* One deal as a table enters it on the pad (B28) */
typedef struct
{
  gint8 taker_team;    /* 0 or 1 */
  gint8 taker_seat;    /* BELOTE_NO_SEAT when the table did not say */
  int   taker_points;  /* with the last trick; ignored with a capot */
  gint8 capot_team;    /* BELOTE_NO_TEAM, or the team that took every trick */
} BeloteTestDeal;

/* A pad match (family rules) to @target: @names the four seats' names
 * (NULL, or NULL entries: not named), @team0/@team1 the teams' names
 * (NULL: none), and @deals entered one by one. Fails the test if an
 * entry is refused. */
BeloteMatch *belote_test_pad_match    (int                    target,
                                       const char * const    *names,
                                       const char            *team0,
                                       const char            *team1,
                                       const BeloteTestDeal  *deals,
                                       guint                  n_deals);

/* A match played card by card from @seed (shuffled, family rules) to
 * @target: bids and cards chosen by a generator of @seed among the
 * legal ones, until the match ends (B25). Seats in @computer_mask
 * (bit = seat) are computers. */
BeloteMatch *belote_test_played_match (guint64                seed,
                                       int                    target,
                                       const char * const    *names,
                                       guint                  computer_mask);

G_END_DECLS
