/* test-record.c — games as JSON records (format "balut-record", version 1)
 *
 * SPDX-FileCopyrightText: 2026 The Balut developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Round trips (save → load → the same bytes and the same game), and
 * every kind of bad input: truncated, mistyped, out of range,
 * inconsistent with the rules (R1–R4, J3, O1, O2), garbage, deep nesting,
 * invalid UTF-8, files that are not there. Each must give a GError of
 * BALUT_RECORD_ERROR with a clear message, never a crash.
 */

#include <errno.h>
#include <string.h>
#include <glib/gstdio.h>

#include "balut-types.h"
#include "balut-dice.h"
#include "balut-scoresheet.h"
#include "balut-player.h"
#include "balut-game.h"
#include "balut-format.h"
#include "balut-record.h"
#include "balut-test-util.h"

/* ------------------------------------------------------------------ */
/* Helpers                                                              */
/* ------------------------------------------------------------------ */

/* Records in this file are written with ' for " to stay readable. */
static char *
dq (const char *text)
{
  char *s = g_strdup (text);

  for (char *p = s; *p; p++)
    if (*p == '\'')
      *p = '"';
  return s;
}

/* The players' names are not ASCII, so that every record carries some. */
static BalutGame *
new_game (BalutVariant variant,
          guint64      seed,
          guint        n_players)
{
  return balut_test_new_game_named (variant, seed, n_players, "Spieler", " “ß”");
}

/* @n_turns random turns, or fewer if the game ends */
static void
play_turns (BalutGame *game,
            GRand     *choices,
            guint      n_turns)
{
  for (guint t = 0; t < n_turns && !balut_game_is_finished (game); t++)
    balut_test_random_turn (game, choices);
}

static void
play_to_end (BalutGame *game,
             GRand     *choices)
{
  play_turns (game, choices, G_MAXUINT);
  g_assert_true (balut_game_is_finished (game));
}

static gboolean
mentions (const char *message,
          const char *word)
{
  g_autofree char *lower = g_utf8_strdown (message, -1);
  g_autofree char *needle = g_utf8_strdown (word, -1);

  return strstr (lower, needle) != NULL;
}

#define ANY_CODE (-1)

/* A load that must fail: code (or alt_code), the turn in the message
 * (0: no turn to name), a word the message must contain (or NULL). */
static void
assert_load_fails (const char *data,
                   gssize      length,
                   gint        code,
                   gint        alt_code,
                   guint       turn,
                   const char *mention)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(BalutGame) game = balut_record_load_data (data, length, &error);

  if (game != NULL)
    {
      g_test_fail_printf ("the record loaded: %.*s…", 200, data);
      return;
    }
  g_assert_nonnull (error);
  if (error->domain != BALUT_RECORD_ERROR)
    g_test_fail_printf ("expected a BALUT_RECORD_ERROR, got %s %d: %s",
                        g_quark_to_string (error->domain), error->code, error->message);
  else if (code != ANY_CODE && error->code != code && error->code != alt_code)
    g_test_fail_printf ("expected record error %d (or %d), got %d: %s",
                        code, alt_code, error->code, error->message);
  g_assert_true (g_utf8_validate (error->message, -1, NULL));
  g_assert_cmpuint (strlen (error->message), >, 5);
  if (turn > 0 && !balut_test_mentions_turn (error->message, turn))
    g_test_fail_printf ("the message does not name turn %u: %s", turn, error->message);
  if (mention != NULL && !mentions (error->message, mention))
    g_test_fail_printf ("the message does not mention “%s”: %s", mention, error->message);
}

static BalutGame *
load_ok (const char *data,
         gssize      length)
{
  g_autoptr(GError) error = NULL;
  BalutGame *game = balut_record_load_data (data, length, &error);

  g_assert_no_error (error);
  g_assert_nonnull (game);
  return game;
}

/* ------------------------------------------------------------------ */
/* Round trips                                                          */
/* ------------------------------------------------------------------ */

typedef enum
{
  STAGE_NO_THROWS,        /* players and guesses only */
  STAGE_AFTER_ENTRY,      /* between two turns */
  STAGE_ONE_THROW,        /* in a turn, after its first throw */
  STAGE_PENDING_HOLDS,    /* in a turn, holds chosen after the last throw */
  STAGE_LAST_THROW,       /* in a turn, no throws left, holds pending */
  STAGE_FINISHED,
  N_STAGES
} Stage;

static const char *stage_names[] = {
  "no-throws", "after-entry", "one-throw", "pending-holds", "last-throw", "finished",
};

typedef struct
{
  BalutVariant variant;
  Stage        stage;
  guint        n_players;
} RoundTrip;

static BalutGame *
play_to_stage (const RoundTrip *rt,
               GRand           *choices)
{
  BalutGame *game = new_game (rt->variant, 1000 + rt->stage * 10 + rt->variant, rt->n_players);

  for (guint p = 0; p < rt->n_players; p++)
    balut_test_set_guess (game, p, p % 3 == 2 ? BALUT_NO_GUESS : (gint) p);

  switch (rt->stage)
    {
    case STAGE_NO_THROWS:
      break;
    case STAGE_AFTER_ENTRY:
      play_turns (game, choices, 11);
      break;
    case STAGE_ONE_THROW:
      play_turns (game, choices, 9);
      balut_test_roll (game);
      break;
    case STAGE_PENDING_HOLDS:
      play_turns (game, choices, 13);
      balut_test_roll (game);
      balut_test_set_held (game, 0, TRUE);
      balut_test_set_held (game, 3, TRUE);
      balut_test_roll (game);
      balut_test_set_held (game, 0, FALSE);   /* released again (R1) */
      balut_test_set_held (game, 2, TRUE);
      break;
    case STAGE_LAST_THROW:
      play_turns (game, choices, 5);
      while (balut_game_get_throws_left (game) > 0)
        balut_test_roll (game);
      balut_test_set_held (game, 4, TRUE);
      break;
    case STAGE_FINISHED:
      play_to_end (game, choices);
      break;
    default:
      g_assert_not_reached ();
    }

  return game;
}

static void
test_round_trip (gconstpointer data)
{
  const RoundTrip *rt = data;
  g_autoptr(GRand) choices = g_rand_new_with_seed (rt->variant * 100 + rt->stage);
  g_autoptr(BalutGame) game = play_to_stage (rt, choices);
  g_autoptr(BalutGame) loaded = NULL;
  g_autoptr(BalutGame) from_json = NULL;
  g_autoptr(BalutGame) from_file = NULL;
  g_autoptr(JsonNode) node = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *bytes = NULL;
  g_autofree char *again = NULL;
  g_autofree char *dir = NULL;
  g_autofree char *path = NULL;
  gsize length;

  bytes = balut_record_to_data (game, &length);
  g_assert_cmpuint (length, ==, strlen (bytes));
  g_assert_true (g_utf8_validate (bytes, -1, NULL));

  /* bytes → game → the same bytes, the same game */
  loaded = load_ok (bytes, (gssize) length);
  again = balut_record_to_data (loaded, NULL);
  g_assert_cmpstr (bytes, ==, again);
  balut_test_assert_same_game (game, loaded);

  /* through JsonNode */
  node = balut_record_to_json (game);
  from_json = balut_record_load_json (node, &error);
  g_assert_no_error (error);
  balut_test_assert_same_game (game, from_json);

  /* through a file */
  dir = balut_test_make_tmp_dir ("balut-record-XXXXXX");
  path = g_build_filename (dir, "game.json", NULL);
  g_assert_true (balut_record_save_to_file (game, path, &error));
  g_assert_no_error (error);
  from_file = balut_record_load_file (path, &error);
  g_assert_no_error (error);
  balut_test_assert_same_game (game, from_file);
  g_assert_cmpint (g_remove (path), ==, 0);
  g_assert_cmpint (g_rmdir (dir), ==, 0);

  /* identical replay: the same further actions give the same game, dice
   * included (they come from the seed, the turn and the throw) */
  if (!balut_game_is_finished (game))
    {
      g_autoptr(GRand) c1 = g_rand_new_with_seed (99);
      g_autoptr(GRand) c2 = g_rand_new_with_seed (99);

      if (balut_game_get_n_throws (game) > 0)
        {
          if (balut_game_get_throws_left (game) > 0)
            {
              balut_test_roll (game);
              balut_test_roll (loaded);
              balut_test_assert_same_game (game, loaded);
            }
          balut_test_random_entry (game, c1);
          balut_test_random_entry (loaded, c2);
        }
      play_turns (game, c1, 7);
      play_turns (loaded, c2, 7);
      balut_test_assert_same_game (game, loaded);
      play_to_end (game, c1);
      play_to_end (loaded, c2);
      balut_test_assert_same_game (game, loaded);
    }
}

/* A seed the record cannot keep would make a resumed game roll other
 * dice than the original: the largest seed must survive the round trip
 * (seeds stop at 2^53 − 1, where JSON numbers stop being exact). */
static void
test_round_trip_large_seed (void)
{
  g_autoptr(BalutGame) game = new_game (BALUT_VARIANT_STANDARD, BALUT_MAX_SEED, 2);
  g_autoptr(BalutGame) loaded = NULL;
  g_autoptr(GRand) c0 = g_rand_new_with_seed (5);
  g_autoptr(GRand) c1 = g_rand_new_with_seed (6);
  g_autoptr(GRand) c2 = g_rand_new_with_seed (6);
  g_autofree char *bytes = NULL;

  play_turns (game, c0, 3);
  bytes = balut_record_to_data (game, NULL);
  loaded = load_ok (bytes, -1);
  g_assert_cmpuint (balut_game_get_seed (loaded), ==, balut_game_get_seed (game));

  play_turns (game, c1, 5);
  play_turns (loaded, c2, 5);
  balut_test_assert_same_game (game, loaded);
}

/* Undo right after resuming: either refused, or exactly as in the
 * original game (dice, holds, throws left). */
static void
test_round_trip_then_undo (gconstpointer data)
{
  BalutVariant variant = GPOINTER_TO_UINT (data);
  g_autoptr(BalutGame) game = new_game (variant, 31, 2);
  g_autoptr(BalutGame) loaded = NULL;
  g_autoptr(GRand) choices = g_rand_new_with_seed (31);
  g_autofree char *bytes = NULL;

  play_turns (game, choices, 4);
  balut_test_roll (game);
  balut_test_set_held (game, 1, TRUE);
  balut_test_roll (game);
  /* holds chosen after the last throw, then the entry */
  balut_test_set_held (game, 1, FALSE);
  balut_test_set_held (game, 4, TRUE);
  balut_test_random_entry (game, choices);

  bytes = balut_record_to_data (game, NULL);
  loaded = load_ok (bytes, -1);
  balut_test_assert_same_game (game, loaded);

  if (balut_game_can_undo (loaded))
    {
      balut_test_undo (game);
      balut_test_undo (loaded);
      balut_test_assert_same_game (game, loaded);
    }
}

/* "assisted": written only when true, and loaded back; an undo in
 * the game sets it. */
static void
test_round_trip_assisted (gconstpointer data)
{
  BalutVariant variant = GPOINTER_TO_UINT (data);
  g_autoptr(BalutGame) game = new_game (variant, 77, 2);
  g_autoptr(BalutGame) plain_loaded = NULL;
  g_autoptr(BalutGame) loaded = NULL;
  g_autoptr(GRand) choices = g_rand_new_with_seed (77);
  g_autofree char *plain = NULL;
  g_autofree char *bytes = NULL;
  g_autofree char *again = NULL;

  play_turns (game, choices, 3);
  plain = balut_record_to_data (game, NULL);
  g_assert_null (strstr (plain, "assisted"));
  plain_loaded = load_ok (plain, -1);
  g_assert_false (balut_game_get_assisted (plain_loaded));

  balut_test_undo (game);
  balut_test_random_entry (game, choices);
  play_to_end (game, choices);
  bytes = balut_record_to_data (game, NULL);
  g_assert_nonnull (strstr (bytes, "\n  \"assisted\": true,\n"));
  loaded = load_ok (bytes, -1);
  g_assert_true (balut_game_get_assisted (loaded));
  balut_test_assert_same_game (game, loaded);
  again = balut_record_to_data (loaded, NULL);
  g_assert_cmpstr (again, ==, bytes);
}

/* ------------------------------------------------------------------ */
/* The base record and its mutations                                    */
/* ------------------------------------------------------------------ */

static const char base_head[] =
  "{'format':'balut-record','version':1,'variant':'standard','seed':42,"
  "'players':[{'name':'Maria','kind':'human'},{'name':'Computer','kind':'computer'}],"
  "'guesses':[2,null],"
  "'turns':[\n";

static const char *base_turns[] = {
  "{'player':0,'throws':[[1,6,6,2,6],[3,6,6,6,6]],'holds':[[false,true,true,false,true]],'category':'sixes','box':0}",
  "{'player':1,'throws':[[1,2,3,4,5]],'holds':[],'category':'straight','box':0}",
  "{'player':0,'throws':[[4,4,4,1,2],[4,4,4,4,2],[4,4,4,4,4]],'holds':[[true,true,true,false,false],[true,true,true,true,false]],'category':'balut','box':0}",
  "{'player':1,'throws':[[2,2,3,3,3],[5,5,3,3,3]],'holds':[[false,false,true,true,true]],'category':'full-house','box':1}",
  "{'player':0,'throws':[[6,6,6,6,1]],'holds':[],'category':'sixes','box':1}",
  "{'player':1,'throws':[[1,1,1,1,1],[2,3,4,5,6]],'holds':[[false,false,false,false,false]],'held':[true,false,false,false,false]}",
};

static const char base_tail[] = "\n]}\n";

#define N_BASE_TURNS G_N_ELEMENTS (base_turns)

/* Replaces the first @find (then @find2 after it) in @text. */
static char *
replace_in (const char *text,
            const char *find,
            const char *replace,
            const char *find2,
            const char *replace2)
{
  g_autofree char *f = dq (find);
  g_autofree char *r = dq (replace);
  const char *hit = strstr (text, f);
  GString *out = g_string_new (NULL);

  if (hit == NULL)
    g_error ("“%s” is not in “%s”", find, text);
  g_string_append_len (out, text, hit - text);
  g_string_append (out, r);
  if (find2 != NULL)
    {
      g_autofree char *rest = replace_in (hit + strlen (f), find2, replace2, NULL, NULL);

      g_string_append (out, rest);
    }
  else
    {
      g_string_append (out, hit + strlen (f));
    }

  return g_string_free (out, FALSE);
}

