/* test-record-io.c — what the records of both games share
 *
 * SPDX-FileCopyrightText: 2026 The Balut developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A record format of the tests' own ("test-record", small bounds, its
 * own error domain and place in messages) read through balut-record-io:
 * each refusal of the text and of the file in the format's domain with
 * the format's words, each typed reader's message naming the key and
 * the place, and the layout people read. Balut's and Belote's records
 * check their own words (tests/balut-game, tests/belote).
 */

#include <string.h>
#include <glib/gstdio.h>

#include "balut-record-io.h"

#define TEST_MAX_SIZE 4096

static G_DEFINE_QUARK (test-record-error-quark, test_record_error)
#define TEST_RECORD_ERROR (test_record_error_quark ())

typedef struct
{
  BalutRecordReader io;
  guint             step;   /* 1-based step being read, 0 outside */
} Reader;

static char *
dup_where (const BalutRecordReader *io,
           const char              *message)
{
  const Reader *r = (const Reader *) io;

  return r->step > 0 ? g_strdup_printf ("Step %u: %s", r->step, message) : NULL;
}

static const BalutRecordFormat test_format = {
  .name = "test-record",
  .version = 2,
  .error_quark = test_record_error_quark,
  .max_size = TEST_MAX_SIZE,
  .limits = BALUT_RECORD_IO_JSON_LIMITS (4, 100),
  .not_object = "Not a test record: not an object",
  .not_format = "Not a test record: “format” is not %s",
  .newer = "A test record of version %lld: this test reads version %d",
  .too_large = "The text is too large for a test record (%u MB at most)",
  .file_too_large = "Cannot read “%s”: too large for a test record (%u MB at most)",
  .not_record = "Not a test record: %s",
  .dup_where = dup_where,
};

/* ------------------------------------------------------------------ */
/* The text                                                            */
/* ------------------------------------------------------------------ */

static void
test_parse (void)
{
  g_autofree char *big = g_strnfill (TEST_MAX_SIZE + 1, ' ');
  g_autoptr(GError) error = NULL;
  g_autoptr(JsonNode) root = NULL;
  g_autoptr(JsonNode) with_bom = NULL;
  static const char with_nul[] = "{\"a\": 1}\0";
  const struct
  {
    const char *data;
    gssize      length;
    gint        code;
    const char *fragment;
  } refused[] = {
    /* the format's own words, its bound in MB */
    { big, -1, BALUT_RECORD_IO_UNREADABLE, "The text is too large for a test record (0 MB at most)" },
    { "", 0, BALUT_RECORD_IO_UNREADABLE, "The file is empty" },
    { with_nul, sizeof with_nul - 1, BALUT_RECORD_IO_UNREADABLE, "not a text file in UTF-8" },
    { "{\"a\": \"\xff\"}", -1, BALUT_RECORD_IO_UNREADABLE, "not a text file in UTF-8" },
    { "{\"a\": 1,}", -1, BALUT_RECORD_IO_UNREADABLE, "The file is not valid JSON: line 1, column" },
    { "{\"a\": 1, \"a\": 2}", -1, BALUT_RECORD_IO_UNREADABLE, "not valid JSON" },
    { "   ", -1, BALUT_RECORD_IO_UNREADABLE, "" },
    /* beyond the format's bounds (4 deep): its words */
    { "[[[[[1]]]]]", -1, BALUT_RECORD_IO_UNREADABLE, "Not a test record: line 1, column" },
    /* a value no reader should take: a key's value, not the text */
    { "{\"seed\": 1e999}", -1, BALUT_RECORD_IO_INVALID, "1e999" },
    { "{\"seed\": 9007199254740993}", -1, BALUT_RECORD_IO_INVALID, "9007199254740993" },
    { "{\"name\": \"E\\u001b[2J\"}", -1, BALUT_RECORD_IO_INVALID, "U+001B" },
  };

  root = balut_record_io_parse (&test_format, "{\"format\": \"test-record\", \"n\": [1, 2]}", -1, &error);
  g_assert_no_error (error);
  g_assert_true (balut_record_io_has_format (root, "test-record"));
  g_assert_false (balut_record_io_has_format (root, "balut-record"));

  /* a byte order mark is read past; the length is the caller's */
  with_bom = balut_record_io_parse (&test_format, "\xef\xbb\xbf[1]garbage", 6, &error);
  g_assert_no_error (error);
  g_assert_true (JSON_NODE_HOLDS_ARRAY (with_bom));

  for (guint i = 0; i < G_N_ELEMENTS (refused); i++)
    {
      g_autoptr(JsonNode) none = NULL;

      g_clear_error (&error);
      none = balut_record_io_parse (&test_format, refused[i].data, refused[i].length, &error);
      g_assert_null (none);
      g_assert_error (error, TEST_RECORD_ERROR, refused[i].code);
      g_assert_true (g_utf8_validate (error->message, -1, NULL));
      if (strstr (error->message, refused[i].fragment) == NULL)
        g_test_fail_printf ("“%s” is not in the message: %s", refused[i].fragment, error->message);
    }
}

