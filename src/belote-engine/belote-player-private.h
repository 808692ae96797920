/* belote-player-private.h — the players' insides, shared by the engine's
 * files and its tests (not installed, not for the rest of the program)
 *
 * SPDX-FileCopyrightText: 2026 The Balut developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * BpGame is a compact copy of a deal in play (B10–B14) that the policies,
 * the rollouts and the solver share. Built for a seat from a BeloteDeal
 * (bp_game_from_deal ()) it holds that seat's hand only; a sample
 * (bp_sample_hands ()) fills the others. It keeps what every seat learns
 * from the play (B12): voids, no trump, no higher trump (cant[]).
 */

#pragma once

#include <gio/gio.h>

#include "belote-cards.h"
#include "belote-deal.h"
#include "belote-player.h"
#include "belote-score.h"

G_BEGIN_DECLS

#define BP_ALL_CARDS ((BeloteHand) 0xffffffffu)

/* the lowest card of a non-empty hand, and a hand's size: the search's
 * innermost steps */
#if defined(__GNUC__)
#define bp_first_card(h)  ((BeloteCard) __builtin_ctz (h))
#define bp_count(h)       ((guint) __builtin_popcount (h))
#else
#define bp_first_card(h)  ((BeloteCard) g_bit_nth_lsf ((h), -1))
#define bp_count(h)       belote_hand_count (h)
#endif

typedef struct
{
  BeloteHand hands[BELOTE_N_SEATS];
  BeloteHand cant[BELOTE_N_SEATS];   /* B12 inferences: cards a seat cannot hold */
  BeloteHand played;                 /* every card played, the open trick's too */
  BeloteHand played_by[BELOTE_N_SEATS];
  BeloteSuit trump;
  gint8      taker;
  gint8      dealer;
  gint8      leader;                 /* of the open trick */
  gint8      winning;                /* who holds the open trick (n_trick > 0) */
  guint8     n_trick;                /* cards in the open trick, 0–3 */
  guint8     trick_no;               /* tricks complete, 0–8 */
  BeloteCard trick[BELOTE_N_SEATS];
  int        points[BELOTE_N_TEAMS]; /* B13 card points won so far */
  guint8     tricks_won[BELOTE_N_TEAMS];
  gint8      last_winner;
  gint8      first_led[BELOTE_N_SEATS];  /* the suit each seat led first, or -1 */
} BpGame;

/* A seat's knowledge of the hidden cards (its view of the deal). */
typedef struct
{
  gint8      seat;
  BeloteHand unseen;                 /* cards whose place it does not know */
  BeloteHand known[BELOTE_N_SEATS];  /* others' cards it knows (turned card, declarations, Belote) */
  BeloteHand cant[BELOTE_N_SEATS];
  guint8     count[BELOTE_N_SEATS];  /* cards each seat holds now */
} BpView;

/* Why a policy chose a card or a bid: belote-player.c words it. */
typedef enum
{
  BP_WHY_NONE,
  BP_WHY_ONLY_CARD,
  BP_WHY_PARTNER_HOLDS,       /* a small card: partner holds the trick */
  BP_WHY_PARTNER_POINTS,      /* points on partner's trick */
  BP_WHY_MASTER,              /* the master card: wins the trick */
  BP_WHY_TAKES,               /* takes the trick */
  BP_WHY_TRUMPS_IN,           /* trumps the trick */
  BP_WHY_DRAW_TRUMPS,         /* leads trump to draw the opponents' */
  BP_WHY_CANNOT_WIN,          /* the fewest points, the trick is lost */
  BP_WHY_SMALL_LEAD,          /* a small lead keeps the strong cards */
  BP_WHY_PUSH,                /* a high card, not the master: drives the master out */
  BP_WHY_PARTNER_VOID,        /* leads a suit partner can trump */
  BP_WHY_LAST_TRICK,          /* wins the last trick (B14) */
  BP_WHY_KEEP_LAST,           /* keeps the master trump for the last trick */
  BP_WHY_HIGHEST,             /* beginner: its highest card */
} BpWhy;

/* Rules and moves (belote-inference.c) */
BeloteHand bp_legal             (const BpGame *g);
gint8      bp_to_move           (const BpGame *g);
void       bp_play              (BpGame *g, BeloteCard card);
void       bp_game_from_deal    (const BeloteDeal *deal, gint8 seat, BpGame *g);
/* The deal at its first card (after B9) with these hands (or none) */
void       bp_game_start        (const BeloteDeal *deal, const BeloteHand hands[BELOTE_N_SEATS],
                                 BpGame *g);
