/* balut-value.c — the Expert's value of a scoresheet, learned by simulation
 *
 * The value of a sheet at the end of a turn is an estimate of the final
 * points the player will have at the end of the game (R21). The final
 * points are a sum of parts: the points of each of the seven categories
 * (R12–R18, with J5 and J6 in Jackpot Balut) and the bracket points of
 * the score total (R20). Each part is valued apart, from a small state
 * of its own and the number n of empty boxes left on the sheet (the
 * turns left, which is how much freedom the player still has):
 *
 * - Fours, Fives, Sixes: the regular boxes left k, the faces still
 *   needed to reach the threshold (or "out of reach"), and in Jackpot
 *   Balut the state of the Jackpot box (empty, used, struck);
 * - Choice: the same with the points still needed (in steps of 2);
 * - Straight, Full House: k, whether every filled box is non-zero, the
 *   Jackpot box;
 * - Balut: k and the number of Baluts so far;
 * - and for each of these, the free boxes of the other categories
 *   (boxes nothing rides on any more, which take the rolls that fit
 *   nowhere else);
 * - the bracket: the score total plus the mean score of each empty box
 *   (its projection), in steps of 5, interpolated.
 *
 * Each part's table holds the mean of that part's final points over the
 * simulated games that passed through the state (balut-train: play with
 * the current tables, gather, fit, repeat — approximate policy
 * iteration). The fitting is balut-train's alone
 * (src/tools/balut-value-stats.c, through balut-value-private.h); here
 * are the layout, the states and the rough closed-form prior that a
 * state seen seldom falls back on (balut_value_cell_value()). States
 * whose points are already certain hold their exact points.
 *
 * The tables may carry a network (balut-net.c) that corrects each part
 * with the whole sheet in view (the Expert; Strong does without it). It
 * is trained by fitted value iteration (balut-train --bellman). Its
 * inputs come in feature sets: set 1 (net_features()) and set 2, which
 * adds inputs after set 1's (net_features_2()), so that a network of
 * set 1 can be widened to set 2 and go on learning
 * (balut_net_resize(), balut-train --features). The tables record
 * their set. A complete sheet is always worth its final points exactly.
 *
 * The tables ship in the core's resources as
 * /io/github/balut/Balut/strategy/<variant>.tables; the format is
 * described at balut_value_tables_serialize().
 *
 * SPDX-FileCopyrightText: 2026 The Balut developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <gio/gio.h>
#include <glib/gi18n-lib.h>
#include <math.h>
#include <string.h>

#include "balut-engine-resources.h"
#include "balut-net.h"
#include "balut-rules.h"
#include "balut-value.h"
#include "balut-value-private.h"

#define BALUT_MAX_SCORE 50    /* a Balut of sixes (R11) */

#define FORMAT_MAGIC   "BALUTVT1"
#define FORMAT_VERSION 2      /* 1: no feature set (set 1) */

#define N_FEATURES_2   35     /* what feature set 2 adds to set 1 */

G_DEFINE_QUARK (balut-value-error-quark, balut_value_error)

/* ------------------------------------------------------------------ */
/* Layout                                                              */

gboolean
balut_value_is_face (guint part)
{
  return part <= BALUT_CATEGORY_SIXES;
}

static guint
part_size (const BalutValueTables *self,
           guint                   part)
{
  switch (part)
    {
    case BALUT_CATEGORY_FOURS:
    case BALUT_CATEGORY_FIVES:
    case BALUT_CATEGORY_SIXES:
      return self->nj * N_KEPT_BOXES * N_SHORT_FACES * N_FREE * self->nn;
    case BALUT_CATEGORY_STRAIGHT:
    case BALUT_CATEGORY_FULL_HOUSE:
      return self->nj * N_KEPT_BOXES * 2 * N_FREE * self->nn;
    case BALUT_CATEGORY_CHOICE:
      return self->nj * N_KEPT_BOXES * N_SHORT_CHOICE * N_FREE * self->nn;
    case BALUT_CATEGORY_BALUT:
      return N_KEPT_BOXES * (BALUT_N_REGULAR + 1) * N_FREE * self->nn;
    case BALUT_VALUE_BRACKET:
    default:
      return N_PROJECTED * self->nn;
    }
}

BalutValueTables *
balut_value_tables_alloc (BalutVariant variant)
{
  BalutValueTables *self = g_new0 (BalutValueTables, 1);

  self->variant = variant;
  self->nn = balut_variant_get_n_boxes (variant) + 1;
  self->nj = balut_variant_has_jackpot (variant) ? N_JP : 1;
  self->features = 1;
  for (guint p = 0; p < BALUT_VALUE_N_PARTS; p++)
    {
      self->size[p] = part_size (self, p);
      self->offset[p] = self->n_values;
      self->n_values += self->size[p];
    }
  self->values = g_new0 (float, self->n_values);
  return self;
}

/* The shortfall index of a threshold category (R12–R14, R17). */
static guint
shortfall (guint category,
           guint sum,
           guint left)
{
  guint threshold = balut_rules_threshold (category);
  guint need;

  if (sum >= threshold)
    return 0;
  need = threshold - sum;
  if (category == BALUT_CATEGORY_CHOICE)
    return need > 30 * left ? SHORT_CHOICE_OUT : (need + 1) / 2;
  need = (need + category + 3) / (category + 4);
  return need > BALUT_N_DICE * left ? SHORT_FACES_OUT : need;
}

/* A category's free boxes: the regular boxes left that nothing rides
 * on any more (its condition is met, out of reach, or lost), and the
 * Balut boxes, which take the rolls that fit nowhere else. */
guint
balut_value_free_boxes (guint                category,
                        const CategoryState *cs)
{
  switch (category)
    {
    case BALUT_CATEGORY_FOURS:
    case BALUT_CATEGORY_FIVES:
    case BALUT_CATEGORY_SIXES:
      {
        guint x = shortfall (category, cs->sum, cs->left);

        return x == 0 || x == SHORT_FACES_OUT ? cs->left : 0;
      }
    case BALUT_CATEGORY_CHOICE:
      {
        guint x = shortfall (category, cs->sum, cs->left);

        return x == 0 || x == SHORT_CHOICE_OUT ? cs->left : 0;
      }
    case BALUT_CATEGORY_STRAIGHT:
    case BALUT_CATEGORY_FULL_HOUSE:
      return cs->zeros > 0 ? cs->left : 0;
    case BALUT_CATEGORY_BALUT:
    default:
      return cs->left;
    }
}

