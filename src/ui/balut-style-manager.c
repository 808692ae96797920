/* balut-style-manager.c — light or dark, as the desktop or the player says
 *
 * SPDX-FileCopyrightText: 2026 The Balut developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * GTK 4.8 draws its dark style when GtkSettings:gtk-application-prefer-
 * dark-theme is set, but nothing in it sets that from the desktop: the
 * desktop's choice lives in the Settings portal on Linux (key
 * color-scheme of org.freedesktop.appearance: 0 no preference, 1 dark,
 * 2 light) and in the registry on Windows (AppsUseLightTheme). This
 * object reads it, follows it while Balut runs, and lets the player's
 * preference (settings key "color-scheme": system, light or dark)
 * override it.
 *
 * High contrast: under GTK's HighContrast and HighContrastInverse themes
 * (set in settings.ini, GTK_THEME or by the desktop), or when the
 * portal's contrast key asks for it (1: higher contrast; GTK 4.8 does not
 * read it, so Balut then sets the theme itself, and gives the former
 * theme back when the desktop turns it off), Balut's own
 * colours take their high-contrast values (style-hc.css, style-hc-dark.css).
 * The accent: the portal's accent-color, where the desktop has one, is
 * Balut's accent colour (and the text in it, made dark or light enough to
 * read); high contrast keeps its own.
 *
 * It also switches Balut's own dark style sheet (style-dark.css, which
 * redefines the few colours of style.css that are text or marks on the
 * window's background) in and out with the theme, so that every colour
 * keeps its contrast in both styles.
 *
 * Without a portal (or on Windows without the registry value), "system"
 * keeps what GTK had at start-up: settings.ini, XSettings, GTK_THEME.
 */

#include "config.h"

#include <math.h>

#include "balut-style-manager.h"
#include "balut-ui-enums.h"

#ifdef G_OS_WIN32
# include <windows.h>
#endif

#define PORTAL_BUS_NAME           "org.freedesktop.portal.Desktop"
#define PORTAL_OBJECT_PATH        "/org/freedesktop/portal/desktop"
#define PORTAL_SETTINGS_INTERFACE "org.freedesktop.portal.Settings"
#define APPEARANCE_NAMESPACE      "org.freedesktop.appearance"
#define COLOR_SCHEME_KEY          "color-scheme"
#define CONTRAST_KEY              "contrast"
#define ACCENT_COLOR_KEY          "accent-color"

/* The first answer is waited for, so that the first frame already has
 * the right style; a portal that is slower than this is followed once
 * it says something (SettingChanged). */
#define PORTAL_TIMEOUT_MS 1000

#define DARK_STYLE_RESOURCE "/io/github/balut/Balut/style-dark.css"
#define HC_STYLE_RESOURCE "/io/github/balut/Balut/style-hc.css"
#define HC_DARK_STYLE_RESOURCE "/io/github/balut/Balut/style-hc-dark.css"

/* GTK 4.8's high-contrast themes */
#define HC_THEME "HighContrast"
#define HC_INVERSE_THEME "HighContrastInverse"

struct _BalutStyleManager
{
  GObject            parent_instance;

  GdkDisplay        *display;
  GtkCssProvider    *dark_provider;
  gboolean           dark_provider_added;
  GtkCssProvider    *hc_provider;
  GtkCssProvider    *hc_dark_provider;
  GtkCssProvider    *hc_added;         /* one of the two, or NULL */
  GtkCssProvider    *accent_provider;  /* NULL without an accent colour */
  gboolean           accent_added;

  gboolean           system_contrast;  /* the portal's contrast: 1 */
  gboolean           has_accent;       /* the portal's accent-color */
  GdkRGBA            accent;
  GdkRGBA            accent_loaded;    /* what accent_provider holds */
  gboolean           accent_loaded_dark;
  char              *theme_before_contrast;  /* the theme Balut replaced, or NULL */
  gboolean           setting_theme;
  char              *theme_set;        /* the theme name Balut set last */
  gboolean           inverse_theme;    /* the desktop's theme was HighContrastInverse */
  gulong             theme_handler;
  gboolean           high_contrast;

  BalutColorScheme   color_scheme;
  BalutSystemScheme  system_scheme;
  gboolean           initial_prefer_dark;   /* GTK's own setting at start */
  gboolean           dark;

  GDBusConnection   *bus;
  guint              setting_changed_id;

#ifdef G_OS_WIN32
  GSource           *registry_source;
#endif
};

G_DEFINE_FINAL_TYPE (BalutStyleManager, balut_style_manager, G_TYPE_OBJECT)

