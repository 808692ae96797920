/* belote-store.c — Belote's finished matches in the store (schema 5)
 *
 * SPDX-FileCopyrightText: 2026 The Balut developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A match is a row of belote_matches (its record, whole, and the
 * columns the views read) and four of belote_players, added in one
 * write transaction, as Balut's games are (balut-store.c): when
 * balut_store_add_belote_match () returns, the match is on the disk, and
 * a match is recorded once (the same record, to the byte, is the same
 * match: found by the record's SHA-256, then compared whole).
 *
 * The columns are computed from the match when it is added (B15, B23,
 * B25): the views never replay a record. Rows are read defensively: a
 * hand-edited or damaged file may hold any value in any column, and the
 * views show what they can (an unknown school is shown as family rules,
 * a winner that is not 0 or 1 as none, a name's bad bytes as U+FFFD).
 *
 * A file older than schema 5 (a read-only medium, which cannot be
 * upgraded) has no matches; a newer version's file is read when its
 * Belote tables are tables with the columns read here.
 */

#include "config.h"

#include <glib/gi18n-lib.h>
#include <json-glib/json-glib.h>
#include <sqlite3.h>
#include <string.h>

#include "balut-file-write.h"
#include "balut-store-private.h"
#include "belote-record.h"
#include "belote-store.h"

#define BELOTE_STORE_VERSION 5   /* the schema that made Belote's tables */

static const char *const mode_names[] = { "play", "pad" };          /* BeloteMode */
static const char *const school_names[] = { "family", "tournament" };  /* BeloteSchool */

/* The columns of belote_matches a summary reads, in this order */
#define MATCH_COLUMNS \
  "m.id, m.finished, m.school, m.target, m.mode, m.assisted, m.team0, m.team1, " \
  "m.total0, m.total1, m.winner, m.deals, m.capots0, m.capots1, m.taken0, m.taken1, " \
  "m.dedans0, m.dedans1"

/* The columns this version reads, for a newer version's file */
static const char belote_probe[] =
  "SELECT " MATCH_COLUMNS ", m.record, m.record_hash, "
  "p.match_id, p.seat, p.name, p.kind, p.taken, p.dedans "
  "FROM belote_matches AS m, belote_players AS p LIMIT 0";

/* ------------------------------------------------------------------ */
/* Whether the file has Belote's tables                                */
/* ------------------------------------------------------------------ */

static gboolean
is_table (sqlite3    *db,
          const char *name)
{
  sqlite3_stmt *stmt = NULL;
  gboolean table = FALSE;

  if (balut_store_sql_prepare (db, "SELECT type FROM main.sqlite_schema WHERE name = ?1", &stmt) == SQLITE_OK)
    {
      sqlite3_bind_text (stmt, 1, name, -1, SQLITE_STATIC);
      table = sqlite3_step (stmt) == SQLITE_ROW
              && g_strcmp0 ((const char *) sqlite3_column_text (stmt, 0), "table") == 0;
    }
  sqlite3_finalize (stmt);
  return table;
}

/* Whether the queries below can read this file: schema 5 (its schema was
 * checked when it was opened), or a newer version's whose Belote tables
 * are tables (a view would run SQL of its own) with the columns read
 * here. Asked once a store. */
static gboolean
has_belote (BalutStore *self)
{
  if (self->belote_tables == 0)
    {
      gboolean readable = self->file_version >= BELOTE_STORE_VERSION;

      if (readable && self->file_version > BALUT_STORE_SCHEMA_VERSION)
        {
          sqlite3_stmt *stmt = NULL;

          readable = is_table (self->db, "belote_matches") && is_table (self->db, "belote_players")
                     && balut_store_sql_prepare (self->db, belote_probe, &stmt) == SQLITE_OK;
          sqlite3_finalize (stmt);
        }
      self->belote_tables = readable ? 1 : 2;
    }
  return self->belote_tables == 1;
}

static void
set_read_error (BalutStore  *self,
                int          rc,
                GError     **error)
{
  g_autofree char *what = g_strdup_printf (_("Cannot read the Belote matches in “%s”"), self->path);

  balut_store_set_sqlite_error (error, self->db, rc, what);
}

static guint
column_count (sqlite3_stmt *stmt,
              int           column)
{
  return (guint) CLAMP (sqlite3_column_int64 (stmt, column), 0, G_MAXUINT);
}

static int
column_int (sqlite3_stmt *stmt,
            int           column)
{
  return (int) CLAMP (sqlite3_column_int64 (stmt, column), G_MININT, G_MAXINT);
}

/* ------------------------------------------------------------------ */
/* Recording                                                           */
/* ------------------------------------------------------------------ */

/* What the views read of a match: computed from it once, when it is
 * added */
typedef struct
{
  guint capots[BELOTE_N_TEAMS];
  guint taken[BELOTE_N_TEAMS];
  guint dedans[BELOTE_N_TEAMS];
  guint seat_taken[BELOTE_N_SEATS];
  guint seat_dedans[BELOTE_N_SEATS];
} MatchCounts;

/* The seat that took deal @n, or BELOTE_NO_SEAT when it is not known
 * (the pad, when the table said only which team took: B28) */
