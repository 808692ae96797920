/* test-autosave.c — the game in play on disk: saves, loads, broken saves
 *
 * SPDX-FileCopyrightText: 2026 The Balut developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A save loads back as the same game (dice, holds, throws left, player,
 * every box); a save that cannot be loaded is renamed aside with its
 * bytes intact and never deleted; the autosaver writes after every
 * action, once per main-loop iteration, a finished game at once (before
 * "finished"), and removes the save of an abandoned game.
 */

#include <errno.h>
#include <string.h>
#include <sys/stat.h>
#include <glib/gstdio.h>

#include "balut-types.h"
#include "balut-dice.h"
#include "balut-scoresheet.h"
#include "balut-player.h"
#include "balut-game.h"
#include "balut-record.h"
#include "balut-autosave.h"
#include "balut-autosaver.h"
#include "balut-test-util.h"
#include "store-test-util.h"

/* ------------------------------------------------------------------ */
/* Helpers                                                              */
/* ------------------------------------------------------------------ */

typedef struct
{
  char *dir;
  char *path;   /* dir/current-game.json */
} Fixture;

static void
fixture_set_up (Fixture       *f,
                gconstpointer  data)
{
  f->dir = balut_test_make_tmp_dir ("balut-autosave-XXXXXX");
  f->path = g_build_filename (f->dir, BALUT_AUTOSAVE_FILE_NAME, NULL);
}

static void
fixture_tear_down (Fixture       *f,
                   gconstpointer  data)
{
  balut_test_remove_tree (f->dir);
  g_free (f->path);
  g_free (f->dir);
}

/* A game in the middle of a turn: some turns entered, then a throw or
 * two and dice held since the last throw. */
static BalutGame *
game_in_play (BalutVariant variant,
              guint64      seed,
              guint        n_players,
              guint        n_turns)
{
  g_autoptr(GRand) choices = g_rand_new_with_seed ((guint32) seed);
  BalutGame *game = balut_test_new_game (variant, seed, n_players);

  for (guint t = 0; t < n_turns; t++)
    balut_test_random_turn (game, choices);
  balut_test_roll (game);
  if (balut_game_get_throws_left (game) > 1)
    {
      balut_test_random_holds (game, choices);
      balut_test_roll (game);
    }
  balut_test_set_held (game, 0, TRUE);
  balut_test_set_held (game, 3, TRUE);
  return game;
}

/* ------------------------------------------------------------------ */
/* The path                                                             */
/* ------------------------------------------------------------------ */

static void
test_default_path (void)
{
  store_test_assert_default_path (balut_autosave_dup_default_path, "current-game.json");
}

/* ------------------------------------------------------------------ */
/* Saving and loading                                                   */
/* ------------------------------------------------------------------ */

typedef struct
{
  BalutVariant variant;
  guint        n_players;
  guint        n_turns;
} RoundTrip;

static const RoundTrip round_trips[] = {
  { BALUT_VARIANT_STANDARD, 1, 0 },
  { BALUT_VARIANT_STANDARD, 2, 9 },
  { BALUT_VARIANT_JACKPOT, 3, 20 },
  { BALUT_VARIANT_OLATHE, 2, 13 },
};

static void
test_round_trip (Fixture       *f,
                 gconstpointer  data)
{
  const RoundTrip *rt = data;
  g_autoptr(GError) error = NULL;
  g_autoptr(BalutGame) game = game_in_play (rt->variant, 1000 + rt->n_turns, rt->n_players, rt->n_turns);
  g_autoptr(BalutGame) loaded = NULL;
  g_autofree char *aside = NULL;
  g_autofree char *expected = balut_record_to_data (game, NULL);
  g_autofree char *written = NULL;
  gboolean held[BALUT_N_DICE];
  GStatBuf st;

  g_assert_true (balut_autosave_save (f->path, game, &error));
  g_assert_no_error (error);

  /* the record's own bytes, private to the user */
  written = balut_test_read_file (f->path, NULL);
  g_assert_cmpstr (written, ==, expected);
  g_assert_cmpint (g_stat (f->path, &st), ==, 0);
  g_assert_cmpint (st.st_mode & 0777, ==, 0600);

  loaded = balut_autosave_load (f->path, &aside, &error);
  g_assert_no_error (error);
  g_assert_null (aside);
  g_assert_nonnull (loaded);

  /* dice, holds, throws left, current player, every box, the record */
  balut_test_assert_same_game (game, loaded);
  balut_dice_get_holds (balut_game_get_dice (loaded), held);
  g_assert_true (held[0] && held[3]);
  g_assert_cmpuint (balut_game_get_throws_left (loaded), ==, balut_game_get_throws_left (game));
  g_assert_cmpuint (balut_game_get_current_player (loaded), ==, balut_game_get_current_player (game));

  /* the loaded game plays on as the original would */
  balut_test_roll (game);
  balut_test_roll (loaded);
  balut_test_assert_same_game (game, loaded);
}

static void
test_round_trip_finished (Fixture       *f,
                          gconstpointer  data)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(GRand) choices = g_rand_new_with_seed (7);
  g_autoptr(BalutGame) game = balut_test_new_game (BALUT_VARIANT_STANDARD, 7, 2);
  g_autoptr(BalutGame) loaded = NULL;

  while (!balut_game_is_finished (game))
    balut_test_random_turn (game, choices);

  g_assert_true (balut_autosave_save (f->path, game, &error));
  loaded = balut_autosave_load (f->path, NULL, &error);
  g_assert_no_error (error);
  g_assert_true (balut_game_is_finished (loaded));
  balut_test_assert_same_game (game, loaded);
}

