/* test-hint.c — the hint as a player reads it, in the real window
 *
 * SPDX-FileCopyrightText: 2026 The Balut developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Issue 27: the hint says what an entry does ("Strike Balut (0)", not
 * "Enter in Balut") and why; it quotes differences of final points that
 * matter and calls closer choices as good as each other; it asks before
 * the first hint of a game marks the game as assisted; and its popover
 * does not cover the dice it marks, at 360×640 and on a wide window.
 * Every text is checked against the strategy engine with the Expert's
 * options (what the session asks it for a hint).
 *
 * Screenshots of the whole screen (the popover is a surface of its own)
 * go to the build folder's tests/ui/screenshots/hint-*.png when
 * ImageMagick's import is there.
 */

#include "config.h"

#include <math.h>

#include "balut-die-button.h"
#include "balut-format.h"
#include "balut-hint-popover.h"
#include "balut-preferences-window.h"
#include "balut-rules.h"
#include "balut-strategy.h"
#include "ui-test-utils.h"

/* ------------------------------------------------------------ helpers */

static BalutWindow *
open_window (int width,
             int height,
             gboolean ask)
{
  g_autoptr(GSettings) settings = ui_test_dup_settings ();
  const char * const names[] = { "Maria", NULL };
  const char * const kinds[] = { "human", NULL };

  g_settings_set_strv (settings, "player-names", names);
  g_settings_set_strv (settings, "player-kinds", kinds);
  g_settings_set_boolean (settings, "animations", FALSE);
  g_settings_set_boolean (settings, "ask-before-hint", ask);
  g_settings_set_int (settings, "window-width", width);
  g_settings_set_int (settings, "window-height", height);
  return ui_test_open_window ();
}

static BalutHintPopover *
get_popover (BalutWindow *window)
{
  return BALUT_HINT_POPOVER (balut_window_get_hint_popover (window));
}

static gboolean
hint_shown (gpointer data)
{
  BalutWindow *window = data;
  BalutHintPopover *popover = get_popover (window);

  return gtk_widget_get_visible (GTK_WIDGET (popover))
         && !balut_hint_popover_get_asking (popover)
         && balut_session_get_hint (balut_window_get_session (window)) != NULL;
}

static gboolean
asking (gpointer data)
{
  return balut_hint_popover_get_asking (BALUT_HINT_POPOVER (data));
}

static gboolean
hidden (gpointer data)
{
  return !gtk_widget_get_visible (GTK_WIDGET (data));
}

/* What the Hint button does, answered "Show Hint" if the popover asks */
static void
show_hint (BalutWindow *window)
{
  BalutHintPopover *popover = get_popover (window);

  balut_hint_popover_request (popover, balut_window_get_session (window));
  if (balut_hint_popover_get_asking (popover))
    gtk_widget_activate (ui_test_find_button (GTK_WIDGET (popover), "Show Hint"));
  ui_test_wait_until (hint_shown, window, 20000, "the hint");
}

/* The engine's decision for the dice in play, with the Expert options */
static void
decide (BalutGame             *game,
        BalutStrategyDecision *decision,
        guint8                *dice)
{
  BalutScoresheet *sheet = balut_player_get_sheet (balut_game_get_player (game, balut_game_get_current_player (game)));
  g_autoptr(BalutStrategy) strategy = NULL;
  BalutStrategyOptions opts;

  balut_strategy_options_for_level (BALUT_LEVEL_EXPERT, &opts);
  strategy = balut_strategy_new (sheet, &opts);
  balut_dice_get_values (balut_game_get_dice (game), dice);
  g_assert_true (balut_strategy_decide (strategy, dice, balut_game_get_throws_left (game), decision));
}

static guint
score_of (const BalutBox *box,
          const guint8   *dice)
{
  return box->box == BALUT_BOX_JACKPOT ? balut_rules_jackpot_score (box->category, dice)
                                       : balut_rules_box_score (box->category, dice);
}

