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
 *   4  high_scores: a line for each person's seat of each game, with
 *      the game's variant, mode and date, ordered by the index
 *      high_scores_by_rank as the tables rank them (R22); a table's ten
 *      best are its index's first ten entries, whatever the number of
 *      games (the players' points are in players, the variant and mode
 *      in games: no index of either table could serve the query)
 *   5  Belote (issue 28): belote_matches, a finished match a row (its
 *      record, whole, and what the views read: date, school, target,
 *      mode, the teams' names, totals and winner, the number of deals,
 *      each team's capots, deals taken and dedans), and belote_players,
 *      its four seats (name, kind, deals taken and dedans when the
 *      taker's seat is known); Balut's tables are not touched, and a
 *      Balut that knows only version 4 still reads its games in a
 *      version-5 file (as a newer version's, read-only)
 * A new file is created at version 1 and migrated like any old one, so
 * every migration runs each time a database is made. A migration adds
 * tables, columns and indexes and fills them from what is there; it
 * never changes nor removes a game.
 *
 * Every open compares the file's schema (sqlite_schema) with the one
 * its version should have: a database from elsewhere may hold a
 * trigger that runs at each insertion, a view, an index or a table of
 * its own, or a table of Balut's changed (see
 * https://www.sqlite.org/security.html). Such a file is not Balut's: it
 * is set aside as a damaged one is.
 */

#include "config.h"

#include <glib/gi18n-lib.h>
#include <sqlite3.h>
#include <stdlib.h>
#include <string.h>

#include "balut-format.h"
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

/* A line of a high-score table goes with its player's row (and with the
 * game, whose players go with it) */
static const char schema_v4_sql[] =
  "CREATE TABLE high_scores (\n"
  "  game_id  INTEGER NOT NULL,\n"
  "  seat     INTEGER NOT NULL,\n"
  "  variant  TEXT NOT NULL,\n"     /* games.variant */
  "  mode     TEXT NOT NULL,\n"     /* games.mode */
  "  points   INTEGER NOT NULL,\n"  /* players.points */
  "  total    INTEGER NOT NULL,\n"  /* players.total */
  "  finished INTEGER NOT NULL,\n"  /* games.finished */
  "  PRIMARY KEY (game_id, seat),\n"
  "  FOREIGN KEY (game_id, seat) REFERENCES players (game_id, seat) ON DELETE CASCADE\n"
  ") WITHOUT ROWID;\n"
  "CREATE INDEX high_scores_by_rank ON high_scores "
  "(variant, mode, points DESC, total DESC, finished, game_id, seat);\n"
  "PRAGMA user_version = 4;\n";

/* Belote's matches beside Balut's games (B2: teams 0 and 1, seats 0–3;
 * B3: the target; B15: capots; B23: dedans; B26–B27: the school; B28:
 * the pad). A match's columns are filled from its record when it is
 * added (belote-store.c); record_hash (SHA-256 of the record, hex) finds
 * the same match without reading every record. */
static const char schema_v5_sql[] =
  "CREATE TABLE belote_matches (\n"
  "  id          INTEGER PRIMARY KEY,\n"
  "  finished    INTEGER NOT NULL,\n"   /* Unix time, seconds */
  "  school      TEXT NOT NULL CHECK (school IN ('family', 'tournament')),\n"
  "  target      INTEGER NOT NULL,\n"
  "  mode        TEXT NOT NULL CHECK (mode IN ('play', 'pad')),\n"
  "  assisted    INTEGER NOT NULL DEFAULT 0 CHECK (assisted IN (0, 1)),\n"
  "  team0       TEXT NOT NULL,\n"
  "  team1       TEXT NOT NULL,\n"
  "  total0      INTEGER NOT NULL,\n"
  "  total1      INTEGER NOT NULL,\n"
  "  winner      INTEGER NOT NULL CHECK (winner IN (0, 1)),\n"
  "  deals       INTEGER NOT NULL CHECK (deals >= 0),\n"   /* void deals included */
  "  capots0     INTEGER NOT NULL CHECK (capots0 >= 0),\n"
  "  capots1     INTEGER NOT NULL CHECK (capots1 >= 0),\n"
  "  taken0      INTEGER NOT NULL CHECK (taken0 >= 0),\n"  /* deals the team took */
  "  taken1      INTEGER NOT NULL CHECK (taken1 >= 0),\n"
  "  dedans0     INTEGER NOT NULL CHECK (dedans0 >= 0),\n" /* of them, dedans */
  "  dedans1     INTEGER NOT NULL CHECK (dedans1 >= 0),\n"
  "  record_hash TEXT NOT NULL,\n"
  "  record      TEXT NOT NULL\n"       /* the belote-record, JSON, as written */
  ");\n"
  "CREATE TABLE belote_players (\n"
  "  match_id INTEGER NOT NULL REFERENCES belote_matches (id) ON DELETE CASCADE,\n"
  "  seat     INTEGER NOT NULL CHECK (seat BETWEEN 0 AND 3),\n"
  "  name     TEXT NOT NULL,\n"         /* '' when the table named only its teams */
  "  kind     TEXT NOT NULL CHECK (kind IN ('person', 'computer')),\n"
  "  taken    INTEGER NOT NULL CHECK (taken >= 0),\n"     /* deals this seat took */
  "  dedans   INTEGER NOT NULL CHECK (dedans >= 0),\n"
  "  PRIMARY KEY (match_id, seat)\n"
  ") WITHOUT ROWID;\n"
  "CREATE INDEX belote_matches_by_finished ON belote_matches (finished, id);\n"
  "CREATE INDEX belote_matches_by_hash ON belote_matches (record_hash);\n"
  "CREATE INDEX belote_players_by_name ON belote_players (name, kind);\n"
  "PRAGMA user_version = 5;\n";

const char * const balut_store_schema_sql[BALUT_STORE_SCHEMA_VERSION + 1] = {
  NULL,
  balut_store_schema_v1_sql,
  schema_v2_sql,
  schema_v3_sql,
  schema_v4_sql,
  schema_v5_sql,
};

/* The people's seats of the games already there, for schema 4 */
static const char fill_high_scores_sql[] =
  "INSERT INTO high_scores (game_id, seat, variant, mode, points, total, finished) "
  "SELECT p.game_id, p.seat, g.variant, g.mode, p.points, p.total, g.finished "
  "FROM players AS p JOIN games AS g ON g.id = p.game_id WHERE p.kind = 'human'";

/* The columns this version reads: a newer Balut's file that lacks one
 * cannot be read by it */
static const char current_probe[] =
  "SELECT g.id, g.finished, g.variant, g.mode, g.record, g.assisted, "
  "p.game_id, p.seat, p.name, p.kind, p.points, p.total, p.baluts, p.guess, p.conditions, "
  "p.throws, p.throw_turns, "
  "h.game_id, h.seat, h.variant, h.mode, h.points, h.total, h.finished "
  "FROM games AS g, players AS p, high_scores AS h LIMIT 0";

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

/* ------------------------------------------------------------------ */
/* The schema of each version, and a file's compared with it           */
/* ------------------------------------------------------------------ */

/* A row of sqlite_schema */
typedef struct
{
  char *type;
  char *name;
  char *tbl_name;
  char *sql;   /* NULL for an index SQLite made for a constraint */
} SchemaObject;

static void
schema_object_free (gpointer data)
{
  SchemaObject *object = data;

  g_free (object->type);
  g_free (object->name);
  g_free (object->tbl_name);
  g_free (object->sql);
  g_free (object);
}

/* The objects of @db's main schema, by name, in *@objects. Returns
 * SQLite's code. */
static int
read_objects (sqlite3     *db,
              GHashTable **objects)
{
  g_autoptr(GHashTable) table = g_hash_table_new_full (g_str_hash, g_str_equal, NULL, schema_object_free);
  sqlite3_stmt *stmt = NULL;
  int rc;

  rc = balut_store_sql_prepare (db, "SELECT type, name, tbl_name, sql FROM main.sqlite_schema", &stmt);
  if (rc == SQLITE_OK)
    while ((rc = sqlite3_step (stmt)) == SQLITE_ROW)
      {
        SchemaObject *object = g_new0 (SchemaObject, 1);

        object->type = g_strdup (balut_store_sql_column_text (stmt, 0));
        object->name = g_strdup (balut_store_sql_column_text (stmt, 1));
        object->tbl_name = g_strdup (balut_store_sql_column_text (stmt, 2));
        object->sql = g_strdup ((const char *) sqlite3_column_text (stmt, 3));
        /* two rows of one name: only a file written around SQLite */
        if (!g_hash_table_insert (table, object->name, object))
          {
            rc = SQLITE_CORRUPT;
            break;
          }
      }
  sqlite3_finalize (stmt);
  if (rc != SQLITE_DONE)
    return rc;

  *objects = g_steal_pointer (&table);
  return SQLITE_OK;
}

/* The objects of schema @version as Balut makes them: made in a
 * database in memory by the statements a migration runs. ALTER TABLE
 * … ADD COLUMN rewrites the table's CREATE TABLE in sqlite_schema, the
 * same way here as in the file, so each table's text says all of it:
 * its columns, their types, defaults, constraints and collations. Made
 * once a version (0.5 ms), and kept: only read afterwards, by any
 * thread. */
static GHashTable *
expected_objects (guint version)
{
  static GMutex lock;
  static GHashTable *made[BALUT_STORE_SCHEMA_VERSION + 1];
  GHashTable *objects;

  g_mutex_lock (&lock);
  if (made[version] == NULL)
    {
      sqlite3 *db = NULL;
      int rc;

      rc = sqlite3_open_v2 (":memory:", &db, SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE, NULL);
      for (guint v = 1; rc == SQLITE_OK && v <= version; v++)
        rc = sqlite3_exec (db, balut_store_schema_sql[v], NULL, NULL, NULL);
      if (rc == SQLITE_OK)
        rc = read_objects (db, &made[version]);
      if (rc != SQLITE_OK)
        g_error ("Balut's schema %u cannot be made: %s", version, sqlite3_errmsg (db));
      sqlite3_close (db);
    }
  objects = made[version];
  g_mutex_unlock (&lock);
  return objects;
}

static gint
compare_names (gconstpointer a,
               gconstpointer b)
{
  return strcmp (*(const char * const *) a, *(const char * const *) b);
}

/* What is not Balut's in @found (the file's objects), or %NULL when it
 * is exactly @expected */
static char *
describe_difference (GHashTable *found,
                     GHashTable *expected)
{
  g_autofree gpointer *names = NULL;
  guint n;

  /* in order of name: the same file, the same message */
  names = g_hash_table_get_keys_as_array (found, &n);
  qsort (names, n, sizeof *names, compare_names);
  for (guint i = 0; i < n; i++)
    {
      SchemaObject *object = g_hash_table_lookup (found, names[i]);
      SchemaObject *balut = g_hash_table_lookup (expected, names[i]);
      /* a name from the file: printable in a message */
      g_autofree char *name = balut_format_dup_printable (object->name);

      if (balut == NULL)
        {
          if (g_str_equal (object->type, "trigger"))
            return g_strdup_printf (_("it holds a trigger, “%s”, that is not Balut’s"), name);
          if (g_str_equal (object->type, "view"))
            return g_strdup_printf (_("it holds a view, “%s”, that is not Balut’s"), name);
          if (g_str_equal (object->type, "index"))
            return g_strdup_printf (_("it holds an index, “%s”, that is not Balut’s"), name);
          return g_strdup_printf (_("it holds a table, “%s”, that is not Balut’s"), name);
        }
      if (!g_str_equal (object->type, balut->type)
          || !g_str_equal (object->tbl_name, balut->tbl_name)
          || g_strcmp0 (object->sql, balut->sql) != 0)
        {
          if (g_str_equal (balut->type, "index"))
            return g_strdup_printf (_("its index “%s” is not the one Balut makes"), name);
          return g_strdup_printf (_("its table “%s” is not the one Balut makes"), name);
        }
    }

  g_clear_pointer (&names, g_free);
  names = g_hash_table_get_keys_as_array (expected, &n);
  qsort (names, n, sizeof *names, compare_names);
  for (guint i = 0; i < n; i++)
    if (!g_hash_table_contains (found, names[i]))
      {
        SchemaObject *balut = g_hash_table_lookup (expected, names[i]);

        if (g_str_equal (balut->type, "index"))
          return g_strdup_printf (_("Balut’s index “%s” is missing"), balut->name);
        return g_strdup_printf (_("Balut’s table “%s” is missing"), balut->name);
      }

  return NULL;
}

/* A newer Balut's file is only read: it may have objects of its own,
 * but the tables this version reads must be tables (a view would run
 * its own SQL) with the columns it reads. */
static gboolean
check_newer_schema (BalutStore  *self,
                    GError     **error)
{
  static const char * const tables[] = { "games", "players", "high_scores" };
  g_autoptr(GHashTable) found = NULL;
  sqlite3_stmt *stmt = NULL;
  const char *problem = NULL;
  int rc;

  rc = read_objects (self->db, &found);
  if (rc == SQLITE_OK)
    {
      for (guint i = 0; i < G_N_ELEMENTS (tables); i++)
        {
          SchemaObject *object = g_hash_table_lookup (found, tables[i]);

          if (object == NULL || !g_str_equal (object->type, "table"))
            rc = SQLITE_ERROR;
        }
      if (rc != SQLITE_OK)
        problem = _("its tables are not those this version reads");
    }
  if (rc == SQLITE_OK)
    {
      rc = balut_store_sql_prepare (self->db, current_probe, &stmt);
      sqlite3_finalize (stmt);
      problem = sqlite3_errmsg (self->db);
    }
  if (rc == SQLITE_OK)
    return TRUE;

  g_set_error (error, BALUT_STORE_ERROR, BALUT_STORE_ERROR_NEWER,
               _("The database “%s” was written by a newer version of Balut, "
                 "whose games this version cannot read (%s)"),
               self->path, problem != NULL ? problem : sqlite3_errmsg (self->db));
  return FALSE;
}

/**
 * balut_store_check_schema:
 * @version: the file's schema version, at most BALUT_STORE_SCHEMA_VERSION
 * @code: %BALUT_STORE_ERROR_CORRUPT: the file's schema must be exactly
 *   Balut's of @version; %BALUT_STORE_ERROR_NEWER: a newer Balut's file,
 *   read by this version (@version is then this version's)
 *
 * Whether the file's schema is one this version may use: see the top of
 * this file.
 */
gboolean
balut_store_check_schema (BalutStore  *self,
                          guint        version,
                          gint         code,
                          GError     **error)
{
  g_autoptr(GHashTable) found = NULL;
  GHashTable *expected;
  g_autofree char *why = NULL;
  int rc;

  g_assert (version >= 1 && version <= BALUT_STORE_SCHEMA_VERSION);

  if (code == BALUT_STORE_ERROR_NEWER)
    return check_newer_schema (self, error);

  rc = read_objects (self->db, &found);
  if (rc != SQLITE_OK)
    {
      /* a schema SQLite cannot read is not Balut's */
      if (balut_store_sql_is_corrupt (rc) || (rc & 0xff) == SQLITE_ERROR)
        {
          why = g_strdup_printf (_("its tables are not Balut’s (%s)"), sqlite3_errmsg (self->db));
          balut_store_set_corrupt (self, error, why);
        }
      else
        {
          g_autofree char *what = g_strdup_printf (_("Cannot read the database “%s”"), self->path);

          balut_store_set_sqlite_error (error, self->db, rc, what);
        }
      return FALSE;
    }

  expected = expected_objects (version);
  why = describe_difference (found, expected);
  if (why != NULL)
    {
      balut_store_set_corrupt (self, error, why);
      return FALSE;
    }
  return TRUE;
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
  if (version < 4 && (rc = sqlite3_exec (self->db, schema_v4_sql, NULL, NULL, NULL)) != SQLITE_OK)
    goto failed;
  /* 4 → 5: Belote's tables, empty (no Balut row read or written) */
  if (version < 5 && (rc = sqlite3_exec (self->db, schema_v5_sql, NULL, NULL, NULL)) != SQLITE_OK)
    goto failed;
  /* every record read once, for all the columns the file lacks */
  if (version < 3 && (rc = fill_columns (self->db, version < 2)) != SQLITE_OK)
    goto failed;
  /* 3 → 4: the tables' lines, from the players' rows and their games'
   * (no record read) */
  if (version < 4 && (rc = sqlite3_exec (self->db, fill_high_scores_sql, NULL, NULL, NULL)) != SQLITE_OK)
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

