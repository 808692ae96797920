/* balut-export-dialog.c — choose a scoresheet, see it, print it or save
 * it as PDF or SVG
 *
 * The preview is the sheet's own renderer drawing page by page at the
 * chosen paper size: the file and the paper show the same drawing.
 *
 * SPDX-FileCopyrightText: 2026 The Balut developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gi18n.h>

#include "balut-export-dialog.h"
#include "balut-page-preview.h"
#include "balut-print.h"
#include "balut-widgets.h"

struct _BalutExportDialog
{
  GtkWindow             parent_instance;

  BalutGame            *game;          /* NULL: no game, only blank sheets */
  GDateTime            *game_date;     /* when the game was played; NULL: today */
  GSettings            *settings;
  BalutSheetDocument   *document;
  guint                 page;
  guint                 n_pages;
  gboolean              updating;
  GtkFileChooserNative *chooser;
  GtkFileFilter        *svg_filter;    /* owned by the chooser */

  /* template children */
  GtkCheckButton       *blank_check;
  GtkCheckButton       *game_check;
  GtkCheckButton       *landscape_check;
  GtkDropDown          *layout_dropdown;
  GtkWidget            *navigation_box;
  GtkWidget            *next_button;
  BalutPagePreview     *page_preview;
  GtkLabel             *page_label;
  GtkDropDown          *paper_dropdown;
  GtkCheckButton       *portrait_check;
  GtkWidget            *previous_button;
  GtkLabel             *summary_label;
  GtkDropDown          *variant_dropdown;
};

G_DEFINE_FINAL_TYPE (BalutExportDialog, balut_export_dialog, GTK_TYPE_WINDOW)

static gboolean
wants_game (BalutExportDialog *self)
{
  return balut_print_game_is_printable (self->game)
         && gtk_check_button_get_active (self->game_check);
}

static void
get_paper_size (BalutExportDialog *self,
                double            *width,
                double            *height)
{
  BalutPaper paper;
  gboolean landscape;

  balut_export_dialog_get_paper (self, &paper, &landscape);
  balut_paper_get_size (paper, landscape, width, height);
}

static void
update_preview (BalutExportDialog *self)
{
  g_autofree char *page_text = NULL;
  g_autofree char *summary = NULL;
  double width, height;

  get_paper_size (self, &width, &height);
  self->n_pages = balut_sheet_document_get_n_pages (self->document, width, height);
  self->page = MIN (self->page, self->n_pages - 1);

  balut_page_preview_set_document (self->page_preview, self->document, self->page, width, height);

  /* Translators: the page shown in the preview of a scoresheet */
  page_text = g_strdup_printf (_("Page %u of %u"), self->page + 1, self->n_pages);
  gtk_label_set_text (self->page_label, page_text);
  gtk_widget_set_visible (self->navigation_box, self->n_pages > 1);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "export.previous-page", self->page > 0);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "export.next-page", self->page + 1 < self->n_pages);

  {
    /* Translators: the accessible name of the scoresheet's preview */
    g_autofree char *a11y = g_strdup_printf (_("Preview, page %u of %u"), self->page + 1, self->n_pages);

    gtk_accessible_update_property (GTK_ACCESSIBLE (self->page_preview),
                                    GTK_ACCESSIBLE_PROPERTY_LABEL, a11y,
                                    -1);
  }

  if (self->n_pages > 1)
    summary = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                            "%u page. Saved as SVG, each page goes to a file of its own.",
                                            "%u pages. Saved as SVG, each page goes to a file of its own.",
                                            self->n_pages),
                               self->n_pages);
  else
    summary = g_strdup (_("1 page."));
  gtk_label_set_text (self->summary_label, summary);
}

