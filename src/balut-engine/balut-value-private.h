/* balut-value-private.h — the insides of the Expert's value tables, for
 * their fitting
 *
 * Only src/balut-engine and src/tools include it: balut-train fits the tables
 * (src/tools/balut-value-stats.c) with the same layout, states and prior
 * that balut-value.c values sheets with.
 *
 * SPDX-FileCopyrightText: 2026 The Balut developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#ifndef BALUT_ENGINE_INTERNALS
#error "balut-value-private.h is for src/balut-engine and src/tools only"
#endif

#include "balut-net.h"
#include "balut-value.h"

G_BEGIN_DECLS

#define N_SHORT_FACES   15    /* faces still needed 0–13, 14: out of reach */
#define SHORT_FACES_OUT 14
#define N_SHORT_CHOICE  52    /* points still needed, halved: 0–50, 51: out of reach */
#define SHORT_CHOICE_OUT 51
#define N_FREE          8     /* the other categories' free boxes: 0–4, 5–6, 7–9, 10+ */
#define N_PROJECTED     171   /* projected score total / 5: 0 … 850 */
#define PROJECTED_STEP  5.0
#define N_KEPT_BOXES    5     /* regular boxes left: 0–4 */

/* Jackpot box states (J1–J5); sheets without Jackpot boxes have one. */
enum { JP_EMPTY, JP_USED, JP_STRUCK, N_JP };

struct _BalutValueTables
{
  BalutVariant variant;
  guint        nn;                           /* n: 0 … boxes of the sheet */
  guint        nj;                           /* Jackpot states: 1 or N_JP */
  guint        features;                     /* the network's inputs: 1 or 2 */
  guint        size[BALUT_VALUE_N_PARTS];
  guint        offset[BALUT_VALUE_N_PARTS];
  guint        n_values;
  float       *values;
  /* mean score of a regular box and of a Jackpot box of each category */
  double       mean[BALUT_N_CATEGORIES];
  double       jackpot_mean[BALUT_N_CATEGORIES];
  /* the means seen in the games the tables were fitted from, for the
   * next round of fitting */
  double       next_mean[BALUT_N_CATEGORIES];
  double       next_jackpot_mean[BALUT_N_CATEGORIES];
  /* nullable: corrects each part with the whole sheet in view */
  BalutNet    *net;
};

/* One category's part of a sheet. */
typedef struct
{
  guint left;          /* regular boxes left */
  guint sum;           /* of the regular boxes */
  guint zeros;         /* struck regular boxes */
  guint jackpot;       /* JP_* */
  guint n_baluts;
} CategoryState;

/* The bracket part's rows are projected score totals PROJECTED_STEP
 * apart: the row at or below @projected (clamped to the rows there are)
 * and how far it lies toward the next, 0–1, for the value read or
 * learned to be shared between the two. */
static inline guint
balut_value_bracket_row (double  projected,
                         double *fraction)
{
  double x = CLAMP (projected / PROJECTED_STEP, 0.0, N_PROJECTED - 1.0);
  guint b = MIN ((guint) x, N_PROJECTED - 2);

  *fraction = x - b;
  return b;
}

/* What balut_value_foreach_cell() calls for each cell of a part, with
 * the cell's index in the part and its coordinates. */
typedef void (*BalutValueCellFunc) (BalutValueTables *self, guint part, guint index,
                                    guint j, guint left, guint x, guint f, guint n, gpointer data);

G_GNUC_INTERNAL
BalutValueTables *balut_value_tables_alloc  (BalutVariant            variant);
G_GNUC_INTERNAL
gboolean         balut_value_is_face        (guint                   part);
G_GNUC_INTERNAL
guint            balut_value_part_x_range   (guint                   part);
G_GNUC_INTERNAL
guint            balut_value_free_boxes     (guint                   category,
                                             const CategoryState    *cs);
G_GNUC_INTERNAL
guint            balut_value_total_free     (const CategoryState    *cs);
G_GNUC_INTERNAL
guint            balut_value_category_index (const BalutValueTables *self,
                                             guint                   category,
                                             const CategoryState    *cs,
                                             guint                   free,
                                             guint                   n);
G_GNUC_INTERNAL
void             balut_value_read_state     (BalutVariant            variant,
                                             const gint              boxes[BALUT_N_CATEGORIES][BALUT_N_COLUMNS],
                                             CategoryState          *cs,
                                             guint                  *n_empty,
                                             guint                  *total);
G_GNUC_INTERNAL
void             balut_value_read_sheet     (BalutScoresheet        *sheet,
                                             gint                    boxes[BALUT_N_CATEGORIES][BALUT_N_COLUMNS]);
G_GNUC_INTERNAL
double           balut_value_projected_total (const BalutValueTables *self,
                                              const double           *mean,
                                              const double           *jackpot_mean,
                                              const CategoryState    *cs,
                                              guint                   total);
G_GNUC_INTERNAL
gboolean         balut_value_cell_value     (const BalutValueTables *self,
                                             guint                   part,
                                             guint                   j,
                                             guint                   left,
                                             guint                   x,
                                             guint                   n,
                                             double                 *value);
G_GNUC_INTERNAL
void             balut_value_foreach_cell   (BalutValueTables       *self,
                                             guint                   part,
                                             BalutValueCellFunc      func,
                                             gpointer                data);

G_END_DECLS
