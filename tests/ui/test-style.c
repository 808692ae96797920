/* test-style.c — light and dark, as the desktop or the player says
 *
 * SPDX-FileCopyrightText: 2026 The Balut developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A Settings portal of the test's own (fake-portal.py, on the test's
 * session bus) tells the real window that the desktop prefers dark,
 * then light, then nothing; the window must follow it at start and
 * while it runs, and the player's Style preference must override it.
 * Each state is checked as a player sees it: the window rendered to a
 * PNG (dark or light pixels), and the colours of the texts Balut colours
 * itself (a category's points won, a new high score) against the
 * theme's background (at least 4.5:1).
 */

#include "config.h"

#include <glib/gi18n.h>
#include <math.h>

#include "balut-preferences-window.h"
#include "balut-style-manager.h"
#include "ui-test-utils.h"

typedef struct
{
  GSubprocess       *process;
  GDataInputStream  *out;
  GOutputStream     *in;
} Portal;

static Portal portal;

/* Starts fake-portal.py with @scheme (0 no preference, 1 dark, 2 light)
 * and waits until it owns the portal's name. */
static void
portal_start (guint       scheme,
              const char *version)
{
  /* G_TEST_SRCDIR: this runs before g_test_init () */
  g_autofree char *script = g_build_filename (g_getenv ("G_TEST_SRCDIR"), "ui", "fake-portal.py", NULL);
  g_autofree char *scheme_text = g_strdup_printf ("%u", scheme);
  g_autoptr(GError) error = NULL;
  g_autofree char *line = NULL;

  g_assert_null (portal.process);
  portal.process = g_subprocess_new (G_SUBPROCESS_FLAGS_STDIN_PIPE | G_SUBPROCESS_FLAGS_STDOUT_PIPE, &error,
                                     "/usr/bin/python3", script, "--version", version, scheme_text, NULL);
  g_assert_no_error (error);
  portal.out = g_data_input_stream_new (g_subprocess_get_stdout_pipe (portal.process));
  portal.in = g_object_ref (g_subprocess_get_stdin_pipe (portal.process));
  line = g_data_input_stream_read_line_utf8 (portal.out, NULL, NULL, &error);
  g_assert_no_error (error);
  g_assert_cmpstr (line, ==, "ready");
}

/* The portal's desktop changes its scheme: SettingChanged is emitted. */
static void
portal_set (guint scheme)
{
  g_autofree char *text = g_strdup_printf ("%u\n", scheme);
  g_autofree char *expected = g_strdup_printf ("set %u", scheme);
  g_autofree char *line = NULL;
  g_autoptr(GError) error = NULL;

  g_output_stream_write_all (portal.in, text, strlen (text), NULL, NULL, &error);
  g_assert_no_error (error);
  line = g_data_input_stream_read_line_utf8 (portal.out, NULL, NULL, &error);
  g_assert_no_error (error);
  g_assert_cmpstr (line, ==, expected);
}

static void
portal_stop (void)
{
  g_autoptr(GError) error = NULL;

  if (portal.process == NULL)
    return;
  g_output_stream_close (portal.in, NULL, NULL);
  g_subprocess_wait_check (portal.process, NULL, &error);
  g_assert_no_error (error);
  g_clear_object (&portal.in);
  g_clear_object (&portal.out);
  g_clear_object (&portal.process);
}

static BalutStyleManager *
style_manager (void)
{
  BalutStyleManager *manager = balut_application_get_style_manager (ui_test_get_application ());

  g_assert_nonnull (manager);
  return manager;
}

typedef struct
{
  BalutStyleManager *manager;
  gboolean           dark;
  BalutSystemScheme  system;
} Wanted;

static gboolean
style_is (gpointer data)
{
  Wanted *w = data;

  return balut_style_manager_get_dark (w->manager) == w->dark
         && balut_style_manager_get_system_scheme (w->manager) == w->system;
}

/* Waits (on the main loop: the portal's signal arrives there) until the
 * style is @dark with the desktop's scheme @system. */
