/* balut-print.c — printing scoresheets: the print operation, its preview,
 * the session's print settings
 *
 * The print operation draws each page with the sheet's renderer on the
 * whole paper of the page setup (the renderer keeps its own margins), so a
 * printed sheet has the pages of an exported file of the same paper. Its preview is our own window: on
 * Linux, GtkPrintOperation would otherwise start an external previewer,
 * which may not be installed. The preview window replays what the
 * operation itself drew for each page, so it shows what will be printed.
 *
 * SPDX-FileCopyrightText: 2026 The Balut developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gi18n.h>

#include "balut-page-preview.h"
#include "balut-print.h"

/* Less room than this (points) for a sheet is no paper at all. */
#define MIN_PRINTABLE 72.0

struct _BalutPrintOperation
{
  GtkPrintOperation   parent_instance;

  BalutSheetDocument *document;
  GtkWindow          *parent;          /* weak: for the preview and errors */
  gboolean            report_errors;   /* run asynchronously: errors come in ::done */
  gboolean            error_shown;
};

G_DEFINE_FINAL_TYPE (BalutPrintOperation, balut_print_operation, GTK_TYPE_PRINT_OPERATION)

struct _BalutPrintPreview
{
  GtkWindow            parent_instance;

  BalutPrintOperation *operation;      /* held until the preview ends */
  GtkPrintContext     *context;
  GPtrArray           *pages;          /* recording surfaces of the pages to print */
  GArray              *sizes;          /* the paper of each page, in points: width, height */
  guint                current;
  double               paper_width;    /* of the page being drawn */
  double               paper_height;

  BalutPagePreview    *page_preview;
  GtkLabel            *page_label;
  GtkWidget           *navigation;
};

G_DEFINE_FINAL_TYPE (BalutPrintPreview, balut_print_preview, GTK_TYPE_WINDOW)

/* What was last chosen in a print dialog, for the rest of the session */
static GtkPrintSettings *session_settings;
static GtkPageSetup *session_page_setup;

static BalutPrintPreview *balut_print_preview_new (BalutPrintOperation *operation,
                                                   GtkPrintContext     *context,
                                                   GtkWindow           *parent);

/* ------------------------------------------------------------ helpers */

void
balut_show_error_dialog (GtkWindow    *parent,
                         const char   *primary,
                         const GError *error)
{
  GtkWidget *dialog;

  g_return_if_fail (parent == NULL || GTK_IS_WINDOW (parent));
  g_return_if_fail (primary != NULL);

  dialog = gtk_message_dialog_new (parent,
                                   GTK_DIALOG_MODAL | GTK_DIALOG_DESTROY_WITH_PARENT,
                                   GTK_MESSAGE_ERROR, GTK_BUTTONS_CLOSE,
                                   "%s", primary);
  if (error != NULL)
    gtk_message_dialog_format_secondary_text (GTK_MESSAGE_DIALOG (dialog), "%s", error->message);
  g_signal_connect (dialog, "response", G_CALLBACK (gtk_window_destroy), NULL);
  gtk_window_present (GTK_WINDOW (dialog));
}

/* The paper of the user's locale, with the printer's usual margins */
static GtkPageSetup *
default_page_setup_new (void)
{
  GtkPageSetup *setup = gtk_page_setup_new ();
  GtkPaperSize *paper = gtk_paper_size_new (gtk_paper_size_get_default ());

  gtk_page_setup_set_paper_size_and_default_margins (setup, paper);
  gtk_paper_size_free (paper);
  return setup;
}

/**
 * balut_print_get_default_paper:
 *
 * The paper of the user's locale, as GTK knows it
 * (gtk_paper_size_get_default(): LC_PAPER with glibc, the locale's
 * country on Windows and elsewhere): US Letter where it is the custom,
 * A4 everywhere else. For the export dialog and `balut --export-sheet`.
 *
 * Returns: %BALUT_PAPER_LETTER or %BALUT_PAPER_A4
 */
