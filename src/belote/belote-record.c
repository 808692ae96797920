/* belote-record.c — matches of Belote as JSON records, format
 * "belote-record" version 1 (docs/record-format.md)
 *
 * Writing walks a BeloteMatch: a played deal is its dealer, its deck,
 * its bids, what each seat declared and the cards in the order played;
 * the seats of the plays follow from the rules (B10, B11), so they are
 * not written. A pad deal (B28) is what the table entered.
 *
 * Reading replays the record through a new BeloteMatch, so the rules
 * are the engine's own: this file only turns the engine's refusals into
 * messages that name the deal, the trick (or bid) and the card, in the
 * record's words ("Deal 3, trick 5: West plays 9C but must trump"), and
 * checks what only a record can get wrong (the dealer, B4; the decks of
 * a shuffled match, B5; a deal after the match ended, B25).
 *
 * SPDX-FileCopyrightText: 2026 The Balut developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "balut-format.h"
#include "balut-record-io.h"
#include "belote-record.h"

G_DEFINE_QUARK (belote-record-error-quark, belote_record_error)

static const char * const school_names[] = { "family", "tournament" };
static const char * const rank_names[BELOTE_N_RANKS] = { "7", "8", "9", "10", "J", "Q", "K", "A" };

/* ------------------------------------------------------------------ */
/* The format                                                          */
/* ------------------------------------------------------------------ */

/* A reader of a record's tree: where it is, what it proves */
typedef struct
{
  BalutRecordReader  io;
  BeloteMatch       *match;
  guint              deal;                /* 1-based deal being read, 0 outside the deals */
  guint              trick;               /* 1-based trick being played, 0 when none is */
  gboolean           prove_decks;         /* the record names the shuffle: its decks must be the seed's */
  gboolean           first_dealer_given;  /* "first_dealer": the first deal's dealer must be it */
  guint64            seed;
} Reader;

/* A message said where in the record it arose: "Deal 3, trick 5: …" */
static char *
dup_where (const BalutRecordReader *io,
           const char              *message)
{
  const Reader *r = (const Reader *) io;

  if (r->deal > 0 && r->trick > 0)
    /* Translators: a deal's and a trick's number and what is wrong there,
     * e.g. "Deal 3, trick 5: West plays 9C but must trump" */
    return g_strdup_printf (_("Deal %u, trick %u: %s"), r->deal, r->trick, message);
  if (r->deal > 0)
    /* Translators: a deal's number and what is wrong there */
    return g_strdup_printf (_("Deal %u: %s"), r->deal, message);
  return NULL;
}

/* Belote's records, as the code both games' records share
 * (balut-record-io.c) reads and writes them */
static const BalutRecordFormat record_format = {
  .name = BELOTE_RECORD_FORMAT,
  .version = BELOTE_RECORD_VERSION,
  .error_quark = belote_record_error_quark,
  .max_size = BELOTE_RECORD_MAX_SIZE,
  /* what its text may hold beyond RFC 8259 (balut-json.c) */
  .limits = BALUT_RECORD_IO_JSON_LIMITS (BELOTE_RECORD_MAX_DEPTH, BELOTE_RECORD_MAX_VALUES),
  .not_object = N_("This is not a Belote record: it is not a JSON object"),
  .not_format = N_("This is not a Belote record: “format” is not \"%s\""),
  .newer = N_("This record has version %lld of the Belote format; this program reads version %d"),
  .too_large = N_("The file is too large for a Belote record (more than %u MB)"),
  .file_too_large = N_("Cannot read “%s”: it is too large for a Belote record (more than %u MB)"),
  /* Translators: %s says where and what, e.g. "line 1,
   * column 40: arrays or objects nested more than 32 deep" */
  .not_record = N_("The file is not a Belote record: %s"),
  .dup_where = dup_where,
};

/* ------------------------------------------------------------------ */
/* Writing                                                             */
/* ------------------------------------------------------------------ */

static void
add_card (JsonBuilder *builder,
          BeloteCard   card)
{
  json_builder_add_string_value (builder, belote_card_to_string (card));
}

static void
add_team_or_null (JsonBuilder *builder,
                  const char  *name,
                  int          team)
{
  json_builder_set_member_name (builder, name);
  if (team == 0 || team == 1)
    json_builder_add_int_value (builder, team);
  else
    json_builder_add_null_value (builder);
}

/* A sequence by its whole run, lowest card first (B16); a carré by its
 * rank (B17) */
static void
add_announcement (JsonBuilder              *builder,
                  const BeloteAnnouncement *a)
{
  json_builder_begin_object (builder);
  if (a->kind == BELOTE_ANNOUNCE_CARRE)
    {
      json_builder_set_member_name (builder, "carre");
      json_builder_add_string_value (builder, (guint) a->top < BELOTE_N_RANKS ? rank_names[a->top] : "?");
    }
  else
    {
      json_builder_set_member_name (builder, "sequence");
      json_builder_begin_array (builder);
      for (guint i = a->length; i > 0; i--)
        add_card (builder, BELOTE_CARD (a->suit, a->top + 1 - i));
      json_builder_end_array (builder);
    }
  json_builder_end_object (builder);
}

/* B28: what the pad entered. A sequence whose suit was not entered is
 * said by its kind ("tierce", "fifty", "hundred"). */
static void
add_pad_announcement (JsonBuilder              *builder,
                      const BeloteAnnouncement *a)
{
  if (a->kind == BELOTE_ANNOUNCE_SEQUENCE && (guint) a->suit >= BELOTE_N_SUITS)
    json_builder_add_string_value (builder, a->length == 3 ? "tierce" : a->length == 4 ? "fifty" : "hundred");
  else
    add_announcement (builder, a);
}

static void
add_played_deal (JsonBuilder      *builder,
                 const BeloteDeal *deal)
{
  json_builder_set_member_name (builder, "dealer");
  json_builder_add_int_value (builder, deal->dealer);

  json_builder_set_member_name (builder, "deck");
  json_builder_begin_array (builder);
  for (guint i = 0; i < BELOTE_N_CARDS; i++)
    add_card (builder, deal->deck[i]);
  json_builder_end_array (builder);

  /* B6, B7: from the seat after the dealer */
  json_builder_set_member_name (builder, "bids");
  json_builder_begin_array (builder);
  for (guint i = 0; i < deal->n_bids; i++)
    {
      BeloteBid bid = deal->bids[i];

      if (bid == BELOTE_BID_PASS)
        json_builder_add_string_value (builder, "pass");
      else if (bid == BELOTE_BID_TAKE)
        json_builder_add_string_value (builder, "take");
      else
        json_builder_add_string_value (builder, belote_suit_to_string ((BeloteSuit) bid));
    }
  json_builder_end_array (builder);

  /* a void deal (B8), or one still bid, has neither */
  if (deal->taker == BELOTE_NO_SEAT)
    return;

  /* B19: what each seat declared with its first card */
  json_builder_set_member_name (builder, "declarations");
  json_builder_begin_array (builder);
  for (guint s = 0; s < BELOTE_N_SEATS; s++)
    {
      json_builder_begin_array (builder);
      if (deal->has_declared[s])
        for (guint i = 0; i < deal->n_declared[s]; i++)
          add_announcement (builder, &deal->declared[s][i]);
      json_builder_end_array (builder);
    }
  json_builder_end_array (builder);

  json_builder_set_member_name (builder, "plays");
  json_builder_begin_array (builder);
  for (guint i = 0; i < deal->n_played; i++)
    add_card (builder, deal->plays[i]);
  json_builder_end_array (builder);
}

