/* balut-print.h — printing scoresheets: the print operation, its preview,
 * the session's print settings
 *
 * SPDX-FileCopyrightText: 2026 The Balut developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gtk/gtk.h>

#include "balut-types.h"
#include "balut-game.h"
#include "balut-sheet-document.h"

G_BEGIN_DECLS

#define BALUT_TYPE_PRINT_OPERATION (balut_print_operation_get_type ())

G_DECLARE_FINAL_TYPE (BalutPrintOperation, balut_print_operation, BALUT, PRINT_OPERATION, GtkPrintOperation)

#define BALUT_TYPE_PRINT_PREVIEW (balut_print_preview_get_type ())

G_DECLARE_FINAL_TYPE (BalutPrintPreview, balut_print_preview, BALUT, PRINT_PREVIEW, GtkWindow)

BalutPrintOperation     *balut_print_operation_new          (BalutSheetDocument      *document,
                                                             GtkPageSetup            *page_setup);
BalutSheetDocument      *balut_print_operation_get_document (BalutPrintOperation     *self);

void                     balut_print_sheet                  (GtkWindow               *parent,
                                                             BalutSheetDocument      *document);
GtkPrintOperationResult  balut_print_sheet_run              (GtkWindow               *parent,
                                                             BalutSheetDocument      *document,
                                                             GtkPageSetup            *page_setup,
                                                             GtkPrintOperationAction  action,
                                                             const char              *export_filename,
                                                             GError                 **error);

guint                    balut_print_preview_get_n_pages    (BalutPrintPreview       *self);
guint                    balut_print_preview_get_page       (BalutPrintPreview       *self);
void                     balut_print_preview_set_page       (BalutPrintPreview       *self,
                                                             guint                    page);
GtkWidget               *balut_print_preview_get_page_preview (BalutPrintPreview     *self);

BalutPaper               balut_print_get_default_paper      (void);
GtkPageSetup            *balut_print_page_setup_new         (BalutPaper               paper,
                                                             gboolean                 landscape);
GtkPageSetup            *balut_print_dup_page_setup         (void);
GtkPrintSettings        *balut_print_dup_settings           (void);

gboolean                 balut_print_game_is_printable      (BalutGame               *game);
BalutVariant             balut_print_get_default_variant    (BalutGame               *game,
                                                             GSettings               *settings);
BalutSheetDocument      *balut_print_new_blank_document     (BalutVariant             variant,
                                                             BalutGame               *game,
                                                             GSettings               *settings);
BalutSheetDocument      *balut_print_new_game_document      (BalutGame               *game);

void                     balut_show_error_dialog            (GtkWindow               *parent,
                                                             const char              *primary,
                                                             const GError            *error);

G_END_DECLS
