/* balut-scoresheet.c — one player's sheet, its legal boxes and its points
 *
 * SPDX-FileCopyrightText: 2026 The Balut developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "balut-enums.h"
#include "balut-scoresheet.h"

struct _BalutScoresheet
{
  GObject      parent_instance;

  BalutVariant variant;
  gint         boxes[BALUT_N_CATEGORIES][BALUT_N_COLUMNS];
  guint        n_filled;
  BalutPoints  points;
};

G_DEFINE_FINAL_TYPE (BalutScoresheet, balut_scoresheet, G_TYPE_OBJECT)

G_DEFINE_QUARK (balut-scoresheet-error-quark, balut_scoresheet_error)

enum {
  PROP_0,
  PROP_VARIANT,
  PROP_N_FILLED,
  PROP_COMPLETE,
  PROP_SCORE_TOTAL,
  PROP_FINAL_POINTS,
  PROP_N_BALUTS,
  N_PROPS
};

enum {
  CHANGED,
  N_SIGNALS
};

static GParamSpec *properties[N_PROPS];
static guint signals[N_SIGNALS];

static void
update (BalutScoresheet *self,
        BalutCategory    category,
        guint            box)
{
  BalutPoints old = self->points;
  guint n_filled = 0;
  GObject *object = G_OBJECT (self);

  for (guint c = 0; c < BALUT_N_CATEGORIES; c++)
    for (guint b = 0; b < BALUT_N_COLUMNS; b++)
      n_filled += self->boxes[c][b] != BALUT_BOX_EMPTY ? 1 : 0;

  balut_rules_compute_points (self->variant,
                              (const gint (*)[BALUT_N_COLUMNS]) self->boxes,
                              &self->points);

  g_object_freeze_notify (object);

  if (n_filled != self->n_filled)
    {
      gboolean was_complete = balut_scoresheet_is_complete (self);

      self->n_filled = n_filled;
      g_object_notify_by_pspec (object, properties[PROP_N_FILLED]);
      if (was_complete != balut_scoresheet_is_complete (self))
        g_object_notify_by_pspec (object, properties[PROP_COMPLETE]);
    }
  if (old.score_total != self->points.score_total)
    g_object_notify_by_pspec (object, properties[PROP_SCORE_TOTAL]);
  if (old.final_points != self->points.final_points)
    g_object_notify_by_pspec (object, properties[PROP_FINAL_POINTS]);
  if (old.n_baluts != self->points.n_baluts)
    g_object_notify_by_pspec (object, properties[PROP_N_BALUTS]);

  g_signal_emit (self, signals[CHANGED], 0, category, box);

  g_object_thaw_notify (object);
}

static void
balut_scoresheet_get_property (GObject    *object,
                               guint       prop_id,
                               GValue     *value,
                               GParamSpec *pspec)
{
  BalutScoresheet *self = BALUT_SCORESHEET (object);

  switch (prop_id)
    {
    case PROP_VARIANT:
      g_value_set_enum (value, self->variant);
      break;
    case PROP_N_FILLED:
      g_value_set_uint (value, self->n_filled);
      break;
    case PROP_COMPLETE:
      g_value_set_boolean (value, balut_scoresheet_is_complete (self));
      break;
    case PROP_SCORE_TOTAL:
      g_value_set_uint (value, self->points.score_total);
      break;
    case PROP_FINAL_POINTS:
      g_value_set_int (value, self->points.final_points);
      break;
    case PROP_N_BALUTS:
      g_value_set_uint (value, self->points.n_baluts);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
balut_scoresheet_set_property (GObject      *object,
                               guint         prop_id,
                               const GValue *value,
                               GParamSpec   *pspec)
{
  BalutScoresheet *self = BALUT_SCORESHEET (object);

  switch (prop_id)
    {
    case PROP_VARIANT:
      self->variant = g_value_get_enum (value);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
balut_scoresheet_constructed (GObject *object)
{
  BalutScoresheet *self = BALUT_SCORESHEET (object);

  G_OBJECT_CLASS (balut_scoresheet_parent_class)->constructed (object);

  balut_rules_compute_points (self->variant,
                              (const gint (*)[BALUT_N_COLUMNS]) self->boxes,
                              &self->points);
}

static void
balut_scoresheet_class_init (BalutScoresheetClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->constructed = balut_scoresheet_constructed;
  object_class->get_property = balut_scoresheet_get_property;
  object_class->set_property = balut_scoresheet_set_property;

  properties[PROP_VARIANT] =
    g_param_spec_enum ("variant", NULL, NULL,
                       BALUT_TYPE_VARIANT, BALUT_VARIANT_STANDARD,
                       G_PARAM_READWRITE | G_PARAM_CONSTRUCT_ONLY | G_PARAM_STATIC_STRINGS);
  properties[PROP_N_FILLED] =
    g_param_spec_uint ("n-filled", NULL, NULL,
                       0, G_MAXUINT, 0,
                       G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_COMPLETE] =
    g_param_spec_boolean ("complete", NULL, NULL, FALSE,
                          G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_SCORE_TOTAL] =
    g_param_spec_uint ("score-total", NULL, NULL,
                       0, G_MAXUINT, 0,
                       G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_FINAL_POINTS] =
    g_param_spec_int ("final-points", NULL, NULL,
                      G_MININT, G_MAXINT, -2,
                      G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_N_BALUTS] =
    g_param_spec_uint ("n-baluts", NULL, NULL,
                       0, BALUT_N_REGULAR, 0,
                       G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  /**
   * BalutScoresheet::changed:
   * @category: the category of the box that changed
   * @box: the box, 0–3 or BALUT_BOX_JACKPOT
   *
   * Emitted after a box was entered or cleared, once the totals and
   * points are up to date.
   */
  signals[CHANGED] =
    g_signal_new ("changed",
                  G_TYPE_FROM_CLASS (klass),
                  G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL,
                  G_TYPE_NONE, 2, BALUT_TYPE_CATEGORY, G_TYPE_UINT);
}

