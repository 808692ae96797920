/* test-resume.c — the game in play saved by the window, and resumed
 *
 * SPDX-FileCopyrightText: 2026 The Balut developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * In the real window: every action (throw, hold, entry, undo) is on disk
 * one main-loop iteration later; a new game replaces the save once it
 * starts, and an abandoned game's save is removed; closing the window
 * writes a waiting save. At start, an unfinished save is offered: Resume
 * (the default, with the focus; Escape too) shows it exactly as saved,
 * without animating, and nobody plays while the prompt asks; New Game
 * removes the save. A finished save goes to the window as it is, and a
 * broken one is kept aside with a notice in the window.
 */

#include "config.h"

#include <string.h>
#include <glib/gstdio.h>

#include "balut-new-game-dialog.h"
#include "balut-resume-dialog.h"
#include "balut-test-util.h"
#include "balut-record.h"
#include "balut-autosave.h"
#include "ui-test-utils.h"

static const char *
save_path (void)
{
  return balut_application_get_autosave_path (ui_test_get_application ());
}

static char *
read_save (void)
{
  g_autoptr(GError) error = NULL;
  char *data = NULL;

  g_assert_true (g_file_get_contents (save_path (), &data, NULL, &error));
  g_assert_no_error (error);
  return data;
}

static gboolean
save_exists (void)
{
  return g_file_test (save_path (), G_FILE_TEST_EXISTS);
}

/* The save holds exactly @game. */
static void
assert_saved (BalutGame *game)
{
  g_autofree char *expected = balut_record_to_data (game, NULL);
  g_autofree char *written = read_save ();

  g_assert_cmpstr (written, ==, expected);
}

/* Runs what is ready on the main loop, as one iteration does. */
static void
iterate (void)
{
  while (g_main_context_iteration (NULL, FALSE))
    ;
}

static void
write_save (BalutGame *game)
{
  g_autoptr(GError) error = NULL;

  g_assert_true (balut_autosave_save (save_path (), game, &error));
  g_assert_no_error (error);
}

static gboolean
window_mapped (gpointer data)
{
  return gtk_widget_get_mapped (GTK_WIDGET (data));
}

/* Starts the application as Balut starts: with whatever is saved. */
static BalutWindow *
start_window (void)
{
  GtkWindow *window;

  g_assert_null (gtk_application_get_windows (GTK_APPLICATION (ui_test_get_application ())));
  g_application_activate (G_APPLICATION (ui_test_get_application ()));
  window = gtk_application_get_active_window (GTK_APPLICATION (ui_test_get_application ()));
  g_assert_true (BALUT_IS_WINDOW (window));
  ui_test_wait_until (window_mapped, window, 10000, "the window to be mapped");
  ui_test_wait_for_frame (GTK_WIDGET (window));

  return BALUT_WINDOW (window);
}

/* A game of @n_players (odd seats computers when @computers) after
 * @n_turns turns and a throw or two, with dice held. */
static BalutGame *
game_in_play (guint64  seed,
              guint    n_players,
              gboolean computers,
              guint    n_turns)
{
  g_autoptr(GRand) choices = g_rand_new_with_seed ((guint32) seed);
  BalutGame *game = balut_game_new (BALUT_VARIANT_STANDARD, seed);

  for (guint p = 0; p < n_players; p++)
    {
      g_autofree char *name = g_strdup_printf ("Player %u", p + 1);

      balut_test_add_player (game, name, computers && p % 2 ? BALUT_PLAYER_COMPUTER : BALUT_PLAYER_HUMAN);
    }

  for (guint t = 0; t < n_turns; t++)
    {
      BalutPlayer *player;
      g_autoptr(GArray) legal = NULL;
      BalutBox box;

      balut_test_roll (game);
      player = balut_game_get_player (game, balut_game_get_current_player (game));
      legal = balut_scoresheet_list_legal (balut_player_get_sheet (player));
      box = g_array_index (legal, BalutBox, g_rand_int_range (choices, 0, legal->len));
      balut_test_enter (game, box.category, box.box);
    }
  return game;
}

static void
hold_some (BalutGame *game)
{
  balut_test_roll (game);
  balut_test_set_held (game, 1, TRUE);
  balut_test_set_held (game, 4, TRUE);
  balut_test_roll (game);
  balut_test_set_held (game, 2, TRUE);
}

/* ------------------------------------------------------------------ */
/* Saving                                                               */
/* ------------------------------------------------------------------ */

typedef struct
{
  BalutAutosaver *saver;
  int             pending_at_paint;   /* at the first frame; -1 before it */
} FrameCheck;

