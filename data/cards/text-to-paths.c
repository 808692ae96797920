/* text-to-paths.c — turns the <text> elements of David Bellot's deck
 * into paths, so that the deck draws the same everywhere without the
 * DejaVu Serif font (Windows has none)
 *
 * SPDX-FileCopyrightText: 2026 The Balut developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Not built with Balut: run once when the deck is imported (README.md).
 *
 *   cc -O2 text-to-paths.c $(pkg-config --cflags --libs cairo glib-2.0) -o text-to-paths
 *   zcat /usr/share/aisleriot/cards/bellot.svgz | ./text-to-paths > bellot.svg
 *
 * Each <text> (the ranks of the indices and the jokers' word) becomes a
 * <path> with the same id and transform, drawn from the glyphs of DejaVu
 * Serif Bold at the element's font size (the deck's stylesheet: 43, or
 * the element's font-size attribute; the jokers 22), the baseline at the
 * origin as the text was. The deck's licence comment gets SPDX lines.
 *
 * And the sheet's width attribute becomes its viewBox's (2178.18 was
 * 0.04 % narrower than the viewBox's 2178.99, which squeezed the sheet
 * by that much and moved it down by a quarter of a unit: a card drawn
 * by offsetting the sheet is then where its own element is).
 */

#include <cairo.h>
#include <glib.h>
#include <stdio.h>
#include <string.h>

#define FONT_FAMILY "DejaVu Serif"

static char *
outline (const char *text,
         double      size)
{
  cairo_surface_t *surface = cairo_recording_surface_create (CAIRO_CONTENT_ALPHA, NULL);
  cairo_t *cr = cairo_create (surface);
  cairo_path_t *path;
  GString *d = g_string_new (NULL);

  cairo_select_font_face (cr, FONT_FAMILY, CAIRO_FONT_SLANT_NORMAL, CAIRO_FONT_WEIGHT_BOLD);
  cairo_set_font_size (cr, size);
  /* outlines exactly as the font has them */
  {
    cairo_font_options_t *options = cairo_font_options_create ();

    cairo_font_options_set_hint_style (options, CAIRO_HINT_STYLE_NONE);
    cairo_font_options_set_hint_metrics (options, CAIRO_HINT_METRICS_OFF);
    cairo_set_font_options (cr, options);
    cairo_font_options_destroy (options);
  }
  cairo_move_to (cr, 0, 0);
  cairo_text_path (cr, text);
  path = cairo_copy_path (cr);

  for (int i = 0; i < path->num_data; i += path->data[i].header.length)
    {
      cairo_path_data_t *p = &path->data[i];
      char a[G_ASCII_DTOSTR_BUF_SIZE * 6 + 8];

      switch (p->header.type)
        {
        case CAIRO_PATH_MOVE_TO:
          /* g_snprintf follows the locale: run it in C */
          g_snprintf (a, sizeof a, "M%.3f %.3f", p[1].point.x, p[1].point.y);
          break;
        case CAIRO_PATH_LINE_TO:
          g_snprintf (a, sizeof a, "L%.3f %.3f", p[1].point.x, p[1].point.y);
          break;
        case CAIRO_PATH_CURVE_TO:
          g_snprintf (a, sizeof a, "C%.3f %.3f %.3f %.3f %.3f %.3f",
                      p[1].point.x, p[1].point.y, p[2].point.x, p[2].point.y,
                      p[3].point.x, p[3].point.y);
          break;
        case CAIRO_PATH_CLOSE_PATH:
          g_snprintf (a, sizeof a, "Z");
          break;
        default:
          g_assert_not_reached ();
        }
      g_string_append (d, a);
    }

  {
    /* the font really is DejaVu Serif Bold (fontconfig's substitute
     * would give other glyphs) */
    cairo_font_face_t *face = cairo_get_font_face (cr);

    if (cairo_font_face_get_type (face) == CAIRO_FONT_TYPE_TOY
        && strcmp (cairo_toy_font_face_get_family (face), FONT_FAMILY) != 0)
      g_error ("%s is not available", FONT_FAMILY);
  }

  /* cairo leaves the pen after the last glyph: a lone move */
  {
    const char *last = strrchr (d->str, 'M');

    if (last != NULL && strpbrk (last, "LCZ") == NULL)
      g_string_truncate (d, last - d->str);
  }

  cairo_path_destroy (path);
  cairo_destroy (cr);
  cairo_surface_destroy (surface);

  return g_string_free (d, FALSE);
}