static void
balut_scoresheet_init (BalutScoresheet *self)
{
  for (guint c = 0; c < BALUT_N_CATEGORIES; c++)
    for (guint b = 0; b < BALUT_N_COLUMNS; b++)
      self->boxes[c][b] = BALUT_BOX_EMPTY;
}

BalutScoresheet *
balut_scoresheet_new (BalutVariant variant)
{
  g_return_val_if_fail (variant < BALUT_N_VARIANTS, NULL);

  return g_object_new (BALUT_TYPE_SCORESHEET, "variant", variant, NULL);
}

BalutScoresheet *
balut_scoresheet_copy (BalutScoresheet *self)
{
  BalutScoresheet *copy;

  g_return_val_if_fail (BALUT_IS_SCORESHEET (self), NULL);

  copy = balut_scoresheet_new (self->variant);
  memcpy (copy->boxes, self->boxes, sizeof self->boxes);
  copy->n_filled = self->n_filled;
  copy->points = self->points;

  return copy;
}

BalutVariant
balut_scoresheet_get_variant (BalutScoresheet *self)
{
  g_return_val_if_fail (BALUT_IS_SCORESHEET (self), BALUT_VARIANT_STANDARD);
  return self->variant;
}

guint
balut_scoresheet_get_n_boxes (BalutScoresheet *self)
{
  g_return_val_if_fail (BALUT_IS_SCORESHEET (self), 0);
  return balut_variant_get_n_boxes (self->variant);
}

guint
balut_scoresheet_get_n_filled (BalutScoresheet *self)
{
  g_return_val_if_fail (BALUT_IS_SCORESHEET (self), 0);
  return self->n_filled;
}

gboolean
balut_scoresheet_is_complete (BalutScoresheet *self)
{
  g_return_val_if_fail (BALUT_IS_SCORESHEET (self), FALSE);
  return self->n_filled == balut_variant_get_n_boxes (self->variant);
}

/* Whether the sheet has this box at all: the Jackpot column exists only
 * in Jackpot Balut and not for Balut (J1). */
gboolean
balut_scoresheet_has_box (BalutScoresheet *self,
                          BalutCategory    category,
                          guint            box)
{
  g_return_val_if_fail (BALUT_IS_SCORESHEET (self), FALSE);

  if ((guint) category >= BALUT_N_CATEGORIES)
    return FALSE;
  if (box < BALUT_N_REGULAR)
    return TRUE;
  return box == BALUT_BOX_JACKPOT
         && balut_variant_has_jackpot (self->variant)
         && balut_category_has_jackpot (category);
}

/**
 * balut_scoresheet_get_box:
 *
 * Returns: the score entered in the box (0 for a struck box), or
 *   BALUT_BOX_EMPTY.
 */
gint
balut_scoresheet_get_box (BalutScoresheet *self,
                          BalutCategory    category,
                          guint            box)
{
  g_return_val_if_fail (BALUT_IS_SCORESHEET (self), BALUT_BOX_EMPTY);
  g_return_val_if_fail (balut_scoresheet_has_box (self, category, box), BALUT_BOX_EMPTY);

  return self->boxes[category][box];
}