/* line 0 is the head, 1…6 the turns, 7 the tail */
static char *
base_record_with (guint        line,
                  const char  *find,
                  const char  *replace,
                  const char  *find2,
                  const char  *replace2)
{
  GString *out = g_string_new (NULL);
  const char *lines[N_BASE_TURNS + 2];

  lines[0] = base_head;
  for (guint i = 0; i < N_BASE_TURNS; i++)
    lines[i + 1] = base_turns[i];
  lines[N_BASE_TURNS + 1] = base_tail;

  for (guint i = 0; i < G_N_ELEMENTS (lines); i++)
    {
      g_autofree char *text = dq (lines[i]);

      if (i == line && find != NULL)
        {
          g_autofree char *changed = replace_in (text, find, replace, find2, replace2);

          g_string_append (out, changed);
        }
      else
        {
          g_string_append (out, text);
        }
      if (i >= 1 && i < N_BASE_TURNS)
        g_string_append (out, ",\n");
    }

  return g_string_free (out, FALSE);
}

static char *
base_record (void)
{
  return base_record_with (0, NULL, NULL, NULL, NULL);
}

static void
test_base_record_loads (void)
{
  g_autofree char *data = base_record ();
  g_autoptr(BalutGame) game = load_ok (data, -1);
  BalutScoresheet *s0 = balut_player_get_sheet (balut_game_get_player (game, 0));
  BalutScoresheet *s1 = balut_player_get_sheet (balut_game_get_player (game, 1));
  static const guint8 dice[] = { 2, 3, 4, 5, 6 };
  static const gboolean held[] = { TRUE, FALSE, FALSE, FALSE, FALSE };
  guint8 values[BALUT_N_DICE];
  gboolean holds[BALUT_N_DICE];

  g_assert_cmpint (balut_game_get_variant (game), ==, BALUT_VARIANT_STANDARD);
  g_assert_cmpuint (balut_game_get_seed (game), ==, 42);
  g_assert_cmpuint (balut_game_get_n_players (game), ==, 2);
  g_assert_cmpstr (balut_player_get_name (balut_game_get_player (game, 0)), ==, "Maria");
  g_assert_cmpint (balut_player_get_kind (balut_game_get_player (game, 1)), ==, BALUT_PLAYER_COMPUTER);
  g_assert_cmpint (balut_player_get_guess (balut_game_get_player (game, 0)), ==, 2);
  g_assert_cmpint (balut_player_get_guess (balut_game_get_player (game, 1)), ==, BALUT_NO_GUESS);

  /* the scores of the entries, by hand */
  g_assert_cmpint (balut_scoresheet_get_box (s0, BALUT_CATEGORY_SIXES, 0), ==, 24);
  g_assert_cmpint (balut_scoresheet_get_box (s0, BALUT_CATEGORY_BALUT, 0), ==, 40);
  g_assert_cmpint (balut_scoresheet_get_box (s0, BALUT_CATEGORY_SIXES, 1), ==, 24);
  g_assert_cmpint (balut_scoresheet_get_box (s1, BALUT_CATEGORY_STRAIGHT, 0), ==, 15);
  g_assert_cmpint (balut_scoresheet_get_box (s1, BALUT_CATEGORY_FULL_HOUSE, 1), ==, 19);
  g_assert_cmpuint (balut_scoresheet_get_n_filled (s0), ==, 3);
  g_assert_cmpuint (balut_scoresheet_get_n_filled (s1), ==, 2);
  g_assert_cmpuint (balut_game_get_n_baluts (game), ==, 1);

  /* the turn in progress, with its pending hold */
  g_assert_cmpint (balut_game_get_state (game), ==, BALUT_GAME_STATE_IN_TURN);
  g_assert_cmpuint (balut_game_get_current_player (game), ==, 1);
  g_assert_cmpuint (balut_game_get_n_throws (game), ==, 2);
  g_assert_cmpuint (balut_game_get_throws_left (game), ==, 1);
  g_assert_cmpuint (balut_game_get_n_turns (game), ==, 6);
  balut_dice_get_values (balut_game_get_dice (game), values);
  balut_dice_get_holds (balut_game_get_dice (game), holds);
  g_assert_cmpmem (values, sizeof values, dice, sizeof dice);
  g_assert_cmpmem (holds, sizeof holds, held, sizeof held);
}

/* Extra keys are room for more: ignored everywhere. */
static void
test_extra_keys (void)
{
  struct { guint line; const char *find, *replace; } extras[] = {
    { 0, "'seed':42,", "'seed':42,'comment':'shared by Maria','app':{'version':[0,1]},'n':1.5," },
    { 0, "'kind':'human'}", "'kind':'human','colour':'#ff0000','avatar':null}" },
    { 2, "'box':0}", "'box':0,'duration':1.5,'note':null,'x':[[[]]]}" },
    { 6, "'held':", "'thinking':true,'held':" },
  };
  g_autofree char *plain_data = base_record ();
  g_autoptr(BalutGame) plain = load_ok (plain_data, -1);

  for (guint i = 0; i < G_N_ELEMENTS (extras); i++)
    {
      g_autofree char *data = base_record_with (extras[i].line, extras[i].find, extras[i].replace, NULL, NULL);
      g_autoptr(BalutGame) game = load_ok (data, -1);

      balut_test_assert_same_game (game, plain);
    }
}

/* "assisted": false is the same as no key; true marks the game. */
static void
test_assisted_key (void)
{
  g_autofree char *plain_data = base_record ();
  g_autofree char *false_data = base_record_with (0, "'guesses':[2,null],", "'guesses':[2,null],'assisted':false,", NULL, NULL);
  g_autofree char *true_data = base_record_with (0, "'guesses':[2,null],", "'guesses':[2,null],'assisted':true,", NULL, NULL);
  g_autoptr(BalutGame) plain = load_ok (plain_data, -1);
  g_autoptr(BalutGame) no = load_ok (false_data, -1);
  g_autoptr(BalutGame) yes = load_ok (true_data, -1);

  g_assert_false (balut_game_get_assisted (plain));
  g_assert_false (balut_game_get_assisted (no));
  g_assert_true (balut_game_get_assisted (yes));
  balut_test_assert_same_game (plain, no);
}

typedef struct
{
  const char *name;
  guint       line;       /* 0: head, 1–6: turn, 7: tail */
  const char *find;
  const char *replace;
  gint        code;
  gint        alt_code;   /* another acceptable code, or -1 */
  guint       turn;       /* the turn the message must name, or 0 */
  const char *mention;    /* a word the message must contain, or NULL */
  const char *find2;
  const char *replace2;
} Mutation;

#define INVALID BALUT_RECORD_ERROR_INVALID
#define INCONSISTENT BALUT_RECORD_ERROR_INCONSISTENT
#define NOT_RECORD BALUT_RECORD_ERROR_NOT_RECORD
#define VERSION BALUT_RECORD_ERROR_VERSION
#define UNREADABLE BALUT_RECORD_ERROR_UNREADABLE

