/* test-new-game.c — the New Game dialog as players meet it (issue 27)
 *
 * SPDX-FileCopyrightText: 2026 The Balut developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Run in English, Danish and German (tests/ui/meson.build). The dialog
 * fits a 360-px screen with one to eight seats, people and computers
 * with their levels, guesses on and off, either kind of dice: every
 * control inside it and in sight once scrolled to (vertically only) or
 * given the focus, nothing cut, and its width the same as seats come
 * and go, on a phone and on a desktop, where its height follows its
 * content (PNGs in tests/ui/screenshots: new-game-*.png). New Game opens
 * at once over a game in play, Escape and Cancel keep the game, and
 * only Start asks before it is lost: Cancel there goes back to the
 * dialog. Enter starts, from a name or a guess; Tab goes round every
 * control, a seat's in reading order; every control has a name for
 * screen readers. Seats left unnamed are called in the language of the
 * day, also when the settings hold a default of another language.
 */

#include "config.h"

#include <locale.h>
#include <string.h>

#include <glib/gi18n.h>

#include "balut-new-game-dialog.h"
#include "balut-test-util.h"
#include "ui-test-utils.h"

/* "da-" or "de-" before the screenshots' names in Danish or German */
static char *language_prefix = "";

#define PHONE_WIDTH 360
#define PHONE_HEIGHT 640
#define EPS 0.5

/* ------------------------------------------------------------------ */
/* Helpers                                                             */
/* ------------------------------------------------------------------ */

/* A failure, said at once: the test goes on (nonfatal assertions), and
 * every fault of a step is in the log, not only the last */
static void fail (const char *format,
                  ...) G_GNUC_PRINTF (1, 2);

static void
fail (const char *format,
      ...)
{
  g_autofree char *message = NULL;
  va_list args;

  va_start (args, format);
  message = g_strdup_vprintf (format, args);
  va_end (args);
  g_test_message ("FAILED: %s", message);
  g_test_fail_printf ("%s", message);
}


/* A window whose game is one person's, not begun; the last new game's
 * choices are the defaults' */
static BalutWindow *
open_window (void)
{
  g_autoptr(GSettings) settings = ui_test_dup_settings ();
  const char * const names[] = { "Maria", NULL };
  const char * const kinds[] = { "human", NULL };

  g_settings_set_strv (settings, "player-names", names);
  g_settings_set_strv (settings, "player-kinds", kinds);
  g_settings_reset (settings, "player-levels");
  g_settings_reset (settings, "guesses");
  g_settings_reset (settings, "mode");
  g_settings_reset (settings, "variant");
  return ui_test_open_desktop_window (FALSE);
}

static void
set_flag (gpointer data)
{
  *(gboolean *) data = TRUE;
}

static gboolean
widget_mapped (gpointer data)
{
  return gtk_widget_get_mapped (GTK_WIDGET (data));
}

/* Everything the main loop has to do now, idles included (the dialog
 * fits its height in an idle), then a painted frame */
static void
settle (GtkWidget *widget)
{
  while (g_main_context_iteration (NULL, FALSE))
    ;
  ui_test_wait_for_frame (widget);
  while (g_main_context_iteration (NULL, FALSE))
    ;
}

static BalutNewGameDialog *
find_dialog (void)
{
  GtkWindow *dialog = ui_test_find_toplevel (BALUT_TYPE_NEW_GAME_DIALOG);

  return dialog != NULL ? BALUT_NEW_GAME_DIALOG (dialog) : NULL;
}

/* Iterates the main loop until @condition holds or @timeout_ms pass;
 * a miss is the caller's to report (ui_test_wait_until () ends the
 * test, and the other steps would go unchecked) */
static gboolean
wait_for (UiCondition  condition,
          gpointer     data,
          guint        timeout_ms)
{
  gboolean timed_out = FALSE;
  guint id;

  if (condition (data))
    return TRUE;
  id = g_timeout_add_once (timeout_ms, set_flag, &timed_out);
  while (!condition (data) && !timed_out)
    g_main_context_iteration (NULL, TRUE);
  if (!timed_out)
    g_source_remove (id);
  return condition (data);
}

/* New Game from the window, as Ctrl+N or the menu do */
static BalutNewGameDialog *
open_dialog (BalutWindow *window)
{
  BalutNewGameDialog *dialog;

  gtk_widget_activate_action (GTK_WIDGET (window), "win.new-game", NULL);
  dialog = find_dialog ();
  g_assert_nonnull (dialog);
  ui_test_wait_until (widget_mapped, dialog, 10000, "the New Game dialog to be mapped");
  settle (GTK_WIDGET (dialog));
  return dialog;
}

static GtkWidget *
template_child (BalutNewGameDialog *dialog,
                const char         *name)
{
  GtkWidget *child = GTK_WIDGET (gtk_widget_get_template_child (GTK_WIDGET (dialog),
                                                                BALUT_TYPE_NEW_GAME_DIALOG, name));

  g_assert_nonnull (child);
  return child;
}

static guint
count_seats (BalutNewGameDialog *dialog)
{
  guint n = 0;

  while (balut_new_game_dialog_get_name_entry (dialog, n) != NULL)
    n++;
  return n;
}

/* The frame GTK draws around a window under X11 without a window
 * manager: the surface is that much larger than the window */
static void
get_frame (GtkWidget *window,
           int       *extra_w,
           int       *extra_h)
{
  GdkSurface *surface = gtk_native_get_surface (GTK_NATIVE (window));

  *extra_w = gdk_surface_get_width (surface) - gtk_widget_get_width (window);
  *extra_h = gdk_surface_get_height (surface) - gtk_widget_get_height (window);
}

typedef struct
{
  GtkWidget *widget;
  int        width;
  int        height;
} SizeWanted;

static gboolean
size_is (gpointer data)
{
  SizeWanted *wanted = data;

  return gtk_widget_get_width (wanted->widget) == wanted->width
         && gtk_widget_get_height (wanted->widget) == wanted->height;
}

static gboolean
width_is (gpointer data)
{
  SizeWanted *wanted = data;

  return gtk_widget_get_width (wanted->widget) == wanted->width;
}

/* The dialog as a 360×640 screen shows it: no wider or taller than the
 * screen, frame included (a phone's shell gives a dialog the screen) */