static void
before_paint_cb (GdkFrameClock *clock,
                 FrameCheck    *check)
{
  if (check->pending_at_paint < 0)
    check->pending_at_paint = balut_autosaver_get_pending (check->saver);
}

static void
test_saves_every_action (void)
{
  BalutWindow *window = ui_test_open_window ();
  GtkWidget *w = GTK_WIDGET (window);
  BalutGame *game = balut_window_get_game (window);
  BalutSheetView *sheet = BALUT_SHEET_VIEW (balut_window_get_sheet_view (window));
  BalutAutosaver *saver = balut_session_get_autosaver (balut_window_get_session (window));

  g_assert_nonnull (saver);
  g_assert_cmpstr (balut_autosaver_get_path (saver), ==, save_path ());
  g_assert_true (g_str_has_prefix (save_path (), g_getenv ("BALUT_DATA_DIR")));

  /* a game not started is not saved */
  iterate ();
  g_assert_false (save_exists ());

  /* a throw: on disk before the next frame is drawn (the dice have not
   * begun to roll on the screen) */
  g_assert_true (ui_test_press_key (w, GDK_KEY_space, 0));
  g_assert_true (balut_autosaver_get_pending (saver));
  {
    GdkFrameClock *clock = gtk_widget_get_frame_clock (w);
    FrameCheck check = { saver, -1 };
    gulong id = g_signal_connect (clock, "before-paint", G_CALLBACK (before_paint_cb), &check);

    ui_test_wait_for_frame (w);
    g_signal_handler_disconnect (clock, id);
    g_assert_cmpint (check.pending_at_paint, ==, FALSE);
  }
  assert_saved (game);

  /* holds */
  g_assert_true (ui_test_press_key (w, GDK_KEY_2, 0));
  iterate ();
  assert_saved (game);
  g_assert_true (balut_dice_get_held (balut_game_get_dice (game), 1));
  g_assert_true (ui_test_press_key (w, GDK_KEY_5, 0));
  g_assert_true (ui_test_press_key (w, GDK_KEY_2, 0));
  iterate ();
  assert_saved (game);

  /* an entry, through the sheet's box */
  g_assert_true (balut_sheet_view_focus_first_legal (sheet));
  g_signal_emit_by_name (gtk_root_get_focus (GTK_ROOT (window)), "clicked");
  g_assert_cmpuint (balut_game_get_n_turns (game), ==, 1);
  g_assert_cmpuint (balut_game_get_n_throws (game), ==, 0);
  iterate ();
  assert_saved (game);

  /* undo: the turn in play again, its holds too */
  g_assert_true (ui_test_press_key (w, GDK_KEY_z, GDK_CONTROL_MASK));
  g_assert_cmpuint (balut_game_get_n_throws (game), ==, 1);
  iterate ();
  assert_saved (game);

  /* a hold, then the window closes at once: the save is written */
  g_assert_true (ui_test_press_key (w, GDK_KEY_1, 0));
  g_assert_true (balut_autosaver_get_pending (saver));
  {
    g_autofree char *expected = balut_record_to_data (game, NULL);
    g_autofree char *written = NULL;

    ui_test_close_window (window);
    written = read_save ();
    g_assert_cmpstr (written, ==, expected);
  }
}

/* Ctrl+N over a game in play: the New Game dialog opens at once (issue
 * 27), and its Start asks whether to leave the game; @response answers.
 * Returns the dialog, still open unless the game was left. */
static GtkWindow *
start_new_game (GtkWidget *w,
                int        response)
{
  GtkWindow *dialog;
  GtkWindow *question;

  g_assert_true (ui_test_press_key (w, GDK_KEY_n, GDK_CONTROL_MASK));
  g_assert_null (ui_test_find_toplevel (GTK_TYPE_MESSAGE_DIALOG));
  dialog = ui_test_find_toplevel (BALUT_TYPE_NEW_GAME_DIALOG);
  g_assert_nonnull (dialog);
  g_signal_emit_by_name (ui_test_find_button (GTK_WIDGET (dialog), "Start"), "clicked");
  question = ui_test_find_toplevel (GTK_TYPE_MESSAGE_DIALOG);
  g_assert_nonnull (question);
  gtk_dialog_response (GTK_DIALOG (question), response);
  return dialog;
}

/* New Game over a game in play: its save goes once the new one is set;
 * the new game is saved from its first throw. */
