/* test-belote-session-play.c — a Belote match played at the card table
 * without a window (BeloteSession, issue 29)
 *
 * SPDX-FileCopyrightText: 2026 The Balut developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The person (seat 0) bids and plays by a test policy (takes in the
 * first round, names the first suit allowed in the second, declares all
 * it holds on its first card, plays its lowest legal card); the
 * computer seats play by themselves in worker threads. Whole matches at
 * each level, recorded and verified; a person's move out of turn; an
 * illegal card refused with its reason (B12) and nothing changed; undo
 * of the person's card until the next seat plays; the hint; assisted in
 * the record and the store; determinism from the seed; resume at the
 * exact card; pause, paused, hold and skip_wait; a session disposed
 * while a decision runs. Waits are for events (the main context is
 * iterated until a condition holds), never sleeps.
 */

#include "config.h"

#include <string.h>

#include "belote-record.h"
#include "belote-session.h"
#include "belote-store.h"
#include "store-test-util.h"

#define LONG_MS 600000   /* a wait no test sees the end of */

typedef struct
{
  char          *dir;
  char          *save_path;
  BalutStore    *store;
  BeloteSession *session;
  guint          n_recorded;
  guint          n_computer_moved;
  guint          n_tricks_done;
  guint          n_deals_done;
  guint          n_hint_changed;
  guint          n_thinking_changed;
  guint          n_engine_replaced;
} Fixture;

static BalutStore *
fixture_store_cb (gpointer     data,
                  const char **notice)
{
  Fixture *f = data;

  if (notice != NULL)
    *notice = f->store == NULL ? "no store in this test" : NULL;
  return f->store;
}

static void
recorded_cb (BeloteSession *session,
             gint64         id,
             Fixture       *f)
{
  g_assert_cmpint (id, >, 0);
  f->n_recorded++;
}

static void
computer_moved_cb (BeloteSession *session,
                   gint           seat,
                   gint           kind,
                   gint           bid_or_card,
                   Fixture       *f)
{
  g_assert_cmpint (seat, >=, 1);
  g_assert_cmpint (seat, <=, 3);
  g_assert_true (kind == BELOTE_DECISION_BID || kind == BELOTE_DECISION_PLAY);
  if (kind == BELOTE_DECISION_PLAY)
    g_assert_cmpint (bid_or_card, <, BELOTE_N_CARDS);
  f->n_computer_moved++;
}

static void
trick_done_cb (BeloteSession *session,
               gint           winner,
               Fixture       *f)
{
  g_assert_cmpint (winner, >=, 0);
  g_assert_cmpint (winner, <, BELOTE_N_SEATS);
  f->n_tricks_done++;
}

static void
deal_done_cb (BeloteSession *session,
              guint          deal_number,
              Fixture       *f)
{
  BeloteMatch *match = belote_session_get_match (session);

  g_assert_cmpuint (deal_number + 1, ==, belote_match_get_n_deals (match));
  g_assert_null (belote_match_get_current (match));
  f->n_deals_done++;
}

static void
count_cb (BeloteSession *session,
          guint         *counter)
{
  (*counter)++;
}

static void
engine_replaced_cb (BeloteSession *session,
                    gint           seat,
                    const char    *why,
                    Fixture       *f)
{
  f->n_engine_replaced++;
}

static BeloteSession *
new_session (Fixture    *f,
             const char *save_path)
{
  BeloteSession *session = belote_session_new (save_path);

  belote_session_set_store_func (session, fixture_store_cb, f, NULL);
  belote_session_set_computer_pause (session, 0);
  belote_session_set_computer_hold (session, 0);
  g_signal_connect (session, "recorded", G_CALLBACK (recorded_cb), f);
  g_signal_connect (session, "computer-moved", G_CALLBACK (computer_moved_cb), f);
  g_signal_connect (session, "trick-done", G_CALLBACK (trick_done_cb), f);
  g_signal_connect (session, "deal-done", G_CALLBACK (deal_done_cb), f);
  g_signal_connect (session, "hint-changed", G_CALLBACK (count_cb), &f->n_hint_changed);
  g_signal_connect (session, "thinking-changed", G_CALLBACK (count_cb), &f->n_thinking_changed);
  g_signal_connect (session, "engine-replaced", G_CALLBACK (engine_replaced_cb), f);
  return session;
}

static void
fixture_set_up (Fixture       *f,
                gconstpointer  data)
{
  g_autofree char *db = NULL;

  f->dir = balut_test_make_tmp_dir ("belote-session-play-XXXXXX");
  f->save_path = g_build_filename (f->dir, BELOTE_AUTOSAVE_FILE_NAME, NULL);
  db = g_build_filename (f->dir, "scores.sqlite", NULL);
  f->store = store_test_open (db);
  f->session = new_session (f, f->save_path);
}

/* every decision asked for has come back (none left in a thread) */
static void
wait_jobs (void)
{
  while (belote_session_get_n_jobs_running () > 0)
    g_main_context_iteration (NULL, TRUE);
}

static void
fixture_tear_down (Fixture       *f,
                   gconstpointer  data)
{
  if (f->session != NULL)
    g_assert_finalize_object (f->session);
  wait_jobs ();
  g_clear_object (&f->store);
  balut_test_remove_tree (f->dir);
  g_free (f->save_path);
  g_free (f->dir);
}

static BeloteMatch *
new_match (guint64      seed,
           int          target,
           BeloteLevel  level)
{
  BeloteMatch *match = belote_match_new (BELOTE_MODE_PLAY, BELOTE_SCHOOL_FAMILY, target, seed, TRUE);
  static const char *const names[BELOTE_N_SEATS] = { "Ana", "East", "North", "West" };

  for (guint s = 0; s < BELOTE_N_SEATS; s++)
    belote_match_set_player (match, s, names[s], s != BELOTE_PERSON_SEAT,
                             s != BELOTE_PERSON_SEAT ? belote_level_to_string (level) : NULL);
  return match;
}

static BeloteMatch *
match_of (Fixture *f)
{
  return belote_session_get_match (f->session);
}

static const BeloteDeal *
current (Fixture *f)
{
  return belote_match_get_current (match_of (f));
}

