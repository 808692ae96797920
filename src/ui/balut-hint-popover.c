/* balut-hint-popover.c — the best play and the next best ones, from the Hint button
 *
 * SPDX-FileCopyrightText: 2026 The Balut developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Shows a decision of the strategy engine (balut-strategy.h) in words a
 * player reads at a glance: what to do ("Stop now and strike Balut
 * (0)."), why, when there is something to say (the other boxes are worth
 * more later), and what the nearest other play would cost; then the
 * best holds and boxes, each with how much less than the best it gives.
 * The engine's values are expected final points of the game (R21);
 * their differences are what matters to the player, and two choices
 * closer than BALUT_HINT_AS_GOOD are as good as each other.
 *
 * A hint marks the game as assisted in the high scores. The first hint
 * of a game that is not assisted yet asks first
 * (balut_hint_popover_request(); the "ask-before-hint" setting).
 *
 * The popover places itself: it points at the Hint button from the side
 * away from the dice it talks about, and scrolls rather than cover them
 * when the window is short.
 */

#include "config.h"

#include <math.h>

#include <glib/gi18n.h>

#include "balut-application.h"
#include "balut-dice-view.h"
#include "balut-format.h"
#include "balut-hint-popover.h"
#include "balut-rules.h"

/* around the popover's child: its padding and border (12 each side in
 * GTK 4.8's theme), and the arrow */
#define POPOVER_FRAME 24
#define POPOVER_ARROW 12
/* from the window's edges */
#define POPOVER_MARGIN 6
/* the least height of the hint's scrolled content */
#define MIN_CONTENT_HEIGHT 120

struct _BalutHintPopover
{
  GtkPopover       parent_instance;

  GtkStack        *stack;
  GtkCheckButton  *dont_ask_check;
  GtkWidget       *show_button;
  GtkWidget       *cancel_button;
  GtkScrolledWindow *scroller;
  GtkGrid         *choices_grid;
  GtkLabel        *summary_label;
  GtkLabel        *reason_label;

  GWeakRef         session;       /* asked for while the question is shown */
  GPtrArray       *lines;         /* the choices as text, for dup_text() */
  guint            place_idle;
  gboolean         placing;
};

G_DEFINE_FINAL_TYPE (BalutHintPopover, balut_hint_popover, GTK_TYPE_POPOVER)

/* ------------------------------------------------------------- wording */

/**
 * balut_hint_describe_hold:
 * @held: which dice to hold
 * @dice: the five dice
 *
 * Returns: (transfer full): e.g. "Hold 6 6 5" (highest first), or
 *   "Throw all five dice again"
 */
char *
balut_hint_describe_hold (const gboolean *held,
                          const guint8   *dice)
{
  g_autoptr(GString) faces = g_string_new (NULL);

  g_return_val_if_fail (held != NULL && dice != NULL, NULL);

  /* highest first, as a hand is read; the dice themselves are marked */
  for (guint face = BALUT_N_FACES; face >= 1; face--)
    for (guint i = 0; i < BALUT_N_DICE; i++)
      if (held[i] && dice[i] == face)
        g_string_append_printf (faces, faces->len > 0 ? " %u" : "%u", face);

  if (faces->len == 0)
    return g_strdup (_("Throw all five dice again"));
  /* Translators: %s is the faces of the dice to keep, e.g. "6 6 6" */
  return g_strdup_printf (_("Hold %s"), faces->str);
}

/* What @dice score in @box: 0 strikes it (R2). */
static guint
entry_score (const BalutBox *box,
             const guint8   *dice)
{
  if (box->box == BALUT_BOX_JACKPOT)
    return balut_rules_jackpot_score (box->category, dice);
  return balut_rules_box_score (box->category, dice);
}

/**
 * balut_hint_describe_entry:
 * @box: a box
 * @dice: the five dice to enter
 *
 * Returns: (transfer full): the entry as a choice, with the score it
 *   gives: "Enter 24 in Fives", "Enter 25 in the Sixes Jackpot box",
 *   "Strike Balut (0)" when the dice score nothing there
 */
