/* balut-move-log.c — what every seat did: throws, entries, undos, Baluts
 *
 * SPDX-FileCopyrightText: 2026 The Balut developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A short line for each thing a player did, people and computer seats
 * alike, oldest first and the newest kept in view, as a story is read:
 *
 *   Round 3 of 28
 *   Expert threw 6 6 6 2 5, kept 6 6 6
 *   Expert threw 6 6 6 6 3
 *   Expert entered 24 in Sixes, box 2
 *   Maria threw 6 6 6 2 5 at the table in 2 throws
 *   Maria entered 18 in Fours, box 1
 *   Maria’s entry in Fours, box 1 was taken back
 *
 * A throw's line says what was kept of it once the next throw shows it.
 * The lines follow the session's game from its own signals: a throw, an
 * entry and an undo are told apart by how many turns were entered and
 * how many throws the turn in play has. A game given to the session (a
 * new game, a resumed one) is told again from its turns; what the game
 * does not keep (an entry taken back, a computer seat's throws before
 * its last in a scoring-pad game) is then not in the log.
 *
 * While the session is paused (the dice still roll on the screen), new
 * lines wait: the log does not tell a throw before the dice show it.
 *
 * Each line is a row with its text as accessible label, in a list that
 * a keyboard walks with the arrow keys; the whole is a log. A computer
 * seat's entry, once a turn, is also said by screen readers (a label
 * with the alert role, shown and never drawn), when the log is on
 * screen.
 */

#include "config.h"

#include <glib/gi18n.h>
#include <string.h>

#include "balut-move-log.h"
#include "balut-rules.h"

/* Stands for the player's name while a message is formatted: where the
 * translation put the name is then known, and the name set in bold. A
 * name has no control characters (balut_game_check_name()). */
#define NAME_MARK "\001"

typedef enum
{
  LINE_ROUND,       /* "Round 3 of 28" */
  LINE_THROW,       /* a throw on the screen, and what was kept of it */
  LINE_TABLE,       /* scoring pad: the dice a person threw at the table */
  LINE_BALUT,       /* R23: five of a kind */
  LINE_ENTRY,
  LINE_UNDO,
  LINE_GAME_OVER,
} LineKind;

typedef struct
{
  LineKind   kind;
  guint      turn;          /* the turn's index in the game */
  gboolean   computer;      /* a computer seat's line */
  char      *text;
  int        name_start;    /* bytes of the name in text; -1: none */
  int        name_end;
  GtkWidget *row;           /* (nullable): none yet while a game is told again */
  GtkLabel  *label;
  gboolean   held;          /* waits for the dice to land */
} Line;

/* An entry that an undo may take back */
typedef struct
{
  guint    player;
  BalutBox box;
} Entry;

struct _BalutMoveLog
{
  GtkWidget          parent_instance;

  GtkLabel          *announcement;
  GtkListBox        *list;
  GtkWidget         *note_row;      /* first once older lines went */
  GtkScrolledWindow *scrolled;

  BalutSession      *session;
  GSignalGroup      *session_signals;
  BalutGame         *game;          /* the session's */
  GSignalGroup      *game_signals;

  GPtrArray         *lines;         /* Line *, oldest first */
  GArray            *entries;       /* Entry of each entered turn */
  guint              n_entered;     /* entered turns told */
  guint              n_throws;      /* throws of the turn in play seen */
  Line              *last_throw;    /* the last throw told, to add what was kept of it */
  guint              round;         /* of the last round heading; 0: none yet */
  gboolean           game_over;
  gboolean           telling_again; /* the rows are made at the end */

  gboolean           announce;
  gboolean           follow_end;    /* the newest line is in view: keep it so */
};

G_DEFINE_FINAL_TYPE (BalutMoveLog, balut_move_log, GTK_TYPE_WIDGET)

