/* test-review.c — `balut --review RECORD.json [--player N] [--json]`
 * (issue 30)
 *
 * SPDX-FileCopyrightText: 2026 The Balut developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Runs the real program ($BALUT_BIN) on the records of
 * tests/balut-game/records/: the text, the "balut-review" JSON of
 * docs/review.md (its schema, and its numbers against the core's own
 * review of the same record), the player chosen, and the refusals, which
 * are --verify's for a record that does not hold.
 */

#include <math.h>
#include <string.h>

#include "balut-game.h"
#include "balut-player.h"
#include "balut-record.h"
#include "balut-review.h"
#include "balut-test-util.h"

/* a JSON number (json-glib reads 0.0 back as an integer) */
static double
number_member (JsonObject *object,
               const char *name)
{
  JsonNode *node = balut_test_json_member (object, name);

  g_assert_true (JSON_NODE_HOLDS_VALUE (node));
  g_assert_true (json_node_get_value_type (node) == G_TYPE_DOUBLE
                 || json_node_get_value_type (node) == G_TYPE_INT64);
  return json_node_get_double (node);
}

/* {"hold": [5 booleans]} or {"enter": {"category": "sixes", "box": 1–4 | "jackpot"}} */
static gboolean
check_choice (JsonObject *choice)
{
  g_assert_cmpuint (json_object_get_size (choice), ==, 1);
  if (json_object_has_member (choice, "hold"))
    {
      JsonArray *hold = balut_test_json_array (choice, "hold");

      g_assert_cmpuint (json_array_get_length (hold), ==, BALUT_N_DICE);
      for (guint i = 0; i < BALUT_N_DICE; i++)
        g_assert_cmpint (json_node_get_value_type (json_array_get_element (hold, i)), ==, G_TYPE_BOOLEAN);
      return FALSE;
    }
  else
    {
      JsonObject *enter = json_node_get_object (balut_test_json_member (choice, "enter"));
      JsonNode *box = balut_test_json_member (enter, "box");
      BalutCategory category;

      g_assert_true (balut_category_from_string (json_object_get_string_member (enter, "category"), &category));
      if (json_node_get_value_type (box) == G_TYPE_STRING)
        g_assert_cmpstr (json_node_get_string (box), ==, "jackpot");
      else
        {
          g_assert_cmpint (json_node_get_int (box), >=, 1);
          g_assert_cmpint (json_node_get_int (box), <=, 4);
        }
      return TRUE;
    }
}

/* The JSON's schema, and its numbers against balut_review_new () on the
 * same record */
static void
check_json (JsonObject *root,
            const char *file,
            guint       player)
{
  g_autofree char *path = balut_test_record_path (file);
  g_autoptr(GError) error = NULL;
  g_autoptr(BalutGame) game = balut_record_load_file (path, &error);
  g_autoptr(BalutReview) review = NULL;
  JsonArray *turns, *costliest;
  double lost = 0, previous = G_MAXDOUBLE;
  guint n_decisions = 0;

  g_assert_no_error (error);
  review = balut_review_new (game, player, NULL, NULL, NULL, &error);
  g_assert_no_error (error);

  g_assert_cmpstr (json_object_get_string_member (root, "format"), ==, "balut-review");
  g_assert_cmpint (balut_test_json_int (root, "version"), ==, 1);
  g_assert_cmpstr (json_object_get_string_member (root, "variant"), ==,
                   balut_variant_to_string (balut_game_get_variant (game)));
  g_assert_cmpint (balut_test_json_int (root, "player"), ==, player + 1);
  g_assert_cmpstr (json_object_get_string_member (root, "name"), ==,
                   balut_player_get_name (balut_game_get_player (game, player)));
  g_assert_cmpint (json_object_get_boolean_member (root, "pad"), ==, balut_review_get_pad (review));
  g_assert_cmpint (balut_test_json_int (root, "final_points"), ==, balut_review_get_final_points (review));
  g_assert_cmpfloat_with_epsilon (number_member (root, "lost"), balut_review_get_lost (review), 0.006);
  if (balut_review_get_pad (review))
    g_assert_true (JSON_NODE_HOLDS_NULL (balut_test_json_member (root, "luck")));
  else
    g_assert_cmpfloat_with_epsilon (number_member (root, "luck"), balut_review_get_luck (review), 0.006);
  g_assert_cmpfloat (number_member (root, "accuracy"), >=, 0.0);
  g_assert_cmpfloat (number_member (root, "accuracy"), <=, 1.0);
  g_assert_cmpfloat (number_member (root, "accurate_within"), ==, BALUT_REVIEW_ACCURATE);
  g_assert_cmpint (balut_test_json_int (root, "decisions"), ==, balut_review_get_n_decisions (review));

  turns = balut_test_json_array (root, "turns");
  g_assert_cmpuint (json_array_get_length (turns), ==, balut_review_get_n_turns (review));
  for (guint i = 0; i < json_array_get_length (turns); i++)
    {
      JsonObject *turn = json_array_get_object_element (turns, i);
      JsonArray *decisions = balut_test_json_array (turn, "decisions");
      guint n = json_array_get_length (decisions);

      g_assert_cmpint (balut_test_json_int (turn, "turn"), ==, i + 1);
      g_assert_cmpuint (n, >=, 1);
      lost += number_member (turn, "lost");
      for (guint k = 0; k < n; k++)
        {
          JsonObject *d = json_array_get_object_element (decisions, k);
          gboolean entry = check_choice (json_node_get_object (balut_test_json_member (d, "choice")));

          check_choice (json_node_get_object (balut_test_json_member (d, "best")));
          g_assert_cmpuint (json_array_get_length (balut_test_json_array (d, "dice")), ==, BALUT_N_DICE);
          /* only the turn's last decision is an entry */
          g_assert_cmpint (entry, ==, k + 1 == n);
          g_assert_cmpfloat (number_member (d, "lost"), >=, 0.0);
          g_assert_cmpfloat_with_epsilon (number_member (d, "lost"),
                                          MAX (0.0, number_member (d, "best_value") - number_member (d, "value")),
                                          0.011);
          g_assert_cmpint (balut_test_json_int (d, "throw"), ==, balut_review_get_pad (review) ? 1 : k + 1);
          n_decisions++;
        }
    }
  g_assert_cmpuint (n_decisions, ==, balut_review_get_n_decisions (review));
  g_assert_cmpfloat_with_epsilon (lost, balut_review_get_lost (review), 0.005 * (1 + json_array_get_length (turns)));

  costliest = balut_test_json_array (root, "costliest");
  g_assert_cmpuint (json_array_get_length (costliest), <=, 3);
  for (guint i = 0; i < json_array_get_length (costliest); i++)
    {
      double cost = number_member (json_array_get_object_element (costliest, i), "lost");

      g_assert_cmpfloat (cost, <=, previous);
      g_assert_cmpfloat (cost, >=, BALUT_REVIEW_ACCURATE - 0.005);
      previous = cost;
    }
}

