/* test-explain.c — a deal's score told line by line, a bid, a card, the
 * trick and the declarations in words (B8, B13–B24)
 *
 * SPDX-FileCopyrightText: 2026 The Balut developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include <stdio.h>
#include <string.h>

#include "belote-deal.h"
#include "belote-explain.h"
#include "belote-score.h"
#include "belote-test-util.h"

static BeloteDealSummary
summary_of (gint8 taker_seat,
            int   taker_points,
            gint8 belote_team)
{
  BeloteDealSummary s;
  gint8 taker = BELOTE_TEAM_OF (taker_seat);

  belote_summary_init (&s);
  s.taker_team = taker;
  s.taker_seat = taker_seat;
  s.trump = BELOTE_HEARTS;
  s.card_points[taker] = taker_points;
  s.card_points[1 - taker] = BELOTE_DEAL_POINTS_TOTAL - taker_points;
  s.belote_team = belote_team;
  s.first_leader = 1;
  return s;
}

static gboolean
has_line (char       **lines,
          const char  *line)
{
  return g_strv_contains ((const char * const *) lines, line);
}

static const char *
line_starting (char       **lines,
               const char  *prefix)
{
  for (guint i = 0; lines[i] != NULL; i++)
    if (g_str_has_prefix (lines[i], prefix))
      return lines[i];
  return NULL;
}

static void
dump (char **lines)
{
  for (guint i = 0; lines[i] != NULL; i++)
    g_test_message ("  %s", lines[i]);
}

/* B8, B24: a void deal scores nothing; the pot waits */
static void
test_void (void)
{
  BeloteDealSummary s;
  BeloteDealScore score;
  g_auto(GStrv) lines = NULL;
  g_auto(GStrv) with_pot = NULL;

  belote_summary_init (&s);
  belote_score_deal (&s, BELOTE_SCHOOL_FAMILY, 0, &score);
  lines = belote_explain_score (&s, &score, BELOTE_SCHOOL_FAMILY, BELOTE_NO_TEAM, NULL);
  dump (lines);
  g_assert_cmpuint (g_strv_length (lines), ==, 1);
  g_assert_true (has_line (lines, "Everyone passed twice: a void deal, nothing is scored."));

  belote_score_deal (&s, BELOTE_SCHOOL_FAMILY, 81, &score);
  with_pot = belote_explain_score (&s, &score, BELOTE_SCHOOL_FAMILY, BELOTE_NO_TEAM, NULL);
  g_assert_cmpuint (g_strv_length (with_pot), ==, 2);
  g_assert_true (has_line (with_pot, "The pot of 81 waits for the next deal."));
}

/* B13, B14, B22, B23: made, with the last trick told apart */
static void
test_made_last_trick (void)
{
  BeloteDealSummary s = summary_of (0, 108, BELOTE_NO_TEAM);
  BeloteDealScore score;
  g_auto(GStrv) lines = NULL;

  belote_score_deal (&s, BELOTE_SCHOOL_FAMILY, 0, &score);
  lines = belote_explain_score (&s, &score, BELOTE_SCHOOL_FAMILY, 0, NULL);
  dump (lines);
  g_assert_cmpstr (lines[0], ==, "South took, hearts trump");
  g_assert_true (has_line (lines, "Card points: Us 98, Them 54"));
  g_assert_true (has_line (lines, "Last trick (dix de der): Us +10"));
  g_assert_true (has_line (lines, "Deal points: Us 108, Them 54"));
  g_assert_true (has_line (lines, "Contract made by Us: each team scores its points"));
  g_assert_true (has_line (lines, "Scored: Us +108, Them +54"));
  g_assert_null (line_starting (lines, "Belote"));
  g_assert_null (line_starting (lines, "Pot"));
  g_assert_null (line_starting (lines, "Declarations"));
}

