/* balut-window-layout.c — the game window at every size: the rooms of
 * the dice panel's lines, the move log's place, wide and narrow
 *
 * SPDX-FileCopyrightText: 2026 The Balut developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gi18n.h>

#include "balut-window-private.h"

/* The labels of the dice panel that change with every turn keep the
 * height of two lines whatever they say (a long name wraps the status
 * line; the help wraps at 360 pixels), and say more in at most two: the
 * dice and the sheet never move between turns (issue 27) */
void
_balut_window_fix_label_sizes (BalutWindow *self)
{
  GtkLabel *labels[] = { self->status_label, self->hold_label, self->help_label, self->pad_message };

  /* two lines at most, in a room of two lines (BalutLinesBin) */
  for (guint i = 0; i < G_N_ELEMENTS (labels); i++)
    {
      gtk_label_set_lines (labels[i], 2);
      gtk_label_set_ellipsize (labels[i], PANGO_ELLIPSIZE_END);
    }

  /* the Roll button as wide as its longest label ("Roll (no throws
   * left)"), and Take Dice with it: Undo and Hint never move */
  {
    g_autoptr(GStrvBuilder) builder = g_strv_builder_new ();
    g_auto(GStrv) texts = NULL;

    for (guint n = 0; n <= BALUT_MAX_THROWS + 1; n++)
      {
        g_autofree char *text = n == 0 ? g_strdup (_("_Roll (no throws left)"))
                                : n <= BALUT_MAX_THROWS
                                ? g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "_Roll (%u throw left)",
                                                                "_Roll (%u throws left)", n), n)
                                : g_strdup (_("_Take Dice"));
        g_autofree char *plain = g_strdup (text);
        char *to = plain;

        /* (the mnemonic's underscore is not drawn) */
        for (const char *p = text; *p != '\0'; p++)
          if (*p != '_')
            *to++ = *p;
        *to = '\0';
        g_strv_builder_add (builder, plain);
      }
    texts = g_strv_builder_end (builder);
    balut_lines_bin_set_texts (self->roll_room, (const char * const *) texts);
    balut_lines_bin_set_texts (self->take_room, (const char * const *) texts);
  }
}

/* The move log: under the dice on a wide window, where there is room to
 * read it while playing; on a narrow one in a popover under the title
 * (Moves in the menu, Ctrl+L). One log, moved: it keeps its lines. The
 * board says it turned wide before it lays out the dice, so the log is
 * laid out where it lands in the same frame. */
void
_balut_window_place_move_log (BalutWindow *self,
                              gboolean     wide)
{
  /* (a popover's child is in a box of its own) */
  GtkWidget *parent = gtk_widget_get_parent (self->move_log);
  gboolean in_popover = parent != NULL && parent != self->log_holder;

  if (parent != NULL && in_popover != wide)
    return;

  if (parent == self->log_holder)
    gtk_frame_set_child (GTK_FRAME (self->log_holder), NULL);
  else if (parent != NULL)
    gtk_popover_set_child (GTK_POPOVER (self->moves_popover), NULL);
  if (wide)
    {
      gtk_widget_set_size_request (self->move_log, -1, 180);
      gtk_frame_set_child (GTK_FRAME (self->log_holder), self->move_log);
    }
  else
    {
      gtk_popover_popdown (GTK_POPOVER (self->moves_popover));
      gtk_widget_set_size_request (self->move_log, 300, 320);
      gtk_popover_set_child (GTK_POPOVER (self->moves_popover), self->move_log);
    }
  gtk_widget_set_visible (self->log_frame, wide);
}

/* The scoreboard above the board has its size already when the board
 * turns wide or narrow: it changes once the allocation is over, in the
 * same frame (the frame clock lays out again when a layout handler asks
 * for it), so no frame shows it half done. */
static void
frame_layout_cb (GdkFrameClock *clock,
                 BalutWindow   *self)
{
  g_clear_signal_handler (&self->layout_handler, clock);
  balut_scoreboard_set_compact (self->scoreboard, !balut_board_get_wide (self->board));
}

void
_balut_window_board_wide_cb (BalutWindow *self)
{
  gboolean wide = balut_board_get_wide (self->board);

  if (wide)
    gtk_widget_add_css_class (GTK_WIDGET (self), "wide");
  else
    gtk_widget_remove_css_class (GTK_WIDGET (self), "wide");
  if (self->layout_handler == 0 && gtk_widget_get_frame_clock (GTK_WIDGET (self)) != NULL)
    self->layout_handler = g_signal_connect_object (gtk_widget_get_frame_clock (GTK_WIDGET (self)), "layout",
                                                    G_CALLBACK (frame_layout_cb), self, G_CONNECT_AFTER);
  else if (self->layout_handler == 0)
    balut_scoreboard_set_compact (self->scoreboard, !wide);
  _balut_window_place_move_log (self, wide);
  _balut_window_update_pad (self);
  if (self->game != NULL && self->session != NULL)
    _balut_window_update_state (self);
}

/* Before the window is realized: the board wide or narrow for the width
 * the window opens at, so that the first frame is drawn with the style
 * of that layout (balut_board_prepare ()). Nothing is animated yet, no
 * widget having a frame clock, so the change shows as no transition
 * either. A maximized window takes its monitor's width (the first
 * monitor's: where it opens is not known yet); a wrong guess is
 * corrected by the first allocation, a frame later. */
void
_balut_window_prepare_layout (BalutWindow *self)
{
  int width = 0, height;

  if (gtk_window_is_maximized (GTK_WINDOW (self))
      || (self->settings != NULL && g_settings_get_boolean (self->settings, "window-maximized")))
    {
      GListModel *monitors = gdk_display_get_monitors (gtk_widget_get_display (GTK_WIDGET (self)));
      g_autoptr(GdkMonitor) monitor = g_list_model_get_item (monitors, 0);

      if (monitor != NULL)
        {
          GdkRectangle geometry;

          gdk_monitor_get_geometry (monitor, &geometry);
          width = geometry.width;
        }
    }
  else
    gtk_window_get_default_size (GTK_WINDOW (self), &width, &height);   /* (4.8 needs both) */

  balut_board_prepare (self->board, width);
}