enum {
  PROP_0,
  PROP_SESSION,
  PROP_ANNOUNCE,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

/* ------------------------------------------------------------ messages */

/* Between the dice: a no-break space, so that a narrow column wraps a
 * line between words, never inside a hand (screen readers read it as a
 * space) */
#define DICE_SPACE "\302\240"

/* "6 6 6 2 5": the dice in their places on the screen */
static char *
format_dice (const guint8 *dice)
{
  return g_strdup_printf ("%u" DICE_SPACE "%u" DICE_SPACE "%u" DICE_SPACE "%u" DICE_SPACE "%u",
                          dice[0], dice[1], dice[2], dice[3], dice[4]);
}

/* "6 6 6": the dice held, highest first (as the hint says them), or
 * NULL for none */
static char *
format_kept (const gboolean *held,
             const guint8   *dice)
{
  GString *faces = g_string_new (NULL);

  for (guint face = BALUT_N_FACES; face >= 1; face--)
    for (guint i = 0; i < BALUT_N_DICE; i++)
      if (held[i] && dice[i] == face)
        g_string_append_printf (faces, faces->len > 0 ? DICE_SPACE "%u" : "%u", face);
  if (faces->len == 0)
    {
      g_string_free (faces, TRUE);
      return NULL;
    }
  return g_string_free (faces, FALSE);
}

/* @kept_told: whether the next throw came, so what was kept is known */
static char *
describe_throw (const guint8   *dice,
                gboolean        kept_told,
                const gboolean *held)
{
  g_autofree char *faces = format_dice (dice);
  g_autofree char *kept = NULL;

  if (!kept_told)
    /* Translators: a line of the move log: a player's throw, e.g.
     * "Expert threw 6 6 6 2 5" (the player's name, the dice) */
    return g_strdup_printf (_("%s threw %s"), NAME_MARK, faces);
  kept = format_kept (held, dice);
  if (kept == NULL)
    /* Translators: a line of the move log: a player's throw, then
     * every die thrown again, e.g. "Expert threw 6 5 3 2 1, kept none" */
    return g_strdup_printf (_("%s threw %s, kept none"), NAME_MARK, faces);
  /* Translators: a line of the move log: a player's throw and the dice
   * held for the next, e.g. "Expert threw 6 6 6 2 5, kept 6 6 6" */
  return g_strdup_printf (_("%s threw %s, kept %s"), NAME_MARK, faces, kept);
}

/* A scoring-pad turn's dice, typed in from the table */
static char *
describe_table (const guint8 *dice,
                guint         throws_used)
{
  g_autofree char *faces = format_dice (dice);

  if (throws_used == 0)
    /* Translators: a line of the move log: the dice a person threw with
     * real dice and typed in, e.g. "Maria threw 6 6 6 2 5 at the table" */
    return g_strdup_printf (_("%s threw %s at the table"), NAME_MARK, faces);
  return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                       /* Translators: a line of the move log: the dice a
                                        * person threw with real dice, and how many throws
                                        * they took, e.g. "Maria threw 6 6 6 2 5 at the
                                        * table in 2 throws" */
                                       "%s threw %s at the table in %u throw",
                                       "%s threw %s at the table in %u throws",
                                       throws_used),
                          NAME_MARK, faces, throws_used);
}

/* The same words as the window's for a computer player's entry, for
 * every player's */
static char *
describe_entry (const BalutBox *box,
                gint            score)
{
  const char *label = balut_category_get_label (box->category);

  if (box->box == BALUT_BOX_JACKPOT)
    return score > 0
           /* Translators: also a line of the move log, for any player */
           ? g_strdup_printf (_("%s entered %d in the Jackpot box of %s"), NAME_MARK, score, label)
           /* Translators: also a line of the move log, for any player */
           : g_strdup_printf (_("%s struck the Jackpot box of %s"), NAME_MARK, label);
  return score > 0
         /* Translators: also a line of the move log, for any player */
         ? g_strdup_printf (_("%s entered %d in %s, box %u"), NAME_MARK, score, label, box->box + 1)
         /* Translators: also a line of the move log, for any player */
         : g_strdup_printf (_("%s struck %s, box %u"), NAME_MARK, label, box->box + 1);
}

static char *
describe_undo (const BalutBox *box)
{
  const char *label = balut_category_get_label (box->category);

  /* whose entry it was, not who asked: the next person may take back
   * the last one's, who then plays the turn again */
  if (box->box == BALUT_BOX_JACKPOT)
    /* Translators: a line of the move log: an entry was undone, e.g.
     * "Maria’s entry in the Jackpot box of Sixes was taken back" */
    return g_strdup_printf (_("%s’s entry in the Jackpot box of %s was taken back"), NAME_MARK, label);
  /* Translators: a line of the move log: an entry was undone, e.g.
   * "Maria’s entry in Sixes, box 1 was taken back" */
  return g_strdup_printf (_("%s’s entry in %s, box %u was taken back"), NAME_MARK, label, box->box + 1);
}

