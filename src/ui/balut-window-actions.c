/* balut-window-actions.c — the game window's actions and keys
 *
 * SPDX-FileCopyrightText: 2026 The Balut developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Every menu item, button and key of the window is one of these actions
 * (win.*); a person's moves go to the window's BalutSession.
 */

#include "config.h"

#include <glib/gi18n.h>

#include "balut-export-dialog.h"
#include "balut-hint-popover.h"
#include "balut-preferences-window.h"
#include "balut-print.h"
#include "balut-rules-window.h"
#include "balut-scores-window.h"
#include "balut-window-private.h"

void
_balut_window_open_scores (BalutWindow *self,
             const char  *page,
             gint64       highlight)
{
  const char *notice = NULL;
  BalutStore *store = balut_session_get_store (self->session, &notice);
  BalutScoresWindow *scores = balut_scores_window_new (GTK_WINDOW (self), store, notice, self->settings);

  if (self->game != NULL)
    {
      balut_scores_window_set_variant (scores, balut_game_get_variant (self->game));
      balut_scores_window_set_mode (scores, balut_store_mode_for_game (self->game));
    }
  if (highlight != 0)
    balut_scores_window_set_highlight (scores, highlight);
  if (self->game != NULL && balut_game_get_n_players (self->game) > 0)
    balut_scores_window_set_player (scores, balut_player_get_name (balut_game_get_player (self->game, 0)));
  balut_scores_window_show_page (scores, page);
  gtk_window_present (GTK_WINDOW (scores));
}

static void
roll_action (GtkWidget  *widget,
             const char *action_name,
             GVariant   *parameter)
{
  BalutWindow *self = BALUT_WINDOW (widget);
  g_autoptr(GError) error = NULL;

  if (balut_session_current_is_human (self->session)
      && !balut_session_roll (self->session, &error))
    _balut_window_show_error (self, error);
}

static void
toggle_hold_action (GtkWidget  *widget,
                    const char *action_name,
                    GVariant   *parameter)
{
  BalutWindow *self = BALUT_WINDOW (widget);
  gint32 die = g_variant_get_int32 (parameter);

  g_autoptr(GError) error = NULL;

  if (die < 1 || die > BALUT_N_DICE || !balut_session_current_is_human (self->session))
    return;

  if (!balut_session_toggle_held (self->session, (guint) die - 1, &error))
    _balut_window_show_error (self, error);
  else
    _balut_window_update_state (self);
}

/* What a player entered, e.g. "Expert entered 24 in Sixes, box 2": said
 * of a computer player's entry, and asked of a person's before it is
 * taken back */
char *
_balut_window_describe_entry (const char    *name,
                              BalutCategory  category,
                              guint          box,
                              gint           score)
{
  const char *label = balut_category_get_label (category);

  if (box == BALUT_BOX_JACKPOT)
    return score > 0
           /* Translators: a computer player's entry, said when it is
            * made, e.g. "Expert entered 24 in the Jackpot box of Sixes" */
           ? g_strdup_printf (_("%s entered %d in the Jackpot box of %s"), name, score, label)
           /* Translators: a computer player struck a box, e.g.
            * "Expert struck the Jackpot box of Straight" */
           : g_strdup_printf (_("%s struck the Jackpot box of %s"), name, label);
  return score > 0
         /* Translators: a computer player's entry, said when it is made,
          * e.g. "Expert entered 24 in Sixes, box 2" */
         ? g_strdup_printf (_("%s entered %d in %s, box %u"), name, score, label, box + 1)
         /* Translators: a computer player struck a box, e.g. "Expert
          * struck Straight, box 3" */
         : g_strdup_printf (_("%s struck %s, box %u"), name, label, box + 1);
}

static void
undo_now (BalutWindow *self)
{
  g_autoptr(GError) error = NULL;

  if (balut_session_can_undo (self->session) && !balut_session_undo (self->session, &error))
    _balut_window_show_error (self, error);
}

static void
undo_response_cb (BalutWindow *self,
                  int          response,
                  GtkDialog   *dialog)
{
  gtk_window_destroy (GTK_WINDOW (dialog));
  if (response == GTK_RESPONSE_ACCEPT)
    undo_now (self);
}

/* Ctrl+Z and the Undo button: a person's last entry, until the next
 * throw, never once the game is over (a recorded game is final). In a
 * game of several people the entry may be the last person's while it is
 * the next one's turn: then it is taken back only after asking, naming
 * whose it is and what it was. */
