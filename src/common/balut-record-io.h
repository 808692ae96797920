/* balut-record-io.h — what the records of both games share: the file
 * read within bounds, the text checked and parsed, values read with
 * precise messages, the layout people read
 *
 * SPDX-FileCopyrightText: 2026 The Balut developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <json-glib/json-glib.h>

#include "balut-json.h"

G_BEGIN_DECLS

/* What a record may be refused for: the codes of each game's record
 * error domain (BalutRecordError, BeloteRecordError), the same values in
 * the same order, so that the command line maps both alike */
typedef enum
{
  BALUT_RECORD_IO_UNREADABLE,    /* not JSON, too large or too deeply nested */
  BALUT_RECORD_IO_NOT_RECORD,    /* JSON, but not a record of this format */
  BALUT_RECORD_IO_VERSION,       /* a newer version, or something of it this program does not know */
  BALUT_RECORD_IO_INVALID,       /* a key missing, mistyped or out of range */
  BALUT_RECORD_IO_INCONSISTENT,  /* the game does not follow the rules */
} BalutRecordIoCode;

/* The bounds of a record's text beyond RFC 8259 (balut_json_check ()):
 * a tree, a recursion and a hashing of keys small enough for json-glib,
 * no integer json-glib would wrap (every integer of a record is below
 * 2^53), no control character (no text of a record has one) */
#define BALUT_RECORD_IO_MAX_MEMBERS     64
#define BALUT_RECORD_IO_MAX_KEY_LENGTH  64
#define BALUT_RECORD_IO_JSON_LIMITS(depth, values)              \
  {                                                             \
    .max_depth = (depth),                                       \
    .max_values = (values),                                     \
    .max_members = BALUT_RECORD_IO_MAX_MEMBERS,                 \
    .max_key_length = BALUT_RECORD_IO_MAX_KEY_LENGTH,           \
    .max_number_length = 24,                                    \
    .max_integer = G_GUINT64_CONSTANT (9007199254740992),       \
    .finite_numbers = TRUE,                                     \
    .refuse_controls = TRUE,                                    \
  }

typedef struct _BalutRecordReader BalutRecordReader;

/* A game's record format, as the shared code needs it. The messages
 * name the format; they are the game's own (marked N_() in its file,
 * translated here), with these arguments: not_object none; not_format
 * %s, the name; newer %lld, the record's version, and %d, version;
 * too_large %u, max_size in MB; file_too_large %s, the file's name, and
 * %u, max_size in MB; not_record %s, which bound the text goes beyond
 * and where. */
typedef struct
{
  const char              *name;           /* "format": "balut-record" */
  gint64                   version;        /* the newest version written and read */
  GQuark                 (*error_quark)    (void);
  gsize                    max_size;
  BalutJsonLimits          limits;         /* what the text may hold beyond RFC 8259 */
  const char              *not_object;
  const char              *not_format;
  const char              *newer;
  const char              *too_large;
  const char              *file_too_large;
  const char              *not_record;
  /* @message said where in the record it arose ("Turn 3: …"), or NULL
   * to say it as it is; NULL: always as it is */
  char                  *(*dup_where)      (const BalutRecordReader *reader,
                                            const char              *message);
} BalutRecordFormat;

/* The first member of a game's reader of a record's tree: where its
 * first problem goes */
struct _BalutRecordReader
{
  GError                  **error;
  const BalutRecordFormat  *format;
};

/* The text */
char        *balut_record_io_read_file    (const BalutRecordFormat  *format,
                                           const char               *filename,
                                           gsize                    *length,
                                           GError                  **error);
JsonNode    *balut_record_io_parse        (const BalutRecordFormat  *format,
                                           const char               *data,
                                           gssize                    length,
                                           GError                  **error);
JsonBuilder *balut_record_io_builder_new  (const BalutRecordFormat  *format);
char        *balut_record_io_to_data      (JsonNode                 *root,
                                           gsize                    *length);
gboolean     balut_record_io_save_to_file (JsonNode                 *root,
                                           const char               *filename,
                                           GError                  **error);

/* The tree: each sets the reader's error and returns FALSE or NULL at
 * the first problem; a NULL node (balut_record_io_need () said it is
 * missing) returns FALSE or NULL at once */
G_GNUC_PRINTF (3, 4)
gboolean     balut_record_io_fail         (BalutRecordReader        *reader,
                                           gint                      code,
                                           const char               *format,
                                           ...);
const char  *balut_record_io_type_name    (JsonNode                 *node);
gboolean     balut_record_io_is_value     (JsonNode                 *node,
                                           GType                     type);
gboolean     balut_record_io_has_format   (JsonNode                 *root,
                                           const char               *format);
JsonObject  *balut_record_io_read_head    (BalutRecordReader        *reader,
                                           JsonNode                 *root);
JsonNode    *balut_record_io_need         (BalutRecordReader        *reader,
                                           JsonObject               *object,
                                           const char               *key,
                                           const char               *what);
gboolean     balut_record_io_read_int     (BalutRecordReader        *reader,
                                           JsonNode                 *node,
                                           const char               *key,
                                           gint64                    min,
                                           gint64                    max,
                                           gint64                   *value);
gboolean     balut_record_io_read_boolean (BalutRecordReader        *reader,
                                           JsonNode                 *node,
                                           const char               *key,
                                           gboolean                 *value);
const char  *balut_record_io_read_string  (BalutRecordReader        *reader,
                                           JsonNode                 *node,
                                           const char               *key);
gboolean     balut_record_io_read_name    (BalutRecordReader        *reader,
                                           JsonNode                 *node,
                                           const char               *key,
                                           gboolean                  may_be_empty,
                                           const char              **name);
JsonArray   *balut_record_io_read_array   (BalutRecordReader        *reader,
                                           JsonNode                 *node,
                                           const char               *key,
                                           guint                     min_length,
                                           guint                     max_length);
JsonObject  *balut_record_io_read_object  (BalutRecordReader        *reader,
                                           JsonNode                 *node,
                                           const char               *key);
gboolean     balut_record_io_read_versioned (BalutRecordReader      *reader,
                                           JsonNode                 *node,
                                           const char               *key,
                                           const char               *what,
                                           const char               *what_version,
                                           const char              **name,
                                           gint64                   *version);

G_END_DECLS
