/* test-scoresheet.c — BalutScoresheet in all three variants
 *
 * SPDX-FileCopyrightText: 2026 The Balut developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Every test keeps its own model of the sheet (a plain box array) and
 * checks the sheet against it: the boxes, the legal boxes and the points,
 * which the reference of balut-reference.c sums independently of
 * balut-rules.c.
 *
 * Assumptions where balut-scoresheet.h leaves a behaviour open (see report):
 *  - balut_scoresheet_enter () returns the score entered, or a negative
 *    value with @error set; a refused entry leaves the sheet unchanged.
 *  - balut_scoresheet_preview () returns what enter would return and a
 *    negative value for a box that is not legal now or for bad dice.
 *  - Entering an already filled box in Olathe may be refused as FILLED
 *    (R2) or ORDER (O1); both are accepted.
 *  - The points of an unfinished sheet are those it would have if the game
 *    ended now (empty boxes count as 0 and as not non-zero).
 *  - balut_scoresheet_get_next_box () is only checked for Olathe (O1).
 *  - A Jackpot box takes any roll; a roll that does not qualify (J2)
 *    strikes it with 0 (J3).
 */

#include <string.h>

#include <glib.h>

#include "balut-types.h"
#include "balut-rules.h"
#include "balut-scoresheet.h"
#include "balut-reference.h"
#include "balut-test-util.h"

#define DICE(a, b, c, d, e) ((const guint8[BALUT_N_DICE]) { a, b, c, d, e })

/* ------------------------------------------------------------------ */
/* Snapshots of a sheet                                               */
/* ------------------------------------------------------------------ */

typedef struct
{
  BalutRefBoxes boxes;
  guint64       legal;       /* bit c * 5 + b */
  guint         n_legal;
  guint         n_filled;
  gboolean      complete;
  BalutPoints   points;
  guint         score_total;
  gint          final_points;
  guint         n_baluts;
} Snapshot;

static void
snapshot_take (BalutScoresheet *sheet,
               Snapshot        *snap)
{
  g_autoptr(GArray) legal = NULL;

  memset (snap, 0, sizeof *snap);
  balut_test_sheet_boxes (sheet, snap->boxes);

  legal = balut_scoresheet_list_legal (sheet);
  snap->n_legal = legal->len;
  snap->legal = balut_test_legal_set (legal);

  snap->n_filled = balut_scoresheet_get_n_filled (sheet);
  snap->complete = !!balut_scoresheet_is_complete (sheet);
  snap->points = *balut_scoresheet_get_points (sheet);
  snap->score_total = balut_scoresheet_get_score_total (sheet);
  snap->final_points = balut_scoresheet_get_final_points (sheet);
  snap->n_baluts = balut_scoresheet_get_n_baluts (sheet);
}

static void
snapshot_assert_equal (const Snapshot *a,
                       const Snapshot *b)
{
  for (guint c = 0; c < BALUT_N_CATEGORIES; c++)
    for (guint x = 0; x < BALUT_N_COLUMNS; x++)
      g_assert_cmpint (a->boxes[c][x], ==, b->boxes[c][x]);
  g_assert_cmphex (a->legal, ==, b->legal);
  g_assert_cmpuint (a->n_legal, ==, b->n_legal);
  g_assert_cmpuint (a->n_filled, ==, b->n_filled);
  g_assert_cmpint (a->complete, ==, b->complete);
  g_assert_cmpmem (&a->points, sizeof a->points, &b->points, sizeof b->points);
  g_assert_cmpuint (a->score_total, ==, b->score_total);
  g_assert_cmpint (a->final_points, ==, b->final_points);
  g_assert_cmpuint (a->n_baluts, ==, b->n_baluts);
}

/* The sheet agrees with the model: boxes, legal boxes, counts, points. */
static gboolean
sheet_matches_model (BalutScoresheet     *sheet,
                     const BalutRefBoxes  model,
                     GString             *why)
{
  BalutVariant variant = balut_scoresheet_get_variant (sheet);
  const BalutPoints *points = balut_scoresheet_get_points (sheet);
  g_autoptr(GArray) legal = balut_scoresheet_list_legal (sheet);
  guint n_legal = 0;
  BalutPoints rp;
  BalutPoints rules;
  BalutBox next;
  gsize len = why->len;

  for (guint c = 0; c < BALUT_N_CATEGORIES; c++)
    for (guint b = 0; b < BALUT_N_COLUMNS; b++)
      {
        const char *name = balut_test_category_names[c];
        gboolean exists = balut_ref_has_box (variant, c, b);
        gboolean want_legal = balut_ref_is_legal (variant, model, c, b);

        if (!balut_scoresheet_has_box (sheet, c, b) != !exists)
          g_string_append_printf (why, " has_box %s/%u;", name, b);
        if (exists && balut_scoresheet_get_box (sheet, c, b) != model[c][b])
          g_string_append_printf (why, " box %s/%u = %d, want %d;", name, b,
                                  balut_scoresheet_get_box (sheet, c, b), model[c][b]);
        if (!balut_scoresheet_is_legal (sheet, c, b) != !want_legal)
          g_string_append_printf (why, " is_legal %s/%u;", name, b);
        n_legal += want_legal;
      }

  if (legal->len != n_legal)
    g_string_append_printf (why, " %u legal boxes listed, want %u;", legal->len, n_legal);
  for (guint i = 0; i < legal->len; i++)
    {
      const BalutBox *box = &g_array_index (legal, BalutBox, i);

      if (box->category >= BALUT_N_CATEGORIES || box->box >= BALUT_N_COLUMNS
          || !balut_ref_is_legal (variant, model, box->category, box->box))
        g_string_append_printf (why, " listed %u/%u;", box->category, box->box);
    }

  if (balut_scoresheet_get_n_filled (sheet) != balut_ref_n_filled (model))
    g_string_append_printf (why, " n_filled %u;", balut_scoresheet_get_n_filled (sheet));
  if (!balut_scoresheet_is_complete (sheet)
      != !(balut_ref_n_filled (model) == balut_variant_get_n_boxes (variant)))
    g_string_append (why, " is_complete;");

  if (variant == BALUT_VARIANT_OLATHE)
    {
      BalutBox want;
      gboolean has_next = balut_ref_next_box (model, &want);

      if (!balut_scoresheet_get_next_box (sheet, &next) != !has_next
          || (has_next && (next.category != want.category || next.box != want.box)))
        g_string_append (why, " get_next_box;");
    }

  /* the points, against the reference summation … */
  balut_ref_compute_points (variant, model, &rp);
  if (points->score_total != rp.score_total)
    g_string_append_printf (why, " score_total %u, want %u;", points->score_total, rp.score_total);
  if (balut_scoresheet_get_score_total (sheet) != rp.score_total)
    g_string_append (why, " get_score_total;");
  for (guint c = 0; c < BALUT_N_CATEGORIES; c++)
    if (points->categories[c].points != rp.categories[c].points)
      g_string_append_printf (why, " %s points %d, want %d;", balut_test_category_names[c],
                              points->categories[c].points, rp.categories[c].points);
  if (points->bracket_points != rp.bracket_points)
    g_string_append_printf (why, " bracket %d, want %d;", points->bracket_points,
                            rp.bracket_points);
  if (points->final_points != rp.final_points
      || balut_scoresheet_get_final_points (sheet) != rp.final_points)
    g_string_append_printf (why, " final %d, want %d;", points->final_points, rp.final_points);
  if (points->n_baluts != rp.n_baluts || balut_scoresheet_get_n_baluts (sheet) != rp.n_baluts)
    g_string_append_printf (why, " n_baluts %u, want %u;", points->n_baluts, rp.n_baluts);

  /* … and the whole breakdown equals the rules applied to the same boxes */
  memset (&rules, 0, sizeof rules);
  balut_rules_compute_points (variant, model, &rules);
  if (memcmp (&rules, points, sizeof rules) != 0)
    g_string_append (why, " get_points differs from balut_rules_compute_points;");

  return why->len == len;
}

