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
 * Order matters when a match ends: the autosaver writes the finished
 * match before the session records it and removes the save, so that a
 * crash in between leaves a finished save, which the next start records.
 * The autosaver is given the match before the session listens to it, so
 * that its "changed" handler runs first.
 */

#include "config.h"

#include <glib/gi18n-lib.h>

#include "belote-record.h"
#include "belote-session.h"
#include "belote-store.h"

G_DEFINE_QUARK (belote-session-error-quark, belote_session_error)

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
  /* corrected after it was recorded: the earlier record goes */
  unrecord (self);

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

/* After the autosaver's handler (see the file's head) */
static void
match_changed_cb (BeloteSession *self)
{
  if (belote_match_is_over (self->match))
    record_match (self);
  else if (self->recorded_match == self->match)
    unrecord (self);
}

/* ---------------------------------------------------------- GObject */

static void
belote_session_dispose (GObject *object)
{
  BeloteSession *self = BELOTE_SESSION (object);

  if (self->match != NULL)
    g_signal_handlers_disconnect_by_data (self->match, self);
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
}

static void
belote_session_init (BeloteSession *self)
{
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

gboolean
belote_session_can_undo (BeloteSession *self)
{
  g_return_val_if_fail (BELOTE_IS_SESSION (self), FALSE);
  return self->match != NULL && belote_match_can_undo (self->match);
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
  if (!belote_match_undo (self->match))
    {
      g_set_error_literal (error, BELOTE_SESSION_ERROR, BELOTE_SESSION_ERROR_NOTHING_TO_UNDO,
                           _("There is nothing to undo"));
      return FALSE;
    }
  return TRUE;
}
