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

typedef struct _BalutFileWriter BalutFileWriter;

BalutFileWriter *balut_file_writer_new    (const char       *filename,
                                           int               mode,
                                           GError          **error);
gboolean         balut_file_writer_write  (BalutFileWriter  *self,
                                           const void       *data,
                                           gsize             length,
                                           GError          **error);
gboolean         balut_file_writer_commit (BalutFileWriter  *self,
                                           GError          **error);
void             balut_file_writer_abort  (BalutFileWriter  *self);

G_END_DECLS
