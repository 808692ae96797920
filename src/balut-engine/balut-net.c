/* balut-net.c — a small neural network: one hidden layer of rectifiers
 *
 * out = W2 · max(0, W1 · x + b1) + b2. The Expert's value
 * (balut-value.c) uses it to correct its tables with the whole sheet in
 * view. The game only reads and runs it; balut-train trains it
 * (src/tools/balut-net-trainer.c, through balut-net-private.h).
 *
 * SPDX-FileCopyrightText: 2026 The Balut developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gi18n-lib.h>
#include <math.h>
#include <string.h>

#include "balut-net.h"
#include "balut-net-private.h"
#include "balut-splitmix.h"

/* A weight drawn uniformly from [−@scale, @scale]. */
static float
uniform (guint64 *seed,
         double   scale)
{
  return (float) (((balut_splitmix64_next (seed) >> 11) * 0x1.0p-53 * 2.0 - 1.0) * scale);
}

static BalutNet *
net_alloc (guint n_in,
           guint n_hidden,
           guint n_out)
{
  BalutNet *self = g_new0 (BalutNet, 1);

  self->n_in = n_in;
  self->n_hidden = n_hidden;
  self->n_out = n_out;
  self->w1 = g_new0 (float, n_hidden * n_in);
  self->b1 = g_new0 (float, n_hidden);
  self->w2 = g_new0 (float, n_out * n_hidden);
  self->b2 = g_new0 (float, n_out);
  return self;
}

/**
 * balut_net_new:
 *
 * Returns: (transfer full): a network with small random weights in the
 *   hidden layer and zero output weights: it answers 0 until trained
 */
BalutNet *
balut_net_new (guint   n_in,
               guint   n_hidden,
               guint   n_out,
               guint64 seed)
{
  BalutNet *self;
  double scale;

  g_return_val_if_fail (n_in > 0 && n_in <= BALUT_NET_MAX_UNITS, NULL);
  g_return_val_if_fail (n_hidden > 0 && n_hidden <= BALUT_NET_MAX_UNITS, NULL);
  g_return_val_if_fail (n_out > 0 && n_out <= BALUT_NET_MAX_UNITS, NULL);

  self = net_alloc (n_in, n_hidden, n_out);
  scale = sqrt (6.0 / n_in);
  for (guint h = 0; h < n_hidden; h++)
    for (guint i = 0; i < n_in; i++)
      self->w1[i * n_hidden + h] = uniform (&seed, scale);
  for (guint i = 0; i < n_hidden; i++)
    self->b1[i] = 0.01f;
  return self;
}

/**
 * balut_net_average:
 * @nets: (array length=n_nets): networks of the same inputs and outputs
 *
 * The mean of @nets' outputs is itself a network of one hidden layer:
 * their hidden units side by side, each output weight divided by
 * @n_nets.
 *
 * Returns: (transfer full): the averaging network
 */
BalutNet *
balut_net_average (const BalutNet * const *nets,
                   guint                   n_nets)
{
  BalutNet *self;
  guint n_hidden = 0, h0 = 0;

  g_return_val_if_fail (nets != NULL && n_nets > 0, NULL);
  for (guint k = 0; k < n_nets; k++)
    {
      g_return_val_if_fail (nets[k]->n_in == nets[0]->n_in && nets[k]->n_out == nets[0]->n_out, NULL);
      n_hidden += nets[k]->n_hidden;
    }
  g_return_val_if_fail (n_hidden <= BALUT_NET_MAX_UNITS, NULL);

  self = net_alloc (nets[0]->n_in, n_hidden, nets[0]->n_out);
  for (guint k = 0; k < n_nets; k++)
    {
      const BalutNet *net = nets[k];

      for (guint h = 0; h < net->n_hidden; h++)
        {
          for (guint i = 0; i < net->n_in; i++)
            self->w1[i * n_hidden + h0 + h] = net->w1[i * net->n_hidden + h];
          self->b1[h0 + h] = net->b1[h];
          for (guint o = 0; o < net->n_out; o++)
            self->w2[(h0 + h) * self->n_out + o] = net->w2[h * net->n_out + o] / n_nets;
        }
      for (guint o = 0; o < net->n_out; o++)
        self->b2[o] += net->b2[o] / n_nets;
      h0 += net->n_hidden;
    }
  return self;
}

