/* balut-autosaver.c — saves the game in play after every action
 *
 * SPDX-FileCopyrightText: 2026 The Balut developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * It serves both games: it watches a document (a BalutGame, a
 * BeloteMatch) through its BalutAutosaveFormat, which says when it
 * changed, whether it has started or finished, and what its record is.
 * Below, "game" is either.
 *
 * Every change of the game (a throw, a hold, an entry, an undo) asks for
 * a save; the saves asked for during one main-loop iteration are made
 * once, from a high-priority idle, before the next frame is drawn: a
 * throw is on disk before its dice have started to roll on the screen.
 *
 * A game that has not started (no throw yet) is not saved: the save
 * still holds the game it replaces until the new one starts, except when
 * a started game is abandoned for a new one, which removes the save. A
 * game that finishes is saved at once, before the game's "finished"
 * signal is emitted, and never again: whoever handles "finished" (the
 * window records the game) may then remove the save without a late save
 * coming back.
 */

#include "config.h"

#include "balut-autosave.h"
#include "balut-autosaver.h"

struct _BalutAutosaver
{
  GObject     parent_instance;

  char       *path;
  const BalutAutosaveFormat *format;
  GObject    *game;       /* the document watched */
  guint       idle_id;
  gboolean    finished_saved;
};

G_DEFINE_FINAL_TYPE (BalutAutosaver, balut_autosaver, G_TYPE_OBJECT)

enum {
  PROP_0,
  PROP_PATH,
  PROP_GAME,
  PROP_DOCUMENT,
  PROP_PENDING,
  N_PROPS
};

enum {
  SAVE_FAILED,
  N_SIGNALS
};

static GParamSpec *properties[N_PROPS];
static guint signals[N_SIGNALS];

static gboolean
save_now (BalutAutosaver  *self,
          GError         **error)
{
  g_autoptr(GError) local_error = NULL;

  g_assert (self->game != NULL);

  if (balut_autosave_save_document (self->path, self->format, self->game, &local_error))
    return TRUE;

  g_signal_emit (self, signals[SAVE_FAILED], 0, local_error);
  g_propagate_error (error, g_steal_pointer (&local_error));
  return FALSE;
}

static void
set_idle_id (BalutAutosaver *self,
             guint           idle_id)
{
  if ((self->idle_id != 0) == (idle_id != 0))
    {
      self->idle_id = idle_id;
      return;
    }

  self->idle_id = idle_id;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_PENDING]);
}

static void
cancel_pending (BalutAutosaver *self)
{
  if (self->idle_id != 0)
    g_source_remove (self->idle_id);
  set_idle_id (self, 0);
}

static gboolean
save_idle_cb (gpointer data)
{
  BalutAutosaver *self = data;

  set_idle_id (self, 0);
  save_now (self, NULL);

  return G_SOURCE_REMOVE;
}

static void
schedule_save (BalutAutosaver *self)
{
  if (self->idle_id == 0)
    set_idle_id (self, g_idle_add_full (G_PRIORITY_HIGH, save_idle_cb, self, NULL));
}

static void
game_changed (BalutAutosaver *self)
{
  if (self->format->is_finished (self->game))
    {
      /* at once: the "finished" handlers come after this */
      if (!self->finished_saved)
        {
          self->finished_saved = TRUE;
          cancel_pending (self);
          save_now (self, NULL);
        }
      return;
    }

  /* an entry taken back: the game is in play again */
  self->finished_saved = FALSE;

  if (self->format->is_started (self->game))
    schedule_save (self);
}

/* Stops listening to the game (and its dice). */
static void
unwatch (BalutAutosaver *self)
{
  if (self->game != NULL)
    self->format->unwatch (self->game, self);
}

/* any change: the format connects it to the document's signals, whose
 * other arguments it does not look at */
static void
document_changed_cb (BalutAutosaver *self)
{
  game_changed (self);
}

static void
balut_autosaver_dispose (GObject *object)
{
  BalutAutosaver *self = BALUT_AUTOSAVER (object);

  /* the last action is not lost when the window closes */
  if (self->idle_id != 0)
    {
      cancel_pending (self);
      save_now (self, NULL);
    }

  unwatch (self);
  g_clear_object (&self->game);

  G_OBJECT_CLASS (balut_autosaver_parent_class)->dispose (object);
}