static gint8
taker_seat (BeloteMatch *match,
            guint        n)
{
  if (belote_match_get_mode (match) == BELOTE_MODE_PAD)
    {
      const BelotePadEntry *entry = belote_match_get_entry (match, n);

      return entry != NULL ? entry->taker_seat : BELOTE_NO_SEAT;
    }
  else
    {
      const BeloteDeal *deal = belote_match_get_deal (match, n);

      return deal != NULL ? deal->taker : BELOTE_NO_SEAT;
    }
}

static void
count_match (BeloteMatch *match,
             MatchCounts *counts)
{
  memset (counts, 0, sizeof *counts);

  for (guint n = 0; n < belote_match_get_n_deals (match); n++)
    {
      const BeloteDealScore *score = belote_match_get_score (match, n);
      gint8 seat;

      if (score == NULL)
        continue;
      /* B15: the team that took every trick, taker or defenders */
      if (score->capot_team == 0 || score->capot_team == 1)
        counts->capots[score->capot_team]++;
      /* B23: a contract made, dedans or in litige; a void deal (B8) or
       * one still played has no taker's result */
      if (score->result != BELOTE_RESULT_MADE && score->result != BELOTE_RESULT_DEDANS
          && score->result != BELOTE_RESULT_LITIGE)
        continue;
      if (score->taker_team != 0 && score->taker_team != 1)
        continue;
      counts->taken[score->taker_team]++;
      if (score->result == BELOTE_RESULT_DEDANS)
        counts->dedans[score->taker_team]++;
      seat = taker_seat (match, n);
      if (seat >= 0 && seat < BELOTE_N_SEATS && BELOTE_TEAM_OF (seat) == score->taker_team)
        {
          counts->seat_taken[seat]++;
          if (score->result == BELOTE_RESULT_DEDANS)
            counts->seat_dedans[seat]++;
        }
    }
}

static char *
hash_record (const char *record,
             gsize       length)
{
  return g_compute_checksum_for_data (G_CHECKSUM_SHA256, (const guchar *) record, length);
}

/* The match already in the store, if it is: its record, to the byte.
 * Sets *id to 0 when it is not there. */
