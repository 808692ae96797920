/* belote-external.c — an external program takes a Belote seat
 *
 * SPDX-FileCopyrightText: 2026 The Balut developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * One exchange = one request line written, one answer line read, both
 * under one deadline. The waiting runs a private GMainContext in the
 * calling thread (asynchronous GIO streams and a timeout source), so the
 * deadline and the caller's GCancellable interrupt it on every platform
 * GSubprocess runs on. What the engine writes is never trusted: lines
 * are capped, checked as RFC 8259 JSON within small bounds
 * (balut_json_check (), no recursion) before json-glib parses them, and
 * every value read is checked against the deal (B6, B7, B12, B19, B27).
 */

#include "config.h"

#include <glib/gi18n-lib.h>
#include <json-glib/json-glib.h>
#include <string.h>
#ifdef G_OS_UNIX
#include <signal.h>
#endif

#include "balut-json.h"
#include "balut-name.h"
#include "belote-external.h"

/* the engine's "reason", kept for the hint and the log */
#define MAX_REASON_LENGTH 1000   /* characters */
/* how long an engine told to stop (its input closed) may take to exit */
#define EXIT_GRACE_MS     1000

G_DEFINE_QUARK (belote-external-error-quark, belote_external_error)

struct _BeloteExternalPlayer
{
  GObject       parent_instance;

  char         *command;
  GSubprocess  *process;
  GOutputStream *input;            /* the engine's standard input */
  GInputStream *output;            /* the engine's standard output */

  GMutex        io_lock;           /* one exchange at a time */
  GByteArray   *buffer;            /* read, not yet a whole line */
  guint         owed;              /* answers to requests cancelled by the caller, to skip */
  gboolean      greeted;

  GMutex        state_lock;        /* what other threads read */
  char         *name;
  char         *stop_reason;       /* NULL while the engine runs */
  guint         timeout_ms;
};

G_DEFINE_FINAL_TYPE (BeloteExternalPlayer, belote_external_player, G_TYPE_OBJECT)

/* ------------------------------------------------------------------ */
/* Requests                                                            */
/* ------------------------------------------------------------------ */

static const char *const rank_names[BELOTE_N_RANKS] = {
  "7", "8", "9", "10", "J", "Q", "K", "A",
};

static void
add_hand (JsonBuilder *b,
          const char  *key,
          BeloteHand   hand)
{
  json_builder_set_member_name (b, key);
  json_builder_begin_array (b);
  for (BeloteCard c = 0; c < BELOTE_N_CARDS; c++)
    if (BELOTE_HAND_HAS (hand, c))
      json_builder_add_string_value (b, belote_card_to_string (c));
  json_builder_end_array (b);
}

static void
add_int (JsonBuilder *b,
         const char  *key,
         gint64       value)
{
  json_builder_set_member_name (b, key);
  json_builder_add_int_value (b, value);
}

static void
add_string (JsonBuilder *b,
            const char  *key,
            const char  *value)
{
  json_builder_set_member_name (b, key);
  json_builder_add_string_value (b, value);
}

static const char *
bid_to_string (BeloteBid bid)
{
  if (bid == BELOTE_BID_PASS)
    return "pass";
  if (bid == BELOTE_BID_TAKE)
    return "take";
  return belote_suit_to_string ((BeloteSuit) bid);
}

/* As a record writes it (docs/record-format.md): a sequence by its whole
 * run, lowest card first (B16); a carré by its rank (B17). */
static void
add_announcement (JsonBuilder              *b,
                  const BeloteAnnouncement *a)
{
  json_builder_begin_object (b);
  if (a->kind == BELOTE_ANNOUNCE_CARRE)
    add_string (b, "carre", rank_names[a->top]);
  else
    {
      json_builder_set_member_name (b, "sequence");
      json_builder_begin_array (b);
      for (guint i = a->length; i > 0; i--)
        json_builder_add_string_value (b, belote_card_to_string (BELOTE_CARD (a->suit, a->top + 1 - i)));
      json_builder_end_array (b);
    }
  json_builder_end_object (b);
}

/* What every request holds about the match (B3, B22–B27). */
static void
add_match (JsonBuilder              *b,
           BeloteSchool              school,
           const BeloteMatchContext *context)
{
  json_builder_set_member_name (b, "scores");
  json_builder_begin_array (b);
  for (guint t = 0; t < BELOTE_N_TEAMS; t++)
    json_builder_add_int_value (b, context->totals[t]);
  json_builder_end_array (b);
  add_int (b, "pot", context->pot);
  add_int (b, "target", context->target);
  add_string (b, "school", school == BELOTE_SCHOOL_TOURNAMENT ? "tournament" : "family");
}

/* B6, B7: the bids so far, from the seat after the dealer */
static void
add_bids (JsonBuilder      *b,
          const BeloteDeal *deal)
{
  json_builder_set_member_name (b, "bids");
  json_builder_begin_array (b);
  for (guint i = 0; i < deal->n_bids; i++)
    {
      json_builder_begin_object (b);
      add_int (b, "seat", (deal->dealer + 1 + i) % BELOTE_N_SEATS);
      add_string (b, "bid", bid_to_string (deal->bids[i]));
      json_builder_end_object (b);
    }
  json_builder_end_array (b);
}

static void
add_trick (JsonBuilder      *b,
           const BeloteDeal *deal,
           guint             trick,
           guint             n)
{
  gint8 leader = deal->trick_leader[trick];

  json_builder_begin_array (b);
  for (guint i = 0; i < n; i++)
    {
      json_builder_begin_object (b);
      add_int (b, "seat", (leader + i) % BELOTE_N_SEATS);
      add_string (b, "card", belote_card_to_string (deal->plays[trick * BELOTE_N_SEATS + i]));
      json_builder_end_object (b);
    }
  json_builder_end_array (b);
}

/* Only what the seat to move may know at a real table: its own hand, the
 * turned card, the bids, the cards played and by whom, the declarations
 * made (B19) and Belote when said (B21). Never another seat's cards. */