enum {
  PROP_0,
  PROP_COLOR_SCHEME,
  PROP_SYSTEM_SCHEME,
  PROP_DARK,
  PROP_HIGH_CONTRAST,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

/* A theme that is dark whatever is asked ("Adwaita-dark" in settings.ini
 * or GTK_THEME): Balut's dark colours go with it. */
static gboolean
theme_is_dark (GtkSettings *settings)
{
  g_autofree char *name = NULL;

  g_object_get (settings, "gtk-theme-name", &name, NULL);
  if (name == NULL)
    return FALSE;
  return g_str_has_suffix (name, "-dark") || g_str_has_suffix (name, ":dark")
         || g_str_equal (name, HC_INVERSE_THEME);
}

/* GTK's high-contrast themes, however they were chosen */
static gboolean
theme_is_high_contrast (GtkSettings *settings)
{
  g_autofree char *name = NULL;

  g_object_get (settings, "gtk-theme-name", &name, NULL);
  return name != NULL && (g_str_has_prefix (name, HC_THEME) || g_str_has_prefix (name, "Default-hc"));
}

/* Sets the theme (@name, or "" for GTK's own choice again), noting it
 * as Balut's: its change notification, which GObject may deliver later,
 * is not taken for the desktop's */
static void
set_theme (BalutStyleManager *self,
           GtkSettings       *settings,
           const char        *name)
{
  g_free (self->theme_set);
  self->setting_theme = TRUE;
  if (*name == '\0')
    {
      gtk_settings_reset_property (settings, "gtk-theme-name");
      g_object_get (settings, "gtk-theme-name", &self->theme_set, NULL);
    }
  else
    {
      g_object_set (settings, "gtk-theme-name", name, NULL);
      self->theme_set = g_strdup (name);
    }
  self->setting_theme = FALSE;
}

/* The portal's contrast setting, as a theme: on, the high-contrast
 * theme (inverse when dark) in place of the one there was; off, that
 * one back */
static void
set_contrast_theme (BalutStyleManager *self,
                    GtkSettings       *settings)
{
  g_autofree char *current = NULL;
  const char *wanted = NULL;

  g_object_get (settings, "gtk-theme-name", &current, NULL);
  if (self->system_contrast)
    {
      /* GTK draws HighContrast dark when dark is preferred */
      wanted = HC_THEME;
      if (self->theme_before_contrast == NULL)
        self->theme_before_contrast = g_strdup (current != NULL ? current : "");
    }
  else if (self->theme_before_contrast != NULL)
    wanted = self->theme_before_contrast;
  if (wanted == NULL || g_strcmp0 (current, wanted) == 0)
    goto done;

  set_theme (self, settings, wanted);

done:
  if (!self->system_contrast)
    g_clear_pointer (&self->theme_before_contrast, g_free);
}

/* Balut's colours in their high-contrast values under a high-contrast
 * theme */
static void
update_high_contrast (BalutStyleManager *self,
                      GtkSettings       *settings,
                      gboolean           dark)
{
  gboolean high = theme_is_high_contrast (settings);
  GtkCssProvider *wanted = high ? (dark ? self->hc_dark_provider : self->hc_provider) : NULL;

  if (wanted != self->hc_added)
    {
      if (self->hc_added != NULL)
        gtk_style_context_remove_provider_for_display (self->display, GTK_STYLE_PROVIDER (self->hc_added));
      if (wanted != NULL)
        gtk_style_context_add_provider_for_display (self->display, GTK_STYLE_PROVIDER (wanted),
                                                    GTK_STYLE_PROVIDER_PRIORITY_APPLICATION + 2);
      self->hc_added = wanted;
    }
  if (high != self->high_contrast)
    {
      self->high_contrast = high;
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_HIGH_CONTRAST]);
    }
}

static double
channel_luminance (double c)
{
  return c <= 0.03928 ? c / 12.92 : pow ((c + 0.055) / 1.055, 2.4);
}

static double
luminance (const GdkRGBA *c)
{
  return 0.2126 * channel_luminance (c->red) + 0.7152 * channel_luminance (c->green)
         + 0.0722 * channel_luminance (c->blue);
}

static double
contrast_ratio (const GdkRGBA *a,
                const GdkRGBA *b)
{
  double la = luminance (a), lb = luminance (b);

  return (MAX (la, lb) + 0.05) / (MIN (la, lb) + 0.05);
}

/* @accent mixed towards black (light style) or white (dark) until it
 * stands at @ratio on the theme's window and view backgrounds (4.5:1 for
 * text, 3:1 for marks) */
