/* test-sounds.c — the sounds of a throw, an entry, a Balut and the end
 *
 * SPDX-FileCopyrightText: 2026 The Balut developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Issue 27. BalutSounds follows a session's games: each throw, entry,
 * Balut (R23) and end (R3) plays its sound once; nothing plays while the
 * "sounds" setting is off, while the desktop's event sounds are off, or
 * under BALUT_SOUNDS=off. The sounds are counted through a test double
 * of the output (balut_sounds_set_silent()), except in the case that
 * plays them for real: with no sound device (Xvfb, CI) that must be
 * silent, quick and free of warnings (G_DEBUG=fatal-warnings).
 *
 * The test controls BALUT_SOUNDS itself: the other tests run with
 * BALUT_SOUNDS=off, so that none of them plays a sound.
 */

#include "config.h"

#include "balut-autosave.h"
#include "balut-preferences-window.h"
#include "balut-sounds.h"
#include "balut-strategy.h"
#include "ui-test-utils.h"

typedef struct
{
  BalutSession *session;
  BalutSounds  *sounds;
  GSettings    *settings;
  GPtrArray    *heard;      /* the sounds played, in order (as pointers) */
} Fixture;

static void
played_cb (BalutSounds *sounds,
           guint        sound,
           Fixture     *fixture)
{
  g_ptr_array_add (fixture->heard, GUINT_TO_POINTER (sound));
}

static void
fixture_set_up (Fixture       *fixture,
                gconstpointer  data)
{
  g_autofree char *path = g_build_filename (g_getenv ("BALUT_DATA_DIR"), "sounds-game.json", NULL);

  fixture->settings = ui_test_dup_settings ();
  g_settings_reset (fixture->settings, "sounds");
  g_object_set (gtk_settings_get_default (), "gtk-enable-event-sounds", TRUE, NULL);
  fixture->session = balut_session_new (path);
  fixture->sounds = balut_sounds_new (fixture->session, fixture->settings);
  balut_sounds_set_silent (fixture->sounds, TRUE);
  fixture->heard = g_ptr_array_new ();
  g_signal_connect (fixture->sounds, "played", G_CALLBACK (played_cb), fixture);
}

static void
fixture_tear_down (Fixture       *fixture,
                   gconstpointer  data)
{
  g_clear_object (&fixture->sounds);
  g_object_run_dispose (G_OBJECT (fixture->session));
  g_clear_object (&fixture->session);
  g_settings_reset (fixture->settings, "sounds");
  g_clear_object (&fixture->settings);
  g_clear_pointer (&fixture->heard, g_ptr_array_unref);
  g_object_set (gtk_settings_get_default (), "gtk-enable-event-sounds", TRUE, NULL);
}

static BalutGame *
new_game (Fixture *fixture,
          guint64  seed)
{
  BalutGame *game = ui_test_new_game (BALUT_VARIANT_STANDARD, seed, "Maria", BALUT_PLAYER_HUMAN, 0, NULL);

  balut_session_set_game (fixture->session, game);
  return game;
}

static void
enter (BalutGame     *game,
       BalutCategory  category,
       guint          box)
{
  g_autoptr(GError) error = NULL;

  g_assert_true (balut_game_enter (game, category, box, &error));
  g_assert_no_error (error);
}

/* The sounds played since the last call, as "throw entry balut end" */
static char *
take_heard (Fixture *fixture)
{
  static const char * const names[BALUT_N_SOUNDS] = { "throw", "entry", "balut", "end" };
  g_autoptr(GString) text = g_string_new (NULL);

  for (guint i = 0; i < fixture->heard->len; i++)
    g_string_append_printf (text, "%s%s", i > 0 ? " " : "",
                            names[GPOINTER_TO_UINT (g_ptr_array_index (fixture->heard, i))]);
  g_ptr_array_set_size (fixture->heard, 0);
  return g_string_free (g_steal_pointer (&text), FALSE);
}

#define assert_heard(fixture, expected) \
  G_STMT_START { \
    g_autofree char *heard_ = take_heard (fixture); \
    g_assert_cmpstr (heard_, ==, expected); \
  } G_STMT_END

/* Each throw, entry and Balut plays its sound once; an undo, a new
 * turn or a held die none. */
