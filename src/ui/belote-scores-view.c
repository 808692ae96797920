/* belote-scores-view.c — Belote's pages of the scores window
 *
 * SPDX-FileCopyrightText: 2026 The Balut developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Three pages, read from the store (belote-store.h) the first time each
 * shows, and again on belote_scores_view_reload ():
 *   - Players: each name's matches, won and lost (B25), the deals it
 *     took and how many were dedans (B23), its team's capots (B15);
 *   - Records: the matches won by the largest leads, and the names with
 *     the most capots;
 *   - Matches: every finished match, newest first, told in words (the
 *     teams, the rules, who won by what, each team's deals); the one
 *     chosen can be checked (its record replayed, as balut --verify
 *     does: the verdict and the sheet deal by deal), its sheet printed,
 *     or reopened in Belote's window (the application's action
 *     BELOTE_OPEN_RECORD_ACTION, given the record).
 * A row the store cannot make sense of (a damaged file) is shown as it
 * can be; a record that does not load says why and changes nothing.
 */

#include "config.h"

#include "belote-scores-view.h"

#include <glib/gi18n.h>
#include <string.h>

#include "balut-format.h"
#include "balut-widgets.h"
#include "belote-print.h"
#include "belote-record.h"
#include "belote-sheet-document.h"
#include "belote-store.h"

#define N_RECORD_LINES 10
/* a long history is listed a page at a time, as Balut's */
#define MATCHES_PAGE 200

struct _BeloteScoresView
{
  GtkWidget    parent_instance;

  BalutStore  *store;
  gint64       highlight;

  GtkWidget   *stack;
  GtkWidget   *players_grid;
  GtkWidget   *leads_grid;
  GtkWidget   *capots_grid;
  GtkWidget   *matches_list;
  GtkWidget   *matches_more;    /* the row "Show Older Matches", when there are more */
  GPtrArray   *matches;         /* of BeloteMatchSummary, as listed */
  GtkWindow   *check_window;    /* weak: the check of a match, while it is open */
  GApplication *watched;        /* whose open-record action is watched, while mapped */

  /* each page is read when it first shows */
  gboolean     players_read;
  gboolean     records_read;
  gboolean     matches_read;
};

G_DEFINE_FINAL_TYPE (BeloteScoresView, belote_scores_view, GTK_TYPE_WIDGET)

enum {
  SIGNAL_NOTICE,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

static void
notice (BeloteScoresView *self,
        const char       *message)
{
  g_signal_emit (self, signals[SIGNAL_NOTICE], 0, message);
}

/* ---------------------------------------------------------- small parts */

static void
clear_grid (GtkWidget *grid)
{
  GtkWidget *child;

  while ((child = gtk_widget_get_first_child (grid)) != NULL)
    gtk_grid_remove (GTK_GRID (grid), child);
}

static GtkWidget *
cell (const char *text,
      float       xalign,
      gboolean    bold,
      gboolean    numeric)
{
  GtkWidget *label = balut_label_new_cell (text, xalign, numeric, bold);

  gtk_label_set_ellipsize (GTK_LABEL (label), xalign < 0.5 ? PANGO_ELLIPSIZE_END : PANGO_ELLIPSIZE_NONE);
  return label;
}

/* The headings of a table: dim, each on one line (a grid gives a
 * wrapped heading the height of one line, and the row under it overlaps
 * what follows): the names' column gives way in a narrow window */
static void
add_headings (GtkWidget          *grid,
              const char * const *headings,
              guint               n,
              guint               left_aligned)
{
  for (guint c = 0; c < n; c++)
    {
      gboolean left = (left_aligned >> c) & 1;
      GtkWidget *heading = cell (_(headings[c]), left ? 0.f : 1.f, TRUE, FALSE);

      gtk_label_set_ellipsize (GTK_LABEL (heading), left ? PANGO_ELLIPSIZE_END : PANGO_ELLIPSIZE_NONE);
      gtk_widget_set_valign (heading, GTK_ALIGN_END);
      gtk_widget_add_css_class (heading, "dim-label");
      gtk_grid_attach (GTK_GRID (grid), heading, (int) c, 0, 1, 1);
    }
}

static void
show_empty (GtkWidget  *grid,
            const char *text)
{
  GtkWidget *empty = gtk_label_new (text);

  gtk_label_set_wrap (GTK_LABEL (empty), TRUE);
  gtk_label_set_xalign (GTK_LABEL (empty), 0);
  gtk_widget_add_css_class (empty, "dim-label");
  gtk_grid_attach (GTK_GRID (grid), empty, 0, 0, 1, 1);
}

static GtkWidget *
section_heading (const char *text)
{
  GtkWidget *label = g_object_new (GTK_TYPE_LABEL,
                                   "label", text,
                                   "accessible-role", GTK_ACCESSIBLE_ROLE_HEADING,
                                   "xalign", 0.f,
                                   "wrap", TRUE,
                                   NULL);

  gtk_widget_add_css_class (label, "heading");
  return label;
}

static GtkWidget *
caption (const char *text)
{
  GtkWidget *label = gtk_label_new (text);

  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_label_set_wrap (GTK_LABEL (label), TRUE);
  gtk_widget_add_css_class (label, "dim-label");
  gtk_widget_add_css_class (label, "caption");
  return label;
}

static GtkWidget *
row_label (const char *text,
           const char *css_class)
{
  GtkWidget *label = gtk_label_new (text);

  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_label_set_wrap (GTK_LABEL (label), TRUE);
  gtk_label_set_wrap_mode (GTK_LABEL (label), PANGO_WRAP_WORD_CHAR);
  if (css_class != NULL)
    gtk_widget_add_css_class (label, css_class);
  return label;
}

/* A page: its content in a scroller, with the margins of Balut's */
static GtkWidget *
page_box (GtkWidget **scroller)
{
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 12);

  gtk_widget_set_margin_top (box, 18);
  gtk_widget_set_margin_bottom (box, 18);
  gtk_widget_set_margin_start (box, 12);
  gtk_widget_set_margin_end (box, 12);
  *scroller = gtk_scrolled_window_new ();
  gtk_scrolled_window_set_policy (GTK_SCROLLED_WINDOW (*scroller), GTK_POLICY_NEVER, GTK_POLICY_AUTOMATIC);
  gtk_scrolled_window_set_child (GTK_SCROLLED_WINDOW (*scroller), box);
  return box;
}

/* A team's name from the store, as the command line prints it: a
 * hand-edited file's bidirectional override cannot reorder the row */
static char *
dup_team (const BeloteMatchSummary *m,
          guint                     team)
{
  return balut_format_dup_printable (m->team_names[team]);
}

