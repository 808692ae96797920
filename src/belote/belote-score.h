/* belote-score.h — scoring one deal (B13–B15, B20–B24)
 *
 * A deal played card by card (belote-deal.h) and a deal entered on the
 * scoring pad (B28) both come down to a BeloteDealSummary: who took, the
 * card points, the capot, what each team declared, who had Belote. One
 * routine scores it, so the program and the pad cannot disagree.
 *
 * SPDX-FileCopyrightText: 2026 The Balut developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "belote-cards.h"

G_BEGIN_DECLS

#define BELOTE_CARD_POINTS_TOTAL  152   /* B13 */
#define BELOTE_LAST_TRICK         10    /* B14 */
#define BELOTE_DEAL_POINTS_TOTAL  162   /* B14 */
#define BELOTE_CAPOT_BONUS        100   /* B15 */
#define BELOTE_BELOTE_POINTS      20    /* B21 */
#define BELOTE_MAX_ANNOUNCEMENTS  16    /* per team */

typedef enum
{
  BELOTE_RESULT_MADE,        /* B23 */
  BELOTE_RESULT_DEDANS,      /* B23 */
  BELOTE_RESULT_LITIGE,      /* B23 */
  BELOTE_RESULT_VOID,        /* B8 */
  BELOTE_RESULT_UNFINISHED,  /* a deal still being played */
} BeloteResult;

/* "made", "dedans", "litige", "void", "unfinished" (records, --json). */
const char *belote_result_to_string (BeloteResult result);

typedef struct
{
  gint8              taker_team;    /* 0 or 1; BELOTE_NO_TEAM for a void deal */
  gint8              taker_seat;    /* BELOTE_NO_SEAT when not known (the pad) */
  BeloteSuit         trump;         /* BELOTE_NO_SUIT when not known (the pad) */
  /* B13–B15: each team's card points including the last trick (B14) or
   * the capot's 100 (B15): they add up to 162, or 252 with a capot. */
  int                card_points[BELOTE_N_TEAMS];
  gint8              capot_team;    /* the team that took all 8 tricks, or BELOTE_NO_TEAM */
  guint              n_announcements[BELOTE_N_TEAMS];
  BeloteAnnouncement announcements[BELOTE_N_TEAMS][BELOTE_MAX_ANNOUNCEMENTS];
  /* B20's last rule: the seat that leads the first trick; declarations
   * are ranked by their seat's place in the playing order from it. */
  gint8              first_leader;  /* BELOTE_NO_SEAT when not known */
  /* The pad's answer when B20 cannot decide from what was entered
   * (belote_summary_best_team () returned BELOTE_NO_TEAM); else BELOTE_NO_TEAM. */
  gint8              best_team;
  gint8              belote_team;   /* B21: the team that held K and Q of trump, or BELOTE_NO_TEAM */
} BeloteDealSummary;

typedef struct
{
  BeloteResult result;
  gint8        taker_team;
  BeloteSuit   trump;
  int          card_points[BELOTE_N_TEAMS];    /* B13–B15 */
  int          announcements[BELOTE_N_TEAMS];  /* B20: what each team's declarations count */
  int          belote[BELOTE_N_TEAMS];         /* B21 */
  int          deal_points[BELOTE_N_TEAMS];    /* B22 */
  gint8        capot_team;
  gint8        announcements_team;             /* the team whose declarations scored, or BELOTE_NO_TEAM */
  int          scored[BELOTE_N_TEAMS];         /* B23–B24: added to the totals, a pot received included */
  int          pot_before;                     /* B24 */
  int          pot_after;
  gint8        pot_to;                         /* the team that received the pot, or BELOTE_NO_TEAM */
} BeloteDealScore;

/* A summary for a void deal / an empty one to fill. */
void   belote_summary_init       (BeloteDealSummary *summary);

/* B20: the team whose declarations score: the team with the best single
 * announcement; BELOTE_NO_TEAM when neither declared anything worth
 * points, or when what was entered cannot decide it (equal best
 * announcements whose seats are not known: the pad then asks). A summary
 * with best_team set returns it. */
gint8  belote_summary_best_team  (const BeloteDealSummary *summary,
                                  BeloteSchool             school);

/* B22–B24: scores a deal. pot is the pot held before the deal (B24). In
 * tournament rules (B27) announcements count nothing. */
void   belote_score_deal         (const BeloteDealSummary *summary,
                                  BeloteSchool             school,
                                  int                      pot,
                                  BeloteDealScore         *out);

/* B25: whether a match with these totals has ended, and who won
 * (BELOTE_NO_TEAM while it goes on: nobody reached the target, or equal
 * totals). */
gboolean belote_match_over       (const int totals[BELOTE_N_TEAMS],
                                  int       target,
                                  gint8    *winner);

G_END_DECLS
