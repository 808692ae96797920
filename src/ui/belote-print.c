/* belote-print.c — Belote's score sheets printed and exported from the
 * window
 *
 * SPDX-FileCopyrightText: 2026 The Balut developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * One drawing for paper and files: the print operation draws each page
 * with belote_sheet_document_draw_page () on the whole paper of the page
 * setup (use-full-page: the document keeps its own margins), as the
 * export does with belote_sheet_document_export (). The print settings
 * and page setup are the session's, shared with Balut's sheets
 * (balut-print.h).
 */

#include "config.h"

#include <glib/gi18n.h>

#include "balut-print.h"
#include "belote-print.h"

static void
begin_print_cb (GtkPrintOperation   *operation,
                GtkPrintContext     *context,
                BeloteSheetDocument *document)
{
  guint n_pages = belote_sheet_document_get_n_pages (document,
                                                     gtk_print_context_get_width (context),
                                                     gtk_print_context_get_height (context));

  gtk_print_operation_set_n_pages (operation, MAX (n_pages, 1));
}

static void
draw_page_cb (GtkPrintOperation   *operation,
              GtkPrintContext     *context,
              int                  page,
              BeloteSheetDocument *document)
{
  belote_sheet_document_draw_page (document, gtk_print_context_get_cairo_context (context), (guint) page,
                                   gtk_print_context_get_width (context),
                                   gtk_print_context_get_height (context));
}

static void
done_cb (GtkPrintOperation       *operation,
         GtkPrintOperationResult  result,
         GtkWindow               *parent)
{
  if (result == GTK_PRINT_OPERATION_RESULT_ERROR)
    {
      g_autoptr(GError) error = NULL;

      gtk_print_operation_get_error (operation, &error);
      balut_show_error_dialog (parent, _("The score sheet could not be printed"), error);
    }
}

static GtkPrintOperation *
new_operation (BeloteSheetDocument *document)
{
  GtkPrintOperation *operation = gtk_print_operation_new ();
  g_autoptr(GtkPrintSettings) settings = balut_print_dup_settings ();
  g_autoptr(GtkPageSetup) page_setup = balut_print_dup_page_setup ();
  g_autofree char *title = belote_sheet_document_dup_title (document);

  gtk_print_operation_set_job_name (operation, title);
  gtk_print_operation_set_use_full_page (operation, TRUE);
  gtk_print_operation_set_unit (operation, GTK_UNIT_POINTS);
  gtk_print_operation_set_embed_page_setup (operation, TRUE);
  if (settings != NULL)
    gtk_print_operation_set_print_settings (operation, settings);
  if (page_setup != NULL)
    gtk_print_operation_set_default_page_setup (operation, page_setup);
  g_signal_connect_object (operation, "begin-print", G_CALLBACK (begin_print_cb), document, 0);
  g_signal_connect_object (operation, "draw-page", G_CALLBACK (draw_page_cb), document, 0);
  return operation;
}

GtkPrintOperationResult
belote_print_sheet_run (GtkWindow                *parent,
                        BeloteSheetDocument      *document,
                        GtkPrintOperationAction   action,
                        const char               *export_filename,
                        GError                  **error)
{
  g_autoptr(GtkPrintOperation) operation = NULL;

  g_return_val_if_fail (BELOTE_IS_SHEET_DOCUMENT (document), GTK_PRINT_OPERATION_RESULT_ERROR);

  operation = new_operation (document);
  if (export_filename != NULL)
    gtk_print_operation_set_export_filename (operation, export_filename);
  return gtk_print_operation_run (operation, action, parent, error);
}

/**
 * belote_print_sheet:
 *
 * The print dialog for @document's pages, then printing; what goes
 * wrong is said in a dialog over @parent.
 */
void
belote_print_sheet (GtkWindow           *parent,
                    BeloteSheetDocument *document)
{
  g_autoptr(GtkPrintOperation) operation = NULL;
  g_autoptr(GError) error = NULL;

  g_return_if_fail (BELOTE_IS_SHEET_DOCUMENT (document));

  operation = new_operation (document);
  gtk_print_operation_set_allow_async (operation, TRUE);
  g_object_set_data_full (G_OBJECT (operation), "document", g_object_ref (document), g_object_unref);
  g_signal_connect (operation, "done", G_CALLBACK (done_cb), parent);
  if (gtk_print_operation_run (operation, GTK_PRINT_OPERATION_ACTION_PRINT_DIALOG, parent, &error)
      == GTK_PRINT_OPERATION_RESULT_ERROR)
    balut_show_error_dialog (parent, _("The score sheet could not be printed"), error);
}