/* The test's own words for the choices (not the popover's functions) */
static char *
hold_text (const gboolean *held,
           const guint8   *dice)
{
  GString *text = g_string_new ("Hold");
  gboolean any = FALSE;

  for (guint face = 6; face >= 1; face--)
    for (guint i = 0; i < BALUT_N_DICE; i++)
      if (held[i] && dice[i] == face)
        {
          g_string_append_printf (text, " %u", face);
          any = TRUE;
        }
  if (!any)
    {
      g_string_free (text, TRUE);
      return g_strdup ("Throw all five dice again");
    }
  return g_string_free (text, FALSE);
}

static char *
entry_text (const BalutBox *box,
            const guint8   *dice)
{
  const char *name = balut_category_get_label (box->category);
  guint score = score_of (box, dice);

  if (box->box == BALUT_BOX_JACKPOT)
    return score == 0 ? g_strdup_printf ("Strike the %s Jackpot box (0)", name)
                      : g_strdup_printf ("Enter %u in the %s Jackpot box", score, name);
  return score == 0 ? g_strdup_printf ("Strike %s (0)", name)
                    : g_strdup_printf ("Enter %u in %s", score, name);
}

/* How much less than the best, as the hint rounds it; 0: as good */
static double
less_than_best (double best,
                double value)
{
  double less = round ((best - value) * 10) / 10;

  return less < 0.1 ? 0 : less;
}

static char *
cell_text (double best,
           double value,
           gboolean is_best)
{
  double less = less_than_best (best, value);

  if (is_best)
    return g_strdup ("best");
  if (less == 0)
    return g_strdup ("as good");
  return g_strdup_printf ("−%.1f", less);
}

static gboolean
box_listed (const BalutStrategyDecision *decision,
            guint                        i)
{
  for (guint j = 0; j < i; j++)
    if (decision->boxes[j].box.category == decision->boxes[i].box.category
        && decision->boxes[j].box.box != BALUT_BOX_JACKPOT
        && decision->boxes[i].box.box != BALUT_BOX_JACKPOT)
      return FALSE;
  return TRUE;
}

/* The hint's whole text for the dice in play, as the issue asks for it:
 * the play with what it scores, why a strike or a smaller score, the
 * nearest other play and what it costs (or that it is as good), the
 * choices with how much less they give. */