static void
assert_matches_model (BalutScoresheet     *sheet,
                      const BalutRefBoxes  model)
{
  g_autoptr(GString) why = g_string_new (NULL);

  if (!sheet_matches_model (sheet, model, why))
    g_test_message ("sheet differs from the model:%s", why->str);
  g_assert_cmpstr (why->str, ==, "");
}

/* Enters and updates the model; the box must be legal. */
static gint
enter_ok (BalutScoresheet *sheet,
          BalutRefBoxes    model,
          BalutCategory    category,
          guint            box,
          const guint8    *dice)
{
  g_autoptr(GError) error = NULL;
  gint want = (gint) balut_ref_entry_score (category, box, dice);
  gint got;

  g_assert_cmpint (balut_scoresheet_preview (sheet, category, box, dice), ==, want);
  got = balut_scoresheet_enter (sheet, category, box, dice, &error);
  g_assert_no_error (error);
  g_assert_cmpint (got, ==, want);
  if (model != NULL)
    model[category][box] = want;
  return got;
}

/* The entry is refused with @code (or, with @code2 ≥ 0, either) and
 * nothing about the sheet changes. */
static void
assert_refused2 (BalutScoresheet *sheet,
                 BalutCategory    category,
                 guint            box,
                 const guint8    *dice,
                 gint             code,
                 gint             code2)
{
  g_autoptr(GError) error = NULL;
  Snapshot before, after;

  snapshot_take (sheet, &before);
  g_assert_cmpint (balut_scoresheet_enter (sheet, category, box, dice, &error), <, 0);
  g_assert_nonnull (error);
  if (error != NULL)
    {
      g_assert_true (error->domain == BALUT_SCORESHEET_ERROR);
      if (code2 < 0 || error->code != code2)
        g_assert_cmpint (error->code, ==, code);
    }
  g_assert_cmpint (balut_scoresheet_preview (sheet, category, box, dice), <, 0);
  /* bad dice are refused in a box that is legal; anything else is a box
   * that is not legal now */
  if (code != BALUT_SCORESHEET_ERROR_BAD_DICE)
    g_assert_false (balut_scoresheet_is_legal (sheet, category, box));
  /* a refused entry without a GError is refused too */
  g_assert_cmpint (balut_scoresheet_enter (sheet, category, box, dice, NULL), <, 0);
  snapshot_take (sheet, &after);
  snapshot_assert_equal (&before, &after);
}

static void
assert_refused (BalutScoresheet *sheet,
                BalutCategory    category,
                guint            box,
                const guint8    *dice,
                gint             code)
{
  assert_refused2 (sheet, category, box, dice, code, -1);
}

/* ------------------------------------------------------------------ */
/* Rolls                                                              */
/* ------------------------------------------------------------------ */

static void
shuffle (GRand  *rand,
         guint8 *dice)
{
  for (guint i = BALUT_N_DICE - 1; i > 0; i--)
    {
      guint j = g_rand_int_range (rand, 0, i + 1);
      guint8 t = dice[i];

      dice[i] = dice[j];
      dice[j] = t;
    }
}

/* A random roll; half of them made for the box (qualifying for the
 * Jackpot box half of those times) so that conditions are met now and
 * then and Jackpot boxes get used. */
static void
random_roll (GRand         *rand,
             BalutCategory  category,
             guint          box,
             guint8        *dice)
{
  for (guint i = 0; i < BALUT_N_DICE; i++)
    dice[i] = g_rand_int_range (rand, 1, 7);
  if (g_rand_boolean (rand))
    return;

  switch (category)
    {
    case BALUT_CATEGORY_FOURS:
    case BALUT_CATEGORY_FIVES:
    case BALUT_CATEGORY_SIXES:
      {
        guint n = g_rand_int_range (rand, 3, 6);

        for (guint i = 0; i < n; i++)
          dice[i] = 4 + (category - BALUT_CATEGORY_FOURS);
      }
      break;
    case BALUT_CATEGORY_STRAIGHT:
      balut_test_random_straight (rand, dice);
      break;
    case BALUT_CATEGORY_FULL_HOUSE:
      balut_test_random_full_house (rand, dice);
      break;
    case BALUT_CATEGORY_CHOICE:
      for (guint i = 0; i < BALUT_N_DICE; i++)
        dice[i] = g_rand_int_range (rand, box == BALUT_BOX_JACKPOT ? 4 : 3, 7);
      break;
    case BALUT_CATEGORY_BALUT:
      memset (dice, g_rand_int_range (rand, 1, 7), BALUT_N_DICE);
      break;
    default:
      g_assert_not_reached ();
    }
  shuffle (rand, dice);
}

/* Per category (Balut's Jackpot entries are never used): a roll that
 * strikes the Jackpot box (J2: it does not qualify), one that qualifies
 * for it, and one that scores well in a regular box. */
static const guint8 striking_rolls[BALUT_N_CATEGORIES][BALUT_N_DICE] = {
  { 4, 4, 4, 6, 6 },     /* three fours */
  { 5, 5, 5, 6, 6 },     /* three fives */
  { 6, 6, 6, 5, 5 },     /* three sixes */
  { 1, 2, 3, 4, 5 },     /* the small straight */
  { 5, 5, 5, 3, 3 },     /* a full house of 21 */
  { 6, 6, 6, 5, 1 },     /* Σ 24 */
  { 6, 6, 6, 5, 1 },
};

static const guint8 jackpot_rolls[BALUT_N_CATEGORIES][BALUT_N_DICE] = {
  { 4, 4, 1, 4, 4 },
  { 5, 5, 5, 5, 1 },
  { 6, 1, 6, 6, 6 },
  { 6, 5, 4, 3, 2 },
  { 6, 2, 6, 2, 6 },     /* Σ 22 */
  { 6, 1, 6, 6, 6 },     /* Σ 25 */
  { 6, 6, 6, 6, 6 },
};

static const guint8 good_rolls[BALUT_N_CATEGORIES][BALUT_N_DICE] = {
  { 4, 4, 4, 4, 4 },
  { 5, 5, 5, 5, 5 },
  { 6, 6, 6, 6, 6 },
  { 2, 3, 4, 5, 6 },
  { 6, 6, 6, 5, 5 },
  { 6, 6, 6, 6, 6 },
  { 6, 6, 6, 6, 6 },
};

#define striking_roll(c) (striking_rolls[(c)])
#define jackpot_roll(c) (jackpot_rolls[(c)])
#define good_roll(c) (good_rolls[(c)])

/* ------------------------------------------------------------------ */
/* New sheets (R3, J1)                                                */
/* ------------------------------------------------------------------ */

