/* belote-sheet-view.c — the feuille de marque on screen
 *
 * SPDX-FileCopyrightText: 2026 The Balut developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * As a Belote table keeps it on paper (BELOTE.md, "Decisions on
 * presentation"): the target at the top, two columns, Us and Them (or
 * the teams' names), a row a deal with what each team scored, the marks
 * of the deal (who took and the trump, dedans, capot, Belote, the
 * announcements that counted, the pot received; a litige and the pot it
 * holds, B23–B24) and the running totals under it; the totals pinned at
 * the foot with what each team still needs, and the pot held.
 *
 * Every row says the whole deal to a screen reader in sentences
 * (belote_sheet_view_describe_deal ()). The rows are updated in place
 * when the match changes: a focused row keeps its focus. The last row
 * can be activated (Enter, a double click): the window corrects it (B28).
 */

#include "config.h"

#include <glib/gi18n.h>

#include "belote-sheet-view.h"

typedef struct
{
  GtkWidget *row;
  GtkLabel  *number;
  GtkLabel  *scored[BELOTE_N_TEAMS];
  GtkLabel  *marks[BELOTE_N_TEAMS];
  GtkLabel  *total[BELOTE_N_TEAMS];
  GtkLabel  *note;
} Row;

struct _BeloteSheetView
{
  GtkWidget     parent_instance;

  GtkLabel     *target_label;
  GtkWidget    *headings;
  GtkLabel     *number_heading;
  GtkLabel     *us_heading;
  GtkLabel     *them_heading;
  GtkScrolledWindow *scroller;
  GtkListBox   *rows;
  GtkWidget    *foot;
  GtkLabel     *total_heading;
  GtkLabel     *us_total;
  GtkLabel     *them_total;
  GtkLabel     *us_to_go;
  GtkLabel     *them_to_go;
  GtkLabel     *pot_label;

  GtkSizeGroup *numbers;      /* the column of deal numbers, headings to foot */
  GPtrArray    *row_data;     /* of Row */
  BeloteMatch  *match;
  /* the last rows kept in sight as the sheet grows or is laid out again,
   * until a person scrolls elsewhere */
  gboolean      stick_to_end;
  gboolean      scrolling;
  guint         scroll_idle;
  /* the last deal can be activated to be corrected (not in a match
   * reopened from the history) */
  gboolean      correctable;
};

G_DEFINE_FINAL_TYPE (BeloteSheetView, belote_sheet_view, GTK_TYPE_WIDGET)

enum {
  PROP_0,
  PROP_MATCH,
  N_PROPS
};

enum {
  DEAL_ACTIVATED,
  N_SIGNALS
};

static GParamSpec *properties[N_PROPS];
static guint signals[N_SIGNALS];

/* ------------------------------------------------------------ words */

/* ♣ ♦ ♥ ♠: the suits as cards print them */
static const char *
suit_symbol (BeloteSuit suit)
{
  static const char * const symbols[BELOTE_N_SUITS] = { "♣", "♦", "♥", "♠" };

  return (guint) suit < BELOTE_N_SUITS ? symbols[suit] : "";
}

static void
running_totals (BeloteMatch *match,
                guint        n,
                int          totals[BELOTE_N_TEAMS])
{
  totals[0] = totals[1] = 0;
  for (guint i = 0; i <= n && i < belote_match_get_n_deals (match); i++)
    {
      const BeloteDealScore *score = belote_match_get_score (match, i);

      totals[0] += score->scored[0];
      totals[1] += score->scored[1];
    }
}