BalutPaper
balut_print_get_default_paper (void)
{
  return g_strcmp0 (gtk_paper_size_get_default (), GTK_PAPER_NAME_LETTER) == 0
         ? BALUT_PAPER_LETTER : BALUT_PAPER_A4;
}

/* ---------------------------------------------------- print operation */

static void
balut_print_operation_begin_print (GtkPrintOperation *operation,
                                   GtkPrintContext   *context)
{
  BalutPrintOperation *self = BALUT_PRINT_OPERATION (operation);
  double width = gtk_print_context_get_width (context);
  double height = gtk_print_context_get_height (context);

  if (width < MIN_PRINTABLE || height < MIN_PRINTABLE)
    {
      g_autoptr(GError) error = g_error_new_literal (GTK_PRINT_ERROR, GTK_PRINT_ERROR_GENERAL,
                                                     _("The printable area of the paper is too small for a scoresheet."));

      balut_show_error_dialog (self->parent, _("Could not print the scoresheet"), error);
      self->error_shown = TRUE;
      gtk_print_operation_cancel (operation);
      return;
    }

  gtk_print_operation_set_n_pages (operation,
                                   (int) balut_sheet_document_get_n_pages (self->document, width, height));
}

static void
balut_print_operation_draw_page (GtkPrintOperation *operation,
                                 GtkPrintContext   *context,
                                 int                page_nr)
{
  BalutPrintOperation *self = BALUT_PRINT_OPERATION (operation);
  double width = gtk_print_context_get_width (context);
  double height = gtk_print_context_get_height (context);

  /* use_full_page is TRUE: 0, 0 is the corner of the paper */
  if (page_nr >= 0 && (guint) page_nr < balut_sheet_document_get_n_pages (self->document, width, height))
    balut_sheet_document_draw_page (self->document, gtk_print_context_get_cairo_context (context),
                                    (guint) page_nr, width, height);
}

static gboolean
balut_print_operation_preview (GtkPrintOperation        *operation,
                               GtkPrintOperationPreview *preview,
                               GtkPrintContext          *context,
                               GtkWindow                *parent)
{
  BalutPrintOperation *self = BALUT_PRINT_OPERATION (operation);

  balut_print_preview_new (self, context, parent != NULL ? parent : self->parent);
  return TRUE;
}

static void
remember_settings (GtkPrintOperation *operation)
{
  GtkPrintSettings *settings = gtk_print_operation_get_print_settings (operation);
  GtkPageSetup *setup = gtk_print_operation_get_default_page_setup (operation);

  if (settings != NULL)
    {
      g_clear_object (&session_settings);
      session_settings = gtk_print_settings_copy (settings);
    }
  if (setup != NULL)
    {
      g_clear_object (&session_page_setup);
      session_page_setup = gtk_page_setup_copy (setup);
    }
}

static void
balut_print_operation_done (GtkPrintOperation       *operation,
                            GtkPrintOperationResult  result)
{
  BalutPrintOperation *self = BALUT_PRINT_OPERATION (operation);

  if (result == GTK_PRINT_OPERATION_RESULT_APPLY)
    remember_settings (operation);

  if (result == GTK_PRINT_OPERATION_RESULT_ERROR && self->report_errors && !self->error_shown)
    {
      g_autoptr(GError) error = NULL;

      gtk_print_operation_get_error (operation, &error);
      if (error == NULL)
        error = g_error_new_literal (GTK_PRINT_ERROR, GTK_PRINT_ERROR_GENERAL, _("The printing system failed."));
      balut_show_error_dialog (self->parent, _("Could not print the scoresheet"), error);
      self->error_shown = TRUE;
    }
}

static void
balut_print_operation_dispose (GObject *object)
{
  BalutPrintOperation *self = BALUT_PRINT_OPERATION (object);

  g_clear_object (&self->document);
  g_clear_weak_pointer (&self->parent);

  G_OBJECT_CLASS (balut_print_operation_parent_class)->dispose (object);
}

