/* test-store-processes.c — several Balut processes on one database:
 * concurrent writers, and writers killed (SIGKILL) at random moments
 *
 * SPDX-FileCopyrightText: 2026 The Balut developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The writers are this program run again as
 *   test-store-processes writer DB SEED N FIRST [hold]   games FIRST … FIRST + N - 1
 *                                                      (N = 0: until killed)
 * It plays a pool of games first, prints "ready", waits for a line on
 * its standard input when N > 0 (so that two writers start together),
 * opens the store (creating it), then records games and prints
 * "ID N" for each, flushed, only once add_game() — its COMMIT —
 * has returned. With "hold", it then prints "held" and keeps the store
 * open until its standard input ends.
 *
 *   test-store-processes reader DB
 * opens the store and prints what it found (for a read-only mount).
 */

#include <glib/gstdio.h>
#include <signal.h>
#include <stdio.h>
#include <string.h>

#include "store-test-util.h"

#include "balut-store-private.h"

#include "balut-record.h"

#define POOL_SIZE 6
#define N_CONCURRENT 200
#define N_KILLS 50

static char *self_exe;

static const StoreTestSeat pool_seats[] = {
  { "Maria", BALUT_PLAYER_HUMAN },
  { "Computer", BALUT_PLAYER_COMPUTER },
  { "Jens", BALUT_PLAYER_HUMAN },
};

/* Game @index of the pool of @seed: the writer and the test make the
 * same games; the odd ones scored on the pad. */
static BalutGame *
pool_game (guint64 seed,
           guint   index)
{
  g_autoptr(BalutGame) game = store_test_play_game (index % BALUT_N_VARIANTS, seed * 100 + index,
                                                    1 + index % 3, pool_seats);

  return index % 2 ? balut_test_pad_copy (game) : g_steal_pointer (&game);
}

/* The @n-th game a writer adds: game n % POOL_SIZE of the pool, its first
 * player called "Maria n" — each one another game, as a store records
 * a game only once (the same record, to the byte, is the same game) */
static BalutGame *
numbered_game (BalutGame *base,
               guint      n)
{
  g_autofree char *record = balut_record_to_data (base, NULL);
  g_autofree char *name = g_strdup_printf ("\"name\":\"Maria %u\"", n);
  g_autoptr(GString) text = g_string_new (record);
  g_autoptr(GError) error = NULL;
  BalutGame *game;

  g_assert_cmpuint (g_string_replace (text, "\"name\":\"Maria\"", name, 1), ==, 1);
  game = balut_record_load_data (text->str, -1, &error);
  g_assert_no_error (error);
  return game;
}

/* ------------------------------------------------------------------ */
/* The writer                                                          */
/* ------------------------------------------------------------------ */

static int
writer_main (int   argc,
             char *argv[])
{
  g_autoptr(BalutStore) store = NULL;
  g_autoptr(GError) error = NULL;
  BalutGame *pool[POOL_SIZE];
  guint64 seed;
  guint n, first;

  if (argc != 6 && !(argc == 7 && g_str_equal (argv[6], "hold")))
    {
      fprintf (stderr, "usage: %s writer DB SEED N FIRST [hold]\n", argv[0]);
      return 2;
    }
  seed = g_ascii_strtoull (argv[3], NULL, 10);
  n = (guint) g_ascii_strtoull (argv[4], NULL, 10);
  first = (guint) g_ascii_strtoull (argv[5], NULL, 10);

  for (guint i = 0; i < POOL_SIZE; i++)
    pool[i] = pool_game (seed, i);

  printf ("ready\n");
  fflush (stdout);
  if (n > 0)
    {
      char line[16];

      if (fgets (line, sizeof line, stdin) == NULL)
        return 1;
    }

  /* opened only now: two writers create (or migrate) the file at once,
   * and a kill may come while it is made */
  store = balut_store_open (argv[2], &error);
  if (store == NULL)
    {
      fprintf (stderr, "writer: %s\n", error->message);
      return 1;
    }

  /* games FIRST, FIRST + 1 …: a writer started again goes on with others */
  for (guint i = first; n == 0 || i < first + n; i++)
    {
      g_autoptr(GDateTime) date = g_date_time_new_from_unix_local (1700000000 + i);
      g_autoptr(BalutGame) game = numbered_game (pool[i % POOL_SIZE], i);
      gint64 id = balut_store_add_game (store, game, balut_store_mode_for_game (game), date, &error);

      if (id <= 0)
        {
          fprintf (stderr, "writer: %s\n", error->message);
          return 1;
        }
      printf ("%" G_GINT64_FORMAT " %u\n", id, i);
      fflush (stdout);
    }

  if (argc == 7)
    {
      char line[16];

      printf ("held\n");
      fflush (stdout);
      while (fgets (line, sizeof line, stdin) != NULL)
        ;
    }

  for (guint i = 0; i < POOL_SIZE; i++)
    g_object_unref (pool[i]);
  return 0;
}

