/* test-store-visible.c — a game recorded by the game's process is seen
 * at once by another process (balut --export-history, --high-scores)
 * while the game keeps the store open
 *
 * SPDX-FileCopyrightText: 2026 The Balut developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The store is used as the game's process uses it: its own connection
 * (balut_store_open_or_recover(), as the application opens it), a game
 * recorded, its last entry undone (the game taken out of the store) and
 * entered again (recorded again, assisted), and the scores window's
 * reads: the high scores and the history on the store, and the
 * statistics on a connection of their own, opened on a worker thread.
 * Between them another Balut starts and quits (this program run again:
 * "test-store-visible other DB" opens the store, reads it and closes
 * it). Then `balut --export-history` and `balut --high-scores --json`
 * run as separate processes, with the game's store still open, and must
 * find the game.
 *
 * The game used to lose its hold on the file when the statistics'
 * connection opened (a descriptor of the file closed in the process
 * drops all its POSIX locks): the other Balut, taking itself for the
 * last, deleted the log from under the game as it closed, and the games
 * recorded after that stayed invisible to every other process until the
 * game quit (balut-store-recovery.c, open_here()).
 */

#include <glib/gstdio.h>
#include <json-glib/json-glib.h>
#include <stdio.h>
#include <string.h>
#ifdef G_OS_UNIX
#include <fcntl.h>
#include <unistd.h>
#endif

#include "store-test-util.h"

#include "balut-record.h"
#include "balut-store-private.h"

static char *self_exe;

static const StoreTestSeat seats[] = {
  { "Ingrid", BALUT_PLAYER_HUMAN },
  { "Tove", BALUT_PLAYER_HUMAN },
};

/* The folder of balut.db, $BALUT_DATA_DIR of balut: set once, before
 * any thread (setenv is not thread-safe), emptied after each test */
static char *data_dir;

typedef struct
{
  char *dir;
  char *path;
} Fixture;

static void
fixture_set_up (Fixture       *fixture,
                gconstpointer  user_data)
{
  fixture->dir = g_strdup (data_dir);
  fixture->path = g_build_filename (fixture->dir, "balut.db", NULL);
  g_assert_cmpint (g_mkdir_with_parents (fixture->dir, 0700), ==, 0);
}

static void
fixture_tear_down (Fixture       *fixture,
                   gconstpointer  user_data)
{
  balut_test_remove_tree (fixture->dir);
  g_free (fixture->dir);
  g_free (fixture->path);
}

/* A finished two-person game scored on the pad, from @seed */
static BalutGame *
pad_game (guint64 seed)
{
  g_autoptr(BalutGame) game = store_test_play_game (BALUT_VARIANT_STANDARD, seed, G_N_ELEMENTS (seats), seats);

  return balut_test_pad_copy (game);
}

/* The game with its last entry undone (no longer finished), as the
 * window's Undo leaves it */
static BalutGame *
undone (BalutGame *game)
{
  g_autofree char *record = balut_record_to_data (game, NULL);
  g_autoptr(GError) error = NULL;
  BalutGame *copy = balut_record_load_data (record, -1, &error);

  g_assert_no_error (error);
  balut_test_undo (copy);
  g_assert_false (balut_game_is_finished (copy));
  return copy;
}

/* The last entry, undone, entered again in the same box: finished again,
 * and assisted */
static void
enter_again (BalutGame *game,
             BalutGame *finished)
{
  const BalutTurn *last = balut_game_get_turn (finished, balut_game_get_n_turns (finished) - 1);

  balut_test_set_pad_dice (game, last->throws[last->n_throws - 1], last->throws_used);
  balut_test_enter (game, last->box.category, last->box.box);
  g_assert_true (balut_game_is_finished (game));
  g_assert_true (balut_game_get_assisted (game));
}

/* The scores window's statistics: a connection of its own, on a worker
 * thread, kept open as the window keeps it */
typedef struct
{
  char       *path;
  BalutStore *reader;
} StatsRead;

