/* balut-strategy.c — exact within-turn search for holds and boxes
 *
 * A turn is a small game against the dice. Everything a player can
 * decide depends only on the multiset of the dice (their order does
 * not matter), so the search works on the 252 sorted five-dice
 * multisets and on the 462 multisets of 0–5 dice that can be kept.
 *
 * balut_strategy_new() evaluates the value function once for every
 * roll and every legal box (the end of the turn), then goes backwards
 * over the throws left (expectimax): keeping K with t throws left is
 * worth the mean, over the throws of the other dice, of the best play
 * with t − 1 throws left; a roll with t throws left is worth the best of
 * stopping now and its best proper hold (the dice forbid re-throwing
 * with every die held). Everything is exact given the value function;
 * only the value function is a heuristic.
 *
 * The tables are built once (g_once) and never change, and a
 * BalutStrategy never changes after balut_strategy_new(): both may be
 * read from several threads at once.
 *
 * SPDX-FileCopyrightText: 2026 The Balut developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gi18n-lib.h>
#include <math.h>

#include "balut-strategy.h"
#include "balut-value.h"

#define N_KEPT       462      /* multisets of 0–5 dice */
#define N_ROLLS      BALUT_STRATEGY_N_ROLLS
#define N_CODES      46656    /* 6^6: a multiset as base-6 counts */
#define N_OUTCOMES   4368     /* Σ over kept K of the rolls of the other dice */
#define MAX_SUBS     (N_ROLLS * 32)
#define MAX_BOXES    (BALUT_N_CATEGORIES * BALUT_N_COLUMNS)

typedef struct
{
  guint8  counts[N_KEPT][BALUT_N_FACES];
  guint8  size[N_KEPT];
  double  prob[N_KEPT];            /* throwing exactly this multiset with size dice */
  gint16  roll[N_KEPT];            /* the roll index of a five-dice multiset, else -1 */
  guint16 roll_kept[N_ROLLS];      /* roll index → multiset */
  gint16  lookup[N_CODES];         /* base-6 code → multiset */
  guint   n_kept;

  /* keeping K and throwing the rest: out_roll/out_prob[out_start[K] … out_start[K + 1]) */
  guint   out_start[N_KEPT + 1];
  guint16 out_roll[N_OUTCOMES];
  double  out_prob[N_OUTCOMES];

  /* the proper sub-multisets of each roll: what can be held before a throw */
  guint   sub_start[N_ROLLS + 1];
  guint16 sub_kept[MAX_SUBS];
} Tables;

struct _BalutStrategy
{
  guint   max_throws;
  guint   lookahead;                                /* 1 … max_throws − 1 */
  guint   n_boxes;
  BalutBox boxes[MAX_BOXES];
  double *box_value;                                /* [N_ROLLS][n_boxes] */
  double  stop[N_ROLLS];                            /* entering the roll in its best box */
  guint8  best_box[N_ROLLS];
  double  v[BALUT_MAX_THROWS][N_ROLLS];             /* v[t][s]: best play with t throws left */
  double  e[BALUT_MAX_THROWS][N_KEPT];              /* e[t][K]: keeping K, t ≥ 1 throws left */
  double  turn_value;                               /* before the first throw */

  /* looking a turn ahead before an entry */
  guint                entry_lookahead;
  double               entry_lookahead_margin;
  BalutScoresheet     *sheet;                       /* a copy */
  BalutStrategyOptions inner;                       /* the options of the turn after */
};

static guint
code_of_counts (const guint8 *counts)
{
  guint code = 0;

  for (guint f = BALUT_N_FACES; f-- > 0;)
    code = code * 6 + counts[f];
  return code;
}

static void
enumerate (Tables *t,
           guint8 *counts,
           guint   face,
           guint   left)
{
  if (face == BALUT_N_FACES)
    {
      guint k = t->n_kept++;
      guint n = 0;
      double p = 1.0;

      memcpy (t->counts[k], counts, BALUT_N_FACES);
      for (guint f = 0; f < BALUT_N_FACES; f++)
        {
          /* the multinomial n! / Π c! / 6^n, built one die at a time */
          for (guint c = 1; c <= counts[f]; c++)
            {
              n++;
              p *= (double) n / (double) c / 6.0;
            }
        }
      t->size[k] = n;
      t->prob[k] = p;
      t->lookup[code_of_counts (counts)] = k;
      return;
    }

  for (guint c = 0; c <= left; c++)
    {
      counts[face] = c;
      enumerate (t, counts, face + 1, left - c);
    }
  counts[face] = 0;
}

