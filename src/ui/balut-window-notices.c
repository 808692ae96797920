/* balut-window-notices.c — the notices at the top of the game window
 *
 * SPDX-FileCopyrightText: 2026 The Balut developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * What the player must know but need not answer: a saved game that
 * could not be read (and where it was kept), a game that cannot be
 * saved, a scores database set aside or read-only.
 */

#include "config.h"

#include <glib/gi18n.h>

#include "balut-window-private.h"

static void
notice_response_cb (BalutWindow *self,
                    int          response,
                    GtkInfoBar  *bar)
{
  if (response == GTK_RESPONSE_CLOSE)
    gtk_box_remove (self->notices_box, GTK_WIDGET (bar));
}

/**
 * balut_window_show_notice:
 * @heading: (nullable): a short first line, in bold
 * @message: the details
 *
 * Shows a notice in a bar at the top of the window, with a Close button:
 * for what the player must know but need not answer (a saved game that
 * could not be read, and where it was kept). Notices stack.
 */
void
balut_window_show_notice (BalutWindow *self,
                          const char  *heading,
                          const char  *message)
{
  g_autofree char *a11y = NULL;
  GtkWidget *bar;
  GtkWidget *box;
  GtkWidget *close;
  GtkWidget *label;

  g_return_if_fail (BALUT_IS_WINDOW (self));
  g_return_if_fail (message != NULL);

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

  g_signal_connect_object (bar, "response", G_CALLBACK (notice_response_cb), self, G_CONNECT_SWAPPED);
  gtk_box_append (self->notices_box, bar);
}

/* Once per window: the player should know, not be told at every throw. */
void
_balut_window_save_failed_cb (BalutWindow  *self,
                const GError *error)
{
  g_message ("%s", error->message);
  if (self->save_failure_shown)
    return;

  self->save_failure_shown = TRUE;
  balut_window_show_notice (self, _("This game cannot be saved"), error->message);
}

/* The store is opened once the window is up: a damaged database moved
 * aside, or one that is read-only, is said in the window at once. */
static void
store_opened_cb (GObject      *source_object,
                 GAsyncResult *result,
                 gpointer      user_data)
{
  GWeakRef *weak = user_data;
  g_autoptr(BalutWindow) self = g_weak_ref_get (weak);
  const char *notice = NULL;

  g_weak_ref_clear (weak);
  g_free (weak);
  if (self == NULL || gtk_widget_in_destruction (GTK_WIDGET (self)) || self->notices_box == NULL)
    return;   /* closed meanwhile */
  /* open now: this returns at once */
  balut_session_get_store (self->session, &notice);
  if (notice != NULL)
    balut_window_show_notice (self, _("High scores"), notice);
}

gboolean
_balut_window_open_store_cb (gpointer user_data)
{
  BalutWindow *self = BALUT_WINDOW (user_data);
  BalutApplication *app = BALUT_APPLICATION (gtk_window_get_application (GTK_WINDOW (self)));

  if (gtk_widget_in_destruction (GTK_WIDGET (self)) || self->notices_box == NULL || app == NULL)
    return G_SOURCE_REMOVE;   /* closed before it got here */
  /* opened on a worker thread: a due full check of a long history must
   * not stall the window */
  {
    /* the window may close before: it is not held for this */
    GWeakRef *weak = g_new0 (GWeakRef, 1);

    g_weak_ref_init (weak, self);
    balut_application_open_store_async (app, store_opened_cb, weak);
  }
  return G_SOURCE_REMOVE;
}