static char *
expected_text (BalutGame *game)
{
  BalutStrategyDecision d;
  guint8 dice[BALUT_N_DICE];
  guint throws_left = balut_game_get_throws_left (game);
  g_autoptr(GString) text = g_string_new (NULL);
  gboolean stop;

  decide (game, &d, dice);
  stop = d.stop || throws_left == 0 || d.n_holds == 0;

  /* the advice */
  if (!stop)
    {
      g_autofree char *hold = hold_text (d.held, dice);

      if (g_str_equal (hold, "Throw all five dice again"))
        g_string_append (text, "Throw all five dice again.");
      else
        g_string_append_printf (text, "%s and throw again.", hold);
    }
  else
    {
      g_autofree char *entry = entry_text (&d.box, dice);
      guint score = score_of (&d.box, dice);

      if (throws_left > 0)
        {
          /* "Stop now and strike Balut (0).", "Stop now and enter 24 in Fives." */
          entry[0] = g_ascii_tolower (entry[0]);
          g_string_append_printf (text, "Stop now and %s.", entry);
        }
      else
        g_string_append_printf (text, "%s.", entry);

      /* why */
      {
        const BalutStrategyChoice *higher = NULL;
        guint higher_score = score;
        gboolean others_score = FALSE;

        for (guint i = 0; i < d.n_boxes; i++)
          {
            guint s = score_of (&d.boxes[i].box, dice);

            if (d.boxes[i].box.category == d.box.category && d.boxes[i].box.box == d.box.box)
              continue;
            others_score |= s > 0;
            if (s > higher_score)
              {
                higher = &d.boxes[i];
                higher_score = s;
              }
          }
        if (score == 0 && others_score)
          g_string_append (text, "\nYour other boxes are worth more later, when better dice can fill them.");
        else if (score == 0)
          g_string_append (text, "\nThese dice would score nothing in the other boxes listed either, and this one costs you the least.");
        else if (higher != NULL)
          g_string_append_printf (text, "\n%s would score more now (%u), but it is worth more later.",
                                  balut_category_get_label (higher->box.category), higher_score);
      }
    }

  /* the nearest other play */
  if (!stop && d.n_boxes > 0)
    {
      g_autofree char *entry = entry_text (&d.boxes[0].box, dice);
      double less = less_than_best (d.value, d.boxes[0].value);

      if (less == 0)
        g_string_append_printf (text, "\nStopping now is as good: %s.", entry);
      else
        g_string_append_printf (text, "\nIf you stop now: %s, %.1f points fewer on average.", entry, less);
    }
  else if (stop && throws_left > 0 && d.n_holds > 0)
    {
      g_autofree char *hold = hold_text (d.holds[0].held, dice);
      double less = less_than_best (d.value, d.holds[0].value);

      if (less == 0)
        g_string_append_printf (text, "\nThrowing again is as good: %s.", hold);
      else
        g_string_append_printf (text, "\nIf you throw again: %s, %.1f points fewer on average.", hold, less);
    }
  else
    for (guint i = 1; i < d.n_boxes; i++)
      if (box_listed (&d, i))
        {
          g_autofree char *entry = entry_text (&d.boxes[i].box, dice);
          double less = less_than_best (d.value, d.boxes[i].value);

          if (less == 0)
            g_string_append_printf (text, "\nJust as good: %s.", entry);
          else
            g_string_append_printf (text, "\nNext best: %s, %.1f points fewer on average.", entry, less);
          break;
        }

  /* the choices */
  for (guint i = 0; throws_left > 0 && i < d.n_holds; i++)
    {
      g_autofree char *hold = hold_text (d.holds[i].held, dice);
      g_autofree char *cell = cell_text (d.value, d.holds[i].value, !stop && i == 0);

      g_string_append_printf (text, "\n%s — %s", hold, cell);
    }
  for (guint i = 0; i < d.n_boxes; i++)
    if (box_listed (&d, i))
      {
        g_autofree char *entry = entry_text (&d.boxes[i].box, dice);
        g_autofree char *cell = cell_text (d.value, d.boxes[i].value, stop && i == 0);

        g_string_append_printf (text, "\n%s — %s", entry, cell);
      }

  return g_string_free (g_steal_pointer (&text), FALSE);
}

static void
check_text (BalutWindow *window)
{
  g_autofree char *shown = balut_hint_popover_dup_text (get_popover (window));
  g_autofree char *expected = expected_text (balut_window_get_game (window));

  g_test_message ("hint:\n%s", shown);
  g_assert_cmpstr (shown, ==, expected);
  /* never a difference finer than a tenth of a point ("10.22") */
  g_assert_false (g_regex_match_simple ("[0-9]\\.[0-9][0-9]", shown, 0, 0));
  /* the old words, which did not say that the box is struck */
  g_assert_null (strstr (shown, "Enter in "));
}

/* With ImageMagick's import: the whole screen, the popover with it,
 * cropped to the window */