char *
balut_hint_describe_entry (const BalutBox *box,
                           const guint8   *dice)
{
  const char *category;
  guint score;

  g_return_val_if_fail (box != NULL && box->category < BALUT_N_CATEGORIES, NULL);
  g_return_val_if_fail (dice != NULL, NULL);

  category = balut_category_get_label (box->category);
  score = entry_score (box, dice);
  if (box->box == BALUT_BOX_JACKPOT)
    {
      if (score == 0)
        /* Translators: a choice in the hint: to strike a box is to enter
         * 0 in it; %s is a category, e.g. "Strike the Sixes Jackpot box (0)" */
        return g_strdup_printf (_("Strike the %s Jackpot box (0)"), category);
      /* Translators: a choice in the hint: %u is the score the dice give
       * there, %s a category, e.g. "Enter 25 in the Sixes Jackpot box" */
      return g_strdup_printf (_("Enter %u in the %s Jackpot box"), score, category);
    }
  if (score == 0)
    /* Translators: a choice in the hint: to strike a box is to enter 0
     * in it; %s is a category, e.g. "Strike Balut (0)" */
    return g_strdup_printf (_("Strike %s (0)"), category);
  /* Translators: a choice in the hint: %u is the score the dice give
   * there, %s a category, e.g. "Enter 24 in Fives" */
  return g_strdup_printf (_("Enter %u in %s"), score, category);
}

/* The advice when stopping is best, as a sentence: "Stop now and enter
 * 24 in Fives." with throws left, "Enter 24 in Fives." after the last. */
static char *
describe_stop (const BalutBox *box,
               const guint8   *dice,
               guint           throws_left)
{
  const char *category = balut_category_get_label (box->category);
  guint score = entry_score (box, dice);
  gboolean jackpot = box->box == BALUT_BOX_JACKPOT;

  if (throws_left > 0)
    {
      if (score == 0)
        return jackpot
               /* Translators: the hint's advice; to strike a box is to enter 0 in it */
               ? g_strdup_printf (_("Stop now and strike the %s Jackpot box (0)."), category)
               /* Translators: the hint's advice, e.g. "Stop now and strike Balut (0)." */
               : g_strdup_printf (_("Stop now and strike %s (0)."), category);
      return jackpot
             /* Translators: the hint's advice; %u is the score the dice give there */
             ? g_strdup_printf (_("Stop now and enter %u in the %s Jackpot box."), score, category)
             /* Translators: the hint's advice, e.g. "Stop now and enter 24 in Fives." */
             : g_strdup_printf (_("Stop now and enter %u in %s."), score, category);
    }
  if (score == 0)
    return jackpot
           /* Translators: the hint's advice after the last throw */
           ? g_strdup_printf (_("Strike the %s Jackpot box (0)."), category)
           /* Translators: the hint's advice after the last throw, e.g. "Strike Balut (0)." */
           : g_strdup_printf (_("Strike %s (0)."), category);
  return jackpot
         /* Translators: the hint's advice after the last throw; %u is the score */
         ? g_strdup_printf (_("Enter %u in the %s Jackpot box."), score, category)
         /* Translators: the hint's advice after the last throw, e.g. "Enter 24 in Fives." */
         : g_strdup_printf (_("Enter %u in %s."), score, category);
}

/* How much less than @best a choice of @value gives, in final points
 * rounded as shown, or 0 when they are as good as each other. */
static double
shortfall (double best,
           double value)
{
  double difference = round ((best - value) * 10) / 10;

  return difference < BALUT_HINT_AS_GOOD ? 0 : difference;
}

/* Whether the hint lists box @i of @decision: the regular boxes of a
 * category are worth the same, so only the first of them is a line. */
static gboolean
box_listed (const BalutStrategyDecision *decision,
            guint                        i)
{
  const BalutStrategyChoice *choice = &decision->boxes[i];

  if (choice->box.box == BALUT_BOX_JACKPOT)
    return TRUE;
  for (guint j = 0; j < i; j++)
    if (decision->boxes[j].box.category == choice->box.category
        && decision->boxes[j].box.box != BALUT_BOX_JACKPOT)
      return FALSE;
  return TRUE;
}

/* Why the best box is best, when the decision shows it: a strike
 * because the other boxes are worth more later; a smaller score
 * because the box that would score more is worth keeping. NULL when
 * the best box is also the one that scores most. */