static void
assert_file_refused (const char *filename,
                     const char *fragment)
{
  g_autoptr(GError) error = NULL;
  gsize length = 0;
  g_autofree char *data = balut_record_io_read_file (&test_format, filename, &length, &error);

  g_assert_null (data);
  g_assert_error (error, TEST_RECORD_ERROR, BALUT_RECORD_IO_UNREADABLE);
  g_assert_true (g_str_has_prefix (error->message, "Cannot read “"));
  if (strstr (error->message, fragment) == NULL)
    g_test_fail_printf ("“%s” is not in the message: %s", fragment, error->message);
}

static void
test_read_file (void)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *dir = g_dir_make_tmp ("balut-record-io-XXXXXX", &error);
  g_autofree char *small = g_build_filename (dir, "small.json", NULL);
  g_autofree char *large = g_build_filename (dir, "large.json", NULL);
  g_autofree char *escaped = g_build_filename (dir, "e\x1b[2J.json", NULL);
  g_autofree char *big = g_strnfill (TEST_MAX_SIZE + 1, ' ');
  g_autofree char *data = NULL;
  gsize length = 0;

  g_assert_no_error (error);
  g_assert_true (g_file_set_contents (small, "{\"a\": 1}", -1, &error));
  g_assert_true (g_file_set_contents (large, big, -1, &error));

  /* the bytes, and a NUL after them */
  data = balut_record_io_read_file (&test_format, small, &length, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (length, ==, 8);
  g_assert_cmpstr (data, ==, "{\"a\": 1}");

  assert_file_refused (large, "too large for a test record (0 MB at most)");
  assert_file_refused (dir, "it is not a regular file");
  /* a name with an escape sequence is printed without it */
  assert_file_refused (escaped, "e\xef\xbf\xbd[2J.json");
#ifdef G_OS_UNIX
  /* says it is empty, and is endless */
  if (g_file_test ("/proc/self/pagemap", G_FILE_TEST_EXISTS))
    assert_file_refused ("/proc/self/pagemap", "too large for a test record");
  assert_file_refused ("/dev/null", "it is not a regular file");
#endif

  g_assert_cmpint (g_remove (small), ==, 0);
  g_assert_cmpint (g_remove (large), ==, 0);
  g_assert_cmpint (g_rmdir (dir), ==, 0);
}

/* One key a line; an array of arrays or objects one element a line;
 * the file as the text */
