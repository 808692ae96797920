/* balut-widgets.h — small widgets that several windows and dialogs
 * make alike
 *
 * SPDX-FileCopyrightText: 2026 The Balut developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gtk/gtk.h>

#include "balut-types.h"

G_BEGIN_DECLS

GtkWidget   *balut_label_new_cell       (const char *text,
                                         float       xalign,
                                         gboolean    numeric,
                                         gboolean    bold);

GListModel   *balut_variant_list_new              (void);
BalutVariant  balut_variant_dropdown_get_selected (GtkDropDown *dropdown);

void          balut_widgets_name_buttons          (void);
void          balut_drop_down_name_toggle         (GtkDropDown *drop_down);

GtkWidget    *balut_notice_new                    (const char *heading,
                                                   const char *message);
GtkWidget    *balut_abandon_question_new          (GtkWindow  *parent,
                                                   const char *question,
                                                   const char *detail,
                                                   const char *accept_label);

G_END_DECLS
