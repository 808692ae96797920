/* belote-card-widget.h — one card of the person's hand: drawn from the
 * card textures, focusable, chosen by a click, Enter or Space
 *
 * SPDX-FileCopyrightText: 2026 The Balut developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A child of BeloteTable, which places it. Its accessible role is a
 * button named after the card ("Jack of hearts"); a card that may not be
 * played now is dimmed, never insensitive (a click still chooses it, so
 * that the window can say why it is refused, B12), and its name says
 * so. Left, Right, Home and End ask the table to move the focus across
 * the hand ("move").
 */

#pragma once

#include <gtk/gtk.h>

#include "belote-card-textures.h"
#include "belote-cards.h"

G_BEGIN_DECLS

/* "move"'s argument for Home and End */
#define BELOTE_CARD_MOVE_FIRST (-100)
#define BELOTE_CARD_MOVE_LAST  100

#define BELOTE_TYPE_CARD_WIDGET (belote_card_widget_get_type ())

G_DECLARE_FINAL_TYPE (BeloteCardWidget, belote_card_widget, BELOTE, CARD_WIDGET, GtkWidget)

GtkWidget  *belote_card_widget_new            (BeloteCardTextures *textures,
                                               BeloteCard          card);
BeloteCard  belote_card_widget_get_card       (BeloteCardWidget   *self);
void        belote_card_widget_set_four_colour (BeloteCardWidget  *self,
                                               gboolean            four_colour);
/* why: NULL when the card may be played now (or it is not the person's
 * turn); otherwise the reason (B12), said by the accessible description,
 * and the card is dimmed. */
void        belote_card_widget_set_refusal    (BeloteCardWidget   *self,
                                               gboolean            dimmed,
                                               const char         *why);
gboolean    belote_card_widget_get_dimmed     (BeloteCardWidget   *self);
/* The hint suggests this card: an outline in the style's hint colour
 * and its accessible name says so. */
void        belote_card_widget_set_hinted     (BeloteCardWidget   *self,
                                               gboolean            hinted);
gboolean    belote_card_widget_get_hinted     (BeloteCardWidget   *self);

/* Draws a card's face (or its back) at rect, from the texture
 * texture_width device pixels wide (scaled to rect: a card in flight
 * keeps one texture), or a plain card with its index when the deck
 * gives none (it failed to load). */
void        belote_card_snapshot              (GtkSnapshot           *snapshot,
                                               GtkWidget             *widget,
                                               BeloteCardTextures    *textures,
                                               BeloteCard             card,
                                               gboolean               face_up,
                                               gboolean               four_colour,
                                               int                    texture_width,
                                               const graphene_rect_t *rect);

G_END_DECLS
