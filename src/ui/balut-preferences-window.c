/* balut-preferences-window.c
 *
 * SPDX-FileCopyrightText: 2026 The Balut developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gi18n.h>

#include "balut-preferences-window.h"

struct _BalutPreferencesWindow
{
  GtkWindow   parent_instance;

  GSettings   *settings;

  GtkSwitch   *animations_switch;
  GtkSwitch   *ask_hint_switch;
  GtkDropDown *color_scheme_dropdown;
  GtkDropDown *computer_speed_dropdown;
  GtkSwitch   *hold_entries_switch;
  GtkSwitch   *sounds_switch;
  GtkBox      *game_group;
  GtkListBox  *game_list;
};

G_DEFINE_FINAL_TYPE (BalutPreferencesWindow, balut_preferences_window, GTK_TYPE_WINDOW)

/* The nicks of the enum keys, in their drop-downs' order (NULL-ended:
 * the mappings' user data). */
static const char * const speed_nicks[] = { "slow", "normal", "fast", NULL };
static const char * const color_scheme_nicks[] = { "system", "light", "dark", NULL };

static gboolean
nick_get_mapping (GValue   *value,
                  GVariant *variant,
                  gpointer  user_data)
{
  const char * const *nicks = user_data;
  const char *nick = g_variant_get_string (variant, NULL);

  for (guint i = 0; nicks[i] != NULL; i++)
    if (g_str_equal (nick, nicks[i]))
      {
        g_value_set_uint (value, i);
        return TRUE;
      }
  return FALSE;
}

static GVariant *
nick_set_mapping (const GValue       *value,
                  const GVariantType *expected_type,
                  gpointer            user_data)
{
  const char * const *nicks = user_data;
  guint selected = g_value_get_uint (value);

  if (selected >= g_strv_length ((char **) nicks))
    return NULL;
  return g_variant_new_string (nicks[selected]);
}

static void
balut_preferences_window_dispose (GObject *object)
{
  BalutPreferencesWindow *self = BALUT_PREFERENCES_WINDOW (object);

  gtk_widget_dispose_template (GTK_WIDGET (self), BALUT_TYPE_PREFERENCES_WINDOW);
  g_clear_object (&self->settings);

  G_OBJECT_CLASS (balut_preferences_window_parent_class)->dispose (object);
}

static void
balut_preferences_window_class_init (BalutPreferencesWindowClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = balut_preferences_window_dispose;

  gtk_widget_class_set_template_from_resource (widget_class, "/io/github/balut/Balut/balut-preferences-window.ui");
  gtk_widget_class_bind_template_child (widget_class, BalutPreferencesWindow, animations_switch);
  gtk_widget_class_bind_template_child (widget_class, BalutPreferencesWindow, ask_hint_switch);
  gtk_widget_class_bind_template_child (widget_class, BalutPreferencesWindow, color_scheme_dropdown);
  gtk_widget_class_bind_template_child (widget_class, BalutPreferencesWindow, computer_speed_dropdown);
  gtk_widget_class_bind_template_child (widget_class, BalutPreferencesWindow, hold_entries_switch);
  gtk_widget_class_bind_template_child (widget_class, BalutPreferencesWindow, sounds_switch);
  gtk_widget_class_bind_template_child (widget_class, BalutPreferencesWindow, game_group);
  gtk_widget_class_bind_template_child (widget_class, BalutPreferencesWindow, game_list);

  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Escape, 0, "window.close", NULL);
}

static void
balut_preferences_window_init (BalutPreferencesWindow *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
}

/**
 * balut_preferences_window_new:
 * @parent: (nullable): the game window
 * @settings: the application's settings
 *
 * Returns: (transfer none): a new window whose controls change @settings
 *   at once; like any window, it lives until it is destroyed
 */
BalutPreferencesWindow *
balut_preferences_window_new (GtkWindow *parent,
                              GSettings *settings)
{
  BalutPreferencesWindow *self;

  g_return_val_if_fail (parent == NULL || GTK_IS_WINDOW (parent), NULL);
  g_return_val_if_fail (G_IS_SETTINGS (settings), NULL);

  self = g_object_new (BALUT_TYPE_PREFERENCES_WINDOW,
                       "transient-for", parent,
                       NULL);
  self->settings = g_object_ref (settings);
  g_settings_bind (settings, "animations",
                   self->animations_switch, "active",
                   G_SETTINGS_BIND_DEFAULT);
  g_settings_bind_with_mapping (settings, "computer-speed",
                                self->computer_speed_dropdown, "selected",
                                G_SETTINGS_BIND_DEFAULT,
                                nick_get_mapping, nick_set_mapping,
                                (gpointer) speed_nicks, NULL);
  g_settings_bind (settings, "hold-computer-entries",
                   self->hold_entries_switch, "active",
                   G_SETTINGS_BIND_DEFAULT);
  g_settings_bind (settings, "sounds",
                   self->sounds_switch, "active",
                   G_SETTINGS_BIND_DEFAULT);
  g_settings_bind (settings, "ask-before-hint",
                   self->ask_hint_switch, "active",
                   G_SETTINGS_BIND_DEFAULT);
  g_settings_bind_with_mapping (settings, "color-scheme",
                                self->color_scheme_dropdown, "selected",
                                G_SETTINGS_BIND_DEFAULT,
                                nick_get_mapping, nick_set_mapping,
                                (gpointer) color_scheme_nicks, NULL);

  return self;
}
