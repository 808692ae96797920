/* balut-test-util.c — helpers shared by the core tests
 *
 * SPDX-FileCopyrightText: 2026 The Balut developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include <stdlib.h>
#include <string.h>
#include <glib/gstdio.h>

#ifdef G_OS_UNIX
#include <unistd.h>
#endif

#include "balut-test-util.h"

const char * const balut_test_variant_names[BALUT_N_VARIANTS] = {
  "standard", "jackpot", "olathe",
};

const char * const balut_test_category_names[BALUT_N_CATEGORIES] = {
  "fours", "fives", "sixes", "straight", "full-house", "choice", "balut",
};

/* ------------------------------------------------------------------ */
/* Games                                                              */
/* ------------------------------------------------------------------ */

/* Players "Player 1", "Player 2", …; odd seats are computers. */
BalutGame *
balut_test_new_game (BalutVariant variant,
                     guint64      seed,
                     guint        n_players)
{
  return balut_test_new_game_named (variant, seed, n_players, "Player", "");
}

/* Players "@name_prefix 1@name_suffix", …; odd seats are computers. */
BalutGame *
balut_test_new_game_named (BalutVariant  variant,
                           guint64       seed,
                           guint         n_players,
                           const char   *name_prefix,
                           const char   *name_suffix)
{
  BalutGame *game = balut_game_new (variant, seed);

  for (guint p = 0; p < n_players; p++)
    {
      g_autofree char *name = g_strdup_printf ("%s %u%s", name_prefix, p + 1, name_suffix);

      balut_test_add_player (game, name, p % 2 ? BALUT_PLAYER_COMPUTER : BALUT_PLAYER_HUMAN);
    }
  g_assert_cmpuint (balut_game_get_n_players (game), ==, n_players);

  return game;
}

void
balut_test_add_player (BalutGame       *game,
                       const char      *name,
                       BalutPlayerKind  kind)
{
  g_autoptr(GError) error = NULL;

  g_assert_true (balut_game_add_player (game, name, kind, &error));
  g_assert_no_error (error);
}

void
balut_test_set_guess (BalutGame *game,
                      guint      player,
                      gint       guess)
{
  g_autoptr(GError) error = NULL;

  g_assert_true (balut_game_set_guess (game, player, guess, &error));
  g_assert_no_error (error);
}

void
balut_test_roll (BalutGame *game)
{
  g_autoptr(GError) error = NULL;

  g_assert_true (balut_game_roll (game, &error));
  g_assert_no_error (error);
}

void
balut_test_throw_values (BalutGame    *game,
                         const guint8 *dice)
{
  g_autoptr(GError) error = NULL;

  g_assert_true (balut_game_throw_values (game, dice, &error));
  g_assert_no_error (error);
}

void
balut_test_set_held (BalutGame *game,
                     guint      die,
                     gboolean   held)
{
  g_autoptr(GError) error = NULL;

  g_assert_true (balut_game_set_held (game, die, held, &error));
  g_assert_no_error (error);
}

void
balut_test_toggle_held (BalutGame *game,
                        guint      die)
{
  g_autoptr(GError) error = NULL;

  g_assert_true (balut_game_toggle_held (game, die, &error));
  g_assert_no_error (error);
}

void
balut_test_enter (BalutGame     *game,
                  BalutCategory  category,
                  guint          box)
{
  g_autoptr(GError) error = NULL;

  g_assert_true (balut_game_enter (game, category, box, &error));
  g_assert_no_error (error);
}

void
balut_test_undo (BalutGame *game)
{
  g_autoptr(GError) error = NULL;

  g_assert_true (balut_game_undo (game, &error));
  g_assert_no_error (error);
}

void
balut_test_set_mode (BalutGame     *game,
                     BalutGameMode  mode)
{
  g_autoptr(GError) error = NULL;

  g_assert_true (balut_game_set_mode (game, mode, &error));
  g_assert_no_error (error);
  g_assert_cmpint (balut_game_get_mode (game), ==, mode);
}

