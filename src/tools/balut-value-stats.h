/* balut-value-stats.h — fitting the Expert's value tables to simulated
 * games (balut-train only)
 *
 * SPDX-FileCopyrightText: 2026 The Balut developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "balut-scoresheet.h"
#include "balut-value.h"

G_BEGIN_DECLS

/* What the simulation gathers to fit the tables. */
typedef struct _BalutValueStats BalutValueStats;

BalutValueStats         *balut_value_stats_new          (const BalutValueTables  *tables);
void                     balut_value_stats_free         (BalutValueStats         *self);
void                     balut_value_stats_add_game     (BalutValueStats         *self,
                                                         const BalutValueBoxes   *boxes,
                                                         guint                    n_states,
                                                         BalutScoresheet         *final_sheet);
void                     balut_value_stats_merge        (BalutValueStats         *self,
                                                         const BalutValueStats   *other);
void                     balut_value_stats_scale        (BalutValueStats         *self,
                                                         double                   factor);
BalutValueTables        *balut_value_stats_fit          (const BalutValueStats   *self,
                                                         double                   shrink);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (BalutValueStats, balut_value_stats_free)

G_END_DECLS
