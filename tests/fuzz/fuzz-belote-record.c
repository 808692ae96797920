/* fuzz-belote-record.c — libFuzzer target: the Belote record loader
 *
 * SPDX-FileCopyrightText: 2026 The Balut developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Any bytes go to belote_record_load_data (), the reader of Belote's
 * records and `balut --verify`; what loads is written again and read
 * back (it must load the same), and reported as --verify does. Built
 * with -Dfuzzers=true by clang (tests/fuzz/meson.build); a crash, a leak
 * or undefined behaviour is a finding.
 */

#include "config.h"

#include <stdint.h>
#include <string.h>

#include "belote-record.h"

int LLVMFuzzerTestOneInput (const uint8_t *data,
                            size_t         size);

int
LLVMFuzzerTestOneInput (const uint8_t *data,
                        size_t         size)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(BeloteMatch) match = NULL;
  g_autoptr(BeloteMatch) again = NULL;
  g_autofree char *text = NULL;
  g_autofree char *text_again = NULL;

  if (size > BELOTE_RECORD_MAX_SIZE + 1)
    return 0;

  match = belote_record_load_data ((const char *) data, (gssize) size, &error);
  if (match == NULL)
    {
      /* refused: always with a message in UTF-8 */
      g_assert (error != NULL && g_utf8_validate (error->message, -1, NULL));
      return 0;
    }

  /* what loads is written, and reads back the same */
  text = belote_record_to_data (match, NULL);
  again = belote_record_load_data (text, -1, &error);
  g_assert (again != NULL);
  text_again = belote_record_to_data (again, NULL);
  g_assert (strcmp (text, text_again) == 0);

  {
    g_autofree char *report = belote_record_report_to_text (match);
    g_autoptr(JsonNode) json = belote_record_report_to_json (match);

    g_assert (report != NULL && g_utf8_validate (report, -1, NULL) && json != NULL);
  }
  return 0;
}
