/* belote-deal-form.c — the scoring pad's form: one deal as the table
 * enters it (B28)
 *
 * SPDX-FileCopyrightText: 2026 The Balut developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The table plays with its own cards and enters each deal here: the
 * taker's team, the trump if it likes, the taker's team's card points
 * with the last trick (the other side's shown at once as 162 minus
 * them), a capot for one team, the declarations of each team by kind
 * (Tierce, Fifty, Hundred: how many; carrés by rank) and who had
 * Belote-Rebelote. When both teams declared and B20 cannot tell from
 * that whose announcement was best, the form asks (belote_pad_entry_needs_best ()).
 *
 * The form only builds a BelotePadEntry: whether it is possible is the
 * engine's to say (belote_pad_entry_summarize ()), and the window shows
 * its reason here (belote_deal_form_show_error ()). Enter anywhere in
 * the form enters the deal ("commit"); Escape gives up a correction
 * ("cancel").
 */

#include "config.h"

#include <string.h>

#include <glib/gi18n.h>

#include "belote-deal-form.h"

#define MAX_SEQUENCES 8

/* B17's carrés in the order the form shows them: by rank, Aces first */
static const BeloteRank carre_ranks[BELOTE_N_RANKS] = {
  BELOTE_ACE, BELOTE_KING, BELOTE_QUEEN, BELOTE_JACK,
  BELOTE_TEN, BELOTE_NINE, BELOTE_EIGHT, BELOTE_SEVEN,
};

struct _BeloteDealForm
{
  GtkWidget        parent_instance;

  GtkLabel        *heading_label;
  GtkGrid         *grid;
  GtkToggleButton *taker_us;
  GtkToggleButton *taker_them;
  GtkLabel        *taker_us_label;
  GtkLabel        *taker_them_label;
  GtkToggleButton *trump_none;
  GtkToggleButton *trump_clubs;
  GtkToggleButton *trump_diamonds;
  GtkToggleButton *trump_hearts;
  GtkToggleButton *trump_spades;
  GtkLabel        *points_taker_label;
  GtkEntry        *points_entry;
  GtkLabel        *points_other_label;
  GtkCheckButton  *capot_us;
  GtkCheckButton  *capot_them;
  GtkLabel        *capot_us_label;
  GtkLabel        *capot_them_label;
  GtkToggleButton *belote_none;
  GtkToggleButton *belote_us;
  GtkToggleButton *belote_them;
  GtkLabel        *belote_us_label;
  GtkLabel        *belote_them_label;
  GtkExpander     *declarations_expander;
  GtkLabel        *declarations_label;
  GtkLabel        *declarations_summary;
  GtkGrid         *declarations_grid;
  GtkLabel        *declarations_us_label;
  GtkLabel        *declarations_them_label;
  GtkWidget       *best_box;
  GtkToggleButton *best_us;
  GtkToggleButton *best_them;
  GtkLabel        *best_us_label;
  GtkLabel        *best_them_label;
  GtkWidget       *message_box;
  GtkLabel        *message_label;   /* nullable: no reason shown */
  GtkButton       *cancel_button;
  GtkButton       *commit_button;
  GtkLabel        *commit_label;

  GtkSpinButton   *sequences[BELOTE_N_TEAMS][BELOTE_FORM_N_SEQUENCES];
  GtkToggleButton *carres[BELOTE_N_TEAMS][BELOTE_N_RANKS];   /* by BeloteRank */
  GtkLabel        *carre_team_labels[BELOTE_N_TEAMS];

  char            *team_names[BELOTE_N_TEAMS];
  BeloteSchool     school;
  guint            deal_number;
  gboolean         correcting;
  /* while the form sets its controls itself: no "changed" work */
  gboolean         updating;
  /* the deal being corrected: where a team's declarations are entered
   * as they were, its own announcements are kept (a record's may say
   * more than the form shows: suits, seats, lengths) */
  BelotePadEntry   original;
  gboolean         has_original;
};

G_DEFINE_FINAL_TYPE (BeloteDealForm, belote_deal_form, GTK_TYPE_WIDGET)

