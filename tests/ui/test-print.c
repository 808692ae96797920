/* test-print.c — printing and exporting scoresheets from the real window
 *
 * SPDX-FileCopyrightText: 2026 The Balut developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The window's print actions and their menu items, the export dialog
 * (its preview drawn by the sheet's renderer, its files), the print
 * operation run without a dialog (GTK_PRINT_OPERATION_ACTION_EXPORT
 * writes a PDF) and the print preview window. PDF files are checked with
 * pdfinfo and pdftotext (poppler-utils), SVG files with librsvg.
 */

#include "config.h"

#include <string.h>

#include <glib/gstdio.h>
#include <librsvg/rsvg.h>

#include "balut-export-dialog.h"
#include "balut-page-preview.h"
#include "balut-print.h"
#include "ui-test-utils.h"

/* ------------------------------------------------------------------ */
/* Helpers                                                             */
/* ------------------------------------------------------------------ */

/* A throw and an entry for each player: every sheet has something. */
static void
play_one_round (BalutWindow *window,
                BalutGame   *game)
{
  for (guint i = 0; i < balut_game_get_n_players (game); i++)
    {
      BalutScoresheet *sheet = balut_player_get_sheet (balut_game_get_player (game, balut_game_get_current_player (game)));
      g_autoptr(GArray) legal = NULL;
      g_autoptr(GError) error = NULL;
      BalutBox box;

      gtk_widget_activate_action (GTK_WIDGET (window), "win.roll", NULL);
      g_assert_cmpuint (balut_game_get_n_throws (game), ==, 1);
      legal = balut_scoresheet_list_legal (sheet);
      box = g_array_index (legal, BalutBox, 0);
      g_assert_true (balut_game_enter (game, box.category, box.box, &error));
      g_assert_no_error (error);
    }
}

/* GtkPopoverMenu's items are GtkModelButtons (a private type) with a
 * "text" property */
