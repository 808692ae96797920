/* belote-card-textures.h — the playing cards, rendered from the bundled
 * SVG deck once per pixel size and cached
 *
 * SPDX-FileCopyrightText: 2026 The Balut developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The deck is an Aisleriot-style sheet (13 columns × 5 rows: clubs,
 * diamonds, hearts, spades, then jokers and the back); a card is drawn
 * by offsetting the whole sheet, never by its element's bounding box.
 * Textures are rendered with librsvg at the size shown and kept (nothing
 * is drawn twice); four-colour suits (an accessibility option) recolour
 * diamonds and clubs.
 */

#pragma once

#include <gtk/gtk.h>

#include "belote-cards.h"

G_BEGIN_DECLS

/* width : height of a card: the deck's own, 169.075 : 244.64 units
 * border included (about 2.5 : 3.62) */
#define BELOTE_CARD_ASPECT (169.075 / 244.64)

/* Faces narrower than this many pixels have large indices: a rank and a
 * suit in the left third of the card, the pips or the figure a little
 * smaller beside them (readable in a fanned hand at 360 px) */
#define BELOTE_CARD_LARGE_INDEX_WIDTH 80

#define BELOTE_TYPE_CARD_TEXTURES (belote_card_textures_get_type ())

G_DECLARE_FINAL_TYPE (BeloteCardTextures, belote_card_textures, BELOTE, CARD_TEXTURES, GObject)

/* The shared instance (loads the deck from the resources on first use). */
BeloteCardTextures *belote_card_textures_dup_default (void);

/* A card's face, width pixels wide (height from BELOTE_CARD_ASPECT);
 * four_colour: diamonds orange, clubs green. (transfer none)
 * Ask for a few fixed widths (the hand, the trick, the backs), not one
 * per frame of an animation (scale the texture instead): a new width
 * draws its cards again, 0.1–6 ms each, and the textures of the four
 * widths asked for last are kept. */
GdkTexture *belote_card_textures_get_face  (BeloteCardTextures *self,
                                            BeloteCard          card,
                                            gboolean            four_colour,
                                            int                 width);
/* The back of a card. (transfer none) */
GdkTexture *belote_card_textures_get_back  (BeloteCardTextures *self,
                                            int                 width);
/* The height of a card width pixels wide. */
int         belote_card_textures_height_for_width (int width);

/* for tests: how many textures were rendered */
guint       belote_card_textures_get_n_rendered (BeloteCardTextures *self);

G_END_DECLS