static void
wait_for_style (BalutStyleManager *manager,
                gboolean           dark,
                BalutSystemScheme  system)
{
  Wanted w = { manager, dark, system };
  g_autofree char *what = g_strdup_printf ("the %s style (desktop scheme %d)", dark ? "dark" : "light", system);

  ui_test_wait_until (style_is, &w, 5000, what);
}

/* ------------------------------------------------------------ colours */

static double
channel (double c)
{
  return c <= 0.03928 ? c / 12.92 : pow ((c + 0.055) / 1.055, 2.4);
}

static double
luminance (const GdkRGBA *c)
{
  return 0.2126 * channel (c->red) + 0.7152 * channel (c->green) + 0.0722 * channel (c->blue);
}

static double
contrast (const GdkRGBA *a,
          const GdkRGBA *b)
{
  double la = luminance (a), lb = luminance (b);

  return (MAX (la, lb) + 0.05) / (MIN (la, lb) + 0.05);
}

/* The mean luminance of the window as it is drawn. */
static double
window_luminance (GtkWidget *window)
{
  int width, height;
  g_autofree guchar *pixels = ui_test_render_pixels (window, &width, &height);
  double sum = 0;

  /* B, G, R, A premultiplied: a window is opaque */
  for (gsize i = 0; i < (gsize) width * height; i++)
    {
      GdkRGBA c = { pixels[4 * i + 2] / 255.0, pixels[4 * i + 1] / 255.0, pixels[4 * i] / 255.0, 1 };
      sum += luminance (&c);
    }
  return sum / ((double) width * height);
}

/* The colour of a label of the window with the CSS classes Balut gives
 * its coloured texts, against the theme's background colours. */
static void
assert_text_contrast (const char *css_classes,
                      GtkWidget  *parent)
{
  GtkWidget *label = gtk_label_new ("42");
  g_auto(GStrv) classes = g_strsplit (css_classes, " ", -1);
  GtkStyleContext *context;
  GdkRGBA color, background;

  gtk_widget_set_css_classes (label, (const char **) classes);
  gtk_widget_set_parent (label, parent);
  context = gtk_widget_get_style_context (label);
  G_GNUC_BEGIN_IGNORE_DEPRECATIONS
  gtk_style_context_get_color (context, &color);
  G_GNUC_END_IGNORE_DEPRECATIONS

  for (guint i = 0; i < 2; i++)
    {
      const char *name = i == 0 ? "theme_bg_color" : "theme_base_color";
      double ratio;

      G_GNUC_BEGIN_IGNORE_DEPRECATIONS
      g_assert_true (gtk_style_context_lookup_color (context, name, &background));
      G_GNUC_END_IGNORE_DEPRECATIONS
      ratio = contrast (&color, &background);
      g_test_message ("label.%s (%.3f, %.3f, %.3f) on %s (%.3f, %.3f, %.3f): %.2f:1",
                      css_classes,
                      color.red, color.green, color.blue, name,
                      background.red, background.green, background.blue, ratio);
      g_assert_cmpfloat (ratio, >=, 4.5);
    }
  gtk_widget_unparent (label);
}

/* The window in the style it should have: its pixels, and its texts
 * readable. */
static void
check_window (BalutWindow *window,
              gboolean     dark,
              const char  *name)
{
  GtkWidget *sheet = balut_window_get_sheet_view (window);
  double lum;

  ui_test_wait_for_frame (GTK_WIDGET (window));
  ui_test_save_png (GTK_WIDGET (window), name);
  lum = window_luminance (GTK_WIDGET (window));
  g_test_message ("%s: mean luminance %.3f", name, lum);
  if (dark)
    g_assert_cmpfloat (lum, <, 0.15);
  else
    g_assert_cmpfloat (lum, >, 0.5);

  /* the sheet's texts: plain, and the points of a category whose goal
   * was reached; a new high score's line (balut-scores-window.c) */
  assert_text_contrast ("sheet-points", sheet);
  assert_text_contrast ("sheet-points met", sheet);
  assert_text_contrast ("new-high-score", GTK_WIDGET (window));
}

