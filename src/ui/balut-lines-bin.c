/* balut-lines-bin.c — a text whose room never changes
 *
 * SPDX-FileCopyrightText: 2026 The Balut developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The status line over the dice says "Maria — throw 2 of 3" on one line
 * and a long name's turn on two: were its room the height of what it
 * says, the dice would move under the pointer from one turn to the next.
 * A BalutLinesBin holds its children (labels, shown one at a time or
 * stacked on each other) in a room as high as :lines lines of the
 * largest of their fonts, hidden children's included, measured when
 * they are, so a larger font on a wide window, a
 * new system font or a language with taller letters all keep the room
 * right. Children asking for more get more (a label should be limited
 * to :lines lines, gtk_label_set_lines(), so that they never do).
 *
 * The same holds across: given the texts a label will show ("Roll (3
 * throws left)" … "Roll (no throws left)"), the room is as wide as the
 * widest of them, and the button around it never changes its width.
 */

#include "balut-lines-bin.h"

struct _BalutLinesBin
{
  GtkWidget parent_instance;

  guint     lines;
  GStrv     texts;       /* (nullable): the room is as wide as the widest */
};

enum
{
  PROP_0,
  PROP_LINES,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

static void balut_lines_bin_buildable_init (GtkBuildableIface *iface);

G_DEFINE_FINAL_TYPE_WITH_CODE (BalutLinesBin, balut_lines_bin, GTK_TYPE_WIDGET,
                               G_IMPLEMENT_INTERFACE (GTK_TYPE_BUILDABLE, balut_lines_bin_buildable_init))

static GtkBuildableIface *parent_buildable_iface;

static int
lines_height (BalutLinesBin *self,
              GtkWidget     *child)
{
  g_autoptr(GString) text = g_string_new ("Åg");
  g_autoptr(PangoLayout) layout = NULL;
  int height;

  for (guint i = 1; i < self->lines; i++)
    g_string_append (text, "\nÅg");
  layout = gtk_widget_create_pango_layout (child, text->str);
  pango_layout_get_pixel_size (layout, NULL, &height);
  return height;
}

static int
widest_text (BalutLinesBin *self,
             GtkWidget     *child)
{
  int widest = 0;

  for (guint i = 0; self->texts != NULL && self->texts[i] != NULL; i++)
    {
      g_autoptr(PangoLayout) layout = gtk_widget_create_pango_layout (child, self->texts[i]);
      int width;

      pango_layout_get_pixel_size (layout, &width, NULL);
      widest = MAX (widest, width);
    }
  return widest;
}

static void
balut_lines_bin_measure (GtkWidget      *widget,
                         GtkOrientation  orientation,
                         int             for_size,
                         int            *minimum,
                         int            *natural,
                         int            *minimum_baseline,
                         int            *natural_baseline)
{
  BalutLinesBin *self = BALUT_LINES_BIN (widget);

  *minimum = *natural = 0;
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      int room = 0;

      /* the room counts the hidden children's fonts too: showing one
       * child in place of another changes nothing around */
      if (orientation == GTK_ORIENTATION_VERTICAL && self->lines > 0)
        room = lines_height (self, child);
      else if (orientation == GTK_ORIENTATION_HORIZONTAL && self->texts != NULL)
        room = widest_text (self, child);
      *minimum = MAX (*minimum, room);
      *natural = MAX (*natural, room);

      if (gtk_widget_should_layout (child))
        {
          int child_min, child_nat;

          gtk_widget_measure (child, orientation, for_size, &child_min, &child_nat, NULL, NULL);
          *minimum = MAX (*minimum, child_min);
          *natural = MAX (*natural, child_nat);
        }
    }
}

static void
balut_lines_bin_size_allocate (GtkWidget *widget,
                               int        width,
                               int        height,
                               int        baseline)
{
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    if (gtk_widget_should_layout (child))
      gtk_widget_allocate (child, width, height, -1, NULL);
}

/* as its children: a wrapping label's height depends on its width */
static GtkSizeRequestMode
balut_lines_bin_get_request_mode (GtkWidget *widget)
{
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    if (gtk_widget_get_request_mode (child) != GTK_SIZE_REQUEST_CONSTANT_SIZE)
      return GTK_SIZE_REQUEST_HEIGHT_FOR_WIDTH;
  return GTK_SIZE_REQUEST_CONSTANT_SIZE;
}

