/* balut-reference.c — the rules of docs/rules.md, written again for the tests
 *
 * SPDX-FileCopyrightText: 2026 The Balut developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Box scores come from face counts (R5–R7, R10, J2) and from the sorted
 * multiset of the dice (R8, R9, R11), a different construction from the
 * core's; points are summed category by category from the box values.
 * Nothing here calls balut_rules_* or balut_scoresheet_*.
 */

#include <string.h>

#include "balut-reference.h"

/* ------------------------------------------------------------------ */
/* Dice                                                               */
/* ------------------------------------------------------------------ */

void
balut_ref_faces_count (const guint8  *dice,
                       BalutRefFaces *faces)
{
  memset (faces, 0, sizeof *faces);
  for (guint i = 0; i < BALUT_N_DICE; i++)
    {
      g_assert_cmpuint (dice[i], >=, 1);
      g_assert_cmpuint (dice[i], <=, BALUT_N_FACES);
      if (dice[i] < 1 || dice[i] > BALUT_N_FACES)
        continue;
      faces->count[dice[i]]++;
      faces->sum += dice[i];
    }
  for (guint face = 1; face <= BALUT_N_FACES; face++)
    {
      if (faces->count[face] > 0)
        faces->n_distinct++;
      faces->max_count = MAX (faces->max_count, faces->count[face]);
    }
}

static void
ref_sorted (const guint8 *dice,
            guint8       *sorted)
{
  memcpy (sorted, dice, BALUT_N_DICE);
  for (guint i = 1; i < BALUT_N_DICE; i++)
    for (guint j = i; j > 0 && sorted[j - 1] > sorted[j]; j--)
      {
        guint8 t = sorted[j];
        sorted[j] = sorted[j - 1];
        sorted[j - 1] = t;
      }
}

static guint
ref_count (const guint8 *dice,
           guint         face)
{
  BalutRefFaces faces;

  balut_ref_faces_count (dice, &faces);
  return faces.count[face];
}

static guint
ref_sum (const guint8 *dice)
{
  BalutRefFaces faces;

  balut_ref_faces_count (dice, &faces);
  return faces.sum;
}

/* R8: d = {1,2,3,4,5} or {2,3,4,5,6} as multisets */
static gboolean
ref_sorted_is (const guint8 *dice,
               const guint8 *multiset)
{
  guint8 s[BALUT_N_DICE];

  ref_sorted (dice, s);
  return memcmp (s, multiset, BALUT_N_DICE) == 0;
}

static gboolean
ref_is_small_straight (const guint8 *dice)
{
  static const guint8 small[BALUT_N_DICE] = { 1, 2, 3, 4, 5 };

  return ref_sorted_is (dice, small);
}

static gboolean
ref_is_large_straight (const guint8 *dice)
{
  static const guint8 large[BALUT_N_DICE] = { 2, 3, 4, 5, 6 };

  return ref_sorted_is (dice, large);
}

/* R9: sorted a a a b b or a a b b b with a != b (so never five of a kind). */
static gboolean
ref_is_full_house (const guint8 *dice)
{
  guint8 s[BALUT_N_DICE];

  ref_sorted (dice, s);
  return (s[0] == s[2] && s[3] == s[4] && s[2] != s[3])
         || (s[0] == s[1] && s[2] == s[4] && s[1] != s[2]);
}

/* R11, R23: five of a kind */
gboolean
balut_ref_is_balut (const guint8 *dice)
{
  guint8 s[BALUT_N_DICE];

  ref_sorted (dice, s);
  return s[0] == s[4];
}

/* ------------------------------------------------------------------ */
/* Box scores                                                         */
/* ------------------------------------------------------------------ */

/* R5–R11 */
gboolean
balut_ref_qualifies (BalutCategory  category,
                     const guint8  *dice)
{
  switch (category)
    {
    case BALUT_CATEGORY_STRAIGHT:
      return ref_is_small_straight (dice) || ref_is_large_straight (dice);
    case BALUT_CATEGORY_FULL_HOUSE:
      return ref_is_full_house (dice);
    case BALUT_CATEGORY_BALUT:
      return balut_ref_is_balut (dice);
    case BALUT_CATEGORY_FOURS:
    case BALUT_CATEGORY_FIVES:
    case BALUT_CATEGORY_SIXES:
    case BALUT_CATEGORY_CHOICE:
    default:
      return TRUE;
    }
}

/* R5–R11 */
guint
balut_ref_box_score (BalutCategory  category,
                     const guint8  *dice)
{
  switch (category)
    {
    case BALUT_CATEGORY_FOURS:
      return 4 * ref_count (dice, 4);
    case BALUT_CATEGORY_FIVES:
      return 5 * ref_count (dice, 5);
    case BALUT_CATEGORY_SIXES:
      return 6 * ref_count (dice, 6);
    case BALUT_CATEGORY_STRAIGHT:
      if (ref_is_small_straight (dice))
        return 15;
      if (ref_is_large_straight (dice))
        return 20;
      return 0;
    case BALUT_CATEGORY_FULL_HOUSE:
      return ref_is_full_house (dice) ? ref_sum (dice) : 0;
    case BALUT_CATEGORY_CHOICE:
      return ref_sum (dice);
    case BALUT_CATEGORY_BALUT:
      return balut_ref_is_balut (dice) ? 20 + ref_sum (dice) : 0;
    default:
      g_assert_not_reached ();
    }
}

