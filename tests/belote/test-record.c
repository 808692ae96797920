/* test-record.c — Belote's records: writing, reading, refusing
 *
 * SPDX-FileCopyrightText: 2026 The Balut developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Matches played at random through the engine (shuffled from the seed,
 * or dealt from outside; family and tournament rules; on the pad) are
 * written, read back and written again: the same text, the same scores.
 * Then one record at a time is changed where a rule is at stake, and the
 * reader must refuse it naming the deal, the trick or bid and the card
 * (B4–B28); mutated trees and mutated bytes must be refused or read,
 * never crash.
 */

#include <string.h>
#include <glib/gstdio.h>

#include "belote-record.h"
#include "belote-test-util.h"

/* ------------------------------------------------------------------ */
/* Random matches                                                      */
/* ------------------------------------------------------------------ */

static const char * const names[BELOTE_N_SEATS] = { "Ana", "East", "Ben", "West" };

static void
random_deck (GRand      *rand,
             BeloteCard  deck[BELOTE_N_CARDS])
{
  for (guint i = 0; i < BELOTE_N_CARDS; i++)
    deck[i] = (BeloteCard) i;
  for (guint i = BELOTE_N_CARDS - 1; i > 0; i--)
    {
      guint j = (guint) g_rand_int_range (rand, 0, (gint32) i + 1);
      BeloteCard t = deck[i];

      deck[i] = deck[j];
      deck[j] = t;
    }
}

/* One legal action of the match: a deal dealt, a bid, the declarations
 * of a seat's first card (B19), a card */
static void
random_step (BeloteMatch *match,
             GRand       *rand)
{
  g_autoptr(GError) error = NULL;
  const BeloteDeal *deal = belote_match_get_current (match);

  if (deal == NULL)
    {
      BeloteCard deck[BELOTE_N_CARDS];

      random_deck (rand, deck);
      g_assert_true (belote_match_start_deal (match, belote_match_get_shuffled (match) ? NULL : deck, &error));
      g_assert_no_error (error);
      return;
    }

  switch (deal->phase)
    {
    case BELOTE_PHASE_BID_FIRST:
      g_assert_true (belote_match_bid (match, g_rand_int_range (rand, 0, 4) == 0 ? BELOTE_BID_TAKE : BELOTE_BID_PASS,
                                       &error));
      break;
    case BELOTE_PHASE_BID_SECOND:
      {
        BeloteBid bid = BELOTE_BID_PASS;

        if (g_rand_int_range (rand, 0, 3) == 0)
          {
            bid = BELOTE_BID_SUIT (g_rand_int_range (rand, 0, BELOTE_N_SUITS));
            if (!belote_deal_bid_allowed (deal, bid))
              bid = BELOTE_BID_PASS;
          }
        g_assert_true (belote_match_bid (match, bid, &error));
      }
      break;
    case BELOTE_PHASE_PLAY:
      {
        gint8 seat = belote_deal_to_move (deal);
        BeloteHand legal;
        guint pick, n_legal;

        /* B19: every seat plays its first card in the first trick */
        if (deal->n_played < BELOTE_N_SEATS && !deal->has_declared[seat]
            && belote_match_get_school (match) == BELOTE_SCHOOL_FAMILY && g_rand_boolean (rand))
          {
            BeloteAnnouncement held[BELOTE_HAND_SIZE], chosen[BELOTE_HAND_SIZE];
            guint n = belote_hand_announcements (deal->dealt[seat], held), n_chosen = 0;

            for (guint i = 0; i < n; i++)
              if (g_rand_int_range (rand, 0, 4) > 0)
                chosen[n_chosen++] = held[i];
            g_assert_true (belote_match_declare (match, chosen, n_chosen, &error));
            g_assert_no_error (error);
            deal = belote_match_get_current (match);
          }

        legal = belote_deal_legal_cards (deal);
        n_legal = belote_hand_count (legal);
        g_assert_cmpuint (n_legal, >, 0);
        pick = (guint) g_rand_int_range (rand, 0, (gint32) n_legal);
        for (BeloteCard c = 0; c < BELOTE_N_CARDS; c++)
          if (BELOTE_HAND_HAS (legal, c) && pick-- == 0)
            {
              g_assert_true (belote_match_play (match, c, &error));
              break;
            }
      }
      break;
    default:
      g_assert_not_reached ();
    }
  g_assert_no_error (error);
}

static BeloteMatch *
new_played_match (guint64      seed,
                  BeloteSchool school,
                  int          target,
                  gboolean     shuffled,
                  GRand       *rand)
{
  BeloteMatch *match = belote_match_new (BELOTE_MODE_PLAY, school, target, seed, shuffled);

  for (guint s = 0; s < BELOTE_N_SEATS; s++)
    belote_match_set_player (match, s, names[s], s % 2 == 1, s % 2 == 1 ? "expert" : NULL);
  if (!shuffled)
    g_assert_true (belote_match_set_first_dealer (match, (guint) g_rand_int_range (rand, 0, BELOTE_N_SEATS)));
  return match;
}

/* A match played to its end (or @max_steps actions, then left in play) */
static BeloteMatch *
random_played_match (guint64      seed,
                     BeloteSchool school,
                     int          target,
                     gboolean     shuffled,
                     guint        max_steps)
{
  g_autoptr(GRand) rand = g_rand_new_with_seed ((guint32) seed);
  BeloteMatch *match = new_played_match (seed, school, target, shuffled, rand);

  for (guint i = 0; i < max_steps && !belote_match_is_over (match); i++)
    random_step (match, rand);
  return match;
}

/* B28: an entry the pad would take */
static void
random_pad_entry (GRand          *rand,
                  BeloteSchool    school,
                  BelotePadEntry *entry)
{
  static const guint8 lengths[] = { 3, 4, 0 };

  for (;;)
    {
      BeloteDealSummary summary;

      belote_pad_entry_init (entry);
      entry->taker_team = (gint8) g_rand_int_range (rand, 0, 2);
      if (g_rand_boolean (rand))
        entry->taker_seat = (gint8) (entry->taker_team + 2 * g_rand_int_range (rand, 0, 2));
      if (g_rand_boolean (rand))
        entry->trump = (BeloteSuit) g_rand_int_range (rand, 0, BELOTE_N_SUITS);
      entry->taker_points = g_rand_int_range (rand, 0, BELOTE_DEAL_POINTS_TOTAL + 1);
      if (g_rand_int_range (rand, 0, 10) == 0)
        entry->capot[g_rand_int_range (rand, 0, 2)] = TRUE;
      if (school == BELOTE_SCHOOL_FAMILY)
        for (guint t = 0; t < BELOTE_N_TEAMS; t++)
          {
            guint n = (guint) g_rand_int_range (rand, 0, 3);

            for (guint i = 0; i < n; i++)
              {
                BeloteAnnouncement *a = &entry->announcements[t][entry->n_announcements[t]++];

                if (g_rand_int_range (rand, 0, 4) == 0)
                  *a = belote_test_carre ((BeloteRank) g_rand_int_range (rand, BELOTE_NINE, BELOTE_N_RANKS),
                                          BELOTE_NO_SEAT);
                else
                  {
                    *a = belote_test_sequence (BELOTE_NO_SUIT, BELOTE_ACE, lengths[g_rand_int_range (rand, 0, 3)],
                                               BELOTE_NO_SEAT);
                  }
              }
          }
      if (g_rand_int_range (rand, 0, 4) == 0)
        entry->belote_team = (gint8) g_rand_int_range (rand, 0, 2);
      if (belote_pad_entry_needs_best (entry, school))
        entry->best_team = (gint8) g_rand_int_range (rand, 0, 2);
      if (belote_pad_entry_summarize (entry, school, &summary, NULL))
        return;
    }
}

static BeloteMatch *
random_pad_match (guint64      seed,
                  BeloteSchool school,
                  int          target,
                  gboolean     named_players,
                  guint        max_deals)
{
  g_autoptr(GRand) rand = g_rand_new_with_seed ((guint32) seed);
  BeloteMatch *match = belote_match_new (BELOTE_MODE_PAD, school, target, seed, FALSE);

  if (named_players)
    for (guint s = 0; s < BELOTE_N_SEATS; s++)
      belote_match_set_player (match, s, names[s], FALSE, NULL);
  else
    {
      belote_match_set_team_name (match, 0, "Les Bleus");
      belote_match_set_team_name (match, 1, "Them");
    }
  for (guint i = 0; i < max_deals && !belote_match_is_over (match); i++)
    {
      g_autoptr(GError) error = NULL;
      BelotePadEntry entry;

      random_pad_entry (rand, school, &entry);
      g_assert_true (belote_match_enter_deal (match, &entry, &error));
      g_assert_no_error (error);
    }
  return match;
}

/* ------------------------------------------------------------------ */
/* Round trips                                                         */
/* ------------------------------------------------------------------ */

