/* balut-pad.h — the scoring pad's input: five dice thrown at the table,
 * as a player types them
 *
 * SPDX-FileCopyrightText: 2026 The Balut developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <glib.h>

#include "balut-types.h"

G_BEGIN_DECLS

#define BALUT_PAD_ERROR (balut_pad_error_quark ())

typedef enum
{
  BALUT_PAD_ERROR_EMPTY,        /* nothing typed */
  BALUT_PAD_ERROR_NOT_A_FACE,   /* a digit that is no die's face: 0, 7, 8, 9 */
  BALUT_PAD_ERROR_NOT_A_DIGIT,  /* a letter or a sign */
  BALUT_PAD_ERROR_TOO_FEW,
  BALUT_PAD_ERROR_TOO_MANY,
} BalutPadError;

GQuark    balut_pad_error_quark  (void);

gboolean  balut_pad_parse_dice   (const char  *text,
                                  guint8       values[BALUT_N_DICE],
                                  GError     **error);
guint     balut_pad_count_dice   (const char  *text);

G_END_DECLS
