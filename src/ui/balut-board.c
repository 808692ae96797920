/* balut-board.c — the dice beside the sheet, or above it when narrow
 *
 * The board has two children, added in the .ui file with the types
 * "dice" and "sheet". When the dice's minimum width and the sheet's
 * natural width fit side by side, they stand side by side (the dice on
 * the left); otherwise the dice stand above the sheet, which takes the
 * rest of the height (it is scrollable). Where there is room to spare, the
 * sheet is shown larger, scaled as a whole. Nothing overlaps at any size.
 *
 * SPDX-FileCopyrightText: 2026 The Balut developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include "balut-board.h"

#include <math.h>

#define SPACING 18
/* between the dice above and the sheet below: a narrow window keeps its
 * height for the sheet's rows */
#define NARROW_SPACING 8

/* The board turns wide this much past the threshold, and narrow again
 * below it: the window's margins differ between the two layouts
 * (style.css), and without the gap a width between two thresholds would
 * flip the layout on every allocation. */
#define HYSTERESIS 24

/* How large the sheet may grow in a large window, and how much of the
 * window's width it may take */
#define MAX_SHEET_SCALE 1.75f
#define SHEET_SHARE 0.5f

struct _BalutBoard
{
  GtkWidget  parent_instance;

  GtkWidget *dice;
  GtkWidget *sheet;
  gboolean   wide;
  float      sheet_scale;
};

static void balut_board_buildable_init (GtkBuildableIface *iface);

G_DEFINE_FINAL_TYPE_WITH_CODE (BalutBoard, balut_board, GTK_TYPE_WIDGET,
                               G_IMPLEMENT_INTERFACE (GTK_TYPE_BUILDABLE, balut_board_buildable_init))

enum {
  PROP_0,
  PROP_WIDE,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];
static GtkBuildableIface *parent_buildable_iface;

static int
wide_threshold (BalutBoard *self)
{
  int dice_min, sheet_nat;

  gtk_widget_measure (self->dice, GTK_ORIENTATION_HORIZONTAL, -1, &dice_min, NULL, NULL, NULL);
  gtk_widget_measure (self->sheet, GTK_ORIENTATION_HORIZONTAL, -1, NULL, &sheet_nat, NULL, NULL);

  /* a little more than the minimum for the dice, so they are not cramped */
  return dice_min + dice_min / 4 + SPACING + sheet_nat;
}

static void
balut_board_measure (GtkWidget      *widget,
                     GtkOrientation  orientation,
                     int             for_size,
                     int            *minimum,
                     int            *natural,
                     int            *minimum_baseline,
                     int            *natural_baseline)
{
  BalutBoard *self = BALUT_BOARD (widget);
  int dmin, dnat, smin, snat;

  if (self->dice == NULL || self->sheet == NULL)
    {
      *minimum = *natural = 0;
      return;
    }

  if (orientation == GTK_ORIENTATION_HORIZONTAL)
    {
      gtk_widget_measure (self->dice, orientation, -1, &dmin, &dnat, NULL, NULL);
      gtk_widget_measure (self->sheet, orientation, -1, &smin, &snat, NULL, NULL);
      /* narrow: stacked, so the wider of the two; natural: side by side */
      *minimum = MAX (dmin, smin);
      *natural = MAX (dnat + SPACING + snat, *minimum);
    }
  else if (for_size < 0 || for_size >= wide_threshold (self) + (self->wide ? 0 : HYSTERESIS))
    {
      gtk_widget_measure (self->dice, orientation, -1, &dmin, &dnat, NULL, NULL);
      gtk_widget_measure (self->sheet, orientation, -1, &smin, &snat, NULL, NULL);
      *minimum = MAX (dmin, smin);
      *natural = MAX (dnat, snat);
    }
  else
    {
      gtk_widget_measure (self->dice, orientation, for_size, &dmin, &dnat, NULL, NULL);
      gtk_widget_measure (self->sheet, orientation, for_size, &smin, &snat, NULL, NULL);
      *minimum = dmin + NARROW_SPACING + smin;
      *natural = dnat + NARROW_SPACING + snat;
    }
}

static void
set_wide (BalutBoard *self,
          gboolean    wide)
{
  if (wide == self->wide)
    return;
  self->wide = wide;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_WIDE]);
}

