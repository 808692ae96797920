/* balut-simple-player.h — a plain greedy player for computer seats
 *
 * SPDX-FileCopyrightText: 2026 The Balut developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "balut-scoresheet.h"

G_BEGIN_DECLS

gboolean  balut_simple_player_choose_holds (BalutScoresheet *sheet,
                                            const guint8    *dice,
                                            gboolean        *held);
gboolean  balut_simple_player_choose_box   (BalutScoresheet *sheet,
                                            const guint8    *dice,
                                            BalutBox        *box);

G_END_DECLS