static void
start (Fixture     *f,
       BeloteMatch *match)
{
  g_autoptr(GError) error = NULL;

  g_assert_true (belote_session_start_match (f->session, match, &error));
  g_assert_no_error (error);
  g_assert_true (match_of (f) == match);
  g_assert_cmpuint (belote_match_get_n_deals (match), ==, 1);
}

/* The person's bid by the policy (B6, B7) */
static BeloteBid
policy_bid (const BeloteDeal *deal)
{
  if (deal->phase == BELOTE_PHASE_BID_FIRST)
    return BELOTE_BID_TAKE;
  for (BeloteSuit suit = BELOTE_CLUBS; suit <= BELOTE_SPADES; suit++)
    if (belote_deal_bid_allowed (deal, BELOTE_BID_SUIT (suit)))
      return BELOTE_BID_SUIT (suit);
  return BELOTE_BID_PASS;
}

static gboolean
person_has_played (const BeloteDeal *deal)
{
  for (guint i = 0; i < deal->n_played; i++)
    if (BELOTE_HAND_HAS (deal->dealt[BELOTE_PERSON_SEAT], deal->plays[i]))
      return TRUE;
  return FALSE;
}

/* What the person holds to declare now (B19: on its first card) */
static guint
person_declarations (const BeloteDeal   *deal,
                     BeloteAnnouncement  out[BELOTE_HAND_SIZE])
{
  if (deal->school == BELOTE_SCHOOL_TOURNAMENT || person_has_played (deal))
    return 0;
  return belote_hand_announcements (deal->dealt[BELOTE_PERSON_SEAT], out);
}

/* The person's move by the policy */
static void
person_move (Fixture *f)
{
  g_autoptr(GError) error = NULL;
  const BeloteDeal *deal = current (f);

  g_assert_true (belote_session_is_person_turn (f->session));
  if (deal->phase == BELOTE_PHASE_PLAY)
    {
      BeloteAnnouncement declare[BELOTE_HAND_SIZE];
      guint n = person_declarations (deal, declare);
      BeloteCard card = (BeloteCard) g_bit_nth_lsf (belote_deal_legal_cards (deal), -1);

      g_assert_true (belote_session_play (f->session, card, declare, n, &error));
    }
  else
    g_assert_true (belote_session_bid (f->session, policy_bid (deal), &error));
  g_assert_no_error (error);
}

typedef gboolean (*StopFunc) (Fixture *f, gpointer data);

/* Plays on (the person by the policy, the next deal dealt) until stop
 * says so at the person's turn, or the match is over. Returns whether
 * stop did. */
static gboolean
drive (Fixture  *f,
       StopFunc  stop,
       gpointer  data)
{
  while (!belote_match_is_over (match_of (f)))
    {
      if (current (f) == NULL)
        {
          g_autoptr(GError) error = NULL;

          g_assert_true (belote_session_next_deal (f->session, &error));
          g_assert_no_error (error);
        }
      else if (belote_session_is_person_turn (f->session))
        {
          if (stop != NULL && stop (f, data))
            return TRUE;
          person_move (f);
        }
      else
        g_main_context_iteration (NULL, TRUE);
    }
  return FALSE;
}

static void
spin_until (gboolean (*done) (Fixture *f),
            Fixture   *f)
{
  while (!done (f))
    g_main_context_iteration (NULL, TRUE);
}

static gboolean
not_thinking (Fixture *f)
{
  return !belote_session_is_thinking (f->session);
}

/* the saves asked for are made from an idle */
static void
flush_saves (BeloteSession *session)
{
  BalutAutosaver *autosaver = belote_session_get_autosaver (session);

  while (balut_autosaver_get_pending (autosaver))
    g_main_context_iteration (NULL, TRUE);
}

static void
assert_announcements_equal (const BeloteAnnouncement *a,
                            const BeloteAnnouncement *b)
{
  g_assert_cmpint (a->kind, ==, b->kind);
  g_assert_cmpint (a->suit, ==, b->suit);
  g_assert_cmpint (a->top, ==, b->top);
  g_assert_cmpuint (a->length, ==, b->length);
  g_assert_cmpint (a->seat, ==, b->seat);
}

/* field by field (a struct's padding is not the deal) */
static void
assert_deals_equal (const BeloteDeal *a,
                    const BeloteDeal *b)
{
  g_assert_cmpint (a->school, ==, b->school);
  g_assert_cmpmem (a->deck, sizeof a->deck, b->deck, sizeof b->deck);
  g_assert_cmpuint (a->dealer, ==, b->dealer);
  g_assert_cmpint (a->phase, ==, b->phase);
  g_assert_cmpmem (a->bids, a->n_bids, b->bids, b->n_bids);
  g_assert_cmpint (a->taker, ==, b->taker);
  g_assert_cmpint (a->trump, ==, b->trump);
  g_assert_cmpuint (a->turned, ==, b->turned);
  g_assert_cmpmem (a->hands, sizeof a->hands, b->hands, sizeof b->hands);
  if (a->taker != BELOTE_NO_SEAT)
    g_assert_cmpmem (a->dealt, sizeof a->dealt, b->dealt, sizeof b->dealt);
  g_assert_cmpmem (a->plays, a->n_played, b->plays, b->n_played);
  g_assert_cmpmem (a->trick_leader, sizeof a->trick_leader, b->trick_leader, sizeof b->trick_leader);
  g_assert_cmpmem (a->trick_winner, sizeof a->trick_winner, b->trick_winner, sizeof b->trick_winner);
  for (guint s = 0; s < BELOTE_N_SEATS; s++)
    {
      g_assert_cmpint (a->has_declared[s], ==, b->has_declared[s]);
      g_assert_cmpuint (a->n_declared[s], ==, b->n_declared[s]);
      for (guint i = 0; i < a->n_declared[s]; i++)
        assert_announcements_equal (&a->declared[s][i], &b->declared[s][i]);
    }
  g_assert_cmpuint (a->belote_said, ==, b->belote_said);
}

