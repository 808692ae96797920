/* test-strategy.c — the within-turn search of the strategy engine
 *
 * The search is checked against brute force written here without the
 * engine's tables: positions of the dice, every hold mask, every throw
 * (R1). Then stopping early, legality (R2, O1, J3), whole games in
 * every variant and determinism.
 *
 * SPDX-FileCopyrightText: 2026 The Balut developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <math.h>
#include <string.h>

#include "balut-types.h"
#include "balut-rules.h"
#include "balut-scoresheet.h"
#include "balut-player.h"
#include "balut-game.h"
#include "balut-strategy.h"
#include "balut-test-util.h"

/* ------------------------------------------------------------------ */
/* The multisets                                                      */

static void
test_rolls (void)
{
  double total = 0;

  for (guint s = 0; s < BALUT_STRATEGY_N_ROLLS; s++)
    {
      guint8 dice[BALUT_N_DICE];
      double p;
      guint n = 0;

      balut_strategy_get_roll (s, dice, &p);
      for (guint i = 1; i < BALUT_N_DICE; i++)
        g_assert_cmpuint (dice[i - 1], <=, dice[i]);
      g_assert_cmpuint (balut_strategy_roll_index (dice), ==, s);

      /* count the ordered throws that sort to this multiset */
      for (guint code = 0; code < 7776; code++)
        {
          guint8 d[BALUT_N_DICE];
          guint x = code;

          for (guint i = 0; i < BALUT_N_DICE; i++, x /= 6)
            d[i] = x % 6 + 1;
          n += balut_strategy_roll_index (d) == s;
        }
      g_assert_cmpfloat_with_epsilon (p, n / 7776.0, 1e-15);
      total += p;
    }
  g_assert_cmpfloat_with_epsilon (total, 1.0, 1e-12);
}

/* ------------------------------------------------------------------ */
/* Brute force: the chance of a large straight (R8) under best holds  */

static gboolean
is_large_straight (const guint8 *dice)
{
  guint seen = 0;

  for (guint i = 0; i < BALUT_N_DICE; i++)
    seen |= 1u << dice[i];
  return seen == 0x7c;   /* faces 2–6, five different */
}

static double
large_straight_value (const BalutScoresheet *sheet,
                      BalutCategory          category,
                      guint                  box,
                      const guint8          *dice,
                      gpointer               data)
{
  return is_large_straight (dice) ? 1.0 : 0.0;
}

static guint
sorted_code (const guint8 *dice)
{
  guint8 d[BALUT_N_DICE];
  guint code = 0;

  memcpy (d, dice, sizeof d);
  for (guint i = 1; i < BALUT_N_DICE; i++)
    for (guint j = i; j > 0 && d[j - 1] > d[j]; j--)
      {
        guint8 x = d[j];
        d[j] = d[j - 1];
        d[j - 1] = x;
      }
  for (guint i = 0; i < BALUT_N_DICE; i++)
    code = code * 7 + d[i];
  return code;
}

/* The value of a position by brute force: @dice with @throws_left. */
typedef double (*BruteFunc) (gpointer      data,
                             const guint8 *dice,
                             guint         throws_left);

/* The mean of @func over every outcome of throwing again the dice not
 * in @held (bit i: die i held), with one throw fewer left. */
static double
mean_over_rethrows (const guint8 *dice,
                    guint         held,
                    guint         throws_left,
                    BruteFunc     func,
                    gpointer      data)
{
  guint free_dice[BALUT_N_DICE], n_free = 0, n_outcomes = 1;
  double sum = 0;

  for (guint i = 0; i < BALUT_N_DICE; i++)
    if (!(held & (1u << i)))
      {
        free_dice[n_free++] = i;
        n_outcomes *= 6;
      }
  for (guint o = 0; o < n_outcomes; o++)
    {
      guint8 d[BALUT_N_DICE];
      guint x = o;

      memcpy (d, dice, sizeof d);
      for (guint j = 0; j < n_free; j++, x /= 6)
        d[free_dice[j]] = x % 6 + 1;
      sum += func (data, d, throws_left - 1);
    }
  return sum / n_outcomes;
}

/* memo[t][sorted code]: -1 until known */
static double brute_memo[3][16807];

static double brute_large_straight (const guint8 *dice,
                                    guint         throws_left);

static double
large_straight_cb (gpointer      data,
                   const guint8 *dice,
                   guint         throws_left)
{
  return brute_large_straight (dice, throws_left);
}

