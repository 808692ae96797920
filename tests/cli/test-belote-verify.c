/* test-belote-verify.c — `balut --verify RECORD.json [--json]` for Belote
 * records (issue 28)
 *
 * SPDX-FileCopyrightText: 2026 The Balut developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Runs the real program ($BALUT_BIN) on the records of
 * tests/belote/records/ and checks the exit status (0 consistent,
 * 1 inconsistent, 2 unreadable), the score sheet and the JSON. The
 * numbers below were worked out from the cards in the files by a scorer
 * written apart from the program (B5–B25 read again from the rules),
 * and agree with it; the JSON is also compared with the engine's own
 * reading of the same file.
 */

#include <string.h>
#include <glib/gstdio.h>

#include "balut-test-util.h"
#include "belote-record.h"

static char *
record_path (const char *name)
{
  return g_test_build_filename (G_TEST_DIST, "belote", "records", name, NULL);
}

static gint64
int_element (JsonArray *array,
             guint      i)
{
  JsonNode *node = json_array_get_element (array, i);

  g_assert_true (JSON_NODE_HOLDS_VALUE (node));
  g_assert_cmpint (json_node_get_value_type (node), ==, G_TYPE_INT64);
  return json_node_get_int (node);
}

static JsonArray *
pair_member (JsonObject *object,
             const char *name)
{
  JsonNode *node = balut_test_json_member (object, name);
  JsonArray *array;

  g_assert_true (JSON_NODE_HOLDS_ARRAY (node));
  array = json_node_get_array (node);
  g_assert_cmpuint (json_array_get_length (array), ==, 2);
  return array;
}

/* null, or a whole number in [0, limit) */
static gint64
nullable_member (JsonObject *object,
                 const char *name,
                 gint64      limit)
{
  JsonNode *node = balut_test_json_member (object, name);

  if (JSON_NODE_HOLDS_NULL (node))
    return -1;
  g_assert_cmpint (json_node_get_value_type (node), ==, G_TYPE_INT64);
  g_assert_cmpint (json_node_get_int (node), >=, 0);
  g_assert_cmpint (json_node_get_int (node), <, limit);
  return json_node_get_int (node);
}

/* ------------------------------------------------------------------ */
/* Consistent records                                                  */
/* ------------------------------------------------------------------ */

typedef struct
{
  const char *file;
  const char *mode;           /* "play", "pad" */
  gboolean    decks_proven;
  gboolean    finished;
  const char *teams[2];
  int         totals[2];
  int         winner;         /* -1: none yet */
  int         pot;
  const char *results;        /* each deal's result, comma-separated */
  const char *decks_line;     /* what the text says of the cards */
} RecordCase;

static const RecordCase record_cases[] = {
  { "played-finished.json", "play", TRUE, TRUE, { "Ana & Ben", "East & West" }, { 365, 585 }, 1, 0,
    "litige,made,made,void,made,made", "\nDecks: proven: every deck is what the record’s seed deals\n" },
  { "played-capot.json", "play", TRUE, TRUE, { "Ana & Ben", "East & West" }, { 414, 20 }, 0, 0,
    "made,dedans", "\nDecks: proven: every deck is what the record’s seed deals\n" },
  { "played-in-progress.json", "play", TRUE, FALSE, { "Ana & Ben", "East & West" }, { 249, 479 }, -1, 0,
    "made,made,dedans,dedans,unfinished", "\nDecks: proven: every deck is what the record’s seed deals\n" },
  { "table-tournament.json", "play", FALSE, TRUE, { "Ana & Ben", "Chloé & David" }, { 93, 393 }, 1, 0,
    "dedans,made,made",
    "\nDecks: not proven: the record does not name its shuffle, so only the rules were checked\n" },
  { "pad-finished.json", "pad", FALSE, TRUE, { "Les Bleus", "Them" }, { 543, 20 }, 0, 81,
    "dedans,litige", "\nCards: played at the table (scoring pad)\n" },
  { "pad-in-progress.json", "pad", FALSE, FALSE, { "Les Bleus", "Them" }, { 312, 362 }, -1, 0,
    "dedans,dedans", "\nCards: played at the table (scoring pad)\n" },
};

