/* test-move-log.c — the move log: what every seat did, in a window
 *
 * SPDX-FileCopyrightText: 2026 The Balut developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A BalutMoveLog in a window of its own, following a BalutSession
 * driven as the window drives it: people's throws, holds and entries,
 * computer seats played with no pause, an undo, scoring-pad turns and
 * their corrections, Baluts (R23). The lines are checked against an
 * independent telling of the game's turns (in English), row by row with
 * their accessible labels; a new game clears the log, a resumed one is
 * told again from its turns, the log keeps its last 200 lines, keeps
 * the newest in view unless the player scrolled back, waits for the dice
 * to land, and says a computer's entry to screen readers once a turn,
 * only when it is on screen. Screenshots: move-log-*.png, in the
 * language of the run (da-move-log-*.png, de-move-log-*.png).
 */

#include "config.h"

#include <math.h>
#include <string.h>
#include <glib/gstdio.h>

#include "balut-autosave.h"
#include "balut-move-log.h"
#include "balut-rules.h"
#include "balut-strategy.h"
#include "balut-style-manager.h"
#include "ui-test-utils.h"

typedef struct
{
  char         *dir;
  char         *save_path;
  BalutSession *session;
  GtkWindow    *window;
  BalutMoveLog *log;
  GtkWidget    *announcement;
  guint         n_announced;
} Fixture;

/* ------------------------------------------------------------------ */
/* The game told again, independently, in English                      */
/* ------------------------------------------------------------------ */

/* The dice are kept together by no-break spaces */
#define NBSP "\302\240"

/* @text with a no-break space between two dice */
static char *
lit (const char *text)
{
  GString *out = g_string_new (NULL);

  for (const char *p = text; *p != '\0'; p++)
    if (*p == ' ' && p > text && g_ascii_isdigit (p[-1]) && g_ascii_isdigit (p[1]))
      g_string_append (out, NBSP);
    else
      g_string_append_c (out, *p);
  return g_string_free (out, FALSE);
}

static char *
dice_text (const guint8 *dice)
{
  return g_strdup_printf ("%u" NBSP "%u" NBSP "%u" NBSP "%u" NBSP "%u", dice[0], dice[1], dice[2], dice[3], dice[4]);
}

/* highest first; NULL when nothing was held */
static char *
kept_text (const gboolean *held,
           const guint8   *dice)
{
  guint8 kept[BALUT_N_DICE];
  guint n = 0;
  GString *text;

  for (guint i = 0; i < BALUT_N_DICE; i++)
    if (held[i])
      kept[n++] = dice[i];
  if (n == 0)
    return NULL;
  /* a small sort, highest first */
  for (guint i = 0; i < n; i++)
    for (guint j = i + 1; j < n; j++)
      if (kept[j] > kept[i])
        {
          guint8 t = kept[i];

          kept[i] = kept[j];
          kept[j] = t;
        }
  text = g_string_new (NULL);
  for (guint i = 0; i < n; i++)
    g_string_append_printf (text, i > 0 ? NBSP "%u" : "%u", kept[i]);
  return g_string_free (text, FALSE);
}

static char *
throw_line (const char      *name,
            const BalutTurn *turn,
            guint            k)
{
  g_autofree char *dice = dice_text (turn->throws[k]);
  g_autofree char *kept = NULL;

  if (k + 1 >= turn->n_throws)
    return g_strdup_printf ("%s threw %s", name, dice);
  kept = kept_text (turn->holds[k], turn->throws[k]);
  if (kept == NULL)
    return g_strdup_printf ("%s threw %s, kept none", name, dice);
  return g_strdup_printf ("%s threw %s, kept %s", name, dice, kept);
}

static char *
entry_line (const char     *name,
            const BalutBox *box,
            gint            score)
{
  const char *category = balut_category_get_label (box->category);

  if (box->box == BALUT_BOX_JACKPOT)
    return score > 0 ? g_strdup_printf ("%s entered %d in the Jackpot box of %s", name, score, category)
                     : g_strdup_printf ("%s struck the Jackpot box of %s", name, category);
  return score > 0 ? g_strdup_printf ("%s entered %d in %s, box %u", name, score, category, box->box + 1)
                   : g_strdup_printf ("%s struck %s, box %u", name, category, box->box + 1);
}

static char *
undo_line (const char     *name,
           const BalutBox *box)
{
  if (box->box == BALUT_BOX_JACKPOT)
    return g_strdup_printf ("%s’s entry in the Jackpot box of %s was taken back", name,
                            balut_category_get_label (box->category));
  return g_strdup_printf ("%s’s entry in %s, box %u was taken back", name,
                          balut_category_get_label (box->category), box->box + 1);
}

static char *
balut_line (const char *name,
            guint       face)
{
  const char *words[] = { NULL, "ones", "twos", "threes", "fours", "fives", "sixes" };

  return g_strdup_printf ("Balut! %s threw five %s", name, words[face]);
}

static char *
table_line (const char      *name,
            const BalutTurn *turn)
{
  g_autofree char *dice = dice_text (turn->throws[0]);

  if (turn->throws_used == 0)
    return g_strdup_printf ("%s threw %s at the table", name, dice);
  return g_strdup_printf ("%s threw %s at the table in %u %s", name, dice, turn->throws_used,
                          turn->throws_used == 1 ? "throw" : "throws");
}

static const char *
name_of (BalutGame *game,
         guint      player)
{
  return balut_player_get_name (balut_game_get_player (game, player));
}

static gboolean
table_turn (BalutGame *game,
            guint      player)
{
  return balut_game_get_mode (game) == BALUT_GAME_MODE_PAD
         && balut_player_get_kind (balut_game_get_player (game, player)) == BALUT_PLAYER_HUMAN;
}

/* The lines of turn @t (throws, Baluts, its entry), after its round's
 * heading when it is the round's first */
static void
add_turn_lines (GPtrArray *lines,
                BalutGame *game,
                guint      t)
{
  const BalutTurn *turn = balut_game_get_turn (game, t);
  const char *name = name_of (game, turn->player);
  guint n_players = balut_game_get_n_players (game);

  if (t % n_players == 0)
    g_ptr_array_add (lines, g_strdup_printf ("Round %u of %u", t / n_players + 1,
                                             balut_game_get_n_rounds (game)));
  if (table_turn (game, turn->player))
    {
      if (!turn->entered)
        return;
      g_ptr_array_add (lines, table_line (name, turn));
      if (balut_rules_is_balut (turn->throws[0]))
        g_ptr_array_add (lines, balut_line (name, turn->throws[0][0]));
    }
  else
    for (guint k = 0; k < turn->n_throws; k++)
      {
        g_ptr_array_add (lines, throw_line (name, turn, k));
        if (balut_rules_is_balut (turn->throws[k]))
          g_ptr_array_add (lines, balut_line (name, turn->throws[k][0]));
      }
  if (turn->entered)
    g_ptr_array_add (lines, entry_line (name, &turn->box, turn->score));
}

