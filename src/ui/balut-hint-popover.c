/* balut-hint-popover.c — the best play and the next best ones, from the Hint button
 *
 * SPDX-FileCopyrightText: 2026 The Balut developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Shows a decision of the strategy engine (balut-strategy.h): the best
 * play in a sentence, then the best holds and the best boxes with their
 * values. With the Expert options a value is the expected final points
 * of the game; it is shown as it comes, with one decimal.
 */

#include "config.h"

#include <glib/gi18n.h>

#include "balut-format.h"
#include "balut-hint-popover.h"

struct _BalutHintPopover
{
  GtkPopover  parent_instance;

  GtkGrid    *choices_grid;
  GtkLabel   *summary_label;

  GPtrArray  *lines;        /* the choices as text, for dup_text() */
  guint       places;       /* decimals of the expected values */
};

G_DEFINE_FINAL_TYPE (BalutHintPopover, balut_hint_popover, GTK_TYPE_POPOVER)

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

/**
 * balut_hint_describe_box:
 *
 * Returns: (transfer full): e.g. "Enter in Choice", "Enter in the Sixes
 *   Jackpot box"
 */
char *
balut_hint_describe_box (const BalutBox *box)
{
  g_return_val_if_fail (box != NULL && box->category < BALUT_N_CATEGORIES, NULL);

  if (box->box == BALUT_BOX_JACKPOT)
    /* Translators: %s is a category, e.g. "Enter in the Sixes Jackpot box" */
    return g_strdup_printf (_("Enter in the %s Jackpot box"), balut_category_get_label (box->category));
  /* Translators: %s is a category, e.g. "Enter in Choice" */
  return g_strdup_printf (_("Enter in %s"), balut_category_get_label (box->category));
}

static void
clear_grid (BalutHintPopover *self)
{
  GtkWidget *child;

  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self->choices_grid))) != NULL)
    gtk_grid_remove (self->choices_grid, child);
  g_ptr_array_set_size (self->lines, 0);
}