static double
brute_large_straight (const guint8 *dice,
                      guint         throws_left)
{
  guint code = sorted_code (dice);
  double best;

  if (brute_memo[throws_left][code] >= 0)
    return brute_memo[throws_left][code];

  best = is_large_straight (dice) ? 1.0 : 0.0;
  if (throws_left > 0)
    for (guint mask = 0; mask < 31; mask++)   /* bit i: die i held; not all five */
      best = MAX (best, mean_over_rethrows (dice, mask, throws_left, large_straight_cb, NULL));

  brute_memo[throws_left][code] = best;
  return best;
}

static void
test_large_straight_brute_force (void)
{
  static const guint8 starts[][BALUT_N_DICE] = {
    { 1, 2, 3, 4, 5 }, { 1, 1, 2, 3, 4 }, { 6, 6, 6, 6, 6 }, { 2, 3, 4, 6, 6 },
    { 1, 1, 1, 1, 1 }, { 5, 2, 2, 6, 1 }, { 2, 3, 4, 5, 6 }, { 3, 3, 4, 4, 1 },
  };
  g_autoptr(BalutScoresheet) sheet = balut_scoresheet_new (BALUT_VARIANT_STANDARD);
  BalutStrategyOptions opts = { large_straight_value, NULL };
  g_autoptr(BalutStrategy) strategy = balut_strategy_new (sheet, &opts);

  for (guint t = 0; t < 3; t++)
    for (guint i = 0; i < G_N_ELEMENTS (brute_memo[t]); i++)
      brute_memo[t][i] = -1;

  for (guint i = 0; i < G_N_ELEMENTS (starts); i++)
    for (guint t = 0; t <= 2; t++)   /* R1: after the first throw, 0–2 left */
      {
        BalutStrategyDecision d;
        double brute = brute_large_straight (starts[i], t);

        g_assert_true (balut_strategy_decide (strategy, starts[i], t, &d));
        g_assert_cmpfloat_with_epsilon (d.value, brute, 1e-12);
        /* the hold it names is worth what it says */
        if (!d.stop)
          {
            g_assert_cmpfloat_with_epsilon (d.holds[0].value, brute, 1e-12);
            for (guint j = 1; j < d.n_holds; j++)
              g_assert_cmpfloat (d.holds[j].value, <=, d.holds[j - 1].value);
          }
      }

  /* by hand: hold 2-3-4-5, one die to throw, one throw: a six is 1/6 */
  {
    static const guint8 small[BALUT_N_DICE] = { 1, 2, 3, 4, 5 };
    BalutStrategyDecision d;

    balut_strategy_decide (strategy, small, 1, &d);
    g_assert_false (d.stop);
    g_assert_cmpfloat_with_epsilon (d.value, 1.0 / 6.0, 1e-15);
    g_assert_false (d.held[0]);
    for (guint i = 1; i < BALUT_N_DICE; i++)
      g_assert_true (d.held[i]);
  }

  /* and from nothing, with a whole turn: check against brute force over
   * the first throw too */
  {
    double sum = 0;

    for (guint code = 0; code < 7776; code++)
      {
        guint8 d[BALUT_N_DICE];
        guint x = code;

        for (guint i = 0; i < BALUT_N_DICE; i++, x /= 6)
          d[i] = x % 6 + 1;
        sum += brute_large_straight (d, 2);
      }
    g_assert_cmpfloat_with_epsilon (balut_strategy_get_turn_value (strategy), sum / 7776.0, 1e-12);
  }
}

/* ------------------------------------------------------------------ */
/* Expected Sixes (R7) with three throws (R1): 6 × 5 × (1 − (5/6)^3) */

static double
sixes_value (const BalutScoresheet *sheet,
             BalutCategory          category,
             guint                  box,
             const guint8          *dice,
             gpointer               data)
{
  return category == BALUT_CATEGORY_SIXES ? balut_rules_box_score (category, dice) : 0.0;
}

