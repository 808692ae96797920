/* test-guess.c — the computer's Balut guess (R24)
 *
 *   - the guess is the most likely number of Balut boxes scored by the
 *     table, for every variant and 1 to 8 players;
 *   - (thorough run) the rate it assumes is what the Expert scores:
 *     single-player Expert games of each variant, their mean number of
 *     Balut boxes scored within four standard errors of it.
 *
 * SPDX-FileCopyrightText: 2026 The Balut developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include <math.h>

#include "balut-types.h"
#include "balut-scoresheet.h"
#include "balut-player.h"
#include "balut-game.h"
#include "balut-guess.h"
#include "balut-strategy.h"
#include "balut-test-util.h"

/* P(k Balut boxes scored of n, each with probability p) */
static double
binomial (guint  n,
          guint  k,
          double p)
{
  return exp (lgamma (n + 1.0) - lgamma (k + 1.0) - lgamma (n - k + 1.0)
              + k * log (p) + (n - k) * log1p (-p));
}

static void
test_most_likely (void)
{
  for (BalutVariant v = 0; v < BALUT_N_VARIANTS; v++)
    {
      double p = balut_guess_get_balut_rate (v) / BALUT_N_REGULAR;
      guint previous = 0;

      g_assert_cmpfloat (p, >, 0);
      g_assert_cmpfloat (p, <, 1);
      for (guint n = 1; n <= BALUT_MAX_PLAYERS; n++)
        {
          guint n_boxes = BALUT_N_REGULAR * n;
          guint guess = balut_guess_baluts (v, n);
          double best = binomial (n_boxes, guess, p);

          g_test_message ("%s, %u player(s): guess %u (%.1f %%)", balut_variant_to_string (v), n, guess, 100 * best);
          g_assert_cmpuint (guess, <=, n_boxes);
          for (guint k = 0; k <= n_boxes; k++)
            g_assert_cmpfloat (binomial (n_boxes, k, p), <=, best + 1e-12);
          /* more players, as many Baluts or more */
          g_assert_cmpuint (guess, >=, previous);
          previous = guess;
        }
      /* alone, a player most likely scores no Balut; a table of eight
       * scores several */
      g_assert_cmpuint (balut_guess_baluts (v, 1), ==, 0);
      g_assert_cmpuint (balut_guess_baluts (v, 8), >=, 4);
    }
}

/* The rate is the Expert's: its games, one player each */
static void
test_rate_is_the_experts (gconstpointer data)
{
  BalutVariant variant = GPOINTER_TO_UINT (data);
  const guint n_games = 80;
  double sum = 0, sum_sq = 0, mean, se;

  for (guint g = 0; g < n_games; g++)
    {
      g_autoptr(BalutGame) game = balut_game_new (variant, 9000 + g);
      BalutScoresheet *sheet;
      guint n;

      balut_test_add_player (game, "Expert", BALUT_PLAYER_COMPUTER);
      balut_player_set_level (balut_game_get_player (game, 0), BALUT_LEVEL_EXPERT);
      while (!balut_game_is_finished (game))
        {
          g_autoptr(GError) error = NULL;

          g_assert_true (balut_strategy_play_level_turn (game, &error));
          g_assert_no_error (error);
        }
      sheet = balut_player_get_sheet (balut_game_get_player (game, 0));
      n = balut_scoresheet_get_n_baluts (sheet);
      sum += n;
      sum_sq += (double) n * n;
    }
  mean = sum / n_games;
  se = sqrt ((sum_sq / n_games - mean * mean) / (n_games - 1));
  g_test_message ("%s: %.3f Baluts a game (+/- %.3f) over %u Expert games; the guess assumes %.2f",
                  balut_variant_to_string (variant), mean, se, n_games, balut_guess_get_balut_rate (variant));
  g_assert_cmpfloat (fabs (mean - balut_guess_get_balut_rate (variant)), <=, 4 * se + 1e-9);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/balut/engine/guess/most-likely-r24", test_most_likely);
  /* about a minute under the sanitizers: the thorough run's */
  if (balut_test_thorough ())
    for (BalutVariant v = 0; v < BALUT_N_VARIANTS; v++)
      {
        g_autofree char *path = g_strdup_printf ("/balut/engine/guess/rate-is-the-experts/%s", balut_test_variant_names[v]);

        g_test_add_data_func (path, GUINT_TO_POINTER (v), test_rate_is_the_experts);
      }

  return g_test_run ();
}
