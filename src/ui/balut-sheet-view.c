/* balut-sheet-view.c — one player's scoresheet, clickable
 *
 * SPDX-FileCopyrightText: 2026 The Balut developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The sheet is laid out here, in three parts, so that a small window
 * still shows what a player needs to choose a box: the column headings
 * pinned on top, the category rows between them (scrolled, by
 * BalutSheetBody below, when the sheet has less room than it would
 * like), and the foot pinned at the bottom: the score total, the bracket
 * and the final points, or one line of them when the rows would
 * otherwise not all fit. Its minimum height is the headings, five rows
 * and that line; its natural height is everything.
 *
 * Nothing shown between turns changes a row's or a column's size (the
 * box under the pointer never moves): numbers have room for their widest
 * value (style.css), marks are drawn inside the boxes, a category's goal
 * has a line of its own that is always there, and the foot's columns are
 * the headings' columns.
 */

#include "config.h"

#include <glib/gi18n.h>

#include "balut-describe.h"
#include "balut-enums.h"
#include "balut-format.h"
#include "balut-sheet-view.h"

/* ------------------------------------------------------------------ */
/* BalutSheetBody: the category rows, scrolled                         */
/* ------------------------------------------------------------------ */

/* A scrollable of its own rather than a GtkViewport: it gives the rows
 * exactly the width of the headings above them (the columns line up
 * whether or not a scrollbar takes room), and it brings a box into view
 * when it is asked to, by as little as it can. */

#define BALUT_TYPE_SHEET_BODY (balut_sheet_body_get_type ())

G_DECLARE_FINAL_TYPE (BalutSheetBody, balut_sheet_body, BALUT, SHEET_BODY, GtkWidget)

/* what is kept in sight around a box brought into view: its focus ring */
#define REVEAL_MARGIN 6

struct _BalutSheetBody
{
  GtkWidget            parent_instance;

  GtkAdjustment       *adjustments[2];   /* by GtkOrientation */
  GtkScrollablePolicy  policies[2];
  int                  content_width;    /* the headings' width; 0 for the body's */
  int                  row_step;         /* a row and its spacing */
  GtkWidget           *reveal;           /* a box to bring into view */
  gboolean             allocating;
};

enum {
  BODY_PROP_0,
  BODY_PROP_HADJUSTMENT,
  BODY_PROP_VADJUSTMENT,
  BODY_PROP_HSCROLL_POLICY,
  BODY_PROP_VSCROLL_POLICY,
};

G_DEFINE_FINAL_TYPE_WITH_CODE (BalutSheetBody, balut_sheet_body, GTK_TYPE_WIDGET,
                               G_IMPLEMENT_INTERFACE (GTK_TYPE_SCROLLABLE, NULL))

static void
body_adjustment_value_cb (BalutSheetBody *self)
{
  /* the allocation that set the value has placed the rows already */
  if (!self->allocating)
    gtk_widget_queue_allocate (GTK_WIDGET (self));
}

static void
body_set_adjustment (BalutSheetBody *self,
                     GtkOrientation  orientation,
                     GtkAdjustment  *adjustment)
{
  if (adjustment != NULL && self->adjustments[orientation] == adjustment)
    return;

  if (self->adjustments[orientation] != NULL)
    {
      g_signal_handlers_disconnect_by_func (self->adjustments[orientation],
                                            body_adjustment_value_cb, self);
      g_clear_object (&self->adjustments[orientation]);
    }
  if (adjustment == NULL)
    adjustment = gtk_adjustment_new (0, 0, 0, 0, 0, 0);
  self->adjustments[orientation] = g_object_ref_sink (adjustment);
  g_signal_connect_swapped (adjustment, "value-changed", G_CALLBACK (body_adjustment_value_cb), self);
  gtk_widget_queue_allocate (GTK_WIDGET (self));
}

static void
balut_sheet_body_measure (GtkWidget      *widget,
                          GtkOrientation  orientation,
                          int             for_size,
                          int            *minimum,
                          int            *natural,
                          int            *minimum_baseline,
                          int            *natural_baseline)
{
  GtkWidget *child = gtk_widget_get_first_child (widget);

  if (child != NULL && gtk_widget_should_layout (child))
    gtk_widget_measure (child, orientation, for_size, minimum, natural, NULL, NULL);
}

static void
body_place_child (BalutSheetBody *self,
                  GtkWidget      *child,
                  int             x,
                  int             width,
                  int             height)
{
  double value = gtk_adjustment_get_value (self->adjustments[GTK_ORIENTATION_VERTICAL]);

  gtk_widget_allocate (child, width, height, -1,
                       gsk_transform_translate (NULL, &GRAPHENE_POINT_INIT (x, (float) -value)));
}

static void
balut_sheet_body_size_allocate (GtkWidget *widget,
                                int        width,
                                int        height,
                                int        baseline)
{
  BalutSheetBody *self = BALUT_SHEET_BODY (widget);
  GtkWidget *child = gtk_widget_get_first_child (widget);
  GtkAdjustment *vadjustment = self->adjustments[GTK_ORIENTATION_VERTICAL];
  GtkAdjustment *hadjustment = self->adjustments[GTK_ORIENTATION_HORIZONTAL];
  int child_min, child_width, child_height, x;

  if (child == NULL || !gtk_widget_should_layout (child))
    return;

  self->allocating = TRUE;

  gtk_widget_measure (child, GTK_ORIENTATION_HORIZONTAL, -1, &child_min, NULL, NULL, NULL);
  child_width = MAX (child_min, self->content_width > 0 ? self->content_width : width);
  gtk_widget_measure (child, GTK_ORIENTATION_VERTICAL, child_width, NULL, &child_height, NULL, NULL);
  /* the rows start where the headings start: on the right in a
   * right-to-left language, where the scrollbar is on the left */
  x = gtk_widget_get_direction (widget) == GTK_TEXT_DIR_RTL ? width - child_width : 0;

  gtk_adjustment_configure (hadjustment, 0, 0, width, width * 0.1, width * 0.9, width);
  gtk_adjustment_configure (vadjustment, gtk_adjustment_get_value (vadjustment),
                            0, MAX (child_height, height),
                            self->row_step > 0 ? self->row_step : height * 0.1,
                            height * 0.9, height);
  body_place_child (self, child, x, child_width, child_height);

  /* the box to bring into view: by as little as it takes, so that
   * moving the focus one box on scrolls at most a row */
  if (self->reveal != NULL)
    {
      graphene_rect_t bounds;

      if (gtk_widget_get_mapped (self->reveal)
          && gtk_widget_compute_bounds (self->reveal, child, &bounds))
        {
          double value = gtk_adjustment_get_value (vadjustment);
          double top = bounds.origin.y - REVEAL_MARGIN;
          double bottom = bounds.origin.y + bounds.size.height + REVEAL_MARGIN;

          if (bottom - top > height || top < value)
            value = top;
          else if (bottom > value + height)
            value = bottom - height;
          gtk_adjustment_set_value (vadjustment, value);
          body_place_child (self, child, x, child_width, child_height);
        }
      self->reveal = NULL;
    }

  self->allocating = FALSE;
}

/* Brings @widget (a box of the rows) into view at the next allocation. */
static void
balut_sheet_body_reveal (BalutSheetBody *self,
                         GtkWidget      *widget)
{
  self->reveal = widget;
  gtk_widget_queue_allocate (GTK_WIDGET (self));
}

static void
balut_sheet_body_get_property (GObject    *object,
                               guint       prop_id,
                               GValue     *value,
                               GParamSpec *pspec)
{
  BalutSheetBody *self = BALUT_SHEET_BODY (object);

  switch (prop_id)
    {
    case BODY_PROP_HADJUSTMENT:
      g_value_set_object (value, self->adjustments[GTK_ORIENTATION_HORIZONTAL]);
      break;
    case BODY_PROP_VADJUSTMENT:
      g_value_set_object (value, self->adjustments[GTK_ORIENTATION_VERTICAL]);
      break;
    case BODY_PROP_HSCROLL_POLICY:
      g_value_set_enum (value, self->policies[GTK_ORIENTATION_HORIZONTAL]);
      break;
    case BODY_PROP_VSCROLL_POLICY:
      g_value_set_enum (value, self->policies[GTK_ORIENTATION_VERTICAL]);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
balut_sheet_body_set_property (GObject      *object,
                               guint         prop_id,
                               const GValue *value,
                               GParamSpec   *pspec)
{
  BalutSheetBody *self = BALUT_SHEET_BODY (object);

  switch (prop_id)
    {
    case BODY_PROP_HADJUSTMENT:
      body_set_adjustment (self, GTK_ORIENTATION_HORIZONTAL, g_value_get_object (value));
      break;
    case BODY_PROP_VADJUSTMENT:
      body_set_adjustment (self, GTK_ORIENTATION_VERTICAL, g_value_get_object (value));
      break;
    case BODY_PROP_HSCROLL_POLICY:
    case BODY_PROP_VSCROLL_POLICY:
      {
        GtkOrientation orientation = prop_id == BODY_PROP_HSCROLL_POLICY
                                     ? GTK_ORIENTATION_HORIZONTAL : GTK_ORIENTATION_VERTICAL;

        if (self->policies[orientation] != (GtkScrollablePolicy) g_value_get_enum (value))
          {
            self->policies[orientation] = g_value_get_enum (value);
            gtk_widget_queue_resize (GTK_WIDGET (self));
            g_object_notify_by_pspec (object, pspec);
          }
      }
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
balut_sheet_body_dispose (GObject *object)
{
  BalutSheetBody *self = BALUT_SHEET_BODY (object);
  GtkWidget *child;

  self->reveal = NULL;
  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self))) != NULL)
    gtk_widget_unparent (child);
  for (guint i = 0; i < G_N_ELEMENTS (self->adjustments); i++)
    if (self->adjustments[i] != NULL)
      {
        g_signal_handlers_disconnect_by_func (self->adjustments[i], body_adjustment_value_cb, self);
        g_clear_object (&self->adjustments[i]);
      }

  G_OBJECT_CLASS (balut_sheet_body_parent_class)->dispose (object);
}