static void
test_each_once (Fixture       *fixture,
                gconstpointer  data)
{
  g_autoptr(BalutGame) game = new_game (fixture, 11);
  g_autoptr(GError) error = NULL;

  g_assert_true (balut_sounds_get_enabled (fixture->sounds));
  assert_heard (fixture, "");

  /* a throw through the session, as the Roll button does */
  g_assert_true (balut_session_roll (fixture->session, &error));
  g_assert_no_error (error);
  assert_heard (fixture, "throw");
  /* holding a die is no throw */
  g_assert_true (balut_session_toggle_held (fixture->session, 0, &error));
  g_assert_no_error (error);
  assert_heard (fixture, "");
  ui_test_throw (game, balut_dice_get_value (balut_game_get_dice (game), 0), 2, 3, 4, 6);
  assert_heard (fixture, "throw");

  /* an entry; the next turn starts without a sound */
  enter (game, BALUT_CATEGORY_CHOICE, 0);
  assert_heard (fixture, "entry");

  /* undo of it: none */
  g_assert_true (balut_game_undo (game, &error));
  g_assert_no_error (error);
  assert_heard (fixture, "");
  enter (game, BALUT_CATEGORY_CHOICE, 0);
  assert_heard (fixture, "entry");

  /* R23: five of a kind plays the Balut sound, which has the throw's
   * rattle, and not the throw's as well */
  ui_test_throw (game, 4, 4, 4, 4, 4);
  assert_heard (fixture, "balut");
  g_assert_cmpuint (balut_sounds_get_n_played (fixture->sounds, BALUT_SOUND_BALUT), ==, 1);
  enter (game, BALUT_CATEGORY_BALUT, 0);
  assert_heard (fixture, "entry");

  /* the undo of a turn of one throw takes the game back to one throw
   * in that turn: no throw either */
  ui_test_throw (game, 1, 2, 3, 4, 6);
  assert_heard (fixture, "throw");
  enter (game, BALUT_CATEGORY_FOURS, 0);
  assert_heard (fixture, "entry");
  g_assert_true (balut_game_undo (game, &error));
  g_assert_no_error (error);
  assert_heard (fixture, "");
  enter (game, BALUT_CATEGORY_FOURS, 0);
  assert_heard (fixture, "entry");

  g_assert_cmpuint (balut_sounds_get_n_played (fixture->sounds, BALUT_SOUND_THROW), ==, 3);
  g_assert_cmpuint (balut_sounds_get_n_played (fixture->sounds, BALUT_SOUND_ENTRY), ==, 5);
  g_assert_cmpuint (balut_sounds_get_n_played (fixture->sounds, BALUT_SOUND_END), ==, 0);
}

/* A whole game: one sound a throw (the Balut's for five of a kind), one
 * a turn's entry, and the last entry plays the end instead, once. */
static void
test_whole_game (Fixture       *fixture,
                 gconstpointer  data)
{
  g_autoptr(BalutGame) game = ui_test_new_game (BALUT_VARIANT_STANDARD, 4, "Maria", BALUT_PLAYER_HUMAN, 0,
                                                "Ana", BALUT_PLAYER_HUMAN, 0, NULL);
  guint n_throws = 0, n_baluts = 0, n_turns;
  g_autoptr(GError) error = NULL;

  balut_session_set_game (fixture->session, game);
  while (!balut_game_is_finished (game))
    {
      g_assert_true (balut_strategy_play_turn (game, NULL, &error));
      g_assert_no_error (error);
    }

  n_turns = balut_game_get_n_turns (game);
  for (guint t = 0; t < n_turns; t++)
    {
      const BalutTurn *turn = balut_game_get_turn (game, t);

      for (guint k = 0; k < turn->n_throws; k++)
        {
          gboolean balut = TRUE;

          for (guint i = 1; i < BALUT_N_DICE; i++)
            balut &= turn->throws[k][i] == turn->throws[k][0];
          n_baluts += balut;
          n_throws += !balut;
        }
    }
  g_test_message ("%u turns, %u throws, %u Baluts", n_turns, n_throws, n_baluts);

  g_assert_cmpuint (balut_sounds_get_n_played (fixture->sounds, BALUT_SOUND_THROW), ==, n_throws);
  g_assert_cmpuint (balut_sounds_get_n_played (fixture->sounds, BALUT_SOUND_BALUT), ==, n_baluts);
  g_assert_cmpuint (balut_sounds_get_n_played (fixture->sounds, BALUT_SOUND_ENTRY), ==, n_turns - 1);
  g_assert_cmpuint (balut_sounds_get_n_played (fixture->sounds, BALUT_SOUND_END), ==, 1);
  g_assert_true (GPOINTER_TO_UINT (g_ptr_array_index (fixture->heard, fixture->heard->len - 1)) == BALUT_SOUND_END);
}

/* Plays a turn of each kind: a throw, a Balut, an entry, and the end
 * of the game, played to its last box. */
