/* balut-rules-window.c — how to play and how points are scored
 *
 * SPDX-FileCopyrightText: 2026 The Balut developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The rules in sections (ui/balut-rules-window.ui): a sidebar leads to
 * them in a wide window; in a narrow one (a phone's 360 px) the sidebar
 * would leave the text no room, and a list of the sections takes the
 * title's place in the header bar. Ctrl+Page Up and Ctrl+Page Down go to
 * the section before and after; Page Up, Page Down, Ctrl+Home and
 * Ctrl+End scroll the one shown.
 *
 * Every line of a page is a row of a list: the keyboard moves from one
 * to the next, and a screen reader reads each as it gets the focus, in
 * words (a table's row as its cells, a category with its example in a
 * sentence). No text takes a caret. The examples' dice are the game's
 * own faces (BalutRulesDice, from the dice the board draws).
 */

#include "config.h"

#include <glib/gi18n.h>

#include "balut-die-textures.h"
#include "balut-rules-window.h"

/* ------------------------------------------------------------------ */
/* Dice of an example                                                  */
/* ------------------------------------------------------------------ */

/* The side of a die in an example, in logical pixels; drawn from a
 * texture twice as large, sharp on a screen of scale 2 */
#define EXAMPLE_DIE_SIZE 22

#define BALUT_TYPE_RULES_DICE (balut_rules_dice_get_type ())

G_DECLARE_FINAL_TYPE (BalutRulesDice, balut_rules_dice, BALUT, RULES_DICE, GtkWidget)

struct _BalutRulesDice
{
  GtkWidget  parent_instance;

  char      *faces;   /* "44426" */
};

G_DEFINE_FINAL_TYPE (BalutRulesDice, balut_rules_dice, GTK_TYPE_WIDGET)

enum {
  DICE_PROP_0,
  DICE_PROP_FACES,
  DICE_N_PROPS
};

static GParamSpec *dice_properties[DICE_N_PROPS];

/* "4 4 4 2 6": the faces as the rules read them out */
static char *
dup_faces_text (const char *faces)
{
  GString *text = g_string_new (NULL);

  for (const char *p = faces; *p != '\0'; p++)
    {
      if (p != faces)
        g_string_append_c (text, ' ');
      g_string_append_c (text, *p);
    }
  return g_string_free (text, FALSE);
}

static void
balut_rules_dice_set_faces (BalutRulesDice *self,
                            const char     *faces)
{
  g_autoptr(BalutDieTextures) textures = balut_die_textures_dup_default ();
  g_autofree char *said = NULL;
  g_autofree char *label = NULL;
  GtkWidget *child;

  if (g_strcmp0 (faces, self->faces) == 0)
    return;
  g_free (self->faces);
  self->faces = g_strdup (faces);

  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self))) != NULL)
    gtk_widget_unparent (child);
  for (const char *p = faces != NULL ? faces : ""; *p != '\0'; p++)
    {
      guint face = (guint) (*p - '0');
      GdkTexture *texture = NULL;
      char digit[2] = { *p, '\0' };

      g_return_if_fail (face >= 1 && face <= 6);
      texture = balut_die_textures_get_face (textures, face, 2 * EXAMPLE_DIE_SIZE);
      if (texture != NULL)
        {
          child = gtk_picture_new_for_paintable (GDK_PAINTABLE (texture));
          gtk_picture_set_alternative_text (GTK_PICTURE (child), digit);
          /* read as one, by the dice's own label */
          gtk_accessible_update_state (GTK_ACCESSIBLE (child), GTK_ACCESSIBLE_STATE_HIDDEN, TRUE, -1);
          gtk_picture_set_can_shrink (GTK_PICTURE (child), TRUE);
          gtk_widget_set_size_request (child, EXAMPLE_DIE_SIZE, EXAMPLE_DIE_SIZE);
        }
      else
        {
          /* no SVG renderer: the numbers, as a sheet writes them */
          child = gtk_label_new (digit);
          gtk_accessible_update_state (GTK_ACCESSIBLE (child), GTK_ACCESSIBLE_STATE_HIDDEN, TRUE, -1);
        }
      gtk_widget_set_parent (child, GTK_WIDGET (self));
    }

  said = dup_faces_text (faces != NULL ? faces : "");
  /* Translators: the dice of an example in the rules, read out: "Dice: 4 4 4 2 6" */
  label = g_strdup_printf (_("Dice: %s"), said);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self), GTK_ACCESSIBLE_PROPERTY_LABEL, label, -1);
  g_object_notify_by_pspec (G_OBJECT (self), dice_properties[DICE_PROP_FACES]);
}