static void
test_new (gconstpointer data)
{
  BalutVariant variant = GPOINTER_TO_UINT (data);
  g_autoptr(BalutScoresheet) sheet = balut_scoresheet_new (variant);
  static const guint n_boxes[] = { 28, 34, 28 };
  BalutRefBoxes model;
  g_autoptr(GArray) legal = NULL;

  g_assert_true (BALUT_IS_SCORESHEET (sheet));
  g_assert_cmpint (balut_scoresheet_get_variant (sheet), ==, variant);
  g_assert_cmpuint (balut_scoresheet_get_n_boxes (sheet), ==, n_boxes[variant]);
  g_assert_cmpuint (balut_variant_get_n_boxes (variant), ==, n_boxes[variant]);
  g_assert_cmpuint (balut_scoresheet_get_n_filled (sheet), ==, 0);
  g_assert_false (balut_scoresheet_is_complete (sheet));
  g_assert_cmpuint (balut_scoresheet_get_score_total (sheet), ==, 0);
  g_assert_cmpint (balut_scoresheet_get_final_points (sheet), ==, -2);   /* R20 */
  g_assert_cmpuint (balut_scoresheet_get_n_baluts (sheet), ==, 0);

  /* every box there is may take the first turn, except in Olathe (O1) */
  legal = balut_scoresheet_list_legal (sheet);
  g_assert_cmpuint (legal->len, ==, variant == BALUT_VARIANT_OLATHE ? 1 : n_boxes[variant]);

  balut_ref_boxes_clear (model);
  assert_matches_model (sheet, model);
}

/* J1: the Jackpot column exists in Jackpot Balut only, never for Balut */
static void
test_has_box (gconstpointer data)
{
  BalutVariant variant = GPOINTER_TO_UINT (data);
  g_autoptr(BalutScoresheet) sheet = balut_scoresheet_new (variant);
  guint n = 0;

  for (guint c = 0; c < BALUT_N_CATEGORIES; c++)
    {
      for (guint b = 0; b < BALUT_N_COLUMNS; b++)
        {
          g_assert_cmpint (!!balut_scoresheet_has_box (sheet, c, b), ==,
                           !!balut_ref_has_box (variant, c, b));
          n += balut_scoresheet_has_box (sheet, c, b) ? 1 : 0;
        }
      g_assert_false (balut_scoresheet_has_box (sheet, c, BALUT_N_COLUMNS));
      g_assert_false (balut_scoresheet_has_box (sheet, c, 100));
    }
  g_assert_cmpuint (n, ==, balut_scoresheet_get_n_boxes (sheet));
}

/* ------------------------------------------------------------------ */
/* Entering (R2, R5–R11)                                              */
/* ------------------------------------------------------------------ */

typedef struct
{
  const char    *name;
  BalutCategory  category;
  guint          box;
  guint8         dice[BALUT_N_DICE];
  gint           score;
} EnterCase;

static const EnterCase enter_cases[] = {
  { "fours-r5", BALUT_CATEGORY_FOURS, 0, { 4, 1, 4, 2, 4 }, 12 },
  { "fours-struck-r2", BALUT_CATEGORY_FOURS, 1, { 1, 2, 3, 5, 6 }, 0 },
  { "fives-r6", BALUT_CATEGORY_FIVES, 2, { 5, 5, 5, 5, 1 }, 20 },
  { "sixes-r7", BALUT_CATEGORY_SIXES, 3, { 6, 6, 6, 6, 6 }, 30 },
  { "straight-small-r8", BALUT_CATEGORY_STRAIGHT, 0, { 3, 1, 2, 5, 4 }, 15 },
  { "straight-large-r8", BALUT_CATEGORY_STRAIGHT, 1, { 3, 6, 2, 5, 4 }, 20 },
  { "straight-struck-r2", BALUT_CATEGORY_STRAIGHT, 2, { 3, 6, 2, 5, 5 }, 0 },
  { "full-house-r9", BALUT_CATEGORY_FULL_HOUSE, 0, { 2, 6, 2, 6, 2 }, 18 },
  { "full-house-five-of-a-kind-r9", BALUT_CATEGORY_FULL_HOUSE, 3, { 6, 6, 6, 6, 6 }, 0 },
  { "choice-r10", BALUT_CATEGORY_CHOICE, 1, { 1, 2, 3, 4, 6 }, 16 },
  { "balut-r11", BALUT_CATEGORY_BALUT, 0, { 3, 3, 3, 3, 3 }, 35 },
  { "balut-struck-r2", BALUT_CATEGORY_BALUT, 3, { 3, 3, 3, 3, 2 }, 0 },
};

typedef struct
{
  BalutVariant     variant;
  const EnterCase *ec;
} EnterData;

static void
test_enter (gconstpointer data)
{
  const EnterData *ed = data;
  const EnterCase *ec = ed->ec;
  g_autoptr(BalutScoresheet) sheet = balut_scoresheet_new (ed->variant);
  g_autoptr(GError) error = NULL;
  BalutRefBoxes model;

  balut_ref_boxes_clear (model);
  g_assert_cmpint (balut_scoresheet_preview (sheet, ec->category, ec->box, ec->dice), ==, ec->score);
  assert_matches_model (sheet, model);   /* preview changes nothing */
  g_assert_cmpint (balut_scoresheet_enter (sheet, ec->category, ec->box, ec->dice, &error), ==,
                   ec->score);
  g_assert_no_error (error);
  model[ec->category][ec->box] = ec->score;
  g_assert_cmpint (balut_scoresheet_get_box (sheet, ec->category, ec->box), ==, ec->score);
  g_assert_cmpuint (balut_scoresheet_get_n_filled (sheet), ==, 1);
  assert_matches_model (sheet, model);
}

/* R2, R5–R11, J2, J3, O1: preview equals the score of every legal box
 * (negative for the others), for 300 random rolls, and never changes the
 * sheet. */
static void
test_preview (gconstpointer data)
{
  BalutVariant variant = GPOINTER_TO_UINT (data);
  g_autoptr(BalutScoresheet) sheet = balut_scoresheet_new (variant);
  g_autoptr(GRand) rand = g_rand_new_with_seed (17 + variant);
  BalutRefBoxes model;
  Snapshot before, after;

  balut_ref_boxes_clear (model);
  /* half a sheet first, so that filled and (J3, O1) blocked boxes exist */
  for (guint turn = 0; turn < 14; turn++)
    {
      g_autoptr(GArray) legal = balut_scoresheet_list_legal (sheet);
      BalutBox box = g_array_index (legal, BalutBox, g_rand_int_range (rand, 0, legal->len));
      guint8 dice[BALUT_N_DICE];

      random_roll (rand, box.category, box.box, dice);
      enter_ok (sheet, model, box.category, box.box, dice);
    }

  snapshot_take (sheet, &before);
  for (guint n = 0; n < 300; n++)
    {
      guint8 dice[BALUT_N_DICE];

      for (guint i = 0; i < BALUT_N_DICE; i++)
        dice[i] = g_rand_int_range (rand, 1, 7);
      for (guint c = 0; c < BALUT_N_CATEGORIES; c++)
        for (guint b = 0; b < BALUT_N_COLUMNS; b++)
          {
            gint want = balut_ref_is_legal (variant, model, c, b)
                        ? (gint) balut_ref_entry_score (c, b, dice) : -1;
            gint got = balut_scoresheet_preview (sheet, c, b, dice);

            if (want < 0)
              g_assert_cmpint (got, <, 0);
            else
              g_assert_cmpint (got, ==, want);
          }
    }
  snapshot_take (sheet, &after);
  snapshot_assert_equal (&before, &after);
}

/* R2: an entered box never changes again: re-entering any filled box is
 * refused and leaves every box and the points as they were. */