static void
test_expected_sixes (void)
{
  g_autoptr(BalutScoresheet) sheet = balut_scoresheet_new (BALUT_VARIANT_STANDARD);
  BalutStrategyOptions opts = { sixes_value, NULL };
  g_autoptr(BalutStrategy) strategy = balut_strategy_new (sheet, &opts);
  double exact = 6.0 * 5.0 * (1.0 - pow (5.0 / 6.0, 3));

  g_assert_cmpfloat_with_epsilon (exact, 12.638888888888889, 1e-12);
  g_assert_cmpfloat_with_epsilon (balut_strategy_get_turn_value (strategy), exact, 1e-12);

  /* O2: five throws in Olathe, but the first box there is Fours (O1) */
  {
    g_autoptr(BalutScoresheet) olathe = balut_scoresheet_new (BALUT_VARIANT_OLATHE);
    BalutStrategyOptions o = { sixes_value, NULL };
    g_autoptr(BalutStrategy) s = balut_strategy_new (olathe, &o);

    g_assert_cmpfloat (balut_strategy_get_turn_value (s), ==, 0.0);
  }
}

/* any face with n throws: the same formula, here for Fours in Olathe
 * (O1: the first box is Fours; O2: five throws) */
static double
fours_value (const BalutScoresheet *sheet,
             BalutCategory          category,
             guint                  box,
             const guint8          *dice,
             gpointer               data)
{
  return balut_rules_box_score (BALUT_CATEGORY_FOURS, dice);
}

static void
test_expected_fours_olathe (void)
{
  g_autoptr(BalutScoresheet) sheet = balut_scoresheet_new (BALUT_VARIANT_OLATHE);
  BalutStrategyOptions opts = { fours_value, NULL };
  g_autoptr(BalutStrategy) strategy = balut_strategy_new (sheet, &opts);

  g_assert_cmpfloat_with_epsilon (balut_strategy_get_turn_value (strategy),
                                  4.0 * 5.0 * (1.0 - pow (5.0 / 6.0, 5)), 1e-12);
}

/* ------------------------------------------------------------------ */
/* Stopping early                                                     */

static void
test_stops_early (void)
{
  static const guint8 large[BALUT_N_DICE] = { 6, 2, 5, 3, 4 };
  g_autoptr(BalutScoresheet) sheet = balut_scoresheet_new (BALUT_VARIANT_STANDARD);
  g_autoptr(BalutStrategy) strategy = balut_strategy_new (sheet, NULL);
  BalutStrategyDecision d;

  /* R8: a made large straight with two throws left: enter it now */
  g_assert_true (balut_strategy_decide (strategy, large, 2, &d));
  g_assert_true (d.stop);
  g_assert_cmpint (d.box.category, ==, BALUT_CATEGORY_STRAIGHT);
  g_assert_cmpfloat (d.value, >, d.holds[0].value);
  g_assert_cmpuint (d.n_holds, ==, BALUT_STRATEGY_N_TOP);

  /* every proper hold re-throws a die and can only lose the straight */
  {
    BalutStrategyOptions opts = { large_straight_value, NULL };
    g_autoptr(BalutStrategy) s = balut_strategy_new (sheet, &opts);

    balut_strategy_decide (s, large, 2, &d);
    g_assert_true (d.stop);
    g_assert_cmpfloat (d.value, ==, 1.0);
    g_assert_cmpfloat (d.holds[0].value, <, 1.0);
  }

  /* and with no throw left there is nothing else (R1) */
  balut_strategy_decide (strategy, large, 0, &d);
  g_assert_true (d.stop);
  g_assert_cmpuint (d.n_holds, ==, 0);
}

/* ------------------------------------------------------------------ */
/* Legality                                                           */

typedef struct
{
  BalutScoresheet *sheet;
  guint            n_calls;
  guint            n_illegal;
} LegalCheck;

static double
checking_value (const BalutScoresheet *csheet,
                BalutCategory          category,
                guint                  box,
                const guint8          *dice,
                gpointer               data)
{
  LegalCheck *check = data;
  BalutScoresheet *sheet = (BalutScoresheet *) csheet;

  check->n_calls++;
  if (sheet != check->sheet
      || !balut_scoresheet_is_legal (sheet, category, box)
      || balut_scoresheet_get_box (sheet, category, box) != BALUT_BOX_EMPTY)
    check->n_illegal++;

  /* favour the boxes of Fours, late boxes most: a value that would pick
   * a filled or closed box if it were offered */
  return (category == BALUT_CATEGORY_FOURS ? 1000.0 * (box + 1) : 0.0)
         + balut_strategy_default_value (csheet, category, box, dice, NULL);
}