enum {
  COMMIT,
  CANCEL,
  CHANGED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

/* ---------------------------------------------------------- reading */

typedef enum
{
  POINTS_EMPTY,
  POINTS_NUMBER,
  POINTS_NOT_A_NUMBER,
} PointsState;

static PointsState
read_points (BeloteDealForm *self,
             int            *points)
{
  g_autofree char *text = g_strstrip (g_strdup (gtk_editable_get_text (GTK_EDITABLE (self->points_entry))));
  gint64 value;

  *points = 0;
  if (*text == '\0')
    return POINTS_EMPTY;
  if (!g_ascii_string_to_signed (text, 10, -9999, 9999, &value, NULL))
    return POINTS_NOT_A_NUMBER;
  *points = (int) value;
  return POINTS_NUMBER;
}

static BeloteSuit
read_trump (BeloteDealForm *self)
{
  GtkToggleButton *suits[BELOTE_N_SUITS] = {
    self->trump_clubs, self->trump_diamonds, self->trump_hearts, self->trump_spades,
  };

  for (guint s = 0; s < BELOTE_N_SUITS; s++)
    if (gtk_toggle_button_get_active (suits[s]))
      return (BeloteSuit) s;
  return BELOTE_NO_SUIT;
}

static gboolean
declarations_shown (BeloteDealForm *self)
{
  return self->school == BELOTE_SCHOOL_FAMILY;   /* B27: none in tournaments */
}

/* The counts a team's announcements come to: sequences by value (B16),
 * carrés by rank (B17) */
static void
count_announcements (const BeloteAnnouncement *announcements,
                     guint                     n,
                     guint                     sequences[BELOTE_FORM_N_SEQUENCES],
                     gboolean                  carres[BELOTE_N_RANKS])
{
  memset (sequences, 0, BELOTE_FORM_N_SEQUENCES * sizeof (guint));
  memset (carres, 0, BELOTE_N_RANKS * sizeof (gboolean));
  for (guint i = 0; i < n; i++)
    {
      const BeloteAnnouncement *a = &announcements[i];

      if (a->kind == BELOTE_ANNOUNCE_CARRE)
        {
          if ((guint) a->top < BELOTE_N_RANKS)
            carres[a->top] = TRUE;
          continue;
        }
      switch (belote_announcement_value (a))
        {
        case 20:
          sequences[BELOTE_FORM_TIERCE]++;
          break;
        case 50:
          sequences[BELOTE_FORM_FIFTY]++;
          break;
        default:
          sequences[BELOTE_FORM_HUNDRED]++;
          break;
        }
    }
}

/* What the form says a team declared. A sequence entered by its value
 * alone: its suit, top card and declarer unknown (the pad's "Hundred"
 * of unknown length, B16) */
static void
read_announcements (BeloteDealForm *self,
                    guint           team,
                    BelotePadEntry *entry)
{
  static const guint8 lengths[BELOTE_FORM_N_SEQUENCES] = { 3, 4, 0 };
  guint sequences[BELOTE_FORM_N_SEQUENCES];
  gboolean carres[BELOTE_N_RANKS];
  guint n = 0;

  entry->n_announcements[team] = 0;
  if (!declarations_shown (self))
    return;

  for (guint k = 0; k < BELOTE_FORM_N_SEQUENCES; k++)
    sequences[k] = (guint) gtk_spin_button_get_value_as_int (self->sequences[team][k]);
  for (guint r = 0; r < BELOTE_N_RANKS; r++)
    carres[r] = gtk_toggle_button_get_active (self->carres[team][r]);

  /* as the deal corrected had them: its own announcements */
  if (self->has_original)
    {
      guint original_sequences[BELOTE_FORM_N_SEQUENCES];
      gboolean original_carres[BELOTE_N_RANKS];

      count_announcements (self->original.announcements[team], self->original.n_announcements[team],
                           original_sequences, original_carres);
      if (memcmp (sequences, original_sequences, sizeof sequences) == 0
          && memcmp (carres, original_carres, sizeof carres) == 0)
        {
          entry->n_announcements[team] = self->original.n_announcements[team];
          memcpy (entry->announcements[team], self->original.announcements[team],
                  sizeof entry->announcements[team]);
          return;
        }
    }

  for (guint k = 0; k < BELOTE_FORM_N_SEQUENCES; k++)
    for (guint i = 0; i < sequences[k] && n < BELOTE_MAX_ANNOUNCEMENTS; i++)
      {
        BeloteAnnouncement *a = &entry->announcements[team][n++];

        a->kind = BELOTE_ANNOUNCE_SEQUENCE;
        a->suit = BELOTE_NO_SUIT;
        a->top = BELOTE_ACE;
        a->length = lengths[k];
        a->seat = BELOTE_NO_SEAT;
      }
  for (guint i = 0; i < BELOTE_N_RANKS && n < BELOTE_MAX_ANNOUNCEMENTS; i++)
    if (carres[carre_ranks[i]])
      {
        BeloteAnnouncement *a = &entry->announcements[team][n++];

        a->kind = BELOTE_ANNOUNCE_CARRE;
        a->suit = BELOTE_NO_SUIT;
        a->top = carre_ranks[i];
        a->length = 4;
        a->seat = BELOTE_NO_SEAT;
      }
  entry->n_announcements[team] = n;
}

/* The entry as the controls are now; best_team as asked, if asked */
static void
read_entry (BeloteDealForm *self,
            BelotePadEntry *entry)
{
  int points;

  belote_pad_entry_init (entry);
  entry->taker_team = gtk_toggle_button_get_active (self->taker_them) ? 1 : 0;
  entry->trump = read_trump (self);
  read_points (self, &points);
  entry->taker_points = points;
  entry->capot[0] = gtk_check_button_get_active (self->capot_us);
  entry->capot[1] = gtk_check_button_get_active (self->capot_them);
  for (guint t = 0; t < BELOTE_N_TEAMS; t++)
    read_announcements (self, t, entry);
  if (gtk_toggle_button_get_active (self->belote_us))
    entry->belote_team = 0;
  else if (gtk_toggle_button_get_active (self->belote_them))
    entry->belote_team = 1;
  if (self->has_original)
    entry->taker_seat = self->original.taker_seat == BELOTE_NO_SEAT
                        || BELOTE_TEAM_OF (self->original.taker_seat) == entry->taker_team
                        ? self->original.taker_seat : BELOTE_NO_SEAT;
  if (belote_pad_entry_needs_best (entry, self->school))
    {
      if (gtk_toggle_button_get_active (self->best_us))
        entry->best_team = 0;
      else if (gtk_toggle_button_get_active (self->best_them))
        entry->best_team = 1;
    }
}

/* ----------------------------------------------------------- showing */

static const char *
team_name (BeloteDealForm *self,
           guint           team)
{
  if (self->team_names[team] != NULL && *self->team_names[team] != '\0')
    return self->team_names[team];
  /* the names BeloteMatch gives teams without one */
  return team == 0 ? _("Us") : _("Them");
}

static void
update_other_points (BeloteDealForm *self)
{
  gboolean capot_us = gtk_check_button_get_active (self->capot_us);
  gboolean capot_them = gtk_check_button_get_active (self->capot_them);
  guint taker = gtk_toggle_button_get_active (self->taker_them) ? 1 : 0;
  g_autofree char *text = NULL;
  int points;

  gtk_label_set_text (self->points_taker_label, team_name (self, taker));
  /* B15: a capot's points are known. (The focus leaves the points
   * first: GTK 4.8's text would keep blinking its cursor, unfocused.) */
  if (capot_us || capot_them)
    {
      GtkRoot *root = gtk_widget_get_root (GTK_WIDGET (self));
      GtkWidget *focus = root != NULL ? gtk_root_get_focus (root) : NULL;

      if (focus != NULL && gtk_widget_is_ancestor (focus, GTK_WIDGET (self->points_entry)))
        gtk_widget_grab_focus (GTK_WIDGET (capot_us ? self->capot_us : self->capot_them));
    }
  gtk_widget_set_sensitive (GTK_WIDGET (self->points_entry), !capot_us && !capot_them);

  if (capot_us != capot_them)
    {
      guint capot = capot_us ? 0 : 1;

      /* Translators: the points of a capot (B15): "Us 252 · Them 0" */
      text = g_strdup_printf (_("Capot: %s %d · %s 0"), team_name (self, capot),
                              BELOTE_CARD_POINTS_TOTAL + BELOTE_CAPOT_BONUS, team_name (self, 1 - capot));
    }
  else if (capot_us && capot_them)
    text = g_strdup (_("Capot is for one team"));
  else if (read_points (self, &points) == POINTS_NUMBER
           && points >= 0 && points <= BELOTE_DEAL_POINTS_TOTAL)
    /* Translators: the other team's points as the taker's are typed:
     * "Them 80" (162 minus the taker's) */
    text = g_strdup_printf (_("%s %d"), team_name (self, 1 - taker), BELOTE_DEAL_POINTS_TOTAL - points);
  else
    /* Translators: the other team's points while the taker's are not a
     * number from 0 to 162 */
    text = g_strdup_printf (_("%s –"), team_name (self, 1 - taker));
  gtk_label_set_text (self->points_other_label, text);
}

static void
update_declarations_summary (BeloteDealForm       *self,
                             const BelotePadEntry *entry)
{
  g_autoptr(GString) summary = g_string_new (NULL);
  g_autofree char *name = NULL;

  for (guint t = 0; t < BELOTE_N_TEAMS; t++)
    {
      g_autoptr(GString) list = g_string_new (NULL);

      if (entry->n_announcements[t] == 0)
        continue;
      for (guint i = 0; i < entry->n_announcements[t]; i++)
        {
          g_autofree char *one = belote_announcement_describe (&entry->announcements[t][i]);

          if (i > 0)
            /* Translators: between two announcements in a list */
            g_string_append (list, _(", "));
          g_string_append (list, one);
        }
      if (summary->len > 0)
        g_string_append (summary, " · ");
      /* Translators: a team's declarations, e.g. "Us: Tierce, Carré of Jacks" */
      g_string_append_printf (summary, _("%s: %s"), team_name (self, t), list->str);
    }
  if (summary->len == 0)
    /* Translators: no declarations entered for the deal */
    g_string_assign (summary, _("none"));
  gtk_label_set_text (self->declarations_summary, summary->str);

  /* Translators: the declarations' section, said with what it holds,
   * e.g. "Declarations: none" */
  name = g_strdup_printf (_("Declarations: %s"), summary->str);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->declarations_expander),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, name,
                                  -1);
}

