/* balut-window-private.h — what the window's files share, and the hooks
 * of the UI tests
 *
 * SPDX-FileCopyrightText: 2026 The Balut developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "balut-board.h"
#include "balut-dice-view.h"
#include "balut-lines-bin.h"
#include "balut-move-log.h"
#include "balut-scoreboard.h"
#include "balut-sheet-view.h"
#include "balut-sounds.h"
#include "balut-window.h"

G_BEGIN_DECLS

struct _BalutWindow
{
  GtkApplicationWindow  parent_instance;

  /* template children */
  BalutBoard           *board;
  BalutDiceView        *dice_view;
  GtkLabel             *help_label;
  GtkWidget            *pad_box;
  GtkStack             *pad_stack;
  GtkWidget            *pad_faces;
  GtkEntry             *pad_entry;
  GtkWidget            *pad_enter_button;
  GtkDropDown          *pad_throws;
  GtkLabel             *pad_message;
  guint                 pad_max_throws;     /* the dropdown's: 0 none yet */
  GtkEventController   *game_keys;          /* Space, R, H, 1–5 */
  guint                 pad_turn;           /* what the pad shows: turn × 2 + dice in */
  GtkLabel             *hold_label;
  GtkWidget            *end_box;
  GtkLabel             *end_label;
  GtkWidget            *play_again_button;
  GtkWidget            *roll_box;
  GtkWidget            *hint_button;
  GtkWidget            *hint_popover;
  GtkBox               *notices_box;
  GtkButton            *roll_button;
  GtkLabel             *roll_label;
  GtkLabel             *round_label;      /* under the title */
  GtkLabel             *title_label;
  BalutScoreboard      *scoreboard;
  BalutSheetView       *sheet_view;
  GtkLabel             *status_label;
  GtkWidget            *undo_button;

  /* the game in play, and the game's signals the window shows */
  BalutSession         *session;
  BalutGame            *game;           /* the session's, while shown */
  GSignalGroup         *game_signals;

  GSettings            *settings;
  BalutSounds          *sounds;
  GtkWidget            *move_log;
  GtkWidget            *title_box;
  GtkWidget            *menu_button;
  GtkWidget            *moves_popover;     /* the log under the title, on a narrow window */
  GtkWidget            *log_frame;         /* the log under the dice, on a wide one */
  GtkWidget            *log_holder;
  gulong                layout_handler;    /* changes once the layout is over */
  BalutLinesBin        *roll_room;         /* Roll and Take Dice: one width */
  BalutLinesBin        *take_room;
  GtkWindow            *export_dialog;
  GtkWindow            *results_dialog;
  GtkWindow            *resume_dialog;
  GtkWindow            *new_game_dialog;   /* while it is open */
  GtkWindow            *rules_window;
  GtkWindow            *shortcuts_window;
  gboolean              save_failure_shown;
  char                 *not_recorded;   /* why the finished game was not recorded */

  gint                  computer_pause_override;  /* tests: ms; -1: the preference */
  gboolean              follow_turn;    /* the sheet shown follows whose turn it is */
  gint                  held_seat;      /* a computer's entry held on screen: its seat, else -1 */
};

/* balut-window-actions.c */
void        _balut_window_class_add_actions   (GtkWidgetClass *widget_class);
void        _balut_window_add_game_keys       (BalutWindow    *self);
void        _balut_window_set_printable       (BalutWindow    *self,
                                               gboolean        printable);
void        _balut_window_show_new_game_dialog (BalutWindow   *self);
void        _balut_window_new_game_action     (GtkWidget      *widget,
                                               const char     *action_name,
                                               GVariant       *parameter);
void        _balut_window_open_scores         (BalutWindow    *self,
                                               const char     *page,
                                               gint64          highlight);

/* balut-window-end.c */
void        _balut_window_game_over_cb        (BalutWindow    *self,
                                               const GError   *error);
void        _balut_window_update_end          (BalutWindow    *self);
void        _balut_window_class_add_end_actions (GtkWidgetClass *widget_class);

/* balut-window-notices.c */
gboolean    _balut_window_open_store_cb       (gpointer        user_data);
void        _balut_window_save_failed_cb      (BalutWindow    *self,
                                               const GError   *error);

/* balut-window-pad.c */
void        _balut_window_setup_pad           (BalutWindow    *self);
void        _balut_window_update_pad          (BalutWindow    *self);
gboolean    _balut_window_focus_pad           (BalutWindow    *self);

/* balut-window.c */
void        _balut_window_show_error          (BalutWindow    *self,
                                               const GError   *error);
void        _balut_window_update_state        (BalutWindow    *self);
void        _balut_window_update_paused       (BalutWindow    *self);
void        _balut_window_update_undo         (BalutWindow    *self);
void        _balut_window_fix_label_sizes     (BalutWindow    *self);
void        _balut_window_place_move_log      (BalutWindow    *self,
                                               gboolean        wide);
void        _balut_window_board_wide_cb       (BalutWindow    *self);
void        _balut_window_prepare_layout      (BalutWindow    *self);
void        _balut_window_update_scoreboard   (BalutWindow    *self);
char       *_balut_window_describe_entry      (const char     *name,
                                               BalutCategory   category,
                                               guint           box,
                                               gint            score);
void        _balut_window_show_sheet          (BalutWindow    *self,
                                               guint           seat,
                                               gboolean        chosen);

/* for tests */
GtkWidget  *balut_window_get_dice_view        (BalutWindow    *self);
GtkWidget  *balut_window_get_sheet_view       (BalutWindow    *self);
GtkWindow  *balut_window_get_results_dialog   (BalutWindow    *self);
GtkWindow  *balut_window_get_resume_dialog    (BalutWindow    *self);
GtkWidget  *balut_window_get_roll_button      (BalutWindow    *self);
GtkWidget  *balut_window_get_pad_face         (BalutWindow    *self,
                                               guint           face);
GtkWidget  *balut_window_get_player_button    (BalutWindow    *self,
                                               guint           player);
const char *balut_window_get_status           (BalutWindow    *self);
GtkWidget  *balut_window_get_hint_button      (BalutWindow    *self);
GtkWidget  *balut_window_get_hint_popover     (BalutWindow    *self);
void        balut_window_set_computer_pause   (BalutWindow    *self,
                                               gint            pause_ms);

G_END_DECLS
