/* belote-record-report.c — what balut --verify prints of a Belote match:
 * the score sheet deal by deal (B22–B25), as text and as JSON
 *
 * SPDX-FileCopyrightText: 2026 The Balut developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gi18n-lib.h>

#include "balut-format.h"
#include "belote-record.h"

static void
add_pair (JsonBuilder *builder,
          const char  *name,
          const int    values[BELOTE_N_TEAMS])
{
  json_builder_set_member_name (builder, name);
  json_builder_begin_array (builder);
  for (guint t = 0; t < BELOTE_N_TEAMS; t++)
    json_builder_add_int_value (builder, values[t]);
  json_builder_end_array (builder);
}

static void
add_int_or_null (JsonBuilder *builder,
                 const char  *name,
                 int          value,
                 int          limit)
{
  json_builder_set_member_name (builder, name);
  if (value >= 0 && value < limit)
    json_builder_add_int_value (builder, value);
  else
    json_builder_add_null_value (builder);
}

/* The taker's seat, the dealer's seat (-1 when not known) of deal n */
static void
deal_seats (BeloteMatch *match,
            guint        n,
            int         *dealer,
            int         *taker)
{
  if (belote_match_get_mode (match) == BELOTE_MODE_PLAY)
    {
      const BeloteDeal *deal = belote_match_get_deal (match, n);

      *dealer = deal->dealer;
      *taker = deal->taker;
    }
  else
    {
      const BelotePadEntry *entry = belote_match_get_entry (match, n);

      *dealer = -1;
      *taker = entry->taker_seat;
    }
}

/**
 * belote_record_report_to_json:
 *
 * Returns: (transfer full): the report of balut --verify --json: "valid",
 *   "game", "mode", "decks_proven", "rules", "teams", "finished", one
 *   object a deal ("dealer", "result", "taker", "taker_team", "trump",
 *   "card_points", "announcements", "belote", "deal_points", "capot",
 *   "scored", "pot" held after it), "totals", "pot", "winner"; teams
 *   are 0 (seats 0 and 2) and 1 (seats 1 and 3)
 */
