/* sheet-test-util.h — whole games for the sheet tests, the record
 * maker and the export benchmark
 *
 * SPDX-FileCopyrightText: 2026 The Balut developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "balut-types.h"
#include "balut-game.h"

G_BEGIN_DECLS

/* A finished game of @variant: @n_players seats (named from @names, or
 * "Player 1", … where @names is NULL or ends early) played to the end (R3),
 * dice from @seed. The first seat and every other one after it play as
 * the simple player of computer seats; the others carelessly (one throw,
 * then the first free box in sheet order), so that a game of two or more
 * players has low totals and negative points (R20) as well as good ones. */
BalutGame *sheet_test_play_game (BalutVariant        variant,
                                 guint               n_players,
                                 guint64             seed,
                                 const char * const *names);

/* "+2", "0", "−4" and "17", "−2": what the sheet prints, written out here
 * rather than taken from balut-format.c so that the tests check the
 * format (a real minus sign, U+2212) and not only that the renderer calls
 * the formatter. */
char      *sheet_test_format_points (gint points);
char      *sheet_test_format_number (gint number);

G_END_DECLS
