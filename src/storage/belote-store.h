/* belote-store.h — Belote's finished matches in the store: recorded once,
 * and read for the views (matches won and lost by name, biggest margins,
 * capots, dedans as taker, the history) (no GTK)
 *
 * The store is one object, BalutStore, for both games (balut-store.h:
 * opening, recovery, read-only files, the history export): Belote's
 * matches are rows of tables of their own (schema 5), beside Balut's
 * games, which they never touch.
 *
 * SPDX-FileCopyrightText: 2026 The Balut developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "balut-store.h"
#include "belote-match.h"

G_BEGIN_DECLS

/* A finished match, as the history and the margins list it */
typedef struct
{
  gint64        match_id;
  GDateTime    *date;                          /* when it finished, local time */
  BeloteSchool  school;                        /* B26, B27 */
  int           target;                        /* B3 */
  BeloteMode    mode;                          /* played, or kept on the pad (B28) */
  gboolean      assisted;                      /* the record says "assisted": true */
  char         *team_names[BELOTE_N_TEAMS];
  char         *player_names[BELOTE_N_SEATS];  /* "" for a seat the table did not name */
  gboolean      computer[BELOTE_N_SEATS];
  int           totals[BELOTE_N_TEAMS];
  gint8         winner;                        /* B25: a team; BELOTE_NO_TEAM only in a damaged row */
  guint         n_deals;                       /* void deals included (B8) */
  guint         capots[BELOTE_N_TEAMS];        /* B15: deals in which the team took every trick */
  guint         taken[BELOTE_N_TEAMS];         /* deals the team took (B6, B7) */
  guint         dedans[BELOTE_N_TEAMS];        /* of them, dedans (B23) */
} BeloteMatchSummary;

/* What the store knows of one name over its matches. A name is a
 * person's seat; in a match whose table named only its teams, the team's
 * name stands for its two players. */
typedef struct
{
  char  *name;
  guint  n_matches;
  guint  n_won;
  guint  n_lost;
  /* deals this name took, when the taker's seat is known (a played
   * match always; the pad when the table said who took), or its team's
   * when the name is a team's; and of them, dedans (B23) */
  guint  n_taken;
  guint  n_dedans;
  guint  n_capots;        /* B15: capots its team made */
  int    best_margin;     /* the largest lead of a match it won; 0 when none */
} BelotePlayerStats;

/* Records @match (finished, B25), its record written by
 * belote_record_to_data (), in one transaction: when this returns the
 * match is on the disk. The same record, to the byte, is the same
 * match: recorded once, its id returned again. @finished: when the
 * match ended; %NULL for now. Returns the match's id, or 0 with @error
 * set. */
gint64      balut_store_add_belote_match      (BalutStore        *self,
                                               BeloteMatch       *match,
                                               GDateTime         *finished,
                                               GError           **error);
/* The same from a record's text (kept byte for byte): a record that
 * does not load (belote_record_load_data ()) or whose match has not
 * ended is refused. */
gint64      balut_store_add_belote_record     (BalutStore        *self,
                                               const char        *record,
                                               gssize             length,
                                               GDateTime         *finished,
                                               GError           **error);
/* Takes a match out (its last deal undone after it was recorded);
 * BALUT_STORE_ERROR_NOT_FOUND when there is no such match. */
gboolean    balut_store_delete_belote_match   (BalutStore        *self,
                                               gint64             match_id,
                                               GError           **error);

/* How many matches the store holds (0 for a file older than schema 5);
 * FALSE with @error set when it cannot be read. */
gboolean    balut_store_count_belote_matches  (BalutStore        *self,
                                               guint             *n_matches,
                                               GError           **error);
/* A page of the history, newest first; @limit 0: every match.
 * (transfer full) (element-type BeloteMatchSummary), or NULL with @error. */
GPtrArray  *balut_store_list_belote_matches   (BalutStore        *self,
                                               guint              offset,
                                               guint              limit,
                                               GError           **error);
/* The matches won by the largest lead (|total0 − total1|), largest
 * first, then the earlier; @limit 0: all. (element-type BeloteMatchSummary) */
GPtrArray  *balut_store_list_belote_margins   (BalutStore        *self,
                                               guint              limit,
                                               GError           **error);
/* Every person's name (see BelotePlayerStats), most matches first, then
 * the most recent, then by name. (element-type BelotePlayerStats) */
GPtrArray  *balut_store_list_belote_players   (BalutStore        *self,
                                               GError           **error);
/* The match's record, as it was recorded; BALUT_STORE_ERROR_NOT_FOUND
 * when there is no such match. */
char       *balut_store_load_belote_record    (BalutStore        *self,
                                               gint64             match_id,
                                               GError           **error);

/* B23: dedans / taken, 0 … 1 (0 when nothing was taken) */
double      belote_player_stats_dedans_rate   (const BelotePlayerStats *stats);
/* The winner's lead, ≥ 0 */
int         belote_match_summary_margin       (const BeloteMatchSummary *summary);

void        belote_match_summary_free         (BeloteMatchSummary *summary);
void        belote_player_stats_free          (BelotePlayerStats  *stats);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (BeloteMatchSummary, belote_match_summary_free)
G_DEFINE_AUTOPTR_CLEANUP_FUNC (BelotePlayerStats, belote_player_stats_free)

G_END_DECLS
