/* balut-splitmix.c — splitmix64 (Steele, Lea and Flood, 2014)
 *
 * SPDX-FileCopyrightText: 2026 The Balut developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * balut-sim derives each game's seed with it, balut-train its games'
 * seeds and its exploration, and the network its initial weights. The
 * numbers must never change: they make the shipped tables and every
 * published measurement reproducible.
 */

#include "balut-splitmix.h"

/**
 * balut_splitmix64:
 * @x: any number
 *
 * Returns: splitmix64's output for the state @x: @x advanced by the
 *   golden gamma, then mixed; consecutive @x give unrelated numbers
 */
guint64
balut_splitmix64 (guint64 x)
{
  x += BALUT_SPLITMIX64_GAMMA;
  x = (x ^ (x >> 30)) * G_GUINT64_CONSTANT (0xbf58476d1ce4e5b9);
  x = (x ^ (x >> 27)) * G_GUINT64_CONSTANT (0x94d049bb133111eb);
  return x ^ (x >> 31);
}

/**
 * balut_splitmix64_next:
 * @state: a stream's state, advanced by the call
 *
 * Returns: the stream's next number
 */
guint64
balut_splitmix64_next (guint64 *state)
{
  guint64 x = *state;

  *state += BALUT_SPLITMIX64_GAMMA;
  return balut_splitmix64 (x);
}
