/* balut-widgets.c — small widgets that several windows and dialogs
 * make alike
 *
 * SPDX-FileCopyrightText: 2026 The Balut developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gi18n.h>

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

/**
 * balut_drop_down_name_toggle:
 * @drop_down: a drop-down in its window
 *
 * Names the drop-down's toggle button (its focus, which GTK 4.8 names
 * "GtkToggleButton") by the label whose mnemonic is the drop-down, or
 * else by the drop-down. The buttons' hook does it when the toggle is
 * mapped; a drop-down on a page not shown yet (still on the
 * accessibility bus in GTK 4.8) is named by its dialog with this.
 */
void
balut_drop_down_name_toggle (GtkDropDown *drop_down)
{
  GtkWidget *label;

  g_return_if_fail (GTK_IS_DROP_DOWN (drop_down));

  label = find_mnemonic_label (GTK_WIDGET (gtk_widget_get_root (GTK_WIDGET (drop_down))), GTK_WIDGET (drop_down));
  for (GtkWidget *child = gtk_widget_get_first_child (GTK_WIDGET (drop_down)); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    if (GTK_IS_TOGGLE_BUTTON (child))
      gtk_accessible_update_relation (GTK_ACCESSIBLE (child),
                                      GTK_ACCESSIBLE_RELATION_LABELLED_BY,
                                      label != NULL ? label : GTK_WIDGET (drop_down), NULL,
                                      -1);
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
      balut_drop_down_name_toggle (GTK_DROP_DOWN (gtk_widget_get_parent (GTK_WIDGET (object))));
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

static void
notice_response_cb (GtkInfoBar *bar,
                    int         response,
                    gpointer    user_data)
{
  GtkWidget *parent = gtk_widget_get_parent (GTK_WIDGET (bar));

  if (response == GTK_RESPONSE_CLOSE && GTK_IS_BOX (parent))
    gtk_box_remove (GTK_BOX (parent), GTK_WIDGET (bar));
}

/**
 * balut_notice_new:
 * @heading: (nullable): a short first line, in bold
 * @message: the details
 *
 * A notice for the top of a game window (Balut's, Belote's), with a
 * Close button that takes it out of the box it is put in: for what the
 * player must know but need not answer (a save that could not be read,
 * and where it was kept). An alert: screen readers say it when it shows.
 *
 * Returns: (transfer floating): the notice
 */
GtkWidget *
balut_notice_new (const char *heading,
                  const char *message)
{
  g_autofree char *a11y = NULL;
  GtkWidget *bar;
  GtkWidget *box;
  GtkWidget *close;
  GtkWidget *label;

  g_return_val_if_fail (message != NULL, NULL);

  bar = g_object_new (GTK_TYPE_INFO_BAR,
                      "accessible-role", GTK_ACCESSIBLE_ROLE_ALERT,
                      "message-type", GTK_MESSAGE_WARNING,
                      NULL);
  gtk_widget_add_css_class (bar, "notice");

  /* GtkInfoBar's own close button has no accessible name in GTK 4.8 */
  close = gtk_button_new_from_icon_name ("window-close-symbolic");
  gtk_widget_set_valign (close, GTK_ALIGN_CENTER);
  gtk_widget_add_css_class (close, "flat");
  gtk_widget_set_tooltip_text (close, _("Close"));
  gtk_accessible_update_property (GTK_ACCESSIBLE (close),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, _("Close"),
                                  -1);

  box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 2);
  gtk_widget_set_hexpand (box, TRUE);
  if (heading != NULL)
    {
      label = gtk_label_new (heading);
      gtk_label_set_wrap (GTK_LABEL (label), TRUE);
      gtk_label_set_xalign (GTK_LABEL (label), 0);
      gtk_widget_add_css_class (label, "heading");
      gtk_box_append (GTK_BOX (box), label);
    }
  label = gtk_label_new (message);
  gtk_label_set_wrap (GTK_LABEL (label), TRUE);
  gtk_label_set_wrap_mode (GTK_LABEL (label), PANGO_WRAP_WORD_CHAR);
  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_box_append (GTK_BOX (box), label);
  gtk_info_bar_add_child (GTK_INFO_BAR (bar), box);
  gtk_info_bar_add_action_widget (GTK_INFO_BAR (bar), close, GTK_RESPONSE_CLOSE);

  a11y = heading != NULL ? g_strconcat (heading, ". ", message, NULL) : g_strdup (message);
  gtk_accessible_update_property (GTK_ACCESSIBLE (bar),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, a11y,
                                  -1);
  g_signal_connect (bar, "response", G_CALLBACK (notice_response_cb), NULL);
  return bar;
}

/**
 * balut_abandon_question_new:
 * @parent: the New Game (New Match) dialog
 * @question: "Abandon the game in play?"
 * @detail: what is lost
 * @accept_label: the button that gives it up ("_Start New Game")
 *
 * The question asked on Start before a game (a match) in play is given
 * up: Cancel is the default; GTK_RESPONSE_ACCEPT gives it up.
 *
 * Returns: (transfer none): the question, not yet shown
 */
GtkWidget *
balut_abandon_question_new (GtkWindow  *parent,
                            const char *question,
                            const char *detail,
                            const char *accept_label)
{
  GtkWidget *dialog;

  g_return_val_if_fail (question != NULL && detail != NULL && accept_label != NULL, NULL);

  dialog = gtk_message_dialog_new (parent,
                                   GTK_DIALOG_MODAL | GTK_DIALOG_DESTROY_WITH_PARENT,
                                   GTK_MESSAGE_QUESTION, GTK_BUTTONS_NONE,
                                   "%s", question);
  gtk_message_dialog_format_secondary_text (GTK_MESSAGE_DIALOG (dialog), "%s", detail);
  gtk_dialog_add_buttons (GTK_DIALOG (dialog),
                          _("_Cancel"), GTK_RESPONSE_CANCEL,
                          accept_label, GTK_RESPONSE_ACCEPT,
                          NULL);
  gtk_dialog_set_default_response (GTK_DIALOG (dialog), GTK_RESPONSE_CANCEL);
  gtk_widget_add_css_class (gtk_dialog_get_widget_for_response (GTK_DIALOG (dialog), GTK_RESPONSE_ACCEPT),
                            "destructive-action");
  return dialog;
}
