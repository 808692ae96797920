/* test-store-cli.c — `balut --high-scores [--variant V] [--json]` and
 * `balut --export-history FILE.json` against a seeded database
 * (BALUT_DATA_DIR pointing to a temporary folder)
 *
 * SPDX-FileCopyrightText: 2026 The Balut developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <libintl.h>
#include <locale.h>
#include <string.h>
#include <glib/gstdio.h>

#include "balut-paths.h"
#include "balut-record.h"

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
  f->dir = balut_test_make_tmp_dir ("balut-cli-XXXXXX");
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

static guint
count_files (const char *dir)
{
  g_autoptr(GDir) d = g_dir_open (dir, 0, NULL);
  guint n = 0;

  while (d != NULL && g_dir_read_name (d) != NULL)
    n++;
  return n;
}

/* ------------------------------------------------------------------ */
/* A seeded database and what its tables must show                     */
/* ------------------------------------------------------------------ */

typedef struct
{
  gint64     game_id;
  GDateTime *date;
  char      *name;
  gint       points;
  guint      total;
  guint      baluts;
  gboolean   assisted;
} Line;

static void
line_free (Line *line)
{
  g_date_time_unref (line->date);
  g_free (line->name);
  g_free (line);
}

/* R22: points, then score total, then the earlier date, then the id */
static gint
compare_lines (gconstpointer a,
               gconstpointer b)
{
  const Line *x = *(const Line **) a;
  const Line *y = *(const Line **) b;
  gint cmp;

  if (x->points != y->points)
    return x->points > y->points ? -1 : 1;
  if (x->total != y->total)
    return x->total > y->total ? -1 : 1;
  if ((cmp = g_date_time_compare (x->date, y->date)) != 0)
    return cmp;
  return x->game_id < y->game_id ? -1 : (x->game_id > y->game_id);
}

typedef struct
{
  GPtrArray *lines[BALUT_N_VARIANTS];       /* every human seat, best first */
  GPtrArray *pad_lines[BALUT_N_VARIANTS];   /* the same of the games scored on the pad */
  guint      n_games;
  GPtrArray *games;
} Seeded;

static void
seeded_clear (Seeded *s)
{
  for (guint v = 0; v < BALUT_N_VARIANTS; v++)
    {
      g_clear_pointer (&s->lines[v], g_ptr_array_unref);
      g_clear_pointer (&s->pad_lines[v], g_ptr_array_unref);
    }
  g_clear_pointer (&s->games, g_ptr_array_unref);
}

static void
add_lines (Seeded     *s,
           BalutGame  *game,
           gint64      id,
           GDateTime  *date)
{
  for (guint p = 0; p < balut_game_get_n_players (game); p++)
    {
      BalutPlayer *player = balut_game_get_player (game, p);
      Line *line;

      if (balut_player_get_kind (player) != BALUT_PLAYER_HUMAN)
        continue;
      line = g_new0 (Line, 1);
      line->game_id = id;
      line->date = g_date_time_ref (date);
      line->name = g_strdup (balut_player_get_name (player));
      line->points = balut_player_get_final_points (player);
      line->total = balut_player_get_score_total (player);
      line->baluts = balut_scoresheet_get_n_baluts (balut_player_get_sheet (player));
      line->assisted = balut_game_get_assisted (game);
      g_ptr_array_add (balut_game_get_mode (game) == BALUT_GAME_MODE_PAD
                       ? s->pad_lines[balut_game_get_variant (game)]
                       : s->lines[balut_game_get_variant (game)], line);
    }
}

/* 14 standard games (one assisted, high up), 2 Jackpot games, no Olathe;
 * every fourth scored on the pad (3 standard, 1 Jackpot) */
static void
seed (Fixture *f,
      Seeded  *s)
{
  static const StoreTestSeat seats[] = {
    { "Søren", BALUT_PLAYER_HUMAN },
    { "Computer", BALUT_PLAYER_COMPUTER },
    { "Maria Clara", BALUT_PLAYER_HUMAN },
  };
  static const guint8 sixes[BALUT_N_DICE] = { 6, 6, 6, 6, 6 };
  g_autoptr(BalutStore) store = store_test_open (f->path);

  for (guint v = 0; v < BALUT_N_VARIANTS; v++)
    {
      s->lines[v] = g_ptr_array_new_with_free_func ((GDestroyNotify) line_free);
      s->pad_lines[v] = g_ptr_array_new_with_free_func ((GDestroyNotify) line_free);
    }
  s->games = g_ptr_array_new_with_free_func (g_object_unref);

  for (guint i = 0; i < 16; i++)
    {
      BalutVariant variant = i < 14 ? BALUT_VARIANT_STANDARD : BALUT_VARIANT_JACKPOT;
      g_autoptr(GDateTime) date = store_test_date (2026, 4, 1 + i, 18, i, 0);
      BalutGame *game;
      gint64 id;

      if (i == 6)
        {
          /* five of a kind every turn, with an entry taken back */
          game = balut_game_new (BALUT_VARIANT_STANDARD, 1);
          balut_test_add_player (game, "Søren", BALUT_PLAYER_HUMAN);
          for (guint t = 0; !balut_game_is_finished (game); t++)
            {
              balut_test_throw_values (game, sixes);
              for (guint c = 0, done = 0; c < BALUT_N_CATEGORIES && !done; c++)
                for (guint b = 0; b < BALUT_N_REGULAR && !done; b++)
                  if (balut_game_preview (game, c, b) >= 0)
                    {
                      balut_test_enter (game, c, b);
                      if (t == 3)
                        {
                          balut_test_undo (game);
                          balut_test_enter (game, c, b);
                        }
                      done = 1;
                    }
            }
        }
      else
        {
          game = store_test_play_game (variant, 900 + i, 1 + i % 3, seats);
        }

      if (i % 4 == 3)
        {
          /* the same dice and boxes, entered from the table */
          BalutGame *pad = balut_test_pad_copy (game);

          g_object_unref (game);
          game = pad;
        }
      id = store_test_add (store, game, balut_store_mode_for_game (game), date);
      add_lines (s, game, id, date);
      g_ptr_array_add (s->games, game);
      s->n_games++;
    }

  for (guint v = 0; v < BALUT_N_VARIANTS; v++)
    {
      g_ptr_array_sort (s->lines[v], compare_lines);
      g_ptr_array_sort (s->pad_lines[v], compare_lines);
    }
  g_assert_cmpuint (s->lines[BALUT_VARIANT_STANDARD]->len, >, 10);
  g_assert_cmpuint (s->pad_lines[BALUT_VARIANT_STANDARD]->len, >, 0);
  g_assert_cmpuint (s->pad_lines[BALUT_VARIANT_JACKPOT]->len, >, 0);
}

