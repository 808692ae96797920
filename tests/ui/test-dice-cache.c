/* test-dice-cache.c — the dice images kept on disk, and a start that
 * runs no librsvg
 *
 * SPDX-FileCopyrightText: 2026 The Balut developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The dice are drawn from SVG with librsvg once per size and kept as PNG
 * files in the cache folder (balut-die-textures.c); a later start at a
 * size drawn before reads them, and the window's icon is a PNG too, so
 * that librsvg's code never runs (docs/performance.md). Each test has a
 * cache folder of its own (BALUT_CACHE_DIR, emptied between tests).
 */

#include "config.h"

#include <glib/gstdio.h>
#include <string.h>
#ifdef G_OS_UNIX
#include <utime.h>
#else
#include <sys/utime.h>
#endif

#include "balut-die-textures.h"
#include "ui-test-utils.h"

#define SIZE 64

static char *
cache_dir (void)
{
  return g_build_filename (g_getenv ("BALUT_CACHE_DIR"), "dice", NULL);
}

static void
empty_cache (void)
{
  g_autofree char *dir_path = cache_dir ();
  g_autoptr(GDir) dir = g_dir_open (dir_path, 0, NULL);
  const char *name;

  if (dir == NULL)
    return;
  while ((name = g_dir_read_name (dir)) != NULL)
    {
      g_autofree char *path = g_build_filename (dir_path, name, NULL);

      g_assert_cmpint (g_remove (path), ==, 0);
    }
}

static int
compare_names (gconstpointer a,
               gconstpointer b)
{
  return g_strcmp0 (*(const char * const *) a, *(const char * const *) b);
}

/* The cached files' names, sorted */
static GPtrArray *
list_cache (void)
{
  g_autofree char *dir_path = cache_dir ();
  g_autoptr(GDir) dir = g_dir_open (dir_path, 0, NULL);
  GPtrArray *names = g_ptr_array_new_with_free_func (g_free);
  const char *name;

  if (dir != NULL)
    while ((name = g_dir_read_name (dir)) != NULL)
      g_ptr_array_add (names, g_strdup (name));
  g_ptr_array_sort (names, compare_names);

  return names;
}

/* The path of the one cached file of @kind (0 the shadow, 1–6 a face) at
 * @size, or NULL */
static char *
find_cached (guint kind,
             int   size)
{
  g_autoptr(GPtrArray) names = list_cache ();
  g_autofree char *suffix = g_strdup_printf ("-%u-%d.png", kind, size);
  g_autofree char *dir = cache_dir ();
  char *found = NULL;

  for (guint i = 0; i < names->len; i++)
    if (g_str_has_suffix (g_ptr_array_index (names, i), suffix))
      {
        g_assert_null (found);
        found = g_build_filename (dir, g_ptr_array_index (names, i), NULL);
      }
  return found;
}

/* Every image of @size asked for: the six faces and the shadow */
static void
ask_all (BalutDieTextures *textures,
         int               size)
{
  for (guint face = 1; face <= 6; face++)
    g_assert_nonnull (balut_die_textures_get_face (textures, face, size));
  g_assert_nonnull (balut_die_textures_get_shadow (textures, size));
}

static guchar *
download (GdkTexture *texture)
{
  int width = gdk_texture_get_width (texture);
  int height = gdk_texture_get_height (texture);
  guchar *pixels = g_malloc ((gsize) width * height * 4);

  gdk_texture_download (texture, pixels, (gsize) width * 4);
  return pixels;
}

/* The largest difference of one channel between two textures of the
 * same size (PNG stores the colours unpremultiplied: a pixel that is
 * partly transparent may come back one step off) */