static void
stats_thread (GTask        *task,
              gpointer      source_object,
              gpointer      task_data,
              GCancellable *cancellable)
{
  StatsRead *read = task_data;
  g_autoptr(GError) error = NULL;
  g_auto(GStrv) names = NULL;
  g_autoptr(BalutPlayerStats) stats = NULL;

  read->reader = balut_store_open (read->path, &error);
  g_assert_no_error (error);
  names = balut_store_list_player_names (read->reader, BALUT_VARIANT_STANDARD, &error);
  g_assert_no_error (error);
  g_assert_nonnull (names[0]);
  stats = balut_store_load_player_stats (read->reader, BALUT_VARIANT_STANDARD, names[0], &error);
  g_assert_no_error (error);
  g_assert_cmpuint (stats->n_games, >=, 1);
  g_task_return_boolean (task, TRUE);
}

static BalutStore *
read_statistics (const char *path)
{
  StatsRead read = { (char *) path, NULL };
  g_autoptr(GTask) task = g_task_new (NULL, NULL, NULL, NULL);

  g_task_set_task_data (task, &read, NULL);
  g_task_run_in_thread_sync (task, stats_thread);
  g_assert_true (g_task_propagate_boolean (task, NULL));
  return read.reader;
}

/* What the scores window reads on the game's own store */
static void
read_as_scores_window (BalutStore *store)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(GPtrArray) high = NULL;
  g_autoptr(GPtrArray) recent = NULL;
  g_autofree char *record = NULL;

  high = balut_store_list_high_scores (store, BALUT_VARIANT_STANDARD, BALUT_STORE_MODE_SCORING_PAD, 10, &error);
  g_assert_no_error (error);
  recent = balut_store_list_recent_games (store, 0, 200, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (recent->len, >=, 1);
  record = balut_store_load_record (store, ((BalutGameSummary *) g_ptr_array_index (recent, 0))->game_id, &error);
  g_assert_no_error (error);
}

/* balut --export-history, as another process: the ids of its games */
static GArray *
exported_ids (const char *dir)
{
  g_autofree char *out = g_build_filename (dir, "history.json", NULL);
  g_autoptr(JsonParser) parser = json_parser_new ();
  g_autoptr(GError) error = NULL;
  BalutTestRun run;
  JsonArray *games;
  GArray *ids = g_array_new (FALSE, FALSE, sizeof (gint64));

  balut_test_run_balut (&run, "--export-history", out, NULL);
  g_assert_cmpint (run.status, ==, 0);
  balut_test_run_clear (&run);
  json_parser_load_from_file (parser, out, &error);
  g_assert_no_error (error);
  games = json_object_get_array_member (json_node_get_object (json_parser_get_root (parser)), "games");
  for (guint i = 0; i < json_array_get_length (games); i++)
    {
      gint64 id = json_object_get_int_member (json_array_get_object_element (games, i), "id");

      g_array_append_val (ids, id);
    }
  return ids;
}

static gboolean
has_id (GArray *ids,
        gint64  id)
{
  for (guint i = 0; i < ids->len; i++)
    if (g_array_index (ids, gint64, i) == id)
      return TRUE;
  return FALSE;
}

/* balut --high-scores --json, as another process: whether the
 * scoring-pad table of Balut lists game @id */
static gboolean
high_scores_list (gint64 id)
{
  BalutTestRun run;
  g_autofree char *needle = g_strdup_printf ("\"game_id\" : %lld", (long long) id);
  g_autofree char *compact = g_strdup_printf ("\"game_id\":%lld", (long long) id);
  gboolean found;

  balut_test_run_balut (&run, "--high-scores", "--json", NULL);
  g_assert_cmpint (run.status, ==, 0);
  found = strstr (run.out, needle) != NULL || strstr (run.out, compact) != NULL;
  if (!found)
    g_test_message ("balut --high-scores --json:\n%s", run.out);
  balut_test_run_clear (&run);
  return found;
}