/**
 * balut_net_resize:
 * @n_in: at least @net's inputs
 * @n_hidden: at least @net's hidden units
 *
 * A copy of @net with more inputs or hidden units that answers as @net
 * does: the new inputs have zero weights (whatever they hold, they add
 * nothing until trained), the new hidden units small random input
 * weights and zero output weights.
 *
 * Returns: (transfer full): the wider network
 */
BalutNet *
balut_net_resize (const BalutNet *net,
                  guint           n_in,
                  guint           n_hidden,
                  guint64         seed)
{
  BalutNet *self;
  double scale;

  g_return_val_if_fail (net != NULL, NULL);
  g_return_val_if_fail (n_in >= net->n_in && n_in <= BALUT_NET_MAX_UNITS, NULL);
  g_return_val_if_fail (n_hidden >= net->n_hidden && n_hidden <= BALUT_NET_MAX_UNITS, NULL);

  self = net_alloc (n_in, n_hidden, net->n_out);
  scale = sqrt (6.0 / n_in);
  for (guint h = 0; h < n_hidden; h++)
    {
      for (guint i = 0; i < n_in; i++)
        {
          float w = 0;

          if (h < net->n_hidden)
            w = i < net->n_in ? net->w1[i * net->n_hidden + h] : 0.0f;
          else
            w = uniform (&seed, scale);
          self->w1[i * n_hidden + h] = w;
        }
      self->b1[h] = h < net->n_hidden ? net->b1[h] : 0.01f;
      for (guint o = 0; o < net->n_out; o++)
        self->w2[h * net->n_out + o] = h < net->n_hidden ? net->w2[h * net->n_out + o] : 0.0f;
    }
  memcpy (self->b2, net->b2, net->n_out * sizeof *self->b2);
  return self;
}

/**
 * balut_net_copy:
 *
 * Returns: (transfer full): a copy of @net
 */
BalutNet *
balut_net_copy (const BalutNet *net)
{
  g_return_val_if_fail (net != NULL, NULL);

  return balut_net_resize (net, net->n_in, net->n_hidden, 0);
}

void
balut_net_free (BalutNet *self)
{
  if (self == NULL)
    return;
  g_free (self->w1);
  g_free (self->b1);
  g_free (self->w2);
  g_free (self->b2);
  g_free (self);
}

guint
balut_net_get_n_in (const BalutNet *self)
{
  return self->n_in;
}

guint
balut_net_get_n_hidden (const BalutNet *self)
{
  return self->n_hidden;
}

guint
balut_net_get_n_out (const BalutNet *self)
{
  return self->n_out;
}

#if defined(__GNUC__)
typedef float Vec8 __attribute__ ((vector_size (8 * sizeof (float))));
#endif

/* acc[k] += w[k] · x for k < n; with GCC or Clang in blocks of 8 by
 * vector instructions. Each acc[k] gets the same product and sum as
 * in a plain loop, so the results do not depend on the compiler. */
static inline void
add_scaled (float       *restrict acc,
            const float *restrict w,
            float        x,
            guint        n)
{
  guint k = 0;

#if defined(__GNUC__)
  for (; k + 8 <= n; k += 8)
    {
      Vec8 a, b;

      memcpy (&a, acc + k, sizeof a);
      memcpy (&b, w + k, sizeof b);
      a += b * x;
      memcpy (acc + k, &a, sizeof a);
    }
#endif
  for (; k < n; k++)
    acc[k] += w[k] * x;
}

/* The forward pass, leaving the rectified hidden layer in @hidden
 * (n_hidden floats): balut_net_forward(), and the trainer's
 * backpropagation (balut-net-private.h). */
void
balut_net_forward_hidden (const BalutNet *self,
                          const float    *x,
                          float          *hidden,
                          float          *out)
{
  memcpy (hidden, self->b1, self->n_hidden * sizeof *hidden);
  for (guint i = 0; i < self->n_in; i++)
    if (x[i] != 0)
      add_scaled (hidden, self->w1 + (gsize) i * self->n_hidden, x[i], self->n_hidden);
  for (guint h = 0; h < self->n_hidden; h++)
    hidden[h] = hidden[h] > 0 ? hidden[h] : 0;
  memcpy (out, self->b2, self->n_out * sizeof *out);
  for (guint h = 0; h < self->n_hidden; h++)
    if (hidden[h] != 0)
      add_scaled (out, self->w2 + (gsize) h * self->n_out, hidden[h], self->n_out);
}