static gpointer
build_tables (gpointer data)
{
  Tables *t = g_new0 (Tables, 1);
  guint8 counts[BALUT_N_FACES] = { 0, };
  guint n_rolls = 0, n_out = 0, n_sub = 0;

  (void) data;

  memset (t->lookup, 0xff, sizeof t->lookup);
  enumerate (t, counts, 0, BALUT_N_DICE);
  g_assert (t->n_kept == N_KEPT);

  for (guint k = 0; k < N_KEPT; k++)
    {
      t->roll[k] = -1;
      if (t->size[k] == BALUT_N_DICE)
        {
          t->roll[k] = n_rolls;
          t->roll_kept[n_rolls++] = k;
        }
    }
  g_assert (n_rolls == N_ROLLS);

  for (guint k = 0; k < N_KEPT; k++)
    {
      t->out_start[k] = n_out;
      for (guint r = 0; r < N_KEPT; r++)
        {
          guint8 sum[BALUT_N_FACES];

          if (t->size[k] + t->size[r] != BALUT_N_DICE)
            continue;
          for (guint f = 0; f < BALUT_N_FACES; f++)
            sum[f] = t->counts[k][f] + t->counts[r][f];
          g_assert (n_out < N_OUTCOMES);
          t->out_roll[n_out] = t->roll[t->lookup[code_of_counts (sum)]];
          t->out_prob[n_out] = t->prob[r];
          n_out++;
        }
    }
  t->out_start[N_KEPT] = n_out;
  g_assert (n_out == N_OUTCOMES);

  for (guint s = 0; s < N_ROLLS; s++)
    {
      const guint8 *rc = t->counts[t->roll_kept[s]];

      t->sub_start[s] = n_sub;
      for (guint k = 0; k < N_KEPT; k++)
        {
          gboolean sub = t->size[k] < BALUT_N_DICE;

          for (guint f = 0; sub && f < BALUT_N_FACES; f++)
            sub = t->counts[k][f] <= rc[f];
          if (sub)
            t->sub_kept[n_sub++] = k;
        }
    }
  t->sub_start[N_ROLLS] = n_sub;

  return t;
}

static const Tables *
get_tables (void)
{
  static GOnce once = G_ONCE_INIT;

  return g_once (&once, build_tables, NULL);
}

static guint
kept_of_dice (const Tables *t,
              const guint8 *dice,
              guint         n)
{
  guint8 counts[BALUT_N_FACES] = { 0, };

  for (guint i = 0; i < n; i++)
    counts[dice[i] - 1]++;
  return t->lookup[code_of_counts (counts)];
}

/**
 * balut_strategy_get_roll:
 * @index: 0 … 251
 * @dice: (out) (array fixed-size=5): the dice in ascending order
 * @probability: (out) (optional): the chance of throwing them with five dice
 */
void
balut_strategy_get_roll (guint   index,
                         guint8 *dice,
                         double *probability)
{
  const Tables *t = get_tables ();
  guint k, n = 0;

  g_return_if_fail (index < N_ROLLS);
  g_return_if_fail (dice != NULL);

  k = t->roll_kept[index];
  for (guint f = 0; f < BALUT_N_FACES; f++)
    for (guint c = 0; c < t->counts[k][f]; c++)
      dice[n++] = f + 1;
  if (probability != NULL)
    *probability = t->prob[k];
}

/**
 * balut_strategy_roll_index:
 *
 * Returns: the index of the sorted multiset of @dice, in any order
 */
guint
balut_strategy_roll_index (const guint8 *dice)
{
  const Tables *t = get_tables ();

  g_return_val_if_fail (dice != NULL && balut_dice_values_valid (dice), 0);

  return t->roll[kept_of_dice (t, dice, BALUT_N_DICE)];
}

/* ------------------------------------------------------------------ */
/* The default value function                                          */

/* Score units per final point: a score bracket (R20) is 50 wide. */
#define POINT_WEIGHT          50.0
/* The chance that a later Straight / Full House box is filled non-zero. */
#define NONZERO_CHANCE         0.8
/* The chance that an empty Balut box is filled non-zero later on. */
#define BALUT_CHANCE           0.2

/* The chance to reach @need more in @left regular boxes, if each
 * gives about @mean ± @sd: a normal approximation. */
static double
reach_chance (double need,
              guint  left,
              double mean,
              double sd)
{
  if (need <= 0)
    return 1.0;
  if (left == 0)
    return 0.0;
  return 0.5 * erfc (-(left * mean - need) / (sd * sqrt ((double) left) * G_SQRT2));
}

/**
 * balut_strategy_default_value:
 *
 * The box score plus, in score units (POINT_WEIGHT per final point),
 * the change that the entry makes to a rough chance of each category's
 * points:
 *
 * - Fours/Fives/Sixes/Choice (R12–R14, R17): the chance to reach the
 *   threshold with the boxes left, if each gives about three of the face
 *   (Choice: 24) — a normal approximation;
 * - Straight/Full House (R15, R16): all four boxes non-zero, each later
 *   box with a chance NONZERO_CHANCE; a zero loses the points;
 * - Balut (R18, J6): a Balut's points; striking a Balut box loses
 *   BALUT_CHANCE of them;
 * - Jackpot (J5): once a Jackpot box is used the category's stake is
 *   base points + twice the bonus; using it is worth the bonus times
 *   (2 × chance − 1).
 *
 * Only the sheet's own boxes are read. A rough guide, to be tuned.
 */
