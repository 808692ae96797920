/* balut-sim.c — the computer players, simulated
 *
 * Plays seeded games of computer players through the public BalutGame
 * API (balut_strategy_play_level_turn) and prints what they score: one
 * level alone (solitaire), or several levels at one table (--versus).
 *
 * Game i has the seed splitmix64 (splitmix64 (S) + i) kept to the core's
 * 53 bits, and its results go to slot i of an array; the workers take
 * game numbers from an atomic counter and the figures are summed after
 * the join in game order. The output is therefore the same for any
 * number of threads, timing figures aside.
 *
 * SPDX-FileCopyrightText: 2026 The Balut developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gstdio.h>
#include <errno.h>
#include <math.h>

#include "balut-types.h"
#include "balut-rules.h"
#include "balut-scoresheet.h"
#include "balut-player.h"
#include "balut-game.h"
#include "balut-record.h"
#include "balut-strategy.h"
#include "balut-paths.h"
#include "balut-splitmix.h"
#include "belote-sim.h"

#define MAX_GAMES   1000000
#define MAX_THREADS 64

enum {
  EXIT_OK = 0,
  EXIT_FAILED = 1,   /* a record could not be written (or the engine refused a move) */
  EXIT_USAGE = 2,
};

/* The six categories with an end-of-game condition (R12–R17). */
#define N_CONDITIONS BALUT_CATEGORY_BALUT

static const char * const condition_rules[N_CONDITIONS] = {
  "R12", "R13", "R14", "R15", "R16", "R17",
};

typedef enum
{
  JACKPOT_EMPTY,     /* never filled (cannot happen in a finished game) */
  JACKPOT_STRUCK,    /* entered with 0: not used (J3) */
  JACKPOT_BONUS,     /* used, condition met (J5) */
  JACKPOT_PENALTY,   /* used, condition not met (J5) */
} JackpotOutcome;

/* One seat of one game, in the order the contestants were given. */
typedef struct
{
  gint16  points;                        /* R21 */
  gint8   bracket;                       /* R20 */
  guint8  place;                         /* R22, from 1 */
  guint8  n_baluts;
  guint16 total;                         /* R19 / J7 */
  guint8  met;                           /* bit c: condition of category c met */
  guint8  jackpot[N_CONDITIONS];         /* JackpotOutcome */
} SeatResult;

typedef struct
{
  guint64 seed;
  guint32 n_turns;
  guint32 n_decisions;
  gint64  usec;                          /* the strategy's turns, summed */
  gint64  max_turn_usec;
} GameResult;

typedef struct
{
  BalutVariant  variant;
  guint64       seed;
  guint         n_games;
  guint         n_contestants;           /* 1: solitaire */
  BalutLevel    levels[BALUT_MAX_PLAYERS];
  char         *names[BALUT_MAX_PLAYERS];
  const char   *records_dir;             /* NULL: no records */
  guint         n_keep;
  gboolean      points_only;             /* the Expert does not play to win */

  GameResult   *games;                   /* [n_games] */
  SeatResult   *seats;                   /* [n_games × n_contestants] */

  gint          next;                    /* atomic: the next game to play */
  gint          failed;                  /* atomic: stop taking games */
  GMutex        error_lock;
  GError       *error;                   /* the failure of the lowest game */
  guint         error_game;
} Sim;

/* ------------------------------------------------------------------ */
/* Playing                                                             */
/* ------------------------------------------------------------------ */

/* Mixing the seed first keeps runs apart: with splitmix64 (S + i) alone,
 * seed S + 1 would replay the games of seed S shifted by one. */
static guint64
game_seed (guint64 seed,
           guint   index)
{
  return balut_splitmix64 (balut_splitmix64 (seed) + index) & BALUT_MAX_SEED;
}

/* Game i seats contestant (i + j) mod n at seat j, so that every
 * contestant sits first equally often. */
static guint
contestant_at (const Sim *sim,
               guint      game,
               guint      seat)
{
  return (game + seat) % sim->n_contestants;
}

static void
fail_game (Sim    *sim,
           guint   index,
           GError *error)
{
  g_mutex_lock (&sim->error_lock);
  if (sim->error == NULL || index < sim->error_game)
    {
      g_clear_error (&sim->error);
      sim->error = error;
      sim->error_game = index;
    }
  else
    g_error_free (error);
  g_mutex_unlock (&sim->error_lock);
  g_atomic_int_set (&sim->failed, 1);
}

static void
collect_seat (BalutGame  *game,
              guint       seat,
              SeatResult *out)
{
  BalutScoresheet *sheet = balut_player_get_sheet (balut_game_get_player (game, seat));
  const BalutPoints *points = balut_scoresheet_get_points (sheet);

  out->points = (gint16) points->final_points;
  out->bracket = (gint8) points->bracket_points;
  out->total = (guint16) points->score_total;
  out->n_baluts = (guint8) points->n_baluts;
  out->place = (guint8) balut_game_get_place (game, seat);
  out->met = 0;
  for (guint c = 0; c < N_CONDITIONS; c++)
    {
      const BalutCategoryPoints *cp = &points->categories[c];

      if (cp->condition_met)
        out->met |= 1u << c;
      if (cp->jackpot_score == BALUT_BOX_EMPTY)
        out->jackpot[c] = JACKPOT_EMPTY;
      else if (cp->jackpot_score == 0)
        out->jackpot[c] = JACKPOT_STRUCK;
      else
        out->jackpot[c] = cp->jackpot_points > 0 ? JACKPOT_BONUS : JACKPOT_PENALTY;
    }
}

