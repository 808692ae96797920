/* belote-explain.c — a deal's score, a bid, a card and the declarations
 * told in words (B8, B13–B24)
 *
 * SPDX-FileCopyrightText: 2026 The Balut developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The card table says what happens in sentences a player reads (and a
 * screen reader speaks): each bid and card of the other seats, the trick
 * on the table, the declarations once they are shown (B19), and after
 * the last trick the deal's score, line by line, as a scorer would tell
 * it at the table. Everything here is computed from the deal and its
 * score (belote_score_deal ()): this file keeps no rule of its own, it
 * only says what the rules decided, so the words cannot disagree with
 * the points on the sheet.
 */

#include "config.h"

#include <glib/gi18n-lib.h>

#include "belote-explain.h"

const char *
belote_explain_seat_name (const BeloteExplainNames *names,
                          guint                     seat)
{
  /* B2: seat 0 South (the person), 1 East, 2 North, 3 West */
  static const char * const compass[BELOTE_N_SEATS] = {
    N_("South"), N_("East"), N_("North"), N_("West"),
  };

  g_return_val_if_fail (seat < BELOTE_N_SEATS, "?");

  if (names != NULL && names->seats[seat] != NULL && *names->seats[seat] != '\0')
    return names->seats[seat];
  return _(compass[seat]);
}

const char *
belote_explain_team_name (const BeloteExplainNames *names,
                          guint                     team)
{
  g_return_val_if_fail (team < BELOTE_N_TEAMS, "?");

  if (names != NULL && names->teams[team] != NULL && *names->teams[team] != '\0')
    return names->teams[team];
  /* Translators: the person's team (South and North, B2) */
  return team == 0 ? _("Us")
                   /* Translators: the other team (East and West) */
                   : _("Them");
}

char *
belote_explain_announcement (const BeloteAnnouncement *a)
{
  g_autofree char *kind = NULL;
  g_autofree char *top = NULL;

  g_return_val_if_fail (a != NULL, NULL);

  kind = belote_announcement_describe (a);
  if (a->kind != BELOTE_ANNOUNCE_SEQUENCE || (guint) a->suit >= BELOTE_N_SUITS
      || (guint) a->top >= BELOTE_N_RANKS)
    return g_steal_pointer (&kind);
  top = belote_card_describe (BELOTE_CARD (a->suit, a->top));
  /* Translators: a sequence declared (B16) and its highest card:
   * "Tierce to the King of hearts", "Fifty to the Ace of spades" */
  return g_strdup_printf (_("%s to the %s"), kind, top);
}

/* "a", "a and b", "a, b and c" */
static char *
join_list (GPtrArray *items)
{
  GString *text = g_string_new (NULL);

  for (guint i = 0; i < items->len; i++)
    {
      if (i > 0 && i + 1 == items->len)
        /* Translators: before the last item of a list: "Tierce (South)
         * and Fifty (North)" */
        g_string_append (text, _(" and "));
      else if (i > 0)
        /* Translators: between the items of a list but the last two */
        g_string_append (text, _(", "));
      g_string_append (text, g_ptr_array_index (items, i));
    }
  return g_string_free (text, FALSE);
}

/* "Tierce to the King of hearts (South) and Carré of Jacks (North)" */
static char *
describe_team_announcements (const BeloteDealSummary  *summary,
                             guint                     team,
                             const BeloteExplainNames *names)
{
  g_autoptr(GPtrArray) items = g_ptr_array_new_with_free_func (g_free);

  for (guint i = 0; i < MIN (summary->n_announcements[team], BELOTE_MAX_ANNOUNCEMENTS); i++)
    {
      const BeloteAnnouncement *a = &summary->announcements[team][i];
      g_autofree char *what = belote_explain_announcement (a);

      if (a->seat >= 0 && a->seat < BELOTE_N_SEATS)
        /* Translators: an announcement and who declared it: "Tierce to
         * the King of hearts (South)" */
        g_ptr_array_add (items, g_strdup_printf (_("%s (%s)"), what, belote_explain_seat_name (names, a->seat)));
      else
        g_ptr_array_add (items, g_steal_pointer (&what));
    }
  return join_list (items);
}

static void
add_line (GPtrArray  *lines,
          char       *line)
{
  g_ptr_array_add (lines, line);
}

