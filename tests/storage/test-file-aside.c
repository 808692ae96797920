/* test-file-aside.c — a file that cannot be used, renamed aside:
 * balut_file_move_aside()
 *
 * SPDX-FileCopyrightText: 2026 The Balut developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The file keeps its bytes under a new, timestamped name in its folder;
 * a name that is taken (by the file or by a companion's name) is never
 * reused; companions go with the file; a link or a folder is moved as
 * itself; a failed rename puts back what was moved; every name of a
 * second taken, or nothing to move, is an error that changes nothing.
 */

#include <errno.h>
#include <string.h>
#include <glib/gstdio.h>

#include "balut-file-aside.h"
#include "store-test-util.h"

typedef struct
{
  char      *dir;
  char      *path;    /* dir/balut.db */
  GDateTime *start;   /* the set-up's second */
} Fixture;

static void
fixture_set_up (Fixture       *f,
                gconstpointer  data)
{
  g_autoptr(GDateTime) now = g_date_time_new_now_local ();

  f->dir = balut_test_make_tmp_dir ("balut-aside-XXXXXX");
  f->path = g_build_filename (f->dir, "balut.db", NULL);
  f->start = g_date_time_add (now, -(g_date_time_get_microsecond (now)));
}

static void
fixture_tear_down (Fixture       *f,
                   gconstpointer  data)
{
  balut_test_remove_tree (f->dir);
  g_date_time_unref (f->start);
  g_free (f->path);
  g_free (f->dir);
}

static const char * const sqlite_companions[] = { "-wal", "-shm", "-journal", NULL };

static void
write_text (const char *path,
            const char *text)
{
  store_test_write_file (path, text, strlen (text));
}

static void
assert_text (const char *path,
             const char *text)
{
  g_autoptr(GBytes) expected = g_bytes_new_static (text, strlen (text));

  store_test_assert_file (path, expected);
}

/* The @n-th name (“-@n” from 2 on) of f->path aside in the @second-th
 * second from the set-up */
static char *
name_at (Fixture *f,
         guint    second,
         guint    n)
{
  g_autoptr(GDateTime) then = g_date_time_add_seconds (f->start, second);
  g_autofree char *stamp = g_date_time_format (then, "%Y%m%d-%H%M%S");

  if (n <= 1)
    return g_strdup_printf ("%s.broken-%s", f->path, stamp);
  return g_strdup_printf ("%s.broken-%s-%u", f->path, stamp, n);
}

/* Calls @take for each second from the set-up on, until the one after
 * the present second is done too: a move made right after starts in a
 * second taken. Returns how many seconds were taken. */
static guint
take_seconds (Fixture  *f,
              void    (*take) (Fixture *f,
                               guint    second))
{
  guint second = 0;

  for (;;)
    {
      g_autoptr(GDateTime) now = g_date_time_new_now_local ();
      GTimeSpan elapsed = g_date_time_difference (now, f->start);

      if (second >= elapsed / G_TIME_SPAN_SECOND + 2)
        return second;
      take (f, second++);
    }
}

static void
test_one_file (Fixture       *f,
               gconstpointer  data)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *aside = NULL;
  g_autofree char *base = NULL;
  g_auto(GStrv) names = NULL;

  write_text (f->path, "a damaged database");
  aside = balut_file_move_aside (f->path, NULL, &error);
  g_assert_no_error (error);
  g_assert_nonnull (aside);
  g_test_message ("%s", aside);

  g_assert_true (store_test_is_aside_name (f->path, aside));
  assert_text (aside, "a damaged database");
  base = g_path_get_basename (aside);
  names = balut_test_list_dir (f->dir);
  g_assert_cmpuint (g_strv_length (names), ==, 1);
  g_assert_cmpstr (names[0], ==, base);
}

/* in each second, the first name is a file and the second a link to
 * nowhere */
static void
take_file_and_link (Fixture *f,
                    guint    second)
{
  g_autofree char *file = name_at (f, second, 1);
  g_autofree char *link_name = name_at (f, second, 2);
  g_autoptr(GFile) link = g_file_new_for_path (link_name);

  write_text (file, "already there");
  g_assert_true (g_file_make_symbolic_link (link, "nowhere", NULL, NULL));
}

/* A name that is there (a file, or a link to nowhere) is never reused:
 * the next free one of that second is taken, and what was there is
 * intact. */
static void
test_never_overwrites (Fixture       *f,
                       gconstpointer  data)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *aside = NULL;
  gboolean found = FALSE;
  guint n_seconds;

  n_seconds = take_seconds (f, take_file_and_link);
  write_text (f->path, "the file");

  aside = balut_file_move_aside (f->path, NULL, &error);
  g_assert_no_error (error);
  g_test_message ("%s", aside);

  assert_text (aside, "the file");
  g_assert_false (g_file_test (f->path, G_FILE_TEST_EXISTS));
  for (guint s = 0; s < n_seconds; s++)
    {
      g_autofree char *file = name_at (f, s, 1);
      g_autofree char *link_name = name_at (f, s, 2);
      g_autofree char *third = name_at (f, s, 3);
      g_autofree char *target = g_file_read_link (link_name, NULL);

      assert_text (file, "already there");
      g_assert_cmpstr (target, ==, "nowhere");
      found |= g_str_equal (aside, third);
    }
  g_assert_true (found);
}