static void
collect_items (GtkWidget  *root,
               GHashTable *found)
{
  if (g_str_equal (gtk_widget_get_css_name (root), "modelbutton")
      && g_object_class_find_property (G_OBJECT_GET_CLASS (root), "text") != NULL)
    {
      g_autofree char *text = NULL;

      g_object_get (root, "text", &text, NULL);
      if (text != NULL)
        g_hash_table_insert (found, ui_test_strip_mnemonic (text), root);
    }

  for (GtkWidget *child = gtk_widget_get_first_child (root); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    collect_items (child, found);
}

/* The primary menu's items, by the text they show */
static GHashTable *
get_menu_items (BalutWindow *window)
{
  GtkWidget *titlebar = gtk_window_get_titlebar (GTK_WINDOW (window));
  GtkWidget *menu_button = ui_test_find_widget (titlebar, GTK_TYPE_MENU_BUTTON);
  GHashTable *items = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  GtkPopover *popover;

  g_assert_nonnull (menu_button);
  popover = gtk_menu_button_get_popover (GTK_MENU_BUTTON (menu_button));
  g_assert_true (GTK_IS_POPOVER_MENU (popover));
  collect_items (GTK_WIDGET (popover), items);
  return items;
}

/* (the menu's items are looked up each time: the window rebuilds one to
 * move the Ctrl+P it shows) */
static void
assert_item (BalutWindow *window,
             const char  *text,
             gboolean     sensitive)
{
  g_autoptr(GHashTable) items = get_menu_items (window);
  GtkWidget *item = g_hash_table_lookup (items, text);

  if (item == NULL)
    g_error ("no menu item “%s”", text);
  if (gtk_widget_is_sensitive (item) != sensitive)
    g_error ("menu item “%s” is %s", text, sensitive ? "insensitive" : "sensitive");
}

/* The action of the menu item that shows Ctrl+P, or NULL */
static char *
dup_print_accel_action (GMenuModel *model)
{
  for (int i = 0; i < g_menu_model_get_n_items (model); i++)
    {
      g_autofree char *accel = NULL;
      g_autoptr(GMenuModel) section = g_menu_model_get_item_link (model, i, G_MENU_LINK_SECTION);

      if (section != NULL)
        {
          char *found = dup_print_accel_action (section);

          if (found != NULL)
            return found;
        }
      if (g_menu_model_get_item_attribute (model, i, "accel", "s", &accel) && g_str_equal (accel, "<Control>p"))
        {
          char *action = NULL;

          g_menu_model_get_item_attribute (model, i, G_MENU_ATTRIBUTE_ACTION, "s", &action);
          return action;
        }
    }
  return NULL;
}

/* Issue 27: the menu shows Ctrl+P on what Ctrl+P does */
static void
assert_print_accel (BalutWindow *window,
                    const char  *action)
{
  GtkWidget *menu_button = ui_test_find_widget (gtk_window_get_titlebar (GTK_WINDOW (window)), GTK_TYPE_MENU_BUTTON);
  g_autofree char *shown = dup_print_accel_action (gtk_menu_button_get_menu_model (GTK_MENU_BUTTON (menu_button)));

  g_assert_cmpstr (shown, ==, action);
}

/* The action of the menu item labelled @label in @model (sections
 * included), or NULL */
static char *
dup_menu_action (GMenuModel *model,
                 const char *label)
{
  for (int i = 0; i < g_menu_model_get_n_items (model); i++)
    {
      g_autofree char *item_label = NULL;
      g_autoptr(GMenuModel) section = g_menu_model_get_item_link (model, i, G_MENU_LINK_SECTION);

      if (section != NULL)
        {
          char *action = dup_menu_action (section, label);

          if (action != NULL)
            return action;
        }
      if (g_menu_model_get_item_attribute (model, i, G_MENU_ATTRIBUTE_LABEL, "s", &item_label))
        {
          g_autofree char *stripped = ui_test_strip_mnemonic (item_label);
          char *action = NULL;

          if (g_str_equal (stripped, label)
              && g_menu_model_get_item_attribute (model, i, G_MENU_ATTRIBUTE_ACTION, "s", &action))
            return action;
        }
    }
  return NULL;
}

static void
assert_menu_action (BalutWindow *window,
                    const char  *label,
                    const char  *action)
{
  GtkWidget *titlebar = gtk_window_get_titlebar (GTK_WINDOW (window));
  GtkWidget *menu_button = ui_test_find_widget (titlebar, GTK_TYPE_MENU_BUTTON);
  g_autofree char *found = dup_menu_action (gtk_menu_button_get_menu_model (GTK_MENU_BUTTON (menu_button)), label);

  g_assert_cmpstr (found, ==, action);
}

/* The class binding of @keyval + @mods: the name of its action */
static const char *
find_binding (GtkWidget       *widget,
              guint            keyval,
              GdkModifierType  mods)
{
  g_autoptr(GListModel) controllers = gtk_widget_observe_controllers (widget);

  for (guint i = 0; i < g_list_model_get_n_items (controllers); i++)
    {
      g_autoptr(GtkEventController) controller = g_list_model_get_item (controllers, i);

      if (!GTK_IS_SHORTCUT_CONTROLLER (controller))
        continue;
      for (guint j = 0; j < g_list_model_get_n_items (G_LIST_MODEL (controller)); j++)
        {
          g_autoptr(GtkShortcut) shortcut = g_list_model_get_item (G_LIST_MODEL (controller), j);
          GtkShortcutTrigger *trigger = gtk_shortcut_get_trigger (shortcut);
          GtkShortcutAction *action = gtk_shortcut_get_action (shortcut);

          if (GTK_IS_KEYVAL_TRIGGER (trigger)
              && gtk_keyval_trigger_get_keyval (GTK_KEYVAL_TRIGGER (trigger)) == keyval
              && gtk_keyval_trigger_get_modifiers (GTK_KEYVAL_TRIGGER (trigger)) == mods
              && GTK_IS_NAMED_ACTION (action))
            return gtk_named_action_get_action_name (GTK_NAMED_ACTION (action));
        }
    }
  return NULL;
}

static GtkWidget *
template_child (gpointer    widget,
                GType       type,
                const char *name)
{
  GObject *child = gtk_widget_get_template_child (GTK_WIDGET (widget), type, name);

  g_assert_nonnull (child);
  return GTK_WIDGET (child);
}

/* What a widget shows, rendered by its window's renderer */
typedef struct
{
  int      width;
  int      height;
  guint8  *pixels;   /* B, G, R, A premultiplied (GDK_MEMORY_DEFAULT) */
  gsize    stride;
} Picture;

static void
picture_clear (Picture *picture)
{
  g_clear_pointer (&picture->pixels, g_free);
}

static void
render_widget (GtkWidget *widget,
               Picture   *picture)
{
  g_autoptr(GdkPaintable) paintable = gtk_widget_paintable_new (widget);
  GtkSnapshot *snapshot = gtk_snapshot_new ();
  g_autoptr(GskRenderNode) node = NULL;
  g_autoptr(GdkTexture) texture = NULL;
  GskRenderer *renderer = gtk_native_get_renderer (gtk_widget_get_native (widget));

  picture->width = gtk_widget_get_width (widget);
  picture->height = gtk_widget_get_height (widget);
  g_assert_cmpint (picture->width, >, 0);
  g_assert_cmpint (picture->height, >, 0);

  gdk_paintable_snapshot (paintable, snapshot, picture->width, picture->height);
  node = gtk_snapshot_free_to_node (snapshot);
  g_assert_nonnull (node);
  texture = gsk_renderer_render_texture (renderer, node,
                                         &GRAPHENE_RECT_INIT (0, 0, picture->width, picture->height));
  picture->width = gdk_texture_get_width (texture);
  picture->height = gdk_texture_get_height (texture);
  picture->stride = (gsize) picture->width * 4;
  picture->pixels = g_malloc (picture->stride * picture->height);
  gdk_texture_download (texture, picture->pixels, picture->stride);
}

typedef struct
{
  int   x0, y0, x1, y1;   /* the opaque pixels' bounding box, x1 and y1 excluded */
  guint n_opaque;
  guint n_ink;            /* dark pixels */
} PictureStats;

static void
picture_stats (const Picture *picture,
               PictureStats  *stats)
{
  *stats = (PictureStats) { picture->width, picture->height, 0, 0, 0, 0 };

  for (int y = 0; y < picture->height; y++)
    for (int x = 0; x < picture->width; x++)
      {
        const guint8 *p = picture->pixels + y * picture->stride + x * 4;

        if (p[3] != 255)
          continue;
        stats->n_opaque++;
        stats->x0 = MIN (stats->x0, x);
        stats->y0 = MIN (stats->y0, y);
        stats->x1 = MAX (stats->x1, x + 1);
        stats->y1 = MAX (stats->y1, y + 1);
        if (MAX (p[0], MAX (p[1], p[2])) < 128)
          stats->n_ink++;
      }
}

/* The page the preview shows: white paper with ink on it, and its
 * aspect (height / width) from the pixels drawn */
static double
check_preview (GtkWidget *preview)
{
  Picture picture = { 0 };
  PictureStats stats;
  graphene_rect_t bounds;
  double aspect;

  g_assert_true (BALUT_IS_PAGE_PREVIEW (preview));
  g_assert_true (gtk_widget_get_mapped (preview));
  g_assert_true (balut_page_preview_get_page_bounds (BALUT_PAGE_PREVIEW (preview), &bounds));

  render_widget (preview, &picture);
  picture_stats (&picture, &stats);

  /* the opaque pixels are the page: exactly where the preview says */
  g_assert_cmpuint (stats.n_opaque, >, 0);
  g_assert_cmpint (stats.x0, ==, (int) bounds.origin.x);
  g_assert_cmpint (stats.y0, ==, (int) bounds.origin.y);
  g_assert_cmpint (stats.x1, ==, (int) (bounds.origin.x + bounds.size.width));
  g_assert_cmpint (stats.y1, ==, (int) (bounds.origin.y + bounds.size.height));
  g_assert_cmpuint (stats.n_opaque, ==, (guint) (bounds.size.width * bounds.size.height));

  /* some of it is ink (lines and text), most of it paper */
  g_test_message ("page %dx%d px, %u ink pixels", stats.x1 - stats.x0, stats.y1 - stats.y0, stats.n_ink);
  g_assert_cmpuint (stats.n_ink, >, stats.n_opaque / 200);
  g_assert_cmpuint (stats.n_ink, <, stats.n_opaque / 2);

  aspect = (double) (stats.y1 - stats.y0) / (stats.x1 - stats.x0);
  picture_clear (&picture);
  return aspect;
}

static gboolean
widget_is_mapped (gpointer data)
{
  return gtk_widget_get_mapped (GTK_WIDGET (data));
}

static gboolean
toplevel_of_type (gpointer data)
{
  return ui_test_find_toplevel (GPOINTER_TO_SIZE (data)) != NULL;
}

static gboolean
no_toplevel_of_type (gpointer data)
{
  return ui_test_find_toplevel (GPOINTER_TO_SIZE (data)) == NULL;
}

static char *
spawn_output (const char * const *argv)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *err = NULL;
  char *out = NULL;
  int status = 0;

  if (!g_spawn_sync (NULL, (char **) argv, NULL, G_SPAWN_SEARCH_PATH, NULL, NULL,
                     &out, &err, &status, &error))
    g_error ("could not run %s (install poppler-utils): %s", argv[0], error->message);
  if (!g_spawn_check_wait_status (status, &error))
    g_error ("%s failed: %s\n%s", argv[0], error->message, err);
  return out;
}

