/* bench-frames.c — frame times while the dice tumble
 *
 * SPDX-FileCopyrightText: 2026 The Balut developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Builds the real window (1280×800 by default, or --width/--height), plays
 * a seeded game with animations on and, for a number of throws of all
 * five dice, records every frame the frame clock runs while the dice view
 * animates:
 *
 *   work      the time GTK spends on the frame: from the frame clock's
 *             "before-paint" to the end of its "after-paint" (update: the
 *             tick callback; layout; paint: snapshot and render with the
 *             GSK renderer, the buffer handed to the X server)
 *   interval  the time between the starts of two frames in a row (the
 *             frame clock paces itself at the display's rate, 60 Hz
 *             under Xvfb)
 *
 * Prints mean, median, 95th percentile and worst of both. The renderer
 * is GTK's choice from GSK_RENDERER; the one actually used is printed.
 *
 *   bench-frames [--throws N] [--width W] [--height H]
 *
 * Needs a display (Xvfb) and a session bus.
 */

#include "config.h"

#include <stdlib.h>
#include <string.h>

#include "balut-application.h"
#include "balut-dice-view.h"
#include "balut-sheet-view.h"
#include "balut-window-private.h"
#include "balut-autosave.h"

typedef struct
{
  gboolean  recording;
  gint64    frame_start;
  gint64    last_start;
  GArray   *work;       /* double, ms */
  GArray   *interval;   /* double, ms */
} Recorder;

static void
before_paint_cb (GdkFrameClock *clock,
                 Recorder      *r)
{
  gint64 now = g_get_monotonic_time ();

  if (!r->recording)
    {
      r->last_start = 0;
      return;
    }

  r->frame_start = now;
  if (r->last_start != 0)
    {
      double ms = (now - r->last_start) / 1000.0;
      g_array_append_val (r->interval, ms);
    }
  r->last_start = now;
}

static void
after_paint_cb (GdkFrameClock *clock,
                Recorder      *r)
{
  if (r->recording && r->frame_start != 0)
    {
      double ms = (g_get_monotonic_time () - r->frame_start) / 1000.0;
      g_array_append_val (r->work, ms);
    }
  r->frame_start = 0;
}

static gboolean
timeout_cb (gpointer data)
{
  *(gboolean *) data = TRUE;
  return G_SOURCE_REMOVE;
}

/* Iterates the main loop until the dice rest (or 5 s). */
static gboolean
wait_for_rest (BalutDiceView *view)
{
  gboolean timed_out = FALSE;
  guint id = g_timeout_add (5000, timeout_cb, &timed_out);

  while (balut_dice_view_is_animating (view) && !timed_out)
    g_main_context_iteration (NULL, TRUE);
  if (!timed_out)
    g_source_remove (id);
  return !timed_out;
}

static void
run_for (guint ms)
{
  gboolean done = FALSE;

  g_timeout_add (ms, timeout_cb, &done);
  while (!done)
    g_main_context_iteration (NULL, TRUE);
}

/* The reference: the whole window drawn anew frame after frame while
 * nothing moves (its background flips between two colours one step
 * apart, so every pixel is damaged), to tell the renderer's cost of a
 * full frame from the animation's own. */
static gboolean
redraw_tick_cb (GtkWidget     *widget,
                GdkFrameClock *clock,
                gpointer       data)
{
  guint *left = data;

  if (gtk_widget_has_css_class (widget, "bench-flip"))
    gtk_widget_remove_css_class (widget, "bench-flip");
  else
    gtk_widget_add_css_class (widget, "bench-flip");
  if (--(*left) > 0)
    return G_SOURCE_CONTINUE;
  return G_SOURCE_REMOVE;
}

static int
compare_doubles (gconstpointer a,
                 gconstpointer b)
{
  double x = *(const double *) a, y = *(const double *) b;
  return x < y ? -1 : x > y ? 1 : 0;
}

static void
print_stats (const char *what,
             GArray     *values)
{
  double sum = 0;

  if (values->len == 0)
    {
      g_print ("  %-9s no frames\n", what);
      return;
    }

  g_array_sort (values, compare_doubles);
  for (guint i = 0; i < values->len; i++)
    sum += g_array_index (values, double, i);

  g_print ("  %-9s mean %6.2f ms   median %6.2f ms   p95 %6.2f ms   worst %6.2f ms   (%u frames)\n",
           what, sum / values->len,
           g_array_index (values, double, values->len / 2),
           g_array_index (values, double, MIN (values->len - 1, (guint) (values->len * 0.95))),
           g_array_index (values, double, values->len - 1),
           values->len);
}

