/* balut-sheet-view.h — one player's scoresheet, clickable
 *
 * SPDX-FileCopyrightText: 2026 The Balut developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gtk/gtk.h>

#include "balut-types.h"
#include "balut-game.h"

G_BEGIN_DECLS

#define BALUT_TYPE_SHEET_VIEW (balut_sheet_view_get_type ())

G_DECLARE_FINAL_TYPE (BalutSheetView, balut_sheet_view, BALUT, SHEET_VIEW, GtkWidget)

GtkWidget  *balut_sheet_view_new         (void);
BalutGame  *balut_sheet_view_get_game    (BalutSheetView *self);
void        balut_sheet_view_set_game    (BalutSheetView *self,
                                          BalutGame      *game);
guint       balut_sheet_view_get_player  (BalutSheetView *self);
void        balut_sheet_view_set_player  (BalutSheetView *self,
                                          guint           player);
gboolean    balut_sheet_view_get_playable (BalutSheetView *self);
void        balut_sheet_view_set_playable (BalutSheetView *self,
                                           gboolean        playable);
void        balut_sheet_view_set_rolling (BalutSheetView *self,
                                          gboolean        rolling);
GtkWidget  *balut_sheet_view_get_box     (BalutSheetView *self,
                                          BalutCategory   category,
                                          guint           box);
GtkWidget  *balut_sheet_view_get_value_label (BalutSheetView *self,
                                              const char     *name);
gboolean    balut_sheet_view_focus_first_legal (BalutSheetView *self);
void        balut_sheet_view_scroll_to_box (BalutSheetView *self,
                                            BalutCategory   category,
                                            guint           box);
gboolean    balut_sheet_view_get_compact (BalutSheetView *self);
GtkAdjustment *balut_sheet_view_get_vadjustment (BalutSheetView *self);
void        balut_sheet_view_set_mark    (BalutSheetView *self,
                                          guint           player,
                                          const BalutBox *box);
void        balut_sheet_view_set_hint    (BalutSheetView *self,
                                          guint           player,
                                          const BalutBox *box,
                                          gboolean        if_stopping);

G_END_DECLS
