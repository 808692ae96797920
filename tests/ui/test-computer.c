/* test-computer.c — computer players, their levels and the hint, in the real window
 *
 * SPDX-FileCopyrightText: 2026 The Balut developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The strategy engine works in a thread for the window: a computer
 * seat's turn at its level, and the hint with the Expert options. These
 * tests play games of computer players to the end and compare them with
 * the same game played by the core (balut_strategy_play_level_turn());
 * choose levels in the New Game dialog; check the hint's text against
 * balut_strategy_decide(), its marks on the dice and the sheet, the
 * assisted mark, and when it is offered; and change the game while the
 * engine is still at work (a new game, an undo, the window closing):
 * the late result is dropped.
 */

#include "config.h"

#include <string.h>

#include "balut-describe.h"
#include "balut-die-button.h"
#include "balut-format.h"
#include "balut-guess.h"
#include "balut-hint-popover.h"
#include "balut-new-game-dialog.h"
#include "balut-preferences-window.h"
#include "balut-record.h"
#include "balut-autosave.h"
#include "ui-test-utils.h"

/* ------------------------------------------------------------------ */
/* Helpers                                                             */
/* ------------------------------------------------------------------ */

/* A window whose first game is one person's: nobody plays by itself
 * before the test gives the window its game. */
static BalutWindow *
open_window (gboolean animations)
{
  g_autoptr(GSettings) settings = ui_test_dup_settings ();
  const char * const names[] = { "Maria", NULL };
  const char * const kinds[] = { "human", NULL };

  g_settings_set_strv (settings, "player-names", names);
  g_settings_set_strv (settings, "player-kinds", kinds);
  g_settings_reset (settings, "player-levels");
  g_settings_reset (settings, "computer-speed");
  /* H gives the hint at once (the question before the first one is
   * test-hint's) */
  g_settings_set_boolean (settings, "ask-before-hint", FALSE);
  return ui_test_open_desktop_window (animations);
}

static gboolean
game_finished (gpointer data)
{
  return balut_game_is_finished (BALUT_GAME (data));
}

static gboolean
window_not_thinking (gpointer data)
{
  return !balut_session_is_thinking (balut_window_get_session (BALUT_WINDOW (data)));
}

static gboolean
results_shown (gpointer data)
{
  return balut_window_get_results_dialog (BALUT_WINDOW (data)) != NULL;
}

static gboolean
widget_mapped (gpointer data)
{
  return gtk_widget_get_mapped (GTK_WIDGET (data));
}

/* The Hint button follows win.hint: insensitive while it is disabled. */
static gboolean
hint_enabled (BalutWindow *window)
{
  return gtk_widget_get_sensitive (balut_window_get_hint_button (window));
}

/* Plays the current player's turn through the game (as a person would,
 * with the strategy's moves): the window follows. */
static void
play_turn_in_core (BalutGame *game)
{
  g_autoptr(GError) error = NULL;

  g_assert_true (balut_strategy_play_turn (game, NULL, &error));
  g_assert_no_error (error);
}

static void
assert_same_turns (BalutGame *game,
                   BalutGame *reference,
                   guint      from,
                   guint      to)
{
  for (guint t = from; t < to; t++)
    {
      const BalutTurn *a = balut_game_get_turn (game, t);
      const BalutTurn *b = balut_game_get_turn (reference, t);

      g_assert_cmpuint (a->player, ==, b->player);
      g_assert_cmpuint (a->n_throws, ==, b->n_throws);
      for (guint k = 0; k < a->n_throws; k++)
        g_assert_cmpmem (a->throws[k], BALUT_N_DICE, b->throws[k], BALUT_N_DICE);
      g_assert_true (a->entered && b->entered);
      g_assert_cmpuint (a->box.category, ==, b->box.category);
      g_assert_cmpuint (a->box.box, ==, b->box.box);
      g_assert_cmpint (a->score, ==, b->score);
    }
}

/* With $BALUT_TEST_SCREENSHOTS set to a folder, the whole screen (popovers
 * included, which a window's own rendering leaves out) goes to
 * NAME.png there, through ImageMagick's import. */
static void
screenshot (GtkWidget  *widget,
            const char *name)
{
  const char *dir = g_getenv ("BALUT_TEST_SCREENSHOTS");
  g_autofree char *file = NULL;
  g_autofree char *command = NULL;
  g_autoptr(GError) error = NULL;

  if (dir == NULL)
    return;

  ui_test_wait_for_frame (widget);
  ui_test_run_for (300);
  file = g_strdup_printf ("%s/%s.png", dir, name);
  command = g_strdup_printf ("/usr/bin/import -window root %s", file);
  if (!g_spawn_command_line_sync (command, NULL, NULL, NULL, &error))
    g_test_message ("no screenshot %s: %s", file, error->message);
}

/* ------------------------------------------------------------------ */
/* Computer players to the end                                         */
/* ------------------------------------------------------------------ */

typedef struct
{
  BalutWindow *window;
  guint        n_checks;
} Watch;

static void
computers_move_cb (BalutGame  *game,
                   GParamSpec *pspec,
                   Watch      *watch)
{
  /* while computers play, nobody at the screen can throw or ask for a hint */
  if (!balut_game_is_finished (game))
    {
      g_assert_false (hint_enabled (watch->window));
      g_assert_false (gtk_widget_get_sensitive (balut_window_get_roll_button (watch->window)));
      watch->n_checks++;
    }
}

static void
play_computers (BalutVariant variant,
                guint64      seed,
                BalutLevel   first,
                BalutLevel   second)
{
  g_autoptr(BalutGame) game = ui_test_new_game (variant, seed,
                                                "Ada", BALUT_PLAYER_COMPUTER, first,
                                                "Bo", BALUT_PLAYER_COMPUTER, second, NULL);
  g_autoptr(BalutGame) reference = ui_test_new_game (variant, seed,
                                                     "Ada", BALUT_PLAYER_COMPUTER, first,
                                                     "Bo", BALUT_PLAYER_COMPUTER, second, NULL);
  BalutWindow *window = open_window (FALSE);
  BalutSheetView *sheet_view = BALUT_SHEET_VIEW (balut_window_get_sheet_view (window));
  Watch watch = { window, 0 };
  g_autoptr(GError) error = NULL;
  g_autofree char *final_text = NULL;
  GtkWidget *final_label;
  double waited;

  balut_window_set_computer_pause (window, 1);
  balut_window_set_game (window, game);
  g_signal_connect (game, "notify::n-throws", G_CALLBACK (computers_move_cb), &watch);
  g_signal_connect (game, "notify::current-player", G_CALLBACK (computers_move_cb), &watch);

  waited = ui_test_wait_until (game_finished, game, 600000, "the computer players to finish the game");
  g_test_message ("%s: %u turns in %.0f ms", balut_variant_to_string (variant),
                  balut_game_get_n_turns (game), waited);
  g_signal_handlers_disconnect_by_data (game, &watch);
  g_assert_cmpuint (watch.n_checks, >, balut_game_get_n_turns (game));
  /* the results come once the last entry has been seen */
  ui_test_wait_until (results_shown, window, 10000, "the results");

  /* the same game played by the core, each player at its level */
  while (!balut_game_is_finished (reference))
    {
      g_assert_true (balut_strategy_play_level_turn (reference, &error));
      g_assert_no_error (error);
    }
  g_assert_cmpuint (balut_game_get_n_turns (game), ==, balut_game_get_n_turns (reference));
  assert_same_turns (game, reference, 0, balut_game_get_n_turns (game));
  for (guint i = 0; i < 2; i++)
    {
      BalutPlayer *a = balut_game_get_player (game, i);
      BalutPlayer *b = balut_game_get_player (reference, i);

      g_assert_cmpint (balut_player_get_level (a), ==, i == 0 ? first : second);
      g_assert_cmpint (balut_player_get_final_points (a), ==, balut_player_get_final_points (b));
      g_assert_cmpuint (balut_player_get_score_total (a), ==, balut_player_get_score_total (b));
      g_assert_cmpuint (balut_game_get_place (game, i), ==, balut_game_get_place (reference, i));
    }
  g_assert_false (balut_game_get_assisted (game));

  /* the window shows the end: the results, and the final points */
  g_assert_nonnull (balut_window_get_results_dialog (window));
  final_label = balut_sheet_view_get_value_label (sheet_view, "final_value");
  final_text = balut_format_points (balut_player_get_final_points (balut_game_get_player (game, balut_sheet_view_get_player (sheet_view))));
  g_assert_cmpstr (gtk_label_get_text (GTK_LABEL (final_label)), ==, final_text);
  g_assert_false (hint_enabled (window));

  ui_test_wait_until (window_not_thinking, window, 10000, "the engine to be idle");
  ui_test_close_window (window);
}

