/* balut-scoreboard.c — every player's points side by side, a strip of
 * fixed geometry above the sheet
 *
 * SPDX-FileCopyrightText: 2026 The Balut developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A cell a player, as GNOME Tali and KDE Kiriki show every player's
 * totals side by side: the name on one line (the whole name in the
 * tooltip and the accessible name), the final points so far and the
 * score total. Each cell is a toggle button that shows that player's
 * sheet. Nothing on it can change its size: every cell has the same
 * width (names are ellipsized), the marks of whose turn it is (▸) and
 * who leads (★) have their places whether shown or not, and the strip
 * is one row tall for one to eight players; a strip wider than its room
 * scrolls sideways, with a shade at the edge that hides more, and
 * scrolls by itself to keep the player whose turn it is, and the sheet
 * shown, in view. So the sheet under it never moves between turns.
 */

#include "config.h"

#include <glib/gi18n.h>

#include "balut-describe.h"
#include "balut-format.h"
#include "balut-scoreboard.h"

/* a name's width in characters before it is ellipsized */
#define NAME_CHARS 9

typedef struct
{
  GtkWidget *button;
  GtkWidget *mark;       /* ▸ */
  GtkWidget *name;
  GtkWidget *star;       /* ★ */
  GtkWidget *points;
  GtkWidget *total;
} Cell;

struct _BalutScoreboard
{
  GtkWidget  parent_instance;

  GtkWidget *scroller;
  GtkWidget *box;
  GPtrArray *cells;
  BalutGame *game;
  gint       playing;    /* -1: nobody (the game is over) */
  guint      viewed;
  guint      scroll_tick;
  gboolean   updating;   /* setting the buttons, not a person */
  gboolean   compact;    /* one line a cell: the name and the points */
};

G_DEFINE_FINAL_TYPE (BalutScoreboard, balut_scoreboard, GTK_TYPE_WIDGET)

