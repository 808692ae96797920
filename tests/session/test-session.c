/* test-session.c — the game in play without a window (BalutSession)
 *
 * SPDX-FileCopyrightText: 2026 The Balut developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Recording in the store once and un-recording on undo; restoring the
 * save of the last session; computer seats playing exactly as
 * balut_strategy_play_level_turn() would, waiting while paused; a
 * person's moves refused in a computer's turn; hints; results of the
 * strategy engine that come too late dropped.
 */

#include "config.h"

#include <glib/gstdio.h>

#include "balut-autosave.h"
#include "balut-player.h"
#include "balut-record.h"
#include "balut-session.h"
#include "balut-strategy.h"
#include "store-test-util.h"

typedef struct
{
  char         *dir;
  char         *save_path;
  BalutStore   *store;
  BalutSession *session;
  guint         n_game_over;
  GError       *game_over_error;
  guint         n_hint_changed;
} Fixture;

static BalutStore *
fixture_store_cb (gpointer     data,
                  const char **notice)
{
  Fixture *f = data;

  if (notice != NULL)
    *notice = f->store == NULL ? "no store in this test" : NULL;
  return f->store;
}

static void
game_over_cb (BalutSession *session,
              const GError *error,
              Fixture      *f)
{
  f->n_game_over++;
  g_clear_error (&f->game_over_error);
  if (error != NULL)
    f->game_over_error = g_error_copy (error);
}

static void
hint_changed_cb (BalutSession *session,
                 Fixture      *f)
{
  f->n_hint_changed++;
}

static void
fixture_set_up (Fixture       *f,
                gconstpointer  data)
{
  g_autofree char *db = NULL;

  f->dir = balut_test_make_tmp_dir ("balut-session-XXXXXX");
  f->save_path = g_build_filename (f->dir, "current-game.json", NULL);
  db = g_build_filename (f->dir, "scores.sqlite", NULL);
  f->store = store_test_open (db);
  f->session = balut_session_new (f->save_path);
  balut_session_set_store_func (f->session, fixture_store_cb, f, NULL);
  balut_session_set_computer_pause (f->session, 0);
  g_signal_connect (f->session, "game-over", G_CALLBACK (game_over_cb), f);
  g_signal_connect (f->session, "hint-changed", G_CALLBACK (hint_changed_cb), f);
}

static void
fixture_tear_down (Fixture       *f,
                   gconstpointer  data)
{
  g_assert_finalize_object (f->session);
  g_clear_object (&f->store);
  g_clear_error (&f->game_over_error);
  balut_test_remove_tree (f->dir);
  g_free (f->save_path);
  g_free (f->dir);
}

static guint
n_recorded (Fixture *f)
{
  g_autoptr(GPtrArray) games = balut_store_list_games (f->store, NULL);

  g_assert_nonnull (games);
  return games->len;
}

static void
spin_until (gboolean (*done) (Fixture *f),
            Fixture   *f)
{
  gint64 give_up = g_get_monotonic_time () + 60 * G_TIME_SPAN_SECOND;

  while (!done (f))
    {
      g_assert_cmpint (g_get_monotonic_time (), <, give_up);
      g_main_context_iteration (NULL, TRUE);
    }
}

static gboolean
not_thinking (Fixture *f)
{
  return !balut_session_is_thinking (f->session);
}

static gboolean
one_discarded (Fixture *f)
{
  return balut_session_get_n_discarded (f->session) >= 1;
}

static gboolean
two_discarded (Fixture *f)
{
  return balut_session_get_n_discarded (f->session) >= 2;
}

static gboolean
game_over (Fixture *f)
{
  return f->n_game_over > 0;
}

/* A game of @n_people people (balut_test_new_game() seats computers too) */
static BalutGame *
new_people_game (BalutVariant variant,
                 guint64      seed,
                 guint        n_people)
{
  BalutGame *game = balut_game_new (variant, seed);

  for (guint p = 0; p < n_people; p++)
    {
      g_autofree char *name = g_strdup_printf ("Person %u", p + 1);

      balut_test_add_player (game, name, BALUT_PLAYER_HUMAN);
    }
  return game;
}

/* Plays @game to one entry before its end, every seat at its level */
static void
play_to_last_entry (BalutGame *game)
{
  guint n_boxes = balut_game_get_n_rounds (game) * balut_game_get_n_players (game);

  while (balut_game_get_n_turns (game) + 1 < n_boxes)
    g_assert_true (balut_strategy_play_level_turn (game, NULL));
}