static void
explain_void (GPtrArray                *lines,
              const BeloteDealScore    *score)
{
  /* Translators: B8 */
  add_line (lines, g_strdup (_("Everyone passed twice: a void deal, nothing is scored.")));
  if (score->pot_before > 0)
    /* Translators: B24: a void deal leaves the pot as it is */
    add_line (lines, g_strdup_printf (_("The pot of %d waits for the next deal."), score->pot_before));
}

static void
explain_cards (GPtrArray                *lines,
               const BeloteDealSummary  *summary,
               const BeloteDealScore    *score,
               gint8                     last_trick_team,
               const BeloteExplainNames *names)
{
  const char *us = belote_explain_team_name (names, 0);
  const char *them = belote_explain_team_name (names, 1);
  int cards[BELOTE_N_TEAMS] = { score->card_points[0], score->card_points[1] };

  if (summary->capot_team == 0 || summary->capot_team == 1)
    {
      guint capot = (guint) summary->capot_team;

      cards[capot] -= BELOTE_CAPOT_BONUS;
      /* Translators: B13: the points of the cards each team won */
      add_line (lines, g_strdup_printf (_("Card points: %s %d, %s %d"), us, cards[0], them, cards[1]));
      /* Translators: B15: a team took all 8 tricks */
      add_line (lines, g_strdup_printf (_("Capot: %s +%d instead of the last trick"),
                                        belote_explain_team_name (names, capot), BELOTE_CAPOT_BONUS));
      return;
    }
  if (last_trick_team == 0 || last_trick_team == 1)
    {
      cards[last_trick_team] -= BELOTE_LAST_TRICK;
      add_line (lines, g_strdup_printf (_("Card points: %s %d, %s %d"), us, cards[0], them, cards[1]));
      /* Translators: B14, "dix de der" is the French name players use */
      add_line (lines, g_strdup_printf (_("Last trick (dix de der): %s +%d"),
                                        belote_explain_team_name (names, (guint) last_trick_team),
                                        BELOTE_LAST_TRICK));
      return;
    }
  /* Translators: B13–B14, when who won the last trick is not known (the
   * scoring pad) */
  add_line (lines, g_strdup_printf (_("Card points with the last trick: %s %d, %s %d"),
                                    us, cards[0], them, cards[1]));
}

static void
explain_declarations (GPtrArray                *lines,
                      const BeloteDealSummary  *summary,
                      const BeloteDealScore    *score,
                      BeloteSchool              school,
                      const BeloteExplainNames *names)
{
  gint8 best = score->announcements_team;

  if (school == BELOTE_SCHOOL_TOURNAMENT)  /* B27 */
    return;
  if (summary->n_announcements[0] == 0 && summary->n_announcements[1] == 0)
    return;

  if (best == 0 || best == 1)
    {
      g_autofree char *what = describe_team_announcements (summary, (guint) best, names);

      /* Translators: B20: the team whose declarations score, what they
       * declared and their total: "Declarations: Us, Tierce to the King
       * of hearts (South) and Fifty to the Ace of clubs (North): 70" */
      add_line (lines, g_strdup_printf (_("Declarations: %s, %s: %d"),
                                        belote_explain_team_name (names, (guint) best), what,
                                        score->announcements[best]));
      if (summary->n_announcements[1 - best] > 0)
        {
          g_autofree char *other = describe_team_announcements (summary, (guint) (1 - best), names);

          /* Translators: B20: "Them's Tierce … counts nothing: only the
           * team with the best announcement scores" */
          add_line (lines, g_strdup_printf (_("%s declared %s: nothing, only the team with the best announcement "
                                              "scores"),
                                            belote_explain_team_name (names, (guint) (1 - best)), other));
        }
      else
        /* Translators: B20 */
        add_line (lines, g_strdup (_("Only the team with the best announcement scores its declarations.")));
      return;
    }
  /* declared, and nothing scored: only what is worth nothing, or equal
   * announcements the pad could not rank */
  for (guint t = 0; t < BELOTE_N_TEAMS; t++)
    if (summary->n_announcements[t] > 0)
      {
        g_autofree char *what = describe_team_announcements (summary, t, names);

        /* Translators: B20: declarations that scored nothing */
        add_line (lines, g_strdup_printf (_("%s declared %s: nothing scored"),
                                          belote_explain_team_name (names, t), what));
      }
}