static void
test_filled (gconstpointer data)
{
  const EnterData *ed = data;
  BalutCategory category = ed->ec->category;
  g_autoptr(BalutScoresheet) sheet = balut_scoresheet_new (ed->variant);
  gboolean olathe = ed->variant == BALUT_VARIANT_OLATHE;
  BalutRefBoxes model;
  BalutBox next;

  balut_ref_boxes_clear (model);
  /* fill boxes until the category has two filled boxes (in Olathe: in
   * order; elsewhere: boxes 0 and 2 of the category, plus a neighbour) */
  if (olathe)
    {
      while (balut_ref_next_box (model, &next)
             && !(model[category][0] != BALUT_BOX_EMPTY && model[category][1] != BALUT_BOX_EMPTY))
        enter_ok (sheet, model, next.category, next.box, good_roll (next.category));
    }
  else
    {
      enter_ok (sheet, model, category, 0, good_roll (category));
      enter_ok (sheet, model, category, 2, DICE (1, 1, 2, 2, 3));   /* struck or low */
      enter_ok (sheet, model, (category + 1) % BALUT_N_CATEGORIES, 1, good_roll (category));
    }
  assert_matches_model (sheet, model);

  for (guint b = 0; b < BALUT_N_REGULAR; b++)
    {
      if (model[category][b] == BALUT_BOX_EMPTY)
        continue;
      /* the same dice, better dice and a struck roll are all refused */
      assert_refused2 (sheet, category, b, good_roll (category),
                       BALUT_SCORESHEET_ERROR_FILLED,
                       olathe ? BALUT_SCORESHEET_ERROR_ORDER : -1);
      assert_refused2 (sheet, category, b, DICE (1, 1, 2, 2, 3),
                       BALUT_SCORESHEET_ERROR_FILLED,
                       olathe ? BALUT_SCORESHEET_ERROR_ORDER : -1);
      g_assert_false (balut_scoresheet_check_box (sheet, category, b, NULL));
    }
  assert_matches_model (sheet, model);
}

/* R2: only five dice of 1–6 can be entered; others are refused, the
 * sheet unchanged. */
static void
test_bad_dice (gconstpointer data)
{
  BalutVariant variant = GPOINTER_TO_UINT (data);
  g_autoptr(BalutScoresheet) sheet = balut_scoresheet_new (variant);
  static const guint8 bad[][BALUT_N_DICE] = {
    { 0, 1, 1, 1, 1 },
    { 1, 1, 1, 1, 7 },
    { 4, 4, 4, 4, 0 },
    { 6, 6, 255, 6, 6 },
  };

  for (guint i = 0; i < G_N_ELEMENTS (bad); i++)
    {
      assert_refused (sheet, BALUT_CATEGORY_FOURS, 0, bad[i], BALUT_SCORESHEET_ERROR_BAD_DICE);
      /* the box is still legal for good dice */
      g_assert_true (balut_scoresheet_is_legal (sheet, BALUT_CATEGORY_FOURS, 0));
    }
  enter_ok (sheet, NULL, BALUT_CATEGORY_FOURS, 0, DICE (4, 4, 1, 1, 1));
  g_assert_cmpint (balut_scoresheet_get_box (sheet, BALUT_CATEGORY_FOURS, 0), ==, 8);
}

/* J1: Standard and Olathe have no Jackpot boxes at all. */
static void
test_no_jackpot_box (gconstpointer data)
{
  const EnterData *ed = data;
  BalutCategory category = ed->ec->category;
  g_autoptr(BalutScoresheet) sheet = balut_scoresheet_new (ed->variant);
  g_autoptr(GError) error = NULL;
  Snapshot before, after;

  g_assert_false (balut_scoresheet_has_box (sheet, category, BALUT_BOX_JACKPOT));
  g_assert_false (balut_scoresheet_check_box (sheet, category, BALUT_BOX_JACKPOT, &error));
  g_assert_error (error, BALUT_SCORESHEET_ERROR, BALUT_SCORESHEET_ERROR_NO_SUCH_BOX);
  g_clear_error (&error);

  assert_refused (sheet, category, BALUT_BOX_JACKPOT, good_roll (category),
                  BALUT_SCORESHEET_ERROR_NO_SUCH_BOX);

  snapshot_take (sheet, &before);
  g_assert_false (balut_scoresheet_clear_box (sheet, category, BALUT_BOX_JACKPOT, &error));
  g_assert_error (error, BALUT_SCORESHEET_ERROR, BALUT_SCORESHEET_ERROR_NO_SUCH_BOX);
  snapshot_take (sheet, &after);
  snapshot_assert_equal (&before, &after);
}

/* Boxes beyond the Jackpot column never exist. */
static void
test_no_such_box (gconstpointer data)
{
  BalutVariant variant = GPOINTER_TO_UINT (data);
  g_autoptr(BalutScoresheet) sheet = balut_scoresheet_new (variant);

  for (guint c = 0; c < BALUT_N_CATEGORIES; c++)
    {
      assert_refused (sheet, c, BALUT_N_COLUMNS, good_roll (c), BALUT_SCORESHEET_ERROR_NO_SUCH_BOX);
      assert_refused (sheet, c, 1000, good_roll (c), BALUT_SCORESHEET_ERROR_NO_SUCH_BOX);
    }
  /* J1: the Balut row has no Jackpot box even in Jackpot Balut */
  assert_refused (sheet, BALUT_CATEGORY_BALUT, BALUT_BOX_JACKPOT,
                  good_roll (BALUT_CATEGORY_BALUT), BALUT_SCORESHEET_ERROR_NO_SUCH_BOX);
}

/* ------------------------------------------------------------------ */
/* Jackpot Balut (J2, J3, J5, J7)                                     */
/* ------------------------------------------------------------------ */

typedef struct
{
  BalutCategory category;
  gboolean      use;          /* fill the Jackpot box with a qualifying roll */
} J3Case;

static const J3Case j3_cases[] = {
  { BALUT_CATEGORY_FOURS, FALSE }, { BALUT_CATEGORY_FOURS, TRUE },
  { BALUT_CATEGORY_FIVES, FALSE }, { BALUT_CATEGORY_FIVES, TRUE },
  { BALUT_CATEGORY_SIXES, FALSE }, { BALUT_CATEGORY_SIXES, TRUE },
  { BALUT_CATEGORY_STRAIGHT, FALSE }, { BALUT_CATEGORY_STRAIGHT, TRUE },
  { BALUT_CATEGORY_FULL_HOUSE, FALSE }, { BALUT_CATEGORY_FULL_HOUSE, TRUE },
  { BALUT_CATEGORY_CHOICE, FALSE }, { BALUT_CATEGORY_CHOICE, TRUE },
};

/* J3: the fourth regular box of a category is refused while its Jackpot
 * box is open, and allowed once the Jackpot box is used or struck.  The
 * "fourth" box is whichever is left: here box (category mod 4). */
