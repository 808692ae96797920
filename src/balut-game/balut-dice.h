/* balut-dice.h — the five dice of a turn
 *
 * SPDX-FileCopyrightText: 2026 The Balut developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <glib-object.h>

#include "balut-types.h"

G_BEGIN_DECLS

#define BALUT_DICE_ERROR (balut_dice_error_quark ())

/* The seeded dice of a digital game (balut_dice_draw_seeded ()), as a
 * record names them: a record that names them proves its dice */
#define BALUT_DICE_GENERATOR          "balut-mt19937"
#define BALUT_DICE_GENERATOR_VERSION  1

typedef enum
{
  BALUT_DICE_ERROR_NO_THROWS_LEFT,
  BALUT_DICE_ERROR_NOT_THROWN,     /* holding before the first throw (R1) */
  BALUT_DICE_ERROR_NO_SUCH_DIE,
  BALUT_DICE_ERROR_BAD_VALUE,      /* a value outside 1–6 */
  BALUT_DICE_ERROR_HELD_CHANGED,   /* a held die must keep its value */
  BALUT_DICE_ERROR_ALL_HELD,       /* re-throwing with every die held */
} BalutDiceError;

#define BALUT_TYPE_DICE (balut_dice_get_type ())

G_DECLARE_FINAL_TYPE (BalutDice, balut_dice, BALUT, DICE, GObject)

GQuark      balut_dice_error_quark      (void);

BalutDice  *balut_dice_new              (guint          max_throws);
guint       balut_dice_get_max_throws   (BalutDice     *self);
guint       balut_dice_get_n_throws     (BalutDice     *self);
guint       balut_dice_get_throws_left  (BalutDice     *self);
guint8      balut_dice_get_value        (BalutDice     *self,
                                         guint          index);
void        balut_dice_get_values       (BalutDice     *self,
                                         guint8        *values);
gboolean    balut_dice_get_held         (BalutDice     *self,
                                         guint          index);
void        balut_dice_get_holds        (BalutDice     *self,
                                         gboolean      *held);
guint       balut_dice_get_n_held       (BalutDice     *self);
gboolean    balut_dice_set_held         (BalutDice     *self,
                                         guint          index,
                                         gboolean       held,
                                         GError       **error);
gboolean    balut_dice_set_holds        (BalutDice     *self,
                                         const gboolean *held,
                                         GError       **error);
gboolean    balut_dice_roll             (BalutDice     *self,
                                         GRand         *rand,
                                         GError       **error);
void        balut_dice_draw_seeded      (guint64        seed,
                                         guint          turn,
                                         guint          throw_index,
                                         guint8        *values);
gboolean    balut_dice_throw_values     (BalutDice     *self,
                                         const guint8  *values,
                                         GError       **error);
gboolean    balut_dice_can_roll         (BalutDice     *self,
                                         GError       **error);
void        balut_dice_reset            (BalutDice     *self);
void        balut_dice_restore          (BalutDice     *self,
                                         guint          n_throws,
                                         const guint8  *values,
                                         const gboolean *held);

G_END_DECLS
