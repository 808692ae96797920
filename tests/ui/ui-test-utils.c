/* ui-test-utils.c — shared helpers of the UI tests
 *
 * SPDX-FileCopyrightText: 2026 The Balut developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <stdlib.h>
#include <string.h>
#include <glib/gstdio.h>

#include "balut-paths.h"
#include "balut-autosave.h"
#include "ui-test-utils.h"

static BalutApplication *application;
static char *data_dir;

static void
remove_tree (const char *path)
{
  g_autoptr(GDir) dir = g_dir_open (path, 0, NULL);
  const char *name;

  while (dir != NULL && (name = g_dir_read_name (dir)) != NULL)
    {
      g_autofree char *child = g_build_filename (path, name, NULL);

      if (g_file_test (child, G_FILE_TEST_IS_DIR) && !g_file_test (child, G_FILE_TEST_IS_SYMLINK))
        remove_tree (child);
      else
        g_remove (child);
    }
  g_rmdir (path);
}

static void
remove_data_dir (void)
{
  if (data_dir != NULL)
    remove_tree (data_dir);
  g_clear_pointer (&data_dir, g_free);
}

BalutGame *
ui_test_new_game (BalutVariant  variant,
                  guint64       seed,
                  const char   *first_name,
                  ...)
{
  BalutGame *game = balut_game_new (variant, seed);
  g_autoptr(GError) error = NULL;
  va_list args;

  va_start (args, first_name);
  for (const char *name = first_name; name != NULL; name = va_arg (args, const char *))
    {
      BalutPlayerKind kind = va_arg (args, BalutPlayerKind);
      BalutLevel level = va_arg (args, BalutLevel);

      balut_game_add_player (game, name, kind, &error);
      g_assert_no_error (error);
      if (kind == BALUT_PLAYER_COMPUTER)
        balut_player_set_level (balut_game_get_player (game, balut_game_get_n_players (game) - 1), level);
    }
  va_end (args);

  return game;
}

void
ui_test_throw (BalutGame *game,
               guint8     a,
               guint8     b,
               guint8     c,
               guint8     d,
               guint8     e)
{
  const guint8 values[BALUT_N_DICE] = { a, b, c, d, e };
  g_autoptr(GError) error = NULL;

  g_assert_true (balut_game_throw_values (game, values, &error));
  g_assert_no_error (error);
}

BalutApplication *
ui_test_init (int    *argc,
              char ***argv)
{
  g_autoptr(GError) error = NULL;

  /* Never the user's saved game: each test program has its own folder,
   * removed when it exits (set before GTK starts threads). */
  data_dir = g_dir_make_tmp ("balut-ui-test-XXXXXX", &error);
  g_assert_no_error (error);
  g_setenv ("BALUT_DATA_DIR", data_dir, TRUE);
  /* and its own cache of dice images, empty at the start */
  {
    g_autofree char *cache_dir = g_build_filename (data_dir, "cache", NULL);

    g_setenv ("BALUT_CACHE_DIR", cache_dir, TRUE);
  }
  atexit (remove_data_dir);

  gtk_test_init (argc, argv, NULL);
  /* gtk_test_init () sets an English locale: take the one of the
   * environment (LC_ALL=C.UTF-8 in the suite, da_DK.UTF-8 or de_DE.UTF-8
   * for the tests of the translations) and Balut's translations from
   * the build tree */
  balut_paths_init_i18n ();

  /* The tests need the schema compiled in the build tree and the memory
   * backend: never the user's settings. */
  g_assert_cmpstr (g_getenv ("GSETTINGS_BACKEND"), ==, "memory");
  g_assert_nonnull (g_getenv ("GSETTINGS_SCHEMA_DIR"));

  application = balut_application_new ();
  /* No D-Bus name: a test never talks to another Balut. */
  g_application_set_flags (G_APPLICATION (application),
                           g_application_get_flags (G_APPLICATION (application))
                           | G_APPLICATION_NON_UNIQUE);
  g_application_register (G_APPLICATION (application), NULL, &error);
  g_assert_no_error (error);

  return application;
}