static void
add_pad_deal (JsonBuilder          *builder,
              const BelotePadEntry *entry)
{
  json_builder_set_member_name (builder, "taker_team");
  json_builder_add_int_value (builder, entry->taker_team);
  /* optional, written when the table said it */
  if (entry->taker_seat != BELOTE_NO_SEAT)
    {
      json_builder_set_member_name (builder, "taker_seat");
      json_builder_add_int_value (builder, entry->taker_seat);
    }
  if ((guint) entry->trump < BELOTE_N_SUITS)
    {
      json_builder_set_member_name (builder, "trump");
      json_builder_add_string_value (builder, belote_suit_to_string (entry->trump));
    }
  json_builder_set_member_name (builder, "taker_points");
  json_builder_add_int_value (builder, entry->taker_points);
  add_team_or_null (builder, "capot", entry->capot[0] ? 0 : entry->capot[1] ? 1 : BELOTE_NO_TEAM);

  json_builder_set_member_name (builder, "announcements");
  json_builder_begin_array (builder);
  for (guint t = 0; t < BELOTE_N_TEAMS; t++)
    {
      json_builder_begin_array (builder);
      for (guint i = 0; i < MIN (entry->n_announcements[t], BELOTE_MAX_ANNOUNCEMENTS); i++)
        add_pad_announcement (builder, &entry->announcements[t][i]);
      json_builder_end_array (builder);
    }
  json_builder_end_array (builder);

  /* the table's answer, when the pad asked which was best (B20) */
  if (entry->best_team == 0 || entry->best_team == 1)
    {
      json_builder_set_member_name (builder, "best_team");
      json_builder_add_int_value (builder, entry->best_team);
    }
  add_team_or_null (builder, "belote", entry->belote_team);
}

/**
 * belote_record_to_json:
 *
 * Returns: (transfer full): the match as a record; the deal in play, if
 *   any, is the last deal, unfinished
 */
JsonNode *
belote_record_to_json (BeloteMatch *match)
{
  g_autoptr(JsonBuilder) builder = NULL;
  BeloteMode mode;
  gboolean any_player = FALSE;
  guint n_deals;

  g_return_val_if_fail (BELOTE_IS_MATCH (match), NULL);

  builder = balut_record_io_builder_new (&record_format);
  mode = belote_match_get_mode (match);
  n_deals = belote_match_get_n_deals (match);

  json_builder_set_member_name (builder, "seed");
  json_builder_add_int_value (builder, (gint64) belote_match_get_seed (match));
  /* the shuffle of a match whose every deck is the seed's (B5): a
   * reader deals them again and refuses a record whose cards changed */
  if (mode == BELOTE_MODE_PLAY && belote_match_get_shuffled (match))
    {
      json_builder_set_member_name (builder, "shuffle");
      json_builder_begin_object (builder);
      json_builder_set_member_name (builder, "name");
      json_builder_add_string_value (builder, BELOTE_SHUFFLE_NAME);
      json_builder_set_member_name (builder, "version");
      json_builder_add_int_value (builder, BELOTE_SHUFFLE_VERSION);
      json_builder_end_object (builder);
    }
  if (mode == BELOTE_MODE_PAD)
    {
      json_builder_set_member_name (builder, "mode");
      json_builder_add_string_value (builder, "pad");
    }

  json_builder_set_member_name (builder, "rules");
  json_builder_begin_object (builder);
  json_builder_set_member_name (builder, "school");
  json_builder_add_string_value (builder, school_names[belote_match_get_school (match) == BELOTE_SCHOOL_TOURNAMENT]);
  json_builder_set_member_name (builder, "target");
  json_builder_add_int_value (builder, belote_match_get_target (match));
  json_builder_end_object (builder);

  /* a pad match may know only its teams' names */
  for (guint s = 0; s < BELOTE_N_SEATS; s++)
    any_player |= *belote_match_get_player_name (match, s) != '\0';
  if (any_player || mode == BELOTE_MODE_PLAY)
    {
      json_builder_set_member_name (builder, "players");
      json_builder_begin_array (builder);
      for (guint s = 0; s < BELOTE_N_SEATS; s++)
        {
          const char *name = belote_match_get_player_name (match, s);
          gboolean computer = belote_match_get_player_computer (match, s);
          const char *level = belote_match_get_player_level (match, s);

          json_builder_begin_object (builder);
          json_builder_set_member_name (builder, "name");
          json_builder_add_string_value (builder, name);
          json_builder_set_member_name (builder, "kind");
          json_builder_add_string_value (builder, computer ? "computer" : "person");
          if (computer && level != NULL)
            {
              json_builder_set_member_name (builder, "level");
              json_builder_add_string_value (builder, level);
            }
          json_builder_end_object (builder);
        }
      json_builder_end_array (builder);
    }

  /* optional, written when the table named its teams */
  if (belote_match_get_team_name_set (match, 0) || belote_match_get_team_name_set (match, 1))
    {
      json_builder_set_member_name (builder, "teams");
      json_builder_begin_array (builder);
      for (guint t = 0; t < BELOTE_N_TEAMS; t++)
        json_builder_add_string_value (builder, belote_match_get_team_name (match, t));
      json_builder_end_array (builder);
    }

  /* optional: the seat a real table chose to deal first (B4), while no
   * deal says it yet; a shuffled match's first dealer is its seed's */
  if (mode == BELOTE_MODE_PLAY && !belote_match_get_shuffled (match) && n_deals == 0)
    {
      json_builder_set_member_name (builder, "first_dealer");
      json_builder_add_int_value (builder, belote_match_get_first_dealer (match));
    }

  /* optional, written only when true: the person had help (a hint, an
   * undo at the card table); the history marks the match */
  if (belote_match_get_assisted (match))
    {
      json_builder_set_member_name (builder, "assisted");
      json_builder_add_boolean_value (builder, TRUE);
    }

  json_builder_set_member_name (builder, "deals");
  json_builder_begin_array (builder);
  for (guint n = 0; n < n_deals; n++)
    {
      json_builder_begin_object (builder);
      if (mode == BELOTE_MODE_PAD)
        add_pad_deal (builder, belote_match_get_entry (match, n));
      else
        add_played_deal (builder, belote_match_get_deal (match, n));
      json_builder_end_object (builder);
    }
  json_builder_end_array (builder);

  json_builder_end_object (builder);

  return json_builder_get_root (builder);
}

/**
 * belote_record_to_data:
 *
 * The record as UTF-8 JSON laid out for people: one key of the record a
 * line, one player and one deal a line, ending with a newline
 * (balut_record_io_to_data ()).
 *
 * Returns: (transfer full): the record's text
 */
char *
belote_record_to_data (BeloteMatch *match,
                       gsize       *length)
{
  g_autoptr(JsonNode) root = NULL;

  g_return_val_if_fail (BELOTE_IS_MATCH (match), NULL);

  root = belote_record_to_json (match);
  return balut_record_io_to_data (root, length);
}

/**
 * belote_record_save_to_file:
 *
 * Writes the record atomically (balut_record_io_save_to_file ()): a
 * crash leaves the old or the new record, never a mix.
 */
gboolean
belote_record_save_to_file (BeloteMatch  *match,
                            const char   *filename,
                            GError      **error)
{
  g_autoptr(JsonNode) root = NULL;

  g_return_val_if_fail (BELOTE_IS_MATCH (match), FALSE);

  root = belote_record_to_json (match);
  return balut_record_io_save_to_file (root, filename, error);
}

/* ------------------------------------------------------------------ */
/* Reading: the values                                                 */
/* ------------------------------------------------------------------ */


/* An optional team: absent or null is none */
static gboolean
read_team (Reader     *r,
           JsonObject *object,
           const char *key,
           gint8      *team)
{
  JsonNode *node = json_object_get_member (object, key);
  gint64 v;

  *team = BELOTE_NO_TEAM;
  if (node == NULL || JSON_NODE_HOLDS_NULL (node))
    return TRUE;
  if (!balut_record_io_read_int (&r->io, node, key, 0, BELOTE_N_TEAMS - 1, &v))
    return FALSE;
  *team = (gint8) v;
  return TRUE;
}

