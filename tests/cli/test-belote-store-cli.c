/* test-belote-store-cli.c — `balut --high-scores` and `--export-history`
 * with Belote's matches in the store (issue 28): Balut's part of the
 * output unchanged, Belote's after it only when there are matches
 *
 * SPDX-FileCopyrightText: 2026 The Balut developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <string.h>
#include <json-glib/json-glib.h>

#include "belote-record.h"
#include "belote-store.h"
#include "belote-test-matches.h"
#include "store-test-util.h"

typedef struct
{
  char *dir;
  char *path;
} Fixture;

static void
fixture_set_up (Fixture       *f,
                gconstpointer  data)
{
  f->dir = balut_test_make_tmp_dir ("belote-cli-XXXXXX");
  f->path = g_build_filename (f->dir, "balut.db", NULL);
  g_setenv ("BALUT_DATA_DIR", f->dir, TRUE);
}

static void
fixture_tear_down (Fixture       *f,
                   gconstpointer  data)
{
  g_unsetenv ("BALUT_DATA_DIR");
  balut_test_remove_tree (f->dir);
  g_free (f->dir);
  g_free (f->path);
}

#define ADD_TEST(path, func) \
  g_test_add (path, Fixture, NULL, fixture_set_up, func, fixture_tear_down)

static const StoreTestSeat maria_and_computer[] = {
  { "Maria", BALUT_PLAYER_HUMAN },
  { "Computer", BALUT_PLAYER_COMPUTER },
};

/* Balut's games: two standard, one Olathe */
static void
add_balut_games (const char *path)
{
  g_autoptr(BalutStore) store = store_test_open (path);

  for (guint i = 0; i < 3; i++)
    {
      g_autoptr(BalutGame) game = store_test_play_game (i == 2 ? BALUT_VARIANT_OLATHE : BALUT_VARIANT_STANDARD,
                                                        70 + i, 2, maria_and_computer);
      g_autoptr(GDateTime) date = g_date_time_new_from_unix_local (1700000000 + i * 600);

      store_test_add (store, game, BALUT_STORE_MODE_DIGITAL, date);
    }
}

/* Two pad matches to 301 (family rules), worked out by hand:
 * 1. Ana & Ben against Carl & Dora: Ana takes, 100 (made, 100–62);
 *    Carl takes, 60 (dedans: 162 to Ana & Ben); Ben takes, capot (252):
 *    514–62, won by Ana & Ben by 452 (B15, B23, B25)
 * 2. Les Bleus against Les Rouges, seats not named: Les Rouges take,
 *    capot (0–252), then take 100 (made, 62–100): 62–352, won by
 *    Les Rouges by 290 */
static void
add_belote_matches (const char *path)
{
  static const BeloteTestDeal first[] = {
    { 0, 0, 100, BELOTE_NO_TEAM },
    { 1, 1, 60, BELOTE_NO_TEAM },
    { 0, 2, 0, 0 },
  };
  static const BeloteTestDeal second[] = {
    { 1, BELOTE_NO_SEAT, 0, 1 },
    { 1, BELOTE_NO_SEAT, 100, BELOTE_NO_TEAM },
  };
  static const char * const names[] = { "Ana", "Carl", "Ben", "Dora" };
  g_autoptr(BalutStore) store = store_test_open (path);
  g_autoptr(BeloteMatch) a = belote_test_pad_match (301, names, NULL, NULL, first, G_N_ELEMENTS (first));
  g_autoptr(BeloteMatch) b = belote_test_pad_match (301, NULL, "Les Bleus", "Les Rouges",
                                                    second, G_N_ELEMENTS (second));
  g_autoptr(GDateTime) date_a = g_date_time_new_from_unix_local (1800000000);
  g_autoptr(GDateTime) date_b = g_date_time_new_from_unix_local (1800003600);
  g_autoptr(GError) error = NULL;

  g_assert_cmpint (balut_store_add_belote_match (store, a, date_a, &error), ==, 1);
  g_assert_cmpint (balut_store_add_belote_match (store, b, date_b, &error), ==, 2);
  g_assert_no_error (error);
}

