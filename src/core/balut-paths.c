/* balut-paths.c — where Balut finds its translations and data
 *
 * SPDX-FileCopyrightText: 2026 The Balut developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * An installed Balut finds its translations in LOCALEDIR and its
 * settings schema where GLib looks. Run from its build tree (as
 * build-aux/run.sh and the tests do), it takes them from there instead:
 * the build tree's po/ holds the compiled translations
 * (po/LANG/LC_MESSAGES/balut.mo) and data/ the compiled schema, so that
 * a player trying a fresh build sees it in their language.
 */

#include "config.h"

#include <glib/gi18n-lib.h>
#include <locale.h>

#include "balut-paths.h"

/* How many folders above the program the build tree's root may be
 * (src/balut, src/tools/balut-sim, tests/ui/test-window). */
#define MAX_BUILD_DEPTH 3

static char *
find_build_root (void)
{
  g_autofree char *exe = g_file_read_link ("/proc/self/exe", NULL);
  g_autofree char *dir = NULL;

  if (exe == NULL)
    return NULL;   /* not Linux, or no /proc: taken as installed */

  dir = g_path_get_dirname (exe);
  for (guint depth = 0; depth < MAX_BUILD_DEPTH; depth++)
    {
      g_autofree char *marker = g_build_filename (dir, "meson-private", "coredata.dat", NULL);
      char *parent;

      if (g_file_test (marker, G_FILE_TEST_IS_REGULAR))
        return g_steal_pointer (&dir);
      parent = g_path_get_dirname (dir);
      g_free (dir);
      dir = parent;
    }
  return NULL;
}

/**
 * balut_paths_get_build_root:
 *
 * Returns: (nullable): the root of the meson build tree the running
 *   program was built in, when it runs from there; %NULL when installed
 */
const char *
balut_paths_get_build_root (void)
{
  static char *root;
  static gsize done;

  if (g_once_init_enter (&done))
    {
      root = find_build_root ();
      g_once_init_leave (&done, 1);
    }
  return root;
}

/**
 * balut_paths_get_locale_dir:
 *
 * Returns: where the compiled translations are (the build tree's po/
 *   when Balut runs from its build tree)
 */
const char *
balut_paths_get_locale_dir (void)
{
  static char *dir;
  static gsize done;

  if (g_once_init_enter (&done))
    {
      const char *root = balut_paths_get_build_root ();

      dir = root != NULL ? g_build_filename (root, "po", NULL) : g_strdup (LOCALEDIR);
      g_once_init_leave (&done, 1);
    }
  return dir;
}

/**
 * balut_paths_init_i18n:
 *
 * Sets the locale from the environment and binds Balut's text domain
 * (UTF-8), for the programs and for the tests that check translations.
 */
void
balut_paths_init_i18n (void)
{
  setlocale (LC_ALL, "");
  bindtextdomain (GETTEXT_PACKAGE, balut_paths_get_locale_dir ());
  bind_textdomain_codeset (GETTEXT_PACKAGE, "UTF-8");
  textdomain (GETTEXT_PACKAGE);
}
