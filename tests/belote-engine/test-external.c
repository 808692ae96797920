/* test-external.c — the engine protocol (docs/belote-protocol.md): what a
 * seat is sent (only what it may know), a small engine that plays whole
 * matches, and engines that crash, stay silent, write malformed JSON,
 * answer illegal bids, cards or declarations (B6, B7, B12, B19) or a
 * giant line: each refused with the right error, and the match completes
 * with the Expert deciding instead.
 *
 * SPDX-FileCopyrightText: 2026 The Balut developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The engines are Python scripts in engines/ (standard library only),
 * run with the python3 meson found (BELOTE_TEST_PYTHON).
 */

#include <json-glib/json-glib.h>
#include <string.h>

#include "belote-external.h"
#include "belote-match.h"
#include "belote-player.h"
#include "belote-record.h"

/* a short timeout: waiting for it is the test, not a timed assertion */
#define SHORT_TIMEOUT_MS 300

static char *
engine_command (const char *script,
                const char *mode)
{
  g_autofree char *path = g_build_filename (BELOTE_TEST_ENGINES, script, NULL);
  g_autofree char *quoted_python = g_shell_quote (BELOTE_TEST_PYTHON);
  g_autofree char *quoted_path = g_shell_quote (path);

  return mode != NULL ? g_strdup_printf ("%s %s %s", quoted_python, quoted_path, mode)
                      : g_strdup_printf ("%s %s", quoted_python, quoted_path);
}

static BeloteExternalPlayer *
start_engine (const char *script,
              const char *mode,
              guint       timeout_ms)
{
  g_autofree char *command = engine_command (script, mode);
  g_autoptr(GError) error = NULL;
  BeloteExternalPlayer *engine = belote_external_player_new (command, &error);

  g_assert_no_error (error);
  g_assert_nonnull (engine);
  if (timeout_ms > 0)
    belote_external_player_set_timeout (engine, timeout_ms);
  return engine;
}

/* ------------------------------------------------------------------ */
/* Requests                                                            */
/* ------------------------------------------------------------------ */

static void
collect_strings (JsonNode  *node,
                 GPtrArray *out)
{
  if (JSON_NODE_HOLDS_OBJECT (node))
    {
      g_autoptr(GList) members = json_object_get_values (json_node_get_object (node));

      for (GList *l = members; l != NULL; l = l->next)
        collect_strings (l->data, out);
    }
  else if (JSON_NODE_HOLDS_ARRAY (node))
    {
      JsonArray *array = json_node_get_array (node);

      for (guint i = 0; i < json_array_get_length (array); i++)
        collect_strings (json_array_get_element (array, i), out);
    }
  else if (JSON_NODE_HOLDS_VALUE (node) && json_node_get_value_type (node) == G_TYPE_STRING)
    g_ptr_array_add (out, (gpointer) json_node_get_string (node));
}

static BeloteHand
hand_of (JsonObject *object,
         const char *key)
{
  JsonArray *array = json_object_get_array_member (object, key);
  BeloteHand hand = 0;

  for (guint i = 0; i < json_array_get_length (array); i++)
    {
      BeloteCard card;

      g_assert_true (belote_card_parse (json_array_get_string_element (array, i), &card));
      g_assert_false (BELOTE_HAND_HAS (hand, card));
      hand |= BELOTE_HAND_CARD (card);
    }
  return hand;
}

/* What the seat to move may know: its hand, the turned card, the cards
 * played and the declarations made. */
static BeloteHand
public_cards (const BeloteDeal *deal,
              gint8             seat)
{
  BeloteHand known = deal->hands[seat] | BELOTE_HAND_CARD (deal->turned);

  for (guint i = 0; i < deal->n_played; i++)
    known |= BELOTE_HAND_CARD (deal->plays[i]);
  for (guint s = 0; s < BELOTE_N_SEATS; s++)
    if (deal->has_declared[s])
      for (guint i = 0; i < deal->n_declared[s]; i++)
        known |= belote_announcement_cards (&deal->declared[s][i]);
  return known;
}