static void
assert_same_match (BeloteMatch *a,
                   BeloteMatch *b)
{
  int ta[BELOTE_N_TEAMS], tb[BELOTE_N_TEAMS];

  g_assert_cmpint (belote_match_get_mode (a), ==, belote_match_get_mode (b));
  g_assert_cmpint (belote_match_get_school (a), ==, belote_match_get_school (b));
  g_assert_cmpint (belote_match_get_target (a), ==, belote_match_get_target (b));
  g_assert_cmpuint (belote_match_get_seed (a), ==, belote_match_get_seed (b));
  g_assert_cmpint (belote_match_get_shuffled (a), ==, belote_match_get_shuffled (b));
  g_assert_cmpuint (belote_match_get_n_deals (a), ==, belote_match_get_n_deals (b));
  g_assert_cmpint (belote_match_is_over (a), ==, belote_match_is_over (b));
  g_assert_cmpint (belote_match_get_winner (a), ==, belote_match_get_winner (b));
  g_assert_cmpint (belote_match_get_pot (a), ==, belote_match_get_pot (b));
  g_assert_cmpuint (belote_match_get_dealer (a), ==, belote_match_get_dealer (b));
  belote_match_get_totals (a, ta);
  belote_match_get_totals (b, tb);
  g_assert_cmpint (ta[0], ==, tb[0]);
  g_assert_cmpint (ta[1], ==, tb[1]);
  for (guint t = 0; t < BELOTE_N_TEAMS; t++)
    g_assert_cmpstr (belote_match_get_team_name (a, t), ==, belote_match_get_team_name (b, t));
  for (guint s = 0; s < BELOTE_N_SEATS; s++)
    {
      g_assert_cmpstr (belote_match_get_player_name (a, s), ==, belote_match_get_player_name (b, s));
      g_assert_cmpint (belote_match_get_player_computer (a, s), ==, belote_match_get_player_computer (b, s));
      g_assert_cmpstr (belote_match_get_player_level (a, s), ==, belote_match_get_player_level (b, s));
    }
  for (guint n = 0; n < belote_match_get_n_deals (a); n++)
    {
      const BeloteDealScore *sa = belote_match_get_score (a, n);
      const BeloteDealScore *sb = belote_match_get_score (b, n);

      g_assert_cmpint (sa->result, ==, sb->result);
      g_assert_cmpint (sa->scored[0], ==, sb->scored[0]);
      g_assert_cmpint (sa->scored[1], ==, sb->scored[1]);
      g_assert_cmpint (sa->pot_after, ==, sb->pot_after);
      if (belote_match_get_mode (a) == BELOTE_MODE_PLAY)
        {
          const BeloteDeal *da = belote_match_get_deal (a, n);
          const BeloteDeal *db = belote_match_get_deal (b, n);

          g_assert_cmpmem (da->deck, sizeof da->deck, db->deck, sizeof db->deck);
          g_assert_cmpuint (da->n_played, ==, db->n_played);
          g_assert_cmpmem (da->hands, sizeof da->hands, db->hands, sizeof db->hands);
          g_assert_cmpint (da->phase, ==, db->phase);
        }
    }
}

/* match → text → match → text: the same text, the same match */
static void
assert_round_trip (BeloteMatch *match)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(BeloteMatch) again = NULL;
  g_autofree char *text = NULL;
  g_autofree char *text_again = NULL;
  gsize length;

  text = belote_record_to_data (match, &length);
  g_assert_cmpuint (length, ==, strlen (text));
  g_assert_true (g_str_has_suffix (text, "}\n"));
  again = belote_record_load_data (text, -1, &error);
  if (again == NULL)
    g_error ("a written record does not read back: %s\n%s", error->message, text);
  text_again = belote_record_to_data (again, NULL);
  g_assert_cmpstr (text, ==, text_again);
  assert_same_match (match, again);
}

static void
test_round_trip_played (gconstpointer data)
{
  gboolean shuffled = GPOINTER_TO_INT (data);
  guint n = belote_test_thorough () ? 60 : 15;

  for (guint i = 0; i < n; i++)
    {
      BeloteSchool school = i % 3 == 2 ? BELOTE_SCHOOL_TOURNAMENT : BELOTE_SCHOOL_FAMILY;
      int target = i % 2 == 0 ? 301 : 501;
      g_autoptr(BeloteMatch) whole = random_played_match (100 + i, school, target, shuffled, G_MAXUINT);
      /* stopped anywhere: in the bidding, before a declaration, in a trick */
      g_autoptr(BeloteMatch) part = random_played_match (100 + i, school, target, shuffled, 7 + i * 13);

      g_assert_true (belote_match_is_over (whole));
      assert_round_trip (whole);
      assert_round_trip (part);
    }
}

static void
test_round_trip_pad (void)
{
  guint n = belote_test_thorough () ? 60 : 15;

  for (guint i = 0; i < n; i++)
    {
      BeloteSchool school = i % 3 == 2 ? BELOTE_SCHOOL_TOURNAMENT : BELOTE_SCHOOL_FAMILY;
      g_autoptr(BeloteMatch) whole = random_pad_match (300 + i, school, i % 2 ? 1000 : 501, i % 2, G_MAXUINT);
      g_autoptr(BeloteMatch) part = random_pad_match (300 + i, school, 501, i % 2, i % 5);

      g_assert_true (belote_match_is_over (whole));
      assert_round_trip (whole);
      assert_round_trip (part);
    }
}

/* An empty match; a match of one void deal; a file, written atomically */
static void
test_round_trip_edges (void)
{
  g_autoptr(BeloteMatch) empty = belote_match_new (BELOTE_MODE_PLAY, BELOTE_SCHOOL_FAMILY, 1000, 0, TRUE);
  g_autoptr(BeloteMatch) pad = belote_match_new (BELOTE_MODE_PAD, BELOTE_SCHOOL_TOURNAMENT, 301, 5, FALSE);
  g_autoptr(BeloteMatch) voided = random_played_match (9, BELOTE_SCHOOL_FAMILY, 501, TRUE, 1);
  g_autoptr(GError) error = NULL;
  g_autoptr(BeloteMatch) loaded = NULL;
  g_autofree char *dir = g_dir_make_tmp ("belote-record-XXXXXX", &error);
  g_autofree char *path = g_build_filename (dir, "match.json", NULL);
  g_autofree char *text = NULL;
  g_autofree char *written = NULL;

  assert_round_trip (empty);
  assert_round_trip (pad);

  for (guint i = 0; i < 2 * BELOTE_N_SEATS; i++)
    g_assert_true (belote_match_bid (voided, BELOTE_BID_PASS, NULL));
  g_assert_cmpint (belote_match_get_score (voided, 0)->result, ==, BELOTE_RESULT_VOID);   /* B8 */
  assert_round_trip (voided);
  text = belote_record_to_data (voided, NULL);
  /* a void deal has no declarations and no plays */
  g_assert_null (strstr (text, "\"plays\""));
  g_assert_nonnull (strstr (text, "\"shuffle\": {\"name\":\"splitmix64-fisher-yates\",\"version\":1}"));

  g_assert_true (belote_record_save_to_file (voided, path, &error));
  g_assert_no_error (error);
  g_assert_true (g_file_get_contents (path, &written, NULL, &error));
  g_assert_cmpstr (written, ==, text);
  loaded = belote_record_load_file (path, &error);
  g_assert_no_error (error);
  assert_same_match (voided, loaded);

  g_assert_cmpint (g_remove (path), ==, 0);
  g_assert_cmpint (g_rmdir (dir), ==, 0);
}

/* The example keys, and the layout: one deal a line */
static void
test_layout (void)
{
  g_autoptr(BeloteMatch) match = random_played_match (42, BELOTE_SCHOOL_FAMILY, 501, TRUE, 200);
  g_autofree char *text = belote_record_to_data (match, NULL);
  g_auto(GStrv) lines = g_strsplit (text, "\n", -1);
  g_autoptr(JsonNode) root = json_from_string (text, NULL);
  JsonObject *object = json_node_get_object (root);
  JsonObject *deal = json_array_get_object_element (json_object_get_array_member (object, "deals"), 0);
  JsonObject *player = json_array_get_object_element (json_object_get_array_member (object, "players"), 1);

  g_assert_cmpstr (lines[0], ==, "{");
  g_assert_cmpstr (lines[1], ==, "  \"format\": \"belote-record\",");
  g_assert_cmpstr (lines[2], ==, "  \"version\": 1,");
  g_assert_cmpstr (lines[3], ==, "  \"seed\": 42,");
  g_assert_cmpstr (json_object_get_string_member (json_object_get_object_member (object, "rules"), "school"), ==, "family");
  g_assert_cmpint (json_object_get_int_member (json_object_get_object_member (object, "rules"), "target"), ==, 501);
  g_assert_cmpstr (json_object_get_string_member (player, "kind"), ==, "computer");
  g_assert_cmpstr (json_object_get_string_member (player, "level"), ==, "expert");
  g_assert_false (json_object_has_member (json_array_get_object_element (json_object_get_array_member (object, "players"), 0),
                                          "level"));
  g_assert_false (json_object_has_member (object, "mode"));
  g_assert_false (json_object_has_member (object, "teams"));
  /* B4: the seed's first dealer; B5: the seed's deck */
  g_assert_cmpint (json_object_get_int_member (deal, "dealer"), ==, belote_first_dealer (42));
  {
    BeloteCard deck[BELOTE_N_CARDS];

    belote_deck_shuffle (42, 0, deck);
    for (guint i = 0; i < BELOTE_N_CARDS; i++)
      g_assert_cmpstr (json_array_get_string_element (json_object_get_array_member (deal, "deck"), i), ==,
                       belote_card_to_string (deck[i]));
  }
  /* one deal a line */
  for (guint i = 0; lines[i] != NULL; i++)
    if (g_str_has_prefix (lines[i], "    {\"dealer\":"))
      g_assert_true (g_str_has_suffix (lines[i], "}") || g_str_has_suffix (lines[i], "},"));
}

/* ------------------------------------------------------------------ */
/* Refusals                                                            */
/* ------------------------------------------------------------------ */

static JsonNode *
record_tree (BeloteMatch *match)
{
  g_autofree char *text = belote_record_to_data (match, NULL);

  return json_from_string (text, NULL);
}

static JsonObject *
deal_object (JsonNode *root,
             guint     n)
{
  return json_array_get_object_element (json_object_get_array_member (json_node_get_object (root), "deals"), n);
}