static void
test_save_makes_folder (Fixture       *f,
                        gconstpointer  data)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(BalutGame) game = game_in_play (BALUT_VARIANT_STANDARD, 3, 1, 2);
  g_autofree char *dir = g_build_filename (f->dir, "data", "balut", NULL);
  g_autofree char *path = g_build_filename (dir, BALUT_AUTOSAVE_FILE_NAME, NULL);
  GStatBuf st;

  g_assert_true (balut_autosave_save (path, game, &error));
  g_assert_no_error (error);
  g_assert_cmpint (g_stat (dir, &st), ==, 0);
  g_assert_cmpint (st.st_mode & 0777, ==, 0700);
  g_assert_true (g_file_test (path, G_FILE_TEST_IS_REGULAR));
}

/* Saving over a save leaves one file: no temporary file stays behind. */
static void
test_save_replaces (Fixture       *f,
                    gconstpointer  data)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(BalutGame) game = game_in_play (BALUT_VARIANT_JACKPOT, 5, 2, 3);
  g_auto(GStrv) names = NULL;
  g_autofree char *written = NULL;
  g_autofree char *expected = NULL;

  for (guint i = 0; i < 5; i++)
    {
      g_assert_true (balut_autosave_save (f->path, game, &error));
      g_assert_no_error (error);
      balut_test_toggle_held (game, 1);
    }

  names = balut_test_list_dir (f->dir);
  g_assert_cmpuint (g_strv_length (names), ==, 1);
  g_assert_cmpstr (names[0], ==, BALUT_AUTOSAVE_FILE_NAME);

  balut_test_toggle_held (game, 1);
  expected = balut_record_to_data (game, NULL);
  written = balut_test_read_file (f->path, NULL);
  g_assert_cmpstr (written, ==, expected);
}

static void
test_save_fails (Fixture       *f,
                 gconstpointer  data)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(BalutGame) game = game_in_play (BALUT_VARIANT_STANDARD, 3, 1, 0);
  g_autofree char *blocker = g_build_filename (f->dir, "file", NULL);
  g_autofree char *path = g_build_filename (blocker, BALUT_AUTOSAVE_FILE_NAME, NULL);

  /* the folder cannot be made: a file has its name */
  g_assert_true (g_file_set_contents (blocker, "x", 1, NULL));
  g_assert_false (balut_autosave_save (path, game, &error));
  g_assert_error (error, BALUT_AUTOSAVE_ERROR, BALUT_AUTOSAVE_ERROR_FAILED);
  g_assert_nonnull (strstr (error->message, blocker));
  g_clear_error (&error);

  /* the save itself is a folder */
  g_assert_cmpint (g_mkdir (f->path, 0700), ==, 0);
  g_assert_false (balut_autosave_save (f->path, game, &error));
  g_assert_error (error, BALUT_AUTOSAVE_ERROR, BALUT_AUTOSAVE_ERROR_FAILED);
}

static void
test_missing (Fixture       *f,
              gconstpointer  data)
{
  static char sentinel[] = "not touched";
  g_autoptr(GError) error = NULL;
  char *aside = sentinel;   /* set to NULL, not freed */
  g_autofree char *nowhere = g_build_filename (f->dir, "no", "such", "folder",
                                               BALUT_AUTOSAVE_FILE_NAME, NULL);
  BalutGame *game;

  game = balut_autosave_load (f->path, &aside, &error);
  g_assert_null (game);
  g_assert_no_error (error);
  g_assert_null (aside);

  game = balut_autosave_load (nowhere, NULL, &error);
  g_assert_null (game);
  g_assert_no_error (error);
}

static void
test_clear (Fixture       *f,
            gconstpointer  data)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(BalutGame) game = game_in_play (BALUT_VARIANT_STANDARD, 11, 1, 1);

  g_assert_true (balut_autosave_save (f->path, game, &error));
  g_assert_true (g_file_test (f->path, G_FILE_TEST_EXISTS));
  g_assert_true (balut_autosave_clear (f->path, &error));
  g_assert_no_error (error);
  g_assert_false (g_file_test (f->path, G_FILE_TEST_EXISTS));

  /* nothing to remove: no error */
  g_assert_true (balut_autosave_clear (f->path, &error));
  g_assert_no_error (error);
  g_assert_null (balut_autosave_load (f->path, NULL, &error));
  g_assert_no_error (error);
}

/* ------------------------------------------------------------------ */
/* Broken saves                                                         */
/* ------------------------------------------------------------------ */

typedef enum
{
  BROKEN_EMPTY,
  BROKEN_TRUNCATED,
  BROKEN_RANDOM_BYTES,
  BROKEN_TEXT,
  BROKEN_OTHER_JSON,
  BROKEN_NEWER_VERSION,
  BROKEN_INVALID,
  BROKEN_INCONSISTENT,
  BROKEN_FOLDER,
  BROKEN_DANGLING_LINK,
  BROKEN_UNREADABLE,
} BrokenKind;

