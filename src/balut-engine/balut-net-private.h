/* balut-net-private.h — the network's insides, for its trainer
 *
 * Only src/balut-engine and src/tools include it: balut-train's trainer
 * (src/tools/balut-net-trainer.c) reads and changes the weights, and
 * backpropagates through the same forward pass the game runs.
 *
 * SPDX-FileCopyrightText: 2026 The Balut developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#ifndef BALUT_ENGINE_INTERNALS
#error "balut-net-private.h is for src/balut-engine and src/tools only"
#endif

#include "balut-net.h"

G_BEGIN_DECLS

/* the most inputs, hidden units or outputs a network has */
#define BALUT_NET_MAX_UNITS 1024

struct _BalutNet
{
  guint  n_in, n_hidden, n_out;
  /* in memory the weights are stored by input, so that a layer is a
   * sum of weight rows scaled by the non-zero inputs (most of a
   * sheet's inputs are 0); the file has them by output */
  float *w1;          /* [n_in][n_hidden] */
  float *b1;          /* [n_hidden] */
  float *w2;          /* [n_hidden][n_out] */
  float *b2;          /* [n_out] */
};

G_GNUC_INTERNAL
void             balut_net_forward_hidden (const BalutNet  *self,
                                           const float     *x,
                                           float           *hidden,
                                           float           *out);

G_END_DECLS