static void
explain_result (GPtrArray                *lines,
                const BeloteDealSummary  *summary,
                const BeloteDealScore    *score,
                const BeloteExplainNames *names)
{
  guint taker = (guint) score->taker_team;
  guint defenders = 1 - taker;
  const char *taker_name = belote_explain_team_name (names, taker);
  const char *defenders_name = belote_explain_team_name (names, defenders);

  switch (score->result)
    {
    case BELOTE_RESULT_MADE:
      /* Translators: B23: the taker's team has more deal points */
      add_line (lines, g_strdup_printf (_("Contract made by %s: each team scores its points"), taker_name));
      break;
    case BELOTE_RESULT_DEDANS:
      /* Translators: B23: the taker's team has fewer deal points:
       * "Dedans: Us score nothing; Them score 162" */
      add_line (lines, g_strdup_printf (_("Dedans: %s, the taker’s team, score nothing; %s score %d"),
                                        taker_name, defenders_name,
                                        score->deal_points[0] + score->deal_points[1] - score->belote[taker]));
      if (score->belote[taker] > 0)
        /* Translators: B23: Belote-Rebelote stays with its team */
        add_line (lines, g_strdup_printf (_("%s keep their Belote: +%d"), taker_name, score->belote[taker]));
      break;
    case BELOTE_RESULT_LITIGE:
      /* Translators: B23, B24: equal deal points: "Litige: 81 in the
       * pot; Them score their 81" */
      add_line (lines, g_strdup_printf (_("Litige: %d in the pot; %s score their %d"),
                                        score->deal_points[taker] - score->belote[taker], defenders_name,
                                        score->deal_points[defenders]));
      if (score->belote[taker] > 0)
        add_line (lines, g_strdup_printf (_("%s keep their Belote: +%d"), taker_name, score->belote[taker]));
      break;
    case BELOTE_RESULT_VOID:
    case BELOTE_RESULT_UNFINISHED:
    default:
      break;
    }

  if (score->pot_to == 0 || score->pot_to == 1)
    /* Translators: B24: the pot of earlier litiges goes to the team
     * that won this deal: "Pot: Us receive 81" */
    add_line (lines, g_strdup_printf (_("Pot: %s receive %d"),
                                      belote_explain_team_name (names, (guint) score->pot_to), score->pot_before));
  else if (score->result == BELOTE_RESULT_LITIGE && score->pot_before > 0)
    /* Translators: B24: a litige adds to the pot already held */
    add_line (lines, g_strdup_printf (_("The pot grows to %d for the next deal won"), score->pot_after));
}

char **
belote_explain_score (const BeloteDealSummary  *summary,
                      const BeloteDealScore    *score,
                      BeloteSchool              school,
                      gint8                     last_trick_team,
                      const BeloteExplainNames *names)
{
  g_autoptr(GPtrArray) lines = g_ptr_array_new_with_free_func (g_free);
  const char *us = belote_explain_team_name (names, 0);
  const char *them = belote_explain_team_name (names, 1);

  g_return_val_if_fail (summary != NULL, NULL);
  g_return_val_if_fail (score != NULL, NULL);

  if (score->result == BELOTE_RESULT_VOID || (score->taker_team != 0 && score->taker_team != 1))
    {
      explain_void (lines, score);
      g_ptr_array_add (lines, NULL);
      return (char **) g_ptr_array_free (g_steal_pointer (&lines), FALSE);
    }

  /* who took, and what */
  if (summary->taker_seat >= 0 && summary->taker_seat < BELOTE_N_SEATS && (guint) summary->trump < BELOTE_N_SUITS)
    /* Translators: B6, B7: "North took, hearts trump" */
    add_line (lines, g_strdup_printf (_("%s took, %s trump"), belote_explain_seat_name (names, summary->taker_seat),
                                      belote_suit_name (summary->trump)));
  else
    /* Translators: the pad: only the taker's team is known */
    add_line (lines, g_strdup_printf (_("%s took"), belote_explain_team_name (names, (guint) score->taker_team)));

  explain_cards (lines, summary, score, last_trick_team, names);
  explain_declarations (lines, summary, score, school, names);
  if (score->belote[0] > 0 || score->belote[1] > 0)
    /* Translators: B21: the team that held King and Queen of trump */
    add_line (lines, g_strdup_printf (_("Belote: %s +%d"), belote_explain_team_name (names, score->belote[0] > 0 ? 0 : 1),
                                      BELOTE_BELOTE_POINTS));
  /* Translators: B22: cards, last trick or capot, declarations, Belote */
  add_line (lines, g_strdup_printf (_("Deal points: %s %d, %s %d"), us, score->deal_points[0], them,
                                    score->deal_points[1]));
  explain_result (lines, summary, score, names);
  /* Translators: what each team adds to its total for this deal */
  add_line (lines, g_strdup_printf (_("Scored: %s +%d, %s +%d"), us, score->scored[0], them, score->scored[1]));

  g_ptr_array_add (lines, NULL);
  return (char **) g_ptr_array_free (g_steal_pointer (&lines), FALSE);
}

