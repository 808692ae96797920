/* balut-sounds.c — short sounds for a throw, an entry, a Balut and the end
 *
 * SPDX-FileCopyrightText: 2026 The Balut developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Listens to the session's game and plays Balut's own sounds
 * (data/sounds/, in the resources): dice thrown on the screen, a box
 * filled, five of a kind (R23: its sound has the throw's rattle, then a
 * flourish as the dice land, and replaces the throw's), the game's end
 * (R3: in place of its last entry's).
 *
 * Sounds play when the "sounds" setting is on and the desktop's event
 * sounds are on: GTK's gtk-enable-event-sounds (the desktop's setting
 * as GTK reads it: XSettings, the Settings portal, Windows) and, where
 * its schema is installed, org.gnome.desktop.sound's event-sounds. The
 * environment variable BALUT_SOUNDS=off keeps them off whatever the
 * settings say (the tests set it).
 *
 * Playback: GtkMediaFile, GTK's own media streams, which play through
 * GStreamer on Linux and Windows (GTK's media-gstreamer module). They
 * decode and play in GStreamer's threads; nothing here waits for them.
 * A GTK without a media module, or a machine without a sound device,
 * leaves a stream in error: Balut then stays silent, with a debug
 * message only.
 */

#include "config.h"

#include "balut-rules.h"
#include "balut-sounds.h"

#define RESOURCE_DIR "/io/github/balut/Balut/sounds/"

/* preparing the streams loads GStreamer (8 ms here, 70 ms the first
 * time it scans its plugins): done when nothing else is, not at the
 * first throw */
#define PRELOAD_DELAY_MS 1000

struct _BalutSounds
{
  GObject         parent_instance;

  BalutSession   *session;          /* weak */
  GSettings      *settings;
  GSettings      *desktop_sound;    /* org.gnome.desktop.sound, if installed */
  GtkSettings    *gtk_settings;     /* weak */
  GSignalGroup   *game_signals;

  guint           turn_number;      /* of the game, when last seen */
  guint           n_throws;

  gboolean        enabled;
  gboolean        env_off;
  gboolean        silent;           /* tests: counted, never heard */
  gboolean        unavailable;      /* no media module, or no device */
  guint           n_played[BALUT_N_SOUNDS];
  GtkMediaStream *streams[BALUT_N_SOUNDS];
  guint           preload_id;
};

enum
{
  PROP_0,
  PROP_ENABLED,
  N_PROPS
};

enum
{
  PLAYED,
  N_SIGNALS
};

static GParamSpec *properties[N_PROPS];
static guint signals[N_SIGNALS];

G_DEFINE_FINAL_TYPE (BalutSounds, balut_sounds, G_TYPE_OBJECT)

static const char * const sound_files[BALUT_N_SOUNDS] = {
  [BALUT_SOUND_THROW] = RESOURCE_DIR "throw.oga",
  [BALUT_SOUND_ENTRY] = RESOURCE_DIR "entry.oga",
  [BALUT_SOUND_BALUT] = RESOURCE_DIR "balut.oga",
  [BALUT_SOUND_END] = RESOURCE_DIR "end.oga",
};

/**
 * balut_sound_get_resource:
 *
 * Returns: the resource path of @sound's file
 */
const char *
balut_sound_get_resource (BalutSound sound)
{
  g_return_val_if_fail (sound < BALUT_N_SOUNDS, NULL);
  return sound_files[sound];
}

/* ------------------------------------------------------------- playback */

static void
drop_streams (BalutSounds *self)
{
  for (guint i = 0; i < BALUT_N_SOUNDS; i++)
    if (self->streams[i] != NULL)
      {
        g_signal_handlers_disconnect_by_data (self->streams[i], self);
        gtk_media_stream_pause (self->streams[i]);
        g_clear_object (&self->streams[i]);
      }
}

/* A stream that cannot play (no media module, no sound device, a
 * decoder missing): silence from now on, and no new try at each
 * throw. */
static void
stream_error_cb (BalutSounds    *self,
                 GParamSpec     *pspec,
                 GtkMediaStream *stream)
{
  const GError *error = gtk_media_stream_get_error (stream);

  if (error == NULL)
    return;
  g_debug ("No sounds: %s", error->message);
  self->unavailable = TRUE;
  drop_streams (self);
}

