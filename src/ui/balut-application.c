/* balut-application.c
 *
 * SPDX-FileCopyrightText: 2026 The Balut developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <string.h>

#include <glib/gi18n.h>
#if defined(__GLIBC__)
#include <malloc.h>      /* malloc_trim() */
#endif

#include "balut-application.h"
#include "balut-die-textures.h"
#include "balut-new-game-dialog.h"
#include "balut-paths.h"
#include "balut-style-manager.h"
#include "balut-widgets.h"
#include "balut-window.h"
#include "balut-autosave.h"
#include "balut-session.h"
#include "balut-print.h"
#include "belote-new-match-dialog.h"
#include "belote-record.h"
#include "belote-window.h"

struct _BalutApplication
{
  GtkApplication  parent_instance;

  GSettings      *settings;
  BalutStyleManager *style_manager;
  char           *autosave_path;
  gint64          start_time;
  /* started as the Belote launcher's `balut --belote`: Belote's window
   * opens, not Balut's */
  gboolean        belote;
  /* `--seat-engine`: the commands of Belote's computer seats, by seat
   * (NULL: the seat plays at its level) */
  char           *seat_engines[4];
  /* `--smoke-test`: the first window's first frame ends the run */
  gboolean        smoke_test;
  guint           smoke_test_timeout_id;
  gboolean        first_frame_drawn;

  BalutStore     *store;         /* opened when first needed */
  gboolean        store_opened;
  char           *store_notice;  /* why it is missing or read-only */
  /* opened on a worker thread after the first frame (a due full check
   * of a long history takes seconds); a caller that needs it meanwhile
   * waits for it */
  GMutex          store_lock;
  GCond           store_cond;
  gboolean        store_opening;
};

G_DEFINE_FINAL_TYPE (BalutApplication, balut_application, GTK_TYPE_APPLICATION)

/* The settings schema, from the system or, when Balut runs from its
 * build tree or from an installation moved elsewhere, from the schema
 * compiled there (balut_paths_get_schema_dir()). */
static GSettingsSchema *
lookup_schema (void)
{
  GSettingsSchemaSource *source = g_settings_schema_source_get_default ();
  g_autoptr(GSettingsSchemaSource) local = NULL;
  GSettingsSchema *schema = NULL;
  const char *dir = balut_paths_get_schema_dir ();

  if (source != NULL)
    schema = g_settings_schema_source_lookup (source, APPLICATION_ID, TRUE);
  if (schema != NULL || dir == NULL)
    return schema;

  local = g_settings_schema_source_new_from_directory (dir, source, FALSE, NULL);
  if (local == NULL)
    return NULL;

  return g_settings_schema_source_lookup (local, APPLICATION_ID, FALSE);
}

static void
bind_style (BalutApplication *self)
{
  if (self->style_manager == NULL || self->settings == NULL)
    return;
  g_settings_bind (self->settings, "color-scheme", self->style_manager, "color-scheme",
                   G_SETTINGS_BIND_GET);
}

/* `--smoke-test`: how long the first frame may take before the run
 * fails. Generous: a first start on Windows may build font caches. */
#define SMOKE_TEST_LIMIT_S 300

/* The first frame reported (BALUT_REPORT_FIRST_FRAME, `--smoke-test`) */
static gboolean
reports_first_frame (BalutApplication *self)
{
  return self->smoke_test || g_getenv ("BALUT_REPORT_FIRST_FRAME") != NULL;
}

/* `--smoke-test`: the run ends as the player ends it (app.quit: the
 * windows closed, their state saved, the store's opening finished) */
static gboolean
smoke_test_quit_cb (gpointer user_data)
{
  g_action_group_activate_action (G_ACTION_GROUP (user_data), "quit", NULL);
  return G_SOURCE_REMOVE;
}

static gboolean
smoke_test_timeout_cb (gpointer user_data)
{
  BalutApplication *self = BALUT_APPLICATION (user_data);

  self->smoke_test_timeout_id = 0;
  /* a developer's check, not the player's: not translated */
  g_printerr ("balut: --smoke-test: no frame after %d s: giving up\n", SMOKE_TEST_LIMIT_S);
  g_application_quit (G_APPLICATION (self));
  return G_SOURCE_REMOVE;
}

