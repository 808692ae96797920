/* balut-dice.c — five dice, their holds and the throws of a turn
 *
 * SPDX-FileCopyrightText: 2026 The Balut developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "balut-dice.h"

struct _BalutDice
{
  GObject  parent_instance;

  guint    max_throws;
  guint    n_throws;
  guint8   values[BALUT_N_DICE];
  gboolean held[BALUT_N_DICE];
};

G_DEFINE_FINAL_TYPE (BalutDice, balut_dice, G_TYPE_OBJECT)

G_DEFINE_QUARK (balut-dice-error-quark, balut_dice_error)

enum {
  PROP_0,
  PROP_MAX_THROWS,
  PROP_N_THROWS,
  PROP_THROWS_LEFT,
  PROP_N_HELD,
  N_PROPS
};

enum {
  CHANGED,
  N_SIGNALS
};

static GParamSpec *properties[N_PROPS];
static guint signals[N_SIGNALS];

static void
set_n_throws (BalutDice *self,
              guint      n_throws)
{
  if (self->n_throws == n_throws)
    return;

  self->n_throws = n_throws;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_N_THROWS]);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_THROWS_LEFT]);
}

static void
balut_dice_get_property (GObject    *object,
                         guint       prop_id,
                         GValue     *value,
                         GParamSpec *pspec)
{
  BalutDice *self = BALUT_DICE (object);

  switch (prop_id)
    {
    case PROP_MAX_THROWS:
      g_value_set_uint (value, self->max_throws);
      break;
    case PROP_N_THROWS:
      g_value_set_uint (value, self->n_throws);
      break;
    case PROP_THROWS_LEFT:
      g_value_set_uint (value, balut_dice_get_throws_left (self));
      break;
    case PROP_N_HELD:
      g_value_set_uint (value, balut_dice_get_n_held (self));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
balut_dice_set_property (GObject      *object,
                         guint         prop_id,
                         const GValue *value,
                         GParamSpec   *pspec)
{
  BalutDice *self = BALUT_DICE (object);

  switch (prop_id)
    {
    case PROP_MAX_THROWS:
      self->max_throws = g_value_get_uint (value);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
balut_dice_class_init (BalutDiceClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->get_property = balut_dice_get_property;
  object_class->set_property = balut_dice_set_property;

  properties[PROP_MAX_THROWS] =
    g_param_spec_uint ("max-throws", NULL, NULL,
                       1, BALUT_MAX_THROWS, 3,
                       G_PARAM_READWRITE | G_PARAM_CONSTRUCT_ONLY | G_PARAM_STATIC_STRINGS);
  properties[PROP_N_THROWS] =
    g_param_spec_uint ("n-throws", NULL, NULL,
                       0, BALUT_MAX_THROWS, 0,
                       G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_THROWS_LEFT] =
    g_param_spec_uint ("throws-left", NULL, NULL,
                       0, BALUT_MAX_THROWS, 0,
                       G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_N_HELD] =
    g_param_spec_uint ("n-held", NULL, NULL,
                       0, BALUT_N_DICE, 0,
                       G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  /**
   * BalutDice::changed:
   *
   * Emitted when the values or the holds of the dice change.
   */
  signals[CHANGED] =
    g_signal_new ("changed",
                  G_TYPE_FROM_CLASS (klass),
                  G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL,
                  G_TYPE_NONE, 0);
}

static void
balut_dice_init (BalutDice *self)
{
  self->max_throws = 3;
  for (guint i = 0; i < BALUT_N_DICE; i++)
    self->values[i] = (guint8) (i + 1);
}

BalutDice *
balut_dice_new (guint max_throws)
{
  g_return_val_if_fail (max_throws >= 1 && max_throws <= BALUT_MAX_THROWS, NULL);

  return g_object_new (BALUT_TYPE_DICE, "max-throws", max_throws, NULL);
}

guint
balut_dice_get_max_throws (BalutDice *self)
{
  g_return_val_if_fail (BALUT_IS_DICE (self), 0);
  return self->max_throws;
}

guint
balut_dice_get_n_throws (BalutDice *self)
{
  g_return_val_if_fail (BALUT_IS_DICE (self), 0);
  return self->n_throws;
}

guint
balut_dice_get_throws_left (BalutDice *self)
{
  g_return_val_if_fail (BALUT_IS_DICE (self), 0);
  return self->max_throws - self->n_throws;
}