static guint
free_bucket (guint free)
{
  if (free <= 4)
    return free;
  if (free <= 6)
    return 5;
  if (free <= 9)
    return 6;
  return 7;
}

/* The index of a category's state with n boxes left on the sheet and
 * @free free boxes in the other categories. */
guint
balut_value_category_index (const BalutValueTables *self,
                            guint                   category,
                            const CategoryState    *cs,
                            guint                   free,
                            guint                   n)
{
  guint j = self->nj == 1 ? 0 : cs->jackpot;
  guint f = free_bucket (free);

  switch (category)
    {
    case BALUT_CATEGORY_FOURS:
    case BALUT_CATEGORY_FIVES:
    case BALUT_CATEGORY_SIXES:
      return (((j * N_KEPT_BOXES + cs->left) * N_SHORT_FACES
               + shortfall (category, cs->sum, cs->left)) * N_FREE + f) * self->nn + n;
    case BALUT_CATEGORY_CHOICE:
      return (((j * N_KEPT_BOXES + cs->left) * N_SHORT_CHOICE
               + shortfall (category, cs->sum, cs->left)) * N_FREE + f) * self->nn + n;
    case BALUT_CATEGORY_STRAIGHT:
    case BALUT_CATEGORY_FULL_HOUSE:
      return (((j * N_KEPT_BOXES + cs->left) * 2 + (cs->zeros == 0)) * N_FREE + f) * self->nn + n;
    case BALUT_CATEGORY_BALUT:
    default:
      return ((cs->left * (BALUT_N_REGULAR + 1) + cs->n_baluts) * N_FREE + f) * self->nn + n;
    }
}

guint
balut_value_total_free (const CategoryState *cs)
{
  guint f = 0;

  for (guint c = 0; c < BALUT_N_CATEGORIES; c++)
    f += balut_value_free_boxes (c, &cs[c]);
  return f;
}

void
balut_value_read_state (BalutVariant      variant,
                        const gint        boxes[BALUT_N_CATEGORIES][BALUT_N_COLUMNS],
                        CategoryState    *cs,
                        guint            *n_empty,
                        guint            *total)
{
  gboolean jackpot = balut_variant_has_jackpot (variant);

  *n_empty = 0;
  *total = 0;
  for (guint c = 0; c < BALUT_N_CATEGORIES; c++)
    {
      memset (&cs[c], 0, sizeof cs[c]);
      for (guint b = 0; b < BALUT_N_REGULAR; b++)
        {
          gint v = boxes[c][b];

          if (v == BALUT_BOX_EMPTY)
            cs[c].left++;
          else
            {
              cs[c].sum += v;
              cs[c].zeros += v == 0;
              cs[c].n_baluts += c == BALUT_CATEGORY_BALUT && v > 0;
            }
        }
      *n_empty += cs[c].left;
      *total += cs[c].sum;
      cs[c].jackpot = JP_EMPTY;
      if (jackpot && balut_category_has_jackpot (c))
        {
          gint v = boxes[c][BALUT_BOX_JACKPOT];

          if (v == BALUT_BOX_EMPTY)
            (*n_empty)++;
          else
            {
              cs[c].jackpot = v > 0 ? JP_USED : JP_STRUCK;
              *total += v;        /* J7 */
            }
        }
    }
}

void
balut_value_read_sheet (BalutScoresheet *sheet,
                        gint             boxes[BALUT_N_CATEGORIES][BALUT_N_COLUMNS])
{
  for (guint c = 0; c < BALUT_N_CATEGORIES; c++)
    for (guint b = 0; b < BALUT_N_COLUMNS; b++)
      boxes[c][b] = balut_scoresheet_has_box (sheet, c, b)
                    ? balut_scoresheet_get_box (sheet, c, b) : BALUT_BOX_EMPTY;
}

double
balut_value_projected_total (const BalutValueTables *self,
                             const double           *mean,
                             const double           *jackpot_mean,
                             const CategoryState    *cs,
                             guint                   total)
{
  double p = total;

  for (guint c = 0; c < BALUT_N_CATEGORIES; c++)
    {
      p += cs[c].left * mean[c];
      if (self->nj > 1 && balut_category_has_jackpot (c) && cs[c].jackpot == JP_EMPTY)
        p += jackpot_mean[c];
    }
  return p;
}

static double
bracket_lookup (const BalutValueTables *self,
                double                  projected,
                guint                   n)
{
  const float *t = self->values + self->offset[BALUT_VALUE_BRACKET];
  double f;
  guint b = balut_value_bracket_row (projected, &f);

  return (1.0 - f) * t[b * self->nn + n] + f * t[(b + 1) * self->nn + n];
}

/* ------------------------------------------------------------------ */
/* Exact points and the prior                                          */

static double
normal_cdf (double x)
{
  return 0.5 * erfc (-x / G_SQRT2);
}

/* The chance that @left boxes of about @mean ± @sd each give at least
 * @need: a normal approximation (with half a unit of continuity). */
static double
normal_reach (double need,
              guint  left,
              double mean,
              double sd)
{
  return normal_cdf ((left * mean - need + 0.5) / (sd * sqrt ((double) left)));
}

/* A category's points from the chance p that its condition is met. */
static double
stake (BalutVariant variant,
       guint        category,
       guint        jackpot,
       double       p)
{
  double base = balut_rules_base_points (category);
  double bonus = balut_variant_has_jackpot (variant) ? balut_rules_jackpot_bonus (category) : 0;

  if (jackpot == JP_USED)
    return p * (base + bonus) - (1.0 - p) * bonus;   /* J5 */
  return p * base;
}