/* ------------------------------------------------------------------ */

static void
assert_usage_error (const BalutTestRun *run)
{
  g_assert_cmpint (run->status, ==, 2);
  g_assert_cmpuint (strlen (run->err), >, 0);
  g_assert_true (g_str_has_prefix (run->err, "balut: "));
}

/* R22: equal points and score total share a place */
static guint
line_place (GPtrArray *lines,
            guint      i)
{
  const Line *l = g_ptr_array_index (lines, i);

  while (i > 0)
    {
      const Line *above = g_ptr_array_index (lines, i - 1);

      if (above->points != l->points || above->total != l->total)
        break;
      i--;
    }
  return i + 1;
}

/* One table as `balut --high-scores` prints it */
static void
append_table (GString    *out,
              const char *heading,
              GPtrArray  *lines,
              gboolean   *any_assisted)
{
  g_string_append_printf (out, "%s\n", heading);
  if (lines->len == 0)
    {
      g_string_append (out, "  No games yet.\n");
      return;
    }
  /* each column as wide as its widest cell or heading: the rank
   * (right), "Points", "Total", "Baluts" (right), the date (left) */
  {
    guint n = MIN (lines->len, 10);
    int rank_width = n >= 10 ? 2 : 1;
    int date_width = (int) strlen ("Date");
    g_auto(GStrv) dates = g_new0 (char *, n + 1);

    for (guint i = 0; i < n; i++)
      {
        const Line *l = g_ptr_array_index (lines, i);

        dates[i] = g_date_time_format (l->date, "%-d %b %Y, %H:%M");
        date_width = MAX (date_width, (int) strlen (dates[i]));
      }
    g_string_append_printf (out, "  %*s  Points  Total  Baluts  %-*s  Name\n", rank_width, "#", date_width, "Date");
    for (guint i = 0; i < n; i++)
      {
        const Line *l = g_ptr_array_index (lines, i);

        g_string_append_printf (out, "  %*u  %6d  %5u  %6u  %-*s  %s%s\n",
                                rank_width, line_place (lines, i), l->points, l->total, l->baluts, date_width, dates[i], l->name,
                                l->assisted ? " *" : "");
        *any_assisted |= l->assisted;
      }
  }
}

/* The digital tables of the variants asked for, then a table "… —
 * scoring pad" for each of them with games scored on the pad */
static char *
expected_text (Seeded       *s,
               BalutVariant  only,
               gboolean      all)
{
  GString *out = g_string_new (NULL);
  gboolean any_assisted = FALSE;
  gboolean first = TRUE;

  for (guint t = 0; t < 2 * BALUT_N_VARIANTS; t++)
    {
      BalutVariant v = t % BALUT_N_VARIANTS;
      gboolean pad = t >= BALUT_N_VARIANTS;
      GPtrArray *lines = pad ? s->pad_lines[v] : s->lines[v];
      g_autofree char *heading = NULL;

      if ((!all && v != only) || (pad && lines->len == 0))
        continue;
      if (!first)
        g_string_append (out, "\n");
      first = FALSE;
      heading = pad ? g_strdup_printf ("%s — scoring pad", balut_variant_get_label (v))
                    : g_strdup (balut_variant_get_label (v));
      append_table (out, heading, lines, &any_assisted);
    }
  if (any_assisted)
    g_string_append (out, "\n* assisted: an entry was undone or a hint was used in that game\n");

  return g_string_free (out, FALSE);
}

/* No database: empty tables, and no file made. */
static void
test_empty (Fixture       *f,
            gconstpointer  data)
{
  BalutTestRun run;

  balut_test_run_balut (&run, "--high-scores", NULL);
  g_assert_cmpint (run.status, ==, 0);
  g_assert_cmpstr (run.out, ==, "Balut\n  No games yet.\n\nJackpot Balut\n  No games yet.\n\nOlathe\n  No games yet.\n");
  balut_test_run_clear (&run);

  balut_test_run_balut (&run, "--high-scores", "--json", NULL);
  g_assert_cmpint (run.status, ==, 0);
  {
    g_autoptr(GError) error = NULL;
    g_autoptr(JsonNode) root = json_from_string (run.out, &error);
    JsonArray *tables;

    g_assert_no_error (error);
    tables = json_object_get_array_member (json_node_get_object (root), "high_scores");
    g_assert_cmpuint (json_array_get_length (tables), ==, 3);
    for (guint v = 0; v < 3; v++)
      g_assert_cmpuint (json_array_get_length (json_object_get_array_member (json_array_get_object_element (tables, v), "entries")), ==, 0);
  }
  balut_test_run_clear (&run);
  g_assert_cmpuint (count_files (f->dir), ==, 0);
}

/* The tables as text: the ten best people (R22), "*" for an assisted
 * game and the legend, "No games yet." for an empty one. */
static void
test_text (Fixture       *f,
           gconstpointer  data)
{
  Seeded s = { { NULL, }, };
  g_autofree char *expected = NULL;
  g_autofree char *expected_jackpot = NULL;
  BalutTestRun run;

  seed (f, &s);
  expected = expected_text (&s, 0, TRUE);
  g_assert_nonnull (strstr (expected, " *\n"));

  balut_test_run_balut (&run, "--high-scores", NULL);
  g_assert_cmpint (run.status, ==, 0);
  g_assert_cmpstr (run.err, ==, "");
  g_assert_cmpstr (run.out, ==, expected);
  balut_test_run_clear (&run);

  expected_jackpot = expected_text (&s, BALUT_VARIANT_JACKPOT, FALSE);
  balut_test_run_balut (&run, "--high-scores", "--variant", "jackpot", NULL);
  g_assert_cmpint (run.status, ==, 0);
  g_assert_cmpstr (run.out, ==, expected_jackpot);
  g_assert_null (strstr (run.out, "Olathe"));
  balut_test_run_clear (&run);

  balut_test_run_balut (&run, "--variant", "olathe", "--high-scores", NULL);
  g_assert_cmpint (run.status, ==, 0);
  g_assert_cmpstr (run.out, ==, "Olathe\n  No games yet.\n");
  balut_test_run_clear (&run);

  seeded_clear (&s);
}

