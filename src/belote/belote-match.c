/* belote-match.c — a match: its deals, totals, pot and end (B3, B4,
 * B23–B25, B28)
 *
 * The match keeps its deals (played card by card) or its pad entries,
 * and scores them all again from the first after every change: a few
 * dozen deals cost nothing, and totals, pot and end can then never drift
 * from what the deals say. Undo keeps, before every action, the number of
 * deals and a copy of the last one — the only one an action changes —
 * so it restores exactly the state before.
 *
 * SPDX-FileCopyrightText: 2026 The Balut developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "belote-match.h"

G_DEFINE_QUARK (belote-match-error-quark, belote_match_error)

typedef struct
{
  guint n_deals;
  union
  {
    BeloteDeal     deal;
    BelotePadEntry entry;
  } last;  /* deal n_deals - 1 as it was */
} Snapshot;

struct _BeloteMatch
{
  GObject       parent_instance;

  BeloteMode    mode;
  BeloteSchool  school;
  int           target;
  guint64       seed;
  gboolean      shuffled;
  guint         first_dealer;
  gboolean      assisted;     /* help was used (a hint, an undo at the table) */

  char         *player_names[BELOTE_N_SEATS];
  gboolean      player_computer[BELOTE_N_SEATS];
  char         *player_levels[BELOTE_N_SEATS];
  char         *team_names[BELOTE_N_TEAMS];    /* as set */
  char         *team_display[BELOTE_N_TEAMS];  /* what get_team_name () returns */

  GArray       *deals;    /* of BeloteDeal (a played match) */
  GArray       *entries;  /* of BelotePadEntry (a pad match) */
  GArray       *scores;   /* of BeloteDealScore, one a deal */
  int           totals[BELOTE_N_TEAMS];
  int           pot;
  gint8         winner;
  gboolean      over;

  GArray       *undo;     /* of Snapshot */
};

G_DEFINE_FINAL_TYPE (BeloteMatch, belote_match, G_TYPE_OBJECT)