/* Sets *value and returns TRUE when the part's points can no longer
 * change; else sets *value to a rough prior and returns FALSE. */
gboolean
balut_value_cell_value (const BalutValueTables *self,
                        guint                   part,
                        guint                   j,
                        guint                   left,
                        guint                   x,          /* shortfall, alive, Baluts or projection */
                        guint                   n,
                        double                 *value)
{
  BalutVariant variant = self->variant;
  guint jackpot = self->nj == 1 ? JP_STRUCK : j;   /* none: as if struck */
  gboolean settled = jackpot != JP_EMPTY;

  if (part == BALUT_VALUE_BRACKET)
    {
      double total = x * PROJECTED_STEP;
      double sd = 8.0 * sqrt ((double) n), v = 0;

      if (n == 0)
        {
          *value = balut_rules_bracket_points ((guint) total);
          return TRUE;
        }
      /* E[bracket (total + N(0, sd²))] over a coarse grid */
      for (int i = -30; i <= 30; i++)
        {
          double z = i / 10.0;
          double w = exp (-0.5 * z * z);
          double t = MAX (0.0, total + z * sd);

          v += w * balut_rules_bracket_points ((guint) t);
        }
      *value = v / (sqrt (2 * G_PI) * 10.0);
      return FALSE;
    }

  if (part == BALUT_CATEGORY_BALUT)
    {
      double now = balut_rules_balut_points (variant, x);
      double more = balut_rules_balut_points (variant, x + 1) - now;

      *value = now + (left > 0 ? 0.1 * left * more : 0.0);
      return left == 0;
    }

  if (part == BALUT_CATEGORY_STRAIGHT || part == BALUT_CATEGORY_FULL_HOUSE)
    {
      gboolean alive = x;

      if (settled && (!alive || left == 0))
        {
          *value = stake (variant, part, jackpot, alive ? 1.0 : 0.0);
          return TRUE;
        }
      *value = stake (variant, part, jackpot, alive ? pow (0.7, left) : 0.0);
      return FALSE;
    }

  /* Fours, Fives, Sixes, Choice */
  {
    gboolean out = part == BALUT_CATEGORY_CHOICE ? x == SHORT_CHOICE_OUT : x == SHORT_FACES_OUT;
    double need, mean, sd, p;

    if (settled && (x == 0 || out))
      {
        *value = stake (variant, part, jackpot, x == 0 ? 1.0 : 0.0);
        return TRUE;
      }
    if (part == BALUT_CATEGORY_CHOICE)
      need = 2 * x, mean = 24.5, sd = 3.5;
    else
      need = x, mean = 3.2, sd = 1.1;
    if (out)
      p = 0;
    else if (x == 0)
      p = 1;
    else if (left == 0)
      p = 0;
    else
      p = normal_reach (need, left, mean, sd);
    *value = stake (variant, part, jackpot, p);
    return FALSE;
  }
}

guint
balut_value_part_x_range (guint part)
{
  switch (part)
    {
    case BALUT_CATEGORY_FOURS:
    case BALUT_CATEGORY_FIVES:
    case BALUT_CATEGORY_SIXES:
      return N_SHORT_FACES;
    case BALUT_CATEGORY_CHOICE:
      return N_SHORT_CHOICE;
    case BALUT_CATEGORY_STRAIGHT:
    case BALUT_CATEGORY_FULL_HOUSE:
      return 2;
    case BALUT_CATEGORY_BALUT:
      return BALUT_N_REGULAR + 1;
    default:
      return N_PROJECTED;
    }
}

/* Calls @func for every cell of @part with its coordinates. */
void
balut_value_foreach_cell (BalutValueTables   *self,
                          guint               part,
                          BalutValueCellFunc  func,
                          gpointer            data)
{
  guint nx = balut_value_part_x_range (part);

  if (part == BALUT_VALUE_BRACKET)
    {
      for (guint x = 0; x < nx; x++)
        for (guint n = 0; n < self->nn; n++)
          func (self, part, x * self->nn + n, 0, 0, x, 0, n, data);
      return;
    }
  if (part == BALUT_CATEGORY_BALUT)
    {
      for (guint k = 0; k < N_KEPT_BOXES; k++)
        for (guint x = 0; x < nx; x++)
          for (guint f = 0; f < N_FREE; f++)
            for (guint n = 0; n < self->nn; n++)
              func (self, part, ((k * nx + x) * N_FREE + f) * self->nn + n, JP_EMPTY, k, x, f, n, data);
      return;
    }
  for (guint j = 0; j < self->nj; j++)
    for (guint k = 0; k < N_KEPT_BOXES; k++)
      for (guint x = 0; x < nx; x++)
        for (guint f = 0; f < N_FREE; f++)
          for (guint n = 0; n < self->nn; n++)
            func (self, part, (((j * N_KEPT_BOXES + k) * nx + x) * N_FREE + f) * self->nn + n,
                  self->nj == 1 ? JP_STRUCK : j, k, x, f, n, data);
}

static void
set_prior_cb (BalutValueTables *self,
              guint             part,
              guint             index,
              guint             j,
              guint             left,
              guint             x,
              guint             f,
              guint             n,
              gpointer          data)
{
  double v;

  (void) data;
  balut_value_cell_value (self, part, j, left, x, n, &v);
  self->values[self->offset[part] + index] = (float) v;
}

/**
 * balut_value_tables_new:
 *
 * Returns: (transfer full): tables holding only the exact points and
 *   the rough prior, the start of fitting
 */
BalutValueTables *
balut_value_tables_new (BalutVariant variant)
{
  BalutValueTables *self;
  static const double mean[BALUT_N_CATEGORIES] = { 12, 15, 18, 12, 16, 24, 4 };
  static const double jackpot_mean[BALUT_N_CATEGORIES] = { 8, 10, 12, 8, 10, 12, 0 };

  g_return_val_if_fail (variant < BALUT_N_VARIANTS, NULL);

  self = balut_value_tables_alloc (variant);
  memcpy (self->mean, mean, sizeof mean);
  memcpy (self->next_mean, mean, sizeof mean);
  memcpy (self->jackpot_mean, jackpot_mean, sizeof jackpot_mean);
  memcpy (self->next_jackpot_mean, jackpot_mean, sizeof jackpot_mean);
  for (guint p = 0; p < BALUT_VALUE_N_PARTS; p++)
    balut_value_foreach_cell (self, p, set_prior_cb, NULL);
  return self;
}