/* The companions that are there go with the file, under its new name
 * with their suffixes; the missing ones are not made. */
static void
test_companions (Fixture       *f,
                 gconstpointer  data)
{
  g_autofree char *wal = g_strconcat (f->path, "-wal", NULL);
  g_autofree char *shm = g_strconcat (f->path, "-shm", NULL);
  g_autoptr(GError) error = NULL;
  g_autofree char *aside = NULL;
  g_autofree char *aside_wal = NULL;
  g_autofree char *aside_shm = NULL;
  g_autofree char *aside_journal = NULL;
  g_auto(GStrv) names = NULL;

  write_text (f->path, "database");
  write_text (wal, "log");
  write_text (shm, "index");

  aside = balut_file_move_aside (f->path, sqlite_companions, &error);
  g_assert_no_error (error);
  g_assert_true (store_test_is_aside_name (f->path, aside));

  aside_wal = g_strconcat (aside, "-wal", NULL);
  aside_shm = g_strconcat (aside, "-shm", NULL);
  aside_journal = g_strconcat (aside, "-journal", NULL);
  assert_text (aside, "database");
  assert_text (aside_wal, "log");
  assert_text (aside_shm, "index");
  g_assert_false (g_file_test (aside_journal, G_FILE_TEST_EXISTS));
  names = balut_test_list_dir (f->dir);
  g_assert_cmpuint (g_strv_length (names), ==, 3);
}

/* A log whose database is missing is moved all the same: the name
 * returned is the database's, which is not there. */
static void
test_companion_alone (Fixture       *f,
                      gconstpointer  data)
{
  g_autofree char *wal = g_strconcat (f->path, "-wal", NULL);
  g_autoptr(GError) error = NULL;
  g_autofree char *aside = NULL;
  g_autofree char *aside_wal = NULL;
  g_auto(GStrv) names = NULL;

  write_text (wal, "a log alone");

  aside = balut_file_move_aside (f->path, sqlite_companions, &error);
  g_assert_no_error (error);
  g_assert_nonnull (aside);
  g_assert_true (store_test_is_aside_name (f->path, aside));

  aside_wal = g_strconcat (aside, "-wal", NULL);
  assert_text (aside_wal, "a log alone");
  g_assert_false (g_file_test (aside, G_FILE_TEST_EXISTS));
  names = balut_test_list_dir (f->dir);
  g_assert_cmpuint (g_strv_length (names), ==, 1);
}

/* in each second, the first name's log is there */
static void
take_first_log (Fixture *f,
                guint    second)
{
  g_autofree char *first = name_at (f, second, 1);
  g_autofree char *first_wal = g_strconcat (first, "-wal", NULL);

  write_text (first_wal, "another log");
}

/* A name whose companion name is taken is taken: the set moves to the
 * next name together, and the file that had the companion's name is
 * intact. */
static void
test_companion_name_taken (Fixture       *f,
                           gconstpointer  data)
{
  g_autofree char *wal = g_strconcat (f->path, "-wal", NULL);
  g_autoptr(GError) error = NULL;
  g_autofree char *aside = NULL;
  g_autofree char *aside_wal = NULL;
  gboolean found = FALSE;
  guint n_seconds;

  n_seconds = take_seconds (f, take_first_log);
  write_text (f->path, "database");
  write_text (wal, "its log");

  aside = balut_file_move_aside (f->path, sqlite_companions, &error);
  g_assert_no_error (error);
  g_test_message ("%s", aside);

  aside_wal = g_strconcat (aside, "-wal", NULL);
  assert_text (aside, "database");
  assert_text (aside_wal, "its log");
  for (guint s = 0; s < n_seconds; s++)
    {
      g_autofree char *first = name_at (f, s, 1);
      g_autofree char *first_wal = g_strconcat (first, "-wal", NULL);
      g_autofree char *second = name_at (f, s, 2);

      assert_text (first_wal, "another log");
      g_assert_false (g_file_test (first, G_FILE_TEST_EXISTS));
      found |= g_str_equal (aside, second);
    }
  g_assert_true (found);
}

/* A link is moved itself, even one to nowhere; a folder with what it
 * holds. */
static void
test_link_and_folder (Fixture       *f,
                      gconstpointer  data)
{
  g_autoptr(GFile) link = g_file_new_for_path (f->path);
  g_autofree char *folder = g_build_filename (f->dir, "current-game.json", NULL);
  g_autofree char *inside = g_build_filename (folder, "inside", NULL);
  g_autoptr(GError) error = NULL;
  g_autofree char *aside = NULL;
  g_autofree char *target = NULL;
  g_autofree char *folder_aside = NULL;
  g_autofree char *inside_aside = NULL;

  g_assert_true (g_file_make_symbolic_link (link, "nowhere", NULL, NULL));
  aside = balut_file_move_aside (f->path, NULL, &error);
  g_assert_no_error (error);
  target = g_file_read_link (aside, &error);
  g_assert_no_error (error);
  g_assert_cmpstr (target, ==, "nowhere");
  g_assert_false (g_file_test (f->path, G_FILE_TEST_IS_SYMLINK));

  g_assert_cmpint (g_mkdir (folder, 0700), ==, 0);
  write_text (inside, "kept");
  folder_aside = balut_file_move_aside (folder, NULL, &error);
  g_assert_no_error (error);
  g_assert_true (store_test_is_aside_name (folder, folder_aside));
  inside_aside = g_build_filename (folder_aside, "inside", NULL);
  assert_text (inside_aside, "kept");
  g_assert_false (g_file_test (folder, G_FILE_TEST_EXISTS));
}

