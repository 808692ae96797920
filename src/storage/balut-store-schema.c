/* balut-store-schema.c — the store's tables: each version of the
 * schema, and the migrations from one to the next
 *
 * SPDX-FileCopyrightText: 2026 The Balut developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Schema (PRAGMA user_version; PRAGMA application_id is "Balu"):
 *   1  games (id, finished, variant, mode, record) and
 *      players (game_id, seat, name, kind, points, total, baluts, guess)
 *   2  games.assisted, players.conditions (a bit per category whose
 *      condition was met, R12–R17 and "a Balut"), indexes for the
 *      high-score table, the history and the statistics
 *   3  players.throws and players.throw_turns: the throws of the
 *      player's turns whose throws are known (every turn on the screen,
 *      a scoring-pad turn whose throws were said), for the statistics
 * A new file is created at version 1 and migrated like any old one, so
 * every migration runs each time a database is made.
 */

#include "config.h"

#include <glib/gi18n-lib.h>
#include <sqlite3.h>

#include "balut-record.h"
#include "balut-store.h"
#include "balut-store-private.h"

const char balut_store_schema_v1_sql[] =
  "CREATE TABLE games (\n"
  "  id       INTEGER PRIMARY KEY,\n"
  "  finished INTEGER NOT NULL,\n"   /* Unix time, seconds */
  "  variant  TEXT NOT NULL CHECK (variant IN ('standard', 'jackpot', 'olathe')),\n"
  "  mode     TEXT NOT NULL CHECK (mode IN ('digital', 'scoring-pad')),\n"
  "  record   TEXT NOT NULL\n"       /* the balut-record, JSON */
  ");\n"
  "CREATE TABLE players (\n"
  "  game_id  INTEGER NOT NULL REFERENCES games (id) ON DELETE CASCADE,\n"
  "  seat     INTEGER NOT NULL CHECK (seat BETWEEN 0 AND 7),\n"
  "  name     TEXT NOT NULL,\n"
  "  kind     TEXT NOT NULL CHECK (kind IN ('human', 'computer')),\n"
  "  points   INTEGER NOT NULL,\n"   /* final points, R21 */
  "  total    INTEGER NOT NULL,\n"   /* score total, R19 / J7 */
  "  baluts   INTEGER NOT NULL,\n"
  "  guess    INTEGER,\n"            /* R24, NULL: no guess */
  "  PRIMARY KEY (game_id, seat)\n"
  ") WITHOUT ROWID;\n"
  "PRAGMA application_id = 1113681013;\n"   /* 0x42616c75, "Balu" */
  "PRAGMA user_version = 1;\n";

static const char schema_v2_sql[] =
  "ALTER TABLE games ADD COLUMN assisted INTEGER NOT NULL DEFAULT 0 CHECK (assisted IN (0, 1));\n"
  "ALTER TABLE players ADD COLUMN conditions INTEGER CHECK (conditions BETWEEN 0 AND 127);\n"
  "CREATE INDEX players_by_points ON players (kind, points DESC, total DESC);\n"
  "CREATE INDEX players_by_name ON players (name, kind);\n"
  "CREATE INDEX games_by_finished ON games (finished, id);\n"
  "PRAGMA user_version = 2;\n";

static const char schema_v3_sql[] =
  "ALTER TABLE players ADD COLUMN throws INTEGER CHECK (throws >= 0);\n"
  "ALTER TABLE players ADD COLUMN throw_turns INTEGER CHECK (throw_turns >= 0);\n"
  "PRAGMA user_version = 3;\n";

/* The columns each version reads: a file that lacks one is damaged. */
static const char *schema_probe[BALUT_STORE_SCHEMA_VERSION + 1] = {
  NULL,
  "SELECT g.id, g.finished, g.variant, g.mode, g.record, "
  "p.game_id, p.seat, p.name, p.kind, p.points, p.total, p.baluts, p.guess "
  "FROM games AS g, players AS p LIMIT 0",
  "SELECT g.id, g.finished, g.variant, g.mode, g.record, g.assisted, "
  "p.game_id, p.seat, p.name, p.kind, p.points, p.total, p.baluts, p.guess, p.conditions "
  "FROM games AS g, players AS p LIMIT 0",
  "SELECT g.id, g.finished, g.variant, g.mode, g.record, g.assisted, "
  "p.game_id, p.seat, p.name, p.kind, p.points, p.total, p.baluts, p.guess, p.conditions, "
  "p.throws, p.throw_turns "
  "FROM games AS g, players AS p LIMIT 0",
};

