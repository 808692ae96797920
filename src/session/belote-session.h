/* belote-session.h — the Belote match in play: saved after every entry,
 * recorded once finished, resumed after a crash
 *
 * SPDX-FileCopyrightText: 2026 The Balut developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gio/gio.h>

#include "balut-autosave.h"
#include "balut-autosaver.h"
#include "balut-store.h"
#include "belote-match.h"
#include "belote-player.h"

G_BEGIN_DECLS

/* Belote's match in play is saved beside Balut's game, in a file of its
 * own: either can be resumed whatever the other does. */
#define BELOTE_AUTOSAVE_FILE_NAME "current-belote.json"

#define BELOTE_SESSION_ERROR (belote_session_error_quark ())

typedef enum
{
  BELOTE_SESSION_ERROR_NO_MATCH,         /* no match in the session */
  BELOTE_SESSION_ERROR_NOTHING_TO_UNDO,  /* nothing entered to take back */
  BELOTE_SESSION_ERROR_NOT_YOUR_TURN,    /* a person's move in a computer seat's turn */
  BELOTE_SESSION_ERROR_ENGINE,           /* an external engine cannot be started */
} BeloteSessionError;

GQuark          belote_session_error_quark         (void);

#define BELOTE_TYPE_SESSION (belote_session_get_type ())

G_DECLARE_FINAL_TYPE (BeloteSession, belote_session, BELOTE, SESSION, GObject)

/**
 * BeloteSessionStoreFunc:
 * @notice: (out) (optional) (transfer none): why the store is missing or
 *   read-only, for the player
 *
 * Gives the store of finished games when the session first needs it
 * (the same as Balut's BalutSessionStoreFunc).
 *
 * Returns: (transfer none) (nullable): the store
 */
typedef BalutStore *(*BeloteSessionStoreFunc) (gpointer     user_data,
                                               const char **notice);

const BalutAutosaveFormat *belote_session_get_autosave_format (void);
char           *belote_session_dup_default_autosave_path (void);

BeloteSession  *belote_session_new                 (const char              *autosave_path);

BeloteMatch    *belote_session_get_match           (BeloteSession           *self);
void            belote_session_set_match           (BeloteSession           *self,
                                                    BeloteMatch             *match);
gboolean        belote_session_restore             (BeloteSession           *self,
                                                    gboolean                *resumable,
                                                    GError                 **error);
BalutAutosaver *belote_session_get_autosaver       (BeloteSession           *self);

void            belote_session_set_store_func      (BeloteSession           *self,
                                                    BeloteSessionStoreFunc   func,
                                                    gpointer                 user_data,
                                                    GDestroyNotify           destroy);
gint64          belote_session_get_store_id        (BeloteSession           *self);

gboolean        belote_session_enter_deal          (BeloteSession           *self,
                                                    const BelotePadEntry    *entry,
                                                    GError                 **error);
gboolean        belote_session_can_correct         (BeloteSession           *self);
gboolean        belote_session_correct_last_deal   (BeloteSession           *self,
                                                    const BelotePadEntry    *entry,
                                                    GError                 **error);
gboolean        belote_session_can_undo            (BeloteSession           *self);
gboolean        belote_session_undo                (BeloteSession           *self,
                                                    GError                 **error);

/* ------------------------------------------------------------------
 * Playing at the card table (issue 29; BELOTE_MODE_PLAY matches)
 *
 * Seat 0 is the person (South, B2); seats 1–3 are computer players whose
 * level is the match's player level (belote_match_set_player (...,
 * TRUE, belote_level_to_string (level))), or an external engine set with
 * belote_session_set_seat_engine (). The session plays the computer seats
 * by itself, one decision at a time in a worker thread (the main loop
 * never blocks), each after the computer pause; the match is saved after
 * every bid, declaration and card (resume at the exact card) and recorded
 * once over (B25).
 *
 * The deal after a finished one is not dealt by itself: the window shows
 * the deal's score and calls belote_session_next_deal () (a void deal,
 * B8, too). Signals:
 *   "computer-moved" (gint seat, gint kind, gint bid_or_card): a computer
 *      seat bid (kind BELOTE_DECISION_BID) or played (kind PLAY);
 *      its declarations are in the deal.
 *   "trick-done" (gint winner): the fourth card of a trick was played;
 *      the trick stays in the deal's plays, the next lead waits for the
 *      computer hold (belote_session_set_computer_hold ()) when a
 *      computer seat leads.
 *   "deal-done" (guint deal_number): the deal was scored (or is void);
 *      deal_number is its index (belote_match_get_deal (), _get_score ()),
 *      0 first.
 *   "hint-changed": belote_session_get_hint () changed (it came, or went
 *      because something moved).
 *   "engine-replaced" (gint seat, const char *why): an external engine's
 *      answer was refused (illegal, malformed, late, crashed); the Expert
 *      decided instead (logged too).
 *   "thinking-changed": belote_session_is_thinking () changed.
 * The match's "changed" signal comes with every change.
 * ------------------------------------------------------------------ */