typedef struct
{
  const char *name;
  BrokenKind  kind;
  const char *mention;   /* a word of the reason in the message */
} Broken;

static const Broken brokens[] = {
  { "empty", BROKEN_EMPTY, "empty" },
  { "truncated", BROKEN_TRUNCATED, "JSON" },
  { "random-bytes", BROKEN_RANDOM_BYTES, "UTF-8" },
  { "text", BROKEN_TEXT, "JSON" },
  { "other-json", BROKEN_OTHER_JSON, "record" },
  { "newer-version", BROKEN_NEWER_VERSION, "version" },
  { "invalid-die", BROKEN_INVALID, "Turn 1" },
  { "inconsistent", BROKEN_INCONSISTENT, "Turn 2" },
  { "folder", BROKEN_FOLDER, "regular file" },
  { "dangling-link", BROKEN_DANGLING_LINK, "Cannot read" },
  { "unreadable", BROKEN_UNREADABLE, "Cannot read" },
};

/* Writes a broken save of @kind; returns its bytes (NULL for a folder
 * or a link). */
static GBytes *
make_broken (Fixture    *f,
             BrokenKind  kind)
{
  g_autoptr(BalutGame) game = game_in_play (BALUT_VARIANT_STANDARD, 21, 2, 4);
  g_autofree char *record = balut_record_to_data (game, NULL);
  g_autoptr(GString) data = g_string_new (NULL);
  g_autoptr(GRand) rand = g_rand_new_with_seed (kind);
  char *p;

  switch (kind)
    {
    case BROKEN_EMPTY:
      break;
    case BROKEN_TRUNCATED:
      /* cut in the middle, as a torn write would leave it */
      g_string_append_len (data, record, (gssize) strlen (record) / 2);
      break;
    case BROKEN_RANDOM_BYTES:
      for (guint i = 0; i < 4096; i++)
        g_string_append_c (data, (char) g_rand_int_range (rand, 0, 256));
      break;
    case BROKEN_TEXT:
      g_string_append (data, "My shopping list:\n- dice\n- a pencil\n");
      break;
    case BROKEN_OTHER_JSON:
      g_string_append (data, "{\"format\": \"something-else\", \"version\": 1}\n");
      break;
    case BROKEN_NEWER_VERSION:
      g_string_append (data, record);
      p = strstr (data->str, "\"version\": 1");
      g_assert_nonnull (p);
      p[strlen ("\"version\": ")] = '7';
      break;
    case BROKEN_INVALID:
      /* a die showing 9 */
      g_string_append (data, record);
      p = strstr (data->str, "\"throws\":[[");
      g_assert_nonnull (p);
      p[strlen ("\"throws\":[[")] = '9';
      break;
    case BROKEN_INCONSISTENT:
      /* the second turn played by the wrong player */
      g_string_append (data, record);
      p = strstr (data->str, "{\"player\":1");
      g_assert_nonnull (p);
      p[strlen ("{\"player\":")] = '0';
      break;
    case BROKEN_FOLDER:
      {
        g_autofree char *inside = g_build_filename (f->path, "inside", NULL);

        g_assert_cmpint (g_mkdir (f->path, 0700), ==, 0);
        g_assert_true (g_file_set_contents (inside, "kept", 4, NULL));
      }
      return NULL;
    case BROKEN_DANGLING_LINK:
      {
        g_autoptr(GFile) link = g_file_new_for_path (f->path);

        g_assert_true (g_file_make_symbolic_link (link, "no-such-file.json", NULL, NULL));
      }
      return NULL;
    case BROKEN_UNREADABLE:
      g_string_append (data, record);
      break;
    default:
      g_assert_not_reached ();
    }

  g_assert_true (g_file_set_contents (f->path, data->str, (gssize) data->len, NULL));
  if (kind == BROKEN_UNREADABLE)
    g_assert_cmpint (g_chmod (f->path, 0), ==, 0);

  return g_bytes_new (data->str, data->len);
}