/* J2; Balut has no Jackpot box (J1) */
gboolean
balut_ref_jackpot_qualifies (BalutCategory  category,
                             const guint8  *dice)
{
  switch (category)
    {
    case BALUT_CATEGORY_FOURS:
      return ref_count (dice, 4) >= 4;
    case BALUT_CATEGORY_FIVES:
      return ref_count (dice, 5) >= 4;
    case BALUT_CATEGORY_SIXES:
      return ref_count (dice, 6) >= 4;
    case BALUT_CATEGORY_STRAIGHT:
      return ref_is_large_straight (dice);
    case BALUT_CATEGORY_FULL_HOUSE:
      return ref_is_full_house (dice) && ref_sum (dice) >= 22;
    case BALUT_CATEGORY_CHOICE:
      return ref_sum (dice) >= 25;
    case BALUT_CATEGORY_BALUT:
    default:
      return FALSE;
    }
}

/* J2: a Jackpot box scores like a regular one when the dice qualify,
 * otherwise the entry strikes it (0). */
guint
balut_ref_jackpot_score (BalutCategory  category,
                         const guint8  *dice)
{
  return balut_ref_jackpot_qualifies (category, dice) ? balut_ref_box_score (category, dice) : 0;
}

/* R2, J2: what an entry of @dice into @box of @category scores */
guint
balut_ref_entry_score (BalutCategory  category,
                       guint          box,
                       const guint8  *dice)
{
  if (box == BALUT_BOX_JACKPOT)
    return balut_ref_jackpot_score (category, dice);
  return balut_ref_box_score (category, dice);
}

/* ------------------------------------------------------------------ */
/* Points                                                             */
/* ------------------------------------------------------------------ */

/* R20 as the table of docs/rules.md: lower edge → bracket points */
static const struct { guint low; gint points; } ref_brackets[] = {
  { 650, 6 }, { 600, 5 }, { 550, 4 }, { 500, 3 }, { 450, 2 },
  { 400, 1 }, { 350, 0 }, { 300, -1 }, { 0, -2 },
};

gint
balut_ref_bracket_points (guint score_total)
{
  for (guint i = 0; i < G_N_ELEMENTS (ref_brackets); i++)
    if (score_total >= ref_brackets[i].low)
      return ref_brackets[i].points;
  g_assert_not_reached ();
}

/* R12–R21, J4–J7, O3 written out per category.  The boxes are judged as
 * they are: an empty box adds nothing and is not "non-zero", so an
 * unfinished sheet has the points it would have if the game ended now. */
void
balut_ref_compute_points (BalutVariant         variant,
                          const BalutRefBoxes  boxes,
                          BalutPoints         *out)
{
  /* fours, fives, sixes, straight, full house, choice */
  static const guint thresholds[] = { 52, 65, 78, 0, 0, 100 };
  static const gint bases[] = { 2, 2, 2, 4, 3, 2 };
  static const gint bonuses[] = { 4, 4, 4, 8, 6, 4 };
  gboolean jackpot = variant == BALUT_VARIANT_JACKPOT;
  guint total = 0;
  gint cat_points = 0;

  memset (out, 0, sizeof *out);

  for (guint c = 0; c < BALUT_N_CATEGORIES; c++)
    {
      BalutCategoryPoints *cp = &out->categories[c];
      gint jp = BALUT_BOX_EMPTY;

      for (guint b = 0; b < BALUT_N_REGULAR; b++)
        {
          gint value = boxes[c][b];

          cp->n_filled += value != BALUT_BOX_EMPTY;
          cp->n_nonzero += value > 0;       /* a struck box is 0 */
          cp->sum += value > 0 ? (guint) value : 0;
        }
      total += cp->sum;

      if (c == BALUT_CATEGORY_BALUT)
        {
          cp->condition_met = cp->n_nonzero > 0;
          if (jackpot)   /* J6 */
            cp->base_points = cp->n_nonzero == 0 ? 0 : 3 + 5 * (gint) (cp->n_nonzero - 1);
          else           /* R18 */
            cp->base_points = 2 * (gint) cp->n_nonzero;
          cp->jackpot_score = BALUT_BOX_EMPTY;
          cp->jackpot_points = 0;
          cp->points = cp->base_points;
          out->n_baluts = cp->n_nonzero;
        }
      else
        {
          if (c == BALUT_CATEGORY_STRAIGHT || c == BALUT_CATEGORY_FULL_HOUSE)
            cp->condition_met = cp->n_nonzero == BALUT_N_REGULAR;   /* R15, R16 */
          else
            cp->condition_met = cp->sum >= thresholds[c];           /* R12–R14, R17, J4 */
          cp->base_points = cp->condition_met ? bases[c] : 0;

          if (jackpot)
            jp = boxes[c][BALUT_BOX_JACKPOT];
          cp->jackpot_score = jp;
          if (jp > 0)
            {
              total += (guint) jp;                                  /* J7 */
              cp->jackpot_points = cp->condition_met ? bonuses[c] : -bonuses[c];  /* J5 */
              cp->points = cp->condition_met ? cp->base_points + bonuses[c] : -bonuses[c];
            }
          else
            {
              cp->jackpot_points = 0;                               /* J3: struck is not used */
              cp->points = cp->base_points;
            }
        }
      cat_points += cp->points;
    }

  out->score_total = total;                                         /* R19, J7 */
  out->category_points = cat_points;
  out->bracket_points = balut_ref_bracket_points (total);           /* R20 */
  out->final_points = cat_points + out->bracket_points;             /* R21 */
}

