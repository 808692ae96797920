/* balut-sheet-view.c — one player's scoresheet, clickable
 *
 * SPDX-FileCopyrightText: 2026 The Balut developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gi18n.h>

#include "balut-describe.h"
#include "balut-enums.h"
#include "balut-format.h"
#include "balut-sheet-view.h"

struct _BalutSheetView
{
  GtkWidget        parent_instance;

  GtkGrid         *grid;
  GtkWidget       *jackpot_header;
  GtkWidget       *boxes[BALUT_N_CATEGORIES][BALUT_N_COLUMNS];
  GtkLabel        *category_labels[BALUT_N_CATEGORIES];
  GtkLabel        *sums[BALUT_N_CATEGORIES];
  GtkLabel        *points[BALUT_N_CATEGORIES];
  GtkLabel        *total_value;
  GtkLabel        *bracket_caption;
  GtkLabel        *bracket_value;
  GtkLabel        *final_value;

  BalutGame       *game;
  GSignalGroup    *game_signals;
  BalutScoresheet *sheet;
  GSignalGroup    *sheet_signals;
  guint            player;
  gboolean         playable;

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

static void
update_box (BalutSheetView *self,
            BalutCategory   category,
            guint           box,
            gboolean        in_turn,
            const guint8   *dice,
            gboolean        olathe_next)
{
  GtkWidget *button = self->boxes[category][box];
  GtkWidget *label = gtk_button_get_child (GTK_BUTTON (button));
  g_autofree char *name = box_name (category, box);
  g_autofree char *text = NULL;
  g_autofree char *a11y = NULL;
  gint value = balut_scoresheet_get_box (self->sheet, category, box);
  gint preview = -1;

  gtk_widget_remove_css_class (button, "preview");
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
      if (in_turn)
        preview = balut_scoresheet_preview (self->sheet, category, box, dice);

      if (preview > 0)
        {
          text = g_strdup_printf ("%d", preview);
          a11y = g_strdup_printf (_("%s: would score %d"), name, preview);
          gtk_widget_add_css_class (button, "preview");
        }
      else if (preview == 0)
        {
          /* "0", not the "–" of a struck box: a preview must not look
           * like an entry */
          text = g_strdup ("0");
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

  gtk_label_set_text (GTK_LABEL (label), text);
  gtk_widget_set_sensitive (button, preview >= 0);

  balut_widget_describe (button, a11y, TRUE);
}

static void
refresh (BalutSheetView *self)
{
  const BalutPoints *points;
  BalutVariant variant;
  gboolean jackpot, in_turn = FALSE, has_next = FALSE;
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
          update_box (self, c, b, in_turn, dice,
                      has_next && next.category == c && next.box == b);
        }

      gtk_label_set_text (self->sums[c], sum);
      gtk_label_set_text (self->points[c], pts);
      balut_widget_describe (GTK_WIDGET (self->category_labels[c]), condition, FALSE);

      if (cp->condition_met)
        gtk_widget_add_css_class (GTK_WIDGET (self->points[c]), "met");
      else
        gtk_widget_remove_css_class (GTK_WIDGET (self->points[c]), "met");
    }

  balut_rules_bracket_range (points->bracket_points, &low, &high);
  total_text = g_strdup_printf ("%u", points->score_total);
  /* Translators: the bracket of the score total, e.g. "Bracket 400–449" */
  bracket_text = g_strdup_printf (_("Bracket %u–%u"), low, high);
  bracket_points = balut_format_points (points->bracket_points);
  final_text = balut_format_points (points->final_points);

  gtk_label_set_text (self->total_value, total_text);
  gtk_label_set_text (self->bracket_caption, bracket_text);
  gtk_label_set_text (self->bracket_value, bracket_points);
  gtk_label_set_text (self->final_value, final_text);
}

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

  set_sheet (self, NULL);
  g_clear_object (&self->sheet_signals);
  if (self->game_signals != NULL)
    g_signal_group_set_target (self->game_signals, NULL);
  g_clear_object (&self->game_signals);
  g_clear_object (&self->game);

  gtk_widget_dispose_template (GTK_WIDGET (self), BALUT_TYPE_SHEET_VIEW);

  G_OBJECT_CLASS (balut_sheet_view_parent_class)->dispose (object);
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
  object_class->get_property = balut_sheet_view_get_property;
  object_class->set_property = balut_sheet_view_set_property;

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

  gtk_widget_class_set_template_from_resource (widget_class, "/io/github/balut/Balut/balut-sheet-view.ui");
  gtk_widget_class_bind_template_child (widget_class, BalutSheetView, bracket_caption);
  gtk_widget_class_bind_template_child (widget_class, BalutSheetView, bracket_value);
  gtk_widget_class_bind_template_child (widget_class, BalutSheetView, final_value);
  gtk_widget_class_bind_template_child (widget_class, BalutSheetView, grid);
  gtk_widget_class_bind_template_child (widget_class, BalutSheetView, jackpot_header);
  gtk_widget_class_bind_template_child (widget_class, BalutSheetView, total_value);

  /* The boxes and labels of every category, fetched by name in init */
  for (guint c = 0; c < BALUT_N_CATEGORIES; c++)
    {
      const char *prefixes[] = { "label_", "sum_", "points_" };

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

  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
  gtk_widget_class_set_css_name (widget_class, "sheetview");
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_GROUP);
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

  for (guint c = 0; c < BALUT_N_CATEGORIES; c++)
    {
      g_autofree char *label = g_strdup_printf ("label_%s", category_ids[c]);
      g_autofree char *sum = g_strdup_printf ("sum_%s", category_ids[c]);
      g_autofree char *points = g_strdup_printf ("points_%s", category_ids[c]);

      self->category_labels[c] = GTK_LABEL (gtk_widget_get_template_child (widget, BALUT_TYPE_SHEET_VIEW, label));
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

/* Shows the sheet of seat @player. */
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
 * @name: "sum_fours", "points_sixes", "total_value", "bracket_value",
 *   "final_value", …
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
 * sheet is shown.
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