/* ------------------------------------------------------------------ */
/* The reader                                                          */
/* ------------------------------------------------------------------ */

/* Prints "error CODE", or "read-only 0|1", "games N", "notice TEXT" and
 * "add CODE" (the error of recording a game, -1 for none) */
static int
reader_main (int   argc,
             char *argv[])
{
  g_autoptr(BalutStore) store = NULL;
  g_autoptr(BalutGame) game = NULL;
  g_autoptr(GPtrArray) games = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *notice = NULL;

  if (argc != 3)
    {
      fprintf (stderr, "usage: %s reader DB\n", argv[0]);
      return 2;
    }

  store = balut_store_open (argv[2], &error);
  if (store == NULL)
    {
      printf ("error %d\n", error->code);
      fprintf (stderr, "reader: %s\n", error->message);
      return 0;
    }
  printf ("read-only %d\n", balut_store_is_read_only (store));
  games = balut_store_list_games (store, &error);
  if (games == NULL)
    {
      printf ("error %d\n", error->code);
      fprintf (stderr, "reader: %s\n", error->message);
      return 0;
    }
  printf ("games %u\n", games->len);
  notice = balut_store_dup_read_only_notice (store);
  printf ("notice %s\n", notice != NULL ? notice : "");

  game = pool_game (1, 0);
  if (balut_store_add_game (store, game, balut_store_mode_for_game (game), NULL, &error) > 0)
    printf ("add -1\n");
  else
    printf ("add %d\n", error->code);
  return 0;
}

/* ------------------------------------------------------------------ */
/* The tests                                                           */
/* ------------------------------------------------------------------ */

typedef struct
{
  GSubprocess      *process;
  GDataInputStream *out;
  GOutputStream    *in;
} Writer;

static void
writer_start (Writer     *w,
              const char *db,
              guint64     seed,
              guint       n,
              guint       first,
              gboolean    hold)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *seed_arg = g_strdup_printf ("%" G_GUINT64_FORMAT, seed);
  g_autofree char *n_arg = g_strdup_printf ("%u", n);
  g_autofree char *first_arg = g_strdup_printf ("%u", first);
  g_autofree char *line = NULL;

  w->process = g_subprocess_new (G_SUBPROCESS_FLAGS_STDOUT_PIPE | G_SUBPROCESS_FLAGS_STDIN_PIPE, &error,
                                 self_exe, "writer", db, seed_arg, n_arg, first_arg, hold ? "hold" : NULL, NULL);
  g_assert_no_error (error);
  w->out = g_data_input_stream_new (g_subprocess_get_stdout_pipe (w->process));
  w->in = g_subprocess_get_stdin_pipe (w->process);

  line = g_data_input_stream_read_line_utf8 (w->out, NULL, NULL, &error);
  g_assert_no_error (error);
  g_assert_cmpstr (line, ==, "ready");
}

/* Reads one "ID INDEX" line; FALSE at the end of the output. */
static gboolean
writer_read_line (Writer     *w,
                  GHashTable *committed)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *line = g_data_input_stream_read_line_utf8 (w->out, NULL, NULL, &error);
  gint64 id;
  guint index;

  g_assert_no_error (error);
  if (line == NULL)
    return FALSE;
  g_assert_cmpint (sscanf (line, "%" G_GINT64_FORMAT " %u", &id, &index), ==, 2);
  /* an id reported again is the same game added again (a writer started
   * anew after a kill adds its games from the first): recorded once */
  if (g_hash_table_contains (committed, &id))
    g_assert_cmpuint (GPOINTER_TO_UINT (g_hash_table_lookup (committed, &id)), ==, index);
  else
    g_hash_table_insert (committed, g_memdup2 (&id, sizeof id), GUINT_TO_POINTER (index));
  return TRUE;
}