static GdkRGBA
readable_accent (const GdkRGBA *accent,
                 gboolean       dark,
                 double         ratio)
{
  /* GTK 4.8's Default theme: light #f6f5f4 and #ffffff, dark #353535
   * and #2d2d2d (the lighter of the two is the harder for light text) */
  const GdkRGBA backgrounds[2][2] = {
    { { 0.965, 0.961, 0.957, 1 }, { 1, 1, 1, 1 } },
    { { 0.208, 0.208, 0.208, 1 }, { 0.176, 0.176, 0.176, 1 } },
  };
  double towards = dark ? 1.0 : 0.0;
  GdkRGBA c = *accent;

  c.alpha = 1;
  for (int step = 0; step <= 20; step++)
    {
      double t = step / 20.0;
      GdkRGBA mixed = { accent->red + (towards - accent->red) * t, accent->green + (towards - accent->green) * t,
                        accent->blue + (towards - accent->blue) * t, 1 };

      c = mixed;
      if (contrast_ratio (&c, &backgrounds[dark][0]) >= ratio && contrast_ratio (&c, &backgrounds[dark][1]) >= ratio)
        break;
    }
  return c;
}

/* @accent mixed towards black until white text reads on it at 4.5:1 */
static GdkRGBA
white_text_background (const GdkRGBA *accent)
{
  const GdkRGBA white = { 1, 1, 1, 1 };
  GdkRGBA c = *accent;

  for (int step = 0; step <= 20; step++)
    {
      double keep = 1 - step / 20.0;

      c = (GdkRGBA) { accent->red * keep, accent->green * keep, accent->blue * keep, 1 };
      if (contrast_ratio (&c, &white) >= 4.5)
        break;
    }
  return c;
}

/* The hue of @c in degrees (0 red, 30 orange, 60 yellow), or -1 for a
 * grey */
static double
hue_of (const GdkRGBA *c)
{
  double max = MAX (c->red, MAX (c->green, c->blue));
  double min = MIN (c->red, MIN (c->green, c->blue));
  double h;

  if (max - min < 0.05)
    return -1;
  if (max == c->red)
    h = 60 * fmod ((c->green - c->blue) / (max - min), 6);
  else if (max == c->green)
    h = 60 * ((c->blue - c->red) / (max - min) + 2);
  else
    h = 60 * ((c->red - c->green) / (max - min) + 4);
  return h < 0 ? h + 360 : h;
}

/* The desktop's accent colour, where it has one, outside high contrast */
static void
update_accent (BalutStyleManager *self,
               gboolean           dark)
{
  gboolean wanted = self->has_accent && !self->high_contrast;

  /* loaded already for this colour and style */
  if (wanted && self->accent_added && gdk_rgba_equal (&self->accent, &self->accent_loaded)
      && dark == self->accent_loaded_dark)
    return;
  if (self->accent_added)
    gtk_style_context_remove_provider_for_display (self->display, GTK_STYLE_PROVIDER (self->accent_provider));
  self->accent_added = FALSE;
  if (!wanted)
    return;
  self->accent_loaded = self->accent;
  self->accent_loaded_dark = dark;

  {
    GdkRGBA mark = readable_accent (&self->accent, dark, 3.0);
    GdkRGBA text = readable_accent (&self->accent, dark, 4.5);
    GdkRGBA button = white_text_background (&self->accent);
    GdkRGBA border = { button.red * 0.8, button.green * 0.8, button.blue * 0.8, 1 };
    g_autofree char *bg = gdk_rgba_to_string (&mark);
    g_autofree char *fg = gdk_rgba_to_string (&text);
    g_autofree char *button_bg = gdk_rgba_to_string (&button);
    g_autofree char *button_border = gdk_rgba_to_string (&border);
    /* Balut's accent (rings, marks, its text), and what GTK 4.8's theme
     * draws in its fixed blue: selections and the suggested button, with
     * white text on them at 4.5:1 */
    g_autofree char *css = g_strdup_printf ("@define-color accent_bg_color %s;\n"
                                            "@define-color accent_color %s;\n"
                                            "@define-color balut_accent_text_color %s;\n"
                                            "@define-color theme_selected_bg_color %s;\n"
                                            "@define-color theme_unfocused_selected_bg_color %s;\n"
                                            "button.suggested-action { background-image: none; "
                                            "background-color: %s; border-color: %s; color: white; }\n"
                                            "button.suggested-action:hover { background-image: image(alpha(white, 0.1)); }\n"
                                            "button.suggested-action:disabled { background-image: none; "
                                            "background-color: alpha(%s, 0.5); }\n",
                                            bg, fg, fg, button_bg, button_bg, button_bg, button_border, button_bg);
    double hue = hue_of (&self->accent);

    /* the hint's orange marks must not be taken for the accent's (held
     * dice, the focus): beside a red, orange or yellow accent they are
     * purple (3:1 and more on the light and the dark backgrounds) */
    if (hue >= 0 && (hue < 75 || hue > 330))
      {
        char *with_hint = g_strconcat (css, "@define-color hint_color ", dark ? "#dc8add" : "#813d9c", ";\n", NULL);

        g_free (css);
        css = with_hint;
      }

    if (self->accent_provider == NULL)
      self->accent_provider = gtk_css_provider_new ();
#if GTK_CHECK_VERSION (4, 12, 0)
    gtk_css_provider_load_from_string (self->accent_provider, css);
#else
    gtk_css_provider_load_from_data (self->accent_provider, css, -1);
#endif
    gtk_style_context_add_provider_for_display (self->display, GTK_STYLE_PROVIDER (self->accent_provider),
                                                GTK_STYLE_PROVIDER_PRIORITY_APPLICATION + 3);
    self->accent_added = TRUE;
  }
}

