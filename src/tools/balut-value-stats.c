/* balut-value-stats.c — fits the Expert's value tables to simulated
 * games (balut-train only)
 *
 * balut-train plays games with the current tables and gives this the
 * sheet after every entry with the game's final points; each cell of a
 * part's table (src/balut-engine/balut-value.c, whose layout and states this
 * shares through balut-value-private.h) becomes the mean of that part's
 * final points over the games that passed through it — approximate
 * policy iteration. A state seen seldom borrows from its neighbours in
 * n and then from the rough closed-form prior
 * (balut_value_cell_value()); the thresholds' tables are made
 * non-increasing in the shortfall. States whose points are already
 * certain keep their exact points.
 *
 * SPDX-FileCopyrightText: 2026 The Balut developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <string.h>

#include "balut-value-private.h"
#include "balut-value-stats.h"

#define NEAR_N 1     /* a state borrows from states with n ± NEAR_N */

struct _BalutValueStats
{
  BalutValueTables *layout;   /* the sizes, and the means that index the bracket */
  double           *sum;
  double           *count;
  double            box_sum[BALUT_N_CATEGORIES];
  double            box_count[BALUT_N_CATEGORIES];
  double            jackpot_sum[BALUT_N_CATEGORIES];
  double            jackpot_count[BALUT_N_CATEGORIES];
  guint             n_games;
};

BalutValueStats *
balut_value_stats_new (const BalutValueTables *tables)
{
  BalutValueStats *self;

  g_return_val_if_fail (tables != NULL, NULL);

  self = g_new0 (BalutValueStats, 1);
  self->layout = balut_value_tables_alloc (tables->variant);
  memcpy (self->layout->mean, tables->next_mean, sizeof self->layout->mean);
  memcpy (self->layout->jackpot_mean, tables->next_jackpot_mean, sizeof self->layout->jackpot_mean);
  self->sum = g_new0 (double, self->layout->n_values);
  self->count = g_new0 (double, self->layout->n_values);
  return self;
}

void
balut_value_stats_free (BalutValueStats *self)
{
  if (self == NULL)
    return;
  balut_value_tables_free (self->layout);
  g_free (self->sum);
  g_free (self->count);
  g_free (self);
}

/**
 * balut_value_stats_add_game:
 * @boxes: the sheet after each of the player's entries, in order
 * @n_states: how many
 * @final_sheet: the complete sheet
 */
void
balut_value_stats_add_game (BalutValueStats *self,
                            const BalutValueBoxes *boxes,
                            guint            n_states,
                            BalutScoresheet *final_sheet)
{
  const BalutValueTables *l = self->layout;
  const BalutPoints *points;
  double target[BALUT_VALUE_N_PARTS];

  g_return_if_fail (balut_scoresheet_is_complete (final_sheet));

  points = balut_scoresheet_get_points (final_sheet);
  for (guint c = 0; c < BALUT_N_CATEGORIES; c++)
    target[c] = points->categories[c].points;
  target[BALUT_VALUE_BRACKET] = points->bracket_points;

  for (guint s = 0; s < n_states; s++)
    {
      CategoryState cs[BALUT_N_CATEGORIES];
      guint n, total, i;

      guint free;

      balut_value_read_state (l->variant, boxes[s], cs, &n, &total);
      free = balut_value_total_free (cs);
      for (guint c = 0; c < BALUT_N_CATEGORIES; c++)
        {
          i = l->offset[c] + balut_value_category_index (l, c, &cs[c],
                                                         free - balut_value_free_boxes (c, &cs[c]), n);
          self->sum[i] += target[c];
          self->count[i] += 1;
        }
      {
        double projected = balut_value_projected_total (l, l->mean, l->jackpot_mean, cs, total);
        double f;
        guint b = balut_value_bracket_row (projected, &f);

        /* shared between the two cells it is interpolated from */
        i = l->offset[BALUT_VALUE_BRACKET] + b * l->nn + n;
        self->sum[i] += (1.0 - f) * target[BALUT_VALUE_BRACKET];
        self->count[i] += 1.0 - f;
        self->sum[i + l->nn] += f * target[BALUT_VALUE_BRACKET];
        self->count[i + l->nn] += f;
      }
    }

  /* the mean score of the boxes, for the projection */
  {
    gint last[BALUT_N_CATEGORIES][BALUT_N_COLUMNS];

    balut_value_read_sheet (final_sheet, last);
    for (guint c = 0; c < BALUT_N_CATEGORIES; c++)
      {
        for (guint b = 0; b < BALUT_N_REGULAR; b++)
          {
            self->box_sum[c] += last[c][b];
            self->box_count[c] += 1;
          }
        if (l->nj > 1 && balut_category_has_jackpot (c))
          {
            self->jackpot_sum[c] += last[c][BALUT_BOX_JACKPOT];
            self->jackpot_count[c] += 1;
          }
      }
  }
  self->n_games++;
}

