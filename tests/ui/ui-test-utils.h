/* ui-test-utils.h — shared helpers of the UI tests: the application,
 * event-driven waits, the widget tree
 *
 * SPDX-FileCopyrightText: 2026 The Balut developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Everything here waits on the main loop for a condition, with a
 * deadline; nothing sleeps.
 */

#pragma once

#include <gtk/gtk.h>

#include "balut-application.h"
#include "balut-board.h"
#include "balut-dice-view.h"
#include "balut-results-dialog.h"
#include "balut-sheet-view.h"
#include "balut-window-private.h"

G_BEGIN_DECLS

typedef gboolean (*UiCondition) (gpointer data);

/* A game of @variant with dice from @seed, and its seats: for each a
 * name, a BalutPlayerKind and a BalutLevel (set for computers, ignored
 * for people), then NULL. */
BalutGame        *ui_test_new_game        (BalutVariant  variant,
                                           guint64       seed,
                                           const char   *first_name,
                                           ...) G_GNUC_NULL_TERMINATED;

/* The current player's next throw shows these dice (the test chooses
 * them: balut_game_throw_values ()); fails the test if it is refused. */
void              ui_test_throw           (BalutGame    *game,
                                           guint8        a,
                                           guint8        b,
                                           guint8        c,
                                           guint8        d,
                                           guint8        e);

/* The one application of a test program, registered (started up) once. */
BalutApplication *ui_test_init            (int          *argc,
                                           char       ***argv);
BalutApplication *ui_test_get_application (void);

/* GSettings of the application's schema (the memory backend is shared
 * by every GSettings object of the process). */
GSettings        *ui_test_dup_settings    (void);

/* Activates the application: it creates and presents a fresh window
 * (no other window may be open) with a new game: the saved game is
 * removed first. Waits until it has painted a frame. The saved game of
 * a test program is in its own temporary folder ($BALUT_DATA_DIR, set
 * by ui_test_init), never the user's. */
BalutWindow      *ui_test_open_window     (void);
/* ui_test_open_window() at 1280×800, with or without @animations */
BalutWindow      *ui_test_open_desktop_window (gboolean animations);

/* Destroys every toplevel, the window last, and asserts that the window
 * object is finalized. */
void              ui_test_close_window    (BalutWindow *window);

/* Iterates the default main context until @condition holds; fails the
 * test with @what after @timeout_ms of main-loop time. Returns the
 * milliseconds waited. */
double            ui_test_wait_until      (UiCondition  condition,
                                           gpointer     data,
                                           guint        timeout_ms,
                                           const char  *what);

/* Iterates the main context for @ms milliseconds (a timeout source ends
 * it: no sleep). */
void              ui_test_run_for         (guint        ms);

/* Waits for the next painted frame (after-paint) of @widget's surface. */
void              ui_test_wait_for_frame  (GtkWidget   *widget);

/* The first widget of @type under @root (depth first), or NULL. */
GtkWidget        *ui_test_find_widget     (GtkWidget   *root,
                                           GType        type);

/* The first visible toplevel of @type, or NULL. */
GtkWindow        *ui_test_find_toplevel   (GType        type);

/* @text without its mnemonic underscores */
char             *ui_test_strip_mnemonic  (const char   *text);
/* The first GtkButton under @root whose label (or child label) is
 * @label, mnemonic underscores ignored. */
guint             ui_test_assert_unique_mnemonics (GtkWidget  *root,
                                                   const char *where);
GtkWidget        *ui_test_find_button     (GtkWidget   *root,
                                           const char  *label);

/* Does what pressing @keyval with @mods in @window would do: finds the
 * shortcut bound to it among the window's shortcut controllers (the
 * window's own ones and its class's bindings) and activates it. Returns
 * whether a shortcut took the key; fails the test if none is bound. */
gboolean          ui_test_press_key       (GtkWidget      *window,
                                           guint           keyval,
                                           GdkModifierType mods);

/* Renders @widget (a toplevel) with its own renderer. */
GdkTexture       *ui_test_render          (GtkWidget      *widget);

/* Renders @widget and returns its pixels, @width × @height, 4 bytes
 * each: B, G, R, A (GDK_MEMORY_DEFAULT), rows without padding. */
guchar           *ui_test_render_pixels   (GtkWidget      *widget,
                                           int            *width,
                                           int            *height);

/* Renders @widget (a toplevel) with its own renderer into @name.png in
 * the build directory's tests/ui/screenshots. */
void              ui_test_save_png        (GtkWidget      *widget,
                                           const char     *name);

G_END_DECLS
