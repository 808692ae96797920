/* test-review.c — a game reviewed against the Expert (issue 30)
 *
 * The Expert's own games review to 0.00 lost in every variant; a game
 * with one deliberate blunder (a Straight draw kept over three Sixes, a
 * Balut box struck needlessly) shows it as the costliest decision, with
 * the Expert's choice and a loss computed again here: the hold's value
 * by enumerating every throw of the other dice, the entry's by the
 * Expert's value of the sheet after it. Within a turn, the expectation
 * before its first throw plus its luck less its losses is the value of
 * its entry. The records go through JSON as a saved game does.
 *
 * SPDX-FileCopyrightText: 2026 The Balut developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <math.h>
#include <string.h>

#include "balut-game.h"
#include "balut-player.h"
#include "balut-record.h"
#include "balut-review.h"
#include "balut-scoresheet.h"
#include "balut-strategy.h"
#include "balut-value.h"
#include "balut-test-util.h"

/* A blunder to make: at the player's turn `turn` (1-based), the first
 * throw shows `dice`, and the player holds `hold` (a die's position)
 * instead of the Expert's choice; or, with `strike`, at the first turn
 * from `turn` on when a Balut box may be filled (O1 orders Olathe's),
 * the first throw is entered there, struck (not five of a kind);
 * `struck` is that turn. */
typedef struct
{
  guint    turn;
  guint8   dice[BALUT_N_DICE];
  gboolean hold[BALUT_N_DICE];
  gboolean strike;
  guint    struck;
} Blunder;

/* The game through its record, as History and --review read it */
static BalutGame *
reload (BalutGame *game)
{
  g_autoptr(GError) error = NULL;
  gsize length;
  g_autofree char *data = balut_record_to_data (game, &length);
  BalutGame *copy = balut_record_load_data (data, (gssize) length, &error);

  g_assert_no_error (error);
  g_assert_nonnull (copy);
  return copy;
}

static BalutGame *
new_expert_game (BalutVariant variant,
                 guint64      seed)
{
  BalutGame *game = balut_game_new (variant, seed);

  g_assert_true (balut_game_add_player (game, "Expert", BALUT_PLAYER_COMPUTER, NULL));
  balut_player_set_level (balut_game_get_player (game, 0), BALUT_LEVEL_EXPERT);
  return game;
}

/* Plays the game to its end by the Expert (for points), with the
 * blunder when given */
static BalutGame *
play (BalutVariant  variant,
      guint64       seed,
      Blunder      *blunder)
{
  g_autoptr(BalutGame) game = new_expert_game (variant, seed);
  guint turn = 0;

  while (!balut_game_is_finished (game))
    {
      g_autoptr(GError) error = NULL;

      turn++;
      if (blunder != NULL && blunder->turn == turn && !blunder->strike)
        {
          g_assert_true (balut_game_throw_values (game, blunder->dice, &error));
          for (guint d = 0; d < BALUT_N_DICE; d++)
            g_assert_true (balut_game_set_held (game, d, blunder->hold[d], &error));
          g_assert_true (balut_game_roll (game, &error));
        }
      else if (blunder != NULL && blunder->strike && blunder->struck == 0 && turn >= blunder->turn)
        {
          BalutScoresheet *sheet = balut_player_get_sheet (balut_game_get_player (game, 0));
          guint8 dice[BALUT_N_DICE];
          guint box = 0;

          while (box < 4 && !balut_scoresheet_is_legal (sheet, BALUT_CATEGORY_BALUT, box))
            box++;
          g_assert_true (balut_game_roll (game, &error));
          balut_dice_get_values (balut_game_get_dice (game), dice);
          if (box < 4 && balut_scoresheet_preview (sheet, BALUT_CATEGORY_BALUT, box, dice) == 0)
            {
              g_assert_true (balut_game_enter (game, BALUT_CATEGORY_BALUT, box, &error));
              g_assert_no_error (error);
              blunder->struck = turn;
              continue;
            }
        }
      g_assert_true (balut_strategy_play_level_turn_for_points (game, &error));
      g_assert_no_error (error);
    }
  return reload (game);
}