static gboolean
play_game (Sim     *sim,
           guint    index,
           GError **error)
{
  g_autoptr(BalutGame) game = NULL;
  GameResult *result = &sim->games[index];

  result->seed = game_seed (sim->seed, index);
  game = balut_game_new (sim->variant, result->seed);

  for (guint seat = 0; seat < sim->n_contestants; seat++)
    {
      guint who = contestant_at (sim, index, seat);

      if (!balut_game_add_player (game, sim->names[who], BALUT_PLAYER_COMPUTER, error))
        return FALSE;
      balut_player_set_level (balut_game_get_player (game, seat), sim->levels[who]);
    }

  while (!balut_game_is_finished (game))
    {
      guint turn = balut_game_get_n_turns (game);
      gint64 start = g_get_monotonic_time ();
      gint64 usec;

      if (!(sim->points_only ? balut_strategy_play_level_turn_for_points (game, error)
                             : balut_strategy_play_level_turn (game, error)))
        {
          g_prefix_error (error, "game %u, turn %u: ", index + 1, turn + 1);
          return FALSE;
        }
      usec = g_get_monotonic_time () - start;
      result->usec += usec;
      result->max_turn_usec = MAX (result->max_turn_usec, usec);
      result->n_turns++;
      /* a hold before every throw after the first, and the entry */
      result->n_decisions += balut_game_get_turn (game, turn)->n_throws;
    }

  for (guint seat = 0; seat < sim->n_contestants; seat++)
    collect_seat (game, seat,
                  &sim->seats[(gsize) index * sim->n_contestants + contestant_at (sim, index, seat)]);

  if (sim->records_dir != NULL && index < sim->n_keep)
    {
      g_autofree char *basename = g_strdup_printf ("game-%05u.json", index + 1);
      g_autofree char *filename = g_build_filename (sim->records_dir, basename, NULL);

      if (!balut_record_save_to_file (game, filename, error))
        return FALSE;
    }

  return TRUE;
}

/* One turn in this thread before the workers start: the GObject classes,
 * error quarks and the strategy's tables are set up here once. GLib does
 * that safely from any thread, but with futexes ThreadSanitizer cannot
 * see; after this it reports only real races. */
static void
warm_up (BalutVariant variant)
{
  g_autoptr(BalutGame) game = balut_game_new (variant, 0);
  g_autoptr(GError) error = NULL;

  if (!balut_game_add_player (game, "warm-up", BALUT_PLAYER_COMPUTER, &error)
      || !balut_strategy_play_level_turn (game, &error))
    g_warning ("warm-up: %s", error->message);
}

static gpointer
worker_cb (gpointer data)
{
  Sim *sim = data;

  while (!g_atomic_int_get (&sim->failed))
    {
      gint index = g_atomic_int_add (&sim->next, 1);
      GError *error = NULL;

      if (index < 0 || (guint) index >= sim->n_games)
        break;
      if (!play_game (sim, (guint) index, &error))
        fail_game (sim, (guint) index, error);
    }

  return NULL;
}

/* ------------------------------------------------------------------ */
/* Figures                                                             */
/* ------------------------------------------------------------------ */

typedef struct
{
  double mean;
  double sd;        /* sample standard deviation (n − 1) */
  double ci;        /* 95% confidence half-width: 1.96 · sd / √n */
  gint   min, max;
} Stat;

typedef struct
{
  Stat     points;
  Stat     total;
  double   bracket_mean;
  double   baluts_mean;
  double   place_mean;
  double   wins;                           /* a shared first place of k counts 1/k */
  double   met_rate[N_CONDITIONS];
  double   jackpot_rate[N_CONDITIONS][4];  /* by JackpotOutcome */
} Figures;

typedef struct
{
  guint64 n_turns;
  guint64 n_decisions;
  gint64  usec;
  gint64  max_turn_usec;
  double  wall;                            /* seconds */
  guint   n_threads;
} Timing;

/* Two passes in game order: the same sums whatever the thread count. */
static void
compute_stat (Stat          *stat,
              const Sim     *sim,
              guint          who,
              gboolean       of_total)
{
  double sum = 0.0, sq = 0.0;
  guint n = sim->n_games;

  stat->min = G_MAXINT;
  stat->max = G_MININT;
  for (guint i = 0; i < n; i++)
    {
      const SeatResult *s = &sim->seats[(gsize) i * sim->n_contestants + who];
      gint x = of_total ? (gint) s->total : (gint) s->points;

      sum += x;
      stat->min = MIN (stat->min, x);
      stat->max = MAX (stat->max, x);
    }
  stat->mean = sum / n;
  for (guint i = 0; i < n; i++)
    {
      const SeatResult *s = &sim->seats[(gsize) i * sim->n_contestants + who];
      double d = (of_total ? (double) s->total : (double) s->points) - stat->mean;

      sq += d * d;
    }
  stat->sd = n > 1 ? sqrt (sq / (n - 1)) : 0.0;
  stat->ci = 1.96 * stat->sd / sqrt ((double) n);
}

