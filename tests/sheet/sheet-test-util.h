/* sheet-test-util.h — whole games for the sheet tests, the record
 * maker and the export benchmark; the checks of a page's layout
 *
 * SPDX-FileCopyrightText: 2026 The Balut developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "balut-types.h"
#include "balut-game.h"
#include "balut-sheet-paper.h"

G_BEGIN_DECLS

/* A finished game of @variant: @n_players seats (named from @names, or
 * "Player 1", … where @names is NULL or ends early) played to the end (R3),
 * dice from @seed. The first seat and every other one after it play as
 * the simple player of computer seats; the others carelessly (one throw,
 * then the first free box in sheet order), so that a game of two or more
 * players has low totals and negative points (R20) as well as good ones. */
BalutGame *sheet_test_play_game (BalutVariant        variant,
                                 guint               n_players,
                                 guint64             seed,
                                 const char * const *names);

/* "+2", "0", "−4" and "17", "−2": what the sheet prints, written out here
 * rather than taken from balut-format.c so that the tests check the
 * format (a real minus sign, U+2212) and not only that the renderer calls
 * the formatter. */
char      *sheet_test_format_points (gint points);
char      *sheet_test_format_number (gint number);

/* Whether a text's ink stays inside its box (give or take half a point) */
gboolean   sheet_test_ink_inside_box     (const BalutSheetText *t);
/* The fitting rules of one page (the texts of a document's list_texts ()):
 * every ink inside its box, every box inside the printable area and not
 * empty, no two boxes sharing any area (a box inside another may, if
 * their inks do not touch). A description of every fault goes to
 * @faults. Returns the number of boxes inside another box. */
guint      sheet_test_check_page_fitting (GPtrArray  *texts,
                                          double      width,
                                          double      height,
                                          GString    *faults);
/* The pages of a cairo PDF: each /MediaBox must be @width × @height;
 * returns how many there are */
guint      sheet_test_pdf_page_sizes     (const char *data,
                                          gsize       length,
                                          double      width,
                                          double      height);

G_END_DECLS