double
balut_strategy_default_value (const BalutScoresheet *csheet,
                              BalutCategory          category,
                              guint                  box,
                              const guint8          *dice,
                              gpointer               data)
{
  BalutScoresheet *sheet = (BalutScoresheet *) csheet;
  BalutVariant variant = balut_scoresheet_get_variant (sheet);
  gboolean jackpot_box = box == BALUT_BOX_JACKPOT;
  gint jackpot = BALUT_BOX_EMPTY;
  guint score;
  guint sum = 0, left = 0, zeros = 0;
  double base = balut_rules_base_points (category);
  double bonus = balut_rules_jackpot_bonus (category);
  double stake, before = 0, after = 0;

  (void) data;

  score = jackpot_box ? balut_rules_jackpot_score (category, dice)
                      : balut_rules_box_score (category, dice);

  for (guint b = 0; b < BALUT_N_REGULAR; b++)
    {
      gint v = balut_scoresheet_get_box (sheet, category, b);

      if (v == BALUT_BOX_EMPTY)
        left++;
      else
        {
          sum += v;
          zeros += v == 0;
        }
    }
  if (balut_scoresheet_has_box (sheet, category, BALUT_BOX_JACKPOT))
    jackpot = balut_scoresheet_get_box (sheet, category, BALUT_BOX_JACKPOT);

  if (category == BALUT_CATEGORY_BALUT)
    {
      guint n = balut_scoresheet_get_n_baluts (sheet);
      double gain = balut_rules_balut_points (variant, n + 1)
                    - balut_rules_balut_points (variant, n);

      return score + POINT_WEIGHT * gain * (score > 0 ? 1.0 : -BALUT_CHANCE);
    }

  if (category == BALUT_CATEGORY_STRAIGHT || category == BALUT_CATEGORY_FULL_HOUSE)
    {
      before = zeros == 0 ? pow (NONZERO_CHANCE, left) : 0.0;
      if (!jackpot_box)
        after = zeros == 0 && score > 0 ? pow (NONZERO_CHANCE, left - 1) : 0.0;
    }
  else
    {
      double threshold = balut_rules_threshold (category);
      double mean = category == BALUT_CATEGORY_CHOICE ? 24.0 : 3.0 * (category + 4);
      double sd = category == BALUT_CATEGORY_CHOICE ? 3.0 : (double) (category + 4);

      before = reach_chance (threshold - sum, left, mean, sd);
      if (!jackpot_box)
        after = reach_chance (threshold - sum - score, left - 1, mean, sd);
    }

  if (jackpot_box)
    return score > 0 ? score + POINT_WEIGHT * bonus * (2.0 * before - 1.0) : 0.0;

  stake = jackpot > 0 ? base + 2.0 * bonus : base;
  return score + POINT_WEIGHT * stake * (after - before);
}

/* ------------------------------------------------------------------ */

/**
 * balut_strategy_new:
 * @sheet: the player's sheet, not complete; it is only read here
 * @opts: (nullable): the value function; %NULL for the default
 *
 * Evaluates a whole turn for @sheet: every roll in every legal box, and
 * the best play for every roll and number of throws left of the sheet's
 * variant (R1; O2; O1 and J3 through the sheet's legal boxes).
 *
 * Returns: (transfer full): the evaluated turn, immutable
 */
BalutStrategy *
balut_strategy_new (BalutScoresheet            *sheet,
                    const BalutStrategyOptions *opts)
{
  const Tables *t = get_tables ();
  BalutStrategyValueFunc value = balut_strategy_default_value;
  gpointer value_data = NULL;
  g_autoptr(GArray) legal = NULL;
  BalutStrategy *self;

  g_return_val_if_fail (BALUT_IS_SCORESHEET (sheet), NULL);
  g_return_val_if_fail (!balut_scoresheet_is_complete (sheet), NULL);

  if (opts != NULL && opts->value != NULL)
    {
      value = opts->value;
      value_data = opts->value_data;
      if (opts->prepare != NULL)
        value_data = opts->prepare (sheet, value_data);
    }

  self = g_new0 (BalutStrategy, 1);
  self->max_throws = balut_variant_get_max_throws (balut_scoresheet_get_variant (sheet));
  g_assert (self->max_throws >= 1 && self->max_throws <= BALUT_MAX_THROWS);
  self->lookahead = self->max_throws - 1;
  if (opts != NULL && opts->lookahead > 0)
    self->lookahead = MIN (opts->lookahead, self->lookahead);

  /* the empty regular boxes of a category are alike: the first stands
   * for them all */
  legal = balut_scoresheet_list_legal (sheet);
  g_assert (legal->len > 0 && legal->len <= MAX_BOXES);
  for (guint i = 0; i < legal->len; i++)
    {
      BalutBox b = g_array_index (legal, BalutBox, i);
      gboolean seen = FALSE;

      for (guint j = 0; j < self->n_boxes && !seen; j++)
        seen = self->boxes[j].category == b.category
               && self->boxes[j].box != BALUT_BOX_JACKPOT && b.box != BALUT_BOX_JACKPOT;
      if (!seen)
        self->boxes[self->n_boxes++] = b;
    }

  if (opts != NULL && opts->entry_lookahead > 0)
    {
      self->entry_lookahead = opts->entry_lookahead;
      self->entry_lookahead_margin = opts->entry_lookahead_margin > 0 ? opts->entry_lookahead_margin
                                                                      : G_MAXDOUBLE;
      self->sheet = balut_scoresheet_copy (sheet);
      self->inner = *opts;
      self->inner.entry_lookahead = 0;
    }

  self->box_value = g_new (double, N_ROLLS * self->n_boxes);
  for (guint s = 0; s < N_ROLLS; s++)
    {
      guint8 dice[BALUT_N_DICE];
      double *row = self->box_value + s * self->n_boxes;

      balut_strategy_get_roll (s, dice, NULL);
      for (guint i = 0; i < self->n_boxes; i++)
        {
          row[i] = value (sheet, self->boxes[i].category, self->boxes[i].box, dice, value_data);
          if (i == 0 || row[i] > row[self->best_box[s]])
            self->best_box[s] = i;
        }
      self->stop[s] = row[self->best_box[s]];
      self->v[0][s] = self->stop[s];
    }
  if (opts != NULL && opts->value != NULL && opts->prepare != NULL && opts->finish != NULL)
    opts->finish (value_data);

  for (guint tl = 1; tl <= self->lookahead; tl++)
    {
      for (guint k = 0; k < N_KEPT; k++)
        {
          double e = 0;

          for (guint o = t->out_start[k]; o < t->out_start[k + 1]; o++)
            e += t->out_prob[o] * self->v[tl - 1][t->out_roll[o]];
          self->e[tl][k] = e;
        }
      for (guint s = 0; s < N_ROLLS; s++)
        {
          double best = self->stop[s];

          for (guint i = t->sub_start[s]; i < t->sub_start[s + 1]; i++)
            best = MAX (best, self->e[tl][t->sub_kept[i]]);
          self->v[tl][s] = best;
        }
    }

  for (guint s = 0; s < N_ROLLS; s++)
    self->turn_value += t->prob[t->roll_kept[s]] * self->v[self->lookahead][s];

  return self;
}

