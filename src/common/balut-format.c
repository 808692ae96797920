/* balut-format.c — numbers as the sheets show them
 *
 * SPDX-FileCopyrightText: 2026 The Balut developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gi18n-lib.h>
#include <math.h>
#include <string.h>

#include "balut-format.h"

/* "+2", "0", "−4": points that add to the final points, with a real
 * minus sign (U+2212), as on the paper sheet. */
char *
balut_format_points (gint points)
{
  if (points > 0)
    return g_strdup_printf ("+%d", points);
  return balut_format_number (points);
}

/* "17", "0", "−2" */
char *
balut_format_number (gint number)
{
  if (number < 0)
    return g_strdup_printf ("−%d", -number);
  return g_strdup_printf ("%d", number);
}

/* "11.8", "0.0", "−2.5": one decimal (the locale's decimal mark), the
 * same real minus sign; never "−0.0" */
char *
balut_format_decimal (double number)
{
  return balut_format_decimal_places (number, 1);
}

/* The same with @places decimals (0 … 3): "11.84" with 2. */
char *
balut_format_decimal_places (double number,
                             guint  places)
{
  double scale, rounded;

  g_return_val_if_fail (places <= 3, NULL);

  scale = pow (10, places);
  rounded = round (number * scale) / scale;
  if (rounded < 0)
    return g_strdup_printf ("−%.*f", (int) places, -rounded);
  return g_strdup_printf ("%.*f", (int) places, fabs (rounded));
}

/* "85%" in English, "85 %" in Danish and German: a share as a whole
 * percentage, written as the language writes it. */
char *
balut_format_percent (double fraction)
{
  /* Translators: a percentage, e.g. "85%"; write it as your language
   * does (with a no-break space before % where that is the custom) */
  return g_strdup_printf (C_("percentage", "%.0f%%"), round (100.0 * fraction));
}

/* "25 Nov 2026, 18:05": when a game was played, as the high scores,
 * the history and balut --high-scores show it, in the user's language;
 * "" for no date. */
char *
balut_format_date_time (GDateTime *date)
{
  if (date == NULL)
    return g_strdup ("");
  /* Translators: the date and time of a game in the high scores and the
   * history, a g_date_time_format() format: "%-d %b %Y, %H:%M" is
   * "25 Nov 2026, 18:05" */
  return g_date_time_format (date, _("%-d %b %Y, %H:%M"));
}

/* The number of terminal columns @text takes: East Asian wide and
 * full-width characters take two, combining marks and other zero-width
 * characters none, everything else one. Column-aligned text (balut
 * --verify, --high-scores) pads by this, not by bytes or characters, so
 * that translated headings and names in any script line up. */
guint
balut_format_get_width (const char *text)
{
  guint width = 0;

  g_return_val_if_fail (text != NULL, 0);

  for (const char *p = text; *p != '\0'; p = g_utf8_next_char (p))
    {
      gunichar c = g_utf8_get_char (p);

      if (g_unichar_iszerowidth (c))
        continue;
      width += g_unichar_iswide (c) ? 2 : 1;
    }
  return width;
}

/* Appends @text to @out, padded with spaces to @width columns, on the
 * left (@right aligned) or on the right. Text wider than @width is
 * appended as it is. */
void
balut_format_append_padded (GString    *out,
                            const char *text,
                            guint       width,
                            gboolean    right)
{
  guint used;

  g_return_if_fail (out != NULL && text != NULL);

  used = balut_format_get_width (text);
  if (right)
    for (guint i = used; i < width; i++)
      g_string_append_c (out, ' ');
  g_string_append (out, text);
  if (!right)
    for (guint i = used; i < width; i++)
      g_string_append_c (out, ' ');
}

/**
 * balut_format_is_display_control:
 * @c: a character
 *
 * Whether @c changes how the text around it is shown without showing
 * itself: a control character (g_unichar_iscntrl ()), a bidirectional
 * control (U+061C, U+200E, U+200F, U+202A–U+202E, U+2066–U+2069: "ab",
 * U+202E, "cd" shows as "abdc"), or a line or paragraph separator (U+2028, U+2029).
 * Names never hold one, and text from a file is never printed with one.
 *
 * Returns: whether it does
 */
gboolean
balut_format_is_display_control (gunichar c)
{
  GUnicodeType type = g_unichar_type (c);

  return g_unichar_iscntrl (c)
         || c == 0x061c || c == 0x200e || c == 0x200f
         || (c >= 0x202a && c <= 0x202e)
         || (c >= 0x2066 && c <= 0x2069)
         || type == G_UNICODE_LINE_SEPARATOR || type == G_UNICODE_PARAGRAPH_SEPARATOR;
}

/**
 * balut_format_is_visible:
 * @c: a character
 *
 * Whether @c shows as something: not a space, not a format character
 * (U+200B ZERO WIDTH SPACE, U+FEFF, U+00AD …), not a control, not one of
 * the letters and symbols that are drawn blank (the Hangul fillers, the
 * blank Braille pattern). A name must have at least one.
 *
 * Returns: whether it does
 */
gboolean
balut_format_is_visible (gunichar c)
{
  if (c == 0x115f || c == 0x1160 || c == 0x3164 || c == 0xffa0 || c == 0x2800)
    return FALSE;
  return g_unichar_isgraph (c) && g_unichar_type (c) != G_UNICODE_FORMAT;
}

/**
 * balut_format_dup_printable:
 * @text: (nullable): text from a file: a name, a message quoting a record
 *
 * @text as it may be printed on a terminal: every control character
 * (g_unichar_iscntrl(): C0 with ESC and newlines, DEL, C1 with CSI),
 * every character that reorders or breaks the text around it
 * (balut_format_is_display_control(): bidirectional overrides, line
 * separators) and every byte that is not UTF-8 becomes U+FFFD, so that a
 * hand-edited database, record or file name cannot move the cursor,
 * change colours, clear the screen or make a line read backwards.
 *
 * Returns: (transfer full): the text to print ("" for %NULL)
 */
char *
balut_format_dup_printable (const char *text)
{
  g_autofree char *valid = NULL;
  GString *out;

  if (text == NULL)
    return g_strdup ("");

  valid = g_utf8_make_valid (text, -1);
  out = g_string_sized_new (strlen (valid));
  for (const char *p = valid; *p != '\0'; p = g_utf8_next_char (p))
    {
      gunichar c = g_utf8_get_char (p);

      if (balut_format_is_display_control (c))
        g_string_append_unichar (out, 0xFFFD);
      else
        g_string_append_len (out, p, g_utf8_next_char (p) - p);
    }
  return g_string_free (out, FALSE);
}