void
balut_value_tables_free (BalutValueTables *self)
{
  if (self == NULL)
    return;
  g_clear_pointer (&self->net, balut_net_free);
  g_free (self->values);
  g_free (self);
}

BalutVariant
balut_value_tables_get_variant (const BalutValueTables *self)
{
  g_return_val_if_fail (self != NULL, BALUT_VARIANT_STANDARD);
  return self->variant;
}

/* ------------------------------------------------------------------ */
/* Serialization                                                       */

/**
 * balut_value_tables_serialize:
 *
 * The format, all numbers little-endian: the 8 bytes "BALUTVT1"; a
 * uint32 format version (1 or 2), variant (0 standard, 1 jackpot, 2
 * olathe) and number of values; in version 2 a uint32 feature set (the
 * network's inputs, see net_features(); version 1 has set 1, and
 * tables of set 1 are still written as version 1); 4 × 7 float64 means (regular box, Jackpot box,
 * and the same two seen while fitting); then the float32 values of the
 * parts in order: Fours, Fives, Sixes, Straight, Full House, Choice,
 * Balut, bracket, each laid out as balut_value_category_index()
 * computes; a uint32 1 if a network follows (balut_net_append()), else 0.
 *
 * Returns: (transfer full): the tables as bytes
 */
GBytes *
balut_value_tables_serialize (const BalutValueTables *self)
{
  GByteArray *out;
  guint32 header[3];

  g_return_val_if_fail (self != NULL, NULL);

  out = g_byte_array_new ();
  g_byte_array_append (out, (const guint8 *) FORMAT_MAGIC, 8);
  header[0] = GUINT32_TO_LE (self->features == 1 ? 1 : FORMAT_VERSION);
  header[1] = GUINT32_TO_LE ((guint32) self->variant);
  header[2] = GUINT32_TO_LE (self->n_values);
  g_byte_array_append (out, (const guint8 *) header, sizeof header);
  if (self->features != 1)
    {
      guint32 features = GUINT32_TO_LE (self->features);

      g_byte_array_append (out, (const guint8 *) &features, sizeof features);
    }

  {
    const double *means[4] = { self->mean, self->jackpot_mean, self->next_mean, self->next_jackpot_mean };

    for (guint m = 0; m < 4; m++)
      for (guint c = 0; c < BALUT_N_CATEGORIES; c++)
        {
          union { double d; guint64 u; } v = { .d = means[m][c] };
          guint64 le = GUINT64_TO_LE (v.u);

          g_byte_array_append (out, (const guint8 *) &le, sizeof le);
        }
  }
  for (guint i = 0; i < self->n_values; i++)
    {
      union { float f; guint32 u; } v = { .f = self->values[i] };
      guint32 le = GUINT32_TO_LE (v.u);

      g_byte_array_append (out, (const guint8 *) &le, sizeof le);
    }
  {
    guint32 has_net = GUINT32_TO_LE (self->net != NULL);

    g_byte_array_append (out, (const guint8 *) &has_net, sizeof has_net);
    if (self->net != NULL)
      balut_net_append (self->net, out);
  }
  return g_byte_array_free_to_bytes (out);
}

/**
 * balut_value_tables_deserialize:
 *
 * Returns: (transfer full) (nullable): the tables, or %NULL with
 *   @error set if @bytes are not tables of this format
 */
