/* test-training.c — what balut-train alone links (src/tools,
 * balut-training): the network's trainer
 *
 * SPDX-FileCopyrightText: 2026 The Balut developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <math.h>

#include "balut-net.h"
#include "balut-net-trainer.h"

/* ------------------------------------------------------------------ */
/* The network's trainer                                               */

/* Trains @net (3 inputs, 2 outputs) on x0 + 2·x1 and |x2|; returns the
 * running mean of the squared error at the end. */
static double
learn_simple (BalutNet *net,
              GRand    *rand)
{
  g_autoptr(BalutNetTrainer) trainer = balut_net_trainer_new (net, 1e-2);
  double error = 0;

  for (guint step = 0; step < 20000; step++)
    {
      float x[3], t[2];

      for (guint i = 0; i < 3; i++)
        x[i] = (float) g_rand_double_range (rand, -1, 1);
      t[0] = x[0] + 2 * x[1];
      t[1] = fabsf (x[2]);
      error = 0.99 * error + 0.01 * balut_net_trainer_add (trainer, x, t);
      if (step % 16 == 15)
        balut_net_trainer_step (trainer);
    }
  return error;
}

/* A network learns a simple function. */
static void
test_net (void)
{
  g_autoptr(BalutNet) net = balut_net_new (3, 16, 2, 1);
  g_autoptr(GRand) rand = g_rand_new_with_seed (3);

  g_assert_cmpfloat (learn_simple (net, rand), <, 0.01);
}

/* A network whose outputs are parts of one value learns the value from
 * its sum alone (balut-train --bellman). */
static void
test_net_sum (void)
{
  g_autoptr(BalutNet) net = balut_net_new (2, 16, 3, 5);
  g_autoptr(BalutNetTrainer) trainer = balut_net_trainer_new (net, 1e-2);
  g_autoptr(GRand) rand = g_rand_new_with_seed (11);
  double error = 0;

  for (guint step = 0; step < 20000; step++)
    {
      float x[2];

      for (guint i = 0; i < 2; i++)
        x[i] = (float) g_rand_double_range (rand, -1, 1);
      error = 0.99 * error + 0.01 * balut_net_trainer_add_sum (trainer, x, 3 * x[0] - fabsf (x[1]));
      if (step % 16 == 15)
        balut_net_trainer_step (trainer);
    }
  g_assert_cmpfloat (error, <, 0.01);

  {
    float x[2] = { 0.5f, -0.5f }, out[3];

    balut_net_forward (net, x, out);
    g_assert_cmpfloat_with_epsilon (out[0] + out[1] + out[2], 1.0, 0.1);
  }
}

/* A trained network widened by balut_net_resize() (balut-train
 * --features, a larger --net) learns a target that only its new inputs
 * explain, so its new weights are not stuck at 0. */
static void
test_net_resize (void)
{
  g_autoptr(GRand) rand = g_rand_new_with_seed (12);
  g_autoptr(BalutNet) net = balut_net_new (3, 11, 2, 4);
  g_autoptr(BalutNet) wide = NULL;
  g_autoptr(BalutNetTrainer) trainer = NULL;
  double before = 0, after = 0;

  g_assert_cmpfloat (learn_simple (net, rand), <, 0.01);
  wide = balut_net_resize (net, 7, 19, 7);
  trainer = balut_net_trainer_new (wide, 1e-2);
  for (guint step = 0; step < 3000; step++)
    {
      float x[7], out[2], target[2];
      double loss;

      for (guint i = 0; i < 7; i++)
        x[i] = (float) g_rand_double_range (rand, 0, 1);
      balut_net_forward (net, x, out);
      for (guint o = 0; o < 2; o++)
        target[o] = out[o] + 2.0f * x[3 + o] - x[6];
      loss = balut_net_trainer_add (trainer, x, target);
      balut_net_trainer_step (trainer);
      if (step < 100)
        before += loss;
      else if (step >= 2900)
        after += loss;
    }
  g_assert_cmpfloat (after, <, before / 20);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/balut/tools/training/net", test_net);
  g_test_add_func ("/balut/tools/training/net-sum", test_net_sum);
  g_test_add_func ("/balut/tools/training/net-resize", test_net_resize);

  return g_test_run ();
}
