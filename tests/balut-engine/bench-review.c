/* bench-review.c — how long the review of a game takes (issue 30)
 *
 *   bench-review [--games 50] [--seed 1]
 *
 * For each variant, plays the seeded games of a Strong player (so that
 * the review has losses to find; the time does not depend on them),
 * saves each as a record and reviews it, and prints the time of each
 * review (the reviewing thread's CPU time, so that a busy machine does
 * not count) as mean, p50, p99 and slowest. A benchmark, never a test:
 * it prints and never fails on its figures (docs/review.md keeps them).
 *
 * SPDX-FileCopyrightText: 2026 The Balut developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include <stdlib.h>
#include <time.h>

#include "balut-game.h"
#include "balut-player.h"
#include "balut-record.h"
#include "balut-review.h"
#include "balut-strategy.h"

static double
thread_ms (void)
{
  struct timespec ts;

  clock_gettime (CLOCK_THREAD_CPUTIME_ID, &ts);
  return ts.tv_sec * 1000.0 + ts.tv_nsec / 1e6;
}

static int
compare_doubles (const void *a,
                 const void *b)
{
  double x = *(const double *) a, y = *(const double *) b;

  return (x > y) - (x < y);
}

int
main (int   argc,
      char *argv[])
{
  gint games = 50;
  gint64 seed = 1;
  g_autoptr(GOptionContext) context = g_option_context_new (NULL);
  g_autoptr(GError) error = NULL;
  const GOptionEntry entries[] = {
    { "games", 0, 0, G_OPTION_ARG_INT, &games, "Games of each variant (default 50)", "N" },
    { "seed", 0, 0, G_OPTION_ARG_INT64, &seed, "The first game's seed (default 1)", "S" },
    { NULL }
  };

  g_option_context_add_main_entries (context, entries, NULL);
  if (!g_option_context_parse (context, &argc, &argv, &error) || games < 1)
    {
      g_printerr ("bench-review: %s\n", error != NULL ? error->message : "--games must be at least 1");
      return 2;
    }

  for (BalutVariant v = BALUT_VARIANT_STANDARD; v <= BALUT_VARIANT_OLATHE; v++)
    {
      g_autofree double *ms = g_new (double, games);
      double sum = 0, lost = 0;

      for (gint i = 0; i < games; i++)
        {
          g_autoptr(BalutGame) game = balut_game_new (v, (guint64) (seed + i));
          g_autoptr(BalutGame) copy = NULL;
          g_autoptr(BalutReview) review = NULL;
          g_autofree char *data = NULL;
          gsize length;
          double start;

          balut_game_add_player (game, "Strong", BALUT_PLAYER_COMPUTER, NULL);
          balut_player_set_level (balut_game_get_player (game, 0), BALUT_LEVEL_STRONG);
          while (!balut_game_is_finished (game))
            if (!balut_strategy_play_level_turn (game, &error))
              g_error ("%s", error->message);
          data = balut_record_to_data (game, &length);
          copy = balut_record_load_data (data, (gssize) length, &error);
          if (copy == NULL)
            g_error ("%s", error->message);

          start = thread_ms ();
          review = balut_review_new (copy, 0, NULL, NULL, NULL, &error);
          ms[i] = thread_ms () - start;
          if (review == NULL)
            g_error ("%s", error->message);
          sum += ms[i];
          lost += balut_review_get_lost (review);
        }
      qsort (ms, games, sizeof ms[0], compare_doubles);
      g_print ("%-8s %d games (Strong, seeds %lld to %lld): review mean %.1f ms, p50 %.1f ms, "
               "p99 %.1f ms, slowest %.1f ms; the Strong player lost %.2f expected points a game\n",
               balut_variant_to_string (v), games, (long long) seed, (long long) (seed + games - 1),
               sum / games, ms[games / 2],
               ms[MIN (games - 1, (gint) (games * 0.99))], ms[games - 1], lost / games);
    }
  return 0;
}