static void
balut_sheet_body_class_init (BalutSheetBodyClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = balut_sheet_body_dispose;
  object_class->get_property = balut_sheet_body_get_property;
  object_class->set_property = balut_sheet_body_set_property;
  widget_class->measure = balut_sheet_body_measure;
  widget_class->size_allocate = balut_sheet_body_size_allocate;

  g_object_class_override_property (object_class, BODY_PROP_HADJUSTMENT, "hadjustment");
  g_object_class_override_property (object_class, BODY_PROP_VADJUSTMENT, "vadjustment");
  g_object_class_override_property (object_class, BODY_PROP_HSCROLL_POLICY, "hscroll-policy");
  g_object_class_override_property (object_class, BODY_PROP_VSCROLL_POLICY, "vscroll-policy");

  gtk_widget_class_set_css_name (widget_class, "sheetbody");
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_GROUP);
}

static void
balut_sheet_body_init (BalutSheetBody *self)
{
  /* the rows scrolled under the headings or the foot are not drawn, and
   * not clicked either */
  gtk_widget_set_overflow (GTK_WIDGET (self), GTK_OVERFLOW_HIDDEN);
  /* (unnamed, GTK 4.8 would give screen readers its type's name) */
  gtk_accessible_update_property (GTK_ACCESSIBLE (self),
                                  /* Translators: the scoresheet's rows, one for
                                   * each category, as a screen reader names them */
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, C_("sheet", "Categories"),
                                  -1);
  body_set_adjustment (self, GTK_ORIENTATION_HORIZONTAL, NULL);
  body_set_adjustment (self, GTK_ORIENTATION_VERTICAL, NULL);
}

/* ------------------------------------------------------------------ */
/* BalutSheetView                                                      */
/* ------------------------------------------------------------------ */

/* the sheet's columns: the category, four boxes, the Jackpot box, the
 * sum and the points */
#define N_SHEET_COLUMNS 8
#define SUM_COLUMN      6
#define POINTS_COLUMN   7

/* the rows always shown, however short the sheet's room */
#define MIN_ROWS 5

/* the foot: the space above and below its rule, between its lines */
#define FOOT_GAP         4
#define FOOT_ROW_SPACING 2

/* A category's goal (R12–R18; J4: the four ordinary boxes only) */
typedef enum
{
  GOAL_OPEN,
  GOAL_MET,
  GOAL_MISSED,      /* no longer reachable */
} GoalState;

struct _BalutSheetView
{
  GtkWidget        parent_instance;

  GtkWidget       *header_grid;
  GtkWidget       *header_corner;
  GtkWidget       *jackpot_header;
  GtkWidget       *sum_header;
  GtkWidget       *points_header;
  GtkWidget       *scroller;
  BalutSheetBody  *body;
  GtkGrid         *grid;
  GtkWidget       *boxes[BALUT_N_CATEGORIES][BALUT_N_COLUMNS];
  GtkWidget       *rows[BALUT_N_CATEGORIES];
  GtkLabel        *category_labels[BALUT_N_CATEGORIES];
  GtkLabel        *progress[BALUT_N_CATEGORIES];
  GtkImage        *goals[BALUT_N_CATEGORIES];
  GtkLabel        *sums[BALUT_N_CATEGORIES];
  GtkLabel        *points[BALUT_N_CATEGORIES];
  GtkWidget       *foot_separator;
  GtkWidget       *total_caption;
  GtkLabel        *total_value;
  GtkLabel        *bracket_caption;
  GtkLabel        *bracket_value;
  GtkWidget       *final_caption;
  GtkLabel        *final_value;
  GtkWidget       *summary_caption;
  GtkSizeGroup    *columns[N_SHEET_COLUMNS];

  /* what a screen reader hears of each category's goal */
  char            *goal_text[BALUT_N_CATEGORIES];
  gboolean         compact;                  /* the foot is one line */

  GtkRoot         *root;

  BalutGame       *game;
  GSignalGroup    *game_signals;
  BalutScoresheet *sheet;
  GSignalGroup    *sheet_signals;
  guint            player;
  gboolean         playable;
  gboolean         rolling;      /* the dice still tumble: no preview yet */

  /* the box the hint suggests, on seat hint_player's sheet */
  gboolean         has_hint;
  guint            hint_player;
  BalutBox         hint_box;
  gboolean         hint_if_stopping;         /* the hint says throw again */

  /* a computer seat's entry, held on screen: on seat mark_player's sheet */
  gboolean         has_mark;
  guint            mark_player;
  BalutBox         mark_box;
};

G_DEFINE_FINAL_TYPE (BalutSheetView, balut_sheet_view, GTK_TYPE_WIDGET)

enum {
  PROP_0,
  PROP_GAME,
  PROP_PLAYER,
  PROP_PLAYABLE,
  N_PROPS
};

enum {
  BOX_ACTIVATED,
  N_SIGNALS
};

static GParamSpec *properties[N_PROPS];
static guint signals[N_SIGNALS];

static const char * const category_ids[] = {
  "fours", "fives", "sixes", "straight", "full_house", "choice", "balut",
};

static char *
box_name (BalutCategory category,
          guint         box)
{
  if (box == BALUT_BOX_JACKPOT)
    /* Translators: e.g. "Sixes, Jackpot box" */
    return g_strdup_printf (_("%s, Jackpot box"), balut_category_get_label (category));
  /* Translators: e.g. "Sixes, box 2" */
  return g_strdup_printf (_("%s, box %u"), balut_category_get_label (category), box + 1);
}

static char *
describe_condition (BalutVariant  variant,
                    BalutCategory category)
{
  gint base = balut_rules_base_points (category);

  switch (category)
    {
    case BALUT_CATEGORY_FOURS:
    case BALUT_CATEGORY_FIVES:
    case BALUT_CATEGORY_SIXES:
    case BALUT_CATEGORY_CHOICE:
      /* Translators: R12–R14, R17: the threshold and the points, "52 or more in the four boxes: 2 points" */
      return g_strdup_printf (ngettext ("%u or more in the four boxes: %d point",
                                        "%u or more in the four boxes: %d points", ABS (base)),
                              balut_rules_threshold (category), base);
    case BALUT_CATEGORY_STRAIGHT:
    case BALUT_CATEGORY_FULL_HOUSE:
      /* Translators: R15, R16 */
      return g_strdup_printf (ngettext ("All four boxes scored: %d point",
                                        "All four boxes scored: %d points", ABS (base)), base);
    case BALUT_CATEGORY_BALUT:
      if (variant == BALUT_VARIANT_JACKPOT)
        return g_strdup (_("The first Balut: 3 points, each further one: 5"));
      return g_strdup (_("Each Balut: 2 points"));
    default:
      g_assert_not_reached ();
    }
}

/* The most one box of @category can score (R5–R11): five of a kind */
static guint
max_box_score (BalutCategory category)
{
  guint best = 0;

  for (guint8 face = 1; face <= BALUT_N_FACES; face++)
    {
      const guint8 dice[BALUT_N_DICE] = { face, face, face, face, face };

      best = MAX (best, balut_rules_box_score (category, dice));
    }
  return best;
}

/* Where @category stands against its goal. R12–R14, R17: a total, missed
 * once the empty boxes could not make it up even with five of a kind
 * each; R15, R16: four boxes scored, missed at the first one struck;
 * R18 (J6): a Balut earns points, missed only when all four boxes are
 * filled without one. J4: the Jackpot box never counts; O3: the same
 * in Olathe. */