static void
assert_matches_equal (BeloteMatch *a,
                      BeloteMatch *b)
{
  int ta[BELOTE_N_TEAMS], tb[BELOTE_N_TEAMS];

  g_assert_cmpuint (belote_match_get_n_deals (a), ==, belote_match_get_n_deals (b));
  for (guint n = 0; n < belote_match_get_n_deals (a); n++)
    assert_deals_equal (belote_match_get_deal (a, n), belote_match_get_deal (b, n));
  belote_match_get_totals (a, ta);
  belote_match_get_totals (b, tb);
  g_assert_cmpint (ta[0], ==, tb[0]);
  g_assert_cmpint (ta[1], ==, tb[1]);
  g_assert_cmpint (belote_match_get_pot (a), ==, belote_match_get_pot (b));
  g_assert_cmpint (belote_match_get_assisted (a), ==, belote_match_get_assisted (b));
}

/* The record of the match, loaded again (the replay checks every bid,
 * declaration and card, and the decks from the seed) */
static BeloteMatch *
reload (BeloteMatch *match)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *data = belote_record_to_data (match, NULL);
  BeloteMatch *loaded = belote_record_load_data (data, -1, &error);

  g_assert_no_error (error);
  g_assert_nonnull (loaded);
  return loaded;
}

/* ------------------------------------------------------------ tests */

/* A whole match at each level (B3–B25): played to its end, recorded
 * once, its record replays to the same totals */
