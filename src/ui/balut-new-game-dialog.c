/* balut-new-game-dialog.c — choose the variant, the players and the guesses
 *
 * SPDX-FileCopyrightText: 2026 The Balut developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <string.h>

#include <glib/gi18n.h>

#include "balut-new-game-dialog.h"
#include "balut-format.h"
#include "balut-guess.h"
#include "balut-widgets.h"

/* ------------------------------------------------------------------ */
/* The seats                                                           */
/* ------------------------------------------------------------------ */

/* A seat's number, name, who plays it, the computer's level and its
 * remove button, on one line where the width allows, as on a desktop;
 * on a phone (360 px) a computer's level goes under who plays it, so
 * that the dialog is never wider than the screen. The width the seats
 * ask for is the narrow one and does not grow with their number, kinds
 * or levels: the dialog keeps its width as seats come and go. */

enum {
  COLUMN_NUMBER,
  COLUMN_NAME,
  COLUMN_KIND,
  COLUMN_LEVEL,
  COLUMN_REMOVE,
  N_COLUMNS
};

#define SEAT_SPACING 6        /* between columns, and a seat's two lines */
#define SEAT_GAP_NARROW 12    /* between seats while levels are underneath */

#define BALUT_TYPE_SEAT_GRID (balut_seat_grid_get_type ())

G_DECLARE_FINAL_TYPE (BalutSeatGrid, balut_seat_grid, BALUT, SEAT_GRID, GtkWidget)

struct _BalutSeatGrid
{
  GtkWidget  parent_instance;

  GtkWidget *headers[N_COLUMNS];   /* the column headings; NULL where none */
  GPtrArray *seats;                /* GtkWidget *[N_COLUMNS], in seat order */
};

G_DEFINE_FINAL_TYPE (BalutSeatGrid, balut_seat_grid, GTK_TYPE_WIDGET)

typedef struct
{
  int      width[N_COLUMNS];  /* natural widths; the name's minimum */
  int      name_natural;
  gboolean levels;            /* a computer seat shows its level */
} SeatColumns;

static void
measure_column (GtkWidget   *widget,
                guint        column,
                SeatColumns *columns)
{
  int minimum, natural;

  if (widget == NULL || !gtk_widget_should_layout (widget))
    return;
  gtk_widget_measure (widget, GTK_ORIENTATION_HORIZONTAL, -1, &minimum, &natural, NULL, NULL);
  /* the name takes what is left: its minimum is what it needs */
  columns->width[column] = MAX (columns->width[column], column == COLUMN_NAME ? minimum : natural);
  if (column == COLUMN_NAME)
    columns->name_natural = MAX (columns->name_natural, natural);
}

static void
measure_columns (BalutSeatGrid *self,
                 SeatColumns   *columns)
{
  memset (columns, 0, sizeof *columns);
  for (guint c = 0; c < N_COLUMNS; c++)
    measure_column (self->headers[c], c, columns);
  for (guint i = 0; i < self->seats->len; i++)
    {
      GtkWidget **seat = g_ptr_array_index (self->seats, i);

      for (guint c = 0; c < N_COLUMNS; c++)
        measure_column (seat[c], c, columns);
      columns->levels |= gtk_widget_should_layout (seat[COLUMN_LEVEL]);
    }
}

/* Who plays a seat, and the level under it when narrow */
static int
kind_width (const SeatColumns *columns,
            gboolean           wide)
{
  if (wide || !columns->levels)
    return columns->width[COLUMN_KIND];
  return MAX (columns->width[COLUMN_KIND], columns->width[COLUMN_LEVEL]);
}

/* The width every column needs, the name's minimum */
static int
needed_width (const SeatColumns *columns,
              gboolean           wide)
{
  int width = columns->width[COLUMN_NUMBER] + columns->width[COLUMN_NAME]
              + kind_width (columns, wide) + columns->width[COLUMN_REMOVE] + 3 * SEAT_SPACING;

  if (wide && columns->levels)
    width += columns->width[COLUMN_LEVEL] + SEAT_SPACING;
  return width;
}

static gboolean
is_wide (const SeatColumns *columns,
         int                width)
{
  return width >= needed_width (columns, TRUE);
}

static int
natural_height (GtkWidget *widget)
{
  int natural = 0;

  if (widget != NULL && gtk_widget_should_layout (widget))
    gtk_widget_measure (widget, GTK_ORIENTATION_VERTICAL, -1, NULL, &natural, NULL, NULL);
  return natural;
}

/* The height of a seat's first line (all of it when wide) */
static int
line_height (GtkWidget **line,
             gboolean    wide)
{
  int height = 0;

  for (guint c = 0; c < N_COLUMNS; c++)
    if (c != COLUMN_LEVEL || wide)
      height = MAX (height, natural_height (line[c]));
  return height;
}

static gboolean
has_second_line (GtkWidget **seat,
                 gboolean    wide)
{
  return !wide && gtk_widget_should_layout (seat[COLUMN_LEVEL]);
}

static int
layout_height (BalutSeatGrid *self,
               gboolean       wide)
{
  int height = line_height (self->headers, wide);

  for (guint i = 0; i < self->seats->len; i++)
    {
      GtkWidget **seat = g_ptr_array_index (self->seats, i);

      height += (i == 0 || wide ? SEAT_SPACING : SEAT_GAP_NARROW) + line_height (seat, wide);
      if (has_second_line (seat, wide))
        height += SEAT_SPACING + natural_height (seat[COLUMN_LEVEL]);
    }
  return height;
}

static GtkSizeRequestMode
balut_seat_grid_get_request_mode (GtkWidget *widget)
{
  return GTK_SIZE_REQUEST_HEIGHT_FOR_WIDTH;
}

static void
balut_seat_grid_measure (GtkWidget      *widget,
                         GtkOrientation  orientation,
                         int             for_size,
                         int            *minimum,
                         int            *natural,
                         int            *minimum_baseline,
                         int            *natural_baseline)
{
  BalutSeatGrid *self = BALUT_SEAT_GRID (widget);
  SeatColumns columns;

  measure_columns (self, &columns);
  if (orientation == GTK_ORIENTATION_HORIZONTAL)
    {
      *minimum = needed_width (&columns, FALSE);
      *natural = MAX (*minimum, needed_width (&columns, TRUE) - columns.width[COLUMN_NAME] + columns.name_natural);
    }
  else
    {
      int width = for_size >= 0 ? for_size : needed_width (&columns, FALSE);

      *minimum = *natural = layout_height (self, is_wide (&columns, width));
    }
}

static void
place (GtkWidget *child,
       int        x,
       int        y,
       int        width,
       int        height,
       int        total_width,
       gboolean   rtl)
{
  GtkAllocation allocation = { rtl ? total_width - x - width : x, y, width, height };

  if (child != NULL && gtk_widget_should_layout (child))
    gtk_widget_size_allocate (child, &allocation, -1);
}

