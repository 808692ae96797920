/* balut-types.h — enumerations and constants shared by the whole core
 *
 * SPDX-FileCopyrightText: 2026 The Balut developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <glib.h>

G_BEGIN_DECLS

#define BALUT_N_DICE        5
#define BALUT_N_FACES       6
#define BALUT_N_CATEGORIES  7
#define BALUT_N_REGULAR     4   /* regular boxes per category (R3) */
#define BALUT_BOX_JACKPOT   4   /* index of a category's Jackpot box (J1) */
#define BALUT_N_COLUMNS     5   /* 4 regular boxes + the Jackpot box */
#define BALUT_MAX_PLAYERS   8
#define BALUT_MAX_THROWS    5   /* the most any variant allows (O2) */
#define BALUT_BOX_EMPTY     (-1)

typedef enum
{
  BALUT_VARIANT_STANDARD,
  BALUT_VARIANT_JACKPOT,
  BALUT_VARIANT_OLATHE,
} BalutVariant;

#define BALUT_N_VARIANTS 3

typedef enum
{
  BALUT_CATEGORY_FOURS,
  BALUT_CATEGORY_FIVES,
  BALUT_CATEGORY_SIXES,
  BALUT_CATEGORY_STRAIGHT,
  BALUT_CATEGORY_FULL_HOUSE,
  BALUT_CATEGORY_CHOICE,
  BALUT_CATEGORY_BALUT,
} BalutCategory;

typedef enum
{
  BALUT_PLAYER_HUMAN,
  BALUT_PLAYER_COMPUTER,
} BalutPlayerKind;

/* The strength of a computer player, weakest first. */
typedef enum
{
  BALUT_LEVEL_BEGINNER,
  BALUT_LEVEL_CASUAL,
  BALUT_LEVEL_STRONG,
  BALUT_LEVEL_EXPERT,
} BalutLevel;

#define BALUT_N_LEVELS 4
/* The level of a computer player whose record names none. */
#define BALUT_LEVEL_DEFAULT BALUT_LEVEL_STRONG

typedef enum
{
  BALUT_GAME_STATE_NO_PLAYERS,   /* players may still be added */
  BALUT_GAME_STATE_TURN_START,   /* waiting for the first throw of a turn */
  BALUT_GAME_STATE_IN_TURN,      /* thrown at least once: hold, throw or enter */
  BALUT_GAME_STATE_FINISHED,     /* every box of every sheet is filled (R3) */
} BalutGameState;

/* How the dice of a game are thrown: on the screen, from the game's
 * seed, or with real dice at the table, the current player typing in
 * the dice each turn ended with (the scoring pad). Scoring is the same. */
typedef enum
{
  BALUT_GAME_MODE_DIGITAL,
  BALUT_GAME_MODE_PAD,
} BalutGameMode;

/* A box of a scoresheet: box is 0–3 for a regular box or
 * BALUT_BOX_JACKPOT for the category's Jackpot box. */
typedef struct
{
  BalutCategory category;
  guint         box;
} BalutBox;

/* The values of the five dice, 1–6 each. */
typedef guint8 BalutDiceValues[BALUT_N_DICE];

const char    *balut_variant_to_string      (BalutVariant     variant);
gboolean       balut_variant_from_string    (const char      *str,
                                             BalutVariant    *variant);
const char    *balut_variant_get_label      (BalutVariant     variant);
guint          balut_variant_get_max_throws (BalutVariant     variant);
guint          balut_variant_get_n_boxes    (BalutVariant     variant);
gboolean       balut_variant_has_jackpot    (BalutVariant     variant);

const char    *balut_category_to_string     (BalutCategory    category);
gboolean       balut_category_from_string   (const char      *str,
                                             BalutCategory   *category);
const char    *balut_category_get_label     (BalutCategory    category);
gboolean       balut_category_has_jackpot   (BalutCategory    category);

const char    *balut_player_kind_to_string  (BalutPlayerKind  kind);
gboolean       balut_player_kind_from_string (const char     *str,
                                              BalutPlayerKind *kind);

const char    *balut_level_to_string        (BalutLevel       level);
gboolean       balut_level_from_string      (const char      *str,
                                             BalutLevel      *level);
const char    *balut_level_get_label        (BalutLevel       level);

const char    *balut_game_mode_to_string    (BalutGameMode    mode);
gboolean       balut_game_mode_from_string  (const char      *str,
                                             BalutGameMode   *mode);

gboolean       balut_dice_values_valid      (const guint8    *values);

G_END_DECLS
