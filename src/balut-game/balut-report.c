/* balut-report.c — a game's result, as the text and JSON of balut --verify
 *
 * SPDX-FileCopyrightText: 2026 The Balut developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gi18n-lib.h>

#include "balut-report.h"
#include "balut-format.h"

static void
add_box_value (JsonBuilder *builder,
               gint         value)
{
  if (value == BALUT_BOX_EMPTY)
    json_builder_add_null_value (builder);
  else
    json_builder_add_int_value (builder, value);
}

static void
add_player (JsonBuilder *builder,
            BalutGame   *game,
            guint        index)
{
  BalutPlayer *player = balut_game_get_player (game, index);
  BalutScoresheet *sheet = balut_player_get_sheet (player);
  const BalutPoints *points = balut_scoresheet_get_points (sheet);
  gboolean jackpot = balut_variant_has_jackpot (balut_game_get_variant (game));
  gint guess = balut_player_get_guess (player);

  json_builder_begin_object (builder);

  json_builder_set_member_name (builder, "name");
  json_builder_add_string_value (builder, balut_player_get_name (player));
  json_builder_set_member_name (builder, "kind");
  json_builder_add_string_value (builder, balut_player_kind_to_string (balut_player_get_kind (player)));
  json_builder_set_member_name (builder, "total");
  json_builder_add_int_value (builder, points->score_total);
  json_builder_set_member_name (builder, "category_points");
  json_builder_add_int_value (builder, points->category_points);
  json_builder_set_member_name (builder, "bracket");
  json_builder_add_int_value (builder, points->bracket_points);
  json_builder_set_member_name (builder, "points");
  json_builder_add_int_value (builder, points->final_points);
  json_builder_set_member_name (builder, "baluts");
  json_builder_add_int_value (builder, points->n_baluts);
  json_builder_set_member_name (builder, "place");
  json_builder_add_int_value (builder, balut_game_get_place (game, index));
  json_builder_set_member_name (builder, "guess");
  if (guess == BALUT_NO_GUESS)
    json_builder_add_null_value (builder);
  else
    json_builder_add_int_value (builder, guess);

  json_builder_set_member_name (builder, "categories");
  json_builder_begin_object (builder);
  for (guint c = 0; c < BALUT_N_CATEGORIES; c++)
    {
      const BalutCategoryPoints *cp = &points->categories[c];

      json_builder_set_member_name (builder, balut_category_to_string (c));
      json_builder_begin_object (builder);
      json_builder_set_member_name (builder, "boxes");
      json_builder_begin_array (builder);
      for (guint b = 0; b < BALUT_N_REGULAR; b++)
        add_box_value (builder, balut_scoresheet_get_box (sheet, c, b));
      json_builder_end_array (builder);
      json_builder_set_member_name (builder, "sum");
      json_builder_add_int_value (builder, cp->sum);
      json_builder_set_member_name (builder, "met");
      json_builder_add_boolean_value (builder, cp->condition_met);
      json_builder_set_member_name (builder, "base_points");
      json_builder_add_int_value (builder, cp->base_points);
      if (jackpot && balut_category_has_jackpot (c))
        {
          json_builder_set_member_name (builder, "jackpot_points");
          json_builder_add_int_value (builder, cp->jackpot_points);
        }
      json_builder_set_member_name (builder, "points");
      json_builder_add_int_value (builder, cp->points);
      json_builder_end_object (builder);
    }
  json_builder_end_object (builder);

  if (jackpot)
    {
      json_builder_set_member_name (builder, "jackpot");
      json_builder_begin_object (builder);
      for (guint c = 0; c < BALUT_N_CATEGORIES; c++)
        {
          if (!balut_category_has_jackpot (c))
            continue;
          json_builder_set_member_name (builder, balut_category_to_string (c));
          add_box_value (builder, balut_scoresheet_get_box (sheet, c, BALUT_BOX_JACKPOT));
        }
      json_builder_end_object (builder);
    }

  json_builder_end_object (builder);
}

static void
add_index_array (JsonBuilder *builder,
                 GArray      *indices)
{
  json_builder_begin_array (builder);
  for (guint i = 0; i < indices->len; i++)
    json_builder_add_int_value (builder, g_array_index (indices, guint, i));
  json_builder_end_array (builder);
}

/* The turn in play: whose, which throw, the dice and the holds; null
 * for a finished game. */
