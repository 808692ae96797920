/* belote-bench.c — Belote's computer players measured: match wins of
 * pair A against pair B with 95 % intervals, points per deal, and the
 * time of each level's decisions (p50, p99)
 *
 * SPDX-FileCopyrightText: 2026 The Balut developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 *   belote-bench [-a expert] [-b strong] [-n 100] [-s 1] [-t 501]
 *                [--tournament] [-j 2]
 *
 * Each seed is played twice, the pairs swapping seats (B2), so both
 * pairs see the same cards. A benchmark, never a test: it prints and
 * never fails on its figures (docs/strategy.md keeps them). Decision
 * times are the deciding thread's CPU time, so that a busy machine does
 * not inflate them.
 */

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "balut-splitmix.h"
#include "belote-deal.h"
#include "belote-player.h"
#include "belote-score.h"

typedef struct
{
  BeloteLevel  levels[2];   /* pair A, pair B */
  BeloteSchool school;
  int          target;
  guint64      seed;
  guint        n_matches;
  /* results, under lock */
  GMutex       lock;
  guint        next;
  guint        wins[2];
  guint        played;
  double       points[2];   /* scored per deal by each pair */
  guint        deals;
  guint        taken[2], made[2], dedans[2];
  GArray      *times[BELOTE_N_LEVELS];  /* microseconds */
  GArray      *bid_times[BELOTE_N_LEVELS];
  GArray      *trick_times[BELOTE_N_TRICKS];  /* the Expert's cards by trick */
} Bench;

/* the decision's own CPU time: the machine may be busy with others */
static gint64
thread_us (void)
{
  struct timespec ts;

  clock_gettime (CLOCK_THREAD_CPUTIME_ID, &ts);
  return (gint64) ts.tv_sec * 1000000 + ts.tv_nsec / 1000;
}

static void
record_time (Bench            *b,
             BeloteLevel       level,
             const BeloteDeal *deal,
             double            us)
{
  g_mutex_lock (&b->lock);
  g_array_append_val (b->times[level], us);
  if (deal->phase != BELOTE_PHASE_PLAY)
    g_array_append_val (b->bid_times[level], us);
  else if (level == BELOTE_LEVEL_EXPERT)
    g_array_append_val (b->trick_times[deal->n_played / BELOTE_N_SEATS], us);
  g_mutex_unlock (&b->lock);
}

static int compare_double (gconstpointer a, gconstpointer b);

static void
print_times (const char *what,
             GArray     *t)
{
  double sum = 0;

  if (t->len == 0)
    return;
  g_array_sort (t, compare_double);
  for (guint i = 0; i < t->len; i++)
    sum += g_array_index (t, double, i);
  printf ("%s: %u, mean %.2f ms, p50 %.2f ms, p99 %.2f ms, max %.2f ms\n",
          what, t->len, sum / t->len / 1000,
          g_array_index (t, double, t->len / 2) / 1000,
          g_array_index (t, double, (guint) (t->len * 0.99)) / 1000,
          g_array_index (t, double, t->len - 1) / 1000);
}

/* One match: pair A plays seats (a_team), B the others. Returns the
 * winning pair (0 = A). */