/* The marks of @team in deal @n's row: "took ♥ · dedans · Belote" */
static char *
team_marks (const BeloteDealScore *score,
            guint                  team)
{
  g_autoptr(GPtrArray) marks = g_ptr_array_new_with_free_func (g_free);

  if (score->result == BELOTE_RESULT_VOID)
    return g_strdup ("");
  if (score->taker_team == (gint8) team)
    {
      if ((guint) score->trump < BELOTE_N_SUITS)
        /* Translators: a mark on the score sheet: this team took, with
         * the trump's symbol, e.g. "took ♥" */
        g_ptr_array_add (marks, g_strdup_printf (_("took %s"), suit_symbol (score->trump)));
      else
        /* Translators: a mark on the score sheet: this team took */
        g_ptr_array_add (marks, g_strdup (_("took")));
      if (score->result == BELOTE_RESULT_DEDANS)
        /* Translators: a mark on the score sheet (B23) */
        g_ptr_array_add (marks, g_strdup (_("dedans")));
    }
  if (score->capot_team == (gint8) team)
    /* Translators: a mark on the score sheet (B15) */
    g_ptr_array_add (marks, g_strdup (_("capot")));
  if (score->belote[team] > 0)
    /* Translators: a mark on the score sheet: Belote-Rebelote (B21) */
    g_ptr_array_add (marks, g_strdup (_("Belote")));
  if (score->announcements[team] > 0)
    /* Translators: a mark on the score sheet: what this team's
     * announcements counted (B20), e.g. "ann. 50" */
    g_ptr_array_add (marks, g_strdup_printf (_("ann. %d"), score->announcements[team]));
  if (score->pot_to == (gint8) team && score->pot_before > 0)
    /* Translators: a mark on the score sheet: the pot received (B24),
     * e.g. "pot +81" */
    g_ptr_array_add (marks, g_strdup_printf (_("pot +%d"), score->pot_before));
  g_ptr_array_add (marks, NULL);
  return g_strjoinv (" · ", (char **) marks->pdata);
}

/* A line of the row for the whole deal: a litige and what the pot holds
 * (B23, B24), a void deal (B8) */
static char *
deal_note (const BeloteDealScore *score)
{
  if (score->result == BELOTE_RESULT_LITIGE)
    /* Translators: a line of the score sheet (B23, B24) */
    return g_strdup_printf (_("Litige: %d held in the pot"), score->pot_after);
  if (score->result == BELOTE_RESULT_VOID)
    /* Translators: a line of the score sheet (B8) */
    return g_strdup (_("Void deal: all passed"));
  if (score->result == BELOTE_RESULT_UNFINISHED)
    return g_strdup (_("Being played"));
  return g_strdup ("");
}

/**
 * belote_sheet_view_describe_deal:
 *
 * Returns: (transfer full): deal @n in sentences, as a screen reader says
 *   its row: "Deal 3. Us took, trump hearts. Made. Us score 82, Them 80.
 *   Belote for Us. Totals: Us 240, Them 198."
 */
