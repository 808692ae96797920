/* balut-guess.h — the computer's Balut guess (R24)
 *
 * SPDX-FileCopyrightText: 2026 The Balut developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "balut-types.h"

G_BEGIN_DECLS

double balut_guess_get_balut_rate (BalutVariant variant);
guint  balut_guess_baluts         (BalutVariant variant,
                                   guint        n_players);

G_END_DECLS