static void
undo_action (GtkWidget  *widget,
             const char *action_name,
             GVariant   *parameter)
{
  BalutWindow *self = BALUT_WINDOW (widget);
  gint seat = balut_session_get_undo_seat (self->session);
  const BalutTurn *last;
  BalutPlayer *owner, *playing;
  g_autofree char *entry = NULL;
  GtkWidget *dialog;

  if (seat < 0)
    return;
  if (!balut_session_undo_is_anothers (self->session))
    {
      undo_now (self);
      return;
    }

  last = balut_game_get_turn (self->game, balut_game_get_n_turns (self->game) - 1);
  owner = balut_game_get_player (self->game, (guint) seat);
  playing = balut_game_get_player (self->game, balut_game_get_current_player (self->game));
  entry = _balut_window_describe_entry (balut_player_get_name (owner), last->box.category, last->box.box, last->score);
  dialog = gtk_message_dialog_new (GTK_WINDOW (self),
                                   GTK_DIALOG_MODAL | GTK_DIALOG_DESTROY_WITH_PARENT,
                                   GTK_MESSAGE_QUESTION, GTK_BUTTONS_NONE,
                                   /* Translators: asked before an entry of the
                                    * previous player is taken back, e.g. "Take
                                    * back Wolfgang’s entry?" */
                                   _("Take back %s’s entry?"), balut_player_get_name (owner));
  gtk_message_dialog_format_secondary_text (GTK_MESSAGE_DIALOG (dialog),
                                            /* Translators: the first %s is the entry, e.g.
                                             * "Wolfgang entered 24 in Sixes, box 2"; then
                                             * whose turn it is now, and whose it will be */
                                            _("%s. It is %s’s turn now; %s will choose again for those dice."),
                                            entry, balut_player_get_name (playing), balut_player_get_name (owner));
  gtk_dialog_add_buttons (GTK_DIALOG (dialog),
                          _("_Keep It"), GTK_RESPONSE_CANCEL,
                          _("_Take Back"), GTK_RESPONSE_ACCEPT,
                          NULL);
  gtk_dialog_set_default_response (GTK_DIALOG (dialog), GTK_RESPONSE_CANCEL);
  g_signal_connect_object (dialog, "response", G_CALLBACK (undo_response_cb), self, G_CONNECT_SWAPPED);
  gtk_window_present (GTK_WINDOW (dialog));
}

/* Undo is there while an entry can be taken back, and says whose it
 * would be: in a game of several, Maria's entry may be undone on Jens's
 * turn */
void
_balut_window_update_undo (BalutWindow *self)
{
  gint seat = self->session != NULL ? balut_session_get_undo_seat (self->session) : -1;
  g_autofree char *tooltip = NULL;
  g_autofree char *description = NULL;

  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.undo",
                                 self->session != NULL && balut_session_can_undo (self->session));
  if (seat >= 0 && balut_game_get_n_players (self->game) > 1)
    {
      const char *name = balut_player_get_name (balut_game_get_player (self->game, (guint) seat));

      /* Translators: the Undo button's tooltip in a game of several
       * players, e.g. "Undo Maria’s last entry (Ctrl+Z)" */
      tooltip = g_strdup_printf (_("Undo %s’s last entry (Ctrl+Z)"), name);
      /* Translators: what the Undo button does, said by screen readers,
       * e.g. "Takes Maria’s last entry back, until the next throw" */
      description = g_strdup_printf (_("Takes %s’s last entry back, until the next throw"), name);
    }
  else
    {
      tooltip = g_strdup (_("Undo your last entry (Ctrl+Z)"));
      description = g_strdup (_("Takes your last entry back, until the next throw"));
    }
  gtk_widget_set_tooltip_text (self->undo_button, tooltip);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->undo_button),
                                  GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, description,
                                  -1);
}

static void
hint_action (GtkWidget  *widget,
             const char *action_name,
             GVariant   *parameter)
{
  BalutWindow *self = BALUT_WINDOW (widget);

  if (!balut_session_hint_possible (self->session))
    return;

  /* shown already: show it again; else ask (unless under way) */
  if (balut_session_get_hint (self->session) != NULL)
    gtk_popover_popup (GTK_POPOVER (self->hint_popover));
  else
    balut_hint_popover_request (BALUT_HINT_POPOVER (self->hint_popover), self->session);
}

