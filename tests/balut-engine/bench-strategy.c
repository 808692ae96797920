/* bench-strategy.c — how long the computer levels take to decide
 *
 * Plays seeded solitaire games at a level and times, on one thread:
 *
 * - each decision as a computer seat makes it: the turn's strategy
 *   (balut_strategy_new) counts to the turn's first decision, then each
 *   balut_strategy_decide (holds or the box);
 * - each hint: what the window's Hint does for the position, a fresh
 *   strategy and one decision at the Expert level.
 *
 * It prints the median, 99th percentile and slowest of both, in ms.
 *
 *   bench-strategy [--level L] [--games N] [--seed S] [--variant V]
 *
 * SPDX-FileCopyrightText: 2026 The Balut developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <stdio.h>
#include <stdlib.h>

#include "balut-types.h"
#include "balut-dice.h"
#include "balut-scoresheet.h"
#include "balut-player.h"
#include "balut-game.h"
#include "balut-strategy.h"

static int
compare_double (const void *a,
                const void *b)
{
  double x = *(const double *) a, y = *(const double *) b;

  return (x > y) - (x < y);
}

static void
report (const char *what,
        GArray     *ms)
{
  double *v = (double *) ms->data;

  qsort (v, ms->len, sizeof (double), compare_double);
  g_print ("%-10s %7u   median %.3f ms   p99 %.3f ms   slowest %.3f ms\n", what, ms->len,
           v[ms->len / 2], v[MIN (ms->len - 1, (guint) (ms->len * 0.99))], v[ms->len - 1]);
}

int
main (int    argc,
      char **argv)
{
  gint games = 200;
  gint64 seed = 1;
  g_autofree char *variant_str = NULL, *level_str = NULL;
  GOptionEntry entries[] = {
    { "level", 'l', 0, G_OPTION_ARG_STRING, &level_str, "beginner, casual, strong or expert (default)", "L" },
    { "games", 'n', 0, G_OPTION_ARG_INT, &games, "Games", "N" },
    { "seed", 's', 0, G_OPTION_ARG_INT64, &seed, "Seed of the first game", "S" },
    { "variant", 'v', 0, G_OPTION_ARG_STRING, &variant_str, "standard, jackpot or olathe", "V" },
    { NULL }
  };
  g_autoptr(GOptionContext) context = g_option_context_new ("— how long the computer levels take to decide");
  g_autoptr(GError) error = NULL;
  g_autoptr(GArray) decision_ms = g_array_new (FALSE, FALSE, sizeof (double));
  g_autoptr(GArray) hint_ms = g_array_new (FALSE, FALSE, sizeof (double));
  BalutVariant variant = BALUT_VARIANT_STANDARD;
  BalutLevel level = BALUT_LEVEL_EXPERT;
  BalutStrategyOptions opts, expert;
  double points = 0;

  g_option_context_add_main_entries (context, entries, NULL);
  if (!g_option_context_parse (context, &argc, &argv, &error))
    {
      g_printerr ("%s\n", error->message);
      return 2;
    }
  if (games < 1 || seed < 0
      || (variant_str != NULL && !balut_variant_from_string (variant_str, &variant))
      || (level_str != NULL && !balut_level_from_string (level_str, &level)))
    {
      g_printerr ("Bad options; see --help\n");
      return 2;
    }
  balut_strategy_options_for_level (level, &opts);
  balut_strategy_options_for_level (BALUT_LEVEL_EXPERT, &expert);

  for (gint g = 0; g < games; g++)
    {
      g_autoptr(BalutGame) game = balut_game_new (variant, (guint64) seed + g);
      BalutScoresheet *sheet;

      balut_game_add_player (game, "Computer", BALUT_PLAYER_COMPUTER, NULL);
      sheet = balut_player_get_sheet (balut_game_get_player (game, 0));
      while (!balut_game_is_finished (game))
        {
          g_autoptr(BalutStrategy) strategy = NULL;
          gint64 start;
          gboolean first = TRUE;

          if (!balut_game_roll (game, &error))
            g_error ("%s", error->message);
          start = g_get_monotonic_time ();
          strategy = balut_strategy_new (sheet, &opts);
          for (;;)
            {
              guint8 dice[BALUT_N_DICE];
              BalutStrategyDecision d;
              double ms;

              balut_dice_get_values (balut_game_get_dice (game), dice);

              /* the hint for this position */
              {
                gint64 h = g_get_monotonic_time ();
                g_autoptr(BalutStrategy) s = balut_strategy_new (sheet, &expert);
                BalutStrategyDecision hd;

                balut_strategy_decide (s, dice, balut_game_get_throws_left (game), &hd);
                ms = (g_get_monotonic_time () - h) / 1000.0;
                g_array_append_val (hint_ms, ms);
              }

              if (!first)
                start = g_get_monotonic_time ();
              balut_strategy_decide (strategy, dice, balut_game_get_throws_left (game), &d);
              ms = (g_get_monotonic_time () - start) / 1000.0;
              g_array_append_val (decision_ms, ms);
              first = FALSE;

              if (d.stop)
                {
                  if (!balut_game_enter (game, d.box.category, d.box.box, &error))
                    g_error ("%s", error->message);
                  break;
                }
              for (guint i = 0; i < BALUT_N_DICE; i++)
                balut_game_set_held (game, i, d.held[i], NULL);
              if (!balut_game_roll (game, &error))
                g_error ("%s", error->message);
            }
        }
      points += balut_scoresheet_get_final_points (sheet);
    }

  g_print ("%s, %s, %d games: %.2f points a game\n", balut_level_to_string (level),
           balut_variant_to_string (variant), games, points / games);
  report ("decision", decision_ms);
  report ("hint", hint_ms);
  return 0;
}