static void
size_to_phone (BalutNewGameDialog *dialog)
{
  GtkWidget *w = GTK_WIDGET (dialog);
  SizeWanted wanted = { w, 0, 0 };
  int extra_w, extra_h;

  settle (w);
  get_frame (w, &extra_w, &extra_h);
  wanted.width = PHONE_WIDTH - extra_w;
  wanted.height = PHONE_HEIGHT - extra_h;
  /* the default size counts the frame */
  gtk_window_set_default_size (GTK_WINDOW (dialog), PHONE_WIDTH, PHONE_HEIGHT);
  if (!wait_for (size_is, &wanted, 5000))
    {
      int min_w, nat_w;

      gtk_widget_measure (w, GTK_ORIENTATION_HORIZONTAL, -1, &min_w, &nat_w, NULL, NULL);
      fail ("asked for a %d×%d dialog (%d×%d with its frame), got %d×%d "
                          "(its minimum width %d, natural %d)",
                          wanted.width, wanted.height, PHONE_WIDTH, PHONE_HEIGHT,
                          gtk_widget_get_width (w), gtk_widget_get_height (w), min_w, nat_w);
    }
}

static graphene_rect_t
bounds_in (GtkWidget *widget,
           GtkWidget *target)
{
  graphene_rect_t r;

  if (!gtk_widget_compute_bounds (widget, target, &r))
    g_error ("cannot compute the bounds of a %s", G_OBJECT_TYPE_NAME (widget));
  return r;
}

static char *
describe (GtkWidget *widget)
{
  GtkWidget *label = GTK_IS_LABEL (widget) ? widget : ui_test_find_widget (widget, GTK_TYPE_LABEL);
  const char *text = label != NULL ? gtk_label_get_text (GTK_LABEL (label)) : "";

  if (GTK_IS_EDITABLE (widget))
    text = gtk_editable_get_text (GTK_EDITABLE (widget));
  return g_strdup_printf ("%s “%s”", G_OBJECT_TYPE_NAME (widget), text);
}

/* The controls a player uses: entries, drop-downs, spin buttons, the
 * switch, buttons (the header bar's too) */
static gboolean
is_control (GtkWidget *widget)
{
  return GTK_IS_ENTRY (widget) || GTK_IS_DROP_DOWN (widget) || GTK_IS_SPIN_BUTTON (widget)
         || GTK_IS_SWITCH (widget) || (GTK_IS_BUTTON (widget) && !GTK_IS_TOGGLE_BUTTON (widget)
                                       && gtk_widget_get_ancestor (widget, GTK_TYPE_DROP_DOWN) == NULL
                                       && gtk_widget_get_ancestor (widget, GTK_TYPE_SPIN_BUTTON) == NULL);
}

static void
collect_controls (GtkWidget *widget,
                  GPtrArray *controls)
{
  if (!gtk_widget_get_mapped (widget))
    return;
  if (is_control (widget))
    {
      g_ptr_array_add (controls, widget);
      return;
    }
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    if (!GTK_IS_NATIVE (child))
      collect_controls (child, controls);
}

typedef struct
{
  BalutNewGameDialog *dialog;
  GtkWidget          *scroller;
  const char         *what;
  guint               n_checked;
} Walk;

/* Every mapped widget lies inside the dialog; inside the scrolled part,
 * between its left and right edges (it scrolls up and down only); no
 * text is ellipsized or wider than its label. */
static void
walk (Walk      *w,
      GtkWidget *widget)
{
  GtkWidget *window = GTK_WIDGET (w->dialog);
  gboolean scrolled = widget != w->scroller && gtk_widget_is_ancestor (widget, w->scroller);
  /* the theme draws the header bar's edge over the window's border */
  double eps = gtk_widget_get_ancestor (widget, GTK_TYPE_HEADER_BAR) != NULL ? 1.0 + EPS : EPS;
  graphene_rect_t r;

  if (!gtk_widget_get_mapped (widget))
    return;
  if (widget != window && GTK_IS_NATIVE (widget))
    return;   /* popovers: surfaces of their own */

  if (scrolled)
    {
      r = bounds_in (widget, w->scroller);
      if (r.origin.x < -EPS || r.origin.x + r.size.width > gtk_widget_get_width (w->scroller) + EPS)
        {
          g_autofree char *name = describe (widget);

          fail ("%s: %s (x %.0f, %.0f wide) is cut by the dialog's sides (%d wide)",
                              w->what, name, r.origin.x, r.size.width, gtk_widget_get_width (w->scroller));
        }
    }
  else if (widget != window)
    {
      r = bounds_in (widget, window);
      if (r.origin.x < -eps || r.origin.y < -eps
          || r.origin.x + r.size.width > gtk_widget_get_width (window) + eps
          || r.origin.y + r.size.height > gtk_widget_get_height (window) + eps)
        {
          g_autofree char *name = describe (widget);

          fail ("%s: %s (%.0f,%.0f %.0f×%.0f) is not inside the dialog (%d×%d)",
                              w->what, name, r.origin.x, r.origin.y, r.size.width, r.size.height,
                              gtk_widget_get_width (window), gtk_widget_get_height (window));
        }
    }
  w->n_checked++;

  if (GTK_IS_LABEL (widget) && *gtk_label_get_text (GTK_LABEL (widget)) != '\0')
    {
      PangoLayout *layout = gtk_label_get_layout (GTK_LABEL (widget));
      int text_w;

      pango_layout_get_pixel_size (layout, &text_w, NULL);
      if (pango_layout_is_ellipsized (layout))
        fail ("%s: the label “%s” is ellipsized", w->what, gtk_label_get_text (GTK_LABEL (widget)));
      else if (text_w > gtk_widget_get_width (widget) + 1)
        fail ("%s: the label “%s” is %d px wide in %d", w->what,
                            gtk_label_get_text (GTK_LABEL (widget)), text_w, gtk_widget_get_width (widget));
    }

  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    walk (w, child);
}

typedef struct
{
  GtkWidget *control;
  GtkWidget *scroller;
} InSight;

/* @control lies wholly inside the scrolled part as shown */
static gboolean
in_sight (gpointer data)
{
  InSight *s = data;
  graphene_rect_t r;

  return gtk_widget_compute_bounds (s->control, s->scroller, &r)
         && r.origin.y >= -EPS && r.origin.y + r.size.height <= gtk_widget_get_height (s->scroller) + EPS
         && r.origin.x >= -EPS && r.origin.x + r.size.width <= gtk_widget_get_width (s->scroller) + EPS;
}