static void
compute_figures (const Sim *sim,
                 guint      who,
                 Figures   *f)
{
  double bracket = 0.0, baluts = 0.0, place = 0.0;
  guint met[N_CONDITIONS] = { 0, };
  guint jackpot[N_CONDITIONS][4] = { { 0, }, };
  guint n = sim->n_games;

  memset (f, 0, sizeof *f);
  compute_stat (&f->points, sim, who, FALSE);
  compute_stat (&f->total, sim, who, TRUE);

  for (guint i = 0; i < n; i++)
    {
      const SeatResult *row = &sim->seats[(gsize) i * sim->n_contestants];
      const SeatResult *s = &row[who];
      guint n_first = 0;

      bracket += s->bracket;
      baluts += s->n_baluts;
      place += s->place;
      for (guint c = 0; c < N_CONDITIONS; c++)
        {
          if (s->met & (1u << c))
            met[c]++;
          jackpot[c][s->jackpot[c]]++;
        }
      if (s->place == 1)
        {
          for (guint j = 0; j < sim->n_contestants; j++)
            n_first += row[j].place == 1;
          f->wins += 1.0 / n_first;
        }
    }

  f->bracket_mean = bracket / n;
  f->baluts_mean = baluts / n;
  f->place_mean = place / n;
  for (guint c = 0; c < N_CONDITIONS; c++)
    {
      f->met_rate[c] = (double) met[c] / n;
      for (guint o = 0; o < 4; o++)
        f->jackpot_rate[c][o] = (double) jackpot[c][o] / n;
    }
}

static void
compute_timing (const Sim *sim,
                Timing    *t)
{
  for (guint i = 0; i < sim->n_games; i++)
    {
      const GameResult *g = &sim->games[i];

      t->n_turns += g->n_turns;
      t->n_decisions += g->n_decisions;
      t->usec += g->usec;
      t->max_turn_usec = MAX (t->max_turn_usec, g->max_turn_usec);
    }
}

static double
per_second (double count,
            double seconds)
{
  return seconds > 0.0 ? count / seconds : 0.0;
}

/* ------------------------------------------------------------------ */
/* Text output                                                         */
/* ------------------------------------------------------------------ */

/* The spaces that fill a column of @width characters after @text
 * (printf pads bytes, and labels are UTF-8); belote-sim.c's too. */
int
balut_sim_pad (const char *text,
               int         width)
{
  glong n = g_utf8_strlen (text, -1);

  return n < width ? (int) (width - n) : 0;
}

static void
print_timing_text (const Sim    *sim,
                   const Timing *t)
{
  g_autofree char *decisions = g_strdup_printf ("%" G_GUINT64_FORMAT, t->n_decisions);

  g_print ("Decisions:          %s (%.1f a game; a hold before each re-throw, and each entry)\n",
           decisions, (double) t->n_decisions / sim->n_games);
  g_print (t->n_threads == 1
             ? "Speed:              %.0f decisions/s, %.1f games/s, wall time %.2f s with %u thread\n"
             : "Speed:              %.0f decisions/s, %.1f games/s, wall time %.2f s with %u threads\n",
           per_second (t->n_decisions, t->wall), per_second (sim->n_games, t->wall),
           t->wall, t->n_threads);
  g_print ("Time per turn:      %.3f ms mean, %.3f ms slowest; %.4f ms per decision\n",
           t->n_turns > 0 ? t->usec / 1000.0 / t->n_turns : 0.0,
           t->max_turn_usec / 1000.0,
           t->n_decisions > 0 ? t->usec / 1000.0 / t->n_decisions : 0.0);
}

static void
print_solitaire_text (const Sim     *sim,
                      const Figures *f,
                      const Timing  *t)
{
  g_autofree char *seed = g_strdup_printf ("%" G_GUINT64_FORMAT, sim->seed);

  g_print ("%s, %s: %u games, seed %s\n",
           balut_level_get_label (sim->levels[0]), balut_variant_get_label (sim->variant),
           sim->n_games, seed);
  g_print ("Final points (R21): %.2f ± %.2f (95%% CI), sd %.2f, from %d to %d\n",
           f->points.mean, f->points.ci, f->points.sd, f->points.min, f->points.max);
  g_print ("Score total (R19):  %.1f, sd %.1f\n", f->total.mean, f->total.sd);
  g_print ("Bracket (R20):      %.2f points\n", f->bracket_mean);
  g_print ("Baluts (R18):       %.3f a game\n", f->baluts_mean);
  g_print ("%s\n", "Conditions met (R12–R17, J4):");
  for (guint c = 0; c < N_CONDITIONS; c++)
    g_print ("  %s%*s %-4s %5.1f%%\n",
             balut_category_get_label (c), balut_sim_pad (balut_category_get_label (c), 12), "",
             condition_rules[c], 100.0 * f->met_rate[c]);

  if (balut_variant_has_jackpot (sim->variant))
    {
      g_print ("%s\n", "Jackpot boxes (J5):   used   bonus  penalty  struck");
      for (guint c = 0; c < N_CONDITIONS; c++)
        g_print ("  %s%*s %5.1f%%  %5.1f%%  %5.1f%%  %5.1f%%\n",
                 balut_category_get_label (c), balut_sim_pad (balut_category_get_label (c), 18), "",
                 100.0 * (f->jackpot_rate[c][JACKPOT_BONUS] + f->jackpot_rate[c][JACKPOT_PENALTY]),
                 100.0 * f->jackpot_rate[c][JACKPOT_BONUS],
                 100.0 * f->jackpot_rate[c][JACKPOT_PENALTY],
                 100.0 * f->jackpot_rate[c][JACKPOT_STRUCK]);
    }
  print_timing_text (sim, t);
}