static const Mutation mutations[] = {
  /* not a record */
  { "format-missing", 0, "'format':'balut-record',", "", NOT_RECORD, -1, 0, NULL },
  { "format-other", 0, "'balut-record'", "'yatzy-record'", NOT_RECORD, -1, 0, NULL },
  { "format-int", 0, "'balut-record'", "1", NOT_RECORD, -1, 0, NULL },
  { "format-null", 0, "'balut-record'", "null", NOT_RECORD, -1, 0, NULL },
  { "format-array", 0, "'balut-record'", "['balut-record']", NOT_RECORD, -1, 0, NULL },
  { "format-object", 0, "'balut-record'", "{'balut-record':1}", NOT_RECORD, -1, 0, NULL },

  /* version */
  { "version-newer", 0, "'version':1", "'version':2", VERSION, -1, 0, "version" },
  { "version-far-future", 0, "'version':1", "'version':9007199254740991", VERSION, -1, 0, "version" },
  { "version-zero", 0, "'version':1", "'version':0", INVALID, VERSION, 0, "version" },
  { "version-negative", 0, "'version':1", "'version':-1", INVALID, VERSION, 0, "version" },
  { "version-string", 0, "'version':1", "'version':'1'", INVALID, VERSION, 0, "version" },
  { "version-float", 0, "'version':1", "'version':1.5", INVALID, VERSION, 0, "version" },
  { "version-missing", 0, "'version':1,", "", INVALID, NOT_RECORD, 0, "version" },

  /* variant */
  { "variant-unknown", 0, "'standard'", "'yahtzee'", INVALID, -1, 0, "variant" },
  { "variant-capitalised", 0, "'standard'", "'Standard'", INVALID, -1, 0, "variant" },
  { "variant-int", 0, "'standard'", "0", INVALID, -1, 0, "variant" },
  { "variant-array", 0, "'standard'", "['standard']", INVALID, -1, 0, "variant" },
  { "variant-missing", 0, "'variant':'standard',", "", INVALID, -1, 0, "variant" },

  /* seed */
  { "seed-negative", 0, "'seed':42", "'seed':-1", INVALID, -1, 0, "seed" },
  { "seed-2^53", 0, "'seed':42", "'seed':9007199254740992", INVALID, -1, 0, "seed" },
  { "seed-2^63", 0, "'seed':42", "'seed':9223372036854775807", INVALID, -1, 0, "seed" },
  { "seed-string", 0, "'seed':42", "'seed':'42'", INVALID, -1, 0, "seed" },
  { "seed-float", 0, "'seed':42", "'seed':42.5", INVALID, -1, 0, "seed" },
  { "seed-exponent", 0, "'seed':42", "'seed':4.2e1", INVALID, -1, 0, "seed" },
  { "seed-null", 0, "'seed':42", "'seed':null", INVALID, -1, 0, "seed" },
  { "seed-bool", 0, "'seed':42", "'seed':true", INVALID, -1, 0, "seed" },
  { "seed-object", 0, "'seed':42", "'seed':{}", INVALID, -1, 0, "seed" },
  { "seed-missing", 0, "'seed':42,", "", INVALID, -1, 0, "seed" },

  /* players */
  { "players-none", 0, "[{'name':'Maria','kind':'human'},{'name':'Computer','kind':'computer'}]", "[]",
    INVALID, -1, 0, "players" },
  { "players-nine", 0, "[{'name':'Maria','kind':'human'},{'name':'Computer','kind':'computer'}]",
    "[{'name':'A','kind':'human'},{'name':'B','kind':'human'},{'name':'C','kind':'human'},"
    "{'name':'D','kind':'human'},{'name':'E','kind':'human'},{'name':'F','kind':'human'},"
    "{'name':'G','kind':'human'},{'name':'H','kind':'human'},{'name':'I','kind':'human'}]",
    INVALID, -1, 0, "players" },
  { "players-object", 0, "[{'name':'Maria','kind':'human'},{'name':'Computer','kind':'computer'}]",
    "{'name':'Maria','kind':'human'}", INVALID, -1, 0, "players" },
  { "players-missing", 0, "'players':[{'name':'Maria','kind':'human'},{'name':'Computer','kind':'computer'}],",
    "", INVALID, -1, 0, "players" },
  { "player-string", 0, "{'name':'Maria','kind':'human'}", "'Maria'", INVALID, -1, 0, NULL },
  { "player-null", 0, "{'name':'Maria','kind':'human'}", "null", INVALID, -1, 0, NULL },
  { "player-name-empty", 0, "'Maria'", "''", INVALID, -1, 0, "name" },
  { "player-name-blank", 0, "'Maria'", "'   '", INVALID, -1, 0, "name" },
  { "player-name-control", 0, "'Maria'", "'Ma\\u0007ria'", INVALID, -1, 0, "name" },
  { "player-name-too-long", 0, "'Maria'",
    "'xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx'", INVALID, -1, 0, "name" },
  { "player-name-int", 0, "'name':'Maria'", "'name':5", INVALID, -1, 0, "name" },
  { "player-name-missing", 0, "'name':'Maria',", "", INVALID, -1, 0, "name" },
  { "player-kind-unknown", 0, "'kind':'human'", "'kind':'alien'", INVALID, -1, 0, "kind" },
  { "player-kind-bool", 0, "'kind':'human'", "'kind':true", INVALID, -1, 0, "kind" },
  { "player-kind-missing", 0, ",'kind':'human'", "", INVALID, -1, 0, "kind" },

  /* guesses (R24) */
  { "guesses-short", 0, "[2,null]", "[2]", INVALID, -1, 0, "guesses" },
  { "guesses-long", 0, "[2,null]", "[2,null,1]", INVALID, -1, 0, "guesses" },
  { "guesses-negative", 0, "[2,null]", "[-2,null]", INVALID, -1, 0, "guesses" },
  { "guesses-too-many-baluts", 0, "[2,null]", "[9,null]", INVALID, -1, 0, "guesses" },
  { "guesses-string", 0, "[2,null]", "['2',null]", INVALID, -1, 0, "guesses" },
  { "guesses-float", 0, "[2,null]", "[2.5,null]", INVALID, -1, 0, "guesses" },
  { "guesses-object", 0, "[2,null]", "{'0':2}", INVALID, -1, 0, "guesses" },

  /* assisted: optional, true or false */
  { "assisted-string", 0, "'guesses':[2,null],", "'guesses':[2,null],'assisted':'true',", INVALID, -1, 0, "assisted" },
  { "assisted-int", 0, "'guesses':[2,null],", "'guesses':[2,null],'assisted':1,", INVALID, -1, 0, "assisted" },
  { "assisted-null", 0, "'guesses':[2,null],", "'guesses':[2,null],'assisted':null,", INVALID, -1, 0, "assisted" },
  { "assisted-array", 0, "'guesses':[2,null],", "'guesses':[2,null],'assisted':[true],", INVALID, -1, 0, "assisted" },
  { "assisted-object", 0, "'guesses':[2,null],", "'guesses':[2,null],'assisted':{},", INVALID, -1, 0, "assisted" },

  /* turns */
  { "turn-array", 1, "{'player':0,'throws':[[1,6,6,2,6],[3,6,6,6,6]],'holds':[[false,true,true,false,true]],'category':'sixes','box':0}",
    "[0,[[1,6,6,2,6]]]", INVALID, -1, 1, NULL },
  { "turn-null", 2, "{'player':1,'throws':[[1,2,3,4,5]],'holds':[],'category':'straight','box':0}",
    "null", INVALID, -1, 2, NULL },
  { "turn-player-string", 1, "'player':0", "'player':'0'", INVALID, -1, 1, "player" },
  { "turn-player-float", 1, "'player':0", "'player':0.5", INVALID, -1, 1, "player" },
  { "turn-player-negative", 1, "'player':0", "'player':-1", INVALID, -1, 1, "player" },
  { "turn-player-no-such-seat", 3, "'player':0", "'player':2", INVALID, INCONSISTENT, 3, "player" },
  { "turn-player-missing", 1, "'player':0,", "", INVALID, -1, 1, "player" },
  { "turn-throws-empty", 1, "'throws':[[1,6,6,2,6],[3,6,6,6,6]],'holds':[[false,true,true,false,true]]",
    "'throws':[],'holds':[]", INVALID, -1, 1, "throws" },
  { "turn-throws-object", 2, "'throws':[[1,2,3,4,5]]", "'throws':{'0':[1,2,3,4,5]}", INVALID, -1, 2, "throws" },
  { "turn-throws-flat", 2, "'throws':[[1,2,3,4,5]]", "'throws':[1,2,3,4,5]", INVALID, -1, 2, "throws" },
  { "turn-throws-missing", 2, "'throws':[[1,2,3,4,5]],", "", INVALID, -1, 2, "throws" },
  { "dice-four", 2, "[1,2,3,4,5]", "[1,2,3,4]", INVALID, -1, 2, "throws" },
  { "dice-six", 2, "[1,2,3,4,5]", "[1,2,3,4,5,6]", INVALID, -1, 2, "throws" },
  { "die-0", 1, "[1,6,6,2,6]", "[0,6,6,2,6]", INVALID, -1, 1, "throws" },
  { "die-7", 4, "[5,5,3,3,3]", "[5,7,3,3,3]", INVALID, -1, 4, "throws" },
  { "die-negative", 2, "[1,2,3,4,5]", "[1,2,-3,4,5]", INVALID, -1, 2, "throws" },
  { "die-string", 2, "[1,2,3,4,5]", "[1,2,'3',4,5]", INVALID, -1, 2, "throws" },
  { "die-float", 2, "[1,2,3,4,5]", "[1,2,3.5,4,5]", INVALID, -1, 2, "throws" },
  { "die-null", 2, "[1,2,3,4,5]", "[1,2,null,4,5]", INVALID, -1, 2, "throws" },
  { "die-bool", 2, "[1,2,3,4,5]", "[1,2,true,4,5]", INVALID, -1, 2, "throws" },
  { "die-array", 2, "[1,2,3,4,5]", "[1,2,[3],4,5]", INVALID, -1, 2, "throws" },
  { "die-huge", 2, "[1,2,3,4,5]", "[1,2,4294967299,4,5]", INVALID, -1, 2, "throws" },
  { "holds-missing", 1, "'holds':[[false,true,true,false,true]],", "", INVALID, -1, 1, "holds" },
  { "holds-one-too-many", 1, "'holds':[[false,true,true,false,true]]",
    "'holds':[[false,true,true,false,true],[false,false,false,false,false]]", INVALID, INCONSISTENT, 1, "holds" },
  { "holds-one-too-few", 4, "'holds':[[false,false,true,true,true]]", "'holds':[]", INVALID, INCONSISTENT, 4, "holds" },
  { "holds-for-one-throw", 2, "'holds':[]", "'holds':[[true,true,true,true,true]]", INVALID, INCONSISTENT, 2, "holds" },
  { "hold-int", 1, "[false,true,true,false,true]", "[0,1,1,0,1]", INVALID, -1, 1, "holds" },
  { "hold-string", 1, "[false,true,true,false,true]", "['false',true,true,false,true]", INVALID, -1, 1, "holds" },
  { "hold-four", 1, "[false,true,true,false,true]", "[false,true,true,false]", INVALID, -1, 1, "holds" },
  { "holds-object", 1, "'holds':[[false,true,true,false,true]]", "'holds':{}", INVALID, -1, 1, "holds" },
  { "category-unknown", 1, "'sixes'", "'sevens'", INVALID, -1, 1, "category" },
  { "category-label", 4, "'full-house'", "'Full House'", INVALID, -1, 4, "category" },
  { "category-int", 2, "'straight'", "3", INVALID, -1, 2, "category" },
  { "category-null", 2, "'straight'", "null", INVALID, -1, 2, "category" },
  { "box-4", 1, "'box':0", "'box':4", INVALID, -1, 1, "box" },
  { "box-5", 1, "'box':0", "'box':5", INVALID, -1, 1, "box" },
  { "box-negative", 1, "'box':0", "'box':-1", INVALID, -1, 1, "box" },
  { "box-string-number", 1, "'box':0", "'box':'0'", INVALID, -1, 1, "box" },
  { "box-float", 1, "'box':0", "'box':0.5", INVALID, -1, 1, "box" },
  { "box-null", 1, "'box':0", "'box':null", INVALID, -1, 1, "box" },
  { "box-missing", 1, ",'box':0", "", INVALID, -1, 1, "box" },
  { "held-int", 6, "'held':[true,false,false,false,false]", "'held':[1,0,0,0,0]", INVALID, -1, 6, "held" },
  { "held-short", 6, "'held':[true,false,false,false,false]", "'held':[true]", INVALID, -1, 6, "held" },
  { "held-object", 6, "'held':[true,false,false,false,false]", "'held':{}", INVALID, -1, 6, "held" },

  /* against the rules */
  { "held-die-changed-R1", 1, "[3,6,6,6,6]", "[3,5,6,6,6]", INCONSISTENT, -1, 1, NULL },
  { "held-die-changed-third-throw-R1", 3, "[4,4,4,4,4]]", "[4,4,3,4,4]]", INCONSISTENT, -1, 3, NULL },
  { "rethrow-with-all-held-R1", 3, "[4,4,4,4,4]]", "[4,4,4,4,2]]", INCONSISTENT, INVALID, 3, NULL,
    "[true,true,true,true,false]]", "[true,true,true,true,true]]" },
  { "too-many-throws-R1", 3, "[4,4,4,4,4]],'holds':[[true,true,true,false,false],[true,true,true,true,false]]",
    "[4,4,4,4,4],[4,4,4,4,4]],'holds':[[true,true,true,false,false],[true,true,true,true,false],[true,true,true,true,false]]",
    INCONSISTENT, -1, 3, "throws" },
  { "too-many-throws-in-progress-R1", 6, "[2,3,4,5,6]],'holds':[[false,false,false,false,false]]",
    "[2,3,4,5,6],[2,3,4,5,6],[2,3,4,5,6]],'holds':[[false,false,false,false,false],[true,false,false,false,false],[true,false,false,false,false]]",
    INCONSISTENT, -1, 6, "throws" },
  { "entry-into-filled-box-R2", 5, "'box':1", "'box':0", INCONSISTENT, -1, 5, NULL },
  { "wrong-player-first-R4", 1, "'player':0", "'player':1", INCONSISTENT, -1, 1, "player" },
  { "wrong-player-order-R4", 2, "'player':1", "'player':0", INCONSISTENT, -1, 2, "player" },
  { "wrong-player-in-progress-R4", 6, "'player':1", "'player':0", INCONSISTENT, -1, 6, "player" },
  { "missing-category-not-last", 2, ",'category':'straight','box':0", "", INCONSISTENT, INVALID, 2, NULL },
  { "missing-category-first", 1, ",'category':'sixes','box':0", "", INCONSISTENT, INVALID, 1, NULL },
  { "box-without-category", 6, "'held':", "'box':2,'held':", INVALID, INCONSISTENT, 6, "box" },
  { "jackpot-box-in-standard-J1", 5, "'box':1", "'box':'jackpot'", INCONSISTENT, INVALID, 5, NULL },
  { "box-string-other", 5, "'box':1", "'box':'joker'", INVALID, -1, 5, "box" },
};

static void
test_mutation (gconstpointer data)
{
  const Mutation *m = data;
  g_autofree char *record = base_record_with (m->line, m->find, m->replace, m->find2, m->replace2);

  assert_load_fails (record, -1, m->code, m->alt_code, m->turn, m->mention);
}

/* Whole documents that are JSON but not records */
static const char *not_records[] = {
  "[1,2,3]", "'balut-record'", "42", "null", "true", "{}", "[]",
  "{'format':'balut-record '}", "[{'format':'balut-record','version':1}]",
};

static void
test_not_a_record (void)
{
  for (guint i = 0; i < G_N_ELEMENTS (not_records); i++)
    {
      g_autofree char *doc = dq (not_records[i]);

      assert_load_fails (doc, -1, NOT_RECORD, UNREADABLE, 0, NULL);
    }
}

static void
test_turns_mistyped (void)
{
  static const char *docs[] = {
    "{'format':'balut-record','version':1,'variant':'standard','seed':1,'players':[{'name':'A','kind':'human'}],'turns':{}}",
    "{'format':'balut-record','version':1,'variant':'standard','seed':1,'players':[{'name':'A','kind':'human'}],'turns':'none'}",
    "{'format':'balut-record','version':1,'variant':'standard','seed':1,'players':[{'name':'A','kind':'human'}],'turns':null}",
    "{'format':'balut-record','version':1,'variant':'standard','seed':1,'players':[{'name':'A','kind':'human'}]}",
  };

  for (guint i = 0; i < G_N_ELEMENTS (docs); i++)
    {
      g_autofree char *doc = dq (docs[i]);

      assert_load_fails (doc, -1, INVALID, -1, 0, "turns");
    }
}

/* ------------------------------------------------------------------ */
/* Whole games written by the test                                      */
/* ------------------------------------------------------------------ */

typedef struct
{
  guint8      dice[BALUT_N_DICE];
  const char *category;
  const char *box;        /* "0"…"3" or "\"jackpot\"" */
} Entry;

/* One throw a turn, players in rotation. */
static char *
make_record (const char  *variant,
             guint        n_players,
             const Entry *entries,
             guint        n_entries)
{
  GString *s = g_string_new (NULL);

  g_string_append_printf (s, "{\"format\":\"balut-record\",\"version\":1,\"variant\":\"%s\",\"seed\":7,\"players\":[",
                          variant);
  for (guint p = 0; p < n_players; p++)
    g_string_append_printf (s, "%s{\"name\":\"P%u\",\"kind\":\"human\"}", p ? "," : "", p);
  g_string_append (s, "],\"turns\":[\n");
  for (guint t = 0; t < n_entries; t++)
    {
      const Entry *e = &entries[t];

      g_string_append_printf (s, "%s{\"player\":%u,\"throws\":[[%u,%u,%u,%u,%u]],\"holds\":[],"
                              "\"category\":\"%s\",\"box\":%s}\n",
                              t ? "," : "", t % n_players,
                              e->dice[0], e->dice[1], e->dice[2], e->dice[3], e->dice[4],
                              e->category, e->box);
    }
  g_string_append (s, "]}\n");

  return g_string_free (s, FALSE);
}

static const char *box_ids[] = { "0", "1", "2", "3", "\"jackpot\"" };

/* A finished standard game of one player with 1-2-3-4-5 in every box:
 * fours 16, fives 20, straight 60 (R15: +4), choice 60 → 156, −2 → 2. */
static Entry *
small_straight_game (guint *n)
{
  Entry *entries = g_new0 (Entry, 29);

  for (guint t = 0; t < 28; t++)
    {
      static const guint8 dice[] = { 1, 2, 3, 4, 5 };

      memcpy (entries[t].dice, dice, sizeof dice);
      entries[t].category = balut_test_category_names[t / 4];
      entries[t].box = box_ids[t % 4];
    }
  *n = 28;
  return entries;
}

static void
test_finished_record_points (void)
{
  guint n;
  g_autofree Entry *entries = small_straight_game (&n);
  g_autofree char *record = make_record ("standard", 1, entries, n);
  g_autoptr(BalutGame) game = load_ok (record, -1);
  BalutPlayer *player = balut_game_get_player (game, 0);

  g_assert_true (balut_game_is_finished (game));
  g_assert_cmpuint (balut_player_get_score_total (player), ==, 156);
  g_assert_cmpint (balut_player_get_final_points (player), ==, 2);
}

static void
test_turn_after_game_end (void)
{
  guint n;
  g_autofree Entry *entries = small_straight_game (&n);
  g_autofree char *record = NULL;

  /* R3: a 29th turn for a single player */
  entries[28] = entries[0];
  record = make_record ("standard", 1, entries, 29);
  assert_load_fails (record, -1, INCONSISTENT, -1, 29, NULL);
}

/* J3: the fourth Fours box while the Jackpot box is open */
static void
test_jackpot_open (void)
{
  Entry entries[] = {
    { { 4, 4, 1, 2, 3 }, "fours", "0" },
    { { 4, 4, 1, 2, 3 }, "fours", "1" },
    { { 4, 4, 1, 2, 3 }, "fours", "2" },
    { { 4, 4, 1, 2, 3 }, "fours", "3" },
  };
  g_autofree char *record = make_record ("jackpot", 1, entries, G_N_ELEMENTS (entries));

  assert_load_fails (record, -1, INCONSISTENT, -1, 4, NULL);
}

static void
test_jackpot_struck_then_fourth (void)
{
  Entry entries[] = {
    { { 4, 4, 1, 2, 3 }, "fours", "0" },
    { { 4, 4, 1, 2, 3 }, "fours", "1" },
    { { 4, 4, 1, 2, 3 }, "fours", "2" },
    { { 4, 4, 1, 2, 3 }, "fours", "\"jackpot\"" },   /* struck: two 4s (J2) */
    { { 4, 4, 4, 4, 3 }, "fives", "\"jackpot\"" },   /* struck too */
    { { 4, 4, 1, 2, 3 }, "fours", "3" },
  };
  g_autofree char *record = make_record ("jackpot", 1, entries, G_N_ELEMENTS (entries));
  g_autoptr(BalutGame) game = load_ok (record, -1);
  BalutScoresheet *sheet = balut_player_get_sheet (balut_game_get_player (game, 0));

  g_assert_cmpint (balut_scoresheet_get_box (sheet, BALUT_CATEGORY_FOURS, BALUT_BOX_JACKPOT), ==, 0);
  g_assert_cmpint (balut_scoresheet_get_box (sheet, BALUT_CATEGORY_FIVES, BALUT_BOX_JACKPOT), ==, 0);
  g_assert_cmpint (balut_scoresheet_get_box (sheet, BALUT_CATEGORY_FOURS, 3), ==, 8);
}