/* A person's last turn through the session: one throw, the first legal box */
static void
session_enter_first_legal (Fixture *f)
{
  BalutGame *game = balut_session_get_game (f->session);
  BalutPlayer *player = balut_game_get_player (game, balut_game_get_current_player (game));
  g_autoptr(GArray) legal = NULL;
  g_autoptr(GError) error = NULL;
  BalutBox box;

  if (balut_game_get_n_throws (game) == 0)
    {
      g_assert_true (balut_session_roll (f->session, &error));
      g_assert_no_error (error);
    }
  legal = balut_scoresheet_list_legal (balut_player_get_sheet (player));
  g_assert_cmpuint (legal->len, >, 0);
  box = g_array_index (legal, BalutBox, 0);
  g_assert_true (balut_session_enter (f->session, box.category, box.box, &error));
  g_assert_no_error (error);
}

/* R3: the game ends with the last box; it is recorded once, and it is
 * final: no undo takes the last entry back (issue 27: Ctrl+Z after the
 * results withdrew the recorded game and its high score) */
static void
test_record_once_and_final (Fixture       *f,
                            gconstpointer  data)
{
  g_autoptr(BalutGame) game = new_people_game (BALUT_VARIANT_STANDARD, 11, 2);
  g_autoptr(GError) error = NULL;
  gint64 id;

  play_to_last_entry (game);
  balut_session_set_game (f->session, game);
  g_assert_cmpuint (n_recorded (f), ==, 0);
  g_assert_true (balut_autosaver_flush (balut_session_get_autosaver (f->session), &error));
  g_assert_true (g_file_test (f->save_path, G_FILE_TEST_EXISTS));

  session_enter_first_legal (f);
  g_assert_true (balut_game_is_finished (game));
  g_assert_cmpuint (f->n_game_over, ==, 1);
  g_assert_no_error (f->game_over_error);
  id = balut_session_get_store_id (f->session);
  g_assert_cmpint (id, >, 0);
  g_assert_cmpuint (n_recorded (f), ==, 1);
  /* recorded: the save has done its work */
  g_assert_false (g_file_test (f->save_path, G_FILE_TEST_EXISTS));

  /* the same game again, after another, is not recorded twice */
  balut_session_set_game (f->session, NULL);
  g_assert_cmpint (balut_session_get_store_id (f->session), ==, 0);
  balut_session_set_game (f->session, game);
  g_assert_cmpuint (n_recorded (f), ==, 1);
  g_assert_cmpint (balut_session_get_store_id (f->session), ==, id);

  /* over: nothing to undo, and the record stays */
  g_assert_false (balut_session_can_undo (f->session));
  g_assert_cmpint (balut_session_get_undo_seat (f->session), ==, -1);
  g_assert_false (balut_session_undo (f->session, &error));
  g_assert_error (error, BALUT_SESSION_ERROR, BALUT_SESSION_ERROR_NOTHING_TO_UNDO);
  g_assert_true (balut_game_is_finished (game));
  g_assert_cmpint (balut_session_get_store_id (f->session), ==, id);
  g_assert_cmpuint (n_recorded (f), ==, 1);
}

/* Issue 27: in a game of two people, Undo at the start of Maria's turn
 * would take back Wolfgang's entry: the session says whose it is, so the
 * window asks; each person's own entry is undone without asking */
static void
test_undo_whose (Fixture       *f,
                 gconstpointer  data)
{
  g_autoptr(BalutGame) game = new_people_game (BALUT_VARIANT_STANDARD, 12, 2);
  g_autoptr(GError) error = NULL;

  balut_session_set_game (f->session, game);
  g_assert_cmpint (balut_session_get_undo_seat (f->session), ==, -1);
  g_assert_false (balut_session_undo_is_anothers (f->session));

  g_assert_true (balut_session_roll (f->session, &error));
  session_enter_first_legal (f);
  /* seat 0 entered; seat 1 (a person) is to play: undoing seat 0's entry
   * is someone else's */
  g_assert_cmpuint (balut_game_get_current_player (game), ==, 1);
  g_assert_cmpint (balut_session_get_undo_seat (f->session), ==, 0);
  g_assert_true (balut_session_undo_is_anothers (f->session));
  g_assert_true (balut_session_undo (f->session, &error));
  g_assert_no_error (error);
  /* seat 0 plays on, and its entry is its own again */
  g_assert_cmpuint (balut_game_get_current_player (game), ==, 0);
  g_assert_cmpint (balut_session_get_undo_seat (f->session), ==, -1);
}

/* A finished game given to the session (a save found at start-up) is
 * recorded like one finished in it */
static void
test_record_finished_game (Fixture       *f,
                           gconstpointer  data)
{
  const StoreTestSeat seats[] = { { "Ana", BALUT_PLAYER_HUMAN }, { "Bo", BALUT_PLAYER_HUMAN } };
  g_autoptr(BalutGame) game = store_test_play_game (BALUT_VARIANT_JACKPOT, 5, 2, seats);
  g_autoptr(GPtrArray) high = NULL;

  balut_session_set_game (f->session, game);
  g_assert_cmpuint (n_recorded (f), ==, 1);
  g_assert_cmpint (balut_session_get_store_id (f->session), >, 0);
  g_assert_cmpuint (f->n_game_over, ==, 0);

  /* both people are in the (otherwise empty) top ten, but a first game
   * beats no earlier one: no new high score */
  high = balut_session_list_new_high_scores (f->session);
  g_assert_cmpuint (high->len, ==, 0);
}

