/* balut-board.h — the dice beside the sheet, or above it when narrow
 *
 * SPDX-FileCopyrightText: 2026 The Balut developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

#define BALUT_TYPE_BOARD (balut_board_get_type ())

G_DECLARE_FINAL_TYPE (BalutBoard, balut_board, BALUT, BOARD, GtkWidget)

GtkWidget *balut_board_new             (void);
gboolean   balut_board_get_wide        (BalutBoard *self);
float      balut_board_get_sheet_scale (BalutBoard *self);
void       balut_board_prepare         (BalutBoard *self,
                                        int         root_width);

G_END_DECLS