/* B1: "10D", "JH" */
static gboolean
read_card (Reader     *r,
           JsonNode   *node,
           const char *key,
           BeloteCard *card)
{
  const char *text = balut_record_io_read_string (&r->io, node, key);

  if (text == NULL)
    return FALSE;
  if (!belote_card_parse (text, card))
    {
      g_autofree char *printable = balut_format_dup_printable (text);

      return balut_record_io_fail (&r->io, BELOTE_RECORD_ERROR_INVALID,
                                   /* Translators: a key of the record and its value, e.g. "deck[4]" is "6H" */
                                   _("“%s” is \"%s\", which is not a card of Belote (7, 8, 9, 10, J, Q, K or A, then C, D, H or S)"),
                                   key, printable);
    }
  return TRUE;
}

static gboolean
read_suit (Reader     *r,
           JsonNode   *node,
           const char *key,
           BeloteSuit *suit)
{
  const char *text = balut_record_io_read_string (&r->io, node, key);

  if (text == NULL)
    return FALSE;
  if (!belote_suit_parse (text, suit))
    {
      g_autofree char *printable = balut_format_dup_printable (text);

      return balut_record_io_fail (&r->io, BELOTE_RECORD_ERROR_INVALID,
                                   _("“%s” is \"%s\", not a suit (C, D, H or S)"), key, printable);
    }
  return TRUE;
}

/* ------------------------------------------------------------------ */
/* Reading: words for the messages                                     */
/* ------------------------------------------------------------------ */

/* A seat as the messages name it: its player's name, or where it sits (B2) */
static char *
dup_seat_name (BeloteMatch *match,
               gint8        seat)
{
  static const char * const places[BELOTE_N_SEATS] = { N_("South"), N_("East"), N_("North"), N_("West") };
  const char *name;

  if (seat < 0 || seat >= BELOTE_N_SEATS)
    return g_strdup ("?");
  name = belote_match_get_player_name (match, (guint) seat);
  if (name == NULL || *name == '\0')
    return g_strdup (_(places[seat]));
  return balut_format_dup_printable (name);
}

static const char *
bid_text (BeloteBid bid)
{
  if (bid == BELOTE_BID_PASS)
    return "pass";
  if (bid == BELOTE_BID_TAKE)
    return "take";
  return belote_suit_to_string ((BeloteSuit) bid);
}

/* "Tierce (8S 9S 10S)", "Carré of Kings" */
static char *
dup_announcement_text (const BeloteAnnouncement *a)
{
  g_autofree char *describe = belote_announcement_describe (a);
  GString *out;

  if (a->kind != BELOTE_ANNOUNCE_SEQUENCE || (guint) a->suit >= BELOTE_N_SUITS)
    return g_steal_pointer (&describe);
  out = g_string_new (describe);
  g_string_append (out, " (");
  for (guint i = a->length; i > 0; i--)
    g_string_append_printf (out, "%s%s", belote_card_to_string (BELOTE_CARD (a->suit, a->top + 1 - i)),
                            i > 1 ? " " : ")");
  return g_string_free (out, FALSE);
}

/* ------------------------------------------------------------------ */
/* Reading: announcements                                              */
/* ------------------------------------------------------------------ */

static gboolean
read_rank (Reader     *r,
           JsonNode   *node,
           const char *key,
           BeloteRank *rank)
{
  const char *text = balut_record_io_read_string (&r->io, node, key);

  if (text == NULL)
    return FALSE;
  for (guint i = 0; i < BELOTE_N_RANKS; i++)
    if (g_ascii_strcasecmp (text, rank_names[i]) == 0)
      {
        *rank = (BeloteRank) i;
        return TRUE;
      }
  {
    g_autofree char *printable = balut_format_dup_printable (text);

    return balut_record_io_fail (&r->io, BELOTE_RECORD_ERROR_INVALID,
                                 _("“%s” is \"%s\", not a rank (7, 8, 9, 10, J, Q, K or A)"), key, printable);
  }
}

/* {"sequence": [cards of the whole run]} (B16) or {"carre": "K"} (B17) */
static gboolean
read_announcement (Reader             *r,
                   JsonNode           *node,
                   const char         *key,
                   BeloteAnnouncement *a)
{
  JsonObject *object = balut_record_io_read_object (&r->io, node, key);
  g_autofree char *sub = NULL;
  JsonArray *cards;
  BeloteHand hand = 0;
  BeloteSuit suit = BELOTE_NO_SUIT;
  guint low = BELOTE_N_RANKS, high = 0, n;

  if (object == NULL)
    return FALSE;
  if (json_object_get_size (object) != 1
      || (!json_object_has_member (object, "sequence") && !json_object_has_member (object, "carre")))
    return balut_record_io_fail (&r->io, BELOTE_RECORD_ERROR_INVALID,
                                 _("“%s” must be {\"sequence\": [its cards]} or {\"carre\": its rank}"), key);

  *a = (BeloteAnnouncement) { .suit = BELOTE_NO_SUIT, .seat = BELOTE_NO_SEAT };
  if (json_object_has_member (object, "carre"))
    {
      sub = g_strdup_printf ("%s.carre", key);
      a->kind = BELOTE_ANNOUNCE_CARRE;
      a->length = 4;
      return read_rank (r, json_object_get_member (object, "carre"), sub, &a->top);
    }

  sub = g_strdup_printf ("%s.sequence", key);
  cards = balut_record_io_read_array (&r->io, json_object_get_member (object, "sequence"), sub, 3, BELOTE_N_RANKS);
  if (cards == NULL)
    return FALSE;
  n = json_array_get_length (cards);
  for (guint i = 0; i < n; i++)
    {
      g_autofree char *card_key = g_strdup_printf ("%s[%u]", sub, i);
      BeloteCard card;

      if (!read_card (r, json_array_get_element (cards, i), card_key, &card))
        return FALSE;
      if (suit != BELOTE_NO_SUIT && BELOTE_CARD_SUIT (card) != suit)
        return balut_record_io_fail (&r->io, BELOTE_RECORD_ERROR_INVALID,
                                     _("“%s” mixes suits: a sequence is of one suit (B16)"), sub);
      if (BELOTE_HAND_HAS (hand, card))
        return balut_record_io_fail (&r->io, BELOTE_RECORD_ERROR_INVALID,
                                     _("“%s” has %s twice"), sub, belote_card_to_string (card));
      suit = BELOTE_CARD_SUIT (card);
      hand |= BELOTE_HAND_CARD (card);
      low = MIN (low, (guint) BELOTE_CARD_RANK (card));
      high = MAX (high, (guint) BELOTE_CARD_RANK (card));
    }
  if (high + 1 - low != n)
    return balut_record_io_fail (&r->io, BELOTE_RECORD_ERROR_INVALID,
                                 _("“%s” is not a run: its cards must follow each other (7 8 9 10 J Q K A, B16)"), sub);
  a->kind = BELOTE_ANNOUNCE_SEQUENCE;
  a->suit = suit;
  a->top = (BeloteRank) high;
  a->length = (guint8) n;
  return TRUE;
}

/* B28: "tierce", "fifty", "hundred" (a sequence whose suit the table did
 * not enter), or an announcement as a played deal writes it */
