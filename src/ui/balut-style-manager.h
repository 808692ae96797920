/* balut-style-manager.h — light or dark, as the desktop or the player says
 *
 * SPDX-FileCopyrightText: 2026 The Balut developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

/* The nicks are the values of the settings key "color-scheme". */
typedef enum
{
  BALUT_COLOR_SCHEME_SYSTEM,
  BALUT_COLOR_SCHEME_LIGHT,
  BALUT_COLOR_SCHEME_DARK,
} BalutColorScheme;

/* What the desktop asks for (the values of the Settings portal's
 * org.freedesktop.appearance color-scheme). */
typedef enum
{
  BALUT_SYSTEM_SCHEME_DEFAULT,
  BALUT_SYSTEM_SCHEME_PREFER_DARK,
  BALUT_SYSTEM_SCHEME_PREFER_LIGHT,
} BalutSystemScheme;

#define BALUT_TYPE_STYLE_MANAGER (balut_style_manager_get_type ())

G_DECLARE_FINAL_TYPE (BalutStyleManager, balut_style_manager, BALUT, STYLE_MANAGER, GObject)

BalutStyleManager *balut_style_manager_new              (GdkDisplay        *display);
BalutColorScheme   balut_style_manager_get_color_scheme (BalutStyleManager *self);
void               balut_style_manager_set_color_scheme (BalutStyleManager *self,
                                                         BalutColorScheme   scheme);
BalutSystemScheme  balut_style_manager_get_system_scheme (BalutStyleManager *self);
gboolean           balut_style_manager_get_dark         (BalutStyleManager *self);
gboolean           balut_style_manager_get_high_contrast (BalutStyleManager *self);

G_END_DECLS