/* The sheet of player 0 before its turn `turn` (1-based) */
static BalutScoresheet *
sheet_before (BalutGame *game,
              guint      turn)
{
  BalutScoresheet *sheet = balut_scoresheet_new (balut_game_get_variant (game));

  for (guint i = 0; i + 1 < turn; i++)
    {
      const BalutTurn *t = balut_game_get_turn (game, i);

      g_assert_cmpint (balut_scoresheet_enter (sheet, t->box.category, t->box.box,
                                               t->throws[t->n_throws - 1], NULL), >=, 0);
    }
  return sheet;
}

/* The value of holding `held` of `dice` with `throws_left`, by every
 * throw of the other dice: 6^n outcomes, each at its best play */
static double
hold_value_by_hand (const BalutStrategy *strategy,
                    const guint8        *dice,
                    const gboolean      *held,
                    guint                throws_left)
{
  guint free_dice[BALUT_N_DICE], n = 0, outcomes = 1;
  double sum = 0;

  for (guint d = 0; d < BALUT_N_DICE; d++)
    if (!held[d])
      {
        free_dice[n++] = d;
        outcomes *= 6;
      }
  for (guint o = 0; o < outcomes; o++)
    {
      guint8 thrown[BALUT_N_DICE];
      guint code = o;

      memcpy (thrown, dice, sizeof thrown);
      for (guint i = 0; i < n; i++)
        {
          thrown[free_dice[i]] = (guint8) (1 + code % 6);
          code /= 6;
        }
      sum += balut_strategy_roll_value (strategy, thrown, throws_left - 1);
    }
  return sum / outcomes;
}

static void
check_review_sums (const BalutReview *review)
{
  for (guint i = 0; i < balut_review_get_n_turns (review); i++)
    {
      const BalutReviewTurn *t = balut_review_get_turn (review, i);
      const BalutReviewDecision *last = balut_review_get_decision (review, t->first_decision + t->n_decisions - 1);

      g_assert_true (t->luck_known);
      g_assert_true (last->entry);
      /* expectation + luck − losses = the entry's value */
      g_assert_cmpfloat_with_epsilon (t->expected + t->luck - t->lost, last->value, 1e-6);
      for (guint k = 0; k < t->n_decisions; k++)
        {
          const BalutReviewDecision *d = balut_review_get_decision (review, t->first_decision + k);

          g_assert_cmpfloat (d->lost, >=, 0.0);
          g_assert_cmpfloat_with_epsilon (d->lost, MAX (0.0, d->best_value - d->value), 1e-12);
          g_assert_cmpuint (d->entry, ==, k + 1 == t->n_decisions);
        }
    }
}

static void
test_expert_zero (gconstpointer data)
{
  BalutVariant variant = GPOINTER_TO_UINT (data);

  for (guint64 seed = 1; seed <= (balut_test_thorough () ? 12u : 2u); seed++)
    {
      g_autoptr(BalutGame) game = play (variant, seed, NULL);
      g_autoptr(GError) error = NULL;
      g_autoptr(BalutReview) review = balut_review_new (game, 0, NULL, NULL, NULL, &error);
      guint costliest[3];

      g_assert_no_error (error);
      g_assert_cmpuint (balut_review_get_n_turns (review), ==, balut_variant_get_n_boxes (variant));
      g_assert_cmpuint (balut_review_get_n_decisions (review), >=, balut_variant_get_n_boxes (variant));
      for (guint i = 0; i < balut_review_get_n_decisions (review); i++)
        g_assert_cmpfloat (balut_review_get_decision (review, i)->lost, ==, 0.0);
      g_assert_cmpfloat (balut_review_get_lost (review), ==, 0.0);
      g_assert_cmpfloat (balut_review_get_accuracy (review), ==, 1.0);
      g_assert_cmpuint (balut_review_get_costliest (review, costliest), ==, 0);
      g_assert_cmpint (balut_review_get_final_points (review), ==,
                       balut_scoresheet_get_final_points (balut_player_get_sheet (balut_game_get_player (game, 0))));
      check_review_sums (review);
    }
}