/* Another Balut opens the store, reads it and quits */
static void
other_balut (const char *path)
{
  const char *argv[] = { self_exe, "other", path, NULL };
  g_autofree char *out = NULL;
  g_autofree char *err = NULL;
  g_autoptr(GError) error = NULL;
  int status = 0;

  g_assert_true (g_spawn_sync (NULL, (char **) argv, NULL, G_SPAWN_DEFAULT, NULL, NULL,
                               &out, &err, &status, &error));
  g_assert_no_error (error);
  if (!g_spawn_check_wait_status (status, &error))
    g_error ("the other Balut failed: %s\n%s", error->message, err);
  g_assert_true (g_str_has_prefix (out, "games "));
}

static int
other_main (const char *path)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(BalutStore) store = balut_store_open (path, &error);
  g_autoptr(GPtrArray) games = NULL;

  if (store != NULL)
    games = balut_store_list_games (store, &error);
  if (games == NULL)
    {
      fprintf (stderr, "%s\n", error->message);
      return 1;
    }
  printf ("games %u\n", games->len);
  return 0;
}

#ifdef G_OS_UNIX
/* SQLite's shared lock of a WAL connection (balut-store-recovery.c) */
#define SHARED_FIRST (0x40000000 + 2)
#define SHARED_SIZE 510

/* "held" when another process holds a lock where a WAL connection holds
 * its read lock for as long as it has the file open, else "free" */
static int
held_main (const char *path)
{
  struct flock lock = { 0, };
  int fd = g_open (path, O_RDONLY, 0);

  if (fd < 0)
    return 1;
  lock.l_type = F_WRLCK;
  lock.l_whence = SEEK_SET;
  lock.l_start = SHARED_FIRST;
  lock.l_len = SHARED_SIZE;
  if (fcntl (fd, F_GETLK, &lock) != 0)
    return 1;
  close (fd);
  printf ("%s\n", lock.l_type != F_UNLCK ? "held" : "free");
  return 0;
}

/* Whether, seen from another process, the file is held open */
static gboolean
held_elsewhere (const char *path)
{
  const char *argv[] = { self_exe, "held", path, NULL };
  g_autofree char *out = NULL;
  g_autoptr(GError) error = NULL;
  int status = 0;

  g_assert_true (g_spawn_sync (NULL, (char **) argv, NULL, G_SPAWN_STDERR_TO_DEV_NULL, NULL, NULL,
                               &out, NULL, &status, &error));
  g_assert_no_error (error);
  g_assert_true (g_spawn_check_wait_status (status, NULL));
  return g_str_equal (out, "held\n");
}
#endif

static void
assert_seen_elsewhere (const char *dir,
                       gint64      id,
                       gint64      gone)
{
  g_autoptr(GArray) ids = exported_ids (dir);

  g_assert_true (has_id (ids, id));
  if (gone > 0)
    g_assert_false (has_id (ids, gone));
  g_assert_true (high_scores_list (id));
}

/* A pad game recorded, undone, entered again, with the scores window's
 * reads between: each state seen by another process at once, while the
 * game's store (and the statistics' connection) stay open */