static void
first_frame_cb (GdkFrameClock *clock,
                GtkWindow     *window)
{
  BalutApplication *self = BALUT_APPLICATION (gtk_window_get_application (window));
  gint64 elapsed;

  g_signal_handlers_disconnect_by_func (clock, first_frame_cb, window);
  if (self == NULL || self->first_frame_drawn)
    return;
  self->first_frame_drawn = TRUE;
  elapsed = g_get_monotonic_time () - self->start_time;
  g_print ("first-frame-ms %.1f\n", elapsed / 1000.0);
  if (!self->smoke_test)
    {
      g_application_quit (G_APPLICATION (self));
      return;
    }

  /* what the run went through, for the checks that start it (the
   * Windows workflow: the registry's settings, no session bus) */
  {
    g_autoptr(GSettingsBackend) backend = NULL;

    if (self->settings != NULL)
      g_object_get (self->settings, "backend", &backend, NULL);
    g_print ("smoke-test window %s\n", G_OBJECT_TYPE_NAME (window));
    g_print ("smoke-test settings-backend %s\n", backend != NULL ? G_OBJECT_TYPE_NAME (backend) : "none");
    g_print ("smoke-test session-bus %s\n",
             g_application_get_dbus_connection (G_APPLICATION (self)) != NULL ? "yes" : "no");
  }
  g_clear_handle_id (&self->smoke_test_timeout_id, g_source_remove);
  /* not while the window is being painted */
  g_idle_add_full (G_PRIORITY_DEFAULT_IDLE, smoke_test_quit_cb, g_object_ref (self), g_object_unref);
}

static void
window_mapped_cb (GtkWidget *window,
                  gpointer   user_data)
{
  GdkFrameClock *clock = gtk_widget_get_frame_clock (window);

  g_signal_connect_object (clock, "after-paint", G_CALLBACK (first_frame_cb), window, 0);
}

/**
 * balut_application_new_default_game:
 *
 * Returns: (transfer full): a new game, not started, with the variant
 *   and the players of the last game (one player with the user's name
 *   the first time); a seat left unnamed is called in the language of
 *   the day ("Player 2", a computer's level), whatever the language was
 *   when the seats were chosen (balut_new_game_dialog_load_seats ())
 */
BalutGame *
balut_application_new_default_game (BalutApplication *self)
{
  g_autofree char *variant_str = NULL;
  g_autofree char *mode_str = NULL;
  BalutVariant variant = BALUT_VARIANT_STANDARD;
  BalutGameMode mode = BALUT_GAME_MODE_DIGITAL;
  char *names[BALUT_MAX_PLAYERS] = { NULL };
  BalutPlayerKind kinds[BALUT_MAX_PLAYERS];
  BalutLevel levels[BALUT_MAX_PLAYERS];
  guint n = 0;
  BalutGame *game;
  guint64 seed = (((guint64) g_random_int ()) << 21 ^ g_random_int ()) & BALUT_MAX_SEED;

  if (self->settings != NULL)
    {
      variant_str = g_settings_get_string (self->settings, "variant");
      balut_variant_from_string (variant_str, &variant);
      mode_str = g_settings_get_string (self->settings, "mode");
      if (!balut_game_mode_from_string (mode_str, &mode))
        mode = BALUT_GAME_MODE_DIGITAL;
      n = balut_new_game_dialog_load_seats (self->settings, names, kinds, levels);
    }

  game = balut_game_new (variant, seed);
  /* a game not begun: the mode is always taken */
  balut_game_set_mode (game, mode, NULL);

  /* the players of the last game, else one player with the user's name */
  if (n > 0)
    {
      /* an unnamed seat is played under the name the dialog gives it */
      g_autoptr(GPtrArray) seat_names = balut_player_list_seat_names (n, (const char * const *) names, kinds, levels);

      for (guint i = 0; i < n; i++)
        {
          g_autofree char *placeholder = g_strdup_printf (_("Player %u"), i + 1);

          if (!balut_game_add_player (game, g_ptr_array_index (seat_names, i), kinds[i], NULL)
              && !balut_game_add_player (game, placeholder, kinds[i], NULL))
            continue;
          if (kinds[i] == BALUT_PLAYER_COMPUTER)
            balut_player_set_level (balut_game_get_player (game, balut_game_get_n_players (game) - 1), levels[i]);
        }
      for (guint i = 0; i < n; i++)
        g_free (names[i]);
    }

  if (balut_game_get_n_players (game) == 0)
    {
      const char *name = g_get_real_name ();

      if (name == NULL || g_str_equal (name, "Unknown") || !balut_game_add_player (game, name, BALUT_PLAYER_HUMAN, NULL))
        balut_game_add_player (game, _("Player 1"), BALUT_PLAYER_HUMAN, NULL);
    }

  return game;
}