static void
print_versus_text (const Sim     *sim,
                   const Figures *f,
                   const Timing  *t)
{
  g_autofree char *seed = g_strdup_printf ("%" G_GUINT64_FORMAT, sim->seed);
  /* xgettext:no-c-format */
  const char *points_title = "Final points (95% CI)";

  g_print ("%u players, %s: %u games, seed %s, seats rotated every game\n",
           sim->n_contestants, balut_variant_get_label (sim->variant), sim->n_games, seed);
  g_print ("  %s%*s %8s  %s%*s %10s %10s\n",
           "Player", balut_sim_pad ("Player", 14), "", "Wins",
           points_title, balut_sim_pad (points_title, 22), "",
           "Place", "Total");
  for (guint j = 0; j < sim->n_contestants; j++)
    {
      g_autofree char *points = g_strdup_printf ("%.2f ± %.2f", f[j].points.mean, f[j].points.ci);

      g_print ("  %s%*s %7.1f%%  %s%*s %10.2f %10.1f\n",
               sim->names[j], balut_sim_pad (sim->names[j], 14), "",
               100.0 * f[j].wins / sim->n_games,
               points, balut_sim_pad (points, 22), "", f[j].place_mean, f[j].total.mean);
    }
  print_timing_text (sim, t);
}

static void
print_per_game_text (const Sim *sim)
{
  for (guint i = 0; i < sim->n_games; i++)
    {
      g_autofree char *seed = g_strdup_printf ("%" G_GUINT64_FORMAT, sim->games[i].seed);

      g_print ("game %u, seed %s:", i + 1, seed);
      for (guint seat = 0; seat < sim->n_contestants; seat++)
        {
          guint who = contestant_at (sim, i, seat);
          const SeatResult *s = &sim->seats[(gsize) i * sim->n_contestants + who];

          g_print (" %s %d points (total %u, place %u)", sim->names[who], s->points,
                   s->total, s->place);
        }
      g_print ("\n");
    }
}

/* ------------------------------------------------------------------ */
/* JSON output                                                         */
/* ------------------------------------------------------------------ */

static void
add_stat (JsonBuilder *b,
          const char  *name,
          const Stat  *stat)
{
  json_builder_set_member_name (b, name);
  json_builder_begin_object (b);
  json_builder_set_member_name (b, "mean");
  json_builder_add_double_value (b, stat->mean);
  json_builder_set_member_name (b, "sd");
  json_builder_add_double_value (b, stat->sd);
  json_builder_set_member_name (b, "ci95");
  json_builder_add_double_value (b, stat->ci);
  json_builder_set_member_name (b, "min");
  json_builder_add_int_value (b, stat->min);
  json_builder_set_member_name (b, "max");
  json_builder_add_int_value (b, stat->max);
  json_builder_end_object (b);
}

static void
add_figures (JsonBuilder   *b,
             const Sim     *sim,
             const Figures *f)
{
  add_stat (b, "points", &f->points);
  add_stat (b, "score_total", &f->total);
  json_builder_set_member_name (b, "bracket_points");
  json_builder_add_double_value (b, f->bracket_mean);
  json_builder_set_member_name (b, "baluts_per_game");
  json_builder_add_double_value (b, f->baluts_mean);

  json_builder_set_member_name (b, "conditions");
  json_builder_begin_object (b);
  for (guint c = 0; c < N_CONDITIONS; c++)
    {
      json_builder_set_member_name (b, balut_category_to_string (c));
      json_builder_begin_object (b);
      json_builder_set_member_name (b, "rule");
      json_builder_add_string_value (b, condition_rules[c]);
      json_builder_set_member_name (b, "rate");
      json_builder_add_double_value (b, f->met_rate[c]);
      json_builder_end_object (b);
    }
  json_builder_end_object (b);

  if (balut_variant_has_jackpot (sim->variant))
    {
      json_builder_set_member_name (b, "jackpot");
      json_builder_begin_object (b);
      for (guint c = 0; c < N_CONDITIONS; c++)
        {
          json_builder_set_member_name (b, balut_category_to_string (c));
          json_builder_begin_object (b);
          json_builder_set_member_name (b, "used");
          json_builder_add_double_value (b, f->jackpot_rate[c][JACKPOT_BONUS]
                                            + f->jackpot_rate[c][JACKPOT_PENALTY]);
          json_builder_set_member_name (b, "bonus");
          json_builder_add_double_value (b, f->jackpot_rate[c][JACKPOT_BONUS]);
          json_builder_set_member_name (b, "penalty");
          json_builder_add_double_value (b, f->jackpot_rate[c][JACKPOT_PENALTY]);
          json_builder_set_member_name (b, "struck");
          json_builder_add_double_value (b, f->jackpot_rate[c][JACKPOT_STRUCK]);
          json_builder_end_object (b);
        }
      json_builder_end_object (b);
    }
}

