/* belote-window-private.h — what the Belote window's files share: the
 * scoring pad (belote-window.c) and the card table (belote-window-play.c)
 *
 * SPDX-FileCopyrightText: 2026 The Balut developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "belote-board.h"
#include "belote-explain.h"
#include "belote-table.h"
#include "belote-window.h"

G_BEGIN_DECLS

struct _BeloteWindow
{
  GtkApplicationWindow  parent_instance;

  BeloteSession        *session;
  BeloteMatch          *match;
  GSettings            *settings;    /* nullable */

  GtkLabel             *title_label;
  GtkLabel             *subtitle_label;
  GtkBox               *notices_box;
  GtkStack             *mode_stack;
  BeloteBoard          *board;
  BeloteSheetView      *sheet_view;
  GtkScrolledWindow    *panel_scroller;
  GtkStack             *panel_stack;
  BeloteDealForm       *deal_form;
  GtkWidget            *correct_button;
  GtkWidget            *undo_button;
  GtkWidget            *new_match_button;
  GtkWidget            *end_new_match_button;
  GtkWidget            *end_box;
  GtkLabel             *end_label;
  GtkLabel             *end_detail;
  GtkWidget            *menu_button;

  GtkWindow            *new_match_dialog;   /* weak */
  GtkWindow            *resume_dialog;      /* weak */
  GtkWindow            *rules_window;       /* weak */
  gboolean              save_failure_shown;
  /* a match reopened from the history: shown and printed, never changed */
  gboolean              recorded;
  GtkWidget            *end_buttons;

  /* the card table (belote-window-play.c) */
  GtkWidget            *width_probe;
  GtkWidget            *play_box;
  BeloteTable          *table;
  GtkWidget            *table_overlay;
  GtkLabel             *announcement;
  GtkLabel             *refusal_label;
  GtkWidget            *status_row;
  GtkLabel             *status_label;
  GtkWidget            *hint_button;
  GtkLabel             *declarations_label;
  GtkWidget            *action_scroller;
  GtkStack             *action_stack;
  GtkLabel             *bid_label;
  GtkFlowBox           *bid_buttons;
  GtkWidget            *bid_button[6];         /* take, pass, the four suits (B6, B7) */
  GtkLabel             *declare_label;
  GtkBox               *declare_checks;
  GtkWidget            *declare_button;
  GtkWidget            *keep_quiet_button;
  GtkLabel             *explain_title;
  GtkLabel             *explain_lines;
  GtkWidget            *next_deal_button;
  GtkLabel             *play_end_label;
  GtkLabel             *play_end_detail;
  GtkLabel             *play_end_record;
  GtkLabel             *play_end_explain;
  GtkWidget            *play_new_match_button;
  GtkWidget            *sheet_pane;
  BeloteSheetView      *play_sheet;
  GtkWidget            *sheet_button;
  BeloteSheetView      *popover_sheet;
  GtkPopover           *hint_popover;
  GtkStack             *hint_stack;
  GtkLabel             *hint_title;
  GtkLabel             *hint_reason;
  GtkCheckButton       *hint_dont_ask;
  GtkWidget            *hint_show_button;

  gboolean              wide;               /* the sheet beside the table */
  gboolean              phone;              /* narrower than PHONE_WIDTH */
  guint                 wide_idle;
  gint                  computer_pause_override;  /* tests: ms; -1: the preference */
  /* B19: the person's first card, chosen while the declarations are asked */
  gint                  pending_card;       /* -1: none */
  guint                 n_declarable;
  BeloteAnnouncement    declarable[BELOTE_HAND_SIZE];
  GtkWidget            *declare_check[BELOTE_HAND_SIZE];
  /* what was said once per deal: the declarations (B19), the deal's
   * score; deal numbers + 1, 0 for none */
  guint                 declarations_said;
  guint                 explained;
  GPtrArray            *log;                /* every line said, oldest first */
  /* what the session says while the person's card is played (the trick
   * won, the deal over): said after the card */
  GPtrArray            *deferred;
  gboolean              hint_asking;
  gint                  bid_round_shown;
  gboolean              turn_shown;         /* the person's turn to play was given the focus */    /* the bid bar's round (B6, B7), -1 none */
  char                 *hint_text;
};

/* belote-window.c */
void        _belote_window_update_paused      (BeloteWindow  *self);
gboolean    _belote_window_is_play            (BeloteWindow  *self);

/* belote-window-play.c */
void        _belote_window_set_label          (GtkLabel      *label,
                                               const char    *text);
void        _belote_window_play_init          (BeloteWindow  *self);
void        _belote_window_play_dispose       (BeloteWindow  *self);
void        _belote_window_play_class_init    (GtkWidgetClass *widget_class);
void        _belote_window_play_set_session   (BeloteWindow  *self);
void        _belote_window_play_match_changed (BeloteWindow  *self);
void        _belote_window_play_update        (BeloteWindow  *self);
void        _belote_window_play_layout        (BeloteWindow  *self);
void        _belote_window_play_focus         (BeloteWindow  *self);
void        _belote_window_play_settings      (BeloteWindow  *self);
void        _belote_window_card_chosen_cb     (BeloteWindow  *self,
                                               guint          card);
void        _belote_window_declare_cb         (BeloteWindow  *self);
void        _belote_window_keep_quiet_cb      (BeloteWindow  *self);

G_END_DECLS
