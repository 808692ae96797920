/* balut-rules.c — docs/rules.md, R5–R21 and J2–J7
 *
 * SPDX-FileCopyrightText: 2026 The Balut developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <string.h>

#include "balut-rules.h"

static void
count_faces (const guint8 *dice,
             guint         counts[BALUT_N_FACES + 1],
             guint        *sum)
{
  memset (counts, 0, sizeof (guint) * (BALUT_N_FACES + 1));
  *sum = 0;

  for (guint i = 0; i < BALUT_N_DICE; i++)
    {
      g_assert (dice[i] >= 1 && dice[i] <= BALUT_N_FACES);
      counts[dice[i]]++;
      *sum += dice[i];
    }
}

static guint
straight_score (const guint counts[BALUT_N_FACES + 1])
{
  for (guint f = 2; f <= 5; f++)
    if (counts[f] != 1)
      return 0;

  if (counts[1] == 1)
    return 15;   /* R8: small straight 1-2-3-4-5 */
  if (counts[6] == 1)
    return 20;   /* R8: large straight 2-3-4-5-6 */
  return 0;
}

static gboolean
is_full_house (const guint counts[BALUT_N_FACES + 1])
{
  gboolean three = FALSE, two = FALSE;

  /* R9: three of one face and two of a different face */
  for (guint f = 1; f <= BALUT_N_FACES; f++)
    {
      three |= counts[f] == 3;
      two |= counts[f] == 2;
    }

  return three && two;
}

/**
 * balut_rules_box_score:
 * @category: a category
 * @dice: five dice, 1–6 each
 *
 * The score of @dice entered in a regular box of @category (R5–R11);
 * 0 when the dice do not qualify.
 */
guint
balut_rules_box_score (BalutCategory  category,
                       const guint8  *dice)
{
  guint counts[BALUT_N_FACES + 1];
  guint sum;

  g_return_val_if_fail (category < BALUT_N_CATEGORIES, 0);
  g_return_val_if_fail (dice != NULL && balut_dice_values_valid (dice), 0);

  count_faces (dice, counts, &sum);

  switch (category)
    {
    case BALUT_CATEGORY_FOURS:
      return 4 * counts[4];
    case BALUT_CATEGORY_FIVES:
      return 5 * counts[5];
    case BALUT_CATEGORY_SIXES:
      return 6 * counts[6];
    case BALUT_CATEGORY_STRAIGHT:
      return straight_score (counts);
    case BALUT_CATEGORY_FULL_HOUSE:
      return is_full_house (counts) ? sum : 0;
    case BALUT_CATEGORY_CHOICE:
      return sum;
    case BALUT_CATEGORY_BALUT:
      return counts[dice[0]] == BALUT_N_DICE ? 20 + sum : 0;
    default:
      g_assert_not_reached ();
    }
}

/* The "qualifies when" column of R5–R11: Fours, Fives, Sixes and Choice
 * take any roll (which may still score 0); Straight, Full House and
 * Balut need their pattern. */
gboolean
balut_rules_qualifies (BalutCategory  category,
                       const guint8  *dice)
{
  g_return_val_if_fail (category < BALUT_N_CATEGORIES, FALSE);

  switch (category)
    {
    case BALUT_CATEGORY_FOURS:
    case BALUT_CATEGORY_FIVES:
    case BALUT_CATEGORY_SIXES:
    case BALUT_CATEGORY_CHOICE:
      g_return_val_if_fail (dice != NULL && balut_dice_values_valid (dice), FALSE);
      return TRUE;
    case BALUT_CATEGORY_STRAIGHT:
    case BALUT_CATEGORY_FULL_HOUSE:
    case BALUT_CATEGORY_BALUT:
    default:
      return balut_rules_box_score (category, dice) > 0;
    }
}

gboolean
balut_rules_is_balut (const guint8 *dice)
{
  g_return_val_if_fail (dice != NULL && balut_dice_values_valid (dice), FALSE);

  for (guint i = 1; i < BALUT_N_DICE; i++)
    if (dice[i] != dice[0])
      return FALSE;

  return TRUE;
}

/**
 * balut_rules_jackpot_qualifies:
 *
 * J2: Fours/Fives/Sixes need four dice of the face, Straight only the large
 * straight, Full House a full house of at least 22, Choice at least 25.
 * Balut has no Jackpot box.
 */