static int
max_difference (GdkTexture *a,
                GdkTexture *b)
{
  g_autofree guchar *pa = NULL;
  g_autofree guchar *pb = NULL;
  gsize n;
  int worst = 0;

  g_assert_cmpint (gdk_texture_get_width (a), ==, gdk_texture_get_width (b));
  g_assert_cmpint (gdk_texture_get_height (a), ==, gdk_texture_get_height (b));
  pa = download (a);
  pb = download (b);
  n = (gsize) gdk_texture_get_width (a) * gdk_texture_get_height (a) * 4;
  for (gsize i = 0; i < n; i++)
    worst = MAX (worst, ABS ((int) pa[i] - (int) pb[i]));
  return worst;
}

/* A cold cache draws the seven images with librsvg and keeps them (here
 * when the last user lets them go); a warm one reads them back, the same
 * pixels, and runs no librsvg. */
static void
test_kept_and_read_back (void)
{
  g_autoptr(BalutDieTextures) cold = NULL;
  g_autoptr(BalutDieTextures) warm = NULL;
  g_autoptr(GPtrArray) names = NULL;
  g_autoptr(GPtrArray) kept = g_ptr_array_new_with_free_func (g_object_unref);

  empty_cache ();
  cold = g_object_new (BALUT_TYPE_DIE_TEXTURES, NULL);
  ask_all (cold, SIZE);
  g_assert_cmpuint (balut_die_textures_get_n_rendered (cold), ==, 7);
  g_assert_cmpuint (balut_die_textures_get_n_loaded (cold), ==, 0);
  /* asked again: from memory */
  ask_all (cold, SIZE);
  g_assert_cmpuint (balut_die_textures_get_n_rendered (cold), ==, 7);
  for (guint face = 1; face <= 6; face++)
    g_ptr_array_add (kept, g_object_ref (balut_die_textures_get_face (cold, face, SIZE)));
  g_ptr_array_add (kept, g_object_ref (balut_die_textures_get_shadow (cold, SIZE)));
  g_clear_object (&cold);

  names = list_cache ();
  g_assert_cmpuint (names->len, ==, 7);
  for (guint kind = 0; kind < 7; kind++)
    {
      g_autofree char *path = find_cached (kind, SIZE);
      GStatBuf st;

      g_assert_nonnull (path);
      g_assert_cmpint (g_stat (path, &st), ==, 0);
#ifdef G_OS_UNIX
      g_assert_cmpint (st.st_mode & 0777, ==, 0600);
#endif
    }

  warm = g_object_new (BALUT_TYPE_DIE_TEXTURES, NULL);
  ask_all (warm, SIZE);
  g_assert_cmpuint (balut_die_textures_get_n_rendered (warm), ==, 0);
  g_assert_cmpuint (balut_die_textures_get_n_loaded (warm), ==, 7);
  for (guint face = 1; face <= 6; face++)
    g_assert_cmpint (max_difference (g_ptr_array_index (kept, face - 1),
                                     balut_die_textures_get_face (warm, face, SIZE)), <=, 1);
  g_assert_cmpint (gdk_texture_get_width (balut_die_textures_get_shadow (warm, SIZE)), >, SIZE);
  g_assert_cmpint (max_difference (g_ptr_array_index (kept, 6),
                                   balut_die_textures_get_shadow (warm, SIZE)), <=, 1);
}

static gboolean
cached_exists (gpointer data)
{
  const int *size = data;
  g_autofree char *path = find_cached (1, *size);

  return path != NULL;
}

/* While Balut runs, a size shown for 2 s is saved on a worker thread;
 * the sizes a resize passes through are not. */
