/* test-game.c — whole games through BalutGame (R1–R4, R12–R24, J1–J7, O1–O3)
 *
 * SPDX-FileCopyrightText: 2026 The Balut developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The points of every game played here are recomputed from the entered
 * scores by the reference of balut-reference.c (face counts, a bracket
 * table), never by calling balut_rules_compute_points ().
 */

#include <string.h>

#include "balut-types.h"
#include "balut-rules.h"
#include "balut-dice.h"
#include "balut-scoresheet.h"
#include "balut-player.h"
#include "balut-game.h"
#include "balut-record.h"
#include "balut-reference.h"
#include "balut-test-util.h"

/* ------------------------------------------------------------------ */
/* Signal bookkeeping                                                   */
/* ------------------------------------------------------------------ */

typedef struct
{
  guint n_notify;                 /* any property */
  guint n_notify_state;
  guint n_notify_current_player;
  guint n_notify_throws_left;
  guint n_notify_assisted;
  guint n_balut[BALUT_MAX_PLAYERS];
  guint last_balut_face;
  guint n_entered;
  guint n_finished;
} Counters;

static void
notify_cb (GObject    *object,
           GParamSpec *pspec,
           Counters   *c)
{
  c->n_notify++;
  if (g_str_equal (pspec->name, "state"))
    c->n_notify_state++;
  else if (g_str_equal (pspec->name, "current-player"))
    c->n_notify_current_player++;
  else if (g_str_equal (pspec->name, "throws-left"))
    c->n_notify_throws_left++;
  else if (g_str_equal (pspec->name, "assisted"))
    c->n_notify_assisted++;
}

/* R23: "balut" (player, face) on every throw that shows five of a kind */
static void
balut_cb (BalutGame *game,
          guint      player,
          guint      face,
          Counters  *c)
{
  guint8 dice[BALUT_N_DICE];

  g_assert_cmpuint (player, <, balut_game_get_n_players (game));
  g_assert_cmpuint (player, ==, balut_game_get_current_player (game));
  g_assert_cmpuint (face, >=, 1);
  g_assert_cmpuint (face, <=, 6);
  balut_dice_get_values (balut_game_get_dice (game), dice);
  for (guint i = 0; i < BALUT_N_DICE; i++)
    g_assert_cmpuint (dice[i], ==, face);
  c->n_balut[player]++;
  c->last_balut_face = face;
}

static void
count_signal_cb (GClosure     *closure,
                 GValue       *return_value,
                 guint         n_values,
                 const GValue *values,
                 gpointer      hint,
                 gpointer      marshal_data)
{
  guint *counter = closure->data;

  (*counter)++;
}

/* Counts emissions of a signal whatever its parameters are. */
static void
connect_counter (BalutGame  *game,
                 const char *signal,
                 guint      *counter)
{
  GClosure *closure = g_closure_new_simple (sizeof (GClosure), counter);

  g_closure_set_marshal (closure, count_signal_cb);
  g_signal_connect_closure (game, signal, closure, FALSE);
}

static void
connect_counters (BalutGame *game,
                  Counters  *c)
{
  memset (c, 0, sizeof *c);
  g_signal_connect (game, "notify", G_CALLBACK (notify_cb), c);
  g_signal_connect (game, "balut", G_CALLBACK (balut_cb), c);
  connect_counter (game, "entered", &c->n_entered);
  connect_counter (game, "finished", &c->n_finished);
}

/* ------------------------------------------------------------------ */
/* Helpers                                                              */
/* ------------------------------------------------------------------ */

/* Refuse a call: it must fail with the given error and leave every
 * observable part of the game as it was, without a single notify. */
#define assert_refused(game, counters, call, domain, code) \
  G_STMT_START { \
    BalutTestSnapshot before_, after_; \
    g_autoptr(GError) error = NULL; \
    guint n_notify_ = (counters)->n_notify; \
    balut_test_snapshot_take ((game), &before_); \
    g_assert_false (call); \
    g_assert_error (error, (domain), (code)); \
    g_assert_true (g_utf8_validate (error->message, -1, NULL)); \
    g_assert_cmpuint (strlen (error->message), >, 0); \
    balut_test_snapshot_take ((game), &after_); \
    balut_test_snapshot_assert_equal (&before_, &after_); \
    g_assert_cmpuint ((counters)->n_notify, ==, n_notify_); \
    balut_test_snapshot_clear (&before_); \
    balut_test_snapshot_clear (&after_); \
  } G_STMT_END

/* ------------------------------------------------------------------ */
/* Random games with random legal choices                               */
/* ------------------------------------------------------------------ */

typedef struct
{
  BalutVariant variant;
  guint        batch;
  guint        n_games;
  gboolean     check_undo;
  gboolean     check_notify;
} Batch;

typedef struct
{
  BalutVariant  variant;
  guint         n_players;
  gint          boxes[BALUT_MAX_PLAYERS][BALUT_N_CATEGORIES][BALUT_N_COLUMNS];
  guint         n_five_of_a_kind[BALUT_MAX_PLAYERS];
  Counters      counters;
  gboolean      check_undo;
  gboolean      check_notify;
  gboolean      targeted;
} Play;

/* Check notifies around an action: notified iff the value changed. */
typedef struct
{
  guint state, current_player, throws_left;
  guint n_state, n_current_player, n_throws_left;
} NotifyMark;

static void
notify_mark (BalutGame  *game,
             Counters   *c,
             NotifyMark *m)
{
  m->state = balut_game_get_state (game);
  m->current_player = balut_game_get_current_player (game);
  m->throws_left = balut_game_get_throws_left (game);
  m->n_state = c->n_notify_state;
  m->n_current_player = c->n_notify_current_player;
  m->n_throws_left = c->n_notify_throws_left;
}

static void
notify_check (BalutGame        *game,
              const Counters   *c,
              const NotifyMark *m)
{
  gboolean changed;

  changed = m->state != (guint) balut_game_get_state (game);
  g_assert_cmpint (changed, ==, c->n_notify_state > m->n_state);
  changed = m->current_player != balut_game_get_current_player (game);
  g_assert_cmpint (changed, ==, c->n_notify_current_player > m->n_current_player);
  changed = m->throws_left != balut_game_get_throws_left (game);
  g_assert_cmpint (changed, ==, c->n_notify_throws_left > m->n_throws_left);
}

static void
play_roll (BalutGame *game,
           Play      *play,
           guint      player)
{
  BalutDice *dice = balut_game_get_dice (game);
  guint8 before[BALUT_N_DICE], after[BALUT_N_DICE];
  gboolean held[BALUT_N_DICE];
  guint n_throws = balut_game_get_n_throws (game);
  guint throws_left = balut_game_get_throws_left (game);
  guint n_balut = play->counters.n_balut[player];
  NotifyMark mark;

  balut_dice_get_values (dice, before);
  balut_dice_get_holds (dice, held);
  notify_mark (game, &play->counters, &mark);

  balut_test_roll (game);

  if (play->check_notify)
    notify_check (game, &play->counters, &mark);

  balut_dice_get_values (dice, after);
  for (guint i = 0; i < BALUT_N_DICE; i++)
    {
      g_assert_cmpuint (after[i], >=, 1);
      g_assert_cmpuint (after[i], <=, 6);
      if (n_throws > 0 && held[i])
        g_assert_cmpuint (after[i], ==, before[i]);   /* R1: a held die keeps its value */
    }
  g_assert_cmpuint (balut_game_get_n_throws (game), ==, n_throws + 1);
  g_assert_cmpuint (balut_game_get_throws_left (game), ==, throws_left - 1);
  g_assert_cmpint (balut_game_get_state (game), ==, BALUT_GAME_STATE_IN_TURN);

  /* R23: exactly one announcement per five of a kind */
  if (balut_ref_is_balut (after))
    {
      play->n_five_of_a_kind[player]++;
      g_assert_cmpuint (play->counters.n_balut[player], ==, n_balut + 1);
      g_assert_cmpuint (play->counters.last_balut_face, ==, after[0]);
    }
  else
    {
      g_assert_cmpuint (play->counters.n_balut[player], ==, n_balut);
    }
}

static void
random_holds (BalutGame *game,
              GRand     *choices)
{
  gboolean held[BALUT_N_DICE];
  guint n_held = 0;

  /* R1: any subset, a die held earlier may be released again */
  for (guint i = 0; i < BALUT_N_DICE; i++)
    {
      switch (g_rand_int_range (choices, 0, 3))
        {
        case 0:
          balut_test_set_held (game, i, g_rand_boolean (choices));
          break;
        case 1:
          balut_test_toggle_held (game, i);
          break;
        default:
          break;
        }
    }

  balut_dice_get_holds (balut_game_get_dice (game), held);
  for (guint i = 0; i < BALUT_N_DICE; i++)
    n_held += held[i] ? 1 : 0;
  g_assert_cmpuint (balut_dice_get_n_held (balut_game_get_dice (game)), ==, n_held);
  if (n_held == BALUT_N_DICE)
    balut_test_set_held (game, g_rand_int_range (choices, 0, BALUT_N_DICE), FALSE);
}

/* A player who aims, for half of the random games: after the first throw
 * a target category is chosen among the open ones, dice are held towards
 * it, and the entry mostly goes where it scores best. Still only legal,
 * still random moves, but the incentive edges (R12–R17, J5, J6, R20)
 * then really occur, which aimless play almost never reaches. */
static BalutCategory
choose_target (const Play   *play,
               GArray       *legal,
               const guint8 *dice,
               GRand        *choices)
{
  gboolean open[BALUT_N_CATEGORIES] = { FALSE, };
  guint mode = 6;
  BalutRefFaces f;

  if (play->variant == BALUT_VARIANT_OLATHE)
    return g_array_index (legal, BalutBox, 0).category;   /* O1 */

  for (guint i = 0; i < legal->len; i++)
    open[g_array_index (legal, BalutBox, i).category] = TRUE;

  balut_ref_faces_count (dice, &f);
  for (guint face = 6; face >= 1; face--)
    if (f.count[face] > f.count[mode])
      mode = face;

  if (f.count[mode] >= 3 && mode >= 4 && open[mode - 4] && g_rand_int_range (choices, 0, 4) != 0)
    return BALUT_CATEGORY_FOURS + (mode - 4);
  if (f.max_count >= 3 && open[BALUT_CATEGORY_BALUT] && g_rand_boolean (choices))
    return BALUT_CATEGORY_BALUT;
  if (f.n_distinct >= 4 && open[BALUT_CATEGORY_STRAIGHT])
    return BALUT_CATEGORY_STRAIGHT;
  if (f.max_count >= 2 && open[BALUT_CATEGORY_FULL_HOUSE] && g_rand_boolean (choices))
    return BALUT_CATEGORY_FULL_HOUSE;

  return g_array_index (legal, BalutBox, g_rand_int_range (choices, 0, legal->len)).category;
}

/* Holds the dice that serve @target; FALSE when all of them do. */
static gboolean
target_holds (BalutGame     *game,
              BalutCategory  target)
{
  guint8 dice[BALUT_N_DICE];
  gboolean held[BALUT_N_DICE] = { FALSE, };
  guint kept[BALUT_N_FACES + 1] = { 0, };
  guint first = 6, second = 0, n_held = 0;
  BalutRefFaces f;

  balut_dice_get_values (balut_game_get_dice (game), dice);
  balut_ref_faces_count (dice, &f);
  for (guint face = 6; face >= 1; face--)
    if (f.count[face] > f.count[first])
      first = face;
  for (guint face = 6; face >= 1; face--)
    if (face != first && (second == 0 || f.count[face] > f.count[second]))
      second = face;

  for (guint i = 0; i < BALUT_N_DICE; i++)
    {
      guint v = dice[i];

      switch (target)
        {
        case BALUT_CATEGORY_FOURS:
        case BALUT_CATEGORY_FIVES:
        case BALUT_CATEGORY_SIXES:
          held[i] = v == 4 + (guint) (target - BALUT_CATEGORY_FOURS);
          break;
        case BALUT_CATEGORY_BALUT:
          held[i] = v == first;
          break;
        case BALUT_CATEGORY_STRAIGHT:
          held[i] = v >= 2 && kept[v] == 0;
          break;
        case BALUT_CATEGORY_FULL_HOUSE:
          held[i] = (v == first && kept[v] < 3) || (v == second && kept[v] < 2);
          break;
        case BALUT_CATEGORY_CHOICE:
        default:
          held[i] = v >= 5;
          break;
        }
      if (held[i])
        {
          kept[v]++;
          n_held++;
        }
    }

  if (n_held == BALUT_N_DICE)
    return FALSE;
  for (guint i = 0; i < BALUT_N_DICE; i++)
    balut_test_set_held (game, i, held[i]);
  return TRUE;
}

/* The target's box if it scores, else the best-scoring legal box. */
static BalutBox
target_pick (BalutGame     *game,
             GArray        *legal,
             BalutCategory  target,
             GRand         *choices)
{
  BalutBox best = g_array_index (legal, BalutBox, 0);
  gint best_value = G_MININT;

  for (guint i = 0; i < legal->len; i++)
    {
      BalutBox box = g_array_index (legal, BalutBox, i);
      gint value = balut_game_preview (game, box.category, box.box) * 4;

      if (box.category == target && value > 0)
        value += 200;
      if (box.box == BALUT_BOX_JACKPOT)
        value = value > 0 ? value + 100 : -50;   /* use a jackpot, strike it late */
      value += g_rand_int_range (choices, 0, 4);
      if (value > best_value)
        {
          best_value = value;
          best = box;
        }
    }

  return best;
}