/* Starting (the theme and the window's descriptions parsed, the first
 * frame drawn, the store opened) leaves about 2 MB of freed memory in the
 * heap that glibc keeps; it goes back to the system once that is done
 * (docs/performance.md). */
#define STARTUP_SETTLED_S 3

static gboolean
release_startup_memory_cb (gpointer user_data)
{
#if defined(__GLIBC__)
  malloc_trim (0);
#endif
  return G_SOURCE_REMOVE;
}

/* The application's first window of @type, or NULL */
static GtkWindow *
find_window (BalutApplication *self,
             GType             type)
{
  for (GList *l = gtk_application_get_windows (GTK_APPLICATION (self)); l != NULL; l = l->next)
    if (G_TYPE_CHECK_INSTANCE_TYPE (l->data, type))
      return l->data;
  return NULL;
}

/* Balut's window: the one open, else a new one with the game saved last
 * time (asked whether to resume it) or a new game */
static void
open_balut_window (BalutApplication *self)
{
  GtkWindow *window = find_window (self, BALUT_TYPE_WINDOW);

  if (window == NULL)
    {
      g_autoptr(GError) error = NULL;
      BalutSession *session;
      gboolean resume = FALSE;

      window = GTK_WINDOW (balut_window_new (self));
      session = balut_window_get_session (BALUT_WINDOW (window));

      /* the game saved last time: finished but not yet recorded (the
       * session records it now) or in play (the player is asked);
       * otherwise a new game with the players of the last one */
      if (!balut_session_restore (session, &resume, &error))
        {
          g_autoptr(BalutGame) game = balut_application_new_default_game (self);

          balut_session_set_game (session, game);
        }

      /* a save that could not be read was kept aside: say where */
      if (error != NULL)
        balut_window_show_notice (BALUT_WINDOW (window), _("The saved game could not be resumed"),
                                  error->message);

      if (reports_first_frame (self))
        g_signal_connect (window, "map", G_CALLBACK (window_mapped_cb), NULL);

      /* GTK 4.8 creates a window with focus rings shown and hides them
       * when it maps (a window of its own, not opened from another by
       * keyboard): the button with the focus (Roll) was styled with its
       * ring by then, so the first frames faded the ring out (200 ms,
       * 6 frames; docs/performance.md, "Start-up: the first frame
       * settled"). Hidden before the window is styled, nothing fades;
       * a key pressed shows the rings as before. */
      gtk_window_set_focus_visible (window, FALSE);
      gtk_window_present (window);
      g_timeout_add_seconds (STARTUP_SETTLED_S, release_startup_memory_cb, NULL);

      /* after the window, so that the prompt stands in front of it */
      if (resume)
        balut_window_offer_resume (BALUT_WINDOW (window));
      return;
    }

  gtk_window_present (window);
}

/* Belote's window: the one open, else a new one with the match saved
 * last time (asked whether to resume it) or a new match of the last
 * choices. Returns whether it asks to resume. */
static gboolean
open_belote_window (BalutApplication  *self,
                    BeloteWindow     **out)
{
  g_autoptr(GError) error = NULL;
  BeloteWindow *window = NULL;
  BeloteSession *session;
  gboolean resume = FALSE;

  /* the one that keeps the match in play (not a match reopened) */
  for (GList *l = gtk_application_get_windows (GTK_APPLICATION (self)); l != NULL; l = l->next)
    if (BELOTE_IS_WINDOW (l->data) && !belote_window_get_recorded (l->data))
      {
        window = l->data;
        break;
      }
  if (window != NULL)
    {
      gtk_window_present (GTK_WINDOW (window));
      *out = window;
      return belote_window_get_resume_dialog (window) != NULL;
    }

  window = belote_window_new (self);
  session = belote_window_get_session (window);
  for (guint seat = 1; seat < G_N_ELEMENTS (self->seat_engines); seat++)
    {
      g_autoptr(GError) engine_error = NULL;

      if (self->seat_engines[seat] != NULL
          && !belote_session_set_seat_engine (session, seat, self->seat_engines[seat], &engine_error))
        belote_window_show_notice (window, _("An engine cannot take its seat"), engine_error->message);
    }
  if (!belote_session_restore (session, &resume, &error))
    {
      g_autoptr(BeloteMatch) match = belote_new_match_from_settings (self->settings, belote_new_match_seed ());

      /* a match at the card table is dealt at once (issue 29) */
      belote_window_start_match (window, match);
    }
  if (error != NULL)
    belote_window_show_notice (window, _("The saved match could not be resumed"), error->message);
  if (reports_first_frame (self))
    g_signal_connect (window, "map", G_CALLBACK (window_mapped_cb), NULL);

  gtk_window_set_focus_visible (GTK_WINDOW (window), FALSE);
  gtk_window_present (GTK_WINDOW (window));
  g_timeout_add_seconds (STARTUP_SETTLED_S, release_startup_memory_cb, NULL);
  if (resume)
    belote_window_offer_resume (window);
  *out = window;
  return resume;
}