static void
test_computers_standard (void)
{
  play_computers (BALUT_VARIANT_STANDARD, 6061, BALUT_LEVEL_BEGINNER, BALUT_LEVEL_EXPERT);
}

static void
test_computers_jackpot (void)
{
  play_computers (BALUT_VARIANT_JACKPOT, 1997, BALUT_LEVEL_CASUAL, BALUT_LEVEL_STRONG);
}

/* ------------------------------------------------------------------ */
/* The computer's speed                                                */
/* ------------------------------------------------------------------ */

static gboolean
turn_is_over (gpointer data)
{
  BalutGame *game = data;

  return balut_game_get_turn_number (game) >= 2;   /* counted from 1 */
}

static void
count_cb (GObject    *object,
          GParamSpec *pspec,
          guint      *count)
{
  (*count)++;
}

/* The preference sets the pause; moves stay visible (the throws animate). */
static void
test_speed (void)
{
  g_autoptr(GSettings) settings = ui_test_dup_settings ();
  g_autoptr(BalutGame) game = ui_test_new_game (BALUT_VARIANT_STANDARD, 12, "Ada", BALUT_PLAYER_COMPUTER, BALUT_LEVEL_CASUAL, NULL);
  BalutWindow *window = open_window (TRUE);
  GtkWidget *dice_view = balut_window_get_dice_view (window);
  GtkWindow *preferences;
  GtkWidget *dropdown;
  guint n_animating = 0;
  double waited;

  /* the preferences window shows and sets it */
  g_assert_cmpint (g_settings_get_enum (settings, "computer-speed"), ==, 1);
  gtk_widget_activate_action (GTK_WIDGET (window), "win.preferences", NULL);
  preferences = ui_test_find_toplevel (BALUT_TYPE_PREFERENCES_WINDOW);
  g_assert_nonnull (preferences);
  dropdown = ui_test_find_widget (GTK_WIDGET (preferences), GTK_TYPE_DROP_DOWN);
  g_assert_nonnull (dropdown);
  g_assert_cmpuint (gtk_drop_down_get_selected (GTK_DROP_DOWN (dropdown)), ==, 1);
  gtk_drop_down_set_selected (GTK_DROP_DOWN (dropdown), 0);
  g_assert_cmpint (g_settings_get_enum (settings, "computer-speed"), ==, 0);
  g_settings_set_enum (settings, "computer-speed", 2);
  g_assert_cmpuint (gtk_drop_down_get_selected (GTK_DROP_DOWN (dropdown)), ==, 2);
  ui_test_wait_until (widget_mapped, preferences, 10000, "the preferences to be mapped");
  screenshot (GTK_WIDGET (preferences), "preferences");
  gtk_window_destroy (preferences);

  /* fast: a throw and an entry at least, 250 ms apart, the throws animated */
  g_signal_connect (dice_view, "notify::animating", G_CALLBACK (count_cb), &n_animating);
  balut_window_set_game (window, game);
  waited = ui_test_wait_until (turn_is_over, game, 30000, "the computer's turn");
  g_test_message ("a fast computer turn took %.0f ms", waited);
  g_assert_cmpfloat (waited, >=, 2 * 240);
  g_assert_cmpuint (n_animating, >=, 2);
  g_signal_handlers_disconnect_by_data (dice_view, &n_animating);

  g_settings_reset (settings, "computer-speed");
  ui_test_wait_until (window_not_thinking, window, 10000, "the engine to be idle");
  ui_test_close_window (window);
}

/* ------------------------------------------------------------------ */
/* A computer's entry held on screen                                   */
/* ------------------------------------------------------------------ */

typedef struct
{
  BalutWindow *window;
  guint        n_entered;
  guint        n_held;
  guint        player;
  BalutBox     box;
  gint         score;
} EntryWatch;

/* Runs after the window's own handler: what the window shows then */
static void
entry_cb (BalutSession *session,
          guint         player,
          guint         category,
          guint         box,
          gint          score,
          EntryWatch   *watch)
{
  watch->n_entered++;
  watch->player = player;
  watch->box.category = category;
  watch->box.box = box;
  watch->score = score;
  if (balut_session_get_holding (session))
    watch->n_held++;
}

static gboolean
entered (gpointer data)
{
  return ((EntryWatch *) data)->n_entered > 0;
}

static gboolean
not_holding (gpointer data)
{
  return !balut_session_get_holding (BALUT_SESSION (data));
}

static gboolean
two_entries_more (gpointer data)
{
  return ((EntryWatch *) data)->n_entered >= 2;
}

/* The computer's entry is drawn on its own sheet, the box marked and the
 * entry said ("Expert entered 24 in Sixes, box 2") in place of the
 * status line and to screen readers, until the hold ends; then the next
 * player's turn shows. The preference turns the hold off. Driven by the
 * session's signals, not by time: the hold is long, and ended by the test. */