static void
balut_rules_dice_get_property (GObject    *object,
                               guint       prop_id,
                               GValue     *value,
                               GParamSpec *pspec)
{
  BalutRulesDice *self = BALUT_RULES_DICE (object);

  switch (prop_id)
    {
    case DICE_PROP_FACES:
      g_value_set_string (value, self->faces);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
balut_rules_dice_set_property (GObject      *object,
                               guint         prop_id,
                               const GValue *value,
                               GParamSpec   *pspec)
{
  BalutRulesDice *self = BALUT_RULES_DICE (object);

  switch (prop_id)
    {
    case DICE_PROP_FACES:
      balut_rules_dice_set_faces (self, g_value_get_string (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
balut_rules_dice_dispose (GObject *object)
{
  GtkWidget *child;

  while ((child = gtk_widget_get_first_child (GTK_WIDGET (object))) != NULL)
    gtk_widget_unparent (child);

  G_OBJECT_CLASS (balut_rules_dice_parent_class)->dispose (object);
}

static void
balut_rules_dice_finalize (GObject *object)
{
  g_free (BALUT_RULES_DICE (object)->faces);

  G_OBJECT_CLASS (balut_rules_dice_parent_class)->finalize (object);
}

static void
balut_rules_dice_class_init (BalutRulesDiceClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->get_property = balut_rules_dice_get_property;
  object_class->set_property = balut_rules_dice_set_property;
  object_class->dispose = balut_rules_dice_dispose;
  object_class->finalize = balut_rules_dice_finalize;

  dice_properties[DICE_PROP_FACES] =
    g_param_spec_string ("faces", NULL, NULL, NULL,
                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, DICE_N_PROPS, dice_properties);

  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BOX_LAYOUT);
  gtk_widget_class_set_css_name (widget_class, "dice");
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_IMG);
}

static void
balut_rules_dice_init (BalutRulesDice *self)
{
  gtk_box_layout_set_spacing (GTK_BOX_LAYOUT (gtk_widget_get_layout_manager (GTK_WIDGET (self))), 3);
}

/* ------------------------------------------------------------------ */
/* The window                                                          */
/* ------------------------------------------------------------------ */

/* Below this width the sidebar would crowd the text */
#define NARROW_WIDTH 600

struct _BalutRulesWindow
{
  GtkWindow    parent_instance;

  GtkWidget   *title_label;
  GtkWidget   *section_dropdown;
  GtkWidget   *sidebar;
  GtkWidget   *sidebar_separator;
  GtkWidget   *stack;

  gboolean     narrow;
  guint        layout_idle;   /* the layout to change after an allocation */
};

G_DEFINE_FINAL_TYPE (BalutRulesWindow, balut_rules_window, GTK_TYPE_WINDOW)

static GtkWidget *
visible_scroller (BalutRulesWindow *self)
{
  return gtk_stack_get_visible_child (GTK_STACK (self->stack));
}

/* The first line of the page shown: where the keyboard starts reading */
static GtkWidget *
first_row (BalutRulesWindow *self)
{
  GtkWidget *scroller = visible_scroller (self);
  GtkWidget *viewport = scroller != NULL ? gtk_scrolled_window_get_child (GTK_SCROLLED_WINDOW (scroller)) : NULL;
  GtkWidget *list = viewport != NULL ? gtk_viewport_get_child (GTK_VIEWPORT (viewport)) : NULL;

  return list != NULL ? GTK_WIDGET (gtk_list_box_get_row_at_index (GTK_LIST_BOX (list), 0)) : NULL;
}

static void
set_narrow (BalutRulesWindow *self,
            gboolean          narrow)
{
  if (self->narrow == narrow && gtk_widget_get_visible (self->sidebar) != narrow)
    return;
  self->narrow = narrow;
  gtk_widget_set_visible (self->sidebar, !narrow);
  gtk_widget_set_visible (self->sidebar_separator, !narrow);
  gtk_widget_set_visible (self->title_label, !narrow);
  gtk_widget_set_visible (self->section_dropdown, narrow);
}

static gboolean
layout_idle_cb (gpointer user_data)
{
  BalutRulesWindow *self = user_data;

  self->layout_idle = 0;
  set_narrow (self, gtk_widget_get_width (GTK_WIDGET (self)) < NARROW_WIDTH);
  return G_SOURCE_REMOVE;
}

/* A resize across NARROW_WIDTH changes the way to the sections, once the
 * allocation is over */
static void
balut_rules_window_size_allocate (GtkWidget *widget,
                                  int        width,
                                  int        height,
                                  int        baseline)
{
  BalutRulesWindow *self = BALUT_RULES_WINDOW (widget);

  GTK_WIDGET_CLASS (balut_rules_window_parent_class)->size_allocate (widget, width, height, baseline);

  if ((width < NARROW_WIDTH) != self->narrow && self->layout_idle == 0)
    self->layout_idle = g_idle_add (layout_idle_cb, self);
}

/* The size it opens with decides the first layout, before anything is
 * drawn */
static void
balut_rules_window_show (GtkWidget *widget)
{
  BalutRulesWindow *self = BALUT_RULES_WINDOW (widget);
  GtkWindow *parent = gtk_window_get_transient_for (GTK_WINDOW (self));
  int width = 0, height = 0;
  GtkWidget *row;

  gtk_window_get_default_size (GTK_WINDOW (self), &width, &height);
  /* no larger than the game's window (a phone's screen) */
  if (parent != NULL && gtk_widget_get_width (GTK_WIDGET (parent)) > 0)
    {
      width = MIN (width, gtk_widget_get_width (GTK_WIDGET (parent)));
      height = MIN (height, gtk_widget_get_height (GTK_WIDGET (parent)));
      gtk_window_set_default_size (GTK_WINDOW (self), width, height);
    }
  set_narrow (self, width > 0 && width < NARROW_WIDTH);

  GTK_WIDGET_CLASS (balut_rules_window_parent_class)->show (widget);

  /* a screen reader reads the section from its first line */
  row = first_row (self);
  if (row != NULL)
    gtk_window_set_focus (GTK_WINDOW (self), row);
}

static void
scroll_action (GtkWidget  *widget,
               const char *action_name,
               GVariant   *param)
{
  BalutRulesWindow *self = BALUT_RULES_WINDOW (widget);
  GtkWidget *scroller = visible_scroller (self);
  GtkAdjustment *adjustment;
  double value, page;
  int direction = g_variant_get_int32 (param);

  if (scroller == NULL)
    return;
  adjustment = gtk_scrolled_window_get_vadjustment (GTK_SCROLLED_WINDOW (scroller));
  value = gtk_adjustment_get_value (adjustment);
  page = gtk_adjustment_get_page_increment (adjustment);

  switch (direction)
    {
    case -2: value = gtk_adjustment_get_lower (adjustment); break;
    case -1: value -= page; break;
    case 1: value += page; break;
    case 2: value = gtk_adjustment_get_upper (adjustment); break;
    default: g_return_if_reached ();
    }

  gtk_adjustment_set_value (adjustment, value);
}

/* The section before (-1) or after (1) the one shown; its first line
 * takes the focus */
static void
section_action (GtkWidget  *widget,
                const char *action_name,
                GVariant   *param)
{
  BalutRulesWindow *self = BALUT_RULES_WINDOW (widget);
  g_autoptr(GtkSelectionModel) pages = gtk_stack_get_pages (GTK_STACK (self->stack));
  guint n = g_list_model_get_n_items (G_LIST_MODEL (pages));
  int step = g_variant_get_int32 (param);
  guint current = 0;
  GtkWidget *row;

  for (guint i = 0; i < n; i++)
    if (gtk_selection_model_is_selected (pages, i))
      current = i;
  if ((step < 0 && current == 0) || (step > 0 && current + 1 >= n))
    return;
  gtk_selection_model_select_item (pages, step < 0 ? current - 1 : current + 1, TRUE);
  row = first_row (self);
  if (row != NULL)
    gtk_widget_grab_focus (row);
}

/* The list in the header bar follows the section shown, and leads to
 * the one chosen */
static void
visible_child_cb (BalutRulesWindow *self)
{
  g_autoptr(GtkSelectionModel) pages = gtk_stack_get_pages (GTK_STACK (self->stack));

  for (guint i = 0; i < g_list_model_get_n_items (G_LIST_MODEL (pages)); i++)
    if (gtk_selection_model_is_selected (pages, i)
        && gtk_drop_down_get_selected (GTK_DROP_DOWN (self->section_dropdown)) != i)
      gtk_drop_down_set_selected (GTK_DROP_DOWN (self->section_dropdown), i);
}

static void
section_chosen_cb (BalutRulesWindow *self)
{
  g_autoptr(GtkSelectionModel) pages = gtk_stack_get_pages (GTK_STACK (self->stack));
  guint selected = gtk_drop_down_get_selected (GTK_DROP_DOWN (self->section_dropdown));

  if (selected != GTK_INVALID_LIST_POSITION && !gtk_selection_model_is_selected (pages, selected))
    gtk_selection_model_select_item (pages, selected, TRUE);
}

/* ------------------------------------------------------- what is read */

static void
collect_texts (GtkWidget *widget,
               GPtrArray *texts)
{
  if (GTK_IS_LABEL (widget))
    {
      g_ptr_array_add (texts, g_strdup (gtk_label_get_text (GTK_LABEL (widget))));
      return;
    }
  if (BALUT_IS_RULES_DICE (widget))
    {
      g_ptr_array_add (texts, dup_faces_text (BALUT_RULES_DICE (widget)->faces));
      return;
    }
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    collect_texts (child, texts);
}

/* What a screen reader says of a line of the rules: its text; a table's
 * row as its cells; a category with its example as a sentence */
static void
label_row (GtkWidget *row)
{
  g_autoptr(GPtrArray) texts = g_ptr_array_new_with_free_func (g_free);
  g_autofree char *label = NULL;

  collect_texts (gtk_list_box_row_get_child (GTK_LIST_BOX_ROW (row)), texts);
  if (texts->len == 0)
    return;
  if (gtk_widget_has_css_class (row, "rules-category") && texts->len == 4)
    {
      /* the name, the dice, "→ 12", what it takes */
      const char *score = g_ptr_array_index (texts, 2);

      /* "→ 12": the number alone (after the arrow and a no-break space) */
      while (*score != '\0' && !g_unichar_isdigit (g_utf8_get_char (score)) && *score != '-')
        score = g_utf8_next_char (score);
      /* Translators: a category of the rules, read out: its name, what it
       * takes and scores, and an example: "Fours: Any dice. Every four
       * counts 4. For example, 4 4 4 2 6 scores 12." */
      label = g_strdup_printf (_("%s: %s For example, %s scores %s."),
                               (char *) g_ptr_array_index (texts, 0), (char *) g_ptr_array_index (texts, 3),
                               (char *) g_ptr_array_index (texts, 1), score);
    }
  else
    {
      g_ptr_array_add (texts, NULL);
      /* Translators: between two cells of a table's row read out */
      label = g_strjoinv (C_("rules", ", "), (char **) texts->pdata);
    }
  gtk_accessible_update_property (GTK_ACCESSIBLE (row), GTK_ACCESSIBLE_PROPERTY_LABEL, label, -1);
}

/* The widest a column of a table gets before its words wrap, in pixels
 * (the column that expands wraps at the window's width) */
#define MAX_COLUMN_WIDTH 180

/* The rows of a table line up their cells: every column but the one
 * that takes the rest of the width is as wide as its widest cell (size
 * groups do not hold with labels that wrap: GTK 4.8 then gives a row
 * more than the page's width) */
static void
align_table (GPtrArray *rows)
{
  int widths[8] = { 0, };

  for (guint pass = 0; pass < 2; pass++)
    for (guint r = 0; r < rows->len; r++)
      {
        GtkWidget *line = gtk_list_box_row_get_child (GTK_LIST_BOX_ROW (g_ptr_array_index (rows, r)));
        guint c = 0;

        for (GtkWidget *cell = gtk_widget_get_first_child (line); cell != NULL && c < G_N_ELEMENTS (widths);
             cell = gtk_widget_get_next_sibling (cell), c++)
          {
            int natural = 0;

            if (gtk_widget_get_hexpand (cell))
              continue;
            if (pass == 0)
              {
                gtk_widget_measure (cell, GTK_ORIENTATION_HORIZONTAL, -1, NULL, &natural, NULL, NULL);
                widths[c] = MAX (widths[c], MIN (natural, MAX_COLUMN_WIDTH));
              }
            else
              gtk_widget_set_size_request (cell, widths[c], -1);
          }
      }
}

static void
label_rows (BalutRulesWindow *self)
{
  for (GtkWidget *page = gtk_widget_get_first_child (self->stack); page != NULL;
       page = gtk_widget_get_next_sibling (page))
    {
      GtkWidget *viewport = gtk_scrolled_window_get_child (GTK_SCROLLED_WINDOW (page));
      GtkWidget *list = gtk_viewport_get_child (GTK_VIEWPORT (viewport));
      g_autoptr(GPtrArray) table = g_ptr_array_new ();

      for (GtkWidget *row = gtk_widget_get_first_child (list); row != NULL; row = gtk_widget_get_next_sibling (row))
        {
          gboolean heading;

          if (!GTK_IS_LIST_BOX_ROW (row))
            continue;
          label_row (row);
          heading = gtk_widget_has_css_class (row, "rules-table-heading");
          /* a table ends where the next starts, or where its rows do */
          if (heading || !gtk_widget_has_css_class (row, "rules-table"))
            {
              align_table (table);
              g_ptr_array_set_size (table, 0);
            }
          if (heading || gtk_widget_has_css_class (row, "rules-table"))
            g_ptr_array_add (table, row);
        }
      align_table (table);
    }
}

static void
balut_rules_window_dispose (GObject *object)
{
  BalutRulesWindow *self = BALUT_RULES_WINDOW (object);

  g_clear_handle_id (&self->layout_idle, g_source_remove);
  if (self->stack != NULL)
    g_signal_handlers_disconnect_by_data (self->stack, self);
  if (self->section_dropdown != NULL)
    g_signal_handlers_disconnect_by_data (self->section_dropdown, self);
  gtk_widget_dispose_template (GTK_WIDGET (object), BALUT_TYPE_RULES_WINDOW);

  G_OBJECT_CLASS (balut_rules_window_parent_class)->dispose (object);
}

static void
balut_rules_window_class_init (BalutRulesWindowClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = balut_rules_window_dispose;

  widget_class->show = balut_rules_window_show;
  widget_class->size_allocate = balut_rules_window_size_allocate;

  g_type_ensure (BALUT_TYPE_RULES_DICE);
  gtk_widget_class_set_template_from_resource (widget_class, "/io/github/balut/Balut/balut-rules-window.ui");
  gtk_widget_class_bind_template_child (widget_class, BalutRulesWindow, title_label);
  gtk_widget_class_bind_template_child (widget_class, BalutRulesWindow, section_dropdown);
  gtk_widget_class_bind_template_child (widget_class, BalutRulesWindow, sidebar);
  gtk_widget_class_bind_template_child (widget_class, BalutRulesWindow, sidebar_separator);
  gtk_widget_class_bind_template_child (widget_class, BalutRulesWindow, stack);

  gtk_widget_class_install_action (widget_class, "rules.scroll", "i", scroll_action);
  gtk_widget_class_install_action (widget_class, "rules.section", "i", section_action);

  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Escape, 0, "window.close", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_w, GDK_CONTROL_MASK, "window.close", NULL);
  /* Reading with the keyboard, wherever the focus is. */
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Page_Up, 0, "rules.scroll", "i", -1);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Page_Down, 0, "rules.scroll", "i", 1);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Home, GDK_CONTROL_MASK, "rules.scroll", "i", -2);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_End, GDK_CONTROL_MASK, "rules.scroll", "i", 2);
  /* from section to section, as from sheet to sheet in the game */
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Page_Up, GDK_CONTROL_MASK, "rules.section", "i", -1);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Page_Down, GDK_CONTROL_MASK, "rules.section", "i", 1);
}

