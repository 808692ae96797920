/* test-value.c — the Expert's value of a sheet, its tables, and the
 * computer levels (issue 6)
 *
 * SPDX-FileCopyrightText: 2026 The Balut developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <math.h>
#include <string.h>

#include "balut-types.h"
#include "balut-scoresheet.h"
#include "balut-player.h"
#include "balut-game.h"
#include "balut-record.h"
#include "balut-net.h"
#include "balut-splitmix.h"
#include "balut-strategy.h"
#include "balut-test-util.h"
#include "balut-value.h"

/* ------------------------------------------------------------------ */
/* Valuing an entry is valuing the sheet after it                     */

static void
check_entries (BalutScoresheet        *sheet,
               const BalutValueTables *tables,
               GRand                  *rand)
{
  gpointer ctx = balut_value_prepare (sheet, (gpointer) tables);
  g_autoptr(GArray) legal = balut_scoresheet_list_legal (sheet);

  for (guint r = 0; r < 12; r++)
    {
      guint8 dice[BALUT_N_DICE];

      for (guint d = 0; d < BALUT_N_DICE; d++)
        dice[d] = (guint8) g_rand_int_range (rand, 1, 7);
      if (r == 0)
        memset (dice, 6, sizeof dice);        /* a Balut (R11) */
      for (guint i = 0; i < legal->len; i++)
        {
          BalutBox box = g_array_index (legal, BalutBox, i);
          g_autoptr(BalutScoresheet) after = balut_scoresheet_copy (sheet);
          double entry = balut_value_entry (sheet, box.category, box.box, dice, ctx);
          double whole;

          g_assert_cmpint (balut_scoresheet_enter (after, box.category, box.box, dice, NULL), >=, 0);
          whole = balut_value_of_sheet (tables, after);
          g_assert_cmpfloat_with_epsilon (entry, whole, 1e-6);
          /* R21: a complete sheet is worth its final points exactly */
          if (balut_scoresheet_is_complete (after))
            g_assert_cmpfloat (whole, ==, balut_scoresheet_get_final_points (after));
        }
    }
  balut_value_finish (ctx);
}

static void
test_entry_is_sheet (gconstpointer data)
{
  BalutVariant variant = GPOINTER_TO_UINT (data);
  g_autoptr(BalutGame) game = balut_game_new (variant, 20261122);
  g_autoptr(GRand) rand = g_rand_new_with_seed (7);
  BalutScoresheet *sheet;

  balut_test_add_player (game, "Computer", BALUT_PLAYER_COMPUTER);
  balut_player_set_level (balut_game_get_player (game, 0), BALUT_LEVEL_STRONG);
  sheet = balut_player_get_sheet (balut_game_get_player (game, 0));

  while (!balut_game_is_finished (game))
    {
      g_autoptr(GError) error = NULL;

      /* with and without the network: the tables' incremental sums
       * and the network's whole-sheet values */
      check_entries (sheet, balut_value_tables_get_default (variant), rand);
      check_entries (sheet, balut_value_tables_get_default_without_net (variant), rand);
      g_assert_true (balut_strategy_play_level_turn (game, &error));
      g_assert_no_error (error);
    }
  g_assert_cmpfloat (balut_value_of_sheet (balut_value_tables_get_default (variant), sheet), ==,
                     balut_scoresheet_get_final_points (sheet));
}

/* ------------------------------------------------------------------ */
/* The shipped tables and their format                                */

static void
test_shipped (gconstpointer data)
{
  BalutVariant variant = GPOINTER_TO_UINT (data);
  const BalutValueTables *tables = balut_value_tables_get_default (variant);
  const BalutValueTables *plain = balut_value_tables_get_default_without_net (variant);
  g_autoptr(BalutScoresheet) empty = balut_scoresheet_new (variant);
  double v = balut_value_of_sheet (tables, empty);

  g_assert_cmpint (balut_value_tables_get_variant (tables), ==, variant);
  g_assert_nonnull (balut_value_tables_get_net (tables));
  g_assert_null (balut_value_tables_get_net (plain));
  /* R21: the final points lie in −2 … 29 (Jackpot: the bonuses of J5
   * and J6 widen it) */
  g_assert_cmpfloat (v, >, 0);
  g_assert_cmpfloat (v, <, variant == BALUT_VARIANT_JACKPOT ? 60 : 29);
}