/* O1: turn t goes to category t mod 7, box t div 7. */
gboolean
balut_scoresheet_get_next_box (BalutScoresheet *self,
                               BalutBox        *box)
{
  g_return_val_if_fail (BALUT_IS_SCORESHEET (self), FALSE);
  g_return_val_if_fail (box != NULL, FALSE);

  for (guint b = 0; b < BALUT_N_REGULAR; b++)
    for (guint c = 0; c < BALUT_N_CATEGORIES; c++)
      if (self->boxes[c][b] == BALUT_BOX_EMPTY)
        {
          box->category = c;
          box->box = b;
          return TRUE;
        }

  return FALSE;
}

/**
 * balut_scoresheet_check_box:
 *
 * Whether the box may take the current turn's dice: it exists and is
 * empty (R2), it is not the fourth regular box of a category whose
 * Jackpot box is open (J3), and in Olathe it is the next box (O1).
 * Legality never depends on the dice: a Jackpot box takes any roll, a
 * roll that does not qualify strikes it (J2, J3).
 */
gboolean
balut_scoresheet_check_box (BalutScoresheet  *self,
                            BalutCategory     category,
                            guint             box,
                            GError          **error)
{
  g_return_val_if_fail (BALUT_IS_SCORESHEET (self), FALSE);

  if (!balut_scoresheet_has_box (self, category, box))
    {
      if ((guint) category < BALUT_N_CATEGORIES && box == BALUT_BOX_JACKPOT)
        g_set_error (error, BALUT_SCORESHEET_ERROR, BALUT_SCORESHEET_ERROR_NO_SUCH_BOX,
                     _("%s has no Jackpot box in %s"),
                     balut_category_get_label (category),
                     balut_variant_get_label (self->variant));
      else
        g_set_error_literal (error, BALUT_SCORESHEET_ERROR, BALUT_SCORESHEET_ERROR_NO_SUCH_BOX,
                             _("There is no such box on the scoresheet"));
      return FALSE;
    }

  if (self->boxes[category][box] != BALUT_BOX_EMPTY)
    {
      if (box == BALUT_BOX_JACKPOT)
        g_set_error (error, BALUT_SCORESHEET_ERROR, BALUT_SCORESHEET_ERROR_FILLED,
                     _("The Jackpot box of %s is already filled"),
                     balut_category_get_label (category));
      else
        g_set_error (error, BALUT_SCORESHEET_ERROR, BALUT_SCORESHEET_ERROR_FILLED,
                     _("Box %u of %s is already filled"),
                     box + 1, balut_category_get_label (category));
      return FALSE;
    }

  if (self->variant == BALUT_VARIANT_OLATHE)
    {
      BalutBox next;

      if (balut_scoresheet_get_next_box (self, &next)
          && (next.category != category || next.box != box))
        {
          g_set_error (error, BALUT_SCORESHEET_ERROR, BALUT_SCORESHEET_ERROR_ORDER,
                       _("In Olathe the boxes are filled in order: this turn goes to box %u of %s"),
                       next.box + 1, balut_category_get_label (next.category));
          return FALSE;
        }
    }

  if (box < BALUT_N_REGULAR
      && balut_scoresheet_has_box (self, category, BALUT_BOX_JACKPOT)
      && self->boxes[category][BALUT_BOX_JACKPOT] == BALUT_BOX_EMPTY)
    {
      guint n_regular = 0;

      for (guint b = 0; b < BALUT_N_REGULAR; b++)
        n_regular += self->boxes[category][b] != BALUT_BOX_EMPTY ? 1 : 0;

      if (n_regular == BALUT_N_REGULAR - 1)
        {
          g_set_error (error, BALUT_SCORESHEET_ERROR, BALUT_SCORESHEET_ERROR_JACKPOT_OPEN,
                       _("The last box of %s can only be filled once its Jackpot box is filled or struck"),
                       balut_category_get_label (category));
          return FALSE;
        }
    }

  return TRUE;
}

gboolean
balut_scoresheet_is_legal (BalutScoresheet *self,
                           BalutCategory    category,
                           guint            box)
{
  return balut_scoresheet_check_box (self, category, box, NULL);
}

/**
 * balut_scoresheet_list_legal:
 *
 * Returns: (transfer full): the boxes the current turn may be entered in,
 *   as an array of #BalutBox, categories in order, regular boxes before
 *   the Jackpot box.
 */
