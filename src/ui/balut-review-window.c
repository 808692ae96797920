/* balut-review-window.c — a Balut game reviewed against the Expert
 *
 * SPDX-FileCopyrightText: 2026 The Balut developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Opened from the results and from History (issue 30). The game is
 * copied through its record, so the window's game never changes; the
 * review (balut-review.c) runs in a worker thread, cancelled when the
 * window closes or another player is chosen. On top, the summary (the
 * points lost by decisions, the luck apart, the accuracy), then the
 * three costliest decisions, each a button to its turn, the turn shown
 * in sentences ("Throw 1, 6 6 6 4 5: holding 6 6 6 keeps 0.61 expected
 * points more than holding 4 5 6 (11.20 expected final points against
 * 10.59)."), and the list of the turns.
 */

#include "config.h"

#include <glib/gi18n.h>
#include <math.h>

#include "balut-die-textures.h"
#include "balut-format.h"
#include "balut-player.h"
#include "balut-plot.h"
#include "balut-print.h"
#include "balut-sheet-document.h"
#include "balut-sheet-paper.h"
#include "balut-record.h"
#include "balut-review-window.h"
#include "balut-widgets.h"

struct _BalutReviewWindow
{
  GtkWindow     parent_instance;

  BalutGame    *game;          /* a copy, through its record */
  guint         player;
  GCancellable *cancellable;
  BalutReview  *review;
  gboolean      filling;       /* the drop-down set from the code */

  GtkDropDown  *player_dropdown;
  GtkStack     *stack;         /* the window's child */
  GtkSpinner   *spinner;
  GtkProgressBar *progress;
  GtkLabel     *error_label;
  GtkLabel     *title_label;
  GtkLabel     *summary_label;
  BalutPlot    *plot;
  GtkLabel     *plot_legend;
  GtkWidget    *costliest_heading;
  GtkBox       *costliest_box;
  GtkLabel     *turn_heading;
  GtkBox       *turn_box;
  GtkListBox   *turns_list;
  GtkLabel     *export_label;
};

G_DEFINE_FINAL_TYPE (BalutReviewWindow, balut_review_window, GTK_TYPE_WINDOW)

/* Expected points as the sheets write numbers: "1.63", "−0.40" (two
 * decimals, the locale's mark, a real minus) */
static char *
points_text (double points)
{
  return balut_format_decimal_places (points, 2);
}

/* The same with its sign: "+0.23", "−0.40", "0.00" */
static char *
signed_text (double points)
{
  g_autofree char *text = balut_format_decimal_places (points, 2);

  if (round (points * 100.0) > 0)
    return g_strconcat ("+", text, NULL);
  return g_steal_pointer (&text);
}

/* A choice as the middle of a sentence: "holding 6 6 6", "throwing all
 * five again", "entering them in Sixes, box 2" */
static char *
choice_phrase (const BalutReviewDecision *d,
               gboolean                   best)
{
  gboolean entry = best ? d->best_entry : d->entry;
  g_autofree char *held = NULL;

  if (entry)
    {
      BalutReviewDecision only = *d;
      g_autofree char *box = NULL;

      /* balut_review_describe_choice () names the box */
      only.entry = TRUE;
      only.box = best ? d->best_box : d->box;
      box = balut_review_describe_choice (&only, FALSE);
      /* Translators: a choice in the game review's sentences, as "entering them in Sixes, box 2" */
      return g_strdup_printf (_("entering them in %s"), box);
    }
  held = balut_review_dup_dice (d->dice, best ? d->best_held : d->held);
  if (*held == '\0')
    /* Translators: a choice in the game review's sentences */
    return g_strdup (_("throwing all five again"));
  /* Translators: a choice in the game review's sentences, as "holding 6 6 6" */
  return g_strdup_printf (_("holding %s"), held);
}

/* One decision in a sentence */
static char *
describe_decision (const BalutReviewDecision *d,
                   gboolean                   pad)
{
  g_autofree char *dice = balut_review_dup_dice (d->dice, NULL);
  g_autofree char *when = pad
                          /* Translators: the game review, scoring pad: the dice a turn ended with, as "The dice 6 6 3 2 1" */
                          ? g_strdup_printf (_("The dice %s"), dice)
                          /* Translators: the game review: a throw and its dice, as "Throw 2, 6 6 3 2 1" */
                          : g_strdup_printf (_("Throw %u, %s"), d->throw_number, dice);
  g_autofree char *mine = choice_phrase (d, FALSE);

  if (d->lost < BALUT_REVIEW_ACCURATE)
    {
      g_autofree char *value = points_text (d->value);

      /* Translators: the game review: "Throw 2, 6 6 3 2 1: holding 6 6, as the Expert would (10.42
       * expected final points)." */
      return g_strdup_printf (_("%s: %s, as the Expert would (%s expected final points)."), when, mine, value);
    }
  {
    g_autofree char *best = choice_phrase (d, TRUE);
    g_autofree char *lost = points_text (d->lost);
    g_autofree char *best_value = points_text (d->best_value);
    g_autofree char *value = points_text (d->value);

    /* Translators: the game review: "Throw 1, 6 6 6 4 5: holding 6 6 6 keeps 0.61 expected points
     * more than holding 4 5 6 (11.20 expected final points against 10.59)." */
    return g_strdup_printf (_("%s: %s keeps %s expected points more than %s (%s expected final points against %s)."),
                            when, best, lost, mine, best_value, value);
  }
}