static GoalState
goal_state (BalutCategory              category,
            const BalutCategoryPoints *cp)
{
  guint threshold = balut_rules_threshold (category);

  if (cp->condition_met)
    return GOAL_MET;

  if (threshold > 0)
    return cp->sum + (BALUT_N_REGULAR - cp->n_filled) * max_box_score (category) < threshold
           ? GOAL_MISSED : GOAL_OPEN;

  if (category == BALUT_CATEGORY_BALUT)
    return cp->n_filled == BALUT_N_REGULAR ? GOAL_MISSED : GOAL_OPEN;

  return cp->n_filled > cp->n_nonzero ? GOAL_MISSED : GOAL_OPEN;
}

/* The goal as it shows under the category's name: "40/52" (the four
 * boxes' total against the threshold), "3/4" (boxes scored, Baluts) */
static char *
format_goal (BalutCategory              category,
             const BalutCategoryPoints *cp)
{
  guint threshold = balut_rules_threshold (category);

  if (threshold > 0)
    return g_strdup_printf ("%u/%u", cp->sum, threshold);
  return g_strdup_printf ("%u/%u", cp->n_nonzero, BALUT_N_REGULAR);
}

/* The goal as a screen reader says it (and the tooltip of the goal) */
static char *
describe_goal (BalutVariant               variant,
               BalutCategory              category,
               const BalutCategoryPoints *cp,
               GoalState                  state)
{
  guint threshold = balut_rules_threshold (category);
  g_autofree char *progress = NULL;

  if (threshold > 0)
    {
      switch (state)
        {
        case GOAL_MET:
          /* Translators: a category's goal (R12–R14, R17), reached: the
           * total of its four boxes, e.g. "Reached with 56." */
          progress = g_strdup_printf (_("Reached with %u."), cp->sum);
          break;
        case GOAL_MISSED:
          /* Translators: a category's goal (R12–R14, R17), out of reach:
           * the total of its four boxes and the threshold, e.g.
           * "Missed: 40, and 52 can no longer be reached." */
          progress = g_strdup_printf (_("Missed: %u, and %u can no longer be reached."), cp->sum, threshold);
          break;
        case GOAL_OPEN:
        default:
          /* Translators: a category's goal (R12–R14, R17) on the way: the
           * total of its four boxes and the threshold, e.g.
           * "So far 40 of 52." */
          progress = g_strdup_printf (_("So far %u of %u."), cp->sum, threshold);
          break;
        }
    }
  else if (category == BALUT_CATEGORY_BALUT)
    {
      if (state == GOAL_MISSED)
        /* Translators: the Balut category's four boxes are filled, none with a Balut */
        progress = g_strdup (_("Missed: no Balut."));
      else
        /* Translators: the Baluts scored so far, e.g. "1 Balut so far." */
        progress = g_strdup_printf (ngettext ("%u Balut so far.", "%u Baluts so far.", cp->n_nonzero),
                                    cp->n_nonzero);
    }
  else
    {
      switch (state)
        {
        case GOAL_MET:
          /* Translators: Straight or Full House: its goal (R15, R16), reached */
          progress = g_strdup (_("Reached: all four boxes scored."));
          break;
        case GOAL_MISSED:
          /* Translators: Straight or Full House: its goal (R15, R16), out of reach */
          progress = g_strdup (_("Missed: a box was struck."));
          break;
        case GOAL_OPEN:
        default:
          /* Translators: Straight or Full House: its goal (R15, R16) on
           * the way, e.g. "So far 2 of the four boxes scored." */
          progress = g_strdup_printf (ngettext ("So far %u of the four boxes scored.",
                                                "So far %u of the four boxes scored.", cp->n_nonzero),
                                      cp->n_nonzero);
          break;
        }
    }

  /* J5: a used Jackpot box raises the stake either way */
  if (cp->jackpot_score > 0 && category != BALUT_CATEGORY_BALUT && balut_variant_has_jackpot (variant))
    {
      gint bonus = balut_rules_jackpot_bonus (category);
      g_autofree char *won = balut_format_points (balut_rules_base_points (category) + bonus);
      g_autofree char *lost = balut_format_points (-bonus);
      /* Translators: J5, said after a category's goal when its Jackpot box
       * is used: the points when the goal is reached, and when it is
       * missed, e.g. "Jackpot box used: +6 when reached, −4 when missed." */
      g_autofree char *stake = g_strdup_printf (_("Jackpot box used: %s when reached, %s when missed."), won, lost);

      /* Translators: two sentences said one after the other, e.g. "So
       * far 24 of 78. Jackpot box used: +6 when reached, −4 when missed." */
      return g_strdup_printf (C_("two sentences", "%s %s"), progress, stake);
    }

  return g_steal_pointer (&progress);
}

static void
update_goal (BalutSheetView            *self,
             BalutVariant               variant,
             BalutCategory              category,
             const BalutCategoryPoints *cp)
{
  GoalState state = goal_state (category, cp);
  GtkWidget *row = self->rows[category];
  g_autofree char *text = format_goal (category, cp);
  g_autofree char *description = describe_goal (variant, category, cp, state);

  if (g_strcmp0 (gtk_label_get_text (self->progress[category]), text) != 0)
    gtk_label_set_text (self->progress[category], text);

  /* the marks are icons of a fixed size, never a glyph of a fallback
   * font that could make the line taller */
  switch (state)
    {
    case GOAL_MET:
      gtk_image_set_from_icon_name (self->goals[category], "object-select-symbolic");
      break;
    case GOAL_MISSED:
      gtk_image_set_from_icon_name (self->goals[category], "window-close-symbolic");
      break;
    case GOAL_OPEN:
    default:
      gtk_image_clear (self->goals[category]);
      break;
    }
  if (state == GOAL_MET)
    gtk_widget_add_css_class (row, "met");
  else
    gtk_widget_remove_css_class (row, "met");
  if (state == GOAL_MISSED)
    gtk_widget_add_css_class (row, "missed");
  else
    gtk_widget_remove_css_class (row, "missed");

  if (g_strcmp0 (self->goal_text[category], description) == 0)
    return;

  /* the row says its goal and where it stands; so does every box of it,
   * after its own name, and the goal's tooltip */
  {
    g_autofree char *condition = describe_condition (variant, category);
    /* Translators: the accessible description of a category's row on the
     * sheet: its goal, then where it stands, e.g. "52 or more in the four
     * boxes: 2 points. So far 40 of 52." */
    g_autofree char *row_text = g_strdup_printf (C_("sheet row description", "%s. %s"), condition, description);

    gtk_accessible_update_property (GTK_ACCESSIBLE (row),
                                    GTK_ACCESSIBLE_PROPERTY_LABEL, balut_category_get_label (category),
                                    GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, row_text,
                                    -1);
  }
  balut_widget_describe (GTK_WIDGET (self->progress[category]), description, FALSE);
  for (guint b = 0; b < BALUT_N_COLUMNS; b++)
    if (self->boxes[category][b] != NULL)
      gtk_accessible_update_property (GTK_ACCESSIBLE (self->boxes[category][b]),
                                      GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, description,
                                      -1);
  g_free (self->goal_text[category]);
  self->goal_text[category] = g_steal_pointer (&description);
}

/* @show_preview: this box shows what the dice would score here; the
 * other legal boxes of its category say it only to screen readers and
 * in their tooltips (the boxes of a category score the same dice the
 * same: one number a category is enough to choose) */
