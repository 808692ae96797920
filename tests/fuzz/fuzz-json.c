/* fuzz-json.c — libFuzzer target: the RFC 8259 check against json-glib
 *
 * SPDX-FileCopyrightText: 2026 The Balut developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Any bytes go to balut_json_check() with a record's limits
 * (balut_record_get_json_limits ()). Differential
 * against json-glib, which reads what passes: a text the check accepts
 * must parse, and json-glib's own writing of it must pass the check too
 * (the check is no stricter than JSON) — when it holds no fractional
 * number: json-glib 1.6 writes 1e20 as "1e+20.0", which is not JSON
 * (Balut's records and reports hold integers only). A refusal is UTF-8, says where
 * ("line L, column C: …") and holds no control character. The check
 * must neither recurse nor read past the bytes given (AddressSanitizer
 * sees a copy of exactly @size bytes).
 */

#include "config.h"

#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include <json-glib/json-glib.h>

#include "balut-json.h"
#include "balut-record.h"

int LLVMFuzzerTestOneInput (const uint8_t *data,
                            size_t         size);


static gboolean
printable (const char *text)
{
  if (!g_utf8_validate (text, -1, NULL))
    return FALSE;
  for (const char *p = text; *p; p = g_utf8_next_char (p))
    if (g_unichar_iscntrl (g_utf8_get_char (p)))
      return FALSE;
  return TRUE;
}

/* Whether the tree holds a fractional number */
static gboolean
has_double (JsonNode *node)
{
  if (JSON_NODE_HOLDS_OBJECT (node))
    {
      g_autoptr(GList) values = json_object_get_values (json_node_get_object (node));

      for (GList *l = values; l != NULL; l = l->next)
        if (has_double (l->data))
          return TRUE;
      return FALSE;
    }
  if (JSON_NODE_HOLDS_ARRAY (node))
    {
      JsonArray *array = json_node_get_array (node);

      for (guint i = 0; i < json_array_get_length (array); i++)
        if (has_double (json_array_get_element (array, i)))
          return TRUE;
      return FALSE;
    }
  return JSON_NODE_HOLDS_VALUE (node) && json_node_get_value_type (node) == G_TYPE_DOUBLE;
}

int
LLVMFuzzerTestOneInput (const uint8_t *data,
                        size_t         size)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *copy = NULL;
  gsize start = 0;

  if (size > BALUT_RECORD_MAX_SIZE)
    return 0;

  /* exactly @size bytes, no NUL after them */
  copy = g_malloc (MAX (size, 1));
  memcpy (copy, data, size);

  if (!balut_json_check (copy, size, balut_record_get_json_limits (), &start, &error))
    {
      g_assert (error != NULL && error->domain == BALUT_JSON_ERROR);
      g_assert (g_str_has_prefix (error->message, "line "));
      g_assert (printable (error->message));
      return 0;
    }

  {
    g_autoptr(JsonParser) parser = json_parser_new_immutable ();
    g_autoptr(JsonGenerator) generator = NULL;
    g_autofree char *written = NULL;
    g_autoptr(GError) again = NULL;
    gsize written_length;

    if (!json_parser_load_from_data (parser, copy + start, (gssize) (size - start), &error))
      {
        /* abort (), not g_error (): libFuzzer keeps the input on SIGABRT */
        g_printerr ("accepted by the check, refused by json-glib: %s\n", error->message);
        abort ();
      }
    g_assert (json_parser_get_root (parser) != NULL);
    if (has_double (json_parser_get_root (parser)))
      return 0;

    generator = json_generator_new ();
    json_generator_set_root (generator, json_parser_get_root (parser));
    written = json_generator_to_data (generator, &written_length);
    if (!balut_json_check (written, written_length, balut_record_get_json_limits (), NULL, &again))
      {
        g_printerr ("json-glib's writing of an accepted text is refused: %s\n", again->message);
        abort ();
      }
  }
  return 0;
}
