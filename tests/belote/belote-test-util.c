/* belote-test-util.c — helpers and the reference model of Belote's core
 * tests
 *
 * SPDX-FileCopyrightText: 2026 The Balut developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include <locale.h>
#include <stdlib.h>
#include <string.h>

#include "belote-test-util.h"

void
belote_test_init (int    *argc,
                  char ***argv)
{
  setlocale (LC_ALL, "");
  g_test_init (argc, argv, NULL);
}

gboolean
belote_test_thorough (void)
{
  return g_test_thorough () || g_strcmp0 (g_getenv ("BALUT_TEST_THOROUGH"), "1") == 0;
}

BeloteCard
belote_test_card (const char *text)
{
  BeloteCard card = BELOTE_NO_CARD;

  if (!belote_card_parse (text, &card))
    g_error ("not a card: %s", text);
  return card;
}

BeloteHand
belote_test_hand (const char *cards)
{
  g_auto(GStrv) words = g_strsplit (cards, " ", -1);
  BeloteHand hand = 0;

  for (guint i = 0; words[i] != NULL; i++)
    if (words[i][0] != '\0')
      hand |= BELOTE_HAND_CARD (belote_test_card (words[i]));
  return hand;
}

BeloteAnnouncement
belote_test_sequence (BeloteSuit suit,
                      BeloteRank top,
                      guint      length,
                      gint8      seat)
{
  BeloteAnnouncement a;

  memset (&a, 0, sizeof a);
  a.kind = BELOTE_ANNOUNCE_SEQUENCE;
  a.suit = suit;
  a.top = top;
  a.length = (guint8) length;
  a.seat = seat;
  return a;
}

BeloteAnnouncement
belote_test_carre (BeloteRank rank,
                   gint8      seat)
{
  BeloteAnnouncement a;

  memset (&a, 0, sizeof a);
  a.kind = BELOTE_ANNOUNCE_CARRE;
  a.suit = BELOTE_NO_SUIT;
  a.top = rank;
  a.length = 4;
  a.seat = seat;
  return a;
}

/* The rules' B13 as written there */
static const char trump_text[] = "J 20, 9 14, A 11, 10 10, K 4, Q 3, 8 0, 7 0";
static const char plain_text[] = "A 11, 10 10, K 4, Q 3, J 2, 9 0, 8 0, 7 0";
/* B11, strongest first */
static const char * const trump_order[] = { "J", "9", "A", "10", "K", "Q", "8", "7" };
static const char * const plain_order[] = { "A", "10", "K", "Q", "J", "9", "8", "7" };

static const char *
rank_text (BeloteCard card)
{
  const char *text = belote_card_to_string (card);
  static char buf[4];

  g_strlcpy (buf, text, strlen (text));  /* without the suit letter */
  return buf;
}

/* The two texts read once into [trump?][rank] tables */
static int points_table[2][BELOTE_N_RANKS];
static guint place_table[2][BELOTE_N_RANKS];

static guint
rank_index (const char *text)
{
  for (BeloteRank r = 0; r < BELOTE_N_RANKS; r++)
    if (strcmp (rank_text (BELOTE_CARD (BELOTE_CLUBS, r)), text) == 0)
      return r;
  g_error ("no rank %s", text);
}

static void
read_tables (void)
{
  static gsize done = 0;

  if (!g_once_init_enter (&done))
    return;
  for (guint trump = 0; trump < 2; trump++)
    {
      g_auto(GStrv) items = g_strsplit (trump ? trump_text : plain_text, ", ", -1);
      const char * const *order = trump ? trump_order : plain_order;

      g_assert_cmpuint (g_strv_length (items), ==, BELOTE_N_RANKS);
      for (guint i = 0; items[i] != NULL; i++)
        {
          g_auto(GStrv) pair = g_strsplit (items[i], " ", 2);

          points_table[trump][rank_index (pair[0])] = atoi (pair[1]);
        }
      for (guint i = 0; i < BELOTE_N_RANKS; i++)
        place_table[trump][rank_index (order[i])] = i;
    }
  g_once_init_leave (&done, 1);
}

int
belote_test_points (BeloteCard card,
                    BeloteSuit trump)
{
  read_tables ();
  return points_table[BELOTE_CARD_SUIT (card) == trump][BELOTE_CARD_RANK (card)];
}

/* place in B11's order: 0 strongest */
static guint
place (BeloteCard card,
       BeloteSuit trump)
{
  read_tables ();
  return place_table[BELOTE_CARD_SUIT (card) == trump][BELOTE_CARD_RANK (card)];
}

gint8
belote_test_winner (const BeloteCard *cards,
                    guint             n,
                    gint8             leader,
                    BeloteSuit        trump)
{
  /* the highest trump if any; else the highest of the suit led */
  BeloteSuit wanted = BELOTE_CARD_SUIT (cards[0]);
  int best = -1;

  for (guint i = 0; i < n; i++)
    if (BELOTE_CARD_SUIT (cards[i]) == trump)
      wanted = trump;
  for (guint i = 0; i < n; i++)
    if (BELOTE_CARD_SUIT (cards[i]) == wanted
        && (best < 0 || place (cards[i], trump) < place (cards[best], trump)))
      best = (int) i;
  return (gint8) ((leader + best) % 4);
}

gboolean
belote_test_may_play (BeloteHand        hand,
                      BeloteCard        card,
                      const BeloteCard *trick,
                      guint             n,
                      gint8             leader,
                      gint8             seat,
                      BeloteSuit        trump)
{
  BeloteSuit led;
  gboolean has_led = FALSE, has_trump = FALSE, can_beat = FALSE, partner;
  guint best_trump = BELOTE_N_RANKS;  /* place of the highest trump played */

  if (!BELOTE_HAND_HAS (hand, card))
    return FALSE;
  if (n == 0)
    return TRUE;
  led = BELOTE_CARD_SUIT (trick[0]);
  partner = (belote_test_winner (trick, n, leader, trump) % 2) == (seat % 2);
  for (guint i = 0; i < n; i++)
    if (BELOTE_CARD_SUIT (trick[i]) == trump)
      best_trump = MIN (best_trump, place (trick[i], trump));
  for (BeloteCard c = 0; c < BELOTE_N_CARDS; c++)
    {
      if (!BELOTE_HAND_HAS (hand, c))
        continue;
      has_led |= BELOTE_CARD_SUIT (c) == led;
      has_trump |= BELOTE_CARD_SUIT (c) == trump;
      can_beat |= BELOTE_CARD_SUIT (c) == trump && place (c, trump) < best_trump;
    }

  if (has_led)
    {
      if (BELOTE_CARD_SUIT (card) != led)
        return FALSE;                      /* 1: follow */
      if (led != trump || partner)
        return TRUE;
      return !can_beat || place (card, trump) < best_trump;  /* 1: beat in trumps */
    }
  if (partner || !has_trump)
    return TRUE;                           /* 2, 4 */
  if (BELOTE_CARD_SUIT (card) != trump)
    return FALSE;                          /* 3: trump */
  return !can_beat || place (card, trump) < best_trump;  /* 3: overtrump when able */
}