JsonNode *
belote_record_report_to_json (BeloteMatch *match)
{
  g_autoptr(JsonBuilder) builder = json_builder_new ();
  BeloteMode mode;
  int totals[BELOTE_N_TEAMS];
  guint n_deals;

  g_return_val_if_fail (BELOTE_IS_MATCH (match), NULL);

  mode = belote_match_get_mode (match);
  n_deals = belote_match_get_n_deals (match);
  belote_match_get_totals (match, totals);

  json_builder_begin_object (builder);
  json_builder_set_member_name (builder, "valid");
  json_builder_add_boolean_value (builder, TRUE);
  json_builder_set_member_name (builder, "game");
  json_builder_add_string_value (builder, "belote");
  json_builder_set_member_name (builder, "mode");
  json_builder_add_string_value (builder, mode == BELOTE_MODE_PAD ? "pad" : "play");
  /* B5: every deck is the seed's, which the record proved */
  json_builder_set_member_name (builder, "decks_proven");
  json_builder_add_boolean_value (builder, belote_match_get_shuffled (match));
  json_builder_set_member_name (builder, "rules");
  json_builder_begin_object (builder);
  json_builder_set_member_name (builder, "school");
  json_builder_add_string_value (builder, belote_match_get_school (match) == BELOTE_SCHOOL_TOURNAMENT
                                          ? "tournament" : "family");
  json_builder_set_member_name (builder, "target");
  json_builder_add_int_value (builder, belote_match_get_target (match));
  json_builder_end_object (builder);
  json_builder_set_member_name (builder, "teams");
  json_builder_begin_array (builder);
  for (guint t = 0; t < BELOTE_N_TEAMS; t++)
    json_builder_add_string_value (builder, belote_match_get_team_name (match, t));
  json_builder_end_array (builder);
  json_builder_set_member_name (builder, "finished");
  json_builder_add_boolean_value (builder, belote_match_is_over (match));

  json_builder_set_member_name (builder, "deals");
  json_builder_begin_array (builder);
  for (guint n = 0; n < n_deals; n++)
    {
      const BeloteDealScore *score = belote_match_get_score (match, n);
      int dealer, taker;

      deal_seats (match, n, &dealer, &taker);
      json_builder_begin_object (builder);
      add_int_or_null (builder, "dealer", dealer, BELOTE_N_SEATS);
      json_builder_set_member_name (builder, "result");
      json_builder_add_string_value (builder, belote_result_to_string (score->result));
      add_int_or_null (builder, "taker", taker, BELOTE_N_SEATS);
      add_int_or_null (builder, "taker_team", score->taker_team, BELOTE_N_TEAMS);
      json_builder_set_member_name (builder, "trump");
      if ((guint) score->trump < BELOTE_N_SUITS)
        json_builder_add_string_value (builder, belote_suit_to_string (score->trump));
      else
        json_builder_add_null_value (builder);
      add_pair (builder, "card_points", score->card_points);
      add_pair (builder, "announcements", score->announcements);
      add_pair (builder, "belote", score->belote);
      add_pair (builder, "deal_points", score->deal_points);
      add_int_or_null (builder, "capot", score->capot_team, BELOTE_N_TEAMS);
      add_pair (builder, "scored", score->scored);
      json_builder_set_member_name (builder, "pot");
      json_builder_add_int_value (builder, score->pot_after);
      json_builder_end_object (builder);
    }
  json_builder_end_array (builder);

  add_pair (builder, "totals", totals);
  json_builder_set_member_name (builder, "pot");
  json_builder_add_int_value (builder, belote_match_get_pot (match));
  add_int_or_null (builder, "winner", belote_match_get_winner (match), BELOTE_N_TEAMS);
  json_builder_end_object (builder);

  return json_builder_get_root (builder);
}

/* A seat in the sheet: its player's name, or where it sits (B2) */
static char *
dup_seat_label (BeloteMatch *match,
                int          seat)
{
  static const char * const places[BELOTE_N_SEATS] = { N_("South"), N_("East"), N_("North"), N_("West") };
  const char *name;

  if (seat < 0 || seat >= BELOTE_N_SEATS)
    return g_strdup ("");
  name = belote_match_get_player_name (match, (guint) seat);
  return balut_format_dup_printable (*name != '\0' ? name : _(places[seat]));
}

/* The marks of a deal on the sheet (B23, B24, B15, B21) */
static char *
dup_marks (BeloteMatch           *match,
           const BeloteDealScore *score)
{
  g_autoptr(GPtrArray) marks = g_ptr_array_new_with_free_func (g_free);

  switch (score->result)
    {
    case BELOTE_RESULT_MADE:
      break;
    case BELOTE_RESULT_DEDANS:
      g_ptr_array_add (marks, g_strdup (_("dedans")));
      break;
    case BELOTE_RESULT_LITIGE:
      /* Translators: a deal's mark on the score sheet; %d is the pot after it */
      g_ptr_array_add (marks, g_strdup_printf (_("litige, pot %d"), score->pot_after));
      break;
    case BELOTE_RESULT_VOID:
      g_ptr_array_add (marks, g_strdup (_("void: all passed")));
      break;
    case BELOTE_RESULT_UNFINISHED:
    default:
      g_ptr_array_add (marks, g_strdup (_("being played")));
      break;
    }
  if (score->result != BELOTE_RESULT_UNFINISHED)
    {
      for (guint t = 0; t < BELOTE_N_TEAMS; t++)
        {
          g_autofree char *team = balut_format_dup_printable (belote_match_get_team_name (match, t));

          if (score->capot_team == (gint8) t)
            /* Translators: a deal's mark: the team that took all 8 tricks */
            g_ptr_array_add (marks, g_strdup_printf (_("capot %s"), team));
          if (score->belote[t] > 0)
            /* Translators: a deal's mark: the team that had Belote-Rebelote */
            g_ptr_array_add (marks, g_strdup_printf (_("Belote %s"), team));
          if (score->announcements[t] > 0)
            /* Translators: a deal's mark: what a team's announcements counted */
            g_ptr_array_add (marks, g_strdup_printf (_("announcements %s %d"), team, score->announcements[t]));
          if (score->pot_to == (gint8) t)
            /* Translators: a deal's mark: the team that received the pot, and how much */
            g_ptr_array_add (marks, g_strdup_printf (_("pot %d to %s"), score->pot_before, team));
        }
    }
  g_ptr_array_add (marks, NULL);
  return g_strjoinv (", ", (char **) marks->pdata);
}