char *
belote_sheet_view_describe_deal (BeloteMatch *match,
                                 guint        n)
{
  const BeloteDealScore *score;
  g_autoptr(GString) text = g_string_new (NULL);
  const char *names[BELOTE_N_TEAMS];
  int totals[BELOTE_N_TEAMS];

  g_return_val_if_fail (BELOTE_IS_MATCH (match), NULL);
  g_return_val_if_fail (n < belote_match_get_n_deals (match), NULL);

  score = belote_match_get_score (match, n);
  names[0] = belote_match_get_team_name (match, 0);
  names[1] = belote_match_get_team_name (match, 1);

  /* Translators: the first sentence of a score sheet's row, said by
   * screen readers */
  g_string_append_printf (text, _("Deal %u."), n + 1);
  g_string_append_c (text, ' ');

  if (score->result == BELOTE_RESULT_VOID)
    g_string_append (text, _("Void deal: all passed."));
  else
    {
      const char *taker = score->taker_team >= 0 ? names[score->taker_team] : "";

      /* (while the deal is bid nobody took yet: the contract below
       * says "Being played.") */
      if (score->taker_team >= 0 && (guint) score->trump < BELOTE_N_SUITS)
        /* Translators: e.g. "Us took, trump hearts." */
        g_string_append_printf (text, _("%s took, trump %s."), taker, belote_suit_name (score->trump));
      else if (score->taker_team >= 0)
        /* Translators: e.g. "Us took." */
        g_string_append_printf (text, _("%s took."), taker);
      if (score->taker_team >= 0)
        g_string_append_c (text, ' ');
      switch (score->result)
        {
        case BELOTE_RESULT_MADE:
          /* Translators: the contract (B23) */
          g_string_append (text, _("Made."));
          break;
        case BELOTE_RESULT_DEDANS:
          /* Translators: the contract (B23) */
          g_string_append (text, _("Dedans."));
          break;
        case BELOTE_RESULT_LITIGE:
          /* Translators: the contract (B23) and the pot (B24) */
          g_string_append_printf (text, _("Litige: %d held in the pot."), score->pot_after);
          break;
        default:
          g_string_append (text, _("Being played."));
          break;
        }
      g_string_append_c (text, ' ');
      /* Translators: what each team scored in a deal: "Us score 82, Them 80." */
      g_string_append_printf (text, _("%s score %d, %s %d."),
                              names[0], score->scored[0], names[1], score->scored[1]);
      if (score->capot_team >= 0)
        {
          g_string_append_c (text, ' ');
          /* Translators: B15, e.g. "Capot by Them." */
          g_string_append_printf (text, _("Capot by %s."), names[score->capot_team]);
        }
      for (guint t = 0; t < BELOTE_N_TEAMS; t++)
        if (score->belote[t] > 0)
          {
            g_string_append_c (text, ' ');
            /* Translators: B21, e.g. "Belote for Us." */
            g_string_append_printf (text, _("Belote for %s."), names[t]);
          }
      for (guint t = 0; t < BELOTE_N_TEAMS; t++)
        if (score->announcements[t] > 0)
          {
            g_string_append_c (text, ' ');
            /* Translators: B20, e.g. "Announcements of Us: 50." */
            g_string_append_printf (text, _("Announcements of %s: %d."), names[t], score->announcements[t]);
          }
      if (score->pot_to >= 0 && score->pot_before > 0)
        {
          g_string_append_c (text, ' ');
          /* Translators: B24, e.g. "The pot of 81 goes to Us." */
          g_string_append_printf (text, _("The pot of %d goes to %s."), score->pot_before, names[score->pot_to]);
        }
    }

  running_totals (match, n, totals);
  g_string_append_c (text, ' ');
  /* Translators: the running totals after a deal: "Totals: Us 240, Them 198." */
  g_string_append_printf (text, _("Totals: %s %d, %s %d."), names[0], totals[0], names[1], totals[1]);
  return g_string_free (g_steal_pointer (&text), FALSE);
}

/**
 * belote_sheet_view_describe_totals:
 *
 * Returns: (transfer full): the sheet's foot in sentences
 */
char *
belote_sheet_view_describe_totals (BeloteMatch *match)
{
  int totals[BELOTE_N_TEAMS];
  g_autoptr(GString) text = g_string_new (NULL);
  int pot;

  g_return_val_if_fail (BELOTE_IS_MATCH (match), NULL);

  belote_match_get_totals (match, totals);
  /* Translators: the totals and the target, said by screen readers:
   * "Totals: Us 240, Them 198, to 501." */
  g_string_append_printf (text, _("Totals: %s %d, %s %d, to %d."),
                          belote_match_get_team_name (match, 0), totals[0],
                          belote_match_get_team_name (match, 1), totals[1],
                          belote_match_get_target (match));
  pot = belote_match_get_pot (match);
  if (pot > 0)
    {
      g_string_append_c (text, ' ');
      /* Translators: B24 */
      g_string_append_printf (text, _("The pot holds %d."), pot);
    }
  return g_string_free (g_steal_pointer (&text), FALSE);
}

/* ------------------------------------------------------------- rows */

static void
row_free (gpointer data)
{
  g_free (data);
}

static GtkLabel *
cell_label (GtkWidget  *box,
            const char *css_class)
{
  GtkWidget *label = gtk_label_new (NULL);

  gtk_widget_add_css_class (label, css_class);
  gtk_box_append (GTK_BOX (box), label);
  return GTK_LABEL (label);
}