void
balut_value_stats_merge (BalutValueStats       *self,
                         const BalutValueStats *other)
{
  g_return_if_fail (self->layout->n_values == other->layout->n_values);

  for (guint i = 0; i < self->layout->n_values; i++)
    {
      self->sum[i] += other->sum[i];
      self->count[i] += other->count[i];
    }
  for (guint c = 0; c < BALUT_N_CATEGORIES; c++)
    {
      self->box_sum[c] += other->box_sum[c];
      self->box_count[c] += other->box_count[c];
      self->jackpot_sum[c] += other->jackpot_sum[c];
      self->jackpot_count[c] += other->jackpot_count[c];
    }
  self->n_games += other->n_games;
}

/**
 * balut_value_stats_scale:
 *
 * Multiplies everything gathered by @factor: older rounds of fitting
 * weigh less.
 */
void
balut_value_stats_scale (BalutValueStats *self,
                         double           factor)
{
  g_return_if_fail (self != NULL);

  for (guint i = 0; i < self->layout->n_values; i++)
    {
      self->sum[i] *= factor;
      self->count[i] *= factor;
    }
  for (guint c = 0; c < BALUT_N_CATEGORIES; c++)
    {
      self->box_sum[c] *= factor;
      self->box_count[c] *= factor;
      self->jackpot_sum[c] *= factor;
      self->jackpot_count[c] *= factor;
    }
}

typedef struct
{
  const BalutValueStats *stats;
  double                 shrink;
} FitData;

/* Estimates one cell: its own games, shrunk toward the games of its
 * neighbours in n (within 3), shrunk toward the prior. */
static void
fit_cell_cb (BalutValueTables *self,
             guint             part,
             guint             index,
             guint             j,
             guint             left,
             guint             x,
             guint             f,
             guint             n,
             gpointer          data)
{
  const FitData *fd = data;
  const double *sum = fd->stats->sum + self->offset[part];
  const double *count = fd->stats->count + self->offset[part];
  guint nf = part == BALUT_VALUE_BRACKET ? 1 : N_FREE;
  guint base = index - f * self->nn - n;
  double prior, s_near = 0, c_near = 0, s_n = 0, c_n = 0, near, at_n;

  if (balut_value_cell_value (self, part, j, left, x, n, &prior))
    {
      self->values[self->offset[part] + index] = (float) prior;
      return;
    }
  for (guint g = 0; g < nf; g++)
    {
      for (guint m = n >= NEAR_N ? n - NEAR_N : 0; m <= n + NEAR_N && m < self->nn; m++)
        {
          s_near += sum[base + g * self->nn + m];
          c_near += count[base + g * self->nn + m];
        }
      s_n += sum[base + g * self->nn + n];
      c_n += count[base + g * self->nn + n];
    }
  /* the cell, shrunk toward all its free-box counts at n, shrunk toward
   * its neighbours in n, shrunk toward the prior */
  near = (s_near + fd->shrink * prior) / (c_near + fd->shrink);
  at_n = (s_n + fd->shrink * near) / (c_n + fd->shrink);
  self->values[self->offset[part] + index]
    = (float) ((sum[index] + fd->shrink * at_n) / (count[index] + fd->shrink));
}