/* The turn's decisions, a sentence a line */
static char *
turn_text (const BalutReview *review,
           guint              index)
{
  const BalutReviewTurn *t = balut_review_get_turn (review, index);
  GString *text = g_string_new (NULL);

  for (guint k = 0; k < t->n_decisions; k++)
    {
      g_autofree char *sentence = describe_decision (balut_review_get_decision (review, t->first_decision + k),
                                                     balut_review_get_pad (review));

      g_string_append_printf (text, "%s%s", k > 0 ? "\n" : "", sentence);
    }
  return g_string_free (text, FALSE);
}

static void clear_box (GtkWidget *box);

#define REVIEW_DIE_SIZE 28

/* A decision as a row: the dice as thrown (those held after it plain,
 * the others faded; all plain at an entry), then its sentence; the
 * sentence says it all to a screen reader, the dice are pictures */
static GtkWidget *
decision_row (const BalutReviewDecision *d,
              gboolean                   pad,
              int                        scale)
{
  g_autoptr(BalutDieTextures) textures = balut_die_textures_dup_default ();
  g_autofree char *sentence = describe_decision (d, pad);
  GtkWidget *row = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 12);
  GtkWidget *dice = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 3);
  GtkWidget *label = gtk_label_new (sentence);

  gtk_widget_set_valign (dice, GTK_ALIGN_START);
  for (guint k = 0; k < BALUT_N_DICE; k++)
    {
      GdkTexture *face = balut_die_textures_get_face (textures, d->dice[k], REVIEW_DIE_SIZE * scale);
      GtkWidget *image = g_object_new (GTK_TYPE_IMAGE, "accessible-role", GTK_ACCESSIBLE_ROLE_PRESENTATION,
                                       "paintable", face, "pixel-size", REVIEW_DIE_SIZE, NULL);

      if (!d->entry && !d->held[k])
        gtk_widget_set_opacity (image, 0.4);
      gtk_box_append (GTK_BOX (dice), image);
    }
  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_label_set_wrap (GTK_LABEL (label), TRUE);
  gtk_widget_set_hexpand (label, TRUE);
  gtk_box_append (GTK_BOX (row), dice);
  gtk_box_append (GTK_BOX (row), label);
  return row;
}

static void
show_turn (BalutReviewWindow *self,
           guint              index)
{
  const BalutReviewTurn *t = balut_review_get_turn (self->review, index);
  g_autofree char *heading = NULL;
  g_autofree char *lost = points_text (t->lost);
  g_autofree char *luck = signed_text (t->luck);
  if (t->luck_known)
    /* Translators: the turn shown in the game review: "Turn 7: 0.57 expected points lost, luck −0.34" */
    heading = g_strdup_printf (_("Turn %u: %s expected points lost, luck %s"), t->turn, lost, luck);
  else
    /* Translators: the turn shown in the game review (scoring pad) */
    heading = g_strdup_printf (_("Turn %u: %s expected points lost"), t->turn, lost);
  gtk_label_set_text (self->turn_heading, heading);
  clear_box (GTK_WIDGET (self->turn_box));
  for (guint k = 0; k < t->n_decisions; k++)
    gtk_box_append (self->turn_box,
                    decision_row (balut_review_get_decision (self->review, t->first_decision + k),
                                  balut_review_get_pad (self->review), gtk_widget_get_scale_factor (GTK_WIDGET (self))));
}

static void
turn_selected_cb (BalutReviewWindow *self,
                  GtkListBoxRow     *row)
{
  if (row == NULL || self->review == NULL)
    return;
  show_turn (self, (guint) gtk_list_box_row_get_index (row));
}

void
balut_review_window_show_turn (BalutReviewWindow *self,
                               guint              turn)
{
  GtkListBoxRow *row;

  g_return_if_fail (BALUT_IS_REVIEW_WINDOW (self));
  g_return_if_fail (self->review != NULL && turn >= 1 && turn <= balut_review_get_n_turns (self->review));

  row = gtk_list_box_get_row_at_index (self->turns_list, (int) turn - 1);
  gtk_list_box_select_row (self->turns_list, row);
  show_turn (self, turn - 1);
}