static void
balut_application_activate (GApplication *application)
{
  BalutApplication *self = BALUT_APPLICATION (application);

  if (self->settings == NULL)
    {
      g_autoptr(GError) error = NULL;

      /* main() checks this before the application runs; this is for
       * programs that activate the application themselves (the tests) */
      if (!balut_application_load_settings (self, &error))
        {
          g_printerr ("balut: %s\n", error->message);
          g_application_quit (application);
          return;
        }
    }

  if (self->belote)
    {
      BeloteWindow *window;

      open_belote_window (self, &window);
      return;
    }
  open_balut_window (self);
}

/* app.belote: Belote's window (the Belote launcher's `balut --belote`
 * sends it to a Balut already running) */
static void
belote_action (GSimpleAction *action,
               GVariant      *parameter,
               gpointer       user_data)
{
  BeloteWindow *window;

  open_belote_window (BALUT_APPLICATION (user_data), &window);
}

/* app.new-belote: Belote's window and its New Match dialog (unless it
 * asks first whether to resume the match saved) */
static void
new_belote_action (GSimpleAction *action,
                   GVariant      *parameter,
                   gpointer       user_data)
{
  BeloteWindow *window;

  if (!open_belote_window (BALUT_APPLICATION (user_data), &window))
    belote_window_show_new_match_dialog (window);
}

/* app.belote-open-record (s): a match from the history, its record's
 * text, reopened in a window of its own: its sheet, who won, printing;
 * the match in play stays as it is */
static void
belote_open_record_action (GSimpleAction *action,
                           GVariant      *parameter,
                           gpointer       user_data)
{
  BalutApplication *self = BALUT_APPLICATION (user_data);
  g_autoptr(GError) error = NULL;
  g_autoptr(BeloteMatch) match = NULL;
  gsize length;
  const char *record = g_variant_get_string (parameter, &length);
  BeloteWindow *window;

  match = belote_record_load_data (record, (gssize) length, &error);
  if (match == NULL)
    {
      balut_show_error_dialog (gtk_application_get_active_window (GTK_APPLICATION (self)),
                               _("The match could not be reopened"), error);
      return;
    }
  window = belote_window_new_for_record (self, match);
  gtk_window_present (GTK_WINDOW (window));
}

/* app.balut: Balut's window, from Belote's menu */
static void
balut_action (GSimpleAction *action,
              GVariant      *parameter,
              gpointer       user_data)
{
  open_balut_window (BALUT_APPLICATION (user_data));
}