static void
test_to_data (void)
{
  const char *text = "{\"format\": \"test-record\", \"seed\": 7, \"rules\": {\"a\": 1, \"b\": [1, 2]},"
                     " \"names\": [\"Ana\", \"Ben\"], \"none\": [], \"steps\": [{\"n\": 1}, [2, 3], 4],"
                     " \"last\": null}";
  const char *expected =
    "{\n"
    "  \"format\": \"test-record\",\n"
    "  \"seed\": 7,\n"
    "  \"rules\": {\"a\":1,\"b\":[1,2]},\n"
    "  \"names\": [\"Ana\",\"Ben\"],\n"
    "  \"none\": [],\n"
    "  \"steps\": [\n"
    "    {\"n\":1},\n"
    "    [2,3],\n"
    "    4\n"
    "  ],\n"
    "  \"last\": null\n"
    "}\n";
  g_autoptr(JsonNode) root = json_from_string (text, NULL);
  g_autoptr(JsonNode) again = NULL;
  g_autofree char *data = NULL;
  g_autofree char *data_again = NULL;
  gsize length = 0;

  data = balut_record_io_to_data (root, &length);
  g_assert_cmpstr (data, ==, expected);
  g_assert_cmpuint (length, ==, strlen (expected));

  /* a record begun by the format */
  {
    g_autoptr(JsonBuilder) builder = balut_record_io_builder_new (&test_format);
    g_autoptr(JsonNode) built = NULL;
    g_autofree char *built_text = NULL;

    json_builder_set_member_name (builder, "seed");
    json_builder_add_int_value (builder, 7);
    json_builder_end_object (builder);
    built = json_builder_get_root (builder);
    built_text = balut_record_io_to_data (built, NULL);
    g_assert_cmpstr (built_text, ==, "{\n  \"format\": \"test-record\",\n  \"version\": 2,\n  \"seed\": 7\n}\n");
  }

  /* written atomically, as laid out */
  {
    g_autoptr(GError) error = NULL;
    g_autofree char *dir = g_dir_make_tmp ("balut-record-io-XXXXXX", &error);
    g_autofree char *path = g_build_filename (dir, "record.json", NULL);
    g_autofree char *written = NULL;

    g_assert_no_error (error);
    g_assert_true (balut_record_io_save_to_file (root, path, &error));
    g_assert_no_error (error);
    g_assert_true (g_file_get_contents (path, &written, NULL, &error));
    g_assert_cmpstr (written, ==, expected);
    g_assert_cmpint (g_remove (path), ==, 0);
    g_assert_cmpint (g_rmdir (dir), ==, 0);
  }

  /* the layout reads back as the same tree */
  again = balut_record_io_parse (&test_format, data, -1, NULL);
  g_assert_nonnull (again);
  data_again = balut_record_io_to_data (again, NULL);
  g_assert_cmpstr (data_again, ==, data);
}

/* ------------------------------------------------------------------ */
/* The tree                                                            */
/* ------------------------------------------------------------------ */

static const char *tree_text =
  "{\"i\": 5, \"f\": 2.5, \"s\": \"x\", \"b\": true, \"n\": null, \"a\": [1, 2, 3], \"o\": {},"
  " \"name\": \"Ana\", \"empty\": \"\", \"blank\": \" \", \"rtl\": \"\\u202eB\", \"long\":"
  " \"aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa\"}";

typedef struct
{
  JsonNode   *root;
  JsonObject *object;
  GError     *error;
  Reader      r;
} Tree;

static void
tree_set_up (Tree          *t,
             gconstpointer  data)
{
  t->root = json_from_string (tree_text, NULL);
  g_assert_nonnull (t->root);
  t->object = json_node_get_object (t->root);
  t->error = NULL;
  t->r = (Reader) { { &t->error, &test_format }, 0 };
}

static void
tree_tear_down (Tree          *t,
                gconstpointer  data)
{
  g_clear_error (&t->error);
  json_node_unref (t->root);
}

static JsonNode *
member (Tree       *t,
        const char *key)
{
  return json_object_get_member (t->object, key);
}

/* The reader's error: INVALID, exactly @message */
static void
assert_said (Tree       *t,
             const char *message)
{
  g_assert_error (t->error, TEST_RECORD_ERROR, BALUT_RECORD_IO_INVALID);
  g_assert_cmpstr (t->error->message, ==, message);
  g_clear_error (&t->error);
}