static void
check_request (const BeloteDeal         *deal,
               BeloteSchool              school,
               const BeloteMatchContext *context)
{
  g_autofree char *text = belote_external_request_to_json (deal, school, context);
  g_autoptr(JsonParser) parser = json_parser_new ();
  g_autoptr(GPtrArray) strings = g_ptr_array_new ();
  g_autoptr(GError) error = NULL;
  gint8 seat = belote_deal_to_move (deal);
  BeloteHand known = public_cards (deal, seat);
  JsonObject *object;

  g_assert_nonnull (text);
  g_assert_null (strchr (text, '\n'));   /* one line */
  g_assert_true (json_parser_load_from_data (parser, text, -1, &error));
  g_assert_no_error (error);
  object = json_node_get_object (json_parser_get_root (parser));

  g_assert_cmpint (json_object_get_int_member (object, "seat"), ==, seat);
  g_assert_cmpint (json_object_get_int_member (object, "dealer"), ==, deal->dealer);
  g_assert_cmpint (json_object_get_int_member (object, "target"), ==, context->target);
  g_assert_cmpstr (json_object_get_string_member (object, "school"), ==,
                   school == BELOTE_SCHOOL_FAMILY ? "family" : "tournament");
  g_assert_cmpint (json_array_get_length (json_object_get_array_member (object, "scores")), ==, 2);
  g_assert_true (hand_of (object, "hand") == deal->hands[seat]);
  g_assert_cmpuint (json_array_get_length (json_object_get_array_member (object, "bids")), ==, deal->n_bids);

  if (deal->phase == BELOTE_PHASE_PLAY)
    {
      JsonArray *tricks = json_object_get_array_member (object, "tricks");
      JsonArray *trick = json_object_get_array_member (object, "trick");
      JsonArray *declarations = json_object_get_array_member (object, "declarations");

      g_assert_cmpstr (json_object_get_string_member (object, "request"), ==, "play");
      g_assert_cmpint (json_object_get_int_member (object, "taker"), ==, deal->taker);
      g_assert_cmpstr (json_object_get_string_member (object, "trump"), ==, belote_suit_to_string (deal->trump));
      g_assert_true (hand_of (object, "legal") == belote_deal_legal_cards (deal));  /* B12 */
      g_assert_cmpuint (json_array_get_length (tricks), ==, deal->n_played / 4);
      g_assert_cmpuint (json_array_get_length (trick), ==, deal->n_played % 4);
      for (guint t = 0; t < json_array_get_length (tricks); t++)
        {
          JsonArray *cards = json_array_get_array_element (tricks, t);

          g_assert_cmpuint (json_array_get_length (cards), ==, 4);
          for (guint i = 0; i < 4; i++)
            {
              JsonObject *play = json_array_get_object_element (cards, i);

              g_assert_cmpstr (json_object_get_string_member (play, "card"), ==,
                               belote_card_to_string (deal->plays[t * 4 + i]));
              g_assert_cmpint (json_object_get_int_member (play, "seat"), ==,
                               (deal->trick_leader[t] + i) % 4);
            }
        }
      g_assert_cmpuint (json_array_get_length (declarations), ==, 4);
      /* B19, B27: what it could declare, on its first card, family rules */
      g_assert_cmpint (json_object_has_member (object, "declare"), ==,
                       school == BELOTE_SCHOOL_FAMILY && deal->n_played < 4);
      g_assert_true (json_object_has_member (object, "belote"));
    }
  else
    {
      g_assert_cmpstr (json_object_get_string_member (object, "request"), ==, "bid");
      g_assert_cmpint (json_object_get_int_member (object, "round"), ==,
                       deal->phase == BELOTE_PHASE_BID_FIRST ? 1 : 2);
      g_assert_cmpstr (json_object_get_string_member (object, "turned"), ==, belote_card_to_string (deal->turned));
      g_assert_false (json_object_has_member (object, "legal"));
    }

  /* never a card the seat cannot know */
  collect_strings (json_parser_get_root (parser), strings);
  for (guint i = 0; i < strings->len; i++)
    {
      BeloteCard card;

      if (belote_card_parse (g_ptr_array_index (strings, i), &card))
        g_assert_true (BELOTE_HAND_HAS (known, card));
    }
}

/* Every request of whole deals of both schools holds what its seat may
 * know and nothing more. */