static void
test_record_text (gconstpointer data)
{
  const RecordCase *rc = data;
  g_autofree char *path = record_path (rc->file);
  g_autofree char *end = NULL;
  g_auto(GStrv) results = g_strsplit (rc->results, ",", -1);
  BalutTestRun run;

  balut_test_run_balut (&run, "--verify", path, NULL);
  g_assert_cmpint (run.status, ==, 0);
  g_assert_cmpstr (run.err, ==, "");
  g_assert_nonnull (strstr (run.out, " is a consistent record.\n\n"));
  g_assert_nonnull (strstr (run.out, rc->decks_line));
  /* nothing of Balut's report */
  g_assert_null (strstr (run.out, "Dice:"));
  for (guint t = 0; t < 2; t++)
    g_assert_nonnull (strstr (run.out, rc->teams[t]));

  /* the sheet: one row a deal, its marks (B23, B8) */
  for (guint n = 0; results[n] != NULL; n++)
    {
      g_autofree char *row = g_strdup_printf ("\n%4u  ", n + 1);
      const char *line = strstr (run.out, row);
      g_autofree char *text = NULL;

      g_assert_nonnull (line);
      text = g_strndup (line + 1, strcspn (line + 1, "\n"));
      if (g_str_equal (results[n], "dedans") || g_str_equal (results[n], "litige"))
        g_assert_nonnull (strstr (text, results[n]));
      else if (g_str_equal (results[n], "void"))
        g_assert_nonnull (strstr (text, "void: all passed"));
      else if (g_str_equal (results[n], "unfinished"))
        g_assert_nonnull (strstr (text, "being played"));
      else
        g_assert_null (strstr (text, "dedans"));
    }

  /* the end: the winner with the totals, or who leads (B25) */
  if (rc->winner >= 0)
    end = g_strdup_printf ("\nWinner: %s, %d to %d\n", rc->teams[rc->winner], rc->totals[rc->winner],
                           rc->totals[1 - rc->winner]);
  else
    end = g_strdup_printf ("\nIn progress: %s lead %d to %d\n", rc->teams[rc->totals[1] > rc->totals[0]],
                           MAX (rc->totals[0], rc->totals[1]), MIN (rc->totals[0], rc->totals[1]));
  if (strstr (run.out, end) == NULL)
    g_test_fail_printf ("no line “%s”:\n%s", end + 1, run.out);
  /* B24: a pot left when the match ends is not scored */
  if (rc->pot > 0)
    {
      g_autofree char *pot = g_strdup_printf ("\nPot: %d, not scored: the match ended\n", rc->pot);

      g_assert_nonnull (strstr (run.out, pot));
    }
  balut_test_assert_printable ("--verify's sheet", run.out);
  balut_test_run_clear (&run);
}

/* The JSON against the engine's own reading, the hand-checked numbers,
 * and its arithmetic (B14, B15, B22–B24) */