static void
test_values (Tree          *t,
             gconstpointer  data)
{
  BalutRecordReader *io = &t->r.io;
  gint64 v = -7;
  gboolean b = FALSE;

  g_assert_true (balut_record_io_read_int (io, member (t, "i"), "i", 0, 5, &v));
  g_assert_cmpint (v, ==, 5);
  g_assert_false (balut_record_io_read_int (io, member (t, "i"), "i", 0, 4, &v));
  assert_said (t, "“i” is 5, which is not between 0 and 4");
  g_assert_cmpint (v, ==, 5);   /* unchanged */
  g_assert_false (balut_record_io_read_int (io, member (t, "f"), "f", 0, 4, &v));
  assert_said (t, "“f” must be a whole number, not a fractional number");
  g_assert_false (balut_record_io_read_int (io, member (t, "n"), "n", 0, 4, &v));
  assert_said (t, "“n” must be a whole number, not null");

  g_assert_true (balut_record_io_read_boolean (io, member (t, "b"), "b", &b));
  g_assert_true (b);
  g_assert_false (balut_record_io_read_boolean (io, member (t, "s"), "s", &b));
  assert_said (t, "“s” must be true or false, not a string");

  g_assert_cmpstr (balut_record_io_read_string (io, member (t, "s"), "s"), ==, "x");
  g_assert_null (balut_record_io_read_string (io, member (t, "b"), "b"));
  assert_said (t, "“b” must be a string, not true or false");

  g_assert_nonnull (balut_record_io_read_array (io, member (t, "a"), "a", 3, 3));
  g_assert_nonnull (balut_record_io_read_array (io, member (t, "a"), "a", 0, G_MAXUINT));
  g_assert_null (balut_record_io_read_array (io, member (t, "a"), "a", 2, 2));
  assert_said (t, "“a” has 3 entries instead of 2");
  g_assert_null (balut_record_io_read_array (io, member (t, "a"), "a", 4, 8));
  assert_said (t, "“a” has 3 entries, not between 4 and 8");
  g_assert_null (balut_record_io_read_array (io, member (t, "o"), "o", 0, 1));
  assert_said (t, "“o” must be an array, not an object");

  g_assert_nonnull (balut_record_io_read_object (io, member (t, "o"), "o"));
  g_assert_null (balut_record_io_read_object (io, member (t, "a"), "a"));
  assert_said (t, "“a” must be an object, not an array");
  g_assert_null (balut_record_io_read_object (io, member (t, "i"), "i"));
  assert_said (t, "“i” must be an object, not a number");

  g_assert_true (balut_record_io_is_value (member (t, "s"), G_TYPE_STRING));
  g_assert_false (balut_record_io_is_value (member (t, "s"), G_TYPE_INT64));
  g_assert_false (balut_record_io_is_value (member (t, "o"), G_TYPE_STRING));
  g_assert_false (balut_record_io_is_value (NULL, G_TYPE_STRING));
  g_assert_false (balut_record_io_has_format (member (t, "a"), "test-record"));
}

/* A key that must be there: missing, it is said once, and the readers
 * given its NULL say nothing more */
static void
test_need (Tree          *t,
           gconstpointer  data)
{
  BalutRecordReader *io = &t->r.io;
  gint64 v;

  g_assert_true (balut_record_io_need (io, t->object, "i", "a number") == member (t, "i"));
  g_assert_no_error (t->error);

  g_assert_false (balut_record_io_read_int (io, balut_record_io_need (io, t->object, "seed", "the seed"),
                                            "seed", 0, 1, &v));
  assert_said (t, "“seed” is missing (the seed)");
  g_assert_null (balut_record_io_read_string (io, NULL, "x"));
  g_assert_null (balut_record_io_read_array (io, NULL, "x", 0, 1));
  g_assert_null (balut_record_io_read_object (io, NULL, "x"));
  g_assert_no_error (t->error);
}