static void
test_requests (void)
{
  for (guint school = 0; school < 2; school++)
    for (guint64 seed = 1; seed <= 12; seed++)
      {
        BeloteMatchContext context = { 501, { 120, 80 }, 0 };
        BeloteCard deck[BELOTE_N_CARDS];
        BeloteDeal deal;

        belote_deck_shuffle (seed, 0, deck);
        belote_deal_init (&deal, school, deck, (guint) (seed % 4));
        while (belote_deal_to_move (&deal) != BELOTE_NO_SEAT)
          {
            BeloteDecision d;
            g_autoptr(GError) error = NULL;

            check_request (&deal, school, &context);
            g_assert_true (belote_player_decide (BELOTE_LEVEL_STRONG, &deal, school, &context,
                                                 belote_player_seed (seed, 0, &deal), NULL, &d, &error));
            if (d.kind == BELOTE_DECISION_BID)
              g_assert_true (belote_deal_bid (&deal, d.bid, &error));
            else
              {
                if (d.n_declare > 0)
                  g_assert_true (belote_deal_declare (&deal, d.declare, d.n_declare, &error));
                g_assert_true (belote_deal_play (&deal, d.card, &error));
              }
            g_assert_no_error (error);
            belote_decision_clear (&d);
          }
        g_assert_null (belote_external_request_to_json (&deal, school, &context));
      }
}

/* ------------------------------------------------------------------ */
/* Whole matches                                                       */
/* ------------------------------------------------------------------ */

typedef struct
{
  guint      refused;
  guint32    codes;      /* bit per BeloteExternalError seen */
  GPtrArray *messages;
  char      *names[BELOTE_N_SEATS];
  gboolean   stopped[BELOTE_N_SEATS];
} Outcome;

static void
outcome_clear (Outcome *o)
{
  g_clear_pointer (&o->messages, g_ptr_array_unref);
  for (guint s = 0; s < BELOTE_N_SEATS; s++)
    g_clear_pointer (&o->names[s], g_free);
}

static gboolean
any_message_has (const Outcome *o,
                 const char    *needle)
{
  for (guint i = 0; i < o->messages->len; i++)
    if (strstr (g_ptr_array_index (o->messages, i), needle) != NULL)
      return TRUE;
  return FALSE;
}

/* A match to 301 with the engine at seats 0 and 2, Beginners at 1 and 3;
 * a refused answer is logged and the Expert decides (issue 29). The
 * match is checked by replaying its record (belote_record_load_data ()). */
static void
play_match (const char   *mode,
            guint         timeout_ms,
            BeloteSchool  school,
            guint64       seed,
            Outcome      *o)
{
  g_autoptr(BeloteMatch) match = belote_match_new (BELOTE_MODE_PLAY, school, 301, seed, TRUE);
  g_autoptr(BeloteMatch) replayed = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *record = NULL;
  BeloteExternalPlayer *engines[BELOTE_N_SEATS] = { NULL, };
  int totals[2], replayed_totals[2];

  memset (o, 0, sizeof *o);
  o->messages = g_ptr_array_new_with_free_func (g_free);
  for (guint s = 0; s < BELOTE_N_SEATS; s += 2)
    engines[s] = start_engine (mode != NULL ? "misbehave.py" : "legal.py", mode, timeout_ms);
  for (guint s = 1; s < BELOTE_N_SEATS; s += 2)
    belote_match_set_player (match, s, "Beginner", TRUE, "beginner");

  while (!belote_match_is_over (match))
    {
      guint deal_number = belote_match_get_n_deals (match);
      const BeloteDeal *deal;

      g_assert_cmpuint (deal_number, <, 500);
      g_assert_true (belote_match_start_deal (match, NULL, &error));
      g_assert_no_error (error);
      while ((deal = belote_match_get_current (match)) != NULL)
        {
          BeloteMatchContext context = { 301, { 0, 0 }, belote_match_get_pot (match) };
          gint8 seat = belote_deal_to_move (deal);
          BeloteDecision d;
          gboolean decided = FALSE;

          belote_match_get_totals (match, context.totals);
          if (engines[seat] != NULL)
            {
              g_autoptr(GError) refused = NULL;

              decided = belote_external_player_decide (engines[seat], deal, school, &context, NULL, &d, &refused);
              if (!decided)
                {
                  g_assert_error (refused, BELOTE_EXTERNAL_ERROR, refused->code);
                  g_assert_cmpstr (refused->message, !=, "");
                  o->refused++;
                  o->codes |= 1u << refused->code;
                  g_ptr_array_add (o->messages, g_strdup (refused->message));
                  g_test_message ("seat %d: %s", seat, refused->message);
                }
              else
                g_assert_cmpint (d.seat, ==, seat);
            }
          if (!decided)
            g_assert_true (belote_player_decide (engines[seat] != NULL ? BELOTE_LEVEL_EXPERT : BELOTE_LEVEL_BEGINNER,
                                                 deal, school, &context,
                                                 belote_player_seed (seed, deal_number, deal), NULL, &d, &error));
          g_assert_no_error (error);
          if (d.kind == BELOTE_DECISION_BID)
            g_assert_true (belote_match_bid (match, d.bid, &error));
          else
            {
              if (d.n_declare > 0)
                g_assert_true (belote_match_declare (match, d.declare, d.n_declare, &error));
              g_assert_no_error (error);
              g_assert_true (belote_match_play (match, d.card, &error));
            }
          g_assert_no_error (error);
          belote_decision_clear (&d);
        }
    }

  for (guint s = 0; s < BELOTE_N_SEATS; s += 2)
    {
      o->names[s] = belote_external_player_dup_name (engines[s]);
      o->stopped[s] = belote_external_player_is_stopped (engines[s]);
      belote_match_set_player (match, s, o->names[s], TRUE, "engine");
      g_object_unref (engines[s]);
    }

  /* a legal, finished match: its record replays (B4–B27) to the same end */
  record = belote_record_to_data (match, NULL);
  replayed = belote_record_load_data (record, -1, &error);
  g_assert_no_error (error);
  g_assert_true (belote_match_is_over (replayed));
  belote_match_get_totals (match, totals);
  belote_match_get_totals (replayed, replayed_totals);
  g_assert_cmpint (totals[0], ==, replayed_totals[0]);
  g_assert_cmpint (totals[1], ==, replayed_totals[1]);
}

