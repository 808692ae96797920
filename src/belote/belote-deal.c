/* belote-deal.c — one deal, card by card (B4–B22)
 *
 * BeloteDeal is a plain value, zeroed whole when it is set up, so that a
 * copy is the whole state and two deals in the same state are equal byte
 * for byte. Each action checks everything first and changes the deal
 * only once it is known to be allowed: a refusal leaves it as it was.
 *
 * SPDX-FileCopyrightText: 2026 The Balut developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "belote-deal.h"

G_DEFINE_QUARK (belote-deal-error-quark, belote_deal_error)

#define TURNED_INDEX 20  /* B5: the 21st card */

void
belote_deal_init (BeloteDeal       *deal,
                  BeloteSchool      school,
                  const BeloteCard  deck[BELOTE_N_CARDS],
                  guint             dealer)
{
  guint next = 0;

  g_return_if_fail (deal != NULL);
  g_return_if_fail (deck != NULL);
  g_return_if_fail (dealer < BELOTE_N_SEATS);

  memset (deal, 0, sizeof *deal);
  deal->school = school;
  memcpy (deal->deck, deck, sizeof deal->deck);
  deal->dealer = (guint8) dealer;
  deal->phase = BELOTE_PHASE_BID_FIRST;
  deal->taker = BELOTE_NO_SEAT;
  deal->trump = BELOTE_NO_SUIT;
  memset (deal->plays, BELOTE_NO_CARD, sizeof deal->plays);
  memset (deal->trick_leader, BELOTE_NO_SEAT, sizeof deal->trick_leader);
  memset (deal->trick_winner, BELOTE_NO_SEAT, sizeof deal->trick_winner);

  /* B5: 3 each, then 2 each, from the seat after the dealer */
  for (guint round = 0; round < 2; round++)
    for (guint i = 1; i <= BELOTE_N_SEATS; i++)
      {
        guint seat = (dealer + i) % BELOTE_N_SEATS;

        for (guint k = 0; k < (round == 0 ? 3u : 2u); k++)
          {
            g_return_if_fail (deck[next] < BELOTE_N_CARDS);
            deal->hands[seat] |= BELOTE_HAND_CARD (deck[next]);
            next++;
          }
      }
  deal->turned = deck[TURNED_INDEX];
}

static gint8
first_seat (const BeloteDeal *deal)
{
  return (gint8) BELOTE_NEXT_SEAT (deal->dealer);
}

gint8
belote_deal_to_move (const BeloteDeal *deal)
{
  guint trick;

  g_return_val_if_fail (deal != NULL, BELOTE_NO_SEAT);

  switch (deal->phase)
    {
    case BELOTE_PHASE_BID_FIRST:
    case BELOTE_PHASE_BID_SECOND:
      return (gint8) ((deal->dealer + 1 + deal->n_bids % BELOTE_N_SEATS) % BELOTE_N_SEATS);
    case BELOTE_PHASE_PLAY:
      trick = deal->n_played / BELOTE_N_SEATS;
      return (gint8) ((deal->trick_leader[trick] + deal->n_played % BELOTE_N_SEATS)
                      % BELOTE_N_SEATS);
    case BELOTE_PHASE_DONE:
    case BELOTE_PHASE_VOID:
    default:
      return BELOTE_NO_SEAT;
    }
}

gboolean
belote_deal_bid_allowed (const BeloteDeal *deal,
                         BeloteBid         bid)
{
  g_return_val_if_fail (deal != NULL, FALSE);

  if (deal->phase == BELOTE_PHASE_BID_FIRST)  /* B6 */
    return bid == BELOTE_BID_PASS || bid == BELOTE_BID_TAKE;
  if (deal->phase == BELOTE_PHASE_BID_SECOND)  /* B7 */
    return bid == BELOTE_BID_PASS
           || (bid >= 0 && bid < BELOTE_N_SUITS
               && (BeloteSuit) bid != BELOTE_CARD_SUIT (deal->turned));
  return FALSE;
}