static void
balut_print_operation_class_init (BalutPrintOperationClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkPrintOperationClass *operation_class = GTK_PRINT_OPERATION_CLASS (klass);

  object_class->dispose = balut_print_operation_dispose;

  operation_class->begin_print = balut_print_operation_begin_print;
  operation_class->draw_page = balut_print_operation_draw_page;
  operation_class->preview = balut_print_operation_preview;
  operation_class->done = balut_print_operation_done;
}

static void
balut_print_operation_init (BalutPrintOperation *self)
{
}

/**
 * balut_print_operation_new:
 * @document: the sheet to print
 * @page_setup: (nullable): the paper; %NULL for the one last chosen in
 *   this session, else the locale's
 *
 * Returns: (transfer full): a print operation of @document, with the
 *   print settings last chosen in this session
 */
BalutPrintOperation *
balut_print_operation_new (BalutSheetDocument *document,
                           GtkPageSetup       *page_setup)
{
  BalutPrintOperation *self;
  g_autoptr(GtkPrintSettings) settings = NULL;
  g_autoptr(GtkPageSetup) setup = NULL;
  g_autofree char *job_name = NULL;

  g_return_val_if_fail (BALUT_IS_SHEET_DOCUMENT (document), NULL);
  g_return_val_if_fail (page_setup == NULL || GTK_IS_PAGE_SETUP (page_setup), NULL);

  self = g_object_new (BALUT_TYPE_PRINT_OPERATION, NULL);
  self->document = g_object_ref (document);

  job_name = balut_sheet_document_dup_title (document);
  settings = balut_print_dup_settings ();
  gtk_print_settings_set (settings, GTK_PRINT_SETTINGS_OUTPUT_BASENAME,
                          balut_sheet_document_is_filled (document) ? "balut-game" : "balut-scoresheet");
  setup = page_setup != NULL ? gtk_page_setup_copy (page_setup) : balut_print_dup_page_setup ();

  gtk_print_operation_set_job_name (GTK_PRINT_OPERATION (self), job_name);
  gtk_print_operation_set_print_settings (GTK_PRINT_OPERATION (self), settings);
  gtk_print_operation_set_default_page_setup (GTK_PRINT_OPERATION (self), setup);
  gtk_print_operation_set_embed_page_setup (GTK_PRINT_OPERATION (self), TRUE);
  /* The whole sheet, paper corner at 0, 0: the renderer keeps its own
   * 10 mm margin, wider than printers' unprintable edges, and a printed
   * page is laid out exactly like the exported file of the same paper. */
  gtk_print_operation_set_use_full_page (GTK_PRINT_OPERATION (self), TRUE);
  gtk_print_operation_set_unit (GTK_PRINT_OPERATION (self), GTK_UNIT_POINTS);

  return self;
}

/**
 * balut_print_operation_get_document:
 *
 * Returns: (transfer none): the sheet printed
 */
BalutSheetDocument *
balut_print_operation_get_document (BalutPrintOperation *self)
{
  g_return_val_if_fail (BALUT_IS_PRINT_OPERATION (self), NULL);
  return self->document;
}

/**
 * balut_print_sheet_run:
 * @parent: (nullable): the window the dialogs belong to
 * @document: the sheet to print
 * @page_setup: (nullable): the paper; %NULL for the session's
 * @action: what to do: with %GTK_PRINT_OPERATION_ACTION_PRINT_DIALOG or
 *   %GTK_PRINT_OPERATION_ACTION_PREVIEW the operation goes on after this
 *   returns and shows its errors in a dialog; otherwise it is finished
 *   when this returns
 * @export_filename: (nullable): the PDF file written by
 *   %GTK_PRINT_OPERATION_ACTION_EXPORT
 * @error: (nullable): the error of an operation finished here; with
 *   %NULL, the error is shown in a dialog
 *
 * Returns: what gtk_print_operation_run() returned
 */