static void
about_action (GSimpleAction *action,
              GVariant      *parameter,
              gpointer       user_data)
{
  GtkApplication *app = user_data;
  const char *authors[] = { _("The Balut developers"), NULL };
  const char *artists[] = { _("The Balut developers (the dice and the icon)"),
                            /* Translators: the artist of Belote's cards (data/cards/README.md) */
                            _("David Bellot (the playing cards, LGPL-3.0-or-later)"), NULL };
  g_autofree char *issues = g_strdup_printf ("%s %s", _("Report a problem or suggest an idea"), PACKAGE_BUGREPORT);
  const char *feedback[] = { issues, NULL };
  /* the translators' guide, po/README.md in the repository */
  g_autofree char *translate = g_strdup_printf ("%s %s/blob/main/po/README.md",
                                                _("How to translate Balut into your language"), PACKAGE_URL);
  const char *translating[] = { translate, NULL };
  GtkAboutDialog *about = g_object_new (GTK_TYPE_ABOUT_DIALOG,
                                        "transient-for", gtk_application_get_active_window (app),
                                        "modal", TRUE,
                                        "destroy-with-parent", TRUE,
                                        "program-name", _("Balut"),
                                        "logo-icon-name", APPLICATION_ID,
                                        "version", PACKAGE_VERSION,
                                        "comments", _("The poker-dice game of five dice, three throws and 28 turns"),
                                        /* Translators: the About dialog's copyright line */
                                        "copyright", _("© 2026 The Balut developers"),
                                        "license-type", GTK_LICENSE_GPL_3_0,
                                        "website", PACKAGE_URL,
                                        "website-label", _("Balut’s home page"),
                                        "authors", authors,
                                        "artists", artists,
                                        /* Translators: your names, one a line, as you want them credited */
                                        "translator-credits", _("translator-credits"),
                                        NULL);

  /* GTK 4.8's About has no place for an issue tracker: a credits
   * section whose entry GTK turns into a link */
  gtk_about_dialog_add_credit_section (about, _("Feedback"), feedback);
  /* Translators: a heading in the About dialog's credits, over a link
   * to the guide for translators */
  gtk_about_dialog_add_credit_section (about, _("Translate"), translating);
  gtk_window_present (GTK_WINDOW (about));
}

static void
quit_action (GSimpleAction *action,
             GVariant      *parameter,
             gpointer       user_data)
{
  GtkApplication *app = user_data;
  GList *windows = gtk_application_get_windows (app);

  /* close the windows, so that each saves its size */
  for (GList *l = windows; l != NULL; )
    {
      GList *next = l->next;
      gtk_window_close (l->data);
      l = next;
    }
  g_application_quit (G_APPLICATION (app));
}

static void
balut_application_startup (GApplication *application)
{
  BalutApplication *self = BALUT_APPLICATION (application);
  static const GActionEntry entries[] = {
    { "about", about_action },
    { "quit", quit_action },
    { "balut", balut_action },
    { "belote", belote_action },
    { "new-belote", new_belote_action },
    { "belote-open-record", belote_open_record_action, "s" },
  };
  static const char *quit_accels[] = { "<Control>q", NULL };

  G_APPLICATION_CLASS (balut_application_parent_class)->startup (application);

  g_action_map_add_action_entries (G_ACTION_MAP (self), entries, G_N_ELEMENTS (entries), self);
  gtk_application_set_accels_for_action (GTK_APPLICATION (self), "app.quit", quit_accels);

  gtk_window_set_default_icon_name (APPLICATION_ID);
  balut_widgets_name_buttons ();

  /* light or dark, before the first window is drawn */
  self->style_manager = balut_style_manager_new (gdk_display_get_default ());
  if (self->settings != NULL)
    bind_style (self);
  else
    balut_application_load_settings (self, NULL);   /* it binds the style */

  if (self->smoke_test)
    self->smoke_test_timeout_id = g_timeout_add_seconds (SMOKE_TEST_LIMIT_S, smoke_test_timeout_cb, self);

  /* GTK loads menus, shortcuts and icons from the resource base path by
   * itself, but not the style sheet. */
  {
    g_autoptr(GtkCssProvider) provider = gtk_css_provider_new ();

    gtk_css_provider_load_from_resource (provider, "/io/github/balut/Balut/style.css");
    gtk_style_context_add_provider_for_display (gdk_display_get_default (),
                                                GTK_STYLE_PROVIDER (provider),
                                                GTK_STYLE_PROVIDER_PRIORITY_APPLICATION);
  }
}

/* `balut --belote` while a Balut runs already: that Balut opens Belote's
 * window (its app.belote), and this one ends (g_application_run ()
 * delivers the call and lets go of the bus) */
static gboolean
balut_application_local_command_line (GApplication   *application,
                                      char         ***arguments,
                                      int            *exit_status)
{
  BalutApplication *self = BALUT_APPLICATION (application);
  g_autoptr(GError) error = NULL;

  if (self->belote)
    {
      if (!g_application_register (application, NULL, &error))
        {
          g_printerr ("balut: %s\n", error->message);
          *exit_status = 1;
          return TRUE;
        }
      if (g_application_get_is_remote (application))
        {
          g_action_group_activate_action (G_ACTION_GROUP (application), "belote", NULL);
          *exit_status = 0;
          return TRUE;
        }
    }
  return G_APPLICATION_CLASS (balut_application_parent_class)->local_command_line (application, arguments,
                                                                                 exit_status);
}