/* A companion that cannot be renamed (its new name is longer than the
 * file system allows, which stops root too): the file already moved is
 * put back, and the error is the rename's. */
static void
test_rolls_back (Fixture       *f,
                 gconstpointer  data)
{
  const char *why_not;
  g_autofree char *path = store_test_long_name (f->dir, 230, &why_not);
  g_autofree char *wal = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *aside = NULL;
  g_auto(GStrv) names = NULL;

  if (path == NULL)
    {
      g_test_skip (why_not);
      return;
    }

  wal = g_strconcat (path, "-wal", NULL);

  write_text (path, "database");
  write_text (wal, "log");

  aside = balut_file_move_aside (path, sqlite_companions, &error);
  g_assert_null (aside);
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_FILENAME_TOO_LONG);
  g_assert_cmpstr (error->message, ==, g_strerror (ENAMETOOLONG));

  assert_text (path, "database");
  assert_text (wal, "log");
  names = balut_test_list_dir (f->dir);
  g_assert_cmpuint (g_strv_length (names), ==, 2);
}

/* A folder that cannot be written: nothing moves, and the error says
 * why. */
static void
test_read_only_folder (Fixture       *f,
                       gconstpointer  data)
{
  const char *why_not;
  g_autoptr(GError) error = NULL;
  g_autofree char *aside = NULL;

  if (!balut_test_modes_apply (&why_not))
    {
      g_test_skip (why_not);
      return;
    }

  write_text (f->path, "database");
  g_assert_cmpint (g_chmod (f->dir, 0500), ==, 0);
  aside = balut_file_move_aside (f->path, sqlite_companions, &error);
  g_assert_cmpint (g_chmod (f->dir, 0700), ==, 0);

  g_assert_null (aside);
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_PERMISSION_DENIED);
  g_assert_cmpstr (error->message, ==, g_strerror (EACCES));
  assert_text (f->path, "database");
}

/* Nothing there (another process moved it first): NOT_FOUND, and
 * nothing is made. */
static void
test_nothing_there (Fixture       *f,
                    gconstpointer  data)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *aside = NULL;
  g_auto(GStrv) names = NULL;

  aside = balut_file_move_aside (f->path, sqlite_companions, &error);
  g_assert_null (aside);
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_NOT_FOUND);
  names = balut_test_list_dir (f->dir);
  g_assert_cmpuint (g_strv_length (names), ==, 0);
}

/* every name of the second */
static void
take_all_names (Fixture *f,
                guint    second)
{
  for (guint n = 1; n <= BALUT_FILE_ASIDE_MAX_NAMES; n++)
    {
      g_autofree char *name = name_at (f, second, n);

      store_test_write_file (name, "", 0);
    }
}

/* Every name of the second taken: EXISTS, saying how many, and the file
 * is where it was. */
static void
test_all_names_taken (Fixture       *f,
                      gconstpointer  data)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *aside = NULL;
  g_autofree char *count = g_strdup_printf ("%u files", BALUT_FILE_ASIDE_MAX_NAMES);
  g_auto(GStrv) names = NULL;
  guint n_seconds;

  n_seconds = take_seconds (f, take_all_names);
  write_text (f->path, "database");

  aside = balut_file_move_aside (f->path, NULL, &error);
  g_assert_null (aside);
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_EXISTS);
  g_test_message ("%s", error->message);
  g_assert_nonnull (strstr (error->message, count));
  g_assert_nonnull (strstr (error->message, f->path));

  assert_text (f->path, "database");
  names = balut_test_list_dir (f->dir);
  g_assert_cmpuint (g_strv_length (names), ==, n_seconds * BALUT_FILE_ASIDE_MAX_NAMES + 1);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

#define ADD(path, fn) \
  g_test_add ("/balut/storage/file-aside/" path, Fixture, NULL, fixture_set_up, fn, fixture_tear_down)

  ADD ("one-file", test_one_file);
  ADD ("never-overwrites", test_never_overwrites);
  ADD ("companions", test_companions);
  ADD ("companion-alone", test_companion_alone);
  ADD ("companion-name-taken", test_companion_name_taken);
  ADD ("link-and-folder", test_link_and_folder);
  ADD ("rolls-back", test_rolls_back);
  ADD ("read-only-folder", test_read_only_folder);
  ADD ("nothing-there", test_nothing_there);
  ADD ("all-names-taken", test_all_names_taken);

#undef ADD

  return g_test_run ();
}