static void
test_entry_held (void)
{
  g_autoptr(GSettings) settings = ui_test_dup_settings ();
  g_autoptr(BalutGame) game = ui_test_new_game (BALUT_VARIANT_STANDARD, 31,
                                                "Expert", BALUT_PLAYER_COMPUTER, BALUT_LEVEL_EXPERT,
                                                "Maria", BALUT_PLAYER_HUMAN, 0, NULL);
  BalutWindow *window = open_window (FALSE);
  BalutSession *session = balut_window_get_session (window);
  BalutSheetView *sheet_view = BALUT_SHEET_VIEW (balut_window_get_sheet_view (window));
  EntryWatch watch = { window, 0, 0, 0, { 0, 0 }, 0 };
  g_autofree char *expected = NULL;
  g_autofree char *value = NULL;
  const BalutTurn *turn;
  GtkWidget *button;

  g_assert_true (g_settings_get_boolean (settings, "hold-computer-entries"));
  balut_window_set_computer_pause (window, 1);
  /* the preference: three pauses */
  g_assert_cmpuint (balut_session_get_computer_hold (session), ==, 3);
  balut_session_set_computer_hold (session, 600000);
  g_signal_connect (session, "computer-entered", G_CALLBACK (entry_cb), &watch);
  balut_window_set_game (window, game);

  ui_test_wait_until (entered, &watch, 60000, "the computer's entry");
  g_assert_cmpuint (watch.n_held, ==, 1);
  g_assert_true (balut_session_get_holding (session));
  /* the game has passed the turn on … */
  g_assert_cmpuint (balut_game_get_current_player (game), ==, 1);
  turn = balut_game_get_turn (game, 0);
  g_assert_true (turn->entered);
  g_assert_cmpuint (watch.player, ==, 0);
  g_assert_cmpint (watch.box.category, ==, turn->box.category);
  g_assert_cmpuint (watch.box.box, ==, turn->box.box);
  g_assert_cmpint (watch.score, ==, turn->score);

  /* … but the window still shows the computer's sheet, the box marked */
  g_assert_cmpuint (balut_sheet_view_get_player (sheet_view), ==, 0);
  button = balut_sheet_view_get_box (sheet_view, turn->box.category, turn->box.box);
  g_assert_true (gtk_widget_has_css_class (button, "entered"));
  value = turn->score > 0 ? g_strdup_printf ("%d", turn->score) : g_strdup ("–");
  g_assert_cmpstr (gtk_label_get_text (GTK_LABEL (gtk_button_get_child (GTK_BUTTON (button)))), ==, value);
  g_assert_nonnull (strstr (balut_widget_get_description (button), ", just entered"));
  expected = turn->score > 0
             ? g_strdup_printf ("Expert entered %d in %s, box %u", turn->score,
                                balut_category_get_label (turn->box.category), turn->box.box + 1)
             : g_strdup_printf ("Expert struck %s, box %u",
                                balut_category_get_label (turn->box.category), turn->box.box + 1);
  g_assert_cmpstr (gtk_label_get_text (window->hold_label), ==, expected);
  g_assert_true (gtk_widget_get_visible (GTK_WIDGET (window->hold_label)));
  g_assert_false (gtk_widget_get_visible (GTK_WIDGET (window->status_label)));
  g_assert_cmpint (gtk_accessible_get_accessible_role (GTK_ACCESSIBLE (window->hold_label)), ==,
                   GTK_ACCESSIBLE_ROLE_ALERT);
  /* nobody moves meanwhile, and the computer's sheet stays */
  g_assert_false (gtk_widget_get_sensitive (balut_window_get_roll_button (window)));
  g_assert_false (hint_enabled (window));
  ui_test_wait_for_frame (GTK_WIDGET (window));
  g_assert_cmpuint (balut_sheet_view_get_player (sheet_view), ==, 0);
  ui_test_save_png (GTK_WIDGET (window), "computer-entry-held");
  screenshot (GTK_WIDGET (window), "computer-entry-held-screen");

  /* the hold ends: Maria's turn shows */
  balut_session_end_hold (session);
  g_assert_false (balut_session_get_holding (session));
  g_assert_cmpuint (balut_sheet_view_get_player (sheet_view), ==, 1);
  g_assert_false (gtk_widget_has_css_class (button, "entered"));
  g_assert_false (gtk_widget_get_visible (GTK_WIDGET (window->hold_label)));
  g_assert_true (gtk_widget_get_visible (GTK_WIDGET (window->status_label)));
  g_assert_cmpstr (balut_window_get_status (window), ==, "Maria — roll the dice");
  g_assert_true (gtk_widget_get_sensitive (balut_window_get_roll_button (window)));

  /* a short hold ends by itself */
  balut_session_set_computer_hold (session, 50);
  play_turn_in_core (game);
  ui_test_wait_until (two_entries_more, &watch, 60000, "the computer's second entry");
  g_assert_cmpuint (watch.n_held, ==, 2);
  ui_test_wait_until (not_holding, session, 60000, "the hold to end");
  g_assert_cmpuint (balut_sheet_view_get_player (sheet_view), ==, 1);

  /* the preference off: the next turn shows at once */
  g_settings_set_boolean (settings, "hold-computer-entries", FALSE);
  g_assert_cmpuint (balut_session_get_computer_hold (session), ==, 0);
  watch.n_entered = 0;
  play_turn_in_core (game);
  ui_test_wait_until (entered, &watch, 60000, "the computer's third entry");
  g_assert_cmpuint (watch.n_held, ==, 2);
  g_assert_false (balut_session_get_holding (session));
  g_assert_cmpuint (balut_sheet_view_get_player (sheet_view), ==, 1);
  g_assert_false (gtk_widget_get_visible (GTK_WIDGET (window->hold_label)));

  g_signal_handlers_disconnect_by_data (session, &watch);
  g_settings_reset (settings, "hold-computer-entries");
  ui_test_wait_until (window_not_thinking, window, 10000, "the engine to be idle");
  ui_test_close_window (window);
}

/* ------------------------------------------------------------------ */
/* Levels from the New Game dialog                                     */
/* ------------------------------------------------------------------ */

static void
assert_record_levels (BalutGame         *game,
                      const char * const *levels)
{
  g_autofree char *data = balut_record_to_data (game, NULL);
  g_autoptr(JsonParser) parser = json_parser_new ();
  g_autoptr(GError) error = NULL;
  JsonArray *players;

  json_parser_load_from_data (parser, data, -1, &error);
  g_assert_no_error (error);
  players = json_object_get_array_member (json_node_get_object (json_parser_get_root (parser)), "players");
  g_assert_cmpuint (json_array_get_length (players), ==, g_strv_length ((char **) levels));
  for (guint i = 0; levels[i] != NULL; i++)
    {
      JsonObject *player = json_array_get_object_element (players, i);

      if (*levels[i] == '\0')
        g_assert_false (json_object_has_member (player, "level"));
      else
        g_assert_cmpstr (json_object_get_string_member (player, "level"), ==, levels[i]);
    }
}

/* The New Game dialog, as Ctrl+N opens it (the window's game not begun) */
static BalutNewGameDialog *
open_new_game_dialog (BalutWindow *window)
{
  GtkWindow *dialog;

  gtk_widget_activate_action (GTK_WIDGET (window), "win.new-game", NULL);
  dialog = ui_test_find_toplevel (BALUT_TYPE_NEW_GAME_DIALOG);
  g_assert_nonnull (dialog);
  return BALUT_NEW_GAME_DIALOG (dialog);
}

/* The last seat's guess lies inside the dialog's scrolled area as shown */
static gboolean
guesses_in_sight (gpointer data)
{
  BalutNewGameDialog *dialog = data;
  GtkWidget *scroller = gtk_window_get_child (GTK_WINDOW (dialog));
  GtkWidget *spin = balut_new_game_dialog_get_guess_spin (dialog, 1);
  graphene_rect_t r;

  return gtk_widget_compute_bounds (spin, scroller, &r)
         && r.origin.y >= 0 && r.origin.y + r.size.height <= gtk_widget_get_height (scroller);
}

