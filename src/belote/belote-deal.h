/* belote-deal.h — one deal of Belote, card by card (B4–B22)
 *
 * A BeloteDeal is a plain value: copying it copies the whole state, so a
 * caller that keeps copies can undo exactly, and a computer player can
 * search by copying. Every refusal (a bid or card out of turn, a card not
 * held or not allowed, a declaration not held) returns FALSE with a
 * translated reason and leaves the deal unchanged.
 *
 * SPDX-FileCopyrightText: 2026 The Balut developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "belote-cards.h"
#include "belote-score.h"

G_BEGIN_DECLS

#define BELOTE_DEAL_ERROR (belote_deal_error_quark ())

typedef enum
{
  BELOTE_DEAL_ERROR_PHASE,         /* not the time for this action */
  BELOTE_DEAL_ERROR_BID,           /* a bid not allowed now (B6, B7) */
  BELOTE_DEAL_ERROR_NOT_HELD,      /* a card or declaration not in the hand */
  BELOTE_DEAL_ERROR_ILLEGAL_CARD,  /* B12 */
  BELOTE_DEAL_ERROR_DECLARATION,   /* B16–B19, B27 */
} BeloteDealError;

GQuark belote_deal_error_quark (void);

typedef enum
{
  BELOTE_PHASE_BID_FIRST,   /* B6 */
  BELOTE_PHASE_BID_SECOND,  /* B7 */
  BELOTE_PHASE_PLAY,        /* B10–B12 */
  BELOTE_PHASE_DONE,        /* 8 tricks played */
  BELOTE_PHASE_VOID,        /* B8 */
} BelotePhase;

/* A bid: pass, take the turned suit (first round), or name a suit (second
 * round; BELOTE_BID_SUIT (suit)). Record text "pass", "take", "C"/"D"/"H"/"S". */
typedef gint8 BeloteBid;
#define BELOTE_BID_PASS        ((BeloteBid) -1)
#define BELOTE_BID_TAKE        ((BeloteBid) -2)
#define BELOTE_BID_SUIT(suit)  ((BeloteBid) (suit))

typedef struct
{
  BeloteSchool       school;
  BeloteCard         deck[BELOTE_N_CARDS];   /* B5: first card dealt first */
  guint8             dealer;
  BelotePhase        phase;
  guint8             n_bids;
  BeloteBid          bids[2 * BELOTE_N_SEATS];
  gint8              taker;                  /* BELOTE_NO_SEAT until someone takes */
  BeloteSuit         trump;                  /* BELOTE_NO_SUIT until then */
  BeloteCard         turned;                 /* B5: the 21st card */
  BeloteHand         hands[BELOTE_N_SEATS];  /* what each seat holds now */
  BeloteHand         dealt[BELOTE_N_SEATS];  /* after B9 (what B19 and B21 look at) */
  guint8             n_played;
  BeloteCard         plays[BELOTE_N_CARDS];  /* in the order played */
  gint8              trick_leader[BELOTE_N_TRICKS];
  gint8              trick_winner[BELOTE_N_TRICKS];
  /* B19: what each seat declared with its first card */
  gboolean           has_declared[BELOTE_N_SEATS];
  guint8             n_declared[BELOTE_N_SEATS];
  BeloteAnnouncement declared[BELOTE_N_SEATS][BELOTE_HAND_SIZE];
  /* B21: 0 nothing said yet, 1 "Belote" said, 2 "Rebelote" said */
  guint8             belote_said;
} BeloteDeal;

/* B5: deals 5 cards each from the deck (3 then 2 from the seat after the
 * dealer) and turns the 21st. */
void         belote_deal_init          (BeloteDeal       *deal,
                                        BeloteSchool      school,
                                        const BeloteCard  deck[BELOTE_N_CARDS],
                                        guint             dealer);

/* Whose turn it is to bid or play; BELOTE_NO_SEAT when the deal is over. */
gint8        belote_deal_to_move       (const BeloteDeal *deal);

/* B6–B9: a bid by the seat to move. A take completes the deal (B9). */
gboolean     belote_deal_bid           (BeloteDeal       *deal,
                                        BeloteBid         bid,
                                        GError          **error);
/* Whether bid is allowed now (without changing anything). */
gboolean     belote_deal_bid_allowed   (const BeloteDeal *deal,
                                        BeloteBid         bid);

/* B19: the seat to move declares, before playing its first card, n
 * announcements it holds (0 = keeps quiet; declaring nothing is the
 * default if it plays without calling this). Refused under tournament
 * rules (B27), after its first card, or for what it does not hold. */
gboolean     belote_deal_declare       (BeloteDeal               *deal,
                                        const BeloteAnnouncement *announcements,
                                        guint                     n,
                                        GError                  **error);

/* B12: the cards the seat to move may play now. */
BeloteHand   belote_deal_legal_cards   (const BeloteDeal *deal);
/* B12: why card may not be played now (translated: "You must trump: your
 * partner does not hold the trick"), or NULL when it may. */
char        *belote_deal_why_illegal   (const BeloteDeal *deal,
                                        BeloteCard        card);

/* B10–B12: the seat to move plays card. */
gboolean     belote_deal_play          (BeloteDeal       *deal,
                                        BeloteCard        card,
                                        GError          **error);

/* The current trick: its leader, the cards so far (0–3, or 4 when just
 * complete) and who is winning it (B11). */
guint        belote_deal_trick_cards   (const BeloteDeal *deal,
                                        const BeloteCard **cards,
                                        gint8            *leader,
                                        gint8            *winning);
/* B11: the seat that wins a complete trick. */
gint8        belote_trick_winner       (const BeloteCard  cards[BELOTE_N_SEATS],
                                        gint8             leader,
                                        BeloteSuit        trump);

/* B21: the seat that holds King and Queen of trump after B9, or
 * BELOTE_NO_SEAT. Playing the first of them says "Belote", the second
 * "Rebelote" (belote_said). */
gint8        belote_deal_belote_seat   (const BeloteDeal *deal);

/* The deal as a summary for belote_score_deal (): when the deal is void,
 * taker_team is BELOTE_NO_TEAM; before the last trick it is what has been
 * won so far. */
void         belote_deal_summary       (const BeloteDeal   *deal,
                                        BeloteDealSummary  *out);

G_END_DECLS
