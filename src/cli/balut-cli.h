/* balut-cli.h — the command-line functions of balut (no display needed)
 *
 * SPDX-FileCopyrightText: 2026 The Balut developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <glib.h>

#include "balut-sheet-document.h"

G_BEGIN_DECLS

/* Exit statuses of the command-line functions */
enum {
  BALUT_EXIT_OK = 0,
  BALUT_EXIT_INCONSISTENT = 1,   /* --verify: a record that breaks a rule */
  BALUT_EXIT_INCOMPLETE = 1,     /* --export-history: written without the
                                  * games whose records are damaged */
  BALUT_EXIT_CANNOT_START = 1,   /* the window: Balut is not installed correctly */
  BALUT_EXIT_USAGE = 2,
};

/* balut --export-sheet FILE and its options (NULL: not given) */
typedef struct
{
  const char *filename;
  const char *variant;
  const char *players;         /* as typed: "1" to "8" */
  const char *names;
  const char *paper;
  BalutPaper  default_paper;   /* without --paper: the locale's paper,
                                 * which only GTK knows (main.c) */
  gboolean    landscape;
  gboolean    one_per_page;
  const char *record;
  const char *date;
  const char *game;            /* "balut" (NULL: the record's game, or Balut) or "belote" */
  const char *per_page;        /* Belote's blank sheets on a page, as typed: "1" to "4" */
  const char *target;          /* Belote's target, as typed: "301", "501" or "1000" */
} BalutExportOptions;

int balut_cli_verify         (const char               *filename,
                              gboolean                  as_json);
int balut_cli_review         (const char               *filename,
                              const char               *player,
                              gboolean                  as_json);
int balut_cli_export_sheet   (const BalutExportOptions *options);
int balut_cli_high_scores    (const char               *variant,
                              gboolean                  as_json);
int balut_cli_export_history (const char               *filename);

G_END_DECLS