static void
check_random_sheets (BalutVariant variant)
{
  g_autoptr(GRand) rand = g_rand_new_with_seed (6 + variant);

  for (guint round = 0; round < 60; round++)
    {
      g_autoptr(BalutScoresheet) sheet = balut_scoresheet_new (variant);
      guint n_fill = g_rand_int_range (rand, 0, balut_scoresheet_get_n_boxes (sheet));
      LegalCheck check = { sheet, 0, 0 };
      BalutStrategyOptions opts = { checking_value, &check };
      g_autoptr(BalutStrategy) strategy = NULL;
      BalutBox next;

      for (guint i = 0; i < n_fill; i++)
        {
          g_autoptr(GArray) legal = balut_scoresheet_list_legal (sheet);
          const BalutBox *b = &g_array_index (legal, BalutBox, g_rand_int_range (rand, 0, legal->len));
          guint8 dice[BALUT_N_DICE];

          for (guint d = 0; d < BALUT_N_DICE; d++)
            dice[d] = g_rand_int_range (rand, 1, 7);
          g_assert_cmpint (balut_scoresheet_enter (sheet, b->category, b->box, dice, NULL), >=, 0);
        }

      strategy = balut_strategy_new (sheet, &opts);
      g_assert_cmpuint (check.n_calls, >, 0);
      g_assert_cmpuint (check.n_illegal, ==, 0);

      for (guint k = 0; k < 40; k++)
        {
          guint8 dice[BALUT_N_DICE];
          BalutStrategyDecision d;
          guint throws_left = g_rand_int_range (rand, 0, balut_variant_get_max_throws (variant));

          for (guint i = 0; i < BALUT_N_DICE; i++)
            dice[i] = g_rand_int_range (rand, 1, 7);
          g_assert_true (balut_strategy_decide (strategy, dice, throws_left, &d));

          /* R2: never a filled box; J3 and O1 through is_legal */
          g_assert_true (balut_scoresheet_is_legal (sheet, d.box.category, d.box.box));
          g_assert_cmpint (balut_scoresheet_get_box (sheet, d.box.category, d.box.box), ==, BALUT_BOX_EMPTY);
          for (guint j = 0; j < d.n_boxes; j++)
            g_assert_true (balut_scoresheet_is_legal (sheet, d.boxes[j].box.category, d.boxes[j].box.box));

          /* the ranked choices for hints: best first, the best is the play */
          g_assert_cmpuint (d.n_boxes, >=, 1);
          g_assert_cmpint (d.boxes[0].box.category, ==, d.box.category);
          g_assert_cmpuint (d.boxes[0].box.box, ==, d.box.box);
          for (guint j = 1; j < d.n_boxes; j++)
            g_assert_cmpfloat (d.boxes[j].value, <=, d.boxes[j - 1].value);
          for (guint j = 1; j < d.n_holds; j++)
            g_assert_cmpfloat (d.holds[j].value, <=, d.holds[j - 1].value);
          g_assert_cmpfloat (d.value, ==, d.stop ? d.boxes[0].value : d.holds[0].value);
          if (d.n_holds > 0)
            g_assert_cmpfloat (d.value, ==, MAX (d.boxes[0].value, d.holds[0].value));

          /* O1: in Olathe the box is the next box, the only one */
          if (variant == BALUT_VARIANT_OLATHE)
            {
              g_assert_true (balut_scoresheet_get_next_box (sheet, &next));
              g_assert_cmpint (d.box.category, ==, next.category);
              g_assert_cmpuint (d.box.box, ==, next.box);
              g_assert_cmpuint (d.n_boxes, ==, 1);
            }

          /* a hold never holds all five dice (R1) */
          if (!d.stop)
            {
              guint n_held = 0;

              for (guint i = 0; i < BALUT_N_DICE; i++)
                n_held += d.held[i];
              g_assert_cmpuint (n_held, <, BALUT_N_DICE);
              g_assert_cmpuint (throws_left, >, 0);
            }
        }
      g_assert_cmpuint (check.n_illegal, ==, 0);
    }
}

static void
test_legal (gconstpointer data)
{
  check_random_sheets (GPOINTER_TO_UINT (data));
}

/* J3: with three Fours boxes filled and the Fours Jackpot box open, the
 * fourth Fours box is closed, however much the value wants it. */