static GtkMediaStream *
ensure_stream (BalutSounds *self,
               BalutSound   sound)
{
  GtkMediaStream *stream;

  if (self->unavailable)
    return NULL;
  if (self->streams[sound] != NULL)
    return self->streams[sound];

  stream = gtk_media_file_new_for_resource (sound_files[sound]);
  if (gtk_media_stream_get_error (stream) != NULL)
    {
      /* GTK has no media module: it says so at once */
      g_debug ("No sounds: %s", gtk_media_stream_get_error (stream)->message);
      self->unavailable = TRUE;
      g_object_unref (stream);
      return NULL;
    }
  g_signal_connect_object (stream, "notify::error", G_CALLBACK (stream_error_cb), self, G_CONNECT_SWAPPED);
  self->streams[sound] = stream;
  return stream;
}

static gboolean
preload_cb (gpointer data)
{
  BalutSounds *self = data;

  self->preload_id = 0;
  if (self->enabled && !self->silent)
    for (guint i = 0; i < BALUT_N_SOUNDS; i++)
      ensure_stream (self, i);
  return G_SOURCE_REMOVE;
}

/**
 * balut_sounds_play:
 *
 * Plays @sound from its start, when sounds are on
 * (balut_sounds_get_enabled()); returns at once.
 */
void
balut_sounds_play (BalutSounds *self,
                   BalutSound   sound)
{
  GtkMediaStream *stream;

  g_return_if_fail (BALUT_IS_SOUNDS (self));
  g_return_if_fail (sound < BALUT_N_SOUNDS);

  if (!self->enabled)
    return;

  self->n_played[sound]++;
  g_signal_emit (self, signals[PLAYED], 0, (guint) sound);

  if (self->silent || (stream = ensure_stream (self, sound)) == NULL)
    return;
  /* again from the start, when it plays still or has played */
  if (gtk_media_stream_is_seekable (stream)
      && (gtk_media_stream_get_playing (stream) || gtk_media_stream_get_ended (stream)))
    gtk_media_stream_seek (stream, 0);
  gtk_media_stream_play (stream);
}

/* -------------------------------------------------------------- enabled */

static void
update_enabled (BalutSounds *self)
{
  gboolean enabled = !self->env_off && g_settings_get_boolean (self->settings, "sounds");

  if (enabled && self->gtk_settings != NULL)
    g_object_get (self->gtk_settings, "gtk-enable-event-sounds", &enabled, NULL);
  if (enabled && self->desktop_sound != NULL)
    enabled = g_settings_get_boolean (self->desktop_sound, "event-sounds");

  if (enabled == self->enabled)
    return;
  self->enabled = enabled;
  if (!enabled)
    {
      /* silence now, not at the end of what plays */
      for (guint i = 0; i < BALUT_N_SOUNDS; i++)
        if (self->streams[i] != NULL)
          gtk_media_stream_pause (self->streams[i]);
    }
  else if (self->preload_id == 0 && !self->silent)
    self->preload_id = g_timeout_add_full (G_PRIORITY_LOW, PRELOAD_DELAY_MS, preload_cb, self, NULL);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_ENABLED]);
}

/* org.gnome.desktop.sound, when its schema is installed (GNOME; not on
 * Windows, nor on every other desktop) */
static GSettings *
dup_desktop_sound_settings (void)
{
  GSettingsSchemaSource *source = g_settings_schema_source_get_default ();
  g_autoptr(GSettingsSchema) schema = NULL;

  if (source == NULL)
    return NULL;
  schema = g_settings_schema_source_lookup (source, "org.gnome.desktop.sound", TRUE);
  if (schema == NULL || !g_settings_schema_has_key (schema, "event-sounds"))
    return NULL;
  return g_settings_new_full (schema, NULL, NULL);
}

/* ------------------------------------------------------------- the game */

static void
remember_game (BalutSounds *self,
               BalutGame   *game)
{
  self->turn_number = game != NULL ? balut_game_get_turn_number (game) : 0;
  self->n_throws = game != NULL ? balut_game_get_n_throws (game) : 0;
}

/* A throw: one more throw in the same turn. A new turn (the count back
 * to 0), an undo (an earlier turn) or a corrected scoring-pad throw (the
 * same count) are not. */