static void
balut_autosaver_finalize (GObject *object)
{
  BalutAutosaver *self = BALUT_AUTOSAVER (object);

  g_free (self->path);

  G_OBJECT_CLASS (balut_autosaver_parent_class)->finalize (object);
}

static void
balut_autosaver_get_property (GObject    *object,
                              guint       prop_id,
                              GValue     *value,
                              GParamSpec *pspec)
{
  BalutAutosaver *self = BALUT_AUTOSAVER (object);

  switch (prop_id)
    {
    case PROP_PATH:
      g_value_set_string (value, self->path);
      break;
    case PROP_GAME:
      g_value_set_object (value, BALUT_IS_GAME (self->game) ? self->game : NULL);
      break;
    case PROP_DOCUMENT:
      g_value_set_object (value, self->game);
      break;
    case PROP_PENDING:
      g_value_set_boolean (value, self->idle_id != 0);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
balut_autosaver_set_property (GObject      *object,
                              guint         prop_id,
                              const GValue *value,
                              GParamSpec   *pspec)
{
  BalutAutosaver *self = BALUT_AUTOSAVER (object);

  switch (prop_id)
    {
    case PROP_PATH:
      self->path = g_value_dup_string (value);
      break;
    case PROP_GAME:
      balut_autosaver_set_game (self, g_value_get_object (value));
      break;
    case PROP_DOCUMENT:
      balut_autosaver_set_document (self, g_value_get_object (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
balut_autosaver_class_init (BalutAutosaverClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->dispose = balut_autosaver_dispose;
  object_class->finalize = balut_autosaver_finalize;
  object_class->get_property = balut_autosaver_get_property;
  object_class->set_property = balut_autosaver_set_property;

  properties[PROP_PATH] =
    g_param_spec_string ("path", NULL, NULL, NULL,
                         G_PARAM_READWRITE | G_PARAM_CONSTRUCT_ONLY | G_PARAM_STATIC_STRINGS);
  properties[PROP_GAME] =
    g_param_spec_object ("game", NULL, NULL, BALUT_TYPE_GAME,
                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  /**
   * BalutAutosaver:document:
   *
   * The document watched, of the autosaver's format (for Balut, the
   * same as #BalutAutosaver:game).
   */
  properties[PROP_DOCUMENT] =
    g_param_spec_object ("document", NULL, NULL, G_TYPE_OBJECT,
                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  /**
   * BalutAutosaver:pending:
   *
   * Whether a save is waiting for the main loop.
   */
  properties[PROP_PENDING] =
    g_param_spec_boolean ("pending", NULL, NULL, FALSE,
                          G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  /**
   * BalutAutosaver::save-failed:
   * @error: why
   *
   * Emitted when the game could not be saved (or its save removed).
   */
  signals[SAVE_FAILED] =
    g_signal_new ("save-failed",
                  G_TYPE_FROM_CLASS (klass),
                  G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL,
                  G_TYPE_NONE, 1, G_TYPE_ERROR);
}

static void
balut_autosaver_init (BalutAutosaver *self)
{
  self->format = balut_autosave_format_balut ();
}

/**
 * balut_autosaver_new:
 *
 * Returns: (transfer full): an autosaver of Balut's games at @path
 */
BalutAutosaver *
balut_autosaver_new (const char *path)
{
  g_return_val_if_fail (path != NULL, NULL);

  return g_object_new (BALUT_TYPE_AUTOSAVER, "path", path, NULL);
}

/**
 * balut_autosaver_new_for_format:
 * @format: (not nullable): the documents it saves
 *
 * Returns: (transfer full): an autosaver of documents of @format at @path
 */
BalutAutosaver *
balut_autosaver_new_for_format (const char                *path,
                                const BalutAutosaveFormat *format)
{
  BalutAutosaver *self;

  g_return_val_if_fail (path != NULL, NULL);
  g_return_val_if_fail (format != NULL, NULL);

  self = g_object_new (BALUT_TYPE_AUTOSAVER, "path", path, NULL);
  self->format = format;
  return self;
}

/**
 * balut_autosaver_get_format:
 *
 * Returns: (transfer none): the documents it saves
 */
const BalutAutosaveFormat *
balut_autosaver_get_format (BalutAutosaver *self)
{
  g_return_val_if_fail (BALUT_IS_AUTOSAVER (self), NULL);
  return self->format;
}

const char *
balut_autosaver_get_path (BalutAutosaver *self)
{
  g_return_val_if_fail (BALUT_IS_AUTOSAVER (self), NULL);
  return self->path;
}

/**
 * balut_autosaver_get_game:
 *
 * Returns: (transfer none) (nullable): the game watched
 */
BalutGame *
balut_autosaver_get_game (BalutAutosaver *self)
{
  g_return_val_if_fail (BALUT_IS_AUTOSAVER (self), NULL);
  return BALUT_IS_GAME (self->game) ? BALUT_GAME (self->game) : NULL;
}

/**
 * balut_autosaver_get_document:
 *
 * Returns: (transfer none) (nullable): the document watched
 */
GObject *
balut_autosaver_get_document (BalutAutosaver *self)
{
  g_return_val_if_fail (BALUT_IS_AUTOSAVER (self), NULL);
  return self->game;
}

/**
 * balut_autosaver_set_game:
 *
 * balut_autosaver_set_document () for Balut's games.
 */
void
balut_autosaver_set_game (BalutAutosaver *self,
                          BalutGame      *game)
{
  g_return_if_fail (BALUT_IS_AUTOSAVER (self));
  g_return_if_fail (game == NULL || BALUT_IS_GAME (game));

  balut_autosaver_set_document (self, G_OBJECT (game));
}

/**
 * balut_autosaver_set_document:
 * @document: (nullable): a document of the autosaver's format
 *
 * Watches @document and saves it after every change. A started, unfinished
 * game is saved in the next main-loop iteration (the save then holds the
 * game shown); a finished one is not saved again. When @game has not started and replaces a started,
 * unfinished game, that game is abandoned: its save is removed. Setting
 * %NULL keeps the save (the window is closing).
 */
void
balut_autosaver_set_document (BalutAutosaver *self,
                              GObject        *game)
{
  gboolean abandoned;

  g_return_if_fail (BALUT_IS_AUTOSAVER (self));
  g_return_if_fail (game == NULL || G_TYPE_CHECK_INSTANCE_TYPE (game, self->format->get_type ()));

  if (self->game == game)
    return;

  abandoned = self->game != NULL && game != NULL
              && self->format->is_started (self->game)
              && !self->format->is_finished (self->game)
              && !self->format->is_started (game);

  /* the last change of the game going away is saved */
  if (self->idle_id != 0)
    {
      cancel_pending (self);
      if (!abandoned)
        save_now (self, NULL);
    }

  unwatch (self);
  g_set_object (&self->game, game);

  if (abandoned)
    balut_autosaver_clear (self, NULL);

  if (game != NULL)
    {
      self->format->watch (game, G_CALLBACK (document_changed_cb), self);

      self->finished_saved = self->format->is_finished (game);
      if (self->format->is_started (game) && !self->format->is_finished (game))
        schedule_save (self);
    }

  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_GAME]);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_DOCUMENT]);
}

gboolean
balut_autosaver_get_pending (BalutAutosaver *self)
{
  g_return_val_if_fail (BALUT_IS_AUTOSAVER (self), FALSE);
  return self->idle_id != 0;
}

/**
 * balut_autosaver_flush:
 *
 * Makes the save that is waiting for the main loop now, if there is one.
 */
gboolean
balut_autosaver_flush (BalutAutosaver  *self,
                       GError         **error)
{
  g_return_val_if_fail (BALUT_IS_AUTOSAVER (self), FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  if (self->idle_id == 0)
    return TRUE;

  cancel_pending (self);
  return save_now (self, error);
}

/**
 * balut_autosaver_clear:
 *
 * Removes the save, and forgets a save that was waiting: for a game that
 * was recorded once finished, or abandoned.
 */
gboolean
balut_autosaver_clear (BalutAutosaver  *self,
                       GError         **error)
{
  g_autoptr(GError) local_error = NULL;

  g_return_val_if_fail (BALUT_IS_AUTOSAVER (self), FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  cancel_pending (self);

  if (balut_autosave_clear (self->path, &local_error))
    return TRUE;

  g_signal_emit (self, signals[SAVE_FAILED], 0, local_error);
  g_propagate_error (error, g_steal_pointer (&local_error));
  return FALSE;
}