/* ------------------------------------------------------------- tests */

/* The desktop prefers dark when Balut starts: the first window is dark;
 * then the desktop turns light, and the open window follows. */
static void
test_follows_desktop (void)
{
  BalutStyleManager *manager = style_manager ();
  g_autoptr(GSettings) settings = ui_test_dup_settings ();
  BalutWindow *window;
  gboolean prefer_dark;

  g_settings_set_enum (settings, "color-scheme", BALUT_COLOR_SCHEME_SYSTEM);
  /* read at start-up, before any window: no light frame first */
  g_assert_cmpint (balut_style_manager_get_system_scheme (manager), ==, BALUT_SYSTEM_SCHEME_PREFER_DARK);
  g_assert_true (balut_style_manager_get_dark (manager));

  window = ui_test_open_window ();
  g_object_get (gtk_widget_get_settings (GTK_WIDGET (window)), "gtk-application-prefer-dark-theme", &prefer_dark, NULL);
  g_assert_true (prefer_dark);
  check_window (window, TRUE, "style-dark");

  portal_set (BALUT_SYSTEM_SCHEME_PREFER_LIGHT);
  wait_for_style (manager, FALSE, BALUT_SYSTEM_SCHEME_PREFER_LIGHT);
  check_window (window, FALSE, "style-light-live");

  portal_set (BALUT_SYSTEM_SCHEME_PREFER_DARK);
  wait_for_style (manager, TRUE, BALUT_SYSTEM_SCHEME_PREFER_DARK);
  check_window (window, TRUE, "style-dark-live");

  /* no preference: GTK's own setting at start (light here) */
  portal_set (BALUT_SYSTEM_SCHEME_DEFAULT);
  wait_for_style (manager, FALSE, BALUT_SYSTEM_SCHEME_DEFAULT);

  ui_test_close_window (window);
}

/* The Style preference overrides the desktop, both ways, at once. */
static void
test_preference_overrides (void)
{
  BalutStyleManager *manager = style_manager ();
  g_autoptr(GSettings) settings = ui_test_dup_settings ();
  BalutWindow *window = ui_test_open_window ();

  portal_set (BALUT_SYSTEM_SCHEME_PREFER_LIGHT);
  wait_for_style (manager, FALSE, BALUT_SYSTEM_SCHEME_PREFER_LIGHT);

  g_settings_set_enum (settings, "color-scheme", BALUT_COLOR_SCHEME_DARK);
  g_assert_cmpint (balut_style_manager_get_color_scheme (manager), ==, BALUT_COLOR_SCHEME_DARK);
  g_assert_true (balut_style_manager_get_dark (manager));
  check_window (window, TRUE, "style-dark-preference");

  /* the desktop changes: the preference still wins */
  portal_set (BALUT_SYSTEM_SCHEME_PREFER_DARK);
  wait_for_style (manager, TRUE, BALUT_SYSTEM_SCHEME_PREFER_DARK);
  g_settings_set_enum (settings, "color-scheme", BALUT_COLOR_SCHEME_LIGHT);
  g_assert_false (balut_style_manager_get_dark (manager));
  check_window (window, FALSE, "style-light-preference");

  g_settings_set_enum (settings, "color-scheme", BALUT_COLOR_SCHEME_SYSTEM);
  g_assert_true (balut_style_manager_get_dark (manager));

  ui_test_close_window (window);
}

