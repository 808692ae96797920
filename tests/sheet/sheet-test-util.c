/* sheet-test-util.c — whole games for the sheet tests, and the checks of
 * a page's layout that Balut's and Belote's sheet tests share
 *
 * SPDX-FileCopyrightText: 2026 The Balut developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "sheet-test-util.h"

#include <string.h>

#include "balut-test-util.h"
#include "balut-simple-player.h"

static gboolean
first_legal_box (BalutScoresheet *sheet,
                 BalutBox        *box)
{
  for (guint c = 0; c < BALUT_N_CATEGORIES; c++)
    for (guint b = 0; b < BALUT_N_COLUMNS; b++)
      if (balut_scoresheet_has_box (sheet, c, b) && balut_scoresheet_is_legal (sheet, c, b))
        {
          box->category = c;
          box->box = b;
          return TRUE;
        }
  return FALSE;
}

BalutGame *
sheet_test_play_game (BalutVariant        variant,
                      guint               n_players,
                      guint64             seed,
                      const char * const *names)
{
  BalutGame *game = balut_game_new (variant, seed);
  gboolean at_end = names == NULL;

  for (guint p = 0; p < n_players; p++)
    {
      g_autofree char *fallback = g_strdup_printf ("Player %u", p + 1);

      if (!at_end && names[p] == NULL)
        at_end = TRUE;
      balut_test_add_player (game, at_end ? fallback : names[p], BALUT_PLAYER_HUMAN);
    }

  /* at most 34 turns a player (R3, J1): a move the game refuses fails
   * the test but, when assertions are not fatal, does not end the loop */
  for (guint turn = 0; !balut_game_is_finished (game); turn++)
    {
      BalutPlayer *player = balut_game_get_player (game, balut_game_get_current_player (game));
      BalutScoresheet *sheet = balut_player_get_sheet (player);
      guint8 dice[BALUT_N_DICE];
      gboolean held[BALUT_N_DICE];
      BalutBox box;

      if (turn > n_players * (BALUT_N_CATEGORIES * BALUT_N_COLUMNS))
        {
          g_test_fail_printf ("the game of seed %" G_GUINT64_FORMAT " does not end", seed);
          break;
        }
      balut_test_roll (game);
      if (balut_game_get_current_player (game) % 2 == 1)
        {
          /* the careless seat: the first throw, into the first free box */
          if (!first_legal_box (sheet, &box))
            {
              g_test_fail_printf ("no free box in an unfinished game");
              break;
            }
          balut_test_enter (game, box.category, box.box);
          continue;
        }
      /* R1, O2: more throws while the turn has them */
      for (guint throw = 1; ; throw++)
        {
          balut_dice_get_values (balut_game_get_dice (game), dice);
          if (throw >= BALUT_MAX_THROWS || balut_game_get_throws_left (game) == 0
              || !balut_simple_player_choose_holds (sheet, dice, held))
            break;
          for (guint i = 0; i < BALUT_N_DICE; i++)
            balut_test_set_held (game, i, held[i]);
          balut_test_roll (game);
        }
      if (!balut_simple_player_choose_box (sheet, dice, &box))
        {
          g_test_fail_printf ("the simple player finds no box in an unfinished game");
          break;
        }
      balut_test_enter (game, box.category, box.box);
    }

  return game;
}

char *
sheet_test_format_number (gint number)
{
  if (number < 0)
    return g_strdup_printf ("\xe2\x88\x92%d", -number);   /* U+2212 MINUS SIGN */
  return g_strdup_printf ("%d", number);
}

char *
sheet_test_format_points (gint points)
{
  if (points > 0)
    return g_strdup_printf ("+%d", points);
  return sheet_test_format_number (points);
}

/* ------------------------------------------------- the page's fitting */

/* How far ink may stray outside its box: antialiasing, rounding */
#define INK_SLACK   0.5
/* Most printers cannot print the outer quarter inch: nothing may be
 * placed there (the renderers' own margin is 10 mm). */
#define PRINTABLE_MARGIN (0.25 * 72.0)

static void
text_describe (GString              *out,
               const BalutSheetText *t)
{
  g_string_append_printf (out, "“%s” box %.2f,%.2f %.2f×%.2f ink %.2f,%.2f %.2f×%.2f",
                          t->text, t->box_x, t->box_y, t->box_width, t->box_height,
                          t->ink_x, t->ink_y, t->ink_width, t->ink_height);
}

gboolean
sheet_test_ink_inside_box (const BalutSheetText *t)
{
  return t->ink_x >= t->box_x - INK_SLACK
         && t->ink_y >= t->box_y - INK_SLACK
         && t->ink_x + t->ink_width <= t->box_x + t->box_width + INK_SLACK
         && t->ink_y + t->ink_height <= t->box_y + t->box_height + INK_SLACK;
}