static void
play_turn (BalutGame *game,
           Play      *play,
           GRand     *choices,
           guint      turn_index)
{
  guint n_players = play->n_players;
  guint max_throws = balut_ref_max_throws (play->variant);
  guint player = balut_game_get_current_player (game);
  BalutScoresheet *sheet;
  g_autoptr(GArray) legal = NULL;
  guint8 dice[BALUT_N_DICE];
  const BalutTurn *turn;
  BalutBox pick;
  BalutCategory target = BALUT_CATEGORY_CHOICE;
  gint score, preview;
  NotifyMark mark;

  g_assert_cmpuint (player, ==, turn_index % n_players);              /* R4 */
  g_assert_cmpint (balut_game_get_state (game), ==, BALUT_GAME_STATE_TURN_START);
  g_assert_cmpuint (balut_game_get_throws_left (game), ==, max_throws);
  g_assert_cmpuint (balut_game_get_max_throws (game), ==, max_throws);
  g_assert_cmpuint (balut_game_get_n_throws (game), ==, 0);
  g_assert_cmpuint (balut_game_get_n_turns (game), ==, turn_index);
  g_assert_false (balut_game_is_finished (game));

  play_roll (game, play, player);

  if (play->targeted)
    {
      g_autoptr(GArray) open = balut_scoresheet_list_legal (balut_player_get_sheet (balut_game_get_player (game, player)));

      balut_dice_get_values (balut_game_get_dice (game), dice);
      target = choose_target (play, open, dice, choices);
      while (balut_game_get_throws_left (game) > 0 && g_rand_int_range (choices, 0, 10) != 0 &&
             target_holds (game, target))
        play_roll (game, play, player);
    }
  else
    {
      /* re-throw up to max_throws − 1 more times, stopping at random (R1, O2) */
      while (balut_game_get_throws_left (game) > 0 && g_rand_int_range (choices, 0, 4) != 0)
        {
          random_holds (game, choices);
          play_roll (game, play, player);
        }
    }

  if (balut_game_get_throws_left (game) == 0)
    {
      g_autoptr(GError) error = NULL;

      g_assert_cmpuint (balut_game_get_n_throws (game), ==, max_throws);
      g_assert_false (balut_game_roll (game, &error));
      g_assert_error (error, BALUT_DICE_ERROR, BALUT_DICE_ERROR_NO_THROWS_LEFT);
    }

  /* sometimes leave holds pending at the end of the turn */
  if (g_rand_int_range (choices, 0, 3) == 0)
    random_holds (game, choices);

  balut_dice_get_values (balut_game_get_dice (game), dice);
  sheet = balut_player_get_sheet (balut_game_get_player (game, player));
  legal = balut_scoresheet_list_legal (sheet);
  g_assert_nonnull (legal);
  g_assert_cmpuint (legal->len, >, 0);
  g_assert_cmphex (balut_test_legal_set (legal), ==,
                   balut_ref_legal_set (play->variant, play->boxes[player]));

  if (play->targeted)
    pick = target_pick (game, legal, target, choices);
  else
    pick = g_array_index (legal, BalutBox, g_rand_int_range (choices, 0, legal->len));
  score = (gint) balut_ref_entry_score (pick.category, pick.box, dice);
  preview = balut_game_preview (game, pick.category, pick.box);
  g_assert_cmpint (preview, ==, score);
  g_assert_cmpint (balut_scoresheet_preview (sheet, pick.category, pick.box, dice), ==, score);

  if (play->check_undo && g_rand_int_range (choices, 0, 32) == 0)
    {
      BalutTestSnapshot before, after;
      BalutBox other = g_array_index (legal, BalutBox, g_rand_int_range (choices, 0, legal->len));

      /* an undo marks the game assisted (undo-marks-assisted): mark it
       * first, so that the snapshots compare everything else */
      balut_game_mark_assisted (game);
      balut_test_snapshot_take (game, &before);
      balut_test_enter (game, other.category, other.box);
      g_assert_true (balut_game_can_undo (game));
      balut_test_undo (game);
      balut_test_snapshot_take (game, &after);
      balut_test_snapshot_assert_equal (&before, &after);
      balut_test_snapshot_clear (&before);
      balut_test_snapshot_clear (&after);
      /* forget the undone entry (and the end of game it may have made) */
      play->counters.n_entered--;
      play->counters.n_finished = 0;
    }

  notify_mark (game, &play->counters, &mark);
  balut_test_enter (game, pick.category, pick.box);
  if (play->check_notify)
    notify_check (game, &play->counters, &mark);

  play->boxes[player][pick.category][pick.box] = score;
  g_assert_cmpint (balut_scoresheet_get_box (sheet, pick.category, pick.box), ==, score);
  g_assert_cmpuint (play->counters.n_entered, ==, turn_index + 1);

  turn = balut_game_get_turn (game, turn_index);
  g_assert_nonnull (turn);
  g_assert_cmpuint (turn->player, ==, player);
  g_assert_true (turn->entered);
  g_assert_cmpint (turn->box.category, ==, pick.category);
  g_assert_cmpuint (turn->box.box, ==, pick.box);
  g_assert_cmpint (turn->score, ==, score);
  g_assert_cmpmem (turn->throws[turn->n_throws - 1], BALUT_N_DICE, dice, BALUT_N_DICE);

  if (turn_index + 1 < balut_ref_n_boxes (play->variant) * n_players)
    {
      g_assert_cmpuint (balut_game_get_current_player (game), ==, (turn_index + 1) % n_players);
      g_assert_cmpint (balut_game_get_state (game), ==, BALUT_GAME_STATE_TURN_START);
    }
}

static gint
compare_results (const BalutPoints *a,
                 const BalutPoints *b)
{
  if (a->final_points != b->final_points)
    return a->final_points > b->final_points ? -1 : 1;
  if (a->score_total != b->score_total)
    return a->score_total > b->score_total ? -1 : 1;
  return 0;
}

/* R22: a permutation, best first (points, then score total); equal
 * points share a place, whatever the score totals */
static void
check_ranking (BalutGame         *game,
               guint              n_players,
               const BalutPoints *results)
{
  g_autoptr(GArray) ranking = balut_game_dup_ranking (game);
  gboolean seen[BALUT_MAX_PLAYERS] = { FALSE, };

  g_assert_nonnull (ranking);
  g_assert_cmpuint (ranking->len, ==, n_players);
  for (guint i = 0; i < n_players; i++)
    {
      guint p = g_array_index (ranking, guint, i);

      g_assert_cmpuint (p, <, n_players);
      g_assert_false (seen[p]);
      seen[p] = TRUE;
      if (i > 0)
        {
          guint q = g_array_index (ranking, guint, i - 1);

          g_assert_cmpint (compare_results (&results[q], &results[p]), <=, 0);
        }
    }

  for (guint p = 0; p < n_players; p++)
    for (guint q = 0; q < n_players; q++)
      {
        gint fp = results[p].final_points;
        gint fq = results[q].final_points;
        guint place_p = balut_game_get_place (game, p);
        guint place_q = balut_game_get_place (game, q);

        /* the place depends on the final points alone */
        if (fp == fq)
          g_assert_cmpuint (place_p, ==, place_q);
        else if (fp > fq)
          g_assert_cmpuint (place_p, <, place_q);
        else
          g_assert_cmpuint (place_p, >, place_q);
      }
}

/* R24: the exact guessers of the number of non-zero Balut boxes */
static void
check_guess_winners (BalutGame   *game,
                     guint        n_players,
                     const gint  *guesses,
                     guint        n_baluts)
{
  g_autoptr(GArray) winners = balut_game_dup_guess_winners (game);
  guint expected = 0;
  guint k = 0;

  g_assert_nonnull (winners);
  for (guint p = 0; p < n_players; p++)
    if (guesses[p] >= 0 && (guint) guesses[p] == n_baluts)
      {
        expected++;
        g_assert_cmpuint (k, <, winners->len);
        g_assert_cmpuint (g_array_index (winners, guint, k), ==, p);
        k++;
      }
  g_assert_cmpuint (winners->len, ==, expected);
}

static void
run_random_game (BalutVariant variant,
                 guint        n_players,
                 guint64      seed,
                 gboolean     check_undo,
                 gboolean     check_notify,
                 gboolean     targeted)
{
  g_autoptr(BalutGame) game = NULL;
  g_autoptr(GRand) choices = g_rand_new_with_seed ((guint32) (seed * 2654435761u) ^ 0x5eed);
  Play play;
  BalutPoints results[BALUT_MAX_PLAYERS];
  gint guesses[BALUT_MAX_PLAYERS];
  guint n_turns = balut_ref_n_boxes (variant) * n_players;
  guint n_baluts = 0;

  memset (&play, 0, sizeof play);
  play.variant = variant;
  play.n_players = n_players;
  play.check_undo = check_undo;
  play.check_notify = check_notify;
  play.targeted = targeted;
  for (guint p = 0; p < BALUT_MAX_PLAYERS; p++)
    balut_ref_boxes_clear (play.boxes[p]);

  game = balut_test_new_game (variant, seed, n_players);
  g_assert_cmpuint (balut_game_get_seed (game), ==, seed);
  g_assert_cmpint (balut_game_get_variant (game), ==, variant);
  connect_counters (game, &play.counters);

  for (guint p = 0; p < n_players; p++)
    {
      guesses[p] = g_rand_int_range (choices, -1, 5);
      balut_test_set_guess (game, p, guesses[p]);
      g_assert_cmpint (balut_player_get_guess (balut_game_get_player (game, p)), ==, guesses[p]);
    }

  for (guint t = 0; t < n_turns && !g_test_failed (); t++)
    play_turn (game, &play, choices, t);
  if (g_test_failed ())
    return;

  /* R3 / J1: the game ends when every box of every sheet is filled */
  g_assert_true (balut_game_is_finished (game));
  g_assert_cmpint (balut_game_get_state (game), ==, BALUT_GAME_STATE_FINISHED);
  g_assert_cmpuint (play.counters.n_finished, ==, 1);
  g_assert_cmpuint (balut_game_get_n_turns (game), ==, n_turns);

  for (guint p = 0; p < n_players; p++)
    {
      BalutPlayer *player = balut_game_get_player (game, p);
      BalutScoresheet *sheet = balut_player_get_sheet (player);
      gint boxes[BALUT_N_CATEGORIES][BALUT_N_COLUMNS];

      g_assert_true (balut_scoresheet_is_complete (sheet));
      g_assert_cmpuint (balut_scoresheet_get_n_filled (sheet), ==, balut_ref_n_boxes (variant));
      balut_test_sheet_boxes (sheet, boxes);
      g_assert_cmpmem (boxes, sizeof boxes, play.boxes[p], sizeof play.boxes[p]);

      /* R12–R21, J4–J7 against the reference */
      balut_ref_compute_points (variant, (const gint (*)[BALUT_N_COLUMNS]) play.boxes[p],
                                &results[p]);
      g_assert_cmpint (balut_scoresheet_get_final_points (sheet), ==, results[p].final_points);
      g_assert_cmpint (balut_player_get_final_points (player), ==, results[p].final_points);
      g_assert_cmpuint (balut_scoresheet_get_score_total (sheet), ==, results[p].score_total);
      g_assert_cmpuint (balut_player_get_score_total (player), ==, results[p].score_total);
      g_assert_cmpuint (balut_scoresheet_get_n_baluts (sheet), ==, results[p].n_baluts);
      g_assert_cmpint (balut_scoresheet_get_points (sheet)->final_points, ==,
                       results[p].final_points);
      n_baluts += results[p].n_baluts;

      /* R23: every five of a kind announced, nothing else */
      g_assert_cmpuint (play.counters.n_balut[p], ==, play.n_five_of_a_kind[p]);
    }

  g_assert_cmpuint (balut_game_get_n_baluts (game), ==, n_baluts);
  check_ranking (game, n_players, results);
  check_guess_winners (game, n_players, guesses, n_baluts);

  /* nothing happens after the end */
  assert_refused (game, &play.counters, balut_game_roll (game, &error),
                  BALUT_GAME_ERROR, BALUT_GAME_ERROR_FINISHED);
}

static void
test_random_batch (gconstpointer data)
{
  const Batch *batch = data;

  for (guint g = 0; g < batch->n_games && !g_test_failed (); g++)
    {
      guint n_players = 1 + (g + batch->batch) % BALUT_MAX_PLAYERS;
      guint64 seed = G_GUINT64_CONSTANT (1000003) * (batch->variant + 1) +
                     7919 * batch->batch + g;

      /* half of the games aimless, half aiming */
      run_random_game (batch->variant, n_players, seed,
                       batch->check_undo, batch->check_notify, g % 2 == 1);
    }
}

/* ------------------------------------------------------------------ */
/* Scripted games                                                       */
/* ------------------------------------------------------------------ */

typedef void (*DiceFunc) (guint          player,
                          BalutCategory  category,
                          guint          box,
                          guint8        *dice,
                          gpointer       data);

/* A standard game where every player fills the sheet category by
 * category, one throw per turn, with the dice given by @func. */
static void
play_scripted_standard (BalutGame *game,
                        DiceFunc   func,
                        gpointer   data)
{
  guint n = balut_game_get_n_players (game);

  for (guint round = 0; round < 28; round++)
    for (guint p = 0; p < n; p++)
      {
        guint8 dice[BALUT_N_DICE];
        BalutCategory c = round / 4;
        guint b = round % 4;

        g_assert_cmpuint (balut_game_get_current_player (game), ==, p);
        func (p, c, b, dice, data);
        balut_test_throw_values (game, dice);
        balut_test_enter (game, c, b);
      }
  g_assert_true (balut_game_is_finished (game));
}

