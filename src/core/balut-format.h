/* balut-format.h — numbers as the sheets show them
 *
 * SPDX-FileCopyrightText: 2026 The Balut developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <glib.h>

G_BEGIN_DECLS

char *balut_format_points (gint points);
char *balut_format_number (gint number);
char *balut_format_decimal (double number);
char *balut_format_decimal_places (double number,
                                   guint  places);

G_END_DECLS