static void
set_string_element (JsonArray  *array,
                    guint       i,
                    const char *text)
{
  JsonNode *node = json_array_get_element (array, i);

  json_node_set_string (node, text);
}

/* The record is refused with @code and a message holding every fragment
 * (NULL-terminated) */
G_GNUC_NULL_TERMINATED
static void
assert_refused (JsonNode   *root,
                int         code,
                const char *first,
                ...)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(BeloteMatch) match = belote_record_load_json (root, &error);
  va_list args;

  if (match != NULL)
    {
      g_autofree char *text = json_to_string (root, TRUE);

      g_error ("a record was read that should not be (%s):\n%s", first, text);
    }
  g_assert_error (error, BELOTE_RECORD_ERROR, code);
  g_assert_true (g_utf8_validate (error->message, -1, NULL));
  va_start (args, first);
  for (const char *f = first; f != NULL; f = va_arg (args, const char *))
    if (strstr (error->message, f) == NULL)
      g_test_fail_printf ("“%s” is not in the message: %s", f, error->message);
  va_end (args);
  g_test_message ("refused: %s", error->message);
}

/* The first deal of @match with a taker and all 32 cards, its index */
static guint
first_played_deal (BeloteMatch *match)
{
  for (guint n = 0; n < belote_match_get_n_deals (match); n++)
    if (belote_match_get_deal (match, n)->phase == BELOTE_PHASE_DONE)
      return n;
  g_assert_not_reached ();
}

/* Only the first @n deals are kept */
static void
keep_deals (JsonNode *root,
            guint     n)
{
  JsonArray *deals = json_object_get_array_member (json_node_get_object (root), "deals");

  while (json_array_get_length (deals) > n)
    json_array_remove_element (deals, json_array_get_length (deals) - 1);
}

static void
test_refuse_deck (void)
{
  g_autoptr(BeloteMatch) match = random_played_match (21, BELOTE_SCHOOL_FAMILY, 501, TRUE, 300);
  g_autofree char *second = NULL;
  JsonArray *deck;

  /* a card that is not Belote's (B1) */
  {
    g_autoptr(JsonNode) root = record_tree (match);

    set_string_element (json_object_get_array_member (deal_object (root, 0), "deck"), 4, "6H");
    assert_refused (root, BELOTE_RECORD_ERROR_INVALID, "Deal 1: ", "deck[4]", "6H", "not a card of Belote", NULL);
  }
  /* a card twice, so another missing */
  {
    g_autoptr(JsonNode) root = record_tree (match);

    deck = json_object_get_array_member (deal_object (root, 0), "deck");
    second = g_strdup (json_array_get_string_element (deck, 9));
    set_string_element (deck, 20, second);
    assert_refused (root, BELOTE_RECORD_ERROR_INCONSISTENT, "Deal 1: ", second, "twice (cards 10 and 21)", NULL);
  }
  /* 31 cards */
  {
    g_autoptr(JsonNode) root = record_tree (match);

    json_array_remove_element (json_object_get_array_member (deal_object (root, 1), "deck"), 31);
    assert_refused (root, BELOTE_RECORD_ERROR_INVALID, "Deal 2: ", "“deck” has 31 entries instead of 32", NULL);
  }
  /* B5: a shuffled match's deck is the seed's: two cards swapped */
  {
    g_autoptr(JsonNode) root = record_tree (match);
    g_autofree char *a = NULL;
    g_autofree char *b = NULL;
    g_autofree char *expected = NULL;

    deck = json_object_get_array_member (deal_object (root, 1), "deck");
    a = g_strdup (json_array_get_string_element (deck, 2));
    b = g_strdup (json_array_get_string_element (deck, 30));
    set_string_element (deck, 2, b);
    set_string_element (deck, 30, a);
    expected = g_strdup_printf ("card 3 of the deck is %s, but the record’s seed deals %s there", b, a);
    assert_refused (root, BELOTE_RECORD_ERROR_INCONSISTENT, "Deal 2: ", expected, NULL);

    /* the same without the key naming the shuffle: the rules only, so
     * it is refused (if at all) for what the swap did to the play */
    json_object_remove_member (json_node_get_object (root), "shuffle");
    {
      g_autoptr(GError) error = NULL;
      g_autoptr(BeloteMatch) loaded = belote_record_load_json (root, &error);

      if (loaded == NULL)
        g_assert_null (strstr (error->message, "seed deals"));
    }
  }
  /* a shuffle this program does not know */
  {
    g_autoptr(JsonNode) root = record_tree (match);
    JsonObject *shuffle = json_object_get_object_member (json_node_get_object (root), "shuffle");

    json_object_set_int_member (shuffle, "version", 2);
    assert_refused (root, BELOTE_RECORD_ERROR_VERSION, "version 2 of the shuffle “splitmix64-fisher-yates”", NULL);
  }
}

/* B4 */
static void
test_refuse_dealer (void)
{
  g_autoptr(BeloteMatch) match = random_played_match (22, BELOTE_SCHOOL_FAMILY, 501, TRUE, 300);
  guint first = belote_first_dealer (22);

  {
    g_autoptr(JsonNode) root = record_tree (match);
    g_autofree char *expected = g_strdup_printf ("the seed chooses %s (seat %u) to deal first", names[first], first);

    json_object_set_int_member (deal_object (root, 0), "dealer", (first + 1) % BELOTE_N_SEATS);
    assert_refused (root, BELOTE_RECORD_ERROR_INCONSISTENT, "Deal 1: ", expected, NULL);
  }
  {
    g_autoptr(JsonNode) root = record_tree (match);
    guint next = (first + 2) % BELOTE_N_SEATS;
    g_autofree char *expected = g_strdup_printf ("but the deal passes to %s (seat %u)", names[next], next);

    json_object_set_int_member (deal_object (root, 2), "dealer", first);
    assert_refused (root, BELOTE_RECORD_ERROR_INCONSISTENT, "Deal 3: ", expected, NULL);
  }
  /* dealt at a real table: the first dealer is free, the next rotate */
  {
    g_autoptr(JsonNode) root = record_tree (match);
    g_autoptr(GError) error = NULL;
    g_autoptr(BeloteMatch) loaded = NULL;

    json_object_remove_member (json_node_get_object (root), "shuffle");
    loaded = belote_record_load_json (root, &error);
    g_assert_no_error (error);
    g_assert_false (belote_match_get_shuffled (loaded));
    /* the cards as they were, every deal dealt by the next seat: other
     * hands, which may break a rule later, but not B4 */
    for (guint n = 0; n < belote_match_get_n_deals (match); n++)
      json_object_set_int_member (deal_object (root, n), "dealer",
                                  (json_object_get_int_member (deal_object (root, n), "dealer") + 1) % BELOTE_N_SEATS);
    g_clear_object (&loaded);
    g_clear_error (&error);
    loaded = belote_record_load_json (root, &error);
    if (loaded == NULL)
      {
        g_test_message ("the other dealers: %s", error->message);
        g_assert_null (strstr (error->message, "the dealer is"));
      }
  }
}

/* Teams' names are written when the table set them, even to what the
 * players' names or "Us" and "Them" would make (belote_match_get_team_name_set ()) */
static void
test_team_names (void)
{
  g_autoptr(BeloteMatch) unnamed = belote_match_new (BELOTE_MODE_PAD, BELOTE_SCHOOL_FAMILY, 501, 3, FALSE);
  g_autoptr(BeloteMatch) players = belote_match_new (BELOTE_MODE_PLAY, BELOTE_SCHOOL_FAMILY, 501, 3, TRUE);
  g_autofree char *text = NULL;

  /* nothing set: no "teams", the names made where the record is read */
  g_assert_false (belote_match_get_team_name_set (unnamed, 0));
  g_assert_false (belote_match_get_team_name_set (unnamed, 1));
  text = belote_record_to_data (unnamed, NULL);
  g_assert_null (strstr (text, "\"teams\""));
  g_clear_pointer (&text, g_free);

  /* set to what "Us" and "Them" are: set all the same, and kept */
  belote_match_set_team_name (unnamed, 0, belote_match_get_team_name (unnamed, 0));
  g_assert_true (belote_match_get_team_name_set (unnamed, 0));
  g_assert_false (belote_match_get_team_name_set (unnamed, 1));
  text = belote_record_to_data (unnamed, NULL);
  g_assert_nonnull (strstr (text, "\"teams\": [\"Us\",\"Them\"]"));
  assert_round_trip (unnamed);
  g_clear_pointer (&text, g_free);

  /* an empty name is no name */
  belote_match_set_team_name (unnamed, 0, "");
  g_assert_false (belote_match_get_team_name_set (unnamed, 0));

  /* players named: their names name the teams, unless the table says otherwise */
  for (guint s = 0; s < BELOTE_N_SEATS; s++)
    belote_match_set_player (players, s, names[s], FALSE, NULL);
  text = belote_record_to_data (players, NULL);
  g_assert_null (strstr (text, "\"teams\""));
  g_clear_pointer (&text, g_free);
  belote_match_set_team_name (players, 0, "Ana & Ben");
  g_assert_true (belote_match_get_team_name_set (players, 0));
  g_assert_cmpstr (belote_match_get_team_name (players, 0), ==, "Ana & Ben");
  text = belote_record_to_data (players, NULL);
  g_assert_nonnull (strstr (text, "\"teams\": [\"Ana & Ben\",\"East & West\"]"));
  assert_round_trip (players);
}

/* B4: a match dealt at a real table keeps the first dealer it chose
 * before its first deal ("first_dealer"); the first deal says it after */
