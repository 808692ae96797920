/* settle-shim.c — LD_PRELOAD module: what changes in a GTK 4 window
 * after its first frame?
 *
 * SPDX-FileCopyrightText: 2026 The Balut developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A diagnostic beside bench-settle.py (which sees from outside that the
 * window keeps changing): loaded into the program, it prints on standard
 * error, with the time in ms since it was loaded,
 *
 *   - every frame drawn (GdkFrameClock after-paint), numbered, with the
 *     frame clock phases that ran (update: tick callbacks, i.e. an
 *     animation or a CSS transition; layout),
 *   - every button or window whose state flags change (focus-visible,
 *     backdrop, prelight, …: what came and what went; every widget with
 *     SETTLE_SHIM_ALL_STATES=1),
 *   - the program's own calls of gtk_widget_queue_draw (),
 *     gtk_widget_queue_resize () and gtk_widget_add_css_class () /
 *     gtk_widget_remove_css_class () after the first frame, and before
 *     it too with SETTLE_SHIM_BEFORE=1 (which also prints every layout
 *     phase); GTK's own calls are bound inside libgtk and not seen,
 *
 * for SETTLE_SHIM_MS ms (default 1500). A frame whose phases ran but
 * that bench-settle.py saw no damage for drew nothing: GSK found its
 * render nodes unchanged. Build and use:
 *
 *   cc -shared -fPIC -O2 -o /tmp/settle-shim.so tests/bench/settle-shim.c \
 *      $(pkg-config --cflags --libs gtk4) -ldl
 *   LD_PRELOAD=/tmp/settle-shim.so BALUT_DATA_DIR=$(mktemp -d) \
 *      GSETTINGS_BACKEND=memory BALUT_SOUNDS=off _build/src/balut
 */

#define _GNU_SOURCE

#include <stdio.h>
#include <string.h>

#include <gtk/gtk.h>

/* an LD_PRELOAD module (dlsym, RTLD_NEXT): ELF systems only; never built
 * by meson, compiled by hand as above */
#ifdef G_OS_UNIX
#include <dlfcn.h>

int g_application_run (GApplication *application, int argc, char **argv);
void gtk_widget_queue_draw (GtkWidget *widget);
void gtk_widget_queue_resize (GtkWidget *widget);
void gtk_widget_add_css_class (GtkWidget *widget, const char *css_class);
void gtk_widget_remove_css_class (GtkWidget *widget, const char *css_class);

static gint64 loaded_us;
static guint frames;
static gboolean phase_update, phase_layout;

static double
now_ms (void)
{
  return (g_get_monotonic_time () - loaded_us) / 1000.0;
}

static gboolean
active (void)
{
  static int limit = -1;

  if (limit < 0)
    {
      const char *value = g_getenv ("SETTLE_SHIM_MS");

      limit = value != NULL ? (int) g_ascii_strtoll (value, NULL, 10) : 1500;
    }
  return now_ms () < limit;
}

static const char *
describe (gpointer object)
{
  static char buf[256];

  if (GTK_IS_WIDGET (object))
    {
      const char *name = gtk_widget_get_name (object);
      const char *css_name = gtk_widget_get_css_name (object);
      g_autofree char *classes = NULL;
      char **list = gtk_widget_get_css_classes (object);

      classes = g_strjoinv (".", list);
      g_strfreev (list);
      g_snprintf (buf, sizeof buf, "%s(%s%s%s%s%s)", G_OBJECT_TYPE_NAME (object), css_name,
                  classes[0] ? "." : "", classes,
                  name != NULL && !g_str_equal (name, G_OBJECT_TYPE_NAME (object)) ? " #" : "",
                  name != NULL && !g_str_equal (name, G_OBJECT_TYPE_NAME (object)) ? name : "");
      if (GTK_IS_LABEL (object))
        {
          size_t len = strlen (buf);

          g_snprintf (buf + len, sizeof buf - len, " \"%.30s\"", gtk_label_get_text (object));
        }
      return buf;
    }
  return G_OBJECT_TYPE_NAME (object);
}

static char *
flags_string (GtkStateFlags flags)
{
  static const char *names[] = { "active", "prelight", "selected", "insensitive", "inconsistent",
                                 "focused", "backdrop", "dir-ltr", "dir-rtl", "link", "visited",
                                 "checked", "drop-active", "focus-visible", "focus-within" };
  GString *s = g_string_new (NULL);

  for (guint i = 0; i < G_N_ELEMENTS (names); i++)
    if (flags & (1u << i))
      g_string_append_printf (s, "%s%s", s->len ? "|" : "", names[i]);
  return g_string_free (s, FALSE);
}

