/* belote-session.c — the Belote match in play: saved after every entry,
 * recorded once finished, resumed after a crash
 *
 * SPDX-FileCopyrightText: 2026 The Balut developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A Belote window shows one session; the session does the match's work
 * around the rules, with GLib only, so it is tested without a display.
 * It does for a match what BalutSession does for a game, with the same
 * parts:
 *
 * - the match in play is saved after every change by a BalutAutosaver
 *   of Belote's format (its record, belote-record.h: a match in play is
 *   a record whose end has not come), in a file of its own, and restored
 *   at the next start;
 * - a finished match (B25) is recorded in the store once, and its save
 *   removed. The table may still correct or undo the deal that ended it
 *   (B28: a deal can be corrected until the next one is entered): the
 *   match recorded is then taken out of the store, and recorded again if
 *   the corrected match still has ended.
 *
 * - a played match (BELOTE_MODE_PLAY, issue 29) is played at the card
 *   table: the computer seats decide one move at a time in a worker
 *   thread (belote_player_decide_async ()), each after the computer
 *   pause (the next lead after a trick after the hold), while the person
 *   bids and plays through the session; a hint is the Expert's decision
 *   for the person.
 *
 * Work asked of a player belongs to a position of the match (the match,
 * an undo, the deal, its bids and cards so far): its result is taken
 * only while the match is still there, else dropped. The position is the
 * deal's own state, not a count of changes: a name, or the match marked
 * assisted, moves nothing.
 *
 * Order matters when a match ends: the autosaver writes the finished
 * match before the session records it and removes the save, so that a
 * crash in between leaves a finished save, which the next start records.
 * The autosaver is given the match before the session listens to it, so
 * that its "changed" handler runs first.
 */

#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "belote-external.h"
#include "belote-record.h"
#include "belote-session.h"
#include "belote-store.h"

G_DEFINE_QUARK (belote-session-error-quark, belote_session_error)

#define DEFAULT_COMPUTER_PAUSE_MS 650
#define DEFAULT_COMPUTER_HOLD_MS  1200

/* A moment of a played match: who is to move in which deal after how
 * many bids and cards, since which match or undo (epoch). */
typedef struct
{
  gboolean valid;
  guint    epoch;
  guint    n_deals;
  guint    n_bids;
  guint    n_played;
  gint     seat;
} Position;

struct _BeloteSession
{
  GObject                parent_instance;

  BeloteMatch           *match;
  BalutAutosaver        *autosaver;      /* nullable: nothing is saved */

  BeloteSessionStoreFunc store_func;
  gpointer               store_data;
  GDestroyNotify         store_destroy;

  /* the match recorded and its row, and its record as recorded: a
   * change to a finished match (a correction) records it again */
  BeloteMatch           *recorded_match; /* weak */
  gint64                 recorded_id;
  char                  *recorded_data;

  /* ---- playing at the card table ---- */
  guint                  epoch;          /* a new match, an undo */
  gboolean               paused;
  guint                  computer_pause_ms;
  guint                  computer_hold_ms;
  /* external engines by seat (issue 29's protocol); one stopped (it
   * exited, was late) leaves its seat to the Expert */
  BeloteExternalPlayer  *seat_engines[BELOTE_N_SEATS];

  /* the computer seat's decision, under way or ready, for a position */
  GCancellable          *computer_cancellable;
  Position               job_pos;
  gboolean               decision_ready;
  Position               decision_pos;
  BeloteDecision         decision;
  /* the wait (pause, or hold after a trick) before the move is made */
  guint                  wait_source;
  gboolean               wait_done;
  Position               wait_pos;

  /* the hint for the person */
  GCancellable          *hint_cancellable;
  Position               hint_pos;
  gboolean               has_hint;
  BeloteDecision         hint;

  gboolean               thinking;       /* as last told */
};

G_DEFINE_FINAL_TYPE (BeloteSession, belote_session, G_TYPE_OBJECT)

enum {
  PROP_0,
  PROP_MATCH,
  N_PROPS
};

enum {
  RECORDED,
  RECORD_FAILED,
  COMPUTER_MOVED,
  TRICK_DONE,
  DEAL_DONE,
  HINT_CHANGED,
  ENGINE_REPLACED,
  THINKING_CHANGED,
  N_SIGNALS
};

static GParamSpec *properties[N_PROPS];
static guint signals[N_SIGNALS];

/* ------------------------------------------------------ the autosave */

static char *
match_to_data (GObject *document,
               gsize   *length)
{
  return belote_record_to_data (BELOTE_MATCH (document), length);
}

static GObject *
match_load_file (const char  *path,
                 GError     **error)
{
  return G_OBJECT (belote_record_load_file (path, error));
}

/* begun: a deal entered (or dealt) */
static gboolean
match_is_started (GObject *document)
{
  return belote_match_get_n_deals (BELOTE_MATCH (document)) > 0;
}

static gboolean
match_is_finished (GObject *document)
{
  return belote_match_is_over (BELOTE_MATCH (document));
}

static void
match_watch (GObject   *document,
             GCallback  changed,
             gpointer   data)
{
  g_signal_connect_object (document, "changed", changed, data, G_CONNECT_SWAPPED);
}

static void
match_unwatch (GObject  *document,
               gpointer  data)
{
  g_signal_handlers_disconnect_by_data (document, data);
}

/**
 * belote_session_get_autosave_format:
 *
 * Returns: (transfer none): Belote's matches as the autosave keeps them:
 *   their record (format "belote-record") in `current-belote.json`
 */
const BalutAutosaveFormat *
belote_session_get_autosave_format (void)
{
  static const BalutAutosaveFormat format = {
    .format = BELOTE_RECORD_FORMAT,
    .file_name = BELOTE_AUTOSAVE_FILE_NAME,
    .get_type = belote_match_get_type,
    .to_data = match_to_data,
    .load_file = match_load_file,
    .is_started = match_is_started,
    .is_finished = match_is_finished,
    .watch = match_watch,
    .unwatch = match_unwatch,
  };

  return &format;
}

/**
 * belote_session_dup_default_autosave_path:
 *
 * Returns: (transfer full): where the Belote match in play is saved:
 *   `current-belote.json` beside Balut's `current-game.json`
 */
char *
belote_session_dup_default_autosave_path (void)
{
  return balut_autosave_dup_path_for (belote_session_get_autosave_format ());
}

/* ------------------------------------------------------- the store */

static BalutStore *
get_store (BeloteSession  *self,
           const char    **notice)
{
  if (notice != NULL)
    *notice = NULL;
  if (self->store_func == NULL)
    return NULL;
  return self->store_func (self->store_data, notice);
}