BalutApplication *
ui_test_get_application (void)
{
  g_assert_nonnull (application);
  return application;
}

GSettings *
ui_test_dup_settings (void)
{
  return g_settings_new ("io.github.balut.Balut");
}

typedef struct
{
  gboolean done;
} Flag;

static gboolean
flag_set_cb (gpointer data)
{
  ((Flag *) data)->done = TRUE;
  return G_SOURCE_REMOVE;
}

static gboolean
keep_looking_cb (gpointer data)
{
  return G_SOURCE_CONTINUE;
}

double
ui_test_wait_until (UiCondition  condition,
                    gpointer     data,
                    guint        timeout_ms,
                    const char  *what)
{
  Flag timed_out = { FALSE };
  gint64 start = g_get_monotonic_time ();
  guint id, look_again;

  if (condition (data))
    return 0;

  id = g_timeout_add (timeout_ms, flag_set_cb, &timed_out);
  /* a condition may depend on time itself ("quiet for 300 ms"): the loop
   * wakes up to look again even when nothing else happens */
  look_again = g_timeout_add (25, keep_looking_cb, NULL);
  while (!condition (data) && !timed_out.done)
    g_main_context_iteration (NULL, TRUE);

  g_source_remove (look_again);
  if (!timed_out.done)
    g_source_remove (id);

  if (!condition (data))
    {
      g_autofree char *msg = g_strdup_printf ("timed out after %u ms waiting for: %s", timeout_ms, what);
      g_test_fail_printf ("%s", msg);
      g_error ("%s", msg);
    }

  return (g_get_monotonic_time () - start) / 1000.0;
}

void
ui_test_run_for (guint ms)
{
  Flag done = { FALSE };

  g_timeout_add (ms, flag_set_cb, &done);
  while (!done.done)
    g_main_context_iteration (NULL, TRUE);
}

static void
after_paint_cb (GdkFrameClock *clock,
                Flag          *flag)
{
  flag->done = TRUE;
}

static gboolean
flag_is_set (gpointer data)
{
  return ((Flag *) data)->done;
}

void
ui_test_wait_for_frame (GtkWidget *widget)
{
  GdkFrameClock *clock;
  Flag painted = { FALSE };
  gulong id;

  g_assert_true (gtk_widget_get_realized (widget));
  clock = gtk_widget_get_frame_clock (widget);
  g_assert_nonnull (clock);

  id = g_signal_connect (clock, "after-paint", G_CALLBACK (after_paint_cb), &painted);
  gtk_widget_queue_draw (widget);
  ui_test_wait_until (flag_is_set, &painted, 10000, "a painted frame");
  g_signal_handler_disconnect (clock, id);
}

static gboolean
window_mapped (gpointer data)
{
  return gtk_widget_get_mapped (GTK_WIDGET (data));
}

BalutWindow *
ui_test_open_window (void)
{
  GtkWindow *window;

  g_assert_null (gtk_application_get_windows (GTK_APPLICATION (application)));

  /* a fresh game, not the one the last test left saved */
  g_assert_true (balut_autosave_clear (balut_application_get_autosave_path (application), NULL));

  g_application_activate (G_APPLICATION (application));
  window = gtk_application_get_active_window (GTK_APPLICATION (application));
  g_assert_true (BALUT_IS_WINDOW (window));

  ui_test_wait_until (window_mapped, window, 10000, "the window to be mapped");
  ui_test_wait_for_frame (GTK_WIDGET (window));

  return BALUT_WINDOW (window);
}

BalutWindow *
ui_test_open_desktop_window (gboolean animations)
{
  g_autoptr(GSettings) settings = ui_test_dup_settings ();

  g_settings_set_boolean (settings, "animations", animations);
  g_settings_set_int (settings, "window-width", 1280);
  g_settings_set_int (settings, "window-height", 800);
  return ui_test_open_window ();
}

/* GTK's tooltip timer ("[gtk] tooltip_popup_timeout", its data the
 * display) is not armed */
