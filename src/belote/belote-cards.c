/* belote-cards.c — cards, the shuffle and the announcements (B1, B4, B5,
 * B11, B13, B16–B20)
 *
 * A card is a number 0–31 (suit * 8 + rank, ranks in their natural order
 * 7 … A), a hand a 32-bit set. Strength (B11) and points (B13) are table
 * look-ups; a sequence (B16) is a run of set bits inside one suit's byte.
 *
 * The shuffle is part of the public record format: a match record names
 * it (BELOTE_SHUFFLE_NAME, BELOTE_SHUFFLE_VERSION) and `--verify` deals
 * every deck again from the seed. What a given (seed, deal number) deals
 * must never change; see belote_deck_shuffle ().
 *
 * SPDX-FileCopyrightText: 2026 The Balut developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "balut-splitmix.h"
#include "belote-cards.h"

static const char * const rank_texts[BELOTE_N_RANKS] = {
  "7", "8", "9", "10", "J", "Q", "K", "A",
};

static const char * const suit_letters[BELOTE_N_SUITS] = { "C", "D", "H", "S" };

/* B11, as numbers: higher wins. Trumps are put above every plain card
 * so that cards of two suits can be compared when one is trump. */
static const int plain_strength[BELOTE_N_RANKS] = {
  /* 7  8  9  10 J  Q  K  A */
     0, 1, 2, 6, 3, 4, 5, 7,
};
static const int trump_strength[BELOTE_N_RANKS] = {
  /* 7  8  9   10  J   Q  K   A */
     8, 9, 14, 12, 15, 10, 11, 13,
};

/* B13 */
static const int plain_points[BELOTE_N_RANKS] = {
  /* 7  8  9  10  J  Q  K  A */
     0, 0, 0, 10, 2, 3, 4, 11,
};
static const int trump_points[BELOTE_N_RANKS] = {
  /* 7  8  9   10  J   Q  K  A */
     0, 0, 14, 10, 20, 3, 4, 11,
};

gboolean
belote_card_parse (const char *text,
                   BeloteCard *out)
{
  BeloteSuit suit;
  gsize len;

  g_return_val_if_fail (out != NULL, FALSE);

  if (text == NULL)
    return FALSE;
  len = strlen (text);
  if (len < 2 || len > 3)
    return FALSE;
  if (!belote_suit_parse (text + len - 1, &suit))
    return FALSE;
  for (guint r = 0; r < BELOTE_N_RANKS; r++)
    {
      if (strlen (rank_texts[r]) == len - 1
          && g_ascii_strncasecmp (text, rank_texts[r], len - 1) == 0)
        {
          *out = BELOTE_CARD (suit, r);
          return TRUE;
        }
    }
  return FALSE;
}

const char *
belote_card_to_string (BeloteCard card)
{
  static const char * const texts[BELOTE_N_CARDS] = {
    "7C", "8C", "9C", "10C", "JC", "QC", "KC", "AC",
    "7D", "8D", "9D", "10D", "JD", "QD", "KD", "AD",
    "7H", "8H", "9H", "10H", "JH", "QH", "KH", "AH",
    "7S", "8S", "9S", "10S", "JS", "QS", "KS", "AS",
  };

  g_return_val_if_fail (card < BELOTE_N_CARDS, "?");
  return texts[card];
}

const char *
belote_suit_to_string (BeloteSuit suit)
{
  g_return_val_if_fail ((guint) suit < BELOTE_N_SUITS, "?");
  return suit_letters[suit];
}

gboolean
belote_suit_parse (const char *text,
                   BeloteSuit *out)
{
  g_return_val_if_fail (out != NULL, FALSE);

  if (text == NULL || text[0] == '\0' || text[1] != '\0')
    return FALSE;
  for (guint s = 0; s < BELOTE_N_SUITS; s++)
    {
      if (g_ascii_toupper (text[0]) == suit_letters[s][0])
        {
          *out = (BeloteSuit) s;
          return TRUE;
        }
    }
  return FALSE;
}