void
balut_test_set_pad_dice (BalutGame    *game,
                         const guint8 *dice,
                         guint         throws_used)
{
  g_autoptr(GError) error = NULL;

  g_assert_true (balut_game_set_pad_dice (game, dice, throws_used, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (balut_game_get_throws_left (game), ==, 0);
}

BalutGame *
balut_test_pad_copy (BalutGame *game)
{
  BalutGame *copy = balut_game_new (balut_game_get_variant (game), balut_game_get_seed (game));
  guint n_players = balut_game_get_n_players (game);

  for (guint p = 0; p < n_players; p++)
    {
      BalutPlayer *player = balut_game_get_player (game, p);

      balut_test_add_player (copy, balut_player_get_name (player), balut_player_get_kind (player));
      balut_player_set_level (balut_game_get_player (copy, p), balut_player_get_level (player));
      balut_test_set_guess (copy, p, balut_player_get_guess (player));
    }
  balut_test_set_mode (copy, BALUT_GAME_MODE_PAD);
  if (balut_game_get_assisted (game))
    balut_game_mark_assisted (copy);

  for (guint t = 0; t < balut_game_get_n_turns (game); t++)
    {
      const BalutTurn *turn = balut_game_get_turn (game, t);

      if (balut_player_get_kind (balut_game_get_player (game, turn->player)) == BALUT_PLAYER_HUMAN)
        {
          balut_test_set_pad_dice (copy, turn->throws[turn->n_throws - 1], turn->n_throws);
        }
      else
        {
          for (guint k = 0; k < turn->n_throws; k++)
            {
              for (guint d = 0; k > 0 && d < BALUT_N_DICE; d++)
                balut_test_set_held (copy, d, turn->holds[k - 1][d]);
              balut_test_throw_values (copy, turn->throws[k]);
            }
        }

      if (turn->entered)
        balut_test_enter (copy, turn->box.category, turn->box.box);
    }

  return copy;
}

void
balut_test_random_holds (BalutGame *game,
                         GRand     *choices)
{
  guint n_held = 0;

  for (guint i = 0; i < BALUT_N_DICE; i++)
    {
      gboolean held = g_rand_boolean (choices);

      balut_test_set_held (game, i, held);
      n_held += held;
    }
  if (n_held == BALUT_N_DICE)
    balut_test_set_held (game, g_rand_int_range (choices, 0, BALUT_N_DICE), FALSE);
}

void
balut_test_random_throws (BalutGame *game,
                          GRand     *choices)
{
  balut_test_roll (game);
  while (balut_game_get_throws_left (game) > 0 && g_rand_boolean (choices))
    {
      balut_test_random_holds (game, choices);
      balut_test_roll (game);
    }
}

void
balut_test_random_entry (BalutGame *game,
                         GRand     *choices)
{
  BalutPlayer *player = balut_game_get_player (game, balut_game_get_current_player (game));
  g_autoptr(GArray) legal = balut_scoresheet_list_legal (balut_player_get_sheet (player));
  BalutBox box = g_array_index (legal, BalutBox, g_rand_int_range (choices, 0, legal->len));

  balut_test_enter (game, box.category, box.box);
}

void
balut_test_random_turn (BalutGame *game,
                        GRand     *choices)
{
  balut_test_random_throws (game, choices);
  balut_test_random_entry (game, choices);
}

/* ------------------------------------------------------------------ */
/* Sheets                                                             */
/* ------------------------------------------------------------------ */

void
balut_test_sheet_boxes (BalutScoresheet *sheet,
                        BalutRefBoxes    boxes)
{
  for (guint c = 0; c < BALUT_N_CATEGORIES; c++)
    for (guint b = 0; b < BALUT_N_COLUMNS; b++)
      boxes[c][b] = balut_scoresheet_has_box (sheet, c, b)
                    ? balut_scoresheet_get_box (sheet, c, b)
                    : BALUT_BOX_EMPTY;
}

guint64
balut_test_legal_set (GArray *legal)
{
  guint64 set = 0;

  g_assert_cmpuint (g_array_get_element_size (legal), ==, sizeof (BalutBox));
  for (guint i = 0; i < legal->len; i++)
    {
      BalutBox *box = &g_array_index (legal, BalutBox, i);
      guint64 bit;

      g_assert_cmpuint (box->category, <, BALUT_N_CATEGORIES);
      g_assert_cmpuint (box->box, <, BALUT_N_COLUMNS);
      if (box->category >= BALUT_N_CATEGORIES || box->box >= BALUT_N_COLUMNS)
        continue;
      bit = G_GUINT64_CONSTANT (1) << (box->category * BALUT_N_COLUMNS + box->box);
      g_assert_true ((set & bit) == 0);   /* no duplicates */
      set |= bit;
    }

  return set;
}

void
balut_test_random_straight (GRand  *rand,
                            guint8 *dice)
{
  guint offset = g_rand_int_range (rand, 0, 2);   /* small or large */

  for (guint i = 0; i < BALUT_N_DICE; i++)
    dice[i] = (guint8) (i + 1 + offset);
}

void
balut_test_random_full_house (GRand  *rand,
                              guint8 *dice)
{
  dice[0] = dice[1] = dice[2] = g_rand_int_range (rand, 1, 7);
  dice[3] = dice[4] = 1 + (dice[0] + g_rand_int_range (rand, 0, 5)) % 6;
}

/* ------------------------------------------------------------------ */
/* Snapshots                                                          */
/* ------------------------------------------------------------------ */

void
balut_test_snapshot_take (BalutGame         *game,
                          BalutTestSnapshot *s)
{
  BalutDice *dice = balut_game_get_dice (game);

  memset (s, 0, sizeof *s);
  s->turns = g_array_new (FALSE, TRUE, sizeof (BalutTurn));
  for (guint t = 0; t < balut_game_get_n_turns (game); t++)
    g_array_append_vals (s->turns, balut_game_get_turn (game, t), 1);
  s->variant = balut_game_get_variant (game);
  s->mode = balut_game_get_mode (game);
  s->seed = balut_game_get_seed (game);
  s->state = balut_game_get_state (game);
  s->current_player = balut_game_get_current_player (game);
  s->throws_left = balut_game_get_throws_left (game);
  s->n_throws = balut_game_get_n_throws (game);
  s->dice_n_throws = balut_dice_get_n_throws (dice);
  s->turn_number = balut_game_get_turn_number (game);
  s->n_turns = balut_game_get_n_turns (game);
  s->n_players = balut_game_get_n_players (game);
  s->can_undo = balut_game_can_undo (game);
  s->finished = balut_game_is_finished (game);
  s->assisted = balut_game_get_assisted (game);
  balut_dice_get_values (dice, s->dice);
  balut_dice_get_holds (dice, s->held);

  for (guint p = 0; p < s->n_players; p++)
    {
      BalutPlayer *player = balut_game_get_player (game, p);

      s->guesses[p] = balut_player_get_guess (player);
      s->kinds[p] = balut_player_get_kind (player);
      s->levels[p] = balut_player_get_level (player);
      s->names[p] = g_strdup (balut_player_get_name (player));
      s->points[p] = balut_player_get_final_points (player);
      s->totals[p] = balut_player_get_score_total (player);
      balut_test_sheet_boxes (balut_player_get_sheet (player), s->boxes[p]);
    }

  g_object_get (game,
                "state", &s->prop_state,
                "current-player", &s->prop_current_player,
                "throws-left", &s->prop_throws_left,
                NULL);
  g_assert_cmpuint (s->prop_state, ==, s->state);
  g_assert_cmpuint (s->prop_current_player, ==, s->current_player);
  g_assert_cmpuint (s->prop_throws_left, ==, s->throws_left);
}

void
balut_test_snapshot_clear (BalutTestSnapshot *s)
{
  g_clear_pointer (&s->turns, g_array_unref);
  for (guint p = 0; p < BALUT_MAX_PLAYERS; p++)
    g_clear_pointer (&s->names[p], g_free);
}

/* Whether two turns are the same, field by field: the throws and holds
 * that were made, and nothing of the unused slots */
static gboolean
same_turn (const BalutTurn *a,
           const BalutTurn *b)
{
  if (a->player != b->player || a->n_throws != b->n_throws || a->entered != b->entered
      || a->balut != b->balut || a->throws_used != b->throws_used)
    return FALSE;
  for (guint k = 0; k < a->n_throws && k < BALUT_MAX_THROWS; k++)
    for (guint d = 0; d < BALUT_N_DICE; d++)
      if (a->throws[k][d] != b->throws[k][d] || !a->holds[k][d] != !b->holds[k][d])
        return FALSE;
  for (guint d = 0; d < BALUT_N_DICE; d++)
    if (!a->pending[d] != !b->pending[d])
      return FALSE;
  if (a->entered && (a->box.category != b->box.category || a->box.box != b->box.box
                     || a->score != b->score))
    return FALSE;
  return TRUE;
}

/* Whether @a and @b hold the same turns: what a game record keeps of
 * the game's history */
gboolean
balut_test_snapshot_same_turns (const BalutTestSnapshot *a,
                                const BalutTestSnapshot *b)
{
  if (a->turns->len != b->turns->len)
    return FALSE;
  for (guint t = 0; t < a->turns->len; t++)
    if (!same_turn (&g_array_index (a->turns, BalutTurn, t), &g_array_index (b->turns, BalutTurn, t)))
      return FALSE;
  return TRUE;
}

void
balut_test_snapshot_assert_equal (const BalutTestSnapshot *a,
                                  const BalutTestSnapshot *b)
{
  g_assert_cmpuint (a->turns->len, ==, b->turns->len);
  for (guint t = 0; t < a->turns->len; t++)
    if (!same_turn (&g_array_index (a->turns, BalutTurn, t), &g_array_index (b->turns, BalutTurn, t)))
      g_assert_cmpuint (t, ==, G_MAXUINT);   /* turn t differs */
  g_assert_cmpint (a->variant, ==, b->variant);
  g_assert_cmpint (a->mode, ==, b->mode);
  g_assert_cmpuint (a->dice_n_throws, ==, b->dice_n_throws);
  g_assert_cmpuint (a->seed, ==, b->seed);
  g_assert_cmpint (a->state, ==, b->state);
  g_assert_cmpuint (a->current_player, ==, b->current_player);
  g_assert_cmpuint (a->throws_left, ==, b->throws_left);
  g_assert_cmpuint (a->n_throws, ==, b->n_throws);
  g_assert_cmpuint (a->turn_number, ==, b->turn_number);
  g_assert_cmpuint (a->n_turns, ==, b->n_turns);
  g_assert_cmpuint (a->n_players, ==, b->n_players);
  g_assert_cmpint (a->can_undo, ==, b->can_undo);
  g_assert_cmpint (a->finished, ==, b->finished);
  g_assert_cmpint (a->assisted, ==, b->assisted);
  g_assert_cmpmem (a->dice, sizeof a->dice, b->dice, sizeof b->dice);
  g_assert_cmpmem (a->held, sizeof a->held, b->held, sizeof b->held);
  g_assert_cmpmem (a->boxes, sizeof a->boxes, b->boxes, sizeof b->boxes);
  g_assert_cmpmem (a->guesses, sizeof a->guesses, b->guesses, sizeof b->guesses);
  g_assert_cmpmem (a->kinds, sizeof a->kinds, b->kinds, sizeof b->kinds);
  g_assert_cmpmem (a->levels, sizeof a->levels, b->levels, sizeof b->levels);
  g_assert_cmpmem (a->points, sizeof a->points, b->points, sizeof b->points);
  g_assert_cmpmem (a->totals, sizeof a->totals, b->totals, sizeof b->totals);
  for (guint p = 0; p < a->n_players && p < BALUT_MAX_PLAYERS; p++)
    g_assert_cmpstr (a->names[p], ==, b->names[p]);
}

void
balut_test_assert_same_game (BalutGame *a,
                             BalutGame *b)
{
  BalutTestSnapshot sa, sb;

  balut_test_snapshot_take (a, &sa);
  balut_test_snapshot_take (b, &sb);
  balut_test_snapshot_assert_equal (&sa, &sb);
  balut_test_snapshot_clear (&sa);
  balut_test_snapshot_clear (&sb);
}

/* ------------------------------------------------------------------ */
/* Files, messages and the balut program                              */
/* ------------------------------------------------------------------ */

char *
balut_test_record_path (const char *name)
{
  return g_strdup (g_test_get_filename (G_TEST_DIST, "balut-game", "records", name, NULL));
}

int
balut_test_compare_doubles (gconstpointer a,
                            gconstpointer b)
{
  double x = *(const double *) a, y = *(const double *) b;

  return x < y ? -1 : x > y;
}

gboolean
balut_test_thorough (void)
{
  return g_test_thorough () || g_strcmp0 (g_getenv ("BALUT_TEST_THOROUGH"), "1") == 0;
}

gboolean
balut_test_modes_apply (const char **why_not)
{
  const char *reason = NULL;

#ifdef G_OS_UNIX
  if (geteuid () == 0)
    reason = "root is not stopped by file modes";
#else
  reason = "file modes do not make files unreadable or folders read-only here";
#endif
  if (why_not != NULL)
    *why_not = reason;
  return reason == NULL;
}

char *
balut_test_make_tmp_dir (const char *tmpl)
{
  g_autoptr(GError) error = NULL;
  char *dir = g_dir_make_tmp (tmpl, &error);

  g_assert_no_error (error);
  return dir;
}

void
balut_test_remove_tree (const char *path)
{
  g_autoptr(GDir) dir = g_dir_open (path, 0, NULL);
  const char *name;

  if (dir != NULL)
    {
      while ((name = g_dir_read_name (dir)) != NULL)
        {
          g_autofree char *child = g_build_filename (path, name, NULL);

          if (g_file_test (child, G_FILE_TEST_IS_DIR))
            balut_test_remove_tree (child);
          else
            g_assert_cmpint (g_remove (child), ==, 0);
        }
    }
  g_assert_cmpint (g_rmdir (path), ==, 0);
}

char *
balut_test_read_file (const char *path,
                      gsize      *length)
{
  g_autoptr(GError) error = NULL;
  char *data = NULL;
  gsize n = 0;

  g_assert_true (g_file_get_contents (path, &data, &n, &error));
  g_assert_no_error (error);
  if (length != NULL)
    *length = n;
  return data;
}

static int
compare_names (const void *a,
               const void *b)
{
  return strcmp (*(char * const *) a, *(char * const *) b);
}

GStrv
balut_test_list_dir (const char *dir)
{
  g_autoptr(GDir) d = g_dir_open (dir, 0, NULL);
  g_autoptr(GStrvBuilder) builder = g_strv_builder_new ();
  GStrv names;
  const char *name;

  /* with non-fatal assertions the test goes on with no names */
  g_assert_nonnull (d);
  while (d != NULL && (name = g_dir_read_name (d)) != NULL)
    g_strv_builder_add (builder, name);
  names = g_strv_builder_end (builder);
  qsort (names, g_strv_length (names), sizeof (char *), compare_names);
  return names;
}

JsonNode *
balut_test_json_member (JsonObject *object,
                        const char *name)
{
  JsonNode *node = json_object_get_member (object, name);

  if (node == NULL)
    g_error ("the JSON has no “%s”", name);
  return node;
}

gint64
balut_test_json_int (JsonObject *object,
                     const char *name)
{
  JsonNode *node = balut_test_json_member (object, name);

  g_assert_true (JSON_NODE_HOLDS_VALUE (node));
  g_assert_cmpint (json_node_get_value_type (node), ==, G_TYPE_INT64);
  return json_node_get_int (node);
}

gboolean
balut_test_json_bool (JsonObject *object,
                      const char *name)
{
  JsonNode *node = balut_test_json_member (object, name);

  g_assert_true (JSON_NODE_HOLDS_VALUE (node));
  g_assert_cmpint (json_node_get_value_type (node), ==, G_TYPE_BOOLEAN);
  return json_node_get_boolean (node);
}

JsonArray *
balut_test_json_array (JsonObject *object,
                       const char *name)
{
  JsonNode *node = balut_test_json_member (object, name);

  g_assert_true (JSON_NODE_HOLDS_ARRAY (node));
  return json_node_get_array (node);
}

gboolean
balut_test_mentions_turn (const char *message,
                          guint       turn)
{
  g_autofree char *lower = g_utf8_strdown (message, -1);
  g_autofree char *needle = g_strdup_printf ("turn %u", turn);
  const char *p = lower;

  while ((p = strstr (p, needle)) != NULL)
    {
      p += strlen (needle);
      if (!g_ascii_isdigit (*p))
        return TRUE;
    }
  return FALSE;
}

void
balut_test_run_balut (BalutTestRun *run,
                      const char   *first,
                      ...)
{
  const char *bin = g_getenv ("BALUT_BIN");
  g_autoptr(GPtrArray) argv = g_ptr_array_new ();
  g_autoptr(GError) error = NULL;
  g_autoptr(GError) status_error = NULL;
  int wait_status = 0;
  va_list args;

  if (bin == NULL)
    g_error ("BALUT_BIN is not set: run the tests with meson test");

  g_ptr_array_add (argv, (gpointer) bin);
  va_start (args, first);
  for (const char *a = first; a != NULL; a = va_arg (args, const char *))
    g_ptr_array_add (argv, (gpointer) a);
  va_end (args);
  g_ptr_array_add (argv, NULL);

  memset (run, 0, sizeof *run);
  g_assert_true (g_spawn_sync (NULL, (char **) argv->pdata, NULL, G_SPAWN_DEFAULT,
                               NULL, NULL, &run->out, &run->err, &wait_status, &error));
  g_assert_no_error (error);

  if (g_spawn_check_wait_status (wait_status, &status_error))
    run->status = 0;
  else if (status_error->domain == G_SPAWN_EXIT_ERROR)
    run->status = status_error->code;
  else
    g_error ("balut did not exit normally: %s\nstderr: %s", status_error->message, run->err);

  g_assert_true (g_utf8_validate (run->out, -1, NULL));
  g_assert_true (g_utf8_validate (run->err, -1, NULL));
}

void
balut_test_run_clear (BalutTestRun *run)
{
  g_clear_pointer (&run->out, g_free);
  g_clear_pointer (&run->err, g_free);
}

void
balut_test_assert_printable (const char *what,
                             const char *text)
{
  const char *end;

  if (!g_utf8_validate (text, -1, &end))
    {
      g_test_fail_printf ("%s: not UTF-8 at byte %d", what, (int) (end - text));
      return;
    }
  for (const char *p = text; *p != '\0'; p = g_utf8_next_char (p))
    {
      gunichar c = g_utf8_get_char (p);

      if (c != '\n' && g_unichar_iscntrl (c))
        {
          g_test_fail_printf ("%s: the control character U+%04X at byte %d", what, c, (int) (p - text));
          return;
        }
    }
}

JsonNode *
balut_test_run_json (const BalutTestRun *run)
{
  g_autoptr(GError) error = NULL;
  JsonNode *node = json_from_string (run->out, &error);

  if (node == NULL)
    g_error ("balut --json printed no JSON (%s):\n%s", error != NULL ? error->message : "empty", run->out);
  g_assert_true (JSON_NODE_HOLDS_OBJECT (node));
  return node;
}
