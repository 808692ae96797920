/* balut-scores-window.c — high scores, statistics and the history of
 * finished games, from the local store
 *
 * Three pages in one window:
 *   - High Scores: the top ten of a variant, people only (R22 order:
 *     points, then score total, then the earlier date); games in which an
 *     entry was undone or a hint was used are marked; the entries of the
 *     game just played are highlighted;
 *   - Statistics: for one player name in one variant, of the games thrown
 *     on the screen or of those scored on the pad (kept apart, as the
 *     high scores keep them), the games, the mean and best points, the
 *     mean score total, Baluts per game, how often each category's
 *     points were won, and two plots;
 *   - History: every finished game, newest first, each told in words
 *     (the variant and the date, real dice and help, who won with what);
 *     a game's final sheet can be shown (to print or export it), its
 *     record saved, or checked: the check is a window of its own, the
 *     verdict and every sheet as tables, read like the rest by keyboard
 *     and screen reader.
 *
 * Belote's pages (belote-scores-view.c) take the place of these three
 * when Belote is chosen in the header bar: the choice shows once the
 * store holds a Belote match, or when the window is opened for Belote
 * (balut_scores_window_show_page () with a page "belote-…"); a store of
 * Balut's games alone shows the window as it always was.
 *
 * SPDX-FileCopyrightText: 2026 The Balut developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include "balut-file-write.h"
#include "balut-scores-window.h"
#include "balut-review-window.h"

#include <glib/gi18n.h>

#include "balut-export-dialog.h"
#include "balut-format.h"
#include "balut-plot.h"
#include "balut-record.h"
#include "balut-report.h"
#include "balut-rules.h"
#include "balut-widgets.h"
#include "belote-scores-view.h"
#include "belote-store.h"

#define N_HIGH_SCORES 10

struct _BalutScoresWindow
{
  GtkWindow    parent_instance;

  BalutStore  *store;
  GSettings   *settings;
  gint64       highlight;

  GtkWidget   *notice_label;
  GtkWidget   *switcher;
  GtkWidget   *stack;
  GtkWidget   *game_choice;     /* Balut or Belote, when there are matches */
  GtkWidget   *belote_view;
  /* the statistics and the history are read when their page shows (a
   * long history takes its time): what they wait for */
  gboolean     stats_pending;
  char        *pending_player;
  gboolean     history_pending;
  /* the statistics are read on a worker thread, with a connection of
   * its own (a player's games take their time in a long history) */
  GMutex       reader_lock;
  BalutStore  *reader;          /* the worker's; under reader_lock */
  gboolean     stats_running;
  gboolean     stats_again;     /* another read asked for meanwhile */
  gboolean     again_with_names;
  char        *again_keep;
  GtkWidget   *scores_variant;
  GtkWidget   *scores_mode;
  GtkWidget   *scores_grid;
  GtkWidget   *stats_variant;
  GtkWidget   *stats_player;
  GtkWidget   *stats_mode;
  GtkWidget   *stats_scroller;
  GtkWidget   *stats_tables;
  GtkWidget   *history_actions;
  GtkWidget   *stats_grid;
  GtkWidget   *categories_grid;
  guint        layout_idle;     /* the statistics' tables to lay out again */
  GtkWidget   *histogram;
  GtkWidget   *trend;
  GtkWidget   *history_list;
  GtkWidget   *history_more;   /* the row "Show Older Games", when there are more */
  GtkWindow   *check_window;   /* weak: the check of a game, while it is open */

  GStrv        player_names;      /* of the statistics' variant */
  GPtrArray   *games;             /* of BalutGameSummary, as listed */
};

G_DEFINE_FINAL_TYPE (BalutScoresWindow, balut_scores_window, GTK_TYPE_WINDOW)

static void
show_error (BalutScoresWindow *self,
            const GError      *error)
{
  gtk_label_set_text (GTK_LABEL (self->notice_label), error->message);
  gtk_widget_set_visible (self->notice_label, TRUE);
}

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

/* ---------------------------------------------------------- high scores */

static void
fill_high_scores (BalutScoresWindow *self)
{
  BalutVariant variant = balut_variant_dropdown_get_selected (GTK_DROP_DOWN (self->scores_variant));
  g_autoptr(GError) error = NULL;
  g_autoptr(GPtrArray) entries = NULL;
  const char *headings[] = { N_("Place"), N_("Name"), N_("Points"), N_("Score total"), N_("Date") };
  guint place = 0;

  clear_grid (self->scores_grid);
  if (self->store == NULL)
    return;

  /* games scored on the pad rank apart: real dice are not the game's */
  entries = balut_store_list_high_scores (self->store, variant,
                                          gtk_drop_down_get_selected (GTK_DROP_DOWN (self->scores_mode)) == 1
                                          ? BALUT_STORE_MODE_SCORING_PAD : BALUT_STORE_MODE_DIGITAL,
                                          N_HIGH_SCORES, &error);
  if (entries == NULL)
    {
      show_error (self, error);
      return;
    }

  if (entries->len == 0)
    {
      GtkWidget *empty = gtk_label_new (_("No games of this variant yet. Finished games appear here."));

      gtk_widget_add_css_class (empty, "dim-label");
      gtk_grid_attach (GTK_GRID (self->scores_grid), empty, 0, 0, 1, 1);
      return;
    }

  for (guint c = 0; c < G_N_ELEMENTS (headings); c++)
    {
      GtkWidget *heading = cell (_(headings[c]), c == 1 ? 0.f : (c == 4 ? 0.f : 1.f), TRUE, FALSE);

      /* "Score total" in two lines in a narrow window */
      gtk_label_set_wrap (GTK_LABEL (heading), TRUE);
      /* (within a word if it must: "Gesamt-summe") */
      gtk_label_set_wrap_mode (GTK_LABEL (heading), PANGO_WRAP_WORD_CHAR);
      gtk_label_set_ellipsize (GTK_LABEL (heading), PANGO_ELLIPSIZE_NONE);
      gtk_label_set_justify (GTK_LABEL (heading), c == 1 || c == 4 ? GTK_JUSTIFY_LEFT : GTK_JUSTIFY_RIGHT);
      gtk_widget_set_valign (heading, GTK_ALIGN_END);

      gtk_widget_add_css_class (heading, "dim-label");
      gtk_grid_attach (GTK_GRID (self->scores_grid), heading, (int) c, 0, 1, 1);
    }

  for (guint i = 0; i < entries->len; i++)
    {
      BalutScoreEntry *entry = g_ptr_array_index (entries, i);
      gboolean highlight = self->highlight != 0 && entry->game_id == self->highlight;
      g_autofree char *place_text = NULL;
      g_autofree char *points = balut_format_number (entry->points);
      g_autofree char *total = g_strdup_printf ("%u", entry->score_total);
      g_autofree char *date = balut_format_date_time (entry->date);
      /* a name from the database as the command line prints it: a
       * hand-edited file's bidirectional override cannot reorder the row */
      g_autofree char *printable = balut_format_dup_printable (entry->name);
      g_autofree char *name = g_strdup_printf ("%s%s", printable, entry->assisted ? " *" : "");
      g_autofree char *a11y = NULL;
      GtkWidget *row[5];

      /* R22: high-score tables rank by points, then score total; equal
       * in both share a place */
      place = balut_score_entries_place (entries, i);
      place_text = g_strdup_printf ("%u", place);

      row[0] = cell (place_text, 1.f, highlight, TRUE);
      row[1] = cell (name, 0.f, highlight, FALSE);
      row[2] = cell (points, 1.f, TRUE, TRUE);
      row[3] = cell (total, 1.f, highlight, TRUE);
      row[4] = cell (date, 0.f, highlight, FALSE);
      /* the date in lines of its own in a narrow window, and the name
       * cut after a few letters at the least */
      gtk_label_set_ellipsize (GTK_LABEL (row[4]), PANGO_ELLIPSIZE_NONE);
      gtk_label_set_wrap (GTK_LABEL (row[4]), TRUE);
      gtk_label_set_width_chars (GTK_LABEL (row[1]), 5);
      gtk_widget_set_hexpand (row[1], TRUE);

      if (entry->assisted)
        /* Translators: a line of the high scores for screen readers: the
         * place, the name, the final points, the score total and the date
         * of a game in which the player had help (an undo or a hint) */
        a11y = g_strdup_printf (ngettext ("Place %u: %s, %d point, score total %u, %s, assisted",
                                          "Place %u: %s, %d points, score total %u, %s, assisted",
                                          ABS (entry->points)),
                                place, entry->name, entry->points, entry->score_total, date);
      else
        /* Translators: a line of the high scores for screen readers: the
         * place, the name, the final points, the score total and the date */
        a11y = g_strdup_printf (ngettext ("Place %u: %s, %d point, score total %u, %s",
                                          "Place %u: %s, %d points, score total %u, %s",
                                          ABS (entry->points)),
                                place, entry->name, entry->points, entry->score_total, date);
      for (guint c = 0; c < G_N_ELEMENTS (row); c++)
        {
          if (highlight)
            gtk_widget_add_css_class (row[c], "new-high-score");
          gtk_grid_attach (GTK_GRID (self->scores_grid), row[c], (int) c, (int) i + 1, 1, 1);
        }
      gtk_accessible_update_property (GTK_ACCESSIBLE (row[1]), GTK_ACCESSIBLE_PROPERTY_LABEL, a11y, -1);
    }
}

