/* balut-record-io.c — what the records of both games share
 *
 * SPDX-FileCopyrightText: 2026 The Balut developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A record of either game (Balut's balut-record, Belote's belote-record)
 * is a public JSON file that may come from a stranger, so it is read the
 * same careful way: the file at most max_size bytes of a regular file
 * (a file may say it is empty and be endless), the text UTF-8 and within
 * balut_json_check ()'s bounds before json-glib parses it, then every
 * value of the tree read by type and range, the first problem reported
 * with the key it was read from ("“seed” is -1, which is not between 0
 * and …") and where in the record it arose (the game's dup_where: "Turn
 * 3: …", "Deal 2, trick 5: …"). What is the game's stays in the game:
 * its error domain, its bounds, the messages that name its format, and
 * the meaning of every key.
 *
 * Writing: one key of the record a line, and one element a line of an
 * array of arrays or objects (the players, the turns, the deals), so a
 * record reads and diffs line by line; a file written atomically.
 */

#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "balut-file-write.h"
#include "balut-format.h"
#include "balut-name.h"
#include "balut-paths.h"
#include "balut-record-io.h"

#define MB (1024 * 1024)

/* One of the format's messages, translated and filled. The message is
 * the game's (BalutRecordFormat), so no compiler can check it against
 * its arguments here: they are the ones balut-record-io.h documents
 * beside it, and msgfmt --check-format holds the translations to the
 * game's text. */
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wformat-nonliteral"
static char *
dup_format_message (const char *words,
                    ...)
{
  va_list args;
  char *message;

  va_start (args, words);
  message = g_strdup_vprintf (g_dgettext (GETTEXT_PACKAGE, words), args);
  va_end (args);
  return message;
}
#pragma GCC diagnostic pop

static void
set_unreadable (const BalutRecordFormat  *format,
                GError                  **error,
                char                     *message)
{
  g_set_error_literal (error, format->error_quark (), BALUT_RECORD_IO_UNREADABLE, message);
  g_free (message);
}

/* ------------------------------------------------------------------ */
/* The text                                                            */
/* ------------------------------------------------------------------ */

static void
set_cannot_read (const BalutRecordFormat  *format,
                 GError                  **error,
                 const char               *name,
                 const GError             *reason)
{
  g_autofree char *printable = balut_format_dup_printable (reason->message);

  g_set_error (error, format->error_quark (), BALUT_RECORD_IO_UNREADABLE,
               _("Cannot read “%s”: %s"), name, printable);
}

/* The file's bytes, at most @limit of them, and a NUL after them:
 * G_IO_ERROR_NO_SPACE when there are more */
static char *
read_bounded (GFile   *file,
              gsize    limit,
              gsize   *length,
              GError **error)
{
  g_autoptr(GFileInputStream) stream = g_file_read (file, NULL, error);
  g_autoptr(GByteArray) bytes = NULL;
  guint8 buffer[65536];

  if (stream == NULL)
    return NULL;

  bytes = g_byte_array_new ();
  for (;;)
    {
      gssize n = g_input_stream_read (G_INPUT_STREAM (stream), buffer, sizeof buffer, NULL, error);

      if (n < 0)
        return NULL;
      if (n == 0)
        break;
      if (bytes->len + (gsize) n > limit)
        {
          g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_NO_SPACE, "too large");
          return NULL;
        }
      g_byte_array_append (bytes, buffer, (guint) n);
    }

  *length = bytes->len;
  g_byte_array_append (bytes, (const guint8 *) "", 1);   /* a NUL after the data */
  return (char *) g_byte_array_free (g_steal_pointer (&bytes), FALSE);
}

/**
 * balut_record_io_read_file:
 * @filename: a file name or URI as given (balut_paths_file_for_arg ())
 * @length: (out): the number of bytes read
 *
 * Reads at most @format's max_size bytes of a regular file. A file that
 * cannot be read is the format's error domain's
 * %BALUT_RECORD_IO_UNREADABLE, its message naming the file.
 *
 * Returns: (transfer full): the bytes, with a NUL after them
 */
