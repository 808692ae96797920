/* balut-review.c — a game reviewed against the Expert
 *
 * SPDX-FileCopyrightText: 2026 The Balut developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * For each turn of the player, the Expert's within-turn search is built
 * for the sheet as it stood (balut_strategy_new () with the Expert's
 * value function, playing for points). Every decision is priced in
 * expected final points: after each throw but the last, the dice held
 * (the value of keeping them and playing on at best), and after the
 * last, the box (R4–R11, J2–J4, O1–O3 through the sheet's legal boxes);
 * what was lost is the best choice's value less the chosen one's. The
 * luck of a throw is the value of the best play of the dice thrown less
 * the expectation just before it (the turn's value before the first
 * throw, the chosen hold's before the others), as GNU Backgammon
 * separates luck from skill. In a turn, the expectation before its
 * first throw plus its luck less its losses is the value of its entry.
 *
 * A scoring-pad game keeps one throw a turn and no holds: its entries
 * alone are graded (as if no throw were left), and its luck is unknown.
 */

#include "config.h"

#include <glib/gi18n.h>
#include <math.h>
#include <string.h>

#include "balut-player.h"
#include "balut-review.h"
#include "balut-scoresheet.h"
#include "balut-strategy.h"

struct _BalutReview
{
  BalutVariant variant;
  guint        player;
  char        *name;
  gboolean     pad;
  gint         final_points;
  GArray      *turns;       /* BalutReviewTurn */
  GArray      *decisions;   /* BalutReviewDecision */
};

G_DEFINE_QUARK (balut-review-error-quark, balut_review_error)

void
balut_review_free (BalutReview *self)
{
  if (self == NULL)
    return;
  g_free (self->name);
  g_clear_pointer (&self->turns, g_array_unref);
  g_clear_pointer (&self->decisions, g_array_unref);
  g_free (self);
}

/* The Expert's best play of dice with throws_left, into d->best_* */
static void
set_best (const BalutStrategy *strategy,
          const guint8        *dice,
          guint                throws_left,
          BalutReviewDecision *d)
{
  BalutStrategyDecision best;

  balut_strategy_decide (strategy, dice, throws_left, &best);
  d->best_entry = best.stop;
  d->best_box = best.box;
  memcpy (d->best_held, best.held, sizeof d->best_held);
  d->best_value = best.value;
}

static void
finish_decision (BalutReviewDecision *d)
{
  d->lost = MAX (0.0, d->best_value - d->value);
  /* regular boxes of a category are alike: the one chosen stands for
   * the Expert's when they are the same category */
  if (d->entry && d->best_entry && d->best_box.category == d->box.category
      && d->best_box.box != BALUT_BOX_JACKPOT && d->box.box != BALUT_BOX_JACKPOT)
    d->best_box = d->box;
}

/* One turn of the player: its decisions appended to self->decisions */
static void
review_turn (BalutReview         *self,
             BalutScoresheet     *sheet,
             const BalutTurn     *turn,
             guint                number)
{
  BalutStrategyOptions opts;
  g_autoptr(BalutStrategy) strategy = NULL;
  guint max_throws = balut_variant_get_max_throws (self->variant);
  BalutReviewTurn t = { .turn = number };
  double expectation;

  balut_strategy_options_for_level (BALUT_LEVEL_EXPERT, &opts);
  strategy = balut_strategy_new (sheet, &opts);
  t.expected = balut_strategy_get_turn_value (strategy);
  t.first_decision = self->decisions->len;
  t.luck_known = !self->pad;
  expectation = t.expected;

  if (self->pad)
    {
      /* the dice the turn ended with; the holds are not known */
      BalutReviewDecision d = { .turn = number, .throw_number = 1, .entry = TRUE, .box = turn->box };

      memcpy (d.dice, turn->throws[turn->n_throws - 1], sizeof d.dice);
      set_best (strategy, d.dice, 0, &d);
      d.value = balut_strategy_box_value (strategy, d.dice, turn->box);
      finish_decision (&d);
      t.lost += d.lost;
      g_array_append_val (self->decisions, d);
    }
  else
    for (guint k = 0; k < turn->n_throws; k++)
      {
        BalutReviewDecision d = { .turn = number, .throw_number = k + 1 };

        memcpy (d.dice, turn->throws[k], sizeof d.dice);
        d.throws_left = max_throws - (k + 1);
        /* the throw's luck: its best play against the expectation before it */
        t.luck += balut_strategy_roll_value (strategy, d.dice, d.throws_left) - expectation;
        set_best (strategy, d.dice, d.throws_left, &d);
        if (k + 1 < turn->n_throws)
          {
            /* holds[k]: held between throws[k] and throws[k + 1] */
            memcpy (d.held, turn->holds[k], sizeof d.held);
            d.value = balut_strategy_hold_value (strategy, d.dice, d.held, d.throws_left);
          }
        else
          {
            d.entry = TRUE;
            d.box = turn->box;
            d.value = balut_strategy_box_value (strategy, d.dice, turn->box);
          }
        expectation = d.value;
        finish_decision (&d);
        t.lost += d.lost;
        g_array_append_val (self->decisions, d);
      }

  t.n_decisions = self->decisions->len - t.first_decision;
  g_array_append_val (self->turns, t);
}