static char *
describe_reason (const BalutStrategyDecision *decision,
                 const guint8                *dice)
{
  guint best = entry_score (&decision->box, dice);
  const BalutStrategyChoice *higher = NULL;
  guint higher_score = best;
  gboolean other_scores = FALSE;

  for (guint i = 0; i < decision->n_boxes; i++)
    {
      const BalutStrategyChoice *choice = &decision->boxes[i];
      guint score = entry_score (&choice->box, dice);

      if (choice->box.category == decision->box.category && choice->box.box == decision->box.box)
        continue;
      other_scores |= score > 0;
      if (score > higher_score)
        {
          higher = choice;
          higher_score = score;
        }
    }

  if (best == 0 && other_scores)
    /* Translators: why the hint says to strike a box (enter 0) when
     * the dice would score in another */
    return g_strdup (_("Your other boxes are worth more later, when better dice can fill them."));
  if (best == 0)
    /* Translators: why the hint says to strike a box (enter 0) when
     * the dice score in none of the boxes it lists */
    return g_strdup (_("These dice would score nothing in the other boxes listed either, and this one costs you the least."));
  if (higher != NULL)
    /* Translators: why the hint says to enter a smaller score: %s is
     * the category that would score more, %u that score */
    return g_strdup_printf (_("%s would score more now (%u), but it is worth more later."),
                            balut_category_get_label (higher->box.category), higher_score);
  return NULL;
}

/* The nearest other play and what it costs: the best stop when
 * throwing again is best, the best hold when stopping is, the next box
 * after the last throw. NULL when there is none. */
static char *
describe_alternative (const BalutStrategyDecision *decision,
                      const guint8                *dice,
                      guint                        throws_left,
                      gboolean                     stop)
{
  g_autofree char *choice = NULL;
  g_autofree char *points = NULL;
  double less;

  if (!stop)
    {
      if (decision->n_boxes == 0)
        return NULL;
      choice = balut_hint_describe_entry (&decision->boxes[0].box, dice);
      less = shortfall (decision->value, decision->boxes[0].value);
      if (less == 0)
        /* Translators: in the hint, after "Hold 6 6 and throw again.";
         * %s is a choice, e.g. "Enter 18 in Sixes" */
        return g_strdup_printf (_("Stopping now is as good: %s."), choice);
      points = balut_format_decimal_places (less, 1);
      /* Translators: in the hint: %s is a choice, e.g. "Enter 18 in
       * Sixes", then a number of final points with one decimal, e.g.
       * "1.2" (a decimal number always takes this form) */
      return g_strdup_printf (_("If you stop now: %s, %s points fewer on average."), choice, points);
    }

  if (throws_left > 0 && decision->n_holds > 0)
    {
      choice = balut_hint_describe_hold (decision->holds[0].held, dice);
      less = shortfall (decision->value, decision->holds[0].value);
      if (less == 0)
        /* Translators: in the hint, after "Stop now and enter 24 in
         * Fives."; %s is a choice, e.g. "Hold 6 6" */
        return g_strdup_printf (_("Throwing again is as good: %s."), choice);
      points = balut_format_decimal_places (less, 1);
      /* Translators: in the hint: %s is a choice, e.g. "Hold 6 6", then
       * a number of final points with one decimal, e.g. "0.5" (a
       * decimal number always takes this form) */
      return g_strdup_printf (_("If you throw again: %s, %s points fewer on average."), choice, points);
    }

  for (guint i = 1; i < decision->n_boxes; i++)
    {
      if (!box_listed (decision, i))
        continue;
      choice = balut_hint_describe_entry (&decision->boxes[i].box, dice);
      less = shortfall (decision->value, decision->boxes[i].value);
      if (less == 0)
        /* Translators: in the hint, after "Strike Balut (0)."; %s is
         * another choice that gives as much, e.g. "Enter 12 in Fours" */
        return g_strdup_printf (_("Just as good: %s."), choice);
      points = balut_format_decimal_places (less, 1);
      /* Translators: in the hint: %s is a choice, e.g. "Enter 12 in
       * Fours", then a number of final points with one decimal, e.g.
       * "0.8" (a decimal number always takes this form) */
      return g_strdup_printf (_("Next best: %s, %s points fewer on average."), choice, points);
    }
  return NULL;
}

/* ---------------------------------------------------------- the choices */

static void
clear_grid (BalutHintPopover *self)
{
  GtkWidget *child;

  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self->choices_grid))) != NULL)
    gtk_grid_remove (self->choices_grid, child);
  g_ptr_array_set_size (self->lines, 0);
}

static GtkWidget *
heading_label (const char *text)
{
  GtkWidget *label = gtk_label_new (text);

  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_widget_add_css_class (label, "caption-heading");
  gtk_widget_add_css_class (label, "dim-label");
  return label;
}

