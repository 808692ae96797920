/* balut-pad.c — the scoring pad's input: five dice thrown at the table,
 * as a player types them
 *
 * SPDX-FileCopyrightText: 2026 The Balut developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * "66625", "6 6 6 2 5" or "6,6,6,2,5": five faces 1–6, in any order (the
 * sheet scores the dice, not their order), with spaces, commas or dashes
 * between them if the player likes. Anything else is refused with what
 * is wrong, and nothing is taken.
 */

#include "config.h"

#include <string.h>

#include <glib/gi18n-lib.h>

#include "balut-pad.h"

G_DEFINE_QUARK (balut-pad-error-quark, balut_pad_error)

static gboolean
is_separator (gunichar c)
{
  return g_unichar_isspace (c) || c == ',' || c == '-' || c == '.' || c == ';' || c == '/';
}

/**
 * balut_pad_count_dice:
 * @text: what the player typed
 *
 * Returns: how many die faces (1–6) @text holds so far
 */
guint
balut_pad_count_dice (const char *text)
{
  guint n = 0;

  g_return_val_if_fail (text != NULL, 0);

  for (const char *p = text; *p != '\0'; p = g_utf8_next_char (p))
    if (*p >= '1' && *p <= '6')
      n++;
  return n;
}

/**
 * balut_pad_parse_dice:
 * @text: what the player typed, e.g. "66625"
 * @values: (out caller-allocates): the five dice
 *
 * Returns: whether @text is five dice; otherwise @error says what is
 *   wrong (#BalutPadError) and @values is left alone
 */
gboolean
balut_pad_parse_dice (const char  *text,
                      guint8       values[BALUT_N_DICE],
                      GError     **error)
{
  guint8 dice[BALUT_N_DICE];
  guint n = 0;

  g_return_val_if_fail (text != NULL, FALSE);
  g_return_val_if_fail (values != NULL, FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  if (!g_utf8_validate (text, -1, NULL))
    {
      g_set_error_literal (error, BALUT_PAD_ERROR, BALUT_PAD_ERROR_NOT_A_DIGIT,
                           _("Type the dice as digits 1 to 6, e.g. 66625."));
      return FALSE;
    }

  for (const char *p = text; *p != '\0'; p = g_utf8_next_char (p))
    {
      gunichar c = g_utf8_get_char (p);

      if (is_separator (c))
        continue;
      if (c >= '1' && c <= '6')
        {
          if (n < BALUT_N_DICE)
            dice[n] = (guint8) (c - '0');
          n++;
          continue;
        }
      if (c == '0' || (c >= '7' && c <= '9'))
        {
          /* Translators: the scoring pad refuses a typed digit, e.g.
           * "7 is not a die's face: each die shows 1 to 6." */
          g_set_error (error, BALUT_PAD_ERROR, BALUT_PAD_ERROR_NOT_A_FACE,
                       _("%c is not a die’s face: each die shows 1 to 6."), (char) c);
          return FALSE;
        }
      {
        char bad[8] = { 0 };

        g_unichar_to_utf8 (c, bad);
        /* Translators: the scoring pad refuses a typed letter or sign,
         * e.g. "“x” is not a die: type the dice as digits 1 to 6." */
        g_set_error (error, BALUT_PAD_ERROR, BALUT_PAD_ERROR_NOT_A_DIGIT,
                     _("“%s” is not a die: type the dice as digits 1 to 6."), bad);
        return FALSE;
      }
    }

  if (n == 0)
    {
      g_set_error_literal (error, BALUT_PAD_ERROR, BALUT_PAD_ERROR_EMPTY,
                           _("Type the five dice you threw, e.g. 66625."));
      return FALSE;
    }
  if (n < BALUT_N_DICE)
    {
      g_set_error (error, BALUT_PAD_ERROR, BALUT_PAD_ERROR_TOO_FEW,
                   /* Translators: the scoring pad: fewer than five dice typed */
                   g_dngettext (GETTEXT_PACKAGE,
                                "Only %u die: type all five.",
                                "Only %u dice: type all five.", n), n);
      return FALSE;
    }
  if (n > BALUT_N_DICE)
    {
      g_set_error (error, BALUT_PAD_ERROR, BALUT_PAD_ERROR_TOO_MANY,
                   /* Translators: the scoring pad: more than five dice typed */
                   _("%u dice: a throw has five."), n);
      return FALSE;
    }

  memcpy (values, dice, sizeof dice);
  return TRUE;
}
