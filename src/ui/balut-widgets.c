/* balut-widgets.c — small widgets that several windows and dialogs
 * make alike
 *
 * SPDX-FileCopyrightText: 2026 The Balut developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "balut-widgets.h"

/**
 * balut_label_new_cell:
 * @text: the label's text
 * @xalign: 0 for text, 1 for numbers
 * @numeric: whether @text is a number of a column of numbers
 * @bold: whether to set it in bold
 *
 * Returns: (transfer floating): a label for a cell of a table (the
 *   results, the high scores, the statistics)
 */
GtkWidget *
balut_label_new_cell (const char *text,
                      float       xalign,
                      gboolean    numeric,
                      gboolean    bold)
{
  GtkWidget *label = gtk_label_new (text);
  g_autoptr(PangoAttrList) attrs = pango_attr_list_new ();

  gtk_label_set_xalign (GTK_LABEL (label), xalign);
  /* Figures of equal width keep the columns of numbers straight. */
  if (numeric)
    pango_attr_list_insert (attrs, pango_attr_font_features_new ("tnum"));
  if (bold)
    pango_attr_list_insert (attrs, pango_attr_weight_new (PANGO_WEIGHT_BOLD));
  gtk_label_set_attributes (GTK_LABEL (label), attrs);

  return label;
}

/**
 * balut_variant_list_new:
 *
 * Returns: (transfer full): the variants' names in #BalutVariant order,
 *   the model of a drop-down that chooses a variant
 */
GListModel *
balut_variant_list_new (void)
{
  GtkStringList *list = gtk_string_list_new (NULL);

  for (guint v = 0; v < BALUT_N_VARIANTS; v++)
    gtk_string_list_append (list, balut_variant_get_label (v));
  return G_LIST_MODEL (list);
}

/**
 * balut_variant_dropdown_get_selected:
 * @dropdown: a drop-down of balut_variant_list_new()
 *
 * Returns: the variant it shows; the standard game while it shows none
 */
BalutVariant
balut_variant_dropdown_get_selected (GtkDropDown *dropdown)
{
  guint selected;

  g_return_val_if_fail (GTK_IS_DROP_DOWN (dropdown), BALUT_VARIANT_STANDARD);

  selected = gtk_drop_down_get_selected (dropdown);
  return selected < BALUT_N_VARIANTS ? (BalutVariant) selected : BALUT_VARIANT_STANDARD;
}