/* ----------------------------------------------------------- statistics */

static void
add_stat (GtkWidget  *grid,
          int         row,
          const char *label,
          const char *value)
{
  GtkWidget *l = cell (label, 0.f, FALSE, FALSE);
  GtkWidget *v = cell (value, 1.f, TRUE, TRUE);

  gtk_widget_add_css_class (l, "dim-label");
  gtk_grid_attach (GTK_GRID (grid), l, 0, row, 1, 1);
  gtk_grid_attach (GTK_GRID (grid), v, 1, row, 1, 1);
  gtk_accessible_update_relation (GTK_ACCESSIBLE (v), GTK_ACCESSIBLE_RELATION_LABELLED_BY, l, NULL, -1);
}

/* The statistics read (or none: no games, or still reading) */
static void
show_statistics (BalutScoresWindow      *self,
                 BalutVariant            variant,
                 const BalutPlayerStats *stats,
                 const char             *empty_text)
{
  int row = 0;

  clear_grid (self->stats_grid);
  clear_grid (self->categories_grid);
  gtk_widget_set_visible (self->categories_grid, stats != NULL);
  if (stats == NULL)
    {
      GtkWidget *empty = gtk_label_new (empty_text);

      gtk_label_set_wrap (GTK_LABEL (empty), TRUE);
      gtk_widget_add_css_class (empty, "dim-label");
      gtk_grid_attach (GTK_GRID (self->stats_grid), empty, 0, 0, 1, 1);
      balut_plot_clear (BALUT_PLOT (self->histogram), empty_text);
      balut_plot_clear (BALUT_PLOT (self->trend), empty_text);
      return;
    }

  {
    g_autofree char *games = g_strdup_printf ("%u", stats->n_games);
    g_autofree char *mean = balut_format_decimal (stats->mean_points);
    g_autofree char *best = balut_format_number (stats->best_points);
    g_autofree char *total = g_strdup_printf ("%.0f", stats->mean_score_total);
    g_autofree char *baluts = balut_format_decimal_places (stats->baluts_per_game, 2);
    g_autofree char *throws = stats->n_throw_turns > 0 ? balut_format_decimal_places (stats->throws_per_turn, 2)
                              : g_strdup ("–");

    add_stat (self->stats_grid, row++, _("Games played"), games);
    add_stat (self->stats_grid, row++, _("Mean final points"), mean);
    add_stat (self->stats_grid, row++, _("Best final points"), best);
    add_stat (self->stats_grid, row++, _("Mean score total"), total);
    add_stat (self->stats_grid, row++, _("Baluts per game"), baluts);
    /* (the scoring pad's turns count when their throws were said) */
    add_stat (self->stats_grid, row++, _("Throws per turn"), throws);
    /* beside them, or under them in a narrow window: the categories */
    for (guint c = 0; c < BALUT_N_CATEGORIES; c++)
      {
        g_autofree char *rate = balut_format_percent (stats->condition_rate[c]);
        /* Translators: how often a category's points were won, e.g. "Fours: points won" */
        g_autofree char *label = g_strdup_printf (_("%s: points won"), balut_category_get_label (c));

        add_stat (self->categories_grid, (int) c, label, rate);
      }
  }

  if (stats->points->len > 0)
    {
      gint min, max;

      /* R21: a bar for every final points the variant's games can end with
       * (−2 to 29; −32 to 69 in Jackpot Balut) */
      balut_rules_final_points_range (variant, &min, &max);
      balut_plot_set_histogram (BALUT_PLOT (self->histogram), (const gint *) stats->points->data,
                                stats->points->len, min, max);
      balut_plot_set_series (BALUT_PLOT (self->trend), (const gint *) stats->points->data, stats->points->len);
    }
  else
    {
      balut_plot_clear (BALUT_PLOT (self->histogram), _("No games yet"));
      balut_plot_clear (BALUT_PLOT (self->trend), _("No games yet"));
    }
}

/* ------------------------------------------- the statistics, on a thread */

typedef struct
{
  char             *path;
  BalutVariant      variant;
  BalutStoreMode    mode;        /* the games on the screen, or the pad's */
  char             *keep;        /* the player to show; NULL: the first */
  gboolean          with_names;  /* the list of players too */
  GStrv             names;       /* read (with_names) */
  char             *name;        /* the player read */
  BalutPlayerStats *stats;       /* read; NULL: no player */
} StatsJob;

static void
stats_job_free (StatsJob *job)
{
  g_free (job->path);
  g_free (job->keep);
  g_strfreev (job->names);
  g_free (job->name);
  g_clear_pointer (&job->stats, balut_player_stats_free);
  g_free (job);
}

static void
stats_thread (GTask        *task,
              gpointer      source_object,
              gpointer      task_data,
              GCancellable *cancellable)
{
  BalutScoresWindow *self = source_object;
  StatsJob *job = task_data;
  g_autoptr(GError) error = NULL;
  const char *name = job->keep;

  g_mutex_lock (&self->reader_lock);
  if (self->reader == NULL)
    self->reader = balut_store_open (job->path, &error);
  if (self->reader != NULL && job->with_names)
    {
      job->names = balut_store_list_player_names_for_mode (self->reader, job->variant, job->mode, &error);
      /* the player asked for if there, else the first */
      name = NULL;
      for (guint i = 0; job->names != NULL && job->names[i] != NULL; i++)
        if (g_strcmp0 (job->names[i], job->keep) == 0)
          name = job->names[i];
      if (name == NULL && job->names != NULL)
        name = job->names[0];
    }
  if (self->reader != NULL && error == NULL && name != NULL)
    {
      job->name = g_strdup (name);
      job->stats = balut_store_load_player_stats_for_mode (self->reader, job->variant, job->mode, name, &error);
    }
  g_mutex_unlock (&self->reader_lock);

  if (error != NULL)
    g_task_return_error (task, g_steal_pointer (&error));
  else
    g_task_return_boolean (task, TRUE);
}

static void start_stats (BalutScoresWindow *self,
                         gboolean           with_names,
                         const char        *keep);

/* The players of the variant and dice read: the list to choose from */
static void
update_player_list (BalutScoresWindow *self,
                    StatsJob          *job)
{
  g_autoptr(GtkStringList) model = NULL;
  guint selected = 0;

  g_clear_pointer (&self->player_names, g_strfreev);
  self->player_names = g_steal_pointer (&job->names);
  model = gtk_string_list_new ((const char * const *) self->player_names);
  for (guint i = 0; self->player_names != NULL && self->player_names[i] != NULL; i++)
    if (g_strcmp0 (self->player_names[i], job->name) == 0)
      selected = i;
  g_signal_handlers_block_matched (self->stats_player, G_SIGNAL_MATCH_DATA, 0, 0, NULL, NULL, self);
  gtk_drop_down_set_model (GTK_DROP_DOWN (self->stats_player), G_LIST_MODEL (model));
  gtk_drop_down_set_selected (GTK_DROP_DOWN (self->stats_player), selected);
  g_signal_handlers_unblock_matched (self->stats_player, G_SIGNAL_MATCH_DATA, 0, 0, NULL, NULL, self);
  gtk_widget_set_sensitive (self->stats_player, self->player_names != NULL && self->player_names[0] != NULL);
}

static void
stats_done_cb (GObject      *source_object,
               GAsyncResult *result,
               gpointer      user_data)
{
  BalutScoresWindow *self = BALUT_SCORES_WINDOW (source_object);
  StatsJob *job = g_task_get_task_data (G_TASK (result));
  g_autoptr(GError) error = NULL;

  self->stats_running = FALSE;
  if (self->stack == NULL)
    return;   /* the window went meanwhile */

  if (self->stats_again)
    {
      /* asked again meanwhile (another variant or player): that one */
      g_autofree char *keep = g_steal_pointer (&self->again_keep);

      self->stats_again = FALSE;
      start_stats (self, self->again_with_names, keep);
      return;
    }

  if (!g_task_propagate_boolean (G_TASK (result), &error))
    {
      show_error (self, error);
      show_statistics (self, job->variant, NULL, _("No games of this variant yet."));
      return;
    }
  if (job->with_names)
    update_player_list (self, job);
  show_statistics (self, job->variant, job->stats,
                   job->mode == BALUT_STORE_MODE_SCORING_PAD
                   ? _("No games of this variant scored on the pad yet.")
                   : _("No games of this variant yet."));
}

/* Reads the statistics (and the list of players) on a worker thread; one
 * read at a time, the last asked for next */