static void
rebuild_document (BalutExportDialog *self)
{
  gboolean game = wants_game (self);
  BalutSheetLayout layout = gtk_drop_down_get_selected (self->layout_dropdown) == 1
                            ? BALUT_SHEET_LAYOUT_ONE_PER_PAGE
                            : BALUT_SHEET_LAYOUT_COLUMNS;

  g_clear_object (&self->document);

  if (game)
    {
      self->document = balut_print_new_game_document (self->game);
      if (self->game_date != NULL)
        balut_sheet_document_set_date (self->document, self->game_date);
      /* the game's own variant, shown but not to be chosen */
      self->updating = TRUE;
      gtk_drop_down_set_selected (self->variant_dropdown, balut_game_get_variant (self->game));
      self->updating = FALSE;
    }
  else
    {
      BalutVariant variant = balut_variant_dropdown_get_selected (self->variant_dropdown);

      self->document = balut_print_new_blank_document (variant, self->game, self->settings);
    }
  balut_sheet_document_set_layout (self->document, layout);

  gtk_widget_set_sensitive (GTK_WIDGET (self->variant_dropdown), !game);
  /* one player looks the same either way */
  gtk_widget_set_sensitive (GTK_WIDGET (self->layout_dropdown),
                            balut_sheet_document_get_n_players (self->document) > 1);

  update_preview (self);
}

static void
options_changed_cb (BalutExportDialog *self)
{
  if (self->updating || self->document == NULL)
    return;
  rebuild_document (self);
}

static void
check_toggled_cb (BalutExportDialog *self,
                  GtkCheckButton    *button)
{
  /* a radio group toggles twice: act on the button turned on */
  if (gtk_check_button_get_active (button))
    options_changed_cb (self);
}

static void
set_page (BalutExportDialog *self,
          guint              page)
{
  if (page >= self->n_pages || page == self->page)
    return;
  self->page = page;
  update_preview (self);
}

static void
previous_page_action (GtkWidget  *widget,
                      const char *action_name,
                      GVariant   *parameter)
{
  BalutExportDialog *self = BALUT_EXPORT_DIALOG (widget);

  if (self->page > 0)
    set_page (self, self->page - 1);
}

static void
next_page_action (GtkWidget  *widget,
                  const char *action_name,
                  GVariant   *parameter)
{
  BalutExportDialog *self = BALUT_EXPORT_DIALOG (widget);

  set_page (self, self->page + 1);
}

static void
print_action (GtkWidget  *widget,
              const char *action_name,
              GVariant   *parameter)
{
  BalutExportDialog *self = BALUT_EXPORT_DIALOG (widget);
  g_autoptr(GtkPageSetup) setup = NULL;
  BalutPaper paper;
  gboolean landscape;

  balut_export_dialog_get_paper (self, &paper, &landscape);
  setup = balut_print_page_setup_new (paper, landscape);
  balut_print_sheet_run (GTK_WINDOW (self), self->document, setup,
                         GTK_PRINT_OPERATION_ACTION_PRINT_DIALOG, NULL, NULL);
}

static char *
dup_default_filename (BalutExportDialog *self)
{
  if (balut_sheet_document_is_filled (self->document))
    {
      g_autoptr(GDateTime) today = g_date_time_new_now_local ();
      g_autofree char *date = g_date_time_format (self->game_date != NULL ? self->game_date : today, "%Y-%m-%d");

      return g_strdup_printf ("balut-game-%s.pdf", date);
    }
  return g_strdup ("balut-scoresheet.pdf");
}

static void
save_response_cb (BalutExportDialog *self,
                  int                response,
                  GtkNativeDialog   *dialog)
{
  g_autoptr(GtkFileChooserNative) chooser = g_steal_pointer (&self->chooser);
  g_autoptr(GFile) file = NULL;
  g_autofree char *basename = NULL;
  BalutSheetFormat format;

  g_signal_handlers_disconnect_by_data (chooser, self);

  if (response != GTK_RESPONSE_ACCEPT)
    return;

  file = gtk_file_chooser_get_file (GTK_FILE_CHOOSER (chooser));
  if (file == NULL)
    return;

  /* a name without .pdf or .svg: the format of the chosen filter */
  basename = g_file_get_basename (file);
  if (basename != NULL && !balut_sheet_format_for_filename (basename, &format)
      && gtk_file_chooser_get_filter (GTK_FILE_CHOOSER (chooser)) == self->svg_filter)
    {
      g_autofree char *name = g_strconcat (basename, ".svg", NULL);
      g_autoptr(GFile) parent = g_file_get_parent (file);

      if (parent != NULL)
        g_set_object (&file, g_file_get_child (parent, name));
    }

  balut_export_dialog_save_to (self, file);
}