static const char *
school_label (BeloteSchool school)
{
  /* B26, B27 */
  return school == BELOTE_SCHOOL_TOURNAMENT ? C_("belote school", "Tournament rules")
                                            : C_("belote school", "Family rules");
}

/* ------------------------------------------------------------- players */

static void
fill_players (BeloteScoresView *self)
{
  /* (the matches played are those won and lost: B25 ends every
   * finished match with a winner) */
  static const char * const headings[] = {
    /* Translators: the headings of Belote's players: keep them short,
     * the table fits a window 360 pixels wide */
    N_("Name"), N_("Won"), N_("Lost"),
    /* Translators: a column of Belote's players: the deals the player
     * took (the taker) */
    N_("Taken"),
    /* Translators: a column of Belote's players: how often the deals
     * they took were dedans */
    N_("Dedans"),
    N_("Capots"),
  };
  g_autoptr(GPtrArray) players = NULL;
  g_autoptr(GError) error = NULL;

  self->players_read = TRUE;
  clear_grid (self->players_grid);
  if (self->store != NULL)
    players = balut_store_list_belote_players (self->store, &error);
  if (error != NULL)
    notice (self, error->message);
  if (players == NULL || players->len == 0)
    {
      show_empty (self->players_grid, _("No finished Belote matches yet. Finished matches appear here."));
      return;
    }

  add_headings (self->players_grid, headings, G_N_ELEMENTS (headings), 0x1);
  for (guint i = 0; i < players->len; i++)
    {
      const BelotePlayerStats *p = g_ptr_array_index (players, i);
      g_autofree char *name = balut_format_dup_printable (p->name);
      g_autofree char *won = g_strdup_printf ("%u", p->n_won);
      g_autofree char *lost = g_strdup_printf ("%u", p->n_lost);
      g_autofree char *taken = g_strdup_printf ("%u", p->n_taken);
      g_autofree char *rate = p->n_taken > 0 ? balut_format_percent (belote_player_stats_dedans_rate (p))
                                             : g_strdup ("–");
      g_autofree char *capots = g_strdup_printf ("%u", p->n_capots);
      g_autofree char *said_matches = NULL;
      g_autofree char *said_deals = NULL;
      g_autofree char *said_capots = NULL;
      g_autofree char *a11y = NULL;
      GtkWidget *row[6];

      row[0] = cell (name, 0.f, FALSE, FALSE);
      row[1] = cell (won, 1.f, TRUE, TRUE);
      row[2] = cell (lost, 1.f, FALSE, TRUE);
      row[3] = cell (taken, 1.f, FALSE, TRUE);
      row[4] = cell (rate, 1.f, FALSE, TRUE);
      row[5] = cell (capots, 1.f, FALSE, TRUE);
      gtk_label_set_width_chars (GTK_LABEL (row[0]), 5);
      gtk_widget_set_hexpand (row[0], TRUE);
      for (guint c = 0; c < G_N_ELEMENTS (row); c++)
        gtk_grid_attach (GTK_GRID (self->players_grid), row[c], (int) c, (int) i + 1, 1, 1);

      /* Translators: matches played, inserted in "Ana: 5 matches, 3 won, …" */
      said_matches = g_strdup_printf (ngettext ("%u match", "%u matches", p->n_matches), p->n_matches);
      /* Translators: deals taken, inserted in "…; took 12 deals, 2 dedans; …" */
      said_deals = g_strdup_printf (ngettext ("took %u deal", "took %u deals", p->n_taken), p->n_taken);
      /* Translators: capots, inserted in "…; 1 capot" */
      said_capots = g_strdup_printf (ngettext ("%u capot", "%u capots", p->n_capots), p->n_capots);
      /* Translators: a line of Belote's players for screen readers:
       * the name, matches played, won and lost, the deals taken, how
       * many were dedans, and the team's capots, "Ana: 5 matches, 3 won,
       * 2 lost; took 12 deals, 2 dedans; 1 capot" */
      a11y = g_strdup_printf (_("%s: %s, %u won, %u lost; %s, %u dedans; %s"),
                              name, said_matches, p->n_won, p->n_lost, said_deals, p->n_dedans, said_capots);
      gtk_accessible_update_property (GTK_ACCESSIBLE (row[0]), GTK_ACCESSIBLE_PROPERTY_LABEL, a11y, -1);
    }
}

/* ------------------------------------------------------------- records */

static void
fill_leads (BeloteScoresView *self)
{
  static const char * const headings[] = {
    N_("Place"),
    /* Translators: a column of Belote's biggest leads: by how many
     * points the match was won */
    N_("Lead"),
    /* Translators: a column of Belote's biggest leads: the final
     * totals, the winners' first */
    N_("Score"),
    N_("Teams"), N_("Date"),
  };
  g_autoptr(GPtrArray) margins = NULL;
  g_autoptr(GError) error = NULL;

  clear_grid (self->leads_grid);
  if (self->store != NULL)
    margins = balut_store_list_belote_margins (self->store, N_RECORD_LINES, &error);
  if (error != NULL)
    notice (self, error->message);
  if (margins == NULL || margins->len == 0)
    {
      show_empty (self->leads_grid, _("No finished Belote matches yet."));
      return;
    }

  add_headings (self->leads_grid, headings, G_N_ELEMENTS (headings), 0x18);
  for (guint i = 0; i < margins->len; i++)
    {
      const BeloteMatchSummary *m = g_ptr_array_index (margins, i);
      guint w = m->winner == 1 ? 1 : 0;
      gboolean highlight = self->highlight != 0 && m->match_id == self->highlight;
      g_autofree char *place = g_strdup_printf ("%u", i + 1);
      g_autofree char *lead = balut_format_number (belote_match_summary_margin (m));
      g_autofree char *won = balut_format_number (m->totals[w]);
      g_autofree char *lost = balut_format_number (m->totals[1 - w]);
      /* Translators: a Belote match's final score, the winners' first, "514–62" */
      g_autofree char *score = g_strdup_printf (C_("belote score", "%s–%s"), won, lost);
      g_autofree char *winners = dup_team (m, w);
      g_autofree char *losers = dup_team (m, 1 - w);
      /* Translators: the winners and the losers of a Belote match,
       * "Ana & Ben against Carl & Dora" */
      g_autofree char *teams = g_strdup_printf (_("%s against %s"), winners, losers);
      g_autofree char *date = balut_format_date_time (m->date);
      g_autofree char *a11y = NULL;
      GtkWidget *row[5];

      row[0] = cell (place, 1.f, highlight, TRUE);
      row[1] = cell (lead, 1.f, TRUE, TRUE);
      row[2] = cell (score, 1.f, highlight, TRUE);
      row[3] = cell (teams, 0.f, highlight, FALSE);
      row[4] = cell (date, 0.f, highlight, FALSE);
      /* the teams and the date in lines of their own in a narrow window */
      for (guint c = 3; c < 5; c++)
        {
          gtk_label_set_ellipsize (GTK_LABEL (row[c]), PANGO_ELLIPSIZE_NONE);
          gtk_label_set_wrap (GTK_LABEL (row[c]), TRUE);
          gtk_label_set_wrap_mode (GTK_LABEL (row[c]), PANGO_WRAP_WORD_CHAR);
        }
      gtk_label_set_width_chars (GTK_LABEL (row[3]), 8);
      gtk_widget_set_hexpand (row[3], TRUE);
      for (guint c = 0; c < G_N_ELEMENTS (row); c++)
        {
          if (highlight)
            gtk_widget_add_css_class (row[c], "new-high-score");
          gtk_grid_attach (GTK_GRID (self->leads_grid), row[c], (int) c, (int) i + 1, 1, 1);
        }
      /* Translators: a line of Belote's biggest leads for screen
       * readers: the place, the teams, the lead, the score and the date,
       * "Place 1: Ana & Ben against Carl & Dora, won by 452 points,
       * 514–62, 25 Nov 2026, 18:05" */
      a11y = g_strdup_printf (ngettext ("Place %u: %s, won by %s point, %s, %s",
                                        "Place %u: %s, won by %s points, %s, %s",
                                        (gulong) belote_match_summary_margin (m)),
                              i + 1, teams, lead, score, date);
      gtk_accessible_update_property (GTK_ACCESSIBLE (row[3]), GTK_ACCESSIBLE_PROPERTY_LABEL, a11y, -1);
    }
}