static void
update_box (BalutSheetView *self,
            BalutCategory   category,
            guint           box,
            gint            preview,
            gboolean        show_preview,
            gboolean        olathe_next)
{
  GtkWidget *button = self->boxes[category][box];
  GtkWidget *label = gtk_button_get_child (GTK_BUTTON (button));
  g_autofree char *name = box_name (category, box);
  g_autofree char *text = NULL;
  g_autofree char *a11y = NULL;
  gint value = balut_scoresheet_get_box (self->sheet, category, box);

  gtk_widget_remove_css_class (button, "preview");
  gtk_widget_remove_css_class (button, "shows-preview");
  gtk_widget_remove_css_class (button, "filled");
  gtk_widget_remove_css_class (button, "struck");
  gtk_widget_remove_css_class (button, "next");
  gtk_widget_remove_css_class (button, "hint");
  gtk_widget_remove_css_class (button, "hint-if-stopping");
  gtk_widget_remove_css_class (button, "entered");

  if (value != BALUT_BOX_EMPTY)
    {
      if (value == 0)
        {
          text = g_strdup ("–");
          /* Translators: a box entered with a roll that scores nothing */
          a11y = g_strdup_printf (_("%s: struck"), name);
          gtk_widget_add_css_class (button, "struck");
        }
      else
        {
          text = g_strdup_printf ("%d", value);
          a11y = g_strdup_printf (_("%s: %d"), name, value);
        }
      gtk_widget_add_css_class (button, "filled");
    }
  else
    {
      if (preview > 0)
        {
          text = show_preview ? g_strdup_printf ("%d", preview) : g_strdup ("");
          a11y = g_strdup_printf (_("%s: would score %d"), name, preview);
          gtk_widget_add_css_class (button, "preview");
        }
      else if (preview == 0)
        {
          /* "0", not the "–" of a struck box: a preview must not look
           * like an entry */
          text = show_preview ? g_strdup ("0") : g_strdup ("");
          a11y = g_strdup_printf (_("%s: would be struck"), name);
          gtk_widget_add_css_class (button, "preview");
        }
      else if (!balut_scoresheet_is_legal (self->sheet, category, box)
               && balut_scoresheet_get_variant (self->sheet) == BALUT_VARIANT_JACKPOT
               && box < BALUT_N_REGULAR)
        {
          text = g_strdup ("");
          a11y = g_strdup_printf (_("%s: empty; it can be filled once the Jackpot box is filled or struck"), name);
        }
      else
        {
          text = g_strdup ("");
          a11y = g_strdup_printf (_("%s: empty"), name);
        }

      if (preview >= 0 && show_preview)
        gtk_widget_add_css_class (button, "shows-preview");
      if (olathe_next)
        gtk_widget_add_css_class (button, "next");
    }

  if (self->has_hint && self->hint_player == self->player
      && self->hint_box.category == category && self->hint_box.box == box)
    {
      char *hinted;

      gtk_widget_add_css_class (button, "hint");
      if (self->hint_if_stopping)
        {
          gtk_widget_add_css_class (button, "hint-if-stopping");
          /* Translators: a box's accessible name while the hint advises
           * to throw again and names this box for stopping now, e.g.
           * "Sixes, box 2: would score 18, the hint's box if you stop now" */
          hinted = g_strdup_printf (_("%s, the hint’s box if you stop now"), a11y);
        }
      else
        /* Translators: a box's accessible name while the hint suggests it,
         * e.g. "Sixes, box 2: would score 18, suggested by the hint" */
        hinted = g_strdup_printf (_("%s, suggested by the hint"), a11y);
      g_free (a11y);
      a11y = hinted;
    }

  if (self->has_mark && self->mark_player == self->player
      && self->mark_box.category == category && self->mark_box.box == box)
    {
      char *marked;

      gtk_widget_add_css_class (button, "entered");
      /* Translators: the accessible name of a box a computer player has
       * just filled, e.g. "Sixes, box 2: 24, just entered" */
      marked = g_strdup_printf (_("%s, just entered"), a11y);
      g_free (a11y);
      a11y = marked;
    }

  if (g_strcmp0 (gtk_label_get_text (GTK_LABEL (label)), text) != 0)
    gtk_label_set_text (GTK_LABEL (label), text);
  gtk_widget_set_sensitive (button, preview >= 0);

  balut_widget_describe (button, a11y, TRUE);
}

/* A value of the foot: the text, and what a screen reader says for "–" */
static void
set_foot_value (GtkLabel   *label,
                const char *text,
                gboolean    started)
{
  if (g_strcmp0 (gtk_label_get_text (label), text) != 0)
    gtk_label_set_text (label, text);
  if (started)
    gtk_accessible_reset_property (GTK_ACCESSIBLE (label), GTK_ACCESSIBLE_PROPERTY_LABEL);
  else
    gtk_accessible_update_property (GTK_ACCESSIBLE (label),
                                    /* Translators: what a screen reader says for
                                     * the "–" of the final points (and the
                                     * bracket's points) of a sheet with no
                                     * box filled yet */
                                    GTK_ACCESSIBLE_PROPERTY_LABEL, _("No points yet"),
                                    -1);
}

static void
refresh (BalutSheetView *self)
{
  const BalutPoints *points;
  BalutVariant variant;
  gboolean jackpot, in_turn = FALSE, has_next = FALSE, started;
  guint8 dice[BALUT_N_DICE] = { 1, 1, 1, 1, 1 };
  BalutBox next = { 0, 0 };
  guint low, high;
  g_autofree char *bracket_text = NULL;
  g_autofree char *bracket_points = NULL;
  g_autofree char *final_text = NULL;
  g_autofree char *total_text = NULL;

  if (self->sheet == NULL)
    return;

  variant = balut_scoresheet_get_variant (self->sheet);
  jackpot = balut_variant_has_jackpot (variant);
  points = balut_scoresheet_get_points (self->sheet);
  started = balut_scoresheet_get_n_filled (self->sheet) > 0;

  if (self->game != NULL
      && self->playable
      && balut_game_get_state (self->game) == BALUT_GAME_STATE_IN_TURN
      && balut_game_get_current_player (self->game) == self->player)
    {
      in_turn = TRUE;
      balut_dice_get_values (balut_game_get_dice (self->game), dice);
    }

  if (variant == BALUT_VARIANT_OLATHE && self->game != NULL
      && self->playable
      && !balut_game_is_finished (self->game)
      && balut_game_get_current_player (self->game) == self->player)
    has_next = balut_scoresheet_get_next_box (self->sheet, &next);

  gtk_widget_set_visible (self->jackpot_header, jackpot);

  for (guint c = 0; c < BALUT_N_CATEGORIES; c++)
    {
      const BalutCategoryPoints *cp = &points->categories[c];
      g_autofree char *sum = g_strdup_printf ("%u", cp->sum);
      g_autofree char *pts = balut_format_points (cp->points);
      g_autofree char *condition = describe_condition (variant, c);
      gint previews[BALUT_N_COLUMNS];
      gint shown = -1;

      /* what the dice would score in each legal box */
      for (guint b = 0; b < BALUT_N_COLUMNS; b++)
        {
          previews[b] = -1;
          if (in_turn && self->boxes[c][b] != NULL && (b < BALUT_N_REGULAR || jackpot))
            previews[b] = balut_scoresheet_preview (self->sheet, c, b, dice);
        }

      /* the one ordinary box that shows it: the hint's, else the one a
       * click would fill first; the Jackpot box (J2 scores differently)
       * shows its own */
      if (self->has_hint && self->hint_player == self->player && self->hint_box.category == c
          && self->hint_box.box < BALUT_N_REGULAR && previews[self->hint_box.box] >= 0)
        shown = (gint) self->hint_box.box;
      for (guint b = 0; b < BALUT_N_REGULAR && shown < 0; b++)
        if (previews[b] >= 0)
          shown = (gint) b;

      for (guint b = 0; b < BALUT_N_COLUMNS; b++)
        {
          if (self->boxes[c][b] == NULL)
            continue;
          if (b == BALUT_BOX_JACKPOT)
            {
              gtk_widget_set_visible (self->boxes[c][b], jackpot);
              if (!jackpot)
                continue;
            }
          update_box (self, c, b, previews[b],
                      !self->rolling && (b == BALUT_BOX_JACKPOT || (gint) b == shown),
                      has_next && next.category == c && next.box == b);
        }

      if (g_strcmp0 (gtk_label_get_text (self->sums[c]), sum) != 0)
        gtk_label_set_text (self->sums[c], sum);
      if (g_strcmp0 (gtk_label_get_text (self->points[c]), pts) != 0)
        gtk_label_set_text (self->points[c], pts);
      balut_widget_describe (GTK_WIDGET (self->category_labels[c]), condition, FALSE);
      update_goal (self, variant, c, cp);

      if (cp->condition_met)
        gtk_widget_add_css_class (GTK_WIDGET (self->points[c]), "met");
      else
        gtk_widget_remove_css_class (GTK_WIDGET (self->points[c]), "met");
    }

  balut_rules_bracket_range (points->bracket_points, &low, &high);
  total_text = g_strdup_printf ("%u", points->score_total);
  /* Translators: the bracket of the score total, e.g. "Bracket 400–449" */
  bracket_text = g_strdup_printf (_("Bracket %u–%u"), low, high);
  /* before a first entry there are no points to show: "–", not the −2
   * of an empty sheet's bracket (R20) */
  bracket_points = started ? balut_format_points (points->bracket_points) : g_strdup ("–");
  final_text = started ? balut_format_points (points->final_points) : g_strdup ("–");

  if (g_strcmp0 (gtk_label_get_text (self->total_value), total_text) != 0)
    gtk_label_set_text (self->total_value, total_text);
  if (g_strcmp0 (gtk_label_get_text (self->bracket_caption), bracket_text) != 0)
    gtk_label_set_text (self->bracket_caption, bracket_text);
  set_foot_value (self->bracket_value, bracket_points, started);
  set_foot_value (self->final_value, final_text, started);
}

/* ------------------------------------------------------------------ */
/* Layout                                                              */
/* ------------------------------------------------------------------ */

static int
natural_size (GtkWidget      *widget,
              GtkOrientation  orientation,
              int             for_size)
{
  int natural = 0;

  if (gtk_widget_should_layout (widget))
    gtk_widget_measure (widget, orientation, for_size, NULL, &natural, NULL, NULL);
  return natural;
}

static int
minimum_size (GtkWidget      *widget,
              GtkOrientation  orientation,
              int             for_size)
{
  int minimum = 0;

  if (gtk_widget_should_layout (widget))
    gtk_widget_measure (widget, orientation, for_size, &minimum, NULL, NULL, NULL);
  return minimum;
}

