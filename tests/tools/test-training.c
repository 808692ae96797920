/* test-training.c — what balut-train alone links (src/tools,
 * balut-training): the network's trainer and the fitting of the value
 * tables
 *
 * SPDX-FileCopyrightText: 2026 The Balut developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <math.h>

#include "balut-types.h"
#include "balut-scoresheet.h"
#include "balut-player.h"
#include "balut-game.h"
#include "balut-net.h"
#include "balut-net-trainer.h"
#include "balut-strategy.h"
#include "balut-test-util.h"
#include "balut-value.h"
#include "balut-value-stats.h"

/* ------------------------------------------------------------------ */
/* The network's trainer                                               */

/* Trains @net (3 inputs, 2 outputs) on x0 + 2·x1 and |x2|; returns the
 * running mean of the squared error at the end. */
static double
learn_simple (BalutNet *net,
              GRand    *rand)
{
  g_autoptr(BalutNetTrainer) trainer = balut_net_trainer_new (net, 1e-2);
  double error = 0;

  for (guint step = 0; step < 20000; step++)
    {
      float x[3], t[2];

      for (guint i = 0; i < 3; i++)
        x[i] = (float) g_rand_double_range (rand, -1, 1);
      t[0] = x[0] + 2 * x[1];
      t[1] = fabsf (x[2]);
      error = 0.99 * error + 0.01 * balut_net_trainer_add (trainer, x, t);
      if (step % 16 == 15)
        balut_net_trainer_step (trainer);
    }
  return error;
}

/* A network learns a simple function. */
static void
test_net (void)
{
  g_autoptr(BalutNet) net = balut_net_new (3, 16, 2, 1);
  g_autoptr(GRand) rand = g_rand_new_with_seed (3);

  g_assert_cmpfloat (learn_simple (net, rand), <, 0.01);
}

/* A network whose outputs are parts of one value learns the value from
 * its sum alone (balut-train --bellman). */
static void
test_net_sum (void)
{
  g_autoptr(BalutNet) net = balut_net_new (2, 16, 3, 5);
  g_autoptr(BalutNetTrainer) trainer = balut_net_trainer_new (net, 1e-2);
  g_autoptr(GRand) rand = g_rand_new_with_seed (11);
  double error = 0;

  for (guint step = 0; step < 20000; step++)
    {
      float x[2];

      for (guint i = 0; i < 2; i++)
        x[i] = (float) g_rand_double_range (rand, -1, 1);
      error = 0.99 * error + 0.01 * balut_net_trainer_add_sum (trainer, x, 3 * x[0] - fabsf (x[1]));
      if (step % 16 == 15)
        balut_net_trainer_step (trainer);
    }
  g_assert_cmpfloat (error, <, 0.01);

  {
    float x[2] = { 0.5f, -0.5f }, out[3];

    balut_net_forward (net, x, out);
    g_assert_cmpfloat_with_epsilon (out[0] + out[1] + out[2], 1.0, 0.1);
  }
}

/* A trained network widened by balut_net_resize() (balut-train
 * --features, a larger --net) learns a target that only its new inputs
 * explain, so its new weights are not stuck at 0. */
static void
test_net_resize (void)
{
  g_autoptr(GRand) rand = g_rand_new_with_seed (12);
  g_autoptr(BalutNet) net = balut_net_new (3, 11, 2, 4);
  g_autoptr(BalutNet) wide = NULL;
  g_autoptr(BalutNetTrainer) trainer = NULL;
  double before = 0, after = 0;

  g_assert_cmpfloat (learn_simple (net, rand), <, 0.01);
  wide = balut_net_resize (net, 7, 19, 7);
  trainer = balut_net_trainer_new (wide, 1e-2);
  for (guint step = 0; step < 3000; step++)
    {
      float x[7], out[2], target[2];
      double loss;

      for (guint i = 0; i < 7; i++)
        x[i] = (float) g_rand_double_range (rand, 0, 1);
      balut_net_forward (net, x, out);
      for (guint o = 0; o < 2; o++)
        target[o] = out[o] + 2.0f * x[3 + o] - x[6];
      loss = balut_net_trainer_add (trainer, x, target);
      balut_net_trainer_step (trainer);
      if (step < 100)
        before += loss;
      else if (step >= 2900)
        after += loss;
    }
  g_assert_cmpfloat (after, <, before / 20);
}

