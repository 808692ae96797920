/* balut-dice-view.h — the five dice on the table, animated
 *
 * SPDX-FileCopyrightText: 2026 The Balut developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gtk/gtk.h>

#include "balut-dice.h"

G_BEGIN_DECLS

#define BALUT_TYPE_DICE_VIEW (balut_dice_view_get_type ())

G_DECLARE_FINAL_TYPE (BalutDiceView, balut_dice_view, BALUT, DICE_VIEW, GtkWidget)

GtkWidget  *balut_dice_view_new            (void);
BalutDice  *balut_dice_view_get_dice       (BalutDiceView *self);
void        balut_dice_view_set_dice       (BalutDiceView *self,
                                            BalutDice     *dice);
gboolean    balut_dice_view_get_animate    (BalutDiceView *self);
void        balut_dice_view_set_animate    (BalutDiceView *self,
                                            gboolean       animate);
gboolean    balut_dice_view_get_can_hold   (BalutDiceView *self);
void        balut_dice_view_set_can_hold   (BalutDiceView *self,
                                            gboolean       can_hold);
gboolean    balut_dice_view_is_animating   (BalutDiceView *self);
void        balut_dice_view_announce_balut (BalutDiceView *self,
                                            guint          face);
GtkWidget  *balut_dice_view_get_die        (BalutDiceView *self,
                                            guint          index);
void        balut_dice_view_set_hint       (BalutDiceView  *self,
                                            const gboolean *held);

void        balut_dice_view_set_compact    (BalutDiceView  *self,
                                            gboolean        compact);
void        balut_dice_view_set_pending    (BalutDiceView  *self,
                                            const guint8   *values,
                                            guint           n_values);

G_END_DECLS