static void
test_jackpot_timing (void)
{
  static const guint8 fours[BALUT_N_DICE] = { 4, 4, 4, 4, 4 };
  static const guint8 some[BALUT_N_DICE] = { 4, 4, 1, 2, 3 };
  g_autoptr(BalutScoresheet) sheet = balut_scoresheet_new (BALUT_VARIANT_JACKPOT);
  LegalCheck check = { sheet, 0, 0 };
  BalutStrategyOptions opts = { checking_value, &check };
  g_autoptr(BalutStrategy) strategy = NULL;
  BalutStrategyDecision d;

  for (guint b = 0; b < 3; b++)
    g_assert_cmpint (balut_scoresheet_enter (sheet, BALUT_CATEGORY_FOURS, b, some, NULL), ==, 8);
  g_assert_false (balut_scoresheet_is_legal (sheet, BALUT_CATEGORY_FOURS, 3));

  strategy = balut_strategy_new (sheet, &opts);
  g_assert_cmpuint (check.n_illegal, ==, 0);
  balut_strategy_decide (strategy, fours, 0, &d);
  g_assert_cmpint (d.box.category, ==, BALUT_CATEGORY_FOURS);
  g_assert_cmpuint (d.box.box, ==, BALUT_BOX_JACKPOT);

  /* once the Jackpot box is filled, the fourth box opens */
  g_assert_cmpint (balut_scoresheet_enter (sheet, BALUT_CATEGORY_FOURS, BALUT_BOX_JACKPOT, fours, NULL), ==, 20);
  {
    g_autoptr(BalutStrategy) s = balut_strategy_new (sheet, &opts);

    balut_strategy_decide (s, fours, 0, &d);
    g_assert_cmpint (d.box.category, ==, BALUT_CATEGORY_FOURS);
    g_assert_cmpuint (d.box.box, ==, 3);
  }
}

/* ------------------------------------------------------------------ */
/* Playing the last turn to win (R21, R22)                             */

typedef struct
{
  BalutScoresheet             *sheet;        /* the Expert's, one box left */
  const BalutStrategyWinTarget *target;
  const BalutStrategy         *policy;       /* NULL: the best play for the share */
  double                       memo[3][16807];
} WinBrute;

/* The share of first place of entering @dice in the sheet's last box,
 * with a millionth of its points (as the Expert values it). */
static double
win_share (WinBrute     *wb,
           const guint8 *dice)
{
  g_autoptr(BalutScoresheet) after = balut_scoresheet_copy (wb->sheet);
  BalutBox box;
  gint points;

  {
    g_autoptr(GArray) legal = balut_scoresheet_list_legal (after);

    g_assert_cmpuint (legal->len, ==, 1);
    box = g_array_index (legal, BalutBox, 0);
  }
  g_assert_cmpint (balut_scoresheet_enter (after, box.category, box.box, dice, NULL), >=, 0);
  points = balut_scoresheet_get_final_points (after);
  if (points > wb->target->best)
    return 1.0 + 1e-6 * points;
  if (points == wb->target->best)
    return 1.0 / (wb->target->n_best + 1) + 1e-6 * points;
  return 1e-6 * points;
}

static double win_brute (gpointer data, const guint8 *dice, guint throws_left);

/* The expected share from @dice with @throws_left: the best play over
 * every hold by brute force, or @policy's play. */
static double
win_brute (gpointer      data,
           const guint8 *dice,
           guint         throws_left)
{
  WinBrute *wb = data;
  guint code = sorted_code (dice);
  double best;

  if (wb->memo[throws_left][code] >= 0)
    return wb->memo[throws_left][code];

  best = win_share (wb, dice);
  if (throws_left > 0 && wb->policy != NULL)
    {
      BalutStrategyDecision d;

      g_assert_true (balut_strategy_decide (wb->policy, dice, throws_left, &d));
      if (!d.stop)
        {
          guint held = 0;

          for (guint i = 0; i < BALUT_N_DICE; i++)
            held |= d.held[i] ? 1u << i : 0;
          best = mean_over_rethrows (dice, held, throws_left, win_brute, wb);
        }
    }
  else if (throws_left > 0)
    for (guint mask = 0; mask < 31; mask++)
      best = MAX (best, mean_over_rethrows (dice, mask, throws_left, win_brute, wb));
  wb->memo[throws_left][code] = best;
  return best;
}

