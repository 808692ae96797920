/* balut-export-dialog.h — choose a scoresheet, see it, print it or save
 * it as PDF or SVG
 *
 * SPDX-FileCopyrightText: 2026 The Balut developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gtk/gtk.h>

#include "balut-game.h"
#include "balut-sheet-document.h"

G_BEGIN_DECLS

#define BALUT_TYPE_EXPORT_DIALOG (balut_export_dialog_get_type ())

G_DECLARE_FINAL_TYPE (BalutExportDialog, balut_export_dialog, BALUT, EXPORT_DIALOG, GtkWindow)

BalutExportDialog  *balut_export_dialog_new          (GtkWindow          *parent,
                                                      BalutGame          *game,
                                                      GSettings          *settings);
BalutSheetDocument *balut_export_dialog_get_document (BalutExportDialog  *self);
GtkWidget          *balut_export_dialog_get_preview  (BalutExportDialog  *self);
void                balut_export_dialog_get_paper    (BalutExportDialog  *self,
                                                      BalutPaper         *paper,
                                                      gboolean           *landscape);
guint               balut_export_dialog_get_n_pages  (BalutExportDialog  *self);
guint               balut_export_dialog_get_page     (BalutExportDialog  *self);
gboolean            balut_export_dialog_export       (BalutExportDialog  *self,
                                                      const char         *filename,
                                                      char              **written,
                                                      GError            **error);
gboolean            balut_export_dialog_save_to      (BalutExportDialog  *self,
                                                      GFile              *file);

void                balut_export_dialog_set_game_date (BalutExportDialog *self,
                                                      GDateTime         *date);

G_END_DECLS