static Row *
row_new (BeloteSheetView *self)
{
  Row *row = g_new0 (Row, 1);
  GtkWidget *line = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 0);
  GtkWidget *cells = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 0);
  GtkWidget *all = gtk_box_new (GTK_ORIENTATION_VERTICAL, 0);
  GtkWidget *number = gtk_label_new (NULL);

  gtk_label_set_xalign (GTK_LABEL (number), 1);
  gtk_label_set_yalign (GTK_LABEL (number), 0);
  gtk_widget_add_css_class (number, "belote-sheet-number");
  gtk_size_group_add_widget (self->numbers, number);
  gtk_box_append (GTK_BOX (line), number);
  row->number = GTK_LABEL (number);

  gtk_box_set_homogeneous (GTK_BOX (cells), TRUE);
  gtk_widget_set_hexpand (cells, TRUE);
  for (guint t = 0; t < BELOTE_N_TEAMS; t++)
    {
      GtkWidget *cell = gtk_box_new (GTK_ORIENTATION_VERTICAL, 0);

      gtk_widget_add_css_class (cell, "belote-sheet-cell");
      /* the points, the running total under them (level across the
       * row), then the marks */
      row->scored[t] = cell_label (cell, "belote-sheet-scored");
      row->total[t] = cell_label (cell, "belote-sheet-running");
      row->marks[t] = cell_label (cell, "belote-sheet-marks");
      gtk_label_set_wrap (row->marks[t], TRUE);
      gtk_label_set_wrap_mode (row->marks[t], PANGO_WRAP_WORD_CHAR);
      gtk_label_set_justify (row->marks[t], GTK_JUSTIFY_CENTER);
      gtk_box_append (GTK_BOX (cells), cell);
    }
  gtk_box_append (GTK_BOX (line), cells);

  gtk_box_append (GTK_BOX (all), line);
  row->note = cell_label (all, "belote-sheet-note");
  gtk_label_set_wrap (row->note, TRUE);

  row->row = gtk_list_box_row_new ();
  gtk_list_box_row_set_child (GTK_LIST_BOX_ROW (row->row), all);
  /* a row is said whole (its name); its labels are what it shows */
  gtk_accessible_update_property (GTK_ACCESSIBLE (row->row),
                                  GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, "",
                                  -1);
  return row;
}

/* A label's text, hidden when there is none. Its name for screen readers
 * is its text: GTK 4.8 calls an empty label "GtkLabel", also hidden. */
static void
set_label (GtkLabel   *label,
           const char *text)
{
  if (text == NULL)
    text = "";
  if (g_strcmp0 (gtk_label_get_text (label), text) != 0)
    gtk_label_set_text (label, text);
  gtk_accessible_update_property (GTK_ACCESSIBLE (label), GTK_ACCESSIBLE_PROPERTY_LABEL, text, -1);
  gtk_widget_set_visible (GTK_WIDGET (label), *text != '\0');
}