char **
belote_explain_played_deal (const BeloteDeal         *deal,
                            const BeloteDealScore    *score,
                            const BeloteExplainNames *names)
{
  BeloteDealSummary summary;
  gint8 last = BELOTE_NO_TEAM;

  g_return_val_if_fail (deal != NULL, NULL);
  g_return_val_if_fail (score != NULL, NULL);

  belote_deal_summary (deal, &summary);
  if (deal->phase == BELOTE_PHASE_DONE && deal->trick_winner[BELOTE_N_TRICKS - 1] >= 0)
    last = BELOTE_TEAM_OF (deal->trick_winner[BELOTE_N_TRICKS - 1]);
  return belote_explain_score (&summary, score, deal->school, last, names);
}

char *
belote_explain_bid (const BeloteDeal         *deal,
                    guint                     seat,
                    BeloteBid                 bid,
                    const BeloteExplainNames *names)
{
  const char *who;

  g_return_val_if_fail (deal != NULL, NULL);
  g_return_val_if_fail (seat < BELOTE_N_SEATS, NULL);

  who = belote_explain_seat_name (names, seat);
  if (bid == BELOTE_BID_PASS)
    /* Translators: B6, B7: "East passes" */
    return g_strdup_printf (_("%s passes"), who);
  if (bid == BELOTE_BID_TAKE && deal->turned < BELOTE_N_CARDS)
    {
      g_autofree char *turned = belote_card_describe (deal->turned);

      /* Translators: B6: "East takes the 9 of hearts: hearts are trump" */
      return g_strdup_printf (_("%s takes the %s: %s are trump"), who, turned,
                              belote_suit_name (BELOTE_CARD_SUIT (deal->turned)));
    }
  if (bid >= 0 && bid < BELOTE_N_SUITS)
    /* Translators: B7: "East names spades as trump" */
    return g_strdup_printf (_("%s names %s as trump"), who, belote_suit_name ((BeloteSuit) bid));
  return g_strdup (who);
}

char *
belote_explain_play (const BeloteDeal         *deal,
                     guint                     seat,
                     BeloteCard                card,
                     const BeloteExplainNames *names)
{
  g_autofree char *what = NULL;
  const char *who;
  gboolean trump_honour;

  g_return_val_if_fail (deal != NULL, NULL);
  g_return_val_if_fail (seat < BELOTE_N_SEATS, NULL);
  g_return_val_if_fail (card < BELOTE_N_CARDS, NULL);

  who = belote_explain_seat_name (names, seat);
  what = belote_card_describe (card);
  /* B21: the King or Queen of trump of the seat that holds both */
  trump_honour = deal->trump != BELOTE_NO_SUIT && BELOTE_CARD_SUIT (card) == deal->trump
                 && (BELOTE_CARD_RANK (card) == BELOTE_KING || BELOTE_CARD_RANK (card) == BELOTE_QUEEN)
                 && belote_deal_belote_seat (deal) == (gint8) seat;
  if (trump_honour && deal->belote_said == 1)
    /* Translators: B21: the first of King and Queen of trump */
    return g_strdup_printf (_("%s plays the %s: “Belote!”"), who, what);
  if (trump_honour && deal->belote_said >= 2)
    /* Translators: B21: the second of King and Queen of trump */
    return g_strdup_printf (_("%s plays the %s: “Rebelote!”"), who, what);
  /* Translators: "East plays the 10 of hearts" */
  return g_strdup_printf (_("%s plays the %s"), who, what);
}