static gboolean
no_tooltip_timer (gpointer data)
{
  GSource *source = g_main_context_find_source_by_funcs_user_data (NULL, &g_timeout_funcs, data);

  return source == NULL || g_strcmp0 (g_source_get_name (source), "[gtk] tooltip_popup_timeout") != 0;
}

void
ui_test_close_window (BalutWindow *window)
{
  GListModel *toplevels = gtk_window_get_toplevels ();

  /* GTK 4.8's tooltip timer outlives its window: a tooltip query (made
   * whenever a widget's tooltip text changes, as Balut's do with the
   * game) arms "[gtk] tooltip_popup_timeout", which, fired after the
   * window is gone, asks gdk_surface_get_device_position () about a
   * surface that no longer is: a critical, fatal here (harmless to a
   * player closing the window). Seen in test-hint beside three CPU hogs,
   * the source's name read in gdb. So the windows go once the timer has
   * fired, if one is armed (an event waited for, as everything here). */
  ui_test_wait_until (no_tooltip_timer, gtk_widget_get_display (GTK_WIDGET (window)), 20000,
                      "GTK's tooltip timer to fire");

  /* dialogs, rules, results: everything but the main window first */
  for (;;)
    {
      GtkWindow *other = NULL;

      for (guint i = 0; i < g_list_model_get_n_items (toplevels); i++)
        {
          g_autoptr(GtkWindow) w = g_list_model_get_item (toplevels, i);

          if (w != GTK_WINDOW (window))
            {
              other = w;
              break;
            }
        }
      if (other == NULL)
        break;
      gtk_window_destroy (other);
    }

  g_object_ref (window);
  gtk_window_destroy (GTK_WINDOW (window));
  while (g_main_context_pending (NULL))
    g_main_context_iteration (NULL, FALSE);

  g_assert_null (gtk_application_get_windows (GTK_APPLICATION (application)));
  g_assert_finalize_object (window);
}

GtkWidget *
ui_test_find_widget (GtkWidget *root,
                     GType      type)
{
  if (G_TYPE_CHECK_INSTANCE_TYPE (root, type))
    return root;

  for (GtkWidget *child = gtk_widget_get_first_child (root);
       child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found = ui_test_find_widget (child, type);

      if (found != NULL)
        return found;
    }

  return NULL;
}

GtkWindow *
ui_test_find_toplevel (GType type)
{
  GListModel *toplevels = gtk_window_get_toplevels ();

  for (guint i = 0; i < g_list_model_get_n_items (toplevels); i++)
    {
      g_autoptr(GtkWindow) w = g_list_model_get_item (toplevels, i);

      if (G_TYPE_CHECK_INSTANCE_TYPE (w, type) && gtk_widget_get_visible (GTK_WIDGET (w)))
        return w;
    }

  return NULL;
}

char *
ui_test_strip_mnemonic (const char *text)
{
  GString *s = g_string_new (NULL);

  for (const char *p = text; *p != '\0'; p++)
    if (*p != '_')
      g_string_append_c (s, *p);

  return g_string_free (s, FALSE);
}

GtkWidget *
ui_test_find_button (GtkWidget  *root,
                     const char *label)
{
  if (GTK_IS_BUTTON (root))
    {
      const char *text = gtk_button_get_label (GTK_BUTTON (root));
      GtkWidget *child = gtk_button_get_child (GTK_BUTTON (root));
      g_autofree char *stripped = NULL;

      if (text == NULL && GTK_IS_LABEL (child))
        text = gtk_label_get_label (GTK_LABEL (child));
      if (text != NULL)
        {
          stripped = ui_test_strip_mnemonic (text);
          if (g_str_equal (stripped, label))
            return root;
        }
    }

  for (GtkWidget *child = gtk_widget_get_first_child (root);
       child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found = ui_test_find_button (child, label);

      if (found != NULL)
        return found;
    }

  return NULL;
}