static void
balut_lines_bin_add_child (GtkBuildable *buildable,
                           GtkBuilder   *builder,
                           GObject      *child,
                           const char   *type)
{
  if (GTK_IS_WIDGET (child))
    gtk_widget_set_parent (GTK_WIDGET (child), GTK_WIDGET (buildable));
  else
    parent_buildable_iface->add_child (buildable, builder, child, type);
}

static void
balut_lines_bin_buildable_init (GtkBuildableIface *iface)
{
  parent_buildable_iface = g_type_interface_peek_parent (iface);
  iface->add_child = balut_lines_bin_add_child;
}

static void
balut_lines_bin_dispose (GObject *object)
{
  GtkWidget *child;

  while ((child = gtk_widget_get_first_child (GTK_WIDGET (object))) != NULL)
    gtk_widget_unparent (child);
  g_clear_pointer (&BALUT_LINES_BIN (object)->texts, g_strfreev);

  G_OBJECT_CLASS (balut_lines_bin_parent_class)->dispose (object);
}

static void
balut_lines_bin_get_property (GObject    *object,
                              guint       prop_id,
                              GValue     *value,
                              GParamSpec *pspec)
{
  BalutLinesBin *self = BALUT_LINES_BIN (object);

  switch (prop_id)
    {
    case PROP_LINES:
      g_value_set_uint (value, self->lines);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
balut_lines_bin_set_property (GObject      *object,
                              guint         prop_id,
                              const GValue *value,
                              GParamSpec   *pspec)
{
  BalutLinesBin *self = BALUT_LINES_BIN (object);

  switch (prop_id)
    {
    case PROP_LINES:
      balut_lines_bin_set_lines (self, g_value_get_uint (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
balut_lines_bin_class_init (BalutLinesBinClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = balut_lines_bin_dispose;
  object_class->get_property = balut_lines_bin_get_property;
  object_class->set_property = balut_lines_bin_set_property;
  widget_class->measure = balut_lines_bin_measure;
  widget_class->size_allocate = balut_lines_bin_size_allocate;
  widget_class->get_request_mode = balut_lines_bin_get_request_mode;

  /**
   * BalutLinesBin:lines:
   *
   * How many lines of its children's font the room holds; 0: as much
   * as the children ask for.
   */
  properties[PROP_LINES] =
    g_param_spec_uint ("lines", NULL, NULL, 0, 16, 1,
                       G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  gtk_widget_class_set_css_name (widget_class, "lines-bin");
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_GENERIC);
}

static void
balut_lines_bin_init (BalutLinesBin *self)
{
  self->lines = 1;
}

/**
 * balut_lines_bin_new:
 * @lines: how many lines of text its room holds
 *
 * Returns: (transfer floating): a new, empty BalutLinesBin
 */
GtkWidget *
balut_lines_bin_new (guint lines)
{
  return g_object_new (BALUT_TYPE_LINES_BIN, "lines", lines, NULL);
}

guint
balut_lines_bin_get_lines (BalutLinesBin *self)
{
  g_return_val_if_fail (BALUT_IS_LINES_BIN (self), 0);

  return self->lines;
}

void
balut_lines_bin_set_lines (BalutLinesBin *self,
                           guint          lines)
{
  g_return_if_fail (BALUT_IS_LINES_BIN (self));

  if (self->lines == lines)
    return;
  self->lines = lines;
  gtk_widget_queue_resize (GTK_WIDGET (self));
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_LINES]);
}

/**
 * balut_lines_bin_set_texts:
 * @self: a BalutLinesBin
 * @texts: (nullable) (array zero-terminated=1): every text its label will
 *   show, as drawn (no mnemonic underscores), or %NULL
 *
 * Makes the room as wide as the widest of @texts in the children's font.
 */
void
balut_lines_bin_set_texts (BalutLinesBin      *self,
                           const char * const *texts)
{
  g_return_if_fail (BALUT_IS_LINES_BIN (self));

  g_strfreev (self->texts);
  self->texts = g_strdupv ((char **) texts);
  gtk_widget_queue_resize (GTK_WIDGET (self));
}