static void
play_everything (Fixture *fixture)
{
  g_autoptr(BalutGame) game = new_game (fixture, 12);
  g_autoptr(GError) error = NULL;

  ui_test_throw (game, 1, 2, 3, 4, 6);
  enter (game, BALUT_CATEGORY_CHOICE, 0);
  ui_test_throw (game, 5, 5, 5, 5, 5);
  enter (game, BALUT_CATEGORY_BALUT, 0);
  while (!balut_game_is_finished (game))
    {
      g_assert_true (balut_strategy_play_turn (game, NULL, &error));
      g_assert_no_error (error);
    }
}

static void
assert_silent (Fixture *fixture)
{
  for (guint s = 0; s < BALUT_N_SOUNDS; s++)
    g_assert_cmpuint (balut_sounds_get_n_played (fixture->sounds, s), ==, 0);
  assert_heard (fixture, "");
}

static void
notify_cb (GObject    *object,
           GParamSpec *pspec,
           guint      *n)
{
  (*n)++;
}

/* Preferences → Sounds off: nothing plays; on again: they play */
static void
test_setting_off (Fixture       *fixture,
                  gconstpointer  data)
{
  guint n_notified = 0;

  g_signal_connect (fixture->sounds, "notify::enabled", G_CALLBACK (notify_cb), &n_notified);
  g_settings_set_boolean (fixture->settings, "sounds", FALSE);
  g_assert_false (balut_sounds_get_enabled (fixture->sounds));
  g_assert_cmpuint (n_notified, ==, 1);
  play_everything (fixture);
  assert_silent (fixture);

  g_settings_set_boolean (fixture->settings, "sounds", TRUE);
  g_assert_true (balut_sounds_get_enabled (fixture->sounds));
  g_assert_cmpuint (n_notified, ==, 2);
  play_everything (fixture);
  g_assert_cmpuint (balut_sounds_get_n_played (fixture->sounds, BALUT_SOUND_END), ==, 1);
}

/* The desktop's event sounds off (GTK's setting, as the desktop gives
 * it): nothing plays, whatever the preference */
static void
test_event_sounds_off (Fixture       *fixture,
                       gconstpointer  data)
{
  g_object_set (gtk_settings_get_default (), "gtk-enable-event-sounds", FALSE, NULL);
  g_assert_false (balut_sounds_get_enabled (fixture->sounds));
  play_everything (fixture);
  assert_silent (fixture);

  g_object_set (gtk_settings_get_default (), "gtk-enable-event-sounds", TRUE, NULL);
  g_assert_true (balut_sounds_get_enabled (fixture->sounds));
}

/* GNOME's own switch, org.gnome.desktop.sound event-sounds, where its
 * schema is installed (it is optional: Balut must work without it) */
static void
test_gnome_event_sounds_off (Fixture       *fixture,
                             gconstpointer  data)
{
  GSettingsSchemaSource *source = g_settings_schema_source_get_default ();
  g_autoptr(GSettingsSchema) schema = NULL;
  g_autoptr(GSettings) desktop = NULL;

  if (source != NULL)
    schema = g_settings_schema_source_lookup (source, "org.gnome.desktop.sound", TRUE);
  if (schema == NULL || !g_settings_schema_has_key (schema, "event-sounds"))
    {
      g_test_skip ("no org.gnome.desktop.sound schema (gsettings-desktop-schemas) here");
      return;
    }
  desktop = g_settings_new_full (schema, NULL, NULL);
  g_settings_set_boolean (desktop, "event-sounds", FALSE);
  g_assert_false (balut_sounds_get_enabled (fixture->sounds));
  play_everything (fixture);
  assert_silent (fixture);

  g_settings_reset (desktop, "event-sounds");
  g_assert_true (balut_sounds_get_enabled (fixture->sounds));
}

/* BALUT_SOUNDS=off (the test environment's): never a sound */
static void
test_environment_off (void)
{
  Fixture fixture = { NULL, };

  g_setenv ("BALUT_SOUNDS", "off", TRUE);
  fixture_set_up (&fixture, NULL);
  g_unsetenv ("BALUT_SOUNDS");
  g_assert_false (balut_sounds_get_enabled (fixture.sounds));
  play_everything (&fixture);
  assert_silent (&fixture);
  fixture_tear_down (&fixture, NULL);
}

/* The scoring pad: dice typed in were thrown at the table, so no throw
 * is heard; a Balut typed in is (R23), and entries are */