/* Each control can be brought into sight: scrolled to, and, when it
 * takes the focus, by the focus alone (as Tab brings it) */
static void
check_in_sight (BalutNewGameDialog *dialog,
                GtkWidget          *scroller,
                const char         *what)
{
  g_autoptr(GPtrArray) controls = g_ptr_array_new ();
  GtkAdjustment *vadj = gtk_scrolled_window_get_vadjustment (GTK_SCROLLED_WINDOW (scroller));
  GtkWidget *content = gtk_scrolled_window_get_child (GTK_SCROLLED_WINDOW (scroller));

  /* the box the viewport scrolls: its coordinates do not move */
  if (GTK_IS_VIEWPORT (content))
    content = gtk_viewport_get_child (GTK_VIEWPORT (content));

  collect_controls (scroller, controls);
  g_assert_cmpuint (controls->len, >, 5);
  for (guint i = 0; i < controls->len; i++)
    {
      InSight s = { g_ptr_array_index (controls, i), scroller };
      graphene_rect_t r = bounds_in (s.control, content);
      g_autofree char *name = describe (s.control);
      double top = MIN (r.origin.y, gtk_adjustment_get_upper (vadj) - gtk_adjustment_get_page_size (vadj));

      /* scrolled to */
      gtk_adjustment_set_value (vadj, top);
      settle (GTK_WIDGET (dialog));
      if (!in_sight (&s))
        fail ("%s: %s cannot be scrolled into sight", what, name);

      /* the focus scrolls to it, from the other end */
      gtk_adjustment_set_value (vadj, r.origin.y > gtk_adjustment_get_page_size (vadj) ? 0
                                      : gtk_adjustment_get_upper (vadj));
      settle (GTK_WIDGET (dialog));
      if (gtk_widget_is_sensitive (s.control) && gtk_widget_grab_focus (s.control)
          && !wait_for (in_sight, &s, 5000))
        fail ("%s: %s has the focus but is out of sight", what, name);
    }
}

/* The dialog on a phone: every control inside it and in sight once
 * scrolled to, nothing cut, @width as before */
static void
check_fits (BalutNewGameDialog *dialog,
            const char         *what,
            int                 width,
            gboolean            phone)
{
  GtkWidget *w = GTK_WIDGET (dialog);
  GtkWidget *scroller = gtk_window_get_child (GTK_WINDOW (dialog));
  Walk walker = { dialog, scroller, what, 0 };
  int extra_w, extra_h, min_w;

  settle (w);
  get_frame (w, &extra_w, &extra_h);
  gtk_widget_measure (w, GTK_ORIENTATION_HORIZONTAL, -1, &min_w, NULL, NULL, NULL);
  g_test_message ("%s: %d×%d, its minimum width %d (frame %d)", what,
                  gtk_widget_get_width (w), gtk_widget_get_height (w), min_w, extra_w);
  if (phone && min_w + extra_w > PHONE_WIDTH)
    fail ("%s: the dialog needs %d px with its frame, wider than a %d-px screen",
                        what, min_w + extra_w, PHONE_WIDTH);
  if (gtk_widget_get_width (w) != width)
    fail ("%s: the dialog is %d px wide, was %d", what, gtk_widget_get_width (w), width);

  walk (&walker, w);
  g_assert_cmpuint (walker.n_checked, >, 20);
  check_in_sight (dialog, scroller, what);

  /* on a desktop, as tall as its content: nothing below the fold, no
   * empty space left by seats or guesses gone */
  if (!phone)
    {
      GtkWidget *content = gtk_scrolled_window_get_child (GTK_SCROLLED_WINDOW (scroller));
      int natural;

      GdkSurface *surface = gtk_native_get_surface (GTK_NATIVE (dialog));
      GdkMonitor *monitor = gdk_display_get_monitor_at_surface (gtk_widget_get_display (w), surface);
      GdkRectangle screen;
      int shown = gtk_widget_get_height (scroller);

      gdk_monitor_get_geometry (monitor, &screen);
      gtk_widget_measure (content, GTK_ORIENTATION_VERTICAL, gtk_widget_get_width (scroller), NULL, &natural, NULL, NULL);
      if (natural < shown - 1)
        fail ("%s: the dialog shows %d px of a content %d px tall", what, shown, natural);
      /* taller than the screen allows (48 px left for panels) */
      else if (natural > shown + 1 && gdk_surface_get_height (surface) < screen.height - 48 - 1)
        fail ("%s: the dialog shows %d px of a content %d px tall, and is %d px tall on a screen of %d",
              what, shown, natural, gdk_surface_get_height (surface), screen.height);
    }
}

static void
save_png (BalutNewGameDialog *dialog,
          const char         *name)
{
  GtkWidget *scroller = gtk_window_get_child (GTK_WINDOW (dialog));
  GtkAdjustment *vadj = gtk_scrolled_window_get_vadjustment (GTK_SCROLLED_WINDOW (scroller));
  g_autofree char *top = g_strdup_printf ("%snew-game-%s", language_prefix, name);
  g_autofree char *bottom = g_strdup_printf ("%snew-game-%s-end", language_prefix, name);

  gtk_adjustment_set_value (vadj, 0);
  settle (GTK_WIDGET (dialog));
  ui_test_save_png (GTK_WIDGET (dialog), top);
  if (gtk_adjustment_get_upper (vadj) > gtk_adjustment_get_page_size (vadj) + 1)
    {
      gtk_adjustment_set_value (vadj, gtk_adjustment_get_upper (vadj));
      settle (GTK_WIDGET (dialog));
      ui_test_save_png (GTK_WIDGET (dialog), bottom);
      gtk_adjustment_set_value (vadj, 0);
    }
}

static void
set_kind (BalutNewGameDialog *dialog,
          guint               seat,
          BalutPlayerKind     kind,
          BalutLevel          level)
{
  gtk_drop_down_set_selected (GTK_DROP_DOWN (balut_new_game_dialog_get_kind_chooser (dialog, seat)), kind);
  if (kind == BALUT_PLAYER_COMPUTER)
    gtk_drop_down_set_selected (GTK_DROP_DOWN (balut_new_game_dialog_get_level_chooser (dialog, seat)), level);
}