enum {
  PROP_0,
  PROP_VIEWED,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

static void
cell_free (gpointer data)
{
  g_free (data);
}

/* The player's points as the cell shows them: nothing yet ("–") before
 * the first entry, whose −2 of the empty bracket would say nothing */
static gboolean
has_entries (BalutPlayer *player)
{
  BalutScoresheet *sheet = balut_player_get_sheet (player);

  return balut_scoresheet_get_n_filled (sheet) > 0;
}

/* The leader (R22) once a box is filled; the winner at the end */
static guint
leader_of (BalutGame *game)
{
  g_autoptr(GArray) ranking = NULL;

  if (balut_game_get_n_turns (game) == 0
      || (balut_game_get_n_turns (game) == 1 && !balut_game_get_turn (game, 0)->entered))
    return G_MAXUINT;
  ranking = balut_game_dup_ranking (game);
  return g_array_index (ranking, guint, 0);
}

/* Keeps @seat's cell in the strip's sight, once it is laid out */
static gboolean
scroll_tick_cb (GtkWidget     *widget,
                GdkFrameClock *clock,
                gpointer       data)
{
  BalutScoreboard *self = BALUT_SCOREBOARD (widget);
  GtkAdjustment *adj = gtk_scrolled_window_get_hadjustment (GTK_SCROLLED_WINDOW (self->scroller));
  double value = gtk_adjustment_get_value (adj);
  double page = gtk_adjustment_get_page_size (adj);
  gint seats[2] = { self->playing, (gint) self->viewed };

  if (gtk_widget_get_width (self->box) <= 0)
    return G_SOURCE_CONTINUE;
  self->scroll_tick = 0;

  /* the sheet shown first, then whose turn it is: the latter wins */
  for (guint i = 0; i < G_N_ELEMENTS (seats); i++)
    {
      graphene_rect_t r;
      Cell *cell;

      if (seats[i] < 0 || (guint) seats[i] >= self->cells->len)
        continue;
      cell = g_ptr_array_index (self->cells, seats[i]);
      if (!gtk_widget_compute_bounds (cell->button, self->box, &r))
        continue;
      if (r.origin.x < value)
        value = r.origin.x;
      else if (r.origin.x + r.size.width > value + page)
        value = r.origin.x + r.size.width - page;
    }
  gtk_adjustment_set_value (adj, value);
  return G_SOURCE_REMOVE;
}

static void
queue_scroll (BalutScoreboard *self)
{
  if (self->scroll_tick == 0)
    self->scroll_tick = gtk_widget_add_tick_callback (GTK_WIDGET (self), scroll_tick_cb, NULL, NULL);
}

static void
cell_toggled_cb (GtkToggleButton *button,
                 BalutScoreboard *self)
{
  if (self->updating)
    return;

  if (!gtk_toggle_button_get_active (button))
    {
      /* one sheet is always shown: its button stays down */
      self->updating = TRUE;
      gtk_toggle_button_set_active (button, TRUE);
      self->updating = FALSE;
      return;
    }

  for (guint i = 0; i < self->cells->len; i++)
    if (((Cell *) g_ptr_array_index (self->cells, i))->button == GTK_WIDGET (button))
      {
        balut_scoreboard_set_viewed (self, i);
        break;
      }
}

static GtkWidget *
new_label (const char *css_class,
           int         width_chars,
           float       xalign)
{
  GtkWidget *label = gtk_label_new (NULL);

  gtk_label_set_single_line_mode (GTK_LABEL (label), TRUE);
  gtk_label_set_width_chars (GTK_LABEL (label), width_chars);
  gtk_label_set_max_width_chars (GTK_LABEL (label), width_chars);
  gtk_label_set_xalign (GTK_LABEL (label), xalign);
  gtk_widget_add_css_class (label, css_class);
  return label;
}

/* A cell: the mark, the name and the star on the first line, the points
 * and the score total on the second; compact, one line (the mark, the
 * name, the points, the star: no score total) */
static void
lay_out_cell (BalutScoreboard *self,
              Cell            *cell)
{
  GtkGrid *grid = GTK_GRID (gtk_button_get_child (GTK_BUTTON (cell->button)));
  GtkWidget *children[] = { cell->mark, cell->name, cell->star, cell->points, cell->total };

  /* (moved, not destroyed: the grid held them alone) */
  for (guint i = 0; i < G_N_ELEMENTS (children); i++)
    {
      g_object_ref_sink (children[i]);
      if (gtk_widget_get_parent (children[i]) != NULL)
        gtk_grid_remove (grid, children[i]);
    }

  gtk_grid_attach (grid, cell->mark, 0, 0, 1, 1);
  gtk_grid_attach (grid, cell->name, 1, 0, 1, 1);
  if (self->compact)
    {
      gtk_grid_attach (grid, cell->points, 2, 0, 1, 1);
      gtk_grid_attach (grid, cell->star, 3, 0, 1, 1);
      gtk_widget_set_visible (cell->total, FALSE);
      gtk_grid_attach (grid, cell->total, 4, 0, 1, 1);
      gtk_label_set_xalign (GTK_LABEL (cell->points), 1.f);
    }
  else
    {
      gtk_grid_attach (grid, cell->star, 2, 0, 1, 1);
      gtk_grid_attach (grid, cell->points, 1, 1, 1, 1);
      gtk_grid_attach (grid, cell->total, 1, 1, 2, 1);
      gtk_widget_set_visible (cell->total, TRUE);
      gtk_label_set_xalign (GTK_LABEL (cell->points), 0.f);
    }
  for (guint i = 0; i < G_N_ELEMENTS (children); i++)
    g_object_unref (children[i]);
}

static Cell *
new_cell (BalutScoreboard *self)
{
  Cell *cell = g_new0 (Cell, 1);
  GtkWidget *grid = gtk_grid_new ();

  cell->button = gtk_toggle_button_new ();
  gtk_widget_add_css_class (cell->button, "scoreboard-cell");
  gtk_widget_set_focus_on_click (cell->button, FALSE);

  /* the marks are always there, shown or not (opacity): no text that
   * comes and goes changes a cell's size */
  cell->mark = new_label ("scoreboard-mark", 1, 0.5f);
  gtk_label_set_text (GTK_LABEL (cell->mark), "▸");
  cell->star = new_label ("scoreboard-star", 1, 0.5f);
  gtk_label_set_text (GTK_LABEL (cell->star), "★");
  cell->name = new_label ("scoreboard-name", NAME_CHARS, 0.f);
  gtk_label_set_ellipsize (GTK_LABEL (cell->name), PANGO_ELLIPSIZE_END);
  gtk_widget_set_hexpand (cell->name, TRUE);
  cell->points = new_label ("scoreboard-points", 4, 0.f);
  cell->total = new_label ("scoreboard-total", 4, 1.f);

  gtk_grid_set_column_spacing (GTK_GRID (grid), 3);
  gtk_widget_set_halign (cell->total, GTK_ALIGN_END);
  /* the whole cell is one control to a screen reader: its label says it */
  gtk_accessible_update_state (GTK_ACCESSIBLE (grid), GTK_ACCESSIBLE_STATE_HIDDEN, TRUE, -1);

  gtk_button_set_child (GTK_BUTTON (cell->button), grid);
  lay_out_cell (self, cell);
  g_signal_connect (cell->button, "toggled", G_CALLBACK (cell_toggled_cb), self);
  return cell;
}

static void
set_shown (GtkWidget *mark,
           gboolean   shown)
{
  gtk_widget_set_opacity (mark, shown ? 1.0 : 0.0);
}

static void
update_cell (BalutScoreboard *self,
             guint            seat,
             guint            leader)
{
  Cell *cell = g_ptr_array_index (self->cells, seat);
  BalutPlayer *player = balut_game_get_player (self->game, seat);
  const char *name = balut_player_get_name (player);
  gboolean playing = (gint) seat == self->playing;
  gboolean entries = has_entries (player);
  gint points = balut_player_get_final_points (player);
  guint total = balut_player_get_score_total (player);
  g_autofree char *printable = balut_format_dup_printable (name);
  g_autofree char *points_text = entries ? balut_format_points (points) : g_strdup ("–");
  g_autofree char *total_text = entries ? balut_format_number ((gint) total) : g_strdup ("");
  g_autofree char *a11y = NULL;

  gtk_label_set_text (GTK_LABEL (cell->name), printable);
  gtk_label_set_text (GTK_LABEL (cell->points), points_text);
  gtk_label_set_text (GTK_LABEL (cell->total), total_text);
  set_shown (cell->mark, playing);
  set_shown (cell->star, seat == leader);

  if (!entries)
    /* Translators: a player's cell on the scoreboard before the
     * player's first entry, e.g. "Maria, no points yet" */
    a11y = g_strdup_printf (_("%s, no points yet"), printable);
  else
    /* Translators: a player's cell on the scoreboard: the name, the
     * final points so far and the score total, e.g. "Maria, 12
     * points, score total 412" */
    a11y = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%s, %d point, score total %u",
                                         "%s, %d points, score total %u", ABS (points)),
                            printable, points, total);
  if (seat == leader)
    {
      /* Translators: added to a player's cell when the player leads,
       * e.g. "Maria, 12 points, score total 412, in the lead" */
      char *more = g_strdup_printf (_("%s, in the lead"), a11y);

      g_free (a11y);
      a11y = more;
    }
  if (playing)
    {
      /* Translators: added to a player's cell whose turn it is, e.g.
       * "Maria, 12 points, score total 412, playing now" */
      char *more = g_strdup_printf (_("%s, playing now"), a11y);

      g_free (a11y);
      a11y = more;
    }
  balut_widget_describe (cell->button, a11y, TRUE);

  if (playing)
    gtk_widget_add_css_class (cell->button, "playing");
  else
    gtk_widget_remove_css_class (cell->button, "playing");

  self->updating = TRUE;
  gtk_toggle_button_set_active (GTK_TOGGLE_BUTTON (cell->button), seat == self->viewed);
  self->updating = FALSE;
}