static void
n_throws_cb (BalutSounds *self,
             GParamSpec  *pspec,
             BalutGame   *game)
{
  gboolean thrown = balut_game_get_turn_number (game) == self->turn_number
                    && balut_game_get_n_throws (game) == self->n_throws + 1;
  guint8 dice[BALUT_N_DICE];

  remember_game (self, game);
  if (!thrown)
    return;
  /* dice typed in from the table were thrown there, not here */
  if (balut_game_get_mode (game) == BALUT_GAME_MODE_PAD
      && self->session != NULL && balut_session_current_is_human (self->session))
    return;
  /* five of a kind: its own sound, which has the rattle too ("balut") */
  balut_dice_get_values (balut_game_get_dice (game), dice);
  if (balut_rules_is_balut (dice))
    return;
  balut_sounds_play (self, BALUT_SOUND_THROW);
}

static void
balut_cb (BalutSounds *self)
{
  balut_sounds_play (self, BALUT_SOUND_BALUT);
}

static void
entered_cb (BalutSounds *self,
            guint        player,
            guint        category,
            guint        box,
            gint         score,
            BalutGame   *game)
{
  remember_game (self, game);
  /* the last entry ends the game: "finished" plays the end */
  if (!balut_game_is_finished (game))
    balut_sounds_play (self, BALUT_SOUND_ENTRY);
}

static void
finished_cb (BalutSounds *self)
{
  balut_sounds_play (self, BALUT_SOUND_END);
}

static void
game_bound_cb (BalutSounds  *self,
               GObject      *game,
               GSignalGroup *group)
{
  remember_game (self, BALUT_GAME (game));
}

static void
session_game_cb (BalutSounds *self)
{
  if (self->session != NULL)
    g_signal_group_set_target (self->game_signals, balut_session_get_game (self->session));
}

/* ------------------------------------------------------------- GObject */