/* R23; whole sentences, for the words of each face */
static char *
describe_balut (guint face)
{
  switch (face)
    {
    /* Translators: a line of the move log: a player threw five of a
     * kind (R23), e.g. "Balut! Maria threw five ones"; one message
     * for each face */
    case 1: return g_strdup_printf (_("Balut! %s threw five ones"), NAME_MARK);
    case 2: return g_strdup_printf (_("Balut! %s threw five twos"), NAME_MARK);
    case 3: return g_strdup_printf (_("Balut! %s threw five threes"), NAME_MARK);
    case 4: return g_strdup_printf (_("Balut! %s threw five fours"), NAME_MARK);
    case 5: return g_strdup_printf (_("Balut! %s threw five fives"), NAME_MARK);
    case 6: return g_strdup_printf (_("Balut! %s threw five sixes"), NAME_MARK);
    default: g_return_val_if_reached (NULL);
    }
}

/* ---------------------------------------------------------------- lines */

static void
line_free (Line *line)
{
  g_free (line->text);
  g_free (line);
}

/* @text: (transfer full): with NAME_MARK where the name goes */
static void
line_set_text (Line       *line,
               const char *name,
               char       *text)
{
  const char *mark = name != NULL ? strstr (text, NAME_MARK) : NULL;

  g_free (line->text);
  line->name_start = line->name_end = -1;
  if (mark == NULL)
    {
      line->text = text;
      return;
    }
  line->name_start = (int) (mark - text);
  line->name_end = line->name_start + (int) strlen (name);
  line->text = g_strdup_printf ("%.*s%s%s", line->name_start, text, name, mark + strlen (NAME_MARK));
  g_free (text);
}

/* The row shows the line's text, the name in bold, and says it to
 * screen readers */
static void
line_update_row (Line *line)
{
  g_autoptr(PangoAttrList) attrs = NULL;

  if (line->row == NULL)
    return;

  if (line->name_start >= 0)
    {
      PangoAttribute *bold = pango_attr_weight_new (PANGO_WEIGHT_BOLD);

      attrs = pango_attr_list_new ();
      bold->start_index = (guint) line->name_start;
      bold->end_index = (guint) line->name_end;
      pango_attr_list_insert (attrs, bold);
    }
  gtk_label_set_text (line->label, line->text);
  gtk_label_set_attributes (line->label, attrs);
  gtk_accessible_update_property (GTK_ACCESSIBLE (line->row),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, line->text,
                                  -1);
}

static const char *
line_css_class (LineKind kind)
{
  switch (kind)
    {
    case LINE_ROUND: return "move-log-round";
    case LINE_THROW: return "move-log-throw";
    case LINE_TABLE: return "move-log-throw";
    case LINE_BALUT: return "move-log-balut";
    case LINE_ENTRY: return "move-log-entry";
    case LINE_UNDO: return "move-log-undo";
    case LINE_GAME_OVER: return "move-log-game-over";
    default: g_return_val_if_reached ("move-log-line");
    }
}

static void
make_row (BalutMoveLog *self,
          Line         *line)
{
  GtkWidget *label = g_object_new (GTK_TYPE_LABEL,
                                   "xalign", 0.f,
                                   "wrap", TRUE,
                                   "wrap-mode", PANGO_WRAP_WORD_CHAR,
                                   /* the natural width of a side panel; a
                                    * narrower column wraps the line */
                                   "max-width-chars", 34,
                                   NULL);

  line->row = gtk_list_box_row_new ();
  line->label = GTK_LABEL (label);
  gtk_list_box_row_set_activatable (GTK_LIST_BOX_ROW (line->row), FALSE);
  gtk_list_box_row_set_child (GTK_LIST_BOX_ROW (line->row), label);
  gtk_widget_add_css_class (line->row, line_css_class (line->kind));
  gtk_widget_set_visible (line->row, !line->held);
  line_update_row (line);
  gtk_list_box_append (self->list, line->row);
}

static void
hide_announcement (BalutMoveLog *self)
{
  gtk_widget_set_visible (GTK_WIDGET (self->announcement), FALSE);
}

/* A line that begins a turn, or takes one back: what was said before is
 * old (a round heading or the game's end right after an entry is not) */
static gboolean
ends_announcement (LineKind kind)
{
  return kind == LINE_THROW || kind == LINE_TABLE || kind == LINE_UNDO;
}

/* Said by screen readers: shown (never drawn) with the alert role. Not
 * when nobody sees the log, nor when turned off (the window says it). */
static void
announce (BalutMoveLog *self,
          const char   *text)
{
  if (!self->announce || !gtk_widget_get_mapped (GTK_WIDGET (self)))
    return;
  hide_announcement (self);
  gtk_label_set_text (self->announcement, text);
  gtk_widget_set_visible (GTK_WIDGET (self->announcement), TRUE);
}

