/* belote-score.c — one deal's score, the pot and the match's end
 * (B13–B15, B20–B25)
 *
 * A deal played card by card and a deal entered on the pad both arrive
 * here as a BeloteDealSummary, so the two can never score differently.
 *
 * SPDX-FileCopyrightText: 2026 The Balut developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <string.h>

#include "belote-score.h"

const char *
belote_result_to_string (BeloteResult result)
{
  switch (result)
    {
    case BELOTE_RESULT_MADE:
      return "made";
    case BELOTE_RESULT_DEDANS:
      return "dedans";
    case BELOTE_RESULT_LITIGE:
      return "litige";
    case BELOTE_RESULT_VOID:
      return "void";
    case BELOTE_RESULT_UNFINISHED:
      return "unfinished";
    default:
      g_return_val_if_reached ("?");
    }
}

void
belote_summary_init (BeloteDealSummary *summary)
{
  g_return_if_fail (summary != NULL);

  /* zeroed whole, padding included, so that summaries compare with memcmp */
  memset (summary, 0, sizeof *summary);
  summary->taker_team = BELOTE_NO_TEAM;
  summary->taker_seat = BELOTE_NO_SEAT;
  summary->trump = BELOTE_NO_SUIT;
  summary->capot_team = BELOTE_NO_TEAM;
  summary->first_leader = BELOTE_NO_SEAT;
  summary->best_team = BELOTE_NO_TEAM;
  summary->belote_team = BELOTE_NO_TEAM;
}

/* An announcement's place in the playing order from the first leader
 * (B20's last rule), or -1 when its seat or the leader is not known. */
static int
declared_place (const BeloteAnnouncement *a,
                gint8                     first_leader)
{
  if (a->seat < 0 || a->seat >= BELOTE_N_SEATS
      || first_leader < 0 || first_leader >= BELOTE_N_SEATS)
    return -1;
  return (a->seat - first_leader + BELOTE_N_SEATS) % BELOTE_N_SEATS;
}

gint8
belote_summary_best_team (const BeloteDealSummary *summary,
                          BeloteSchool             school)
{
  const BeloteAnnouncement *best[2 * BELOTE_MAX_ANNOUNCEMENTS];
  gint8 best_team[2 * BELOTE_MAX_ANNOUNCEMENTS];
  guint n_valued[BELOTE_N_TEAMS] = { 0, 0 };
  guint n_best = 0;
  gint8 team = BELOTE_NO_TEAM;
  int first_place = -1;
  gboolean places_known = TRUE;

  g_return_val_if_fail (summary != NULL, BELOTE_NO_TEAM);

  if (school == BELOTE_SCHOOL_TOURNAMENT)  /* B27 */
    return BELOTE_NO_TEAM;
  if (summary->best_team == 0 || summary->best_team == 1)
    return summary->best_team;

  for (guint t = 0; t < BELOTE_N_TEAMS; t++)
    for (guint i = 0; i < MIN (summary->n_announcements[t], BELOTE_MAX_ANNOUNCEMENTS); i++)
      if (belote_announcement_value (&summary->announcements[t][i]) > 0)
        n_valued[t]++;
  if (n_valued[0] == 0 && n_valued[1] == 0)
    return BELOTE_NO_TEAM;
  if (n_valued[0] == 0 || n_valued[1] == 0)
    return n_valued[0] > 0 ? 0 : 1;

  /* The announcements nothing beats. In a played deal B20 orders them
   * completely and these are the equal best; on the pad, what was not
   * entered can leave several that cannot be told apart. */
  for (guint t = 0; t < BELOTE_N_TEAMS; t++)
    for (guint i = 0; i < MIN (summary->n_announcements[t], BELOTE_MAX_ANNOUNCEMENTS); i++)
      {
        const BeloteAnnouncement *a = &summary->announcements[t][i];
        gboolean beaten = FALSE;

        if (belote_announcement_value (a) == 0)
          continue;
        for (guint u = 0; u < BELOTE_N_TEAMS && !beaten; u++)
          for (guint j = 0; j < MIN (summary->n_announcements[u], BELOTE_MAX_ANNOUNCEMENTS); j++)
            if (belote_announcement_compare (&summary->announcements[u][j], a, summary->trump) > 0)
              {
                beaten = TRUE;
                break;
              }
        if (!beaten)
          {
            best[n_best] = a;
            best_team[n_best] = (gint8) t;
            n_best++;
          }
      }

  for (guint i = 0; i < n_best; i++)
    {
      if (i == 0)
        team = best_team[0];
      else if (best_team[i] != team)
        team = BELOTE_NO_TEAM;
    }
  if (team != BELOTE_NO_TEAM || n_best == 0)
    return team;

  /* equal best on both sides: the first declared in playing order */
  for (guint i = 0; i < n_best; i++)
    {
      int place = declared_place (best[i], summary->first_leader);

      if (place < 0)
        places_known = FALSE;
      else if (first_place < 0 || place < first_place)
        {
          first_place = place;
          team = best_team[i];
        }
    }
  return places_known ? team : BELOTE_NO_TEAM;
}