/* Whether two rectangles share an area (touching edges do not count) */
static gboolean
rects_overlap (double ax, double ay, double aw, double ah,
               double bx, double by, double bw, double bh)
{
  double w = MIN (ax + aw, bx + bw) - MAX (ax, bx);
  double h = MIN (ay + ah, by + bh) - MAX (ay, by);

  return w > 0.01 && h > 0.01;
}

static gboolean
box_contains (const BalutSheetText *outer,
              const BalutSheetText *inner)
{
  return inner->box_x >= outer->box_x - 0.01
         && inner->box_y >= outer->box_y - 0.01
         && inner->box_x + inner->box_width <= outer->box_x + outer->box_width + 0.01
         && inner->box_y + inner->box_height <= outer->box_y + outer->box_height + 0.01;
}

guint
sheet_test_check_page_fitting (GPtrArray *texts,
                               double     width,
                               double     height,
                               GString   *faults)
{
  guint n_nested = 0;

  for (guint i = 0; i < texts->len; i++)
    {
      const BalutSheetText *t = g_ptr_array_index (texts, i);

      if (!sheet_test_ink_inside_box (t))
        {
          g_string_append (faults, "  ink outside its box: ");
          text_describe (faults, t);
          g_string_append_c (faults, '\n');
        }
      if (t->box_x < PRINTABLE_MARGIN - 0.01 || t->box_y < PRINTABLE_MARGIN - 0.01
          || t->box_x + t->box_width > width - PRINTABLE_MARGIN + 0.01
          || t->box_y + t->box_height > height - PRINTABLE_MARGIN + 0.01)
        {
          g_string_append (faults, "  box outside the printable area: ");
          text_describe (faults, t);
          g_string_append_c (faults, '\n');
        }
      if (t->box_width <= 0 || t->box_height <= 0)
        {
          g_string_append (faults, "  empty box: ");
          text_describe (faults, t);
          g_string_append_c (faults, '\n');
        }

      /* No two boxes share any area, with one exception by design: on
       * an Olathe sheet each score box carries its small order number
       * (O1) in its top left corner, a box inside the box of the value
       * written there. Both are drawn in the same cell, so for a box
       * inside another it is their ink that must not touch. */
      for (guint k = i + 1; k < texts->len; k++)
        {
          const BalutSheetText *u = g_ptr_array_index (texts, k);
          const char *what;

          if (!rects_overlap (t->box_x, t->box_y, t->box_width, t->box_height,
                              u->box_x, u->box_y, u->box_width, u->box_height))
            continue;
          if (box_contains (t, u) || box_contains (u, t))
            {
              n_nested++;
              if (!rects_overlap (t->ink_x, t->ink_y, t->ink_width, t->ink_height,
                                  u->ink_x, u->ink_y, u->ink_width, u->ink_height))
                continue;
              what = "inks overlap (box inside box)";
            }
          else
            what = "boxes overlap";
          g_string_append_printf (faults, "  %s: ", what);
          text_describe (faults, t);
          g_string_append (faults, " and ");
          text_describe (faults, u);
          g_string_append_c (faults, '\n');
        }
    }
  return n_nested;
}

guint
sheet_test_pdf_page_sizes (const char *data,
                           gsize       length,
                           double      width,
                           double      height)
{
  static const char key[] = "/MediaBox [";
  guint n = 0;

  /* the streams hold binary data, NUL bytes too: no string functions */
  for (gsize i = 0; i + sizeof key + 64 < length; i++)
    {
      char box[65];
      double x0, y0, x1, y1;
      char *p;

      if (memcmp (data + i, key, sizeof key - 1) != 0)
        continue;
      memcpy (box, data + i, 64);
      box[64] = '\0';
      /* PDF numbers have a decimal point whatever the locale (the test
       * also runs in Danish and German) */
      p = box + sizeof key - 1;
      x0 = g_ascii_strtod (p, &p);
      y0 = g_ascii_strtod (p, &p);
      x1 = g_ascii_strtod (p, &p);
      y1 = g_ascii_strtod (p, &p);
      g_assert_cmpint (*g_strchug (p), ==, ']');
      g_assert_cmpfloat_with_epsilon (x0, 0, 0.01);
      g_assert_cmpfloat_with_epsilon (y0, 0, 0.01);
      g_assert_cmpfloat_with_epsilon (x1, width, 0.01);
      g_assert_cmpfloat_with_epsilon (y1, height, 0.01);
      n++;
    }
  return n;
}