static void
test_saved_after_a_pause (void)
{
  g_autoptr(BalutDieTextures) textures = NULL;
  g_autoptr(GPtrArray) names = NULL;
  int size = 50;
  double waited;

  empty_cache ();
  textures = g_object_new (BALUT_TYPE_DIE_TEXTURES, NULL);
  balut_die_textures_get_face (textures, 1, 40);
  balut_die_textures_get_face (textures, 1, 45);
  balut_die_textures_get_face (textures, 1, size);
  waited = ui_test_wait_until (cached_exists, &size, 10000, "the size shown to be saved");
  /* not before the pause */
  g_assert_cmpfloat (waited, >=, 1500);
  /* the file is whole once it has its name (written aside, then renamed) */
  {
    g_autofree char *path = find_cached (1, size);
    cairo_surface_t *surface = cairo_image_surface_create_from_png (path);

    g_assert_cmpint (cairo_surface_status (surface), ==, CAIRO_STATUS_SUCCESS);
    g_assert_cmpint (cairo_image_surface_get_width (surface), ==, size);
    cairo_surface_destroy (surface);
  }
  names = list_cache ();
  g_assert_cmpuint (names->len, ==, 1);
  g_assert_null (find_cached (1, 40));
  g_assert_null (find_cached (1, 45));
  g_assert_cmpuint (balut_die_textures_get_n_rendered (textures), ==, 3);
}

/* A cached file that is not a PNG, or not one of that size, is drawn
 * again and replaced; nothing fails. */
static void
test_bad_files_drawn_again (void)
{
  g_autoptr(BalutDieTextures) first = NULL;
  g_autoptr(BalutDieTextures) second = NULL;
  g_autoptr(BalutDieTextures) third = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *face3 = NULL;
  g_autofree char *face5 = NULL;
  g_autofree char *shadow = NULL;
  g_autofree char *small = NULL;
  g_autofree char *contents = NULL;
  gsize length;

  empty_cache ();
  first = g_object_new (BALUT_TYPE_DIE_TEXTURES, NULL);
  ask_all (first, SIZE);
  balut_die_textures_get_face (first, 1, SIZE / 2);   /* a passing size */
  ask_all (first, SIZE);
  g_clear_object (&first);
  /* only the size shown last is kept */
  g_assert_null (find_cached (1, SIZE / 2));

  face3 = find_cached (3, SIZE);
  face5 = find_cached (5, SIZE);
  shadow = find_cached (0, SIZE);
  g_assert_nonnull (face3);
  g_assert_nonnull (face5);
  g_assert_nonnull (shadow);
  /* not a PNG; a PNG cut short; a PNG of another size */
  g_file_set_contents (face3, "not a picture\n", -1, &error);
  g_assert_no_error (error);
  g_file_get_contents (face5, &contents, &length, &error);
  g_assert_no_error (error);
  g_file_set_contents (face5, contents, length / 2, &error);
  g_assert_no_error (error);
  g_clear_pointer (&contents, g_free);
  small = g_build_filename (g_getenv ("G_TEST_SRCDIR"), "..", "icons", "hicolor", "48x48", "apps",
                            "io.github.balut.Balut.png", NULL);
  g_file_get_contents (small, &contents, &length, &error);
  g_assert_no_error (error);
  g_file_set_contents (shadow, contents, length, &error);
  g_assert_no_error (error);

  second = g_object_new (BALUT_TYPE_DIE_TEXTURES, NULL);
  ask_all (second, SIZE);
  g_assert_cmpuint (balut_die_textures_get_n_rendered (second), ==, 3);
  g_assert_cmpuint (balut_die_textures_get_n_loaded (second), ==, 4);
  g_assert_cmpint (gdk_texture_get_width (balut_die_textures_get_face (second, 3, SIZE)), ==, SIZE);
  g_clear_object (&second);

  /* replaced: all seven read now */
  third = g_object_new (BALUT_TYPE_DIE_TEXTURES, NULL);
  ask_all (third, SIZE);
  g_assert_cmpuint (balut_die_textures_get_n_rendered (third), ==, 0);
  g_assert_cmpuint (balut_die_textures_get_n_loaded (third), ==, 7);
}

static void
set_age (const char *path,
         gint64      seconds_ago)
{
  GStatBuf st;
  struct utimbuf times;

  g_assert_cmpint (g_stat (path, &st), ==, 0);
  times.actime = (time_t) (g_get_real_time () / G_USEC_PER_SEC - seconds_ago);
  times.modtime = times.actime;
  g_assert_cmpint (g_utime (path, &times), ==, 0);
}

