/* belote-test-util.h — helpers and a reference model shared by Belote's
 * core tests
 *
 * The reference (points, trick winner, legal cards) is written from the
 * rules' text again, differently from the library, so that the two must
 * agree rather than share a mistake.
 *
 * SPDX-FileCopyrightText: 2026 The Balut developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <glib.h>

#include "belote-cards.h"

G_BEGIN_DECLS

void               belote_test_init      (int         *argc,
                                          char      ***argv);
/* Whether the long randomized batches run whole: `-m thorough`, or
 * BALUT_TEST_THOROUGH=1 (`meson test --setup thorough`) */
gboolean           belote_test_thorough  (void);

/* "7H 8H 9H" */
BeloteHand         belote_test_hand      (const char  *cards);
BeloteCard         belote_test_card      (const char  *card);
BeloteAnnouncement belote_test_sequence  (BeloteSuit   suit,
                                          BeloteRank   top,
                                          guint        length,
                                          gint8        seat);
BeloteAnnouncement belote_test_carre     (BeloteRank   rank,
                                          gint8        seat);

/* The reference model */
/* B13, read from a table of the rules' text */
int                belote_test_points    (BeloteCard   card,
                                          BeloteSuit   trump);
/* B11: the seat that wins the n cards of a trick led by leader */
gint8              belote_test_winner    (const BeloteCard *cards,
                                          guint        n,
                                          gint8        leader,
                                          BeloteSuit   trump);
/* B12: whether seat, holding hand, may play card on the n cards of the
 * trick led by leader */
gboolean           belote_test_may_play  (BeloteHand   hand,
                                          BeloteCard   card,
                                          const BeloteCard *trick,
                                          guint        n,
                                          gint8        leader,
                                          gint8        seat,
                                          BeloteSuit   trump);

G_END_DECLS