static void
rebuild (BalutScoreboard *self)
{
  GtkWidget *child;
  guint n = self->game != NULL ? balut_game_get_n_players (self->game) : 0;

  while ((child = gtk_widget_get_first_child (self->box)) != NULL)
    gtk_box_remove (GTK_BOX (self->box), child);
  g_ptr_array_set_size (self->cells, 0);

  for (guint i = 0; i < n; i++)
    {
      Cell *cell = new_cell (self);

      gtk_box_append (GTK_BOX (self->box), cell->button);
      g_ptr_array_add (self->cells, cell);
    }
  /* one player: there is nobody to compare with */
  gtk_widget_set_visible (GTK_WIDGET (self), n > 1);
}

static void
balut_scoreboard_dispose (GObject *object)
{
  BalutScoreboard *self = BALUT_SCOREBOARD (object);

  if (self->scroll_tick != 0)
    gtk_widget_remove_tick_callback (GTK_WIDGET (self), self->scroll_tick);
  self->scroll_tick = 0;
  g_clear_pointer (&self->scroller, gtk_widget_unparent);
  g_clear_object (&self->game);

  G_OBJECT_CLASS (balut_scoreboard_parent_class)->dispose (object);
}

static void
balut_scoreboard_finalize (GObject *object)
{
  BalutScoreboard *self = BALUT_SCOREBOARD (object);

  g_ptr_array_unref (self->cells);

  G_OBJECT_CLASS (balut_scoreboard_parent_class)->finalize (object);
}

