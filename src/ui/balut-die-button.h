/* balut-die-button.h — one die of the dice view: drawn, focusable, holdable
 *
 * SPDX-FileCopyrightText: 2026 The Balut developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gtk/gtk.h>

#include "balut-die-textures.h"

G_BEGIN_DECLS

/* Where a tumbling die is drawn, relative to its place: an offset in
 * logical pixels, a rotation in degrees and a scale. */
typedef struct
{
  double dx;
  double dy;
  double angle;
  double scale;
} BalutDiePose;

#define BALUT_DIE_POSE_INIT { 0, 0, 0, 1 }

/* The "Held" caption of a held die: this far below the die, and this
 * much taller than its text. */
#define BALUT_DIE_CAPTION_GAP     7
#define BALUT_DIE_CAPTION_PADDING 2

#define BALUT_TYPE_DIE_BUTTON (balut_die_button_get_type ())

G_DECLARE_FINAL_TYPE (BalutDieButton, balut_die_button, BALUT, DIE_BUTTON, GtkWidget)

GtkWidget          *balut_die_button_new           (BalutDieTextures   *textures,
                                                    guint               index);
guint               balut_die_button_get_index     (BalutDieButton     *self);
void                balut_die_button_set_state     (BalutDieButton     *self,
                                                    guint               value,
                                                    gboolean            held,
                                                    gboolean            thrown);
void                balut_die_button_set_face      (BalutDieButton     *self,
                                                    guint               face);
void                balut_die_button_set_pose      (BalutDieButton     *self,
                                                    const BalutDiePose *pose);
const BalutDiePose *balut_die_button_get_pose      (BalutDieButton     *self);
void                balut_die_button_set_lift      (BalutDieButton     *self,
                                                    double              lift);
void                balut_die_button_set_dimmed    (BalutDieButton     *self,
                                                    gboolean            dimmed);
void                balut_die_button_set_can_hold  (BalutDieButton     *self,
                                                    gboolean            can_hold);
void                balut_die_button_set_hinted    (BalutDieButton     *self,
                                                    gboolean            hinted);
gboolean            balut_die_button_get_hinted    (BalutDieButton     *self);
PangoLayout        *balut_die_button_create_caption (GtkWidget         *widget,
                                                     int                max_width);
void                balut_die_button_get_accent    (GtkWidget          *widget,
                                                    GdkRGBA            *accent);

G_END_DECLS