/* Runs a statement that returns one integer (a pragma, a count). */
static int
query_int (sqlite3    *db,
           const char *sql,
           gint64     *value)
{
  sqlite3_stmt *stmt = NULL;
  int rc;

  rc = balut_store_sql_prepare (db, sql, &stmt);
  if (rc == SQLITE_OK)
    {
      rc = sqlite3_step (stmt);   /* the busy handler waits for locks */
      if (rc == SQLITE_ROW)
        {
          *value = sqlite3_column_int64 (stmt, 0);
          rc = SQLITE_OK;
        }
      else if (rc == SQLITE_DONE)
        {
          *value = 0;
          rc = SQLITE_OK;
        }
    }
  sqlite3_finalize (stmt);
  return rc;
}

/* Whether the tables have every column version @version reads. */
gboolean
balut_store_check_schema (BalutStore  *self,
                          guint        version,
                          gint         code,
                          GError     **error)
{
  sqlite3_stmt *stmt = NULL;
  int rc;

  g_assert (version >= 1 && version <= BALUT_STORE_SCHEMA_VERSION);

  rc = balut_store_sql_prepare (self->db, schema_probe[version], &stmt);
  sqlite3_finalize (stmt);
  if (rc == SQLITE_OK)
    return TRUE;

  if (code == BALUT_STORE_ERROR_NEWER)
    g_set_error (error, BALUT_STORE_ERROR, BALUT_STORE_ERROR_NEWER,
                 _("The database “%s” was written by a newer version of Balut, "
                   "whose games this version cannot read (%s)"),
                 self->path, sqlite3_errmsg (self->db));
  else if (balut_store_sql_is_corrupt (rc) || (rc & 0xff) == SQLITE_ERROR)
    {
      g_autofree char *why = g_strdup_printf (_("its tables are not Balut’s (%s)"),
                                              sqlite3_errmsg (self->db));

      balut_store_set_corrupt (self, error, why);
    }
  else
    {
      g_autofree char *what = g_strdup_printf (_("Cannot read the database “%s”"), self->path);

      balut_store_set_sqlite_error (error, self->db, rc, what);
    }
  return FALSE;
}

guint
balut_store_conditions_of (BalutPlayer *player)
{
  const BalutPoints *points = balut_scoresheet_get_points (balut_player_get_sheet (player));
  guint bits = 0;

  for (guint c = 0; c < BALUT_N_CATEGORIES; c++)
    if (points->categories[c].condition_met)
      bits |= 1u << c;

  return bits;
}

/* The throws of seat @seat's turns whose throws are known: a turn thrown
 * on the screen has its throws; a scoring-pad turn those said, if said */
void
balut_store_throws_of (BalutGame *game,
                       guint      seat,
                       guint     *throws,
                       guint     *turns)
{
  gboolean pad = balut_game_get_mode (game) == BALUT_GAME_MODE_PAD;

  *throws = 0;
  *turns = 0;
  for (guint t = 0; t < balut_game_get_n_turns (game); t++)
    {
      const BalutTurn *turn = balut_game_get_turn (game, t);
      guint n = pad ? turn->throws_used : turn->n_throws;

      if (turn->player != seat || !turn->entered || n == 0)
        continue;
      *throws += n;
      (*turns)++;
    }
}

/* The columns a migration fills from the records, in one pass that
 * reads each record once: 1 → 2 the assisted flag and the conditions met
 * (R12–R17, finished games), 2 → 3 the throws. A record that does not
 * load (only a damaged row) keeps its game, with its columns NULL (left
 * out of the rates and the throws) and not assisted. */
