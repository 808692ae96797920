/* belote-new-match-dialog.c — New Belote match
 *
 * SPDX-FileCopyrightText: 2026 The Balut developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Two ways to play: at the card table against the computer (the
 * default: the person South, a computer partner North and two computer
 * opponents East and West, B2), with the person's name, the partner's
 * level and the opponents' level; or with the table's own cards (B28:
 * the scoring pad), with the teams' names or the four players' by their
 * seats. Then the rules (B26 family, B27 tournament) and the target
 * (B3). What is chosen is kept for the next match (settings belote-*).
 * "start" is emitted on Start: the window asks before a match in play
 * is given up, then takes the match of
 * belote_new_match_dialog_create_match ().
 *
 * The levels a newcomer gets: a Strong partner, whose play makes sense
 * to a person (Belote players judge a program by its partner play,
 * issue 29), against Casual opponents, so that the first matches can be
 * won; both are raised or lowered here, and kept.
 */

#include "config.h"

#include <glib/gi18n.h>

#include "balut-widgets.h"
#include "belote-new-match-dialog.h"
#include "belote-player.h"
#include "belote-record.h"

#define DEFAULT_PARTNER_LEVEL  BELOTE_LEVEL_STRONG
#define DEFAULT_OPPONENT_LEVEL BELOTE_LEVEL_CASUAL

struct _BeloteNewMatchDialog
{
  GtkWindow        parent_instance;

  GSettings       *settings;

  GtkToggleButton *play_button;
  GtkToggleButton *pad_button;
  GtkLabel        *mode_description;
  GtkStack        *mode_stack;
  GtkEntry        *name_entry;
  GtkDropDown     *partner_level;
  GtkDropDown     *opponent_level;
  GtkSwitch       *players_switch;
  GtkStack        *names_stack;
  GtkEntry        *us_entry;
  GtkEntry        *them_entry;
  GtkEntry        *south_entry;
  GtkEntry        *north_entry;
  GtkEntry        *east_entry;
  GtkEntry        *west_entry;
  GtkToggleButton *family_button;
  GtkToggleButton *tournament_button;
  GtkLabel        *school_description;
  GtkToggleButton *target_301;
  GtkToggleButton *target_501;
  GtkToggleButton *target_1000;
  GtkWidget       *start_button;
};

G_DEFINE_FINAL_TYPE (BeloteNewMatchDialog, belote_new_match_dialog, GTK_TYPE_WINDOW)