static void
add_timing (JsonBuilder  *b,
            const Sim    *sim,
            const Timing *t)
{
  json_builder_set_member_name (b, "turns");
  json_builder_add_int_value (b, (gint64) t->n_turns);
  json_builder_set_member_name (b, "decisions");
  json_builder_add_int_value (b, (gint64) t->n_decisions);

  /* everything that depends on the machine and the threads */
  json_builder_set_member_name (b, "timing");
  json_builder_begin_object (b);
  json_builder_set_member_name (b, "threads");
  json_builder_add_int_value (b, t->n_threads);
  json_builder_set_member_name (b, "wall_seconds");
  json_builder_add_double_value (b, t->wall);
  json_builder_set_member_name (b, "games_per_second");
  json_builder_add_double_value (b, per_second (sim->n_games, t->wall));
  json_builder_set_member_name (b, "decisions_per_second");
  json_builder_add_double_value (b, per_second (t->n_decisions, t->wall));
  json_builder_set_member_name (b, "turn_ms_mean");
  json_builder_add_double_value (b, t->n_turns > 0 ? t->usec / 1000.0 / t->n_turns : 0.0);
  json_builder_set_member_name (b, "turn_ms_max");
  json_builder_add_double_value (b, t->max_turn_usec / 1000.0);
  json_builder_set_member_name (b, "decision_ms_mean");
  json_builder_add_double_value (b, t->n_decisions > 0 ? t->usec / 1000.0 / t->n_decisions : 0.0);
  json_builder_end_object (b);
}

static void
add_per_game (JsonBuilder *b,
              const Sim   *sim)
{
  json_builder_set_member_name (b, "per_game");
  json_builder_begin_array (b);
  for (guint i = 0; i < sim->n_games; i++)
    {
      json_builder_begin_object (b);
      json_builder_set_member_name (b, "game");
      json_builder_add_int_value (b, i + 1);
      json_builder_set_member_name (b, "seed");
      json_builder_add_int_value (b, (gint64) sim->games[i].seed);
      json_builder_set_member_name (b, "decisions");
      json_builder_add_int_value (b, sim->games[i].n_decisions);
      /* in seat order, as the game's record has them */
      json_builder_set_member_name (b, "players");
      json_builder_begin_array (b);
      for (guint seat = 0; seat < sim->n_contestants; seat++)
        {
          guint who = contestant_at (sim, i, seat);
          const SeatResult *s = &sim->seats[(gsize) i * sim->n_contestants + who];

          json_builder_begin_object (b);
          json_builder_set_member_name (b, "name");
          json_builder_add_string_value (b, sim->names[who]);
          json_builder_set_member_name (b, "level");
          json_builder_add_string_value (b, balut_level_to_string (sim->levels[who]));
          json_builder_set_member_name (b, "points");
          json_builder_add_int_value (b, s->points);
          json_builder_set_member_name (b, "total");
          json_builder_add_int_value (b, s->total);
          json_builder_set_member_name (b, "bracket");
          json_builder_add_int_value (b, s->bracket);
          json_builder_set_member_name (b, "baluts");
          json_builder_add_int_value (b, s->n_baluts);
          json_builder_set_member_name (b, "place");
          json_builder_add_int_value (b, s->place);
          json_builder_end_object (b);
        }
      json_builder_end_array (b);
      json_builder_end_object (b);
    }
  json_builder_end_array (b);
}

static void
print_json (const Sim     *sim,
            const Figures *f,
            const Timing  *t,
            gboolean       per_game)
{
  g_autoptr(JsonBuilder) b = json_builder_new ();
  g_autoptr(JsonGenerator) generator = json_generator_new ();
  g_autoptr(JsonNode) root = NULL;
  g_autofree char *text = NULL;
  gboolean versus = sim->n_contestants > 1;

  json_builder_begin_object (b);
  json_builder_set_member_name (b, "mode");
  json_builder_add_string_value (b, versus ? "versus" : "solitaire");
  json_builder_set_member_name (b, "variant");
  json_builder_add_string_value (b, balut_variant_to_string (sim->variant));
  json_builder_set_member_name (b, "games");
  json_builder_add_int_value (b, sim->n_games);
  json_builder_set_member_name (b, "seed");
  json_builder_add_int_value (b, (gint64) sim->seed);
  json_builder_set_member_name (b, "play_to_win");
  json_builder_add_boolean_value (b, versus && !sim->points_only);

  if (!versus)
    {
      json_builder_set_member_name (b, "level");
      json_builder_add_string_value (b, balut_level_to_string (sim->levels[0]));
      add_figures (b, sim, &f[0]);
    }
  else
    {
      json_builder_set_member_name (b, "players");
      json_builder_begin_array (b);
      for (guint j = 0; j < sim->n_contestants; j++)
        {
          json_builder_begin_object (b);
          json_builder_set_member_name (b, "name");
          json_builder_add_string_value (b, sim->names[j]);
          json_builder_set_member_name (b, "level");
          json_builder_add_string_value (b, balut_level_to_string (sim->levels[j]));
          json_builder_set_member_name (b, "wins");
          json_builder_add_double_value (b, f[j].wins);
          json_builder_set_member_name (b, "win_rate");
          json_builder_add_double_value (b, f[j].wins / sim->n_games);
          json_builder_set_member_name (b, "mean_place");
          json_builder_add_double_value (b, f[j].place_mean);
          add_figures (b, sim, &f[j]);
          json_builder_end_object (b);
        }
      json_builder_end_array (b);
    }

  json_builder_set_member_name (b, "records");
  if (sim->records_dir != NULL)
    {
      g_autofree char *display = g_filename_display_name (sim->records_dir);

      json_builder_begin_object (b);
      json_builder_set_member_name (b, "folder");
      json_builder_add_string_value (b, display);
      json_builder_set_member_name (b, "kept");
      json_builder_add_int_value (b, sim->n_keep);
      json_builder_end_object (b);
    }
  else
    json_builder_add_null_value (b);

  add_timing (b, sim, t);
  if (per_game)
    add_per_game (b, sim);
  json_builder_end_object (b);

  root = json_builder_get_root (b);
  json_generator_set_pretty (generator, TRUE);
  json_generator_set_indent (generator, 2);
  json_generator_set_root (generator, root);
  text = json_generator_to_data (generator, NULL);
  g_print ("%s\n", text);
}