static void
test_new_game_levels (void)
{
  g_autoptr(GSettings) settings = ui_test_dup_settings ();
  BalutWindow *window = open_window (FALSE);
  BalutNewGameDialog *dialog;
  g_autoptr(BalutGame) default_game = NULL;
  g_auto(GStrv) saved = NULL;
  const char * const record_levels[] = { "", "expert", "beginner", "strong", NULL };
  const char * const saved_levels[] = { "strong", "expert", "beginner", "strong", NULL };
  BalutGame *game;
  GtkWidget *button;

  /* the window's first game is not started: the dialog opens at once */
  dialog = open_new_game_dialog (window);

  /* a person has no level */
  g_assert_false (gtk_widget_get_visible (balut_new_game_dialog_get_level_chooser (dialog, 0)));
  for (guint i = 0; i < 3; i++)
    gtk_widget_activate_action (GTK_WIDGET (dialog), "new-game.add-player", NULL);

  /* a computer seat gets a level chooser, Strong at first */
  for (guint seat = 1; seat <= 3; seat++)
    {
      GtkWidget *level = balut_new_game_dialog_get_level_chooser (dialog, seat);

      g_assert_false (gtk_widget_get_visible (level));
      gtk_drop_down_set_selected (GTK_DROP_DOWN (balut_new_game_dialog_get_kind_chooser (dialog, seat)),
                                  BALUT_PLAYER_COMPUTER);
      g_assert_true (gtk_widget_get_visible (level));
      g_assert_cmpuint (gtk_drop_down_get_selected (GTK_DROP_DOWN (level)), ==, BALUT_LEVEL_STRONG);
      g_assert_cmpuint (g_list_model_get_n_items (gtk_drop_down_get_model (GTK_DROP_DOWN (level))), ==, BALUT_N_LEVELS);
      g_assert_cmpstr (gtk_string_list_get_string (GTK_STRING_LIST (gtk_drop_down_get_model (GTK_DROP_DOWN (level))), BALUT_LEVEL_EXPERT),
                       ==, balut_level_get_label (BALUT_LEVEL_EXPERT));
    }
  gtk_drop_down_set_selected (GTK_DROP_DOWN (balut_new_game_dialog_get_level_chooser (dialog, 1)), BALUT_LEVEL_EXPERT);
  gtk_drop_down_set_selected (GTK_DROP_DOWN (balut_new_game_dialog_get_level_chooser (dialog, 2)), BALUT_LEVEL_BEGINNER);

  /* a seat switched to a person and back keeps its level */
  gtk_drop_down_set_selected (GTK_DROP_DOWN (balut_new_game_dialog_get_kind_chooser (dialog, 2)), BALUT_PLAYER_HUMAN);
  g_assert_false (gtk_widget_get_visible (balut_new_game_dialog_get_level_chooser (dialog, 2)));
  gtk_drop_down_set_selected (GTK_DROP_DOWN (balut_new_game_dialog_get_kind_chooser (dialog, 2)), BALUT_PLAYER_COMPUTER);
  g_assert_cmpuint (gtk_drop_down_get_selected (GTK_DROP_DOWN (balut_new_game_dialog_get_level_chooser (dialog, 2))),
                    ==, BALUT_LEVEL_BEGINNER);

  ui_test_wait_until (widget_mapped, dialog, 10000, "the dialog to be mapped");
  ui_test_wait_for_frame (GTK_WIDGET (dialog));
  ui_test_save_png (GTK_WIDGET (dialog), "new-game-levels");
  screenshot (GTK_WIDGET (dialog), "new-game-levels");

  button = ui_test_find_button (GTK_WIDGET (dialog), "Start");
  g_assert_nonnull (button);
  /* nobody plays by itself before the test has looked */
  balut_window_set_computer_pause (window, 60000);
  g_signal_emit_by_name (button, "clicked");
  g_assert_null (ui_test_find_toplevel (BALUT_TYPE_NEW_GAME_DIALOG));

  /* the players have their levels, and so has the record */
  game = balut_window_get_game (window);
  g_assert_cmpuint (balut_game_get_n_players (game), ==, 4);
  g_assert_cmpint (balut_player_get_kind (balut_game_get_player (game, 0)), ==, BALUT_PLAYER_HUMAN);
  g_assert_cmpint (balut_player_get_level (balut_game_get_player (game, 1)), ==, BALUT_LEVEL_EXPERT);
  g_assert_cmpint (balut_player_get_level (balut_game_get_player (game, 2)), ==, BALUT_LEVEL_BEGINNER);
  g_assert_cmpint (balut_player_get_level (balut_game_get_player (game, 3)), ==, BALUT_LEVEL_STRONG);
  assert_record_levels (game, record_levels);

  /* remembered with the other seat settings, for the dialog and the next start */
  saved = g_settings_get_strv (settings, "player-levels");
  g_assert_cmpstrv (saved, saved_levels);
  default_game = balut_application_new_default_game (ui_test_get_application ());
  g_assert_cmpint (balut_player_get_level (balut_game_get_player (default_game, 1)), ==, BALUT_LEVEL_EXPERT);
  g_assert_cmpint (balut_player_get_level (balut_game_get_player (default_game, 2)), ==, BALUT_LEVEL_BEGINNER);

  dialog = open_new_game_dialog (window);
  g_assert_cmpuint (gtk_drop_down_get_selected (GTK_DROP_DOWN (balut_new_game_dialog_get_level_chooser (dialog, 1))),
                    ==, BALUT_LEVEL_EXPERT);
  g_assert_cmpuint (gtk_drop_down_get_selected (GTK_DROP_DOWN (balut_new_game_dialog_get_level_chooser (dialog, 2))),
                    ==, BALUT_LEVEL_BEGINNER);
  g_assert_true (gtk_widget_get_visible (balut_new_game_dialog_get_level_chooser (dialog, 3)));
  gtk_window_destroy (GTK_WINDOW (dialog));

  ui_test_close_window (window);
}

/* Computer seats left unnamed are called by their level, and no two
 * seats share a name: "Expert 2" after a person called Expert, "Expert 3"
 * for the next Expert; the entry shows it while empty, and follows the
 * level. */