/* B9: the taker gets the turned card and 2 more, the others 3, from the
 * seat after the dealer. */
static void
complete_deal (BeloteDeal *deal)
{
  guint next = TURNED_INDEX + 1;

  deal->hands[deal->taker] |= BELOTE_HAND_CARD (deal->turned);
  for (guint i = 1; i <= BELOTE_N_SEATS; i++)
    {
      guint seat = (deal->dealer + i) % BELOTE_N_SEATS;
      guint n = (gint8) seat == deal->taker ? 2 : 3;

      for (guint k = 0; k < n; k++)
        deal->hands[seat] |= BELOTE_HAND_CARD (deal->deck[next++]);
    }
  memcpy (deal->dealt, deal->hands, sizeof deal->dealt);
  deal->phase = BELOTE_PHASE_PLAY;
  deal->trick_leader[0] = first_seat (deal);  /* B10 */
}

gboolean
belote_deal_bid (BeloteDeal  *deal,
                 BeloteBid    bid,
                 GError     **error)
{
  gint8 seat;

  g_return_val_if_fail (deal != NULL, FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  if (deal->phase != BELOTE_PHASE_BID_FIRST && deal->phase != BELOTE_PHASE_BID_SECOND)
    {
      g_set_error_literal (error, BELOTE_DEAL_ERROR, BELOTE_DEAL_ERROR_PHASE,
                           _("The bidding is over"));
      return FALSE;
    }
  if (!belote_deal_bid_allowed (deal, bid))
    {
      if (deal->phase == BELOTE_PHASE_BID_FIRST)
        g_set_error_literal (error, BELOTE_DEAL_ERROR, BELOTE_DEAL_ERROR_BID,
                             _("In the first round you can only take the turned suit or pass"));
      else if (bid == BELOTE_BID_TAKE)
        g_set_error_literal (error, BELOTE_DEAL_ERROR, BELOTE_DEAL_ERROR_BID,
                             _("In the second round you name a trump suit or pass"));
      else if (bid >= 0 && bid < BELOTE_N_SUITS)
        g_set_error (error, BELOTE_DEAL_ERROR, BELOTE_DEAL_ERROR_BID,
                     /* Translators: %s is a suit's name, "hearts" */
                     _("You cannot name %s in the second round: everyone refused the turned suit"),
                     belote_suit_name (BELOTE_CARD_SUIT (deal->turned)));
      else
        g_set_error_literal (error, BELOTE_DEAL_ERROR, BELOTE_DEAL_ERROR_BID,
                             _("That is not a bid"));
      return FALSE;
    }

  seat = belote_deal_to_move (deal);
  deal->bids[deal->n_bids++] = bid;
  if (bid == BELOTE_BID_TAKE || bid >= 0)
    {
      deal->taker = seat;
      deal->trump = bid == BELOTE_BID_TAKE ? BELOTE_CARD_SUIT (deal->turned) : (BeloteSuit) bid;
      complete_deal (deal);
    }
  else if (deal->n_bids == BELOTE_N_SEATS)
    deal->phase = BELOTE_PHASE_BID_SECOND;
  else if (deal->n_bids == 2 * BELOTE_N_SEATS)
    deal->phase = BELOTE_PHASE_VOID;  /* B8 */
  return TRUE;
}

/* Whether seat has played its first card (B19: declarations come with it) */
static gboolean
has_played (const BeloteDeal *deal,
            gint8             seat)
{
  guint place = (guint) (seat - deal->trick_leader[0] + BELOTE_N_SEATS) % BELOTE_N_SEATS;

  return deal->n_played > place;
}

gboolean
belote_deal_declare (BeloteDeal               *deal,
                     const BeloteAnnouncement *announcements,
                     guint                     n,
                     GError                  **error)
{
  BeloteAnnouncement copies[BELOTE_HAND_SIZE];
  gint8 seat;

  g_return_val_if_fail (deal != NULL, FALSE);
  g_return_val_if_fail (announcements != NULL || n == 0, FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  if (deal->phase != BELOTE_PHASE_PLAY)
    {
      g_set_error_literal (error, BELOTE_DEAL_ERROR, BELOTE_DEAL_ERROR_PHASE,
                           _("Announcements are declared when the play starts"));
      return FALSE;
    }
  if (deal->school == BELOTE_SCHOOL_TOURNAMENT)  /* B27 */
    {
      g_set_error_literal (error, BELOTE_DEAL_ERROR, BELOTE_DEAL_ERROR_DECLARATION,
                           _("Under tournament rules there are no announcements"));
      return FALSE;
    }
  seat = belote_deal_to_move (deal);
  if (has_played (deal, seat))  /* B19 */
    {
      g_set_error_literal (error, BELOTE_DEAL_ERROR, BELOTE_DEAL_ERROR_DECLARATION,
                           _("Announcements are declared with your first card; you have played it"));
      return FALSE;
    }
  if (deal->has_declared[seat])
    {
      g_set_error_literal (error, BELOTE_DEAL_ERROR, BELOTE_DEAL_ERROR_DECLARATION,
                           _("You have already declared"));
      return FALSE;
    }
  if (n > BELOTE_HAND_SIZE)
    {
      g_set_error_literal (error, BELOTE_DEAL_ERROR, BELOTE_DEAL_ERROR_DECLARATION,
                           _("A hand cannot hold that many announcements"));
      return FALSE;
    }

  for (guint i = 0; i < n; i++)
    {
      const BeloteAnnouncement *a = &announcements[i];

      if (belote_announcement_cards (a) == 0)
        {
          g_set_error_literal (error, BELOTE_DEAL_ERROR, BELOTE_DEAL_ERROR_DECLARATION,
                               _("That is not a sequence or a carré"));
          return FALSE;
        }
      if (a->kind == BELOTE_ANNOUNCE_CARRE && (guint) a->top < BELOTE_N_RANKS
          && belote_announcement_value (a) == 0)  /* B17 */
        {
          g_set_error_literal (error, BELOTE_DEAL_ERROR, BELOTE_DEAL_ERROR_DECLARATION,
                               _("A carré of sevens or eights is worth nothing and is not declared"));
          return FALSE;
        }
      if (a->kind == BELOTE_ANNOUNCE_SEQUENCE && (guint) a->suit < BELOTE_N_SUITS
          && belote_announcement_cards (a) != 0 && !belote_hand_holds (deal->dealt[seat], a)
          && (deal->dealt[seat] & belote_announcement_cards (a)) == belote_announcement_cards (a))
        {
          /* B16 */
          g_set_error_literal (error, BELOTE_DEAL_ERROR, BELOTE_DEAL_ERROR_DECLARATION,
                               _("A sequence is declared whole: your run of cards is longer"));
          return FALSE;
        }
      if (!belote_hand_holds (deal->dealt[seat], a))
        {
          g_autofree char *what = belote_announcement_describe (a);

          g_set_error (error, BELOTE_DEAL_ERROR, BELOTE_DEAL_ERROR_NOT_HELD,
                       /* Translators: %s is "Tierce", "Carré of Jacks"… */
                       _("You do not hold this %s"), what);
          return FALSE;
        }
      for (guint j = 0; j < i; j++)
        if (belote_announcement_cards (&announcements[j]) == belote_announcement_cards (a)
            && announcements[j].kind == a->kind)
          {
            g_set_error_literal (error, BELOTE_DEAL_ERROR, BELOTE_DEAL_ERROR_DECLARATION,
                                 _("The same announcement is declared twice"));
            return FALSE;
          }
      /* normalized: what the kind does not use is fixed */
      copies[i] = (BeloteAnnouncement) {
        .kind = a->kind,
        .suit = a->kind == BELOTE_ANNOUNCE_CARRE ? BELOTE_NO_SUIT : a->suit,
        .top = a->top,
        .length = a->kind == BELOTE_ANNOUNCE_CARRE ? 4 : a->length,
        .seat = seat,
      };
    }

  deal->has_declared[seat] = TRUE;
  deal->n_declared[seat] = (guint8) n;
  memset (deal->declared[seat], 0, sizeof deal->declared[seat]);
  if (n > 0)
    memcpy (deal->declared[seat], copies, n * sizeof copies[0]);
  return TRUE;
}

/* B11: whether card beats the card now winning, led being the suit led */
static gboolean
beats (BeloteCard card,
       BeloteCard winning,
       BeloteSuit led,
       BeloteSuit trump)
{
  BeloteSuit s = BELOTE_CARD_SUIT (card);
  BeloteSuit w = BELOTE_CARD_SUIT (winning);

  if (s == trump)
    return w != trump || belote_card_strength (card, trump) > belote_card_strength (winning, trump);
  return s == led && w == led
         && belote_card_strength (card, trump) > belote_card_strength (winning, trump);
}

/* The index in cards (0..n-1) of the card winning so far */
static guint
winning_index (const BeloteCard *cards,
               guint             n,
               BeloteSuit        trump)
{
  guint best = 0;

  for (guint i = 1; i < n; i++)
    if (beats (cards[i], cards[best], BELOTE_CARD_SUIT (cards[0]), trump))
      best = i;
  return best;
}

gint8
belote_trick_winner (const BeloteCard cards[BELOTE_N_SEATS],
                     gint8            leader,
                     BeloteSuit       trump)
{
  g_return_val_if_fail (cards != NULL, BELOTE_NO_SEAT);
  g_return_val_if_fail (leader >= 0 && leader < BELOTE_N_SEATS, BELOTE_NO_SEAT);

  return (gint8) ((leader + winning_index (cards, BELOTE_N_SEATS, trump)) % BELOTE_N_SEATS);
}

/* The trick being played: its cards (0–3 of them) and leader */
static guint
open_trick (const BeloteDeal  *deal,
            const BeloteCard **cards,
            gint8             *leader)
{
  guint trick = deal->n_played / BELOTE_N_SEATS;

  *cards = &deal->plays[trick * BELOTE_N_SEATS];
  *leader = trick < BELOTE_N_TRICKS ? deal->trick_leader[trick] : BELOTE_NO_SEAT;
  return deal->n_played % BELOTE_N_SEATS;
}

/* What B12 asks of the seat to move, in words and as a set */
typedef enum
{
  RULE_ANY,           /* nothing led yet, B12.2, B12.4 */
  RULE_FOLLOW,        /* B12.1, a plain suit led */
  RULE_FOLLOW_TRUMP,  /* B12.1, trump led, partner winning */
  RULE_BEAT_LED,      /* B12.1, trump led, a higher trump held */
  RULE_TRUMP,         /* B12.3, no higher trump held: any trump */
  RULE_OVERTRUMP,     /* B12.3, a higher trump held */
} Rule;

static Rule
legal_rule (const BeloteDeal *deal,
            BeloteHand       *legal)
{
  const BeloteCard *cards;
  gint8 leader, seat;
  guint n;
  BeloteHand hand, led_cards, trumps, higher = 0;
  BeloteSuit led, trump = deal->trump;
  int high = -1;
  gboolean partner_winning;

  seat = belote_deal_to_move (deal);
  hand = deal->hands[seat];
  n = open_trick (deal, &cards, &leader);
  *legal = hand;
  if (n == 0)
    return RULE_ANY;

  led = BELOTE_CARD_SUIT (cards[0]);
  partner_winning = BELOTE_TEAM_OF ((leader + winning_index (cards, n, trump)) % BELOTE_N_SEATS)
                    == BELOTE_TEAM_OF (seat);
  for (guint i = 0; i < n; i++)
    if (BELOTE_CARD_SUIT (cards[i]) == trump)
      high = MAX (high, belote_card_strength (cards[i], trump));
  trumps = hand & BELOTE_SUIT_MASK (trump);
  for (guint r = 0; r < BELOTE_N_RANKS; r++)
    {
      BeloteCard c = BELOTE_CARD (trump, r);

      if (BELOTE_HAND_HAS (trumps, c) && belote_card_strength (c, trump) > high)
        higher |= BELOTE_HAND_CARD (c);
    }
  led_cards = hand & BELOTE_SUIT_MASK (led);

  if (led_cards != 0)  /* B12.1 */
    {
      if (led != trump)
        {
          *legal = led_cards;
          return RULE_FOLLOW;
        }
      if (partner_winning || higher == 0)
        {
          *legal = trumps;
          return RULE_FOLLOW_TRUMP;
        }
      *legal = higher;
      return RULE_BEAT_LED;
    }
  if (partner_winning || trumps == 0)  /* B12.2, B12.4 */
    return RULE_ANY;
  if (higher == 0 || high < 0)  /* B12.3: undertrumping is compulsory */
    {
      *legal = trumps;
      return RULE_TRUMP;
    }
  *legal = higher;
  return RULE_OVERTRUMP;
}

BeloteHand
belote_deal_legal_cards (const BeloteDeal *deal)
{
  BeloteHand legal;

  g_return_val_if_fail (deal != NULL, 0);

  if (deal->phase != BELOTE_PHASE_PLAY)
    return 0;
  legal_rule (deal, &legal);
  return legal;
}

/* The highest trump in the open trick */
static BeloteCard
highest_trump (const BeloteDeal *deal)
{
  const BeloteCard *cards;
  gint8 leader;
  guint n = open_trick (deal, &cards, &leader);
  BeloteCard best = BELOTE_NO_CARD;

  for (guint i = 0; i < n; i++)
    if (BELOTE_CARD_SUIT (cards[i]) == deal->trump
        && (best == BELOTE_NO_CARD
            || belote_card_strength (cards[i], deal->trump) > belote_card_strength (best, deal->trump)))
      best = cards[i];
  return best;
}

char *
belote_deal_why_illegal (const BeloteDeal *deal,
                         BeloteCard        card)
{
  const BeloteCard *cards;
  gint8 leader;
  BeloteHand legal;
  Rule rule;
  g_autofree char *name = NULL;

  g_return_val_if_fail (deal != NULL, NULL);

  if (deal->phase == BELOTE_PHASE_BID_FIRST || deal->phase == BELOTE_PHASE_BID_SECOND)
    return g_strdup (_("The bidding is not over yet"));
  if (deal->phase != BELOTE_PHASE_PLAY)
    return g_strdup (_("The deal is over"));
  if (card >= BELOTE_N_CARDS)
    return g_strdup (_("That is not a card"));
  name = belote_card_describe (card);
  if (!BELOTE_HAND_HAS (deal->hands[belote_deal_to_move (deal)], card))
    /* Translators: %s is a card, "Jack of hearts" */
    return g_strdup_printf (_("You do not hold the %s"), name);

  rule = legal_rule (deal, &legal);
  if (BELOTE_HAND_HAS (legal, card))
    return NULL;
  open_trick (deal, &cards, &leader);
  switch (rule)
    {
    case RULE_FOLLOW:
      /* Translators: %s is a suit's name, "hearts" */
      return g_strdup_printf (_("You must follow suit: %s were led"),
                              belote_suit_name (BELOTE_CARD_SUIT (cards[0])));
    case RULE_FOLLOW_TRUMP:
      /* Translators: %s is a suit's name, "hearts" */
      return g_strdup_printf (_("You must follow suit: trumps (%s) were led"),
                              belote_suit_name (deal->trump));
    case RULE_BEAT_LED:
    case RULE_OVERTRUMP:
      {
        g_autofree char *high = belote_card_describe (highest_trump (deal));

        if (BELOTE_CARD_SUIT (card) != deal->trump && rule == RULE_BEAT_LED)
          /* Translators: %s is a suit's name, "hearts" */
          return g_strdup_printf (_("You must follow suit: trumps (%s) were led"),
                                  belote_suit_name (deal->trump));
        if (BELOTE_CARD_SUIT (card) != deal->trump)
          return g_strdup (_("You must trump: your partner does not hold the trick"));
        /* Translators: %s is a card, "Jack of hearts" */
        return g_strdup_printf (_("You must play a higher trump: you can beat the %s"), high);
      }
    case RULE_TRUMP:
      return g_strdup (_("You must trump: your partner does not hold the trick"));
    case RULE_ANY:
    default:
      g_return_val_if_reached (NULL);
    }
}

gboolean
belote_deal_play (BeloteDeal  *deal,
                  BeloteCard   card,
                  GError     **error)
{
  gint8 seat, belote;

  g_return_val_if_fail (deal != NULL, FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  if (deal->phase != BELOTE_PHASE_PLAY)
    {
      g_autofree char *why = belote_deal_why_illegal (deal, card);

      g_set_error_literal (error, BELOTE_DEAL_ERROR, BELOTE_DEAL_ERROR_PHASE, why);
      return FALSE;
    }
  seat = belote_deal_to_move (deal);
  if (card >= BELOTE_N_CARDS || !BELOTE_HAND_HAS (deal->hands[seat], card))
    {
      g_autofree char *why = belote_deal_why_illegal (deal, card);

      g_set_error_literal (error, BELOTE_DEAL_ERROR, BELOTE_DEAL_ERROR_NOT_HELD, why);
      return FALSE;
    }
  {
    g_autofree char *why = belote_deal_why_illegal (deal, card);

    if (why != NULL)
      {
        g_set_error_literal (error, BELOTE_DEAL_ERROR, BELOTE_DEAL_ERROR_ILLEGAL_CARD, why);
        return FALSE;
      }
  }

  /* B21: said on the first of King and Queen of trump, then the second */
  belote = belote_deal_belote_seat (deal);
  if (belote == seat && BELOTE_CARD_SUIT (card) == deal->trump
      && (BELOTE_CARD_RANK (card) == BELOTE_KING || BELOTE_CARD_RANK (card) == BELOTE_QUEEN))
    deal->belote_said++;

  deal->hands[seat] &= ~BELOTE_HAND_CARD (card);
  deal->plays[deal->n_played++] = card;
  if (deal->n_played % BELOTE_N_SEATS == 0)
    {
      guint trick = deal->n_played / BELOTE_N_SEATS - 1;
      gint8 winner = belote_trick_winner (&deal->plays[trick * BELOTE_N_SEATS],
                                          deal->trick_leader[trick], deal->trump);

      deal->trick_winner[trick] = winner;
      if (trick + 1 < BELOTE_N_TRICKS)
        deal->trick_leader[trick + 1] = winner;  /* B10 */
      else
        deal->phase = BELOTE_PHASE_DONE;
    }
  return TRUE;
}

guint
belote_deal_trick_cards (const BeloteDeal  *deal,
                         const BeloteCard **cards,
                         gint8             *leader,
                         gint8             *winning)
{
  const BeloteCard *c;
  gint8 l;
  guint n;

  g_return_val_if_fail (deal != NULL, 0);

  if (deal->n_played > 0 && deal->n_played % BELOTE_N_SEATS == 0)
    {
      guint trick = deal->n_played / BELOTE_N_SEATS - 1;

      c = &deal->plays[trick * BELOTE_N_SEATS];
      l = deal->trick_leader[trick];
      n = BELOTE_N_SEATS;
    }
  else
    {
      n = open_trick (deal, &c, &l);
      if (deal->phase != BELOTE_PHASE_PLAY)
        l = deal->phase == BELOTE_PHASE_VOID ? BELOTE_NO_SEAT : first_seat (deal);
    }
  if (cards != NULL)
    *cards = c;
  if (leader != NULL)
    *leader = l;
  if (winning != NULL)
    *winning = n == 0 ? BELOTE_NO_SEAT
                      : (gint8) ((l + winning_index (c, n, deal->trump)) % BELOTE_N_SEATS);
  return n;
}

gint8
belote_deal_belote_seat (const BeloteDeal *deal)
{
  BeloteHand pair;

  g_return_val_if_fail (deal != NULL, BELOTE_NO_SEAT);

  if ((guint) deal->trump >= BELOTE_N_SUITS || deal->taker == BELOTE_NO_SEAT)
    return BELOTE_NO_SEAT;
  pair = BELOTE_HAND_CARD (BELOTE_CARD (deal->trump, BELOTE_KING))
         | BELOTE_HAND_CARD (BELOTE_CARD (deal->trump, BELOTE_QUEEN));
  for (gint8 seat = 0; seat < BELOTE_N_SEATS; seat++)
    if ((deal->dealt[seat] & pair) == pair)
      return seat;
  return BELOTE_NO_SEAT;
}

void
belote_deal_summary (const BeloteDeal  *deal,
                     BeloteDealSummary *out)
{
  guint tricks[BELOTE_N_TEAMS] = { 0, 0 };
  guint n_tricks;
  gint8 belote;

  g_return_if_fail (deal != NULL);
  g_return_if_fail (out != NULL);

  belote_summary_init (out);
  if (deal->taker == BELOTE_NO_SEAT)
    return;

  out->taker_team = BELOTE_TEAM_OF (deal->taker);
  out->taker_seat = deal->taker;
  out->trump = deal->trump;
  out->first_leader = first_seat (deal);  /* B10 */

  /* B13 */
  n_tricks = deal->n_played / BELOTE_N_SEATS;
  for (guint t = 0; t < n_tricks; t++)
    {
      guint team = BELOTE_TEAM_OF (deal->trick_winner[t]);

      tricks[team]++;
      for (guint i = 0; i < BELOTE_N_SEATS; i++)
        out->card_points[team] += belote_card_points (deal->plays[t * BELOTE_N_SEATS + i],
                                                      deal->trump);
    }
  if (deal->phase == BELOTE_PHASE_DONE)
    {
      guint last = BELOTE_TEAM_OF (deal->trick_winner[BELOTE_N_TRICKS - 1]);

      if (tricks[last] == BELOTE_N_TRICKS)  /* B15 */
        {
          out->capot_team = (gint8) last;
          out->card_points[last] += BELOTE_CAPOT_BONUS;
        }
      else  /* B14 */
        out->card_points[last] += BELOTE_LAST_TRICK;
    }

  /* B19: in playing order from the first leader */
  for (guint i = 0; i < BELOTE_N_SEATS; i++)
    {
      guint seat = (out->first_leader + i) % BELOTE_N_SEATS;
      guint team = BELOTE_TEAM_OF (seat);

      for (guint k = 0; k < deal->n_declared[seat]; k++)
        if (out->n_announcements[team] < BELOTE_MAX_ANNOUNCEMENTS)
          out->announcements[team][out->n_announcements[team]++] = deal->declared[seat][k];
    }

  /* B21: counted once the deal is played out, or both cards are down */
  belote = belote_deal_belote_seat (deal);
  if (belote != BELOTE_NO_SEAT
      && (deal->phase == BELOTE_PHASE_DONE || deal->belote_said >= 2))
    out->belote_team = BELOTE_TEAM_OF (belote);
}
