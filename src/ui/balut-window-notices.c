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

#include "balut-widgets.h"
#include "balut-window-private.h"

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
  g_return_if_fail (BALUT_IS_WINDOW (self));
  g_return_if_fail (message != NULL);

  gtk_box_append (self->notices_box, balut_notice_new (heading, message));
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