/* Holding a Straight draw (4 5 6) over three Sixes on the first throw
 * of the first turn */
static void
test_blunder_hold (gconstpointer data)
{
  BalutVariant variant = GPOINTER_TO_UINT (data);
  Blunder blunder = { 3, { 6, 6, 6, 4, 5 }, { FALSE, FALSE, TRUE, TRUE, TRUE }, FALSE, 0 };
  g_autoptr(BalutGame) game = play (variant, 77, &blunder);
  g_autoptr(GError) error = NULL;
  g_autoptr(BalutReview) review = balut_review_new (game, 0, NULL, NULL, NULL, &error);
  g_autoptr(BalutScoresheet) sheet = NULL;
  g_autoptr(BalutStrategy) strategy = NULL;
  BalutStrategyOptions opts;
  const BalutReviewDecision *d;
  guint costliest[3], sixes = 0, max_throws = balut_variant_get_max_throws (variant);
  double chosen, best;

  g_assert_no_error (error);
  g_assert_cmpuint (balut_review_get_costliest (review, costliest), ==, 1);
  d = balut_review_get_decision (review, costliest[0]);
  g_assert_cmpuint (d->turn, ==, 3);
  g_assert_cmpuint (d->throw_number, ==, 1);
  g_assert_false (d->entry);
  g_assert_false (d->best_entry);
  /* the Expert holds the three Sixes (and no other die) */
  for (guint k = 0; k < BALUT_N_DICE; k++)
    if (d->best_held[k])
      {
        g_assert_cmpuint (d->dice[k], ==, 6);
        sixes++;
      }
  g_assert_cmpuint (sixes, ==, 3);

  /* the loss, computed again */
  sheet = sheet_before (game, 3);
  balut_strategy_options_for_level (BALUT_LEVEL_EXPERT, &opts);
  strategy = balut_strategy_new (sheet, &opts);
  chosen = hold_value_by_hand (strategy, blunder.dice, blunder.hold, max_throws - 1);
  best = hold_value_by_hand (strategy, blunder.dice, d->best_held, max_throws - 1);
  g_assert_cmpfloat_with_epsilon (d->value, chosen, 1e-9);
  g_assert_cmpfloat_with_epsilon (d->best_value, best, 1e-9);
  g_assert_cmpfloat_with_epsilon (d->lost, best - chosen, 1e-9);
  g_assert_cmpfloat (d->lost, >, 0.3);
  g_assert_cmpfloat_with_epsilon (balut_review_get_lost (review), d->lost, 1e-12);
  g_test_message ("%s: holding 4 5 6 over 6 6 6 loses %.3f expected points",
                  balut_variant_to_string (variant), d->lost);
  check_review_sums (review);
}