static void
add_in_play (JsonBuilder *builder,
             BalutGame   *game)
{
  BalutDice *dice = balut_game_get_dice (game);
  guint n_throws = balut_game_get_n_throws (game);

  if (balut_game_is_finished (game) || balut_game_get_n_players (game) == 0)
    {
      json_builder_add_null_value (builder);
      return;
    }

  json_builder_begin_object (builder);
  json_builder_set_member_name (builder, "player");
  json_builder_add_int_value (builder, balut_game_get_current_player (game));
  json_builder_set_member_name (builder, "turn");
  json_builder_add_int_value (builder, balut_game_get_turn_number (game));
  json_builder_set_member_name (builder, "round");
  json_builder_add_int_value (builder, balut_game_get_round (game));
  json_builder_set_member_name (builder, "n_rounds");
  json_builder_add_int_value (builder, balut_game_get_n_rounds (game));
  json_builder_set_member_name (builder, "throw");
  json_builder_add_int_value (builder, n_throws);
  json_builder_set_member_name (builder, "max_throws");
  json_builder_add_int_value (builder, balut_game_get_max_throws (game));
  json_builder_set_member_name (builder, "throws_left");
  json_builder_add_int_value (builder, balut_game_get_throws_left (game));

  json_builder_set_member_name (builder, "dice");
  if (n_throws == 0)
    json_builder_add_null_value (builder);
  else
    {
      json_builder_begin_array (builder);
      for (guint i = 0; i < BALUT_N_DICE; i++)
        json_builder_add_int_value (builder, balut_dice_get_value (dice, i));
      json_builder_end_array (builder);
    }

  json_builder_set_member_name (builder, "held");
  json_builder_begin_array (builder);
  for (guint i = 0; i < BALUT_N_DICE; i++)
    json_builder_add_boolean_value (builder, balut_dice_get_held (dice, i));
  json_builder_end_array (builder);
  json_builder_end_object (builder);
}

/**
 * balut_report_to_json:
 *
 * Returns: (transfer full): the result of @game: every sheet with its
 *   points breakdown, the ranking (R22) and the guesses (R24). An
 *   unfinished game is reported as if it ended now, with its turn in
 *   play ("in_play").
 */
JsonNode *
balut_report_to_json (BalutGame *game)
{
  g_autoptr(JsonBuilder) builder = json_builder_new ();
  g_autoptr(GArray) ranking = NULL;
  g_autoptr(GArray) winners = g_array_new (FALSE, FALSE, sizeof (guint));
  g_autoptr(GArray) guessers = NULL;

  g_return_val_if_fail (BALUT_IS_GAME (game), NULL);

  ranking = balut_game_dup_ranking (game);
  guessers = balut_game_dup_guess_winners (game);
  for (guint i = 0; i < ranking->len; i++)
    {
      guint seat = g_array_index (ranking, guint, i);

      if (balut_game_get_place (game, seat) == 1)
        g_array_append_val (winners, seat);
    }

  json_builder_begin_object (builder);
  json_builder_set_member_name (builder, "valid");
  json_builder_add_boolean_value (builder, TRUE);
  json_builder_set_member_name (builder, "finished");
  json_builder_add_boolean_value (builder, balut_game_is_finished (game));
  json_builder_set_member_name (builder, "variant");
  json_builder_add_string_value (builder, balut_variant_to_string (balut_game_get_variant (game)));
  json_builder_set_member_name (builder, "mode");
  json_builder_add_string_value (builder, balut_game_mode_to_string (balut_game_get_mode (game)));
  /* every throw replayed from the seed and found as the record has it */
  json_builder_set_member_name (builder, "dice_proven");
  json_builder_add_boolean_value (builder, balut_game_get_dice_seeded (game));
  json_builder_set_member_name (builder, "n_turns");
  json_builder_add_int_value (builder, balut_game_get_n_turns (game));

  json_builder_set_member_name (builder, "players");
  json_builder_begin_array (builder);
  for (guint i = 0; i < balut_game_get_n_players (game); i++)
    add_player (builder, game, i);
  json_builder_end_array (builder);

  json_builder_set_member_name (builder, "ranking");
  add_index_array (builder, ranking);
  json_builder_set_member_name (builder, "winners");
  add_index_array (builder, winners);
  json_builder_set_member_name (builder, "baluts");
  json_builder_add_int_value (builder, balut_game_get_n_baluts (game));
  json_builder_set_member_name (builder, "guess_winners");
  add_index_array (builder, guessers);
  json_builder_set_member_name (builder, "in_play");
  add_in_play (builder, game);
  json_builder_end_object (builder);

  return json_builder_get_root (builder);
}