/* The oldest lines go beyond the most kept */
static void
trim (BalutMoveLog *self)
{
  if (self->lines->len <= BALUT_MOVE_LOG_MAX_LINES)
    return;

  while (self->lines->len > BALUT_MOVE_LOG_MAX_LINES)
    {
      Line *oldest = g_ptr_array_index (self->lines, 0);

      if (oldest == self->last_throw)
        self->last_throw = NULL;
      if (oldest->row != NULL)
        gtk_list_box_remove (self->list, oldest->row);
      g_ptr_array_remove_index (self->lines, 0);
    }
  if (gtk_widget_get_parent (self->note_row) == NULL)
    gtk_list_box_prepend (self->list, self->note_row);
}

static gboolean
is_held (BalutMoveLog *self)
{
  return !self->telling_again && self->session != NULL && balut_session_get_paused (self->session);
}

/* @text: (transfer full) */
static Line *
add_line (BalutMoveLog *self,
          LineKind      kind,
          guint         turn,
          gint          player,
          char         *text)
{
  Line *line = g_new0 (Line, 1);
  BalutPlayer *seat = player >= 0 ? balut_game_get_player (self->game, (guint) player) : NULL;

  line->kind = kind;
  line->turn = turn;
  line->computer = seat != NULL && balut_player_get_kind (seat) == BALUT_PLAYER_COMPUTER;
  line->held = is_held (self);
  line_set_text (line, seat != NULL ? balut_player_get_name (seat) : NULL, text);
  g_ptr_array_add (self->lines, line);

  if (!self->telling_again)
    {
      if (!line->held && ends_announcement (line->kind))
        hide_announcement (self);
      make_row (self, line);
      if (!line->held && line->kind == LINE_ENTRY && line->computer)
        announce (self, line->text);
    }
  trim (self);
  return line;
}

/* The round heading before the first line of a round */
static void
ensure_round (BalutMoveLog *self,
              guint         turn)
{
  guint n_players = MAX (1, balut_game_get_n_players (self->game));
  guint n_rounds = balut_game_get_n_rounds (self->game);
  guint round = MIN (turn / n_players + 1, n_rounds);

  if (round == self->round)
    return;
  self->round = round;
  /* Translators: a heading of the move log, as in the status line */
  add_line (self, LINE_ROUND, turn, -1, g_strdup_printf (_("Round %u of %u"), round, n_rounds));
}

/* A person's turn of a scoring-pad game: the dice come from the table,
 * told with the entry (they may be corrected until then) */
static gboolean
is_table_turn (BalutMoveLog *self,
               guint         player)
{
  return balut_game_get_mode (self->game) == BALUT_GAME_MODE_PAD
         && balut_player_get_kind (balut_game_get_player (self->game, player)) == BALUT_PLAYER_HUMAN;
}

static void
tell_balut (BalutMoveLog *self,
            guint         turn,
            guint         player,
            guint         face)
{
  ensure_round (self, turn);
  add_line (self, LINE_BALUT, turn, (gint) player, describe_balut (face));
}

/* Throw @k of @turn (the turn at @index); the throw before it now says
 * what was kept of it */
static void
tell_throw (BalutMoveLog    *self,
            guint            index,
            const BalutTurn *turn,
            guint            k)
{
  BalutPlayer *seat = balut_game_get_player (self->game, turn->player);

  if (k > 0 && self->last_throw != NULL && self->last_throw->turn == index)
    {
      line_set_text (self->last_throw, balut_player_get_name (seat),
                     describe_throw (turn->throws[k - 1], TRUE, turn->holds[k - 1]));
      line_update_row (self->last_throw);
    }
  ensure_round (self, index);
  self->last_throw = add_line (self, LINE_THROW, index, (gint) turn->player,
                               describe_throw (turn->throws[k], FALSE, NULL));
}

static void
tell_entry (BalutMoveLog    *self,
            guint            index,
            const BalutTurn *turn)
{
  Entry entry = { turn->player, turn->box };

  ensure_round (self, index);
  if (is_table_turn (self, turn->player))
    {
      add_line (self, LINE_TABLE, index, (gint) turn->player,
                describe_table (turn->throws[0], turn->throws_used));
      if (balut_rules_is_balut (turn->throws[0]))
        tell_balut (self, index, turn->player, turn->throws[0][0]);
    }
  add_line (self, LINE_ENTRY, index, (gint) turn->player, describe_entry (&turn->box, turn->score));

  g_array_set_size (self->entries, index);
  g_array_append_val (self->entries, entry);
}

static void
tell_undo (BalutMoveLog *self,
           guint         index)
{
  const Entry *entry;

  if (index >= self->entries->len)
    return;
  entry = &g_array_index (self->entries, Entry, index);
  ensure_round (self, index);
  add_line (self, LINE_UNDO, index, (gint) entry->player, describe_undo (&entry->box));
  g_array_set_size (self->entries, index);
}