static JsonNode *
build_request (const BeloteDeal         *deal,
               BeloteSchool              school,
               const BeloteMatchContext *context)
{
  g_autoptr(JsonBuilder) b = json_builder_new ();
  gint8 seat = belote_deal_to_move (deal);

  if (seat == BELOTE_NO_SEAT)
    return NULL;

  json_builder_begin_object (b);
  if (deal->phase == BELOTE_PHASE_BID_FIRST || deal->phase == BELOTE_PHASE_BID_SECOND)
    {
      add_string (b, "request", "bid");
      add_int (b, "seat", seat);
      add_int (b, "round", deal->phase == BELOTE_PHASE_BID_FIRST ? 1 : 2);
      add_int (b, "dealer", deal->dealer);
      add_hand (b, "hand", deal->hands[seat]);
      add_string (b, "turned", belote_card_to_string (deal->turned));
      add_bids (b, deal);
      add_match (b, school, context);
    }
  else
    {
      guint n_complete = deal->n_played / BELOTE_N_SEATS;
      gint8 belote_seat = belote_deal_belote_seat (deal);

      add_string (b, "request", "play");
      add_int (b, "seat", seat);
      add_int (b, "dealer", deal->dealer);
      add_int (b, "taker", deal->taker);
      add_string (b, "trump", belote_suit_to_string (deal->trump));
      add_string (b, "turned", belote_card_to_string (deal->turned));
      add_bids (b, deal);
      add_hand (b, "hand", deal->hands[seat]);
      add_hand (b, "legal", belote_deal_legal_cards (deal));

      json_builder_set_member_name (b, "tricks");
      json_builder_begin_array (b);
      for (guint t = 0; t < n_complete; t++)
        add_trick (b, deal, t, BELOTE_N_SEATS);
      json_builder_end_array (b);
      json_builder_set_member_name (b, "trick");
      add_trick (b, deal, n_complete, deal->n_played % BELOTE_N_SEATS);

      json_builder_set_member_name (b, "declarations");
      json_builder_begin_array (b);
      for (guint s = 0; s < BELOTE_N_SEATS; s++)
        {
          json_builder_begin_array (b);
          if (deal->has_declared[s])
            for (guint i = 0; i < deal->n_declared[s]; i++)
              add_announcement (b, &deal->declared[s][i]);
          json_builder_end_array (b);
        }
      json_builder_end_array (b);

      /* B21: public once "Belote" is said */
      json_builder_set_member_name (b, "belote");
      if (deal->belote_said > 0 && belote_seat != BELOTE_NO_SEAT)
        {
          json_builder_begin_object (b);
          add_int (b, "seat", belote_seat);
          add_string (b, "said", deal->belote_said >= 2 ? "rebelote" : "belote");
          json_builder_end_object (b);
        }
      else
        json_builder_add_null_value (b);

      add_match (b, school, context);

      /* B19: on the seat's first card only (the first trick), family
       * rules only (B27) */
      if (school == BELOTE_SCHOOL_FAMILY && deal->n_played < BELOTE_N_SEATS && !deal->has_declared[seat])
        {
          BeloteAnnouncement held[BELOTE_HAND_SIZE];
          guint n = belote_hand_announcements (deal->dealt[seat], held);

          json_builder_set_member_name (b, "declare");
          json_builder_begin_array (b);
          for (guint i = 0; i < n; i++)
            add_announcement (b, &held[i]);
          json_builder_end_array (b);
        }
    }
  json_builder_end_object (b);
  return json_builder_get_root (b);
}

static char *
node_to_line (JsonNode *node)
{
  g_autoptr(JsonGenerator) generator = json_generator_new ();

  json_generator_set_root (generator, node);
  return json_generator_to_data (generator, NULL);
}

/* ------------------------------------------------------------------ */
/* The process                                                         */
/* ------------------------------------------------------------------ */

#ifdef G_OS_UNIX
/* A write to an engine that has exited must fail with EPIPE, not kill
 * the program with SIGPIPE: ignored unless someone handles it already. */
static void
ignore_sigpipe (void)
{
  static gsize done = 0;

  if (g_once_init_enter (&done))
    {
      void (*old) (int) = signal (SIGPIPE, SIG_IGN);

      if (old != SIG_DFL && old != SIG_ERR)
        signal (SIGPIPE, old);
      g_once_init_leave (&done, 1);
    }
}

/* ...but the engine gets the default back (an ignored signal is
 * inherited through exec). */
static void
child_setup_cb (gpointer user_data)
{
  (void) user_data;
  signal (SIGPIPE, SIG_DFL);
}
#endif

static gboolean
name_ok (const char *name)
{
  return name != NULL && balut_name_find_problem (name, NULL) == BALUT_NAME_PROBLEM_NONE;
}

/* "my-engine", or "python3 legal.py" for a script run by its interpreter */
static char *
name_of_command (char **argv)
{
  g_autofree char *program = g_path_get_basename (argv[0]);
  g_autofree char *name = NULL;

  if (argv[1] != NULL && argv[1][0] != '-')
    {
      g_autofree char *script = g_path_get_basename (argv[1]);

      name = g_strdup_printf ("%s %s", program, script);
    }
  else
    name = g_strdup (program);
  if (!g_utf8_validate (name, -1, NULL))
    return g_strdup ("engine");
  if (g_utf8_strlen (name, -1) > BALUT_NAME_MAX_LENGTH)
    {
      char *cut = g_utf8_substring (name, 0, BALUT_NAME_MAX_LENGTH);

      g_free (name);
      name = cut;
    }
  return name_ok (name) ? g_steal_pointer (&name) : g_strdup ("engine");
}

/* The engine is stopped for good: every later request fails at once. */
static void
stop (BeloteExternalPlayer *self,
      const char           *reason)
{
  g_mutex_lock (&self->state_lock);
  if (self->stop_reason == NULL)
    self->stop_reason = g_strdup (reason);
  g_mutex_unlock (&self->state_lock);
  if (self->process != NULL)
    g_subprocess_force_exit (self->process);
}