#define BELOTE_PERSON_SEAT 0

/* Starts a played match: the session keeps it, deals the first deal and
 * lets the computer seats move. */
gboolean        belote_session_start_match         (BeloteSession           *self,
                                                    BeloteMatch             *match,
                                                    GError                 **error);
/* Deals the next deal once the last one is over (B4, B8). */
gboolean        belote_session_next_deal           (BeloteSession           *self,
                                                    GError                 **error);
gboolean        belote_session_is_person_turn      (BeloteSession           *self);
/* The person's bid (B6, B7). BELOTE_SESSION_ERROR_NOT_YOUR_TURN when a
 * computer seat is to move; the deal's errors otherwise. */
gboolean        belote_session_bid                 (BeloteSession           *self,
                                                    BeloteBid                bid,
                                                    GError                 **error);
/* The person's card, with what they declare on their first card (B19;
 * n_declare 0 keeps quiet). Refused with the deal's error (its message
 * is belote_deal_why_illegal ()'s) when the card may not be played. */
gboolean        belote_session_play                (BeloteSession           *self,
                                                    BeloteCard               card,
                                                    const BeloteAnnouncement *declare,
                                                    guint                    n_declare,
                                                    GError                 **error);
/* Undo of the person's last card (with its declarations) until the next
 * seat has played: marks the match assisted. belote_session_can_undo ()
 * and belote_session_undo () do it in a played match. */

/* An external engine for a computer seat (issue 29's protocol): the
 * command line, started at once (BELOTE_SESSION_ERROR_ENGINE when it
 * cannot be); NULL gives the seat back to its level. An answer refused
 * is logged and said in "engine-replaced", and the Expert makes that
 * move; an engine that stopped (exited, late) leaves its seat to the
 * Expert for the rest of the session. */
gboolean        belote_session_set_seat_engine     (BeloteSession           *self,
                                                    guint                    seat,
                                                    const char              *command,
                                                    GError                 **error);

/* Pace, as in Balut: the pause before each computer move (default
 * 650 ms), and how long a finished trick stays in the middle before a
 * computer seat leads the next (default 1200 ms; never less than the
 * pause). The decision is worked out meanwhile. */
void            belote_session_set_computer_pause  (BeloteSession           *self,
                                                    guint                    pause_ms);
guint           belote_session_get_computer_pause  (BeloteSession           *self);
void            belote_session_set_computer_hold   (BeloteSession           *self,
                                                    guint                    hold_ms);
guint           belote_session_get_computer_hold   (BeloteSession           *self);
/* Paused (a dialog open): no computer move is made. */
void            belote_session_set_paused          (BeloteSession           *self,
                                                    gboolean                 paused);
gboolean        belote_session_get_paused          (BeloteSession           *self);
/* Ends the current pause or hold at once (the person clicked to go on). */
void            belote_session_skip_wait           (BeloteSession           *self);
gboolean        belote_session_is_thinking         (BeloteSession           *self);

/* The hint: the Expert's decision for the person, with its reason;
 * asking marks the match assisted. NULL until it is ready. */
gboolean        belote_session_hint_possible       (BeloteSession           *self);
void            belote_session_request_hint        (BeloteSession           *self);
const BeloteDecision *belote_session_get_hint      (BeloteSession           *self);

/* For tests: decisions asked of the players and not yet answered, in
 * every session (one disposed meanwhile too). */
guint           belote_session_get_n_jobs_running  (void);

G_END_DECLS