/* The names whose teams made the most capots (B15) */
static void
fill_capots (BeloteScoresView *self)
{
  static const char * const headings[] = { N_("Place"), N_("Name"), N_("Capots"), N_("Matches") };
  g_autoptr(GPtrArray) players = NULL;
  g_autoptr(GPtrArray) with_capots = g_ptr_array_new ();
  g_autoptr(GError) error = NULL;
  guint place = 0;

  clear_grid (self->capots_grid);
  if (self->store != NULL)
    players = balut_store_list_belote_players (self->store, &error);
  if (error != NULL)
    notice (self, error->message);
  for (guint i = 0; players != NULL && i < players->len; i++)
    if (((BelotePlayerStats *) g_ptr_array_index (players, i))->n_capots > 0)
      g_ptr_array_add (with_capots, g_ptr_array_index (players, i));
  if (with_capots->len == 0)
    {
      show_empty (self->capots_grid, _("No capot yet: a team that takes every trick of a deal is named here."));
      return;
    }

  /* most capots first; then as the store lists them (most matches) */
  for (guint i = 1; i < with_capots->len; i++)
    for (guint j = i; j > 0; j--)
      {
        BelotePlayerStats *a = g_ptr_array_index (with_capots, j - 1);
        BelotePlayerStats *b = g_ptr_array_index (with_capots, j);

        if (a->n_capots >= b->n_capots)
          break;
        with_capots->pdata[j - 1] = b;
        with_capots->pdata[j] = a;
      }

  add_headings (self->capots_grid, headings, G_N_ELEMENTS (headings), 0x2);
  for (guint i = 0; i < with_capots->len && i < N_RECORD_LINES; i++)
    {
      const BelotePlayerStats *p = g_ptr_array_index (with_capots, i);
      g_autofree char *name = balut_format_dup_printable (p->name);
      g_autofree char *place_text = NULL;
      g_autofree char *capots = g_strdup_printf ("%u", p->n_capots);
      g_autofree char *matches = g_strdup_printf ("%u", p->n_matches);
      g_autofree char *a11y = NULL;
      GtkWidget *row[4];

      /* equal capots share a place */
      if (i == 0 || p->n_capots != ((BelotePlayerStats *) g_ptr_array_index (with_capots, i - 1))->n_capots)
        place = i + 1;
      place_text = g_strdup_printf ("%u", place);
      row[0] = cell (place_text, 1.f, FALSE, TRUE);
      row[1] = cell (name, 0.f, FALSE, FALSE);
      row[2] = cell (capots, 1.f, TRUE, TRUE);
      row[3] = cell (matches, 1.f, FALSE, TRUE);
      gtk_label_set_width_chars (GTK_LABEL (row[1]), 5);
      gtk_widget_set_hexpand (row[1], TRUE);
      for (guint c = 0; c < G_N_ELEMENTS (row); c++)
        gtk_grid_attach (GTK_GRID (self->capots_grid), row[c], (int) c, (int) i + 1, 1, 1);
      {
        /* Translators: capots, inserted in "Place 1: Ana, 3 capots in 5 matches" */
        g_autofree char *said_capots = g_strdup_printf (ngettext ("%u capot", "%u capots", p->n_capots), p->n_capots);
        /* Translators: matches, inserted in "Place 1: Ana, 3 capots in 5 matches" */
        g_autofree char *said_matches = g_strdup_printf (ngettext ("%u match", "%u matches", p->n_matches),
                                                         p->n_matches);

        /* Translators: a line of the names with the most capots, for
         * screen readers, "Place 1: Ana, 3 capots in 5 matches" */
        a11y = g_strdup_printf (_("Place %u: %s, %s in %s"), place, name, said_capots, said_matches);
      }
      gtk_accessible_update_property (GTK_ACCESSIBLE (row[1]), GTK_ACCESSIBLE_PROPERTY_LABEL, a11y, -1);
    }
}

static void
fill_records (BeloteScoresView *self)
{
  self->records_read = TRUE;
  fill_leads (self);
  fill_capots (self);
}

/* ------------------------------------------------------------- matches */

/* "Ana & Ben: took 6 deals, 1 dedans, 1 capot" */
static char *
dup_team_deals (const BeloteMatchSummary *m,
                guint                     team)
{
  g_autofree char *name = dup_team (m, team);
  /* Translators: deals taken, inserted in "Ana & Ben: took 6 deals, 1 dedans, 1 capot" */
  g_autofree char *deals = g_strdup_printf (ngettext ("took %u deal", "took %u deals", m->taken[team]),
                                            m->taken[team]);
  /* Translators: capots, inserted in "Ana & Ben: took 6 deals, 1 dedans, 1 capot" */
  g_autofree char *capots = g_strdup_printf (ngettext ("%u capot", "%u capots", m->capots[team]),
                                             m->capots[team]);

  /* Translators: what a team did in a Belote match: the deals it took,
   * how many of them were dedans, its capots, "Ana & Ben: took 6 deals,
   * 1 dedans, 1 capot" */
  return g_strdup_printf (_("%s: %s, %u dedans, %s"), name, deals, m->dedans[team], capots);
}