static void
balut_seat_grid_size_allocate (GtkWidget *widget,
                               int        width,
                               int        height,
                               int        baseline)
{
  BalutSeatGrid *self = BALUT_SEAT_GRID (widget);
  gboolean rtl = gtk_widget_get_direction (widget) == GTK_TEXT_DIR_RTL;
  SeatColumns columns;
  gboolean wide;
  int x[N_COLUMNS], w[N_COLUMNS];
  int y = 0, line;

  measure_columns (self, &columns);
  wide = is_wide (&columns, width);

  w[COLUMN_NUMBER] = columns.width[COLUMN_NUMBER];
  w[COLUMN_KIND] = kind_width (&columns, wide);
  w[COLUMN_LEVEL] = wide ? columns.width[COLUMN_LEVEL] : w[COLUMN_KIND];
  w[COLUMN_REMOVE] = columns.width[COLUMN_REMOVE];
  w[COLUMN_NAME] = MAX (columns.width[COLUMN_NAME], width - (needed_width (&columns, wide) - columns.width[COLUMN_NAME]));

  x[COLUMN_NUMBER] = 0;
  x[COLUMN_NAME] = x[COLUMN_NUMBER] + w[COLUMN_NUMBER] + SEAT_SPACING;
  x[COLUMN_KIND] = x[COLUMN_NAME] + w[COLUMN_NAME] + SEAT_SPACING;
  if (wide && columns.levels)
    {
      x[COLUMN_LEVEL] = x[COLUMN_KIND] + w[COLUMN_KIND] + SEAT_SPACING;
      x[COLUMN_REMOVE] = x[COLUMN_LEVEL] + w[COLUMN_LEVEL] + SEAT_SPACING;
    }
  else
    {
      /* under who plays the seat */
      x[COLUMN_LEVEL] = x[COLUMN_KIND];
      x[COLUMN_REMOVE] = x[COLUMN_KIND] + w[COLUMN_KIND] + SEAT_SPACING;
    }

  /* the level's heading only heads a column of levels */
  if (self->headers[COLUMN_LEVEL] != NULL)
    gtk_widget_set_child_visible (self->headers[COLUMN_LEVEL], wide);
  line = line_height (self->headers, wide);
  for (guint c = 0; c < N_COLUMNS; c++)
    if (c != COLUMN_LEVEL || wide)
      place (self->headers[c], x[c], y, w[c], line, width, rtl);
  y += line;

  for (guint i = 0; i < self->seats->len; i++)
    {
      GtkWidget **seat = g_ptr_array_index (self->seats, i);

      y += i == 0 || wide ? SEAT_SPACING : SEAT_GAP_NARROW;
      line = line_height (seat, wide);
      for (guint c = 0; c < N_COLUMNS; c++)
        if (c != COLUMN_LEVEL || wide)
          place (seat[c], x[c], y, w[c], line, width, rtl);
      y += line;
      if (has_second_line (seat, wide))
        {
          line = natural_height (seat[COLUMN_LEVEL]);
          y += SEAT_SPACING;
          place (seat[COLUMN_LEVEL], x[COLUMN_LEVEL], y, w[COLUMN_LEVEL], line, width, rtl);
          y += line;
        }
    }
}

/* Tab goes through a seat's controls in the order they are read (name,
 * who plays it, the level, remove) and then to the next seat, wherever
 * the level is drawn */
static gboolean
balut_seat_grid_focus (GtkWidget        *widget,
                       GtkDirectionType  direction)
{
  GtkWidget *focus_child = gtk_widget_get_focus_child (widget);
  gboolean forward = direction == GTK_DIR_TAB_FORWARD;
  GtkWidget *child;

  if (direction != GTK_DIR_TAB_FORWARD && direction != GTK_DIR_TAB_BACKWARD)
    return GTK_WIDGET_CLASS (balut_seat_grid_parent_class)->focus (widget, direction);

  if (focus_child != NULL)
    {
      if (gtk_widget_child_focus (focus_child, direction))
        return TRUE;
      child = forward ? gtk_widget_get_next_sibling (focus_child) : gtk_widget_get_prev_sibling (focus_child);
    }
  else
    child = forward ? gtk_widget_get_first_child (widget) : gtk_widget_get_last_child (widget);

  for (; child != NULL; child = forward ? gtk_widget_get_next_sibling (child) : gtk_widget_get_prev_sibling (child))
    if (gtk_widget_child_focus (child, direction))
      return TRUE;
  return FALSE;
}

static void
balut_seat_grid_dispose (GObject *object)
{
  BalutSeatGrid *self = BALUT_SEAT_GRID (object);
  GtkWidget *child;

  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self))) != NULL)
    gtk_widget_unparent (child);
  if (self->seats != NULL)
    g_ptr_array_set_size (self->seats, 0);
  memset (self->headers, 0, sizeof self->headers);

  G_OBJECT_CLASS (balut_seat_grid_parent_class)->dispose (object);
}

static void
balut_seat_grid_finalize (GObject *object)
{
  BalutSeatGrid *self = BALUT_SEAT_GRID (object);

  g_clear_pointer (&self->seats, g_ptr_array_unref);

  G_OBJECT_CLASS (balut_seat_grid_parent_class)->finalize (object);
}

static void
balut_seat_grid_class_init (BalutSeatGridClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = balut_seat_grid_dispose;
  object_class->finalize = balut_seat_grid_finalize;
  widget_class->get_request_mode = balut_seat_grid_get_request_mode;
  widget_class->measure = balut_seat_grid_measure;
  widget_class->size_allocate = balut_seat_grid_size_allocate;
  widget_class->focus = balut_seat_grid_focus;
  gtk_widget_class_set_css_name (widget_class, "seats");
  /* named by the Players heading (the template), not its type's name */
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_GROUP);
}

static void
balut_seat_grid_init (BalutSeatGrid *self)
{
  self->seats = g_ptr_array_new_with_free_func (g_free);
}

/* The column headings: children of the grid already (the template's) */
static void
balut_seat_grid_set_header (BalutSeatGrid *self,
                            guint          column,
                            GtkWidget     *header)
{
  g_assert (column < N_COLUMNS);
  g_assert (gtk_widget_get_parent (header) == GTK_WIDGET (self));

  self->headers[column] = header;
}