/* The whole game as the log tells it, the last 200 lines; @total: how
 * many it has in all */
static GPtrArray *
game_lines_counted (BalutGame *game,
                    guint     *total)
{
  GPtrArray *lines = g_ptr_array_new_with_free_func (g_free);

  for (guint t = 0; t < balut_game_get_n_turns (game); t++)
    add_turn_lines (lines, game, t);
  if (balut_game_is_finished (game))
    g_ptr_array_add (lines, g_strdup ("Game over"));
  if (total != NULL)
    *total = lines->len;
  if (lines->len > BALUT_MOVE_LOG_MAX_LINES)
    g_ptr_array_remove_range (lines, 0, lines->len - BALUT_MOVE_LOG_MAX_LINES);
  return lines;
}

static GPtrArray *
game_lines (BalutGame *game)
{
  return game_lines_counted (game, NULL);
}

/* ------------------------------------------------------------------ */
/* The log's lines, rows and announcements                             */
/* ------------------------------------------------------------------ */

static GtkWidget *
find_announcement (BalutMoveLog *log)
{
  for (GtkWidget *child = gtk_widget_get_first_child (GTK_WIDGET (log));
       child != NULL;
       child = gtk_widget_get_next_sibling (child))
    if (GTK_IS_LABEL (child) && gtk_accessible_get_accessible_role (GTK_ACCESSIBLE (child)) == GTK_ACCESSIBLE_ROLE_ALERT)
      return child;
  return NULL;
}

/* Each line shown is a row saying it: its label's text and its
 * accessible label; the player's name in bold */
static void
assert_rows (BalutMoveLog *log)
{
  g_auto(GStrv) lines = balut_move_log_dup_lines (log);
  GtkWidget *list = ui_test_find_widget (GTK_WIDGET (log), GTK_TYPE_LIST_BOX);
  guint n_visible = 0;

  g_assert_cmpuint (g_strv_length (lines), ==, balut_move_log_get_n_lines (log));
  for (GtkWidget *child = gtk_widget_get_first_child (list); child != NULL; child = gtk_widget_get_next_sibling (child))
    if (GTK_IS_LIST_BOX_ROW (child) && gtk_widget_get_visible (child)
        && !gtk_widget_has_css_class (child, "move-log-note"))
      n_visible++;
  g_assert_cmpuint (n_visible, ==, g_strv_length (lines));

  for (guint i = 0; lines[i] != NULL; i++)
    {
      GtkWidget *row = balut_move_log_get_row (log, i);
      GtkWidget *label;

      g_assert_true (GTK_IS_LIST_BOX_ROW (row));
      g_assert_true (gtk_widget_get_visible (row));
      g_assert_true (gtk_widget_get_parent (row) == list);
      label = gtk_list_box_row_get_child (GTK_LIST_BOX_ROW (row));
      g_assert_cmpstr (gtk_label_get_text (GTK_LABEL (label)), ==, lines[i]);
      gtk_test_accessible_assert_property (row, GTK_ACCESSIBLE_PROPERTY_LABEL, lines[i]);
      /* reached with the keyboard, one line at a time; nothing to press */
      g_assert_true (gtk_widget_get_focusable (row));
      g_assert_false (gtk_list_box_row_get_activatable (GTK_LIST_BOX_ROW (row)));
    }
}

static void
assert_lines (BalutMoveLog *log,
              GPtrArray    *expected)
{
  g_auto(GStrv) lines = balut_move_log_dup_lines (log);
  guint n = g_strv_length (lines);

  for (guint i = 0; i < MIN (n, expected->len); i++)
    if (g_strcmp0 (lines[i], g_ptr_array_index (expected, i)) != 0)
      g_error ("line %u is “%s”, expected “%s”", i, lines[i], (const char *) g_ptr_array_index (expected, i));
  g_assert_cmpuint (n, ==, expected->len);
  assert_rows (log);
}

/* The name in a line is set in bold: a weight attribute over it */
static void
assert_name_bold (BalutMoveLog *log,
                  guint         index,
                  const char   *name)
{
  GtkWidget *row = balut_move_log_get_row (log, index);
  GtkLabel *label = GTK_LABEL (gtk_list_box_row_get_child (GTK_LIST_BOX_ROW (row)));
  const char *text = gtk_label_get_text (label);
  const char *at = strstr (text, name);
  PangoAttrList *attrs = gtk_label_get_attributes (label);
  g_autoptr(PangoAttrIterator) iter = NULL;
  gboolean found = FALSE;

  g_assert_nonnull (at);
  g_assert_nonnull (attrs);
  iter = pango_attr_list_get_iterator (attrs);
  do
    {
      PangoAttribute *weight = pango_attr_iterator_get (iter, PANGO_ATTR_WEIGHT);

      if (weight != NULL && ((PangoAttrInt *) weight)->value == PANGO_WEIGHT_BOLD
          && weight->start_index == (guint) (at - text)
          && weight->end_index == (guint) (at - text + strlen (name)))
        found = TRUE;
    }
  while (pango_attr_iterator_next (iter));
  g_assert_true (found);
}

static void
announcement_cb (GtkWidget  *label,
                 GParamSpec *pspec,
                 Fixture    *f)
{
  if (gtk_widget_get_visible (label))
    f->n_announced++;
}

/* ------------------------------------------------------------------ */
/* Fixture: a window with the log, following a session                 */
/* ------------------------------------------------------------------ */

static gboolean
widget_mapped (gpointer data)
{
  return gtk_widget_get_mapped (GTK_WIDGET (data));
}

static void
fixture_set_up (Fixture       *f,
                gconstpointer  data)
{
  g_autoptr(GError) error = NULL;

  f->dir = g_dir_make_tmp ("balut-move-log-XXXXXX", &error);
  g_assert_no_error (error);
  f->save_path = g_build_filename (f->dir, "current-game.json", NULL);
  f->session = balut_session_new (f->save_path);
  balut_session_set_computer_pause (f->session, 0);
  balut_session_set_computer_hold (f->session, 0);

  f->window = GTK_WINDOW (gtk_window_new ());
  gtk_window_set_default_size (f->window, 360, 560);
  f->log = BALUT_MOVE_LOG (balut_move_log_new ());
  gtk_window_set_child (f->window, GTK_WIDGET (f->log));
  balut_move_log_set_session (f->log, f->session);
  g_assert_true (balut_move_log_get_session (f->log) == f->session);

  f->announcement = find_announcement (f->log);
  g_assert_nonnull (f->announcement);
  g_signal_connect (f->announcement, "notify::visible", G_CALLBACK (announcement_cb), f);

  gtk_window_present (f->window);
  ui_test_wait_until (widget_mapped, f->log, 10000, "the log to be mapped");
  ui_test_wait_for_frame (GTK_WIDGET (f->window));
}