/* The preference as the player sets it: Preferences → Style. */
static void
test_preferences_window (void)
{
  BalutStyleManager *manager = style_manager ();
  g_autoptr(GSettings) settings = ui_test_dup_settings ();
  BalutWindow *window = ui_test_open_window ();
  GtkWidget *preferences;
  GtkWidget *dropdown = NULL;

  portal_set (BALUT_SYSTEM_SCHEME_PREFER_LIGHT);
  wait_for_style (manager, FALSE, BALUT_SYSTEM_SCHEME_PREFER_LIGHT);

  gtk_widget_activate_action (GTK_WIDGET (window), "win.preferences", NULL);
  preferences = GTK_WIDGET (ui_test_find_toplevel (BALUT_TYPE_PREFERENCES_WINDOW));
  g_assert_nonnull (preferences);

  /* the Style row's drop-down: the one offering "Dark" third (depth
   * first; the computer players' speed has one too) */
  {
    g_autoptr(GPtrArray) stack = g_ptr_array_new ();

    g_ptr_array_add (stack, preferences);
    while (stack->len > 0 && dropdown == NULL)
      {
        GtkWidget *w = g_ptr_array_steal_index (stack, stack->len - 1);

        if (GTK_IS_DROP_DOWN (w))
          {
            GListModel *model = gtk_drop_down_get_model (GTK_DROP_DOWN (w));

            if (g_list_model_get_n_items (model) == 3
                && g_str_equal (gtk_string_list_get_string (GTK_STRING_LIST (model), 2), C_("style", "Dark")))
              dropdown = w;
          }
        for (GtkWidget *c = gtk_widget_get_first_child (w); c != NULL; c = gtk_widget_get_next_sibling (c))
          g_ptr_array_add (stack, c);
      }
  }
  g_assert_nonnull (dropdown);
  g_assert_cmpuint (gtk_drop_down_get_selected (GTK_DROP_DOWN (dropdown)), ==, 0);   /* Follow the desktop */

  gtk_drop_down_set_selected (GTK_DROP_DOWN (dropdown), 2);
  g_assert_cmpint (g_settings_get_enum (settings, "color-scheme"), ==, BALUT_COLOR_SCHEME_DARK);
  g_assert_true (balut_style_manager_get_dark (manager));
  check_window (window, TRUE, "style-dark-from-preferences");
  ui_test_save_png (preferences, "style-preferences-dark");

  gtk_drop_down_set_selected (GTK_DROP_DOWN (dropdown), 0);
  g_assert_cmpint (g_settings_get_enum (settings, "color-scheme"), ==, BALUT_COLOR_SCHEME_SYSTEM);
  g_assert_false (balut_style_manager_get_dark (manager));

  gtk_window_destroy (GTK_WINDOW (preferences));
  ui_test_close_window (window);
}

/* A portal of version 1 has no ReadOne: Read, with the value wrapped
 * once more, is read instead; without a portal there is no preference. */
static void
test_older_and_no_portal (void)
{
  GdkDisplay *display = gdk_display_get_default ();
  g_autoptr(GSettings) settings = ui_test_dup_settings ();

  g_settings_set_enum (settings, "color-scheme", BALUT_COLOR_SCHEME_SYSTEM);
  portal_stop ();
  portal_start (BALUT_SYSTEM_SCHEME_PREFER_DARK, "1");
  {
    g_autoptr(BalutStyleManager) manager = balut_style_manager_new (display);

    g_assert_cmpint (balut_style_manager_get_system_scheme (manager), ==, BALUT_SYSTEM_SCHEME_PREFER_DARK);
    g_assert_true (balut_style_manager_get_dark (manager));
  }

  portal_stop ();
  {
    g_autoptr(BalutStyleManager) manager = balut_style_manager_new (display);

    g_assert_cmpint (balut_style_manager_get_system_scheme (manager), ==, BALUT_SYSTEM_SCHEME_DEFAULT);
  }
}

int
main (int   argc,
      char *argv[])
{
  int status;

  /* before the application starts up: it reads the portal then */
  portal_start (BALUT_SYSTEM_SCHEME_PREFER_DARK, "2");
  ui_test_init (&argc, &argv);

  g_test_add_func ("/balut/ui/style/follows-desktop", test_follows_desktop);
  g_test_add_func ("/balut/ui/style/preference-overrides", test_preference_overrides);
  g_test_add_func ("/balut/ui/style/preferences-window", test_preferences_window);
  g_test_add_func ("/balut/ui/style/older-and-no-portal", test_older_and_no_portal);

  status = g_test_run ();
  portal_stop ();
  return status;
}