static void
screenshot (BalutWindow *window,
            const char  *name)
{
  g_autofree char *import = g_find_program_in_path ("import");
  g_autofree char *dir = g_test_build_filename (G_TEST_BUILT, "ui", "screenshots", NULL);
  g_autofree char *file = NULL;
  g_autofree char *crop = NULL;
  g_autoptr(GError) error = NULL;
  int status = 0;

  if (import == NULL || g_getenv ("DISPLAY") == NULL)
    return;
  /* a frame of the window and one of the popover */
  ui_test_wait_for_frame (GTK_WIDGET (window));
  ui_test_wait_for_frame (GTK_WIDGET (get_popover (window)));
  g_mkdir_with_parents (dir, 0755);
  file = g_strdup_printf ("%s/hint-%s.png", dir, name);
  crop = g_strdup_printf ("%dx%d+0+0", gtk_widget_get_width (GTK_WIDGET (window)),
                          gtk_widget_get_height (GTK_WIDGET (window)));
  {
    const char *argv[] = { import, "-window", "root", "-crop", crop, file, NULL };

    g_spawn_sync (NULL, (char **) argv, NULL, G_SPAWN_STDOUT_TO_DEV_NULL | G_SPAWN_STDERR_TO_DEV_NULL,
                  NULL, NULL, NULL, NULL, &status, &error);
  }
  g_assert_no_error (error);
  g_test_message ("screenshot: %s", file);
}

static void check_placement (BalutWindow *window,
                             const char  *name);

/* ------------------------------------------------------------- wording */

/* Poor dice after the last throw: the Expert strikes Balut, and the
 * hint says "Strike Balut (0)." and why, never "Enter in Balut". */
static void
test_words_strike (void)
{
  BalutWindow *window = open_window (1280, 800, FALSE);
  g_autoptr(BalutGame) game = ui_test_new_game (BALUT_VARIANT_STANDARD, 2024, "Maria", BALUT_PLAYER_HUMAN, 0, NULL);
  BalutStrategyDecision d;
  guint8 dice[BALUT_N_DICE];
  g_autofree char *summary = NULL;

  balut_window_set_game (window, game);
  ui_test_throw (game, 1, 1, 2, 3, 5);
  ui_test_throw (game, 1, 1, 2, 3, 5);
  ui_test_throw (game, 1, 1, 2, 3, 5);
  decide (game, &d, dice);
  /* what this test is about: the best play is a strike */
  g_assert_cmpuint (score_of (&d.box, dice), ==, 0);

  show_hint (window);
  check_text (window);
  summary = g_strdup (balut_hint_popover_get_summary (get_popover (window)));
  g_assert_true (g_str_has_prefix (summary, "Strike "));
  g_assert_true (g_str_has_suffix (summary, " (0)."));
  screenshot (window, "strike");

  ui_test_close_window (window);
}

/* "Hold 4" and "Hold 4 3 2" differ by less than a tenth of a point:
 * the hint calls them as good as each other, with no second decimal. */
static void
test_words_as_good (void)
{
  BalutWindow *window = open_window (1280, 800, FALSE);
  g_autoptr(BalutGame) game = ui_test_new_game (BALUT_VARIANT_STANDARD, 7, "Maria", BALUT_PLAYER_HUMAN, 0, NULL);
  BalutStrategyDecision d;
  guint8 dice[BALUT_N_DICE];
  g_autofree char *text = NULL;

  balut_window_set_game (window, game);
  ui_test_throw (game, 1, 1, 2, 4, 3);
  decide (game, &d, dice);
  /* what this test is about: two holds closer than BALUT_HINT_AS_GOOD */
  g_assert_false (d.stop);
  g_assert_cmpuint (d.n_holds, >=, 2);
  g_assert_cmpfloat (d.holds[0].value - d.holds[1].value, <, BALUT_HINT_AS_GOOD);

  show_hint (window);
  check_text (window);
  text = balut_hint_popover_dup_text (get_popover (window));
  g_assert_nonnull (strstr (text, " — as good"));
  screenshot (window, "as-good");

  ui_test_close_window (window);
}

/* Positions of every kind: throw again, stop with throws left, the last
 * throw, a Balut, a Jackpot box; each hint's words against the engine. */
