/* first-frame-shim.c — LD_PRELOAD module: when did the first frame paint?
 *
 * SPDX-FileCopyrightText: 2026 The Balut developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Measures any GApplication-based GTK 3 or GTK 4 program the same way,
 * without touching its code: it wraps g_application_run () and, before
 * the program's main loop starts, adds an emission hook to the
 * "after-paint" signal of GdkFrameClock (a signal both GTK 3 and GTK 4
 * have, emitted once a frame has been drawn). The first emission prints
 *
 *   shim-first-frame-ns <CLOCK_MONOTONIC nanoseconds>
 *
 * on standard output. The benchmark driver took CLOCK_MONOTONIC just
 * before it started the process, so the difference is the time from
 * fork/exec to the first painted frame, dynamic linking and toolkit
 * start-up included. With BENCH_EXIT_AFTER_FIRST_FRAME=1 the process
 * then exits at once (_exit, no teardown).
 *
 * GTK is looked up at run time (dlsym), so one module serves both
 * toolkits; only GObject is linked.
 */

#define _GNU_SOURCE

#include <dlfcn.h>
#include <stdio.h>
#include <stdlib.h>
#include <time.h>
#include <unistd.h>

#include <gio/gio.h>

/* exported: the symbol the program calls */
int g_application_run (GApplication *application,
                       int           argc,
                       char        **argv);

static gboolean reported;

/* GTK 4 only: the GSK renderer of the first toplevel, as GTK chose it
 * (GSK_RENDERER may fall back). Printed after the time was taken. */
static void
print_renderer (void)
{
  GListModel *(*get_toplevels) (void) = (GListModel *(*) (void)) dlsym (RTLD_DEFAULT, "gtk_window_get_toplevels");
  GObject *(*get_renderer) (gpointer) = (GObject *(*) (gpointer)) dlsym (RTLD_DEFAULT, "gtk_native_get_renderer");
  GListModel *toplevels;
  GObject *window;

  if (get_toplevels == NULL || get_renderer == NULL)
    return;

  toplevels = get_toplevels ();
  if (g_list_model_get_n_items (toplevels) == 0)
    return;
  window = g_list_model_get_item (toplevels, 0);
  if (get_renderer (window) != NULL)
    printf ("shim-renderer %s\n", G_OBJECT_TYPE_NAME (get_renderer (window)));
  g_object_unref (window);
}

static gboolean
after_paint_hook (GSignalInvocationHint *hint,
                  guint                  n_params,
                  const GValue          *params,
                  gpointer               data)
{
  struct timespec ts;

  if (reported)
    return FALSE;
  reported = TRUE;

  clock_gettime (CLOCK_MONOTONIC, &ts);
  printf ("shim-first-frame-ns %lld\n", (long long) ts.tv_sec * 1000000000LL + ts.tv_nsec);
  print_renderer ();
  fflush (stdout);

  if (g_strcmp0 (g_getenv ("BENCH_EXIT_AFTER_FIRST_FRAME"), "1") == 0)
    _exit (0);

  return FALSE;   /* remove the hook */
}

static void
install_hook (void)
{
  GType (*get_type) (void) = (GType (*) (void)) dlsym (RTLD_DEFAULT, "gdk_frame_clock_get_type");
  GType type;
  guint signal_id;

  if (get_type == NULL)
    {
      fprintf (stderr, "first-frame-shim: no GDK in this process\n");
      return;
    }

  type = get_type ();
  g_type_class_ref (type);   /* kept: the hook needs the signal */
  signal_id = g_signal_lookup ("after-paint", type);
  if (signal_id == 0)
    {
      fprintf (stderr, "first-frame-shim: GdkFrameClock has no after-paint signal\n");
      return;
    }
  g_signal_add_emission_hook (signal_id, 0, after_paint_hook, NULL, NULL);
}

int
g_application_run (GApplication *application,
                   int           argc,
                   char        **argv)
{
  int (*real) (GApplication *, int, char **) =
    (int (*) (GApplication *, int, char **)) dlsym (RTLD_NEXT, "g_application_run");

  install_hook ();
  return real (application, argc, argv);
}
