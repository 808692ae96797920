/* balut-train.c — fits the Expert's value tables by simulation
 *
 *   balut-train --variant V --rounds R --games G --seed S [--threads T]
 *               [--from FILE] [--bootstrap] [--decay D] --out FILE
 *   balut-train … --from FILE --fixed-tables --bellman --net H
 *               [--lambda L] [--epochs E] [--warm] [--rate R]
 *               [--final-rate R] [--explore E [--explore-within P]]
 *               [--replay K] [--features N] [--points FILE] --out FILE
 *   balut-train --from FILE --average A --average B … --out FILE
 *
 * Each round plays G solitaire games with the current value (the first
 * round with the default heuristic when --bootstrap is given) and
 * gathers every sheet after every entry with the game's final points.
 *
 * Without --fixed-tables it fits new tables to them
 * (balut_value_stats_fit(): approximate policy iteration; --decay keeps
 * the earlier rounds' games at a weight D each round).
 *
 * With --fixed-tables --net H --bellman it keeps the tables and trains
 * a network of H hidden units on what they miss (fitted value
 * iteration): a sheet's target is the value of the next turn played at
 * its best under the current value (balut_strategy_get_turn_value() of
 * the search that plays that turn), plus λ times the discounted Bellman
 * residuals of the sheets the game went through after it. --warm goes
 * on from the network the games were played with.
 *
 * --explore E enters, at a chance of E per turn, another box at most P
 * points worse than the best (the λ-returns stop there), so that the
 * network also learns sheets off the path it plays; --replay K also
 * trains on the sheets of the K rounds before. --points writes each
 * game's final points of the last round, to compare two tables game
 * by game (the same --seed plays the same dice). --average writes the
 * tables of --from with the mean of the networks of A, B, … (one wider
 * network).
 *
 * --features N gives the network of --from the inputs of feature set N
 * (balut_value_tables_set_features()); the new inputs start at zero
 * weight, and a larger --net H adds hidden units of zero weight out,
 * so that the network answers as before until it is trained.
 *
 * The tables are written to FILE after every round. The shipped tables
 * are made by the commands in the README ("The computer players").
 *
 * SPDX-FileCopyrightText: 2026 The Balut developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <locale.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "balut-types.h"
#include "balut-rules.h"
#include "balut-dice.h"
#include "balut-scoresheet.h"
#include "balut-player.h"
#include "balut-game.h"
#include "balut-net.h"
#include "balut-net-trainer.h"
#include "balut-strategy.h"
#include "balut-paths.h"
#include "balut-splitmix.h"
#include "balut-value.h"
#include "balut-value-stats.h"

typedef struct
{
  BalutVariant            variant;
  const BalutValueTables *tables;      /* NULL: the Strong level's heuristic */
  guint64                 seed;
  guint                   n_games;
  guint                   entry_lookahead;
  double                  entry_margin;
  double                  lambda;
  double                  explore;     /* chance of entering another close box */
  double                  explore_within;
  gint                    next;        /* atomic: the next game to play */
  double                 *points;      /* per game */
  double                 *parts;       /* per game: each part's points */
  gint8                  *boxes;       /* per game and turn: the sheet after the entry */
  double                 *targets;     /* per game and turn: the value a turn later */
} Round;

#define N_CELLS (BALUT_N_CATEGORIES * BALUT_N_COLUMNS)

typedef struct
{
  Round           *round;
  BalutValueStats *stats;
} Worker;

static guint64
game_seed (guint64 seed,
           guint   index)
{
  /* the index-th number of the splitmix64 stream from @seed, kept within
   * the core's seed range */
  return balut_splitmix64 (seed + BALUT_SPLITMIX64_GAMMA * index)
         & ((G_GUINT64_CONSTANT (1) << 53) - 1);
}