static void
test_default_names (void)
{
  BalutWindow *window = open_window (FALSE);
  BalutNewGameDialog *dialog;
  g_autoptr(BalutGame) game = NULL;
  g_autoptr(BalutGame) default_game = NULL;
  g_autoptr(GError) error = NULL;
  static const struct { BalutPlayerKind kind; BalutLevel level; const char *typed, *name; } seats[BALUT_MAX_PLAYERS] = {
    { BALUT_PLAYER_HUMAN, 0, "Expert", "Expert" },
    { BALUT_PLAYER_COMPUTER, BALUT_LEVEL_EXPERT, "", "Expert 2" },
    { BALUT_PLAYER_COMPUTER, BALUT_LEVEL_EXPERT, "  ", "Expert 3" },
    { BALUT_PLAYER_COMPUTER, BALUT_LEVEL_BEGINNER, "", "Beginner" },
    { BALUT_PLAYER_HUMAN, 0, "", "Player 5" },
    { BALUT_PLAYER_COMPUTER, BALUT_LEVEL_STRONG, "Ada", "Ada" },
    /* issue 26: what reorders or breaks the text is left out, a name of
     * nothing visible is no name; joiners inside a name stay */
    { BALUT_PLAYER_HUMAN, 0, "\xe2\x80\xae" "Bo\xe2\x80\xa8" "b\xe2\x80\x8b", "Bob" },
    { BALUT_PLAYER_HUMAN, 0, "\xe2\x80\x8b\xe3\x85\xa4 \xc2\xad", "Player 8" },
  };

  dialog = open_new_game_dialog (window);
  for (guint i = 1; i < G_N_ELEMENTS (seats); i++)
    gtk_widget_activate_action (GTK_WIDGET (dialog), "new-game.add-player", NULL);
  for (guint i = 0; i < G_N_ELEMENTS (seats); i++)
    {
      gtk_drop_down_set_selected (GTK_DROP_DOWN (balut_new_game_dialog_get_kind_chooser (dialog, i)), seats[i].kind);
      if (seats[i].kind == BALUT_PLAYER_COMPUTER)
        gtk_drop_down_set_selected (GTK_DROP_DOWN (balut_new_game_dialog_get_level_chooser (dialog, i)), seats[i].level);
      gtk_editable_set_text (GTK_EDITABLE (balut_new_game_dialog_get_name_entry (dialog, i)), seats[i].typed);
    }
  /* an empty entry shows the name its seat will get */
  g_assert_cmpstr (gtk_entry_get_placeholder_text (GTK_ENTRY (balut_new_game_dialog_get_name_entry (dialog, 1))), ==, "Expert 2");
  g_assert_cmpstr (gtk_entry_get_placeholder_text (GTK_ENTRY (balut_new_game_dialog_get_name_entry (dialog, 3))), ==, "Beginner");
  g_assert_cmpstr (gtk_entry_get_placeholder_text (GTK_ENTRY (balut_new_game_dialog_get_name_entry (dialog, 4))), ==, "Player 5");

  game = balut_new_game_dialog_create_game (dialog, 1, &error);
  g_assert_no_error (error);
  /* … and the game gets, as does the next start's game (the seats are
   * remembered, the unnamed ones without a name) */
  default_game = balut_application_new_default_game (ui_test_get_application ());
  g_assert_cmpuint (balut_game_get_n_players (default_game), ==, G_N_ELEMENTS (seats));
  for (guint i = 0; i < G_N_ELEMENTS (seats); i++)
    {
      g_assert_cmpstr (balut_player_get_name (balut_game_get_player (game, i)), ==, seats[i].name);
      g_assert_cmpstr (balut_player_get_name (balut_game_get_player (default_game, i)), ==, seats[i].name);
    }

  /* the name follows the level, and the person's name */
  gtk_drop_down_set_selected (GTK_DROP_DOWN (balut_new_game_dialog_get_level_chooser (dialog, 3)), BALUT_LEVEL_CASUAL);
  g_assert_cmpstr (gtk_entry_get_placeholder_text (GTK_ENTRY (balut_new_game_dialog_get_name_entry (dialog, 3))), ==, "Casual");
  gtk_editable_set_text (GTK_EDITABLE (balut_new_game_dialog_get_name_entry (dialog, 0)), "Maria");
  g_assert_cmpstr (gtk_entry_get_placeholder_text (GTK_ENTRY (balut_new_game_dialog_get_name_entry (dialog, 1))), ==, "Expert");
  g_assert_cmpstr (gtk_entry_get_placeholder_text (GTK_ENTRY (balut_new_game_dialog_get_name_entry (dialog, 2))), ==, "Expert 2");

  gtk_window_destroy (GTK_WINDOW (dialog));
  ui_test_close_window (window);
}

/* A computer seat's Balut guess is the computer's (R24): the most likely
 * number for the table, following the variant and the number of seats;
 * people set theirs. */
static void
test_computer_guesses (void)
{
  BalutWindow *window = open_window (FALSE);
  BalutNewGameDialog *dialog;
  g_autoptr(BalutGame) game = NULL;
  g_autoptr(GError) error = NULL;
  GtkWidget *variant, *guesses;

  dialog = open_new_game_dialog (window);
  variant = GTK_WIDGET (gtk_widget_get_template_child (GTK_WIDGET (dialog), BALUT_TYPE_NEW_GAME_DIALOG, "variant_dropdown"));
  guesses = GTK_WIDGET (gtk_widget_get_template_child (GTK_WIDGET (dialog), BALUT_TYPE_NEW_GAME_DIALOG, "guesses_switch"));
  gtk_switch_set_active (GTK_SWITCH (guesses), TRUE);
  gtk_drop_down_set_selected (GTK_DROP_DOWN (variant), BALUT_VARIANT_STANDARD);
  gtk_widget_activate_action (GTK_WIDGET (dialog), "new-game.add-player", NULL);
  gtk_drop_down_set_selected (GTK_DROP_DOWN (balut_new_game_dialog_get_kind_chooser (dialog, 0)), BALUT_PLAYER_HUMAN);
  gtk_drop_down_set_selected (GTK_DROP_DOWN (balut_new_game_dialog_get_kind_chooser (dialog, 1)), BALUT_PLAYER_COMPUTER);

  /* the person's to set, the computer's made */
  g_assert_true (gtk_widget_get_sensitive (balut_new_game_dialog_get_guess_spin (dialog, 0)));
  g_assert_false (gtk_widget_get_sensitive (balut_new_game_dialog_get_guess_spin (dialog, 1)));
  g_assert_cmpint (gtk_spin_button_get_value_as_int (GTK_SPIN_BUTTON (balut_new_game_dialog_get_guess_spin (dialog, 1))),
                   ==, balut_guess_baluts (BALUT_VARIANT_STANDARD, 2));
  ui_test_wait_until (widget_mapped, dialog, 10000, "the dialog to be mapped");
  /* the guesses are in sight without scrolling: the dialog grew to them */
  ui_test_wait_until (guesses_in_sight, dialog, 10000, "the guesses to be in sight");
  ui_test_wait_for_frame (GTK_WIDGET (dialog));
  ui_test_save_png (GTK_WIDGET (dialog), "new-game-computer-guesses");
  /* … and it follows the table: eight seats, then Jackpot Balut */
  for (guint i = 2; i < BALUT_MAX_PLAYERS; i++)
    gtk_widget_activate_action (GTK_WIDGET (dialog), "new-game.add-player", NULL);
  g_assert_cmpint (gtk_spin_button_get_value_as_int (GTK_SPIN_BUTTON (balut_new_game_dialog_get_guess_spin (dialog, 1))),
                   ==, balut_guess_baluts (BALUT_VARIANT_STANDARD, BALUT_MAX_PLAYERS));
  gtk_drop_down_set_selected (GTK_DROP_DOWN (variant), BALUT_VARIANT_JACKPOT);
  g_assert_cmpint (gtk_spin_button_get_value_as_int (GTK_SPIN_BUTTON (balut_new_game_dialog_get_guess_spin (dialog, 1))),
                   ==, balut_guess_baluts (BALUT_VARIANT_JACKPOT, BALUT_MAX_PLAYERS));
  g_assert_cmpuint (balut_guess_baluts (BALUT_VARIANT_JACKPOT, BALUT_MAX_PLAYERS), !=,
                    balut_guess_baluts (BALUT_VARIANT_JACKPOT, 2));

  /* the person guesses 3; the game has both guesses */
  gtk_spin_button_set_value (GTK_SPIN_BUTTON (balut_new_game_dialog_get_guess_spin (dialog, 0)), 3);
  game = balut_new_game_dialog_create_game (dialog, 1, &error);
  g_assert_no_error (error);
  g_assert_cmpint (balut_player_get_guess (balut_game_get_player (game, 0)), ==, 3);
  g_assert_cmpint (balut_player_get_guess (balut_game_get_player (game, 1)), ==,
                   (gint) balut_guess_baluts (BALUT_VARIANT_JACKPOT, BALUT_MAX_PLAYERS));

  gtk_window_destroy (GTK_WINDOW (dialog));
  ui_test_close_window (window);
}