JsonNode *
balut_report_error_to_json (const GError *error)
{
  g_autoptr(JsonBuilder) builder = json_builder_new ();

  g_return_val_if_fail (error != NULL, NULL);

  json_builder_begin_object (builder);
  json_builder_set_member_name (builder, "valid");
  json_builder_add_boolean_value (builder, FALSE);
  json_builder_set_member_name (builder, "error");
  json_builder_add_string_value (builder, error->message);
  json_builder_end_object (builder);

  return json_builder_get_root (builder);
}

static char *
format_box (gint value)
{
  if (value == BALUT_BOX_EMPTY)
    return g_strdup ("·");
  if (value == 0)
    return g_strdup ("–");   /* a struck box */
  return g_strdup_printf ("%d", value);
}

static void
append_player (GString   *out,
               BalutGame *game,
               guint      index)
{
  BalutPlayer *player = balut_game_get_player (game, index);
  BalutScoresheet *sheet = balut_player_get_sheet (player);
  const BalutPoints *points = balut_scoresheet_get_points (sheet);
  BalutVariant variant = balut_game_get_variant (game);
  gboolean jackpot = balut_variant_has_jackpot (variant);
  g_autofree char *name = balut_format_dup_printable (balut_player_get_name (player));
  guint label_width = 0;

  for (guint c = 0; c < BALUT_N_CATEGORIES; c++)
    label_width = MAX (label_width, balut_format_get_width (balut_category_get_label (c)));

  /* Translators: the heading of a player's sheet in balut --verify:
   * the name, the final points, the score total and the place */
  g_string_append_printf (out, g_dngettext (GETTEXT_PACKAGE,
                                            "%s — %d point, score total %u, place %u",
                                            "%s — %d points, score total %u, place %u",
                                            ABS (points->final_points)),
                          name, points->final_points,
                          points->score_total, balut_game_get_place (game, index));
  g_string_append (out, "\n");

  for (guint c = 0; c < BALUT_N_CATEGORIES; c++)
    {
      const BalutCategoryPoints *cp = &points->categories[c];
      g_autofree char *condition = balut_report_dup_category_reason (variant, c, cp);
      g_autofree char *sum = g_strdup_printf ("%u", cp->sum);
      g_autofree char *pts = g_strdup_printf ("%+d", cp->points);

      g_string_append (out, "  ");
      balut_format_append_padded (out, balut_category_get_label (c), label_width, FALSE);
      for (guint b = 0; b < BALUT_N_REGULAR; b++)
        {
          g_autofree char *box = format_box (balut_scoresheet_get_box (sheet, c, b));
          balut_format_append_padded (out, box, 4, TRUE);
        }
      if (jackpot)
        {
          g_autofree char *box = balut_category_has_jackpot (c)
                                 ? format_box (balut_scoresheet_get_box (sheet, c, BALUT_BOX_JACKPOT))
                                 : g_strdup ("");
          g_string_append (out, "  ");
          balut_format_append_padded (out, box, 3, TRUE);
        }
      g_string_append (out, "  ");
      balut_format_append_padded (out, sum, 4, TRUE);
      g_string_append (out, "  ");
      balut_format_append_padded (out, pts, 3, TRUE);
      g_string_append (out, "  ");
      g_string_append (out, condition);
      if (cp->jackpot_points != 0)
        g_string_append_printf (out, _(", jackpot %+d"), cp->jackpot_points);
      g_string_append (out, "\n");
    }

  {
    guint low, high;

    balut_rules_bracket_range (points->bracket_points, &low, &high);
    g_string_append_printf (out, g_dngettext (GETTEXT_PACKAGE,
                                              "  Score total %u (bracket %u–%u): %+d point",
                                              "  Score total %u (bracket %u–%u): %+d points",
                                              ABS (points->bracket_points)),
                            points->score_total, low, high, points->bracket_points);
    g_string_append (out, "\n");
  }
  g_string_append_printf (out, _("  Category points %+d, bracket %+d: final points %d; Baluts: %u"),
                          points->category_points, points->bracket_points,
                          points->final_points, points->n_baluts);
  g_string_append (out, "\n\n");
}