static void
add_heading (BalutHintPopover *self,
             guint            *row,
             const char       *text,
             gboolean          with_value_heading)
{
  GtkWidget *label = heading_label (text);

  if (*row > 0)
    gtk_widget_set_margin_top (label, 6);
  gtk_grid_attach (self->choices_grid, label, 0, *row, 1, 1);

  if (with_value_heading)
    {
      /* Translators: the heading of the hint's column that says how
       * many final points each choice gives less than the best one */
      GtkWidget *value = heading_label (C_("hint column", "vs. best"));

      gtk_label_set_xalign (GTK_LABEL (value), 1);
      gtk_widget_set_margin_top (value, gtk_widget_get_margin_top (label));
      gtk_grid_attach (self->choices_grid, value, 1, *row, 1, 1);
    }
  (*row)++;
}

static void
add_choice (BalutHintPopover *self,
            guint            *row,
            const char       *text,
            double            value,
            double            best_value,
            gboolean          best)
{
  double less = shortfall (best_value, value);
  g_autofree char *number = NULL;
  g_autofree char *a11y = NULL;
  const char *shown;
  GtkWidget *label = gtk_label_new (text);
  GtkWidget *value_label;

  if (best)
    {
      /* Translators: in the hint's list, beside the best choice */
      shown = C_("hint", "best");
      /* Translators: a line of the hint for screen readers, e.g. "Hold 6 6 6: the best play" */
      a11y = g_strdup_printf (_("%s: the best play"), text);
    }
  else if (less == 0)
    {
      /* Translators: in the hint's list, beside a choice that gives as
       * much as the best one (less than a tenth of a point fewer) */
      shown = C_("hint", "as good");
      /* Translators: a line of the hint for screen readers, e.g. "Hold 6 6: as good as the best" */
      a11y = g_strdup_printf (_("%s: as good as the best"), text);
    }
  else
    {
      g_autofree char *points = balut_format_decimal_places (less, 1);

      number = balut_format_decimal_places (-less, 1);
      shown = number;
      /* Translators: a line of the hint for screen readers: a choice and
       * how many final points it gives less than the best, with one
       * decimal (a decimal number always takes this form) */
      a11y = g_strdup_printf (_("%s: %s points fewer on average than the best"), text, points);
    }
  value_label = gtk_label_new (shown);

  gtk_label_set_xalign (GTK_LABEL (label), 0);
  /* a long choice ("In das Jackpot-Feld von Fünfer 25 eintragen")
   * wraps, so that the hint fits a window 360 pixels wide */
  gtk_label_set_wrap (GTK_LABEL (label), TRUE);
  gtk_label_set_wrap_mode (GTK_LABEL (label), PANGO_WRAP_WORD_CHAR);
  gtk_label_set_max_width_chars (GTK_LABEL (label), 26);
  gtk_widget_set_margin_start (label, 12);
  gtk_label_set_xalign (GTK_LABEL (value_label), 1);
  gtk_widget_set_valign (value_label, GTK_ALIGN_START);
  gtk_widget_add_css_class (value_label, "numeric");
  if (best)
    {
      gtk_widget_add_css_class (label, "hint-best");
      gtk_widget_add_css_class (value_label, "hint-best");
    }
  else if (less == 0)
    gtk_widget_add_css_class (value_label, "dim-label");

  gtk_accessible_update_property (GTK_ACCESSIBLE (label),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, a11y,
                                  -1);
  gtk_accessible_update_state (GTK_ACCESSIBLE (value_label),
                               GTK_ACCESSIBLE_STATE_HIDDEN, TRUE,
                               -1);

  gtk_grid_attach (self->choices_grid, label, 0, *row, 1, 1);
  gtk_grid_attach (self->choices_grid, value_label, 1, *row, 1, 1);
  (*row)++;

  g_ptr_array_add (self->lines, g_strdup_printf ("%s — %s", text, shown));
}

/* ------------------------------------------------------------ placement */

/* The five dice, in @root's coordinates, when they are shown. */
static gboolean
compute_dice_bounds (GtkWidget       *root,
                     graphene_rect_t *bounds)
{
  GtkWidget *view = NULL;
  GtkWidget *child;
  GQueue queue = G_QUEUE_INIT;
  gboolean any = FALSE;

  /* the window's dice row: the one BalutDiceView under the window */
  g_queue_push_tail (&queue, root);
  while (view == NULL && !g_queue_is_empty (&queue))
    {
      GtkWidget *widget = g_queue_pop_head (&queue);

      if (BALUT_IS_DICE_VIEW (widget))
        view = widget;
      for (child = gtk_widget_get_first_child (widget); child != NULL; child = gtk_widget_get_next_sibling (child))
        if (!GTK_IS_NATIVE (child))
          g_queue_push_tail (&queue, child);
    }
  g_queue_clear (&queue);
  if (view == NULL || !gtk_widget_get_mapped (view))
    return FALSE;

  for (guint i = 0; i < BALUT_N_DICE; i++)
    {
      GtkWidget *die = balut_dice_view_get_die (BALUT_DICE_VIEW (view), i);
      graphene_rect_t rect;

      if (die == NULL || !gtk_widget_get_mapped (die)
          || !gtk_widget_compute_bounds (die, root, &rect))
        continue;
      if (any)
        graphene_rect_union (bounds, &rect, bounds);
      else
        *bounds = rect;
      any = TRUE;
    }
  return any;
}