/* ------------------------------------------------------------------ */
/* The hint                                                            */
/* ------------------------------------------------------------------ */

static gboolean
widget_visible (gpointer data)
{
  return gtk_widget_get_visible (GTK_WIDGET (data));
}

static guint
count_hinted_boxes (BalutSheetView *sheet_view)
{
  guint n = 0;

  for (guint c = 0; c < BALUT_N_CATEGORIES; c++)
    for (guint b = 0; b < BALUT_N_COLUMNS; b++)
      {
        GtkWidget *box = balut_sheet_view_get_box (sheet_view, c, b);

        n += box != NULL && gtk_widget_has_css_class (box, "hint");
      }
  return n;
}

static void
assert_no_hint (BalutWindow *window)
{
  BalutDiceView *dice_view = BALUT_DICE_VIEW (balut_window_get_dice_view (window));

  g_assert_false (gtk_widget_get_visible (balut_window_get_hint_popover (window)));
  for (guint i = 0; i < BALUT_N_DICE; i++)
    {
      GtkWidget *die = balut_dice_view_get_die (dice_view, i);

      g_assert_false (balut_die_button_get_hinted (BALUT_DIE_BUTTON (die)));
      g_assert_false (gtk_widget_has_css_class (die, "hint"));
    }
  g_assert_cmpuint (count_hinted_boxes (BALUT_SHEET_VIEW (balut_window_get_sheet_view (window))), ==, 0);
}

/* Asks for a hint with H and checks it against the engine with the
 * Expert options: the dice it says to hold and the box it says to enter
 * (or to stop in) are marked, and the game counts as assisted. (What the
 * hint says in words is test-hint's.) Returns whether stopping now is
 * best. */
static gboolean
ask_and_check_hint (BalutWindow *window)
{
  BalutGame *game = balut_window_get_game (window);
  BalutDiceView *dice_view = BALUT_DICE_VIEW (balut_window_get_dice_view (window));
  BalutSheetView *sheet_view = BALUT_SHEET_VIEW (balut_window_get_sheet_view (window));
  GtkWidget *popover = balut_window_get_hint_popover (window);
  BalutScoresheet *sheet = balut_player_get_sheet (balut_game_get_player (game, balut_game_get_current_player (game)));
  guint throws_left = balut_game_get_throws_left (game);
  g_autoptr(BalutStrategy) strategy = NULL;
  g_autofree char *text = NULL;
  BalutStrategyOptions opts;
  BalutStrategyDecision decision;
  guint8 dice[BALUT_N_DICE];
  gboolean stop;

  g_assert_true (hint_enabled (window));
  g_assert_true (ui_test_press_key (GTK_WIDGET (window), GDK_KEY_h, 0));
  ui_test_wait_until (widget_visible, popover, 20000, "the hint");

  /* what the engine says, with the Expert options */
  balut_strategy_options_for_level (BALUT_LEVEL_EXPERT, &opts);
  strategy = balut_strategy_new (sheet, &opts);
  balut_dice_get_values (balut_game_get_dice (game), dice);
  g_assert_true (balut_strategy_decide (strategy, dice, throws_left, &decision));
  stop = decision.stop || throws_left == 0;

  text = balut_hint_popover_dup_text (BALUT_HINT_POPOVER (popover));
  g_test_message ("hint:\n%s", text);
  g_assert_cmpstr (text, !=, "");
  g_assert_true (g_str_has_prefix (text, balut_hint_popover_get_summary (BALUT_HINT_POPOVER (popover))));

  /* the dice to hold and the best box are marked */
  for (guint i = 0; i < BALUT_N_DICE; i++)
    {
      GtkWidget *die = balut_dice_view_get_die (dice_view, i);
      gboolean hinted = !stop && decision.held[i];

      g_assert_cmpint (balut_die_button_get_hinted (BALUT_DIE_BUTTON (die)), ==, hinted);
      g_assert_cmpint (gtk_widget_has_css_class (die, "hint"), ==, hinted);
    }
  g_assert_true (gtk_widget_has_css_class (balut_sheet_view_get_box (sheet_view, decision.box.category, decision.box.box), "hint"));
  /* when the hint says throw again, the box is only where to stop */
  g_assert_cmpint (gtk_widget_has_css_class (balut_sheet_view_get_box (sheet_view, decision.box.category,
                                                                       decision.box.box),
                                             "hint-if-stopping"), ==, !stop);
  g_assert_cmpuint (count_hinted_boxes (sheet_view), ==, 1);

  /* help was used */
  g_assert_true (balut_game_get_assisted (game));

  return stop;
}