gboolean   bp_beats             (BeloteCard card, BeloteCard winning, BeloteSuit led, BeloteSuit trump);
/* The card among hand that is strongest (B11) in its suit / weakest */
BeloteCard bp_highest           (BeloteHand hand, BeloteSuit trump);
BeloteCard bp_lowest            (BeloteHand hand, BeloteSuit trump);
/* Cards not played and not in hand that beat card in its own suit */
BeloteHand bp_stronger_outside  (const BpGame *g, BeloteHand hand, BeloteCard card);
void       bp_view_from_deal    (const BeloteDeal *deal, gint8 seat, BpView *view);
/* Deals the unseen cards of view to the other seats (B12 voids, known
 * cards, each seat's count); hands[view->seat] is left as it is. Returns
 * FALSE only if no deal fits (then it ignores the inferences). */
gboolean   bp_sample_hands      (const BpView *view, guint64 *rng, BeloteHand hands[BELOTE_N_SEATS]);
/* During the bidding: a whole deck consistent with what seat has seen
 * (its 5 cards, the turned card), for belote_deal_init () */
void       bp_sample_deck       (const BeloteDeal *deal, gint8 seat, guint64 *rng,
                                 BeloteCard deck[BELOTE_N_CARDS]);
guint      bp_random            (guint64 *rng, guint n);

/* For the tests: the hands of a sample for the seat to move in deal */
gboolean   belote_engine_sample_hands (const BeloteDeal *deal, guint64 seed,
                                       BeloteHand hands[BELOTE_N_SEATS]);

/* Policies (belote-policy.c); level is BEGINNER, CASUAL or STRONG */
BeloteCard bp_policy_play       (BeloteLevel level, const BpGame *g, BpWhy *why);
BeloteBid  bp_policy_bid        (BeloteLevel level, const BeloteDeal *deal, gint8 seat, int *strength);
/* The Strong bidder's evaluation of hand with trump (the turned card
 * added when it goes to this seat) */
int        bp_hand_value        (BeloteHand hand, BeloteSuit trump, BeloteSchool school);
/* What the seat declares (B19) with levels below the Expert: everything */
guint      bp_declare_all       (const BeloteDeal *deal, gint8 seat, BeloteAnnouncement *out);
/* Classifies a card chosen some other way */
BpWhy      bp_classify          (const BpGame *g, BeloteCard card);

/* The double-dummy solver (belote-solver.c): what team gains from now on
 * (card points of the tricks still to win, B13, the open trick's
 * included, and the last trick's 10 or the capot's 100, B14–B15) with
 * every hand known and best play by both teams. */
typedef struct BpSolver BpSolver;
BpSolver  *bp_solver_new        (void);
void       bp_solver_free       (BpSolver *solver);
void       bp_solver_reset      (BpSolver *solver);
int        bp_solve             (BpSolver *solver, const BpGame *g, int team);
guint64    bp_solver_nodes      (const BpSolver *solver);

/* The Expert (belote-expert.c) */
typedef struct
{
  BeloteBid  bid;
  BeloteCard card;
  double     value;        /* the choice's estimate for the seat's team */
  double     made_rate;    /* bids: how often the taker's team made it */
  BeloteSuit alt_suit;     /* a pass: the best trump it turned down */
  BpWhy      why;
  guint      n_declare;
  BeloteAnnouncement declare[BELOTE_HAND_SIZE];
  gboolean   declare_withheld;
} BpExpertChoice;

gboolean   bp_expert_bid        (const BeloteDeal *deal, const BeloteMatchContext *context,
                                 guint64 seed, GCancellable *cancellable, BpExpertChoice *out);
gboolean   bp_expert_play       (const BeloteDeal *deal, const BeloteMatchContext *context,
                                 guint64 seed, GCancellable *cancellable, BpExpertChoice *out);
guint      bp_expert_declare    (const BeloteDeal *deal, gint8 seat, BeloteAnnouncement *out,
                                 gboolean *withheld);
/* How well a world of dealt hands (after B9) explains the cards the
 * seats other than seat chose in deal, by three styles of play: 1 when
 * every seat played as one style would have, down to a small fraction */
double     bp_world_weight      (const BeloteDeal *deal, gint8 seat,
                                 const BeloteHand dealt[BELOTE_N_SEATS]);

G_END_DECLS