BalutValueTables *
balut_value_tables_deserialize (GBytes  *bytes,
                                GError **error)
{
  g_autoptr(BalutValueTables) self = NULL;
  const guint8 *data;
  gsize size, pos;
  guint32 header[3];

  g_return_val_if_fail (bytes != NULL, NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  data = g_bytes_get_data (bytes, &size);
  if (size < 8 + sizeof header || memcmp (data, FORMAT_MAGIC, 8) != 0)
    {
      g_set_error_literal (error, BALUT_VALUE_ERROR, BALUT_VALUE_ERROR_INVALID,
                           _("These are not the strategy’s tables"));
      return NULL;
    }
  memcpy (header, data + 8, sizeof header);
  for (guint i = 0; i < 3; i++)
    header[i] = GUINT32_FROM_LE (header[i]);
  if (header[0] < 1 || header[0] > FORMAT_VERSION || header[1] >= BALUT_N_VARIANTS)
    {
      g_set_error (error, BALUT_VALUE_ERROR, BALUT_VALUE_ERROR_INVALID,
                   _("The strategy’s tables have version %u for variant %u; this Balut reads versions 1 to %u"),
                   header[0], header[1], FORMAT_VERSION);
      return NULL;
    }
  self = balut_value_tables_alloc ((BalutVariant) header[1]);
  pos = 8 + sizeof header;
  if (header[0] >= 2)
    {
      guint32 features;

      if (size < pos + sizeof features)
        {
          g_set_error_literal (error, BALUT_VALUE_ERROR, BALUT_VALUE_ERROR_INVALID,
                               _("The strategy’s tables are damaged"));
          return NULL;
        }
      memcpy (&features, data + pos, sizeof features);
      pos += sizeof features;
      features = GUINT32_FROM_LE (features);
      if (features < 1 || features > BALUT_VALUE_FEATURES_LATEST)
        {
          g_set_error (error, BALUT_VALUE_ERROR, BALUT_VALUE_ERROR_INVALID,
                       _("The strategy’s tables need feature set %u, this Balut knows 1 to %u"),
                       features, BALUT_VALUE_FEATURES_LATEST);
          return NULL;
        }
      self->features = features;
    }
  if (header[2] != self->n_values
      || size < pos + 4 * BALUT_N_CATEGORIES * sizeof (guint64) + (self->n_values + 1) * sizeof (guint32))
    {
      g_set_error (error, BALUT_VALUE_ERROR, BALUT_VALUE_ERROR_INVALID,
                   _("The strategy’s tables have %u values, not %u"), header[2], self->n_values);
      return NULL;
    }

  {
    double *means[4] = { self->mean, self->jackpot_mean, self->next_mean, self->next_jackpot_mean };

    for (guint m = 0; m < 4; m++)
      for (guint c = 0; c < BALUT_N_CATEGORIES; c++)
        {
          union { double d; guint64 u; } v;
          guint64 le;

          memcpy (&le, data + pos, sizeof le);
          pos += sizeof le;
          v.u = GUINT64_FROM_LE (le);
          if (!isfinite (v.d) || v.d < 0 || v.d > 100)
            {
              g_set_error_literal (error, BALUT_VALUE_ERROR, BALUT_VALUE_ERROR_INVALID,
                                   _("The strategy’s tables hold a mean out of range"));
              return NULL;
            }
          means[m][c] = v.d;
        }
  }
  for (guint i = 0; i < self->n_values; i++)
    {
      union { float f; guint32 u; } v;
      guint32 le;

      memcpy (&le, data + pos, sizeof le);
      pos += sizeof le;
      v.u = GUINT32_FROM_LE (le);
      if (!isfinite (v.f) || fabsf (v.f) > 100.0f)
        {
          g_set_error (error, BALUT_VALUE_ERROR, BALUT_VALUE_ERROR_INVALID,
                       _("The strategy’s tables hold a value out of range at %u"), i);
          return NULL;
        }
      self->values[i] = v.f;
    }
  {
    guint32 has_net;

    memcpy (&has_net, data + pos, sizeof has_net);
    pos += sizeof has_net;
    has_net = GUINT32_FROM_LE (has_net);
    if (has_net > 1)
      {
        g_set_error_literal (error, BALUT_VALUE_ERROR, BALUT_VALUE_ERROR_INVALID,
                             _("The strategy’s tables are damaged"));
        return NULL;
      }
    if (has_net)
      {
        gsize used = 0;

        g_autoptr(GError) net_error = NULL;

        self->net = balut_net_read (data + pos, size - pos, &used, &net_error);
        if (self->net == NULL)
          {
            /* the tables' callers see one domain: their file is damaged */
            g_set_error_literal (error, BALUT_VALUE_ERROR, BALUT_VALUE_ERROR_INVALID, net_error->message);
            return NULL;
          }
        if (balut_net_get_n_in (self->net) != balut_value_get_n_features (self)
            || balut_net_get_n_out (self->net) != BALUT_VALUE_N_PARTS)
          {
            g_set_error_literal (error, BALUT_VALUE_ERROR, BALUT_VALUE_ERROR_INVALID,
                                 _("The strategy’s network does not fit its tables"));
            return NULL;
          }
        pos += used;
      }
  }
  if (pos != size)
    {
      g_set_error_literal (error, BALUT_VALUE_ERROR, BALUT_VALUE_ERROR_INVALID,
                           _("The strategy’s tables are followed by other data"));
      return NULL;
    }
  return g_steal_pointer (&self);
}

static gpointer
load_default (gpointer data)
{
  BalutVariant variant = GPOINTER_TO_UINT (data);
  g_autofree char *path = g_strdup_printf ("/io/github/balut/Balut/strategy/%s.tables",
                                           balut_variant_to_string (variant));
  g_autoptr(GBytes) bytes = NULL;
  g_autoptr(GError) error = NULL;
  BalutValueTables *tables = NULL;

  bytes = g_resource_lookup_data (balut_engine_get_resource (), path, G_RESOURCE_LOOKUP_FLAGS_NONE, &error);
  if (bytes != NULL)
    tables = balut_value_tables_deserialize (bytes, &error);
  if (tables != NULL && tables->variant != variant)
    {
      g_clear_pointer (&tables, balut_value_tables_free);
      g_set_error (&error, BALUT_VALUE_ERROR, BALUT_VALUE_ERROR_INVALID,
                   "%s is for another variant", path);
    }
  if (tables == NULL)
    {
      /* a build without the tables still plays, only less well */
      g_warning ("Cannot load %s: %s", path, error->message);
      tables = balut_value_tables_new (variant);
    }
  return tables;
}

static gpointer
load_default_without_net (gpointer data)
{
  BalutVariant variant = GPOINTER_TO_UINT (data);
  g_autoptr(GBytes) bytes = NULL;
  BalutValueTables *tables;

  bytes = balut_value_tables_serialize (balut_value_tables_get_default (variant));
  tables = balut_value_tables_deserialize (bytes, NULL);
  g_assert (tables != NULL);
  balut_value_tables_set_net (tables, NULL);
  return tables;
}

/**
 * balut_value_tables_get_default_without_net:
 *
 * Returns: (transfer none): the tables of balut_value_tables_get_default()
 *   without their network (the Strong level)
 */
const BalutValueTables *
balut_value_tables_get_default_without_net (BalutVariant variant)
{
  static GOnce once[BALUT_N_VARIANTS] = { G_ONCE_INIT, G_ONCE_INIT, G_ONCE_INIT };

  g_return_val_if_fail (variant < BALUT_N_VARIANTS, NULL);

  return g_once (&once[variant], load_default_without_net, GUINT_TO_POINTER (variant));
}

/**
 * balut_value_tables_get_default:
 *
 * Returns: (transfer none): the tables shipped with Balut for @variant,
 *   loaded once and never changed
 */
const BalutValueTables *
balut_value_tables_get_default (BalutVariant variant)
{
  static GOnce once[BALUT_N_VARIANTS] = { G_ONCE_INIT, G_ONCE_INIT, G_ONCE_INIT };

  g_return_val_if_fail (variant < BALUT_N_VARIANTS, NULL);

  return g_once (&once[variant], load_default, GUINT_TO_POINTER (variant));
}

/* ------------------------------------------------------------------ */
/* Valuing                                                             */

/* The parts' values from the tables alone. */
static void
table_parts (const BalutValueTables *self,
             const CategoryState    *cs,
             guint                   n,
             guint                   total,
             double                 *q)
{
  guint free = balut_value_total_free (cs);

  for (guint c = 0; c < BALUT_N_CATEGORIES; c++)
    q[c] = self->values[self->offset[c]
                        + balut_value_category_index (self, c, &cs[c],
                                                      free - balut_value_free_boxes (c, &cs[c]), n)];
  /* a complete sheet's bracket is known (R20); the interpolation
   * between steps of the table would blur it */
  q[BALUT_VALUE_BRACKET] = n == 0 ? balut_rules_bracket_points (total)
                                  : bracket_lookup (self, balut_value_projected_total (self, self->mean,
                                                                                       self->jackpot_mean,
                                                                                       cs, total), n);
}

static guint net_features_2 (const CategoryState *cs, guint n, double projected, float *x);

/* The network's view of a sheet, feature set 1: each category's boxes
 * left, its progress and free boxes, the Jackpot box; n, the score
 * total and its projection; and the tables' values of the parts. Set 2
 * adds net_features_2(). */
static guint
net_features (const BalutValueTables *self,
              const CategoryState    *cs,
              guint                   n,
              guint                   total,
              const double           *q,
              float                  *x)
{
  double projected = balut_value_projected_total (self, self->mean, self->jackpot_mean, cs, total);
  guint i = 0;

  for (guint c = 0; c < BALUT_N_CATEGORIES; c++)
    {
      for (guint k = 0; k < N_KEPT_BOXES; k++)
        x[i++] = cs[c].left == k;
      if (balut_value_is_face (c) || c == BALUT_CATEGORY_CHOICE)
        {
          guint threshold = balut_rules_threshold (c);
          guint x_short = shortfall (c, cs[c].sum, cs[c].left);
          gboolean out = x_short == (c == BALUT_CATEGORY_CHOICE ? SHORT_CHOICE_OUT : SHORT_FACES_OUT);

          x[i++] = out || cs[c].sum >= threshold ? 0.0f : (float) (threshold - cs[c].sum) / threshold;
          x[i++] = x_short == 0;
          x[i++] = out;
        }
      else if (c == BALUT_CATEGORY_BALUT)
        {
          x[i++] = cs[c].n_baluts / 4.0f;
          x[i++] = 0;
          x[i++] = 0;
        }
      else
        {
          x[i++] = cs[c].zeros == 0;
          x[i++] = cs[c].zeros == 0 ? cs[c].left / 4.0f : 0.0f;
          x[i++] = 0;
        }
      if (self->nj > 1 && balut_category_has_jackpot (c))
        {
          x[i++] = cs[c].jackpot == JP_EMPTY;
          x[i++] = cs[c].jackpot == JP_USED;
          x[i++] = cs[c].jackpot == JP_STRUCK;
        }
      x[i++] = balut_value_free_boxes (c, &cs[c]) / 4.0f;
    }
  x[i++] = (float) n / (self->nn - 1);
  x[i++] = total / 500.0f;
  x[i++] = (float) projected / 500.0f;
  x[i++] = balut_value_total_free (cs) / 10.0f;
  for (guint p = 0; p < BALUT_VALUE_N_PARTS; p++)
    x[i++] = (float) q[p] / 4.0f;
  if (self->features >= 2)
    i += net_features_2 (cs, n, projected, x + i);
  return i;
}

/* The rough chance that a threshold category (R12–R14, R17) gets the
 * @need points it lacks from its @left boxes: in points, where the
 * tables' prior (balut_value_cell_value()) counts faces. */
static double
reach_chance (guint category,
              guint need,
              guint left)
{
  if (category == BALUT_CATEGORY_CHOICE)
    return normal_reach (need, left, 24.5, 3.5);
  return normal_reach (need, left, 3.2 * (category + 4), 1.1 * (category + 4));
}

/* Feature set 2 adds what set 1 leaves the network to work out by
 * itself: for each condition still at stake (R12–R17) the mean it
 * needs per box left and, for the thresholds, a rough chance; the
 * products of these needs for each two conditions (they compete for
 * the same dice and turns); the boxes that need a particular roll
 * against the turns left; the turns left in five bands; and where the
 * projected score total lies between the bracket's steps (R20) with the
 * chances of crossing the step above or below. */
static guint
net_features_2 (const CategoryState *cs,
                guint                n,
                double               projected,
                float               *x)
{
  static const guint bands[] = { 3, 7, 13, 20 };
  float need[BALUT_CATEGORY_BALUT];
  guint i = 0, live = 0;
  double sd, sum = 0;

  for (guint c = 0; c < BALUT_CATEGORY_BALUT; c++)
    {
      need[c] = 0;
      if (balut_value_is_face (c) || c == BALUT_CATEGORY_CHOICE)
        {
          guint threshold = balut_rules_threshold (c);
          guint s = shortfall (c, cs[c].sum, cs[c].left);
          gboolean out = s == (c == BALUT_CATEGORY_CHOICE ? SHORT_CHOICE_OUT : SHORT_FACES_OUT);
          float p = cs[c].sum >= threshold;

          if (!out && cs[c].sum < threshold && cs[c].left > 0)
            {
              guint per = c == BALUT_CATEGORY_CHOICE ? 30 : 5 * (c + 4);

              need[c] = MIN (1.5f, (float) (threshold - cs[c].sum) / (per * cs[c].left));
              p = (float) reach_chance (c, threshold - cs[c].sum, cs[c].left);
              live += cs[c].left;
            }
          x[i++] = p;
        }
      else if (cs[c].zeros == 0 && cs[c].left > 0)
        {
          need[c] = cs[c].left / 4.0f;
          live += cs[c].left;
        }
      x[i++] = need[c];
      sum += need[c];
    }
  for (guint a = 0; a < BALUT_CATEGORY_BALUT; a++)
    for (guint b = a + 1; b < BALUT_CATEGORY_BALUT; b++)
      x[i++] = need[a] * need[b];
  x[i++] = n > 0 ? (float) live / n : 0.0f;
  x[i++] = (float) sum / 4.0f;
  for (guint k = 0; k <= G_N_ELEMENTS (bands); k++)
    x[i++] = (k == G_N_ELEMENTS (bands) || n <= bands[k]) && (k == 0 || n > bands[k - 1]);

  sd = 8.0 * sqrt ((double) n) + 1.0;
  if (projected < 300)
    {
      x[i++] = 0;
      x[i++] = (float) normal_cdf ((projected - 300) / sd);
      x[i++] = 0;
    }
  else if (projected >= 650)
    {
      x[i++] = 1;
      x[i++] = 0;
      x[i++] = (float) normal_cdf ((650 - projected) / sd);
    }
  else
    {
      double low = 300 + 50 * floor ((projected - 300) / 50);

      x[i++] = (float) ((projected - low) / 50);
      x[i++] = (float) normal_cdf ((projected - low - 50) / sd);
      x[i++] = (float) normal_cdf ((low - projected) / sd);
    }
  g_assert (i == N_FEATURES_2);
  return i;
}

/**
 * balut_value_get_n_features:
 *
 * Returns: the number of inputs of the tables' network
 */
guint
balut_value_get_n_features (const BalutValueTables *self)
{
  return BALUT_N_CATEGORIES * (N_KEPT_BOXES + 4) + 4 + BALUT_VALUE_N_PARTS
         + (self->nj > 1 ? 3 * (BALUT_N_CATEGORIES - 1) : 0)
         + (self->features >= 2 ? N_FEATURES_2 : 0);
}

/**
 * balut_value_tables_get_features:
 *
 * Returns: the feature set of the network's inputs (1 or 2)
 */
guint
balut_value_tables_get_features (const BalutValueTables *self)
{
  g_return_val_if_fail (self != NULL, 1);
  return self->features;
}

/**
 * balut_value_tables_set_features:
 * @features: 1 … BALUT_VALUE_FEATURES_LATEST
 *
 * Sets the inputs of the network (see net_features()). A network made
 * for other inputs is dropped; balut_net_resize() makes one for more
 * inputs that answers as before.
 */
void
balut_value_tables_set_features (BalutValueTables *self,
                                 guint             features)
{
  g_return_if_fail (self != NULL);
  g_return_if_fail (features >= 1 && features <= BALUT_VALUE_FEATURES_LATEST);

  self->features = features;
  if (self->net != NULL && balut_net_get_n_in (self->net) != balut_value_get_n_features (self))
    g_clear_pointer (&self->net, balut_net_free);
}

/* Each part's value (the tables', corrected by the network if any). */
static double
value_of_state (const BalutValueTables *self,
                const CategoryState    *cs,
                guint                   n,
                guint                   total,
                double                 *parts)
{
  double q[BALUT_VALUE_N_PARTS], v = 0;

  table_parts (self, cs, n, total, q);
  /* a complete sheet's value is its final points, exactly */
  if (self->net != NULL && n > 0)
    {
      float x[256], out[BALUT_VALUE_N_PARTS];

      net_features (self, cs, n, total, q, x);
      balut_net_forward (self->net, x, out);
      for (guint p = 0; p < BALUT_VALUE_N_PARTS; p++)
        q[p] += out[p];
    }
  for (guint p = 0; p < BALUT_VALUE_N_PARTS; p++)
    v += q[p];
  if (parts != NULL)
    memcpy (parts, q, sizeof q);
  return v;
}

static double
value_of_boxes (const BalutValueTables *self,
                const gint              boxes[BALUT_N_CATEGORIES][BALUT_N_COLUMNS])
{
  CategoryState cs[BALUT_N_CATEGORIES];
  guint n, total;

  balut_value_read_state (self->variant, boxes, cs, &n, &total);
  return value_of_state (self, cs, n, total, NULL);
}

/**
 * balut_value_of_boxes:
 *
 * As balut_value_of_sheet(), for a sheet given by its boxes.
 */
double
balut_value_of_boxes (const BalutValueTables *self,
                      const BalutValueBoxes  *boxes)
{
  g_return_val_if_fail (self != NULL && boxes != NULL, 0.0);

  return value_of_boxes (self, *boxes);
}

/**
 * balut_value_features:
 * @x: (out): balut_value_get_n_features() inputs of the network
 * @q: (out): the tables' value of each part
 */
void
balut_value_features (const BalutValueTables *self,
                      const BalutValueBoxes  *boxes,
                      float                  *x,
                      double                 *q)
{
  CategoryState cs[BALUT_N_CATEGORIES];
  guint n, total;

  balut_value_read_state (self->variant, *boxes, cs, &n, &total);
  table_parts (self, cs, n, total, q);
  net_features (self, cs, n, total, q, x);
}

/**
 * balut_value_tables_set_net:
 * @net: (transfer full) (nullable): a network of
 *   balut_value_get_n_features() inputs and BALUT_VALUE_N_PARTS outputs
 */
void
balut_value_tables_set_net (BalutValueTables *self,
                            BalutNet         *net)
{
  g_return_if_fail (net == NULL || (balut_net_get_n_in (net) == balut_value_get_n_features (self)
                                    && balut_net_get_n_out (net) == BALUT_VALUE_N_PARTS));

  g_clear_pointer (&self->net, balut_net_free);
  self->net = net;
}

const BalutNet *
balut_value_tables_get_net (const BalutValueTables *self)
{
  return self->net;
}

/**
 * balut_value_of_sheet:
 *
 * Returns: the expected final points of @sheet's player (R21), exact
 *   when @sheet is complete
 */
double
balut_value_of_sheet (const BalutValueTables *self,
                      BalutScoresheet        *sheet)
{
  gint boxes[BALUT_N_CATEGORIES][BALUT_N_COLUMNS];

  g_return_val_if_fail (self != NULL, 0.0);
  g_return_val_if_fail (BALUT_IS_SCORESHEET (sheet), 0.0);
  g_return_val_if_fail (balut_scoresheet_get_variant (sheet) == self->variant, 0.0);

  balut_value_read_sheet (sheet, boxes);
  return value_of_boxes (self, boxes);
}

typedef struct
{
  const BalutValueTables *tables;
  CategoryState cs[BALUT_N_CATEGORIES];
  guint  n;                                  /* empty boxes after the entry */
  double projected;                          /* before the entry */
  guint  free[BALUT_N_CATEGORIES];           /* each category's free boxes */
  guint  total_free;
  /* Σ of the other parts with n boxes left, when the category entered
   * has 0–4 free boxes after the entry */
  double others[BALUT_N_CATEGORIES][N_KEPT_BOXES];
  guint  total;
  /* with a network: the value of each entry, by category, Jackpot box
   * and score (NAN until needed) */
  double cache[BALUT_N_CATEGORIES][2][BALUT_MAX_SCORE + 1];
} Context;

/**
 * balut_value_prepare:
 * @tables: (nullable): a #BalutValueTables; %NULL for the default
 *
 * Returns: the context of balut_value_entry() for a turn on @sheet
 */
gpointer
balut_value_prepare (BalutScoresheet *sheet,
                     gpointer         tables)
{
  Context *ctx;
  gint boxes[BALUT_N_CATEGORIES][BALUT_N_COLUMNS];
  guint n, total;

  g_return_val_if_fail (BALUT_IS_SCORESHEET (sheet), NULL);

  ctx = g_new0 (Context, 1);
  ctx->tables = tables != NULL ? tables
                               : balut_value_tables_get_default (balut_scoresheet_get_variant (sheet));
  g_return_val_if_fail (ctx->tables->variant == balut_scoresheet_get_variant (sheet), ctx);

  balut_value_read_sheet (sheet, boxes);
  balut_value_read_state (ctx->tables->variant, boxes, ctx->cs, &n, &total);
  g_assert (n > 0);
  ctx->n = n - 1;
  ctx->total = total;
  if (ctx->tables->net != NULL)
    {
      for (guint c = 0; c < BALUT_N_CATEGORIES; c++)
        for (guint j = 0; j < 2; j++)
          for (guint v = 0; v <= BALUT_MAX_SCORE; v++)
            ctx->cache[c][j][v] = NAN;
      return ctx;
    }
  ctx->projected = balut_value_projected_total (ctx->tables, ctx->tables->mean, ctx->tables->jackpot_mean,
                                                ctx->cs, total);
  for (guint c = 0; c < BALUT_N_CATEGORIES; c++)
    {
      ctx->free[c] = balut_value_free_boxes (c, &ctx->cs[c]);
      ctx->total_free += ctx->free[c];
    }
  for (guint c = 0; c < BALUT_N_CATEGORIES; c++)
    for (guint f = 0; f <= ctx->cs[c].left && f < N_KEPT_BOXES; f++)
      for (guint o = 0; o < BALUT_N_CATEGORIES; o++)
        {
          guint free = ctx->total_free - ctx->free[c] + f - ctx->free[o];

          if (o == c)
            continue;
          ctx->others[c][f] += ctx->tables->values[ctx->tables->offset[o]
                                                   + balut_value_category_index (ctx->tables, o, &ctx->cs[o],
                                                                                 free, ctx->n)];
        }
  return ctx;
}

/**
 * balut_value_prepare_without_net:
 *
 * As balut_value_prepare() with the default tables of @sheet's variant
 * without their network.
 */
gpointer
balut_value_prepare_without_net (BalutScoresheet *sheet,
                                 gpointer         data)
{
  g_return_val_if_fail (BALUT_IS_SCORESHEET (sheet), NULL);

  (void) data;
  return balut_value_prepare (sheet, (gpointer) balut_value_tables_get_default_without_net (
                                       balut_scoresheet_get_variant (sheet)));
}

/**
 * balut_value_entry:
 *
 * A #BalutStrategyValueFunc: the expected final points after entering
 * @dice in the box.
 */
double
balut_value_entry (const BalutScoresheet *sheet,
                   BalutCategory          category,
                   guint                  box,
                   const guint8          *dice,
                   gpointer               context)
{
  Context *ctx = context;
  const BalutValueTables *t = ctx->tables;
  CategoryState cs = ctx->cs[category];
  double projected = ctx->projected;
  guint score;

  (void) sheet;

  if (t->net != NULL)
    {
      gboolean jackpot = box == BALUT_BOX_JACKPOT;
      double *cached;

      score = jackpot ? balut_rules_jackpot_score (category, dice)
                      : balut_rules_box_score (category, dice);
      g_assert (score <= BALUT_MAX_SCORE);
      cached = &ctx->cache[category][jackpot][score];
      if (isnan (*cached))
        {
          CategoryState after[BALUT_N_CATEGORIES];

          memcpy (after, ctx->cs, sizeof after);
          if (jackpot)
            after[category].jackpot = score > 0 ? JP_USED : JP_STRUCK;
          else
            {
              after[category].left--;
              after[category].sum += score;
              after[category].zeros += score == 0;
              after[category].n_baluts += category == BALUT_CATEGORY_BALUT && score > 0;
            }
          *cached = value_of_state (t, after, ctx->n, ctx->total + score, NULL);
        }
      return *cached;
    }

  if (box == BALUT_BOX_JACKPOT)
    {
      score = balut_rules_jackpot_score (category, dice);
      cs.jackpot = score > 0 ? JP_USED : JP_STRUCK;
      projected += score - t->jackpot_mean[category];
    }
  else
    {
      score = balut_rules_box_score (category, dice);
      cs.left--;
      cs.sum += score;
      cs.zeros += score == 0;
      cs.n_baluts += category == BALUT_CATEGORY_BALUT && score > 0;
      projected += score - t->mean[category];
    }

  return ctx->others[category][balut_value_free_boxes (category, &cs)]
         + t->values[t->offset[category]
                     + balut_value_category_index (t, category, &cs,
                                                   ctx->total_free - ctx->free[category], ctx->n)]
         + (ctx->n == 0 ? balut_rules_bracket_points (ctx->total + score)
                        : bracket_lookup (t, projected, ctx->n));
}

void
balut_value_finish (gpointer context)
{
  g_free (context);
}