char *
belote_explain_trick (const BeloteDeal         *deal,
                      const BeloteExplainNames *names)
{
  const BeloteCard *cards = NULL;
  gint8 leader = BELOTE_NO_SEAT, winning = BELOTE_NO_SEAT;
  guint n, number;
  g_autoptr(GPtrArray) items = NULL;
  g_autofree char *played = NULL;
  gint8 to_move;

  g_return_val_if_fail (deal != NULL, NULL);

  if (deal->phase != BELOTE_PHASE_PLAY && deal->phase != BELOTE_PHASE_DONE)
    return NULL;
  n = belote_deal_trick_cards (deal, &cards, &leader, &winning);
  number = (deal->n_played - n) / BELOTE_N_SEATS + 1;
  to_move = belote_deal_to_move (deal);
  if (n == 0)
    {
      if (to_move < 0)
        return NULL;
      /* Translators: "Trick 3: South to lead" */
      return g_strdup_printf (_("Trick %u: %s to lead"), number, belote_explain_seat_name (names, (guint) to_move));
    }

  items = g_ptr_array_new_with_free_func (g_free);
  for (guint i = 0; i < n; i++)
    {
      guint seat = ((guint) leader + i) % BELOTE_N_SEATS;
      g_autofree char *card = belote_card_describe (cards[i]);

      if (i == 0)
        /* Translators: the first card of a trick: "West led the Ace of clubs" */
        g_ptr_array_add (items, g_strdup_printf (_("%s led the %s"), belote_explain_seat_name (names, seat), card));
      else
        /* Translators: a later card of a trick: "North played the 7 of clubs" */
        g_ptr_array_add (items, g_strdup_printf (_("%s played the %s"), belote_explain_seat_name (names, seat), card));
    }
  played = join_list (items);
  if (n == BELOTE_N_SEATS)
    /* Translators: a whole trick: "Trick 3: West led …; East wins it" */
    return g_strdup_printf (_("Trick %u: %s; %s wins it"), number, played,
                            belote_explain_seat_name (names, (guint) winning));
  /* Translators: a trick under way: "Trick 3: West led …; East is
   * winning" */
  return g_strdup_printf (_("Trick %u: %s; %s is winning"), number, played,
                          belote_explain_seat_name (names, (guint) winning));
}

char *
belote_explain_declarations (const BeloteDeal         *deal,
                             const BeloteExplainNames *names)
{
  g_autoptr(GPtrArray) items = NULL;
  g_autofree char *list = NULL;
  BeloteDealSummary summary;
  gint8 best;
  guint first;

  g_return_val_if_fail (deal != NULL, NULL);

  /* B19: shown to all once the second trick has begun */
  if (deal->school != BELOTE_SCHOOL_FAMILY || deal->n_played <= BELOTE_N_SEATS
      || (deal->phase != BELOTE_PHASE_PLAY && deal->phase != BELOTE_PHASE_DONE))
    return NULL;

  belote_deal_summary (deal, &summary);
  first = summary.first_leader >= 0 ? (guint) summary.first_leader : 0;
  items = g_ptr_array_new_with_free_func (g_free);
  for (guint i = 0; i < BELOTE_N_SEATS; i++)
    {
      guint seat = (first + i) % BELOTE_N_SEATS;
      g_autoptr(GPtrArray) what = NULL;
      g_autofree char *joined = NULL;

      if (deal->n_declared[seat] == 0)
        continue;
      what = g_ptr_array_new_with_free_func (g_free);
      for (guint k = 0; k < deal->n_declared[seat]; k++)
        g_ptr_array_add (what, belote_explain_announcement (&deal->declared[seat][k]));
      joined = join_list (what);
      /* Translators: a seat and what it declared: "South, Tierce to the
       * King of hearts" */
      g_ptr_array_add (items, g_strdup_printf (_("%s, %s"), belote_explain_seat_name (names, seat), joined));
    }
  if (items->len == 0)
    return NULL;

  {
    GString *text = g_string_new (NULL);

    for (guint i = 0; i < items->len; i++)
      {
        if (i > 0)
          /* Translators: between two seats' declarations */
          g_string_append (text, _("; "));
        g_string_append (text, g_ptr_array_index (items, i));
      }
    list = g_string_free (text, FALSE);
  }
  best = belote_summary_best_team (&summary, deal->school);
  if (best == 0 || best == 1)
    /* Translators: B19, B20: "Declared: South, Tierce to the King of
     * hearts; East, Carré of Jacks. Them score their declarations." */
    return g_strdup_printf (_("Declared: %s. %s score their declarations."), list,
                            belote_explain_team_name (names, (guint) best));
  /* Translators: B19: declarations worth nothing */
  return g_strdup_printf (_("Declared: %s."), list);
}
