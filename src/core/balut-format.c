/* balut-format.c — numbers as the sheets show them
 *
 * SPDX-FileCopyrightText: 2026 The Balut developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <math.h>

#include "balut-format.h"

/* "+2", "0", "−4": points that add to the final points, with a real
 * minus sign (U+2212), as on the paper sheet. */
char *
balut_format_points (gint points)
{
  if (points > 0)
    return g_strdup_printf ("+%d", points);
  return balut_format_number (points);
}

/* "17", "0", "−2" */
char *
balut_format_number (gint number)
{
  if (number < 0)
    return g_strdup_printf ("−%d", -number);
  return g_strdup_printf ("%d", number);
}

/* "11.8", "0.0", "−2.5": one decimal (the locale's decimal mark), the
 * same real minus sign; never "−0.0" */
char *
balut_format_decimal (double number)
{
  return balut_format_decimal_places (number, 1);
}

/* The same with @places decimals (0 … 3): "11.84" with 2. */
char *
balut_format_decimal_places (double number,
                             guint  places)
{
  double scale, rounded;

  g_return_val_if_fail (places <= 3, NULL);

  scale = pow (10, places);
  rounded = round (number * scale) / scale;
  if (rounded < 0)
    return g_strdup_printf ("−%.*f", (int) places, -rounded);
  return g_strdup_printf ("%.*f", (int) places, fabs (rounded));
}