static void
balut_board_size_allocate (GtkWidget *widget,
                           int        width,
                           int        height,
                           int        baseline)
{
  BalutBoard *self = BALUT_BOARD (widget);
  gboolean wide;

  if (self->dice == NULL || self->sheet == NULL)
    return;

  /* before the children are measured and allocated: a handler may
   * show, hide or move what they hold, and it is laid out now */
  wide = width >= wide_threshold (self) + (self->wide ? 0 : HYSTERESIS);
  set_wide (self, wide);

  if (wide)
    {
      int sheet_nat, sheet_height, dice_min, dice_width, dice_height;
      float scale, room;

      gtk_widget_measure (self->sheet, GTK_ORIENTATION_HORIZONTAL, -1, NULL, &sheet_nat, NULL, NULL);
      gtk_widget_measure (self->sheet, GTK_ORIENTATION_VERTICAL, sheet_nat, NULL, &sheet_height, NULL, NULL);
      gtk_widget_measure (self->dice, GTK_ORIENTATION_HORIZONTAL, -1, &dice_min, NULL, NULL, NULL);

      /* A large window shows the sheet larger, as on a table: scaled as a
       * whole (text stays sharp, it is drawn as vectors), to at most
       * MAX_SHEET_SCALE, to half the width, to the height, and never so
       * far that the dice get less than at the threshold. */
      room = (float) (width - SPACING - (dice_min + dice_min / 4));
      scale = MIN (MAX_SHEET_SCALE, (float) width * SHEET_SHARE / (float) MAX (1, sheet_nat));
      scale = MIN (scale, room / (float) MAX (1, sheet_nat));
      scale = MIN (scale, (float) height / (float) MAX (1, sheet_height));
      /* whole steps of 1/16: no blur from a scale that changes by a hair */
      scale = floorf (scale * 16.f) / 16.f;
      scale = MAX (1.f, scale);

      dice_width = width - SPACING - (int) ceilf (sheet_nat * scale);

      /* side by side, each column centred in the height: a tall window
       * leaves no empty band under the game */
      gtk_widget_measure (self->dice, GTK_ORIENTATION_VERTICAL, dice_width, NULL, &dice_height, NULL, NULL);
      dice_height = MIN (dice_height, height);
      sheet_height = MIN (sheet_height, (int) floorf (height / scale));

      gtk_widget_allocate (self->dice, dice_width, dice_height, -1,
                           gsk_transform_translate (NULL, &GRAPHENE_POINT_INIT (0, (height - dice_height) / 2)));
      gtk_widget_allocate (self->sheet, sheet_nat, sheet_height, -1,
                           gsk_transform_scale (gsk_transform_translate (NULL, &GRAPHENE_POINT_INIT (dice_width + SPACING,
                                                                                                     (height - sheet_height * scale) / 2)),
                                                scale, scale));
      self->sheet_scale = scale;
    }
  else
    {
      int dice_min, dice_nat, dice_height, sheet_nat, sheet_nat_width, room;
      float scale;

      /* The sheet shows whole if it can (the dice take what is left, up to
       * their natural size); when it cannot, it scrolls and the dice keep
       * their smallest size. */
      gtk_widget_measure (self->dice, GTK_ORIENTATION_VERTICAL, width, &dice_min, &dice_nat, NULL, NULL);
      gtk_widget_measure (self->sheet, GTK_ORIENTATION_VERTICAL, width, NULL, &sheet_nat, NULL, NULL);
      gtk_widget_measure (self->sheet, GTK_ORIENTATION_HORIZONTAL, -1, NULL, &sheet_nat_width, NULL, NULL);
      dice_height = CLAMP (height - NARROW_SPACING - sheet_nat, dice_min, MAX (dice_min, dice_nat));
      room = MAX (0, height - dice_height - NARROW_SPACING);

      /* a tall window shows the sheet larger, as the wide layout does */
      scale = MIN (MAX_SHEET_SCALE, (float) width / (float) MAX (1, sheet_nat_width));
      scale = MIN (scale, (float) room / (float) MAX (1, sheet_nat));
      scale = MAX (1.f, floorf (scale * 16.f) / 16.f);

      gtk_widget_allocate (self->dice, width, dice_height, -1, NULL);
      gtk_widget_allocate (self->sheet, (int) floorf (width / scale), (int) floorf (room / scale), -1,
                           gsk_transform_scale (gsk_transform_translate (NULL, &GRAPHENE_POINT_INIT (0, dice_height + NARROW_SPACING)),
                                                scale, scale));
      self->sheet_scale = scale;
    }
}