gboolean
balut_rules_jackpot_qualifies (BalutCategory  category,
                               const guint8  *dice)
{
  guint counts[BALUT_N_FACES + 1];
  guint sum;

  g_return_val_if_fail (category < BALUT_N_CATEGORIES, FALSE);
  g_return_val_if_fail (dice != NULL && balut_dice_values_valid (dice), FALSE);

  count_faces (dice, counts, &sum);

  switch (category)
    {
    case BALUT_CATEGORY_FOURS:
      return counts[4] >= 4;
    case BALUT_CATEGORY_FIVES:
      return counts[5] >= 4;
    case BALUT_CATEGORY_SIXES:
      return counts[6] >= 4;
    case BALUT_CATEGORY_STRAIGHT:
      return straight_score (counts) == 20;
    case BALUT_CATEGORY_FULL_HOUSE:
      return is_full_house (counts) && sum >= 22;
    case BALUT_CATEGORY_CHOICE:
      return sum >= 25;
    case BALUT_CATEGORY_BALUT:
      return FALSE;
    default:
      g_assert_not_reached ();
    }
}

/* J2: a qualifying roll scores like a regular box; anything else strikes it. */
guint
balut_rules_jackpot_score (BalutCategory  category,
                           const guint8  *dice)
{
  if (!balut_rules_jackpot_qualifies (category, dice))
    return 0;
  return balut_rules_box_score (category, dice);
}

/* R12–R14, R17: the category total needed ("or more"); 0 where the
 * condition is not a total. */
guint
balut_rules_threshold (BalutCategory category)
{
  switch (category)
    {
    case BALUT_CATEGORY_FOURS:      return 52;
    case BALUT_CATEGORY_FIVES:      return 65;
    case BALUT_CATEGORY_SIXES:      return 78;
    case BALUT_CATEGORY_CHOICE:     return 100;
    case BALUT_CATEGORY_STRAIGHT:
    case BALUT_CATEGORY_FULL_HOUSE:
    case BALUT_CATEGORY_BALUT:
    default:
      return 0;
    }
}

/* R12–R17; for Balut the points of one Balut (R18). */
gint
balut_rules_base_points (BalutCategory category)
{
  switch (category)
    {
    case BALUT_CATEGORY_FOURS:
    case BALUT_CATEGORY_FIVES:
    case BALUT_CATEGORY_SIXES:
    case BALUT_CATEGORY_CHOICE:
    case BALUT_CATEGORY_BALUT:
      return 2;
    case BALUT_CATEGORY_STRAIGHT:
      return 4;
    case BALUT_CATEGORY_FULL_HOUSE:
      return 3;
    default:
      g_return_val_if_reached (0);
    }
}

/* J5 */
gint
balut_rules_jackpot_bonus (BalutCategory category)
{
  switch (category)
    {
    case BALUT_CATEGORY_FOURS:
    case BALUT_CATEGORY_FIVES:
    case BALUT_CATEGORY_SIXES:
    case BALUT_CATEGORY_CHOICE:
      return 4;
    case BALUT_CATEGORY_STRAIGHT:
      return 8;
    case BALUT_CATEGORY_FULL_HOUSE:
      return 6;
    case BALUT_CATEGORY_BALUT:
      return 0;
    default:
      g_return_val_if_reached (0);
    }
}

/* R18: 2 points a Balut; J6: 3 for the first, 5 for each further one. */
gint
balut_rules_balut_points (BalutVariant variant,
                          guint        n_baluts)
{
  if (n_baluts == 0)
    return 0;
  if (variant == BALUT_VARIANT_JACKPOT)
    return 3 + 5 * ((gint) n_baluts - 1);
  return 2 * (gint) n_baluts;
}

/* R20: 0–299 → −2, then one more point every 50 up to 650–812 → 6. */
gint
balut_rules_bracket_points (guint score_total)
{
  if (score_total < 300)
    return -2;
  if (score_total >= 650)
    return 6;
  return (gint) (score_total - 300) / 50 - 1;
}

void
balut_rules_bracket_range (gint   bracket_points,
                           guint *low,
                           guint *high)
{
  g_return_if_fail (bracket_points >= -2 && bracket_points <= 6);

  if (bracket_points == -2)
    {
      *low = 0;
      *high = 299;
    }
  else if (bracket_points == 6)
    {
      *low = 650;
      *high = 812;
    }
  else
    {
      *low = 300 + 50 * (guint) (bracket_points + 1);
      *high = *low + 49;
    }
}

/**
 * balut_rules_final_points_range:
 * @variant: a variant
 * @min: (out): the fewest final points a finished game can end with
 * @max: (out): the most
 *
 * R21: standard Balut and Olathe (O3) end between −2 (every box struck)
 * and 29 (15 for the six categories, 8 for four Baluts, 6 from the
 * bracket). Jackpot Balut between −32 (every Jackpot box used and every
 * condition missed, J5: −30, and −2) and 69 (every condition met with its
 * Jackpot bonus, J5: 45, four Baluts, J6: 18, and 6).
 */