static gboolean
session_idle (gpointer data)
{
  return !balut_session_is_thinking (BALUT_SESSION (data));
}

static void
fixture_tear_down (Fixture       *f,
                   gconstpointer  data)
{
  g_object_ref (f->log);
  gtk_window_destroy (f->window);
  while (g_main_context_pending (NULL))
    g_main_context_iteration (NULL, FALSE);
  g_assert_finalize_object (f->log);

  /* the strategy's last work, if any, ends before the session */
  balut_session_set_game (f->session, NULL);
  ui_test_wait_until (session_idle, f->session, 60000, "the strategy engine to stop");
  g_assert_finalize_object (f->session);

  balut_autosave_clear (f->save_path, NULL);
  g_rmdir (f->dir);
  g_free (f->save_path);
  g_free (f->dir);
}

/* ------------------------------------------------------------------ */
/* Playing                                                             */
/* ------------------------------------------------------------------ */

static void
roll (Fixture *f)
{
  g_autoptr(GError) error = NULL;

  g_assert_true (balut_session_roll (f->session, &error));
  g_assert_no_error (error);
}

/* The first box that takes the dice, struck or not as @scoring asks
 * (or any when no box does) */
static BalutBox
first_box (BalutGame *game,
           gboolean   scoring)
{
  BalutBox any = { 0, 0 };
  gboolean have_any = FALSE;

  for (guint c = 0; c < BALUT_N_CATEGORIES; c++)
    for (guint b = 0; b < BALUT_N_COLUMNS; b++)
      {
        gint score = balut_game_preview (game, c, b);

        if (score < 0)
          continue;
        if ((score > 0) == scoring)
          return (BalutBox) { c, b };
        if (!have_any)
          {
            any = (BalutBox) { c, b };
            have_any = TRUE;
          }
      }
  g_assert_true (have_any);
  return any;
}

static void
enter (Fixture        *f,
       const BalutBox *box)
{
  g_autoptr(GError) error = NULL;

  g_assert_true (balut_session_enter (f->session, box->category, box->box, &error));
  g_assert_no_error (error);
}

static const BalutTurn *
last_entered (BalutGame *game)
{
  return balut_game_get_turn (game, balut_game_get_turn_number (game) - 2);
}

static const BalutTurn *
turn_in_play (BalutGame *game)
{
  return balut_game_get_turn (game, balut_game_get_turn_number (game) - 1);
}

static BalutGame *
people_game (guint64 seed)
{
  return ui_test_new_game (BALUT_VARIANT_STANDARD, seed,
                           "Maria", BALUT_PLAYER_HUMAN, 0,
                           "Jens", BALUT_PLAYER_HUMAN, 0,
                           NULL);
}

typedef struct
{
  BalutGame *game;
  guint      turn_number;
  guint      player;
} TurnWait;

static gboolean
turn_reached (gpointer data)
{
  TurnWait *wait = data;

  return balut_game_get_turn_number (wait->game) >= wait->turn_number
         && balut_game_get_current_player (wait->game) == wait->player;
}

/* Until the computer seats have played and it is @player's turn number
 * @turn_number */
static void
wait_for_turn (Fixture   *f,
               BalutGame *game,
               guint      turn_number,
               guint      player)
{
  TurnWait wait = { game, turn_number, player };

  ui_test_wait_until (turn_reached, &wait, 120000, "the computer seats to play");
}

static gboolean
game_finished (gpointer data)
{
  return balut_game_is_finished (BALUT_GAME (data));
}

/* ------------------------------------------------------------------ */
/* Tests                                                               */
/* ------------------------------------------------------------------ */

/* People's turns: a line per throw, what was kept of it once the next
 * shows it, the entry (a score or a strike), the round headings, the
 * name in bold; R23's Balut; a log role with a name */
static void
test_people (Fixture       *f,
             gconstpointer  data)
{
  g_autoptr(BalutGame) game = people_game (2701);
  g_autoptr(GPtrArray) expected = g_ptr_array_new_with_free_func (g_free);
  g_autoptr(GError) error = NULL;
  const guint8 balut[BALUT_N_DICE] = { 6, 6, 6, 6, 6 };
  const BalutTurn *turn;
  BalutBox box;

  g_assert_cmpint (gtk_accessible_get_accessible_role (GTK_ACCESSIBLE (f->log)), ==, GTK_ACCESSIBLE_ROLE_LOG);
  gtk_test_accessible_assert_property (f->log, GTK_ACCESSIBLE_PROPERTY_LABEL, "Moves");

  balut_session_set_game (f->session, game);
  g_assert_cmpuint (balut_move_log_get_n_lines (f->log), ==, 0);

  /* Maria: three throws, two dice held, then none */
  roll (f);
  turn = turn_in_play (game);
  g_ptr_array_add (expected, g_strdup ("Round 1 of 28"));
  g_ptr_array_add (expected, throw_line ("Maria", turn, 0));
  assert_lines (f->log, expected);
  {
    g_autofree char *first = g_strdup_printf ("Maria threw %u" NBSP "%u" NBSP "%u" NBSP "%u" NBSP "%u",
                                              turn->throws[0][0], turn->throws[0][1],
                                              turn->throws[0][2], turn->throws[0][3], turn->throws[0][4]);

    g_assert_cmpstr (g_ptr_array_index (expected, 1), ==, first);
  }
  assert_name_bold (f->log, 1, "Maria");

  g_assert_true (balut_session_toggle_held (f->session, 0, &error));
  g_assert_true (balut_session_toggle_held (f->session, 3, &error));
  g_assert_no_error (error);
  roll (f);
  turn = turn_in_play (game);
  g_ptr_array_set_size (expected, 1);
  g_ptr_array_add (expected, throw_line ("Maria", turn, 0));
  g_ptr_array_add (expected, throw_line ("Maria", turn, 1));
  g_assert_nonnull (strstr (g_ptr_array_index (expected, 1), ", kept "));
  assert_lines (f->log, expected);

  g_assert_true (balut_session_toggle_held (f->session, 0, &error));
  g_assert_true (balut_session_toggle_held (f->session, 3, &error));
  roll (f);
  turn = turn_in_play (game);
  g_ptr_array_set_size (expected, 2);
  g_ptr_array_add (expected, throw_line ("Maria", turn, 1));
  g_ptr_array_add (expected, throw_line ("Maria", turn, 2));
  g_assert_true (g_str_has_suffix (g_ptr_array_index (expected, 2), ", kept none"));
  assert_lines (f->log, expected);

  /* a strike, if these dice have one */
  box = first_box (game, FALSE);
  enter (f, &box);
  turn = last_entered (game);
  g_ptr_array_add (expected, entry_line ("Maria", &turn->box, turn->score));
  assert_lines (f->log, expected);
  assert_name_bold (f->log, expected->len - 1, "Maria");

  /* Jens: five sixes (R23), entered in the Balut box */
  g_assert_true (balut_game_throw_values (game, balut, &error));
  g_assert_no_error (error);
  g_ptr_array_add (expected, lit ("Jens threw 6 6 6 6 6"));
  g_ptr_array_add (expected, g_strdup ("Balut! Jens threw five sixes"));
  assert_lines (f->log, expected);
  assert_name_bold (f->log, expected->len - 1, "Jens");
  enter (f, &(BalutBox) { BALUT_CATEGORY_BALUT, 0 });
  turn = last_entered (game);
  g_assert_cmpint (turn->score, >, 0);
  g_ptr_array_add (expected, g_strdup_printf ("Jens entered %d in Balut, box 1", turn->score));
  assert_lines (f->log, expected);

  /* round 2 has its heading */
  roll (f);
  g_ptr_array_add (expected, g_strdup ("Round 2 of 28"));
  g_ptr_array_add (expected, throw_line ("Maria", turn_in_play (game), 0));
  assert_lines (f->log, expected);

  /* people's turns are not announced */
  g_assert_cmpuint (f->n_announced, ==, 0);
  ui_test_wait_for_frame (GTK_WIDGET (f->window));
}