static void
test_whole_match (Fixture       *f,
                  gconstpointer  data)
{
  BeloteLevel level = GPOINTER_TO_INT (data);
  g_autoptr(BeloteMatch) loaded = NULL;
  g_autoptr(GPtrArray) summaries = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *stored = NULL;
  BeloteMatch *match = new_match (1000 + level, 301, level);
  guint n_played_deals = 0;

  start (f, match);
  g_assert_false (drive (f, NULL, NULL));
  g_assert_true (belote_match_is_over (match));
  g_assert_cmpint (belote_match_get_winner (match), !=, BELOTE_NO_TEAM);
  g_assert_false (belote_session_is_thinking (f->session));

  /* recorded, once, and not assisted */
  g_assert_cmpuint (f->n_recorded, ==, 1);
  g_assert_cmpint (belote_session_get_store_id (f->session), >, 0);
  g_assert_false (belote_match_get_assisted (match));
  summaries = balut_store_list_belote_matches (f->store, 0, 0, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (summaries->len, ==, 1);
  g_assert_false (((BeloteMatchSummary *) g_ptr_array_index (summaries, 0))->assisted);

  /* the record as stored verifies and says the same */
  stored = balut_store_load_belote_record (f->store, belote_session_get_store_id (f->session), &error);
  g_assert_no_error (error);
  loaded = belote_record_load_data (stored, -1, &error);
  g_assert_no_error (error);
  assert_matches_equal (match, loaded);
  g_assert_true (belote_match_is_over (loaded));
  g_assert_cmpint (belote_match_get_winner (loaded), ==, belote_match_get_winner (match));

  /* the signals: every computer move, trick and deal told */
  for (guint n = 0; n < belote_match_get_n_deals (match); n++)
    n_played_deals += belote_match_get_deal (match, n)->phase == BELOTE_PHASE_DONE;
  g_assert_cmpuint (f->n_tricks_done, ==, n_played_deals * BELOTE_N_TRICKS);
  g_assert_cmpuint (f->n_deals_done, ==, belote_match_get_n_deals (match));
  g_assert_cmpuint (f->n_computer_moved, >, 0);
  g_assert_cmpuint (f->n_thinking_changed, >, 0);
  g_assert_cmpuint (f->n_engine_replaced, ==, 0);

  /* the match is final: nothing to undo, no deal after it */
  g_assert_false (belote_session_can_undo (f->session));
  g_assert_false (belote_session_next_deal (f->session, &error));
  g_assert_error (error, BELOTE_MATCH_ERROR, BELOTE_MATCH_ERROR_OVER);
  g_object_unref (match);
}

/* Two matches won one after the other in one session (one window): both
 * stay in the store — the second's record never takes the first's place */
static void
test_two_matches_recorded (Fixture       *f,
                           gconstpointer  data)
{
  g_autoptr(GPtrArray) summaries = NULL;
  g_autoptr(GError) error = NULL;
  BeloteMatch *first = new_match (2001, 301, BELOTE_LEVEL_CASUAL);
  BeloteMatch *second = new_match (2002, 301, BELOTE_LEVEL_CASUAL);
  gint64 first_id, second_id;

  (void) data;
  start (f, first);
  g_assert_false (drive (f, NULL, NULL));
  first_id = belote_session_get_store_id (f->session);
  g_assert_cmpint (first_id, >, 0);

  start (f, second);
  g_assert_false (drive (f, NULL, NULL));
  second_id = belote_session_get_store_id (f->session);
  g_assert_cmpint (second_id, >, 0);
  g_assert_cmpint (second_id, !=, first_id);
  g_assert_cmpuint (f->n_recorded, ==, 2);

  summaries = balut_store_list_belote_matches (f->store, 0, 0, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (summaries->len, ==, 2);
  g_object_unref (first);
  g_object_unref (second);
}

/* A computer seat declared with its first card (B19) */
static gboolean
stop_computer_declared (Fixture  *f,
                        gpointer  data)
{
  const BeloteDeal *deal = current (f);

  for (guint s = 1; s < BELOTE_N_SEATS; s++)
    if (deal->n_declared[s] > 0)
      return TRUE;
  return FALSE;
}

/* B19: a computer seat's declarations are made with its first card
 * (before it: the card is in the deal's plays), and the record keeps
 * them */
static void
test_computer_declares (Fixture       *f,
                        gconstpointer  data)
{
  g_autoptr(BeloteMatch) loaded = NULL;
  const BeloteDeal *deal;
  gboolean found = FALSE;

  for (guint64 seed = 1; seed < 100 && !found; seed++)
    {
      g_autoptr(BeloteMatch) match = new_match (seed, 1000, BELOTE_LEVEL_STRONG);

      start (f, match);
      found = drive (f, stop_computer_declared, NULL);
    }
  g_assert_true (found);
  deal = current (f);
  for (guint s = 1; s < BELOTE_N_SEATS; s++)
    if (deal->n_declared[s] > 0)
      {
        gboolean played = FALSE;

        g_assert_true (deal->has_declared[s]);
        for (guint i = 0; i < deal->n_played; i++)
          played |= BELOTE_HAND_HAS (deal->dealt[s], deal->plays[i]);
        g_assert_true (played);
        for (guint i = 0; i < deal->n_declared[s]; i++)
          g_assert_true (belote_hand_holds (deal->dealt[s], &deal->declared[s][i]));
      }
  loaded = reload (match_of (f));
  assert_matches_equal (match_of (f), loaded);
}

/* A computer seat to move first (B6: the seat after the dealer bids
 * first): a seed whose first dealer is not West */
static guint64
seed_computer_first (void)
{
  for (guint64 seed = 1;; seed++)
    if (belote_first_dealer (seed) != BELOTE_N_SEATS - 1)
      return seed;
}

static void
test_not_your_turn (Fixture       *f,
                    gconstpointer  data)
{
  g_autoptr(BeloteMatch) match = new_match (seed_computer_first (), 501, BELOTE_LEVEL_BEGINNER);
  g_autoptr(GError) error = NULL;
  const BeloteDeal *deal;

  belote_session_set_computer_pause (f->session, LONG_MS);
  start (f, match);
  deal = current (f);
  g_assert_cmpint (belote_deal_to_move (deal), !=, BELOTE_PERSON_SEAT);
  g_assert_false (belote_session_is_person_turn (f->session));
  g_assert_false (belote_session_hint_possible (f->session));

  g_assert_false (belote_session_bid (f->session, BELOTE_BID_TAKE, &error));
  g_assert_error (error, BELOTE_SESSION_ERROR, BELOTE_SESSION_ERROR_NOT_YOUR_TURN);
  g_clear_error (&error);
  g_assert_false (belote_session_play (f->session, deal->deck[0], NULL, 0, &error));
  g_assert_error (error, BELOTE_SESSION_ERROR, BELOTE_SESSION_ERROR_NOT_YOUR_TURN);
  g_clear_error (&error);
  g_assert_cmpuint (deal->n_bids, ==, 0);
  g_assert_false (belote_session_can_undo (f->session));
  g_assert_false (belote_session_undo (f->session, &error));
  g_assert_error (error, BELOTE_SESSION_ERROR, BELOTE_SESSION_ERROR_NOTHING_TO_UNDO);

  /* between deals nobody moves: the match says so */
  g_clear_error (&error);
  g_assert_false (belote_session_next_deal (f->session, &error));
  g_assert_error (error, BELOTE_DEAL_ERROR, BELOTE_DEAL_ERROR_PHASE);
}

/* The person's first card of a deal, holding an announcement and a card
 * they may not play (B12, B19) */
static gboolean
stop_illegal_first_card (Fixture  *f,
                         gpointer  data)
{
  const BeloteDeal *deal = current (f);
  BeloteAnnouncement declare[BELOTE_HAND_SIZE];

  return deal->phase == BELOTE_PHASE_PLAY
         && belote_deal_legal_cards (deal) != deal->hands[BELOTE_PERSON_SEAT]
         && person_declarations (deal, declare) > 0;
}

/* B12: an illegal card refused with its reason; with declarations, none
 * is left behind; the same card with the same declarations refused
 * again, a legal one then taken with them */
static void
test_illegal_card (Fixture       *f,
                   gconstpointer  data)
{
  g_autoptr(GError) error = NULL;
  BeloteAnnouncement declare[BELOTE_HAND_SIZE];
  g_autofree char *why = NULL;
  g_autofree char *saved_before = NULL;
  g_autofree char *saved_after = NULL;
  BeloteDeal before;
  const BeloteDeal *deal;
  BeloteHand illegal;
  BeloteCard card;
  guint n;
  gboolean found = FALSE;

  for (guint64 seed = 1; seed < 400 && !found; seed++)
    {
      g_autoptr(BeloteMatch) match = new_match (seed, 1000, BELOTE_LEVEL_BEGINNER);

      start (f, match);
      found = drive (f, stop_illegal_first_card, NULL);
    }
  g_assert_true (found);

  deal = current (f);
  memcpy (&before, deal, sizeof before);
  illegal = deal->hands[BELOTE_PERSON_SEAT] & ~belote_deal_legal_cards (deal);
  card = (BeloteCard) g_bit_nth_lsf (illegal, -1);
  why = belote_deal_why_illegal (deal, card);
  g_assert_nonnull (why);
  n = person_declarations (deal, declare);
  saved_before = belote_record_to_data (match_of (f), NULL);

  g_assert_false (belote_session_play (f->session, card, declare, n, &error));
  g_assert_error (error, BELOTE_DEAL_ERROR, BELOTE_DEAL_ERROR_ILLEGAL_CARD);
  g_assert_cmpstr (error->message, ==, why);
  g_clear_error (&error);
  /* nothing changed: no declaration made, no card, the same record */
  assert_deals_equal (&before, current (f));
  g_assert_false (current (f)->has_declared[BELOTE_PERSON_SEAT]);
  saved_after = belote_record_to_data (match_of (f), NULL);
  g_assert_cmpstr (saved_before, ==, saved_after);
  g_assert_true (belote_session_is_person_turn (f->session));

  /* a card not held: refused too */
  for (BeloteCard other = 0; other < BELOTE_N_CARDS; other++)
    if (!BELOTE_HAND_HAS (deal->hands[BELOTE_PERSON_SEAT], other))
      {
        g_assert_false (belote_session_play (f->session, other, NULL, 0, &error));
        g_assert_error (error, BELOTE_DEAL_ERROR, BELOTE_DEAL_ERROR_NOT_HELD);
        g_clear_error (&error);
        break;
      }

  /* a legal card with the declarations: both taken */
  card = (BeloteCard) g_bit_nth_lsf (belote_deal_legal_cards (deal), -1);
  g_assert_true (belote_session_play (f->session, card, declare, n, &error));
  g_assert_no_error (error);
  deal = belote_match_get_deal (match_of (f), belote_match_get_n_deals (match_of (f)) - 1);
  g_assert_true (deal->has_declared[BELOTE_PERSON_SEAT]);
  g_assert_cmpuint (deal->n_declared[BELOTE_PERSON_SEAT], ==, n);
  g_assert_cmpuint (deal->n_played, ==, before.n_played + 1);
}

/* The person's card with the next seat a computer, and (data) the first
 * card with declarations */
static gboolean
stop_before_card (Fixture  *f,
                  gpointer  data)
{
  const BeloteDeal *deal = current (f);
  BeloteAnnouncement declare[BELOTE_HAND_SIZE];
  gboolean with_declarations = GPOINTER_TO_INT (data);

  /* B11: the fourth card of a trick may give the lead back to the person */
  return deal->phase == BELOTE_PHASE_PLAY
         && deal->n_played % BELOTE_N_SEATS != BELOTE_N_SEATS - 1
         && (!with_declarations || person_declarations (deal, declare) > 0);
}

static gboolean
next_seat_played (Fixture *f)
{
  return !belote_session_can_undo (f->session);
}

static void
undo_card (Fixture  *f,
           gboolean  with_declarations)
{
  g_autoptr(GError) error = NULL;
  BeloteAnnouncement declare[BELOTE_HAND_SIZE];
  const BeloteDeal *deal;
  BeloteDeal before;
  BeloteCard card;
  guint n = 0, n_moved;
  gboolean found = FALSE;

  for (guint64 seed = 1; seed < 400 && !found; seed++)
    {
      g_autoptr(BeloteMatch) match = new_match (seed, 1000, BELOTE_LEVEL_STRONG);

      start (f, match);
      found = drive (f, stop_before_card, GINT_TO_POINTER (with_declarations));
    }
  g_assert_true (found);
  g_assert_false (belote_match_get_assisted (match_of (f)));

  /* the next seat waits (a long pause) */
  belote_session_set_computer_pause (f->session, LONG_MS);
  deal = current (f);
  memcpy (&before, deal, sizeof before);
  if (with_declarations)
    n = person_declarations (deal, declare);
  card = (BeloteCard) g_bit_nth_lsf (belote_deal_legal_cards (deal), -1);
  g_assert_true (belote_session_play (f->session, card, declare, n, &error));
  g_assert_no_error (error);
  g_assert_false (belote_session_is_person_turn (f->session));
  g_assert_true (belote_session_can_undo (f->session));

  /* taken back whole, declarations too; the match is assisted */
  g_assert_true (belote_session_undo (f->session, &error));
  g_assert_no_error (error);
  assert_deals_equal (&before, current (f));
  g_assert_true (belote_session_is_person_turn (f->session));
  g_assert_true (belote_match_get_assisted (match_of (f)));
  g_assert_false (belote_session_is_thinking (f->session));
  /* only the person's own moves: the card before was another seat's
   * (unless the person played the last card of the trick before and
   * won it: then that card may be taken back too) */
  if (before.n_played > 0)
    {
      guint last = before.n_played - 1;
      gint seat = (before.trick_leader[last / BELOTE_N_SEATS] + last % BELOTE_N_SEATS) % BELOTE_N_SEATS;

      g_assert_cmpint (belote_session_can_undo (f->session), ==, seat == BELOTE_PERSON_SEAT);
    }

  /* played again: once the next seat has played, no undo */
  n_moved = f->n_computer_moved;
  g_assert_true (belote_session_play (f->session, card, declare, n, &error));
  g_assert_no_error (error);
  g_assert_true (belote_session_can_undo (f->session));
  belote_session_set_computer_pause (f->session, 0);
  belote_session_skip_wait (f->session);
  spin_until (next_seat_played, f);
  g_assert_cmpuint (f->n_computer_moved, ==, n_moved + 1);
  g_assert_false (belote_session_undo (f->session, &error));
  g_assert_error (error, BELOTE_SESSION_ERROR, BELOTE_SESSION_ERROR_NOTHING_TO_UNDO);
  g_clear_error (&error);

  /* the match is assisted to its end and in its record and the store */
  g_assert_false (drive (f, NULL, NULL));
  g_assert_true (belote_match_get_assisted (match_of (f)));
  {
    g_autoptr(BeloteMatch) loaded = reload (match_of (f));
    g_autoptr(GPtrArray) summaries = balut_store_list_belote_matches (f->store, 0, 0, &error);
    g_autofree char *data = belote_record_to_data (match_of (f), NULL);

    g_assert_true (belote_match_get_assisted (loaded));
    g_assert_nonnull (strstr (data, "\"assisted\""));
    g_assert_no_error (error);
    /* newest first: this match */
    g_assert_cmpuint (summaries->len, >=, 1);
    g_assert_true (((BeloteMatchSummary *) g_ptr_array_index (summaries, 0))->assisted);
  }
}

static void
test_undo_card (Fixture       *f,
                gconstpointer  data)
{
  undo_card (f, FALSE);
}

static void
test_undo_card_declared (Fixture       *f,
                         gconstpointer  data)
{
  undo_card (f, TRUE);
}

/* The person's bid taken back until the next seat bids */
static gboolean
stop_bid (Fixture  *f,
          gpointer  data)
{
  return current (f)->phase == BELOTE_PHASE_BID_FIRST && current (f)->dealer != BELOTE_PERSON_SEAT;
}

static void
test_undo_bid (Fixture       *f,
               gconstpointer  data)
{
  g_autoptr(BeloteMatch) match = new_match (5, 501, BELOTE_LEVEL_CASUAL);
  g_autoptr(GError) error = NULL;
  BeloteDeal before;

  start (f, match);
  g_assert_true (drive (f, stop_bid, NULL));
  belote_session_set_computer_pause (f->session, LONG_MS);
  memcpy (&before, current (f), sizeof before);
  g_assert_true (belote_session_bid (f->session, BELOTE_BID_PASS, &error));
  g_assert_no_error (error);
  g_assert_true (belote_session_can_undo (f->session));
  g_assert_true (belote_session_undo (f->session, &error));
  g_assert_no_error (error);
  assert_deals_equal (&before, current (f));
  g_assert_true (belote_match_get_assisted (match));
  g_assert_false (belote_session_can_undo (f->session));
}

static gboolean
have_hint (Fixture *f)
{
  return belote_session_get_hint (f->session) != NULL;
}

static gboolean
stop_play (Fixture  *f,
           gpointer  data)
{
  return current (f)->phase == BELOTE_PHASE_PLAY;
}

/* The hint: the Expert's decision for the person, legal, with a
 * reason; asking marks the match assisted; it goes when the person moves */
static void
test_hint (Fixture       *f,
           gconstpointer  data)
{
  g_autoptr(BeloteMatch) match = new_match (11, 301, BELOTE_LEVEL_CASUAL);
  g_autoptr(BeloteMatch) loaded = NULL;
  const BeloteDecision *hint;
  const BeloteDeal *deal;
  g_autoptr(GError) error = NULL;
  guint n_changed;

  start (f, match);
  g_assert_true (drive (f, stop_play, NULL));
  g_assert_null (belote_session_get_hint (f->session));
  g_assert_true (belote_session_hint_possible (f->session));

  /* paused: no hint */
  belote_session_set_paused (f->session, TRUE);
  g_assert_false (belote_session_hint_possible (f->session));
  belote_session_request_hint (f->session);
  g_assert_false (belote_session_is_thinking (f->session));
  g_assert_false (belote_match_get_assisted (match));
  belote_session_set_paused (f->session, FALSE);

  n_changed = f->n_hint_changed;
  belote_session_request_hint (f->session);
  g_assert_true (belote_match_get_assisted (match));
  spin_until (have_hint, f);
  g_assert_cmpuint (f->n_hint_changed, ==, n_changed + 1);
  spin_until (not_thinking, f);

  hint = belote_session_get_hint (f->session);
  deal = current (f);
  g_assert_cmpint (hint->seat, ==, BELOTE_PERSON_SEAT);
  g_assert_cmpint (hint->kind, ==, BELOTE_DECISION_PLAY);
  g_assert_true (BELOTE_HAND_HAS (belote_deal_legal_cards (deal), hint->card));
  g_assert_nonnull (hint->reason);

  /* asked again for the same moment: the same hint, nothing new */
  belote_session_request_hint (f->session);
  g_assert_true (belote_session_get_hint (f->session) == hint);
  g_assert_false (belote_session_is_thinking (f->session));

  /* the person plays it: the hint goes */
  g_assert_true (belote_session_play (f->session, hint->card, NULL, 0, &error));
  g_assert_no_error (error);
  g_assert_null (belote_session_get_hint (f->session));
  g_assert_cmpuint (f->n_hint_changed, ==, n_changed + 2);

  /* kept in the record */
  loaded = reload (match);
  g_assert_true (belote_match_get_assisted (loaded));
}

/* The same seed and the same person's choices replay the same match
 * (issue 29: determinism) */
static void
test_determinism (Fixture       *f,
                  gconstpointer  data)
{
  char *records[2] = { NULL, NULL };

  for (guint i = 0; i < 2; i++)
    {
      g_autoptr(BeloteMatch) match = new_match (77, 301, GPOINTER_TO_INT (data));

      g_clear_object (&f->session);
      wait_jobs ();
      f->session = new_session (f, NULL);
      start (f, match);
      g_assert_false (drive (f, NULL, NULL));
      records[i] = belote_record_to_data (match, NULL);
    }
  g_assert_cmpstr (records[0], ==, records[1]);
  g_free (records[0]);
  g_free (records[1]);
}

/* In a deal after the first, mid-trick, at the person's turn */
static gboolean
stop_mid_trick (Fixture  *f,
                gpointer  data)
{
  const BeloteDeal *deal = current (f);

  return belote_match_get_n_deals (match_of (f)) >= 2
         && deal->phase == BELOTE_PHASE_PLAY && deal->n_played % BELOTE_N_SEATS == 2;
}

/* Resume after a crash at the exact card: the save restored in a new
 * session is the same match, and play goes on to the same end as a
 * match never interrupted */
static void
test_resume (Fixture       *f,
             gconstpointer  data)
{
  g_autoptr(BeloteMatch) match = new_match (31, 301, BELOTE_LEVEL_STRONG);
  g_autoptr(BeloteMatch) saved = NULL;
  g_autoptr(BeloteMatch) fresh = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *resumed_record = NULL;
  g_autofree char *fresh_record = NULL;
  gboolean resumable = FALSE;

  start (f, match);
  g_assert_true (drive (f, stop_mid_trick, NULL));
  flush_saves (f->session);
  saved = belote_record_load_file (f->save_path, &error);
  g_assert_no_error (error);
  assert_matches_equal (match, saved);
  g_clear_object (&saved);

  /* a new session (the old one as after a crash: not told) */
  g_clear_object (&f->session);
  wait_jobs ();
  f->session = new_session (f, f->save_path);
  g_assert_true (belote_session_restore (f->session, &resumable, &error));
  g_assert_no_error (error);
  g_assert_true (resumable);
  assert_matches_equal (match, match_of (f));
  g_assert_true (belote_session_is_person_turn (f->session));
  g_assert_true (stop_mid_trick (f, NULL));

  /* play goes on to the end, the same as without the crash */
  g_assert_false (drive (f, NULL, NULL));
  resumed_record = belote_record_to_data (match_of (f), NULL);
  g_assert_cmpuint (f->n_recorded, ==, 1);

  fresh = new_match (31, 301, BELOTE_LEVEL_STRONG);
  g_clear_object (&f->session);
  wait_jobs ();
  f->session = new_session (f, NULL);
  start (f, fresh);
  g_assert_false (drive (f, NULL, NULL));
  fresh_record = belote_record_to_data (fresh, NULL);
  g_assert_cmpstr (resumed_record, ==, fresh_record);
}

static guint
n_moves (Fixture *f)
{
  const BeloteDeal *deal = belote_match_get_deal (match_of (f), belote_match_get_n_deals (match_of (f)) - 1);

  return deal->n_bids + deal->n_played;
}

/* Pace: the pause before a computer move, ended by skip_wait; nothing
 * moves while paused; the hold after a trick before a computer leads */
static void
test_pace (Fixture       *f,
           gconstpointer  data)
{
  g_autoptr(BeloteMatch) match = new_match (seed_computer_first (), 501, BELOTE_LEVEL_CASUAL);
  guint moves;

  belote_session_set_computer_pause (f->session, LONG_MS);
  g_assert_cmpuint (belote_session_get_computer_pause (f->session), ==, LONG_MS);
  start (f, match);
  g_assert_true (belote_session_is_thinking (f->session));
  /* decided, but it waits its pause */
  spin_until (not_thinking, f);
  g_assert_cmpuint (n_moves (f), ==, 0);
  belote_session_skip_wait (f->session);
  g_assert_cmpuint (n_moves (f), ==, 1);

  /* paused: the next seat does not even think */
  if (!belote_session_is_person_turn (f->session))
    {
      belote_session_set_paused (f->session, TRUE);
      g_assert_true (belote_session_get_paused (f->session));
      spin_until (not_thinking, f);
      belote_session_set_computer_pause (f->session, 0);
      belote_session_skip_wait (f->session);
      moves = n_moves (f);
      while (g_main_context_iteration (NULL, FALSE))
        ;
      g_assert_cmpuint (n_moves (f), ==, moves);
      belote_session_set_paused (f->session, FALSE);
      while (n_moves (f) == moves)
        g_main_context_iteration (NULL, TRUE);
    }

  /* the hold: a trick done, a computer seat to lead: it waits */
  belote_session_set_computer_pause (f->session, 0);
  belote_session_set_computer_hold (f->session, LONG_MS);
  g_assert_cmpuint (belote_session_get_computer_hold (f->session), ==, LONG_MS);
  for (;;)
    {
      const BeloteDeal *deal;

      if (belote_match_is_over (match_of (f)))
        g_assert_not_reached ();
      deal = current (f);
      if (deal == NULL)
        {
          g_assert_true (belote_session_next_deal (f->session, NULL));
          continue;
        }
      if (deal->phase == BELOTE_PHASE_PLAY && deal->n_played > 0
          && deal->n_played % BELOTE_N_SEATS == 0
          && belote_deal_to_move (deal) != BELOTE_PERSON_SEAT)
        break;
      if (belote_session_is_person_turn (f->session))
        person_move (f);
      else
        g_main_context_iteration (NULL, TRUE);
    }
  spin_until (not_thinking, f);
  moves = n_moves (f);
  while (g_main_context_iteration (NULL, FALSE))
    ;
  g_assert_cmpuint (n_moves (f), ==, moves);
  belote_session_skip_wait (f->session);
  g_assert_cmpuint (n_moves (f), ==, moves + 1);
}

/* A session disposed while a computer seat's decision runs in its
 * thread: cancelled, its answer finds no session (ASan: nothing used
 * after it is freed) */
static void
test_dispose_while_deciding (Fixture       *f,
                             gconstpointer  data)
{
  g_autoptr(BeloteMatch) match = new_match (seed_computer_first (), 501, BELOTE_LEVEL_EXPERT);

  start (f, match);
  g_assert_true (belote_session_is_thinking (f->session));
  g_assert_cmpuint (belote_session_get_n_jobs_running (), >, 0);
  g_assert_finalize_object (g_steal_pointer (&f->session));
  wait_jobs ();
  /* the match was not moved by an answer come too late */
  g_assert_cmpuint (belote_match_get_deal (match, 0)->n_bids, ==, 0);
}

/* A new match cancels the old one's decision */
static void
test_new_match_cancels (Fixture       *f,
                        gconstpointer  data)
{
  g_autoptr(BeloteMatch) first = new_match (seed_computer_first (), 501, BELOTE_LEVEL_EXPERT);
  g_autoptr(BeloteMatch) second = new_match (seed_computer_first () + 1000, 501, BELOTE_LEVEL_EXPERT);

  start (f, first);
  g_assert_true (belote_session_is_thinking (f->session));
  belote_session_set_computer_pause (f->session, LONG_MS);
  start (f, second);
  wait_jobs ();
  g_assert_cmpuint (belote_match_get_deal (first, 0)->n_bids, ==, 0);
}

/* A pad match is not played at the table */
static void
test_pad_refused (Fixture       *f,
                  gconstpointer  data)
{
  g_autoptr(BeloteMatch) pad = belote_match_new (BELOTE_MODE_PAD, BELOTE_SCHOOL_FAMILY, 501, 1, FALSE);
  g_autoptr(GError) error = NULL;

  g_assert_false (belote_session_start_match (f->session, pad, &error));
  g_assert_error (error, BELOTE_MATCH_ERROR, BELOTE_MATCH_ERROR_MODE);
  g_assert_null (match_of (f));
  g_clear_error (&error);
  g_assert_false (belote_session_set_seat_engine (f->session, 0, "engine", &error));
  g_assert_error (error, BELOTE_SESSION_ERROR, BELOTE_SESSION_ERROR_ENGINE);
}

/* "assisted" in the record (version 1, optional): written only when
 * true, read back, absent = false */
static void
test_assisted_record (void)
{
  g_autoptr(BeloteMatch) match = new_match (3, 501, BELOTE_LEVEL_CASUAL);
  g_autoptr(BeloteMatch) plain = NULL;
  g_autoptr(BeloteMatch) assisted = NULL;
  g_autofree char *data = NULL;
  g_autofree char *data_assisted = NULL;
  g_autofree char *bad = NULL;
  g_autoptr(GError) error = NULL;

  g_assert_true (belote_match_start_deal (match, NULL, NULL));
  data = belote_record_to_data (match, NULL);
  g_assert_null (strstr (data, "assisted"));
  plain = belote_record_load_data (data, -1, &error);
  g_assert_no_error (error);
  g_assert_false (belote_match_get_assisted (plain));

  belote_match_set_assisted (match, TRUE);
  data_assisted = belote_record_to_data (match, NULL);
  g_assert_nonnull (strstr (data_assisted, "\"assisted\": true"));
  assisted = belote_record_load_data (data_assisted, -1, &error);
  g_assert_no_error (error);
  g_assert_true (belote_match_get_assisted (assisted));

  /* mistyped: refused */
  {
    GString *text = g_string_new (data_assisted);

    g_string_replace (text, "\"assisted\": true", "\"assisted\": 1", 0);
    bad = g_string_free (text, FALSE);
  }
  g_assert_null (belote_record_load_data (bad, -1, &error));
  g_assert_error (error, BELOTE_RECORD_ERROR, BELOTE_RECORD_ERROR_INVALID);
}

/* An external engine that cannot start is refused; one that exits or
 * answers nonsense is replaced by the Expert (engine-replaced, logged)
 * and the match completes */
static void
test_engine_replaced (Fixture       *f,
                      gconstpointer  data)
{
  const char *command = data;
  g_autoptr(BeloteMatch) match = new_match (21, 301, BELOTE_LEVEL_CASUAL);
  g_autoptr(GError) error = NULL;

  g_assert_true (belote_session_set_seat_engine (f->session, 1, command, &error));
  g_assert_no_error (error);
  start (f, match);
  g_assert_false (drive (f, NULL, NULL));
  g_assert_true (belote_match_is_over (match));
  g_assert_cmpuint (f->n_engine_replaced, >=, 1);
  g_assert_cmpuint (f->n_recorded, ==, 1);

  /* the seat given back to its level */
  g_assert_true (belote_session_set_seat_engine (f->session, 1, NULL, &error));
  g_assert_no_error (error);
}

#ifdef BELOTE_TEST_PYTHON
/* A legal external engine (tests/belote-engine/engines/legal.py) plays
 * two seats: never replaced, the match completes and verifies */
static void
test_engine_legal (Fixture       *f,
                   gconstpointer  data)
{
  g_autoptr(BeloteMatch) match = new_match (23, 301, BELOTE_LEVEL_CASUAL);
  g_autoptr(BeloteMatch) loaded = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *path = g_build_filename (BELOTE_TEST_ENGINES, "legal.py", NULL);
  g_autofree char *quoted_python = g_shell_quote (BELOTE_TEST_PYTHON);
  g_autofree char *quoted_path = g_shell_quote (path);
  g_autofree char *command = g_strdup_printf ("%s %s", quoted_python, quoted_path);

  g_assert_true (belote_session_set_seat_engine (f->session, 1, command, &error));
  g_assert_no_error (error);
  g_assert_true (belote_session_set_seat_engine (f->session, 3, command, &error));
  g_assert_no_error (error);
  start (f, match);
  g_assert_false (drive (f, NULL, NULL));
  g_assert_true (belote_match_is_over (match));
  g_assert_cmpuint (f->n_engine_replaced, ==, 0);
  g_assert_cmpuint (f->n_recorded, ==, 1);
  loaded = reload (match);
  assert_matches_equal (match, loaded);
}
#endif

static void
test_engine_cannot_start (Fixture       *f,
                          gconstpointer  data)
{
  g_autoptr(GError) error = NULL;

  g_assert_false (belote_session_set_seat_engine (f->session, 2, "/nonexistent/belote-engine --fast", &error));
  g_assert_error (error, BELOTE_SESSION_ERROR, BELOTE_SESSION_ERROR_ENGINE);
  g_clear_error (&error);
  g_assert_false (belote_session_set_seat_engine (f->session, 2, "unbalanced 'quote", &error));
  g_assert_error (error, BELOTE_SESSION_ERROR, BELOTE_SESSION_ERROR_ENGINE);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  for (BeloteLevel level = 0; level < BELOTE_N_LEVELS; level++)
    {
      g_autofree char *path = g_strdup_printf ("/belote-session-play/whole-match/%s", belote_level_to_string (level));

      g_test_add (path, Fixture, GINT_TO_POINTER (level), fixture_set_up, test_whole_match, fixture_tear_down);
    }
  g_test_add ("/belote-session-play/two-matches-recorded", Fixture, NULL, fixture_set_up, test_two_matches_recorded, fixture_tear_down);
  g_test_add ("/belote-session-play/computer-declares", Fixture, NULL, fixture_set_up, test_computer_declares, fixture_tear_down);
  g_test_add ("/belote-session-play/not-your-turn", Fixture, NULL, fixture_set_up, test_not_your_turn, fixture_tear_down);
  g_test_add ("/belote-session-play/illegal-card", Fixture, NULL, fixture_set_up, test_illegal_card, fixture_tear_down);
  g_test_add ("/belote-session-play/undo-card", Fixture, NULL, fixture_set_up, test_undo_card, fixture_tear_down);
  g_test_add ("/belote-session-play/undo-card-declared", Fixture, NULL, fixture_set_up, test_undo_card_declared, fixture_tear_down);
  g_test_add ("/belote-session-play/undo-bid", Fixture, NULL, fixture_set_up, test_undo_bid, fixture_tear_down);
  g_test_add ("/belote-session-play/hint", Fixture, NULL, fixture_set_up, test_hint, fixture_tear_down);
  g_test_add ("/belote-session-play/determinism/casual", Fixture, GINT_TO_POINTER (BELOTE_LEVEL_CASUAL),
              fixture_set_up, test_determinism, fixture_tear_down);
  g_test_add ("/belote-session-play/determinism/expert", Fixture, GINT_TO_POINTER (BELOTE_LEVEL_EXPERT),
              fixture_set_up, test_determinism, fixture_tear_down);
  g_test_add ("/belote-session-play/resume", Fixture, NULL, fixture_set_up, test_resume, fixture_tear_down);
  g_test_add ("/belote-session-play/pace", Fixture, NULL, fixture_set_up, test_pace, fixture_tear_down);
  g_test_add ("/belote-session-play/dispose-while-deciding", Fixture, NULL, fixture_set_up, test_dispose_while_deciding, fixture_tear_down);
  g_test_add ("/belote-session-play/new-match-cancels", Fixture, NULL, fixture_set_up, test_new_match_cancels, fixture_tear_down);
  g_test_add ("/belote-session-play/pad-refused", Fixture, NULL, fixture_set_up, test_pad_refused, fixture_tear_down);
  g_test_add_func ("/belote-session-play/assisted-record", test_assisted_record);
  g_test_add ("/belote-session-play/engine/exits", Fixture, "false",
              fixture_set_up, test_engine_replaced, fixture_tear_down);
  g_test_add ("/belote-session-play/engine/nonsense", Fixture,
              "sh -c 'while read line; do echo \"{nonsense\"; done'",
              fixture_set_up, test_engine_replaced, fixture_tear_down);
#ifdef BELOTE_TEST_PYTHON
  g_test_add ("/belote-session-play/engine/legal", Fixture, NULL,
              fixture_set_up, test_engine_legal, fixture_tear_down);
#endif
  g_test_add ("/belote-session-play/engine/cannot-start", Fixture, NULL,
              fixture_set_up, test_engine_cannot_start, fixture_tear_down);

  return g_test_run ();
}