int
main (int   argc,
      char *argv[])
{
  g_autoptr(BalutApplication) app = NULL;
  g_autoptr(GSettings) settings = NULL;
  g_autoptr(BalutGame) game = NULL;
  g_autoptr(GError) error = NULL;
  Recorder r = { 0 };
  BalutWindow *window;
  BalutDiceView *dice_view;
  GdkFrameClock *clock;
  int throws = 30, width = 1280, height = 800;
  guint n_thrown = 0;
  gint64 t0;

  for (int i = 1; i < argc; i++)
    {
      if (g_str_equal (argv[i], "--throws") && i + 1 < argc)
        throws = atoi (argv[++i]);
      else if (g_str_equal (argv[i], "--width") && i + 1 < argc)
        width = atoi (argv[++i]);
      else if (g_str_equal (argv[i], "--height") && i + 1 < argc)
        height = atoi (argv[++i]);
      else
        {
          g_printerr ("usage: bench-frames [--throws N] [--width W] [--height H]\n");
          return 2;
        }
    }

  if (g_getenv ("GSETTINGS_BACKEND") == NULL)
    g_setenv ("GSETTINGS_BACKEND", "memory", TRUE);

  app = balut_application_new ();
  g_application_set_flags (G_APPLICATION (app),
                           g_application_get_flags (G_APPLICATION (app)) | G_APPLICATION_NON_UNIQUE);
  if (!g_application_register (G_APPLICATION (app), NULL, &error))
    {
      g_printerr ("bench-frames: %s\n", error->message);
      return 1;
    }

  settings = g_settings_new ("io.github.balut.Balut");
  g_settings_set_boolean (settings, "animations", TRUE);
  g_settings_set_boolean (settings, "window-maximized", FALSE);
  g_settings_set_int (settings, "window-width", width);
  g_settings_set_int (settings, "window-height", height);
  g_object_set (gtk_settings_get_default (), "gtk-enable-animations", TRUE, NULL);

  /* a new game, not the previous run's saved one */
  balut_autosave_clear (balut_application_get_autosave_path (app), NULL);
  g_application_activate (G_APPLICATION (app));
  window = BALUT_WINDOW (gtk_application_get_active_window (GTK_APPLICATION (app)));
  game = balut_game_new (BALUT_VARIANT_STANDARD, 424242);
  balut_game_add_player (game, "Maria", BALUT_PLAYER_HUMAN, NULL);
  balut_window_set_game (window, game);
  dice_view = BALUT_DICE_VIEW (balut_window_get_dice_view (window));

  /* let the window map and settle */
  while (!gtk_widget_get_mapped (GTK_WIDGET (window)))
    g_main_context_iteration (NULL, TRUE);
  run_for (300);

  clock = gtk_widget_get_frame_clock (GTK_WIDGET (window));
  r.work = g_array_new (FALSE, FALSE, sizeof (double));
  r.interval = g_array_new (FALSE, FALSE, sizeof (double));
  g_signal_connect (clock, "before-paint", G_CALLBACK (before_paint_cb), &r);
  g_signal_connect_after (clock, "after-paint", G_CALLBACK (after_paint_cb), &r);

  t0 = g_get_monotonic_time ();
  while (n_thrown < (guint) throws && !balut_game_is_finished (game))
    {
      if (balut_game_get_throws_left (game) == 0)
        {
          BalutScoresheet *sheet = balut_player_get_sheet (balut_game_get_player (game, 0));
          g_autoptr(GArray) legal = balut_scoresheet_list_legal (sheet);
          BalutBox box = g_array_index (legal, BalutBox, 0);

          g_signal_emit_by_name (balut_sheet_view_get_box (BALUT_SHEET_VIEW (balut_window_get_sheet_view (window)),
                                                           box.category, box.box), "clicked");
          run_for (50);
          continue;
        }

      /* all five dice tumble: nothing held */
      r.recording = TRUE;
      r.last_start = 0;
      gtk_widget_activate_action (GTK_WIDGET (window), "win.roll", NULL);
      if (!balut_dice_view_is_animating (dice_view))
        {
          g_printerr ("bench-frames: the dice do not animate (animations off?)\n");
          return 1;
        }
      if (!wait_for_rest (dice_view))
        {
          g_printerr ("bench-frames: the animation did not end within 5 s\n");
          return 1;
        }
      r.recording = FALSE;
      n_thrown++;
      run_for (50);
    }

  /* the reference: 120 full redraws of the still window */
  {
    g_autoptr(GArray) work = g_array_ref (r.work);
    g_autoptr(GArray) interval = g_array_ref (r.interval);
    guint left = 120;
    g_autoptr(GtkCssProvider) provider = gtk_css_provider_new ();

    gtk_css_provider_load_from_data (provider, "window.bench-flip, window.bench-flip > * { background-color: #f5f4f2; }", -1);
    gtk_style_context_add_provider_for_display (gtk_widget_get_display (GTK_WIDGET (window)),
                                                GTK_STYLE_PROVIDER (provider),
                                                GTK_STYLE_PROVIDER_PRIORITY_APPLICATION + 1);

    r.work = g_array_new (FALSE, FALSE, sizeof (double));
    r.interval = g_array_new (FALSE, FALSE, sizeof (double));
    r.recording = TRUE;
    r.last_start = 0;
    gtk_widget_add_tick_callback (GTK_WIDGET (window), redraw_tick_cb, &left, NULL);
    while (left > 0)
      g_main_context_iteration (NULL, TRUE);
    run_for (100);
    r.recording = FALSE;

    g_print ("\nThe whole window drawn anew, nothing moving (reference) — 120 frames\n");
    print_stats ("work", r.work);
    g_array_unref (r.work);
    g_array_unref (r.interval);
    r.work = g_steal_pointer (&work);
    r.interval = g_steal_pointer (&interval);
  }

  g_print ("\nFrame times during the throw animation — %u throws of 5 dice, window %d×%d, %.1f s\n",
           n_thrown, gtk_widget_get_width (GTK_WIDGET (window)), gtk_widget_get_height (GTK_WIDGET (window)),
           (g_get_monotonic_time () - t0) / 1e6);
  g_print ("  renderer  %s (GSK_RENDERER=%s)\n",
           G_OBJECT_TYPE_NAME (gtk_native_get_renderer (GTK_NATIVE (window))),
           g_getenv ("GSK_RENDERER") ? g_getenv ("GSK_RENDERER") : "(unset)");
  print_stats ("work", r.work);
  print_stats ("interval", r.interval);

  g_array_unref (r.work);
  g_array_unref (r.interval);
  gtk_window_destroy (GTK_WINDOW (window));
  return 0;
}