static void
test_legal_engine (void)
{
  for (guint school = 0; school < 2; school++)
    {
      Outcome o;

      play_match (NULL, 0, school, 7 + school, &o);
      g_assert_cmpuint (o.refused, ==, 0);
      g_assert_cmpstr (o.names[0], ==, "Legal test engine");   /* its hello */
      g_assert_false (o.stopped[0] || o.stopped[2]);
      outcome_clear (&o);
    }
}

/* An engine that keeps its seat: each bad answer refused with the code,
 * the match completes. */
static void
check_kept (const char *mode,
            guint       code,
            const char *needle)
{
  Outcome o;

  play_match (mode, 0, BELOTE_SCHOOL_FAMILY, 3, &o);
  g_assert_cmpuint (o.refused, >, 0);
  g_assert_cmphex (o.codes, ==, 1u << code);
  g_assert_true (any_message_has (&o, needle));
  g_assert_true (any_message_has (&o, "Misbehaving"));   /* named by its hello */
  g_assert_false (o.stopped[0] || o.stopped[2]);
  outcome_clear (&o);
}

/* An engine that is stopped: refused once with the code, then every
 * later request fails at once; the match completes with the Expert. */
static void
check_stopped (const char *mode,
               guint       timeout_ms,
               guint       code,
               const char *needle)
{
  Outcome o;

  play_match (mode, timeout_ms, BELOTE_SCHOOL_FAMILY, 3, &o);
  g_assert_cmphex (o.codes, ==, (1u << code) | (1u << BELOTE_EXTERNAL_ERROR_STOPPED));
  g_assert_true (any_message_has (&o, needle));
  g_assert_true (o.stopped[0] && o.stopped[2]);
  outcome_clear (&o);
}

static void
test_malformed (void)
{
  check_kept ("malformed", BELOTE_EXTERNAL_ERROR_MALFORMED, "not one JSON object");
}

static void
test_not_object (void)
{
  check_kept ("notobject", BELOTE_EXTERNAL_ERROR_MALFORMED, "not a JSON object");
}

static void
test_bad_utf8 (void)
{
  check_kept ("badutf8", BELOTE_EXTERNAL_ERROR_MALFORMED, "UTF-8");
}

/* nesting over the bound is refused before json-glib (which recurses)
 * reads it */
static void
test_deep (void)
{
  check_kept ("deep", BELOTE_EXTERNAL_ERROR_MALFORMED, "not one JSON object");
}

static void
test_nul (void)
{
  check_kept ("nul", BELOTE_EXTERNAL_ERROR_MALFORMED, "not one JSON object");
}

/* Whatever bytes it writes (some lines, some too long, stray newlines),
 * nothing crashes and the match completes. */
static void
test_random_bytes (void)
{
  Outcome o;

  play_match ("random", 0, BELOTE_SCHOOL_FAMILY, 3, &o);
  g_assert_cmpuint (o.refused, >, 0);
  g_assert_cmphex (o.codes & ~((1u << BELOTE_EXTERNAL_ERROR_MALFORMED) | (1u << BELOTE_EXTERNAL_ERROR_ILLEGAL)
                               | (1u << BELOTE_EXTERNAL_ERROR_TOO_LONG) | (1u << BELOTE_EXTERNAL_ERROR_STOPPED)),
                   ==, 0);
  outcome_clear (&o);
}

