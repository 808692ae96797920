/* belote-external.h — an external program takes a Belote seat (the
 * engine protocol, docs/belote-protocol.md)
 *
 * SPDX-FileCopyrightText: 2026 The Balut developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The engine is a command started once per seat; it reads one JSON
 * object a line on its standard input (a request) and writes one JSON
 * object a line on its standard output (the answer); its standard error
 * is the program's. The first request is {"request": "hello", …}, then
 * "bid" and "play" requests, each holding everything the seat may know
 * at a real table and nothing more (never another seat's cards).
 *
 * Every answer is checked: a bid must be allowed (B6, B7), a card legal
 * (B12), a declaration held and made on the seat's first card in family
 * rules (B19, B27). A refused answer is an error whose message says why,
 * for the log; the caller then lets the Expert decide that move (the
 * session, the simulator). The engine keeps its seat after an illegal or
 * malformed answer (it answered one line: it is still in step), but an
 * engine that exited, closed its output, wrote a line over
 * BELOTE_EXTERNAL_MAX_LINE bytes or did not answer in time is stopped:
 * every later request fails at once with BELOTE_EXTERNAL_ERROR_STOPPED.
 *
 * The last unref closes the engine's input (an engine exits at the end
 * of its input), waits for it at most 1 s, then kills it: drop an
 * engine where a second's wait does no harm, or from a worker thread.
 */

#pragma once

#include <gio/gio.h>

#include "belote-deal.h"
#include "belote-player.h"

G_BEGIN_DECLS

/* "protocol" in the hello request; an engine that answers with another
 * number is refused */
#define BELOTE_PROTOCOL_VERSION              1
/* how long an answer may take, from the request written (issue 29); the
 * answer to the hello may take this long even when a shorter timeout is
 * set (the engine starts meanwhile) */
#define BELOTE_EXTERNAL_DEFAULT_TIMEOUT_MS   10000
/* the longest answer line, newline excluded */
#define BELOTE_EXTERNAL_MAX_LINE             (64 * 1024)

#define BELOTE_EXTERNAL_ERROR (belote_external_error_quark ())

typedef enum
{
  BELOTE_EXTERNAL_ERROR_START,      /* the command line cannot be parsed or run */
  BELOTE_EXTERNAL_ERROR_EXITED,     /* the engine exited or closed its output */
  BELOTE_EXTERNAL_ERROR_TIMEOUT,    /* no answer in time: the engine is stopped */
  BELOTE_EXTERNAL_ERROR_MALFORMED,  /* not one JSON object a line, a key missing or mistyped */
  BELOTE_EXTERNAL_ERROR_TOO_LONG,   /* a line over BELOTE_EXTERNAL_MAX_LINE: the engine is stopped */
  BELOTE_EXTERNAL_ERROR_ILLEGAL,    /* a bid, card or declaration the rules refuse */
  BELOTE_EXTERNAL_ERROR_STOPPED,    /* a request to an engine stopped before */
} BeloteExternalError;

GQuark belote_external_error_quark (void);

#define BELOTE_TYPE_EXTERNAL_PLAYER (belote_external_player_get_type ())
G_DECLARE_FINAL_TYPE (BeloteExternalPlayer, belote_external_player, BELOTE, EXTERNAL_PLAYER, GObject)

/* Starts the command (g_shell_parse_argv (): a program and its
 * arguments, quoted as in a shell; no shell runs it). Nothing is sent
 * yet: the hello goes with the first decision. */
BeloteExternalPlayer *belote_external_player_new         (const char            *command_line,
                                                          GError               **error);

const char           *belote_external_player_get_command (BeloteExternalPlayer  *self);
/* The engine's "name" from its hello answer once it has answered (a
 * name within balut_name_check ()'s rule), else the program's file name. */
char                 *belote_external_player_dup_name    (BeloteExternalPlayer  *self);

/* How long an answer may take, in ms (default
 * BELOTE_EXTERNAL_DEFAULT_TIMEOUT_MS). */
void                  belote_external_player_set_timeout (BeloteExternalPlayer  *self,
                                                          guint                  timeout_ms);
guint                 belote_external_player_get_timeout (BeloteExternalPlayer  *self);

/* Whether the engine was stopped (exited, late, a line too long). */
gboolean              belote_external_player_is_stopped  (BeloteExternalPlayer  *self);

/* Asks the engine for the decision of the seat to move in deal (a bid or
 * a card), waits for its answer (at most the timeout) and checks it. The
 * decision's reason is the engine's "reason" if it gave one (else NULL);
 * its value 0. FALSE with BELOTE_EXTERNAL_ERROR (why the answer was
 * refused, translated, naming the engine), G_IO_ERROR_CANCELLED, or
 * G_IO_ERROR_INVALID_ARGUMENT when no decision is due. Blocks: for a
 * worker thread or a tool. Requests to one player are served one at a
 * time (a second caller waits for the first). */
gboolean              belote_external_player_decide      (BeloteExternalPlayer      *self,
                                                          const BeloteDeal          *deal,
                                                          BeloteSchool               school,
                                                          const BeloteMatchContext  *context,
                                                          GCancellable              *cancellable,
                                                          BeloteDecision            *out,
                                                          GError                   **error);

/* The same in a worker thread (GTask); the deal and context are copied. */
void                  belote_external_player_decide_async  (BeloteExternalPlayer      *self,
                                                            const BeloteDeal          *deal,
                                                            BeloteSchool               school,
                                                            const BeloteMatchContext  *context,
                                                            GCancellable              *cancellable,
                                                            GAsyncReadyCallback        callback,
                                                            gpointer                   user_data);
gboolean              belote_external_player_decide_finish (BeloteExternalPlayer      *self,
                                                            GAsyncResult              *result,
                                                            BeloteDecision            *out,
                                                            GError                   **error);

/* The request the seat to move would be sent, as one line of JSON
 * without its newline (docs/belote-protocol.md; for tests and logs):
 * NULL when no decision is due. */
char                 *belote_external_request_to_json    (const BeloteDeal          *deal,
                                                          BeloteSchool               school,
                                                          const BeloteMatchContext  *context);

G_END_DECLS
