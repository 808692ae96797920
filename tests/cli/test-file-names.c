/* test-file-names.c — the file names balut prints: the user's own,
 * printed harmless, and taken as paths
 *
 * SPDX-FileCopyrightText: 2026 The Balut developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A file name may hold any bytes: "ESC ] 0 ; pwned BEL g.json" is a
 * name a shell makes with printf, and a terminal that printed it raw
 * would take the escape sequence as an order (here, a new window
 * title). Every message of the command line that names a file the user
 * gave (--verify, --export-sheet, --export-history) prints it with
 * U+FFFD in place of the controls. And "a:b.json" is a file, not a URI
 * of the scheme "a".
 */

#include "config.h"

#include <string.h>
#include <glib/gstdio.h>

#include "balut-record.h"

#include "store-test-util.h"

/* "\033]0;pwned\007" and C1's CSI, DEL and a byte that is not UTF-8 */
#define HOSTILE "\033]0;pwned\007\302\233\177\377"
/* …as balut_format_dup_printable() prints it */
#define HOSTILE_PRINTED "\357\277\275]0;pwned\357\277\275\357\277\275\357\277\275\357\277\275"

typedef struct
{
  char *dir;
} Fixture;

static void
fixture_set_up (Fixture       *f,
                gconstpointer  data)
{
  f->dir = balut_test_make_tmp_dir ("balut-names-XXXXXX");
  g_setenv ("BALUT_DATA_DIR", f->dir, TRUE);
}

static void
fixture_tear_down (Fixture       *f,
                   gconstpointer  data)
{
  g_unsetenv ("BALUT_DATA_DIR");
  balut_test_remove_tree (f->dir);
  g_free (f->dir);
}

#define ADD_TEST(path, func) \
  g_test_add (path, Fixture, NULL, fixture_set_up, func, fixture_tear_down)

/* @dir/@name holding the committed record @record */
static char *
copy_record (const char *dir,
             const char *name,
             const char *record)
{
  g_autofree char *source = balut_test_record_path (record);
  g_autoptr(GBytes) bytes = store_test_read_file (source);
  char *path = g_build_filename (dir, name, NULL);

  store_test_write_file (path, g_bytes_get_data (bytes, NULL), g_bytes_get_size (bytes));
  return path;
}

/* Both outputs printable, and @expected (the name as printed) in one */
static void
assert_named (const BalutTestRun *run,
              const char         *expected)
{
  g_test_message ("status %d\nstdout: %s\nstderr: %s", run->status, run->out, run->err);
  balut_test_assert_printable ("stdout", run->out);
  balut_test_assert_printable ("stderr", run->err);
  g_assert_null (strchr (run->out, '\033'));
  g_assert_null (strchr (run->err, '\033'));
  g_assert_true (strstr (run->out, expected) != NULL || strstr (run->err, expected) != NULL);
}

/* --verify: "X is a consistent record", "X is not a consistent record",
 * and a file that cannot be read */
static void
test_verify (Fixture       *f,
             gconstpointer  data)
{
  g_autofree char *good = copy_record (f->dir, HOSTILE "g.json", "finished-standard.json");
  g_autofree char *bad = copy_record (f->dir, HOSTILE "i.json", "inconsistent-filled-box.json");
  g_autofree char *missing = g_build_filename (f->dir, HOSTILE "m.json", NULL);
  BalutTestRun run;

  balut_test_run_balut (&run, "--verify", good, NULL);
  g_assert_cmpint (run.status, ==, 0);
  assert_named (&run, HOSTILE_PRINTED "g.json is a consistent record.");
  balut_test_run_clear (&run);

  balut_test_run_balut (&run, "--verify", bad, NULL);
  g_assert_cmpint (run.status, ==, 1);
  assert_named (&run, HOSTILE_PRINTED "i.json is not a consistent record");
  balut_test_run_clear (&run);

  balut_test_run_balut (&run, "--verify", missing, NULL);
  g_assert_cmpint (run.status, ==, 2);
  assert_named (&run, HOSTILE_PRINTED "m.json");
  balut_test_run_clear (&run);
}

/* --export-sheet: "Wrote X (1 page)", "Wrote X to Y (N pages, one a
 * file)", and a record that cannot be read */