/* ------------------------------------------------------------------ */
/* Options                                                             */
/* ------------------------------------------------------------------ */

/* --game GAME (or --game=GAME), taken out of args: "balut" (also when
 * not given) or "belote" (belote-sim.c plays the rest); NULL for a
 * missing value. */
static const char *
take_game_option (GStrv args)
{
  const char *game = "balut";

  for (guint i = 1; args[i] != NULL; i++)
    {
      guint n = 0;

      if (g_str_equal (args[i], "--"))
        break;
      if (g_str_equal (args[i], "--game"))
        {
          if (args[i + 1] == NULL)
            return NULL;
          game = g_str_equal (args[i + 1], "belote") ? "belote" : g_str_equal (args[i + 1], "balut") ? "balut" : NULL;
          n = 2;
        }
      else if (g_str_has_prefix (args[i], "--game="))
        {
          const char *value = args[i] + strlen ("--game=");

          game = g_str_equal (value, "belote") ? "belote" : g_str_equal (value, "balut") ? "balut" : NULL;
          n = 1;
        }
      if (n > 0)
        {
          for (guint k = 0; k < n; k++)
            g_free (args[i + k]);
          memmove (&args[i], &args[i + n], (g_strv_length (&args[i + n]) + 1) * sizeof (char *));
          if (game == NULL)
            return NULL;
          i--;
        }
    }
  return game;
}

static int
usage_error (const char *message)
{
  g_printerr ("balut-sim: %s\n", message);
  g_printerr ("Run “%s --help” to see the options.\n", g_get_prgname ());
  return EXIT_USAGE;
}

/* A whole decimal number from min to max, nothing else around it;
 * belote-sim.c's too. */
gboolean
balut_sim_parse_number (const char *option,
                        const char *text,
                        guint64     min,
                        guint64     max,
                        guint64    *out,
                        GError    **error)
{
  g_autofree char *low = NULL;
  g_autofree char *high = NULL;

  if (text != NULL && g_ascii_string_to_unsigned (text, 10, min, max, out, NULL))
    return TRUE;

  low = g_strdup_printf ("%" G_GUINT64_FORMAT, min);
  high = g_strdup_printf ("%" G_GUINT64_FORMAT, max);
  g_set_error (error, G_OPTION_ERROR, G_OPTION_ERROR_BAD_VALUE,
               "%s: “%s” is not a whole number from %s to %s",
               option, text != NULL ? text : "", low, high);
  return FALSE;
}

static gboolean
parse_level (const char  *option,
             const char  *text,
             BalutLevel  *level,
             GError     **error)
{
  g_autofree char *stripped = g_strstrip (g_ascii_strdown (text, -1));

  if (balut_level_from_string (stripped, level))
    return TRUE;

  g_set_error (error, G_OPTION_ERROR, G_OPTION_ERROR_BAD_VALUE,
               "%s: “%s” is not a level; use beginner, casual, strong or expert",
               option, text);
  return FALSE;
}

/* "expert,strong,casual": 2–8 contestants; a level given twice is named
 * "Expert", "Expert 2", … */
static gboolean
parse_versus (Sim         *sim,
              const char  *text,
              GError     **error)
{
  g_auto(GStrv) parts = g_strsplit (text, ",", -1);
  guint n = g_strv_length (parts);
  guint seen[BALUT_N_LEVELS] = { 0, };

  if (n < 2 || n > BALUT_MAX_PLAYERS)
    {
      g_set_error (error, G_OPTION_ERROR, G_OPTION_ERROR_BAD_VALUE,
                   "--versus: give 2 to %d levels, separated by commas", BALUT_MAX_PLAYERS);
      return FALSE;
    }

  for (guint j = 0; j < n; j++)
    {
      BalutLevel level;

      if (!parse_level ("--versus", parts[j], &level, error))
        return FALSE;
      sim->levels[j] = level;
      if (seen[level]++ == 0)
        sim->names[j] = g_strdup (balut_level_get_label (level));
      else
        sim->names[j] = g_strdup_printf ("%s %u", balut_level_get_label (level), seen[level]);
    }
  sim->n_contestants = n;
  return TRUE;
}