enum { COL_DEAL, COL_DEALER, COL_TAKER, COL_TRUMP, COL_TEAM0, COL_TEAM1, COL_TOTAL0, COL_TOTAL1, N_COLUMNS };

/**
 * belote_record_report_to_text:
 *
 * Returns: (transfer full): the score sheet of the match, deal by deal
 *   (B22–B25): the points each team scored, running totals, marks for
 *   dedans, litige and the pot, capot, Belote, and the winner
 */
char *
belote_record_report_to_text (BeloteMatch *match)
{
  g_autoptr(GPtrArray) cells = g_ptr_array_new_with_free_func (g_free);
  g_autoptr(GPtrArray) notes = g_ptr_array_new_with_free_func (g_free);
  g_autofree char *team0 = NULL;
  g_autofree char *team1 = NULL;
  const char *headings[N_COLUMNS];
  guint widths[N_COLUMNS];
  GString *out;
  BeloteMode mode;
  int totals[BELOTE_N_TEAMS], running[BELOTE_N_TEAMS] = { 0, 0 };
  guint n_deals;
  gint8 winner;

  g_return_val_if_fail (BELOTE_IS_MATCH (match), NULL);

  mode = belote_match_get_mode (match);
  n_deals = belote_match_get_n_deals (match);
  belote_match_get_totals (match, totals);
  winner = belote_match_get_winner (match);
  team0 = balut_format_dup_printable (belote_match_get_team_name (match, 0));
  team1 = balut_format_dup_printable (belote_match_get_team_name (match, 1));
  out = g_string_new (NULL);

  g_string_append_printf (out, belote_match_get_school (match) == BELOTE_SCHOOL_TOURNAMENT
                               /* Translators: the heading of a Belote match in balut --verify; %d is the target */
                               ? _("Belote, tournament rules, to %d points\n")
                               : _("Belote, family rules, to %d points\n"),
                          belote_match_get_target (match));
  if (mode == BELOTE_MODE_PAD)
    g_string_append (out, _("Cards: played at the table (scoring pad)\n"));
  else if (belote_match_get_shuffled (match))
    g_string_append (out, _("Decks: proven: every deck is what the record’s seed deals\n"));
  else
    g_string_append (out, _("Decks: not proven: the record does not name its shuffle, so only the rules were checked\n"));
  /* Translators: the two teams of a Belote match: seats 0 and 2, seats 1 and 3 */
  g_string_append_printf (out, _("Teams: %s (South and North) against %s (East and West)\n\n"), team0, team1);

  headings[COL_DEAL] = _("Deal");
  headings[COL_DEALER] = _("Dealer");
  headings[COL_TAKER] = _("Taker");
  headings[COL_TRUMP] = _("Trump");
  headings[COL_TEAM0] = team0;
  headings[COL_TEAM1] = team1;
  headings[COL_TOTAL0] = _("Total");
  headings[COL_TOTAL1] = _("Total");

  for (guint n = 0; n < n_deals; n++)
    {
      const BeloteDealScore *score = belote_match_get_score (match, n);
      gboolean scored = score->result != BELOTE_RESULT_UNFINISHED;
      int dealer, taker;

      deal_seats (match, n, &dealer, &taker);
      for (guint t = 0; t < BELOTE_N_TEAMS; t++)
        running[t] += score->scored[t];

      g_ptr_array_add (cells, g_strdup_printf ("%u", n + 1));
      g_ptr_array_add (cells, dup_seat_label (match, dealer));
      if (taker >= 0)
        g_ptr_array_add (cells, dup_seat_label (match, taker));
      else if (score->taker_team == 0 || score->taker_team == 1)
        g_ptr_array_add (cells, g_strdup (score->taker_team == 0 ? team0 : team1));
      else
        g_ptr_array_add (cells, g_strdup ("–"));
      g_ptr_array_add (cells, g_strdup ((guint) score->trump < BELOTE_N_SUITS
                                        ? belote_suit_name (score->trump) : "–"));
      for (guint t = 0; t < BELOTE_N_TEAMS; t++)
        g_ptr_array_add (cells, scored ? balut_format_number (score->scored[t]) : g_strdup (""));
      for (guint t = 0; t < BELOTE_N_TEAMS; t++)
        g_ptr_array_add (cells, scored ? balut_format_number (running[t]) : g_strdup (""));
      g_ptr_array_add (notes, dup_marks (match, score));
    }

  for (guint c = 0; c < N_COLUMNS; c++)
    {
      widths[c] = balut_format_get_width (headings[c]);
      for (guint n = 0; n < n_deals; n++)
        widths[c] = MAX (widths[c], balut_format_get_width (g_ptr_array_index (cells, n * N_COLUMNS + c)));
    }

  if (n_deals == 0)
    g_string_append_printf (out, "%s\n", _("No deal yet."));
  else
    {
      for (guint c = 0; c < N_COLUMNS; c++)
        {
          /* the pad does not ask who dealt (B28) */
          if (c == COL_DEALER && mode == BELOTE_MODE_PAD)
            continue;
          g_string_append (out, c > 0 ? "  " : "");
          balut_format_append_padded (out, headings[c], widths[c], c == COL_DEAL || c >= COL_TEAM0);
        }
      g_string_append (out, "\n");
      for (guint n = 0; n < n_deals; n++)
        {
          const char *note = g_ptr_array_index (notes, n);

          for (guint c = 0; c < N_COLUMNS; c++)
            {
              if (c == COL_DEALER && mode == BELOTE_MODE_PAD)
                continue;
              g_string_append (out, c > 0 ? "  " : "");
              balut_format_append_padded (out, g_ptr_array_index (cells, n * N_COLUMNS + c), widths[c],
                                          c == COL_DEAL || c >= COL_TEAM0);
            }
          if (*note != '\0')
            g_string_append_printf (out, "  %s", note);
          g_string_append (out, "\n");
        }
    }

  g_string_append (out, "\n");
  if (winner == 0 || winner == 1)
    /* Translators: the winning team, its total and the other team's */
    g_string_append_printf (out, _("Winner: %s, %d to %d\n"), winner == 0 ? team0 : team1,
                            totals[winner], totals[1 - winner]);
  else if (totals[0] != totals[1])
    /* Translators: a match in progress: the leading team, its total and the other team's */
    g_string_append_printf (out, _("In progress: %s lead %d to %d\n"), totals[0] > totals[1] ? team0 : team1,
                            MAX (totals[0], totals[1]), MIN (totals[0], totals[1]));
  else
    /* Translators: a match in progress with equal totals */
    g_string_append_printf (out, _("In progress: %d all\n"), totals[0]);
  if (belote_match_get_pot (match) > 0)
    g_string_append_printf (out, winner == BELOTE_NO_TEAM
                                 /* Translators: the points held in the pot (B24) */
                                 ? _("Pot: %d, to the winner of the next deal that is not a litige\n")
                                 : _("Pot: %d, not scored: the match ended\n"),
                            belote_match_get_pot (match));

  return g_string_free (out, FALSE);
}
