/* belote-board.h — the Belote window's two parts: the score sheet and the
 * deal's form, side by side on a wide window, one above the other on a
 * narrow one
 *
 * SPDX-FileCopyrightText: 2026 The Balut developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

#define BELOTE_TYPE_BOARD (belote_board_get_type ())

G_DECLARE_FINAL_TYPE (BeloteBoard, belote_board, BELOTE, BOARD, GtkWidget)

/* From this width on, the parts are side by side */
#define BELOTE_BOARD_WIDE_WIDTH 720

GtkWidget *belote_board_new       (void);
GtkWidget *belote_board_get_sheet (BeloteBoard *self);
void       belote_board_set_sheet (BeloteBoard *self,
                                   GtkWidget   *sheet);
GtkWidget *belote_board_get_panel (BeloteBoard *self);
void       belote_board_set_panel (BeloteBoard *self,
                                   GtkWidget   *panel);
gboolean   belote_board_get_wide  (BeloteBoard *self);

G_END_DECLS
