/* test-fuzz.c — mutated records never crash the loader
 *
 * Records of real games are damaged at random (bytes flipped, cut,
 * duplicated, tokens swapped) and loaded: each one must either load, and
 * then write back a record that loads to the same game, or be refused
 * with a BalutRecordError that has a message. Never a crash, never a
 * warning (the tests run with G_DEBUG=fatal-warnings).
 *
 * SPDX-FileCopyrightText: 2026 The Balut developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include <string.h>

#include "balut-types.h"
#include "balut-scoresheet.h"
#include "balut-player.h"
#include "balut-game.h"
#include "balut-record.h"
#include "balut-test-util.h"

/* Mutated records a variant: 1,000, and 4,000 in the thorough run (the
 * same seeded stream, continued) */
#define N_MUTATIONS          1000
#define N_MUTATIONS_THOROUGH 4000

static const char * const tokens[] = {
  "null", "true", "false", "0", "-1", "7", "4", "1e3", "2.5", "9999999999999999999999",
  "\"\"", "\"jackpot\"", "\"balut\"", "[]", "{}", "[[", "]]", "{\"a\":", ",", ":", "\"",
  "\"turns\"", "\"player\"", "\"held\"", "\"category\"", "\"mode\"", "\"pad\"", "\"throws_used\"", "\xc3\xa6", "\\u0000",
};

/* @pad: a scoring-pad game, people's dice typed in (one throw a turn,
 * "throws_used"), computer seats' turns kept as one throw at the entry */
static char *
play_game (BalutVariant variant,
           guint        n_players,
           guint        seed,
           guint        stop_after,
           gboolean     pad)
{
  g_autoptr(BalutGame) game = balut_test_new_game (variant, seed, n_players);
  g_autoptr(GRand) rand = g_rand_new_with_seed (seed);

  if (pad)
    balut_test_set_mode (game, BALUT_GAME_MODE_PAD);

  while (!balut_game_is_finished (game) && balut_game_get_n_turns (game) < stop_after)
    {
      BalutScoresheet *sheet;
      g_autoptr(GArray) legal = NULL;
      BalutBox box;

      if (pad && balut_player_get_kind (balut_game_get_player (game, balut_game_get_current_player (game)))
                 == BALUT_PLAYER_HUMAN)
        {
          guint8 dice[BALUT_N_DICE];

          for (guint d = 0; d < BALUT_N_DICE; d++)
            dice[d] = (guint8) g_rand_int_range (rand, 1, 7);
          balut_test_set_pad_dice (game, dice, g_rand_int_range (rand, 0, balut_game_get_max_throws (game) + 1));
        }
      else
        balut_test_roll (game);
      while (balut_game_get_throws_left (game) > 0 && g_rand_boolean (rand))
        {
          for (guint d = 0; d < BALUT_N_DICE - 1; d++)
            balut_test_set_held (game, d, g_rand_boolean (rand));
          balut_test_roll (game);
        }

      sheet = balut_player_get_sheet (balut_game_get_player (game, balut_game_get_current_player (game)));
      legal = balut_scoresheet_list_legal (sheet);
      box = g_array_index (legal, BalutBox, g_rand_int_range (rand, 0, (gint32) legal->len));
      balut_test_enter (game, box.category, box.box);
    }

  return balut_record_to_data (game, NULL);
}

static void
mutate (GRand   *rand,
        GString *s)
{
  guint pos = s->len > 0 ? (guint) g_rand_int_range (rand, 0, (gint32) s->len) : 0;
  guint len = (guint) g_rand_int_range (rand, 1, 16);

  switch (g_rand_int_range (rand, 0, 6))
    {
    case 0:   /* flip a byte */
      if (s->len > 0)
        s->str[pos] = (char) g_rand_int_range (rand, 1, 256);
      break;
    case 1:   /* delete a run */
      g_string_erase (s, pos, MIN (len, s->len - pos));
      break;
    case 2:   /* insert a token */
      g_string_insert (s, pos, tokens[g_rand_int_range (rand, 0, G_N_ELEMENTS (tokens))]);
      break;
    case 3:   /* cut the end */
      g_string_truncate (s, pos);
      break;
    case 4:   /* duplicate a run */
      {
        g_autofree char *run = g_strndup (s->str + pos, MIN (len * 8, s->len - pos));
        g_string_insert (s, pos, run);
      }
      break;
    default:  /* change a digit: dice, boxes, players */
      for (guint i = pos; i < s->len; i++)
        if (g_ascii_isdigit (s->str[i]))
          {
            s->str[i] = (char) ('0' + g_rand_int_range (rand, 0, 10));
            break;
          }
      break;
    }
}

static void
test_fuzz (gconstpointer data)
{
  BalutVariant variant = GPOINTER_TO_UINT (data);
  g_autoptr(GRand) rand = g_rand_new_with_seed (1000 + variant);
  g_autofree char *finished = play_game (variant, 2, 7 + variant, G_MAXUINT, FALSE);
  g_autofree char *partial = play_game (variant, 3, 11 + variant, 20, FALSE);
  g_autofree char *pad = play_game (variant, 3, 13 + variant, 25, TRUE);
  guint n_mutations = balut_test_thorough () ? N_MUTATIONS_THOROUGH : N_MUTATIONS;
  guint n_loaded = 0, n_refused = 0;

  for (guint i = 0; i < n_mutations; i++)
    {
      g_autoptr(GString) s = g_string_new (i % 3 == 2 ? pad : i % 2 ? finished : partial);
      g_autoptr(GError) error = NULL;
      g_autoptr(BalutGame) game = NULL;
      guint n = (guint) g_rand_int_range (rand, 1, 4);

      for (guint m = 0; m < n; m++)
        mutate (rand, s);

      game = balut_record_load_data (s->str, (gssize) s->len, &error);
      if (game == NULL)
        {
          g_assert_error (error, BALUT_RECORD_ERROR, error->code);
          g_assert_cmpuint (strlen (error->message), >, 0);
          n_refused++;
        }
      else
        {
          /* Whatever loads must write back to a record of the same game. */
          g_autofree char *again = balut_record_to_data (game, NULL);
          g_autoptr(BalutGame) reloaded = balut_record_load_data (again, -1, &error);
          g_autofree char *third = NULL;

          g_assert_no_error (error);
          third = balut_record_to_data (reloaded, NULL);
          g_assert_cmpstr (again, ==, third);
          n_loaded++;
        }
    }

  g_test_message ("%u mutated records loaded, %u refused", n_loaded, n_refused);
  /* Both outcomes must occur, or the mutations test nothing. */
  g_assert_cmpuint (n_refused, >, n_mutations / 2);
  g_assert_cmpuint (n_loaded, >, 0);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_data_func ("/balut/core/record/fuzz/standard",
                        GUINT_TO_POINTER (BALUT_VARIANT_STANDARD), test_fuzz);
  g_test_add_data_func ("/balut/core/record/fuzz/jackpot",
                        GUINT_TO_POINTER (BALUT_VARIANT_JACKPOT), test_fuzz);
  g_test_add_data_func ("/balut/core/record/fuzz/olathe",
                        GUINT_TO_POINTER (BALUT_VARIANT_OLATHE), test_fuzz);

  return g_test_run ();
}
