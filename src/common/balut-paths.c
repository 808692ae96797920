/* balut-paths.c — where Balut finds its translations and data, and its
 * command line
 *
 * SPDX-FileCopyrightText: 2026 The Balut developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Balut is relocatable: its translations and its settings schema are
 * looked for beside the running program first, in the same places
 * relative to it as in the installation it was built for (with the
 * default layout, PREFIX/bin/balut finds PREFIX/share/locale and
 * PREFIX/share/glib-2.0/schemas). So a Windows folder unpacked anywhere,
 * a .deb extracted into a folder, or an installation moved elsewhere
 * still speaks the player's language. Where that layout is not found,
 * the folders fixed at build time (LOCALEDIR) and GLib's schema search
 * apply.
 *
 * Run from its build tree (as build-aux/run.sh and the tests do), Balut
 * takes them from the build tree instead: po/ holds the compiled
 * translations (po/LANG/LC_MESSAGES/balut.mo) and data/ the compiled
 * schema, so that a player trying a fresh build sees it in their
 * language.
 *
 * The running program's own file name comes from the system: the module
 * file name on Windows, /proc/self/exe on Linux. Elsewhere it is not
 * known, and Balut is taken as installed where it was built to be.
 */

#include "config.h"

#include <glib/gi18n-lib.h>
#include <locale.h>
#include <string.h>

#ifdef G_OS_WIN32
#include <windows.h>
#endif

#include "balut-paths.h"

/* How many folders above the program the build tree's root may be
 * (src/balut-game, src/tools/balut-sim, tests/ui/test-window). */
#define MAX_BUILD_DEPTH 3

/* The running program's absolute file name, or NULL where the system
 * does not say. */
static char *
get_program_path (void)
{
#if defined(G_OS_WIN32)
  wchar_t buffer[32768];
  DWORD length = GetModuleFileNameW (NULL, buffer, G_N_ELEMENTS (buffer));

  if (length == 0 || length >= G_N_ELEMENTS (buffer))
    return NULL;
  return g_utf16_to_utf8 ((const gunichar2 *) buffer, length, NULL, NULL, NULL);
#elif defined(__linux__)
  return g_file_read_link ("/proc/self/exe", NULL);
#else
  return NULL;
#endif
}

