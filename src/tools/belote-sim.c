/* belote-sim.c — Belote's computer players, simulated
 *
 * balut-sim --game belote plays seeded matches between two pairs (pair A,
 * pair B; B2: partners sit opposite), each a level or an external engine
 * (engine:COMMAND, docs/belote-protocol.md), through the public
 * BeloteMatch API: every bid, declaration and card goes through
 * belote_match_bid/declare/play, so every match is a legal match that
 * belote_record_save_to_file () can write and balut --verify replay.
 *
 * Seatings: matches 2k and 2k + 1 are dealt the same cards (the seed of
 * seed number k, so the same decks and first dealer, B4–B5); in match 2k
 * pair A sits at seats 0 and 2, in match 2k + 1 at seats 1 and 3. The
 * luck of the cards is thus shared out between the pairs.
 *
 * Seed number k is splitmix64 (splitmix64 (S) + k) kept to a record's 53
 * bits; match i's results go to slot i and the figures are summed in
 * match order after the workers are joined, so the output is the same
 * for any number of jobs, timing figures aside.
 *
 * SPDX-FileCopyrightText: 2026 The Balut developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gstdio.h>
#include <errno.h>
#include <math.h>
#include <string.h>

#include <json-glib/json-glib.h>

#include "balut-splitmix.h"
#include "belote-external.h"
#include "belote-match.h"
#include "belote-player.h"
#include "belote-record.h"
#include "belote-sim.h"

#define MAX_MATCHES 1000000
#define MAX_JOBS    64
/* A match whose deals keep being void (B8) or never reach the target is
 * given up after this many deals (a record holds at most
 * BELOTE_RECORD_MAX_DEALS) and counted as unfinished. */
#define MAX_DEALS   1000

enum {
  EXIT_OK = 0,
  EXIT_FAILED = 1,
  EXIT_USAGE = 2,
};

#define N_PAIRS 2   /* pair A, pair B */

#define ENGINE_PREFIX "engine:"

typedef struct
{
  char        *spec;      /* as given: "expert", "engine:./my-engine --fast" */
  char        *name;      /* for people: "Expert", "Expert 2", "engine: ./my-engine" */
  BeloteLevel  level;
  char        *command;   /* an external engine's command line, or NULL */
} Pair;

/* One match, by pair (0 = A, 1 = B). */
typedef struct
{
  guint64  seed;
  gboolean swapped;                /* pair A at seats 1 and 3 */
  gint8    winner;                 /* pair, or -1: unfinished */
  int      totals[N_PAIRS];
  guint    n_deals;                /* void ones included */
  guint    n_void;
  guint    taken[N_PAIRS];
  guint    made[N_PAIRS];
  guint    dedans[N_PAIRS];
  guint    litige[N_PAIRS];
  guint    capots[N_PAIRS];        /* deals in which the pair took all 8 tricks (B15) */
  gint64   points[N_PAIRS];        /* B23–B24: scored in the played deals */
  gint64   points_sq[N_PAIRS];
  guint    refused[N_PAIRS];       /* engine answers refused: the Expert decided */
  GArray  *usec[N_PAIRS];          /* gint64: each decision's time */
} MatchResult;

typedef struct
{
  BeloteSchool  school;
  int           target;
  guint64       seed;
  guint         n_matches;
  Pair          pairs[N_PAIRS];
  const char   *records_dir;       /* NULL: no records */
  guint         engine_timeout_ms;

  MatchResult  *matches;           /* [n_matches] */

  gint          next;              /* atomic: the next match to play */
  gint          failed;            /* atomic: stop taking matches */
  GMutex        lock;
  GError       *error;             /* the failure of the lowest match */
  guint         error_match;
  guint32       logged[N_PAIRS];   /* bit code: an engine error of this kind was shown */
} Sim;

/* ------------------------------------------------------------------ */
/* Playing                                                             */
/* ------------------------------------------------------------------ */

/* Mixing the seed first keeps runs apart (as balut-sim's games). */
static guint64
seed_number (guint64 seed,
             guint   k)
{
  return balut_splitmix64 (balut_splitmix64 (seed) + k) & BELOTE_RECORD_MAX_SEED;
}

/* B2: the pair at a seat of match r */
static guint
pair_at (const MatchResult *r,
         guint              seat)
{
  return (guint) BELOTE_TEAM_OF (seat) ^ (r->swapped ? 1u : 0u);
}

static void
fail_match (Sim    *sim,
            guint   index,
            GError *error)
{
  g_mutex_lock (&sim->lock);
  if (sim->error == NULL || index < sim->error_match)
    {
      g_clear_error (&sim->error);
      sim->error = error;
      sim->error_match = index;
    }
  else
    g_error_free (error);
  g_mutex_unlock (&sim->lock);
  g_atomic_int_set (&sim->failed, 1);
}

/* An engine's refused answer: shown once per pair and kind of error,
 * counted always. */
