/* balut-store.c — the finished games in a local SQLite database
 *
 * SPDX-FileCopyrightText: 2026 The Balut developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * One file, balut.db, in WAL mode with synchronous=FULL: a game whose
 * add_game() returned is on the disk, through a crash, a kill or a power
 * cut; readers never wait for the writer; several Balut processes share
 * the file, each waiting up to BALUT_STORE_BUSY_TIMEOUT_MS for the write
 * lock.
 *
 * This file holds the object, the recording of games and the queries;
 * balut-store-schema.c the tables and their migrations;
 * balut-store-recovery.c opening, checking, and moving a damaged file
 * aside; balut-store-private.h what they share.
 */

#include "config.h"

#include <glib/gi18n-lib.h>
#include <sqlite3.h>
#include <string.h>

#include "balut-file-write.h"
#include "balut-paths.h"
#include "balut-record.h"
#include "balut-store.h"
#include "balut-store-private.h"

G_DEFINE_FINAL_TYPE (BalutStore, balut_store, G_TYPE_OBJECT)

G_DEFINE_QUARK (balut-store-error-quark, balut_store_error)

enum {
  PROP_0,
  PROP_PATH,
  PROP_READ_ONLY,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

static const char *mode_names[] = { "digital", "scoring-pad" };

/* ------------------------------------------------------------------ */
/* SQLite helpers                                                      */
/* ------------------------------------------------------------------ */

gboolean
balut_store_sql_is_corrupt (int rc)
{
  rc &= 0xff;
  return rc == SQLITE_CORRUPT || rc == SQLITE_NOTADB;
}

/* @what names what failed, with the file's name */
void
balut_store_set_sqlite_error (GError     **error,
                              sqlite3     *db,
                              int          rc,
                              const char  *what)
{
  gint code = balut_store_sql_is_corrupt (rc) ? BALUT_STORE_ERROR_CORRUPT : BALUT_STORE_ERROR_FAILED;
  const char *detail = db != NULL ? sqlite3_errmsg (db) : sqlite3_errstr (rc);

  if ((rc & 0xff) == SQLITE_READONLY)
    code = BALUT_STORE_ERROR_READ_ONLY;
  /* a read-only look changes nothing beside the file, not even the note */
  if (code == BALUT_STORE_ERROR_CORRUPT && db != NULL && sqlite3_db_readonly (db, "main") == 0)
    balut_store_forget_check (sqlite3_db_filename (db, "main"));

  /* Translators: the first %s says what failed, the second why */
  g_set_error (error, BALUT_STORE_ERROR, code, C_("error", "%s: %s"), what, detail);
}

void
balut_store_set_corrupt (BalutStore  *self,
                         GError     **error,
                         const char  *why)
{
  g_set_error (error, BALUT_STORE_ERROR, BALUT_STORE_ERROR_CORRUPT,
               _("The file “%s” is not a usable Balut database: %s"), self->path, why);
}

static gboolean
busy (int rc)
{
  rc &= 0xff;
  return rc == SQLITE_BUSY || rc == SQLITE_LOCKED;
}

/* SQLite waits for locks itself (the busy timeout); a few situations
 * return SQLITE_BUSY at once, and are tried again until the deadline. */
int
balut_store_sql_exec_retrying (sqlite3    *db,
                               const char *sql)
{
  gint64 deadline = g_get_monotonic_time () + (gint64) BALUT_STORE_BUSY_TIMEOUT_MS * 1000;
  int rc;

  while (busy (rc = sqlite3_exec (db, sql, NULL, NULL, NULL))
         && g_get_monotonic_time () < deadline)
    g_usleep (2000);

  return rc;
}

int
balut_store_sql_prepare (sqlite3       *db,
                         const char    *sql,
                         sqlite3_stmt **stmt)
{
  return sqlite3_prepare_v2 (db, sql, -1, stmt, NULL);
}

void
balut_store_sql_rollback (sqlite3 *db)
{
  if (!sqlite3_get_autocommit (db))
    sqlite3_exec (db, "ROLLBACK", NULL, NULL, NULL);
}

const char *
balut_store_sql_column_text (sqlite3_stmt *stmt,
                             int           column)
{
  const char *text = (const char *) sqlite3_column_text (stmt, column);

  return text != NULL ? text : "";
}

GDateTime *
balut_store_date_from_unix (gint64 seconds)
{
  GDateTime *date = g_date_time_new_from_unix_local (seconds);

  /* out of GDateTime's range: only a damaged row can hold that */
  return date != NULL ? date : g_date_time_new_from_unix_local (0);
}

/* ------------------------------------------------------------------ */
/* GObject                                                             */
/* ------------------------------------------------------------------ */

static void
balut_store_finalize (GObject *object)
{
  BalutStore *self = BALUT_STORE (object);

  balut_store_close (self);
  g_clear_pointer (&self->path, g_free);

  G_OBJECT_CLASS (balut_store_parent_class)->finalize (object);
}

static void
balut_store_get_property (GObject    *object,
                          guint       prop_id,
                          GValue     *value,
                          GParamSpec *pspec)
{
  BalutStore *self = BALUT_STORE (object);

  switch (prop_id)
    {
    case PROP_PATH:
      g_value_set_string (value, self->path);
      break;
    case PROP_READ_ONLY:
      g_value_set_boolean (value, self->read_only);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
balut_store_class_init (BalutStoreClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->finalize = balut_store_finalize;
  object_class->get_property = balut_store_get_property;

  properties[PROP_PATH] =
    g_param_spec_string ("path", NULL, NULL, NULL,
                         G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);
  properties[PROP_READ_ONLY] =
    g_param_spec_boolean ("read-only", NULL, NULL, FALSE,
                          G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);
}

static void
balut_store_init (BalutStore *self)
{
}

/* ------------------------------------------------------------------ */
/* Public API                                                          */
/* ------------------------------------------------------------------ */

/**
 * balut_store_dup_default_path:
 *
 * Returns: (transfer full): $BALUT_DATA_DIR/balut.db when that variable
 *   is set (the tests), else balut/balut.db in the user data directory
 *   (~/.local/share on Linux, %LOCALAPPDATA% on Windows)
 */
char *
balut_store_dup_default_path (void)
{
  return balut_paths_dup_data_file ("balut.db");
}


const char *
balut_store_get_path (BalutStore *self)
{
  g_return_val_if_fail (BALUT_IS_STORE (self), NULL);
  return self->path;
}

/**
 * balut_store_is_read_only:
 *
 * Returns: whether the store can only be read: a newer Balut's
 *   database, or a file or folder that cannot be written (a read-only
 *   medium, a write-protected file); balut_store_dup_read_only_notice()
 *   says which
 */
gboolean
balut_store_is_read_only (BalutStore *self)
{
  g_return_val_if_fail (BALUT_IS_STORE (self), TRUE);
  return self->read_only;
}

/**
 * balut_store_dup_read_only_notice:
 *
 * What to tell the player about a read-only store: written by a newer
 * Balut, or a file (or folder) that cannot be written, such as on a
 * read-only medium.
 *
 * Returns: (transfer full) (nullable): a translated message, or %NULL
 *   when the store can be written
 */
char *
balut_store_dup_read_only_notice (BalutStore *self)
{
  g_return_val_if_fail (BALUT_IS_STORE (self), NULL);

  if (!self->read_only)
    return NULL;
  if (self->file_version > BALUT_STORE_SCHEMA_VERSION)
    return g_strdup (_("The scores database was written by a newer version of Balut. "
                       "It is shown as it is, but new games cannot be added to it."));
  return g_strdup_printf (_("The scores database “%s” is read-only. "
                            "It is shown as it is, but new games cannot be added to it."), self->path);
}

/**
 * balut_store_get_file_version:
 *
 * Returns: the schema version of the file (PRAGMA user_version): above
 *   BALUT_STORE_SCHEMA_VERSION for a newer Balut's database
 */
guint
balut_store_get_file_version (BalutStore *self)
{
  g_return_val_if_fail (BALUT_IS_STORE (self), 0);
  return self->file_version;
}

gboolean
balut_store_check_writable (BalutStore  *self,
                            GError     **error)
{
  if (!self->read_only)
    return TRUE;

  if (self->file_version > BALUT_STORE_SCHEMA_VERSION)
    g_set_error (error, BALUT_STORE_ERROR, BALUT_STORE_ERROR_READ_ONLY,
                 _("The database “%s” belongs to a newer version of Balut: "
                   "this version does not change it"), self->path);
  else
    g_set_error (error, BALUT_STORE_ERROR, BALUT_STORE_ERROR_READ_ONLY,
                 _("The database “%s” is read-only: Balut cannot change it"), self->path);
  return FALSE;
}

/* The game already in the store, if it is: a game is the same game when
 * its record is, to the byte (its seed, players, every throw and entry).
 * Found through the first seat's name, kind, points and score total
 * (players_by_name), then the records compared. Sets *id to 0 when it is
 * not there. */
static int
find_same_game (BalutStore *self,
                BalutGame  *game,
                const char *record,
                gint64     *id)
{
  BalutPlayer *first = balut_game_get_player (game, 0);
  sqlite3_stmt *stmt = NULL;
  int rc;

  *id = 0;
  rc = balut_store_sql_prepare (self->db,
                                "SELECT g.id FROM players AS p JOIN games AS g ON g.id = p.game_id "
                                "WHERE p.name = ?1 AND p.kind = ?2 AND p.seat = 0 "
                                "  AND p.points = ?3 AND p.total = ?4 AND g.variant = ?5 AND g.record = ?6 "
                                "ORDER BY g.id LIMIT 1", &stmt);
  if (rc != SQLITE_OK)
    return rc;
  sqlite3_bind_text (stmt, 1, balut_player_get_name (first), -1, SQLITE_STATIC);
  sqlite3_bind_text (stmt, 2, balut_player_kind_to_string (balut_player_get_kind (first)), -1, SQLITE_STATIC);
  sqlite3_bind_int (stmt, 3, balut_player_get_final_points (first));
  sqlite3_bind_int64 (stmt, 4, balut_player_get_score_total (first));
  sqlite3_bind_text (stmt, 5, balut_variant_to_string (balut_game_get_variant (game)), -1, SQLITE_STATIC);
  sqlite3_bind_text (stmt, 6, record, -1, SQLITE_STATIC);
  rc = sqlite3_step (stmt);
  if (rc == SQLITE_ROW)
    {
      *id = sqlite3_column_int64 (stmt, 0);
      rc = SQLITE_OK;
    }
  else if (rc == SQLITE_DONE)
    rc = SQLITE_OK;
  sqlite3_finalize (stmt);
  return rc;
}

static int
insert_game (BalutStore   *self,
             BalutGame    *game,
             BalutStoreMode mode,
             gint64        finished,
             const char   *record,
             gint64       *id)
{
  sqlite3_stmt *stmt = NULL;
  int rc;

  rc = balut_store_sql_prepare (self->db,
                                "INSERT INTO games (finished, variant, mode, record, assisted) "
                                "VALUES (?1, ?2, ?3, ?4, ?5)", &stmt);
  if (rc != SQLITE_OK)
    return rc;

  sqlite3_bind_int64 (stmt, 1, finished);
  sqlite3_bind_text (stmt, 2, balut_variant_to_string (balut_game_get_variant (game)), -1, SQLITE_STATIC);
  sqlite3_bind_text (stmt, 3, mode_names[mode], -1, SQLITE_STATIC);
  sqlite3_bind_text (stmt, 4, record, -1, SQLITE_STATIC);
  sqlite3_bind_int (stmt, 5, balut_game_get_assisted (game) ? 1 : 0);
  rc = sqlite3_step (stmt);
  sqlite3_finalize (stmt);
  if (rc != SQLITE_DONE)
    return rc;

  *id = sqlite3_last_insert_rowid (self->db);

  rc = balut_store_sql_prepare (self->db,
                                "INSERT INTO players (game_id, seat, name, kind, points, total, baluts, "
                                "guess, conditions, throws, throw_turns) "
                                "VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11)", &stmt);
  if (rc != SQLITE_OK)
    return rc;

  for (guint p = 0; p < balut_game_get_n_players (game); p++)
    {
      BalutPlayer *player = balut_game_get_player (game, p);
      BalutScoresheet *sheet = balut_player_get_sheet (player);
      gint guess = balut_player_get_guess (player);

      sqlite3_bind_int64 (stmt, 1, *id);
      sqlite3_bind_int (stmt, 2, (int) p);
      sqlite3_bind_text (stmt, 3, balut_player_get_name (player), -1, SQLITE_STATIC);
      sqlite3_bind_text (stmt, 4, balut_player_kind_to_string (balut_player_get_kind (player)), -1, SQLITE_STATIC);
      sqlite3_bind_int (stmt, 5, balut_player_get_final_points (player));
      sqlite3_bind_int64 (stmt, 6, balut_player_get_score_total (player));
      sqlite3_bind_int64 (stmt, 7, balut_scoresheet_get_n_baluts (sheet));
      if (guess == BALUT_NO_GUESS)
        sqlite3_bind_null (stmt, 8);
      else
        sqlite3_bind_int (stmt, 8, guess);
      sqlite3_bind_int (stmt, 9, (int) balut_store_conditions_of (player));
      {
        guint throws, turns;

        balut_store_throws_of (game, p, &throws, &turns);
        sqlite3_bind_int64 (stmt, 10, throws);
        sqlite3_bind_int64 (stmt, 11, turns);
      }

      rc = sqlite3_step (stmt);
      sqlite3_reset (stmt);
      sqlite3_clear_bindings (stmt);
      if (rc != SQLITE_DONE)
        break;
      rc = SQLITE_OK;
    }
  sqlite3_finalize (stmt);
  if (rc != SQLITE_OK && rc != SQLITE_DONE)
    return rc;

  /* the people's lines of the high-score tables (schema 4) */
  rc = balut_store_sql_prepare (self->db,
                                "INSERT INTO high_scores (game_id, seat, variant, mode, points, total, finished) "
                                "VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7)", &stmt);
  if (rc != SQLITE_OK)
    return rc;

  for (guint p = 0; p < balut_game_get_n_players (game); p++)
    {
      BalutPlayer *player = balut_game_get_player (game, p);

      if (balut_player_get_kind (player) != BALUT_PLAYER_HUMAN)
        continue;
      sqlite3_bind_int64 (stmt, 1, *id);
      sqlite3_bind_int (stmt, 2, (int) p);
      sqlite3_bind_text (stmt, 3, balut_variant_to_string (balut_game_get_variant (game)), -1, SQLITE_STATIC);
      sqlite3_bind_text (stmt, 4, mode_names[mode], -1, SQLITE_STATIC);
      sqlite3_bind_int (stmt, 5, balut_player_get_final_points (player));
      sqlite3_bind_int64 (stmt, 6, balut_player_get_score_total (player));
      sqlite3_bind_int64 (stmt, 7, finished);
      rc = sqlite3_step (stmt);
      sqlite3_reset (stmt);
      if (rc != SQLITE_DONE)
        break;
      rc = SQLITE_OK;
    }
  sqlite3_finalize (stmt);

  return rc == SQLITE_DONE ? SQLITE_OK : rc;
}

/**
 * balut_store_mode_for_game:
 *
 * Returns: where @game's dice are thrown, as the store keeps it:
 *   %BALUT_STORE_MODE_SCORING_PAD for a scoring-pad game
 */
BalutStoreMode
balut_store_mode_for_game (BalutGame *game)
{
  g_return_val_if_fail (BALUT_IS_GAME (game), BALUT_STORE_MODE_DIGITAL);

  return balut_game_get_mode (game) == BALUT_GAME_MODE_PAD
         ? BALUT_STORE_MODE_SCORING_PAD : BALUT_STORE_MODE_DIGITAL;
}

/**
 * balut_store_add_game:
 * @game: a finished game
 * @mode: played on the screen, or scored on a paper pad: the game's own
 *   mode (balut_game_get_mode()), %BALUT_STORE_MODE_SCORING_PAD for a
 *   %BALUT_GAME_MODE_PAD game; another is a programmer error
 * @finished: (nullable): when the game ended; %NULL for now
 *
 * Records the game, its players and its record in one transaction. When
 * this returns, the game is on the disk. A game already recorded (the
 * same record, to the byte) is not recorded twice: its id is returned.
 *
 * Returns: the game's id (1 or more), or 0 with @error set
 */
gint64
balut_store_add_game (BalutStore      *self,
                      BalutGame       *game,
                      BalutStoreMode   mode,
                      GDateTime       *finished,
                      GError         **error)
{
  g_autofree char *record = NULL;
  gint64 when, id = 0;
  int rc;

  g_return_val_if_fail (BALUT_IS_STORE (self), 0);
  g_return_val_if_fail (BALUT_IS_GAME (game), 0);
  g_return_val_if_fail (mode <= BALUT_STORE_MODE_SCORING_PAD, 0);
  g_return_val_if_fail ((mode == BALUT_STORE_MODE_SCORING_PAD)
                        == (balut_game_get_mode (game) == BALUT_GAME_MODE_PAD), 0);
  g_return_val_if_fail (error == NULL || *error == NULL, 0);

  if (!balut_game_is_finished (game))
    {
      g_set_error_literal (error, BALUT_STORE_ERROR, BALUT_STORE_ERROR_FAILED,
                           _("Only a finished game can be recorded"));
      return 0;
    }
  if (!balut_store_check_writable (self, error))
    return 0;

  record = balut_record_to_data (game, NULL);
  when = finished != NULL ? g_date_time_to_unix (finished) : g_get_real_time () / G_USEC_PER_SEC;

  /* Recording is idempotent: a game recorded before (its save was not
   * removed, killed between the two) is not recorded again. Looked for
   * and added in one write transaction, so that two Baluts cannot both
   * add it. */
  rc = balut_store_sql_exec_retrying (self->db, "BEGIN IMMEDIATE");
  if (rc == SQLITE_OK)
    rc = find_same_game (self, game, record, &id);
  if (rc == SQLITE_OK && id == 0)
    rc = insert_game (self, game, mode, when, record, &id);
  if (rc == SQLITE_OK)
    rc = balut_store_sql_exec_retrying (self->db, "COMMIT");

  if (rc != SQLITE_OK)
    {
      g_autofree char *what = g_strdup_printf (_("Cannot record the game in “%s”"), self->path);

      balut_store_set_sqlite_error (error, self->db, rc, what);
      balut_store_sql_rollback (self->db);
      return 0;
    }

  return id;
}

static void
set_read_error (BalutStore  *self,
                int          rc,
                GError     **error)
{
  g_autofree char *what = g_strdup_printf (_("Cannot read the games in “%s”"), self->path);

  balut_store_set_sqlite_error (error, self->db, rc, what);
}

/* The lines in the order of high_scores_by_rank, which is the tables'
 * (R22): SQLite reads the index's first lines of the variant and mode,
 * and each line's player and game by their keys, whatever the number of
 * games (the test high-scores/query-plan-index checks the plan). What
 * is shown comes from the players' and games' own rows. */
const char balut_store_high_scores_sql[] =
  "SELECT g.id, g.finished, p.name, p.points, p.total, p.baluts, g.assisted "
  "FROM high_scores AS h "
  "JOIN players AS p ON p.game_id = h.game_id AND p.seat = h.seat "
  "JOIN games AS g ON g.id = h.game_id "
  "WHERE h.variant = ?1 AND h.mode = ?3 AND p.kind = 'human' "
  "ORDER BY h.points DESC, h.total DESC, h.finished ASC, h.game_id ASC, h.seat ASC "
  "LIMIT ?2";

/* The same lines from a version-3 file that cannot be upgraded (a
 * read-only medium): players_by_points in order of points, each game
 * read for its variant and mode (seconds at 100,000 games) */
static const char high_scores_v3_sql[] =
  "SELECT g.id, g.finished, p.name, p.points, p.total, p.baluts, g.assisted "
  "FROM players AS p JOIN games AS g ON g.id = p.game_id "
  "WHERE p.kind = 'human' AND g.variant = ?1 AND g.mode = ?3 "
  "ORDER BY p.points DESC, p.total DESC, g.finished ASC, g.id ASC, p.seat ASC "
  "LIMIT ?2";

/**
 * balut_store_list_high_scores:
 * @mode: the games played on the screen, or those scored on the pad:
 *   each has tables of its own
 * @limit: the most lines, or 0 for all
 *
 * The high-score table of a variant and a mode: one line per human
 * player of each game, best first — final points, then score total, then the earlier
 * game (R22), then the lower game id and seat. Read from an index: ten
 * lines take the same time among 100 games as among 100,000.
 *
 * Returns: (transfer full) (element-type BalutScoreEntry): the lines,
 *   or %NULL with @error set
 */
GPtrArray *
balut_store_list_high_scores (BalutStore     *self,
                              BalutVariant    variant,
                              BalutStoreMode  mode,
                              guint           limit,
                              GError        **error)
{
  g_autoptr(GPtrArray) entries = NULL;
  sqlite3_stmt *stmt = NULL;
  int rc;

  g_return_val_if_fail (BALUT_IS_STORE (self), NULL);
  g_return_val_if_fail (variant < BALUT_N_VARIANTS, NULL);
  g_return_val_if_fail (mode <= BALUT_STORE_MODE_SCORING_PAD, NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  entries = g_ptr_array_new_with_free_func ((GDestroyNotify) balut_score_entry_free);

  rc = balut_store_sql_prepare (self->db,
                                self->file_version >= 4 ? balut_store_high_scores_sql : high_scores_v3_sql,
                                &stmt);
  if (rc == SQLITE_OK)
    {
      sqlite3_bind_text (stmt, 1, balut_variant_to_string (variant), -1, SQLITE_STATIC);
      sqlite3_bind_int64 (stmt, 2, limit > 0 ? (gint64) limit : -1);
      sqlite3_bind_text (stmt, 3, mode_names[mode], -1, SQLITE_STATIC);

      while ((rc = sqlite3_step (stmt)) == SQLITE_ROW)
        {
          BalutScoreEntry *entry = g_new0 (BalutScoreEntry, 1);

          entry->game_id = sqlite3_column_int64 (stmt, 0);
          entry->date = balut_store_date_from_unix (sqlite3_column_int64 (stmt, 1));
          /* a name hand-edited into the file may be any bytes: shown
           * with U+FFFD for those that are not UTF-8, here as in the
           * history and its export */
          entry->name = g_utf8_make_valid (balut_store_sql_column_text (stmt, 2), -1);
          entry->points = sqlite3_column_int (stmt, 3);
          entry->score_total = (guint) CLAMP (sqlite3_column_int64 (stmt, 4), 0, G_MAXUINT);
          entry->n_baluts = (guint) CLAMP (sqlite3_column_int64 (stmt, 5), 0, G_MAXUINT);
          entry->assisted = sqlite3_column_int (stmt, 6) != 0;
          g_ptr_array_add (entries, entry);
        }
    }
  sqlite3_finalize (stmt);

  if (rc != SQLITE_DONE)
    {
      set_read_error (self, rc, error);
      return NULL;
    }

  return g_steal_pointer (&entries);
}

/* R22, as balut_game_get_place() computes it: one more than the number
 * of players with more final points (equal points share a place) */
static void
compute_places (BalutGameSummary *summary)
{
  for (guint i = 0; i < summary->n_players; i++)
    {
      guint place = 1;

      for (guint j = 0; j < summary->n_players; j++)
        if (summary->points[j] > summary->points[i])
          place++;
      summary->places[i] = place;
    }
}

typedef struct
{
  BalutGameSummary *summary;
  GPtrArray        *names;
  GArray           *points;
  GArray           *totals;
  GPtrArray        *kinds;
  GArray           *baluts;
  GArray           *guesses;
  char             *record;
  gint64            finished;
} GameRows;

static void
game_rows_clear (GameRows *rows)
{
  g_clear_pointer (&rows->summary, balut_game_summary_free);
  g_clear_pointer (&rows->names, g_ptr_array_unref);
  g_clear_pointer (&rows->points, g_array_unref);
  g_clear_pointer (&rows->totals, g_array_unref);
  g_clear_pointer (&rows->kinds, g_ptr_array_unref);
  g_clear_pointer (&rows->baluts, g_array_unref);
  g_clear_pointer (&rows->guesses, g_array_unref);
  g_clear_pointer (&rows->record, g_free);
}

/* The summary of the game gathered in @rows (its players in seat order) */
static BalutGameSummary *
game_rows_finish (GameRows *rows)
{
  BalutGameSummary *summary = g_steal_pointer (&rows->summary);
  guint n = rows->names->len;

  g_ptr_array_add (rows->names, NULL);
  summary->n_players = n;
  summary->names = (char **) g_ptr_array_steal (rows->names, NULL);
  summary->points = g_memdup2 (rows->points->data, sizeof (gint) * MAX (n, 1));
  summary->score_totals = g_memdup2 (rows->totals->data, sizeof (guint) * MAX (n, 1));
  summary->places = g_new0 (guint, MAX (n, 1));
  compute_places (summary);
  return summary;
}

/* Calls @func for each game, in @order, with its players. */
typedef gboolean (*GameFunc) (GameRows *rows,
                              gpointer  user_data,
                              GError  **error);

/* "g.finished DESC, g.id DESC" → "finished DESC, id DESC": the order
 * inside the subquery of a page */
static char *
order_columns (const char *order)
{
  GString *out = g_string_new (NULL);

  for (const char *p = order; *p != '\0'; p++)
    if (!(p[0] == 'g' && p[1] == '.' && (p == order || p[-1] == ' ')))
      g_string_append_c (out, *p);
    else
      p++;
  return g_string_free (out, FALSE);
}

static gboolean
for_each_game (BalutStore  *self,
               const char  *order,
               guint        offset,
               guint        limit,
               gboolean     with_record,
               GameFunc     func,
               gpointer     user_data,
               GError     **error)
{
  g_autofree char *sql = NULL;
  /* a page of the games (games_by_finished serves it), or all of them */
  g_autofree char *columns = order_columns (order);
  g_autofree char *games = limit > 0
                           ? g_strdup_printf ("(SELECT * FROM games ORDER BY %s LIMIT %u OFFSET %u)",
                                              columns, limit, offset)
                           : g_strdup ("games");
  sqlite3_stmt *stmt = NULL;
  GameRows rows = { NULL, };
  gint64 current = 0;
  gboolean ok = TRUE;
  int rc;

  sql = g_strdup_printf ("SELECT g.id, g.finished, g.variant, g.mode, g.assisted, %s, "
                         "p.seat, p.name, p.kind, p.points, p.total, p.baluts, p.guess "
                         "FROM %s AS g JOIN players AS p ON p.game_id = g.id "
                         "ORDER BY %s, p.seat",
                         /* the record checked and made compact by SQLite's
                          * JSON functions: NULL if it is not JSON, '' if it
                          * is JSON but not a record (check_history_record()) */
                         with_record
                         ? "CASE WHEN NOT json_valid (g.record) THEN NULL "
                           "WHEN json_type (g.record) = 'object' "
                           "AND json_extract (g.record, '$.format') = 'balut-record' THEN json (g.record) "
                           "ELSE '' END"
                         : "NULL",
                         games, order);

  rc = balut_store_sql_prepare (self->db, sql, &stmt);
  while (rc == SQLITE_OK || rc == SQLITE_ROW)
    {
      gint64 id;
      gint points;
      guint total, baluts;
      gint guess;

      if ((rc = sqlite3_step (stmt)) != SQLITE_ROW)
        break;

      id = sqlite3_column_int64 (stmt, 0);
      points = sqlite3_column_int (stmt, 9);
      total = (guint) CLAMP (sqlite3_column_int64 (stmt, 10), 0, G_MAXUINT);
      baluts = (guint) CLAMP (sqlite3_column_int64 (stmt, 11), 0, G_MAXUINT);
      guess = sqlite3_column_type (stmt, 12) == SQLITE_NULL
              ? BALUT_NO_GUESS : sqlite3_column_int (stmt, 12);

      if (id != current && rows.summary != NULL)
        {
          rows.summary = game_rows_finish (&rows);
          ok = func (&rows, user_data, error);
          game_rows_clear (&rows);
        }
      if (!ok)
        break;

      if (rows.summary == NULL)
        {
          BalutVariant variant = BALUT_VARIANT_STANDARD;

          current = id;
          balut_variant_from_string (balut_store_sql_column_text (stmt, 2), &variant);
          rows.summary = g_new0 (BalutGameSummary, 1);
          rows.summary->game_id = id;
          rows.finished = sqlite3_column_int64 (stmt, 1);
          rows.summary->date = balut_store_date_from_unix (rows.finished);
          rows.summary->variant = variant;
          rows.summary->mode = g_str_equal (balut_store_sql_column_text (stmt, 3),
                                            mode_names[BALUT_STORE_MODE_SCORING_PAD])
                               ? BALUT_STORE_MODE_SCORING_PAD : BALUT_STORE_MODE_DIGITAL;
          rows.summary->assisted = sqlite3_column_int (stmt, 4) != 0;
          rows.record = g_strdup ((const char *) sqlite3_column_text (stmt, 5));
          rows.names = g_ptr_array_new_with_free_func (g_free);
          rows.kinds = g_ptr_array_new_with_free_func (g_free);
          rows.points = g_array_new (FALSE, FALSE, sizeof (gint));
          rows.totals = g_array_new (FALSE, FALSE, sizeof (guint));
          rows.baluts = g_array_new (FALSE, FALSE, sizeof (guint));
          rows.guesses = g_array_new (FALSE, FALSE, sizeof (gint));
        }

      g_ptr_array_add (rows.names, g_utf8_make_valid (balut_store_sql_column_text (stmt, 7), -1));
      g_ptr_array_add (rows.kinds, g_utf8_make_valid (balut_store_sql_column_text (stmt, 8), -1));
      g_array_append_val (rows.points, points);
      g_array_append_val (rows.totals, total);
      g_array_append_val (rows.baluts, baluts);
      g_array_append_val (rows.guesses, guess);
    }
  sqlite3_finalize (stmt);

  if (ok && rc != SQLITE_DONE)
    {
      set_read_error (self, rc, error);
      ok = FALSE;
    }
  if (ok && rows.summary != NULL)
    {
      rows.summary = game_rows_finish (&rows);
      ok = func (&rows, user_data, error);
    }
  game_rows_clear (&rows);

  return ok;
}

static gboolean
add_summary_cb (GameRows  *rows,
                gpointer   user_data,
                GError   **error)
{
  g_ptr_array_add (user_data, g_steal_pointer (&rows->summary));
  return TRUE;
}

/**
 * balut_store_list_games:
 *
 * Returns: (transfer full) (element-type BalutGameSummary): every game,
 *   newest first, or %NULL with @error set
 */
GPtrArray *
balut_store_list_games (BalutStore  *self,
                        GError     **error)
{
  g_autoptr(GPtrArray) games = NULL;

  g_return_val_if_fail (BALUT_IS_STORE (self), NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  games = g_ptr_array_new_with_free_func ((GDestroyNotify) balut_game_summary_free);
  if (!for_each_game (self, "g.finished DESC, g.id DESC", 0, 0, FALSE, add_summary_cb, games, error))
    return NULL;

  return g_steal_pointer (&games);
}

/**
 * balut_store_list_recent_games:
 * @offset: how many of the newest games to pass over
 * @limit: the most games to list (1 or more)
 *
 * A page of the history, newest first (as balut_store_list_games()):
 * the window lists a long history a page at a time.
 *
 * Returns: (transfer full) (element-type BalutGameSummary): the games,
 *   or %NULL with @error set
 */
GPtrArray *
balut_store_list_recent_games (BalutStore  *self,
                               guint        offset,
                               guint        limit,
                               GError     **error)
{
  g_autoptr(GPtrArray) games = NULL;

  g_return_val_if_fail (BALUT_IS_STORE (self), NULL);
  g_return_val_if_fail (limit > 0, NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  games = g_ptr_array_new_with_free_func ((GDestroyNotify) balut_game_summary_free);
  if (!for_each_game (self, "g.finished DESC, g.id DESC", offset, limit, FALSE, add_summary_cb, games, error))
    return NULL;

  return g_steal_pointer (&games);
}

/**
 * balut_store_delete_game:
 * @self: a writable store
 * @game_id: a game of the store
 *
 * Takes a game out of the store: used when the last entry of a game just
 * recorded is undone (the game is no longer finished; it is recorded
 * again when it ends). Its players go with it.
 *
 * Returns: whether the game was removed; %BALUT_STORE_ERROR_NOT_FOUND
 *   when there is no such game
 */
gboolean
balut_store_delete_game (BalutStore  *self,
                         gint64       game_id,
                         GError     **error)
{
  int changes = 0;
  int rc;

  g_return_val_if_fail (BALUT_IS_STORE (self), FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  if (!balut_store_check_writable (self, error))
    return FALSE;

  rc = balut_store_sql_delete (self, "DELETE FROM games WHERE id = ?1", game_id, &changes);
  if (rc != SQLITE_OK)
    {
      g_autofree char *what = g_strdup_printf (_("Cannot remove the game from “%s”"), self->path);

      balut_store_set_sqlite_error (error, self->db, rc, what);
      balut_store_sql_rollback (self->db);
      return FALSE;
    }
  if (changes == 0)
    {
      g_set_error (error, BALUT_STORE_ERROR, BALUT_STORE_ERROR_NOT_FOUND,
                   _("There is no game %lld in “%s”"), (long long) game_id, self->path);
      return FALSE;
    }
  return TRUE;
}

/* Runs @sql, a DELETE whose ?1 is @id, in a write transaction of its
 * own; *@changes: the rows it removed. Returns SQLite's code; when it
 * is not SQLITE_OK, the caller takes SQLite's message, then rolls the
 * transaction back (balut_store_sql_rollback ()). */
int
balut_store_sql_delete (BalutStore *self,
                        const char *sql,
                        gint64      id,
                        int        *changes)
{
  sqlite3_stmt *stmt = NULL;
  int rc;

  *changes = 0;
  rc = balut_store_sql_exec_retrying (self->db, "BEGIN IMMEDIATE");
  if (rc == SQLITE_OK)
    rc = balut_store_sql_prepare (self->db, sql, &stmt);
  if (rc == SQLITE_OK)
    {
      sqlite3_bind_int64 (stmt, 1, id);
      rc = sqlite3_step (stmt);   /* the busy handler waits for locks */
      if (rc == SQLITE_DONE)
        {
          rc = SQLITE_OK;
          *changes = sqlite3_changes (self->db);
        }
    }
  sqlite3_finalize (stmt);
  if (rc == SQLITE_OK)
    rc = balut_store_sql_exec_retrying (self->db, "COMMIT");
  return rc;
}

/**
 * balut_store_load_record:
 *
 * Returns: (transfer full): the game's record (balut_record_load_data()
 *   reads it), or %NULL with @error set (BALUT_STORE_ERROR_NOT_FOUND
 *   when there is no such game)
 */
char *
balut_store_load_record (BalutStore  *self,
                        gint64       game_id,
                        GError     **error)
{
  sqlite3_stmt *stmt = NULL;
  char *record = NULL;
  int rc;

  g_return_val_if_fail (BALUT_IS_STORE (self), NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  rc = balut_store_sql_prepare (self->db, "SELECT record FROM games WHERE id = ?1", &stmt);
  if (rc == SQLITE_OK)
    {
      sqlite3_bind_int64 (stmt, 1, game_id);
      rc = sqlite3_step (stmt);
      if (rc == SQLITE_ROW)
        record = g_strdup (balut_store_sql_column_text (stmt, 0));
    }
  sqlite3_finalize (stmt);

  if (rc == SQLITE_DONE)
    g_set_error (error, BALUT_STORE_ERROR, BALUT_STORE_ERROR_NOT_FOUND,
                 _("There is no game %lld in “%s”"), (long long) game_id, self->path);
  else if (rc != SQLITE_ROW)
    set_read_error (self, rc, error);

  return record;
}

/* Binds @mode as parameter @index: its name, or NULL for every mode
 * (the queries read "(?N IS NULL OR g.mode = ?N)") */
static void
bind_mode (sqlite3_stmt *stmt,
           int           index,
           gint          mode)
{
  if (mode < 0)
    sqlite3_bind_null (stmt, index);
  else
    sqlite3_bind_text (stmt, index, mode_names[mode], -1, SQLITE_STATIC);
}

static GStrv list_player_names (BalutStore    *self,
                                BalutVariant   variant,
                                gint           mode,
                                GError       **error);

/**
 * balut_store_list_player_names:
 *
 * Returns: (transfer full): the names of the human players with games
 *   in @variant, most games first (then the most recent, then by name);
 *   an empty list when there are none; %NULL with @error set
 */
GStrv
balut_store_list_player_names (BalutStore    *self,
                               BalutVariant   variant,
                               GError       **error)
{
  g_return_val_if_fail (BALUT_IS_STORE (self), NULL);
  g_return_val_if_fail (variant < BALUT_N_VARIANTS, NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  return list_player_names (self, variant, -1, error);
}

/**
 * balut_store_list_player_names_for_mode:
 * @mode: the games played on the screen, or those scored on the pad
 *
 * As balut_store_list_player_names(), the games of @mode only: the
 * statistics keep the two apart, as the high-score tables do.
 *
 * Returns: (transfer full): the names, or %NULL with @error set
 */
GStrv
balut_store_list_player_names_for_mode (BalutStore      *self,
                                        BalutVariant     variant,
                                        BalutStoreMode   mode,
                                        GError         **error)
{
  g_return_val_if_fail (BALUT_IS_STORE (self), NULL);
  g_return_val_if_fail (variant < BALUT_N_VARIANTS, NULL);
  g_return_val_if_fail (mode <= BALUT_STORE_MODE_SCORING_PAD, NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  return list_player_names (self, variant, (gint) mode, error);
}

/* @mode: a BalutStoreMode, or -1 for every mode */
static GStrv
list_player_names (BalutStore    *self,
                   BalutVariant   variant,
                   gint           mode,
                   GError       **error)
{
  g_autoptr(GStrvBuilder) builder = NULL;
  sqlite3_stmt *stmt = NULL;
  int rc;

  builder = g_strv_builder_new ();
  rc = balut_store_sql_prepare (self->db,
                                "SELECT p.name FROM players AS p JOIN games AS g ON g.id = p.game_id "
                                "WHERE p.kind = 'human' AND g.variant = ?1 AND (?2 IS NULL OR g.mode = ?2) "
                                "GROUP BY p.name "
                                "ORDER BY count(*) DESC, max(g.finished) DESC, p.name", &stmt);
  if (rc == SQLITE_OK)
    {
      sqlite3_bind_text (stmt, 1, balut_variant_to_string (variant), -1, SQLITE_STATIC);
      bind_mode (stmt, 2, mode);
      while ((rc = sqlite3_step (stmt)) == SQLITE_ROW)
        g_strv_builder_add (builder, balut_store_sql_column_text (stmt, 0));
    }
  sqlite3_finalize (stmt);

  if (rc != SQLITE_DONE)
    {
      set_read_error (self, rc, error);
      return NULL;
    }

  return g_strv_builder_end (builder);
}

static BalutPlayerStats *load_player_stats (BalutStore    *self,
                                            BalutVariant   variant,
                                            gint           mode,
                                            const char    *name,
                                            GError       **error);

/**
 * balut_store_load_player_stats:
 * @name: a human player's name, exactly as entered
 *
 * Statistics over every game of @variant in which a human player of
 * that name took part (a seat is a game), assisted games included. The
 * condition rates come from the stored per-player column “conditions”,
 * filled at each insertion (and by the migration to version 2 from the
 * stored records; a game whose record could not be read is left out of
 * the rates only). A name without games gives n_games 0.
 *
 * Returns: (transfer full): the statistics, or %NULL with @error set
 */
BalutPlayerStats *
balut_store_load_player_stats (BalutStore    *self,
                              BalutVariant   variant,
                              const char    *name,
                              GError       **error)
{
  g_return_val_if_fail (BALUT_IS_STORE (self), NULL);
  g_return_val_if_fail (variant < BALUT_N_VARIANTS, NULL);
  g_return_val_if_fail (name != NULL, NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  return load_player_stats (self, variant, -1, name, error);
}

/**
 * balut_store_load_player_stats_for_mode:
 * @mode: the games played on the screen, or those scored on the pad
 *
 * As balut_store_load_player_stats(), over the games of @mode only:
 * dice thrown at the table are not the game's, and the statistics keep
 * them apart as the high-score tables do.
 *
 * Returns: (transfer full): the statistics, or %NULL with @error set
 */
BalutPlayerStats *
balut_store_load_player_stats_for_mode (BalutStore      *self,
                                        BalutVariant     variant,
                                        BalutStoreMode   mode,
                                        const char      *name,
                                        GError         **error)
{
  g_return_val_if_fail (BALUT_IS_STORE (self), NULL);
  g_return_val_if_fail (variant < BALUT_N_VARIANTS, NULL);
  g_return_val_if_fail (mode <= BALUT_STORE_MODE_SCORING_PAD, NULL);
  g_return_val_if_fail (name != NULL, NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  return load_player_stats (self, variant, (gint) mode, name, error);
}

/* @mode: a BalutStoreMode, or -1 for every mode */
static BalutPlayerStats *
load_player_stats (BalutStore    *self,
                   BalutVariant   variant,
                   gint           mode,
                   const char    *name,
                   GError       **error)
{
  g_autoptr(BalutPlayerStats) stats = NULL;
  guint met[BALUT_N_CATEGORIES] = { 0, };
  guint n_known = 0;
  gint64 sum_points = 0, sum_totals = 0, sum_baluts = 0;
  sqlite3_stmt *stmt = NULL;
  int rc;

  stats = g_new0 (BalutPlayerStats, 1);
  stats->points = g_array_new (FALSE, FALSE, sizeof (gint));

  rc = balut_store_sql_prepare (self->db,
                                "SELECT p.points, p.total, p.baluts, p.conditions "
                                "FROM players AS p JOIN games AS g ON g.id = p.game_id "
                                "WHERE p.kind = 'human' AND g.variant = ?1 AND p.name = ?2 "
                                "AND (?3 IS NULL OR g.mode = ?3) "
                                "ORDER BY g.finished, g.id, p.seat", &stmt);
  if (rc == SQLITE_OK)
    {
      sqlite3_bind_text (stmt, 1, balut_variant_to_string (variant), -1, SQLITE_STATIC);
      sqlite3_bind_text (stmt, 2, name, -1, SQLITE_STATIC);
      bind_mode (stmt, 3, mode);
      while ((rc = sqlite3_step (stmt)) == SQLITE_ROW)
        {
          gint points = sqlite3_column_int (stmt, 0);

          if (stats->n_games == 0 || points > stats->best_points)
            stats->best_points = points;
          stats->n_games++;
          sum_points += points;
          sum_totals += sqlite3_column_int64 (stmt, 1);
          sum_baluts += sqlite3_column_int64 (stmt, 2);
          g_array_append_val (stats->points, points);

          if (sqlite3_column_type (stmt, 3) != SQLITE_NULL)
            {
              gint64 bits = sqlite3_column_int64 (stmt, 3);

              n_known++;
              for (guint c = 0; c < BALUT_N_CATEGORIES; c++)
                if (bits & (1 << c))
                  met[c]++;
            }
        }
    }
  sqlite3_finalize (stmt);

  if (rc != SQLITE_DONE)
    {
      set_read_error (self, rc, error);
      return NULL;
    }

  /* the throws of the player's turns whose throws are known (schema 3) */
  rc = balut_store_sql_prepare (self->db,
                                "SELECT total(p.throws), total(p.throw_turns) "
                                "FROM players AS p JOIN games AS g ON g.id = p.game_id "
                                "WHERE p.kind = 'human' AND g.variant = ?1 AND p.name = ?2 "
                                "AND (?3 IS NULL OR g.mode = ?3)",
                                &stmt);
  if (rc == SQLITE_OK)
    {
      sqlite3_bind_text (stmt, 1, balut_variant_to_string (variant), -1, SQLITE_STATIC);
      sqlite3_bind_text (stmt, 2, name, -1, SQLITE_STATIC);
      bind_mode (stmt, 3, mode);
      rc = sqlite3_step (stmt);
      if (rc == SQLITE_ROW)
        {
          double throws = sqlite3_column_double (stmt, 0);

          stats->n_throw_turns = (guint) sqlite3_column_double (stmt, 1);
          if (stats->n_throw_turns > 0)
            stats->throws_per_turn = throws / stats->n_throw_turns;
          rc = SQLITE_DONE;
        }
    }
  sqlite3_finalize (stmt);
  if (rc != SQLITE_DONE)
    {
      set_read_error (self, rc, error);
      return NULL;
    }

  if (stats->n_games > 0)
    {
      stats->mean_points = (double) sum_points / stats->n_games;
      stats->mean_score_total = (double) sum_totals / stats->n_games;
      stats->baluts_per_game = (double) sum_baluts / stats->n_games;
    }
  for (guint c = 0; c < BALUT_N_CATEGORIES; c++)
    stats->condition_rate[c] = n_known > 0 ? (double) met[c] / n_known : 0.0;

  return g_steal_pointer (&stats);
}

/* The history export, written a megabyte at a time */
typedef struct
{
  GString         *out;
  BalutFileWriter *writer;
  gboolean         first;
  guint            n_written;
  GPtrArray       *skipped;   /* of BalutSkippedGame */
} HistoryOut;

/* Why the record of a game cannot be exported, or %NULL when it can: it
 * must be JSON (SQLite's json_valid(): @record is NULL otherwise), a
 * balut-record ("" otherwise, see for_each_game()) and UTF-8. The record
 * is not replayed: balut_record_load_data() takes 2.6 ms a record,
 * which would make the export of 100,000 games 4½ minutes longer;
 * whether a record keeps the rules is for `balut --verify` to say. */
static const char *
check_history_record (const char *record)
{
  if (record == NULL)
    return _("it is not JSON");
  if (*record == '\0')
    return _("it is not a Balut record");
  if (!g_utf8_validate (record, -1, NULL))
    return _("it is not UTF-8");
  return NULL;
}

#define HISTORY_CHUNK (1024 * 1024)

/* One game of the history, on one line */
static gboolean
add_history_game_cb (GameRows  *rows,
                     gpointer   user_data,
                     GError   **error)
{
  HistoryOut *h = user_data;
  GString *out = h->out;
  BalutGameSummary *summary = rows->summary;
  g_autoptr(JsonBuilder) builder = json_builder_new ();
  g_autoptr(JsonNode) root = NULL;
  g_autoptr(GDateTime) finished = balut_store_date_from_unix (rows->finished);
  g_autofree char *iso = g_date_time_format_iso8601 (finished);
  g_autofree char *text = NULL;
  const char *damage = check_history_record (rows->record);
  gsize length;

  /* a damaged game is left out and said; the others are written */
  if (damage != NULL)
    {
      BalutSkippedGame *skipped = g_new0 (BalutSkippedGame, 1);

      skipped->game_id = summary->game_id;
      skipped->date = g_date_time_ref (summary->date);
      skipped->why = g_strdup (damage);
      g_ptr_array_add (h->skipped, skipped);
      return TRUE;
    }

  json_builder_begin_object (builder);
  json_builder_set_member_name (builder, "id");
  json_builder_add_int_value (builder, summary->game_id);
  json_builder_set_member_name (builder, "finished");
  json_builder_add_string_value (builder, iso);
  json_builder_set_member_name (builder, "variant");
  json_builder_add_string_value (builder, balut_variant_to_string (summary->variant));
  json_builder_set_member_name (builder, "mode");
  json_builder_add_string_value (builder, mode_names[summary->mode]);
  json_builder_set_member_name (builder, "assisted");
  json_builder_add_boolean_value (builder, summary->assisted);

  json_builder_set_member_name (builder, "players");
  json_builder_begin_array (builder);
  for (guint p = 0; p < summary->n_players; p++)
    {
      gint guess = g_array_index (rows->guesses, gint, p);

      json_builder_begin_object (builder);
      json_builder_set_member_name (builder, "name");
      json_builder_add_string_value (builder, summary->names[p]);
      json_builder_set_member_name (builder, "kind");
      json_builder_add_string_value (builder, g_ptr_array_index (rows->kinds, p));
      json_builder_set_member_name (builder, "points");
      json_builder_add_int_value (builder, summary->points[p]);
      json_builder_set_member_name (builder, "total");
      json_builder_add_int_value (builder, summary->score_totals[p]);
      json_builder_set_member_name (builder, "baluts");
      json_builder_add_int_value (builder, g_array_index (rows->baluts, guint, p));
      json_builder_set_member_name (builder, "guess");
      if (guess == BALUT_NO_GUESS)
        json_builder_add_null_value (builder);
      else
        json_builder_add_int_value (builder, guess);
      json_builder_set_member_name (builder, "place");
      json_builder_add_int_value (builder, summary->places[p]);
      json_builder_end_object (builder);
    }
  json_builder_end_array (builder);
  json_builder_end_object (builder);

  /* the game's object with the record (compact JSON, made by SQLite,
   * and checked above) spliced in as its last member */
  root = json_builder_get_root (builder);
  text = json_to_string (root, FALSE);
  length = strlen (text);
  g_assert (length > 2 && text[length - 1] == '}');

  if (!h->first)
    g_string_append_c (out, ',');
  h->first = FALSE;
  g_string_append (out, "\n");
  g_string_append_len (out, text, (gssize) length - 1);
  g_string_append (out, ",\"record\":");
  g_string_append (out, rows->record);
  g_string_append_c (out, '}');
  h->n_written++;

  if (out->len >= HISTORY_CHUNK)
    {
      g_autoptr(GError) local_error = NULL;

      if (!balut_file_writer_write (h->writer, out->str, out->len, &local_error))
        {
          g_set_error (error, BALUT_STORE_ERROR, BALUT_STORE_ERROR_FAILED,
                       _("Cannot write the history: %s"), local_error->message);
          return FALSE;
        }
      g_string_truncate (out, 0);
    }

  return TRUE;
}

/**
 * balut_store_export_history:
 * @filename: the JSON file to write
 * @n_written: (out) (optional): how many games (and Belote matches) were
 *   written
 * @skipped: (out) (optional) (transfer full) (element-type BalutSkippedGame):
 *   the games left out, oldest first (an empty array when there are none)
 *
 * As balut_store_export_history_full(), counting Balut's games and
 * Belote's matches together.
 *
 * Returns: whether the file was written
 */
gboolean
balut_store_export_history (BalutStore  *self,
                            const char  *filename,
                            guint       *n_written,
                            GPtrArray  **skipped,
                            GError     **error)
{
  guint n_games = 0, n_matches = 0;
  gboolean ok;

  ok = balut_store_export_history_full (self, filename, &n_games, &n_matches, skipped, error);
  if (n_written != NULL)
    *n_written = n_games + n_matches;
  return ok;
}

/**
 * balut_store_export_history_full:
 * @filename: the JSON file to write
 * @n_games: (out) (optional): how many Balut games were written
 * @n_belote_matches: (out) (optional): how many Belote matches were written
 * @skipped: (out) (optional) (transfer full) (element-type BalutSkippedGame):
 *   the games and matches left out, Balut's games first, each oldest
 *   first (an empty array when there are none)
 *
 * Writes every game, oldest first, one a line, as {"format":
 * "balut-history", "version": 1, "games": [{"id", "finished" (ISO 8601),
 * "variant", "mode", "assisted", "players": [{"name", "kind", "points",
 * "total", "baluts", "guess", "place"}], "record": {…}}]}, and, when the
 * store holds Belote matches, the member "belote_matches": [{"id",
 * "finished", "school", "target", "mode", "assisted", "deals", "winner",
 * "teams": [{"name", "total", "capots", "taken", "dedans"}], "players":
 * [{"seat", "name", "kind", "taken", "dedans"}], "record": {…}}] (a
 * store of Balut's games alone is exported as it always was). The file
 * is replaced atomically and synced: a failure leaves the old file or
 * none. A game whose record is damaged (not JSON, not UTF-8, or not a
 * record of its game: only a hand-edited or damaged file holds one) is
 * left out and listed in @skipped; the others are written. Names are
 * written as the high-score tables show them: bytes that are not UTF-8
 * become U+FFFD.
 *
 * Returns: whether the file was written
 */
gboolean
balut_store_export_history_full (BalutStore  *self,
                                 const char  *filename,
                                 guint       *n_games,
                                 guint       *n_belote_matches,
                                 GPtrArray  **skipped,
                                 GError     **error)
{
  g_autoptr(GString) out = NULL;
  g_autoptr(GError) local_error = NULL;
  g_autoptr(GPtrArray) left_out = NULL;
  HistoryOut h = { NULL, NULL, TRUE, 0, NULL };
  guint n_matches = 0;
  gboolean ok;

  g_return_val_if_fail (BALUT_IS_STORE (self), FALSE);
  g_return_val_if_fail (filename != NULL, FALSE);
  g_return_val_if_fail (skipped == NULL || *skipped == NULL, FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  if (n_games != NULL)
    *n_games = 0;
  if (n_belote_matches != NULL)
    *n_belote_matches = 0;

  /* written as it is read, a megabyte at a time (100,000 games are
   * 1.2 GB), and put in place whole at the end; a file replaced keeps
   * its permissions */
  h.writer = balut_file_writer_new (filename, 0644, &local_error);
  if (h.writer == NULL)
    {
      g_set_error (error, BALUT_STORE_ERROR, BALUT_STORE_ERROR_FAILED,
                   _("Cannot write the history: %s"), local_error->message);
      return FALSE;
    }
  left_out = g_ptr_array_new_with_free_func ((GDestroyNotify) balut_skipped_game_free);
  h.skipped = left_out;
  out = g_string_new ("{\"format\":\"balut-history\",\"version\":1,\"games\":[");
  h.out = out;
  ok = for_each_game (self, "g.finished ASC, g.id ASC", 0, 0, TRUE, add_history_game_cb, &h, &local_error);
  if (ok)
    {
      g_string_append (out, "\n]");
      /* Belote's matches after the games, when there are any */
      ok = balut_store_export_belote (self, out, h.writer, &n_matches, left_out, &local_error);
    }
  if (!ok)
    {
      balut_file_writer_abort (h.writer);
      if (g_error_matches (local_error, BALUT_STORE_ERROR, BALUT_STORE_ERROR_CORRUPT))
        g_set_error (error, BALUT_STORE_ERROR, BALUT_STORE_ERROR_CORRUPT,
                     "%s (%s)", local_error->message, self->path);
      else
        g_propagate_error (error, g_steal_pointer (&local_error));
      return FALSE;
    }
  g_string_append (out, "}\n");

  if (!balut_file_writer_write (h.writer, out->str, out->len, &local_error))
    {
      balut_file_writer_abort (h.writer);
      g_set_error (error, BALUT_STORE_ERROR, BALUT_STORE_ERROR_FAILED,
                   _("Cannot write the history: %s"), local_error->message);
      return FALSE;
    }
  if (!balut_file_writer_commit (h.writer, &local_error))
    {
      g_set_error (error, BALUT_STORE_ERROR, BALUT_STORE_ERROR_FAILED,
                   _("Cannot write the history: %s"), local_error->message);
      return FALSE;
    }

  if (n_games != NULL)
    *n_games = h.n_written;
  if (n_belote_matches != NULL)
    *n_belote_matches = n_matches;
  if (skipped != NULL)
    *skipped = g_steal_pointer (&left_out);
  return TRUE;
}

void
balut_skipped_game_free (BalutSkippedGame *skipped)
{
  if (skipped == NULL)
    return;

  g_clear_pointer (&skipped->date, g_date_time_unref);
  g_free (skipped->why);
  g_free (skipped);
}

/**
 * balut_score_entries_place:
 * @entries: (element-type BalutScoreEntry): a high-score table, best first
 * @index: an entry of it
 *
 * R22: a high-score table ranks by final points, then score total;
 * entries equal in both share a place ("1, 2, 2, 4").
 *
 * Returns: the entry's place, from 1
 */
guint
balut_score_entries_place (GPtrArray *entries,
                           guint      index)
{
  const BalutScoreEntry *entry;
  guint first;

  g_return_val_if_fail (entries != NULL && index < entries->len, 0);

  entry = g_ptr_array_index (entries, index);
  for (first = index; first > 0; first--)
    {
      const BalutScoreEntry *above = g_ptr_array_index (entries, first - 1);

      if (above->points != entry->points || above->score_total != entry->score_total)
        break;
    }
  return first + 1;
}

void
balut_score_entry_free (BalutScoreEntry *entry)
{
  if (entry == NULL)
    return;

  g_clear_pointer (&entry->date, g_date_time_unref);
  g_free (entry->name);
  g_free (entry);
}

void
balut_game_summary_free (BalutGameSummary *summary)
{
  if (summary == NULL)
    return;

  g_clear_pointer (&summary->date, g_date_time_unref);
  g_strfreev (summary->names);
  g_free (summary->points);
  g_free (summary->score_totals);
  g_free (summary->places);
  g_free (summary);
}

void
balut_player_stats_free (BalutPlayerStats *stats)
{
  if (stats == NULL)
    return;

  g_clear_pointer (&stats->points, g_array_unref);
  g_free (stats);
}