/* R22: two games that end alike (equal points and score total) share a
 * place in both the text and the JSON, and the next one takes the place
 * after them, as the window's high scores number them */
static void
test_tie (Fixture       *f,
          gconstpointer  data)
{
  static const StoreTestSeat seats[] = { { "Søren", BALUT_PLAYER_HUMAN } };
  g_autoptr(BalutStore) store = store_test_open (f->path);
  g_autoptr(GPtrArray) games = g_ptr_array_new_with_free_func (g_object_unref);
  g_autoptr(GError) error = NULL;
  g_autoptr(JsonNode) root = NULL;
  g_autoptr(GPtrArray) entries = NULL;
  JsonArray *table;
  BalutTestRun run;
  guint ranks[3];

  /* two games of the same script (the same dice, the same boxes: the
   * same points and score total), and one of another */
  for (guint i = 0; i < 3; i++)
    {
      g_autoptr(GDateTime) date = store_test_date (2026, 5, 1 + i, 12, 0, 0);
      const guint8 dice[1][BALUT_N_DICE] = { { 6, 6, 5, i < 2 ? 5 : 4, 4 } };
      BalutGame *game = store_test_scripted_game (BALUT_VARIANT_STANDARD, 1, seats, dice);

      store_test_add (store, game, BALUT_STORE_MODE_DIGITAL, date);
      g_ptr_array_add (games, game);
    }
  g_assert_cmpint (balut_player_get_final_points (balut_game_get_player (g_ptr_array_index (games, 0), 0)), ==,
                   balut_player_get_final_points (balut_game_get_player (g_ptr_array_index (games, 1), 0)));
  g_assert_cmpuint (balut_player_get_score_total (balut_game_get_player (g_ptr_array_index (games, 0), 0)), !=,
                    balut_player_get_score_total (balut_game_get_player (g_ptr_array_index (games, 2), 0)));

  /* the store's own places, the window's */
  entries = balut_store_list_high_scores (store, BALUT_VARIANT_STANDARD, BALUT_STORE_MODE_DIGITAL, 10, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (entries->len, ==, 3);
  for (guint i = 0; i < 3; i++)
    ranks[i] = balut_score_entries_place (entries, i);
  g_assert_cmpuint (ranks[0], ==, 1);
  g_assert_true (ranks[1] == ranks[2] || ranks[0] == ranks[1]);
  g_assert_true ((ranks[0] == ranks[1] && ranks[2] == 3) || (ranks[1] == 2 && ranks[2] == 2));
  g_clear_object (&store);

  balut_test_run_balut (&run, "--high-scores", "--json", "--variant", "standard", NULL);
  g_assert_cmpint (run.status, ==, 0);
  root = json_from_string (run.out, &error);
  g_assert_no_error (error);
  table = json_object_get_array_member (json_array_get_object_element (json_object_get_array_member (json_node_get_object (root), "high_scores"), 0),
                                        "entries");
  g_assert_cmpuint (json_array_get_length (table), ==, 3);
  for (guint i = 0; i < 3; i++)
    g_assert_cmpint (json_object_get_int_member (json_array_get_object_element (table, i), "rank"), ==, ranks[i]);
  balut_test_run_clear (&run);

  balut_test_run_balut (&run, "--high-scores", "--variant", "standard", NULL);
  g_assert_cmpint (run.status, ==, 0);
  {
    g_auto(GStrv) lines = g_strsplit (run.out, "\n", -1);

    /* the heading, the columns' heading, then a line per entry */
    g_assert_cmpuint (g_strv_length (lines), >=, 5);
    for (guint i = 0; i < 3; i++)
      {
        g_autofree char *start = g_strdup_printf ("  %u  ", ranks[i]);

        g_assert_true (g_str_has_prefix (lines[2 + i], start));
      }
  }
  balut_test_run_clear (&run);
}

static void
test_json (Fixture       *f,
           gconstpointer  data)
{
  Seeded s = { { NULL, }, };
  g_autoptr(GError) error = NULL;
  g_autoptr(JsonNode) root = NULL;
  JsonArray *tables;
  BalutTestRun run;

  seed (f, &s);
  balut_test_run_balut (&run, "--high-scores", "--json", NULL);
  g_assert_cmpint (run.status, ==, 0);
  root = json_from_string (run.out, &error);
  g_assert_no_error (error);
  tables = json_object_get_array_member (json_node_get_object (root), "high_scores");
  /* the three digital tables, then the pad tables of standard and
   * Jackpot Balut (Olathe has no pad games) */
  g_assert_cmpuint (json_array_get_length (tables), ==, BALUT_N_VARIANTS + 2);

  for (guint t = 0; t < json_array_get_length (tables); t++)
    {
      BalutVariant v = t % BALUT_N_VARIANTS;
      gboolean pad = t >= BALUT_N_VARIANTS;
      GPtrArray *lines = pad ? s.pad_lines[v] : s.lines[v];
      JsonObject *table = json_array_get_object_element (tables, t);
      JsonArray *entries = json_object_get_array_member (table, "entries");

      g_assert_cmpstr (json_object_get_string_member (table, "variant"), ==, balut_variant_to_string (v));
      g_assert_cmpstr (json_object_get_string_member (table, "mode"), ==, pad ? "scoring-pad" : "digital");
      g_assert_cmpuint (json_array_get_length (entries), ==, MIN (lines->len, 10));
      if (pad)
        g_assert_cmpuint (json_array_get_length (entries), >, 0);   /* shown only with games */
      for (guint i = 0; i < json_array_get_length (entries); i++)
        {
          JsonObject *e = json_array_get_object_element (entries, i);
          const Line *l = g_ptr_array_index (lines, i);
          g_autoptr(GDateTime) date = g_date_time_new_from_iso8601 (json_object_get_string_member (e, "finished"), NULL);

          g_assert_cmpint (json_object_get_int_member (e, "rank"), ==, line_place (lines, i));
          g_assert_cmpstr (json_object_get_string_member (e, "name"), ==, l->name);
          g_assert_cmpint (json_object_get_int_member (e, "points"), ==, l->points);
          g_assert_cmpint (json_object_get_int_member (e, "total"), ==, l->total);
          g_assert_cmpint (json_object_get_int_member (e, "baluts"), ==, l->baluts);
          g_assert_cmpint (json_object_get_boolean_member (e, "assisted"), ==, l->assisted);
          g_assert_cmpint (json_object_get_int_member (e, "game_id"), ==, l->game_id);
          g_assert_nonnull (date);
          g_assert_true (g_date_time_equal (date, l->date));
        }
    }
  balut_test_run_clear (&run);

  balut_test_run_balut (&run, "--high-scores", "--json", "--variant", "standard", NULL);
  g_assert_cmpint (run.status, ==, 0);
  {
    g_autoptr(JsonNode) one = json_from_string (run.out, &error);

    g_assert_no_error (error);
    tables = json_object_get_array_member (json_node_get_object (one), "high_scores");
    g_assert_cmpuint (json_array_get_length (tables), ==, 2);
    for (guint t = 0; t < 2; t++)
      {
        JsonObject *table = json_array_get_object_element (tables, t);

        g_assert_cmpstr (json_object_get_string_member (table, "variant"), ==, "standard");
        g_assert_cmpstr (json_object_get_string_member (table, "mode"), ==, t == 0 ? "digital" : "scoring-pad");
      }
  }
  balut_test_run_clear (&run);
  seeded_clear (&s);
}

/* Every game, oldest first, and its record loads as the game played. */
static void
test_export_history (Fixture       *f,
                     gconstpointer  data)
{
  Seeded s = { { NULL, }, };
  g_autofree char *file = g_build_filename (f->dir, "history.json", NULL);
  g_autoptr(JsonParser) parser = json_parser_new ();
  g_autoptr(GError) error = NULL;
  g_autofree char *wrote = NULL;
  JsonObject *root;
  JsonArray *games;
  BalutTestRun run;

  seed (f, &s);
  balut_test_run_balut (&run, "--export-history", file, NULL);
  g_assert_cmpint (run.status, ==, 0);
  wrote = g_strdup_printf ("Wrote %s (%u games).\n", file, s.n_games);
  g_assert_cmpstr (run.out, ==, wrote);
  balut_test_run_clear (&run);

  g_assert_true (json_parser_load_from_file (parser, file, &error));
  g_assert_no_error (error);
  root = json_node_get_object (json_parser_get_root (parser));
  g_assert_cmpstr (json_object_get_string_member (root, "format"), ==, "balut-history");
  g_assert_cmpint (json_object_get_int_member (root, "version"), ==, 1);
  games = json_object_get_array_member (root, "games");
  g_assert_cmpuint (json_array_get_length (games), ==, s.n_games);
  for (guint i = 0; i < json_array_get_length (games); i++)
    {
      JsonObject *g = json_array_get_object_element (games, i);
      g_autofree char *text = json_to_string (json_object_get_member (g, "record"), FALSE);
      g_autoptr(BalutGame) loaded = balut_record_load_data (text, -1, &error);

      g_assert_no_error (error);
      /* seeded oldest first */
      balut_test_assert_same_game (loaded, g_ptr_array_index (s.games, i));
      g_assert_cmpint (json_object_get_boolean_member (g, "assisted"), ==,
                       balut_game_get_assisted (g_ptr_array_index (s.games, i)));
    }
  seeded_clear (&s);
}

#ifdef G_OS_UNIX
/* To standard output (a pipe here): the history is all that comes out
 * there, whole JSON, and "Wrote …" goes to standard error */
static void
test_export_history_stdout (Fixture       *f,
                            gconstpointer  data)
{
  Seeded s = { { NULL, }, };
  g_autoptr(JsonParser) parser = json_parser_new ();
  g_autoptr(GError) error = NULL;
  BalutTestRun run;

  seed (f, &s);
  balut_test_run_balut (&run, "--export-history", "/dev/stdout", NULL);
  g_assert_cmpint (run.status, ==, 0);
  g_assert_true (json_parser_load_from_data (parser, run.out, -1, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (json_array_get_length (json_object_get_array_member (json_node_get_object (json_parser_get_root (parser)), "games")),
                    ==, s.n_games);
  g_assert_nonnull (strstr (run.err, "Wrote /dev/stdout"));
  g_assert_true (g_file_test ("/dev/stdout", G_FILE_TEST_EXISTS));
  balut_test_run_clear (&run);
  seeded_clear (&s);
}
#endif

/* --export-history streams: the history is written as it is read, so the
 * program's memory stays below the file's size (it built the whole file
 * in memory: 1.2 GB for 100,000 games). 6,000 copies of the longest game
 * make a file of over 40 MB; the process's peak resident memory must stay
 * below it (AddressSanitizer's own memory included, its quarantine off). */
static void
test_export_history_streams (Fixture       *f,
                             gconstpointer  data)
{
#ifdef __linux__
  Seeded s = { { NULL, }, };
  g_autofree char *file = g_build_filename (f->dir, "history.json", NULL);
  const char *peak;
  sqlite3 *db = store_test_sqlite_open (f->path);
  GStatBuf st;
  BalutTestRun run;
  long peak_kb;

  seed (f, &s);
  store_test_sqlite_exec (db,
    "CREATE TEMP TABLE longest AS SELECT * FROM games ORDER BY length (record) DESC LIMIT 1;"
    "WITH RECURSIVE c(j) AS (SELECT 1 UNION ALL SELECT j + 1 FROM c WHERE j < 6000) "
    "INSERT INTO games (finished, variant, mode, record, assisted) "
    "SELECT 1600000000 + c.j, g.variant, g.mode, g.record, g.assisted FROM c, longest AS g;"
    "INSERT INTO players (game_id, seat, name, kind, points, total, baluts, guess, conditions, throws, throw_turns) "
    "SELECT g.id, p.seat, p.name, p.kind, p.points, p.total, p.baluts, p.guess, p.conditions, p.throws, p.throw_turns "
    "FROM games AS g, players AS p WHERE g.finished BETWEEN 1600000001 AND 1600006000 "
    "AND p.game_id = (SELECT id FROM longest);");
  sqlite3_close (db);

  /* AddressSanitizer's quarantine would keep what the program frees */
  g_autofree char *asan_before = g_strdup (g_getenv ("ASAN_OPTIONS"));
  {
    g_autofree char *asan = g_strdup_printf ("%s%squarantine_size_mb=0", g_getenv ("ASAN_OPTIONS") ? g_getenv ("ASAN_OPTIONS") : "",
                                             g_getenv ("ASAN_OPTIONS") ? ":" : "");

    g_setenv ("ASAN_OPTIONS", asan, TRUE);
  }
  /* the program says its own peak (VmHWM) */
  g_setenv ("BALUT_REPORT_PEAK_MEMORY", "1", TRUE);
  balut_test_run_balut (&run, "--export-history", file, NULL);
  g_unsetenv ("BALUT_REPORT_PEAK_MEMORY");
  if (asan_before != NULL)
    g_setenv ("ASAN_OPTIONS", asan_before, TRUE);
  else
    g_unsetenv ("ASAN_OPTIONS");
  g_assert_cmpint (run.status, ==, 0);
  peak = strstr (run.err, "peak resident memory");
  g_assert_nonnull (peak);
  peak_kb = strtol (peak + strlen ("peak resident memory"), NULL, 10);
  balut_test_run_clear (&run);
  g_assert_cmpint (g_stat (file, &st), ==, 0);
  g_test_message ("the history: %.0f MB written, the program's peak %ld KB",
                  st.st_size / 1048576.0, peak_kb);
  g_assert_cmpint (peak_kb, >, 0);
  g_assert_cmpint (st.st_size, >, 40 * 1024 * 1024);
  g_assert_cmpint (peak_kb * 1024, <, st.st_size);
  seeded_clear (&s);
#else
  g_test_skip ("the program's peak memory is read from Linux's /proc");
#endif
}

/* Options that do not go together, or with nothing: 2, a message, and
 * nothing written. */
static void
test_bad_options (Fixture       *f,
                  gconstpointer  data)
{
  g_autofree char *out = g_build_filename (f->dir, "out.json", NULL);
  g_autofree char *nodir = g_build_filename (f->dir, "no", "such", "history.json", NULL);
  const char *cases[][6] = {
    { "--high-scores", "--players", "2", NULL },
    { "--high-scores", "--names", "A,B", NULL },
    { "--high-scores", "--paper", "a4", NULL },
    { "--high-scores", "--landscape", NULL },
    { "--high-scores", "--date", "2026-01-01", NULL },
    { "--high-scores", "--variant", "yahtzee", NULL },
    { "--high-scores", "--variant", "", NULL },
    { "--high-scores", "--export-history", out, NULL },
    { "--high-scores", "--verify", out, NULL },
    { "--high-scores", "--export-sheet", "s.pdf", NULL },
    { "--high-scores", "extra", NULL },
    { "--export-history", out, "--json", NULL },
    { "--export-history", out, "--variant", "standard", NULL },
    { "--export-history", out, "--record", "r.json", NULL },
    { "--export-history", out, "--export-sheet", "s.pdf", NULL },
    { "--export-history", "", NULL },
    { "--export-history", NULL },
    { "--export-history", nodir, NULL },
    { "--export-history", f->dir, NULL },
    { "--variant", "standard", NULL },
    { "--json", NULL },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      BalutTestRun run;

      g_test_message ("case %u: %s %s", i, cases[i][0], cases[i][1] ? cases[i][1] : "");
      balut_test_run_balut (&run, cases[i][0], cases[i][1], cases[i][2], cases[i][3], cases[i][4], NULL);
      assert_usage_error (&run);
      g_assert_false (g_file_test (out, G_FILE_TEST_EXISTS));
      g_assert_false (g_file_test (nodir, G_FILE_TEST_EXISTS));
      g_assert_false (g_file_test (f->path, G_FILE_TEST_EXISTS));
      balut_test_run_clear (&run);
    }
}

/* A damaged database is reported, left as it is (not moved aside by the
 * command line), and nothing is written. */
static void
test_corrupt_database (Fixture       *f,
                       gconstpointer  data)
{
  g_autofree char *out = g_build_filename (f->dir, "history.json", NULL);
  g_autoptr(GRand) rand = g_rand_new_with_seed (7);
  g_autoptr(GBytes) bytes = NULL;
  guint8 garbage[9000];
  const char *args[][3] = {
    { "--high-scores", NULL },
    { "--high-scores", "--json", NULL },
    { "--export-history", out, NULL },
  };

  for (guint i = 0; i < sizeof garbage; i++)
    garbage[i] = (guint8) g_rand_int_range (rand, 0, 256);
  store_test_write_file (f->path, garbage, sizeof garbage);
  bytes = store_test_read_file (f->path);

  for (guint i = 0; i < G_N_ELEMENTS (args); i++)
    {
      BalutTestRun run;

      balut_test_run_balut (&run, args[i][0], args[i][1], NULL);
      assert_usage_error (&run);
      g_assert_nonnull (strstr (run.err, f->path));
      g_assert_nonnull (strstr (run.err, "not a usable Balut database"));
      g_assert_cmpstr (run.out, ==, "");
      store_test_assert_file (f->path, bytes);
      g_assert_cmpuint (count_files (f->dir), ==, 1);
      balut_test_run_clear (&run);
    }
}

/* A newer Balut's database is read, not changed. */
static void
test_newer_database (Fixture       *f,
                     gconstpointer  data)
{
  Seeded s = { { NULL, }, };
  g_autofree char *expected = NULL;
  g_autoptr(GBytes) bytes = NULL;
  BalutTestRun run;
  sqlite3 *db;

  seed (f, &s);
  db = store_test_sqlite_open (f->path);
  store_test_sqlite_exec_newer (db);
  sqlite3_close (db);
  bytes = store_test_read_file (f->path);

  expected = expected_text (&s, 0, TRUE);
  balut_test_run_balut (&run, "--high-scores", NULL);
  g_assert_cmpint (run.status, ==, 0);
  g_assert_cmpstr (run.out, ==, expected);
  balut_test_run_clear (&run);
  store_test_assert_file (f->path, bytes);
  seeded_clear (&s);
}

/* A game of @path played and recorded by the store alone (nothing else
 * in the folder but what the store leaves) */
static void
make_store (const char *path,
            guint       n)
{
  static const StoreTestSeat seats[] = {
    { "Maria", BALUT_PLAYER_HUMAN },
    { "Computer", BALUT_PLAYER_COMPUTER },
  };
  g_autoptr(BalutStore) store = store_test_open (path);

  for (guint i = 0; i < n; i++)
    {
      g_autoptr(BalutGame) game = store_test_play_game (i % BALUT_N_VARIANTS, 700 + i, 1 + i % 2, seats);
      g_autoptr(GDateTime) date = store_test_date (2026, 6, 1 + i, 12, 0, 0);

      store_test_add (store, game, BALUT_STORE_MODE_DIGITAL, date);
    }
}

/* The command line only reads: for a file that is not a database, a
 * hand-edited one, a newer, an empty, a sound one (its full check due)
 * and one with a damaged page, each of --high-scores, --high-scores
 * --json and --export-history (to another folder) leaves the database's
 * folder byte for byte as it was: no -wal or -shm made, no note of a
 * full check (none runs), nothing made in place of an empty file.
 * Errors are said, status 2. */
static void
test_read_only_folder (Fixture       *f,
                       gconstpointer  data)
{
  static const char * const kinds[] = {
    "a file that is not a database", "a database with a trigger of its own", "a newer Balut's database",
    "an empty file", "a sound database", "a database with a damaged page",
  };
  g_autofree char *out_dir = balut_test_make_tmp_dir ("balut-cli-out-XXXXXX");
  g_autofree char *out = g_build_filename (out_dir, "history.json", NULL);
  g_autofree char *note = g_strconcat (f->path, ".checked", NULL);

  for (guint k = 0; k < G_N_ELEMENTS (kinds); k++)
    {
      const char *args[][3] = {
        { "--high-scores", NULL },
        { "--high-scores", "--json", NULL },
        { "--export-history", out, NULL },
      };
      g_autoptr(GHashTable) before = NULL;
      sqlite3 *db;

      g_test_message ("%s", kinds[k]);
      balut_test_remove_tree (f->dir);
      g_assert_cmpint (g_mkdir (f->dir, 0700), ==, 0);
      switch (k)
        {
        case 0:
          {
            guint8 garbage[3000];

            for (guint i = 0; i < sizeof garbage; i++)
              garbage[i] = (guint8) (i * 7919 % 251);
            store_test_write_file (f->path, garbage, sizeof garbage);
          }
          break;
        case 1:
          make_store (f->path, 3);
          db = store_test_sqlite_open (f->path);
          store_test_sqlite_exec (db, "CREATE TRIGGER wipe AFTER INSERT ON players BEGIN DELETE FROM games; END");
          sqlite3_close (db);
          break;
        case 2:
          make_store (f->path, 3);
          db = store_test_sqlite_open (f->path);
          store_test_sqlite_exec_newer (db);
          sqlite3_close (db);
          break;
        case 3:
          store_test_write_file (f->path, "", 0);
          break;
        case 4:
          make_store (f->path, 3);
          /* never checked: the full check is due */
          g_assert_cmpint (g_remove (note), ==, 0);
          break;
        default:
          {
            g_autoptr(GBytes) whole = NULL;
            guint8 *bytes;
            gsize size;

            /* a page's b-tree header overwritten, as a failing disk
             * would; the full check would find it, a look does not
             * run it: the tables are read as far as they can be */
            make_store (f->path, 3);
            whole = store_test_read_file (f->path);
            bytes = g_bytes_unref_to_data (g_steal_pointer (&whole), &size);
            g_assert_cmpuint (size, >, 4 * 4096);
            memset (bytes + 3 * 4096, 0xa5, 12);
            store_test_write_file (f->path, bytes, size);
            g_free (bytes);
          }
          break;
        }
      before = store_test_snapshot_dir (f->dir);

      for (guint i = 0; i < G_N_ELEMENTS (args); i++)
        {
          BalutTestRun run;

          balut_test_run_balut (&run, args[i][0], args[i][1], NULL);
          g_test_message ("%s %s: %d\n%s%s", args[i][0], args[i][1] ? args[i][1] : "", run.status, run.out, run.err);
          if (k <= 1 || k == 3)
            {
              assert_usage_error (&run);
              g_assert_nonnull (strstr (run.err, f->path));
              g_assert_nonnull (strstr (run.err, "not a usable Balut database"));
              if (k == 3)
                g_assert_nonnull (strstr (run.err, "empty"));
              g_assert_false (g_file_test (out, G_FILE_TEST_EXISTS));
            }
          else if (k == 5)
            {
              /* either read, or said damaged */
              if (run.status != 0)
                assert_usage_error (&run);
            }
          else
            {
              g_assert_cmpint (run.status, ==, 0);
              g_assert_cmpstr (run.err, ==, "");
              g_assert_nonnull (strstr (run.out, i < 2 ? "Maria" : "(3 games)"));
            }
          balut_test_run_clear (&run);
          store_test_assert_dir (f->dir, before);
          g_remove (out);
        }
    }
  balut_test_remove_tree (out_dir);
}

/* BALUT_DATA_DIR names a file, not a folder: an error that says so,
 * status 2 (it was "No games yet.", status 0) */
static void
test_data_dir_is_a_file (Fixture       *f,
                         gconstpointer  data)
{
  g_autofree char *file = g_build_filename (f->dir, "not-a-folder", NULL);
  g_autofree char *out = g_build_filename (f->dir, "history.json", NULL);
  g_autofree char *expected = g_strdup_printf ("“%s” is not a folder", file);
  const char *args[][3] = {
    { "--high-scores", NULL },
    { "--high-scores", "--json", NULL },
    { "--export-history", out, NULL },
  };

  store_test_write_file (file, "x", 1);
  g_setenv ("BALUT_DATA_DIR", file, TRUE);
  for (guint i = 0; i < G_N_ELEMENTS (args); i++)
    {
      BalutTestRun run;

      balut_test_run_balut (&run, args[i][0], args[i][1], NULL);
      assert_usage_error (&run);
      g_assert_nonnull (strstr (run.err, expected));
      g_assert_cmpstr (run.out, ==, "");
      g_assert_false (g_file_test (out, G_FILE_TEST_EXISTS));
      balut_test_run_clear (&run);
    }
  g_setenv ("BALUT_DATA_DIR", f->dir, TRUE);
}

/* A log a crash left: the tables read through it (the game it holds is
 * there), without the full check; the database and its log are left
 * as they are for the game window, which checks the file. */
static void
test_after_crash (Fixture       *f,
                  gconstpointer  data)
{
  g_autofree char *wal = g_strconcat (f->path, "-wal", NULL);
  g_autofree char *note = g_strconcat (f->path, ".checked", NULL);
  g_autoptr(GBytes) main_bytes = NULL;
  g_autoptr(GBytes) wal_bytes = NULL;
  g_autoptr(GBytes) note_bytes = NULL;
  BalutTestRun run;
  sqlite3 *db;

  make_store (f->path, 3);
  db = store_test_sqlite_open (f->path);
  g_assert_cmpint (sqlite3_db_config (db, SQLITE_DBCONFIG_NO_CKPT_ON_CLOSE, 1, (int *) NULL), ==, SQLITE_OK);
  store_test_sqlite_exec (db, "UPDATE players SET name = 'Lazarus' WHERE game_id = 1 AND seat = 0;");
  sqlite3_close (db);
  main_bytes = store_test_read_file (f->path);
  wal_bytes = store_test_read_file (wal);
  note_bytes = store_test_read_file (note);
  g_assert_cmpuint (g_bytes_get_size (wal_bytes), >, 0);

  balut_test_run_balut (&run, "--high-scores", NULL);
  g_assert_cmpint (run.status, ==, 0);
  g_assert_nonnull (strstr (run.out, "Lazarus"));
  balut_test_run_clear (&run);
  store_test_assert_file (f->path, main_bytes);
  store_test_assert_file (wal, wal_bytes);
  store_test_assert_file (note, note_bytes);
}

/* One damaged record (not JSON) and one name that is not UTF-8, hand-
 * edited: the others are exported; the damaged game is named on
 * standard error with its id and date, status 1; nothing that is not
 * UTF-8 reaches the file or the terminal. */
static void
test_export_history_damaged (Fixture       *f,
                             gconstpointer  data)
{
  g_autofree char *file = g_build_filename (f->dir, "history.json", NULL);
  g_autofree char *text = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(JsonNode) root = NULL;
  BalutTestRun run;
  sqlite3 *db;

  make_store (f->path, 4);
  db = store_test_sqlite_open (f->path);
  store_test_sqlite_exec (db, "UPDATE games SET record = substr (record, 1, 100) WHERE id = 2;"
                              "UPDATE players SET name = CAST (X'4D61FF1B5B326A' AS TEXT) WHERE game_id = 3 AND seat = 0;");
  sqlite3_close (db);

  balut_test_run_balut (&run, "--export-history", file, NULL);
  g_test_message ("%d\n%s%s", run.status, run.out, run.err);
  g_assert_cmpint (run.status, ==, 1);
  balut_test_assert_printable ("stdout", run.out);
  balut_test_assert_printable ("stderr", run.err);
  g_assert_nonnull (strstr (run.out, "(3 games)"));
  g_assert_nonnull (strstr (run.err, "game 2 (finished 2026-06-02T12:00:00"));
  g_assert_nonnull (strstr (run.err, "not JSON"));
  g_assert_null (strstr (run.err, "game 1 "));
  g_assert_null (strstr (run.err, "game 3 "));
  balut_test_run_clear (&run);

  g_assert_true (g_file_get_contents (file, &text, NULL, &error));
  g_assert_no_error (error);
  g_assert_true (g_utf8_validate (text, -1, NULL));
  root = json_from_string (text, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (json_array_get_length (json_object_get_array_member (json_node_get_object (root), "games")), ==, 3);
  g_assert_nonnull (strstr (text, "\"Ma\xef\xbf\xbd\\u001b[2j\""));

  /* and the tables show the name alike */
  balut_test_run_balut (&run, "--high-scores", "--json", NULL);
  g_assert_cmpint (run.status, ==, 0);
  g_assert_nonnull (strstr (run.out, "\"Ma\xef\xbf\xbd\\u001b[2j\""));
  balut_test_run_clear (&run);
}

/* Names hand-edited into the database with terminal escapes, DEL, CSI
 * and bytes that are not UTF-8: the table prints them harmless; the JSON
 * stays UTF-8 and valid, with the escapes as \u escapes. */
static void
test_control_names (Fixture       *f,
                    gconstpointer  data)
{
  Seeded s = { { NULL, }, };
  g_autoptr(JsonNode) root = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(GString) names = g_string_new (NULL);
  g_autofree char *flat = NULL;
  JsonArray *tables;
  BalutTestRun run;
  sqlite3 *db;

  seed (f, &s);
  db = store_test_sqlite_open (f->path);
  /* "Evil ESC[31m Red DEL CSI", then "Bad \xff\xfe Bytes ESC]0;title BEL" */
  store_test_sqlite_exec (db, "UPDATE players SET name = CAST (X'4576696C1B5B33316D5265647FC29B' AS TEXT) "
                              "WHERE name = 'Søren'");
  store_test_sqlite_exec (db, "UPDATE players SET name = CAST (X'426164FFFE42797465731B5D303B7469746C6507' AS TEXT) "
                              "WHERE name = 'Maria Clara'");
  sqlite3_close (db);

  balut_test_run_balut (&run, "--high-scores", NULL);
  g_assert_cmpint (run.status, ==, 0);
  balut_test_assert_printable ("--high-scores", run.out);
  g_assert_null (strchr (run.out, '\x1b'));
  g_assert_nonnull (strstr (run.out, "Evil\xef\xbf\xbd[31mRed\xef\xbf\xbd\xef\xbf\xbd"));
  g_assert_nonnull (strstr (run.out, "Bad"));
  balut_test_run_clear (&run);

  balut_test_run_balut (&run, "--high-scores", "--json", NULL);
  g_assert_cmpint (run.status, ==, 0);
  balut_test_assert_printable ("--high-scores --json", run.out);
  root = json_from_string (run.out, &error);
  g_assert_no_error (error);
  g_assert_nonnull (root);
  tables = json_object_get_array_member (json_node_get_object (root), "high_scores");
  for (guint t = 0; t < json_array_get_length (tables); t++)
    {
      JsonArray *entries = json_object_get_array_member (json_array_get_object_element (tables, t), "entries");

      for (guint e = 0; e < json_array_get_length (entries); e++)
        {
          g_string_append (names, json_object_get_string_member (json_array_get_object_element (entries, e), "name"));
          g_string_append_c (names, '|');
        }
    }
  /* the names as they are, as far as UTF-8 can carry them */
  g_assert_nonnull (strstr (names->str, "Evil\x1b[31mRed\x7f\xc2\x9b|"));
  g_assert_nonnull (strstr (names->str, "Bad\xef\xbf\xbd\xef\xbf\xbd" "Bytes\x1b]0;title\x07|"));
  balut_test_run_clear (&run);

  seeded_clear (&s);
}

/* Balut's translation of @msgid in @locale (libintl's own dgettext: the
 * test process itself stays in its C locale). */
static char *
translate (const char *locale,
           const char *msgid)
{
  g_autofree char *old = g_strdup (setlocale (LC_MESSAGES, NULL));
  char *text;

  g_assert_nonnull (setlocale (LC_MESSAGES, locale));
  bindtextdomain (GETTEXT_PACKAGE, balut_paths_get_locale_dir ());
  bind_textdomain_codeset (GETTEXT_PACKAGE, "UTF-8");
  text = g_strdup (dgettext (GETTEXT_PACKAGE, msgid));
  setlocale (LC_MESSAGES, old);
  return text;
}

typedef struct
{
  glong start;
  glong end;
  char *text;
} Cell;

/* The cells of a table line: runs of text separated by two spaces or
 * more, with their first and last column (in characters: Danish and
 * German text has no wide characters). */
static GArray *
split_cells (const char *line)
{
  GArray *cells = g_array_new (FALSE, TRUE, sizeof (Cell));
  g_autoptr(GRegex) regex = g_regex_new ("\\S+(?: \\S+)*", 0, 0, NULL);
  g_autoptr(GMatchInfo) match = NULL;

  g_regex_match (regex, line, 0, &match);
  while (g_match_info_matches (match))
    {
      int s, e;
      Cell cell;

      g_match_info_fetch_pos (match, 0, &s, &e);
      cell.start = g_utf8_pointer_to_offset (line, line + s);
      cell.end = g_utf8_pointer_to_offset (line, line + e);
      cell.text = g_match_info_fetch (match, 0);
      g_array_append_val (cells, cell);
      g_match_info_next (match, NULL);
    }
  return cells;
}

static void
cells_free (GArray *cells)
{
  for (guint i = 0; i < cells->len; i++)
    g_free (g_array_index (cells, Cell, i).text);
  g_array_unref (cells);
}

/* In Danish and German the tables speak the language and stay columns:
 * translated headings and dates are padded by their width, so that every
 * number ends under its heading and every date starts under "Date". */
static void
test_text_translated (Fixture       *f,
                      gconstpointer  data)
{
  static const char * const locales[] = { "da_DK.UTF-8", "de_DE.UTF-8", "fr_FR.UTF-8" };
  static const char * const headings[] = { "#", "Points", "Total", "Baluts", "Date", "Name" };
  Seeded s = { { NULL, }, };
  g_autofree char *english = NULL;

  seed (f, &s);
  english = expected_text (&s, 0, TRUE);

  for (guint l = 0; l < G_N_ELEMENTS (locales); l++)
    {
      g_autofree char *no_games = translate (locales[l], "No games yet.");
      g_auto(GStrv) lines = NULL;
      BalutTestRun run;
      guint n_tables = 0;

      g_setenv ("LC_ALL", locales[l], TRUE);
      balut_test_run_balut (&run, "--high-scores", NULL);
      g_setenv ("LC_ALL", "C.UTF-8", TRUE);
      g_assert_cmpint (run.status, ==, 0);
      g_assert_cmpstr (run.err, ==, "");
      g_assert_cmpstr (run.out, !=, english);
      g_test_message ("%s:\n%s", locales[l], run.out);

      /* the empty Olathe table */
      g_assert_nonnull (strstr (run.out, no_games));
      g_assert_cmpstr (no_games, !=, "No games yet.");

      lines = g_strsplit (run.out, "\n", -1);
      for (guint i = 0; lines[i] != NULL; i++)
        {
          GArray *heading;

          /* the heading: "#" right-aligned over the ranks */
          if (!g_regex_match_simple ("^ +# ", lines[i], 0, 0))
            continue;
          heading = split_cells (lines[i]);
          g_assert_cmpuint (heading->len, ==, G_N_ELEMENTS (headings));
          for (guint c = 1; c < G_N_ELEMENTS (headings); c++)
            {
              g_autofree char *translated = translate (locales[l], headings[c]);
              g_assert_cmpstr (g_array_index (heading, Cell, c).text, ==, translated);
            }

          for (guint r = i + 1; lines[r] != NULL && lines[r][0] == ' '; r++)
            {
              GArray *row = split_cells (lines[r]);

              g_assert_cmpuint (row->len, >=, G_N_ELEMENTS (headings));
              /* the numbers end under their headings, the date and the
               * name start under theirs */
              for (guint c = 0; c < 4; c++)
                g_assert_cmpint (g_array_index (row, Cell, c).end, ==, g_array_index (heading, Cell, c).end);
              g_assert_cmpint (g_array_index (row, Cell, 4).start, ==, g_array_index (heading, Cell, 4).start);
              g_assert_cmpint (g_array_index (row, Cell, 5).start, ==, g_array_index (heading, Cell, 5).start);
              cells_free (row);
            }
          cells_free (heading);
          n_tables++;
        }
      g_assert_cmpuint (n_tables, ==, 4);   /* standard and Jackpot Balut, on the screen and on the pad */
      balut_test_run_clear (&run);
    }
  seeded_clear (&s);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  g_test_set_nonfatal_assertions ();

  ADD_TEST ("/balut/store/cli/high-scores/empty", test_empty);
  ADD_TEST ("/balut/store/cli/high-scores/text-R22", test_text);
  ADD_TEST ("/balut/store/cli/high-scores/json-R22", test_json);
  ADD_TEST ("/balut/store/cli/high-scores/tie-R22", test_tie);
  ADD_TEST ("/balut/store/cli/high-scores/text-translated", test_text_translated);
  ADD_TEST ("/balut/store/cli/export-history", test_export_history);
#ifdef G_OS_UNIX
  ADD_TEST ("/balut/store/cli/export-history-stdout", test_export_history_stdout);
#endif
  ADD_TEST ("/balut/store/cli/export-history-streams", test_export_history_streams);
  ADD_TEST ("/balut/store/cli/bad-options", test_bad_options);
  ADD_TEST ("/balut/store/cli/corrupt-database", test_corrupt_database);
  ADD_TEST ("/balut/store/cli/newer-database-read-only", test_newer_database);
  ADD_TEST ("/balut/store/cli/high-scores/control-characters", test_control_names);
  ADD_TEST ("/balut/store/cli/read-only/folder-unchanged", test_read_only_folder);
  ADD_TEST ("/balut/store/cli/read-only/data-dir-is-a-file", test_data_dir_is_a_file);
  ADD_TEST ("/balut/store/cli/read-only/after-crash", test_after_crash);
  ADD_TEST ("/balut/store/cli/export-history/damaged-left-out", test_export_history_damaged);

  return g_test_run ();
}
