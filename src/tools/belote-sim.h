/* belote-sim.h — Belote's computer players and external engines,
 * simulated (balut-sim --game belote)
 *
 * SPDX-FileCopyrightText: 2026 The Balut developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* The whole of `balut-sim --game belote …`: argv are the arguments as
 * balut_paths_dup_arguments () gives them (argv[0] first, in GLib's file
 * name encoding) with --game and its value taken out. Returns the exit
 * status: 0 done, 1 a match could not be played or recorded (or an
 * engine could not be started), 2 bad options. */
int belote_sim_main (int    argc,
                     char **argv);

/* Shared with balut-sim.c, which defines them: a whole decimal number
 * from min to max given to an option (G_OPTION_ERROR otherwise), and the
 * spaces that fill a column of width characters after a UTF-8 text. */
gboolean balut_sim_parse_number (const char  *option,
                                 const char  *text,
                                 guint64      min,
                                 guint64      max,
                                 guint64     *out,
                                 GError     **error);
int      balut_sim_pad          (const char  *text,
                                 int          width);

G_END_DECLS