static int
play_match (Bench  *b,
            guint64 seed,
            int     a_team)
{
  int totals[2] = { 0, 0 }, pot = 0;
  guint dealer = belote_first_dealer (seed);
  gint8 winner = BELOTE_NO_TEAM;
  double pts[2] = { 0, 0 };
  guint deals = 0, taken[2] = { 0 }, made[2] = { 0 }, dedans[2] = { 0 };

  for (guint n = 0; winner == BELOTE_NO_TEAM && n < 1000; n++)
    {
      BeloteCard deck[BELOTE_N_CARDS];
      BeloteDeal deal;
      BeloteDealSummary summary;
      BeloteDealScore score;
      BeloteMatchContext ctx = { b->target, { totals[0], totals[1] }, pot };

      belote_deck_shuffle (seed, n, deck);
      belote_deal_init (&deal, b->school, deck, dealer);
      while (belote_deal_to_move (&deal) != BELOTE_NO_SEAT)
        {
          gint8 seat = belote_deal_to_move (&deal);
          int pair = BELOTE_TEAM_OF (seat) == a_team ? 0 : 1;
          BeloteLevel level = b->levels[pair];
          BeloteDecision d;
          gint64 t0 = thread_us ();

          if (!belote_player_decide (level, &deal, b->school, &ctx,
                                     belote_player_seed (seed, n, &deal), NULL, &d, NULL))
            g_error ("no decision");
          record_time (b, level, &deal, (double) (thread_us () - t0));
          if (d.kind == BELOTE_DECISION_BID)
            belote_deal_bid (&deal, d.bid, NULL);
          else
            {
              if (d.n_declare > 0 && !belote_deal_declare (&deal, d.declare, d.n_declare, NULL))
                g_error ("declaration refused");
              if (!belote_deal_play (&deal, d.card, NULL))
                g_error ("illegal card");
            }
          belote_decision_clear (&d);
        }
      dealer = BELOTE_NEXT_SEAT (dealer);  /* B4 */
      if (deal.phase == BELOTE_PHASE_VOID)
        continue;
      belote_deal_summary (&deal, &summary);
      belote_score_deal (&summary, b->school, pot, &score);
      pot = score.pot_after;
      for (int t = 0; t < 2; t++)
        {
          totals[t] += score.scored[t];
          pts[t == a_team ? 0 : 1] += score.scored[t];
        }
      deals++;
      {
        int tp = BELOTE_TEAM_OF (deal.taker) == a_team ? 0 : 1;

        taken[tp]++;
        if (score.result == BELOTE_RESULT_MADE)
          made[tp]++;
        else if (score.result == BELOTE_RESULT_DEDANS)
          dedans[tp]++;
      }
      belote_match_over (totals, b->target, &winner);
    }
  g_mutex_lock (&b->lock);
  b->points[0] += pts[0];
  b->points[1] += pts[1];
  b->deals += deals;
  for (int p = 0; p < 2; p++)
    {
      b->taken[p] += taken[p];
      b->made[p] += made[p];
      b->dedans[p] += dedans[p];
    }
  g_mutex_unlock (&b->lock);
  return winner == a_team ? 0 : 1;
}

static gpointer
worker (gpointer data)
{
  Bench *b = data;

  for (;;)
    {
      guint i;
      int w;

      g_mutex_lock (&b->lock);
      i = b->next++;
      g_mutex_unlock (&b->lock);
      if (i >= 2 * b->n_matches)
        return NULL;
      w = play_match (b, balut_splitmix64 (b->seed * 1000003 + i / 2), (int) (i % 2));
      g_mutex_lock (&b->lock);
      b->wins[w]++;
      b->played++;
      g_mutex_unlock (&b->lock);
    }
}

static int
compare_double (gconstpointer a,
                gconstpointer b)
{
  double x = *(const double *) a, y = *(const double *) b;

  return x < y ? -1 : x > y;
}

