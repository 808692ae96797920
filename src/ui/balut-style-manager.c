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
 * It also switches Balut's own dark style sheet (style-dark.css, which
 * redefines the few colours of style.css that are text or marks on the
 * window's background) in and out with the theme, so that every colour
 * keeps its contrast in both styles.
 *
 * Without a portal (or on Windows without the registry value), "system"
 * keeps what GTK had at start-up: settings.ini, XSettings, GTK_THEME.
 */

#include "config.h"

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

/* The first answer is waited for, so that the first frame already has
 * the right style; a portal that is slower than this is followed once
 * it says something (SettingChanged). */
#define PORTAL_TIMEOUT_MS 1000

#define DARK_STYLE_RESOURCE "/io/github/balut/Balut/style-dark.css"

struct _BalutStyleManager
{
  GObject            parent_instance;

  GdkDisplay        *display;
  GtkCssProvider    *dark_provider;
  gboolean           dark_provider_added;

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
         || g_str_equal (name, "HighContrastInverse");
}

static void
update (BalutStyleManager *self)
{
  GtkSettings *settings = gtk_settings_get_for_display (self->display);
  gboolean prefer_dark;
  gboolean dark;

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
      if (self->system_scheme == BALUT_SYSTEM_SCHEME_PREFER_DARK)
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
  dark = prefer_dark || theme_is_dark (settings);

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
  if (g_str_equal (namespace, APPEARANCE_NAMESPACE) && g_str_equal (key, COLOR_SCHEME_KEY))
    set_system_scheme (self, scheme_from_variant (value));
}

static GVariant *
portal_read (BalutStyleManager  *self,
             const char         *method,
             GError            **error)
{
  return g_dbus_connection_call_sync (self->bus, PORTAL_BUS_NAME, PORTAL_OBJECT_PATH,
                                      PORTAL_SETTINGS_INTERFACE, method,
                                      g_variant_new ("(ss)", APPEARANCE_NAMESPACE, COLOR_SCHEME_KEY),
                                      G_VARIANT_TYPE ("(v)"), G_DBUS_CALL_FLAGS_NONE,
                                      PORTAL_TIMEOUT_MS, NULL, error);
}

static void
follow_portal (BalutStyleManager *self)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(GVariant) reply = NULL;
  g_autoptr(GVariant) value = NULL;

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
  reply = portal_read (self, "ReadOne", &error);
  if (reply == NULL && g_error_matches (error, G_DBUS_ERROR, G_DBUS_ERROR_UNKNOWN_METHOD))
    {
      g_clear_error (&error);
      reply = portal_read (self, "Read", &error);
    }
  if (reply == NULL)
    {
      g_debug ("The desktop's colour scheme cannot be read: %s", error->message);
      return;
    }

  g_variant_get (reply, "(v)", &value);
  set_system_scheme (self, scheme_from_variant (value));
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
  if (self->dark_provider_added)
    gtk_style_context_remove_provider_for_display (self->display, GTK_STYLE_PROVIDER (self->dark_provider));
  self->dark_provider_added = FALSE;
  g_clear_object (&self->dark_provider);
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

  g_object_class_install_properties (object_class, N_PROPS, properties);
}

static void
balut_style_manager_init (BalutStyleManager *self)
{
  self->dark_provider = gtk_css_provider_new ();
  gtk_css_provider_load_from_resource (self->dark_provider, DARK_STYLE_RESOURCE);
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