static void
log_refusal (Sim          *sim,
             guint         index,
             guint         pair,
             guint         seat,
             const GError *error)
{
  guint bit = error->domain == BELOTE_EXTERNAL_ERROR && error->code < 31 ? 1u << error->code : 1u << 31;
  gboolean show;

  g_mutex_lock (&sim->lock);
  show = (sim->logged[pair] & bit) == 0;
  sim->logged[pair] |= bit;
  g_mutex_unlock (&sim->lock);
  if (show)
    g_printerr ("balut-sim: match %u, seat %u (pair %s): %s — the Expert decides instead "
                  "(more errors of this kind are counted, not shown)\n",
                index + 1, seat, pair == 0 ? "A" : "B", error->message);
}

/* One decision for the seat to move, timed: the pair's level, or its
 * engine with the Expert deciding when the engine's answer is refused. */
static gboolean
decide (Sim                      *sim,
        guint                     index,
        BeloteExternalPlayer     *engine,
        guint                     pair,
        const BeloteDeal         *deal,
        const BeloteMatchContext *context,
        guint64                   seed,
        BeloteDecision           *out,
        GError                  **error)
{
  MatchResult *r = &sim->matches[index];
  gint64 start = g_get_monotonic_time ();
  gint64 usec;
  BeloteLevel level = sim->pairs[pair].level;

  if (engine != NULL)
    {
      g_autoptr(GError) refused = NULL;

      if (belote_external_player_decide (engine, deal, sim->school, context, NULL, out, &refused))
        goto done;
      log_refusal (sim, index, pair, (guint) belote_deal_to_move (deal), refused);
      r->refused[pair]++;
      level = BELOTE_LEVEL_EXPERT;
    }
  if (!belote_player_decide (level, deal, sim->school, context, seed, NULL, out, error))
    return FALSE;
done:
  usec = g_get_monotonic_time () - start;
  g_array_append_val (r->usec[pair], usec);
  return TRUE;
}

static gboolean
apply (BeloteMatch           *match,
       const BeloteDecision  *decision,
       GError               **error)
{
  if (decision->kind == BELOTE_DECISION_BID)
    return belote_match_bid (match, decision->bid, error);
  if (decision->n_declare > 0
      && !belote_match_declare (match, decision->declare, decision->n_declare, error))
    return FALSE;
  return belote_match_play (match, decision->card, error);
}

static void
count_deal (MatchResult           *r,
            const BeloteDealScore *score)
{
  r->n_deals++;
  if (score->result == BELOTE_RESULT_VOID)
    {
      r->n_void++;
      return;
    }
  for (guint p = 0; p < N_PAIRS; p++)
    {
      /* the pair's team: pair A is team 0 unless swapped */
      guint team = p ^ (r->swapped ? 1u : 0u);
      gint64 scored = score->scored[team];

      r->points[p] += scored;
      r->points_sq[p] += scored * scored;
      if (score->capot_team == (gint8) team)
        r->capots[p]++;
      if (score->taker_team == (gint8) team)
        {
          r->taken[p]++;
          if (score->result == BELOTE_RESULT_MADE)
            r->made[p]++;
          else if (score->result == BELOTE_RESULT_DEDANS)
            r->dedans[p]++;
          else if (score->result == BELOTE_RESULT_LITIGE)
            r->litige[p]++;
        }
    }
}

static gboolean
play_match (Sim     *sim,
            guint    index,
            GError **error)
{
  g_autoptr(BeloteMatch) match = NULL;
  BeloteExternalPlayer *engines[BELOTE_N_SEATS] = { NULL, };
  MatchResult *r = &sim->matches[index];
  int totals[BELOTE_N_TEAMS];
  gboolean ok = FALSE;
  gint8 winner;

  r->seed = seed_number (sim->seed, index / 2);
  r->swapped = index % 2 == 1;
  r->winner = -1;
  for (guint p = 0; p < N_PAIRS; p++)
    r->usec[p] = g_array_new (FALSE, FALSE, sizeof (gint64));

  match = belote_match_new (BELOTE_MODE_PLAY, sim->school, sim->target, r->seed, TRUE);
  /* one engine process a seat: it knows its own cards only */
  for (guint seat = 0; seat < BELOTE_N_SEATS; seat++)
    {
      const Pair *pair = &sim->pairs[pair_at (r, seat)];

      if (pair->command == NULL)
        belote_match_set_player (match, seat, pair->name, TRUE, belote_level_to_string (pair->level));
      else
        {
          engines[seat] = belote_external_player_new (pair->command, error);
          if (engines[seat] == NULL)
            goto out;
          belote_external_player_set_timeout (engines[seat], sim->engine_timeout_ms);
        }
    }

  while (!belote_match_is_over (match) && belote_match_get_n_deals (match) < MAX_DEALS)
    {
      guint deal_number = belote_match_get_n_deals (match);
      const BeloteDeal *deal;

      if (!belote_match_start_deal (match, NULL, error))
        goto failed;
      while ((deal = belote_match_get_current (match)) != NULL)
        {
          BeloteMatchContext context = { .target = sim->target };
          BeloteDecision decision = { 0, };
          gint8 seat = belote_deal_to_move (deal);

          belote_match_get_totals (match, context.totals);
          context.pot = belote_match_get_pot (match);
          ok = decide (sim, index, engines[seat], pair_at (r, (guint) seat), deal, &context,
                       belote_player_seed (r->seed, deal_number, deal), &decision, error)
               && apply (match, &decision, error);
          belote_decision_clear (&decision);
          if (!ok)
            goto failed;
        }
      count_deal (r, belote_match_get_score (match, deal_number));
    }

  belote_match_get_totals (match, totals);
  for (guint p = 0; p < N_PAIRS; p++)
    r->totals[p] = totals[p ^ (r->swapped ? 1u : 0u)];
  winner = belote_match_get_winner (match);
  if (winner != BELOTE_NO_TEAM)
    r->winner = (gint8) ((guint) winner ^ (r->swapped ? 1u : 0u));

  /* an engine's seat is named as the engine names itself (its hello) */
  for (guint seat = 0; seat < BELOTE_N_SEATS; seat++)
    if (engines[seat] != NULL)
      {
        g_autofree char *name = belote_external_player_dup_name (engines[seat]);

        belote_match_set_player (match, seat, name, TRUE, "engine");
      }

  ok = TRUE;
  if (sim->records_dir != NULL)
    {
      g_autofree char *basename = g_strdup_printf ("match-%05u.json", index + 1);
      g_autofree char *filename = g_build_filename (sim->records_dir, basename, NULL);

      ok = belote_record_save_to_file (match, filename, error);
    }
  goto out;

failed:
  {
    const BeloteDeal *deal = belote_match_get_current (match);

    if (deal != NULL)
      g_prefix_error (error, "match %u, deal %u, card %u: ", index + 1,
                      belote_match_get_n_deals (match), deal->n_played + 1u);
    else
      g_prefix_error (error, "match %u, deal %u: ", index + 1, belote_match_get_n_deals (match) + 1);
  }
out:
  for (guint seat = 0; seat < BELOTE_N_SEATS; seat++)
    g_clear_object (&engines[seat]);
  return ok;
}

