/* test-rules.c — the plain rule functions of balut-rules.h against docs/rules.md
 *
 * SPDX-FileCopyrightText: 2026 The Balut developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The box scores are checked on every one of the 6^5 = 7,776 ordered
 * throws against the reference of balut-reference.c, written from face
 * counts and sorted multisets (not from the implementation), plus counts
 * of qualifying throws derived by combinatorics.  The end-of-game points
 * are checked on hand-built box arrays at every edge of R12–R21 and
 * J4–J7, and on thousands of random sheets against the reference
 * computation.
 *
 * Assumptions where balut-rules.h leaves a behaviour open (see report):
 *  - balut_rules_qualifies () is TRUE for Fours/Fives/Sixes/Choice on every
 *    throw ("qualifies when: always", R5–R7, R10), even with a score of 0.
 *  - balut_rules_jackpot_qualifies () is FALSE for Balut (no Jackpot box,
 *    J1) and balut_rules_jackpot_score () is 0 for a non-qualifying throw
 *    (the box is struck).
 *  - balut_rules_jackpot_bonus (BALUT) is 0.
 *  - balut_rules_compute_points () judges the boxes as they are: an empty
 *    box (BALUT_BOX_EMPTY) adds nothing and is not "non-zero"; the Jackpot
 *    column is passed as BALUT_BOX_EMPTY for the variants without it.
 *  - In Jackpot Balut the score total may exceed 812 (J7); the top bracket
 *    still gives 6 ("the bracket table is unchanged").
 */

#include <string.h>

#include <glib.h>

#include "balut-types.h"
#include "balut-rules.h"
#include "balut-format.h"

#include <locale.h>
#include "balut-reference.h"
#include "balut-test-util.h"

#define N_THROWS 7776   /* 6^5 */

/* ------------------------------------------------------------------ */
/* Throws and breakdowns                                              */
/* ------------------------------------------------------------------ */

/* The index-th ordered throw: the dice are the base-6 digits of index. */
static void
throw_from_index (guint   index,
                  guint8 *dice)
{
  for (guint i = 0; i < BALUT_N_DICE; i++)
    {
      dice[i] = (guint8) (1 + index % 6);
      index /= 6;
    }
}

static const guint8 *
dice_of (guint   index,
         guint8 *dice)
{
  throw_from_index (index, dice);
  return dice;
}