char *
belote_card_describe (BeloteCard card)
{
  /* Whole names, so that each language can build them its own way
   * ("Herz-Bube", "Valet de cœur"). */
  static const char * const names[BELOTE_N_CARDS] = {
    N_("7 of clubs"), N_("8 of clubs"), N_("9 of clubs"), N_("10 of clubs"),
    N_("Jack of clubs"), N_("Queen of clubs"), N_("King of clubs"), N_("Ace of clubs"),
    N_("7 of diamonds"), N_("8 of diamonds"), N_("9 of diamonds"), N_("10 of diamonds"),
    N_("Jack of diamonds"), N_("Queen of diamonds"), N_("King of diamonds"), N_("Ace of diamonds"),
    N_("7 of hearts"), N_("8 of hearts"), N_("9 of hearts"), N_("10 of hearts"),
    N_("Jack of hearts"), N_("Queen of hearts"), N_("King of hearts"), N_("Ace of hearts"),
    N_("7 of spades"), N_("8 of spades"), N_("9 of spades"), N_("10 of spades"),
    N_("Jack of spades"), N_("Queen of spades"), N_("King of spades"), N_("Ace of spades"),
  };

  g_return_val_if_fail (card < BELOTE_N_CARDS, g_strdup ("?"));
  return g_strdup (_(names[card]));
}

const char *
belote_suit_name (BeloteSuit suit)
{
  static const char * const names[BELOTE_N_SUITS] = {
    N_("clubs"), N_("diamonds"), N_("hearts"), N_("spades"),
  };

  g_return_val_if_fail ((guint) suit < BELOTE_N_SUITS, "?");
  return _(names[suit]);
}

int
belote_card_points (BeloteCard card,
                    BeloteSuit trump)
{
  g_return_val_if_fail (card < BELOTE_N_CARDS, 0);

  if (BELOTE_CARD_SUIT (card) == trump)
    return trump_points[BELOTE_CARD_RANK (card)];
  return plain_points[BELOTE_CARD_RANK (card)];
}

int
belote_card_strength (BeloteCard card,
                      BeloteSuit trump)
{
  g_return_val_if_fail (card < BELOTE_N_CARDS, 0);

  if (BELOTE_CARD_SUIT (card) == trump)
    return trump_strength[BELOTE_CARD_RANK (card)];
  return plain_strength[BELOTE_CARD_RANK (card)];
}

guint
belote_hand_count (BeloteHand hand)
{
  guint n = 0;

  for (; hand != 0; hand &= hand - 1)
    n++;
  return n;
}

/* The deal's stream starts at splitmix64 (seed ^ (n * gamma)) and gives
 * balut_splitmix64_next () numbers; for i = 31 down to 1 the card at i
 * swaps with the one at (next number % (i + 1)). The modulo's bias is
 * below 2^-58: not worth a rejection loop that would make the stream
 * harder to redo elsewhere. Frozen: BELOTE_SHUFFLE_VERSION 1. */
void
belote_deck_shuffle (guint64    seed,
                     guint      deal_number,
                     BeloteCard deck[BELOTE_N_CARDS])
{
  guint64 state;

  g_return_if_fail (deck != NULL);

  state = balut_splitmix64 (seed ^ ((guint64) deal_number * BALUT_SPLITMIX64_GAMMA));
  for (guint i = 0; i < BELOTE_N_CARDS; i++)
    deck[i] = (BeloteCard) i;
  for (guint i = BELOTE_N_CARDS - 1; i > 0; i--)
    {
      guint j = (guint) (balut_splitmix64_next (&state) % (i + 1));
      BeloteCard tmp = deck[i];

      deck[i] = deck[j];
      deck[j] = tmp;
    }
}

/* B4: the top two bits of a number of its own (the seed mixed with a
 * constant no deal's stream starts from). Frozen like the shuffle. */
