/* balut-net.h — a small neural network: one hidden layer of rectifiers
 *
 * SPDX-FileCopyrightText: 2026 The Balut developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <glib.h>

G_BEGIN_DECLS

typedef struct _BalutNet BalutNet;

#define BALUT_NET_ERROR (balut_net_error_quark ())

typedef enum
{
  BALUT_NET_ERROR_DAMAGED,   /* the bytes are not a whole network */
} BalutNetError;

GQuark           balut_net_error_quark   (void);

BalutNet        *balut_net_new           (guint            n_in,
                                          guint            n_hidden,
                                          guint            n_out,
                                          guint64          seed);
BalutNet        *balut_net_average       (const BalutNet * const *nets,
                                          guint            n_nets);
BalutNet        *balut_net_copy          (const BalutNet  *net);
BalutNet        *balut_net_resize        (const BalutNet  *net,
                                          guint            n_in,
                                          guint            n_hidden,
                                          guint64          seed);
void             balut_net_free          (BalutNet        *self);
guint            balut_net_get_n_in      (const BalutNet  *self);
guint            balut_net_get_n_hidden  (const BalutNet  *self);
guint            balut_net_get_n_out     (const BalutNet  *self);
void             balut_net_forward       (const BalutNet  *self,
                                          const float     *x,
                                          float           *out);
void             balut_net_append        (const BalutNet  *self,
                                          GByteArray      *out);
BalutNet        *balut_net_read          (const guint8    *data,
                                          gsize            size,
                                          gsize           *used,
                                          GError         **error);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (BalutNet, balut_net_free)

G_END_DECLS
