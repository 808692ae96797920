/* belote-explain.h — a deal's score, a bid, a card and the declarations
 * told in words, line by line (B8, B13–B24)
 *
 * SPDX-FileCopyrightText: 2026 The Balut developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "belote-cards.h"
#include "belote-deal.h"
#include "belote-score.h"

G_BEGIN_DECLS

/* The names the lines use. NULL entries (or a NULL struct) give "Us" and
 * "Them", and "South", "East", "North", "West" (B2). */
typedef struct
{
  const char *teams[BELOTE_N_TEAMS];
  const char *seats[BELOTE_N_SEATS];
} BeloteExplainNames;

/* A seat's name in the lines: names->seats[seat], else its compass
 * point, translated. */
const char *belote_explain_seat_name     (const BeloteExplainNames *names,
                                          guint                     seat);
const char *belote_explain_team_name     (const BeloteExplainNames *names,
                                          guint                     team);

/* "Tierce to the King of hearts", "Hundred to the Ace of spades",
 * "Carré of Jacks": what a player says when declaring (B16, B17, B19). */
char       *belote_explain_announcement  (const BeloteAnnouncement *a);

/* The deal's score explained, one translated line each, in the order a
 * scorer reads it: who took, card points, the last trick or capot (B14,
 * B15), the declarations and which team scores them (B20), Belote (B21),
 * deal points (B22), made / dedans / litige (B23), the pot (B24) and what
 * each team adds. A void deal (B8) has its own lines.
 * @last_trick_team: the team that won the 8th trick, or BELOTE_NO_TEAM
 * when not known (the pad): the card points are then told with it.
 * Returns: (transfer full): a NULL-terminated array of lines */
char      **belote_explain_score         (const BeloteDealSummary  *summary,
                                          const BeloteDealScore    *score,
                                          BeloteSchool              school,
                                          gint8                     last_trick_team,
                                          const BeloteExplainNames *names);
/* The same for a deal played card by card (its summary and its last
 * trick's winner are read from it). */
char      **belote_explain_played_deal   (const BeloteDeal         *deal,
                                          const BeloteDealScore    *score,
                                          const BeloteExplainNames *names);

/* What a bid says: "East passes", "East takes the hearts (turned 9 of
 * hearts)", "East names spades as trump" (B6, B7). */
char       *belote_explain_bid           (const BeloteDeal         *deal,
                                          guint                     seat,
                                          BeloteBid                 bid,
                                          const BeloteExplainNames *names);
/* "East plays the 10 of hearts"; with "Belote!"/"Rebelote!" when the
 * card says it (B21: pass the deal after the card was played). */
char       *belote_explain_play          (const BeloteDeal         *deal,
                                          guint                     seat,
                                          BeloteCard                card,
                                          const BeloteExplainNames *names);
/* The current trick in words: "Trick 3: West led the Ace of clubs, North
 * played the 7 of clubs; East is winning", or an empty trick's "Trick 3:
 * South to lead". NULL outside the play. */
char       *belote_explain_trick         (const BeloteDeal         *deal,
                                          const BeloteExplainNames *names);
/* B19, B20: every seat's declarations, shown to all once the second
 * trick has begun: "Declared: South, Tierce to the King of hearts; East,
 * Carré of Jacks. Them score their declarations (B20)." NULL when nobody
 * declared (or before the second trick). */
char       *belote_explain_declarations  (const BeloteDeal         *deal,
                                          const BeloteExplainNames *names);

G_END_DECLS