void
balut_strategy_free (BalutStrategy *self)
{
  if (self == NULL)
    return;
  g_clear_object (&self->sheet);
  g_free (self->box_value);
  g_free (self);
}

/**
 * balut_strategy_get_turn_value:
 *
 * Returns: the expected value of the turn before its first throw
 */
double
balut_strategy_get_turn_value (const BalutStrategy *self)
{
  g_return_val_if_fail (self != NULL, 0.0);

  return self->turn_value;
}

static void
insert_top (BalutStrategyChoice       *top,
            guint                     *n_top,
            const BalutStrategyChoice *choice)
{
  guint i = *n_top;

  /* strictly better only: among equals the first found stays first */
  while (i > 0 && choice->value > top[i - 1].value)
    {
      if (i < BALUT_STRATEGY_N_TOP)
        top[i] = top[i - 1];
      i--;
    }
  if (i < BALUT_STRATEGY_N_TOP)
    {
      top[i] = *choice;
      if (*n_top < BALUT_STRATEGY_N_TOP)
        (*n_top)++;
    }
}

/* The value of entering @dice in box i, looking a turn ahead: the
 * value of the next turn played at its best, or the final points. */
static double
value_ahead (const BalutStrategy *self,
             const guint8        *dice,
             guint                i)
{
  g_autoptr(BalutScoresheet) after = balut_scoresheet_copy (self->sheet);
  g_autoptr(BalutStrategy) next = NULL;

  if (balut_scoresheet_enter (after, self->boxes[i].category, self->boxes[i].box, dice, NULL) < 0)
    g_assert_not_reached ();
  if (balut_scoresheet_is_complete (after))
    return balut_scoresheet_get_final_points (after);
  next = balut_strategy_new (after, &self->inner);
  return next->turn_value;
}

/* Revalues the best entry_lookahead boxes a turn ahead and ranks the
 * boxes again: the others keep their value, and stay below. */
static void
refine_boxes (const BalutStrategy   *self,
              const guint8          *dice,
              const double          *row,
              BalutStrategyDecision *decision)
{
  guint order[MAX_BOXES];
  guint n = MIN (self->entry_lookahead, self->n_boxes);

  for (guint i = 0; i < self->n_boxes; i++)
    order[i] = i;
  /* the n best by their value at the end of the turn */
  for (guint i = 0; i < n; i++)
    for (guint j = i + 1; j < self->n_boxes; j++)
      if (row[order[j]] > row[order[i]])
        {
          guint tmp = order[i];

          order[i] = order[j];
          order[j] = tmp;
        }

  decision->n_boxes = 0;
  for (guint i = 0; i < n; i++)
    {
      BalutStrategyChoice c = { .box = self->boxes[order[i]] };

      c.value = value_ahead (self, dice, order[i]);
      insert_top (decision->boxes, &decision->n_boxes, &c);
    }
  for (guint i = n; i < self->n_boxes && decision->n_boxes < BALUT_STRATEGY_N_TOP; i++)
    {
      BalutStrategyChoice c = { .box = self->boxes[order[i]], .value = row[order[i]] };

      decision->boxes[decision->n_boxes++] = c;
    }
  decision->box = decision->boxes[0].box;
  decision->value = decision->boxes[0].value;
}

/**
 * balut_strategy_decide:
 * @dice: the five dice as thrown
 * @throws_left: the throws left in the turn
 * @decision: (out): the best play and the top holds and boxes
 *
 * Holding exactly the dice of @decision->held (a die of the kept
 * multiset is the first die of its face not yet taken) is the best
 * hold. Stopping wins ties.
 *
 * Returns: %FALSE if @throws_left is out of range
 */