static double
win_brute_turn (WinBrute *wb)
{
  double sum = 0;

  for (guint t = 0; t < 3; t++)
    for (guint i = 0; i < G_N_ELEMENTS (wb->memo[t]); i++)
      wb->memo[t][i] = -1;
  for (guint code = 0; code < 7776; code++)
    {
      guint8 d[BALUT_N_DICE];
      guint x = code;

      for (guint i = 0; i < BALUT_N_DICE; i++, x /= 6)
        d[i] = x % 6 + 1;
      sum += win_brute (wb, d, 2);
    }
  return sum / 7776.0;
}

/* The Expert, last to play, knows the others' final points: it plays
 * its last turn for the best share of first place (exact, as brute
 * force finds it), at least as well as its play for points does. Checked
 * on the games whose last turn is still open (neither won nor lost
 * before it), at least three, until one where playing to win gains. */
static void
test_play_to_win (void)
{
  guint n_checked = 0, n_gained = 0;
  double gained = 0;

  for (guint64 seed = 1; seed <= 400 && (n_checked < 3 || n_gained == 0); seed++)
    {
      g_autoptr(BalutGame) game = balut_game_new (BALUT_VARIANT_STANDARD, seed);
      BalutScoresheet *strong, *expert;
      BalutStrategyWinTarget target;
      guint n_boxes = balut_variant_get_n_boxes (BALUT_VARIANT_STANDARD);

      balut_test_add_player (game, "Strong", BALUT_PLAYER_COMPUTER);
      balut_test_add_player (game, "Expert", BALUT_PLAYER_COMPUTER);
      balut_player_set_level (balut_game_get_player (game, 0), BALUT_LEVEL_STRONG);
      balut_player_set_level (balut_game_get_player (game, 1), BALUT_LEVEL_EXPERT);
      strong = balut_player_get_sheet (balut_game_get_player (game, 0));
      expert = balut_player_get_sheet (balut_game_get_player (game, 1));

      /* not before the last turn, nor while the other still plays */
      while (balut_game_get_n_turns (game) < 2 * n_boxes - 1)
        {
          g_autoptr(GError) error = NULL;

          g_assert_false (balut_strategy_get_win_target (game, &target));
          g_assert_true (balut_strategy_play_level_turn (game, &error));
          g_assert_no_error (error);
        }
      g_assert_true (balut_scoresheet_is_complete (strong));
      g_assert_cmpuint (balut_game_get_current_player (game), ==, 1);
      g_assert_true (balut_strategy_get_win_target (game, &target));
      g_assert_cmpint (target.best, ==, balut_scoresheet_get_final_points (strong));
      g_assert_cmpuint (target.n_best, ==, 1);

      {
        BalutStrategyOptions to_win, for_points;
        g_autoptr(BalutStrategy) win = NULL;
        g_autoptr(BalutStrategy) points = NULL;
        g_autofree WinBrute *wb = g_new0 (WinBrute, 1);
        double best, of_points;

        balut_strategy_options_to_win (&target, &to_win);
        balut_strategy_options_for_level (BALUT_LEVEL_EXPERT, &for_points);
        win = balut_strategy_new (expert, &to_win);
        /* the share without the millionths of points */
        best = balut_strategy_get_turn_value (win);
        g_assert_cmpfloat (best, >=, -1e-4);
        g_assert_cmpfloat (best, <=, 1 + 1e-4);
        if (best < 0.01 || best > 0.99)
          continue;
        points = balut_strategy_new (expert, &for_points);
        wb->sheet = expert;
        wb->target = &target;
        best = win_brute_turn (wb);
        g_assert_cmpfloat_with_epsilon (balut_strategy_get_turn_value (win), best, 1e-9);
        wb->policy = points;
        of_points = win_brute_turn (wb);
        g_assert_cmpfloat (of_points, <=, best + 1e-12);
        gained += best - of_points;
        n_gained += best - of_points > 1e-9;
        g_test_message ("seed %" G_GUINT64_FORMAT ": needs %d points; share of first place %.6f "
                        "playing to win, %.6f playing for points", seed, target.best, best, of_points);
        n_checked++;
      }

      /* and the game's last turn is played */
      {
        g_autoptr(GError) error = NULL;

        g_assert_true (balut_strategy_play_level_turn (game, &error));
        g_assert_no_error (error);
        g_assert_true (balut_game_is_finished (game));
        g_assert_false (balut_strategy_get_win_target (game, &target));
      }
    }
  g_assert_cmpuint (n_checked, >=, 3);
  g_assert_cmpuint (n_gained, ==, 1);
  g_test_message ("share of first place gained over %u games: %.6f", n_checked, gained);

  /* others tied for first: a first place shared with them (R22) */
  {
    gboolean tied = FALSE;

    for (guint64 seed = 1; seed <= 300 && !tied; seed++)
      {
        g_autoptr(BalutGame) game = balut_game_new (BALUT_VARIANT_OLATHE, seed);
        BalutStrategyWinTarget target;
        gint a, b;

        for (guint p = 0; p < 3; p++)
          {
            balut_test_add_player (game, p < 2 ? "Casual" : "Expert", BALUT_PLAYER_COMPUTER);
            balut_player_set_level (balut_game_get_player (game, p), p < 2 ? BALUT_LEVEL_CASUAL : BALUT_LEVEL_EXPERT);
          }
        while (balut_game_get_n_turns (game) < 3 * balut_variant_get_n_boxes (BALUT_VARIANT_OLATHE) - 1)
          {
            g_autoptr(GError) error = NULL;

            g_assert_true (balut_strategy_play_level_turn (game, &error));
            g_assert_no_error (error);
          }
        g_assert_true (balut_strategy_get_win_target (game, &target));
        a = balut_scoresheet_get_final_points (balut_player_get_sheet (balut_game_get_player (game, 0)));
        b = balut_scoresheet_get_final_points (balut_player_get_sheet (balut_game_get_player (game, 1)));
        g_assert_cmpint (target.best, ==, MAX (a, b));
        g_assert_cmpuint (target.n_best, ==, a == b ? 2 : 1);
        tied = a == b;
      }
    g_assert_true (tied);
  }

  /* alone at the table there is no one to beat */
  {
    g_autoptr(BalutGame) game = balut_game_new (BALUT_VARIANT_STANDARD, 5);
    BalutStrategyWinTarget target;

    balut_test_add_player (game, "Expert", BALUT_PLAYER_COMPUTER);
    while (balut_game_get_n_turns (game) < balut_variant_get_n_boxes (BALUT_VARIANT_STANDARD) - 1)
      {
        g_autoptr(GError) error = NULL;

        g_assert_true (balut_strategy_play_level_turn (game, &error));
        g_assert_no_error (error);
      }
    g_assert_false (balut_strategy_get_win_target (game, &target));
  }
}