static char *
find_build_root (const char *program)
{
  g_autofree char *dir = NULL;

  if (program == NULL)
    return NULL;

  dir = g_path_get_dirname (program);
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

/* The installation folder of @program: the folder above it when it sits
 * in the binary folder it was built for (BINDIR_RELATIVE, "bin"), else
 * NULL. */
static char *
find_prefix (const char *program)
{
#ifdef G_OS_WIN32
  /* GLib's answer: the folder of the program, or the one above when that
   * is bin\ or lib\ */
  return g_win32_get_package_installation_directory_of_module (NULL);
#else
  g_autofree char *dir = NULL;
  g_autofree char *base = NULL;

  if (program == NULL || g_path_is_absolute (BINDIR_RELATIVE)
      || strchr (BINDIR_RELATIVE, G_DIR_SEPARATOR) != NULL)
    return NULL;
  dir = g_path_get_dirname (program);
  base = g_path_get_basename (dir);
  if (strcmp (base, BINDIR_RELATIVE) != 0)
    return NULL;
  return g_path_get_dirname (dir);
#endif
}

typedef struct
{
  char *build_root;   /* nullable */
  char *prefix;       /* nullable */
} Places;

static const Places *
get_places (void)
{
  static Places places;
  static gsize done;

  if (g_once_init_enter (&done))
    {
      g_autofree char *program = get_program_path ();

      places.build_root = find_build_root (program);
      if (places.build_root == NULL)
        places.prefix = find_prefix (program);
      g_once_init_leave (&done, 1);
    }
  return &places;
}

/* @relative under the prefix Balut runs from, if that is a folder */
static char *
relocated (const char *relative)
{
  const char *prefix = get_places ()->prefix;
  g_autofree char *path = NULL;

  if (prefix == NULL || g_path_is_absolute (relative))
    return NULL;
  path = g_build_filename (prefix, relative, NULL);
  return g_file_test (path, G_FILE_TEST_IS_DIR) ? g_steal_pointer (&path) : NULL;
}

/* Where a folder of Balut's is: @in_build_tree under the build tree's
 * root when Balut runs from there, else @relative under the prefix
 * Balut runs from, else @configured (nullable) */
static char *
find_dir (const char *in_build_tree,
          const char *relative,
          const char *configured)
{
  const char *root = balut_paths_get_build_root ();
  char *dir;

  if (root != NULL)
    return g_build_filename (root, in_build_tree, NULL);
  dir = relocated (relative);
  return dir != NULL ? dir : g_strdup (configured);
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
  return get_places ()->build_root;
}

/**
 * balut_paths_get_prefix:
 *
 * Returns: (nullable): the installation folder Balut runs from (the
 *   folder above its bin/), found from the running program; %NULL when
 *   it runs from its build tree or the system does not say
 */
const char *
balut_paths_get_prefix (void)
{
  return get_places ()->prefix;
}

/**
 * balut_paths_get_locale_dir:
 *
 * Returns: where the compiled translations are: the build tree's po/,
 *   or share/locale beside the running program, or LOCALEDIR
 */
const char *
balut_paths_get_locale_dir (void)
{
  static char *dir;
  static gsize done;

  if (g_once_init_enter (&done))
    {
      dir = find_dir ("po", LOCALEDIR_RELATIVE, LOCALEDIR);
      g_once_init_leave (&done, 1);
    }
  return dir;
}

/**
 * balut_paths_get_schema_dir:
 *
 * Returns: (nullable): the folder of Balut's own compiled settings
 *   schema: the build tree's data/, or share/glib-2.0/schemas beside the
 *   running program; %NULL when GLib's search is all there is
 */
const char *
balut_paths_get_schema_dir (void)
{
  static char *dir;
  static gsize done;

  if (g_once_init_enter (&done))
    {
      dir = find_dir ("data", DATADIR_RELATIVE G_DIR_SEPARATOR_S "glib-2.0" G_DIR_SEPARATOR_S "schemas", NULL);
      g_once_init_leave (&done, 1);
    }
  return dir;
}

/**
 * balut_paths_file_for_arg:
 * @arg: a file named on the command line
 *
 * The file @arg names: a path (relative to the current folder), unless
 * it is a URI with "://" (file:///home/ana/game.json).
 * g_file_new_for_commandline_arg () took any "word:" for a URI scheme,
 * so "a:b.json" or "game:1.json" named no file at all.
 *
 * Returns: (transfer full): the file
 */
GFile *
balut_paths_file_for_arg (const char *arg)
{
  const char *scheme;

  g_return_val_if_fail (arg != NULL, NULL);

  scheme = g_uri_peek_scheme (arg);
  if (scheme != NULL && strstr (arg, "://") == arg + strlen (scheme))
    return g_file_new_for_uri (arg);
  return g_file_new_for_path (arg);
}

/**
 * balut_paths_get_module_dir:
 *
 * Where Balut's loadable modules are (the balut-svg module): src/ui/ of
 * the build tree when Balut runs from there, LIBDIR/balut beside the
 * running program (a moved installation, Windows), else the LIBDIR/balut
 * it was configured with.
 *
 * Returns: (transfer none): the folder
 */
const char *
balut_paths_get_module_dir (void)
{
  static char *dir;
  static gsize done;

  if (g_once_init_enter (&done))
    {
      dir = find_dir ("src" G_DIR_SEPARATOR_S "ui", MODULEDIR_RELATIVE, MODULEDIR);
      g_once_init_leave (&done, 1);
    }
  return dir;
}

/**
 * balut_paths_dup_data_file:
 * @name: a file name
 *
 * Where Balut keeps @name among the player's own data (the store of
 * finished games, the game in play): in $BALUT_DATA_DIR when that
 * variable is set and not empty (the tests), else in balut/ of the user
 * data directory (~/.local/share on Linux, %LOCALAPPDATA% on Windows).
 *
 * Returns: (transfer full): the file's path
 */
char *
balut_paths_dup_data_file (const char *name)
{
  const char *dir = g_getenv ("BALUT_DATA_DIR");

  g_return_val_if_fail (name != NULL, NULL);

  if (dir != NULL && *dir != '\0')
    return g_build_filename (dir, name, NULL);
  return g_build_filename (g_get_user_data_dir (), "balut", name, NULL);
}

/**
 * balut_paths_dup_cache_dir:
 * @name: a folder name
 *
 * Where Balut keeps @name among what it can make again (images drawn
 * once and kept to save time): in $BALUT_CACHE_DIR when that variable is
 * set and not empty (the tests), else in balut/ of the user cache
 * directory (~/.cache on Linux; on Windows the folder GLib gives,
 * g_get_user_cache_dir()). Nothing of the player's is ever kept there.
 *
 * Returns: (transfer full): the folder's path
 */
char *
balut_paths_dup_cache_dir (const char *name)
{
  const char *dir = g_getenv ("BALUT_CACHE_DIR");

  g_return_val_if_fail (name != NULL, NULL);

  if (dir != NULL && *dir != '\0')
    return g_build_filename (dir, name, NULL);
  return g_build_filename (g_get_user_cache_dir (), "balut", name, NULL);
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
  const char *dir = balut_paths_get_locale_dir ();

  setlocale (LC_ALL, "");
#if defined(G_OS_WIN32) && defined(LIBINTL_VERSION) && LIBINTL_VERSION >= 0x001500
  {
    /* libintl reads a char * folder in the ANSI code page, where an
     * installation under C:\Users\Søren\ is lost: give it UTF-16
     * (wbindtextdomain, gettext 0.21 and later) */
    g_autofree gunichar2 *wide = g_utf8_to_utf16 (dir, -1, NULL, NULL, NULL);

    if (wide != NULL)
      wbindtextdomain (GETTEXT_PACKAGE, (const wchar_t *) wide);
  }
#else
  bindtextdomain (GETTEXT_PACKAGE, dir);
#endif
  bind_textdomain_codeset (GETTEXT_PACKAGE, "UTF-8");
  textdomain (GETTEXT_PACKAGE);
}

/**
 * balut_paths_dup_arguments:
 * @argc: main()'s argument count
 * @argv: main()'s arguments
 *
 * The program's arguments in GLib's file name encoding, for
 * g_option_context_parse_strv(). On Windows they are read again from
 * the wide command line (g_win32_get_command_line()), since main()'s
 * argv holds them in the ANSI code page, where a file name in another
 * script is lost.
 *
 * Returns: (transfer full): the arguments, argv[0] first
 */
GStrv
balut_paths_dup_arguments (int    argc,
                           char **argv)
{
#ifdef G_OS_WIN32
  (void) argc;
  (void) argv;
  return g_win32_get_command_line ();
#else
  GStrv args = g_new0 (char *, argc + 1);

  for (int i = 0; i < argc; i++)
    args[i] = g_strdup (argv[i]);
  return args;
#endif
}
