/* balut-rules-window.c — how to play and how points are scored
 *
 * SPDX-FileCopyrightText: 2026 The Balut developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gi18n.h>

#include "balut-rules-window.h"

struct _BalutRulesWindow
{
  GtkWindow    parent_instance;

  GtkViewport *viewport;
};

G_DEFINE_FINAL_TYPE (BalutRulesWindow, balut_rules_window, GTK_TYPE_WINDOW)

/* The text is selectable, so the first paragraph takes the focus when the
 * window opens; it should not open with that paragraph all selected. */
static void
balut_rules_window_show (GtkWidget *widget)
{
  GtkWidget *focus;

  GTK_WIDGET_CLASS (balut_rules_window_parent_class)->show (widget);

  focus = gtk_root_get_focus (GTK_ROOT (widget));
  if (GTK_IS_LABEL (focus))
    gtk_label_select_region (GTK_LABEL (focus), 0, 0);
}

static void
scroll_action (GtkWidget  *widget,
               const char *action_name,
               GVariant   *param)
{
  BalutRulesWindow *self = BALUT_RULES_WINDOW (widget);
  GtkAdjustment *adjustment = gtk_scrollable_get_vadjustment (GTK_SCROLLABLE (self->viewport));
  double value = gtk_adjustment_get_value (adjustment);
  double page = gtk_adjustment_get_page_increment (adjustment);
  int direction = g_variant_get_int32 (param);

  switch (direction)
    {
    case -2: value = gtk_adjustment_get_lower (adjustment); break;
    case -1: value -= page; break;
    case 1: value += page; break;
    case 2: value = gtk_adjustment_get_upper (adjustment); break;
    default: g_return_if_reached ();
    }

  gtk_adjustment_set_value (adjustment, value);
}

static void
balut_rules_window_dispose (GObject *object)
{
  gtk_widget_dispose_template (GTK_WIDGET (object), BALUT_TYPE_RULES_WINDOW);

  G_OBJECT_CLASS (balut_rules_window_parent_class)->dispose (object);
}

static void
balut_rules_window_class_init (BalutRulesWindowClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = balut_rules_window_dispose;

  widget_class->show = balut_rules_window_show;

  gtk_widget_class_set_template_from_resource (widget_class, "/io/github/balut/Balut/balut-rules-window.ui");
  gtk_widget_class_bind_template_child (widget_class, BalutRulesWindow, viewport);

  gtk_widget_class_install_action (widget_class, "rules.scroll", "i", scroll_action);

  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Escape, 0, "window.close", NULL);
  /* Reading with the keyboard, wherever the focus is. */
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Page_Up, 0, "rules.scroll", "i", -1);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Page_Down, 0, "rules.scroll", "i", 1);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Home, GDK_CONTROL_MASK, "rules.scroll", "i", -2);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_End, GDK_CONTROL_MASK, "rules.scroll", "i", 2);
}

static void
balut_rules_window_init (BalutRulesWindow *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
}

/**
 * balut_rules_window_new:
 * @parent: (nullable): the game window
 *
 * Returns: (transfer none): a new, non-modal window with the rules; like
 *   any window, it lives until it is destroyed
 */
BalutRulesWindow *
balut_rules_window_new (GtkWindow *parent)
{
  g_return_val_if_fail (parent == NULL || GTK_IS_WINDOW (parent), NULL);

  return g_object_new (BALUT_TYPE_RULES_WINDOW,
                       "transient-for", parent,
                       NULL);
}