static char *
run_ok (const char *first,
        ...)
{
  BalutTestRun run = { 0, };
  const char *args[6] = { NULL, };
  va_list ap;
  guint n = 0;

  va_start (ap, first);
  for (const char *a = first; a != NULL && n < G_N_ELEMENTS (args) - 1; a = va_arg (ap, const char *))
    args[n++] = a;
  va_end (ap);

  balut_test_run_balut (&run, args[0], args[1], args[2], args[3], args[4], NULL);
  if (run.status != 0)
    g_test_message ("%s", run.err);
  g_assert_cmpint (run.status, ==, 0);
  balut_test_assert_printable ("output", run.out);
  {
    char *out = g_steal_pointer (&run.out);

    balut_test_run_clear (&run);
    return out;
  }
}

/* The text: Balut's tables, then, once there are matches, the same
 * tables followed by Belote's (names most matches first; the biggest
 * leads); --variant: Balut's only. */
static void
test_high_scores_text (Fixture       *f,
                       gconstpointer  data)
{
  g_autofree char *balut_only = NULL;
  g_autofree char *both = NULL;
  g_autofree char *variant = NULL;
  g_autofree char *variant_before = NULL;
  const char *belote;

  add_balut_games (f->path);
  balut_only = run_ok ("--high-scores", NULL);
  variant_before = run_ok ("--high-scores", "--variant", "standard", NULL);
  g_assert_null (strstr (balut_only, "Belote"));

  add_belote_matches (f->path);
  both = run_ok ("--high-scores", NULL);
  g_test_message ("%s", both);
  g_assert_true (g_str_has_prefix (both, balut_only));
  belote = both + strlen (balut_only);
  g_assert_true (g_str_has_prefix (belote, "\nBelote — matches\n"
                                           "  Matches  Won  Lost  Taken  Dedans  Capots  Name\n"));
  /* Ana: 1 match won, took 1 deal, made; Les Rouges took 2, capot 1 */
  g_assert_nonnull (strstr (belote, "\n        1    1     0      1      0%       1  Ana\n"));
  g_assert_nonnull (strstr (belote, "\n        1    0     1      1    100%       0  Carl\n"));
  g_assert_nonnull (strstr (belote, "\n        1    0     1      0       –       0  Les Bleus\n"));
  g_assert_nonnull (strstr (belote, "\n        1    1     0      2      0%       1  Les Rouges\n"));
  g_assert_nonnull (strstr (belote, "\nBelote — biggest leads\n"));
  /* the largest lead first */
  g_assert_nonnull (strstr (belote, "\n  1   452  514–62  "));
  g_assert_nonnull (strstr (belote, "  Ana & Ben against Carl & Dora\n  2   290  352–62  "));
  g_assert_true (g_str_has_suffix (belote, "  Les Rouges against Les Bleus\n"));

  /* one variant asked for: Balut's table alone, as before */
  variant = run_ok ("--high-scores", "--variant", "standard", NULL);
  g_assert_cmpstr (variant, ==, variant_before);
}

static JsonObject *
parse_object (JsonParser *parser,
              const char *text)
{
  g_autoptr(GError) error = NULL;

  g_assert_true (json_parser_load_from_data (parser, text, -1, &error));
  g_assert_no_error (error);
  return json_node_get_object (json_parser_get_root (parser));
}

/* --json: the member "belote" only when there are matches, with the
 * figures of the text */