/* Compares two breakdowns field by field; describes the differences. */
static gboolean
points_equal (const BalutPoints *got,
              const BalutPoints *want,
              GString           *diff)
{
  gsize len = diff->len;

#define CMP(field, fmt) \
  if (got->field != want->field) \
    g_string_append_printf (diff, " %s: got " fmt ", want " fmt ";", #field, got->field, want->field)

  for (guint c = 0; c < BALUT_N_CATEGORIES; c++)
    {
      gsize before = diff->len;

      CMP (categories[c].sum, "%u");
      CMP (categories[c].n_filled, "%u");
      CMP (categories[c].n_nonzero, "%u");
      if (!got->categories[c].condition_met != !want->categories[c].condition_met)
        g_string_append_printf (diff, " condition_met: got %d;", got->categories[c].condition_met);
      CMP (categories[c].base_points, "%d");
      if (c != BALUT_CATEGORY_BALUT)
        CMP (categories[c].jackpot_score, "%d");
      CMP (categories[c].jackpot_points, "%d");
      CMP (categories[c].points, "%d");
      if (diff->len != before)
        g_string_insert (diff, before, balut_test_category_names[c]);
    }
  CMP (score_total, "%u");
  CMP (category_points, "%d");
  CMP (bracket_points, "%d");
  CMP (final_points, "%d");
  CMP (n_baluts, "%u");
#undef CMP

  return diff->len == len;
}

static void
assert_points_equal (const BalutPoints *got,
                     const BalutPoints *want)
{
  g_autoptr(GString) diff = g_string_new (NULL);

  if (!points_equal (got, want, diff))
    g_test_message ("points differ:%s", diff->str);
  g_assert_cmpstr (diff->str, ==, "");
}

static void
boxes_set (gint          boxes[BALUT_N_CATEGORIES][BALUT_N_COLUMNS],
           BalutCategory category,
           gint          b0,
           gint          b1,
           gint          b2,
           gint          b3)
{
  boxes[category][0] = b0;
  boxes[category][1] = b1;
  boxes[category][2] = b2;
  boxes[category][3] = b3;
}

/* The perfect sheet of the seeds: 80 + 100 + 120 + 80 + 112 + 120 + 200 = 812. */
static void
boxes_max (gint boxes[BALUT_N_CATEGORIES][BALUT_N_COLUMNS])
{
  balut_ref_boxes_clear (boxes);
  boxes_set (boxes, BALUT_CATEGORY_FOURS, 20, 20, 20, 20);
  boxes_set (boxes, BALUT_CATEGORY_FIVES, 25, 25, 25, 25);
  boxes_set (boxes, BALUT_CATEGORY_SIXES, 30, 30, 30, 30);
  boxes_set (boxes, BALUT_CATEGORY_STRAIGHT, 20, 20, 20, 20);
  boxes_set (boxes, BALUT_CATEGORY_FULL_HOUSE, 28, 28, 28, 28);
  boxes_set (boxes, BALUT_CATEGORY_CHOICE, 30, 30, 30, 30);
  boxes_set (boxes, BALUT_CATEGORY_BALUT, 50, 50, 50, 50);
}

static void
boxes_zero (gint boxes[BALUT_N_CATEGORIES][BALUT_N_COLUMNS])
{
  balut_ref_boxes_clear (boxes);
  for (guint c = 0; c < BALUT_N_CATEGORIES; c++)
    boxes_set (boxes, c, 0, 0, 0, 0);
}

/* Every Jackpot box struck: not used (J3). */
static void
boxes_jackpots_struck (gint boxes[BALUT_N_CATEGORIES][BALUT_N_COLUMNS])
{
  for (guint c = 0; c < BALUT_N_CATEGORIES - 1; c++)
    boxes[c][BALUT_BOX_JACKPOT] = 0;
}

/* Every Jackpot box used with the best roll: 20+25+30+20+28+30 = 153 (J7). */
static void
boxes_jackpots_max (gint boxes[BALUT_N_CATEGORIES][BALUT_N_COLUMNS])
{
  static const gint best[BALUT_N_CATEGORIES - 1] = { 20, 25, 30, 20, 28, 30 };

  for (guint c = 0; c < BALUT_N_CATEGORIES - 1; c++)
    boxes[c][BALUT_BOX_JACKPOT] = best[c];
}

static void
compute (BalutVariant  variant,
         const gint    boxes[BALUT_N_CATEGORIES][BALUT_N_COLUMNS],
         BalutPoints  *points)
{
  memset (points, 0x5a, sizeof *points);   /* catch fields left unset */
  balut_rules_compute_points (variant, boxes, points);
}

/* ------------------------------------------------------------------ */
/* Exhaustive box scores (R5–R11, J2)                                 */
/* ------------------------------------------------------------------ */

/* The exhaustive loops collect their mismatches and name the first few,
 * instead of stopping at the first one. */
typedef struct
{
  const char *what;
  guint       n_bad;
} Mismatches;

static void
mismatch (Mismatches   *m,
          const guint8 *dice,
          guint         got,
          guint         want)
{
  if (m->n_bad++ < 8)
    g_test_message ("%s: dice %u %u %u %u %u: got %u, want %u", m->what,
                    dice[0], dice[1], dice[2], dice[3], dice[4], got, want);
}

/* R5–R11: the score of one category on all 7,776 throws. */
static void
test_exhaustive_box_score (gconstpointer data)
{
  BalutCategory category = GPOINTER_TO_UINT (data);
  Mismatches m = { "box_score", 0 };

  for (guint i = 0; i < N_THROWS; i++)
    {
      guint8 dice[BALUT_N_DICE];
      guint got, want;

      throw_from_index (i, dice);
      got = balut_rules_box_score (category, dice);
      want = balut_ref_box_score (category, dice);
      if (got != want)
        mismatch (&m, dice, got, want);
    }
  g_assert_cmpuint (m.n_bad, ==, 0);
}

/* R2, R5–R11: whether a throw qualifies, on all 7,776 throws.  Fours,
 * Fives, Sixes and Choice qualify "always" (the table of docs/rules.md), even
 * when the score is 0; Straight, Full House and Balut qualify exactly when
 * they score. */
static void
test_exhaustive_qualifies (gconstpointer data)
{
  BalutCategory category = GPOINTER_TO_UINT (data);
  Mismatches m = { "qualifies", 0 };

  for (guint i = 0; i < N_THROWS; i++)
    {
      guint8 dice[BALUT_N_DICE];
      gboolean got, want;

      throw_from_index (i, dice);
      got = !!balut_rules_qualifies (category, dice);
      want = balut_ref_qualifies (category, dice);
      if (got != want)
        mismatch (&m, dice, got, want);
    }
  g_assert_cmpuint (m.n_bad, ==, 0);
}

/* J2: Jackpot qualification and score of one category on all 7,776 throws;
 * a qualifying throw scores like a regular box of the category. */
static void
test_exhaustive_jackpot (gconstpointer data)
{
  BalutCategory category = GPOINTER_TO_UINT (data);
  Mismatches mq = { "jackpot_qualifies", 0 };
  Mismatches ms = { "jackpot_score", 0 };

  for (guint i = 0; i < N_THROWS; i++)
    {
      guint8 dice[BALUT_N_DICE];
      gboolean got_q, want_q;
      guint got_score, want_score;

      throw_from_index (i, dice);
      got_q = !!balut_rules_jackpot_qualifies (category, dice);
      want_q = balut_ref_jackpot_qualifies (category, dice);
      got_score = balut_rules_jackpot_score (category, dice);
      want_score = balut_ref_jackpot_score (category, dice);
      if (got_q != want_q)
        mismatch (&mq, dice, got_q, want_q);
      if (got_score != want_score)
        mismatch (&ms, dice, got_score, want_score);
    }
  g_assert_cmpuint (mq.n_bad, ==, 0);
  g_assert_cmpuint (ms.n_bad, ==, 0);
}

/* R11, R23: five of a kind, on all 7,776 throws. */
static void
test_exhaustive_is_balut (void)
{
  Mismatches m = { "is_balut", 0 };
  guint n = 0;

  for (guint i = 0; i < N_THROWS; i++)
    {
      guint8 dice[BALUT_N_DICE];
      gboolean got = !!balut_rules_is_balut (dice_of (i, dice));

      if (got != balut_ref_is_balut (dice))
        mismatch (&m, dice, got, balut_ref_is_balut (dice));
      n += got ? 1 : 0;
    }
  g_assert_cmpuint (m.n_bad, ==, 0);
  g_assert_cmpuint (n, ==, 6);
}

/* Counts by combinatorics, independent of any scoring code. */
typedef struct
{
  const char    *name;
  BalutCategory  category;
  gboolean       jackpot;        /* count jackpot_qualifies, sum jackpot_score */
  guint          n_qualifying;   /* NOT_COUNTED: see exhaustive/qualifies */
  guint          score_sum;      /* sum of the score over all 7,776 throws */
} CountCase;

#define NOT_COUNTED G_MAXUINT

static const CountCase count_cases[] = {
  /* R5–R7: E[score] = face × 5/6 → face × 5 × 6^4 over all throws */
  { "fours-score-sum", BALUT_CATEGORY_FOURS, FALSE, NOT_COUNTED, 4 * 5 * 1296 },
  { "fives-score-sum", BALUT_CATEGORY_FIVES, FALSE, NOT_COUNTED, 5 * 5 * 1296 },
  { "sixes-score-sum", BALUT_CATEGORY_SIXES, FALSE, NOT_COUNTED, 6 * 5 * 1296 },
  /* R8: 5! orders of each straight: 120 × 15 + 120 × 20 */
  { "straight-count", BALUT_CATEGORY_STRAIGHT, FALSE, 240, 120 * 15 + 120 * 20 },
  /* R9: 6 faces × 5 other faces × C(5,3) = 300 full houses; Σ over all of
   * them: each (a,b) gives 10 × (3a + 2b); Σ_a Σ_b≠a (3a+2b) = 3·5·21 + 2·5·21 */
  { "full-house-count", BALUT_CATEGORY_FULL_HOUSE, FALSE, 300, 10 * (15 * 21 + 10 * 21) },
  /* R10: E[Σ] = 17.5 */
  { "choice-score-sum", BALUT_CATEGORY_CHOICE, FALSE, NOT_COUNTED, 7776 * 35 / 2 },
  /* R11: 6 Baluts, Σ (20 + 5f) = 120 + 105 */
  { "balut-count", BALUT_CATEGORY_BALUT, FALSE, 6, 6 * 20 + 5 * 21 },
  /* J2: exactly four (5 places × 5 other faces) or five of the face */
  { "jackpot-fours-count", BALUT_CATEGORY_FOURS, TRUE, 26, 25 * 16 + 20 },
  { "jackpot-fives-count", BALUT_CATEGORY_FIVES, TRUE, 26, 25 * 20 + 25 },
  { "jackpot-sixes-count", BALUT_CATEGORY_SIXES, TRUE, 26, 25 * 24 + 30 },
  /* J2: large straight only */
  { "jackpot-straight-count", BALUT_CATEGORY_STRAIGHT, TRUE, 120, 120 * 20 },
  /* J2: full houses with Σ ≥ 22: (6,2..5) 22 24 26 28, (5,4) 23, (5,6) 27,
   * (4,5) 22, (4,6) 24 → 8 kinds × 10 orders */
  { "jackpot-full-house-count", BALUT_CATEGORY_FULL_HOUSE, TRUE, 80,
    10 * (22 + 24 + 26 + 28 + 23 + 27 + 22 + 24) },
  /* J2: Σ ≥ 25 ⇔ (by x → 7 − x) Σ ≤ 10: C(4,4)+…+C(9,4) = 252 */
  { "jackpot-choice-count", BALUT_CATEGORY_CHOICE, TRUE, 252, 0 /* not checked */ },
  /* J1: no Jackpot box for Balut */
  { "jackpot-balut-count", BALUT_CATEGORY_BALUT, TRUE, 0, 0 },
};

static void
test_count (gconstpointer data)
{
  const CountCase *cc = data;
  guint n = 0;
  guint sum = 0;

  for (guint i = 0; i < N_THROWS; i++)
    {
      guint8 dice[BALUT_N_DICE];

      throw_from_index (i, dice);
      if (cc->jackpot)
        {
          n += balut_rules_jackpot_qualifies (cc->category, dice) ? 1 : 0;
          sum += balut_rules_jackpot_score (cc->category, dice);
        }
      else
        {
          n += balut_rules_qualifies (cc->category, dice) ? 1 : 0;
          sum += balut_rules_box_score (cc->category, dice);
        }
    }

  if (cc->n_qualifying != NOT_COUNTED)
    g_assert_cmpuint (n, ==, cc->n_qualifying);
  if (cc->score_sum != 0 || cc->n_qualifying == 0)
    g_assert_cmpuint (sum, ==, cc->score_sum);
}

/* ------------------------------------------------------------------ */
/* Named examples                                                     */
/* ------------------------------------------------------------------ */

typedef struct
{
  const char    *name;
  guint8         dice[BALUT_N_DICE];
  BalutCategory  category;
  guint          score;
  gboolean       qualifies;
  gboolean       jackpot_qualifies;
  guint          jackpot_score;
} ExampleCase;

static const ExampleCase example_cases[] = {
  /* R5, J2: 3 vs 4 of the face */
  { "fours-none-r5", { 1, 2, 3, 5, 6 }, BALUT_CATEGORY_FOURS, 0, TRUE, FALSE, 0 },
  { "fours-one-r5", { 4, 1, 1, 1, 1 }, BALUT_CATEGORY_FOURS, 4, TRUE, FALSE, 0 },
  { "fours-three-j2", { 4, 6, 4, 6, 4 }, BALUT_CATEGORY_FOURS, 12, TRUE, FALSE, 0 },
  { "fours-four-j2", { 4, 4, 6, 4, 4 }, BALUT_CATEGORY_FOURS, 16, TRUE, TRUE, 16 },
  { "fours-five-j2", { 4, 4, 4, 4, 4 }, BALUT_CATEGORY_FOURS, 20, TRUE, TRUE, 20 },
  /* R6, J2 */
  { "fives-three-j2", { 5, 5, 2, 2, 5 }, BALUT_CATEGORY_FIVES, 15, TRUE, FALSE, 0 },
  { "fives-four-j2", { 5, 5, 2, 5, 5 }, BALUT_CATEGORY_FIVES, 20, TRUE, TRUE, 20 },
  { "fives-five-j2", { 5, 5, 5, 5, 5 }, BALUT_CATEGORY_FIVES, 25, TRUE, TRUE, 25 },
  /* R7, J2 */
  { "sixes-three-j2", { 1, 6, 6, 1, 6 }, BALUT_CATEGORY_SIXES, 18, TRUE, FALSE, 0 },
  { "sixes-four-j2", { 6, 6, 6, 1, 6 }, BALUT_CATEGORY_SIXES, 24, TRUE, TRUE, 24 },
  { "sixes-five-j2", { 6, 6, 6, 6, 6 }, BALUT_CATEGORY_SIXES, 30, TRUE, TRUE, 30 },
  { "sixes-four-fives-j2", { 5, 5, 5, 5, 6 }, BALUT_CATEGORY_SIXES, 6, TRUE, FALSE, 0 },
  /* R8: small 15, large 20; J2: only the large one */
  { "straight-small-r8-j2", { 1, 2, 3, 4, 5 }, BALUT_CATEGORY_STRAIGHT, 15, TRUE, FALSE, 0 },
  { "straight-small-shuffled-r8", { 5, 3, 1, 4, 2 }, BALUT_CATEGORY_STRAIGHT, 15, TRUE, FALSE, 0 },
  { "straight-large-r8-j2", { 2, 3, 4, 5, 6 }, BALUT_CATEGORY_STRAIGHT, 20, TRUE, TRUE, 20 },
  { "straight-large-shuffled-r8", { 6, 4, 2, 5, 3 }, BALUT_CATEGORY_STRAIGHT, 20, TRUE, TRUE, 20 },
  { "straight-gap-r8", { 1, 2, 3, 4, 6 }, BALUT_CATEGORY_STRAIGHT, 0, FALSE, FALSE, 0 },
  { "straight-pair-r8", { 2, 3, 4, 5, 5 }, BALUT_CATEGORY_STRAIGHT, 0, FALSE, FALSE, 0 },
  { "straight-five-of-a-kind-r8", { 3, 3, 3, 3, 3 }, BALUT_CATEGORY_STRAIGHT, 0, FALSE, FALSE, 0 },
  /* R9: three and two of a different face; J2: Σ 21 vs 22 */
  { "full-house-best-r9", { 6, 5, 6, 5, 6 }, BALUT_CATEGORY_FULL_HOUSE, 28, TRUE, TRUE, 28 },
  { "full-house-lowest-r9", { 1, 1, 2, 1, 2 }, BALUT_CATEGORY_FULL_HOUSE, 7, TRUE, FALSE, 0 },
  { "full-house-pair-high-r9", { 1, 6, 1, 6, 1 }, BALUT_CATEGORY_FULL_HOUSE, 15, TRUE, FALSE, 0 },
  { "full-house-sum-21-j2", { 5, 3, 5, 3, 5 }, BALUT_CATEGORY_FULL_HOUSE, 21, TRUE, FALSE, 0 },
  { "full-house-sum-22-j2", { 6, 2, 6, 2, 6 }, BALUT_CATEGORY_FULL_HOUSE, 22, TRUE, TRUE, 22 },
  { "full-house-sum-22-pair-high-j2", { 4, 5, 4, 5, 4 }, BALUT_CATEGORY_FULL_HOUSE, 22, TRUE, TRUE, 22 },
  { "full-house-five-of-a-kind-r9", { 6, 6, 6, 6, 6 }, BALUT_CATEGORY_FULL_HOUSE, 0, FALSE, FALSE, 0 },
  { "full-house-five-ones-r9", { 1, 1, 1, 1, 1 }, BALUT_CATEGORY_FULL_HOUSE, 0, FALSE, FALSE, 0 },
  { "full-house-four-of-a-kind-r9", { 3, 3, 2, 3, 3 }, BALUT_CATEGORY_FULL_HOUSE, 0, FALSE, FALSE, 0 },
  { "full-house-two-pairs-r9", { 1, 1, 2, 2, 3 }, BALUT_CATEGORY_FULL_HOUSE, 0, FALSE, FALSE, 0 },
  { "full-house-three-of-a-kind-r9", { 4, 4, 4, 2, 3 }, BALUT_CATEGORY_FULL_HOUSE, 0, FALSE, FALSE, 0 },
  /* R10; J2: Σ 24 vs 25 */
  { "choice-min-r10", { 1, 1, 1, 1, 1 }, BALUT_CATEGORY_CHOICE, 5, TRUE, FALSE, 0 },
  { "choice-sum-24-j2", { 6, 6, 6, 5, 1 }, BALUT_CATEGORY_CHOICE, 24, TRUE, FALSE, 0 },
  { "choice-sum-25-j2", { 6, 1, 6, 6, 6 }, BALUT_CATEGORY_CHOICE, 25, TRUE, TRUE, 25 },
  { "choice-max-j2", { 6, 6, 6, 6, 6 }, BALUT_CATEGORY_CHOICE, 30, TRUE, TRUE, 30 },
  /* R11: 20 + Σ; J1: no Jackpot box */
  { "balut-ones-r11", { 1, 1, 1, 1, 1 }, BALUT_CATEGORY_BALUT, 25, TRUE, FALSE, 0 },
  { "balut-twos-r11", { 2, 2, 2, 2, 2 }, BALUT_CATEGORY_BALUT, 30, TRUE, FALSE, 0 },
  { "balut-threes-r11", { 3, 3, 3, 3, 3 }, BALUT_CATEGORY_BALUT, 35, TRUE, FALSE, 0 },
  { "balut-fours-r11", { 4, 4, 4, 4, 4 }, BALUT_CATEGORY_BALUT, 40, TRUE, FALSE, 0 },
  { "balut-fives-r11", { 5, 5, 5, 5, 5 }, BALUT_CATEGORY_BALUT, 45, TRUE, FALSE, 0 },
  { "balut-sixes-r11-j1", { 6, 6, 6, 6, 6 }, BALUT_CATEGORY_BALUT, 50, TRUE, FALSE, 0 },
  { "balut-four-of-a-kind-r11", { 6, 6, 6, 6, 5 }, BALUT_CATEGORY_BALUT, 0, FALSE, FALSE, 0 },
  { "balut-full-house-r11", { 6, 6, 6, 5, 5 }, BALUT_CATEGORY_BALUT, 0, FALSE, FALSE, 0 },
};

static void
test_example (gconstpointer data)
{
  const ExampleCase *ec = data;

  g_assert_cmpuint (balut_rules_box_score (ec->category, ec->dice), ==, ec->score);
  g_assert_cmpint (!!balut_rules_qualifies (ec->category, ec->dice), ==, !!ec->qualifies);
  g_assert_cmpint (!!balut_rules_jackpot_qualifies (ec->category, ec->dice), ==,
                   !!ec->jackpot_qualifies);
  g_assert_cmpuint (balut_rules_jackpot_score (ec->category, ec->dice), ==, ec->jackpot_score);
  g_assert_cmpint (!!balut_rules_is_balut (ec->dice), ==, !!balut_ref_is_balut (ec->dice));
}

/* R9: the one five of a kind scores as Balut, never as a full house,
 * for every face. */
static void
test_five_of_a_kind (gconstpointer data)
{
  guint face = GPOINTER_TO_UINT (data);
  guint8 dice[BALUT_N_DICE];

  memset (dice, face, sizeof dice);
  g_assert_true (balut_rules_is_balut (dice));
  g_assert_false (balut_rules_qualifies (BALUT_CATEGORY_FULL_HOUSE, dice));
  g_assert_cmpuint (balut_rules_box_score (BALUT_CATEGORY_FULL_HOUSE, dice), ==, 0);
  g_assert_false (balut_rules_jackpot_qualifies (BALUT_CATEGORY_FULL_HOUSE, dice));
  g_assert_cmpuint (balut_rules_box_score (BALUT_CATEGORY_BALUT, dice), ==, 20 + 5 * face);
  g_assert_cmpuint (balut_rules_box_score (BALUT_CATEGORY_CHOICE, dice), ==, 5 * face);
  g_assert_cmpuint (balut_rules_box_score (BALUT_CATEGORY_STRAIGHT, dice), ==, 0);
}

/* ------------------------------------------------------------------ */
/* Constants of the category points                                   */
/* ------------------------------------------------------------------ */

typedef struct
{
  BalutCategory category;
  guint         threshold;     /* 0: not checked */
  gint          base;
  gint          bonus;
} CategoryConst;

static const CategoryConst category_consts[] = {
  { BALUT_CATEGORY_FOURS, 52, 2, 4 },        /* R12, J5 */
  { BALUT_CATEGORY_FIVES, 65, 2, 4 },        /* R13, J5 */
  { BALUT_CATEGORY_SIXES, 78, 2, 4 },        /* R14, J5 */
  { BALUT_CATEGORY_STRAIGHT, 0, 4, 8 },      /* R15, J5 */
  { BALUT_CATEGORY_FULL_HOUSE, 0, 3, 6 },    /* R16, J5 */
  { BALUT_CATEGORY_CHOICE, 100, 2, 4 },      /* R17, J5 */
};

static void
test_threshold (gconstpointer data)
{
  const CategoryConst *cc = data;

  g_assert_cmpuint (balut_rules_threshold (cc->category), ==, cc->threshold);
}

static void
test_base_points (gconstpointer data)
{
  const CategoryConst *cc = data;

  g_assert_cmpint (balut_rules_base_points (cc->category), ==, cc->base);
}

static void
test_jackpot_bonus (gconstpointer data)
{
  const CategoryConst *cc = data;

  g_assert_cmpint (balut_rules_jackpot_bonus (cc->category), ==, cc->bonus);
}

/* J1: Balut has no Jackpot box, so no bonus (assumption: 0). */
static void
test_jackpot_bonus_balut (void)
{
  g_assert_cmpint (balut_rules_jackpot_bonus (BALUT_CATEGORY_BALUT), ==, 0);
}

typedef struct
{
  BalutVariant variant;
  guint        n_baluts;
  gint         points;
} BalutPointsCase;

static const BalutPointsCase balut_points_cases[] = {
  /* R18: 2 each */
  { BALUT_VARIANT_STANDARD, 0, 0 },
  { BALUT_VARIANT_STANDARD, 1, 2 },
  { BALUT_VARIANT_STANDARD, 2, 4 },
  { BALUT_VARIANT_STANDARD, 3, 6 },
  { BALUT_VARIANT_STANDARD, 4, 8 },
  /* O3 */
  { BALUT_VARIANT_OLATHE, 0, 0 },
  { BALUT_VARIANT_OLATHE, 1, 2 },
  { BALUT_VARIANT_OLATHE, 2, 4 },
  { BALUT_VARIANT_OLATHE, 3, 6 },
  { BALUT_VARIANT_OLATHE, 4, 8 },
  /* J6: 3 for the first, 5 for each further one */
  { BALUT_VARIANT_JACKPOT, 0, 0 },
  { BALUT_VARIANT_JACKPOT, 1, 3 },
  { BALUT_VARIANT_JACKPOT, 2, 8 },
  { BALUT_VARIANT_JACKPOT, 3, 13 },
  { BALUT_VARIANT_JACKPOT, 4, 18 },
};

static void
test_balut_points (gconstpointer data)
{
  const BalutPointsCase *bc = data;

  g_assert_cmpint (balut_rules_balut_points (bc->variant, bc->n_baluts), ==, bc->points);
}

/* ------------------------------------------------------------------ */
/* Brackets (R20)                                                     */
/* ------------------------------------------------------------------ */

typedef struct
{
  guint total;
  gint  points;
} BracketCase;

static const BracketCase bracket_cases[] = {
  { 0, -2 },
  { 299, -2 }, { 300, -1 },
  { 349, -1 }, { 350, 0 },
  { 399, 0 }, { 400, 1 },
  { 449, 1 }, { 450, 2 },
  { 499, 2 }, { 500, 3 },
  { 549, 3 }, { 550, 4 },
  { 599, 4 }, { 600, 5 },
  { 649, 5 }, { 650, 6 },
  { 812, 6 },
  { 965, 6 },   /* J7: the Jackpot maximum, bracket table unchanged */
};

static void
test_bracket_points (gconstpointer data)
{
  const BracketCase *bc = data;

  g_assert_cmpint (balut_rules_bracket_points (bc->total), ==, bc->points);
}

/* R20: every total 0…812 against the reference table */
static void
test_bracket_all_totals (void)
{
  for (guint total = 0; total <= 812; total++)
    {
      if (balut_rules_bracket_points (total) != balut_ref_bracket_points (total))
        g_test_message ("total %u", total);
      g_assert_cmpint (balut_rules_bracket_points (total), ==, balut_ref_bracket_points (total));
    }
}

typedef struct
{
  gint  points;
  guint low;
  guint high;
} RangeCase;

static const RangeCase range_cases[] = {
  { -2, 0, 299 },
  { -1, 300, 349 },
  { 0, 350, 399 },
  { 1, 400, 449 },
  { 2, 450, 499 },
  { 3, 500, 549 },
  { 4, 550, 599 },
  { 5, 600, 649 },
  { 6, 650, 812 },
};

static void
test_bracket_range (gconstpointer data)
{
  const RangeCase *rc = data;
  guint low = G_MAXUINT, high = G_MAXUINT;

  balut_rules_bracket_range (rc->points, &low, &high);
  g_assert_cmpuint (low, ==, rc->low);
  g_assert_cmpuint (high, ==, rc->high);
  g_assert_cmpint (balut_rules_bracket_points (low), ==, rc->points);
  g_assert_cmpint (balut_rules_bracket_points (high), ==, rc->points);
}

/* ------------------------------------------------------------------ */
/* Category points on constructed sheets (R12–R18, J4–J6, O3)         */
/* ------------------------------------------------------------------ */

typedef struct
{
  const char    *name;
  BalutVariant   variant;
  BalutCategory  category;
  gint           regular[BALUT_N_REGULAR];
  gint           jackpot;          /* the Jackpot box (only in Jackpot Balut) */
  gboolean       condition_met;
  gint           points;           /* of the category */
} EdgeCase;

#define E BALUT_BOX_EMPTY
#define STD BALUT_VARIANT_STANDARD
#define JP BALUT_VARIANT_JACKPOT
#define OL BALUT_VARIANT_OLATHE

static const EdgeCase edge_cases[] = {
  /* R12: Fours ≥ 52 (51 is not reachable in play; compute_points is
   * checked on the raw sum anyway) */
  { "fours-48-r12", STD, BALUT_CATEGORY_FOURS, { 20, 16, 12, 0 }, E, FALSE, 0 },
  { "fours-51-r12", STD, BALUT_CATEGORY_FOURS, { 20, 16, 15, 0 }, E, FALSE, 0 },
  { "fours-52-r12", STD, BALUT_CATEGORY_FOURS, { 20, 16, 16, 0 }, E, TRUE, 2 },
  { "fours-80-r12", STD, BALUT_CATEGORY_FOURS, { 20, 20, 20, 20 }, E, TRUE, 2 },
  { "fours-51-o3", OL, BALUT_CATEGORY_FOURS, { 20, 16, 15, 0 }, E, FALSE, 0 },
  { "fours-52-o3", OL, BALUT_CATEGORY_FOURS, { 20, 16, 16, 0 }, E, TRUE, 2 },
  /* R13: Fives ≥ 65 */
  { "fives-60-r13", STD, BALUT_CATEGORY_FIVES, { 20, 20, 20, 0 }, E, FALSE, 0 },
  { "fives-64-r13", STD, BALUT_CATEGORY_FIVES, { 25, 20, 19, 0 }, E, FALSE, 0 },
  { "fives-65-r13", STD, BALUT_CATEGORY_FIVES, { 25, 20, 20, 0 }, E, TRUE, 2 },
  { "fives-64-o3", OL, BALUT_CATEGORY_FIVES, { 25, 20, 19, 0 }, E, FALSE, 0 },
  { "fives-65-o3", OL, BALUT_CATEGORY_FIVES, { 25, 20, 20, 0 }, E, TRUE, 2 },
  /* R14: Sixes ≥ 78 */
  { "sixes-72-r14", STD, BALUT_CATEGORY_SIXES, { 24, 24, 24, 0 }, E, FALSE, 0 },
  { "sixes-77-r14", STD, BALUT_CATEGORY_SIXES, { 30, 24, 23, 0 }, E, FALSE, 0 },
  { "sixes-78-r14", STD, BALUT_CATEGORY_SIXES, { 30, 24, 24, 0 }, E, TRUE, 2 },
  { "sixes-77-o3", OL, BALUT_CATEGORY_SIXES, { 30, 24, 23, 0 }, E, FALSE, 0 },
  { "sixes-78-o3", OL, BALUT_CATEGORY_SIXES, { 30, 24, 24, 0 }, E, TRUE, 2 },
  /* R17: Choice ≥ 100 */
  { "choice-99-r17", STD, BALUT_CATEGORY_CHOICE, { 25, 25, 25, 24 }, E, FALSE, 0 },
  { "choice-100-r17", STD, BALUT_CATEGORY_CHOICE, { 25, 25, 25, 25 }, E, TRUE, 2 },
  { "choice-99-o3", OL, BALUT_CATEGORY_CHOICE, { 25, 25, 25, 24 }, E, FALSE, 0 },
  { "choice-100-o3", OL, BALUT_CATEGORY_CHOICE, { 25, 25, 25, 25 }, E, TRUE, 2 },
  { "choice-incomplete-100-r17", STD, BALUT_CATEGORY_CHOICE, { 30, 30, 30, 10 }, E, TRUE, 2 },
  { "choice-incomplete-90-r17", STD, BALUT_CATEGORY_CHOICE, { 30, 30, 30, E }, E, FALSE, 0 },
  /* R15: all four Straight boxes non-zero */
  { "straight-all-r15", STD, BALUT_CATEGORY_STRAIGHT, { 15, 20, 15, 20 }, E, TRUE, 4 },
  { "straight-all-small-r15", STD, BALUT_CATEGORY_STRAIGHT, { 15, 15, 15, 15 }, E, TRUE, 4 },
  { "straight-zero-box1-r15", STD, BALUT_CATEGORY_STRAIGHT, { 0, 20, 20, 20 }, E, FALSE, 0 },
  { "straight-zero-box2-r15", STD, BALUT_CATEGORY_STRAIGHT, { 20, 0, 20, 20 }, E, FALSE, 0 },
  { "straight-zero-box3-r15", STD, BALUT_CATEGORY_STRAIGHT, { 20, 20, 0, 20 }, E, FALSE, 0 },
  { "straight-zero-box4-r15", STD, BALUT_CATEGORY_STRAIGHT, { 20, 20, 20, 0 }, E, FALSE, 0 },
  { "straight-empty-box-r15", STD, BALUT_CATEGORY_STRAIGHT, { 20, 20, 20, E }, E, FALSE, 0 },
  { "straight-all-o3", OL, BALUT_CATEGORY_STRAIGHT, { 15, 20, 15, 20 }, E, TRUE, 4 },
  { "straight-zero-o3", OL, BALUT_CATEGORY_STRAIGHT, { 15, 20, 0, 20 }, E, FALSE, 0 },
  /* R16: all four Full House boxes non-zero */
  { "full-house-all-r16", STD, BALUT_CATEGORY_FULL_HOUSE, { 7, 28, 22, 13 }, E, TRUE, 3 },
  { "full-house-zero-box1-r16", STD, BALUT_CATEGORY_FULL_HOUSE, { 0, 28, 28, 28 }, E, FALSE, 0 },
  { "full-house-zero-box2-r16", STD, BALUT_CATEGORY_FULL_HOUSE, { 28, 0, 28, 28 }, E, FALSE, 0 },
  { "full-house-zero-box3-r16", STD, BALUT_CATEGORY_FULL_HOUSE, { 28, 28, 0, 28 }, E, FALSE, 0 },
  { "full-house-zero-box4-r16", STD, BALUT_CATEGORY_FULL_HOUSE, { 28, 28, 28, 0 }, E, FALSE, 0 },
  { "full-house-empty-box-r16", STD, BALUT_CATEGORY_FULL_HOUSE, { E, 28, 28, 28 }, E, FALSE, 0 },
  { "full-house-all-o3", OL, BALUT_CATEGORY_FULL_HOUSE, { 7, 28, 22, 13 }, E, TRUE, 3 },
  { "full-house-zero-o3", OL, BALUT_CATEGORY_FULL_HOUSE, { 7, 0, 22, 13 }, E, FALSE, 0 },
  /* R18: 2 per non-zero Balut box */
  { "balut-none-r18", STD, BALUT_CATEGORY_BALUT, { 0, 0, 0, 0 }, E, FALSE, 0 },
  { "balut-one-r18", STD, BALUT_CATEGORY_BALUT, { 0, 0, 50, 0 }, E, TRUE, 2 },
  { "balut-two-r18", STD, BALUT_CATEGORY_BALUT, { 25, 0, 50, 0 }, E, TRUE, 4 },
  { "balut-three-r18", STD, BALUT_CATEGORY_BALUT, { 25, 30, 0, 35 }, E, TRUE, 6 },
  { "balut-four-r18", STD, BALUT_CATEGORY_BALUT, { 25, 30, 40, 35 }, E, TRUE, 8 },
  { "balut-one-empty-r18", STD, BALUT_CATEGORY_BALUT, { 45, E, E, E }, E, TRUE, 2 },
  { "balut-two-o3", OL, BALUT_CATEGORY_BALUT, { 25, 0, 50, 0 }, E, TRUE, 4 },
  { "balut-four-o3", OL, BALUT_CATEGORY_BALUT, { 25, 30, 40, 35 }, E, TRUE, 8 },
  /* J6: 3, 8, 13, 18 */
  { "balut-none-j6", JP, BALUT_CATEGORY_BALUT, { 0, 0, 0, 0 }, E, FALSE, 0 },
  { "balut-one-j6", JP, BALUT_CATEGORY_BALUT, { 0, 40, 0, 0 }, E, TRUE, 3 },
  { "balut-two-j6", JP, BALUT_CATEGORY_BALUT, { 0, 40, 0, 25 }, E, TRUE, 8 },
  { "balut-three-j6", JP, BALUT_CATEGORY_BALUT, { 30, 40, 0, 25 }, E, TRUE, 13 },
  { "balut-four-j6", JP, BALUT_CATEGORY_BALUT, { 30, 40, 50, 25 }, E, TRUE, 18 },

  /* J4 + J5 on the face categories: thresholds on the regular boxes only;
   * Jackpot used → base + 4 or −4; struck (0) or empty → as standard */
  { "fours-48-jackpot-used-j4", JP, BALUT_CATEGORY_FOURS, { 20, 16, 12, 0 }, 16, FALSE, -4 },
  { "fours-51-jackpot-used-j4", JP, BALUT_CATEGORY_FOURS, { 20, 16, 15, 0 }, 20, FALSE, -4 },
  { "fours-52-jackpot-used-j5", JP, BALUT_CATEGORY_FOURS, { 20, 16, 16, 0 }, 16, TRUE, 6 },
  { "fours-48-jackpot-struck-j3", JP, BALUT_CATEGORY_FOURS, { 20, 16, 12, 0 }, 0, FALSE, 0 },
  { "fours-52-jackpot-struck-j3", JP, BALUT_CATEGORY_FOURS, { 20, 16, 16, 0 }, 0, TRUE, 2 },
  { "fours-52-jackpot-empty-j5", JP, BALUT_CATEGORY_FOURS, { 20, 16, 16, 0 }, E, TRUE, 2 },
  { "fours-48-jackpot-empty-j5", JP, BALUT_CATEGORY_FOURS, { 20, 16, 12, 0 }, E, FALSE, 0 },
  /* the seed's example: Fives jackpot 20, 65 → 2 + 4 = 6, only 60 → −4;
   * without the jackpot 65 → 2, 60 → 0 */
  { "fives-65-jackpot-used-j5-example", JP, BALUT_CATEGORY_FIVES, { 25, 20, 20, 0 }, 20, TRUE, 6 },
  { "fives-60-jackpot-used-j5-example", JP, BALUT_CATEGORY_FIVES, { 20, 20, 20, 0 }, 20, FALSE, -4 },
  { "fives-65-jackpot-empty-j5-example", JP, BALUT_CATEGORY_FIVES, { 25, 20, 20, 0 }, E, TRUE, 2 },
  { "fives-60-jackpot-empty-j5-example", JP, BALUT_CATEGORY_FIVES, { 20, 20, 20, 0 }, E, FALSE, 0 },
  { "fives-65-jackpot-struck-j3", JP, BALUT_CATEGORY_FIVES, { 25, 20, 20, 0 }, 0, TRUE, 2 },
  { "fives-60-jackpot-struck-j3", JP, BALUT_CATEGORY_FIVES, { 20, 20, 20, 0 }, 0, FALSE, 0 },
  { "fives-64-jackpot-used-j4", JP, BALUT_CATEGORY_FIVES, { 25, 20, 19, 0 }, 25, FALSE, -4 },
  /* J4: 45 + jackpot 25 = 70 ≥ 65 but the regular boxes alone are 45 */
  { "fives-45-plus-jackpot-25-j4", JP, BALUT_CATEGORY_FIVES, { 25, 20, 0, 0 }, 25, FALSE, -4 },
  { "sixes-72-jackpot-used-j4", JP, BALUT_CATEGORY_SIXES, { 24, 24, 24, 0 }, 30, FALSE, -4 },
  { "sixes-77-jackpot-used-j4", JP, BALUT_CATEGORY_SIXES, { 30, 24, 23, 0 }, 24, FALSE, -4 },
  { "sixes-78-jackpot-used-j5", JP, BALUT_CATEGORY_SIXES, { 30, 24, 24, 0 }, 24, TRUE, 6 },
  { "sixes-78-jackpot-struck-j3", JP, BALUT_CATEGORY_SIXES, { 30, 24, 24, 0 }, 0, TRUE, 2 },
  { "sixes-54-plus-jackpot-30-j4", JP, BALUT_CATEGORY_SIXES, { 30, 24, 0, 0 }, 30, FALSE, -4 },
  { "choice-99-jackpot-used-j4", JP, BALUT_CATEGORY_CHOICE, { 25, 25, 25, 24 }, 30, FALSE, -4 },
  { "choice-100-jackpot-used-j5", JP, BALUT_CATEGORY_CHOICE, { 25, 25, 25, 25 }, 25, TRUE, 6 },
  { "choice-99-jackpot-struck-j3", JP, BALUT_CATEGORY_CHOICE, { 25, 25, 25, 24 }, 0, FALSE, 0 },
  { "choice-100-jackpot-struck-j3", JP, BALUT_CATEGORY_CHOICE, { 25, 25, 25, 25 }, 0, TRUE, 2 },
  { "choice-75-plus-jackpot-30-j4", JP, BALUT_CATEGORY_CHOICE, { 25, 25, 25, 0 }, 30, FALSE, -4 },
  /* J5 Straight: 4 + 8 or −8 */
  { "straight-all-jackpot-used-j5", JP, BALUT_CATEGORY_STRAIGHT, { 15, 20, 15, 20 }, 20, TRUE, 12 },
  { "straight-zero-jackpot-used-j5", JP, BALUT_CATEGORY_STRAIGHT, { 15, 20, 0, 20 }, 20, FALSE, -8 },
  { "straight-all-jackpot-struck-j3", JP, BALUT_CATEGORY_STRAIGHT, { 15, 20, 15, 20 }, 0, TRUE, 4 },
  { "straight-zero-jackpot-struck-j3", JP, BALUT_CATEGORY_STRAIGHT, { 15, 20, 0, 20 }, 0, FALSE, 0 },
  { "straight-all-jackpot-empty-j5", JP, BALUT_CATEGORY_STRAIGHT, { 15, 20, 15, 20 }, E, TRUE, 4 },
  /* J5 Full House: 3 + 6 or −6 */
  { "full-house-all-jackpot-used-j5", JP, BALUT_CATEGORY_FULL_HOUSE, { 7, 28, 22, 13 }, 22, TRUE, 9 },
  { "full-house-zero-jackpot-used-j5", JP, BALUT_CATEGORY_FULL_HOUSE, { 7, 28, 0, 13 }, 28, FALSE, -6 },
  { "full-house-all-jackpot-struck-j3", JP, BALUT_CATEGORY_FULL_HOUSE, { 7, 28, 22, 13 }, 0, TRUE, 3 },
  { "full-house-zero-jackpot-struck-j3", JP, BALUT_CATEGORY_FULL_HOUSE, { 0, 28, 22, 13 }, 0, FALSE, 0 },
  { "full-house-all-jackpot-empty-j5", JP, BALUT_CATEGORY_FULL_HOUSE, { 7, 28, 22, 13 }, E, TRUE, 3 },
};

#undef E
#undef STD
#undef JP
#undef OL

/* One category set as in the case; every other box of the sheet struck (0). */
static void
test_edge (gconstpointer data)
{
  const EdgeCase *ec = data;
  gint boxes[BALUT_N_CATEGORIES][BALUT_N_COLUMNS];
  BalutPoints points, want;
  const BalutCategoryPoints *cp;
  guint sum = 0, n_filled = 0, n_nonzero = 0;

  boxes_zero (boxes);
  if (ec->variant == BALUT_VARIANT_JACKPOT)
    boxes_jackpots_struck (boxes);
  for (guint b = 0; b < BALUT_N_REGULAR; b++)
    {
      boxes[ec->category][b] = ec->regular[b];
      if (ec->regular[b] != BALUT_BOX_EMPTY)
        {
          sum += ec->regular[b];
          n_filled++;
          n_nonzero += ec->regular[b] > 0;
        }
    }
  if (ec->variant == BALUT_VARIANT_JACKPOT && ec->category != BALUT_CATEGORY_BALUT)
    boxes[ec->category][BALUT_BOX_JACKPOT] = ec->jackpot;

  compute (ec->variant, boxes, &points);
  cp = &points.categories[ec->category];

  g_assert_cmpint (!!cp->condition_met, ==, !!ec->condition_met);
  g_assert_cmpint (cp->points, ==, ec->points);
  g_assert_cmpuint (cp->sum, ==, sum);
  g_assert_cmpuint (cp->n_filled, ==, n_filled);
  g_assert_cmpuint (cp->n_nonzero, ==, n_nonzero);
  g_assert_cmpint (cp->base_points + cp->jackpot_points, ==,
                   cp->jackpot_points < 0 ? cp->jackpot_points : cp->points);
  if (ec->variant == BALUT_VARIANT_JACKPOT && ec->category != BALUT_CATEGORY_BALUT)
    g_assert_cmpint (cp->jackpot_score, ==, ec->jackpot);

  /* the other categories are all struck, so the case's category is the
   * only one that can give or cost points (the struck Balut boxes give 0) */
  g_assert_cmpint (points.category_points, ==, ec->points);
  g_assert_cmpuint (points.score_total, ==,
                    sum + (ec->variant == BALUT_VARIANT_JACKPOT && ec->jackpot > 0
                           ? (guint) ec->jackpot : 0));
  /* R21 */
  g_assert_cmpint (points.final_points, ==,
                   ec->points + balut_rules_bracket_points (points.score_total));

  balut_ref_compute_points (ec->variant, boxes, &want);
  assert_points_equal (&points, &want);
}

/* ------------------------------------------------------------------ */
/* Whole sheets                                                       */
/* ------------------------------------------------------------------ */

/* R21: the range of final points a variant's games end in, as the sheets
 * below reach it (the statistics' histogram spans it) */
static void
assert_final_points_range (BalutVariant variant,
                           gint         min,
                           gint         max)
{
  gint got_min = G_MAXINT, got_max = G_MININT;

  balut_rules_final_points_range (variant, &got_min, &got_max);
  g_assert_cmpint (got_min, ==, min);
  g_assert_cmpint (got_max, ==, max);
}

/* R19–R21: the maximum sheet, 812 and 29 points (15 + 8 + 6); O3 */
static void
test_sheet_max (gconstpointer data)
{
  BalutVariant variant = GPOINTER_TO_UINT (data);
  gint boxes[BALUT_N_CATEGORIES][BALUT_N_COLUMNS];
  BalutPoints points;

  boxes_max (boxes);
  compute (variant, boxes, &points);
  g_assert_cmpuint (points.score_total, ==, 812);
  g_assert_cmpint (points.category_points, ==, 23);
  g_assert_cmpint (points.bracket_points, ==, 6);
  g_assert_cmpint (points.final_points, ==, 29);
  assert_final_points_range (variant, -2, 29);
  g_assert_cmpuint (points.n_baluts, ==, 4);
  for (guint c = 0; c < BALUT_N_CATEGORIES; c++)
    g_assert_true (points.categories[c].condition_met);
  g_assert_cmpint (points.categories[BALUT_CATEGORY_BALUT].points, ==, 8);
  g_assert_cmpuint (points.categories[BALUT_CATEGORY_FULL_HOUSE].sum, ==, 112);
}

/* R21: every box struck → 0 + (−2) = −2 */
static void
test_sheet_min (gconstpointer data)
{
  BalutVariant variant = GPOINTER_TO_UINT (data);
  gint boxes[BALUT_N_CATEGORIES][BALUT_N_COLUMNS];
  BalutPoints points;

  boxes_zero (boxes);
  if (variant == BALUT_VARIANT_JACKPOT)
    boxes_jackpots_struck (boxes);
  compute (variant, boxes, &points);
  g_assert_cmpuint (points.score_total, ==, 0);
  g_assert_cmpint (points.category_points, ==, 0);
  g_assert_cmpint (points.bracket_points, ==, -2);
  g_assert_cmpint (points.final_points, ==, -2);
  if (variant != BALUT_VARIANT_JACKPOT)
    assert_final_points_range (variant, points.final_points, 29);
  g_assert_cmpuint (points.n_baluts, ==, 0);
  for (guint c = 0; c < BALUT_N_CATEGORIES; c++)
    {
      g_assert_false (points.categories[c].condition_met);
      g_assert_cmpint (points.categories[c].points, ==, 0);
      g_assert_cmpint (points.categories[c].jackpot_points, ==, 0);
    }
}

/* R19: the empty sheet scores like the all-struck one */
static void
test_sheet_empty (gconstpointer data)
{
  BalutVariant variant = GPOINTER_TO_UINT (data);
  gint boxes[BALUT_N_CATEGORIES][BALUT_N_COLUMNS];
  BalutPoints points;

  balut_ref_boxes_clear (boxes);
  compute (variant, boxes, &points);
  g_assert_cmpuint (points.score_total, ==, 0);
  g_assert_cmpint (points.final_points, ==, -2);
  for (guint c = 0; c < BALUT_N_CATEGORIES; c++)
    {
      g_assert_cmpuint (points.categories[c].n_filled, ==, 0);
      g_assert_cmpuint (points.categories[c].n_nonzero, ==, 0);
      g_assert_cmpint (points.categories[c].points, ==, 0);
    }
}

/* J5–J7: the Jackpot maximum: 812 + 20+25+30+20+28+30 = 965;
 * (2+4)·3 + (4+8) + (3+6) + (2+4) + 18 = 63; + 6 = 69 */
static void
test_jackpot_sheet_max (void)
{
  gint boxes[BALUT_N_CATEGORIES][BALUT_N_COLUMNS];
  BalutPoints points;

  boxes_max (boxes);
  boxes_jackpots_max (boxes);
  compute (BALUT_VARIANT_JACKPOT, boxes, &points);
  g_assert_cmpuint (points.score_total, ==, 965);
  g_assert_cmpint (points.category_points, ==, 63);
  g_assert_cmpint (points.bracket_points, ==, 6);
  g_assert_cmpint (points.final_points, ==, 69);
  assert_final_points_range (BALUT_VARIANT_JACKPOT, -32, points.final_points);
  g_assert_cmpint (points.categories[BALUT_CATEGORY_STRAIGHT].points, ==, 12);
  g_assert_cmpint (points.categories[BALUT_CATEGORY_FULL_HOUSE].points, ==, 9);
  g_assert_cmpint (points.categories[BALUT_CATEGORY_BALUT].points, ==, 18);
  /* J4: the sums stay those of the regular boxes */
  g_assert_cmpuint (points.categories[BALUT_CATEGORY_FOURS].sum, ==, 80);
}

/* J6: the maximum regular sheet without jackpots: 15 + 18 + 6 = 39 */
static void
test_jackpot_sheet_max_no_jackpot (void)
{
  gint boxes[BALUT_N_CATEGORIES][BALUT_N_COLUMNS];
  BalutPoints points;

  boxes_max (boxes);
  boxes_jackpots_struck (boxes);
  compute (BALUT_VARIANT_JACKPOT, boxes, &points);
  g_assert_cmpuint (points.score_total, ==, 812);
  g_assert_cmpint (points.category_points, ==, 33);
  g_assert_cmpint (points.final_points, ==, 39);
  g_assert_cmpuint (points.n_baluts, ==, 4);
}

/* J5: every jackpot used and every condition missed: −(4+4+4+8+6+4) = −30;
 * total = the jackpots only, 153 → −2; final −32 */
static void
test_jackpot_sheet_all_penalties (void)
{
  gint boxes[BALUT_N_CATEGORIES][BALUT_N_COLUMNS];
  BalutPoints points;

  boxes_zero (boxes);
  boxes_jackpots_max (boxes);
  compute (BALUT_VARIANT_JACKPOT, boxes, &points);
  g_assert_cmpuint (points.score_total, ==, 153);
  g_assert_cmpint (points.category_points, ==, -30);
  g_assert_cmpint (points.bracket_points, ==, -2);
  g_assert_cmpint (points.final_points, ==, -32);
  assert_final_points_range (BALUT_VARIANT_JACKPOT, points.final_points, 69);
}

/* J7: the used Jackpot boxes count in the score total and may lift the
 * bracket: 640 regular + 20 jackpot = 660 → 6 instead of 5 */
static void
test_jackpot_total_lifts_bracket (void)
{
  gint boxes[BALUT_N_CATEGORIES][BALUT_N_COLUMNS];
  BalutPoints points;

  boxes_zero (boxes);
  boxes_set (boxes, BALUT_CATEGORY_FOURS, 20, 20, 20, 20);        /* 80 */
  boxes_set (boxes, BALUT_CATEGORY_FIVES, 25, 25, 25, 25);        /* 100 */
  boxes_set (boxes, BALUT_CATEGORY_SIXES, 30, 30, 30, 30);        /* 120 */
  boxes_set (boxes, BALUT_CATEGORY_STRAIGHT, 20, 20, 20, 20);     /* 80 */
  boxes_set (boxes, BALUT_CATEGORY_FULL_HOUSE, 28, 28, 28, 28);   /* 112 */
  boxes_set (boxes, BALUT_CATEGORY_CHOICE, 30, 30, 30, 28);       /* 118 */
  boxes_set (boxes, BALUT_CATEGORY_BALUT, 30, 0, 0, 0);           /* 30 → 640 */
  boxes_jackpots_struck (boxes);

  compute (BALUT_VARIANT_JACKPOT, boxes, &points);
  g_assert_cmpuint (points.score_total, ==, 640);
  g_assert_cmpint (points.bracket_points, ==, 5);

  boxes[BALUT_CATEGORY_STRAIGHT][BALUT_BOX_JACKPOT] = 20;
  compute (BALUT_VARIANT_JACKPOT, boxes, &points);
  g_assert_cmpuint (points.score_total, ==, 660);
  g_assert_cmpint (points.bracket_points, ==, 6);
  /* 2+2+2 + (4+8) + 3 + 2 + 3 = 26, + 6 */
  g_assert_cmpint (points.category_points, ==, 26);
  g_assert_cmpint (points.final_points, ==, 32);
}

/* J7: a struck Jackpot box adds nothing; a used one adds its score */
static void
test_jackpot_total_struck (void)
{
  gint boxes[BALUT_N_CATEGORIES][BALUT_N_COLUMNS];
  BalutPoints points;

  boxes_zero (boxes);
  boxes_set (boxes, BALUT_CATEGORY_CHOICE, 20, 20, 20, 20);
  boxes[BALUT_CATEGORY_CHOICE][BALUT_BOX_JACKPOT] = 0;
  boxes[BALUT_CATEGORY_SIXES][BALUT_BOX_JACKPOT] = 24;
  compute (BALUT_VARIANT_JACKPOT, boxes, &points);
  g_assert_cmpuint (points.score_total, ==, 80 + 24);
  g_assert_cmpint (points.categories[BALUT_CATEGORY_CHOICE].points, ==, 0);
  g_assert_cmpint (points.categories[BALUT_CATEGORY_CHOICE].jackpot_points, ==, 0);
  g_assert_cmpint (points.categories[BALUT_CATEGORY_SIXES].points, ==, -4);
  g_assert_cmpint (points.categories[BALUT_CATEGORY_SIXES].jackpot_points, ==, -4);
  g_assert_cmpint (points.categories[BALUT_CATEGORY_SIXES].base_points, ==, 0);
  g_assert_cmpint (points.final_points, ==, -4 - 2);
}

/* R21: final = category points + bracket points, for a sheet in every
 * bracket: Choice raises the total step by step, nothing else scores */
static void
test_final_is_categories_plus_bracket (gconstpointer data)
{
  const RangeCase *rc = data;
  gint boxes[BALUT_N_CATEGORIES][BALUT_N_COLUMNS];
  BalutPoints points;
  guint remaining = rc->low;

  /* the straights bring R15's 4 points (from 300 on); the rest of the
   * total is spread over the other boxes, 30 at most each */
  boxes_zero (boxes);
  boxes_set (boxes, BALUT_CATEGORY_STRAIGHT, 15, 15, 15, 15);
  remaining = remaining >= 60 ? remaining - 60 : remaining;
  if (rc->low < 60)
    boxes_set (boxes, BALUT_CATEGORY_STRAIGHT, 0, 0, 0, 0);
  for (guint c = BALUT_CATEGORY_FOURS; c < BALUT_N_CATEGORIES && remaining > 0; c++)
    {
      if (c == BALUT_CATEGORY_STRAIGHT)
        continue;
      for (guint b = 0; b < BALUT_N_REGULAR && remaining > 0; b++)
        {
          guint v = MIN (remaining, 30u);
          boxes[c][b] = v;
          remaining -= v;
        }
    }
  g_assert_cmpuint (remaining, ==, 0);

  compute (BALUT_VARIANT_STANDARD, boxes, &points);
  g_assert_cmpuint (points.score_total, ==, rc->low);
  g_assert_cmpint (points.bracket_points, ==, rc->points);
  g_assert_cmpint (points.final_points, ==, points.category_points + rc->points);
  {
    BalutPoints want;

    balut_ref_compute_points (BALUT_VARIANT_STANDARD, boxes, &want);
    assert_points_equal (&points, &want);
  }
}

/* A random box value for the category, as a real throw would give. */
static gint
random_box (GRand         *rand,
            BalutCategory  category,
            gboolean       jackpot)
{
  guint8 dice[BALUT_N_DICE];
  guint kind = g_rand_int_range (rand, 0, 3);

  for (guint i = 0; i < BALUT_N_DICE; i++)
    dice[i] = g_rand_int_range (rand, 1, 7);

  /* bias a third of the throws towards the category so that conditions
   * are met now and then */
  if (kind == 0)
    {
      switch (category)
        {
        case BALUT_CATEGORY_FOURS:
        case BALUT_CATEGORY_FIVES:
        case BALUT_CATEGORY_SIXES:
          for (guint i = 0; i < 4; i++)
            dice[i] = 4 + category - BALUT_CATEGORY_FOURS;
          break;
        case BALUT_CATEGORY_STRAIGHT:
          balut_test_random_straight (rand, dice);
          break;
        case BALUT_CATEGORY_FULL_HOUSE:
          balut_test_random_full_house (rand, dice);
          break;
        case BALUT_CATEGORY_CHOICE:
          for (guint i = 0; i < BALUT_N_DICE; i++)
            dice[i] = g_rand_int_range (rand, 4, 7);
          break;
        case BALUT_CATEGORY_BALUT:
          memset (dice, dice[0], sizeof dice);
          break;
        default:
          g_assert_not_reached ();
        }
    }

  return (gint) (jackpot ? balut_ref_jackpot_score (category, dice)
                         : balut_ref_box_score (category, dice));
}

/* R12–R21, J4–J7, O3: random (partly filled) sheets against the reference */
static void
test_random_sheets (gconstpointer data)
{
  BalutVariant variant = GPOINTER_TO_UINT (data);
  g_autoptr(GRand) rand = g_rand_new_with_seed (0xba1u + variant);
  guint n_bad = 0;
  gint min, max;

  /* R21: every sheet's final points inside the variant's range */
  balut_rules_final_points_range (variant, &min, &max);

  for (guint n = 0; n < 5000; n++)
    {
      gint boxes[BALUT_N_CATEGORIES][BALUT_N_COLUMNS];
      BalutPoints got, want;
      guint fill = g_rand_int_range (rand, 0, 4);   /* 0: complete sheet */

      balut_ref_boxes_clear (boxes);
      for (guint c = 0; c < BALUT_N_CATEGORIES; c++)
        {
          for (guint b = 0; b < BALUT_N_REGULAR; b++)
            if (fill == 0 || g_rand_int_range (rand, 0, 4) != 0)
              boxes[c][b] = random_box (rand, c, FALSE);
          if (variant == BALUT_VARIANT_JACKPOT && c != BALUT_CATEGORY_BALUT
              && (fill == 0 || g_rand_boolean (rand)))
            boxes[c][BALUT_BOX_JACKPOT] = random_box (rand, c, TRUE);
        }

      compute (variant, boxes, &got);
      balut_ref_compute_points (variant, boxes, &want);
      g_assert_cmpint (got.final_points, >=, min);
      g_assert_cmpint (got.final_points, <=, max);
      {
        g_autoptr(GString) diff = g_string_new (NULL);

        if (!points_equal (&got, &want, diff) && n_bad++ < 8)
          g_test_message ("sheet %u:%s", n, diff->str);
      }
    }
  g_assert_cmpuint (n_bad, ==, 0);
}

/* ------------------------------------------------------------------ */
/* How the points read (R21 on the sheet; the hint's expected points)  */

static void
test_format_numbers (void)
{
  static const struct { double value; guint places; const char *text; } decimals[] = {
    { 11.84, 1, "11.8" }, { 11.85001, 1, "11.9" }, { -2.46, 1, "\u22122.5" },
    { -0.04, 1, "0.0" }, { 0, 1, "0.0" }, { 29, 1, "29.0" },
    { 10.236, 2, "10.24" }, { 10.231, 2, "10.23" }, { -0.004, 2, "0.00" },
    { -1.996, 2, "\u22122.00" }, { 2.6, 0, "3" }, { 0.1234, 3, "0.123" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (decimals); i++)
    {
      g_autofree char *text = balut_format_decimal_places (decimals[i].value, decimals[i].places);

      g_assert_cmpstr (text, ==, decimals[i].text);
      if (decimals[i].places == 1)
        {
          g_autofree char *one = balut_format_decimal (decimals[i].value);

          g_assert_cmpstr (one, ==, decimals[i].text);
        }
    }
  for (gint p = -2; p <= 29; p++)
    {
      g_autofree char *points = balut_format_points (p);
      g_autofree char *number = balut_format_number (p);
      g_autofree char *want = p > 0 ? g_strdup_printf ("+%d", p)
                                    : p < 0 ? g_strdup_printf ("\u2212%d", -p) : g_strdup ("0");

      g_assert_cmpstr (points, ==, want);
      g_assert_cmpstr (number, ==, p > 0 ? want + 1 : want);
    }
}

/* Columns of the command line are counted in terminal cells: wide East
 * Asian characters take two, combining marks none (balut --verify and
 * --high-scores pad by this, so translated headings line up). */
static void
test_format_width (void)
{
  static const struct { const char *text; guint width; } widths[] = {
    { "", 0 }, { "Full House", 10 }, { "Søren", 5 }, { "Fünfer", 6 }, { "Straßen", 7 },
    { "Seksere", 7 }, { "e\u0301", 1 }, { "\u6f22\u5b57", 4 }, { "\u0e2a\u0e21\u0e0a\u0e32\u0e22", 5 },
    { "\u2212" "2", 2 }, { "Ｆ", 2 },
  };
  static const struct { const char *text; guint width; gboolean right; const char *padded; } pads[] = {
    { "Punkte", 8, TRUE, "  Punkte" }, { "Point", 8, FALSE, "Point   " },
    { "\u6f22\u5b57", 6, FALSE, "\u6f22\u5b57  " }, { "e\u0301", 3, TRUE, "  e\u0301" },
    { "Baluts", 3, TRUE, "Baluts" }, { "", 2, FALSE, "  " },
  };

  for (guint i = 0; i < G_N_ELEMENTS (widths); i++)
    g_assert_cmpuint (balut_format_get_width (widths[i].text), ==, widths[i].width);
  for (guint i = 0; i < G_N_ELEMENTS (pads); i++)
    {
      g_autoptr(GString) out = g_string_new ("|");

      balut_format_append_padded (out, pads[i].text, pads[i].width, pads[i].right);
      g_assert_cmpstr (out->str + 1, ==, pads[i].padded);
    }
}

/* Percentages and dates: English here (C locale), the locale's own in
 * Danish (tests/i18n and tests/ui check the translated forms). */
static void
test_format_percent_date (void)
{
  g_autoptr(GDateTime) date = g_date_time_new_local (2026, 11, 5, 18, 7, 0);
  g_autofree char *when = balut_format_date_time (date);
  g_autofree char *none = balut_format_date_time (NULL);
  g_autofree char *p85 = balut_format_percent (0.853);
  g_autofree char *p0 = balut_format_percent (0);
  g_autofree char *p100 = balut_format_percent (1);

  g_assert_cmpstr (when, ==, "5 Nov 2026, 18:07");
  g_assert_cmpstr (none, ==, "");
  g_assert_cmpstr (p85, ==, "85%");
  g_assert_cmpstr (p0, ==, "0%");
  g_assert_cmpstr (p100, ==, "100%");
}

/* Decimals take the locale's decimal mark (the hint's "10,21" in Danish
 * and German), with the same real minus sign. */
static void
test_format_decimal_locale (void)
{
  static const char * const locales[] = { "da_DK.UTF-8", "de_DE.UTF-8", "fr_FR.UTF-8" };
  g_autofree char *old = g_strdup (setlocale (LC_NUMERIC, NULL));

  for (guint i = 0; i < G_N_ELEMENTS (locales); i++)
    {
      if (setlocale (LC_NUMERIC, locales[i]) == NULL)
        {
          g_test_fail_printf ("the locale %s is missing: run build-aux/ensure-locales.sh", locales[i]);
          continue;
        }
      {
        g_autofree char *a = balut_format_decimal_places (10.214, 2);
        g_autofree char *b = balut_format_decimal (-2.46);

        g_assert_cmpstr (a, ==, "10,21");
        g_assert_cmpstr (b, ==, "\u22122,5");
      }
    }
  setlocale (LC_NUMERIC, old);
}

/* ------------------------------------------------------------------ */

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  /* a failed case is reported and the others still run */
  g_test_set_nonfatal_assertions ();

  for (guint i = 0; i < BALUT_N_CATEGORIES; i++)
    {
      const char *name = balut_test_category_names[i];
      g_autofree char *p1 = NULL;
      g_autofree char *p2 = NULL;
      g_autofree char *p3 = NULL;

      p1 = g_strdup_printf ("/balut/core/rules/exhaustive/box-score/%s", name);
      g_test_add_data_func (p1, GUINT_TO_POINTER (i), test_exhaustive_box_score);
      p3 = g_strdup_printf ("/balut/core/rules/exhaustive/qualifies/%s", name);
      g_test_add_data_func (p3, GUINT_TO_POINTER (i), test_exhaustive_qualifies);
      p2 = g_strdup_printf ("/balut/core/rules/exhaustive/jackpot/%s", name);
      g_test_add_data_func (p2, GUINT_TO_POINTER (i), test_exhaustive_jackpot);
    }
  g_test_add_func ("/balut/core/rules/exhaustive/is-balut-r11-r23", test_exhaustive_is_balut);

  for (guint i = 0; i < G_N_ELEMENTS (count_cases); i++)
    {
      g_autofree char *p = g_strdup_printf ("/balut/core/rules/count/%s", count_cases[i].name);
      g_test_add_data_func (p, &count_cases[i], test_count);
    }

  for (guint i = 0; i < G_N_ELEMENTS (example_cases); i++)
    {
      g_autofree char *p = g_strdup_printf ("/balut/core/rules/score/%s", example_cases[i].name);
      g_test_add_data_func (p, &example_cases[i], test_example);
    }

  for (guint face = 1; face <= 6; face++)
    {
      g_autofree char *p = NULL;

      p = g_strdup_printf ("/balut/core/rules/full-house-five-of-a-kind-r9/%u", face);
      g_test_add_data_func (p, GUINT_TO_POINTER (face), test_five_of_a_kind);
    }

  for (guint i = 0; i < G_N_ELEMENTS (category_consts); i++)
    {
      const CategoryConst *cc = &category_consts[i];
      const char *name = balut_test_category_names[cc->category];
      g_autofree char *p1 = g_strdup_printf ("/balut/core/rules/base-points-r12-r17/%s", name);
      g_autofree char *p2 = g_strdup_printf ("/balut/core/rules/jackpot-bonus-j5/%s", name);

      g_test_add_data_func (p1, cc, test_base_points);
      g_test_add_data_func (p2, cc, test_jackpot_bonus);
      if (cc->threshold != 0)
        {
          g_autofree char *p3 = g_strdup_printf ("/balut/core/rules/threshold-r12-r17/%s", name);

          g_test_add_data_func (p3, cc, test_threshold);
        }
    }
  g_test_add_func ("/balut/core/rules/jackpot-bonus-j5/balut", test_jackpot_bonus_balut);

  for (guint i = 0; i < G_N_ELEMENTS (balut_points_cases); i++)
    {
      const BalutPointsCase *bc = &balut_points_cases[i];
      g_autofree char *p = g_strdup_printf ("/balut/core/rules/balut-points-r18-j6/%s/%u",
                                            balut_test_variant_names[bc->variant], bc->n_baluts);

      g_test_add_data_func (p, bc, test_balut_points);
    }

  for (guint i = 0; i < G_N_ELEMENTS (bracket_cases); i++)
    {
      g_autofree char *p = g_strdup_printf ("/balut/core/rules/bracket-r20/total-%u",
                                            bracket_cases[i].total);

      g_test_add_data_func (p, &bracket_cases[i], test_bracket_points);
    }
  g_test_add_func ("/balut/core/rules/bracket-r20/all-totals", test_bracket_all_totals);

  for (guint i = 0; i < G_N_ELEMENTS (range_cases); i++)
    {
      g_autofree char *p1 = g_strdup_printf ("/balut/core/rules/bracket-range-r20/%d",
                                             range_cases[i].points);
      g_autofree char *p2 = g_strdup_printf ("/balut/core/rules/final-r21/bracket-%d",
                                             range_cases[i].points);

      g_test_add_data_func (p1, &range_cases[i], test_bracket_range);
      g_test_add_data_func (p2, &range_cases[i], test_final_is_categories_plus_bracket);
    }

  for (guint i = 0; i < G_N_ELEMENTS (edge_cases); i++)
    {
      g_autofree char *p = g_strdup_printf ("/balut/core/rules/points/%s", edge_cases[i].name);

      g_test_add_data_func (p, &edge_cases[i], test_edge);
    }

  for (guint v = 0; v < BALUT_N_VARIANTS; v++)
    {
      g_autofree char *p1 = g_strdup_printf ("/balut/core/rules/sheet/min-r21/%s",
                                             balut_test_variant_names[v]);
      g_autofree char *p2 = g_strdup_printf ("/balut/core/rules/sheet/empty-r19/%s",
                                             balut_test_variant_names[v]);
      g_autofree char *p3 = g_strdup_printf ("/balut/core/rules/sheet/random-r12-r21-j4-j7/%s",
                                             balut_test_variant_names[v]);

      g_test_add_data_func (p1, GUINT_TO_POINTER (v), test_sheet_min);
      g_test_add_data_func (p2, GUINT_TO_POINTER (v), test_sheet_empty);
      g_test_add_data_func (p3, GUINT_TO_POINTER (v), test_random_sheets);
    }
  /* the 29-point maximum needs no jackpot; in Jackpot Balut J6 changes it */
  g_test_add_data_func ("/balut/core/rules/sheet/max-812-29-r21/standard",
            GUINT_TO_POINTER (BALUT_VARIANT_STANDARD), test_sheet_max);
  g_test_add_data_func ("/balut/core/rules/sheet/max-812-29-o3/olathe",
            GUINT_TO_POINTER (BALUT_VARIANT_OLATHE), test_sheet_max);
  g_test_add_func ("/balut/core/rules/sheet/jackpot-max-j5-j6-j7", test_jackpot_sheet_max);
  g_test_add_func ("/balut/core/rules/sheet/jackpot-max-struck-j6",
                   test_jackpot_sheet_max_no_jackpot);
  g_test_add_func ("/balut/core/rules/sheet/jackpot-all-penalties-j5",
                   test_jackpot_sheet_all_penalties);
  g_test_add_func ("/balut/core/rules/sheet/jackpot-total-lifts-bracket-j7",
                   test_jackpot_total_lifts_bracket);
  g_test_add_func ("/balut/core/rules/sheet/jackpot-struck-not-used-j3-j7",
                   test_jackpot_total_struck);

  g_test_add_func ("/balut/core/rules/format/numbers-r21", test_format_numbers);
  g_test_add_func ("/balut/core/rules/format/width", test_format_width);
  g_test_add_func ("/balut/core/rules/format/percent-date", test_format_percent_date);
  g_test_add_func ("/balut/core/rules/format/decimal-locale", test_format_decimal_locale);

  return g_test_run ();
}
