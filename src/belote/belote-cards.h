/* belote-cards.h — Belote's cards, seats, teams and announcements
 *
 * The vocabulary every other Belote file uses: a card is a small number,
 * a hand a set of cards (a bit mask), a seat 0–3 and a team 0 or 1. Only
 * GLib; Balut's rules are not visible from here, nor these from Balut's.
 *
 * SPDX-FileCopyrightText: 2026 The Balut developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <glib.h>

G_BEGIN_DECLS

#define BELOTE_N_CARDS    32
#define BELOTE_N_SEATS    4
#define BELOTE_N_TEAMS    2
#define BELOTE_N_SUITS    4
#define BELOTE_N_RANKS    8
#define BELOTE_N_TRICKS   8
#define BELOTE_HAND_SIZE  8
#define BELOTE_NO_CARD    0xff
#define BELOTE_NO_SEAT    (-1)
#define BELOTE_NO_TEAM    (-1)

/* B1: the suits in the order of their letters C D H S. */
typedef enum
{
  BELOTE_CLUBS,
  BELOTE_DIAMONDS,
  BELOTE_HEARTS,
  BELOTE_SPADES,
} BeloteSuit;

#define BELOTE_NO_SUIT ((BeloteSuit) -1)

/* B1, B16: the ranks in their natural order 7 8 9 10 J Q K A (the order of
 * sequences, in trumps too; the order of strength is B11's, see
 * belote_card_strength ()). */
typedef enum
{
  BELOTE_SEVEN,
  BELOTE_EIGHT,
  BELOTE_NINE,
  BELOTE_TEN,
  BELOTE_JACK,
  BELOTE_QUEEN,
  BELOTE_KING,
  BELOTE_ACE,
} BeloteRank;

/* A card: suit * 8 + rank, 0–31. */
typedef guint8 BeloteCard;

#define BELOTE_CARD(suit, rank)   ((BeloteCard) ((suit) * BELOTE_N_RANKS + (rank)))
#define BELOTE_CARD_SUIT(card)    ((BeloteSuit) ((card) / BELOTE_N_RANKS))
#define BELOTE_CARD_RANK(card)    ((BeloteRank) ((card) % BELOTE_N_RANKS))

/* A set of cards: bit (1u << card). */
typedef guint32 BeloteHand;

#define BELOTE_HAND_HAS(hand, card)   (((hand) >> (card)) & 1u)
#define BELOTE_HAND_CARD(card)        ((BeloteHand) 1u << (card))
#define BELOTE_SUIT_MASK(suit)        ((BeloteHand) 0xffu << ((suit) * BELOTE_N_RANKS))

/* B2: partners sit opposite; seats 0 and 2 are team 0, 1 and 3 team 1. */
#define BELOTE_TEAM_OF(seat)          ((seat) & 1)
#define BELOTE_NEXT_SEAT(seat)        (((seat) + 1) % BELOTE_N_SEATS)

typedef enum
{
  BELOTE_SCHOOL_FAMILY,      /* B26 */
  BELOTE_SCHOOL_TOURNAMENT,  /* B27 */
} BeloteSchool;

/* Card text as in B1: "7C", "10D", "JH", "AS" (upper case; parsing also
 * takes lower case). Returns FALSE for anything else. */
gboolean     belote_card_parse        (const char *text,
                                       BeloteCard *out);
/* "10D"; a static string. */
const char  *belote_card_to_string    (BeloteCard  card);
/* A suit's letter "C" "D" "H" "S" and back. */
const char  *belote_suit_to_string    (BeloteSuit  suit);
gboolean     belote_suit_parse        (const char *text,
                                       BeloteSuit *out);
/* A card for people, translated: "Jack of hearts", "10 of diamonds". */
char        *belote_card_describe     (BeloteCard  card);
/* A suit's name, translated: "hearts". */
const char  *belote_suit_name         (BeloteSuit  suit);

/* B13: the card's points with the given trump. */
int          belote_card_points       (BeloteCard  card,
                                       BeloteSuit  trump);
/* B11: a number that orders cards of one suit by strength (higher wins);
 * trump cards are ordered by the trump order. */
int          belote_card_strength     (BeloteCard  card,
                                       BeloteSuit  trump);
guint        belote_hand_count        (BeloteHand  hand);

/* B5: a deck shuffled from a seed. Deal number n of a match (0 first, void
 * deals counted) uses the stream belote_deck_shuffle (seed, n, deck): a
 * Fisher–Yates shuffle of the ordered deck (C 7…A, D, H, S) driven by
 * SplitMix64 seeded with splitmix64 (seed ^ (n * gamma)). Its name in
 * records is BELOTE_SHUFFLE_NAME, version BELOTE_SHUFFLE_VERSION: never
 * change what a given (seed, n) deals; a new shuffle gets a new version. */
#define BELOTE_SHUFFLE_NAME    "splitmix64-fisher-yates"
#define BELOTE_SHUFFLE_VERSION 1
void         belote_deck_shuffle      (guint64     seed,
                                       guint       deal_number,
                                       BeloteCard  deck[BELOTE_N_CARDS]);
/* B4: the first dealer of a match from its seed. */
guint        belote_first_dealer      (guint64     seed);

/* Announcements (B16–B18). */
typedef enum
{
  BELOTE_ANNOUNCE_SEQUENCE,  /* B16 */
  BELOTE_ANNOUNCE_CARRE,     /* B17 */
} BeloteAnnounceKind;

typedef struct
{
  BeloteAnnounceKind kind;
  BeloteSuit         suit;    /* a sequence's suit; BELOTE_NO_SUIT for a carré
                               * or when not known (the pad) */
  BeloteRank         top;     /* a sequence's highest rank; a carré's rank */
  guint8             length;  /* a sequence's length 3–8 (0 when not known:
                               * the pad's "Hundred"); 4 for a carré */
  gint8              seat;    /* who declared it; BELOTE_NO_SEAT when not
                               * known (the pad) */
} BeloteAnnouncement;

/* B16–B17: 20, 50, 100; 200, 150, 100; 0 for carrés of 8s and 7s. */
int          belote_announcement_value    (const BeloteAnnouncement *a);
/* Every announcement a hand holds (B16: whole runs of 3 or more, B17:
 * carrés worth something), in a stable order (sequences by suit, then
 * carrés by rank); returns how many (at most 8). */
guint        belote_hand_announcements    (BeloteHand                hand,
                                           BeloteAnnouncement       *out);
/* Whether the hand holds exactly this announcement (a sequence as a whole
 * run, B16). */
gboolean     belote_hand_holds            (BeloteHand                hand,
                                           const BeloteAnnouncement *a);
/* B20 between two single announcements, without the last rule (who
 * declared first): > 0 when a is better, < 0 when b is, 0 when B20 cannot
 * tell them apart from what they say. trump may be BELOTE_NO_SUIT. */
int          belote_announcement_compare  (const BeloteAnnouncement *a,
                                           const BeloteAnnouncement *b,
                                           BeloteSuit                trump);
/* The cards of an announcement (a sequence's run, a carré's four). */
BeloteHand   belote_announcement_cards    (const BeloteAnnouncement *a);
/* "Tierce", "Fifty", "Hundred", "Carré of Jacks": translated. */
char        *belote_announcement_describe (const BeloteAnnouncement *a);

G_END_DECLS
