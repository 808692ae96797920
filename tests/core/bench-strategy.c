/* bench-strategy.c — the strategy engine's player against the simple one
 *
 * Plays seeded solitaire games (game i has seed --seed + i) with each
 * player and prints the mean final points (R21) with a 95% confidence
 * interval, the mean score total (R19), games and decisions per second.
 * A decision is a choice of holds or of the box; the strategy's time
 * includes evaluating each turn (balut_strategy_new).
 *
 *   bench-strategy [--games N] [--seed S] [--variant V]
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <math.h>
#include <stdio.h>

#include "balut-core.h"

typedef struct
{
  const char *name;
  double      sum, sum_sq, score_sum;
  guint64     decisions;
  gint64      usec;
} Result;

static guint64 n_decisions;
static GArray *turn_usec;   /* the strategy's turns, each timed whole */

static void
play_strategy_turn (BalutGame *game)
{
  g_autoptr(GError) error = NULL;
  guint before = balut_game_get_n_turns (game);
  gint64 start = g_get_monotonic_time ();
  gint64 usec;

  if (!balut_strategy_play_turn (game, NULL, &error))
    g_error ("strategy: %s", error->message);
  usec = g_get_monotonic_time () - start;
  g_array_append_val (turn_usec, usec);
  /* the throws of the turn: a hold decision before each re-throw, and
   * the box at the end */
  n_decisions += balut_game_get_turn (game, before)->n_throws;
}

static void
play_simple_turn (BalutGame *game)
{
  BalutScoresheet *sheet = balut_player_get_sheet (balut_game_get_player (game, balut_game_get_current_player (game)));
  guint8 dice[BALUT_N_DICE];
  gboolean held[BALUT_N_DICE];
  BalutBox box;

  if (!balut_game_roll (game, NULL))
    g_error ("simple: cannot throw");
  for (;;)
    {
      balut_dice_get_values (balut_game_get_dice (game), dice);
      if (balut_game_get_throws_left (game) == 0)
        break;
      n_decisions++;
      if (!balut_simple_player_choose_holds (sheet, dice, held))
        break;
      for (guint i = 0; i < BALUT_N_DICE; i++)
        balut_game_set_held (game, i, held[i], NULL);
      if (!balut_game_roll (game, NULL))
        g_error ("simple: cannot throw");
    }
  n_decisions++;
  if (!balut_simple_player_choose_box (sheet, dice, &box)
      || !balut_game_enter (game, box.category, box.box, NULL))
    g_error ("simple: cannot enter");
}

static void
run (Result       *r,
     BalutVariant  variant,
     guint         n_games,
     guint64       seed,
     void        (*play_turn) (BalutGame *game))
{
  gint64 start = g_get_monotonic_time ();

  n_decisions = 0;
  for (guint i = 0; i < n_games; i++)
    {
      g_autoptr(BalutGame) game = balut_game_new (variant, seed + i);
      BalutScoresheet *sheet;
      double points;

      balut_game_add_player (game, "Computer", BALUT_PLAYER_COMPUTER, NULL);
      while (!balut_game_is_finished (game))
        play_turn (game);

      sheet = balut_player_get_sheet (balut_game_get_player (game, 0));
      points = balut_scoresheet_get_final_points (sheet);
      r->sum += points;
      r->sum_sq += points * points;
      r->score_sum += balut_scoresheet_get_score_total (sheet);
    }
  r->usec = g_get_monotonic_time () - start;
  r->decisions = n_decisions;
}

static void
print_result (const Result *r,
              guint         n)
{
  double mean = r->sum / n;
  double var = n > 1 ? (r->sum_sq - n * mean * mean) / (n - 1) : 0.0;
  double half = 1.96 * sqrt (MAX (var, 0.0) / n);
  double sec = MAX (r->usec, 1) / 1e6;

  printf ("%-9s  points %6.3f ± %.3f (95%% CI)  sd %.2f  score %6.1f  %8.1f games/s  %10.0f decisions/s\n",
          r->name, mean, half, sqrt (MAX (var, 0.0)), r->score_sum / n,
          n / sec, r->decisions / sec);
}

static gint
compare_usec (gconstpointer a,
              gconstpointer b)
{
  gint64 x = *(const gint64 *) a, y = *(const gint64 *) b;

  return (x > y) - (x < y);
}

static double
percentile (GArray *sorted,
            double  q)
{
  return g_array_index (sorted, gint64, (guint) (q * (sorted->len - 1)));
}

int
main (int   argc,
      char *argv[])
{
  gint n_games = 2000;
  gint64 seed = 1;
  g_autofree char *variant_name = NULL;
  BalutVariant variant = BALUT_VARIANT_STANDARD;
  GOptionEntry entries[] = {
    { "games", 'n', 0, G_OPTION_ARG_INT, &n_games, "Games per player", "N" },
    { "seed", 's', 0, G_OPTION_ARG_INT64, &seed, "Seed of the first game", "S" },
    { "variant", 'v', 0, G_OPTION_ARG_STRING, &variant_name, "standard, jackpot or olathe", "V" },
    { NULL }
  };
  g_autoptr(GOptionContext) context = g_option_context_new ("— the strategy player against the simple one");
  g_autoptr(GError) error = NULL;
  Result strategy = { .name = "strategy" }, simple = { .name = "simple" };

  turn_usec = g_array_new (FALSE, FALSE, sizeof (gint64));

  g_option_context_add_main_entries (context, entries, NULL);
  if (!g_option_context_parse (context, &argc, &argv, &error))
    {
      fprintf (stderr, "%s\n", error->message);
      return 2;
    }
  if (n_games < 1 || seed < 0 || (guint64) seed + n_games > BALUT_MAX_SEED
      || (variant_name != NULL && !balut_variant_from_string (variant_name, &variant)))
    {
      fprintf (stderr, "bad --games, --seed or --variant\n");
      return 2;
    }

  printf ("%s, %d solitaire games, seeds %" G_GINT64_FORMAT "–%" G_GINT64_FORMAT "\n",
          balut_variant_to_string (variant), n_games, seed, seed + n_games - 1);
  run (&simple, variant, n_games, seed, play_simple_turn);
  print_result (&simple, n_games);
  run (&strategy, variant, n_games, seed, play_strategy_turn);
  print_result (&strategy, n_games);

  /* a whole turn: evaluating the sheet (balut_strategy_new), each
   * decision and the game's own moves; a hint costs at most this */
  g_array_sort (turn_usec, compare_usec);
  printf ("strategy turn time: median %.3f ms, p99 %.3f ms, max %.3f ms over %u turns\n",
          percentile (turn_usec, 0.5) / 1e3, percentile (turn_usec, 0.99) / 1e3,
          g_array_index (turn_usec, gint64, turn_usec->len - 1) / 1e3, turn_usec->len);
  g_array_unref (turn_usec);

  return 0;
}