static void
start_stats (BalutScoresWindow *self,
             gboolean           with_names,
             const char        *keep)
{
  g_autoptr(GTask) task = NULL;
  StatsJob *job;

  if (self->store == NULL)
    {
      show_statistics (self, 0, NULL, _("No games of this variant yet."));
      return;
    }
  if (self->stats_running)
    {
      if (keep != self->again_keep)
        {
          g_free (self->again_keep);
          self->again_keep = g_strdup (keep);
        }
      self->again_with_names = with_names || (self->stats_again && self->again_with_names);
      self->stats_again = TRUE;
      return;
    }

  job = g_new0 (StatsJob, 1);
  job->path = g_strdup (balut_store_get_path (self->store));
  job->variant = balut_variant_dropdown_get_selected (GTK_DROP_DOWN (self->stats_variant));
  /* real dice are not the game's: their games apart, as the high
   * scores keep them */
  job->mode = gtk_drop_down_get_selected (GTK_DROP_DOWN (self->stats_mode)) == 1
              ? BALUT_STORE_MODE_SCORING_PAD : BALUT_STORE_MODE_DIGITAL;
  job->keep = g_strdup (keep);
  job->with_names = with_names;
  show_statistics (self, job->variant, NULL, _("Reading the games…"));

  task = g_task_new (self, NULL, stats_done_cb, NULL);
  g_task_set_task_data (task, job, (GDestroyNotify) stats_job_free);
  self->stats_running = TRUE;
  g_task_run_in_thread (task, stats_thread);
}

static void
fill_statistics (BalutScoresWindow *self)
{
  guint selected = gtk_drop_down_get_selected (GTK_DROP_DOWN (self->stats_player));

  if (self->player_names == NULL || selected >= g_strv_length (self->player_names))
    {
      show_statistics (self, 0, NULL, _("No games of this variant yet."));
      return;
    }
  start_stats (self, FALSE, self->player_names[selected]);
}

static void
fill_players (BalutScoresWindow *self,
              const char        *keep)
{
  if (g_strcmp0 (gtk_stack_get_visible_child_name (GTK_STACK (self->stack)), "statistics") != 0)
    {
      /* read when the page shows */
      if (keep != self->pending_player)
        {
          g_free (self->pending_player);
          self->pending_player = g_strdup (keep);
        }
      self->stats_pending = TRUE;
      return;
    }
  self->stats_pending = FALSE;

  /* the players and the statistics, read on a thread */
  start_stats (self, TRUE, keep);
}

static const char *
current_player_name (BalutScoresWindow *self)
{
  guint selected = gtk_drop_down_get_selected (GTK_DROP_DOWN (self->stats_player));

  if (self->player_names == NULL || selected >= g_strv_length (self->player_names))
    return NULL;
  return self->player_names[selected];
}

/* -------------------------------------------------------------- history */

/* "Maria: 17 points", as the results name a player's points */
static char *
dup_player_points (const char *name,
                   gint        points)
{
  g_autofree char *number = balut_format_number (points);
  /* Translators: a player's final points, "17 points" */
  g_autofree char *text = g_strdup_printf (ngettext ("%s point", "%s points", ABS (points)), number);

  /* Translators: the title of a player's breakdown, "Maria: 17 points" */
  return g_strdup_printf (C_("player's points", "%s: %s"), name, text);
}

/* "Maria and Jens" */
static char *
dup_joined_names (GPtrArray *names)
{
  g_autoptr(GString) text = g_string_new (NULL);

  for (guint i = 0; i < names->len; i++)
    {
      if (i > 0 && i == names->len - 1)
        {
          /* Translators: the last two names of a list: "Maria and Jens" */
          g_autofree char *joined = g_strdup_printf (_("%s and %s"), text->str, (const char *) g_ptr_array_index (names, i));

          g_string_assign (text, joined);
        }
      else
        {
          if (i > 0)
            /* Translators: between two names in the list of players */
            g_string_append (text, _(", "));
          g_string_append (text, g_ptr_array_index (names, i));
        }
    }
  return g_string_free (g_steal_pointer (&text), FALSE);
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

/* A finished game in the history, in words: its variant and date, the
 * marks of real dice and of help, who won with what, and everyone's
 * points; the same words for a screen reader, as sentences (a name never
 * runs into its points: "Maria 2 2" was a name and its points) */
static GtkWidget *
history_row (BalutGameSummary *summary)
{
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 3);
  GtkWidget *top = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 12);
  GtkWidget *variant_label, *date_label, *row;
  g_autofree char *date = balut_format_date_time (summary->date);
  g_autoptr(GPtrArray) winners = g_ptr_array_new_with_free_func (g_free);
  g_autoptr(GPtrArray) sentences = g_ptr_array_new_with_free_func (g_free);
  g_autoptr(GString) others = g_string_new (NULL);
  g_autoptr(GString) marks = g_string_new (NULL);
  g_autofree char *outcome = NULL;
  g_autofree char *a11y = NULL;
  gint best = G_MININT;

  /* the first line: the variant, and when */
  variant_label = row_label (balut_variant_get_label (summary->variant), "heading");
  gtk_widget_set_hexpand (variant_label, TRUE);
  date_label = row_label (date, "dim-label");
  gtk_label_set_xalign (GTK_LABEL (date_label), 1);
  gtk_box_append (GTK_BOX (top), variant_label);
  gtk_box_append (GTK_BOX (top), date_label);
  gtk_box_append (GTK_BOX (box), top);
  /* Translators: a game in the history for screen readers: the variant
   * and the date, "Olathe, 25 Nov 2026, 18:05" */
  g_ptr_array_add (sentences, g_strdup_printf (C_("history", "%s, %s"),
                                               balut_variant_get_label (summary->variant), date));

  /* real dice, and help: as the high scores mark them */
  if (summary->mode == BALUT_STORE_MODE_SCORING_PAD)
    g_string_append (marks, C_("dice", "Real dice: scoring pad"));
  if (summary->assisted)
    {
      if (marks->len > 0)
        /* Translators: between two marks of a game in the history,
         * "Real dice: scoring pad · Assisted: an undo or a hint" */
        g_string_append (marks, C_("history", " · "));
      g_string_append (marks, _("Assisted: an undo or a hint"));
    }
  if (marks->len > 0)
    {
      gtk_box_append (GTK_BOX (box), row_label (marks->str, "caption"));
      g_ptr_array_add (sentences, g_strdup (marks->str));
    }

  /* R22: whoever has the most final points won; equal points share */
  for (guint i = 0; i < summary->n_players; i++)
    best = MAX (best, summary->points[i]);
  for (guint i = 0; i < summary->n_players; i++)
    {
      g_autofree char *name = balut_format_dup_printable (summary->names[i]);

      if (summary->points[i] == best)
        g_ptr_array_add (winners, g_steal_pointer (&name));
    }
  {
    g_autofree char *number = balut_format_number (best);
    /* Translators: a player's final points, "17 points" */
    g_autofree char *points = g_strdup_printf (ngettext ("%s point", "%s points", ABS (best)), number);
    g_autofree char *names = dup_joined_names (winners);

    if (summary->n_players == 1)
      outcome = dup_player_points (names, best);
    else if (winners->len == 1)
      /* Translators: the winner of a game in the history and the
       * winning points, "Maria won with 17 points" */
      outcome = g_strdup_printf (_("%s won with %s"), names, points);
    else
      /* Translators: the players who shared first place in a game in the
       * history (equal final points), "Maria and Jens shared first place
       * with 17 points" */
      outcome = g_strdup_printf (_("%s shared first place with %s"), names, points);
  }
  gtk_box_append (GTK_BOX (box), row_label (outcome, NULL));
  g_ptr_array_add (sentences, g_strdup (outcome));

  /* everyone else, in the order of their places */
  for (guint place = 2; place <= summary->n_players; place++)
    for (guint i = 0; i < summary->n_players; i++)
      {
        g_autofree char *name = NULL;
        g_autofree char *points = NULL;

        if (summary->places[i] != place)
          continue;
        name = balut_format_dup_printable (summary->names[i]);
        points = dup_player_points (name, summary->points[i]);
        if (others->len > 0)
          /* Translators: between two names in the list of players */
          g_string_append (others, _(", "));
        g_string_append (others, points);
      }
  if (others->len > 0)
    {
      gtk_box_append (GTK_BOX (box), row_label (others->str, "dim-label"));
      g_ptr_array_add (sentences, g_strdup (others->str));
    }

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

static void
update_history_actions (BalutScoresWindow *self)
{
  gboolean any;

  if (self->history_list == NULL)
    return;   /* being disposed */
  any = gtk_list_box_get_selected_row (GTK_LIST_BOX (self->history_list)) != NULL;

  gtk_widget_action_set_enabled (GTK_WIDGET (self), "scores.show-sheet", any);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "scores.save-record", any);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "scores.verify", any);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "scores.review", any);
}

/* A long history is listed a page at a time, newest first: 100,000
 * games would take seconds to read and to lay out */
#define HISTORY_PAGE 200

static void load_history_page (BalutScoresWindow *self);

static void
more_clicked_cb (BalutScoresWindow *self)
{
  GtkListBoxRow *first_new;
  guint before = self->games != NULL ? self->games->len : 0;

  load_history_page (self);
  /* the keyboard goes on at the first game the page added */
  first_new = gtk_list_box_get_row_at_index (GTK_LIST_BOX (self->history_list), (int) before);
  if (first_new != NULL && self->games != NULL && self->games->len > before)
    {
      gtk_list_box_select_row (GTK_LIST_BOX (self->history_list), first_new);
      gtk_widget_grab_focus (GTK_WIDGET (first_new));
    }
}

