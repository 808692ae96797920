/* test-json.c — the RFC 8259 check every record passes before json-glib
 *
 * SPDX-FileCopyrightText: 2026 The Balut developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * What json-glib takes and RFC 8259 does not (single quotes, comments,
 * hexadecimal numbers, leading zeros, unknown escapes, trailing commas,
 * lone surrogates), what no reader may meet (duplicate keys), and the
 * limits (depth, values, members, key length, numbers), each refused
 * with the line and column; RFC 8259's own examples and every shape of
 * valid JSON accepted. The checker must reach its verdict on texts that
 * json-glib cannot even parse (a million brackets), without recursion.
 */

#include <string.h>

#include "balut-json.h"
#include "balut-record.h"

static const BalutJsonLimits no_limits = { 0, };

/* A record's limits, as balut_record_load_data () checks them: 32
 * deep, 100,000 values, 64 members, 64-byte keys, 24-character numbers,
 * integers to 2^53, finite numbers, no control characters */
#define RECORD_LIMITS (balut_record_get_json_limits ())


static void
assert_ok (const char            *text,
           const BalutJsonLimits *limits)
{
  g_autoptr(GError) error = NULL;

  if (!balut_json_check (text, strlen (text), limits, NULL, &error))
    g_test_fail_printf ("refused “%s”: %s", text, error->message);
}

/* Refused with @code, the message naming @line:@column and @mention */
static void
assert_refused (const char            *text,
                gssize                 length,
                const BalutJsonLimits *limits,
                gint                   code,
                guint                  line,
                guint                  column,
                const char            *mention)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *where = g_strdup_printf ("line %u, column %u:", line, column);
  gsize len = length < 0 ? strlen (text) : (gsize) length;

  if (balut_json_check (text, len, limits, NULL, &error))
    {
      g_test_fail_printf ("accepted “%.*s”", (int) MIN (len, 200), text);
      return;
    }
  g_assert_true (error->domain == BALUT_JSON_ERROR);
  if (error->code != code)
    g_test_fail_printf ("“%.*s”: code %d, not %d: %s", (int) MIN (len, 200), text,
                        error->code, code, error->message);
  g_assert_true (g_utf8_validate (error->message, -1, NULL));
  if (line > 0 && !g_str_has_prefix (error->message, where))
    g_test_fail_printf ("“%.*s”: not at %s %s", (int) MIN (len, 200), text, where, error->message);
  if (mention != NULL && strstr (error->message, mention) == NULL)
    g_test_fail_printf ("“%.*s”: no “%s” in: %s", (int) MIN (len, 200), text, mention, error->message);
}

/* Every kind of JSON value and layout that RFC 8259 allows */
static void
test_valid (void)
{
  static const char *const texts[] = {
    "{}", "[]", "0", "-0", "1", "-1", "0.5", "-0.5e-3", "1E+2", "1e2", "12345678901234567890.5",
    "true", "false", "null", "\"\"", "\"a\"",
    " \t\r\n{ \"a\" : [ 1 , 2 ] , \"b\" : { } } \n",
    "{\"a\":{\"a\":{\"a\":[]}}}",
    "[\"\\\"\\\\\\/\"]",                    /* the escapes that are not controls */
    "[\"\\u00e9\\u00E9é\"]",                /* é three ways */
    "[\"\\ud83d\\ude00😀\"]",                /* a surrogate pair and the character */
    "{\"a\":1,\"A\":1,\"a \":1,\"\":1}",    /* keys that differ */
    "{\"a\":{\"b\":1},\"b\":{\"a\":1}}",    /* the same key in other objects */
    "[{\"a\":1},{\"a\":1}]",
    /* RFC 8259, section 13 */
    "{\"Image\":{\"Width\":800,\"Height\":600,\"Title\":\"View from 15th Floor\","
    "\"Thumbnail\":{\"Url\":\"http://www.example.com/image/481989943\",\"Height\":125,\"Width\":100},"
    "\"Animated\":false,\"IDs\":[116,943,234,38793]}}",
    "[{\"precision\":\"zip\",\"Latitude\":37.7668,\"Longitude\":-122.3959,\"Address\":\"\","
    "\"City\":\"SAN FRANCISCO\",\"State\":\"CA\",\"Zip\":\"94107\",\"Country\":\"US\"}]",
  };

  for (guint i = 0; i < G_N_ELEMENTS (texts); i++)
    assert_ok (texts[i], &no_limits);

  /* control characters are JSON when escaped; a record refuses them */
  assert_ok ("[\"a\\tb\\n\\u0000\\u001f\\u007f\"]", &no_limits);
  assert_ok ("[\"\x7f\xc2\x80\"]", &no_limits);
}