static void
wait_cb (GObject      *source,
         GAsyncResult *result,
         gpointer      user_data)
{
  gboolean *done = user_data;

  g_subprocess_wait_finish (G_SUBPROCESS (source), result, NULL);
  *done = TRUE;
}

static gboolean
flag_cb (gpointer user_data)
{
  gboolean *flag = user_data;

  *flag = TRUE;
  return G_SOURCE_REMOVE;
}

/* Closes the engine's input (it should exit at the end of its input),
 * waits a moment, then makes sure it is gone and reaped. */
static void
end_process (BeloteExternalPlayer *self)
{
  g_autoptr(GMainContext) context = NULL;
  GSource *timeout;
  gboolean exited = FALSE, late = FALSE;

  if (self->process == NULL)
    return;
  g_output_stream_close (self->input, NULL, NULL);

  context = g_main_context_new ();
  g_main_context_push_thread_default (context);
  timeout = g_timeout_source_new (EXIT_GRACE_MS);
  g_source_set_callback (timeout, flag_cb, &late, NULL);
  g_source_attach (timeout, context);
  g_subprocess_wait_async (self->process, NULL, wait_cb, &exited);
  while (!exited && !late)
    g_main_context_iteration (context, TRUE);
  g_source_destroy (timeout);
  g_source_unref (timeout);
  if (!exited)
    {
      g_subprocess_force_exit (self->process);
      while (!exited)
        g_main_context_iteration (context, TRUE);
    }
  g_main_context_pop_thread_default (context);
}

static void
belote_external_player_finalize (GObject *object)
{
  BeloteExternalPlayer *self = BELOTE_EXTERNAL_PLAYER (object);

  end_process (self);
  g_clear_object (&self->process);
  g_free (self->command);
  g_byte_array_unref (self->buffer);
  g_free (self->name);
  g_free (self->stop_reason);
  g_mutex_clear (&self->io_lock);
  g_mutex_clear (&self->state_lock);

  G_OBJECT_CLASS (belote_external_player_parent_class)->finalize (object);
}

static void
belote_external_player_class_init (BeloteExternalPlayerClass *klass)
{
  G_OBJECT_CLASS (klass)->finalize = belote_external_player_finalize;
}

static void
belote_external_player_init (BeloteExternalPlayer *self)
{
  g_mutex_init (&self->io_lock);
  g_mutex_init (&self->state_lock);
  self->buffer = g_byte_array_new ();
  self->timeout_ms = BELOTE_EXTERNAL_DEFAULT_TIMEOUT_MS;
}

/* ------------------------------------------------------------------ */
/* One exchange under a deadline                                       */
/* ------------------------------------------------------------------ */

typedef struct
{
  GMainContext *context;
  GCancellable *cancellable;      /* cancelled at the deadline or by the caller */
  GCancellable *caller;
  gulong        caller_handler;
  GSource      *timeout;
  guint         timeout_ms;
  gboolean      timed_out;
  GAsyncResult *result;
} Exchange;

static gboolean
deadline_cb (gpointer user_data)
{
  Exchange *x = user_data;

  x->timed_out = TRUE;
  g_cancellable_cancel (x->cancellable);
  return G_SOURCE_REMOVE;
}

static void
caller_cancelled_cb (GCancellable *caller,
                     gpointer      user_data)
{
  (void) caller;
  g_cancellable_cancel (G_CANCELLABLE (user_data));
}

static void
exchange_begin (Exchange     *x,
                guint         timeout_ms,
                GCancellable *caller)
{
  memset (x, 0, sizeof *x);
  x->timeout_ms = timeout_ms;
  x->context = g_main_context_new ();
  g_main_context_push_thread_default (x->context);
  x->cancellable = g_cancellable_new ();
  if (caller != NULL)
    {
      x->caller = g_object_ref (caller);
      x->caller_handler = g_cancellable_connect (caller, G_CALLBACK (caller_cancelled_cb),
                                                 g_object_ref (x->cancellable), g_object_unref);
    }
  x->timeout = g_timeout_source_new (timeout_ms);
  g_source_set_callback (x->timeout, deadline_cb, x, NULL);
  g_source_attach (x->timeout, x->context);
}

static void
exchange_end (Exchange *x)
{
  g_source_destroy (x->timeout);
  g_source_unref (x->timeout);
  if (x->caller != NULL)
    {
      g_cancellable_disconnect (x->caller, x->caller_handler);
      g_object_unref (x->caller);
    }
  g_object_unref (x->cancellable);
  g_main_context_pop_thread_default (x->context);
  g_main_context_unref (x->context);
}

static void
result_cb (GObject      *source,
           GAsyncResult *result,
           gpointer      user_data)
{
  Exchange *x = user_data;

  (void) source;
  x->result = g_object_ref (result);
}

static GAsyncResult *
exchange_wait (Exchange *x)
{
  while (x->result == NULL)
    g_main_context_iteration (x->context, TRUE);
  return x->result;
}

static gboolean
caller_cancelled (Exchange *x)
{
  return !x->timed_out && x->caller != NULL && g_cancellable_is_cancelled (x->caller);
}

/* An error about the engine: "Engine “name”: what". Returns FALSE. */
static gboolean G_GNUC_PRINTF (4, 5)
refuse (BeloteExternalPlayer  *self,
        GError               **error,
        BeloteExternalError    code,
        const char            *format,
        ...)
{
  g_autofree char *what = NULL;
  g_autofree char *name = belote_external_player_dup_name (self);
  va_list args;

  va_start (args, format);
  what = g_strdup_vprintf (format, args);
  va_end (args);
  g_set_error (error, BELOTE_EXTERNAL_ERROR, code,
               /* Translators: the engine's name, then what went wrong */
               _("Engine “%s”: %s"), name, what);
  return FALSE;
}