static void
forget_recorded (BeloteSession *self)
{
  g_clear_weak_pointer (&self->recorded_match);
  self->recorded_id = 0;
  g_clear_pointer (&self->recorded_data, g_free);
}

/* The match recorded is no longer what the table says: out of the store */
static void
unrecord (BeloteSession *self)
{
  g_autoptr(GError) error = NULL;
  BalutStore *store;

  if (self->recorded_id == 0)
    return;
  store = get_store (self, NULL);
  if (store != NULL && !balut_store_delete_belote_match (store, self->recorded_id, &error)
      && !g_error_matches (error, BALUT_STORE_ERROR, BALUT_STORE_ERROR_NOT_FOUND))
    g_warning ("A corrected match stays recorded as it was: %s", error->message);
  forget_recorded (self);
}

/* A finished match into the store, once; its save has then done its work */
static void
record_match (BeloteSession *self)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *data = NULL;
  const char *notice = NULL;
  BalutStore *store;
  gsize length;
  gint64 id;

  data = belote_record_to_data (self->match, &length);
  if (self->recorded_id != 0 && self->recorded_match == self->match
      && g_strcmp0 (self->recorded_data, data) == 0)
    return;
  /* corrected after it was recorded: the earlier record goes; another
   * match's record (an earlier match of this window) stays */
  if (self->recorded_match == self->match)
    unrecord (self);
  else
    forget_recorded (self);

  store = get_store (self, &notice);
  if (store == NULL)
    {
      g_set_error_literal (&error, BALUT_STORE_ERROR, BALUT_STORE_ERROR_FAILED,
                           notice != NULL ? notice : _("The scores cannot be kept."));
      g_signal_emit (self, signals[RECORD_FAILED], 0, error);
      return;
    }

  id = balut_store_add_belote_match (store, self->match, NULL, &error);
  if (id <= 0)
    {
      g_signal_emit (self, signals[RECORD_FAILED], 0, error);
      return;
    }
  g_set_weak_pointer (&self->recorded_match, self->match);
  self->recorded_id = id;
  self->recorded_data = g_steal_pointer (&data);

  if (self->autosaver != NULL)
    {
      g_autoptr(GError) local_error = NULL;

      if (!balut_autosaver_clear (self->autosaver, &local_error))
        g_warning ("The save of a recorded match stays: %s", local_error->message);
    }
  g_signal_emit (self, signals[RECORDED], 0, id);
}

/* ------------------------------------------- playing at the card table */

/* decisions asked of the players and not yet answered, every session
 * (belote_session_get_n_jobs_running (): tests wait for them) */
static gint jobs_running;

typedef struct
{
  GWeakRef              session;
  GCancellable         *cancellable;
  gboolean              hint;
  Position              pos;
  BeloteExternalPlayer *engine;   /* nullable: the seat's external engine */
} Job;

static void schedule (BeloteSession *self);
static void try_apply (BeloteSession *self);

static gboolean
is_played (BeloteSession *self)
{
  return self->match != NULL && belote_match_get_mode (self->match) == BELOTE_MODE_PLAY;
}

/* The position in play; FALSE between deals, after the match, without one */
static gboolean
get_position (BeloteSession *self,
              Position      *out)
{
  const BeloteDeal *deal;

  memset (out, 0, sizeof *out);
  if (!is_played (self) || (deal = belote_match_get_current (self->match)) == NULL)
    return FALSE;
  out->valid = TRUE;
  out->epoch = self->epoch;
  out->n_deals = belote_match_get_n_deals (self->match);
  out->n_bids = deal->n_bids;
  out->n_played = deal->n_played;
  out->seat = belote_deal_to_move (deal);
  return out->seat != BELOTE_NO_SEAT;
}

static gboolean
position_equal (const Position *a,
                const Position *b)
{
  return a->valid && b->valid && a->epoch == b->epoch && a->n_deals == b->n_deals
         && a->n_bids == b->n_bids && a->n_played == b->n_played && a->seat == b->seat;
}

static gboolean
position_is_current (BeloteSession  *self,
                     const Position *pos)
{
  Position now;

  return get_position (self, &now) && position_equal (&now, pos);
}

/* The level of a computer seat: the match's player level; a seat without
 * one (a match made elsewhere) plays Casual */
static BeloteLevel
seat_level (BeloteSession *self,
            guint          seat)
{
  BeloteLevel level;

  if (belote_level_parse (belote_match_get_player_level (self->match, seat), &level))
    return level;
  return BELOTE_LEVEL_CASUAL;
}

static void
match_context (BeloteSession      *self,
               BeloteMatchContext *out)
{
  memset (out, 0, sizeof *out);
  out->target = belote_match_get_target (self->match);
  /* the deal in play adds nothing to the totals until it is over */
  belote_match_get_totals (self->match, out->totals);
  out->pot = belote_match_get_pot (self->match);
}

static void
update_thinking (BeloteSession *self)
{
  gboolean thinking = self->computer_cancellable != NULL || self->hint_cancellable != NULL;

  if (self->thinking == thinking)
    return;
  self->thinking = thinking;
  g_signal_emit (self, signals[THINKING_CHANGED], 0);
}

static void
cancel_job (GCancellable **cancellable)
{
  if (*cancellable != NULL)
    g_cancellable_cancel (*cancellable);
  g_clear_object (cancellable);
}

static void
job_free (Job *job)
{
  g_weak_ref_clear (&job->session);
  g_clear_object (&job->cancellable);
  g_clear_object (&job->engine);
  g_free (job);
  g_atomic_int_add (&jobs_running, -1);
}

static void
clear_decision (BeloteSession *self)
{
  belote_decision_clear (&self->decision);
  self->decision_ready = FALSE;
  memset (&self->decision_pos, 0, sizeof self->decision_pos);
}

static void
clear_wait (BeloteSession *self)
{
  g_clear_handle_id (&self->wait_source, g_source_remove);
  self->wait_done = FALSE;
  memset (&self->wait_pos, 0, sizeof self->wait_pos);
}

/* The hint goes: the match moved on (or was undone, or replaced) */
static void
clear_hint (BeloteSession *self)
{
  gboolean had = self->has_hint;

  cancel_job (&self->hint_cancellable);
  belote_decision_clear (&self->hint);
  self->has_hint = FALSE;
  memset (&self->hint_pos, 0, sizeof self->hint_pos);
  if (had)
    g_signal_emit (self, signals[HINT_CHANGED], 0);
}

