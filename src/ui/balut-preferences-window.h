/* balut-preferences-window.h
 *
 * SPDX-FileCopyrightText: 2026 The Balut developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

#define BALUT_TYPE_PREFERENCES_WINDOW (balut_preferences_window_get_type ())

G_DECLARE_FINAL_TYPE (BalutPreferencesWindow, balut_preferences_window, BALUT, PREFERENCES_WINDOW, GtkWindow)

BalutPreferencesWindow *balut_preferences_window_new (GtkWindow *parent,
                                                      GSettings *settings);

G_END_DECLS