static void
add_heading (BalutHintPopover *self,
             guint            *row,
             const char       *text,
             gboolean          with_value_heading)
{
  GtkWidget *label = gtk_label_new (text);

  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_widget_add_css_class (label, "caption-heading");
  gtk_widget_add_css_class (label, "dim-label");
  if (*row > 0)
    gtk_widget_set_margin_top (label, 6);
  gtk_grid_attach (self->choices_grid, label, 0, *row, 1, 1);

  if (with_value_heading)
    {
      /* Translators: the heading of the column of expected values in the hint */
      GtkWidget *value = gtk_label_new (_("Expected"));

      gtk_label_set_xalign (GTK_LABEL (value), 1);
      gtk_widget_add_css_class (value, "caption-heading");
      gtk_widget_add_css_class (value, "dim-label");
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
            gboolean          best)
{
  g_autofree char *number = balut_format_decimal_places (value, self->places);
  g_autofree char *a11y = NULL;
  GtkWidget *label = gtk_label_new (text);
  GtkWidget *value_label = gtk_label_new (number);

  gtk_label_set_xalign (GTK_LABEL (label), 0);
  /* a long choice ("In das Jackpot-Feld von Fünfer eintragen") wraps,
   * so that the hint fits a window 360 pixels wide */
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

  /* one line for screen readers, e.g. "Hold 6 6 6: expected 11.8" */
  /* Translators: a line of the hint for screen readers: a choice and its expected value */
  a11y = g_strdup_printf (_("%s: expected %s"), text, number);
  gtk_accessible_update_property (GTK_ACCESSIBLE (label),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, a11y,
                                  -1);
  gtk_accessible_update_state (GTK_ACCESSIBLE (value_label),
                               GTK_ACCESSIBLE_STATE_HIDDEN, TRUE,
                               -1);

  gtk_grid_attach (self->choices_grid, label, 0, *row, 1, 1);
  gtk_grid_attach (self->choices_grid, value_label, 1, *row, 1, 1);
  (*row)++;

  g_ptr_array_add (self->lines, g_strdup_printf ("%s — %s", text, number));
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

/* One decimal, or two when two of the choices listed would read the
 * same with one ("Hold 4 — 10.2", "Hold 4 3 2 — 10.2" tell the player
 * nothing about which is better). */
static guint
decimal_places (const BalutStrategyDecision *decision,
                guint                        throws_left)
{
  g_autoptr(GPtrArray) shown = g_ptr_array_new_with_free_func (g_free);

  for (guint i = 0; throws_left > 0 && i < decision->n_holds; i++)
    g_ptr_array_add (shown, balut_format_decimal (decision->holds[i].value));
  for (guint i = 0; i < decision->n_boxes; i++)
    if (box_listed (decision, i))
      g_ptr_array_add (shown, balut_format_decimal (decision->boxes[i].value));
  for (guint i = 0; i < shown->len; i++)
    for (guint j = i + 1; j < shown->len; j++)
      if (g_str_equal (g_ptr_array_index (shown, i), g_ptr_array_index (shown, j)))
        return 2;
  return 1;
}

static void
balut_hint_popover_dispose (GObject *object)
{
  BalutHintPopover *self = BALUT_HINT_POPOVER (object);

  gtk_widget_dispose_template (GTK_WIDGET (self), BALUT_TYPE_HINT_POPOVER);

  G_OBJECT_CLASS (balut_hint_popover_parent_class)->dispose (object);
}

static void
balut_hint_popover_finalize (GObject *object)
{
  BalutHintPopover *self = BALUT_HINT_POPOVER (object);

  g_clear_pointer (&self->lines, g_ptr_array_unref);

  G_OBJECT_CLASS (balut_hint_popover_parent_class)->finalize (object);
}

static void
balut_hint_popover_class_init (BalutHintPopoverClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = balut_hint_popover_dispose;
  object_class->finalize = balut_hint_popover_finalize;

  gtk_widget_class_set_template_from_resource (widget_class, "/io/github/balut/Balut/balut-hint-popover.ui");
  gtk_widget_class_bind_template_child (widget_class, BalutHintPopover, choices_grid);
  gtk_widget_class_bind_template_child (widget_class, BalutHintPopover, summary_label);
}

static void
balut_hint_popover_init (BalutHintPopover *self)
{
  self->lines = g_ptr_array_new_with_free_func (g_free);
  self->places = 1;

  gtk_widget_init_template (GTK_WIDGET (self));
  gtk_widget_add_css_class (GTK_WIDGET (self), "hint-popover");
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
 * Shows the best play and the ranked holds (while a throw is left) and
 * boxes. Boxes of one category that only differ in their place (the
 * regular boxes) are one choice. The expected points have one decimal,
 * or two when two choices would read the same with one.
 */
void
balut_hint_popover_set_decision (BalutHintPopover            *self,
                                 const BalutStrategyDecision *decision,
                                 const guint8                *dice,
                                 guint                        throws_left)
{
  g_autofree char *value = NULL;
  g_autofree char *play = NULL;
  g_autofree char *summary = NULL;
  gboolean stop;
  guint row = 0;

  g_return_if_fail (BALUT_IS_HINT_POPOVER (self));
  g_return_if_fail (decision != NULL);
  g_return_if_fail (dice != NULL);

  clear_grid (self);

  stop = decision->stop || throws_left == 0 || decision->n_holds == 0;
  self->places = decimal_places (decision, throws_left);
  value = balut_format_decimal_places (decision->value, self->places);

  if (!stop)
    {
      gboolean any_held = FALSE;

      for (guint i = 0; i < BALUT_N_DICE; i++)
        any_held |= decision->held[i];
      if (any_held)
        {
          g_autofree char *hold = balut_hint_describe_hold (decision->held, dice);

          /* Translators: the hint's advice, e.g. "Hold 6 6 6 and throw
           * again: expected 11.8 points." (%s: "Hold 6 6 6", the value) */
          summary = g_strdup_printf (_("%s and throw again: expected %s points."), hold, value);
        }
      else
        /* Translators: the hint's advice; %s is the expected value, e.g. "11.8" */
        summary = g_strdup_printf (_("Throw all five dice again: expected %s points."), value);
    }
  else
    {
      play = balut_hint_describe_box (&decision->box);
      if (throws_left > 0)
        /* Translators: the hint's advice when stopping is best, e.g.
         * "Stop now. Enter in Sixes: expected 11.8 points." */
        summary = g_strdup_printf (_("Stop now. %s: expected %s points."), play, value);
      else
        /* Translators: the hint's advice after the last throw, e.g.
         * "Enter in Sixes: expected 11.8 points." */
        summary = g_strdup_printf (_("%s: expected %s points."), play, value);
    }
  gtk_label_set_text (self->summary_label, summary);

  if (throws_left > 0 && decision->n_holds > 0)
    {
      add_heading (self, &row, _("Throw again"), TRUE);
      for (guint i = 0; i < decision->n_holds; i++)
        {
          g_autofree char *hold = balut_hint_describe_hold (decision->holds[i].held, dice);

          add_choice (self, &row, hold, decision->holds[i].value, !stop && i == 0);
        }
    }

  add_heading (self, &row, throws_left > 0 ? _("Stop now") : _("Choose a box"), row == 0);
  for (guint i = 0; i < decision->n_boxes; i++)
    {
      const BalutStrategyChoice *choice = &decision->boxes[i];
      g_autofree char *text = NULL;

      if (!box_listed (decision, i))
        continue;

      text = balut_hint_describe_box (&choice->box);
      add_choice (self, &row, text, choice->value, stop && i == 0);
    }
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
 * Returns: (transfer full): the hint as text: the advice, then one line
 *   per choice, e.g. "Hold 6 6 6 — 11.8"
 */
char *
balut_hint_popover_dup_text (BalutHintPopover *self)
{
  g_autoptr(GString) text = NULL;

  g_return_val_if_fail (BALUT_IS_HINT_POPOVER (self), NULL);

  text = g_string_new (gtk_label_get_text (self->summary_label));
  for (guint i = 0; i < self->lines->len; i++)
    g_string_append_printf (text, "\n%s", (const char *) g_ptr_array_index (self->lines, i));
  return g_string_free (g_steal_pointer (&text), FALSE);
}