GtkPrintOperationResult
balut_print_sheet_run (GtkWindow                *parent,
                       BalutSheetDocument       *document,
                       GtkPageSetup             *page_setup,
                       GtkPrintOperationAction   action,
                       const char               *export_filename,
                       GError                  **error)
{
  g_autoptr(BalutPrintOperation) operation = NULL;
  g_autoptr(GError) local_error = NULL;
  GtkPrintOperationResult result;
  gboolean async = action == GTK_PRINT_OPERATION_ACTION_PRINT_DIALOG
                   || action == GTK_PRINT_OPERATION_ACTION_PREVIEW;

  g_return_val_if_fail (parent == NULL || GTK_IS_WINDOW (parent), GTK_PRINT_OPERATION_RESULT_ERROR);
  g_return_val_if_fail (BALUT_IS_SHEET_DOCUMENT (document), GTK_PRINT_OPERATION_RESULT_ERROR);
  g_return_val_if_fail (action != GTK_PRINT_OPERATION_ACTION_EXPORT || export_filename != NULL,
                        GTK_PRINT_OPERATION_RESULT_ERROR);
  g_return_val_if_fail (error == NULL || *error == NULL, GTK_PRINT_OPERATION_RESULT_ERROR);

  operation = balut_print_operation_new (document, page_setup);
  g_set_weak_pointer (&operation->parent, parent);
  operation->report_errors = async;
  gtk_print_operation_set_allow_async (GTK_PRINT_OPERATION (operation), async);
  if (export_filename != NULL)
    gtk_print_operation_set_export_filename (GTK_PRINT_OPERATION (operation), export_filename);

  /* GTK keeps the operation alive while it runs (in the print dialog,
   * while printing, or through the preview window) */
  result = gtk_print_operation_run (GTK_PRINT_OPERATION (operation), action, parent, &local_error);

  /* the caller who does not take the error leaves it to the user */
  if (result == GTK_PRINT_OPERATION_RESULT_ERROR && (async || error == NULL) && !operation->error_shown)
    {
      if (local_error == NULL)
        local_error = g_error_new_literal (GTK_PRINT_ERROR, GTK_PRINT_ERROR_GENERAL, _("The printing system failed."));
      balut_show_error_dialog (parent, _("Could not print the scoresheet"), local_error);
      operation->error_shown = TRUE;
    }

  if (local_error != NULL)
    g_propagate_error (error, g_steal_pointer (&local_error));
  return result;
}

/**
 * balut_print_sheet:
 * @parent: (nullable): the window the print dialog belongs to
 * @document: the sheet to print
 *
 * Opens the print dialog for @document, on the paper last chosen in this
 * session (else the locale's). Errors are shown in a dialog.
 */
void
balut_print_sheet (GtkWindow          *parent,
                   BalutSheetDocument *document)
{
  g_return_if_fail (parent == NULL || GTK_IS_WINDOW (parent));
  g_return_if_fail (BALUT_IS_SHEET_DOCUMENT (document));

  balut_print_sheet_run (parent, document, NULL, GTK_PRINT_OPERATION_ACTION_PRINT_DIALOG, NULL, NULL);
}

/* ------------------------------------------------------------ preview */

static void
update_page (BalutPrintPreview *self)
{
  g_autofree char *text = NULL;
  guint n_pages = self->pages->len;

  if (n_pages == 0)
    return;

  self->current = MIN (self->current, n_pages - 1);
  balut_page_preview_set_recording (self->page_preview,
                                    g_ptr_array_index (self->pages, self->current),
                                    g_array_index (self->sizes, double, 2 * self->current),
                                    g_array_index (self->sizes, double, 2 * self->current + 1));

  /* Translators: the page shown in the print preview */
  text = g_strdup_printf (_("Page %u of %u"), self->current + 1, n_pages);
  gtk_label_set_text (self->page_label, text);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->page_preview),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, text,
                                  -1);
  gtk_widget_set_visible (self->navigation, n_pages > 1);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "preview.previous-page", self->current > 0);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "preview.next-page", self->current + 1 < n_pages);
}