typedef struct
{
  const char *file;
  const char *player;     /* --player, or NULL */
  guint       expected;   /* the player reviewed, 0-based */
  const char *name;
} ReviewCase;

static const ReviewCase review_cases[] = {
  { "finished-standard.json", NULL, 0, "Maria" },
  { "finished-standard.json", "2", 1, "Jens" },
  { "finished-jackpot.json", "3", 2, "Computer" },
  { "finished-tie.json", NULL, 0, "Tic" },
  { "in-progress-olathe.json", "2", 1, "Solo" },
  { "pad-finished-standard.json", NULL, 0, "Maria" },
  { "pad-in-progress-olathe.json", NULL, 0, "Olathe Kansas" },
};

static void
test_review_json (gconstpointer data)
{
  const ReviewCase *rc = data;
  g_autofree char *path = balut_test_record_path (rc->file);
  g_autoptr(JsonNode) root = NULL;
  BalutTestRun run;

  if (rc->player != NULL)
    balut_test_run_balut (&run, "--review", path, "--player", rc->player, "--json", NULL);
  else
    balut_test_run_balut (&run, "--json", "--review", path, NULL);
  g_assert_cmpint (run.status, ==, 0);
  root = balut_test_run_json (&run);
  g_assert_cmpstr (json_object_get_string_member (json_node_get_object (root), "name"), ==, rc->name);
  check_json (json_node_get_object (root), rc->file, rc->expected);
  balut_test_run_clear (&run);
}

static void
test_review_text (gconstpointer data)
{
  const ReviewCase *rc = data;
  g_autofree char *path = balut_test_record_path (rc->file);
  g_autofree char *title = NULL;
  BalutTestRun run;

  if (rc->player != NULL)
    balut_test_run_balut (&run, "--review", path, "--player", rc->player, NULL);
  else
    balut_test_run_balut (&run, "--review", path, NULL);
  g_assert_cmpint (run.status, ==, 0);
  g_assert_cmpstr (run.err, ==, "");
  balut_test_assert_printable ("--review", run.out);
  title = g_strdup_printf ("Review of %s’s game", rc->name);
  g_assert_nonnull (strstr (run.out, title));
  g_assert_nonnull (strstr (run.out, "Expected points lost by decisions: "));
  g_assert_nonnull (strstr (run.out, "Accuracy: "));
  g_assert_nonnull (strstr (run.out, "Turn 1: expected "));
  if (g_str_has_prefix (rc->file, "pad-"))
    g_assert_nonnull (strstr (run.out, "Luck of the dice: not known"));
  else
    g_assert_nonnull (strstr (run.out, "Luck of the dice: "));
  balut_test_run_clear (&run);
}