static void
balut_board_add_child (GtkBuildable *buildable,
                       GtkBuilder   *builder,
                       GObject      *child,
                       const char   *type)
{
  BalutBoard *self = BALUT_BOARD (buildable);

  if (g_strcmp0 (type, "dice") == 0 && GTK_IS_WIDGET (child))
    {
      g_return_if_fail (self->dice == NULL);
      self->dice = GTK_WIDGET (child);
      gtk_widget_set_parent (self->dice, GTK_WIDGET (self));
    }
  else if (g_strcmp0 (type, "sheet") == 0 && GTK_IS_WIDGET (child))
    {
      g_return_if_fail (self->sheet == NULL);
      self->sheet = GTK_WIDGET (child);
      gtk_widget_set_parent (self->sheet, GTK_WIDGET (self));
    }
  else
    {
      parent_buildable_iface->add_child (buildable, builder, child, type);
    }
}

static void
balut_board_buildable_init (GtkBuildableIface *iface)
{
  parent_buildable_iface = g_type_interface_peek_parent (iface);
  iface->add_child = balut_board_add_child;
}

static void
balut_board_dispose (GObject *object)
{
  BalutBoard *self = BALUT_BOARD (object);

  g_clear_pointer (&self->dice, gtk_widget_unparent);
  g_clear_pointer (&self->sheet, gtk_widget_unparent);

  G_OBJECT_CLASS (balut_board_parent_class)->dispose (object);
}

static void
balut_board_get_property (GObject    *object,
                          guint       prop_id,
                          GValue     *value,
                          GParamSpec *pspec)
{
  BalutBoard *self = BALUT_BOARD (object);

  switch (prop_id)
    {
    case PROP_WIDE:
      g_value_set_boolean (value, self->wide);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
balut_board_class_init (BalutBoardClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = balut_board_dispose;
  object_class->get_property = balut_board_get_property;

  widget_class->measure = balut_board_measure;
  widget_class->size_allocate = balut_board_size_allocate;

  properties[PROP_WIDE] =
    g_param_spec_boolean ("wide", NULL, NULL, FALSE,
                          G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  gtk_widget_class_set_css_name (widget_class, "board");
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_GROUP);
}

static void
balut_board_init (BalutBoard *self)
{
  self->sheet_scale = 1.f;
}

GtkWidget *
balut_board_new (void)
{
  return g_object_new (BALUT_TYPE_BOARD, NULL);
}

/* Whether the dice stand beside the sheet (else above it). */
gboolean
balut_board_get_wide (BalutBoard *self)
{
  g_return_val_if_fail (BALUT_IS_BOARD (self), FALSE);
  return self->wide;
}

/**
 * balut_board_prepare:
 * @self: a board not yet laid out
 * @root_width: the width its window opens at
 *
 * Turns the board wide or narrow for a window of that width before it
 * is first laid out. What follows from it (the window's "wide" style
 * class and what it changes) is then in place before the window is
 * realized, so the first frame is drawn with it: found out during the
 * first allocation, it takes effect in the next frame (GTK 4.8
 * validates styles before the layout phase), and the window redraws
 * itself 30 ms after it first shows.
 *
 * The width the board gets is @root_width less what stands beside it,
 * taken as what the window's natural width adds to the board's own:
 * never less than the truth (a header bar wider than the board makes it
 * more), so the board is never made wide by mistake. A board made wide
 * here with its narrow margins (style.css) loses less to the wide ones
 * than HYSTERESIS, so the first allocation keeps it wide.
 */
void
balut_board_prepare (BalutBoard *self,
                     int         root_width)
{
  GtkWidget *root;
  int min, content_nat, root_nat;

  g_return_if_fail (BALUT_IS_BOARD (self));

  root = GTK_WIDGET (gtk_widget_get_root (GTK_WIDGET (self)));
  if (self->dice == NULL || self->sheet == NULL || root == NULL || root_width <= 0
      || gtk_widget_get_width (GTK_WIDGET (self)) > 0)
    return;

  balut_board_measure (GTK_WIDGET (self), GTK_ORIENTATION_HORIZONTAL, -1, &min, &content_nat, NULL, NULL);
  gtk_widget_measure (root, GTK_ORIENTATION_HORIZONTAL, -1, NULL, &root_nat, NULL, NULL);
  set_wide (self, root_width - MAX (0, root_nat - content_nat)
                  >= wide_threshold (self) + (self->wide ? 0 : HYSTERESIS));
}

/**
 * balut_board_get_sheet_scale:
 * @self: a board
 *
 * Returns: how much larger than its natural size the sheet is shown: 1
 *   when it has no room to spare, more in a large window
 */
float
balut_board_get_sheet_scale (BalutBoard *self)
{
  g_return_val_if_fail (BALUT_IS_BOARD (self), 1.f);

  return self->sheet_scale;
}