gboolean
balut_strategy_decide (const BalutStrategy   *self,
                       const guint8          *dice,
                       guint                  throws_left,
                       BalutStrategyDecision *decision)
{
  const Tables *t = get_tables ();
  const double *row;
  guint s;

  g_return_val_if_fail (self != NULL, FALSE);
  g_return_val_if_fail (dice != NULL && balut_dice_values_valid (dice), FALSE);
  g_return_val_if_fail (throws_left < self->max_throws, FALSE);
  g_return_val_if_fail (decision != NULL, FALSE);

  memset (decision, 0, sizeof *decision);
  /* a short-sighted player sees only its lookahead of the throws left */
  throws_left = MIN (throws_left, self->lookahead);
  s = t->roll[kept_of_dice (t, dice, BALUT_N_DICE)];
  row = self->box_value + s * self->n_boxes;

  for (guint i = 0; i < self->n_boxes; i++)
    {
      BalutStrategyChoice c = { .box = self->boxes[i], .value = row[i] };

      insert_top (decision->boxes, &decision->n_boxes, &c);
    }

  if (throws_left > 0)
    for (guint i = t->sub_start[s]; i < t->sub_start[s + 1]; i++)
      {
        guint k = t->sub_kept[i];
        guint8 need[BALUT_N_FACES];
        BalutStrategyChoice c = { .value = self->e[throws_left][k] };

        memcpy (need, t->counts[k], BALUT_N_FACES);
        for (guint d = 0; d < BALUT_N_DICE; d++)
          if (need[dice[d] - 1] > 0)
            {
              need[dice[d] - 1]--;
              c.held[d] = TRUE;
            }
        insert_top (decision->holds, &decision->n_holds, &c);
      }

  decision->box = self->boxes[self->best_box[s]];
  decision->value = self->stop[s];
  decision->stop = TRUE;
  /* a turn ahead only when the best boxes are close: a clear choice
   * stays as it is */
  if (self->entry_lookahead > 0
      && (decision->n_holds == 0 || decision->holds[0].value <= self->stop[s])
      && decision->n_boxes > 1
      && decision->boxes[0].value - decision->boxes[1].value < self->entry_lookahead_margin)
    {
      refine_boxes (self, dice, row, decision);
      return TRUE;
    }
  if (decision->n_holds > 0 && decision->holds[0].value > self->stop[s])
    {
      decision->stop = FALSE;
      decision->value = decision->holds[0].value;
      memcpy (decision->held, decision->holds[0].held, sizeof decision->held);
    }

  return TRUE;
}

/**
 * balut_strategy_roll_value:
 * @dice: the five dice as thrown
 * @throws_left: the throws left in the turn
 *
 * Returns: the expected value of the best play of @dice (the value of
 *   balut_strategy_decide()'s decision, before any entry lookahead)
 */
double
balut_strategy_roll_value (const BalutStrategy *self,
                           const guint8        *dice,
                           guint                throws_left)
{
  const Tables *t = get_tables ();

  g_return_val_if_fail (self != NULL, 0.0);
  g_return_val_if_fail (dice != NULL && balut_dice_values_valid (dice), 0.0);
  g_return_val_if_fail (throws_left < self->max_throws, 0.0);

  return self->v[MIN (throws_left, self->lookahead)][t->roll[kept_of_dice (t, dice, BALUT_N_DICE)]];
}

/**
 * balut_strategy_hold_value:
 * @dice: the five dice as thrown
 * @held: which of them are held; the others are thrown again
 * @throws_left: the throws left in the turn, at least one
 *
 * Returns: the expected value of holding @held and playing on at best
 */
double
balut_strategy_hold_value (const BalutStrategy *self,
                           const guint8        *dice,
                           const gboolean      *held,
                           guint                throws_left)
{
  const Tables *t = get_tables ();
  guint8 kept[BALUT_N_DICE];
  guint n = 0;

  g_return_val_if_fail (self != NULL, 0.0);
  g_return_val_if_fail (dice != NULL && balut_dice_values_valid (dice), 0.0);
  g_return_val_if_fail (held != NULL, 0.0);
  g_return_val_if_fail (throws_left >= 1 && throws_left < self->max_throws, 0.0);

  for (guint d = 0; d < BALUT_N_DICE; d++)
    if (held[d])
      kept[n++] = dice[d];
  return self->e[MIN (throws_left, self->lookahead)][kept_of_dice (t, kept, n)];
}

/**
 * balut_strategy_box_value:
 * @dice: the five dice
 * @box: a legal box of the strategy's sheet
 *
 * Returns: the value of entering @dice in @box now, or -G_MAXDOUBLE
 *   when @box is not one of the sheet's legal boxes
 */
double
balut_strategy_box_value (const BalutStrategy *self,
                          const guint8        *dice,
                          BalutBox             box)
{
  const Tables *t = get_tables ();
  guint s;

  g_return_val_if_fail (self != NULL, -G_MAXDOUBLE);
  g_return_val_if_fail (dice != NULL && balut_dice_values_valid (dice), -G_MAXDOUBLE);

  s = t->roll[kept_of_dice (t, dice, BALUT_N_DICE)];
  /* the empty regular boxes of a category stand for each other */
  for (guint i = 0; i < self->n_boxes; i++)
    if (self->boxes[i].category == box.category
        && (self->boxes[i].box == BALUT_BOX_JACKPOT) == (box.box == BALUT_BOX_JACKPOT))
      return self->box_value[s * self->n_boxes + i];
  return -G_MAXDOUBLE;
}