/* A byte order mark is skipped (RFC 8259 8.1 lets a reader ignore it),
 * and where the JSON starts is said */
static void
test_byte_order_mark (void)
{
  g_autoptr(GError) error = NULL;
  gsize start = 99;

  g_assert_true (balut_json_check ("\xef\xbb\xbf{}", 5, &no_limits, &start, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (start, ==, 3);
  g_assert_true (balut_json_check ("{}", 2, &no_limits, &start, &error));
  g_assert_cmpuint (start, ==, 0);
  /* only at the start */
  assert_refused ("[\xef\xbb\xbf]", -1, &no_limits, BALUT_JSON_ERROR_SYNTAX, 1, 2, NULL);
}

/* What json-glib takes and JSON is not (issue 26, defect 4) */
static void
test_not_json (void)
{
  static const struct
  {
    const char *text;
    guint       line, column;
    const char *mention;
  } cases[] = {
    { "{'a':1}", 1, 2, "single quotes" },
    { "{\"a\":'x'}", 1, 6, "single quotes" },
    { "{\"a\":1 /* c */}", 1, 8, "comment" },
    { "{\"a\":1, // c\n\"b\":2}", 1, 9, "comment" },
    { "/* c */ {}", 1, 1, "comment" },
    { "[0x1F]", 1, 2, "hexadecimal" },
    { "[0X1F]", 1, 2, "hexadecimal" },
    { "[010]", 1, 2, "leading zero" },
    { "[-010]", 1, 2, "leading zero" },
    { "[00]", 1, 2, "leading zero" },
    { "[+1]", 1, 2, "“-”" },
    { "[.5]", 1, 2, "“-”" },
    { "[1.]", 1, 2, "decimal point" },
    { "[1.e5]", 1, 2, "decimal point" },
    { "[1e]", 1, 2, "exponent" },
    { "[1e+]", 1, 2, "exponent" },
    { "[-]", 1, 2, "“-”" },
    { "[- 1]", 1, 2, "“-”" },
    { "[\"play\\er\"]", 1, 7, "“e”" },
    { "[\"\\x41\"]", 1, 3, "“x”" },
    { "[\"\\'\"]", 1, 3, "“'”" },
    { "[\"\\u12\"]", 1, 3, "four hexadecimal" },
    { "[\"\\u12G4\"]", 1, 3, "four hexadecimal" },
    { "[\"\\U0041\"]", 1, 3, "“U”" },
    { "[\"\\ud800\"]", 1, 3, "first half" },
    { "[\"\\ud800x\"]", 1, 3, "first half" },
    { "[\"\\ud800\\u0041\"]", 1, 3, "first half" },
    { "[\"\\udc00\"]", 1, 3, "second half" },
    { "[\"a\tb\"]", 1, 4, "U+0009" },
    { "[\"a\nb\"]", 1, 4, "U+000A" },
    { "[1,]", 1, 4, "comma before “]”" },
    { "[1,,2]", 1, 4, "“,”" },
    { "[,1]", 1, 2, "“,”" },
    { "{\"a\":1,}", 1, 8, "comma before “}”" },
    { "{,}", 1, 2, "“,”" },
    { "{\"a\" 1}", 1, 6, "“:”" },
    { "{\"a\":}", 1, 6, "“}”" },
    { "{a:1}", 1, 2, "“a”" },
    { "{1:1}", 1, 2, "“1”" },
    { "[1 2]", 1, 4, "“2”" },
    { "[1}", 1, 3, "“}”" },
    { "{\"a\":1]", 1, 7, "“]”" },
    { "[truex]", 1, 6, "“x”" },
    { "[True]", 1, 2, "“T”" },
    { "[NaN]", 1, 2, "“N”" },
    { "[Infinity]", 1, 2, "“I”" },
    { "[undefined]", 1, 2, "“u”" },
    { "[nul]", 1, 2, NULL },
    { "{} {}", 1, 4, "follows the end" },
    { "[] x", 1, 4, "follows the end" },
    { "1 2", 1, 3, "follows the end" },
    { "", 1, 1, "no JSON value" },
    { " \n\t", 2, 2, "no JSON value" },
    { "[", 1, 2, "ends" },
    { "[1", 1, 3, "ends" },
    { "{\"a\"", 1, 5, "ends" },
    { "{\"a\":", 1, 6, "ends" },
    { "[\"abc", 1, 2, "never closed" },
    { "[\"abc\\", 1, 2, "never closed" },
    { "[\"a\"]\n\n  x", 3, 3, "follows the end" },
    { "{\n  \"ä\": 'ö'\n}", 2, 8, "single quotes" },
    { "[1]\x0c", 1, 4, "follows the end" },   /* form feed is not JSON white space */
    { "[\xc2\xa0" "1]", 1, 2, "U+00A0" },          /* nor NO-BREAK SPACE */
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    assert_refused (cases[i].text, -1, &no_limits, BALUT_JSON_ERROR_SYNTAX,
                    cases[i].line, cases[i].column, cases[i].mention);
}

/* RFC 8259 leaves duplicate keys to the reader: refused, escapes
 * decoded, in every object at any depth */
static void
test_duplicate_keys (void)
{
  assert_refused ("{\"a\":1,\"a\":2}", -1, &no_limits, BALUT_JSON_ERROR_SYNTAX, 1, 8, "“a” appears twice");
  assert_refused ("{\"seed\":1,\"s\\u0065ed\":2}", -1, &no_limits, BALUT_JSON_ERROR_SYNTAX, 1, 11, "“seed”");
  assert_refused ("{\"\\/\":1,\"/\":2}", -1, &no_limits, BALUT_JSON_ERROR_SYNTAX, 1, 9, NULL);
  assert_refused ("{\"\":1,\"\":2}", -1, &no_limits, BALUT_JSON_ERROR_SYNTAX, 1, 7, NULL);
  assert_refused ("[{\"x\":{\"a\":1,\"b\":{\"c\":1},\"b\":2}}]", -1, &no_limits,
                  BALUT_JSON_ERROR_SYNTAX, 1, 26, "“b”");
  /* an inner object's keys are its own, also after it closes */
  assert_ok ("{\"a\":{\"b\":1,\"c\":2},\"b\":{\"a\":1},\"c\":[{\"c\":1},{\"c\":2}]}", &no_limits);
  /* a key printed in the message cannot hold an escape sequence */
  {
    g_autoptr(GError) error = NULL;
    const char *text = "{\"\\u001b]0;x\\u0007\":1,\"\\u001b]0;x\\u0007\":2}";

    g_assert_false (balut_json_check (text, strlen (text), &no_limits, NULL, &error));
    g_assert_null (strchr (error->message, 0x1b));
    g_assert_null (strchr (error->message, 0x07));
  }
}

/* Not UTF-8: where the bad bytes start */
static void
test_not_utf8 (void)
{
  assert_refused ("[\"a\xff\"]", 5, &no_limits, BALUT_JSON_ERROR_SYNTAX, 1, 4, "UTF-8");
  assert_refused ("[\"\xc3\"]", 4, &no_limits, BALUT_JSON_ERROR_SYNTAX, 1, 3, "UTF-8");
  assert_refused ("[\"a\0\"]", 6, &no_limits, BALUT_JSON_ERROR_SYNTAX, 1, 4, "NUL");
  assert_refused ("[\"\xed\xa0\x80\"]", 6, &no_limits, BALUT_JSON_ERROR_SYNTAX, 1, 3, "UTF-8");
}

static char *
repeat (const char *piece,
        guint       n)
{
  GString *s = g_string_sized_new (strlen (piece) * n);

  for (guint i = 0; i < n; i++)
    g_string_append (s, piece);
  return g_string_free (s, FALSE);
}

/* Depth: refused at the first bracket too many, also where json-glib's
 * lax grammar would have hidden the brackets in a single-quoted string
 * (issue 26, defect 1); a million brackets take no stack */
static void
test_depth (void)
{
  g_autofree char *open32 = repeat ("[", 32);
  g_autofree char *close32 = repeat ("]", 32);
  g_autofree char *ok = g_strconcat (open32, close32, NULL);
  g_autofree char *deep = g_strconcat ("[", open32, close32, "]", NULL);
  g_autofree char *million = repeat ("[", 1000000);
  g_autofree char *objects = repeat ("{\"a\":", 100000);
  g_autofree char *hidden = g_strconcat ("{\"a\":'\"',\"b\":", million, NULL);

  assert_ok (ok, RECORD_LIMITS);
  assert_refused (deep, -1, RECORD_LIMITS, BALUT_JSON_ERROR_LIMIT, 1, 33, "32 deep");
  assert_refused (million, -1, RECORD_LIMITS, BALUT_JSON_ERROR_LIMIT, 1, 33, "32 deep");
  assert_refused (objects, -1, RECORD_LIMITS, BALUT_JSON_ERROR_LIMIT, 1, 161, "32 deep");
  assert_refused (hidden, -1, RECORD_LIMITS, BALUT_JSON_ERROR_SYNTAX, 1, 6, "single quotes");
  /* without a limit, the checker itself does not recurse */
  assert_refused (million, -1, &no_limits, BALUT_JSON_ERROR_SYNTAX, 1, 1000001, "ends");
  /* brackets in strings are text */
  assert_ok ("[\"[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[\\\"[[[[\"]", RECORD_LIMITS);
}

/* The number of values, counted as the record's limit counts them */
static void
test_value_count (void)
{
  BalutJsonLimits seven = { .max_values = 7 };
  BalutJsonLimits six = { .max_values = 6 };
  /* the object, "a", the array, 1, true, "b", {} */
  const char *text = "{\"a\":[1,true],\"b\":{}}";

  assert_ok (text, &seven);
  assert_refused (text, -1, &six, BALUT_JSON_ERROR_LIMIT, 1, 19, "more than 6 values");
}

/* Members of one object and the length of a key: g_str_hash() collides
 * for "Ez" and "FY", so 49,000 keys made of them made json-glib's
 * parsing quadratic (issue 26, defect 3); an object of a record has a
 * dozen keys */
static void
test_members (void)
{
  GString *collide = g_string_new ("{");
  g_autofree char *long_key = NULL;
  g_autofree char *key64 = g_strnfill (64, 'k');
  g_autofree char *key65 = g_strnfill (65, 'k');
  g_autofree char *ok_key = g_strdup_printf ("{\"%s\":1}", key64);
  g_autofree char *bad_key = g_strdup_printf ("{\"%s\":1}", key65);
  g_autofree char *escaped = g_strdup_printf ("{\"%s\\u00e9\":1}", key64);

  for (guint i = 0; i < 49000; i++)
    {
      g_string_append (collide, i > 0 ? ",\"" : "\"");
      for (guint b = 0; b < 16; b++)
        g_string_append (collide, (i >> b) & 1 ? "FY" : "Ez");
      g_string_append (collide, "\":1");
    }
  g_string_append (collide, "}");
  long_key = g_string_free (collide, FALSE);

  assert_refused (long_key, -1, RECORD_LIMITS, BALUT_JSON_ERROR_LIMIT, 1, 2370, "more than 64 members");
  assert_ok (ok_key, RECORD_LIMITS);
  assert_refused (bad_key, -1, RECORD_LIMITS, BALUT_JSON_ERROR_LIMIT, 1, 2, "longer than 64 bytes");
  /* bytes as decoded: é is two */
  assert_refused (escaped, -1, RECORD_LIMITS, BALUT_JSON_ERROR_LIMIT, 1, 2, "longer than 64 bytes");
  /* 64 members pass, in every object */
  {
    GString *s = g_string_new ("[");

    for (guint o = 0; o < 3; o++)
      {
        g_string_append (s, o > 0 ? ",{" : "{");
        for (guint i = 0; i < 64; i++)
          g_string_append_printf (s, "%s\"k%u\":%u", i > 0 ? "," : "", i, i);
        g_string_append (s, "}");
      }
    g_string_append (s, "]");
    assert_ok (s->str, RECORD_LIMITS);
    g_string_free (s, TRUE);
  }
}

/* Integers json-glib would wrap, numbers no record has, control
 * characters in strings: refused as values, naming the key */
static void
test_record_values (void)
{
  assert_ok ("{\"seed\":9007199254740992,\"x\":-9007199254740992,\"y\":1.5e300}", RECORD_LIMITS);
  assert_refused ("{\"seed\":9007199254740993}", -1, RECORD_LIMITS, BALUT_JSON_ERROR_VALUE, 1, 9,
                  "“seed” holds the number 9007199254740993");
  assert_refused ("{\"v\":-18446744073709551615}", -1, RECORD_LIMITS, BALUT_JSON_ERROR_VALUE, 1, 6,
                  "-18446744073709551615");
  assert_refused ("[99999999999999999999999]", -1, RECORD_LIMITS, BALUT_JSON_ERROR_VALUE, 1, 2, "the number 99999999999999999999999 is outside");
  assert_refused ("[\"a\\u0001\"]", -1, RECORD_LIMITS, BALUT_JSON_ERROR_VALUE, 1, 4, "a string holds a control character (U+0001)");
  assert_refused ("{\"x\":1.0000000000000000000000001}", -1, RECORD_LIMITS, BALUT_JSON_ERROR_VALUE, 1, 6, "“x”");
  /* json-glib would read these as infinity */
  assert_refused ("{\"x\":1e999}", -1, RECORD_LIMITS, BALUT_JSON_ERROR_VALUE, 1, 6, "1e999");
  assert_refused ("[-2E+308]", -1, RECORD_LIMITS, BALUT_JSON_ERROR_VALUE, 1, 2, "-2E+308");
  assert_ok ("[1e308,-1e-400,0.0e0]", RECORD_LIMITS);
  assert_refused ("{\"name\":\"a\\u0000b\"}", -1, RECORD_LIMITS, BALUT_JSON_ERROR_VALUE, 1, 11, "U+0000");
  assert_refused ("{\"name\":\"a\\nb\"}", -1, RECORD_LIMITS, BALUT_JSON_ERROR_VALUE, 1, 11, "U+000A");
  assert_refused ("{\"name\":\"a\tb\"}", -1, RECORD_LIMITS, BALUT_JSON_ERROR_VALUE, 1, 11, "“name”");
  assert_refused ("{\"name\":\"a\x7f\"}", -1, RECORD_LIMITS, BALUT_JSON_ERROR_VALUE, 1, 11, "U+007F");
  assert_refused ("{\"name\":\"a\xc2\x9b\"}", -1, RECORD_LIMITS, BALUT_JSON_ERROR_VALUE, 1, 11, "U+009B");
  assert_refused ("{\"name\":\"a\\u009b\"}", -1, RECORD_LIMITS, BALUT_JSON_ERROR_VALUE, 1, 11, "U+009B");
  /* in a key too */
  assert_refused ("{\"a\\u0000\":1}", -1, RECORD_LIMITS, BALUT_JSON_ERROR_VALUE, 1, 4, "U+0000");
}

/* Lines and columns count characters, not bytes */
static void
test_position (void)
{
  assert_refused ("{\"ééé\":\"ü\",\r\n \"ö\": x}", -1, &no_limits, BALUT_JSON_ERROR_SYNTAX, 2, 7, "“x”");
  assert_refused ("\n\n\n[1,]", -1, &no_limits, BALUT_JSON_ERROR_SYNTAX, 4, 4, NULL);
}

/* Every prefix of a valid text is refused (it ends too soon) or, for
 * the ones that are JSON themselves, accepted: never a crash, never a
 * read past the end (the sanitizers watch) */
static void
test_every_prefix (void)
{
  const char *text = "{\"a\":[1,-2.5e+3,true,false,null,\"\\u00e9\\ud83d\\ude00\\n\"],\"b\":{\"c\":{}}}";
  gsize len = strlen (text);

  for (gsize n = 0; n < len; n++)
    {
      g_autofree char *prefix = g_strndup (text, n);
      g_autoptr(GError) error = NULL;

      /* a copy of exactly n bytes: the checker must not read past it */
      g_assert_false (balut_json_check (prefix, n, &no_limits, NULL, &error));
      g_assert_nonnull (error);
    }
  assert_ok (text, &no_limits);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/balut/core/json/valid", test_valid);
  g_test_add_func ("/balut/core/json/byte-order-mark", test_byte_order_mark);
  g_test_add_func ("/balut/core/json/not-json", test_not_json);
  g_test_add_func ("/balut/core/json/duplicate-keys", test_duplicate_keys);
  g_test_add_func ("/balut/core/json/not-utf8", test_not_utf8);
  g_test_add_func ("/balut/core/json/depth", test_depth);
  g_test_add_func ("/balut/core/json/value-count", test_value_count);
  g_test_add_func ("/balut/core/json/members", test_members);
  g_test_add_func ("/balut/core/json/record-values", test_record_values);
  g_test_add_func ("/balut/core/json/position", test_position);
  g_test_add_func ("/balut/core/json/every-prefix", test_every_prefix);

  return g_test_run ();
}
