/* balut-results-dialog.c — the ranking and every sheet's points at the end
 *
 * SPDX-FileCopyrightText: 2026 The Balut developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Places, as R22 gives them: in the game, equal final points share a
 * place (the score total only orders the list), and the dialog says who
 * shares one and why; in the high-score tables, entries share a place
 * only when their points and score totals are both equal (the tables
 * rank by points, then score total), and "New high score" names the
 * place the table shows. A game with an undo or a hint says it is
 * assisted, as the tables mark it (*). The dialog is never larger than
 * the game's window (360×640 at the least): it scrolls inside.
 */

#include "config.h"

#include <glib/gi18n.h>

#include "balut-format.h"
#include "balut-report.h"
#include "balut-results-dialog.h"
#include "balut-review-window.h"
#include "balut-widgets.h"

struct _BalutResultsDialog
{
  GtkWindow     parent_instance;

  BalutGame    *game;

  /* Align the columns of every player's breakdown. */
  GtkSizeGroup *category_group;
  GtkSizeGroup *sum_group;
  GtkSizeGroup *points_group;

  GtkBox       *breakdown_box;
  GtkLabel     *guess_details_label;
  GtkBox       *guess_box;
  GtkLabel     *guess_label;
  GtkButton    *new_game_button;
  GtkBox       *ranking_box;
  GtkGrid      *ranking_grid;
  GtkLabel     *subtitle_label;
  GtkWidget    *assisted_label;
  GtkWidget    *ranking_note;
  GtkWidget    *record_box;
  GtkWidget    *record_title;
  GtkWidget    *record_label;
  GtkWidget    *high_scores_button;
  GtkLabel     *title_label;
};

G_DEFINE_FINAL_TYPE (BalutResultsDialog, balut_results_dialog, GTK_TYPE_WINDOW)

enum {
  PROP_0,
  PROP_GAME,
  N_PROPS
};

enum {
  NEW_GAME,
  SHOW_HIGH_SCORES,
  N_SIGNALS
};

static GParamSpec *properties[N_PROPS];
static guint signals[N_SIGNALS];

/* "Maria", "Maria and Jens", "Maria, Jens and Ola" */
static char *
join_names (GPtrArray *names)
{
  char *text;

  if (names->len == 0)
    return g_strdup ("");

  text = g_strdup (g_ptr_array_index (names, 0));

  for (guint i = 1; i < names->len; i++)
    {
      const char *name = g_ptr_array_index (names, i);
      char *joined;

      if (i == names->len - 1)
        /* Translators: the last two names of a list: "Maria and Jens" */
        joined = g_strdup_printf (_("%s and %s"), text, name);
      else
        /* Translators: the names of a list before the last two: "Maria, Jens" */
        joined = g_strdup_printf (_("%s, %s"), text, name);

      g_free (text);
      text = joined;
    }

  return text;
}

static GtkWidget *
create_label (const char *text,
              float       xalign,
              gboolean    numeric,
              gboolean    bold)
{
  GtkWidget *label = balut_label_new_cell (text, xalign, numeric, bold);

  gtk_widget_set_valign (label, GTK_ALIGN_BASELINE);
  return label;
}