static void
got_page_size_cb (GtkPrintOperationPreview *preview,
                  GtkPrintContext          *context,
                  GtkPageSetup             *page_setup,
                  BalutPrintPreview        *self)
{
  self->paper_width = gtk_page_setup_get_paper_width (page_setup, GTK_UNIT_POINTS);
  self->paper_height = gtk_page_setup_get_paper_height (page_setup, GTK_UNIT_POINTS);
}

/* The operation has paginated: draw every page to be printed. */
static void
ready_cb (GtkPrintOperationPreview *preview,
          GtkPrintContext          *context,
          BalutPrintPreview        *self)
{
  int n_pages = 0;

  g_object_get (preview, "n-pages", &n_pages, NULL);

  for (int page = 0; page < n_pages; page++)
    {
      cairo_surface_t *recording;
      cairo_t *cr;

      if (!gtk_print_operation_preview_is_selected (preview, page))
        continue;

      self->paper_width = self->paper_height = 0;
      recording = cairo_recording_surface_create (CAIRO_CONTENT_COLOR_ALPHA, NULL);
      cr = cairo_create (recording);
      /* in points: the operation's unit */
      gtk_print_context_set_cairo_context (context, cr, 72, 72);
      gtk_print_operation_preview_render_page (preview, page);
      cairo_destroy (cr);

      if (self->paper_width <= 0 || self->paper_height <= 0)
        {
          GtkPageSetup *setup = gtk_print_context_get_page_setup (context);

          self->paper_width = gtk_page_setup_get_paper_width (setup, GTK_UNIT_POINTS);
          self->paper_height = gtk_page_setup_get_paper_height (setup, GTK_UNIT_POINTS);
        }
      g_ptr_array_add (self->pages, recording);
      g_array_append_val (self->sizes, self->paper_width);
      g_array_append_val (self->sizes, self->paper_height);
    }

  if (self->pages->len == 0)
    {
      /* no page selected: nothing to show */
      gtk_window_destroy (GTK_WINDOW (self));
      return;
    }

  self->current = 0;
  update_page (self);
  gtk_window_present (GTK_WINDOW (self));
}

static void
end_preview (BalutPrintPreview *self)
{
  g_autoptr(BalutPrintOperation) operation = g_steal_pointer (&self->operation);

  if (operation == NULL)
    return;

  g_signal_handlers_disconnect_by_data (operation, self);
  gtk_print_operation_preview_end_preview (GTK_PRINT_OPERATION_PREVIEW (operation));
}

static void
print_action (GtkWidget  *widget,
              const char *action_name,
              GVariant   *parameter)
{
  BalutPrintPreview *self = BALUT_PRINT_PREVIEW (widget);
  g_autoptr(BalutSheetDocument) document = NULL;
  g_autoptr(GtkWindow) parent = NULL;

  if (self->operation == NULL)
    return;

  document = g_object_ref (self->operation->document);
  if (gtk_window_get_transient_for (GTK_WINDOW (self)) != NULL)
    parent = g_object_ref (gtk_window_get_transient_for (GTK_WINDOW (self)));

  /* the preview ends first: its settings become the session's */
  gtk_window_destroy (GTK_WINDOW (self));
  balut_print_sheet (parent, document);
}

static void
previous_page_action (GtkWidget  *widget,
                      const char *action_name,
                      GVariant   *parameter)
{
  BalutPrintPreview *self = BALUT_PRINT_PREVIEW (widget);

  if (self->current > 0)
    balut_print_preview_set_page (self, self->current - 1);
}

static void
next_page_action (GtkWidget  *widget,
                  const char *action_name,
                  GVariant   *parameter)
{
  BalutPrintPreview *self = BALUT_PRINT_PREVIEW (widget);

  balut_print_preview_set_page (self, self->current + 1);
}

static void
balut_print_preview_dispose (GObject *object)
{
  BalutPrintPreview *self = BALUT_PRINT_PREVIEW (object);

  end_preview (self);
  g_clear_object (&self->context);
  g_clear_pointer (&self->pages, g_ptr_array_unref);
  g_clear_pointer (&self->sizes, g_array_unref);

  G_OBJECT_CLASS (balut_print_preview_parent_class)->dispose (object);
}