static void
test_words_match_engine (void)
{
  BalutWindow *window = open_window (1280, 800, FALSE);
  g_autoptr(BalutGame) game = ui_test_new_game (BALUT_VARIANT_JACKPOT, 31, "Maria", BALUT_PLAYER_HUMAN, 0, NULL);
  BalutSheetView *sheet_view = BALUT_SHEET_VIEW (balut_window_get_sheet_view (window));
  static const guint8 throws[][BALUT_N_DICE] = {
    { 6, 3, 6, 1, 6 },
    { 6, 6, 6, 6, 2 },
    { 6, 6, 6, 6, 6 },
    { 5, 4, 3, 2, 1 },
    { 2, 2, 3, 3, 3 },
    { 1, 2, 2, 4, 6 },
  };

  balut_window_set_game (window, game);
  for (guint t = 0; t < G_N_ELEMENTS (throws); t++)
    {
      const BalutSessionHint *hint;
      GtkWidget *box;

      /* the first throw, then (for half of them) the last */
      ui_test_throw (game, throws[t][0], throws[t][1], throws[t][2], throws[t][3], throws[t][4]);
      show_hint (window);
      check_text (window);
      gtk_popover_popdown (GTK_POPOVER (get_popover (window)));
      if (t % 2 == 1)
        {
          ui_test_throw (game, throws[t][0], throws[t][1], throws[t][2], throws[t][3], throws[t][4]);
          ui_test_throw (game, throws[t][0], throws[t][1], throws[t][2], throws[t][3], throws[t][4]);
          show_hint (window);
          check_text (window);
          gtk_popover_popdown (GTK_POPOVER (get_popover (window)));
        }
      /* entered where the hint says */
      hint = balut_session_get_hint (balut_window_get_session (window));
      g_assert_nonnull (hint);
      box = balut_sheet_view_get_box (sheet_view, hint->decision.box.category, hint->decision.box.box);
      g_signal_emit_by_name (box, "clicked");
      g_assert_cmpuint (balut_game_get_turn_number (game), ==, t + 2);
    }

  ui_test_close_window (window);
}

/* -------------------------------------------------- asked before it marks */

static gboolean
not_thinking (gpointer data)
{
  return !balut_session_is_thinking (BALUT_SESSION (data));
}

/* The first hint of a game asks, since a hint marks the game as
 * assisted: Cancel gives no hint and leaves the game as it was; Show
 * Hint shows it; a game that is assisted already is not asked about
 * again; "Don't ask again" turns the question off. */
