/* balut-name.c — the rule of a name people give (a player, a team)
 *
 * SPDX-FileCopyrightText: 2026 The Balut developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * One rule for every name of both games, typed in a window or on the
 * command line or read from a record: a name is shown in lists, on
 * sheets and in messages, beside points, so it must show as itself and
 * leave the text around it as it was. balut_name_find_problem () is the
 * rule; balut_name_check () says it in the words of a name as typed.
 * Record readers say it with the record's key instead
 * (balut_record_io_read_name ()).
 */

#include "config.h"

#include <glib/gi18n-lib.h>

#include "balut-format.h"
#include "balut-name.h"

G_DEFINE_QUARK (balut-name-error-quark, balut_name_error)

/**
 * balut_name_find_problem:
 * @name: a name as typed or read from a record
 * @character: (out) (optional): the character at fault, for
 *   %BALUT_NAME_PROBLEM_CONTROL and %BALUT_NAME_PROBLEM_DISPLAY_CONTROL
 *
 * Whether @name may be a name: UTF-8, 1 to %BALUT_NAME_MAX_LENGTH
 * characters, at least one of them visible (not only spaces, zero-width
 * or blank characters), and no character that changes how the text
 * around it shows: no control (line break, tab, escape), no
 * bidirectional control (U+202E would make "Ana" and the points after it
 * read backwards in a list), no line separator
 * (balut_format_is_display_control ()).
 *
 * Returns: %BALUT_NAME_PROBLEM_NONE, or the first problem found
 */
BalutNameProblem
balut_name_find_problem (const char *name,
                         gunichar   *character)
{
  gboolean visible = FALSE;

  if (name == NULL || !g_utf8_validate (name, -1, NULL))
    return BALUT_NAME_PROBLEM_NOT_UTF8;

  for (const char *p = name; *p != '\0'; p = g_utf8_next_char (p))
    {
      gunichar c = g_utf8_get_char (p);

      if (g_unichar_iscntrl (c) || balut_format_is_display_control (c))
        {
          if (character != NULL)
            *character = c;
          return g_unichar_iscntrl (c) ? BALUT_NAME_PROBLEM_CONTROL : BALUT_NAME_PROBLEM_DISPLAY_CONTROL;
        }
      visible |= balut_format_is_visible (c);
    }

  if (!visible || g_utf8_strlen (name, -1) > BALUT_NAME_MAX_LENGTH)
    return BALUT_NAME_PROBLEM_LENGTH;
  return BALUT_NAME_PROBLEM_NONE;
}

/**
 * balut_name_check:
 * @name: a player's name as typed
 *
 * balut_name_find_problem (), said for a player's name as typed (in the
 * window, on the command line).
 *
 * Returns: whether @name may be a name; else @error (%BALUT_NAME_ERROR,
 *   the problem as its code) says why
 */
gboolean
balut_name_check (const char  *name,
                  GError     **error)
{
  gunichar c = 0;
  BalutNameProblem problem;

  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  problem = balut_name_find_problem (name, &c);
  switch (problem)
    {
    case BALUT_NAME_PROBLEM_NONE:
      return TRUE;
    case BALUT_NAME_PROBLEM_NOT_UTF8:
      g_set_error_literal (error, BALUT_NAME_ERROR, problem, _("A player’s name must be text in UTF-8"));
      break;
    case BALUT_NAME_PROBLEM_CONTROL:
      g_set_error_literal (error, BALUT_NAME_ERROR, problem,
                           _("A player’s name cannot hold control characters (line breaks, tabs, escapes)"));
      break;
    case BALUT_NAME_PROBLEM_DISPLAY_CONTROL:
      /* Translators: %04X is the character's code, e.g. 202E */
      g_set_error (error, BALUT_NAME_ERROR, problem,
                   _("A player’s name cannot hold U+%04X, an invisible character that reorders or breaks the text around it"),
                   c);
      break;
    case BALUT_NAME_PROBLEM_LENGTH:
    default:
      g_set_error (error, BALUT_NAME_ERROR, problem,
                   _("A player’s name must have 1 to %u characters, not only spaces or invisible ones"),
                   BALUT_NAME_MAX_LENGTH);
      break;
    }
  return FALSE;
}