static void
attach_line (BalutResultsDialog *self,
             GtkGrid            *grid,
             guint               row,
             const char         *name,
             const char         *sum,      /* nullable */
             const char         *reason,
             gint                points,
             gboolean            indent)
{
  g_autofree char *points_text = balut_format_points (points);
  GtkWidget *name_label = create_label (name, 0.0, FALSE, FALSE);
  GtkWidget *reason_label = create_label (reason, 0.0, FALSE, FALSE);
  GtkWidget *points_label = create_label (points_text, 1.0, TRUE, FALSE);

  if (indent)
    {
      gtk_widget_set_margin_start (name_label, 12);
      gtk_widget_add_css_class (name_label, "dim-label");
    }

  gtk_label_set_wrap (GTK_LABEL (reason_label), TRUE);
  gtk_label_set_wrap_mode (GTK_LABEL (reason_label), PANGO_WRAP_WORD_CHAR);
  gtk_label_set_width_chars (GTK_LABEL (reason_label), 8);
  gtk_widget_set_hexpand (reason_label, TRUE);
  gtk_widget_add_css_class (reason_label, "dim-label");

  if (points == 0)
    gtk_widget_add_css_class (points_label, "dim-label");

  gtk_size_group_add_widget (self->points_group, points_label);

  /* A line without a sum, like the category points, may use the sum's
   * column: it must not widen the column of the category names. */
  if (sum != NULL)
    {
      GtkWidget *sum_label = create_label (sum, 1.0, TRUE, FALSE);

      if (g_str_equal (sum, "–"))
        gtk_accessible_update_property (GTK_ACCESSIBLE (sum_label),
                                        GTK_ACCESSIBLE_PROPERTY_LABEL, _("struck"),
                                        -1);

      gtk_size_group_add_widget (self->category_group, name_label);
      gtk_size_group_add_widget (self->sum_group, sum_label);
      gtk_grid_attach (grid, name_label, 0, row, 1, 1);
      gtk_grid_attach (grid, sum_label, 1, row, 1, 1);
    }
  else
    {
      gtk_grid_attach (grid, name_label, 0, row, 2, 1);
    }

  gtk_grid_attach (grid, reason_label, 2, row, 1, 1);
  gtk_grid_attach (grid, points_label, 3, row, 1, 1);
}

static void
attach_separator (GtkGrid *grid,
                  guint    row)
{
  GtkWidget *separator = gtk_separator_new (GTK_ORIENTATION_HORIZONTAL);

  gtk_widget_set_margin_top (separator, 3);
  gtk_widget_set_margin_bottom (separator, 3);
  gtk_grid_attach (grid, separator, 0, row, 4, 1);
}

static GtkWidget *
create_breakdown (BalutResultsDialog *self,
                  BalutPlayer        *player)
{
  BalutScoresheet *sheet = balut_player_get_sheet (player);
  const BalutPoints *points = balut_scoresheet_get_points (sheet);
  BalutVariant variant = balut_scoresheet_get_variant (sheet);
  g_autofree char *total_text = NULL;
  g_autofree char *range_text = NULL;
  g_autofree char *final_text = NULL;
  GtkWidget *grid = gtk_grid_new ();
  GtkWidget *label;
  guint low, high;
  guint row = 0;

  /* (room for the reasons at 360 px) */
  gtk_grid_set_column_spacing (GTK_GRID (grid), 8);
  gtk_grid_set_row_spacing (GTK_GRID (grid), 6);
  gtk_widget_set_margin_start (grid, 8);
  gtk_widget_set_margin_top (grid, 12);
  gtk_widget_set_margin_bottom (grid, 6);

  {
    const char *headers[] = { _("Category"), _("Sum"), _("Why"), _("Points") };
    const float xaligns[] = { 0.0, 1.0, 0.0, 1.0 };

    for (guint i = 0; i < G_N_ELEMENTS (headers); i++)
      {
        label = create_label (headers[i], xaligns[i], FALSE, FALSE);
        gtk_widget_add_css_class (label, "caption-heading");
        gtk_widget_add_css_class (label, "dim-label");
        gtk_grid_attach (GTK_GRID (grid), label, i, row, 1, 1);
      }
    row++;
  }

  for (guint c = 0; c < BALUT_N_CATEGORIES; c++)
    {
      const BalutCategoryPoints *cp = &points->categories[c];
      g_autofree char *sum = g_strdup_printf ("%u", cp->sum);
      g_autofree char *reason = balut_report_dup_category_reason (variant, c, cp);

      attach_line (self, GTK_GRID (grid), row++,
                   balut_category_get_label (c), sum, reason,
                   cp->base_points, FALSE);

      if (balut_variant_has_jackpot (variant) && balut_category_has_jackpot (c))
        {
          g_autofree char *jackpot_reason = balut_report_dup_jackpot_reason (cp);
          g_autofree char *score = NULL;

          if (cp->jackpot_score > 0)
            score = g_strdup_printf ("%d", cp->jackpot_score);
          else if (cp->jackpot_score == 0)
            score = g_strdup ("–");
          else
            score = g_strdup ("");

          attach_line (self, GTK_GRID (grid), row++,
                       _("Jackpot"), score, jackpot_reason,
                       cp->jackpot_points, TRUE);
        }
    }

  attach_separator (GTK_GRID (grid), row++);

  attach_line (self, GTK_GRID (grid), row++,
               _("Category points"), NULL, "", points->category_points, FALSE);

  /* R20, J7 */
  balut_rules_bracket_range (points->bracket_points, &low, &high);
  total_text = g_strdup_printf ("%u", points->score_total);
  if (balut_variant_has_jackpot (variant))
    /* Translators: the range of score totals that gives these points, "500–549" */
    range_text = g_strdup_printf (_("in %u–%u, used Jackpot boxes included"), low, high);
  else
    range_text = g_strdup_printf (_("in %u–%u"), low, high);
  attach_line (self, GTK_GRID (grid), row++,
               _("Score total"), total_text, range_text,
               points->bracket_points, FALSE);

  attach_separator (GTK_GRID (grid), row++);

  /* R21 */
  label = create_label (_("Final points"), 0.0, FALSE, TRUE);
  gtk_grid_attach (GTK_GRID (grid), label, 0, row, 3, 1);
  final_text = balut_format_number (points->final_points);
  label = create_label (final_text, 1.0, TRUE, TRUE);
  gtk_grid_attach (GTK_GRID (grid), label, 3, row, 1, 1);

  return grid;
}

