/* balut-store.h — the finished games, kept in a local SQLite database:
 * high scores, history and statistics (no GTK)
 *
 * SPDX-FileCopyrightText: 2026 The Balut developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gio/gio.h>

#include "balut-game.h"
#include "balut-types.h"

G_BEGIN_DECLS

/* The schema version this build writes (PRAGMA user_version). */
#define BALUT_STORE_SCHEMA_VERSION 5

#define BALUT_STORE_ERROR (balut_store_error_quark ())

typedef enum
{
  BALUT_STORE_ERROR_FAILED,      /* SQLite failed (disk full, I/O …) */
  BALUT_STORE_ERROR_CORRUPT,     /* not a Balut database, or damaged */
  BALUT_STORE_ERROR_NEWER,       /* written by a newer Balut: read-only */
  BALUT_STORE_ERROR_READ_ONLY,   /* a write to a read-only store, or a read-only
                                  * file that cannot be read as it is */
  BALUT_STORE_ERROR_NOT_FOUND,   /* no game with that id */
} BalutStoreError;

/* Where a game was played: on the screen, or scored on a paper pad */
typedef enum
{
  BALUT_STORE_MODE_DIGITAL,
  BALUT_STORE_MODE_SCORING_PAD,
} BalutStoreMode;

/* One line of a high-score table */
typedef struct
{
  gint64      game_id;
  GDateTime  *date;          /* when the game finished, local time */
  char       *name;
  gint        points;        /* final points (R21) */
  guint       score_total;   /* R19 / J7 */
  guint       n_baluts;      /* this player's Baluts */
  gboolean    assisted;      /* undo or hints were used in the game */
} BalutScoreEntry;

/* One finished game, as the history lists it */
typedef struct
{
  gint64        game_id;
  GDateTime    *date;
  BalutVariant  variant;
  BalutStoreMode mode;
  gboolean      assisted;
  guint         n_players;
  char        **names;        /* seat order, NULL-terminated */
  gint         *points;       /* final points, seat order */
  guint        *score_totals; /* seat order */
  guint        *places;       /* R22, seat order */
} BalutGameSummary;

/* A game (or a Belote match) balut_store_export_history() left out */
typedef struct
{
  gint64      game_id;       /* the game's id, or the match's */
  GDateTime  *date;          /* when the game finished, local time */
  char       *why;           /* what is wrong with its record, printable */
  gboolean    belote;        /* a Belote match (belote-store.h) */
} BalutSkippedGame;

/* Statistics of one player name in one variant */
typedef struct
{
  guint    n_games;
  double   mean_points;
  gint     best_points;
  double   mean_score_total;
  double   baluts_per_game;
  /* the throws a turn took: every turn thrown on the screen, and the
   * scoring pad's turns whose throws were said */
  guint    n_throw_turns;
  double   throws_per_turn;
  /* how often each category's condition was met (R12–R17; for Balut: at
   * least one Balut), 0 … 1 */
  double   condition_rate[BALUT_N_CATEGORIES];
  /* final points of every game, oldest first (for the plots) */
  GArray  *points;            /* of gint */
} BalutPlayerStats;

#define BALUT_TYPE_STORE (balut_store_get_type ())

G_DECLARE_FINAL_TYPE (BalutStore, balut_store, BALUT, STORE, GObject)

GQuark            balut_store_error_quark        (void);

char             *balut_store_dup_default_path   (void);

BalutStore       *balut_store_open               (const char        *path,
                                                  GError           **error);
BalutStore       *balut_store_open_or_recover    (const char        *path,
                                                  char             **moved_aside,
                                                  GError           **error);
BalutStore       *balut_store_open_read_only     (const char        *path,
                                                  GError           **error);
const char       *balut_store_get_path           (BalutStore        *self);
gboolean          balut_store_is_read_only       (BalutStore        *self);
char             *balut_store_dup_read_only_notice (BalutStore      *self);
guint             balut_store_get_file_version   (BalutStore        *self);

BalutStoreMode    balut_store_mode_for_game      (BalutGame         *game);

gint64            balut_store_add_game           (BalutStore        *self,
                                                  BalutGame         *game,
                                                  BalutStoreMode     mode,
                                                  GDateTime         *finished,
                                                  GError           **error);

gboolean          balut_store_delete_game        (BalutStore        *self,
                                                  gint64             game_id,
                                                  GError           **error);

GPtrArray        *balut_store_list_high_scores   (BalutStore        *self,
                                                  BalutVariant       variant,
                                                  BalutStoreMode     mode,
                                                  guint              limit,
                                                  GError           **error);
GPtrArray        *balut_store_list_games         (BalutStore        *self,
                                                  GError           **error);
GPtrArray        *balut_store_list_recent_games  (BalutStore        *self,
                                                  guint              offset,
                                                  guint              limit,
                                                  GError           **error);
char             *balut_store_load_record        (BalutStore        *self,
                                                  gint64             game_id,
                                                  GError           **error);
GStrv             balut_store_list_player_names  (BalutStore        *self,
                                                  BalutVariant       variant,
                                                  GError           **error);
BalutPlayerStats *balut_store_load_player_stats  (BalutStore        *self,
                                                  BalutVariant       variant,
                                                  const char        *name,
                                                  GError           **error);
GStrv             balut_store_list_player_names_for_mode (BalutStore     *self,
                                                          BalutVariant    variant,
                                                          BalutStoreMode  mode,
                                                          GError        **error);
BalutPlayerStats *balut_store_load_player_stats_for_mode (BalutStore     *self,
                                                          BalutVariant    variant,
                                                          BalutStoreMode  mode,
                                                          const char     *name,
                                                          GError        **error);
gboolean          balut_store_export_history     (BalutStore        *self,
                                                  const char        *filename,
                                                  guint             *n_written,
                                                  GPtrArray        **skipped,
                                                  GError           **error);
gboolean          balut_store_export_history_full (BalutStore       *self,
                                                  const char        *filename,
                                                  guint             *n_games,
                                                  guint             *n_belote_matches,
                                                  GPtrArray        **skipped,
                                                  GError           **error);

void              balut_score_entry_free         (BalutScoreEntry   *entry);
guint             balut_score_entries_place      (GPtrArray         *entries,
                                                  guint              index);
void              balut_game_summary_free        (BalutGameSummary  *summary);
void              balut_player_stats_free        (BalutPlayerStats  *stats);
void              balut_skipped_game_free        (BalutSkippedGame  *skipped);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (BalutPlayerStats, balut_player_stats_free)

G_END_DECLS
