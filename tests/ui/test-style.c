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

/* The portal's desktop changes a setting ("N" its scheme, "contrast N",
 * "accent R G B", "accent none"): SettingChanged is emitted. */
static void
portal_send (const char *change)
{
  g_autofree char *text = g_strdup_printf ("%s\n", change);
  g_autofree char *expected = g_strdup_printf ("set %s", change);
  g_autofree char *line = NULL;
  g_autoptr(GError) error = NULL;

  g_output_stream_write_all (portal.in, text, strlen (text), NULL, NULL, &error);
  g_assert_no_error (error);
  line = g_data_input_stream_read_line_utf8 (portal.out, NULL, NULL, &error);
  g_assert_no_error (error);
  g_assert_cmpstr (line, ==, expected);
}

/* The portal's desktop changes its scheme */
static void
portal_set (guint scheme)
{
  g_autofree char *change = g_strdup_printf ("%u", scheme);

  portal_send (change);
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

/* @color against the theme's window and view backgrounds, at @ratio */
static void
assert_on_backgrounds (GtkStyleContext *context,
                       const GdkRGBA   *color,
                       const char      *what,
                       double           ratio)
{
  for (guint i = 0; i < 2; i++)
    {
      const char *name = i == 0 ? "theme_bg_color" : "theme_base_color";
      GdkRGBA background;
      double measured;

      G_GNUC_BEGIN_IGNORE_DEPRECATIONS
      g_assert_true (gtk_style_context_lookup_color (context, name, &background));
      G_GNUC_END_IGNORE_DEPRECATIONS
      measured = contrast (color, &background);
      g_test_message ("%s (%.3f, %.3f, %.3f) on %s (%.3f, %.3f, %.3f): %.2f:1", what,
                      color->red, color->green, color->blue, name,
                      background.red, background.green, background.blue, measured);
      g_assert_cmpfloat (measured, >=, ratio);
    }
}

/* 4.5:1 (WCAG AA) in the ordinary styles, 7:1 (AAA) in high contrast */
static double min_text_contrast = 4.5;

/* The colour of a label of the window with the CSS classes Balut gives
 * its coloured texts, against the theme's background colours. */
static void
assert_text_contrast (const char *css_classes,
                      GtkWidget  *parent)
{
  GtkWidget *label = gtk_label_new ("42");
  g_auto(GStrv) classes = g_strsplit (css_classes, " ", -1);
  GtkStyleContext *context;
  GdkRGBA color;

  gtk_widget_set_css_classes (label, (const char **) classes);
  gtk_widget_set_parent (label, parent);
  context = gtk_widget_get_style_context (label);
  G_GNUC_BEGIN_IGNORE_DEPRECATIONS
  gtk_style_context_get_color (context, &color);
  G_GNUC_END_IGNORE_DEPRECATIONS

  {
    g_autofree char *what = g_strdup_printf ("label.%s", css_classes);

    assert_on_backgrounds (context, &color, what, min_text_contrast);
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

/* ------------------------------------------------------- high contrast */

/* The colours Balut defines (style.css), each redefined for high contrast */
static GPtrArray *
defined_colors (const char *resource)
{
  g_autoptr(GBytes) bytes = g_resources_lookup_data (resource, G_RESOURCE_LOOKUP_FLAGS_NONE, NULL);
  g_autoptr(GRegex) regex = g_regex_new ("@define-color\\s+(\\w+)", 0, 0, NULL);
  g_autoptr(GMatchInfo) match = NULL;
  GPtrArray *names = g_ptr_array_new_with_free_func (g_free);

  g_assert_nonnull (bytes);
  g_regex_match (regex, g_bytes_get_data (bytes, NULL), 0, &match);
  while (g_match_info_matches (match))
    {
      g_ptr_array_add (names, g_match_info_fetch (match, 1));
      g_match_info_next (match, NULL);
    }
  return names;
}

static gboolean
has_name (GPtrArray  *names,
          const char *name)
{
  for (guint i = 0; i < names->len; i++)
    if (g_str_equal (names->pdata[i], name))
      return TRUE;
  return FALSE;
}

/* Every colour Balut sets, as the window resolves it, against the
 * theme's window and view backgrounds: text at @text_ratio, marks (the
 * accent's rings, the hint's) at @mark_ratio */
static void
assert_colors_contrast (GtkWidget *widget,
                        double     text_ratio,
                        double     mark_ratio)
{
  g_autoptr(GPtrArray) names = defined_colors ("/io/github/balut/Balut/style.css");
  GtkStyleContext *context = gtk_widget_get_style_context (widget);

  g_assert_cmpuint (names->len, >=, 8);
  for (guint i = 0; i < names->len; i++)
    {
      const char *name = names->pdata[i];
      gboolean mark = g_str_equal (name, "accent_bg_color") || g_str_equal (name, "hint_color");
      g_autofree char *what = g_strdup_printf ("@%s", name);
      GdkRGBA color;

      G_GNUC_BEGIN_IGNORE_DEPRECATIONS
      g_assert_true (gtk_style_context_lookup_color (context, name, &color));
      G_GNUC_END_IGNORE_DEPRECATIONS
      assert_on_backgrounds (context, &color, what, mark ? mark_ratio : text_ratio);
    }
}

static gboolean
high_contrast_is (gpointer data)
{
  Wanted *w = data;

  return balut_style_manager_get_high_contrast (w->manager) == TRUE
         && balut_style_manager_get_dark (w->manager) == w->dark;
}

static gboolean
normal_contrast (gpointer data)
{
  return !balut_style_manager_get_high_contrast (data);
}

static char *
theme_name (void)
{
  char *name = NULL;

  g_object_get (gtk_settings_get_default (), "gtk-theme-name", &name, NULL);
  return name;
}

/* Every colour style.css defines has its value in both high-contrast
 * sheets */
static void
test_high_contrast_sheets (void)
{
  g_autoptr(GPtrArray) names = defined_colors ("/io/github/balut/Balut/style.css");
  const char *sheets[] = { "/io/github/balut/Balut/style-hc.css", "/io/github/balut/Balut/style-hc-dark.css" };

  for (guint s = 0; s < G_N_ELEMENTS (sheets); s++)
    {
      g_autoptr(GPtrArray) hc = defined_colors (sheets[s]);

      for (guint i = 0; i < names->len; i++)
        if (!has_name (hc, names->pdata[i]))
          g_error ("%s has no high-contrast value in %s", (char *) names->pdata[i], sheets[s]);
    }
}

/* GTK's HighContrast and HighContrastInverse themes, chosen by the
 * player's desktop settings: Balut's colours follow, every text at 7:1
 * (GTK 4.8 draws its light theme for HighContrastInverse: Balut makes
 * it HighContrast drawn dark) */
static void
test_high_contrast_themes (void)
{
  BalutStyleManager *manager = style_manager ();
  GtkSettings *settings = gtk_settings_get_default ();
  g_autoptr(GSettings) balut_settings = ui_test_dup_settings ();
  BalutWindow *window;
  struct { const char *theme; gboolean dark; const char *shot; } themes[] = {
    { "HighContrast", FALSE, "style-high-contrast" },
    { "HighContrastInverse", TRUE, "style-high-contrast-inverse" },
  };

  g_settings_set_enum (balut_settings, "color-scheme", BALUT_COLOR_SCHEME_SYSTEM);
  portal_set (BALUT_SYSTEM_SCHEME_PREFER_LIGHT);
  wait_for_style (manager, FALSE, BALUT_SYSTEM_SCHEME_PREFER_LIGHT);
  g_assert_false (balut_style_manager_get_high_contrast (manager));
  window = ui_test_open_window ();

  min_text_contrast = 7;
  for (guint i = 0; i < G_N_ELEMENTS (themes); i++)
    {
      Wanted w = { manager, themes[i].dark, 0 };

      g_object_set (settings, "gtk-theme-name", themes[i].theme, NULL);
      ui_test_wait_until (high_contrast_is, &w, 5000, themes[i].theme);
      check_window (window, themes[i].dark, themes[i].shot);
      assert_colors_contrast (GTK_WIDGET (window), 7, 4.5);
    }
  min_text_contrast = 4.5;

  gtk_settings_reset_property (settings, "gtk-theme-name");
  ui_test_wait_until (normal_contrast, manager, 5000, "the ordinary theme");
  check_window (window, FALSE, "style-light-after-high-contrast");
  ui_test_close_window (window);
}

/* The desktop's high-contrast setting (the portal's contrast key, which
 * GTK 4.8 does not read): Balut takes GTK's high-contrast theme, the
 * inverse one when dark, and gives the theme back when it is off */
static void
test_portal_contrast (void)
{
  BalutStyleManager *manager = style_manager ();
  g_autoptr(GSettings) balut_settings = ui_test_dup_settings ();
  g_autofree char *before = theme_name ();
  BalutWindow *window;
  Wanted light = { manager, FALSE, 0 };
  Wanted dark = { manager, TRUE, 0 };

  g_settings_set_enum (balut_settings, "color-scheme", BALUT_COLOR_SCHEME_SYSTEM);
  portal_set (BALUT_SYSTEM_SCHEME_PREFER_LIGHT);
  wait_for_style (manager, FALSE, BALUT_SYSTEM_SCHEME_PREFER_LIGHT);
  window = ui_test_open_window ();

  min_text_contrast = 7;
  portal_send ("contrast 1");
  ui_test_wait_until (high_contrast_is, &light, 5000, "high contrast from the portal");
  {
    g_autofree char *name = theme_name ();

    g_assert_cmpstr (name, ==, "HighContrast");
  }
  check_window (window, FALSE, "style-portal-high-contrast");
  assert_colors_contrast (GTK_WIDGET (window), 7, 4.5);

  /* dark: GTK 4.8 draws HighContrast dark (it has no HighContrastInverse) */
  portal_set (BALUT_SYSTEM_SCHEME_PREFER_DARK);
  ui_test_wait_until (high_contrast_is, &dark, 5000, "dark high contrast from the portal");
  {
    g_autofree char *name = theme_name ();

    g_assert_cmpstr (name, ==, "HighContrast");
  }
  check_window (window, TRUE, "style-portal-high-contrast-dark");
  assert_colors_contrast (GTK_WIDGET (window), 7, 4.5);
  min_text_contrast = 4.5;

  portal_send ("contrast 0");
  ui_test_wait_until (normal_contrast, manager, 5000, "normal contrast from the portal");
  {
    g_autofree char *name = theme_name ();

    g_assert_cmpstr (name, ==, before);
  }
  g_assert_true (balut_style_manager_get_dark (manager));
  check_window (window, TRUE, "style-dark-after-portal-contrast");
  ui_test_close_window (window);
}

typedef struct
{
  GtkWidget *widget;
  GdkRGBA    wanted;
} AccentWanted;

static gboolean
accent_is (gpointer data)
{
  AccentWanted *w = data;
  GdkRGBA accent;

  G_GNUC_BEGIN_IGNORE_DEPRECATIONS
  if (!gtk_style_context_lookup_color (gtk_widget_get_style_context (w->widget), "accent_bg_color", &accent))
    return FALSE;
  G_GNUC_END_IGNORE_DEPRECATIONS
  return fabs (accent.red - w->wanted.red) < 0.01 && fabs (accent.green - w->wanted.green) < 0.01
         && fabs (accent.blue - w->wanted.blue) < 0.01;
}

/* The suggested button (Roll) in the accent's hue, its white text at
 * 4.5:1 on it */
static void
assert_suggested_button (BalutWindow *window)
{
  GtkWidget *button = NULL;
  g_autoptr(GPtrArray) stack = g_ptr_array_new ();
  GdkRGBA background, text;
  double ratio;

  g_ptr_array_add (stack, window);
  while (stack->len > 0 && button == NULL)
    {
      GtkWidget *w = g_ptr_array_steal_index (stack, stack->len - 1);

      if (GTK_IS_BUTTON (w) && gtk_widget_has_css_class (w, "suggested-action") && gtk_widget_is_drawable (w))
        button = w;
      for (GtkWidget *c = gtk_widget_get_first_child (w); c != NULL; c = gtk_widget_get_next_sibling (c))
        g_ptr_array_add (stack, c);
    }
  g_assert_nonnull (button);
  /* the middle of its left edge's inside, as the window draws it */
  {
    int width, height;
    g_autofree guchar *pixels = ui_test_render_pixels (GTK_WIDGET (window), &width, &height);
    graphene_rect_t bounds;
    gsize i;

    g_assert_true (gtk_widget_compute_bounds (button, GTK_WIDGET (window), &bounds));
    i = 4 * ((gsize) (bounds.origin.y + bounds.size.height / 2) * width + (gsize) (bounds.origin.x + 6));
    background = (GdkRGBA) { pixels[i + 2] / 255.0, pixels[i + 1] / 255.0, pixels[i] / 255.0, 1 };
  }
  G_GNUC_BEGIN_IGNORE_DEPRECATIONS
  gtk_style_context_get_color (gtk_widget_get_style_context (button), &text);
  G_GNUC_END_IGNORE_DEPRECATIONS
  ratio = contrast (&text, &background);
  g_test_message ("the suggested button: (%.3f, %.3f, %.3f), its text %.2f:1", background.red, background.green,
                  background.blue, ratio);
  /* orange: more red than blue */
  g_assert_cmpfloat (background.red, >, background.blue + 0.2);
  g_assert_cmpfloat (ratio, >=, 4.5);
}

/* The hint's marks and the accent's are told apart: their colours at
 * least 0.25 apart in some channel */
static void
assert_hint_apart (GtkWidget *widget)
{
  GdkRGBA accent, hint;

  G_GNUC_BEGIN_IGNORE_DEPRECATIONS
  g_assert_true (gtk_style_context_lookup_color (gtk_widget_get_style_context (widget), "accent_bg_color", &accent));
  g_assert_true (gtk_style_context_lookup_color (gtk_widget_get_style_context (widget), "hint_color", &hint));
  G_GNUC_END_IGNORE_DEPRECATIONS
  g_test_message ("accent (%.3f, %.3f, %.3f), hint (%.3f, %.3f, %.3f)", accent.red, accent.green, accent.blue,
                  hint.red, hint.green, hint.blue);
  g_assert_cmpfloat (MAX (fabs (accent.red - hint.red), MAX (fabs (accent.green - hint.green),
                                                             fabs (accent.blue - hint.blue))), >=, 0.25);
}

static gboolean
accent_changed_from (gpointer data)
{
  return !accent_is (data);
}

/* The desktop's accent colour (the portal's accent-color): Balut's
 * accent, the text in it readable in both styles; none, Balut's blue;
 * high contrast keeps its own */
static void
test_portal_accent (void)
{
  BalutStyleManager *manager = style_manager ();
  g_autoptr(GSettings) balut_settings = ui_test_dup_settings ();
  BalutWindow *window;
  AccentWanted w;
  Wanted hc = { manager, FALSE, 0 };

  g_settings_set_enum (balut_settings, "color-scheme", BALUT_COLOR_SCHEME_SYSTEM);
  portal_set (BALUT_SYSTEM_SCHEME_PREFER_LIGHT);
  wait_for_style (manager, FALSE, BALUT_SYSTEM_SCHEME_PREFER_LIGHT);
  window = ui_test_open_window ();
  w.widget = GTK_WIDGET (window);

  /* GNOME's orange accent: too light to read as text on white as it is */
  portal_send ("accent 0.902 0.380 0.000");
  w.wanted = (GdkRGBA) { 0.902, 0.380, 0, 1 };
  ui_test_wait_until (accent_is, &w, 5000, "the desktop's orange accent");
  check_window (window, FALSE, "style-accent-orange");
  assert_colors_contrast (GTK_WIDGET (window), 4.5, 3);
  assert_suggested_button (window);
  assert_hint_apart (GTK_WIDGET (window));

  portal_set (BALUT_SYSTEM_SCHEME_PREFER_DARK);
  wait_for_style (manager, TRUE, BALUT_SYSTEM_SCHEME_PREFER_DARK);
  ui_test_wait_until (accent_is, &w, 5000, "the orange accent, dark");
  check_window (window, TRUE, "style-accent-orange-dark");
  assert_colors_contrast (GTK_WIDGET (window), 4.5, 3);

  /* another colour while open */
  portal_set (BALUT_SYSTEM_SCHEME_PREFER_LIGHT);
  wait_for_style (manager, FALSE, BALUT_SYSTEM_SCHEME_PREFER_LIGHT);
  portal_send ("accent 0.569 0.255 0.675");
  w.wanted = (GdkRGBA) { 0.569, 0.255, 0.675, 1 };
  ui_test_wait_until (accent_is, &w, 5000, "the desktop's purple accent");
  assert_colors_contrast (GTK_WIDGET (window), 4.5, 3);

  /* a yellow too light for rings and text on white: made darker for both */
  portal_send ("accent 0.965 0.827 0.176");
  ui_test_wait_until (accent_changed_from, &w, 5000, "the desktop's yellow accent");
  check_window (window, FALSE, "style-accent-yellow");
  assert_colors_contrast (GTK_WIDGET (window), 4.5, 3);

  /* high contrast keeps its own blue */
  portal_set (BALUT_SYSTEM_SCHEME_PREFER_LIGHT);
  portal_send ("contrast 1");
  ui_test_wait_until (high_contrast_is, &hc, 5000, "high contrast");
  w.wanted = (GdkRGBA) { 0x0f / 255.0, 0x4c / 255.0, 0x9a / 255.0, 1 };
  ui_test_wait_until (accent_is, &w, 5000, "high contrast's own accent");
  portal_send ("contrast 0");
  ui_test_wait_until (normal_contrast, manager, 5000, "normal contrast");

  /* no accent colour: Balut's blue */
  portal_send ("accent none");
  w.wanted = (GdkRGBA) { 0x35 / 255.0, 0x84 / 255.0, 0xe4 / 255.0, 1 };
  ui_test_wait_until (accent_is, &w, 5000, "Balut's own accent");
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
  g_test_add_func ("/balut/ui/style/high-contrast-sheets", test_high_contrast_sheets);
  g_test_add_func ("/balut/ui/style/high-contrast-themes", test_high_contrast_themes);
  g_test_add_func ("/balut/ui/style/portal-contrast", test_portal_contrast);
  g_test_add_func ("/balut/ui/style/portal-accent", test_portal_accent);
  g_test_add_func ("/balut/ui/style/older-and-no-portal", test_older_and_no_portal);

  status = g_test_run ();
  portal_stop ();
  return status;
}