enum {
  START,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

/* a name as typed, without the spaces around it; NULL for none */
static char *
dup_name (const char *text)
{
  g_autofree char *name = g_strstrip (g_strdup (text != NULL ? text : ""));

  if (*name == '\0' || !g_utf8_validate (name, -1, NULL))
    return NULL;
  return g_steal_pointer (&name);
}

static GtkEntry *
seat_entry (BeloteNewMatchDialog *self,
            guint                 seat)
{
  /* B2: seat 0 South, 1 East, 2 North, 3 West */
  GtkEntry *entries[BELOTE_N_SEATS] = { self->south_entry, self->east_entry, self->north_entry, self->west_entry };

  return entries[seat];
}

static void
school_toggled_cb (BeloteNewMatchDialog *self)
{
  gtk_label_set_text (self->school_description,
                      gtk_toggle_button_get_active (self->tournament_button)
                      /* Translators: B27 */
                      ? _("No announcements: only Belote-Rebelote counts besides the tricks.")
                      /* Translators: B26 */
                      : _("Sequences and carrés count (Tierce, Fifty, Hundred, carrés), and Belote-Rebelote."));
}

static void
players_switched_cb (BeloteNewMatchDialog *self)
{
  gtk_stack_set_visible_child_name (self->names_stack,
                                    gtk_switch_get_active (self->players_switch) ? "players" : "teams");
}

static void
mode_toggled_cb (BeloteNewMatchDialog *self)
{
  gboolean play = gtk_toggle_button_get_active (self->play_button);

  gtk_stack_set_visible_child_name (self->mode_stack, play ? "play" : "pad");
  gtk_label_set_text (self->mode_description,
                      play
                      /* Translators: B2: the card table */
                      ? _("You sit South with a computer partner North, against two computer players East and "
                          "West. The program deals, and you bid and play your cards on the screen.")
                      /* Translators: B28: the scoring pad */
                      : _("The table plays with its own cards. After each deal, enter who took and the points: "
                          "the program keeps the score sheet."));
}

static BeloteLevel
level_from_setting (GSettings   *settings,
                    const char  *key,
                    BeloteLevel  fallback)
{
  g_autofree char *text = settings != NULL ? g_settings_get_string (settings, key) : NULL;
  BeloteLevel level;

  return text != NULL && belote_level_parse (text, &level) ? level : fallback;
}

static BeloteLevel
dropdown_level (GtkDropDown *dropdown,
                BeloteLevel  fallback)
{
  guint selected = gtk_drop_down_get_selected (dropdown);

  return selected < BELOTE_N_LEVELS ? (BeloteLevel) selected : fallback;
}

/* The person's name when none is typed: the account's */
static const char *
default_person_name (void)
{
  const char *name = g_get_real_name ();

  if (name == NULL || *name == '\0' || g_str_equal (name, "Unknown"))
    name = g_get_user_name ();
  return name;
}

static void
save_choices (BeloteNewMatchDialog *self)
{
  const char *teams[BELOTE_N_TEAMS + 1] = {
    gtk_editable_get_text (GTK_EDITABLE (self->us_entry)),
    gtk_editable_get_text (GTK_EDITABLE (self->them_entry)),
    NULL,
  };
  const char *players[BELOTE_N_SEATS + 1] = { NULL };
  int target = gtk_toggle_button_get_active (self->target_301) ? 301
               : gtk_toggle_button_get_active (self->target_1000) ? 1000 : 501;

  if (self->settings == NULL)
    return;
  for (guint s = 0; s < BELOTE_N_SEATS; s++)
    players[s] = gtk_editable_get_text (GTK_EDITABLE (seat_entry (self, s)));
  g_settings_delay (self->settings);
  g_settings_set_strv (self->settings, "belote-teams", teams);
  g_settings_set_strv (self->settings, "belote-players", players);
  g_settings_set_boolean (self->settings, "belote-name-players", gtk_switch_get_active (self->players_switch));
  g_settings_set_string (self->settings, "belote-school",
                         gtk_toggle_button_get_active (self->tournament_button) ? "tournament" : "family");
  g_settings_set_int (self->settings, "belote-target", target);
  g_settings_set_string (self->settings, "belote-mode",
                         gtk_toggle_button_get_active (self->play_button) ? "play" : "pad");
  g_settings_set_string (self->settings, "belote-player-name", gtk_editable_get_text (GTK_EDITABLE (self->name_entry)));
  g_settings_set_string (self->settings, "belote-partner-level",
                         belote_level_to_string (dropdown_level (self->partner_level, DEFAULT_PARTNER_LEVEL)));
  g_settings_set_string (self->settings, "belote-opponent-level",
                         belote_level_to_string (dropdown_level (self->opponent_level, DEFAULT_OPPONENT_LEVEL)));
  g_settings_apply (self->settings);
}

static void
start_clicked_cb (BeloteNewMatchDialog *self)
{
  save_choices (self);
  g_signal_emit (self, signals[START], 0);
}

static void
load_choices (BeloteNewMatchDialog *self)
{
  g_auto(GStrv) teams = NULL;
  g_auto(GStrv) players = NULL;
  g_autofree char *school = NULL;
  int target;

  if (self->settings == NULL)
    return;
  teams = g_settings_get_strv (self->settings, "belote-teams");
  for (guint t = 0; t < BELOTE_N_TEAMS && teams[t] != NULL; t++)
    gtk_editable_set_text (GTK_EDITABLE (t == 0 ? self->us_entry : self->them_entry), teams[t]);
  players = g_settings_get_strv (self->settings, "belote-players");
  for (guint s = 0; s < BELOTE_N_SEATS && players[s] != NULL; s++)
    gtk_editable_set_text (GTK_EDITABLE (seat_entry (self, s)), players[s]);
  gtk_switch_set_active (self->players_switch, g_settings_get_boolean (self->settings, "belote-name-players"));
  school = g_settings_get_string (self->settings, "belote-school");
  gtk_toggle_button_set_active (g_str_equal (school, "tournament") ? self->tournament_button : self->family_button,
                                TRUE);
  target = g_settings_get_int (self->settings, "belote-target");
  gtk_toggle_button_set_active (target == 301 ? self->target_301
                                : target == 1000 ? self->target_1000 : self->target_501,
                                TRUE);
  {
    g_autofree char *mode = g_settings_get_string (self->settings, "belote-mode");
    g_autofree char *name = g_settings_get_string (self->settings, "belote-player-name");

    gtk_toggle_button_set_active (g_str_equal (mode, "pad") ? self->pad_button : self->play_button, TRUE);
    gtk_editable_set_text (GTK_EDITABLE (self->name_entry), name);
  }
  gtk_drop_down_set_selected (self->partner_level,
                              level_from_setting (self->settings, "belote-partner-level", DEFAULT_PARTNER_LEVEL));
  gtk_drop_down_set_selected (self->opponent_level,
                              level_from_setting (self->settings, "belote-opponent-level", DEFAULT_OPPONENT_LEVEL));
}

static void
belote_new_match_dialog_dispose (GObject *object)
{
  BeloteNewMatchDialog *self = BELOTE_NEW_MATCH_DIALOG (object);

  g_clear_object (&self->settings);
  gtk_widget_dispose_template (GTK_WIDGET (self), BELOTE_TYPE_NEW_MATCH_DIALOG);

  G_OBJECT_CLASS (belote_new_match_dialog_parent_class)->dispose (object);
}

static void
belote_new_match_dialog_class_init (BeloteNewMatchDialogClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = belote_new_match_dialog_dispose;

  /**
   * BeloteNewMatchDialog::start:
   *
   * Start was pressed: belote_new_match_dialog_create_match () gives the
   * match chosen.
   */
  signals[START] = g_signal_new ("start", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                 0, NULL, NULL, NULL, G_TYPE_NONE, 0);

  gtk_widget_class_set_template_from_resource (widget_class, "/io/github/balut/Balut/belote-new-match-dialog.ui");
  gtk_widget_class_bind_template_child (widget_class, BeloteNewMatchDialog, east_entry);
  gtk_widget_class_bind_template_child (widget_class, BeloteNewMatchDialog, family_button);
  gtk_widget_class_bind_template_child (widget_class, BeloteNewMatchDialog, mode_description);
  gtk_widget_class_bind_template_child (widget_class, BeloteNewMatchDialog, mode_stack);
  gtk_widget_class_bind_template_child (widget_class, BeloteNewMatchDialog, name_entry);
  gtk_widget_class_bind_template_child (widget_class, BeloteNewMatchDialog, names_stack);
  gtk_widget_class_bind_template_child (widget_class, BeloteNewMatchDialog, north_entry);
  gtk_widget_class_bind_template_child (widget_class, BeloteNewMatchDialog, opponent_level);
  gtk_widget_class_bind_template_child (widget_class, BeloteNewMatchDialog, pad_button);
  gtk_widget_class_bind_template_child (widget_class, BeloteNewMatchDialog, partner_level);
  gtk_widget_class_bind_template_child (widget_class, BeloteNewMatchDialog, play_button);
  gtk_widget_class_bind_template_child (widget_class, BeloteNewMatchDialog, players_switch);
  gtk_widget_class_bind_template_child (widget_class, BeloteNewMatchDialog, school_description);
  gtk_widget_class_bind_template_child (widget_class, BeloteNewMatchDialog, south_entry);
  gtk_widget_class_bind_template_child (widget_class, BeloteNewMatchDialog, start_button);
  gtk_widget_class_bind_template_child (widget_class, BeloteNewMatchDialog, target_1000);
  gtk_widget_class_bind_template_child (widget_class, BeloteNewMatchDialog, target_301);
  gtk_widget_class_bind_template_child (widget_class, BeloteNewMatchDialog, target_501);
  gtk_widget_class_bind_template_child (widget_class, BeloteNewMatchDialog, them_entry);
  gtk_widget_class_bind_template_child (widget_class, BeloteNewMatchDialog, tournament_button);
  gtk_widget_class_bind_template_child (widget_class, BeloteNewMatchDialog, us_entry);
  gtk_widget_class_bind_template_child (widget_class, BeloteNewMatchDialog, west_entry);
  gtk_widget_class_bind_template_callback (widget_class, mode_toggled_cb);
  gtk_widget_class_bind_template_callback (widget_class, players_switched_cb);
  gtk_widget_class_bind_template_callback (widget_class, school_toggled_cb);
  gtk_widget_class_bind_template_callback (widget_class, start_clicked_cb);

  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Escape, 0, "window.close", NULL);
}