/**
 * balut_report_to_text:
 *
 * Returns: (transfer full): the result of @game as readable text
 */
char *
balut_report_to_text (BalutGame *game)
{
  GString *out = g_string_new (NULL);
  g_autoptr(GArray) ranking = NULL;
  g_autoptr(GArray) guessers = NULL;
  g_autoptr(GString) winners = g_string_new (NULL);
  g_autofree char *turns = NULL;
  g_autofree char *leader_points = NULL;
  guint n_players, n_turns, n_winners = 0;
  gint points;
  gboolean any_guess = FALSE;

  g_return_val_if_fail (BALUT_IS_GAME (game), NULL);

  n_players = balut_game_get_n_players (game);
  ranking = balut_game_dup_ranking (game);
  guessers = balut_game_dup_guess_winners (game);

  n_turns = balut_game_get_n_turns (game);
  /* Translators: how many turns a game has lasted, inserted in
   * "Balut, 2 players: a finished game of 56 turns." */
  turns = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u turn", "%u turns", n_turns), n_turns);
  if (balut_game_is_finished (game))
    /* Translators: the variant, the number of players, "56 turns" */
    g_string_append_printf (out, g_dngettext (GETTEXT_PACKAGE,
                                              "%s, %u player: a finished game of %s.",
                                              "%s, %u players: a finished game of %s.",
                                              n_players),
                            balut_variant_get_label (balut_game_get_variant (game)),
                            n_players, turns);
  else
    /* Translators: the variant, the number of players, "12 turns" */
    g_string_append_printf (out, g_dngettext (GETTEXT_PACKAGE,
                                              "%s, %u player: a game in progress after %s; points as if it ended now.",
                                              "%s, %u players: a game in progress after %s; points as if it ended now.",
                                              n_players),
                            balut_variant_get_label (balut_game_get_variant (game)),
                            n_players, turns);
  g_string_append_c (out, '\n');
  if (balut_game_get_mode (game) == BALUT_GAME_MODE_PAD)
    g_string_append (out, _("Dice: thrown at the table (scoring pad)"));
  else if (balut_game_get_dice_seeded (game))
    g_string_append (out, _("Dice: proven: every throw is what the record’s seed gives"));
  else
    g_string_append (out, _("Dice: not proven: the record does not name the generator of its dice, "
                            "so only the rules were checked"));
  g_string_append (out, "\n\n");

  for (guint i = 0; i < n_players; i++)
    append_player (out, game, i);

  for (guint i = 0; i < ranking->len; i++)
    {
      guint seat = g_array_index (ranking, guint, i);
      g_autofree char *name = NULL;

      if (balut_game_get_place (game, seat) != 1)
        continue;
      if (winners->len > 0)
        /* Translators: between two names in a list */
        g_string_append (winners, _(", "));
      name = balut_format_dup_printable (balut_player_get_name (balut_game_get_player (game, seat)));
      g_string_append (winners, name);
      n_winners++;
    }

  points = balut_player_get_final_points (balut_game_get_player (game, g_array_index (ranking, guint, 0)));
  /* Translators: the winner's final points, inserted in "Winner: Maria (17 points)" */
  leader_points = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%d point", "%d points", ABS (points)), points);
  if (balut_game_is_finished (game))
    /* Translators: the names of the winners (several when they share first place), "17 points" */
    g_string_append_printf (out, g_dngettext (GETTEXT_PACKAGE, "Winner: %s (%s)", "Winners: %s (%s)", n_winners),
                            winners->str, leader_points);
  else
    /* Translators: the names of the players in first place so far, "17 points" */
    g_string_append_printf (out, _("Leading: %s (%s)"), winners->str, leader_points);
  g_string_append (out, "\n");

  for (guint i = 0; i < n_players; i++)
    any_guess |= balut_player_get_guess (balut_game_get_player (game, i)) != BALUT_NO_GUESS;

  if (any_guess)
    {
      g_autoptr(GString) names = g_string_new (NULL);

      for (guint i = 0; i < guessers->len; i++)
        {
          BalutPlayer *guesser = balut_game_get_player (game, g_array_index (guessers, guint, i));
          g_autofree char *name = balut_format_dup_printable (balut_player_get_name (guesser));

          if (i > 0)
            g_string_append (names, _(", "));
          g_string_append (names, name);
        }
      if (guessers->len == 0)
        /* Translators: R24, the Balut guesses in balut --verify */
        g_string_append_printf (out, _("Baluts in the game: %u; nobody guessed exactly"),
                                balut_game_get_n_baluts (game));
      else
        /* Translators: R24: the number of Baluts, then the names of the players who guessed it */
        g_string_append_printf (out, _("Baluts in the game: %u; guessed exactly by: %s"),
                                balut_game_get_n_baluts (game), names->str);
      g_string_append (out, "\n");
    }

  return g_string_free (out, FALSE);
}

