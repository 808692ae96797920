/* balut-json.h — JSON text checked against RFC 8259 before it is parsed
 *
 * SPDX-FileCopyrightText: 2026 The Balut developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <glib.h>

G_BEGIN_DECLS

#define BALUT_JSON_ERROR (balut_json_error_quark ())

typedef enum
{
  BALUT_JSON_ERROR_SYNTAX,   /* not RFC 8259 JSON (json-glib would have taken some of it) */
  BALUT_JSON_ERROR_LIMIT,    /* JSON, but larger, deeper or wider than the limits */
  BALUT_JSON_ERROR_VALUE,    /* JSON, but a number or a string no reader should take */
} BalutJsonError;

/* What the text may hold beyond the grammar. A limit of 0 is no limit. */
typedef struct
{
  guint    max_depth;          /* arrays and objects inside each other */
  guint    max_values;         /* keys, strings, numbers, words, arrays and objects */
  guint    max_members;        /* members of one object */
  guint    max_key_length;     /* bytes of a key, escapes decoded */
  guint    max_number_length;  /* characters of a number as written */
  guint64  max_integer;        /* the magnitude of an integer (no fraction, no exponent) */
  gboolean finite_numbers;     /* no number beyond a double's range (json-glib reads 1e999 as inf) */
  gboolean refuse_controls;    /* U+0000–U+001F, U+007F–U+009F in a string, even escaped */
} BalutJsonLimits;

GQuark      balut_json_error_quark (void);

gboolean    balut_json_check       (const char             *data,
                                    gsize                   length,
                                    const BalutJsonLimits  *limits,
                                    gsize                  *start,
                                    GError                **error);

G_END_DECLS