/* ------------------------------------------------------------------ */
/* Whole games and determinism                                        */

static BalutGame *
play_game (BalutVariant variant,
           guint64      seed,
           guint        n_players)
{
  BalutGame *game = balut_game_new (variant, seed);

  for (guint p = 0; p < n_players; p++)
    balut_test_add_player (game, "Computer", BALUT_PLAYER_COMPUTER);
  while (!balut_game_is_finished (game))
    {
      g_autoptr(GError) error = NULL;

      g_assert_true (balut_strategy_play_turn (game, NULL, &error));
      g_assert_no_error (error);
    }
  return game;
}

static void
test_plays_to_the_end (gconstpointer data)
{
  BalutVariant variant = GPOINTER_TO_UINT (data);

  for (guint seed = 1; seed <= 3; seed++)
    {
      g_autoptr(BalutGame) game = play_game (variant, seed, 1 + seed % 2);

      /* R3, J1: every box of every sheet */
      for (guint p = 0; p < balut_game_get_n_players (game); p++)
        g_assert_true (balut_scoresheet_is_complete (balut_player_get_sheet (balut_game_get_player (game, p))));
      g_assert_cmpuint (balut_game_get_n_turns (game), ==,
                        balut_game_get_n_players (game) * balut_variant_get_n_boxes (variant));
    }

  /* a finished game has no turn to play */
  {
    g_autoptr(BalutGame) game = play_game (variant, 9, 1);
    g_autoptr(GError) error = NULL;

    g_assert_false (balut_strategy_play_turn (game, NULL, &error));
    g_assert_error (error, BALUT_GAME_ERROR, BALUT_GAME_ERROR_FINISHED);
  }
}