/* Pages and page size of a PDF, from pdfinfo */
static guint
pdf_n_pages (const char *path,
             double     *width,
             double     *height)
{
  const char *argv[] = { "pdfinfo", path, NULL };
  g_autofree char *out = spawn_output (argv);
  const char *pages = strstr (out, "\nPages:");
  const char *size = strstr (out, "\nPage size:");

  g_assert_nonnull (pages);
  g_assert_nonnull (size);
  if (width != NULL && height != NULL)
    g_assert_cmpint (sscanf (size, "\nPage size: %lf x %lf", width, height), ==, 2);
  return (guint) g_ascii_strtoull (pages + strlen ("\nPages:"), NULL, 10);
}

static char *
pdf_text (const char *path)
{
  const char *argv[] = { "pdftotext", "-layout", path, "-", NULL };

  return spawn_output (argv);
}

static void
assert_file_starts_with (const char *path,
                         const char *start)
{
  g_autofree char *contents = NULL;
  g_autoptr(GError) error = NULL;
  gsize length;

  g_file_get_contents (path, &contents, &length, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (length, >, strlen (start));
  g_assert_cmpmem (contents, strlen (start), start, strlen (start));
}

/* An SVG file librsvg loads and draws: the page's size, with ink */
static void
assert_svg_page (const char *path,
                 double      width,
                 double      height)
{
  g_autoptr(GError) error = NULL;
  RsvgHandle *handle = rsvg_handle_new_from_file (path, &error);
  cairo_surface_t *surface;
  cairo_t *cr;
  double w = 0, h = 0;
  guint n_ink = 0;
  int stride;
  const guint8 *data;

  g_assert_no_error (error);
  g_assert_nonnull (handle);
  rsvg_handle_set_dpi (handle, 72);
  g_assert_true (rsvg_handle_get_intrinsic_size_in_pixels (handle, &w, &h));
  g_assert_cmpfloat_with_epsilon (w, width, 0.5);
  g_assert_cmpfloat_with_epsilon (h, height, 0.5);

  surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, (int) w, (int) h);
  cr = cairo_create (surface);
  cairo_set_source_rgb (cr, 1, 1, 1);
  cairo_paint (cr);
  g_assert_true (rsvg_handle_render_document (handle, cr, &(RsvgRectangle) { 0, 0, w, h }, &error));
  g_assert_no_error (error);
  cairo_destroy (cr);
  cairo_surface_flush (surface);

  data = cairo_image_surface_get_data (surface);
  stride = cairo_image_surface_get_stride (surface);
  for (int y = 0; y < (int) h; y++)
    for (int x = 0; x < (int) w; x++)
      {
        const guint8 *p = data + y * stride + x * 4;

        if (MAX (p[0], MAX (p[1], p[2])) < 128)
          n_ink++;
      }
  g_assert_cmpuint (n_ink, >, 500);

  cairo_surface_destroy (surface);
  g_object_unref (handle);
}

static BalutExportDialog *
open_export_dialog (BalutWindow *window)
{
  GtkWindow *dialog;

  gtk_widget_activate_action (GTK_WIDGET (window), "win.export-sheet", NULL);
  dialog = ui_test_find_toplevel (BALUT_TYPE_EXPORT_DIALOG);
  g_assert_nonnull (dialog);
  g_assert_true (gtk_window_get_transient_for (dialog) == GTK_WINDOW (window));
  g_assert_true (gtk_window_get_modal (dialog));
  ui_test_wait_until (widget_is_mapped, dialog, 10000, "the export dialog to be mapped");
  ui_test_wait_for_frame (GTK_WIDGET (dialog));
  return BALUT_EXPORT_DIALOG (dialog);
}

/* ------------------------------------------------------------------ */
/* The window's actions and menu                                       */
/* ------------------------------------------------------------------ */

static void
test_actions (void)
{
  g_autoptr(BalutGame) game = ui_test_new_game (BALUT_VARIANT_STANDARD, 11,
                                                "Maria", BALUT_PLAYER_HUMAN, 0,
                                                "Jonas", BALUT_PLAYER_HUMAN, 0, NULL);
  g_autoptr(BalutGame) next_game = ui_test_new_game (BALUT_VARIANT_OLATHE, 12,
                                                     "Maria", BALUT_PLAYER_HUMAN, 0, NULL);
  BalutWindow *window = ui_test_open_desktop_window (FALSE);

  balut_window_set_game (window, game);

  assert_menu_action (window, "Print Blank Scoresheet…", "win.print-blank");
  assert_menu_action (window, "Print This Game…", "win.print-game");
  assert_menu_action (window, "Export Scoresheet…", "win.export-sheet");

  /* before the first throw: nothing to print of the game yet, and
   * Ctrl+P prints blank sheets */
  assert_item (window, "Print Blank Scoresheet…", TRUE);
  assert_item (window, "Print This Game…", FALSE);
  assert_print_accel (window, "win.print-blank");
  assert_item (window, "Export Scoresheet…", TRUE);

  /* Ctrl+P prints: this game, or blank sheets before the first throw */
  g_assert_cmpstr (find_binding (GTK_WIDGET (window), GDK_KEY_p, GDK_CONTROL_MASK), ==, "win.print");

  gtk_widget_activate_action (GTK_WIDGET (window), "win.roll", NULL);
  g_assert_cmpuint (balut_game_get_n_throws (game), ==, 1);
  assert_item (window, "Print Blank Scoresheet…", TRUE);
  assert_item (window, "Print This Game…", TRUE);
  assert_item (window, "Export Scoresheet…", TRUE);
  assert_print_accel (window, "win.print-game");

  /* a new game: not yet */
  balut_window_set_game (window, next_game);
  assert_item (window, "Print This Game…", FALSE);
  assert_item (window, "Print Blank Scoresheet…", TRUE);
  assert_print_accel (window, "win.print-blank");

  /* … and a finished game is still printable */
  {
    g_autoptr(GError) error = NULL;

    while (!balut_game_is_finished (next_game))
      {
        BalutScoresheet *sheet = balut_player_get_sheet (balut_game_get_player (next_game, 0));
        BalutBox box;

        g_assert_true (balut_game_roll (next_game, &error));
        g_assert_true (balut_scoresheet_get_next_box (sheet, &box));
        g_assert_true (balut_game_enter (next_game, box.category, box.box, &error));
        g_assert_no_error (error);
      }
  }
  assert_item (window, "Print This Game…", TRUE);

  ui_test_close_window (window);
}