static gboolean
write_line (BeloteExternalPlayer  *self,
            Exchange              *x,
            const char            *line,
            GError               **error)
{
  g_autoptr(GError) local = NULL;
  g_autofree char *text = g_strconcat (line, "\n", NULL);
  gsize written = 0;

  g_output_stream_write_all_async (self->input, text, strlen (text), G_PRIORITY_DEFAULT,
                                   x->cancellable, result_cb, x);
  exchange_wait (x);
  if (g_output_stream_write_all_finish (self->input, x->result, &written, &local))
    {
      g_clear_object (&x->result);
      return TRUE;
    }
  g_clear_object (&x->result);

  if (caller_cancelled (x) && written == 0)
    {
      g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_CANCELLED, local->message);
      return FALSE;
    }
  if (x->timed_out)
    {
      refuse (self, error, BELOTE_EXTERNAL_ERROR_TIMEOUT,
              _("it did not read its request within %u ms; it is stopped"), x->timeout_ms);
      stop (self, (*error)->message);
    }
  else
    {
      refuse (self, error, BELOTE_EXTERNAL_ERROR_EXITED,
              _("it cannot be sent its request (%s): it has exited?"), local->message);
      stop (self, (*error)->message);
    }
  return FALSE;
}

/* Whether the bytes are only JSON's white space (a blank line is skipped). */
static gboolean
blank (const guint8 *data,
       gsize         length)
{
  for (gsize i = 0; i < length; i++)
    if (data[i] != ' ' && data[i] != '\t' && data[i] != '\r')
      return FALSE;
  return TRUE;
}

/* The next line that is not blank, without its newline (its bytes as
 * written: a nul byte inside is left for the JSON check to refuse), or
 * NULL with the error. */
static char *
read_line (BeloteExternalPlayer  *self,
           Exchange              *x,
           gsize                 *line_length,
           GError               **error)
{
  for (;;)
    {
      guint8 *newline = self->buffer->len > 0 ? memchr (self->buffer->data, '\n', self->buffer->len) : NULL;
      g_autoptr(GError) local = NULL;
      guint8 chunk[4096];
      gssize n;

      if (newline != NULL)
        {
          gsize length = (gsize) (newline - self->buffer->data);
          char *line;

          if (length > BELOTE_EXTERNAL_MAX_LINE)
            break;
          if (blank (self->buffer->data, length))
            {
              g_byte_array_remove_range (self->buffer, 0, (guint) length + 1);
              continue;
            }
          line = g_malloc (length + 1);
          memcpy (line, self->buffer->data, length);
          line[length] = '\0';
          g_byte_array_remove_range (self->buffer, 0, (guint) length + 1);
          *line_length = length;
          return line;
        }
      if (self->buffer->len > BELOTE_EXTERNAL_MAX_LINE)
        break;

      g_input_stream_read_async (self->output, chunk, sizeof chunk, G_PRIORITY_DEFAULT,
                                 x->cancellable, result_cb, x);
      exchange_wait (x);
      n = g_input_stream_read_finish (self->output, x->result, &local);
      g_clear_object (&x->result);
      if (n > 0)
        {
          g_byte_array_append (self->buffer, chunk, (guint) n);
          continue;
        }
      if (n < 0 && caller_cancelled (x))
        {
          g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_CANCELLED, local->message);
          return NULL;
        }
      if (n < 0 && x->timed_out)
        {
          refuse (self, error, BELOTE_EXTERNAL_ERROR_TIMEOUT,
                  _("no answer within %u ms; it is stopped"), x->timeout_ms);
          stop (self, (*error)->message);
          return NULL;
        }
      if (n == 0)
        refuse (self, error, BELOTE_EXTERNAL_ERROR_EXITED,
                _("it closed its output or exited before answering"));
      else
        refuse (self, error, BELOTE_EXTERNAL_ERROR_EXITED,
                _("its answer cannot be read: %s"), local->message);
      stop (self, (*error)->message);
      return NULL;
    }

  /* what follows cannot be told from the rest of the long line */
  g_byte_array_set_size (self->buffer, 0);
  refuse (self, error, BELOTE_EXTERNAL_ERROR_TOO_LONG,
          _("it wrote a line longer than %d bytes; it is stopped"), BELOTE_EXTERNAL_MAX_LINE);
  stop (self, (*error)->message);
  return NULL;
}

/* One request, one answer: the answer as a JSON object (a new node). */
static JsonNode *
exchange (BeloteExternalPlayer  *self,
          const char            *request,
          guint                  timeout_ms,
          GCancellable          *cancellable,
          GError               **error)
{
  static const BalutJsonLimits limits = {
    .max_depth = 8,
    .max_values = 4096,
    .max_members = 64,
    .max_key_length = 64,
    .max_number_length = 32,
    .finite_numbers = TRUE,
  };
  g_autoptr(JsonParser) parser = json_parser_new ();
  g_autoptr(GError) local = NULL;
  g_autofree char *line = NULL;
  g_autofree char *start_error = NULL;
  Exchange x;
  gsize start = 0, length = 0;
  JsonNode *root;

  exchange_begin (&x, timeout_ms, cancellable);
  if (!write_line (self, &x, request, error))
    {
      exchange_end (&x);
      return NULL;
    }
  /* the answers to requests the caller gave up on come first */
  while (self->owed > 0)
    {
      g_free (line);
      line = read_line (self, &x, &length, &local);
      if (line == NULL)
        break;
      self->owed--;
    }
  g_clear_pointer (&line, g_free);
  if (local == NULL)
    line = read_line (self, &x, &length, &local);
  exchange_end (&x);
  if (line == NULL)
    {
      /* the answer to this request is still owed */
      if (g_error_matches (local, G_IO_ERROR, G_IO_ERROR_CANCELLED))
        self->owed++;
      g_propagate_error (error, g_steal_pointer (&local));
      return NULL;
    }

  if (!balut_json_check (line, length, &limits, &start, &local))
    {
      refuse (self, error, BELOTE_EXTERNAL_ERROR_MALFORMED,
              _("its answer is not one JSON object on one line: %s"), local->message);
      return NULL;
    }
  if (!json_parser_load_from_data (parser, line + start, (gssize) (length - start), &local))
    {
      refuse (self, error, BELOTE_EXTERNAL_ERROR_MALFORMED,
              _("its answer is not JSON: %s"), local->message);
      return NULL;
    }
  root = json_parser_get_root (parser);
  if (root == NULL || !JSON_NODE_HOLDS_OBJECT (root))
    {
      refuse (self, error, BELOTE_EXTERNAL_ERROR_MALFORMED,
              _("its answer is not a JSON object"));
      return NULL;
    }
  return json_node_copy (root);
}