/* GTK 4.8 has no HighContrastInverse (it draws its light Default theme
 * for that name): the desktop's HighContrastInverse becomes HighContrast,
 * which GTK draws dark when dark is preferred, and the desktop's wish for
 * dark */
static void
replace_inverse_theme (BalutStyleManager *self,
                       GtkSettings       *settings)
{
  g_autofree char *name = NULL;

  g_object_get (settings, "gtk-theme-name", &name, NULL);
  if (g_strcmp0 (name, HC_INVERSE_THEME) != 0)
    return;
  self->inverse_theme = TRUE;
  set_theme (self, settings, HC_THEME);
}

static void
update (BalutStyleManager *self)
{
  GtkSettings *settings = gtk_settings_get_for_display (self->display);
  gboolean prefer_dark;
  gboolean dark;

  replace_inverse_theme (self, settings);

  switch (self->color_scheme)
    {
    case BALUT_COLOR_SCHEME_LIGHT:
      prefer_dark = FALSE;
      break;
    case BALUT_COLOR_SCHEME_DARK:
      prefer_dark = TRUE;
      break;
    case BALUT_COLOR_SCHEME_SYSTEM:
    default:
      if (self->inverse_theme || self->system_scheme == BALUT_SYSTEM_SCHEME_PREFER_DARK)
        prefer_dark = TRUE;
      else if (self->system_scheme == BALUT_SYSTEM_SCHEME_PREFER_LIGHT)
        prefer_dark = FALSE;
      else
        prefer_dark = self->initial_prefer_dark;
      break;
    }

  /* GTK 4.8 loads the theme again whenever the setting is set, even to
   * the value it has: a few milliseconds at every start */
  {
    gboolean current;

    g_object_get (settings, "gtk-application-prefer-dark-theme", &current, NULL);
    if (!current != !prefer_dark)
      g_object_set (settings, "gtk-application-prefer-dark-theme", prefer_dark, NULL);
  }
  /* the desktop's high contrast: GTK's own high-contrast theme, set
   * here as GTK 4.8 does not read the portal's setting */
  set_contrast_theme (self, settings);
  dark = prefer_dark || theme_is_dark (settings);
  update_high_contrast (self, settings, dark);
  update_accent (self, dark);

  if (dark && !self->dark_provider_added)
    gtk_style_context_add_provider_for_display (self->display, GTK_STYLE_PROVIDER (self->dark_provider),
                                                GTK_STYLE_PROVIDER_PRIORITY_APPLICATION + 1);
  else if (!dark && self->dark_provider_added)
    gtk_style_context_remove_provider_for_display (self->display, GTK_STYLE_PROVIDER (self->dark_provider));
  self->dark_provider_added = dark;

  if (dark != self->dark)
    {
      self->dark = dark;
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_DARK]);
    }
}

static void
set_system_scheme (BalutStyleManager *self,
                   BalutSystemScheme  scheme)
{
  if (scheme == self->system_scheme)
    return;

  g_debug ("The desktop's colour scheme is now %d", scheme);
  self->system_scheme = scheme;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_SYSTEM_SCHEME]);
  update (self);
}

/* ------------------------------------------------------------ the portal */

/* The value of color-scheme, from ReadOne (a variant), Read (a variant
 * in a variant) or SettingChanged. Unknown values are "no preference",
 * as the portal's documentation asks. */
static BalutSystemScheme
scheme_from_variant (GVariant *value)
{
  g_autoptr(GVariant) inner = g_variant_ref (value);
  guint32 number;

  while (g_variant_is_of_type (inner, G_VARIANT_TYPE_VARIANT))
    {
      GVariant *next = g_variant_get_variant (inner);

      g_variant_unref (inner);
      inner = next;
    }
  if (!g_variant_is_of_type (inner, G_VARIANT_TYPE_UINT32))
    return BALUT_SYSTEM_SCHEME_DEFAULT;

  number = g_variant_get_uint32 (inner);
  return number <= BALUT_SYSTEM_SCHEME_PREFER_LIGHT ? (BalutSystemScheme) number : BALUT_SYSTEM_SCHEME_DEFAULT;
}