static void
sim_clear (Sim *sim)
{
  for (guint j = 0; j < BALUT_MAX_PLAYERS; j++)
    g_clear_pointer (&sim->names[j], g_free);
  g_clear_pointer (&sim->games, g_free);
  g_clear_pointer (&sim->seats, g_free);
  g_clear_error (&sim->error);
  g_mutex_clear (&sim->error_lock);
}

static gboolean
parse_threads (const char  *text,
               guint       *n_threads,
               GError     **error)
{
  guint64 number = 1;

  if (text != NULL && !balut_sim_parse_number ("--threads", text, 1, MAX_THREADS, &number, error))
    return FALSE;
  *n_threads = (guint) number;
  return TRUE;
}

/* The options other than --threads, --json and --per-game, checked. */
static gboolean
sim_configure (Sim         *sim,
               const char  *level,
               const char  *versus,
               const char  *variant,
               const char  *games,
               const char  *seed,
               const char  *records,
               const char  *keep,
               GError     **error)
{
  guint64 number;

  if ((level == NULL) == (versus == NULL))
    {
      g_set_error_literal (error, G_OPTION_ERROR, G_OPTION_ERROR_BAD_VALUE,
                           "give either --level or --versus");
      return FALSE;
    }
  if (level != NULL)
    {
      if (!parse_level ("--level", level, &sim->levels[0], error))
        return FALSE;
      sim->n_contestants = 1;
      sim->names[0] = g_strdup (balut_level_get_label (sim->levels[0]));
    }
  else if (!parse_versus (sim, versus, error))
    return FALSE;

  sim->variant = BALUT_VARIANT_STANDARD;
  if (variant != NULL && !balut_variant_from_string (variant, &sim->variant))
    {
      g_set_error_literal (error, G_OPTION_ERROR, G_OPTION_ERROR_BAD_VALUE,
                           "--variant: use standard, jackpot or olathe");
      return FALSE;
    }

  number = 100;
  if (games != NULL && !balut_sim_parse_number ("--games", games, 1, MAX_GAMES, &number, error))
    return FALSE;
  sim->n_games = (guint) number;

  sim->seed = 1;
  if (seed != NULL && !balut_sim_parse_number ("--seed", seed, 0, BALUT_MAX_SEED, &sim->seed, error))
    return FALSE;

  if (keep != NULL && records == NULL)
    {
      g_set_error_literal (error, G_OPTION_ERROR, G_OPTION_ERROR_BAD_VALUE,
                           "--keep only goes with --records");
      return FALSE;
    }
  if (records != NULL && *records == '\0')
    {
      g_set_error_literal (error, G_OPTION_ERROR, G_OPTION_ERROR_BAD_VALUE,
                           "--records: give a folder");
      return FALSE;
    }
  number = MAX_GAMES;
  if (keep != NULL && !balut_sim_parse_number ("--keep", keep, 1, MAX_GAMES, &number, error))
    return FALSE;
  sim->records_dir = records;
  sim->n_keep = records != NULL ? MIN ((guint) number, sim->n_games) : 0;

  return TRUE;
}