/* Reads "ID INDEX" lines up to the end of the output. */
static void
writer_read_all (Writer     *w,
                 GHashTable *committed)
{
  while (writer_read_line (w, committed))
    ;
}

static void
writer_clear (Writer *w)
{
  g_clear_object (&w->out);
  g_clear_object (&w->process);
}

/* Every game reported committed is there, with its whole record. */
static void
assert_committed (const char *db,
                  GHashTable *committed,
                  guint64    *seeds,
                  guint       n_seeds)
{
  g_autoptr(BalutStore) store = store_test_open (db);
  g_autoptr(GPtrArray) pools = g_ptr_array_new_with_free_func (g_object_unref);
  g_autofree char *integrity = store_test_integrity (db);
  GHashTableIter iter;
  gpointer key, value;

  g_assert_cmpstr (integrity, ==, "ok");

  for (guint s = 0; s < n_seeds; s++)
    for (guint i = 0; i < POOL_SIZE; i++)
      g_ptr_array_add (pools, pool_game (seeds[s], i));

  g_hash_table_iter_init (&iter, committed);
  while (g_hash_table_iter_next (&iter, &key, &value))
    {
      g_autoptr(GError) error = NULL;
      g_autofree char *record = balut_store_load_record (store, *(gint64 *) key, &error);
      gboolean found = FALSE;

      g_assert_no_error (error);
      g_assert_nonnull (record);
      for (guint s = 0; s < n_seeds && !found; s++)
        {
          guint n = GPOINTER_TO_UINT (value);
          g_autoptr(BalutGame) game = numbered_game (g_ptr_array_index (pools, s * POOL_SIZE + n % POOL_SIZE), n);
          g_autofree char *expected = balut_record_to_data (game, NULL);

          found = g_strcmp0 (record, expected) == 0;
        }
      g_assert_true (found);
    }
}

/* Two processes record 200 games each, at the same time: 400 games,
 * none lost, the file intact. */
static void
test_two_writers (void)
{
  g_autofree char *dir = balut_test_make_tmp_dir ("balut-store-XXXXXX");
  g_autofree char *db = g_build_filename (dir, "balut.db", NULL);
  g_autoptr(GHashTable) committed = g_hash_table_new_full (g_int64_hash, g_int64_equal, g_free, NULL);
  g_autoptr(GHashTable) first = g_hash_table_new_full (g_int64_hash, g_int64_equal, g_free, NULL);
  guint64 seeds[] = { 11, 12 };
  Writer w[2] = { { NULL, }, };
  gint64 start, elapsed;
  sqlite3 *sq;

  /* both create the database at once, then write */
  for (guint i = 0; i < 2; i++)
    writer_start (&w[i], db, seeds[i], N_CONCURRENT, 0, FALSE);

  start = g_get_monotonic_time ();
  for (guint i = 0; i < 2; i++)
    {
      g_autoptr(GError) error = NULL;

      g_assert_true (g_output_stream_write_all (w[i].in, "go\n", 3, NULL, NULL, &error));
      g_assert_no_error (error);
      g_output_stream_flush (w[i].in, NULL, NULL);
    }
  writer_read_all (&w[0], first);
  writer_read_all (&w[1], committed);
  for (guint i = 0; i < 2; i++)
    {
      g_autoptr(GError) error = NULL;

      g_assert_true (g_subprocess_wait_check (w[i].process, NULL, &error));
      g_assert_no_error (error);
    }
  elapsed = g_get_monotonic_time () - start;
  g_test_message ("400 games by 2 processes in %.2f s (%.1f ms a game)",
                  elapsed / 1e6, elapsed / 1e3 / (2 * N_CONCURRENT));

  g_assert_cmpuint (g_hash_table_size (first), ==, N_CONCURRENT);
  g_assert_cmpuint (g_hash_table_size (committed), ==, N_CONCURRENT);
  {
    GHashTableIter iter;
    gpointer key, value;

    g_hash_table_iter_init (&iter, first);
    while (g_hash_table_iter_next (&iter, &key, &value))
      {
        g_assert_false (g_hash_table_contains (committed, key));
        g_hash_table_insert (committed, g_memdup2 (key, sizeof (gint64)), value);
      }
  }
  g_assert_cmpuint (g_hash_table_size (committed), ==, 2 * N_CONCURRENT);

  sq = store_test_sqlite_open (db);
  g_assert_cmpint (store_test_sqlite_int (sq, "SELECT count(*) FROM games"), ==, 2 * N_CONCURRENT);
  g_assert_cmpint (store_test_sqlite_int (sq, "SELECT count(*) FROM games AS g WHERE NOT EXISTS "
                                              "(SELECT 1 FROM players AS p WHERE p.game_id = g.id)"), ==, 0);
  {
    guint switches = 0;
    gboolean last = FALSE;

    for (gint64 id = 1; id <= 2 * N_CONCURRENT; id++)
      {
        gboolean mine = g_hash_table_contains (first, &id);

        switches += id > 1 && mine != last;
        last = mine;
      }
    g_test_message ("the writers took turns %u times", switches);
  }
  sqlite3_close (sq);

  assert_committed (db, committed, seeds, G_N_ELEMENTS (seeds));

  for (guint i = 0; i < 2; i++)
    writer_clear (&w[i]);
  balut_test_remove_tree (dir);
}