typedef struct
{
  BalutGame *game;
  gint       points;
  guint      total;
} Candidate;

static gboolean
candidate_above (const Candidate *a,
                 const Candidate *b)
{
  return a->points > b->points || (a->points == b->points && a->total > b->total);
}

/* "New high score!" only for a top-ten place (R22's order) with more
 * final points than a game recorded before it: never for the first game,
 * a game that beats none on points (−2 points, or a better score total
 * alone), or one below a full table; a tenth place that pushes a game out
 * is one. Games of one person, recorded one after another; what the
 * session says is compared with the table worked out here. */
static void
test_new_high_scores (Fixture       *f,
                      gconstpointer  data)
{
  const StoreTestSeat seat[] = { { "Ana", BALUT_PLAYER_HUMAN } };
  static const guint8 patterns[][BALUT_N_DICE] = {
    { 1, 1, 1, 1, 2 }, { 6, 6, 6, 6, 6 }, { 2, 2, 2, 2, 3 }, { 1, 2, 3, 4, 5 },
    { 4, 4, 4, 4, 4 }, { 3, 3, 3, 1, 1 }, { 2, 3, 4, 5, 6 }, { 6, 6, 6, 5, 5 },
    { 5, 5, 5, 5, 5 }, { 1, 1, 2, 2, 3 }, { 4, 4, 4, 6, 6 }, { 3, 3, 3, 3, 3 },
    { 1, 1, 1, 2, 2 }, { 2, 2, 2, 2, 2 },
    /* the thirteenth again: more points than the −2 games, but below a
     * full table */
    { 1, 1, 1, 2, 2 },
  };
  Candidate recorded[G_N_ELEMENTS (patterns)];
  guint n_new = 0, n_not = 0, n_pushed_out = 0, n_total_only = 0, n_below_full = 0;

  for (guint g = 0; g < G_N_ELEMENTS (patterns); g++)
    {
      const guint8 (*dice)[BALUT_N_DICE] = &patterns[g];
      g_autoptr(BalutGame) game = store_test_scripted_game (BALUT_VARIANT_STANDARD, 1, seat, dice);
      g_autoptr(GPtrArray) high = NULL;
      BalutPlayer *ana = balut_game_get_player (game, 0);
      Candidate c = { NULL, balut_player_get_final_points (ana), balut_player_get_score_total (ana) };
      guint n_above = 0, n_equal = 0, n_below = 0, n_fewer_points = 0;
      gboolean in_top_ten;

      /* the table worked out here: places above, games beaten */
      for (guint e = 0; e < g; e++)
        {
          n_above += candidate_above (&recorded[e], &c);
          /* equal points and score total: the earlier game is listed first */
          n_equal += !candidate_above (&recorded[e], &c) && !candidate_above (&c, &recorded[e]);
          n_below += candidate_above (&c, &recorded[e]);
          n_fewer_points += recorded[e].points < c.points;
        }
      recorded[g] = c;

      balut_session_set_game (f->session, game);
      g_assert_cmpint (balut_session_get_store_id (f->session), >, 0);
      high = balut_session_list_new_high_scores (f->session);
      g_test_message ("game %u: %d points, %u; %u above it, %u equal, %u below: %s", g + 1, c.points, c.total,
                      n_above, n_equal, n_below, high->len > 0 ? "new high score" : "none");
      in_top_ten = n_above + n_equal < 10;
      n_total_only += in_top_ten && n_below > 0 && n_fewer_points == 0;
      n_below_full += !in_top_ten && n_fewer_points > 0;
      if (in_top_ten && n_fewer_points > 0)
        {
          BalutSessionHighScore *entry;

          g_assert_cmpuint (high->len, ==, 1);
          entry = g_ptr_array_index (high, 0);
          g_assert_cmpstr (entry->name, ==, "Ana");
          g_assert_cmpuint (entry->place, ==, n_above + 1);
          n_new++;
          n_pushed_out += n_above == 9 && g >= 10;
        }
      else
        {
          g_assert_cmpuint (high->len, ==, 0);
          n_not++;
        }
      balut_session_set_game (f->session, NULL);
    }
  /* both outcomes came up; so did a game above earlier ones by score
   * total alone (none), a tenth place that pushed a game out (one) and
   * a game with more points than an earlier one below the top ten (none) */
  g_assert_cmpuint (n_new, >=, 3);
  g_assert_cmpuint (n_not, >=, 3);
  g_assert_cmpuint (n_total_only, >, 0);   /* above a game by score total alone */
  g_assert_cmpuint (n_pushed_out, >, 0);
  g_assert_cmpuint (n_below_full, >, 0);    /* more points than a game, but no place */
  g_test_message ("%u new high scores, %u not; %u tenth places that pushed a game out",
                  n_new, n_not, n_pushed_out);
}