static void
balut_seat_grid_append (BalutSeatGrid *self,
                        GtkWidget     *number,
                        GtkWidget     *name,
                        GtkWidget     *kind,
                        GtkWidget     *level,
                        GtkWidget     *remove)
{
  GtkWidget **seat = g_new0 (GtkWidget *, N_COLUMNS);

  seat[COLUMN_NUMBER] = number;
  seat[COLUMN_NAME] = name;
  seat[COLUMN_KIND] = kind;
  seat[COLUMN_LEVEL] = level;
  seat[COLUMN_REMOVE] = remove;
  /* the order Tab takes */
  for (guint c = 0; c < N_COLUMNS; c++)
    gtk_widget_set_parent (seat[c], GTK_WIDGET (self));
  g_ptr_array_add (self->seats, seat);
}

static void
balut_seat_grid_remove (BalutSeatGrid *self,
                        guint          index)
{
  GtkWidget **seat;

  g_assert (index < self->seats->len);

  seat = g_ptr_array_index (self->seats, index);
  for (guint c = 0; c < N_COLUMNS; c++)
    gtk_widget_unparent (seat[c]);
  g_ptr_array_remove_index (self->seats, index);
}

/* ------------------------------------------------------------------ */
/* The dialog                                                          */
/* ------------------------------------------------------------------ */

/* The widgets of one player's line in the grid; the grid owns them. */
typedef struct
{
  GtkWidget *number;
  GtkWidget *entry;
  GtkWidget *kind;
  GtkWidget *level;
  GtkWidget *remove;
  GtkWidget *guess_name;
  GtkWidget *guess;
} PlayerRow;

struct _BalutNewGameDialog
{
  GtkWindow     parent_instance;

  GSettings    *settings;
  GPtrArray    *rows;       /* PlayerRow, in seat order (R4) */

  GtkButton    *add_button;
  GtkGrid      *guesses_grid;
  GtkSwitch    *guesses_switch;
  GtkWidget    *name_header;
  GtkWidget    *kind_header;
  GtkWidget    *level_header;
  BalutSeatGrid *players_grid;
  GtkWidget    *scroller;     /* the window's child: not bound, which
                               * would unparent it twice at disposal */
  guint         fit_source;
  GtkButton    *start_button;
  GtkLabel     *variant_description;
  GtkDropDown  *mode_dropdown;
  GtkLabel     *mode_description;
  GtkDropDown  *variant_dropdown;
};

G_DEFINE_FINAL_TYPE (BalutNewGameDialog, balut_new_game_dialog, GTK_TYPE_WINDOW)

