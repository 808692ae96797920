/* balut-svg-module.c — the balut-svg module: SVG documents drawn with
 * librsvg (see balut-svg-module.h)
 *
 * SPDX-FileCopyrightText: 2026 The Balut developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <gmodule.h>
#include <librsvg/rsvg.h>

#include "balut-svg-module.h"

static gpointer
svg_load (const guint8  *data,
          gsize          length,
          GError       **error)
{
  return rsvg_handle_new_from_data (data, length, error);
}

static gboolean
svg_render (gpointer   document,
            cairo_t   *cr,
            double     width,
            double     height,
            GError   **error)
{
  RsvgRectangle viewport = { 0, 0, width, height };

  return rsvg_handle_render_document (document, cr, &viewport, error);
}

static gboolean
svg_render_element (gpointer     document,
                    cairo_t     *cr,
                    const char  *id,
                    double       width,
                    double       height,
                    GError     **error)
{
  RsvgRectangle viewport = { 0, 0, width, height };

  return rsvg_handle_render_layer (document, cr, id, &viewport, error);
}

static void
svg_free (gpointer document)
{
  g_object_unref (document);
}

static const BalutSvgFunctions functions = {
  BALUT_SVG_MODULE_ABI,
  svg_load,
  svg_render,
  svg_free,
  svg_render_element,
};

G_MODULE_EXPORT const BalutSvgFunctions *balut_svg_module_get_functions (void);

const BalutSvgFunctions *
balut_svg_module_get_functions (void)
{
  return &functions;
}