static void
test_broken (Fixture       *f,
             gconstpointer  data)
{
  const char *why_not;
  const Broken *broken = data;
  g_autoptr(GError) error = NULL;
  g_autoptr(GBytes) bytes = NULL;
  g_autofree char *aside = NULL;
  g_autofree char *aside_dir = NULL;
  g_autofree char *aside_name = NULL;
  g_auto(GStrv) names = NULL;
  BalutGame *game;

  if (broken->kind == BROKEN_UNREADABLE && !balut_test_modes_apply (&why_not))
    {
      g_test_skip (why_not);
      return;
    }

  bytes = make_broken (f, broken->kind);

  game = balut_autosave_load (f->path, &aside, &error);
  g_assert_null (game);
  g_assert_error (error, BALUT_AUTOSAVE_ERROR, BALUT_AUTOSAVE_ERROR_MOVED_ASIDE);
  g_test_message ("%s", error->message);

  /* renamed aside in the same folder, with a timestamped name */
  g_assert_nonnull (aside);
  aside_dir = g_path_get_dirname (aside);
  aside_name = g_path_get_basename (aside);
  g_assert_cmpstr (aside_dir, ==, f->dir);
  g_assert_true (store_test_is_aside_name (f->path, aside));
  names = balut_test_list_dir (f->dir);
  g_assert_cmpuint (g_strv_length (names), ==, 1);
  g_assert_cmpstr (names[0], ==, aside_name);

  /* the message says why and where */
  g_assert_nonnull (strstr (error->message, aside));
  if (strstr (error->message, broken->mention) == NULL)
    g_test_fail_printf ("“%s” does not mention “%s”", error->message, broken->mention);

  /* the same bytes */
  if (broken->kind == BROKEN_UNREADABLE)
    g_assert_cmpint (g_chmod (aside, 0600), ==, 0);
  if (bytes != NULL)
    {
      gsize length;
      g_autofree char *kept = balut_test_read_file (aside, &length);
      g_autoptr(GBytes) kept_bytes = g_bytes_new_take (g_steal_pointer (&kept), length);

      g_assert_true (g_bytes_equal (bytes, kept_bytes));
    }
  else if (broken->kind == BROKEN_FOLDER)
    {
      g_autofree char *inside = g_build_filename (aside, "inside", NULL);
      g_autofree char *kept = balut_test_read_file (inside, NULL);

      g_assert_cmpstr (kept, ==, "kept");
    }
  else
    {
      g_autofree char *target = g_file_read_link (aside, NULL);

      g_assert_cmpstr (target, ==, "no-such-file.json");
    }

  /* the next start finds no save; a new save goes to the usual place */
  g_clear_error (&error);
  g_assert_null (balut_autosave_load (f->path, NULL, &error));
  g_assert_no_error (error);
}

/* Two broken saves in the same second: both kept, under two names. */
static void
test_broken_twice (Fixture       *f,
                   gconstpointer  data)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *first = NULL;
  g_autofree char *second = NULL;
  g_autofree char *third = NULL;
  g_autofree char *kept = NULL;
  g_auto(GStrv) names = NULL;

  g_assert_true (g_file_set_contents (f->path, "one", -1, NULL));
  g_assert_null (balut_autosave_load (f->path, &first, &error));
  g_assert_error (error, BALUT_AUTOSAVE_ERROR, BALUT_AUTOSAVE_ERROR_MOVED_ASIDE);
  g_clear_error (&error);

  g_assert_true (g_file_set_contents (f->path, "two", -1, NULL));
  g_assert_null (balut_autosave_load (f->path, &second, &error));
  g_assert_error (error, BALUT_AUTOSAVE_ERROR, BALUT_AUTOSAVE_ERROR_MOVED_ASIDE);
  g_clear_error (&error);

  g_assert_true (g_file_set_contents (f->path, "three", -1, NULL));
  g_assert_null (balut_autosave_load (f->path, &third, &error));
  g_assert_error (error, BALUT_AUTOSAVE_ERROR, BALUT_AUTOSAVE_ERROR_MOVED_ASIDE);

  g_assert_cmpstr (first, !=, second);
  g_assert_cmpstr (second, !=, third);
  g_assert_cmpstr (first, !=, third);
  names = balut_test_list_dir (f->dir);
  g_assert_cmpuint (g_strv_length (names), ==, 3);
  kept = balut_test_read_file (first, NULL);
  g_assert_cmpstr (kept, ==, "one");
  g_clear_pointer (&kept, g_free);
  kept = balut_test_read_file (second, NULL);
  g_assert_cmpstr (kept, ==, "two");
  g_clear_pointer (&kept, g_free);
  kept = balut_test_read_file (third, NULL);
  g_assert_cmpstr (kept, ==, "three");
}

/* A broken save that cannot be renamed (its folder is read-only) is
 * left where it is, and said so. */
static void
test_broken_not_moved (Fixture       *f,
                       gconstpointer  data)
{
  const char *why_not;
  g_autoptr(GError) error = NULL;
  g_autofree char *aside = NULL;
  g_autofree char *kept = NULL;

  if (!balut_test_modes_apply (&why_not))
    {
      g_test_skip (why_not);
      return;
    }

  g_assert_true (g_file_set_contents (f->path, "garbage", -1, NULL));
  g_assert_cmpint (g_chmod (f->dir, 0500), ==, 0);
  g_assert_null (balut_autosave_load (f->path, &aside, &error));
  g_assert_cmpint (g_chmod (f->dir, 0700), ==, 0);

  g_assert_error (error, BALUT_AUTOSAVE_ERROR, BALUT_AUTOSAVE_ERROR_NOT_MOVED);
  g_assert_null (aside);
  g_assert_nonnull (strstr (error->message, f->path));
  kept = balut_test_read_file (f->path, NULL);
  g_assert_cmpstr (kept, ==, "garbage");
}

/* A broken save whose new name would be too long for the file system
 * (which stops root too) is left where it is, and said so. */
static void
test_broken_not_moved_long_name (Fixture       *f,
                                 gconstpointer  data)
{
  const char *why_not;
  g_autofree char *path = store_test_long_name (f->dir, 240, &why_not);
  g_autoptr(GError) error = NULL;
  g_autofree char *aside = NULL;
  g_autofree char *kept = NULL;

  if (path == NULL)
    {
      g_test_skip (why_not);
      return;
    }

  g_assert_true (g_file_set_contents (path, "garbage", -1, NULL));
  g_assert_null (balut_autosave_load (path, &aside, &error));

  g_assert_error (error, BALUT_AUTOSAVE_ERROR, BALUT_AUTOSAVE_ERROR_NOT_MOVED);
  g_test_message ("%s", error->message);
  g_assert_null (aside);
  g_assert_nonnull (strstr (error->message, path));
  g_assert_nonnull (strstr (error->message, g_strerror (ENAMETOOLONG)));
  kept = balut_test_read_file (path, NULL);
  g_assert_cmpstr (kept, ==, "garbage");
}