/**
 * balut_strategy_play_turn:
 * @opts: (nullable): the value function; %NULL for the default
 *
 * Plays the current player's turn to its entry through the game's
 * public API: the first throw if it is not thrown yet, the best holds
 * and throws, then the best box.
 *
 * Returns: %FALSE with @error set if the game refused a move
 */
gboolean
balut_strategy_play_turn (BalutGame                  *game,
                          const BalutStrategyOptions *opts,
                          GError                    **error)
{
  BalutScoresheet *sheet;
  g_autoptr(BalutStrategy) strategy = NULL;
  BalutDice *dice;

  g_return_val_if_fail (BALUT_IS_GAME (game), FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  if (balut_game_is_finished (game))
    {
      g_set_error_literal (error, BALUT_GAME_ERROR, BALUT_GAME_ERROR_FINISHED,
                           _("The game is over"));
      return FALSE;
    }
  if (balut_game_get_state (game) == BALUT_GAME_STATE_TURN_START
      && !balut_game_roll (game, error))
    return FALSE;
  if (balut_game_get_state (game) != BALUT_GAME_STATE_IN_TURN)
    {
      g_set_error_literal (error, BALUT_GAME_ERROR, BALUT_GAME_ERROR_NO_PLAYERS,
                           _("No turn to play"));
      return FALSE;
    }

  sheet = balut_player_get_sheet (balut_game_get_player (game, balut_game_get_current_player (game)));
  strategy = balut_strategy_new (sheet, opts);
  dice = balut_game_get_dice (game);

  for (;;)
    {
      guint8 values[BALUT_N_DICE];
      BalutStrategyDecision decision;

      balut_dice_get_values (dice, values);
      balut_strategy_decide (strategy, values, balut_game_get_throws_left (game), &decision);

      if (decision.stop)
        return balut_game_enter (game, decision.box.category, decision.box.box, error);

      for (guint i = 0; i < BALUT_N_DICE; i++)
        if (!balut_game_set_held (game, i, decision.held[i], error))
          return FALSE;
      if (!balut_game_roll (game, error))
        return FALSE;
    }
}

/**
 * balut_strategy_box_score_value:
 *
 * The box score alone (R5–R11, J2): a greedy player's value.
 */
double
balut_strategy_box_score_value (const BalutScoresheet *sheet,
                                BalutCategory          category,
                                guint                  box,
                                const guint8          *dice,
                                gpointer               data)
{
  (void) sheet;
  (void) data;

  return box == BALUT_BOX_JACKPOT ? balut_rules_jackpot_score (category, dice)
                                  : balut_rules_box_score (category, dice);
}

/**
 * balut_strategy_options_for_level:
 * @opts: (out): the options of a computer player of @level
 *
 * - Beginner: greedy, the best box score, holding for one throw at a
 *   time;
 * - Casual: the rough heuristic of balut_strategy_default_value(),
 *   holding for one throw at a time;
 * - Strong: the learned tables of balut-value.c, planning two throws
 *   ahead (every throw of a turn of three; in Olathe's turns of five,
 *   O2, two of the four throws left);
 * - Expert: the tables corrected by their network, every throw
 *   planned.
 *
 * (Valuing the best boxes a turn ahead, entry_lookahead, adds about 0.01
 * points a game to the shipped Expert, not significantly, at 4 times the
 * time; balut-train --entry-lookahead measures it. The Expert does
 * without.)
 */
void
balut_strategy_options_for_level (BalutLevel            level,
                                  BalutStrategyOptions *opts)
{
  g_return_if_fail (level < BALUT_N_LEVELS);
  g_return_if_fail (opts != NULL);

  memset (opts, 0, sizeof *opts);
  switch (level)
    {
    case BALUT_LEVEL_BEGINNER:
      opts->value = balut_strategy_box_score_value;
      opts->lookahead = 1;
      break;
    case BALUT_LEVEL_CASUAL:
      opts->lookahead = 1;
      break;
    case BALUT_LEVEL_STRONG:
      opts->value = balut_value_entry;
      opts->prepare = balut_value_prepare_without_net;
      opts->finish = balut_value_finish;
      opts->lookahead = 2;
      break;
    case BALUT_LEVEL_EXPERT:
    default:
      opts->value = balut_value_entry;
      opts->prepare = balut_value_prepare;
      opts->finish = balut_value_finish;
      break;
    }
}

/* ------------------------------------------------------------------ */
/* Playing to win                                                      */

/**
 * balut_strategy_get_win_target:
 * @target: (out): the final points the current player must beat
 *
 * Whether the current player plays the last turn of the game with
 * every other player's sheet complete: then the others' final points
 * are known (R21), and the turn can be played for the best chance of
 * first place (R22) rather than for points.
 *
 * Returns: %TRUE and @target set if so
 */
gboolean
balut_strategy_get_win_target (BalutGame              *game,
                               BalutStrategyWinTarget *target)
{
  guint n_players, current;
  BalutScoresheet *sheet;

  g_return_val_if_fail (BALUT_IS_GAME (game), FALSE);
  g_return_val_if_fail (target != NULL, FALSE);

  n_players = balut_game_get_n_players (game);
  if (n_players < 2 || balut_game_is_finished (game))
    return FALSE;
  current = balut_game_get_current_player (game);
  sheet = balut_player_get_sheet (balut_game_get_player (game, current));
  if (balut_scoresheet_get_n_filled (sheet) + 1 != balut_scoresheet_get_n_boxes (sheet))
    return FALSE;
  target->best = G_MININT;
  target->n_best = 0;
  for (guint p = 0; p < n_players; p++)
    {
      BalutScoresheet *other = balut_player_get_sheet (balut_game_get_player (game, p));
      gint points;

      if (p == current)
        continue;
      if (!balut_scoresheet_is_complete (other))
        return FALSE;
      points = balut_scoresheet_get_final_points (other);
      if (points > target->best)
        {
          target->best = points;
          target->n_best = 0;
        }
      if (points == target->best)
        target->n_best++;
    }
  return TRUE;
}

typedef struct
{
  BalutStrategyWinTarget target;
  BalutScoresheet       *scratch;     /* the sheet, to enter each roll in */
} WinContext;

static gpointer
win_prepare (BalutScoresheet *sheet,
             gpointer         data)
{
  WinContext *ctx = g_new0 (WinContext, 1);

  ctx->target = *(const BalutStrategyWinTarget *) data;
  ctx->scratch = balut_scoresheet_copy (sheet);
  return ctx;
}

static void
win_finish (gpointer data)
{
  WinContext *ctx = data;

  g_object_unref (ctx->scratch);
  g_free (ctx);
}

/* The share of first place (R22: a place shared by k players is a 1/k
 * win) the entry makes, and a millionth of its final points, so that
 * among entries of the same chance the one of more points is taken. */
static double
win_value (const BalutScoresheet *sheet,
           BalutCategory          category,
           guint                  box,
           const guint8          *dice,
           gpointer               data)
{
  WinContext *ctx = data;
  gint points;
  double share;

  (void) sheet;

  if (balut_scoresheet_enter (ctx->scratch, category, box, dice, NULL) < 0)
    g_return_val_if_reached (-G_MAXDOUBLE);
  points = balut_scoresheet_get_final_points (ctx->scratch);
  balut_scoresheet_clear_box (ctx->scratch, category, box, NULL);

  if (points > ctx->target.best)
    share = 1.0;
  else if (points == ctx->target.best)
    share = 1.0 / (ctx->target.n_best + 1);
  else
    share = 0.0;
  return share + 1e-6 * points;
}

/**
 * balut_strategy_options_to_win:
 * @target: what balut_strategy_get_win_target() found; it must outlive
 *   the strategies made with @opts
 * @opts: (out): options that play the last turn for the best chance of
 *   first place
 */
void
balut_strategy_options_to_win (const BalutStrategyWinTarget *target,
                               BalutStrategyOptions         *opts)
{
  g_return_if_fail (target != NULL);
  g_return_if_fail (opts != NULL);

  memset (opts, 0, sizeof *opts);
  opts->value = win_value;
  opts->value_data = (gpointer) target;
  opts->prepare = win_prepare;
  opts->finish = win_finish;
}

/**
 * balut_strategy_options_for_turn:
 * @level: the level of the current player of @game
 * @target: (out caller-allocates): where the options keep what the
 *   player must beat; it must outlive the strategies made with @opts
 * @opts: (out): the options of a computer seat of @level for the
 *   current turn of @game
 *
 * As balut_strategy_options_for_level(), except that the Expert plays
 * the game's last turn to win when the others' final points are known
 * (balut_strategy_get_win_target()).
 */
void
balut_strategy_options_for_turn (BalutGame              *game,
                                 BalutLevel              level,
                                 BalutStrategyWinTarget *target,
                                 BalutStrategyOptions   *opts)
{
  g_return_if_fail (BALUT_IS_GAME (game));
  g_return_if_fail (target != NULL && opts != NULL);

  if (level == BALUT_LEVEL_EXPERT && balut_strategy_get_win_target (game, target))
    balut_strategy_options_to_win (target, opts);
  else
    balut_strategy_options_for_level (level, opts);
}

static gboolean
play_level_turn (BalutGame  *game,
                 gboolean    to_win,
                 GError    **error)
{
  BalutStrategyOptions opts;
  BalutStrategyWinTarget target;
  BalutLevel level;

  g_return_val_if_fail (BALUT_IS_GAME (game), FALSE);

  if (balut_game_is_finished (game))
    return balut_strategy_play_turn (game, NULL, error);
  level = balut_player_get_level (balut_game_get_player (game, balut_game_get_current_player (game)));
  if (to_win)
    balut_strategy_options_for_turn (game, level, &target, &opts);
  else
    balut_strategy_options_for_level (level, &opts);
  return balut_strategy_play_turn (game, &opts, error);
}

/**
 * balut_strategy_play_level_turn:
 *
 * Plays the current player's turn at the player's level
 * (balut_player_get_level()), as balut_strategy_play_turn(). The Expert
 * plays the game's last turn to win when the others' final points are
 * known (balut_strategy_get_win_target()); before that, and the other
 * levels always, play for points.
 */
gboolean
balut_strategy_play_level_turn (BalutGame  *game,
                                GError    **error)
{
  return play_level_turn (game, TRUE, error);
}

/**
 * balut_strategy_play_level_turn_for_points:
 *
 * As balut_strategy_play_level_turn(), with the Expert playing for
 * points to the end (balut-sim --points-only, to measure what playing
 * to win is worth).
 */
gboolean
balut_strategy_play_level_turn_for_points (BalutGame  *game,
                                           GError    **error)
{
  return play_level_turn (game, FALSE, error);
}

/* ------------------------------------------------------------------ */
/* In a thread                                                         */

/* One turn's strategy worked out in a thread: its own copy of the
 * sheet, and what the options point at, kept with the task. */
typedef struct
{
  BalutScoresheet        *sheet;
  BalutStrategyOptions    opts;
  BalutStrategyWinTarget  target;     /* opts' data when playing to win */
  gboolean                decide;
  guint8                  dice[BALUT_N_DICE];
  guint                   throws_left;
  BalutStrategyDecision   decision;
} TurnJob;

static void
turn_job_free (gpointer data)
{
  TurnJob *job = data;

  g_clear_object (&job->sheet);
  g_free (job);
}

static void
turn_job_thread (GTask        *task,
                 gpointer      source_object,
                 gpointer      task_data,
                 GCancellable *cancellable)
{
  TurnJob *job = task_data;
  g_autoptr(BalutStrategy) strategy = NULL;

  if (g_task_return_error_if_cancelled (task))
    return;

  strategy = balut_strategy_new (job->sheet, &job->opts);
  if (strategy == NULL
      || (job->decide && !balut_strategy_decide (strategy, job->dice, job->throws_left, &job->decision)))
    {
      /* no legal box: cannot happen in a game not finished */
      g_task_return_new_error (task, G_IO_ERROR, G_IO_ERROR_FAILED,
                               "The strategy engine found no move");
      return;
    }
  g_task_return_pointer (task, g_steal_pointer (&strategy), (GDestroyNotify) balut_strategy_free);
}

/**
 * balut_strategy_new_for_turn_async:
 * @game: a game in play, not finished
 * @level: the level to play the current player's turn at
 * @flags: %BALUT_STRATEGY_TURN_TO_WIN: an Expert plays the game's last
 *   turn to win (balut_strategy_options_for_turn()), else for points;
 *   %BALUT_STRATEGY_TURN_DECIDE: also decide for the dice as they lie
 *   (a hint)
 * @cancellable: (nullable): cancels the work before it starts
 * @callback: called in the thread-default main context of the caller
 *
 * Works out the strategy of the current player's turn of @game in a
 * thread, from a copy of the player's sheet: @game may change meanwhile.
 * Whether the result still fits the game is the caller's to check.
 */
void
balut_strategy_new_for_turn_async (BalutGame                *game,
                                   BalutLevel                level,
                                   BalutStrategyTurnFlags    flags,
                                   GCancellable             *cancellable,
                                   GAsyncReadyCallback       callback,
                                   gpointer                  user_data)
{
  g_autoptr(GTask) task = NULL;
  TurnJob *job;
  BalutPlayer *player;

  g_return_if_fail (BALUT_IS_GAME (game));
  g_return_if_fail (!balut_game_is_finished (game) && balut_game_get_n_players (game) > 0);
  g_return_if_fail (level < BALUT_N_LEVELS);

  job = g_new0 (TurnJob, 1);
  player = balut_game_get_player (game, balut_game_get_current_player (game));
  job->sheet = balut_scoresheet_copy (balut_player_get_sheet (player));
  if (flags & BALUT_STRATEGY_TURN_TO_WIN)
    balut_strategy_options_for_turn (game, level, &job->target, &job->opts);
  else
    balut_strategy_options_for_level (level, &job->opts);
  job->decide = (flags & BALUT_STRATEGY_TURN_DECIDE) != 0;
  job->throws_left = balut_game_get_throws_left (game);
  balut_dice_get_values (balut_game_get_dice (game), job->dice);

  /* no source object: the caller is not kept alive by the thread */
  task = g_task_new (NULL, cancellable, callback, user_data);
  g_task_set_source_tag (task, balut_strategy_new_for_turn_async);
  g_task_set_name (task, "[balut] strategy");
  g_task_set_task_data (task, job, turn_job_free);
  g_task_run_in_thread (task, turn_job_thread);
}

/**
 * balut_strategy_new_for_turn_finish:
 * @decision: (out) (optional): with %BALUT_STRATEGY_TURN_DECIDE, the
 *   decision for the dice
 *
 * Returns: (transfer full) (nullable): the turn's strategy; %NULL with
 *   @error set when the work was cancelled or found no move
 */
BalutStrategy *
balut_strategy_new_for_turn_finish (GAsyncResult           *result,
                                    BalutStrategyDecision  *decision,
                                    GError                **error)
{
  TurnJob *job;
  BalutStrategy *strategy;

  g_return_val_if_fail (g_task_is_valid (result, NULL), NULL);
  g_return_val_if_fail (g_task_get_source_tag (G_TASK (result)) == balut_strategy_new_for_turn_async, NULL);

  job = g_task_get_task_data (G_TASK (result));
  strategy = g_task_propagate_pointer (G_TASK (result), error);
  if (strategy != NULL && decision != NULL)
    {
      g_warn_if_fail (job->decide);
      *decision = job->decision;
    }
  return strategy;
}