/* The next page of the history, after the games listed */
static void
load_history_page (BalutScoresWindow *self)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(GPtrArray) page = NULL;

  if (self->history_more != NULL)
    {
      gtk_list_box_remove (GTK_LIST_BOX (self->history_list), self->history_more);
      self->history_more = NULL;
    }
  if (self->store == NULL)
    return;

  page = balut_store_list_recent_games (self->store, self->games != NULL ? self->games->len : 0,
                                        HISTORY_PAGE, &error);
  if (page == NULL)
    {
      show_error (self, error);
      return;
    }
  if (self->games == NULL)
    self->games = g_ptr_array_new_with_free_func ((GDestroyNotify) balut_game_summary_free);
  /* the summaries move to self->games */
  g_ptr_array_set_free_func (page, NULL);
  for (guint i = 0; i < page->len; i++)
    {
      BalutGameSummary *summary = g_ptr_array_index (page, i);

      g_ptr_array_add (self->games, summary);
      gtk_list_box_append (GTK_LIST_BOX (self->history_list), history_row (summary));
    }

  /* a full page: there may be more */
  if (self->games->len > 0 && self->games->len % HISTORY_PAGE == 0)
    {
      GtkWidget *button = gtk_button_new_with_mnemonic (_("Show _Older Games"));

      gtk_widget_set_halign (button, GTK_ALIGN_CENTER);
      gtk_widget_set_margin_top (button, 6);
      gtk_widget_set_margin_bottom (button, 6);
      g_signal_connect_object (button, "clicked", G_CALLBACK (more_clicked_cb), self, G_CONNECT_SWAPPED);
      self->history_more = gtk_list_box_row_new ();
      gtk_list_box_row_set_child (GTK_LIST_BOX_ROW (self->history_more), button);
      gtk_list_box_row_set_activatable (GTK_LIST_BOX_ROW (self->history_more), FALSE);
      gtk_list_box_row_set_selectable (GTK_LIST_BOX_ROW (self->history_more), FALSE);
      gtk_list_box_append (GTK_LIST_BOX (self->history_list), self->history_more);
    }
}

static void
fill_history (BalutScoresWindow *self)
{
  GtkWidget *child;

  if (g_strcmp0 (gtk_stack_get_visible_child_name (GTK_STACK (self->stack)), "history") != 0)
    {
      /* read when the page shows */
      self->history_pending = TRUE;
      return;
    }
  self->history_pending = FALSE;

  while ((child = gtk_widget_get_first_child (self->history_list)) != NULL)
    gtk_list_box_remove (GTK_LIST_BOX (self->history_list), child);
  self->history_more = NULL;
  g_clear_pointer (&self->games, g_ptr_array_unref);

  load_history_page (self);

  if (self->games == NULL || self->games->len == 0)
    {
      GtkWidget *empty = gtk_label_new (_("No finished games yet."));

      gtk_widget_add_css_class (empty, "dim-label");
      gtk_widget_set_margin_top (empty, 24);
      gtk_widget_set_margin_bottom (empty, 24);
      gtk_list_box_set_placeholder (GTK_LIST_BOX (self->history_list), empty);
    }

  if (self->games != NULL && self->games->len > 0)
    gtk_list_box_select_row (GTK_LIST_BOX (self->history_list),
                             gtk_list_box_get_row_at_index (GTK_LIST_BOX (self->history_list), 0));
  update_history_actions (self);
}

static BalutGameSummary *
selected_game (BalutScoresWindow *self)
{
  GtkListBoxRow *row = gtk_list_box_get_selected_row (GTK_LIST_BOX (self->history_list));
  int index;

  if (row == NULL || self->games == NULL)
    return NULL;
  index = gtk_list_box_row_get_index (row);
  if (index < 0 || (guint) index >= self->games->len)
    return NULL;
  return g_ptr_array_index (self->games, index);
}

static BalutGame *
load_selected (BalutScoresWindow  *self,
               char              **record_text)
{
  BalutGameSummary *summary = selected_game (self);
  g_autoptr(GError) error = NULL;
  g_autofree char *record = NULL;
  BalutGame *game;

  if (summary == NULL)
    return NULL;
  record = balut_store_load_record (self->store, summary->game_id, &error);
  if (record == NULL)
    {
      show_error (self, error);
      return NULL;
    }
  game = balut_record_load_data (record, -1, &error);
  if (game == NULL)
    {
      g_autoptr(GError) wrapped = g_error_new (BALUT_STORE_ERROR, BALUT_STORE_ERROR_CORRUPT,
                                               _("The record of this game cannot be read: %s"),
                                               error->message);
      show_error (self, wrapped);
      return NULL;
    }
  if (record_text != NULL)
    *record_text = g_steal_pointer (&record);
  return game;
}

static void
show_sheet_action (GtkWidget  *widget,
                   const char *action_name,
                   GVariant   *parameter)
{
  BalutScoresWindow *self = BALUT_SCORES_WINDOW (widget);
  g_autoptr(BalutGame) game = load_selected (self, NULL);

  if (game != NULL)
    {
      BalutExportDialog *dialog = balut_export_dialog_new (GTK_WINDOW (self), game, self->settings);

      /* the day it was played, not today */
      balut_export_dialog_set_game_date (dialog, selected_game (self)->date);
      gtk_window_present (GTK_WINDOW (dialog));
    }
}

/* ------------------------------------------------- the check of a game */

/* A window no larger than the window it belongs to (the game's window
 * at 360×640 is a phone's screen): @width × @height at most */
static void
fit_default_size (GtkWindow *window,
                  GtkWindow *parent,
                  int        width,
                  int        height)
{
  int parent_width = parent != NULL ? gtk_widget_get_width (GTK_WIDGET (parent)) : 0;
  int parent_height = parent != NULL ? gtk_widget_get_height (GTK_WIDGET (parent)) : 0;

  if (parent_width > 0)
    width = MIN (width, parent_width);
  if (parent_height > 0)
    height = MIN (height, parent_height);
  gtk_window_set_default_size (window, width, height);
}

/* A box's score as the paper sheet shows it: "–" struck, "·" empty */
static char *
dup_box_text (gint value)
{
  if (value == BALUT_BOX_EMPTY)
    return g_strdup ("·");
  if (value == 0)
    return g_strdup ("–");
  return g_strdup_printf ("%d", value);
}

/* A heading of the check, for the eye and for a screen reader */
static GtkWidget *
check_heading (const char *text,
               const char *css_class)
{
  GtkWidget *label = g_object_new (GTK_TYPE_LABEL,
                                   "label", text,
                                   "accessible-role", GTK_ACCESSIBLE_ROLE_HEADING,
                                   "xalign", 0.f,
                                   "wrap", TRUE,
                                   "wrap-mode", PANGO_WRAP_WORD_CHAR,
                                   NULL);

  gtk_widget_add_css_class (label, css_class);
  return label;
}

/* The lines of the check are rows of a list: the keyboard goes from one
 * to the next (arrows, Tab), and a screen reader reads each as it gets
 * the focus, in the words of @a11y (a sentence, where the eye reads a
 * table); nothing in them takes a caret */
static GtkWidget *
check_list_new (void)
{
  GtkWidget *list = gtk_list_box_new ();

  gtk_list_box_set_selection_mode (GTK_LIST_BOX (list), GTK_SELECTION_NONE);
  gtk_widget_add_css_class (list, "frame");
  gtk_widget_add_css_class (list, "check");
  return list;
}

static GtkWidget *
check_list_add (GtkWidget  *list,
                GtkWidget  *child,
                const char *a11y)
{
  GtkWidget *row = gtk_list_box_row_new ();

  gtk_list_box_row_set_child (GTK_LIST_BOX_ROW (row), child);
  gtk_list_box_row_set_activatable (GTK_LIST_BOX_ROW (row), FALSE);
  if (a11y != NULL)
    gtk_accessible_update_property (GTK_ACCESSIBLE (row), GTK_ACCESSIBLE_PROPERTY_LABEL, a11y, -1);
  else
    gtk_widget_set_focusable (row, FALSE);
  gtk_list_box_append (GTK_LIST_BOX (list), row);
  return row;
}

/* A line of text, the same for the eye and the ear */
static GtkWidget *
check_list_add_text (GtkWidget  *list,
                     const char *text,
                     gboolean    bold)
{
  GtkWidget *label = row_label (text, bold ? "heading" : NULL);

  return check_list_add (list, label, text);
}

/* The columns of every sheet's table line up, from player to player */
typedef struct
{
  GtkSizeGroup *name;
  GtkSizeGroup *box[BALUT_N_REGULAR + 1];
  GtkSizeGroup *sum;
  GtkSizeGroup *points;
} CheckColumns;

static GtkWidget *
check_cell (CheckColumns *columns,
            GtkSizeGroup *group,
            const char   *text,
            float         xalign,
            gboolean      bold,
            gboolean      dim)
{
  GtkWidget *label = balut_label_new_cell (text, xalign, xalign > 0.5f, bold);

  if (dim)
    gtk_widget_add_css_class (label, "dim-label");
  gtk_size_group_add_widget (group, label);
  return label;
}

/* One line of a sheet's table: the category, its boxes, its sum and its
 * points; under them, why it scored them */