static GtkWidget *
create_expander (BalutResultsDialog *self,
                 guint               seat,
                 gboolean            expanded)
{
  BalutPlayer *player = balut_game_get_player (self->game, seat);
  gint final_points = balut_player_get_final_points (player);
  g_autofree char *final_text = balut_format_number (final_points);
  g_autofree char *points_text = NULL;
  g_autofree char *accessible = NULL;
  GtkWidget *expander;
  GtkWidget *box;
  GtkWidget *name;
  GtkWidget *points;

  /* Translators: a player's final points, "17 points" */
  points_text = g_strdup_printf (ngettext ("%s point", "%s points", ABS (final_points)),
                                 final_text);
  /* Translators: the title of a player's breakdown, "Maria: 17 points" */
  accessible = g_strdup_printf (C_("player's points", "%s: %s"), balut_player_get_name (player), points_text);

  name = create_label (balut_player_get_name (player), 0.0, FALSE, TRUE);
  /* the whole name, in lines */
  gtk_label_set_wrap (GTK_LABEL (name), TRUE);
  gtk_label_set_wrap_mode (GTK_LABEL (name), PANGO_WRAP_WORD_CHAR);
  gtk_label_set_max_width_chars (GTK_LABEL (name), 24);
  gtk_widget_set_hexpand (name, TRUE);
  points = create_label (points_text, 1.0, TRUE, FALSE);

  box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 12);
  gtk_widget_set_hexpand (box, TRUE);
  gtk_box_append (GTK_BOX (box), name);
  gtk_box_append (GTK_BOX (box), points);

  expander = gtk_expander_new (NULL);
  gtk_expander_set_label_widget (GTK_EXPANDER (expander), box);
  gtk_expander_set_child (GTK_EXPANDER (expander), create_breakdown (self, player));
  gtk_expander_set_expanded (GTK_EXPANDER (expander), expanded);
  gtk_accessible_update_property (GTK_ACCESSIBLE (expander),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, accessible,
                                  -1);

  return expander;
}