/* ------------------------------------------------------------------ */
/* The autosaver                                                        */
/* ------------------------------------------------------------------ */

static void
run_main_loop_once (void)
{
  while (g_main_context_iteration (NULL, FALSE))
    ;
}

/* The save holds exactly @game. */
static void
assert_saved (Fixture   *f,
              BalutGame *game)
{
  g_autofree char *expected = balut_record_to_data (game, NULL);
  g_autofree char *written = NULL;

  g_assert_true (g_file_test (f->path, G_FILE_TEST_IS_REGULAR));
  written = balut_test_read_file (f->path, NULL);
  g_assert_cmpstr (written, ==, expected);
}

static void
test_saver_every_action (Fixture       *f,
                         gconstpointer  data)
{
  g_autoptr(BalutAutosaver) saver = balut_autosaver_new (f->path);
  g_autoptr(BalutGame) game = balut_test_new_game (BALUT_VARIANT_STANDARD, 5, 2);
  g_autoptr(GRand) choices = g_rand_new_with_seed (5);
  g_autoptr(BalutGame) loaded = NULL;
  g_autoptr(GError) error = NULL;

  g_assert_cmpstr (balut_autosaver_get_path (saver), ==, f->path);
  balut_autosaver_set_game (saver, game);
  g_assert_true (balut_autosaver_get_game (saver) == game);

  /* not started: nothing to save */
  balut_test_set_guess (game, 0, 2);
  run_main_loop_once ();
  g_assert_false (balut_autosaver_get_pending (saver));
  g_assert_false (g_file_test (f->path, G_FILE_TEST_EXISTS));

  /* a throw */
  balut_test_roll (game);
  g_assert_true (balut_autosaver_get_pending (saver));
  run_main_loop_once ();
  g_assert_false (balut_autosaver_get_pending (saver));
  assert_saved (f, game);

  /* a hold */
  balut_test_toggle_held (game, 2);
  g_assert_true (balut_autosaver_get_pending (saver));
  run_main_loop_once ();
  assert_saved (f, game);

  /* an entry */
  balut_test_enter (game, BALUT_CATEGORY_CHOICE, 0);
  run_main_loop_once ();
  assert_saved (f, game);

  /* an undo: the turn in play again, with its holds */
  balut_test_undo (game);
  run_main_loop_once ();
  assert_saved (f, game);
  loaded = balut_autosave_load (f->path, NULL, &error);
  g_assert_no_error (error);
  balut_test_assert_same_game (game, loaded);

  /* many actions in one main-loop iteration: one save, the last state */
  for (guint t = 0; t < 3; t++)
    balut_test_random_turn (game, choices);
  balut_test_roll (game);
  balut_test_toggle_held (game, 4);
  g_assert_true (balut_autosaver_get_pending (saver));
  g_assert_true (g_main_context_iteration (NULL, FALSE));
  g_assert_false (balut_autosaver_get_pending (saver));
  assert_saved (f, game);
}

/* A started game given to the saver is saved (a resumed game: the same
 * bytes again); a closing window (NULL) flushes and keeps the save. */
static void
test_saver_set_and_unset (Fixture       *f,
                          gconstpointer  data)
{
  g_autoptr(BalutAutosaver) saver = balut_autosaver_new (f->path);
  g_autoptr(BalutGame) game = game_in_play (BALUT_VARIANT_OLATHE, 9, 2, 5);

  balut_autosaver_set_game (saver, game);
  g_assert_true (balut_autosaver_get_pending (saver));
  run_main_loop_once ();
  assert_saved (f, game);

  balut_test_toggle_held (game, 1);
  g_assert_true (balut_autosaver_get_pending (saver));
  balut_autosaver_set_game (saver, NULL);
  g_assert_false (balut_autosaver_get_pending (saver));
  assert_saved (f, game);
}

/* Disposing the saver (the window goes) writes a waiting save. */
static void
test_saver_dispose_flushes (Fixture       *f,
                            gconstpointer  data)
{
  BalutAutosaver *saver = balut_autosaver_new (f->path);
  g_autoptr(BalutGame) game = game_in_play (BALUT_VARIANT_STANDARD, 19, 1, 2);

  balut_autosaver_set_game (saver, game);
  run_main_loop_once ();
  balut_test_toggle_held (game, 2);
  g_assert_true (balut_autosaver_get_pending (saver));
  g_assert_finalize_object (saver);
  assert_saved (f, game);
  run_main_loop_once ();
}