static void
test_deterministic (void)
{
  g_autoptr(BalutGame) a = play_game (BALUT_VARIANT_STANDARD, 42, 2);
  g_autoptr(BalutGame) b = play_game (BALUT_VARIANT_STANDARD, 42, 2);

  g_assert_cmpuint (balut_game_get_n_turns (a), ==, balut_game_get_n_turns (b));
  for (guint i = 0; i < balut_game_get_n_turns (a); i++)
    {
      const BalutTurn *ta = balut_game_get_turn (a, i);
      const BalutTurn *tb = balut_game_get_turn (b, i);

      g_assert_cmpuint (ta->n_throws, ==, tb->n_throws);
      g_assert_cmpmem (ta->throws, sizeof ta->throws, tb->throws, sizeof tb->throws);
      g_assert_cmpmem (ta->holds, sizeof ta->holds, tb->holds, sizeof tb->holds);
      g_assert_cmpint (ta->box.category, ==, tb->box.category);
      g_assert_cmpuint (ta->box.box, ==, tb->box.box);
      g_assert_cmpint (ta->score, ==, tb->score);
    }

  /* the same question twice, the same answer to the bit */
  {
    g_autoptr(BalutScoresheet) sheet = balut_scoresheet_new (BALUT_VARIANT_JACKPOT);
    g_autoptr(BalutStrategy) s1 = balut_strategy_new (sheet, NULL);
    g_autoptr(BalutStrategy) s2 = balut_strategy_new (sheet, NULL);
    static const guint8 dice[BALUT_N_DICE] = { 3, 6, 6, 1, 6 };
    BalutStrategyDecision d1, d2;

    balut_strategy_decide (s1, dice, 2, &d1);
    balut_strategy_decide (s2, dice, 2, &d2);
    g_assert_cmpmem (&d1, sizeof d1, &d2, sizeof d2);
  }
}

/* Several threads reading one strategy at once get what one thread
 * gets (the simulator's use). */
static gpointer
decide_all (gpointer data)
{
  const BalutStrategy *strategy = data;
  double sum = 0;

  for (guint s = 0; s < BALUT_STRATEGY_N_ROLLS; s++)
    for (guint t = 0; t < 3; t++)
      {
        guint8 dice[BALUT_N_DICE];
        BalutStrategyDecision d;

        balut_strategy_get_roll (s, dice, NULL);
        balut_strategy_decide (strategy, dice, t, &d);
        sum += d.value * (s + 1) * (t + 1);
      }
  return g_memdup2 (&sum, sizeof sum);
}

static void
test_threads (void)
{
  g_autoptr(BalutScoresheet) sheet = balut_scoresheet_new (BALUT_VARIANT_STANDARD);
  g_autoptr(BalutStrategy) strategy = balut_strategy_new (sheet, NULL);
  g_autofree double *alone = decide_all (strategy);
  GThread *threads[4];

  for (guint i = 0; i < G_N_ELEMENTS (threads); i++)
    threads[i] = g_thread_new ("decide", decide_all, strategy);
  for (guint i = 0; i < G_N_ELEMENTS (threads); i++)
    {
      g_autofree double *sum = g_thread_join (threads[i]);

      g_assert_cmpfloat (*sum, ==, *alone);
    }
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/balut/core/strategy/rolls", test_rolls);
  g_test_add_func ("/balut/core/strategy/large-straight-brute-force-R1-R8", test_large_straight_brute_force);
  g_test_add_func ("/balut/core/strategy/expected-sixes-R1-R7", test_expected_sixes);
  g_test_add_func ("/balut/core/strategy/expected-fours-olathe-O1-O2", test_expected_fours_olathe);
  g_test_add_func ("/balut/core/strategy/stops-early-R1-R8", test_stops_early);
  for (guint v = 0; v < BALUT_N_VARIANTS; v++)
    {
      g_autofree char *legal = g_strdup_printf ("/balut/core/strategy/legal-R2-J3-O1/%s",
                                                balut_test_variant_names[v]);
      g_autofree char *games = g_strdup_printf ("/balut/core/strategy/plays-to-the-end-R3/%s",
                                                balut_test_variant_names[v]);

      g_test_add_data_func (legal, GUINT_TO_POINTER (v), test_legal);
      g_test_add_data_func (games, GUINT_TO_POINTER (v), test_plays_to_the_end);
    }
  g_test_add_func ("/balut/core/strategy/jackpot-timing-J3", test_jackpot_timing);
  g_test_add_func ("/balut/core/strategy/play-to-win-R21-R22", test_play_to_win);
  g_test_add_func ("/balut/core/strategy/deterministic", test_deterministic);
  g_test_add_func ("/balut/core/strategy/threads", test_threads);

  return g_test_run ();
}
