/* balut-describe.c — a widget's description: its tooltip and, if asked,
 * its accessible label, kept up to date cheaply
 *
 * gtk_widget_set_tooltip_text() asks the display where the pointer is
 * every time it is called (a round trip to the X server), and the sheet
 * changes the descriptions of dozens of boxes at each throw. Here the text
 * is only stored on the widget, and handed to GTK in
 * GtkWidget::query-tooltip when a tooltip is about to be shown.
 *
 * SPDX-FileCopyrightText: 2026 The Balut developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "balut-describe.h"

static GQuark
description_quark (void)
{
  static GQuark quark;

  if (G_UNLIKELY (quark == 0))
    quark = g_quark_from_static_string ("balut-description");
  return quark;
}

static gboolean
query_tooltip_cb (GtkWidget  *widget,
                  int         x,
                  int         y,
                  gboolean    keyboard_mode,
                  GtkTooltip *tooltip,
                  gpointer    user_data)
{
  const char *description = balut_widget_get_description (widget);

  (void) x;
  (void) y;
  (void) keyboard_mode;
  (void) user_data;

  if (description == NULL || *description == '\0')
    return FALSE;
  gtk_tooltip_set_text (tooltip, description);
  return TRUE;
}

/**
 * balut_widget_describe:
 * @widget: a widget
 * @description: (nullable): what the widget's tooltip says
 * @also_label: whether @description is also the widget's accessible label
 *
 * Returns: whether the description changed
 */
gboolean
balut_widget_describe (GtkWidget  *widget,
                       const char *description,
                       gboolean    also_label)
{
  g_return_val_if_fail (GTK_IS_WIDGET (widget), FALSE);

  if (g_strcmp0 (balut_widget_get_description (widget), description) == 0)
    return FALSE;

  if (g_object_get_qdata (G_OBJECT (widget), description_quark ()) == NULL
      && !gtk_widget_get_has_tooltip (widget))
    {
      g_signal_connect (widget, "query-tooltip", G_CALLBACK (query_tooltip_cb), NULL);
      gtk_widget_set_has_tooltip (widget, TRUE);
    }
  g_object_set_qdata_full (G_OBJECT (widget), description_quark (),
                           g_strdup (description != NULL ? description : ""), g_free);

  if (also_label)
    gtk_accessible_update_property (GTK_ACCESSIBLE (widget),
                                    GTK_ACCESSIBLE_PROPERTY_LABEL,
                                    description != NULL ? description : "",
                                    -1);
  else
    gtk_accessible_update_property (GTK_ACCESSIBLE (widget),
                                    GTK_ACCESSIBLE_PROPERTY_DESCRIPTION,
                                    description != NULL ? description : "",
                                    -1);
  return TRUE;
}

/**
 * balut_widget_get_description:
 * @widget: a widget
 *
 * Returns: (nullable): the text given to balut_widget_describe()
 */
const char *
balut_widget_get_description (GtkWidget *widget)
{
  g_return_val_if_fail (GTK_IS_WIDGET (widget), NULL);

  return g_object_get_qdata (G_OBJECT (widget), description_quark ());
}
