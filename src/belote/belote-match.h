/* belote-match.h — a match of Belote: its deals, totals, pot and end
 *
 * A match is played card by card (BELOTE_MODE_PLAY: the program deals,
 * from the seed when it shuffles) or kept on the scoring pad
 * (BELOTE_MODE_PAD, B28: the table plays with real cards and enters each
 * deal's outcome). Both score through belote_score_deal (). Every action
 * can be undone to the exact state before it; a refused action changes
 * nothing. "changed" is emitted after every change.
 *
 * SPDX-FileCopyrightText: 2026 The Balut developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <glib-object.h>

#include "belote-cards.h"
#include "belote-deal.h"
#include "belote-score.h"

G_BEGIN_DECLS

#define BELOTE_MATCH_ERROR (belote_match_error_quark ())

typedef enum
{
  BELOTE_MATCH_ERROR_OVER,     /* the match has ended (B25) */
  BELOTE_MATCH_ERROR_MODE,     /* a pad action in a played match or back */
  BELOTE_MATCH_ERROR_PAD,      /* an impossible pad entry (B28) */
  BELOTE_MATCH_ERROR_DECK,     /* a deck that is not the 32 cards once each */
} BeloteMatchError;

GQuark belote_match_error_quark (void);

typedef enum
{
  BELOTE_MODE_PLAY,
  BELOTE_MODE_PAD,
} BeloteMode;

#define BELOTE_DEFAULT_TARGET 501   /* B3 */

/* B3: 301, 501 or 1000. */
gboolean belote_target_valid (int target);

/* B28: one deal as the table enters it. */
typedef struct
{
  gint8              taker_team;      /* 0 or 1 */
  gint8              taker_seat;      /* optional: BELOTE_NO_SEAT */
  BeloteSuit         trump;           /* optional: BELOTE_NO_SUIT */
  int                taker_points;    /* 0–162 with the last trick; ignored with a capot */
  gboolean           capot[BELOTE_N_TEAMS];
  guint              n_announcements[BELOTE_N_TEAMS];
  BeloteAnnouncement announcements[BELOTE_N_TEAMS][BELOTE_MAX_ANNOUNCEMENTS];
  gint8              best_team;       /* the table's answer when asked (B20), else BELOTE_NO_TEAM */
  gint8              belote_team;     /* BELOTE_NO_TEAM when nobody had it */
} BelotePadEntry;

void     belote_pad_entry_init       (BelotePadEntry          *entry);
/* Checks an entry (points over 162, a capot for both teams, a carré of
 * sevens, announcements under tournament rules, a carré declared twice…)
 * and turns it into a summary; FALSE with what is wrong, translated. */
gboolean belote_pad_entry_summarize  (const BelotePadEntry    *entry,
                                      BeloteSchool             school,
                                      BeloteDealSummary       *out,
                                      GError                 **error);
/* Whether the pad must ask which team's announcement was best (B20
 * cannot decide it from what was entered). */
gboolean belote_pad_entry_needs_best (const BelotePadEntry    *entry,
                                      BeloteSchool             school);

#define BELOTE_TYPE_MATCH (belote_match_get_type ())
G_DECLARE_FINAL_TYPE (BeloteMatch, belote_match, BELOTE, MATCH, GObject)

/* shuffled: TRUE when the program deals every deck from the seed
 * (belote_deck_shuffle ()); FALSE when decks come from outside
 * (belote_match_start_deal () with a deck). Pad matches ignore it. */
BeloteMatch  *belote_match_new               (BeloteMode    mode,
                                              BeloteSchool  school,
                                              int           target,
                                              guint64       seed,
                                              gboolean      shuffled);

BeloteMode    belote_match_get_mode          (BeloteMatch  *self);
BeloteSchool  belote_match_get_school        (BeloteMatch  *self);
int           belote_match_get_target        (BeloteMatch  *self);
guint64       belote_match_get_seed          (BeloteMatch  *self);
gboolean      belote_match_get_shuffled      (BeloteMatch  *self);

/* Players by seat (B2) and, for the pad, the teams' names ("Us", "Them"
 * or what the table typed). level is NULL for a person. */
void          belote_match_set_player        (BeloteMatch  *self,
                                              guint         seat,
                                              const char   *name,
                                              gboolean      computer,
                                              const char   *level);