/* ------------------------------------------------------------------ */
/* Item 1: the width                                                   */
/* ------------------------------------------------------------------ */

/* Seats added one by one (a computer at each level among them), guesses
 * on, the scoring pad, then guesses off, the dice on the screen and the
 * seats removed one by one: at each step every control fits, and the
 * width stays what it was when the dialog opened. On a phone (@data
 * TRUE) that is the screen's 360 px; on a desktop, the dialog's own. */
static void
test_width (gconstpointer data)
{
  gboolean phone = GPOINTER_TO_INT (data);
  const char *size = phone ? "360" : "desktop";
  BalutWindow *window = open_window ();
  BalutNewGameDialog *dialog = open_dialog (window);
  GtkWidget *guesses = template_child (dialog, "guesses_switch");
  GtkWidget *mode = template_child (dialog, "mode_dropdown");
  int width;

  if (phone)
    size_to_phone (dialog);
  settle (GTK_WIDGET (dialog));
  width = gtk_widget_get_width (GTK_WIDGET (dialog));
  check_fits (dialog, "one person", width, phone);

  /* a computer at once: where it overflowed */
  gtk_widget_activate_action (GTK_WIDGET (dialog), "new-game.add-player", NULL);
  set_kind (dialog, 1, BALUT_PLAYER_COMPUTER, BALUT_LEVEL_STRONG);
  check_fits (dialog, "a person and a computer", width, phone);
  {
    g_autofree char *name = g_strdup_printf ("%s-2", size);

    save_png (dialog, name);
  }

  for (guint seat = 2; seat < BALUT_MAX_PLAYERS; seat++)
    {
      g_autofree char *what = g_strdup_printf ("%u seats", seat + 1);

      gtk_widget_activate_action (GTK_WIDGET (dialog), "new-game.add-player", NULL);
      /* computers at every level, people between them */
      if (seat % 2 == 1)
        set_kind (dialog, seat, BALUT_PLAYER_COMPUTER, (seat / 2) % BALUT_N_LEVELS);
      check_fits (dialog, what, width, phone);
    }
  g_assert_cmpuint (count_seats (dialog), ==, BALUT_MAX_PLAYERS);

  gtk_switch_set_active (GTK_SWITCH (guesses), TRUE);
  gtk_drop_down_set_selected (GTK_DROP_DOWN (mode), 1);
  if (phone)
    size_to_phone (dialog);
  check_fits (dialog, "8 seats, guesses, the scoring pad", width, phone);
  {
    g_autofree char *name = g_strdup_printf ("%s-8-guesses-pad", size);

    save_png (dialog, name);
  }

  gtk_switch_set_active (GTK_SWITCH (guesses), FALSE);
  gtk_drop_down_set_selected (GTK_DROP_DOWN (mode), 0);
  check_fits (dialog, "8 seats, no guesses, dice on the screen", width, phone);
  {
    g_autofree char *name = g_strdup_printf ("%s-8", size);

    save_png (dialog, name);
  }

  /* every seat a computer, then removed one by one */
  for (guint seat = 0; seat < BALUT_MAX_PLAYERS; seat++)
    set_kind (dialog, seat, BALUT_PLAYER_COMPUTER, seat % BALUT_N_LEVELS);
  check_fits (dialog, "8 computers", width, phone);
  while (count_seats (dialog) > 1)
    {
      guint n = count_seats (dialog);
      g_autofree char *what = g_strdup_printf ("%u seats left", n - 1);
      GtkWidget *remove = balut_new_game_dialog_get_remove_button (dialog, n - 1);

      g_assert_nonnull (remove);
      g_signal_emit_by_name (remove, "clicked");
      g_assert_cmpuint (count_seats (dialog), ==, n - 1);
      check_fits (dialog, what, width, phone);
    }
  {
    g_autofree char *name = g_strdup_printf ("%s-1-computer", size);

    save_png (dialog, name);
  }

  ui_test_close_window (window);
}

/* ------------------------------------------------------------------ */
/* Item 2: a game in play is given up on Start, not before             */
/* ------------------------------------------------------------------ */

static GtkWindow *
find_question (void)
{
  return ui_test_find_toplevel (GTK_TYPE_MESSAGE_DIALOG);
}

/* A throw: the window's game is in play */
static BalutGame *
begin_game (BalutWindow *window)
{
  BalutGame *game = balut_window_get_game (window);

  g_assert_true (ui_test_press_key (GTK_WIDGET (window), GDK_KEY_space, 0));
  g_assert_true (balut_game_is_started (game));
  return game;
}

/* The button under @root that activates @action */
static GtkWidget *
find_action_button (GtkWidget  *root,
                    const char *action)
{
  if (GTK_IS_BUTTON (root) && g_strcmp0 (gtk_actionable_get_action_name (GTK_ACTIONABLE (root)), action) == 0)
    return root;
  for (GtkWidget *child = gtk_widget_get_first_child (root); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found = find_action_button (child, action);

      if (found != NULL)
        return found;
    }
  return NULL;
}

static void
press_start (BalutNewGameDialog *dialog)
{
  g_signal_emit_by_name (template_child (dialog, "start_button"), "clicked");
}

