/* belote-print.h — Belote's score sheets printed and exported from the
 * window (the paper's drawing: belote-sheet-document.h)
 *
 * SPDX-FileCopyrightText: 2026 The Balut developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gtk/gtk.h>

#include "belote-sheet-document.h"

G_BEGIN_DECLS

/* The print dialog, then printing (asynchronous; errors in a dialog) */
void                     belote_print_sheet        (GtkWindow               *parent,
                                                    BeloteSheetDocument     *document);
/* The same, run to its end: with GTK_PRINT_OPERATION_ACTION_EXPORT and
 * a file name, the pages written as PDF without a dialog (the tests) */
GtkPrintOperationResult  belote_print_sheet_run    (GtkWindow               *parent,
                                                    BeloteSheetDocument     *document,
                                                    GtkPrintOperationAction  action,
                                                    const char              *export_filename,
                                                    GError                 **error);
/* A file chooser, then the sheet as PDF or SVG (by the name's ending) */
void                     belote_export_sheet       (GtkWindow               *parent,
                                                    BeloteSheetDocument     *document);
/* The export itself, on the locale's paper */
gboolean                 belote_export_sheet_to    (BeloteSheetDocument     *document,
                                                    const char              *filename,
                                                    GError                 **error);

G_END_DECLS