static void
costliest_clicked_cb (GtkButton         *button,
                      BalutReviewWindow *self)
{
  /* a button acts a moment after it is pressed: another player's
   * review may have begun since */
  if (self->review == NULL || gtk_widget_get_parent (GTK_WIDGET (button)) == NULL)
    return;
  balut_review_window_show_turn (self, GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (button), "turn")));
  gtk_widget_grab_focus (GTK_WIDGET (gtk_list_box_get_selected_row (self->turns_list)));
}

static void
clear_box (GtkWidget *box)
{
  GtkWidget *child;

  while ((child = gtk_widget_get_first_child (box)) != NULL)
    {
      if (GTK_IS_LIST_BOX (box))
        gtk_list_box_remove (GTK_LIST_BOX (box), child);
      else
        gtk_box_remove (GTK_BOX (box), child);
    }
}

/* The plot's two lines, n_turns + 1 values each: the player's expected
 * final points before each turn and the final points at the end; and
 * the same with every loss so far given back */
static void
review_paths (const BalutReview *r,
              double            *path,
              double            *expert)
{
  guint n = balut_review_get_n_turns (r);
  double lost = 0;

  for (guint i = 0; i < n; i++)
    {
      const BalutReviewTurn *t = balut_review_get_turn (r, i);

      path[i] = t->expected;
      expert[i] = t->expected + lost;
      lost += t->lost;
    }
  path[n] = balut_review_get_final_points (r);
  expert[n] = path[n] + lost;
}

/* The player's expected final points before each turn, then the final
 * points; dashed, the same with every loss so far given back: the gap
 * is what the decisions cost */
static void
show_plot (BalutReviewWindow *self)
{
  const BalutReview *r = self->review;
  guint n = balut_review_get_n_turns (r);
  g_autofree double *path = g_new (double, n + 1);
  g_autofree double *expert = g_new (double, n + 1);
  g_autofree char *start = NULL;
  g_autofree char *end = NULL;
  g_autofree char *expert_end = NULL;
  g_autofree char *description = NULL;
  g_autofree char *legend = NULL;
  g_autofree char *x_label = NULL;

  review_paths (r, path, expert);
  start = points_text (path[0]);
  end = balut_format_number (balut_review_get_final_points (r));
  expert_end = points_text (expert[n]);
  /* Translators: the game review's plot in words, for screen readers: expected final points at the start,
   * the final points, and the final points had the decisions lost nothing */
  description = g_strdup_printf (_("Expected final points before each turn, from %s at the start to %s at the "
                                   "end; with every decision as good as the Expert’s, %s at the end."),
                                 start, end, expert_end);
  /* Translators: under the game review's plot, e.g. "turns 1 to 28, then the end" */
  x_label = g_strdup_printf (_("turns 1 to %u, then the end"), n);
  balut_plot_set_paths (self->plot, path, expert, n + 1, x_label, description);
  /* Translators: the game review's plot's legend: a player's name */
  legend = g_strdup_printf (_("The line: %s’s expected final points before each turn, and the final points at "
                              "the end. Dashed: the same had every decision been as good as the Expert’s; the "
                              "gap between them is what the decisions lost, the ups and downs of both the dice."),
                            balut_review_get_name (r));
  gtk_label_set_text (self->plot_legend, legend);
}