static gboolean
read_pad_announcement (Reader             *r,
                       JsonNode           *node,
                       const char         *key,
                       BeloteAnnouncement *a)
{
  static const char * const kinds[] = { "tierce", "fifty", "hundred" };
  static const guint8 lengths[] = { 3, 4, 0 };
  const char *text;

  if (!balut_record_io_is_value (node, G_TYPE_STRING))
    return read_announcement (r, node, key, a);

  text = json_node_get_string (node);
  for (guint i = 0; i < G_N_ELEMENTS (kinds); i++)
    if (g_str_equal (text, kinds[i]))
      {
        *a = (BeloteAnnouncement) {
          .kind = BELOTE_ANNOUNCE_SEQUENCE,
          .suit = BELOTE_NO_SUIT,
          /* no suit, no top: the length alone says its value (B16) */
          .top = BELOTE_ACE,
          .length = lengths[i],
          .seat = BELOTE_NO_SEAT,
        };
        return TRUE;
      }
  {
    g_autofree char *printable = balut_format_dup_printable (text);

    return balut_record_io_fail (&r->io, BELOTE_RECORD_ERROR_INVALID,
                                 _("“%s” is \"%s\", not \"tierce\", \"fifty\", \"hundred\" or {\"carre\": its rank}"),
                                 key, printable);
  }
}

/* ------------------------------------------------------------------ */
/* Reading: a played deal                                              */
/* ------------------------------------------------------------------ */

/* Reports a refusal of the engine as an inconsistency of the record */
static gboolean
refused (Reader     *r,
         const char *prefix,
         GError     *core_error)
{
  if (prefix != NULL)
    balut_record_io_fail (&r->io, BELOTE_RECORD_ERROR_INCONSISTENT, "%s: %s", prefix, core_error->message);
  else
    balut_record_io_fail (&r->io, BELOTE_RECORD_ERROR_INCONSISTENT, "%s", core_error->message);
  g_error_free (core_error);
  return FALSE;
}

/* B4: the dealer. A shuffled match's first dealer is its seed's; a
 * match dealt at a real table may start with anyone ("first_dealer",
 * when the record names it). Then each deal passes to the next seat,
 * after void deals too. */
static gboolean
check_dealer (Reader *r,
              guint   index,
              gint64  dealer)
{
  g_autofree char *named = NULL;
  g_autofree char *expected_name = NULL;
  guint expected;

  if (index == 0 && !r->prove_decks && !r->first_dealer_given)
    {
      belote_match_set_first_dealer (r->match, (guint) dealer);
      return TRUE;
    }

  expected = belote_match_get_dealer (r->match);
  if ((guint) dealer == expected)
    return TRUE;

  named = dup_seat_name (r->match, (gint8) dealer);
  expected_name = dup_seat_name (r->match, (gint8) expected);
  if (index == 0 && r->first_dealer_given)
    return balut_record_io_fail (&r->io, BELOTE_RECORD_ERROR_INCONSISTENT,
                                 /* Translators: the seat the record says deals, its number, the seat "first_dealer" names, its number */
                                 _("the dealer is %s (seat %u), but “first_dealer” names %s (seat %u) to deal first (B4)"),
                                 named, (guint) dealer, expected_name, expected);
  if (index == 0)
    return balut_record_io_fail (&r->io, BELOTE_RECORD_ERROR_INCONSISTENT,
                                 /* Translators: the seat the record says deals, its number, the seat the seed names, its number */
                                 _("the dealer is %s (seat %u), but the seed chooses %s (seat %u) to deal first (B4)"),
                                 named, (guint) dealer, expected_name, expected);
  return balut_record_io_fail (&r->io, BELOTE_RECORD_ERROR_INCONSISTENT,
                               /* Translators: the seat the record says deals, its number, the seat after the last dealer, its number */
                               _("the dealer is %s (seat %u), but the deal passes to %s (seat %u), after the last dealer (B4)"),
                               named, (guint) dealer, expected_name, expected);
}

/* B5: 32 cards, each once; a shuffled match's deck is the seed's */
static gboolean
read_deck (Reader     *r,
           JsonObject *object,
           guint       index,
           BeloteCard  deck[BELOTE_N_CARDS])
{
  JsonArray *array;
  gint position[BELOTE_N_CARDS];
  BeloteCard seeded[BELOTE_N_CARDS];

  array = balut_record_io_read_array (&r->io, balut_record_io_need (&r->io, object, "deck", _("the cards in the order dealt")),
                                      "deck", BELOTE_N_CARDS, BELOTE_N_CARDS);
  if (array == NULL)
    return FALSE;

  for (guint i = 0; i < BELOTE_N_CARDS; i++)
    position[i] = -1;
  for (guint i = 0; i < BELOTE_N_CARDS; i++)
    {
      g_autofree char *key = g_strdup_printf ("deck[%u]", i);

      if (!read_card (r, json_array_get_element (array, i), key, &deck[i]))
        return FALSE;
      if (position[deck[i]] >= 0)
        return balut_record_io_fail (&r->io, BELOTE_RECORD_ERROR_INCONSISTENT,
                                     /* Translators: a card, e.g. JH, and its two places in the deck, counted from 1 */
                                     _("the deck has %s twice (cards %d and %u), so another card is missing (B1: 32 cards, each once)"),
                                     belote_card_to_string (deck[i]), position[deck[i]] + 1, i + 1);
      position[deck[i]] = (gint) i;
    }

  if (!r->prove_decks)
    return TRUE;
  belote_deck_shuffle (r->seed, index, seeded);
  for (guint i = 0; i < BELOTE_N_CARDS; i++)
    if (deck[i] != seeded[i])
      return balut_record_io_fail (&r->io, BELOTE_RECORD_ERROR_INCONSISTENT,
                                   /* Translators: a card's place in the deck, the card the record has there and the card the seed deals */
                                   _("card %u of the deck is %s, but the record’s seed deals %s there (B5): the record was changed"),
                                   i + 1, belote_card_to_string (deck[i]), belote_card_to_string (seeded[i]));
  return TRUE;
}

/* B6, B7: why a bid is not allowed now, in the record's words */
static gboolean
fail_bid (Reader           *r,
          const BeloteDeal *deal,
          guint             k,
          BeloteBid         bid)
{
  g_autofree char *who = dup_seat_name (r->match, belote_deal_to_move (deal));
  g_autofree char *taker = NULL;
  BeloteSuit turned = BELOTE_CARD_SUIT (deal->turned);

  switch (deal->phase)
    {
    case BELOTE_PHASE_PLAY:
    case BELOTE_PHASE_DONE:
      taker = dup_seat_name (r->match, deal->taker);
      return balut_record_io_fail (&r->io, BELOTE_RECORD_ERROR_INCONSISTENT,
                                   /* Translators: a bid's number, the bid ("pass", "take", "H"), the taker */
                                   _("bid %u (\"%s\") comes after %s took: the bidding was over (B6, B7)"),
                                   k + 1, bid_text (bid), taker);
    case BELOTE_PHASE_VOID:
      return balut_record_io_fail (&r->io, BELOTE_RECORD_ERROR_INCONSISTENT,
                                   _("bid %u (\"%s\") comes after eight passes: the deal was void (B8)"), k + 1, bid_text (bid));
    case BELOTE_PHASE_BID_FIRST:
      if (bid != BELOTE_BID_PASS && bid != BELOTE_BID_TAKE)
        return balut_record_io_fail (&r->io, BELOTE_RECORD_ERROR_INCONSISTENT,
                                     /* Translators: a bid's number, the seat, the suit it names, the turned card */
                                     _("bid %u: %s names %s in the first round, where one takes the turned card’s suit (%s) or passes (B6)"),
                                     k + 1, who, belote_suit_name ((BeloteSuit) bid), belote_card_to_string (deal->turned));
      break;
    case BELOTE_PHASE_BID_SECOND:
      if (bid == BELOTE_BID_TAKE)
        return balut_record_io_fail (&r->io, BELOTE_RECORD_ERROR_INCONSISTENT,
                                     _("bid %u: %s takes in the second round, where one names a suit or passes (B7)"), k + 1, who);
      if ((BeloteSuit) bid == turned)
        return balut_record_io_fail (&r->io, BELOTE_RECORD_ERROR_INCONSISTENT,
                                     /* Translators: a bid's number, the seat, the suit it names, the turned card */
                                     _("bid %u: %s names %s, the suit of the turned card %s, which everyone refused: the second round names another suit (B7)"),
                                     k + 1, who, belote_suit_name (turned), belote_card_to_string (deal->turned));
      break;
    default:
      break;
    }
  return balut_record_io_fail (&r->io, BELOTE_RECORD_ERROR_INCONSISTENT, _("bid %u (\"%s\") by %s is not allowed"),
                               k + 1, bid_text (bid), who);
}