static void
populate_title (BalutResultsDialog *self,
                GArray             *ranking)
{
  guint n_players = balut_game_get_n_players (self->game);
  BalutVariant variant = balut_game_get_variant (self->game);
  g_autofree char *title = NULL;
  g_autofree char *subtitle = NULL;

  if (n_players == 1)
    {
      BalutPlayer *player = balut_game_get_player (self->game, 0);
      gint final_points = balut_player_get_final_points (player);
      g_autofree char *final_text = balut_format_number (final_points);

      /* Translators: the title of a game of one player */
      title = g_strdup_printf (ngettext ("Game over — %s point", "Game over — %s points",
                                         ABS (final_points)),
                               final_text);
      /* Translators: the variant and the score total, "Balut · score total 512" */
      subtitle = g_strdup_printf (_("%s · score total %u"),
                                  balut_variant_get_label (variant),
                                  balut_player_get_score_total (player));
    }
  else
    {
      g_autoptr(GPtrArray) winners = g_ptr_array_new ();
      g_autofree char *names = NULL;

      for (guint i = 0; i < ranking->len; i++)
        {
          guint seat = g_array_index (ranking, guint, i);

          if (balut_game_get_place (self->game, seat) == 1)
            g_ptr_array_add (winners, (gpointer) balut_player_get_name (balut_game_get_player (self->game, seat)));
        }

      names = join_names (winners);
      if (winners->len == 1)
        /* Translators: the title when one player won, "Maria wins!" */
        title = g_strdup_printf (_("%s wins!"), names);
      else if (winners->len <= 3)
        /* Translators: the title when several players won, "Maria and Jens share first place" */
        title = g_strdup_printf (_("%s share first place"), names);
      else
        /* Translators: the title when four or more players won (the
         * ranking below names them), "5 players share first place" */
        title = g_strdup_printf (ngettext ("%u player shares first place", "%u players share first place",
                                           winners->len), winners->len);
      subtitle = g_strdup (balut_variant_get_label (variant));
    }

  gtk_label_set_label (self->title_label, title);
  gtk_label_set_label (self->subtitle_label, subtitle);
  gtk_window_set_title (GTK_WINDOW (self), title);
}

/* R22: who shares a place, and why, under the ranking */
static void
populate_ranking_note (BalutResultsDialog *self,
                       GArray             *ranking)
{
  g_autoptr(GString) note = g_string_new (NULL);
  gboolean totals_differ = FALSE;

  for (guint i = 0; i < ranking->len; )
    {
      guint seat = g_array_index (ranking, guint, i);
      guint place = balut_game_get_place (self->game, seat);
      guint total = balut_player_get_score_total (balut_game_get_player (self->game, seat));
      g_autoptr(GPtrArray) names = g_ptr_array_new ();
      guint j;

      for (j = i; j < ranking->len; j++)
        {
          guint other = g_array_index (ranking, guint, j);
          BalutPlayer *player = balut_game_get_player (self->game, other);

          if (balut_game_get_place (self->game, other) != place)
            break;
          g_ptr_array_add (names, (gpointer) balut_player_get_name (player));
          totals_differ |= balut_player_get_score_total (player) != total;
        }
      if (names->len > 1)
        {
          g_autofree char *joined = join_names (names);

          if (note->len > 0)
            g_string_append_c (note, ' ');
          /* Translators: R22, under the ranking: players with equal final
           * points, "Maria and Jens share place 1: they have the same
           * final points." */
          g_string_append_printf (note, _("%s share place %u: they have the same final points."), joined, place);
        }
      i = j;
    }
  if (note->len == 0)
    return;
  g_string_append_c (note, ' ');
  /* R22: the score total is only the second key of the list */
  g_string_append (note, _("The score total only orders the list."));
  if (totals_differ)
    {
      g_string_append_c (note, ' ');
      /* the high-score tables rank by points, then score total */
      g_string_append (note, _("In the high scores, the higher score total ranks first."));
    }
  gtk_label_set_text (GTK_LABEL (self->ranking_note), note->str);
  gtk_widget_set_visible (self->ranking_note, TRUE);
}