static void
test_round_trip (void)
{
  for (guint v = 0; v < BALUT_N_VARIANTS; v++)
    {
      g_autoptr(GBytes) bytes = balut_value_tables_serialize (balut_value_tables_get_default (v));
      g_autoptr(GError) error = NULL;
      g_autoptr(BalutValueTables) back = balut_value_tables_deserialize (bytes, &error);
      g_autoptr(GBytes) again = NULL;

      g_assert_no_error (error);
      g_assert_nonnull (back);
      again = balut_value_tables_serialize (back);
      g_assert_true (g_bytes_equal (bytes, again));
    }

  /* new tables without a network, too */
  {
    g_autoptr(BalutValueTables) fresh = balut_value_tables_new (BALUT_VARIANT_OLATHE);
    g_autoptr(GBytes) bytes = balut_value_tables_serialize (fresh);
    g_autoptr(BalutValueTables) back = balut_value_tables_deserialize (bytes, NULL);

    g_assert_nonnull (back);
    g_assert_null (balut_value_tables_get_net (back));
  }
}

static void
expect_bad (const guint8 *data,
            gsize         size,
            const char   *what)
{
  g_autoptr(GBytes) bytes = g_bytes_new (data, size);
  g_autoptr(GError) error = NULL;
  g_autoptr(BalutValueTables) tables = balut_value_tables_deserialize (bytes, &error);

  if (tables != NULL)
    g_error ("%s: accepted", what);
  g_assert_error (error, BALUT_VALUE_ERROR, BALUT_VALUE_ERROR_INVALID);
  g_assert_cmpstr (error->message, !=, "");
}

static void
test_bad_data (void)
{
  g_autoptr(GBytes) good = balut_value_tables_serialize (balut_value_tables_get_default (BALUT_VARIANT_STANDARD));
  gsize size;
  const guint8 *data = g_bytes_get_data (good, &size);
  g_autofree guint8 *copy = g_memdup2 (data, size + 1);
  guint32 version;
  gsize means_at, values_at;

  /* version 2 has the feature set after the header */
  memcpy (&version, data + 8, sizeof version);
  means_at = 8 + 12 + (GUINT32_FROM_LE (version) >= 2 ? 4 : 0);
  values_at = means_at + 4 * 7 * 8;

  /* every prefix at a few hundred places, and the empty one */
  for (gsize len = 0; len < size; len += 1 + len / 3 + (len % 7919))
    expect_bad (data, len, "a prefix");
  expect_bad (data, size - 1, "one byte short");

  /* one byte more */
  copy[size] = 0;
  expect_bad (copy, size + 1, "trailing data");

  /* the magic, the version, the variant, the number of values, the
   * feature set, the means */
  for (guint at = 0; at < values_at; at += (at < 8 ? 1 : 4))
    {
      memcpy (copy, data, size);
      copy[at] ^= at < 8 ? 0x20 : 0x40;
      if (at >= means_at)
        {
          /* a mean: make it out of range, not merely different */
          union { double d; guint64 u; } m = { .d = -1.0 };
          guint64 le = GUINT64_TO_LE (m.u);

          if ((at - means_at) % 8 != 0)
            continue;
          memcpy (copy + at, &le, sizeof le);
        }
      expect_bad (copy, size, "a header field");
    }

  /* a value that is not a number, or absurd */
  {
    static const float bad[] = { NAN, INFINITY, 1e9f };

    for (guint i = 0; i < G_N_ELEMENTS (bad); i++)
      {
        union { float f; guint32 u; } v = { .f = bad[i] };
        guint32 le = GUINT32_TO_LE (v.u);

        memcpy (copy, data, size);
        memcpy (copy + values_at + 4 * 1000, &le, sizeof le);
        expect_bad (copy, size, "a bad value");
        memcpy (copy, data, size);
        memcpy (copy + size - 8, &le, sizeof le);   /* in the network */
        expect_bad (copy, size, "a bad weight");
      }
  }
}