static void
show_review (BalutReviewWindow *self)
{
  const BalutReview *r = self->review;
  guint n = balut_review_get_n_decisions (r);
  guint costliest[3], n_costliest;
  double accuracy = balut_review_get_accuracy (r);
  g_autofree char *title = NULL;
  g_autofree char *luck = NULL;
  g_autofree char *summary = NULL;
  g_autofree char *final = balut_format_number (balut_review_get_final_points (r));
  g_autofree char *start = points_text (balut_review_get_turn (r, 0)->expected);
  g_autofree char *lost = points_text (balut_review_get_lost (r));
  g_autofree char *percent = balut_format_percent (accuracy);

  /* Translators: the game review's title: a player's name */
  title = g_strdup_printf (_("%s’s decisions against the Expert"), balut_review_get_name (r));
  gtk_label_set_text (self->title_label, title);
  if (balut_review_get_pad (r))
    luck = g_strdup (_("Luck of the dice: not known, as a scoring-pad game keeps no holds; its entries alone are graded."));
  else
    {
      g_autofree char *sum = signed_text (balut_review_get_luck (r));

      /* Translators: the game review's summary: "+1.20" or "−0.40" */
      luck = g_strdup_printf (_("Luck of the dice: %s points, what the throws gave or took against what was "
                                "expected before them."), sum);
    }
  summary = g_strdup_printf (
    /* Translators: the game review's summary: final points, expected points at the start, points lost,
     * the luck sentence above, the accuracy in percent, decisions within 0.05 of the best, all decisions */
    ngettext ("Final points: %s, where %s were expected at the start.\n"
              "Expected points lost by decisions: %s.\n"
              "%s\n"
              "Accuracy: %s, %u of %u decision within 0.05 points of the Expert’s.",
              "Final points: %s, where %s were expected at the start.\n"
              "Expected points lost by decisions: %s.\n"
              "%s\n"
              "Accuracy: %s, %u of %u decisions within 0.05 points of the Expert’s.", n),
    final, start, lost, luck, percent, (guint) lround (accuracy * n), n);
  gtk_label_set_text (self->summary_label, summary);

  show_plot (self);
  clear_box (GTK_WIDGET (self->costliest_box));
  n_costliest = balut_review_get_costliest (r, costliest);
  for (guint i = 0; i < n_costliest; i++)
    {
      const BalutReviewDecision *d = balut_review_get_decision (r, costliest[i]);
      g_autofree char *sentence = describe_decision (d, balut_review_get_pad (r));
      /* Translators: a costliest decision of the game review, a button to its turn: "Turn 7. Throw 1, …" */
      g_autofree char *text = g_strdup_printf (_("Turn %u. %s"), d->turn, sentence);
      GtkWidget *label = gtk_label_new (text);
      GtkWidget *button = gtk_button_new ();

      gtk_label_set_wrap (GTK_LABEL (label), TRUE);
      gtk_label_set_xalign (GTK_LABEL (label), 0);
      gtk_button_set_child (GTK_BUTTON (button), label);
      gtk_accessible_update_property (GTK_ACCESSIBLE (button), GTK_ACCESSIBLE_PROPERTY_LABEL, text, -1);
      gtk_accessible_reset_relation (GTK_ACCESSIBLE (button), GTK_ACCESSIBLE_RELATION_LABELLED_BY);
      g_object_set_data (G_OBJECT (button), "turn", GUINT_TO_POINTER (d->turn));
      g_signal_connect (button, "clicked", G_CALLBACK (costliest_clicked_cb), self);
      gtk_box_append (self->costliest_box, button);
    }
  gtk_widget_set_visible (self->costliest_heading, n_costliest > 0);
  if (n_costliest == 0)
    gtk_box_append (self->costliest_box,
                    gtk_label_new (_("Every decision was within 0.05 points of the Expert’s.")));

  clear_box (GTK_WIDGET (self->turns_list));
  for (guint i = 0; i < balut_review_get_n_turns (r); i++)
    {
      const BalutReviewTurn *t = balut_review_get_turn (r, i);
      g_autofree char *expected = points_text (t->expected);
      g_autofree char *turn_luck = signed_text (t->luck);
      g_autofree char *turn_lost = points_text (t->lost);
      g_autofree char *text = t->luck_known
                              /* Translators: a row of the game review's turns: expected final points before
                               * the turn, the luck of its throws ("+0.23", "−0.40"), the points lost */
                              ? g_strdup_printf (_("Turn %u: expected %s, luck %s, lost %s"),
                                                 t->turn, expected, turn_luck, turn_lost)
                              /* Translators: a row of the game review's turns, scoring pad */
                              : g_strdup_printf (_("Turn %u: expected %s, lost %s"), t->turn, expected, turn_lost);
      g_autofree char *sentences = turn_text (r, i);
      GtkWidget *label = gtk_label_new (text);

      gtk_label_set_xalign (GTK_LABEL (label), 0);
      gtk_widget_set_margin_start (label, 12);
      gtk_widget_set_margin_end (label, 12);
      gtk_widget_set_margin_top (label, 6);
      gtk_widget_set_margin_bottom (label, 6);
      gtk_list_box_append (self->turns_list, label);
      /* a screen reader hears the turn's decisions with its row */
      gtk_accessible_update_property (GTK_ACCESSIBLE (gtk_widget_get_parent (label)),
                                      GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, sentences, -1);
    }
  balut_review_window_show_turn (self, n_costliest > 0 ? balut_review_get_decision (r, costliest[0])->turn : 1);
  gtk_spinner_stop (self->spinner);
  gtk_stack_set_visible_child_name (self->stack, "review");
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "review.export", TRUE);
}

static void review_done_cb (GObject *source, GAsyncResult *result, gpointer data);

/* The review's progress, from its thread to the window's: a turn done of
 * the total, for the review that asked (its cancellable) */
typedef struct
{
  GWeakRef      window;
  GCancellable *cancellable;
  guint         done, total;
} Progress;

static gboolean
show_progress_idle (gpointer data)
{
  Progress *p = data;
  g_autoptr(BalutReviewWindow) self = g_weak_ref_get (&p->window);

  if (self != NULL && self->cancellable == p->cancellable && !g_cancellable_is_cancelled (p->cancellable))
    gtk_progress_bar_set_fraction (self->progress, (double) p->done / MAX (1u, p->total));
  g_weak_ref_clear (&p->window);
  g_object_unref (p->cancellable);
  g_free (p);
  return G_SOURCE_REMOVE;
}