/* B15: capot's 100 instead of the last trick */
static void
test_capot (void)
{
  BeloteDealSummary s = summary_of (1, 0, BELOTE_NO_TEAM);
  BeloteDealScore score;
  g_auto(GStrv) lines = NULL;
  BeloteExplainNames names = { { "Ana & Ben", "Cy & Di" }, { NULL, "Cy", NULL, NULL } };

  s.card_points[1] = BELOTE_CARD_POINTS_TOTAL + BELOTE_CAPOT_BONUS;
  s.card_points[0] = 0;
  s.capot_team = 1;
  belote_score_deal (&s, BELOTE_SCHOOL_FAMILY, 0, &score);
  lines = belote_explain_score (&s, &score, BELOTE_SCHOOL_FAMILY, 1, &names);
  dump (lines);
  g_assert_cmpstr (lines[0], ==, "Cy took, hearts trump");
  g_assert_true (has_line (lines, "Card points: Ana & Ben 0, Cy & Di 152"));
  g_assert_true (has_line (lines, "Capot: Cy & Di +100 instead of the last trick"));
  g_assert_null (line_starting (lines, "Last trick"));
  g_assert_true (has_line (lines, "Scored: Ana & Ben +0, Cy & Di +252"));
}

/* B23: dedans, the taker's Belote stays with them */
static void
test_dedans_belote (void)
{
  BeloteDealSummary s = summary_of (2, 60, 0);
  BeloteDealScore score;
  g_auto(GStrv) lines = NULL;

  belote_score_deal (&s, BELOTE_SCHOOL_FAMILY, 0, &score);
  g_assert_cmpint (score.result, ==, BELOTE_RESULT_DEDANS);
  lines = belote_explain_score (&s, &score, BELOTE_SCHOOL_FAMILY, 1, NULL);
  dump (lines);
  g_assert_cmpstr (lines[0], ==, "North took, hearts trump");
  g_assert_true (has_line (lines, "Card points: Us 60, Them 92"));
  g_assert_true (has_line (lines, "Last trick (dix de der): Them +10"));
  g_assert_true (has_line (lines, "Belote: Us +20"));
  g_assert_true (has_line (lines, "Dedans: Us, the taker’s team, score nothing; Them score 162"));
  g_assert_true (has_line (lines, "Us keep their Belote: +20"));
  g_assert_true (has_line (lines, "Scored: Us +20, Them +162"));
}

/* B23, B24: a litige puts the taker's points in the pot; the next deal
 * made gives it to the taker's team */
static void
test_litige_pot (void)
{
  BeloteDealSummary s = summary_of (1, 81, BELOTE_NO_TEAM);
  BeloteDealSummary next = summary_of (0, 100, BELOTE_NO_TEAM);
  BeloteDealScore score, next_score, again;
  g_auto(GStrv) lines = NULL;
  g_auto(GStrv) next_lines = NULL;
  g_auto(GStrv) again_lines = NULL;

  belote_score_deal (&s, BELOTE_SCHOOL_FAMILY, 0, &score);
  g_assert_cmpint (score.result, ==, BELOTE_RESULT_LITIGE);
  lines = belote_explain_score (&s, &score, BELOTE_SCHOOL_FAMILY, BELOTE_NO_TEAM, NULL);
  dump (lines);
  g_assert_cmpstr (lines[0], ==, "East took, hearts trump");
  g_assert_true (has_line (lines, "Card points with the last trick: Us 81, Them 81"));
  g_assert_true (has_line (lines, "Litige: 81 in the pot; Us score their 81"));
  g_assert_null (line_starting (lines, "The pot grows"));

  belote_score_deal (&next, BELOTE_SCHOOL_FAMILY, score.pot_after, &next_score);
  next_lines = belote_explain_score (&next, &next_score, BELOTE_SCHOOL_FAMILY, BELOTE_NO_TEAM, NULL);
  dump (next_lines);
  g_assert_true (has_line (next_lines, "Pot: Us receive 81"));
  g_assert_true (has_line (next_lines, "Scored: Us +181, Them +62"));

  /* a second litige adds to the pot */
  belote_score_deal (&s, BELOTE_SCHOOL_FAMILY, 81, &again);
  again_lines = belote_explain_score (&s, &again, BELOTE_SCHOOL_FAMILY, BELOTE_NO_TEAM, NULL);
  g_assert_true (has_line (again_lines, "The pot grows to 162 for the next deal won"));
}