static void
row_update (BeloteSheetView *self,
            Row             *row,
            guint            n)
{
  const BeloteDealScore *score = belote_match_get_score (self->match, n);
  guint n_deals = belote_match_get_n_deals (self->match);
  gboolean last = n + 1 == n_deals;
  int totals[BELOTE_N_TEAMS];
  g_autofree char *number = g_strdup_printf ("%u", n + 1);
  g_autofree char *note = deal_note (score);
  g_autofree char *description = belote_sheet_view_describe_deal (self->match, n);

  running_totals (self->match, n, totals);
  set_label (row->number, number);
  for (guint t = 0; t < BELOTE_N_TEAMS; t++)
    {
      g_autofree char *scored = score->result == BELOTE_RESULT_VOID ? g_strdup ("–")
                                : g_strdup_printf ("%d", score->scored[t]);
      g_autofree char *marks = team_marks (score, t);
      g_autofree char *total = g_strdup_printf ("%d", totals[t]);

      set_label (row->scored[t], scored);
      set_label (row->marks[t], marks);
      set_label (row->total[t], total);
      if (score->taker_team == (gint8) t && score->result == BELOTE_RESULT_DEDANS)
        gtk_widget_add_css_class (GTK_WIDGET (row->scored[t]), "dedans");
      else
        gtk_widget_remove_css_class (GTK_WIDGET (row->scored[t]), "dedans");
    }
  set_label (row->note, note);

  gtk_accessible_update_property (GTK_ACCESSIBLE (row->row),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, description,
                                  -1);
  /* B28: the last deal may be corrected (until the next is entered) */
  gtk_list_box_row_set_activatable (GTK_LIST_BOX_ROW (row->row), last && self->correctable);
  gtk_widget_set_tooltip_text (row->row, last && self->correctable
                                         && belote_match_get_mode (self->match) == BELOTE_MODE_PAD
                                         ? _("The last deal: press Enter or double-click to correct it")
                                         : NULL);
  if (last)
    gtk_widget_add_css_class (row->row, "last");
  else
    gtk_widget_remove_css_class (row->row, "last");
}

static void
update_headings (BeloteSheetView *self)
{
  g_autofree char *target = NULL;
  const char *school;

  if (self->match == NULL)
    return;
  school = belote_match_get_school (self->match) == BELOTE_SCHOOL_TOURNAMENT
           /* Translators: B27, under the target line of the sheet */
           ? _("tournament rules")
           /* Translators: B26, under the target line of the sheet */
           : _("family rules");
  /* Translators: the target line at the top of the score sheet (B3):
   * "Match to 501 · family rules" */
  target = g_strdup_printf (_("Match to %d · %s"), belote_match_get_target (self->match), school);
  set_label (self->target_label, target);
  set_label (self->us_heading, belote_match_get_team_name (self->match, 0));
  set_label (self->them_heading, belote_match_get_team_name (self->match, 1));
}

static void
update_foot (BeloteSheetView *self)
{
  int totals[BELOTE_N_TEAMS];
  int target = belote_match_get_target (self->match);
  gint8 winner = belote_match_get_winner (self->match);
  GtkLabel *total_labels[BELOTE_N_TEAMS] = { self->us_total, self->them_total };
  GtkLabel *to_go_labels[BELOTE_N_TEAMS] = { self->us_to_go, self->them_to_go };
  g_autofree char *description = belote_sheet_view_describe_totals (self->match);
  int pot = belote_match_get_pot (self->match);

  belote_match_get_totals (self->match, totals);
  for (guint t = 0; t < BELOTE_N_TEAMS; t++)
    {
      g_autofree char *total = g_strdup_printf ("%d", totals[t]);
      g_autofree char *to_go = NULL;

      if (winner == (gint8) t)
        /* Translators: under the winning team's total */
        to_go = g_strdup (_("won"));
      else if (totals[t] < target)
        /* Translators: under a team's total: what it still needs to
         * reach the target, e.g. "261 to go" */
        to_go = g_strdup_printf (_("%d to go"), target - totals[t]);
      else
        /* Translators: under a team's total: the target is reached */
        to_go = g_strdup (_("target reached"));
      set_label (total_labels[t], total);
      set_label (to_go_labels[t], to_go);
      if (winner == (gint8) t)
        gtk_widget_add_css_class (GTK_WIDGET (total_labels[t]), "winner");
      else
        gtk_widget_remove_css_class (GTK_WIDGET (total_labels[t]), "winner");
    }

  if (pot > 0)
    {
      /* Translators: under the totals (B24) */
      g_autofree char *text = g_strdup_printf (_("Pot: %d, to the winner of the next deal that is not a litige"),
                                               pot);

      set_label (self->pot_label, text);
    }
  else
    set_label (self->pot_label, NULL);

  gtk_accessible_update_property (GTK_ACCESSIBLE (self->foot),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, description,
                                  -1);
}