/* A request to a stopped engine fails at once. */
static gboolean
check_running (BeloteExternalPlayer  *self,
               GError               **error)
{
  g_autofree char *reason = NULL;

  g_mutex_lock (&self->state_lock);
  reason = g_strdup (self->stop_reason);
  g_mutex_unlock (&self->state_lock);
  if (reason == NULL)
    return TRUE;
  g_set_error (error, BELOTE_EXTERNAL_ERROR, BELOTE_EXTERNAL_ERROR_STOPPED,
               /* Translators: the reason is a whole message about the engine:
                  "Engine “…”: no answer within 300 ms; it is stopped" */
               _("Stopped earlier: %s"), reason);
  return FALSE;
}

/* {"request": "hello", "protocol": 1, "seat", "school", "target",
 * "timeout_ms"} answered by an object with an optional "name" and
 * "protocol". A wrong answer to the hello stops the engine. */
static gboolean
greet (BeloteExternalPlayer      *self,
       gint8                      seat,
       BeloteSchool               school,
       const BeloteMatchContext  *context,
       GCancellable              *cancellable,
       GError                   **error)
{
  g_autoptr(JsonBuilder) b = json_builder_new ();
  g_autoptr(JsonNode) request = NULL;
  g_autoptr(JsonNode) answer = NULL;
  g_autoptr(GError) local = NULL;
  g_autofree char *line = NULL;
  JsonObject *object;
  JsonNode *node;

  json_builder_begin_object (b);
  add_string (b, "request", "hello");
  add_int (b, "protocol", BELOTE_PROTOCOL_VERSION);
  add_int (b, "seat", seat);
  add_string (b, "school", school == BELOTE_SCHOOL_TOURNAMENT ? "tournament" : "family");
  add_int (b, "target", context->target);
  add_int (b, "timeout_ms", belote_external_player_get_timeout (self));
  json_builder_end_object (b);
  request = json_builder_get_root (b);
  line = node_to_line (request);

  /* the engine starts meanwhile (an interpreter, its tables): the hello
   * may take the default timeout even when a shorter one is set */
  answer = exchange (self, line, MAX (belote_external_player_get_timeout (self), BELOTE_EXTERNAL_DEFAULT_TIMEOUT_MS),
                     cancellable, &local);
  if (answer == NULL)
    {
      /* an engine that cannot say hello is not played */
      if (!g_error_matches (local, G_IO_ERROR, G_IO_ERROR_CANCELLED))
        stop (self, local->message);
      g_propagate_error (error, g_steal_pointer (&local));
      return FALSE;
    }
  object = json_node_get_object (answer);

  node = json_object_get_member (object, "protocol");
  if (node != NULL
      && (!JSON_NODE_HOLDS_VALUE (node) || json_node_get_value_type (node) != G_TYPE_INT64
          || json_node_get_int (node) != BELOTE_PROTOCOL_VERSION))
    {
      refuse (self, &local, BELOTE_EXTERNAL_ERROR_MALFORMED,
              _("it speaks another protocol than version %d; it is stopped"), BELOTE_PROTOCOL_VERSION);
      stop (self, local->message);
      g_propagate_error (error, g_steal_pointer (&local));
      return FALSE;
    }

  node = json_object_get_member (object, "name");
  if (node != NULL && JSON_NODE_HOLDS_VALUE (node) && json_node_get_value_type (node) == G_TYPE_STRING)
    {
      g_autofree char *name = g_strstrip (g_strdup (json_node_get_string (node)));

      /* a name outside the rule of names is ignored: the command names it */
      if (name_ok (name))
        {
          g_mutex_lock (&self->state_lock);
          g_free (self->name);
          self->name = g_steal_pointer (&name);
          g_mutex_unlock (&self->state_lock);
        }
    }
  self->greeted = TRUE;
  return TRUE;
}

/* ------------------------------------------------------------------ */
/* Answers                                                             */
/* ------------------------------------------------------------------ */

static const char *
get_string (JsonObject *object,
            const char *key)
{
  JsonNode *node = json_object_get_member (object, key);

  if (node == NULL || !JSON_NODE_HOLDS_VALUE (node) || json_node_get_value_type (node) != G_TYPE_STRING)
    return NULL;
  return json_node_get_string (node);
}

/* a text from the engine shown in a message: no control characters,
 * at most 40 characters */
static char *
printable (const char *text)
{
  GString *out = g_string_new (NULL);
  const char *p = text;

  for (guint n = 0; *p != '\0' && n < 40; p = g_utf8_next_char (p), n++)
    {
      gunichar c = g_utf8_get_char (p);

      if (g_unichar_iscntrl (c) || g_unichar_type (c) == G_UNICODE_FORMAT
          || c == 0x2028 || c == 0x2029)
        g_string_append_c (out, '?');
      else
        g_string_append_unichar (out, c);
    }
  if (*p != '\0')
    g_string_append (out, "…");
  return g_string_free (out, FALSE);
}

static char *
read_reason (JsonObject *object)
{
  const char *text = get_string (object, "reason");
  g_autofree char *cut = NULL;
  char *p;

  if (text == NULL || *text == '\0')
    return NULL;
  cut = g_utf8_substring (text, 0, MIN (g_utf8_strlen (text, -1), MAX_REASON_LENGTH));
  for (p = cut; *p != '\0'; p = g_utf8_next_char (p))
    if ((guchar) *p < 0x20 || *p == 0x7f)
      *p = ' ';
  return g_steal_pointer (&cut);
}