typedef struct
{
  GWeakRef      window;
  GCancellable *cancellable;  /* not a reference: the target is its data */
} ProgressTarget;

static void
progress_target_free (gpointer data)
{
  ProgressTarget *t = data;

  g_weak_ref_clear (&t->window);
  g_free (t);
}

/* in the reviewing thread */
static void
review_progress_cb (guint    done,
                    guint    total,
                    gpointer data)
{
  ProgressTarget *t = data;
  Progress *p = g_new0 (Progress, 1);
  g_autoptr(GObject) window = g_weak_ref_get (&t->window);

  g_weak_ref_init (&p->window, window);
  p->cancellable = g_object_ref (t->cancellable);
  p->done = done;
  p->total = total;
  g_idle_add (show_progress_idle, p);
}

static void
start_review (BalutReviewWindow *self)
{
  if (self->cancellable != NULL)
    g_cancellable_cancel (self->cancellable);
  g_clear_object (&self->cancellable);
  g_clear_pointer (&self->review, balut_review_free);
  self->cancellable = g_cancellable_new ();
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "review.export", FALSE);
  gtk_spinner_start (self->spinner);
  gtk_stack_set_visible_child_name (self->stack, "working");
  gtk_progress_bar_set_fraction (self->progress, 0);
  {
    ProgressTarget *target = g_new0 (ProgressTarget, 1);

    g_weak_ref_init (&target->window, self);
    target->cancellable = self->cancellable;
    /* freed with the cancellable, which outlives the review's thread */
    g_object_set_data_full (G_OBJECT (self->cancellable), "progress-target", target, progress_target_free);
    balut_review_new_async (self->game, self->player, self->cancellable, review_progress_cb, target, review_done_cb,
                            g_object_ref (self));
  }
}

static void
review_done_cb (GObject      *source,
                GAsyncResult *result,
                gpointer      data)
{
  g_autoptr(BalutReviewWindow) self = data;
  g_autoptr(GError) error = NULL;
  BalutReview *review = balut_review_new_finish (result, &error);

  (void) source;
  /* a review another player's (or the window's closing) replaced: the
   * task's cancellable is no longer the window's, or it was cancelled */
  if (g_task_get_cancellable (G_TASK (result)) != self->cancellable || g_cancellable_is_cancelled (self->cancellable))
    {
      g_clear_pointer (&review, balut_review_free);
      return;
    }
  if (review == NULL)
    {
      gtk_spinner_stop (self->spinner);
      gtk_label_set_text (self->error_label, error->message);
      gtk_stack_set_visible_child_name (self->stack, "error");
      return;
    }
  self->review = review;
  show_review (self);
}

static void
player_changed_cb (BalutReviewWindow *self)
{
  guint selected = gtk_drop_down_get_selected (self->player_dropdown);

  if (self->filling || selected == GTK_INVALID_LIST_POSITION || selected == self->player)
    return;
  self->player = selected;
  start_review (self);
}

/* ------------------------------------------------- the printable page */

typedef struct
{
  BalutReviewWindow  *self;
  BalutSheetDocument *sheet;
  guint               sheet_pages;
  BalutSheetPen       pen;
} ExportJob;

#define PAGE_MARGIN 40.0

static void
draw_review_plot (ExportJob *job,
                  cairo_t   *cr,
                  double     x,
                  double     y,
                  double     w,
                  double     h)
{
  const BalutReview *r = job->self->review;
  guint n = balut_review_get_n_turns (r);
  g_autofree double *path = g_new (double, n + 1);
  g_autofree double *expert = g_new (double, n + 1);
  double lo = 0, hi = 1;
  double *lines[] = { expert, path };

  review_paths (r, path, expert);
  for (guint i = 0; i <= n; i++)
    {
      lo = MIN (lo, MIN (path[i], expert[i]));
      hi = MAX (hi, MAX (path[i], expert[i]));
    }
  lo = floor (lo);
  hi = ceil (hi);

  /* the axes, the zero line and a few values */
  cairo_set_source_rgb (cr, 0.4, 0.4, 0.4);
  cairo_set_line_width (cr, 0.6);
  cairo_move_to (cr, x, y);
  cairo_line_to (cr, x, y + h);
  cairo_line_to (cr, x + w, y + h);
  cairo_stroke (cr);
  for (int v = (int) lo; v <= (int) hi; v++)
    {
      int step = hi - lo > 40 ? 10 : hi - lo > 10 ? 5 : 1;
      double vy = y + h * (hi - v) / (hi - lo);
      g_autofree char *label = NULL;

      if (v % step != 0)
        continue;
      label = balut_format_number (v);
      cairo_set_source_rgb (cr, 0.85, 0.85, 0.85);
      cairo_move_to (cr, x, vy);
      cairo_line_to (cr, x + w, vy);
      cairo_stroke (cr);
      cairo_set_source_rgb (cr, 0, 0, 0);
      balut_sheet_pen_draw_text (&job->pen, label, (BalutSheetBox) { x - 28, vy - 5, 24, 10 }, 7, FALSE,
                                 BALUT_SHEET_ALIGN_END);
    }
  for (guint l = 0; l < G_N_ELEMENTS (lines); l++)
    {
      static const double dash[] = { 3, 2 };

      if (l == 0)
        {
          cairo_set_source_rgb (cr, 0.35, 0.35, 0.35);
          cairo_set_dash (cr, dash, G_N_ELEMENTS (dash), 0);
          cairo_set_line_width (cr, 1);
        }
      else
        {
          cairo_set_source_rgb (cr, 0.11, 0.44, 0.85);
          cairo_set_dash (cr, NULL, 0, 0);
          cairo_set_line_width (cr, 1.6);
        }
      for (guint i = 0; i <= n; i++)
        {
          double px = x + w * i / (double) n;
          double py = y + h * (hi - lines[l][i]) / (hi - lo);

          if (i == 0)
            cairo_move_to (cr, px, py);
          else
            cairo_line_to (cr, px, py);
        }
      cairo_stroke (cr);
    }
  cairo_set_dash (cr, NULL, 0, 0);
}

