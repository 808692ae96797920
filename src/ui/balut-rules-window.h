/* balut-rules-window.h — how to play and how points are scored
 *
 * SPDX-FileCopyrightText: 2026 The Balut developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

#define BALUT_TYPE_RULES_WINDOW (balut_rules_window_get_type ())

G_DECLARE_FINAL_TYPE (BalutRulesWindow, balut_rules_window, BALUT, RULES_WINDOW, GtkWindow)

BalutRulesWindow *balut_rules_window_new (GtkWindow *parent);

G_END_DECLS
