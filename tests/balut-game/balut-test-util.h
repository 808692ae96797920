/* balut-test-util.h — helpers shared by the core tests
 *
 * SPDX-FileCopyrightText: 2026 The Balut developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <json-glib/json-glib.h>

#include "balut-types.h"
#include "balut-scoresheet.h"
#include "balut-game.h"
#include "balut-reference.h"

G_BEGIN_DECLS

/* The ids of docs/rules.md's variants and categories, as the test paths and
 * the records spell them. */
extern const char * const balut_test_variant_names[BALUT_N_VARIANTS];
extern const char * const balut_test_category_names[BALUT_N_CATEGORIES];

/* ------------------------------------------------------------------ */
/* Games: every call below must succeed (TRUE, no error)              */
/* ------------------------------------------------------------------ */

BalutGame  *balut_test_new_game         (BalutVariant      variant,
                                         guint64           seed,
                                         guint             n_players);
BalutGame  *balut_test_new_game_named   (BalutVariant      variant,
                                         guint64           seed,
                                         guint             n_players,
                                         const char       *name_prefix,
                                         const char       *name_suffix);
void        balut_test_add_player       (BalutGame        *game,
                                         const char       *name,
                                         BalutPlayerKind   kind);
void        balut_test_set_guess        (BalutGame        *game,
                                         guint             player,
                                         gint              guess);
void        balut_test_roll             (BalutGame        *game);
void        balut_test_throw_values     (BalutGame        *game,
                                         const guint8     *dice);
void        balut_test_set_held         (BalutGame        *game,
                                         guint             die,
                                         gboolean          held);
void        balut_test_toggle_held      (BalutGame        *game,
                                         guint             die);
void        balut_test_enter            (BalutGame        *game,
                                         BalutCategory     category,
                                         guint             box);
void        balut_test_undo             (BalutGame        *game);
void        balut_test_set_mode         (BalutGame        *game,
                                         BalutGameMode     mode);
void        balut_test_set_pad_dice     (BalutGame        *game,
                                         const guint8     *dice,
                                         guint             throws_used);
/* A scoring-pad game with the same variant, seed, players, guesses and
 * help as @game, whose turns (so far) it replays: a person's turn with
 * its final dice from the table (throws_used: the throws it had), a
 * computer seat's with its throws on the screen; the same boxes. The
 * same sheets, then. */
BalutGame  *balut_test_pad_copy         (BalutGame        *game);

/* Random legal play, for tests that need some game rather than a
 * particular one. Each call draws from @choices in a fixed order, so a
 * seed gives the same game every time. */
/* Each die held or not at random; never all five (R1 needs one to throw) */
void        balut_test_random_holds     (BalutGame        *game,
                                         GRand            *choices);
/* The turn's first throw, then more while throws are left and @choices
 * says so, with random holds before each */
void        balut_test_random_throws    (BalutGame        *game,
                                         GRand            *choices);
/* The dice entered in a random legal box */
void        balut_test_random_entry     (BalutGame        *game,
                                         GRand            *choices);
/* balut_test_random_throws(), then balut_test_random_entry() */
void        balut_test_random_turn      (BalutGame        *game,
                                         GRand            *choices);

/* ------------------------------------------------------------------ */
/* Sheets                                                             */
/* ------------------------------------------------------------------ */

/* The boxes of @sheet as an array; BALUT_BOX_EMPTY for a box it does
 * not have. */
void        balut_test_sheet_boxes      (BalutScoresheet  *sheet,
                                         BalutRefBoxes     boxes);
/* A list of legal boxes as a bit set (bit category × BALUT_N_COLUMNS +
 * box); asserts that every box is in range and listed once. */
guint64     balut_test_legal_set        (GArray           *legal);

/* Dice made for a category, for the random sheets: a small or a large
 * straight in order (R8); three of one face and two of another (R9). */
void        balut_test_random_straight   (GRand           *rand,
                                          guint8          *dice);
void        balut_test_random_full_house (GRand           *rand,
                                          guint8          *dice);

/* ------------------------------------------------------------------ */
/* Snapshots: everything observable about a game                      */
/* ------------------------------------------------------------------ */

/* Compared structurally, field by field (a JSON record of the whole game
 * for every refused action made the random games slow) */