/* A finished match in words: the teams and the date, the rules and the
 * marks of real cards and of help, who won by what, each team's deals;
 * the same words for a screen reader, as sentences */
static GtkWidget *
match_row (const BeloteMatchSummary *m)
{
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 3);
  GtkWidget *top = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 12);
  GtkWidget *teams_label, *date_label, *row;
  g_autoptr(GPtrArray) sentences = g_ptr_array_new_with_free_func (g_free);
  g_autoptr(GString) marks = g_string_new (NULL);
  g_autofree char *team0 = dup_team (m, 0);
  g_autofree char *team1 = dup_team (m, 1);
  g_autofree char *date = balut_format_date_time (m->date);
  /* Translators: the two teams of a Belote match, "Ana & Ben against
   * Carl & Dora" */
  g_autofree char *teams = g_strdup_printf (_("%s against %s"), team0, team1);
  g_autofree char *outcome = NULL;
  g_autofree char *deals = NULL;
  g_autofree char *a11y = NULL;

  teams_label = row_label (teams, "heading");
  gtk_widget_set_hexpand (teams_label, TRUE);
  date_label = row_label (date, "dim-label");
  gtk_label_set_xalign (GTK_LABEL (date_label), 1);
  gtk_box_append (GTK_BOX (top), teams_label);
  gtk_box_append (GTK_BOX (top), date_label);
  gtk_box_append (GTK_BOX (box), top);
  /* Translators: a Belote match in the history for screen readers: the
   * teams and the date, "Ana & Ben against Carl & Dora, 25 Nov 2026, 18:05" */
  g_ptr_array_add (sentences, g_strdup_printf (C_("history", "%s, %s"), teams, date));

  /* B3, B26–B28: the rules, the target, real cards; help */
  g_string_append (marks, school_label (m->school));
  /* Translators: between two marks of a match in the history, "Family
   * rules · to 501" */
  g_string_append (marks, C_("history", " · "));
  /* Translators: a Belote match's target (B3), "to 501" */
  g_string_append_printf (marks, C_("belote target", "to %d"), m->target);
  if (m->mode == BELOTE_MODE_PAD)
    {
      g_string_append (marks, C_("history", " · "));
      g_string_append (marks, C_("cards", "Real cards: scoring pad"));
    }
  if (m->assisted)
    {
      g_string_append (marks, C_("history", " · "));
      g_string_append (marks, C_("belote", "Assisted"));
    }
  gtk_box_append (GTK_BOX (box), row_label (marks->str, "caption"));
  g_ptr_array_add (sentences, g_strdup (marks->str));

  /* B25: who won, by what */
  if (m->winner == 0 || m->winner == 1)
    {
      g_autofree char *winners = dup_team (m, (guint) m->winner);
      g_autofree char *won = balut_format_number (m->totals[m->winner]);
      g_autofree char *lost = balut_format_number (m->totals[1 - m->winner]);

      /* Translators: the winners of a Belote match and the totals,
       * "Ana & Ben won 514 to 62" */
      outcome = g_strdup_printf (_("%s won %s to %s"), winners, won, lost);
    }
  else
    {
      g_autofree char *total0 = balut_format_number (m->totals[0]);
      g_autofree char *total1 = balut_format_number (m->totals[1]);

      /* Translators: a match whose winner the store does not know (a
       * damaged file): the totals, "514 to 62" */
      outcome = g_strdup_printf (_("Totals: %s to %s"), total0, total1);
    }
  gtk_box_append (GTK_BOX (box), row_label (outcome, NULL));
  g_ptr_array_add (sentences, g_strdup (outcome));

  /* every deal, void ones included (B8) */
  {
    g_autofree char *first = dup_team_deals (m, 0);
    g_autofree char *second = dup_team_deals (m, 1);
    /* Translators: the deals of a Belote match, inserted first in
     * "12 deals. Ana & Ben: took 6 deals, …" */
    g_autofree char *n = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u deal", "%u deals", m->n_deals),
                                          m->n_deals);

    /* Translators: the deals of a Belote match and what each team did
     * with them, "12 deals. Ana & Ben: took 6 deals, 1 dedans, 1 capot.
     * Carl & Dora: took 5 deals, 0 dedans, 0 capots." */
    deals = g_strdup_printf (_("%s. %s. %s."), n, first, second);
  }
  gtk_box_append (GTK_BOX (box), row_label (deals, "dim-label"));
  g_ptr_array_add (sentences, g_strdup (deals));

  gtk_widget_set_margin_top (box, 8);
  gtk_widget_set_margin_bottom (box, 8);
  gtk_widget_set_margin_start (box, 12);
  gtk_widget_set_margin_end (box, 12);

  row = gtk_list_box_row_new ();
  gtk_list_box_row_set_child (GTK_LIST_BOX_ROW (row), box);
  g_ptr_array_add (sentences, NULL);
  a11y = g_strjoinv (". ", (char **) sentences->pdata);
  gtk_accessible_update_property (GTK_ACCESSIBLE (row), GTK_ACCESSIBLE_PROPERTY_LABEL, a11y, -1);
  return row;
}

static const BeloteMatchSummary *
selected_match (BeloteScoresView *self)
{
  GtkListBoxRow *row = gtk_list_box_get_selected_row (GTK_LIST_BOX (self->matches_list));
  int index;

  if (row == NULL || self->matches == NULL)
    return NULL;
  index = gtk_list_box_row_get_index (row);
  if (index < 0 || (guint) index >= self->matches->len)
    return NULL;
  return g_ptr_array_index (self->matches, index);
}

/* Whether the application can reopen a match: its action, found where
 * gtk_widget_activate_action () looks (the window's application), or in
 * the default application */
static GActionGroup *
open_record_group (BeloteScoresView *self)
{
  GtkRoot *root = gtk_widget_get_root (GTK_WIDGET (self));
  const char *name = BELOTE_OPEN_RECORD_ACTION + strlen ("app.");
  GActionGroup *groups[2] = { NULL, NULL };

  if (GTK_IS_WINDOW (root))
    {
      GtkWindow *window = GTK_WINDOW (root);
      GtkWindow *parent = gtk_window_get_transient_for (window);

      if (gtk_window_get_application (window) != NULL)
        groups[0] = G_ACTION_GROUP (gtk_window_get_application (window));
      else if (parent != NULL && gtk_window_get_application (parent) != NULL)
        groups[0] = G_ACTION_GROUP (gtk_window_get_application (parent));
    }
  if (g_application_get_default () != NULL)
    groups[1] = G_ACTION_GROUP (g_application_get_default ());

  for (guint i = 0; i < G_N_ELEMENTS (groups); i++)
    if (groups[i] != NULL && g_action_group_has_action (groups[i], name)
        && g_action_group_get_action_enabled (groups[i], name))
      return groups[i];
  return NULL;
}