enum {
  START,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

static const char *
get_variant_description (BalutVariant variant)
{
  switch (variant)
    {
    case BALUT_VARIANT_STANDARD:
      return _("The classic game: three throws a turn, and you choose where each roll goes.");
    case BALUT_VARIANT_JACKPOT:
      return _("Adds a risky Jackpot box to six categories: big bonuses, or penalties.");
    case BALUT_VARIANT_OLATHE:
      return _("Five throws a turn, but the boxes are filled in a fixed order.");
    default:
      g_return_val_if_reached (NULL);
    }
}

static char *
dup_default_player_name (void)
{
  const char *name = g_get_real_name ();

  if (name == NULL || *name == '\0' || g_str_equal (name, "Unknown"))
    name = g_get_user_name ();

  return g_utf8_make_valid (name, -1);
}

/* The name as the game gets it (balut_game_check_name ()): control
 * characters become spaces, characters that reorder or break the text
 * (U+202E, U+2028) are left out, what is not visible is trimmed at both
 * ends, at most BALUT_MAX_NAME_LENGTH characters. Returns NULL when
 * nothing visible is left. */
static char *
dup_clean_name (const char *text)
{
  g_autoptr(GString) clean = g_string_new (NULL);
  g_autofree char *valid = NULL;
  const char *start = NULL;
  const char *end = NULL;

  if (text == NULL)
    return NULL;

  valid = g_utf8_make_valid (text, -1);

  for (const char *p = valid; *p; p = g_utf8_next_char (p))
    if (balut_format_is_visible (g_utf8_get_char (p)))
      {
        if (start == NULL)
          start = p;
        end = g_utf8_next_char (p);
      }

  if (start == NULL)
    return NULL;

  for (const char *p = start; p < end; p = g_utf8_next_char (p))
    {
      gunichar c = g_utf8_get_char (p);

      if (g_unichar_iscntrl (c))
        g_string_append_c (clean, ' ');
      else if (!balut_format_is_display_control (c))
        g_string_append_unichar (clean, c);
    }

  if (g_utf8_strlen (clean->str, -1) > BALUT_MAX_NAME_LENGTH)
    {
      g_autofree char *cut = g_utf8_substring (clean->str, 0, BALUT_MAX_NAME_LENGTH);

      /* Cutting may leave white space at the end. */
      return dup_clean_name (cut);
    }

  return g_string_free (g_steal_pointer (&clean), FALSE);
}

static PlayerRow *
get_row (BalutNewGameDialog *self,
         guint               index)
{
  g_assert (index < self->rows->len);
  return g_ptr_array_index (self->rows, index);
}

static BalutPlayerKind
get_row_kind (PlayerRow *row)
{
  guint selected = gtk_drop_down_get_selected (GTK_DROP_DOWN (row->kind));

  return selected == BALUT_PLAYER_COMPUTER ? BALUT_PLAYER_COMPUTER : BALUT_PLAYER_HUMAN;
}

static BalutLevel
get_row_level (PlayerRow *row)
{
  guint selected = gtk_drop_down_get_selected (GTK_DROP_DOWN (row->level));

  return selected < BALUT_N_LEVELS ? (BalutLevel) selected : BALUT_LEVEL_DEFAULT;
}

/* A level only means something for a computer seat: the chooser shows
 * there only (and its column heading while any seat has one). */
static void
update_levels (BalutNewGameDialog *self)
{
  gboolean any = FALSE;

  for (guint i = 0; i < self->rows->len; i++)
    {
      PlayerRow *row = get_row (self, i);
      gboolean computer = get_row_kind (row) == BALUT_PLAYER_COMPUTER;

      gtk_widget_set_visible (row->level, computer);
      any |= computer;
    }
  gtk_widget_set_visible (self->level_header, any);
}

static guint
get_max_guess (BalutNewGameDialog *self)
{
  return BALUT_N_REGULAR * self->rows->len;
}

/* Every seat's name, as the game will get it: the name typed, or the
 * default of an unnamed seat (balut_player_list_seat_names ()) */
static GPtrArray *
dup_seat_names (BalutNewGameDialog *self)
{
  guint n = self->rows->len;
  g_autoptr(GPtrArray) typed = g_ptr_array_new_full (n + 1, g_free);
  g_autofree BalutPlayerKind *kinds = g_new0 (BalutPlayerKind, n + 1);
  g_autofree BalutLevel *levels = g_new0 (BalutLevel, n + 1);

  for (guint i = 0; i < n; i++)
    {
      PlayerRow *row = get_row (self, i);

      g_ptr_array_add (typed, dup_clean_name (gtk_editable_get_text (GTK_EDITABLE (row->entry))));
      kinds[i] = get_row_kind (row);
      levels[i] = get_row_level (row);
    }
  return balut_player_list_seat_names (n, (const char * const *) typed->pdata, kinds, levels);
}

/* The placeholders and the guesses list show the names the game will
 * have, as they are typed, and as seats change hands or levels. */
static void
update_names (BalutNewGameDialog *self)
{
  g_autoptr(GPtrArray) names = dup_seat_names (self);

  for (guint i = 0; i < self->rows->len; i++)
    {
      PlayerRow *row = get_row (self, i);
      const char *name = g_ptr_array_index (names, i);

      g_autofree char *typed = dup_clean_name (gtk_editable_get_text (GTK_EDITABLE (row->entry)));

      /* an empty entry shows the name the seat will get */
      if (typed == NULL)
        gtk_entry_set_placeholder_text (GTK_ENTRY (row->entry), name);
      gtk_label_set_label (GTK_LABEL (row->guess_name), name);
    }
}

static BalutVariant get_variant (BalutNewGameDialog *self);
static void fit_height (BalutNewGameDialog *self);

/* A computer seat's guess is the computer's (R24): the most likely number
 * for the table, which follows the variant and the number of players;
 * a person's is theirs to set. */
static void
update_guesses (BalutNewGameDialog *self)
{
  guint n = self->rows->len;

  for (guint i = 0; i < n; i++)
    {
      PlayerRow *row = get_row (self, i);
      gboolean computer = get_row_kind (row) == BALUT_PLAYER_COMPUTER;

      gtk_spin_button_set_range (GTK_SPIN_BUTTON (row->guess), 0, get_max_guess (self));
      gtk_widget_set_sensitive (row->guess, !computer);
      if (computer)
        gtk_spin_button_set_value (GTK_SPIN_BUTTON (row->guess), balut_guess_baluts (get_variant (self), n));
      gtk_widget_set_tooltip_text (row->guess, computer ? _("The computer guesses the most likely number") : NULL);
    }
}

static void
kind_selected_cb (BalutNewGameDialog *self)
{
  g_assert (BALUT_IS_NEW_GAME_DIALOG (self));

  update_levels (self);
  update_names (self);
  update_guesses (self);
}

static void
level_selected_cb (BalutNewGameDialog *self)
{
  g_assert (BALUT_IS_NEW_GAME_DIALOG (self));

  update_names (self);
}

static void
entry_changed_cb (BalutNewGameDialog *self,
                  GtkEditable        *entry)
{
  g_assert (BALUT_IS_NEW_GAME_DIALOG (self));

  update_names (self);
}

/* Numbers, placeholders and accessible labels follow the seat order. */
static void
update_rows (BalutNewGameDialog *self)
{
  guint n = self->rows->len;

  for (guint i = 0; i < n; i++)
    {
      PlayerRow *row = get_row (self, i);
      g_autofree char *number = g_strdup_printf ("%u", i + 1);
      g_autofree char *name_label = g_strdup_printf (_("Name of player %u"), i + 1);
      g_autofree char *kind_label = g_strdup_printf (_("Player %u is played by"), i + 1);
      /* Translators: the accessible name of a computer seat's level chooser */
      g_autofree char *level_label = g_strdup_printf (_("Level of player %u"), i + 1);
      g_autofree char *guess_label = g_strdup_printf (_("Baluts guessed by player %u"), i + 1);
      g_autofree char *remove_label = g_strdup_printf (_("Remove player %u"), i + 1);

      gtk_label_set_label (GTK_LABEL (row->number), number);
      gtk_widget_set_tooltip_text (row->remove, remove_label);
      gtk_widget_set_sensitive (row->remove, n > 1);

      gtk_accessible_update_property (GTK_ACCESSIBLE (row->entry),
                                      GTK_ACCESSIBLE_PROPERTY_LABEL, name_label,
                                      -1);
      gtk_accessible_update_property (GTK_ACCESSIBLE (row->kind),
                                      GTK_ACCESSIBLE_PROPERTY_LABEL, kind_label,
                                      -1);
      gtk_accessible_update_property (GTK_ACCESSIBLE (row->level),
                                      GTK_ACCESSIBLE_PROPERTY_LABEL, level_label,
                                      -1);
      gtk_widget_set_tooltip_text (row->level, level_label);
      gtk_accessible_update_property (GTK_ACCESSIBLE (row->guess),
                                      GTK_ACCESSIBLE_PROPERTY_LABEL, guess_label,
                                      -1);
      gtk_accessible_update_property (GTK_ACCESSIBLE (row->remove),
                                      GTK_ACCESSIBLE_PROPERTY_LABEL, remove_label,
                                      -1);
    }

  gtk_widget_action_set_enabled (GTK_WIDGET (self), "new-game.add-player",
                                 n < BALUT_MAX_PLAYERS);
  update_levels (self);
  update_names (self);
  update_guesses (self);
}

static void
remove_clicked_cb (BalutNewGameDialog *self,
                   GtkButton          *button)
{
  guint index;

  g_assert (BALUT_IS_NEW_GAME_DIALOG (self));

  for (index = 0; index < self->rows->len; index++)
    if (get_row (self, index)->remove == GTK_WIDGET (button))
      break;

  if (index == self->rows->len || self->rows->len <= 1)
    return;

  balut_seat_grid_remove (self->players_grid, index);
  gtk_grid_remove_row (self->guesses_grid, index);
  g_ptr_array_remove_index (self->rows, index);
  update_rows (self);
  fit_height (self);

  /* The focus was on the button just removed: keep it in the list. */
  if (index >= self->rows->len)
    index = self->rows->len - 1;
  if (self->rows->len > 1)
    gtk_widget_grab_focus (get_row (self, index)->remove);
  else
    gtk_widget_grab_focus (get_row (self, index)->entry);
}

static PlayerRow *
append_row (BalutNewGameDialog *self,
            const char         *name,
            BalutPlayerKind     kind,
            BalutLevel          level)
{
  const char *kinds[] = { _("Human"), _("Computer"), NULL };
  const char *levels[BALUT_N_LEVELS + 1] = { NULL };
  PlayerRow *row = g_new0 (PlayerRow, 1);
  guint guess_row = self->rows->len;

  g_assert (self->rows->len < BALUT_MAX_PLAYERS);

  row->number = gtk_label_new (NULL);
  gtk_label_set_xalign (GTK_LABEL (row->number), 1.0);
  gtk_widget_add_css_class (row->number, "dim-label");
  gtk_accessible_update_state (GTK_ACCESSIBLE (row->number),
                               GTK_ACCESSIBLE_STATE_HIDDEN, TRUE,
                               -1);

  row->entry = gtk_entry_new ();
  gtk_entry_set_max_length (GTK_ENTRY (row->entry), BALUT_MAX_NAME_LENGTH);
  gtk_entry_set_activates_default (GTK_ENTRY (row->entry), TRUE);
  gtk_editable_set_width_chars (GTK_EDITABLE (row->entry), 8);
  gtk_widget_set_hexpand (row->entry, TRUE);
  if (name != NULL)
    gtk_editable_set_text (GTK_EDITABLE (row->entry), name);

  row->kind = GTK_WIDGET (gtk_drop_down_new_from_strings (kinds));
  gtk_drop_down_set_selected (GTK_DROP_DOWN (row->kind), kind);
  gtk_widget_set_valign (row->kind, GTK_ALIGN_CENTER);
  g_signal_connect_object (row->kind, "notify::selected",
                           G_CALLBACK (kind_selected_cb), self,
                           G_CONNECT_SWAPPED);

  for (guint i = 0; i < BALUT_N_LEVELS; i++)
    levels[i] = balut_level_get_label (i);
  row->level = GTK_WIDGET (gtk_drop_down_new_from_strings (levels));
  gtk_drop_down_set_selected (GTK_DROP_DOWN (row->level), level);
  gtk_widget_set_valign (row->level, GTK_ALIGN_CENTER);
  gtk_widget_set_visible (row->level, kind == BALUT_PLAYER_COMPUTER);
  g_signal_connect_object (row->level, "notify::selected",
                           G_CALLBACK (level_selected_cb), self,
                           G_CONNECT_SWAPPED);

  row->guess_name = gtk_label_new (NULL);
  gtk_label_set_xalign (GTK_LABEL (row->guess_name), 0.0);
  gtk_label_set_ellipsize (GTK_LABEL (row->guess_name), PANGO_ELLIPSIZE_END);
  gtk_widget_set_hexpand (row->guess_name, TRUE);
  g_signal_connect_object (row->entry, "changed",
                           G_CALLBACK (entry_changed_cb), self,
                           G_CONNECT_SWAPPED);

  row->guess = gtk_spin_button_new_with_range (0, BALUT_N_REGULAR * (self->rows->len + 1), 1);
  gtk_spin_button_set_numeric (GTK_SPIN_BUTTON (row->guess), TRUE);
  gtk_spin_button_set_value (GTK_SPIN_BUTTON (row->guess), 1);
  gtk_editable_set_width_chars (GTK_EDITABLE (row->guess), 2);
  /* Enter in a guess starts the game, as in a name (GTK 4.8's spin
   * button has no property for it: its text has) */
  gtk_text_set_activates_default (GTK_TEXT (gtk_editable_get_delegate (GTK_EDITABLE (row->guess))), TRUE);
  gtk_widget_set_valign (row->guess, GTK_ALIGN_CENTER);

  row->remove = gtk_button_new_from_icon_name ("list-remove-symbolic");
  gtk_widget_add_css_class (row->remove, "flat");
  gtk_widget_set_valign (row->remove, GTK_ALIGN_CENTER);
  g_signal_connect_object (row->remove, "clicked",
                           G_CALLBACK (remove_clicked_cb), self,
                           G_CONNECT_SWAPPED);

  balut_seat_grid_append (self->players_grid, row->number, row->entry, row->kind, row->level, row->remove);
  gtk_grid_attach (self->guesses_grid, row->guess_name, 0, guess_row, 1, 1);
  gtk_grid_attach (self->guesses_grid, row->guess, 1, guess_row, 1, 1);

  g_ptr_array_add (self->rows, row);

  return row;
}

static BalutVariant
get_variant (BalutNewGameDialog *self)
{
  return balut_variant_dropdown_get_selected (self->variant_dropdown);
}

static void
variant_selected_cb (BalutNewGameDialog *self)
{
  g_assert (BALUT_IS_NEW_GAME_DIALOG (self));

  gtk_label_set_label (self->variant_description,
                       get_variant_description (get_variant (self)));
  if (self->rows != NULL)
    update_guesses (self);
  fit_height (self);
}

/* The dialog is as tall as what it shows (the guesses too), up to its
 * screen, so that nothing waits below the fold to be found, and no empty
 * space is left under it once seats or the guesses are gone. Its
 * default size is its size as it stands (GTK keeps it so), frame
 * included: it changes by what the content lacks or leaves, and its
 * width stays (it was 10 px narrower at each seat added under X11, the
 * frame's width). */
static gboolean
fit_height_cb (gpointer data)
{
  BalutNewGameDialog *self = data;
  GtkWidget *content = gtk_scrolled_window_get_child (GTK_SCROLLED_WINDOW (self->scroller));
  int width = gtk_widget_get_width (self->scroller);
  int shown = gtk_widget_get_height (self->scroller);
  int natural, target, limit = 900;
  int default_width, default_height;
  GdkSurface *surface = gtk_native_get_surface (GTK_NATIVE (self));

  self->fit_source = 0;
  if (width <= 0 || content == NULL)
    return G_SOURCE_REMOVE;

  if (surface != NULL)
    {
      GdkMonitor *monitor = gdk_display_get_monitor_at_surface (gtk_widget_get_display (GTK_WIDGET (self)), surface);
      GdkRectangle geometry;

      if (monitor != NULL)
        {
          gdk_monitor_get_geometry (monitor, &geometry);
          limit = geometry.height - 48;
        }
    }
  gtk_window_get_default_size (GTK_WINDOW (self), &default_width, &default_height);
  if (default_height <= 0)
    default_height = gtk_widget_get_height (GTK_WIDGET (self));
  gtk_widget_measure (content, GTK_ORIENTATION_VERTICAL, width, NULL, &natural, NULL, NULL);
  target = MIN (default_height + natural - shown, MAX (limit, default_height));
  if (target != default_height)
    gtk_window_set_default_size (GTK_WINDOW (self), default_width, target);
  return G_SOURCE_REMOVE;
}

static void
fit_height (BalutNewGameDialog *self)
{
  if (self->fit_source == 0)
    self->fit_source = g_idle_add_full (G_PRIORITY_LOW, fit_height_cb, self, NULL);
}

static BalutGameMode
get_mode (BalutNewGameDialog *self)
{
  return gtk_drop_down_get_selected (self->mode_dropdown) == 1 ? BALUT_GAME_MODE_PAD : BALUT_GAME_MODE_DIGITAL;
}

static void
mode_selected_cb (BalutNewGameDialog *self)
{
  g_assert (BALUT_IS_NEW_GAME_DIALOG (self));

  gtk_label_set_label (self->mode_description,
                       get_mode (self) == BALUT_GAME_MODE_PAD
                       ? _("Everyone throws real dice at the table and types in the five they ended with; "
                           "Balut keeps the sheets. Computer players still throw on the screen. "
                           "These games have high-score tables of their own.")
                       : _("Balut throws the dice; you hold them and choose where each roll goes."));
  fit_height (self);
}

static void
guesses_active_cb (BalutNewGameDialog *self)
{
  g_assert (BALUT_IS_NEW_GAME_DIALOG (self));

  fit_height (self);

  /* Switched off with its mnemonic while typing a guess: the focus
   * must not vanish with the guesses. */
  if (!gtk_switch_get_active (self->guesses_switch))
    {
      GtkWidget *focus = gtk_root_get_focus (GTK_ROOT (self));

      if (focus != NULL && gtk_widget_is_ancestor (focus, GTK_WIDGET (self->guesses_grid)))
        gtk_widget_grab_focus (GTK_WIDGET (self->guesses_switch));
    }
}

static void
load_settings (BalutNewGameDialog *self)
{
  g_autofree char *variant_id = NULL;
  BalutVariant variant = BALUT_VARIANT_STANDARD;
  char *names[BALUT_MAX_PLAYERS] = { NULL };
  BalutPlayerKind kinds[BALUT_MAX_PLAYERS];
  BalutLevel levels[BALUT_MAX_PLAYERS];
  guint n_seats = 0;

  if (self->settings != NULL)
    {
      g_autofree char *mode_id = g_settings_get_string (self->settings, "mode");
      BalutGameMode mode = BALUT_GAME_MODE_DIGITAL;

      balut_game_mode_from_string (mode_id, &mode);
      gtk_drop_down_set_selected (self->mode_dropdown, mode == BALUT_GAME_MODE_PAD ? 1 : 0);
      variant_id = g_settings_get_string (self->settings, "variant");
      gtk_switch_set_active (self->guesses_switch,
                             g_settings_get_boolean (self->settings, "guesses"));
      balut_variant_from_string (variant_id, &variant);
      n_seats = balut_new_game_dialog_load_seats (self->settings, names, kinds, levels);
    }

  gtk_drop_down_set_selected (self->variant_dropdown, variant);
  variant_selected_cb (self);
  mode_selected_cb (self);

  for (guint i = 0; i < n_seats; i++)
    {
      append_row (self, names[i], kinds[i], levels[i]);
      g_free (names[i]);
    }

  if (self->rows->len == 0)
    {
      g_autofree char *real_name = dup_default_player_name ();
      g_autofree char *name = dup_clean_name (real_name);

      append_row (self, name, BALUT_PLAYER_HUMAN, BALUT_LEVEL_DEFAULT);
    }

  update_rows (self);
}

static void
save_settings (BalutNewGameDialog *self)
{
  g_autoptr(GStrvBuilder) names = g_strv_builder_new ();
  g_autoptr(GStrvBuilder) kinds = g_strv_builder_new ();
  g_autoptr(GStrvBuilder) levels = g_strv_builder_new ();
  g_auto(GStrv) names_strv = NULL;
  g_auto(GStrv) kinds_strv = NULL;
  g_auto(GStrv) levels_strv = NULL;

  if (self->settings == NULL)
    return;

  for (guint i = 0; i < self->rows->len; i++)
    {
      PlayerRow *row = get_row (self, i);
      g_autofree char *name = dup_clean_name (gtk_editable_get_text (GTK_EDITABLE (row->entry)));

      /* An empty name stays empty, so the next dialog shows the placeholder. */
      g_strv_builder_add (names, name != NULL ? name : "");
      g_strv_builder_add (kinds, balut_player_kind_to_string (get_row_kind (row)));
      g_strv_builder_add (levels, balut_level_to_string (get_row_level (row)));
    }

  names_strv = g_strv_builder_end (names);
  kinds_strv = g_strv_builder_end (kinds);
  levels_strv = g_strv_builder_end (levels);

  g_settings_delay (self->settings);
  g_settings_set_string (self->settings, "variant",
                         balut_variant_to_string (get_variant (self)));
  g_settings_set_string (self->settings, "mode", balut_game_mode_to_string (get_mode (self)));
  g_settings_set_strv (self->settings, "player-names",
                       (const char * const *) names_strv);
  g_settings_set_strv (self->settings, "player-kinds",
                       (const char * const *) kinds_strv);
  g_settings_set_strv (self->settings, "player-levels",
                       (const char * const *) levels_strv);
  g_settings_set_boolean (self->settings, "guesses",
                          gtk_switch_get_active (self->guesses_switch));
  g_settings_apply (self->settings);
}

static void
start_action (GtkWidget  *widget,
              const char *action_name,
              GVariant   *param)
{
  g_signal_emit (widget, signals[START], 0);
}

static void
add_player_action (GtkWidget  *widget,
                   const char *action_name,
                   GVariant   *param)
{
  BalutNewGameDialog *self = BALUT_NEW_GAME_DIALOG (widget);
  PlayerRow *row;

  if (self->rows->len >= BALUT_MAX_PLAYERS)
    return;

  row = append_row (self, NULL, BALUT_PLAYER_HUMAN, BALUT_LEVEL_DEFAULT);
  update_rows (self);
  gtk_widget_grab_focus (row->entry);
  fit_height (self);
}

static void
balut_new_game_dialog_dispose (GObject *object)
{
  BalutNewGameDialog *self = BALUT_NEW_GAME_DIALOG (object);

  g_clear_handle_id (&self->fit_source, g_source_remove);
  gtk_widget_dispose_template (GTK_WIDGET (self), BALUT_TYPE_NEW_GAME_DIALOG);

  G_OBJECT_CLASS (balut_new_game_dialog_parent_class)->dispose (object);
}

static void
balut_new_game_dialog_finalize (GObject *object)
{
  BalutNewGameDialog *self = BALUT_NEW_GAME_DIALOG (object);

  g_clear_pointer (&self->rows, g_ptr_array_unref);
  g_clear_object (&self->settings);

  G_OBJECT_CLASS (balut_new_game_dialog_parent_class)->finalize (object);
}

static void
balut_new_game_dialog_class_init (BalutNewGameDialogClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = balut_new_game_dialog_dispose;
  object_class->finalize = balut_new_game_dialog_finalize;

  /**
   * BalutNewGameDialog::start:
   *
   * Emitted when the user asks to start the game; the handler calls
   * balut_new_game_dialog_create_game() and closes the dialog.
   */
  signals[START] =
    g_signal_new ("start",
                  G_TYPE_FROM_CLASS (klass),
                  G_SIGNAL_RUN_LAST,
                  0,
                  NULL, NULL,
                  NULL,
                  G_TYPE_NONE, 0);

  g_type_ensure (BALUT_TYPE_SEAT_GRID);
  gtk_widget_class_set_template_from_resource (widget_class, "/io/github/balut/Balut/balut-new-game-dialog.ui");
  gtk_widget_class_bind_template_child (widget_class, BalutNewGameDialog, add_button);
  gtk_widget_class_bind_template_child (widget_class, BalutNewGameDialog, guesses_grid);
  gtk_widget_class_bind_template_child (widget_class, BalutNewGameDialog, guesses_switch);
  gtk_widget_class_bind_template_child (widget_class, BalutNewGameDialog, name_header);
  gtk_widget_class_bind_template_child (widget_class, BalutNewGameDialog, kind_header);
  gtk_widget_class_bind_template_child (widget_class, BalutNewGameDialog, level_header);
  gtk_widget_class_bind_template_child (widget_class, BalutNewGameDialog, players_grid);
  gtk_widget_class_bind_template_child (widget_class, BalutNewGameDialog, mode_dropdown);
  gtk_widget_class_bind_template_child (widget_class, BalutNewGameDialog, mode_description);
  gtk_widget_class_bind_template_child (widget_class, BalutNewGameDialog, start_button);
  gtk_widget_class_bind_template_child (widget_class, BalutNewGameDialog, variant_description);
  gtk_widget_class_bind_template_child (widget_class, BalutNewGameDialog, variant_dropdown);
  gtk_widget_class_bind_template_callback (widget_class, guesses_active_cb);
  gtk_widget_class_bind_template_callback (widget_class, variant_selected_cb);
  gtk_widget_class_bind_template_callback (widget_class, mode_selected_cb);

  gtk_widget_class_install_action (widget_class, "new-game.start", NULL, start_action);
  gtk_widget_class_install_action (widget_class, "new-game.add-player", NULL, add_player_action);

  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Escape, 0, "window.close", NULL);
}

