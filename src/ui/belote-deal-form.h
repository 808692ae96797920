/* belote-deal-form.h — the scoring pad's form: one deal as the table
 * enters it (B28)
 *
 * SPDX-FileCopyrightText: 2026 The Balut developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gtk/gtk.h>

#include "belote-match.h"

G_BEGIN_DECLS

#define BELOTE_TYPE_DEAL_FORM (belote_deal_form_get_type ())

G_DECLARE_FINAL_TYPE (BeloteDealForm, belote_deal_form, BELOTE, DEAL_FORM, GtkWidget)

/* The counts of the declarations a team can enter (B16, B17). */
typedef enum
{
  BELOTE_FORM_TIERCE,
  BELOTE_FORM_FIFTY,
  BELOTE_FORM_HUNDRED,
  BELOTE_FORM_N_SEQUENCES,
} BeloteFormSequence;

GtkWidget   *belote_deal_form_new              (void);

void         belote_deal_form_set_teams        (BeloteDealForm        *self,
                                                const char            *us,
                                                const char            *them);
void         belote_deal_form_set_school       (BeloteDealForm        *self,
                                                BeloteSchool           school);
BeloteSchool belote_deal_form_get_school       (BeloteDealForm        *self);
void         belote_deal_form_set_deal_number  (BeloteDealForm        *self,
                                                guint                  number);

void         belote_deal_form_reset            (BeloteDealForm        *self);
gboolean     belote_deal_form_get_entry        (BeloteDealForm        *self,
                                                BelotePadEntry        *entry,
                                                GError               **error);
void         belote_deal_form_set_entry        (BeloteDealForm        *self,
                                                const BelotePadEntry  *entry);

gboolean     belote_deal_form_get_correcting   (BeloteDealForm        *self);
void         belote_deal_form_set_correcting   (BeloteDealForm        *self,
                                                gboolean               correcting);

void         belote_deal_form_show_error       (BeloteDealForm        *self,
                                                const char            *message);
const char  *belote_deal_form_get_error        (BeloteDealForm        *self);
gboolean     belote_deal_form_get_asks_best    (BeloteDealForm        *self);
const char  *belote_deal_form_get_other_points (BeloteDealForm        *self);

gboolean     belote_deal_form_focus_first      (BeloteDealForm        *self);

/* The form's controls, for the tests (belote_deal_form_get_control ()) */
typedef enum
{
  BELOTE_FORM_TAKER_US,
  BELOTE_FORM_TAKER_THEM,
  BELOTE_FORM_TRUMP_NONE,
  BELOTE_FORM_TRUMP_CLUBS,   /* … then diamonds, hearts, spades */
  BELOTE_FORM_POINTS = BELOTE_FORM_TRUMP_CLUBS + BELOTE_N_SUITS,
  BELOTE_FORM_CAPOT_US,
  BELOTE_FORM_CAPOT_THEM,
  BELOTE_FORM_BELOTE_NONE,
  BELOTE_FORM_BELOTE_US,
  BELOTE_FORM_BELOTE_THEM,
  BELOTE_FORM_DECLARATIONS,
  BELOTE_FORM_BEST_US,
  BELOTE_FORM_BEST_THEM,
  BELOTE_FORM_COMMIT,
  BELOTE_FORM_CANCEL,
  BELOTE_FORM_N_CONTROLS,
} BeloteFormControl;

GtkWidget   *belote_deal_form_get_control      (BeloteDealForm        *self,
                                                BeloteFormControl      control);
/* team 0 or 1: its spin button of a sequence's count, its toggle of a
 * carré's rank */
GtkWidget   *belote_deal_form_get_sequence     (BeloteDealForm        *self,
                                                guint                  team,
                                                BeloteFormSequence     sequence);
GtkWidget   *belote_deal_form_get_carre        (BeloteDealForm        *self,
                                                guint                  team,
                                                BeloteRank             rank);

G_END_DECLS
