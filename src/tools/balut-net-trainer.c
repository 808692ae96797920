/* balut-net-trainer.c — trains the Expert's network (balut-train only)
 *
 * The network (src/balut-engine/balut-net.c) computes
 * out = W2 · max(0, W1 · x + b1) + b2; it is trained on squared error by
 * Adam over mini-batches (balut_net_trainer_add() each sample, then
 * balut_net_trainer_step()). The trainer changes the network's weights
 * in place and backpropagates through the game's own forward pass
 * (balut-net-private.h), so what it learns is what the game runs.
 *
 * SPDX-FileCopyrightText: 2026 The Balut developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <math.h>

#include "balut-net-private.h"
#include "balut-net-trainer.h"

struct _BalutNetTrainer
{
  BalutNet *net;
  guint     n_params;
  float    *params[4];
  guint     sizes[4];
  double   *grad, *m, *v;
  double    rate;
  guint     batch;
  guint64   t;
  float    *hidden;
};

BalutNetTrainer *
balut_net_trainer_new (BalutNet *net,
                       double    rate)
{
  BalutNetTrainer *self = g_new0 (BalutNetTrainer, 1);

  self->net = net;
  self->rate = rate;
  self->params[0] = net->w1, self->sizes[0] = net->n_hidden * net->n_in;
  self->params[1] = net->b1, self->sizes[1] = net->n_hidden;
  self->params[2] = net->w2, self->sizes[2] = net->n_out * net->n_hidden;
  self->params[3] = net->b2, self->sizes[3] = net->n_out;
  for (guint p = 0; p < 4; p++)
    self->n_params += self->sizes[p];
  self->grad = g_new0 (double, self->n_params);
  self->m = g_new0 (double, self->n_params);
  self->v = g_new0 (double, self->n_params);
  self->hidden = g_new0 (float, net->n_hidden);
  return self;
}

void
balut_net_trainer_free (BalutNetTrainer *self)
{
  if (self == NULL)
    return;
  g_free (self->grad);
  g_free (self->m);
  g_free (self->v);
  g_free (self->hidden);
  g_free (self);
}

void
balut_net_trainer_set_rate (BalutNetTrainer *self,
                            double           rate)
{
  self->rate = rate;
}

/* Adds the gradient of a sample whose forward pass left its hidden
 * layer in self->hidden, given the error of each output. */
static void
backpropagate (BalutNetTrainer *self,
               const float     *x,
               const double    *err)
{
  BalutNet *net = self->net;
  double *g_w1 = self->grad, *g_b1 = g_w1 + self->sizes[0];
  double *g_w2 = g_b1 + self->sizes[1], *g_b2 = g_w2 + self->sizes[2];
  double d[BALUT_NET_MAX_UNITS];

  for (guint o = 0; o < net->n_out; o++)
    g_b2[o] += err[o];
  for (guint h = 0; h < net->n_hidden; h++)
    {
      d[h] = 0;
      if (self->hidden[h] <= 0)
        continue;
      for (guint o = 0; o < net->n_out; o++)
        {
          g_w2[h * net->n_out + o] += err[o] * self->hidden[h];
          d[h] += err[o] * net->w2[h * net->n_out + o];
        }
      g_b1[h] += d[h];
    }
  for (guint i = 0; i < net->n_in; i++)
    if (x[i] != 0)
      for (guint h = 0; h < net->n_hidden; h++)
        g_w1[i * net->n_hidden + h] += d[h] * x[i];
  self->batch++;
}

/**
 * balut_net_trainer_add:
 *
 * Adds one sample's gradient of ½ Σ (out − target)².
 *
 * Returns: the sample's squared error Σ (out − target)²
 */
double
balut_net_trainer_add (BalutNetTrainer *self,
                       const float     *x,
                       const float     *target)
{
  BalutNet *net = self->net;
  float out[BALUT_NET_MAX_UNITS];
  double err[BALUT_NET_MAX_UNITS], loss = 0;

  balut_net_forward_hidden (net, x, self->hidden, out);
  for (guint o = 0; o < net->n_out; o++)
    {
      err[o] = out[o] - target[o];
      loss += err[o] * err[o];
    }
  backpropagate (self, x, err);
  return loss;
}

/**
 * balut_net_trainer_add_sum:
 *
 * Adds one sample's gradient of ½ (Σ out − @target)²: the outputs are
 * parts of one value, and only their sum is known.
 *
 * Returns: the sample's squared error
 */
double
balut_net_trainer_add_sum (BalutNetTrainer *self,
                           const float     *x,
                           double           target)
{
  BalutNet *net = self->net;
  float out[BALUT_NET_MAX_UNITS];
  double err[BALUT_NET_MAX_UNITS], total = 0;

  balut_net_forward_hidden (net, x, self->hidden, out);
  for (guint o = 0; o < net->n_out; o++)
    total += out[o];
  /* every output is off by the whole error */
  for (guint o = 0; o < net->n_out; o++)
    err[o] = total - target;
  backpropagate (self, x, err);
  return (total - target) * (total - target);
}

/* Adam on the mean gradient of the samples added since the last step. */
void
balut_net_trainer_step (BalutNetTrainer *self)
{
  const double b1 = 0.9, b2 = 0.999, eps = 1e-8;
  double c1, c2;
  guint k = 0;

  if (self->batch == 0)
    return;
  self->t++;
  c1 = 1.0 - pow (b1, self->t);
  c2 = 1.0 - pow (b2, self->t);
  for (guint p = 0; p < 4; p++)
    for (guint i = 0; i < self->sizes[p]; i++, k++)
      {
        double g = self->grad[k] / self->batch;

        self->m[k] = b1 * self->m[k] + (1 - b1) * g;
        self->v[k] = b2 * self->v[k] + (1 - b2) * g * g;
        self->params[p][i] -= (float) (self->rate * (self->m[k] / c1) / (sqrt (self->v[k] / c2) + eps));
        self->grad[k] = 0;
      }
  self->batch = 0;
}