/* The rule of names (balut_name_find_problem ()), said with the key */
static void
test_names (Tree          *t,
            gconstpointer  data)
{
  BalutRecordReader *io = &t->r.io;
  const char *name = NULL;

  g_assert_true (balut_record_io_read_name (io, member (t, "name"), "name", FALSE, &name));
  g_assert_cmpstr (name, ==, "Ana");
  g_assert_true (balut_record_io_read_name (io, member (t, "empty"), "empty", TRUE, &name));
  g_assert_cmpstr (name, ==, "");
  g_assert_false (balut_record_io_read_name (io, member (t, "empty"), "empty", FALSE, &name));
  assert_said (t, "“empty” must have 1 to 64 characters, not only spaces or invisible ones");
  g_assert_false (balut_record_io_read_name (io, member (t, "blank"), "blank", TRUE, &name));
  assert_said (t, "“blank” must have 1 to 64 characters, not only spaces or invisible ones");
  g_assert_false (balut_record_io_read_name (io, member (t, "long"), "long", FALSE, &name));
  assert_said (t, "“long” must have 1 to 64 characters, not only spaces or invisible ones");
  g_assert_false (balut_record_io_read_name (io, member (t, "rtl"), "rtl", FALSE, &name));
  assert_said (t, "“rtl” holds U+202E, a character that reorders or breaks the text around it");
  g_assert_false (balut_record_io_read_name (io, member (t, "i"), "i", FALSE, &name));
  assert_said (t, "“i” must be a string, not a number");

  /* a tree built in memory may hold what no checked text does */
  json_object_set_string_member (t->object, "tab", "A\tB");
  g_assert_false (balut_record_io_read_name (io, member (t, "tab"), "tab", FALSE, &name));
  assert_said (t, "“tab” holds U+0009, a control character (a line break, a tab, an escape)");
}