static gboolean
parse_bid (const char *text,
           BeloteBid  *out)
{
  BeloteSuit suit;

  if (g_ascii_strcasecmp (text, "pass") == 0)
    *out = BELOTE_BID_PASS;
  else if (g_ascii_strcasecmp (text, "take") == 0)
    *out = BELOTE_BID_TAKE;
  else if (strlen (text) == 1 && belote_suit_parse (text, &suit))
    *out = BELOTE_BID_SUIT (suit);
  else
    return FALSE;
  return TRUE;
}

static gboolean
read_bid (BeloteExternalPlayer  *self,
          const BeloteDeal      *deal,
          JsonObject            *object,
          BeloteDecision        *out,
          GError               **error)
{
  const char *text = get_string (object, "bid");
  g_autofree char *shown = NULL;
  BeloteBid bid;

  if (text == NULL)
    return refuse (self, error, BELOTE_EXTERNAL_ERROR_MALFORMED,
                   _("its answer to a bid request has no \"bid\" string"));
  shown = printable (text);
  if (!parse_bid (text, &bid))
    return refuse (self, error, BELOTE_EXTERNAL_ERROR_MALFORMED,
                   _("it bid “%s”, not \"pass\", \"take\", \"C\", \"D\", \"H\" or \"S\""), shown);
  if (!belote_deal_bid_allowed (deal, bid))
    {
      if (deal->phase == BELOTE_PHASE_BID_FIRST)
        refuse (self, error, BELOTE_EXTERNAL_ERROR_ILLEGAL,
                _("it bid “%s”: in the first round a player takes the turned card’s suit or passes (B6)"), shown);
      else
        refuse (self, error, BELOTE_EXTERNAL_ERROR_ILLEGAL,
                _("it bid “%s”: in the second round a player names a suit other than the turned card’s, or passes (B7)"),
                shown);
      return FALSE;
    }
  out->kind = BELOTE_DECISION_BID;
  out->bid = bid;
  return TRUE;
}

/* {"sequence": [its cards]} or {"carre": its rank}, as in records */
static gboolean
parse_announcement (JsonNode           *node,
                    BeloteAnnouncement *a)
{
  JsonObject *object;
  JsonNode *member;

  if (node == NULL || !JSON_NODE_HOLDS_OBJECT (node))
    return FALSE;
  object = json_node_get_object (node);
  if (json_object_get_size (object) != 1)
    return FALSE;
  *a = (BeloteAnnouncement) { .suit = BELOTE_NO_SUIT, .seat = BELOTE_NO_SEAT };

  if ((member = json_object_get_member (object, "carre")) != NULL)
    {
      const char *rank = get_string (object, "carre");

      if (rank == NULL)
        return FALSE;
      for (guint r = 0; r < BELOTE_N_RANKS; r++)
        if (g_ascii_strcasecmp (rank, rank_names[r]) == 0)
          {
            a->kind = BELOTE_ANNOUNCE_CARRE;
            a->top = (BeloteRank) r;
            a->length = 4;
            return TRUE;
          }
      return FALSE;
    }

  if ((member = json_object_get_member (object, "sequence")) != NULL && JSON_NODE_HOLDS_ARRAY (member))
    {
      JsonArray *cards = json_node_get_array (member);
      guint n = json_array_get_length (cards);
      guint low = BELOTE_N_RANKS, high = 0;
      BeloteSuit suit = BELOTE_NO_SUIT;
      BeloteHand seen = 0;

      if (n < 3 || n > BELOTE_N_RANKS)
        return FALSE;
      for (guint i = 0; i < n; i++)
        {
          JsonNode *element = json_array_get_element (cards, i);
          BeloteCard card;

          if (!JSON_NODE_HOLDS_VALUE (element) || json_node_get_value_type (element) != G_TYPE_STRING
              || !belote_card_parse (json_node_get_string (element), &card)
              || BELOTE_HAND_HAS (seen, card)
              || (suit != BELOTE_NO_SUIT && BELOTE_CARD_SUIT (card) != suit))
            return FALSE;
          seen |= BELOTE_HAND_CARD (card);
          suit = BELOTE_CARD_SUIT (card);
          low = MIN (low, (guint) BELOTE_CARD_RANK (card));
          high = MAX (high, (guint) BELOTE_CARD_RANK (card));
        }
      if (high + 1 - low != n)
        return FALSE;
      a->kind = BELOTE_ANNOUNCE_SEQUENCE;
      a->suit = suit;
      a->top = (BeloteRank) high;
      a->length = (guint8) n;
      return TRUE;
    }
  return FALSE;
}

static gboolean
same_announcement (const BeloteAnnouncement *a,
                   const BeloteAnnouncement *b)
{
  if (a->kind != b->kind || a->top != b->top)
    return FALSE;
  return a->kind == BELOTE_ANNOUNCE_CARRE || (a->suit == b->suit && a->length == b->length);
}