static void
belote_new_match_dialog_init (BeloteNewMatchDialog *self)
{
  GtkToggleButton *targets[3];
  g_autoptr(GtkStringList) levels = gtk_string_list_new (NULL);

  gtk_widget_init_template (GTK_WIDGET (self));

  for (guint l = 0; l < BELOTE_N_LEVELS; l++)
    gtk_string_list_append (levels, belote_level_name ((BeloteLevel) l));
  gtk_drop_down_set_model (self->partner_level, G_LIST_MODEL (levels));
  gtk_drop_down_set_model (self->opponent_level, G_LIST_MODEL (levels));
  gtk_drop_down_set_selected (self->partner_level, DEFAULT_PARTNER_LEVEL);
  gtk_drop_down_set_selected (self->opponent_level, DEFAULT_OPPONENT_LEVEL);
  /* named now: the page may be hidden when the dialog opens (the pad) */
  balut_drop_down_name_toggle (self->partner_level);
  balut_drop_down_name_toggle (self->opponent_level);
  gtk_entry_set_placeholder_text (self->name_entry, default_person_name ());

  /* the names BeloteMatch gives teams without one */
  gtk_entry_set_placeholder_text (self->us_entry, _("Us"));
  gtk_entry_set_placeholder_text (self->them_entry, _("Them"));
  targets[0] = self->target_301;
  targets[1] = self->target_501;
  targets[2] = self->target_1000;
  for (guint i = 0; i < G_N_ELEMENTS (targets); i++)
    {
      /* Translators: a target's button, for screen readers: "Target 501" */
      g_autofree char *name = g_strdup_printf (_("Target %s"), gtk_button_get_label (GTK_BUTTON (targets[i])));

      gtk_accessible_update_property (GTK_ACCESSIBLE (targets[i]),
                                      GTK_ACCESSIBLE_PROPERTY_LABEL, name,
                                      -1);
    }
  school_toggled_cb (self);
  mode_toggled_cb (self);
}

