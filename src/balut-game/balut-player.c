/* balut-player.c — a seat at the table
 *
 * SPDX-FileCopyrightText: 2026 The Balut developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gi18n-lib.h>

#include "balut-enums.h"
#include "balut-player.h"

struct _BalutPlayer
{
  GObject          parent_instance;

  char            *name;
  BalutPlayerKind  kind;
  BalutLevel       level;
  BalutVariant     variant;
  gint             guess;
  BalutScoresheet *sheet;
};

G_DEFINE_FINAL_TYPE (BalutPlayer, balut_player, G_TYPE_OBJECT)

enum {
  PROP_0,
  PROP_NAME,
  PROP_KIND,
  PROP_LEVEL,
  PROP_VARIANT,
  PROP_GUESS,
  PROP_SHEET,
  PROP_FINAL_POINTS,
  PROP_SCORE_TOTAL,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

static void
sheet_notify_cb (BalutPlayer *self,
                 GParamSpec  *pspec,
                 GObject     *sheet)
{
  if (g_str_equal (pspec->name, "final-points"))
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_FINAL_POINTS]);
  else if (g_str_equal (pspec->name, "score-total"))
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_SCORE_TOTAL]);
}

static void
balut_player_constructed (GObject *object)
{
  BalutPlayer *self = BALUT_PLAYER (object);

  G_OBJECT_CLASS (balut_player_parent_class)->constructed (object);

  self->sheet = balut_scoresheet_new (self->variant);
  g_signal_connect_object (self->sheet, "notify", G_CALLBACK (sheet_notify_cb),
                           self, G_CONNECT_SWAPPED);
}

static void
balut_player_finalize (GObject *object)
{
  BalutPlayer *self = BALUT_PLAYER (object);

  g_clear_pointer (&self->name, g_free);
  g_clear_object (&self->sheet);

  G_OBJECT_CLASS (balut_player_parent_class)->finalize (object);
}

static void
balut_player_get_property (GObject    *object,
                           guint       prop_id,
                           GValue     *value,
                           GParamSpec *pspec)
{
  BalutPlayer *self = BALUT_PLAYER (object);

  switch (prop_id)
    {
    case PROP_NAME:
      g_value_set_string (value, self->name);
      break;
    case PROP_KIND:
      g_value_set_enum (value, self->kind);
      break;
    case PROP_LEVEL:
      g_value_set_enum (value, self->level);
      break;
    case PROP_VARIANT:
      g_value_set_enum (value, self->variant);
      break;
    case PROP_GUESS:
      g_value_set_int (value, self->guess);
      break;
    case PROP_SHEET:
      g_value_set_object (value, self->sheet);
      break;
    case PROP_FINAL_POINTS:
      g_value_set_int (value, balut_player_get_final_points (self));
      break;
    case PROP_SCORE_TOTAL:
      g_value_set_uint (value, balut_player_get_score_total (self));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
balut_player_set_property (GObject      *object,
                           guint         prop_id,
                           const GValue *value,
                           GParamSpec   *pspec)
{
  BalutPlayer *self = BALUT_PLAYER (object);

  switch (prop_id)
    {
    case PROP_NAME:
      g_free (self->name);
      self->name = g_value_dup_string (value);
      break;
    case PROP_KIND:
      self->kind = g_value_get_enum (value);
      break;
    case PROP_LEVEL:
      balut_player_set_level (self, g_value_get_enum (value));
      break;
    case PROP_VARIANT:
      self->variant = g_value_get_enum (value);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
balut_player_class_init (BalutPlayerClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->constructed = balut_player_constructed;
  object_class->finalize = balut_player_finalize;
  object_class->get_property = balut_player_get_property;
  object_class->set_property = balut_player_set_property;

  properties[PROP_NAME] =
    g_param_spec_string ("name", NULL, NULL, "",
                         G_PARAM_READWRITE | G_PARAM_CONSTRUCT_ONLY | G_PARAM_STATIC_STRINGS);
  properties[PROP_KIND] =
    g_param_spec_enum ("kind", NULL, NULL,
                       BALUT_TYPE_PLAYER_KIND, BALUT_PLAYER_HUMAN,
                       G_PARAM_READWRITE | G_PARAM_CONSTRUCT_ONLY | G_PARAM_STATIC_STRINGS);
  /* the strength of a computer player; kept but unused for people */
  properties[PROP_LEVEL] =
    g_param_spec_enum ("level", NULL, NULL,
                       BALUT_TYPE_LEVEL, BALUT_LEVEL_DEFAULT,
                       G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_VARIANT] =
    g_param_spec_enum ("variant", NULL, NULL,
                       BALUT_TYPE_VARIANT, BALUT_VARIANT_STANDARD,
                       G_PARAM_READWRITE | G_PARAM_CONSTRUCT_ONLY | G_PARAM_STATIC_STRINGS);
  properties[PROP_GUESS] =
    g_param_spec_int ("guess", NULL, NULL,
                      BALUT_NO_GUESS, G_MAXINT, BALUT_NO_GUESS,
                      G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_SHEET] =
    g_param_spec_object ("sheet", NULL, NULL,
                         BALUT_TYPE_SCORESHEET,
                         G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);
  properties[PROP_FINAL_POINTS] =
    g_param_spec_int ("final-points", NULL, NULL,
                      G_MININT, G_MAXINT, -2,
                      G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_SCORE_TOTAL] =
    g_param_spec_uint ("score-total", NULL, NULL,
                       0, G_MAXUINT, 0,
                       G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);
}

