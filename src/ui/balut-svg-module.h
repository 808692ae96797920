/* balut-svg-module.h — the balut-svg module: librsvg, loaded on first use
 *
 * SPDX-FileCopyrightText: 2026 The Balut developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The dice are drawn from SVG with librsvg only when no image of the
 * size shown is in the cache (balut-die-textures.c), and Belote's cards
 * when they are first shown at a size (belote-card-textures.c). librsvg is linked
 * into this small module, not into balut, so that a start that finds
 * its images does not load librsvg at all (its relocations alone are
 * 2 MB of memory; docs/performance.md). The module is built beside the
 * library in the build tree and installed in LIBDIR/balut/.
 */

#pragma once

#include <cairo.h>
#include <glib.h>

G_BEGIN_DECLS

/* raised when the table below changes */
#define BALUT_SVG_MODULE_ABI 2

#define BALUT_SVG_MODULE_NAME "balut-svg"
#define BALUT_SVG_MODULE_ENTRY "balut_svg_module_get_functions"

typedef struct {
  guint      abi;              /* BALUT_SVG_MODULE_ABI */
  /* a parsed SVG document, or NULL and @error */
  gpointer (*load)   (const guint8  *data,
                      gsize          length,
                      GError       **error);
  /* draws the whole document into the rectangle 0, 0, @width, @height */
  gboolean (*render) (gpointer       document,
                      cairo_t       *cr,
                      double         width,
                      double         height,
                      GError       **error);
  void     (*free)   (gpointer       document);
  /* draws only the element @id ("#back") and what it is made of, where
   * it is when the whole document is drawn into the rectangle 0, 0,
   * @width, @height (Belote's cards: belote-card-textures.c) */
  gboolean (*render_element) (gpointer     document,
                              cairo_t     *cr,
                              const char  *id,
                              double       width,
                              double       height,
                              GError     **error);
} BalutSvgFunctions;

typedef const BalutSvgFunctions *(*BalutSvgModuleEntry) (void);

G_END_DECLS