/**
 * belote_export_sheet_to:
 *
 * Writes @document to @filename as PDF or SVG (by its ending), on the
 * locale's paper; each file whole or not at all.
 */
gboolean
belote_export_sheet_to (BeloteSheetDocument  *document,
                        const char           *filename,
                        GError              **error)
{
  BalutSheetFormat format;

  g_return_val_if_fail (BELOTE_IS_SHEET_DOCUMENT (document), FALSE);
  g_return_val_if_fail (filename != NULL, FALSE);

  if (!balut_sheet_format_for_filename (filename, &format))
    {
      g_set_error_literal (error, BALUT_SHEET_ERROR, BALUT_SHEET_ERROR_FORMAT,
                           _("Give the file a name that ends in .pdf or .svg"));
      return FALSE;
    }
  return belote_sheet_document_export (document, filename, format, balut_print_get_default_paper (), FALSE, error);
}

static void
export_response_cb (GtkNativeDialog *chooser,
                    int              response,
                    gpointer         user_data)
{
  BeloteSheetDocument *document = g_object_get_data (G_OBJECT (chooser), "document");
  GtkWindow *parent = gtk_native_dialog_get_transient_for (chooser);

  if (response == GTK_RESPONSE_ACCEPT)
    {
      g_autoptr(GFile) file = gtk_file_chooser_get_file (GTK_FILE_CHOOSER (chooser));
      g_autofree char *path = file != NULL ? g_file_get_path (file) : NULL;
      g_autoptr(GError) error = NULL;
      BalutSheetFormat format;

      if (path != NULL && !balut_sheet_format_for_filename (path, &format))
        {
          /* the filter chosen says which: PDF unless SVG */
          char *named = g_strconcat (path, ".pdf", NULL);

          g_free (path);
          path = named;
        }
      if (path == NULL)
        g_set_error_literal (&error, G_IO_ERROR, G_IO_ERROR_NOT_SUPPORTED,
                             _("The score sheet can only be saved to a local file"));
      if (error != NULL || !belote_export_sheet_to (document, path, &error))
        balut_show_error_dialog (parent, _("The score sheet could not be saved"), error);
    }
  gtk_native_dialog_destroy (chooser);
  g_object_unref (chooser);
}

/**
 * belote_export_sheet:
 *
 * A file chooser for a PDF or SVG file, then @document written there.
 */
void
belote_export_sheet (GtkWindow           *parent,
                     BeloteSheetDocument *document)
{
  GtkFileChooserNative *chooser;
  g_autoptr(GtkFileFilter) pdf = gtk_file_filter_new ();
  g_autoptr(GtkFileFilter) svg = gtk_file_filter_new ();

  g_return_if_fail (BELOTE_IS_SHEET_DOCUMENT (document));

  chooser = gtk_file_chooser_native_new (_("Export Score Sheet"), parent, GTK_FILE_CHOOSER_ACTION_SAVE,
                                         _("_Save"), _("_Cancel"));
  gtk_native_dialog_set_modal (GTK_NATIVE_DIALOG (chooser), TRUE);
  gtk_file_filter_set_name (pdf, _("PDF document"));
  gtk_file_filter_add_suffix (pdf, "pdf");
  gtk_file_filter_set_name (svg, _("SVG image"));
  gtk_file_filter_add_suffix (svg, "svg");
  gtk_file_chooser_add_filter (GTK_FILE_CHOOSER (chooser), pdf);
  gtk_file_chooser_add_filter (GTK_FILE_CHOOSER (chooser), svg);
  /* Translators: the file name an exported Belote score sheet gets */
  gtk_file_chooser_set_current_name (GTK_FILE_CHOOSER (chooser), _("belote-score-sheet.pdf"));
  g_object_set_data_full (G_OBJECT (chooser), "document", g_object_ref (document), g_object_unref);
  g_signal_connect (chooser, "response", G_CALLBACK (export_response_cb), NULL);
  gtk_native_dialog_show (GTK_NATIVE_DIALOG (chooser));
}
