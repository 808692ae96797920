/* belote-board.c — the score sheet and the deal's form, side by side or
 * one above the other
 *
 * SPDX-FileCopyrightText: 2026 The Balut developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * From BELOTE_BOARD_WIDE_WIDTH on, the sheet takes the room the panel
 * (the form, or the end of the match) leaves beside it. Narrower (a
 * phone, 360 px), the sheet is above and the panel below: the panel gets
 * its natural height for the width, but never so much that the sheet
 * keeps less than a third of the height (its headings, a few rows and
 * its totals); the panel then scrolls (it is a scrolled window). The
 * layout is decided in size_allocate () from the width given, so the
 * first frame is laid out as it stays.
 */

#include "config.h"

#include "belote-board.h"

#define SPACING 12
#define PANEL_MIN_WIDTH 340
#define PANEL_MAX_WIDTH 440
/* wider, a sheet's two columns are too far apart to read across: the
 * sheet and the panel stand together in the middle */
#define SHEET_MAX_WIDTH 760

struct _BeloteBoard
{
  GtkWidget  parent_instance;

  GtkWidget *sheet;
  GtkWidget *panel;
  gboolean   wide;
};

G_DEFINE_FINAL_TYPE (BeloteBoard, belote_board, GTK_TYPE_WIDGET)

enum {
  PROP_0,
  PROP_SHEET,
  PROP_PANEL,
  PROP_WIDE,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

static int
panel_width (BeloteBoard *self,
             int          width)
{
  int min, nat;

  gtk_widget_measure (self->panel, GTK_ORIENTATION_HORIZONTAL, -1, &min, &nat, NULL, NULL);
  return MIN (CLAMP (nat, MAX (min, PANEL_MIN_WIDTH), MAX (min, PANEL_MAX_WIDTH)), width / 2);
}

static void
belote_board_measure (GtkWidget      *widget,
                      GtkOrientation  orientation,
                      int             for_size,
                      int            *minimum,
                      int            *natural,
                      int            *minimum_baseline,
                      int            *natural_baseline)
{
  BeloteBoard *self = BELOTE_BOARD (widget);
  int sheet_min = 0, sheet_nat = 0, panel_min = 0, panel_nat = 0;

  if (self->sheet == NULL || self->panel == NULL)
    {
      *minimum = *natural = 0;
      return;
    }

  if (orientation == GTK_ORIENTATION_HORIZONTAL)
    {
      gtk_widget_measure (self->sheet, orientation, -1, &sheet_min, &sheet_nat, NULL, NULL);
      gtk_widget_measure (self->panel, orientation, -1, &panel_min, &panel_nat, NULL, NULL);
      /* narrow, one above the other, is always possible */
      *minimum = MAX (sheet_min, panel_min);
      *natural = sheet_nat + SPACING + CLAMP (panel_nat, PANEL_MIN_WIDTH, PANEL_MAX_WIDTH);
      return;
    }

  if (for_size >= BELOTE_BOARD_WIDE_WIDTH)
    {
      int panel_w = panel_width (self, for_size);

      gtk_widget_measure (self->sheet, orientation, for_size - panel_w - SPACING, &sheet_min, &sheet_nat, NULL, NULL);
      gtk_widget_measure (self->panel, orientation, panel_w, &panel_min, &panel_nat, NULL, NULL);
      *minimum = MAX (sheet_min, panel_min);
      *natural = MAX (sheet_nat, panel_nat);
    }
  else
    {
      gtk_widget_measure (self->sheet, orientation, for_size, &sheet_min, &sheet_nat, NULL, NULL);
      gtk_widget_measure (self->panel, orientation, for_size, &panel_min, &panel_nat, NULL, NULL);
      *minimum = sheet_min + SPACING + panel_min;
      *natural = sheet_nat + SPACING + panel_nat;
    }
}

static void
set_wide (BeloteBoard *self,
          gboolean     wide)
{
  if (self->wide == wide)
    return;
  self->wide = wide;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_WIDE]);
}

static void
belote_board_size_allocate (GtkWidget *widget,
                            int        width,
                            int        height,
                            int        baseline)
{
  BeloteBoard *self = BELOTE_BOARD (widget);
  gboolean wide = width >= BELOTE_BOARD_WIDE_WIDTH;

  if (self->sheet == NULL || self->panel == NULL)
    return;

  if (wide)
    {
      int panel_w = panel_width (self, width);
      int sheet_w = MIN (width - panel_w - SPACING, SHEET_MAX_WIDTH);
      int x = (width - sheet_w - SPACING - panel_w) / 2;
      gboolean rtl = gtk_widget_get_direction (widget) == GTK_TEXT_DIR_RTL;

      gtk_widget_size_allocate (self->sheet,
                                &(GtkAllocation) { x + (rtl ? panel_w + SPACING : 0), 0, sheet_w, height }, -1);
      gtk_widget_size_allocate (self->panel,
                                &(GtkAllocation) { x + (rtl ? 0 : sheet_w + SPACING), 0, panel_w, height }, -1);
    }
  else
    {
      int sheet_min, panel_min, panel_nat, panel_h, sheet_h;

      gtk_widget_measure (self->sheet, GTK_ORIENTATION_VERTICAL, width, &sheet_min, NULL, NULL, NULL);
      gtk_widget_measure (self->panel, GTK_ORIENTATION_VERTICAL, width, &panel_min, &panel_nat, NULL, NULL);
      /* the sheet keeps a third of the height, or its minimum */
      sheet_min = MAX (sheet_min, height / 3);
      panel_h = MAX (panel_min, MIN (panel_nat, height - SPACING - sheet_min));
      sheet_h = MAX (0, height - SPACING - panel_h);
      gtk_widget_size_allocate (self->sheet, &(GtkAllocation) { 0, 0, width, sheet_h }, -1);
      gtk_widget_size_allocate (self->panel, &(GtkAllocation) { 0, sheet_h + SPACING, width, panel_h }, -1);
    }

  /* (said after the allocation: a handler may change styles, which lays
   * the window out again, not this allocation) */
  set_wide (self, wide);
}