guint8
balut_dice_get_value (BalutDice *self,
                      guint      index)
{
  g_return_val_if_fail (BALUT_IS_DICE (self), 0);
  g_return_val_if_fail (index < BALUT_N_DICE, 0);
  return self->values[index];
}

void
balut_dice_get_values (BalutDice *self,
                       guint8    *values)
{
  g_return_if_fail (BALUT_IS_DICE (self));
  g_return_if_fail (values != NULL);
  memcpy (values, self->values, sizeof self->values);
}

gboolean
balut_dice_get_held (BalutDice *self,
                     guint      index)
{
  g_return_val_if_fail (BALUT_IS_DICE (self), FALSE);
  g_return_val_if_fail (index < BALUT_N_DICE, FALSE);
  return self->held[index];
}

void
balut_dice_get_holds (BalutDice *self,
                      gboolean  *held)
{
  g_return_if_fail (BALUT_IS_DICE (self));
  g_return_if_fail (held != NULL);
  memcpy (held, self->held, sizeof self->held);
}

guint
balut_dice_get_n_held (BalutDice *self)
{
  guint n = 0;

  g_return_val_if_fail (BALUT_IS_DICE (self), 0);

  for (guint i = 0; i < BALUT_N_DICE; i++)
    n += self->held[i] ? 1 : 0;
  return n;
}

static gboolean
check_holds (BalutDice       *self,
             const gboolean  *held,
             GError         **error)
{
  gboolean any = FALSE;

  for (guint i = 0; i < BALUT_N_DICE; i++)
    any |= held[i] != FALSE;

  /* R1: the first throw of a turn rolls all five dice. */
  if (any && self->n_throws == 0)
    {
      g_set_error_literal (error, BALUT_DICE_ERROR, BALUT_DICE_ERROR_NOT_THROWN,
                           _("Dice can only be held after the first throw of a turn"));
      return FALSE;
    }

  return TRUE;
}

static void
apply_holds (BalutDice      *self,
             const gboolean *held)
{
  guint old_n_held = balut_dice_get_n_held (self);
  gboolean changed = FALSE;

  for (guint i = 0; i < BALUT_N_DICE; i++)
    {
      gboolean h = held[i] != FALSE;

      if (self->held[i] != h)
        {
          self->held[i] = h;
          changed = TRUE;
        }
    }

  if (!changed)
    return;

  if (old_n_held != balut_dice_get_n_held (self))
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_N_HELD]);
  g_signal_emit (self, signals[CHANGED], 0);
}

/**
 * balut_dice_set_held:
 *
 * Holds or releases one die. Refused before the first throw of a turn (R1).
 * A die held earlier may be released again.
 */