static gboolean
read_bid (Reader     *r,
          JsonNode   *node,
          guint       k,
          BeloteBid  *bid)
{
  g_autofree char *key = g_strdup_printf ("bids[%u]", k);
  const char *text = balut_record_io_read_string (&r->io, node, key);
  BeloteSuit suit;

  if (text == NULL)
    return FALSE;
  if (g_str_equal (text, "pass"))
    *bid = BELOTE_BID_PASS;
  else if (g_str_equal (text, "take"))
    *bid = BELOTE_BID_TAKE;
  else if (belote_suit_parse (text, &suit))
    *bid = BELOTE_BID_SUIT (suit);
  else
    {
      g_autofree char *printable = balut_format_dup_printable (text);

      return balut_record_io_fail (&r->io, BELOTE_RECORD_ERROR_INVALID,
                                   _("“%s” is \"%s\", not \"pass\", \"take\" or a suit (C, D, H or S)"), key, printable);
    }
  return TRUE;
}

/* B12: why @card may not be played, in the record's words */
static gboolean
fail_card (Reader           *r,
           const BeloteDeal *deal,
           BeloteCard        card)
{
  gint8 seat = belote_deal_to_move (deal);
  g_autofree char *who = dup_seat_name (r->match, seat);
  const char *text = belote_card_to_string (card);
  BeloteHand hand = deal->hands[seat];
  BeloteHand legal = belote_deal_legal_cards (deal);
  const BeloteCard *cards = NULL;
  gint8 leader, winning;
  guint n = belote_deal_trick_cards (deal, &cards, &leader, &winning);
  BeloteSuit trump = deal->trump;

  if (!BELOTE_HAND_HAS (hand, card))
    {
      for (guint i = 0; i < deal->n_played; i++)
        if (deal->plays[i] == card)
          return balut_record_io_fail (&r->io, BELOTE_RECORD_ERROR_INCONSISTENT,
                                       /* Translators: the seat, the card, the trick it was played in */
                                       _("%s plays %s, which was already played in trick %u"), who, text, i / BELOTE_N_SEATS + 1);
      for (gint8 s = 0; s < BELOTE_N_SEATS; s++)
        if (BELOTE_HAND_HAS (deal->hands[s], card))
          {
            g_autofree char *holder = dup_seat_name (r->match, s);

            return balut_record_io_fail (&r->io, BELOTE_RECORD_ERROR_INCONSISTENT,
                                         /* Translators: the seat, the card, the seat that holds it */
                                         _("%s plays %s, which %s holds"), who, text, holder);
          }
      return balut_record_io_fail (&r->io, BELOTE_RECORD_ERROR_INCONSISTENT,
                                   _("%s plays %s, which they do not hold"), who, text);
    }

  /* B12: which duty the card breaks; the engine decided that it does */
  if (n > 0 && n < BELOTE_N_SEATS)
    {
      BeloteSuit led = BELOTE_CARD_SUIT (cards[0]);
      BeloteSuit suit = BELOTE_CARD_SUIT (card);
      BeloteCard high = BELOTE_NO_CARD;

      for (guint i = 0; i < n; i++)
        if (BELOTE_CARD_SUIT (cards[i]) == trump
            && (high == BELOTE_NO_CARD || belote_card_strength (cards[i], trump) > belote_card_strength (high, trump)))
          high = cards[i];

      if ((hand & BELOTE_SUIT_MASK (led)) != 0 && suit != led)
        return balut_record_io_fail (&r->io, BELOTE_RECORD_ERROR_INCONSISTENT,
                                     led == trump
                                     /* Translators: the seat, the card, the suit led */
                                     ? _("%s plays %s but must follow %s, the trump suit led (B12)")
                                     : _("%s plays %s but must follow %s (B12)"),
                                     who, text, belote_suit_name (led));
      if (suit == trump && high != BELOTE_NO_CARD && (legal & BELOTE_SUIT_MASK (trump)) != 0)
        return balut_record_io_fail (&r->io, BELOTE_RECORD_ERROR_INCONSISTENT,
                                     /* Translators: the seat, the card, the highest trump of the trick */
                                     _("%s plays %s but must play a trump higher than %s (B12)"),
                                     who, text, belote_card_to_string (high));
      if (suit != trump && (legal & BELOTE_SUIT_MASK (trump)) != 0)
        return balut_record_io_fail (&r->io, BELOTE_RECORD_ERROR_INCONSISTENT,
                                     _("%s plays %s but must trump (B12)"), who, text);
    }

  {
    g_autofree char *why = belote_deal_why_illegal (deal, card);

    return balut_record_io_fail (&r->io, BELOTE_RECORD_ERROR_INCONSISTENT,
                                 "%s plays %s: %s", who, text, why != NULL ? why : "?");
  }
}

/* B19: a seat declares on playing its first card; the record's list is
 * checked against the hand after B9 before the engine takes it */
static gboolean
declare (Reader                   *r,
         gint8                     seat,
         const BeloteAnnouncement *list,
         guint                     n)
{
  const BeloteDeal *deal = belote_match_get_current (r->match);
  g_autofree char *who = dup_seat_name (r->match, seat);
  GError *core_error = NULL;

  for (guint i = 0; i < n; i++)
    {
      g_autofree char *what = dup_announcement_text (&list[i]);

      if (belote_match_get_school (r->match) == BELOTE_SCHOOL_TOURNAMENT)
        return balut_record_io_fail (&r->io, BELOTE_RECORD_ERROR_INCONSISTENT,
                                     /* Translators: the seat and an announcement, e.g. "Tierce (8S 9S 10S)" */
                                     _("%s declares a %s, but tournament rules have no announcements (B27)"), who, what);
      if ((deal->dealt[seat] & belote_announcement_cards (&list[i])) != belote_announcement_cards (&list[i]))
        return balut_record_io_fail (&r->io, BELOTE_RECORD_ERROR_INCONSISTENT,
                                     _("%s declares a %s, which they do not hold (B19)"), who, what);
      if (list[i].kind == BELOTE_ANNOUNCE_CARRE && belote_announcement_value (&list[i]) == 0)
        return balut_record_io_fail (&r->io, BELOTE_RECORD_ERROR_INCONSISTENT,
                                     _("%s declares a %s, which is worth nothing and is not declared (B17)"), who, what);
      if (!belote_hand_holds (deal->dealt[seat], &list[i]))
        return balut_record_io_fail (&r->io, BELOTE_RECORD_ERROR_INCONSISTENT,
                                     _("%s declares a %s, which is part of a longer run: a run counts once, whole (B16)"),
                                     who, what);
      for (guint j = 0; j < i; j++)
        if (memcmp (&list[i], &list[j], sizeof list[i]) == 0)
          return balut_record_io_fail (&r->io, BELOTE_RECORD_ERROR_INCONSISTENT,
                                       _("%s declares a %s twice"), who, what);
    }

  if (!belote_match_declare (r->match, list, n, &core_error))
    {
      g_autofree char *prefix = g_strdup_printf (_("%s’s declarations"), who);

      return refused (r, prefix, core_error);
    }
  return TRUE;
}