static void
save_action (GtkWidget  *widget,
             const char *action_name,
             GVariant   *parameter)
{
  BalutExportDialog *self = BALUT_EXPORT_DIALOG (widget);
  g_autoptr(GtkFileFilter) pdf_filter = gtk_file_filter_new ();
  g_autoptr(GtkFileFilter) svg_filter = gtk_file_filter_new ();
  g_autofree char *name = dup_default_filename (self);
  const char *documents = g_get_user_special_dir (G_USER_DIRECTORY_DOCUMENTS);

  if (self->chooser != NULL)
    {
      gtk_native_dialog_show (GTK_NATIVE_DIALOG (self->chooser));
      return;
    }

  self->chooser = gtk_file_chooser_native_new (_("Save Scoresheet"), GTK_WINDOW (self),
                                               GTK_FILE_CHOOSER_ACTION_SAVE,
                                               _("_Save"), _("_Cancel"));
  gtk_native_dialog_set_modal (GTK_NATIVE_DIALOG (self->chooser), TRUE);

  gtk_file_filter_set_name (pdf_filter, _("PDF document"));
  gtk_file_filter_add_mime_type (pdf_filter, "application/pdf");
  gtk_file_filter_add_suffix (pdf_filter, "pdf");
  gtk_file_filter_set_name (svg_filter, _("SVG image (one file per page)"));
  gtk_file_filter_add_mime_type (svg_filter, "image/svg+xml");
  gtk_file_filter_add_suffix (svg_filter, "svg");
  gtk_file_chooser_add_filter (GTK_FILE_CHOOSER (self->chooser), pdf_filter);
  gtk_file_chooser_add_filter (GTK_FILE_CHOOSER (self->chooser), svg_filter);
  gtk_file_chooser_set_filter (GTK_FILE_CHOOSER (self->chooser), pdf_filter);
  self->svg_filter = svg_filter;

  if (documents != NULL && g_file_test (documents, G_FILE_TEST_IS_DIR))
    {
      g_autoptr(GFile) folder = g_file_new_for_path (documents);

      gtk_file_chooser_set_current_folder (GTK_FILE_CHOOSER (self->chooser), folder, NULL);
    }
  gtk_file_chooser_set_current_name (GTK_FILE_CHOOSER (self->chooser), name);

  g_signal_connect_object (self->chooser, "response", G_CALLBACK (save_response_cb),
                           self, G_CONNECT_SWAPPED);
  gtk_native_dialog_show (GTK_NATIVE_DIALOG (self->chooser));
}

static void
balut_export_dialog_dispose (GObject *object)
{
  BalutExportDialog *self = BALUT_EXPORT_DIALOG (object);

  if (self->chooser != NULL)
    {
      g_signal_handlers_disconnect_by_data (self->chooser, self);
      gtk_native_dialog_destroy (GTK_NATIVE_DIALOG (self->chooser));
      g_clear_object (&self->chooser);
    }
  self->svg_filter = NULL;
  g_clear_object (&self->document);
  g_clear_object (&self->game);
  g_clear_pointer (&self->game_date, g_date_time_unref);
  g_clear_object (&self->settings);

  gtk_widget_dispose_template (GTK_WIDGET (self), BALUT_TYPE_EXPORT_DIALOG);

  G_OBJECT_CLASS (balut_export_dialog_parent_class)->dispose (object);
}

