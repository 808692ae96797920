/* balut-simple-player.c — a plain greedy player for computer seats
 *
 * It keeps the dice of its most frequent face (the higher face on a
 * tie), keeps a straight or a full house that a legal box can take, and
 * enters the dice where they score most now. It plays legally and
 * sensibly, not well: the strength of a computer opponent is the
 * strategy engine's job.
 *
 * SPDX-FileCopyrightText: 2026 The Balut developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include "balut-simple-player.h"

static gboolean
legal_category (BalutScoresheet *sheet,
                BalutCategory    category)
{
  for (guint b = 0; b < BALUT_N_COLUMNS; b++)
    if (balut_scoresheet_has_box (sheet, category, b)
        && balut_scoresheet_is_legal (sheet, category, b))
      return TRUE;
  return FALSE;
}

/**
 * balut_simple_player_choose_holds:
 * @held: (out): the dice to hold for the next throw
 *
 * Returns: %TRUE to throw again, %FALSE to stop and enter the dice
 */
gboolean
balut_simple_player_choose_holds (BalutScoresheet *sheet,
                                  const guint8    *dice,
                                  gboolean        *held)
{
  guint counts[BALUT_N_FACES + 1] = { 0, };
  guint best_face = 6;

  g_return_val_if_fail (BALUT_IS_SCORESHEET (sheet), FALSE);
  g_return_val_if_fail (dice != NULL && balut_dice_values_valid (dice), FALSE);
  g_return_val_if_fail (held != NULL, FALSE);

  for (guint i = 0; i < BALUT_N_DICE; i++)
    {
      counts[dice[i]]++;
      held[i] = FALSE;
    }

  /* A made straight, full house or Balut that the sheet can take: stop. */
  if ((balut_rules_is_balut (dice) && legal_category (sheet, BALUT_CATEGORY_BALUT))
      || (balut_rules_box_score (BALUT_CATEGORY_STRAIGHT, dice) > 0
          && legal_category (sheet, BALUT_CATEGORY_STRAIGHT))
      || (balut_rules_box_score (BALUT_CATEGORY_FULL_HOUSE, dice) > 0
          && legal_category (sheet, BALUT_CATEGORY_FULL_HOUSE)))
    return FALSE;

  for (guint f = BALUT_N_FACES; f >= 1; f--)
    if (counts[f] > counts[best_face])
      best_face = f;

  for (guint i = 0; i < BALUT_N_DICE; i++)
    held[i] = dice[i] == best_face;

  /* five of a kind with no Balut box left: nothing to throw for */
  return counts[best_face] < BALUT_N_DICE;
}

/**
 * balut_simple_player_choose_box:
 * @box: (out): the box
 *
 * The legal box where the dice score most; among equal scores the first
 * in sheet order. A Jackpot box is only chosen when the dice qualify.
 *
 * Returns: %FALSE if no box is legal (the sheet is full)
 */
gboolean
balut_simple_player_choose_box (BalutScoresheet *sheet,
                                const guint8    *dice,
                                BalutBox        *box)
{
  g_autoptr(GArray) legal = NULL;
  gint best_score = -1;

  g_return_val_if_fail (BALUT_IS_SCORESHEET (sheet), FALSE);
  g_return_val_if_fail (dice != NULL && balut_dice_values_valid (dice), FALSE);
  g_return_val_if_fail (box != NULL, FALSE);

  legal = balut_scoresheet_list_legal (sheet);

  for (guint i = 0; i < legal->len; i++)
    {
      const BalutBox *b = &g_array_index (legal, BalutBox, i);
      gint score = balut_scoresheet_preview (sheet, b->category, b->box, dice);

      /* striking a Jackpot box wastes nothing of the regular boxes, but
       * only do it when nothing else is left */
      if (b->box == BALUT_BOX_JACKPOT && score == 0)
        score = -1;

      if (score > best_score || (best_score < 0 && i == 0))
        {
          best_score = score;
          *box = *b;
        }
    }

  return legal->len > 0;
}