static void
set_dice (guint8 *dice,
          guint8  a,
          guint8  b,
          guint8  c,
          guint8  d,
          guint8  e)
{
  dice[0] = a;
  dice[1] = b;
  dice[2] = c;
  dice[3] = d;
  dice[4] = e;
}

/* P0, P1: 1-1-2-2-3 everywhere: choice 4 × 9 = 36 → −2 points.
 * P2: 1-1-2-2-4 everywhere: fours 16 + choice 40 = 56 → −2 points.
 * P3: straights 1-2-3-4-5 (4 × 15), else 1-1-2-2-3: 60 + 36 = 96,
 *     R15 +4, bracket −2 → 2 points. */
static void
ranking_dice (guint          player,
              BalutCategory  category,
              guint          box,
              guint8        *dice,
              gpointer       data)
{
  if (player == 2)
    set_dice (dice, 1, 1, 2, 2, 4);
  else if (player == 3 && category == BALUT_CATEGORY_STRAIGHT)
    set_dice (dice, 1, 2, 3, 4, 5);
  else
    set_dice (dice, 1, 1, 2, 2, 3);
}

static void
test_ranking_ties (void)
{
  g_autoptr(BalutGame) game = balut_test_new_game (BALUT_VARIANT_STANDARD, 1, 4);
  g_autoptr(GArray) ranking = NULL;
  static const gint points[4] = { -2, -2, -2, 2 };
  static const guint totals[4] = { 36, 36, 56, 96 };

  play_scripted_standard (game, ranking_dice, NULL);

  for (guint p = 0; p < 4; p++)
    {
      BalutPlayer *player = balut_game_get_player (game, p);

      g_assert_cmpint (balut_player_get_final_points (player), ==, points[p]);
      g_assert_cmpuint (balut_player_get_score_total (player), ==, totals[p]);
    }

  /* R22: points first (P3); P0, P1 and P2 have equal points and share
   * the second place, listed by score total (P2 first) */
  ranking = balut_game_dup_ranking (game);
  g_assert_cmpuint (ranking->len, ==, 4);
  g_assert_cmpuint (g_array_index (ranking, guint, 0), ==, 3);
  g_assert_cmpuint (g_array_index (ranking, guint, 1), ==, 2);
  g_assert_true ((g_array_index (ranking, guint, 2) == 0 && g_array_index (ranking, guint, 3) == 1) ||
                 (g_array_index (ranking, guint, 2) == 1 && g_array_index (ranking, guint, 3) == 0));
  g_assert_cmpuint (balut_game_get_place (game, 3), ==, 1);
  g_assert_cmpuint (balut_game_get_place (game, 2), ==, 2);
  g_assert_cmpuint (balut_game_get_place (game, 0), ==, 2);
  g_assert_cmpuint (balut_game_get_place (game, 1), ==, 2);
}

static void
tie_on_top_dice (guint          player,
                 BalutCategory  category,
                 guint          box,
                 guint8        *dice,
                 gpointer       data)
{
  /* P0 and P1: five fives every turn (Fives 100, Choice 100, four
   * Baluts: 12 points); P2: −2 */
  if (player < 2)
    set_dice (dice, 5, 5, 5, 5, 5);
  else
    set_dice (dice, 1, 1, 2, 2, 3);
}

static void
test_ranking_tie_on_top (void)
{
  g_autoptr(BalutGame) game = balut_test_new_game (BALUT_VARIANT_STANDARD, 2, 3);
  g_autoptr(GArray) ranking = NULL;

  play_scripted_standard (game, tie_on_top_dice, NULL);
  g_assert_cmpint (balut_player_get_final_points (balut_game_get_player (game, 0)), ==, 12);
  g_assert_cmpint (balut_player_get_final_points (balut_game_get_player (game, 1)), ==, 12);
  g_assert_cmpint (balut_player_get_final_points (balut_game_get_player (game, 2)), ==, -2);

  ranking = balut_game_dup_ranking (game);
  g_assert_cmpuint (ranking->len, ==, 3);
  g_assert_cmpuint (g_array_index (ranking, guint, 2), ==, 2);
  g_assert_cmpuint (balut_game_get_place (game, 0), ==, balut_game_get_place (game, 1));
  g_assert_cmpuint (balut_game_get_place (game, 0), <, balut_game_get_place (game, 2));
  /* the best place is the same whoever is listed first */
  g_assert_cmpuint (balut_game_get_place (game, g_array_index (ranking, guint, 0)), ==,
                    balut_game_get_place (game, g_array_index (ranking, guint, 1)));
}

/* P0: Baluts 5-5-5-5-5 in Balut boxes 0 and 1; P1: 2-2-2-2-2 in Balut
 * box 0 and 4-4-4-4-4 in Choice box 3 (announced, but not a Balut box);
 * everything else 1-1-2-2-3. Three non-zero Balut boxes in all. */
static void
guess_dice (guint          player,
            BalutCategory  category,
            guint          box,
            guint8        *dice,
            gpointer       data)
{
  if (player == 0 && category == BALUT_CATEGORY_BALUT && box < 2)
    set_dice (dice, 5, 5, 5, 5, 5);
  else if (player == 1 && category == BALUT_CATEGORY_BALUT && box == 0)
    set_dice (dice, 2, 2, 2, 2, 2);
  else if (player == 1 && category == BALUT_CATEGORY_CHOICE && box == 3)
    set_dice (dice, 4, 4, 4, 4, 4);
  else
    set_dice (dice, 1, 1, 2, 2, 3);
}

typedef struct
{
  gint  guesses[3];
  guint winners[3];
  guint n_winners;
} GuessCase;

static const GuessCase guess_cases[] = {
  { { 3, 2, 3 }, { 0, 2 }, 2 },
  { { 2, 3, -1 }, { 1 }, 1 },
  { { -1, -1, -1 }, { 0 }, 0 },
  { { 0, 1, 4 }, { 0 }, 0 },
  { { 3, 3, 3 }, { 0, 1, 2 }, 3 },
};

static void
test_guess_winners (gconstpointer data)
{
  const GuessCase *gc = data;
  g_autoptr(BalutGame) game = balut_test_new_game (BALUT_VARIANT_STANDARD, 3, 3);
  g_autoptr(GArray) winners = NULL;
  Counters counters;

  connect_counters (game, &counters);
  for (guint p = 0; p < 3; p++)
    balut_test_set_guess (game, p, gc->guesses[p]);

  play_scripted_standard (game, guess_dice, NULL);

  /* R24 counts non-zero Balut boxes, not announcements */
  g_assert_cmpuint (balut_game_get_n_baluts (game), ==, 3);
  g_assert_cmpuint (balut_scoresheet_get_n_baluts (balut_player_get_sheet (balut_game_get_player (game, 0))), ==, 2);
  g_assert_cmpuint (counters.n_balut[0], ==, 2);
  g_assert_cmpuint (counters.n_balut[1], ==, 2);
  g_assert_cmpuint (counters.n_balut[2], ==, 0);

  winners = balut_game_dup_guess_winners (game);
  g_assert_cmpuint (winners->len, ==, gc->n_winners);
  for (guint i = 0; i < gc->n_winners; i++)
    g_assert_cmpuint (g_array_index (winners, guint, i), ==, gc->winners[i]);

  /* the guess does not change points (R24): P0 has 2 Baluts (R18 +4)
   * boxes 45 + 45, choice 36 → 126 → bracket −2 → 2 points */
  g_assert_cmpint (balut_player_get_final_points (balut_game_get_player (game, 0)), ==, 2);
  g_assert_cmpuint (balut_player_get_score_total (balut_game_get_player (game, 0)), ==, 126);
}

/* Whole games that sit exactly on the edges, through the game API:
 * fours 52 (R12), fives 65 (R13), sixes 78 (R14), four straights (R15),
 * four full houses (R16), choice 100 (R17), four Baluts (R18) and a
 * total of 650 (R20) give the maximum of 29 points (R21). Player 2
 * misses choice by one (99) and thereby the top bracket (649). */
static void
edge_dice (guint          player,
           BalutCategory  category,
           guint          box,
           guint8        *dice,
           gpointer       data)
{
  switch (category)
    {
    case BALUT_CATEGORY_FOURS:       /* 16 + 16 + 16 + 4 = 52 */
      box < 3 ? set_dice (dice, 4, 4, 4, 4, 1) : set_dice (dice, 4, 1, 1, 2, 3);
      break;
    case BALUT_CATEGORY_FIVES:       /* 20 + 20 + 20 + 5 = 65 */
      box < 3 ? set_dice (dice, 5, 5, 5, 5, 1) : set_dice (dice, 5, 1, 1, 2, 3);
      break;
    case BALUT_CATEGORY_SIXES:       /* 24 + 24 + 24 + 6 = 78 */
      box < 3 ? set_dice (dice, 6, 6, 6, 6, 1) : set_dice (dice, 6, 1, 1, 2, 3);
      break;
    case BALUT_CATEGORY_STRAIGHT:    /* 4 × 20 = 80 */
      set_dice (dice, 6, 5, 4, 3, 2);
      break;
    case BALUT_CATEGORY_FULL_HOUSE:  /* 28 + 28 + 27 + 27 = 110 */
      box < 2 ? set_dice (dice, 6, 5, 6, 5, 6) : set_dice (dice, 5, 6, 5, 6, 5);
      break;
    case BALUT_CATEGORY_CHOICE:      /* 4 × 25 = 100, or 25 + 25 + 25 + 24 = 99 */
      if (player == 1 && box == 3)
        set_dice (dice, 6, 6, 6, 5, 1);
      else
        set_dice (dice, 6, 6, 6, 6, 1);
      break;
    case BALUT_CATEGORY_BALUT:       /* 50 + 45 + 40 + 30 = 165 */
      {
        static const guint8 faces[] = { 6, 5, 4, 2 };

        set_dice (dice, faces[box], faces[box], faces[box], faces[box], faces[box]);
      }
      break;
    default:
      g_assert_not_reached ();
    }
}

static void
assert_points_as_reference (BalutGame *game)
{
  for (guint p = 0; p < balut_game_get_n_players (game); p++)
    {
      BalutPlayer *player = balut_game_get_player (game, p);
      gint boxes[BALUT_N_CATEGORIES][BALUT_N_COLUMNS];
      BalutPoints r;

      balut_test_sheet_boxes (balut_player_get_sheet (player), boxes);
      balut_ref_compute_points (balut_game_get_variant (game),
                                (const gint (*)[BALUT_N_COLUMNS]) boxes, &r);
      g_assert_cmpint (balut_player_get_final_points (player), ==, r.final_points);
      g_assert_cmpuint (balut_player_get_score_total (player), ==, r.score_total);
    }
}

static void
test_edges_maximum (void)
{
  g_autoptr(BalutGame) game = balut_test_new_game (BALUT_VARIANT_STANDARD, 29, 2);
  BalutPlayer *top, *below;

  play_scripted_standard (game, edge_dice, NULL);
  top = balut_game_get_player (game, 0);
  below = balut_game_get_player (game, 1);

  g_assert_cmpuint (balut_player_get_score_total (top), ==, 650);
  g_assert_cmpint (balut_player_get_final_points (top), ==, 29);
  g_assert_cmpuint (balut_player_get_score_total (below), ==, 649);
  g_assert_cmpint (balut_player_get_final_points (below), ==, 29 - 2 - 1);
  g_assert_cmpuint (balut_game_get_n_baluts (game), ==, 8);
  assert_points_as_reference (game);
}

/* J4/J5 with the seed's example: a used Fives Jackpot and 65 in the four
 * regular boxes → 2 + 4 = 6; with only 60 → −4. Everything else is
 * 1-1-2-2-3 (choice 36, the other Jackpots struck, J3 order kept). */
static void
test_jackpot_example (void)
{
  g_autoptr(BalutGame) game = balut_test_new_game (BALUT_VARIANT_JACKPOT, 2000, 2);
  static const guint8 filler[] = { 1, 1, 2, 2, 3 };
  static const guint8 jackpot_fives[] = { 5, 5, 5, 5, 2 };
  static const guint8 fives_values[2][4][5] = {
    { { 5, 5, 5, 5, 1 }, { 5, 5, 5, 5, 1 }, { 5, 5, 5, 5, 1 }, { 5, 1, 1, 2, 3 } },   /* 65 */
    { { 5, 5, 5, 5, 1 }, { 5, 5, 5, 5, 1 }, { 5, 5, 5, 1, 2 }, { 5, 1, 1, 2, 3 } },   /* 60 */
  };
  static const guint columns[] = { 0, 1, 2, BALUT_BOX_JACKPOT, 3 };

  for (guint c = 0; c < BALUT_N_CATEGORIES; c++)
    for (guint k = 0; k < G_N_ELEMENTS (columns); k++)
      {
        guint b = columns[k];

        if (c == BALUT_CATEGORY_BALUT && b == BALUT_BOX_JACKPOT)
          continue;
        for (guint p = 0; p < 2; p++)
          {
            const guint8 *dice = filler;

            if (c == BALUT_CATEGORY_FIVES)
              dice = b == BALUT_BOX_JACKPOT ? jackpot_fives : fives_values[p][b];
            balut_test_throw_values (game, dice);
            balut_test_enter (game, c, b);
          }
      }

  g_assert_true (balut_game_is_finished (game));
  g_assert_cmpint (balut_scoresheet_get_points (balut_player_get_sheet (balut_game_get_player (game, 0)))
                   ->categories[BALUT_CATEGORY_FIVES].points, ==, 6);
  g_assert_cmpint (balut_scoresheet_get_points (balut_player_get_sheet (balut_game_get_player (game, 1)))
                   ->categories[BALUT_CATEGORY_FIVES].points, ==, -4);
  /* 65 + 20 + 36 = 121 → −2; 60 + 20 + 36 = 116 → −2 (J7) */
  g_assert_cmpuint (balut_player_get_score_total (balut_game_get_player (game, 0)), ==, 121);
  g_assert_cmpint (balut_player_get_final_points (balut_game_get_player (game, 0)), ==, 4);
  g_assert_cmpuint (balut_player_get_score_total (balut_game_get_player (game, 1)), ==, 116);
  g_assert_cmpint (balut_player_get_final_points (balut_game_get_player (game, 1)), ==, -6);
  assert_points_as_reference (game);
}