static void
test_j3 (gconstpointer data)
{
  const J3Case *jc = data;
  BalutCategory category = jc->category;
  guint last = category % BALUT_N_REGULAR;
  g_autoptr(BalutScoresheet) sheet = balut_scoresheet_new (BALUT_VARIANT_JACKPOT);
  g_autoptr(GError) error = NULL;
  g_autoptr(GArray) legal = NULL;
  BalutRefBoxes model;
  guint n = 0;

  balut_ref_boxes_clear (model);
  for (guint b = 0; b < BALUT_N_REGULAR; b++)
    {
      if (b == last)
        continue;
      /* with up to two regular boxes filled, every other one is still open */
      for (guint o = 0; o < BALUT_N_REGULAR; o++)
        if (model[category][o] == BALUT_BOX_EMPTY)
          g_assert_true (balut_scoresheet_is_legal (sheet, category, o));
      enter_ok (sheet, model, category, b, n++ % 2 ? good_roll (category) : DICE (1, 1, 2, 3, 3));
    }
  assert_matches_model (sheet, model);

  /* the fourth box: refused, whatever the dice */
  g_assert_false (balut_scoresheet_check_box (sheet, category, last, &error));
  g_assert_error (error, BALUT_SCORESHEET_ERROR, BALUT_SCORESHEET_ERROR_JACKPOT_OPEN);
  assert_refused (sheet, category, last, good_roll (category),
                  BALUT_SCORESHEET_ERROR_JACKPOT_OPEN);
  assert_refused (sheet, category, last, striking_roll (category),
                  BALUT_SCORESHEET_ERROR_JACKPOT_OPEN);
  legal = balut_scoresheet_list_legal (sheet);
  for (guint i = 0; i < legal->len; i++)
    {
      const BalutBox *box = &g_array_index (legal, BalutBox, i);

      g_assert_false (box->category == category && box->box == last);
    }
  /* the other categories are not affected */
  for (guint c = 0; c < BALUT_N_CATEGORIES; c++)
    if (c != category)
      g_assert_true (balut_scoresheet_is_legal (sheet, c, last));

  /* the Jackpot box is open and takes the roll */
  g_assert_true (balut_scoresheet_is_legal (sheet, category, BALUT_BOX_JACKPOT));
  if (jc->use)
    g_assert_cmpint (enter_ok (sheet, model, category, BALUT_BOX_JACKPOT, jackpot_roll (category)),
                     >, 0);
  else
    g_assert_cmpint (enter_ok (sheet, model, category, BALUT_BOX_JACKPOT,
                               striking_roll (category)), ==, 0);
  assert_matches_model (sheet, model);

  /* now the fourth box is legal */
  g_assert_true (balut_scoresheet_check_box (sheet, category, last, NULL));
  enter_ok (sheet, model, category, last, good_roll (category));
  assert_matches_model (sheet, model);
  assert_refused (sheet, category, BALUT_BOX_JACKPOT, jackpot_roll (category),
                  BALUT_SCORESHEET_ERROR_FILLED);
}

/* J3: the Jackpot box may be struck at any time, even as the very first
 * entry; a struck Jackpot box counts as not used (no bonus, no penalty). */
static void
test_j3_strike_first (gconstpointer data)
{
  BalutCategory category = GPOINTER_TO_UINT (data);
  g_autoptr(BalutScoresheet) sheet = balut_scoresheet_new (BALUT_VARIANT_JACKPOT);
  BalutRefBoxes model;

  balut_ref_boxes_clear (model);
  g_assert_cmpint (enter_ok (sheet, model, category, BALUT_BOX_JACKPOT, striking_roll (category)),
                   ==, 0);
  g_assert_cmpint (balut_scoresheet_get_box (sheet, category, BALUT_BOX_JACKPOT), ==, 0);
  g_assert_cmpint (balut_scoresheet_get_points (sheet)->categories[category].points, ==, 0);
  g_assert_cmpint (balut_scoresheet_get_final_points (sheet), ==, -2);
  assert_matches_model (sheet, model);

  /* all four regular boxes can then be filled */
  for (guint b = 0; b < BALUT_N_REGULAR; b++)
    enter_ok (sheet, model, category, b, good_roll (category));
  assert_matches_model (sheet, model);
  g_assert_cmpint (balut_scoresheet_get_points (sheet)->categories[category].jackpot_points, ==, 0);
}

/* J1, J3: Balut has no Jackpot box, so its four boxes fill freely. */
static void
test_j3_balut_free (void)
{
  g_autoptr(BalutScoresheet) sheet = balut_scoresheet_new (BALUT_VARIANT_JACKPOT);
  BalutRefBoxes model;

  balut_ref_boxes_clear (model);
  for (guint b = 0; b < BALUT_N_REGULAR; b++)
    enter_ok (sheet, model, BALUT_CATEGORY_BALUT, b, DICE (2, 2, 2, 2, 2));
  assert_matches_model (sheet, model);
  /* J6: 3 + 5 + 5 + 5 */
  g_assert_cmpint (balut_scoresheet_get_points (sheet)->categories[BALUT_CATEGORY_BALUT].points,
                   ==, 18);
  g_assert_cmpuint (balut_scoresheet_get_n_baluts (sheet), ==, 4);
}

typedef struct
{
  const char    *name;
  BalutCategory  category;
  guint8         dice[BALUT_N_DICE];
  gint           score;
} J2Case;

static const J2Case j2_cases[] = {
  { "fours-three", BALUT_CATEGORY_FOURS, { 4, 4, 4, 1, 1 }, 0 },
  { "fours-four", BALUT_CATEGORY_FOURS, { 4, 4, 4, 1, 4 }, 16 },
  { "fives-three", BALUT_CATEGORY_FIVES, { 5, 2, 5, 2, 5 }, 0 },
  { "fives-four", BALUT_CATEGORY_FIVES, { 5, 2, 5, 5, 5 }, 20 },
  { "sixes-three", BALUT_CATEGORY_SIXES, { 6, 6, 6, 5, 5 }, 0 },
  { "sixes-five", BALUT_CATEGORY_SIXES, { 6, 6, 6, 6, 6 }, 30 },
  { "straight-small", BALUT_CATEGORY_STRAIGHT, { 1, 2, 3, 4, 5 }, 0 },
  { "straight-large", BALUT_CATEGORY_STRAIGHT, { 2, 3, 4, 5, 6 }, 20 },
  { "full-house-21", BALUT_CATEGORY_FULL_HOUSE, { 3, 5, 3, 5, 5 }, 0 },
  { "full-house-22", BALUT_CATEGORY_FULL_HOUSE, { 5, 4, 4, 5, 4 }, 22 },
  { "full-house-five-of-a-kind-r9", BALUT_CATEGORY_FULL_HOUSE, { 6, 6, 6, 6, 6 }, 0 },
  { "choice-24", BALUT_CATEGORY_CHOICE, { 4, 5, 5, 5, 5 }, 0 },
  { "choice-25", BALUT_CATEGORY_CHOICE, { 5, 5, 5, 5, 5 }, 25 },
};

/* J2: the Jackpot box scores like a regular box if the roll qualifies,
 * and is struck (0) if not. */
static void
test_j2 (gconstpointer data)
{
  const J2Case *jc = data;
  g_autoptr(BalutScoresheet) sheet = balut_scoresheet_new (BALUT_VARIANT_JACKPOT);
  BalutRefBoxes model;

  balut_ref_boxes_clear (model);
  g_assert_cmpint (balut_scoresheet_preview (sheet, jc->category, BALUT_BOX_JACKPOT, jc->dice),
                   ==, jc->score);
  g_assert_cmpint (enter_ok (sheet, model, jc->category, BALUT_BOX_JACKPOT, jc->dice),
                   ==, jc->score);
  g_assert_cmpint (balut_scoresheet_get_box (sheet, jc->category, BALUT_BOX_JACKPOT), ==,
                   jc->score);
  /* J7: a used jackpot counts in the total; a struck one adds nothing */
  g_assert_cmpuint (balut_scoresheet_get_score_total (sheet), ==, (guint) jc->score);
  assert_matches_model (sheet, model);
}

/* J5: the seed's example, on a sheet: Fives jackpot used (20); 65 in the
 * regular boxes → 2 + 4 = 6; only 60 → −4. */