static void
test_abandon (void)
{
  BalutWindow *window = ui_test_open_window ();
  GtkWidget *w = GTK_WIDGET (window);
  GtkWindow *dialog;
  BalutGame *game;

  g_assert_true (ui_test_press_key (w, GDK_KEY_space, 0));
  iterate ();
  g_assert_true (save_exists ());

  /* asked on Start, and kept playing: the save stays, and so does the
   * dialog, until it is closed */
  dialog = start_new_game (w, GTK_RESPONSE_CANCEL);
  iterate ();
  g_assert_true (save_exists ());
  g_assert_true (ui_test_find_toplevel (BALUT_TYPE_NEW_GAME_DIALOG) == dialog);
  gtk_window_destroy (dialog);
  iterate ();
  g_assert_true (save_exists ());

  /* the New Game dialog closed without Start: still the same game */
  g_assert_true (ui_test_press_key (w, GDK_KEY_n, GDK_CONTROL_MASK));
  dialog = ui_test_find_toplevel (BALUT_TYPE_NEW_GAME_DIALOG);
  g_assert_nonnull (dialog);
  gtk_window_destroy (dialog);
  iterate ();
  g_assert_true (save_exists ());

  /* … and started: abandoned, the save is gone */
  start_new_game (w, GTK_RESPONSE_ACCEPT);
  iterate ();
  g_assert_null (ui_test_find_toplevel (BALUT_TYPE_NEW_GAME_DIALOG));
  g_assert_false (save_exists ());

  game = balut_window_get_game (window);
  g_assert_true (ui_test_press_key (w, GDK_KEY_space, 0));
  iterate ();
  assert_saved (game);

  ui_test_close_window (window);
}

/* ------------------------------------------------------------------ */
/* Resuming                                                             */
/* ------------------------------------------------------------------ */

static void
assert_shows (BalutWindow *window,
              BalutGame   *saved)
{
  BalutGame *game = balut_window_get_game (window);
  BalutDiceView *dice_view = BALUT_DICE_VIEW (balut_window_get_dice_view (window));
  BalutPlayer *current = balut_game_get_player (game, balut_game_get_current_player (game));
  g_autofree char *status = g_strdup_printf ("%s — throw %u of %u", balut_player_get_name (current),
                                             balut_game_get_n_throws (game),
                                             balut_game_get_max_throws (game));

  balut_test_assert_same_game (saved, game);
  g_assert_true (balut_dice_view_get_dice (dice_view) == balut_game_get_dice (game));
  g_assert_false (balut_dice_view_is_animating (dice_view));
  g_assert_cmpstr (balut_window_get_status (window), ==, status);
}

static void
test_resume (void)
{
  g_autoptr(BalutGame) saved = game_in_play (41, 2, FALSE, 5);
  g_autoptr(BalutGame) reference = NULL;
  BalutWindow *window;
  GtkWindow *dialog;
  GtkWidget *resume;
  GtkWidget *label;
  g_autofree char *description = NULL;

  hold_some (saved);
  write_save (saved);
  reference = balut_autosave_load (save_path (), NULL, NULL);

  window = start_window ();
  dialog = balut_window_get_resume_dialog (window);
  g_assert_nonnull (dialog);
  g_assert_true (gtk_widget_get_visible (GTK_WIDGET (dialog)));
  g_assert_true (gtk_window_get_modal (dialog));
  g_assert_true (gtk_window_get_transient_for (dialog) == GTK_WINDOW (window));

  /* it says which game: variant, players, round, whose turn, which throw */
  description = balut_resume_dialog_describe (saved);
  g_assert_cmpstr (description, ==, "Balut with Player 1, Player 2\nRound 3 of 28: Player 2, throw 2 of 3");
  g_object_get (dialog, "secondary-text", &label, NULL);
  g_assert_cmpstr ((const char *) label, ==, description);
  g_free (label);

  /* Enter resumes: Resume is the default and has the focus */
  resume = gtk_dialog_get_widget_for_response (GTK_DIALOG (dialog), BALUT_RESUME_RESPONSE_RESUME);
  g_assert_nonnull (resume);
  g_assert_true (gtk_window_get_focus (dialog) == resume);
  g_assert_true (gtk_widget_has_css_class (resume, "default"));

  /* behind the prompt, the saved game as it was */
  assert_shows (window, reference);

  g_signal_emit_by_name (resume, "clicked");
  g_assert_null (balut_window_get_resume_dialog (window));
  assert_shows (window, reference);
  iterate ();
  assert_saved (reference);

  /* and it plays on */
  g_assert_true (ui_test_press_key (GTK_WIDGET (window), GDK_KEY_space, 0));
  g_assert_cmpuint (balut_game_get_n_throws (balut_window_get_game (window)), ==, 3);
  iterate ();
  assert_saved (balut_window_get_game (window));

  ui_test_close_window (window);
}