/* R23: the signal comes with the throw, with the player and the face */
static void
test_balut_signal (void)
{
  g_autoptr(BalutGame) game = balut_test_new_game (BALUT_VARIANT_STANDARD, 4, 2);
  static const guint8 threes[] = { 3, 3, 3, 3, 3 };
  static const guint8 almost[] = { 6, 6, 6, 6, 2 };
  static const guint8 sixes[] = { 6, 6, 6, 6, 6 };
  Counters c;

  connect_counters (game, &c);

  balut_test_throw_values (game, threes);
  g_assert_cmpuint (c.n_balut[0], ==, 1);
  g_assert_cmpuint (c.last_balut_face, ==, 3);
  balut_test_enter (game, BALUT_CATEGORY_CHOICE, 0);
  g_assert_cmpuint (c.n_balut[0], ==, 1);   /* not again on entry */

  /* player 2: four sixes held, the fifth die joins them */
  balut_test_throw_values (game, almost);
  g_assert_cmpuint (c.n_balut[1], ==, 0);
  for (guint i = 0; i < 4; i++)
    balut_test_set_held (game, i, TRUE);
  balut_test_throw_values (game, sixes);
  g_assert_cmpuint (c.n_balut[1], ==, 1);
  g_assert_cmpuint (c.last_balut_face, ==, 6);

  /* a re-throw of a five of a kind that stays five of a kind: again */
  balut_test_throw_values (game, sixes);
  g_assert_cmpuint (c.n_balut[1], ==, 2);
  balut_test_enter (game, BALUT_CATEGORY_BALUT, 0);
  g_assert_cmpuint (c.n_balut[0], ==, 1);
  g_assert_cmpint (balut_scoresheet_get_box (balut_player_get_sheet (balut_game_get_player (game, 1)),
                                             BALUT_CATEGORY_BALUT, 0), ==, 50);
}

static void
test_rotation (void)
{
  g_autoptr(BalutGame) game = balut_test_new_game (BALUT_VARIANT_STANDARD, 5, 3);
  Counters c;

  connect_counters (game, &c);

  /* R4: 1, 2, 3, 1, 2, 3, … */
  for (guint t = 0; t < 9; t++)
    {
      guint n_notify = c.n_notify_current_player;
      const BalutTurn *turn;

      g_assert_cmpuint (balut_game_get_current_player (game), ==, t % 3);
      balut_test_roll (game);
      g_assert_cmpuint (balut_game_get_current_player (game), ==, t % 3);
      balut_test_enter (game, BALUT_CATEGORY_CHOICE, t / 3);
      g_assert_cmpuint (balut_game_get_current_player (game), ==, (t + 1) % 3);
      g_assert_cmpuint (c.n_notify_current_player, ==, n_notify + 1);

      turn = balut_game_get_turn (game, t);
      g_assert_cmpuint (turn->player, ==, t % 3);
    }
  g_assert_cmpuint (balut_game_get_n_turns (game), ==, 9);
}

/* R1 / O2: 3 throws per turn, 5 in Olathe */
static void
test_throws_per_turn (gconstpointer data)
{
  BalutVariant variant = GPOINTER_TO_UINT (data);
  g_autoptr(BalutGame) game = balut_test_new_game (variant, 6, 1);
  guint max = balut_ref_max_throws (variant);
  Counters c;

  connect_counters (game, &c);
  g_assert_cmpuint (balut_game_get_max_throws (game), ==, max);
  g_assert_cmpuint (balut_game_get_throws_left (game), ==, max);

  for (guint round = 0; round < 2; round++)
    {
      for (guint k = 0; k < max; k++)
        {
          guint n = c.n_notify_throws_left;

          g_assert_cmpuint (balut_game_get_throws_left (game), ==, max - k);
          if (k > 0)
            balut_test_set_held (game, 0, TRUE);
          balut_test_roll (game);
          g_assert_cmpuint (balut_game_get_n_throws (game), ==, k + 1);
          g_assert_cmpuint (c.n_notify_throws_left, ==, n + 1);
        }
      g_assert_cmpuint (balut_game_get_throws_left (game), ==, 0);
      balut_test_set_held (game, 0, FALSE);
      assert_refused (game, &c, balut_game_roll (game, &error),
                      BALUT_DICE_ERROR, BALUT_DICE_ERROR_NO_THROWS_LEFT);

      {
        static const guint8 dice[] = { 1, 2, 3, 4, 5 };

        assert_refused (game, &c, balut_game_throw_values (game, dice, &error),
                        BALUT_DICE_ERROR, BALUT_DICE_ERROR_NO_THROWS_LEFT);
      }

      /* O1: in Olathe the only box is the next one in order */
      if (variant == BALUT_VARIANT_OLATHE)
        balut_test_enter (game, round == 0 ? BALUT_CATEGORY_FOURS : BALUT_CATEGORY_FIVES, 0);
      else
        balut_test_enter (game, BALUT_CATEGORY_CHOICE, round);
      g_assert_cmpuint (balut_game_get_throws_left (game), ==, max);
    }
}

/* A whole scripted game ends after 28 (34) turns per player (R3, J1). */
static void
test_game_length (gconstpointer data)
{
  BalutVariant variant = GPOINTER_TO_UINT (data);
  g_autoptr(BalutGame) game = balut_test_new_game (variant, 7, 2);
  guint n = balut_ref_n_boxes (variant) * 2;
  Counters c;

  connect_counters (game, &c);
  for (guint t = 0; t < n; t++)
    {
      BalutScoresheet *sheet;
      g_autoptr(GArray) legal = NULL;
      BalutBox box;

      g_assert_false (balut_game_is_finished (game));
      g_assert_cmpuint (c.n_finished, ==, 0);
      balut_test_roll (game);
      sheet = balut_player_get_sheet (balut_game_get_player (game, t % 2));
      legal = balut_scoresheet_list_legal (sheet);
      box = g_array_index (legal, BalutBox, legal->len - 1);
      balut_test_enter (game, box.category, box.box);
    }
  g_assert_true (balut_game_is_finished (game));
  g_assert_cmpint (balut_game_get_state (game), ==, BALUT_GAME_STATE_FINISHED);
  g_assert_cmpuint (c.n_finished, ==, 1);
  g_assert_cmpuint (c.n_entered, ==, n);
}

/* ------------------------------------------------------------------ */
/* Refusals: every illegal action leaves the game as it was             */
/* ------------------------------------------------------------------ */

static void
test_refuse_enter_filled (void)
{
  g_autoptr(BalutGame) game = balut_test_new_game (BALUT_VARIANT_STANDARD, 8, 1);
  Counters c;

  connect_counters (game, &c);
  balut_test_roll (game);
  balut_test_enter (game, BALUT_CATEGORY_SIXES, 2);
  balut_test_roll (game);
  /* R2: an entered box never changes */
  assert_refused (game, &c, balut_game_enter (game, BALUT_CATEGORY_SIXES, 2, &error),
                  BALUT_SCORESHEET_ERROR, BALUT_SCORESHEET_ERROR_FILLED);
  g_assert_false (balut_scoresheet_is_legal (balut_player_get_sheet (balut_game_get_player (game, 0)),
                                             BALUT_CATEGORY_SIXES, 2));
  balut_test_enter (game, BALUT_CATEGORY_SIXES, 3);
}

static void
test_refuse_roll_no_throws_left (gconstpointer data)
{
  BalutVariant variant = GPOINTER_TO_UINT (data);
  g_autoptr(BalutGame) game = balut_test_new_game (variant, 9, 2);
  Counters c;

  connect_counters (game, &c);
  for (guint k = 0; k < balut_ref_max_throws (variant); k++)
    balut_test_roll (game);
  assert_refused (game, &c, balut_game_roll (game, &error),
                  BALUT_DICE_ERROR, BALUT_DICE_ERROR_NO_THROWS_LEFT);
  balut_test_set_held (game, 1, TRUE);
  assert_refused (game, &c, balut_game_roll (game, &error),
                  BALUT_DICE_ERROR, BALUT_DICE_ERROR_NO_THROWS_LEFT);
}

static void
test_refuse_hold_before_throw (void)
{
  g_autoptr(BalutGame) game = balut_test_new_game (BALUT_VARIANT_STANDARD, 10, 2);
  Counters c;

  connect_counters (game, &c);
  /* R1: a turn starts by rolling all five dice */
  for (guint i = 0; i < BALUT_N_DICE; i++)
    {
      assert_refused (game, &c, balut_game_set_held (game, i, TRUE, &error),
                      BALUT_DICE_ERROR, BALUT_DICE_ERROR_NOT_THROWN);
      assert_refused (game, &c, balut_game_toggle_held (game, i, &error),
                      BALUT_DICE_ERROR, BALUT_DICE_ERROR_NOT_THROWN);
    }

  /* …and again at the start of the next player's turn */
  balut_test_roll (game);
  balut_test_set_held (game, 0, TRUE);
  balut_test_enter (game, BALUT_CATEGORY_FOURS, 0);
  assert_refused (game, &c, balut_game_set_held (game, 0, TRUE, &error),
                  BALUT_DICE_ERROR, BALUT_DICE_ERROR_NOT_THROWN);
  assert_refused (game, &c, balut_game_toggle_held (game, 3, &error),
                  BALUT_DICE_ERROR, BALUT_DICE_ERROR_NOT_THROWN);
}

static void
test_refuse_enter_before_throw (void)
{
  g_autoptr(BalutGame) game = balut_test_new_game (BALUT_VARIANT_STANDARD, 11, 2);
  Counters c;

  connect_counters (game, &c);
  assert_refused (game, &c, balut_game_enter (game, BALUT_CATEGORY_CHOICE, 0, &error),
                  BALUT_GAME_ERROR, BALUT_GAME_ERROR_NOT_THROWN);
  balut_test_roll (game);
  balut_test_enter (game, BALUT_CATEGORY_CHOICE, 0);
  /* the next player has not thrown yet (R2 needs the turn's dice) */
  assert_refused (game, &c, balut_game_enter (game, BALUT_CATEGORY_CHOICE, 0, &error),
                  BALUT_GAME_ERROR, BALUT_GAME_ERROR_NOT_THROWN);
}

static void
test_refuse_players_after_start (void)
{
  g_autoptr(BalutGame) game = balut_test_new_game (BALUT_VARIANT_STANDARD, 12, 2);
  Counters c;

  connect_counters (game, &c);
  balut_test_roll (game);
  assert_refused (game, &c, balut_game_add_player (game, "Late", BALUT_PLAYER_HUMAN, &error),
                  BALUT_GAME_ERROR, BALUT_GAME_ERROR_STARTED);
  assert_refused (game, &c, balut_game_set_guess (game, 0, 2, &error),
                  BALUT_GAME_ERROR, BALUT_GAME_ERROR_STARTED);
  assert_refused (game, &c, balut_game_set_guess (game, 1, BALUT_NO_GUESS, &error),
                  BALUT_GAME_ERROR, BALUT_GAME_ERROR_STARTED);
  balut_test_enter (game, BALUT_CATEGORY_CHOICE, 0);
  /* still started between turns */
  assert_refused (game, &c, balut_game_add_player (game, "Late", BALUT_PLAYER_COMPUTER, &error),
                  BALUT_GAME_ERROR, BALUT_GAME_ERROR_STARTED);
  assert_refused (game, &c, balut_game_set_guess (game, 0, 1, &error),
                  BALUT_GAME_ERROR, BALUT_GAME_ERROR_STARTED);
}

static void
test_refuse_ninth_player (void)
{
  g_autoptr(BalutGame) game = balut_test_new_game (BALUT_VARIANT_STANDARD, 13, 8);
  Counters c;

  connect_counters (game, &c);
  assert_refused (game, &c, balut_game_add_player (game, "Nine", BALUT_PLAYER_HUMAN, &error),
                  BALUT_GAME_ERROR, BALUT_GAME_ERROR_TOO_MANY_PLAYERS);
  g_assert_cmpuint (balut_game_get_n_players (game), ==, 8);
  g_assert_cmpuint (g_list_model_get_n_items (balut_game_get_players (game)), ==, 8);
  balut_test_roll (game);
}

