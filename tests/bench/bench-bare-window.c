/* bench-bare-window.c — the least a GTK 4 game window costs to start:
 * the floor under Balut's start-up figures in bench-startup.py
 *
 * A GtkApplication (registered on the session bus, as Balut is) with one
 * GtkApplicationWindow of Balut's default size and a label. Nothing else:
 * no header bar (so no client-side decorations, the cheapest window GTK
 * draws), no resources, CSS, settings or game. Run with the first-frame shim
 * preloaded and BENCH_EXIT_AFTER_FIRST_FRAME=1, it quits after its first
 * frame.
 *
 * SPDX-FileCopyrightText: 2026 The Balut developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include <gtk/gtk.h>

static void
activate_cb (GtkApplication *app,
             gpointer        user_data)
{
  GtkWidget *window = gtk_application_window_new (app);

  (void) user_data;

  gtk_window_set_title (GTK_WINDOW (window), "Bare window");
  gtk_window_set_default_size (GTK_WINDOW (window), 1000, 720);
  gtk_window_set_child (GTK_WINDOW (window), gtk_label_new ("A bare GTK 4 window"));
  gtk_window_present (GTK_WINDOW (window));
}

int
main (int   argc,
      char *argv[])
{
  g_autoptr(GtkApplication) app = gtk_application_new ("io.github.balut.BenchBareWindow",
                                                       G_APPLICATION_DEFAULT_FLAGS);

  g_signal_connect (app, "activate", G_CALLBACK (activate_cb), NULL);
  return g_application_run (G_APPLICATION (app), argc, argv);
}