/* ------------------------------------------------------------------ */
/* The sheet: which boxes exist and which are legal                   */
/* ------------------------------------------------------------------ */

/* R1, O2 */
guint
balut_ref_max_throws (BalutVariant variant)
{
  return variant == BALUT_VARIANT_OLATHE ? 5 : 3;
}

/* R3, J1 */
guint
balut_ref_n_boxes (BalutVariant variant)
{
  return variant == BALUT_VARIANT_JACKPOT ? 34 : 28;
}

/* J1: the Jackpot column exists in Jackpot Balut only, never for Balut */
gboolean
balut_ref_has_box (BalutVariant  variant,
                   BalutCategory category,
                   guint         box)
{
  if (box < BALUT_N_REGULAR)
    return TRUE;
  return box == BALUT_BOX_JACKPOT && variant == BALUT_VARIANT_JACKPOT
         && category != BALUT_CATEGORY_BALUT;
}

void
balut_ref_boxes_clear (BalutRefBoxes boxes)
{
  for (guint c = 0; c < BALUT_N_CATEGORIES; c++)
    for (guint b = 0; b < BALUT_N_COLUMNS; b++)
      boxes[c][b] = BALUT_BOX_EMPTY;
}

guint
balut_ref_n_filled (const BalutRefBoxes boxes)
{
  guint n = 0;

  for (guint c = 0; c < BALUT_N_CATEGORIES; c++)
    for (guint b = 0; b < BALUT_N_COLUMNS; b++)
      n += boxes[c][b] != BALUT_BOX_EMPTY;
  return n;
}

/* O1: column by column, each column top to bottom */
gboolean
balut_ref_next_box (const BalutRefBoxes  boxes,
                    BalutBox            *next)
{
  for (guint i = 0; i < BALUT_N_CATEGORIES * BALUT_N_REGULAR; i++)
    if (boxes[i % BALUT_N_CATEGORIES][i / BALUT_N_CATEGORIES] == BALUT_BOX_EMPTY)
      {
        next->category = i % BALUT_N_CATEGORIES;
        next->box = i / BALUT_N_CATEGORIES;
        return TRUE;
      }
  return FALSE;
}

/* R2 (any empty box), J3 (the fourth regular box of a category needs its
 * Jackpot box filled or struck), O1 (only the next box in order). */
gboolean
balut_ref_is_legal (BalutVariant         variant,
                    const BalutRefBoxes  boxes,
                    BalutCategory        category,
                    guint                box)
{
  if (!balut_ref_has_box (variant, category, box) || boxes[category][box] != BALUT_BOX_EMPTY)
    return FALSE;

  if (variant == BALUT_VARIANT_OLATHE)
    {
      BalutBox next;

      return balut_ref_next_box (boxes, &next) && next.category == category && next.box == box;
    }

  if (variant == BALUT_VARIANT_JACKPOT && box < BALUT_N_REGULAR
      && category != BALUT_CATEGORY_BALUT
      && boxes[category][BALUT_BOX_JACKPOT] == BALUT_BOX_EMPTY)
    {
      guint n = 0;

      for (guint b = 0; b < BALUT_N_REGULAR; b++)
        n += boxes[category][b] != BALUT_BOX_EMPTY;
      if (n == BALUT_N_REGULAR - 1)
        return FALSE;
    }

  return TRUE;
}

/* R2, J3, O1 as a bit set over category × column */
guint64
balut_ref_legal_set (BalutVariant         variant,
                     const BalutRefBoxes  boxes)
{
  guint64 set = 0;

  for (guint c = 0; c < BALUT_N_CATEGORIES; c++)
    for (guint b = 0; b < BALUT_N_COLUMNS; b++)
      if (balut_ref_is_legal (variant, boxes, c, b))
        set |= G_GUINT64_CONSTANT (1) << (c * BALUT_N_COLUMNS + b);

  return set;
}