/* ------------------------------------------------------------------ */
/* The levels                                                          */

static BalutGame *
play_levels (BalutVariant variant,
             guint64      seed)
{
  BalutGame *game = balut_game_new (variant, seed);

  for (guint l = 0; l < BALUT_N_LEVELS; l++)
    {
      balut_test_add_player (game, balut_level_get_label (l), BALUT_PLAYER_COMPUTER);
      balut_player_set_level (balut_game_get_player (game, l), l);
    }
  while (!balut_game_is_finished (game))
    {
      g_autoptr(GError) error = NULL;

      g_assert_true (balut_strategy_play_level_turn (game, &error));
      g_assert_no_error (error);
    }
  return game;
}

/* Every level plays a whole legal game (R3, J1, O1, O2): the game
 * accepted each move; its record reads back as the same game, with
 * the levels, and the same seed plays the same game again. */
static void
test_levels (gconstpointer data)
{
  BalutVariant variant = GPOINTER_TO_UINT (data);
  g_autoptr(BalutGame) game = play_levels (variant, 11 + variant);
  g_autoptr(BalutGame) again = play_levels (variant, 11 + variant);
  g_autofree char *record = balut_record_to_data (game, NULL);
  g_autofree char *record_again = balut_record_to_data (again, NULL);
  g_autoptr(GError) error = NULL;
  g_autoptr(BalutGame) back = balut_record_load_data (record, -1, &error);

  g_assert_no_error (error);
  g_assert_cmpstr (record, ==, record_again);
  g_assert_true (balut_game_is_finished (back));
  g_assert_cmpuint (balut_game_get_n_turns (game), ==, BALUT_N_LEVELS * balut_variant_get_n_boxes (variant));
  for (guint l = 0; l < BALUT_N_LEVELS; l++)
    {
      BalutPlayer *a = balut_game_get_player (game, l), *b = balut_game_get_player (back, l);

      g_assert_cmpint (balut_player_get_level (b), ==, l);
      g_assert_cmpint (balut_player_get_final_points (a), ==, balut_player_get_final_points (b));
      g_assert_cmpuint (balut_player_get_score_total (a), ==, balut_player_get_score_total (b));
    }
}

/* A Beginner takes the best box score; the Expert keeps a Straight
 * alive and would rather not strike it, and its values are points. */
static void
test_level_choices (void)
{
  g_autoptr(BalutScoresheet) sheet = balut_scoresheet_new (BALUT_VARIANT_STANDARD);
  static const guint8 sixes[BALUT_N_DICE] = { 6, 6, 6, 6, 2 };
  static const guint8 small[BALUT_N_DICE] = { 1, 2, 3, 4, 5 };
  BalutStrategyOptions beginner, expert;
  BalutStrategyDecision d;

  balut_strategy_options_for_level (BALUT_LEVEL_BEGINNER, &beginner);
  balut_strategy_options_for_level (BALUT_LEVEL_EXPERT, &expert);

  {
    g_autoptr(BalutStrategy) s = balut_strategy_new (sheet, &beginner);

    /* R11 is not met, R10 gives 26, R7 24 */
    balut_strategy_decide (s, sixes, 0, &d);
    g_assert_cmpint (d.box.category, ==, BALUT_CATEGORY_CHOICE);
    g_assert_cmpfloat (d.value, ==, 26);
  }
  {
    g_autoptr(BalutStrategy) s = balut_strategy_new (sheet, &expert);

    /* a small straight on the last throw goes in Straight (R8, R15) */
    balut_strategy_decide (s, small, 0, &d);
    g_assert_cmpint (d.box.category, ==, BALUT_CATEGORY_STRAIGHT);
    /* expected final points of a whole game (R21) */
    g_assert_cmpfloat (d.value, >, 0);
    g_assert_cmpfloat (d.value, <, 29);
    /* four sixes with a throw left: keep the sixes */
    balut_strategy_decide (s, sixes, 1, &d);
    g_assert_false (d.stop);
    for (guint i = 0; i < 4; i++)
      g_assert_true (d.held[i]);
    g_assert_false (d.held[4]);
  }
}