/* Without a store the game still ends, and says why it is not kept */
static void
test_no_store (Fixture       *f,
               gconstpointer  data)
{
  g_autoptr(BalutGame) game = balut_test_new_game (BALUT_VARIANT_OLATHE, 3, 1);

  g_clear_object (&f->store);
  play_to_last_entry (game);
  balut_session_set_game (f->session, game);
  session_enter_first_legal (f);
  g_assert_cmpuint (f->n_game_over, ==, 1);
  g_assert_error (f->game_over_error, BALUT_STORE_ERROR, BALUT_STORE_ERROR_FAILED);
  g_assert_cmpstr (f->game_over_error->message, ==, "no store in this test");
  g_assert_cmpint (balut_session_get_store_id (f->session), ==, 0);
  /* not kept: the save stays, to be recorded at the next start */
  g_assert_true (balut_autosaver_flush (balut_session_get_autosaver (f->session), NULL));
  g_assert_true (g_file_test (f->save_path, G_FILE_TEST_EXISTS));
}

/* Killed between recording a game and removing its save: the next start
 * finds the finished save again and must not record it twice (a new
 * session, as after a restart, on the same store) */
static void
test_record_killed_before_save_removed (Fixture       *f,
                                        gconstpointer  data)
{
  const StoreTestSeat seats[] = { { "Ana", BALUT_PLAYER_HUMAN }, { "Bo", BALUT_PLAYER_HUMAN } };
  g_autoptr(BalutGame) finished = store_test_play_game (BALUT_VARIANT_OLATHE, 23, 2, seats);
  g_autoptr(GError) error = NULL;
  gboolean resumable = TRUE;
  gint64 first_id;

  /* the save found at a start, recorded … */
  g_assert_true (balut_autosave_save (f->save_path, finished, &error));
  g_assert_true (balut_session_restore (f->session, &resumable, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (n_recorded (f), ==, 1);
  first_id = balut_session_get_store_id (f->session);

  /* … but the process died before the save went: it is there again */
  g_assert_true (balut_autosave_save (f->save_path, finished, &error));
  g_assert_finalize_object (g_steal_pointer (&f->session));
  f->session = balut_session_new (f->save_path);
  balut_session_set_store_func (f->session, fixture_store_cb, f, NULL);
  balut_session_set_computer_pause (f->session, 0);
  g_signal_connect (f->session, "game-over", G_CALLBACK (game_over_cb), f);
  g_signal_connect (f->session, "hint-changed", G_CALLBACK (hint_changed_cb), f);

  g_assert_true (balut_session_restore (f->session, &resumable, &error));
  g_assert_no_error (error);
  g_assert_false (resumable);
  g_assert_cmpuint (n_recorded (f), ==, 1);
  g_assert_cmpint (balut_session_get_store_id (f->session), ==, first_id);
}

/* The save of the last session: nothing, a game to resume, a finished
 * one not yet recorded, one that cannot be read (kept aside) */
static void
test_restore (Fixture       *f,
              gconstpointer  data)
{
  g_autoptr(BalutGame) game = new_people_game (BALUT_VARIANT_STANDARD, 8, 2);
  const StoreTestSeat seats[] = { { "Ana", BALUT_PLAYER_HUMAN } };
  g_autoptr(BalutGame) finished = store_test_play_game (BALUT_VARIANT_STANDARD, 9, 1, seats);
  g_autoptr(GError) error = NULL;
  g_autoptr(GDir) dir = NULL;
  gboolean resumable = TRUE;
  guint n_files = 0;

  g_assert_false (balut_session_restore (f->session, &resumable, &error));
  g_assert_no_error (error);
  g_assert_false (resumable);

  /* not begun: no game to resume */
  g_assert_true (balut_autosave_save (f->save_path, game, &error));
  g_assert_false (balut_session_restore (f->session, &resumable, &error));
  g_assert_no_error (error);

  balut_test_roll (game);
  balut_test_enter (game, BALUT_CATEGORY_CHOICE, 0);
  g_assert_true (balut_autosave_save (f->save_path, game, &error));
  g_assert_true (balut_session_restore (f->session, &resumable, &error));
  g_assert_no_error (error);
  g_assert_true (resumable);
  balut_test_assert_same_game (balut_session_get_game (f->session), game);
  g_assert_cmpuint (n_recorded (f), ==, 0);

  g_assert_true (balut_autosave_save (f->save_path, finished, &error));
  g_assert_true (balut_session_restore (f->session, &resumable, &error));
  g_assert_false (resumable);
  g_assert_cmpuint (n_recorded (f), ==, 1);

  store_test_write_file (f->save_path, "{ not a record", 14);
  g_assert_false (balut_session_restore (f->session, &resumable, &error));
  g_assert_nonnull (error);
  g_assert_false (resumable);
  /* kept aside, never deleted */
  dir = g_dir_open (f->dir, 0, NULL);
  for (const char *name; (name = g_dir_read_name (dir)) != NULL;)
    if (g_str_has_prefix (name, "current-game") && !g_str_equal (name, "current-game.json"))
      n_files++;
  g_assert_cmpuint (n_files, ==, 1);
}

static guint
n_set_aside (Fixture *f)
{
  g_autoptr(GDir) dir = g_dir_open (f->dir, 0, NULL);
  guint n = 0;

  for (const char *name; (name = g_dir_read_name (dir)) != NULL;)
    if (g_str_has_prefix (name, "current-game") && !g_str_equal (name, "current-game.json"))
      n++;
  return n;
}

/* Issue 26: a save that json-glib cannot parse (200 KB of brackets,
 * hidden from the old scan by single quotes: a crash at every start),
 * and a forged finished game that claims the seed's dice but changed
 * one: each set aside, never resumed, never recorded */
static void
test_restore_hostile (Fixture       *f,
                      gconstpointer  data)
{
  const StoreTestSeat seats[] = { { "Ana", BALUT_PLAYER_HUMAN } };
  g_autoptr(BalutGame) finished = store_test_play_game (BALUT_VARIANT_STANDARD, 2611, 1, seats);
  g_autofree char *record = balut_record_to_data (finished, NULL);
  g_autofree char *brackets = g_strnfill (100000, '[');
  g_autofree char *closing = g_strnfill (100000, ']');
  g_autofree char *deep = g_strconcat ("{\"a\":'\"',\"b\":", brackets, closing, ",\"c\":'\"'}", NULL);
  g_autoptr(GString) forged = g_string_new (record);
  g_autoptr(GError) error = NULL;
  gboolean resumable = TRUE;
  char *first_die;

  g_assert_true (balut_game_get_dice_seeded (finished));
  g_assert_nonnull (strstr (record, "\"generator\""));

  store_test_write_file (f->save_path, deep, strlen (deep));
  g_assert_false (balut_session_restore (f->session, &resumable, &error));
  g_assert_nonnull (error);
  g_assert_false (resumable);
  g_assert_cmpuint (n_set_aside (f), ==, 1);
  g_clear_error (&error);

  /* the first die of the first throw, one higher (or a 1 for a 6) */
  first_die = strstr (forged->str, "\"throws\":[[") + strlen ("\"throws\":[[");
  *first_die = *first_die == '6' ? '1' : *first_die + 1;
  store_test_write_file (f->save_path, forged->str, forged->len);
  g_assert_false (balut_session_restore (f->session, &resumable, &error));
  g_assert_nonnull (error);
  g_assert_nonnull (strstr (error->message, "the seed gives"));
  g_assert_false (resumable);
  g_assert_cmpuint (n_recorded (f), ==, 0);
  g_assert_cmpuint (n_set_aside (f), ==, 2);
  g_assert_false (g_file_test (f->save_path, G_FILE_TEST_EXISTS));
  g_clear_error (&error);

  /* the same game as Balut wrote it is recorded */
  store_test_write_file (f->save_path, record, strlen (record));
  g_assert_true (balut_session_restore (f->session, &resumable, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (n_recorded (f), ==, 1);
}

/* Computer seats play their turns move by move exactly as the strategy
 * engine plays them in one go, at their levels (the Expert to win at
 * the end) */
static void
test_computer_seats (Fixture       *f,
                     gconstpointer  data)
{
  BalutVariant variant = GPOINTER_TO_UINT (data);
  g_autoptr(BalutGame) game = balut_game_new (variant, 2026);
  g_autoptr(BalutGame) expected = balut_game_new (variant, 2026);
  const BalutLevel levels[] = { BALUT_LEVEL_BEGINNER, BALUT_LEVEL_EXPERT };

  for (guint i = 0; i < G_N_ELEMENTS (levels); i++)
    {
      g_autofree char *name = g_strdup_printf ("Computer %u", i + 1);

      g_assert_true (balut_game_add_player (game, name, BALUT_PLAYER_COMPUTER, NULL));
      g_assert_true (balut_game_add_player (expected, name, BALUT_PLAYER_COMPUTER, NULL));
      balut_player_set_level (balut_game_get_player (game, i), levels[i]);
      balut_player_set_level (balut_game_get_player (expected, i), levels[i]);
    }
  while (!balut_game_is_finished (expected))
    g_assert_true (balut_strategy_play_level_turn (expected, NULL));

  balut_session_set_game (f->session, game);
  spin_until (game_over, f);
  g_assert_true (balut_game_is_finished (game));
  balut_test_assert_same_game (game, expected);
  g_assert_cmpuint (n_recorded (f), ==, 1);
  /* a computer's entry is not a person's to undo */
  g_assert_false (balut_session_can_undo (f->session));
  spin_until (not_thinking, f);
}

/* Each computer entry is held (the game goes on when the hold ends: no
 * move and no hint meanwhile, the next computer turn waits), and the
 * game's end is told once its last entry has been held; a person's
 * moves are refused while an entry is held. */
typedef struct
{
  Fixture *f;
  guint    n_entered;
  guint    n_held;
  guint    n_turns_at_last;
} Held;

static void
held_entered_cb (BalutSession *session,
                 guint         player,
                 guint         category,
                 guint         box,
                 gint          score,
                 Held         *held)
{
  const BalutTurn *turn = balut_game_get_turn (balut_session_get_game (session),
                                               balut_game_get_n_turns (balut_session_get_game (session)) - 1);

  held->n_entered++;
  if (balut_session_get_holding (session))
    held->n_held++;
  /* what was entered, as the game keeps it */
  g_assert_cmpuint (turn->player, ==, player);
  g_assert_cmpuint (turn->box.category, ==, category);
  g_assert_cmpuint (turn->box.box, ==, box);
  g_assert_cmpint (turn->score, ==, score);
  /* nothing happens while it is held */
  g_assert_false (balut_session_can_roll (session));
  g_assert_false (balut_session_hint_possible (session));
  held->n_turns_at_last = balut_game_get_n_turns (balut_session_get_game (session));
}

static void
test_computer_hold (Fixture       *f,
                    gconstpointer  data)
{
  g_autoptr(BalutGame) game = balut_game_new (BALUT_VARIANT_OLATHE, 515);
  g_autoptr(GError) error = NULL;
  Held held = { f, 0, 0, 0 };

  g_assert_true (balut_game_add_player (game, "Computer", BALUT_PLAYER_COMPUTER, NULL));
  g_assert_true (balut_game_add_player (game, "Maria", BALUT_PLAYER_HUMAN, NULL));
  balut_session_set_computer_hold (f->session, 60000);
  g_signal_connect (f->session, "computer-entered", G_CALLBACK (held_entered_cb), &held);
  balut_session_set_game (f->session, game);

  for (guint round = 0; !balut_game_is_finished (game); round++)
    {
      BalutScoresheet *sheet = balut_player_get_sheet (balut_game_get_player (game, 1));
      g_autoptr(GArray) legal = NULL;
      BalutBox box;

      /* the computer's entry, held */
      while (held.n_entered == round)
        g_main_context_iteration (NULL, TRUE);
      g_assert_true (balut_session_get_holding (f->session));
      g_assert_cmpuint (balut_game_get_current_player (game), ==, 1);
      g_assert_false (balut_session_roll (f->session, &error));
      g_assert_error (error, BALUT_SESSION_ERROR, BALUT_SESSION_ERROR_NOT_YOUR_TURN);
      g_clear_error (&error);
      g_assert_cmpuint (balut_game_get_n_throws (game), ==, 0);
      balut_session_end_hold (f->session);
      g_assert_false (balut_session_get_holding (f->session));

      /* Maria's turn */
      g_assert_true (balut_session_roll (f->session, &error));
      g_assert_no_error (error);
      legal = balut_scoresheet_list_legal (sheet);
      box = g_array_index (legal, BalutBox, 0);
      g_assert_true (balut_session_enter (f->session, box.category, box.box, &error));
      g_assert_no_error (error);
    }
  g_assert_cmpuint (held.n_entered, ==, held.n_held);
  g_assert_cmpuint (held.n_entered, ==, balut_game_get_n_turns (game) / 2);
  g_assert_cmpuint (f->n_game_over, ==, 1);

  /* a game a computer ends: told once its last entry was seen */
  {
    g_autoptr(BalutGame) computers = balut_game_new (BALUT_VARIANT_STANDARD, 99);

    f->n_game_over = 0;
    g_assert_true (balut_game_add_player (computers, "Computer", BALUT_PLAYER_COMPUTER, NULL));
    balut_session_set_computer_hold (f->session, 1);
    balut_session_set_game (f->session, computers);
    while (!balut_game_is_finished (computers))
      g_main_context_iteration (NULL, TRUE);
    g_assert_true (balut_session_get_holding (f->session));
    g_assert_cmpuint (f->n_game_over, ==, 0);
    g_assert_cmpuint (n_recorded (f), ==, 2);   /* recorded at once */
    spin_until (game_over, f);
    g_assert_false (balut_session_get_holding (f->session));
  }
  g_signal_handlers_disconnect_by_data (f->session, &held);
  spin_until (not_thinking, f);
}

/* A person and a computer: the computer plays only its own turns, waits
 * while the session is paused, and a person's moves are refused in its
 * turn */
static void
test_person_and_computer (Fixture       *f,
                          gconstpointer  data)
{
  g_autoptr(BalutGame) game = balut_game_new (BALUT_VARIANT_STANDARD, 77);
  g_autoptr(GError) error = NULL;

  g_assert_true (balut_game_add_player (game, "Ana", BALUT_PLAYER_HUMAN, NULL));
  g_assert_true (balut_game_add_player (game, "Computer", BALUT_PLAYER_COMPUTER, NULL));
  balut_session_set_game (f->session, game);
  g_assert_true (balut_session_current_is_human (f->session));
  g_assert_false (balut_session_hint_possible (f->session));   /* not thrown yet */

  balut_session_set_paused (f->session, TRUE);
  session_enter_first_legal (f);
  g_assert_true (balut_session_can_undo (f->session));
  g_assert_cmpuint (balut_game_get_current_player (game), ==, 1);
  g_assert_false (balut_session_current_is_human (f->session));
  g_assert_false (balut_session_can_roll (f->session));

  /* refused in the computer's turn, and nothing changes */
  g_assert_false (balut_session_roll (f->session, &error));
  g_assert_error (error, BALUT_SESSION_ERROR, BALUT_SESSION_ERROR_NOT_YOUR_TURN);
  g_clear_error (&error);
  g_assert_false (balut_session_enter (f->session, BALUT_CATEGORY_CHOICE, 0, &error));
  g_assert_error (error, BALUT_SESSION_ERROR, BALUT_SESSION_ERROR_NOT_YOUR_TURN);
  g_clear_error (&error);
  g_assert_cmpuint (balut_game_get_n_throws (game), ==, 0);

  /* paused: the computer waits */
  for (guint i = 0; i < 20; i++)
    g_main_context_iteration (NULL, FALSE);
  g_assert_cmpuint (balut_game_get_n_throws (game), ==, 0);
  g_assert_cmpuint (balut_game_get_n_turns (game), ==, 1);

  balut_session_set_paused (f->session, FALSE);
  while (balut_game_get_current_player (game) != 0)
    g_main_context_iteration (NULL, TRUE);
  g_assert_cmpuint (balut_game_get_n_turns (game), ==, 2);
  /* the computer's entry came after the person's: nothing to undo */
  g_assert_false (balut_session_can_undo (f->session));
  g_assert_false (balut_session_undo (f->session, &error));
  g_assert_error (error, BALUT_SESSION_ERROR, BALUT_SESSION_ERROR_NOTHING_TO_UNDO);
  spin_until (not_thinking, f);
}

/* The hint is the Expert's decision for the dice; it marks the game
 * assisted and goes when the dice change */
static void
test_hint (Fixture       *f,
           gconstpointer  data)
{
  g_autoptr(BalutGame) game = balut_test_new_game (BALUT_VARIANT_STANDARD, 5, 1);
  g_autoptr(BalutStrategy) strategy = NULL;
  BalutStrategyOptions opts;
  BalutStrategyDecision decision;
  const BalutSessionHint *hint;
  g_autoptr(GError) error = NULL;

  balut_session_set_game (f->session, game);
  balut_session_request_hint (f->session);   /* not thrown yet: none */
  g_assert_false (balut_session_is_thinking (f->session));

  g_assert_true (balut_session_roll (f->session, &error));
  g_assert_true (balut_session_hint_possible (f->session));
  balut_session_set_paused (f->session, TRUE);
  g_assert_false (balut_session_hint_possible (f->session));
  balut_session_set_paused (f->session, FALSE);

  balut_session_request_hint (f->session);
  g_assert_true (balut_session_is_thinking (f->session));
  spin_until (not_thinking, f);
  g_assert_cmpuint (f->n_hint_changed, ==, 1);
  hint = balut_session_get_hint (f->session);
  g_assert_nonnull (hint);
  g_assert_true (balut_game_get_assisted (game));

  balut_strategy_options_for_level (BALUT_LEVEL_EXPERT, &opts);
  strategy = balut_strategy_new (balut_player_get_sheet (balut_game_get_player (game, 0)), &opts);
  g_assert_true (balut_strategy_decide (strategy, hint->dice, hint->throws_left, &decision));
  g_assert_cmpint (decision.stop, ==, hint->decision.stop);
  g_assert_cmpint (decision.box.category, ==, hint->decision.box.category);
  g_assert_cmpuint (decision.box.box, ==, hint->decision.box.box);
  for (guint i = 0; i < BALUT_N_DICE; i++)
    g_assert_cmpint (decision.held[i], ==, hint->decision.held[i]);
  g_assert_cmpuint (hint->throws_left, ==, 2);

  /* asked again for the same dice: nothing new to work out */
  balut_session_request_hint (f->session);
  g_assert_false (balut_session_is_thinking (f->session));

  g_assert_true (balut_session_roll (f->session, &error));
  g_assert_null (balut_session_get_hint (f->session));
  g_assert_cmpuint (f->n_hint_changed, ==, 2);
  g_assert_cmpuint (balut_session_get_n_discarded (f->session), ==, 0);
}

/* Work of the strategy engine for a position the game has left is
 * dropped: a hint when the dice change, a computer's turn with a new
 * game */
static void
test_stale_results_dropped (Fixture       *f,
                            gconstpointer  data)
{
  g_autoptr(BalutGame) game = balut_test_new_game (BALUT_VARIANT_STANDARD, 6, 1);
  g_autoptr(BalutGame) computers = balut_game_new (BALUT_VARIANT_STANDARD, 6);
  g_autoptr(GError) error = NULL;

  balut_session_set_strategy_delay (f->session, 50);
  balut_session_set_game (f->session, game);
  g_assert_true (balut_session_roll (f->session, &error));
  balut_session_request_hint (f->session);
  g_assert_true (balut_session_is_thinking (f->session));
  g_assert_true (balut_session_roll (f->session, &error));
  /* cancelled: no longer under way, and dropped when it would start */
  g_assert_false (balut_session_is_thinking (f->session));
  spin_until (one_discarded, f);
  g_assert_null (balut_session_get_hint (f->session));
  g_assert_cmpuint (balut_session_get_n_discarded (f->session), ==, 1);
  g_assert_false (balut_game_get_assisted (game));

  g_assert_true (balut_game_add_player (computers, "Computer", BALUT_PLAYER_COMPUTER, NULL));
  balut_session_set_game (f->session, computers);
  g_assert_true (balut_session_is_thinking (f->session));
  balut_session_set_game (f->session, game);
  spin_until (two_discarded, f);
  g_assert_cmpuint (balut_session_get_n_discarded (f->session), ==, 2);
  /* the computers' game was left alone once it was not the session's */
  g_assert_cmpuint (balut_game_get_n_throws (computers), <=, 1);
  g_assert_cmpuint (balut_game_get_n_turns (computers), ==, 0);
}

/* The game in play is saved as it is played */
static void
test_saved_as_played (Fixture       *f,
                      gconstpointer  data)
{
  g_autoptr(BalutGame) game = new_people_game (BALUT_VARIANT_STANDARD, 12, 2);
  g_autoptr(BalutGame) saved = NULL;
  g_autoptr(GError) error = NULL;

  balut_session_set_game (f->session, game);
  session_enter_first_legal (f);
  g_assert_true (balut_session_roll (f->session, &error));
  g_assert_true (balut_session_toggle_held (f->session, 0, &error));
  g_assert_no_error (error);
  g_assert_true (balut_autosaver_flush (balut_session_get_autosaver (f->session), &error));
  g_assert_no_error (error);
  saved = balut_autosave_load (f->save_path, NULL, &error);
  g_assert_no_error (error);
  balut_test_assert_same_game (saved, game);
}

static void
add (const char *path,
     void      (*func) (Fixture *, gconstpointer),
     gconstpointer data)
{
  g_test_add (path, Fixture, data, fixture_set_up, func, fixture_tear_down);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  add ("/balut/session/record/once-and-final-r3", test_record_once_and_final, NULL);
  add ("/balut/session/undo-whose", test_undo_whose, NULL);
  add ("/balut/session/record/finished-game-r22", test_record_finished_game, NULL);
  add ("/balut/session/record/new-high-scores-r22", test_new_high_scores, NULL);
  add ("/balut/session/record/no-store", test_no_store, NULL);
  add ("/balut/session/record/killed-before-save-removed", test_record_killed_before_save_removed, NULL);
  add ("/balut/session/restore", test_restore, NULL);
  add ("/balut/session/restore-hostile", test_restore_hostile, NULL);
  for (guint v = 0; v < BALUT_N_VARIANTS; v++)
    {
      g_autofree char *path = g_strdup_printf ("/balut/session/computer/seats-%s", balut_test_variant_names[v]);

      add (path, test_computer_seats, GUINT_TO_POINTER (v));
    }
  add ("/balut/session/computer/person-and-computer", test_person_and_computer, NULL);
  add ("/balut/session/computer/entry-held", test_computer_hold, NULL);
  add ("/balut/session/hint", test_hint, NULL);
  add ("/balut/session/stale-results-dropped", test_stale_results_dropped, NULL);
  add ("/balut/session/saved-as-played", test_saved_as_played, NULL);

  return g_test_run ();
}