/* A record that does not hold: --verify's status, message and JSON */
static void
test_refusals_as_verify (void)
{
  static const char *files[] = {
    "inconsistent-held-die.json", "inconsistent-filled-box.json", "invalid-die.json", "pad-two-throws.json",
  };

  for (guint i = 0; i < G_N_ELEMENTS (files); i++)
    for (guint json = 0; json < 2; json++)
      {
        g_autofree char *path = balut_test_record_path (files[i]);
        BalutTestRun verify, review;

        balut_test_run_balut (&verify, "--verify", path, json ? "--json" : NULL, NULL);
        balut_test_run_balut (&review, "--review", path, json ? "--json" : NULL, NULL);
        g_assert_cmpint (verify.status, ==, 1);
        g_assert_cmpint (review.status, ==, 1);
        g_assert_cmpstr (review.err, ==, verify.err);
        g_assert_cmpstr (review.out, ==, verify.out);
        balut_test_run_clear (&verify);
        balut_test_run_clear (&review);
      }
}

static void
test_unreadable (void)
{
  g_autofree char *dir = balut_test_make_tmp_dir ("balut-review-XXXXXX");
  g_autofree char *text = g_build_filename (dir, "text.json", NULL);
  g_autofree char *missing = g_build_filename (dir, "missing.json", NULL);
  g_autofree char *belote = g_test_build_filename (G_TEST_DIST, "belote", "records", "played-finished.json", NULL);
  BalutTestRun run;

  g_assert_true (g_file_set_contents (text, "not a record", -1, NULL));
  balut_test_run_balut (&run, "--review", text, NULL);
  g_assert_cmpint (run.status, ==, 2);
  g_assert_cmpuint (strlen (run.err), >, 0);
  g_assert_cmpstr (run.out, ==, "");
  balut_test_run_clear (&run);

  balut_test_run_balut (&run, "--review", missing, NULL);
  g_assert_cmpint (run.status, ==, 2);
  g_assert_cmpuint (strlen (run.err), >, 0);
  balut_test_run_clear (&run);

  /* a Belote match is not reviewed (yet): said, not misread */
  balut_test_run_balut (&run, "--review", belote, NULL);
  g_assert_cmpint (run.status, ==, 2);
  g_assert_nonnull (strstr (run.err, "Belote record"));
  g_assert_cmpstr (run.out, ==, "");
  balut_test_run_clear (&run);

  balut_test_remove_tree (dir);
}

static void
test_bad_options (void)
{
  g_autofree char *path = balut_test_record_path ("finished-standard.json");
  static const char *bad_players[] = { "0", "9", "-1", "+2", "two", "", "3" };
  BalutTestRun run;

  for (guint i = 0; i < G_N_ELEMENTS (bad_players); i++)
    {
      balut_test_run_balut (&run, "--review", path, "--player", bad_players[i], NULL);
      g_assert_cmpint (run.status, ==, 2);
      g_assert_cmpuint (strlen (run.err), >, 0);
      g_assert_cmpstr (run.out, ==, "");
      balut_test_run_clear (&run);
    }
  /* the game has two players: the third is named in the refusal */
  balut_test_run_balut (&run, "--review", path, "--player", "3", NULL);
  g_assert_nonnull (strstr (run.err, "no player 3"));
  balut_test_run_clear (&run);

  balut_test_run_balut (&run, "--review", NULL);
  g_assert_cmpint (run.status, ==, 2);
  balut_test_run_clear (&run);
  balut_test_run_balut (&run, "--player", "1", NULL);
  g_assert_cmpint (run.status, ==, 2);
  balut_test_run_clear (&run);
  balut_test_run_balut (&run, "--review", path, "--verify", path, NULL);
  g_assert_cmpint (run.status, ==, 2);
  balut_test_run_clear (&run);
  balut_test_run_balut (&run, "--review", path, "--belote", NULL);
  g_assert_cmpint (run.status, ==, 2);
  balut_test_run_clear (&run);
  balut_test_run_balut (&run, "--review", path, "--variant", "jackpot", NULL);
  g_assert_cmpint (run.status, ==, 2);
  balut_test_run_clear (&run);

  /* --review=FILE and the file after the other options */
  {
    g_autofree char *arg = g_strconcat ("--review=", path, NULL);

    balut_test_run_balut (&run, arg, NULL);
    g_assert_cmpint (run.status, ==, 0);
    balut_test_run_clear (&run);
    balut_test_run_balut (&run, "--review", "--player", "2", path, NULL);
    g_assert_cmpint (run.status, ==, 0);
    g_assert_nonnull (strstr (run.out, "Jens"));
    balut_test_run_clear (&run);
  }
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  for (guint i = 0; i < G_N_ELEMENTS (review_cases); i++)
    {
      g_autofree char *json = g_strdup_printf ("/balut/cli/review/json/%s/%s", review_cases[i].file,
                                               review_cases[i].player != NULL ? review_cases[i].player : "default");
      g_autofree char *text = g_strdup_printf ("/balut/cli/review/text/%s/%s", review_cases[i].file,
                                               review_cases[i].player != NULL ? review_cases[i].player : "default");

      g_test_add_data_func (json, &review_cases[i], test_review_json);
      g_test_add_data_func (text, &review_cases[i], test_review_text);
    }
  g_test_add_func ("/balut/cli/review/refusals-as-verify", test_refusals_as_verify);
  g_test_add_func ("/balut/cli/review/unreadable", test_unreadable);
  g_test_add_func ("/balut/cli/review/bad-options", test_bad_options);
  return g_test_run ();
}