/* B20: only the best team scores its declarations; B27: none in
 * tournament rules */
static void
test_declarations (void)
{
  BeloteDealSummary s = summary_of (0, 100, BELOTE_NO_TEAM);
  BeloteDealScore score;
  g_auto(GStrv) lines = NULL;
  g_auto(GStrv) tournament = NULL;

  s.n_announcements[0] = 2;
  s.announcements[0][0] = belote_test_sequence (BELOTE_HEARTS, BELOTE_KING, 3, 0);
  s.announcements[0][1] = belote_test_sequence (BELOTE_CLUBS, BELOTE_ACE, 4, 2);
  s.n_announcements[1] = 1;
  s.announcements[1][0] = belote_test_sequence (BELOTE_SPADES, BELOTE_ACE, 3, 1);
  belote_score_deal (&s, BELOTE_SCHOOL_FAMILY, 0, &score);
  g_assert_cmpint (score.announcements_team, ==, 0);
  lines = belote_explain_score (&s, &score, BELOTE_SCHOOL_FAMILY, 0, NULL);
  dump (lines);
  g_assert_true (has_line (lines, "Declarations: Us, Tierce to the King of hearts (South) and "
                                  "Fifty to the Ace of clubs (North): 70"));
  g_assert_true (has_line (lines, "Them declared Tierce to the Ace of spades (East): nothing, only the team "
                                  "with the best announcement scores"));
  g_assert_true (has_line (lines, "Deal points: Us 170, Them 62"));

  belote_score_deal (&s, BELOTE_SCHOOL_TOURNAMENT, 0, &score);
  tournament = belote_explain_score (&s, &score, BELOTE_SCHOOL_TOURNAMENT, 0, NULL);
  g_assert_null (line_starting (tournament, "Declarations"));
  g_assert_true (has_line (tournament, "Deal points: Us 100, Them 62"));
}

/* "Prefix: Us 98, Them 54" (a + sign allowed) */
static int
parse_pair (const char *line,
            const char *prefix,
            int        *a,
            int        *b)
{
  g_assert_nonnull (line);
  g_assert_true (g_str_has_prefix (line, prefix));
  return sscanf (line + strlen (prefix), "Us %d, Them %d", a, b);
}

/* Every taker's points 0–162, both teams, Belote to nobody or either
 * team, with and without a pot: the lines always say what the score
 * says (B22–B24) */