/* Forgets every decision asked for: a new match, an undo, the end */
static void
reset_play (BeloteSession *self)
{
  self->epoch++;
  cancel_job (&self->computer_cancellable);
  clear_decision (self);
  clear_wait (self);
  clear_hint (self);
}

static void run_job (BeloteSession  *self,
                     const Position *pos,
                     gboolean        hint,
                     gboolean        expert);

/* A decision came (or failed, or was cancelled) */
static void
job_done (BeloteSession  *self,
          Job            *job,
          BeloteDecision *decision,
          const GError   *error)
{
  GCancellable **current = job->hint ? &self->hint_cancellable : &self->computer_cancellable;

  /* a job replaced or cancelled: its result is nobody's */
  if (*current != job->cancellable || g_cancellable_is_cancelled (job->cancellable))
    return;
  g_clear_object (current);

  if (!position_is_current (self, &job->pos))
    ;  /* the match moved on meanwhile */
  else if (decision == NULL)
    /* the contract says it cannot happen for a deal in play */
    g_message ("No decision for seat %d: %s", job->pos.seat,
               error != NULL ? error->message : "no reason given");
  else if (job->hint)
    {
      self->hint = *decision;
      memset (decision, 0, sizeof *decision);
      self->has_hint = TRUE;
      g_signal_emit (self, signals[HINT_CHANGED], 0);
    }
  else
    {
      clear_decision (self);
      self->decision = *decision;
      memset (decision, 0, sizeof *decision);
      self->decision_ready = TRUE;
      self->decision_pos = job->pos;
    }
  update_thinking (self);
  if (!job->hint)
    try_apply (self);
}

static void
job_ready_cb (GObject      *source_object,
              GAsyncResult *result,
              gpointer      user_data)
{
  Job *job = user_data;
  g_autoptr(BeloteSession) self = g_weak_ref_get (&job->session);
  g_autoptr(GError) error = NULL;
  BeloteDecision decision;
  gboolean ok;

  memset (&decision, 0, sizeof decision);
  ok = belote_player_decide_finish (result, &decision, &error);
  if (self != NULL)
    job_done (self, job, ok ? &decision : NULL, error);
  belote_decision_clear (&decision);
  job_free (job);
}

/* An external engine's answer: refused (illegal, malformed, late, the
 * engine gone), the Expert decides that move instead */
static void
engine_ready_cb (GObject      *source_object,
                 GAsyncResult *result,
                 gpointer      user_data)
{
  Job *job = user_data;
  g_autoptr(BeloteSession) self = g_weak_ref_get (&job->session);
  g_autoptr(GError) error = NULL;
  BeloteDecision decision;
  gboolean ok;

  memset (&decision, 0, sizeof decision);
  ok = belote_external_player_decide_finish (job->engine, result, &decision, &error);
  if (self != NULL && !ok && !g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED)
      && self->computer_cancellable == job->cancellable
      && !g_cancellable_is_cancelled (job->cancellable)
      && position_is_current (self, &job->pos))
    {
      gint seat = job->pos.seat;

      /* logged, never a warning: the engine is another program */
      g_message ("The external engine of seat %d (%s) was refused; the Expert decides instead: %s",
                 seat, belote_external_player_get_command (job->engine), error->message);
      g_clear_object (&self->computer_cancellable);
      run_job (self, &job->pos, FALSE, TRUE);
      g_signal_emit (self, signals[ENGINE_REPLACED], 0, seat, error->message);
    }
  else if (self != NULL)
    job_done (self, job, ok ? &decision : NULL, error);
  belote_decision_clear (&decision);
  job_free (job);
}

/* Asks for a decision at pos (the position in play): the computer
 * seat's by its external engine or at its level, the Expert's when
 * expert is set (an engine's answer refused), or the Expert's hint for
 * the person. */
static void
run_job (BeloteSession  *self,
         const Position *pos,
         gboolean        hint,
         gboolean        expert)
{
  const BeloteDeal *deal = belote_match_get_current (self->match);
  GCancellable **current = hint ? &self->hint_cancellable : &self->computer_cancellable;
  BeloteMatchContext context;
  BeloteLevel level;
  guint64 seed;
  Job *job;

  cancel_job (current);
  *current = g_cancellable_new ();
  if (hint)
    self->hint_pos = *pos;
  else
    self->job_pos = *pos;

  job = g_new0 (Job, 1);
  g_weak_ref_init (&job->session, self);
  job->cancellable = g_object_ref (*current);
  job->hint = hint;
  job->pos = *pos;
  g_atomic_int_inc (&jobs_running);

  match_context (self, &context);
  /* the same match and the same person's choices replay the same */
  seed = belote_player_seed (belote_match_get_seed (self->match), pos->n_deals - 1, deal);
  level = hint || expert ? BELOTE_LEVEL_EXPERT : seat_level (self, (guint) pos->seat);
  /* an engine stopped before (it exited, was late) has left its seat to
   * the Expert: said once, when it stopped */
  if (!hint && !expert && self->seat_engines[pos->seat] != NULL)
    {
      if (belote_external_player_is_stopped (self->seat_engines[pos->seat]))
        level = BELOTE_LEVEL_EXPERT;
      else
        job->engine = g_object_ref (self->seat_engines[pos->seat]);
    }
  if (job->engine != NULL)
    belote_external_player_decide_async (job->engine, deal, belote_match_get_school (self->match),
                                         &context, job->cancellable, engine_ready_cb, job);
  else
    belote_player_decide_async (level, deal, belote_match_get_school (self->match), &context,
                                seed, job->cancellable, job_ready_cb, job);
  update_thinking (self);
}

/* The seat that played card i of the deal (B10, B11) */
static gint
seat_of_play (const BeloteDeal *deal,
              guint             i)
{
  return (deal->trick_leader[i / BELOTE_N_SEATS] + i % BELOTE_N_SEATS) % BELOTE_N_SEATS;
}

/* After a move in deal index: the trick it completed, the deal it ended */
static void
after_move (BeloteSession *self,
            guint          index,
            guint          n_played_before)
{
  const BeloteDeal *deal = belote_match_get_deal (self->match, index);

  if (deal == NULL)
    return;
  if (deal->n_played != n_played_before && deal->n_played % BELOTE_N_SEATS == 0)
    g_signal_emit (self, signals[TRICK_DONE], 0,
                   (gint) deal->trick_winner[deal->n_played / BELOTE_N_SEATS - 1]);
  if (deal->phase == BELOTE_PHASE_DONE || deal->phase == BELOTE_PHASE_VOID)
    g_signal_emit (self, signals[DEAL_DONE], 0, index);
}