static int
fill_columns (sqlite3  *db,
              gboolean  v2)
{
  sqlite3_stmt *games = NULL, *set_game = NULL, *set_conditions = NULL, *set_throws = NULL;
  int rc;

  if ((rc = balut_store_sql_prepare (db, "SELECT id, record FROM games", &games)) != SQLITE_OK
      || (rc = balut_store_sql_prepare (db, "UPDATE games SET assisted = ?2 WHERE id = ?1",
                                        &set_game)) != SQLITE_OK
      || (rc = balut_store_sql_prepare (db, "UPDATE players SET conditions = ?3 "
                                        "WHERE game_id = ?1 AND seat = ?2", &set_conditions)) != SQLITE_OK
      || (rc = balut_store_sql_prepare (db, "UPDATE players SET throws = ?3, throw_turns = ?4 "
                                        "WHERE game_id = ?1 AND seat = ?2", &set_throws)) != SQLITE_OK)
    goto out;

  while ((rc = sqlite3_step (games)) == SQLITE_ROW)
    {
      gint64 id = sqlite3_column_int64 (games, 0);
      const char *record = balut_store_sql_column_text (games, 1);
      g_autoptr(BalutGame) game = balut_record_load_data (record, -1, NULL);

      if (game == NULL)
        continue;

      if (v2)
        {
          sqlite3_bind_int64 (set_game, 1, id);
          sqlite3_bind_int (set_game, 2, balut_game_get_assisted (game));
          rc = sqlite3_step (set_game);
          sqlite3_reset (set_game);
          if (rc != SQLITE_DONE)
            goto out;
        }

      for (guint p = 0; p < balut_game_get_n_players (game); p++)
        {
          guint throws, turns;

          if (v2 && balut_game_is_finished (game))
            {
              sqlite3_bind_int64 (set_conditions, 1, id);
              sqlite3_bind_int (set_conditions, 2, (int) p);
              sqlite3_bind_int (set_conditions, 3,
                                (int) balut_store_conditions_of (balut_game_get_player (game, p)));
              rc = sqlite3_step (set_conditions);
              sqlite3_reset (set_conditions);
              if (rc != SQLITE_DONE)
                goto out;
            }
          /* 2 → 3, for every file that lacks schema 3 */
          balut_store_throws_of (game, p, &throws, &turns);
          sqlite3_bind_int64 (set_throws, 1, id);
          sqlite3_bind_int (set_throws, 2, (int) p);
          sqlite3_bind_int64 (set_throws, 3, throws);
          sqlite3_bind_int64 (set_throws, 4, turns);
          rc = sqlite3_step (set_throws);
          sqlite3_reset (set_throws);
          if (rc != SQLITE_DONE)
            goto out;
        }
    }
  if (rc == SQLITE_DONE)
    rc = SQLITE_OK;

out:
  sqlite3_finalize (games);
  sqlite3_finalize (set_game);
  sqlite3_finalize (set_conditions);
  sqlite3_finalize (set_throws);
  return rc;
}

/* Brings the file to BALUT_STORE_SCHEMA_VERSION in one transaction;
 * another process may have done it first. */
gboolean
balut_store_migrate (BalutStore  *self,
                     GError     **error)
{
  gint64 version = 0, n_objects = 0;
  int rc;

  rc = balut_store_sql_exec_retrying (self->db, "BEGIN IMMEDIATE");
  if (rc != SQLITE_OK)
    goto failed;

  if ((rc = query_int (self->db, "PRAGMA user_version", &version)) != SQLITE_OK
      || (rc = query_int (self->db, "SELECT count(*) FROM sqlite_schema", &n_objects)) != SQLITE_OK)
    goto failed;

  if (version == 0 && n_objects > 0)
    {
      balut_store_sql_rollback (self->db);
      balut_store_set_corrupt (self, error, _("it holds the tables of another program"));
      return FALSE;
    }
  if (version > BALUT_STORE_SCHEMA_VERSION)
    {
      /* a newer Balut got there in between: leave it */
      balut_store_sql_rollback (self->db);
      g_set_error (error, BALUT_STORE_ERROR, BALUT_STORE_ERROR_NEWER,
                   _("The database “%s” was just upgraded by a newer version of Balut"),
                   self->path);
      return FALSE;
    }

  if (version >= 1 && !balut_store_check_schema (self, (guint) version, BALUT_STORE_ERROR_CORRUPT, error))
    {
      balut_store_sql_rollback (self->db);
      return FALSE;
    }

  if (version < 1 && (rc = sqlite3_exec (self->db, balut_store_schema_v1_sql, NULL, NULL, NULL)) != SQLITE_OK)
    goto failed;
  if (version < 2 && (rc = sqlite3_exec (self->db, schema_v2_sql, NULL, NULL, NULL)) != SQLITE_OK)
    goto failed;
  if (version < 3 && (rc = sqlite3_exec (self->db, schema_v3_sql, NULL, NULL, NULL)) != SQLITE_OK)
    goto failed;
  /* every record read once, for all the columns the file lacks */
  if (version < 3 && (rc = fill_columns (self->db, version < 2)) != SQLITE_OK)
    goto failed;

  if (version < BALUT_STORE_SCHEMA_VERSION)
    rc = balut_store_sql_exec_retrying (self->db, "COMMIT");
  else
    rc = sqlite3_exec (self->db, "ROLLBACK", NULL, NULL, NULL);   /* nothing to do */
  if (rc != SQLITE_OK)
    goto failed;

  self->file_version = BALUT_STORE_SCHEMA_VERSION;
  return TRUE;

failed:
  {
    g_autofree char *what = g_strdup_printf (_("Cannot prepare the database “%s”"), self->path);

    balut_store_set_sqlite_error (error, self->db, rc, what);
    balut_store_sql_rollback (self->db);
    return FALSE;
  }
}

