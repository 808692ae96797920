/* balut-file-write.h — a file written whole or not at all, keeping the
 * permissions of the file it replaces
 *
 * SPDX-FileCopyrightText: 2026 The Balut developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <glib.h>

G_BEGIN_DECLS

char     *balut_file_write_temporary (const char  *filename,
                                      const void  *data,
                                      gsize        length,
                                      int          mode,
                                      GError     **error);
gboolean  balut_file_set_contents    (const char  *filename,
                                      const void  *data,
                                      gsize        length,
                                      int          mode,
                                      GError     **error);

G_END_DECLS