static void
test_first_dealer (void)
{
  guint64 seed = 11;
  guint chosen = (belote_first_dealer (seed) + 1) % BELOTE_N_SEATS;
  g_autoptr(BeloteMatch) table = belote_match_new (BELOTE_MODE_PLAY, BELOTE_SCHOOL_FAMILY, 501, seed, FALSE);
  g_autoptr(BeloteMatch) shuffled = belote_match_new (BELOTE_MODE_PLAY, BELOTE_SCHOOL_FAMILY, 501, seed, TRUE);
  g_autoptr(BeloteMatch) pad = belote_match_new (BELOTE_MODE_PAD, BELOTE_SCHOOL_FAMILY, 501, seed, FALSE);
  g_autoptr(BeloteMatch) loaded = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *text = NULL;
  g_autofree char *expected = g_strdup_printf ("\"first_dealer\": %u,", chosen);
  g_autofree char *written = NULL;
  BeloteCard deck[BELOTE_N_CARDS];

  for (guint s = 0; s < BELOTE_N_SEATS; s++)
    belote_match_set_player (table, s, names[s], FALSE, NULL);
  g_assert_true (belote_match_set_first_dealer (table, chosen));
  text = belote_record_to_data (table, NULL);
  g_assert_nonnull (strstr (text, expected));
  loaded = belote_record_load_data (text, -1, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (belote_match_get_first_dealer (loaded), ==, chosen);
  g_assert_cmpuint (belote_match_get_dealer (loaded), ==, chosen);
  assert_round_trip (table);
  g_clear_pointer (&text, g_free);

  /* the seed's first dealer, or no dealer at all: not written */
  text = belote_record_to_data (shuffled, NULL);
  g_assert_null (strstr (text, "first_dealer"));
  g_clear_pointer (&text, g_free);
  text = belote_record_to_data (pad, NULL);
  g_assert_null (strstr (text, "first_dealer"));
  g_clear_pointer (&text, g_free);

  /* dealt: the first deal's dealer says it */
  for (guint i = 0; i < BELOTE_N_CARDS; i++)
    deck[i] = (BeloteCard) i;
  g_assert_true (belote_match_start_deal (table, deck, &error));
  g_assert_no_error (error);
  text = belote_record_to_data (table, NULL);
  g_assert_null (strstr (text, "first_dealer"));
  g_assert_cmpint (belote_match_get_deal (table, 0)->dealer, ==, (gint) chosen);
  assert_round_trip (table);

  /* a record with both: they must agree */
  {
    g_autoptr(JsonNode) root = record_tree (table);
    g_autoptr(BeloteMatch) agreed = NULL;
    guint other = (chosen + 1) % BELOTE_N_SEATS;
    g_autofree char *refusal = g_strdup_printf ("the dealer is %s (seat %u), but “first_dealer” names %s (seat %u)",
                                                names[chosen], chosen, names[other], other);

    json_object_set_int_member (json_node_get_object (root), "first_dealer", chosen);
    agreed = belote_record_load_json (root, &error);
    g_assert_no_error (error);
    g_assert_nonnull (agreed);
    written = belote_record_to_data (agreed, NULL);
    g_assert_cmpstr (written, ==, text);

    json_object_set_int_member (json_node_get_object (root), "first_dealer", other);
    assert_refused (root, BELOTE_RECORD_ERROR_INCONSISTENT, "Deal 1: ", refusal, "(B4)", NULL);
  }

  /* refused: out of range, mistyped, with a shuffle, on the pad */
  {
    g_autoptr(JsonNode) root = record_tree (table);

    json_object_set_int_member (json_node_get_object (root), "first_dealer", 4);
    assert_refused (root, BELOTE_RECORD_ERROR_INVALID, "“first_dealer” is 4, which is not between 0 and 3", NULL);
    json_object_set_string_member (json_node_get_object (root), "first_dealer", "2");
    assert_refused (root, BELOTE_RECORD_ERROR_INVALID, "“first_dealer” must be a whole number, not a string", NULL);
  }
  {
    g_autoptr(JsonNode) root = record_tree (shuffled);

    json_object_set_int_member (json_node_get_object (root), "first_dealer", belote_first_dealer (seed));
    assert_refused (root, BELOTE_RECORD_ERROR_INVALID, "“first_dealer” is given", "(B4)", NULL);
  }
  {
    g_autoptr(JsonNode) root = record_tree (pad);

    json_object_set_int_member (json_node_get_object (root), "first_dealer", 0);
    assert_refused (root, BELOTE_RECORD_ERROR_INVALID, "“first_dealer” is given", "scoring-pad", NULL);
  }
}

static void
test_refuse_bids (void)
{
  g_autoptr(BeloteMatch) match = random_played_match (23, BELOTE_SCHOOL_FAMILY, 501, TRUE, 400);
  guint d = first_played_deal (match);
  const BeloteDeal *deal = belote_match_get_deal (match, d);
  g_autofree char *deal_prefix = g_strdup_printf ("Deal %u: ", d + 1);
  const char *turned = belote_suit_to_string (BELOTE_CARD_SUIT (deal->turned));
  const char *other = belote_suit_to_string ((BELOTE_CARD_SUIT (deal->turned) + 1) % BELOTE_N_SUITS);

  /* a bid after the taker */
  {
    g_autoptr(JsonNode) root = record_tree (match);
    JsonArray *bids = json_object_get_array_member (deal_object (root, d), "bids");
    g_autofree char *expected = g_strdup_printf ("bid %u (\"pass\") comes after %s took", deal->n_bids + 1,
                                                 names[deal->taker]);

    json_array_add_string_element (bids, "pass");
    assert_refused (root, BELOTE_RECORD_ERROR_INCONSISTENT, deal_prefix, expected, "the bidding was over", NULL);
  }
  /* the turned suit named in the second round (B7); a suit named in the
   * first (B6); "take" in the second (B7); a bid after eight passes (B8) */
  {
    static const char * const passes[] = { "pass", "pass", "pass", "pass" };
    struct
    {
      const char *last;
      guint       n_passes;
      const char *fragment;
    } cases[] = {
      { turned, 4, "the suit of the turned card" },
      { other, 1, "in the first round, where one takes the turned card’s suit" },
      { "take", 5, "takes in the second round" },
      { "pass", 8, "comes after eight passes" },
      { "trump", 0, "not \"pass\", \"take\" or a suit" },
    };

    for (guint c = 0; c < G_N_ELEMENTS (cases); c++)
      {
        g_autoptr(JsonNode) root = record_tree (match);
        JsonObject *object = deal_object (root, d);
        JsonArray *bids = json_array_new ();
        g_autofree char *bid = g_strdup_printf ("bid %u", cases[c].n_passes + 1);

        keep_deals (root, d + 1);
        for (guint i = 0; i < cases[c].n_passes; i++)
          json_array_add_string_element (bids, passes[i % 4]);
        json_array_add_string_element (bids, cases[c].last);
        json_object_set_array_member (object, "bids", bids);
        json_object_remove_member (object, "declarations");
        json_object_remove_member (object, "plays");
        if (c == 4)
          assert_refused (root, BELOTE_RECORD_ERROR_INVALID, deal_prefix, "bids[0]", cases[c].fragment, NULL);
        else
          assert_refused (root, BELOTE_RECORD_ERROR_INCONSISTENT, deal_prefix, bid, cases[c].fragment, NULL);
      }
  }
  /* cards played while the bidding goes on */
  {
    g_autoptr(JsonNode) root = record_tree (match);
    JsonArray *bids = json_object_get_array_member (deal_object (root, d), "bids");

    keep_deals (root, d + 1);
    json_array_remove_element (bids, json_array_get_length (bids) - 1);
    assert_refused (root, BELOTE_RECORD_ERROR_INCONSISTENT, deal_prefix, "nobody has taken yet", NULL);
  }
}

/* What the seat to move at play @i of @deal is, replayed from its start */
static void
replay_to (const BeloteDeal *played,
           guint             i,
           BeloteDeal       *deal)
{
  belote_deal_init (deal, played->school, played->deck, played->dealer);
  for (guint k = 0; k < played->n_bids; k++)
    g_assert_true (belote_deal_bid (deal, played->bids[k], NULL));
  for (guint k = 0; k < i; k++)
    g_assert_true (belote_deal_play (deal, played->plays[k], NULL));
}

typedef enum { MUST_FOLLOW, MUST_TRUMP, MUST_OVERTRUMP, N_DUTIES } Duty;

/* B12: a card held but not allowed, each duty at least once, named */
static void
test_refuse_illegal_card (void)
{
  static const char * const fragments[N_DUTIES] = { "but must follow", "but must trump (B12)", "but must play a trump higher than" };
  gboolean seen[N_DUTIES] = { FALSE, };
  guint n_seen = 0;

  for (guint64 seed = 30; seed < 60 && n_seen < N_DUTIES; seed++)
    {
      g_autoptr(BeloteMatch) match = random_played_match (seed, BELOTE_SCHOOL_FAMILY, 301, TRUE, G_MAXUINT);

      for (guint d = 0; d < belote_match_get_n_deals (match) && n_seen < N_DUTIES; d++)
        {
          const BeloteDeal *played = belote_match_get_deal (match, d);

          for (guint i = 0; i < played->n_played && n_seen < N_DUTIES; i++)
            {
              BeloteDeal deal;
              gint8 seat;
              BeloteHand illegal;
              const BeloteCard *cards;
              gint8 leader, winning;
              guint n;

              replay_to (played, i, &deal);
              seat = belote_deal_to_move (&deal);
              illegal = deal.hands[seat] & ~belote_deal_legal_cards (&deal);
              n = belote_deal_trick_cards (&deal, &cards, &leader, &winning);
              if (illegal == 0 || n == 0 || n == BELOTE_N_SEATS)
                continue;
              for (BeloteCard c = 0; c < BELOTE_N_CARDS; c++)
                {
                  BeloteSuit led = BELOTE_CARD_SUIT (cards[0]);
                  Duty duty;

                  if (!BELOTE_HAND_HAS (illegal, c))
                    continue;
                  /* the reference model agrees that it is not allowed */
                  g_assert_false (belote_test_may_play (deal.hands[seat], c, cards, n, leader, seat, deal.trump));
                  /* which duty, worked out here from B12's text */
                  if ((deal.hands[seat] & BELOTE_SUIT_MASK (led)) != 0)
                    duty = MUST_FOLLOW;
                  else if (BELOTE_CARD_SUIT (c) == deal.trump)
                    duty = MUST_OVERTRUMP;
                  else
                    duty = MUST_TRUMP;
                  if (seen[duty])
                    continue;

                  {
                    g_autoptr(JsonNode) root = record_tree (match);
                    JsonArray *plays = json_object_get_array_member (deal_object (root, d), "plays");
                    g_autofree char *where = g_strdup_printf ("Deal %u, trick %u: %s plays %s", d + 1,
                                                              i / BELOTE_N_SEATS + 1, names[seat],
                                                              belote_card_to_string (c));

                    set_string_element (plays, i, belote_card_to_string (c));
                    assert_refused (root, BELOTE_RECORD_ERROR_INCONSISTENT, where, fragments[duty], NULL);
                  }
                  seen[duty] = TRUE;
                  n_seen++;
                }
            }
        }
    }
  for (guint d = 0; d < N_DUTIES; d++)
    if (!seen[d])
      g_test_fail_printf ("no illegal card of the kind “%s” was found to refuse", fragments[d]);
}

/* A card not held: in another's hand, or played before; cards after the
 * eighth trick; an unfinished deal that is not the last */
static void
test_refuse_not_held (void)
{
  g_autoptr(BeloteMatch) match = random_played_match (24, BELOTE_SCHOOL_FAMILY, 501, TRUE, G_MAXUINT);
  guint d = first_played_deal (match);
  const BeloteDeal *played = belote_match_get_deal (match, d);
  gint8 leader = (gint8) BELOTE_NEXT_SEAT (played->dealer);   /* B10 */
  g_autofree char *trick1 = g_strdup_printf ("Deal %u, trick 1: ", d + 1);

  {
    g_autoptr(JsonNode) root = record_tree (match);
    JsonArray *plays = json_object_get_array_member (deal_object (root, d), "plays");
    gint8 holder = (gint8) BELOTE_NEXT_SEAT (leader);
    BeloteCard card = BELOTE_NO_CARD;
    g_autofree char *expected = NULL;

    for (BeloteCard c = 0; c < BELOTE_N_CARDS && card == BELOTE_NO_CARD; c++)
      if (BELOTE_HAND_HAS (played->dealt[holder], c))
        card = c;
    expected = g_strdup_printf ("%s plays %s, which %s holds", names[leader], belote_card_to_string (card),
                                names[holder]);
    set_string_element (plays, 0, belote_card_to_string (card));
    assert_refused (root, BELOTE_RECORD_ERROR_INCONSISTENT, trick1, expected, NULL);
  }
  {
    g_autoptr(JsonNode) root = record_tree (match);
    JsonArray *plays = json_object_get_array_member (deal_object (root, d), "plays");
    g_autofree char *first = g_strdup (json_array_get_string_element (plays, 0));
    g_autofree char *expected = g_strdup_printf ("plays %s, which was already played in trick 1", first);
    g_autofree char *trick2 = g_strdup_printf ("Deal %u, trick 2: ", d + 1);

    set_string_element (plays, 4, first);
    assert_refused (root, BELOTE_RECORD_ERROR_INCONSISTENT, trick2, expected, NULL);
  }
  {
    g_autoptr(JsonNode) root = record_tree (match);
    JsonArray *plays = json_object_get_array_member (deal_object (root, d), "plays");
    g_autofree char *trick9 = g_strdup_printf ("Deal %u, trick 9: ", d + 1);

    json_array_add_string_element (plays, "AS");
    assert_refused (root, BELOTE_RECORD_ERROR_INCONSISTENT, trick9, "card 33 (AS) comes after the eighth trick", NULL);
  }
  {
    g_autoptr(JsonNode) root = record_tree (match);
    JsonArray *plays = json_object_get_array_member (deal_object (root, d), "plays");
    g_autofree char *prefix = g_strdup_printf ("Deal %u: ", d + 1);

    g_assert_cmpuint (belote_match_get_n_deals (match), >, d + 1);
    json_array_remove_element (plays, 31);
    assert_refused (root, BELOTE_RECORD_ERROR_INCONSISTENT, prefix,
                    "the deal is unfinished (31 of 32 cards played), but only the last deal may be", NULL);
  }
  {
    g_autoptr(JsonNode) root = record_tree (match);
    JsonArray *plays = json_object_get_array_member (deal_object (root, d), "plays");

    set_string_element (plays, 3, "1H");
    assert_refused (root, BELOTE_RECORD_ERROR_INVALID, trick1, "“plays[3]” is \"1H\"", NULL);
  }
}

static JsonObject *
sequence_object (BeloteSuit suit,
                 BeloteRank top,
                 guint      length)
{
  JsonObject *object = json_object_new ();
  JsonArray *cards = json_array_new ();

  for (guint i = length; i > 0; i--)
    json_array_add_string_element (cards, belote_card_to_string (BELOTE_CARD (suit, top + 1 - i)));
  json_object_set_array_member (object, "sequence", cards);
  return object;
}

/* B16–B19, B27 */
static void
test_refuse_declarations (void)
{
  g_autoptr(BeloteMatch) match = random_played_match (25, BELOTE_SCHOOL_FAMILY, 501, TRUE, G_MAXUINT);
  g_autoptr(BeloteMatch) tournament = random_played_match (25, BELOTE_SCHOOL_TOURNAMENT, 501, TRUE, G_MAXUINT);
  guint d = first_played_deal (match);
  const BeloteDeal *played = belote_match_get_deal (match, d);
  g_autofree char *trick1 = g_strdup_printf ("Deal %u, trick 1: ", d + 1);
  gint8 seat = (gint8) BELOTE_NEXT_SEAT (played->dealer);

  /* a Tierce the leader does not hold: the lowest run of three of a
   * suit with a card missing from the hand */
  {
    g_autoptr(JsonNode) root = record_tree (match);
    JsonArray *list = json_array_get_array_element (json_object_get_array_member (deal_object (root, d), "declarations"),
                                                    (guint) seat);
    BeloteSuit suit = BELOTE_CLUBS;
    BeloteRank top = BELOTE_NINE;

    while ((played->dealt[seat] & BELOTE_SUIT_MASK (suit) & 0x07070707u) == (BELOTE_SUIT_MASK (suit) & 0x07070707u))
      suit++;
    json_array_add_object_element (list, sequence_object (suit, top, 3));
    {
      g_autofree char *expected = g_strdup_printf ("%s declares a Tierce (7%s 8%s 9%s), which they do not hold",
                                                   names[seat], belote_suit_to_string (suit),
                                                   belote_suit_to_string (suit), belote_suit_to_string (suit));

      assert_refused (root, BELOTE_RECORD_ERROR_INCONSISTENT, trick1, expected, NULL);
    }
  }
  /* under tournament rules, anything (B27) */
  {
    g_autoptr(JsonNode) root = record_tree (tournament);
    guint t = first_played_deal (tournament);
    const BeloteDeal *tp = belote_match_get_deal (tournament, t);
    gint8 leader = (gint8) BELOTE_NEXT_SEAT (tp->dealer);
    JsonArray *list = json_array_get_array_element (json_object_get_array_member (deal_object (root, t), "declarations"),
                                                    (guint) leader);
    JsonObject *carre = json_object_new ();
    g_autofree char *where = g_strdup_printf ("Deal %u, trick 1: %s declares a Carré of Kings", t + 1, names[leader]);

    json_object_set_string_member (carre, "carre", "K");
    json_array_add_object_element (list, carre);
    assert_refused (root, BELOTE_RECORD_ERROR_INCONSISTENT, where, "tournament rules have no announcements (B27)", NULL);
  }
  /* not a sequence: suits mixed, a gap; a carré of a rank that is none */
  {
    static const char * const bad[] = {
      "{\"sequence\": [\"7H\", \"8H\", \"9S\"]}", "mixes suits",
      "{\"sequence\": [\"7H\", \"8H\", \"10H\"]}", "is not a run",
      "{\"sequence\": [\"7H\", \"8H\"]}", "has 2 entries, not between 3 and 8",
      "{\"carre\": \"X\"}", "not a rank",
      "{\"tierce\": true}", "must be {\"sequence\"",
      "\"tierce\"", "must be an object",
    };

    for (guint i = 0; i < G_N_ELEMENTS (bad); i += 2)
      {
        g_autoptr(JsonNode) root = record_tree (match);
        JsonArray *list = json_array_get_array_element (json_object_get_array_member (deal_object (root, d), "declarations"),
                                                        (guint) seat);

        json_array_add_element (list, json_from_string (bad[i], NULL));
        assert_refused (root, BELOTE_RECORD_ERROR_INVALID, "Deal ", bad[i + 1], NULL);
      }
  }
  /* declared by a seat that never played (a deal cut after one card) */
  {
    g_autoptr(JsonNode) root = record_tree (match);
    JsonObject *object = deal_object (root, d);
    JsonArray *plays = json_object_get_array_member (object, "plays");
    gint8 third = (gint8) ((seat + 2) % BELOTE_N_SEATS);
    BeloteAnnouncement held[BELOTE_HAND_SIZE];
    g_autofree char *expected = g_strdup_printf ("%s’s declarations are listed, but %s has not played a card yet",
                                                 names[third], names[third]);

    keep_deals (root, d + 1);
    while (json_array_get_length (plays) > 1)
      json_array_remove_element (plays, json_array_get_length (plays) - 1);
    /* something the third seat holds, so that only the timing is wrong */
    if (belote_hand_announcements (played->dealt[third], held) > 0 && held[0].kind == BELOTE_ANNOUNCE_SEQUENCE)
      json_array_add_object_element (json_array_get_array_element (json_object_get_array_member (object, "declarations"),
                                                                   (guint) third),
                                     sequence_object (held[0].suit, held[0].top, held[0].length));
    else
      {
        JsonObject *carre = json_object_new ();

        json_object_set_string_member (carre, "carre", "A");
        json_array_add_object_element (json_array_get_array_element (json_object_get_array_member (object, "declarations"),
                                                                      (guint) third), carre);
      }
    assert_refused (root, BELOTE_RECORD_ERROR_INCONSISTENT, expected, NULL);
  }
}

/* B25: nothing after the end */
static void
test_refuse_after_end (void)
{
  g_autoptr(BeloteMatch) match = random_played_match (26, BELOTE_SCHOOL_FAMILY, 301, TRUE, G_MAXUINT);
  g_autoptr(JsonNode) root = record_tree (match);
  JsonArray *deals = json_object_get_array_member (json_node_get_object (root), "deals");
  guint n = json_array_get_length (deals);
  int totals[BELOTE_N_TEAMS];
  gint8 winner = belote_match_get_winner (match);
  g_autofree char *expected = NULL;
  g_autofree char *prefix = g_strdup_printf ("Deal %u: ", n + 1);

  belote_match_get_totals (match, totals);
  expected = g_strdup_printf ("the match was already over: %s won %d to %d (target 301",
                              belote_match_get_team_name (match, (guint) winner), totals[winner], totals[1 - winner]);
  json_array_add_element (deals, json_node_copy (json_array_get_element (deals, n - 1)));
  assert_refused (root, BELOTE_RECORD_ERROR_INCONSISTENT, prefix, expected, NULL);

  /* the same for a pad match */
  {
    g_autoptr(BeloteMatch) pad = random_pad_match (27, BELOTE_SCHOOL_FAMILY, 301, TRUE, G_MAXUINT);
    g_autoptr(JsonNode) pad_root = record_tree (pad);
    JsonArray *pad_deals = json_object_get_array_member (json_node_get_object (pad_root), "deals");

    json_array_add_element (pad_deals, json_node_copy (json_array_get_element (pad_deals, 0)));
    assert_refused (pad_root, BELOTE_RECORD_ERROR_INCONSISTENT, "the match was already over", NULL);
  }
}

/* B28: what the pad would refuse, a record refuses */
static void
test_refuse_pad (void)
{
  g_autoptr(BeloteMatch) pad = random_pad_match (28, BELOTE_SCHOOL_FAMILY, 1000, FALSE, 3);
  static const struct
  {
    const char *key;
    const char *value;
    int         code;
    const char *fragment;
  } cases[] = {
    { "taker_points", "163", BELOTE_RECORD_ERROR_INCONSISTENT, "Deal 2: " },
    { "taker_points", "-1", BELOTE_RECORD_ERROR_INCONSISTENT, "Deal 2: " },
    { "taker_points", "\"81\"", BELOTE_RECORD_ERROR_INVALID, "“taker_points” must be a whole number" },
    { "taker_team", "2", BELOTE_RECORD_ERROR_INVALID, "“taker_team” is 2" },
    { "capot", "3", BELOTE_RECORD_ERROR_INVALID, "“capot” is 3" },
    { "announcements", "[[{\"carre\": \"7\"}], []]", BELOTE_RECORD_ERROR_INCONSISTENT, "Deal 2: " },
    { "announcements", "[[\"tierce\", \"twenty\"], []]", BELOTE_RECORD_ERROR_INVALID, "not \"tierce\", \"fifty\", \"hundred\"" },
    { "announcements", "[[]]", BELOTE_RECORD_ERROR_INVALID, "“announcements” has 1 entry instead of 2" },
    { "taker_seat", "1", BELOTE_RECORD_ERROR_INCONSISTENT, "Deal 2: " },
    { "trump", "\"X\"", BELOTE_RECORD_ERROR_INVALID, "not a suit" },
    { "deck", "[]", BELOTE_RECORD_ERROR_INVALID, "not a deck or plays" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autoptr(JsonNode) root = record_tree (pad);
      JsonObject *object = deal_object (root, 1);

      json_object_set_int_member (object, "taker_team", 0);
      json_object_set_member (object, cases[i].key, json_from_string (cases[i].value, NULL));
      assert_refused (root, cases[i].code, cases[i].fragment, NULL);
    }

  /* a pad record never proves its decks */
  {
    g_autoptr(JsonNode) root = record_tree (pad);
    JsonObject *shuffle = json_object_new ();

    json_object_set_string_member (shuffle, "name", BELOTE_SHUFFLE_NAME);
    json_object_set_int_member (shuffle, "version", BELOTE_SHUFFLE_VERSION);
    json_object_set_object_member (json_node_get_object (root), "shuffle", shuffle);
    assert_refused (root, BELOTE_RECORD_ERROR_INVALID, "scoring-pad", NULL);
  }
}

/* The head of a record: format, version, rules, players */
static void
test_refuse_head (void)
{
  g_autoptr(BeloteMatch) match = random_played_match (29, BELOTE_SCHOOL_FAMILY, 501, TRUE, 50);
  static const struct
  {
    const char *path;   /* "key" or "object.key" */
    const char *value;  /* NULL: removed */
    int         code;
    const char *fragment;
  } cases[] = {
    { "format", "\"balut-record\"", BELOTE_RECORD_ERROR_NOT_RECORD, "not a Belote record" },
    { "format", NULL, BELOTE_RECORD_ERROR_NOT_RECORD, "not a Belote record" },
    { "version", "2", BELOTE_RECORD_ERROR_VERSION, "version 2" },
    { "version", "0", BELOTE_RECORD_ERROR_INVALID, "“version” is 0" },
    { "seed", NULL, BELOTE_RECORD_ERROR_INVALID, "“seed” is missing" },
    { "seed", "-1", BELOTE_RECORD_ERROR_INVALID, "“seed” is -1" },
    { "rules.school", "\"casual\"", BELOTE_RECORD_ERROR_INVALID, "not \"family\" or \"tournament\"" },
    { "rules.target", "500", BELOTE_RECORD_ERROR_INVALID, "not 301, 501 or 1000" },
    { "rules", NULL, BELOTE_RECORD_ERROR_INVALID, "“rules” is missing" },
    { "players", "[]", BELOTE_RECORD_ERROR_INVALID, "“players” has 0 entries instead of 4" },
    { "mode", "\"digital\"", BELOTE_RECORD_ERROR_INVALID, "not \"play\" or \"pad\"" },
    { "deals", "{}", BELOTE_RECORD_ERROR_INVALID, "“deals” must be an array" },
    { "teams", "[\"A\"]", BELOTE_RECORD_ERROR_INVALID, "“teams” has 1 entry instead of 2" },
    { "teams", "[\"A\", \"\\u202eB\"]", BELOTE_RECORD_ERROR_INVALID, "U+202E" },
    { "teams", "[\"A\", \" \"]", BELOTE_RECORD_ERROR_INVALID, "not only spaces" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autoptr(JsonNode) root = record_tree (match);
      JsonObject *object = json_node_get_object (root);
      const char *dot = strchr (cases[i].path, '.');
      g_autofree char *outer = dot != NULL ? g_strndup (cases[i].path, dot - cases[i].path) : NULL;
      const char *key = dot != NULL ? dot + 1 : cases[i].path;

      if (outer != NULL)
        object = json_object_get_object_member (object, outer);
      if (cases[i].value == NULL)
        json_object_remove_member (object, key);
      else
        json_object_set_member (object, key, json_from_string (cases[i].value, NULL));
      assert_refused (root, cases[i].code, cases[i].fragment, NULL);
    }

  /* not an object at all */
  {
    g_autoptr(JsonNode) root = json_from_string ("[1, 2]", NULL);

    assert_refused (root, BELOTE_RECORD_ERROR_NOT_RECORD, "not a Belote record", NULL);
    g_assert_false (belote_record_is_belote (root));
  }
}

/* ------------------------------------------------------------------ */
/* The text: bounds, bytes                                             */
/* ------------------------------------------------------------------ */

static void
assert_data_refused (const char *data,
                     gssize      length,
                     int         code,
                     const char *fragment)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(BeloteMatch) match = belote_record_load_data (data, length, &error);

  g_assert_null (match);
  g_assert_error (error, BELOTE_RECORD_ERROR, code);
  g_assert_true (g_utf8_validate (error->message, -1, NULL));
  if (fragment != NULL && strstr (error->message, fragment) == NULL)
    g_test_fail_printf ("“%s” is not in the message: %s", fragment, error->message);
}

static void
test_hostile_text (void)
{
  g_autoptr(BeloteMatch) match = random_played_match (31, BELOTE_SCHOOL_FAMILY, 501, TRUE, 60);
  g_autofree char *text = belote_record_to_data (match, NULL);
  g_autoptr(GString) deep = g_string_new ("{\"format\": \"belote-record\", \"x\": ");
  g_autofree char *big = NULL;
  gsize big_size = BELOTE_RECORD_MAX_SIZE + 1;

  assert_data_refused ("", 0, BELOTE_RECORD_ERROR_UNREADABLE, "empty");
  assert_data_refused ("{\"format\": \"belote-record\"", -1, BELOTE_RECORD_ERROR_UNREADABLE, "not valid JSON");
  assert_data_refused ("{\"format\": \"belote-record\", \"version\": 1, \"version\": 1}", -1,
                       BELOTE_RECORD_ERROR_UNREADABLE, NULL);
  assert_data_refused ("{\"format\": \"belote-\xff\"}", -1, BELOTE_RECORD_ERROR_UNREADABLE, NULL);
  assert_data_refused ("{\"format\": \"belote-record\", \"seed\": 1e999}", -1, BELOTE_RECORD_ERROR_INVALID, NULL);
  assert_data_refused ("{\"format\": \"belote-record\", \"seed\": 18446744073709551617}", -1,
                       BELOTE_RECORD_ERROR_INVALID, NULL);
  {
    const char with_nul[] = "{\"format\": \"belote-record\"}\0";

    assert_data_refused (with_nul, sizeof with_nul - 1, BELOTE_RECORD_ERROR_UNREADABLE, NULL);
  }

  for (guint i = 0; i < 100; i++)
    g_string_append_c (deep, '[');
  assert_data_refused (deep->str, -1, BELOTE_RECORD_ERROR_UNREADABLE, "nested");

  big = g_malloc (big_size);
  memset (big, ' ', big_size);
  assert_data_refused (big, (gssize) big_size, BELOTE_RECORD_ERROR_UNREADABLE, "too large");

  /* a name with an escape sequence: refused where it is read, named */
  {
    g_autoptr(GString) edited = g_string_new (text);

    g_assert_cmpuint (g_string_replace (edited, "\"name\":\"East\"", "\"name\":\"E\\u001b[2J\"", 1), ==, 1);
    assert_data_refused (edited->str, -1, BELOTE_RECORD_ERROR_INVALID, "U+001B");
  }
  /* a byte order mark is read past */
  {
    g_autofree char *bom = g_strconcat ("\xef\xbb\xbf", text, NULL);
    g_autoptr(GError) error = NULL;
    g_autoptr(BeloteMatch) loaded = belote_record_load_data (bom, -1, &error);

    g_assert_no_error (error);
    g_assert_nonnull (loaded);
  }
}

/* A file that is not a regular file, or missing */
static void
test_files (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(BeloteMatch) match = belote_record_load_file ("/nonexistent/belote.json", &error);

  g_assert_null (match);
  g_assert_error (error, BELOTE_RECORD_ERROR, BELOTE_RECORD_ERROR_UNREADABLE);
  g_clear_error (&error);

  match = belote_record_load_file (g_get_tmp_dir (), &error);
  g_assert_null (match);
  g_assert_error (error, BELOTE_RECORD_ERROR, BELOTE_RECORD_ERROR_UNREADABLE);
  g_assert_nonnull (strstr (error->message, "not a regular file"));
  g_clear_error (&error);

#ifdef G_OS_UNIX
  /* says it is empty, and is endless */
  if (g_file_test ("/proc/self/pagemap", G_FILE_TEST_EXISTS))
    {
      match = belote_record_load_file ("/proc/self/pagemap", &error);
      g_assert_null (match);
      g_assert_error (error, BELOTE_RECORD_ERROR, BELOTE_RECORD_ERROR_UNREADABLE);
    }
#endif
}

/* ------------------------------------------------------------------ */
/* Fuzzing: mutated trees, mutated bytes                               */
/* ------------------------------------------------------------------ */

static JsonNode *
random_value (GRand *rand)
{
  static const char * const words[] = { "pass", "take", "H", "JH", "10D", "6H", "tierce", "", "K", "family", "pad" };
  JsonNode *node = json_node_alloc ();

  switch (g_rand_int_range (rand, 0, 10))
    {
    case 0: return json_node_init_int (node, g_rand_int_range (rand, -2, 6));
    case 1: return json_node_init_int (node, g_rand_boolean (rand) ? G_MAXINT64 : G_MININT64);
    case 2: return json_node_init_double (node, 2.5);
    case 3: return json_node_init_string (node, words[g_rand_int_range (rand, 0, G_N_ELEMENTS (words))]);
    case 4: return json_node_init_boolean (node, g_rand_boolean (rand));
    case 5: return json_node_init_null (node);
    case 6:
      json_node_init (node, JSON_NODE_ARRAY);
      json_node_take_array (node, json_array_new ());
      return node;
    case 7:
      json_node_init (node, JSON_NODE_OBJECT);
      json_node_take_object (node, json_object_new ());
      return node;
    case 8:
      return json_node_init_string (node, belote_card_to_string ((BeloteCard) g_rand_int_range (rand, 0, BELOTE_N_CARDS)));
    default: return json_node_init_int (node, g_rand_int_range (rand, 0, 200));
    }
}

static guint
count_nodes (JsonNode *node)
{
  guint n = 1;

  if (JSON_NODE_HOLDS_ARRAY (node))
    for (guint i = 0; i < json_array_get_length (json_node_get_array (node)); i++)
      n += count_nodes (json_array_get_element (json_node_get_array (node), i));
  else if (JSON_NODE_HOLDS_OBJECT (node))
    {
      g_autoptr(GList) values = json_object_get_values (json_node_get_object (node));

      for (GList *l = values; l != NULL; l = l->next)
        n += count_nodes (l->data);
    }
  return n;
}

/* The target-th node below @node (pre-order) replaced, removed, or (in
 * an array) repeated */
static gboolean
mutate_node (JsonNode *node,
             guint    *target,
             GRand    *rand)
{
  if (JSON_NODE_HOLDS_ARRAY (node))
    {
      JsonArray *a = json_node_get_array (node);

      for (guint i = 0; i < json_array_get_length (a); i++)
        {
          if ((*target)-- == 0)
            {
              g_autoptr(GPtrArray) all = g_ptr_array_new_with_free_func ((GDestroyNotify) json_node_unref);
              gint how = g_rand_int_range (rand, 0, 4);
              guint n = json_array_get_length (a);

              /* json-glib has no replace or insert: the array again */
              for (guint j = 0; j < n; j++)
                g_ptr_array_add (all, json_node_ref (json_array_get_element (a, j)));
              while (json_array_get_length (a) > 0)
                json_array_remove_element (a, json_array_get_length (a) - 1);
              for (guint j = 0; j < n; j++)
                {
                  JsonNode *e = g_ptr_array_index (all, j);

                  if (j != i)
                    json_array_add_element (a, json_node_ref (e));
                  else if (how == 1)
                    {
                      json_array_add_element (a, json_node_copy (e));
                      json_array_add_element (a, json_node_copy (e));
                    }
                  else if (how > 1)
                    json_array_add_element (a, random_value (rand));
                  /* how == 0: removed */
                }
              return TRUE;
            }
          if (mutate_node (json_array_get_element (a, i), target, rand))
            return TRUE;
        }
    }
  else if (JSON_NODE_HOLDS_OBJECT (node))
    {
      JsonObject *o = json_node_get_object (node);
      g_autoptr(GList) members = json_object_get_members (o);

      for (GList *l = members; l != NULL; l = l->next)
        {
          if ((*target)-- == 0)
            {
              if (g_rand_int_range (rand, 0, 4) == 0)
                json_object_remove_member (o, l->data);
              else
                json_object_set_member (o, l->data, random_value (rand));
              return TRUE;
            }
          if (mutate_node (json_object_get_member (o, l->data), target, rand))
            return TRUE;
        }
    }
  return FALSE;
}

/* Whatever loads is a match that writes and reads back the same */
static void
assert_loads_cleanly (BeloteMatch *match,
                      GError      *error)
{
  if (match == NULL)
    {
      g_assert_nonnull (error);
      g_assert_true (error->domain == BELOTE_RECORD_ERROR);
      g_assert_true (g_utf8_validate (error->message, -1, NULL));
      return;
    }
  g_assert_no_error (error);
  assert_round_trip (match);
  {
    g_autoptr(JsonNode) report = belote_record_report_to_json (match);
    g_autofree char *text = belote_record_report_to_text (match);

    g_assert_nonnull (report);
    g_assert_true (g_utf8_validate (text, -1, NULL));
  }
}

static void
test_fuzz_trees (void)
{
  g_autoptr(GRand) rand = g_rand_new_with_seed (4711);
  /* a played match stopped in a deal, and a pad match */
  g_autoptr(BeloteMatch) played = random_played_match (32, BELOTE_SCHOOL_FAMILY, 501, TRUE, 150);
  g_autoptr(BeloteMatch) pad = random_pad_match (33, BELOTE_SCHOOL_FAMILY, 501, TRUE, 6);
  char *records[2] = { belote_record_to_data (played, NULL), belote_record_to_data (pad, NULL) };
  /* 750 mutated trees, 3,000 in the thorough run */
  guint n_trees = belote_test_thorough () ? 3000 : 750;
  guint n_loaded = 0;

  for (guint i = 0; i < n_trees; i++)
    {
      g_autoptr(JsonNode) root = json_from_string (records[i % 2], NULL);
      g_autoptr(GError) error = NULL;
      g_autoptr(BeloteMatch) match = NULL;
      guint target = (guint) g_rand_int_range (rand, 0, (gint32) count_nodes (root) - 1);

      g_assert_true (mutate_node (root, &target, rand));
      match = belote_record_load_json (root, &error);
      if (match != NULL)
        n_loaded++;
      else
        g_assert_cmpint (error->code, !=, BELOTE_RECORD_ERROR_UNREADABLE);
      assert_loads_cleanly (match, error);
    }
  g_test_message ("%u of %u mutated trees read", n_loaded, n_trees);
  g_free (records[0]);
  g_free (records[1]);
}

static void
test_fuzz_bytes (void)
{
  static const char * const tokens[] = { "{", "}", "[", "]", ",", ":", "\"", "\\", "0", "-", "9999999999999999999", "\"pass\"", "\"JH\"", "null", "\xc3\xa9", "\xff", "\x1b" };
  g_autoptr(GRand) rand = g_rand_new_with_seed (815);
  g_autoptr(BeloteMatch) played = random_played_match (34, BELOTE_SCHOOL_FAMILY, 501, TRUE, 100);
  g_autofree char *text = belote_record_to_data (played, NULL);
  guint n = belote_test_thorough () ? 4000 : 1000;
  gsize length = strlen (text);

  for (guint i = 0; i < n; i++)
    {
      g_autoptr(GString) mutated = g_string_new_len (text, (gssize) length);
      g_autoptr(GError) error = NULL;
      g_autoptr(BeloteMatch) match = NULL;
      guint edits = (guint) g_rand_int_range (rand, 1, 4);

      for (guint e = 0; e < edits && mutated->len > 0; e++)
        {
          gsize at = (gsize) g_rand_int_range (rand, 0, (gint32) mutated->len);

          switch (g_rand_int_range (rand, 0, 3))
            {
            case 0:
              {
                gsize n_bytes = (gsize) g_rand_int_range (rand, 1, 8);

                g_string_erase (mutated, (gssize) at, (gssize) MIN (n_bytes, mutated->len - at));
              }
              break;
            case 1:
              g_string_insert (mutated, (gssize) at, tokens[g_rand_int_range (rand, 0, G_N_ELEMENTS (tokens))]);
              break;
            default:
              mutated->str[at] = (char) g_rand_int_range (rand, 1, 256);
              break;
            }
        }
      match = belote_record_load_data (mutated->str, (gssize) mutated->len, &error);
      assert_loads_cleanly (match, error);
    }
}

/* ------------------------------------------------------------------ */
/* The report                                                          */
/* ------------------------------------------------------------------ */

/* --verify --json's numbers add up: B13–B15 card points, B22 deal points,
 * B23–B24 scored and pot, the totals */
static void
test_report (void)
{
  for (guint i = 0; i < 6; i++)
    {
      g_autoptr(BeloteMatch) match = i < 4 ? random_played_match (40 + i, i == 3 ? BELOTE_SCHOOL_TOURNAMENT : BELOTE_SCHOOL_FAMILY,
                                                                  301, i != 2, i == 1 ? 150 : G_MAXUINT)
                                           : random_pad_match (40 + i, BELOTE_SCHOOL_FAMILY, 501, i == 4, G_MAXUINT);
      g_autoptr(JsonNode) root = belote_record_report_to_json (match);
      g_autofree char *text = belote_record_report_to_text (match);
      JsonObject *report = json_node_get_object (root);
      JsonArray *deals = json_object_get_array_member (report, "deals");
      JsonArray *totals = json_object_get_array_member (report, "totals");
      gint64 sum[BELOTE_N_TEAMS] = { 0, 0 };
      gint64 pot = 0;

      g_assert_true (json_object_get_boolean_member (report, "valid"));
      g_assert_cmpstr (json_object_get_string_member (report, "game"), ==, "belote");
      g_assert_cmpint (json_object_get_boolean_member (report, "finished"), ==, belote_match_is_over (match));
      g_assert_cmpint (json_object_get_boolean_member (report, "decks_proven"), ==, i < 4 && i != 2);
      g_assert_cmpuint (json_array_get_length (deals), ==, belote_match_get_n_deals (match));
      for (guint n = 0; n < json_array_get_length (deals); n++)
        {
          JsonObject *deal = json_array_get_object_element (deals, n);
          const char *result = json_object_get_string_member (deal, "result");
          JsonArray *cp = json_object_get_array_member (deal, "card_points");
          JsonArray *dp = json_object_get_array_member (deal, "deal_points");
          JsonArray *an = json_object_get_array_member (deal, "announcements");
          JsonArray *be = json_object_get_array_member (deal, "belote");
          JsonArray *sc = json_object_get_array_member (deal, "scored");
          gint64 cards = json_array_get_int_element (cp, 0) + json_array_get_int_element (cp, 1);
          gboolean capot = !json_object_get_null_member (deal, "capot");

          if (g_str_equal (result, "void"))
            {
              g_assert_true (json_object_get_null_member (deal, "taker"));
              g_assert_cmpint (cards, ==, 0);
              g_assert_cmpint (json_object_get_int_member (deal, "pot"), ==, pot);   /* B24 */
              continue;
            }
          if (g_str_equal (result, "unfinished"))
            continue;
          g_assert_cmpint (cards, ==, capot ? 252 : 162);   /* B14, B15 */
          for (guint t = 0; t < BELOTE_N_TEAMS; t++)
            {
              g_assert_cmpint (json_array_get_int_element (dp, t), ==,   /* B22 */
                               json_array_get_int_element (cp, t) + json_array_get_int_element (an, t)
                               + json_array_get_int_element (be, t));
              sum[t] += json_array_get_int_element (sc, t);
            }
          /* B23, B24: what is scored and what waits adds up to the deal
           * points and the pot before */
          g_assert_cmpint (json_array_get_int_element (sc, 0) + json_array_get_int_element (sc, 1)
                           + json_object_get_int_member (deal, "pot"), ==,
                           json_array_get_int_element (dp, 0) + json_array_get_int_element (dp, 1) + pot);
          pot = json_object_get_int_member (deal, "pot");
          if (g_str_equal (result, "made") || g_str_equal (result, "dedans"))
            g_assert_cmpint (pot, ==, 0);
        }
      g_assert_cmpint (json_array_get_int_element (totals, 0), ==, sum[0]);
      g_assert_cmpint (json_array_get_int_element (totals, 1), ==, sum[1]);

      /* the text: the teams and the end */
      g_assert_nonnull (strstr (text, belote_match_get_team_name (match, 0)));
      g_assert_nonnull (strstr (text, belote_match_is_over (match) ? "\nWinner: " : "\nIn progress: "));
      g_test_message ("%s", text);
    }
}

/* docs/record-format.md's Belote examples read, and its --json example
 * is the report of the record it shows */
static void
test_docs_examples (void)
{
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "..", "docs", "record-format.md", NULL);
  g_autofree char *text = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(BeloteMatch) first = NULL;
  const char *p;
  guint n_records = 0, n_reports = 0;

  g_assert_true (g_file_get_contents (path, &text, NULL, &error));
  g_assert_no_error (error);
  if (text == NULL)
    return;
  p = strstr (text, "\n## Belote records\n");
  g_assert_nonnull (p);
  if (p == NULL)
    return;
  while ((p = strstr (p, "```json\n")) != NULL)
    {
      const char *end = strstr (p, "\n```\n");
      g_autofree char *block = NULL;

      g_assert_nonnull (end);
      block = g_strndup (p + 8, end - p - 8 + 1);
      p = end;
      if (strstr (block, "\"belote-record\"") != NULL)
        {
          g_autoptr(BeloteMatch) match = belote_record_load_data (block, -1, &error);

          g_assert_no_error (error);
          g_assert_nonnull (match);
          if (first == NULL)
            first = g_object_ref (match);
          n_records++;
        }
      else if (strstr (block, "\"valid\": true") != NULL)
        {
          g_autoptr(JsonNode) shown = json_from_string (block, &error);
          g_autoptr(JsonNode) report = belote_record_report_to_json (first);

          g_assert_no_error (error);
          g_assert_true (json_node_equal (shown, report));
          n_reports++;
        }
    }
  g_assert_cmpuint (n_records, ==, 4);
  g_assert_cmpuint (n_reports, ==, 1);
}

int
main (int   argc,
      char *argv[])
{
  belote_test_init (&argc, &argv);
  g_test_set_nonfatal_assertions ();

  g_test_add_data_func ("/belote/record/round-trip/played-shuffled-B5", GINT_TO_POINTER (TRUE), test_round_trip_played);
  g_test_add_data_func ("/belote/record/round-trip/played-at-a-table-B4", GINT_TO_POINTER (FALSE), test_round_trip_played);
  g_test_add_func ("/belote/record/round-trip/pad-B28", test_round_trip_pad);
  g_test_add_func ("/belote/record/round-trip/edges-B8", test_round_trip_edges);
  g_test_add_func ("/belote/record/layout", test_layout);
  g_test_add_func ("/belote/record/refuse/deck-B1-B5", test_refuse_deck);
  g_test_add_func ("/belote/record/refuse/dealer-B4", test_refuse_dealer);
  g_test_add_func ("/belote/record/first-dealer-B4", test_first_dealer);
  g_test_add_func ("/belote/record/team-names", test_team_names);
  g_test_add_func ("/belote/record/refuse/bids-B6-B7-B8", test_refuse_bids);
  g_test_add_func ("/belote/record/refuse/illegal-card-B12", test_refuse_illegal_card);
  g_test_add_func ("/belote/record/refuse/card-not-held-B10", test_refuse_not_held);
  g_test_add_func ("/belote/record/refuse/declarations-B16-B19-B27", test_refuse_declarations);
  g_test_add_func ("/belote/record/refuse/after-the-end-B25", test_refuse_after_end);
  g_test_add_func ("/belote/record/refuse/pad-B28", test_refuse_pad);
  g_test_add_func ("/belote/record/refuse/head", test_refuse_head);
  g_test_add_func ("/belote/record/hostile-text", test_hostile_text);
  g_test_add_func ("/belote/record/files", test_files);
  g_test_add_func ("/belote/record/fuzz/trees", test_fuzz_trees);
  g_test_add_func ("/belote/record/fuzz/bytes", test_fuzz_bytes);
  g_test_add_func ("/belote/record/report-B22-B24", test_report);
  g_test_add_func ("/belote/record/docs-examples", test_docs_examples);

  return g_test_run ();
}