void
belote_score_deal (const BeloteDealSummary *summary,
                   BeloteSchool             school,
                   int                      pot,
                   BeloteDealScore         *out)
{
  gint8 taker, defenders;

  g_return_if_fail (summary != NULL);
  g_return_if_fail (out != NULL);

  memset (out, 0, sizeof *out);
  out->taker_team = summary->taker_team;
  out->trump = summary->trump;
  out->capot_team = summary->capot_team;
  out->announcements_team = BELOTE_NO_TEAM;
  out->pot_before = pot;
  out->pot_after = pot;
  out->pot_to = BELOTE_NO_TEAM;

  if (summary->taker_team != 0 && summary->taker_team != 1)
    {
      /* B8, B24: nothing scored, the pot waits */
      out->result = BELOTE_RESULT_VOID;
      out->taker_team = BELOTE_NO_TEAM;
      out->capot_team = BELOTE_NO_TEAM;
      return;
    }

  if (school == BELOTE_SCHOOL_FAMILY)
    out->announcements_team = belote_summary_best_team (summary, school);
  for (guint t = 0; t < BELOTE_N_TEAMS; t++)
    {
      out->card_points[t] = summary->card_points[t];
      if (out->announcements_team == (gint8) t)  /* B20 */
        for (guint i = 0; i < MIN (summary->n_announcements[t], BELOTE_MAX_ANNOUNCEMENTS); i++)
          out->announcements[t] += belote_announcement_value (&summary->announcements[t][i]);
      if (summary->belote_team == (gint8) t)  /* B21 */
        out->belote[t] = BELOTE_BELOTE_POINTS;
      out->deal_points[t] = out->card_points[t] + out->announcements[t] + out->belote[t];  /* B22 */
    }

  taker = summary->taker_team;
  defenders = 1 - taker;
  if (out->deal_points[taker] > out->deal_points[defenders])
    {
      out->result = BELOTE_RESULT_MADE;
      out->scored[taker] = out->deal_points[taker] + pot;
      out->scored[defenders] = out->deal_points[defenders];
      out->pot_after = 0;
      out->pot_to = pot > 0 ? taker : BELOTE_NO_TEAM;
    }
  else if (out->deal_points[taker] < out->deal_points[defenders])
    {
      /* B23: the taker's Belote stays with the taker's team */
      out->result = BELOTE_RESULT_DEDANS;
      out->scored[defenders] = out->deal_points[defenders]
                               + out->deal_points[taker] - out->belote[taker] + pot;
      out->scored[taker] = out->belote[taker];
      out->pot_after = 0;
      out->pot_to = pot > 0 ? defenders : BELOTE_NO_TEAM;
    }
  else
    {
      /* B23 litige, B24: the taker's points wait in the pot */
      out->result = BELOTE_RESULT_LITIGE;
      out->scored[defenders] = out->deal_points[defenders];
      out->scored[taker] = out->belote[taker];
      out->pot_after = pot + out->deal_points[taker] - out->belote[taker];
    }
}

gboolean
belote_match_over (const int totals[BELOTE_N_TEAMS],
                   int       target,
                   gint8    *winner)
{
  gint8 who = BELOTE_NO_TEAM;

  g_return_val_if_fail (totals != NULL, FALSE);

  /* B25: someone reached the target and the totals differ */
  if ((totals[0] >= target || totals[1] >= target) && totals[0] != totals[1])
    who = totals[0] > totals[1] ? 0 : 1;
  if (winner != NULL)
    *winner = who;
  return who != BELOTE_NO_TEAM;
}