static void
test_exhaustive (void)
{
  guint n = 0;

  for (gint8 seat = 0; seat < BELOTE_N_SEATS; seat++)
    for (int points = 0; points <= BELOTE_DEAL_POINTS_TOTAL; points++)
      for (gint8 belote = -1; belote < BELOTE_N_TEAMS; belote++)
        for (int pot = 0; pot <= 81; pot += 81)
          for (gint8 last = -1; last < BELOTE_N_TEAMS; last++)
            {
              BeloteDealSummary s = summary_of (seat, points, belote);
              BeloteDealScore score;
              g_auto(GStrv) lines = NULL;
              const char *result;
              int a = -1, b = -1;
              gint8 taker = BELOTE_TEAM_OF (seat);

              /* the last trick's 10 belongs to a team that has them */
              if (last >= 0 && s.card_points[last] < BELOTE_LAST_TRICK)
                continue;
              belote_score_deal (&s, BELOTE_SCHOOL_FAMILY, pot, &score);
              lines = belote_explain_score (&s, &score, BELOTE_SCHOOL_FAMILY, last, NULL);
              n++;

              g_assert_cmpint (parse_pair (line_starting (lines, "Scored: "), "Scored: ", &a, &b),
                               ==, 2);
              g_assert_cmpint (a, ==, score.scored[0]);
              g_assert_cmpint (b, ==, score.scored[1]);
              g_assert_cmpint (parse_pair (line_starting (lines, "Deal points: "), "Deal points: ", &a, &b), ==, 2);
              g_assert_cmpint (a, ==, score.deal_points[0]);
              g_assert_cmpint (b, ==, score.deal_points[1]);
              if (last >= 0)
                {
                  g_assert_cmpint (parse_pair (line_starting (lines, "Card points: "), "Card points: ", &a, &b), ==, 2);
                  g_assert_cmpint (a + b, ==, BELOTE_CARD_POINTS_TOTAL);
                  g_assert_nonnull (line_starting (lines, "Last trick (dix de der): "));
                }
              else
                g_assert_nonnull (line_starting (lines, "Card points with the last trick: "));

              g_assert_true ((line_starting (lines, "Belote: ") != NULL) == (belote >= 0));
              switch (score.result)
                {
                case BELOTE_RESULT_MADE:
                  result = line_starting (lines, "Contract made by ");
                  break;
                case BELOTE_RESULT_DEDANS:
                  result = line_starting (lines, "Dedans: ");
                  g_assert_true ((line_starting (lines, taker == 0 ? "Us keep their Belote" : "Them keep their Belote")
                                  != NULL) == (belote == taker));
                  break;
                case BELOTE_RESULT_LITIGE:
                  result = line_starting (lines, "Litige: ");
                  g_assert_true ((line_starting (lines, "The pot grows to ") != NULL) == (pot > 0));
                  break;
                default:
                  g_assert_not_reached ();
                }
              g_assert_nonnull (result);
              /* B24: a pot received is said with how much */
              if (score.pot_to >= 0)
                {
                  g_autofree char *expected = g_strdup_printf ("Pot: %s receive %d", score.pot_to == 0 ? "Us" : "Them",
                                                               pot);

                  g_assert_true (has_line (lines, expected));
                }
              else
                g_assert_null (line_starting (lines, "Pot: "));
            }
  g_test_message ("%u deals explained", n);
  g_assert_cmpuint (n, >, 4000);
}

/* A deal played out by the lowest legal card: its explanation agrees
 * with its own score, and bids, cards and tricks are said */