static void
test_ask_on_start (void)
{
  BalutWindow *window = open_window ();
  BalutNewGameDialog *dialog;
  GtkWindow *question;
  BalutGame *game = begin_game (window);
  guint n_throws = balut_game_get_n_throws (game);
  GtkWidget *cancel_button, *accept_button;

  /* New Game opens the dialog at once: nothing is asked yet */
  dialog = open_dialog (window);
  g_assert_null (find_question ());

  /* Escape: the dialog closes, the game goes on, nothing asked */
  g_assert_true (ui_test_press_key (GTK_WIDGET (dialog), GDK_KEY_Escape, 0));
  settle (GTK_WIDGET (window));
  g_assert_null (find_dialog ());
  g_assert_null (find_question ());
  g_assert_true (balut_window_get_game (window) == game);
  g_assert_cmpuint (balut_game_get_n_throws (game), ==, n_throws);

  /* … as does its Cancel button */
  dialog = open_dialog (window);
  g_signal_emit_by_name (find_action_button (GTK_WIDGET (dialog), "window.close"), "clicked");
  settle (GTK_WIDGET (window));
  g_assert_null (find_dialog ());
  g_assert_null (find_question ());
  g_assert_true (balut_window_get_game (window) == game);

  /* Start asks, in front of the dialog, which stays */
  dialog = open_dialog (window);
  gtk_widget_activate_action (GTK_WIDGET (dialog), "new-game.add-player", NULL);
  gtk_editable_set_text (GTK_EDITABLE (balut_new_game_dialog_get_name_entry (dialog, 1)), "Jens");
  press_start (dialog);
  question = find_question ();
  g_assert_nonnull (question);
  g_assert_true (gtk_window_get_modal (question));
  g_assert_true (gtk_window_get_transient_for (question) == GTK_WINDOW (dialog));
  g_assert_true (find_dialog () == dialog);
  g_assert_true (balut_window_get_game (window) == game);
  cancel_button = gtk_dialog_get_widget_for_response (GTK_DIALOG (question), GTK_RESPONSE_CANCEL);
  accept_button = gtk_dialog_get_widget_for_response (GTK_DIALOG (question), GTK_RESPONSE_ACCEPT);
  g_assert_nonnull (cancel_button);
  g_assert_nonnull (accept_button);
  g_assert_true (gtk_widget_has_css_class (accept_button, "destructive-action"));
  /* Enter keeps the game: Cancel is the default */
  g_assert_true (gtk_window_get_default_widget (question) == cancel_button);
  ui_test_wait_until (widget_mapped, question, 10000, "the question to be mapped");
  settle (GTK_WIDGET (question));
  /* it fits a phone's screen too: at 360 px, its text wraps */
  {
    int extra_w, extra_h, min_w;

    get_frame (GTK_WIDGET (question), &extra_w, &extra_h);
    gtk_widget_measure (GTK_WIDGET (question), GTK_ORIENTATION_HORIZONTAL, -1, &min_w, NULL, NULL, NULL);
    g_test_message ("the question: %d px wide, at least %d, frame %d", gtk_widget_get_width (GTK_WIDGET (question)), min_w, extra_w);
    if (min_w + extra_w > PHONE_WIDTH)
      fail ("the question needs %d px with its frame, wider than a %d-px screen", min_w + extra_w, PHONE_WIDTH);
    else
      {
        SizeWanted wanted = { GTK_WIDGET (question), PHONE_WIDTH - extra_w, 0 };
        g_autofree char *name = g_strdup_printf ("%snew-game-abandon-360", language_prefix);

        gtk_window_set_default_size (question, PHONE_WIDTH, -1);
        if (!wait_for (width_is, &wanted, 5000))
          fail ("the question is %d px wide, not %d", gtk_widget_get_width (GTK_WIDGET (question)), wanted.width);
        settle (GTK_WIDGET (question));
        ui_test_save_png (GTK_WIDGET (question), name);
      }
  }

  /* Cancel: back to the dialog as it was; the game is kept */
  gtk_dialog_response (GTK_DIALOG (question), GTK_RESPONSE_CANCEL);
  settle (GTK_WIDGET (dialog));
  g_assert_null (find_question ());
  g_assert_true (find_dialog () == dialog);
  g_assert_cmpuint (count_seats (dialog), ==, 2);
  g_assert_cmpstr (gtk_editable_get_text (GTK_EDITABLE (balut_new_game_dialog_get_name_entry (dialog, 1))), ==, "Jens");
  g_assert_true (balut_window_get_game (window) == game);

  /* Escape at the question is Cancel too */
  press_start (dialog);
  question = find_question ();
  g_assert_nonnull (question);
  gtk_dialog_response (GTK_DIALOG (question), GTK_RESPONSE_DELETE_EVENT);
  settle (GTK_WIDGET (dialog));
  g_assert_null (find_question ());
  g_assert_true (find_dialog () == dialog);
  g_assert_true (balut_window_get_game (window) == game);

  /* Start New Game: the game in play goes, the new one begins */
  press_start (dialog);
  question = find_question ();
  g_assert_nonnull (question);
  gtk_dialog_response (GTK_DIALOG (question), GTK_RESPONSE_ACCEPT);
  settle (GTK_WIDGET (window));
  g_assert_null (find_question ());
  g_assert_null (find_dialog ());
  g_assert_true (balut_window_get_game (window) != game);
  game = balut_window_get_game (window);
  g_assert_cmpuint (balut_game_get_n_players (game), ==, 2);
  g_assert_cmpstr (balut_player_get_name (balut_game_get_player (game, 1)), ==, "Jens");
  g_assert_false (balut_game_is_started (game));

  /* a game not begun is lost to no one: Start starts */
  dialog = open_dialog (window);
  press_start (dialog);
  settle (GTK_WIDGET (window));
  g_assert_null (find_question ());
  g_assert_null (find_dialog ());
  g_assert_true (balut_window_get_game (window) != game);

  ui_test_close_window (window);
}

/* A finished game is recorded: Start starts without asking */
static void
test_finished_not_asked (void)
{
  BalutWindow *window = open_window ();
  g_autoptr(BalutGame) finished = ui_test_new_game (BALUT_VARIANT_STANDARD, 27, "Maria", BALUT_PLAYER_HUMAN, 0, NULL);
  g_autoptr(GRand) choices = g_rand_new_with_seed (27);
  BalutNewGameDialog *dialog;

  while (!balut_game_is_finished (finished))
    balut_test_random_turn (finished, choices);
  balut_window_set_game (window, finished);
  settle (GTK_WIDGET (window));

  dialog = open_dialog (window);
  press_start (dialog);
  settle (GTK_WIDGET (window));
  g_assert_null (find_question ());
  g_assert_null (find_dialog ());
  g_assert_true (balut_window_get_game (window) != finished);
  g_assert_false (balut_game_is_started (balut_window_get_game (window)));

  ui_test_close_window (window);
}

/* While New Game is open the game in play waits: a computer seat does
 * not throw behind the dialog; a second New Game brings the same dialog
 * forward; closed, the game goes on */
