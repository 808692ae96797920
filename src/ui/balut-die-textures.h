/* balut-die-textures.h — the dice artwork, rendered once per pixel size
 * and kept on disk
 *
 * SPDX-FileCopyrightText: 2026 The Balut developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

/* How far the shadow texture reaches beyond the die on each side, as a
 * fraction of the die size: the shadow of a die of size s is drawn over
 * a square of (1 + 2 × margin) × s centred on the die. */
#define BALUT_DIE_SHADOW_MARGIN 0.16

#define BALUT_TYPE_DIE_TEXTURES (balut_die_textures_get_type ())

G_DECLARE_FINAL_TYPE (BalutDieTextures, balut_die_textures, BALUT, DIE_TEXTURES, GObject)

BalutDieTextures *balut_die_textures_dup_default (void);
GdkTexture       *balut_die_textures_get_face    (BalutDieTextures *self,
                                                  guint             face,
                                                  int               pixel_size);
GdkTexture       *balut_die_textures_get_shadow  (BalutDieTextures *self,
                                                  int               pixel_size);

GdkTexture       *balut_die_textures_texture_for_surface (cairo_surface_t *surface);

guint             balut_die_textures_get_n_rendered (BalutDieTextures *self);
guint             balut_die_textures_get_n_loaded   (BalutDieTextures *self);
void              balut_die_textures_save_pending   (void);

G_END_DECLS