/* The documents the window prints */
static void
test_documents (void)
{
  g_autoptr(BalutGame) game = ui_test_new_game (BALUT_VARIANT_JACKPOT, 21,
                                                "Maria", BALUT_PLAYER_HUMAN, 0,
                                                "Jonas", BALUT_PLAYER_HUMAN, 0,
                                                "Aiko", BALUT_PLAYER_HUMAN, 0, NULL);
  g_autoptr(GSettings) settings = ui_test_dup_settings ();
  const char * const last_players[] = { "Ana", "Ben", NULL };
  g_autoptr(BalutSheetDocument) blank = NULL;
  g_autoptr(BalutSheetDocument) from_settings = NULL;
  g_autoptr(BalutSheetDocument) filled = NULL;
  g_autoptr(GDateTime) now = g_date_time_new_now_local ();

  /* blank: the game's variant and players, no date */
  blank = balut_print_new_blank_document (balut_print_get_default_variant (game, settings), game, settings);
  g_assert_cmpint (balut_sheet_document_get_variant (blank), ==, BALUT_VARIANT_JACKPOT);
  g_assert_cmpuint (balut_sheet_document_get_n_players (blank), ==, 3);
  g_assert_false (balut_sheet_document_is_filled (blank));
  g_assert_null (balut_sheet_document_get_date (blank));

  /* no game: the last new game's */
  g_settings_set_strv (settings, "player-names", last_players);
  g_settings_set_string (settings, "variant", "olathe");
  from_settings = balut_print_new_blank_document (balut_print_get_default_variant (NULL, settings), NULL, settings);
  g_assert_cmpint (balut_sheet_document_get_variant (from_settings), ==, BALUT_VARIANT_OLATHE);
  g_assert_cmpuint (balut_sheet_document_get_n_players (from_settings), ==, 2);
  g_settings_reset (settings, "player-names");
  g_settings_reset (settings, "variant");

  /* this game: filled, dated today */
  filled = balut_print_new_game_document (game);
  g_assert_true (balut_sheet_document_is_filled (filled));
  g_assert_cmpuint (balut_sheet_document_get_n_players (filled), ==, 3);
  g_assert_nonnull (balut_sheet_document_get_date (filled));
  g_assert_cmpint (g_date_time_get_day_of_year (balut_sheet_document_get_date (filled)), ==,
                   g_date_time_get_day_of_year (now));
}

/* ------------------------------------------------------------------ */
/* The export dialog                                                   */
/* ------------------------------------------------------------------ */

