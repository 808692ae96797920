/* balut-strategy.h — exact within-turn search for holds and boxes
 *
 * SPDX-FileCopyrightText: 2026 The Balut developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gio/gio.h>

#include "balut-game.h"
#include "balut-scoresheet.h"

G_BEGIN_DECLS

/* The number of holds and boxes a decision ranks (for hints). */
#define BALUT_STRATEGY_N_TOP 3

/* The number of sorted five-dice multisets: C(10, 5). */
#define BALUT_STRATEGY_N_ROLLS 252

/**
 * BalutStrategyValueFunc:
 * @sheet: the player's sheet before the entry
 * @category: @box: a legal, empty box of @sheet
 * @dice: the five dice
 *
 * The value of ending the turn by entering @dice in the box. It must
 * not change @sheet and must be safe to call from several threads at
 * once when the strategy is used so.
 */
typedef double (*BalutStrategyValueFunc) (const BalutScoresheet *sheet,
                                          BalutCategory          category,
                                          guint                  box,
                                          const guint8          *dice,
                                          gpointer               data);

/* Called once a turn; what it returns is the value function's data
 * for the turn, then given to @finish. */
typedef gpointer (*BalutStrategyPrepareFunc) (BalutScoresheet *sheet,
                                              gpointer         data);

typedef struct
{
  BalutStrategyValueFunc   value;     /* NULL: balut_strategy_default_value */
  gpointer                 value_data;
  BalutStrategyPrepareFunc prepare;   /* nullable */
  GDestroyNotify           finish;    /* nullable */
  guint                    lookahead; /* holds look this many throws ahead; 0: all */
  guint                    entry_lookahead;  /* the best boxes revalued a turn ahead; 0: none */
  double                   entry_lookahead_margin;  /* only when the best two are this close; 0: always */
} BalutStrategyOptions;

/* One ranked choice: a hold (then @box is unused) or a box. */
typedef struct
{
  gboolean held[BALUT_N_DICE];
  BalutBox box;
  double   value;                     /* expected end-of-turn value */
} BalutStrategyChoice;

typedef struct
{
  gboolean            stop;           /* enter now rather than throw again */
  gboolean            held[BALUT_N_DICE];  /* when !stop: the dice to hold */
  BalutBox            box;            /* the best box for the dice as they are */
  double              value;          /* the expected value of the best play */
  guint               n_holds;
  BalutStrategyChoice holds[BALUT_STRATEGY_N_TOP];  /* best first; none when no throw is left */
  guint               n_boxes;
  BalutStrategyChoice boxes[BALUT_STRATEGY_N_TOP];  /* best first */
} BalutStrategyDecision;

typedef struct _BalutStrategy BalutStrategy;

/* Playing to win: the final points of the other players at the table,
 * once they are all known (balut_strategy_get_win_target()). */
typedef struct
{
  gint  best;                         /* the best final points of the others */
  guint n_best;                       /* how many of them have them */
} BalutStrategyWinTarget;

/* The distinct sorted multisets of five dice and their probabilities. */
void            balut_strategy_get_roll          (guint                        index,
                                                  guint8                      *dice,
                                                  double                      *probability);
guint           balut_strategy_roll_index        (const guint8                *dice);

BalutStrategy  *balut_strategy_new               (BalutScoresheet             *sheet,
                                                  const BalutStrategyOptions  *opts);
void            balut_strategy_free              (BalutStrategy               *self);
double          balut_strategy_get_turn_value    (const BalutStrategy         *self);
gboolean        balut_strategy_decide            (const BalutStrategy         *self,
                                                  const guint8                *dice,
                                                  guint                        throws_left,
                                                  BalutStrategyDecision       *decision);

double          balut_strategy_roll_value        (const BalutStrategy         *self,
                                                  const guint8                *dice,
                                                  guint                        throws_left);
double          balut_strategy_hold_value        (const BalutStrategy         *self,
                                                  const guint8                *dice,
                                                  const gboolean              *held,
                                                  guint                        throws_left);
double          balut_strategy_box_value         (const BalutStrategy         *self,
                                                  const guint8                *dice,
                                                  BalutBox                     box);

double          balut_strategy_default_value     (const BalutScoresheet       *sheet,
                                                  BalutCategory                category,
                                                  guint                        box,
                                                  const guint8                *dice,
                                                  gpointer                     data);

gboolean        balut_strategy_play_turn         (BalutGame                   *game,
                                                  const BalutStrategyOptions  *opts,
                                                  GError                     **error);

double          balut_strategy_box_score_value   (const BalutScoresheet       *sheet,
                                                  BalutCategory                category,
                                                  guint                        box,
                                                  const guint8                *dice,
                                                  gpointer                     data);
void            balut_strategy_options_for_level (BalutLevel                   level,
                                                  BalutStrategyOptions        *opts);
gboolean        balut_strategy_play_level_turn   (BalutGame                   *game,
                                                  GError                     **error);
gboolean        balut_strategy_play_level_turn_for_points (BalutGame          *game,
                                                  GError                     **error);

gboolean        balut_strategy_get_win_target    (BalutGame                   *game,
                                                  BalutStrategyWinTarget      *target);
void            balut_strategy_options_to_win    (const BalutStrategyWinTarget *target,
                                                  BalutStrategyOptions        *opts);
void            balut_strategy_options_for_turn  (BalutGame                   *game,
                                                  BalutLevel                   level,
                                                  BalutStrategyWinTarget      *target,
                                                  BalutStrategyOptions        *opts);

/* balut_strategy_new_for_turn_async() */
typedef enum
{
  BALUT_STRATEGY_TURN_TO_WIN = 1 << 0,
  BALUT_STRATEGY_TURN_DECIDE = 1 << 1,
} BalutStrategyTurnFlags;

void            balut_strategy_new_for_turn_async  (BalutGame              *game,
                                                    BalutLevel              level,
                                                    BalutStrategyTurnFlags  flags,
                                                    GCancellable           *cancellable,
                                                    GAsyncReadyCallback     callback,
                                                    gpointer                user_data);
BalutStrategy  *balut_strategy_new_for_turn_finish (GAsyncResult           *result,
                                                    BalutStrategyDecision  *decision,
                                                    GError                **error);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (BalutStrategy, balut_strategy_free)

G_END_DECLS