static void
update_actions (BeloteScoresView *self)
{
  gboolean any;

  if (self->matches_list == NULL)
    return;   /* being disposed */
  any = selected_match (self) != NULL;
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "belote.verify", any);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "belote.print", any);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "belote.reopen", any && open_record_group (self) != NULL);
}

static void load_matches_page (BeloteScoresView *self);

static void
more_clicked_cb (BeloteScoresView *self)
{
  guint before = self->matches != NULL ? self->matches->len : 0;
  GtkListBoxRow *first_new;

  load_matches_page (self);
  /* the keyboard goes on at the first match the page added */
  first_new = gtk_list_box_get_row_at_index (GTK_LIST_BOX (self->matches_list), (int) before);
  if (first_new != NULL && self->matches != NULL && self->matches->len > before)
    {
      gtk_list_box_select_row (GTK_LIST_BOX (self->matches_list), first_new);
      gtk_widget_grab_focus (GTK_WIDGET (first_new));
    }
}

static void
load_matches_page (BeloteScoresView *self)
{
  g_autoptr(GPtrArray) page = NULL;
  g_autoptr(GError) error = NULL;

  if (self->matches_more != NULL)
    {
      gtk_list_box_remove (GTK_LIST_BOX (self->matches_list), self->matches_more);
      self->matches_more = NULL;
    }
  if (self->store == NULL)
    return;

  page = balut_store_list_belote_matches (self->store, self->matches != NULL ? self->matches->len : 0,
                                          MATCHES_PAGE, &error);
  if (page == NULL)
    {
      notice (self, error->message);
      return;
    }
  if (self->matches == NULL)
    self->matches = g_ptr_array_new_with_free_func ((GDestroyNotify) belote_match_summary_free);
  /* the summaries move to self->matches */
  g_ptr_array_set_free_func (page, NULL);
  for (guint i = 0; i < page->len; i++)
    {
      BeloteMatchSummary *m = g_ptr_array_index (page, i);

      g_ptr_array_add (self->matches, m);
      gtk_list_box_append (GTK_LIST_BOX (self->matches_list), match_row (m));
    }

  /* a full page: there may be more */
  if (page->len == MATCHES_PAGE)
    {
      GtkWidget *button = gtk_button_new_with_mnemonic (_("Show _Older Matches"));

      gtk_widget_set_halign (button, GTK_ALIGN_CENTER);
      gtk_widget_set_margin_top (button, 6);
      gtk_widget_set_margin_bottom (button, 6);
      g_signal_connect_object (button, "clicked", G_CALLBACK (more_clicked_cb), self, G_CONNECT_SWAPPED);
      self->matches_more = gtk_list_box_row_new ();
      gtk_list_box_row_set_child (GTK_LIST_BOX_ROW (self->matches_more), button);
      gtk_list_box_row_set_activatable (GTK_LIST_BOX_ROW (self->matches_more), FALSE);
      gtk_list_box_row_set_selectable (GTK_LIST_BOX_ROW (self->matches_more), FALSE);
      gtk_list_box_append (GTK_LIST_BOX (self->matches_list), self->matches_more);
    }
}

static void
fill_matches (BeloteScoresView *self)
{
  GtkWidget *child;
  GtkListBoxRow *chosen = NULL;

  self->matches_read = TRUE;
  while ((child = gtk_widget_get_first_child (self->matches_list)) != NULL)
    gtk_list_box_remove (GTK_LIST_BOX (self->matches_list), child);
  self->matches_more = NULL;
  g_clear_pointer (&self->matches, g_ptr_array_unref);

  load_matches_page (self);

  /* the match just recorded, else the newest */
  for (guint i = 0; self->matches != NULL && i < self->matches->len; i++)
    if (((BeloteMatchSummary *) g_ptr_array_index (self->matches, i))->match_id == self->highlight)
      chosen = gtk_list_box_get_row_at_index (GTK_LIST_BOX (self->matches_list), (int) i);
  if (chosen == NULL)
    chosen = gtk_list_box_get_row_at_index (GTK_LIST_BOX (self->matches_list), 0);
  if (chosen != NULL && self->matches != NULL && self->matches->len > 0)
    gtk_list_box_select_row (GTK_LIST_BOX (self->matches_list), chosen);
  update_actions (self);
}

/* The record of the match chosen, or NULL with the reason said */
static char *
load_selected_record (BeloteScoresView          *self,
                      const BeloteMatchSummary **summary)
{
  const BeloteMatchSummary *m = selected_match (self);
  g_autoptr(GError) error = NULL;
  char *record;

  if (m == NULL || self->store == NULL)
    return NULL;
  record = balut_store_load_belote_record (self->store, m->match_id, &error);
  if (record == NULL)
    notice (self, error->message);
  if (summary != NULL)
    *summary = m;
  return record;
}

static BeloteMatch *
load_selected_match (BeloteScoresView          *self,
                     const BeloteMatchSummary **summary)
{
  g_autofree char *record = load_selected_record (self, summary);
  g_autoptr(GError) error = NULL;
  BeloteMatch *match;

  if (record == NULL)
    return NULL;
  match = belote_record_load_data (record, -1, &error);
  if (match == NULL)
    {
      g_autofree char *message = g_strdup_printf (_("The record of this match cannot be read: %s"), error->message);

      notice (self, message);
    }
  return match;
}

static void
reopen_action (GtkWidget  *widget,
               const char *action_name,
               GVariant   *parameter)
{
  BeloteScoresView *self = BELOTE_SCORES_VIEW (widget);
  g_autofree char *record = load_selected_record (self, NULL);
  GActionGroup *group;

  if (record == NULL)
    return;
  if (!gtk_widget_activate_action (widget, BELOTE_OPEN_RECORD_ACTION, "s", record))
    {
      group = open_record_group (self);
      if (group == NULL)
        {
          notice (self, _("This match cannot be reopened here."));
          update_actions (self);
          return;
        }
      g_action_group_activate_action (group, BELOTE_OPEN_RECORD_ACTION + strlen ("app."),
                                      g_variant_new_string (record));
    }
  /* the match is in Belote's window now: the scores make way */
  gtk_window_close (GTK_WINDOW (gtk_widget_get_root (widget)));
}

static void
print_action (GtkWidget  *widget,
              const char *action_name,
              GVariant   *parameter)
{
  BeloteScoresView *self = BELOTE_SCORES_VIEW (widget);
  const BeloteMatchSummary *summary = NULL;
  g_autoptr(BeloteMatch) match = load_selected_match (self, &summary);
  g_autoptr(BeloteSheetDocument) document = NULL;

  if (match == NULL)
    return;
  document = belote_sheet_document_new_for_match (match);
  /* the day it was played, not today */
  belote_sheet_document_set_date (document, summary->date);
  belote_print_sheet (GTK_WINDOW (gtk_widget_get_root (widget)), document);
}

