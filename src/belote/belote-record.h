/* belote-record.h — a match of Belote as a JSON record (format
 * "belote-record", version 1) and its report (balut --verify)
 *
 * The record is a public, versioned interface (docs/record-format.md):
 * keys may be added, never changed. Reading a record replays it through
 * BeloteMatch: every card dealt, every bid, declaration and card must be
 * legal (B4–B27), pad entries possible (B28); a record that names the
 * shuffle ("shuffle": {"name", "version"}) must also hold the decks
 * belote_deck_shuffle () deals from its seed. The first problem is
 * reported, naming its deal, trick and card.
 *
 * SPDX-FileCopyrightText: 2026 The Balut developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <json-glib/json-glib.h>

#include "balut-record-io.h"
#include "belote-match.h"

G_BEGIN_DECLS

#define BELOTE_RECORD_FORMAT      "belote-record"
#define BELOTE_RECORD_VERSION     1
#define BELOTE_RECORD_MAX_SIZE    (16 * 1024 * 1024)
#define BELOTE_RECORD_MAX_DEPTH   32
/* the largest seed a record holds (a JSON integer every reader keeps
 * exactly, 2^53 - 1): a match meant to be recorded takes its seed below */
#define BELOTE_RECORD_MAX_SEED    G_GUINT64_CONSTANT (0x1fffffffffffff)
/* deals of one record, void ones included: a match to 1000 has a few
 * dozen; the bound keeps a hostile record's replay short */
#define BELOTE_RECORD_MAX_DEALS   2000
/* values (keys, strings, numbers, arrays, objects): a played deal holds
 * about 90, so 2,000 deals hold about 180,000 */
#define BELOTE_RECORD_MAX_VALUES  250000

#define BELOTE_RECORD_ERROR (belote_record_error_quark ())

/* The codes of every game's records (BalutRecordIoCode), as Balut's
 * BalutRecordError: the command line maps both to its exit codes alike. */
typedef enum
{
  BELOTE_RECORD_ERROR_UNREADABLE = BALUT_RECORD_IO_UNREADABLE,     /* not JSON, too large or too deeply nested */
  BELOTE_RECORD_ERROR_NOT_RECORD = BALUT_RECORD_IO_NOT_RECORD,     /* JSON, but not a belote-record */
  BELOTE_RECORD_ERROR_VERSION = BALUT_RECORD_IO_VERSION,           /* a record of a newer version, or an unknown shuffle */
  BELOTE_RECORD_ERROR_INVALID = BALUT_RECORD_IO_INVALID,           /* a key missing, mistyped or out of range */
  BELOTE_RECORD_ERROR_INCONSISTENT = BALUT_RECORD_IO_INCONSISTENT, /* the match does not follow the rules */
} BeloteRecordError;

GQuark        belote_record_error_quark      (void);

/* Writing. to_json: the record as a tree; to_data: as UTF-8 text laid out
 * for people (one key a line, one deal a line), ending with a newline;
 * save_to_file: written atomically (balut_file_set_contents ()). The deal
 * in play, if any, is the last deal, unfinished. */
JsonNode     *belote_record_to_json          (BeloteMatch  *match);
char         *belote_record_to_data          (BeloteMatch  *match,
                                              gsize        *length);
gboolean      belote_record_save_to_file     (BeloteMatch  *match,
                                              const char   *filename,
                                              GError      **error);

/* Reading: the match in the state the record leaves it (a deal in play
 * where the record's last deal is unfinished). load_data checks size,
 * UTF-8 and the JSON's bounds (balut_json_check ()) before parsing;
 * length -1: data is nul-terminated. */
BeloteMatch  *belote_record_load_json        (JsonNode     *root,
                                              GError      **error);
BeloteMatch  *belote_record_load_data        (const char   *data,
                                              gssize        length,
                                              GError      **error);
BeloteMatch  *belote_record_load_file        (const char   *filename,
                                              GError      **error);

/* Whether a JSON tree says "format": "belote-record" (whatever else it
 * holds): how balut --verify tells a Belote record from a Balut one. */
gboolean      belote_record_is_belote        (JsonNode     *root);

/* The report of balut --verify: the score sheet deal by deal (text,
 * translated), or the object of issue 28 (--json: "valid", "game",
 * "finished", "deals", "totals", "winner", …). */
JsonNode     *belote_record_report_to_json   (BeloteMatch  *match);
char         *belote_record_report_to_text   (BeloteMatch  *match);

G_END_DECLS