static void
update_best (BeloteDealForm       *self,
             const BelotePadEntry *entry)
{
  gboolean asks = belote_pad_entry_needs_best (entry, self->school);

  if (asks == gtk_widget_get_visible (self->best_box))
    return;
  /* not asked: no answer left from an earlier question */
  self->updating = TRUE;
  gtk_toggle_button_set_active (self->best_us, FALSE);
  gtk_toggle_button_set_active (self->best_them, FALSE);
  self->updating = FALSE;
  gtk_widget_set_visible (self->best_box, asks);
}

static void
update (BeloteDealForm *self)
{
  BelotePadEntry entry;

  read_entry (self, &entry);
  update_other_points (self);
  update_declarations_summary (self, &entry);
  update_best (self, &entry);
}

static void
clear_error (BeloteDealForm *self)
{
  if (self->message_label == NULL)
    return;
  gtk_box_remove (GTK_BOX (self->message_box), GTK_WIDGET (self->message_label));
  self->message_label = NULL;
}

static void
changed_cb (BeloteDealForm *self)
{
  if (self->updating)
    return;
  update (self);
  /* what was wrong was about the entry as it was */
  clear_error (self);
  g_signal_emit (self, signals[CHANGED], 0);
}

static void
update_heading (BeloteDealForm *self)
{
  g_autofree char *heading = NULL;

  if (self->correcting)
    /* Translators: the form's heading while the last deal is corrected */
    heading = g_strdup_printf (_("Correcting deal %u"), self->deal_number);
  else
    /* Translators: the form's heading: the deal to enter */
    heading = g_strdup_printf (_("Deal %u"), self->deal_number);
  gtk_label_set_text (self->heading_label, heading);
  gtk_label_set_text_with_mnemonic (self->commit_label,
                                    self->correcting ? _("_Save Correction") : _("_Enter Deal"));
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->commit_button),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, gtk_label_get_text (self->commit_label),
                                  -1);
  gtk_widget_set_visible (GTK_WIDGET (self->cancel_button), self->correcting);
  /* the form is named by what it does, for screen readers */
  gtk_accessible_update_property (GTK_ACCESSIBLE (self),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, heading,
                                  -1);
}

/* @accessible: (transfer full): the button's name for screen readers */
static void
set_team_label (GtkWidget  *button,
                GtkLabel   *label,
                char       *accessible,
                const char *name)
{
  gtk_label_set_text (label, name);
  gtk_widget_set_tooltip_text (button, accessible);
  gtk_accessible_update_property (GTK_ACCESSIBLE (button),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, accessible,
                                  -1);
  g_free (accessible);
}

/* a spin button's name: how many sequences of a kind @name declared */
static char *
sequence_name (BeloteFormSequence  sequence,
               const char         *name)
{
  switch (sequence)
    {
    case BELOTE_FORM_TIERCE:
      /* Translators: a spin button's name: how many Tierces a team
       * declared, e.g. "Tierces of Us" */
      return g_strdup_printf (_("Tierces of %s"), name);
    case BELOTE_FORM_FIFTY:
      return g_strdup_printf (_("Fifties of %s"), name);
    case BELOTE_FORM_HUNDRED:
    default:
      return g_strdup_printf (_("Hundreds of %s"), name);
    }
}

static void
update_team_names (BeloteDealForm *self)
{
  for (guint t = 0; t < BELOTE_N_TEAMS; t++)
    {
      const char *name = team_name (self, t);

      /* Translators: a toggle button's name for screen readers: the
       * team that took, e.g. "Taker: Us" */
      set_team_label (GTK_WIDGET (t == 0 ? self->taker_us : self->taker_them),
                      t == 0 ? self->taker_us_label : self->taker_them_label,
                      g_strdup_printf (_("Taker: %s"), name), name);
      /* Translators: a check button's name: "Capot: Us" */
      set_team_label (GTK_WIDGET (t == 0 ? self->capot_us : self->capot_them),
                      t == 0 ? self->capot_us_label : self->capot_them_label,
                      g_strdup_printf (_("Capot: %s"), name), name);
      /* Translators: a toggle button's name: who had Belote-Rebelote */
      set_team_label (GTK_WIDGET (t == 0 ? self->belote_us : self->belote_them),
                      t == 0 ? self->belote_us_label : self->belote_them_label,
                      g_strdup_printf (_("Belote-Rebelote: %s"), name), name);
      /* Translators: a toggle button's name: whose announcement was best (B20) */
      set_team_label (GTK_WIDGET (t == 0 ? self->best_us : self->best_them),
                      t == 0 ? self->best_us_label : self->best_them_label,
                      g_strdup_printf (_("Best announcement: %s"), name), name);
      gtk_label_set_text (t == 0 ? self->declarations_us_label : self->declarations_them_label, name);
      gtk_label_set_text (self->carre_team_labels[t], name);

      for (guint k = 0; k < BELOTE_FORM_N_SEQUENCES; k++)
        {
          g_autofree char *accessible = sequence_name ((BeloteFormSequence) k, name);

          gtk_accessible_update_property (GTK_ACCESSIBLE (self->sequences[t][k]),
                                          GTK_ACCESSIBLE_PROPERTY_LABEL, accessible,
                                          -1);
        }
      for (guint r = 0; r < BELOTE_N_RANKS; r++)
        {
          BeloteAnnouncement carre = { BELOTE_ANNOUNCE_CARRE, BELOTE_NO_SUIT, (BeloteRank) r, 4, BELOTE_NO_SEAT };
          g_autofree char *what = belote_announcement_describe (&carre);
          /* Translators: a toggle button's name: a carré declared by a
           * team, e.g. "Carré of Jacks, Us" */
          g_autofree char *accessible = g_strdup_printf (_("%s, %s"), what, name);

          gtk_widget_set_tooltip_text (GTK_WIDGET (self->carres[t][r]), accessible);
          gtk_accessible_update_property (GTK_ACCESSIBLE (self->carres[t][r]),
                                          GTK_ACCESSIBLE_PROPERTY_LABEL, accessible,
                                          -1);
        }
    }
  update (self);
}

