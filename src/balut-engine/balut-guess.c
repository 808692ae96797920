/* balut-guess.c — the computer's Balut guess (R24)
 *
 * Before play each player may guess how many Balut boxes the whole table
 * will have scored (above zero) at the end; whoever guesses the exact
 * number wins the guess. A computer seat guesses the most likely number.
 *
 * Each player has four Balut boxes. The engine's own games score a
 * Balut box in a fraction of games measured with balut-sim (docs/
 * strategy.md, "Baluts a game" of the Expert: 0.64 in standard Balut over
 * 200,000 games, 0.74 in Jackpot Balut and 0.68 in Olathe over 20,000),
 * and people play near that. Taking the table's 4·n boxes as scored
 * independently with probability rate / 4, the count is binomial, and
 * its most likely value is ⌊(4·n + 1)·p⌋: 0 for one player, 1 for two,
 * 5 for eight in standard Balut.
 *
 * SPDX-FileCopyrightText: 2026 The Balut developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <math.h>

#include "balut-guess.h"

/* Baluts a player's game, as the Expert plays (docs/strategy.md) */
static const double balut_rates[BALUT_N_VARIANTS] = {
  [BALUT_VARIANT_STANDARD] = 0.64,
  [BALUT_VARIANT_JACKPOT] = 0.74,
  [BALUT_VARIANT_OLATHE] = 0.68,
};

/**
 * balut_guess_get_balut_rate:
 *
 * Returns: how many Balut boxes a player scores in a game of @variant, on
 *   average, as the computer's guess assumes
 */
double
balut_guess_get_balut_rate (BalutVariant variant)
{
  g_return_val_if_fail (variant < BALUT_N_VARIANTS, 0);

  return balut_rates[variant];
}

/**
 * balut_guess_baluts:
 * @n_players: the players at the table (1 to 8)
 *
 * Returns: the computer's guess (R24): the most likely number of Balut
 *   boxes the table scores above zero
 */
guint
balut_guess_baluts (BalutVariant variant,
                    guint        n_players)
{
  guint n_boxes;
  double p;

  g_return_val_if_fail (variant < BALUT_N_VARIANTS, 0);
  g_return_val_if_fail (n_players >= 1 && n_players <= BALUT_MAX_PLAYERS, 0);

  n_boxes = BALUT_N_REGULAR * n_players;
  p = balut_rates[variant] / BALUT_N_REGULAR;
  return (guint) MIN (floor ((n_boxes + 1) * p), n_boxes);
}