/* A computer seat's decision made at the table: its declarations (B19)
 * before its card. The players' decisions are legal (belote-player.h);
 * one refused all the same is logged and replaced by a pass or the
 * lowest legal card, so that the match goes on. */
static void
apply_computer (BeloteSession  *self,
                BeloteDecision *decision)
{
  g_autoptr(GError) error = NULL;
  const BeloteDeal *deal = belote_match_get_current (self->match);
  guint index = belote_match_get_n_deals (self->match) - 1;
  guint before = deal->n_played;
  gint seat = belote_deal_to_move (deal);
  BeloteDecisionKind kind;
  gint what;

  if (deal->phase != BELOTE_PHASE_PLAY)
    {
      kind = BELOTE_DECISION_BID;
      BeloteBid bid = decision->kind == BELOTE_DECISION_BID ? decision->bid : BELOTE_BID_PASS;

      if (!belote_match_bid (self->match, bid, &error))
        {
          g_message ("Seat %d’s bid was refused (%s): it passes", seat, error->message);
          g_clear_error (&error);
          bid = BELOTE_BID_PASS;
          if (!belote_match_bid (self->match, bid, &error))
            {
              g_message ("Seat %d cannot pass: %s", seat, error->message);
              return;
            }
        }
      what = bid;
    }
  else
    {
      BeloteCard card = decision->card;

      kind = BELOTE_DECISION_PLAY;
      if (decision->kind == BELOTE_DECISION_PLAY && decision->n_declare > 0
          && !belote_match_declare (self->match, decision->declare, decision->n_declare, &error))
        {
          g_message ("Seat %d’s declarations were refused (%s): it keeps quiet", seat, error->message);
          g_clear_error (&error);
        }
      deal = belote_match_get_current (self->match);
      if (decision->kind != BELOTE_DECISION_PLAY
          || !BELOTE_HAND_HAS (belote_deal_legal_cards (deal), card))
        {
          g_message ("Seat %d’s card is not legal now: it plays its lowest legal card", seat);
          card = (BeloteCard) g_bit_nth_lsf (belote_deal_legal_cards (deal), -1);
        }
      if (!belote_match_play (self->match, card, &error))
        {
          g_message ("Seat %d cannot play: %s", seat, error->message);
          return;
        }
      what = card;
    }
  g_signal_emit (self, signals[COMPUTER_MOVED], 0, seat, (gint) kind, what);
  after_move (self, index, before);
}

/* The computer seat moves once its decision is ready and its wait over */
static void
try_apply (BeloteSession *self)
{
  g_autoptr(BeloteSession) keep = NULL;
  BeloteDecision decision;
  Position pos;

  if (self->paused || !get_position (self, &pos) || pos.seat == BELOTE_PERSON_SEAT
      || !self->decision_ready || !position_equal (&self->decision_pos, &pos)
      || !self->wait_done || !position_equal (&self->wait_pos, &pos))
    return;

  decision = self->decision;
  memset (&self->decision, 0, sizeof self->decision);
  self->decision_ready = FALSE;
  keep = g_object_ref (self);   /* a handler may drop the window's session */
  apply_computer (self, &decision);
  belote_decision_clear (&decision);
}

static gboolean
wait_done_cb (gpointer data)
{
  BeloteSession *self = data;

  self->wait_source = 0;
  self->wait_done = TRUE;
  try_apply (self);
  return G_SOURCE_REMOVE;
}

/* How long the computer seat to move waits: the pause, and after a
 * trick (its lead) the hold as well, so that the trick can be seen */
static guint
wait_ms (BeloteSession  *self,
         const Position *pos)
{
  if (pos->n_played > 0 && pos->n_played % BELOTE_N_SEATS == 0)
    return MAX (self->computer_pause_ms, self->computer_hold_ms);
  return self->computer_pause_ms;
}

/* Lets the computer seat to move decide and, after its wait, move.
 * Called after every change of the match and of the pace. */
static void
schedule (BeloteSession *self)
{
  Position pos;
  guint ms;

  if (!get_position (self, &pos) || pos.seat == BELOTE_PERSON_SEAT)
    {
      /* nothing for a computer seat to do: what was asked is for another
       * moment */
      cancel_job (&self->computer_cancellable);
      clear_decision (self);
      clear_wait (self);
      update_thinking (self);
      return;
    }
  if (self->paused)
    return;

  if (!(self->decision_ready && position_equal (&self->decision_pos, &pos))
      && !(self->computer_cancellable != NULL && position_equal (&self->job_pos, &pos)))
    {
      clear_decision (self);
      run_job (self, &pos, FALSE, FALSE);
    }
  if (!position_equal (&self->wait_pos, &pos))
    {
      clear_wait (self);
      self->wait_pos = pos;
      ms = wait_ms (self, &pos);
      if (ms == 0)
        self->wait_done = TRUE;
      else
        self->wait_source = g_timeout_add (ms, wait_done_cb, self);
    }
  try_apply (self);
}

static gboolean
hint_is_current (BeloteSession *self)
{
  return (self->has_hint || self->hint_cancellable != NULL)
         && position_is_current (self, &self->hint_pos);
}

/* Every change of a played match */
static void
play_changed (BeloteSession *self)
{
  if ((self->has_hint || self->hint_cancellable != NULL) && !hint_is_current (self))
    clear_hint (self);
  schedule (self);
  update_thinking (self);
}

/* After the autosaver's handler (see the file's head) */
static void
match_changed_cb (BeloteSession *self)
{
  if (belote_match_is_over (self->match))
    record_match (self);
  else if (self->recorded_match == self->match)
    unrecord (self);
  if (is_played (self))
    play_changed (self);
}

/* ---------------------------------------------------------- GObject */

static void
belote_session_dispose (GObject *object)
{
  BeloteSession *self = BELOTE_SESSION (object);

  if (self->match != NULL)
    g_signal_handlers_disconnect_by_data (self->match, self);
  /* decisions under way are cancelled (their results find no session);
   * nothing is told any more */
  self->epoch++;
  cancel_job (&self->computer_cancellable);
  cancel_job (&self->hint_cancellable);
  clear_decision (self);
  clear_wait (self);
  belote_decision_clear (&self->hint);
  self->has_hint = FALSE;
  for (guint s = 0; s < BELOTE_N_SEATS; s++)
    g_clear_object (&self->seat_engines[s]);
  /* a save still waiting is written now (the window is closing) */
  if (self->autosaver != NULL)
    balut_autosaver_set_document (self->autosaver, NULL);
  g_clear_object (&self->autosaver);
  g_clear_object (&self->match);
  if (self->store_destroy != NULL)
    g_clear_pointer (&self->store_data, self->store_destroy);
  self->store_func = NULL;
  self->store_destroy = NULL;

  G_OBJECT_CLASS (belote_session_parent_class)->dispose (object);
}