/* B12: the refusal says why, as belote_deal_why_illegal () */
static void
test_illegal_card (void)
{
  check_kept ("illegal", BELOTE_EXTERNAL_ERROR_ILLEGAL, "(B12)");
}

/* B7: no "take" in the second round */
static void
test_illegal_bid (void)
{
  check_kept ("badbid", BELOTE_EXTERNAL_ERROR_ILLEGAL, "(B7)");
}

/* B17, B19: a carré it does not hold */
static void
test_illegal_declaration (void)
{
  check_kept ("baddeclare", BELOTE_EXTERNAL_ERROR_ILLEGAL, "does not hold");
}

/* B19: declarations go with the first card only */
static void
test_late_declaration (void)
{
  check_kept ("latedeclare", BELOTE_EXTERNAL_ERROR_ILLEGAL, "other than its first (B19)");
}

static void
test_crash (void)
{
  check_stopped ("crash", 0, BELOTE_EXTERNAL_ERROR_EXITED, "exited");
}

static void
test_silent (void)
{
  check_stopped ("silent", SHORT_TIMEOUT_MS, BELOTE_EXTERNAL_ERROR_TIMEOUT, "no answer within");
}

static void
test_giant_line (void)
{
  check_stopped ("giant", 0, BELOTE_EXTERNAL_ERROR_TOO_LONG, "longer than");
}

static void
test_old_protocol (void)
{
  check_stopped ("oldproto", 0, BELOTE_EXTERNAL_ERROR_MALFORMED, "protocol");
}

/* ------------------------------------------------------------------ */
/* Single requests                                                     */
/* ------------------------------------------------------------------ */

static void
first_deal (BeloteDeal *deal)
{
  BeloteCard deck[BELOTE_N_CARDS];

  belote_deck_shuffle (5, 0, deck);
  belote_deal_init (deal, BELOTE_SCHOOL_FAMILY, deck, 3);
}

static void
test_start_errors (void)
{
  const char *commands[] = { "/nonexistent/belote-engine --fast", "\"unterminated", "" };

  for (guint i = 0; i < G_N_ELEMENTS (commands); i++)
    {
      g_autoptr(GError) error = NULL;
      BeloteExternalPlayer *engine = belote_external_player_new (commands[i], &error);

      g_assert_null (engine);
      g_assert_error (error, BELOTE_EXTERNAL_ERROR, BELOTE_EXTERNAL_ERROR_START);
    }
}

/* The hello waits for the engine to start, then a short timeout holds:
 * a silent engine is stopped, and later requests fail at once. */
static void
test_timeout_then_stopped (void)
{
  g_autoptr(BeloteExternalPlayer) engine = start_engine ("misbehave.py", "silent", SHORT_TIMEOUT_MS);
  BeloteMatchContext context = { 501, { 0, 0 }, 0 };
  BeloteDecision d;
  BeloteDeal deal;

  first_deal (&deal);
  for (guint i = 0; i < 2; i++)
    {
      g_autoptr(GError) error = NULL;
      gint want = i == 0 ? BELOTE_EXTERNAL_ERROR_TIMEOUT : BELOTE_EXTERNAL_ERROR_STOPPED;

      g_assert_false (belote_external_player_decide (engine, &deal, BELOTE_SCHOOL_FAMILY, &context, NULL, &d, &error));
      g_assert_error (error, BELOTE_EXTERNAL_ERROR, want);
      g_assert_null (d.reason);
    }
  g_assert_true (belote_external_player_is_stopped (engine));
  g_assert_cmpuint (belote_external_player_get_timeout (engine), ==, SHORT_TIMEOUT_MS);
}

/* An engine that does not even answer the hello: stopped after the
 * hello's time (the default timeout). */
static void
test_mute (void)
{
  g_autoptr(BeloteExternalPlayer) engine = start_engine ("misbehave.py", "mute", SHORT_TIMEOUT_MS);
  g_autoptr(GError) error = NULL;
  BeloteMatchContext context = { 501, { 0, 0 }, 0 };
  BeloteDecision d;
  BeloteDeal deal;

  first_deal (&deal);
  g_assert_false (belote_external_player_decide (engine, &deal, BELOTE_SCHOOL_FAMILY, &context, NULL, &d, &error));
  g_assert_error (error, BELOTE_EXTERNAL_ERROR, BELOTE_EXTERNAL_ERROR_TIMEOUT);
  g_assert_true (belote_external_player_is_stopped (engine));
}

