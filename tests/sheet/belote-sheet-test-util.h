/* belote-sheet-test-util.h — Belote matches for the sheet tests and the
 * record maker
 *
 * SPDX-FileCopyrightText: 2026 The Balut developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "belote-match.h"

G_BEGIN_DECLS

/* A match kept on the scoring pad (B28), to 501, played to its end: a
 * contract made, a dedans with the taker's Belote (B21, B23), a litige
 * and the pot received by a capot (B15, B23, B24), announcements (B20),
 * then deals made in turn until a team passes the target (B25). The
 * teams are named @team0 and @team1 (NULL: "Us" and "Them"). */
BeloteMatch *belote_sheet_test_pad_match      (const char *team0,
                                               const char *team1);
/* A pad match still going: two deals, the second a litige, so that its
 * pot is held (B24). */
BeloteMatch *belote_sheet_test_pad_in_progress (void);
/* A match played card by card to 1000 from @seed: its first @n_void
 * deals all pass (B8), then in each deal the first bidder takes and
 * every seat plays its first legal card (B12), to the end (B25). Long
 * enough to take several pages. */
BeloteMatch *belote_sheet_test_played_match   (guint64     seed,
                                               guint       n_void);

G_END_DECLS