static void
belote_session_finalize (GObject *object)
{
  BeloteSession *self = BELOTE_SESSION (object);

  forget_recorded (self);

  G_OBJECT_CLASS (belote_session_parent_class)->finalize (object);
}

static void
belote_session_get_property (GObject    *object,
                             guint       prop_id,
                             GValue     *value,
                             GParamSpec *pspec)
{
  BeloteSession *self = BELOTE_SESSION (object);

  switch (prop_id)
    {
    case PROP_MATCH:
      g_value_set_object (value, self->match);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
belote_session_set_property (GObject      *object,
                             guint         prop_id,
                             const GValue *value,
                             GParamSpec   *pspec)
{
  BeloteSession *self = BELOTE_SESSION (object);

  switch (prop_id)
    {
    case PROP_MATCH:
      belote_session_set_match (self, g_value_get_object (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
belote_session_class_init (BeloteSessionClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->dispose = belote_session_dispose;
  object_class->finalize = belote_session_finalize;
  object_class->get_property = belote_session_get_property;
  object_class->set_property = belote_session_set_property;

  properties[PROP_MATCH] =
    g_param_spec_object ("match", NULL, NULL, BELOTE_TYPE_MATCH,
                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  /**
   * BeloteSession::recorded:
   * @id: the match's row in the store
   *
   * The finished match is in the store.
   */
  signals[RECORDED] =
    g_signal_new ("recorded",
                  G_TYPE_FROM_CLASS (klass),
                  G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL,
                  G_TYPE_NONE, 1, G_TYPE_INT64);

  /**
   * BeloteSession::record-failed:
   * @error: why
   *
   * The finished match could not be recorded (its save stays, and the
   * next start records it).
   */
  signals[RECORD_FAILED] =
    g_signal_new ("record-failed",
                  G_TYPE_FROM_CLASS (klass),
                  G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL,
                  G_TYPE_NONE, 1, G_TYPE_ERROR);

  /**
   * BeloteSession::computer-moved:
   * @seat: the computer seat
   * @kind: a #BeloteDecisionKind: BELOTE_DECISION_BID or PLAY
   * @bid_or_card: the #BeloteBid or the #BeloteCard
   *
   * A computer seat bid or played; what it declared with its first card
   * (B19) is in the deal.
   */
  signals[COMPUTER_MOVED] =
    g_signal_new ("computer-moved", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 3, G_TYPE_INT, G_TYPE_INT, G_TYPE_INT);
  /**
   * BeloteSession::trick-done:
   * @winner: the seat that won the trick (B11)
   *
   * The fourth card of a trick was played (by anyone); when a computer
   * seat leads next, it waits the hold first.
   */
  signals[TRICK_DONE] =
    g_signal_new ("trick-done", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_INT);
  /**
   * BeloteSession::deal-done:
   * @deal_number: the deal's index (belote_match_get_deal (),
   *   belote_match_get_score ()), 0 first
   *
   * The deal was scored, or is void (B8): belote_session_next_deal ()
   * deals the next unless the match is over (B25).
   */
  signals[DEAL_DONE] =
    g_signal_new ("deal-done", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_UINT);
  /**
   * BeloteSession::hint-changed:
   *
   * belote_session_get_hint () came, or went with the moment it was for.
   */
  signals[HINT_CHANGED] =
    g_signal_new ("hint-changed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 0);
  /**
   * BeloteSession::engine-replaced:
   * @seat: the seat
   * @why: what was wrong with the external engine's answer
   *
   * An external engine's answer was refused; the Expert decided instead.
   */
  signals[ENGINE_REPLACED] =
    g_signal_new ("engine-replaced", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 2, G_TYPE_INT, G_TYPE_STRING);
  /**
   * BeloteSession::thinking-changed:
   *
   * belote_session_is_thinking () changed.
   */
  signals[THINKING_CHANGED] =
    g_signal_new ("thinking-changed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 0);
}

static void
belote_session_init (BeloteSession *self)
{
  self->computer_pause_ms = DEFAULT_COMPUTER_PAUSE_MS;
  self->computer_hold_ms = DEFAULT_COMPUTER_HOLD_MS;
}

/* ------------------------------------------------------- public API */

/**
 * belote_session_new:
 * @autosave_path: (nullable): where the match in play is saved, or
 *   %NULL to save nothing
 *
 * Returns: (transfer full): a session with no match yet
 */
BeloteSession *
belote_session_new (const char *autosave_path)
{
  BeloteSession *self = g_object_new (BELOTE_TYPE_SESSION, NULL);

  if (autosave_path != NULL)
    self->autosaver = balut_autosaver_new_for_format (autosave_path, belote_session_get_autosave_format ());
  return self;
}

/**
 * belote_session_get_match:
 *
 * Returns: (transfer none) (nullable): the match in play
 */
BeloteMatch *
belote_session_get_match (BeloteSession *self)
{
  g_return_val_if_fail (BELOTE_IS_SESSION (self), NULL);
  return self->match;
}

/**
 * belote_session_set_match:
 * @match: (nullable): the match kept from now on
 *
 * @match is saved as it is entered; a finished one (a save found at
 * start-up) is recorded like one finished here. A match in play replaced
 * by one not begun is abandoned: its save goes.
 */
void
belote_session_set_match (BeloteSession *self,
                          BeloteMatch   *match)
{
  g_return_if_fail (BELOTE_IS_SESSION (self));
  g_return_if_fail (match == NULL || BELOTE_IS_MATCH (match));

  if (self->match == match)
    return;

  /* what was asked for belongs to the match before */
  reset_play (self);
  if (self->match != NULL)
    g_signal_handlers_disconnect_by_data (self->match, self);
  g_set_object (&self->match, match);

  /* the autosaver first: its handler runs before the session's */
  if (self->autosaver != NULL)
    balut_autosaver_set_document (self->autosaver, G_OBJECT (match));
  if (match != NULL)
    {
      g_signal_connect_object (match, "changed", G_CALLBACK (match_changed_cb), self, G_CONNECT_SWAPPED);
      if (belote_match_is_over (match))
        record_match (self);
    }

  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_MATCH]);
  schedule (self);
  update_thinking (self);
}

/**
 * belote_session_restore:
 * @resumable: (out): whether the match restored is one to resume (begun
 *   and not finished): the table is asked
 *
 * Takes the match saved by a previous session, if there is one to take:
 * a finished one (recorded now: it was not yet) or one in play. A save
 * that cannot be read is moved aside and said in @error.
 *
 * Returns: whether a saved match is now the session's; %FALSE (with
 *   @error set when a save could not be read) when the caller should
 *   start a new match
 */
gboolean
belote_session_restore (BeloteSession  *self,
                        gboolean       *resumable,
                        GError        **error)
{
  g_autoptr(GObject) saved = NULL;

  g_return_val_if_fail (BELOTE_IS_SESSION (self), FALSE);
  g_return_val_if_fail (resumable != NULL, FALSE);

  *resumable = FALSE;
  if (self->autosaver == NULL)
    return FALSE;

  saved = balut_autosave_load_document (balut_autosaver_get_path (self->autosaver),
                                        belote_session_get_autosave_format (), NULL, error);
  /* one without a deal is no match to resume */
  if (saved == NULL || !match_is_started (saved))
    return FALSE;

  *resumable = !belote_match_is_over (BELOTE_MATCH (saved));
  belote_session_set_match (self, BELOTE_MATCH (saved));
  return TRUE;
}

/**
 * belote_session_get_autosaver:
 *
 * Returns: (transfer none) (nullable): what keeps the match on disk
 */
BalutAutosaver *
belote_session_get_autosaver (BeloteSession *self)
{
  g_return_val_if_fail (BELOTE_IS_SESSION (self), NULL);
  return self->autosaver;
}

/**
 * belote_session_set_store_func:
 * @func: (nullable): gives the store when it is first needed
 *
 * Where finished matches are recorded; without it, nothing is.
 */
void
belote_session_set_store_func (BeloteSession          *self,
                               BeloteSessionStoreFunc  func,
                               gpointer                user_data,
                               GDestroyNotify          destroy)
{
  g_return_if_fail (BELOTE_IS_SESSION (self));

  if (self->store_destroy != NULL)
    self->store_destroy (self->store_data);
  self->store_func = func;
  self->store_data = user_data;
  self->store_destroy = destroy;
}

/**
 * belote_session_get_store_id:
 *
 * Returns: the store's row of the match once it is recorded, else 0
 */
gint64
belote_session_get_store_id (BeloteSession *self)
{
  g_return_val_if_fail (BELOTE_IS_SESSION (self), 0);
  return self->match != NULL && self->recorded_match == self->match ? self->recorded_id : 0;
}

static gboolean
has_match (BeloteSession  *self,
           GError        **error)
{
  if (self->match != NULL)
    return TRUE;
  g_set_error_literal (error, BELOTE_SESSION_ERROR, BELOTE_SESSION_ERROR_NO_MATCH,
                       _("No match is being kept"));
  return FALSE;
}

/**
 * belote_session_enter_deal:
 *
 * B28: the next deal as the table enters it (belote_match_enter_deal ());
 * refused with what is wrong, and nothing changes.
 */
gboolean
belote_session_enter_deal (BeloteSession         *self,
                           const BelotePadEntry  *entry,
                           GError               **error)
{
  g_return_val_if_fail (BELOTE_IS_SESSION (self), FALSE);
  g_return_val_if_fail (entry != NULL, FALSE);

  return has_match (self, error) && belote_match_enter_deal (self->match, entry, error);
}

/**
 * belote_session_can_correct:
 *
 * Returns: whether a deal has been entered that can be corrected (the
 *   last one, also when it ended the match)
 */
gboolean
belote_session_can_correct (BeloteSession *self)
{
  g_return_val_if_fail (BELOTE_IS_SESSION (self), FALSE);

  return self->match != NULL && belote_match_get_mode (self->match) == BELOTE_MODE_PAD
         && belote_match_get_n_deals (self->match) > 0;
}

/**
 * belote_session_correct_last_deal:
 *
 * B28: replaces the last deal entered (belote_match_correct_last_deal ());
 * a finished match that the correction changes is recorded again.
 */
gboolean
belote_session_correct_last_deal (BeloteSession         *self,
                                  const BelotePadEntry  *entry,
                                  GError               **error)
{
  g_return_val_if_fail (BELOTE_IS_SESSION (self), FALSE);
  g_return_val_if_fail (entry != NULL, FALSE);

  return has_match (self, error) && belote_match_correct_last_deal (self->match, entry, error);
}

/* At the card table: whether the last action of the match is the
 * person's own card (with what they declared with it) or bid, which
 * they may take back until the next seat has moved. A finished match
 * is final (it is recorded), and a deal dealt after it closes it. */
static gboolean
person_can_undo (BeloteSession *self)
{
  const BeloteDeal *deal;
  guint n;

  if (belote_match_is_over (self->match) || !belote_match_can_undo (self->match)
      || (n = belote_match_get_n_deals (self->match)) == 0)
    return FALSE;
  deal = belote_match_get_deal (self->match, n - 1);
  if (deal->n_played > 0)
    return seat_of_play (deal, deal->n_played - 1) == BELOTE_PERSON_SEAT;
  if (deal->n_bids > 0)  /* B6, B7: the bids go round from the seat after the dealer */
    return (deal->dealer + deal->n_bids) % BELOTE_N_SEATS == BELOTE_PERSON_SEAT;
  return FALSE;
}

/**
 * belote_session_can_undo:
 *
 * Returns: whether belote_session_undo () takes something back: on the
 *   pad the last entry or correction; at the card table the person's
 *   last card or bid, until the next seat has moved
 */
gboolean
belote_session_can_undo (BeloteSession *self)
{
  g_return_val_if_fail (BELOTE_IS_SESSION (self), FALSE);

  if (self->match == NULL)
    return FALSE;
  if (is_played (self))
    return person_can_undo (self);
  return belote_match_can_undo (self->match);
}

/* The person's card and the declarations made with it (B19: the match
 * keeps the declaration as an action of its own, just before the card),
 * or their bid. Help was used: the match is marked assisted. */
static gboolean
undo_person (BeloteSession  *self,
             GError        **error)
{
  const BeloteDeal *deal;
  guint n;

  if (!person_can_undo (self))
    {
      g_set_error_literal (error, BELOTE_SESSION_ERROR, BELOTE_SESSION_ERROR_NOTHING_TO_UNDO,
                           _("There is no card or bid of yours to take back"));
      return FALSE;
    }
  /* the next seat's decision under way was for the moment undone */
  reset_play (self);
  belote_match_undo (self->match);
  n = belote_match_get_n_deals (self->match);
  deal = n > 0 ? belote_match_get_deal (self->match, n - 1) : NULL;
  if (deal != NULL && deal->phase == BELOTE_PHASE_PLAY
      && belote_deal_to_move (deal) == BELOTE_PERSON_SEAT
      && deal->has_declared[BELOTE_PERSON_SEAT] && deal->n_played < BELOTE_N_SEATS
      && belote_match_can_undo (self->match))
    {
      gboolean played = FALSE;

      for (guint i = 0; i < deal->n_played; i++)
        played |= seat_of_play (deal, i) == BELOTE_PERSON_SEAT;
      /* declared, and no card of theirs yet: the declaration goes too */
      if (!played)
        belote_match_undo (self->match);
    }
  belote_match_set_assisted (self->match, TRUE);
  return TRUE;
}

/**
 * belote_session_undo:
 *
 * Takes back the last entry or correction (belote_match_undo ()); a
 * finished match undone is taken out of the store.
 */
gboolean
belote_session_undo (BeloteSession  *self,
                     GError        **error)
{
  g_return_val_if_fail (BELOTE_IS_SESSION (self), FALSE);

  if (!has_match (self, error))
    return FALSE;
  if (is_played (self))
    return undo_person (self, error);
  if (!belote_match_undo (self->match))
    {
      g_set_error_literal (error, BELOTE_SESSION_ERROR, BELOTE_SESSION_ERROR_NOTHING_TO_UNDO,
                           _("There is nothing to undo"));
      return FALSE;
    }
  return TRUE;
}

/* ------------------------------------------- playing at the card table */

/**
 * belote_session_start_match:
 * @match: a played match (BELOTE_MODE_PLAY), shuffled from its seed
 *
 * The session keeps @match (belote_session_set_match ()), deals its
 * first deal when it has none and lets the computer seats move. Seat 0
 * is the person; seats 1–3 play at their level in the match
 * (belote_match_get_player_level ()), or by an external engine.
 */
gboolean
belote_session_start_match (BeloteSession  *self,
                            BeloteMatch    *match,
                            GError        **error)
{
  g_return_val_if_fail (BELOTE_IS_SESSION (self), FALSE);
  g_return_val_if_fail (BELOTE_IS_MATCH (match), FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  if (belote_match_get_mode (match) != BELOTE_MODE_PLAY)
    {
      g_set_error_literal (error, BELOTE_MATCH_ERROR, BELOTE_MATCH_ERROR_MODE,
                           _("A match kept on the scoring pad is not played at the card table"));
      return FALSE;
    }
  if (belote_match_get_n_deals (match) == 0 && !belote_match_get_shuffled (match))
    {
      g_set_error_literal (error, BELOTE_MATCH_ERROR, BELOTE_MATCH_ERROR_DECK,
                           _("This match's cards are dealt at the table: a deck is needed"));
      return FALSE;
    }

  belote_session_set_match (self, match);
  if (belote_match_get_n_deals (match) == 0)
    return belote_match_start_deal (match, NULL, error);  /* B4, B5 */
  schedule (self);
  return TRUE;
}

/**
 * belote_session_next_deal:
 *
 * Deals the next deal once the last one is over (B4: the next seat
 * deals, after a void deal too, B8).
 */
gboolean
belote_session_next_deal (BeloteSession  *self,
                          GError        **error)
{
  g_return_val_if_fail (BELOTE_IS_SESSION (self), FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  return has_match (self, error) && belote_match_start_deal (self->match, NULL, error);
}

/**
 * belote_session_is_person_turn:
 *
 * Returns: whether the person (seat 0) is to bid or play now
 */
gboolean
belote_session_is_person_turn (BeloteSession *self)
{
  Position pos;

  g_return_val_if_fail (BELOTE_IS_SESSION (self), FALSE);
  return get_position (self, &pos) && pos.seat == BELOTE_PERSON_SEAT;
}

/* A move of the person's: refused while a computer seat is to move; the
 * match says what else is wrong (no deal in play, the match over) */
static gboolean
check_person (BeloteSession  *self,
              GError        **error)
{
  Position pos;

  if (!has_match (self, error))
    return FALSE;
  if (get_position (self, &pos) && pos.seat != BELOTE_PERSON_SEAT)
    {
      g_set_error_literal (error, BELOTE_SESSION_ERROR, BELOTE_SESSION_ERROR_NOT_YOUR_TURN,
                           _("It is not your turn: wait for the other players."));
      return FALSE;
    }
  return TRUE;
}

/**
 * belote_session_bid:
 *
 * The person's bid (B6, B7): refused with
 * BELOTE_SESSION_ERROR_NOT_YOUR_TURN while a computer seat is to bid,
 * with the deal's error when the bid is not allowed now.
 */
gboolean
belote_session_bid (BeloteSession  *self,
                    BeloteBid       bid,
                    GError        **error)
{
  guint index;

  g_return_val_if_fail (BELOTE_IS_SESSION (self), FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  if (!check_person (self, error))
    return FALSE;
  index = belote_match_get_n_deals (self->match);
  if (!belote_match_bid (self->match, bid, error))
    return FALSE;
  after_move (self, index - 1, 0);
  return TRUE;
}

/**
 * belote_session_play:
 * @declare: (array length=n_declare) (nullable): what the person
 *   declares with their first card (B19)
 *
 * The person's card, with their declarations. Both are checked before
 * anything is done: a card that may not be played (B12: the error's
 * message is belote_deal_why_illegal ()'s) or a declaration not held
 * refuses the whole, and nothing changes.
 */
gboolean
belote_session_play (BeloteSession             *self,
                     BeloteCard                 card,
                     const BeloteAnnouncement  *declare,
                     guint                      n_declare,
                     GError                   **error)
{
  const BeloteDeal *deal;
  BeloteDeal copy;
  guint index, before;

  g_return_val_if_fail (BELOTE_IS_SESSION (self), FALSE);
  g_return_val_if_fail (declare != NULL || n_declare == 0, FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  if (!check_person (self, error))
    return FALSE;
  deal = belote_match_get_current (self->match);
  if (deal == NULL || !is_played (self))
    /* the match's own refusal: no deal in play, the match over, the pad */
    return belote_match_play (self->match, card, error);

  /* both tried on a copy first: an illegal card leaves no declaration */
  memcpy (&copy, deal, sizeof copy);
  if (n_declare > 0 && !belote_deal_declare (&copy, declare, n_declare, error))
    return FALSE;
  if (!belote_deal_play (&copy, card, error))
    return FALSE;

  index = belote_match_get_n_deals (self->match) - 1;
  before = deal->n_played;
  /* keeping quiet is declaring nothing: no action of its own, so that
   * the record (which lists what was declared) replays the same deal */
  if (n_declare > 0 && !belote_match_declare (self->match, declare, n_declare, error))
    return FALSE;
  if (!belote_match_play (self->match, card, error))
    {
      if (n_declare > 0)
        belote_match_undo (self->match);
      return FALSE;
    }
  after_move (self, index, before);
  return TRUE;
}

/**
 * belote_session_set_seat_engine:
 * @seat: a computer seat, 1–3
 * @command: (nullable): the external engine's command line (issue 29's
 *   protocol), or %NULL to give the seat back to its level
 */
gboolean
belote_session_set_seat_engine (BeloteSession  *self,
                                guint           seat,
                                const char     *command,
                                GError        **error)
{
  g_autoptr(BeloteExternalPlayer) engine = NULL;

  g_return_val_if_fail (BELOTE_IS_SESSION (self), FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  if (seat == BELOTE_PERSON_SEAT || seat >= BELOTE_N_SEATS)
    {
      g_set_error (error, BELOTE_SESSION_ERROR, BELOTE_SESSION_ERROR_ENGINE,
                   _("Seat %u is not a computer seat"), seat);
      return FALSE;
    }
  if (command != NULL && *command == '\0')
    command = NULL;
  if (command != NULL)
    {
      g_autoptr(GError) local_error = NULL;

      engine = belote_external_player_new (command, &local_error);
      if (engine == NULL)
        {
          g_set_error (error, BELOTE_SESSION_ERROR, BELOTE_SESSION_ERROR_ENGINE,
                       /* Translators: %s says why, from the engine protocol */
                       _("The engine cannot take the seat: %s"), local_error->message);
          return FALSE;
        }
    }
  g_clear_object (&self->seat_engines[seat]);
  self->seat_engines[seat] = g_steal_pointer (&engine);
  /* a decision under way was asked of the seat's former player */
  if (self->computer_cancellable != NULL && self->job_pos.seat == (gint) seat)
    {
      cancel_job (&self->computer_cancellable);
      clear_decision (self);
    }
  schedule (self);
  update_thinking (self);
  return TRUE;
}

guint
belote_session_get_computer_pause (BeloteSession *self)
{
  g_return_val_if_fail (BELOTE_IS_SESSION (self), 0);
  return self->computer_pause_ms;
}

/**
 * belote_session_set_computer_pause:
 * @pause_ms: the pause before each computer move, so people can follow
 *
 * Applies from the next move on.
 */
void
belote_session_set_computer_pause (BeloteSession *self,
                                   guint          pause_ms)
{
  g_return_if_fail (BELOTE_IS_SESSION (self));
  self->computer_pause_ms = pause_ms;
}

guint
belote_session_get_computer_hold (BeloteSession *self)
{
  g_return_val_if_fail (BELOTE_IS_SESSION (self), 0);
  return self->computer_hold_ms;
}

/**
 * belote_session_set_computer_hold:
 * @hold_ms: how long a finished trick stays in the middle before a
 *   computer seat leads the next (at least the pause)
 *
 * Applies from the next trick on.
 */
void
belote_session_set_computer_hold (BeloteSession *self,
                                  guint          hold_ms)
{
  g_return_if_fail (BELOTE_IS_SESSION (self));
  self->computer_hold_ms = hold_ms;
}

gboolean
belote_session_get_paused (BeloteSession *self)
{
  g_return_val_if_fail (BELOTE_IS_SESSION (self), FALSE);
  return self->paused;
}

/**
 * belote_session_set_paused:
 *
 * While paused (a dialog asks), no computer seat moves and no hint is
 * given; a decision under way is kept. After the pause the computer
 * seat to move waits its pause again.
 */
void
belote_session_set_paused (BeloteSession *self,
                           gboolean       paused)
{
  g_return_if_fail (BELOTE_IS_SESSION (self));

  paused = !!paused;
  if (self->paused == paused)
    return;
  self->paused = paused;
  if (paused)
    clear_wait (self);
  schedule (self);
  update_thinking (self);
}

/**
 * belote_session_skip_wait:
 *
 * Ends the computer pause or the hold under way now (the person clicked
 * to go on); the move is made as soon as it is decided.
 */
void
belote_session_skip_wait (BeloteSession *self)
{
  g_return_if_fail (BELOTE_IS_SESSION (self));

  if (self->wait_source == 0)
    return;
  g_clear_handle_id (&self->wait_source, g_source_remove);
  self->wait_done = TRUE;
  try_apply (self);
}

/**
 * belote_session_is_thinking:
 *
 * Returns: whether a player works for the session: a computer seat's
 *   decision or the hint under way
 */
gboolean
belote_session_is_thinking (BeloteSession *self)
{
  g_return_val_if_fail (BELOTE_IS_SESSION (self), FALSE);
  return self->computer_cancellable != NULL || self->hint_cancellable != NULL;
}

/**
 * belote_session_hint_possible:
 *
 * Returns: whether a hint can be asked for: the person's turn, not paused
 */
gboolean
belote_session_hint_possible (BeloteSession *self)
{
  g_return_val_if_fail (BELOTE_IS_SESSION (self), FALSE);
  return !self->paused && belote_session_is_person_turn (self);
}

/**
 * belote_session_request_hint:
 *
 * Asks the Expert what the person should bid or play now, with its
 * reason; it comes with #BeloteSession::hint-changed. Asking marks the
 * match assisted. Nothing happens when a hint for this moment is shown
 * or under way, or when none is possible.
 */
void
belote_session_request_hint (BeloteSession *self)
{
  Position pos;

  g_return_if_fail (BELOTE_IS_SESSION (self));

  if (!belote_session_hint_possible (self) || hint_is_current (self))
    return;
  clear_hint (self);
  get_position (self, &pos);
  run_job (self, &pos, TRUE, FALSE);
  /* help was used (its "changed" keeps the hint: the same moment) */
  belote_match_set_assisted (self->match, TRUE);
}

/**
 * belote_session_get_hint:
 *
 * Returns: (nullable) (transfer none): the Expert's decision for the
 *   person at this moment, once it has come
 */
const BeloteDecision *
belote_session_get_hint (BeloteSession *self)
{
  g_return_val_if_fail (BELOTE_IS_SESSION (self), NULL);
  return self->has_hint ? &self->hint : NULL;
}

/**
 * belote_session_get_n_jobs_running:
 *
 * For tests: decisions asked of the players, by every session, whose
 * answer has not come back yet (a session disposed meanwhile included).
 */
guint
belote_session_get_n_jobs_running (void)
{
  return (guint) g_atomic_int_get (&jobs_running);
}
