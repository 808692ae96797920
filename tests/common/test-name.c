/* test-name.c — the rule of every name of both games
 *
 * SPDX-FileCopyrightText: 2026 The Balut developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Names from many scripts are taken whole (joiners, combining marks,
 * no-break spaces); what would break the text around a name in a list
 * or on a sheet is refused, the first fault named with its character.
 */

#include <string.h>

#include "balut-name.h"

static void
assert_problem (const char       *name,
                BalutNameProblem  expected,
                gunichar          expected_character)
{
  gunichar c = 0;
  BalutNameProblem problem = balut_name_find_problem (name, &c);
  g_autoptr(GError) error = NULL;
  gboolean ok = balut_name_check (name, &error);

  if (problem != expected)
    g_test_fail_printf ("“%s”: problem %d, not %d", name != NULL ? name : "(null)", problem, expected);
  if (expected == BALUT_NAME_PROBLEM_CONTROL || expected == BALUT_NAME_PROBLEM_DISPLAY_CONTROL)
    g_assert_cmphex (c, ==, expected_character);

  /* the same verdict, said for a name as typed */
  g_assert_cmpint (ok, ==, expected == BALUT_NAME_PROBLEM_NONE);
  if (ok)
    {
      g_assert_no_error (error);
      return;
    }
  g_assert_error (error, BALUT_NAME_ERROR, (gint) expected);
  g_assert_true (g_str_has_prefix (error->message, "A player’s name "));
  g_assert_true (g_utf8_validate (error->message, -1, NULL));
}

static void
test_taken (void)
{
  static const char * const names[] = {
    "Ana",
    "Ana\xc2\xa0" "Lu",                                          /* a no-break space */
    "\xd9\x85\xdb\x8c\xe2\x80\x8c\xd8\xaa\xd8\xb1\xd8\xa7",      /* Persian with a zero-width non-joiner */
    "\xf0\x9f\x91\xa9\xe2\x80\x8d\xf0\x9f\x91\xa7",              /* an emoji family, zero-width joiner */
    "Chlo\x65\xcc\x81",                                          /* a combining acute */
    " Ben ",
  };

  for (guint i = 0; i < G_N_ELEMENTS (names); i++)
    assert_problem (names[i], BALUT_NAME_PROBLEM_NONE, 0);
}

static void
test_refused (void)
{
  g_autofree char *longest = g_strnfill (BALUT_NAME_MAX_LENGTH, 'a');
  g_autofree char *too_long = g_strnfill (BALUT_NAME_MAX_LENGTH + 1, 'a');
  g_autoptr(GString) wide = g_string_new (NULL);

  assert_problem (NULL, BALUT_NAME_PROBLEM_NOT_UTF8, 0);
  assert_problem ("An\xff", BALUT_NAME_PROBLEM_NOT_UTF8, 0);
  assert_problem ("Ana\tBen", BALUT_NAME_PROBLEM_CONTROL, '\t');
  assert_problem ("E\x1b[2J", BALUT_NAME_PROBLEM_CONTROL, 0x1b);
  assert_problem ("Ana\xc2\x85", BALUT_NAME_PROBLEM_CONTROL, 0x85);              /* NEL, a C1 control */
  assert_problem ("\xe2\x80\xae" "anA", BALUT_NAME_PROBLEM_DISPLAY_CONTROL, 0x202e);
  assert_problem ("Ana\xe2\x80\xa8" "Ben", BALUT_NAME_PROBLEM_DISPLAY_CONTROL, 0x2028);
  /* the first fault is named */
  assert_problem ("\xe2\x81\xa6" "A\x1b", BALUT_NAME_PROBLEM_DISPLAY_CONTROL, 0x2066);
  assert_problem ("", BALUT_NAME_PROBLEM_LENGTH, 0);
  assert_problem ("   ", BALUT_NAME_PROBLEM_LENGTH, 0);
  assert_problem ("\xe2\x80\x8b", BALUT_NAME_PROBLEM_LENGTH, 0);                 /* only a zero-width space */
  assert_problem ("\xe3\x85\xa4", BALUT_NAME_PROBLEM_LENGTH, 0);                 /* a Hangul filler */

  /* 64 characters, not bytes */
  assert_problem (longest, BALUT_NAME_PROBLEM_NONE, 0);
  assert_problem (too_long, BALUT_NAME_PROBLEM_LENGTH, 0);
  for (guint i = 0; i < BALUT_NAME_MAX_LENGTH; i++)
    g_string_append (wide, "\xc3\xa9");
  assert_problem (wide->str, BALUT_NAME_PROBLEM_NONE, 0);
  g_string_append (wide, "\xc3\xa9");
  assert_problem (wide->str, BALUT_NAME_PROBLEM_LENGTH, 0);
}

/* The messages of a name as typed: the character's code, the bound */
static void
test_messages (void)
{
  g_autoptr(GError) error = NULL;

  g_assert_false (balut_name_check ("\xe2\x80\xae" "anA", &error));
  g_assert_nonnull (strstr (error->message, "U+202E"));
  g_clear_error (&error);

  g_assert_false (balut_name_check (" ", &error));
  g_assert_nonnull (strstr (error->message, "1 to 64 characters"));
  g_clear_error (&error);

  /* no error asked for */
  g_assert_false (balut_name_check ("\t", NULL));
  g_assert_true (balut_name_check ("Ana", NULL));
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/balut/common/name/taken", test_taken);
  g_test_add_func ("/balut/common/name/refused", test_refused);
  g_test_add_func ("/balut/common/name/messages", test_messages);

  return g_test_run ();
}