static gpointer
worker_cb (gpointer data)
{
  Sim *sim = data;

  while (!g_atomic_int_get (&sim->failed))
    {
      gint index = g_atomic_int_add (&sim->next, 1);
      GError *error = NULL;

      if (index < 0 || (guint) index >= sim->n_matches)
        break;
      if (!play_match (sim, (guint) index, &error))
        fail_match (sim, (guint) index, error);
    }
  return NULL;
}

/* ------------------------------------------------------------------ */
/* Figures                                                             */
/* ------------------------------------------------------------------ */

/* A rate with its 95% Wilson score interval (sound near 0 and 1 and for
 * a few matches, where the normal interval is not). */
typedef struct
{
  guint  k, n;
  double rate;
  double low, high;
} Rate;

static Rate
wilson (guint k,
        guint n)
{
  const double z = 1.959963984540054;
  Rate r = { k, n, 0.0, 0.0, 0.0 };
  double p, denominator, centre, half;

  if (n == 0)
    {
      r.high = 1.0;   /* nothing known */
      return r;
    }
  p = (double) k / n;
  denominator = 1.0 + z * z / n;
  centre = (p + z * z / (2.0 * n)) / denominator;
  half = z * sqrt (p * (1.0 - p) / n + z * z / (4.0 * n * (double) n)) / denominator;
  r.rate = p;
  r.low = MAX (0.0, centre - half);
  r.high = MIN (1.0, centre + half);
  return r;
}

typedef struct
{
  Rate    wins;           /* of the finished matches */
  double  points_mean;    /* per played (not void) deal */
  double  points_ci;      /* 95%: 1.96 · sd / √n */
  guint   taken;
  Rate    made;           /* of the deals taken */
  Rate    dedans;
  Rate    litige;
  Rate    capots;         /* of the played deals */
  guint   refused;
  guint64 decisions;
  double  mean_ms, p50_ms, p99_ms, max_ms;
} PairFigures;

typedef struct
{
  PairFigures pairs[N_PAIRS];
  guint       finished;
  guint       unfinished;
  guint       deals;
  Rate        void_deals;
  double      wall;
  guint       jobs;
} Figures;

static int
compare_usec (gconstpointer a,
              gconstpointer b)
{
  gint64 x = *(const gint64 *) a, y = *(const gint64 *) b;

  return x < y ? -1 : x > y;
}

/* The value at rank ⌈q·n⌉ (nearest rank) of sorted times, in ms. */
static double
percentile_ms (const GArray *sorted,
               double        q)
{
  guint rank;

  if (sorted->len == 0)
    return 0.0;
  rank = (guint) ceil (q * sorted->len);
  rank = CLAMP (rank, 1u, sorted->len);
  return g_array_index (sorted, gint64, rank - 1) / 1000.0;
}