/* A value as SettingChanged and ReadOne give it, or as Read (version 1
 * of the interface) gives it, in one more variant */
static GVariant *
unwrap (GVariant *value)
{
  if (value != NULL && g_variant_is_of_type (value, G_VARIANT_TYPE_VARIANT))
    return g_variant_get_variant (value);
  return value != NULL ? g_variant_ref (value) : NULL;
}

/* contrast: 0 no preference, 1 higher contrast; anything else is none */
static void
set_system_contrast (BalutStyleManager *self,
                     GVariant          *value)
{
  g_autoptr(GVariant) inner = unwrap (value);
  gboolean high = inner != NULL && g_variant_is_of_type (inner, G_VARIANT_TYPE_UINT32)
                  && g_variant_get_uint32 (inner) == 1;

  if (high == self->system_contrast)
    return;
  g_debug ("The desktop's contrast is now %s", high ? "high" : "normal");
  self->system_contrast = high;
  update (self);
}

/* accent-color: (ddd), sRGB from 0 to 1; out of range is "none" */
static void
set_system_accent (BalutStyleManager *self,
                   GVariant          *value)
{
  g_autoptr(GVariant) inner = unwrap (value);
  double r = -1, g = -1, b = -1;
  gboolean has;

  if (inner != NULL && g_variant_is_of_type (inner, G_VARIANT_TYPE ("(ddd)")))
    g_variant_get (inner, "(ddd)", &r, &g, &b);
  has = r >= 0 && r <= 1 && g >= 0 && g <= 1 && b >= 0 && b <= 1;
  if (has == self->has_accent && (!has || (self->accent.red == r && self->accent.green == g
                                           && self->accent.blue == b)))
    return;
  self->has_accent = has;
  self->accent = (GdkRGBA) { r, g, b, 1 };
  g_debug ("The desktop's accent colour is now %s", has ? "set" : "none");
  update (self);
}

static void
setting_changed_cb (GDBusConnection *connection,
                    const char      *sender_name,
                    const char      *object_path,
                    const char      *interface_name,
                    const char      *signal_name,
                    GVariant        *parameters,
                    gpointer         user_data)
{
  BalutStyleManager *self = user_data;
  const char *namespace;
  const char *key;
  g_autoptr(GVariant) value = NULL;

  if (!g_variant_is_of_type (parameters, G_VARIANT_TYPE ("(ssv)")))
    return;
  g_variant_get (parameters, "(&s&sv)", &namespace, &key, &value);
  if (!g_str_equal (namespace, APPEARANCE_NAMESPACE))
    return;
  if (g_str_equal (key, COLOR_SCHEME_KEY))
    set_system_scheme (self, scheme_from_variant (value));
  else if (g_str_equal (key, CONTRAST_KEY))
    set_system_contrast (self, value);
  else if (g_str_equal (key, ACCENT_COLOR_KEY))
    set_system_accent (self, value);
}

static GVariant *
portal_read (BalutStyleManager  *self,
             const char         *method,
             const char         *key,
             GError            **error)
{
  return g_dbus_connection_call_sync (self->bus, PORTAL_BUS_NAME, PORTAL_OBJECT_PATH,
                                      PORTAL_SETTINGS_INTERFACE, method,
                                      g_variant_new ("(ss)", APPEARANCE_NAMESPACE, key),
                                      G_VARIANT_TYPE ("(v)"), G_DBUS_CALL_FLAGS_NONE,
                                      PORTAL_TIMEOUT_MS, NULL, error);
}

/* One appearance key: its value (unwrapped by the caller), or NULL when
 * the portal does not have it (older portals have no contrast nor
 * accent-color) */
static GVariant *
portal_read_key (BalutStyleManager *self,
                 const char        *method,
                 const char        *key)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(GVariant) reply = portal_read (self, method, key, &error);
  GVariant *value = NULL;

  if (reply == NULL)
    {
      g_debug ("The desktop's %s cannot be read: %s", key, error->message);
      return NULL;
    }
  g_variant_get (reply, "(v)", &value);
  return value;
}