/* ------------------------------------------------------------------ */
/* Fitting the tables                                                  */

#define N_GAMES 6

/* The sheets of N_GAMES seeded solitaire games of the Beginner after
 * each entry, as balut-train gathers them, and the complete sheets. */
typedef struct
{
  BalutVariant     variant;
  guint            n_states;               /* a game */
  BalutValueBoxes *boxes;                  /* [N_GAMES × n_states] */
  BalutGame       *games[N_GAMES];
} Games;

static void
games_play (Games        *g,
            BalutVariant  variant)
{
  g->variant = variant;
  g->n_states = balut_variant_get_n_boxes (variant);
  g->boxes = g_new (BalutValueBoxes, N_GAMES * g->n_states);
  for (guint i = 0; i < N_GAMES; i++)
    {
      BalutScoresheet *sheet;

      g->games[i] = balut_game_new (variant, 100 + i);
      balut_test_add_player (g->games[i], "Beginner", BALUT_PLAYER_COMPUTER);
      balut_player_set_level (balut_game_get_player (g->games[i], 0), BALUT_LEVEL_BEGINNER);
      sheet = balut_player_get_sheet (balut_game_get_player (g->games[i], 0));
      for (guint t = 0; t < g->n_states; t++)
        {
          g_autoptr(GError) error = NULL;
          BalutValueBoxes *boxes = &g->boxes[i * g->n_states + t];

          g_assert_true (balut_strategy_play_level_turn (g->games[i], &error));
          g_assert_no_error (error);
          for (guint c = 0; c < BALUT_N_CATEGORIES; c++)
            for (guint b = 0; b < BALUT_N_COLUMNS; b++)
              (*boxes)[c][b] = balut_scoresheet_has_box (sheet, c, b)
                               ? balut_scoresheet_get_box (sheet, c, b) : BALUT_BOX_EMPTY;
        }
      g_assert_true (balut_game_is_finished (g->games[i]));
    }
}

static void
games_clear (Games *g)
{
  for (guint i = 0; i < N_GAMES; i++)
    g_clear_object (&g->games[i]);
  g_clear_pointer (&g->boxes, g_free);
}

/* Adds games @from … @to − 1 to @stats. */
static void
games_add (const Games     *g,
           BalutValueStats *stats,
           guint            from,
           guint            to)
{
  for (guint i = from; i < to; i++)
    balut_value_stats_add_game (stats, &g->boxes[i * g->n_states], g->n_states,
                                balut_player_get_sheet (balut_game_get_player (g->games[i], 0)));
}

/* @a and @b value every sheet of the games within @epsilon; returns
 * the largest difference. */
static double
assert_same_values (const Games            *g,
                    const BalutValueTables *a,
                    const BalutValueTables *b,
                    double                  epsilon)
{
  double most = 0;

  for (guint s = 0; s < N_GAMES * g->n_states; s++)
    {
      double va = balut_value_of_boxes (a, &g->boxes[s]);
      double vb = balut_value_of_boxes (b, &g->boxes[s]);

      g_assert_cmpfloat_with_epsilon (va, vb, epsilon);
      most = MAX (most, fabs (va - vb));
    }
  return most;
}

/* balut-train gathers a round's games in one stats per thread and merges
 * them (the same tables whatever the threads), weighs the earlier
 * rounds down by scaling (--decay), and starts from the prior: with no
 * games, the fit is the prior. */