/* Points at the Hint button from the side away from the dice (below
 * them, as the window lays them out), inside the window: moved sideways
 * when the window is narrow (the arrow then goes), and the hint
 * scrolled when the window leaves it too little height there. A
 * popover that did not fit would be flipped by GTK, over the dice.
 *
 * The hint's size is set here, for the width it will have: a scrolled
 * window left to itself measures wrapped text at its narrowest, and
 * asks for too much height. */
static void
place_popover (BalutHintPopover *self)
{
  GtkWidget *popover = GTK_WIDGET (self);
  GtkWidget *button = gtk_widget_get_parent (popover);
  GtkWidget *stack = GTK_WIDGET (self->stack);
  GtkWidget *content = gtk_scrolled_window_get_child (self->scroller);
  GtkWidget *root;
  graphene_rect_t anchor, dice;
  GtkPositionType position = GTK_POS_BOTTOM;
  int window_width, window_height, left, shift = 0, room, margins_x, margins_y;
  int width = 0, height = 0, scrollbar = 0, popover_width;
  gboolean have_dice;

  if (button == NULL || gtk_widget_get_root (button) == NULL)
    return;
  root = GTK_WIDGET (gtk_widget_get_root (button));
  window_width = gtk_widget_get_width (root);
  window_height = gtk_widget_get_height (root);
  if (window_width <= 0 || !gtk_widget_compute_bounds (button, root, &anchor))
    return;

  have_dice = compute_dice_bounds (root, &dice);
  room = window_height - (int) (anchor.origin.y + anchor.size.height) - POPOVER_MARGIN;
  if (have_dice && dice.origin.y >= anchor.origin.y + anchor.size.height)
    {
      /* the dice below the button: above it */
      position = GTK_POS_TOP;
      room = (int) anchor.origin.y - POPOVER_MARGIN;
    }
  else if (!have_dice && room < (int) anchor.origin.y - POPOVER_MARGIN)
    {
      position = GTK_POS_TOP;
      room = (int) anchor.origin.y - POPOVER_MARGIN;
    }

  /* around a page: the stack's margins and the popover's frame (and
   * its arrow, below or above) */
  margins_x = gtk_widget_get_margin_start (stack) + gtk_widget_get_margin_end (stack) + POPOVER_FRAME;
  margins_y = gtk_widget_get_margin_top (stack) + gtk_widget_get_margin_bottom (stack) + POPOVER_FRAME + POPOVER_ARROW;
  room -= margins_y;

  /* the hint: as wide as it wants, up to the window's width; as high as
   * it needs at that width, up to the room there, then scrolled */
  gtk_widget_measure (content, GTK_ORIENTATION_HORIZONTAL, -1, NULL, &width, NULL, NULL);
  width = MIN (width, window_width - 2 * POPOVER_MARGIN - margins_x);
  gtk_widget_measure (content, GTK_ORIENTATION_VERTICAL, width, NULL, &height, NULL, NULL);
  if (height > room)
    {
      GtkWidget *bar = gtk_scrolled_window_get_vscrollbar (self->scroller);

      height = MAX (room, MIN_CONTENT_HEIGHT);
      gtk_widget_measure (bar, GTK_ORIENTATION_HORIZONTAL, -1, NULL, &scrollbar, NULL, NULL);
    }
  /* (min before max: max may not be set below min) */
  gtk_scrolled_window_set_min_content_width (self->scroller, -1);
  gtk_scrolled_window_set_min_content_height (self->scroller, -1);
  gtk_scrolled_window_set_max_content_width (self->scroller, width + scrollbar);
  gtk_scrolled_window_set_max_content_height (self->scroller, height);
  gtk_scrolled_window_set_min_content_width (self->scroller, width + scrollbar);
  gtk_scrolled_window_set_min_content_height (self->scroller, height);

  /* sideways, inside the window (the popover measures nothing while
   * hidden: its page, and the frame around it) */
  if (g_strcmp0 (gtk_stack_get_visible_child_name (self->stack), "hint") == 0)
    popover_width = width + scrollbar + margins_x;
  else
    {
      gtk_widget_measure (gtk_stack_get_visible_child (self->stack), GTK_ORIENTATION_HORIZONTAL, -1,
                          NULL, &popover_width, NULL, NULL);
      popover_width += margins_x;
    }
  left = (int) (anchor.origin.x + anchor.size.width / 2.f - popover_width / 2.f);
  if (left + popover_width > window_width - POPOVER_MARGIN)
    shift = window_width - POPOVER_MARGIN - popover_width - left;
  if (left + shift < POPOVER_MARGIN)
    shift = POPOVER_MARGIN - left;

  self->placing = TRUE;
  gtk_popover_set_position (GTK_POPOVER (self), position);
  gtk_popover_set_offset (GTK_POPOVER (self), shift, 0);
  gtk_popover_set_has_arrow (GTK_POPOVER (self), shift == 0);
  self->placing = FALSE;
}

