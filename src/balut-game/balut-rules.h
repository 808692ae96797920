/* balut-rules.h — the rules of docs/rules.md as plain functions
 *
 * SPDX-FileCopyrightText: 2026 The Balut developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "balut-types.h"

G_BEGIN_DECLS

/* Points of one category at the end of the game (R12–R18, J4–J6). */
typedef struct
{
  guint    sum;              /* the four regular boxes (J4) */
  guint    n_filled;         /* regular boxes filled */
  guint    n_nonzero;        /* regular boxes filled with a non-zero score */
  gboolean condition_met;    /* R12–R17; for Balut: at least one Balut */
  gint     base_points;      /* points of the condition (0 if not met) */
  gint     jackpot_score;    /* BALUT_BOX_EMPTY, 0 (struck) or the score */
  gint     jackpot_points;   /* J5: +bonus, −bonus or 0 */
  gint     points;           /* base_points + jackpot_points, or −bonus */
} BalutCategoryPoints;

/* The whole breakdown of a sheet's final points (R19–R21, J7). */
typedef struct
{
  BalutCategoryPoints categories[BALUT_N_CATEGORIES];
  guint    score_total;      /* R19 / J7 */
  gint     category_points;  /* sum of categories[].points */
  gint     bracket_points;   /* R20 */
  gint     final_points;     /* R21 */
  guint    n_baluts;         /* non-zero Balut boxes */
} BalutPoints;

guint    balut_rules_box_score          (BalutCategory   category,
                                         const guint8   *dice);
gboolean balut_rules_qualifies          (BalutCategory   category,
                                         const guint8   *dice);
gboolean balut_rules_is_balut           (const guint8   *dice);
gboolean balut_rules_jackpot_qualifies  (BalutCategory   category,
                                         const guint8   *dice);
guint    balut_rules_jackpot_score      (BalutCategory   category,
                                         const guint8   *dice);
guint    balut_rules_threshold          (BalutCategory   category);
gint     balut_rules_base_points        (BalutCategory   category);
gint     balut_rules_jackpot_bonus      (BalutCategory   category);
gint     balut_rules_balut_points       (BalutVariant    variant,
                                         guint           n_baluts);
gint     balut_rules_bracket_points     (guint           score_total);
void     balut_rules_bracket_range      (gint            bracket_points,
                                         guint          *low,
                                         guint          *high);
void     balut_rules_final_points_range (BalutVariant    variant,
                                         gint           *min,
                                         gint           *max);
void     balut_rules_compute_points     (BalutVariant    variant,
                                         const gint      boxes[BALUT_N_CATEGORIES][BALUT_N_COLUMNS],
                                         BalutPoints    *points);

G_END_DECLS