/* A writer killed (SIGKILL) at a random moment, 50 times (the moments
 * from a fixed seed): the file stays intact after each kill and keeps
 * every game that was reported committed. */
static void
test_killed_writer (void)
{
  g_autofree char *dir = balut_test_make_tmp_dir ("balut-store-XXXXXX");
  g_autofree char *db = g_build_filename (dir, "balut.db", NULL);
  g_autoptr(GHashTable) committed = g_hash_table_new_full (g_int64_hash, g_int64_equal, g_free, NULL);
  g_autoptr(GRand) rand = g_rand_new_with_seed (5050);
  guint64 seeds[] = { 21 };
  guint n_before_commit = 0;
  guint n_late = 0;

  for (guint round = 0; round < N_KILLS; round++)
    {
      Writer w = { NULL, };
      guint before = g_hash_table_size (committed);
      /* one kill in five at any moment from the start (the file may be
       * in the making); the others once a game was committed, at a
       * random moment of the loop that follows */
      gboolean early = g_rand_int_range (rand, 0, 5) == 0;
      gulong delay = (gulong) g_rand_int_range (rand, 0, early ? 60 : 30) * 1000;

      /* each start with games of its own (one added again after a kill
       * is recorded once: writer_read_line) */
      writer_start (&w, db, seeds[0], 0, round * 1000, FALSE);
      if (!early)
        {
          writer_read_line (&w, committed);
          n_late++;
        }
      g_usleep (delay);
      g_subprocess_force_exit (w.process);
      writer_read_all (&w, committed);
      g_assert_true (g_subprocess_wait (w.process, NULL, NULL));
      g_assert_true (g_subprocess_get_if_signaled (w.process));
      g_assert_cmpint (g_subprocess_get_term_sig (w.process), ==, SIGKILL);
      writer_clear (&w);

      if (g_hash_table_size (committed) == before)
        n_before_commit++;

      /* intact after each kill */
      {
        g_autofree char *integrity = store_test_integrity (db);

        g_assert_cmpstr (integrity, ==, "ok");
      }
    }

  g_test_message ("%u games reported committed over %d kills (%u kills before any commit)",
                  g_hash_table_size (committed), N_KILLS, n_before_commit);
  /* every late kill came after a game of its own was committed (how many
   * more a writer commits before its kill depends on the machine's load,
   * so it is not asserted) */
  g_assert_cmpuint (n_late, >, 0);
  g_assert_cmpuint (g_hash_table_size (committed), >=, n_late);
  assert_committed (db, committed, seeds, G_N_ELEMENTS (seeds));

  balut_test_remove_tree (dir);
}