static GtkWidget *
check_sheet_line (CheckColumns *columns,
                  gboolean      jackpot,
                  const char   *name,
                  const char  **boxes,
                  const char   *sum,
                  const char   *points,
                  const char   *why,
                  gboolean      heading)
{
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 2);
  GtkWidget *line = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);
  GtkWidget *name_label = check_cell (columns, columns->name, name, 0.f, TRUE, heading);

  gtk_label_set_ellipsize (GTK_LABEL (name_label), PANGO_ELLIPSIZE_END);
  gtk_widget_set_hexpand (name_label, TRUE);
  gtk_box_append (GTK_BOX (line), name_label);
  for (guint b = 0; b < BALUT_N_REGULAR + (jackpot ? 1 : 0); b++)
    gtk_box_append (GTK_BOX (line), check_cell (columns, columns->box[b], boxes[b], 1.f, FALSE, heading));
  gtk_box_append (GTK_BOX (line), check_cell (columns, columns->sum, sum, 1.f, FALSE, heading));
  gtk_box_append (GTK_BOX (line), check_cell (columns, columns->points, points, 1.f, TRUE, heading));
  gtk_box_append (GTK_BOX (box), line);
  if (why != NULL && *why != '\0')
    gtk_box_append (GTK_BOX (box), row_label (why, "dim-label"));
  return box;
}

/* A player's sheet: a table, a line a category, and the totals */
static GtkWidget *
check_sheet (BalutGame    *game,
             guint         seat,
             CheckColumns *columns)
{
  BalutPlayer *player = balut_game_get_player (game, seat);
  BalutScoresheet *sheet = balut_player_get_sheet (player);
  const BalutPoints *points = balut_scoresheet_get_points (sheet);
  BalutVariant variant = balut_game_get_variant (game);
  gboolean jackpot = balut_variant_has_jackpot (variant);
  GtkWidget *list = check_list_new ();
  const char *headings[BALUT_N_REGULAR + 1] = { "1", "2", "3", "4", C_("check of a game, column", "J") };
  guint low, high;

  gtk_accessible_update_property (GTK_ACCESSIBLE (list), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  balut_player_get_name (player), -1);

  /* the columns' headings, for the eye (each line says it all to a
   * screen reader) */
  check_list_add (list, check_sheet_line (columns, jackpot, _("Category"), headings,
                                          _("Sum"), _("Points"), NULL, TRUE), NULL);

  for (guint c = 0; c < BALUT_N_CATEGORIES; c++)
    {
      const BalutCategoryPoints *cp = &points->categories[c];
      char *texts[BALUT_N_REGULAR + 1] = { NULL, };
      const char *boxes[BALUT_N_REGULAR + 1];
      g_autofree char *sum = g_strdup_printf ("%u", cp->sum);
      g_autofree char *category_points = balut_format_points (cp->points);
      g_autofree char *why = balut_report_dup_category_reason (variant, c, cp);
      g_autofree char *said_boxes = NULL;
      g_autofree char *a11y = NULL;
      g_autoptr(GString) list_of_boxes = g_string_new (NULL);
      guint n_boxes = BALUT_N_REGULAR + (jackpot && balut_category_has_jackpot (c) ? 1 : 0);

      for (guint b = 0; b < BALUT_N_REGULAR + 1; b++)
        {
          if (b < n_boxes)
            texts[b] = dup_box_text (balut_scoresheet_get_box (sheet, c, b));
          else
            texts[b] = g_strdup ("");
          boxes[b] = texts[b];
          if (b < n_boxes)
            {
              gint value = balut_scoresheet_get_box (sheet, c, b);

              if (b > 0)
                /* Translators: between two boxes' scores read out */
                g_string_append (list_of_boxes, _(", "));
              g_string_append (list_of_boxes, value == 0 ? _("struck")
                                              : value == BALUT_BOX_EMPTY ? C_("box", "empty") : texts[b]);
            }
        }
      if (cp->jackpot_points != 0)
        {
          g_autofree char *with_jackpot = g_strdup_printf (_(", jackpot %+d"), cp->jackpot_points);

          char *longer = g_strconcat (why, with_jackpot, NULL);

          g_free (why);
          why = longer;
        }
      said_boxes = g_string_free (g_steal_pointer (&list_of_boxes), FALSE);
      /* Translators: a line of a sheet in the check of a game, read out:
       * the category, its boxes, their sum, the category's points and
       * why, "Fours: 16, 20, struck, 12; sum 48; −0 points: 52 or more" */
      a11y = g_strdup_printf (ngettext ("%s: %s; sum %u; %d point: %s",
                                        "%s: %s; sum %u; %d points: %s", ABS (cp->points)),
                              balut_category_get_label (c), said_boxes, cp->sum, cp->points, why);
      check_list_add (list, check_sheet_line (columns, jackpot, balut_category_get_label (c), boxes,
                                              sum, category_points, why, FALSE), a11y);
      for (guint b = 0; b < G_N_ELEMENTS (texts); b++)
        g_free (texts[b]);
    }

  /* R19, R20, J7: the score total and its bracket */
  balut_rules_bracket_range (points->bracket_points, &low, &high);
  {
    g_autofree char *text = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                                          "  Score total %u (bracket %u–%u): %+d point",
                                                          "  Score total %u (bracket %u–%u): %+d points",
                                                          ABS (points->bracket_points)),
                                             points->score_total, low, high, points->bracket_points);

    check_list_add_text (list, g_strstrip (text), FALSE);
  }
  /* R21 */
  {
    g_autofree char *text = g_strdup_printf (_("  Category points %+d, bracket %+d: final points %d; Baluts: %u"),
                                             points->category_points, points->bracket_points,
                                             points->final_points, points->n_baluts);

    check_list_add_text (list, g_strstrip (text), TRUE);
  }
  return list;
}

/* The check of a game, as balut --verify makes it, in a window: the
 * verdict first, then every sheet as a table, its points and why */