static void
balut_sounds_get_property (GObject    *object,
                           guint       prop_id,
                           GValue     *value,
                           GParamSpec *pspec)
{
  BalutSounds *self = BALUT_SOUNDS (object);

  switch (prop_id)
    {
    case PROP_ENABLED:
      g_value_set_boolean (value, self->enabled);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static GQuark
session_quark (void)
{
  return g_quark_from_static_string ("balut-sounds");
}

static void
balut_sounds_dispose (GObject *object)
{
  BalutSounds *self = BALUT_SOUNDS (object);

  g_clear_handle_id (&self->preload_id, g_source_remove);
  if (self->game_signals != NULL)
    g_signal_group_set_target (self->game_signals, NULL);
  g_clear_object (&self->game_signals);
  if (self->session != NULL)
    {
      if (g_object_get_qdata (G_OBJECT (self->session), session_quark ()) == self)
        g_object_set_qdata (G_OBJECT (self->session), session_quark (), NULL);
      g_signal_handlers_disconnect_by_data (self->session, self);
    }
  g_clear_weak_pointer (&self->session);
  if (self->gtk_settings != NULL)
    g_signal_handlers_disconnect_by_data (self->gtk_settings, self);
  g_clear_weak_pointer (&self->gtk_settings);
  drop_streams (self);
  g_clear_object (&self->desktop_sound);
  g_clear_object (&self->settings);

  G_OBJECT_CLASS (balut_sounds_parent_class)->dispose (object);
}

static void
balut_sounds_class_init (BalutSoundsClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->dispose = balut_sounds_dispose;
  object_class->get_property = balut_sounds_get_property;

  /**
   * BalutSounds:enabled:
   *
   * Whether sounds play: the setting, the desktop's event sounds and
   * BALUT_SOUNDS allow them.
   */
  properties[PROP_ENABLED] =
    g_param_spec_boolean ("enabled", NULL, NULL, FALSE,
                          G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  /**
   * BalutSounds::played:
   * @sound: a #BalutSound
   *
   * A sound was started (or would have been, silent in tests).
   */
  signals[PLAYED] =
    g_signal_new ("played",
                  G_TYPE_FROM_CLASS (klass),
                  G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL,
                  G_TYPE_NONE, 1, G_TYPE_UINT);
}

static void
balut_sounds_init (BalutSounds *self)
{
  self->env_off = g_strcmp0 (g_getenv ("BALUT_SOUNDS"), "off") == 0;

  self->game_signals = g_signal_group_new (BALUT_TYPE_GAME);
  g_signal_group_connect_swapped (self->game_signals, "notify::n-throws", G_CALLBACK (n_throws_cb), self);
  g_signal_group_connect_swapped (self->game_signals, "balut", G_CALLBACK (balut_cb), self);
  g_signal_group_connect_swapped (self->game_signals, "entered", G_CALLBACK (entered_cb), self);
  g_signal_group_connect_swapped (self->game_signals, "finished", G_CALLBACK (finished_cb), self);
  g_signal_connect_object (self->game_signals, "bind", G_CALLBACK (game_bound_cb), self, G_CONNECT_SWAPPED);
}

/**
 * balut_sounds_new:
 * @session: the game in play, whose games it listens to
 * @settings: the application's settings ("sounds")
 *
 * Plays the game's sounds as it goes on, for as long as it lives;
 * nothing more is needed than to keep it.
 *
 * Returns: (transfer full): the sounds of @session
 */
BalutSounds *
balut_sounds_new (BalutSession *session,
                  GSettings    *settings)
{
  BalutSounds *self;

  g_return_val_if_fail (BALUT_IS_SESSION (session), NULL);
  g_return_val_if_fail (G_IS_SETTINGS (settings), NULL);

  self = g_object_new (BALUT_TYPE_SOUNDS, NULL);
  self->settings = g_object_ref (settings);
  self->desktop_sound = dup_desktop_sound_settings ();
  g_set_weak_pointer (&self->session, session);
  g_set_weak_pointer (&self->gtk_settings, gtk_settings_get_default ());

  g_object_set_qdata (G_OBJECT (session), session_quark (), self);
  g_signal_connect_object (session, "notify::game", G_CALLBACK (session_game_cb), self, G_CONNECT_SWAPPED);
  session_game_cb (self);

  g_signal_connect_object (settings, "changed::sounds", G_CALLBACK (update_enabled), self, G_CONNECT_SWAPPED);
  if (self->desktop_sound != NULL)
    g_signal_connect_object (self->desktop_sound, "changed::event-sounds",
                             G_CALLBACK (update_enabled), self, G_CONNECT_SWAPPED);
  if (self->gtk_settings != NULL)
    g_signal_connect_object (self->gtk_settings, "notify::gtk-enable-event-sounds",
                             G_CALLBACK (update_enabled), self, G_CONNECT_SWAPPED);
  update_enabled (self);

  return self;
}

/**
 * balut_sounds_get_enabled:
 *
 * Returns: whether sounds play (see #BalutSounds:enabled)
 */
gboolean
balut_sounds_get_enabled (BalutSounds *self)
{
  g_return_val_if_fail (BALUT_IS_SOUNDS (self), FALSE);
  return self->enabled;
}

/* ------------------------------------------------------------ for tests */

/**
 * balut_sounds_get_for_session:
 *
 * Returns: (transfer none) (nullable): the sounds that play @session's
 *   games (the window's)
 */
BalutSounds *
balut_sounds_get_for_session (BalutSession *session)
{
  g_return_val_if_fail (BALUT_IS_SESSION (session), NULL);
  return g_object_get_qdata (G_OBJECT (session), session_quark ());
}

/* How many times @sound was played (heard or silent). */
guint
balut_sounds_get_n_played (BalutSounds *self,
                           BalutSound   sound)
{
  g_return_val_if_fail (BALUT_IS_SOUNDS (self), 0);
  g_return_val_if_fail (sound < BALUT_N_SOUNDS, 0);
  return self->n_played[sound];
}

/* Sounds are counted and signalled, never sent to a device: a test
 * double of the output. */
void
balut_sounds_set_silent (BalutSounds *self,
                         gboolean     silent)
{
  g_return_if_fail (BALUT_IS_SOUNDS (self));

  self->silent = !!silent;
  if (self->silent)
    {
      g_clear_handle_id (&self->preload_id, g_source_remove);
      drop_streams (self);
    }
}

/* The stream of @sound, made if needed; NULL when sounds cannot play
 * here (no media module, or a stream failed). */
GtkMediaStream *
balut_sounds_get_stream (BalutSounds *self,
                         BalutSound   sound)
{
  g_return_val_if_fail (BALUT_IS_SOUNDS (self), NULL);
  g_return_val_if_fail (sound < BALUT_N_SOUNDS, NULL);
  return ensure_stream (self, sound);
}