static gboolean
read_declarations (Reader             *r,
                   JsonObject         *object,
                   BeloteAnnouncement  lists[BELOTE_N_SEATS][BELOTE_HAND_SIZE],
                   guint               n[BELOTE_N_SEATS])
{
  JsonNode *node = json_object_get_member (object, "declarations");
  JsonArray *seats;

  memset (n, 0, BELOTE_N_SEATS * sizeof n[0]);
  if (node == NULL)
    return TRUE;   /* optional: nobody declared */
  seats = balut_record_io_read_array (&r->io, node, "declarations", BELOTE_N_SEATS, BELOTE_N_SEATS);
  if (seats == NULL)
    return FALSE;
  for (guint s = 0; s < BELOTE_N_SEATS; s++)
    {
      g_autofree char *key = g_strdup_printf ("declarations[%u]", s);
      JsonArray *list = balut_record_io_read_array (&r->io, json_array_get_element (seats, s), key,
                                                    0, BELOTE_HAND_SIZE);

      if (list == NULL)
        return FALSE;
      n[s] = json_array_get_length (list);
      for (guint i = 0; i < n[s]; i++)
        {
          g_autofree char *item = g_strdup_printf ("declarations[%u][%u]", s, i);

          if (!read_announcement (r, json_array_get_element (list, i), item, &lists[s][i]))
            return FALSE;
          lists[s][i].seat = (gint8) s;
        }
    }
  return TRUE;
}

static gboolean
read_played_deal (Reader     *r,
                  JsonObject *object,
                  guint       index,
                  gboolean    last)
{
  BeloteCard deck[BELOTE_N_CARDS];
  BeloteAnnouncement lists[BELOTE_N_SEATS][BELOTE_HAND_SIZE];
  guint n_listed[BELOTE_N_SEATS];
  JsonArray *bids, *plays = NULL;
  JsonNode *node;
  GError *core_error = NULL;
  const BeloteDeal *deal;
  gint64 dealer;
  guint n_bids, n_plays;

  node = balut_record_io_need (&r->io, object, "dealer", _("the seat that deals"));
  if (!balut_record_io_read_int (&r->io, node, "dealer", 0, BELOTE_N_SEATS - 1, &dealer))
    return FALSE;
  if (!read_deck (r, object, index, deck))
    return FALSE;
  node = balut_record_io_need (&r->io, object, "bids", _("the bids from the seat after the dealer"));
  bids = balut_record_io_read_array (&r->io, node, "bids", 0, 2 * BELOTE_N_SEATS + 1);
  if (bids == NULL)
    return FALSE;
  n_bids = json_array_get_length (bids);
  if (!read_declarations (r, object, lists, n_listed))
    return FALSE;
  node = json_object_get_member (object, "plays");
  if (node != NULL && (plays = balut_record_io_read_array (&r->io, node, "plays", 0, BELOTE_N_CARDS + 1)) == NULL)
    return FALSE;
  n_plays = plays != NULL ? json_array_get_length (plays) : 0;

  if (!check_dealer (r, index, dealer))
    return FALSE;
  /* the engine deals from the seed itself when it shuffles: the same
   * deck, read_deck () proved it */
  if (!belote_match_start_deal (r->match, r->prove_decks ? NULL : deck, &core_error))
    return refused (r, NULL, core_error);
  deal = belote_match_get_deal (r->match, index);

  for (guint k = 0; k < n_bids; k++)
    {
      BeloteBid bid = BELOTE_BID_PASS;  /* read_bid () sets it (GCC -O2 cannot see it) */

      if (!read_bid (r, json_array_get_element (bids, k), k, &bid))
        return FALSE;
      if (!belote_deal_bid_allowed (deal, bid))
        return fail_bid (r, deal, k, bid);
      if (!belote_match_bid (r->match, bid, &core_error))
        {
          g_autofree char *prefix = g_strdup_printf (_("bid %u"), k + 1);

          return refused (r, prefix, core_error);
        }
    }

  if (deal->taker == BELOTE_NO_SEAT)
    {
      /* void, or still bid: nothing can have been declared or played */
      for (guint s = 0; s < BELOTE_N_SEATS; s++)
        if (n_listed[s] > 0)
          return balut_record_io_fail (&r->io, BELOTE_RECORD_ERROR_INCONSISTENT,
                                       deal->phase == BELOTE_PHASE_VOID
                                       ? _("“declarations” lists announcements, but the deal was void (B8)")
                                       : _("“declarations” lists announcements, but nobody has taken yet"));
      if (n_plays > 0)
        return balut_record_io_fail (&r->io, BELOTE_RECORD_ERROR_INCONSISTENT,
                                     deal->phase == BELOTE_PHASE_VOID
                                     ? _("“plays” lists cards, but the deal was void (B8)")
                                     : _("“plays” lists cards, but nobody has taken yet"));
    }

  for (guint i = 0; i < n_plays; i++)
    {
      g_autofree char *key = g_strdup_printf ("plays[%u]", i);
      BeloteCard card;
      gint8 seat;

      r->trick = i / BELOTE_N_SEATS + 1;
      if (!read_card (r, json_array_get_element (plays, i), key, &card))
        return FALSE;
      if (deal->phase != BELOTE_PHASE_PLAY)
        return balut_record_io_fail (&r->io, BELOTE_RECORD_ERROR_INCONSISTENT,
                                     _("card %u (%s) comes after the eighth trick"), i + 1, belote_card_to_string (card));
      seat = belote_deal_to_move (deal);
      if (!deal->has_declared[seat] && n_listed[seat] > 0
          && !declare (r, seat, lists[seat], n_listed[seat]))
        return FALSE;
      if (!BELOTE_HAND_HAS (belote_deal_legal_cards (deal), card))
        return fail_card (r, deal, card);
      if (!belote_match_play (r->match, card, &core_error))
        {
          g_autofree char *prefix = g_strdup_printf (_("card %u (%s)"), i + 1, belote_card_to_string (card));

          return refused (r, prefix, core_error);
        }
    }
  r->trick = 0;

  /* a seat that declared and has not played yet: the deal in play */
  if (deal->phase == BELOTE_PHASE_PLAY)
    {
      gint8 seat = belote_deal_to_move (deal);

      r->trick = deal->n_played / BELOTE_N_SEATS + 1;
      if (!deal->has_declared[seat] && n_listed[seat] > 0
          && !declare (r, seat, lists[seat], n_listed[seat]))
        return FALSE;
      r->trick = 0;
    }
  for (gint8 s = 0; s < BELOTE_N_SEATS; s++)
    if (n_listed[s] > 0 && !deal->has_declared[s])
      {
        g_autofree char *who = dup_seat_name (r->match, s);

        return balut_record_io_fail (&r->io, BELOTE_RECORD_ERROR_INCONSISTENT,
                                     /* Translators: a seat, twice */
                                     _("%s’s declarations are listed, but %s has not played a card yet: one declares with one’s first card (B19)"),
                                     who, who);
      }

  if (!last && deal->phase != BELOTE_PHASE_DONE && deal->phase != BELOTE_PHASE_VOID)
    return balut_record_io_fail (&r->io, BELOTE_RECORD_ERROR_INCONSISTENT,
                                 deal->taker == BELOTE_NO_SEAT
                                 ? _("the bidding is unfinished, but only the last deal may be")
                                 : _("the deal is unfinished (%u of 32 cards played), but only the last deal may be"),
                                 deal->n_played);
  return TRUE;
}

/* ------------------------------------------------------------------ */
/* Reading: a pad deal (B28)                                           */
/* ------------------------------------------------------------------ */