const char   *belote_match_get_player_name   (BeloteMatch  *self,
                                              guint         seat);
gboolean      belote_match_get_player_computer (BeloteMatch *self,
                                              guint         seat);
const char   *belote_match_get_player_level  (BeloteMatch  *self,
                                              guint         seat);
void          belote_match_set_team_name     (BeloteMatch  *self,
                                              guint         team,
                                              const char   *name);
/* The team's name: the one set, else its players' names ("Ana & Ben"). */
const char   *belote_match_get_team_name     (BeloteMatch  *self,
                                              guint         team);
/* Whether the team's name was set (not empty), rather than made from
 * its players' names or "Us"/"Them". */
gboolean      belote_match_get_team_name_set (BeloteMatch  *self,
                                              guint         team);

/* Assisted: the person had help (a hint asked for, a card or bid taken
 * back at the card table). Once set it stays; the record keeps it
 * ("assisted": true) and the history marks the match. Emits "changed"
 * when it changes. */
void          belote_match_set_assisted      (BeloteMatch  *self,
                                              gboolean      assisted);
gboolean      belote_match_get_assisted      (BeloteMatch  *self);

/* The deals so far, void ones included; the last may be in play. */
guint         belote_match_get_n_deals       (BeloteMatch  *self);
/* A played match's deal n (NULL in a pad match). */
const BeloteDeal        *belote_match_get_deal    (BeloteMatch *self,
                                                   guint        n);
/* A pad match's entry n (NULL in a played match). */
const BelotePadEntry    *belote_match_get_entry   (BeloteMatch *self,
                                                   guint        n);
/* Deal n's score (result BELOTE_RESULT_UNFINISHED while it is played). */
const BeloteDealScore   *belote_match_get_score   (BeloteMatch *self,
                                                   guint        n);
void          belote_match_get_totals        (BeloteMatch  *self,
                                              int           totals[BELOTE_N_TEAMS]);
int           belote_match_get_pot           (BeloteMatch  *self);
gboolean      belote_match_is_over           (BeloteMatch  *self);
/* BELOTE_NO_TEAM while the match goes on. */
gint8         belote_match_get_winner        (BeloteMatch  *self);
/* B4: who deals the next (or current) deal. */
guint         belote_match_get_dealer        (BeloteMatch  *self);

/* Playing (BELOTE_MODE_PLAY). start_deal deals the next deal: from deck,
 * or shuffled from the seed when deck is NULL (only in a shuffled match).
 * A deal that ends (8 tricks, or void) is scored at once; the next one
 * needs start_deal again. */
gboolean      belote_match_start_deal        (BeloteMatch       *self,
                                              const BeloteCard  *deck,
                                              GError           **error);
/* The deal in play, or NULL between deals. */
const BeloteDeal *belote_match_get_current   (BeloteMatch       *self);
gboolean      belote_match_bid               (BeloteMatch       *self,
                                              BeloteBid          bid,
                                              GError           **error);
gboolean      belote_match_declare           (BeloteMatch              *self,
                                              const BeloteAnnouncement *announcements,
                                              guint                     n,
                                              GError                  **error);
gboolean      belote_match_play              (BeloteMatch       *self,
                                              BeloteCard         card,
                                              GError           **error);

/* The pad (BELOTE_MODE_PAD, B28): enter the next deal, or correct the
 * last one (replaces it and rescores). */
gboolean      belote_match_enter_deal        (BeloteMatch          *self,
                                              const BelotePadEntry *entry,
                                              GError              **error);
gboolean      belote_match_correct_last_deal (BeloteMatch          *self,
                                              const BelotePadEntry *entry,
                                              GError              **error);

/* B4: the first dealer is belote_first_dealer (seed); a match whose
 * cards come from a table (a record written elsewhere) may set it before
 * its first deal. FALSE once a deal exists. */
gboolean      belote_match_set_first_dealer  (BeloteMatch  *self,
                                              guint         seat);
guint         belote_match_get_first_dealer  (BeloteMatch  *self);

/* Undo the last action (a bid, declaration or card; a deal dealt; a pad
 * entry or correction), restoring the exact state before it. */
gboolean      belote_match_can_undo          (BeloteMatch  *self);
gboolean      belote_match_undo              (BeloteMatch  *self);

G_END_DECLS
