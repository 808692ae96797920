/* balut-reference.h — the rules of docs/rules.md, written again for the tests
 *
 * SPDX-FileCopyrightText: 2026 The Balut developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The oracle the tests compare the core against.  It is written from
 * docs/rules.md alone (face counts, sorted multisets, the bracket table) and
 * never calls balut_rules_* or balut_scoresheet_*; it shares only the
 * constants and plain types of balut-types.h and balut-rules.h with the
 * core.
 */

#pragma once

#include "balut-rules.h"

G_BEGIN_DECLS

/* A sheet as a plain array: boxes[category][BALUT_BOX_JACKPOT] is the
 * Jackpot box; BALUT_BOX_EMPTY for an empty box (or one that does not
 * exist in the variant). */
typedef gint BalutRefBoxes[BALUT_N_CATEGORIES][BALUT_N_COLUMNS];

/* The faces of five dice. */
typedef struct
{
  guint count[BALUT_N_FACES + 1];   /* count[f]: how many dice show f */
  guint sum;                        /* Σ, the sum of the five dice */
  guint n_distinct;                 /* how many faces show */
  guint max_count;                  /* dice showing the commonest face */
} BalutRefFaces;

void      balut_ref_faces_count       (const guint8        *dice,
                                       BalutRefFaces       *faces);
gboolean  balut_ref_is_balut          (const guint8        *dice);
gboolean  balut_ref_qualifies         (BalutCategory        category,
                                       const guint8        *dice);
guint     balut_ref_box_score         (BalutCategory        category,
                                       const guint8        *dice);
gboolean  balut_ref_jackpot_qualifies (BalutCategory        category,
                                       const guint8        *dice);
guint     balut_ref_jackpot_score     (BalutCategory        category,
                                       const guint8        *dice);
guint     balut_ref_entry_score       (BalutCategory        category,
                                       guint                box,
                                       const guint8        *dice);

gint      balut_ref_bracket_points    (guint                score_total);
void      balut_ref_compute_points    (BalutVariant         variant,
                                       const BalutRefBoxes  boxes,
                                       BalutPoints         *points);

guint     balut_ref_max_throws        (BalutVariant         variant);
guint     balut_ref_n_boxes           (BalutVariant         variant);
gboolean  balut_ref_has_box           (BalutVariant         variant,
                                       BalutCategory        category,
                                       guint                box);

void      balut_ref_boxes_clear       (BalutRefBoxes        boxes);
guint     balut_ref_n_filled          (const BalutRefBoxes  boxes);
gboolean  balut_ref_next_box          (const BalutRefBoxes  boxes,
                                       BalutBox            *next);
gboolean  balut_ref_is_legal          (BalutVariant         variant,
                                       const BalutRefBoxes  boxes,
                                       BalutCategory        category,
                                       guint                box);
/* bit category × BALUT_N_COLUMNS + box for every legal box */
guint64   balut_ref_legal_set         (BalutVariant         variant,
                                       const BalutRefBoxes  boxes);

G_END_DECLS