static gboolean
trigger_matches (GtkShortcutTrigger *trigger,
                 guint               keyval,
                 GdkModifierType     mods)
{
  if (GTK_IS_KEYVAL_TRIGGER (trigger))
    return gtk_keyval_trigger_get_keyval (GTK_KEYVAL_TRIGGER (trigger)) == keyval
           && gtk_keyval_trigger_get_modifiers (GTK_KEYVAL_TRIGGER (trigger)) == mods;

  if (GTK_IS_ALTERNATIVE_TRIGGER (trigger))
    return trigger_matches (gtk_alternative_trigger_get_first (GTK_ALTERNATIVE_TRIGGER (trigger)), keyval, mods)
           || trigger_matches (gtk_alternative_trigger_get_second (GTK_ALTERNATIVE_TRIGGER (trigger)), keyval, mods);

  return FALSE;
}

/* The key's shortcut among the window's controllers of @phase. */
static GtkShortcut *
find_shortcut (GtkWidget       *window,
               GtkPropagationPhase phase,
               guint            keyval,
               GdkModifierType  mods)
{
  g_autoptr(GListModel) controllers = gtk_widget_observe_controllers (window);

  for (guint i = 0; i < g_list_model_get_n_items (controllers); i++)
    {
      g_autoptr(GtkEventController) controller = g_list_model_get_item (controllers, i);

      if (!GTK_IS_SHORTCUT_CONTROLLER (controller)
          || gtk_event_controller_get_propagation_phase (controller) != phase)
        continue;

      for (guint j = 0; j < g_list_model_get_n_items (G_LIST_MODEL (controller)); j++)
        {
          g_autoptr(GtkShortcut) shortcut = g_list_model_get_item (G_LIST_MODEL (controller), j);

          if (trigger_matches (gtk_shortcut_get_trigger (shortcut), keyval, mods))
            return shortcut;   /* still owned by the controller */
        }
    }

  return NULL;
}

gboolean
ui_test_press_key (GtkWidget       *window,
                   guint            keyval,
                   GdkModifierType  mods)
{
  /* capture phase first: the order a key event takes through the window */
  const GtkPropagationPhase phases[] = { GTK_PHASE_CAPTURE, GTK_PHASE_TARGET, GTK_PHASE_BUBBLE };

  for (guint i = 0; i < G_N_ELEMENTS (phases); i++)
    {
      GtkShortcut *shortcut = find_shortcut (window, phases[i], keyval, mods);

      if (shortcut != NULL)
        return gtk_shortcut_action_activate (gtk_shortcut_get_action (shortcut), 0, window,
                                             gtk_shortcut_get_arguments (shortcut));
    }

  {
    g_autofree char *name = gtk_accelerator_name (keyval, mods);
    g_error ("no shortcut is bound to %s", name);
  }
  return FALSE;
}

static char *
screenshot_dir (void)
{
  char *dir = g_test_build_filename (G_TEST_BUILT, "ui", "screenshots", NULL);

  g_assert_cmpint (g_mkdir_with_parents (dir, 0755), ==, 0);
  return dir;
}

/* The widget's drawing as a render node, or NULL while it has none: a
 * window mapped a moment ago on a busy machine has not been drawn yet */
static GskRenderNode *
snapshot_node (GtkWidget *widget)
{
  g_autoptr(GdkPaintable) paintable = NULL;
  GtkSnapshot *snapshot;
  int width = gtk_widget_get_width (widget);
  int height = gtk_widget_get_height (widget);

  if (!gtk_widget_get_mapped (widget) || width <= 0 || height <= 0)
    return NULL;
  paintable = gtk_widget_paintable_new (widget);
  snapshot = gtk_snapshot_new ();
  gdk_paintable_snapshot (paintable, snapshot, width, height);
  return gtk_snapshot_free_to_node (snapshot);
}

static gboolean
has_drawing (gpointer data)
{
  g_autoptr(GskRenderNode) node = snapshot_node (GTK_WIDGET (data));

  return node != NULL;
}