/* The widest the bracket's caption can be, whatever the score total
 * (R20): the sheet's width must not follow it from turn to turn. */
static int
bracket_caption_width (BalutSheetView *self)
{
  GtkWidget *caption = GTK_WIDGET (self->bracket_caption);
  int width, current;

  pango_layout_get_pixel_size (gtk_label_get_layout (self->bracket_caption), &current, NULL);
  width = natural_size (caption, GTK_ORIENTATION_HORIZONTAL, -1) - current;
  for (gint points = -2; points <= 6; points++)
    {
      guint low, high;
      g_autofree char *text = NULL;
      g_autoptr(PangoLayout) layout = NULL;
      int text_width;

      balut_rules_bracket_range (points, &low, &high);
      text = g_strdup_printf (_("Bracket %u–%u"), low, high);
      layout = gtk_widget_create_pango_layout (caption, text);
      pango_layout_get_pixel_size (layout, &text_width, NULL);
      current = MAX (current, text_width);
    }
  return width + current;
}

/* The widths of the sheet's content (the headings', the rows' and the
 * foot's), and what the scroller needs beside them for a scrollbar that
 * is not an overlay (the desktop's "always show scrollbars") */
static void
measure_widths (BalutSheetView *self,
                int            *content_min,
                int            *content_nat,
                int            *extra)
{
  int spacing = gtk_grid_get_column_spacing (GTK_GRID (self->header_grid));
  int sum_width = natural_size (self->sum_header, GTK_ORIENTATION_HORIZONTAL, -1);
  int points_width = natural_size (self->points_header, GTK_ORIENTATION_HORIZONTAL, -1);
  int foot = 0, grid_nat;

  /* the foot's captions stand before the Sum or the Points column */
  foot = MAX (foot, natural_size (self->total_caption, GTK_ORIENTATION_HORIZONTAL, -1)
                    + spacing + sum_width + spacing + points_width);
  foot = MAX (foot, natural_size (self->summary_caption, GTK_ORIENTATION_HORIZONTAL, -1)
                    + spacing + sum_width + spacing + points_width);
  foot = MAX (foot, bracket_caption_width (self) + spacing + points_width);
  foot = MAX (foot, natural_size (self->final_caption, GTK_ORIENTATION_HORIZONTAL, -1)
                    + spacing + points_width);

  grid_nat = natural_size (GTK_WIDGET (self->grid), GTK_ORIENTATION_HORIZONTAL, -1);
  *content_min = MAX (MAX (minimum_size (self->header_grid, GTK_ORIENTATION_HORIZONTAL, -1),
                           minimum_size (GTK_WIDGET (self->grid), GTK_ORIENTATION_HORIZONTAL, -1)),
                      foot);
  *content_nat = MAX (MAX (natural_size (self->header_grid, GTK_ORIENTATION_HORIZONTAL, -1), grid_nat),
                      foot);
  *content_nat = MAX (*content_nat, *content_min);

  /* GtkScrolledWindow 4.8 does not count such a scrollbar in its width
   * (unless it is always shown); it takes it from its child's: room for
   * it beside the rows, whether or not they need it, so that the sheet's
   * width does not change with the rows it shows */
  {
    GtkWidget *bar = gtk_scrolled_window_get_vscrollbar (GTK_SCROLLED_WINDOW (self->scroller));
    int bar_width = 0;

    if (!gtk_widget_has_css_class (bar, "overlay-indicator"))
      gtk_widget_measure (bar, GTK_ORIENTATION_HORIZONTAL, -1, NULL, &bar_width, NULL, NULL);
    *extra = MAX (0, MAX (natural_size (self->scroller, GTK_ORIENTATION_HORIZONTAL, -1) - grid_nat, bar_width));
  }
}

/* The height of a line of the foot */
static int
foot_line_height (GtkWidget *caption,
                  GtkWidget *value,
                  GtkWidget *other_value)
{
  int height = MAX (natural_size (caption, GTK_ORIENTATION_VERTICAL, -1),
                    natural_size (value, GTK_ORIENTATION_VERTICAL, -1));

  if (other_value != NULL)
    height = MAX (height, natural_size (other_value, GTK_ORIENTATION_VERTICAL, -1));
  return height;
}

/* The foot's height: the whole of it, or its one line */
static int
foot_height (BalutSheetView *self,
             gboolean        compact)
{
  int height = FOOT_GAP + natural_size (self->foot_separator, GTK_ORIENTATION_VERTICAL, -1) + FOOT_GAP;

  if (compact)
    return height + foot_line_height (self->summary_caption, GTK_WIDGET (self->total_value),
                                      GTK_WIDGET (self->final_value));
  return height
         + foot_line_height (self->total_caption, GTK_WIDGET (self->total_value), NULL)
         + FOOT_ROW_SPACING
         + foot_line_height (GTK_WIDGET (self->bracket_caption), GTK_WIDGET (self->bracket_value), NULL)
         + FOOT_ROW_SPACING
         + foot_line_height (self->final_caption, GTK_WIDGET (self->final_value), NULL);
}

/* The height of the first @n_rows category rows in the grid @width wide,
 * with the grid's own padding; and of one row and its spacing */
static int
rows_height (BalutSheetView *self,
             int             width,
             guint           n_rows,
             int            *row_step)
{
  int spacing = gtk_grid_get_row_spacing (self->grid);
  int grid_height = natural_size (GTK_WIDGET (self->grid), GTK_ORIENTATION_VERTICAL, width);
  int all = 0, first = 0;

  for (guint c = 0; c < BALUT_N_CATEGORIES; c++)
    {
      int row = natural_size (self->rows[c], GTK_ORIENTATION_VERTICAL, -1);

      for (guint b = 0; b < BALUT_N_COLUMNS; b++)
        if (self->boxes[c][b] != NULL)
          row = MAX (row, natural_size (self->boxes[c][b], GTK_ORIENTATION_VERTICAL, -1));
      row = MAX (row, natural_size (GTK_WIDGET (self->sums[c]), GTK_ORIENTATION_VERTICAL, -1));
      row = MAX (row, natural_size (GTK_WIDGET (self->points[c]), GTK_ORIENTATION_VERTICAL, -1));
      all += row;
      if (c < n_rows)
        first += row;
      if (c == 0 && row_step != NULL)
        *row_step = row + spacing;
    }

  /* the grid's padding: what its height has beyond rows and spacing */
  return MAX (0, grid_height - all - (BALUT_N_CATEGORIES - 1) * spacing)
         + first + (MAX (n_rows, 1) - 1) * spacing;
}

static void
balut_sheet_view_measure (GtkWidget      *widget,
                          GtkOrientation  orientation,
                          int             for_size,
                          int            *minimum,
                          int            *natural,
                          int            *minimum_baseline,
                          int            *natural_baseline)
{
  BalutSheetView *self = BALUT_SHEET_VIEW (widget);
  int content_min, content_nat, extra;

  measure_widths (self, &content_min, &content_nat, &extra);

  if (orientation == GTK_ORIENTATION_HORIZONTAL)
    {
      *minimum = content_min + extra;
      *natural = content_nat + extra;
    }
  else
    {
      int width = for_size < 0 ? content_nat : CLAMP (for_size - extra, content_min, content_nat);
      int header = natural_size (self->header_grid, GTK_ORIENTATION_VERTICAL, width);

      /* at least the headings, five rows and the foot's one line */
      *minimum = header + rows_height (self, width, MIN_ROWS, NULL) + foot_height (self, TRUE);
      *natural = header + natural_size (GTK_WIDGET (self->grid), GTK_ORIENTATION_VERTICAL, width)
                 + foot_height (self, FALSE);
      *natural = MAX (*natural, *minimum);
    }
}

/* The column of the headings that a value of the foot stands under */
static graphene_rect_t
column_bounds (BalutSheetView *self,
               GtkWidget      *heading)
{
  graphene_rect_t bounds;

  if (!gtk_widget_compute_bounds (heading, GTK_WIDGET (self), &bounds))
    graphene_rect_init (&bounds, 0, 0, 0, 0);
  return bounds;
}

/* A caption of the foot: from the start of the content up to @column
 * (less the column spacing), on the right in a right-to-left language */
static void
place_caption (BalutSheetView        *self,
               GtkWidget             *caption,
               const graphene_rect_t *column,
               int                    content_x,
               int                    content_width,
               int                    y,
               int                    height)
{
  int spacing = gtk_grid_get_column_spacing (GTK_GRID (self->header_grid));
  int x, width;

  if (gtk_widget_get_direction (GTK_WIDGET (self)) == GTK_TEXT_DIR_RTL)
    {
      x = (int) (column->origin.x + column->size.width) + spacing;
      width = content_x + content_width - x;
    }
  else
    {
      x = content_x;
      width = (int) column->origin.x - spacing - content_x;
    }
  width = MAX (width, minimum_size (caption, GTK_ORIENTATION_HORIZONTAL, -1));
  gtk_widget_allocate (caption, width, height, -1,
                       gsk_transform_translate (NULL, &GRAPHENE_POINT_INIT (x, y)));
}