static void
compute_figures (const Sim *sim,
                 Figures   *f)
{
  guint wins[N_PAIRS] = { 0, }, made[N_PAIRS] = { 0, }, dedans[N_PAIRS] = { 0, };
  guint litige[N_PAIRS] = { 0, }, capots[N_PAIRS] = { 0, };
  gint64 points[N_PAIRS] = { 0, }, points_sq[N_PAIRS] = { 0, };
  guint n_void = 0;

  for (guint i = 0; i < sim->n_matches; i++)
    {
      const MatchResult *r = &sim->matches[i];

      if (r->winner < 0)
        f->unfinished++;
      else
        {
          f->finished++;
          wins[r->winner]++;
        }
      f->deals += r->n_deals;
      n_void += r->n_void;
      for (guint p = 0; p < N_PAIRS; p++)
        {
          f->pairs[p].taken += r->taken[p];
          made[p] += r->made[p];
          dedans[p] += r->dedans[p];
          litige[p] += r->litige[p];
          capots[p] += r->capots[p];
          points[p] += r->points[p];
          points_sq[p] += r->points_sq[p];
          f->pairs[p].refused += r->refused[p];
        }
    }

  f->void_deals = wilson (n_void, f->deals);
  for (guint p = 0; p < N_PAIRS; p++)
    {
      PairFigures *pf = &f->pairs[p];
      guint played = f->deals - n_void;
      g_autoptr(GArray) times = g_array_new (FALSE, FALSE, sizeof (gint64));
      double sum = 0.0;

      pf->wins = wilson (wins[p], f->finished);
      pf->made = wilson (made[p], pf->taken);
      pf->dedans = wilson (dedans[p], pf->taken);
      pf->litige = wilson (litige[p], pf->taken);
      pf->capots = wilson (capots[p], played);
      if (played > 0)
        {
          double mean = (double) points[p] / played;
          double var = played > 1 ? ((double) points_sq[p] - played * mean * mean) / (played - 1) : 0.0;

          pf->points_mean = mean;
          pf->points_ci = 1.959963984540054 * sqrt (MAX (var, 0.0) / played);
        }

      for (guint i = 0; i < sim->n_matches; i++)
        {
          const GArray *usec = sim->matches[i].usec[p];

          if (usec != NULL)
            g_array_append_vals (times, usec->data, usec->len);
        }
      pf->decisions = times->len;
      g_array_sort (times, compare_usec);
      for (guint j = 0; j < times->len; j++)
        sum += g_array_index (times, gint64, j);
      pf->mean_ms = times->len > 0 ? sum / times->len / 1000.0 : 0.0;
      pf->p50_ms = percentile_ms (times, 0.50);
      pf->p99_ms = percentile_ms (times, 0.99);
      pf->max_ms = times->len > 0 ? g_array_index (times, gint64, times->len - 1) / 1000.0 : 0.0;
    }
}

/* ------------------------------------------------------------------ */
/* Text output                                                         */
/* ------------------------------------------------------------------ */

#define LABEL_WIDTH 26
#define CELL_WIDTH  26

static void
print_row (const char *label,
           const char *a,
           const char *b)
{
  g_print ("  %s%*s %s%*s %s\n", label, balut_sim_pad (label, LABEL_WIDTH), "", a, balut_sim_pad (a, CELL_WIDTH), "", b);
}

static char *
format_rate (const Rate *r)
{
  if (r->n == 0)
    return g_strdup ("0/0");
  return g_strdup_printf ("%u/%u (%.1f%%, %.1f–%.1f%%)", r->k, r->n, 100.0 * r->rate, 100.0 * r->low, 100.0 * r->high);
}

static void
print_rate_row (const char        *label,
                const PairFigures *f,
                gsize              offset)
{
  g_autofree char *a = format_rate ((const Rate *) ((const char *) &f[0] + offset));
  g_autofree char *b = format_rate ((const Rate *) ((const char *) &f[1] + offset));

  print_row (label, a, b);
}

static const char *
school_label (BeloteSchool school)
{
  return school == BELOTE_SCHOOL_TOURNAMENT ? "tournament rules (B27)" : "family rules (B26)";
}

static void
print_text (const Sim     *sim,
            const Figures *f)
{
  g_autofree char *seed = g_strdup_printf ("%" G_GUINT64_FORMAT, sim->seed);
  const PairFigures *p = f->pairs;

  g_print ("Belote, %s, to %d: %u matches, seed %s; each deal of cards played twice, the pairs swapping seats\n",
           school_label (sim->school), sim->target, sim->n_matches, seed);
  print_row ("", "Pair A", "Pair B");
  print_row ("Players", sim->pairs[0].name, sim->pairs[1].name);
  /* xgettext:no-c-format */
  print_rate_row ("Match wins (95% CI)", p, G_STRUCT_OFFSET (PairFigures, wins));
  {
    g_autofree char *a = g_strdup_printf ("%.2f ± %.2f", p[0].points_mean, p[0].points_ci);
    g_autofree char *b = g_strdup_printf ("%.2f ± %.2f", p[1].points_mean, p[1].points_ci);

    print_row ("Points per deal", a, b);
  }
  {
    g_autofree char *a = g_strdup_printf ("%u", p[0].taken);
    g_autofree char *b = g_strdup_printf ("%u", p[1].taken);

    print_row ("Deals taken", a, b);
  }
  print_rate_row ("  made (B23)", p, G_STRUCT_OFFSET (PairFigures, made));
  print_rate_row ("  dedans (B23)", p, G_STRUCT_OFFSET (PairFigures, dedans));
  print_rate_row ("  litige (B23)", p, G_STRUCT_OFFSET (PairFigures, litige));
  print_rate_row ("Capots (B15)", p, G_STRUCT_OFFSET (PairFigures, capots));
  if (sim->pairs[0].command != NULL || sim->pairs[1].command != NULL)
    {
      g_autofree char *a = g_strdup_printf ("%u", p[0].refused);
      g_autofree char *b = g_strdup_printf ("%u", p[1].refused);

      print_row ("Expert instead of engine", a, b);
    }
  {
    g_autofree char *a = g_strdup_printf ("%" G_GUINT64_FORMAT, p[0].decisions);
    g_autofree char *b = g_strdup_printf ("%" G_GUINT64_FORMAT, p[1].decisions);

    print_row ("Decisions", a, b);
  }
  g_print ("Deals: %u, void (B8): %u (%.1f%%); matches finished: %u, given up after %d deals: %u\n",
           f->deals, f->void_deals.k, 100.0 * f->void_deals.rate, f->finished, MAX_DEALS, f->unfinished);
  /* the lines that depend on the machine: their first words stay as they are */
  for (guint j = 0; j < N_PAIRS; j++)
    g_print ("Time per decision, pair %s: %.3f ms mean, p50 %.3f ms, p99 %.3f ms, slowest %.3f ms\n",
             j == 0 ? "A" : "B", p[j].mean_ms, p[j].p50_ms, p[j].p99_ms, p[j].max_ms);
  g_print (f->jobs == 1 ? "Speed: %.2f matches/s, wall time %.2f s with %u job\n"
                         : "Speed: %.2f matches/s, wall time %.2f s with %u jobs\n",
           f->wall > 0.0 ? sim->n_matches / f->wall : 0.0, f->wall, f->jobs);
}