static gboolean
place_idle_cb (gpointer data)
{
  BalutHintPopover *self = data;

  self->place_idle = 0;
  if (gtk_widget_get_visible (GTK_WIDGET (self)))
    place_popover (self);
  return G_SOURCE_REMOVE;
}

/* Someone else placed the popover (the window did, before it left that
 * to the popover): placed again before the next frame lays it out. */
static void
placement_changed_cb (BalutHintPopover *self)
{
  if (self->placing || self->place_idle != 0 || !gtk_widget_get_visible (GTK_WIDGET (self)))
    return;
  self->place_idle = g_idle_add_full (G_PRIORITY_HIGH_IDLE, place_idle_cb, self, NULL);
}

/* --------------------------------------------------------- the question */

static GSettings *
get_settings (void)
{
  GApplication *app = g_application_get_default ();

  return BALUT_IS_APPLICATION (app) ? balut_application_get_settings (BALUT_APPLICATION (app)) : NULL;
}

static void
show_page (BalutHintPopover *self,
           const char       *name)
{
  gboolean asking = g_str_equal (name, "ask");

  gtk_stack_set_visible_child_name (self->stack, name);
  /* Enter shows the hint while it asks, and does nothing after */
  gtk_popover_set_default_widget (GTK_POPOVER (self), asking ? self->show_button : NULL);
  gtk_widget_set_sensitive (self->show_button, asking);
  if (gtk_widget_get_visible (GTK_WIDGET (self)))
    {
      place_popover (self);
      if (asking)
        gtk_widget_grab_focus (self->show_button);
    }
}

static void
show_clicked_cb (BalutHintPopover *self)
{
  g_autoptr(BalutSession) session = g_weak_ref_get (&self->session);
  GSettings *settings = get_settings ();

  if (settings != NULL && gtk_check_button_get_active (self->dont_ask_check))
    g_settings_set_boolean (settings, "ask-before-hint", FALSE);
  g_weak_ref_set (&self->session, NULL);
  /* no second question while the hint is worked out (a few ms) */
  gtk_widget_set_sensitive (self->show_button, FALSE);
  if (session != NULL)
    balut_session_request_hint (session);
  /* the hint replaces the question when it comes (set_decision());
   * nothing more to wait for when none can come */
  if (session == NULL || (!balut_session_is_thinking (session) && balut_session_get_hint (session) == NULL))
    gtk_popover_popdown (GTK_POPOVER (self));
}

static void
cancel_clicked_cb (BalutHintPopover *self)
{
  g_weak_ref_set (&self->session, NULL);
  gtk_popover_popdown (GTK_POPOVER (self));
}

/**
 * balut_hint_popover_request:
 * @session: the game in play
 *
 * What the Hint button does: asks @session for a hint, or first asks
 * the player, when the game is not assisted yet and the
 * "ask-before-hint" setting is on, since a hint marks the game as
 * assisted in the high scores. The hint comes through
 * #BalutSession::hint-changed, and balut_hint_popover_set_decision()
 * shows it.
 */
void
balut_hint_popover_request (BalutHintPopover *self,
                            BalutSession     *session)
{
  GSettings *settings = get_settings ();
  BalutGame *game;

  g_return_if_fail (BALUT_IS_HINT_POPOVER (self));
  g_return_if_fail (BALUT_IS_SESSION (session));

  if (!balut_session_hint_possible (session))
    return;

  game = balut_session_get_game (session);
  if (game == NULL || balut_game_get_assisted (game) || balut_session_get_hint (session) != NULL
      || (settings != NULL && !g_settings_get_boolean (settings, "ask-before-hint")))
    {
      balut_session_request_hint (session);
      return;
    }

  g_weak_ref_set (&self->session, session);
  gtk_check_button_set_active (self->dont_ask_check, FALSE);
  show_page (self, "ask");
  gtk_popover_popup (GTK_POPOVER (self));
  gtk_widget_grab_focus (self->show_button);
}