static void
test_export_dialog (void)
{
  g_autoptr(BalutGame) game = ui_test_new_game (BALUT_VARIANT_STANDARD, 31,
                                                "Maria", BALUT_PLAYER_HUMAN, 0,
                                                "Jonas", BALUT_PLAYER_HUMAN, 0,
                                                "Aiko", BALUT_PLAYER_HUMAN, 0, NULL);
  BalutWindow *window = ui_test_open_desktop_window (FALSE);
  BalutExportDialog *dialog;
  GtkWidget *preview;
  GtkWidget *landscape, *portrait, *paper, *layout, *blank, *this_game, *variant;
  double aspect;

  balut_window_set_game (window, game);

  /* before the first throw only blank sheets */
  dialog = open_export_dialog (window);
  this_game = template_child (dialog, BALUT_TYPE_EXPORT_DIALOG, "game_check");
  blank = template_child (dialog, BALUT_TYPE_EXPORT_DIALOG, "blank_check");
  g_assert_false (gtk_widget_get_sensitive (this_game));
  g_assert_true (gtk_check_button_get_active (GTK_CHECK_BUTTON (blank)));
  g_assert_false (balut_sheet_document_is_filled (balut_export_dialog_get_document (dialog)));
  gtk_window_close (GTK_WINDOW (dialog));
  ui_test_wait_until (no_toplevel_of_type, GSIZE_TO_POINTER (BALUT_TYPE_EXPORT_DIALOG), 5000, "the dialog to close");

  play_one_round (window, game);

  dialog = open_export_dialog (window);
  /* one dialog: asked again, the same one comes forward */
  gtk_widget_activate_action (GTK_WIDGET (window), "win.export-sheet", NULL);
  g_assert_true (ui_test_find_toplevel (BALUT_TYPE_EXPORT_DIALOG) == GTK_WINDOW (dialog));

  preview = balut_export_dialog_get_preview (dialog);
  landscape = template_child (dialog, BALUT_TYPE_EXPORT_DIALOG, "landscape_check");
  portrait = template_child (dialog, BALUT_TYPE_EXPORT_DIALOG, "portrait_check");
  paper = template_child (dialog, BALUT_TYPE_EXPORT_DIALOG, "paper_dropdown");
  layout = template_child (dialog, BALUT_TYPE_EXPORT_DIALOG, "layout_dropdown");
  variant = template_child (dialog, BALUT_TYPE_EXPORT_DIALOG, "variant_dropdown");
  this_game = template_child (dialog, BALUT_TYPE_EXPORT_DIALOG, "game_check");
  blank = template_child (dialog, BALUT_TYPE_EXPORT_DIALOG, "blank_check");

  /* the game is begun: its sheets by default, in its variant */
  g_assert_true (gtk_widget_get_sensitive (this_game));
  g_assert_true (gtk_check_button_get_active (GTK_CHECK_BUTTON (this_game)));
  g_assert_true (balut_sheet_document_is_filled (balut_export_dialog_get_document (dialog)));
  g_assert_false (gtk_widget_get_sensitive (variant));
  g_assert_cmpuint (gtk_drop_down_get_selected (GTK_DROP_DOWN (variant)), ==, BALUT_VARIANT_STANDARD);

  /* the paper of the locale; portrait */
  g_assert_cmpuint (gtk_drop_down_get_selected (GTK_DROP_DOWN (paper)), ==,
                    balut_print_get_default_paper () == BALUT_PAPER_LETTER ? 1 : 0);
  g_assert_true (gtk_check_button_get_active (GTK_CHECK_BUTTON (portrait)));

  /* every control has a name a screen reader says */
  gtk_test_accessible_assert_property (preview, GTK_ACCESSIBLE_PROPERTY_LABEL, "Preview, page 1 of 1");
  g_assert_true (gtk_test_accessible_has_relation (GTK_ACCESSIBLE (paper), GTK_ACCESSIBLE_RELATION_LABELLED_BY));
  g_assert_true (gtk_test_accessible_has_relation (GTK_ACCESSIBLE (layout), GTK_ACCESSIBLE_RELATION_LABELLED_BY));
  g_assert_true (gtk_test_accessible_has_relation (GTK_ACCESSIBLE (variant), GTK_ACCESSIBLE_RELATION_LABELLED_BY));
  gtk_test_accessible_assert_property (template_child (dialog, BALUT_TYPE_EXPORT_DIALOG, "previous_button"),
                                       GTK_ACCESSIBLE_PROPERTY_LABEL, "Previous Page");
  gtk_test_accessible_assert_property (template_child (dialog, BALUT_TYPE_EXPORT_DIALOG, "next_button"),
                                       GTK_ACCESSIBLE_PROPERTY_LABEL, "Next Page");

  /* A4 portrait, A4 landscape, Letter landscape, Letter portrait */
  gtk_drop_down_set_selected (GTK_DROP_DOWN (paper), 0);
  ui_test_wait_for_frame (preview);
  aspect = check_preview (preview);
  g_assert_cmpfloat_with_epsilon (aspect, BALUT_A4_HEIGHT / BALUT_A4_WIDTH, 0.02);

  gtk_check_button_set_active (GTK_CHECK_BUTTON (landscape), TRUE);
  g_assert_false (gtk_check_button_get_active (GTK_CHECK_BUTTON (portrait)));
  ui_test_wait_for_frame (preview);
  aspect = check_preview (preview);
  g_assert_cmpfloat_with_epsilon (aspect, BALUT_A4_WIDTH / BALUT_A4_HEIGHT, 0.02);

  gtk_drop_down_set_selected (GTK_DROP_DOWN (paper), 1);
  ui_test_wait_for_frame (preview);
  aspect = check_preview (preview);
  g_assert_cmpfloat_with_epsilon (aspect, BALUT_LETTER_WIDTH / BALUT_LETTER_HEIGHT, 0.02);
  {
    BalutPaper p;
    gboolean l;

    balut_export_dialog_get_paper (dialog, &p, &l);
    g_assert_cmpint (p, ==, BALUT_PAPER_LETTER);
    g_assert_true (l);
  }

  gtk_check_button_set_active (GTK_CHECK_BUTTON (portrait), TRUE);
  ui_test_wait_for_frame (preview);
  aspect = check_preview (preview);
  g_assert_cmpfloat_with_epsilon (aspect, BALUT_LETTER_HEIGHT / BALUT_LETTER_WIDTH, 0.02);

  /* one player per page: three pages, and the preview goes through them */
  g_assert_true (gtk_widget_get_sensitive (layout));
  gtk_drop_down_set_selected (GTK_DROP_DOWN (layout), 1);
  g_assert_cmpint (balut_sheet_document_get_layout (balut_export_dialog_get_document (dialog)), ==,
                   BALUT_SHEET_LAYOUT_ONE_PER_PAGE);
  g_assert_cmpuint (balut_export_dialog_get_n_pages (dialog), ==, 3);
  g_assert_cmpuint (balut_export_dialog_get_page (dialog), ==, 0);
  g_assert_true (gtk_widget_get_visible (template_child (dialog, BALUT_TYPE_EXPORT_DIALOG, "navigation_box")));
  g_assert_cmpstr (gtk_label_get_text (GTK_LABEL (template_child (dialog, BALUT_TYPE_EXPORT_DIALOG, "page_label"))),
                   ==, "Page 1 of 3");
  g_assert_true (ui_test_press_key (GTK_WIDGET (dialog), GDK_KEY_Page_Down, 0));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (dialog), "export.next-page", NULL));
  g_assert_cmpuint (balut_export_dialog_get_page (dialog), ==, 2);
  g_assert_cmpstr (gtk_label_get_text (GTK_LABEL (template_child (dialog, BALUT_TYPE_EXPORT_DIALOG, "page_label"))),
                   ==, "Page 3 of 3");
  gtk_test_accessible_assert_property (preview, GTK_ACCESSIBLE_PROPERTY_LABEL, "Preview, page 3 of 3");
  ui_test_wait_for_frame (preview);
  check_preview (preview);
  gtk_widget_activate_action (GTK_WIDGET (dialog), "export.previous-page", NULL);
  g_assert_cmpuint (balut_export_dialog_get_page (dialog), ==, 1);

  /* blank sheets: any variant */
  gtk_check_button_set_active (GTK_CHECK_BUTTON (blank), TRUE);
  g_assert_false (balut_sheet_document_is_filled (balut_export_dialog_get_document (dialog)));
  g_assert_true (gtk_widget_get_sensitive (variant));
  gtk_drop_down_set_selected (GTK_DROP_DOWN (variant), BALUT_VARIANT_JACKPOT);
  g_assert_cmpint (balut_sheet_document_get_variant (balut_export_dialog_get_document (dialog)), ==,
                   BALUT_VARIANT_JACKPOT);
  g_assert_cmpuint (balut_sheet_document_get_n_players (balut_export_dialog_get_document (dialog)), ==, 3);
  g_assert_cmpint (balut_sheet_document_get_layout (balut_export_dialog_get_document (dialog)), ==,
                   BALUT_SHEET_LAYOUT_ONE_PER_PAGE);
  ui_test_wait_for_frame (preview);
  check_preview (preview);

  /* Escape closes it */
  g_assert_true (ui_test_press_key (GTK_WIDGET (dialog), GDK_KEY_Escape, 0));
  ui_test_wait_until (no_toplevel_of_type, GSIZE_TO_POINTER (BALUT_TYPE_EXPORT_DIALOG), 5000, "the dialog to close");

  ui_test_close_window (window);
}