static void
test_refuse_bad_setup (void)
{
  g_autoptr(BalutGame) game = balut_game_new (BALUT_VARIANT_STANDARD, 14);
  g_autofree char *long_name = g_strnfill (BALUT_MAX_NAME_LENGTH + 1, 'x');
  g_autofree char *max_name = g_strnfill (BALUT_MAX_NAME_LENGTH, 'y');
  Counters c;

  connect_counters (game, &c);

  /* no players: nothing to roll for */
  assert_refused (game, &c, balut_game_roll (game, &error),
                  BALUT_GAME_ERROR, BALUT_GAME_ERROR_NO_PLAYERS);
  assert_refused (game, &c, balut_game_add_player (game, "", BALUT_PLAYER_HUMAN, &error),
                  BALUT_GAME_ERROR, BALUT_GAME_ERROR_BAD_NAME);
  assert_refused (game, &c, balut_game_add_player (game, "bad \xff utf-8", BALUT_PLAYER_HUMAN, &error),
                  BALUT_GAME_ERROR, BALUT_GAME_ERROR_BAD_NAME);
  assert_refused (game, &c, balut_game_add_player (game, long_name, BALUT_PLAYER_HUMAN, &error),
                  BALUT_GAME_ERROR, BALUT_GAME_ERROR_BAD_NAME);
  /* control characters: a terminal escape, a line break, a tab, DEL */
  {
    const char * const controls[] = { "Ma\x1b[31mria", "Ma\nria", "Ma\tria", "Maria\x7f" };

    for (guint i = 0; i < G_N_ELEMENTS (controls); i++)
      {
        g_autoptr(GError) control_error = NULL;

        g_assert_false (balut_game_add_player (game, controls[i], BALUT_PLAYER_HUMAN, &control_error));
        g_assert_error (control_error, BALUT_GAME_ERROR, BALUT_GAME_ERROR_BAD_NAME);
        g_assert_nonnull (strstr (control_error->message, "control characters"));
      }
    g_assert_cmpuint (balut_game_get_n_players (game), ==, 0);
  }
  /* issue 26: characters that reorder or break the text around them
   * (U+202E made "Ana" read backwards with the points after it), and
   * names of nothing visible (spaces, zero-width, blank characters) */
  {
    const char * const display[] = {
      "\xe2\x80\xae" "anA", "Ana\xe2\x80\xae", "A\xe2\x80\xaa" "na", "An\xe2\x81\xa6" "a", "Ana\xe2\x81\xa9",
      "An\xe2\x80\x8f" "a", "An\xd8\x9c" "a", "Ana\xe2\x80\xa8" "Ben", "Ana\xe2\x80\xa9",
    };
    const char * const invisible[] = {
      "\xe2\x80\x8b", "\xe2\x80\x8b\xe2\x80\x8b ", " \xef\xbb\xbf ", "\xe3\x85\xa4", "\xe2\xa0\x80", "\xc2\xad",
      "\xe2\x80\x8d", "\xe2\x81\xa0", "\xc2\xa0\xe2\x80\x83",
    };

    for (guint i = 0; i < G_N_ELEMENTS (display); i++)
      {
        g_autoptr(GError) name_error = NULL;

        g_assert_false (balut_game_add_player (game, display[i], BALUT_PLAYER_HUMAN, &name_error));
        g_assert_error (name_error, BALUT_GAME_ERROR, BALUT_GAME_ERROR_BAD_NAME);
        if (strstr (name_error->message, "reorders or breaks") == NULL)
          g_test_fail_printf ("%s: %s", display[i], name_error->message);
      }
    for (guint i = 0; i < G_N_ELEMENTS (invisible); i++)
      {
        g_autoptr(GError) name_error = NULL;

        g_assert_false (balut_game_add_player (game, invisible[i], BALUT_PLAYER_HUMAN, &name_error));
        g_assert_error (name_error, BALUT_GAME_ERROR, BALUT_GAME_ERROR_BAD_NAME);
        if (strstr (name_error->message, "invisible") == NULL)
          g_test_fail_printf ("name %u: %s", i, name_error->message);
      }
    g_assert_cmpuint (balut_game_get_n_players (game), ==, 0);

    /* joiners inside a visible name are writing, not tricks: Persian
     * "Mitra" with a zero-width non-joiner, a family emoji */
    g_assert_true (balut_game_check_name ("\xd9\x85\xdb\x8c\xe2\x80\x8c\xd8\xaa\xd8\xb1\xd8\xa7", NULL));
    g_assert_true (balut_game_check_name ("\xf0\x9f\x91\xa9\xe2\x80\x8d\xf0\x9f\x91\xa7", NULL));
    g_assert_true (balut_game_check_name ("Ana\xc2\xa0" "Lu", NULL));
  }
  assert_refused (game, &c, balut_game_set_guess (game, 0, 1, &error),
                  BALUT_GAME_ERROR, BALUT_GAME_ERROR_NO_SUCH_PLAYER);

  balut_test_add_player (game, max_name, BALUT_PLAYER_HUMAN);
  balut_test_add_player (game, "Ünïcødé ✓", BALUT_PLAYER_COMPUTER);
  g_assert_cmpstr (balut_player_get_name (balut_game_get_player (game, 1)), ==, "Ünïcødé ✓");
  g_assert_cmpint (balut_player_get_kind (balut_game_get_player (game, 1)), ==, BALUT_PLAYER_COMPUTER);

  /* R24: a guess is a count or none */
  assert_refused (game, &c, balut_game_set_guess (game, 0, -2, &error),
                  BALUT_GAME_ERROR, BALUT_GAME_ERROR_BAD_GUESS);
  assert_refused (game, &c, balut_game_set_guess (game, 2, 1, &error),
                  BALUT_GAME_ERROR, BALUT_GAME_ERROR_NO_SUCH_PLAYER);
  balut_test_set_guess (game, 0, 5);
  balut_test_set_guess (game, 0, BALUT_NO_GUESS);
  g_assert_cmpint (balut_player_get_guess (balut_game_get_player (game, 0)), ==, BALUT_NO_GUESS);
}

static void
test_refuse_bad_dice (void)
{
  g_autoptr(BalutGame) game = balut_test_new_game (BALUT_VARIANT_STANDARD, 15, 1);
  static const guint8 zero[] = { 1, 2, 0, 4, 5 };
  static const guint8 seven[] = { 7, 2, 3, 4, 5 };
  static const guint8 first[] = { 1, 2, 3, 4, 5 };
  static const guint8 changed[] = { 2, 2, 3, 4, 5 };
  static const guint8 kept[] = { 1, 6, 6, 6, 6 };
  Counters c;

  connect_counters (game, &c);
  assert_refused (game, &c, balut_game_throw_values (game, zero, &error),
                  BALUT_DICE_ERROR, BALUT_DICE_ERROR_BAD_VALUE);
  assert_refused (game, &c, balut_game_throw_values (game, seven, &error),
                  BALUT_DICE_ERROR, BALUT_DICE_ERROR_BAD_VALUE);
  balut_test_throw_values (game, first);
  balut_test_set_held (game, 0, TRUE);
  /* R1: a held die keeps its value */
  assert_refused (game, &c, balut_game_throw_values (game, changed, &error),
                  BALUT_DICE_ERROR, BALUT_DICE_ERROR_HELD_CHANGED);
  assert_refused (game, &c, balut_game_set_held (game, BALUT_N_DICE, TRUE, &error),
                  BALUT_DICE_ERROR, BALUT_DICE_ERROR_NO_SUCH_DIE);
  assert_refused (game, &c, balut_game_toggle_held (game, 17, &error),
                  BALUT_DICE_ERROR, BALUT_DICE_ERROR_NO_SUCH_DIE);
  for (guint i = 1; i < BALUT_N_DICE; i++)
    balut_test_set_held (game, i, TRUE);
  assert_refused (game, &c, balut_game_roll (game, &error),
                  BALUT_DICE_ERROR, BALUT_DICE_ERROR_ALL_HELD);
  assert_refused (game, &c, balut_game_throw_values (game, first, &error),
                  BALUT_DICE_ERROR, BALUT_DICE_ERROR_ALL_HELD);
  for (guint i = 1; i < BALUT_N_DICE; i++)
    balut_test_set_held (game, i, FALSE);
  balut_test_throw_values (game, kept);
  g_assert_cmpuint (balut_game_get_n_throws (game), ==, 2);
}

static void
test_refuse_bad_box (gconstpointer data)
{
  BalutVariant variant = GPOINTER_TO_UINT (data);
  g_autoptr(BalutGame) game = balut_test_new_game (variant, 16, 1);
  Counters c;

  connect_counters (game, &c);
  balut_test_roll (game);
  assert_refused (game, &c, balut_game_enter (game, BALUT_CATEGORY_FOURS, 5, &error),
                  BALUT_SCORESHEET_ERROR, BALUT_SCORESHEET_ERROR_NO_SUCH_BOX);
  assert_refused (game, &c, balut_game_enter (game, BALUT_CATEGORY_BALUT, BALUT_BOX_JACKPOT, &error),
                  BALUT_SCORESHEET_ERROR, BALUT_SCORESHEET_ERROR_NO_SUCH_BOX);
  if (variant != BALUT_VARIANT_JACKPOT)
    assert_refused (game, &c, balut_game_enter (game, BALUT_CATEGORY_FOURS, BALUT_BOX_JACKPOT, &error),
                    BALUT_SCORESHEET_ERROR, BALUT_SCORESHEET_ERROR_NO_SUCH_BOX);
}

/* J3: the fourth regular box waits for the Jackpot box */
static void
test_refuse_jackpot_open (void)
{
  g_autoptr(BalutGame) game = balut_test_new_game (BALUT_VARIANT_JACKPOT, 17, 1);
  static const guint8 dice[] = { 4, 4, 1, 2, 3 };
  Counters c;

  connect_counters (game, &c);
  for (guint b = 0; b < 3; b++)
    {
      balut_test_throw_values (game, dice);
      balut_test_enter (game, BALUT_CATEGORY_FOURS, b);
    }
  balut_test_throw_values (game, dice);
  assert_refused (game, &c, balut_game_enter (game, BALUT_CATEGORY_FOURS, 3, &error),
                  BALUT_SCORESHEET_ERROR, BALUT_SCORESHEET_ERROR_JACKPOT_OPEN);
  /* two 4s do not qualify (J2): the Jackpot box is struck */
  balut_test_enter (game, BALUT_CATEGORY_FOURS, BALUT_BOX_JACKPOT);
  g_assert_cmpint (balut_scoresheet_get_box (balut_player_get_sheet (balut_game_get_player (game, 0)),
                                             BALUT_CATEGORY_FOURS, BALUT_BOX_JACKPOT), ==, 0);
  balut_test_throw_values (game, dice);
  balut_test_enter (game, BALUT_CATEGORY_FOURS, 3);
}

/* O1: the player does not choose the box */
static void
test_refuse_olathe_order (void)
{
  g_autoptr(BalutGame) game = balut_test_new_game (BALUT_VARIANT_OLATHE, 18, 1);
  Counters c;

  connect_counters (game, &c);
  for (guint t = 0; t < 9; t++)
    {
      BalutCategory expected_c = t % 7;
      guint expected_b = t / 7;

      balut_test_roll (game);
      /* the box after the next one, which is still empty */
      assert_refused (game, &c, balut_game_enter (game, (expected_c + 1) % 7,
                                                  expected_c == 6 ? expected_b + 1 : expected_b,
                                                  &error),
                      BALUT_SCORESHEET_ERROR, BALUT_SCORESHEET_ERROR_ORDER);
      assert_refused (game, &c, balut_game_enter (game, expected_c, expected_b + 1, &error),
                      BALUT_SCORESHEET_ERROR, BALUT_SCORESHEET_ERROR_ORDER);
      balut_test_enter (game, expected_c, expected_b);
    }
}

static void
test_refuse_after_finished (void)
{
  g_autoptr(BalutGame) game = balut_test_new_game (BALUT_VARIANT_STANDARD, 19, 1);
  static const guint8 dice[] = { 2, 3, 4, 5, 6 };
  Counters c;

  for (guint t = 0; t < 28; t++)
    {
      balut_test_roll (game);
      balut_test_enter (game, t / 4, t % 4);
    }
  g_assert_true (balut_game_is_finished (game));
  connect_counters (game, &c);

  assert_refused (game, &c, balut_game_roll (game, &error),
                  BALUT_GAME_ERROR, BALUT_GAME_ERROR_FINISHED);
  assert_refused (game, &c, balut_game_throw_values (game, dice, &error),
                  BALUT_GAME_ERROR, BALUT_GAME_ERROR_FINISHED);
  assert_refused (game, &c, balut_game_set_held (game, 0, TRUE, &error),
                  BALUT_GAME_ERROR, BALUT_GAME_ERROR_FINISHED);
  assert_refused (game, &c, balut_game_toggle_held (game, 0, &error),
                  BALUT_GAME_ERROR, BALUT_GAME_ERROR_FINISHED);
  assert_refused (game, &c, balut_game_enter (game, BALUT_CATEGORY_FOURS, 0, &error),
                  BALUT_GAME_ERROR, BALUT_GAME_ERROR_FINISHED);

  /* adding players and guessing is refused as "started" or "finished" */
  {
    BalutTestSnapshot before, after;
    g_autoptr(GError) e1 = NULL;
    g_autoptr(GError) e2 = NULL;

    balut_test_snapshot_take (game, &before);
    g_assert_false (balut_game_add_player (game, "Late", BALUT_PLAYER_HUMAN, &e1));
    g_assert_true (g_error_matches (e1, BALUT_GAME_ERROR, BALUT_GAME_ERROR_STARTED) ||
                   g_error_matches (e1, BALUT_GAME_ERROR, BALUT_GAME_ERROR_FINISHED));
    g_assert_false (balut_game_set_guess (game, 0, 1, &e2));
    g_assert_true (g_error_matches (e2, BALUT_GAME_ERROR, BALUT_GAME_ERROR_STARTED) ||
                   g_error_matches (e2, BALUT_GAME_ERROR, BALUT_GAME_ERROR_FINISHED));
    balut_test_snapshot_take (game, &after);
    balut_test_snapshot_assert_equal (&before, &after);
    balut_test_snapshot_clear (&before);
    balut_test_snapshot_clear (&after);
  }
}