static void
test_record_json (gconstpointer data)
{
  const RecordCase *rc = data;
  g_autofree char *path = record_path (rc->file);
  g_auto(GStrv) results = g_strsplit (rc->results, ",", -1);
  g_autoptr(GError) error = NULL;
  g_autoptr(BeloteMatch) match = belote_record_load_file (path, &error);
  g_autoptr(JsonNode) root = NULL;
  JsonObject *report;
  JsonArray *deals, *totals, *teams;
  gint64 sum[2] = { 0, 0 }, pot = 0;
  BalutTestRun run;

  g_assert_no_error (error);
  balut_test_run_balut (&run, "--verify", path, "--json", NULL);
  g_assert_cmpint (run.status, ==, 0);
  root = balut_test_run_json (&run);
  report = json_node_get_object (root);

  g_assert_true (json_object_get_boolean_member (report, "valid"));
  g_assert_false (json_object_has_member (report, "error"));
  g_assert_cmpstr (json_object_get_string_member (report, "game"), ==, "belote");
  g_assert_cmpstr (json_object_get_string_member (report, "mode"), ==, rc->mode);
  g_assert_cmpint (json_object_get_boolean_member (report, "decks_proven"), ==, rc->decks_proven);
  g_assert_cmpint (json_object_get_boolean_member (report, "finished"), ==, rc->finished);
  g_assert_cmpint (json_object_get_boolean_member (report, "finished"), ==, belote_match_is_over (match));
  g_assert_cmpint (nullable_member (report, "winner", 2), ==, rc->winner);
  g_assert_cmpint (json_object_get_int_member (report, "pot"), ==, rc->pot);
  teams = json_object_get_array_member (report, "teams");
  totals = pair_member (report, "totals");
  for (guint t = 0; t < 2; t++)
    {
      g_assert_cmpstr (json_array_get_string_element (teams, t), ==, rc->teams[t]);
      g_assert_cmpint (int_element (totals, t), ==, rc->totals[t]);
    }

  deals = json_object_get_array_member (report, "deals");
  g_assert_cmpuint (json_array_get_length (deals), ==, g_strv_length (results));
  g_assert_cmpuint (json_array_get_length (deals), ==, belote_match_get_n_deals (match));
  for (guint n = 0; n < json_array_get_length (deals); n++)
    {
      JsonObject *deal = json_array_get_object_element (deals, n);
      const BeloteDealScore *score = belote_match_get_score (match, n);
      const char *result = json_object_get_string_member (deal, "result");
      JsonArray *cp = pair_member (deal, "card_points");
      JsonArray *an = pair_member (deal, "announcements");
      JsonArray *be = pair_member (deal, "belote");
      JsonArray *dp = pair_member (deal, "deal_points");
      JsonArray *sc = pair_member (deal, "scored");
      gint64 capot = nullable_member (deal, "capot", 2);
      gint64 taker = nullable_member (deal, "taker", 4);
      gint64 dealer = nullable_member (deal, "dealer", 4);
      JsonNode *trump = balut_test_json_member (deal, "trump");

      g_assert_cmpstr (result, ==, results[n]);
      g_assert_cmpstr (result, ==, belote_result_to_string (score->result));
      /* a pad deal has no dealer (B28); a played one has (B4) */
      g_assert_cmpint (dealer >= 0, ==, g_str_equal (rc->mode, "play"));
      g_assert_true (JSON_NODE_HOLDS_NULL (trump) || strlen (json_node_get_string (trump)) == 1);
      for (guint t = 0; t < 2; t++)
        {
          g_assert_cmpint (int_element (cp, t), ==, score->card_points[t]);
          g_assert_cmpint (int_element (sc, t), ==, score->scored[t]);
        }
      g_assert_cmpint (json_object_get_int_member (deal, "pot"), ==, score->pot_after);

      if (g_str_equal (result, "void") || g_str_equal (result, "unfinished"))
        {
          if (g_str_equal (result, "void"))
            g_assert_cmpint (taker, ==, -1);
          g_assert_cmpint (int_element (sc, 0) + int_element (sc, 1), ==, 0);
          g_assert_cmpint (json_object_get_int_member (deal, "pot"), ==, pot);   /* B24: the pot waits */
          continue;
        }
      /* B14, B15 */
      g_assert_cmpint (int_element (cp, 0) + int_element (cp, 1), ==, capot >= 0 ? 252 : 162);
      for (guint t = 0; t < 2; t++)
        {
          g_assert_cmpint (int_element (dp, t), ==,   /* B22 */
                           int_element (cp, t) + int_element (an, t) + int_element (be, t));
          sum[t] += int_element (sc, t);
        }
      /* B23, B24: nothing is lost: scored and the pot held add up */
      g_assert_cmpint (int_element (sc, 0) + int_element (sc, 1) + json_object_get_int_member (deal, "pot"), ==,
                       int_element (dp, 0) + int_element (dp, 1) + pot);
      pot = json_object_get_int_member (deal, "pot");
    }
  g_assert_cmpint (sum[0], ==, rc->totals[0]);
  g_assert_cmpint (sum[1], ==, rc->totals[1]);
  balut_test_run_clear (&run);
}