static void
balut_print_preview_class_init (BalutPrintPreviewClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = balut_print_preview_dispose;

  gtk_widget_class_install_action (widget_class, "preview.print", NULL, print_action);
  gtk_widget_class_install_action (widget_class, "preview.previous-page", NULL, previous_page_action);
  gtk_widget_class_install_action (widget_class, "preview.next-page", NULL, next_page_action);

  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Escape, 0, "window.close", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_p, GDK_CONTROL_MASK, "preview.print", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Page_Up, 0, "preview.previous-page", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Page_Down, 0, "preview.next-page", NULL);
}

static GtkWidget *
icon_button_new (const char *icon_name,
                 const char *action_name,
                 const char *label)
{
  GtkWidget *button = gtk_button_new_from_icon_name (icon_name);

  gtk_actionable_set_action_name (GTK_ACTIONABLE (button), action_name);
  gtk_widget_set_tooltip_text (button, label);
  gtk_accessible_update_property (GTK_ACCESSIBLE (button),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, label,
                                  -1);
  return button;
}

static void
balut_print_preview_init (BalutPrintPreview *self)
{
  GtkWidget *header, *close_button, *print_button, *box, *previous, *next;

  self->pages = g_ptr_array_new_with_free_func ((GDestroyNotify) cairo_surface_destroy);
  self->sizes = g_array_new (FALSE, FALSE, sizeof (double));

  gtk_window_set_title (GTK_WINDOW (self), _("Print Preview"));
  gtk_window_set_default_size (GTK_WINDOW (self), 600, 760);

  header = gtk_header_bar_new ();
  gtk_header_bar_set_show_title_buttons (GTK_HEADER_BAR (header), FALSE);
  close_button = gtk_button_new_with_mnemonic (_("_Close"));
  gtk_actionable_set_action_name (GTK_ACTIONABLE (close_button), "window.close");
  gtk_header_bar_pack_start (GTK_HEADER_BAR (header), close_button);
  print_button = gtk_button_new_with_mnemonic (_("_Print…"));
  gtk_actionable_set_action_name (GTK_ACTIONABLE (print_button), "preview.print");
  gtk_widget_set_tooltip_text (print_button, _("Choose a printer and print (Ctrl+P)"));
  gtk_widget_add_css_class (print_button, "suggested-action");
  gtk_header_bar_pack_end (GTK_HEADER_BAR (header), print_button);
  gtk_window_set_titlebar (GTK_WINDOW (self), header);

  box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 6);
  gtk_widget_set_margin_top (box, 6);
  gtk_widget_set_margin_bottom (box, 12);
  gtk_widget_set_margin_start (box, 12);
  gtk_widget_set_margin_end (box, 12);

  self->page_preview = BALUT_PAGE_PREVIEW (balut_page_preview_new ());
  gtk_widget_set_vexpand (GTK_WIDGET (self->page_preview), TRUE);
  gtk_widget_set_hexpand (GTK_WIDGET (self->page_preview), TRUE);
  gtk_box_append (GTK_BOX (box), GTK_WIDGET (self->page_preview));

  self->navigation = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 12);
  gtk_widget_set_halign (self->navigation, GTK_ALIGN_CENTER);
  previous = icon_button_new ("go-previous-symbolic", "preview.previous-page", _("Previous Page"));
  next = icon_button_new ("go-next-symbolic", "preview.next-page", _("Next Page"));
  self->page_label = GTK_LABEL (gtk_label_new (NULL));
  gtk_widget_add_css_class (GTK_WIDGET (self->page_label), "numeric");
  gtk_box_append (GTK_BOX (self->navigation), previous);
  gtk_box_append (GTK_BOX (self->navigation), GTK_WIDGET (self->page_label));
  gtk_box_append (GTK_BOX (self->navigation), next);
  gtk_box_append (GTK_BOX (box), self->navigation);

  gtk_window_set_child (GTK_WINDOW (self), box);
  gtk_window_set_default_widget (GTK_WINDOW (self), print_button);
}

