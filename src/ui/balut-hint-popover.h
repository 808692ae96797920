/* balut-hint-popover.h — the best play and the next best ones, from the Hint button
 *
 * SPDX-FileCopyrightText: 2026 The Balut developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gtk/gtk.h>

#include "balut-session.h"
#include "balut-strategy.h"
#include "balut-types.h"

G_BEGIN_DECLS

#define BALUT_TYPE_HINT_POPOVER (balut_hint_popover_get_type ())

/* Two choices whose expected final points differ by less than this are
 * as good as each other: the hint says so instead of quoting the
 * difference. */
#define BALUT_HINT_AS_GOOD 0.1

G_DECLARE_FINAL_TYPE (BalutHintPopover, balut_hint_popover, BALUT, HINT_POPOVER, GtkPopover)

GtkWidget  *balut_hint_popover_new          (void);
void        balut_hint_popover_request      (BalutHintPopover            *self,
                                             BalutSession                *session);
gboolean    balut_hint_popover_get_asking   (BalutHintPopover            *self);
void        balut_hint_popover_set_decision (BalutHintPopover            *self,
                                             const BalutStrategyDecision *decision,
                                             const guint8                *dice,
                                             guint                        throws_left);
const char *balut_hint_popover_get_summary  (BalutHintPopover            *self);
char       *balut_hint_popover_dup_text     (BalutHintPopover            *self);

char       *balut_hint_describe_hold        (const gboolean              *held,
                                             const guint8                *dice);
char       *balut_hint_describe_entry       (const BalutBox              *box,
                                             const guint8                *dice);

G_END_DECLS