/* A few deals of the records, worked out from their cards */
static void
test_hand_checked (void)
{
  static const struct
  {
    const char *file;
    guint       deal;
    int         card_points[2];
    int         announcements[2];
    int         belote[2];
    int         scored[2];
    int         pot;
    int         capot;
    const char *trump;
  } cases[] = {
    /* B23 litige: 91 each with Ana & Ben's Tierce; their 91 wait in the pot */
    { "played-finished.json", 1, { 71, 91 }, { 20, 0 }, { 0, 0 }, { 0, 91 }, 91, -1, "D" },
    /* B24: the pot goes to East & West, who made the next contract */
    { "played-finished.json", 2, { 31, 131 }, { 50, 0 }, { 0, 20 }, { 81, 242 }, 0, -1, "H" },
    /* B15 capot: 252; B20: East & West's Tierce counts though they lost */
    { "played-capot.json", 1, { 252, 0 }, { 0, 20 }, { 0, 0 }, { 252, 20 }, 0, 0, NULL },
    /* B23 dedans: the defenders take all 162 */
    { "played-capot.json", 2, { 93, 69 }, { 0, 0 }, { 0, 0 }, { 162, 0 }, 0, -1, NULL },
    /* B23 dedans with Belote: the taker's team keeps its 20 */
    { "played-in-progress.json", 3, { 62, 100 }, { 0, 0 }, { 20, 0 }, { 20, 162 }, 0, -1, NULL },
    /* B28: dedans on the pad, 300 of announcements, the other's Belote */
    { "pad-finished.json", 1, { 18, 144 }, { 300, 0 }, { 0, 20 }, { 462, 20 }, 0, -1, NULL },
    { "pad-finished.json", 2, { 81, 81 }, { 0, 0 }, { 0, 0 }, { 81, 0 }, 81, -1, "D" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autofree char *path = record_path (cases[i].file);
      g_autoptr(JsonNode) root = NULL;
      JsonObject *deal;
      BalutTestRun run;

      balut_test_run_balut (&run, "--verify", path, "--json", NULL);
      g_assert_cmpint (run.status, ==, 0);
      root = balut_test_run_json (&run);
      deal = json_array_get_object_element (json_object_get_array_member (json_node_get_object (root), "deals"),
                                            cases[i].deal - 1);
      for (guint t = 0; t < 2; t++)
        {
          g_assert_cmpint (int_element (pair_member (deal, "card_points"), t), ==, cases[i].card_points[t]);
          g_assert_cmpint (int_element (pair_member (deal, "announcements"), t), ==, cases[i].announcements[t]);
          g_assert_cmpint (int_element (pair_member (deal, "belote"), t), ==, cases[i].belote[t]);
          g_assert_cmpint (int_element (pair_member (deal, "scored"), t), ==, cases[i].scored[t]);
        }
      g_assert_cmpint (json_object_get_int_member (deal, "pot"), ==, cases[i].pot);
      g_assert_cmpint (nullable_member (deal, "capot", 2), ==, cases[i].capot);
      if (cases[i].trump != NULL)
        g_assert_cmpstr (json_object_get_string_member (deal, "trump"), ==, cases[i].trump);
      balut_test_run_clear (&run);
    }
}

/* ------------------------------------------------------------------ */
/* Inconsistent records: exit 1 with the first reason                  */
/* ------------------------------------------------------------------ */

typedef struct
{
  const char *file;
  const char *reason;
} BadCase;

static const BadCase bad_cases[] = {
  { "inconsistent-must-trump.json", "Deal 3, trick 1: Ben plays KS but must trump (B12)" },
  { "inconsistent-changed-deck.json",
    "Deal 2: card 1 of the deck is QS, but the record’s seed deals JS there (B5): the record was changed" },
  { "inconsistent-after-the-end.json", "Deal 3: the match was already over: Ana & Ben won 414 to 20 (target 301, B25)" },
  { "inconsistent-turned-suit.json", "Deal 1: bid 5: Ben names diamonds, the suit of the turned card KD" },
  { "inconsistent-pad-points.json", "Deal 2: " },
};

static void
test_inconsistent_text (gconstpointer data)
{
  const BadCase *bc = data;
  g_autofree char *path = record_path (bc->file);
  BalutTestRun run;

  balut_test_run_balut (&run, "--verify", path, NULL);
  g_assert_cmpint (run.status, ==, 1);
  g_assert_nonnull (strstr (run.err, " is not a consistent record: "));
  if (strstr (run.err, bc->reason) == NULL)
    g_test_fail_printf ("the reason is not “%s”:\n%s", bc->reason, run.err);
  /* no sheet for a record that does not hold */
  g_assert_cmpstr (run.out, ==, "");
  balut_test_assert_printable ("--verify's message", run.err);
  balut_test_run_clear (&run);
}

static void
test_inconsistent_json (gconstpointer data)
{
  const BadCase *bc = data;
  g_autofree char *path = record_path (bc->file);
  g_autoptr(JsonNode) root = NULL;
  JsonObject *report;
  BalutTestRun run;

  balut_test_run_balut (&run, "--verify", path, "--json", NULL);
  g_assert_cmpint (run.status, ==, 1);
  root = balut_test_run_json (&run);
  report = json_node_get_object (root);
  /* the shape of Balut's: {"valid": false, "error": the reason} */
  g_assert_cmpuint (json_object_get_size (report), ==, 2);
  g_assert_false (json_object_get_boolean_member (report, "valid"));
  if (strstr (json_object_get_string_member (report, "error"), bc->reason) == NULL)
    g_test_fail_printf ("the error is not “%s”: %s", bc->reason, json_object_get_string_member (report, "error"));
  balut_test_run_clear (&run);
}

static char *
write_copy (const char *dir,
            const char *name,
            const char *contents)
{
  g_autoptr(GError) error = NULL;
  char *path = g_build_filename (dir, name, NULL);

  g_assert_true (g_file_set_contents (path, contents, -1, &error));
  g_assert_no_error (error);
  return path;
}

/* A committed good record changed in a copy; the key of the shuffle
 * taken out (the rules only, B5) */
static void
test_tampered_copy (void)
{
  g_autofree char *source = record_path ("played-finished.json");
  g_autofree char *contents = balut_test_read_file (source, NULL);
  g_autofree char *dir = balut_test_make_tmp_dir ("belote-verify-XXXXXX");
  g_autoptr(GString) bare = g_string_new (contents);
  g_autofree char *bare_path = NULL;
  g_autoptr(JsonNode) root = NULL;
  BalutTestRun run;

  g_assert_cmpuint (g_string_replace (bare, "  \"shuffle\": {\"name\":\"splitmix64-fisher-yates\",\"version\":1},\n", "", 1),
                    ==, 1);
  bare_path = write_copy (dir, "bare.json", bare->str);
  balut_test_run_balut (&run, "--verify", bare_path, "--json", NULL);
  g_assert_cmpint (run.status, ==, 0);
  root = balut_test_run_json (&run);
  g_assert_false (json_object_get_boolean_member (json_node_get_object (root), "decks_proven"));
  balut_test_run_clear (&run);

  /* the first dealer changed: B4 from the seed */
  {
    g_autoptr(GString) changed = g_string_new (contents);
    g_autofree char *path = NULL;

    g_assert_cmpuint (g_string_replace (changed, "{\"dealer\":1,", "{\"dealer\":2,", 1), ==, 1);
    path = write_copy (dir, "dealer.json", changed->str);
    balut_test_run_balut (&run, "--verify", path, NULL);
    g_assert_cmpint (run.status, ==, 1);
    g_assert_nonnull (strstr (run.err, "Deal 1: the dealer is Ben (seat 2), but the seed chooses East (seat 1) to deal first (B4)"));
    balut_test_run_clear (&run);
  }

  /* a newer version of the format, a shuffle this program does not
   * know: exit 2, as a newer Balut record */
  {
    g_autoptr(GString) newer = g_string_new (contents);
    g_autoptr(GString) shuffle = g_string_new (contents);
    g_autofree char *newer_path = NULL;
    g_autofree char *shuffle_path = NULL;

    g_assert_cmpuint (g_string_replace (newer, "\"version\": 1,", "\"version\": 2,", 1), ==, 1);
    newer_path = write_copy (dir, "newer.json", newer->str);
    balut_test_run_balut (&run, "--verify", newer_path, NULL);
    g_assert_cmpint (run.status, ==, 2);
    g_assert_nonnull (strstr (run.err, "version 2 of the Belote format"));
    balut_test_run_clear (&run);

    g_assert_cmpuint (g_string_replace (shuffle, "\"version\":1}", "\"version\":3}", 1), ==, 1);
    shuffle_path = write_copy (dir, "shuffle.json", shuffle->str);
    balut_test_run_balut (&run, "--verify", shuffle_path, "--json", NULL);
    g_assert_cmpint (run.status, ==, 2);
    g_assert_nonnull (strstr (run.err, "version 3 of the shuffle"));
    balut_test_run_clear (&run);
  }

  balut_test_remove_tree (dir);
}

/* Keys may be added (the format's promise): a record with a key this
 * program does not know, holding more values than a Balut record may,
 * is still a Belote record */
static void
test_added_keys (void)
{
  g_autofree char *source = record_path ("played-capot.json");
  g_autofree char *contents = balut_test_read_file (source, NULL);
  g_autofree char *dir = balut_test_make_tmp_dir ("belote-verify-XXXXXX");
  g_autoptr(GString) added = g_string_new (contents);
  g_autoptr(GString) notes = g_string_new ("\"notes\": [");
  g_autofree char *path = NULL;
  BalutTestRun run;

  for (guint i = 0; i < 120000; i++)
    g_string_append (notes, i > 0 ? ",0" : "0");
  g_string_append (notes, "],\n  \"rules\"");
  g_assert_cmpuint (g_string_replace (added, "\"rules\"", notes->str, 1), ==, 1);
  path = write_copy (dir, "added.json", added->str);

  balut_test_run_balut (&run, "--verify", path, NULL);
  g_assert_cmpint (run.status, ==, 0);
  g_assert_nonnull (strstr (run.out, "\nWinner: Ana & Ben, 414 to 20\n"));
  balut_test_run_clear (&run);

  balut_test_remove_tree (dir);
}

/* Hostile text in a Belote record: refused where it is read, the output
 * printable; deep nesting: exit 2 */
static void
test_hostile (void)
{
  g_autofree char *source = record_path ("played-capot.json");
  g_autofree char *contents = balut_test_read_file (source, NULL);
  g_autofree char *dir = balut_test_make_tmp_dir ("belote-verify-XXXXXX");
  g_autoptr(GString) escape = g_string_new (contents);
  g_autofree char *escape_path = NULL;
  g_autofree char *brackets = g_strnfill (100000, '[');
  g_autofree char *deep_text = g_strconcat ("{\"format\":\"belote-record\",\"x\":", brackets, "}", NULL);
  g_autofree char *deep_path = write_copy (dir, "deep.json", deep_text);
  BalutTestRun run;

  g_assert_cmpuint (g_string_replace (escape, "\"level\":\"expert\"", "\"level\":\"x\\u001b[2J\\u009b\"", 1), ==, 1);
  escape_path = write_copy (dir, "escape.json", escape->str);
  balut_test_run_balut (&run, "--verify", escape_path, NULL);
  g_assert_cmpint (run.status, ==, 1);
  g_assert_nonnull (strstr (run.err, "level"));
  g_assert_nonnull (strstr (run.err, "U+001B"));
  balut_test_assert_printable ("--verify's message", run.err);
  balut_test_run_clear (&run);

  balut_test_run_balut (&run, "--verify", escape_path, "--json", NULL);
  g_assert_cmpint (run.status, ==, 1);
  balut_test_assert_printable ("--verify --json's output", run.out);
  balut_test_run_clear (&run);

  balut_test_run_balut (&run, "--verify", deep_path, NULL);
  g_assert_cmpint (run.status, ==, 2);
  g_assert_nonnull (strstr (run.err, "nested more than 32 deep"));
  balut_test_run_clear (&run);

  balut_test_run_balut (&run, "--verify", deep_path, "--json", NULL);
  g_assert_cmpint (run.status, ==, 2);
  {
    g_autoptr(JsonNode) node = balut_test_run_json (&run);

    g_assert_false (json_object_get_boolean_member (json_node_get_object (node), "valid"));
  }
  balut_test_run_clear (&run);

  balut_test_remove_tree (dir);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  g_test_set_nonfatal_assertions ();

  for (guint i = 0; i < G_N_ELEMENTS (record_cases); i++)
    {
      g_autofree char *base = g_strndup (record_cases[i].file, strlen (record_cases[i].file) - 5);
      g_autofree char *text = g_strdup_printf ("/belote/cli/verify/%s/text-exit-0", base);
      g_autofree char *json = g_strdup_printf ("/belote/cli/verify/%s/json-matches-core", base);

      g_test_add_data_func (text, &record_cases[i], test_record_text);
      g_test_add_data_func (json, &record_cases[i], test_record_json);
    }
  g_test_add_func ("/belote/cli/verify/hand-checked-B15-B20-B23-B24-B28", test_hand_checked);
  for (guint i = 0; i < G_N_ELEMENTS (bad_cases); i++)
    {
      g_autofree char *base = g_strndup (bad_cases[i].file, strlen (bad_cases[i].file) - 5);
      g_autofree char *text = g_strdup_printf ("/belote/cli/verify/%s/text-exit-1", base);
      g_autofree char *json = g_strdup_printf ("/belote/cli/verify/%s/json-exit-1", base);

      g_test_add_data_func (text, &bad_cases[i], test_inconsistent_text);
      g_test_add_data_func (json, &bad_cases[i], test_inconsistent_json);
    }
  g_test_add_func ("/belote/cli/verify/tampered-copy-B4-B5", test_tampered_copy);
  g_test_add_func ("/belote/cli/verify/added-keys", test_added_keys);
  g_test_add_func ("/belote/cli/verify/hostile", test_hostile);

  return g_test_run ();
}