static void
tell_game_over (BalutMoveLog *self)
{
  if (self->game_over || !balut_game_is_finished (self->game))
    return;
  self->game_over = TRUE;
  add_line (self, LINE_GAME_OVER, balut_game_get_turn_number (self->game) - 1, -1, g_strdup (_("Game over")));
}

/* What the game did since the log last looked: entries taken back,
 * entries, throws */
static void
sync (BalutMoveLog *self)
{
  guint entered, n_throws;

  if (self->game == NULL || balut_game_get_n_players (self->game) == 0)
    return;

  entered = balut_game_get_turn_number (self->game) - 1;
  while (self->n_entered > entered)
    {
      self->n_entered--;
      tell_undo (self, self->n_entered);
      self->game_over = FALSE;
      /* the turn comes back with its throws, told before */
      self->n_throws = balut_game_get_n_throws (self->game);
    }
  while (self->n_entered < entered)
    {
      tell_entry (self, self->n_entered, balut_game_get_turn (self->game, self->n_entered));
      self->n_entered++;
      self->n_throws = 0;
    }

  n_throws = balut_game_get_n_throws (self->game);
  if (n_throws > self->n_throws)
    {
      const BalutTurn *turn = balut_game_get_turn (self->game, entered);

      if (!is_table_turn (self, turn->player))
        for (guint k = self->n_throws; k < n_throws; k++)
          tell_throw (self, entered, turn, k);
    }
  self->n_throws = n_throws;

  tell_game_over (self);
}

static void
clear (BalutMoveLog *self)
{
  for (guint i = 0; i < self->lines->len; i++)
    {
      Line *line = g_ptr_array_index (self->lines, i);

      if (line->row != NULL)
        gtk_list_box_remove (self->list, line->row);
    }
  g_ptr_array_set_size (self->lines, 0);
  g_array_set_size (self->entries, 0);
  self->n_entered = 0;
  self->n_throws = 0;
  self->last_throw = NULL;
  self->round = 0;
  self->game_over = FALSE;
  self->follow_end = TRUE;
  if (gtk_widget_get_parent (self->note_row) != NULL)
    gtk_list_box_remove (self->list, self->note_row);
  hide_announcement (self);
}

/* The game's story from its turns (a new game has none): the lines as
 * live play would have made them, then the rows of the last ones */
static void
tell_again (BalutMoveLog *self)
{
  guint n_turns;

  clear (self);
  if (self->game == NULL || balut_game_get_n_players (self->game) == 0)
    return;

  self->telling_again = TRUE;
  n_turns = balut_game_get_n_turns (self->game);
  for (guint t = 0; t < n_turns; t++)
    {
      const BalutTurn *turn = balut_game_get_turn (self->game, t);

      if (!is_table_turn (self, turn->player))
        for (guint k = 0; k < turn->n_throws; k++)
          {
            tell_throw (self, t, turn, k);
            if (balut_rules_is_balut (turn->throws[k]))
              tell_balut (self, t, turn->player, turn->throws[k][0]);
          }
      if (turn->entered)
        tell_entry (self, t, turn);
    }
  self->n_entered = balut_game_get_turn_number (self->game) - 1;
  self->n_throws = balut_game_get_n_throws (self->game);
  tell_game_over (self);
  self->telling_again = FALSE;

  for (guint i = 0; i < self->lines->len; i++)
    make_row (self, g_ptr_array_index (self->lines, i));
}

/* The dice have landed: the lines that waited for them are shown */
static void
show_held (BalutMoveLog *self)
{
  const Line *entry = NULL;

  for (guint i = 0; i < self->lines->len; i++)
    {
      Line *line = g_ptr_array_index (self->lines, i);

      if (!line->held)
        continue;
      line->held = FALSE;
      if (line->row != NULL)
        gtk_widget_set_visible (line->row, TRUE);
      if (line->kind == LINE_ENTRY && line->computer)
        entry = line;
      else if (ends_announcement (line->kind))
        entry = NULL;
      if (ends_announcement (line->kind))
        hide_announcement (self);
    }
  if (entry != NULL)
    announce (self, entry->text);
}

/* -------------------------------------------------------------- signals */

static void
game_cb (BalutMoveLog *self)
{
  BalutGame *game = self->session != NULL ? balut_session_get_game (self->session) : NULL;

  if (game == self->game && game != NULL)
    return;
  g_set_object (&self->game, game);
  g_signal_group_set_target (self->game_signals, game);
  tell_again (self);
}