static void
test_export_sheet (Fixture       *f,
                   gconstpointer  data)
{
  g_autofree char *pdf = g_build_filename (f->dir, HOSTILE "s.pdf", NULL);
  g_autofree char *svg = g_build_filename (f->dir, HOSTILE "s.svg", NULL);
  g_autofree char *missing = g_build_filename (f->dir, HOSTILE "m.json", NULL);
  BalutTestRun run;

  balut_test_run_balut (&run, "--export-sheet", pdf, NULL);
  g_assert_cmpint (run.status, ==, 0);
  assert_named (&run, "Wrote ");
  g_assert_nonnull (strstr (run.out, HOSTILE_PRINTED "s.pdf (1 page)"));
  balut_test_run_clear (&run);

  balut_test_run_balut (&run, "--export-sheet", svg, "--players", "8", "--one-per-page", NULL);
  g_assert_cmpint (run.status, ==, 0);
  assert_named (&run, HOSTILE_PRINTED "s.svg to ");
  g_assert_nonnull (strstr (run.out, HOSTILE_PRINTED "s-8.svg"));
  balut_test_run_clear (&run);

  balut_test_run_balut (&run, "--export-sheet", pdf, "--record", missing, NULL);
  g_assert_cmpint (run.status, ==, 2);
  assert_named (&run, HOSTILE_PRINTED "m.json");
  balut_test_run_clear (&run);
}

/* --export-history: "Wrote X (N games)" */
static void
test_export_history (Fixture       *f,
                     gconstpointer  data)
{
  g_autofree char *out = g_build_filename (f->dir, HOSTILE "h.json", NULL);
  BalutTestRun run;

  balut_test_run_balut (&run, "--export-history", out, NULL);
  g_assert_cmpint (run.status, ==, 0);
  assert_named (&run, HOSTILE_PRINTED "h.json (0 games)");
  balut_test_run_clear (&run);
}

/* "a:b.json" in the current folder is that file: --export-sheet
 * --record prints its sheet with the record file's date (it was taken
 * for the URI "a:b.json" and the date left blank) */
static void
test_colon_is_a_path (Fixture       *f,
                      gconstpointer  data)
{
  g_autofree char *record = copy_record (f->dir, "a:b.json", "finished-standard.json");
  g_autofree char *pdftotext = g_find_program_in_path ("pdftotext");
  g_autofree char *cwd = g_get_current_dir ();
  g_autoptr(GDateTime) date = g_date_time_new_local (2021, 3, 4, 12, 0, 0);
  g_autoptr(GFile) file = g_file_new_for_path (record);
  g_autoptr(GError) error = NULL;
  g_autofree char *text = NULL;
  int wait_status = 0;
  BalutTestRun run;

  g_file_set_attribute_uint64 (file, G_FILE_ATTRIBUTE_TIME_MODIFIED, (guint64) g_date_time_to_unix (date),
                               G_FILE_QUERY_INFO_NONE, NULL, &error);
  g_assert_no_error (error);

  g_assert_cmpint (g_chdir (f->dir), ==, 0);
  balut_test_run_balut (&run, "--export-sheet", "sheet.pdf", "--record", "a:b.json", NULL);
  g_assert_cmpint (g_chdir (cwd), ==, 0);
  g_test_message ("%s%s", run.out, run.err);
  g_assert_cmpint (run.status, ==, 0);
  balut_test_run_clear (&run);

  if (pdftotext == NULL)
    {
      g_test_skip ("no pdftotext (poppler-utils) to read the sheet's date");
      return;
    }
  {
    g_autofree char *pdf = g_build_filename (f->dir, "sheet.pdf", NULL);
    const char *argv[] = { pdftotext, pdf, "-", NULL };

    g_assert_true (g_spawn_sync (NULL, (char **) argv, NULL, G_SPAWN_DEFAULT, NULL, NULL,
                                 &text, NULL, &wait_status, &error));
    g_assert_no_error (error);
  }
  g_assert_nonnull (strstr (text, "Date: 4 March 2021"));
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  g_test_set_nonfatal_assertions ();

  ADD_TEST ("/balut/cli/file-names/verify", test_verify);
  ADD_TEST ("/balut/cli/file-names/export-sheet", test_export_sheet);
  ADD_TEST ("/balut/cli/file-names/export-history", test_export_history);
  ADD_TEST ("/balut/cli/file-names/colon-is-a-path", test_colon_is_a_path);

  return g_test_run ();
}
