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

/* GTK 4.8 names a button made with a mnemonic label ("_Start") by the
 * label as written and again by the label's text: a screen reader says
 * "underscore Start Start". Each button is named by its text alone when
 * it is mapped (labels given later, as the Roll button's, are set by
 * their code with a name of their own). A drop-down's toggle button is
 * named by the drop-down. */
static GtkWidget *
find_mnemonic_label (GtkWidget *root,
                     GtkWidget *target)
{
  if (root == NULL)
    return NULL;
  if (GTK_IS_LABEL (root) && gtk_label_get_mnemonic_widget (GTK_LABEL (root)) == target)
    return root;
  for (GtkWidget *child = gtk_widget_get_first_child (root); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found = find_mnemonic_label (child, target);

      if (found != NULL)
        return found;
    }
  return NULL;
}

static gboolean
name_button_hook (GSignalInvocationHint *hint,
                  guint                  n_values,
                  const GValue          *values,
                  gpointer               user_data)
{
  GObject *object = g_value_get_object (&values[0]);
  GtkWidget *child;

  if (!GTK_IS_BUTTON (object))
    return TRUE;
  /* A drop-down's focus is its inner toggle button, which GTK 4.8 names
   * "GtkToggleButton": it takes the drop-down's name ("Level"), from
   * the label whose mnemonic is the drop-down's ("_Variant") or else
   * from the drop-down (its own name given by code) */
  if (GTK_IS_TOGGLE_BUTTON (object) && GTK_IS_DROP_DOWN (gtk_widget_get_parent (GTK_WIDGET (object))))
    {
      GtkWidget *drop_down = gtk_widget_get_parent (GTK_WIDGET (object));
      GtkWidget *label = find_mnemonic_label (GTK_WIDGET (gtk_widget_get_root (drop_down)), drop_down);

      gtk_accessible_update_relation (GTK_ACCESSIBLE (object),
                                      GTK_ACCESSIBLE_RELATION_LABELLED_BY,
                                      label != NULL ? label : drop_down, NULL,
                                      -1);
      return TRUE;
    }
  child = gtk_button_get_child (GTK_BUTTON (object));
  if (GTK_IS_LABEL (child) && gtk_label_get_use_underline (GTK_LABEL (child))
      && gtk_label_get_mnemonic_widget (GTK_LABEL (child)) == GTK_WIDGET (object))
    {
      gtk_accessible_reset_relation (GTK_ACCESSIBLE (object), GTK_ACCESSIBLE_RELATION_LABELLED_BY);
      gtk_accessible_update_property (GTK_ACCESSIBLE (object),
                                      GTK_ACCESSIBLE_PROPERTY_LABEL, gtk_label_get_text (GTK_LABEL (child)),
                                      -1);
    }
  return TRUE;
}

/**
 * balut_widgets_name_buttons:
 *
 * Names every button of the process with a mnemonic label by its text
 * for screen readers, from now on (once a process).
 */
void
balut_widgets_name_buttons (void)
{
  static gsize done;

  if (g_once_init_enter (&done))
    {
      /* (its signals exist once the class does; static types stay) */
      gpointer klass = g_type_class_ref (GTK_TYPE_BUTTON);
      guint map = g_signal_lookup ("map", GTK_TYPE_WIDGET);

      g_type_class_unref (klass);

      g_signal_add_emission_hook (map, 0, name_button_hook, NULL, NULL);
      g_once_init_leave (&done, 1);
    }
}
