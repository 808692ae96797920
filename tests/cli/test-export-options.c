/* test-export-options.c — `balut --export-sheet FILE` and the values of
 * its options, as users type them
 *
 * SPDX-FileCopyrightText: 2026 The Balut developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Runs the real program ($BALUT_BIN). A value outside what the option
 * takes (--players -5, --date -001-01-01) is refused with exit status 2
 * and a message on standard error, and nothing is written; the file may
 * come before or after the other options. The sheets themselves are
 * tested in tests/sheet/.
 */

#include <string.h>
#include <glib/gstdio.h>

#include "balut-test-util.h"

typedef struct
{
  char *dir;
  char *pdf;
} Fixture;

static void
fixture_set_up (Fixture       *f,
                gconstpointer  data)
{
  f->dir = balut_test_make_tmp_dir ("balut-export-options-XXXXXX");
  f->pdf = g_build_filename (f->dir, "sheet.pdf", NULL);
}

static void
fixture_tear_down (Fixture       *f,
                   gconstpointer  data)
{
  balut_test_remove_tree (f->dir);
  g_free (f->dir);
  g_free (f->pdf);
}

#define ADD_TEST(path, func) \
  g_test_add (path, Fixture, NULL, fixture_set_up, func, fixture_tear_down)

/* balut --export-sheet PDF OPTION VALUE: refused, nothing written */
static void
assert_refused (Fixture    *f,
                const char *option,
                const char *value)
{
  g_auto(GStrv) left = NULL;
  BalutTestRun run;

  balut_test_run_balut (&run, "--export-sheet", f->pdf, option, value, NULL);
  if (run.status != 2)
    g_test_fail_printf ("%s “%s”: exit status %d, not 2\n%s%s", option, value, run.status, run.out, run.err);
  else if (strstr (run.err, option) == NULL)
    g_test_fail_printf ("%s “%s”: the message does not name the option: %s", option, value, run.err);
  left = balut_test_list_dir (f->dir);
  if (left[0] != NULL)
    g_test_fail_printf ("%s “%s”: “%s” was written", option, value, left[0]);
  balut_test_run_clear (&run);
}

static void
assert_written (Fixture    *f,
                const char *first,
                ...) G_GNUC_NULL_TERMINATED;

/* balut ARGUMENTS… (at most six): exit 0 and f->pdf written */
static void
assert_written (Fixture    *f,
                const char *first,
                ...)
{
  const char *args[6] = { NULL };
  va_list ap;
  guint n = 0;
  BalutTestRun run;

  va_start (ap, first);
  for (const char *a = first; a != NULL && n < G_N_ELEMENTS (args); a = va_arg (ap, const char *))
    args[n++] = a;
  va_end (ap);

  balut_test_run_balut (&run, args[0], args[1], args[2], args[3], args[4], args[5], NULL);
  if (run.status != 0)
    g_test_fail_printf ("balut %s %s %s %s: exit status %d\n%s", args[0], args[1],
                        args[2] ? args[2] : "", args[3] ? args[3] : "", run.status, run.err);
  g_assert_true (g_file_test (f->pdf, G_FILE_TEST_IS_REGULAR));
  g_assert_cmpint (g_remove (f->pdf), ==, 0);
  balut_test_run_clear (&run);
}

/* --players: 1 to 8 and nothing else; -5 and -1 used to be taken for
 * "not given" and wrote one sheet */
static void
test_players (Fixture       *f,
              gconstpointer  data)
{
  const char *bad[] = { "-5", "-1", "0", "9", "100", "+3", " 3", "3 ", "0x3", "3x", "2.5", "", "two",
                        "99999999999999999999" };

  for (guint i = 0; i < G_N_ELEMENTS (bad); i++)
    assert_refused (f, "--players", bad[i]);

  assert_written (f, "--export-sheet", f->pdf, "--players", "1", NULL);
  assert_written (f, "--export-sheet", f->pdf, "--players", "8", NULL);
  assert_written (f, "--export-sheet", f->pdf, "--players", "2", "--names", "Ann,Bo", NULL);
  /* the file after the other options, as for --verify */
  assert_written (f, "--export-sheet", "--players", "3", f->pdf, NULL);
}