static void
test_jackpot_for_balut (void)
{
  Entry entries[] = {
    { { 2, 2, 2, 2, 2 }, "balut", "\"jackpot\"" },
  };
  g_autofree char *record = make_record ("jackpot", 1, entries, G_N_ELEMENTS (entries));

  assert_load_fails (record, -1, INCONSISTENT, INVALID, 1, NULL);
}

/* O1: Olathe fills Fours 1, Fives 1, … Balut 1, Fours 2, … */
static void
test_olathe_order (void)
{
  Entry entries[9];
  g_autoptr(BalutGame) game = NULL;
  g_autofree char *good = NULL;
  g_autofree char *bad = NULL;

  for (guint t = 0; t < G_N_ELEMENTS (entries); t++)
    {
      static const guint8 dice[] = { 6, 5, 4, 3, 2 };

      memcpy (entries[t].dice, dice, sizeof dice);
      entries[t].category = balut_test_category_names[t % 7];
      entries[t].box = box_ids[t / 7];
    }
  good = make_record ("olathe", 1, entries, G_N_ELEMENTS (entries));
  game = load_ok (good, -1);
  g_assert_cmpuint (balut_game_get_n_turns (game), ==, 9);

  /* turn 8 goes to Fours box 2, not Fives box 2 */
  entries[7].category = "fives";
  bad = make_record ("olathe", 1, entries, G_N_ELEMENTS (entries));
  assert_load_fails (bad, -1, INCONSISTENT, -1, 8, NULL);
}

static void
test_olathe_first_box (void)
{
  Entry entries[] = {
    { { 5, 5, 5, 1, 2 }, "fives", "0" },
  };
  g_autofree char *record = make_record ("olathe", 1, entries, G_N_ELEMENTS (entries));

  assert_load_fails (record, -1, INCONSISTENT, -1, 1, NULL);
}

/* O2: five throws in Olathe, not six; and five is too many in standard */
static void
test_olathe_five_throws (void)
{
  static const char ok[] =
    "{'format':'balut-record','version':1,'variant':'olathe','seed':3,"
    "'players':[{'name':'Ola','kind':'computer'}],'guesses':[null],'turns':[\n"
    "{'player':0,'throws':[[1,1,2,2,3],[1,1,4,4,4],[1,1,4,4,4],[4,4,4,4,4],[4,4,4,4,4]],"
    "'holds':[[true,true,false,false,false],[false,false,true,true,true],[false,false,true,true,true],[true,true,true,true,false]],"
    "'category':'fours','box':0}\n]}";
  static const char too_many[] =
    "{'format':'balut-record','version':1,'variant':'olathe','seed':3,"
    "'players':[{'name':'Ola','kind':'computer'}],'guesses':[null],'turns':[\n"
    "{'player':0,'throws':[[1,1,2,2,3],[1,1,4,4,4],[1,1,4,4,4],[4,4,4,4,4],[4,4,4,4,4],[4,4,4,4,4]],"
    "'holds':[[true,true,false,false,false],[false,false,true,true,true],[false,false,true,true,true],[true,true,true,true,false],[true,true,true,true,false]],"
    "'category':'fours','box':0}\n]}";
  g_autofree char *ok_doc = dq (ok);
  g_autofree char *bad_doc = dq (too_many);
  g_autofree char *standard_doc = NULL;
  g_autoptr(BalutGame) game = load_ok (ok_doc, -1);

  g_assert_cmpint (balut_scoresheet_get_box (balut_player_get_sheet (balut_game_get_player (game, 0)),
                                             BALUT_CATEGORY_FOURS, 0), ==, 20);
  assert_load_fails (bad_doc, -1, INCONSISTENT, -1, 1, "throws");

  /* the same turn in standard Balut: five throws are too many (R1) */
  standard_doc = replace_in (ok_doc, "'olathe'", "'standard'", NULL, NULL);
  assert_load_fails (standard_doc, -1, INCONSISTENT, -1, 1, "throws");
}

/* ------------------------------------------------------------------ */
/* Damaged input                                                        */
/* ------------------------------------------------------------------ */

static void
check_prefixes (const char *record,
                guint       step)
{
  gsize len = strlen (record);
  const char *last_brace = strrchr (record, '}');
  gsize complete = last_brace - record + 1;

  for (gsize n = 0; n < len; n += (n + step < complete ? step : 1))
    {
      if (n < complete)
        {
          assert_load_fails (record, (gssize) n, UNREADABLE, -1, 0, NULL);
        }
      else
        {
          g_autoptr(BalutGame) game = load_ok (record, (gssize) n);
        }
    }
}

static void
test_truncated_every_prefix (void)
{
  g_autofree char *record = base_record ();

  check_prefixes (record, 1);
}

static void
test_truncated_generated (gconstpointer data)
{
  BalutVariant variant = GPOINTER_TO_UINT (data);
  g_autoptr(BalutGame) game = new_game (variant, 77, 3);
  g_autoptr(GRand) choices = g_rand_new_with_seed (77);
  g_autofree char *record = NULL;

  play_turns (game, choices, 20);
  balut_test_roll (game);
  balut_test_set_held (game, 2, TRUE);
  record = balut_record_to_data (game, NULL);
  check_prefixes (record, 1);
}

/* Flip bytes at random: either a record that loads (and then saves and
 * loads the same again) or a record error, nothing else. */
static void
test_fuzz_bytes (void)
{
  g_autofree char *record = base_record ();
  g_autoptr(GRand) rand = g_rand_new_with_seed (2024);
  gsize len = strlen (record);
  static const char alphabet[] = "{}[],:\"0123456789-.eE truefalsn\\\xc3\xa9\xff";

  for (guint i = 0; i < 4000; i++)
    {
      g_autofree char *copy = g_memdup2 (record, len + 1);
      guint n_flips = g_rand_int_range (rand, 1, 4);
      g_autoptr(GError) error = NULL;
      g_autoptr(BalutGame) game = NULL;

      for (guint k = 0; k < n_flips; k++)
        copy[g_rand_int_range (rand, 0, len)] = alphabet[g_rand_int_range (rand, 0, sizeof alphabet - 1)];

      game = balut_record_load_data (copy, (gssize) len, &error);
      if (game == NULL)
        {
          g_assert_nonnull (error);
          g_assert_true (error->domain == BALUT_RECORD_ERROR);
          g_assert_true (g_utf8_validate (error->message, -1, NULL));
        }
      else
        {
          g_autofree char *saved = balut_record_to_data (game, NULL);
          g_autoptr(BalutGame) again = load_ok (saved, -1);
          g_autofree char *saved_again = balut_record_to_data (again, NULL);

          g_assert_no_error (error);
          g_assert_cmpstr (saved, ==, saved_again);
        }
    }
}

/* Replace one value anywhere in the tree with a value of another type. */
static JsonNode *
random_value (GRand *rand)
{
  JsonNode *node = json_node_alloc ();

  switch (g_rand_int_range (rand, 0, 12))
    {
    case 0: return json_node_init_int (node, g_rand_int_range (rand, -2, 8));
    case 1: return json_node_init_int (node, G_MAXINT64);
    case 2: return json_node_init_int (node, G_MININT64);
    case 3: return json_node_init_double (node, 2.5);
    case 4: return json_node_init_string (node, "jackpot");
    case 5: return json_node_init_string (node, "sixes");
    case 6: return json_node_init_string (node, "");
    case 7: return json_node_init_boolean (node, g_rand_boolean (rand));
    case 8: return json_node_init_null (node);
    case 9:
      json_node_init (node, JSON_NODE_ARRAY);
      json_node_take_array (node, json_array_new ());
      return node;
    case 10:
      json_node_init (node, JSON_NODE_OBJECT);
      json_node_take_object (node, json_object_new ());
      return node;
    default: return json_node_init_int (node, g_rand_int_range (rand, 0, 3));
    }
}

static guint
count_nodes (JsonNode *node)
{
  guint n = 1;

  if (JSON_NODE_HOLDS_ARRAY (node))
    {
      JsonArray *a = json_node_get_array (node);

      for (guint i = 0; i < json_array_get_length (a); i++)
        n += count_nodes (json_array_get_element (a, i));
    }
  else if (JSON_NODE_HOLDS_OBJECT (node))
    {
      g_autoptr(GList) values = json_object_get_values (json_node_get_object (node));

      for (GList *l = values; l; l = l->next)
        n += count_nodes (l->data);
    }
  return n;
}

/* Replaces the target-th node (pre-order, root = 0 excluded) or removes it. */
static gboolean
mutate_node (JsonNode *node,
             guint    *target,
             GRand    *rand)
{
  if (JSON_NODE_HOLDS_ARRAY (node))
    {
      JsonArray *a = json_node_get_array (node);

      for (guint i = 0; i < json_array_get_length (a); i++)
        {
          if ((*target)-- == 0)
            {
              if (g_rand_int_range (rand, 0, 4) == 0)
                json_array_remove_element (a, i);
              else
                {
                  /* json-glib has no replace: rebuild the tail */
                  guint n = json_array_get_length (a);
                  g_autoptr(GPtrArray) keep = g_ptr_array_new_with_free_func ((GDestroyNotify) json_node_unref);

                  for (guint j = i + 1; j < n; j++)
                    g_ptr_array_add (keep, json_node_ref (json_array_get_element (a, j)));
                  for (guint j = n; j > i; j--)
                    json_array_remove_element (a, j - 1);
                  json_array_add_element (a, random_value (rand));
                  for (guint j = 0; j < keep->len; j++)
                    json_array_add_element (a, json_node_ref (g_ptr_array_index (keep, j)));
                }
              return TRUE;
            }
          if (mutate_node (json_array_get_element (a, i), target, rand))
            return TRUE;
        }
    }
  else if (JSON_NODE_HOLDS_OBJECT (node))
    {
      JsonObject *o = json_node_get_object (node);
      g_autoptr(GList) members = json_object_get_members (o);

      for (GList *l = members; l; l = l->next)
        {
          if ((*target)-- == 0)
            {
              if (g_rand_int_range (rand, 0, 4) == 0)
                json_object_remove_member (o, l->data);
              else
                json_object_set_member (o, l->data, random_value (rand));
              return TRUE;
            }
          if (mutate_node (json_object_get_member (o, l->data), target, rand))
            return TRUE;
        }
    }
  return FALSE;
}

static void
test_fuzz_tree (void)
{
  g_autoptr(GRand) rand = g_rand_new_with_seed (4711);
  g_autoptr(BalutGame) source = new_game (BALUT_VARIANT_JACKPOT, 5, 2);
  g_autoptr(GRand) choices = g_rand_new_with_seed (5);
  g_autofree char *record = NULL;

  /* 750 mutated trees, 3,000 in the thorough run */
  guint n_trees = balut_test_thorough () ? 3000 : 750;

  play_turns (source, choices, 30);
  balut_test_roll (source);
  record = balut_record_to_data (source, NULL);

  for (guint i = 0; i < n_trees; i++)
    {
      g_autoptr(JsonNode) root = json_from_string (record, NULL);
      g_autoptr(GError) error = NULL;
      g_autoptr(BalutGame) game = NULL;
      guint target = g_rand_int_range (rand, 0, count_nodes (root) - 1);

      g_assert_true (mutate_node (root, &target, rand));
      game = balut_record_load_json (root, &error);
      if (game == NULL)
        {
          g_assert_nonnull (error);
          g_assert_true (error->domain == BALUT_RECORD_ERROR);
          g_assert_cmpint (error->code, !=, BALUT_RECORD_ERROR_UNREADABLE);
        }
      else
        {
          g_assert_no_error (error);
        }
    }
}

static void
test_garbage (void)
{
  gsize size = 10 * 1024 * 1024;
  g_autofree char *garbage = g_malloc (size);
  g_autoptr(GRand) rand = g_rand_new_with_seed (10);

  /* random bytes */
  for (gsize i = 0; i < size; i += 4)
    {
      guint32 r = g_rand_int (rand);
      memcpy (garbage + i, &r, MIN (4, size - i));
    }
  assert_load_fails (garbage, (gssize) size, UNREADABLE, -1, 0, NULL);

  /* random JSON punctuation and words, valid UTF-8 */
  {
    static const char *tokens[] = { "{", "}", "[", "]", ",", ":", "\"balut\"", "1", "-7", "true", "null", " ", "\n", "\"format\"" };

    for (gsize i = 0; i < size; )
      {
        const char *t = tokens[g_rand_int_range (rand, 0, G_N_ELEMENTS (tokens))];
        gsize l = strlen (t);

        if (i + l > size)
          {
            memset (garbage + i, ' ', size - i);
            break;
          }
        memcpy (garbage + i, t, l);
        i += l;
      }
    assert_load_fails (garbage, (gssize) size, ANY_CODE, -1, 0, NULL);
  }

  /* 10 MB of printable ASCII */
  for (gsize i = 0; i < size; i++)
    garbage[i] = 32 + g_rand_int_range (rand, 0, 95);
  assert_load_fails (garbage, (gssize) size, UNREADABLE, -1, 0, NULL);
}

/* A valid record padded with spaces: 15 MB loads, more than the limit
 * (BALUT_RECORD_MAX_SIZE) is refused unread. */
static void
test_size_limit (void)
{
  g_autofree char *record = base_record ();
  gsize len = strlen (record);
  gsize big = BALUT_RECORD_MAX_SIZE + 1;
  g_autofree char *data = g_malloc (big);
  g_autoptr(BalutGame) game = NULL;

  memset (data, ' ', big);
  memcpy (data, record, len);
  assert_load_fails (data, (gssize) big, UNREADABLE, -1, 0, NULL);

  game = load_ok (data, 15 * 1024 * 1024);
}

static char *
nested (guint depth,
        char  open,
        char  close)
{
  char *s = g_malloc (2 * depth + 1);

  memset (s, open, depth);
  memset (s + depth, close, depth);
  s[2 * depth] = '\0';
  return s;
}