/* Pool adjacent violators: the values along a threshold's shortfall
 * must not rise as the shortfall grows. */
static void
make_non_increasing (float        *v,
                     const double *w,
                     guint         len,
                     guint         stride)
{
  double level[N_SHORT_CHOICE], weight[N_SHORT_CHOICE];
  guint span[N_SHORT_CHOICE], top = 0, i = 0;

  g_assert (len <= N_SHORT_CHOICE);
  for (guint x = 0; x < len; x++)
    {
      level[top] = v[x * stride];
      weight[top] = w[x];
      span[top] = 1;
      top++;
      while (top > 1 && level[top - 2] < level[top - 1])
        {
          double wt = weight[top - 2] + weight[top - 1];

          level[top - 2] = (level[top - 2] * weight[top - 2] + level[top - 1] * weight[top - 1]) / wt;
          weight[top - 2] = wt;
          span[top - 2] += span[top - 1];
          top--;
        }
    }
  for (guint b = 0; b < top; b++)
    for (guint s = 0; s < span[b]; s++, i++)
      v[i * stride] = (float) level[b];
}

/**
 * balut_value_stats_fit:
 * @shrink: how many games a cell needs to outweigh its neighbours
 *
 * Returns: (transfer full): tables fitted to the games gathered
 */
BalutValueTables *
balut_value_stats_fit (const BalutValueStats *self,
                       double                 shrink)
{
  BalutValueTables *t;
  FitData fd = { self, shrink };

  g_return_val_if_fail (self != NULL, NULL);
  g_return_val_if_fail (shrink > 0, NULL);

  t = balut_value_tables_alloc (self->layout->variant);
  memcpy (t->mean, self->layout->mean, sizeof t->mean);
  memcpy (t->jackpot_mean, self->layout->jackpot_mean, sizeof t->jackpot_mean);
  for (guint c = 0; c < BALUT_N_CATEGORIES; c++)
    {
      t->next_mean[c] = self->box_count[c] > 0 ? self->box_sum[c] / self->box_count[c] : t->mean[c];
      t->next_jackpot_mean[c] = self->jackpot_count[c] > 0
                                ? self->jackpot_sum[c] / self->jackpot_count[c] : t->jackpot_mean[c];
    }

  for (guint p = 0; p < BALUT_VALUE_N_PARTS; p++)
    balut_value_foreach_cell (t, p, fit_cell_cb, &fd);

  /* the thresholds: non-increasing in the shortfall, for every
   * Jackpot state, boxes left and n (the settled cells stay exact:
   * they are at the ends, 0 and out of reach, and already ordered) */
  for (guint p = 0; p < BALUT_VALUE_N_PARTS; p++)
    {
      guint nx;

      if (!balut_value_is_face (p) && p != BALUT_CATEGORY_CHOICE)
        continue;
      nx = balut_value_part_x_range (p);
      for (guint j = 0; j < t->nj; j++)
        for (guint k = 1; k < N_KEPT_BOXES; k++)
          for (guint f = 0; f < N_FREE; f++)
            for (guint n = 0; n < t->nn; n++)
              {
                guint stride = N_FREE * t->nn;
                guint first = ((j * N_KEPT_BOXES + k) * nx * N_FREE + f) * t->nn + n;
                double w[N_SHORT_FACES > N_SHORT_CHOICE ? N_SHORT_FACES : N_SHORT_CHOICE];

                for (guint x = 0; x < nx; x++)
                  w[x] = self->count[t->offset[p] + first + x * stride] + shrink;
                make_non_increasing (t->values + t->offset[p] + first, w, nx, stride);
              }
    }
  return t;
}