/* Looking a turn ahead before an entry (balut-train --entry-lookahead):
 * the best boxes are valued by the next turn's value of the sheet after
 * them, and the best of those is chosen. */
static void
test_entry_lookahead (void)
{
  g_autoptr(BalutScoresheet) sheet = balut_scoresheet_new (BALUT_VARIANT_STANDARD);
  static const guint8 dice[BALUT_N_DICE] = { 2, 3, 3, 5, 6 };
  BalutStrategyOptions opts, plain;
  BalutStrategyDecision d;
  g_autoptr(BalutStrategy) s = NULL;

  balut_strategy_options_for_level (BALUT_LEVEL_EXPERT, &plain);
  opts = plain;
  opts.entry_lookahead = 3;
  s = balut_strategy_new (sheet, &opts);
  balut_strategy_decide (s, dice, 0, &d);
  g_assert_true (d.stop);
  g_assert_cmpuint (d.n_boxes, ==, BALUT_STRATEGY_N_TOP);
  for (guint i = 0; i < d.n_boxes; i++)
    {
      g_autoptr(BalutScoresheet) after = balut_scoresheet_copy (sheet);
      g_autoptr(BalutStrategy) next = NULL;

      g_assert_cmpint (balut_scoresheet_enter (after, d.boxes[i].box.category, d.boxes[i].box.box, dice, NULL), >=, 0);
      next = balut_strategy_new (after, &plain);
      g_assert_cmpfloat_with_epsilon (d.boxes[i].value, balut_strategy_get_turn_value (next), 1e-9);
      if (i > 0)
        g_assert_cmpfloat (d.boxes[i].value, <=, d.boxes[i - 1].value);
    }
  g_assert_cmpint (d.box.category, ==, d.boxes[0].box.category);
  g_assert_cmpfloat (d.value, ==, d.boxes[0].value);
}

/* The levels' names and ids (the records' "level" key). */
static void
test_level_names (void)
{
  for (guint l = 0; l < BALUT_N_LEVELS; l++)
    {
      BalutLevel back;

      g_assert_true (balut_level_from_string (balut_level_to_string (l), &back));
      g_assert_cmpint (back, ==, l);
      g_assert_cmpstr (balut_level_get_label (l), !=, "");
    }
  {
    BalutLevel back = BALUT_LEVEL_CASUAL;

    g_assert_false (balut_level_from_string ("grandmaster", &back));
    g_assert_false (balut_level_from_string ("Expert", &back));
    g_assert_false (balut_level_from_string (NULL, &back));
    g_assert_cmpint (back, ==, BALUT_LEVEL_CASUAL);
  }
}

/* A record's "level": optional for a computer, refused for a person
 * and for an unknown level, with the key named. */