/* What Save writes, through the code the file chooser's response runs */
static void
test_export_files (void)
{
  g_autoptr(BalutGame) game = ui_test_new_game (BALUT_VARIANT_OLATHE, 41,
                                                "Maria", BALUT_PLAYER_HUMAN, 0,
                                                "Jonas", BALUT_PLAYER_HUMAN, 0, NULL);
  g_autoptr(GError) error = NULL;
  g_autofree char *dir = g_dir_make_tmp ("balut-test-print-XXXXXX", &error);
  g_autofree char *pdf = g_build_filename (dir, "sheet.pdf", NULL);
  g_autofree char *svg = g_build_filename (dir, "sheet.svg", NULL);
  g_autofree char *bare = g_build_filename (dir, "bare", NULL);
  g_autofree char *bare_pdf = g_build_filename (dir, "bare.pdf", NULL);
  g_autofree char *missing_dir = g_build_filename (dir, "missing", NULL);
  g_autofree char *missing = g_build_filename (missing_dir, "sheet.pdf", NULL);
  g_autofree char *saved = g_build_filename (dir, "saved.pdf", NULL);
  g_autofree char *written = NULL;
  g_autofree char *text = NULL;
  BalutWindow *window = ui_test_open_desktop_window (FALSE);
  BalutExportDialog *dialog;
  GtkWindow *message;
  double width, height;

  g_assert_no_error (error);
  balut_window_set_game (window, game);
  play_one_round (window, game);
  dialog = open_export_dialog (window);
  gtk_drop_down_set_selected (GTK_DROP_DOWN (template_child (dialog, BALUT_TYPE_EXPORT_DIALOG, "paper_dropdown")), 0);

  /* PDF: the game's sheets, A4 */
  g_assert_true (balut_export_dialog_export (dialog, pdf, &written, &error));
  g_assert_no_error (error);
  g_assert_cmpstr (written, ==, pdf);
  assert_file_starts_with (pdf, "%PDF");
  g_assert_cmpuint (pdf_n_pages (pdf, &width, &height), ==, balut_export_dialog_get_n_pages (dialog));
  g_assert_cmpfloat_with_epsilon (width, BALUT_A4_WIDTH, 0.5);
  g_assert_cmpfloat_with_epsilon (height, BALUT_A4_HEIGHT, 0.5);
  text = pdf_text (pdf);
  g_assert_nonnull (strstr (text, "Maria"));
  g_assert_nonnull (strstr (text, "Jonas"));
  g_clear_pointer (&written, g_free);

  /* SVG, landscape: librsvg draws it */
  gtk_check_button_set_active (GTK_CHECK_BUTTON (template_child (dialog, BALUT_TYPE_EXPORT_DIALOG, "landscape_check")), TRUE);
  g_assert_cmpuint (balut_export_dialog_get_n_pages (dialog), ==, 1);
  g_assert_true (balut_export_dialog_export (dialog, svg, NULL, &error));
  g_assert_no_error (error);
  assert_file_starts_with (svg, "<?xml");
  assert_svg_page (svg, BALUT_A4_HEIGHT, BALUT_A4_WIDTH);

  /* a name with no ending becomes a PDF */
  g_assert_true (balut_export_dialog_export (dialog, bare, &written, &error));
  g_assert_no_error (error);
  g_assert_cmpstr (written, ==, bare_pdf);
  g_assert_false (g_file_test (bare, G_FILE_TEST_EXISTS));
  assert_file_starts_with (bare_pdf, "%PDF");

  /* into a folder that is not there: an error, no file */
  g_assert_false (balut_export_dialog_export (dialog, missing, NULL, &error));
  g_assert_error (error, BALUT_SHEET_ERROR, BALUT_SHEET_ERROR_FAILED);
  g_clear_error (&error);
  g_assert_false (g_file_test (missing, G_FILE_TEST_EXISTS));

  /* … and Save says so in a dialog, over the export dialog */
  {
    g_autoptr(GFile) file = g_file_new_for_path (missing);

    g_assert_null (ui_test_find_toplevel (GTK_TYPE_MESSAGE_DIALOG));
    g_assert_false (balut_export_dialog_save_to (dialog, file));
  }
  message = ui_test_find_toplevel (GTK_TYPE_MESSAGE_DIALOG);
  g_assert_nonnull (message);
  g_assert_true (gtk_window_get_transient_for (message) == GTK_WINDOW (dialog));
  {
    g_autofree char *primary = NULL;
    g_autofree char *secondary = NULL;

    g_object_get (message, "text", &primary, "secondary-text", &secondary, NULL);
    g_assert_cmpstr (primary, ==, "Could not save the scoresheet");
    g_assert_nonnull (strstr (secondary, "missing"));
  }
  g_assert_false (g_file_test (missing, G_FILE_TEST_EXISTS));
  g_assert_false (g_file_test (missing_dir, G_FILE_TEST_EXISTS));
  gtk_dialog_response (GTK_DIALOG (message), GTK_RESPONSE_CLOSE);
  g_assert_null (ui_test_find_toplevel (GTK_TYPE_MESSAGE_DIALOG));
  g_assert_true (ui_test_find_toplevel (BALUT_TYPE_EXPORT_DIALOG) == GTK_WINDOW (dialog));

  /* Save into a good place writes the file and closes the dialog */
  {
    g_autoptr(GFile) file = g_file_new_for_path (saved);

    g_assert_true (balut_export_dialog_save_to (dialog, file));
  }
  assert_file_starts_with (saved, "%PDF");
  ui_test_wait_until (no_toplevel_of_type, GSIZE_TO_POINTER (BALUT_TYPE_EXPORT_DIALOG), 5000, "the dialog to close");
  g_assert_null (ui_test_find_toplevel (GTK_TYPE_MESSAGE_DIALOG));

  /* nothing else was left in the folder (no temporary files) */
  {
    g_autoptr(GDir) d = g_dir_open (dir, 0, &error);
    const char *name;
    guint n = 0;

    g_assert_no_error (error);
    while ((name = g_dir_read_name (d)) != NULL)
      {
        g_autofree char *path = g_build_filename (dir, name, NULL);

        g_assert_true (g_str_equal (name, "sheet.pdf") || g_str_equal (name, "sheet.svg")
                       || g_str_equal (name, "bare.pdf") || g_str_equal (name, "saved.pdf"));
        g_assert_cmpint (g_unlink (path), ==, 0);
        n++;
      }
    g_assert_cmpuint (n, ==, 4);
  }
  g_assert_cmpint (g_rmdir (dir), ==, 0);

  ui_test_close_window (window);
}

/* ------------------------------------------------------------------ */
/* The print operation                                                 */
/* ------------------------------------------------------------------ */