/* The folder keeps the four sizes saved last, and nothing of another
 * artwork; a temporary that a save cut short goes once it is old. */
static void
test_folder_bounded (void)
{
  static const int sizes[] = { 40, 50, 60, 70, 80, 90 };
  g_autoptr(GPtrArray) names = NULL;
  g_autofree char *dir = cache_dir ();
  g_autofree char *other = g_build_filename (dir, "die-0123456789abcdef-1-64.png", NULL);
  g_autofree char *old_temporary = NULL;
  g_autofree char *new_temporary = NULL;
  g_autofree char *unrelated = g_build_filename (dir, "notes.txt", NULL);
  g_autoptr(GError) error = NULL;

  empty_cache ();
  for (guint i = 0; i < G_N_ELEMENTS (sizes); i++)
    {
      g_autoptr(BalutDieTextures) textures = g_object_new (BALUT_TYPE_DIE_TEXTURES, NULL);

      balut_die_textures_get_face (textures, 2, sizes[i]);
      g_clear_object (&textures);
      /* older sizes are older files */
      for (guint j = 0; j <= i; j++)
        {
          g_autofree char *path = find_cached (2, sizes[j]);

          if (path != NULL)
            set_age (path, 100 * (gint64) (i - j + 1));
        }
    }

  for (guint i = 0; i < G_N_ELEMENTS (sizes); i++)
    {
      g_autofree char *path = find_cached (2, sizes[i]);

      if (i < 2)
        g_assert_null (path);
      else
        g_assert_nonnull (path);
    }

  /* another artwork's image, temporaries, a file not of Balut's */
  {
    g_autofree char *kept = find_cached (2, 90);
    g_autofree char *base = g_path_get_basename (kept);

    old_temporary = g_strdup_printf ("%s.AB12CD", kept);
    new_temporary = g_strdup_printf ("%s.EF34GH", kept);
    g_assert_true (g_str_has_prefix (base, "die-"));
  }
  g_file_set_contents (other, "x", -1, &error);
  g_assert_no_error (error);
  g_file_set_contents (old_temporary, "x", -1, &error);
  g_assert_no_error (error);
  set_age (old_temporary, 3600);
  g_file_set_contents (new_temporary, "x", -1, &error);
  g_assert_no_error (error);
  g_file_set_contents (unrelated, "x", -1, &error);
  g_assert_no_error (error);

  {
    g_autoptr(BalutDieTextures) textures = g_object_new (BALUT_TYPE_DIE_TEXTURES, NULL);

    balut_die_textures_get_face (textures, 4, 90);
  }

  g_assert_false (g_file_test (other, G_FILE_TEST_EXISTS));
  g_assert_false (g_file_test (old_temporary, G_FILE_TEST_EXISTS));
  g_assert_true (g_file_test (new_temporary, G_FILE_TEST_EXISTS));
  g_assert_true (g_file_test (unrelated, G_FILE_TEST_EXISTS));
  names = list_cache ();
  /* sizes 60–90 of face 2, face 4 at 90, the new temporary, notes.txt */
  g_assert_cmpuint (names->len, ==, 7);
}

/* The cache folder cannot be made (a file is in its way): the dice are
 * drawn as ever, and nothing is said but a debug message. */