/* A value of the foot, centred in its column as the rows' values are */
static void
place_value (GtkWidget             *value,
             const graphene_rect_t *column,
             int                    y,
             int                    height)
{
  int width = MAX ((int) column->size.width, natural_size (value, GTK_ORIENTATION_HORIZONTAL, -1));
  int x = (int) column->origin.x + ((int) column->size.width - width) / 2;

  gtk_widget_allocate (value, width, height, -1,
                       gsk_transform_translate (NULL, &GRAPHENE_POINT_INIT (x, y)));
}

static void
layout_foot (BalutSheetView *self,
             int             x,
             int             y,
             int             width,
             gboolean        compact)
{
  graphene_rect_t sum = column_bounds (self, self->sum_header);
  graphene_rect_t pts = column_bounds (self, self->points_header);
  int separator = natural_size (self->foot_separator, GTK_ORIENTATION_VERTICAL, -1);
  int height;

  y += FOOT_GAP;
  gtk_widget_allocate (self->foot_separator, width, separator, -1,
                       gsk_transform_translate (NULL, &GRAPHENE_POINT_INIT (x, y)));
  y += separator + FOOT_GAP;

  /* the lines of one foot are shown, never the other's: set aside
   * (child-visible), they keep their place in the tree and in the
   * screen reader's reading of the sheet */
  gtk_widget_set_child_visible (self->total_caption, !compact);
  gtk_widget_set_child_visible (GTK_WIDGET (self->bracket_caption), !compact);
  gtk_widget_set_child_visible (GTK_WIDGET (self->bracket_value), !compact);
  gtk_widget_set_child_visible (self->final_caption, !compact);
  gtk_widget_set_child_visible (self->summary_caption, compact);

  if (compact)
    {
      height = foot_line_height (self->summary_caption, GTK_WIDGET (self->total_value),
                                 GTK_WIDGET (self->final_value));
      place_caption (self, self->summary_caption, &sum, x, width, y, height);
      place_value (GTK_WIDGET (self->total_value), &sum, y, height);
      place_value (GTK_WIDGET (self->final_value), &pts, y, height);
      return;
    }

  height = foot_line_height (self->total_caption, GTK_WIDGET (self->total_value), NULL);
  place_caption (self, self->total_caption, &sum, x, width, y, height);
  place_value (GTK_WIDGET (self->total_value), &sum, y, height);
  y += height + FOOT_ROW_SPACING;

  height = foot_line_height (GTK_WIDGET (self->bracket_caption), GTK_WIDGET (self->bracket_value), NULL);
  place_caption (self, GTK_WIDGET (self->bracket_caption), &pts, x, width, y, height);
  place_value (GTK_WIDGET (self->bracket_value), &pts, y, height);
  y += height + FOOT_ROW_SPACING;

  height = foot_line_height (self->final_caption, GTK_WIDGET (self->final_value), NULL);
  place_caption (self, self->final_caption, &pts, x, width, y, height);
  place_value (GTK_WIDGET (self->final_value), &pts, y, height);
}

static void
balut_sheet_view_size_allocate (GtkWidget *widget,
                                int        width,
                                int        height,
                                int        baseline)
{
  BalutSheetView *self = BALUT_SHEET_VIEW (widget);
  int content_min, content_nat, extra, content_width, x, content_x;
  int header, grid, body, row_step = 0;
  gboolean compact;

  measure_widths (self, &content_min, &content_nat, &extra);
  content_width = CLAMP (width - extra, content_min, content_nat);
  /* wider than the sheet: the sheet in the middle */
  x = MAX (0, (width - content_width - extra) / 2);
  content_x = x + (gtk_widget_get_direction (widget) == GTK_TEXT_DIR_RTL ? extra : 0);

  header = natural_size (self->header_grid, GTK_ORIENTATION_VERTICAL, content_width);
  grid = natural_size (GTK_WIDGET (self->grid), GTK_ORIENTATION_VERTICAL, content_width);
  rows_height (self, content_width, 1, &row_step);

  /* the whole foot when every row fits with it; else its one line, and
   * the rows scrolled in what is left */
  compact = height < header + grid + foot_height (self, FALSE);
  body = compact ? MAX (0, height - header - foot_height (self, TRUE)) : grid;
  self->compact = compact;

  gtk_widget_allocate (self->header_grid, content_width, header, -1,
                       gsk_transform_translate (NULL, &GRAPHENE_POINT_INIT (content_x, 0)));

  self->body->content_width = content_width;
  self->body->row_step = row_step;
  gtk_widget_allocate (self->scroller, content_width + extra, body, -1,
                       gsk_transform_translate (NULL, &GRAPHENE_POINT_INIT (x, header)));

  layout_foot (self, content_x, header + body, content_width, compact);
}

/* The desktop's scrollbars changed between overlaid and beside */
static void
scrollbar_classes_cb (BalutSheetView *self)
{
  gtk_widget_queue_resize (GTK_WIDGET (self));
}

/* The keyboard focus on a box: the box in view */
static void
focus_widget_cb (BalutSheetView *self)
{
  GtkWidget *focus = self->root != NULL ? gtk_root_get_focus (self->root) : NULL;

  if (focus != NULL && gtk_widget_is_ancestor (focus, GTK_WIDGET (self->body)))
    balut_sheet_body_reveal (self->body, focus);
}

static void
balut_sheet_view_root (GtkWidget *widget)
{
  BalutSheetView *self = BALUT_SHEET_VIEW (widget);

  GTK_WIDGET_CLASS (balut_sheet_view_parent_class)->root (widget);

  self->root = gtk_widget_get_root (widget);
  g_signal_connect_swapped (self->root, "notify::focus-widget", G_CALLBACK (focus_widget_cb), self);
}

static void
balut_sheet_view_unroot (GtkWidget *widget)
{
  BalutSheetView *self = BALUT_SHEET_VIEW (widget);

  if (self->root != NULL)
    g_signal_handlers_disconnect_by_func (self->root, focus_widget_cb, self);
  self->root = NULL;

  GTK_WIDGET_CLASS (balut_sheet_view_parent_class)->unroot (widget);
}

/* ------------------------------------------------------------------ */
/* The game                                                            */
/* ------------------------------------------------------------------ */

static void
changed_cb (BalutSheetView *self)
{
  refresh (self);
}

static void
box_clicked_cb (BalutSheetView *self,
                GtkButton      *button)
{
  for (guint c = 0; c < BALUT_N_CATEGORIES; c++)
    for (guint b = 0; b < BALUT_N_COLUMNS; b++)
      if (self->boxes[c][b] == GTK_WIDGET (button))
        {
          g_signal_emit (self, signals[BOX_ACTIVATED], 0, (BalutCategory) c, b);
          return;
        }
}

static void
set_sheet (BalutSheetView  *self,
           BalutScoresheet *sheet)
{
  if (self->sheet == sheet)
    return;

  g_set_object (&self->sheet, sheet);
  g_signal_group_set_target (self->sheet_signals, sheet);
}

static void
update_sheet (BalutSheetView *self)
{
  BalutScoresheet *sheet = NULL;

  if (self->game != NULL && self->player < balut_game_get_n_players (self->game))
    sheet = balut_player_get_sheet (balut_game_get_player (self->game, self->player));

  set_sheet (self, sheet);
  refresh (self);
}

static void
balut_sheet_view_dispose (GObject *object)
{
  BalutSheetView *self = BALUT_SHEET_VIEW (object);
  GtkWidget *child;

  set_sheet (self, NULL);
  g_clear_object (&self->sheet_signals);
  if (self->game_signals != NULL)
    g_signal_group_set_target (self->game_signals, NULL);
  g_clear_object (&self->game_signals);
  g_clear_object (&self->game);
  for (guint i = 0; i < N_SHEET_COLUMNS; i++)
    g_clear_object (&self->columns[i]);

  gtk_widget_dispose_template (GTK_WIDGET (self), BALUT_TYPE_SHEET_VIEW);
  /* the children are the view's own, laid out by it */
  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self))) != NULL)
    gtk_widget_unparent (child);

  G_OBJECT_CLASS (balut_sheet_view_parent_class)->dispose (object);
}

static void
balut_sheet_view_finalize (GObject *object)
{
  BalutSheetView *self = BALUT_SHEET_VIEW (object);

  for (guint c = 0; c < BALUT_N_CATEGORIES; c++)
    g_free (self->goal_text[c]);

  G_OBJECT_CLASS (balut_sheet_view_parent_class)->finalize (object);
}