static void
test_undo_reentry (Fixture       *fixture,
                   gconstpointer  user_data)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *aside = NULL;
  g_autoptr(BalutStore) store = NULL;
  g_autoptr(BalutStore) reader = NULL;
  g_autoptr(BalutGame) earlier = pad_game (7101);
  g_autoptr(BalutGame) finished = pad_game (7102);
  g_autoptr(BalutGame) game = NULL;
  gint64 earlier_id, first_id, id;

  /* the game's store, as the application opens it */
  store = balut_store_open_or_recover (fixture->path, &aside, &error);
  g_assert_no_error (error);
  g_assert_null (aside);

  /* a game of an earlier evening; the scores window opened then */
  earlier_id = balut_store_add_game (store, earlier, BALUT_STORE_MODE_SCORING_PAD, NULL, &error);
  g_assert_no_error (error);
  read_as_scores_window (store);
  reader = read_statistics (fixture->path);
  assert_seen_elsewhere (fixture->dir, earlier_id, 0);
  /* another Balut comes and goes */
  other_balut (fixture->path);
  assert_seen_elsewhere (fixture->dir, earlier_id, 0);

  /* this game ends and is recorded */
  first_id = balut_store_add_game (store, finished, BALUT_STORE_MODE_SCORING_PAD, NULL, &error);
  g_assert_no_error (error);
  assert_seen_elsewhere (fixture->dir, first_id, 0);

  /* its last entry undone: the game goes from the store */
  game = undone (finished);
  g_assert_true (balut_store_delete_game (store, first_id, &error));
  g_assert_no_error (error);
  read_as_scores_window (store);
  other_balut (fixture->path);

  /* entered again: recorded again, while the statistics' connection is
   * open (the scores window was opened again) */
  g_clear_object (&reader);
  reader = read_statistics (fixture->path);
  enter_again (game, finished);
  id = balut_store_add_game (store, game, BALUT_STORE_MODE_SCORING_PAD, NULL, &error);
  g_assert_no_error (error);
  /* (SQLite may give it the id the undone game had) */
  read_as_scores_window (store);
  other_balut (fixture->path);

  assert_seen_elsewhere (fixture->dir, id, id == first_id ? 0 : first_id);
  assert_seen_elsewhere (fixture->dir, earlier_id, 0);
  {
    /* the export says it: assisted, scored on the pad */
    g_autoptr(GPtrArray) games = balut_store_list_games (store, &error);

    g_assert_no_error (error);
    g_assert_cmpuint (games->len, ==, 2);
  }
}

#ifdef G_OS_UNIX
/* The cause: the game's hold on the file (its WAL connection's read lock)
 * stays while the statistics' own connection opens, reads and closes,
 * and a read-only look (balut --high-scores) beside them takes nothing
 * from it either */
static void
test_hold_kept (Fixture       *fixture,
                gconstpointer  user_data)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(BalutStore) store = NULL;
  g_autoptr(BalutStore) reader = NULL;
  g_autoptr(BalutStore) look = NULL;
  g_autoptr(BalutGame) game = pad_game (7201);

  store = balut_store_open_or_recover (fixture->path, NULL, &error);
  g_assert_no_error (error);
  g_assert_true (held_elsewhere (fixture->path));
  balut_store_add_game (store, game, BALUT_STORE_MODE_SCORING_PAD, NULL, &error);
  g_assert_no_error (error);

  reader = read_statistics (fixture->path);
  g_assert_true (held_elsewhere (fixture->path));
  look = balut_store_open_read_only (fixture->path, &error);
  g_assert_no_error (error);
  g_clear_object (&look);
  g_assert_true (held_elsewhere (fixture->path));
  g_clear_object (&reader);
  g_assert_true (held_elsewhere (fixture->path));

  /* and let go when the game quits */
  g_clear_object (&store);
  g_assert_false (held_elsewhere (fixture->path));
}
#endif

int
main (int   argc,
      char *argv[])
{
  int status;

  if (argc == 3 && g_str_equal (argv[1], "other"))
    return other_main (argv[2]);
#ifdef G_OS_UNIX
  if (argc == 3 && g_str_equal (argv[1], "held"))
    return held_main (argv[2]);
#endif

  g_test_init (&argc, &argv, NULL);
  self_exe = g_canonicalize_filename (argv[0], NULL);
  data_dir = balut_test_make_tmp_dir ("balut-visible-XXXXXX");
  g_setenv ("BALUT_DATA_DIR", data_dir, TRUE);

  g_test_add ("/storage/visible/pad-undo-reentry", Fixture, NULL,
              fixture_set_up, test_undo_reentry, fixture_tear_down);
#ifdef G_OS_UNIX
  g_test_add ("/storage/visible/hold-kept", Fixture, NULL,
              fixture_set_up, test_hold_kept, fixture_tear_down);
#endif

  status = g_test_run ();
  if (g_file_test (data_dir, G_FILE_TEST_IS_DIR))
    balut_test_remove_tree (data_dir);
  g_free (data_dir);
  g_free (self_exe);
  return status;
}