/* Escape (or closing the prompt) is Resume: the game is not lost. */
static void
test_resume_escape (void)
{
  g_autoptr(BalutGame) saved = game_in_play (43, 1, FALSE, 11);
  BalutWindow *window;
  GtkWindow *dialog;

  hold_some (saved);
  write_save (saved);

  window = start_window ();
  dialog = balut_window_get_resume_dialog (window);
  g_assert_nonnull (dialog);
  gtk_window_close (dialog);
  iterate ();
  g_assert_null (balut_window_get_resume_dialog (window));
  assert_shows (window, saved);
  assert_saved (saved);

  ui_test_close_window (window);
  assert_saved (saved);
}

/* New Game at the prompt: the save is removed (the player said so), the
 * New Game dialog opens on a new game. */
static void
test_resume_new_game (void)
{
  g_autoptr(BalutGame) saved = game_in_play (47, 2, FALSE, 3);
  BalutWindow *window;
  GtkWindow *dialog;
  GtkWidget *button;

  balut_test_roll (saved);
  write_save (saved);

  window = start_window ();
  dialog = balut_window_get_resume_dialog (window);
  button = gtk_dialog_get_widget_for_response (GTK_DIALOG (dialog), BALUT_RESUME_RESPONSE_NEW_GAME);
  g_assert_nonnull (button);
  g_signal_emit_by_name (button, "clicked");
  iterate ();

  g_assert_null (balut_window_get_resume_dialog (window));
  g_assert_false (save_exists ());
  g_assert_false (balut_game_is_started (balut_window_get_game (window)));
  g_assert_nonnull (ui_test_find_toplevel (BALUT_TYPE_NEW_GAME_DIALOG));

  ui_test_close_window (window);
  g_assert_false (save_exists ());
}

static gboolean
computer_has_thrown (gpointer data)
{
  BalutWindow *window = data;

  return balut_game_get_n_throws (balut_window_get_game (window)) > 0;
}

/* A computer to play: it waits for the answer, then plays. */
static void
test_resume_computer_waits (void)
{
  g_autoptr(BalutGame) saved = game_in_play (53, 2, TRUE, 1);
  BalutWindow *window;
  GtkWindow *dialog;

  g_assert_cmpuint (balut_game_get_current_player (saved), ==, 1);
  write_save (saved);

  window = start_window ();
  dialog = balut_window_get_resume_dialog (window);
  g_assert_nonnull (dialog);
  ui_test_run_for (1500);
  balut_test_assert_same_game (saved, balut_window_get_game (window));

  gtk_dialog_response (GTK_DIALOG (dialog), BALUT_RESUME_RESPONSE_RESUME);
  ui_test_wait_until (computer_has_thrown, window, 10000, "the computer to throw");

  ui_test_close_window (window);
}

/* A finished game in the save: no question, the window takes it (to
 * record it): recorded in the store, and its save removed. */
static void
test_resume_finished (void)
{
  g_autoptr(BalutGame) saved = game_in_play (59, 1, FALSE, 28);
  BalutWindow *window;

  g_assert_true (balut_game_is_finished (saved));
  write_save (saved);

  window = start_window ();
  g_assert_null (balut_window_get_resume_dialog (window));
  g_assert_null (ui_test_find_toplevel (GTK_TYPE_MESSAGE_DIALOG));
  balut_test_assert_same_game (saved, balut_window_get_game (window));
  iterate ();

  /* recorded in the store, then its save removed */
  {
    g_autofree char *path = balut_store_dup_default_path ();
    g_autoptr(GError) error = NULL;
    g_autoptr(BalutStore) store = balut_store_open (path, &error);
    g_autoptr(GPtrArray) games = NULL;

    g_assert_no_error (error);
    games = balut_store_list_games (store, &error);
    g_assert_no_error (error);
    g_assert_cmpuint (games->len, ==, 1);
    g_assert_false (g_file_test (save_path (), G_FILE_TEST_EXISTS));
  }

  ui_test_close_window (window);
  g_assert_false (g_file_test (save_path (), G_FILE_TEST_EXISTS));
}

/* A game saved before its first throw is no game to resume. */
static void
test_resume_not_started (void)
{
  g_autoptr(BalutGame) saved = game_in_play (61, 3, FALSE, 0);
  BalutWindow *window;

  write_save (saved);
  window = start_window ();
  g_assert_null (balut_window_get_resume_dialog (window));
  g_assert_false (balut_game_is_started (balut_window_get_game (window)));
  ui_test_close_window (window);
}

static GtkWidget *
find_notice (BalutWindow *window)
{
  return ui_test_find_widget (GTK_WIDGET (window), GTK_TYPE_INFO_BAR);
}