gboolean
balut_dice_set_held (BalutDice  *self,
                     guint       index,
                     gboolean    held,
                     GError    **error)
{
  gboolean holds[BALUT_N_DICE];

  g_return_val_if_fail (BALUT_IS_DICE (self), FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  if (index >= BALUT_N_DICE)
    {
      g_set_error (error, BALUT_DICE_ERROR, BALUT_DICE_ERROR_NO_SUCH_DIE,
                   _("There is no die %u"), index + 1);
      return FALSE;
    }

  memcpy (holds, self->held, sizeof holds);
  holds[index] = held != FALSE;

  if (!check_holds (self, holds, error))
    return FALSE;

  apply_holds (self, holds);
  return TRUE;
}

gboolean
balut_dice_set_holds (BalutDice       *self,
                      const gboolean  *held,
                      GError         **error)
{
  g_return_val_if_fail (BALUT_IS_DICE (self), FALSE);
  g_return_val_if_fail (held != NULL, FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  if (!check_holds (self, held, error))
    return FALSE;

  apply_holds (self, held);
  return TRUE;
}

/**
 * balut_dice_can_roll:
 *
 * Whether another throw is allowed: throws are left (R1, O2) and at
 * least one die is not held.
 */
gboolean
balut_dice_can_roll (BalutDice  *self,
                     GError    **error)
{
  g_return_val_if_fail (BALUT_IS_DICE (self), FALSE);

  if (self->n_throws >= self->max_throws)
    {
      g_set_error (error, BALUT_DICE_ERROR, BALUT_DICE_ERROR_NO_THROWS_LEFT,
                   g_dngettext (GETTEXT_PACKAGE,
                                "No throws left: a turn has at most %u throw",
                                "No throws left: a turn has at most %u throws",
                                self->max_throws),
                   self->max_throws);
      return FALSE;
    }

  if (balut_dice_get_n_held (self) == BALUT_N_DICE)
    {
      g_set_error_literal (error, BALUT_DICE_ERROR, BALUT_DICE_ERROR_ALL_HELD,
                           _("All dice are held: release at least one to throw"));
      return FALSE;
    }

  return TRUE;
}

/**
 * balut_dice_throw_values:
 * @values: the five dice after the throw
 *
 * Records a throw with known values (a replay, or dice thrown on a
 * table). Held dice must keep their values.
 */
gboolean
balut_dice_throw_values (BalutDice     *self,
                         const guint8  *values,
                         GError       **error)
{
  g_return_val_if_fail (BALUT_IS_DICE (self), FALSE);
  g_return_val_if_fail (values != NULL, FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  if (!balut_dice_can_roll (self, error))
    return FALSE;

  for (guint i = 0; i < BALUT_N_DICE; i++)
    {
      if (values[i] < 1 || values[i] > BALUT_N_FACES)
        {
          g_set_error (error, BALUT_DICE_ERROR, BALUT_DICE_ERROR_BAD_VALUE,
                       _("Die %u shows %u, which is not a value from 1 to 6"),
                       i + 1, values[i]);
          return FALSE;
        }

      if (self->held[i] && values[i] != self->values[i])
        {
          g_set_error (error, BALUT_DICE_ERROR, BALUT_DICE_ERROR_HELD_CHANGED,
                       _("Die %u was held at %u but shows %u after the throw"),
                       i + 1, self->values[i], values[i]);
          return FALSE;
        }
    }

  memcpy (self->values, values, sizeof self->values);
  set_n_throws (self, self->n_throws + 1);
  g_signal_emit (self, signals[CHANGED], 0);

  return TRUE;
}

/**
 * balut_dice_roll:
 * @rand: the random source, seeded by the caller
 *
 * Throws every die that is not held. Five values are always drawn from
 * @rand, one per die in order, so a die's outcome does not depend on
 * which other dice are held.
 */
gboolean
balut_dice_roll (BalutDice  *self,
                 GRand      *rand,
                 GError    **error)
{
  guint8 values[BALUT_N_DICE];

  g_return_val_if_fail (BALUT_IS_DICE (self), FALSE);
  g_return_val_if_fail (rand != NULL, FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  if (!balut_dice_can_roll (self, error))
    return FALSE;

  for (guint i = 0; i < BALUT_N_DICE; i++)
    {
      guint8 v = (guint8) g_rand_int_range (rand, 1, BALUT_N_FACES + 1);

      values[i] = self->held[i] ? self->values[i] : v;
    }

  return balut_dice_throw_values (self, values, error);
}

/* MT19937 (Matsumoto and Nishimura, 1998), written out: the stream of
 * GLib's GRand with its default version (2.2), but GRand seeds itself
 * another way when G_RANDOM_VERSION=2.0 is set, and a record's dice must
 * not depend on the environment (docs/record-format.md) */
#define MT_N 624
#define MT_M 397

typedef struct
{
  guint32 mt[MT_N];
  guint   index;
} Twister;

static void
twister_init_by_array (Twister       *tw,
                       const guint32 *key,
                       guint          length)
{
  guint i = 1, j = 0;

  tw->mt[0] = 19650218u;
  for (guint n = 1; n < MT_N; n++)
    tw->mt[n] = 1812433253u * (tw->mt[n - 1] ^ (tw->mt[n - 1] >> 30)) + n;

  for (guint k = MAX (MT_N, length); k > 0; k--)
    {
      tw->mt[i] = (tw->mt[i] ^ ((tw->mt[i - 1] ^ (tw->mt[i - 1] >> 30)) * 1664525u)) + key[j] + j;
      i++;
      j++;
      if (i >= MT_N)
        {
          tw->mt[0] = tw->mt[MT_N - 1];
          i = 1;
        }
      if (j >= length)
        j = 0;
    }
  for (guint k = MT_N - 1; k > 0; k--)
    {
      tw->mt[i] = (tw->mt[i] ^ ((tw->mt[i - 1] ^ (tw->mt[i - 1] >> 30)) * 1566083941u)) - i;
      i++;
      if (i >= MT_N)
        {
          tw->mt[0] = tw->mt[MT_N - 1];
          i = 1;
        }
    }
  tw->mt[0] = 0x80000000u;
  tw->index = MT_N;
}

static guint32
twister_next (Twister *tw)
{
  guint32 y;

  if (tw->index >= MT_N)
    {
      for (guint k = 0; k < MT_N; k++)
        {
          y = (tw->mt[k] & 0x80000000u) | (tw->mt[(k + 1) % MT_N] & 0x7fffffffu);
          tw->mt[k] = tw->mt[(k + MT_M) % MT_N] ^ (y >> 1) ^ ((y & 1) ? 0x9908b0dfu : 0);
        }
      tw->index = 0;
    }

  y = tw->mt[tw->index++];
  y ^= y >> 11;
  y ^= (y << 7) & 0x9d2c5680u;
  y ^= (y << 15) & 0xefc60000u;
  y ^= y >> 18;
  return y;
}

/**
 * balut_dice_draw_seeded:
 * @seed: the game's seed, below 2^53
 * @turn: the turn's place in the game, from 0
 * @throw_index: the throw's place in the turn, from 0
 * @values: (out caller-allocates) (array fixed-size=5): the five dice
 *
 * The dice the game of @seed throws at that place, before holds: the
 * generator %BALUT_DICE_GENERATOR, version %BALUT_DICE_GENERATOR_VERSION,
 * that a record names. Each throw has a stream of its own, MT19937
 * seeded by init_by_array() with the five words 0x42616c75 ("Balu"),
 * the seed's low and high 32 bits, @turn and @throw_index. Each die in
 * order takes the stream's next output u below 4294967292 (the largest
 * multiple of 6 not above 2^32; larger outputs are skipped, so every
 * face is as likely) and shows 1 + u mod 6; a held die keeps its value
 * and its draw is unused. A resumed game, a turn taken back with undo,
 * and a reader checking a record's dice all get the same dice for the
 * same place, and no other.
 */
void
balut_dice_draw_seeded (guint64  seed,
                        guint    turn,
                        guint    throw_index,
                        guint8  *values)
{
  const guint32 words[5] = {
    0x42616c75,   /* "Balu" */
    (guint32) (seed & 0xffffffff),
    (guint32) (seed >> 32),
    turn,
    throw_index,
  };
  Twister tw;

  g_return_if_fail (values != NULL);

  twister_init_by_array (&tw, words, G_N_ELEMENTS (words));
  for (guint i = 0; i < BALUT_N_DICE; i++)
    {
      guint32 u;

      do
        u = twister_next (&tw);
      while (u > G_MAXUINT32 - (G_MAXUINT32 % BALUT_N_FACES) - 1);
      values[i] = (guint8) (1 + u % BALUT_N_FACES);
    }
}

/**
 * balut_dice_reset:
 *
 * Starts a new turn: no throws, nothing held. The values stay on the
 * table until the next throw.
 */
void
balut_dice_reset (BalutDice *self)
{
  static const gboolean none[BALUT_N_DICE] = { FALSE, };

  g_return_if_fail (BALUT_IS_DICE (self));

  g_object_freeze_notify (G_OBJECT (self));
  set_n_throws (self, 0);
  apply_holds (self, none);
  g_object_thaw_notify (G_OBJECT (self));
}

/**
 * balut_dice_restore:
 *
 * Puts the dice back into a known state (loading a game, undo).
 */
void
balut_dice_restore (BalutDice      *self,
                    guint           n_throws,
                    const guint8   *values,
                    const gboolean *held)
{
  g_return_if_fail (BALUT_IS_DICE (self));
  g_return_if_fail (n_throws <= self->max_throws);
  g_return_if_fail (values != NULL && balut_dice_values_valid (values));
  g_return_if_fail (held != NULL);

  g_object_freeze_notify (G_OBJECT (self));
  memcpy (self->values, values, sizeof self->values);
  set_n_throws (self, n_throws);
  apply_holds (self, held);
  g_signal_emit (self, signals[CHANGED], 0);
  g_object_thaw_notify (G_OBJECT (self));
}