/**
 * balut_hint_popover_get_asking:
 *
 * Returns: whether the popover asks before it shows a hint
 */
gboolean
balut_hint_popover_get_asking (BalutHintPopover *self)
{
  g_return_val_if_fail (BALUT_IS_HINT_POPOVER (self), FALSE);

  return gtk_widget_get_visible (GTK_WIDGET (self))
         && g_strcmp0 (gtk_stack_get_visible_child_name (self->stack), "ask") == 0;
}

/* ------------------------------------------------------------- GObject */

static void
balut_hint_popover_show (GtkWidget *widget)
{
  BalutHintPopover *self = BALUT_HINT_POPOVER (widget);

  place_popover (self);
  GTK_WIDGET_CLASS (balut_hint_popover_parent_class)->show (widget);
}

static void
balut_hint_popover_closed (GtkPopover *popover)
{
  BalutHintPopover *self = BALUT_HINT_POPOVER (popover);

  /* a question left open is a question declined */
  g_weak_ref_set (&self->session, NULL);
  if (GTK_POPOVER_CLASS (balut_hint_popover_parent_class)->closed != NULL)
    GTK_POPOVER_CLASS (balut_hint_popover_parent_class)->closed (popover);
}

static void
balut_hint_popover_dispose (GObject *object)
{
  BalutHintPopover *self = BALUT_HINT_POPOVER (object);

  g_clear_handle_id (&self->place_idle, g_source_remove);
  gtk_widget_dispose_template (GTK_WIDGET (self), BALUT_TYPE_HINT_POPOVER);

  G_OBJECT_CLASS (balut_hint_popover_parent_class)->dispose (object);
}

static void
balut_hint_popover_finalize (GObject *object)
{
  BalutHintPopover *self = BALUT_HINT_POPOVER (object);

  g_weak_ref_clear (&self->session);
  g_clear_pointer (&self->lines, g_ptr_array_unref);

  G_OBJECT_CLASS (balut_hint_popover_parent_class)->finalize (object);
}

static void
balut_hint_popover_class_init (BalutHintPopoverClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);
  GtkPopoverClass *popover_class = GTK_POPOVER_CLASS (klass);

  object_class->dispose = balut_hint_popover_dispose;
  object_class->finalize = balut_hint_popover_finalize;
  widget_class->show = balut_hint_popover_show;
  popover_class->closed = balut_hint_popover_closed;

  gtk_widget_class_set_template_from_resource (widget_class, "/io/github/balut/Balut/balut-hint-popover.ui");
  gtk_widget_class_bind_template_child (widget_class, BalutHintPopover, stack);
  gtk_widget_class_bind_template_child (widget_class, BalutHintPopover, dont_ask_check);
  gtk_widget_class_bind_template_child (widget_class, BalutHintPopover, show_button);
  gtk_widget_class_bind_template_child (widget_class, BalutHintPopover, cancel_button);
  gtk_widget_class_bind_template_child (widget_class, BalutHintPopover, scroller);
  gtk_widget_class_bind_template_child (widget_class, BalutHintPopover, choices_grid);
  gtk_widget_class_bind_template_child (widget_class, BalutHintPopover, summary_label);
  gtk_widget_class_bind_template_child (widget_class, BalutHintPopover, reason_label);
}

static void
balut_hint_popover_init (BalutHintPopover *self)
{
  self->lines = g_ptr_array_new_with_free_func (g_free);
  g_weak_ref_init (&self->session, NULL);

  gtk_widget_init_template (GTK_WIDGET (self));
  gtk_widget_add_css_class (GTK_WIDGET (self), "hint-popover");
  show_page (self, "hint");

  g_signal_connect_swapped (self->show_button, "clicked", G_CALLBACK (show_clicked_cb), self);
  g_signal_connect_swapped (self->cancel_button, "clicked", G_CALLBACK (cancel_clicked_cb), self);
  g_signal_connect (self, "notify::position", G_CALLBACK (placement_changed_cb), NULL);
  g_signal_connect (self, "notify::has-arrow", G_CALLBACK (placement_changed_cb), NULL);
}

GtkWidget *
balut_hint_popover_new (void)
{
  return g_object_new (BALUT_TYPE_HINT_POPOVER, NULL);
}