static gboolean
read_pad_deal (Reader     *r,
               JsonObject *object)
{
  BelotePadEntry entry;
  JsonNode *node;
  GError *core_error = NULL;
  gint64 v;
  gint8 capot;

  belote_pad_entry_init (&entry);

  if (json_object_has_member (object, "dealer") || json_object_has_member (object, "deck")
      || json_object_has_member (object, "plays"))
    return balut_record_io_fail (&r->io, BELOTE_RECORD_ERROR_INVALID,
                                 _("a scoring-pad deal has what the table entered, not a deck or plays (B28)"));

  node = balut_record_io_need (&r->io, object, "taker_team", _("the team that took"));
  if (!balut_record_io_read_int (&r->io, node, "taker_team", 0, BELOTE_N_TEAMS - 1, &v))
    return FALSE;
  entry.taker_team = (gint8) v;

  node = json_object_get_member (object, "taker_seat");
  if (node != NULL && !JSON_NODE_HOLDS_NULL (node))
    {
      if (!balut_record_io_read_int (&r->io, node, "taker_seat", 0, BELOTE_N_SEATS - 1, &v))
        return FALSE;
      entry.taker_seat = (gint8) v;
    }
  node = json_object_get_member (object, "trump");
  if (node != NULL && !JSON_NODE_HOLDS_NULL (node) && !read_suit (r, node, "trump", &entry.trump))
    return FALSE;

  /* any number: the engine says what is impossible */
  node = balut_record_io_need (&r->io, object, "taker_points", _("the taker’s team’s points with the last trick"));
  if (!balut_record_io_read_int (&r->io, node, "taker_points", G_MININT, G_MAXINT, &v))
    return FALSE;
  entry.taker_points = (int) v;

  if (!read_team (r, object, "capot", &capot))
    return FALSE;
  if (capot != BELOTE_NO_TEAM)
    entry.capot[capot] = TRUE;

  node = json_object_get_member (object, "announcements");
  if (node != NULL)
    {
      JsonArray *teams = balut_record_io_read_array (&r->io, node, "announcements", BELOTE_N_TEAMS, BELOTE_N_TEAMS);

      if (teams == NULL)
        return FALSE;
      for (guint t = 0; t < BELOTE_N_TEAMS; t++)
        {
          g_autofree char *key = g_strdup_printf ("announcements[%u]", t);
          JsonArray *list = balut_record_io_read_array (&r->io, json_array_get_element (teams, t), key,
                                                        0, BELOTE_MAX_ANNOUNCEMENTS);

          if (list == NULL)
            return FALSE;
          entry.n_announcements[t] = json_array_get_length (list);
          for (guint i = 0; i < entry.n_announcements[t]; i++)
            {
              g_autofree char *item = g_strdup_printf ("announcements[%u][%u]", t, i);

              if (!read_pad_announcement (r, json_array_get_element (list, i), item, &entry.announcements[t][i]))
                return FALSE;
            }
        }
    }

  if (!read_team (r, object, "best_team", &entry.best_team) || !read_team (r, object, "belote", &entry.belote_team))
    return FALSE;

  if (!belote_match_enter_deal (r->match, &entry, &core_error))
    return refused (r, NULL, core_error);
  return TRUE;
}

/* ------------------------------------------------------------------ */
/* Reading: the record                                                 */
/* ------------------------------------------------------------------ */

/* "shuffle": the name and version of the shuffle of the decks; only the
 * one this program deals with is known */
static gboolean
read_shuffle (Reader   *r,
              JsonNode *node)
{
  const char *name;
  gint64 version;

  if (!balut_record_io_read_versioned (&r->io, node, "shuffle", _("the shuffle of the decks"),
                                       _("the version of the shuffle"), &name, &version))
    return FALSE;
  if (!g_str_equal (name, BELOTE_SHUFFLE_NAME) || version != BELOTE_SHUFFLE_VERSION)
    {
      g_autofree char *printable = balut_format_dup_printable (name);

      return balut_record_io_fail (&r->io, BELOTE_RECORD_ERROR_VERSION,
                                   /* Translators: a shuffle's version, e.g. 2, and its name, e.g. splitmix64-fisher-yates */
                                   _("This record’s decks come from version %lld of the shuffle “%s”, which this program does not know"),
                                   (long long) version, printable);
    }
  return TRUE;
}

static gboolean
read_players (Reader     *r,
              JsonObject *root,
              BeloteMode  mode)
{
  JsonNode *node = json_object_get_member (root, "players");
  JsonArray *players;

  /* a pad match may have only its teams' names */
  if (node == NULL && mode == BELOTE_MODE_PAD)
    return TRUE;
  players = balut_record_io_read_array (&r->io, balut_record_io_need (&r->io, root, "players", _("the four players")),
                                        "players", BELOTE_N_SEATS, BELOTE_N_SEATS);
  if (players == NULL)
    return FALSE;

  for (guint s = 0; s < BELOTE_N_SEATS; s++)
    {
      g_autofree char *key = g_strdup_printf ("players[%u]", s);
      g_autofree char *name_key = g_strdup_printf ("players[%u].name", s);
      g_autofree char *kind_key = g_strdup_printf ("players[%u].kind", s);
      g_autofree char *level_key = g_strdup_printf ("players[%u].level", s);
      JsonObject *object = balut_record_io_read_object (&r->io, json_array_get_element (players, s), key);
      const char *name, *kind, *level = NULL;
      gboolean computer;

      if (object == NULL)
        return FALSE;
      /* "" for a seat nobody named (a pad match may name only its teams) */
      if (!balut_record_io_read_name (&r->io, balut_record_io_need (&r->io, object, "name", key), name_key,
                                      TRUE, &name))
        return FALSE;
      kind = balut_record_io_read_string (&r->io, balut_record_io_need (&r->io, object, "kind", key), kind_key);
      if (kind == NULL)
        return FALSE;
      if (!g_str_equal (kind, "person") && !g_str_equal (kind, "computer"))
        {
          g_autofree char *printable = balut_format_dup_printable (kind);

          return balut_record_io_fail (&r->io, BELOTE_RECORD_ERROR_INVALID,
                                       _("“%s” is \"%s\", not \"person\" or \"computer\""), kind_key, printable);
        }
      computer = g_str_equal (kind, "computer");
      if (json_object_has_member (object, "level"))
        {
          if (!computer)
            return balut_record_io_fail (&r->io, BELOTE_RECORD_ERROR_INVALID,
                                         _("“%s” is given for a person; only computer players have a level"), level_key);
          if (!balut_record_io_read_name (&r->io, json_object_get_member (object, "level"), level_key, FALSE, &level))
            return FALSE;
        }
      belote_match_set_player (r->match, s, *name != '\0' ? name : NULL, computer, level);
    }
  return TRUE;
}

static gboolean
read_teams (Reader     *r,
            JsonObject *root)
{
  JsonNode *node = json_object_get_member (root, "teams");
  JsonArray *teams;

  if (node == NULL)
    return TRUE;   /* optional: the players' names name the teams */
  teams = balut_record_io_read_array (&r->io, node, "teams", BELOTE_N_TEAMS, BELOTE_N_TEAMS);
  if (teams == NULL)
    return FALSE;
  for (guint t = 0; t < BELOTE_N_TEAMS; t++)
    {
      g_autofree char *key = g_strdup_printf ("teams[%u]", t);
      const char *name;

      if (!balut_record_io_read_name (&r->io, json_array_get_element (teams, t), key, FALSE, &name))
        return FALSE;
      belote_match_set_team_name (r->match, t, name);
    }
  return TRUE;
}

/* "first_dealer" (optional): the seat a real table chose to deal first
 * (B4), written while the match has no deal; the first deal's dealer
 * must then be it */
static gboolean
read_first_dealer (Reader     *r,
                   JsonNode   *node,
                   BeloteMode  mode)
{
  gint64 seat;

  if (mode == BELOTE_MODE_PAD)
    return balut_record_io_fail (&r->io, BELOTE_RECORD_ERROR_INVALID,
                                 _("“first_dealer” is given, but a scoring-pad match records no dealer (B28)"));
  if (r->prove_decks)
    return balut_record_io_fail (&r->io, BELOTE_RECORD_ERROR_INVALID,
                                 _("“first_dealer” is given, but the seed of a shuffled match chooses the first dealer (B4)"));
  if (!balut_record_io_read_int (&r->io, node, "first_dealer", 0, BELOTE_N_SEATS - 1, &seat))
    return FALSE;

  belote_match_set_first_dealer (r->match, (guint) seat);
  r->first_dealer_given = TRUE;
  return TRUE;
}