static BalutPrintPreview *
balut_print_preview_new (BalutPrintOperation *operation,
                         GtkPrintContext     *context,
                         GtkWindow           *parent)
{
  BalutPrintPreview *self = g_object_new (BALUT_TYPE_PRINT_PREVIEW, NULL);
  cairo_surface_t *surface;
  cairo_t *cr;

  g_assert (BALUT_IS_PRINT_OPERATION (operation));

  self->operation = g_object_ref (operation);
  self->context = g_object_ref (context);
  if (parent != NULL)
    {
      gtk_window_set_transient_for (GTK_WINDOW (self), parent);
      gtk_window_set_modal (GTK_WINDOW (self), TRUE);
      gtk_window_set_destroy_with_parent (GTK_WINDOW (self), TRUE);
    }

  /* GtkPrintOperation requires a cairo context before it paginates;
   * each page gets its own when it is drawn. */
  surface = cairo_recording_surface_create (CAIRO_CONTENT_COLOR_ALPHA, NULL);
  cr = cairo_create (surface);
  gtk_print_context_set_cairo_context (context, cr, 72, 72);
  cairo_destroy (cr);
  cairo_surface_destroy (surface);

  g_signal_connect_object (operation, "got-page-size", G_CALLBACK (got_page_size_cb), self, 0);
  g_signal_connect_object (operation, "ready", G_CALLBACK (ready_cb), self, 0);

  return self;
}

/**
 * balut_print_preview_get_n_pages:
 *
 * Returns: how many pages the preview shows (the pages to be printed)
 */
guint
balut_print_preview_get_n_pages (BalutPrintPreview *self)
{
  g_return_val_if_fail (BALUT_IS_PRINT_PREVIEW (self), 0);
  return self->pages->len;
}

guint
balut_print_preview_get_page (BalutPrintPreview *self)
{
  g_return_val_if_fail (BALUT_IS_PRINT_PREVIEW (self), 0);
  return self->current;
}

void
balut_print_preview_set_page (BalutPrintPreview *self,
                              guint              page)
{
  g_return_if_fail (BALUT_IS_PRINT_PREVIEW (self));

  if (page >= self->pages->len)
    return;
  self->current = page;
  update_page (self);
}

/**
 * balut_print_preview_get_page_preview:
 *
 * Returns: (transfer none): the #BalutPagePreview showing the page
 */
GtkWidget *
balut_print_preview_get_page_preview (BalutPrintPreview *self)
{
  g_return_val_if_fail (BALUT_IS_PRINT_PREVIEW (self), NULL);
  return GTK_WIDGET (self->page_preview);
}

/* ------------------------------------------------- session and sheets */

/**
 * balut_print_page_setup_new:
 *
 * Returns: (transfer full): @paper with the printer's usual margins
 */
GtkPageSetup *
balut_print_page_setup_new (BalutPaper paper,
                            gboolean   landscape)
{
  GtkPageSetup *setup = gtk_page_setup_new ();
  GtkPaperSize *size = gtk_paper_size_new (paper == BALUT_PAPER_LETTER ? GTK_PAPER_NAME_LETTER : GTK_PAPER_NAME_A4);

  gtk_page_setup_set_paper_size_and_default_margins (setup, size);
  gtk_page_setup_set_orientation (setup, landscape ? GTK_PAGE_ORIENTATION_LANDSCAPE : GTK_PAGE_ORIENTATION_PORTRAIT);
  gtk_paper_size_free (size);
  return setup;
}

/**
 * balut_print_dup_page_setup:
 *
 * Returns: (transfer full): the page setup last chosen in this session,
 *   else the paper of the locale (gtk_paper_size_get_default())
 */
GtkPageSetup *
balut_print_dup_page_setup (void)
{
  if (session_page_setup != NULL)
    return gtk_page_setup_copy (session_page_setup);
  return default_page_setup_new ();
}