static gpointer
work (gpointer data)
{
  Worker *w = data;
  Round *r = w->round;
  guint n_boxes = balut_variant_get_n_boxes (r->variant);
  BalutValueBoxes *states = g_new (BalutValueBoxes, n_boxes);
  BalutStrategyOptions opts = { 0, };
  g_autofree gboolean *explored = g_new0 (gboolean, n_boxes);
  guint64 rng;

  if (r->tables != NULL)
    {
      opts.value = balut_value_entry;
      opts.value_data = (gpointer) r->tables;
      opts.prepare = balut_value_prepare;
      opts.finish = balut_value_finish;
      opts.entry_lookahead = r->entry_lookahead;
      opts.entry_lookahead_margin = r->entry_margin;
    }

  for (;;)
    {
      guint i = (guint) g_atomic_int_add (&r->next, 1);
      g_autoptr(BalutGame) game = NULL;
      BalutScoresheet *sheet;

      if (i >= r->n_games)
        break;
      game = balut_game_new (r->variant, game_seed (r->seed, i));
      balut_game_add_player (game, "Expert", BALUT_PLAYER_COMPUTER, NULL);
      sheet = balut_player_get_sheet (balut_game_get_player (game, 0));
      rng = game_seed (r->seed ^ 0x5DEECE66Dull, i);
      memset (explored, 0, n_boxes * sizeof *explored);
      for (guint t = 0; t < n_boxes; t++)
        {
          g_autoptr(GError) error = NULL;

          g_autoptr(BalutStrategy) strategy = NULL;

          /* the turn's value is the value a turn later of the sheet
           * before it (a Bellman backup of the current value) */
          if (!balut_game_roll (game, &error))
            g_error ("game %u, turn %u: %s", i, t, error->message);
          strategy = balut_strategy_new (sheet, opts.value != NULL ? &opts : NULL);
          if (t > 0)
            r->targets[(gsize) i * n_boxes + t - 1] = balut_strategy_get_turn_value (strategy);
          for (;;)
            {
              guint8 values[BALUT_N_DICE];
              BalutStrategyDecision d;

              balut_dice_get_values (balut_game_get_dice (game), values);
              balut_strategy_decide (strategy, values, balut_game_get_throws_left (game), &d);
              if (d.stop)
                {
                  /* exploring: now and then another box that is
                   * nearly as good, so the value also learns the
                   * sheets it would otherwise never see */
                  if (r->explore > 0 && d.n_boxes > 1
                      && (balut_splitmix64_next (&rng) >> 11) * 0x1.0p-53 < r->explore)
                    {
                      guint n = 1;

                      while (n < d.n_boxes && d.boxes[0].value - d.boxes[n].value <= r->explore_within)
                        n++;
                      if (n > 1)
                        {
                          d.box = d.boxes[1 + (balut_splitmix64_next (&rng) >> 11) % (n - 1)].box;
                          explored[t] = TRUE;
                        }
                    }
                  if (!balut_game_enter (game, d.box.category, d.box.box, &error))
                    g_error ("game %u, turn %u: %s", i, t, error->message);
                  break;
                }
              for (guint k = 0; k < BALUT_N_DICE; k++)
                balut_game_set_held (game, k, d.held[k], NULL);
              if (!balut_game_roll (game, &error))
                g_error ("game %u, turn %u: %s", i, t, error->message);
            }
          for (guint c = 0; c < BALUT_N_CATEGORIES; c++)
            for (guint b = 0; b < BALUT_N_COLUMNS; b++)
              {
                states[t][c][b] = balut_scoresheet_has_box (sheet, c, b)
                                  ? balut_scoresheet_get_box (sheet, c, b) : BALUT_BOX_EMPTY;
                r->boxes[((gsize) i * n_boxes + t) * N_CELLS + c * BALUT_N_COLUMNS + b] = (gint8) states[t][c][b];
              }
        }
      g_assert (balut_game_is_finished (game));
      balut_value_stats_add_game (w->stats, (const BalutValueBoxes *) states,
                                  n_boxes, sheet);
      r->points[i] = balut_scoresheet_get_final_points (sheet);
      r->targets[(gsize) i * n_boxes + n_boxes - 1] = r->points[i];
      /* λ-returns: the value a turn later, corrected by λ times what
       * the game's own course added to it */
      if (r->lambda > 0 && r->tables != NULL)
        {
          double *y = r->targets + (gsize) i * n_boxes;

          /* the course after an explored entry is not the policy's:
           * the trace stops there */
          for (guint t = n_boxes - 1; t-- > 0;)
            if (!explored[t + 1])
              y[t] += r->lambda * (y[t + 1] - balut_value_of_boxes (r->tables, &states[t + 1]));
        }
      {
        const BalutPoints *p = balut_scoresheet_get_points (sheet);

        for (guint c = 0; c < BALUT_N_CATEGORIES; c++)
          r->parts[i * BALUT_VALUE_N_PARTS + c] = p->categories[c].points;
        r->parts[i * BALUT_VALUE_N_PARTS + BALUT_VALUE_BRACKET] = p->bracket_points;
      }
    }
  g_free (states);
  return NULL;
}

