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
char *balut_format_percent        (double fraction);

char *balut_format_date_time      (GDateTime  *date);

guint balut_format_get_width      (const char *text);
void  balut_format_append_padded  (GString    *out,
                                   const char *text,
                                   guint       width,
                                   gboolean    right);

gboolean balut_format_is_display_control (gunichar    c);
gboolean balut_format_is_visible         (gunichar    c);
char    *balut_format_dup_printable      (const char *text);

G_END_DECLS