static void
draw_review_page (ExportJob *job,
                  cairo_t   *cr,
                  double     width,
                  double     height)
{
  BalutReviewWindow *self = job->self;
  const BalutReview *r = self->review;
  double x = PAGE_MARGIN, y = PAGE_MARGIN, w = width - 2 * PAGE_MARGIN;
  guint costliest[3], n_costliest = balut_review_get_costliest (r, costliest);
  double row;

  cairo_set_source_rgb (cr, 0, 0, 0);
  y += balut_sheet_pen_draw_text (&job->pen, gtk_label_get_text (self->title_label),
                                  (BalutSheetBox) { x, y, w, 20 }, 15, TRUE, BALUT_SHEET_ALIGN_START) + 8;
  y += balut_sheet_pen_draw_paragraph (&job->pen, gtk_label_get_text (self->summary_label), x, y, w, 9.5) + 10;
  draw_review_plot (job, cr, x + 30, y, w - 30, 130);
  y += 136;
  cairo_set_source_rgb (cr, 0, 0, 0);
  y += balut_sheet_pen_draw_paragraph (&job->pen, gtk_label_get_text (self->plot_legend), x, y, w, 7.5) + 10;
  if (n_costliest > 0)
    {
      y += balut_sheet_pen_draw_text (&job->pen, _("The costliest decisions"), (BalutSheetBox) { x, y, w, 14 },
                                      11, TRUE, BALUT_SHEET_ALIGN_START) + 4;
      for (guint i = 0; i < n_costliest; i++)
        {
          const BalutReviewDecision *d = balut_review_get_decision (r, costliest[i]);
          g_autofree char *sentence = describe_decision (d, balut_review_get_pad (r));
          g_autofree char *text = g_strdup_printf (_("Turn %u. %s"), d->turn, sentence);

          y += balut_sheet_pen_draw_paragraph (&job->pen, text, x, y, w, 8.5) + 3;
        }
      y += 8;
    }
  y += balut_sheet_pen_draw_text (&job->pen, _("Turn by turn"), (BalutSheetBox) { x, y, w, 14 }, 11, TRUE,
                                  BALUT_SHEET_ALIGN_START) + 4;
  /* the turns in two columns, as many rows as the page holds */
  {
    guint n = balut_review_get_n_turns (r);
    guint per_column = (n + 1) / 2;
    double col_w = (w - 12) / 2;

    row = MIN (12.0, (height - PAGE_MARGIN - y) / MAX (1u, per_column));
    for (guint i = 0; i < n; i++)
      {
        const BalutReviewTurn *t = balut_review_get_turn (r, i);
        g_autofree char *expected = points_text (t->expected);
        g_autofree char *luck = signed_text (t->luck);
        g_autofree char *turn_lost = points_text (t->lost);
        g_autofree char *text = t->luck_known
                                ? g_strdup_printf (_("Turn %u: expected %s, luck %s, lost %s"), t->turn, expected,
                                                   luck, turn_lost)
                                : g_strdup_printf (_("Turn %u: expected %s, lost %s"), t->turn, expected, turn_lost);
        double cx = x + (i < per_column ? 0 : col_w + 12);
        double cy = y + row * (i % per_column);

        balut_sheet_pen_draw_text (&job->pen, text, (BalutSheetBox) { cx, cy, col_w, row }, MIN (8.5, row * 0.75),
                                   FALSE, BALUT_SHEET_ALIGN_START);
      }
  }
}