static void
balut_scoreboard_get_property (GObject    *object,
                               guint       prop_id,
                               GValue     *value,
                               GParamSpec *pspec)
{
  BalutScoreboard *self = BALUT_SCOREBOARD (object);

  switch (prop_id)
    {
    case PROP_VIEWED:
      g_value_set_uint (value, self->viewed);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
balut_scoreboard_set_property (GObject      *object,
                               guint         prop_id,
                               const GValue *value,
                               GParamSpec   *pspec)
{
  BalutScoreboard *self = BALUT_SCOREBOARD (object);

  switch (prop_id)
    {
    case PROP_VIEWED:
      balut_scoreboard_set_viewed (self, g_value_get_uint (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
balut_scoreboard_class_init (BalutScoreboardClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = balut_scoreboard_dispose;
  object_class->finalize = balut_scoreboard_finalize;
  object_class->get_property = balut_scoreboard_get_property;
  object_class->set_property = balut_scoreboard_set_property;

  /**
   * BalutScoreboard:viewed:
   *
   * The seat whose sheet is shown: a person picks it by its cell.
   */
  properties[PROP_VIEWED] =
    g_param_spec_uint ("viewed", NULL, NULL, 0, G_MAXUINT, 0,
                       G_PARAM_READWRITE | G_PARAM_STATIC_STRINGS | G_PARAM_EXPLICIT_NOTIFY);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
  gtk_widget_class_set_css_name (widget_class, "scoreboard");
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_GROUP);
}

static void
balut_scoreboard_init (BalutScoreboard *self)
{
  self->cells = g_ptr_array_new_with_free_func (cell_free);
  self->playing = -1;

  self->box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 4);
  gtk_box_set_homogeneous (GTK_BOX (self->box), TRUE);
  gtk_widget_set_halign (self->box, GTK_ALIGN_CENTER);

  /* sideways only; the overlay scrollbar takes no room, so a strip that
   * starts to scroll moves nothing below it */
  self->scroller = gtk_scrolled_window_new ();
  gtk_scrolled_window_set_policy (GTK_SCROLLED_WINDOW (self->scroller),
                                  GTK_POLICY_AUTOMATIC, GTK_POLICY_NEVER);
  gtk_scrolled_window_set_propagate_natural_height (GTK_SCROLLED_WINDOW (self->scroller), TRUE);
  gtk_scrolled_window_set_child (GTK_SCROLLED_WINDOW (self->scroller), self->box);
  gtk_widget_set_parent (self->scroller, GTK_WIDGET (self));

  gtk_accessible_update_property (GTK_ACCESSIBLE (self),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, _("Players"),
                                  -1);
}

GtkWidget *
balut_scoreboard_new (void)
{
  return g_object_new (BALUT_TYPE_SCOREBOARD, NULL);
}

/**
 * balut_scoreboard_set_game:
 *
 * Shows @game's players, a cell each (none for a game of one).
 */
void
balut_scoreboard_set_game (BalutScoreboard *self,
                           BalutGame       *game)
{
  g_return_if_fail (BALUT_IS_SCOREBOARD (self));
  g_return_if_fail (game == NULL || BALUT_IS_GAME (game));

  g_set_object (&self->game, game);
  self->viewed = 0;
  self->playing = -1;
  rebuild (self);
  balut_scoreboard_update (self);
}

/**
 * balut_scoreboard_set_playing:
 * @seat: whose turn the window shows (▸), or -1 for nobody's
 *
 * The cell is kept in view.
 */
void
balut_scoreboard_set_playing (BalutScoreboard *self,
                              gint             seat)
{
  g_return_if_fail (BALUT_IS_SCOREBOARD (self));

  if (self->playing == seat)
    return;
  self->playing = seat;
  balut_scoreboard_update (self);
  queue_scroll (self);
}

guint
balut_scoreboard_get_viewed (BalutScoreboard *self)
{
  g_return_val_if_fail (BALUT_IS_SCOREBOARD (self), 0);
  return self->viewed;
}

/**
 * balut_scoreboard_set_viewed:
 * @seat: whose sheet is shown
 */
void
balut_scoreboard_set_viewed (BalutScoreboard *self,
                             guint            seat)
{
  g_return_if_fail (BALUT_IS_SCOREBOARD (self));

  if (self->viewed == seat)
    return;
  self->viewed = seat;
  balut_scoreboard_update (self);
  queue_scroll (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_VIEWED]);
}

/**
 * balut_scoreboard_update:
 *
 * Shows the points as they are now.
 */
void
balut_scoreboard_update (BalutScoreboard *self)
{
  guint leader;

  g_return_if_fail (BALUT_IS_SCOREBOARD (self));

  if (self->game == NULL || self->cells->len != balut_game_get_n_players (self->game))
    return;

  leader = leader_of (self->game);
  for (guint i = 0; i < self->cells->len; i++)
    update_cell (self, i, leader);
}

/* Returns: (transfer none) (nullable): @seat's cell, a toggle button */
GtkWidget *
balut_scoreboard_get_cell (BalutScoreboard *self,
                           guint            seat)
{
  g_return_val_if_fail (BALUT_IS_SCOREBOARD (self), NULL);

  if (seat >= self->cells->len)
    return NULL;
  return ((Cell *) g_ptr_array_index (self->cells, seat))->button;
}

/**
 * balut_scoreboard_set_compact:
 * @compact: one line a cell (a narrow window), without the score total
 *   (the cell's tooltip and accessible name still say it)
 */
void
balut_scoreboard_set_compact (BalutScoreboard *self,
                              gboolean         compact)
{
  g_return_if_fail (BALUT_IS_SCOREBOARD (self));

  if (self->compact == !!compact)
    return;
  self->compact = !!compact;
  for (guint i = 0; i < self->cells->len; i++)
    lay_out_cell (self, g_ptr_array_index (self->cells, i));
  queue_scroll (self);
}
