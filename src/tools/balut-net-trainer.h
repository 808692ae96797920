/* balut-net-trainer.h — trains a BalutNet (balut-train only)
 *
 * SPDX-FileCopyrightText: 2026 The Balut developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "balut-net.h"

G_BEGIN_DECLS

typedef struct _BalutNetTrainer BalutNetTrainer;

BalutNetTrainer *balut_net_trainer_new      (BalutNet        *net,
                                             double           rate);
void             balut_net_trainer_free     (BalutNetTrainer *self);
void             balut_net_trainer_set_rate (BalutNetTrainer *self,
                                             double           rate);
double           balut_net_trainer_add      (BalutNetTrainer *self,
                                             const float     *x,
                                             const float     *target);
double           balut_net_trainer_add_sum  (BalutNetTrainer *self,
                                             const float     *x,
                                             double           target);
void             balut_net_trainer_step     (BalutNetTrainer *self);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (BalutNetTrainer, balut_net_trainer_free)

G_END_DECLS