/* Quitting while the store is being opened on its thread (a due full
 * check of a long history): the open ends first, so that the process
 * never exits in the middle of it */
static void
balut_application_shutdown (GApplication *application)
{
  BalutApplication *self = BALUT_APPLICATION (application);

  g_clear_handle_id (&self->smoke_test_timeout_id, g_source_remove);

  g_mutex_lock (&self->store_lock);
  while (self->store_opening)
    g_cond_wait (&self->store_cond, &self->store_lock);
  g_mutex_unlock (&self->store_lock);

  /* dice drawn in the last seconds, kept for the next start */
  balut_die_textures_save_pending ();

  G_APPLICATION_CLASS (balut_application_parent_class)->shutdown (application);
}

static void
balut_application_finalize (GObject *object)
{
  BalutApplication *self = BALUT_APPLICATION (object);

  g_clear_object (&self->settings);
  g_clear_object (&self->style_manager);
  g_clear_object (&self->store);
  for (guint seat = 0; seat < G_N_ELEMENTS (self->seat_engines); seat++)
    g_free (self->seat_engines[seat]);
  g_free (self->store_notice);
  g_free (self->autosave_path);
  g_mutex_clear (&self->store_lock);
  g_cond_clear (&self->store_cond);

  G_OBJECT_CLASS (balut_application_parent_class)->finalize (object);
}

static void
balut_application_class_init (BalutApplicationClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GApplicationClass *app_class = G_APPLICATION_CLASS (klass);

  object_class->finalize = balut_application_finalize;

  app_class->activate = balut_application_activate;
  app_class->startup = balut_application_startup;
  app_class->shutdown = balut_application_shutdown;
  app_class->local_command_line = balut_application_local_command_line;
}

static void
balut_application_init (BalutApplication *self)
{
  self->start_time = g_get_monotonic_time ();
  self->autosave_path = balut_autosave_dup_default_path ();
  g_mutex_init (&self->store_lock);
  g_cond_init (&self->store_cond);
}

/* Windows has no session bus, and GApplication's one instance lives on
 * it: there GLib would start gdbus.exe as a bus of Balut's own at each
 * start (leaving a gdbus-nonce-file in %TEMP% each time). So on Windows
 * every start is an application of its own; main() also keeps GLib
 * from looking for a bus at all. On Linux, one Balut a session: a
 * second start raises the first one's window. */
#ifdef G_OS_WIN32
#define APPLICATION_FLAGS (G_APPLICATION_DEFAULT_FLAGS | G_APPLICATION_NON_UNIQUE)
#else
#define APPLICATION_FLAGS G_APPLICATION_DEFAULT_FLAGS
#endif

BalutApplication *
balut_application_new (void)
{
  return g_object_new (BALUT_TYPE_APPLICATION,
                       "application-id", APPLICATION_ID,
                       "flags", APPLICATION_FLAGS,
                       "resource-base-path", "/io/github/balut/Balut",
                       NULL);
}

/**
 * balut_application_set_smoke_test:
 *
 * `balut --smoke-test`: the first window opens as always and the run
 * ends once it has drawn its first frame (after its first paint, on its
 * frame clock), with a few lines on standard output for the checks that
 * start it; or, when no frame comes within a generous limit, with a
 * message on standard error (balut_application_get_smoke_test_passed ()
 * then says FALSE). Set before the application runs.
 */
void
balut_application_set_smoke_test (BalutApplication *self,
                                  gboolean          smoke_test)
{
  g_return_if_fail (BALUT_IS_APPLICATION (self));
  self->smoke_test = smoke_test;
}

/**
 * balut_application_get_smoke_test_passed:
 *
 * Returns: whether a window of the application has drawn its first
 *   frame (reported by `--smoke-test` and BALUT_REPORT_FIRST_FRAME)
 */
gboolean
balut_application_get_smoke_test_passed (BalutApplication *self)
{
  g_return_val_if_fail (BALUT_IS_APPLICATION (self), FALSE);
  return self->first_frame_drawn;
}

/**
 * balut_application_set_belote:
 *
 * Whether activating the application opens Belote's window (`balut
 * --belote`, the Belote launcher) rather than Balut's.
 */