static GtkWidget *
check_window_new (BalutScoresWindow *self,
                  BalutGame         *game,
                  BalutGameSummary  *summary)
{
  BalutVariant variant = balut_game_get_variant (game);
  guint n_players = balut_game_get_n_players (game);
  g_autofree char *date = balut_format_date_time (summary->date);
  g_autofree char *subtitle = NULL;
  g_autofree char *window_title = NULL;
  g_autoptr(GArray) ranking = balut_game_dup_ranking (game);
  GtkEventController *shortcuts;
  CheckColumns columns;
  GtkWidget *window, *header, *titles, *title, *subtitle_label, *scroller, *content, *verdict, *first;

  window = gtk_window_new ();
  /* Translators: the check of a game's record: the variant and the day
   * it was played, "Olathe, 25 Nov 2026, 18:05" */
  subtitle = g_strdup_printf (C_("check of a game", "%s, %s"), balut_variant_get_label (variant), date);
  /* Translators: the title of the check's window, with the game, "Check
   * of the Game: Olathe, 25 Nov 2026, 18:05" */
  window_title = g_strdup_printf (_("Check of the Game: %s"), subtitle);
  gtk_window_set_title (GTK_WINDOW (window), window_title);
  gtk_window_set_transient_for (GTK_WINDOW (window), GTK_WINDOW (self));
  gtk_window_set_modal (GTK_WINDOW (window), TRUE);
  gtk_window_set_destroy_with_parent (GTK_WINDOW (window), TRUE);
  fit_default_size (GTK_WINDOW (window), GTK_WINDOW (self), 600, 720);

  /* the header bar: the title names the game */
  header = gtk_header_bar_new ();
  titles = gtk_box_new (GTK_ORIENTATION_VERTICAL, 0);
  gtk_widget_set_valign (titles, GTK_ALIGN_CENTER);
  title = gtk_label_new (_("Check of the Game"));
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

  content = gtk_box_new (GTK_ORIENTATION_VERTICAL, 12);
  gtk_widget_set_margin_top (content, 18);
  gtk_widget_set_margin_bottom (content, 18);
  gtk_widget_set_margin_start (content, 12);
  gtk_widget_set_margin_end (content, 12);

  /* the verdict: the record replayed through the engine when it was
   * loaded, as balut --verify does */
  gtk_box_append (GTK_BOX (content), check_heading (_("A consistent record"), "title-2"));
  verdict = check_list_new ();
  gtk_accessible_update_property (GTK_ACCESSIBLE (verdict), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  _("A consistent record"), -1);
  first = check_list_add_text (verdict, _("Every throw, hold and entry follows the rules."), FALSE);
  if (balut_game_get_mode (game) == BALUT_GAME_MODE_PAD)
    check_list_add_text (verdict, _("Dice: thrown at the table (scoring pad)"), FALSE);
  else if (balut_game_get_dice_seeded (game))
    check_list_add_text (verdict, _("Dice: proven: every throw is what the record’s seed gives"), FALSE);
  else
    check_list_add_text (verdict, _("Dice: not proven: the record does not name the generator of its dice, "
                                    "so only the rules were checked"), FALSE);
  {
    guint n_turns = balut_game_get_n_turns (game);
    /* Translators: how many turns a game has lasted, inserted in
     * "Balut, 2 players: a finished game of 56 turns." */
    g_autofree char *turns = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u turn", "%u turns", n_turns), n_turns);
    /* Translators: the variant, the number of players, "56 turns" */
    g_autofree char *text = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                                          "%s, %u player: a finished game of %s.",
                                                          "%s, %u players: a finished game of %s.",
                                                          n_players),
                                             balut_variant_get_label (variant), n_players, turns);

    check_list_add_text (verdict, text, FALSE);
  }
  if (balut_game_get_assisted (game))
    check_list_add_text (verdict, _("Assisted: an undo or a hint"), FALSE);
  {
    /* R22: the winners, and their points */
    g_autoptr(GPtrArray) winners = g_ptr_array_new_with_free_func (g_free);
    g_autofree char *names = NULL;
    g_autofree char *leader = NULL;
    g_autofree char *text = NULL;
    gint best = balut_player_get_final_points (balut_game_get_player (game, g_array_index (ranking, guint, 0)));

    for (guint i = 0; i < ranking->len; i++)
      {
        guint seat = g_array_index (ranking, guint, i);

        if (balut_game_get_place (game, seat) == 1)
          g_ptr_array_add (winners, balut_format_dup_printable (balut_player_get_name (balut_game_get_player (game, seat))));
      }
    names = dup_joined_names (winners);
    /* Translators: the winner's final points, inserted in "Winner: Maria (17 points)" */
    leader = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%d point", "%d points", ABS (best)), best);
    /* Translators: the names of the winners (several when they share first place), "17 points" */
    text = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "Winner: %s (%s)", "Winners: %s (%s)", winners->len),
                            names, leader);
    check_list_add_text (verdict, text, TRUE);
  }
  {
    /* R24 */
    g_autoptr(GArray) guessers = balut_game_dup_guess_winners (game);
    gboolean any_guess = FALSE;

    for (guint i = 0; i < n_players; i++)
      any_guess |= balut_player_get_guess (balut_game_get_player (game, i)) != BALUT_NO_GUESS;
    if (any_guess)
      {
        g_autoptr(GPtrArray) names = g_ptr_array_new_with_free_func (g_free);
        g_autofree char *joined = NULL;
        g_autofree char *text = NULL;

        for (guint i = 0; i < guessers->len; i++)
          g_ptr_array_add (names, balut_format_dup_printable (balut_player_get_name (balut_game_get_player (game, g_array_index (guessers, guint, i)))));
        joined = dup_joined_names (names);
        if (guessers->len == 0)
          /* Translators: R24, the Balut guesses in balut --verify */
          text = g_strdup_printf (_("Baluts in the game: %u; nobody guessed exactly"), balut_game_get_n_baluts (game));
        else
          /* Translators: R24: the number of Baluts, then the names of the players who guessed it */
          text = g_strdup_printf (_("Baluts in the game: %u; guessed exactly by: %s"),
                                  balut_game_get_n_baluts (game), joined);
        check_list_add_text (verdict, text, FALSE);
      }
  }
  gtk_box_append (GTK_BOX (content), verdict);

  /* every sheet, in the order of the ranking (R22) */
  columns.name = gtk_size_group_new (GTK_SIZE_GROUP_HORIZONTAL);
  for (guint b = 0; b < G_N_ELEMENTS (columns.box); b++)
    columns.box[b] = gtk_size_group_new (GTK_SIZE_GROUP_HORIZONTAL);
  columns.sum = gtk_size_group_new (GTK_SIZE_GROUP_HORIZONTAL);
  columns.points = gtk_size_group_new (GTK_SIZE_GROUP_HORIZONTAL);
  for (guint i = 0; i < ranking->len; i++)
    {
      guint seat = g_array_index (ranking, guint, i);
      BalutPlayer *player = balut_game_get_player (game, seat);
      const BalutPoints *points = balut_scoresheet_get_points (balut_player_get_sheet (player));
      g_autofree char *name = balut_format_dup_printable (balut_player_get_name (player));
      /* Translators: the heading of a player's sheet in balut --verify:
       * the name, the final points, the score total and the place */
      g_autofree char *heading = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                                               "%s — %d point, score total %u, place %u",
                                                               "%s — %d points, score total %u, place %u",
                                                               ABS (points->final_points)),
                                                  name, points->final_points, points->score_total,
                                                  balut_game_get_place (game, seat));
      GtkWidget *label = check_heading (heading, "heading");

      gtk_widget_set_margin_top (label, 12);
      gtk_box_append (GTK_BOX (content), label);
      gtk_box_append (GTK_BOX (content), check_sheet (game, seat, &columns));
    }
  g_object_unref (columns.name);
  for (guint b = 0; b < G_N_ELEMENTS (columns.box); b++)
    g_object_unref (columns.box[b]);
  g_object_unref (columns.sum);
  g_object_unref (columns.points);

  scroller = gtk_scrolled_window_new ();
  gtk_scrolled_window_set_policy (GTK_SCROLLED_WINDOW (scroller), GTK_POLICY_NEVER, GTK_POLICY_AUTOMATIC);
  gtk_scrolled_window_set_child (GTK_SCROLLED_WINDOW (scroller), content);
  gtk_window_set_child (GTK_WINDOW (window), scroller);
  /* the verdict is what is read first */
  gtk_window_set_focus (GTK_WINDOW (window), first);
  return window;
}

static void
verify_action (GtkWidget  *widget,
               const char *action_name,
               GVariant   *parameter)
{
  BalutScoresWindow *self = BALUT_SCORES_WINDOW (widget);
  g_autoptr(BalutGame) game = load_selected (self, NULL);
  GtkWidget *window;

  if (game == NULL)
    return;

  window = check_window_new (self, game, selected_game (self));
  g_set_weak_pointer (&self->check_window, GTK_WINDOW (window));
  gtk_window_present (GTK_WINDOW (window));
}

/* issue 30: the selected game reviewed against the Expert */
static void
review_action (GtkWidget  *widget,
               const char *action_name,
               GVariant   *parameter)
{
  BalutScoresWindow *self = BALUT_SCORES_WINDOW (widget);
  g_autoptr(BalutGame) game = load_selected (self, NULL);

  if (game == NULL)
    return;
  gtk_window_present (GTK_WINDOW (balut_review_window_new (GTK_WINDOW (self), game)));
}

/* Page Up, Page Down, Ctrl+Home and Ctrl+End scroll the page shown,
 * wherever the focus is (the history's list takes them first, to go
 * from game to game) */
/* The pages in sight: Balut's, or Belote's */
static GtkStack *
shown_stack (BalutScoresWindow *self)
{
  if (gtk_widget_get_visible (self->belote_view))
    return belote_scores_view_get_stack (BELOTE_SCORES_VIEW (self->belote_view));
  return GTK_STACK (self->stack);
}

static void
scroll_action (GtkWidget  *widget,
               const char *action_name,
               GVariant   *parameter)
{
  BalutScoresWindow *self = BALUT_SCORES_WINDOW (widget);
  GtkWidget *page = gtk_stack_get_visible_child (shown_stack (self));
  GtkAdjustment *adjustment;
  double value, step;

  if (!GTK_IS_SCROLLED_WINDOW (page))
    return;
  adjustment = gtk_scrolled_window_get_vadjustment (GTK_SCROLLED_WINDOW (page));
  value = gtk_adjustment_get_value (adjustment);
  step = gtk_adjustment_get_page_increment (adjustment);
  switch (g_variant_get_int32 (parameter))
    {
    case -2: value = gtk_adjustment_get_lower (adjustment); break;
    case -1: value -= step; break;
    case 1: value += step; break;
    case 2: value = gtk_adjustment_get_upper (adjustment); break;
    default: g_return_if_reached ();
    }
  gtk_adjustment_set_value (adjustment, value);
}

static void
save_record_response_cb (GtkNativeDialog *dialog,
                         int              response,
                         gpointer         user_data)
{
  BalutScoresWindow *self = BALUT_SCORES_WINDOW (user_data);
  g_autofree char *record = g_object_steal_data (G_OBJECT (dialog), "record");

  if (response == GTK_RESPONSE_ACCEPT && record != NULL)
    {
      g_autoptr(GFile) file = gtk_file_chooser_get_file (GTK_FILE_CHOOSER (dialog));
      g_autofree char *path = g_file_get_path (file);
      g_autoptr(GError) error = NULL;

      if (path == NULL
          || !balut_file_set_contents (path, record, strlen (record), 0644, &error))
        {
          if (error == NULL)
            error = g_error_new_literal (G_IO_ERROR, G_IO_ERROR_NOT_SUPPORTED,
                                         _("Records can only be saved to local files."));
          show_error (self, error);
        }
    }
  g_object_unref (dialog);
  g_object_unref (self);
}

static void
save_record_action (GtkWidget  *widget,
                    const char *action_name,
                    GVariant   *parameter)
{
  BalutScoresWindow *self = BALUT_SCORES_WINDOW (widget);
  g_autofree char *record = NULL;
  g_autoptr(BalutGame) game = load_selected (self, &record);
  GtkFileChooserNative *chooser;
  g_autoptr(GtkFileFilter) filter = gtk_file_filter_new ();
  BalutGameSummary *summary = selected_game (self);
  g_autofree char *name = NULL;

  if (game == NULL || summary == NULL)
    return;

  chooser = gtk_file_chooser_native_new (_("Save the Game’s Record"), GTK_WINDOW (self),
                                         GTK_FILE_CHOOSER_ACTION_SAVE, _("_Save"), _("_Cancel"));
  gtk_file_filter_set_name (filter, _("Balut records (JSON)"));
  gtk_file_filter_add_pattern (filter, "*.json");
  gtk_file_chooser_add_filter (GTK_FILE_CHOOSER (chooser), filter);
  name = summary->date != NULL ? g_date_time_format (summary->date, "balut-game-%Y-%m-%d-%H%M.json")
                               : g_strdup ("balut-game.json");
  gtk_file_chooser_set_current_name (GTK_FILE_CHOOSER (chooser), name);
  g_object_set_data_full (G_OBJECT (chooser), "record", g_steal_pointer (&record), g_free);
  g_signal_connect (chooser, "response", G_CALLBACK (save_record_response_cb), g_object_ref (self));
  gtk_native_dialog_show (GTK_NATIVE_DIALOG (chooser));
}

