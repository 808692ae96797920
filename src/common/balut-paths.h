/* balut-paths.h — where Balut finds its translations and data,
 * and its command line
 *
 * SPDX-FileCopyrightText: 2026 The Balut developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gio/gio.h>

G_BEGIN_DECLS

const char *balut_paths_get_build_root (void);
const char *balut_paths_get_prefix     (void);
const char *balut_paths_get_locale_dir (void);
const char *balut_paths_get_schema_dir (void);
char       *balut_paths_dup_data_file  (const char *name);
char       *balut_paths_dup_cache_dir  (const char *name);
const char *balut_paths_get_module_dir (void);
GFile      *balut_paths_file_for_arg   (const char *arg);
void        balut_paths_init_i18n      (void);
GStrv       balut_paths_dup_arguments  (int    argc,
                                        char **argv);

G_END_DECLS