static void
test_record_level (void)
{
  static const struct { const char *players; const char *error_part; } cases[] = {
    { "[{\"name\":\"A\",\"kind\":\"computer\"}]", NULL },
    { "[{\"name\":\"A\",\"kind\":\"computer\",\"level\":\"beginner\"}]", NULL },
    { "[{\"name\":\"A\",\"kind\":\"human\",\"level\":\"expert\"}]", "players[0].level" },
    { "[{\"name\":\"A\",\"kind\":\"computer\",\"level\":\"godlike\"}]", "players[0].level" },
    { "[{\"name\":\"A\",\"kind\":\"computer\",\"level\":3}]", "players[0].level" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autofree char *data = g_strdup_printf ("{\"format\":\"balut-record\",\"version\":1,"
                                               "\"variant\":\"standard\",\"seed\":5,"
                                               "\"players\":%s,\"turns\":[]}", cases[i].players);
      g_autoptr(GError) error = NULL;
      g_autoptr(BalutGame) game = balut_record_load_data (data, -1, &error);

      if (cases[i].error_part == NULL)
        {
          g_assert_no_error (error);
          g_assert_cmpint (balut_player_get_level (balut_game_get_player (game, 0)), ==,
                           i == 0 ? BALUT_LEVEL_DEFAULT : BALUT_LEVEL_BEGINNER);
        }
      else
        {
          g_assert_null (game);
          g_assert_error (error, BALUT_RECORD_ERROR, BALUT_RECORD_ERROR_INVALID);
          g_assert_nonnull (strstr (error->message, cases[i].error_part));
        }
    }
}

/* ------------------------------------------------------------------ */
/* The network                                                         */

/* A network written by hand in the documented layout (W1 by hidden
 * unit, then b1, W2 by output, b2) computes W2 · max(0, W1 · x + b1) + b2,
 * also with hidden layers that are not a multiple of 8 wide and inputs
 * that are 0; the mean of networks is a network of their mean. */
static BalutNet *
random_net (GRand  *rand,
            guint   n_in,
            guint   n_hidden,
            guint   n_out,
            float **weights)
{
  g_autoptr(GByteArray) bytes = g_byte_array_new ();
  guint32 dims[3] = { GUINT32_TO_LE (n_in), GUINT32_TO_LE (n_hidden), GUINT32_TO_LE (n_out) };
  guint n = n_hidden * n_in + n_hidden + n_out * n_hidden + n_out;
  g_autoptr(GError) error = NULL;
  BalutNet *net;
  gsize used;

  *weights = g_new (float, n);
  g_byte_array_append (bytes, (const guint8 *) dims, sizeof dims);
  for (guint i = 0; i < n; i++)
    {
      union { float f; guint32 u; } u = { .f = (float) g_rand_double_range (rand, -1, 1) };
      guint32 le = GUINT32_TO_LE (u.u);

      (*weights)[i] = u.f;
      g_byte_array_append (bytes, (const guint8 *) &le, sizeof le);
    }
  net = balut_net_read (bytes->data, bytes->len, &used, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (used, ==, bytes->len);
  return net;
}

static void
reference_forward (const float *w,
                   guint        n_in,
                   guint        n_hidden,
                   guint        n_out,
                   const float *x,
                   double      *out)
{
  const float *w1 = w, *b1 = w1 + n_hidden * n_in, *w2 = b1 + n_hidden, *b2 = w2 + n_out * n_hidden;

  for (guint o = 0; o < n_out; o++)
    out[o] = b2[o];
  for (guint h = 0; h < n_hidden; h++)
    {
      double a = b1[h];

      for (guint i = 0; i < n_in; i++)
        a += (double) w1[h * n_in + i] * x[i];
      if (a > 0)
        for (guint o = 0; o < n_out; o++)
          out[o] += a * w2[o * n_hidden + h];
    }
}

/* A network writes and reads back (its learning is tested with the
 * trainer, tests/tools/test-training.c). */
static void
test_net_read_back (void)
{
  g_autoptr(GRand) rand = g_rand_new_with_seed (3);
  g_autofree float *w = NULL;
  g_autoptr(BalutNet) net = random_net (rand, 3, 16, 2, &w);
  g_autoptr(GByteArray) out = g_byte_array_new ();
  g_autoptr(BalutNet) back = NULL;
  g_autoptr(GError) err = NULL;
  float x[3] = { 0.5f, -0.25f, 0.75f }, a[2], b[2];
  gsize used = 0;

  balut_net_append (net, out);
  back = balut_net_read (out->data, out->len, &used, &err);
  g_assert_no_error (err);
  g_assert_cmpuint (used, ==, out->len);
  balut_net_forward (net, x, a);
  balut_net_forward (back, x, b);
  g_assert_cmpmem (a, sizeof a, b, sizeof b);
  g_assert_null (balut_net_read (out->data, out->len - 1, &used, &err));
  g_assert_error (err, BALUT_NET_ERROR, BALUT_NET_ERROR_DAMAGED);
  g_clear_error (&err);
}

static void
test_net_layout (void)
{
  g_autoptr(GRand) rand = g_rand_new_with_seed (11);
  const guint n_in = 6, n_out = 3, widths[] = { 1, 8, 11, 24 };

  for (guint k = 0; k < G_N_ELEMENTS (widths); k++)
    {
      g_autofree float *wa = NULL, *wb = NULL;
      g_autoptr(BalutNet) a = random_net (rand, n_in, widths[k], n_out, &wa);
      g_autoptr(BalutNet) b = random_net (rand, n_in, widths[k] + 3, n_out, &wb);
      const BalutNet *both[2] = { a, b };
      g_autoptr(BalutNet) mean = balut_net_average (both, 2);
      g_autoptr(GByteArray) again = g_byte_array_new ();

      g_assert_cmpuint (balut_net_get_n_hidden (mean), ==, 2 * widths[k] + 3);
      for (guint trial = 0; trial < 50; trial++)
        {
          float x[6], out_a[3], out_b[3], out_mean[3];
          double ref_a[3], ref_b[3];

          for (guint i = 0; i < n_in; i++)
            x[i] = g_rand_int_range (rand, 0, 3) == 0 ? 0.0f : (float) g_rand_double_range (rand, -1, 1);
          balut_net_forward (a, x, out_a);
          balut_net_forward (b, x, out_b);
          balut_net_forward (mean, x, out_mean);
          reference_forward (wa, n_in, widths[k], n_out, x, ref_a);
          reference_forward (wb, n_in, widths[k] + 3, n_out, x, ref_b);
          for (guint o = 0; o < n_out; o++)
            {
              g_assert_cmpfloat_with_epsilon (out_a[o], ref_a[o], 1e-4);
              g_assert_cmpfloat_with_epsilon (out_b[o], ref_b[o], 1e-4);
              g_assert_cmpfloat_with_epsilon (out_mean[o], (ref_a[o] + ref_b[o]) / 2, 1e-4);
            }
        }

      /* written back in the same layout, byte for byte */
      balut_net_append (a, again);
      g_assert_cmpuint (again->len, ==, 12 + 4 * (widths[k] * (n_in + 1 + n_out) + n_out));
      for (guint i = 0; i < widths[k] * (n_in + 1 + n_out) + n_out; i++)
        {
          guint32 le;
          union { float f; guint32 u; } u;

          memcpy (&le, again->data + 12 + 4 * i, 4);
          u.u = GUINT32_FROM_LE (le);
          g_assert_cmpfloat (u.f, ==, wa[i]);
        }
    }
}

/* A network widened by balut_net_resize() answers as before, whatever
 * its new inputs hold (that its new weights learn is tested with the
 * trainer, tests/tools/test-training.c). */
static void
test_net_resize (void)
{
  g_autoptr(GRand) rand = g_rand_new_with_seed (12);
  g_autofree float *w = NULL;
  g_autoptr(BalutNet) net = random_net (rand, 5, 11, 3, &w);
  g_autoptr(BalutNet) wide = balut_net_resize (net, 9, 19, 7);
  float x[9], out[3], out_wide[3];

  /* a copy is the same network, byte for byte */
  {
    g_autoptr(BalutNet) copy = balut_net_copy (net);
    g_autoptr(GByteArray) a = g_byte_array_new ();
    g_autoptr(GByteArray) b = g_byte_array_new ();

    balut_net_append (net, a);
    balut_net_append (copy, b);
    g_assert_cmpmem (a->data, a->len, b->data, b->len);
  }
  g_assert_cmpuint (balut_net_get_n_in (wide), ==, 9);
  g_assert_cmpuint (balut_net_get_n_hidden (wide), ==, 19);
  g_assert_cmpuint (balut_net_get_n_out (wide), ==, 3);
  for (guint trial = 0; trial < 200; trial++)
    {
      for (guint i = 0; i < 9; i++)
        x[i] = g_rand_int_range (rand, 0, 3) == 0 ? 0.0f : (float) g_rand_double_range (rand, -2, 2);
      balut_net_forward (net, x, out);
      balut_net_forward (wide, x, out_wide);
      for (guint o = 0; o < 3; o++)
        g_assert_cmpfloat (out_wide[o], ==, out[o]);
    }
}

/* Feature set 2 adds its inputs after set 1's, unchanged, so a network
 * of set 1 widened with balut_net_resize() values every sheet as
 * before; the format keeps the set (version 2) and still writes set 1
 * as version 1. */
static void
test_feature_sets (gconstpointer data)
{
  BalutVariant variant = GPOINTER_TO_UINT (data);
  g_autoptr(GBytes) shipped = balut_value_tables_serialize (balut_value_tables_get_default (variant));
  g_autoptr(BalutValueTables) one = balut_value_tables_deserialize (shipped, NULL);
  g_autoptr(BalutValueTables) two = balut_value_tables_deserialize (shipped, NULL);
  g_autoptr(GRand) rand = g_rand_new_with_seed (13);
  g_autoptr(BalutGame) game = balut_game_new (variant, 4711);
  g_autofree float *w = NULL;
  BalutScoresheet *sheet;
  guint n1, n2, n_sheets = 0;

  balut_value_tables_set_features (one, 1);
  balut_value_tables_set_features (two, 2);
  n1 = balut_value_get_n_features (one);
  n2 = balut_value_get_n_features (two);
  g_assert_cmpuint (n2, >, n1);
  g_assert_cmpuint (n2, <=, 256);
  balut_value_tables_set_net (one, random_net (rand, n1, 16, BALUT_VALUE_N_PARTS, &w));
  balut_value_tables_set_net (two, balut_net_resize (balut_value_tables_get_net (one), n2, 24, 5));

  balut_test_add_player (game, "Computer", BALUT_PLAYER_COMPUTER);
  balut_player_set_level (balut_game_get_player (game, 0), BALUT_LEVEL_EXPERT);
  sheet = balut_player_get_sheet (balut_game_get_player (game, 0));
  while (!balut_game_is_finished (game))
    {
      g_autoptr(GError) error = NULL;
      BalutValueBoxes boxes;
      float x1[256], x2[256];
      double q1[BALUT_VALUE_N_PARTS], q2[BALUT_VALUE_N_PARTS];
      gboolean varied = FALSE;

      for (guint c = 0; c < BALUT_N_CATEGORIES; c++)
        for (guint b = 0; b < BALUT_N_COLUMNS; b++)
          boxes[c][b] = balut_scoresheet_has_box (sheet, c, b) ? balut_scoresheet_get_box (sheet, c, b)
                                                               : BALUT_BOX_EMPTY;
      balut_value_features (one, (const BalutValueBoxes *) &boxes, x1, q1);
      balut_value_features (two, (const BalutValueBoxes *) &boxes, x2, q2);
      g_assert_cmpmem (x1, n1 * sizeof (float), x2, n1 * sizeof (float));
      for (guint i = n1; i < n2; i++)
        {
          g_assert_true (isfinite (x2[i]));
          g_assert_cmpfloat (x2[i], >=, 0);
          g_assert_cmpfloat (x2[i], <=, 1.5);
          varied |= x2[i] != 0;
        }
      g_assert_true (varied);
      g_assert_cmpfloat (balut_value_of_sheet (two, sheet), ==, balut_value_of_sheet (one, sheet));
      n_sheets++;
      g_assert_true (balut_strategy_play_level_turn (game, &error));
      g_assert_no_error (error);
    }
  g_assert_cmpuint (n_sheets, ==, balut_variant_get_n_boxes (variant));

  /* the format: set 1 as version 1, set 2 as version 2 with the set */
  for (guint features = 1; features <= 2; features++)
    {
      BalutValueTables *t = features == 1 ? one : two;
      g_autoptr(GBytes) bytes = balut_value_tables_serialize (t);
      g_autoptr(GBytes) again = NULL;
      g_autoptr(BalutValueTables) back = NULL;
      g_autoptr(GError) error = NULL;
      const guint8 *d = g_bytes_get_data (bytes, NULL);
      guint32 version;

      memcpy (&version, d + 8, sizeof version);
      g_assert_cmpuint (GUINT32_FROM_LE (version), ==, features);
      back = balut_value_tables_deserialize (bytes, &error);
      g_assert_no_error (error);
      g_assert_cmpuint (balut_value_tables_get_features (back), ==, features);
      g_assert_cmpuint (balut_net_get_n_in (balut_value_tables_get_net (back)), ==,
                        features == 1 ? n1 : n2);
      again = balut_value_tables_serialize (back);
      g_assert_true (g_bytes_equal (bytes, again));
    }

  /* a feature set this Balut does not know, or a version it does not */
  {
    g_autoptr(GBytes) bytes = balut_value_tables_serialize (two);
    gsize size;
    g_autofree guint8 *copy = g_bytes_unref_to_data (g_steal_pointer (&bytes), &size);
    static const guint32 bad_sets[] = { 0, 3, 0xFFFFFFFF };
    guint32 le;

    for (guint k = 0; k < G_N_ELEMENTS (bad_sets); k++)
      {
        le = GUINT32_TO_LE (bad_sets[k]);
        memcpy (copy + 20, &le, sizeof le);
        expect_bad (copy, size, "a feature set");
      }
    le = GUINT32_TO_LE (2);
    memcpy (copy + 20, &le, sizeof le);
    le = GUINT32_TO_LE (3);
    memcpy (copy + 8, &le, sizeof le);
    expect_bad (copy, size, "version 3");
    /* set 2 under version 1: the network does not fit */
    le = GUINT32_TO_LE (1);
    memcpy (copy + 8, &le, sizeof le);
    expect_bad (copy, size, "version 1 with set 2's data");
  }

  /* going back to set 1 drops the network made for set 2 */
  balut_value_tables_set_features (two, 1);
  g_assert_null (balut_value_tables_get_net (two));
}

/* splitmix64's published outputs for the seed 0 (Vigna's reference
 * implementation): the networks' initial weights, balut-train's and
 * balut-sim's seeds must never change */
static void
test_splitmix64 (void)
{
  static const guint64 want[] = {
    G_GUINT64_CONSTANT (0xe220a8397b1dcdaf),
    G_GUINT64_CONSTANT (0x6e789e6aa1b965f4),
    G_GUINT64_CONSTANT (0x06c45d188009454f),
  };
  guint64 state = 0;

  for (guint i = 0; i < G_N_ELEMENTS (want); i++)
    {
      guint64 before = state;

      g_assert_cmphex (balut_splitmix64 (before), ==, want[i]);
      g_assert_cmphex (balut_splitmix64_next (&state), ==, want[i]);
      g_assert_cmphex (state, ==, before + BALUT_SPLITMIX64_GAMMA);
    }
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  for (guint v = 0; v < BALUT_N_VARIANTS; v++)
    {
      g_autofree char *entry = g_strdup_printf ("/balut/core/value/entry-is-sheet-R21/%s",
                                                balut_test_variant_names[v]);
      g_autofree char *shipped = g_strdup_printf ("/balut/core/value/shipped/%s",
                                                  balut_test_variant_names[v]);
      g_autofree char *levels = g_strdup_printf ("/balut/core/value/levels-play-legal-games-R3/%s",
                                                 balut_test_variant_names[v]);
      g_autofree char *features = g_strdup_printf ("/balut/core/value/feature-sets/%s",
                                                   balut_test_variant_names[v]);

      g_test_add_data_func (entry, GUINT_TO_POINTER (v), test_entry_is_sheet);
      g_test_add_data_func (shipped, GUINT_TO_POINTER (v), test_shipped);
      g_test_add_data_func (levels, GUINT_TO_POINTER (v), test_levels);
      g_test_add_data_func (features, GUINT_TO_POINTER (v), test_feature_sets);
    }
  g_test_add_func ("/balut/core/value/round-trip", test_round_trip);
  g_test_add_func ("/balut/core/value/bad-data", test_bad_data);
  g_test_add_func ("/balut/core/value/level-choices-R7-R8-R10", test_level_choices);
  g_test_add_func ("/balut/core/value/level-names", test_level_names);
  g_test_add_func ("/balut/core/value/entry-lookahead", test_entry_lookahead);
  g_test_add_func ("/balut/core/value/record-level", test_record_level);
  g_test_add_func ("/balut/core/value/net-read-back", test_net_read_back);
  g_test_add_func ("/balut/core/value/net-layout", test_net_layout);
  g_test_add_func ("/balut/core/value/net-resize", test_net_resize);
  g_test_add_func ("/balut/core/value/splitmix64", test_splitmix64);

  return g_test_run ();
}