static void
test_computers_wait (void)
{
  BalutWindow *window = open_window ();
  g_autoptr(BalutGame) game = ui_test_new_game (BALUT_VARIANT_STANDARD, 28,
                                                "Expert", BALUT_PLAYER_COMPUTER, BALUT_LEVEL_DEFAULT,
                                                "Maria", BALUT_PLAYER_HUMAN, 0, NULL);
  BalutSession *session;
  BalutNewGameDialog *dialog;

  balut_window_set_game (window, game);
  session = balut_window_get_session (window);
  settle (GTK_WIDGET (window));

  dialog = open_dialog (window);
  g_assert_true (balut_session_get_paused (session));
  gtk_widget_activate_action (GTK_WIDGET (window), "win.new-game", NULL);
  g_assert_true (find_dialog () == dialog);
  {
    GListModel *toplevels = gtk_window_get_toplevels ();
    guint n_dialogs = 0;

    for (guint i = 0; i < g_list_model_get_n_items (toplevels); i++)
      {
        g_autoptr(GObject) w = g_list_model_get_item (toplevels, i);

        n_dialogs += BALUT_IS_NEW_GAME_DIALOG (w);
      }
    g_assert_cmpuint (n_dialogs, ==, 1);
  }

  g_assert_true (ui_test_press_key (GTK_WIDGET (dialog), GDK_KEY_Escape, 0));
  settle (GTK_WIDGET (window));
  g_assert_null (find_dialog ());
  g_assert_false (balut_session_get_paused (session));
  ui_test_close_window (window);
}

/* ------------------------------------------------------------------ */
/* The keyboard and screen readers                                     */
/* ------------------------------------------------------------------ */

/* The control the focus is in (an entry's text, a drop-down's button) */
static GtkWidget *
focused_control (GtkWindow *window)
{
  for (GtkWidget *w = gtk_root_get_focus (GTK_ROOT (window)); w != NULL; w = gtk_widget_get_parent (w))
    if (is_control (w))
      return w;
  return NULL;
}

/* Tab from the first name goes through every control once, a seat's in
 * the order they are read (name, who plays it, the level, remove), the
 * seats in order, and comes back */
static void
check_tab_order (BalutNewGameDialog *dialog,
                 const char         *what)
{
  g_autoptr(GPtrArray) order = g_ptr_array_new ();
  g_autoptr(GPtrArray) controls = g_ptr_array_new ();
  GtkWidget *first = balut_new_game_dialog_get_name_entry (dialog, 0);
  guint n = count_seats (dialog);
  guint last = 0;

  g_assert_true (gtk_widget_grab_focus (first));
  g_assert_true (focused_control (GTK_WINDOW (dialog)) == first);
  g_ptr_array_add (order, first);
  for (guint i = 0; i < 100; i++)
    {
      GtkWidget *control;

      g_assert_true (ui_test_press_key (GTK_WIDGET (dialog), GDK_KEY_Tab, 0));
      control = focused_control (GTK_WINDOW (dialog));
      if (control == NULL)
        {
          fail ("%s: Tab left the focus on no control", what);
          return;
        }
      if (control == first)
        break;
      if (g_ptr_array_find (order, control, NULL))
        {
          g_autofree char *name = describe (control);

          fail ("%s: Tab comes to %s twice before the first name again", what, name);
          return;
        }
      g_ptr_array_add (order, control);
    }

  /* every sensitive control of the dialog, the header bar's too */
  collect_controls (GTK_WIDGET (dialog), controls);
  for (guint i = 0; i < controls->len; i++)
    {
      GtkWidget *control = g_ptr_array_index (controls, i);
      g_autofree char *name = describe (control);

      if (gtk_widget_is_sensitive (control) && !g_ptr_array_find (order, control, NULL))
        fail ("%s: Tab never comes to %s", what, name);
    }

  /* the seats' controls in reading order */
  for (guint seat = 0; seat < n; seat++)
    {
      GtkWidget *seat_controls[] = {
        balut_new_game_dialog_get_name_entry (dialog, seat),
        balut_new_game_dialog_get_kind_chooser (dialog, seat),
        balut_new_game_dialog_get_level_chooser (dialog, seat),
        balut_new_game_dialog_get_remove_button (dialog, seat),
      };

      for (guint c = 0; c < G_N_ELEMENTS (seat_controls); c++)
        {
          guint index;

          if (!gtk_widget_get_mapped (seat_controls[c]) || !gtk_widget_is_sensitive (seat_controls[c]))
            continue;
          g_assert_true (g_ptr_array_find (order, seat_controls[c], &index));
          if (index < last)
            {
              g_autofree char *name = describe (seat_controls[c]);

              fail ("%s: Tab comes to seat %u's %s out of order", what, seat + 1, name);
            }
          last = index;
        }
    }
}

/* Every control has a name for screen readers: its label, or an
 * accessible label or a labelling widget of its own */
static void
check_accessible_names (BalutNewGameDialog *dialog,
                        const char         *what)
{
  g_autoptr(GPtrArray) controls = g_ptr_array_new ();

  /* the seats are a group named by the Players heading */
  if (!gtk_test_accessible_has_relation (GTK_ACCESSIBLE (template_child (dialog, "players_grid")),
                                         GTK_ACCESSIBLE_RELATION_LABELLED_BY))
    fail ("%s: the seats are not named by their heading", what);

  collect_controls (GTK_WIDGET (dialog), controls);
  g_assert_cmpuint (controls->len, >, 8);
  for (guint i = 0; i < controls->len; i++)
    {
      GtkWidget *control = g_ptr_array_index (controls, i);
      GtkAccessible *accessible = GTK_ACCESSIBLE (control);
      gboolean named = gtk_test_accessible_has_property (accessible, GTK_ACCESSIBLE_PROPERTY_LABEL)
                       || gtk_test_accessible_has_relation (accessible, GTK_ACCESSIBLE_RELATION_LABELLED_BY);

      if (!named && GTK_IS_BUTTON (control))
        {
          GtkWidget *label = ui_test_find_widget (control, GTK_TYPE_LABEL);

          named = (gtk_button_get_label (GTK_BUTTON (control)) != NULL && *gtk_button_get_label (GTK_BUTTON (control)) != '\0')
                  || (label != NULL && *gtk_label_get_text (GTK_LABEL (label)) != '\0');
        }
      if (!named)
        {
          g_autofree char *name = describe (control);

          fail ("%s: %s has no accessible name", what, name);
        }
    }
}

/* Enter in an entry or a spin button: what GtkText's key binding does */
static void
press_enter (GtkWidget *editable)
{
  g_signal_emit_by_name (gtk_editable_get_delegate (GTK_EDITABLE (editable)), "activate");
}