static void
balut_export_dialog_class_init (BalutExportDialogClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = balut_export_dialog_dispose;

  g_type_ensure (BALUT_TYPE_PAGE_PREVIEW);

  gtk_widget_class_set_template_from_resource (widget_class, "/io/github/balut/Balut/balut-export-dialog.ui");
  gtk_widget_class_bind_template_child (widget_class, BalutExportDialog, blank_check);
  gtk_widget_class_bind_template_child (widget_class, BalutExportDialog, game_check);
  gtk_widget_class_bind_template_child (widget_class, BalutExportDialog, landscape_check);
  gtk_widget_class_bind_template_child (widget_class, BalutExportDialog, layout_dropdown);
  gtk_widget_class_bind_template_child (widget_class, BalutExportDialog, navigation_box);
  gtk_widget_class_bind_template_child (widget_class, BalutExportDialog, next_button);
  gtk_widget_class_bind_template_child (widget_class, BalutExportDialog, page_label);
  gtk_widget_class_bind_template_child (widget_class, BalutExportDialog, page_preview);
  gtk_widget_class_bind_template_child (widget_class, BalutExportDialog, paper_dropdown);
  gtk_widget_class_bind_template_child (widget_class, BalutExportDialog, portrait_check);
  gtk_widget_class_bind_template_child (widget_class, BalutExportDialog, previous_button);
  gtk_widget_class_bind_template_child (widget_class, BalutExportDialog, summary_label);
  gtk_widget_class_bind_template_child (widget_class, BalutExportDialog, variant_dropdown);
  gtk_widget_class_bind_template_callback (widget_class, check_toggled_cb);
  gtk_widget_class_bind_template_callback (widget_class, options_changed_cb);

  gtk_widget_class_install_action (widget_class, "export.print", NULL, print_action);
  gtk_widget_class_install_action (widget_class, "export.save", NULL, save_action);
  gtk_widget_class_install_action (widget_class, "export.previous-page", NULL, previous_page_action);
  gtk_widget_class_install_action (widget_class, "export.next-page", NULL, next_page_action);

  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Escape, 0, "window.close", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_p, GDK_CONTROL_MASK, "export.print", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_s, GDK_CONTROL_MASK, "export.save", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Page_Up, 0, "export.previous-page", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Page_Down, 0, "export.next-page", NULL);
}

static void
balut_export_dialog_init (BalutExportDialog *self)
{
  g_autoptr(GListModel) variants = balut_variant_list_new ();

  gtk_widget_init_template (GTK_WIDGET (self));

  self->updating = TRUE;
  gtk_drop_down_set_model (self->variant_dropdown, variants);
  self->updating = FALSE;
}

/**
 * balut_export_dialog_new:
 * @parent: the game window
 * @game: (nullable): the game in @parent
 * @settings: (nullable): the application's settings: without a game,
 *   blank sheets get the last new game's players
 *
 * Returns: (transfer none): a new dialog, not yet shown
 */
BalutExportDialog *
balut_export_dialog_new (GtkWindow *parent,
                         BalutGame *game,
                         GSettings *settings)
{
  BalutExportDialog *self;
  gboolean printable;

  g_return_val_if_fail (parent == NULL || GTK_IS_WINDOW (parent), NULL);
  g_return_val_if_fail (game == NULL || BALUT_IS_GAME (game), NULL);
  g_return_val_if_fail (settings == NULL || G_IS_SETTINGS (settings), NULL);

  self = g_object_new (BALUT_TYPE_EXPORT_DIALOG, "transient-for", parent, NULL);
  g_set_object (&self->game, game);
  g_set_object (&self->settings, settings);

  printable = balut_print_game_is_printable (game);

  self->updating = TRUE;
  gtk_widget_set_sensitive (GTK_WIDGET (self->game_check), printable);
  gtk_check_button_set_active (printable ? self->game_check : self->blank_check, TRUE);
  gtk_drop_down_set_selected (self->variant_dropdown, balut_print_get_default_variant (game, settings));
  gtk_drop_down_set_selected (self->paper_dropdown,
                              balut_print_get_default_paper () == BALUT_PAPER_LETTER ? 1 : 0);
  self->updating = FALSE;

  rebuild_document (self);

  return self;
}

/**
 * balut_export_dialog_get_document:
 *
 * Returns: (transfer none): the sheet as chosen: what the preview shows,
 *   the file gets and the printer prints
 */
BalutSheetDocument *
balut_export_dialog_get_document (BalutExportDialog *self)
{
  g_return_val_if_fail (BALUT_IS_EXPORT_DIALOG (self), NULL);
  return self->document;
}

/**
 * balut_export_dialog_get_preview:
 *
 * Returns: (transfer none): the #BalutPagePreview
 */