enum {
  SIGNAL_CHANGED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

gboolean
belote_target_valid (int target)
{
  return target == 301 || target == 501 || target == 1000;  /* B3 */
}

/* ------------------------------------------------------------------ */
/* The pad's entries (B28)                                             */
/* ------------------------------------------------------------------ */

void
belote_pad_entry_init (BelotePadEntry *entry)
{
  g_return_if_fail (entry != NULL);

  memset (entry, 0, sizeof *entry);
  entry->taker_team = 0;
  entry->taker_seat = BELOTE_NO_SEAT;
  entry->trump = BELOTE_NO_SUIT;
  entry->best_team = BELOTE_NO_TEAM;
  entry->belote_team = BELOTE_NO_TEAM;
}

/* The summary of an entry as it stands, checked or not; best_team is left
 * for the caller. */
static void
entry_to_summary (const BelotePadEntry *entry,
                  BeloteDealSummary    *out)
{
  belote_summary_init (out);
  out->taker_team = entry->taker_team;
  out->taker_seat = entry->taker_seat;
  out->trump = entry->trump;
  if (entry->capot[0] || entry->capot[1])
    {
      guint team = entry->capot[0] ? 0 : 1;

      out->capot_team = (gint8) team;
      out->card_points[team] = BELOTE_CARD_POINTS_TOTAL + BELOTE_CAPOT_BONUS;  /* B15 */
    }
  else if (entry->taker_team == 0 || entry->taker_team == 1)
    {
      out->card_points[entry->taker_team] = entry->taker_points;
      out->card_points[1 - entry->taker_team] = BELOTE_DEAL_POINTS_TOTAL - entry->taker_points;
    }
  for (guint t = 0; t < BELOTE_N_TEAMS; t++)
    {
      out->n_announcements[t] = MIN (entry->n_announcements[t], BELOTE_MAX_ANNOUNCEMENTS);
      memcpy (out->announcements[t], entry->announcements[t],
              out->n_announcements[t] * sizeof (BeloteAnnouncement));
    }
  out->belote_team = entry->belote_team;
}

gboolean
belote_pad_entry_needs_best (const BelotePadEntry *entry,
                             BeloteSchool          school)
{
  BeloteDealSummary summary;
  gboolean declared[BELOTE_N_TEAMS] = { FALSE, FALSE };

  g_return_val_if_fail (entry != NULL, FALSE);

  if (school == BELOTE_SCHOOL_TOURNAMENT)
    return FALSE;
  entry_to_summary (entry, &summary);
  for (guint t = 0; t < BELOTE_N_TEAMS; t++)
    for (guint i = 0; i < summary.n_announcements[t]; i++)
      if (belote_announcement_value (&summary.announcements[t][i]) > 0)
        declared[t] = TRUE;
  return declared[0] && declared[1]
         && belote_summary_best_team (&summary, school) == BELOTE_NO_TEAM;
}

static gboolean
pad_error (GError     **error,
           const char  *message)
{
  g_set_error_literal (error, BELOTE_MATCH_ERROR, BELOTE_MATCH_ERROR_PAD, message);
  return FALSE;
}

/* One announcement as the pad may hold it (B16, B17) */
static gboolean
check_announcement (const BeloteAnnouncement  *a,
                    guint                      team,
                    GError                   **error)
{
  if (a->seat != BELOTE_NO_SEAT
      && (a->seat < 0 || a->seat >= BELOTE_N_SEATS || BELOTE_TEAM_OF (a->seat) != (int) team))
    return pad_error (error, _("An announcement is entered for a player of the other team"));
  if (a->kind == BELOTE_ANNOUNCE_CARRE)
    {
      if ((guint) a->top >= BELOTE_N_RANKS)
        return pad_error (error, _("A carré has no such rank"));
      if (belote_announcement_value (a) == 0)
        return pad_error (error, _("A carré of sevens or eights is worth nothing: it is not an announcement"));
      return TRUE;
    }
  if (a->kind != BELOTE_ANNOUNCE_SEQUENCE)
    return pad_error (error, _("An announcement is neither a sequence nor a carré"));
  if (a->length != 0 && (a->length < 3 || a->length > BELOTE_N_RANKS))
    return pad_error (error, _("A sequence has 3 to 8 cards"));
  if (a->suit != BELOTE_NO_SUIT && (guint) a->suit >= BELOTE_N_SUITS)
    return pad_error (error, _("A sequence has no such suit"));
  if ((guint) a->top >= BELOTE_N_RANKS
      || (a->suit != BELOTE_NO_SUIT && a->length != 0 && a->length > (guint) a->top + 1))
    return pad_error (error, _("No such sequence exists: it would run below the seven"));
  return TRUE;
}

gboolean
belote_pad_entry_summarize (const BelotePadEntry  *entry,
                            BeloteSchool           school,
                            BeloteDealSummary     *out,
                            GError               **error)
{
  BeloteDealSummary summary;
  guint carres = 0;            /* ranks declared as carrés, all teams */
  BeloteHand runs = 0;         /* the cards of sequences whose suit is known */

  g_return_val_if_fail (entry != NULL, FALSE);
  g_return_val_if_fail (out != NULL, FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  if (entry->taker_team != 0 && entry->taker_team != 1)
    return pad_error (error, _("Choose the team that took"));
  if (entry->taker_seat != BELOTE_NO_SEAT
      && (entry->taker_seat < 0 || entry->taker_seat >= BELOTE_N_SEATS
          || BELOTE_TEAM_OF (entry->taker_seat) != entry->taker_team))
    return pad_error (error, _("The taker is not a player of the taking team"));
  if (entry->trump != BELOTE_NO_SUIT && (guint) entry->trump >= BELOTE_N_SUITS)
    return pad_error (error, _("The trump is not a suit"));
  if (entry->capot[0] && entry->capot[1])
    return pad_error (error, _("Only one team can win every trick: capot is for one team"));
  if (!entry->capot[0] && !entry->capot[1])
    {
      if (entry->taker_points < 0)
        return pad_error (error, _("Points cannot be negative"));
      if (entry->taker_points > BELOTE_DEAL_POINTS_TOTAL)
        return pad_error (error, _("A deal has 162 points with the last trick: enter at most 162"));
      /* no card is worth 1 point, and the last trick is worth 10 */
      if (entry->taker_points == 1 || entry->taker_points == BELOTE_DEAL_POINTS_TOTAL - 1)
        return pad_error (error, _("No team can make exactly 1 point: check the count"));
    }

  if (school == BELOTE_SCHOOL_TOURNAMENT
      && (entry->n_announcements[0] > 0 || entry->n_announcements[1] > 0))  /* B27 */
    return pad_error (error, _("Under tournament rules there are no announcements; only Belote-Rebelote counts"));

  for (guint t = 0; t < BELOTE_N_TEAMS; t++)
    {
      guint sequence_cards = 0, team_carres = 0;

      if (entry->n_announcements[t] > BELOTE_MAX_ANNOUNCEMENTS)
        return pad_error (error, _("Too many announcements for one team"));
      for (guint i = 0; i < entry->n_announcements[t]; i++)
        {
          const BeloteAnnouncement *a = &entry->announcements[t][i];

          if (!check_announcement (a, t, error))
            return FALSE;
          if (a->kind == BELOTE_ANNOUNCE_CARRE)
            {
              if (carres & (1u << a->top))
                return pad_error (error, _("There is only one carré of each rank: it is entered twice"));
              carres |= 1u << a->top;
              team_carres++;
            }
          else
            {
              BeloteHand cards = belote_announcement_cards (a);

              if (cards & runs)
                return pad_error (error, _("Two sequences are entered with the same cards: each card exists once"));
              runs |= cards;
              sequence_cards += a->length == 0 ? 5 : a->length;
            }
        }
      /* B18: a team's two hands hold 16 cards; each may count once in a
       * sequence and once in a carré */
      if (sequence_cards > 2 * BELOTE_HAND_SIZE || team_carres * 4 > 2 * BELOTE_HAND_SIZE)
        return pad_error (error, _("One team's two hands cannot hold all these announcements"));
    }

  if (entry->belote_team != BELOTE_NO_TEAM && entry->belote_team != 0 && entry->belote_team != 1)
    return pad_error (error, _("Belote-Rebelote belongs to no such team"));
  if (entry->best_team != BELOTE_NO_TEAM && entry->best_team != 0 && entry->best_team != 1)
    return pad_error (error, _("The best announcement belongs to no such team"));

  entry_to_summary (entry, &summary);
  if (belote_pad_entry_needs_best (entry, school))  /* B20 */
    {
      if (entry->best_team == BELOTE_NO_TEAM)
        return pad_error (error, _("Both teams declared announcements of the same worth: say which team's was best"));
      summary.best_team = entry->best_team;
    }

  *out = summary;
  return TRUE;
}

/* ------------------------------------------------------------------ */
/* Scoring and the undo                                                */
/* ------------------------------------------------------------------ */

static gboolean
deal_finished (const BeloteDeal *deal)
{
  return deal->phase == BELOTE_PHASE_DONE || deal->phase == BELOTE_PHASE_VOID;
}

/* Every deal scored again from the first (B22–B25) */
static void
rescore (BeloteMatch *self)
{
  guint n = belote_match_get_n_deals (self);

  g_array_set_size (self->scores, n);
  self->totals[0] = self->totals[1] = 0;
  self->pot = 0;
  self->over = FALSE;
  self->winner = BELOTE_NO_TEAM;

  for (guint i = 0; i < n; i++)
    {
      BeloteDealScore *score = &g_array_index (self->scores, BeloteDealScore, i);
      BeloteDealSummary summary;
      gboolean finished = TRUE;

      if (self->mode == BELOTE_MODE_PLAY)
        {
          const BeloteDeal *deal = &g_array_index (self->deals, BeloteDeal, i);

          belote_deal_summary (deal, &summary);
          finished = deal_finished (deal);
        }
      else
        {
          g_autoptr(GError) error = NULL;

          if (!belote_pad_entry_summarize (&g_array_index (self->entries, BelotePadEntry, i),
                                           self->school, &summary, &error))
            g_critical ("A pad entry checked before is refused now: %s", error->message);
        }

      belote_score_deal (&summary, self->school, self->pot, score);
      if (!finished)
        {
          /* what has been won so far; nothing is added yet */
          score->result = BELOTE_RESULT_UNFINISHED;
          score->scored[0] = score->scored[1] = 0;
          score->pot_after = self->pot;
          score->pot_to = BELOTE_NO_TEAM;
          continue;
        }
      self->totals[0] += score->scored[0];
      self->totals[1] += score->scored[1];
      self->pot = score->pot_after;
      if (belote_match_over (self->totals, self->target, &self->winner))  /* B25 */
        self->over = TRUE;
    }
}

static void
push_undo (BeloteMatch *self)
{
  Snapshot snapshot;
  guint n = belote_match_get_n_deals (self);

  memset (&snapshot, 0, sizeof snapshot);
  snapshot.n_deals = n;
  if (n > 0 && self->mode == BELOTE_MODE_PLAY)
    memcpy (&snapshot.last.deal, &g_array_index (self->deals, BeloteDeal, n - 1), sizeof (BeloteDeal));
  else if (n > 0)
    memcpy (&snapshot.last.entry, &g_array_index (self->entries, BelotePadEntry, n - 1),
            sizeof (BelotePadEntry));
  g_array_append_val (self->undo, snapshot);
}

static void
changed (BeloteMatch *self)
{
  rescore (self);
  g_signal_emit (self, signals[SIGNAL_CHANGED], 0);
}

/* The deal in play, writable */
static BeloteDeal *
current_deal (BeloteMatch *self)
{
  BeloteDeal *deal;

  if (self->mode != BELOTE_MODE_PLAY || self->deals->len == 0)
    return NULL;
  deal = &g_array_index (self->deals, BeloteDeal, self->deals->len - 1);
  return deal_finished (deal) ? NULL : deal;
}

static void
update_team_names (BeloteMatch *self)
{
  for (guint t = 0; t < BELOTE_N_TEAMS; t++)
    {
      const char *a = self->player_names[t];
      const char *b = self->player_names[t + 2];

      g_free (self->team_display[t]);
      if (self->team_names[t] != NULL && self->team_names[t][0] != '\0')
        self->team_display[t] = g_strdup (self->team_names[t]);
      else if (a != NULL && a[0] != '\0' && b != NULL && b[0] != '\0')
        /* Translators: a team's name from its two players', "Ana & Ben" */
        self->team_display[t] = g_strdup_printf (_("%s & %s"), a, b);
      else if (a != NULL && a[0] != '\0')
        self->team_display[t] = g_strdup (a);
      else if (b != NULL && b[0] != '\0')
        self->team_display[t] = g_strdup (b);
      else
        /* the person's team (seat 0) and the others */
        self->team_display[t] = g_strdup (t == 0 ? _("Us") : _("Them"));
    }
}

/* ------------------------------------------------------------------ */
/* GObject                                                             */
/* ------------------------------------------------------------------ */

static void
belote_match_finalize (GObject *object)
{
  BeloteMatch *self = BELOTE_MATCH (object);

  for (guint i = 0; i < BELOTE_N_SEATS; i++)
    {
      g_free (self->player_names[i]);
      g_free (self->player_levels[i]);
    }
  for (guint t = 0; t < BELOTE_N_TEAMS; t++)
    {
      g_free (self->team_names[t]);
      g_free (self->team_display[t]);
    }
  g_array_unref (self->deals);
  g_array_unref (self->entries);
  g_array_unref (self->scores);
  g_array_unref (self->undo);

  G_OBJECT_CLASS (belote_match_parent_class)->finalize (object);
}

static void
belote_match_class_init (BeloteMatchClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->finalize = belote_match_finalize;

  /**
   * BeloteMatch::changed:
   *
   * Emitted after every change: an action, an undo, a name.
   */
  signals[SIGNAL_CHANGED] =
    g_signal_new ("changed",
                  G_TYPE_FROM_CLASS (klass),
                  G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL,
                  G_TYPE_NONE, 0);
}

static void
belote_match_init (BeloteMatch *self)
{
  self->target = BELOTE_DEFAULT_TARGET;
  self->winner = BELOTE_NO_TEAM;
  self->deals = g_array_new (FALSE, TRUE, sizeof (BeloteDeal));
  self->entries = g_array_new (FALSE, TRUE, sizeof (BelotePadEntry));
  self->scores = g_array_new (FALSE, TRUE, sizeof (BeloteDealScore));
  self->undo = g_array_new (FALSE, TRUE, sizeof (Snapshot));
}

/* ------------------------------------------------------------------ */
/* Public                                                              */
/* ------------------------------------------------------------------ */

BeloteMatch *
belote_match_new (BeloteMode   mode,
                  BeloteSchool school,
                  int          target,
                  guint64      seed,
                  gboolean     shuffled)
{
  BeloteMatch *self;

  g_return_val_if_fail (mode == BELOTE_MODE_PLAY || mode == BELOTE_MODE_PAD, NULL);
  g_return_val_if_fail (school == BELOTE_SCHOOL_FAMILY || school == BELOTE_SCHOOL_TOURNAMENT, NULL);
  g_return_val_if_fail (belote_target_valid (target), NULL);

  self = g_object_new (BELOTE_TYPE_MATCH, NULL);
  self->mode = mode;
  self->school = school;
  self->target = target;
  self->seed = seed;
  self->shuffled = mode == BELOTE_MODE_PLAY && shuffled;
  self->first_dealer = belote_first_dealer (seed);  /* B4 */
  update_team_names (self);
  return self;
}

BeloteMode
belote_match_get_mode (BeloteMatch *self)
{
  g_return_val_if_fail (BELOTE_IS_MATCH (self), BELOTE_MODE_PLAY);
  return self->mode;
}

BeloteSchool
belote_match_get_school (BeloteMatch *self)
{
  g_return_val_if_fail (BELOTE_IS_MATCH (self), BELOTE_SCHOOL_FAMILY);
  return self->school;
}

int
belote_match_get_target (BeloteMatch *self)
{
  g_return_val_if_fail (BELOTE_IS_MATCH (self), BELOTE_DEFAULT_TARGET);
  return self->target;
}

guint64
belote_match_get_seed (BeloteMatch *self)
{
  g_return_val_if_fail (BELOTE_IS_MATCH (self), 0);
  return self->seed;
}

gboolean
belote_match_get_shuffled (BeloteMatch *self)
{
  g_return_val_if_fail (BELOTE_IS_MATCH (self), FALSE);
  return self->shuffled;
}

gboolean
belote_match_set_first_dealer (BeloteMatch *self,
                               guint        seat)
{
  g_return_val_if_fail (BELOTE_IS_MATCH (self), FALSE);
  g_return_val_if_fail (seat < BELOTE_N_SEATS, FALSE);

  if (belote_match_get_n_deals (self) > 0)
    return FALSE;
  if (self->first_dealer != seat)
    {
      self->first_dealer = seat;
      g_signal_emit (self, signals[SIGNAL_CHANGED], 0);
    }
  return TRUE;
}

guint
belote_match_get_first_dealer (BeloteMatch *self)
{
  g_return_val_if_fail (BELOTE_IS_MATCH (self), 0);
  return self->first_dealer;
}

void
belote_match_set_player (BeloteMatch *self,
                         guint        seat,
                         const char  *name,
                         gboolean     computer,
                         const char  *level)
{
  g_return_if_fail (BELOTE_IS_MATCH (self));
  g_return_if_fail (seat < BELOTE_N_SEATS);

  g_free (self->player_names[seat]);
  g_free (self->player_levels[seat]);
  self->player_names[seat] = g_strdup (name);
  self->player_computer[seat] = computer;
  self->player_levels[seat] = g_strdup (level);
  update_team_names (self);
  g_signal_emit (self, signals[SIGNAL_CHANGED], 0);
}

void
belote_match_set_assisted (BeloteMatch *self,
                           gboolean     assisted)
{
  g_return_if_fail (BELOTE_IS_MATCH (self));

  assisted = !!assisted;
  if (self->assisted == assisted)
    return;
  self->assisted = assisted;
  g_signal_emit (self, signals[SIGNAL_CHANGED], 0);
}

gboolean
belote_match_get_assisted (BeloteMatch *self)
{
  g_return_val_if_fail (BELOTE_IS_MATCH (self), FALSE);
  return self->assisted;
}

const char *
belote_match_get_player_name (BeloteMatch *self,
                              guint        seat)
{
  g_return_val_if_fail (BELOTE_IS_MATCH (self), NULL);
  g_return_val_if_fail (seat < BELOTE_N_SEATS, NULL);
  return self->player_names[seat] != NULL ? self->player_names[seat] : "";
}

gboolean
belote_match_get_player_computer (BeloteMatch *self,
                                  guint        seat)
{
  g_return_val_if_fail (BELOTE_IS_MATCH (self), FALSE);
  g_return_val_if_fail (seat < BELOTE_N_SEATS, FALSE);
  return self->player_computer[seat];
}

const char *
belote_match_get_player_level (BeloteMatch *self,
                               guint        seat)
{
  g_return_val_if_fail (BELOTE_IS_MATCH (self), NULL);
  g_return_val_if_fail (seat < BELOTE_N_SEATS, NULL);
  return self->player_levels[seat];
}

void
belote_match_set_team_name (BeloteMatch *self,
                            guint        team,
                            const char  *name)
{
  g_return_if_fail (BELOTE_IS_MATCH (self));
  g_return_if_fail (team < BELOTE_N_TEAMS);

  g_free (self->team_names[team]);
  self->team_names[team] = g_strdup (name);
  update_team_names (self);
  g_signal_emit (self, signals[SIGNAL_CHANGED], 0);
}

const char *
belote_match_get_team_name (BeloteMatch *self,
                            guint        team)
{
  g_return_val_if_fail (BELOTE_IS_MATCH (self), NULL);
  g_return_val_if_fail (team < BELOTE_N_TEAMS, NULL);
  return self->team_display[team];
}

gboolean
belote_match_get_team_name_set (BeloteMatch *self,
                                guint        team)
{
  g_return_val_if_fail (BELOTE_IS_MATCH (self), FALSE);
  g_return_val_if_fail (team < BELOTE_N_TEAMS, FALSE);
  return self->team_names[team] != NULL && self->team_names[team][0] != '\0';
}

guint
belote_match_get_n_deals (BeloteMatch *self)
{
  g_return_val_if_fail (BELOTE_IS_MATCH (self), 0);
  return self->mode == BELOTE_MODE_PLAY ? self->deals->len : self->entries->len;
}

const BeloteDeal *
belote_match_get_deal (BeloteMatch *self,
                       guint        n)
{
  g_return_val_if_fail (BELOTE_IS_MATCH (self), NULL);

  if (self->mode != BELOTE_MODE_PLAY || n >= self->deals->len)
    return NULL;
  return &g_array_index (self->deals, BeloteDeal, n);
}

const BelotePadEntry *
belote_match_get_entry (BeloteMatch *self,
                        guint        n)
{
  g_return_val_if_fail (BELOTE_IS_MATCH (self), NULL);

  if (self->mode != BELOTE_MODE_PAD || n >= self->entries->len)
    return NULL;
  return &g_array_index (self->entries, BelotePadEntry, n);
}

const BeloteDealScore *
belote_match_get_score (BeloteMatch *self,
                        guint        n)
{
  g_return_val_if_fail (BELOTE_IS_MATCH (self), NULL);

  if (n >= self->scores->len)
    return NULL;
  return &g_array_index (self->scores, BeloteDealScore, n);
}

void
belote_match_get_totals (BeloteMatch *self,
                         int          totals[BELOTE_N_TEAMS])
{
  g_return_if_fail (BELOTE_IS_MATCH (self));
  g_return_if_fail (totals != NULL);

  totals[0] = self->totals[0];
  totals[1] = self->totals[1];
}

int
belote_match_get_pot (BeloteMatch *self)
{
  g_return_val_if_fail (BELOTE_IS_MATCH (self), 0);
  return self->pot;
}

gboolean
belote_match_is_over (BeloteMatch *self)
{
  g_return_val_if_fail (BELOTE_IS_MATCH (self), FALSE);
  return self->over;
}

gint8
belote_match_get_winner (BeloteMatch *self)
{
  g_return_val_if_fail (BELOTE_IS_MATCH (self), BELOTE_NO_TEAM);
  return self->winner;
}

guint
belote_match_get_dealer (BeloteMatch *self)
{
  const BeloteDeal *deal;

  g_return_val_if_fail (BELOTE_IS_MATCH (self), 0);

  deal = belote_match_get_current (self);
  if (deal != NULL)
    return deal->dealer;
  /* B4: the next seat deals after every deal, a void one too */
  return (self->first_dealer + belote_match_get_n_deals (self)) % BELOTE_N_SEATS;
}

static gboolean
check_deck (const BeloteCard  *deck,
            GError           **error)
{
  BeloteHand seen = 0;

  for (guint i = 0; i < BELOTE_N_CARDS; i++)
    {
      if (deck[i] >= BELOTE_N_CARDS)
        {
          g_set_error (error, BELOTE_MATCH_ERROR, BELOTE_MATCH_ERROR_DECK,
                       _("Card %u of the deck is not a card"), i + 1);
          return FALSE;
        }
      if (BELOTE_HAND_HAS (seen, deck[i]))
        {
          g_set_error (error, BELOTE_MATCH_ERROR, BELOTE_MATCH_ERROR_DECK,
                       /* Translators: %s is a card, "10D"; %u its place in the deck */
                       _("The deck holds %s twice (card %u)"), belote_card_to_string (deck[i]), i + 1);
          return FALSE;
        }
      seen |= BELOTE_HAND_CARD (deck[i]);
    }
  return TRUE;
}

gboolean
belote_match_start_deal (BeloteMatch       *self,
                         const BeloteCard  *deck,
                         GError           **error)
{
  BeloteCard shuffled[BELOTE_N_CARDS];
  BeloteDeal deal;
  guint n;

  g_return_val_if_fail (BELOTE_IS_MATCH (self), FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  if (self->mode != BELOTE_MODE_PLAY)
    {
      g_set_error_literal (error, BELOTE_MATCH_ERROR, BELOTE_MATCH_ERROR_MODE,
                           _("On the scoring pad the table deals its own cards"));
      return FALSE;
    }
  if (self->over)
    {
      g_set_error_literal (error, BELOTE_MATCH_ERROR, BELOTE_MATCH_ERROR_OVER,
                           _("The match is over"));
      return FALSE;
    }
  if (current_deal (self) != NULL)
    {
      g_set_error_literal (error, BELOTE_DEAL_ERROR, BELOTE_DEAL_ERROR_PHASE,
                           _("A deal is still being played"));
      return FALSE;
    }

  n = self->deals->len;
  if (deck == NULL)
    {
      if (!self->shuffled)
        {
          g_set_error_literal (error, BELOTE_MATCH_ERROR, BELOTE_MATCH_ERROR_DECK,
                               _("This match's cards are dealt at the table: a deck is needed"));
          return FALSE;
        }
      belote_deck_shuffle (self->seed, n, shuffled);
      deck = shuffled;
    }
  else
    {
      if (!check_deck (deck, error))
        return FALSE;
      if (self->shuffled)
        {
          belote_deck_shuffle (self->seed, n, shuffled);
          if (memcmp (deck, shuffled, sizeof shuffled) != 0)
            {
              g_set_error (error, BELOTE_MATCH_ERROR, BELOTE_MATCH_ERROR_DECK,
                           _("Deal %u's deck is not the one the match's seed shuffles"), n + 1);
              return FALSE;
            }
        }
    }

  belote_deal_init (&deal, self->school, deck, belote_match_get_dealer (self));
  push_undo (self);
  g_array_append_val (self->deals, deal);
  changed (self);
  return TRUE;
}

const BeloteDeal *
belote_match_get_current (BeloteMatch *self)
{
  g_return_val_if_fail (BELOTE_IS_MATCH (self), NULL);
  return current_deal (self);
}

typedef enum
{
  ACTION_BID,
  ACTION_DECLARE,
  ACTION_PLAY,
} Action;

static gboolean
deal_action (BeloteMatch               *self,
             Action                     action,
             BeloteBid                  bid,
             const BeloteAnnouncement  *announcements,
             guint                      n,
             BeloteCard                 card,
             GError                   **error)
{
  BeloteDeal *deal;
  BeloteDeal copy;
  gboolean ok = FALSE;

  if (self->mode != BELOTE_MODE_PLAY)
    {
      g_set_error_literal (error, BELOTE_MATCH_ERROR, BELOTE_MATCH_ERROR_MODE,
                           _("On the scoring pad the cards are played at the table"));
      return FALSE;
    }
  deal = current_deal (self);
  if (deal == NULL)
    {
      g_set_error_literal (error, BELOTE_DEAL_ERROR, BELOTE_DEAL_ERROR_PHASE,
                           self->over ? _("The match is over") : _("No deal is being played"));
      return FALSE;
    }

  memcpy (&copy, deal, sizeof copy);
  switch (action)
    {
    case ACTION_BID:
      ok = belote_deal_bid (&copy, bid, error);
      break;
    case ACTION_DECLARE:
      ok = belote_deal_declare (&copy, announcements, n, error);
      break;
    case ACTION_PLAY:
      ok = belote_deal_play (&copy, card, error);
      break;
    default:
      g_assert_not_reached ();
    }
  if (!ok)
    return FALSE;

  push_undo (self);
  memcpy (deal, &copy, sizeof copy);
  changed (self);
  return TRUE;
}

gboolean
belote_match_bid (BeloteMatch  *self,
                  BeloteBid     bid,
                  GError      **error)
{
  g_return_val_if_fail (BELOTE_IS_MATCH (self), FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);
  return deal_action (self, ACTION_BID, bid, NULL, 0, BELOTE_NO_CARD, error);
}

gboolean
belote_match_declare (BeloteMatch               *self,
                      const BeloteAnnouncement  *announcements,
                      guint                      n,
                      GError                   **error)
{
  g_return_val_if_fail (BELOTE_IS_MATCH (self), FALSE);
  g_return_val_if_fail (announcements != NULL || n == 0, FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);
  return deal_action (self, ACTION_DECLARE, BELOTE_BID_PASS, announcements, n, BELOTE_NO_CARD, error);
}

gboolean
belote_match_play (BeloteMatch  *self,
                   BeloteCard    card,
                   GError      **error)
{
  g_return_val_if_fail (BELOTE_IS_MATCH (self), FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);
  return deal_action (self, ACTION_PLAY, BELOTE_BID_PASS, NULL, 0, card, error);
}

static gboolean
pad_allowed (BeloteMatch  *self,
             GError      **error)
{
  if (self->mode != BELOTE_MODE_PAD)
    {
      g_set_error_literal (error, BELOTE_MATCH_ERROR, BELOTE_MATCH_ERROR_MODE,
                           _("This match is played in the program, not kept on the scoring pad"));
      return FALSE;
    }
  return TRUE;
}

gboolean
belote_match_enter_deal (BeloteMatch           *self,
                         const BelotePadEntry  *entry,
                         GError               **error)
{
  BeloteDealSummary summary;

  g_return_val_if_fail (BELOTE_IS_MATCH (self), FALSE);
  g_return_val_if_fail (entry != NULL, FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  if (!pad_allowed (self, error))
    return FALSE;
  if (self->over)
    {
      g_set_error_literal (error, BELOTE_MATCH_ERROR, BELOTE_MATCH_ERROR_OVER,
                           _("The match is over"));
      return FALSE;
    }
  if (!belote_pad_entry_summarize (entry, self->school, &summary, error))
    return FALSE;

  push_undo (self);
  g_array_append_val (self->entries, *entry);
  changed (self);
  return TRUE;
}

gboolean
belote_match_correct_last_deal (BeloteMatch           *self,
                                const BelotePadEntry  *entry,
                                GError               **error)
{
  BeloteDealSummary summary;

  g_return_val_if_fail (BELOTE_IS_MATCH (self), FALSE);
  g_return_val_if_fail (entry != NULL, FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  if (!pad_allowed (self, error))
    return FALSE;
  if (self->entries->len == 0)
    {
      g_set_error_literal (error, BELOTE_MATCH_ERROR, BELOTE_MATCH_ERROR_PAD,
                           _("No deal has been entered yet"));
      return FALSE;
    }
  if (!belote_pad_entry_summarize (entry, self->school, &summary, error))
    return FALSE;

  push_undo (self);
  memcpy (&g_array_index (self->entries, BelotePadEntry, self->entries->len - 1), entry,
          sizeof *entry);
  changed (self);
  return TRUE;
}

gboolean
belote_match_can_undo (BeloteMatch *self)
{
  g_return_val_if_fail (BELOTE_IS_MATCH (self), FALSE);
  return self->undo->len > 0;
}

gboolean
belote_match_undo (BeloteMatch *self)
{
  Snapshot *snapshot;

  g_return_val_if_fail (BELOTE_IS_MATCH (self), FALSE);

  if (self->undo->len == 0)
    return FALSE;
  snapshot = &g_array_index (self->undo, Snapshot, self->undo->len - 1);
  if (self->mode == BELOTE_MODE_PLAY)
    {
      g_array_set_size (self->deals, snapshot->n_deals);
      if (snapshot->n_deals > 0)
        memcpy (&g_array_index (self->deals, BeloteDeal, snapshot->n_deals - 1),
                &snapshot->last.deal, sizeof (BeloteDeal));
    }
  else
    {
      g_array_set_size (self->entries, snapshot->n_deals);
      if (snapshot->n_deals > 0)
        memcpy (&g_array_index (self->entries, BelotePadEntry, snapshot->n_deals - 1),
                &snapshot->last.entry, sizeof (BelotePadEntry));
    }
  g_array_set_size (self->undo, self->undo->len - 1);
  changed (self);
  return TRUE;
}