static void
test_deeply_nested (void)
{
  g_autofree char *arrays = nested (200000, '[', ']');
  g_autofree char *unbalanced = g_strnfill (1000000, '[');
  g_autofree char *objects = NULL;
  GString *s = g_string_new (NULL);

  assert_load_fails (arrays, -1, UNREADABLE, -1, 0, NULL);
  assert_load_fails (unbalanced, -1, UNREADABLE, -1, 0, NULL);

  for (guint i = 0; i < 100000; i++)
    g_string_append (s, "{\"a\":");
  g_string_append (s, "1");
  for (guint i = 0; i < 100000; i++)
    g_string_append_c (s, '}');
  objects = g_string_free (s, FALSE);
  assert_load_fails (objects, -1, UNREADABLE, -1, 0, NULL);
}

/* Nesting inside an otherwise valid record: the limit is
 * BALUT_RECORD_MAX_DEPTH levels counted from the root object. */
static void
test_nesting_limit (void)
{
  g_autofree char *ok_arrays = nested (BALUT_RECORD_MAX_DEPTH - 1, '[', ']');
  g_autofree char *deep_arrays = nested (BALUT_RECORD_MAX_DEPTH, '[', ']');
  g_autofree char *ok_extra = g_strdup_printf ("'seed':42,'extra':%s,", ok_arrays);
  g_autofree char *deep_extra = g_strdup_printf ("'seed':42,'extra':%s,", deep_arrays);
  g_autofree char *ok_record = base_record_with (0, "'seed':42,", ok_extra, NULL, NULL);
  g_autofree char *deep_record = base_record_with (0, "'seed':42,", deep_extra, NULL, NULL);
  g_autofree char *string_record = base_record_with (0, "'seed':42,",
    "'seed':42,'extra':'[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[\\\\\\\"[[[[[[',", NULL, NULL);
  g_autoptr(BalutGame) game = NULL;
  g_autoptr(BalutGame) game2 = NULL;

  game = load_ok (ok_record, -1);
  assert_load_fails (deep_record, -1, UNREADABLE, -1, 0, NULL);
  /* brackets inside strings are text, not nesting */
  game2 = load_ok (string_record, -1);
}

/* Numbers are read by their text: json-glib wraps integers beyond 64
 * bits (-18446744073709551615 read as 1, a die of -2^64+6 as 6) and
 * reports positive overflows with the wrong value; a record's integers
 * are all below 2^53, so more is refused, naming the number as written */