static GtkSizeRequestMode
belote_board_get_request_mode (GtkWidget *widget)
{
  return GTK_SIZE_REQUEST_HEIGHT_FOR_WIDTH;
}

static void
set_child (BeloteBoard  *self,
           GtkWidget   **slot,
           GtkWidget    *child,
           GParamSpec   *pspec)
{
  if (*slot == child)
    return;
  g_clear_pointer (slot, gtk_widget_unparent);
  if (child != NULL)
    {
      *slot = child;
      /* the sheet first: the focus goes from the sheet to the form */
      if (slot == &self->sheet)
        gtk_widget_insert_after (child, GTK_WIDGET (self), NULL);
      else
        gtk_widget_insert_before (child, GTK_WIDGET (self), NULL);
    }
  g_object_notify_by_pspec (G_OBJECT (self), pspec);
}

static void
belote_board_dispose (GObject *object)
{
  BeloteBoard *self = BELOTE_BOARD (object);

  g_clear_pointer (&self->sheet, gtk_widget_unparent);
  g_clear_pointer (&self->panel, gtk_widget_unparent);

  G_OBJECT_CLASS (belote_board_parent_class)->dispose (object);
}

static void
belote_board_get_property (GObject    *object,
                           guint       prop_id,
                           GValue     *value,
                           GParamSpec *pspec)
{
  BeloteBoard *self = BELOTE_BOARD (object);

  switch (prop_id)
    {
    case PROP_SHEET:
      g_value_set_object (value, self->sheet);
      break;
    case PROP_PANEL:
      g_value_set_object (value, self->panel);
      break;
    case PROP_WIDE:
      g_value_set_boolean (value, self->wide);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
belote_board_set_property (GObject      *object,
                           guint         prop_id,
                           const GValue *value,
                           GParamSpec   *pspec)
{
  BeloteBoard *self = BELOTE_BOARD (object);

  switch (prop_id)
    {
    case PROP_SHEET:
      belote_board_set_sheet (self, g_value_get_object (value));
      break;
    case PROP_PANEL:
      belote_board_set_panel (self, g_value_get_object (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
belote_board_class_init (BeloteBoardClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = belote_board_dispose;
  object_class->get_property = belote_board_get_property;
  object_class->set_property = belote_board_set_property;

  widget_class->measure = belote_board_measure;
  widget_class->size_allocate = belote_board_size_allocate;
  widget_class->get_request_mode = belote_board_get_request_mode;

  properties[PROP_SHEET] =
    g_param_spec_object ("sheet", NULL, NULL, GTK_TYPE_WIDGET,
                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_PANEL] =
    g_param_spec_object ("panel", NULL, NULL, GTK_TYPE_WIDGET,
                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  /**
   * BeloteBoard:wide:
   *
   * Whether the sheet and the panel are side by side (from the last
   * allocation).
   */
  properties[PROP_WIDE] =
    g_param_spec_boolean ("wide", NULL, NULL, FALSE,
                          G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  gtk_widget_class_set_css_name (widget_class, "beloteboard");
}

static void
belote_board_init (BeloteBoard *self)
{
}

GtkWidget *
belote_board_new (void)
{
  return g_object_new (BELOTE_TYPE_BOARD, NULL);
}

GtkWidget *
belote_board_get_sheet (BeloteBoard *self)
{
  g_return_val_if_fail (BELOTE_IS_BOARD (self), NULL);
  return self->sheet;
}

void
belote_board_set_sheet (BeloteBoard *self,
                        GtkWidget   *sheet)
{
  g_return_if_fail (BELOTE_IS_BOARD (self));
  g_return_if_fail (sheet == NULL || GTK_IS_WIDGET (sheet));
  set_child (self, &self->sheet, sheet, properties[PROP_SHEET]);
}

GtkWidget *
belote_board_get_panel (BeloteBoard *self)
{
  g_return_val_if_fail (BELOTE_IS_BOARD (self), NULL);
  return self->panel;
}

void
belote_board_set_panel (BeloteBoard *self,
                        GtkWidget   *panel)
{
  g_return_if_fail (BELOTE_IS_BOARD (self));
  g_return_if_fail (panel == NULL || GTK_IS_WIDGET (panel));
  set_child (self, &self->panel, panel, properties[PROP_PANEL]);
}

gboolean
belote_board_get_wide (BeloteBoard *self)
{
  g_return_val_if_fail (BELOTE_IS_BOARD (self), FALSE);
  return self->wide;
}