/* Striking a Balut box from the fifth turn on with the first throw */
static void
test_blunder_strike (gconstpointer data)
{
  BalutVariant variant = GPOINTER_TO_UINT (data);
  Blunder blunder = { 5, { 0 }, { 0 }, TRUE, 0 };
  g_autoptr(BalutGame) game = play (variant, 91, &blunder);
  g_autoptr(GError) error = NULL;
  g_autoptr(BalutReview) review = balut_review_new (game, 0, NULL, NULL, NULL, &error);
  g_autoptr(BalutScoresheet) sheet = NULL;
  g_autoptr(BalutScoresheet) after = NULL;
  const BalutReviewDecision *d;
  const BalutTurn *turn;
  guint costliest[3];
  gpointer context;
  double value;

  g_assert_no_error (error);
  g_assert_cmpuint (balut_review_get_costliest (review, costliest), >=, 1);
  d = balut_review_get_decision (review, costliest[0]);
  g_assert_cmpuint (blunder.struck, >=, 5);
  turn = balut_game_get_turn (game, blunder.struck - 1);
  g_assert_cmpuint (d->turn, ==, blunder.struck);
  g_assert_true (d->entry);
  g_assert_cmpint (d->box.category, ==, BALUT_CATEGORY_BALUT);
  g_assert_cmpint (turn->score, ==, 0);  /* struck */
  g_assert_true (!d->best_entry || d->best_box.category != BALUT_CATEGORY_BALUT);
  g_assert_cmpfloat (d->lost, >, 0.25);

  /* the entry's value: the Expert's value of the sheet with it */
  sheet = sheet_before (game, blunder.struck);
  context = balut_value_prepare (sheet, (gpointer) balut_value_tables_get_default (variant));
  value = balut_value_entry (sheet, BALUT_CATEGORY_BALUT, d->box.box, d->dice, context);
  balut_value_finish (context);
  g_assert_cmpfloat_with_epsilon (d->value, value, 1e-9);
  after = balut_scoresheet_copy (sheet);
  g_assert_cmpint (balut_scoresheet_enter (after, BALUT_CATEGORY_BALUT, d->box.box, d->dice, NULL), ==, 0);
  g_test_message ("%s: striking Balut with %u %u %u %u %u loses %.3f expected points",
                  balut_variant_to_string (variant), d->dice[0], d->dice[1], d->dice[2], d->dice[3],
                  d->dice[4], d->lost);
  check_review_sums (review);
}

/* A scoring-pad game: one throw a turn, the entries alone graded */
static void
test_pad (void)
{
  g_autoptr(BalutGame) game = balut_game_new (BALUT_VARIANT_STANDARD, 5);
  g_autoptr(BalutGame) copy = NULL;
  g_autoptr(BalutReview) review = NULL;
  g_autoptr(GError) error = NULL;
  static const guint8 dice[][BALUT_N_DICE] = { { 6, 6, 6, 6, 2 }, { 1, 2, 3, 4, 5 }, { 3, 3, 3, 3, 3 } };

  g_assert_true (balut_game_set_mode (game, BALUT_GAME_MODE_PAD, NULL));
  g_assert_true (balut_game_add_player (game, "Maria", BALUT_PLAYER_HUMAN, NULL));
  /* Sixes (good), then a Straight struck into Fours (bad), then a Balut */
  g_assert_true (balut_game_set_pad_dice (game, dice[0], 3, &error));
  g_assert_true (balut_game_enter (game, BALUT_CATEGORY_SIXES, 0, &error));
  g_assert_true (balut_game_set_pad_dice (game, dice[1], 2, &error));
  g_assert_true (balut_game_enter (game, BALUT_CATEGORY_FOURS, 0, &error));
  g_assert_true (balut_game_set_pad_dice (game, dice[2], 3, &error));
  g_assert_true (balut_game_enter (game, BALUT_CATEGORY_BALUT, 0, &error));
  g_assert_no_error (error);
  copy = reload (game);

  review = balut_review_new (copy, 0, NULL, NULL, NULL, &error);
  g_assert_no_error (error);
  g_assert_true (balut_review_get_pad (review));
  g_assert_cmpuint (balut_review_get_n_turns (review), ==, 3);
  g_assert_cmpuint (balut_review_get_n_decisions (review), ==, 3);
  for (guint i = 0; i < 3; i++)
    {
      const BalutReviewDecision *d = balut_review_get_decision (review, i);

      g_assert_true (d->entry);
      g_assert_true (d->best_entry);
      g_assert_false (balut_review_get_turn (review, i)->luck_known);
    }
  g_assert_cmpfloat (balut_review_get_decision (review, 0)->lost, ==, 0.0);
  g_assert_cmpfloat (balut_review_get_decision (review, 1)->lost, >, 1.0);
  g_assert_cmpint (balut_review_get_decision (review, 1)->best_box.category, ==, BALUT_CATEGORY_STRAIGHT);
  g_assert_cmpfloat (balut_review_get_decision (review, 2)->lost, ==, 0.0);
}