static void
test_big_numbers (void)
{
  static const struct
  {
    guint       line;
    const char *find;
    const char *replace;
    const char *mention;
  } cases[] = {
    { 0, "'version':1", "'version':-18446744073709551615", "-18446744073709551615" },
    { 0, "'version':1", "'version':18446744073709551617", "18446744073709551617" },
    { 0, "'seed':42", "'seed':18446744073709551616", "18446744073709551616" },
    { 0, "'seed':42", "'seed':9007199254740993", "9007199254740993" },
    { 1, "[[1,6,6,2,6]", "[[1,6,6,2,-18446744073709551610]", "-18446744073709551610" },
    { 2, "'player':1", "'player':-18446744073709551615", "-18446744073709551615" },
    { 0, "'guesses':[2,null]", "'guesses':[18446744073709551618,null]", "18446744073709551618" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autofree char *record = base_record_with (cases[i].line, cases[i].find, cases[i].replace, NULL, NULL);

      assert_load_fails (record, -1, INVALID, -1, 0, cases[i].mention);
    }

  /* leading zeros are not JSON (RFC 8259), however small or large */
  {
    g_autofree char *zeros = base_record_with (0, "'seed':42", "'seed':-000000000000000000000000000009007199254740993", NULL, NULL);

    assert_load_fails (zeros, -1, UNREADABLE, -1, 0, "leading zero");
  }

  /* the largest seed and long zeros of a small number are still read */
  {
    g_autofree char *largest = base_record_with (0, "'seed':42", "'seed':9007199254740991", NULL, NULL);
    g_autoptr(BalutGame) game = load_ok (largest, -1);

    g_assert_cmpuint (balut_game_get_seed (game), ==, G_GUINT64_CONSTANT (9007199254740991));
  }
}

/* A control character in a text: an escaped NUL cut a name ("Ma\u0000ria"
 * was read as "Ma"); escapes and raw control characters are refused in
 * every string, names or not */
static void
test_control_characters (void)
{
  static const struct
  {
    guint       line;
    const char *find;
    const char *replace;
  } cases[] = {
    { 0, "'Maria'", "'Ma\\u0000ria'" },
    { 0, "'Maria'", "'Ma\\u001b[31mria'" },
    { 0, "'Maria'", "'Ma\\u001Bria'" },
    { 0, "'Maria'", "'Maria\\u007f'" },
    { 0, "'Maria'", "'Mar\\nia'" },
    { 0, "'Maria'", "'Mar\tia'" },
    { 0, "'standard'", "'stan\\u0000dard'" },
    { 1, "'sixes'", "'six\\u0001es'" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autofree char *record = base_record_with (cases[i].line, cases[i].find, cases[i].replace, NULL, NULL);

      assert_load_fails (record, -1, INVALID, -1, 0, "U+00");
    }

  /* escapes that are text are fine: "Mar\u00eda", a quote, a backslash */
  {
    g_autofree char *record = base_record_with (0, "'Maria'", "'Mar\\u00eda \\\\ \\\"M\\\"'", NULL, NULL);
    g_autoptr(BalutGame) game = load_ok (record, -1);

    g_assert_cmpstr (balut_player_get_name (balut_game_get_player (game, 0)), ==, "María \\ \"M\"");
  }
}

/* Memory stays bounded: 16 MB of "[{},{},…]" under an extra key would
 * take 1.7 GB in json-glib's tree; more values than a record can hold
 * are refused before parsing. The largest real record (eight players of
 * Olathe, five throws every turn) still loads. */
static void
test_too_many_values (void)
{
  GString *many = g_string_new ("{\"format\":\"balut-record\",\"version\":1,\"extra\":[");
  g_autofree char *data = NULL;
  g_autoptr(BalutGame) largest = balut_game_new (BALUT_VARIANT_OLATHE, 7);
  g_autoptr(GError) error = NULL;

  while (many->len < 15 * 1024 * 1024)
    g_string_append (many, "{},");
  g_string_append (many, "{}]}");
  data = g_string_free (many, FALSE);
  assert_load_fails (data, -1, UNREADABLE, -1, 0, "100000");

  for (guint p = 0; p < BALUT_MAX_PLAYERS; p++)
    {
      g_autofree char *name = g_strdup_printf ("Player with a long name, number %u", p + 1);

      balut_test_add_player (largest, name, BALUT_PLAYER_HUMAN);
    }
  while (!balut_game_is_finished (largest))
    {
      BalutScoresheet *sheet = balut_player_get_sheet (balut_game_get_player (largest, balut_game_get_current_player (largest)));
      g_autoptr(GArray) legal = NULL;
      BalutBox box;

      do
        balut_test_roll (largest);
      while (balut_game_get_throws_left (largest) > 0);
      legal = balut_scoresheet_list_legal (sheet);
      box = g_array_index (legal, BalutBox, 0);
      balut_test_enter (largest, box.category, box.box);
    }
  {
    g_autofree char *text = balut_record_to_data (largest, NULL);
    g_autoptr(BalutGame) again = balut_record_load_data (text, -1, &error);

    g_assert_no_error (error);
    g_assert_nonnull (again);
    g_test_message ("the largest record: %zu bytes", strlen (text));
  }
}

/* A file that says it is empty and is not (/proc/self/pagemap): read with
 * a bound, refused as too large */
static void
test_endless_file (void)
{
#ifdef __linux__
  g_autoptr(GError) error = NULL;
  g_autoptr(BalutGame) game = NULL;

  if (!g_file_test ("/proc/self/pagemap", G_FILE_TEST_EXISTS))
    {
      g_test_skip ("no /proc/self/pagemap here");
      return;
    }
  game = balut_record_load_file ("/proc/self/pagemap", &error);
  g_assert_null (game);
  g_assert_error (error, BALUT_RECORD_ERROR, BALUT_RECORD_ERROR_UNREADABLE);
  g_assert_nonnull (strstr (error->message, "too large"));
#else
  g_test_skip ("the pagemap file is Linux's");
#endif
}

/* Found by tests/fuzz/fuzz-record: json-glib's message quoted a string
 * cut in the middle of a character, and the refusal was not UTF-8 */
static void
test_fuzz_message_utf8 (void)
{
  GString *data = g_string_new ("{\n  \"format\": \"");

  for (guint i = 0; i < 31; i++)
    g_string_append_c (data, '\\');
  for (guint i = 0; i < 23; i++)
    g_string_append_c (data, '6');
  for (guint i = 0; i < 17; i++)
    g_string_append_c (data, '\\');
  g_string_append (data, ",:d\"");
  /* assert_load_fails checks that the message is UTF-8 */
  assert_load_fails (data->str, -1, UNREADABLE, -1, 0, NULL);
  g_string_free (data, TRUE);
}

static void
test_invalid_utf8 (void)
{
  g_autofree char *in_name = base_record_with (0, "'Maria'", "'Mar\xc3\x28\x61'", NULL, NULL);
  g_autofree char *overlong = base_record_with (0, "'Maria'", "'Mari\xc0\xa1'", NULL, NULL);
  g_autofree char *in_key = base_record_with (0, "'seed':42,", "'s\xff':1,'seed':42,", NULL, NULL);
  g_autofree char *record = base_record ();
  g_autofree char *with_nul = g_strdup (record);

  assert_load_fails (in_name, -1, UNREADABLE, INVALID, 0, NULL);
  assert_load_fails (overlong, -1, UNREADABLE, INVALID, 0, NULL);
  assert_load_fails (in_key, -1, UNREADABLE, INVALID, 0, NULL);

  /* a NUL byte inside the data */
  with_nul[20] = '\0';
  assert_load_fails (with_nul, (gssize) strlen (record), UNREADABLE, -1, 0, NULL);

  /* \u escapes, surrogate pairs included, are fine */
  {
    g_autofree char *escaped = base_record_with (0, "'Maria'", "'M\\u00e4ria \\ud83c\\udfb2'", NULL, NULL);
    g_autoptr(BalutGame) game = load_ok (escaped, -1);

    g_assert_cmpstr (balut_player_get_name (balut_game_get_player (game, 0)), ==, "M\xc3\xa4ria \xf0\x9f\x8e\xb2");
  }
}

/* ------------------------------------------------------------------ */
/* Files                                                                */
/* ------------------------------------------------------------------ */

static guint
count_dir_entries (const char *path)
{
  g_autoptr(GDir) dir = g_dir_open (path, 0, NULL);
  guint n = 0;

  g_assert_nonnull (dir);
  while (g_dir_read_name (dir) != NULL)
    n++;
  return n;
}

static void
assert_file_error (const GError *error,
                   const char   *path)
{
  g_assert_nonnull (error);
  g_assert_true (error->domain == BALUT_RECORD_ERROR ||
                 error->domain == G_IO_ERROR ||
                 error->domain == G_FILE_ERROR);
  if (error->domain == BALUT_RECORD_ERROR)
    g_assert_cmpint (error->code, ==, BALUT_RECORD_ERROR_UNREADABLE);
  g_assert_true (g_utf8_validate (error->message, -1, NULL));
  /* the message says which file */
  g_assert_nonnull (strstr (error->message, path));
}

static void
test_load_missing_file (void)
{
  g_autofree char *dir = balut_test_make_tmp_dir ("balut-record-XXXXXX");
  g_autofree char *path = g_build_filename (dir, "no-such-record.json", NULL);
  g_autoptr(GError) error = NULL;
  g_autoptr(BalutGame) game = balut_record_load_file (path, &error);

  g_assert_null (game);
  assert_file_error (error, path);
  balut_test_remove_tree (dir);
}

/* A file name is a path, whatever colons it has ("a:b.json" was taken
 * for a URI of scheme "a"); a URI with "://" still works. And a name
 * holding an escape sequence never reaches the message as one. */
static void
test_load_file_names (void)
{
  g_autofree char *dir = balut_test_make_tmp_dir ("balut-record-XXXXXX");
  g_autofree char *source = balut_test_record_path ("finished-standard.json");
  g_autofree char *data = balut_test_read_file (source, NULL);
  g_autofree char *colon = g_build_filename (dir, "a:b.json", NULL);
  g_autofree char *cwd = g_get_current_dir ();
  g_autofree char *uri = NULL;
  g_autofree char *evil = g_build_filename (dir, "\x1b]0;pwned\x07g.json", NULL);
  g_autoptr(GError) error = NULL;
  g_autoptr(BalutGame) relative = NULL;
  g_autoptr(BalutGame) absolute = NULL;
  g_autoptr(BalutGame) by_uri = NULL;
  g_autoptr(BalutGame) missing = NULL;

  g_assert_true (g_file_set_contents (colon, data, -1, &error));
  g_assert_cmpint (g_chdir (dir), ==, 0);
  relative = balut_record_load_file ("a:b.json", &error);
  g_assert_cmpint (g_chdir (cwd), ==, 0);
  g_assert_no_error (error);
  g_assert_nonnull (relative);
  absolute = balut_record_load_file (colon, &error);
  g_assert_no_error (error);
  uri = g_filename_to_uri (colon, NULL, &error);
  by_uri = balut_record_load_file (uri, &error);
  g_assert_no_error (error);
  g_assert_nonnull (by_uri);

  missing = balut_record_load_file (evil, &error);
  g_assert_null (missing);
  g_assert_nonnull (error);
  g_assert_null (strchr (error->message, 0x1b));
  g_assert_null (strchr (error->message, 0x07));
  g_assert_nonnull (strstr (error->message, "pwned"));
  balut_test_remove_tree (dir);
}

static void
test_load_directory (void)
{
  g_autofree char *dir = balut_test_make_tmp_dir ("balut-record-XXXXXX");
  g_autoptr(GError) error = NULL;
  g_autoptr(BalutGame) game = balut_record_load_file (dir, &error);

  g_assert_null (game);
  assert_file_error (error, dir);
  balut_test_remove_tree (dir);
}

static void
test_load_empty_file (void)
{
  g_autofree char *dir = balut_test_make_tmp_dir ("balut-record-XXXXXX");
  g_autofree char *path = g_build_filename (dir, "empty.json", NULL);
  g_autoptr(GError) error = NULL;
  g_autoptr(GError) error2 = NULL;
  g_autoptr(BalutGame) game = NULL;
  g_autoptr(BalutGame) game2 = NULL;

  g_assert_true (g_file_set_contents (path, "", 0, &error));
  g_assert_no_error (error);
  game = balut_record_load_file (path, &error);
  g_assert_null (game);
  g_assert_error (error, BALUT_RECORD_ERROR, BALUT_RECORD_ERROR_UNREADABLE);

  game2 = balut_record_load_data ("", 0, &error2);
  g_assert_null (game2);
  g_assert_error (error2, BALUT_RECORD_ERROR, BALUT_RECORD_ERROR_UNREADABLE);
  assert_load_fails ("   \n\t ", -1, UNREADABLE, -1, 0, NULL);
  balut_test_remove_tree (dir);
}

static void
test_load_special_file (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(BalutGame) game = NULL;

#ifdef G_OS_UNIX
  game = balut_record_load_file ("/dev/null", &error);
  g_assert_null (game);
  assert_file_error (error, "/dev/null");
#else
  g_test_skip ("no /dev/null");
#endif
}

static void
test_load_file_round_trip (void)
{
  g_autofree char *dir = balut_test_make_tmp_dir ("balut-record-XXXXXX");
  g_autofree char *path = g_build_filename (dir, "base.json", NULL);
  g_autofree char *record = base_record ();
  g_autoptr(GError) error = NULL;
  g_autoptr(BalutGame) from_file = NULL;
  g_autoptr(BalutGame) from_data = load_ok (record, -1);

  g_assert_true (g_file_set_contents (path, record, -1, &error));
  g_assert_no_error (error);
  from_file = balut_record_load_file (path, &error);
  g_assert_no_error (error);
  balut_test_assert_same_game (from_file, from_data);
  balut_test_remove_tree (dir);
}

/* save_to_file replaces an existing file as a whole and leaves no
 * temporary file behind. */
static void
test_save_atomic (void)
{
  g_autofree char *dir = balut_test_make_tmp_dir ("balut-record-XXXXXX");
  g_autofree char *path = g_build_filename (dir, "game.json", NULL);
  g_autoptr(BalutGame) game = new_game (BALUT_VARIANT_JACKPOT, 8, 2);
  g_autoptr(GRand) choices = g_rand_new_with_seed (8);
  g_autoptr(GError) error = NULL;
  g_autofree char *expected = NULL;
  g_autofree char *contents = NULL;
  g_autofree char *old = g_strnfill (100000, 'x');

  g_assert_true (g_file_set_contents (path, old, -1, &error));
  g_assert_no_error (error);

  play_turns (game, choices, 12);
  expected = balut_record_to_data (game, NULL);
  g_assert_true (balut_record_save_to_file (game, path, &error));
  g_assert_no_error (error);
  g_assert_true (g_file_get_contents (path, &contents, NULL, &error));
  g_assert_no_error (error);
  g_assert_cmpstr (contents, ==, expected);
  g_assert_cmpuint (count_dir_entries (dir), ==, 1);

  /* and again, over the record itself */
  play_turns (game, choices, 3);
  g_free (expected);
  expected = balut_record_to_data (game, NULL);
  g_assert_true (balut_record_save_to_file (game, path, &error));
  g_assert_no_error (error);
  g_free (contents);
  g_assert_true (g_file_get_contents (path, &contents, NULL, &error));
  g_assert_cmpstr (contents, ==, expected);
  g_assert_cmpuint (count_dir_entries (dir), ==, 1);

  balut_test_remove_tree (dir);
}

static void
test_save_fails_cleanly (void)
{
  g_autofree char *dir = balut_test_make_tmp_dir ("balut-record-XXXXXX");
  g_autofree char *missing = g_build_filename (dir, "missing", "game.json", NULL);
  g_autofree char *subdir = g_build_filename (dir, "a-directory", NULL);
  g_autoptr(BalutGame) game = new_game (BALUT_VARIANT_STANDARD, 9, 1);
  g_autoptr(GError) error = NULL;
  g_autoptr(GError) error2 = NULL;

  g_assert_false (balut_record_save_to_file (game, missing, &error));
  g_assert_nonnull (error);
  g_assert_cmpuint (count_dir_entries (dir), ==, 0);

  g_assert_cmpint (g_mkdir (subdir, 0700), ==, 0);
  g_assert_false (balut_record_save_to_file (game, subdir, &error2));
  g_assert_nonnull (error2);
  g_assert_true (g_file_test (subdir, G_FILE_TEST_IS_DIR));
  g_assert_cmpuint (count_dir_entries (dir), ==, 1);

  balut_test_remove_tree (dir);
}

/* ------------------------------------------------------------------ */

/* ------------------------------------------------------------------ */
/* The scoring pad                                                      */
/* ------------------------------------------------------------------ */

typedef enum
{
  PAD_FINISHED,            /* every turn entered */
  PAD_PERSON_THROWN,       /* a person's throw from the table, corrected, a die held */
  PAD_COMPUTER_THROWING,   /* a computer seat in the middle of its throws on the screen */
  PAD_COMPUTER_UNDONE,     /* a computer seat's entry undone: one throw, throws_used */
  N_PAD_STAGES
} PadStage;

static const char *pad_stage_names[] = {
  "finished", "person-thrown", "computer-throwing", "computer-entry-undone",
};

/* A pad game of @variant (people at even seats, computers at odd ones):
 * people's dice random, with a random throws_used */
static void
pad_turn (BalutGame *game,
          GRand     *choices)
{
  BalutPlayer *player = balut_game_get_player (game, balut_game_get_current_player (game));

  if (balut_player_get_kind (player) == BALUT_PLAYER_HUMAN)
    {
      guint8 dice[BALUT_N_DICE];

      for (guint i = 0; i < BALUT_N_DICE; i++)
        dice[i] = (guint8) g_rand_int_range (choices, 1, 7);
      balut_test_set_pad_dice (game, dice,
                               g_rand_int_range (choices, 0, balut_game_get_max_throws (game) + 1));
    }
  else
    {
      balut_test_random_throws (game, choices);
    }
  balut_test_random_entry (game, choices);
}

static BalutGame *
play_pad_game (BalutVariant variant,
               PadStage     stage,
               GRand       *choices)
{
  BalutGame *game = new_game (variant, 500 + variant, 3);
  static const guint8 first[] = { 2, 2, 5, 5, 5 };
  static const guint8 fixed[] = { 2, 5, 5, 5, 5 };

  balut_test_set_mode (game, BALUT_GAME_MODE_PAD);
  balut_test_set_guess (game, 0, 1);

  switch (stage)
    {
    case PAD_FINISHED:
      while (!balut_game_is_finished (game))
        pad_turn (game, choices);
      break;
    case PAD_PERSON_THROWN:
      for (guint t = 0; t < 9; t++)
        pad_turn (game, choices);
      g_assert_cmpuint (balut_game_get_current_player (game), ==, 0);
      balut_test_set_pad_dice (game, first, 1);
      balut_test_set_pad_dice (game, fixed, 2);
      balut_test_set_held (game, 3, TRUE);
      break;
    case PAD_COMPUTER_THROWING:
      for (guint t = 0; t < 7; t++)
        pad_turn (game, choices);
      g_assert_cmpuint (balut_game_get_current_player (game), ==, 1);
      balut_test_roll (game);
      balut_test_set_held (game, 0, TRUE);
      balut_test_roll (game);
      balut_test_set_held (game, 2, TRUE);
      break;
    case PAD_COMPUTER_UNDONE:
      for (guint t = 0; t < 7; t++)
        pad_turn (game, choices);
      g_assert_cmpuint (balut_game_get_current_player (game), ==, 1);
      balut_test_roll (game);
      balut_test_roll (game);
      balut_test_random_entry (game, choices);
      balut_test_undo (game);
      g_assert_cmpuint (balut_game_get_throws_left (game), ==, 0);
      break;
    default:
      g_assert_not_reached ();
    }

  return game;
}

/* save → load → save: the same text and the same game, the state of the
 * turn in play too (throws left, the dice's own count) */
static void
test_pad_round_trip (gconstpointer data)
{
  guint v = GPOINTER_TO_UINT (data) / N_PAD_STAGES;
  PadStage stage = GPOINTER_TO_UINT (data) % N_PAD_STAGES;
  g_autoptr(GRand) choices = g_rand_new_with_seed (700 + GPOINTER_TO_UINT (data));
  g_autoptr(BalutGame) game = play_pad_game (v, stage, choices);
  g_autoptr(BalutGame) loaded = NULL;
  g_autofree char *bytes = balut_record_to_data (game, NULL);
  g_autofree char *again = NULL;

  g_assert_nonnull (strstr (bytes, ",\n  \"mode\": \"pad\",\n  \"players\": [\n"));
  g_assert_nonnull (strstr (bytes, "\"throws_used\":"));
  loaded = load_ok (bytes, -1);
  again = balut_record_to_data (loaded, NULL);
  g_assert_cmpstr (again, ==, bytes);
  balut_test_assert_same_game (game, loaded);
  g_assert_cmpint (balut_game_get_mode (loaded), ==, BALUT_GAME_MODE_PAD);

  /* every entered turn holds one throw */
  for (guint t = 0; t < balut_game_get_n_turns (loaded); t++)
    {
      const BalutTurn *turn = balut_game_get_turn (loaded, t);

      if (turn->entered)
        g_assert_cmpuint (turn->n_throws, ==, 1);
    }

  /* and play goes on alike */
  if (!balut_game_is_finished (game))
    {
      g_autoptr(GRand) a = g_rand_new_with_seed (9);
      g_autoptr(GRand) b = g_rand_new_with_seed (9);

      if (balut_game_get_throws_left (game) == 0)
        {
          balut_test_random_entry (game, a);
          balut_test_random_entry (loaded, b);
        }
      for (guint t = 0; t < 4; t++)
        {
          pad_turn (game, a);
          pad_turn (loaded, b);
        }
      balut_test_assert_same_game (game, loaded);
    }
}

/* A digital record has no "mode": the committed records and the saved
 * games are written byte for byte as before; "digital" reads the same */
static void
test_pad_digital_unchanged (void)
{
  static const char *files[] = {
    "finished-standard.json", "finished-jackpot.json", "finished-tie.json", "in-progress-olathe.json",
    "pad-finished-standard.json", "pad-in-progress-olathe.json",
  };

  for (guint i = 0; i < G_N_ELEMENTS (files); i++)
    {
      g_autofree char *path = balut_test_record_path (files[i]);
      g_autofree char *file = balut_test_read_file (path, NULL);
      g_autoptr(GString) written = g_string_new (file);
      g_autoptr(BalutGame) game = NULL;
      const char *text;

      /* the files were written before computer players had a level;
       * one without reads as BALUT_LEVEL_DEFAULT, written since */
      g_string_replace (written, "\"kind\":\"computer\"}", "\"kind\":\"computer\",\"level\":\"strong\"}", 0);
      text = written->str;
      game = load_ok (text, -1);
      g_autofree char *again = balut_record_to_data (game, NULL);
      gboolean pad = g_str_has_prefix (files[i], "pad-");

      g_assert_cmpstr (again, ==, text);
      g_assert_cmpint (balut_game_get_mode (game), ==, pad ? BALUT_GAME_MODE_PAD : BALUT_GAME_MODE_DIGITAL);
      g_assert_true ((strstr (text, "\"mode\"") != NULL) == pad);
      g_assert_true ((strstr (text, "throws_used") != NULL) == pad);

      if (!pad)
        {
          g_autoptr(GString) explicit = g_string_new (text);
          g_autoptr(BalutGame) digital = NULL;
          g_autofree char *third = NULL;

          g_string_replace (explicit, "\n  \"players\"", "\n  \"mode\": \"digital\",\n  \"players\"", 1);
          digital = load_ok (explicit->str, -1);
          third = balut_record_to_data (digital, NULL);
          g_assert_cmpstr (third, ==, text);
        }
    }
}

/* A pad record whose dice are not the seed's loads: pad dice come from
 * the table. (A digital record's dice are not checked against its seed
 * either: the replay takes them as written.) */
static const char pad_head[] =
  "{'format':'balut-record','version':1,'variant':'%s','seed':1,%s"
  "'players':[{'name':'Ann','kind':'human'},{'name':'Bot','kind':'computer'}],"
  "'turns':[%s]}";

static char *
pad_record (const char *variant,
            const char *mode,
            const char *turns)
{
  g_autofree char *text = g_strdup_printf (pad_head, variant, mode, turns);

  return dq (text);
}

#define PAD "'mode':'pad',"
#define T0 "{'player':0,'throws':[[6,6,6,6,6]],'holds':[],'category':'balut','box':0}"
#define T1 "{'player':1,'throws':[[5,5,5,5,5]],'holds':[],'throws_used':3,'category':'balut','box':0}"

typedef struct
{
  const char *name;
  const char *variant;
  const char *mode;
  const char *turns;
  gint        code;     /* -1: loads */
  guint       turn;     /* the turn the message names, 0: none */
  const char *mention;
} PadCase;

static const PadCase pad_cases[] = {
  { "loads/seedless-dice", "standard", PAD, T0 "," T1, -1, 0, NULL },
  { "loads/mode-digital", "standard", "'mode':'digital',",
    "{'player':0,'throws':[[1,2,3,4,5]],'holds':[]}", -1, 0, NULL },
  { "loads/person-in-play-one-throw", "standard", PAD,
    T0 ",{'player':1,'throws':[[1,2,3,4,5]],'holds':[],'throws_used':2,'category':'fours','box':0},"
    "{'player':0,'throws':[[1,2,3,4,5]],'holds':[],'throws_used':3,'held':[true,false,false,false,false]}",
    -1, 0, NULL },
  { "loads/computer-in-play-three-throws-R1", "standard", PAD,
    T0 ",{'player':1,'throws':[[1,2,3,4,5],[1,2,3,4,6],[1,6,3,4,6]],"
    "'holds':[[true,true,true,true,false],[true,false,true,true,true]]}", -1, 0, NULL },
  { "loads/olathe-throws-used-5-O2", "olathe", PAD,
    "{'player':0,'throws':[[4,4,1,2,3]],'holds':[],'throws_used':5,'category':'fours','box':0}", -1, 0, NULL },
  { "refuse/unknown-mode", "standard", "'mode':'paper',", T0, BALUT_RECORD_ERROR_INVALID, 0, "paper" },
  { "refuse/mode-not-a-string", "standard", "'mode':1,", T0, BALUT_RECORD_ERROR_INVALID, 0, "mode" },
  { "refuse/two-throws", "standard", PAD,
    T0 ",{'player':1,'throws':[[1,2,3,4,5],[1,2,3,4,6]],'holds':[[true,true,true,true,false]],"
    "'category':'fours','box':0}", BALUT_RECORD_ERROR_INCONSISTENT, 2, "scoring-pad" },
  { "refuse/person-in-play-two-throws", "standard", PAD,
    "{'player':0,'throws':[[1,2,3,4,5],[1,2,3,4,6]],'holds':[[true,true,true,true,false]]}",
    BALUT_RECORD_ERROR_INCONSISTENT, 1, "scoring-pad" },
  { "refuse/computer-undone-two-throws", "standard", PAD,
    T0 ",{'player':1,'throws':[[1,2,3,4,5],[1,2,3,4,6]],'holds':[[true,true,true,true,false]],"
    "'throws_used':2}", BALUT_RECORD_ERROR_INCONSISTENT, 2, "scoring-pad" },
  { "refuse/holds", "standard", PAD,
    "{'player':0,'throws':[[1,2,3,4,5]],'holds':[[true,true,true,true,false]],'category':'fours','box':0}",
    BALUT_RECORD_ERROR_INVALID, 1, "holds" },
  { "refuse/throws-used-0", "standard", PAD,
    "{'player':0,'throws':[[1,2,3,4,5]],'holds':[],'throws_used':0,'category':'fours','box':0}",
    BALUT_RECORD_ERROR_INVALID, 1, "throws_used" },
  { "refuse/throws-used-4-R1", "standard", PAD,
    "{'player':0,'throws':[[1,2,3,4,5]],'holds':[],'throws_used':4,'category':'fours','box':0}",
    BALUT_RECORD_ERROR_INVALID, 1, "throws_used" },
  { "refuse/throws-used-6-O2", "olathe", PAD,
    "{'player':0,'throws':[[1,2,3,4,5]],'holds':[],'throws_used':6,'category':'fours','box':0}",
    BALUT_RECORD_ERROR_INVALID, 1, "throws_used" },
  { "refuse/throws-used-string", "standard", PAD,
    "{'player':0,'throws':[[1,2,3,4,5]],'holds':[],'throws_used':'2','category':'fours','box':0}",
    BALUT_RECORD_ERROR_INVALID, 1, "throws_used" },
  { "refuse/throws-used-fraction", "standard", PAD,
    "{'player':0,'throws':[[1,2,3,4,5]],'holds':[],'throws_used':2.5,'category':'fours','box':0}",
    BALUT_RECORD_ERROR_INVALID, 1, "throws_used" },
  { "refuse/throws-used-in-digital", "standard", "",
    "{'player':0,'throws':[[1,2,3,4,5]],'holds':[],'throws_used':1,'category':'fours','box':0}",
    BALUT_RECORD_ERROR_INVALID, 1, "throws_used" },
  { "refuse/die-7", "standard", PAD,
    "{'player':0,'throws':[[1,2,3,4,7]],'holds':[],'category':'fours','box':0}",
    BALUT_RECORD_ERROR_INVALID, 1, NULL },
};

static void
test_pad_case (gconstpointer data)
{
  const PadCase *pc = data;
  g_autofree char *text = pad_record (pc->variant, pc->mode, pc->turns);

  if (pc->code < 0)
    {
      g_autoptr(BalutGame) game = load_ok (text, -1);
      g_autofree char *again = balut_record_to_data (game, NULL);
      g_autoptr(BalutGame) reloaded = load_ok (again, -1);

      balut_test_assert_same_game (game, reloaded);
      return;
    }

  assert_load_fails (text, -1, pc->code, pc->code, pc->turn, pc->mention);
}

/* Names that reorder or break the text around them, or show nothing,
 * are refused in a record as everywhere (issue 26); text from a file is
 * printed with them replaced */
static void
test_display_control_names (void)
{
  static const char *const names[] = { "'\\u202eanA'", "'Ana\\u2028Ben'", "'\\u200b'", "'\\u2066A\\u2069'", "' \\u3164 '" };

  for (guint i = 0; i < G_N_ELEMENTS (names); i++)
    {
      g_autofree char *name = g_strdup_printf ("'name':%s", names[i]);
      g_autofree char *record = base_record_with (0, "'name':'Maria'", name, NULL, NULL);

      assert_load_fails (record, -1, INVALID, -1, 0, "players[0].name");
    }

  {
    g_autofree char *printable = balut_format_dup_printable ("a\xe2\x80\xae" "b\xe2\x80\xa8" "c\x1b[2Jd\xff\xe2\x80\x8d" "e");

    g_assert_cmpstr (printable, ==, "a\xef\xbf\xbd" "b\xef\xbf\xbd" "c\xef\xbf\xbd[2Jd\xef\xbf\xbd\xe2\x80\x8d" "e");
  }
}

/* ------------------------------------------------------------------ */
/* Seed-bound dice (issue 26): a record that names the generator proves  */
/* its dice; one changed die, or dice the seed never threw, is refused   */
/* ------------------------------------------------------------------ */

static BalutGame *
play_seeded (BalutVariant variant,
             guint64      seed,
             guint        n_players,
             gboolean     to_end)
{
  g_autoptr(GRand) choices = g_rand_new_with_seed ((guint32) seed);
  BalutGame *game = new_game (variant, seed, n_players);

  if (to_end)
    play_to_end (game, choices);
  else
    play_turns (game, choices, 11);
  /* a turn in play, thrown and partly held */
  if (!balut_game_is_finished (game))
    {
      balut_test_roll (game);
      balut_test_random_holds (game, choices);
    }
  return game;
}

static gboolean
has_generator (const char *text)
{
  return strstr (text, "\"generator\": {\"name\":\"" BALUT_DICE_GENERATOR "\",\"version\":1}") != NULL;
}

/* A game thrown by Balut names the generator; read back, its dice are
 * proven, and written again, byte for byte the same */
static void
test_dice_proven (gconstpointer data)
{
  BalutVariant variant = GPOINTER_TO_UINT (data);

  for (guint to_end = 0; to_end < 2; to_end++)
    {
      g_autoptr(BalutGame) game = play_seeded (variant, 7000 + to_end, 3, to_end);
      g_autofree char *text = balut_record_to_data (game, NULL);
      g_autoptr(BalutGame) loaded = NULL;
      g_autofree char *again = NULL;

      g_assert_true (balut_game_get_dice_seeded (game));
      g_assert_true (has_generator (text));
      loaded = load_ok (text, -1);
      g_assert_true (balut_game_get_dice_seeded (loaded));
      balut_test_assert_same_game (game, loaded);
      again = balut_record_to_data (loaded, NULL);
      g_assert_cmpstr (again, ==, text);
    }
}

/* The throws of a parsed record: turn t, throw k, die i, and whether
 * the die was held for that throw */
typedef struct
{
  guint t, k, i;
} DiePlace;

static GArray *
list_thrown_dice (JsonArray *turns)
{
  GArray *places = g_array_new (FALSE, FALSE, sizeof (DiePlace));

  for (guint t = 0; t < json_array_get_length (turns); t++)
    {
      JsonObject *turn = json_array_get_object_element (turns, t);
      JsonArray *throws = json_object_get_array_member (turn, "throws");
      JsonArray *holds = json_object_get_array_member (turn, "holds");

      for (guint k = 0; k < json_array_get_length (throws); k++)
        for (guint i = 0; i < BALUT_N_DICE; i++)
          {
            DiePlace place = { t, k, i };

            if (k > 0 && json_array_get_boolean_element (json_array_get_array_element (holds, k - 1), i))
              continue;
            g_array_append_val (places, place);
          }
    }
  return places;
}

/* One die that the seed threw, changed in the record: refused at its
 * turn and throw, whatever the die becomes (issue 26: changing one
 * unheld die of a test record raised its score total from 228 to 230) */
static void
test_dice_changed (gconstpointer data)
{
  BalutVariant variant = GPOINTER_TO_UINT (data);
  g_autoptr(BalutGame) game = play_seeded (variant, 7100, 2, TRUE);
  g_autofree char *text = balut_record_to_data (game, NULL);
  g_autoptr(JsonParser) parser = json_parser_new ();
  g_autoptr(GRand) rand = g_rand_new_with_seed (7100);
  g_autoptr(GArray) places = NULL;
  JsonArray *turns;
  guint n = balut_test_thorough () ? 400 : 100;

  g_assert_true (json_parser_load_from_data (parser, text, -1, NULL));
  turns = json_object_get_array_member (json_node_get_object (json_parser_get_root (parser)), "turns");
  places = list_thrown_dice (turns);
  g_assert_cmpuint (places->len, >, 100);

  for (guint c = 0; c < n; c++)
    {
      const DiePlace *p = &g_array_index (places, DiePlace, g_rand_int_range (rand, 0, places->len));
      JsonArray *dice = json_array_get_array_element (
        json_object_get_array_member (json_array_get_object_element (turns, p->t), "throws"), p->k);
      JsonNode *die = json_array_get_element (dice, p->i);
      gint64 was = json_node_get_int (die);
      gint64 now = 1 + (was - 1 + g_rand_int_range (rand, 1, 6)) % 6;
      g_autofree char *changed = NULL;
      g_autofree char *throw_text = g_strdup_printf ("throw %u:", p->k + 1);
      g_autoptr(GError) error = NULL;
      g_autoptr(BalutGame) loaded = NULL;

      json_node_set_int (die, now);
      changed = json_to_string (json_parser_get_root (parser), FALSE);
      json_node_set_int (die, was);

      loaded = balut_record_load_data (changed, -1, &error);
      /* a change that also breaks a rule (the die was held later and now
       * moves) is refused for that; the seed catches it first */
      g_assert_null (loaded);
      g_assert_error (error, BALUT_RECORD_ERROR, BALUT_RECORD_ERROR_INCONSISTENT);
      if (!balut_test_mentions_turn (error->message, p->t + 1)
          || strstr (error->message, throw_text) == NULL
          || strstr (error->message, "the seed gives") == NULL)
        g_test_fail_printf ("turn %u, throw %u, die %u: %s", p->t + 1, p->k + 1, p->i + 1, error->message);
    }
}

/* Dice the seed never threw: a "perfect game" (a Balut every turn, 812
 * and 29 points) claiming the generator is refused at its first throw;
 * without the claim it verifies for the rules, its dice not proven */
static void
test_dice_forged (void)
{
  g_autoptr(BalutGame) perfect = balut_test_new_game_named (BALUT_VARIANT_STANDARD, 42, 1, "Forger", "");
  g_autofree char *text = NULL;
  g_autofree char *claimed = NULL;
  g_autoptr(GString) s = NULL;
  g_autoptr(BalutGame) loaded = NULL;
  g_autoptr(GError) error = NULL;
  static const guint8 fours[] = { 4, 4, 4, 4, 4 };

  /* every box with five of a kind where it scores most */
  for (guint t = 0; t < 28; t++)
    {
      BalutPlayer *player = balut_game_get_player (perfect, 0);
      g_autoptr(GArray) legal = balut_scoresheet_list_legal (balut_player_get_sheet (player));
      BalutBox box = g_array_index (legal, BalutBox, 0);
      guint8 dice[BALUT_N_DICE];

      switch (box.category)
        {
        case BALUT_CATEGORY_FOURS: memcpy (dice, fours, sizeof dice); break;
        case BALUT_CATEGORY_FIVES: memset (dice, 5, sizeof dice); break;
        case BALUT_CATEGORY_STRAIGHT:
          for (guint i = 0; i < BALUT_N_DICE; i++)
            dice[i] = (guint8) (i + 2);
          break;
        case BALUT_CATEGORY_FULL_HOUSE:
          memset (dice, 6, sizeof dice);
          dice[3] = dice[4] = 5;
          break;
        default:
          memset (dice, 6, sizeof dice);
          break;
        }
      balut_test_throw_values (perfect, dice);
      balut_test_enter (perfect, box.category, box.box);
    }
  g_assert_true (balut_game_is_finished (perfect));
  g_assert_false (balut_game_get_dice_seeded (perfect));

  text = balut_record_to_data (perfect, NULL);
  g_assert_false (has_generator (text));
  loaded = load_ok (text, -1);
  g_assert_false (balut_game_get_dice_seeded (loaded));

  s = g_string_new (text);
  g_string_replace (s, "\"seed\": 42,\n", "\"seed\": 42,\n  \"generator\": {\"name\":\"balut-mt19937\",\"version\":1},\n", 1);
  claimed = g_strdup (s->str);
  g_clear_object (&loaded);
  loaded = balut_record_load_data (claimed, -1, &error);
  g_assert_null (loaded);
  g_assert_error (error, BALUT_RECORD_ERROR, BALUT_RECORD_ERROR_INCONSISTENT);
  if (!g_str_has_prefix (error->message, "Turn 1: throw 1: the dice are 4 4 4 4 4, but the seed gives 5 2 5 1 2"))
    g_test_fail_printf ("not refused at the first throw: %s", error->message);
}

/* A record without the generator (an older Balut, another program, by
 * hand) is checked for the rules, its dice not proven, and written back
 * without it; one whose dice match the seed is not proven either */
static void
test_dice_unproven (void)
{
  g_autoptr(BalutGame) game = play_seeded (BALUT_VARIANT_STANDARD, 7200, 2, TRUE);
  g_autofree char *text = balut_record_to_data (game, NULL);
  g_autoptr(GString) s = g_string_new (text);
  g_autoptr(BalutGame) loaded = NULL;
  g_autofree char *again = NULL;
  g_autofree char *base = base_record ();
  g_autoptr(BalutGame) hand_made = NULL;

  g_assert_cmpuint (g_string_replace (s, "  \"generator\": {\"name\":\"balut-mt19937\",\"version\":1},\n", "", 0), ==, 1);
  loaded = load_ok (s->str, -1);
  g_assert_false (balut_game_get_dice_seeded (loaded));
  again = balut_record_to_data (loaded, NULL);
  g_assert_cmpstr (again, ==, s->str);

  hand_made = load_ok (base, -1);
  g_assert_false (balut_game_get_dice_seeded (hand_made));
}

/* The generator key itself: an unknown generator or version is a newer
 * record (refused as such, not taken for unproven); a wrong shape is a
 * wrong value; a scoring-pad game's dice come from the table */
static void
test_generator_key (void)
{
  static const struct
  {
    const char *generator;
    gint        code;
    const char *mention;
  } cases[] = {
    { "{'name':'balut-mt19937','version':2}", BALUT_RECORD_ERROR_VERSION, "version 2" },
    { "{'name':'xorshift','version':1}", BALUT_RECORD_ERROR_VERSION, "xorshift" },
    { "{'name':'\\u001b[2J','version':1}", BALUT_RECORD_ERROR_INVALID, "U+001B" },
    { "{'name':'balut-mt19937','version':0}", BALUT_RECORD_ERROR_INVALID, "generator.version" },
    { "{'name':'balut-mt19937'}", BALUT_RECORD_ERROR_INVALID, "version" },
    { "{'version':1}", BALUT_RECORD_ERROR_INVALID, "name" },
    { "'balut-mt19937'", BALUT_RECORD_ERROR_INVALID, "generator" },
    { "null", BALUT_RECORD_ERROR_INVALID, "generator" },
    { "{'name':1,'version':1}", BALUT_RECORD_ERROR_INVALID, "generator.name" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autofree char *replace = g_strdup_printf ("'seed':42,'generator':%s,", cases[i].generator);
      g_autofree char *record = base_record_with (0, "'seed':42,", replace, NULL, NULL);

      assert_load_fails (record, -1, cases[i].code, -1, 0, cases[i].mention);
    }

  /* a pad game never claims it */
  {
    g_autofree char *path = balut_test_record_path ("pad-finished-standard.json");
    g_autofree char *file = balut_test_read_file (path, NULL);
    g_autoptr(GString) s = g_string_new (file);

    g_assert_cmpuint (g_string_replace (s, "\"mode\": \"pad\",", "\"mode\": \"pad\", \"generator\": {\"name\":\"balut-mt19937\",\"version\":1},", 1), ==, 1);
    assert_load_fails (s->str, -1, BALUT_RECORD_ERROR_INVALID, -1, 0, "table");
  }
}

/* Undo cannot fish for other dice: the throw after an undone entry is
 * the throw the turn would have had; and the game stays proven */
static void
test_dice_undo_same (void)
{
  g_autoptr(BalutGame) straight = new_game (BALUT_VARIANT_STANDARD, 7300, 1);
  g_autoptr(BalutGame) undone = new_game (BALUT_VARIANT_STANDARD, 7300, 1);
  const BalutTurn *a, *b;

  balut_test_roll (straight);
  balut_test_roll (straight);

  balut_test_roll (undone);
  balut_test_enter (undone, BALUT_CATEGORY_CHOICE, 0);
  balut_test_undo (undone);
  balut_test_roll (undone);

  a = balut_game_get_turn (straight, 0);
  b = balut_game_get_turn (undone, 0);
  g_assert_cmpuint (a->n_throws, ==, 2);
  g_assert_cmpuint (b->n_throws, ==, 2);
  g_assert_cmpmem (a->throws[1], BALUT_N_DICE, b->throws[1], BALUT_N_DICE);
  g_assert_true (balut_game_get_dice_seeded (undone));
}

/* Dice given to the game that the seed did not throw: it is no longer
 * proven, and its record does not claim it */
static void
test_dice_given (void)
{
  g_autoptr(BalutGame) game = new_game (BALUT_VARIANT_STANDARD, 7400, 1);
  guint8 seeded[BALUT_N_DICE], other[BALUT_N_DICE];
  g_autofree char *text = NULL;

  /* the seed's own dice given by value: still proven */
  balut_dice_draw_seeded (7400, 0, 0, seeded);
  balut_test_throw_values (game, seeded);
  g_assert_true (balut_game_get_dice_seeded (game));
  balut_test_set_held (game, 0, TRUE);

  balut_dice_draw_seeded (7400, 0, 1, other);
  other[0] = seeded[0];
  other[1] = (guint8) (other[1] % 6 + 1);
  balut_test_throw_values (game, other);
  g_assert_false (balut_game_get_dice_seeded (game));
  text = balut_record_to_data (game, NULL);
  g_assert_false (has_generator (text));
}

/* The records of the repository that Balut played (not the hand-made
 * ones: a tie of equal dice, the broken ones) are what Balut writes:
 * replayed with the holds and entries they have, the game throws the
 * same dice and writes the same bytes, generator and all.
 * BALUT_REGENERATE_RECORDS=1 writes them instead (after a format
 * change). */
static void
test_repository_records (void)
{
  static const char *files[] = { "finished-standard.json", "finished-jackpot.json", "in-progress-olathe.json" };

  for (guint f = 0; f < G_N_ELEMENTS (files); f++)
    {
      g_autofree char *path = balut_test_record_path (files[f]);
      g_autofree char *file = balut_test_read_file (path, NULL);
      g_autoptr(BalutGame) recorded = load_ok (file, -1);
      g_autoptr(BalutGame) replay = balut_game_new (balut_game_get_variant (recorded), balut_game_get_seed (recorded));
      g_autofree char *written = NULL;
      guint n_turns = balut_game_get_n_turns (recorded);

      for (guint i = 0; i < balut_game_get_n_players (recorded); i++)
        {
          BalutPlayer *p = balut_game_get_player (recorded, i);

          balut_test_add_player (replay, balut_player_get_name (p), balut_player_get_kind (p));
          balut_player_set_level (balut_game_get_player (replay, i), balut_player_get_level (p));
          if (balut_player_get_guess (p) != BALUT_NO_GUESS)
            balut_test_set_guess (replay, i, balut_player_get_guess (p));
        }

      for (guint t = 0; t < n_turns; t++)
        {
          const BalutTurn *turn = balut_game_get_turn (recorded, t);

          for (guint k = 0; k < turn->n_throws; k++)
            {
              guint8 thrown[BALUT_N_DICE];

              for (guint i = 0; k > 0 && i < BALUT_N_DICE; i++)
                balut_test_set_held (replay, i, turn->holds[k - 1][i]);
              balut_test_roll (replay);
              balut_dice_get_values (balut_game_get_dice (replay), thrown);
              g_assert_cmpmem (thrown, BALUT_N_DICE, turn->throws[k], BALUT_N_DICE);
            }
          for (guint i = 0; i < BALUT_N_DICE; i++)
            balut_test_set_held (replay, i, turn->pending[i]);
          if (turn->entered)
            balut_test_enter (replay, turn->box.category, turn->box.box);
        }

      written = balut_record_to_data (replay, NULL);
      g_assert_true (balut_game_get_dice_seeded (replay));
      if (g_strcmp0 (g_getenv ("BALUT_REGENERATE_RECORDS"), "1") == 0)
        {
          g_autoptr(GError) error = NULL;

          g_assert_true (g_file_set_contents (path, written, -1, &error));
          g_test_message ("wrote %s", path);
          continue;
        }
      if (g_strcmp0 (written, file) != 0)
        g_test_fail_printf ("%s is not what Balut writes for its game (BALUT_REGENERATE_RECORDS=1 writes it)",
                            files[f]);
    }
}

int
main (int   argc,
      char *argv[])
{
  static RoundTrip round_trips[BALUT_N_VARIANTS][N_STAGES];

  g_test_init (&argc, &argv, NULL);
  /* a failing case is reported and the next one runs */
  g_test_set_nonfatal_assertions ();

  for (guint v = 0; v < BALUT_N_VARIANTS; v++)
    for (guint s = 0; s < N_STAGES; s++)
      {
        g_autofree char *path = g_strdup_printf ("/balut/core/record/round-trip/%s/%s",
                                                 balut_test_variant_names[v], stage_names[s]);

        round_trips[v][s] = (RoundTrip) { v, s, 1 + (v + s) % 4 };
        g_test_add_data_func (path, &round_trips[v][s], test_round_trip);
      }
  for (guint v = 0; v < BALUT_N_VARIANTS; v++)
    {
      g_autofree char *path = g_strdup_printf ("/balut/core/record/round-trip/%s/undo-after-resume",
                                               balut_test_variant_names[v]);
      g_autofree char *path2 = g_strdup_printf ("/balut/core/record/truncated/generated-%s",
                                                balut_test_variant_names[v]);

      g_test_add_data_func (path, GUINT_TO_POINTER (v), test_round_trip_then_undo);
      g_test_add_data_func (path2, GUINT_TO_POINTER (v), test_truncated_generated);
    }

  for (guint v = 0; v < BALUT_N_VARIANTS; v++)
    {
      g_autofree char *path = g_strdup_printf ("/balut/core/record/round-trip/%s/assisted",
                                               balut_test_variant_names[v]);

      g_test_add_data_func (path, GUINT_TO_POINTER (v), test_round_trip_assisted);
    }
  for (guint v = 0; v < BALUT_N_VARIANTS; v++)
    for (guint st = 0; st < N_PAD_STAGES; st++)
      {
        g_autofree char *path = g_strdup_printf ("/balut/core/record/pad/round-trip/%s/%s",
                                                 balut_test_variant_names[v], pad_stage_names[st]);

        g_test_add_data_func (path, GUINT_TO_POINTER (v * N_PAD_STAGES + st), test_pad_round_trip);
      }
  g_test_add_func ("/balut/core/record/pad/digital-records-unchanged", test_pad_digital_unchanged);
  for (guint i = 0; i < G_N_ELEMENTS (pad_cases); i++)
    {
      g_autofree char *path = g_strdup_printf ("/balut/core/record/pad/%s", pad_cases[i].name);

      g_test_add_data_func (path, &pad_cases[i], test_pad_case);
    }
  g_test_add_func ("/balut/core/record/assisted-key", test_assisted_key);
  g_test_add_func ("/balut/core/record/base-record-loads", test_base_record_loads);
  g_test_add_func ("/balut/core/record/extra-keys-ignored", test_extra_keys);
  g_test_add_func ("/balut/core/record/finished-record-points", test_finished_record_points);

  for (guint i = 0; i < G_N_ELEMENTS (mutations); i++)
    {
      g_autofree char *path = g_strdup_printf ("/balut/core/record/bad/%s", mutations[i].name);

      g_test_add_data_func (path, &mutations[i], test_mutation);
    }
  g_test_add_func ("/balut/core/record/bad/not-a-record", test_not_a_record);
  g_test_add_func ("/balut/core/record/bad/big-numbers", test_big_numbers);
  g_test_add_func ("/balut/core/record/bad/control-characters", test_control_characters);
  g_test_add_func ("/balut/core/record/bad/display-control-names", test_display_control_names);
  g_test_add_func ("/balut/core/record/bad/too-many-values", test_too_many_values);
  g_test_add_func ("/balut/core/record/bad/endless-file", test_endless_file);
  g_test_add_func ("/balut/core/record/bad/fuzz-message-utf8", test_fuzz_message_utf8);
  g_test_add_func ("/balut/core/record/bad/turns-mistyped", test_turns_mistyped);
  g_test_add_func ("/balut/core/record/bad/turn-after-game-end-R3", test_turn_after_game_end);
  g_test_add_func ("/balut/core/record/bad/jackpot-open-J3", test_jackpot_open);
  g_test_add_func ("/balut/core/record/bad/jackpot-box-for-balut-J1", test_jackpot_for_balut);
  g_test_add_func ("/balut/core/record/bad/olathe-order-O1", test_olathe_order);
  g_test_add_func ("/balut/core/record/bad/olathe-first-box-O1", test_olathe_first_box);
  g_test_add_func ("/balut/core/record/bad/throws-per-turn-O2", test_olathe_five_throws);
  g_test_add_func ("/balut/core/record/jackpot-struck-then-fourth-J3", test_jackpot_struck_then_fourth);

  g_test_add_func ("/balut/core/record/truncated/every-prefix", test_truncated_every_prefix);
  g_test_add_func ("/balut/core/record/fuzz/bytes", test_fuzz_bytes);
  g_test_add_func ("/balut/core/record/fuzz/tree", test_fuzz_tree);
  g_test_add_func ("/balut/core/record/garbage-10mb", test_garbage);
  g_test_add_func ("/balut/core/record/size-limit", test_size_limit);
  g_test_add_func ("/balut/core/record/deeply-nested", test_deeply_nested);
  g_test_add_func ("/balut/core/record/nesting-limit", test_nesting_limit);
  g_test_add_func ("/balut/core/record/invalid-utf8", test_invalid_utf8);

  g_test_add_func ("/balut/core/record/file/missing", test_load_missing_file);
  g_test_add_func ("/balut/core/record/file/directory", test_load_directory);
  g_test_add_func ("/balut/core/record/file/names", test_load_file_names);
  g_test_add_func ("/balut/core/record/file/empty", test_load_empty_file);
  g_test_add_func ("/balut/core/record/file/special", test_load_special_file);
  g_test_add_func ("/balut/core/record/file/load", test_load_file_round_trip);
  g_test_add_func ("/balut/core/record/file/save-atomic", test_save_atomic);
  g_test_add_func ("/balut/core/record/file/save-fails-cleanly", test_save_fails_cleanly);

  g_test_add_func ("/balut/core/record/seed/large-seed-round-trip", test_round_trip_large_seed);
  for (BalutVariant v = 0; v < BALUT_N_VARIANTS; v++)
    {
      g_autofree char *proven = g_strdup_printf ("/balut/core/record/dice/proven/%s", balut_variant_to_string (v));
      g_autofree char *changed = g_strdup_printf ("/balut/core/record/dice/one-die-changed/%s", balut_variant_to_string (v));

      g_test_add_data_func (proven, GUINT_TO_POINTER (v), test_dice_proven);
      g_test_add_data_func (changed, GUINT_TO_POINTER (v), test_dice_changed);
    }
  g_test_add_func ("/balut/core/record/dice/forged-perfect-game", test_dice_forged);
  g_test_add_func ("/balut/core/record/dice/without-generator", test_dice_unproven);
  g_test_add_func ("/balut/core/record/dice/generator-key", test_generator_key);
  g_test_add_func ("/balut/core/record/dice/undo-throws-the-same", test_dice_undo_same);
  g_test_add_func ("/balut/core/record/dice/given-dice-unproven", test_dice_given);
  g_test_add_func ("/balut/core/record/dice/repository-records", test_repository_records);

  return g_test_run ();
}