void
balut_rules_final_points_range (BalutVariant  variant,
                                gint         *min,
                                gint         *max)
{
  gboolean jackpot;
  gint lo, hi;

  g_return_if_fail (variant < BALUT_N_VARIANTS);
  g_return_if_fail (min != NULL && max != NULL);

  jackpot = balut_variant_has_jackpot (variant);
  lo = balut_rules_bracket_points (0);
  hi = balut_rules_bracket_points (G_MAXUINT) + balut_rules_balut_points (variant, BALUT_N_REGULAR);
  for (BalutCategory c = 0; c < BALUT_N_CATEGORIES; c++)
    {
      if (c == BALUT_CATEGORY_BALUT)
        continue;
      hi += balut_rules_base_points (c) + (jackpot ? balut_rules_jackpot_bonus (c) : 0);
      lo -= jackpot ? balut_rules_jackpot_bonus (c) : 0;
    }
  *min = lo;
  *max = hi;
}

static gboolean
condition_met (BalutCategory              category,
               const BalutCategoryPoints *cp)
{
  switch (category)
    {
    case BALUT_CATEGORY_FOURS:
    case BALUT_CATEGORY_FIVES:
    case BALUT_CATEGORY_SIXES:
    case BALUT_CATEGORY_CHOICE:
      return cp->sum >= balut_rules_threshold (category);
    case BALUT_CATEGORY_STRAIGHT:
    case BALUT_CATEGORY_FULL_HOUSE:
      /* R15, R16: all four boxes non-zero */
      return cp->n_nonzero == BALUT_N_REGULAR;
    case BALUT_CATEGORY_BALUT:
      return cp->n_nonzero > 0;
    default:
      g_assert_not_reached ();
    }
}

/**
 * balut_rules_compute_points:
 * @variant: the variant
 * @boxes: the sheet: boxes[category][0..3] regular boxes, [4] the Jackpot
 *   box; BALUT_BOX_EMPTY for an empty box
 * @points: (out caller-allocates): the breakdown
 *
 * Computes R12–R21 (and J4–J7 in Jackpot Balut). Empty boxes count as
 * zero, so an unfinished sheet gets the points it would have if the game
 * ended now.
 */
void
balut_rules_compute_points (BalutVariant  variant,
                            const gint    boxes[BALUT_N_CATEGORIES][BALUT_N_COLUMNS],
                            BalutPoints  *points)
{
  gboolean jackpot = balut_variant_has_jackpot (variant);

  g_return_if_fail (boxes != NULL);
  g_return_if_fail (points != NULL);

  memset (points, 0, sizeof *points);

  for (guint c = 0; c < BALUT_N_CATEGORIES; c++)
    {
      BalutCategoryPoints *cp = &points->categories[c];

      for (guint b = 0; b < BALUT_N_REGULAR; b++)
        {
          if (boxes[c][b] == BALUT_BOX_EMPTY)
            continue;
          cp->n_filled++;
          cp->sum += (guint) boxes[c][b];
          if (boxes[c][b] > 0)
            cp->n_nonzero++;
        }

      cp->jackpot_score = jackpot && balut_category_has_jackpot (c)
                          ? boxes[c][BALUT_BOX_JACKPOT] : BALUT_BOX_EMPTY;
      cp->condition_met = condition_met (c, cp);

      if (c == BALUT_CATEGORY_BALUT)
        {
          points->n_baluts = cp->n_nonzero;
          cp->base_points = balut_rules_balut_points (variant, cp->n_nonzero);
        }
      else
        {
          cp->base_points = cp->condition_met ? balut_rules_base_points (c) : 0;
        }

      /* J5: a used (non-zero) Jackpot box adds its bonus when the
       * condition is met and costs it, with no base points, when not. */
      if (cp->jackpot_score > 0)
        {
          gint bonus = balut_rules_jackpot_bonus (c);

          if (cp->condition_met)
            cp->jackpot_points = bonus;
          else
            cp->jackpot_points = -bonus;
        }

      cp->points = cp->base_points + cp->jackpot_points;

      /* R19, J7 */
      points->score_total += cp->sum + (cp->jackpot_score > 0 ? (guint) cp->jackpot_score : 0);
      points->category_points += cp->points;
    }

  points->bracket_points = balut_rules_bracket_points (points->score_total);
  points->final_points = points->category_points + points->bracket_points;
}
