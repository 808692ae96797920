/* balut-value.h — the Expert's value of a scoresheet, learned by simulation
 *
 * SPDX-FileCopyrightText: 2026 The Balut developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "balut-scoresheet.h"

G_BEGIN_DECLS

/* The parts of the final points that are valued apart: the seven
 * categories (R12–R18, J5, J6) and the bracket (R20). */
#define BALUT_VALUE_N_PARTS (BALUT_N_CATEGORIES + 1)
#define BALUT_VALUE_BRACKET BALUT_N_CATEGORIES

/* The newest set of the network's inputs (balut_value_tables_set_features()). */
#define BALUT_VALUE_FEATURES_LATEST 2

#define BALUT_VALUE_ERROR (balut_value_error_quark ())

typedef enum
{
  BALUT_VALUE_ERROR_INVALID,
} BalutValueError;

typedef struct _BalutValueTables BalutValueTables;
typedef struct _BalutNet BalutNet;

/* Every box of a sheet, BALUT_BOX_EMPTY where empty or absent. */
typedef gint BalutValueBoxes[BALUT_N_CATEGORIES][BALUT_N_COLUMNS];

GQuark                   balut_value_error_quark        (void);

BalutValueTables        *balut_value_tables_new         (BalutVariant             variant);
void                     balut_value_tables_free        (BalutValueTables        *self);
BalutVariant             balut_value_tables_get_variant (const BalutValueTables  *self);
const BalutValueTables  *balut_value_tables_get_default (BalutVariant             variant);
const BalutValueTables  *balut_value_tables_get_default_without_net (BalutVariant variant);
GBytes                  *balut_value_tables_serialize   (const BalutValueTables  *self);
BalutValueTables        *balut_value_tables_deserialize (GBytes                  *bytes,
                                                         GError                 **error);

guint                    balut_value_get_n_features     (const BalutValueTables  *self);
guint                    balut_value_tables_get_features (const BalutValueTables *self);
void                     balut_value_tables_set_features (BalutValueTables       *self,
                                                          guint                   features);
void                     balut_value_features           (const BalutValueTables  *self,
                                                         const BalutValueBoxes   *boxes,
                                                         float                   *x,
                                                         double                  *q);
void                     balut_value_tables_set_net     (BalutValueTables        *self,
                                                         BalutNet                *net);
const BalutNet          *balut_value_tables_get_net     (const BalutValueTables  *self);

double                   balut_value_of_boxes           (const BalutValueTables  *self,
                                                         const BalutValueBoxes   *boxes);
double                   balut_value_of_sheet           (const BalutValueTables  *self,
                                                         BalutScoresheet         *sheet);

/* The strategy's value function: prepare once per turn, then value
 * every entry; @context is what balut_value_prepare() returned. */
gpointer                 balut_value_prepare            (BalutScoresheet         *sheet,
                                                         gpointer                 tables);
gpointer                 balut_value_prepare_without_net (BalutScoresheet       *sheet,
                                                          gpointer               data);
double                   balut_value_entry              (const BalutScoresheet   *sheet,
                                                         BalutCategory            category,
                                                         guint                    box,
                                                         const guint8            *dice,
                                                         gpointer                 context);
void                     balut_value_finish             (gpointer                 context);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (BalutValueTables, balut_value_tables_free)

G_END_DECLS