static void
print_per_match_text (const Sim *sim)
{
  for (guint i = 0; i < sim->n_matches; i++)
    {
      const MatchResult *r = &sim->matches[i];
      g_autofree char *seed = g_strdup_printf ("%" G_GUINT64_FORMAT, r->seed);

      g_print ("match %u, seed %s, pair A at seats %s: %d to %d in %u deals, %s\n",
               i + 1, seed, r->swapped ? "1+3" : "0+2", r->totals[0], r->totals[1], r->n_deals,
               r->winner == 0 ? "pair A won" : r->winner == 1 ? "pair B won" : "unfinished");
    }
}

/* ------------------------------------------------------------------ */
/* JSON output                                                         */
/* ------------------------------------------------------------------ */

static void
add_rate (JsonBuilder *b,
          const char  *name,
          const Rate  *r)
{
  g_autofree char *ci = g_strdup_printf ("%s_ci95", name);

  json_builder_set_member_name (b, name);
  json_builder_add_double_value (b, r->rate);
  json_builder_set_member_name (b, ci);
  json_builder_begin_array (b);
  json_builder_add_double_value (b, r->low);
  json_builder_add_double_value (b, r->high);
  json_builder_end_array (b);
}

static void
add_int (JsonBuilder *b,
         const char  *name,
         gint64       value)
{
  json_builder_set_member_name (b, name);
  json_builder_add_int_value (b, value);
}

static void
add_double (JsonBuilder *b,
            const char  *name,
            double       value)
{
  json_builder_set_member_name (b, name);
  json_builder_add_double_value (b, value);
}