static void
export_draw_cb (gpointer  document,
                cairo_t  *cr,
                guint     page,
                double    width,
                double    height)
{
  ExportJob *job = document;

  if (page < job->sheet_pages)
    {
      balut_sheet_document_draw_page (job->sheet, cr, page, width, height);
      return;
    }
  balut_sheet_pen_begin_page (&job->pen, cr);
  draw_review_page (job, cr, width, height);
  balut_sheet_pen_end_page (&job->pen);
}

/**
 * balut_review_window_export:
 * @filename: a .pdf file (or .svg: one file a page)
 *
 * Writes the game's filled scoresheet and, on the page after it, the
 * review shown: its summary, the plot, the costliest decisions and the
 * turns. The file is written whole or not at all.
 */
gboolean
balut_review_window_export (BalutReviewWindow  *self,
                            const char         *filename,
                            BalutPaper          paper,
                            GError            **error)
{
  ExportJob job = { self, NULL, 0, { 0 } };
  BalutSheetFormat format;
  double width, height;
  g_autofree char *title = NULL;
  gboolean done;

  g_return_val_if_fail (BALUT_IS_REVIEW_WINDOW (self), FALSE);
  g_return_val_if_fail (self->review != NULL, FALSE);

  if (!balut_sheet_format_for_filename (filename, &format))
    format = BALUT_SHEET_FORMAT_PDF;
  balut_paper_get_size (paper, FALSE, &width, &height);
  job.sheet = balut_sheet_document_new_for_game (self->game);
  job.sheet_pages = balut_sheet_document_get_n_pages (job.sheet, width, height);
  title = g_strdup (gtk_label_get_text (self->title_label));
  done = balut_sheet_export_pages (filename, format, width, height, job.sheet_pages + 1, title,
                                   _("Balut game review"), export_draw_cb, &job, error);
  balut_sheet_pen_clear (&job.pen);
  g_object_unref (job.sheet);
  return done;
}

static void
export_response_cb (GtkNativeDialog *dialog,
                    int              response,
                    gpointer         data)
{
  BalutReviewWindow *self = data;
  g_autoptr(GFile) file = NULL;
  g_autofree char *path = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *message = NULL;

  if (response == GTK_RESPONSE_ACCEPT)
    file = gtk_file_chooser_get_file (GTK_FILE_CHOOSER (dialog));
  g_object_unref (dialog);
  if (file == NULL || (path = g_file_get_path (file)) == NULL)
    {
      g_object_unref (self);
      return;
    }
  if (balut_review_window_export (self, path, balut_print_get_default_paper (), &error))
    {
      g_autofree char *name = g_file_get_basename (file);

      /* Translators: after the review was exported; %s is the file's name */
      message = g_strdup_printf (_("The sheet and its review were saved as %s."), name);
    }
  else
    message = g_strdup (error->message);
  gtk_label_set_text (self->export_label, message);
  gtk_widget_set_visible (GTK_WIDGET (self->export_label), TRUE);
  g_object_unref (self);
}

static void
export_action (GtkWidget  *widget,
               const char *action_name,
               GVariant   *parameter)
{
  BalutReviewWindow *self = BALUT_REVIEW_WINDOW (widget);
  GtkFileChooserNative *dialog;
  g_autofree char *name = NULL;

  if (self->review == NULL)
    return;
  dialog = gtk_file_chooser_native_new (_("Export the Review"), GTK_WINDOW (self), GTK_FILE_CHOOSER_ACTION_SAVE,
                                        _("_Export"), _("_Cancel"));
  /* Translators: the file name the review is offered under; %s is the player's name */
  name = g_strdup_printf (_("review-%s.pdf"), balut_review_get_name (self->review));
  gtk_file_chooser_set_current_name (GTK_FILE_CHOOSER (dialog), name);
  gtk_native_dialog_set_modal (GTK_NATIVE_DIALOG (dialog), TRUE);
  g_signal_connect (dialog, "response", G_CALLBACK (export_response_cb), g_object_ref (self));
  gtk_native_dialog_show (GTK_NATIVE_DIALOG (dialog));
}

static void
cancel_action (GtkWidget  *widget,
               const char *action_name,
               GVariant   *parameter)
{
  gtk_window_close (GTK_WINDOW (widget));
}

static void
balut_review_window_dispose (GObject *object)
{
  BalutReviewWindow *self = BALUT_REVIEW_WINDOW (object);

  if (self->cancellable != NULL)
    g_cancellable_cancel (self->cancellable);
  /* the list and the drop-down change as they go: not to be heard */
  if (self->player_dropdown != NULL)
    g_signal_handlers_disconnect_by_data (self->player_dropdown, self);
  if (self->turns_list != NULL)
    g_signal_handlers_disconnect_by_data (self->turns_list, self);
  gtk_widget_dispose_template (GTK_WIDGET (self), BALUT_TYPE_REVIEW_WINDOW);
  G_OBJECT_CLASS (balut_review_window_parent_class)->dispose (object);
}

