/* balut-review.h — a game reviewed against the Expert: every decision of
 * one player graded in expected final points, skill and luck apart
 *
 * SPDX-FileCopyrightText: 2026 The Balut developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gio/gio.h>
#include <json-glib/json-glib.h>

#include "balut-game.h"

G_BEGIN_DECLS

/* A decision within BALUT_REVIEW_ACCURATE of the best counts as
 * accurate (balut_review_get_accuracy ()). */
#define BALUT_REVIEW_ACCURATE 0.05

/* The format of balut_review_to_json () (docs/review.md). */
#define BALUT_REVIEW_FORMAT  "balut-review"
#define BALUT_REVIEW_VERSION 1

#define BALUT_REVIEW_ERROR (balut_review_error_quark ())

typedef enum
{
  BALUT_REVIEW_ERROR_NO_PLAYER,   /* no such player in the game */
  BALUT_REVIEW_ERROR_NO_TURNS,    /* the player entered nothing */
} BalutReviewError;

/* One decision: after a throw, the dice held to throw again, or the box
 * they were entered in. Values are expected final points. */
typedef struct
{
  guint    turn;               /* the player's turn, 1 … 28 */
  guint    throw_number;       /* the throw it follows, 1 … 5 */
  guint    throws_left;        /* after that throw */
  guint8   dice[BALUT_N_DICE];
  gboolean entry;              /* entered (else held and threw again) */
  gboolean held[BALUT_N_DICE]; /* !entry: held */
  BalutBox box;                /* entry: where */
  gboolean best_entry;         /* the Expert would enter now */
  gboolean best_held[BALUT_N_DICE];
  BalutBox best_box;           /* the Expert's box for the dice as they are */
  double   value;              /* of the choice made */
  double   best_value;         /* of the Expert's choice */
  double   lost;               /* best_value − value, never below 0 */
} BalutReviewDecision;

/* One turn of the player. */
typedef struct
{
  guint    turn;               /* 1 … 28 */
  double   expected;           /* expected final points before its first throw */
  double   luck;               /* what the throws gave against their expectation */
  gboolean luck_known;         /* FALSE in a scoring-pad game (holds unknown) */
  double   lost;               /* by the turn's decisions */
  guint    first_decision;     /* its decisions in balut_review_get_decision () */
  guint    n_decisions;
} BalutReviewTurn;

typedef struct _BalutReview BalutReview;

/* Called after each turn reviewed (from the reviewing thread). */
typedef void (*BalutReviewProgress) (guint    done,
                                     guint    total,
                                     gpointer data);

GQuark               balut_review_error_quark   (void);

BalutReview         *balut_review_new           (BalutGame            *game,
                                                 guint                 player,
                                                 GCancellable         *cancellable,
                                                 BalutReviewProgress   progress,
                                                 gpointer              progress_data,
                                                 GError              **error);
void                 balut_review_new_async     (BalutGame            *game,
                                                 guint                 player,
                                                 GCancellable         *cancellable,
                                                 BalutReviewProgress   progress,
                                                 gpointer              progress_data,
                                                 GAsyncReadyCallback   callback,
                                                 gpointer              user_data);
BalutReview         *balut_review_new_finish    (GAsyncResult         *result,
                                                 GError              **error);
void                 balut_review_free          (BalutReview          *self);

BalutVariant         balut_review_get_variant   (const BalutReview    *self);
guint                balut_review_get_player    (const BalutReview    *self);
const char          *balut_review_get_name      (const BalutReview    *self);
gboolean             balut_review_get_pad       (const BalutReview    *self);
gint                 balut_review_get_final_points (const BalutReview *self);

guint                balut_review_get_n_turns   (const BalutReview    *self);
const BalutReviewTurn *balut_review_get_turn    (const BalutReview    *self,
                                                 guint                 index);
guint                balut_review_get_n_decisions (const BalutReview  *self);
const BalutReviewDecision *balut_review_get_decision (const BalutReview *self,
                                                 guint                 index);

double               balut_review_get_lost      (const BalutReview    *self);
double               balut_review_get_luck      (const BalutReview    *self);
double               balut_review_get_accuracy  (const BalutReview    *self);
/* The indices of the costliest decisions with a loss, costliest first
 * (at most 3). */
guint                balut_review_get_costliest (const BalutReview    *self,
                                                 guint                 out[3]);

JsonNode            *balut_review_to_json       (const BalutReview    *self);
char                *balut_review_to_text       (const BalutReview    *self);
/* "6 6 6": the dice of @held (all when NULL), as they lay */
char                *balut_review_dup_dice      (const guint8         *dice,
                                                 const gboolean       *held);
/* "hold 6 6 6", "Sixes, box 2": a choice in words */
char                *balut_review_describe_choice (const BalutReviewDecision *decision,
                                                   gboolean                   best);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (BalutReview, balut_review_free)

G_END_DECLS
