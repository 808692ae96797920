/* belote-player.h — Belote's computer players: four levels, each deciding
 * from what its seat can know, with the reason in words (the hint)
 *
 * SPDX-FileCopyrightText: 2026 The Balut developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * GLib and GIO only (no GTK). A decision is made for the seat to move in
 * a BeloteDeal (belote_deal_to_move ()). The deal struct holds every
 * hand, but a player reads only what its seat can know at a real table:
 * its own hand (deal->hands[seat], deal->dealt[seat]), the turned card,
 * the bids, the cards played and who played them, the declarations made
 * so far (B19) and Belote/Rebelote said (B21). Everything else it infers
 * (B12: a seat that did not follow suit is void in it; one that did not
 * trump when it had to has no trump; one that did not overtrump cannot).
 *
 * Decisions are deterministic: the same deal, context, level and seed
 * give the same decision (no time budget changes the result), so a match
 * replays from its seed (issue 29's determinism test).
 */

#pragma once

#include <gio/gio.h>

#include "belote-cards.h"
#include "belote-deal.h"

G_BEGIN_DECLS

typedef enum
{
  BELOTE_LEVEL_BEGINNER,  /* legal, simple */
  BELOTE_LEVEL_CASUAL,
  BELOTE_LEVEL_STRONG,
  BELOTE_LEVEL_EXPERT,    /* samples the unseen cards, searches the deal */
} BeloteLevel;

#define BELOTE_N_LEVELS 4

/* "beginner", "casual", "strong", "expert": records, settings, the
 * simulator's command line. */
const char *belote_level_to_string (BeloteLevel  level);
gboolean    belote_level_parse     (const char  *text,
                                    BeloteLevel *out);
/* Translated, for people: "Beginner", "Casual", "Strong", "Expert". */
const char *belote_level_name      (BeloteLevel  level);

/* What a seat knows of the match beyond the deal (B22–B25). Scores are
 * by team (B2: team of seat 0 first). */
typedef struct
{
  int          target;                    /* B3 */
  int          totals[BELOTE_N_TEAMS];    /* before this deal */
  int          pot;                       /* B24 */
} BeloteMatchContext;

typedef enum
{
  BELOTE_DECISION_BID,   /* deal->phase is BID_FIRST or BID_SECOND */
  BELOTE_DECISION_PLAY,  /* deal->phase is PLAY */
} BeloteDecisionKind;

/* A decision for the seat to move. With a play, n_declare > 0 only on the
 * seat's first card (B19): what it declares with it (the engine declares
 * what helps its team; a declaration that would betray the hand for no
 * gain may be kept quiet). */
typedef struct
{
  BeloteDecisionKind kind;
  gint8              seat;
  BeloteBid          bid;                         /* kind BID */
  BeloteCard         card;                        /* kind PLAY */
  guint              n_declare;                   /* kind PLAY, first card only */
  BeloteAnnouncement declare[BELOTE_HAND_SIZE];
  /* The reason, translated, one or two sentences a player understands:
   * "Take hearts: the Jack and the 9 of trump with an Ace make the
   * contract about 80 times in 100." / "Play the Jack of trump: it draws
   * the opponents' last trumps while your partner holds the trick." */
  char              *reason;
  /* the Expert's estimate for the choice made, in deal points for the
   * seat's team (B22); 0 when the level does not estimate */
  double             value;
} BeloteDecision;

void     belote_decision_clear   (BeloteDecision *decision);

/* Decides for the seat to move. Returns FALSE only when cancelled
 * (G_IO_ERROR_CANCELLED) or when no decision is due (the deal is over:
 * G_IO_ERROR_INVALID_ARGUMENT). The decision is always legal:
 * belote_deal_bid_allowed () for a bid, in belote_deal_legal_cards ()
 * for a card, and its declarations held (belote_deal_declare () accepts
 * them). Runs in the calling thread; thread-safe (no shared state). */
gboolean belote_player_decide    (BeloteLevel                level,
                                  const BeloteDeal          *deal,
                                  BeloteSchool               school,
                                  const BeloteMatchContext  *context,
                                  guint64                    seed,
                                  GCancellable              *cancellable,
                                  BeloteDecision            *out,
                                  GError                   **error);

/* The same in a worker thread (GTask); the deal and context are copied.
 * finish fills out (clear it with belote_decision_clear ()). */
void     belote_player_decide_async  (BeloteLevel                level,
                                      const BeloteDeal          *deal,
                                      BeloteSchool               school,
                                      const BeloteMatchContext  *context,
                                      guint64                    seed,
                                      GCancellable              *cancellable,
                                      GAsyncReadyCallback        callback,
                                      gpointer                   user_data);
gboolean belote_player_decide_finish (GAsyncResult              *result,
                                      BeloteDecision            *out,
                                      GError                   **error);

/* The seed of the decision at this point of a match: mixes the match
 * seed, the deal number and the number of bids and cards so far, so that
 * the same match replays the same decisions. */
guint64  belote_player_seed          (guint64                    match_seed,
                                      guint                      deal_number,
                                      const BeloteDeal          *deal);

G_END_DECLS