static void
test_saver_abandon (Fixture       *f,
                    gconstpointer  data)
{
  g_autoptr(BalutAutosaver) saver = balut_autosaver_new (f->path);
  g_autoptr(BalutGame) game = game_in_play (BALUT_VARIANT_STANDARD, 13, 2, 3);
  g_autoptr(BalutGame) fresh = balut_test_new_game (BALUT_VARIANT_JACKPOT, 14, 1);
  g_autoptr(BalutGame) other = game_in_play (BALUT_VARIANT_JACKPOT, 15, 1, 1);

  balut_autosaver_set_game (saver, game);
  run_main_loop_once ();
  assert_saved (f, game);

  /* a pending change of the abandoned game is not written either */
  balut_test_toggle_held (game, 1);
  balut_autosaver_set_game (saver, fresh);
  g_assert_false (balut_autosaver_get_pending (saver));
  run_main_loop_once ();
  g_assert_false (g_file_test (f->path, G_FILE_TEST_EXISTS));

  /* the new game is saved once it starts */
  balut_test_roll (fresh);
  run_main_loop_once ();
  assert_saved (f, fresh);

  /* a started game replaced by another started game: the save follows */
  balut_autosaver_set_game (saver, other);
  run_main_loop_once ();
  assert_saved (f, other);
}

typedef struct
{
  Fixture  *f;
  gboolean  saved_before_finished;
} FinishedData;

static void
finished_cb (BalutGame    *game,
             FinishedData *data)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(BalutGame) loaded = balut_autosave_load (data->f->path, NULL, &error);

  g_assert_no_error (error);
  data->saved_before_finished = loaded != NULL && balut_game_is_finished (loaded);

  /* what the window does once the game is recorded */
  g_assert_true (balut_autosave_clear (data->f->path, &error));
}

/* A finished game is saved at once, before "finished", and never again:
 * the save removed in the "finished" handler stays removed. */
static void
test_saver_finished (Fixture       *f,
                     gconstpointer  data)
{
  g_autoptr(BalutAutosaver) saver = balut_autosaver_new (f->path);
  g_autoptr(BalutGame) game = balut_test_new_game (BALUT_VARIANT_STANDARD, 17, 1);
  g_autoptr(BalutGame) fresh = balut_test_new_game (BALUT_VARIANT_STANDARD, 18, 1);
  g_autoptr(GRand) choices = g_rand_new_with_seed (17);
  FinishedData fd = { f, FALSE };

  balut_autosaver_set_game (saver, game);
  g_signal_connect (game, "finished", G_CALLBACK (finished_cb), &fd);
  while (balut_game_get_n_turns (game) < 27)
    balut_test_random_turn (game, choices);
  balut_test_roll (game);
  g_assert_true (balut_autosaver_get_pending (saver));
  balut_test_random_turn (game, choices);
  g_assert_true (balut_game_is_finished (game));

  g_assert_true (fd.saved_before_finished);
  g_assert_false (balut_autosaver_get_pending (saver));
  run_main_loop_once ();
  g_assert_false (g_file_test (f->path, G_FILE_TEST_EXISTS));

  /* a new game after a finished one: the save is not touched (nothing to
   * remove here, and the window's recording decides for a finished one) */
  g_assert_true (g_file_set_contents (f->path, "left alone", -1, NULL));
  balut_autosaver_set_game (saver, fresh);
  run_main_loop_once ();
  g_assert_true (g_file_test (f->path, G_FILE_TEST_EXISTS));
}

/* A finished game given to the saver (a save of a finished game found
 * at start) is not saved again. */
static void
test_saver_finished_set (Fixture       *f,
                         gconstpointer  data)
{
  g_autoptr(BalutAutosaver) saver = balut_autosaver_new (f->path);
  g_autoptr(BalutGame) game = balut_test_new_game (BALUT_VARIANT_STANDARD, 23, 1);
  g_autoptr(GRand) choices = g_rand_new_with_seed (23);

  while (!balut_game_is_finished (game))
    balut_test_random_turn (game, choices);

  balut_autosaver_set_game (saver, game);
  run_main_loop_once ();
  g_assert_false (g_file_test (f->path, G_FILE_TEST_EXISTS));

  /* its last entry taken back: in play again, saved again */
  balut_test_undo (game);
  run_main_loop_once ();
  assert_saved (f, game);
}

static void
save_failed_cb (BalutAutosaver *saver,
                const GError   *error,
                guint          *n_failed)
{
  g_assert_error (error, BALUT_AUTOSAVE_ERROR, BALUT_AUTOSAVE_ERROR_FAILED);
  (*n_failed)++;
}

static void
test_saver_fails (Fixture       *f,
                  gconstpointer  data)
{
  g_autofree char *blocker = g_build_filename (f->dir, "file", NULL);
  g_autofree char *path = g_build_filename (blocker, BALUT_AUTOSAVE_FILE_NAME, NULL);
  g_autoptr(BalutAutosaver) saver = balut_autosaver_new (path);
  g_autoptr(BalutGame) game = game_in_play (BALUT_VARIANT_STANDARD, 29, 1, 0);
  g_autoptr(GError) error = NULL;
  guint n_failed = 0;

  g_assert_true (g_file_set_contents (blocker, "x", 1, NULL));
  g_signal_connect (saver, "save-failed", G_CALLBACK (save_failed_cb), &n_failed);
  balut_autosaver_set_game (saver, game);
  run_main_loop_once ();
  g_assert_cmpuint (n_failed, ==, 1);

  balut_test_toggle_held (game, 1);
  g_assert_false (balut_autosaver_flush (saver, &error));
  g_assert_error (error, BALUT_AUTOSAVE_ERROR, BALUT_AUTOSAVE_ERROR_FAILED);
  g_assert_cmpuint (n_failed, ==, 2);
}

