/* fuzz-record.c — libFuzzer target: the game record loader
 *
 * SPDX-FileCopyrightText: 2026 The Balut developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Any bytes go to balut_record_load_data(), the reader of saves, shared
 * records and `balut --verify`; what loads is written again and read
 * back (it must load the same), and reported as --verify does. Built
 * with -Dfuzzers=true by clang (tests/fuzz/meson.build); a crash, a leak
 * or undefined behaviour is a finding.
 */

#include "config.h"

#include <stdint.h>
#include <string.h>

#include "balut-record.h"
#include "balut-report.h"

int LLVMFuzzerTestOneInput (const uint8_t *data,
                            size_t         size);

int
LLVMFuzzerTestOneInput (const uint8_t *data,
                        size_t         size)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(BalutGame) game = NULL;
  g_autoptr(BalutGame) again = NULL;
  g_autofree char *text = NULL;
  g_autofree char *text_again = NULL;

  if (size > BALUT_RECORD_MAX_SIZE + 1)
    return 0;

  game = balut_record_load_data ((const char *) data, (gssize) size, &error);
  if (game == NULL)
    {
      /* refused: always with a message in UTF-8 */
      g_assert (error != NULL && g_utf8_validate (error->message, -1, NULL));
      return 0;
    }

  /* what loads is written, and reads back the same */
  text = balut_record_to_data (game, NULL);
  again = balut_record_load_data (text, -1, &error);
  g_assert (again != NULL);
  text_again = balut_record_to_data (again, NULL);
  g_assert (strcmp (text, text_again) == 0);

  {
    g_autofree char *report = balut_report_to_text (game);
    g_autoptr(JsonNode) json = balut_report_to_json (game);

    g_assert (report != NULL && json != NULL);
  }
  return 0;
}