static void
paused_cb (BalutMoveLog *self)
{
  if (self->session == NULL || !balut_session_get_paused (self->session))
    show_held (self);
}

static void
balut_cb (BalutMoveLog *self,
          guint         player,
          guint         face)
{
  /* a throw at the table is told with its entry, as it ends up */
  if (self->game == NULL || is_table_turn (self, player))
    return;
  tell_balut (self, balut_game_get_turn_number (self->game) - 1, player, face);
}

/* Whether the view is at the newest line: it then follows the lines as
 * they come (balut_move_log_size_allocate()); scrolled back to read, it
 * stays where it is */
static void
adjustment_value_cb (BalutMoveLog  *self,
                     GtkAdjustment *adjustment)
{
  self->follow_end = gtk_adjustment_get_value (adjustment)
                     >= gtk_adjustment_get_upper (adjustment) - gtk_adjustment_get_page_size (adjustment) - 1;
}

/* ------------------------------------------------------------- GObject */

static void
balut_move_log_measure (GtkWidget      *widget,
                        GtkOrientation  orientation,
                        int             for_size,
                        int            *minimum,
                        int            *natural,
                        int            *minimum_baseline,
                        int            *natural_baseline)
{
  BalutMoveLog *self = BALUT_MOVE_LOG (widget);

  /* the announcement takes no room: it is never drawn */
  gtk_widget_measure (GTK_WIDGET (self->scrolled), orientation, for_size,
                      minimum, natural, minimum_baseline, natural_baseline);
}

static void
balut_move_log_size_allocate (GtkWidget *widget,
                              int        width,
                              int        height,
                              int        baseline)
{
  BalutMoveLog *self = BALUT_MOVE_LOG (widget);

  GtkAdjustment *adjustment = gtk_scrolled_window_get_vadjustment (self->scrolled);

  gtk_widget_allocate (GTK_WIDGET (self->scrolled), width, height, baseline, NULL);
  /* The newest line in view, in the same frame as it comes: the list's
   * new height is known only now. (Setting the value from the
   * adjustment's "changed", in the middle of the viewport's allocation,
   * left the view drawn where it was.) */
  if (self->follow_end)
    {
      double end = gtk_adjustment_get_upper (adjustment) - gtk_adjustment_get_page_size (adjustment);

      if (gtk_adjustment_get_value (adjustment) != end)
        {
          gtk_adjustment_set_value (adjustment, end);
          gtk_widget_allocate (GTK_WIDGET (self->scrolled), width, height, baseline, NULL);
        }
    }
  if (gtk_widget_get_visible (GTK_WIDGET (self->announcement)))
    {
      GtkRequisition natural;

      gtk_widget_get_preferred_size (GTK_WIDGET (self->announcement), NULL, &natural);
      gtk_widget_allocate (GTK_WIDGET (self->announcement), natural.width, natural.height, -1, NULL);
    }
}

/* The keyboard lands on the newest line shown, the one a player
 * reading with the arrow keys most likely wants; older ones are above. */
static gboolean
balut_move_log_grab_focus (GtkWidget *widget)
{
  BalutMoveLog *self = BALUT_MOVE_LOG (widget);

  for (GtkWidget *row = gtk_widget_get_last_child (GTK_WIDGET (self->list)); row != NULL;
       row = gtk_widget_get_prev_sibling (row))
    if (GTK_IS_LIST_BOX_ROW (row) && gtk_widget_get_visible (row) && gtk_widget_get_child_visible (row))
      return gtk_widget_grab_focus (row);
  return gtk_widget_grab_focus (GTK_WIDGET (self->list));
}

static void
balut_move_log_snapshot (GtkWidget   *widget,
                         GtkSnapshot *snapshot)
{
  BalutMoveLog *self = BALUT_MOVE_LOG (widget);

  gtk_widget_snapshot_child (widget, GTK_WIDGET (self->scrolled), snapshot);
}

static void
balut_move_log_dispose (GObject *object)
{
  BalutMoveLog *self = BALUT_MOVE_LOG (object);

  if (self->session_signals != NULL)
    g_signal_group_set_target (self->session_signals, NULL);
  if (self->game_signals != NULL)
    g_signal_group_set_target (self->game_signals, NULL);
  g_clear_object (&self->session_signals);
  g_clear_object (&self->game_signals);
  g_clear_object (&self->session);
  g_clear_object (&self->game);
  if (self->lines != NULL)
    g_ptr_array_set_size (self->lines, 0);
  self->last_throw = NULL;

  gtk_widget_dispose_template (GTK_WIDGET (self), BALUT_TYPE_MOVE_LOG);
  g_clear_object (&self->note_row);

  G_OBJECT_CLASS (balut_move_log_parent_class)->dispose (object);
}