int
main (int    argc,
      char **argv)
{
  Bench b = { { BELOTE_LEVEL_EXPERT, BELOTE_LEVEL_STRONG }, BELOTE_SCHOOL_FAMILY, 501, 1, 50 };
  g_autofree char *a = NULL, *bb = NULL;
  int jobs = 2;
  gboolean tournament = FALSE;
  int n = 50, target = 501;
  gint64 seed = 1;
  GOptionEntry entries[] = {
    { "a", 'a', 0, G_OPTION_ARG_STRING, &a, "pair A's level", "LEVEL" },
    { "b", 'b', 0, G_OPTION_ARG_STRING, &bb, "pair B's level", "LEVEL" },
    { "matches", 'n', 0, G_OPTION_ARG_INT, &n, "seeds (each played twice)", "N" },
    { "seed", 's', 0, G_OPTION_ARG_INT64, &seed, "first seed", "S" },
    { "target", 't', 0, G_OPTION_ARG_INT, &target, "B3 target", "T" },
    { "tournament", 0, 0, G_OPTION_ARG_NONE, &tournament, "B27 rules", NULL },
    { "jobs", 'j', 0, G_OPTION_ARG_INT, &jobs, "threads", "J" },
    { NULL },
  };
  g_autoptr(GOptionContext) oc = g_option_context_new (NULL);
  g_autoptr(GError) error = NULL;
  GThread *threads[16];
  double p, z = 1.96, nn, centre, half;

  g_option_context_add_main_entries (oc, entries, NULL);
  if (!g_option_context_parse (oc, &argc, &argv, &error))
    {
      fprintf (stderr, "%s\n", error->message);
      return 2;
    }
  if ((a != NULL && !belote_level_parse (a, &b.levels[0]))
      || (bb != NULL && !belote_level_parse (bb, &b.levels[1])))
    {
      fprintf (stderr, "levels: beginner, casual, strong, expert\n");
      return 2;
    }
  b.school = tournament ? BELOTE_SCHOOL_TOURNAMENT : BELOTE_SCHOOL_FAMILY;
  b.target = target;
  b.seed = (guint64) seed;
  b.n_matches = (guint) n;
  g_mutex_init (&b.lock);
  for (guint l = 0; l < BELOTE_N_LEVELS; l++)
    {
      b.times[l] = g_array_new (FALSE, FALSE, sizeof (double));
      b.bid_times[l] = g_array_new (FALSE, FALSE, sizeof (double));
    }
  for (guint t = 0; t < BELOTE_N_TRICKS; t++)
    b.trick_times[t] = g_array_new (FALSE, FALSE, sizeof (double));
  jobs = CLAMP (jobs, 1, 16);
  for (int j = 0; j < jobs; j++)
    threads[j] = g_thread_new ("bench", worker, &b);
  for (int j = 0; j < jobs; j++)
    g_thread_join (threads[j]);

  nn = b.played;
  p = b.wins[0] / nn;
  /* Wilson's interval */
  centre = (p + z * z / (2 * nn)) / (1 + z * z / nn);
  half = z * sqrt (p * (1 - p) / nn + z * z / (4 * nn * nn)) / (1 + z * z / nn);
  printf ("%s vs %s, %s, target %d, seeds %" G_GINT64_FORMAT "…, %u matches (each seed twice, seats swapped)\n",
          belote_level_to_string (b.levels[0]), belote_level_to_string (b.levels[1]),
          tournament ? "tournament" : "family", target, seed, b.played);
  printf ("A wins %u/%u = %.1f %% (95 %% interval %.1f–%.1f %%)\n",
          b.wins[0], b.played, 100 * p, 100 * (centre - half), 100 * (centre + half));
  printf ("points per deal: A %.1f, B %.1f (%u deals played)\n",
          b.points[0] / b.deals, b.points[1] / b.deals, b.deals);
  for (int q = 0; q < 2; q++)
    printf ("pair %c took %u deals: made %.1f %%, dedans %.1f %%\n", q ? 'B' : 'A', b.taken[q],
            b.taken[q] ? 100.0 * b.made[q] / b.taken[q] : 0, b.taken[q] ? 100.0 * b.dedans[q] / b.taken[q] : 0);
  for (guint l = 0; l < BELOTE_N_LEVELS; l++)
    {
      g_autofree char *all = g_strdup_printf ("%s decisions", belote_level_to_string ((BeloteLevel) l));
      g_autofree char *bids = g_strdup_printf ("%s bids", belote_level_to_string ((BeloteLevel) l));

      print_times (all, b.times[l]);
      print_times (bids, b.bid_times[l]);
      g_array_unref (b.times[l]);
      g_array_unref (b.bid_times[l]);
    }
  for (guint t = 0; t < BELOTE_N_TRICKS; t++)
    {
      g_autofree char *what = g_strdup_printf ("expert cards, trick %u", t + 1);

      print_times (what, b.trick_times[t]);
      g_array_unref (b.trick_times[t]);
    }
  g_mutex_clear (&b.lock);
  return 0;
}