GdkTexture *
ui_test_render (GtkWidget *widget)
{
  g_autoptr(GskRenderNode) node = NULL;
  GdkTexture *texture;
  GskRenderer *renderer;
  int width;
  int height;

  ui_test_wait_until (has_drawing, widget, 10000, "the widget to be drawn");
  renderer = gtk_native_get_renderer (GTK_NATIVE (widget));
  width = gtk_widget_get_width (widget);
  height = gtk_widget_get_height (widget);
  g_assert_nonnull (renderer);
  g_assert_cmpint (width, >, 0);
  g_assert_cmpint (height, >, 0);

  node = snapshot_node (widget);
  g_assert_nonnull (node);
  texture = gsk_renderer_render_texture (renderer, node, &GRAPHENE_RECT_INIT (0, 0, width, height));
  g_assert_nonnull (texture);
  g_assert_cmpint (gdk_texture_get_width (texture), ==, width);
  g_assert_cmpint (gdk_texture_get_height (texture), ==, height);
  return texture;
}

guchar *
ui_test_render_pixels (GtkWidget *widget,
                       int       *width,
                       int       *height)
{
  g_autoptr(GdkTexture) texture = ui_test_render (widget);
  guchar *pixels;

  *width = gdk_texture_get_width (texture);
  *height = gdk_texture_get_height (texture);
  pixels = g_malloc ((gsize) *width * *height * 4);
  gdk_texture_download (texture, pixels, (gsize) *width * 4);
  return pixels;
}

void
ui_test_save_png (GtkWidget  *widget,
                  const char *name)
{
  g_autofree char *dir = screenshot_dir ();
  g_autofree char *file = g_strconcat (name, ".png", NULL);
  g_autofree char *path = g_build_filename (dir, file, NULL);
  g_autoptr(GdkTexture) texture = ui_test_render (widget);
  GStatBuf st;

  g_assert_true (gdk_texture_save_to_png (texture, path));
  g_assert_cmpint (g_stat (path, &st), ==, 0);
  g_assert_cmpint (st.st_size, >, 1000);
  g_test_message ("saved %s (%d×%d, %ld bytes)", path, gdk_texture_get_width (texture),
                  gdk_texture_get_height (texture), (long) st.st_size);
}

/* ------------------------------------------------------------------ */
/* Mnemonics                                                            */
/* ------------------------------------------------------------------ */

/* @widget and every ancestor up to @root are shown: a stack's other
 * pages, a hidden row and a closed popover are not (an open popover is
 * a surface of its own, whose menu is checked from its model) */
static gboolean
shown_within (GtkWidget *widget,
              GtkWidget *root)
{
  for (GtkWidget *w = widget; w != NULL; w = gtk_widget_get_parent (w))
    {
      if (!gtk_widget_get_visible (w) || !gtk_widget_get_child_visible (w))
        return FALSE;
      if (w == root)
        return TRUE;
      if (GTK_IS_POPOVER (w))
        return FALSE;
    }
  return TRUE;
}

/* Records @key (a lower-case keyval or character) for @text in @seen,
 * and a line in @clashes when another text has it already */
static void
note_mnemonic (GHashTable *seen,
               guint       key,
               const char *text,
               GString    *clashes,
               const char *where)
{
  const char *other = g_hash_table_lookup (seen, GUINT_TO_POINTER (key));
  g_autofree char *plain = ui_test_strip_mnemonic (text);

  if (other != NULL && !g_str_equal (other, plain))
    {
      gunichar c = gdk_keyval_to_unicode (key);
      char letter[8] = { 0 };

      g_unichar_to_utf8 (c != 0 ? g_unichar_toupper (c) : '?', letter);
      g_string_append_printf (clashes, "\n  %s: Alt+%s is both “%s” and “%s”", where, letter, other, plain);
      return;
    }
  g_hash_table_replace (seen, GUINT_TO_POINTER (key), g_steal_pointer (&plain));
}