static void
populate_ranking (BalutResultsDialog *self,
                  GArray             *ranking)
{
  /* R22; with one player there is nothing to rank. */
  gtk_widget_set_visible (GTK_WIDGET (self->ranking_box), ranking->len > 1);
  if (ranking->len > 1)
    populate_ranking_note (self, ranking);

  for (guint i = 0; i < ranking->len; i++)
    {
      guint seat = g_array_index (ranking, guint, i);
      BalutPlayer *player = balut_game_get_player (self->game, seat);
      guint place = balut_game_get_place (self->game, seat);
      g_autofree char *place_text = g_strdup_printf ("%u", place);
      g_autofree char *points_text = balut_format_number (balut_player_get_final_points (player));
      g_autofree char *total_text = g_strdup_printf ("%u", balut_player_get_score_total (player));
      gboolean winner = place == 1;
      GtkWidget *name;

      name = create_label (balut_player_get_name (player), 0.0, FALSE, winner);
      /* the whole name, in lines */
      gtk_label_set_wrap (GTK_LABEL (name), TRUE);
      gtk_label_set_wrap_mode (GTK_LABEL (name), PANGO_WRAP_WORD_CHAR);
      gtk_label_set_max_width_chars (GTK_LABEL (name), 24);
      gtk_widget_set_hexpand (name, TRUE);

      gtk_grid_attach (self->ranking_grid, create_label (place_text, 1.0, TRUE, winner), 0, i + 1, 1, 1);
      gtk_grid_attach (self->ranking_grid, name, 1, i + 1, 1, 1);
      gtk_grid_attach (self->ranking_grid, create_label (points_text, 1.0, TRUE, winner), 2, i + 1, 1, 1);
      gtk_grid_attach (self->ranking_grid, create_label (total_text, 1.0, TRUE, FALSE), 3, i + 1, 1, 1);
    }
}

static void
populate_guesses (BalutResultsDialog *self)
{
  g_autoptr(GArray) winners = balut_game_dup_guess_winners (self->game);
  g_autoptr(GPtrArray) winner_names = g_ptr_array_new ();
  g_autoptr(GPtrArray) guesses = g_ptr_array_new_with_free_func (g_free);
  guint n_baluts = balut_game_get_n_baluts (self->game);
  g_autofree char *thrown = NULL;
  g_autofree char *verdict = NULL;
  g_autofree char *text = NULL;
  g_autofree char *details = NULL;
  g_autofree char *guesses_text = NULL;

  /* R24 */
  for (guint i = 0; i < balut_game_get_n_players (self->game); i++)
    {
      BalutPlayer *player = balut_game_get_player (self->game, i);
      gint guess = balut_player_get_guess (player);

      if (guess != BALUT_NO_GUESS)
        /* Translators: a player's Balut guess, "Maria guessed 3" */
        g_ptr_array_add (guesses, g_strdup_printf (_("%s guessed %d"),
                                                   balut_player_get_name (player), guess));
    }

  if (guesses->len == 0)
    return;

  for (guint i = 0; i < winners->len; i++)
    {
      BalutPlayer *player = balut_game_get_player (self->game, g_array_index (winners, guint, i));

      g_ptr_array_add (winner_names, (gpointer) balut_player_get_name (player));
    }

  thrown = g_strdup_printf (ngettext ("%u Balut was scored.", "%u Baluts were scored.", n_baluts),
                            n_baluts);

  if (winner_names->len == 0)
    {
      verdict = g_strdup (_("Nobody guessed right."));
    }
  else
    {
      g_autofree char *names = join_names (winner_names);

      /* Translators: the players whose Balut guess was right, "Exact guess: Maria" */
      verdict = g_strdup_printf (ngettext ("Exact guess: %s", "Exact guesses: %s", winner_names->len),
                                 names);
    }

  /* Translators: "4 Baluts were scored. Exact guess: Maria" */
  text = g_strdup_printf (_("%s %s"), thrown, verdict);
  guesses_text = join_names (guesses);
  /* Translators: all guesses, "Maria guessed 3, Jens guessed 4." */
  details = g_strdup_printf (_("%s."), guesses_text);

  gtk_label_set_label (self->guess_label, text);
  gtk_label_set_label (self->guess_details_label, details);
  gtk_widget_set_visible (GTK_WIDGET (self->guess_box), TRUE);
}