/* Refusals, cancellation and the worker thread */
static void
review_done (GObject      *source,
             GAsyncResult *result,
             gpointer      data)
{
  BalutReview **out = data;
  g_autoptr(GError) error = NULL;

  (void) source;
  *out = balut_review_new_finish (result, &error);
  g_assert_no_error (error);
}

static void
count_progress (guint    done,
                guint    total,
                gpointer data)
{
  guint *calls = data;

  g_assert_cmpuint (done, <=, total);
  g_atomic_int_inc (calls);
}

static void
test_api (void)
{
  g_autoptr(BalutGame) game = play (BALUT_VARIANT_STANDARD, 3, NULL);
  g_autoptr(BalutGame) empty = new_expert_game (BALUT_VARIANT_STANDARD, 3);
  g_autoptr(GCancellable) cancellable = g_cancellable_new ();
  g_autoptr(GError) error = NULL;
  g_autoptr(BalutReview) sync = NULL;
  BalutReview *async = NULL;
  guint calls = 0;

  g_assert_null (balut_review_new (game, 1, NULL, NULL, NULL, &error));
  g_assert_error (error, BALUT_REVIEW_ERROR, BALUT_REVIEW_ERROR_NO_PLAYER);
  g_clear_error (&error);
  g_assert_null (balut_review_new (empty, 0, NULL, NULL, NULL, &error));
  g_assert_error (error, BALUT_REVIEW_ERROR, BALUT_REVIEW_ERROR_NO_TURNS);
  g_clear_error (&error);
  g_cancellable_cancel (cancellable);
  g_assert_null (balut_review_new (game, 0, cancellable, NULL, NULL, &error));
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_CANCELLED);
  g_clear_error (&error);

  sync = balut_review_new (game, 0, NULL, count_progress, &calls, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (calls, ==, 28);
  balut_review_new_async (game, 0, NULL, NULL, NULL, review_done, &async);
  while (async == NULL)
    g_main_context_iteration (NULL, TRUE);
  g_assert_cmpuint (balut_review_get_n_decisions (async), ==, balut_review_get_n_decisions (sync));
  for (guint i = 0; i < balut_review_get_n_decisions (sync); i++)
    g_assert_true (memcmp (balut_review_get_decision (async, i), balut_review_get_decision (sync, i),
                           sizeof (BalutReviewDecision)) == 0);
  balut_review_free (async);
}

int
main (int   argc,
      char *argv[])
{
  static const char *names[] = { "standard", "jackpot", "olathe" };

  g_test_init (&argc, &argv, NULL);
  for (BalutVariant v = 0; v < G_N_ELEMENTS (names); v++)
    {
      g_autofree char *zero = g_strdup_printf ("/balut/core/review/expert-zero/%s", names[v]);
      g_autofree char *hold = g_strdup_printf ("/balut/core/review/blunder-hold-R1/%s", names[v]);
      g_autofree char *strike = g_strdup_printf ("/balut/core/review/blunder-strike-R2/%s", names[v]);

      g_test_add_data_func (zero, GUINT_TO_POINTER (v), test_expert_zero);
      g_test_add_data_func (hold, GUINT_TO_POINTER (v), test_blunder_hold);
      g_test_add_data_func (strike, GUINT_TO_POINTER (v), test_blunder_strike);
    }
  g_test_add_func ("/balut/core/review/pad", test_pad);
  g_test_add_func ("/balut/core/review/api", test_api);
  return g_test_run ();
}
