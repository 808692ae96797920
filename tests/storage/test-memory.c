/* test-memory.c — 200 complete games in one process, and no growth
 *
 * SPDX-FileCopyrightText: 2026 The Balut developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A long session plays game after game: each played to the end (R3) by
 * the simple player's random choices, written as a record and read back,
 * reported as `balut --verify` does, recorded in the store and its high
 * scores, statistics and history read. Whatever a game takes is given
 * back: the resident memory after game 200 is that after game 20, within
 * a margin for the store's page cache and the allocator. (Leaks are
 * LeakSanitizer's; this finds memory held, not lost: caches that grow,
 * lists that are never emptied.) Linux only (/proc/self/statm); the
 * meson test turns AddressSanitizer's quarantine off, which would hold
 * freed memory.
 */

#include "config.h"

#include <stdio.h>
#ifdef __GLIBC__
#include <malloc.h>
#endif

#include "balut-record.h"
#include "balut-report.h"
#include "store-test-util.h"

#define N_GAMES 200
#define FIRST_MEASURE 20
/* then 100 more games, once SQLite's page cache is full */
#define N_MORE 100
/* SQLite's page cache fills up to its bound (2,000 KiB, SQLite's
 * default) as the file grows; beyond it, the allocator's slack (more
 * under AddressSanitizer, whose allocator keeps its own metadata) */
#define PAGE_CACHE_KB 2000
#define MARGIN_KB 1024

static long
resident_kb (void)
{
#ifdef __linux__
  long pages = 0, resident = 0;
  FILE *f = fopen ("/proc/self/statm", "r");

  if (f == NULL)
    return -1;
  if (fscanf (f, "%ld %ld", &pages, &resident) != 2)
    resident = -1;
  fclose (f);
#ifdef __GLIBC__
  malloc_trim (0);
#endif
  /* statm counts pages of 4 KiB */
  return resident < 0 ? -1 : resident * 4;
#else
  return -1;
#endif
}

static void
play_one (BalutStore *store,
          guint       i)
{
  static const char * const names[] = { "Ana", "Bo", "Cai", "Dee" };
  g_autoptr(BalutGame) game = balut_game_new (i % BALUT_N_VARIANTS, 1000 + i);
  g_autoptr(BalutGame) again = NULL;
  g_autoptr(GRand) choices = g_rand_new_with_seed (i);
  g_autoptr(GError) error = NULL;
  g_autoptr(GPtrArray) scores = NULL;
  g_autoptr(GPtrArray) games = NULL;
  g_autoptr(BalutPlayerStats) stats = NULL;
  g_autoptr(JsonNode) json = NULL;
  g_autofree char *text = NULL;
  g_autofree char *report = NULL;
  guint n_players = 1 + i % 4;

  for (guint p = 0; p < n_players; p++)
    balut_test_add_player (game, names[p], p % 2 ? BALUT_PLAYER_COMPUTER : BALUT_PLAYER_HUMAN);
  while (!balut_game_is_finished (game))
    balut_test_random_turn (game, choices);

  text = balut_record_to_data (game, NULL);
  again = balut_record_load_data (text, -1, &error);
  g_assert_no_error (error);
  report = balut_report_to_text (again);
  json = balut_report_to_json (again);
  g_assert_nonnull (report);

  g_assert_cmpint (balut_store_add_game (store, game, BALUT_STORE_MODE_DIGITAL, NULL, &error), >, 0);
  g_assert_no_error (error);
  scores = balut_store_list_high_scores (store, i % BALUT_N_VARIANTS, BALUT_STORE_MODE_DIGITAL, 10, &error);
  g_assert_no_error (error);
  stats = balut_store_load_player_stats (store, i % BALUT_N_VARIANTS, "Ana", &error);
  g_assert_no_error (error);
  /* the history grows with the games: read it only now and then */
  if (i % 50 == 0)
    {
      games = balut_store_list_games (store, &error);
      g_assert_no_error (error);
    }
}

static void
test_no_growth (void)
{
  g_autofree char *dir = balut_test_make_tmp_dir ("balut-memory-XXXXXX");
  g_autofree char *path = g_build_filename (dir, "balut.db", NULL);
  g_autoptr(BalutStore) store = store_test_open (path);
  long at_first = -1, at_last, at_more;

  if (resident_kb () < 0)
    {
      g_test_skip ("no /proc/self/statm here");
      return;
    }

  for (guint i = 1; i <= N_GAMES; i++)
    {
      play_one (store, i);
      if (i == FIRST_MEASURE)
        at_first = resident_kb ();
    }
  at_last = resident_kb ();
  for (guint i = N_GAMES + 1; i <= N_GAMES + N_MORE; i++)
    play_one (store, i);
  at_more = resident_kb ();

  g_test_message ("resident after game %u: %ld KB; after game %u: %ld KB (%+ld KB); after game %u: %ld KB (%+ld KB)",
                  FIRST_MEASURE, at_first, N_GAMES, at_last, at_last - at_first,
                  N_GAMES + N_MORE, at_more, at_more - at_last);
  /* game 20 to 200: no more than the page cache filling up */
  g_assert_cmpint (at_last - at_first, <=, PAGE_CACHE_KB + MARGIN_KB);
  /* and then nothing: the cache is full, and a game leaves nothing
   * behind but the allocator's slack (games 200 to 300 measured at
   * 204–252 KB with schema 4, 232–284 KB with schema 5's Belote tables,
   * ten runs each: a third of the margin, not a quarter) */
  g_assert_cmpint (at_more - at_last, <=, MARGIN_KB / 3);

  g_clear_object (&store);
  balut_test_remove_tree (dir);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/balut/store/memory/200-games-no-growth", test_no_growth);
  return g_test_run ();
}