/* ------------------------------------------------------------------ */
/* The cost of a save                                                   */
/* ------------------------------------------------------------------ */

static int
compare_doubles (gconstpointer a,
                 gconstpointer b)
{
  double x = *(const double *) a, y = *(const double *) b;

  return (x > y) - (x < y);
}

/* A save after every action must not be felt: it is written (and
 * flushed to disk) in about a millisecond. The figures go to the log;
 * the bound is only there to catch a pathological regression. */
static void
test_save_cost (Fixture       *f,
                gconstpointer  data)
{
  g_autoptr(BalutGame) game = game_in_play (BALUT_VARIANT_STANDARD, 31, 4, 60);
  g_autoptr(GError) error = NULL;
  g_autofree char *record = balut_record_to_data (game, NULL);
  double times[101];
  guint n = G_N_ELEMENTS (times);

  for (guint i = 0; i < n; i++)
    {
      gint64 start = g_get_monotonic_time ();

      g_assert_true (balut_autosave_save (f->path, game, &error));
      times[i] = (g_get_monotonic_time () - start) / 1000.0;
      balut_test_toggle_held (game, i % 2);
    }
  qsort (times, n, sizeof times[0], compare_doubles);
  g_test_message ("a save (4 players, %u turns, %zu bytes, with fsync): median %.2f ms, "
                  "90th percentile %.2f ms, worst %.2f ms over %u saves",
                  balut_game_get_n_turns (game), strlen (record), times[n / 2],
                  times[n * 9 / 10], times[n - 1], n);
  g_assert_cmpfloat (times[n / 2], <, 100);
}

/* ------------------------------------------------------------------ */
/* Temporary files left by killed writers                              */
/* ------------------------------------------------------------------ */

/* dir/@name with @age seconds since it was last written */
static char *
make_file (Fixture    *f,
           const char *name,
           gint64      age)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(GFile) file = NULL;
  char *path = g_build_filename (f->dir, name, NULL);

  g_assert_true (g_file_set_contents (path, "{ \"format\": \"balut-rec", -1, &error));
  file = g_file_new_for_path (path);
  g_assert_true (g_file_set_attribute_uint64 (file, G_FILE_ATTRIBUTE_TIME_MODIFIED,
                                              (guint64) (g_get_real_time () / G_USEC_PER_SEC - age),
                                              G_FILE_QUERY_INFO_NOFOLLOW_SYMLINKS, NULL, &error));
  g_assert_no_error (error);
  return path;
}

static void
make_old_files (Fixture            *f,
                const char * const *names)
{
  for (guint i = 0; names[i] != NULL; i++)
    g_free (make_file (f, names[i], 3600));
}

static int
compare_strings (const void *a,
                 const void *b)
{
  return strcmp (*(char * const *) a, *(char * const *) b);
}

/* The names in the folder are @expected, in any order */
static void
assert_files (Fixture            *f,
              const char * const *expected)
{
  g_auto(GStrv) names = balut_test_list_dir (f->dir);
  g_auto(GStrv) sorted = g_strdupv ((GStrv) expected);
  g_autofree char *got = NULL;
  g_autofree char *want = NULL;

  qsort (names, g_strv_length (names), sizeof (char *), compare_strings);
  qsort (sorted, g_strv_length (sorted), sizeof (char *), compare_strings);
  got = g_strjoinv (" | ", names);
  want = g_strjoinv (" | ", sorted);

  g_assert_cmpstr (got, ==, want);
}

/* Only the save's own temporaries (current-game.json. and six letters or
 * digits), regular files written more than a minute ago, are removed;
 * nothing else is. */
static void
test_clean_temporaries (Fixture       *f,
                        gconstpointer  data)
{
  const char *old_temporaries[] = { "current-game.json.AbC123", "current-game.json.zzzzzz",
                                    "current-game.json.000000", NULL };
  const char *others[] = {
    BALUT_AUTOSAVE_FILE_NAME,
    "current-game.json.broken-20260101-120000",   /* a broken save set aside */
    "current-game.json.abc12",                    /* five characters */
    "current-game.json.abc1234",                  /* seven */
    "current-game.json.abc-12",
    "current-game.json.abc 12",
    "current-game.jsonXAbC123",
    "current-game.json.AbC123.json",
    "balut.db.AbC123",
    "other-game.json.AbC123",
    "xcurrent-game.json.AbC123",
    NULL
  };
  const char *kept[] = {
    BALUT_AUTOSAVE_FILE_NAME,
    "balut.db.AbC123",
    "current-game.json.59sec",
    "current-game.json.AbC123.json",
    "current-game.json.DiRect",
    "current-game.json.abc 12",
    "current-game.json.abc-12",
    "current-game.json.abc12",
    "current-game.json.abc1234",
    "current-game.json.broken-20260101-120000",
    "current-game.json.fresh1",
    "current-game.json.future",
#ifdef G_OS_UNIX
    "current-game.json.LinkTo",
#endif
    "current-game.jsonXAbC123",
    "other-game.json.AbC123",
    "xcurrent-game.json.AbC123",
    NULL
  };
  g_autofree char *directory = g_build_filename (f->dir, "current-game.json.DiRect", NULL);

  make_old_files (f, old_temporaries);
  make_old_files (f, others);
  /* written now, a few seconds ago, and "tomorrow" (a clock set back):
   * maybe another Balut's save in progress */
  g_free (make_file (f, "current-game.json.fresh1", 0));
  g_free (make_file (f, "current-game.json.59sec", 50));
  g_free (make_file (f, "current-game.json.future", -86400));
  /* a folder and a link of a temporary's name are no temporary files */
  g_assert_cmpint (g_mkdir (directory, 0700), ==, 0);
#ifdef G_OS_UNIX
  {
    g_autofree char *link_name = g_build_filename (f->dir, "current-game.json.LinkTo", NULL);
    g_autofree char *target = g_build_filename (f->dir, "balut.db.AbC123", NULL);
    g_autoptr(GFile) link = g_file_new_for_path (link_name);
    g_autoptr(GError) error = NULL;

    g_assert_true (g_file_make_symbolic_link (link, target, NULL, &error));
    g_assert_no_error (error);
  }
#endif

  g_assert_cmpuint (balut_autosave_clean_temporaries (f->path), ==, 3);
  assert_files (f, kept);

  /* again: nothing more */
  g_assert_cmpuint (balut_autosave_clean_temporaries (f->path), ==, 0);
  assert_files (f, kept);
}

