/* belote-table.h — the card table: four seats, the person's hand, the
 * trick, the turned card, with the cards animated
 *
 * SPDX-FileCopyrightText: 2026 The Balut developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The table shows a BeloteSession's played match and follows it (the
 * match's "changed", the session's "computer-moved", "trick-done",
 * "deal-done"); it keeps no rule. South (seat 0, B2) is the person, with
 * the hand fanned along the bottom, sorted by suit (trumps together once
 * trump is known) and each card a focusable child with its accessible
 * name ("Jack of hearts"), dimmed when it may not be played now; East
 * (1) to the right, North (2, the partner) at the top, West (3) to the
 * left, as card backs with their counts, name and level; the dealer
 * marker, the taker and the trump all deal long; the turned card on the
 * stock during the bidding; the trick in the middle, each card before
 * the seat that played it.
 *
 * Animations (librsvg textures from BeloteCardTextures, drawn by the
 * frame clock only while something moves: 0 wake-ups idle): the deal,
 * a card flying from its hand to the trick, the trick gathered to its
 * winner, the turned card taken. Off with reduced motion
 * (gtk-enable-animations) or the animations setting; skippable (a click
 * on the table or belote_table_skip_animations ()).
 *
 * Signals:
 *   "card-chosen" (guint card): the person clicked a card of their hand
 *     or pressed Enter/Space on it, legal or not (the window plays it or
 *     says why not).
 *
 * Keyboard: Left/Right (and Home/End) move across the hand, Enter or
 * Space chooses.
 */

#pragma once

#include <gtk/gtk.h>

#include "belote-session.h"

G_BEGIN_DECLS

#define BELOTE_TYPE_TABLE (belote_table_get_type ())

G_DECLARE_FINAL_TYPE (BeloteTable, belote_table, BELOTE, TABLE, GtkWidget)

GtkWidget  *belote_table_new               (void);

void        belote_table_set_session       (BeloteTable   *self,
                                            BeloteSession *session);
BeloteSession *belote_table_get_session    (BeloteTable   *self);

/* four-colour suits (the preference) */
void        belote_table_set_four_colour   (BeloteTable   *self,
                                            gboolean       four_colour);
/* the animations setting (the desktop's reduced motion is always
 * followed as well) */
void        belote_table_set_animations    (BeloteTable   *self,
                                            gboolean       animations);
gboolean    belote_table_is_animating      (BeloteTable   *self);
void        belote_table_skip_animations   (BeloteTable   *self);

/* The hint's card (the window shows the reason): outlined in the hint
 * colour and said so by its accessible name, until the next bid or card
 * or BELOTE_NO_CARD. */
void        belote_table_set_hint_card     (BeloteTable   *self,
                                            BeloteCard     card);
BeloteCard  belote_table_get_hint_card     (BeloteTable   *self);

/* Moves the keyboard focus to the hand (its first legal card); while
 * the hand is being dealt, as soon as a card of it lands. */
gboolean    belote_table_focus_hand        (BeloteTable   *self);

/* for tests: the widget of a card in the person's hand (NULL when not
 * held) */
GtkWidget  *belote_table_get_card_widget   (BeloteTable   *self,
                                            BeloteCard     card);
/* for tests: where card is drawn now, in the table's coordinates (in
 * the person's hand, a back of another hand, in the trick, the turned
 * card or the stock; in flight where it is on its way); FALSE when it
 * is not on the table */
gboolean    belote_table_get_card_bounds   (BeloteTable     *self,
                                            BeloteCard       card,
                                            graphene_rect_t *bounds);

G_END_DECLS