guint
belote_first_dealer (guint64 seed)
{
  return (guint) (balut_splitmix64 (seed ^ G_GUINT64_CONSTANT (0x6465616c6572)) >> 62);
}

/* ------------------------------------------------------------------ */
/* Announcements                                                       */
/* ------------------------------------------------------------------ */

static int
carre_value (BeloteRank rank)
{
  switch (rank)
    {
    case BELOTE_JACK:
      return 200;
    case BELOTE_NINE:
      return 150;
    case BELOTE_TEN:
    case BELOTE_QUEEN:
    case BELOTE_KING:
    case BELOTE_ACE:
      return 100;
    case BELOTE_SEVEN:
    case BELOTE_EIGHT:
    default:
      return 0;
    }
}

int
belote_announcement_value (const BeloteAnnouncement *a)
{
  g_return_val_if_fail (a != NULL, 0);

  if (a->kind == BELOTE_ANNOUNCE_CARRE)
    return carre_value (a->top);
  if (a->kind != BELOTE_ANNOUNCE_SEQUENCE)
    return 0;
  /* length 0: the pad's Hundred, whose length nobody entered */
  if (a->length == 0 || a->length >= 5)
    return a->length <= BELOTE_N_RANKS ? 100 : 0;
  if (a->length == 4)
    return 50;
  if (a->length == 3)
    return 20;
  return 0;
}

guint
belote_hand_announcements (BeloteHand          hand,
                           BeloteAnnouncement *out)
{
  guint n = 0;

  g_return_val_if_fail (out != NULL, 0);

  /* B16: each maximal run of 3 or more, whole */
  for (guint s = 0; s < BELOTE_N_SUITS; s++)
    {
      guint bits = (hand >> (s * BELOTE_N_RANKS)) & 0xffu;
      guint r = 0;

      while (r < BELOTE_N_RANKS)
        {
          guint start = r;

          while (r < BELOTE_N_RANKS && (bits >> r) & 1u)
            r++;
          if (r - start >= 3)
            {
              out[n] = (BeloteAnnouncement) {
                .kind = BELOTE_ANNOUNCE_SEQUENCE,
                .suit = (BeloteSuit) s,
                .top = (BeloteRank) (r - 1),
                .length = (guint8) (r - start),
                .seat = BELOTE_NO_SEAT,
              };
              n++;
            }
          if (r == start)
            r++;
        }
    }
  /* B17: carrés worth something, by rank */
  for (guint r = 0; r < BELOTE_N_RANKS; r++)
    {
      BeloteAnnouncement carre = {
        .kind = BELOTE_ANNOUNCE_CARRE,
        .suit = BELOTE_NO_SUIT,
        .top = (BeloteRank) r,
        .length = 4,
        .seat = BELOTE_NO_SEAT,
      };
      BeloteHand cards = belote_announcement_cards (&carre);

      if (carre_value ((BeloteRank) r) > 0 && (hand & cards) == cards)
        out[n++] = carre;
    }
  return n;
}

BeloteHand
belote_announcement_cards (const BeloteAnnouncement *a)
{
  BeloteHand cards = 0;

  g_return_val_if_fail (a != NULL, 0);

  if ((guint) a->top >= BELOTE_N_RANKS)
    return 0;
  if (a->kind == BELOTE_ANNOUNCE_CARRE)
    {
      for (guint s = 0; s < BELOTE_N_SUITS; s++)
        cards |= BELOTE_HAND_CARD (BELOTE_CARD (s, a->top));
      return cards;
    }
  if (a->kind != BELOTE_ANNOUNCE_SEQUENCE
      || (guint) a->suit >= BELOTE_N_SUITS
      || a->length < 3 || a->length > (guint) a->top + 1)
    return 0;
  for (guint i = 0; i < a->length; i++)
    cards |= BELOTE_HAND_CARD (BELOTE_CARD (a->suit, a->top - i));
  return cards;
}