static void
decided_cb (GObject      *source,
            GAsyncResult *result,
            gpointer      user_data)
{
  GAsyncResult **out = user_data;

  (void) source;
  *out = g_object_ref (result);
}

static GAsyncResult *
wait_result (GAsyncResult **result)
{
  while (*result == NULL)
    g_main_context_iteration (NULL, TRUE);
  return *result;
}

/* decide_async gives what decide gives; a cancelled request is
 * G_IO_ERROR_CANCELLED and does not stop the engine. */
static void
test_async_and_cancel (void)
{
  g_autoptr(BeloteExternalPlayer) engine = start_engine ("legal.py", NULL, 0);
  g_autoptr(BeloteExternalPlayer) silent = start_engine ("misbehave.py", "silent", 0);
  g_autoptr(GCancellable) cancellable = g_cancellable_new ();
  g_autoptr(GError) error = NULL;
  BeloteMatchContext context = { 501, { 0, 0 }, 0 };
  GAsyncResult *result = NULL;
  BeloteDecision sync, async;
  BeloteDeal deal;

  first_deal (&deal);
  g_assert_true (belote_external_player_decide (engine, &deal, BELOTE_SCHOOL_FAMILY, &context, NULL, &sync, &error));
  g_assert_no_error (error);
  belote_external_player_decide_async (engine, &deal, BELOTE_SCHOOL_FAMILY, &context, NULL, decided_cb, &result);
  g_assert_true (belote_external_player_decide_finish (engine, wait_result (&result), &async, &error));
  g_assert_no_error (error);
  g_clear_object (&result);
  g_assert_cmpint (sync.kind, ==, BELOTE_DECISION_BID);
  g_assert_cmpint (async.kind, ==, sync.kind);
  g_assert_cmpint (async.bid, ==, sync.bid);
  g_assert_cmpint (async.seat, ==, belote_deal_to_move (&deal));
  belote_decision_clear (&sync);
  belote_decision_clear (&async);

  /* the silent engine answers its hello, then the caller gives up (the
   * default 10 s timeout would make it TIMEOUT) */
  belote_external_player_decide_async (silent, &deal, BELOTE_SCHOOL_FAMILY, &context, cancellable,
                                       decided_cb, &result);
  g_cancellable_cancel (cancellable);
  g_assert_false (belote_external_player_decide_finish (silent, wait_result (&result), &async, &error));
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_CANCELLED);
  g_clear_object (&result);
  g_assert_false (belote_external_player_is_stopped (silent));

  /* no decision due */
  deal.phase = BELOTE_PHASE_VOID;
  g_clear_error (&error);
  g_assert_false (belote_external_player_decide (engine, &deal, BELOTE_SCHOOL_FAMILY, &context, NULL, &sync, &error));
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_ARGUMENT);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/belote-external/requests", test_requests);
  g_test_add_func ("/belote-external/start-errors", test_start_errors);
  g_test_add_func ("/belote-external/legal-engine", test_legal_engine);
  g_test_add_func ("/belote-external/async-and-cancel", test_async_and_cancel);
  g_test_add_func ("/belote-external/malformed", test_malformed);
  g_test_add_func ("/belote-external/not-object", test_not_object);
  g_test_add_func ("/belote-external/bad-utf8", test_bad_utf8);
  g_test_add_func ("/belote-external/deep", test_deep);
  g_test_add_func ("/belote-external/nul", test_nul);
  g_test_add_func ("/belote-external/random-bytes", test_random_bytes);
  g_test_add_func ("/belote-external/illegal-card", test_illegal_card);
  g_test_add_func ("/belote-external/illegal-bid", test_illegal_bid);
  g_test_add_func ("/belote-external/illegal-declaration", test_illegal_declaration);
  g_test_add_func ("/belote-external/late-declaration", test_late_declaration);
  g_test_add_func ("/belote-external/crash", test_crash);
  g_test_add_func ("/belote-external/silent", test_silent);
  g_test_add_func ("/belote-external/giant-line", test_giant_line);
  g_test_add_func ("/belote-external/old-protocol", test_old_protocol);
  g_test_add_func ("/belote-external/timeout-then-stopped", test_timeout_then_stopped);
  g_test_add_func ("/belote-external/mute", test_mute);

  return g_test_run ();
}