static void
collect_widget_mnemonics (GtkWidget  *widget,
                          GtkWidget  *root,
                          GHashTable *seen,
                          GString    *clashes,
                          const char *where)
{
  if (GTK_IS_LABEL (widget) && gtk_label_get_use_underline (GTK_LABEL (widget))
      && shown_within (widget, root))
    {
      guint keyval = gtk_label_get_mnemonic_keyval (GTK_LABEL (widget));

      if (keyval != GDK_KEY_VoidSymbol)
        note_mnemonic (seen, gdk_keyval_to_lower (keyval), gtk_label_get_label (GTK_LABEL (widget)),
                       clashes, where);
    }
  for (GtkWidget *child = gtk_widget_get_first_child (widget);
       child != NULL;
       child = gtk_widget_get_next_sibling (child))
    collect_widget_mnemonics (child, root, seen, clashes, where);
}

static gboolean
popover_mapped (gpointer data)
{
  return gtk_widget_get_mapped (GTK_WIDGET (data));
}

static gboolean
popover_unmapped (gpointer data)
{
  return !gtk_widget_get_mapped (GTK_WIDGET (data));
}

/* The menus of the menu buttons under @widget, each opened as a player
 * opens it, so that the items hidden in the current state (hidden-when)
 * are left out as GTK leaves them out */
static void
check_menus_below (GtkWidget  *widget,
                   GtkWidget  *root,
                   GString    *clashes,
                   const char *where)
{
  if (GTK_IS_MENU_BUTTON (widget) && shown_within (widget, root)
      && gtk_menu_button_get_menu_model (GTK_MENU_BUTTON (widget)) != NULL)
    {
      GtkPopover *popover = gtk_menu_button_get_popover (GTK_MENU_BUTTON (widget));
      g_autoptr(GHashTable) seen = g_hash_table_new_full (NULL, NULL, NULL, g_free);
      g_autofree char *tooltip = gtk_widget_get_tooltip_text (widget) != NULL
                                 ? g_strdup (gtk_widget_get_tooltip_text (widget))
                                 : g_strdup (G_OBJECT_TYPE_NAME (widget));
      g_autofree char *menu = g_strdup_printf ("%s, the menu of “%s”", where, tooltip);

      gtk_menu_button_popup (GTK_MENU_BUTTON (widget));
      ui_test_wait_until (popover_mapped, popover, 20000, menu);
      collect_widget_mnemonics (GTK_WIDGET (popover), GTK_WIDGET (popover), seen, clashes, menu);
      if (g_hash_table_size (seen) == 0)
        g_string_append_printf (clashes, "\n  %s: no mnemonic seen (the check would prove nothing)", menu);
      gtk_menu_button_popdown (GTK_MENU_BUTTON (widget));
      ui_test_wait_until (popover_unmapped, popover, 20000, menu);
    }
  for (GtkWidget *child = gtk_widget_get_first_child (widget);
       child != NULL;
       child = gtk_widget_get_next_sibling (child))
    check_menus_below (child, root, clashes, where);
}

/**
 * ui_test_assert_unique_mnemonics:
 * @root: a window
 * @where: what it is, for the message
 *
 * No two controls shown in @root share an Alt key (the letter after "_"
 * in their labels, as GTK reads it, in the language the test runs in),
 * and no two items of a menu of @root's menu buttons do (each menu is
 * opened, to see the items its current state shows). Fails with every
 * clash found.
 *
 * Returns: how many mnemonics were checked (so that a caller can tell a
 * window with none from a check that saw nothing)
 */
guint
ui_test_assert_unique_mnemonics (GtkWidget  *root,
                                 const char *where)
{
  g_autoptr(GHashTable) seen = g_hash_table_new_full (NULL, NULL, NULL, g_free);
  g_autoptr(GString) clashes = g_string_new (NULL);

  collect_widget_mnemonics (root, root, seen, clashes, where);
  check_menus_below (root, root, clashes, where);
  if (clashes->len > 0)
    g_error ("mnemonics shared in %s (messages in %s):%s", where, g_get_language_names ()[0], clashes->str);
  return g_hash_table_size (seen);
}