/* The sheets and Bellman targets of an earlier round (--replay). */
typedef struct
{
  gint8  *boxes;
  double *targets;
  gsize   n;                                 /* sheets */
} Samples;

static void
samples_free (gpointer data)
{
  Samples *s = data;

  g_free (s->boxes);
  g_free (s->targets);
  g_free (s);
}

/* Trains a network on what the tables miss: each part's final points
 * less the tables' value, over every sheet of the round's games (and
 * with --bellman of the earlier rounds in @old). The last 5 % of the
 * round's games are held out to measure it. */
static BalutNet *
train_net (const BalutValueTables *tables,
           const Round            *r,
           guint                   hidden,
           guint                   epochs,
           gboolean                bellman,
           const BalutNet         *init,
           guint64                 seed,
           double                  rate,
           double                  final_rate,
           GPtrArray              *old)
{
  guint n_boxes = balut_variant_get_n_boxes (r->variant);
  guint n_in = balut_value_get_n_features (tables);
  guint n_train_games = r->n_games - r->n_games / 20;
  gsize n_train = (gsize) n_train_games * n_boxes, n_all = (gsize) r->n_games * n_boxes;
  gsize n_samples = n_train;
  g_autofree guint32 *order = NULL;
  BalutNet *net = NULL;
  g_autoptr(BalutNetTrainer) trainer = NULL;
  guint64 state = seed;

  /* go on from the network the games were played with, if it fits
   * (widened if it has fewer inputs or hidden units) */
  if (init != NULL && balut_net_get_n_hidden (init) <= hidden && balut_net_get_n_in (init) <= n_in)
    net = balut_net_resize (init, n_in, hidden, seed);
  else
    net = balut_net_new (n_in, hidden, BALUT_VALUE_N_PARTS, seed);
  trainer = balut_net_trainer_new (net, rate);

  if (bellman && old != NULL)
    for (guint k = 0; k < old->len; k++)
      n_samples += ((Samples *) g_ptr_array_index (old, k))->n;
  g_assert (n_samples <= G_MAXUINT32);
  order = g_new (guint32, n_samples);
  for (gsize i = 0; i < n_samples; i++)
    order[i] = (guint32) i;

  for (guint e = 0; e <= epochs; e++)
    {
      double loss = 0, base = 0;

      /* the held-out games: the network's error and the tables' alone */
      for (gsize i = n_train; i < n_all; i++)
        {
          BalutValueBoxes boxes;
          float x[256], out[BALUT_VALUE_N_PARTS];
          double q[BALUT_VALUE_N_PARTS];
          guint g = (guint) (i / n_boxes);

          for (guint k = 0; k < N_CELLS; k++)
            boxes[k / BALUT_N_COLUMNS][k % BALUT_N_COLUMNS] = r->boxes[i * N_CELLS + k];
          balut_value_features (tables, (const BalutValueBoxes *) &boxes, x, q);
          balut_net_forward (net, x, out);
          if (bellman)
            {
              double res = r->targets[i], o = 0;

              for (guint p = 0; p < BALUT_VALUE_N_PARTS; p++)
                {
                  res -= q[p];
                  o += out[p];
                }
              base += res * res;
              loss += (res - o) * (res - o);
            }
          else
            for (guint p = 0; p < BALUT_VALUE_N_PARTS; p++)
              {
                double res = r->parts[g * BALUT_VALUE_N_PARTS + p] - q[p];

                base += res * res;
                loss += (res - out[p]) * (res - out[p]);
              }
        }
      g_print ("  net epoch %u: held-out error %.4f (tables alone %.4f)\n",
               e, loss / (n_all - n_train), base / (n_all - n_train));
      if (e == epochs)
        break;

      balut_net_trainer_set_rate (trainer, e + 1 == epochs ? final_rate : rate);
      for (gsize i = n_samples; i > 1; i--)
        {
          gsize j = (balut_splitmix64_next (&state) >> 11) % i;
          guint32 tmp = order[i - 1];

          order[i - 1] = order[j];
          order[j] = tmp;
        }
      for (gsize s = 0; s < n_samples; s++)
        {
          gsize i = order[s];
          BalutValueBoxes boxes;
          float x[256], target[BALUT_VALUE_N_PARTS];
          double q[BALUT_VALUE_N_PARTS];
          guint g = (guint) (i / n_boxes);
          const gint8 *cells = r->boxes + i * N_CELLS;
          double y = i < n_train ? r->targets[i] : 0;

          /* a sheet of an earlier round */
          for (guint k = 0; i >= n_train && k < old->len; k++)
            {
              Samples *o = g_ptr_array_index (old, k);

              if (i - n_train < o->n)
                {
                  cells = o->boxes + (i - n_train) * N_CELLS;
                  y = o->targets[i - n_train];
                  break;
                }
              i -= o->n;
            }

          for (guint k = 0; k < N_CELLS; k++)
            boxes[k / BALUT_N_COLUMNS][k % BALUT_N_COLUMNS] = cells[k];
          balut_value_features (tables, (const BalutValueBoxes *) &boxes, x, q);
          if (bellman)
            {
              double res = y;

              for (guint p = 0; p < BALUT_VALUE_N_PARTS; p++)
                res -= q[p];
              balut_net_trainer_add_sum (trainer, x, res);
            }
          else
            {
              for (guint p = 0; p < BALUT_VALUE_N_PARTS; p++)
                target[p] = (float) (r->parts[g * BALUT_VALUE_N_PARTS + p] - q[p]);
              balut_net_trainer_add (trainer, x, target);
            }
          if ((s + 1) % 64 == 0)
            balut_net_trainer_step (trainer);
        }
      balut_net_trainer_step (trainer);
    }
  return net;
}