static void
balut_rules_window_init (BalutRulesWindow *self)
{
  g_autoptr(GtkSelectionModel) pages = NULL;
  g_autoptr(GtkStringList) titles = NULL;

  gtk_widget_init_template (GTK_WIDGET (self));

  /* the sections, by their titles, in the header bar's list (a list of
   * its own: the stack's pages go with the stack, before the list) */
  pages = gtk_stack_get_pages (GTK_STACK (self->stack));
  titles = gtk_string_list_new (NULL);
  for (guint i = 0; i < g_list_model_get_n_items (G_LIST_MODEL (pages)); i++)
    {
      g_autoptr(GObject) page = g_list_model_get_item (G_LIST_MODEL (pages), i);

      gtk_string_list_append (titles, gtk_stack_page_get_title (GTK_STACK_PAGE (page)));
    }
  gtk_drop_down_set_model (GTK_DROP_DOWN (self->section_dropdown), G_LIST_MODEL (titles));
  g_signal_connect_swapped (self->stack, "notify::visible-child", G_CALLBACK (visible_child_cb), self);
  g_signal_connect_swapped (self->section_dropdown, "notify::selected", G_CALLBACK (section_chosen_cb), self);
  visible_child_cb (self);

  label_rows (self);

  /* the sidebar's list is named by GTK ("Sidebar", untranslated in some
   * of its catalogues): it is the sections' */
  {
    GtkWidget *list = self->sidebar;

    while (list != NULL && !GTK_IS_LIST_BOX (list))
      list = gtk_widget_get_first_child (list);
    if (list != NULL)
      gtk_accessible_update_property (GTK_ACCESSIBLE (list),
                                      GTK_ACCESSIBLE_PROPERTY_LABEL, _("Sections of the rules"),
                                      -1);
  }
}

/**
 * balut_rules_window_new:
 * @parent: (nullable): the game window
 *
 * Returns: (transfer none): a new, non-modal window with the rules; like
 *   any window, it lives until it is destroyed
 */
BalutRulesWindow *
balut_rules_window_new (GtkWindow *parent)
{
  g_return_val_if_fail (parent == NULL || GTK_IS_WINDOW (parent), NULL);

  return g_object_new (BALUT_TYPE_RULES_WINDOW,
                       "transient-for", parent,
                       NULL);
}