GtkWidget *
balut_export_dialog_get_preview (BalutExportDialog *self)
{
  g_return_val_if_fail (BALUT_IS_EXPORT_DIALOG (self), NULL);
  return GTK_WIDGET (self->page_preview);
}

void
balut_export_dialog_get_paper (BalutExportDialog *self,
                               BalutPaper        *paper,
                               gboolean          *landscape)
{
  g_return_if_fail (BALUT_IS_EXPORT_DIALOG (self));

  if (paper != NULL)
    *paper = gtk_drop_down_get_selected (self->paper_dropdown) == 1 ? BALUT_PAPER_LETTER : BALUT_PAPER_A4;
  if (landscape != NULL)
    *landscape = gtk_check_button_get_active (self->landscape_check);
}

guint
balut_export_dialog_get_n_pages (BalutExportDialog *self)
{
  g_return_val_if_fail (BALUT_IS_EXPORT_DIALOG (self), 0);
  return self->n_pages;
}

guint
balut_export_dialog_get_page (BalutExportDialog *self)
{
  g_return_val_if_fail (BALUT_IS_EXPORT_DIALOG (self), 0);
  return self->page;
}

/**
 * balut_export_dialog_export:
 * @self: the dialog
 * @filename: the file to write; its ending (.pdf or .svg) gives the
 *   format, and a name with neither gets .pdf
 * @written: (out) (optional): the name of the file written
 * @error: where to put the error
 *
 * Writes the sheet as chosen in the dialog: whole, or no file at all.
 *
 * Returns: whether the sheet was written
 */
gboolean
balut_export_dialog_export (BalutExportDialog  *self,
                            const char         *filename,
                            char              **written,
                            GError            **error)
{
  g_autofree char *name = NULL;
  BalutSheetFormat format;
  BalutPaper paper;
  gboolean landscape;

  g_return_val_if_fail (BALUT_IS_EXPORT_DIALOG (self), FALSE);
  g_return_val_if_fail (filename != NULL, FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  if (balut_sheet_format_for_filename (filename, &format))
    name = g_strdup (filename);
  else
    {
      name = g_strconcat (filename, ".pdf", NULL);
      format = BALUT_SHEET_FORMAT_PDF;
    }

  balut_export_dialog_get_paper (self, &paper, &landscape);
  if (!balut_sheet_document_export (self->document, name, format, paper, landscape, error))
    return FALSE;

  if (written != NULL)
    *written = g_steal_pointer (&name);
  return TRUE;
}

/**
 * balut_export_dialog_save_to:
 * @self: the dialog
 * @file: the file chosen to save the sheet in
 *
 * What the file chooser's Save does: writes the sheet and closes the
 * dialog, or says in a dialog why the sheet could not be written.
 *
 * Returns: whether the sheet was written (the dialog is then destroyed)
 */
gboolean
balut_export_dialog_save_to (BalutExportDialog *self,
                             GFile             *file)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *path = NULL;

  g_return_val_if_fail (BALUT_IS_EXPORT_DIALOG (self), FALSE);
  g_return_val_if_fail (G_IS_FILE (file), FALSE);

  path = g_file_get_path (file);
  if (path == NULL)
    g_set_error_literal (&error, G_IO_ERROR, G_IO_ERROR_NOT_SUPPORTED,
                         _("The sheet can only be saved in a local folder."));
  else
    balut_export_dialog_export (self, path, NULL, &error);

  if (error != NULL)
    {
      balut_show_error_dialog (GTK_WINDOW (self), _("Could not save the scoresheet"), error);
      return FALSE;
    }

  gtk_window_destroy (GTK_WINDOW (self));
  return TRUE;
}

/**
 * balut_export_dialog_set_game_date:
 * @self: an export dialog
 * @date: (nullable): when the game was played (a game from the history);
 *   %NULL for today
 *
 * The date printed on the game's sheet and in its default file name.
 */
void
balut_export_dialog_set_game_date (BalutExportDialog *self,
                                   GDateTime         *date)
{
  g_return_if_fail (BALUT_IS_EXPORT_DIALOG (self));

  if (date != NULL)
    g_date_time_ref (date);
  g_clear_pointer (&self->game_date, g_date_time_unref);
  self->game_date = date;
  rebuild_document (self);
}