static void
test_high_scores_json (Fixture       *f,
                       gconstpointer  data)
{
  g_autoptr(JsonParser) parser = json_parser_new ();
  g_autofree char *balut_only = NULL;
  g_autofree char *both = NULL;
  JsonObject *root, *belote, *ana, *lead;
  JsonArray *players, *leads;

  add_balut_games (f->path);
  balut_only = run_ok ("--high-scores", "--json", NULL);
  root = parse_object (parser, balut_only);
  g_assert_false (json_object_has_member (root, "belote"));

  add_belote_matches (f->path);
  both = run_ok ("--high-scores", "--json", NULL);
  root = parse_object (parser, both);
  belote = json_object_get_object_member (root, "belote");
  g_assert_nonnull (belote);
  players = json_object_get_array_member (belote, "players");
  /* Ana, Ben, Carl, Dora, Les Bleus, Les Rouges */
  g_assert_cmpuint (json_array_get_length (players), ==, 6);
  ana = NULL;
  for (guint i = 0; i < json_array_get_length (players); i++)
    if (g_strcmp0 (json_object_get_string_member (json_array_get_object_element (players, i), "name"), "Ana") == 0)
      ana = json_array_get_object_element (players, i);
  g_assert_nonnull (ana);
  g_assert_cmpint (json_object_get_int_member (ana, "matches"), ==, 1);
  g_assert_cmpint (json_object_get_int_member (ana, "won"), ==, 1);
  g_assert_cmpint (json_object_get_int_member (ana, "taken"), ==, 1);
  g_assert_cmpint (json_object_get_int_member (ana, "dedans"), ==, 0);
  g_assert_cmpint (json_object_get_int_member (ana, "capots"), ==, 1);
  g_assert_cmpint (json_object_get_int_member (ana, "best_lead"), ==, 452);
  leads = json_object_get_array_member (belote, "biggest_leads");
  g_assert_cmpuint (json_array_get_length (leads), ==, 2);
  lead = json_array_get_object_element (leads, 1);
  g_assert_cmpint (json_object_get_int_member (lead, "lead"), ==, 290);
  g_assert_cmpint (json_object_get_int_member (lead, "winner"), ==, 1);
  g_assert_cmpint (json_object_get_int_member (lead, "match_id"), ==, 2);
  g_assert_cmpstr (json_object_get_string_member (json_array_get_object_element (
                     json_object_get_array_member (lead, "teams"), 1), "name"), ==, "Les Rouges");
}

/* --export-history: "(N games)" as before for Balut's games alone; with
 * matches both counted, and the matches in the file; a match whose
 * record is damaged left out and named, exit 1 */
static void
test_export_history (Fixture       *f,
                     gconstpointer  data)
{
  g_autofree char *file = g_build_filename (f->dir, "history.json", NULL);
  g_autofree char *out = NULL;
  g_autofree char *expected = NULL;
  g_autoptr(JsonParser) parser = json_parser_new ();
  g_autoptr(GError) error = NULL;
  JsonObject *root;

  add_balut_games (f->path);
  out = run_ok ("--export-history", file, NULL);
  expected = g_strdup_printf ("Wrote %s (3 games).\n", file);
  g_assert_cmpstr (out, ==, expected);
  g_clear_pointer (&out, g_free);
  g_clear_pointer (&expected, g_free);

  add_belote_matches (f->path);
  out = run_ok ("--export-history", file, NULL);
  expected = g_strdup_printf ("Wrote %s (3 games, 2 Belote matches).\n", file);
  g_assert_cmpstr (out, ==, expected);
  g_assert_true (json_parser_load_from_file (parser, file, &error));
  g_assert_no_error (error);
  root = json_node_get_object (json_parser_get_root (parser));
  g_assert_cmpuint (json_array_get_length (json_object_get_array_member (root, "games")), ==, 3);
  g_assert_cmpuint (json_array_get_length (json_object_get_array_member (root, "belote_matches")), ==, 2);

  /* a damaged record */
  {
    sqlite3 *db = store_test_sqlite_open (f->path);
    BalutTestRun run = { 0, };

    store_test_sqlite_exec (db, "UPDATE belote_matches SET record = '{\"format\": 1' WHERE id = 2");
    sqlite3_close (db);
    balut_test_run_balut (&run, "--export-history", file, NULL);
    g_assert_cmpint (run.status, ==, 1);
    g_assert_nonnull (strstr (run.err, "balut: Belote match 2 (finished "));
    g_assert_nonnull (strstr (run.err, "was left out: its record is damaged: it is not JSON\n"));
    balut_test_assert_printable ("errors", run.err);
    balut_test_run_clear (&run);
  }
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  g_test_set_nonfatal_assertions ();

  ADD_TEST ("/belote/store/cli/high-scores", test_high_scores_text);
  ADD_TEST ("/belote/store/cli/high-scores-json", test_high_scores_json);
  ADD_TEST ("/belote/store/cli/export-history", test_export_history);

  return g_test_run ();
}
