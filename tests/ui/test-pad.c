/* test-pad.c — the scoring pad in the real window: games played with
 * real dice, typed in or clicked, checked against the core
 *
 * SPDX-FileCopyrightText: 2026 The Balut developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A whole game of each variant through the window: the dice typed as
 * digits and Enter (Balut), clicked as faces with a computer seat
 * throwing on the screen (Jackpot Balut), typed with spaces and the
 * throws used (Olathe). The same dice and boxes played by the core give
 * the same sheets; the record says "mode": "pad" with one throw a turn
 * and verifies with `balut --verify`; the store keeps it as a
 * scoring-pad game. And what cannot be dice is refused, changing
 * nothing; dice are corrected until the box is chosen, and undone after.
 */

#include "config.h"

#include <string.h>

#include <glib/gstdio.h>

#include "balut-new-game-dialog.h"
#include "balut-record.h"
#include "balut-scores-window.h"
#include "balut-simple-player.h"
#include "balut-test-util.h"
#include "ui-test-utils.h"

typedef enum
{
  INPUT_TYPED,      /* "66625", Enter */
  INPUT_CLICKED,    /* five clicks on the faces */
  INPUT_SPACED,     /* "6 6 6 2 5", Enter, and the throws used */
} Input;

typedef struct
{
  BalutVariant  variant;
  Input         input;
  gboolean      with_computer;
  const char   *png;
} PadGame;

static gboolean
session_idle_for_person (gpointer data)
{
  BalutWindow *window = data;
  BalutSession *session = balut_window_get_session (window);
  BalutGame *game = balut_window_get_game (window);

  return balut_game_is_finished (game)
         || (balut_session_is_pad_turn (session) && !balut_session_get_holding (session));
}

static gboolean
results_shown (gpointer data)
{
  return balut_window_get_results_dialog (BALUT_WINDOW (data)) != NULL;
}