char *
balut_record_io_read_file (const BalutRecordFormat  *format,
                           const char               *filename,
                           gsize                    *length,
                           GError                  **error)
{
  g_autoptr(GFile) file = NULL;
  g_autoptr(GFileInfo) info = NULL;
  g_autoptr(GError) local_error = NULL;
  g_autofree char *name = NULL;
  char *data;

  g_return_val_if_fail (format != NULL, NULL);
  g_return_val_if_fail (filename != NULL, NULL);
  g_return_val_if_fail (length != NULL, NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  file = balut_paths_file_for_arg (filename);
  /* the name in messages: a file name may hold escape sequences */
  name = balut_format_dup_printable (filename);
  info = g_file_query_info (file,
                            G_FILE_ATTRIBUTE_STANDARD_TYPE "," G_FILE_ATTRIBUTE_STANDARD_SIZE,
                            G_FILE_QUERY_INFO_NONE, NULL, &local_error);
  if (info == NULL)
    {
      set_cannot_read (format, error, name, local_error);
      return NULL;
    }

  if (g_file_info_get_file_type (info) != G_FILE_TYPE_REGULAR)
    {
      g_set_error (error, format->error_quark (), BALUT_RECORD_IO_UNREADABLE,
                   _("Cannot read “%s”: it is not a regular file"), name);
      return NULL;
    }

  if ((guint64) g_file_info_get_size (info) > format->max_size)
    {
      set_unreadable (format, error,
                      dup_format_message (format->file_too_large, name, (guint) (format->max_size / MB)));
      return NULL;
    }

  /* read with a bound: a file may say it is empty and be endless
   * (/proc/self/pagemap) */
  data = read_bounded (file, format->max_size, length, &local_error);
  if (data == NULL && g_error_matches (local_error, G_IO_ERROR, G_IO_ERROR_NO_SPACE))
    {
      set_unreadable (format, error,
                      dup_format_message (format->file_too_large, name, (guint) (format->max_size / MB)));
      return NULL;
    }
  if (data == NULL)
    {
      set_cannot_read (format, error, name, local_error);
      return NULL;
    }

  return data;
}

/**
 * balut_record_io_parse:
 * @data: a record's bytes
 * @length: their length, or -1 if @data is nul-terminated
 *
 * Checks the text (size, UTF-8, RFC 8259 and @format's limits,
 * balut_json_check ()) and only then parses it. A number or a string no
 * reader should take is %BALUT_RECORD_IO_INVALID, anything else
 * %BALUT_RECORD_IO_UNREADABLE, in @format's error domain.
 *
 * Returns: (transfer full): the tree
 */
JsonNode *
balut_record_io_parse (const BalutRecordFormat  *format,
                       const char               *data,
                       gssize                    length,
                       GError                  **error)
{
  g_autoptr(JsonParser) parser = NULL;
  g_autoptr(GError) local_error = NULL;
  gsize len, start;

  g_return_val_if_fail (format != NULL, NULL);
  g_return_val_if_fail (data != NULL, NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  len = length < 0 ? strlen (data) : (gsize) length;

  if (len > format->max_size)
    {
      set_unreadable (format, error, dup_format_message (format->too_large, (guint) (format->max_size / MB)));
      return NULL;
    }

  if (len == 0)
    {
      g_set_error_literal (error, format->error_quark (), BALUT_RECORD_IO_UNREADABLE, _("The file is empty"));
      return NULL;
    }

  if (memchr (data, '\0', len) != NULL || !g_utf8_validate (data, (gssize) len, NULL))
    {
      g_set_error_literal (error, format->error_quark (), BALUT_RECORD_IO_UNREADABLE,
                           _("The file is not a text file in UTF-8"));
      return NULL;
    }

  if (!balut_json_check (data, len, &format->limits, &start, &local_error))
    {
      if (g_error_matches (local_error, BALUT_JSON_ERROR, BALUT_JSON_ERROR_VALUE))
        g_set_error_literal (error, format->error_quark (), BALUT_RECORD_IO_INVALID, local_error->message);
      else if (g_error_matches (local_error, BALUT_JSON_ERROR, BALUT_JSON_ERROR_LIMIT))
        set_unreadable (format, error, dup_format_message (format->not_record, local_error->message));
      else
        g_set_error (error, format->error_quark (), BALUT_RECORD_IO_UNREADABLE,
                     _("The file is not valid JSON: %s"), local_error->message);
      return NULL;
    }

  parser = json_parser_new_immutable ();
  if (!json_parser_load_from_data (parser, data + start, (gssize) (len - start), &local_error))
    {
      /* json-glib quotes the bad token cut in the middle of a character
       * (found by tests/fuzz): the message stays UTF-8 */
      g_autofree char *message = g_utf8_make_valid (local_error->message, -1);

      g_set_error (error, format->error_quark (), BALUT_RECORD_IO_UNREADABLE,
                   _("The file is not valid JSON: %s"), message);
      return NULL;
    }

  if (json_parser_get_root (parser) == NULL)
    {
      g_set_error_literal (error, format->error_quark (), BALUT_RECORD_IO_UNREADABLE,
                           _("The file holds no JSON value"));
      return NULL;
    }

  return json_parser_steal_root (parser);
}

/**
 * balut_record_io_builder_new:
 *
 * Returns: (transfer full): a builder of a record of @format, its object
 *   begun with "format" and "version"
 */
JsonBuilder *
balut_record_io_builder_new (const BalutRecordFormat *format)
{
  JsonBuilder *builder;

  g_return_val_if_fail (format != NULL, NULL);

  builder = json_builder_new ();
  json_builder_begin_object (builder);
  json_builder_set_member_name (builder, "format");
  json_builder_add_string_value (builder, format->name);
  json_builder_set_member_name (builder, "version");
  json_builder_add_int_value (builder, format->version);
  return builder;
}

static gboolean
holds_containers (JsonNode *node)
{
  JsonArray *array;

  if (!JSON_NODE_HOLDS_ARRAY (node))
    return FALSE;

  array = json_node_get_array (node);
  for (guint i = 0; i < json_array_get_length (array); i++)
    if (JSON_NODE_HOLDS_ARRAY (json_array_get_element (array, i))
        || JSON_NODE_HOLDS_OBJECT (json_array_get_element (array, i)))
      return TRUE;

  return FALSE;
}

/**
 * balut_record_io_to_data:
 * @root: a record, an object
 *
 * The record as UTF-8 JSON laid out for people: one key of the record a
 * line, one element a line of an array of arrays or objects, ending with
 * a newline.
 *
 * Returns: (transfer full): the record's text
 */
char *
balut_record_io_to_data (JsonNode *root,
                         gsize    *length)
{
  g_autoptr(GList) members = NULL;
  JsonObject *object;
  GString *out;

  g_return_val_if_fail (root != NULL && JSON_NODE_HOLDS_OBJECT (root), NULL);

  object = json_node_get_object (root);
  members = json_object_get_members (object);
  out = g_string_new ("{\n");

  for (const GList *l = members; l != NULL; l = l->next)
    {
      JsonNode *value = json_object_get_member (object, l->data);
      g_autoptr(JsonNode) key = json_node_init_string (json_node_alloc (), l->data);
      g_autofree char *key_text = json_to_string (key, FALSE);

      g_string_append_printf (out, "  %s: ", key_text);

      if (holds_containers (value))
        {
          JsonArray *array = json_node_get_array (value);
          guint n = json_array_get_length (array);

          g_string_append (out, "[\n");
          for (guint i = 0; i < n; i++)
            {
              g_autofree char *text = json_to_string (json_array_get_element (array, i), FALSE);
              g_string_append_printf (out, "    %s%s\n", text, i + 1 < n ? "," : "");
            }
          g_string_append (out, "  ]");
        }
      else
        {
          g_autofree char *text = json_to_string (value, FALSE);
          g_string_append (out, text);
        }

      g_string_append (out, l->next != NULL ? ",\n" : "\n");
    }

  g_string_append (out, "}\n");

  if (length != NULL)
    *length = out->len;
  return g_string_free (out, FALSE);
}

/**
 * balut_record_io_save_to_file:
 * @root: a record, an object
 *
 * Writes the record (balut_record_io_to_data ()) atomically: a
 * temporary file is written, flushed to disk and renamed over
 * @filename, so a crash leaves the old or the new record, never a mix
 * (balut_file_set_contents ()). Replacing a file keeps its permissions.
 */
gboolean
balut_record_io_save_to_file (JsonNode    *root,
                              const char  *filename,
                              GError     **error)
{
  g_autofree char *data = NULL;
  gsize length;

  g_return_val_if_fail (root != NULL && JSON_NODE_HOLDS_OBJECT (root), FALSE);
  g_return_val_if_fail (filename != NULL, FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  data = balut_record_io_to_data (root, &length);
  return balut_file_set_contents (filename, data, length, 0644, error);
}

/* ------------------------------------------------------------------ */
/* The tree                                                            */
/* ------------------------------------------------------------------ */

/**
 * balut_record_io_fail:
 * @code: a #BalutRecordIoCode
 *
 * Sets the reader's error in its format's domain: the message, said
 * where in the record it arose (the format's dup_where).
 *
 * Returns: %FALSE, to return at once
 */
gboolean
balut_record_io_fail (BalutRecordReader *reader,
                      gint               code,
                      const char        *format,
                      ...)
{
  g_autofree char *message = NULL;
  g_autofree char *placed = NULL;
  va_list args;

  g_return_val_if_fail (reader != NULL && reader->format != NULL, FALSE);

  va_start (args, format);
  message = g_strdup_vprintf (format, args);
  va_end (args);

  if (reader->format->dup_where != NULL)
    placed = reader->format->dup_where (reader, message);
  g_set_error_literal (reader->error, reader->format->error_quark (), code, placed != NULL ? placed : message);
  return FALSE;
}

/**
 * balut_record_io_type_name:
 *
 * Returns: what @node holds, as messages say it ("a string", "an array")
 */
const char *
balut_record_io_type_name (JsonNode *node)
{
  GType type;

  if (node == NULL || JSON_NODE_HOLDS_NULL (node))
    return "null";
  if (JSON_NODE_HOLDS_OBJECT (node))
    return _("an object");
  if (JSON_NODE_HOLDS_ARRAY (node))
    return _("an array");

  type = json_node_get_value_type (node);
  return type == G_TYPE_BOOLEAN ? _("true or false")
         : type == G_TYPE_STRING ? _("a string")
         : type == G_TYPE_DOUBLE ? _("a fractional number")
         : _("a number");
}

/**
 * balut_record_io_is_value:
 * @node: (nullable): a node
 * @type: %G_TYPE_INT64, %G_TYPE_DOUBLE, %G_TYPE_BOOLEAN or %G_TYPE_STRING
 *
 * Returns: whether @node is a value of @type
 */
gboolean
balut_record_io_is_value (JsonNode *node,
                          GType     type)
{
  return node != NULL && JSON_NODE_HOLDS_VALUE (node) && json_node_get_value_type (node) == type;
}

/**
 * balut_record_io_has_format:
 *
 * Returns: whether @root is an object whose "format" is @format
 *   (whatever else it holds)
 */
gboolean
balut_record_io_has_format (JsonNode   *root,
                            const char *format)
{
  JsonNode *node;

  g_return_val_if_fail (root != NULL, FALSE);
  g_return_val_if_fail (format != NULL, FALSE);

  if (!JSON_NODE_HOLDS_OBJECT (root))
    return FALSE;
  node = json_object_get_member (json_node_get_object (root), "format");
  return balut_record_io_is_value (node, G_TYPE_STRING) && g_str_equal (json_node_get_string (node), format);
}

/**
 * balut_record_io_read_head:
 * @root: a record's tree
 *
 * Whether @root is a record of the reader's format: an object whose
 * "format" is the format's name, whose "version" is one this program
 * reads. %BALUT_RECORD_IO_NOT_RECORD, %BALUT_RECORD_IO_INVALID or
 * %BALUT_RECORD_IO_VERSION with the format's words when it is not.
 *
 * Returns: (nullable) (transfer none): the record's object, or %NULL
 *   (the error set)
 */
JsonObject *
balut_record_io_read_head (BalutRecordReader *reader,
                           JsonNode          *root)
{
  const BalutRecordFormat *format;
  JsonObject *object;
  gint64 version;

  g_return_val_if_fail (reader != NULL && reader->format != NULL, NULL);
  g_return_val_if_fail (root != NULL, NULL);

  format = reader->format;
  if (!balut_record_io_has_format (root, format->name))
    {
      g_autofree char *message = JSON_NODE_HOLDS_OBJECT (root)
                                 ? dup_format_message (format->not_format, format->name)
                                 : dup_format_message (format->not_object);

      balut_record_io_fail (reader, BALUT_RECORD_IO_NOT_RECORD, "%s", message);
      return NULL;
    }

  object = json_node_get_object (root);
  if (!balut_record_io_read_int (reader, balut_record_io_need (reader, object, "version", _("the version of the format")),
                                 "version", 1, G_MAXINT64, &version))
    return NULL;
  if (version > format->version)
    {
      g_autofree char *message = dup_format_message (format->newer, (long long) version, (int) format->version);

      balut_record_io_fail (reader, BALUT_RECORD_IO_VERSION, "%s", message);
      return NULL;
    }

  return object;
}

/**
 * balut_record_io_need:
 * @what: what the key holds, for the message ("the seed of the dice")
 *
 * Returns: (nullable): the member @key of @object, or %NULL (the error
 *   set) when it is missing
 */
JsonNode *
balut_record_io_need (BalutRecordReader *reader,
                      JsonObject        *object,
                      const char        *key,
                      const char        *what)
{
  JsonNode *node = json_object_get_member (object, key);

  if (node == NULL)
    balut_record_io_fail (reader, BALUT_RECORD_IO_INVALID, _("“%s” is missing (%s)"), key, what);
  return node;
}

/**
 * balut_record_io_read_int:
 * @value: (out): set only when the node is a whole number from @min to @max
 */
gboolean
balut_record_io_read_int (BalutRecordReader *reader,
                          JsonNode          *node,
                          const char        *key,
                          gint64             min,
                          gint64             max,
                          gint64            *value)
{
  gint64 v;

  if (node == NULL)
    return FALSE;   /* balut_record_io_need () said so */

  if (!balut_record_io_is_value (node, G_TYPE_INT64))
    return balut_record_io_fail (reader, BALUT_RECORD_IO_INVALID, _("“%s” must be a whole number, not %s"),
                                 key, balut_record_io_type_name (node));

  v = json_node_get_int (node);
  if (v < min || v > max)
    return balut_record_io_fail (reader, BALUT_RECORD_IO_INVALID,
                                 /* Translators: a key of the record, its value, the lowest and the highest value allowed */
                                 _("“%s” is %lld, which is not between %lld and %lld"),
                                 key, (long long) v, (long long) min, (long long) max);

  *value = v;
  return TRUE;
}

gboolean
balut_record_io_read_boolean (BalutRecordReader *reader,
                              JsonNode          *node,
                              const char        *key,
                              gboolean          *value)
{
  if (node == NULL)
    return FALSE;

  if (!balut_record_io_is_value (node, G_TYPE_BOOLEAN))
    return balut_record_io_fail (reader, BALUT_RECORD_IO_INVALID, _("“%s” must be true or false, not %s"),
                                 key, balut_record_io_type_name (node));

  *value = json_node_get_boolean (node);
  return TRUE;
}

/**
 * balut_record_io_read_string:
 *
 * Returns: (nullable) (transfer none): the string, or %NULL (the error
 *   set)
 */
const char *
balut_record_io_read_string (BalutRecordReader *reader,
                             JsonNode          *node,
                             const char        *key)
{
  if (node == NULL)
    return NULL;

  if (!balut_record_io_is_value (node, G_TYPE_STRING))
    {
      balut_record_io_fail (reader, BALUT_RECORD_IO_INVALID, _("“%s” must be a string, not %s"),
                            key, balut_record_io_type_name (node));
      return NULL;
    }

  return json_node_get_string (node);
}

/**
 * balut_record_io_read_name:
 * @may_be_empty: whether "" is taken (a seat nobody named)
 * @name: (out) (transfer none): the name
 *
 * A string that keeps the rule of names (balut_name_find_problem ()),
 * the message naming the key.
 */
gboolean
balut_record_io_read_name (BalutRecordReader  *reader,
                           JsonNode           *node,
                           const char         *key,
                           gboolean            may_be_empty,
                           const char        **name)
{
  gunichar c = 0;

  *name = balut_record_io_read_string (reader, node, key);
  if (*name == NULL)
    return FALSE;
  if (may_be_empty && **name == '\0')
    return TRUE;

  switch (balut_name_find_problem (*name, &c))
    {
    case BALUT_NAME_PROBLEM_NONE:
      return TRUE;
    case BALUT_NAME_PROBLEM_NOT_UTF8:
      return balut_record_io_fail (reader, BALUT_RECORD_IO_INVALID, _("“%s” must be text in UTF-8"), key);
    case BALUT_NAME_PROBLEM_CONTROL:
      return balut_record_io_fail (reader, BALUT_RECORD_IO_INVALID,
                                   /* Translators: a key of the record and a character's code, e.g. 001B */
                                   _("“%s” holds U+%04X, a control character (a line break, a tab, an escape)"),
                                   key, c);
    case BALUT_NAME_PROBLEM_DISPLAY_CONTROL:
      return balut_record_io_fail (reader, BALUT_RECORD_IO_INVALID,
                                   /* Translators: a key of the record and a character's code, e.g. 202E */
                                   _("“%s” holds U+%04X, a character that reorders or breaks the text around it"),
                                   key, c);
    case BALUT_NAME_PROBLEM_LENGTH:
    default:
      return balut_record_io_fail (reader, BALUT_RECORD_IO_INVALID,
                                   _("“%s” must have 1 to %u characters, not only spaces or invisible ones"),
                                   key, BALUT_NAME_MAX_LENGTH);
    }
}

/**
 * balut_record_io_read_array:
 * @min_length: the fewest elements
 * @max_length: the most (G_MAXUINT: no bound)
 *
 * Returns: (nullable) (transfer none): the array, or %NULL (the error
 *   set)
 */
JsonArray *
balut_record_io_read_array (BalutRecordReader *reader,
                            JsonNode          *node,
                            const char        *key,
                            guint              min_length,
                            guint              max_length)
{
  guint length;

  if (node == NULL)
    return NULL;

  if (!JSON_NODE_HOLDS_ARRAY (node))
    {
      balut_record_io_fail (reader, BALUT_RECORD_IO_INVALID, _("“%s” must be an array, not %s"),
                            key, balut_record_io_type_name (node));
      return NULL;
    }

  length = json_array_get_length (json_node_get_array (node));
  if (length >= min_length && length <= max_length)
    return json_node_get_array (node);

  if (min_length == max_length)
    /* Translators: a key of the record, the number of entries it has, the number it should have */
    balut_record_io_fail (reader, BALUT_RECORD_IO_INVALID,
                          g_dngettext (GETTEXT_PACKAGE, "“%s” has %u entry instead of %u",
                                       "“%s” has %u entries instead of %u", length),
                          key, length, min_length);
  else
    /* Translators: a key of the record, the number of entries it has, the fewest and the most allowed */
    balut_record_io_fail (reader, BALUT_RECORD_IO_INVALID,
                          g_dngettext (GETTEXT_PACKAGE, "“%s” has %u entry, not between %u and %u",
                                       "“%s” has %u entries, not between %u and %u", length),
                          key, length, min_length, max_length);
  return NULL;
}

/**
 * balut_record_io_read_object:
 *
 * Returns: (nullable) (transfer none): the object, or %NULL (the error
 *   set)
 */
JsonObject *
balut_record_io_read_object (BalutRecordReader *reader,
                             JsonNode          *node,
                             const char        *key)
{
  if (node != NULL && !JSON_NODE_HOLDS_OBJECT (node))
    balut_record_io_fail (reader, BALUT_RECORD_IO_INVALID, _("“%s” must be an object, not %s"),
                          key, balut_record_io_type_name (node));
  return node != NULL && JSON_NODE_HOLDS_OBJECT (node) ? json_node_get_object (node) : NULL;
}

/**
 * balut_record_io_read_versioned:
 * @key: the key of an object {"name": …, "version": …} (a generator, a shuffle)
 * @what: what its name says, for the message when it is missing
 * @what_version: likewise its version
 * @name: (out) (transfer none): the name
 * @version: (out): the version, 1 or more
 *
 * An algorithm named with its version ("generator": {"name":
 * "balut-mt19937", "version": 1}); whether this program knows it is
 * the caller's to say.
 */
gboolean
balut_record_io_read_versioned (BalutRecordReader  *reader,
                                JsonNode           *node,
                                const char         *key,
                                const char         *what,
                                const char         *what_version,
                                const char        **name,
                                gint64             *version)
{
  JsonObject *object = balut_record_io_read_object (reader, node, key);
  g_autofree char *name_key = g_strdup_printf ("%s.name", key);
  g_autofree char *version_key = g_strdup_printf ("%s.version", key);

  if (object == NULL)
    return FALSE;
  *name = balut_record_io_read_string (reader, balut_record_io_need (reader, object, "name", what), name_key);
  if (*name == NULL)
    return FALSE;
  return balut_record_io_read_int (reader, balut_record_io_need (reader, object, "version", what_version),
                                   version_key, 1, G_MAXINT64, version);
}