/* An undo: whose entry it was, taken back; the turn goes on from its
 * throws (the throw before the next says what was kept) */
static void
test_undo (Fixture       *f,
           gconstpointer  data)
{
  g_autoptr(BalutGame) game = people_game (2702);
  g_autoptr(GPtrArray) expected = g_ptr_array_new_with_free_func (g_free);
  g_autoptr(GError) error = NULL;
  const BalutTurn *turn;
  BalutBox first, second;

  balut_session_set_game (f->session, game);
  roll (f);
  first = first_box (game, TRUE);
  enter (f, &first);
  turn = last_entered (game);
  g_ptr_array_add (expected, g_strdup ("Round 1 of 28"));
  g_ptr_array_add (expected, throw_line ("Maria", turn, 0));
  g_ptr_array_add (expected, entry_line ("Maria", &turn->box, turn->score));
  assert_lines (f->log, expected);

  g_assert_true (balut_session_undo (f->session, &error));
  g_assert_no_error (error);
  g_ptr_array_add (expected, undo_line ("Maria", &first));
  assert_lines (f->log, expected);
  assert_name_bold (f->log, expected->len - 1, "Maria");

  /* the turn goes on: another throw (none held), another box */
  roll (f);
  turn = turn_in_play (game);
  g_assert_cmpuint (turn->n_throws, ==, 2);
  g_free (g_ptr_array_index (expected, 1));
  g_ptr_array_index (expected, 1) = throw_line ("Maria", turn, 0);
  g_assert_true (g_str_has_suffix (g_ptr_array_index (expected, 1), ", kept none"));
  g_ptr_array_add (expected, throw_line ("Maria", turn, 1));
  assert_lines (f->log, expected);

  second = first_box (game, TRUE);
  enter (f, &second);
  turn = last_entered (game);
  g_ptr_array_add (expected, entry_line ("Maria", &turn->box, turn->score));
  assert_lines (f->log, expected);

  /* a Jackpot box's words: Maria enters in one and takes it back */
  {
    g_autoptr(BalutGame) jackpot = ui_test_new_game (BALUT_VARIANT_JACKPOT, 2703,
                                                     "Maria", BALUT_PLAYER_HUMAN, 0,
                                                     NULL);
    const guint8 sixes[BALUT_N_DICE] = { 6, 6, 6, 6, 1 };
    BalutBox box = { BALUT_CATEGORY_SIXES, BALUT_BOX_JACKPOT };
    g_auto(GStrv) lines = NULL;
    g_autofree char *entered = NULL;
    gint score;
    guint n;

    balut_session_set_game (f->session, jackpot);
    g_assert_true (balut_game_throw_values (jackpot, sixes, &error));
    g_assert_no_error (error);
    score = balut_game_preview (jackpot, box.category, box.box);
    g_assert_cmpint (score, >=, 0);
    entered = score > 0 ? g_strdup_printf ("Maria entered %d in the Jackpot box of Sixes", score)
                        : g_strdup ("Maria struck the Jackpot box of Sixes");
    enter (f, &box);
    g_assert_true (balut_session_undo (f->session, &error));
    g_assert_no_error (error);
    lines = balut_move_log_dup_lines (f->log);
    n = g_strv_length (lines);
    g_assert_cmpuint (n, ==, 4);
    g_assert_cmpstr (lines[2], ==, entered);
    g_assert_cmpstr (lines[3], ==, "Maria’s entry in the Jackpot box of Sixes was taken back");
    assert_rows (f->log);
  }
}

/* Computer seats: every throw, what they kept and the entry, from the
 * game's record of the turn; the entry said once a turn to screen
 * readers, and not when the log is not on screen */
static void
test_computers (Fixture       *f,
                gconstpointer  data)
{
  g_autoptr(BalutGame) game = ui_test_new_game (BALUT_VARIANT_STANDARD, 2704,
                                                "Maria", BALUT_PLAYER_HUMAN, 0,
                                                "Expert", BALUT_PLAYER_COMPUTER, BALUT_LEVEL_EXPERT,
                                                "Casual", BALUT_PLAYER_COMPUTER, BALUT_LEVEL_CASUAL,
                                                NULL);
  g_autoptr(GPtrArray) expected = NULL;
  g_autofree char *expert_entry = NULL;
  g_autofree char *casual_entry = NULL;
  const BalutTurn *turn;
  BalutBox box;
  guint n_lines;

  balut_session_set_game (f->session, game);
  roll (f);
  box = first_box (game, TRUE);
  enter (f, &box);
  wait_for_turn (f, game, 4, 0);

  expected = game_lines (game);
  assert_lines (f->log, expected);
  /* the computers' lines name them */
  turn = balut_game_get_turn (game, 1);
  g_assert_cmpuint (turn->player, ==, 1);
  expert_entry = entry_line ("Expert", &turn->box, turn->score);
  casual_entry = entry_line ("Casual", &balut_game_get_turn (game, 2)->box, balut_game_get_turn (game, 2)->score);
  g_assert_true (g_ptr_array_find_with_equal_func (expected, expert_entry, g_str_equal, NULL));
  g_assert_true (g_ptr_array_find_with_equal_func (expected, casual_entry, g_str_equal, NULL));

  /* one announcement a computer's turn: its entry, the last one said */
  g_assert_cmpuint (f->n_announced, ==, 2);
  g_assert_true (gtk_widget_get_visible (f->announcement));
  g_assert_cmpstr (gtk_label_get_text (GTK_LABEL (f->announcement)), ==, casual_entry);
  /* never drawn: it takes no room, and the log is no taller for it */
  g_assert_false (gtk_widget_get_can_target (f->announcement));

  /* a new line and the announcement goes */
  roll (f);
  g_assert_false (gtk_widget_get_visible (f->announcement));
  box = first_box (game, TRUE);
  enter (f, &box);

  /* not on screen: the computers' turns are logged, never said */
  gtk_widget_set_visible (GTK_WIDGET (f->log), FALSE);
  g_assert_false (gtk_widget_get_mapped (GTK_WIDGET (f->log)));
  n_lines = balut_move_log_get_n_lines (f->log);
  wait_for_turn (f, game, 7, 0);
  g_assert_cmpuint (f->n_announced, ==, 2);
  g_assert_false (gtk_widget_get_visible (f->announcement));
  g_assert_cmpuint (balut_move_log_get_n_lines (f->log), >, n_lines);
  g_clear_pointer (&expected, g_ptr_array_unref);
  expected = game_lines (game);
  assert_lines (f->log, expected);

  /* on screen again, with the announcement turned off (the window says
   * the entry itself) */
  gtk_widget_set_visible (GTK_WIDGET (f->log), TRUE);
  ui_test_wait_until (widget_mapped, f->log, 10000, "the log to be mapped again");
  balut_move_log_set_announce (f->log, FALSE);
  g_assert_false (balut_move_log_get_announce (f->log));
  roll (f);
  box = first_box (game, TRUE);
  enter (f, &box);
  wait_for_turn (f, game, 10, 0);
  g_assert_cmpuint (f->n_announced, ==, 2);
  balut_move_log_set_announce (f->log, TRUE);

  ui_test_wait_for_frame (GTK_WIDGET (f->window));
  ui_test_save_png (GTK_WIDGET (f->window), "move-log-computers");
}