static gboolean
open_ran_full_check (const char *db)
{
  guint before = balut_store_get_n_full_checks ();
  g_autoptr(BalutStore) store = store_test_open (db);
  g_autoptr(GPtrArray) games = NULL;
  g_autoptr(GError) error = NULL;

  games = balut_store_list_games (store, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (games->len, ==, 3);
  return balut_store_get_n_full_checks () > before;
}

/* Another Balut that has the store open: its log is no sign of a crash,
 * and the open runs no full check. Once it is killed, the log it left
 * is, and the next open checks the file, once. */
static void
test_full_check_after_crash_only (void)
{
  g_autofree char *dir = balut_test_make_tmp_dir ("balut-store-XXXXXX");
  g_autofree char *db = g_build_filename (dir, "balut.db", NULL);
  g_autofree char *wal = g_strconcat (db, "-wal", NULL);
  g_autoptr(GHashTable) committed = g_hash_table_new_full (g_int64_hash, g_int64_equal, g_free, NULL);
  g_autoptr(GError) error = NULL;
  g_autofree char *line = NULL;
  Writer w = { NULL, };
  GStatBuf st;

  g_object_unref (store_test_open (db));   /* made, and closed cleanly */

  writer_start (&w, db, 31, 3, 0, TRUE);
  g_assert_true (g_output_stream_write_all (w.in, "go\n", 3, NULL, NULL, &error));
  g_assert_no_error (error);
  g_output_stream_flush (w.in, NULL, NULL);
  for (guint i = 0; i < 3; i++)
    g_assert_true (writer_read_line (&w, committed));
  line = g_data_input_stream_read_line_utf8 (w.out, NULL, NULL, &error);
  g_assert_no_error (error);
  g_assert_cmpstr (line, ==, "held");
  g_assert_cmpint (g_stat (wal, &st), ==, 0);
  g_assert_cmpint (st.st_size, >, 0);

  g_assert_false (open_ran_full_check (db));

  g_subprocess_force_exit (w.process);
  g_assert_true (g_subprocess_wait (w.process, NULL, NULL));
  g_assert_true (g_subprocess_get_if_signaled (w.process));
  writer_clear (&w);
  g_assert_cmpint (g_stat (wal, &st), ==, 0);
  g_assert_cmpint (st.st_size, >, 0);

  g_assert_true (open_ran_full_check (db));
  g_assert_false (open_ran_full_check (db));

  balut_test_remove_tree (dir);
}


/* Runs the reader on @db with @db's folder mounted read-only, in a mount
 * namespace of its own (unshare -rm needs no privileges where user
 * namespaces are allowed; the mount stops root too). Its output, or
 * NULL with @why_not. */
static char *
read_on_read_only_mount (const char  *db,
                         char       **why_not)
{
  static const char script[] = "mount -o bind,ro \"$0\" \"$0\" && exec \"$1\" reader \"$2\"";
  g_autofree char *dir = g_path_get_dirname (db);
  g_autoptr(GSubprocess) process = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *out = NULL;
  g_autofree char *err = NULL;

  process = g_subprocess_new (G_SUBPROCESS_FLAGS_STDOUT_PIPE | G_SUBPROCESS_FLAGS_STDERR_PIPE, &error,
                              "unshare", "-rm", "sh", "-c", script, dir, self_exe, db, NULL);
  if (process == NULL)
    {
      *why_not = g_strdup_printf ("no unshare: %s", error->message);
      return NULL;
    }
  g_subprocess_communicate_utf8 (process, NULL, NULL, &out, &err, &error);
  g_assert_no_error (error);
  if (!g_subprocess_get_if_exited (process) || g_subprocess_get_exit_status (process) != 0
      || out == NULL || *out == '\0')
    {
      *why_not = g_strdup_printf ("cannot mount a folder read-only here: %s", err != NULL ? err : "");
      return NULL;
    }
  if (err != NULL && *err != '\0')
    g_test_message ("%s", err);
  return g_steal_pointer (&out);
}

/* A store on a read-only medium, for real: the file alone (closed
 * cleanly), and the file with the log and index a killed Balut left
 * (3 games in the log): read-only, every game there, "read-only", a
 * game refused (BALUT_STORE_ERROR_READ_ONLY). A log without its index
 * cannot be read there: BALUT_STORE_ERROR_READ_ONLY, not "newer". The
 * files are never changed. */
static void
test_read_only_mount (void)
{
  g_autofree char *dir = balut_test_make_tmp_dir ("balut-store-XXXXXX");
  g_autofree char *clean_dir = g_build_filename (dir, "clean", NULL);
  g_autofree char *clean = g_build_filename (clean_dir, "balut.db", NULL);
  g_autofree char *killed_dir = g_build_filename (dir, "killed", NULL);
  g_autofree char *killed = g_build_filename (killed_dir, "balut.db", NULL);
  g_autofree char *killed_shm = g_strconcat (killed, "-shm", NULL);
  g_autofree char *expected = NULL;
  g_autofree char *why_not = NULL;
  g_autofree char *out = NULL;
  g_autoptr(GHashTable) committed = g_hash_table_new_full (g_int64_hash, g_int64_equal, g_free, NULL);
  g_auto(GStrv) before = NULL;
  g_auto(GStrv) after = NULL;

  {
    g_autoptr(BalutStore) store = store_test_open (clean);

    for (guint i = 0; i < 3; i++)
      {
        g_autoptr(BalutGame) game = pool_game (41, i);

        store_test_add (store, game, balut_store_mode_for_game (game), NULL);
      }
  }
  before = balut_test_list_dir (clean_dir);
  out = read_on_read_only_mount (clean, &why_not);
  if (out == NULL)
    {
      g_test_skip (why_not);
      balut_test_remove_tree (dir);
      return;
    }
  expected = g_strdup_printf ("read-only 1\ngames 3\nnotice The scores database “%s” is read-only. "
                              "It is shown as it is, but new games cannot be added to it.\nadd %d\n",
                              clean, BALUT_STORE_ERROR_READ_ONLY);
  g_assert_cmpstr (out, ==, expected);
  after = balut_test_list_dir (clean_dir);
  g_assert_cmpstrv (after, before);
  g_clear_pointer (&out, g_free);
  g_clear_pointer (&expected, g_free);

  {
    Writer w = { NULL, };
    g_autoptr(GError) error = NULL;
    g_autofree char *line = NULL;

    writer_start (&w, killed, 42, 3, 0, TRUE);
    g_assert_true (g_output_stream_write_all (w.in, "go\n", 3, NULL, NULL, &error));
    g_assert_no_error (error);
    g_output_stream_flush (w.in, NULL, NULL);
    for (guint i = 0; i < 3; i++)
      g_assert_true (writer_read_line (&w, committed));
    line = g_data_input_stream_read_line_utf8 (w.out, NULL, NULL, &error);
    g_assert_cmpstr (line, ==, "held");
    g_subprocess_force_exit (w.process);
    g_assert_true (g_subprocess_wait (w.process, NULL, NULL));
    writer_clear (&w);
  }
  {
    g_autoptr(GBytes) main_bytes = store_test_read_file (killed);
    g_autofree char *wal = g_strconcat (killed, "-wal", NULL);
    g_autoptr(GBytes) wal_bytes = store_test_read_file (wal);

    out = read_on_read_only_mount (killed, &why_not);
    g_assert_nonnull (out);
    expected = g_strdup_printf ("read-only 1\ngames 3\nnotice The scores database “%s” is read-only. "
                                "It is shown as it is, but new games cannot be added to it.\nadd %d\n",
                                killed, BALUT_STORE_ERROR_READ_ONLY);
    g_assert_cmpstr (out, ==, expected);
    g_clear_pointer (&out, g_free);

    g_assert_cmpint (g_remove (killed_shm), ==, 0);
    out = read_on_read_only_mount (killed, &why_not);
    g_assert_nonnull (out);
    g_clear_pointer (&expected, g_free);
    expected = g_strdup_printf ("error %d\n", BALUT_STORE_ERROR_READ_ONLY);
    g_assert_cmpstr (out, ==, expected);

    store_test_assert_file (killed, main_bytes);
    store_test_assert_file (wal, wal_bytes);
  }

  balut_test_remove_tree (dir);
}

int
main (int   argc,
      char *argv[])
{
  int status;

  if (argc >= 2 && g_str_equal (argv[1], "writer"))
    return writer_main (argc, argv);
  if (argc >= 2 && g_str_equal (argv[1], "reader"))
    return reader_main (argc, argv);

  g_test_init (&argc, &argv, NULL);
  g_test_set_nonfatal_assertions ();
  self_exe = g_canonicalize_filename (argv[0], NULL);

  g_test_add_func ("/balut/store/processes/two-writers-200-games-each", test_two_writers);
  g_test_add_func ("/balut/store/processes/sigkill-50-times", test_killed_writer);
  g_test_add_func ("/balut/store/processes/full-check-after-crash-only", test_full_check_after_crash_only);
  g_test_add_func ("/balut/store/processes/read-only-mount", test_read_only_mount);

  status = g_test_run ();
  g_free (self_exe);
  return status;
}