static void
test_j5_example (gconstpointer data)
{
  gboolean reached = GPOINTER_TO_UINT (data);
  g_autoptr(BalutScoresheet) sheet = balut_scoresheet_new (BALUT_VARIANT_JACKPOT);
  const BalutCategoryPoints *cp;
  BalutRefBoxes model;

  balut_ref_boxes_clear (model);
  enter_ok (sheet, model, BALUT_CATEGORY_FIVES, BALUT_BOX_JACKPOT, DICE (5, 5, 5, 5, 1));
  /* 25 + 20 + 20 + 0 = 65, or 20 + 20 + 20 + 0 = 60 */
  enter_ok (sheet, model, BALUT_CATEGORY_FIVES, 0,
            reached ? DICE (5, 5, 5, 5, 5) : DICE (5, 5, 5, 5, 6));
  enter_ok (sheet, model, BALUT_CATEGORY_FIVES, 1, DICE (5, 5, 5, 5, 3));
  enter_ok (sheet, model, BALUT_CATEGORY_FIVES, 2, DICE (5, 2, 5, 5, 5));
  enter_ok (sheet, model, BALUT_CATEGORY_FIVES, 3, DICE (1, 1, 2, 2, 3));

  cp = &balut_scoresheet_get_points (sheet)->categories[BALUT_CATEGORY_FIVES];
  g_assert_cmpuint (cp->sum, ==, reached ? 65 : 60);     /* J4: without the jackpot */
  g_assert_cmpint (cp->jackpot_score, ==, 20);
  g_assert_cmpint (cp->points, ==, reached ? 6 : -4);
  /* J7: 20 + 65 or 20 + 60 */
  g_assert_cmpuint (balut_scoresheet_get_score_total (sheet), ==, reached ? 85 : 80);
  assert_matches_model (sheet, model);
}

/* ------------------------------------------------------------------ */
/* Olathe (O1, O3)                                                    */
/* ------------------------------------------------------------------ */

/* O1: after @turn entries in order, only box (turn mod 7, turn div 7) is
 * legal; every other empty box is refused as ORDER, filled ones too. */
static void
test_olathe_order (gconstpointer data)
{
  guint turn = GPOINTER_TO_UINT (data);
  g_autoptr(BalutScoresheet) sheet = balut_scoresheet_new (BALUT_VARIANT_OLATHE);
  g_autoptr(GArray) legal = NULL;
  BalutBox next;
  BalutRefBoxes model;

  balut_ref_boxes_clear (model);
  for (guint t = 0; t < turn; t++)
    enter_ok (sheet, model, t % BALUT_N_CATEGORIES, t / BALUT_N_CATEGORIES,
              good_roll (t % BALUT_N_CATEGORIES));
  assert_matches_model (sheet, model);

  if (turn == BALUT_N_CATEGORIES * BALUT_N_REGULAR)
    {
      g_assert_false (balut_scoresheet_get_next_box (sheet, &next));
      legal = balut_scoresheet_list_legal (sheet);
      g_assert_cmpuint (legal->len, ==, 0);
      g_assert_true (balut_scoresheet_is_complete (sheet));
      /* O3: the perfect sheet: 812 and 29 points */
      g_assert_cmpuint (balut_scoresheet_get_score_total (sheet), ==, 812);
      g_assert_cmpint (balut_scoresheet_get_final_points (sheet), ==, 29);
      return;
    }

  g_assert_true (balut_scoresheet_get_next_box (sheet, &next));
  g_assert_cmpuint (next.category, ==, turn % BALUT_N_CATEGORIES);
  g_assert_cmpuint (next.box, ==, turn / BALUT_N_CATEGORIES);
  legal = balut_scoresheet_list_legal (sheet);
  g_assert_cmpuint (legal->len, ==, 1);
  g_assert_cmpuint (g_array_index (legal, BalutBox, 0).category, ==, next.category);
  g_assert_cmpuint (g_array_index (legal, BalutBox, 0).box, ==, next.box);

  for (guint c = 0; c < BALUT_N_CATEGORIES; c++)
    for (guint b = 0; b < BALUT_N_REGULAR; b++)
      {
        g_autoptr(GError) error = NULL;

        if (c == next.category && b == next.box)
          continue;
        if (model[c][b] == BALUT_BOX_EMPTY)
          {
            g_assert_false (balut_scoresheet_check_box (sheet, c, b, &error));
            g_assert_error (error, BALUT_SCORESHEET_ERROR, BALUT_SCORESHEET_ERROR_ORDER);
            assert_refused (sheet, c, b, good_roll (c), BALUT_SCORESHEET_ERROR_ORDER);
          }
        else
          assert_refused2 (sheet, c, b, good_roll (c), BALUT_SCORESHEET_ERROR_FILLED,
                           BALUT_SCORESHEET_ERROR_ORDER);
      }

  enter_ok (sheet, model, next.category, next.box, DICE (1, 1, 2, 2, 3));
  assert_matches_model (sheet, model);
}

/* O1: clearing the last entry (undo) makes that box the next one again. */
static void
test_olathe_clear (void)
{
  g_autoptr(BalutScoresheet) sheet = balut_scoresheet_new (BALUT_VARIANT_OLATHE);
  g_autoptr(GError) error = NULL;
  BalutBox next;
  BalutRefBoxes model;

  balut_ref_boxes_clear (model);
  for (guint t = 0; t < 9; t++)
    enter_ok (sheet, model, t % BALUT_N_CATEGORIES, t / BALUT_N_CATEGORIES, good_roll (t % 7));
  g_assert_true (balut_scoresheet_clear_box (sheet, BALUT_CATEGORY_FIVES, 1, &error));
  g_assert_no_error (error);
  model[BALUT_CATEGORY_FIVES][1] = BALUT_BOX_EMPTY;
  g_assert_true (balut_scoresheet_get_next_box (sheet, &next));
  g_assert_cmpuint (next.category, ==, BALUT_CATEGORY_FIVES);
  g_assert_cmpuint (next.box, ==, 1);
  assert_matches_model (sheet, model);
}

/* ------------------------------------------------------------------ */
/* Copy and clear                                                     */
/* ------------------------------------------------------------------ */

static void
fill_randomly (BalutScoresheet *sheet,
               BalutRefBoxes            model,
               GRand           *rand,
               guint            n_turns)
{
  for (guint t = 0; t < n_turns && !balut_scoresheet_is_complete (sheet); t++)
    {
      g_autoptr(GArray) legal = balut_scoresheet_list_legal (sheet);
      BalutBox box;
      guint8 dice[BALUT_N_DICE];

      g_assert_cmpuint (legal->len, >, 0);
      if (legal->len == 0)
        return;
      box = g_array_index (legal, BalutBox, g_rand_int_range (rand, 0, legal->len));
      random_roll (rand, box.category, box.box, dice);
      enter_ok (sheet, model, box.category, box.box, dice);
    }
}

/* R2, R19–R21: a copy has the same boxes and points, and the two sheets
 * are independent afterwards. */