/* ---------------------------------------------------------------- setup */

static void
scores_variant_cb (BalutScoresWindow *self)
{
  fill_high_scores (self);
}

static void page_cb (BalutScoresWindow *self);

/* Balut's pages, or Belote's, under the switcher */
static void
show_game (BalutScoresWindow *self,
           gboolean           belote)
{
  if (belote)
    gtk_widget_set_visible (self->game_choice, TRUE);
  if (gtk_drop_down_get_selected (GTK_DROP_DOWN (self->game_choice)) != (belote ? 1u : 0u))
    {
      /* game_cb comes back here */
      gtk_drop_down_set_selected (GTK_DROP_DOWN (self->game_choice), belote ? 1 : 0);
      return;
    }
  gtk_widget_set_visible (self->stack, !belote);
  gtk_widget_set_visible (self->belote_view, belote);
  gtk_stack_switcher_set_stack (GTK_STACK_SWITCHER (self->switcher), shown_stack (self));
  page_cb (self);
}

static void
game_cb (BalutScoresWindow *self)
{
  show_game (self, gtk_drop_down_get_selected (GTK_DROP_DOWN (self->game_choice)) == 1);
}

static void
belote_notice_cb (BalutScoresWindow *self,
                  const char        *message)
{
  gtk_label_set_text (GTK_LABEL (self->notice_label), message);
  gtk_widget_set_visible (self->notice_label, TRUE);
}

/* A page shows: read it if it waits; the window's title is the page's */
static void
page_cb (BalutScoresWindow *self)
{
  GtkStack *stack = shown_stack (self);
  GtkWidget *child = gtk_stack_get_visible_child (stack);

  if (child != NULL)
    {
      GtkStackPage *page = gtk_stack_get_page (stack, child);
      g_autoptr(GString) title = g_string_new (gtk_stack_page_get_title (page));

      /* without the page's mnemonic */
      g_string_replace (title, "_", "", 0);
      if (stack != GTK_STACK (self->stack))
        {
          /* Translators: the title of the scores window on a page of
           * Belote's, "Belote: Players" */
          g_autofree char *belote = g_strdup_printf (_("Belote: %s"), title->str);

          g_string_assign (title, belote);
        }
      gtk_window_set_title (GTK_WINDOW (self), title->str);
    }

  if (self->stats_pending)
    {
      g_autofree char *keep = g_steal_pointer (&self->pending_player);

      fill_players (self, keep);
    }
  if (self->history_pending)
    fill_history (self);
}

static void
stats_variant_cb (BalutScoresWindow *self)
{
  g_autofree char *keep = g_strdup (self->stats_pending ? self->pending_player : current_player_name (self));

  fill_players (self, keep);
}

static void
stats_player_cb (BalutScoresWindow *self)
{
  fill_statistics (self);
}

/* Wider than this, the statistics' two tables go side by side, and the
 * history's buttons in a row */
#define WIDE_WIDTH 560

static gboolean
wide_for (int width)
{
  return width >= WIDE_WIDTH;
}

static gboolean
layout_idle_cb (gpointer user_data)
{
  BalutScoresWindow *self = user_data;
  gboolean wide = wide_for (gtk_widget_get_width (GTK_WIDGET (self)));

  self->layout_idle = 0;
  gtk_orientable_set_orientation (GTK_ORIENTABLE (self->stats_tables),
                                  wide ? GTK_ORIENTATION_HORIZONTAL : GTK_ORIENTATION_VERTICAL);
  gtk_box_set_spacing (GTK_BOX (self->stats_tables), wide ? 36 : 12);
  /* the history's buttons: a row at the right, or full-width lines */
  gtk_orientable_set_orientation (GTK_ORIENTABLE (self->history_actions),
                                  wide ? GTK_ORIENTATION_HORIZONTAL : GTK_ORIENTATION_VERTICAL);
  gtk_widget_set_halign (self->history_actions, wide ? GTK_ALIGN_END : GTK_ALIGN_FILL);
  return G_SOURCE_REMOVE;
}

/* A resize across WIDE_WIDTH lays the statistics' tables out again, once
 * the allocation is over */
static void
balut_scores_window_size_allocate (GtkWidget *widget,
                                   int        width,
                                   int        height,
                                   int        baseline)
{
  BalutScoresWindow *self = BALUT_SCORES_WINDOW (widget);
  gboolean horizontal;

  GTK_WIDGET_CLASS (balut_scores_window_parent_class)->size_allocate (widget, width, height, baseline);

  horizontal = gtk_orientable_get_orientation (GTK_ORIENTABLE (self->stats_tables)) == GTK_ORIENTATION_HORIZONTAL;
  if (wide_for (width) != horizontal && self->layout_idle == 0)
    self->layout_idle = g_idle_add (layout_idle_cb, self);
}

static void
balut_scores_window_dispose (GObject *object)
{
  BalutScoresWindow *self = BALUT_SCORES_WINDOW (object);

  g_clear_handle_id (&self->layout_idle, g_source_remove);

  g_clear_object (&self->store);
  g_clear_object (&self->settings);
  g_clear_pointer (&self->again_keep, g_free);
  g_clear_pointer (&self->pending_player, g_free);
  g_clear_pointer (&self->player_names, g_strfreev);
  g_clear_pointer (&self->games, g_ptr_array_unref);
  g_clear_weak_pointer (&self->check_window);
  if (self->history_list != NULL)
    g_signal_handlers_disconnect_by_data (self->history_list, self);
  if (self->stack != NULL)
    g_signal_handlers_disconnect_by_data (self->stack, self);
  if (self->belote_view != NULL)
    {
      g_signal_handlers_disconnect_by_data (self->belote_view, self);
      g_signal_handlers_disconnect_by_data (belote_scores_view_get_stack (BELOTE_SCORES_VIEW (self->belote_view)),
                                            self);
    }
  if (self->game_choice != NULL)
    g_signal_handlers_disconnect_by_data (self->game_choice, self);
  /* a read under way on its thread ends before the window goes (a quit
   * must not leave it reading) */
  g_mutex_lock (&self->reader_lock);
  g_mutex_unlock (&self->reader_lock);
  gtk_widget_dispose_template (GTK_WIDGET (self), BALUT_TYPE_SCORES_WINDOW);

  G_OBJECT_CLASS (balut_scores_window_parent_class)->dispose (object);
}

/* A read under way holds the window: by now none is */
static void
balut_scores_window_finalize (GObject *object)
{
  BalutScoresWindow *self = BALUT_SCORES_WINDOW (object);

  g_clear_object (&self->reader);
  g_mutex_clear (&self->reader_lock);

  G_OBJECT_CLASS (balut_scores_window_parent_class)->finalize (object);
}

static void
balut_scores_window_class_init (BalutScoresWindowClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = balut_scores_window_dispose;
  object_class->finalize = balut_scores_window_finalize;
  widget_class->size_allocate = balut_scores_window_size_allocate;

  g_type_ensure (BALUT_TYPE_PLOT);
  g_type_ensure (BELOTE_TYPE_SCORES_VIEW);
  gtk_widget_class_set_template_from_resource (widget_class, "/io/github/balut/Balut/balut-scores-window.ui");
  gtk_widget_class_bind_template_child (widget_class, BalutScoresWindow, notice_label);
  gtk_widget_class_bind_template_child (widget_class, BalutScoresWindow, switcher);
  gtk_widget_class_bind_template_child (widget_class, BalutScoresWindow, stack);
  gtk_widget_class_bind_template_child (widget_class, BalutScoresWindow, game_choice);
  gtk_widget_class_bind_template_child (widget_class, BalutScoresWindow, belote_view);
  gtk_widget_class_bind_template_child (widget_class, BalutScoresWindow, scores_variant);
  gtk_widget_class_bind_template_child (widget_class, BalutScoresWindow, scores_mode);
  gtk_widget_class_bind_template_child (widget_class, BalutScoresWindow, scores_grid);
  gtk_widget_class_bind_template_child (widget_class, BalutScoresWindow, stats_variant);
  gtk_widget_class_bind_template_child (widget_class, BalutScoresWindow, stats_player);
  gtk_widget_class_bind_template_child (widget_class, BalutScoresWindow, stats_mode);
  gtk_widget_class_bind_template_child (widget_class, BalutScoresWindow, stats_scroller);
  gtk_widget_class_bind_template_child (widget_class, BalutScoresWindow, stats_tables);
  gtk_widget_class_bind_template_child (widget_class, BalutScoresWindow, history_actions);
  gtk_widget_class_bind_template_child (widget_class, BalutScoresWindow, stats_grid);
  gtk_widget_class_bind_template_child (widget_class, BalutScoresWindow, categories_grid);
  gtk_widget_class_bind_template_child (widget_class, BalutScoresWindow, histogram);
  gtk_widget_class_bind_template_child (widget_class, BalutScoresWindow, trend);
  gtk_widget_class_bind_template_child (widget_class, BalutScoresWindow, history_list);

  gtk_widget_class_install_action (widget_class, "scores.show-sheet", NULL, show_sheet_action);
  gtk_widget_class_install_action (widget_class, "scores.save-record", NULL, save_record_action);
  gtk_widget_class_install_action (widget_class, "scores.verify", NULL, verify_action);
  gtk_widget_class_install_action (widget_class, "scores.review", NULL, review_action);
  gtk_widget_class_install_action (widget_class, "scores.scroll", "i", scroll_action);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Page_Up, 0, "scores.scroll", "i", -1);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Page_Down, 0, "scores.scroll", "i", 1);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Home, GDK_CONTROL_MASK, "scores.scroll", "i", -2);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_End, GDK_CONTROL_MASK, "scores.scroll", "i", 2);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Escape, 0, "window.close", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_w, GDK_CONTROL_MASK, "window.close", NULL);
}