static void
test_ask_first (void)
{
  BalutWindow *window = open_window (1280, 800, TRUE);
  BalutSession *session = balut_window_get_session (window);
  BalutHintPopover *popover = get_popover (window);
  g_autoptr(GSettings) settings = ui_test_dup_settings ();
  g_autoptr(BalutGame) game = ui_test_new_game (BALUT_VARIANT_STANDARD, 5, "Maria", BALUT_PLAYER_HUMAN, 0, NULL);
  g_autoptr(BalutGame) second = ui_test_new_game (BALUT_VARIANT_STANDARD, 6, "Maria", BALUT_PLAYER_HUMAN, 0, NULL);
  g_autoptr(BalutGame) third = ui_test_new_game (BALUT_VARIANT_STANDARD, 8, "Maria", BALUT_PLAYER_HUMAN, 0, NULL);
  GtkWidget *check;

  balut_window_set_game (window, game);
  ui_test_throw (game, 6, 3, 6, 1, 6);

  /* asked, with what the hint does to the game, before anything */
  balut_hint_popover_request (popover, session);
  ui_test_wait_until (asking, popover, 5000, "the question");
  g_assert_nonnull (ui_test_find_button (GTK_WIDGET (popover), "Show Hint"));
  g_assert_nonnull (ui_test_find_button (GTK_WIDGET (popover), "Cancel"));
  g_assert_false (balut_session_is_thinking (session));
  g_assert_null (balut_session_get_hint (session));
  g_assert_false (balut_game_get_assisted (game));
  screenshot (window, "ask");

  /* Cancel: no hint, the game as it was */
  gtk_widget_activate (ui_test_find_button (GTK_WIDGET (popover), "Cancel"));
  ui_test_wait_until (hidden, popover, 5000, "the popover to close");
  ui_test_wait_until (not_thinking, session, 5000, "nothing under way");
  g_assert_null (balut_session_get_hint (session));
  g_assert_false (balut_game_get_assisted (game));

  /* asked again; closing the popover is no answer either */
  balut_hint_popover_request (popover, session);
  ui_test_wait_until (asking, popover, 5000, "the question again");
  gtk_popover_popdown (GTK_POPOVER (popover));
  ui_test_wait_until (hidden, popover, 5000, "the popover to close");
  g_assert_null (balut_session_get_hint (session));
  g_assert_false (balut_game_get_assisted (game));

  /* Show Hint: the hint, and the game assisted */
  balut_hint_popover_request (popover, session);
  ui_test_wait_until (asking, popover, 5000, "the question a third time");
  gtk_widget_activate (ui_test_find_button (GTK_WIDGET (popover), "Show Hint"));
  ui_test_wait_until (hint_shown, window, 20000, "the hint");
  g_assert_true (balut_game_get_assisted (game));
  check_text (window);
  /* the hint took the question's place, and the popover is still clear
   * of the dice (the window placed it too, over them, when it came) */
  check_placement (window, "after-question");

  /* the game is assisted now: the next hint comes at once */
  gtk_popover_popdown (GTK_POPOVER (popover));
  ui_test_throw (game, 6, 6, 6, 1, 2);
  balut_hint_popover_request (popover, session);
  g_assert_false (balut_hint_popover_get_asking (popover));
  ui_test_wait_until (hint_shown, window, 20000, "the second hint");

  /* a new game: asked again; "Don't ask again" */
  gtk_popover_popdown (GTK_POPOVER (popover));
  balut_window_set_game (window, second);
  ui_test_throw (second, 2, 2, 5, 5, 1);
  balut_hint_popover_request (popover, session);
  ui_test_wait_until (asking, popover, 5000, "the question in a new game");
  check = ui_test_find_widget (GTK_WIDGET (popover), GTK_TYPE_CHECK_BUTTON);
  g_assert_nonnull (check);
  g_assert_false (gtk_check_button_get_active (GTK_CHECK_BUTTON (check)));
  gtk_check_button_set_active (GTK_CHECK_BUTTON (check), TRUE);
  gtk_widget_activate (ui_test_find_button (GTK_WIDGET (popover), "Show Hint"));
  ui_test_wait_until (hint_shown, window, 20000, "the hint");
  g_assert_false (g_settings_get_boolean (settings, "ask-before-hint"));
  g_assert_true (balut_game_get_assisted (second));

  /* not asked any more, even in a game that is not assisted */
  gtk_popover_popdown (GTK_POPOVER (popover));
  balut_window_set_game (window, third);
  ui_test_throw (third, 2, 2, 5, 5, 1);
  balut_hint_popover_request (popover, session);
  g_assert_false (balut_hint_popover_get_asking (popover));
  ui_test_wait_until (hint_shown, window, 20000, "the hint without a question");
  g_assert_true (balut_game_get_assisted (third));

  g_settings_reset (settings, "ask-before-hint");
  ui_test_close_window (window);
}

/* The switch a label names (its mnemonic widget), under @root */
static GtkWidget *
find_labelled_switch (GtkWidget  *root,
                      const char *text)
{
  for (GtkWidget *child = gtk_widget_get_first_child (root); child != NULL; child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found;

      if (GTK_IS_LABEL (child) && g_str_equal (gtk_label_get_text (GTK_LABEL (child)), text)
          && GTK_IS_SWITCH (gtk_label_get_mnemonic_widget (GTK_LABEL (child))))
        return gtk_label_get_mnemonic_widget (GTK_LABEL (child));
      if ((found = find_labelled_switch (child, text)) != NULL)
        return found;
    }
  return NULL;
}