/**
 * belote_new_match_dialog_new:
 * @settings: (nullable): where the choices are kept
 */
BeloteNewMatchDialog *
belote_new_match_dialog_new (GtkWindow *parent,
                             GSettings *settings)
{
  BeloteNewMatchDialog *self;

  g_return_val_if_fail (parent == NULL || GTK_IS_WINDOW (parent), NULL);
  g_return_val_if_fail (settings == NULL || G_IS_SETTINGS (settings), NULL);

  self = g_object_new (BELOTE_TYPE_NEW_MATCH_DIALOG, "transient-for", parent, NULL);
  g_set_object (&self->settings, settings);
  load_choices (self);
  gtk_widget_grab_focus (GTK_WIDGET (self->start_button));
  return self;
}

/**
 * belote_new_match_seed:
 *
 * Returns: a new match's seed (what its record keeps)
 */
guint64
belote_new_match_seed (void)
{
  return ((((guint64) g_random_int ()) << 32) | g_random_int ()) & BELOTE_RECORD_MAX_SEED;
}

static BeloteMatch *
new_match (BeloteSchool  school,
           int           target,
           guint64       seed,
           gboolean      players,
           const char  **names)
{
  BeloteMatch *match = belote_match_new (BELOTE_MODE_PAD, school, target, seed, FALSE);

  if (players)
    {
      for (guint s = 0; s < BELOTE_N_SEATS; s++)
        {
          g_autofree char *name = dup_name (names[s]);

          if (name != NULL)
            belote_match_set_player (match, s, name, FALSE, NULL);
        }
    }
  else
    for (guint t = 0; t < BELOTE_N_TEAMS; t++)
      {
        g_autofree char *name = dup_name (names[t]);

        if (name != NULL)
          belote_match_set_team_name (match, t, name);
      }
  return match;
}

/* A match at the card table (B2): the person South, a computer partner
 * North, computer opponents East and West, named by the table (their
 * seat and level); the teams are Us and Them */
static BeloteMatch *
new_played_match (BeloteSchool  school,
                  int           target,
                  guint64       seed,
                  const char   *person,
                  BeloteLevel   partner,
                  BeloteLevel   opponents)
{
  BeloteMatch *match = belote_match_new (BELOTE_MODE_PLAY, school, target, seed, TRUE);
  g_autofree char *name = dup_name (person);

  belote_match_set_player (match, 0, name != NULL ? name : default_person_name (), FALSE, NULL);
  belote_match_set_player (match, 1, NULL, TRUE, belote_level_to_string (opponents));
  belote_match_set_player (match, 2, NULL, TRUE, belote_level_to_string (partner));
  belote_match_set_player (match, 3, NULL, TRUE, belote_level_to_string (opponents));
  belote_match_set_team_name (match, 0, _("Us"));
  belote_match_set_team_name (match, 1, _("Them"));
  return match;
}

/**
 * belote_new_match_dialog_create_match:
 *
 * Returns: (transfer full): a match at the card table, or a pad match
 *   (B28), of the choices made
 */