static void
scroll_to_end (BeloteSheetView *self)
{
  GtkAdjustment *adjustment = gtk_scrolled_window_get_vadjustment (self->scroller);

  self->scrolling = TRUE;
  gtk_adjustment_set_value (adjustment, gtk_adjustment_get_upper (adjustment)
                                        - gtk_adjustment_get_page_size (adjustment));
  self->scrolling = FALSE;
}

static gboolean
scroll_to_end_cb (gpointer data)
{
  BeloteSheetView *self = data;

  self->scroll_idle = 0;
  if (self->stick_to_end)
    scroll_to_end (self);
  return G_SOURCE_REMOVE;
}

/* the rows laid out (a row added, the window resized): the last in sight.
 * Not from within the layout that changed the adjustment: the viewport
 * would not be laid out again for the new position (GTK 4.8) */
static void
adjustment_changed_cb (BeloteSheetView *self)
{
  if (self->stick_to_end && self->scroll_idle == 0)
    self->scroll_idle = g_idle_add (scroll_to_end_cb, self);
}

/* scrolled by a person away from the end: the sheet stays there */
static void
value_changed_cb (BeloteSheetView *self,
                  GtkAdjustment   *adjustment)
{
  if (!self->scrolling)
    self->stick_to_end = gtk_adjustment_get_value (adjustment)
                         >= gtk_adjustment_get_upper (adjustment) - gtk_adjustment_get_page_size (adjustment) - 1;
}

static void
update (BeloteSheetView *self)
{
  guint n_deals = self->match != NULL ? belote_match_get_n_deals (self->match) : 0;
  gboolean added = n_deals > self->row_data->len;

  update_headings (self);
  while (self->row_data->len > n_deals)
    {
      Row *row = g_ptr_array_index (self->row_data, self->row_data->len - 1);

      gtk_list_box_remove (self->rows, row->row);
      g_ptr_array_set_size (self->row_data, self->row_data->len - 1);
    }
  while (self->row_data->len < n_deals)
    {
      Row *row = row_new (self);

      gtk_list_box_append (self->rows, row->row);
      g_ptr_array_add (self->row_data, row);
    }
  for (guint i = 0; i < n_deals; i++)
    row_update (self, g_ptr_array_index (self->row_data, i), i);
  if (self->match != NULL)
    update_foot (self);

  /* the deal just entered in sight, once it is laid out */
  if (added)
    {
      self->stick_to_end = TRUE;
      scroll_to_end (self);
    }
}

static void
row_activated_cb (BeloteSheetView *self,
                  GtkListBoxRow   *row)
{
  g_signal_emit (self, signals[DEAL_ACTIVATED], 0, (guint) gtk_list_box_row_get_index (row));
}

/* ----------------------------------------------------------- GObject */

static void
belote_sheet_view_dispose (GObject *object)
{
  BeloteSheetView *self = BELOTE_SHEET_VIEW (object);

  g_clear_handle_id (&self->scroll_idle, g_source_remove);
  if (self->match != NULL)
    g_signal_handlers_disconnect_by_data (self->match, self);
  g_clear_object (&self->match);
  gtk_widget_dispose_template (GTK_WIDGET (self), BELOTE_TYPE_SHEET_VIEW);
  /* the template's own children (a GtkWidget keeps those not bound too) */
  for (GtkWidget *child; (child = gtk_widget_get_first_child (GTK_WIDGET (self))) != NULL;)
    gtk_widget_unparent (child);

  G_OBJECT_CLASS (belote_sheet_view_parent_class)->dispose (object);
}

static void
belote_sheet_view_finalize (GObject *object)
{
  BeloteSheetView *self = BELOTE_SHEET_VIEW (object);

  g_ptr_array_unref (self->row_data);
  g_object_unref (self->numbers);

  G_OBJECT_CLASS (belote_sheet_view_parent_class)->finalize (object);
}