static void
populate (BalutResultsDialog *self)
{
  g_autoptr(GArray) ranking = balut_game_dup_ranking (self->game);

  populate_title (self, ranking);
  /* as the high scores mark it */
  gtk_widget_set_visible (self->assisted_label, balut_game_get_assisted (self->game));
  populate_ranking (self, ranking);
  populate_guesses (self);

  for (guint i = 0; i < ranking->len; i++)
    gtk_box_append (self->breakdown_box,
                    create_expander (self, g_array_index (ranking, guint, i), i == 0));
}

static void
high_scores_action (GtkWidget  *widget,
                    const char *action_name,
                    GVariant   *param)
{
  g_signal_emit (widget, signals[SHOW_HIGH_SCORES], 0);
}

/* issue 30: the game reviewed against the Expert, in a window of its own */
static void
review_action (GtkWidget  *widget,
               const char *action_name,
               GVariant   *param)
{
  BalutResultsDialog *self = BALUT_RESULTS_DIALOG (widget);

  gtk_window_present (GTK_WINDOW (balut_review_window_new (GTK_WINDOW (self), self->game)));
}

static void
new_game_action (GtkWidget  *widget,
                 const char *action_name,
                 GVariant   *param)
{
  g_signal_emit (widget, signals[NEW_GAME], 0);
  gtk_window_close (GTK_WINDOW (widget));
}

static void
balut_results_dialog_constructed (GObject *object)
{
  BalutResultsDialog *self = BALUT_RESULTS_DIALOG (object);

  G_OBJECT_CLASS (balut_results_dialog_parent_class)->constructed (object);

  if (self->game != NULL)
    populate (self);
}

/* Never larger than the game's window: as wide as it at the most, and
 * the content scrolls inside what its height leaves below the header
 * bar (the window's at 360×640 as on a desktop) */
static void
balut_results_dialog_show (GtkWidget *widget)
{
  BalutResultsDialog *self = BALUT_RESULTS_DIALOG (widget);
  GtkWindow *parent = gtk_window_get_transient_for (GTK_WINDOW (self));
  GtkWidget *titlebar = gtk_window_get_titlebar (GTK_WINDOW (self));
  int width = 560, height = -1;

  if (parent != NULL && gtk_widget_get_width (GTK_WIDGET (parent)) > 0)
    {
      int titlebar_height = 0;

      width = MIN (width, gtk_widget_get_width (GTK_WIDGET (parent)));
      height = gtk_widget_get_height (GTK_WIDGET (parent));
      if (titlebar != NULL)
        gtk_widget_measure (titlebar, GTK_ORIENTATION_VERTICAL, width, NULL, &titlebar_height, NULL, NULL);
      /* (the window's child: a template child bound here would be
       * unparented twice when the dialog goes) */
      gtk_scrolled_window_set_max_content_height (GTK_SCROLLED_WINDOW (gtk_window_get_child (GTK_WINDOW (self))),
                                                  MAX (height - titlebar_height, 120));
    }
  gtk_window_set_default_size (GTK_WINDOW (self), width, -1);

  GTK_WIDGET_CLASS (balut_results_dialog_parent_class)->show (widget);
}

static void
balut_results_dialog_dispose (GObject *object)
{
  BalutResultsDialog *self = BALUT_RESULTS_DIALOG (object);

  gtk_widget_dispose_template (GTK_WIDGET (self), BALUT_TYPE_RESULTS_DIALOG);

  g_clear_object (&self->category_group);
  g_clear_object (&self->sum_group);
  g_clear_object (&self->points_group);
  g_clear_object (&self->game);

  G_OBJECT_CLASS (balut_results_dialog_parent_class)->dispose (object);
}