/* Preferences give the question back after "Don't ask again" */
static void
test_preference (void)
{
  g_autoptr(GSettings) settings = ui_test_dup_settings ();
  BalutPreferencesWindow *prefs;
  GtkWidget *ask_switch;

  g_settings_set_boolean (settings, "ask-before-hint", FALSE);
  prefs = balut_preferences_window_new (NULL, settings);
  gtk_window_present (GTK_WINDOW (prefs));
  ask_switch = find_labelled_switch (GTK_WIDGET (prefs), "Ask before the first hint");
  g_assert_nonnull (ask_switch);
  g_assert_false (gtk_switch_get_active (GTK_SWITCH (ask_switch)));
  gtk_switch_set_active (GTK_SWITCH (ask_switch), TRUE);
  g_assert_true (g_settings_get_boolean (settings, "ask-before-hint"));
  gtk_window_destroy (GTK_WINDOW (prefs));
  g_settings_reset (settings, "ask-before-hint");
}

/* The Hint button and H go through the question too (the window asks
 * the popover for the hint, balut_hint_popover_request()); Enter
 * answers it. */
static void
test_ask_from_window (void)
{
  BalutWindow *window = open_window (1280, 800, TRUE);
  BalutSession *session = balut_window_get_session (window);
  BalutHintPopover *popover = get_popover (window);
  g_autoptr(BalutGame) game = ui_test_new_game (BALUT_VARIANT_STANDARD, 5, "Maria", BALUT_PLAYER_HUMAN, 0, NULL);

  balut_window_set_game (window, game);
  ui_test_throw (game, 6, 3, 6, 1, 6);

  g_assert_true (ui_test_press_key (GTK_WIDGET (window), GDK_KEY_h, 0));
  ui_test_wait_until (asking, popover, 5000, "the question");
  ui_test_wait_until (not_thinking, session, 5000, "nothing under way");
  g_assert_null (balut_session_get_hint (session));
  g_assert_false (balut_game_get_assisted (game));

  /* Enter: the default answer shows it */
  g_assert_true (ui_test_press_key (GTK_WIDGET (popover), GDK_KEY_Return, 0));
  ui_test_wait_until (hint_shown, window, 20000, "the hint");
  g_assert_true (balut_game_get_assisted (game));

  ui_test_close_window (window);
}

/* ----------------------------------------------------------- placement */

static gboolean
popover_placed (gpointer data)
{
  BalutHintPopover *popover = data;
  GdkSurface *surface = gtk_native_get_surface (GTK_NATIVE (popover));

  return surface != NULL && gdk_surface_get_mapped (surface)
         && gtk_popover_get_position (GTK_POPOVER (popover)) == GTK_POS_BOTTOM;
}