static void
follow_portal (BalutStyleManager *self)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(GVariant) reply = NULL;
  g_autoptr(GVariant) value = NULL;
  const char *method;

  self->bus = g_bus_get_sync (G_BUS_TYPE_SESSION, NULL, &error);
  if (self->bus == NULL)
    {
      g_debug ("No session bus, so no desktop colour scheme: %s", error->message);
      return;
    }

  /* subscribed first, so that no change between the read and the
   * subscription is missed */
  self->setting_changed_id =
    g_dbus_connection_signal_subscribe (self->bus, PORTAL_BUS_NAME, PORTAL_SETTINGS_INTERFACE,
                                        "SettingChanged", PORTAL_OBJECT_PATH, APPEARANCE_NAMESPACE,
                                        G_DBUS_SIGNAL_FLAGS_NONE, setting_changed_cb, self, NULL);

  /* ReadOne is version 2 of the interface; Read, in version 1, wraps the
   * value in one more variant */
  reply = portal_read (self, "ReadOne", COLOR_SCHEME_KEY, &error);
  method = "ReadOne";
  if (reply == NULL && g_error_matches (error, G_DBUS_ERROR, G_DBUS_ERROR_UNKNOWN_METHOD))
    {
      g_clear_error (&error);
      method = "Read";
      reply = portal_read (self, method, COLOR_SCHEME_KEY, &error);
    }
  if (reply == NULL)
    {
      g_debug ("The desktop's colour scheme cannot be read: %s", error->message);
      return;
    }

  g_variant_get (reply, "(v)", &value);
  set_system_scheme (self, scheme_from_variant (value));

  /* the same way, the contrast and the accent colour */
  {
    g_autoptr(GVariant) contrast = portal_read_key (self, method, CONTRAST_KEY);
    g_autoptr(GVariant) accent = portal_read_key (self, method, ACCENT_COLOR_KEY);

    if (contrast != NULL)
      set_system_contrast (self, contrast);
    if (accent != NULL)
      set_system_accent (self, accent);
  }
}

/* ----------------------------------------------------------- Windows */

#ifdef G_OS_WIN32

#define PERSONALIZE_KEY L"Software\\Microsoft\\Windows\\CurrentVersion\\Themes\\Personalize"

#ifndef REG_NOTIFY_THREAD_AGNOSTIC
# define REG_NOTIFY_THREAD_AGNOSTIC 0x10000000L
#endif

/* Windows' app mode: AppsUseLightTheme 0 is dark, 1 light; without the
 * value (Windows before 10 1809) there is no preference. */
static BalutSystemScheme
read_app_mode (HKEY key)
{
  DWORD value = 1;
  DWORD size = sizeof value;

  if (RegGetValueW (key, NULL, L"AppsUseLightTheme", RRF_RT_REG_DWORD, NULL, &value, &size) != ERROR_SUCCESS)
    return BALUT_SYSTEM_SCHEME_DEFAULT;
  return value == 0 ? BALUT_SYSTEM_SCHEME_PREFER_DARK : BALUT_SYSTEM_SCHEME_PREFER_LIGHT;
}

/* A main-loop source that fires when the Personalize key changes: the
 * registry signals an event, which GLib's poll waits on like a file
 * descriptor on Windows. */
typedef struct
{
  GSource  source;
  GPollFD  poll_fd;
  HKEY     key;
  HANDLE   event;
} RegistrySource;

static gboolean
registry_arm (RegistrySource *rs)
{
  return RegNotifyChangeKeyValue (rs->key, FALSE, REG_NOTIFY_CHANGE_LAST_SET | REG_NOTIFY_THREAD_AGNOSTIC,
                                  rs->event, TRUE) == ERROR_SUCCESS;
}

static gboolean
registry_source_check (GSource *source)
{
  RegistrySource *rs = (RegistrySource *) source;

  return (rs->poll_fd.revents & G_IO_IN) != 0;
}

static gboolean
registry_source_dispatch (GSource     *source,
                          GSourceFunc  callback,
                          gpointer     user_data)
{
  RegistrySource *rs = (RegistrySource *) source;

  rs->poll_fd.revents = 0;
  registry_arm (rs);
  return callback != NULL ? callback (user_data) : G_SOURCE_CONTINUE;
}

static void
registry_source_finalize (GSource *source)
{
  RegistrySource *rs = (RegistrySource *) source;

  RegCloseKey (rs->key);
  CloseHandle (rs->event);
}

static GSourceFuncs registry_source_funcs = {
  .check = registry_source_check,
  .dispatch = registry_source_dispatch,
  .finalize = registry_source_finalize,
};

static gboolean
registry_changed_cb (gpointer user_data)
{
  BalutStyleManager *self = user_data;
  RegistrySource *rs = (RegistrySource *) self->registry_source;

  set_system_scheme (self, read_app_mode (rs->key));
  return G_SOURCE_CONTINUE;
}