static void
test_copy (gconstpointer data)
{
  BalutVariant variant = GPOINTER_TO_UINT (data);
  g_autoptr(BalutScoresheet) sheet = balut_scoresheet_new (variant);
  g_autoptr(BalutScoresheet) copy = NULL;
  g_autoptr(BalutScoresheet) full_copy = NULL;
  g_autoptr(GRand) rand = g_rand_new_with_seed (99 + variant);
  BalutRefBoxes model, copy_model;
  Snapshot a, b;

  balut_ref_boxes_clear (model);
  fill_randomly (sheet, model, rand, 15);

  copy = balut_scoresheet_copy (sheet);
  g_assert_true (copy != sheet);
  g_assert_cmpint (balut_scoresheet_get_variant (copy), ==, variant);
  snapshot_take (sheet, &a);
  snapshot_take (copy, &b);
  snapshot_assert_equal (&a, &b);
  memcpy (copy_model, model, sizeof model);
  assert_matches_model (copy, copy_model);

  /* the copy goes its own way … */
  fill_randomly (copy, copy_model, rand, 5);
  assert_matches_model (copy, copy_model);
  assert_matches_model (sheet, model);
  /* … and so does the original */
  fill_randomly (sheet, model, rand, 100);
  g_assert_true (balut_scoresheet_is_complete (sheet));
  assert_matches_model (sheet, model);
  assert_matches_model (copy, copy_model);

  full_copy = balut_scoresheet_copy (sheet);
  g_assert_true (balut_scoresheet_is_complete (full_copy));
  assert_matches_model (full_copy, model);
}

/* R2 (undo only): clear_box undoes an entry exactly; clearing an empty
 * box is refused. */
static void
test_clear_box (gconstpointer data)
{
  BalutVariant variant = GPOINTER_TO_UINT (data);
  g_autoptr(BalutScoresheet) sheet = balut_scoresheet_new (variant);
  g_autoptr(GRand) rand = g_rand_new_with_seed (5 + variant);
  BalutRefBoxes model;

  balut_ref_boxes_clear (model);
  for (guint t = 0; t < 20; t++)
    {
      g_autoptr(GArray) legal = balut_scoresheet_list_legal (sheet);
      g_autoptr(GError) error = NULL;
      BalutBox box = g_array_index (legal, BalutBox, g_rand_int_range (rand, 0, legal->len));
      guint8 dice[BALUT_N_DICE];
      Snapshot before, after;

      random_roll (rand, box.category, box.box, dice);
      snapshot_take (sheet, &before);
      enter_ok (sheet, NULL, box.category, box.box, dice);
      g_assert_true (balut_scoresheet_clear_box (sheet, box.category, box.box, &error));
      g_assert_no_error (error);
      snapshot_take (sheet, &after);
      snapshot_assert_equal (&before, &after);

      /* an empty box cannot be cleared */
      g_assert_false (balut_scoresheet_clear_box (sheet, box.category, box.box, &error));
      g_assert_error (error, BALUT_SCORESHEET_ERROR, BALUT_SCORESHEET_ERROR_EMPTY);
      snapshot_take (sheet, &after);
      snapshot_assert_equal (&before, &after);

      /* and the box takes an entry again */
      enter_ok (sheet, model, box.category, box.box, dice);
      assert_matches_model (sheet, model);
    }
}

/* ------------------------------------------------------------------ */
/* Whole sheets                                                       */
/* ------------------------------------------------------------------ */

/* R19–R21: the perfect sheet, entered through the sheet: 812 and 29
 * points; Jackpot Balut adds 153 and 40 points (J5, J6, J7). */
static void
test_max (gconstpointer data)
{
  BalutVariant variant = GPOINTER_TO_UINT (data);
  g_autoptr(BalutScoresheet) sheet = balut_scoresheet_new (variant);
  static const guint8 best[BALUT_N_CATEGORIES][BALUT_N_DICE] = {
    { 4, 4, 4, 4, 4 }, { 5, 5, 5, 5, 5 }, { 6, 6, 6, 6, 6 }, { 2, 3, 4, 5, 6 },
    { 6, 6, 6, 5, 5 }, { 6, 6, 6, 6, 6 }, { 6, 6, 6, 6, 6 },
  };
  BalutRefBoxes model;

  balut_ref_boxes_clear (model);
  for (guint t = 0; t < BALUT_N_CATEGORIES * BALUT_N_REGULAR; t++)
    {
      guint c = t % BALUT_N_CATEGORIES;

      if (variant == BALUT_VARIANT_JACKPOT && t / BALUT_N_CATEGORIES == 3
          && c != BALUT_CATEGORY_BALUT)
        enter_ok (sheet, model, c, BALUT_BOX_JACKPOT, best[c]);
      enter_ok (sheet, model, c, t / BALUT_N_CATEGORIES, best[c]);
    }
  g_assert_true (balut_scoresheet_is_complete (sheet));
  assert_matches_model (sheet, model);
  if (variant == BALUT_VARIANT_JACKPOT)
    {
      g_assert_cmpuint (balut_scoresheet_get_score_total (sheet), ==, 965);
      g_assert_cmpint (balut_scoresheet_get_final_points (sheet), ==, 69);
    }
  else
    {
      g_assert_cmpuint (balut_scoresheet_get_score_total (sheet), ==, 812);
      g_assert_cmpint (balut_scoresheet_get_final_points (sheet), ==, 29);
    }
  g_assert_cmpuint (balut_scoresheet_get_n_baluts (sheet), ==, 4);
}

/* R21: the lowest sheet: everything struck, Choice 4 × 5 = 20 → −2 */
static void
test_min (gconstpointer data)
{
  BalutVariant variant = GPOINTER_TO_UINT (data);
  g_autoptr(BalutScoresheet) sheet = balut_scoresheet_new (variant);
  BalutRefBoxes model;

  balut_ref_boxes_clear (model);
  while (!balut_scoresheet_is_complete (sheet))
    {
      g_autoptr(GArray) legal = balut_scoresheet_list_legal (sheet);
      BalutBox box = g_array_index (legal, BalutBox, 0);

      /* 1-1-2-2-3 scores 0 everywhere but Choice, which cannot score less
       * than 1-1-1-1-1 = 5 (and 1-1-1-1-1 strikes its Jackpot box) */
      enter_ok (sheet, model, box.category, box.box,
                box.category == BALUT_CATEGORY_CHOICE ? DICE (1, 1, 1, 1, 1)
                                                      : DICE (1, 1, 2, 2, 3));
    }
  assert_matches_model (sheet, model);
  g_assert_cmpuint (balut_scoresheet_get_score_total (sheet), ==, 20);
  g_assert_cmpint (balut_scoresheet_get_final_points (sheet), ==, -2);
}

/* R2–R21, J1–J7, O1, O3: thousands of random games; after every entry the
 * sheet agrees with the model and the independent summation. */
static void
test_random (gconstpointer data)
{
  guint seed = GPOINTER_TO_UINT (data);
  BalutVariant variant = seed % BALUT_N_VARIANTS;
  g_autoptr(GRand) rand = g_rand_new_with_seed (seed);
  g_autoptr(GString) why = g_string_new (NULL);
  guint n_bad = 0;
  guint n_sheets = 400;

  for (guint s = 0; s < n_sheets; s++)
    {
      g_autoptr(BalutScoresheet) sheet = balut_scoresheet_new (variant);
      BalutRefBoxes model;
      guint turns = 0;

      balut_ref_boxes_clear (model);
      while (!balut_scoresheet_is_complete (sheet) && turns++ < 40)
        {
          g_autoptr(GArray) legal = balut_scoresheet_list_legal (sheet);
          g_autoptr(GError) error = NULL;
          BalutBox box;
          guint8 dice[BALUT_N_DICE];
          gint want, got;

          if (legal->len == 0)
            break;
          box = g_array_index (legal, BalutBox, g_rand_int_range (rand, 0, legal->len));
          random_roll (rand, box.category, box.box, dice);
          want = balut_ref_is_legal (variant, model, box.category, box.box)
                 ? (gint) balut_ref_entry_score (box.category, box.box, dice) : -1;
          got = balut_scoresheet_enter (sheet, box.category, box.box, dice, &error);
          if (got != want || error != NULL)
            {
              if (n_bad++ < 8)
                g_test_message ("sheet %u turn %u: %s/%u took %d, want %d", s, turns,
                                balut_test_category_names[box.category], box.box, got, want);
              break;
            }
          model[box.category][box.box] = want;

          g_string_truncate (why, 0);
          if (!sheet_matches_model (sheet, model, why))
            {
              if (n_bad++ < 8)
                g_test_message ("sheet %u turn %u:%s", s, turns, why->str);
              break;
            }
        }

      if (balut_scoresheet_get_n_filled (sheet) != balut_variant_get_n_boxes (variant)
          || !balut_scoresheet_is_complete (sheet))
        {
          if (n_bad++ < 8)
            g_test_message ("sheet %u not complete after %u turns", s, turns);
        }
    }

  g_assert_cmpuint (n_bad, ==, 0);
}

