/* balut-describe.h — a widget's description: its tooltip and, if asked,
 * its accessible label, kept up to date cheaply
 *
 * SPDX-FileCopyrightText: 2026 The Balut developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

gboolean     balut_widget_describe           (GtkWidget  *widget,
                                              const char *description,
                                              gboolean    also_label);
const char  *balut_widget_get_description    (GtkWidget  *widget);

G_END_DECLS