/**
 * balut_review_new:
 * @game: a game (finished or not), as a record loads it
 * @player: the player to review, 0-based
 * @cancellable: (nullable): checked between turns
 * @progress: (nullable): called after each turn
 *
 * Reviews every turn @player entered.
 *
 * Returns: (transfer full) (nullable): the review, or %NULL with @error
 *   set (BALUT_REVIEW_ERROR, or G_IO_ERROR_CANCELLED)
 */
BalutReview *
balut_review_new (BalutGame            *game,
                  guint                 player,
                  GCancellable         *cancellable,
                  BalutReviewProgress   progress,
                  gpointer              progress_data,
                  GError              **error)
{
  g_autoptr(BalutReview) self = NULL;
  g_autoptr(BalutScoresheet) sheet = NULL;
  guint n_turns, total = 0, done = 0;

  g_return_val_if_fail (BALUT_IS_GAME (game), NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  if (player >= balut_game_get_n_players (game))
    {
      g_set_error (error, BALUT_REVIEW_ERROR, BALUT_REVIEW_ERROR_NO_PLAYER,
                   /* Translators: %u is a player's number, as given to --player */
                   _("The game has no player %u"), player + 1);
      return NULL;
    }

  self = g_new0 (BalutReview, 1);
  self->variant = balut_game_get_variant (game);
  self->player = player;
  self->name = g_strdup (balut_player_get_name (balut_game_get_player (game, player)));
  self->pad = balut_game_get_mode (game) == BALUT_GAME_MODE_PAD;
  self->turns = g_array_new (FALSE, TRUE, sizeof (BalutReviewTurn));
  self->decisions = g_array_new (FALSE, TRUE, sizeof (BalutReviewDecision));
  sheet = balut_scoresheet_new (self->variant);

  n_turns = balut_game_get_n_turns (game);
  for (guint i = 0; i < n_turns; i++)
    total += balut_game_get_turn (game, i)->player == player;
  if (total == 0)
    {
      g_set_error (error, BALUT_REVIEW_ERROR, BALUT_REVIEW_ERROR_NO_TURNS,
                   _("%s has not played a turn yet"), self->name);
      return NULL;
    }

  for (guint i = 0; i < n_turns; i++)
    {
      const BalutTurn *turn = balut_game_get_turn (game, i);

      if (turn->player != player || !turn->entered || turn->n_throws == 0)
        continue;
      if (g_cancellable_set_error_if_cancelled (cancellable, error))
        return NULL;
      review_turn (self, sheet, turn, ++done);
      /* a record's turns follow the rules (balut_record_load_json ()) */
      if (balut_scoresheet_enter (sheet, turn->box.category, turn->box.box, turn->throws[turn->n_throws - 1],
                                  NULL) < 0)
        g_return_val_if_reached (NULL);
      if (progress != NULL)
        progress (done, total, progress_data);
    }
  if (self->turns->len == 0)
    {
      /* a record's turns are entered and thrown: not reached */
      g_set_error (error, BALUT_REVIEW_ERROR, BALUT_REVIEW_ERROR_NO_TURNS,
                   _("%s has not played a turn yet"), self->name);
      return NULL;
    }
  self->final_points = balut_scoresheet_get_final_points (sheet);
  return g_steal_pointer (&self);
}

typedef struct
{
  BalutGame           *game;
  guint                player;
  BalutReviewProgress  progress;
  gpointer             progress_data;
} ReviewJob;

static void
review_job_free (gpointer data)
{
  ReviewJob *job = data;

  g_object_unref (job->game);
  g_free (job);
}

static void
review_thread (GTask        *task,
               gpointer      source,
               gpointer      data,
               GCancellable *cancellable)
{
  ReviewJob *job = data;
  GError *error = NULL;
  BalutReview *review;

  (void) source;
  review = balut_review_new (job->game, job->player, cancellable, job->progress, job->progress_data, &error);
  if (review == NULL)
    g_task_return_error (task, error);
  else
    g_task_return_pointer (task, review, (GDestroyNotify) balut_review_free);
}

/**
 * balut_review_new_async:
 * @game: a game no one changes while it is reviewed (a record's)
 * @progress: (nullable): called from the reviewing thread
 *
 * balut_review_new () in a worker thread.
 */
void
balut_review_new_async (BalutGame            *game,
                        guint                 player,
                        GCancellable         *cancellable,
                        BalutReviewProgress   progress,
                        gpointer              progress_data,
                        GAsyncReadyCallback   callback,
                        gpointer              user_data)
{
  g_autoptr(GTask) task = NULL;
  ReviewJob *job;

  g_return_if_fail (BALUT_IS_GAME (game));

  job = g_new0 (ReviewJob, 1);
  job->game = g_object_ref (game);
  job->player = player;
  job->progress = progress;
  job->progress_data = progress_data;
  task = g_task_new (NULL, cancellable, callback, user_data);
  g_task_set_source_tag (task, balut_review_new_async);
  g_task_set_task_data (task, job, review_job_free);
  g_task_run_in_thread (task, review_thread);
}

BalutReview *
balut_review_new_finish (GAsyncResult  *result,
                         GError       **error)
{
  g_return_val_if_fail (g_task_is_valid (result, NULL), NULL);

  return g_task_propagate_pointer (G_TASK (result), error);
}

BalutVariant
balut_review_get_variant (const BalutReview *self)
{
  g_return_val_if_fail (self != NULL, BALUT_VARIANT_STANDARD);
  return self->variant;
}

guint
balut_review_get_player (const BalutReview *self)
{
  g_return_val_if_fail (self != NULL, 0);
  return self->player;
}

const char *
balut_review_get_name (const BalutReview *self)
{
  g_return_val_if_fail (self != NULL, NULL);
  return self->name;
}

gboolean
balut_review_get_pad (const BalutReview *self)
{
  g_return_val_if_fail (self != NULL, FALSE);
  return self->pad;
}

gint
balut_review_get_final_points (const BalutReview *self)
{
  g_return_val_if_fail (self != NULL, 0);
  return self->final_points;
}

guint
balut_review_get_n_turns (const BalutReview *self)
{
  g_return_val_if_fail (self != NULL, 0);
  return self->turns->len;
}

const BalutReviewTurn *
balut_review_get_turn (const BalutReview *self,
                       guint              index)
{
  g_return_val_if_fail (self != NULL && index < self->turns->len, NULL);
  return &g_array_index (self->turns, BalutReviewTurn, index);
}

guint
balut_review_get_n_decisions (const BalutReview *self)
{
  g_return_val_if_fail (self != NULL, 0);
  return self->decisions->len;
}

const BalutReviewDecision *
balut_review_get_decision (const BalutReview *self,
                           guint              index)
{
  g_return_val_if_fail (self != NULL && index < self->decisions->len, NULL);
  return &g_array_index (self->decisions, BalutReviewDecision, index);
}

/**
 * balut_review_get_lost:
 *
 * Returns: the expected final points lost by all the player's decisions
 */
double
balut_review_get_lost (const BalutReview *self)
{
  double lost = 0;

  g_return_val_if_fail (self != NULL, 0.0);
  for (guint i = 0; i < self->turns->len; i++)
    lost += g_array_index (self->turns, BalutReviewTurn, i).lost;
  return lost;
}

/**
 * balut_review_get_luck:
 *
 * Returns: what the dice gave (above 0) or took against the expectation
 *   before each throw, summed; 0 in a scoring-pad game
 */
double
balut_review_get_luck (const BalutReview *self)
{
  double luck = 0;

  g_return_val_if_fail (self != NULL, 0.0);
  for (guint i = 0; i < self->turns->len; i++)
    luck += g_array_index (self->turns, BalutReviewTurn, i).luck;
  return luck;
}

/**
 * balut_review_get_accuracy:
 *
 * Returns: the share (0–1) of the decisions that lost less than
 *   BALUT_REVIEW_ACCURATE expected points
 */
double
balut_review_get_accuracy (const BalutReview *self)
{
  guint good = 0;

  g_return_val_if_fail (self != NULL, 0.0);
  if (self->decisions->len == 0)
    return 1.0;
  for (guint i = 0; i < self->decisions->len; i++)
    good += g_array_index (self->decisions, BalutReviewDecision, i).lost < BALUT_REVIEW_ACCURATE;
  return (double) good / self->decisions->len;
}

guint
balut_review_get_costliest (const BalutReview *self,
                            guint              out[3])
{
  guint n = 0;

  g_return_val_if_fail (self != NULL && out != NULL, 0);
  for (guint i = 0; i < self->decisions->len; i++)
    {
      double lost = g_array_index (self->decisions, BalutReviewDecision, i).lost;
      guint j;

      if (lost < BALUT_REVIEW_ACCURATE)
        continue;
      /* strictly costlier moves up: among equals the earlier stays first */
      for (j = n; j > 0 && lost > g_array_index (self->decisions, BalutReviewDecision, out[j - 1]).lost; j--)
        if (j < 3)
          out[j] = out[j - 1];
      if (j < 3)
        {
          out[j] = i;
          n = MIN (n + 1, 3);
        }
    }
  return n;
}

/**
 * balut_review_dup_dice:
 * @held: (nullable): the dice to name; all when %NULL
 *
 * Returns: (transfer full): "6 6 6": the dice, as they lay
 */
char *
balut_review_dup_dice (const guint8   *dice,
                       const gboolean *held)
{
  GString *out = g_string_new (NULL);

  for (guint d = 0; d < BALUT_N_DICE; d++)
    if (held == NULL || held[d])
      g_string_append_printf (out, "%s%u", out->len > 0 ? " " : "", dice[d]);
  return g_string_free (out, FALSE);
}

/**
 * balut_review_describe_choice:
 * @best: the Expert's choice rather than the one made
 *
 * Returns: (transfer full): the choice in words: "hold 6 6 6", "throw
 *   all five again", "Sixes, box 2", "the Jackpot box of Sixes"
 */
char *
balut_review_describe_choice (const BalutReviewDecision *d,
                              gboolean                   best)
{
  gboolean entry = best ? d->best_entry : d->entry;
  const gboolean *held = best ? d->best_held : d->held;
  BalutBox box = best ? d->best_box : d->box;
  g_autofree char *kept = NULL;

  if (entry)
    {
      const char *label = balut_category_get_label (box.category);

      if (box.box == BALUT_BOX_JACKPOT)
        /* Translators: a choice of the game review: where the dice go */
        return g_strdup_printf (_("the Jackpot box of %s"), label);
      /* Translators: a choice of the game review: where the dice go */
      return g_strdup_printf (_("%s, box %u"), label, box.box + 1);
    }
  kept = balut_review_dup_dice (d->dice, held);
  if (*kept == '\0')
    /* Translators: a choice of the game review: nothing held */
    return g_strdup (_("throw all five again"));
  /* Translators: a choice of the game review: %s is the dice held, as "6 6 6" */
  return g_strdup_printf (_("hold %s"), kept);
}

static void
add_box (JsonBuilder *b,
         BalutBox     box)
{
  json_builder_begin_object (b);
  json_builder_set_member_name (b, "category");
  json_builder_add_string_value (b, balut_category_to_string (box.category));
  json_builder_set_member_name (b, "box");
  if (box.box == BALUT_BOX_JACKPOT)
    json_builder_add_string_value (b, "jackpot");
  else
    json_builder_add_int_value (b, box.box + 1);
  json_builder_end_object (b);
}

static void
add_choice (JsonBuilder    *b,
            const char     *name,
            gboolean        entry,
            const gboolean *held,
            BalutBox        box)
{
  json_builder_set_member_name (b, name);
  json_builder_begin_object (b);
  if (entry)
    {
      json_builder_set_member_name (b, "enter");
      add_box (b, box);
    }
  else
    {
      json_builder_set_member_name (b, "hold");
      json_builder_begin_array (b);
      for (guint d = 0; d < BALUT_N_DICE; d++)
        json_builder_add_boolean_value (b, held[d]);
      json_builder_end_array (b);
    }
  json_builder_end_object (b);
}

/* points to two decimals, as the text shows them */
static double
round2 (double x)
{
  return round (x * 100.0) / 100.0;
}

/**
 * balut_review_to_json:
 *
 * Returns: (transfer full): the review as the "balut-review" JSON of
 *   docs/review.md
 */
JsonNode *
balut_review_to_json (const BalutReview *self)
{
  g_autoptr(JsonBuilder) b = json_builder_new ();
  guint costliest[3], n_costliest;

  g_return_val_if_fail (self != NULL, NULL);

  json_builder_begin_object (b);
  json_builder_set_member_name (b, "format");
  json_builder_add_string_value (b, BALUT_REVIEW_FORMAT);
  json_builder_set_member_name (b, "version");
  json_builder_add_int_value (b, BALUT_REVIEW_VERSION);
  json_builder_set_member_name (b, "variant");
  json_builder_add_string_value (b, balut_variant_to_string (self->variant));
  json_builder_set_member_name (b, "player");
  json_builder_add_int_value (b, self->player + 1);
  json_builder_set_member_name (b, "name");
  json_builder_add_string_value (b, self->name);
  json_builder_set_member_name (b, "pad");
  json_builder_add_boolean_value (b, self->pad);
  json_builder_set_member_name (b, "final_points");
  json_builder_add_int_value (b, self->final_points);
  json_builder_set_member_name (b, "expected_at_start");
  json_builder_add_double_value (b, round2 (g_array_index (self->turns, BalutReviewTurn, 0).expected));
  json_builder_set_member_name (b, "lost");
  json_builder_add_double_value (b, round2 (balut_review_get_lost (self)));
  json_builder_set_member_name (b, "luck");
  if (self->pad)
    json_builder_add_null_value (b);
  else
    json_builder_add_double_value (b, round2 (balut_review_get_luck (self)));
  json_builder_set_member_name (b, "decisions");
  json_builder_add_int_value (b, self->decisions->len);
  json_builder_set_member_name (b, "accuracy");
  json_builder_add_double_value (b, round (balut_review_get_accuracy (self) * 1000.0) / 1000.0);
  json_builder_set_member_name (b, "accurate_within");
  json_builder_add_double_value (b, BALUT_REVIEW_ACCURATE);

  n_costliest = balut_review_get_costliest (self, costliest);
  json_builder_set_member_name (b, "costliest");
  json_builder_begin_array (b);
  for (guint i = 0; i < n_costliest; i++)
    {
      const BalutReviewDecision *d = balut_review_get_decision (self, costliest[i]);

      json_builder_begin_object (b);
      json_builder_set_member_name (b, "turn");
      json_builder_add_int_value (b, d->turn);
      json_builder_set_member_name (b, "throw");
      json_builder_add_int_value (b, d->throw_number);
      json_builder_set_member_name (b, "lost");
      json_builder_add_double_value (b, round2 (d->lost));
      json_builder_end_object (b);
    }
  json_builder_end_array (b);

  json_builder_set_member_name (b, "turns");
  json_builder_begin_array (b);
  for (guint i = 0; i < self->turns->len; i++)
    {
      const BalutReviewTurn *t = balut_review_get_turn (self, i);

      json_builder_begin_object (b);
      json_builder_set_member_name (b, "turn");
      json_builder_add_int_value (b, t->turn);
      json_builder_set_member_name (b, "expected");
      json_builder_add_double_value (b, round2 (t->expected));
      json_builder_set_member_name (b, "luck");
      if (t->luck_known)
        json_builder_add_double_value (b, round2 (t->luck));
      else
        json_builder_add_null_value (b);
      json_builder_set_member_name (b, "lost");
      json_builder_add_double_value (b, round2 (t->lost));
      json_builder_set_member_name (b, "decisions");
      json_builder_begin_array (b);
      for (guint k = 0; k < t->n_decisions; k++)
        {
          const BalutReviewDecision *d = balut_review_get_decision (self, t->first_decision + k);

          json_builder_begin_object (b);
          json_builder_set_member_name (b, "throw");
          json_builder_add_int_value (b, d->throw_number);
          json_builder_set_member_name (b, "throws_left");
          json_builder_add_int_value (b, d->throws_left);
          json_builder_set_member_name (b, "dice");
          json_builder_begin_array (b);
          for (guint j = 0; j < BALUT_N_DICE; j++)
            json_builder_add_int_value (b, d->dice[j]);
          json_builder_end_array (b);
          add_choice (b, "choice", d->entry, d->held, d->box);
          add_choice (b, "best", d->best_entry, d->best_held, d->best_box);
          json_builder_set_member_name (b, "value");
          json_builder_add_double_value (b, round2 (d->value));
          json_builder_set_member_name (b, "best_value");
          json_builder_add_double_value (b, round2 (d->best_value));
          json_builder_set_member_name (b, "lost");
          json_builder_add_double_value (b, round2 (d->lost));
          json_builder_end_object (b);
        }
      json_builder_end_array (b);
      json_builder_end_object (b);
    }
  json_builder_end_array (b);
  json_builder_end_object (b);
  return json_builder_get_root (b);
}

static void
append_decision (GString                   *out,
                 const BalutReviewDecision *d,
                 gboolean                   pad)
{
  g_autofree char *dice = balut_review_dup_dice (d->dice, NULL);
  g_autofree char *choice = balut_review_describe_choice (d, FALSE);
  g_autofree char *when = pad
                          /* Translators: a line of the game review, scoring pad: the dice a turn ended with */
                          ? g_strdup_printf (_("dice %s"), dice)
                          /* Translators: a line of the game review: throw 2 and its dice */
                          : g_strdup_printf (_("throw %u: %s"), d->throw_number, dice);

  if (d->lost < BALUT_REVIEW_ACCURATE)
    /* Translators: a line of the game review: "throw 2: 6 6 3 2 1" or
     * "dice 6 6 3 2 1", then the choice, as good as the Expert's */
    g_string_append_printf (out, _("    %s — %s (as the Expert)\n"), when, choice);
  else
    {
      g_autofree char *best = balut_review_describe_choice (d, TRUE);

      /* Translators: a line of the game review: "throw 2: 6 6 3 2 1" or
       * "dice 6 6 3 2 1", the choice, the Expert's and the expected points lost */
      g_string_append_printf (out, _("    %s — %s; the Expert: %s (−%.2f)\n"), when, choice, best, d->lost);
    }
}

/**
 * balut_review_to_text:
 *
 * Returns: (transfer full): the review for people: the summary, the
 *   costliest decisions, then turn by turn
 */
char *
balut_review_to_text (const BalutReview *self)
{
  GString *out;
  guint costliest[3], n_costliest;
  guint n;

  g_return_val_if_fail (self != NULL, NULL);

  out = g_string_new (NULL);
  n = self->decisions->len;
  /* Translators: the game review's title: a name and a variant, as "Standard" */
  g_string_append_printf (out, _("Review of %s’s game (%s) against the Expert\n"), self->name,
                          balut_variant_get_label (self->variant));
  g_string_append_printf (out, _("Final points: %d (expected at the start: %.2f)\n"), self->final_points,
                          g_array_index (self->turns, BalutReviewTurn, 0).expected);
  g_string_append_printf (out, _("Expected points lost by decisions: %.2f\n"), balut_review_get_lost (self));
  if (self->pad)
    g_string_append (out, _("Luck of the dice: not known (a scoring-pad game keeps no holds; its entries alone are graded)\n"));
  else
    g_string_append_printf (out, _("Luck of the dice: %+.2f\n"), balut_review_get_luck (self));
  g_string_append_printf (out,
                          /* Translators: %.0f%% is a percentage, then a count of decisions and of all of them */
                          ngettext ("Accuracy: %.0f%% (%u of %u decision within 0.05 points of the best)\n",
                                    "Accuracy: %.0f%% (%u of %u decisions within 0.05 points of the best)\n", n),
                          balut_review_get_accuracy (self) * 100.0,
                          (guint) lround (balut_review_get_accuracy (self) * n), n);

  n_costliest = balut_review_get_costliest (self, costliest);
  if (n_costliest > 0)
    {
      g_string_append (out, _("\nThe costliest decisions:\n"));
      for (guint i = 0; i < n_costliest; i++)
        {
          const BalutReviewDecision *d = balut_review_get_decision (self, costliest[i]);

          g_string_append_printf (out, _("  Turn %u\n"), d->turn);
          append_decision (out, d, self->pad);
        }
    }

  g_string_append (out, _("\nTurn by turn:\n"));
  for (guint i = 0; i < self->turns->len; i++)
    {
      const BalutReviewTurn *t = balut_review_get_turn (self, i);

      if (t->luck_known)
        /* Translators: a turn of the game review: expected final points before it, the dice's luck, the points lost */
        g_string_append_printf (out, _("  Turn %u: expected %.2f, luck %+.2f, lost %.2f\n"),
                                t->turn, t->expected, t->luck, t->lost);
      else
        g_string_append_printf (out, _("  Turn %u: expected %.2f, lost %.2f\n"), t->turn, t->expected, t->lost);
      for (guint k = 0; k < t->n_decisions; k++)
        append_decision (out, balut_review_get_decision (self, t->first_decision + k), self->pad);
    }
  return g_string_free (out, FALSE);
}
