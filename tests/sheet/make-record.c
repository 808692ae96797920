/* make-record.c — writes the record of a whole game played by the simple
 * player, for the command-line export test
 *
 *   make-record VARIANT N_PLAYERS SEED OUT.json [NAME...]
 *
 * SPDX-FileCopyrightText: 2026 The Balut developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include <stdlib.h>

#include "balut-types.h"
#include "balut-game.h"
#include "balut-record.h"
#include "sheet-test-util.h"

int
main (int   argc,
      char *argv[])
{
  g_autoptr(BalutGame) game = NULL;
  g_autoptr(GError) error = NULL;
  BalutVariant variant;
  guint64 n_players, seed;

  if (argc < 5
      || !balut_variant_from_string (argv[1], &variant)
      || !g_ascii_string_to_unsigned (argv[2], 10, 1, BALUT_MAX_PLAYERS, &n_players, NULL)
      || !g_ascii_string_to_unsigned (argv[3], 10, 0, G_MAXUINT64, &seed, NULL)
      || (argc > 5 && (guint64) (argc - 5) != n_players))
    {
      g_printerr ("usage: make-record standard|jackpot|olathe N_PLAYERS SEED OUT.json [NAME…]\n");
      return 2;
    }

  game = sheet_test_play_game (variant, (guint) n_players, seed,
                               argc > 5 ? (const char * const *) argv + 5 : NULL);
  if (!balut_record_save_to_file (game, argv[4], &error))
    {
      g_printerr ("make-record: %s\n", error->message);
      return 1;
    }
  return 0;
}