static void
belote_sheet_view_get_property (GObject    *object,
                                guint       prop_id,
                                GValue     *value,
                                GParamSpec *pspec)
{
  BeloteSheetView *self = BELOTE_SHEET_VIEW (object);

  switch (prop_id)
    {
    case PROP_MATCH:
      g_value_set_object (value, self->match);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
belote_sheet_view_set_property (GObject      *object,
                                guint         prop_id,
                                const GValue *value,
                                GParamSpec   *pspec)
{
  BeloteSheetView *self = BELOTE_SHEET_VIEW (object);

  switch (prop_id)
    {
    case PROP_MATCH:
      belote_sheet_view_set_match (self, g_value_get_object (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
belote_sheet_view_class_init (BeloteSheetViewClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = belote_sheet_view_dispose;
  object_class->finalize = belote_sheet_view_finalize;
  object_class->get_property = belote_sheet_view_get_property;
  object_class->set_property = belote_sheet_view_set_property;

  properties[PROP_MATCH] =
    g_param_spec_object ("match", NULL, NULL, BELOTE_TYPE_MATCH,
                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  /**
   * BeloteSheetView::deal-activated:
   * @n: the deal, 0 for the first
   *
   * A deal's row was activated (only the last one can be: it may be
   * corrected).
   */
  signals[DEAL_ACTIVATED] = g_signal_new ("deal-activated", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                          0, NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_UINT);

  gtk_widget_class_set_template_from_resource (widget_class, "/io/github/balut/Balut/belote-sheet-view.ui");
  gtk_widget_class_bind_template_child (widget_class, BeloteSheetView, foot);
  gtk_widget_class_bind_template_child (widget_class, BeloteSheetView, headings);
  gtk_widget_class_bind_template_child (widget_class, BeloteSheetView, number_heading);
  gtk_widget_class_bind_template_child (widget_class, BeloteSheetView, pot_label);
  gtk_widget_class_bind_template_child (widget_class, BeloteSheetView, rows);
  gtk_widget_class_bind_template_child (widget_class, BeloteSheetView, scroller);
  gtk_widget_class_bind_template_child (widget_class, BeloteSheetView, target_label);
  gtk_widget_class_bind_template_child (widget_class, BeloteSheetView, them_heading);
  gtk_widget_class_bind_template_child (widget_class, BeloteSheetView, them_to_go);
  gtk_widget_class_bind_template_child (widget_class, BeloteSheetView, them_total);
  gtk_widget_class_bind_template_child (widget_class, BeloteSheetView, total_heading);
  gtk_widget_class_bind_template_child (widget_class, BeloteSheetView, us_heading);
  gtk_widget_class_bind_template_child (widget_class, BeloteSheetView, us_to_go);
  gtk_widget_class_bind_template_child (widget_class, BeloteSheetView, us_total);
  gtk_widget_class_bind_template_callback (widget_class, row_activated_cb);

  gtk_widget_class_set_css_name (widget_class, "belotesheet");
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_GROUP);
}

static void
belote_sheet_view_init (BeloteSheetView *self)
{
  GtkWidget *placeholder;

  gtk_widget_init_template (GTK_WIDGET (self));
  self->row_data = g_ptr_array_new_with_free_func (row_free);
  self->correctable = TRUE;
  self->numbers = gtk_size_group_new (GTK_SIZE_GROUP_HORIZONTAL);
  gtk_size_group_add_widget (self->numbers, GTK_WIDGET (self->number_heading));
  gtk_size_group_add_widget (self->numbers, GTK_WIDGET (self->total_heading));
  set_label (self->pot_label, NULL);
  self->stick_to_end = TRUE;
  g_signal_connect_object (gtk_scrolled_window_get_vadjustment (self->scroller), "changed",
                           G_CALLBACK (adjustment_changed_cb), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (gtk_scrolled_window_get_vadjustment (self->scroller), "value-changed",
                           G_CALLBACK (value_changed_cb), self, G_CONNECT_SWAPPED);

  placeholder = gtk_label_new (_("No deal yet"));
  gtk_label_set_wrap (GTK_LABEL (placeholder), TRUE);
  gtk_widget_add_css_class (placeholder, "dim-label");
  gtk_widget_add_css_class (placeholder, "belote-sheet-placeholder");
  gtk_list_box_set_placeholder (self->rows, placeholder);

  gtk_accessible_update_property (GTK_ACCESSIBLE (self->rows),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, _("Deals"),
                                  -1);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, _("Score sheet"),
                                  -1);
}

/* ------------------------------------------------------- public API */

GtkWidget *
belote_sheet_view_new (void)
{
  return g_object_new (BELOTE_TYPE_SHEET_VIEW, NULL);
}

/**
 * belote_sheet_view_get_match:
 *
 * Returns: (transfer none) (nullable): the match shown
 */
BeloteMatch *
belote_sheet_view_get_match (BeloteSheetView *self)
{
  g_return_val_if_fail (BELOTE_IS_SHEET_VIEW (self), NULL);
  return self->match;
}

/**
 * belote_sheet_view_set_match:
 * @match: (nullable): the match to show; the sheet follows its changes
 */
void
belote_sheet_view_set_match (BeloteSheetView *self,
                             BeloteMatch     *match)
{
  g_return_if_fail (BELOTE_IS_SHEET_VIEW (self));
  g_return_if_fail (match == NULL || BELOTE_IS_MATCH (match));

  if (self->match == match)
    return;
  if (self->match != NULL)
    g_signal_handlers_disconnect_by_data (self->match, self);
  g_set_object (&self->match, match);
  if (match != NULL)
    g_signal_connect_object (match, "changed", G_CALLBACK (update), self, G_CONNECT_SWAPPED);
  update (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_MATCH]);
}

/**
 * belote_sheet_view_set_correctable:
 *
 * Whether the last deal's row offers its correction (Enter, a double
 * click: ::deal-activated); not in a match reopened from the history.
 */
void
belote_sheet_view_set_correctable (BeloteSheetView *self,
                                   gboolean         correctable)
{
  g_return_if_fail (BELOTE_IS_SHEET_VIEW (self));

  self->correctable = correctable;
  update (self);
}

guint
belote_sheet_view_get_n_rows (BeloteSheetView *self)
{
  g_return_val_if_fail (BELOTE_IS_SHEET_VIEW (self), 0);
  return self->row_data->len;
}

GtkWidget *
belote_sheet_view_get_row (BeloteSheetView *self,
                           guint            n)
{
  g_return_val_if_fail (BELOTE_IS_SHEET_VIEW (self), NULL);
  g_return_val_if_fail (n < self->row_data->len, NULL);
  return ((Row *) g_ptr_array_index (self->row_data, n))->row;
}

/* What deal @n's row shows that @team scored */
const char *
belote_sheet_view_get_cell_text (BeloteSheetView *self,
                                 guint            n,
                                 guint            team)
{
  g_return_val_if_fail (BELOTE_IS_SHEET_VIEW (self), NULL);
  g_return_val_if_fail (n < self->row_data->len && team < BELOTE_N_TEAMS, NULL);
  return gtk_label_get_text (((Row *) g_ptr_array_index (self->row_data, n))->scored[team]);
}

const char *
belote_sheet_view_get_marks_text (BeloteSheetView *self,
                                  guint            n,
                                  guint            team)
{
  g_return_val_if_fail (BELOTE_IS_SHEET_VIEW (self), NULL);
  g_return_val_if_fail (n < self->row_data->len && team < BELOTE_N_TEAMS, NULL);
  return gtk_label_get_text (((Row *) g_ptr_array_index (self->row_data, n))->marks[team]);
}

const char *
belote_sheet_view_get_total_text (BeloteSheetView *self,
                                  guint            team)
{
  g_return_val_if_fail (BELOTE_IS_SHEET_VIEW (self), NULL);
  g_return_val_if_fail (team < BELOTE_N_TEAMS, NULL);
  return gtk_label_get_text (team == 0 ? self->us_total : self->them_total);
}