static void
test_hint (void)
{
  g_autoptr(BalutGame) game = ui_test_new_game (BALUT_VARIANT_STANDARD, 2024, "Maria", BALUT_PLAYER_HUMAN, 0, NULL);
  BalutWindow *window = open_window (FALSE);
  GtkWidget *w = GTK_WIDGET (window);
  BalutSheetView *sheet_view = BALUT_SHEET_VIEW (balut_window_get_sheet_view (window));
  GtkWidget *popover = balut_window_get_hint_popover (window);
  BalutAutosaver *autosaver = balut_session_get_autosaver (balut_window_get_session (window));
  g_autoptr(BalutGame) saved = NULL;
  g_autoptr(GError) error = NULL;
  GtkWidget *box;

  balut_window_set_game (window, game);
  g_assert_true (gtk_widget_get_visible (balut_window_get_hint_button (window)));

  /* before the first throw there is nothing to decide */
  g_assert_false (hint_enabled (window));
  ui_test_press_key (w, GDK_KEY_h, 0);
  g_assert_false (balut_session_is_thinking (balut_window_get_session (window)));
  assert_no_hint (window);
  g_assert_false (balut_game_get_assisted (game));

  /* three sixes: hold them (the text names what the engine says) */
  ui_test_throw (game, 6, 3, 6, 1, 6);
  g_assert_false (ask_and_check_hint (window));
  screenshot (w, "hint-hold");

  /* the save of the game in play keeps the mark */
  g_assert_true (balut_autosaver_flush (autosaver, &error));
  g_assert_no_error (error);
  saved = balut_autosave_load (balut_autosaver_get_path (autosaver), NULL, &error);
  g_assert_no_error (error);
  g_assert_nonnull (saved);
  g_assert_true (balut_game_get_assisted (saved));

  /* holding dice leaves the hint (the dice are the same); asking again
   * shows it again without working it out again */
  gtk_popover_popdown (GTK_POPOVER (popover));
  g_assert_true (ui_test_press_key (w, GDK_KEY_1, 0));
  g_assert_true (balut_die_button_get_hinted (BALUT_DIE_BUTTON (balut_dice_view_get_die (BALUT_DICE_VIEW (balut_window_get_dice_view (window)), 0))));
  g_assert_true (ui_test_press_key (w, GDK_KEY_h, 0));
  g_assert_false (balut_session_is_thinking (balut_window_get_session (window)));
  g_assert_true (gtk_widget_get_visible (popover));
  screenshot (w, "hint-held");

  /* the next throw: the marks go */
  g_assert_true (ui_test_press_key (w, GDK_KEY_space, 0));
  assert_no_hint (window);

  /* the last throw: only boxes */
  g_assert_true (ui_test_press_key (w, GDK_KEY_space, 0));
  g_assert_cmpuint (balut_game_get_throws_left (game), ==, 0);
  g_assert_true (ask_and_check_hint (window));
  g_assert_cmpuint (count_hinted_boxes (sheet_view), ==, 1);

  /* entering the dice: the marks go */
  for (guint c = 0; c < BALUT_N_CATEGORIES; c++)
    for (guint b = 0; b < BALUT_N_COLUMNS; b++)
      if ((box = balut_sheet_view_get_box (sheet_view, c, b)) != NULL && gtk_widget_has_css_class (box, "hint"))
        {
          g_signal_emit_by_name (box, "clicked");
          c = BALUT_N_CATEGORIES;
          break;
        }
  g_assert_cmpuint (balut_game_get_turn_number (game), ==, 2);
  assert_no_hint (window);
  g_assert_false (hint_enabled (window));

  /* a Balut at the first throw: stopping now is best, and the hint says so */
  ui_test_throw (game, 4, 4, 4, 4, 4);
  g_assert_true (ask_and_check_hint (window));
  g_assert_true (g_str_has_prefix (balut_hint_popover_get_summary (BALUT_HINT_POPOVER (popover)), "Stop now and "));
  screenshot (w, "hint-stop");

  /* undo of the entry after it (in the box the hint marks): the marks
   * go too */
  box = NULL;
  for (guint b = 0; b < BALUT_N_REGULAR && box == NULL; b++)
    {
      GtkWidget *candidate = balut_sheet_view_get_box (sheet_view, BALUT_CATEGORY_BALUT, b);

      if (gtk_widget_has_css_class (candidate, "hint"))
        box = candidate;
    }
  g_assert_nonnull (box);
  g_signal_emit_by_name (box, "clicked");
  g_assert_cmpuint (balut_game_get_turn_number (game), ==, 3);
  gtk_widget_activate_action (w, "win.undo", NULL);
  g_assert_cmpuint (balut_game_get_turn_number (game), ==, 2);
  assert_no_hint (window);
  g_assert_true (hint_enabled (window));

  ui_test_close_window (window);
}

typedef struct
{
  BalutWindow *window;
  BalutGame   *game;
  guint        n_checks;
} HintWatch;

static void
no_hint_for_computer_cb (BalutGame  *game,
                         GParamSpec *pspec,
                         HintWatch  *watch)
{
  BalutPlayer *player;

  if (balut_game_is_finished (game))
    return;
  player = balut_game_get_player (game, balut_game_get_current_player (game));
  if (balut_player_get_kind (player) == BALUT_PLAYER_COMPUTER)
    {
      g_assert_false (hint_enabled (watch->window));
      watch->n_checks++;
    }
}

static gboolean
human_to_roll (gpointer data)
{
  HintWatch *watch = data;

  /* … once the computer's entry held on screen has been seen */
  return balut_game_is_finished (watch->game)
         || (balut_game_get_current_player (watch->game) == 1
             && balut_game_get_state (watch->game) == BALUT_GAME_STATE_TURN_START
             && !balut_session_get_holding (balut_window_get_session (watch->window)));
}

static gboolean
human_turn (gpointer data)
{
  HintWatch *watch = data;

  return balut_game_is_finished (watch->game) || balut_game_get_current_player (watch->game) == 1;
}

static gboolean
dice_at_rest (gpointer data)
{
  return !balut_dice_view_is_animating (BALUT_DICE_VIEW (data));
}

/* The hint is offered to a person who has thrown, when the dice are at
 * rest: never on a computer's turn, before a throw or after the end. */
static void
test_hint_offered (void)
{
  g_autoptr(GSettings) settings = ui_test_dup_settings ();
  g_autoptr(BalutGame) game = ui_test_new_game (BALUT_VARIANT_OLATHE, 77,
                                                "Ada", BALUT_PLAYER_COMPUTER, BALUT_LEVEL_STRONG,
                                                "Maria", BALUT_PLAYER_HUMAN, 0, NULL);
  BalutWindow *window = open_window (TRUE);
  GtkWidget *dice_view = balut_window_get_dice_view (window);
  HintWatch watch = { window, game, 0 };

  balut_window_set_computer_pause (window, 1);
  g_signal_connect (game, "notify::n-throws", G_CALLBACK (no_hint_for_computer_cb), &watch);
  g_signal_connect (game, "notify::current-player", G_CALLBACK (no_hint_for_computer_cb), &watch);
  g_signal_connect (game, "notify::state", G_CALLBACK (no_hint_for_computer_cb), &watch);
  balut_window_set_game (window, game);
  g_assert_false (hint_enabled (window));

  ui_test_wait_until (human_to_roll, &watch, 30000, "the person's turn");
  g_assert_false (hint_enabled (window));

  /* not while the dice roll */
  gtk_widget_activate_action (GTK_WIDGET (window), "win.roll", NULL);
  if (balut_dice_view_is_animating (BALUT_DICE_VIEW (dice_view)))
    g_assert_false (hint_enabled (window));
  else
    g_test_message ("the dice did not animate here: animations are off in this desktop");
  ui_test_wait_until (dice_at_rest, dice_view, 10000, "the dice to land");
  g_assert_true (hint_enabled (window));

  /* the rest of the game, quickly: the person's turns through the game */
  g_settings_set_boolean (settings, "animations", FALSE);
  while (!balut_game_is_finished (game))
    {
      ui_test_wait_until (human_turn, &watch, 30000, "the person's turn");
      if (!balut_game_is_finished (game))
        play_turn_in_core (game);
    }
  g_assert_cmpuint (watch.n_checks, >, 28);
  g_assert_false (hint_enabled (window));
  g_assert_false (balut_game_get_assisted (game));
  g_signal_handlers_disconnect_by_data (game, &watch);

  ui_test_wait_until (window_not_thinking, window, 10000, "the engine to be idle");
  ui_test_close_window (window);
}

/* ------------------------------------------------------------------ */
/* Late results are dropped                                            */
/* ------------------------------------------------------------------ */

typedef struct
{
  BalutWindow *window;
  guint        n;
} Discarded;

static gboolean
discarded_more (gpointer data)
{
  Discarded *d = data;

  return balut_session_get_n_discarded (balut_window_get_session (d->window)) > d->n;
}