/* Printing to a PDF file without a dialog: the operation's own drawing */
static void
test_print_export (void)
{
  g_autoptr(BalutGame) game = ui_test_new_game (BALUT_VARIANT_JACKPOT, 51,
                                                "Maria", BALUT_PLAYER_HUMAN, 0,
                                                "Jonas", BALUT_PLAYER_HUMAN, 0,
                                                "Aiko", BALUT_PLAYER_HUMAN, 0, NULL);
  g_autoptr(GError) error = NULL;
  g_autofree char *dir = g_dir_make_tmp ("balut-test-print-XXXXXX", &error);
  g_autofree char *columns = g_build_filename (dir, "columns.pdf", NULL);
  g_autofree char *per_page = g_build_filename (dir, "per-page.pdf", NULL);
  g_autofree char *blank_pdf = g_build_filename (dir, "blank.pdf", NULL);
  g_autofree char *missing = g_build_filename (dir, "missing", "sheet.pdf", NULL);
  g_autoptr(BalutSheetDocument) document = NULL;
  g_autoptr(BalutSheetDocument) blank = NULL;
  g_autoptr(GtkPageSetup) letter = balut_print_page_setup_new (BALUT_PAPER_LETTER, FALSE);
  g_autoptr(GtkPageSetup) a4_landscape = balut_print_page_setup_new (BALUT_PAPER_A4, TRUE);
  g_autoptr(GtkPageSetup) remembered = NULL;
  g_autofree char *text = NULL;
  BalutWindow *window = ui_test_open_desktop_window (FALSE);
  GtkPrintOperationResult result;
  double width, height;
  guint n_pages;

  g_assert_no_error (error);
  balut_window_set_game (window, game);
  play_one_round (window, game);
  document = balut_print_new_game_document (game);

  /* players side by side, US Letter: the pages of an exported file of
   * that paper (the operation draws on the whole paper) */
  result = balut_print_sheet_run (GTK_WINDOW (window), document, letter,
                                  GTK_PRINT_OPERATION_ACTION_EXPORT, columns, &error);
  g_assert_no_error (error);
  g_assert_cmpint (result, ==, GTK_PRINT_OPERATION_RESULT_APPLY);
  assert_file_starts_with (columns, "%PDF");
  n_pages = balut_sheet_document_get_n_pages (document,
                                              gtk_page_setup_get_page_width (letter, GTK_UNIT_POINTS),
                                              gtk_page_setup_get_page_height (letter, GTK_UNIT_POINTS));
  g_assert_cmpuint (n_pages, >=, 1);
  g_assert_cmpuint (pdf_n_pages (columns, &width, &height), ==, n_pages);
  g_assert_cmpfloat_with_epsilon (width, BALUT_LETTER_WIDTH, 0.5);
  g_assert_cmpfloat_with_epsilon (height, BALUT_LETTER_HEIGHT, 0.5);
  text = pdf_text (columns);
  g_assert_nonnull (strstr (text, "Maria"));
  g_assert_nonnull (strstr (text, "Aiko"));
  g_clear_pointer (&text, g_free);

  /* the paper is remembered for the session */
  remembered = balut_print_dup_page_setup ();
  g_assert_cmpstr (gtk_paper_size_get_name (gtk_page_setup_get_paper_size (remembered)), ==, GTK_PAPER_NAME_LETTER);

  /* one player a page, A4 landscape: three pages */
  balut_sheet_document_set_layout (document, BALUT_SHEET_LAYOUT_ONE_PER_PAGE);
  result = balut_print_sheet_run (GTK_WINDOW (window), document, a4_landscape,
                                  GTK_PRINT_OPERATION_ACTION_EXPORT, per_page, &error);
  g_assert_no_error (error);
  g_assert_cmpint (result, ==, GTK_PRINT_OPERATION_RESULT_APPLY);
  g_assert_cmpuint (pdf_n_pages (per_page, &width, &height), ==, 3);
  g_assert_cmpfloat_with_epsilon (width, BALUT_A4_HEIGHT, 0.5);
  g_assert_cmpfloat_with_epsilon (height, BALUT_A4_WIDTH, 0.5);

  /* a blank sheet with the session's paper (now A4 landscape) */
  blank = balut_print_new_blank_document (BALUT_VARIANT_OLATHE, game, NULL);
  result = balut_print_sheet_run (GTK_WINDOW (window), blank, NULL,
                                  GTK_PRINT_OPERATION_ACTION_EXPORT, blank_pdf, &error);
  g_assert_no_error (error);
  g_assert_cmpint (result, ==, GTK_PRINT_OPERATION_RESULT_APPLY);
  pdf_n_pages (blank_pdf, &width, &height);
  g_assert_cmpfloat_with_epsilon (width, BALUT_A4_HEIGHT, 0.5);
  text = pdf_text (blank_pdf);
  g_assert_nonnull (strstr (text, "Olathe"));
  g_assert_nonnull (strstr (text, "Jonas"));

  /* a file that cannot be written: an error, not a crash, no file */
  result = balut_print_sheet_run (GTK_WINDOW (window), document, NULL,
                                  GTK_PRINT_OPERATION_ACTION_EXPORT, missing, &error);
  g_assert_cmpint (result, ==, GTK_PRINT_OPERATION_RESULT_ERROR);
  g_assert_nonnull (error);
  g_test_message ("printing to a missing folder: %s", error->message);
  g_clear_error (&error);
  g_assert_false (g_file_test (missing, G_FILE_TEST_EXISTS));

  /* … which the user sees when the caller does not take it */
  g_assert_null (ui_test_find_toplevel (GTK_TYPE_MESSAGE_DIALOG));
  result = balut_print_sheet_run (GTK_WINDOW (window), document, NULL,
                                  GTK_PRINT_OPERATION_ACTION_EXPORT, missing, NULL);
  g_assert_cmpint (result, ==, GTK_PRINT_OPERATION_RESULT_ERROR);
  {
    GtkWindow *message = ui_test_find_toplevel (GTK_TYPE_MESSAGE_DIALOG);
    g_autofree char *primary = NULL;

    g_assert_nonnull (message);
    g_assert_true (gtk_window_get_transient_for (message) == GTK_WINDOW (window));
    g_object_get (message, "text", &primary, NULL);
    g_assert_cmpstr (primary, ==, "Could not print the scoresheet");
    gtk_dialog_response (GTK_DIALOG (message), GTK_RESPONSE_CLOSE);
    g_assert_null (ui_test_find_toplevel (GTK_TYPE_MESSAGE_DIALOG));
  }
  g_assert_false (g_file_test (missing, G_FILE_TEST_EXISTS));

  g_assert_cmpint (g_unlink (columns), ==, 0);
  g_assert_cmpint (g_unlink (per_page), ==, 0);
  g_assert_cmpint (g_unlink (blank_pdf), ==, 0);
  g_assert_cmpint (g_rmdir (dir), ==, 0);

  ui_test_close_window (window);
}