static void
test_played_deal (void)
{
  BeloteCard deck[BELOTE_N_CARDS];
  BeloteDeal deal;
  BeloteDealSummary summary;
  BeloteDealScore score;
  g_auto(GStrv) lines = NULL;
  g_autofree char *pass = NULL;
  g_autofree char *take = NULL;
  g_autofree char *name = NULL;
  g_autofree char *lead = NULL;
  g_autofree char *trick = NULL;
  g_autofree char *mid = NULL;
  gboolean declarations_said = FALSE;

  belote_deck_shuffle (7, 0, deck);
  belote_deal_init (&deal, BELOTE_SCHOOL_FAMILY, deck, 3);

  pass = belote_explain_bid (&deal, 0, BELOTE_BID_PASS, NULL);
  g_assert_cmpstr (pass, ==, "South passes");
  name = belote_explain_bid (&deal, 1, BELOTE_BID_SUIT (BELOTE_SPADES), NULL);
  g_assert_cmpstr (name, ==, "East names spades as trump");
  {
    g_autofree char *turned = belote_card_describe (deal.turned);
    g_autofree char *expected = g_strdup_printf ("West takes the %s: %s are trump", turned,
                                                 belote_suit_name (BELOTE_CARD_SUIT (deal.turned)));

    take = belote_explain_bid (&deal, 3, BELOTE_BID_TAKE, NULL);
    g_assert_cmpstr (take, ==, expected);
  }
  g_assert_true (belote_deal_bid (&deal, BELOTE_BID_TAKE, NULL));

  lead = belote_explain_trick (&deal, NULL);
  g_assert_cmpstr (lead, ==, "Trick 1: South to lead");
  while (deal.phase == BELOTE_PHASE_PLAY)
    {
      gint8 seat = belote_deal_to_move (&deal);
      BeloteHand legal = belote_deal_legal_cards (&deal);
      BeloteCard card = (BeloteCard) g_bit_nth_lsf (legal, -1);
      g_autofree char *said = NULL;
      g_autofree char *declared = NULL;

      if (deal.n_played < BELOTE_N_SEATS)
        {
          BeloteAnnouncement held[BELOTE_HAND_SIZE];
          guint n_held = belote_hand_announcements (deal.dealt[seat], held);

          for (guint i = 0; i < n_held; i++)
            held[i].seat = seat;
          g_assert_true (belote_deal_declare (&deal, held, n_held, NULL));
        }
      g_assert_true (belote_deal_play (&deal, card, NULL));
      said = belote_explain_play (&deal, (guint) seat, card, NULL);
      g_assert_true (g_str_has_prefix (said, belote_explain_seat_name (NULL, (guint) seat)));
      g_assert_nonnull (strstr (said, " plays the "));
      declared = belote_explain_declarations (&deal, NULL);
      if (deal.n_played <= BELOTE_N_SEATS)
        g_assert_null (declared);
      else if (declared != NULL)
        {
          g_assert_true (g_str_has_prefix (declared, "Declared: "));
          declarations_said = TRUE;
        }
      if (deal.n_played == 6)
        mid = belote_explain_trick (&deal, NULL);
      if (deal.n_played == 4)
        trick = belote_explain_trick (&deal, NULL);
    }
  g_test_message ("%s", trick);
  g_test_message ("%s", mid);
  g_assert_true (g_str_has_prefix (trick, "Trick 1: South led the "));
  g_assert_nonnull (strstr (trick, " wins it"));
  g_assert_true (g_str_has_prefix (mid, "Trick 2: "));
  g_assert_nonnull (strstr (mid, " is winning"));
  g_test_message ("declarations said: %d", declarations_said);

  belote_deal_summary (&deal, &summary);
  belote_score_deal (&summary, BELOTE_SCHOOL_FAMILY, 0, &score);
  lines = belote_explain_played_deal (&deal, &score, NULL);
  dump (lines);
  g_assert_true (g_str_has_prefix (lines[0], "South took, "));
  g_assert_true (line_starting (lines, "Last trick (dix de der): ") != NULL
                 || line_starting (lines, "Capot: ") != NULL);
  {
    g_autofree char *scored = g_strdup_printf ("Scored: Us +%d, Them +%d", score.scored[0], score.scored[1]);

    g_assert_true (has_line (lines, scored));
  }
}

/* B16, B17: what a player says when declaring */
static void
test_announcement (void)
{
  BeloteAnnouncement tierce = belote_test_sequence (BELOTE_HEARTS, BELOTE_KING, 3, 0);
  BeloteAnnouncement carre = belote_test_carre (BELOTE_JACK, 1);
  g_autofree char *a = belote_explain_announcement (&tierce);
  g_autofree char *b = belote_explain_announcement (&carre);

  g_assert_cmpstr (a, ==, "Tierce to the King of hearts");
  g_assert_cmpstr (b, ==, "Carré of Jacks");
}

int
main (int    argc,
      char **argv)
{
  belote_test_init (&argc, &argv);

  g_test_add_func ("/belote/explain/B8-void", test_void);
  g_test_add_func ("/belote/explain/B14-made-last-trick", test_made_last_trick);
  g_test_add_func ("/belote/explain/B15-capot", test_capot);
  g_test_add_func ("/belote/explain/B23-dedans-belote", test_dedans_belote);
  g_test_add_func ("/belote/explain/B24-litige-pot", test_litige_pot);
  g_test_add_func ("/belote/explain/B20-declarations", test_declarations);
  g_test_add_func ("/belote/explain/B22-exhaustive", test_exhaustive);
  g_test_add_func ("/belote/explain/played-deal", test_played_deal);
  g_test_add_func ("/belote/explain/B16-announcement", test_announcement);
  return g_test_run ();
}