static gboolean
computer_threw (gpointer data)
{
  BalutGame *game = data;

  return balut_game_get_n_throws (game) > 0;
}

static gboolean
turn_of_first_seat (gpointer data)
{
  BalutGame *game = data;

  return balut_game_get_current_player (game) == 0
         && balut_game_get_state (game) == BALUT_GAME_STATE_TURN_START;
}

static void
test_stale (void)
{
  g_autoptr(BalutGame) game = ui_test_new_game (BALUT_VARIANT_STANDARD, 4711,
                                                "Maria", BALUT_PLAYER_HUMAN, 0,
                                                "Ada", BALUT_PLAYER_COMPUTER, BALUT_LEVEL_EXPERT, NULL);
  g_autoptr(BalutGame) reference = ui_test_new_game (BALUT_VARIANT_STANDARD, 4711,
                                                     "Maria", BALUT_PLAYER_HUMAN, 0,
                                                     "Ada", BALUT_PLAYER_COMPUTER, BALUT_LEVEL_EXPERT, NULL);
  g_autoptr(BalutGame) waiting = ui_test_new_game (BALUT_VARIANT_STANDARD, 99,
                                                   "Ada", BALUT_PLAYER_COMPUTER, BALUT_LEVEL_STRONG,
                                                   "Maria", BALUT_PLAYER_HUMAN, 0, NULL);
  g_autoptr(BalutGame) solo = ui_test_new_game (BALUT_VARIANT_STANDARD, 5, "Maria", BALUT_PLAYER_HUMAN, 0, NULL);
  g_autoptr(BalutGame) last = ui_test_new_game (BALUT_VARIANT_STANDARD, 6,
                                                "Ada", BALUT_PLAYER_COMPUTER, BALUT_LEVEL_CASUAL, NULL);
  BalutWindow *window = open_window (FALSE);
  GtkWidget *w = GTK_WIDGET (window);
  BalutSheetView *sheet_view = BALUT_SHEET_VIEW (balut_window_get_sheet_view (window));
  BalutScoresheet *ada = balut_player_get_sheet (balut_game_get_player (game, 1));
  Discarded discarded = { window, 0 };
  g_autoptr(GError) error = NULL;

  /* the engine is slow (as a heavy value function would make it) */
  balut_session_set_strategy_delay (balut_window_get_session (window), 400);
  balut_window_set_computer_pause (window, 150);
  balut_window_set_game (window, game);

  /* 1. An undo while the computer's turn is being worked out */
  g_assert_true (ui_test_press_key (w, GDK_KEY_space, 0));
  g_signal_emit_by_name (balut_sheet_view_get_box (sheet_view, BALUT_CATEGORY_CHOICE, 0), "clicked");
  g_assert_cmpuint (balut_game_get_current_player (game), ==, 1);
  g_assert_true (balut_session_is_thinking (balut_window_get_session (window)));
  discarded.n = balut_session_get_n_discarded (balut_window_get_session (window));
  gtk_widget_activate_action (w, "win.undo", NULL);
  g_assert_cmpuint (balut_game_get_current_player (game), ==, 0);
  ui_test_wait_until (discarded_more, &discarded, 10000, "the late strategy to be dropped");
  g_assert_cmpuint (balut_game_get_turn_number (game), ==, 1);
  g_assert_cmpuint (balut_scoresheet_get_n_filled (ada), ==, 0);

  /* … the person enters elsewhere, and the computer plays its own turn
   * exactly as the core does */
  g_signal_emit_by_name (balut_sheet_view_get_box (sheet_view, BALUT_CATEGORY_FOURS, 0), "clicked");
  ui_test_wait_until (turn_of_first_seat, game, 30000, "the computer's turn");
  g_assert_true (balut_game_roll (reference, &error));
  g_assert_true (balut_game_enter (reference, BALUT_CATEGORY_FOURS, 0, &error));
  g_assert_true (balut_strategy_play_level_turn (reference, &error));
  g_assert_no_error (error);
  assert_same_turns (game, reference, 0, 2);

  /* 2. A new game while the computer waits for its strategy */
  balut_window_set_computer_pause (window, 1);
  balut_window_set_game (window, waiting);
  ui_test_wait_until (computer_threw, waiting, 10000, "the computer's first throw");
  g_assert_true (balut_session_is_thinking (balut_window_get_session (window)));
  discarded.n = balut_session_get_n_discarded (balut_window_get_session (window));
  balut_window_set_game (window, solo);
  ui_test_wait_until (discarded_more, &discarded, 10000, "the late strategy to be dropped");
  g_assert_cmpuint (balut_game_get_n_throws (waiting), ==, 1);
  g_assert_cmpuint (balut_dice_get_n_held (balut_game_get_dice (waiting)), ==, 0);
  g_assert_cmpuint (balut_game_get_turn_number (waiting), ==, 1);

  /* 3. A hint asked for, then the dice thrown before it came */
  g_assert_true (ui_test_press_key (w, GDK_KEY_space, 0));
  discarded.n = balut_session_get_n_discarded (balut_window_get_session (window));
  g_assert_true (ui_test_press_key (w, GDK_KEY_h, 0));
  g_assert_true (balut_session_is_thinking (balut_window_get_session (window)));
  g_assert_true (ui_test_press_key (w, GDK_KEY_space, 0));
  ui_test_wait_until (discarded_more, &discarded, 10000, "the late hint to be dropped");
  assert_no_hint (window);
  g_assert_false (balut_game_get_assisted (solo));

  /* … and one for a game no longer in the window */
  discarded.n = balut_session_get_n_discarded (balut_window_get_session (window));
  g_assert_true (ui_test_press_key (w, GDK_KEY_h, 0));
  balut_window_set_game (window, game);
  ui_test_wait_until (discarded_more, &discarded, 10000, "the late hint to be dropped");
  assert_no_hint (window);
  g_assert_false (balut_game_get_assisted (solo));

  /* 4. The window closing while the engine works: nothing keeps it, and
   * the late result finds nobody */
  balut_window_set_game (window, last);
  g_assert_true (balut_session_is_thinking (balut_window_get_session (window)));
  ui_test_close_window (window);
  ui_test_run_for (700);
  g_assert_cmpuint (balut_game_get_n_throws (last), <=, 1);
  g_assert_cmpuint (balut_game_get_turn_number (last), ==, 1);
}

int
main (int    argc,
      char **argv)
{
  ui_test_init (&argc, &argv);

  g_test_add_func ("/balut/ui/computer/two-computers-standard", test_computers_standard);
  g_test_add_func ("/balut/ui/computer/two-computers-jackpot", test_computers_jackpot);
  g_test_add_func ("/balut/ui/computer/speed", test_speed);
  g_test_add_func ("/balut/ui/computer/entry-held", test_entry_held);
  g_test_add_func ("/balut/ui/computer/new-game-levels", test_new_game_levels);
  g_test_add_func ("/balut/ui/computer/default-names", test_default_names);
  g_test_add_func ("/balut/ui/computer/guesses-r24", test_computer_guesses);
  g_test_add_func ("/balut/ui/computer/stale-results", test_stale);
  g_test_add_func ("/balut/ui/hint/shows", test_hint);
  g_test_add_func ("/balut/ui/hint/offered", test_hint_offered);

  return g_test_run ();
}