/* ------------------------------------------------- the check of a match */

static GtkWidget *
check_text_line (GtkWidget  *box,
                 const char *text,
                 gboolean    bold)
{
  GtkWidget *label = row_label (text, bold ? "heading" : NULL);

  gtk_label_set_selectable (GTK_LABEL (label), FALSE);
  gtk_box_append (GTK_BOX (box), label);
  return label;
}

/* The check of a match, as balut --verify makes it, in a window: the
 * verdict (the record replayed through the rules), then the sheet deal
 * by deal, or what is wrong */
static GtkWidget *
check_window_new (BeloteScoresView         *self,
                  const BeloteMatchSummary *summary,
                  BeloteMatch              *match,
                  const GError             *error)
{
  GtkWidget *window, *header, *titles, *title, *subtitle_label, *scroller, *content;
  g_autofree char *team0 = dup_team (summary, 0);
  g_autofree char *team1 = dup_team (summary, 1);
  g_autofree char *date = balut_format_date_time (summary->date);
  /* Translators: the check of a Belote match: the teams and the day it
   * was played, "Ana & Ben against Carl & Dora, 25 Nov 2026, 18:05" */
  g_autofree char *subtitle = g_strdup_printf (C_("check of a match", "%s against %s, %s"), team0, team1, date);
  /* Translators: the title of the check's window, with the match */
  g_autofree char *window_title = g_strdup_printf (_("Check of the Match: %s"), subtitle);
  GtkEventController *shortcuts;
  GtkWindow *parent = GTK_WINDOW (gtk_widget_get_root (GTK_WIDGET (self)));
  int parent_width = gtk_widget_get_width (GTK_WIDGET (parent));
  int parent_height = gtk_widget_get_height (GTK_WIDGET (parent));

  window = gtk_window_new ();
  gtk_window_set_title (GTK_WINDOW (window), window_title);
  gtk_window_set_transient_for (GTK_WINDOW (window), parent);
  gtk_window_set_modal (GTK_WINDOW (window), TRUE);
  gtk_window_set_destroy_with_parent (GTK_WINDOW (window), TRUE);
  /* no larger than the window it belongs to (360×640 at the least) */
  gtk_window_set_default_size (GTK_WINDOW (window),
                               parent_width > 0 ? MIN (640, parent_width) : 640,
                               parent_height > 0 ? MIN (720, parent_height) : 720);

  header = gtk_header_bar_new ();
  titles = gtk_box_new (GTK_ORIENTATION_VERTICAL, 0);
  gtk_widget_set_valign (titles, GTK_ALIGN_CENTER);
  title = gtk_label_new (_("Check of the Match"));
  gtk_widget_add_css_class (title, "title");
  subtitle_label = gtk_label_new (subtitle);
  gtk_widget_add_css_class (subtitle_label, "subtitle");
  gtk_label_set_ellipsize (GTK_LABEL (title), PANGO_ELLIPSIZE_END);
  gtk_label_set_ellipsize (GTK_LABEL (subtitle_label), PANGO_ELLIPSIZE_END);
  gtk_box_append (GTK_BOX (titles), title);
  gtk_box_append (GTK_BOX (titles), subtitle_label);
  gtk_header_bar_set_title_widget (GTK_HEADER_BAR (header), titles);
  gtk_window_set_titlebar (GTK_WINDOW (window), header);

  /* Escape and Ctrl+W close it, as every window of Balut */
  shortcuts = gtk_shortcut_controller_new ();
  gtk_shortcut_controller_add_shortcut (GTK_SHORTCUT_CONTROLLER (shortcuts),
                                        gtk_shortcut_new (gtk_keyval_trigger_new (GDK_KEY_Escape, 0),
                                                          gtk_named_action_new ("window.close")));
  gtk_shortcut_controller_add_shortcut (GTK_SHORTCUT_CONTROLLER (shortcuts),
                                        gtk_shortcut_new (gtk_keyval_trigger_new (GDK_KEY_w, GDK_CONTROL_MASK),
                                                          gtk_named_action_new ("window.close")));
  gtk_widget_add_controller (window, shortcuts);

  content = gtk_box_new (GTK_ORIENTATION_VERTICAL, 8);
  gtk_widget_set_margin_top (content, 18);
  gtk_widget_set_margin_bottom (content, 18);
  gtk_widget_set_margin_start (content, 12);
  gtk_widget_set_margin_end (content, 12);

  if (match == NULL)
    {
      gboolean inconsistent = g_error_matches (error, BELOTE_RECORD_ERROR, BELOTE_RECORD_ERROR_INCONSISTENT);
      g_autofree char *reason = balut_format_dup_printable (error->message);

      gtk_box_append (GTK_BOX (content), g_object_new (GTK_TYPE_LABEL,
                                                       "label", inconsistent ? _("An inconsistent record")
                                                                             : _("A record that cannot be read"),
                                                       "accessible-role", GTK_ACCESSIBLE_ROLE_HEADING,
                                                       "xalign", 0.f, "wrap", TRUE,
                                                       "css-classes", (const char *[]) { "title-2", NULL },
                                                       NULL));
      check_text_line (content, reason, FALSE);
    }
  else
    {
      g_autofree char *report = belote_record_report_to_text (match);
      GtkWidget *sheet;

      gtk_box_append (GTK_BOX (content), g_object_new (GTK_TYPE_LABEL,
                                                       "label", _("A consistent record"),
                                                       "accessible-role", GTK_ACCESSIBLE_ROLE_HEADING,
                                                       "xalign", 0.f, "wrap", TRUE,
                                                       "css-classes", (const char *[]) { "title-2", NULL },
                                                       NULL));
      /* (whether the decks were proven from the seed: the sheet's
       * "Cards:" line, as balut --verify prints it) */
      if (belote_match_get_mode (match) == BELOTE_MODE_PAD)
        check_text_line (content, _("Every deal entered on the scoring pad is possible, "
                                    "and scored by the rules."), FALSE);
      else
        check_text_line (content, _("Every deal, bid, declaration and card follows the rules."), FALSE);

      /* the sheet deal by deal, as balut --verify prints it: its
       * columns in a fixed-width font, scrolled sideways in a narrow
       * window; a label, which takes no caret */
      sheet = gtk_label_new (report);
      gtk_label_set_xalign (GTK_LABEL (sheet), 0);
      gtk_label_set_yalign (GTK_LABEL (sheet), 0);
      gtk_widget_add_css_class (sheet, "monospace");
      gtk_widget_set_margin_top (sheet, 6);
      gtk_widget_set_margin_bottom (sheet, 6);
      scroller = gtk_scrolled_window_new ();
      gtk_scrolled_window_set_child (GTK_SCROLLED_WINDOW (scroller), sheet);
      gtk_scrolled_window_set_policy (GTK_SCROLLED_WINDOW (scroller), GTK_POLICY_AUTOMATIC, GTK_POLICY_NEVER);
      gtk_box_append (GTK_BOX (content), section_heading (_("The score sheet, deal by deal")));
      gtk_box_append (GTK_BOX (content), scroller);
    }

  scroller = gtk_scrolled_window_new ();
  gtk_scrolled_window_set_policy (GTK_SCROLLED_WINDOW (scroller), GTK_POLICY_NEVER, GTK_POLICY_AUTOMATIC);
  gtk_scrolled_window_set_child (GTK_SCROLLED_WINDOW (scroller), content);
  gtk_window_set_child (GTK_WINDOW (window), scroller);
  return window;
}