static gboolean
dialog_gone (gpointer data)
{
  return find_dialog () == NULL;
}

/* Enter starts from a name or a guess, Escape cancels; the first name
 * has the focus; Tab goes round in reading order; everything is named */
static void
test_keyboard (gconstpointer data)
{
  gboolean phone = GPOINTER_TO_INT (data);
  BalutWindow *window = open_window ();
  BalutNewGameDialog *dialog = open_dialog (window);
  BalutGame *game = balut_window_get_game (window);
  GtkWidget *guesses = template_child (dialog, "guesses_switch");

  if (phone)
    size_to_phone (dialog);

  /* the first name has the focus, and is all selected to be typed over */
  g_assert_true (focused_control (GTK_WINDOW (dialog)) == balut_new_game_dialog_get_name_entry (dialog, 0));

  gtk_widget_activate_action (GTK_WIDGET (dialog), "new-game.add-player", NULL);
  gtk_widget_activate_action (GTK_WIDGET (dialog), "new-game.add-player", NULL);
  set_kind (dialog, 1, BALUT_PLAYER_COMPUTER, BALUT_LEVEL_EXPERT);
  gtk_switch_set_active (GTK_SWITCH (guesses), TRUE);
  settle (GTK_WIDGET (dialog));
  check_tab_order (dialog, phone ? "360 px" : "desktop");
  check_accessible_names (dialog, phone ? "360 px" : "desktop");

  /* Escape: closed, the game unchanged */
  g_assert_true (ui_test_press_key (GTK_WIDGET (dialog), GDK_KEY_Escape, 0));
  settle (GTK_WIDGET (window));
  g_assert_null (find_dialog ());
  g_assert_true (balut_window_get_game (window) == game);

  /* Enter in a guess starts the game, with the guess typed */
  dialog = open_dialog (window);
  gtk_switch_set_active (GTK_SWITCH (template_child (dialog, "guesses_switch")), TRUE);
  settle (GTK_WIDGET (dialog));
  {
    GtkWidget *spin = balut_new_game_dialog_get_guess_spin (dialog, 0);

    g_assert_true (gtk_widget_grab_focus (spin));
    gtk_editable_set_text (GTK_EDITABLE (spin), "4");
    press_enter (spin);
  }
  ui_test_wait_until (dialog_gone, NULL, 10000, "Enter in a guess to start the game");
  g_assert_true (balut_window_get_game (window) != game);
  game = balut_window_get_game (window);
  g_assert_cmpint (balut_player_get_guess (balut_game_get_player (game, 0)), ==, 4);

  /* Enter in a name starts it */
  dialog = open_dialog (window);
  press_enter (balut_new_game_dialog_get_name_entry (dialog, 0));
  ui_test_wait_until (dialog_gone, NULL, 10000, "Enter in a name to start the game");
  g_assert_true (balut_window_get_game (window) != game);

  ui_test_close_window (window);
}

/* ------------------------------------------------------------------ */
/* Item 3: unnamed seats are named in the language of the day          */
/* ------------------------------------------------------------------ */

/* The messages in @locale's language from now on; FALSE when the
 * locale or Balut's catalogue for it is missing (@player_format: how
 * the catalogue says "Player %u") */
static gboolean
use_language (const char *locale,
              const char *player_format)
{
  if (setlocale (LC_ALL, locale) == NULL)
    return FALSE;
  /* gettext keeps what it has looked up: naming the domain again drops
   * it (the GNU gettext manual's way to change the language) */
  textdomain (GETTEXT_PACKAGE);
  return g_str_equal (g_dgettext (GETTEXT_PACKAGE, "Player %u"), player_format);
}

static void
assert_names (BalutGame          *game,
              const char * const *names,
              const char         *what)
{
  g_assert_cmpuint (balut_game_get_n_players (game), ==, g_strv_length ((char **) names));
  for (guint i = 0; names[i] != NULL; i++)
    if (g_strcmp0 (balut_player_get_name (balut_game_get_player (game, i)), names[i]) != 0)
      fail ("%s: seat %u is “%s”, not “%s”", what, i + 1,
            balut_player_get_name (balut_game_get_player (game, i)), names[i]);
}

/* In the language of the day: the game at start, the New Game dialog
 * (its empty names show the defaults, its guesses list them) and the
 * game it starts */
static void
check_names (const char * const *names,
             const char * const *typed,
             const char         *language)
{
  BalutWindow *window;
  BalutNewGameDialog *dialog;
  g_autoptr(BalutGame) game = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *what = NULL;

  game = balut_application_new_default_game (ui_test_get_application ());
  what = g_strdup_printf ("%s, the game at start", language);
  assert_names (game, names, what);
  g_clear_object (&game);

  window = ui_test_open_window ();
  g_free (what);
  what = g_strdup_printf ("%s, the window's first game", language);
  assert_names (balut_window_get_game (window), names, what);

  dialog = open_dialog (window);
  g_assert_cmpuint (count_seats (dialog), ==, g_strv_length ((char **) names));
  for (guint i = 0; names[i] != NULL; i++)
    {
      GtkEntry *entry = GTK_ENTRY (balut_new_game_dialog_get_name_entry (dialog, i));

      if (g_strcmp0 (gtk_editable_get_text (GTK_EDITABLE (entry)), typed[i]) != 0)
        fail ("%s: seat %u's name reads “%s”, not “%s”", language, i + 1,
              gtk_editable_get_text (GTK_EDITABLE (entry)), typed[i]);
      else if (*typed[i] == '\0' && g_strcmp0 (gtk_entry_get_placeholder_text (entry), names[i]) != 0)
        fail ("%s: seat %u's empty name shows “%s”, not “%s”", language, i + 1,
              gtk_entry_get_placeholder_text (entry), names[i]);
    }
  game = balut_new_game_dialog_create_game (dialog, 1, &error);
  g_assert_no_error (error);
  g_free (what);
  what = g_strdup_printf ("%s, the game New Game makes", language);
  assert_names (game, names, what);
  ui_test_close_window (window);
}

static void
set_seats (const char * const *names,
           const char * const *kinds,
           const char * const *levels)
{
  g_autoptr(GSettings) settings = ui_test_dup_settings ();

  g_settings_set_strv (settings, "player-names", names);
  g_settings_set_strv (settings, "player-kinds", kinds);
  g_settings_set_strv (settings, "player-levels", levels);
}