void
balut_application_set_belote (BalutApplication *self,
                              gboolean          belote)
{
  g_return_if_fail (BALUT_IS_APPLICATION (self));
  self->belote = belote;
}

gboolean
balut_application_get_belote (BalutApplication *self)
{
  g_return_val_if_fail (BALUT_IS_APPLICATION (self), FALSE);
  return self->belote;
}

/**
 * balut_application_parse_seat_engine:
 * @text: `SEAT=COMMAND`, SEAT 1 (East), 2 (North) or 3 (West)
 *
 * Reads a `--seat-engine` value; FALSE with what is wrong (G_OPTION_ERROR).
 */
gboolean
balut_application_parse_seat_engine (const char  *text,
                                     guint       *seat,
                                     char       **command,
                                     GError     **error)
{
  const char *equal;
  g_autofree char *rest = NULL;

  g_return_val_if_fail (text != NULL, FALSE);

  equal = strchr (text, '=');
  if (equal != NULL)
    rest = g_strstrip (g_strdup (equal + 1));
  if (equal == NULL || equal - text != 1 || text[0] < '1' || text[0] > '3' || rest == NULL || *rest == '\0')
    {
      g_set_error (error, G_OPTION_ERROR, G_OPTION_ERROR_BAD_VALUE,
                   /* Translators: --seat-engine's value was wrong */
                   _("--seat-engine takes SEAT=COMMAND, SEAT 1 (East), 2 (North) or 3 (West) and a command: "
                     "“%s”"), text);
      return FALSE;
    }
  if (seat != NULL)
    *seat = (guint) (text[0] - '0');
  if (command != NULL)
    *command = g_steal_pointer (&rest);
  return TRUE;
}

/**
 * balut_application_set_seat_engine:
 * @seat: 1–3
 * @command: (nullable): the engine's command line
 *
 * The engine that plays a computer seat of Belote's window.
 */
void
balut_application_set_seat_engine (BalutApplication *self,
                                   guint             seat,
                                   const char       *command)
{
  g_return_if_fail (BALUT_IS_APPLICATION (self));
  g_return_if_fail (seat >= 1 && seat < G_N_ELEMENTS (self->seat_engines));

  g_free (self->seat_engines[seat]);
  self->seat_engines[seat] = g_strdup (command);
}

/**
 * balut_application_get_settings:
 *
 * Returns: (transfer none): the settings
 */
GSettings *
balut_application_get_settings (BalutApplication *self)
{
  g_return_val_if_fail (BALUT_IS_APPLICATION (self), NULL);
  return self->settings;
}

/* Opens the store, or says why it is not there (with the database set
 * aside, or read-only) in @notice */
static BalutStore *
open_store (char **notice)
{
  g_autofree char *path = balut_store_dup_default_path ();
  g_autofree char *moved_aside = NULL;
  g_autoptr(GError) error = NULL;
  BalutStore *store = balut_store_open_or_recover (path, &moved_aside, &error);

  *notice = NULL;
  if (store == NULL)
    /* Translators: %s is the reason */
    *notice = g_strdup_printf (_("The scores cannot be kept: %s"), error->message);
  else if (moved_aside != NULL)
    *notice = g_strdup_printf (_("The scores database could not be read. It was kept as "
                                 "“%s” and a new one was started."), moved_aside);
  else if (balut_store_is_read_only (store))
    /* a newer Balut's file, or one on a read-only medium: what it is */
    *notice = balut_store_dup_read_only_notice (store);
  return store;
}

static void
wait_store_thread (GTask        *task,
                   gpointer      source_object,
                   gpointer      task_data,
                   GCancellable *cancellable)
{
  BalutApplication *self = source_object;

  g_mutex_lock (&self->store_lock);
  while (self->store_opening)
    g_cond_wait (&self->store_cond, &self->store_lock);
  g_mutex_unlock (&self->store_lock);
  g_task_return_boolean (task, TRUE);
}

/**
 * balut_application_get_store:
 * @self: the application
 * @notice: (out) (optional) (transfer none): a message for the player when
 *   the store had to be set aside, is read-only or could not be opened
 *
 * The store of finished games, opened the first time it is asked for. A
 * damaged database is moved aside (kept, never deleted) and a new one
 * started; one from a newer Balut is opened read-only.
 *
 * Returns: (transfer none) (nullable): the store, or %NULL when it cannot
 *   be opened at all
 */