/* ------------------------------------------------------------------ */
/* Undo                                                                 */
/* ------------------------------------------------------------------ */

static void
test_undo_restores_state (gconstpointer data)
{
  BalutVariant variant = GPOINTER_TO_UINT (data);
  g_autoptr(BalutGame) game = balut_test_new_game (variant, 20, 3);
  g_autoptr(GRand) choices = g_rand_new_with_seed (20);
  Counters c;

  connect_counters (game, &c);
  for (guint t = 0; t < 40; t++)
    {
      BalutTestSnapshot before, entered, after;
      BalutScoresheet *sheet = balut_player_get_sheet (balut_game_get_player (game, t % 3));
      g_autoptr(GArray) legal = NULL;
      BalutBox box;
      guint n_entered;

      balut_test_roll (game);
      for (guint k = 1; k < balut_ref_max_throws (variant) && (t % 3) >= k - 1; k++)
        {
          random_holds (game, choices);
          balut_test_roll (game);
        }
      /* pending holds after the last throw must come back too */
      balut_test_set_held (game, t % 5, TRUE);
      balut_test_set_held (game, (t + 2) % 5, TRUE);

      legal = balut_scoresheet_list_legal (sheet);
      box = g_array_index (legal, BalutBox, t % legal->len);

      /* the first undo marks the game assisted (undo-marks-assisted);
       * from the second turn on the snapshots compare everything */
      if (t == 0)
        balut_game_mark_assisted (game);
      balut_test_snapshot_take (game, &before);
      g_assert_false (balut_game_can_undo (game));
      n_entered = c.n_entered;
      balut_test_enter (game, box.category, box.box);
      g_assert_cmpuint (c.n_entered, ==, n_entered + 1);
      g_assert_true (balut_game_can_undo (game));
      balut_test_snapshot_take (game, &entered);
      g_assert_false (balut_test_snapshot_same_turns (&before, &entered));

      balut_test_undo (game);
      balut_test_snapshot_take (game, &after);
      balut_test_snapshot_assert_equal (&before, &after);
      g_assert_false (balut_game_can_undo (game));

      /* only the last entry: a second undo is refused */
      assert_refused (game, &c, balut_game_undo (game, &error),
                      BALUT_GAME_ERROR, BALUT_GAME_ERROR_CANNOT_UNDO);

      /* the same entry again gives exactly the same game */
      balut_test_enter (game, box.category, box.box);
      balut_test_snapshot_clear (&after);
      balut_test_snapshot_take (game, &after);
      balut_test_snapshot_assert_equal (&entered, &after);

      balut_test_snapshot_clear (&before);
      balut_test_snapshot_clear (&entered);
      balut_test_snapshot_clear (&after);
    }
}

static void
test_undo_refused_after_throw (void)
{
  g_autoptr(BalutGame) game = balut_test_new_game (BALUT_VARIANT_STANDARD, 21, 2);
  Counters c;

  connect_counters (game, &c);
  assert_refused (game, &c, balut_game_undo (game, &error),
                  BALUT_GAME_ERROR, BALUT_GAME_ERROR_CANNOT_UNDO);
  balut_test_roll (game);
  assert_refused (game, &c, balut_game_undo (game, &error),
                  BALUT_GAME_ERROR, BALUT_GAME_ERROR_CANNOT_UNDO);
  balut_test_enter (game, BALUT_CATEGORY_CHOICE, 0);
  g_assert_true (balut_game_can_undo (game));
  balut_test_roll (game);
  g_assert_false (balut_game_can_undo (game));
  assert_refused (game, &c, balut_game_undo (game, &error),
                  BALUT_GAME_ERROR, BALUT_GAME_ERROR_CANNOT_UNDO);

  /* a refused move in between does not open the way either */
  balut_test_enter (game, BALUT_CATEGORY_CHOICE, 0);
  balut_test_roll (game);
  {
    g_autoptr(GError) error = NULL;

    g_assert_false (balut_game_enter (game, BALUT_CATEGORY_CHOICE, 0, &error));
    g_assert_error (error, BALUT_SCORESHEET_ERROR, BALUT_SCORESHEET_ERROR_FILLED);
  }
  assert_refused (game, &c, balut_game_undo (game, &error),
                  BALUT_GAME_ERROR, BALUT_GAME_ERROR_CANNOT_UNDO);
}

/* The last entry of the game can be taken back: no throw follows it. */
static void
test_undo_final_entry (void)
{
  g_autoptr(BalutGame) game = balut_test_new_game (BALUT_VARIANT_STANDARD, 22, 1);
  BalutTestSnapshot before, after;
  Counters c;

  connect_counters (game, &c);
  for (guint t = 0; t < 27; t++)
    {
      balut_test_roll (game);
      balut_test_enter (game, t / 4, t % 4);
    }
  balut_test_roll (game);
  balut_game_mark_assisted (game);   /* as undo will */
  balut_test_snapshot_take (game, &before);
  balut_test_enter (game, BALUT_CATEGORY_BALUT, 3);
  g_assert_true (balut_game_is_finished (game));
  g_assert_cmpuint (c.n_finished, ==, 1);

  balut_test_undo (game);
  g_assert_false (balut_game_is_finished (game));
  balut_test_snapshot_take (game, &after);
  balut_test_snapshot_assert_equal (&before, &after);

  balut_test_enter (game, BALUT_CATEGORY_BALUT, 3);
  g_assert_true (balut_game_is_finished (game));
  g_assert_cmpuint (c.n_finished, ==, 2);
  balut_test_snapshot_clear (&before);
  balut_test_snapshot_clear (&after);
}

/* ------------------------------------------------------------------ */
/* Reproducibility                                                      */
/* ------------------------------------------------------------------ */

static char *
play_seeded (BalutVariant variant,
             guint64      seed,
             guint32      choice_seed,
             gboolean     with_undo)
{
  g_autoptr(BalutGame) game = balut_test_new_game (variant, seed, 3);
  g_autoptr(GRand) choices = g_rand_new_with_seed (choice_seed);
  guint n = balut_ref_n_boxes (variant) * 3;

  for (guint t = 0; t < n; t++)
    {
      BalutScoresheet *sheet = balut_player_get_sheet (balut_game_get_player (game, t % 3));
      g_autoptr(GArray) legal = NULL;
      BalutBox box, other;

      balut_test_roll (game);
      while (balut_game_get_throws_left (game) > 0 && g_rand_boolean (choices))
        {
          random_holds (game, choices);
          balut_test_roll (game);
        }
      legal = balut_scoresheet_list_legal (sheet);
      box = g_array_index (legal, BalutBox, g_rand_int_range (choices, 0, legal->len));
      other = g_array_index (legal, BalutBox, g_rand_int_range (choices, 0, legal->len));
      if (with_undo)
        {
          balut_test_enter (game, other.category, other.box);
          balut_test_undo (game);
        }
      balut_test_enter (game, box.category, box.box);
    }
  g_assert_true (balut_game_is_finished (game));

  return balut_record_to_data (game, NULL);
}

static void
test_reproducible (gconstpointer data)
{
  BalutVariant variant = GPOINTER_TO_UINT (data);
  g_autofree char *a = play_seeded (variant, 4242, 77, FALSE);
  g_autofree char *b = play_seeded (variant, 4242, 77, FALSE);
  g_autofree char *other_seed = play_seeded (variant, 4243, 77, FALSE);
  g_autofree char *with_undo = NULL;

  /* same seed + same actions = same game */
  g_assert_cmpstr (a, ==, b);
  g_assert_cmpstr (a, !=, other_seed);

  /* the dice come from seed, turn and throw index: an undone entry in
   * between changes nothing that follows, but the game is assisted */
  with_undo = play_seeded (variant, 4242, 77, TRUE);
  g_assert_nonnull (strstr (with_undo, "\n  \"assisted\": true,\n"));
  g_assert_null (strstr (a, "assisted"));
  {
    g_autoptr(GString) without = g_string_new (with_undo);

    g_string_replace (without, "\n  \"assisted\": true,\n", "\n", 1);
    g_assert_cmpstr (a, ==, without->str);
  }
}

/* Undo marks the game assisted, once, with one notify; a refused undo
 * and the other actions do not; mark_assisted is idempotent. */
static void
test_undo_marks_assisted (void)
{
  g_autoptr(BalutGame) game = balut_test_new_game (BALUT_VARIANT_STANDARD, 23, 2);
  gboolean assisted = TRUE;
  Counters c;

  connect_counters (game, &c);
  g_assert_false (balut_game_get_assisted (game));
  g_object_get (game, "assisted", &assisted, NULL);
  g_assert_false (assisted);

  assert_refused (game, &c, balut_game_undo (game, &error),
                  BALUT_GAME_ERROR, BALUT_GAME_ERROR_CANNOT_UNDO);
  for (guint t = 0; t < 6; t++)
    {
      balut_test_roll (game);
      balut_test_set_held (game, 0, TRUE);
      balut_test_roll (game);
      balut_test_enter (game, BALUT_CATEGORY_CHOICE, t / 2);
    }
  g_assert_false (balut_game_get_assisted (game));
  g_assert_cmpuint (c.n_notify_assisted, ==, 0);

  balut_test_undo (game);
  g_assert_true (balut_game_get_assisted (game));
  g_object_get (game, "assisted", &assisted, NULL);
  g_assert_true (assisted);
  g_assert_cmpuint (c.n_notify_assisted, ==, 1);

  /* a second undo, later, changes nothing more */
  balut_test_enter (game, BALUT_CATEGORY_CHOICE, 2);
  balut_test_undo (game);
  balut_game_mark_assisted (game);
  g_assert_true (balut_game_get_assisted (game));
  g_assert_cmpuint (c.n_notify_assisted, ==, 1);
}

/* mark_assisted for a hint: a notify only on the change */
static void
test_mark_assisted (void)
{
  g_autoptr(BalutGame) game = balut_test_new_game (BALUT_VARIANT_OLATHE, 24, 1);
  Counters c;

  connect_counters (game, &c);
  balut_game_mark_assisted (game);
  g_assert_true (balut_game_get_assisted (game));
  g_assert_cmpuint (c.n_notify_assisted, ==, 1);
  g_assert_cmpuint (c.n_notify, ==, 1);
  balut_game_mark_assisted (game);
  g_assert_cmpuint (c.n_notify, ==, 1);
}

/* ------------------------------------------------------------------ */

/* 16 batches of every variant, each of 12 seeded games (576 in all), or
 * of 48 in the thorough run (2,304) */
#define N_BATCHES 16
#define GAMES_PER_BATCH 12
#define GAMES_PER_BATCH_THOROUGH 48

/* Unnamed seats: "Player N" for a person, the level for a computer, a
 * number after it when the name is taken (by a name given or an earlier
 * default), never two seats with one name */
static void
test_seat_names (void)
{
  const char *typed[] = { "Expert", NULL, "", NULL, "", "Strong", NULL, "Expert 3" };
  const BalutPlayerKind kinds[] = {
    BALUT_PLAYER_HUMAN, BALUT_PLAYER_COMPUTER, BALUT_PLAYER_COMPUTER, BALUT_PLAYER_HUMAN,
    BALUT_PLAYER_COMPUTER, BALUT_PLAYER_HUMAN, BALUT_PLAYER_COMPUTER, BALUT_PLAYER_HUMAN,
  };
  const BalutLevel levels[] = {
    BALUT_LEVEL_EXPERT, BALUT_LEVEL_EXPERT, BALUT_LEVEL_EXPERT, BALUT_LEVEL_EXPERT,
    BALUT_LEVEL_STRONG, BALUT_LEVEL_STRONG, BALUT_LEVEL_BEGINNER, BALUT_LEVEL_EXPERT,
  };
  const char *want[] = { "Expert", "Expert 2", "Expert 4", "Player 4", "Strong 2", "Strong", "Beginner", "Expert 3" };
  g_autoptr(GPtrArray) names = balut_player_list_seat_names (G_N_ELEMENTS (typed), typed, kinds, levels);
  g_autoptr(GPtrArray) none = balut_player_list_seat_names (0, NULL, NULL, NULL);

  g_assert_cmpuint (names->len, ==, G_N_ELEMENTS (want));
  for (guint i = 0; i < names->len; i++)
    g_assert_cmpstr (g_ptr_array_index (names, i), ==, want[i]);
  g_assert_cmpuint (none->len, ==, 0);
}

/* ------------------------------------------------------------------ */
/* The scoring pad: dice thrown at the table                          */
/* ------------------------------------------------------------------ */

static void
count_dice_changed_cb (BalutDice *dice,
                       guint     *n)
{
  (*n)++;
}

static void
count_notify_cb (GObject    *object,
                 GParamSpec *pspec,
                 guint      *n)
{
  (*n)++;
}

/* The mode is chosen before the first throw, like the players and the
 * guesses (R24); "mode" notifies only a real change. */