static gboolean
replace_text (const GMatchInfo *match,
              GString          *result,
              gpointer          user_data G_GNUC_UNUSED)
{
  g_autofree char *attrs = g_match_info_fetch (match, 1);
  g_autofree char *content = g_match_info_fetch (match, 2);
  g_autoptr(GRegex) size_re = g_regex_new ("\\s*font-size=\"([0-9.]+)\"", 0, 0, NULL);
  g_autoptr(GRegex) class_re = g_regex_new ("\\s*class=\"(\\w+)\"", 0, 0, NULL);
  g_autoptr(GMatchInfo) info = NULL;
  g_autofree char *d = NULL;
  char *rest;
  char *tmp;
  double size = 43;

  if (g_regex_match (class_re, attrs, 0, &info))
    {
      g_autofree char *klass = g_match_info_fetch (info, 1);

      if (g_str_equal (klass, "jokersymbol"))
        size = 22;
      else if (!g_str_equal (klass, "cardsymbol"))
        g_error ("unknown text class %s", klass);
    }
  g_clear_pointer (&info, g_match_info_unref);
  if (g_regex_match (size_re, attrs, 0, &info))
    {
      g_autofree char *value = g_match_info_fetch (info, 1);

      size = g_ascii_strtod (value, NULL);
    }

  rest = g_regex_replace_literal (size_re, attrs, -1, 0, "", 0, NULL);
  tmp = g_regex_replace_literal (class_re, rest, -1, 0, "", 0, NULL);
  g_free (rest);
  d = outline (content, size);
  g_string_append_printf (result, "<path%s d=\"%s\"/>", tmp, d);
  g_free (tmp);

  return FALSE;
}

int
main (void)
{
  g_autoptr(GString) input = g_string_new (NULL);
  g_autoptr(GRegex) text_re = NULL;
  g_autofree char *output = NULL;
  const char *licence_end;
  char buffer[65536];
  size_t n;

  while ((n = fread (buffer, 1, sizeof buffer, stdin)) > 0)
    g_string_append_len (input, buffer, n);

  text_re = g_regex_new ("<text((?:\\s+[\\w:-]+=\"[^\"]*\")*)\\s*>([^<]*)</text>", 0, 0, NULL);
  output = g_regex_replace_eval (text_re, input->str, input->len, 0, 0, replace_text, NULL, NULL);
  if (strstr (output, "<text") != NULL)
    g_error ("a <text> element was left");
  {
    const char *from = "height=\"1216.19\" width=\"2178.18\" viewBox=\"-.2 -236 2178.99 1216.19\"";
    char *at = strstr (output, from);

    if (at == NULL)
      g_error ("the sheet's size is not the one expected");
    memcpy (at + strlen ("height=\"1216.19\" width=\""), "2178.99", 7);
  }

  /* SPDX lines after the deck's own licence comment */
  licence_end = strstr (output, "david.bellot@free.fr");
  licence_end = licence_end != NULL ? strstr (licence_end, "-->") : NULL;
  if (licence_end == NULL)
    g_error ("the deck's licence comment was not found");
  licence_end += 3;
  fwrite (output, 1, licence_end - output, stdout);
  fputs ("<!-- SPDX-FileCopyrightText: 2005 David Bellot <david.bellot@free.fr> -->"
         "<!-- SPDX-License-Identifier: LGPL-3.0-or-later -->"
         "<!-- The text of the indices turned into paths (DejaVu Serif Bold) by"
         " text-to-paths.c, 2026, for Balut -->", stdout);
  fputs (licence_end, stdout);

  return 0;
}