static void
balut_results_dialog_get_property (GObject    *object,
                                   guint       prop_id,
                                   GValue     *value,
                                   GParamSpec *pspec)
{
  BalutResultsDialog *self = BALUT_RESULTS_DIALOG (object);

  switch (prop_id)
    {
    case PROP_GAME:
      g_value_set_object (value, self->game);
      break;

    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
balut_results_dialog_set_property (GObject      *object,
                                   guint         prop_id,
                                   const GValue *value,
                                   GParamSpec   *pspec)
{
  BalutResultsDialog *self = BALUT_RESULTS_DIALOG (object);

  switch (prop_id)
    {
    case PROP_GAME:
      self->game = g_value_dup_object (value);
      break;

    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
balut_results_dialog_class_init (BalutResultsDialogClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->constructed = balut_results_dialog_constructed;
  object_class->dispose = balut_results_dialog_dispose;
  object_class->get_property = balut_results_dialog_get_property;
  object_class->set_property = balut_results_dialog_set_property;
  widget_class->show = balut_results_dialog_show;

  properties[PROP_GAME] =
    g_param_spec_object ("game", NULL, NULL,
                         BALUT_TYPE_GAME,
                         (G_PARAM_READWRITE |
                          G_PARAM_CONSTRUCT_ONLY |
                          G_PARAM_STATIC_STRINGS));

  g_object_class_install_properties (object_class, N_PROPS, properties);

  /**
   * BalutResultsDialog::new-game:
   *
   * Emitted when the user asks for a new game; the dialog closes itself
   * right after.
   */
  signals[NEW_GAME] =
    g_signal_new ("new-game",
                  G_TYPE_FROM_CLASS (klass),
                  G_SIGNAL_RUN_LAST,
                  0,
                  NULL, NULL,
                  NULL,
                  G_TYPE_NONE, 0);

  /**
   * BalutResultsDialog::show-high-scores:
   *
   * Emitted when the user asks to see the high scores.
   */
  signals[SHOW_HIGH_SCORES] =
    g_signal_new ("show-high-scores",
                  G_TYPE_FROM_CLASS (klass),
                  G_SIGNAL_RUN_LAST,
                  0,
                  NULL, NULL,
                  NULL,
                  G_TYPE_NONE, 0);

  gtk_widget_class_set_template_from_resource (widget_class, "/io/github/balut/Balut/balut-results-dialog.ui");
  gtk_widget_class_bind_template_child (widget_class, BalutResultsDialog, breakdown_box);
  gtk_widget_class_bind_template_child (widget_class, BalutResultsDialog, guess_box);
  gtk_widget_class_bind_template_child (widget_class, BalutResultsDialog, guess_details_label);
  gtk_widget_class_bind_template_child (widget_class, BalutResultsDialog, guess_label);
  gtk_widget_class_bind_template_child (widget_class, BalutResultsDialog, new_game_button);
  gtk_widget_class_bind_template_child (widget_class, BalutResultsDialog, record_box);
  gtk_widget_class_bind_template_child (widget_class, BalutResultsDialog, record_title);
  gtk_widget_class_bind_template_child (widget_class, BalutResultsDialog, record_label);
  gtk_widget_class_bind_template_child (widget_class, BalutResultsDialog, high_scores_button);
  gtk_widget_class_bind_template_child (widget_class, BalutResultsDialog, ranking_box);
  gtk_widget_class_bind_template_child (widget_class, BalutResultsDialog, ranking_grid);
  gtk_widget_class_bind_template_child (widget_class, BalutResultsDialog, subtitle_label);
  gtk_widget_class_bind_template_child (widget_class, BalutResultsDialog, assisted_label);
  gtk_widget_class_bind_template_child (widget_class, BalutResultsDialog, ranking_note);
  gtk_widget_class_bind_template_child (widget_class, BalutResultsDialog, title_label);

  gtk_widget_class_install_action (widget_class, "results.new-game", NULL, new_game_action);
  gtk_widget_class_install_action (widget_class, "results.high-scores", NULL, high_scores_action);
  gtk_widget_class_install_action (widget_class, "results.review", NULL, review_action);

  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Escape, 0, "window.close", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_w, GDK_CONTROL_MASK, "window.close", NULL);
}

static void
balut_results_dialog_init (BalutResultsDialog *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));

  self->category_group = gtk_size_group_new (GTK_SIZE_GROUP_HORIZONTAL);
  self->sum_group = gtk_size_group_new (GTK_SIZE_GROUP_HORIZONTAL);
  self->points_group = gtk_size_group_new (GTK_SIZE_GROUP_HORIZONTAL);

  gtk_window_set_focus (GTK_WINDOW (self), GTK_WIDGET (self->new_game_button));
}

/**
 * balut_results_dialog_new:
 * @parent: (nullable): the window the dialog is modal for
 * @game: a finished game
 *
 * Returns: (transfer none): a new dialog showing the result of @game; like
 *   any window, it lives until it is destroyed
 */
BalutResultsDialog *
balut_results_dialog_new (GtkWindow *parent,
                          BalutGame *game)
{
  g_return_val_if_fail (parent == NULL || GTK_IS_WINDOW (parent), NULL);
  g_return_val_if_fail (BALUT_IS_GAME (game), NULL);

  return g_object_new (BALUT_TYPE_RESULTS_DIALOG,
                       "transient-for", parent,
                       "game", game,
                       NULL);
}

/**
 * balut_results_dialog_set_high_scores:
 * @self: a results dialog
 * @names: (array length=n): the players who entered the high scores
 * @places: (array length=n): their places there
 * @n: how many
 *
 * Shows the "New high score!" moment.
 */
void
balut_results_dialog_set_high_scores (BalutResultsDialog *self,
                                      const char * const *names,
                                      const guint        *places,
                                      guint               n)
{
  g_autoptr(GString) text = g_string_new (NULL);
  const char *variant;

  g_return_if_fail (BALUT_IS_RESULTS_DIALOG (self));

  if (n == 0)
    return;
  variant = balut_variant_get_label (balut_game_get_variant (self->game));
  /* the places of the table: players of this game with equal points and
   * score total share theirs, and say so together */
  for (guint i = 0; i < n; i++)
    {
      g_autoptr(GPtrArray) sharing = g_ptr_array_new ();
      gboolean said = FALSE;

      for (guint j = 0; j < i; j++)
        said |= places[j] == places[i];
      if (said)
        continue;
      for (guint j = i; j < n; j++)
        if (places[j] == places[i])
          g_ptr_array_add (sharing, (gpointer) names[j]);
      if (text->len > 0)
        g_string_append_c (text, '\n');
      if (sharing->len == 1)
        /* Translators: e.g. "Maria takes place 3 in the high scores of Jackpot Balut." */
        g_string_append_printf (text, _("%s takes place %u in the high scores of %s."), names[i], places[i],
                                variant);
      else
        {
          g_autofree char *joined = join_names (sharing);

          /* Translators: players of the game just played with equal
           * points and score total, who share a place of the high-score
           * table: "Maria and Jens share place 1 in the high scores of
           * Balut: equal points and score total." */
          g_string_append_printf (text, _("%s share place %u in the high scores of %s: "
                                          "equal points and score total."), joined, places[i], variant);
        }
    }
  gtk_label_set_text (GTK_LABEL (self->record_title),
                      g_dngettext (GETTEXT_PACKAGE, "New high score!", "New high scores!", n));
  gtk_label_set_text (GTK_LABEL (self->record_label), text->str);
  gtk_widget_set_visible (self->high_scores_button, TRUE);
  gtk_widget_set_visible (self->record_box, TRUE);
}

/**
 * balut_results_dialog_set_not_recorded:
 * @self: a results dialog
 * @reason: why the game could not be kept in the scores
 */
void
balut_results_dialog_set_not_recorded (BalutResultsDialog *self,
                                       const char         *reason)
{
  g_return_if_fail (BALUT_IS_RESULTS_DIALOG (self));

  gtk_label_set_text (GTK_LABEL (self->record_title), _("This game is not in the scores"));
  gtk_label_set_text (GTK_LABEL (self->record_label), reason);
  gtk_widget_remove_css_class (self->record_title, "new-high-score");
  gtk_widget_add_css_class (self->record_title, "error");
  gtk_widget_set_visible (self->high_scores_button, FALSE);
  gtk_widget_set_visible (self->record_box, TRUE);
}