static void
balut_move_log_finalize (GObject *object)
{
  BalutMoveLog *self = BALUT_MOVE_LOG (object);

  g_clear_pointer (&self->lines, g_ptr_array_unref);
  g_clear_pointer (&self->entries, g_array_unref);

  G_OBJECT_CLASS (balut_move_log_parent_class)->finalize (object);
}

static void
balut_move_log_get_property (GObject    *object,
                             guint       prop_id,
                             GValue     *value,
                             GParamSpec *pspec)
{
  BalutMoveLog *self = BALUT_MOVE_LOG (object);

  switch (prop_id)
    {
    case PROP_SESSION:
      g_value_set_object (value, self->session);
      break;
    case PROP_ANNOUNCE:
      g_value_set_boolean (value, self->announce);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
balut_move_log_set_property (GObject      *object,
                             guint         prop_id,
                             const GValue *value,
                             GParamSpec   *pspec)
{
  BalutMoveLog *self = BALUT_MOVE_LOG (object);

  switch (prop_id)
    {
    case PROP_SESSION:
      balut_move_log_set_session (self, g_value_get_object (value));
      break;
    case PROP_ANNOUNCE:
      balut_move_log_set_announce (self, g_value_get_boolean (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
balut_move_log_class_init (BalutMoveLogClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = balut_move_log_dispose;
  object_class->finalize = balut_move_log_finalize;
  object_class->get_property = balut_move_log_get_property;
  object_class->set_property = balut_move_log_set_property;

  widget_class->measure = balut_move_log_measure;
  widget_class->size_allocate = balut_move_log_size_allocate;
  widget_class->snapshot = balut_move_log_snapshot;
  widget_class->grab_focus = balut_move_log_grab_focus;

  /**
   * BalutMoveLog:session:
   *
   * The session whose game the log tells; it follows the session's
   * game when another takes its place (a new game, a resumed one).
   */
  properties[PROP_SESSION] =
    g_param_spec_object ("session", NULL, NULL,
                         BALUT_TYPE_SESSION,
                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  /**
   * BalutMoveLog:announce:
   *
   * Whether a computer seat's entry is said to screen readers (once a
   * turn, while the log is on screen). Off when the window says it
   * itself.
   */
  properties[PROP_ANNOUNCE] =
    g_param_spec_boolean ("announce", NULL, NULL, TRUE,
                          G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  gtk_widget_class_set_template_from_resource (widget_class, "/io/github/balut/Balut/balut-move-log.ui");
  gtk_widget_class_bind_template_child (widget_class, BalutMoveLog, announcement);
  gtk_widget_class_bind_template_child (widget_class, BalutMoveLog, list);
  gtk_widget_class_bind_template_child (widget_class, BalutMoveLog, scrolled);

  gtk_widget_class_set_css_name (widget_class, "movelog");
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_LOG);
}

static void
balut_move_log_init (BalutMoveLog *self)
{
  g_autofree char *note = NULL;
  GtkAdjustment *adjustment;
  GtkWidget *label;

  self->lines = g_ptr_array_new_with_free_func ((GDestroyNotify) line_free);
  self->entries = g_array_new (FALSE, TRUE, sizeof (Entry));
  self->announce = TRUE;
  self->follow_end = TRUE;

  gtk_widget_init_template (GTK_WIDGET (self));

  note = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                       /* Translators: at the top of the move log
                                        * once its oldest lines have gone */
                                       "Only the last %u line is kept.",
                                       "Only the last %u lines are kept.",
                                       BALUT_MOVE_LOG_MAX_LINES),
                          BALUT_MOVE_LOG_MAX_LINES);
  label = g_object_new (GTK_TYPE_LABEL,
                        "label", note,
                        "xalign", 0.f,
                        "wrap", TRUE,
                        "wrap-mode", PANGO_WRAP_WORD_CHAR,
                        "max-width-chars", 34,
                        NULL);
  self->note_row = g_object_ref_sink (gtk_list_box_row_new ());
  gtk_list_box_row_set_activatable (GTK_LIST_BOX_ROW (self->note_row), FALSE);
  gtk_list_box_row_set_child (GTK_LIST_BOX_ROW (self->note_row), label);
  gtk_widget_add_css_class (self->note_row, "move-log-note");
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->note_row),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, note,
                                  -1);

  adjustment = gtk_scrolled_window_get_vadjustment (self->scrolled);
  g_signal_connect_object (adjustment, "value-changed", G_CALLBACK (adjustment_value_cb), self, G_CONNECT_SWAPPED);

  self->session_signals = g_signal_group_new (BALUT_TYPE_SESSION);
  g_signal_group_connect_swapped (self->session_signals, "notify::game", G_CALLBACK (game_cb), self);
  g_signal_group_connect_swapped (self->session_signals, "notify::paused", G_CALLBACK (paused_cb), self);

  self->game_signals = g_signal_group_new (BALUT_TYPE_GAME);
  g_signal_group_connect_swapped (self->game_signals, "notify::n-throws", G_CALLBACK (sync), self);
  g_signal_group_connect_swapped (self->game_signals, "notify::turn-number", G_CALLBACK (sync), self);
  g_signal_group_connect_swapped (self->game_signals, "notify::state", G_CALLBACK (sync), self);
  g_signal_group_connect_swapped (self->game_signals, "balut", G_CALLBACK (balut_cb), self);
}

/* ------------------------------------------------------------ public API */

GtkWidget *
balut_move_log_new (void)
{
  return g_object_new (BALUT_TYPE_MOVE_LOG, NULL);
}

/**
 * balut_move_log_get_session:
 *
 * Returns: (transfer none) (nullable): the session told
 */
BalutSession *
balut_move_log_get_session (BalutMoveLog *self)
{
  g_return_val_if_fail (BALUT_IS_MOVE_LOG (self), NULL);
  return self->session;
}

/**
 * balut_move_log_set_session:
 * @session: (nullable): the session whose game to tell
 *
 * Tells the session's game from its turns, then what its players do;
 * when the session's game changes (a new game, a resumed one) the log
 * tells that one instead.
 */
void
balut_move_log_set_session (BalutMoveLog *self,
                            BalutSession *session)
{
  g_return_if_fail (BALUT_IS_MOVE_LOG (self));
  g_return_if_fail (session == NULL || BALUT_IS_SESSION (session));

  if (!g_set_object (&self->session, session))
    return;
  g_signal_group_set_target (self->session_signals, session);
  g_clear_object (&self->game);
  game_cb (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_SESSION]);
}

gboolean
balut_move_log_get_announce (BalutMoveLog *self)
{
  g_return_val_if_fail (BALUT_IS_MOVE_LOG (self), FALSE);
  return self->announce;
}

/**
 * balut_move_log_set_announce:
 * @announce: whether a computer seat's entry is said to screen readers
 *
 * On by default: once a turn, when the log is on screen. A window that
 * says the entry itself turns it off.
 */
void
balut_move_log_set_announce (BalutMoveLog *self,
                             gboolean      announce)
{
  g_return_if_fail (BALUT_IS_MOVE_LOG (self));

  announce = !!announce;
  if (self->announce == announce)
    return;
  self->announce = announce;
  if (!announce)
    hide_announcement (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_ANNOUNCE]);
}

static Line *
shown_line (BalutMoveLog *self,
            guint         index)
{
  for (guint i = 0; i < self->lines->len; i++)
    {
      Line *line = g_ptr_array_index (self->lines, i);

      if (!line->held && index-- == 0)
        return line;
    }
  return NULL;
}

/**
 * balut_move_log_get_n_lines:
 *
 * Returns: how many lines the log shows (not those waiting for the dice
 *   to land), round headings included
 */
guint
balut_move_log_get_n_lines (BalutMoveLog *self)
{
  guint n = 0;

  g_return_val_if_fail (BALUT_IS_MOVE_LOG (self), 0);

  for (guint i = 0; i < self->lines->len; i++)
    if (!((Line *) g_ptr_array_index (self->lines, i))->held)
      n++;
  return n;
}

/**
 * balut_move_log_dup_lines:
 *
 * Returns: (transfer full): the lines shown, oldest first
 */
char **
balut_move_log_dup_lines (BalutMoveLog *self)
{
  g_autoptr(GStrvBuilder) builder = g_strv_builder_new ();

  g_return_val_if_fail (BALUT_IS_MOVE_LOG (self), NULL);

  for (guint i = 0; i < self->lines->len; i++)
    {
      Line *line = g_ptr_array_index (self->lines, i);

      if (!line->held)
        g_strv_builder_add (builder, line->text);
    }
  return g_strv_builder_end (builder);
}

/**
 * balut_move_log_get_row:
 * @index: a line shown, from 0 (the oldest)
 *
 * Returns: (transfer none) (nullable): its row in the list
 */
GtkWidget *
balut_move_log_get_row (BalutMoveLog *self,
                        guint         index)
{
  Line *line;

  g_return_val_if_fail (BALUT_IS_MOVE_LOG (self), NULL);

  line = shown_line (self, index);
  return line != NULL ? line->row : NULL;
}
