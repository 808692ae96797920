/* balut-lines-bin.h — a text whose room never changes: as high as a
 * number of lines of its font, as wide as the widest of its texts
 *
 * SPDX-FileCopyrightText: 2026 The Balut developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

#define BALUT_TYPE_LINES_BIN (balut_lines_bin_get_type ())

G_DECLARE_FINAL_TYPE (BalutLinesBin, balut_lines_bin, BALUT, LINES_BIN, GtkWidget)

GtkWidget  *balut_lines_bin_new       (guint          lines);
guint       balut_lines_bin_get_lines (BalutLinesBin *self);
void        balut_lines_bin_set_lines (BalutLinesBin *self,
                                       guint          lines);
void        balut_lines_bin_set_texts (BalutLinesBin      *self,
                                       const char * const *texts);

G_END_DECLS