static void
balut_review_window_finalize (GObject *object)
{
  BalutReviewWindow *self = BALUT_REVIEW_WINDOW (object);

  g_clear_object (&self->cancellable);
  g_clear_object (&self->game);
  g_clear_pointer (&self->review, balut_review_free);
  G_OBJECT_CLASS (balut_review_window_parent_class)->finalize (object);
}

static void
balut_review_window_class_init (BalutReviewWindowClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = balut_review_window_dispose;
  object_class->finalize = balut_review_window_finalize;
  g_type_ensure (BALUT_TYPE_PLOT);

  gtk_widget_class_set_template_from_resource (widget_class, "/io/github/balut/Balut/balut-review-window.ui");
  gtk_widget_class_bind_template_child (widget_class, BalutReviewWindow, player_dropdown);
  gtk_widget_class_bind_template_child (widget_class, BalutReviewWindow, spinner);
  gtk_widget_class_bind_template_child (widget_class, BalutReviewWindow, progress);
  gtk_widget_class_bind_template_child (widget_class, BalutReviewWindow, error_label);
  gtk_widget_class_bind_template_child (widget_class, BalutReviewWindow, title_label);
  gtk_widget_class_bind_template_child (widget_class, BalutReviewWindow, summary_label);
  gtk_widget_class_bind_template_child (widget_class, BalutReviewWindow, plot);
  gtk_widget_class_bind_template_child (widget_class, BalutReviewWindow, plot_legend);
  gtk_widget_class_bind_template_child (widget_class, BalutReviewWindow, costliest_heading);
  gtk_widget_class_bind_template_child (widget_class, BalutReviewWindow, costliest_box);
  gtk_widget_class_bind_template_child (widget_class, BalutReviewWindow, turn_heading);
  gtk_widget_class_bind_template_child (widget_class, BalutReviewWindow, turn_box);
  gtk_widget_class_bind_template_child (widget_class, BalutReviewWindow, turns_list);
  gtk_widget_class_bind_template_child (widget_class, BalutReviewWindow, export_label);
  gtk_widget_class_bind_template_callback (widget_class, turn_selected_cb);

  gtk_widget_class_install_action (widget_class, "review.cancel", NULL, cancel_action);
  gtk_widget_class_install_action (widget_class, "review.export", NULL, export_action);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Escape, 0, "window.close", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_w, GDK_CONTROL_MASK, "window.close", NULL);
}

static void
balut_review_window_init (BalutReviewWindow *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  /* the window's child: not a template child, which the template's
   * dispose would free before the window's own */
  self->stack = GTK_STACK (gtk_window_get_child (GTK_WINDOW (self)));
  balut_drop_down_name_toggle (self->player_dropdown);
}

/**
 * balut_review_window_new:
 * @parent: (nullable): the window it is for
 * @game: a game with at least one turn entered
 */
BalutReviewWindow *
balut_review_window_new (GtkWindow *parent,
                         BalutGame *game)
{
  BalutReviewWindow *self;
  g_autoptr(GError) error = NULL;
  g_autoptr(GtkStringList) names = gtk_string_list_new (NULL);
  g_autofree char *data = NULL;
  gsize length;

  g_return_val_if_fail (BALUT_IS_GAME (game), NULL);

  self = g_object_new (BALUT_TYPE_REVIEW_WINDOW, "transient-for", parent, NULL);
  data = balut_record_to_data (game, &length);
  self->game = balut_record_load_data (data, (gssize) length, &error);
  if (self->game == NULL)
    {
      /* a game in play always makes a record it reads back */
      gtk_label_set_text (self->error_label, error->message);
      gtk_stack_set_visible_child_name (self->stack, "error");
      return self;
    }

  /* the first person, as balut --review */
  for (guint p = balut_game_get_n_players (self->game); p-- > 0;)
    {
      if (balut_player_get_kind (balut_game_get_player (self->game, p)) == BALUT_PLAYER_HUMAN)
        self->player = p;
    }
  for (guint p = 0; p < balut_game_get_n_players (self->game); p++)
    gtk_string_list_append (names, balut_player_get_name (balut_game_get_player (self->game, p)));
  self->filling = TRUE;
  gtk_drop_down_set_model (self->player_dropdown, G_LIST_MODEL (names));
  gtk_drop_down_set_selected (self->player_dropdown, self->player);
  self->filling = FALSE;
  gtk_widget_set_visible (GTK_WIDGET (self->player_dropdown), balut_game_get_n_players (self->game) > 1);
  g_signal_connect_swapped (self->player_dropdown, "notify::selected", G_CALLBACK (player_changed_cb), self);
  start_review (self);
  return self;
}

const BalutReview *
balut_review_window_get_review (BalutReviewWindow *self)
{
  g_return_val_if_fail (BALUT_IS_REVIEW_WINDOW (self), NULL);
  return self->review;
}