/* ------------------------------------------------------------------ */

int
main (int   argc,
      char *argv[])
{
  static EnterCase category_cases[BALUT_N_CATEGORIES];
  static EnterData enter_data[BALUT_N_VARIANTS][G_N_ELEMENTS (enter_cases)];
  static EnterData category_data[BALUT_N_VARIANTS][BALUT_N_CATEGORIES];

  g_test_init (&argc, &argv, NULL);
  /* a failed case is reported and the others still run */
  g_test_set_nonfatal_assertions ();

  for (guint c = 0; c < BALUT_N_CATEGORIES; c++)
    {
      category_cases[c].name = balut_test_category_names[c];
      category_cases[c].category = c;
    }

  for (guint v = 0; v < BALUT_N_VARIANTS; v++)
    {
      const char *vn = balut_test_variant_names[v];
      gconstpointer vp = GUINT_TO_POINTER (v);
      g_autofree char *p1 = g_strdup_printf ("/balut/core/scoresheet/new-r3-j1/%s", vn);
      g_autofree char *p2 = g_strdup_printf ("/balut/core/scoresheet/has-box-j1/%s", vn);
      g_autofree char *p3 = g_strdup_printf ("/balut/core/scoresheet/preview/%s", vn);
      g_autofree char *p4 = g_strdup_printf ("/balut/core/scoresheet/bad-dice/%s", vn);
      g_autofree char *p5 = g_strdup_printf ("/balut/core/scoresheet/no-such-box/%s", vn);
      g_autofree char *p6 = g_strdup_printf ("/balut/core/scoresheet/copy/%s", vn);
      g_autofree char *p7 = g_strdup_printf ("/balut/core/scoresheet/clear-box/%s", vn);
      g_autofree char *p8 = g_strdup_printf ("/balut/core/scoresheet/max-r21/%s", vn);
      g_autofree char *p9 = g_strdup_printf ("/balut/core/scoresheet/min-r21/%s", vn);

      g_test_add_data_func (p1, vp, test_new);
      g_test_add_data_func (p2, vp, test_has_box);
      g_test_add_data_func (p3, vp, test_preview);
      g_test_add_data_func (p4, vp, test_bad_dice);
      g_test_add_data_func (p5, vp, test_no_such_box);
      g_test_add_data_func (p6, vp, test_copy);
      g_test_add_data_func (p7, vp, test_clear_box);
      g_test_add_data_func (p8, vp, test_max);
      g_test_add_data_func (p9, vp, test_min);

      /* Olathe's order makes a lone entry in box (c, b) illegal */
      if (v != BALUT_VARIANT_OLATHE)
        for (guint i = 0; i < G_N_ELEMENTS (enter_cases); i++)
          {
            g_autofree char *p = g_strdup_printf ("/balut/core/scoresheet/enter/%s/%s", vn,
                                                  enter_cases[i].name);

            enter_data[v][i].variant = v;
            enter_data[v][i].ec = &enter_cases[i];
            g_test_add_data_func (p, &enter_data[v][i], test_enter);
          }

      for (guint c = 0; c < BALUT_N_CATEGORIES; c++)
        {
          g_autofree char *p = g_strdup_printf ("/balut/core/scoresheet/filled-r2/%s/%s", vn,
                                                balut_test_category_names[c]);

          category_data[v][c].variant = v;
          category_data[v][c].ec = &category_cases[c];
          g_test_add_data_func (p, &category_data[v][c], test_filled);

          if (v != BALUT_VARIANT_JACKPOT)
            {
              g_autofree char *q = g_strdup_printf ("/balut/core/scoresheet/no-jackpot-box-j1/%s/%s",
                                                    vn, balut_test_category_names[c]);

              g_test_add_data_func (q, &category_data[v][c], test_no_jackpot_box);
            }
        }
    }

  for (guint i = 0; i < G_N_ELEMENTS (j3_cases); i++)
    {
      g_autofree char *p = g_strdup_printf ("/balut/core/scoresheet/jackpot/j3-fourth-box/%s/%s",
                                            balut_test_category_names[j3_cases[i].category],
                                            j3_cases[i].use ? "used" : "struck");

      g_test_add_data_func (p, &j3_cases[i], test_j3);
    }
  for (guint c = 0; c < BALUT_N_CATEGORIES - 1; c++)
    {
      g_autofree char *p = g_strdup_printf ("/balut/core/scoresheet/jackpot/j3-strike-first/%s",
                                            balut_test_category_names[c]);

      g_test_add_data_func (p, GUINT_TO_POINTER (c), test_j3_strike_first);
    }
  g_test_add_func ("/balut/core/scoresheet/jackpot/j3-balut-has-no-jackpot", test_j3_balut_free);
  for (guint i = 0; i < G_N_ELEMENTS (j2_cases); i++)
    {
      g_autofree char *p = g_strdup_printf ("/balut/core/scoresheet/jackpot/j2-box/%s",
                                            j2_cases[i].name);

      g_test_add_data_func (p, &j2_cases[i], test_j2);
    }
  g_test_add_data_func ("/balut/core/scoresheet/jackpot/j5-example-65",
                        GUINT_TO_POINTER (TRUE), test_j5_example);
  g_test_add_data_func ("/balut/core/scoresheet/jackpot/j5-example-60",
                        GUINT_TO_POINTER (FALSE), test_j5_example);

  for (guint t = 0; t <= BALUT_N_CATEGORIES * BALUT_N_REGULAR; t++)
    {
      g_autofree char *p = NULL;

      if (t < BALUT_N_CATEGORIES * BALUT_N_REGULAR)
        p = g_strdup_printf ("/balut/core/scoresheet/olathe/o1-order/turn-%02u", t + 1);
      else
        p = g_strdup ("/balut/core/scoresheet/olathe/o1-order/complete");

      g_test_add_data_func (p, GUINT_TO_POINTER (t), test_olathe_order);
    }
  g_test_add_func ("/balut/core/scoresheet/olathe/o1-clear-last", test_olathe_clear);

  /* 5 seeds per variant × 400 sheets = 6,000 random sheets */
  for (guint seed = 1; seed <= 5 * BALUT_N_VARIANTS; seed++)
    {
      const char *vn = balut_test_variant_names[seed % BALUT_N_VARIANTS];
      g_autofree char *p = g_strdup_printf ("/balut/core/scoresheet/random/%s/seed-%u", vn, seed);

      g_test_add_data_func (p, GUINT_TO_POINTER (seed), test_random);
    }

  return g_test_run ();
}
