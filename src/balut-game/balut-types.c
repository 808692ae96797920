/* balut-types.c
 *
 * SPDX-FileCopyrightText: 2026 The Balut developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gi18n-lib.h>

#include "balut-types.h"

static const char * const variant_ids[] = { "standard", "jackpot", "olathe" };
static const char * const variant_labels[] = { N_("Balut"), N_("Jackpot Balut"), N_("Olathe") };

static const char * const category_ids[] = {
  "fours", "fives", "sixes", "straight", "full-house", "choice", "balut",
};
static const char * const category_labels[] = {
  N_("Fours"), N_("Fives"), N_("Sixes"), N_("Straight"),
  N_("Full House"), N_("Choice"), N_("Balut"),
};

static const char * const kind_ids[] = { "human", "computer" };

static const char * const game_mode_ids[] = { "digital", "pad" };

static const char * const level_ids[] = { "beginner", "casual", "strong", "expert" };
static const char * const level_labels[] = {
  NC_("level", "Beginner"), NC_("level", "Casual"), NC_("level", "Strong"), NC_("level", "Expert"),
};

static gboolean
lookup (const char * const *ids,
        guint               n_ids,
        const char         *str,
        guint              *index)
{
  if (str == NULL)
    return FALSE;

  for (guint i = 0; i < n_ids; i++)
    {
      if (g_str_equal (ids[i], str))
        {
          *index = i;
          return TRUE;
        }
    }

  return FALSE;
}

const char *
balut_variant_to_string (BalutVariant variant)
{
  g_return_val_if_fail (variant < BALUT_N_VARIANTS, NULL);
  return variant_ids[variant];
}

gboolean
balut_variant_from_string (const char   *str,
                           BalutVariant *variant)
{
  guint i;

  g_return_val_if_fail (variant != NULL, FALSE);

  if (!lookup (variant_ids, G_N_ELEMENTS (variant_ids), str, &i))
    return FALSE;
  *variant = (BalutVariant) i;
  return TRUE;
}

const char *
balut_variant_get_label (BalutVariant variant)
{
  g_return_val_if_fail (variant < BALUT_N_VARIANTS, NULL);
  return _(variant_labels[variant]);
}

/* R1: three throws a turn; O2: five in Olathe. */
guint
balut_variant_get_max_throws (BalutVariant variant)
{
  return variant == BALUT_VARIANT_OLATHE ? 5 : 3;
}

gboolean
balut_variant_has_jackpot (BalutVariant variant)
{
  return variant == BALUT_VARIANT_JACKPOT;
}

/* R3: 7 × 4 boxes; J1: plus 6 Jackpot boxes. */
guint
balut_variant_get_n_boxes (BalutVariant variant)
{
  return BALUT_N_CATEGORIES * BALUT_N_REGULAR
         + (balut_variant_has_jackpot (variant) ? BALUT_N_CATEGORIES - 1 : 0);
}

const char *
balut_category_to_string (BalutCategory category)
{
  g_return_val_if_fail (category < BALUT_N_CATEGORIES, NULL);
  return category_ids[category];
}

gboolean
balut_category_from_string (const char    *str,
                            BalutCategory *category)
{
  guint i;

  g_return_val_if_fail (category != NULL, FALSE);

  if (!lookup (category_ids, G_N_ELEMENTS (category_ids), str, &i))
    return FALSE;
  *category = (BalutCategory) i;
  return TRUE;
}

const char *
balut_category_get_label (BalutCategory category)
{
  g_return_val_if_fail (category < BALUT_N_CATEGORIES, NULL);
  return _(category_labels[category]);
}

/* J1: every category but Balut has a Jackpot box. */
gboolean
balut_category_has_jackpot (BalutCategory category)
{
  return category != BALUT_CATEGORY_BALUT;
}

const char *
balut_player_kind_to_string (BalutPlayerKind kind)
{
  g_return_val_if_fail (kind <= BALUT_PLAYER_COMPUTER, NULL);
  return kind_ids[kind];
}

gboolean
balut_player_kind_from_string (const char      *str,
                               BalutPlayerKind *kind)
{
  guint i;

  g_return_val_if_fail (kind != NULL, FALSE);

  if (!lookup (kind_ids, G_N_ELEMENTS (kind_ids), str, &i))
    return FALSE;
  *kind = (BalutPlayerKind) i;
  return TRUE;
}

const char *
balut_level_to_string (BalutLevel level)
{
  g_return_val_if_fail (level < BALUT_N_LEVELS, NULL);
  return level_ids[level];
}

gboolean
balut_level_from_string (const char *str,
                         BalutLevel *level)
{
  guint i;

  g_return_val_if_fail (level != NULL, FALSE);

  if (!lookup (level_ids, G_N_ELEMENTS (level_ids), str, &i))
    return FALSE;
  *level = (BalutLevel) i;
  return TRUE;
}

const char *
balut_level_get_label (BalutLevel level)
{
  g_return_val_if_fail (level < BALUT_N_LEVELS, NULL);
  return g_dpgettext2 (GETTEXT_PACKAGE, "level", level_labels[level]);
}

/* The ids of the record's "mode" key (docs/record-format.md) */
const char *
balut_game_mode_to_string (BalutGameMode mode)
{
  g_return_val_if_fail (mode <= BALUT_GAME_MODE_PAD, NULL);
  return game_mode_ids[mode];
}

gboolean
balut_game_mode_from_string (const char    *str,
                             BalutGameMode *mode)
{
  guint i;

  g_return_val_if_fail (mode != NULL, FALSE);

  if (!lookup (game_mode_ids, G_N_ELEMENTS (game_mode_ids), str, &i))
    return FALSE;
  *mode = (BalutGameMode) i;
  return TRUE;
}

gboolean
balut_dice_values_valid (const guint8 *values)
{
  g_return_val_if_fail (values != NULL, FALSE);

  for (guint i = 0; i < BALUT_N_DICE; i++)
    if (values[i] < 1 || values[i] > BALUT_N_FACES)
      return FALSE;

  return TRUE;
}