static void
append_labels (GtkWidget *widget,
               GString   *text)
{
  if (GTK_IS_LABEL (widget))
    g_string_append_printf (text, "%s\n", gtk_label_get_text (GTK_LABEL (widget)));

  for (GtkWidget *child = gtk_widget_get_first_child (widget);
       child != NULL;
       child = gtk_widget_get_next_sibling (child))
    append_labels (child, text);
}

/* Every label's text in the bar, one a line. */
static char *
notice_text (GtkWidget *bar)
{
  GString *text = g_string_new (NULL);

  append_labels (bar, text);
  return g_string_free (text, FALSE);
}

/* A save that cannot be read: a new game, a notice saying where the
 * file was kept, the file there with its bytes. */
static void
test_broken_save (void)
{
  static const char garbage[] = "{\"format\": \"balut-record\", \"version\": 1, \"vari";
  g_autofree char *dir = g_path_get_dirname (save_path ());
  g_autoptr(GDir) d = NULL;
  g_autofree char *aside = NULL;
  g_autofree char *kept = NULL;
  g_autofree char *text = NULL;
  BalutWindow *window;
  GtkWidget *bar;
  const char *name;

  g_assert_true (g_file_set_contents (save_path (), garbage, -1, NULL));

  window = start_window ();
  g_assert_null (balut_window_get_resume_dialog (window));
  g_assert_false (balut_game_is_started (balut_window_get_game (window)));
  g_assert_false (save_exists ());

  d = g_dir_open (dir, 0, NULL);
  while ((name = g_dir_read_name (d)) != NULL)
    if (g_str_has_prefix (name, "current-game.json.broken-"))
      {
        g_assert_null (aside);
        aside = g_build_filename (dir, name, NULL);
      }
  g_assert_nonnull (aside);
  g_assert_true (g_file_get_contents (aside, &kept, NULL, NULL));
  g_assert_cmpstr (kept, ==, garbage);

  bar = find_notice (window);
  g_assert_nonnull (bar);
  g_assert_true (gtk_widget_get_mapped (bar));
  text = notice_text (bar);
  g_test_message ("%s", text);
  g_assert_nonnull (strstr (text, "The saved game could not be resumed"));
  g_assert_nonnull (strstr (text, aside));
  g_assert_nonnull (strstr (text, "not valid JSON"));

  /* Close */
  gtk_info_bar_response (GTK_INFO_BAR (bar), GTK_RESPONSE_CLOSE);
  g_assert_null (find_notice (window));

  ui_test_close_window (window);
  g_assert_cmpint (g_remove (aside), ==, 0);
}

/* A save that cannot be written: said once in the window. */
static void
test_save_fails (void)
{
  g_autofree char *dir = g_path_get_dirname (save_path ());
  BalutWindow *window = ui_test_open_window ();
  GtkWidget *w = GTK_WIDGET (window);
  g_autofree char *text = NULL;
  GtkWidget *bar;

  /* the save's name taken by a folder */
  g_assert_cmpint (g_mkdir (save_path (), 0700), ==, 0);
  g_assert_true (ui_test_press_key (w, GDK_KEY_space, 0));
  iterate ();
  bar = find_notice (window);
  g_assert_nonnull (bar);
  text = notice_text (bar);
  g_assert_nonnull (strstr (text, "This game cannot be saved"));

  /* once */
  g_assert_true (ui_test_press_key (w, GDK_KEY_1, 0));
  iterate ();
  g_assert_null (gtk_widget_get_next_sibling (bar));

  ui_test_close_window (window);
  g_assert_cmpint (g_rmdir (save_path ()), ==, 0);
}

int
main (int   argc,
      char *argv[])
{
  ui_test_init (&argc, &argv);

  g_test_add_func ("/balut/ui/resume/saves-every-action", test_saves_every_action);
  g_test_add_func ("/balut/ui/resume/abandon", test_abandon);
  g_test_add_func ("/balut/ui/resume/resume", test_resume);
  g_test_add_func ("/balut/ui/resume/escape-resumes", test_resume_escape);
  g_test_add_func ("/balut/ui/resume/new-game", test_resume_new_game);
  g_test_add_func ("/balut/ui/resume/computer-waits", test_resume_computer_waits);
  g_test_add_func ("/balut/ui/resume/finished", test_resume_finished);
  g_test_add_func ("/balut/ui/resume/not-started", test_resume_not_started);
  g_test_add_func ("/balut/ui/resume/broken-save", test_broken_save);
  g_test_add_func ("/balut/ui/resume/save-fails", test_save_fails);

  return g_test_run ();
}