static void
test_default_names_language (void)
{
  g_autoptr(GSettings) settings = ui_test_dup_settings ();
  g_autofree char *locale = g_strdup (setlocale (LC_ALL, NULL));
  const char * const kinds[] = { "human", "computer", "human", "computer", "human", NULL };
  const char * const levels[] = { "strong", "strong", "strong", "strong", "expert", NULL };
  const char * const danish[] = { "Maria", "Stærk", "Spiller 3", "Stærk 2", "Ekspert", NULL };
  const char * const german[] = { "Maria", "Könner", "Spieler 3", "Könner 2", "Ekspert", NULL };
  const char * const english[] = { "Maria", "Strong", "Player 3", "Strong 2", "Ekspert", NULL };
  const char * const unnamed[] = { "Maria", "", "", "", "Ekspert", NULL };
  g_auto(GStrv) saved = NULL;
  BalutWindow *window;
  BalutNewGameDialog *dialog;

  if (!use_language ("da_DK.UTF-8", "Spiller %u"))
    {
      g_test_skip ("no Danish locale or catalogue (build-aux/ensure-locales.sh)");
      setlocale (LC_ALL, locale);
      textdomain (GETTEXT_PACKAGE);
      return;
    }

  /* chosen in Danish: two computers and a person left unnamed, and a
   * person called Ekspert (a name, not a level: it stays) */
  window = open_window ();
  dialog = open_dialog (window);
  for (guint i = 1; i < 5; i++)
    gtk_widget_activate_action (GTK_WIDGET (dialog), "new-game.add-player", NULL);
  set_kind (dialog, 1, BALUT_PLAYER_COMPUTER, BALUT_LEVEL_STRONG);
  set_kind (dialog, 3, BALUT_PLAYER_COMPUTER, BALUT_LEVEL_STRONG);
  gtk_drop_down_set_selected (GTK_DROP_DOWN (balut_new_game_dialog_get_level_chooser (dialog, 4)), BALUT_LEVEL_EXPERT);
  gtk_editable_set_text (GTK_EDITABLE (balut_new_game_dialog_get_name_entry (dialog, 4)), "Ekspert");
  press_start (dialog);
  settle (GTK_WIDGET (window));
  g_assert_null (find_dialog ());
  assert_names (balut_window_get_game (window), danish, "Danish, the game started");
  ui_test_close_window (window);

  /* the settings keep the seats unnamed, not their Danish names */
  saved = g_settings_get_strv (settings, "player-names");
  g_assert_cmpstrv (saved, unnamed);

  check_names (danish, unnamed, "Danish");
  g_assert_true (use_language ("de_DE.UTF-8", "Spieler %u"));
  check_names (german, unnamed, "German");
  g_assert_true (use_language ("C.UTF-8", "Player %u"));
  check_names (english, unnamed, "English");

  /* Default names written literally, in another language (an older
   * Balut, or typed): read as unnamed, called in today's */
  set_seats (danish, kinds, levels);
  check_names (english, unnamed, "English, from literal Danish defaults");
  g_assert_true (use_language ("de_DE.UTF-8", "Spieler %u"));
  set_seats (english, kinds, levels);
  check_names (german, unnamed, "German, from literal English defaults");
  g_assert_true (use_language ("da_DK.UTF-8", "Spiller %u"));
  set_seats (german, kinds, levels);
  check_names (danish, unnamed, "Danish, from literal German defaults");
  /* … and kept unnamed from then on */
  g_clear_pointer (&saved, g_strfreev);
  saved = g_settings_get_strv (settings, "player-names");
  g_assert_cmpstrv (saved, unnamed);

  /* a name that is not the seat's default stays: another seat's number,
   * another level's name */
  {
    const char * const names[] = { "Spieler 2", "Ekspert", "Player 3", "Strong 9", "Experte", NULL };
    const char * const kept[] = { "Spieler 2", "Ekspert", "Spiller 3", "Strong 9", "Experte", NULL };
    const char * const typed[] = { "Spieler 2", "Ekspert", "", "Strong 9", "Experte", NULL };

    set_seats (names, kinds, levels);
    check_names (kept, typed, "Danish, names that are no defaults");
  }

  setlocale (LC_ALL, locale);
  textdomain (GETTEXT_PACKAGE);
}

int
main (int   argc,
      char *argv[])
{
  /* The test of the names switches the language while it runs. GLib
   * decides once, at its first translated message, whether to translate
   * at all: not in the C locale once a text domain is set (then
   * C_() would stay English in Danish too). Asked now, before any
   * domain is set, it translates from then on. */
  g_unsetenv ("LANGUAGE");
  (void) g_dgettext (GETTEXT_PACKAGE, "");

  ui_test_init (&argc, &argv);
  {
    /* the language of the messages (LANGUAGE, LC_ALL, LC_MESSAGES, LANG) */
    const char *locale = g_get_language_names ()[0];

    if (locale != NULL && g_ascii_isalpha (locale[0]) && g_ascii_isalpha (locale[1])
        && (locale[2] == '_' || locale[2] == '.') && !g_str_has_prefix (locale, "en"))
      language_prefix = g_strdup_printf ("%.2s-", locale);
    g_test_message ("the dialog in the locale %s", locale);
  }
  /* a layout fault fails the test, but the other steps are still
   * checked and rendered */
  g_test_set_nonfatal_assertions ();

  g_test_add_data_func ("/balut/ui/new-game/width/phone", GINT_TO_POINTER (TRUE), test_width);
  g_test_add_data_func ("/balut/ui/new-game/width/desktop", GINT_TO_POINTER (FALSE), test_width);

  g_test_add_func ("/balut/ui/new-game/ask-on-start", test_ask_on_start);
  g_test_add_func ("/balut/ui/new-game/finished-not-asked", test_finished_not_asked);
  g_test_add_func ("/balut/ui/new-game/computers-wait", test_computers_wait);
  g_test_add_data_func ("/balut/ui/new-game/keyboard/phone", GINT_TO_POINTER (TRUE), test_keyboard);
  g_test_add_data_func ("/balut/ui/new-game/keyboard/desktop", GINT_TO_POINTER (FALSE), test_keyboard);
  g_test_add_func ("/balut/ui/new-game/default-names-language", test_default_names_language);

  return g_test_run ();
}