static void
balut_sheet_view_get_property (GObject    *object,
                               guint       prop_id,
                               GValue     *value,
                               GParamSpec *pspec)
{
  BalutSheetView *self = BALUT_SHEET_VIEW (object);

  switch (prop_id)
    {
    case PROP_GAME:
      g_value_set_object (value, self->game);
      break;
    case PROP_PLAYER:
      g_value_set_uint (value, self->player);
      break;
    case PROP_PLAYABLE:
      g_value_set_boolean (value, self->playable);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
balut_sheet_view_set_property (GObject      *object,
                               guint         prop_id,
                               const GValue *value,
                               GParamSpec   *pspec)
{
  BalutSheetView *self = BALUT_SHEET_VIEW (object);

  switch (prop_id)
    {
    case PROP_GAME:
      balut_sheet_view_set_game (self, g_value_get_object (value));
      break;
    case PROP_PLAYER:
      balut_sheet_view_set_player (self, g_value_get_uint (value));
      break;
    case PROP_PLAYABLE:
      balut_sheet_view_set_playable (self, g_value_get_boolean (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
balut_sheet_view_class_init (BalutSheetViewClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = balut_sheet_view_dispose;
  object_class->finalize = balut_sheet_view_finalize;
  object_class->get_property = balut_sheet_view_get_property;
  object_class->set_property = balut_sheet_view_set_property;
  widget_class->measure = balut_sheet_view_measure;
  widget_class->size_allocate = balut_sheet_view_size_allocate;
  widget_class->root = balut_sheet_view_root;
  widget_class->unroot = balut_sheet_view_unroot;

  properties[PROP_GAME] =
    g_param_spec_object ("game", NULL, NULL,
                         BALUT_TYPE_GAME,
                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_PLAYER] =
    g_param_spec_uint ("player", NULL, NULL,
                       0, BALUT_MAX_PLAYERS - 1, 0,
                       G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_PLAYABLE] =
    g_param_spec_boolean ("playable", NULL, NULL, FALSE,
                          G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  /**
   * BalutSheetView::box-activated:
   * @category: the category
   * @box: the box, 0–3 or BALUT_BOX_JACKPOT
   *
   * The player chose a legal box for the dice.
   */
  signals[BOX_ACTIVATED] =
    g_signal_new ("box-activated",
                  G_TYPE_FROM_CLASS (klass),
                  G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL,
                  G_TYPE_NONE, 2, BALUT_TYPE_CATEGORY, G_TYPE_UINT);

  /* the template names it */
  g_type_ensure (BALUT_TYPE_SHEET_BODY);

  gtk_widget_class_set_template_from_resource (widget_class, "/io/github/balut/Balut/balut-sheet-view.ui");
  gtk_widget_class_bind_template_child (widget_class, BalutSheetView, body);
  gtk_widget_class_bind_template_child (widget_class, BalutSheetView, bracket_caption);
  gtk_widget_class_bind_template_child (widget_class, BalutSheetView, bracket_value);
  gtk_widget_class_bind_template_child (widget_class, BalutSheetView, final_caption);
  gtk_widget_class_bind_template_child (widget_class, BalutSheetView, final_value);
  gtk_widget_class_bind_template_child (widget_class, BalutSheetView, foot_separator);
  gtk_widget_class_bind_template_child (widget_class, BalutSheetView, grid);
  gtk_widget_class_bind_template_child (widget_class, BalutSheetView, header_corner);
  gtk_widget_class_bind_template_child (widget_class, BalutSheetView, header_grid);
  gtk_widget_class_bind_template_child (widget_class, BalutSheetView, jackpot_header);
  gtk_widget_class_bind_template_child (widget_class, BalutSheetView, points_header);
  gtk_widget_class_bind_template_child (widget_class, BalutSheetView, scroller);
  gtk_widget_class_bind_template_child (widget_class, BalutSheetView, sum_header);
  gtk_widget_class_bind_template_child (widget_class, BalutSheetView, summary_caption);
  gtk_widget_class_bind_template_child (widget_class, BalutSheetView, total_caption);
  gtk_widget_class_bind_template_child (widget_class, BalutSheetView, total_value);

  /* The boxes and labels of every category, fetched by name in init */
  for (guint c = 0; c < BALUT_N_CATEGORIES; c++)
    {
      const char *prefixes[] = { "row_", "label_", "progress_", "goal_", "sum_", "points_" };

      for (guint i = 0; i < G_N_ELEMENTS (prefixes); i++)
        {
          g_autofree char *id = g_strconcat (prefixes[i], category_ids[c], NULL);
          gtk_widget_class_bind_template_child_full (widget_class, id, FALSE, 0);
        }

      for (guint b = 0; b < BALUT_N_COLUMNS; b++)
        {
          g_autofree char *id = NULL;

          if (b == BALUT_BOX_JACKPOT && c == BALUT_CATEGORY_BALUT)
            continue;   /* J1 */
          id = b == BALUT_BOX_JACKPOT
               ? g_strdup_printf ("box_%s_jackpot", category_ids[c])
               : g_strdup_printf ("box_%s_%u", category_ids[c], b);
          gtk_widget_class_bind_template_child_full (widget_class, id, FALSE, 0);
        }
    }

  gtk_widget_class_set_css_name (widget_class, "sheetview");
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_GROUP);
}

/* The columns of the headings and of the rows, one width each */
static void
add_to_columns (BalutSheetView *self,
                GtkGrid        *grid)
{
  for (GtkWidget *child = gtk_widget_get_first_child (GTK_WIDGET (grid)); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      int column, width;

      gtk_grid_query_child (grid, child, &column, NULL, &width, NULL);
      if (width == 1 && column >= 0 && column < N_SHEET_COLUMNS)
        gtk_size_group_add_widget (self->columns[column], child);
    }
}

static void
balut_sheet_view_init (BalutSheetView *self)
{
  static const char * const game_signals[] = {
    "notify::state", "notify::current-player", "notify::n-throws", "entered",
  };
  GtkWidget *widget = GTK_WIDGET (self);

  gtk_widget_init_template (widget);

  /* the game's and the sheet's changes, connected once for every game */
  self->game_signals = g_signal_group_new (BALUT_TYPE_GAME);
  for (guint i = 0; i < G_N_ELEMENTS (game_signals); i++)
    g_signal_group_connect_swapped (self->game_signals, game_signals[i], G_CALLBACK (changed_cb), self);
  self->sheet_signals = g_signal_group_new (BALUT_TYPE_SCORESHEET);
  g_signal_group_connect_swapped (self->sheet_signals, "changed", G_CALLBACK (changed_cb), self);

  g_signal_connect_object (gtk_scrolled_window_get_vscrollbar (GTK_SCROLLED_WINDOW (self->scroller)),
                           "notify::css-classes", G_CALLBACK (scrollbar_classes_cb), self, G_CONNECT_SWAPPED);

  for (guint i = 0; i < N_SHEET_COLUMNS; i++)
    self->columns[i] = gtk_size_group_new (GTK_SIZE_GROUP_HORIZONTAL);
  add_to_columns (self, GTK_GRID (self->header_grid));
  add_to_columns (self, self->grid);
  /* the foot's values stand in the Sum and Points columns, which are as
   * wide as they are (the final points' larger figures too) */
  gtk_size_group_add_widget (self->columns[SUM_COLUMN], GTK_WIDGET (self->total_value));
  gtk_size_group_add_widget (self->columns[POINTS_COLUMN], GTK_WIDGET (self->bracket_value));
  gtk_size_group_add_widget (self->columns[POINTS_COLUMN], GTK_WIDGET (self->final_value));

  for (guint c = 0; c < BALUT_N_CATEGORIES; c++)
    {
      g_autofree char *row = g_strdup_printf ("row_%s", category_ids[c]);
      g_autofree char *label = g_strdup_printf ("label_%s", category_ids[c]);
      g_autofree char *progress = g_strdup_printf ("progress_%s", category_ids[c]);
      g_autofree char *goal = g_strdup_printf ("goal_%s", category_ids[c]);
      g_autofree char *sum = g_strdup_printf ("sum_%s", category_ids[c]);
      g_autofree char *points = g_strdup_printf ("points_%s", category_ids[c]);

      self->rows[c] = GTK_WIDGET (gtk_widget_get_template_child (widget, BALUT_TYPE_SHEET_VIEW, row));
      self->category_labels[c] = GTK_LABEL (gtk_widget_get_template_child (widget, BALUT_TYPE_SHEET_VIEW, label));
      self->progress[c] = GTK_LABEL (gtk_widget_get_template_child (widget, BALUT_TYPE_SHEET_VIEW, progress));
      self->goals[c] = GTK_IMAGE (gtk_widget_get_template_child (widget, BALUT_TYPE_SHEET_VIEW, goal));
      self->sums[c] = GTK_LABEL (gtk_widget_get_template_child (widget, BALUT_TYPE_SHEET_VIEW, sum));
      self->points[c] = GTK_LABEL (gtk_widget_get_template_child (widget, BALUT_TYPE_SHEET_VIEW, points));

      for (guint b = 0; b < BALUT_N_COLUMNS; b++)
        {
          g_autofree char *id = b == BALUT_BOX_JACKPOT
                                ? g_strdup_printf ("box_%s_jackpot", category_ids[c])
                                : g_strdup_printf ("box_%s_%u", category_ids[c], b);
          GObject *button = gtk_widget_get_template_child (widget, BALUT_TYPE_SHEET_VIEW, id);

          if (button == NULL)
            continue;   /* Balut has no Jackpot box (J1) */

          self->boxes[c][b] = GTK_WIDGET (button);
          g_signal_connect_object (button, "clicked", G_CALLBACK (box_clicked_cb),
                                   self, G_CONNECT_SWAPPED);
          gtk_widget_set_sensitive (self->boxes[c][b], FALSE);
        }
    }
}

GtkWidget *
balut_sheet_view_new (void)
{
  return g_object_new (BALUT_TYPE_SHEET_VIEW, NULL);
}

BalutGame *
balut_sheet_view_get_game (BalutSheetView *self)
{
  g_return_val_if_fail (BALUT_IS_SHEET_VIEW (self), NULL);
  return self->game;
}

void
balut_sheet_view_set_game (BalutSheetView *self,
                           BalutGame      *game)
{
  g_return_if_fail (BALUT_IS_SHEET_VIEW (self));
  g_return_if_fail (game == NULL || BALUT_IS_GAME (game));

  if (self->game == game)
    return;

  g_set_object (&self->game, game);
  g_signal_group_set_target (self->game_signals, game);
  self->player = 0;
  self->has_hint = FALSE;
  self->has_mark = FALSE;
  /* a new game starts at the top of the sheet */
  gtk_adjustment_set_value (gtk_scrolled_window_get_vadjustment (GTK_SCROLLED_WINDOW (self->scroller)), 0);

  update_sheet (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_GAME]);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_PLAYER]);
}

guint
balut_sheet_view_get_player (BalutSheetView *self)
{
  g_return_val_if_fail (BALUT_IS_SHEET_VIEW (self), 0);
  return self->player;
}

/* Shows the sheet of seat @player, scrolled as the last one was: the
 * same boxes stay under the pointer. */
void
balut_sheet_view_set_player (BalutSheetView *self,
                             guint           player)
{
  g_return_if_fail (BALUT_IS_SHEET_VIEW (self));

  if (self->player == player)
    return;

  self->player = player;
  update_sheet (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_PLAYER]);
}

/**
 * balut_sheet_view_set_rolling:
 * @rolling: whether the dice are still tumbling on the screen
 *
 * While the dice tumble, no box shows what they would score: a preview
 * would give the throw away before the dice land. The boxes keep their
 * size, state and focus.
 */
void
balut_sheet_view_set_rolling (BalutSheetView *self,
                              gboolean        rolling)
{
  g_return_if_fail (BALUT_IS_SHEET_VIEW (self));

  rolling = !!rolling;
  if (self->rolling == rolling)
    return;
  self->rolling = rolling;
  refresh (self);
}

gboolean
balut_sheet_view_get_playable (BalutSheetView *self)
{
  g_return_val_if_fail (BALUT_IS_SHEET_VIEW (self), FALSE);
  return self->playable;
}

/* Whether the person at the screen may choose boxes now: previews show
 * and legal boxes can be clicked only then (not on a computer's turn). */
void
balut_sheet_view_set_playable (BalutSheetView *self,
                               gboolean        playable)
{
  g_return_if_fail (BALUT_IS_SHEET_VIEW (self));

  playable = !!playable;
  if (self->playable == playable)
    return;

  self->playable = playable;
  refresh (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_PLAYABLE]);
}

/**
 * balut_sheet_view_get_box:
 *
 * Returns: (transfer none) (nullable): the button of a box
 */
GtkWidget *
balut_sheet_view_get_box (BalutSheetView *self,
                          BalutCategory   category,
                          guint           box)
{
  g_return_val_if_fail (BALUT_IS_SHEET_VIEW (self), NULL);
  g_return_val_if_fail (category < BALUT_N_CATEGORIES, NULL);
  g_return_val_if_fail (box < BALUT_N_COLUMNS, NULL);

  return self->boxes[category][box];
}

/**
 * balut_sheet_view_get_value_label:
 * @name: "sum_fours", "points_sixes", "progress_fours", "total_value",
 *   "bracket_value", "final_value", …
 *
 * Returns: (transfer none) (nullable): a label of the sheet, for tests
 */
GtkWidget *
balut_sheet_view_get_value_label (BalutSheetView *self,
                                  const char     *name)
{
  g_return_val_if_fail (BALUT_IS_SHEET_VIEW (self), NULL);
  return GTK_WIDGET (gtk_widget_get_template_child (GTK_WIDGET (self), BALUT_TYPE_SHEET_VIEW, name));
}

/**
 * balut_sheet_view_set_hint:
 * @player: the seat whose sheet it is
 * @box: (nullable): the box the hint suggests, or %NULL for none
 * @if_stopping: the hint advises to throw again, and @box is only
 *   where to enter the dice if the player stops now
 *
 * Marks the box (the CSS class "hint", with "hint-if-stopping" a
 * lighter, dashed mark; and its accessible name) while that seat's
 * sheet is shown. The box shows what it would score, in place of the
 * category's first legal box.
 */
void
balut_sheet_view_set_hint (BalutSheetView *self,
                           guint           player,
                           const BalutBox *box,
                           gboolean        if_stopping)
{
  g_return_if_fail (BALUT_IS_SHEET_VIEW (self));

  if (box == NULL && !self->has_hint)
    return;

  self->has_hint = box != NULL;
  self->hint_player = player;
  self->hint_if_stopping = box != NULL && if_stopping;
  if (box != NULL)
    self->hint_box = *box;
  refresh (self);
}

/**
 * balut_sheet_view_set_mark:
 * @player: the seat whose sheet it is
 * @box: (nullable): the box just entered, or %NULL for none
 *
 * Marks a box a computer player has just filled (the CSS class
 * "entered", and its accessible name) while that seat's sheet is shown.
 * It does not scroll: balut_sheet_view_scroll_to_box() does.
 */
void
balut_sheet_view_set_mark (BalutSheetView *self,
                           guint           player,
                           const BalutBox *box)
{
  g_return_if_fail (BALUT_IS_SHEET_VIEW (self));

  if (box == NULL && !self->has_mark)
    return;

  self->has_mark = box != NULL;
  self->mark_player = player;
  if (box != NULL)
    self->mark_box = *box;
  refresh (self);
}

/**
 * balut_sheet_view_scroll_to_box:
 * @category: the category
 * @box: the box, 0–3 or BALUT_BOX_JACKPOT
 *
 * Brings a box into view when the rows are scrolled (a sheet with less
 * room than it would like), by as little as it takes: a computer's
 * entry as it is announced, say. Nothing moves when the box is in view
 * already. The keyboard focus brings its box into view by itself.
 */
void
balut_sheet_view_scroll_to_box (BalutSheetView *self,
                                BalutCategory   category,
                                guint           box)
{
  g_return_if_fail (BALUT_IS_SHEET_VIEW (self));
  g_return_if_fail (category < BALUT_N_CATEGORIES);
  g_return_if_fail (box < BALUT_N_COLUMNS);

  if (self->boxes[category][box] == NULL || !gtk_widget_get_visible (self->boxes[category][box]))
    return;
  balut_sheet_body_reveal (self->body, self->boxes[category][box]);
}

/**
 * balut_sheet_view_get_compact:
 *
 * Returns: whether the sheet is short of room: its rows scroll between
 *   the headings and the foot, which is one line (the score total and
 *   the final points) instead of three
 */
gboolean
balut_sheet_view_get_compact (BalutSheetView *self)
{
  g_return_val_if_fail (BALUT_IS_SHEET_VIEW (self), FALSE);
  return self->compact;
}

/**
 * balut_sheet_view_get_vadjustment:
 *
 * Returns: (transfer none): the scrolling of the category rows
 */
GtkAdjustment *
balut_sheet_view_get_vadjustment (BalutSheetView *self)
{
  g_return_val_if_fail (BALUT_IS_SHEET_VIEW (self), NULL);
  return gtk_scrolled_window_get_vadjustment (GTK_SCROLLED_WINDOW (self->scroller));
}

/* Moves the keyboard focus to the first box that can take the dice. */
gboolean
balut_sheet_view_focus_first_legal (BalutSheetView *self)
{
  g_return_val_if_fail (BALUT_IS_SHEET_VIEW (self), FALSE);

  for (guint c = 0; c < BALUT_N_CATEGORIES; c++)
    for (guint b = 0; b < BALUT_N_COLUMNS; b++)
      if (self->boxes[c][b] != NULL
          && gtk_widget_get_visible (self->boxes[c][b])
          && gtk_widget_get_sensitive (self->boxes[c][b]))
        return gtk_widget_grab_focus (self->boxes[c][b]);

  return FALSE;
}