BeloteMatch *
belote_new_match_dialog_create_match (BeloteNewMatchDialog *self,
                                      guint64               seed)
{
  gboolean players;
  const char *names[BELOTE_N_SEATS] = { NULL };

  g_return_val_if_fail (BELOTE_IS_NEW_MATCH_DIALOG (self), NULL);

  if (gtk_toggle_button_get_active (self->play_button))
    return new_played_match (gtk_toggle_button_get_active (self->tournament_button)
                             ? BELOTE_SCHOOL_TOURNAMENT : BELOTE_SCHOOL_FAMILY,
                             gtk_toggle_button_get_active (self->target_301) ? 301
                             : gtk_toggle_button_get_active (self->target_1000) ? 1000 : 501,
                             seed, gtk_editable_get_text (GTK_EDITABLE (self->name_entry)),
                             dropdown_level (self->partner_level, DEFAULT_PARTNER_LEVEL),
                             dropdown_level (self->opponent_level, DEFAULT_OPPONENT_LEVEL));

  players = gtk_switch_get_active (self->players_switch);
  if (players)
    for (guint s = 0; s < BELOTE_N_SEATS; s++)
      names[s] = gtk_editable_get_text (GTK_EDITABLE (seat_entry (self, s)));
  else
    {
      names[0] = gtk_editable_get_text (GTK_EDITABLE (self->us_entry));
      names[1] = gtk_editable_get_text (GTK_EDITABLE (self->them_entry));
    }
  return new_match (gtk_toggle_button_get_active (self->tournament_button)
                    ? BELOTE_SCHOOL_TOURNAMENT : BELOTE_SCHOOL_FAMILY,
                    gtk_toggle_button_get_active (self->target_301) ? 301
                    : gtk_toggle_button_get_active (self->target_1000) ? 1000 : 501,
                    seed, players, names);
}

/**
 * belote_new_match_from_settings:
 * @settings: (nullable): the choices of the last New Match
 *
 * Returns: (transfer full): a match of those choices: at the card table
 *   (the default), or on the pad
 */
BeloteMatch *
belote_new_match_from_settings (GSettings *settings,
                                guint64    seed)
{
  g_auto(GStrv) names = NULL;
  g_autofree char *school = NULL;
  g_autofree char *mode = NULL;
  gboolean players = FALSE;
  int target = BELOTE_DEFAULT_TARGET;
  const char *seat_names[BELOTE_N_SEATS] = { NULL };

  if (settings == NULL)
    return new_played_match (BELOTE_SCHOOL_FAMILY, BELOTE_DEFAULT_TARGET, seed, NULL, DEFAULT_PARTNER_LEVEL,
                             DEFAULT_OPPONENT_LEVEL);

  players = g_settings_get_boolean (settings, "belote-name-players");
  names = g_settings_get_strv (settings, players ? "belote-players" : "belote-teams");
  for (guint i = 0; i < BELOTE_N_SEATS && names[i] != NULL; i++)
    seat_names[i] = names[i];
  school = g_settings_get_string (settings, "belote-school");
  target = g_settings_get_int (settings, "belote-target");
  if (!belote_target_valid (target))
    target = BELOTE_DEFAULT_TARGET;
  mode = g_settings_get_string (settings, "belote-mode");
  if (!g_str_equal (mode, "pad"))
    {
      g_autofree char *person = g_settings_get_string (settings, "belote-player-name");

      return new_played_match (g_str_equal (school, "tournament") ? BELOTE_SCHOOL_TOURNAMENT : BELOTE_SCHOOL_FAMILY,
                               target, seed, person,
                               level_from_setting (settings, "belote-partner-level", DEFAULT_PARTNER_LEVEL),
                               level_from_setting (settings, "belote-opponent-level", DEFAULT_OPPONENT_LEVEL));
    }
  return new_match (g_str_equal (school, "tournament") ? BELOTE_SCHOOL_TOURNAMENT : BELOTE_SCHOOL_FAMILY,
                    target, seed, players, seat_names);
}

/* The entry of a team's name (@players FALSE) or a seat's */
GtkWidget *
belote_new_match_dialog_get_entry (BeloteNewMatchDialog *self,
                                   guint                 seat_or_team,
                                   gboolean              players)
{
  g_return_val_if_fail (BELOTE_IS_NEW_MATCH_DIALOG (self), NULL);

  if (players)
    {
      g_return_val_if_fail (seat_or_team < BELOTE_N_SEATS, NULL);
      return GTK_WIDGET (seat_entry (self, seat_or_team));
    }
  g_return_val_if_fail (seat_or_team < BELOTE_N_TEAMS, NULL);
  return GTK_WIDGET (seat_or_team == 0 ? self->us_entry : self->them_entry);
}