/**
 * balut_print_dup_settings:
 *
 * Returns: (transfer full): the print settings last chosen in this
 *   session, or new ones
 */
GtkPrintSettings *
balut_print_dup_settings (void)
{
  if (session_settings != NULL)
    return gtk_print_settings_copy (session_settings);
  return gtk_print_settings_new ();
}

/* A game's sheets are worth printing once it has begun. */
gboolean
balut_print_game_is_printable (BalutGame *game)
{
  g_return_val_if_fail (game == NULL || BALUT_IS_GAME (game), FALSE);

  return game != NULL
         && balut_game_get_n_players (game) > 0
         && (balut_game_is_started (game) || balut_game_is_finished (game));
}

/**
 * balut_print_get_default_variant:
 * @game: (nullable): the game in the window
 * @settings: (nullable): the application's settings
 *
 * Returns: the game's variant, else the last new game's
 */
BalutVariant
balut_print_get_default_variant (BalutGame *game,
                                 GSettings *settings)
{
  g_return_val_if_fail (game == NULL || BALUT_IS_GAME (game), BALUT_VARIANT_STANDARD);
  g_return_val_if_fail (settings == NULL || G_IS_SETTINGS (settings), BALUT_VARIANT_STANDARD);

  if (game != NULL)
    return balut_game_get_variant (game);

  if (settings != NULL)
    {
      g_autofree char *id = g_settings_get_string (settings, "variant");
      BalutVariant variant;

      if (balut_variant_from_string (id, &variant))
        return variant;
    }

  return BALUT_VARIANT_STANDARD;
}

/**
 * balut_print_new_blank_document:
 * @variant: the variant of the sheet
 * @game: (nullable): the game whose players' names the sheet gets
 * @settings: (nullable): without a game, the last new game's players
 *   come from here
 *
 * Returns: (transfer full): a blank sheet with the players' names and a
 *   line to write the date on
 */
BalutSheetDocument *
balut_print_new_blank_document (BalutVariant  variant,
                                BalutGame    *game,
                                GSettings    *settings)
{
  g_autoptr(GPtrArray) names = g_ptr_array_new_with_free_func (g_free);

  g_return_val_if_fail (variant < BALUT_N_VARIANTS, NULL);
  g_return_val_if_fail (game == NULL || BALUT_IS_GAME (game), NULL);
  g_return_val_if_fail (settings == NULL || G_IS_SETTINGS (settings), NULL);

  if (game != NULL && balut_game_get_n_players (game) > 0)
    {
      for (guint i = 0; i < balut_game_get_n_players (game) && names->len < BALUT_SHEET_MAX_PLAYERS; i++)
        g_ptr_array_add (names, g_strdup (balut_player_get_name (balut_game_get_player (game, i))));
    }
  else if (settings != NULL)
    {
      g_auto(GStrv) saved = g_settings_get_strv (settings, "player-names");

      for (guint i = 0; saved[i] != NULL && names->len < BALUT_SHEET_MAX_PLAYERS; i++)
        g_ptr_array_add (names, g_utf8_make_valid (saved[i], -1));
    }

  g_ptr_array_add (names, NULL);
  return balut_sheet_document_new_blank (variant, MAX (1, names->len - 1),
                                         (const char * const *) names->pdata);
}

/**
 * balut_print_new_game_document:
 * @game: a game
 *
 * Returns: (transfer full): the sheets of @game as they stand, dated today
 */
BalutSheetDocument *
balut_print_new_game_document (BalutGame *game)
{
  BalutSheetDocument *document;
  g_autoptr(GDateTime) today = g_date_time_new_now_local ();

  g_return_val_if_fail (BALUT_IS_GAME (game), NULL);
  g_return_val_if_fail (balut_game_get_n_players (game) > 0, NULL);

  document = balut_sheet_document_new_for_game (game);
  balut_sheet_document_set_date (document, today);
  return document;
}