static void
rules_action (GtkWidget  *widget,
              const char *action_name,
              GVariant   *parameter)
{
  BalutWindow *self = BALUT_WINDOW (widget);

  if (self->rules_window == NULL)
    g_set_weak_pointer (&self->rules_window, GTK_WINDOW (balut_rules_window_new (GTK_WINDOW (self))));
  gtk_window_present (self->rules_window);
}

/* GTK 4.8 writes the keycaps of Page Up and Page Down as their key names,
 * "Page_Up" and "Page_Down": they read as the keys' own words */
static void
relabel_keycaps (GtkWidget *root)
{
  if (GTK_IS_LABEL (root))
    {
      const char *text = gtk_label_get_label (GTK_LABEL (root));

      if (g_strcmp0 (text, "Page_Up") == 0)
        gtk_label_set_label (GTK_LABEL (root), C_("keyboard key", "Page Up"));
      else if (g_strcmp0 (text, "Page_Down") == 0)
        gtk_label_set_label (GTK_LABEL (root), C_("keyboard key", "Page Down"));
    }
  for (GtkWidget *child = gtk_widget_get_first_child (root); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    relabel_keycaps (child);
}

/* GtkApplication would build the shortcuts window with every main window
 * (from gtk/help-overlay.ui); built when asked for, it costs nothing at
 * start-up. */
static void
shortcuts_action (GtkWidget  *widget,
                  const char *action_name,
                  GVariant   *parameter)
{
  BalutWindow *self = BALUT_WINDOW (widget);

  if (self->shortcuts_window == NULL)
    {
      g_autoptr(GtkBuilder) builder =
        gtk_builder_new_from_resource ("/io/github/balut/Balut/balut-shortcuts-window.ui");
      GtkWindow *window = GTK_WINDOW (gtk_builder_get_object (builder, "help_overlay"));

      gtk_window_set_transient_for (window, GTK_WINDOW (self));
      gtk_window_set_destroy_with_parent (window, TRUE);
      gtk_window_set_hide_on_close (window, TRUE);
      relabel_keycaps (GTK_WIDGET (window));
      g_set_weak_pointer (&self->shortcuts_window, window);
    }
  gtk_window_present (self->shortcuts_window);
}

static void
preferences_action (GtkWidget  *widget,
                    const char *action_name,
                    GVariant   *parameter)
{
  BalutWindow *self = BALUT_WINDOW (widget);

  gtk_window_present (GTK_WINDOW (balut_preferences_window_new (GTK_WINDOW (self), self->settings)));
}

static void
print_blank_action (GtkWidget  *widget,
                    const char *action_name,
                    GVariant   *parameter)
{
  BalutWindow *self = BALUT_WINDOW (widget);
  g_autoptr(BalutSheetDocument) document =
    balut_print_new_blank_document (balut_print_get_default_variant (self->game, self->settings),
                                    self->game, self->settings);

  balut_print_sheet (GTK_WINDOW (self), document);
}

static void
print_game_action (GtkWidget  *widget,
                   const char *action_name,
                   GVariant   *parameter)
{
  BalutWindow *self = BALUT_WINDOW (widget);
  g_autoptr(BalutSheetDocument) document = NULL;

  if (!balut_print_game_is_printable (self->game))
    return;

  document = balut_print_new_game_document (self->game);
  balut_print_sheet (GTK_WINDOW (self), document);
}

/* Print This Game is there once a game has begun; the menu shows Ctrl+P
 * on the item that Ctrl+P does, this game's sheets or blank ones. */
void
_balut_window_set_printable (BalutWindow *self,
                             gboolean     printable)
{
  GMenuModel *menu = gtk_menu_button_get_menu_model (GTK_MENU_BUTTON (self->menu_button));

  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.print-game", printable);
  if (menu == NULL)
    return;

  for (int i = 0; i < g_menu_model_get_n_items (menu); i++)
    {
      g_autoptr(GMenuModel) section = g_menu_model_get_item_link (menu, i, G_MENU_LINK_SECTION);

      if (section == NULL || !G_IS_MENU (section))
        continue;
      for (int j = 0; j < g_menu_model_get_n_items (section); j++)
        {
          g_autofree char *action = NULL;
          g_autoptr(GMenuItem) item = NULL;
          g_autoptr(GVariant) shown = NULL;
          gboolean accel;

          if (!g_menu_model_get_item_attribute (section, j, G_MENU_ATTRIBUTE_ACTION, "s", &action))
            continue;
          if (g_strcmp0 (action, "win.print-game") == 0)
            accel = printable;
          else if (g_strcmp0 (action, "win.print-blank") == 0)
            accel = !printable;
          else
            continue;
          item = g_menu_item_new_from_model (section, j);
          shown = g_menu_item_get_attribute_value (item, "accel", G_VARIANT_TYPE_STRING);
          if (accel == (shown != NULL))
            continue;
          g_menu_item_set_attribute (item, "accel", accel ? "s" : NULL, "<Control>p");
          g_menu_remove (G_MENU (section), j);
          g_menu_insert_item (G_MENU (section), j, item);
        }
    }
}

/* Ctrl+P: the game's sheets, or blank ones before the first throw */
static void
print_action (GtkWidget  *widget,
              const char *action_name,
              GVariant   *parameter)
{
  BalutWindow *self = BALUT_WINDOW (widget);

  if (balut_print_game_is_printable (self->game))
    print_game_action (widget, "win.print-game", NULL);
  else
    print_blank_action (widget, "win.print-blank", NULL);
}

/* Moves, Ctrl+L: the move log, to read it with the keyboard (in its
 * popover on a narrow window) */
static void
moves_action (GtkWidget  *widget,
              const char *action_name,
              GVariant   *parameter)
{
  BalutWindow *self = BALUT_WINDOW (widget);

  if (gtk_widget_get_ancestor (self->move_log, GTK_TYPE_POPOVER) == self->moves_popover)
    gtk_popover_popup (GTK_POPOVER (self->moves_popover));
  gtk_widget_grab_focus (self->move_log);
}

static void
high_scores_action (GtkWidget  *widget,
                    const char *action_name,
                    GVariant   *parameter)
{
  _balut_window_open_scores (BALUT_WINDOW (widget), "high-scores", 0);
}

static void
statistics_action (GtkWidget  *widget,
                   const char *action_name,
                   GVariant   *parameter)
{
  _balut_window_open_scores (BALUT_WINDOW (widget), "statistics", 0);
}

static void
history_action (GtkWidget  *widget,
                const char *action_name,
                GVariant   *parameter)
{
  _balut_window_open_scores (BALUT_WINDOW (widget), "history", 0);
}

static void
export_sheet_action (GtkWidget  *widget,
                     const char *action_name,
                     GVariant   *parameter)
{
  BalutWindow *self = BALUT_WINDOW (widget);

  if (self->export_dialog == NULL)
    g_set_weak_pointer (&self->export_dialog,
                        GTK_WINDOW (balut_export_dialog_new (GTK_WINDOW (self), self->game, self->settings)));
  gtk_window_present (self->export_dialog);
}

static void
switch_sheet_action (GtkWidget  *widget,
                     const char *action_name,
                     GVariant   *parameter)
{
  BalutWindow *self = BALUT_WINDOW (widget);
  gint32 step = g_variant_get_int32 (parameter);
  guint n;

  if (self->game == NULL || (n = balut_game_get_n_players (self->game)) < 2)
    return;

  _balut_window_show_sheet (self, (balut_sheet_view_get_player (self->sheet_view) + n + (guint) (step % (gint) n)) % n,
                            TRUE);
}

static void
add_shortcut (GtkShortcutController *controller,
                      guint                  keyval,
                      const char            *action,
                      GVariant              *args)
{
  GtkShortcut *shortcut = gtk_shortcut_new (gtk_keyval_trigger_new (keyval, 0),
                                            gtk_named_action_new (action));

  if (args != NULL)
    gtk_shortcut_set_arguments (shortcut, args);
  gtk_shortcut_controller_add_shortcut (controller, shortcut);
}

/* The game keys rest while the player types into a text field (the
 * scoring pad's dice): there "1"…"5", "h" and "r" are the text's (and
 * Space never reaches the window from a field that takes it) */
static void
focus_changed_cb (BalutWindow *self)
{
  GtkWidget *focus = gtk_root_get_focus (GTK_ROOT (self));

  gtk_event_controller_set_propagation_phase (self->game_keys,
                                              focus != NULL && GTK_IS_EDITABLE (focus)
                                              ? GTK_PHASE_NONE : GTK_PHASE_CAPTURE);
}

/* The game keys: R, H and 1–5 act before the focused widget sees them
 * (no control takes those letters); Space is GTK's key to activate the
 * focused control, so it rolls only when the control with the focus does
 * not take it: on a die it holds the die, on a box of the sheet it enters
 * the dice there, on a button it presses it, and on the Roll button, or
 * where nothing takes it, it rolls (as Orca users and GTK users expect). */
void
_balut_window_add_game_keys (BalutWindow *self)
{
  GtkEventController *controller;
  GtkEventController *space;

  controller = gtk_shortcut_controller_new ();
  gtk_event_controller_set_propagation_phase (controller, GTK_PHASE_CAPTURE);
  add_shortcut (GTK_SHORTCUT_CONTROLLER (controller), GDK_KEY_r, "win.roll", NULL);
  add_shortcut (GTK_SHORTCUT_CONTROLLER (controller), GDK_KEY_h, "win.hint", NULL);
  for (gint i = 1; i <= BALUT_N_DICE; i++)
    {
      add_shortcut (GTK_SHORTCUT_CONTROLLER (controller), GDK_KEY_0 + i,
                            "win.toggle-hold", g_variant_new_int32 (i));
      add_shortcut (GTK_SHORTCUT_CONTROLLER (controller), GDK_KEY_KP_0 + i,
                            "win.toggle-hold", g_variant_new_int32 (i));
    }
  gtk_widget_add_controller (GTK_WIDGET (self), controller);
  self->game_keys = controller;

  space = gtk_shortcut_controller_new ();
  gtk_event_controller_set_propagation_phase (space, GTK_PHASE_BUBBLE);
  add_shortcut (GTK_SHORTCUT_CONTROLLER (space), GDK_KEY_space, "win.roll", NULL);
  add_shortcut (GTK_SHORTCUT_CONTROLLER (space), GDK_KEY_KP_Space, "win.roll", NULL);
  gtk_widget_add_controller (GTK_WIDGET (self), space);

  g_signal_connect (self, "notify::focus-widget", G_CALLBACK (focus_changed_cb), NULL);
}

void
_balut_window_class_add_actions (GtkWidgetClass *widget_class)
{
  gtk_widget_class_install_action (widget_class, "win.new-game", NULL, _balut_window_new_game_action);
  gtk_widget_class_install_action (widget_class, "win.roll", NULL, roll_action);
  gtk_widget_class_install_action (widget_class, "win.toggle-hold", "i", toggle_hold_action);
  gtk_widget_class_install_action (widget_class, "win.undo", NULL, undo_action);
  gtk_widget_class_install_action (widget_class, "win.hint", NULL, hint_action);
  gtk_widget_class_install_action (widget_class, "win.rules", NULL, rules_action);
  gtk_widget_class_install_action (widget_class, "win.preferences", NULL, preferences_action);
  gtk_widget_class_install_action (widget_class, "win.show-help-overlay", NULL, shortcuts_action);
  gtk_widget_class_install_action (widget_class, "win.switch-sheet", "i", switch_sheet_action);
  gtk_widget_class_install_action (widget_class, "win.print", NULL, print_action);
  gtk_widget_class_install_action (widget_class, "win.print-blank", NULL, print_blank_action);
  gtk_widget_class_install_action (widget_class, "win.print-game", NULL, print_game_action);
  gtk_widget_class_install_action (widget_class, "win.export-sheet", NULL, export_sheet_action);
  gtk_widget_class_install_action (widget_class, "win.high-scores", NULL, high_scores_action);
  gtk_widget_class_install_action (widget_class, "win.statistics", NULL, statistics_action);
  gtk_widget_class_install_action (widget_class, "win.history", NULL, history_action);
  gtk_widget_class_install_action (widget_class, "win.moves", NULL, moves_action);
  _balut_window_class_add_end_actions (widget_class);

  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_n, GDK_CONTROL_MASK, "win.new-game", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_z, GDK_CONTROL_MASK, "win.undo", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_p, GDK_CONTROL_MASK, "win.print", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_F1, 0, "win.rules", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_l, GDK_CONTROL_MASK, "win.moves", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_comma, GDK_CONTROL_MASK, "win.preferences", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_question, GDK_CONTROL_MASK, "win.show-help-overlay", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Page_Down, GDK_CONTROL_MASK, "win.switch-sheet", "i", 1);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Page_Up, GDK_CONTROL_MASK, "win.switch-sheet", "i", -1);
}