/* ------------------------------------------------------- the keys */

static gboolean
commit_shortcut_cb (GtkWidget *widget,
                    GVariant  *args,
                    gpointer   user_data)
{
  BeloteDealForm *self = BELOTE_DEAL_FORM (widget);
  GtkRoot *root = gtk_widget_get_root (widget);
  GtkWidget *focus = root != NULL ? gtk_root_get_focus (root) : NULL;

  /* Enter on Cancel Correction cancels */
  if (focus != NULL && (focus == GTK_WIDGET (self->cancel_button)
                        || gtk_widget_is_ancestor (focus, GTK_WIDGET (self->cancel_button))))
    return FALSE;
  g_signal_emit (self, signals[COMMIT], 0);
  return TRUE;
}

static gboolean
escape_shortcut_cb (GtkWidget *widget,
                    GVariant  *args,
                    gpointer   user_data)
{
  BeloteDealForm *self = BELOTE_DEAL_FORM (widget);

  if (!self->correcting)
    return FALSE;
  g_signal_emit (self, signals[CANCEL], 0);
  return TRUE;
}

/* A row's mnemonic (Alt+T, Alt+R, Alt+C, Alt+B, Alt+W) brings the focus
 * to the row's first button; it does not press it: the choice is made
 * with Tab or the arrows and Space */
static gboolean
focus_on_mnemonic_cb (GtkWidget *widget,
                      gboolean   group_cycling,
                      gpointer   user_data)
{
  gtk_widget_grab_focus (widget);
  return TRUE;
}

/* Alt+D opens the declarations and brings the focus to them (Space on
 * the heading closes them again) */
static gboolean
declarations_mnemonic_cb (GtkExpander *expander,
                          gboolean     group_cycling,
                          gpointer     user_data)
{
  gtk_expander_set_expanded (expander, TRUE);
  gtk_widget_grab_focus (GTK_WIDGET (expander));
  return TRUE;
}

static void
points_activate_cb (BeloteDealForm *self)
{
  /* (Enter is taken by the form's own shortcut first; this is for an
   * input method's activation) */
  g_signal_emit (self, signals[COMMIT], 0);
}

static void
commit_clicked_cb (BeloteDealForm *self)
{
  g_signal_emit (self, signals[COMMIT], 0);
}

static void
cancel_clicked_cb (BeloteDealForm *self)
{
  g_signal_emit (self, signals[CANCEL], 0);
}

/* ---------------------------------------------- the declarations' grid */

static void
build_declarations (BeloteDealForm *self)
{
  static const char * const sequence_labels[BELOTE_FORM_N_SEQUENCES] = {
    N_("Tierce"), N_("Fifty"), N_("Hundred"),
  };
  static const char * const rank_labels[BELOTE_N_RANKS] = {
    /* Translators: the ranks of cards on the carrés' buttons, 7 to Ace
     * (French: 7 8 9 10 V D R A) */
    NC_("card rank", "7"), NC_("card rank", "8"), NC_("card rank", "9"), NC_("card rank", "10"),
    NC_("card rank", "J"), NC_("card rank", "Q"), NC_("card rank", "K"), NC_("card rank", "A"),
  };
  GtkWidget *carres_label;

  for (guint k = 0; k < BELOTE_FORM_N_SEQUENCES; k++)
    {
      GtkWidget *label = gtk_label_new (_(sequence_labels[k]));

      gtk_label_set_xalign (GTK_LABEL (label), 0);
      gtk_grid_attach (self->declarations_grid, label, 0, (int) k + 1, 1, 1);
      for (guint t = 0; t < BELOTE_N_TEAMS; t++)
        {
          GtkWidget *spin = gtk_spin_button_new_with_range (0, MAX_SEQUENCES, 1);

          gtk_spin_button_set_numeric (GTK_SPIN_BUTTON (spin), TRUE);
          /* Ctrl+Z undoes the last deal, not the digits typed */
          gtk_editable_set_enable_undo (GTK_EDITABLE (spin), FALSE);
          gtk_editable_set_width_chars (GTK_EDITABLE (spin), 1);
          gtk_widget_set_halign (spin, GTK_ALIGN_CENTER);
          gtk_widget_add_css_class (spin, "belote-count");
          g_signal_connect_object (spin, "value-changed", G_CALLBACK (changed_cb), self, G_CONNECT_SWAPPED);
          gtk_grid_attach (self->declarations_grid, spin, (int) t + 1, (int) k + 1, 1, 1);
          self->sequences[t][k] = GTK_SPIN_BUTTON (spin);
        }
    }

  /* B17: a carré by its rank, each rank once in the deck */
  carres_label = gtk_label_new (_("Carrés"));
  gtk_label_set_xalign (GTK_LABEL (carres_label), 0);
  gtk_widget_set_margin_top (carres_label, 4);
  gtk_widget_add_css_class (carres_label, "caption-heading");
  gtk_grid_attach (self->declarations_grid, carres_label, 0, BELOTE_FORM_N_SEQUENCES + 1, 3, 1);
  for (guint t = 0; t < BELOTE_N_TEAMS; t++)
    {
      GtkWidget *name = gtk_label_new (NULL);
      GtkWidget *box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 0);
      int row = BELOTE_FORM_N_SEQUENCES + 2 + (int) t;

      gtk_label_set_xalign (GTK_LABEL (name), 0);
      gtk_label_set_ellipsize (GTK_LABEL (name), PANGO_ELLIPSIZE_END);
      gtk_label_set_max_width_chars (GTK_LABEL (name), 8);
      gtk_grid_attach (self->declarations_grid, name, 0, row, 1, 1);
      self->carre_team_labels[t] = GTK_LABEL (name);

      gtk_widget_add_css_class (box, "linked");
      gtk_widget_add_css_class (box, "belote-carres");
      gtk_box_set_homogeneous (GTK_BOX (box), TRUE);
      for (guint i = 0; i < BELOTE_N_RANKS; i++)
        {
          BeloteRank rank = carre_ranks[i];
          GtkWidget *toggle = gtk_toggle_button_new_with_label (g_dpgettext2 (GETTEXT_PACKAGE, "card rank",
                                                                              rank_labels[rank]));

          g_signal_connect_object (toggle, "toggled", G_CALLBACK (changed_cb), self, G_CONNECT_SWAPPED);
          gtk_box_append (GTK_BOX (box), toggle);
          self->carres[t][rank] = GTK_TOGGLE_BUTTON (toggle);
        }
      gtk_grid_attach (self->declarations_grid, box, 1, row, 2, 1);
    }
}