gboolean
belote_hand_holds (BeloteHand                hand,
                   const BeloteAnnouncement *a)
{
  BeloteHand cards;

  g_return_val_if_fail (a != NULL, FALSE);

  cards = belote_announcement_cards (a);
  if (cards == 0 || (hand & cards) != cards)
    return FALSE;
  if (a->kind == BELOTE_ANNOUNCE_SEQUENCE)
    {
      guint bottom = a->top + 1u - a->length;

      /* B16: the whole run, not a part of a longer one */
      if (bottom > 0 && BELOTE_HAND_HAS (hand, BELOTE_CARD (a->suit, bottom - 1)))
        return FALSE;
      if (a->top + 1u < BELOTE_N_RANKS
          && BELOTE_HAND_HAS (hand, BELOTE_CARD (a->suit, a->top + 1)))
        return FALSE;
    }
  return TRUE;
}

/* B20: carrés of equal value by rank, A > K > Q > 10 (Jacks and Nines
 * have values of their own) */
static int
carre_order (BeloteRank rank)
{
  switch (rank)
    {
    case BELOTE_ACE:
      return 4;
    case BELOTE_KING:
      return 3;
    case BELOTE_QUEEN:
      return 2;
    case BELOTE_TEN:
      return 1;
    default:
      return 0;
    }
}

int
belote_announcement_compare (const BeloteAnnouncement *a,
                             const BeloteAnnouncement *b,
                             BeloteSuit                trump)
{
  int va, vb;
  gboolean a_trump, b_trump;

  g_return_val_if_fail (a != NULL && b != NULL, 0);

  va = belote_announcement_value (a);
  vb = belote_announcement_value (b);
  if (va != vb)
    return va > vb ? 1 : -1;
  /* at equal value a carré beats a sequence */
  if (a->kind != b->kind)
    return a->kind == BELOTE_ANNOUNCE_CARRE ? 1 : -1;
  if (a->kind == BELOTE_ANNOUNCE_CARRE)
    {
      int oa = carre_order (a->top), ob = carre_order (b->top);

      return oa > ob ? 1 : oa < ob ? -1 : 0;
    }

  /* Sequences of equal value: length, then top card, then trump. What
   * the pad left out (a Hundred's length, a sequence's suit and so its
   * top) cannot decide. */
  if (a->length == 0 || b->length == 0)
    return 0;
  if (a->length != b->length)
    return a->length > b->length ? 1 : -1;
  if ((guint) a->suit >= BELOTE_N_SUITS || (guint) b->suit >= BELOTE_N_SUITS)
    return 0;
  if (a->top != b->top)
    return a->top > b->top ? 1 : -1;
  a_trump = (guint) trump < BELOTE_N_SUITS && a->suit == trump;
  b_trump = (guint) trump < BELOTE_N_SUITS && b->suit == trump;
  if (a_trump != b_trump)
    return a_trump ? 1 : -1;
  return 0;
}

char *
belote_announcement_describe (const BeloteAnnouncement *a)
{
  static const char * const carres[BELOTE_N_RANKS] = {
    N_("Carré of Sevens"), N_("Carré of Eights"), N_("Carré of Nines"),
    N_("Carré of Tens"), N_("Carré of Jacks"), N_("Carré of Queens"),
    N_("Carré of Kings"), N_("Carré of Aces"),
  };

  g_return_val_if_fail (a != NULL, g_strdup ("?"));

  if (a->kind == BELOTE_ANNOUNCE_CARRE)
    return g_strdup ((guint) a->top < BELOTE_N_RANKS ? _(carres[a->top]) : "?");
  switch (belote_announcement_value (a))
    {
    case 20:
      return g_strdup (_("Tierce"));
    case 50:
      return g_strdup (_("Fifty"));
    case 100:
      return g_strdup (_("Hundred"));
    default:
      return g_strdup ("?");
    }
}