typedef struct
{
  GArray          *turns;        /* of BalutTurn: every turn played so far */
  BalutVariant     variant;
  BalutGameMode    mode;
  guint64          seed;
  BalutGameState   state;
  guint            current_player;
  guint            throws_left;
  guint            n_throws;
  guint            dice_n_throws;  /* the dice's own count (max in a scoring-pad turn) */
  guint            turn_number;
  guint            n_turns;
  guint            n_players;
  gboolean         can_undo;
  gboolean         finished;
  gboolean         assisted;
  guint8           dice[BALUT_N_DICE];
  gboolean         held[BALUT_N_DICE];
  gint             boxes[BALUT_MAX_PLAYERS][BALUT_N_CATEGORIES][BALUT_N_COLUMNS];
  gint             guesses[BALUT_MAX_PLAYERS];
  BalutPlayerKind  kinds[BALUT_MAX_PLAYERS];
  BalutLevel       levels[BALUT_MAX_PLAYERS];
  char            *names[BALUT_MAX_PLAYERS];
  gint             points[BALUT_MAX_PLAYERS];
  guint            totals[BALUT_MAX_PLAYERS];
  /* the same values read through GObject properties */
  guint            prop_state;
  guint            prop_current_player;
  guint            prop_throws_left;
} BalutTestSnapshot;

void        balut_test_snapshot_take         (BalutGame               *game,
                                              BalutTestSnapshot       *snapshot);
void        balut_test_snapshot_clear        (BalutTestSnapshot       *snapshot);
void        balut_test_snapshot_assert_equal (const BalutTestSnapshot *a,
                                              const BalutTestSnapshot *b);
gboolean    balut_test_snapshot_same_turns   (const BalutTestSnapshot *a,
                                              const BalutTestSnapshot *b);
void        balut_test_assert_same_game      (BalutGame               *a,
                                              BalutGame               *b);

/* ------------------------------------------------------------------ */
/* Files, messages and the balut program                              */
/* ------------------------------------------------------------------ */

/* tests/balut-game/records/@name */
char       *balut_test_record_path      (const char       *name);
char       *balut_test_make_tmp_dir     (const char       *tmpl);
/* For qsort() and g_array_sort() of doubles (the benchmarks' times):
 * smallest first */
int         balut_test_compare_doubles  (gconstpointer     a,
                                         gconstpointer     b);

/* Whether the long randomized batches run whole: `-m thorough`, or
 * BALUT_TEST_THOROUGH=1 (`meson test --setup thorough`,
 * `build-aux/test.sh --thorough`, CI) */
gboolean    balut_test_thorough         (void);
/* Whether file modes keep this process out (not as root, and not on
 * Windows, where g_chmod() cannot make a folder read-only); if not,
 * @why_not (nullable) says why, for g_test_skip() */
gboolean    balut_test_modes_apply      (const char      **why_not);
void        balut_test_remove_tree      (const char       *path);
/* The whole of @path, which must be readable; @length (nullable) gets
 * its size (0 if it could not be read) */
char       *balut_test_read_file        (const char       *path,
                                         gsize            *length);
/* The names in @dir, sorted */
GStrv       balut_test_list_dir         (const char       *dir);
/* @object's member @name; the test fails where there is none */
JsonNode   *balut_test_json_member      (JsonObject       *object,
                                         const char       *name);
/* The same, which must be an integer, a boolean or an array */
gint64      balut_test_json_int         (JsonObject       *object,
                                         const char       *name);
gboolean    balut_test_json_bool        (JsonObject       *object,
                                         const char       *name);
JsonArray  *balut_test_json_array       (JsonObject       *object,
                                         const char       *name);
/* "turn N" (any case) not followed by another digit */
gboolean    balut_test_mentions_turn    (const char       *message,
                                         guint             turn);

typedef struct
{
  int   status;     /* exit status */
  char *out;
  char *err;
} BalutTestRun;

/* Runs $BALUT_BIN with the arguments (NULL-terminated, without the
 * program) and waits for it. */
void        balut_test_run_balut        (BalutTestRun     *run,
                                         const char       *first,
                                         ...) G_GNUC_NULL_TERMINATED;
void        balut_test_run_clear        (BalutTestRun     *run);
/* What a --json run printed: one JSON object, else the test fails */
JsonNode   *balut_test_run_json         (const BalutTestRun *run);
/* Fails the test when @text is not UTF-8 or holds a control character
 * other than a newline (ESC, DEL, C1: what a terminal would obey) */
void        balut_test_assert_printable (const char       *what,
                                         const char       *text);

G_END_DECLS