/* The head of a record: an object, the format's name, a version it reads */
static void
test_head (Tree          *t,
           gconstpointer  data)
{
  static const struct
  {
    const char *text;
    gint        code;
    const char *message;
  } cases[] = {
    { "[1]", BALUT_RECORD_IO_NOT_RECORD, "Not a test record: not an object" },
    { "{\"version\": 1}", BALUT_RECORD_IO_NOT_RECORD, "Not a test record: “format” is not test-record" },
    { "{\"format\": 1, \"version\": 1}", BALUT_RECORD_IO_NOT_RECORD, "Not a test record: “format” is not test-record" },
    { "{\"format\": \"balut-record\"}", BALUT_RECORD_IO_NOT_RECORD, "Not a test record: “format” is not test-record" },
    { "{\"format\": \"test-record\"}", BALUT_RECORD_IO_INVALID, "“version” is missing (the version of the format)" },
    { "{\"format\": \"test-record\", \"version\": 0}", BALUT_RECORD_IO_INVALID, "“version” is 0, which is not between 1 and 9223372036854775807" },
    { "{\"format\": \"test-record\", \"version\": \"2\"}", BALUT_RECORD_IO_INVALID, "“version” must be a whole number, not a string" },
    { "{\"format\": \"test-record\", \"version\": 3}", BALUT_RECORD_IO_VERSION, "A test record of version 3: this test reads version 2" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autoptr(JsonNode) root = json_from_string (cases[i].text, NULL);

      g_assert_null (balut_record_io_read_head (&t->r.io, root));
      g_assert_error (t->error, TEST_RECORD_ERROR, cases[i].code);
      g_assert_cmpstr (t->error->message, ==, cases[i].message);
      g_clear_error (&t->error);
    }

  for (guint version = 1; version <= 2; version++)
    {
      g_autofree char *text = g_strdup_printf ("{\"format\": \"test-record\", \"version\": %u, \"a\": 1}", version);
      g_autoptr(JsonNode) root = json_from_string (text, NULL);
      JsonObject *object = balut_record_io_read_head (&t->r.io, root);

      g_assert_no_error (t->error);
      g_assert_true (object == json_node_get_object (root));
    }
}

/* An algorithm named with its version */
static void
test_versioned (Tree          *t,
                gconstpointer  data)
{
  static const struct
  {
    const char *text;
    const char *message;   /* NULL: read */
  } cases[] = {
    { "{\"name\": \"mt\", \"version\": 1}", NULL },
    { "[]", "“gen” must be an object, not an array" },
    { "{\"version\": 1}", "“name” is missing (the generator)" },
    { "{\"name\": 5, \"version\": 1}", "“gen.name” must be a string, not a number" },
    { "{\"name\": \"mt\"}", "“version” is missing (its version)" },
    { "{\"name\": \"mt\", \"version\": 0}", "“gen.version” is 0, which is not between 1 and 9223372036854775807" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autoptr(JsonNode) node = json_from_string (cases[i].text, NULL);
      const char *name = NULL;
      gint64 version = 0;
      gboolean read = balut_record_io_read_versioned (&t->r.io, node, "gen", "the generator", "its version",
                                                      &name, &version);

      if (cases[i].message == NULL)
        {
          g_assert_true (read);
          g_assert_no_error (t->error);
          g_assert_cmpstr (name, ==, "mt");
          g_assert_cmpint (version, ==, 1);
          continue;
        }
      g_assert_false (read);
      assert_said (t, cases[i].message);
    }
}

/* Where a message arose: the format's place, and the code given */
static void
test_where (Tree          *t,
            gconstpointer  data)
{
  BalutRecordReader *io = &t->r.io;
  gint64 v;

  t->r.step = 3;
  g_assert_false (balut_record_io_read_int (io, member (t, "i"), "i", 0, 1, &v));
  assert_said (t, "Step 3: “i” is 5, which is not between 0 and 1");

  g_assert_false (balut_record_io_fail (io, BALUT_RECORD_IO_INCONSISTENT, "card %u (%s)", 9u, "JH"));
  g_assert_error (t->error, TEST_RECORD_ERROR, BALUT_RECORD_IO_INCONSISTENT);
  g_assert_cmpstr (t->error->message, ==, "Step 3: card 9 (JH)");
  g_clear_error (&t->error);

  /* a format that says nowhere */
  {
    BalutRecordFormat plain = test_format;

    plain.dup_where = NULL;
    t->r.io.format = &plain;
    balut_record_io_fail (io, BALUT_RECORD_IO_VERSION, "%s", "newer");
    g_assert_error (t->error, TEST_RECORD_ERROR, BALUT_RECORD_IO_VERSION);
    g_assert_cmpstr (t->error->message, ==, "newer");
    t->r.io.format = &test_format;
  }

  /* no error asked for */
  t->r.io.error = NULL;
  g_assert_false (balut_record_io_read_int (io, member (t, "s"), "s", 0, 1, &v));
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/balut/common/record-io/parse", test_parse);
  g_test_add_func ("/balut/common/record-io/read-file", test_read_file);
  g_test_add_func ("/balut/common/record-io/to-data", test_to_data);
  g_test_add ("/balut/common/record-io/values", Tree, NULL, tree_set_up, test_values, tree_tear_down);
  g_test_add ("/balut/common/record-io/need", Tree, NULL, tree_set_up, test_need, tree_tear_down);
  g_test_add ("/balut/common/record-io/names", Tree, NULL, tree_set_up, test_names, tree_tear_down);
  g_test_add ("/balut/common/record-io/head", Tree, NULL, tree_set_up, test_head, tree_tear_down);
  g_test_add ("/balut/common/record-io/versioned", Tree, NULL, tree_set_up, test_versioned, tree_tear_down);
  g_test_add ("/balut/common/record-io/where", Tree, NULL, tree_set_up, test_where, tree_tear_down);

  return g_test_run ();
}
