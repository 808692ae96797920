/* balut-page-preview.h — one page of a printable scoresheet on screen:
 * white paper with a soft shadow, scaled to fit
 *
 * SPDX-FileCopyrightText: 2026 The Balut developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gtk/gtk.h>

#include "balut-sheet-document.h"

G_BEGIN_DECLS

#define BALUT_TYPE_PAGE_PREVIEW (balut_page_preview_get_type ())

G_DECLARE_FINAL_TYPE (BalutPagePreview, balut_page_preview, BALUT, PAGE_PREVIEW, GtkWidget)

GtkWidget *balut_page_preview_new             (void);
void       balut_page_preview_set_document    (BalutPagePreview   *self,
                                               BalutSheetDocument *document,
                                               guint               page,
                                               double              paper_width,
                                               double              paper_height);
void       balut_page_preview_set_recording   (BalutPagePreview   *self,
                                               cairo_surface_t    *recording,
                                               double              paper_width,
                                               double              paper_height);
gboolean   balut_page_preview_get_page_bounds (BalutPagePreview   *self,
                                               graphene_rect_t    *bounds);

G_END_DECLS