/* The popover's rectangle and the dice's, in the window's surface */
static void
check_placement (BalutWindow *window,
                 const char  *name)
{
  BalutHintPopover *popover = get_popover (window);
  BalutDiceView *dice_view = BALUT_DICE_VIEW (balut_window_get_dice_view (window));
  GdkSurface *surface;
  graphene_rect_t dice = GRAPHENE_RECT_INIT (0, 0, 0, 0), pop, win, button;
  double wx, wy, px, py;

  ui_test_wait_until (popover_placed, popover, 5000, "the popover below the Hint button");
  ui_test_wait_for_frame (GTK_WIDGET (popover));
  screenshot (window, name);

  /* the window's widgets in its surface */
  gtk_native_get_surface_transform (GTK_NATIVE (window), &wx, &wy);
  for (guint i = 0; i < BALUT_N_DICE; i++)
    {
      graphene_rect_t rect;

      g_assert_true (gtk_widget_compute_bounds (balut_dice_view_get_die (dice_view, i), GTK_WIDGET (window), &rect));
      if (i == 0)
        dice = rect;
      else
        graphene_rect_union (&dice, &rect, &dice);
    }
  graphene_rect_offset (&dice, wx, wy);
  g_assert_true (gtk_widget_compute_bounds (balut_window_get_hint_button (window), GTK_WIDGET (window), &button));
  graphene_rect_offset (&button, wx, wy);
  graphene_rect_init (&win, wx, wy, gtk_widget_get_width (GTK_WIDGET (window)), gtk_widget_get_height (GTK_WIDGET (window)));

  /* the popover's frame in its surface, which sits where the popup is */
  surface = gtk_native_get_surface (GTK_NATIVE (popover));
  gtk_native_get_surface_transform (GTK_NATIVE (popover), &px, &py);
  graphene_rect_init (&pop,
                      gdk_popup_get_position_x (GDK_POPUP (surface)) + px,
                      gdk_popup_get_position_y (GDK_POPUP (surface)) + py,
                      gtk_widget_get_width (GTK_WIDGET (popover)),
                      gtk_widget_get_height (GTK_WIDGET (popover)));
  g_test_message ("%s: dice %g,%g %gx%g; button %g,%g %gx%g; popover %g,%g %gx%g; window %g,%g %gx%g", name,
                  dice.origin.x, dice.origin.y, dice.size.width, dice.size.height,
                  button.origin.x, button.origin.y, button.size.width, button.size.height,
                  pop.origin.x, pop.origin.y, pop.size.width, pop.size.height,
                  win.origin.x, win.origin.y, win.size.width, win.size.height);

  /* below the button it points at, clear of the dice, inside the window */
  g_assert_cmpfloat (pop.origin.y, >, button.origin.y + button.size.height / 2);
  g_assert_false (graphene_rect_intersection (&pop, &dice, NULL));
  g_assert_true (graphene_rect_contains_rect (&win, &pop));
}

static void
check_placement_at (int         width,
                    int         height,
                    const char *name)
{
  BalutWindow *window = open_window (width, height, FALSE);
  g_autoptr(BalutGame) game = ui_test_new_game (BALUT_VARIANT_JACKPOT, 2024, "Maria", BALUT_PLAYER_HUMAN, 0, NULL);
  g_autofree char *hold_name = g_strdup_printf ("%s-hold", name);
  g_autofree char *last_name = g_strdup_printf ("%s-last", name);

  balut_window_set_game (window, game);
  /* a hint to hold (the dice it marks), the longest list */
  ui_test_throw (game, 6, 3, 6, 1, 6);
  show_hint (window);
  g_assert_false (balut_session_get_hint (balut_window_get_session (window))->decision.stop);
  check_placement (window, hold_name);
  gtk_popover_popdown (GTK_POPOVER (get_popover (window)));

  /* and after the last throw */
  ui_test_throw (game, 1, 1, 2, 3, 5);
  ui_test_throw (game, 1, 1, 2, 3, 5);
  show_hint (window);
  check_placement (window, last_name);

  ui_test_close_window (window);
}

static void
test_place_narrow (void)
{
  check_placement_at (360, 640, "360x640");
}

static void
test_place_wide (void)
{
  check_placement_at (1280, 800, "1280x800");
}

int
main (int    argc,
      char **argv)
{
  ui_test_init (&argc, &argv);

  g_test_add_func ("/balut/ui/hint/words-strike", test_words_strike);
  g_test_add_func ("/balut/ui/hint/words-as-good", test_words_as_good);
  g_test_add_func ("/balut/ui/hint/words-match-engine", test_words_match_engine);
  g_test_add_func ("/balut/ui/hint/ask-first", test_ask_first);
  g_test_add_func ("/balut/ui/hint/preference", test_preference);
  g_test_add_func ("/balut/ui/hint/place-360x640", test_place_narrow);
  g_test_add_func ("/balut/ui/hint/place-1280x800", test_place_wide);
  /* last: until the window asks the popover for its hints, it stops the
   * program (a wait that times out) */
  g_test_add_func ("/balut/ui/hint/ask-from-window", test_ask_from_window);

  return g_test_run ();
}