static void
test_pad (Fixture       *fixture,
          gconstpointer  data)
{
  g_autoptr(BalutGame) game = ui_test_new_game (BALUT_VARIANT_STANDARD, 13, "Maria", BALUT_PLAYER_HUMAN, 0, NULL);
  const guint8 dice[BALUT_N_DICE] = { 6, 6, 5, 2, 1 };
  const guint8 balut[BALUT_N_DICE] = { 3, 3, 3, 3, 3 };
  g_autoptr(GError) error = NULL;

  g_assert_true (balut_game_set_mode (game, BALUT_GAME_MODE_PAD, &error));
  g_assert_no_error (error);
  balut_session_set_game (fixture->session, game);
  g_assert_true (balut_session_set_pad_dice (fixture->session, dice, 2, &error));
  g_assert_no_error (error);
  assert_heard (fixture, "");
  enter (game, BALUT_CATEGORY_SIXES, 0);
  assert_heard (fixture, "entry");
  g_assert_true (balut_session_set_pad_dice (fixture->session, balut, 3, &error));
  g_assert_no_error (error);
  assert_heard (fixture, "balut");
}

/* -------------------------------------------------- the preference */

/* The switch a label names (its mnemonic widget), under @root */
static GtkWidget *
find_labelled_switch (GtkWidget  *root,
                      const char *text)
{
  for (GtkWidget *child = gtk_widget_get_first_child (root); child != NULL; child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found;

      if (GTK_IS_LABEL (child) && g_str_equal (gtk_label_get_text (GTK_LABEL (child)), text)
          && GTK_IS_SWITCH (gtk_label_get_mnemonic_widget (GTK_LABEL (child))))
        return gtk_label_get_mnemonic_widget (GTK_LABEL (child));
      if ((found = find_labelled_switch (child, text)) != NULL)
        return found;
    }
  return NULL;
}

/* Preferences → Sounds: on by default, and the switch turns them off
 * and on */
static void
test_preference (Fixture       *fixture,
                 gconstpointer  data)
{
  BalutPreferencesWindow *prefs = balut_preferences_window_new (NULL, fixture->settings);
  GtkWidget *sounds_switch;

  gtk_window_present (GTK_WINDOW (prefs));
  sounds_switch = find_labelled_switch (GTK_WIDGET (prefs), "Sounds");
  g_assert_nonnull (sounds_switch);
  g_assert_true (gtk_switch_get_active (GTK_SWITCH (sounds_switch)));
  g_assert_true (balut_sounds_get_enabled (fixture->sounds));

  gtk_switch_set_active (GTK_SWITCH (sounds_switch), FALSE);
  g_assert_false (g_settings_get_boolean (fixture->settings, "sounds"));
  g_assert_false (balut_sounds_get_enabled (fixture->sounds));
  play_everything (fixture);
  assert_silent (fixture);

  gtk_switch_set_active (GTK_SWITCH (sounds_switch), TRUE);
  g_assert_true (balut_sounds_get_enabled (fixture->sounds));

  gtk_window_destroy (GTK_WINDOW (prefs));
}

/* ------------------------------------------------- the real output */

static gboolean
stream_done (gpointer data)
{
  GtkMediaStream *stream = data;

  return gtk_media_stream_get_ended (stream) || gtk_media_stream_get_error (stream) != NULL;
}

/* The four sounds played for real, on this machine's output, whatever
 * it is: GStreamer through GTK's media module with no sound device
 * (Xvfb, CI), or no media module at all. Playing never waits (the
 * stream is not even ready when play returns), and each plays to its
 * end or fails quietly; a warning would end the test. In a subprocess,
 * since GStreamer keeps some memory to the end of the process. */
