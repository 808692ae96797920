/* balut-cli.h — the command-line functions of balut (no display needed)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* Exit statuses of the command-line functions */
enum {
  BALUT_EXIT_OK = 0,
  BALUT_EXIT_INCONSISTENT = 1,
  BALUT_EXIT_USAGE = 2,
};

int balut_cli_verify (const char *filename,
                      gboolean    as_json);

G_END_DECLS