void
balut_net_forward (const BalutNet *self,
                   const float    *x,
                   float          *out)
{
  float hidden[BALUT_NET_MAX_UNITS];

  balut_net_forward_hidden (self, x, hidden, out);
}

/* appends the rows × cols matrix @v stored by column (v[c · rows + r])
 * row by row */
static void
append_floats (GByteArray  *out,
               const float *v,
               guint        rows,
               guint        cols)
{
  for (guint i = 0; i < rows * cols; i++)
    {
      union { float f; guint32 u; } u = { .f = v[(i % cols) * rows + i / cols] };
      guint32 le = GUINT32_TO_LE (u.u);

      g_byte_array_append (out, (const guint8 *) &le, sizeof le);
    }
}

/**
 * balut_net_append:
 *
 * Appends the network to @out: uint32 n_in, n_hidden, n_out, then the
 * float32 W1, b1, W2, b2, all little-endian.
 */
void
balut_net_append (const BalutNet *self,
                  GByteArray     *out)
{
  guint32 dims[3] = { GUINT32_TO_LE (self->n_in), GUINT32_TO_LE (self->n_hidden),
                      GUINT32_TO_LE (self->n_out) };

  g_byte_array_append (out, (const guint8 *) dims, sizeof dims);
  append_floats (out, self->w1, self->n_hidden, self->n_in);
  append_floats (out, self->b1, 1, self->n_hidden);
  append_floats (out, self->w2, self->n_out, self->n_hidden);
  append_floats (out, self->b2, 1, self->n_out);
}

/* reads a rows × cols matrix written row by row into @v, by column */
static gboolean
read_floats (const guint8 *data,
             gsize        *pos,
             float        *v,
             guint         rows,
             guint         cols)
{
  for (guint i = 0; i < rows * cols; i++)
    {
      union { float f; guint32 u; } u;
      guint32 le;

      memcpy (&le, data + *pos, sizeof le);
      *pos += sizeof le;
      u.u = GUINT32_FROM_LE (le);
      if (!isfinite (u.f) || fabsf (u.f) > 1e4f)
        return FALSE;
      v[(i % cols) * rows + i / cols] = u.f;
    }
  return TRUE;
}

G_DEFINE_QUARK (balut-net-error-quark, balut_net_error)

/**
 * balut_net_read:
 * @used: (out): the bytes read
 *
 * Returns: (transfer full) (nullable): the network at the start of
 *   @data, or %NULL with @error set
 */
BalutNet *
balut_net_read (const guint8 *data,
                gsize         size,
                gsize        *used,
                GError      **error)
{
  g_autoptr(BalutNet) self = NULL;
  guint32 dims[3];
  gsize pos = sizeof dims, need;

  if (size < sizeof dims)
    goto bad;
  memcpy (dims, data, sizeof dims);
  for (guint i = 0; i < 3; i++)
    {
      dims[i] = GUINT32_FROM_LE (dims[i]);
      if (dims[i] == 0 || dims[i] > BALUT_NET_MAX_UNITS)
        goto bad;
    }
  need = sizeof dims + 4 * ((gsize) dims[1] * dims[0] + dims[1] + (gsize) dims[2] * dims[1] + dims[2]);
  if (size < need)
    goto bad;
  self = net_alloc (dims[0], dims[1], dims[2]);
  if (!read_floats (data, &pos, self->w1, dims[1], dims[0])
      || !read_floats (data, &pos, self->b1, 1, dims[1])
      || !read_floats (data, &pos, self->w2, dims[2], dims[1])
      || !read_floats (data, &pos, self->b2, 1, dims[2]))
    goto bad;
  *used = pos;
  return g_steal_pointer (&self);

bad:
  g_set_error_literal (error, BALUT_NET_ERROR, BALUT_NET_ERROR_DAMAGED,
                       _("The strategy’s network is damaged"));
  return NULL;
}
