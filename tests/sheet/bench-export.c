/* bench-export.c — how long balut_sheet_document_export () takes
 *
 *   bench-export [--runs N]
 *
 * Exports, N times each (A4, upright): a blank sheet for one player and
 * the filled sheet of a finished 8-player game, as PDF and as SVG; prints
 * the median, mean, shortest and first time of one export (the first
 * one of a document loads the fonts and measures the layout) and the size
 * of the files written. The time is the whole export: drawing, cairo's
 * output, and the atomic write (a temporary file, flushed to the disk,
 * renamed).
 * It measures, it does not judge: no result makes it fail.
 *
 * SPDX-FileCopyrightText: 2026 The Balut developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include <stdlib.h>

#include <glib/gstdio.h>

#include "balut-types.h"
#include "balut-game.h"
#include "balut-sheet-document.h"
#include "balut-test-util.h"
#include "sheet-test-util.h"

/* The bytes of every file in @dir */
static goffset
dir_size (const char *dir,
          guint      *n_files)
{
  g_autoptr(GDir) d = g_dir_open (dir, 0, NULL);
  const char *name;
  goffset total = 0;

  *n_files = 0;
  while (d != NULL && (name = g_dir_read_name (d)) != NULL)
    {
      g_autofree char *path = g_build_filename (dir, name, NULL);
      GStatBuf st;

      if (g_stat (path, &st) == 0)
        {
          total += st.st_size;
          (*n_files)++;
        }
    }
  return total;
}

static void
bench (const char         *label,
       BalutSheetDocument *doc,
       BalutSheetFormat    format,
       guint               runs)
{
  g_autofree char *dir = balut_test_make_tmp_dir ("balut-bench-XXXXXX");
  g_autofree char *path = g_build_filename (dir, format == BALUT_SHEET_FORMAT_PDF ? "sheet.pdf" : "sheet.svg", NULL);
  g_autofree double *times = g_new (double, runs);
  double mean = 0, first;
  guint n_files;
  goffset size;

  for (guint i = 0; i < runs; i++)
    {
      g_autoptr(GError) error = NULL;
      gint64 start = g_get_monotonic_time ();

      if (!balut_sheet_document_export (doc, path, format, BALUT_PAPER_A4, FALSE, &error))
        g_error ("%s: %s", label, error->message);
      times[i] = (g_get_monotonic_time () - start) / 1000.0;
      mean += times[i];
    }
  mean /= runs;
  first = times[0];
  qsort (times, runs, sizeof *times, balut_test_compare_doubles);
  size = dir_size (dir, &n_files);

  g_print ("%-24s  median %6.1f ms  mean %6.1f ms  min %6.1f ms  first %6.1f ms  %u file(s) %7" G_GOFFSET_FORMAT " bytes\n",
           label, runs % 2 ? times[runs / 2] : (times[runs / 2 - 1] + times[runs / 2]) / 2,
           mean, times[0], first, n_files, size);
  balut_test_remove_tree (dir);
}

int
main (int   argc,
      char *argv[])
{
  g_autoptr(BalutSheetDocument) blank = NULL;
  g_autoptr(BalutSheetDocument) filled = NULL;
  g_autoptr(BalutGame) game = NULL;
  guint runs = 20;

  for (int i = 1; i < argc; i++)
    {
      guint64 n;

      if (g_str_equal (argv[i], "--runs") && i + 1 < argc
          && g_ascii_string_to_unsigned (argv[i + 1], 10, 1, 10000, &n, NULL))
        runs = (guint) n, i++;
      else
        {
          g_printerr ("usage: bench-export [--runs N]\n");
          return 2;
        }
    }

  blank = balut_sheet_document_new_blank (BALUT_VARIANT_STANDARD, 1, NULL);
  game = sheet_test_play_game (BALUT_VARIANT_STANDARD, 8, 42, NULL);
  filled = balut_sheet_document_new_for_game (game);

  g_print ("balut_sheet_document_export (), A4 portrait, %u runs each\n", runs);
  bench ("blank, 1 player, PDF", blank, BALUT_SHEET_FORMAT_PDF, runs);
  bench ("blank, 1 player, SVG", blank, BALUT_SHEET_FORMAT_SVG, runs);
  bench ("filled, 8 players, PDF", filled, BALUT_SHEET_FORMAT_PDF, runs);
  bench ("filled, 8 players, SVG", filled, BALUT_SHEET_FORMAT_SVG, runs);
  return 0;
}