/* ------------------------------------------------------------------ */
/* Explanations                                                        */

/**
 * balut_report_dup_category_reason:
 * @cp: the points of @category on a sheet
 *
 * Why the category earned its points, for the results and the report:
 * "52 or more", "only 3 of 4 scored", "2 Baluts".
 *
 * Returns: (transfer full): the reason
 */
char *
balut_report_dup_category_reason (BalutVariant               variant,
                                  BalutCategory              category,
                                  const BalutCategoryPoints *cp)
{
  switch (category)
    {
    case BALUT_CATEGORY_FOURS:
    case BALUT_CATEGORY_FIVES:
    case BALUT_CATEGORY_SIXES:
    case BALUT_CATEGORY_CHOICE:
      /* R12–R14, R17 */
      if (cp->condition_met)
        /* Translators: a category's total reached the points' threshold, as in "52 or more" */
        return g_strdup_printf (_("%u or more"), balut_rules_threshold (category));
      /* Translators: a category's total missed the points' threshold, as in "less than 52" */
      return g_strdup_printf (_("less than %u"), balut_rules_threshold (category));

    case BALUT_CATEGORY_STRAIGHT:
    case BALUT_CATEGORY_FULL_HOUSE:
      /* R15, R16 */
      if (cp->condition_met)
        return g_strdup (_("all four scored"));
      if (cp->n_nonzero == 0)
        return g_strdup (_("none scored"));
      /* Translators: how many of a category's four boxes scored more than 0 */
      return g_strdup_printf (_("only %u of 4 scored"), cp->n_nonzero);

    case BALUT_CATEGORY_BALUT:
      /* R18, J6 */
      if (cp->n_nonzero == 0)
        return g_strdup (_("no Balut"));
      if (variant == BALUT_VARIANT_JACKPOT && cp->n_nonzero > 1)
        return g_strdup_printf (_("%u Baluts: the first 3, every further one 5"), cp->n_nonzero);
      return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u Balut", "%u Baluts", cp->n_nonzero), cp->n_nonzero);

    default:
      g_return_val_if_reached (NULL);
    }
}

/**
 * balut_report_dup_jackpot_reason:
 * @cp: the points of a category with a Jackpot box
 *
 * J5: what the Jackpot box did to the category's points.
 *
 * Returns: (transfer full): the reason
 */
char *
balut_report_dup_jackpot_reason (const BalutCategoryPoints *cp)
{
  if (cp->jackpot_score == BALUT_BOX_EMPTY)
    return g_strdup (_("not filled"));
  if (cp->jackpot_score == 0)
    return g_strdup (_("struck: no bonus"));
  if (cp->condition_met)
    return g_strdup (_("used, goal reached: bonus"));
  return g_strdup (_("used, goal missed: penalty"));
}