BalutStore *
balut_application_get_store (BalutApplication  *self,
                             const char       **notice)
{
  g_return_val_if_fail (BALUT_IS_APPLICATION (self), NULL);

  g_mutex_lock (&self->store_lock);
  /* being opened on a worker thread: wait for it */
  while (self->store_opening)
    g_cond_wait (&self->store_cond, &self->store_lock);
  if (!self->store_opened)
    {
      g_autofree char *store_notice = NULL;
      BalutStore *store = open_store (&store_notice);

      self->store = store;
      self->store_notice = g_steal_pointer (&store_notice);
      self->store_opened = TRUE;
    }
  g_mutex_unlock (&self->store_lock);

  if (notice != NULL)
    *notice = self->store_notice;
  return self->store;
}

static void
open_store_thread (GTask        *task,
                   gpointer      source_object,
                   gpointer      task_data,
                   GCancellable *cancellable)
{
  BalutApplication *self = source_object;
  g_autofree char *store_notice = NULL;
  BalutStore *store = open_store (&store_notice);

  g_mutex_lock (&self->store_lock);
  self->store = store;
  self->store_notice = g_steal_pointer (&store_notice);
  self->store_opened = TRUE;
  self->store_opening = FALSE;
  g_cond_broadcast (&self->store_cond);
  g_mutex_unlock (&self->store_lock);
  g_task_return_boolean (task, TRUE);
}

/**
 * balut_application_open_store_async:
 *
 * Opens the store on a worker thread (its full check, when due, reads
 * the whole file); @callback runs on the main thread once it is open
 * (balut_application_get_store() then returns at once; called meanwhile,
 * it waits for it).
 */
void
balut_application_open_store_async (BalutApplication    *self,
                                    GAsyncReadyCallback  callback,
                                    gpointer             user_data)
{
  g_autoptr(GTask) task = NULL;
  gboolean start;

  g_return_if_fail (BALUT_IS_APPLICATION (self));

  task = g_task_new (self, NULL, callback, user_data);
  g_mutex_lock (&self->store_lock);
  start = !self->store_opened && !self->store_opening;
  if (start)
    self->store_opening = TRUE;
  g_mutex_unlock (&self->store_lock);

  if (start)
    g_task_run_in_thread (task, open_store_thread);
  else
    {
      /* open already, or being opened by another window's call: wait on
       * a thread too, never on the window's */
      g_task_run_in_thread (task, wait_store_thread);
    }
}

/**
 * balut_application_get_autosave_path:
 *
 * Returns: where the game in play is saved (balut-autosave.h)
 */
const char *
balut_application_get_autosave_path (BalutApplication *self)
{
  g_return_val_if_fail (BALUT_IS_APPLICATION (self), NULL);
  return self->autosave_path;
}

/**
 * balut_application_load_settings:
 *
 * Finds the settings schema (installed, beside the program when the
 * installation was moved, or in the build tree Balut runs from) and
 * opens the settings. Without the schema, Balut is not
 * installed correctly and cannot start.
 *
 * Returns: whether the settings are there; %FALSE with @error set when
 *   the schema is missing
 */
gboolean
balut_application_load_settings (BalutApplication  *self,
                                 GError           **error)
{
  g_autoptr(GSettingsSchema) schema = NULL;

  g_return_val_if_fail (BALUT_IS_APPLICATION (self), FALSE);

  if (self->settings != NULL)
    return TRUE;

  schema = lookup_schema ();
  if (schema == NULL)
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_NOT_FOUND,
                   /* Translators: %s is the schema's name, io.github.balut.Balut */
                   _("Balut is not installed correctly: its settings schema %s cannot be found. "
                     "Install Balut (meson install), or run it from its build folder."),
                   APPLICATION_ID);
      return FALSE;
    }
  self->settings = g_settings_new_full (schema, NULL, NULL);
  bind_style (self);
  return TRUE;
}

/**
 * balut_application_get_style_manager:
 *
 * Returns: (transfer none) (nullable): the light or dark style, once
 *   the application has started up
 */
BalutStyleManager *
balut_application_get_style_manager (BalutApplication *self)
{
  g_return_val_if_fail (BALUT_IS_APPLICATION (self), NULL);
  return self->style_manager;
}