static int
find_same_match (BalutStore *self,
                 const char *hash,
                 const char *record,
                 gsize       length,
                 gint64     *id)
{
  sqlite3_stmt *stmt = NULL;
  int rc;

  *id = 0;
  rc = balut_store_sql_prepare (self->db,
                                "SELECT id FROM belote_matches WHERE record_hash = ?1 AND record = ?2 "
                                "ORDER BY id LIMIT 1", &stmt);
  if (rc != SQLITE_OK)
    return rc;
  sqlite3_bind_text (stmt, 1, hash, -1, SQLITE_STATIC);
  sqlite3_bind_text (stmt, 2, record, (int) length, SQLITE_STATIC);
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
insert_match (BalutStore  *self,
              BeloteMatch *match,
              gint64       finished,
              const char  *hash,
              const char  *record,
              gsize        length,
              gint64      *id)
{
  MatchCounts counts;
  int totals[BELOTE_N_TEAMS];
  sqlite3_stmt *stmt = NULL;
  int rc;

  count_match (match, &counts);
  belote_match_get_totals (match, totals);

  rc = balut_store_sql_prepare (self->db,
                                "INSERT INTO belote_matches (finished, school, target, mode, assisted, "
                                "team0, team1, total0, total1, winner, deals, capots0, capots1, "
                                "taken0, taken1, dedans0, dedans1, record_hash, record) "
                                /* "assisted": a key a record may have (a hint, an
                                 * undo of a card played); the record is JSON */
                                "VALUES (?1, ?2, ?3, ?4, coalesce (json_extract (?19, '$.assisted') IS 1, 0), "
                                "?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12, ?13, ?14, ?15, ?16, ?17, ?18)", &stmt);
  if (rc != SQLITE_OK)
    return rc;

  sqlite3_bind_int64 (stmt, 1, finished);
  sqlite3_bind_text (stmt, 2, school_names[belote_match_get_school (match) == BELOTE_SCHOOL_TOURNAMENT],
                     -1, SQLITE_STATIC);
  sqlite3_bind_int (stmt, 3, belote_match_get_target (match));
  sqlite3_bind_text (stmt, 4, mode_names[belote_match_get_mode (match) == BELOTE_MODE_PAD], -1, SQLITE_STATIC);
  for (guint t = 0; t < BELOTE_N_TEAMS; t++)
    {
      const char *name = belote_match_get_team_name (match, t);

      sqlite3_bind_text (stmt, 5 + (int) t, name != NULL ? name : "", -1, SQLITE_STATIC);
      sqlite3_bind_int (stmt, 7 + (int) t, totals[t]);
      sqlite3_bind_int64 (stmt, 11 + (int) t, counts.capots[t]);
      sqlite3_bind_int64 (stmt, 13 + (int) t, counts.taken[t]);
      sqlite3_bind_int64 (stmt, 15 + (int) t, counts.dedans[t]);
    }
  sqlite3_bind_int (stmt, 9, belote_match_get_winner (match));
  sqlite3_bind_int64 (stmt, 10, belote_match_get_n_deals (match));
  sqlite3_bind_text (stmt, 17, hash, -1, SQLITE_STATIC);
  sqlite3_bind_text (stmt, 18, record, (int) length, SQLITE_STATIC);
  sqlite3_bind_text (stmt, 19, record, (int) length, SQLITE_STATIC);
  rc = sqlite3_step (stmt);
  sqlite3_finalize (stmt);
  if (rc != SQLITE_DONE)
    return rc;

  *id = sqlite3_last_insert_rowid (self->db);

  rc = balut_store_sql_prepare (self->db,
                                "INSERT INTO belote_players (match_id, seat, name, kind, taken, dedans) "
                                "VALUES (?1, ?2, ?3, ?4, ?5, ?6)", &stmt);
  if (rc != SQLITE_OK)
    return rc;
  for (guint seat = 0; seat < BELOTE_N_SEATS; seat++)
    {
      sqlite3_bind_int64 (stmt, 1, *id);
      sqlite3_bind_int (stmt, 2, (int) seat);
      sqlite3_bind_text (stmt, 3, belote_match_get_player_name (match, seat), -1, SQLITE_STATIC);
      sqlite3_bind_text (stmt, 4, belote_match_get_player_computer (match, seat) ? "computer" : "person",
                         -1, SQLITE_STATIC);
      sqlite3_bind_int64 (stmt, 5, counts.seat_taken[seat]);
      sqlite3_bind_int64 (stmt, 6, counts.seat_dedans[seat]);
      rc = sqlite3_step (stmt);
      sqlite3_reset (stmt);
      if (rc != SQLITE_DONE)
        break;
      rc = SQLITE_OK;
    }
  sqlite3_finalize (stmt);
  return rc;
}

/* @record: @match's record, kept as it is */
static gint64
add_match (BalutStore   *self,
           BeloteMatch  *match,
           const char   *record,
           gsize         length,
           GDateTime    *finished,
           GError      **error)
{
  g_autofree char *hash = NULL;
  gint64 when, id = 0;
  int rc;

  if (!belote_match_is_over (match))
    {
      g_set_error_literal (error, BALUT_STORE_ERROR, BALUT_STORE_ERROR_FAILED,
                           _("Only a finished match can be recorded"));
      return 0;
    }
  if (!balut_store_check_writable (self, error))
    return 0;
  if (length > G_MAXINT)
    {
      g_set_error_literal (error, BALUT_STORE_ERROR, BALUT_STORE_ERROR_FAILED,
                           _("The match’s record is too large to be recorded"));
      return 0;
    }

  hash = hash_record (record, length);
  when = finished != NULL ? g_date_time_to_unix (finished) : g_get_real_time () / G_USEC_PER_SEC;

  /* looked for and added in one write transaction: two processes cannot
   * both add it, and a match recorded before (its save not yet removed
   * when the program was killed) is not recorded again */
  rc = balut_store_sql_exec_retrying (self->db, "BEGIN IMMEDIATE");
  if (rc == SQLITE_OK)
    rc = find_same_match (self, hash, record, length, &id);
  if (rc == SQLITE_OK && id == 0)
    rc = insert_match (self, match, when, hash, record, length, &id);
  if (rc == SQLITE_OK)
    rc = balut_store_sql_exec_retrying (self->db, "COMMIT");

  if (rc != SQLITE_OK)
    {
      g_autofree char *what = g_strdup_printf (_("Cannot record the match in “%s”"), self->path);

      balut_store_set_sqlite_error (error, self->db, rc, what);
      balut_store_sql_rollback (self->db);
      return 0;
    }
  return id;
}

/**
 * balut_store_add_belote_match:
 * @match: a finished match (B25)
 * @finished: (nullable): when it ended; %NULL for now
 *
 * Records the match with its record (belote_record_to_data ()) in one
 * transaction. A match already recorded (the same record, to the byte)
 * is not recorded twice: its id is returned.
 *
 * Returns: the match's id (1 or more), or 0 with @error set
 */
gint64
balut_store_add_belote_match (BalutStore   *self,
                              BeloteMatch  *match,
                              GDateTime    *finished,
                              GError      **error)
{
  g_autofree char *record = NULL;
  gsize length = 0;

  g_return_val_if_fail (BALUT_IS_STORE (self), 0);
  g_return_val_if_fail (BELOTE_IS_MATCH (match), 0);
  g_return_val_if_fail (error == NULL || *error == NULL, 0);

  record = belote_record_to_data (match, &length);
  return add_match (self, match, record, length, finished, error);
}

/**
 * balut_store_add_belote_record:
 * @record: a belote-record's text
 * @length: its length, or -1 when it ends with a nul
 * @finished: (nullable): when the match ended; %NULL for now
 *
 * Records the match of @record, the text kept byte for byte: as
 * balut_store_add_belote_match (). A record that cannot be read, or
 * whose match has not ended, is refused (%BALUT_STORE_ERROR_FAILED, with
 * what is wrong).
 *
 * Returns: the match's id, or 0 with @error set
 */
gint64
balut_store_add_belote_record (BalutStore   *self,
                               const char   *record,
                               gssize        length,
                               GDateTime    *finished,
                               GError      **error)
{
  g_autoptr(BeloteMatch) match = NULL;
  g_autoptr(GError) local_error = NULL;
  gsize size;

  g_return_val_if_fail (BALUT_IS_STORE (self), 0);
  g_return_val_if_fail (record != NULL, 0);
  g_return_val_if_fail (error == NULL || *error == NULL, 0);

  size = length < 0 ? strlen (record) : (gsize) length;
  /* a nul inside: not text SQLite would keep whole */
  if (memchr (record, '\0', size) != NULL)
    {
      g_set_error_literal (error, BALUT_STORE_ERROR, BALUT_STORE_ERROR_FAILED,
                           _("The match’s record is not text"));
      return 0;
    }
  match = belote_record_load_data (record, (gssize) size, &local_error);
  if (match == NULL)
    {
      g_set_error (error, BALUT_STORE_ERROR, BALUT_STORE_ERROR_FAILED,
                   _("The match cannot be recorded: %s"), local_error->message);
      return 0;
    }
  return add_match (self, match, record, size, finished, error);
}

/**
 * balut_store_delete_belote_match:
 *
 * Takes a match out of the store, with its seats (its last deal was
 * undone: it is recorded again when it ends).
 *
 * Returns: whether it was removed; %BALUT_STORE_ERROR_NOT_FOUND when
 *   there is no such match
 */
gboolean
balut_store_delete_belote_match (BalutStore  *self,
                                 gint64       match_id,
                                 GError     **error)
{
  int changes = 0;
  int rc;

  g_return_val_if_fail (BALUT_IS_STORE (self), FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  if (!balut_store_check_writable (self, error))
    return FALSE;

  /* its seats go with it (ON DELETE CASCADE) */
  rc = balut_store_sql_delete (self, "DELETE FROM belote_matches WHERE id = ?1", match_id, &changes);
  if (rc != SQLITE_OK)
    {
      g_autofree char *what = g_strdup_printf (_("Cannot remove the match from “%s”"), self->path);

      balut_store_set_sqlite_error (error, self->db, rc, what);
      balut_store_sql_rollback (self->db);
      return FALSE;
    }
  if (changes == 0)
    {
      g_set_error (error, BALUT_STORE_ERROR, BALUT_STORE_ERROR_NOT_FOUND,
                   _("There is no Belote match %lld in “%s”"), (long long) match_id, self->path);
      return FALSE;
    }
  return TRUE;
}

/* ------------------------------------------------------------------ */
/* Reading                                                             */
/* ------------------------------------------------------------------ */

gboolean
balut_store_count_belote_matches (BalutStore  *self,
                                  guint       *n_matches,
                                  GError     **error)
{
  sqlite3_stmt *stmt = NULL;
  int rc;

  g_return_val_if_fail (BALUT_IS_STORE (self), FALSE);
  g_return_val_if_fail (n_matches != NULL, FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  *n_matches = 0;
  if (!has_belote (self))
    return TRUE;

  rc = balut_store_sql_prepare (self->db, "SELECT count(*) FROM belote_matches", &stmt);
  if (rc == SQLITE_OK && (rc = sqlite3_step (stmt)) == SQLITE_ROW)
    {
      *n_matches = column_count (stmt, 0);
      rc = SQLITE_DONE;
    }
  sqlite3_finalize (stmt);
  if (rc != SQLITE_DONE)
    {
      set_read_error (self, rc, error);
      return FALSE;
    }
  return TRUE;
}

/* A summary from a row of MATCH_COLUMNS (its seats added after) */
static BeloteMatchSummary *
summary_from_row (sqlite3_stmt *stmt)
{
  BeloteMatchSummary *summary = g_new0 (BeloteMatchSummary, 1);
  gint64 winner = sqlite3_column_int64 (stmt, 10);

  summary->match_id = sqlite3_column_int64 (stmt, 0);
  summary->date = balut_store_date_from_unix (sqlite3_column_int64 (stmt, 1));
  summary->school = g_strcmp0 ((const char *) sqlite3_column_text (stmt, 2), "tournament") == 0
                    ? BELOTE_SCHOOL_TOURNAMENT : BELOTE_SCHOOL_FAMILY;
  summary->target = column_int (stmt, 3);
  summary->mode = g_strcmp0 ((const char *) sqlite3_column_text (stmt, 4), "pad") == 0
                  ? BELOTE_MODE_PAD : BELOTE_MODE_PLAY;
  summary->assisted = sqlite3_column_int64 (stmt, 5) != 0;
  for (guint t = 0; t < BELOTE_N_TEAMS; t++)
    {
      /* a name from the file: perhaps hand-edited, any bytes */
      summary->team_names[t] = g_utf8_make_valid (balut_store_sql_column_text (stmt, 6 + (int) t), -1);
      summary->totals[t] = column_int (stmt, 8 + (int) t);
      summary->capots[t] = column_count (stmt, 12 + (int) t);
      summary->taken[t] = column_count (stmt, 14 + (int) t);
      summary->dedans[t] = column_count (stmt, 16 + (int) t);
    }
  summary->winner = sqlite3_column_type (stmt, 10) == SQLITE_INTEGER && (winner == 0 || winner == 1)
                    ? (gint8) winner : BELOTE_NO_TEAM;
  summary->n_deals = column_count (stmt, 11);
  for (guint s = 0; s < BELOTE_N_SEATS; s++)
    summary->player_names[s] = g_strdup ("");
  return summary;
}

/* The seats of each summary, from belote_players */
static int
add_seats (BalutStore *self,
           GPtrArray  *summaries)
{
  sqlite3_stmt *stmt = NULL;
  int rc;

  if (summaries->len == 0)
    return SQLITE_OK;

  rc = balut_store_sql_prepare (self->db,
                                "SELECT seat, name, kind FROM belote_players WHERE match_id = ?1 ORDER BY seat",
                                &stmt);
  for (guint i = 0; rc == SQLITE_OK && i < summaries->len; i++)
    {
      BeloteMatchSummary *summary = g_ptr_array_index (summaries, i);

      sqlite3_bind_int64 (stmt, 1, summary->match_id);
      while ((rc = sqlite3_step (stmt)) == SQLITE_ROW)
        {
          gint64 seat = sqlite3_column_int64 (stmt, 0);

          /* a seat out of range: only a damaged row */
          if (seat < 0 || seat >= BELOTE_N_SEATS)
            continue;
          g_free (summary->player_names[seat]);
          summary->player_names[seat] = g_utf8_make_valid (balut_store_sql_column_text (stmt, 1), -1);
          summary->computer[seat] = g_strcmp0 ((const char *) sqlite3_column_text (stmt, 2), "computer") == 0;
        }
      sqlite3_reset (stmt);
      if (rc == SQLITE_DONE)
        rc = SQLITE_OK;
    }
  sqlite3_finalize (stmt);
  return rc;
}

/* The matches of @sql (MATCH_COLUMNS; ?1 the most rows, ?2 how many to
 * pass over), with their seats */
static GPtrArray *
list_matches (BalutStore  *self,
              const char  *sql,
              guint        offset,
              guint        limit,
              GError     **error)
{
  g_autoptr(GPtrArray) summaries = g_ptr_array_new_with_free_func ((GDestroyNotify) belote_match_summary_free);
  sqlite3_stmt *stmt = NULL;
  int rc;

  if (!has_belote (self))
    return g_steal_pointer (&summaries);

  rc = balut_store_sql_prepare (self->db, sql, &stmt);
  if (rc == SQLITE_OK)
    {
      sqlite3_bind_int64 (stmt, 1, limit > 0 ? (gint64) limit : -1);
      sqlite3_bind_int64 (stmt, 2, offset);
      while ((rc = sqlite3_step (stmt)) == SQLITE_ROW)
        g_ptr_array_add (summaries, summary_from_row (stmt));
    }
  sqlite3_finalize (stmt);
  if (rc == SQLITE_DONE)
    rc = add_seats (self, summaries);
  else if (rc == SQLITE_OK)
    rc = SQLITE_ERROR;

  if (rc != SQLITE_OK)
    {
      set_read_error (self, rc, error);
      return NULL;
    }
  return g_steal_pointer (&summaries);
}

/**
 * balut_store_list_belote_matches:
 * @offset: how many of the newest matches to pass over
 * @limit: the most matches to list; 0 for all
 *
 * Returns: (transfer full) (element-type BeloteMatchSummary): a page of
 *   the history, newest first, or %NULL with @error set
 */
GPtrArray *
balut_store_list_belote_matches (BalutStore  *self,
                                 guint        offset,
                                 guint        limit,
                                 GError     **error)
{
  g_return_val_if_fail (BALUT_IS_STORE (self), NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  return list_matches (self,
                       "SELECT " MATCH_COLUMNS " FROM belote_matches AS m "
                       "ORDER BY m.finished DESC, m.id DESC LIMIT ?1 OFFSET ?2",
                       offset, limit, error);
}

/**
 * balut_store_list_belote_margins:
 * @limit: the most matches; 0 for all
 *
 * B25: the matches won by the largest lead, largest first; equal leads
 * by the earlier match.
 *
 * Returns: (transfer full) (element-type BeloteMatchSummary): the
 *   matches, or %NULL with @error set
 */
GPtrArray *
balut_store_list_belote_margins (BalutStore  *self,
                                 guint        limit,
                                 GError     **error)
{
  g_return_val_if_fail (BALUT_IS_STORE (self), NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  /* (the totals as 64-bit numbers: a hand-edited row may hold any) */
  return list_matches (self,
                       "SELECT " MATCH_COLUMNS " FROM belote_matches AS m WHERE m.winner IN (0, 1) "
                       "ORDER BY abs (CAST (m.total0 AS INTEGER) - CAST (m.total1 AS INTEGER)) DESC, "
                       "m.finished ASC, m.id ASC LIMIT ?1 OFFSET ?2",
                       0, limit, error);
}

/* Each name of each match, with what the views count for it (see
 * BelotePlayerStats): a person's seat, or a team none of whose seats has
 * a name, its name standing for its players. (A margin: the lead of a
 * match the name won.) */
static const char belote_players_sql[] =
  "SELECT name, count (*), total (won), total (lost), total (taken), total (dedans), total (capots), "
  "max (margin) "
  "FROM ("
  "  SELECT p.name AS name, m.winner = p.seat % 2 AS won, m.winner = 1 - p.seat % 2 AS lost, "
  "    p.taken AS taken, p.dedans AS dedans, "
  "    CASE p.seat % 2 WHEN 0 THEN m.capots0 ELSE m.capots1 END AS capots, "
  "    CASE WHEN m.winner = p.seat % 2 THEN abs (CAST (m.total0 AS INTEGER) - CAST (m.total1 AS INTEGER)) "
  "      ELSE 0 END AS margin, "
  "    m.finished AS finished "
  "  FROM belote_players AS p JOIN belote_matches AS m ON m.id = p.match_id "
  "  WHERE p.kind = 'person' AND p.name <> '' "
  "  UNION ALL "
  "  SELECT CASE t.team WHEN 0 THEN m.team0 ELSE m.team1 END, m.winner = t.team, m.winner = 1 - t.team, "
  "    CASE t.team WHEN 0 THEN m.taken0 ELSE m.taken1 END, "
  "    CASE t.team WHEN 0 THEN m.dedans0 ELSE m.dedans1 END, "
  "    CASE t.team WHEN 0 THEN m.capots0 ELSE m.capots1 END, "
  "    CASE WHEN m.winner = t.team THEN abs (CAST (m.total0 AS INTEGER) - CAST (m.total1 AS INTEGER)) "
  "      ELSE 0 END, "
  "    m.finished "
  "  FROM belote_matches AS m, (SELECT 0 AS team UNION ALL SELECT 1) AS t "
  "  WHERE NOT EXISTS (SELECT 1 FROM belote_players AS p "
  "                    WHERE p.match_id = m.id AND p.seat % 2 = t.team AND p.name <> '') "
  "    AND (CASE t.team WHEN 0 THEN m.team0 ELSE m.team1 END) <> ''"
  ") "
  "GROUP BY name ORDER BY count (*) DESC, max (finished) DESC, name";

/**
 * balut_store_list_belote_players:
 *
 * Matches won and lost, deals taken and dedans (B23), capots (B15) and
 * the best lead, by name: see #BelotePlayerStats. Computer players are
 * left out, as in Balut's tables.
 *
 * Returns: (transfer full) (element-type BelotePlayerStats): most
 *   matches first, or %NULL with @error set
 */
GPtrArray *
balut_store_list_belote_players (BalutStore  *self,
                                 GError     **error)
{
  g_autoptr(GPtrArray) players = g_ptr_array_new_with_free_func ((GDestroyNotify) belote_player_stats_free);
  sqlite3_stmt *stmt = NULL;
  int rc;

  g_return_val_if_fail (BALUT_IS_STORE (self), NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  if (!has_belote (self))
    return g_steal_pointer (&players);

  rc = balut_store_sql_prepare (self->db, belote_players_sql, &stmt);
  if (rc == SQLITE_OK)
    while ((rc = sqlite3_step (stmt)) == SQLITE_ROW)
      {
        BelotePlayerStats *stats = g_new0 (BelotePlayerStats, 1);

        stats->name = g_utf8_make_valid (balut_store_sql_column_text (stmt, 0), -1);
        stats->n_matches = column_count (stmt, 1);
        /* total (): a double, whatever a damaged row holds */
        stats->n_won = (guint) CLAMP (sqlite3_column_double (stmt, 2), 0, G_MAXUINT);
        stats->n_lost = (guint) CLAMP (sqlite3_column_double (stmt, 3), 0, G_MAXUINT);
        stats->n_taken = (guint) CLAMP (sqlite3_column_double (stmt, 4), 0, G_MAXUINT);
        stats->n_dedans = (guint) CLAMP (sqlite3_column_double (stmt, 5), 0, stats->n_taken);
        stats->n_capots = (guint) CLAMP (sqlite3_column_double (stmt, 6), 0, G_MAXUINT);
        stats->best_margin = column_int (stmt, 7);
        g_ptr_array_add (players, stats);
      }
  sqlite3_finalize (stmt);

  if (rc != SQLITE_DONE)
    {
      set_read_error (self, rc, error);
      return NULL;
    }
  return g_steal_pointer (&players);
}

char *
balut_store_load_belote_record (BalutStore  *self,
                                gint64       match_id,
                                GError     **error)
{
  sqlite3_stmt *stmt = NULL;
  char *record = NULL;
  int rc = SQLITE_DONE;

  g_return_val_if_fail (BALUT_IS_STORE (self), NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  if (has_belote (self))
    {
      rc = balut_store_sql_prepare (self->db, "SELECT record FROM belote_matches WHERE id = ?1", &stmt);
      if (rc == SQLITE_OK)
        {
          sqlite3_bind_int64 (stmt, 1, match_id);
          rc = sqlite3_step (stmt);
          if (rc == SQLITE_ROW)
            record = g_strndup ((const char *) sqlite3_column_text (stmt, 0), (gsize) sqlite3_column_bytes (stmt, 0));
        }
      sqlite3_finalize (stmt);
    }

  if (rc == SQLITE_DONE)
    g_set_error (error, BALUT_STORE_ERROR, BALUT_STORE_ERROR_NOT_FOUND,
                 _("There is no Belote match %lld in “%s”"), (long long) match_id, self->path);
  else if (rc != SQLITE_ROW)
    set_read_error (self, rc, error);

  return record;
}

/* ------------------------------------------------------------------ */
/* The history export                                                  */
/* ------------------------------------------------------------------ */

#define HISTORY_CHUNK (1024 * 1024)

/* Why a match's record cannot be exported (see check_history_record ()
 * in balut-store.c), or NULL */
static const char *
check_record (const char *record)
{
  if (record == NULL)
    return _("it is not JSON");
  if (*record == '\0')
    return _("it is not a Belote record");
  if (!g_utf8_validate (record, -1, NULL))
    return _("it is not UTF-8");
  return NULL;
}

static void
add_match_json (JsonBuilder              *builder,
                const BeloteMatchSummary *summary,
                const guint               seat_taken[BELOTE_N_SEATS],
                const guint               seat_dedans[BELOTE_N_SEATS])
{
  g_autofree char *iso = g_date_time_format_iso8601 (summary->date);

  json_builder_begin_object (builder);
  json_builder_set_member_name (builder, "id");
  json_builder_add_int_value (builder, summary->match_id);
  json_builder_set_member_name (builder, "finished");
  json_builder_add_string_value (builder, iso);
  json_builder_set_member_name (builder, "school");
  json_builder_add_string_value (builder, school_names[summary->school == BELOTE_SCHOOL_TOURNAMENT]);
  json_builder_set_member_name (builder, "target");
  json_builder_add_int_value (builder, summary->target);
  json_builder_set_member_name (builder, "mode");
  json_builder_add_string_value (builder, mode_names[summary->mode == BELOTE_MODE_PAD]);
  json_builder_set_member_name (builder, "assisted");
  json_builder_add_boolean_value (builder, summary->assisted);
  json_builder_set_member_name (builder, "deals");
  json_builder_add_int_value (builder, summary->n_deals);
  json_builder_set_member_name (builder, "winner");
  if (summary->winner == BELOTE_NO_TEAM)
    json_builder_add_null_value (builder);
  else
    json_builder_add_int_value (builder, summary->winner);

  json_builder_set_member_name (builder, "teams");
  json_builder_begin_array (builder);
  for (guint t = 0; t < BELOTE_N_TEAMS; t++)
    {
      json_builder_begin_object (builder);
      json_builder_set_member_name (builder, "name");
      json_builder_add_string_value (builder, summary->team_names[t]);
      json_builder_set_member_name (builder, "total");
      json_builder_add_int_value (builder, summary->totals[t]);
      json_builder_set_member_name (builder, "capots");
      json_builder_add_int_value (builder, summary->capots[t]);
      json_builder_set_member_name (builder, "taken");
      json_builder_add_int_value (builder, summary->taken[t]);
      json_builder_set_member_name (builder, "dedans");
      json_builder_add_int_value (builder, summary->dedans[t]);
      json_builder_end_object (builder);
    }
  json_builder_end_array (builder);

  json_builder_set_member_name (builder, "players");
  json_builder_begin_array (builder);
  for (guint s = 0; s < BELOTE_N_SEATS; s++)
    {
      json_builder_begin_object (builder);
      json_builder_set_member_name (builder, "seat");
      json_builder_add_int_value (builder, s);
      json_builder_set_member_name (builder, "name");
      json_builder_add_string_value (builder, summary->player_names[s]);
      json_builder_set_member_name (builder, "kind");
      json_builder_add_string_value (builder, summary->computer[s] ? "computer" : "person");
      json_builder_set_member_name (builder, "taken");
      json_builder_add_int_value (builder, seat_taken[s]);
      json_builder_set_member_name (builder, "dedans");
      json_builder_add_int_value (builder, seat_dedans[s]);
      json_builder_end_object (builder);
    }
  json_builder_end_array (builder);
  json_builder_end_object (builder);
}

static gboolean
flush_chunk (GString          *out,
             BalutFileWriter  *writer,
             GError          **error)
{
  g_autoptr(GError) local_error = NULL;

  if (out->len < HISTORY_CHUNK)
    return TRUE;
  if (!balut_file_writer_write (writer, out->str, out->len, &local_error))
    {
      g_set_error (error, BALUT_STORE_ERROR, BALUT_STORE_ERROR_FAILED,
                   _("Cannot write the history: %s"), local_error->message);
      return FALSE;
    }
  g_string_truncate (out, 0);
  return TRUE;
}

/* The matches of the history export (balut_store_export_history ()), oldest
 * first, after Balut's games: the member "belote_matches" of the
 * history's object, written only when there are matches, so that the
 * export of a store of Balut's games alone is what it always was.
 * Appends to @out, and writes it to @writer a megabyte at a time. */
gboolean
balut_store_export_belote (BalutStore       *self,
                           GString          *out,
                           BalutFileWriter  *writer,
                           guint            *n_written,
                           GPtrArray        *skipped,
                           GError          **error)
{
  sqlite3_stmt *stmt = NULL;
  sqlite3_stmt *seats = NULL;
  gboolean first = TRUE;
  int rc;

  *n_written = 0;
  if (!has_belote (self))
    return TRUE;

  rc = balut_store_sql_prepare (self->db,
                                "SELECT " MATCH_COLUMNS ", "
                                /* checked and made compact by SQLite: NULL if
                                 * not JSON, '' if not a belote-record */
                                "CASE WHEN NOT json_valid (m.record) THEN NULL "
                                "WHEN json_type (m.record) = 'object' "
                                "AND json_extract (m.record, '$.format') = 'belote-record' THEN json (m.record) "
                                "ELSE '' END "
                                "FROM belote_matches AS m ORDER BY m.finished ASC, m.id ASC", &stmt);
  if (rc == SQLITE_OK)
    rc = balut_store_sql_prepare (self->db,
                                  "SELECT seat, name, kind, taken, dedans FROM belote_players "
                                  "WHERE match_id = ?1 ORDER BY seat", &seats);
  while (rc == SQLITE_OK && (rc = sqlite3_step (stmt)) == SQLITE_ROW)
    {
      g_autoptr(BeloteMatchSummary) summary = summary_from_row (stmt);
      const char *record = (const char *) sqlite3_column_text (stmt, 18);
      const char *damage = check_record (record);
      guint seat_taken[BELOTE_N_SEATS] = { 0, }, seat_dedans[BELOTE_N_SEATS] = { 0, };
      g_autoptr(JsonBuilder) builder = NULL;
      g_autoptr(JsonNode) root = NULL;
      g_autofree char *text = NULL;
      gsize length;

      rc = SQLITE_OK;
      if (damage != NULL)
        {
          BalutSkippedGame *left_out = g_new0 (BalutSkippedGame, 1);

          left_out->game_id = summary->match_id;
          left_out->date = g_date_time_ref (summary->date);
          left_out->why = g_strdup (damage);
          left_out->belote = TRUE;
          g_ptr_array_add (skipped, left_out);
          continue;
        }

      sqlite3_bind_int64 (seats, 1, summary->match_id);
      while ((rc = sqlite3_step (seats)) == SQLITE_ROW)
        {
          gint64 seat = sqlite3_column_int64 (seats, 0);

          if (seat < 0 || seat >= BELOTE_N_SEATS)
            continue;
          g_free (summary->player_names[seat]);
          summary->player_names[seat] = g_utf8_make_valid (balut_store_sql_column_text (seats, 1), -1);
          summary->computer[seat] = g_strcmp0 ((const char *) sqlite3_column_text (seats, 2), "computer") == 0;
          seat_taken[seat] = column_count (seats, 3);
          seat_dedans[seat] = column_count (seats, 4);
        }
      sqlite3_reset (seats);
      if (rc != SQLITE_DONE)
        break;
      rc = SQLITE_OK;

      builder = json_builder_new ();
      add_match_json (builder, summary, seat_taken, seat_dedans);
      root = json_builder_get_root (builder);
      text = json_to_string (root, FALSE);
      length = strlen (text);
      g_assert (length > 2 && text[length - 1] == '}');

      g_string_append (out, first ? ",\"belote_matches\":[\n" : ",\n");
      first = FALSE;
      /* the record (compact, checked above) as the last member */
      g_string_append_len (out, text, (gssize) length - 1);
      g_string_append (out, ",\"record\":");
      g_string_append (out, record);
      g_string_append_c (out, '}');
      (*n_written)++;

      if (!flush_chunk (out, writer, error))
        {
          sqlite3_finalize (stmt);
          sqlite3_finalize (seats);
          return FALSE;
        }
    }
  sqlite3_finalize (stmt);
  sqlite3_finalize (seats);

  if (rc != SQLITE_DONE)
    {
      set_read_error (self, rc, error);
      return FALSE;
    }
  if (!first)
    g_string_append (out, "\n]");
  return TRUE;
}

/* ------------------------------------------------------------------ */

double
belote_player_stats_dedans_rate (const BelotePlayerStats *stats)
{
  g_return_val_if_fail (stats != NULL, 0.0);
  return stats->n_taken > 0 ? (double) MIN (stats->n_dedans, stats->n_taken) / stats->n_taken : 0.0;
}

int
belote_match_summary_margin (const BeloteMatchSummary *summary)
{
  gint64 margin;

  g_return_val_if_fail (summary != NULL, 0);
  margin = (gint64) summary->totals[0] - summary->totals[1];
  return (int) MIN (ABS (margin), G_MAXINT);
}

void
belote_match_summary_free (BeloteMatchSummary *summary)
{
  if (summary == NULL)
    return;

  g_clear_pointer (&summary->date, g_date_time_unref);
  for (guint t = 0; t < BELOTE_N_TEAMS; t++)
    g_free (summary->team_names[t]);
  for (guint s = 0; s < BELOTE_N_SEATS; s++)
    g_free (summary->player_names[s]);
  g_free (summary);
}

void
belote_player_stats_free (BelotePlayerStats *stats)
{
  if (stats == NULL)
    return;

  g_free (stats->name);
  g_free (stats);
}