static void
test_pad_mode_before_start (void)
{
  g_autoptr(BalutGame) game = balut_test_new_game (BALUT_VARIANT_STANDARD, 31, 2);
  static const guint8 dice[] = { 1, 2, 3, 4, 5 };
  BalutGameMode mode = BALUT_GAME_MODE_PAD;
  guint n_mode = 0;
  Counters c;

  g_assert_cmpint (balut_game_get_mode (game), ==, BALUT_GAME_MODE_DIGITAL);
  g_object_get (game, "mode", &mode, NULL);
  g_assert_cmpint (mode, ==, BALUT_GAME_MODE_DIGITAL);
  g_signal_connect (game, "notify::mode", G_CALLBACK (count_notify_cb), &n_mode);

  balut_test_set_mode (game, BALUT_GAME_MODE_PAD);
  g_assert_cmpuint (n_mode, ==, 1);
  balut_test_set_mode (game, BALUT_GAME_MODE_PAD);
  g_assert_cmpuint (n_mode, ==, 1);
  balut_test_set_mode (game, BALUT_GAME_MODE_DIGITAL);
  balut_test_set_mode (game, BALUT_GAME_MODE_PAD);
  g_assert_cmpuint (n_mode, ==, 3);
  g_object_get (game, "mode", &mode, NULL);
  g_assert_cmpint (mode, ==, BALUT_GAME_MODE_PAD);

  balut_test_set_pad_dice (game, dice, 0);
  connect_counters (game, &c);
  assert_refused (game, &c, balut_game_set_mode (game, BALUT_GAME_MODE_DIGITAL, &error),
                  BALUT_GAME_ERROR, BALUT_GAME_ERROR_STARTED);
  g_assert_cmpint (balut_game_get_mode (game), ==, BALUT_GAME_MODE_PAD);
  g_assert_cmpuint (n_mode, ==, 3);

  g_assert_cmpstr (balut_game_mode_to_string (BALUT_GAME_MODE_PAD), ==, "pad");
  g_assert_cmpstr (balut_game_mode_to_string (BALUT_GAME_MODE_DIGITAL), ==, "digital");
  g_assert_true (balut_game_mode_from_string ("pad", &mode));
  g_assert_cmpint (mode, ==, BALUT_GAME_MODE_PAD);
  g_assert_true (balut_game_mode_from_string ("digital", &mode));
  g_assert_cmpint (mode, ==, BALUT_GAME_MODE_DIGITAL);
  g_assert_false (balut_game_mode_from_string ("scoring-pad", &mode));
  g_assert_false (balut_game_mode_from_string (NULL, &mode));
}

/* Every refusal of set_pad_dice leaves the game as it was, a throw
 * already entered from the table too. R1, O2: 1 … 3 (Olathe 5) throws. */
static void
test_pad_dice_refused (void)
{
  g_autoptr(BalutGame) digital = balut_test_new_game (BALUT_VARIANT_STANDARD, 32, 2);
  g_autoptr(BalutGame) game = balut_test_new_game (BALUT_VARIANT_STANDARD, 32, 2);
  g_autoptr(BalutGame) olathe = balut_test_new_game (BALUT_VARIANT_OLATHE, 32, 1);
  static const guint8 zero[] = { 1, 2, 0, 4, 5 };
  static const guint8 seven[] = { 7, 2, 3, 4, 5 };
  static const guint8 good[] = { 6, 6, 2, 6, 1 };
  g_autoptr(GError) local_error = NULL;
  Counters c;

  connect_counters (digital, &c);
  assert_refused (digital, &c, balut_game_set_pad_dice (digital, good, 0, &error),
                  BALUT_GAME_ERROR, BALUT_GAME_ERROR_NOT_PAD);

  balut_test_set_mode (game, BALUT_GAME_MODE_PAD);
  connect_counters (game, &c);
  for (guint round = 0; round < 2; round++)
    {
      /* round 0 before the turn's throw, round 1 a correction of it */
      assert_refused (game, &c, balut_game_set_pad_dice (game, zero, 0, &error),
                      BALUT_GAME_ERROR, BALUT_GAME_ERROR_BAD_DICE);
      assert_refused (game, &c, balut_game_set_pad_dice (game, seven, 2, &error),
                      BALUT_GAME_ERROR, BALUT_GAME_ERROR_BAD_DICE);
      assert_refused (game, &c, balut_game_set_pad_dice (game, good, 4, &error),
                      BALUT_GAME_ERROR, BALUT_GAME_ERROR_BAD_THROWS_USED);
      assert_refused (game, &c, balut_game_set_pad_dice (game, good, G_MAXUINT, &error),
                      BALUT_GAME_ERROR, BALUT_GAME_ERROR_BAD_THROWS_USED);
      if (round == 0)
        {
          g_assert_cmpint (balut_game_get_state (game), ==, BALUT_GAME_STATE_TURN_START);
          g_assert_false (balut_game_is_started (game));
          balut_test_set_pad_dice (game, good, 3);
        }
    }
  g_assert_cmpuint (balut_game_get_turn (game, 0)->throws_used, ==, 3);
  g_assert_cmpmem (balut_game_get_turn (game, 0)->throws[0], BALUT_N_DICE, good, BALUT_N_DICE);

  g_assert_false (balut_game_set_pad_dice (game, seven, 0, &local_error));
  g_assert_nonnull (local_error);
  g_assert_nonnull (strstr (local_error->message, "not 7."));

  /* a computer seat throws on the screen */
  balut_test_enter (game, BALUT_CATEGORY_SIXES, 0);
  assert_refused (game, &c, balut_game_set_pad_dice (game, good, 1, &error),
                  BALUT_GAME_ERROR, BALUT_GAME_ERROR_NOT_PAD);
  balut_test_roll (game);
  assert_refused (game, &c, balut_game_set_pad_dice (game, good, 1, &error),
                  BALUT_GAME_ERROR, BALUT_GAME_ERROR_NOT_PAD);

  /* O2: five throws in Olathe */
  balut_test_set_mode (olathe, BALUT_GAME_MODE_PAD);
  connect_counters (olathe, &c);
  assert_refused (olathe, &c, balut_game_set_pad_dice (olathe, good, 6, &error),
                  BALUT_GAME_ERROR, BALUT_GAME_ERROR_BAD_THROWS_USED);
  balut_test_set_pad_dice (olathe, good, 5);
  g_assert_cmpuint (balut_game_get_turn (olathe, 0)->throws_used, ==, 5);
}

/* A correction replaces the turn's throw: the dice, R23's announcement
 * (again only for five of a kind), throws_used; the views hear of it. */
static void
test_pad_correction (void)
{
  g_autoptr(BalutGame) game = balut_test_new_game (BALUT_VARIANT_STANDARD, 33, 1);
  static const guint8 sixes[] = { 6, 6, 6, 6, 6 };
  static const guint8 straight[] = { 2, 3, 4, 5, 6 };
  static const guint8 fives[] = { 5, 5, 5, 5, 5 };
  guint n_changed = 0, n_notify_throws = 0;
  guint8 values[BALUT_N_DICE];
  const BalutTurn *turn;
  Counters c;

  balut_test_set_mode (game, BALUT_GAME_MODE_PAD);
  connect_counters (game, &c);
  g_signal_connect (balut_game_get_dice (game), "changed", G_CALLBACK (count_dice_changed_cb), &n_changed);
  g_signal_connect (game, "notify::n-throws", G_CALLBACK (count_notify_cb), &n_notify_throws);

  /* before the throw from the table: the variant's throws, at the table */
  g_assert_cmpuint (balut_game_get_throws_left (game), ==, 3);

  balut_test_set_pad_dice (game, sixes, 2);
  g_assert_cmpuint (c.n_balut[0], ==, 1);
  g_assert_cmpuint (c.last_balut_face, ==, 6);
  g_assert_cmpuint (n_changed, >=, 1);
  g_assert_cmpuint (n_notify_throws, ==, 1);
  g_assert_cmpuint (c.n_notify_throws_left, ==, 1);
  g_assert_cmpint (balut_game_get_state (game), ==, BALUT_GAME_STATE_IN_TURN);
  g_assert_cmpuint (balut_game_get_n_throws (game), ==, 1);
  g_assert_cmpuint (balut_dice_get_throws_left (balut_game_get_dice (game)), ==, 0);
  g_assert_cmpint (balut_game_preview (game, BALUT_CATEGORY_BALUT, 0), ==, 50);

  n_changed = 0;
  balut_test_set_pad_dice (game, straight, 3);
  g_assert_cmpuint (c.n_balut[0], ==, 1);   /* no five of a kind: no announcement */
  g_assert_cmpuint (n_changed, >=, 1);
  g_assert_cmpuint (n_notify_throws, ==, 2);
  turn = balut_game_get_turn (game, 0);
  g_assert_cmpuint (balut_game_get_n_turns (game), ==, 1);
  g_assert_cmpuint (turn->n_throws, ==, 1);
  g_assert_cmpuint (turn->throws_used, ==, 3);
  g_assert_false (turn->balut);
  g_assert_cmpmem (turn->throws[0], BALUT_N_DICE, straight, BALUT_N_DICE);
  balut_dice_get_values (balut_game_get_dice (game), values);
  g_assert_cmpmem (values, BALUT_N_DICE, straight, BALUT_N_DICE);
  g_assert_cmpuint (balut_game_get_throws_left (game), ==, 0);
  g_assert_cmpint (balut_game_preview (game, BALUT_CATEGORY_BALUT, 0), ==, 0);
  g_assert_cmpint (balut_game_preview (game, BALUT_CATEGORY_STRAIGHT, 0), ==, 20);

  balut_test_set_pad_dice (game, fives, 0);
  g_assert_cmpuint (c.n_balut[0], ==, 2);
  g_assert_cmpuint (c.last_balut_face, ==, 5);
  turn = balut_game_get_turn (game, 0);
  g_assert_true (turn->balut);
  g_assert_cmpuint (turn->throws_used, ==, 0);

  balut_test_enter (game, BALUT_CATEGORY_BALUT, 0);
  g_assert_cmpint (balut_scoresheet_get_box (balut_player_get_sheet (balut_game_get_player (game, 0)),
                                             BALUT_CATEGORY_BALUT, 0), ==, 45);
  /* the next turn starts with the table's throws again */
  g_assert_cmpuint (balut_game_get_throws_left (game), ==, 3);
}

/* A person throws real dice: the screen's throws are refused. */
static void
test_pad_roll_refused (void)
{
  g_autoptr(BalutGame) game = balut_test_new_game (BALUT_VARIANT_JACKPOT, 34, 1);
  static const guint8 dice[] = { 4, 4, 4, 1, 2 };
  Counters c;

  balut_test_set_mode (game, BALUT_GAME_MODE_PAD);
  connect_counters (game, &c);
  assert_refused (game, &c, balut_game_roll (game, &error),
                  BALUT_GAME_ERROR, BALUT_GAME_ERROR_PAD_TURN);
  assert_refused (game, &c, balut_game_throw_values (game, dice, &error),
                  BALUT_GAME_ERROR, BALUT_GAME_ERROR_PAD_TURN);
  balut_test_set_pad_dice (game, dice, 1);
  assert_refused (game, &c, balut_game_roll (game, &error),
                  BALUT_GAME_ERROR, BALUT_GAME_ERROR_PAD_TURN);
  assert_refused (game, &c, balut_game_throw_values (game, dice, &error),
                  BALUT_GAME_ERROR, BALUT_GAME_ERROR_PAD_TURN);
  /* holding means nothing now, but is harmless, as after a last throw */
  balut_test_set_held (game, 0, TRUE);
  assert_refused (game, &c, balut_game_roll (game, &error),
                  BALUT_GAME_ERROR, BALUT_GAME_ERROR_PAD_TURN);
  balut_test_enter (game, BALUT_CATEGORY_FOURS, 0);
}

/* A computer seat of a pad game throws on the screen (O2: five throws in
 * Olathe); its entry keeps the turn as a pad turn (its final dice,
 * throws_used); undo brings it back with those dice and no throws left. */