/**
 * balut_hint_popover_set_decision:
 * @decision: the engine's decision for @dice with @throws_left
 * @dice: the five dice as they lie
 * @throws_left: the throws left in the turn
 *
 * Shows the advice in a sentence, why (when the choices show it), what
 * the nearest other play costs, and the ranked holds (while a throw is
 * left) and boxes, each with how many final points it gives less than
 * the best. Boxes of one category that only differ in their place (the
 * regular boxes) are one choice.
 */
void
balut_hint_popover_set_decision (BalutHintPopover            *self,
                                 const BalutStrategyDecision *decision,
                                 const guint8                *dice,
                                 guint                        throws_left)
{
  g_autofree char *summary = NULL;
  g_autofree char *reason = NULL;
  g_autofree char *alternative = NULL;
  g_autoptr(GString) why = g_string_new (NULL);
  gboolean stop;
  guint row = 0;

  g_return_if_fail (BALUT_IS_HINT_POPOVER (self));
  g_return_if_fail (decision != NULL);
  g_return_if_fail (dice != NULL);

  clear_grid (self);
  g_weak_ref_set (&self->session, NULL);

  stop = decision->stop || throws_left == 0 || decision->n_holds == 0;

  if (!stop)
    {
      gboolean any_held = FALSE;

      for (guint i = 0; i < BALUT_N_DICE; i++)
        any_held |= decision->held[i];
      if (any_held)
        {
          g_autofree char *hold = balut_hint_describe_hold (decision->held, dice);

          /* Translators: the hint's advice, e.g. "Hold 6 6 6 and throw
           * again." (%s: "Hold 6 6 6") */
          summary = g_strdup_printf (_("%s and throw again."), hold);
        }
      else
        /* Translators: the hint's advice */
        summary = g_strdup (_("Throw all five dice again."));
    }
  else
    {
      summary = describe_stop (&decision->box, dice, throws_left);
      reason = describe_reason (decision, dice);
    }
  gtk_label_set_text (self->summary_label, summary);

  alternative = describe_alternative (decision, dice, throws_left, stop);
  if (reason != NULL)
    g_string_append (why, reason);
  if (alternative != NULL)
    g_string_append_printf (why, why->len > 0 ? "\n%s" : "%s", alternative);
  gtk_label_set_text (self->reason_label, why->str);
  gtk_widget_set_visible (GTK_WIDGET (self->reason_label), why->len > 0);

  if (throws_left > 0 && decision->n_holds > 0)
    {
      add_heading (self, &row, _("Throw again"), TRUE);
      for (guint i = 0; i < decision->n_holds; i++)
        {
          g_autofree char *hold = balut_hint_describe_hold (decision->holds[i].held, dice);

          add_choice (self, &row, hold, decision->holds[i].value, decision->value, !stop && i == 0);
        }
    }

  add_heading (self, &row, throws_left > 0 ? _("Stop now") : _("Choose a box"), row == 0);
  for (guint i = 0; i < decision->n_boxes; i++)
    {
      const BalutStrategyChoice *choice = &decision->boxes[i];
      g_autofree char *text = NULL;

      if (!box_listed (decision, i))
        continue;

      text = balut_hint_describe_entry (&choice->box, dice);
      add_choice (self, &row, text, choice->value, decision->value, stop && i == 0);
    }

  show_page (self, "hint");
}

/* The advice in a sentence (what screen readers are told). */
const char *
balut_hint_popover_get_summary (BalutHintPopover *self)
{
  g_return_val_if_fail (BALUT_IS_HINT_POPOVER (self), NULL);
  return gtk_label_get_text (self->summary_label);
}

/**
 * balut_hint_popover_dup_text:
 *
 * Returns: (transfer full): the hint as text: the advice, why and the
 *   nearest other play (when said), then one line per choice, e.g.
 *   "Hold 6 6 6 — best", "Hold 6 6 — −0.4"
 */
char *
balut_hint_popover_dup_text (BalutHintPopover *self)
{
  g_autoptr(GString) text = NULL;

  g_return_val_if_fail (BALUT_IS_HINT_POPOVER (self), NULL);

  text = g_string_new (gtk_label_get_text (self->summary_label));
  if (gtk_widget_get_visible (GTK_WIDGET (self->reason_label)))
    g_string_append_printf (text, "\n%s", gtk_label_get_text (self->reason_label));
  for (guint i = 0; i < self->lines->len; i++)
    g_string_append_printf (text, "\n%s", (const char *) g_ptr_array_index (self->lines, i));
  return g_string_free (g_steal_pointer (&text), FALSE);
}