static void
test_stats (gconstpointer data)
{
  BalutVariant variant = GPOINTER_TO_UINT (data);
  g_autoptr(BalutValueTables) prior = balut_value_tables_new (variant);
  g_autoptr(BalutValueStats) all = balut_value_stats_new (prior);
  g_autoptr(BalutValueStats) half = balut_value_stats_new (prior);
  g_autoptr(BalutValueStats) other = balut_value_stats_new (prior);
  g_autoptr(BalutValueStats) none = balut_value_stats_new (prior);
  g_autoptr(BalutValueStats) again = balut_value_stats_new (prior);
  g_autoptr(BalutValueTables) fit_all = NULL, fit_merged = NULL, fit_other = NULL;
  g_autoptr(BalutValueTables) fit_scaled = NULL, fit_none = NULL;
  g_autoptr(GBytes) bytes_other = NULL, bytes_scaled = NULL;
  double moved;
  Games g;

  games_play (&g, variant);
  games_add (&g, all, 0, N_GAMES);
  games_add (&g, half, 0, N_GAMES / 2);
  games_add (&g, other, N_GAMES / 2, N_GAMES);

  /* the games move the tables away from the prior */
  fit_all = balut_value_stats_fit (all, 8.0);
  fit_none = balut_value_stats_fit (none, 8.0);
  moved = assert_same_values (&g, fit_all, prior, 100.0);
  g_test_message ("the games move the value of a sheet by up to %.3f points", moved);
  g_assert_cmpfloat (moved, >, 1.0);
  assert_same_values (&g, fit_none, prior, 1e-4);

  /* the second half alone, for the scaling below */
  fit_other = balut_value_stats_fit (other, 8.0);
  bytes_other = balut_value_tables_serialize (fit_other);

  /* two halves merged fit as all the games in one (up to the order of
   * the bracket's fractional sums) */
  balut_value_stats_merge (half, other);
  fit_merged = balut_value_stats_fit (half, 8.0);
  g_test_message ("merged: %g points from one", assert_same_values (&g, fit_all, fit_merged, 1e-6));

  /* scaled to nothing, the first half leaves only the second: every
   * sum and count is scaled, the boxes' means too */
  balut_value_stats_scale (all, 0.0);
  games_add (&g, again, N_GAMES / 2, N_GAMES);
  balut_value_stats_merge (all, again);
  fit_scaled = balut_value_stats_fit (all, 8.0);
  bytes_scaled = balut_value_tables_serialize (fit_scaled);
  g_assert_true (g_bytes_equal (bytes_other, bytes_scaled));

  games_clear (&g);
}

/* A cell holds the mean of its part's final points over the games that
 * passed through it: one game seen a thousand times (added once, then
 * scaled), fitted with little pull toward the neighbours and the prior,
 * values each of its sheets at the game's final points (R21), where the
 * prior is points away. */
static void
test_stats_mean (gconstpointer data)
{
  BalutVariant variant = GPOINTER_TO_UINT (data);
  g_autoptr(BalutValueTables) prior = balut_value_tables_new (variant);
  Games g;

  games_play (&g, variant);
  for (guint i = 0; i < N_GAMES; i++)
    {
      g_autoptr(BalutValueStats) stats = balut_value_stats_new (prior);
      g_autoptr(BalutValueTables) fit = NULL;
      BalutScoresheet *sheet = balut_player_get_sheet (balut_game_get_player (g.games[i], 0));
      double points = balut_scoresheet_get_final_points (sheet), most = 0, most_prior = 0;

      games_add (&g, stats, i, i + 1);
      balut_value_stats_scale (stats, 1000.0);
      fit = balut_value_stats_fit (stats, 0.1);
      for (guint t = 0; t < g.n_states; t++)
        {
          const BalutValueBoxes *boxes = &g.boxes[i * g.n_states + t];

          most = MAX (most, fabs (balut_value_of_boxes (fit, boxes) - points));
          most_prior = MAX (most_prior, fabs (balut_value_of_boxes (prior, boxes) - points));
        }
      g_test_message ("game %u, %g points: its sheets valued within %.4f of them (the prior: %.3f)",
                      i, points, most, most_prior);
      g_assert_cmpfloat (most, <, 0.05);
      g_assert_cmpfloat (most_prior, >, 1.0);
    }
  games_clear (&g);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/balut/tools/training/net", test_net);
  g_test_add_func ("/balut/tools/training/net-sum", test_net_sum);
  g_test_add_func ("/balut/tools/training/net-resize", test_net_resize);
  for (guint v = 0; v < BALUT_N_VARIANTS; v++)
    {
      g_autofree char *stats = g_strdup_printf ("/balut/tools/training/stats/%s",
                                                balut_test_variant_names[v]);
      g_autofree char *mean = g_strdup_printf ("/balut/tools/training/stats-mean/%s",
                                               balut_test_variant_names[v]);

      g_test_add_data_func (stats, GUINT_TO_POINTER (v), test_stats);
      g_test_add_data_func (mean, GUINT_TO_POINTER (v), test_stats_mean);
    }

  return g_test_run ();
}