static void
print_json (const Sim     *sim,
            const Figures *f,
            gboolean       per_match)
{
  g_autoptr(JsonBuilder) b = json_builder_new ();
  g_autoptr(JsonGenerator) generator = json_generator_new ();
  g_autoptr(JsonNode) root = NULL;
  g_autofree char *text = NULL;

  json_builder_begin_object (b);
  json_builder_set_member_name (b, "game");
  json_builder_add_string_value (b, "belote");
  add_int (b, "matches", sim->n_matches);
  add_int (b, "seed", (gint64) sim->seed);
  add_int (b, "target", sim->target);
  json_builder_set_member_name (b, "school");
  json_builder_add_string_value (b, sim->school == BELOTE_SCHOOL_TOURNAMENT ? "tournament" : "family");
  json_builder_set_member_name (b, "seatings");
  json_builder_add_string_value (b, "each seed twice: pair A at seats 0 and 2, then at seats 1 and 3");
  add_int (b, "finished", f->finished);
  add_int (b, "unfinished", f->unfinished);
  add_int (b, "deals", f->deals);
  add_int (b, "void_deals", f->void_deals.k);
  add_rate (b, "void_rate", &f->void_deals);

  json_builder_set_member_name (b, "pairs");
  json_builder_begin_array (b);
  for (guint j = 0; j < N_PAIRS; j++)
    {
      const PairFigures *p = &f->pairs[j];

      json_builder_begin_object (b);
      json_builder_set_member_name (b, "pair");
      json_builder_add_string_value (b, j == 0 ? "A" : "B");
      json_builder_set_member_name (b, "spec");
      json_builder_add_string_value (b, sim->pairs[j].spec);
      json_builder_set_member_name (b, "name");
      json_builder_add_string_value (b, sim->pairs[j].name);
      add_int (b, "wins", p->wins.k);
      add_rate (b, "win_rate", &p->wins);
      json_builder_set_member_name (b, "points_per_deal");
      json_builder_begin_object (b);
      add_double (b, "mean", p->points_mean);
      add_double (b, "ci95", p->points_ci);
      json_builder_end_object (b);
      add_int (b, "taken", p->taken);
      add_int (b, "made", p->made.k);
      add_int (b, "dedans", p->dedans.k);
      add_int (b, "litige", p->litige.k);
      add_rate (b, "made_rate", &p->made);
      add_rate (b, "dedans_rate", &p->dedans);
      add_rate (b, "litige_rate", &p->litige);
      add_int (b, "capots", p->capots.k);
      add_rate (b, "capot_rate", &p->capots);
      add_int (b, "engine_refusals", p->refused);
      add_int (b, "decisions", (gint64) p->decisions);
      json_builder_end_object (b);
    }
  json_builder_end_array (b);

  json_builder_set_member_name (b, "records");
  if (sim->records_dir != NULL)
    {
      g_autofree char *display = g_filename_display_name (sim->records_dir);

      json_builder_begin_object (b);
      json_builder_set_member_name (b, "folder");
      json_builder_add_string_value (b, display);
      add_int (b, "kept", sim->n_matches);
      json_builder_end_object (b);
    }
  else
    json_builder_add_null_value (b);

  /* what depends on the machine */
  json_builder_set_member_name (b, "timing");
  json_builder_begin_object (b);
  add_int (b, "jobs", f->jobs);
  add_double (b, "wall_seconds", f->wall);
  json_builder_set_member_name (b, "pairs");
  json_builder_begin_array (b);
  for (guint j = 0; j < N_PAIRS; j++)
    {
      json_builder_begin_object (b);
      add_double (b, "mean_ms", f->pairs[j].mean_ms);
      add_double (b, "p50_ms", f->pairs[j].p50_ms);
      add_double (b, "p99_ms", f->pairs[j].p99_ms);
      add_double (b, "max_ms", f->pairs[j].max_ms);
      json_builder_end_object (b);
    }
  json_builder_end_array (b);
  json_builder_end_object (b);

  if (per_match)
    {
      json_builder_set_member_name (b, "per_match");
      json_builder_begin_array (b);
      for (guint i = 0; i < sim->n_matches; i++)
        {
          const MatchResult *r = &sim->matches[i];

          json_builder_begin_object (b);
          add_int (b, "match", i + 1);
          add_int (b, "seed", (gint64) r->seed);
          json_builder_set_member_name (b, "pair_a_seats");
          json_builder_begin_array (b);
          json_builder_add_int_value (b, r->swapped ? 1 : 0);
          json_builder_add_int_value (b, r->swapped ? 3 : 2);
          json_builder_end_array (b);
          json_builder_set_member_name (b, "winner");
          if (r->winner < 0)
            json_builder_add_null_value (b);
          else
            json_builder_add_string_value (b, r->winner == 0 ? "A" : "B");
          json_builder_set_member_name (b, "totals");
          json_builder_begin_array (b);
          json_builder_add_int_value (b, r->totals[0]);
          json_builder_add_int_value (b, r->totals[1]);
          json_builder_end_array (b);
          add_int (b, "deals", r->n_deals);
          add_int (b, "void_deals", r->n_void);
          json_builder_set_member_name (b, "engine_refusals");
          json_builder_begin_array (b);
          json_builder_add_int_value (b, r->refused[0]);
          json_builder_add_int_value (b, r->refused[1]);
          json_builder_end_array (b);
          json_builder_end_object (b);
        }
      json_builder_end_array (b);
    }
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

static int
usage_error (const char *message)
{
  g_printerr ("balut-sim: %s\n", message);
  g_printerr ("Run “%s --game belote --help” to see the options.\n", g_get_prgname ());
  return EXIT_USAGE;
}

static gboolean
parse_pair (const char  *option,
            const char  *text,
            Pair        *pair,
            GError     **error)
{
  g_autofree char *stripped = g_strstrip (g_ascii_strdown (text, -1));

  if (g_str_has_prefix (text, ENGINE_PREFIX))
    {
      const char *command = text + strlen (ENGINE_PREFIX);
      g_auto(GStrv) argv = NULL;
      g_autoptr(GError) local = NULL;

      if (!g_shell_parse_argv (command, NULL, &argv, &local))
        {
          g_set_error (error, G_OPTION_ERROR, G_OPTION_ERROR_BAD_VALUE,
                       "%s: the engine’s command “%s” cannot be read: %s", option, command, local->message);
          return FALSE;
        }
      pair->level = BELOTE_LEVEL_EXPERT;   /* who decides when the engine's answer is refused */
      pair->spec = g_strdup (text);
      pair->command = g_strdup (command);
      {
        g_autofree char *program = g_path_get_basename (argv[0]);
        g_autofree char *script = argv[1] != NULL ? g_path_get_basename (argv[1]) : NULL;
        g_autofree char *name = script != NULL ? g_strdup_printf ("engine %s %s", program, script)
                                               : g_strdup_printf ("engine %s", program);

        /* printed and written as JSON: text, whatever the file names */
        pair->name = g_utf8_make_valid (name, -1);
        g_free (pair->spec);
        pair->spec = g_utf8_make_valid (text, -1);
      }
      return TRUE;
    }

  if (belote_level_parse (stripped, &pair->level))
    {
      pair->spec = g_strdup (belote_level_to_string (pair->level));
      pair->name = g_strdup (belote_level_name (pair->level));
      return TRUE;
    }

  g_set_error (error, G_OPTION_ERROR, G_OPTION_ERROR_BAD_VALUE,
               "%s: “%s” is not a level (beginner, casual, strong or expert) nor engine:COMMAND",
               option, text);
  return FALSE;
}

static void
sim_clear (Sim *sim)
{
  for (guint p = 0; p < N_PAIRS; p++)
    {
      g_clear_pointer (&sim->pairs[p].spec, g_free);
      g_clear_pointer (&sim->pairs[p].name, g_free);
      g_clear_pointer (&sim->pairs[p].command, g_free);
    }
  if (sim->matches != NULL)
    for (guint i = 0; i < sim->n_matches; i++)
      for (guint p = 0; p < N_PAIRS; p++)
        g_clear_pointer (&sim->matches[i].usec[p], g_array_unref);
  g_clear_pointer (&sim->matches, g_free);
  g_clear_error (&sim->error);
  g_mutex_clear (&sim->lock);
}

static gboolean
sim_configure (Sim         *sim,
               const char  *team_a,
               const char  *team_b,
               const char  *matches,
               const char  *seed,
               const char  *target,
               const char  *school,
               const char  *records,
               const char  *jobs,
               const char  *engine_timeout,
               guint       *n_jobs,
               GError     **error)
{
  guint64 number;

  if (!parse_pair ("--pair-a", team_a != NULL ? team_a : "expert", &sim->pairs[0], error)
      || !parse_pair ("--pair-b", team_b != NULL ? team_b : "strong", &sim->pairs[1], error))
    return FALSE;
  if (g_str_equal (sim->pairs[0].name, sim->pairs[1].name))
    {
      char *name = g_strdup_printf ("%s 2", sim->pairs[1].name);

      g_free (sim->pairs[1].name);
      sim->pairs[1].name = name;
    }

  number = 100;
  if (matches != NULL && !balut_sim_parse_number ("--matches", matches, 1, MAX_MATCHES, &number, error))
    return FALSE;
  sim->n_matches = (guint) number;

  sim->seed = 1;
  if (seed != NULL && !balut_sim_parse_number ("--seed", seed, 0, BELOTE_RECORD_MAX_SEED, &sim->seed, error))
    return FALSE;

  sim->target = BELOTE_DEFAULT_TARGET;
  if (target != NULL)
    {
      if (!balut_sim_parse_number ("--target", target, 1, 100000, &number, NULL) || !belote_target_valid ((int) number))
        {
          g_set_error (error, G_OPTION_ERROR, G_OPTION_ERROR_BAD_VALUE,
                       "--target: “%s” is not 301, 501 or 1000 (B3)", target);
          return FALSE;
        }
      sim->target = (int) number;
    }

  sim->school = BELOTE_SCHOOL_FAMILY;
  if (school != NULL)
    {
      if (g_str_equal (school, "tournament"))
        sim->school = BELOTE_SCHOOL_TOURNAMENT;
      else if (!g_str_equal (school, "family"))
        {
          g_set_error_literal (error, G_OPTION_ERROR, G_OPTION_ERROR_BAD_VALUE,
                               "--school: use family (B26) or tournament (B27)");
          return FALSE;
        }
    }

  if (records != NULL && *records == '\0')
    {
      g_set_error_literal (error, G_OPTION_ERROR, G_OPTION_ERROR_BAD_VALUE,
                           "--records: give a folder");
      return FALSE;
    }
  sim->records_dir = records;

  number = BELOTE_EXTERNAL_DEFAULT_TIMEOUT_MS;
  if (engine_timeout != NULL
      && !balut_sim_parse_number ("--engine-timeout", engine_timeout, 1, 3600 * 1000, &number, error))
    return FALSE;
  sim->engine_timeout_ms = (guint) number;

  number = CLAMP (g_get_num_processors (), 1, MAX_JOBS);
  if (jobs != NULL && !balut_sim_parse_number ("--jobs", jobs, 1, MAX_JOBS, &number, error))
    return FALSE;
  *n_jobs = (guint) number;
  return TRUE;
}

int
belote_sim_main (int    argc,
                 char **argv)
{
  g_autoptr(GOptionContext) context = NULL;
  g_auto(GStrv) args = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(GPtrArray) threads = NULL;
  g_autofree char *team_a = NULL;
  g_autofree char *team_b = NULL;
  g_autofree char *matches = NULL;
  g_autofree char *seed = NULL;
  g_autofree char *target = NULL;
  g_autofree char *school = NULL;
  g_autofree char *jobs = NULL;
  g_autofree char *records = NULL;
  g_autofree char *engine_timeout = NULL;
  g_auto(GStrv) rest = NULL;
  gboolean as_json = FALSE;
  gboolean per_match = FALSE;
  Figures figures = { 0, };
  gint64 start;
  Sim sim = { 0, };
  const GOptionEntry entries[] = {
    { "pair-a", 0, 0, G_OPTION_ARG_STRING, &team_a,
      "Pair A: beginner, casual, strong, expert (the default), or engine:COMMAND, an external engine (docs/belote-protocol.md)", "PLAYER" },
    { "pair-b", 0, 0, G_OPTION_ARG_STRING, &team_b,
      "Pair B, as pair A (default strong)", "PLAYER" },
    { "matches", 0, 0, G_OPTION_ARG_STRING, &matches,
      "The number of matches, 1 to 1000000 (default 100)", "N" },
    { "seed", 0, 0, G_OPTION_ARG_STRING, &seed,
      "The seed of the whole run, 0 to 2^53 − 1 (default 1)", "S" },
    { "target", 0, 0, G_OPTION_ARG_STRING, &target,
      "The match’s target: 301, 501 (the default) or 1000 (B3)", "POINTS" },
    { "school", 0, 0, G_OPTION_ARG_STRING, &school,
      "family (the default, B26) or tournament (B27)", "SCHOOL" },
    { "jobs", 0, 0, G_OPTION_ARG_STRING, &jobs,
      "Matches played at once, 1 to 64 (default: the number of processors); the results do not depend on it", "J" },
    { "engine-timeout", 0, 0, G_OPTION_ARG_STRING, &engine_timeout,
      "How long an engine may take to answer, in ms (default 10000); a late engine is stopped", "MS" },
    { "records", 0, 0, G_OPTION_ARG_FILENAME, &records,
      "Write each match’s record to DIR/match-00001.json, … (DIR is created)", "DIR" },
    { "json", 0, 0, G_OPTION_ARG_NONE, &as_json,
      "Print the figures as one JSON object", NULL },
    { "per-match", 0, 0, G_OPTION_ARG_NONE, &per_match,
      "Also print each match’s seed, seats, totals and winner", NULL },
    { G_OPTION_REMAINING, 0, 0, G_OPTION_ARG_FILENAME_ARRAY, &rest, NULL, NULL },
    { NULL }
  };

  context = g_option_context_new (NULL);
  g_option_context_set_summary (context,
    /* xgettext:no-c-format */
    "balut-sim --game belote: plays seeded matches of Belote between two pairs\n"
      "and prints match wins with 95% intervals, points per deal, how often the\n"
      "takers make their contract, capots, void deals and the time per decision.");
  g_option_context_set_description (context,
    "Pair A sits at seats 0 and 2, pair B at 1 and 3 (B2); every seed is played\n"
      "twice, the second time with the pairs swapping seats, so both pairs get the\n"
      "same cards. Seed k (from 0) is splitmix64 (splitmix64 (S) + k) kept to 53\n"
      "bits and the figures are summed in match order: the same seed gives the same\n"
      "matches and figures whatever the number of jobs (only the timing differs).\n"
      "An engine (engine:COMMAND) is started for each of its pair's seats in each\n"
      "match; when its answer is refused (illegal, malformed, late, or the engine\n"
      "has exited) the Expert makes that move, the first refusal of each kind is\n"
      "shown on standard error and all are counted.\n"
      "Exit status: 0 when done, 1 when a match cannot be played or recorded (or an\n"
      "engine cannot be started), 2 for bad options.");
  g_option_context_add_main_entries (context, entries, NULL);

  args = g_new0 (char *, argc + 1);
  for (int i = 0; i < argc; i++)
    args[i] = g_strdup (argv[i]);
  if (!g_option_context_parse_strv (context, &args, &error))
    return usage_error (error->message);

  if (rest != NULL && rest[0] != NULL)
    {
      g_autofree char *message = g_strdup_printf ("unexpected argument “%s”", rest[0]);
      return usage_error (message);
    }

  g_mutex_init (&sim.lock);
  if (!sim_configure (&sim, team_a, team_b, matches, seed, target, school, records, jobs,
                      engine_timeout, &figures.jobs, &error))
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

  sim.matches = g_new0 (MatchResult, sim.n_matches);
  figures.jobs = MIN (figures.jobs, sim.n_matches);

  start = g_get_monotonic_time ();
  threads = g_ptr_array_new ();
  for (guint k = 0; k < figures.jobs; k++)
    {
      g_autofree char *name = g_strdup_printf ("belote-sim-%u", k + 1);

      g_ptr_array_add (threads, g_thread_new (name, worker_cb, &sim));
    }
  for (guint k = 0; k < threads->len; k++)
    g_thread_join (g_ptr_array_index (threads, k));
  figures.wall = (g_get_monotonic_time () - start) / 1e6;

  if (sim.error != NULL)
    {
      g_printerr ("balut-sim: %s\n", sim.error->message);
      sim_clear (&sim);
      return EXIT_FAILED;
    }

  compute_figures (&sim, &figures);
  if (as_json)
    print_json (&sim, &figures, per_match);
  else
    {
      if (per_match)
        print_per_match_text (&sim);
      print_text (&sim, &figures);
      if (sim.records_dir != NULL)
        {
          g_autofree char *display = g_filename_display_name (sim.records_dir);

          g_print ("Records: %u in %s\n", sim.n_matches, display);
        }
    }

  sim_clear (&sim);
  return EXIT_OK;
}