static void
test_real_output (void)
{
  if (g_test_subprocess ())
    {
      g_autoptr(GSettings) settings = ui_test_dup_settings ();
      g_autofree char *path = g_build_filename (g_getenv ("BALUT_DATA_DIR"), "sounds-real.json", NULL);
      g_autoptr(BalutSession) session = balut_session_new (path);
      g_autoptr(BalutSounds) sounds = balut_sounds_new (session, settings);

      g_assert_true (balut_sounds_get_enabled (sounds));
      for (guint s = 0; s < BALUT_N_SOUNDS; s++)
        {
          GtkMediaStream *stream = balut_sounds_get_stream (sounds, s);
          gint64 start;

          if (stream == NULL)
            {
              g_test_message ("%s: no media module, silent", balut_sound_get_resource (s));
              balut_sounds_play (sounds, s);
              continue;
            }
          g_test_message ("%s: %s", balut_sound_get_resource (s), G_OBJECT_TYPE_NAME (stream));
          start = g_get_monotonic_time ();
          balut_sounds_play (sounds, s);
          g_assert_cmpint (g_get_monotonic_time () - start, <, 200 * G_TIME_SPAN_MILLISECOND);
          ui_test_wait_until (stream_done, stream, 20000, "the sound to end");
          if (gtk_media_stream_get_error (stream) != NULL)
            g_test_message ("  failed quietly: %s", gtk_media_stream_get_error (stream)->message);
          else
            {
              /* and again from its start */
              g_test_message ("  played to its end");
              balut_sounds_play (sounds, s);
              ui_test_wait_until (stream_done, stream, 20000, "the sound to end again");
            }
        }
      g_object_run_dispose (G_OBJECT (session));
      return;
    }

  {
    /* GLib leaks its first quark table on purpose when GStreamer's
     * quarks outgrow it; not ours to report */
    g_autofree char *options = g_strdup_printf ("%s%sdetect_leaks=0",
                                                g_getenv ("ASAN_OPTIONS") != NULL ? g_getenv ("ASAN_OPTIONS") : "",
                                                g_getenv ("ASAN_OPTIONS") != NULL ? ":" : "");

    g_setenv ("ASAN_OPTIONS", options, TRUE);
    g_test_trap_subprocess (NULL, 120 * G_USEC_PER_SEC, G_TEST_SUBPROCESS_INHERIT_STDOUT);
    g_test_trap_assert_passed ();
    g_test_trap_assert_stderr ("");
  }
}

/* -------------------------------------------------------- the window */

/* The window plays its game's sounds: a throw, an entry, a Balut */
static void
test_window (void)
{
  g_autoptr(GSettings) settings = ui_test_dup_settings ();
  BalutWindow *window;
  BalutSounds *sounds;
  g_autoptr(BalutGame) game = ui_test_new_game (BALUT_VARIANT_STANDARD, 21, "Maria", BALUT_PLAYER_HUMAN, 0, NULL);
  g_autoptr(GError) error = NULL;

  g_settings_set_boolean (settings, "animations", FALSE);
  window = ui_test_open_window ();
  sounds = balut_sounds_get_for_session (balut_window_get_session (window));
  g_assert_nonnull (sounds);
  balut_sounds_set_silent (sounds, TRUE);
  g_assert_true (balut_sounds_get_enabled (sounds));

  balut_window_set_game (window, game);
  gtk_widget_activate_action (GTK_WIDGET (window), "win.roll", NULL);
  g_assert_cmpuint (balut_sounds_get_n_played (sounds, BALUT_SOUND_THROW), ==, 1);
  enter (game, BALUT_CATEGORY_CHOICE, 0);
  g_assert_cmpuint (balut_sounds_get_n_played (sounds, BALUT_SOUND_ENTRY), ==, 1);
  ui_test_throw (game, 2, 2, 2, 2, 2);
  g_assert_cmpuint (balut_sounds_get_n_played (sounds, BALUT_SOUND_BALUT), ==, 1);
  g_assert_cmpuint (balut_sounds_get_n_played (sounds, BALUT_SOUND_THROW), ==, 1);

  ui_test_close_window (window);
}

int
main (int    argc,
      char **argv)
{
  /* this test says itself when sounds play */
  g_unsetenv ("BALUT_SOUNDS");
  ui_test_init (&argc, &argv);

  g_test_add ("/balut/ui/sounds/each-once", Fixture, NULL, fixture_set_up, test_each_once, fixture_tear_down);
  g_test_add ("/balut/ui/sounds/whole-game", Fixture, NULL, fixture_set_up, test_whole_game, fixture_tear_down);
  g_test_add ("/balut/ui/sounds/setting-off", Fixture, NULL, fixture_set_up, test_setting_off, fixture_tear_down);
  g_test_add ("/balut/ui/sounds/event-sounds-off", Fixture, NULL, fixture_set_up, test_event_sounds_off, fixture_tear_down);
  g_test_add ("/balut/ui/sounds/gnome-event-sounds-off", Fixture, NULL, fixture_set_up, test_gnome_event_sounds_off, fixture_tear_down);
  g_test_add_func ("/balut/ui/sounds/environment-off", test_environment_off);
  g_test_add ("/balut/ui/sounds/pad", Fixture, NULL, fixture_set_up, test_pad, fixture_tear_down);
  g_test_add ("/balut/ui/sounds/preference", Fixture, NULL, fixture_set_up, test_preference, fixture_tear_down);
  g_test_add_func ("/balut/ui/sounds/real-output", test_real_output);
  /* last: it needs the window to make its sounds (balut_sounds_new()) */
  g_test_add_func ("/balut/ui/sounds/window", test_window);

  return g_test_run ();
}