/* A computer seat's turn of a scoring-pad game as the log told it: its
 * throws on the screen (the game keeps the last dice and how many throws
 * they took), then its entry */
static void
add_computer_pad_turn (GPtrArray    *expected,
                       BalutMoveLog *log,
                       BalutGame    *game,
                       guint         t)
{
  const BalutTurn *turn = balut_game_get_turn (game, t);
  const char *name = name_of (game, turn->player);
  g_auto(GStrv) lines = balut_move_log_dup_lines (log);
  g_autofree char *prefix = g_strdup_printf ("%s threw ", name);
  g_autofree char *dice = dice_text (turn->throws[0]);
  g_autofree char *last = g_strdup_printf ("%s%s", prefix, dice);
  guint at = expected->len, n = 0;

  g_assert_cmpuint (turn->n_throws, ==, 1);
  g_assert_cmpuint (turn->throws_used, >=, 1);
  while (at + n < g_strv_length (lines) && g_str_has_prefix (lines[at + n], prefix)
         && strstr (lines[at + n], "Balut!") == NULL)
    {
      g_ptr_array_add (expected, g_strdup (lines[at + n]));
      n++;
    }
  g_assert_cmpuint (n, ==, turn->throws_used);
  g_assert_cmpstr (g_ptr_array_index (expected, expected->len - 1), ==, last);
  if (balut_rules_is_balut (turn->throws[0]))
    g_ptr_array_add (expected, balut_line (name, turn->throws[0][0]));
  g_ptr_array_add (expected, entry_line (name, &turn->box, turn->score));
}

/* Scoring pad: a person's dice from the table are told with the entry,
 * as corrected, with the throws they took; a Balut from the table; an
 * undo and the entry again; the computer seat's throws on the screen */