static void
balut_new_game_dialog_init (BalutNewGameDialog *self)
{
  g_autoptr(GListModel) variants = balut_variant_list_new ();

  self->rows = g_ptr_array_new_with_free_func (g_free);

  gtk_widget_init_template (GTK_WIDGET (self));

  gtk_drop_down_set_model (self->variant_dropdown, variants);
  balut_seat_grid_set_header (self->players_grid, COLUMN_NAME, self->name_header);
  balut_seat_grid_set_header (self->players_grid, COLUMN_KIND, self->kind_header);
  balut_seat_grid_set_header (self->players_grid, COLUMN_LEVEL, self->level_header);
  self->scroller = gtk_window_get_child (GTK_WINDOW (self));
  g_signal_connect (self, "map", G_CALLBACK (fit_height), NULL);
}

/**
 * balut_new_game_dialog_new:
 * @parent: (nullable): the window the dialog is modal for
 * @settings: (nullable): where the last choices are kept
 *
 * Returns: (transfer none): a new dialog, filled with the choices of
 *   the last game; like any window, it lives until it is destroyed
 */
BalutNewGameDialog *
balut_new_game_dialog_new (GtkWindow *parent,
                           GSettings *settings)
{
  BalutNewGameDialog *self;

  g_return_val_if_fail (parent == NULL || GTK_IS_WINDOW (parent), NULL);
  g_return_val_if_fail (settings == NULL || G_IS_SETTINGS (settings), NULL);

  self = g_object_new (BALUT_TYPE_NEW_GAME_DIALOG,
                       "transient-for", parent,
                       NULL);
  g_set_object (&self->settings, settings);
  load_settings (self);
  gtk_window_set_focus (GTK_WINDOW (self), get_row (self, 0)->entry);

  return self;
}