static gboolean
after_paint_hook (GSignalInvocationHint *hint, guint n, const GValue *params, gpointer data)
{
  if (!active ())
    return TRUE;
  frames++;
  fprintf (stderr, "%8.1f FRAME %u%s%s%s\n", now_ms (), frames,
           phase_update ? " (update: ticks/animations)" : "",
           phase_layout ? " (layout)" : "",
           frames == 1 ? "" : "");
  phase_update = phase_layout = FALSE;
  return TRUE;
}

static gboolean
update_hook (GSignalInvocationHint *hint, guint n, const GValue *params, gpointer data)
{
  phase_update = TRUE;
  return TRUE;
}

static gboolean
layout_hook (GSignalInvocationHint *hint, guint n, const GValue *params, gpointer data)
{
  if (g_getenv ("SETTLE_SHIM_BEFORE"))
    fprintf (stderr, "%8.1f layout\n", now_ms ());
  phase_layout = TRUE;
  return TRUE;
}

static gboolean
state_flags_hook (GSignalInvocationHint *hint, guint n, const GValue *params, gpointer data)
{
  GtkWidget *widget = g_value_get_object (&params[0]);
  GtkStateFlags old = g_value_get_flags (&params[1]);
  GtkStateFlags now = gtk_widget_get_state_flags (widget);
  g_autofree char *gone = NULL, *came = NULL;

  if (!active () || old == now)
    return TRUE;
  gone = flags_string (old & ~now);
  came = flags_string (now & ~old);
  /* the flags propagate to every child: the toplevel and buttons say enough */
  if (GTK_IS_WINDOW (widget) || GTK_IS_BUTTON (widget) || g_getenv ("SETTLE_SHIM_ALL_STATES"))
    fprintf (stderr, "%8.1f state %s: %s%s%s%s (frame %u)\n", now_ms (), describe (widget),
             *came ? "+" : "", came, *gone ? " -" : "", gone, frames);
  return TRUE;
}

static void
hook (GType type, const char *signal, GSignalEmissionHook func)
{
  guint id;

  g_type_class_ref (type);
  id = g_signal_lookup (signal, type);
  if (id != 0)
    g_signal_add_emission_hook (id, 0, func, NULL, NULL);
}

static void
install (void)
{
  hook (GDK_TYPE_FRAME_CLOCK, "after-paint", after_paint_hook);
  hook (GDK_TYPE_FRAME_CLOCK, "update", update_hook);
  hook (GDK_TYPE_FRAME_CLOCK, "layout", layout_hook);
  hook (GTK_TYPE_WIDGET, "state-flags-changed", state_flags_hook);
}

int
g_application_run (GApplication *application, int argc, char **argv)
{
  int (*real) (GApplication *, int, char **) = dlsym (RTLD_NEXT, "g_application_run");

  install ();
  return real (application, argc, argv);
}

static void
log_call (const char *what, GtkWidget *widget, const char *extra)
{
  if (!active () || (frames == 0 && !g_getenv ("SETTLE_SHIM_BEFORE")))
    return;
  fprintf (stderr, "%8.1f %s %s%s%s (frame %u)\n", now_ms (), what, describe (widget),
           extra ? " " : "", extra ? extra : "", frames);
}

void
gtk_widget_queue_draw (GtkWidget *widget)
{
  static void (*real) (GtkWidget *);

  if (real == NULL)
    real = dlsym (RTLD_NEXT, "gtk_widget_queue_draw");
  log_call ("queue_draw", widget, NULL);
  real (widget);
}

void
gtk_widget_queue_resize (GtkWidget *widget)
{
  static void (*real) (GtkWidget *);

  if (real == NULL)
    real = dlsym (RTLD_NEXT, "gtk_widget_queue_resize");
  log_call ("queue_resize", widget, NULL);
  real (widget);
}

void
gtk_widget_add_css_class (GtkWidget *widget, const char *css_class)
{
  static void (*real) (GtkWidget *, const char *);

  if (real == NULL)
    real = dlsym (RTLD_NEXT, "gtk_widget_add_css_class");
  if (!gtk_widget_has_css_class (widget, css_class))
    log_call ("add_css_class", widget, css_class);
  real (widget, css_class);
}

void
gtk_widget_remove_css_class (GtkWidget *widget, const char *css_class)
{
  static void (*real) (GtkWidget *, const char *);

  if (real == NULL)
    real = dlsym (RTLD_NEXT, "gtk_widget_remove_css_class");
  if (gtk_widget_has_css_class (widget, css_class))
    log_call ("remove_css_class", widget, css_class);
  real (widget, css_class);
}

__attribute__((constructor)) static void
settle_shim_init (void)
{
  loaded_us = g_get_monotonic_time ();
}

#endif /* G_OS_UNIX */