static gboolean
read_play (BeloteExternalPlayer  *self,
           const BeloteDeal      *deal,
           BeloteSchool           school,
           JsonObject            *object,
           BeloteDecision        *out,
           GError               **error)
{
  const char *text = get_string (object, "card");
  JsonNode *declare = json_object_get_member (object, "declare");
  gint8 seat = belote_deal_to_move (deal);
  g_autofree char *shown = NULL;
  BeloteCard card;

  if (text == NULL)
    return refuse (self, error, BELOTE_EXTERNAL_ERROR_MALFORMED,
                   _("its answer to a play request has no \"card\" string"));
  shown = printable (text);
  if (!belote_card_parse (text, &card))
    return refuse (self, error, BELOTE_EXTERNAL_ERROR_MALFORMED,
                   _("“%s” is not a card (B1: 7C, 10D, JH, AS…)"), shown);
  if (!BELOTE_HAND_HAS (deal->hands[seat], card))
    return refuse (self, error, BELOTE_EXTERNAL_ERROR_ILLEGAL,
                   _("it played %s, which it does not hold"), belote_card_to_string (card));
  if (!BELOTE_HAND_HAS (belote_deal_legal_cards (deal), card))
    {
      g_autofree char *why = belote_deal_why_illegal (deal, card);

      return refuse (self, error, BELOTE_EXTERNAL_ERROR_ILLEGAL,
                     /* Translators: the card, then why it may not be played (B12) */
                     _("it played %s, which is not allowed: %s (B12)"), belote_card_to_string (card),
                     why != NULL ? why : "");
    }
  out->kind = BELOTE_DECISION_PLAY;
  out->card = card;

  if (declare != NULL && !JSON_NODE_HOLDS_NULL (declare))
    {
      BeloteAnnouncement held[BELOTE_HAND_SIZE];
      guint n_held, n;
      JsonArray *list;

      if (!JSON_NODE_HOLDS_ARRAY (declare))
        return refuse (self, error, BELOTE_EXTERNAL_ERROR_MALFORMED, _("its \"declare\" is not a list"));
      list = json_node_get_array (declare);
      n = json_array_get_length (list);
      if (n == 0)
        return TRUE;
      if (school == BELOTE_SCHOOL_TOURNAMENT)
        return refuse (self, error, BELOTE_EXTERNAL_ERROR_ILLEGAL,
                       _("it declared announcements, but tournament rules have none (B27)"));
      if (deal->n_played >= BELOTE_N_SEATS || deal->has_declared[seat])
        return refuse (self, error, BELOTE_EXTERNAL_ERROR_ILLEGAL,
                       _("it declared on a card other than its first (B19)"));
      if (n > BELOTE_HAND_SIZE)
        return refuse (self, error, BELOTE_EXTERNAL_ERROR_ILLEGAL,
                       _("it declared %u announcements; a hand holds at most %d"), n, BELOTE_HAND_SIZE);
      n_held = belote_hand_announcements (deal->dealt[seat], held);
      for (guint i = 0; i < n; i++)
        {
          BeloteAnnouncement a;
          gboolean found = FALSE;

          if (!parse_announcement (json_array_get_element (list, i), &a))
            return refuse (self, error, BELOTE_EXTERNAL_ERROR_MALFORMED,
                           _("its \"declare\"[%u] is not {\"sequence\": [its cards]} or {\"carre\": its rank}"), i);
          for (guint j = 0; j < n_held && !found; j++)
            found = same_announcement (&a, &held[j]);
          for (guint j = 0; j < out->n_declare && found; j++)
            if (same_announcement (&a, &out->declare[j]))
              return refuse (self, error, BELOTE_EXTERNAL_ERROR_ILLEGAL,
                             _("it declared the same announcement twice"));
          if (!found)
            {
              g_autofree char *what = belote_announcement_describe (&a);

              return refuse (self, error, BELOTE_EXTERNAL_ERROR_ILLEGAL,
                             _("it declared a %s it does not hold as a whole (B16–B19)"), what);
            }
          a.seat = seat;
          out->declare[out->n_declare++] = a;
        }
    }
  return TRUE;
}

/* ------------------------------------------------------------------ */
/* Public                                                              */
/* ------------------------------------------------------------------ */

BeloteExternalPlayer *
belote_external_player_new (const char  *command_line,
                            GError     **error)
{
  g_autoptr(BeloteExternalPlayer) self = NULL;
  g_autoptr(GSubprocessLauncher) launcher = NULL;
  g_auto(GStrv) argv = NULL;
  g_autoptr(GError) local = NULL;

  g_return_val_if_fail (command_line != NULL, NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  if (!g_shell_parse_argv (command_line, NULL, &argv, &local))
    {
      g_set_error (error, BELOTE_EXTERNAL_ERROR, BELOTE_EXTERNAL_ERROR_START,
                   _("The engine’s command “%s” cannot be read: %s"), command_line, local->message);
      return NULL;
    }

#ifdef G_OS_UNIX
  ignore_sigpipe ();
#endif
  self = g_object_new (BELOTE_TYPE_EXTERNAL_PLAYER, NULL);
  self->command = g_strdup (command_line);
  self->name = name_of_command (argv);

  launcher = g_subprocess_launcher_new (G_SUBPROCESS_FLAGS_STDIN_PIPE | G_SUBPROCESS_FLAGS_STDOUT_PIPE);
#ifdef G_OS_UNIX
  g_subprocess_launcher_set_child_setup (launcher, child_setup_cb, NULL, NULL);
#endif
  self->process = g_subprocess_launcher_spawnv (launcher, (const char * const *) argv, &local);
  if (self->process == NULL)
    {
      g_set_error (error, BELOTE_EXTERNAL_ERROR, BELOTE_EXTERNAL_ERROR_START,
                   _("The engine “%s” cannot be started: %s"), command_line, local->message);
      return NULL;
    }
  self->input = g_subprocess_get_stdin_pipe (self->process);
  self->output = g_subprocess_get_stdout_pipe (self->process);
  return g_steal_pointer (&self);
}

const char *
belote_external_player_get_command (BeloteExternalPlayer *self)
{
  g_return_val_if_fail (BELOTE_IS_EXTERNAL_PLAYER (self), NULL);
  return self->command;
}

char *
belote_external_player_dup_name (BeloteExternalPlayer *self)
{
  char *name;

  g_return_val_if_fail (BELOTE_IS_EXTERNAL_PLAYER (self), NULL);
  g_mutex_lock (&self->state_lock);
  name = g_strdup (self->name);
  g_mutex_unlock (&self->state_lock);
  return name;
}

void
belote_external_player_set_timeout (BeloteExternalPlayer *self,
                                    guint                 timeout_ms)
{
  g_return_if_fail (BELOTE_IS_EXTERNAL_PLAYER (self));
  g_return_if_fail (timeout_ms > 0);
  g_mutex_lock (&self->state_lock);
  self->timeout_ms = timeout_ms;
  g_mutex_unlock (&self->state_lock);
}

guint
belote_external_player_get_timeout (BeloteExternalPlayer *self)
{
  guint timeout_ms;

  g_return_val_if_fail (BELOTE_IS_EXTERNAL_PLAYER (self), 0);
  g_mutex_lock (&self->state_lock);
  timeout_ms = self->timeout_ms;
  g_mutex_unlock (&self->state_lock);
  return timeout_ms;
}

gboolean
belote_external_player_is_stopped (BeloteExternalPlayer *self)
{
  gboolean stopped;

  g_return_val_if_fail (BELOTE_IS_EXTERNAL_PLAYER (self), TRUE);
  g_mutex_lock (&self->state_lock);
  stopped = self->stop_reason != NULL;
  g_mutex_unlock (&self->state_lock);
  return stopped;
}

char *
belote_external_request_to_json (const BeloteDeal         *deal,
                                 BeloteSchool              school,
                                 const BeloteMatchContext *context)
{
  g_autoptr(JsonNode) request = NULL;

  g_return_val_if_fail (deal != NULL, NULL);
  g_return_val_if_fail (context != NULL, NULL);

  request = build_request (deal, school, context);
  return request != NULL ? node_to_line (request) : NULL;
}

static gboolean
decide_locked (BeloteExternalPlayer      *self,
               const BeloteDeal          *deal,
               BeloteSchool               school,
               const BeloteMatchContext  *context,
               GCancellable              *cancellable,
               BeloteDecision            *out,
               GError                   **error)
{
  g_autoptr(JsonNode) request = NULL;
  g_autoptr(JsonNode) answer = NULL;
  g_autofree char *line = NULL;
  gint8 seat = belote_deal_to_move (deal);
  JsonObject *object;
  gboolean ok;

  if (seat == BELOTE_NO_SEAT)
    {
      g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_INVALID_ARGUMENT, "no decision is due");
      return FALSE;
    }
  if (g_cancellable_set_error_if_cancelled (cancellable, error) || !check_running (self, error))
    return FALSE;
  if (!self->greeted && !greet (self, seat, school, context, cancellable, error))
    return FALSE;

  request = build_request (deal, school, context);
  line = node_to_line (request);
  answer = exchange (self, line, belote_external_player_get_timeout (self), cancellable, error);
  if (answer == NULL)
    return FALSE;
  object = json_node_get_object (answer);

  out->seat = seat;
  if (deal->phase == BELOTE_PHASE_PLAY)
    ok = read_play (self, deal, school, object, out, error);
  else
    ok = read_bid (self, deal, object, out, error);
  if (!ok)
    return FALSE;
  out->reason = read_reason (object);
  return TRUE;
}

