/* balut-file-aside.h — a file that cannot be used, renamed aside with
 * the files that go with it: kept, never deleted nor overwritten
 *
 * SPDX-FileCopyrightText: 2026 The Balut developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gio/gio.h>

G_BEGIN_DECLS

/* The names one second offers: “PATH.broken-STAMP”, then “-2” … “-1000”
 * (two Baluts started in the same second find different names) */
#define BALUT_FILE_ASIDE_MAX_NAMES 1000

char *balut_file_move_aside (const char          *path,
                             const char * const  *companions,
                             GError             **error);

G_END_DECLS