GArray *
balut_scoresheet_list_legal (BalutScoresheet *self)
{
  GArray *legal;

  g_return_val_if_fail (BALUT_IS_SCORESHEET (self), NULL);

  legal = g_array_new (FALSE, FALSE, sizeof (BalutBox));

  for (guint c = 0; c < BALUT_N_CATEGORIES; c++)
    for (guint b = 0; b < BALUT_N_COLUMNS; b++)
      if (balut_scoresheet_is_legal (self, c, b))
        {
          BalutBox box = { c, b };
          g_array_append_val (legal, box);
        }

  return legal;
}

/**
 * balut_scoresheet_preview:
 *
 * Returns: the score @dice would get in the box, or -1 when the box is
 *   not legal now.
 */
gint
balut_scoresheet_preview (BalutScoresheet *self,
                          BalutCategory    category,
                          guint            box,
                          const guint8    *dice)
{
  g_return_val_if_fail (BALUT_IS_SCORESHEET (self), -1);
  g_return_val_if_fail (dice != NULL, -1);

  if (!balut_dice_values_valid (dice) || !balut_scoresheet_is_legal (self, category, box))
    return -1;

  if (box == BALUT_BOX_JACKPOT)
    return (gint) balut_rules_jackpot_score (category, dice);
  return (gint) balut_rules_box_score (category, dice);
}

/**
 * balut_scoresheet_enter:
 *
 * Enters @dice in a box (R2). A roll that does not qualify strikes the
 * box (score 0).
 *
 * Returns: the score entered, or -1 with @error set when the box is not
 *   legal; the sheet is then unchanged.
 */
gint
balut_scoresheet_enter (BalutScoresheet  *self,
                        BalutCategory     category,
                        guint             box,
                        const guint8     *dice,
                        GError          **error)
{
  gint score;

  g_return_val_if_fail (BALUT_IS_SCORESHEET (self), -1);
  g_return_val_if_fail (dice != NULL, -1);
  g_return_val_if_fail (error == NULL || *error == NULL, -1);

  if (!balut_dice_values_valid (dice))
    {
      g_set_error_literal (error, BALUT_SCORESHEET_ERROR, BALUT_SCORESHEET_ERROR_BAD_DICE,
                           _("Dice must show values from 1 to 6"));
      return -1;
    }

  if (!balut_scoresheet_check_box (self, category, box, error))
    return -1;

  score = balut_scoresheet_preview (self, category, box, dice);
  g_assert (score >= 0);

  self->boxes[category][box] = score;
  update (self, category, box);

  return score;
}

/**
 * balut_scoresheet_clear_box:
 *
 * Empties a filled box again: used to undo an entry, never during play.
 */
gboolean
balut_scoresheet_clear_box (BalutScoresheet  *self,
                            BalutCategory     category,
                            guint             box,
                            GError          **error)
{
  g_return_val_if_fail (BALUT_IS_SCORESHEET (self), FALSE);

  if (!balut_scoresheet_has_box (self, category, box))
    {
      g_set_error_literal (error, BALUT_SCORESHEET_ERROR, BALUT_SCORESHEET_ERROR_NO_SUCH_BOX,
                           _("There is no such box on the scoresheet"));
      return FALSE;
    }

  if (self->boxes[category][box] == BALUT_BOX_EMPTY)
    {
      g_set_error_literal (error, BALUT_SCORESHEET_ERROR, BALUT_SCORESHEET_ERROR_EMPTY,
                           _("The box is empty"));
      return FALSE;
    }

  self->boxes[category][box] = BALUT_BOX_EMPTY;
  update (self, category, box);

  return TRUE;
}

/**
 * balut_scoresheet_get_points:
 *
 * Returns: (transfer none): the breakdown of the sheet's points, always
 *   up to date; empty boxes count as zero.
 */
const BalutPoints *
balut_scoresheet_get_points (BalutScoresheet *self)
{
  g_return_val_if_fail (BALUT_IS_SCORESHEET (self), NULL);
  return &self->points;
}

guint
balut_scoresheet_get_score_total (BalutScoresheet *self)
{
  g_return_val_if_fail (BALUT_IS_SCORESHEET (self), 0);
  return self->points.score_total;
}

gint
balut_scoresheet_get_final_points (BalutScoresheet *self)
{
  g_return_val_if_fail (BALUT_IS_SCORESHEET (self), 0);
  return self->points.final_points;
}

guint
balut_scoresheet_get_n_baluts (BalutScoresheet *self)
{
  g_return_val_if_fail (BALUT_IS_SCORESHEET (self), 0);
  return self->points.n_baluts;
}