gboolean
belote_external_player_decide (BeloteExternalPlayer      *self,
                               const BeloteDeal          *deal,
                               BeloteSchool               school,
                               const BeloteMatchContext  *context,
                               GCancellable              *cancellable,
                               BeloteDecision            *out,
                               GError                   **error)
{
  gboolean ok;

  g_return_val_if_fail (BELOTE_IS_EXTERNAL_PLAYER (self), FALSE);
  g_return_val_if_fail (deal != NULL, FALSE);
  g_return_val_if_fail (context != NULL, FALSE);
  g_return_val_if_fail (out != NULL, FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  memset (out, 0, sizeof *out);
  g_mutex_lock (&self->io_lock);
  ok = decide_locked (self, deal, school, context, cancellable, out, error);
  g_mutex_unlock (&self->io_lock);
  if (!ok)
    belote_decision_clear (out);
  return ok;
}

typedef struct
{
  BeloteDeal         deal;
  BeloteSchool       school;
  BeloteMatchContext context;
} DecideData;

static void
decision_free (BeloteDecision *decision)
{
  belote_decision_clear (decision);
  g_free (decision);
}

static void
decide_thread (GTask        *task,
               gpointer      source_object,
               gpointer      task_data,
               GCancellable *cancellable)
{
  DecideData *data = task_data;
  BeloteDecision *decision = g_new0 (BeloteDecision, 1);
  GError *error = NULL;

  if (belote_external_player_decide (BELOTE_EXTERNAL_PLAYER (source_object), &data->deal, data->school,
                                     &data->context, cancellable, decision, &error))
    g_task_return_pointer (task, decision, (GDestroyNotify) decision_free);
  else
    {
      g_free (decision);
      g_task_return_error (task, error);
    }
}

void
belote_external_player_decide_async (BeloteExternalPlayer      *self,
                                     const BeloteDeal          *deal,
                                     BeloteSchool               school,
                                     const BeloteMatchContext  *context,
                                     GCancellable              *cancellable,
                                     GAsyncReadyCallback        callback,
                                     gpointer                   user_data)
{
  g_autoptr(GTask) task = NULL;
  DecideData *data;

  g_return_if_fail (BELOTE_IS_EXTERNAL_PLAYER (self));
  g_return_if_fail (deal != NULL);
  g_return_if_fail (context != NULL);

  data = g_new0 (DecideData, 1);
  data->deal = *deal;
  data->school = school;
  data->context = *context;
  task = g_task_new (self, cancellable, callback, user_data);
  g_task_set_source_tag (task, belote_external_player_decide_async);
  g_task_set_task_data (task, data, g_free);
  g_task_run_in_thread (task, decide_thread);
}

gboolean
belote_external_player_decide_finish (BeloteExternalPlayer  *self,
                                      GAsyncResult          *result,
                                      BeloteDecision        *out,
                                      GError               **error)
{
  g_autofree BeloteDecision *decision = NULL;

  g_return_val_if_fail (BELOTE_IS_EXTERNAL_PLAYER (self), FALSE);
  g_return_val_if_fail (g_task_is_valid (result, self), FALSE);
  g_return_val_if_fail (out != NULL, FALSE);

  memset (out, 0, sizeof *out);
  decision = g_task_propagate_pointer (G_TASK (result), error);
  if (decision == NULL)
    return FALSE;
  *out = *decision;   /* the reason moves to out */
  return TRUE;
}
