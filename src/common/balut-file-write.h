/* balut-file-write.h — a file written whole or not at all, keeping the
 * permissions of the file it replaces; a link written through, a device
 * or a pipe written straight to
 *
 * SPDX-FileCopyrightText: 2026 The Balut developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <glib.h>

G_BEGIN_DECLS

/**
 * BalutFileWriteFlags:
 * @BALUT_FILE_WRITE_NONE: a new file gets its mode less the umask
 * @BALUT_FILE_WRITE_EXACT_MODE: a new file gets its mode as it is (the
 *   mode of a file written with it, say); a file replaced still keeps
 *   its own
 */
typedef enum
{
  BALUT_FILE_WRITE_NONE       = 0,
  BALUT_FILE_WRITE_EXACT_MODE = 1 << 0,
} BalutFileWriteFlags;

gboolean  balut_file_set_contents    (const char  *filename,
                                      const void  *data,
                                      gsize        length,
                                      int          mode,
                                      GError     **error);

typedef struct _BalutFileWriter BalutFileWriter;

BalutFileWriter *balut_file_writer_new               (const char           *filename,
                                                      int                   mode,
                                                      GError              **error);
BalutFileWriter *balut_file_writer_new_full          (const char           *filename,
                                                      int                   mode,
                                                      BalutFileWriteFlags   flags,
                                                      GError              **error);
int              balut_file_writer_get_replaced_mode (BalutFileWriter      *self);
gboolean         balut_file_writer_write             (BalutFileWriter      *self,
                                                      const void           *data,
                                                      gsize                 length,
                                                      GError              **error);
gboolean         balut_file_writer_sync              (BalutFileWriter      *self,
                                                      GError              **error);
gboolean         balut_file_writer_commit            (BalutFileWriter      *self,
                                                      GError              **error);
void             balut_file_writer_abort             (BalutFileWriter      *self);

G_END_DECLS
