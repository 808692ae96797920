/* sheet-test-util.c — whole games for the sheet tests
 *
 * SPDX-FileCopyrightText: 2026 The Balut developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "sheet-test-util.h"

#include "balut-test-util.h"
#include "balut-simple-player.h"

static gboolean
first_legal_box (BalutScoresheet *sheet,
                 BalutBox        *box)
{
  for (guint c = 0; c < BALUT_N_CATEGORIES; c++)
    for (guint b = 0; b < BALUT_N_COLUMNS; b++)
      if (balut_scoresheet_has_box (sheet, c, b) && balut_scoresheet_is_legal (sheet, c, b))
        {
          box->category = c;
          box->box = b;
          return TRUE;
        }
  return FALSE;
}

BalutGame *
sheet_test_play_game (BalutVariant        variant,
                      guint               n_players,
                      guint64             seed,
                      const char * const *names)
{
  BalutGame *game = balut_game_new (variant, seed);
  gboolean at_end = names == NULL;

  for (guint p = 0; p < n_players; p++)
    {
      g_autofree char *fallback = g_strdup_printf ("Player %u", p + 1);

      if (!at_end && names[p] == NULL)
        at_end = TRUE;
      balut_test_add_player (game, at_end ? fallback : names[p], BALUT_PLAYER_HUMAN);
    }

  /* at most 34 turns a player (R3, J1): a move the game refuses fails
   * the test but, when assertions are not fatal, does not end the loop */
  for (guint turn = 0; !balut_game_is_finished (game); turn++)
    {
      BalutPlayer *player = balut_game_get_player (game, balut_game_get_current_player (game));
      BalutScoresheet *sheet = balut_player_get_sheet (player);
      guint8 dice[BALUT_N_DICE];
      gboolean held[BALUT_N_DICE];
      BalutBox box;

      if (turn > n_players * (BALUT_N_CATEGORIES * BALUT_N_COLUMNS))
        {
          g_test_fail_printf ("the game of seed %" G_GUINT64_FORMAT " does not end", seed);
          break;
        }
      balut_test_roll (game);
      if (balut_game_get_current_player (game) % 2 == 1)
        {
          /* the careless seat: the first throw, into the first free box */
          if (!first_legal_box (sheet, &box))
            {
              g_test_fail_printf ("no free box in an unfinished game");
              break;
            }
          balut_test_enter (game, box.category, box.box);
          continue;
        }
      /* R1, O2: more throws while the turn has them */
      for (guint throw = 1; ; throw++)
        {
          balut_dice_get_values (balut_game_get_dice (game), dice);
          if (throw >= BALUT_MAX_THROWS || balut_game_get_throws_left (game) == 0
              || !balut_simple_player_choose_holds (sheet, dice, held))
            break;
          for (guint i = 0; i < BALUT_N_DICE; i++)
            balut_test_set_held (game, i, held[i]);
          balut_test_roll (game);
        }
      if (!balut_simple_player_choose_box (sheet, dice, &box))
        {
          g_test_fail_printf ("the simple player finds no box in an unfinished game");
          break;
        }
      balut_test_enter (game, box.category, box.box);
    }

  return game;
}

char *
sheet_test_format_number (gint number)
{
  if (number < 0)
    return g_strdup_printf ("\xe2\x88\x92%d", -number);   /* U+2212 MINUS SIGN */
  return g_strdup_printf ("%d", number);
}

char *
sheet_test_format_points (gint points)
{
  if (points > 0)
    return g_strdup_printf ("+%d", points);
  return sheet_test_format_number (points);
}
