/* balut-scoresheet.h — one player's scoresheet
 *
 * SPDX-FileCopyrightText: 2026 The Balut developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <glib-object.h>

#include "balut-rules.h"

G_BEGIN_DECLS

#define BALUT_SCORESHEET_ERROR (balut_scoresheet_error_quark ())

typedef enum
{
  BALUT_SCORESHEET_ERROR_NO_SUCH_BOX,   /* box out of range, or Jackpot box outside Jackpot Balut */
  BALUT_SCORESHEET_ERROR_FILLED,        /* R2: an entered box never changes */
  BALUT_SCORESHEET_ERROR_JACKPOT_OPEN,  /* J3 */
  BALUT_SCORESHEET_ERROR_ORDER,         /* O1 */
  BALUT_SCORESHEET_ERROR_BAD_DICE,      /* dice outside 1–6 */
  BALUT_SCORESHEET_ERROR_EMPTY,         /* clearing a box that is not filled */
} BalutScoresheetError;

#define BALUT_TYPE_SCORESHEET (balut_scoresheet_get_type ())

G_DECLARE_FINAL_TYPE (BalutScoresheet, balut_scoresheet, BALUT, SCORESHEET, GObject)

GQuark             balut_scoresheet_error_quark    (void);

BalutScoresheet   *balut_scoresheet_new            (BalutVariant           variant);
BalutScoresheet   *balut_scoresheet_copy           (BalutScoresheet       *self);
BalutVariant       balut_scoresheet_get_variant    (BalutScoresheet       *self);
guint              balut_scoresheet_get_n_boxes    (BalutScoresheet       *self);
guint              balut_scoresheet_get_n_filled   (BalutScoresheet       *self);
gboolean           balut_scoresheet_is_complete    (BalutScoresheet       *self);
gint               balut_scoresheet_get_box        (BalutScoresheet       *self,
                                                    BalutCategory          category,
                                                    guint                  box);
gboolean           balut_scoresheet_has_box        (BalutScoresheet       *self,
                                                    BalutCategory          category,
                                                    guint                  box);
gboolean           balut_scoresheet_check_box      (BalutScoresheet       *self,
                                                    BalutCategory          category,
                                                    guint                  box,
                                                    GError               **error);
gboolean           balut_scoresheet_is_legal       (BalutScoresheet       *self,
                                                    BalutCategory          category,
                                                    guint                  box);
GArray            *balut_scoresheet_list_legal     (BalutScoresheet       *self);
gboolean           balut_scoresheet_get_next_box   (BalutScoresheet       *self,
                                                    BalutBox              *box);
gint               balut_scoresheet_preview        (BalutScoresheet       *self,
                                                    BalutCategory          category,
                                                    guint                  box,
                                                    const guint8          *dice);
gint               balut_scoresheet_enter          (BalutScoresheet       *self,
                                                    BalutCategory          category,
                                                    guint                  box,
                                                    const guint8          *dice,
                                                    GError               **error);
gboolean           balut_scoresheet_clear_box      (BalutScoresheet       *self,
                                                    BalutCategory          category,
                                                    guint                  box,
                                                    GError               **error);
const BalutPoints *balut_scoresheet_get_points     (BalutScoresheet       *self);
guint              balut_scoresheet_get_score_total (BalutScoresheet      *self);
gint               balut_scoresheet_get_final_points (BalutScoresheet     *self);
guint              balut_scoresheet_get_n_baluts   (BalutScoresheet       *self);

G_END_DECLS
