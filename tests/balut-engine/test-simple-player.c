/* test-simple-player.c — the greedy player of computer seats
 *
 * It must play every variant legally to the end (R2, J3, O1), hold only
 * after a throw (R1), stop when the sheet can take a made straight, full
 * house or Balut, and enter where the dice score most.
 *
 * SPDX-FileCopyrightText: 2026 The Balut developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "balut-types.h"
#include "balut-dice.h"
#include "balut-scoresheet.h"
#include "balut-player.h"
#include "balut-game.h"
#include "balut-simple-player.h"
#include "balut-test-util.h"

/* Whole games with computer seats only: every move the player picks is
 * accepted by the game, and the game ends (R3). */
static void
test_plays_to_the_end (gconstpointer data)
{
  BalutVariant variant = GPOINTER_TO_UINT (data);

  for (guint seed = 1; seed <= 20; seed++)
    {
      g_autoptr(BalutGame) game = balut_game_new (variant, seed);
      guint n_players = 1 + seed % 3;

      for (guint p = 0; p < n_players; p++)
        balut_test_add_player (game, "Computer", BALUT_PLAYER_COMPUTER);

      while (!balut_game_is_finished (game))
        {
          BalutScoresheet *sheet = balut_player_get_sheet (balut_game_get_player (game, balut_game_get_current_player (game)));
          guint8 dice[BALUT_N_DICE];
          gboolean held[BALUT_N_DICE];
          BalutBox box;
          gint preview;

          balut_test_roll (game);
          for (;;)
            {
              guint n_held = 0;

              balut_dice_get_values (balut_game_get_dice (game), dice);
              if (!balut_simple_player_choose_holds (sheet, dice, held)
                  || balut_game_get_throws_left (game) == 0)
                break;
              for (guint i = 0; i < BALUT_N_DICE; i++)
                {
                  balut_test_set_held (game, i, held[i]);
                  n_held += held[i] ? 1 : 0;
                }
              /* it keeps one face, never all five dice */
              g_assert_cmpuint (n_held, <, BALUT_N_DICE);
              balut_test_roll (game);
            }

          g_assert_true (balut_simple_player_choose_box (sheet, dice, &box));
          g_assert_true (balut_scoresheet_is_legal (sheet, box.category, box.box));
          preview = balut_scoresheet_preview (sheet, box.category, box.box, dice);
          balut_test_enter (game, box.category, box.box);
          g_assert_cmpint (balut_scoresheet_get_box (sheet, box.category, box.box), ==, preview);
        }

      for (guint p = 0; p < n_players; p++)
        g_assert_true (balut_scoresheet_is_complete (balut_player_get_sheet (balut_game_get_player (game, p))));
    }
}

/* The box chosen scores at least as much as any other legal box. */
static void
test_best_box (void)
{
  g_autoptr(GRand) rand = g_rand_new_with_seed (7);

  for (guint n = 0; n < 2000; n++)
    {
      BalutVariant variant = n % BALUT_N_VARIANTS;
      g_autoptr(BalutScoresheet) sheet = balut_scoresheet_new (variant);
      g_autoptr(GArray) legal = NULL;
      guint n_filled = (guint) g_rand_int_range (rand, 0, (gint32) balut_variant_get_n_boxes (variant));
      guint8 dice[BALUT_N_DICE];
      BalutBox box;
      gint chosen;

      /* fill some boxes with random dice, legally */
      for (guint f = 0; f < n_filled; f++)
        {
          g_autoptr(GArray) boxes = balut_scoresheet_list_legal (sheet);
          const BalutBox *b = &g_array_index (boxes, BalutBox, g_rand_int_range (rand, 0, (gint32) boxes->len));

          for (guint i = 0; i < BALUT_N_DICE; i++)
            dice[i] = (guint8) g_rand_int_range (rand, 1, 7);
          g_assert_cmpint (balut_scoresheet_enter (sheet, b->category, b->box, dice, NULL), >=, 0);
        }

      for (guint i = 0; i < BALUT_N_DICE; i++)
        dice[i] = (guint8) g_rand_int_range (rand, 1, 7);

      g_assert_true (balut_simple_player_choose_box (sheet, dice, &box));
      chosen = balut_scoresheet_preview (sheet, box.category, box.box, dice);
      g_assert_cmpint (chosen, >=, 0);

      legal = balut_scoresheet_list_legal (sheet);
      for (guint i = 0; i < legal->len; i++)
        {
          const BalutBox *b = &g_array_index (legal, BalutBox, i);
          g_assert_cmpint (chosen, >=, balut_scoresheet_preview (sheet, b->category, b->box, dice));
        }
    }
}

/* A made large straight that the sheet can take ends the turn (R8). */
static void
test_stops_on_straight (void)
{
  g_autoptr(BalutScoresheet) sheet = balut_scoresheet_new (BALUT_VARIANT_STANDARD);
  const guint8 straight[BALUT_N_DICE] = { 2, 3, 4, 5, 6 };
  const guint8 pairs[BALUT_N_DICE] = { 2, 2, 6, 6, 1 };
  gboolean held[BALUT_N_DICE];

  g_assert_false (balut_simple_player_choose_holds (sheet, straight, held));

  /* otherwise it keeps the most frequent face, the higher on a tie */
  g_assert_true (balut_simple_player_choose_holds (sheet, pairs, held));
  for (guint i = 0; i < BALUT_N_DICE; i++)
    g_assert_cmpint (held[i], ==, pairs[i] == 6);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  for (guint v = 0; v < BALUT_N_VARIANTS; v++)
    {
      g_autofree char *path = g_strdup_printf ("/balut/core/simple-player/plays-to-the-end/%s",
                                               balut_test_variant_names[v]);
      g_test_add_data_func (path, GUINT_TO_POINTER (v), test_plays_to_the_end);
    }
  g_test_add_func ("/balut/core/simple-player/best-box-R5-R11", test_best_box);
  g_test_add_func ("/balut/core/simple-player/stops-on-straight-R8", test_stops_on_straight);

  return g_test_run ();
}
