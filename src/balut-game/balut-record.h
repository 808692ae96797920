/* balut-record.h — a game as a JSON record (format "balut-record", version 1)
 *
 * SPDX-FileCopyrightText: 2026 The Balut developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <json-glib/json-glib.h>

#include "balut-game.h"
#include "balut-json.h"
#include "balut-record-io.h"

G_BEGIN_DECLS

#define BALUT_RECORD_FORMAT      "balut-record"
#define BALUT_RECORD_VERSION     1
#define BALUT_RECORD_MAX_SIZE    (16 * 1024 * 1024)
#define BALUT_RECORD_MAX_DEPTH   32
/* values (keys, strings, numbers, words, arrays, objects): a game of 8
 * players of Olathe with five throws every turn holds about 30,000 */
#define BALUT_RECORD_MAX_VALUES  100000
/* members of one object and bytes of one key: a record's objects have
 * at most a dozen keys of a dozen letters; the bounds keep json-glib's
 * hashing of keys (g_str_hash(), easy to collide) far from quadratic */
#define BALUT_RECORD_MAX_MEMBERS     BALUT_RECORD_IO_MAX_MEMBERS
#define BALUT_RECORD_MAX_KEY_LENGTH  BALUT_RECORD_IO_MAX_KEY_LENGTH

#define BALUT_RECORD_ERROR (balut_record_error_quark ())

/* The codes of every game's records (BalutRecordIoCode) */
typedef enum
{
  BALUT_RECORD_ERROR_UNREADABLE = BALUT_RECORD_IO_UNREADABLE,     /* not JSON, too large or too deeply nested */
  BALUT_RECORD_ERROR_NOT_RECORD = BALUT_RECORD_IO_NOT_RECORD,     /* JSON, but not a balut-record */
  BALUT_RECORD_ERROR_VERSION = BALUT_RECORD_IO_VERSION,           /* a record of a newer version */
  BALUT_RECORD_ERROR_INVALID = BALUT_RECORD_IO_INVALID,           /* a key missing, mistyped or out of range */
  BALUT_RECORD_ERROR_INCONSISTENT = BALUT_RECORD_IO_INCONSISTENT, /* the game does not follow the rules */
} BalutRecordError;

GQuark      balut_record_error_quark   (void);

JsonNode   *balut_record_to_json       (BalutGame      *game);
char       *balut_record_to_data       (BalutGame      *game,
                                        gsize          *length);
gboolean    balut_record_save_to_file  (BalutGame      *game,
                                        const char     *filename,
                                        GError        **error);

BalutGame  *balut_record_load_json     (JsonNode       *root,
                                        GError        **error);
const BalutJsonLimits *balut_record_get_json_limits (void);
BalutGame  *balut_record_load_data     (const char     *data,
                                        gssize          length,
                                        GError        **error);
BalutGame  *balut_record_load_file     (const char     *filename,
                                        GError        **error);

G_END_DECLS