static void
verify_action (GtkWidget  *widget,
               const char *action_name,
               GVariant   *parameter)
{
  BeloteScoresView *self = BELOTE_SCORES_VIEW (widget);
  const BeloteMatchSummary *summary = NULL;
  g_autofree char *record = load_selected_record (self, &summary);
  g_autoptr(BeloteMatch) match = NULL;
  g_autoptr(GError) error = NULL;
  GtkWidget *window;

  if (record == NULL)
    return;
  /* the record replayed through the rules (B1–B28), as balut --verify does */
  match = belote_record_load_data (record, -1, &error);
  window = check_window_new (self, summary, match, error);
  g_set_weak_pointer (&self->check_window, GTK_WINDOW (window));
  gtk_window_present (GTK_WINDOW (window));
}

/* -------------------------------------------------------------- pages */

static void
page_cb (BeloteScoresView *self)
{
  const char *page = gtk_stack_get_visible_child_name (GTK_STACK (self->stack));

  if (!gtk_widget_get_mapped (GTK_WIDGET (self)) || page == NULL)
    return;
  if (g_str_equal (page, "belote-players") && !self->players_read)
    fill_players (self);
  else if (g_str_equal (page, "belote-records") && !self->records_read)
    fill_records (self);
  else if (g_str_equal (page, "belote-matches") && !self->matches_read)
    fill_matches (self);
  update_actions (self);
}

static GtkWidget *
players_page (BeloteScoresView *self)
{
  GtkWidget *scroller;
  GtkWidget *box = page_box (&scroller);

  self->players_grid = gtk_grid_new ();
  gtk_grid_set_column_spacing (GTK_GRID (self->players_grid), 8);
  gtk_grid_set_row_spacing (GTK_GRID (self->players_grid), 6);
  gtk_widget_add_css_class (self->players_grid, "scores-table");
  gtk_box_append (GTK_BOX (box), self->players_grid);
  gtk_box_append (GTK_BOX (box),
                  caption (_("Taken: the deals the player took, when the table said who took "
                             "(a team named without its players stands for them). Dedans: how many "
                             "of those the takers lost. Capots: deals in which the player’s team took "
                             "every trick. Computer players are left out.")));
  return scroller;
}

static GtkWidget *
records_page (BeloteScoresView *self)
{
  GtkWidget *scroller;
  GtkWidget *box = page_box (&scroller);

  gtk_box_append (GTK_BOX (box), section_heading (_("Biggest leads")));
  self->leads_grid = gtk_grid_new ();
  gtk_grid_set_column_spacing (GTK_GRID (self->leads_grid), 10);
  gtk_grid_set_row_spacing (GTK_GRID (self->leads_grid), 6);
  gtk_widget_add_css_class (self->leads_grid, "scores-table");
  gtk_box_append (GTK_BOX (box), self->leads_grid);

  gtk_box_append (GTK_BOX (box), section_heading (_("Most capots")));
  self->capots_grid = gtk_grid_new ();
  gtk_grid_set_column_spacing (GTK_GRID (self->capots_grid), 10);
  gtk_grid_set_row_spacing (GTK_GRID (self->capots_grid), 6);
  gtk_widget_add_css_class (self->capots_grid, "scores-table");
  gtk_box_append (GTK_BOX (box), self->capots_grid);
  return scroller;
}

static GtkWidget *
matches_page (BeloteScoresView *self)
{
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 12);
  GtkWidget *scroller = gtk_scrolled_window_new ();
  GtkWidget *actions = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);
  GtkWidget *empty = gtk_label_new (_("No finished Belote matches yet."));
  struct
  {
    const char *label;
    const char *tooltip;
    const char *action;
  } buttons[] = {
    { N_("_Check"), N_("Replay the match’s record and check it follows the rules"), "belote.verify" },
    { N_("_Print…"), N_("The match’s score sheet, to print or save as PDF"), "belote.print" },
    { N_("_Reopen"), N_("Open the match in Belote’s window"), "belote.reopen" },
  };

  gtk_widget_set_margin_top (box, 18);
  gtk_widget_set_margin_bottom (box, 18);
  gtk_widget_set_margin_start (box, 18);
  gtk_widget_set_margin_end (box, 18);

  self->matches_list = gtk_list_box_new ();
  gtk_list_box_set_selection_mode (GTK_LIST_BOX (self->matches_list), GTK_SELECTION_SINGLE);
  gtk_widget_add_css_class (self->matches_list, "boxed-list");
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->matches_list), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  _("Finished Belote matches, newest first"), -1);
  gtk_widget_add_css_class (empty, "dim-label");
  gtk_widget_set_margin_top (empty, 24);
  gtk_widget_set_margin_bottom (empty, 24);
  gtk_list_box_set_placeholder (GTK_LIST_BOX (self->matches_list), empty);
  g_signal_connect_swapped (self->matches_list, "selected-rows-changed", G_CALLBACK (update_actions), self);

  gtk_scrolled_window_set_policy (GTK_SCROLLED_WINDOW (scroller), GTK_POLICY_NEVER, GTK_POLICY_AUTOMATIC);
  gtk_scrolled_window_set_child (GTK_SCROLLED_WINDOW (scroller), self->matches_list);
  gtk_widget_set_vexpand (scroller, TRUE);
  gtk_box_append (GTK_BOX (box), scroller);

  gtk_widget_set_halign (actions, GTK_ALIGN_END);
  for (guint i = 0; i < G_N_ELEMENTS (buttons); i++)
    {
      GtkWidget *button = gtk_button_new_with_mnemonic (_(buttons[i].label));

      gtk_widget_set_tooltip_text (button, _(buttons[i].tooltip));
      gtk_actionable_set_action_name (GTK_ACTIONABLE (button), buttons[i].action);
      if (i == G_N_ELEMENTS (buttons) - 1)
        gtk_widget_add_css_class (button, "suggested-action");
      gtk_box_append (GTK_BOX (actions), button);
    }
  gtk_box_append (GTK_BOX (box), actions);
  return box;
}