/* --date: YYYY-MM-DD in digits only; -001-01-01 crashed, +202-01-01
 * and 2026- 1-05 were taken */
static void
test_date (Fixture       *f,
           gconstpointer  data)
{
  const char *bad[] = { "-001-01-01", "+202-01-01", "2026- 1-05", "2026-+1-05", "2026-1-005",
                        "0000-01-01", "2026-02-29", "2026-11-22 ", " 2026-11-2", "2026/11/22", "" };

  for (guint i = 0; i < G_N_ELEMENTS (bad); i++)
    assert_refused (f, "--date", bad[i]);

  assert_written (f, "--export-sheet", f->pdf, "--date", "2028-02-29", NULL);
  assert_written (f, "--date", "2026-11-22", "--export-sheet", f->pdf, NULL);
}

/* --names: control characters are refused, as in a game and a record
 * (a terminal escape was printed on the sheet), and so are bidirectional
 * overrides, line separators and names of nothing visible */
static void
test_names (Fixture       *f,
            gconstpointer  data)
{
  const char *bad[] = { "A\033[31mB,C", "Ann,B\to", "Ann,B\no", "Ann\x7f,Bo", "Ann,", "",
                        /* issue 26: what reorders or breaks a line, or shows nothing */
                        "Ann,\xe2\x80\xae" "oB", "Ann\xe2\x80\xa8" "Bo", "Ann,\xe2\x80\x8b", "\xe3\x85\xa4,Bo" };

  for (guint i = 0; i < G_N_ELEMENTS (bad); i++)
    assert_refused (f, "--names", bad[i]);
  assert_written (f, "--export-sheet", f->pdf, "--names", "Ann,Søren Ærø", NULL);
  /* a zero-width joiner inside a name is writing */
  assert_written (f, "--export-sheet", f->pdf, "--names", "Ann,\xf0\x9f\x91\xa9\xe2\x80\x8d\xf0\x9f\x91\xa7", NULL);
}

/* --paper and --variant: the words they take, nothing else */
static void
test_words (Fixture       *f,
            gconstpointer  data)
{
  const char *papers[] = { "a5", "", "a4 ", "-1" };
  const char *variants[] = { "yahtzee", "", "Standard ", "-1" };

  for (guint i = 0; i < G_N_ELEMENTS (papers); i++)
    assert_refused (f, "--paper", papers[i]);
  for (guint i = 0; i < G_N_ELEMENTS (variants); i++)
    assert_refused (f, "--variant", variants[i]);

  assert_written (f, "--export-sheet", f->pdf, "--paper", "letter", "--variant", "olathe", NULL);
}

/* --export-sheet with no file, or one too many */
static void
test_file (Fixture       *f,
           gconstpointer  data)
{
  g_auto(GStrv) left = NULL;
  BalutTestRun run;

  balut_test_run_balut (&run, "--export-sheet", "--players", "2", NULL);
  g_assert_cmpint (run.status, ==, 2);
  g_assert_nonnull (strstr (run.err, "--export-sheet"));
  balut_test_run_clear (&run);

  balut_test_run_balut (&run, "--export-sheet", "--landscape", f->pdf, f->pdf, NULL);
  g_assert_cmpint (run.status, ==, 2);
  balut_test_run_clear (&run);

  left = balut_test_list_dir (f->dir);
  g_assert_null (left[0]);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  /* a failing case is reported and the next one runs */
  g_test_set_nonfatal_assertions ();

  ADD_TEST ("/balut/cli/export-sheet/players-1-to-8", test_players);
  ADD_TEST ("/balut/cli/export-sheet/date", test_date);
  ADD_TEST ("/balut/cli/export-sheet/names-control-characters", test_names);
  ADD_TEST ("/balut/cli/export-sheet/paper-and-variant", test_words);
  ADD_TEST ("/balut/cli/export-sheet/file", test_file);

  return g_test_run ();
}