static void
test_pad_computer_turn (void)
{
  g_autoptr(BalutGame) game = balut_test_new_game (BALUT_VARIANT_OLATHE, 35, 2);
  static const guint8 person[] = { 1, 1, 2, 3, 3 };
  static const guint8 first[] = { 6, 6, 1, 2, 3 };
  static const guint8 second[] = { 6, 6, 6, 6, 3 };
  static const guint8 third[] = { 6, 6, 6, 6, 5 };
  static const gboolean none[BALUT_N_DICE] = { FALSE, };
  gboolean held[BALUT_N_DICE];
  guint8 values[BALUT_N_DICE];
  const BalutTurn *turn;
  Counters c;

  balut_test_set_mode (game, BALUT_GAME_MODE_PAD);
  balut_test_set_pad_dice (game, person, 0);
  balut_test_enter (game, BALUT_CATEGORY_FOURS, 0);   /* O1 */

  g_assert_cmpuint (balut_player_get_kind (balut_game_get_player (game, 1)), ==, BALUT_PLAYER_COMPUTER);
  g_assert_cmpuint (balut_game_get_throws_left (game), ==, 5);
  balut_test_throw_values (game, first);
  balut_test_set_held (game, 0, TRUE);
  balut_test_set_held (game, 1, TRUE);
  balut_test_throw_values (game, second);
  for (guint i = 2; i < 4; i++)
    balut_test_set_held (game, i, TRUE);
  balut_test_throw_values (game, third);
  balut_test_roll (game);
  balut_dice_get_values (balut_game_get_dice (game), values);
  g_assert_cmpuint (balut_game_get_throws_left (game), ==, 1);
  turn = balut_game_get_turn (game, 1);
  g_assert_cmpuint (turn->n_throws, ==, 4);
  g_assert_cmpuint (turn->throws_used, ==, 0);
  balut_test_enter (game, BALUT_CATEGORY_FOURS, 0);   /* O1 */

  turn = balut_game_get_turn (game, 1);
  g_assert_true (turn->entered);
  g_assert_cmpuint (turn->n_throws, ==, 1);
  g_assert_cmpuint (turn->throws_used, ==, 4);
  g_assert_cmpmem (turn->throws[0], BALUT_N_DICE, values, BALUT_N_DICE);
  g_assert_cmpmem (turn->holds[0], sizeof turn->holds[0], none, sizeof none);
  g_assert_cmpmem (turn->pending, sizeof turn->pending, none, sizeof none);

  balut_test_undo (game);
  g_assert_cmpuint (balut_game_get_current_player (game), ==, 1);
  g_assert_cmpint (balut_game_get_state (game), ==, BALUT_GAME_STATE_IN_TURN);
  g_assert_cmpuint (balut_game_get_throws_left (game), ==, 0);
  g_assert_cmpuint (balut_game_get_n_throws (game), ==, 1);
  balut_dice_get_values (balut_game_get_dice (game), values);
  g_assert_cmpmem (values, BALUT_N_DICE, balut_game_get_turn (game, 1)->throws[0], BALUT_N_DICE);
  balut_dice_get_holds (balut_game_get_dice (game), held);
  g_assert_cmpmem (held, sizeof held, none, sizeof none);
  connect_counters (game, &c);
  assert_refused (game, &c, balut_game_roll (game, &error),
                  BALUT_GAME_ERROR, BALUT_GAME_ERROR_PAD_TURN);
  assert_refused (game, &c, balut_game_set_pad_dice (game, second, 2, &error),
                  BALUT_GAME_ERROR, BALUT_GAME_ERROR_NOT_PAD);
  balut_test_enter (game, BALUT_CATEGORY_FOURS, 0);
  g_assert_cmpuint (balut_game_get_turn (game, 1)->throws_used, ==, 4);
  g_assert_cmpuint (balut_game_get_turn (game, 1)->n_throws, ==, 1);
}

/* Undo of a person's pad entry: the throw from the table is back, with
 * no throws left; it may be corrected and entered again. */
static void
test_pad_undo (void)
{
  g_autoptr(BalutGame) game = balut_test_new_game (BALUT_VARIANT_STANDARD, 36, 1);
  static const guint8 dice[] = { 5, 5, 5, 2, 2 };
  static const guint8 fixed[] = { 5, 5, 5, 5, 2 };
  BalutTestSnapshot before, after;

  balut_test_set_mode (game, BALUT_GAME_MODE_PAD);
  balut_test_set_pad_dice (game, dice, 2);
  balut_test_snapshot_take (game, &before);
  balut_test_enter (game, BALUT_CATEGORY_FULL_HOUSE, 0);
  balut_test_undo (game);
  balut_test_snapshot_take (game, &after);
  g_assert_true (balut_game_get_assisted (game));
  after.assisted = before.assisted;
  balut_test_snapshot_assert_equal (&before, &after);
  g_assert_cmpuint (balut_game_get_throws_left (game), ==, 0);
  g_assert_cmpuint (balut_game_get_turn (game, 0)->throws_used, ==, 2);

  balut_test_set_pad_dice (game, fixed, 3);
  balut_test_enter (game, BALUT_CATEGORY_FIVES, 0);
  g_assert_cmpint (balut_scoresheet_get_box (balut_player_get_sheet (balut_game_get_player (game, 0)),
                                             BALUT_CATEGORY_FIVES, 0), ==, 20);
  g_assert_cmpuint (balut_game_get_turn (game, 0)->throws_used, ==, 3);
  balut_test_snapshot_clear (&before);
  balut_test_snapshot_clear (&after);
}

/* A whole pad game with random dice (people from the table, corrections
 * now and then, a computer seat on the screen), against a digital game
 * that throws the same final dice with balut_game_throw_values() and
 * enters the same boxes: the same sheets, points (R19–R21, J7), Baluts
 * and ranking (R22). */
static void
test_pad_whole_game (gconstpointer data)
{
  BalutVariant variant = GPOINTER_TO_UINT (data);
  g_autoptr(GRand) choices = g_rand_new_with_seed (4242 + variant);
  g_autoptr(BalutGame) pad = balut_test_new_game (variant, 77, 3);
  g_autoptr(BalutGame) digital = balut_test_new_game (variant, 77, 3);
  g_autoptr(BalutGame) copy = NULL;
  g_autoptr(GArray) rank_pad = NULL;
  g_autoptr(GArray) rank_digital = NULL;
  guint max_throws = balut_variant_get_max_throws (variant);
  guint n_turns = 0;

  balut_test_set_mode (pad, BALUT_GAME_MODE_PAD);
  while (!balut_game_is_finished (pad))
    {
      BalutPlayer *player = balut_game_get_player (pad, balut_game_get_current_player (pad));
      g_autoptr(GArray) legal = balut_scoresheet_list_legal (balut_player_get_sheet (player));
      guint8 values[BALUT_N_DICE];
      BalutBox box;

      if (balut_player_get_kind (player) == BALUT_PLAYER_HUMAN)
        {
          /* now and then a correction first */
          for (guint k = g_rand_int_range (choices, 0, 4) == 0 ? 0 : 1; k < 2; k++)
            {
              for (guint i = 0; i < BALUT_N_DICE; i++)
                values[i] = (guint8) g_rand_int_range (choices, 1, 7);
              if (g_rand_int_range (choices, 0, 8) == 0)
                values[1] = values[2] = values[3] = values[4] = values[0];
              balut_test_set_pad_dice (pad, values, g_rand_int_range (choices, 0, max_throws + 1));
            }
        }
      else
        {
          balut_test_random_throws (pad, choices);
        }
      balut_dice_get_values (balut_game_get_dice (pad), values);
      balut_test_throw_values (digital, values);

      box = g_array_index (legal, BalutBox, g_rand_int_range (choices, 0, legal->len));
      g_assert_cmpint (balut_game_preview (pad, box.category, box.box), ==,
                       balut_game_preview (digital, box.category, box.box));
      balut_test_enter (pad, box.category, box.box);
      balut_test_enter (digital, box.category, box.box);
      g_assert_cmpuint (balut_game_get_turn (pad, n_turns)->n_throws, ==, 1);
      n_turns++;
    }

  g_assert_true (balut_game_is_finished (digital));
  g_assert_cmpuint (n_turns, ==, 3 * balut_variant_get_n_boxes (variant));
  for (guint p = 0; p < 3; p++)
    {
      BalutPlayer *a = balut_game_get_player (pad, p);
      BalutPlayer *b = balut_game_get_player (digital, p);
      BalutRefBoxes boxes_a, boxes_b;

      balut_test_sheet_boxes (balut_player_get_sheet (a), boxes_a);
      balut_test_sheet_boxes (balut_player_get_sheet (b), boxes_b);
      g_assert_cmpmem (boxes_a, sizeof boxes_a, boxes_b, sizeof boxes_b);
      g_assert_cmpint (balut_player_get_final_points (a), ==, balut_player_get_final_points (b));
      g_assert_cmpuint (balut_player_get_score_total (a), ==, balut_player_get_score_total (b));
    }
  g_assert_cmpuint (balut_game_get_n_baluts (pad), ==, balut_game_get_n_baluts (digital));
  rank_pad = balut_game_dup_ranking (pad);
  rank_digital = balut_game_dup_ranking (digital);
  g_assert_cmpmem (rank_pad->data, rank_pad->len * sizeof (guint),
                   rank_digital->data, rank_digital->len * sizeof (guint));

  /* the tests' own copy of a digital game as a pad game agrees too */
  copy = balut_test_pad_copy (digital);
  g_assert_true (balut_game_is_finished (copy));
  for (guint p = 0; p < 3; p++)
    g_assert_cmpint (balut_player_get_final_points (balut_game_get_player (copy, p)), ==,
                     balut_player_get_final_points (balut_game_get_player (digital, p)));
}

int
main (int   argc,
      char *argv[])
{
  static Batch batches[BALUT_N_VARIANTS][N_BATCHES];
  static Batch notify_batches[BALUT_N_VARIANTS];

  g_test_init (&argc, &argv, NULL);
  /* a failing case is reported and the next one runs */
  g_test_set_nonfatal_assertions ();

  for (guint v = 0; v < BALUT_N_VARIANTS; v++)
    {
      g_autofree char *path = NULL;

      for (guint b = 0; b < N_BATCHES; b++)
        {
          g_autofree char *bpath = NULL;

          batches[v][b] = (Batch) { v, b, balut_test_thorough () ? GAMES_PER_BATCH_THOROUGH : GAMES_PER_BATCH,
                                    b % 4 == 1, FALSE };
          bpath = g_strdup_printf ("/balut/core/game/random/%s/batch-%02u%s",
                                   balut_test_variant_names[v], b, b % 4 == 1 ? "-with-undo" : "");
          g_test_add_data_func (bpath, &batches[v][b], test_random_batch);
        }

      notify_batches[v] = (Batch) { v, 100, 8, FALSE, TRUE };
      path = g_strdup_printf ("/balut/core/game/notify-on-change/%s", balut_test_variant_names[v]);
      g_test_add_data_func (path, &notify_batches[v], test_random_batch);
    }

  for (guint v = 0; v < BALUT_N_VARIANTS; v++)
    {
      struct { const char *name; GTestDataFunc func; } per_variant[] = {
        { "throws-per-turn-R1-O2", test_throws_per_turn },
        { "game-length-R3-J1", test_game_length },
        { "refuse/roll-no-throws-left-R1", test_refuse_roll_no_throws_left },
        { "refuse/bad-box", test_refuse_bad_box },
        { "undo-restores-state", test_undo_restores_state },
        { "reproducible-same-seed-same-actions", test_reproducible },
      };

      for (guint i = 0; i < G_N_ELEMENTS (per_variant); i++)
        {
          g_autofree char *path = g_strdup_printf ("/balut/core/game/%s/%s", per_variant[i].name,
                                                   balut_test_variant_names[v]);

          g_test_add_data_func (path, GUINT_TO_POINTER (v), per_variant[i].func);
        }
    }

  g_test_add_func ("/balut/core/game/seat-names", test_seat_names);
  g_test_add_func ("/balut/core/game/rotation-R4", test_rotation);
  g_test_add_func ("/balut/core/game/balut-signal-R23", test_balut_signal);
  g_test_add_func ("/balut/core/game/edges-maximum-R12-R21", test_edges_maximum);
  g_test_add_func ("/balut/core/game/jackpot-example-J4-J5-J7", test_jackpot_example);
  g_test_add_func ("/balut/core/game/ranking-R22/ties", test_ranking_ties);
  g_test_add_func ("/balut/core/game/ranking-R22/tie-on-top", test_ranking_tie_on_top);
  for (guint i = 0; i < G_N_ELEMENTS (guess_cases); i++)
    {
      g_autofree char *path = g_strdup_printf ("/balut/core/game/guess-winners-R24/case-%u", i);

      g_test_add_data_func (path, &guess_cases[i], test_guess_winners);
    }

  g_test_add_func ("/balut/core/game/refuse/enter-filled-box-R2", test_refuse_enter_filled);
  g_test_add_func ("/balut/core/game/refuse/hold-before-first-throw-R1", test_refuse_hold_before_throw);
  g_test_add_func ("/balut/core/game/refuse/enter-before-throw", test_refuse_enter_before_throw);
  g_test_add_func ("/balut/core/game/refuse/players-and-guesses-after-start", test_refuse_players_after_start);
  g_test_add_func ("/balut/core/game/refuse/ninth-player", test_refuse_ninth_player);
  g_test_add_func ("/balut/core/game/refuse/bad-setup", test_refuse_bad_setup);
  g_test_add_func ("/balut/core/game/refuse/bad-dice-R1", test_refuse_bad_dice);
  g_test_add_func ("/balut/core/game/refuse/jackpot-open-J3", test_refuse_jackpot_open);
  g_test_add_func ("/balut/core/game/refuse/olathe-order-O1", test_refuse_olathe_order);
  g_test_add_func ("/balut/core/game/refuse/after-finished", test_refuse_after_finished);
  g_test_add_func ("/balut/core/game/undo-refused-after-next-throw", test_undo_refused_after_throw);
  g_test_add_func ("/balut/core/game/undo-final-entry", test_undo_final_entry);
  g_test_add_func ("/balut/core/game/undo-marks-assisted", test_undo_marks_assisted);
  g_test_add_func ("/balut/core/game/mark-assisted", test_mark_assisted);

  g_test_add_func ("/balut/core/game/pad/mode-before-start", test_pad_mode_before_start);
  g_test_add_func ("/balut/core/game/pad/refuse/bad-dice-and-throws-R1-O2", test_pad_dice_refused);
  g_test_add_func ("/balut/core/game/pad/correction-R23", test_pad_correction);
  g_test_add_func ("/balut/core/game/pad/refuse/roll-for-a-person", test_pad_roll_refused);
  g_test_add_func ("/balut/core/game/pad/computer-turn-kept-at-entry-O2", test_pad_computer_turn);
  g_test_add_func ("/balut/core/game/pad/undo", test_pad_undo);
  for (guint v = 0; v < BALUT_N_VARIANTS; v++)
    {
      g_autofree char *path = g_strdup_printf ("/balut/core/game/pad/whole-game-as-digital/%s",
                                               balut_test_variant_names[v]);

      g_test_add_data_func (path, GUINT_TO_POINTER (v), test_pad_whole_game);
    }

  return g_test_run ();
}