static void
test_pad (Fixture       *f,
          gconstpointer  data)
{
  g_autoptr(BalutGame) game = ui_test_new_game (BALUT_VARIANT_STANDARD, 2705,
                                                "Maria", BALUT_PLAYER_HUMAN, 0,
                                                "Casual", BALUT_PLAYER_COMPUTER, BALUT_LEVEL_CASUAL,
                                                NULL);
  g_autoptr(GPtrArray) expected = g_ptr_array_new_with_free_func (g_free);
  g_autoptr(GError) error = NULL;
  const guint8 typed[BALUT_N_DICE] = { 6, 6, 6, 2, 5 };
  const guint8 corrected[BALUT_N_DICE] = { 5, 5, 5, 5, 5 };
  const guint8 second[BALUT_N_DICE] = { 4, 4, 4, 1, 2 };
  BalutBox box;
  const BalutTurn *turn;

  g_assert_true (balut_game_set_mode (game, BALUT_GAME_MODE_PAD, &error));
  g_assert_no_error (error);
  balut_session_set_game (f->session, game);

  /* typed in, corrected: nothing told before the entry */
  g_assert_true (balut_session_set_pad_dice (f->session, typed, 2, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (balut_move_log_get_n_lines (f->log), ==, 0);
  g_assert_true (balut_session_set_pad_dice (f->session, corrected, 3, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (balut_move_log_get_n_lines (f->log), ==, 0);

  enter (f, &(BalutBox) { BALUT_CATEGORY_BALUT, 0 });
  turn = last_entered (game);
  g_ptr_array_add (expected, g_strdup ("Round 1 of 28"));
  g_ptr_array_add (expected, lit ("Maria threw 5 5 5 5 5 at the table in 3 throws"));
  g_ptr_array_add (expected, g_strdup ("Balut! Maria threw five fives"));
  g_ptr_array_add (expected, g_strdup_printf ("Maria entered %d in Balut, box 1", turn->score));
  /* the first lines at once: the computer may already have thrown */
  {
    g_auto(GStrv) lines = balut_move_log_dup_lines (f->log);

    g_assert_cmpuint (g_strv_length (lines), >=, expected->len);
    for (guint i = 0; i < expected->len; i++)
      g_assert_cmpstr (lines[i], ==, g_ptr_array_index (expected, i));
  }

  /* the computer throws on the screen */
  wait_for_turn (f, game, 3, 0);

  /* one throw, said; then taken back and entered again */
  g_assert_true (balut_session_set_pad_dice (f->session, second, 1, &error));
  g_assert_no_error (error);
  box = first_box (game, TRUE);
  enter (f, &box);
  g_assert_true (balut_session_undo (f->session, &error));
  g_assert_no_error (error);
  g_assert_true (balut_session_set_pad_dice (f->session, second, 0, &error));
  g_assert_no_error (error);
  enter (f, &box);

  wait_for_turn (f, game, 5, 0);

  /* the computer seat's turns: the game keeps only their last dice
   * (thrown on the screen, kept as one throw); the log told each throw */
  g_ptr_array_set_size (expected, 4);
  add_computer_pad_turn (expected, f->log, game, 1);
  turn = balut_game_get_turn (game, 2);
  g_ptr_array_add (expected, g_strdup ("Round 2 of 28"));
  g_ptr_array_add (expected, lit ("Maria threw 4 4 4 1 2 at the table in 1 throw"));
  g_ptr_array_add (expected, entry_line ("Maria", &turn->box, turn->score));
  g_ptr_array_add (expected, undo_line ("Maria", &turn->box));
  g_ptr_array_add (expected, lit ("Maria threw 4 4 4 1 2 at the table"));
  g_ptr_array_add (expected, entry_line ("Maria", &turn->box, turn->score));
  add_computer_pad_turn (expected, f->log, game, 3);
  assert_lines (f->log, expected);

  ui_test_wait_for_frame (GTK_WIDGET (f->window));
  ui_test_save_png (GTK_WIDGET (f->window), "move-log-pad");
}

/* While the dice still roll (the session paused), the throw waits: the
 * log does not tell it before the dice show it */
static void
test_held_while_rolling (Fixture       *f,
                         gconstpointer  data)
{
  g_autoptr(BalutGame) game = people_game (2706);
  g_auto(GStrv) lines = NULL;

  balut_session_set_game (f->session, game);
  balut_session_set_paused (f->session, TRUE);
  roll (f);
  g_assert_cmpuint (balut_move_log_get_n_lines (f->log), ==, 0);
  assert_rows (f->log);

  balut_session_set_paused (f->session, FALSE);
  lines = balut_move_log_dup_lines (f->log);
  g_assert_cmpuint (g_strv_length (lines), ==, 2);
  g_assert_cmpstr (lines[0], ==, "Round 1 of 28");
  g_assert_true (g_str_has_prefix (lines[1], "Maria threw "));
  assert_rows (f->log);
}

/* A new game clears the log; a resumed game is told again from its
 * turns: the same lines as played, but for what the record does not
 * keep (an entry taken back) */
static void
test_new_and_resumed (Fixture       *f,
                      gconstpointer  data)
{
  g_autoptr(BalutGame) game = ui_test_new_game (BALUT_VARIANT_JACKPOT, 2707,
                                                "Maria", BALUT_PLAYER_HUMAN, 0,
                                                "Expert", BALUT_PLAYER_COMPUTER, BALUT_LEVEL_EXPERT,
                                                NULL);
  g_autoptr(BalutGame) fresh = people_game (2708);
  g_autoptr(BalutGame) loaded = NULL;
  g_autoptr(BalutSession) resumed = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(GPtrArray) played = g_ptr_array_new_with_free_func (g_free);
  g_autoptr(GPtrArray) expected = NULL;
  g_auto(GStrv) lines = NULL;
  g_autofree char *resume_path = g_build_filename (f->dir, "resumed-game.json", NULL);
  BalutMoveLog *other;
  gboolean resumable = FALSE;
  BalutBox box;

  balut_session_set_game (f->session, game);
  for (guint round = 0; round < 3; round++)
    {
      roll (f);
      box = first_box (game, TRUE);
      enter (f, &box);
      if (round == 1)
        {
          /* taken back, and entered again elsewhere */
          g_assert_true (balut_session_undo (f->session, &error));
          g_assert_no_error (error);
          roll (f);
          box = first_box (game, FALSE);
          enter (f, &box);
        }
      wait_for_turn (f, game, 2 * round + 3, 0);
    }
  roll (f);   /* a turn in play */

  /* the lines played, without the entry taken back */
  lines = balut_move_log_dup_lines (f->log);
  for (guint i = 0; lines[i] != NULL; i++)
    if (lines[i + 1] != NULL && strstr (lines[i + 1], "was taken back") != NULL)
      i++;
    else
      g_ptr_array_add (played, g_strdup (lines[i]));
  expected = game_lines (game);
  assert_rows (f->log);
  g_assert_cmpuint (played->len, ==, expected->len);
  for (guint i = 0; i < played->len; i++)
    g_assert_cmpstr (g_ptr_array_index (played, i), ==, g_ptr_array_index (expected, i));

  /* resumed: saved, and restored by a session of its own */
  g_assert_true (balut_autosave_save (resume_path, game, &error));
  g_assert_no_error (error);
  resumed = balut_session_new (resume_path);
  g_assert_true (balut_session_restore (resumed, &resumable, &error));
  g_assert_no_error (error);
  g_assert_true (resumable);
  balut_session_set_paused (resumed, TRUE);   /* the resume prompt asks */
  other = BALUT_MOVE_LOG (balut_move_log_new ());
  g_object_ref_sink (other);
  balut_move_log_set_session (other, resumed);
  assert_lines (other, played);
  balut_move_log_set_session (other, NULL);
  g_assert_cmpuint (balut_move_log_get_n_lines (other), ==, 0);
  g_assert_finalize_object (other);
  balut_session_set_game (resumed, NULL);

  /* the same session, a new game: cleared */
  balut_session_set_game (f->session, fresh);
  g_assert_cmpuint (balut_move_log_get_n_lines (f->log), ==, 0);
  assert_rows (f->log);
  /* … and the saved game back (Resume): told again */
  g_clear_object (&resumed);
  loaded = balut_autosave_load (resume_path, NULL, &error);
  g_assert_no_error (error);
  g_assert_true (balut_autosave_clear (resume_path, NULL));
  balut_session_set_game (f->session, loaded);
  assert_lines (f->log, played);
}

/* Whether line @index is where the log shows it: inside its bounds (the
 * rows' places, not only the scrollbar's value) */
static gboolean
line_in_view (BalutMoveLog *log,
              guint         index)
{
  GtkWidget *row = balut_move_log_get_row (log, index);
  graphene_rect_t bounds;

  return row != NULL
         && gtk_widget_compute_bounds (row, GTK_WIDGET (log), &bounds)
         && bounds.origin.y >= -0.5
         && bounds.origin.y + bounds.size.height <= gtk_widget_get_height (GTK_WIDGET (log)) + 0.5;
}

/* The view at the newest line: the scrollbar at the end, the last row
 * shown in the log's bounds, the first not */
static gboolean
at_end (gpointer data)
{
  BalutMoveLog *log = data;
  GtkScrolledWindow *scrolled = GTK_SCROLLED_WINDOW (ui_test_find_widget (GTK_WIDGET (log), GTK_TYPE_SCROLLED_WINDOW));
  GtkAdjustment *adjustment = gtk_scrolled_window_get_vadjustment (scrolled);
  guint n = balut_move_log_get_n_lines (log);

  return gtk_adjustment_get_upper (adjustment) > gtk_adjustment_get_page_size (adjustment)
         && gtk_adjustment_get_value (adjustment)
            >= gtk_adjustment_get_upper (adjustment) - gtk_adjustment_get_page_size (adjustment) - 0.5
         && n > 0 && line_in_view (log, n - 1) && !line_in_view (log, 0);
}

static BalutMoveLog *start_log;

static gboolean
at_start (gpointer data)
{
  return gtk_adjustment_get_value (GTK_ADJUSTMENT (data)) < 0.5 && line_in_view (start_log, 0);
}

/* A whole game of computer seats: the last 200 lines kept, with a note
 * that older ones went; the game's end; the newest line in view, unless
 * the player scrolled back */
static void
test_long_game (Fixture       *f,
                gconstpointer  data)
{
  g_autoptr(BalutGame) game = ui_test_new_game (BALUT_VARIANT_STANDARD, 2709,
                                                "Casual", BALUT_PLAYER_COMPUTER, BALUT_LEVEL_CASUAL,
                                                "Beginner", BALUT_PLAYER_COMPUTER, BALUT_LEVEL_BEGINNER,
                                                NULL);
  g_autoptr(GPtrArray) expected = NULL;
  GtkWidget *note;
  BalutMoveLog *other;
  guint total = 0;

  balut_session_set_game (f->session, game);
  ui_test_wait_until (game_finished, game, 300000, "the computers to finish the game");

  expected = game_lines_counted (game, &total);
  g_test_message ("the game has %u lines", total);
  g_assert_cmpuint (total, >, BALUT_MOVE_LOG_MAX_LINES);
  g_assert_cmpuint (expected->len, ==, BALUT_MOVE_LOG_MAX_LINES);
  assert_lines (f->log, expected);
  g_assert_cmpstr (g_ptr_array_index (expected, expected->len - 1), ==, "Game over");

  /* each computer turn said once, the last one still said at the end */
  g_assert_cmpuint (f->n_announced, ==, balut_game_get_n_turns (game));
  g_assert_true (gtk_widget_get_visible (f->announcement));
  g_assert_cmpstr (gtk_label_get_text (GTK_LABEL (f->announcement)), ==,
                   g_ptr_array_index (expected, expected->len - 2));

  /* the note above the lines */
  note = gtk_widget_get_first_child (ui_test_find_widget (GTK_WIDGET (f->log), GTK_TYPE_LIST_BOX));
  g_assert_true (GTK_IS_LIST_BOX_ROW (note));
  g_assert_true (gtk_widget_has_css_class (note, "move-log-note"));
  g_assert_true (gtk_widget_get_visible (note));
  g_assert_cmpstr (gtk_label_get_text (GTK_LABEL (gtk_list_box_row_get_child (GTK_LIST_BOX_ROW (note)))), ==,
                   "Only the last 200 lines are kept.");
  gtk_test_accessible_assert_property (note, GTK_ACCESSIBLE_PROPERTY_LABEL, "Only the last 200 lines are kept.");

  /* the end in view */
  ui_test_wait_for_frame (GTK_WIDGET (f->window));
  ui_test_wait_until (at_end, f->log, 10000, "the newest line in view");
  ui_test_save_png (GTK_WIDGET (f->window), "move-log-end");

  /* a game told again keeps the same last lines */
  other = BALUT_MOVE_LOG (balut_move_log_new ());
  g_object_ref_sink (other);
  balut_move_log_set_session (other, f->session);
  assert_lines (other, expected);
  g_assert_finalize_object (other);
}

/* The newest line stays in view as lines come, unless the player
 * scrolled back to read */
static void
test_follows_end (Fixture       *f,
                  gconstpointer  data)
{
  g_autoptr(BalutGame) game = people_game (2710);
  g_autoptr(GError) error = NULL;
  GtkScrolledWindow *scrolled = GTK_SCROLLED_WINDOW (ui_test_find_widget (GTK_WIDGET (f->log),
                                                                          GTK_TYPE_SCROLLED_WINDOW));
  GtkAdjustment *adjustment = gtk_scrolled_window_get_vadjustment (scrolled);

  balut_session_set_game (f->session, game);
  for (guint i = 0; i < 12; i++)
    {
      g_assert_true (balut_strategy_play_turn (game, NULL, &error));
      g_assert_no_error (error);
    }
  ui_test_wait_for_frame (GTK_WIDGET (f->window));
  ui_test_wait_until (at_end, f->log, 10000, "the newest line in view");

  /* scrolled back: the view stays */
  start_log = f->log;
  gtk_adjustment_set_value (adjustment, 0);
  g_assert_true (balut_strategy_play_turn (game, NULL, &error));
  ui_test_wait_for_frame (GTK_WIDGET (f->window));
  ui_test_wait_for_frame (GTK_WIDGET (f->window));
  g_assert_cmpfloat (gtk_adjustment_get_value (adjustment), ==, 0);
  g_assert_true (line_in_view (f->log, 0));

  /* back at the end: it follows again */
  gtk_adjustment_set_value (adjustment, gtk_adjustment_get_upper (adjustment) - gtk_adjustment_get_page_size (adjustment));
  g_assert_true (balut_strategy_play_turn (game, NULL, &error));
  ui_test_wait_for_frame (GTK_WIDGET (f->window));
  ui_test_wait_until (at_end, f->log, 10000, "the newest line in view again");

  /* the keyboard: Home on a line goes to the first line, into view */
  {
    GtkWidget *list = ui_test_find_widget (GTK_WIDGET (f->log), GTK_TYPE_LIST_BOX);
    GtkWidget *first = balut_move_log_get_row (f->log, 0);
    GtkWidget *last = balut_move_log_get_row (f->log, balut_move_log_get_n_lines (f->log) - 1);

    gtk_widget_grab_focus (last);
    g_assert_true (gtk_widget_has_focus (last));
    g_signal_emit_by_name (list, "move-cursor", GTK_MOVEMENT_BUFFER_ENDS, -1, FALSE, FALSE);
    g_assert_true (gtk_widget_has_focus (first));
    /* (the view scrolls there in an animation) */
    ui_test_wait_until (at_start, adjustment, 10000, "the first line in view");
  }
}

static GtkWidget *screenshot_window;

/* WCAG's relative luminance of a pixel (B, G, R, A) */
static double
luminance (const guchar *pixel)
{
  double c[3];

  for (int i = 0; i < 3; i++)
    {
      double v = pixel[2 - i] / 255.0;

      c[i] = v <= 0.03928 ? v / 12.92 : pow ((v + 0.055) / 1.055, 2.4);
    }
  return 0.2126 * c[0] + 0.7152 * c[1] + 0.0722 * c[2];
}

static double
contrast (double a,
          double b)
{
  return (MAX (a, b) + 0.05) / (MIN (a, b) + 0.05);
}

/* Every line's text keeps 4.5:1 against the log's background: the most
 * contrasting pixel of its label (a glyph's stem) against the row's
 * padding */
static void
assert_contrast (Fixture    *f,
                 const char *what)
{
  int width, height;
  g_autofree guchar *pixels = ui_test_render_pixels (GTK_WIDGET (f->window), &width, &height);
  double scale = gtk_widget_get_scale_factor (GTK_WIDGET (f->window));

  for (guint i = 0; i < balut_move_log_get_n_lines (f->log); i++)
    {
      GtkWidget *row = balut_move_log_get_row (f->log, i);
      GtkWidget *label = gtk_list_box_row_get_child (GTK_LIST_BOX_ROW (row));
      graphene_rect_t bounds;
      double background, best = 1;
      int x0, y0, x1, y1;

      if (!gtk_widget_compute_bounds (label, GTK_WIDGET (f->window), &bounds))
        continue;
      x0 = (int) (bounds.origin.x * scale);
      y0 = MAX (0, (int) (bounds.origin.y * scale));
      x1 = MIN (width, (int) ((bounds.origin.x + bounds.size.width) * scale));
      y1 = MIN (height, (int) ((bounds.origin.y + bounds.size.height) * scale));
      if (y1 <= y0 + 2 || x0 < 4)
        continue;   /* scrolled out of view */
      background = luminance (pixels + ((y0 + y1) / 2 * width + 2) * 4);
      for (int y = y0; y < y1; y++)
        for (int x = x0; x < x1; x++)
          best = MAX (best, contrast (background, luminance (pixels + (y * width + x) * 4)));
      if (best < 4.5)
        g_error ("%s: line %u (“%s”) has a contrast of %.2f:1", what, i,
                 gtk_label_get_text (GTK_LABEL (label)), best);
    }
}

static gboolean
window_narrow (gpointer data)
{
  int width = gtk_widget_get_width (screenshot_window);

  return width > 0 && width <= GPOINTER_TO_INT (data);
}

/* The log in a 360 px column and a narrow side panel, light, dark and
 * high contrast, in the language of the run */
static void
test_screenshots (Fixture       *f,
                  gconstpointer  data)
{
  g_autoptr(BalutGame) game = ui_test_new_game (BALUT_VARIANT_JACKPOT, 2711,
                                                "Maria", BALUT_PLAYER_HUMAN, 0,
                                                "Expert", BALUT_PLAYER_COMPUTER, BALUT_LEVEL_EXPERT,
                                                "Wolfgang Amadeus", BALUT_PLAYER_HUMAN, 0,
                                                NULL);
  g_autoptr(GSettings) settings = ui_test_dup_settings ();
  g_autoptr(GError) error = NULL;
  const guint8 balut[BALUT_N_DICE] = { 4, 4, 4, 4, 4 };
  /* the language of the messages (LANGUAGE, LC_ALL, LC_MESSAGES, LANG) */
  const char *locale = g_get_language_names ()[0];
  g_autofree char *prefix = NULL;
  g_autofree char *theme = NULL;
  GtkSettings *gtk_settings = gtk_settings_get_default ();
  BalutBox box;

  screenshot_window = GTK_WIDGET (f->window);
  prefix = locale != NULL && g_ascii_isalpha (locale[0]) && g_ascii_isalpha (locale[1])
           && (locale[2] == '_' || locale[2] == '.' || locale[2] == '\0') && !g_str_has_prefix (locale, "en")
           ? g_strdup_printf ("%.2s-", locale) : g_strdup ("");

  balut_session_set_game (f->session, game);
  roll (f);
  g_assert_true (balut_session_toggle_held (f->session, 0, &error));
  roll (f);
  box = first_box (game, TRUE);
  enter (f, &box);
  wait_for_turn (f, game, 3, 2);
  g_assert_true (balut_game_throw_values (game, balut, &error));
  enter (f, &(BalutBox) { BALUT_CATEGORY_BALUT, 0 });
  g_assert_true (balut_session_undo (f->session, &error));
  g_assert_no_error (error);
  enter (f, &(BalutBox) { BALUT_CATEGORY_FOURS, 0 });
  roll (f);
  box = first_box (game, TRUE);
  enter (f, &box);
  wait_for_turn (f, game, 6, 2);
  roll (f);
  assert_rows (f->log);

  for (guint width = 0; width < 2; width++)
    {
      const char *size = width == 0 ? "360" : "240";

      gtk_window_set_default_size (f->window, width == 0 ? 360 : 240, 560);
      ui_test_wait_until (window_narrow, GUINT_TO_POINTER (width == 0 ? 360 : 240), 10000, "the window's new width");
      g_settings_set_enum (settings, "color-scheme", BALUT_COLOR_SCHEME_LIGHT);
      ui_test_wait_for_frame (GTK_WIDGET (f->window));
      ui_test_wait_for_frame (GTK_WIDGET (f->window));
      g_assert_cmpint (gtk_widget_get_width (GTK_WIDGET (f->log)), <=, width == 0 ? 360 : 240);
      assert_rows (f->log);
      {
        g_autofree char *name = g_strdup_printf ("%smove-log-%s-light", prefix, size);

        ui_test_save_png (GTK_WIDGET (f->window), name);
        assert_contrast (f, name);
      }

      g_settings_set_enum (settings, "color-scheme", BALUT_COLOR_SCHEME_DARK);
      ui_test_wait_for_frame (GTK_WIDGET (f->window));
      {
        g_autofree char *name = g_strdup_printf ("%smove-log-%s-dark", prefix, size);

        ui_test_save_png (GTK_WIDGET (f->window), name);
        assert_contrast (f, name);
      }
      g_settings_set_enum (settings, "color-scheme", BALUT_COLOR_SCHEME_LIGHT);

      g_object_get (gtk_settings, "gtk-theme-name", &theme, NULL);
      g_object_set (gtk_settings, "gtk-theme-name", "HighContrast", NULL);
      ui_test_wait_for_frame (GTK_WIDGET (f->window));
      {
        g_autofree char *name = g_strdup_printf ("%smove-log-%s-high-contrast", prefix, size);

        ui_test_save_png (GTK_WIDGET (f->window), name);
        assert_contrast (f, name);
      }
      g_object_set (gtk_settings, "gtk-theme-name", theme, NULL);
      g_clear_pointer (&theme, g_free);
    }
  g_settings_reset (settings, "color-scheme");
}

static void
add (const char *path,
     void      (*func) (Fixture *, gconstpointer))
{
  g_test_add (path, Fixture, NULL, fixture_set_up, func, fixture_tear_down);
}

int
main (int   argc,
      char *argv[])
{
  ui_test_init (&argc, &argv);

  add ("/balut/ui/move-log/people-r23", test_people);
  add ("/balut/ui/move-log/undo", test_undo);
  add ("/balut/ui/move-log/computers", test_computers);
  add ("/balut/ui/move-log/pad", test_pad);
  add ("/balut/ui/move-log/held-while-rolling", test_held_while_rolling);
  add ("/balut/ui/move-log/new-and-resumed", test_new_and_resumed);
  add ("/balut/ui/move-log/long-game", test_long_game);
  add ("/balut/ui/move-log/follows-end", test_follows_end);
  add ("/balut/ui/move-log/screenshots", test_screenshots);

  return g_test_run ();
}