/**
 * balut_new_game_dialog_create_game:
 * @seed: the seed of the new game
 *
 * Builds a game from the current choices (empty names become "Player N",
 * or a computer's level: "Expert", "Expert 2")
 * and keeps the choices in the settings for the next new game.
 *
 * Returns: (transfer full): a game with its players and guesses, ready
 *   for the first throw, or %NULL with @error set
 */
BalutGame *
balut_new_game_dialog_create_game (BalutNewGameDialog  *self,
                                   guint64              seed,
                                   GError             **error)
{
  g_autoptr(BalutGame) game = NULL;
  g_autoptr(GPtrArray) names = NULL;

  g_return_val_if_fail (BALUT_IS_NEW_GAME_DIALOG (self), NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  game = balut_game_new (get_variant (self), seed);
  if (!balut_game_set_mode (game, get_mode (self), error))
    return NULL;
  names = dup_seat_names (self);

  for (guint i = 0; i < self->rows->len; i++)
    {
      PlayerRow *row = get_row (self, i);
      const char *name = g_ptr_array_index (names, i);

      if (!balut_game_add_player (game, name, get_row_kind (row), error))
        return NULL;
      if (get_row_kind (row) == BALUT_PLAYER_COMPUTER)
        balut_player_set_level (balut_game_get_player (game, i), get_row_level (row));
    }

  if (gtk_switch_get_active (self->guesses_switch))
    {
      for (guint i = 0; i < self->rows->len; i++)
        {
          PlayerRow *row = get_row (self, i);
          GtkSpinButton *spin = GTK_SPIN_BUTTON (row->guess);
          gint guess;

          gtk_spin_button_update (spin);
          guess = gtk_spin_button_get_value_as_int (spin);
          if (get_row_kind (row) == BALUT_PLAYER_COMPUTER)
            guess = (gint) balut_guess_baluts (get_variant (self), self->rows->len);
          if (!balut_game_set_guess (game, i, guess, error))
            return NULL;
        }
    }

  save_settings (self);

  return g_steal_pointer (&game);
}

/**
 * balut_new_game_dialog_get_kind_chooser:
 * @seat: 0 … the number of players − 1
 *
 * Returns: (transfer none) (nullable): the #GtkDropDown choosing who
 *   plays @seat (0 human, 1 computer)
 */
GtkWidget *
balut_new_game_dialog_get_kind_chooser (BalutNewGameDialog *self,
                                        guint               seat)
{
  g_return_val_if_fail (BALUT_IS_NEW_GAME_DIALOG (self), NULL);

  return seat < self->rows->len ? get_row (self, seat)->kind : NULL;
}

/**
 * balut_new_game_dialog_get_level_chooser:
 * @seat: 0 … the number of players − 1
 *
 * Returns: (transfer none) (nullable): the #GtkDropDown choosing the
 *   level of @seat as a computer player (in #BalutLevel order); shown
 *   for computer seats only
 */
GtkWidget *
balut_new_game_dialog_get_level_chooser (BalutNewGameDialog *self,
                                         guint               seat)
{
  g_return_val_if_fail (BALUT_IS_NEW_GAME_DIALOG (self), NULL);

  return seat < self->rows->len ? get_row (self, seat)->level : NULL;
}

/**
 * balut_new_game_dialog_get_name_entry:
 * @seat: 0 … the number of players − 1
 *
 * Returns: (transfer none) (nullable): the #GtkEntry of @seat's name
 */
GtkWidget *
balut_new_game_dialog_get_name_entry (BalutNewGameDialog *self,
                                      guint               seat)
{
  g_return_val_if_fail (BALUT_IS_NEW_GAME_DIALOG (self), NULL);

  return seat < self->rows->len ? get_row (self, seat)->entry : NULL;
}

/**
 * balut_new_game_dialog_get_guess_spin:
 * @seat: 0 … the number of players − 1
 *
 * Returns: (transfer none) (nullable): the #GtkSpinButton of @seat's
 *   Balut guess
 */
GtkWidget *
balut_new_game_dialog_get_guess_spin (BalutNewGameDialog *self,
                                      guint               seat)
{
  g_return_val_if_fail (BALUT_IS_NEW_GAME_DIALOG (self), NULL);

  return seat < self->rows->len ? get_row (self, seat)->guess : NULL;
}

/**
 * balut_new_game_dialog_get_remove_button:
 * @seat: 0 … the number of players − 1
 *
 * Returns: (transfer none) (nullable): the button that removes @seat
 */
GtkWidget *
balut_new_game_dialog_get_remove_button (BalutNewGameDialog *self,
                                         guint               seat)
{
  g_return_val_if_fail (BALUT_IS_NEW_GAME_DIALOG (self), NULL);

  return seat < self->rows->len ? get_row (self, seat)->remove : NULL;
}

/* What a seat left unnamed is called in the languages Balut has spoken
 * (English, Danish, German): "Player 2", or a computer's level,
 * "Strong", "Strong 2". The dialog keeps such a seat as "", but a
 * default can be in the settings literally: typed as the placeholder
 * read that day, or set by hand. It is read as an unnamed seat, so that
 * the seat is called in the language of the day. The words of the
 * language of the day are recognised too (names_default ()): a new
 * language needs no line here. */
static const char * const legacy_player_words[] = {
  "Player",     /* en: "Player %u" */
  "Spiller",    /* da */
  "Spieler",    /* de */
};

static const char * const legacy_level_labels[][BALUT_N_LEVELS] = {
  /* Beginner, Casual, Strong, Expert (BalutLevel order) */
  { "Beginner", "Casual", "Strong", "Expert" },
  { "Begynder", "Afslappet", "Stærk", "Ekspert" },
  { "Anfänger", "Hobbyspieler", "Könner", "Experte" },
};

static gboolean
is_level_name (const char *name,
               const char *label)
{
  if (g_strcmp0 (name, label) == 0)
    return TRUE;
  /* "Strong 2": the next computer of that level */
  for (guint n = 2; n <= BALUT_MAX_PLAYERS; n++)
    {
      g_autofree char *numbered = g_strdup_printf (C_("computer player", "%s %u"), label, n);
      g_autofree char *spaced = g_strdup_printf ("%s %u", label, n);

      if (g_str_equal (name, numbered) || g_str_equal (name, spaced))
        return TRUE;
    }
  return FALSE;
}

/* Whether @name is what seat @index would be called if left unnamed,
 * in the language of the day or one of the older ones */
static gboolean
names_default (const char      *name,
               guint            index,
               BalutPlayerKind  kind,
               BalutLevel       level)
{
  g_autofree char *current = g_strdup_printf (_("Player %u"), index + 1);

  if (g_str_equal (name, current))
    return TRUE;
  for (guint i = 0; i < G_N_ELEMENTS (legacy_player_words); i++)
    {
      g_autofree char *legacy = g_strdup_printf ("%s %u", legacy_player_words[i], index + 1);

      if (g_str_equal (name, legacy))
        return TRUE;
    }

  if (kind != BALUT_PLAYER_COMPUTER || level >= BALUT_N_LEVELS)
    return FALSE;
  if (is_level_name (name, balut_level_get_label (level)))
    return TRUE;
  for (guint i = 0; i < G_N_ELEMENTS (legacy_level_labels); i++)
    if (is_level_name (name, legacy_level_labels[i][level]))
      return TRUE;
  return FALSE;
}

/**
 * balut_new_game_dialog_load_seats:
 * @settings: where the last choices are kept
 * @names: (out caller-allocates) (array fixed-size=8): each seat's name,
 *   as the game would take it (balut_game_check_name ()), or %NULL for a
 *   seat left unnamed; free each
 * @kinds: (out caller-allocates) (array fixed-size=8): who plays each seat
 * @levels: (out caller-allocates) (array fixed-size=8): each seat's level
 *   as a computer player
 *
 * The seats of the last new game. A seat left unnamed is kept as "" in
 * the settings, never as the name it was given that day ("Player 2",
 * "Strong"), so that it is called in the language of the day; a default
 * name written literally (by an older Balut, or typed) reads as unnamed
 * too.
 *
 * Returns: the number of seats, at most %BALUT_MAX_PLAYERS; 0 when
 *   there was no game yet
 */
guint
balut_new_game_dialog_load_seats (GSettings       *settings,
                                  char           **names,
                                  BalutPlayerKind *kinds,
                                  BalutLevel      *levels)
{
  g_auto(GStrv) saved_names = NULL;
  g_auto(GStrv) saved_kinds = NULL;
  g_auto(GStrv) saved_levels = NULL;
  guint n, n_kinds, n_levels;

  g_return_val_if_fail (G_IS_SETTINGS (settings), 0);
  g_return_val_if_fail (names != NULL && kinds != NULL && levels != NULL, 0);

  saved_names = g_settings_get_strv (settings, "player-names");
  saved_kinds = g_settings_get_strv (settings, "player-kinds");
  saved_levels = g_settings_get_strv (settings, "player-levels");
  n = MIN (g_strv_length (saved_names), BALUT_MAX_PLAYERS);
  n_kinds = g_strv_length (saved_kinds);
  n_levels = g_strv_length (saved_levels);

  for (guint i = 0; i < n; i++)
    {
      kinds[i] = BALUT_PLAYER_HUMAN;
      levels[i] = BALUT_LEVEL_DEFAULT;
      if (i < n_kinds)
        balut_player_kind_from_string (saved_kinds[i], &kinds[i]);
      if (i < n_levels && !balut_level_from_string (saved_levels[i], &levels[i]))
        levels[i] = BALUT_LEVEL_DEFAULT;

      names[i] = dup_clean_name (saved_names[i]);
      if (names[i] != NULL && names_default (names[i], i, kinds[i], levels[i]))
        g_clear_pointer (&names[i], g_free);
    }
  return n;
}