static void
balut_scores_window_init (BalutScoresWindow *self)
{
  g_autoptr(GListModel) model = balut_variant_list_new ();

  g_mutex_init (&self->reader_lock);
  gtk_widget_init_template (GTK_WIDGET (self));

  gtk_drop_down_set_model (GTK_DROP_DOWN (self->scores_variant), model);
  gtk_drop_down_set_model (GTK_DROP_DOWN (self->stats_variant), model);

  g_signal_connect_swapped (self->scores_variant, "notify::selected", G_CALLBACK (scores_variant_cb), self);
  g_signal_connect_swapped (self->scores_mode, "notify::selected", G_CALLBACK (scores_variant_cb), self);
  g_signal_connect_swapped (self->stack, "notify::visible-child-name", G_CALLBACK (page_cb), self);
  g_signal_connect_swapped (self->stats_variant, "notify::selected", G_CALLBACK (stats_variant_cb), self);
  g_signal_connect_swapped (self->stats_player, "notify::selected", G_CALLBACK (stats_player_cb), self);
  g_signal_connect_swapped (self->stats_mode, "notify::selected", G_CALLBACK (stats_variant_cb), self);
  g_signal_connect_swapped (self->history_list, "selected-rows-changed", G_CALLBACK (update_history_actions), self);
  g_signal_connect_swapped (self->game_choice, "notify::selected", G_CALLBACK (game_cb), self);
  g_signal_connect_swapped (self->belote_view, "notice", G_CALLBACK (belote_notice_cb), self);
  g_signal_connect_swapped (belote_scores_view_get_stack (BELOTE_SCORES_VIEW (self->belote_view)),
                            "notify::visible-child-name", G_CALLBACK (page_cb), self);
}

/**
 * balut_scores_window_new:
 * @parent: the game window
 * @store: (nullable): the store; %NULL when it could not be opened
 * @notice: (nullable): a message to show above the pages (why the store
 *   is missing or read-only)
 * @settings: the application's settings (for the export dialog)
 */
BalutScoresWindow *
balut_scores_window_new (GtkWindow  *parent,
                         BalutStore *store,
                         const char *notice,
                         GSettings  *settings)
{
  BalutScoresWindow *self = g_object_new (BALUT_TYPE_SCORES_WINDOW,
                                          "transient-for", parent,
                                          NULL);

  g_set_object (&self->store, store);
  g_set_object (&self->settings, settings);
  if (notice != NULL)
    {
      gtk_label_set_text (GTK_LABEL (self->notice_label), notice);
      gtk_widget_set_visible (self->notice_label, TRUE);
    }
  fill_high_scores (self);
  fill_players (self, NULL);
  fill_history (self);

  /* Belote's pages, to choose once there are matches */
  belote_scores_view_set_store (BELOTE_SCORES_VIEW (self->belote_view), store);
  if (store != NULL)
    {
      g_autoptr(GError) error = NULL;
      guint n_matches = 0;

      if (!balut_store_count_belote_matches (store, &n_matches, &error))
        show_error (self, error);
      gtk_widget_set_visible (self->game_choice, n_matches > 0);
    }
  return self;
}

/* @page: one of Balut's ("high-scores", "statistics", "history") or of
 * Belote's ("belote-players", "belote-records", "belote-matches"): the
 * game's pages are shown */
void
balut_scores_window_show_page (BalutScoresWindow *self,
                               const char        *page)
{
  gboolean belote;

  g_return_if_fail (BALUT_IS_SCORES_WINDOW (self));
  g_return_if_fail (page != NULL);

  belote = g_str_has_prefix (page, "belote-");
  gtk_stack_set_visible_child_name (belote ? belote_scores_view_get_stack (BELOTE_SCORES_VIEW (self->belote_view))
                                           : GTK_STACK (self->stack), page);
  show_game (self, belote);
}

/* The Belote match just recorded: chosen in the matches, marked in the
 * leads */
void
balut_scores_window_set_belote_highlight (BalutScoresWindow *self,
                                          gint64             match_id)
{
  g_return_if_fail (BALUT_IS_SCORES_WINDOW (self));
  belote_scores_view_set_highlight (BELOTE_SCORES_VIEW (self->belote_view), match_id);
}

/* for tests: Belote's pages */
GtkWidget *
balut_scores_window_get_belote_view (BalutScoresWindow *self)
{
  g_return_val_if_fail (BALUT_IS_SCORES_WINDOW (self), NULL);
  return self->belote_view;
}

/* Shows @variant on the high-score and statistics pages */
void
balut_scores_window_set_variant (BalutScoresWindow *self,
                                 BalutVariant       variant)
{
  g_return_if_fail (BALUT_IS_SCORES_WINDOW (self));
  gtk_drop_down_set_selected (GTK_DROP_DOWN (self->scores_variant), variant);
  gtk_drop_down_set_selected (GTK_DROP_DOWN (self->stats_variant), variant);
}

/* Shows the high scores and the statistics of games thrown on the
 * screen, or of games scored on the pad */
void
balut_scores_window_set_mode (BalutScoresWindow *self,
                              BalutStoreMode     mode)
{
  g_return_if_fail (BALUT_IS_SCORES_WINDOW (self));
  gtk_drop_down_set_selected (GTK_DROP_DOWN (self->scores_mode), mode == BALUT_STORE_MODE_SCORING_PAD ? 1 : 0);
  gtk_drop_down_set_selected (GTK_DROP_DOWN (self->stats_mode), mode == BALUT_STORE_MODE_SCORING_PAD ? 1 : 0);
}

/* The entries of this game stand out in the high scores */
void
balut_scores_window_set_highlight (BalutScoresWindow *self,
                                   gint64             game_id)
{
  g_return_if_fail (BALUT_IS_SCORES_WINDOW (self));
  self->highlight = game_id;
  fill_high_scores (self);
}

void
balut_scores_window_set_player (BalutScoresWindow *self,
                                const char        *name)
{
  g_return_if_fail (BALUT_IS_SCORES_WINDOW (self));
  fill_players (self, name);
}

GtkWidget *
balut_scores_window_get_scores_grid (BalutScoresWindow *self)
{
  g_return_val_if_fail (BALUT_IS_SCORES_WINDOW (self), NULL);
  return self->scores_grid;
}

/* for tests: whether the statistics are being read */
gboolean
balut_scores_window_is_busy (BalutScoresWindow *self)
{
  g_return_val_if_fail (BALUT_IS_SCORES_WINDOW (self), FALSE);
  return self->stats_running || self->stats_again;
}

GtkWidget *
balut_scores_window_get_stats_grid (BalutScoresWindow *self)
{
  g_return_val_if_fail (BALUT_IS_SCORES_WINDOW (self), NULL);
  return self->stats_grid;
}

GtkWidget *
balut_scores_window_get_history_list (BalutScoresWindow *self)
{
  g_return_val_if_fail (BALUT_IS_SCORES_WINDOW (self), NULL);
  return self->history_list;
}

GtkWidget *
balut_scores_window_get_plot (BalutScoresWindow *self,
                              gboolean           histogram)
{
  g_return_val_if_fail (BALUT_IS_SCORES_WINDOW (self), NULL);
  return histogram ? self->histogram : self->trend;
}

/* for tests: the check of a game, while it is open */
GtkWindow *
balut_scores_window_get_check_window (BalutScoresWindow *self)
{
  g_return_val_if_fail (BALUT_IS_SCORES_WINDOW (self), NULL);
  return self->check_window;
}

/* for tests: the statistics' other table, and the page's scroller */
GtkWidget *
balut_scores_window_get_categories_grid (BalutScoresWindow *self)
{
  g_return_val_if_fail (BALUT_IS_SCORES_WINDOW (self), NULL);
  return self->categories_grid;
}

GtkWidget *
balut_scores_window_get_stats_scroller (BalutScoresWindow *self)
{
  g_return_val_if_fail (BALUT_IS_SCORES_WINDOW (self), NULL);
  return self->stats_scroller;
}