static void
test_unwritable_folder (void)
{
  g_autofree char *old = g_strdup (g_getenv ("BALUT_CACHE_DIR"));
  g_autofree char *blocked = g_build_filename (old, "blocked", NULL);
  g_autofree char *in_the_way = g_build_filename (blocked, "dice", NULL);
  g_autoptr(GError) error = NULL;

  g_assert_cmpint (g_mkdir_with_parents (blocked, 0700), ==, 0);
  g_file_set_contents (in_the_way, "a file, not a folder", -1, &error);
  g_assert_no_error (error);
  g_setenv ("BALUT_CACHE_DIR", blocked, TRUE);

  for (int round = 0; round < 2; round++)
    {
      g_autoptr(BalutDieTextures) textures = g_object_new (BALUT_TYPE_DIE_TEXTURES, NULL);

      ask_all (textures, SIZE);
      g_assert_cmpuint (balut_die_textures_get_n_rendered (textures), ==, 7);
    }

  g_setenv ("BALUT_CACHE_DIR", old, TRUE);
}

#ifdef __linux__
/* Whether a library whose file name has @part is mapped in this process */
static gboolean
is_loaded (const char *part)
{
  g_autofree char *maps = NULL;

  g_assert_true (g_file_get_contents ("/proc/self/maps", &maps, NULL, NULL));
  return strstr (maps, part) != NULL;
}
#endif

/* The window, opened a second time at the same size, takes its dice
 * from the disk and its icon from the PNG: nothing is drawn from SVG.
 * (The first window of this process loaded librsvg to draw its dice;
 * that a later start does not load it at all is checked with the
 * program itself, second-start-loads-no-librsvg.) */
static void
test_window_reopened_draws_no_svg (void)
{
  BalutWindow *window;
  g_autoptr(BalutDieTextures) textures = NULL;

  empty_cache ();
  window = ui_test_open_window ();
  ui_test_wait_for_frame (GTK_WIDGET (window));
  textures = balut_die_textures_dup_default ();
  /* the five dice shown, and their shadow */
  g_assert_cmpuint (balut_die_textures_get_n_rendered (textures), >=, 2);
  g_clear_object (&textures);
  ui_test_close_window (window);
  {
    g_autoptr(GPtrArray) names = list_cache ();

    /* kept when the window closed */
    g_assert_cmpuint (names->len, >=, 2);
  }

  window = ui_test_open_window ();
  ui_test_wait_for_frame (GTK_WIDGET (window));
  ui_test_wait_for_frame (GTK_WIDGET (window));
  textures = balut_die_textures_dup_default ();
  g_assert_cmpuint (balut_die_textures_get_n_rendered (textures), ==, 0);
  g_assert_cmpuint (balut_die_textures_get_n_loaded (textures), >=, 2);
#ifdef __linux__
  /* GTK draws a window icon from SVG through gdk-pixbuf's SVG loader */
  g_assert_false (is_loaded ("libpixbufloader-svg"));
#endif
  g_clear_object (&textures);
  ui_test_close_window (window);
}

#if defined(__linux__) && defined(__GLIBC__)
typedef struct {
  gboolean done;
  char    *output;
} Run;

static void
communicated_cb (GObject      *source,
                 GAsyncResult *result,
                 gpointer      user_data)
{
  Run *run = user_data;
  g_autoptr(GError) error = NULL;

  g_subprocess_communicate_utf8_finish (G_SUBPROCESS (source), result, &run->output, NULL, &error);
  g_assert_no_error (error);
  run->done = TRUE;
}

static gboolean
run_done (gpointer data)
{
  return ((Run *) data)->done;
}

/* Runs balut until its first frame (BALUT_REPORT_FIRST_FRAME: it quits
 * then) with the dynamic linker saying which files it loads (glibc's
 * LD_DEBUG=files); returns that output */