/* -------------------------------------------------------------- setup */

/* The application's action comes, goes, or is turned off: Reopen
 * follows it */
static void
open_record_changed_cb (BeloteScoresView *self)
{
  update_actions (self);
}

static void
belote_scores_view_map (GtkWidget *widget)
{
  BeloteScoresView *self = BELOTE_SCORES_VIEW (widget);
  const char *name = BELOTE_OPEN_RECORD_ACTION + strlen ("app.");
  static const char * const signal_names[] = { "action-added", "action-removed", "action-enabled-changed" };

  GTK_WIDGET_CLASS (belote_scores_view_parent_class)->map (widget);

  g_set_object (&self->watched, g_application_get_default ());
  for (guint i = 0; self->watched != NULL && i < G_N_ELEMENTS (signal_names); i++)
    {
      g_autofree char *detailed = g_strdup_printf ("%s::%s", signal_names[i], name);

      g_signal_connect_swapped (self->watched, detailed, G_CALLBACK (open_record_changed_cb), self);
    }
  page_cb (self);
}

static void
belote_scores_view_unmap (GtkWidget *widget)
{
  BeloteScoresView *self = BELOTE_SCORES_VIEW (widget);

  if (self->watched != NULL)
    g_signal_handlers_disconnect_by_func (self->watched, open_record_changed_cb, self);
  g_clear_object (&self->watched);
  GTK_WIDGET_CLASS (belote_scores_view_parent_class)->unmap (widget);
}

static void
belote_scores_view_dispose (GObject *object)
{
  BeloteScoresView *self = BELOTE_SCORES_VIEW (object);

  if (self->stack != NULL)
    g_signal_handlers_disconnect_by_data (self->stack, self);
  if (self->matches_list != NULL)
    g_signal_handlers_disconnect_by_data (self->matches_list, self);
  self->matches_list = NULL;
  g_clear_pointer (&self->stack, gtk_widget_unparent);
  if (self->watched != NULL)
    g_signal_handlers_disconnect_by_func (self->watched, open_record_changed_cb, self);
  g_clear_object (&self->watched);
  g_clear_object (&self->store);
  g_clear_pointer (&self->matches, g_ptr_array_unref);
  g_clear_weak_pointer (&self->check_window);

  G_OBJECT_CLASS (belote_scores_view_parent_class)->dispose (object);
}

static void
belote_scores_view_class_init (BeloteScoresViewClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = belote_scores_view_dispose;
  widget_class->map = belote_scores_view_map;
  widget_class->unmap = belote_scores_view_unmap;

  /**
   * BeloteScoresView::notice:
   * @message: what went wrong, to show above the pages
   */
  signals[SIGNAL_NOTICE] = g_signal_new ("notice", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                         0, NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_STRING);

  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
  gtk_widget_class_install_action (widget_class, "belote.verify", NULL, verify_action);
  gtk_widget_class_install_action (widget_class, "belote.print", NULL, print_action);
  gtk_widget_class_install_action (widget_class, "belote.reopen", NULL, reopen_action);
}

static void
belote_scores_view_init (BeloteScoresView *self)
{
  GtkStackPage *page;

  self->stack = gtk_stack_new ();
  gtk_stack_set_transition_type (GTK_STACK (self->stack), GTK_STACK_TRANSITION_TYPE_CROSSFADE);
  gtk_widget_set_vexpand (self->stack, TRUE);
  gtk_widget_set_parent (self->stack, GTK_WIDGET (self));

  page = gtk_stack_add_titled (GTK_STACK (self->stack), players_page (self), "belote-players",
                               /* Translators: a page of Belote's scores */
                               _("_Players"));
  gtk_stack_page_set_use_underline (page, TRUE);
  page = gtk_stack_add_titled (GTK_STACK (self->stack), records_page (self), "belote-records",
                               /* Translators: a page of Belote's scores: the biggest leads, the
                                * most capots */
                               _("_Records"));
  gtk_stack_page_set_use_underline (page, TRUE);
  page = gtk_stack_add_titled (GTK_STACK (self->stack), matches_page (self), "belote-matches",
                               /* Translators: a page of Belote's scores: every finished match */
                               _("_Matches"));
  gtk_stack_page_set_use_underline (page, TRUE);

  g_signal_connect_swapped (self->stack, "notify::visible-child-name", G_CALLBACK (page_cb), self);
  update_actions (self);
}

GtkWidget *
belote_scores_view_new (void)
{
  return g_object_new (BELOTE_TYPE_SCORES_VIEW, NULL);
}

void
belote_scores_view_set_store (BeloteScoresView *self,
                              BalutStore       *store)
{
  g_return_if_fail (BELOTE_IS_SCORES_VIEW (self));
  g_return_if_fail (store == NULL || BALUT_IS_STORE (store));

  if (g_set_object (&self->store, store))
    belote_scores_view_reload (self);
}

GtkStack *
belote_scores_view_get_stack (BeloteScoresView *self)
{
  g_return_val_if_fail (BELOTE_IS_SCORES_VIEW (self), NULL);
  return GTK_STACK (self->stack);
}

/**
 * belote_scores_view_reload:
 *
 * The pages are read again: the one in sight now, the others when they
 * show.
 */
void
belote_scores_view_reload (BeloteScoresView *self)
{
  g_return_if_fail (BELOTE_IS_SCORES_VIEW (self));

  self->players_read = FALSE;
  self->records_read = FALSE;
  self->matches_read = FALSE;
  page_cb (self);
}

void
belote_scores_view_set_highlight (BeloteScoresView *self,
                                  gint64            match_id)
{
  g_return_if_fail (BELOTE_IS_SCORES_VIEW (self));
  self->highlight = match_id;
  belote_scores_view_reload (self);
}

GtkWidget *
belote_scores_view_get_players_grid (BeloteScoresView *self)
{
  g_return_val_if_fail (BELOTE_IS_SCORES_VIEW (self), NULL);
  return self->players_grid;
}

GtkWidget *
belote_scores_view_get_leads_grid (BeloteScoresView *self)
{
  g_return_val_if_fail (BELOTE_IS_SCORES_VIEW (self), NULL);
  return self->leads_grid;
}

GtkWidget *
belote_scores_view_get_matches_list (BeloteScoresView *self)
{
  g_return_val_if_fail (BELOTE_IS_SCORES_VIEW (self), NULL);
  return self->matches_list;
}

GtkWindow *
belote_scores_view_get_check_window (BeloteScoresView *self)
{
  g_return_val_if_fail (BELOTE_IS_SCORES_VIEW (self), NULL);
  return self->check_window;
}