/* Reads tables written by balut_value_tables_serialize(); the error
 * names the file. */
static BalutValueTables *
load_tables (const char  *path,
             GError     **error)
{
  g_autofree char *contents = NULL;
  g_autoptr(GBytes) bytes = NULL;
  BalutValueTables *tables;
  gsize len;

  if (!g_file_get_contents (path, &contents, &len, error))
    return NULL;
  bytes = g_bytes_new_take (g_steal_pointer (&contents), len);
  tables = balut_value_tables_deserialize (bytes, error);
  if (tables == NULL)
    g_prefix_error (error, "%s: ", path);
  return tables;
}

static gboolean
save_tables (const BalutValueTables  *tables,
             const char              *path,
             GError                 **error)
{
  g_autoptr(GBytes) bytes = balut_value_tables_serialize (tables);

  return g_file_set_contents (path, g_bytes_get_data (bytes, NULL), g_bytes_get_size (bytes), error);
}

int
main (int    argc,
      char **argv)
{
  g_auto(GStrv) args = NULL;
  g_autofree char *variant_str = NULL, *from = NULL, *out = NULL, *points_file = NULL;
  g_auto(GStrv) average = NULL;
  gint rounds = 1, games = 1000, threads = 1, entry_lookahead = 0, hidden = 0, epochs = 3, replay = 0, features = 0;
  gboolean fixed_tables = FALSE, bellman = FALSE, warm = FALSE;
  g_autoptr(BalutNet) old_net = NULL;
  gint64 seed = 1;
  double shrink = 8.0, decay = 0.0, lambda = 0.0, entry_margin = 0.0;
  double explore = 0.0, explore_within = 1.0, rate = 1e-3, final_rate = 2e-4;
  gboolean bootstrap = FALSE;
  GOptionEntry entries[] = {
    { "variant", 0, 0, G_OPTION_ARG_STRING, &variant_str, "standard, jackpot or olathe", "V" },
    { "rounds", 0, 0, G_OPTION_ARG_INT, &rounds, "Rounds of play and fit", "R" },
    { "games", 0, 0, G_OPTION_ARG_INT, &games, "Games a round", "G" },
    { "seed", 0, 0, G_OPTION_ARG_INT64, &seed, "Seed of the first round", "S" },
    { "threads", 0, 0, G_OPTION_ARG_INT, &threads, "Threads", "T" },
    { "shrink", 0, 0, G_OPTION_ARG_DOUBLE, &shrink, "Games a state needs to outweigh its neighbours", "M" },
    { "entry-lookahead", 0, 0, G_OPTION_ARG_INT, &entry_lookahead, "Boxes to value a turn ahead", "K" },
    { "net", 0, 0, G_OPTION_ARG_INT, &hidden, "Train a network of this many hidden units", "H" },
    { "epochs", 0, 0, G_OPTION_ARG_INT, &epochs, "Passes over the games to train the network", "E" },
    { "bellman", 0, 0, G_OPTION_ARG_NONE, &bellman, "Train the network on the value a turn later, not the final points", NULL },
    { "lambda", 0, 0, G_OPTION_ARG_DOUBLE, &lambda, "With --bellman: λ of the λ-returns (0–1)", "L" },
    { "warm", 0, 0, G_OPTION_ARG_NONE, &warm, "Train the network on from the one played with", NULL },
    { "fixed-tables", 0, 0, G_OPTION_ARG_NONE, &fixed_tables, "Keep the tables; train only the network", NULL },
    { "entry-margin", 0, 0, G_OPTION_ARG_DOUBLE, &entry_margin, "Look a turn ahead only when the best boxes are this close (points)", "P" },
    { "explore", 0, 0, G_OPTION_ARG_DOUBLE, &explore, "Chance of entering another box nearly as good (0–1)", "E" },
    { "explore-within", 0, 0, G_OPTION_ARG_DOUBLE, &explore_within, "With --explore: how much worse that box may be (points)", "P" },
    { "replay", 0, 0, G_OPTION_ARG_INT, &replay, "With --bellman: also train on the sheets of this many earlier rounds", "K" },
    { "features", 0, 0, G_OPTION_ARG_INT, &features, "The network's inputs: feature set N (1 or 2; only adding to --from's)", "N" },
    { "rate", 0, 0, G_OPTION_ARG_DOUBLE, &rate, "The network's learning rate", "R" },
    { "final-rate", 0, 0, G_OPTION_ARG_DOUBLE, &final_rate, "The network's learning rate in the last epoch", "R" },
    { "decay", 0, 0, G_OPTION_ARG_DOUBLE, &decay, "Weight of the earlier rounds' games (0–1)", "D" },
    { "from", 0, 0, G_OPTION_ARG_FILENAME, &from, "Start from these tables", "FILE" },
    { "bootstrap", 0, 0, G_OPTION_ARG_NONE, &bootstrap, "Play the first round with the Strong heuristic", NULL },
    { "out", 0, 0, G_OPTION_ARG_FILENAME, &out, "Write the tables here", "FILE" },
    { "average", 0, 0, G_OPTION_ARG_FILENAME_ARRAY, &average, "With --from: write its tables with the mean of these tables' networks to --out, and stop (repeat it)", "FILE" },
    { "points", 0, 0, G_OPTION_ARG_FILENAME, &points_file, "Write each game's final points of the last round here", "FILE" },
    { NULL }
  };
  g_autoptr(GOptionContext) context = g_option_context_new ("— fit the Expert's value tables");
  g_autoptr(GError) error = NULL;
  g_autoptr(BalutValueTables) tables = NULL;
  g_autoptr(BalutValueStats) pool = NULL;
  g_autoptr(GPtrArray) old_rounds = g_ptr_array_new_with_free_func (samples_free);
  BalutVariant variant = BALUT_VARIANT_STANDARD;

  setlocale (LC_ALL, "");
  g_option_context_add_main_entries (context, entries, NULL);
  args = balut_paths_dup_arguments (argc, argv);
  if (!g_option_context_parse_strv (context, &args, &error))
    {
      g_printerr ("%s\n", error->message);
      return 2;
    }
  if ((variant_str != NULL && !balut_variant_from_string (variant_str, &variant))
      || out == NULL || rounds < 1 || games < 1 || threads < 1 || threads > 64
      || seed < 0 || shrink <= 0 || explore < 0 || explore > 1 || explore_within < 0
      || rate <= 0 || final_rate <= 0 || replay < 0 || replay > 16
      || features < 0 || features > BALUT_VALUE_FEATURES_LATEST)
    {
      g_printerr ("Bad options; see --help\n");
      return 2;
    }

  if (from != NULL)
    {
      tables = load_tables (from, &error);
      if (tables == NULL)
        {
          g_printerr ("%s\n", error->message);
          return 1;
        }
    }
  else
    tables = balut_value_tables_new (variant);

  if (features > 0 && (guint) features != balut_value_tables_get_features (tables))
    {
      const BalutNet *net = balut_value_tables_get_net (tables);
      g_autoptr(BalutNet) copy = NULL;

      if ((guint) features < balut_value_tables_get_features (tables))
        {
          g_printerr ("The tables have feature set %u; --features can only add to it\n",
                      balut_value_tables_get_features (tables));
          return 1;
        }
      /* the network goes on with the new inputs at zero weight: it
       * answers as before until trained */
      if (net != NULL)
        copy = balut_net_copy (net);
      balut_value_tables_set_features (tables, (guint) features);
      if (copy != NULL)
        balut_value_tables_set_net (tables, balut_net_resize (copy, balut_value_get_n_features (tables),
                                                              balut_net_get_n_hidden (copy), 0));
    }

  if (average != NULL)
    {
      guint n = g_strv_length (average);
      g_autoptr(GPtrArray) all = g_ptr_array_new_with_free_func ((GDestroyNotify) balut_value_tables_free);
      g_autofree const BalutNet **nets = g_new0 (const BalutNet *, n);

      for (guint k = 0; k < n; k++)
        {
          BalutValueTables *t = load_tables (average[k], &error);

          if (t == NULL)
            {
              g_printerr ("%s\n", error->message);
              return 1;
            }
          g_ptr_array_add (all, t);
          if (balut_value_tables_get_net (t) == NULL
              || balut_value_tables_get_variant (t) != balut_value_tables_get_variant (tables))
            {
              g_printerr ("%s: no network of this variant\n", average[k]);
              return 1;
            }
          nets[k] = balut_value_tables_get_net (t);
        }
      {
        guint hidden_sum = 0;

        for (guint k = 0; k < n; k++)
          hidden_sum += balut_net_get_n_hidden (nets[k]);
        if (hidden_sum > 1024)
          {
            g_printerr ("The networks have %u hidden units together; 1024 at the most\n", hidden_sum);
            return 1;
          }
      }
      balut_value_tables_set_net (tables, balut_net_average (nets, n));
      if (!save_tables (tables, out, &error))
        {
          g_printerr ("%s\n", error->message);
          return 1;
        }
      return 0;
    }

  for (gint round = 0; round < rounds; round++)
    {
      Round r = { variant, tables, (guint64) seed + 1000003ull * round, (guint) games,
                  (guint) MAX (entry_lookahead, 0), entry_margin, lambda, explore, explore_within,
                  0, NULL, NULL, NULL, NULL };
      g_autofree Worker *workers = g_new0 (Worker, threads);
      g_autofree GThread **ts = g_new0 (GThread *, threads);
      g_autoptr(BalutValueStats) stats = NULL;
      double mean = 0, var = 0;
      gint64 start = g_get_monotonic_time ();
      double secs;

      if (round == 0 && bootstrap)
        r.tables = NULL;
      r.points = g_new0 (double, games);
      r.parts = g_new0 (double, (gsize) games * BALUT_VALUE_N_PARTS);
      r.targets = g_new0 (double, (gsize) games * balut_variant_get_n_boxes (variant));
      r.boxes = g_new0 (gint8, (gsize) games * balut_variant_get_n_boxes (variant) * N_CELLS);
      for (gint t = 0; t < threads; t++)
        {
          workers[t].round = &r;
          workers[t].stats = balut_value_stats_new (tables);
          ts[t] = g_thread_new ("train", work, &workers[t]);
        }
      for (gint t = 0; t < threads; t++)
        {
          g_thread_join (ts[t]);
          if (stats == NULL)
            stats = workers[t].stats;
          else
            {
              balut_value_stats_merge (stats, workers[t].stats);
              balut_value_stats_free (workers[t].stats);
            }
        }
      secs = (g_get_monotonic_time () - start) / 1e6;
      for (gint i = 0; i < games; i++)
        mean += r.points[i];
      mean /= games;
      for (gint i = 0; i < games; i++)
        var += (r.points[i] - mean) * (r.points[i] - mean);
      var /= MAX (games - 1, 1);
      g_print ("round %d: %s, %d games: %.3f ± %.3f points (%.1f games/s)\n",
               round + 1, r.tables == NULL ? "strong" : "tables", games,
               mean, 1.96 * sqrt (var / games), games / secs);
      g_print ("  parts:");
      for (guint p = 0; p < BALUT_VALUE_N_PARTS; p++)
        {
          double m = 0;

          for (gint i = 0; i < games; i++)
            m += r.parts[(gsize) i * BALUT_VALUE_N_PARTS + p];
          g_print (" %s %.3f", p < BALUT_N_CATEGORIES ? balut_category_to_string (p) : "bracket", m / games);
        }
      g_print ("\n");
      if (points_file != NULL && round == rounds - 1)
        {
          g_autoptr(GString) text = g_string_new (NULL);

          for (gint i = 0; i < games; i++)
            g_string_append_printf (text, "%g\n", r.points[i]);
          if (!g_file_set_contents (points_file, text->str, (gssize) text->len, &error))
            {
              g_printerr ("%s\n", error->message);
              return 1;
            }
        }
      g_free (r.points);

      if (fixed_tables)
        {
          /* the same tables, a new network */
          g_autoptr(GBytes) same = NULL;

          if (warm && balut_value_tables_get_net (tables) != NULL)
            {
              g_clear_pointer (&old_net, balut_net_free);
              old_net = balut_net_copy (balut_value_tables_get_net (tables));
            }
          balut_value_tables_set_net (tables, NULL);
          same = balut_value_tables_serialize (tables);
          g_clear_pointer (&tables, balut_value_tables_free);
          tables = balut_value_tables_deserialize (same, NULL);
        }
      else
        g_clear_pointer (&tables, balut_value_tables_free);
      if (fixed_tables)
        ;
      else if (pool == NULL || decay <= 0)
        {
          g_clear_pointer (&pool, balut_value_stats_free);
          pool = g_steal_pointer (&stats);
        }
      else
        {
          balut_value_stats_scale (pool, decay);
          balut_value_stats_merge (pool, stats);
        }
      if (!fixed_tables)
        tables = balut_value_stats_fit (pool, shrink);
      if (hidden > 0)
        balut_value_tables_set_net (tables, train_net (tables, &r, (guint) hidden, (guint) epochs,
                                                       bellman, old_net, (guint64) seed + round,
                                                       rate, final_rate, old_rounds));
      g_free (r.parts);
      if (bellman && replay > 0)
        {
          Samples *o = g_new (Samples, 1);

          /* the earlier rounds' targets were backed up with an older
           * value: the oldest round makes way */
          o->boxes = g_steal_pointer (&r.boxes);
          o->targets = g_steal_pointer (&r.targets);
          o->n = (gsize) games * balut_variant_get_n_boxes (variant);
          g_ptr_array_add (old_rounds, o);
          if (old_rounds->len > (guint) replay)
            g_ptr_array_remove_index (old_rounds, 0);
        }
      g_free (r.boxes);
      g_free (r.targets);
      if (!save_tables (tables, out, &error))
        {
          g_printerr ("%s\n", error->message);
          return 1;
        }
    }
  return 0;
}