static void
follow_registry (BalutStyleManager *self)
{
  RegistrySource *rs;
  HKEY key;
  HANDLE event;

  if (RegOpenKeyExW (HKEY_CURRENT_USER, PERSONALIZE_KEY, 0, KEY_READ | KEY_NOTIFY, &key) != ERROR_SUCCESS)
    {
      g_debug ("No Personalize key in the registry: no desktop colour scheme");
      return;
    }
  event = CreateEventW (NULL, FALSE, FALSE, NULL);   /* auto-reset */
  if (event == NULL)
    {
      RegCloseKey (key);
      return;
    }

  rs = (RegistrySource *) g_source_new (&registry_source_funcs, sizeof (RegistrySource));
  rs->key = key;
  rs->event = event;
  rs->poll_fd.fd = (gintptr) event;
  rs->poll_fd.events = G_IO_IN;
  g_source_add_poll ((GSource *) rs, &rs->poll_fd);
  g_source_set_name ((GSource *) rs, "[balut] Windows app mode");
  g_source_set_callback ((GSource *) rs, registry_changed_cb, self, NULL);
  self->registry_source = (GSource *) rs;

  set_system_scheme (self, read_app_mode (key));
  if (registry_arm (rs))
    g_source_attach (self->registry_source, NULL);
}

#endif /* G_OS_WIN32 */

/* ------------------------------------------------------------- object */

static void
balut_style_manager_dispose (GObject *object)
{
  BalutStyleManager *self = BALUT_STYLE_MANAGER (object);

  if (self->setting_changed_id != 0)
    {
      g_dbus_connection_signal_unsubscribe (self->bus, self->setting_changed_id);
      self->setting_changed_id = 0;
    }
  g_clear_object (&self->bus);
#ifdef G_OS_WIN32
  if (self->registry_source != NULL)
    {
      g_source_destroy (self->registry_source);
      g_clear_pointer (&self->registry_source, g_source_unref);
    }
#endif
  if (self->theme_handler != 0)
    g_clear_signal_handler (&self->theme_handler, gtk_settings_get_for_display (self->display));
  if (self->dark_provider_added)
    gtk_style_context_remove_provider_for_display (self->display, GTK_STYLE_PROVIDER (self->dark_provider));
  self->dark_provider_added = FALSE;
  if (self->hc_added != NULL)
    gtk_style_context_remove_provider_for_display (self->display, GTK_STYLE_PROVIDER (self->hc_added));
  self->hc_added = NULL;
  if (self->accent_added)
    gtk_style_context_remove_provider_for_display (self->display, GTK_STYLE_PROVIDER (self->accent_provider));
  self->accent_added = FALSE;
  g_clear_object (&self->dark_provider);
  g_clear_object (&self->hc_provider);
  g_clear_object (&self->hc_dark_provider);
  g_clear_object (&self->accent_provider);
  g_clear_pointer (&self->theme_before_contrast, g_free);
  g_clear_pointer (&self->theme_set, g_free);
  g_clear_object (&self->display);

  G_OBJECT_CLASS (balut_style_manager_parent_class)->dispose (object);
}