static gboolean
fail_over (Reader *r)
{
  int totals[BELOTE_N_TEAMS];
  gint8 winner = belote_match_get_winner (r->match);
  g_autofree char *team = balut_format_dup_printable (belote_match_get_team_name (r->match, (guint) winner));

  belote_match_get_totals (r->match, totals);
  return balut_record_io_fail (&r->io, BELOTE_RECORD_ERROR_INCONSISTENT,
                               /* Translators: the winning team, its total, the other's total, the target */
                               _("the match was already over: %s won %d to %d (target %d, B25)"),
                               team, totals[winner], totals[1 - winner], belote_match_get_target (r->match));
}

gboolean
belote_record_is_belote (JsonNode *root)
{
  g_return_val_if_fail (root != NULL, FALSE);

  return balut_record_io_has_format (root, BELOTE_RECORD_FORMAT);
}

/**
 * belote_record_load_json:
 *
 * Replays a record through a new BeloteMatch. Every value is checked and
 * every action must be legal; the first problem is reported, naming its
 * deal, and its trick or bid.
 *
 * Returns: (transfer full): the match, in the state the record leaves it
 */
BeloteMatch *
belote_record_load_json (JsonNode  *root_node,
                         GError   **error)
{
  g_autoptr(BeloteMatch) match = NULL;
  Reader r = { { error, &record_format }, NULL, 0, 0, FALSE, FALSE, 0 };
  JsonObject *root, *rules;
  JsonArray *deals;
  JsonNode *node;
  const char *text;
  BeloteMode mode = BELOTE_MODE_PLAY;
  BeloteSchool school;
  gint64 seed = 0, target;
  guint n_deals;

  g_return_val_if_fail (root_node != NULL, NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  root = balut_record_io_read_head (&r.io, root_node);
  if (root == NULL)
    return NULL;

  node = json_object_get_member (root, "mode");
  if (node != NULL)
    {
      text = balut_record_io_read_string (&r.io, node, "mode");
      if (text == NULL)
        return NULL;
      if (g_str_equal (text, "pad"))
        mode = BELOTE_MODE_PAD;
      else if (!g_str_equal (text, "play"))
        {
          g_autofree char *printable = balut_format_dup_printable (text);

          balut_record_io_fail (&r.io, BELOTE_RECORD_ERROR_INVALID,
                                _("“mode” is \"%s\", not \"play\" or \"pad\""), printable);
          return NULL;
        }
    }

  /* "shuffle" is optional: without it (cards dealt at a real table, a
   * record of another program) only the rules are checked */
  node = json_object_get_member (root, "shuffle");
  if (node != NULL)
    {
      if (!read_shuffle (&r, node))
        return NULL;
      if (mode == BELOTE_MODE_PAD)
        {
          balut_record_io_fail (&r.io, BELOTE_RECORD_ERROR_INVALID,
                                _("“shuffle” is given, but the cards of a scoring-pad match are dealt at the table"));
          return NULL;
        }
      r.prove_decks = TRUE;
    }

  /* the seed deals the decks of a shuffled match; elsewhere it may be left out */
  node = r.prove_decks ? balut_record_io_need (&r.io, root, "seed", _("the seed of the decks"))
                       : json_object_get_member (root, "seed");
  if (node != NULL && !balut_record_io_read_int (&r.io, node, "seed", 0, (gint64) BELOTE_RECORD_MAX_SEED, &seed))
    return NULL;
  if (r.prove_decks && node == NULL)
    return NULL;
  r.seed = (guint64) seed;

  node = balut_record_io_need (&r.io, root, "rules", _("the school and the target"));
  rules = balut_record_io_read_object (&r.io, node, "rules");
  if (rules == NULL)
    return NULL;
  node = balut_record_io_need (&r.io, rules, "school", _("family or tournament rules"));
  text = balut_record_io_read_string (&r.io, node, "rules.school");
  if (text == NULL)
    return NULL;
  if (g_str_equal (text, school_names[0]))
    school = BELOTE_SCHOOL_FAMILY;
  else if (g_str_equal (text, school_names[1]))
    school = BELOTE_SCHOOL_TOURNAMENT;
  else
    {
      g_autofree char *printable = balut_format_dup_printable (text);

      balut_record_io_fail (&r.io, BELOTE_RECORD_ERROR_INVALID,
                            _("“rules.school” is \"%s\", not \"family\" or \"tournament\""), printable);
      return NULL;
    }
  node = balut_record_io_need (&r.io, rules, "target", _("the points that end the match"));
  if (!balut_record_io_read_int (&r.io, node, "rules.target", G_MININT, G_MAXINT, &target))
    return NULL;
  if (!belote_target_valid ((int) target))
    {
      balut_record_io_fail (&r.io, BELOTE_RECORD_ERROR_INVALID,
                            _("“rules.target” is %lld, not 301, 501 or 1000 (B3)"), (long long) target);
      return NULL;
    }

  match = belote_match_new (mode, school, (int) target, (guint64) seed, r.prove_decks);
  r.match = match;

  if (!read_players (&r, root, mode) || !read_teams (&r, root))
    return NULL;

  node = json_object_get_member (root, "first_dealer");
  if (node != NULL && !read_first_dealer (&r, node, mode))
    return NULL;

  /* optional (absent: false) */
  node = json_object_get_member (root, "assisted");
  if (node != NULL)
    {
      gboolean assisted;

      if (!balut_record_io_read_boolean (&r.io, node, "assisted", &assisted))
        return NULL;
      belote_match_set_assisted (match, assisted);
    }

  deals = balut_record_io_read_array (&r.io, balut_record_io_need (&r.io, root, "deals", _("the deals")),
                                      "deals", 0, BELOTE_RECORD_MAX_DEALS);
  if (deals == NULL)
    return NULL;
  n_deals = json_array_get_length (deals);
  for (guint n = 0; n < n_deals; n++)
    {
      g_autofree char *key = g_strdup_printf ("deals[%u]", n);
      JsonObject *object;

      r.deal = n + 1;
      r.trick = 0;
      if (belote_match_is_over (match))
        {
          fail_over (&r);
          return NULL;
        }
      object = balut_record_io_read_object (&r.io, json_array_get_element (deals, n), key);
      if (object == NULL)
        return NULL;
      if (mode == BELOTE_MODE_PAD ? !read_pad_deal (&r, object)
                                  : !read_played_deal (&r, object, n, n + 1 == n_deals))
        return NULL;
    }

  return g_steal_pointer (&match);
}

/**
 * belote_record_load_data:
 * @data: the record's bytes
 * @length: their length, or -1 if @data is nul-terminated
 *
 * Checks the text (balut_record_io_parse ()), then replays it.
 */
BeloteMatch *
belote_record_load_data (const char  *data,
                         gssize       length,
                         GError     **error)
{
  g_autoptr(JsonNode) root = NULL;

  g_return_val_if_fail (data != NULL, NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  root = balut_record_io_parse (&record_format, data, length, error);
  if (root == NULL)
    return NULL;
  return belote_record_load_json (root, error);
}

/**
 * belote_record_load_file:
 *
 * Reads at most BELOTE_RECORD_MAX_SIZE bytes of a regular file
 * (balut_record_io_read_file ()) and loads them; a file that cannot be
 * read is BELOTE_RECORD_ERROR_UNREADABLE.
 */
BeloteMatch *
belote_record_load_file (const char  *filename,
                         GError     **error)
{
  g_autofree char *data = NULL;
  gsize length;

  g_return_val_if_fail (filename != NULL, NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  data = balut_record_io_read_file (&record_format, filename, &length, error);
  if (data == NULL)
    return NULL;
  return belote_record_load_data (data, (gssize) length, error);
}