static void
balut_player_init (BalutPlayer *self)
{
  self->guess = BALUT_NO_GUESS;
  self->level = BALUT_LEVEL_DEFAULT;
}

BalutPlayer *
balut_player_new (const char      *name,
                  BalutPlayerKind  kind,
                  BalutVariant     variant)
{
  g_return_val_if_fail (name != NULL, NULL);

  return g_object_new (BALUT_TYPE_PLAYER,
                       "name", name,
                       "kind", kind,
                       "variant", variant,
                       NULL);
}

const char *
balut_player_get_name (BalutPlayer *self)
{
  g_return_val_if_fail (BALUT_IS_PLAYER (self), NULL);
  return self->name;
}

BalutPlayerKind
balut_player_get_kind (BalutPlayer *self)
{
  g_return_val_if_fail (BALUT_IS_PLAYER (self), BALUT_PLAYER_HUMAN);
  return self->kind;
}

/* R24: the number of Baluts guessed for the whole game, or BALUT_NO_GUESS. */
gint
balut_player_get_guess (BalutPlayer *self)
{
  g_return_val_if_fail (BALUT_IS_PLAYER (self), BALUT_NO_GUESS);
  return self->guess;
}

void
balut_player_set_guess (BalutPlayer *self,
                        gint         guess)
{
  g_return_if_fail (BALUT_IS_PLAYER (self));
  g_return_if_fail (guess >= BALUT_NO_GUESS);

  if (self->guess == guess)
    return;

  self->guess = guess;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_GUESS]);
}

BalutScoresheet *
balut_player_get_sheet (BalutPlayer *self)
{
  g_return_val_if_fail (BALUT_IS_PLAYER (self), NULL);
  return self->sheet;
}

gint
balut_player_get_final_points (BalutPlayer *self)
{
  g_return_val_if_fail (BALUT_IS_PLAYER (self), 0);
  return balut_scoresheet_get_final_points (self->sheet);
}

guint
balut_player_get_score_total (BalutPlayer *self)
{
  g_return_val_if_fail (BALUT_IS_PLAYER (self), 0);
  return balut_scoresheet_get_score_total (self->sheet);
}

BalutLevel
balut_player_get_level (BalutPlayer *self)
{
  g_return_val_if_fail (BALUT_IS_PLAYER (self), BALUT_LEVEL_DEFAULT);
  return self->level;
}

void
balut_player_set_level (BalutPlayer *self,
                        BalutLevel   level)
{
  g_return_if_fail (BALUT_IS_PLAYER (self));
  g_return_if_fail (level < BALUT_N_LEVELS);

  if (self->level == level)
    return;
  self->level = level;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_LEVEL]);
}

static gboolean
name_taken (GPtrArray  *names,
            const char *name)
{
  for (guint i = 0; i < names->len; i++)
    if (g_strcmp0 (g_ptr_array_index (names, i), name) == 0)
      return TRUE;
  return FALSE;
}

/**
 * balut_player_list_seat_names:
 * @n_seats: how many seats
 * @typed: (array length=n_seats): the names given; %NULL or "" for a seat
 *   left unnamed
 * @kinds: (array length=n_seats): who plays each seat
 * @levels: (array length=n_seats): each computer seat's level
 *
 * The names the seats play under: the name given, or for an unnamed seat
 * "Player N" (a person, N its seat) or the computer's level ("Expert";
 * "Expert 2" for the next unnamed Expert, or when another seat is called
 * Expert), so that no two computers share a name and "Expert wins!" says
 * which player won.
 *
 * Returns: (transfer full) (element-type utf8): @n_seats names
 */
GPtrArray *
balut_player_list_seat_names (guint                  n_seats,
                              const char * const    *typed,
                              const BalutPlayerKind *kinds,
                              const BalutLevel      *levels)
{
  GPtrArray *names = g_ptr_array_new_full (n_seats, g_free);
  g_autoptr(GPtrArray) given = g_ptr_array_new_full (n_seats, g_free);

  g_return_val_if_fail (n_seats == 0 || (typed != NULL && kinds != NULL && levels != NULL), names);

  for (guint i = 0; i < n_seats; i++)
    g_ptr_array_add (given, typed[i] != NULL && *typed[i] != '\0' ? g_strdup (typed[i]) : NULL);
  for (guint i = 0; i < n_seats; i++)
    {
      char *name = g_strdup (g_ptr_array_index (given, i));

      if (name == NULL && kinds[i] == BALUT_PLAYER_COMPUTER && levels[i] < BALUT_N_LEVELS)
        {
          const char *level = balut_level_get_label (levels[i]);

          name = g_strdup (level);
          for (guint n = 2; name_taken (given, name) || name_taken (names, name); n++)
            {
              g_free (name);
              /* Translators: the name of a further computer player of the
               * same level, e.g. "Expert 2" */
              name = g_strdup_printf (C_("computer player", "%s %u"), level, n);
            }
        }
      else if (name == NULL)
        /* Translators: the name of a person's seat left unnamed */
        name = g_strdup_printf (_("Player %u"), i + 1);
      g_ptr_array_add (names, name);
    }
  return names;
}
