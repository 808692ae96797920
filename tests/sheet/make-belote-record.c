/* make-belote-record.c — the record of a Belote match, for the
 * command-line test of --export-sheet
 *
 *   make-belote-record pad OUT.json            a pad match played to its end
 *   make-belote-record in-progress OUT.json    a pad match with a pot held
 *   make-belote-record played SEED VOID OUT.json
 *                                              a played match to 1000 whose
 *                                              first VOID deals all pass
 *
 * SPDX-FileCopyrightText: 2026 The Balut developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include <glib.h>
#include <stdlib.h>

#include "belote-record.h"
#include "belote-sheet-test-util.h"

int
main (int   argc,
      char *argv[])
{
  g_autoptr(BeloteMatch) match = NULL;
  g_autoptr(GError) error = NULL;
  const char *out;

  if (argc == 3 && g_str_equal (argv[1], "pad"))
    match = belote_sheet_test_pad_match ("Ana & Ben", "Émile & Zoë");
  else if (argc == 3 && g_str_equal (argv[1], "in-progress"))
    match = belote_sheet_test_pad_in_progress ();
  else if (argc == 5 && g_str_equal (argv[1], "played"))
    match = belote_sheet_test_played_match (g_ascii_strtoull (argv[2], NULL, 10),
                                            (guint) g_ascii_strtoull (argv[3], NULL, 10));
  else
    {
      g_printerr ("usage: make-belote-record pad|in-progress OUT.json\n"
                  "       make-belote-record played SEED VOID OUT.json\n");
      return 2;
    }
  out = argv[argc - 1];

  if (!belote_record_save_to_file (match, out, &error))
    {
      g_printerr ("make-belote-record: %s\n", error->message);
      return 1;
    }
  return 0;
}