/* Loading the save at start-up removes them, with or without a save */
static void
test_load_cleans_temporaries (Fixture       *f,
                              gconstpointer  data)
{
  const char *old_temporaries[] = { "current-game.json.Kil1ed", "current-game.json.XYZ789", NULL };
  const char *after_fresh[] = { "current-game.json.fresh1", NULL };
  const char *after_saved[] = { BALUT_AUTOSAVE_FILE_NAME, NULL };
  g_autoptr(BalutGame) game = game_in_play (BALUT_VARIANT_STANDARD, 5, 2, 3);
  g_autoptr(BalutGame) loaded = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *fresh = NULL;

  /* no save: only the temporaries */
  make_old_files (f, old_temporaries);
  fresh = make_file (f, "current-game.json.fresh1", 0);
  g_assert_null (balut_autosave_load (f->path, NULL, &error));
  g_assert_no_error (error);
  assert_files (f, after_fresh);
  g_assert_cmpint (g_remove (fresh), ==, 0);

  /* a save beside them, which loads */
  g_assert_true (balut_autosave_save (f->path, game, &error));
  make_old_files (f, old_temporaries);
  loaded = balut_autosave_load (f->path, NULL, &error);
  g_assert_no_error (error);
  g_assert_nonnull (loaded);
  assert_files (f, after_saved);

  /* a folder that does not exist is no error */
  {
    g_autofree char *nowhere = g_build_filename (f->dir, "missing", BALUT_AUTOSAVE_FILE_NAME, NULL);

    g_assert_cmpuint (balut_autosave_clean_temporaries (nowhere), ==, 0);
  }
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/balut/core/autosave/default-path", test_default_path);

#define ADD(path, fn, data) \
  g_test_add ("/balut/core/autosave/" path, Fixture, data, fixture_set_up, fn, fixture_tear_down)

  for (guint i = 0; i < G_N_ELEMENTS (round_trips); i++)
    {
      g_autofree char *path = g_strdup_printf ("/balut/core/autosave/round-trip/%s-%u-players-%u-turns",
                                               balut_test_variant_names[round_trips[i].variant],
                                               round_trips[i].n_players, round_trips[i].n_turns);

      g_test_add (path, Fixture, &round_trips[i], fixture_set_up, test_round_trip, fixture_tear_down);
    }
  ADD ("round-trip/finished", test_round_trip_finished, NULL);
  ADD ("save/makes-folder", test_save_makes_folder, NULL);
  ADD ("save/replaces-atomically", test_save_replaces, NULL);
  ADD ("save/fails", test_save_fails, NULL);
  ADD ("save/cost", test_save_cost, NULL);
  ADD ("load/missing", test_missing, NULL);
  ADD ("clear", test_clear, NULL);
  ADD ("temporaries/cleaned", test_clean_temporaries, NULL);
  ADD ("temporaries/cleaned-at-load", test_load_cleans_temporaries, NULL);

  for (guint i = 0; i < G_N_ELEMENTS (brokens); i++)
    {
      g_autofree char *path = g_strdup_printf ("/balut/core/autosave/broken/%s", brokens[i].name);

      g_test_add (path, Fixture, &brokens[i], fixture_set_up, test_broken, fixture_tear_down);
    }
  ADD ("broken/twice-in-a-second", test_broken_twice, NULL);
  ADD ("broken/not-moved", test_broken_not_moved, NULL);
  ADD ("broken/not-moved-long-name", test_broken_not_moved_long_name, NULL);

  ADD ("saver/every-action", test_saver_every_action, NULL);
  ADD ("saver/set-and-unset", test_saver_set_and_unset, NULL);
  ADD ("saver/dispose-flushes", test_saver_dispose_flushes, NULL);
  ADD ("saver/abandon", test_saver_abandon, NULL);
  ADD ("saver/finished", test_saver_finished, NULL);
  ADD ("saver/finished-set", test_saver_finished_set, NULL);
  ADD ("saver/fails", test_saver_fails, NULL);

#undef ADD

  return g_test_run ();
}