static void
balut_style_manager_get_property (GObject    *object,
                                  guint       prop_id,
                                  GValue     *value,
                                  GParamSpec *pspec)
{
  BalutStyleManager *self = BALUT_STYLE_MANAGER (object);

  switch (prop_id)
    {
    case PROP_COLOR_SCHEME:
      g_value_set_enum (value, self->color_scheme);
      break;
    case PROP_SYSTEM_SCHEME:
      g_value_set_enum (value, self->system_scheme);
      break;
    case PROP_DARK:
      g_value_set_boolean (value, self->dark);
      break;
    case PROP_HIGH_CONTRAST:
      g_value_set_boolean (value, self->high_contrast);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
balut_style_manager_set_property (GObject      *object,
                                  guint         prop_id,
                                  const GValue *value,
                                  GParamSpec   *pspec)
{
  BalutStyleManager *self = BALUT_STYLE_MANAGER (object);

  switch (prop_id)
    {
    case PROP_COLOR_SCHEME:
      balut_style_manager_set_color_scheme (self, g_value_get_enum (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
balut_style_manager_class_init (BalutStyleManagerClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->dispose = balut_style_manager_dispose;
  object_class->get_property = balut_style_manager_get_property;
  object_class->set_property = balut_style_manager_set_property;

  /**
   * BalutStyleManager:color-scheme:
   *
   * The player's choice: follow the desktop, or always light or dark.
   */
  properties[PROP_COLOR_SCHEME] =
    g_param_spec_enum ("color-scheme", NULL, NULL,
                       BALUT_TYPE_COLOR_SCHEME, BALUT_COLOR_SCHEME_SYSTEM,
                       G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);

  /**
   * BalutStyleManager:system-scheme:
   *
   * What the desktop asks for, as far as it can be known.
   */
  properties[PROP_SYSTEM_SCHEME] =
    g_param_spec_enum ("system-scheme", NULL, NULL,
                       BALUT_TYPE_SYSTEM_SCHEME, BALUT_SYSTEM_SCHEME_DEFAULT,
                       G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);

  /**
   * BalutStyleManager:dark:
   *
   * Whether the window is drawn in the dark style.
   */
  properties[PROP_DARK] =
    g_param_spec_boolean ("dark", NULL, NULL, FALSE,
                          G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);

  /**
   * BalutStyleManager:high-contrast:
   *
   * Whether the window is drawn in high contrast (GTK's HighContrast or
   * HighContrastInverse theme, chosen by the desktop or the player).
   */
  properties[PROP_HIGH_CONTRAST] =
    g_param_spec_boolean ("high-contrast", NULL, NULL, FALSE,
                          G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);

  g_object_class_install_properties (object_class, N_PROPS, properties);
}

static void
balut_style_manager_init (BalutStyleManager *self)
{
  self->dark_provider = gtk_css_provider_new ();
  gtk_css_provider_load_from_resource (self->dark_provider, DARK_STYLE_RESOURCE);
  self->hc_provider = gtk_css_provider_new ();
  gtk_css_provider_load_from_resource (self->hc_provider, HC_STYLE_RESOURCE);
  self->hc_dark_provider = gtk_css_provider_new ();
  gtk_css_provider_load_from_resource (self->hc_dark_provider, HC_DARK_STYLE_RESOURCE);
}

/* The theme changed (the desktop's XSETTINGS, or a player's tool), not
 * by Balut itself */
static void
theme_changed_cb (GtkSettings       *settings,
                  GParamSpec        *pspec,
                  BalutStyleManager *self)
{
  g_autofree char *name = NULL;

  g_object_get (settings, "gtk-theme-name", &name, NULL);
  if (self->setting_theme || (self->theme_set != NULL && g_strcmp0 (name, self->theme_set) == 0))
    return;
  /* another theme now, the desktop's: whatever it is, it was not
   * HighContrastInverse (replace_inverse_theme () sees if the new one is) */
  g_clear_pointer (&self->theme_set, g_free);
  self->inverse_theme = FALSE;
  update (self);
}

/**
 * balut_style_manager_new:
 * @display: the display whose style it keeps
 *
 * Reads the desktop's colour scheme (waiting up to a second for the
 * portal) and follows it from then on.
 *
 * Returns: (transfer full): a new style manager
 */
BalutStyleManager *
balut_style_manager_new (GdkDisplay *display)
{
  BalutStyleManager *self;

  g_return_val_if_fail (GDK_IS_DISPLAY (display), NULL);

  self = g_object_new (BALUT_TYPE_STYLE_MANAGER, NULL);
  self->display = g_object_ref (display);
  g_object_get (gtk_settings_get_for_display (display),
                "gtk-application-prefer-dark-theme", &self->initial_prefer_dark,
                NULL);

#ifdef G_OS_WIN32
  follow_registry (self);
#else
  follow_portal (self);
#endif
  update (self);
  self->theme_handler = g_signal_connect (gtk_settings_get_for_display (display), "notify::gtk-theme-name",
                                          G_CALLBACK (theme_changed_cb), self);

  return self;
}

BalutColorScheme
balut_style_manager_get_color_scheme (BalutStyleManager *self)
{
  g_return_val_if_fail (BALUT_IS_STYLE_MANAGER (self), BALUT_COLOR_SCHEME_SYSTEM);
  return self->color_scheme;
}

void
balut_style_manager_set_color_scheme (BalutStyleManager *self,
                                      BalutColorScheme   scheme)
{
  g_return_if_fail (BALUT_IS_STYLE_MANAGER (self));
  g_return_if_fail (scheme <= BALUT_COLOR_SCHEME_DARK);

  if (scheme == self->color_scheme)
    return;
  self->color_scheme = scheme;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_COLOR_SCHEME]);
  update (self);
}

BalutSystemScheme
balut_style_manager_get_system_scheme (BalutStyleManager *self)
{
  g_return_val_if_fail (BALUT_IS_STYLE_MANAGER (self), BALUT_SYSTEM_SCHEME_DEFAULT);
  return self->system_scheme;
}

gboolean
balut_style_manager_get_dark (BalutStyleManager *self)
{
  g_return_val_if_fail (BALUT_IS_STYLE_MANAGER (self), FALSE);
  return self->dark;
}

/**
 * balut_style_manager_get_high_contrast:
 * @self: a style manager
 *
 * Returns: whether the window is drawn in high contrast
 */
gboolean
balut_style_manager_get_high_contrast (BalutStyleManager *self)
{
  g_return_val_if_fail (BALUT_IS_STYLE_MANAGER (self), FALSE);
  return self->high_contrast;
}