int
main (int   argc,
      char *argv[])
{
  g_autoptr(GOptionContext) context = NULL;
  g_auto(GStrv) args = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(GPtrArray) threads = NULL;
  g_autofree char *level = NULL;
  g_autofree char *variant = NULL;
  g_autofree char *games = NULL;
  g_autofree char *seed = NULL;
  g_autofree char *n_threads = NULL;
  g_autofree char *records = NULL;
  g_autofree char *keep = NULL;
  g_autofree char *versus = NULL;
  g_autofree Figures *figures = NULL;
  g_auto(GStrv) rest = NULL;
  gboolean as_json = FALSE;
  gboolean per_game = FALSE;
  gboolean points_only = FALSE;
  g_autofree char *game_option = NULL;   /* taken out before parsing: --help lists it */
  const char *game;
  Timing timing = { 0, };
  gint64 start;
  Sim sim = { 0, };
  const GOptionEntry entries[] = {
    { "level", 0, 0, G_OPTION_ARG_STRING, &level,
      "The computer player’s level: beginner, casual, strong or expert", "LEVEL" },
    { "versus", 0, 0, G_OPTION_ARG_STRING, &versus,
      "Instead of --level: 2 to 8 levels at one table, e.g. expert,strong", "L1,L2,…" },
    { "variant", 0, 0, G_OPTION_ARG_STRING, &variant,
      "standard (the default), jackpot or olathe", "VARIANT" },
    { "games", 0, 0, G_OPTION_ARG_STRING, &games,
      "The number of games, 1 to 1000000 (default 100)", "N" },
    { "seed", 0, 0, G_OPTION_ARG_STRING, &seed,
      "The seed of the whole run, 0 to 2^53 − 1 (default 1)", "S" },
    { "threads", 0, 0, G_OPTION_ARG_STRING, &n_threads,
      "Worker threads, 1 to 64 (default 1); the results do not depend on it", "T" },
    { "records", 0, 0, G_OPTION_ARG_FILENAME, &records,
      "Write game records to DIR/game-00001.json, … (DIR is created)", "DIR" },
    { "keep", 0, 0, G_OPTION_ARG_STRING, &keep,
      "With --records: the records of the first K games only (default: all)", "K" },
    { "json", 0, 0, G_OPTION_ARG_NONE, &as_json,
      "Print the figures as one JSON object", NULL },
    { "points-only", 0, 0, G_OPTION_ARG_NONE, &points_only,
      "With --versus: the Expert plays its last turn for points, not to win", NULL },
    { "per-game", 0, 0, G_OPTION_ARG_NONE, &per_game,
      "Also print each game’s seed, points, score total and places", NULL },
    { "game", 0, 0, G_OPTION_ARG_STRING, &game_option,
      "balut (the default) or belote: Belote’s matches (balut-sim --game belote --help)", "GAME" },
    { G_OPTION_REMAINING, 0, 0, G_OPTION_ARG_FILENAME_ARRAY, &rest, NULL, NULL },
    { NULL }
  };

  balut_paths_init_i18n ();
  g_set_prgname ("balut-sim");

  context = g_option_context_new (NULL);
  g_option_context_set_summary (context,
    /* xgettext:no-c-format */
    "Plays seeded games of Balut’s computer players and prints how they score:\n"
      "final points with a 95% confidence interval, score totals, the end-of-game\n"
      "conditions met, Baluts, brackets, and the speed of the engine.");
  g_option_context_set_description (context,
    "Game n (from 1) is played with the seed splitmix64 (splitmix64 (S) + n − 1),\n"
      "kept to 53 bits, and the figures are summed in game order: the same seed gives\n"
      "the same games and the same figures whatever the number of threads (only the\n"
      "timing differs).\n"
      "With --versus the seats turn by one every game, so no level sits first more\n"
      "often; a first place shared by k players counts 1/k of a win for each. The\n"
      "Expert plays the game’s last turn to win when the others’ points are known\n"
      "(--points-only: for points to the end).\n"
      "Exit status: 0 when done, 1 when a record cannot be written (or the engine\n"
      "refuses a move), 2 for bad options.");
  g_option_context_add_main_entries (context, entries, NULL);

  args = balut_paths_dup_arguments (argc, argv);
  game = take_game_option (args);
  if (game == NULL)
    return usage_error ("--game: use balut or belote");
  if (g_str_equal (game, "belote"))
    return belote_sim_main ((int) g_strv_length (args), args);
  if (!g_option_context_parse_strv (context, &args, &error))
    return usage_error (error->message);

  if (rest != NULL && rest[0] != NULL)
    {
      g_autofree char *message = g_strdup_printf ("unexpected argument “%s”", rest[0]);
      return usage_error (message);
    }

  if (points_only && versus == NULL)
    return usage_error ("--points-only goes with --versus");

  g_mutex_init (&sim.error_lock);
  sim.points_only = points_only;
  if (!sim_configure (&sim, level, versus, variant, games, seed, records, keep, &error)
      || !parse_threads (n_threads, &timing.n_threads, &error))
    {
      sim_clear (&sim);
      return usage_error (error->message);
    }

  if (records != NULL && g_mkdir_with_parents (records, 0755) != 0)
    {
      int saved = errno;
      g_autofree char *display = g_filename_display_name (records);

      g_printerr ("balut-sim: cannot create the folder %s: %s\n", display, g_strerror (saved));
      sim_clear (&sim);
      return EXIT_FAILED;
    }

  sim.games = g_new0 (GameResult, sim.n_games);
  sim.seats = g_new0 (SeatResult, (gsize) sim.n_games * sim.n_contestants);
  timing.n_threads = MIN (timing.n_threads, sim.n_games);

  warm_up (sim.variant);
  start = g_get_monotonic_time ();
  threads = g_ptr_array_new ();
  for (guint k = 0; k < timing.n_threads; k++)
    {
      g_autofree char *name = g_strdup_printf ("balut-sim-%u", k + 1);

      g_ptr_array_add (threads, g_thread_new (name, worker_cb, &sim));
    }
  for (guint k = 0; k < threads->len; k++)
    g_thread_join (g_ptr_array_index (threads, k));
  timing.wall = (g_get_monotonic_time () - start) / 1e6;

  if (sim.error != NULL)
    {
      g_printerr ("balut-sim: %s\n", sim.error->message);
      sim_clear (&sim);
      return EXIT_FAILED;
    }

  figures = g_new0 (Figures, sim.n_contestants);
  for (guint j = 0; j < sim.n_contestants; j++)
    compute_figures (&sim, j, &figures[j]);
  compute_timing (&sim, &timing);

  if (as_json)
    print_json (&sim, figures, &timing, per_game);
  else
    {
      if (per_game)
        print_per_game_text (&sim);
      if (sim.n_contestants == 1)
        print_solitaire_text (&sim, figures, &timing);
      else
        print_versus_text (&sim, figures, &timing);
      if (sim.records_dir != NULL)
        {
          g_autofree char *display = g_filename_display_name (sim.records_dir);

          g_print ("Records:            %u in %s\n", sim.n_keep, display);
        }
    }

  sim_clear (&sim);
  return EXIT_OK;
}