/* The print preview: our own window, the pages the operation draws */
static void
test_print_preview (void)
{
  g_autoptr(BalutGame) game = ui_test_new_game (BALUT_VARIANT_STANDARD, 61,
                                                "Maria", BALUT_PLAYER_HUMAN, 0,
                                                "Jonas", BALUT_PLAYER_HUMAN, 0, NULL);
  g_autoptr(BalutSheetDocument) document = NULL;
  g_autoptr(GtkPageSetup) a4 = balut_print_page_setup_new (BALUT_PAPER_A4, FALSE);
  BalutWindow *window = ui_test_open_desktop_window (FALSE);
  GtkPrintOperationResult result;
  GtkWindow *preview_window;
  BalutPrintPreview *preview;
  GtkWidget *page;
  double aspect;

  balut_window_set_game (window, game);
  play_one_round (window, game);
  document = balut_print_new_game_document (game);
  balut_sheet_document_set_layout (document, BALUT_SHEET_LAYOUT_ONE_PER_PAGE);

  result = balut_print_sheet_run (GTK_WINDOW (window), document, a4,
                                  GTK_PRINT_OPERATION_ACTION_PREVIEW, NULL, NULL);
  g_assert_cmpint (result, ==, GTK_PRINT_OPERATION_RESULT_IN_PROGRESS);

  /* the operation paginates, then the preview shows */
  ui_test_wait_until (toplevel_of_type, GSIZE_TO_POINTER (BALUT_TYPE_PRINT_PREVIEW),
                      10000, "the print preview");
  preview_window = ui_test_find_toplevel (BALUT_TYPE_PRINT_PREVIEW);
  preview = BALUT_PRINT_PREVIEW (preview_window);
  g_assert_true (gtk_window_get_transient_for (preview_window) == GTK_WINDOW (window));
  g_assert_cmpuint (balut_print_preview_get_n_pages (preview), ==, 2);
  ui_test_wait_until (widget_is_mapped, preview_window, 10000, "the preview to be mapped");

  page = balut_print_preview_get_page_preview (preview);
  ui_test_wait_for_frame (page);
  aspect = check_preview (page);
  g_assert_cmpfloat_with_epsilon (aspect, BALUT_A4_HEIGHT / BALUT_A4_WIDTH, 0.02);
  gtk_test_accessible_assert_property (page, GTK_ACCESSIBLE_PROPERTY_LABEL, "Page 1 of 2");

  g_assert_true (ui_test_press_key (GTK_WIDGET (preview_window), GDK_KEY_Page_Down, 0));
  g_assert_cmpuint (balut_print_preview_get_page (preview), ==, 1);
  gtk_test_accessible_assert_property (page, GTK_ACCESSIBLE_PROPERTY_LABEL, "Page 2 of 2");
  ui_test_wait_for_frame (page);
  check_preview (page);

  /* closed, the preview ends the operation: no error, nothing left */
  gtk_window_close (preview_window);
  ui_test_wait_until (no_toplevel_of_type, GSIZE_TO_POINTER (BALUT_TYPE_PRINT_PREVIEW), 5000, "the preview to close");
  g_assert_null (ui_test_find_toplevel (GTK_TYPE_MESSAGE_DIALOG));

  ui_test_close_window (window);
}

/* GtkPrintUnixDialog, by name: its header is gtk4-unix-print's */
static GtkWindow *
find_print_dialog (void)
{
  GType type = g_type_from_name ("GtkPrintUnixDialog");

  return type != 0 ? ui_test_find_toplevel (type) : NULL;
}

static gboolean
print_dialog_shown (gpointer data)
{
  return find_print_dialog () != NULL;
}

static gboolean
print_dialog_gone (gpointer data)
{
  return find_print_dialog () == NULL;
}

/* Ctrl+P: the print dialog, for this game */
static void
test_print_dialog (void)
{
  g_autoptr(BalutGame) game = ui_test_new_game (BALUT_VARIANT_STANDARD, 71,
                                                "Maria", BALUT_PLAYER_HUMAN, 0, NULL);
  BalutWindow *window = ui_test_open_desktop_window (FALSE);
  GtkWindow *dialog;
  GtkWindow *preview;

  balut_window_set_game (window, game);
  play_one_round (window, game);

  g_assert_true (ui_test_press_key (GTK_WIDGET (window), GDK_KEY_p, GDK_CONTROL_MASK));
  ui_test_wait_until (print_dialog_shown, NULL, 10000, "the print dialog");
  dialog = find_print_dialog ();
  g_assert_true (gtk_window_get_transient_for (dialog) == GTK_WINDOW (window));
  ui_test_wait_for_frame (GTK_WIDGET (dialog));
  gtk_dialog_response (GTK_DIALOG (dialog), GTK_RESPONSE_CANCEL);
  ui_test_wait_until (print_dialog_gone, NULL, 5000, "the print dialog to close");
  g_assert_null (ui_test_find_toplevel (GTK_TYPE_MESSAGE_DIALOG));

  /* the dialog's Preview (its "apply" response) shows our preview, whose
   * Print goes back to the print dialog */
  gtk_widget_activate_action (GTK_WIDGET (window), "win.print-game", NULL);
  ui_test_wait_until (print_dialog_shown, NULL, 10000, "the print dialog");
  dialog = find_print_dialog ();
  ui_test_wait_for_frame (GTK_WIDGET (dialog));
  gtk_dialog_response (GTK_DIALOG (dialog), GTK_RESPONSE_APPLY);
  ui_test_wait_until (toplevel_of_type, GSIZE_TO_POINTER (BALUT_TYPE_PRINT_PREVIEW), 10000, "the print preview");
  g_assert_null (find_print_dialog ());
  preview = ui_test_find_toplevel (BALUT_TYPE_PRINT_PREVIEW);
  g_assert_cmpuint (balut_print_preview_get_n_pages (BALUT_PRINT_PREVIEW (preview)), ==, 1);
  ui_test_wait_until (widget_is_mapped, preview, 10000, "the preview to be mapped");
  ui_test_wait_for_frame (balut_print_preview_get_page_preview (BALUT_PRINT_PREVIEW (preview)));
  check_preview (balut_print_preview_get_page_preview (BALUT_PRINT_PREVIEW (preview)));

  g_assert_true (ui_test_press_key (GTK_WIDGET (preview), GDK_KEY_p, GDK_CONTROL_MASK));
  ui_test_wait_until (print_dialog_shown, NULL, 10000, "the print dialog again");
  g_assert_null (ui_test_find_toplevel (BALUT_TYPE_PRINT_PREVIEW));
  dialog = find_print_dialog ();
  g_assert_true (gtk_window_get_transient_for (dialog) == GTK_WINDOW (window));
  gtk_dialog_response (GTK_DIALOG (dialog), GTK_RESPONSE_CANCEL);
  ui_test_wait_until (print_dialog_gone, NULL, 5000, "the print dialog to close");
  g_assert_null (ui_test_find_toplevel (GTK_TYPE_MESSAGE_DIALOG));

  ui_test_close_window (window);
}

int
main (int   argc,
      char *argv[])
{
  ui_test_init (&argc, &argv);

  g_test_add_func ("/balut/ui/print/actions", test_actions);
  g_test_add_func ("/balut/ui/print/documents", test_documents);
  g_test_add_func ("/balut/ui/print/export-dialog", test_export_dialog);
  g_test_add_func ("/balut/ui/print/export-files", test_export_files);
  g_test_add_func ("/balut/ui/print/print-export", test_print_export);
  g_test_add_func ("/balut/ui/print/print-preview", test_print_preview);
  g_test_add_func ("/balut/ui/print/print-dialog", test_print_dialog);

  return g_test_run ();
}