static char *
run_balut_to_first_frame (const char *folder)
{
  g_autoptr(GSubprocessLauncher) launcher = g_subprocess_launcher_new (G_SUBPROCESS_FLAGS_STDOUT_PIPE
                                                                       | G_SUBPROCESS_FLAGS_STDERR_MERGE);
  g_autoptr(GSubprocess) process = NULL;
  g_autofree char *cache = g_build_filename (folder, "cache", NULL);
  g_autofree char *data = g_build_filename (folder, "data", NULL);
  g_autoptr(GError) error = NULL;
  Run run = { FALSE, NULL };

  g_subprocess_launcher_setenv (launcher, "BALUT_CACHE_DIR", cache, TRUE);
  g_subprocess_launcher_setenv (launcher, "BALUT_DATA_DIR", data, TRUE);
  g_subprocess_launcher_setenv (launcher, "BALUT_REPORT_FIRST_FRAME", "1", TRUE);
  g_subprocess_launcher_setenv (launcher, "LD_DEBUG", "files", TRUE);
  process = g_subprocess_launcher_spawn (launcher, &error, g_getenv ("BALUT_BIN"), NULL);
  g_assert_no_error (error);
  g_subprocess_communicate_utf8_async (process, NULL, NULL, communicated_cb, &run);
  ui_test_wait_until (run_done, &run, 60000, "balut to draw its first frame and quit");
  g_assert_true (g_subprocess_get_if_exited (process));
  g_assert_cmpint (g_subprocess_get_exit_status (process), ==, 0);
  g_assert_nonnull (strstr (run.output, "first-frame-ms "));

  return run.output;
}

/* The program itself, started twice with one cache: the first start
 * draws the dice with librsvg (it loads the balut-svg module, and the
 * module librsvg) and keeps them as it quits; the second finds them and
 * loads neither. */
static void
test_second_start_loads_no_librsvg (void)
{
  g_autoptr(GError) error = NULL;
  /* in the test's own folder, removed when it exits */
  g_autofree char *folder = g_build_filename (g_getenv ("BALUT_DATA_DIR"), "second-start", NULL);
  g_autofree char *first = NULL;
  g_autofree char *second = NULL;
  g_autofree char *dice = NULL;
  g_autoptr(GDir) dir = NULL;
  guint n_files = 0;

  g_assert_cmpint (g_mkdir_with_parents (folder, 0700), ==, 0);
  g_assert_nonnull (g_getenv ("BALUT_BIN"));

  first = run_balut_to_first_frame (folder);
  g_assert_nonnull (strstr (first, "balut-svg.so"));
  g_assert_nonnull (strstr (first, "librsvg-2.so"));
  dice = g_build_filename (folder, "cache", "dice", NULL);
  dir = g_dir_open (dice, 0, &error);
  g_assert_no_error (error);
  while (g_dir_read_name (dir) != NULL)
    n_files++;
  /* a shadow and the faces shown */
  g_assert_cmpuint (n_files, >=, 2);

  second = run_balut_to_first_frame (folder);
  g_assert_null (strstr (second, "balut-svg.so"));
  g_assert_null (strstr (second, "librsvg"));
  g_assert_null (strstr (second, "libpixbufloader-svg"));
  /* the check sees what is loaded: GTK's own libraries are there */
  g_assert_nonnull (strstr (second, "libgtk-4.so"));
}
#endif

int
main (int   argc,
      char *argv[])
{
  ui_test_init (&argc, &argv);

  /* first: no SVG icon may have been loaded by an earlier test */
  g_test_add_func ("/balut/ui/dice-cache/window-reopened-draws-no-svg", test_window_reopened_draws_no_svg);
  g_test_add_func ("/balut/ui/dice-cache/kept-and-read-back", test_kept_and_read_back);
  g_test_add_func ("/balut/ui/dice-cache/saved-after-a-pause", test_saved_after_a_pause);
  g_test_add_func ("/balut/ui/dice-cache/bad-files-drawn-again", test_bad_files_drawn_again);
  g_test_add_func ("/balut/ui/dice-cache/folder-bounded", test_folder_bounded);
  g_test_add_func ("/balut/ui/dice-cache/unwritable-folder", test_unwritable_folder);
#if defined(__linux__) && defined(__GLIBC__)
  g_test_add_func ("/balut/ui/dice-cache/second-start-loads-no-librsvg", test_second_start_loads_no_librsvg);
#endif

  return g_test_run ();
}