/* ----------------------------------------------------------- GObject */

static void
belote_deal_form_dispose (GObject *object)
{
  gtk_widget_dispose_template (GTK_WIDGET (object), BELOTE_TYPE_DEAL_FORM);
  /* the template's own children (a GtkWidget keeps those not bound too) */
  for (GtkWidget *child; (child = gtk_widget_get_first_child (GTK_WIDGET (object))) != NULL;)
    gtk_widget_unparent (child);

  G_OBJECT_CLASS (belote_deal_form_parent_class)->dispose (object);
}

static void
belote_deal_form_finalize (GObject *object)
{
  BeloteDealForm *self = BELOTE_DEAL_FORM (object);

  for (guint t = 0; t < BELOTE_N_TEAMS; t++)
    g_free (self->team_names[t]);

  G_OBJECT_CLASS (belote_deal_form_parent_class)->finalize (object);
}

static void
belote_deal_form_class_init (BeloteDealFormClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = belote_deal_form_dispose;
  object_class->finalize = belote_deal_form_finalize;

  /**
   * BeloteDealForm::commit:
   *
   * Enter was pressed, or the Enter Deal (Save Correction) button: the
   * deal as the form says it is to be entered.
   */
  signals[COMMIT] = g_signal_new ("commit", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                  0, NULL, NULL, NULL, G_TYPE_NONE, 0);
  /**
   * BeloteDealForm::cancel:
   *
   * The correction of the last deal is given up (Escape, Cancel Correction).
   */
  signals[CANCEL] = g_signal_new ("cancel", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                  0, NULL, NULL, NULL, G_TYPE_NONE, 0);
  /**
   * BeloteDealForm::changed:
   *
   * A person changed a control.
   */
  signals[CHANGED] = g_signal_new ("changed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                   0, NULL, NULL, NULL, G_TYPE_NONE, 0);

  gtk_widget_class_set_template_from_resource (widget_class, "/io/github/balut/Balut/belote-deal-form.ui");
  gtk_widget_class_bind_template_child (widget_class, BeloteDealForm, belote_none);
  gtk_widget_class_bind_template_child (widget_class, BeloteDealForm, belote_them);
  gtk_widget_class_bind_template_child (widget_class, BeloteDealForm, belote_them_label);
  gtk_widget_class_bind_template_child (widget_class, BeloteDealForm, belote_us);
  gtk_widget_class_bind_template_child (widget_class, BeloteDealForm, belote_us_label);
  gtk_widget_class_bind_template_child (widget_class, BeloteDealForm, best_box);
  gtk_widget_class_bind_template_child (widget_class, BeloteDealForm, best_them);
  gtk_widget_class_bind_template_child (widget_class, BeloteDealForm, best_them_label);
  gtk_widget_class_bind_template_child (widget_class, BeloteDealForm, best_us);
  gtk_widget_class_bind_template_child (widget_class, BeloteDealForm, best_us_label);
  gtk_widget_class_bind_template_child (widget_class, BeloteDealForm, cancel_button);
  gtk_widget_class_bind_template_child (widget_class, BeloteDealForm, capot_them);
  gtk_widget_class_bind_template_child (widget_class, BeloteDealForm, capot_us);
  gtk_widget_class_bind_template_child (widget_class, BeloteDealForm, commit_button);
  gtk_widget_class_bind_template_child (widget_class, BeloteDealForm, commit_label);
  gtk_widget_class_bind_template_child (widget_class, BeloteDealForm, declarations_expander);
  gtk_widget_class_bind_template_child (widget_class, BeloteDealForm, declarations_grid);
  gtk_widget_class_bind_template_child (widget_class, BeloteDealForm, declarations_label);
  gtk_widget_class_bind_template_child (widget_class, BeloteDealForm, declarations_summary);
  gtk_widget_class_bind_template_child (widget_class, BeloteDealForm, declarations_them_label);
  gtk_widget_class_bind_template_child (widget_class, BeloteDealForm, declarations_us_label);
  gtk_widget_class_bind_template_child (widget_class, BeloteDealForm, grid);
  gtk_widget_class_bind_template_child (widget_class, BeloteDealForm, heading_label);
  gtk_widget_class_bind_template_child (widget_class, BeloteDealForm, message_box);
  gtk_widget_class_bind_template_child (widget_class, BeloteDealForm, points_entry);
  gtk_widget_class_bind_template_child (widget_class, BeloteDealForm, points_other_label);
  gtk_widget_class_bind_template_child (widget_class, BeloteDealForm, points_taker_label);
  gtk_widget_class_bind_template_child (widget_class, BeloteDealForm, taker_them);
  gtk_widget_class_bind_template_child (widget_class, BeloteDealForm, taker_them_label);
  gtk_widget_class_bind_template_child (widget_class, BeloteDealForm, taker_us);
  gtk_widget_class_bind_template_child (widget_class, BeloteDealForm, taker_us_label);
  gtk_widget_class_bind_template_child (widget_class, BeloteDealForm, trump_clubs);
  gtk_widget_class_bind_template_child (widget_class, BeloteDealForm, trump_diamonds);
  gtk_widget_class_bind_template_child (widget_class, BeloteDealForm, trump_hearts);
  gtk_widget_class_bind_template_child (widget_class, BeloteDealForm, trump_none);
  gtk_widget_class_bind_template_child (widget_class, BeloteDealForm, trump_spades);
  gtk_widget_class_bind_template_callback (widget_class, cancel_clicked_cb);
  gtk_widget_class_bind_template_callback (widget_class, changed_cb);
  gtk_widget_class_bind_template_callback (widget_class, commit_clicked_cb);
  gtk_widget_class_bind_template_callback (widget_class, points_activate_cb);

  gtk_widget_class_set_css_name (widget_class, "dealform");
}

static void
belote_deal_form_init (BeloteDealForm *self)
{
  static const guint enter_keys[] = { GDK_KEY_Return, GDK_KEY_KP_Enter, GDK_KEY_ISO_Enter };
  GtkToggleButton *suits[BELOTE_N_SUITS];
  GtkEventController *keys;

  self->school = BELOTE_SCHOOL_FAMILY;
  self->deal_number = 1;

  gtk_widget_init_template (GTK_WIDGET (self));
  for (guint t = 0; t < BELOTE_N_TEAMS; t++)
    {
      GtkWidget *label = gtk_label_new (NULL);

      gtk_label_set_ellipsize (GTK_LABEL (label), PANGO_ELLIPSIZE_END);
      gtk_label_set_xalign (GTK_LABEL (label), 0);
      gtk_check_button_set_child (t == 0 ? self->capot_us : self->capot_them, label);
      if (t == 0)
        self->capot_us_label = GTK_LABEL (label);
      else
        self->capot_them_label = GTK_LABEL (label);
    }
  build_declarations (self);
  gtk_label_set_mnemonic_widget (self->declarations_label, GTK_WIDGET (self->declarations_expander));
  {
    GtkWidget *firsts[] = {
      GTK_WIDGET (self->taker_us), GTK_WIDGET (self->trump_none), GTK_WIDGET (self->capot_us),
      GTK_WIDGET (self->belote_none), GTK_WIDGET (self->best_us),
    };

    for (guint i = 0; i < G_N_ELEMENTS (firsts); i++)
      {
        g_signal_connect (firsts[i], "mnemonic-activate", G_CALLBACK (focus_on_mnemonic_cb), NULL);
        /* named by their own words ("Taker: Us"): GTK 4.8 would add the
         * row's label to them ("Taker: Us Taker") */
        gtk_accessible_reset_relation (GTK_ACCESSIBLE (firsts[i]), GTK_ACCESSIBLE_RELATION_LABELLED_BY);
      }
    gtk_accessible_reset_relation (GTK_ACCESSIBLE (self->declarations_expander),
                                   GTK_ACCESSIBLE_RELATION_LABELLED_BY);
    g_signal_connect (self->declarations_expander, "mnemonic-activate",
                      G_CALLBACK (declarations_mnemonic_cb), NULL);
  }

  suits[BELOTE_CLUBS] = self->trump_clubs;
  suits[BELOTE_DIAMONDS] = self->trump_diamonds;
  suits[BELOTE_HEARTS] = self->trump_hearts;
  suits[BELOTE_SPADES] = self->trump_spades;
  for (guint s = 0; s < BELOTE_N_SUITS; s++)
    {
      const char *name = belote_suit_name ((BeloteSuit) s);
      /* Translators: a trump button's name, e.g. "Trump: hearts" */
      g_autofree char *accessible = g_strdup_printf (_("Trump: %s"), name);

      gtk_widget_set_tooltip_text (GTK_WIDGET (suits[s]), accessible);
      gtk_accessible_update_property (GTK_ACCESSIBLE (suits[s]),
                                      GTK_ACCESSIBLE_PROPERTY_LABEL, accessible,
                                      -1);
    }

  /* Enter anywhere in the form enters the deal: taken before the focused
   * control would (a toggle button would toggle) */
  keys = gtk_shortcut_controller_new ();
  gtk_event_controller_set_propagation_phase (keys, GTK_PHASE_CAPTURE);
  for (guint i = 0; i < G_N_ELEMENTS (enter_keys); i++)
    gtk_shortcut_controller_add_shortcut (GTK_SHORTCUT_CONTROLLER (keys),
                                          gtk_shortcut_new (gtk_keyval_trigger_new (enter_keys[i], 0),
                                                            gtk_callback_action_new (commit_shortcut_cb, NULL, NULL)));
  gtk_shortcut_controller_add_shortcut (GTK_SHORTCUT_CONTROLLER (keys),
                                        gtk_shortcut_new (gtk_keyval_trigger_new (GDK_KEY_Escape, 0),
                                                          gtk_callback_action_new (escape_shortcut_cb, NULL, NULL)));
  gtk_widget_add_controller (GTK_WIDGET (self), keys);

  update_team_names (self);
  update_heading (self);
}

/* ------------------------------------------------------- public API */

GtkWidget *
belote_deal_form_new (void)
{
  return g_object_new (BELOTE_TYPE_DEAL_FORM, NULL);
}

/**
 * belote_deal_form_set_teams:
 * @us: (nullable): the name of team 0 (seats 0 and 2), or %NULL for "Us"
 * @them: (nullable): team 1's, or %NULL for "Them"
 */
void
belote_deal_form_set_teams (BeloteDealForm *self,
                            const char     *us,
                            const char     *them)
{
  g_return_if_fail (BELOTE_IS_DEAL_FORM (self));

  if (g_strcmp0 (self->team_names[0], us) == 0 && g_strcmp0 (self->team_names[1], them) == 0)
    return;
  g_free (self->team_names[0]);
  g_free (self->team_names[1]);
  self->team_names[0] = g_strdup (us);
  self->team_names[1] = g_strdup (them);
  update_team_names (self);
}

/**
 * belote_deal_form_set_school:
 *
 * B27: under tournament rules the form has no declarations.
 */
void
belote_deal_form_set_school (BeloteDealForm *self,
                             BeloteSchool    school)
{
  g_return_if_fail (BELOTE_IS_DEAL_FORM (self));

  self->school = school;
  gtk_widget_set_visible (GTK_WIDGET (self->declarations_expander), declarations_shown (self));
  update (self);
}

BeloteSchool
belote_deal_form_get_school (BeloteDealForm *self)
{
  g_return_val_if_fail (BELOTE_IS_DEAL_FORM (self), BELOTE_SCHOOL_FAMILY);
  return self->school;
}

/**
 * belote_deal_form_set_deal_number:
 *
 * The deal the form enters (or corrects), 1 for the first: its heading.
 */
void
belote_deal_form_set_deal_number (BeloteDealForm *self,
                                  guint           number)
{
  g_return_if_fail (BELOTE_IS_DEAL_FORM (self));

  self->deal_number = number;
  update_heading (self);
}

/**
 * belote_deal_form_reset:
 *
 * The form as for a new deal: the taker's team kept (the same team often
 * takes again is no rule: it is where the focus starts), everything
 * else cleared; no correction.
 */
void
belote_deal_form_reset (BeloteDealForm *self)
{
  g_return_if_fail (BELOTE_IS_DEAL_FORM (self));

  self->updating = TRUE;
  self->has_original = FALSE;
  gtk_toggle_button_set_active (self->trump_none, TRUE);
  gtk_editable_set_text (GTK_EDITABLE (self->points_entry), "");
  gtk_check_button_set_active (self->capot_us, FALSE);
  gtk_check_button_set_active (self->capot_them, FALSE);
  gtk_toggle_button_set_active (self->belote_none, TRUE);
  for (guint t = 0; t < BELOTE_N_TEAMS; t++)
    {
      for (guint k = 0; k < BELOTE_FORM_N_SEQUENCES; k++)
        gtk_spin_button_set_value (self->sequences[t][k], 0);
      for (guint r = 0; r < BELOTE_N_RANKS; r++)
        gtk_toggle_button_set_active (self->carres[t][r], FALSE);
    }
  gtk_toggle_button_set_active (self->best_us, FALSE);
  gtk_toggle_button_set_active (self->best_them, FALSE);
  gtk_expander_set_expanded (self->declarations_expander, FALSE);
  self->updating = FALSE;

  self->correcting = FALSE;
  clear_error (self);
  update (self);
  update_heading (self);
}

/**
 * belote_deal_form_get_entry:
 * @entry: (out caller-allocates): the deal as entered
 *
 * Reads the form. Only what the form itself can tell is refused here
 * (no points typed, points that are not a number); whether the deal is
 * possible is the engine's to say (belote_pad_entry_summarize ()).
 *
 * Returns: %FALSE with @error set when the points are missing or not a
 *   number
 */
gboolean
belote_deal_form_get_entry (BeloteDealForm  *self,
                            BelotePadEntry  *entry,
                            GError         **error)
{
  int points;

  g_return_val_if_fail (BELOTE_IS_DEAL_FORM (self), FALSE);
  g_return_val_if_fail (entry != NULL, FALSE);

  /* a count typed and not yet confirmed counts */
  for (guint t = 0; t < BELOTE_N_TEAMS; t++)
    for (guint k = 0; k < BELOTE_FORM_N_SEQUENCES; k++)
      gtk_spin_button_update (self->sequences[t][k]);

  read_entry (self, entry);
  if (entry->capot[0] || entry->capot[1])
    return TRUE;
  switch (read_points (self, &points))
    {
    case POINTS_EMPTY:
      g_set_error (error, BELOTE_MATCH_ERROR, BELOTE_MATCH_ERROR_PAD,
                   /* Translators: %s is the taker's team */
                   _("Enter the points of %s, with the last trick (0 to 162)"),
                   team_name (self, (guint) entry->taker_team));
      return FALSE;
    case POINTS_NOT_A_NUMBER:
      g_set_error_literal (error, BELOTE_MATCH_ERROR, BELOTE_MATCH_ERROR_PAD,
                           _("The points are a number from 0 to 162"));
      return FALSE;
    case POINTS_NUMBER:
    default:
      return TRUE;
    }
}

/**
 * belote_deal_form_set_entry:
 *
 * Shows @entry, the last deal, to be corrected. Its announcements are
 * kept as they were for a team whose declarations are left as shown.
 */
void
belote_deal_form_set_entry (BeloteDealForm       *self,
                            const BelotePadEntry *entry)
{
  GtkToggleButton *suits[BELOTE_N_SUITS];

  g_return_if_fail (BELOTE_IS_DEAL_FORM (self));
  g_return_if_fail (entry != NULL);

  suits[BELOTE_CLUBS] = self->trump_clubs;
  suits[BELOTE_DIAMONDS] = self->trump_diamonds;
  suits[BELOTE_HEARTS] = self->trump_hearts;
  suits[BELOTE_SPADES] = self->trump_spades;

  self->updating = TRUE;
  gtk_toggle_button_set_active (entry->taker_team == 1 ? self->taker_them : self->taker_us, TRUE);
  gtk_toggle_button_set_active ((guint) entry->trump < BELOTE_N_SUITS ? suits[entry->trump] : self->trump_none,
                                TRUE);
  gtk_check_button_set_active (self->capot_us, entry->capot[0]);
  gtk_check_button_set_active (self->capot_them, entry->capot[1]);
  if (entry->capot[0] || entry->capot[1])
    gtk_editable_set_text (GTK_EDITABLE (self->points_entry), "");
  else
    {
      g_autofree char *points = g_strdup_printf ("%d", entry->taker_points);

      gtk_editable_set_text (GTK_EDITABLE (self->points_entry), points);
    }
  for (guint t = 0; t < BELOTE_N_TEAMS; t++)
    {
      guint sequences[BELOTE_FORM_N_SEQUENCES];
      gboolean carres[BELOTE_N_RANKS];

      count_announcements (entry->announcements[t], MIN (entry->n_announcements[t], BELOTE_MAX_ANNOUNCEMENTS),
                           sequences, carres);
      for (guint k = 0; k < BELOTE_FORM_N_SEQUENCES; k++)
        gtk_spin_button_set_value (self->sequences[t][k], sequences[k]);
      for (guint r = 0; r < BELOTE_N_RANKS; r++)
        gtk_toggle_button_set_active (self->carres[t][r], carres[r]);
    }
  gtk_toggle_button_set_active (entry->belote_team == 0 ? self->belote_us
                                : entry->belote_team == 1 ? self->belote_them : self->belote_none,
                                TRUE);
  gtk_expander_set_expanded (self->declarations_expander,
                             entry->n_announcements[0] > 0 || entry->n_announcements[1] > 0);
  self->original = *entry;
  self->has_original = TRUE;
  self->updating = FALSE;

  update (self);
  /* after update (): the question shows only when it is asked */
  self->updating = TRUE;
  if (entry->best_team == 0)
    gtk_toggle_button_set_active (self->best_us, TRUE);
  else if (entry->best_team == 1)
    gtk_toggle_button_set_active (self->best_them, TRUE);
  self->updating = FALSE;
  clear_error (self);
}

gboolean
belote_deal_form_get_correcting (BeloteDealForm *self)
{
  g_return_val_if_fail (BELOTE_IS_DEAL_FORM (self), FALSE);
  return self->correcting;
}

/**
 * belote_deal_form_set_correcting:
 *
 * Whether the form corrects the last deal (its heading, Save Correction
 * and Cancel Correction) or enters the next.
 */
void
belote_deal_form_set_correcting (BeloteDealForm *self,
                                 gboolean        correcting)
{
  g_return_if_fail (BELOTE_IS_DEAL_FORM (self));

  self->correcting = correcting;
  update_heading (self);
}

/**
 * belote_deal_form_show_error:
 * @message: (nullable): what is wrong with the entry, or %NULL
 *
 * Shows why the entry was refused next to the form (an alert: screen
 * readers say it at once). It goes when a control changes.
 */
void
belote_deal_form_show_error (BeloteDealForm *self,
                             const char     *message)
{
  g_return_if_fail (BELOTE_IS_DEAL_FORM (self));

  if (message == NULL || *message == '\0')
    {
      clear_error (self);
      return;
    }
  clear_error (self);
  self->message_label = g_object_new (GTK_TYPE_LABEL,
                                      "label", message,
                                      "wrap", TRUE,
                                      "wrap-mode", PANGO_WRAP_WORD_CHAR,
                                      "xalign", 0.0f,
                                      "accessible-role", GTK_ACCESSIBLE_ROLE_ALERT,
                                      "css-classes", (const char *[]) { "belote-form-error", NULL },
                                      NULL);
  gtk_box_append (GTK_BOX (self->message_box), GTK_WIDGET (self->message_label));
}

/* Returns: the reason shown, "" when none */
const char *
belote_deal_form_get_error (BeloteDealForm *self)
{
  g_return_val_if_fail (BELOTE_IS_DEAL_FORM (self), NULL);
  return self->message_label != NULL ? gtk_label_get_text (self->message_label) : "";
}

/* Whether the form asks whose announcement was best (B20) */
gboolean
belote_deal_form_get_asks_best (BeloteDealForm *self)
{
  g_return_val_if_fail (BELOTE_IS_DEAL_FORM (self), FALSE);
  return gtk_widget_get_visible (self->best_box);
}

/* The other side's points as shown while the taker's are typed ("Them 80") */
const char *
belote_deal_form_get_other_points (BeloteDealForm *self)
{
  g_return_val_if_fail (BELOTE_IS_DEAL_FORM (self), NULL);
  return gtk_label_get_text (self->points_other_label);
}

/**
 * belote_deal_form_focus_first:
 *
 * Puts the focus where a deal's entry starts: the points (the taker's
 * team is often the one chosen already; Shift+Tab reaches it).
 */
gboolean
belote_deal_form_focus_first (BeloteDealForm *self)
{
  g_return_val_if_fail (BELOTE_IS_DEAL_FORM (self), FALSE);

  if (gtk_widget_get_sensitive (GTK_WIDGET (self->points_entry)))
    return gtk_widget_grab_focus (GTK_WIDGET (self->points_entry));
  return gtk_widget_grab_focus (GTK_WIDGET (self->taker_us));
}

GtkWidget *
belote_deal_form_get_control (BeloteDealForm    *self,
                              BeloteFormControl  control)
{
  g_return_val_if_fail (BELOTE_IS_DEAL_FORM (self), NULL);

  switch ((int) control)
    {
    case BELOTE_FORM_TAKER_US: return GTK_WIDGET (self->taker_us);
    case BELOTE_FORM_TAKER_THEM: return GTK_WIDGET (self->taker_them);
    case BELOTE_FORM_TRUMP_NONE: return GTK_WIDGET (self->trump_none);
    case BELOTE_FORM_TRUMP_CLUBS + BELOTE_CLUBS: return GTK_WIDGET (self->trump_clubs);
    case BELOTE_FORM_TRUMP_CLUBS + BELOTE_DIAMONDS: return GTK_WIDGET (self->trump_diamonds);
    case BELOTE_FORM_TRUMP_CLUBS + BELOTE_HEARTS: return GTK_WIDGET (self->trump_hearts);
    case BELOTE_FORM_TRUMP_CLUBS + BELOTE_SPADES: return GTK_WIDGET (self->trump_spades);
    case BELOTE_FORM_POINTS: return GTK_WIDGET (self->points_entry);
    case BELOTE_FORM_CAPOT_US: return GTK_WIDGET (self->capot_us);
    case BELOTE_FORM_CAPOT_THEM: return GTK_WIDGET (self->capot_them);
    case BELOTE_FORM_BELOTE_NONE: return GTK_WIDGET (self->belote_none);
    case BELOTE_FORM_BELOTE_US: return GTK_WIDGET (self->belote_us);
    case BELOTE_FORM_BELOTE_THEM: return GTK_WIDGET (self->belote_them);
    case BELOTE_FORM_DECLARATIONS: return GTK_WIDGET (self->declarations_expander);
    case BELOTE_FORM_BEST_US: return GTK_WIDGET (self->best_us);
    case BELOTE_FORM_BEST_THEM: return GTK_WIDGET (self->best_them);
    case BELOTE_FORM_COMMIT: return GTK_WIDGET (self->commit_button);
    case BELOTE_FORM_CANCEL: return GTK_WIDGET (self->cancel_button);
    default: g_return_val_if_reached (NULL);
    }
}

GtkWidget *
belote_deal_form_get_sequence (BeloteDealForm     *self,
                               guint               team,
                               BeloteFormSequence  sequence)
{
  g_return_val_if_fail (BELOTE_IS_DEAL_FORM (self), NULL);
  g_return_val_if_fail (team < BELOTE_N_TEAMS && sequence < BELOTE_FORM_N_SEQUENCES, NULL);
  return GTK_WIDGET (self->sequences[team][sequence]);
}

GtkWidget *
belote_deal_form_get_carre (BeloteDealForm *self,
                            guint           team,
                            BeloteRank      rank)
{
  g_return_val_if_fail (BELOTE_IS_DEAL_FORM (self), NULL);
  g_return_val_if_fail (team < BELOTE_N_TEAMS && (guint) rank < BELOTE_N_RANKS, NULL);
  return GTK_WIDGET (self->carres[team][rank]);
}