static gboolean
grid_has_text (GtkWidget  *grid,
               const char *text)
{
  for (GtkWidget *child = gtk_widget_get_first_child (grid); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    if (GTK_IS_LABEL (child) && strstr (gtk_label_get_text (GTK_LABEL (child)), text) != NULL)
      return TRUE;
  return FALSE;
}

static void
random_dice (GRand  *rand,
             guint8 *dice)
{
  /* now and then five of a kind, for the Balut boxes */
  if (g_rand_int_range (rand, 0, 8) == 0)
    memset (dice, g_rand_int_range (rand, 1, 7), BALUT_N_DICE);
  else
    for (guint i = 0; i < BALUT_N_DICE; i++)
      dice[i] = (guint8) g_rand_int_range (rand, 1, 7);
}

static char *
dice_text (const guint8 *dice,
           const char   *separator)
{
  GString *text = g_string_new (NULL);

  for (guint i = 0; i < BALUT_N_DICE; i++)
    g_string_append_printf (text, "%s%u", i > 0 ? separator : "", dice[i]);
  return g_string_free (text, FALSE);
}

/* A person's turn at the table, through the window */
static void
play_pad_turn (BalutWindow   *window,
               BalutGame     *reference,
               GRand         *rand,
               const PadGame *pg)
{
  BalutGame *game = balut_window_get_game (window);
  BalutSheetView *view = BALUT_SHEET_VIEW (balut_window_get_sheet_view (window));
  guint player = balut_game_get_current_player (game);
  BalutScoresheet *sheet = balut_player_get_sheet (balut_game_get_player (game, player));
  guint8 dice[BALUT_N_DICE], shown[BALUT_N_DICE];
  guint throws_used = 0;
  BalutBox box;
  GtkWidget *focus, *button;

  /* the pad is shown, empty, and nothing is thrown on the screen */
  g_assert_true (gtk_widget_get_visible (window->pad_box));
  g_assert_cmpstr (gtk_editable_get_text (GTK_EDITABLE (window->pad_entry)), ==, "");
  g_assert_false (gtk_widget_get_visible (balut_window_get_roll_button (window)));
  g_assert_cmpuint (balut_game_get_n_throws (game), ==, 0);
  g_assert_cmpuint (balut_sheet_view_get_player (view), ==, player);
  {
    g_autofree char *status = g_strdup_printf ("%s — enter your dice",
                                               balut_player_get_name (balut_game_get_player (game, player)));

    g_assert_cmpstr (balut_window_get_status (window), ==, status);
  }

  random_dice (rand, dice);
  switch (pg->input)
    {
    case INPUT_TYPED:
    case INPUT_SPACED:
      {
        g_autofree char *text = dice_text (dice, pg->input == INPUT_SPACED ? " " : "");

        /* keyboard only: the focus waits in the pad's field */
        focus = gtk_root_get_focus (GTK_ROOT (window));
        g_assert_nonnull (focus);
        g_assert_true (focus == GTK_WIDGET (window->pad_entry)
                       || gtk_widget_is_ancestor (focus, GTK_WIDGET (window->pad_entry)));
        if (pg->input == INPUT_SPACED)
          {
            throws_used = (guint) g_rand_int_range (rand, 0, (gint) balut_game_get_max_throws (game) + 1);
            gtk_drop_down_set_selected (window->pad_throws, throws_used);
          }
        gtk_editable_set_text (GTK_EDITABLE (window->pad_entry), text);
        g_signal_emit_by_name (window->pad_entry, "activate");
      }
      break;
    case INPUT_CLICKED:
      for (guint i = 0; i < BALUT_N_DICE; i++)
        {
          g_assert_cmpuint (balut_game_get_n_throws (game), ==, 0);
          g_signal_emit_by_name (balut_window_get_pad_face (window, dice[i]), "clicked");
        }
      break;
    }

  /* the dice are in: shown as typed, no throws left, previews on the sheet */
  g_assert_cmpuint (balut_game_get_n_throws (game), ==, 1);
  g_assert_cmpuint (balut_game_get_throws_left (game), ==, 0);
  balut_dice_get_values (balut_game_get_dice (game), shown);
  g_assert_cmpmem (shown, sizeof shown, dice, sizeof dice);
  g_assert_false (gtk_widget_has_css_class (GTK_WIDGET (window->pad_message), "error"));

  g_assert_true (balut_simple_player_choose_box (sheet, dice, &box));
  button = balut_sheet_view_get_box (view, box.category, box.box);
  g_assert_true (gtk_widget_get_sensitive (button));
  {
    g_autofree char *preview = g_strdup_printf ("%d", balut_scoresheet_preview (sheet, box.category, box.box, dice));

    g_assert_cmpstr (gtk_label_get_text (GTK_LABEL (gtk_button_get_child (GTK_BUTTON (button)))), ==, preview);
  }
  if (pg->input != INPUT_CLICKED)
    {
      /* the keyboard goes on at the sheet */
      focus = gtk_root_get_focus (GTK_ROOT (window));
      g_assert_true (GTK_IS_BUTTON (focus));
      g_assert_true (gtk_widget_is_ancestor (focus, GTK_WIDGET (view)));
    }
  g_signal_emit_by_name (button, "clicked");

  /* the reference has the people's seats only (a computer's dice are
   * its own, thrown on the screen) */
  if (player < balut_game_get_n_players (reference))
    {
      balut_test_set_pad_dice (reference, dice, throws_used);
      balut_test_enter (reference, box.category, box.box);
    }
}

static void
check_record (BalutGame  *game,
              const char *dir)
{
  g_autofree char *path = g_build_filename (dir, "pad-game.json", NULL);
  g_autofree char *data = balut_record_to_data (game, NULL);
  g_autoptr(JsonParser) parser = json_parser_new ();
  g_autoptr(GError) error = NULL;
  JsonObject *root;
  JsonArray *turns;
  const char *bin = g_getenv ("BALUT_BIN");

  g_assert_true (json_parser_load_from_data (parser, data, -1, &error));
  g_assert_no_error (error);
  root = json_node_get_object (json_parser_get_root (parser));
  g_assert_cmpstr (json_object_get_string_member (root, "mode"), ==, "pad");
  turns = json_object_get_array_member (root, "turns");
  g_assert_cmpuint (json_array_get_length (turns), ==, balut_game_get_n_turns (game));
  for (guint t = 0; t < json_array_get_length (turns); t++)
    {
      JsonObject *turn = json_array_get_object_element (turns, t);

      g_assert_cmpuint (json_array_get_length (json_object_get_array_member (turn, "throws")), ==, 1);
      g_assert_cmpuint (json_array_get_length (json_object_get_array_member (turn, "holds")), ==, 0);
      if (balut_game_get_turn (game, t)->throws_used > 0)
        g_assert_cmpint (json_object_get_int_member (turn, "throws_used"), ==,
                         balut_game_get_turn (game, t)->throws_used);
      else
        g_assert_false (json_object_has_member (turn, "throws_used"));
    }

  /* balut --verify checks it and prints its points */
  g_assert_true (balut_record_save_to_file (game, path, &error));
  g_assert_no_error (error);
  if (bin != NULL)
    {
      const char *argv[] = { bin, "--verify", path, "--json", NULL };
      g_autofree char *out = NULL;
      g_autofree char *err = NULL;
      g_autoptr(JsonParser) report = json_parser_new ();
      JsonArray *players;
      int status;

      g_assert_true (g_spawn_sync (NULL, (char **) argv, NULL, G_SPAWN_DEFAULT, NULL, NULL,
                                   &out, &err, &status, &error));
      g_assert_no_error (error);
      g_assert_true (g_spawn_check_wait_status (status, &error));
      g_assert_no_error (error);
      g_assert_true (json_parser_load_from_data (report, out, -1, &error));
      root = json_node_get_object (json_parser_get_root (report));
      g_assert_true (json_object_get_boolean_member (root, "valid"));
      g_assert_cmpstr (json_object_get_string_member (root, "mode"), ==, "pad");
      players = json_object_get_array_member (root, "players");
      for (guint p = 0; p < balut_game_get_n_players (game); p++)
        g_assert_cmpint (json_object_get_int_member (json_array_get_object_element (players, p), "points"), ==,
                         balut_player_get_final_points (balut_game_get_player (game, p)));
    }
  g_unlink (path);
}

static void
test_pad_game (gconstpointer data)
{
  const PadGame *pg = data;
  g_autoptr(GRand) rand = g_rand_new_with_seed (4242 + pg->variant);
  g_autoptr(BalutGame) game = NULL;
  g_autoptr(BalutGame) reference = NULL;
  g_autofree char *dir = balut_test_make_tmp_dir ("balut-pad-XXXXXX");
  BalutWindow *window = ui_test_open_desktop_window (FALSE);
  gboolean shot = FALSE;

  if (pg->with_computer)
    {
      game = ui_test_new_game (pg->variant, 77, "Maria", BALUT_PLAYER_HUMAN, 0,
                               "Expert", BALUT_PLAYER_COMPUTER, BALUT_LEVEL_EXPERT, NULL);
      balut_window_set_computer_pause (window, 1);
    }
  else
    game = ui_test_new_game (pg->variant, 77, "Maria", BALUT_PLAYER_HUMAN, 0,
                             "Jens", BALUT_PLAYER_HUMAN, 0, NULL);
  balut_test_set_mode (game, BALUT_GAME_MODE_PAD);
  reference = pg->with_computer
              ? ui_test_new_game (pg->variant, 77, "Maria", BALUT_PLAYER_HUMAN, 0, NULL)
              : ui_test_new_game (pg->variant, 77, "Maria", BALUT_PLAYER_HUMAN, 0,
                                  "Jens", BALUT_PLAYER_HUMAN, 0, NULL);
  balut_test_set_mode (reference, BALUT_GAME_MODE_PAD);
  balut_window_set_game (window, game);

  while (!balut_game_is_finished (game))
    {
      ui_test_wait_until (session_idle_for_person, window, 120000, "a person's turn");
      if (balut_game_is_finished (game))
        break;
      if (!shot)
        {
          g_autofree char *name = g_strdup_printf ("%s-start", pg->png);

          ui_test_wait_for_frame (GTK_WIDGET (window));
          ui_test_save_png (GTK_WIDGET (window), name);
          shot = TRUE;
        }
      play_pad_turn (window, reference, rand, pg);
    }

  ui_test_wait_until (results_shown, window, 10000, "the results");
  ui_test_wait_for_frame (GTK_WIDGET (window));
  ui_test_save_png (GTK_WIDGET (window), pg->png);

  /* the same dice in the same boxes give the same sheets and points
   * (R3–R22) */
  for (guint p = 0; p < balut_game_get_n_players (reference); p++)
    {
      BalutPlayer *player = balut_game_get_player (game, p);
      BalutPlayer *expected = balut_game_get_player (reference, p);
      BalutRefBoxes a, b;

      balut_test_sheet_boxes (balut_player_get_sheet (player), a);
      balut_test_sheet_boxes (balut_player_get_sheet (expected), b);
      g_assert_cmpmem (a, sizeof a, b, sizeof b);
      g_assert_cmpint (balut_player_get_final_points (player), ==, balut_player_get_final_points (expected));
      g_assert_cmpuint (balut_player_get_score_total (player), ==, balut_player_get_score_total (expected));
    }
  g_assert_true (balut_game_is_finished (reference));
  /* every turn kept as one throw; a computer's with the throws it took */
  for (guint t = 0; t < balut_game_get_n_turns (game); t++)
    {
      const BalutTurn *turn = balut_game_get_turn (game, t);

      g_assert_cmpuint (turn->n_throws, ==, 1);
      if (balut_player_get_kind (balut_game_get_player (game, turn->player)) == BALUT_PLAYER_COMPUTER)
        {
          g_assert_cmpuint (turn->throws_used, >=, 1);
          g_assert_cmpuint (turn->throws_used, <=, balut_game_get_max_throws (game));
        }
    }

  check_record (game, dir);

  /* the store keeps it as a game scored on the pad */
  {
    BalutSession *session = balut_window_get_session (window);
    BalutStore *store = balut_session_get_store (session, NULL);
    gint64 id = balut_session_get_store_id (session);
    g_autoptr(GPtrArray) games = NULL;
    gboolean found = FALSE;

    g_assert_nonnull (store);
    g_assert_cmpint (id, >, 0);
    games = balut_store_list_games (store, NULL);
    for (guint i = 0; i < games->len; i++)
      {
        BalutGameSummary *summary = g_ptr_array_index (games, i);

        if (summary->game_id == id)
          {
            g_assert_cmpint (summary->mode, ==, BALUT_STORE_MODE_SCORING_PAD);
            found = TRUE;
          }
      }
    g_assert_true (found);
  }

  /* its high scores: in the scoring pad's table, not in the other */
  {
    GtkWindow *scores;
    GtkWidget *grid, *mode;

    gtk_widget_activate_action (GTK_WIDGET (window), "win.high-scores", NULL);
    scores = ui_test_find_toplevel (BALUT_TYPE_SCORES_WINDOW);
    g_assert_nonnull (scores);
    grid = balut_scores_window_get_scores_grid (BALUT_SCORES_WINDOW (scores));
    mode = GTK_WIDGET (gtk_widget_get_template_child (GTK_WIDGET (scores), BALUT_TYPE_SCORES_WINDOW, "scores_mode"));
    g_assert_cmpuint (gtk_drop_down_get_selected (GTK_DROP_DOWN (mode)), ==, 1);
    g_assert_true (grid_has_text (grid, "Maria"));
    if (pg->variant == BALUT_VARIANT_STANDARD)
      {
        ui_test_wait_for_frame (GTK_WIDGET (scores));
        ui_test_save_png (GTK_WIDGET (scores), "pad-high-scores");
      }
    gtk_drop_down_set_selected (GTK_DROP_DOWN (mode), 0);
    g_assert_false (grid_has_text (grid, "Maria"));
    gtk_window_destroy (scores);
  }

  balut_test_remove_tree (dir);
  ui_test_close_window (window);
}

/* ------------------------------------------------------------------ */
/* What cannot be dice                                                 */
/* ------------------------------------------------------------------ */

static void
assert_refused (BalutWindow *window,
                const char  *typed,
                const char  *message,
                const guint8 *dice_before)
{
  BalutGame *game = balut_window_get_game (window);
  guint n_throws = balut_game_get_n_throws (game);
  guint8 dice[BALUT_N_DICE];

  gtk_editable_set_text (GTK_EDITABLE (window->pad_entry), typed);
  g_signal_emit_by_name (window->pad_entry, "activate");
  g_assert_cmpstr (gtk_label_get_text (window->pad_message), ==, message);
  g_assert_true (gtk_widget_has_css_class (GTK_WIDGET (window->pad_message), "error"));
  /* nothing changed */
  g_assert_cmpuint (balut_game_get_n_throws (game), ==, n_throws);
  if (dice_before != NULL)
    {
      balut_dice_get_values (balut_game_get_dice (game), dice);
      g_assert_cmpmem (dice, sizeof dice, dice_before, BALUT_N_DICE);
    }
  g_assert_cmpuint (balut_game_get_n_turns (game), ==, n_throws > 0 ? 1 : 0);
}

static void
test_pad_refusals (void)
{
  g_autoptr(BalutGame) game = ui_test_new_game (BALUT_VARIANT_STANDARD, 5, "Maria", BALUT_PLAYER_HUMAN, 0, NULL);
  BalutWindow *window = ui_test_open_desktop_window (FALSE);
  BalutSheetView *view = BALUT_SHEET_VIEW (balut_window_get_sheet_view (window));
  const guint8 sixes[BALUT_N_DICE] = { 6, 6, 6, 2, 5 };
  const guint8 ones[BALUT_N_DICE] = { 1, 1, 1, 1, 1 };
  guint8 dice[BALUT_N_DICE];
  gint balut_score;

  balut_test_set_mode (game, BALUT_GAME_MODE_PAD);
  balut_window_set_game (window, game);
  ui_test_wait_for_frame (GTK_WIDGET (window));

  /* no throwing or holding on the screen in a turn at the table */
  g_assert_false (gtk_widget_get_visible (balut_window_get_roll_button (window)));
  gtk_widget_activate_action (GTK_WIDGET (window), "win.roll", NULL);
  g_assert_cmpuint (balut_game_get_n_throws (game), ==, 0);
  /* Space, "1" and "h" are the field's while it has the focus */
  g_assert_true (gtk_widget_has_focus (GTK_WIDGET (window->pad_entry))
                 || gtk_widget_is_ancestor (gtk_root_get_focus (GTK_ROOT (window)), GTK_WIDGET (window->pad_entry)));
  g_assert_cmpint (gtk_event_controller_get_propagation_phase (window->game_keys), ==, GTK_PHASE_NONE);

  assert_refused (window, "66627", "7 is not a die’s face: each die shows 1 to 6.", NULL);
  assert_refused (window, "6662", "Only 4 dice: type all five.", NULL);
  assert_refused (window, "6", "Only 1 die: type all five.", NULL);
  assert_refused (window, "66a25", "“a” is not a die: type the dice as digits 1 to 6.", NULL);
  assert_refused (window, "", "Type the five dice you threw, e.g. 66625.", NULL);
  assert_refused (window, "666255", "6 dice: a throw has five.", NULL);
  assert_refused (window, "0", "0 is not a die’s face: each die shows 1 to 6.", NULL);
  ui_test_wait_for_frame (GTK_WIDGET (window));
  ui_test_save_png (GTK_WIDGET (window), "pad-refused");
  /* typing again clears the complaint */
  gtk_editable_set_text (GTK_EDITABLE (window->pad_entry), "6");
  g_assert_false (gtk_widget_has_css_class (GTK_WIDGET (window->pad_message), "error"));

  /* taken, with separators */
  gtk_editable_set_text (GTK_EDITABLE (window->pad_entry), "6,6,6,2,5");
  g_signal_emit_by_name (window->pad_entry, "activate");
  balut_dice_get_values (balut_game_get_dice (game), dice);
  g_assert_cmpmem (dice, sizeof dice, sixes, sizeof sixes);
  g_assert_cmpstr (balut_window_get_status (window), ==, "Maria — choose a box");
  g_assert_cmpstr (gtk_label_get_text (GTK_LABEL (gtk_button_get_child (GTK_BUTTON (balut_sheet_view_get_box (view, BALUT_CATEGORY_SIXES, 0))))),
                   ==, "18");

  /* refused after: the dice taken stay */
  assert_refused (window, "9", "9 is not a die’s face: each die shows 1 to 6.", sixes);

  /* corrected before the box is chosen: five ones, a Balut (R23) */
  gtk_widget_grab_focus (GTK_WIDGET (window->pad_entry));
  gtk_editable_set_text (GTK_EDITABLE (window->pad_entry), "11111");
  g_signal_emit_by_name (window->pad_entry, "activate");
  balut_dice_get_values (balut_game_get_dice (game), dice);
  g_assert_cmpmem (dice, sizeof dice, ones, sizeof ones);
  g_assert_cmpuint (balut_game_get_n_throws (game), ==, 1);
  g_assert_cmpstr (gtk_label_get_text (GTK_LABEL (gtk_button_get_child (GTK_BUTTON (balut_sheet_view_get_box (view, BALUT_CATEGORY_SIXES, 0))))),
                   ==, "0");
  /* the throws used, said afterwards */
  gtk_drop_down_set_selected (window->pad_throws, 2);
  g_assert_cmpuint (balut_game_get_turn (game, 0)->throws_used, ==, 2);
  balut_dice_get_values (balut_game_get_dice (game), dice);
  g_assert_cmpmem (dice, sizeof dice, ones, sizeof ones);

  /* entered, undone (the box empties, the dice stay), entered again */
  balut_score = balut_scoresheet_preview (balut_player_get_sheet (balut_game_get_player (game, 0)),
                                          BALUT_CATEGORY_BALUT, 0, ones);
  g_assert_cmpint (balut_score, >, 0);
  g_signal_emit_by_name (balut_sheet_view_get_box (view, BALUT_CATEGORY_BALUT, 0), "clicked");
  g_assert_cmpint (balut_scoresheet_get_box (balut_player_get_sheet (balut_game_get_player (game, 0)),
                                             BALUT_CATEGORY_BALUT, 0), ==, balut_score);
  g_assert_cmpuint (balut_game_get_turn_number (game), ==, 2);
  g_assert_cmpstr (gtk_editable_get_text (GTK_EDITABLE (window->pad_entry)), ==, "");
  g_assert_true (ui_test_press_key (GTK_WIDGET (window), GDK_KEY_z, GDK_CONTROL_MASK));
  g_assert_cmpint (balut_scoresheet_get_box (balut_player_get_sheet (balut_game_get_player (game, 0)),
                                             BALUT_CATEGORY_BALUT, 0), ==, BALUT_BOX_EMPTY);
  balut_dice_get_values (balut_game_get_dice (game), dice);
  g_assert_cmpmem (dice, sizeof dice, ones, sizeof ones);
  g_signal_emit_by_name (balut_sheet_view_get_box (view, BALUT_CATEGORY_BALUT, 1), "clicked");
  g_assert_cmpint (balut_scoresheet_get_box (balut_player_get_sheet (balut_game_get_player (game, 0)),
                                             BALUT_CATEGORY_BALUT, 1), ==, balut_score);

  ui_test_close_window (window);
}

/* ------------------------------------------------------------------ */
/* Chosen in New Game                                                  */
/* ------------------------------------------------------------------ */

static void
test_pad_new_game (void)
{
  g_autoptr(GSettings) settings = ui_test_dup_settings ();
  BalutWindow *window = ui_test_open_desktop_window (FALSE);
  GtkWindow *dialog;
  GtkWidget *mode, *description;
  BalutGame *game;

  {
    g_autofree char *before = g_settings_get_string (settings, "mode");

    g_assert_cmpstr (before, ==, "digital");
  }
  gtk_widget_activate_action (GTK_WIDGET (window), "win.new-game", NULL);
  dialog = ui_test_find_toplevel (BALUT_TYPE_NEW_GAME_DIALOG);
  g_assert_nonnull (dialog);
  mode = GTK_WIDGET (gtk_widget_get_template_child (GTK_WIDGET (dialog), BALUT_TYPE_NEW_GAME_DIALOG, "mode_dropdown"));
  description = GTK_WIDGET (gtk_widget_get_template_child (GTK_WIDGET (dialog), BALUT_TYPE_NEW_GAME_DIALOG, "mode_description"));
  g_assert_cmpuint (gtk_drop_down_get_selected (GTK_DROP_DOWN (mode)), ==, 0);
  g_assert_true (g_str_has_prefix (gtk_label_get_text (GTK_LABEL (description)), "Balut throws the dice"));
  gtk_drop_down_set_selected (GTK_DROP_DOWN (mode), 1);
  g_assert_true (g_str_has_prefix (gtk_label_get_text (GTK_LABEL (description)), "Everyone throws real dice"));
  ui_test_wait_for_frame (GTK_WIDGET (dialog));
  ui_test_save_png (GTK_WIDGET (dialog), "pad-new-game");
  gtk_widget_activate_action (GTK_WIDGET (dialog), "new-game.start", NULL);

  /* the window plays a pad game, and the choice is kept for next time */
  game = balut_window_get_game (window);
  g_assert_cmpint (balut_game_get_mode (game), ==, BALUT_GAME_MODE_PAD);
  {
    g_autofree char *after = g_settings_get_string (settings, "mode");

    g_assert_cmpstr (after, ==, "pad");
  }
  ui_test_wait_until (session_idle_for_person, window, 10000, "a person's turn");
  g_assert_true (gtk_widget_get_visible (window->pad_box));
  {
    /* the variant in the title, and under it (the window is wide) the
     * scoring pad and the round */
    g_autofree char *round = g_strdup_printf ("Scoring pad · Round 1 of %u", balut_game_get_n_rounds (game));

    g_assert_cmpstr (gtk_label_get_text (window->title_label), ==,
                     balut_variant_get_label (balut_game_get_variant (game)));
    g_assert_cmpstr (gtk_label_get_text (window->round_label), ==, round);
  }
  /* a new default game (as at the next start) is one too */
  {
    g_autoptr(BalutGame) next = balut_application_new_default_game (ui_test_get_application ());

    g_assert_cmpint (balut_game_get_mode (next), ==, BALUT_GAME_MODE_PAD);
  }

  g_settings_reset (settings, "mode");
  ui_test_close_window (window);
}

int
main (int   argc,
      char *argv[])
{
  static const PadGame games[] = {
    { BALUT_VARIANT_STANDARD, INPUT_TYPED, FALSE, "pad-standard-typed" },
    { BALUT_VARIANT_JACKPOT, INPUT_CLICKED, TRUE, "pad-jackpot-clicked" },
    { BALUT_VARIANT_OLATHE, INPUT_SPACED, FALSE, "pad-olathe-spaced" },
  };

  ui_test_init (&argc, &argv);

  for (guint i = 0; i < G_N_ELEMENTS (games); i++)
    {
      g_autofree char *path = g_strdup_printf ("/balut/ui/pad/%s", games[i].png + strlen ("pad-"));

      g_test_add_data_func (path, &games[i], test_pad_game);
    }
  g_test_add_func ("/balut/ui/pad/refusals", test_pad_refusals);
  g_test_add_func ("/balut/ui/pad/new-game", test_pad_new_game);

  return g_test_run ();
}
