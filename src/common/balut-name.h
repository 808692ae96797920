/* balut-name.h — the rule of a name people give (a player, a team)
 *
 * SPDX-FileCopyrightText: 2026 The Balut developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <glib.h>

G_BEGIN_DECLS

#define BALUT_NAME_MAX_LENGTH 64   /* characters */

#define BALUT_NAME_ERROR (balut_name_error_quark ())

/* What breaks the rule, the first thing found: also the codes of
 * BALUT_NAME_ERROR */
typedef enum
{
  BALUT_NAME_PROBLEM_NOT_UTF8,         /* NULL, or not text in UTF-8 */
  BALUT_NAME_PROBLEM_CONTROL,          /* a control character: a line break, a tab, an escape */
  BALUT_NAME_PROBLEM_DISPLAY_CONTROL,  /* a character that reorders or breaks the text around it */
  BALUT_NAME_PROBLEM_LENGTH,           /* no visible character, or more than BALUT_NAME_MAX_LENGTH */
  BALUT_NAME_PROBLEM_NONE,
} BalutNameProblem;

GQuark            balut_name_error_quark   (void);

BalutNameProblem  balut_name_find_problem  (const char  *name,
                                            gunichar    *character);
gboolean          balut_name_check         (const char  *name,
                                            GError     **error);

G_END_DECLS
