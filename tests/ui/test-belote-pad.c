/* test-belote-pad.c — Belote's scoring pad in the real window (B28)
 *
 * SPDX-FileCopyrightText: 2026 The Balut developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The form alone: the other side's points as the taker's are typed
 * (162 minus them), a capot's, what the form reads into a BelotePadEntry
 * (declarations by kind, carrés by rank), B20's question asked only when
 * the engine cannot decide (belote_pad_entry_needs_best ()), none under
 * tournament rules (B27), a deal corrected read back as it was.
 *
 * The window: a whole match entered through the form, every row and
 * total of the sheet against the engine's scores; every refusal shown
 * next to the form with the engine's reason while nothing changes (the
 * match, the sheet, the save); a correction, then undo; the end (B25)
 * and New Match; the window at 360×640 and 1280×800 in the light, dark
 * and high-contrast styles, rendered (screenshots belote-*.png) and
 * checked: the form's Enter Deal and the sheet's totals inside the
 * window, the sheet keeping a third of a narrow window.
 */

#include "config.h"

#include <string.h>

#include <glib/gstdio.h>

#include "balut-scores-window.h"
#include "balut-test-util.h"
#include "belote-board.h"
#include "belote-new-match-dialog.h"
#include "belote-print.h"
#include "belote-record.h"
#include "belote-window.h"
#include "balut-rules-window.h"
#include "ui-test-utils.h"

/* ------------------------------------------------------------ helpers */

static GtkWidget *
control (BeloteDealForm    *form,
         BeloteFormControl  which)
{
  GtkWidget *widget = belote_deal_form_get_control (form, which);

  g_assert_nonnull (widget);
  return widget;
}

static void
set_points (BeloteDealForm *form,
            const char     *text)
{
  gtk_editable_set_text (GTK_EDITABLE (control (form, BELOTE_FORM_POINTS)), text);
}

static void
press (BeloteDealForm    *form,
       BeloteFormControl  which)
{
  GtkWidget *widget = control (form, which);

  if (GTK_IS_CHECK_BUTTON (widget))
    gtk_check_button_set_active (GTK_CHECK_BUTTON (widget), !gtk_check_button_get_active (GTK_CHECK_BUTTON (widget)));
  else
    gtk_toggle_button_set_active (GTK_TOGGLE_BUTTON (widget), TRUE);
}

static void
set_sequences (BeloteDealForm     *form,
               guint               team,
               BeloteFormSequence  kind,
               guint               count)
{
  gtk_spin_button_set_value (GTK_SPIN_BUTTON (belote_deal_form_get_sequence (form, team, kind)), count);
}

static void
set_carre (BeloteDealForm *form,
           guint           team,
           BeloteRank      rank)
{
  gtk_toggle_button_set_active (GTK_TOGGLE_BUTTON (belote_deal_form_get_carre (form, team, rank)), TRUE);
}

static BeloteDealForm *
new_form (GtkWidget **window)
{
  GtkWidget *form = belote_deal_form_new ();

  *window = gtk_window_new ();
  gtk_window_set_child (GTK_WINDOW (*window), form);
  return BELOTE_DEAL_FORM (form);
}

static void
close_toplevel (GtkWidget *window)
{
  g_object_ref (window);
  gtk_window_destroy (GTK_WINDOW (window));
  while (g_main_context_pending (NULL))
    g_main_context_iteration (NULL, FALSE);
  g_assert_finalize_object (window);
}

/* ---------------------------------------------------------- the form */

/* B28: the defenders' points are 162 minus the taker's, as typed */
static void
test_form_other_points (void)
{
  GtkWidget *window;
  BeloteDealForm *form = new_form (&window);

  belote_deal_form_set_teams (form, "Nous", "Eux");
  set_points (form, "82");
  g_assert_cmpstr (belote_deal_form_get_other_points (form), ==, "Eux 80");
  set_points (form, "0");
  g_assert_cmpstr (belote_deal_form_get_other_points (form), ==, "Eux 162");
  /* not possible: no number shown */
  set_points (form, "163");
  g_assert_cmpstr (belote_deal_form_get_other_points (form), ==, "Eux –");
  set_points (form, "1x");
  g_assert_cmpstr (belote_deal_form_get_other_points (form), ==, "Eux –");

  /* the other team took */
  set_points (form, "100");
  press (form, BELOTE_FORM_TAKER_THEM);
  g_assert_cmpstr (belote_deal_form_get_other_points (form), ==, "Nous 62");

  /* B15: a capot's points are known, the points are not asked */
  press (form, BELOTE_FORM_CAPOT_THEM);
  g_assert_cmpstr (belote_deal_form_get_other_points (form), ==, "Capot: Eux 252 · Nous 0");
  g_assert_false (gtk_widget_get_sensitive (control (form, BELOTE_FORM_POINTS)));
  press (form, BELOTE_FORM_CAPOT_US);
  g_assert_cmpstr (belote_deal_form_get_other_points (form), ==, "Capot is for one team");

  close_toplevel (window);
}

/* What the form reads: B16 sequences by value, B17 carrés by rank, B21 */
static void
test_form_entry (void)
{
  GtkWidget *window;
  BeloteDealForm *form = new_form (&window);
  g_autoptr(GError) error = NULL;
  BelotePadEntry entry;

  /* no points: the form says so itself */
  g_assert_false (belote_deal_form_get_entry (form, &entry, &error));
  g_assert_error (error, BELOTE_MATCH_ERROR, BELOTE_MATCH_ERROR_PAD);
  g_clear_error (&error);

  press (form, BELOTE_FORM_TAKER_THEM);
  press (form, BELOTE_FORM_TRUMP_CLUBS + BELOTE_HEARTS);
  set_points (form, " 90 ");
  press (form, BELOTE_FORM_BELOTE_US);
  set_sequences (form, 0, BELOTE_FORM_TIERCE, 2);
  set_sequences (form, 0, BELOTE_FORM_HUNDRED, 1);
  set_carre (form, 1, BELOTE_JACK);
  g_assert_true (belote_deal_form_get_entry (form, &entry, &error));
  g_assert_no_error (error);

  g_assert_cmpint (entry.taker_team, ==, 1);
  g_assert_cmpint (entry.taker_seat, ==, BELOTE_NO_SEAT);
  g_assert_cmpint (entry.trump, ==, BELOTE_HEARTS);
  g_assert_cmpint (entry.taker_points, ==, 90);
  g_assert_false (entry.capot[0] || entry.capot[1]);
  g_assert_cmpint (entry.belote_team, ==, 0);
  g_assert_cmpuint (entry.n_announcements[0], ==, 3);
  for (guint i = 0; i < 2; i++)
    {
      g_assert_cmpint (entry.announcements[0][i].kind, ==, BELOTE_ANNOUNCE_SEQUENCE);
      g_assert_cmpint (belote_announcement_value (&entry.announcements[0][i]), ==, 20);
      g_assert_cmpint (entry.announcements[0][i].seat, ==, BELOTE_NO_SEAT);
    }
  /* B16: the pad's Hundred, its length unknown */
  g_assert_cmpint (entry.announcements[0][2].length, ==, 0);
  g_assert_cmpint (belote_announcement_value (&entry.announcements[0][2]), ==, 100);
  g_assert_cmpuint (entry.n_announcements[1], ==, 1);
  g_assert_cmpint (entry.announcements[1][0].kind, ==, BELOTE_ANNOUNCE_CARRE);
  g_assert_cmpint (entry.announcements[1][0].top, ==, BELOTE_JACK);
  /* Us's Hundred beats Them's Carré of Jacks? No: 200 > 100 (B17, B20) */
  g_assert_false (belote_deal_form_get_asks_best (form));
  {
    BeloteDealSummary summary;

    g_assert_true (belote_pad_entry_summarize (&entry, BELOTE_SCHOOL_FAMILY, &summary, &error));
    g_assert_no_error (error);
    g_assert_cmpint (belote_summary_best_team (&summary, BELOTE_SCHOOL_FAMILY), ==, 1);
  }

  /* the reset form: nothing but the taker kept */
  belote_deal_form_reset (form);
  set_points (form, "100");
  g_assert_true (belote_deal_form_get_entry (form, &entry, &error));
  g_assert_cmpint (entry.taker_team, ==, 1);
  g_assert_cmpint (entry.trump, ==, BELOTE_NO_SUIT);
  g_assert_cmpint (entry.belote_team, ==, BELOTE_NO_TEAM);
  g_assert_cmpuint (entry.n_announcements[0] + entry.n_announcements[1], ==, 0);

  close_toplevel (window);
}

/* B20: asked only when the engine cannot decide from what was entered */
static void
test_form_asks_best (void)
{
  GtkWidget *window;
  BeloteDealForm *form = new_form (&window);
  g_autoptr(GError) error = NULL;
  BelotePadEntry entry;

  set_points (form, "100");
  set_sequences (form, 0, BELOTE_FORM_TIERCE, 1);
  g_assert_false (belote_deal_form_get_asks_best (form));
  /* a Tierce each: equal, their tops unknown */
  set_sequences (form, 1, BELOTE_FORM_TIERCE, 1);
  g_assert_true (belote_deal_form_get_asks_best (form));
  g_assert_true (gtk_widget_get_visible (control (form, BELOTE_FORM_BEST_US)));
  g_assert_true (belote_deal_form_get_entry (form, &entry, &error));
  g_assert_cmpint (entry.best_team, ==, BELOTE_NO_TEAM);
  g_assert_true (belote_pad_entry_needs_best (&entry, BELOTE_SCHOOL_FAMILY));

  press (form, BELOTE_FORM_BEST_THEM);
  g_assert_true (belote_deal_form_get_entry (form, &entry, &error));
  g_assert_cmpint (entry.best_team, ==, 1);

  /* a Fifty beats a Tierce: not asked, and no answer left over */
  set_sequences (form, 0, BELOTE_FORM_FIFTY, 1);
  g_assert_false (belote_deal_form_get_asks_best (form));
  g_assert_true (belote_deal_form_get_entry (form, &entry, &error));
  g_assert_cmpint (entry.best_team, ==, BELOTE_NO_TEAM);

  /* carrés of equal value by rank: Aces beat Tens (B20) */
  set_sequences (form, 0, BELOTE_FORM_FIFTY, 0);
  set_sequences (form, 0, BELOTE_FORM_TIERCE, 0);
  set_sequences (form, 1, BELOTE_FORM_TIERCE, 0);
  set_carre (form, 0, BELOTE_TEN);
  set_carre (form, 1, BELOTE_ACE);
  g_assert_false (belote_deal_form_get_asks_best (form));

  close_toplevel (window);
}

/* B27: no declarations under tournament rules */
static void
test_form_tournament (void)
{
  GtkWidget *window;
  BeloteDealForm *form = new_form (&window);
  g_autoptr(GError) error = NULL;
  BelotePadEntry entry;

  set_points (form, "100");
  set_sequences (form, 0, BELOTE_FORM_TIERCE, 1);
  belote_deal_form_set_school (form, BELOTE_SCHOOL_TOURNAMENT);
  g_assert_false (gtk_widget_get_visible (control (form, BELOTE_FORM_DECLARATIONS)));
  g_assert_true (belote_deal_form_get_entry (form, &entry, &error));
  g_assert_cmpuint (entry.n_announcements[0] + entry.n_announcements[1], ==, 0);
  belote_deal_form_set_school (form, BELOTE_SCHOOL_FAMILY);
  g_assert_true (gtk_widget_get_visible (control (form, BELOTE_FORM_DECLARATIONS)));

  close_toplevel (window);
}

/* B28: a deal to correct, shown and read back as it was (what the form
 * cannot show, a record's suits and seats, kept) */
static void
test_form_set_entry (void)
{
  GtkWidget *window;
  BeloteDealForm *form = new_form (&window);
  g_autoptr(GError) error = NULL;
  BelotePadEntry entry, back;

  belote_pad_entry_init (&entry);
  entry.taker_team = 1;
  entry.taker_seat = 3;
  entry.trump = BELOTE_SPADES;
  entry.taker_points = 81;
  entry.n_announcements[1] = 1;
  entry.announcements[1][0] = (BeloteAnnouncement) { BELOTE_ANNOUNCE_SEQUENCE, BELOTE_SPADES, BELOTE_KING, 4, 3 };
  entry.n_announcements[0] = 1;
  entry.announcements[0][0] = (BeloteAnnouncement) { BELOTE_ANNOUNCE_SEQUENCE, BELOTE_HEARTS, BELOTE_ACE, 4, 0 };
  entry.belote_team = 1;
  entry.best_team = BELOTE_NO_TEAM;

  belote_deal_form_set_entry (form, &entry);
  g_assert_true (belote_deal_form_get_entry (form, &back, &error));
  g_assert_no_error (error);
  g_assert_cmpmem (&back, sizeof back, &entry, sizeof entry);

  /* a declaration changed: that team's as the form says */
  set_sequences (form, 0, BELOTE_FORM_FIFTY, 0);
  g_assert_true (belote_deal_form_get_entry (form, &back, &error));
  g_assert_cmpuint (back.n_announcements[0], ==, 0);
  g_assert_cmpmem (back.announcements[1], sizeof back.announcements[1],
                   entry.announcements[1], sizeof entry.announcements[1]);
  /* the taker's seat goes with its team */
  press (form, BELOTE_FORM_TAKER_US);
  g_assert_true (belote_deal_form_get_entry (form, &back, &error));
  g_assert_cmpint (back.taker_seat, ==, BELOTE_NO_SEAT);

  /* capot */
  entry.capot[1] = TRUE;
  belote_deal_form_set_entry (form, &entry);
  g_assert_true (belote_deal_form_get_entry (form, &back, &error));
  g_assert_true (back.capot[1]);
  g_assert_false (back.capot[0]);

  close_toplevel (window);
}

/* -------------------------------------------------------- the window */

typedef struct
{
  BeloteWindow    *window;
  BeloteDealForm  *form;
  BeloteSheetView *sheet;
} Pad;

static gboolean
window_mapped (gpointer data)
{
  return gtk_widget_get_mapped (GTK_WIDGET (data));
}

typedef struct
{
  int width;
  int height;
} Size;

typedef struct
{
  BeloteWindow *window;
  Size          size;
} SizedWindow;

static gboolean
size_is (gpointer data)
{
  SizedWindow *sized = data;

  return gtk_widget_get_width (GTK_WIDGET (sized->window)) == sized->size.width
         && gtk_widget_get_height (GTK_WIDGET (sized->window)) == sized->size.height;
}

static Pad
open_pad (int          width,
          int          height,
          BeloteSchool school,
          int          target)
{
  BalutApplication *app = ui_test_get_application ();
  g_autoptr(BeloteMatch) match = belote_match_new (BELOTE_MODE_PAD, school, target, 28, FALSE);
  g_autofree char *save = belote_session_dup_default_autosave_path ();
  g_autoptr(GSettings) settings = ui_test_dup_settings ();
  Pad pad;

  /* this table keeps score of real cards (B28): New Match's choice, so
   * that a new match from the window is a pad match too */
  g_settings_set_string (settings, "belote-mode", "pad");
  g_assert_null (gtk_application_get_windows (GTK_APPLICATION (app)));
  g_assert_true (balut_autosave_clear (save, NULL));

  pad.window = belote_window_new (app);
  gtk_window_set_default_size (GTK_WINDOW (pad.window), width, height);
  belote_session_set_match (belote_window_get_session (pad.window), match);
  gtk_window_present (GTK_WINDOW (pad.window));
  ui_test_wait_until (window_mapped, pad.window, 10000, "the Belote window to be mapped");
  ui_test_wait_for_frame (GTK_WIDGET (pad.window));
  /* Under X11 without a window manager the window draws its own frame
   * (solid-csd), which the default size counts: asked again for the
   * window itself to be of the size wanted (as test-screenshots does) */
  if (gtk_widget_get_width (GTK_WIDGET (pad.window)) != width
      || gtk_widget_get_height (GTK_WIDGET (pad.window)) != height)
    {
      GdkSurface *surface = gtk_native_get_surface (GTK_NATIVE (pad.window));
      int extra_w = gdk_surface_get_width (surface) - gtk_widget_get_width (GTK_WIDGET (pad.window));
      int extra_h = gdk_surface_get_height (surface) - gtk_widget_get_height (GTK_WIDGET (pad.window));
      GListModel *monitors = gdk_display_get_monitors (gtk_widget_get_display (GTK_WIDGET (pad.window)));
      g_autoptr(GdkMonitor) monitor = g_list_model_get_item (monitors, 0);
      GdkRectangle screen;
      Size wanted;

      /* full screen: the screen less the frame */
      gdk_monitor_get_geometry (monitor, &screen);
      width = MIN (width, screen.width - extra_w);
      height = MIN (height, screen.height - extra_h);
      wanted = (Size) { width, height };

      gtk_window_set_default_size (GTK_WINDOW (pad.window), width + extra_w, height + extra_h);
      ui_test_wait_until (size_is, &(SizedWindow) { pad.window, wanted }, 10000, "the window's size");
    }
  pad.form = belote_window_get_deal_form (pad.window);
  pad.sheet = belote_window_get_sheet_view (pad.window);
  return pad;
}

static void
close_pad (Pad *pad)
{
  GListModel *toplevels = gtk_window_get_toplevels ();

  for (;;)
    {
      GtkWindow *other = NULL;

      for (guint i = 0; i < g_list_model_get_n_items (toplevels); i++)
        {
          g_autoptr(GtkWindow) w = g_list_model_get_item (toplevels, i);

          if (w != GTK_WINDOW (pad->window))
            {
              other = w;
              break;
            }
        }
      if (other == NULL)
        break;
      gtk_window_destroy (other);
    }
  close_toplevel (GTK_WIDGET (pad->window));
}

static BeloteMatch *
pad_match (Pad *pad)
{
  return belote_window_get_match (pad->window);
}

/* A deal through the form: the controls set, then Enter Deal */
typedef struct
{
  gint8       taker;
  BeloteSuit  trump;
  const char *points;
  gint8       capot;
  gint8       belote;
  guint       tierces[BELOTE_N_TEAMS];
  guint       fifties[BELOTE_N_TEAMS];
  guint       hundreds[BELOTE_N_TEAMS];
  BeloteRank  carre[BELOTE_N_TEAMS];   /* BELOTE_N_RANKS: none */
  gint8       best;
} Deal;

static void
fill (Pad        *pad,
      const Deal *deal)
{
  BeloteDealForm *form = pad->form;

  press (form, deal->taker == 1 ? BELOTE_FORM_TAKER_THEM : BELOTE_FORM_TAKER_US);
  press (form, (guint) deal->trump < BELOTE_N_SUITS ? BELOTE_FORM_TRUMP_CLUBS + deal->trump : BELOTE_FORM_TRUMP_NONE);
  set_points (form, deal->points != NULL ? deal->points : "");
  gtk_check_button_set_active (GTK_CHECK_BUTTON (control (form, BELOTE_FORM_CAPOT_US)), deal->capot == 0);
  gtk_check_button_set_active (GTK_CHECK_BUTTON (control (form, BELOTE_FORM_CAPOT_THEM)), deal->capot == 1);
  press (form, deal->belote == 0 ? BELOTE_FORM_BELOTE_US : deal->belote == 1 ? BELOTE_FORM_BELOTE_THEM
               : BELOTE_FORM_BELOTE_NONE);
  if (belote_deal_form_get_school (form) == BELOTE_SCHOOL_FAMILY)
    for (guint t = 0; t < BELOTE_N_TEAMS; t++)
      {
        set_sequences (form, t, BELOTE_FORM_TIERCE, deal->tierces[t]);
        set_sequences (form, t, BELOTE_FORM_FIFTY, deal->fifties[t]);
        set_sequences (form, t, BELOTE_FORM_HUNDRED, deal->hundreds[t]);
        if ((guint) deal->carre[t] < BELOTE_N_RANKS)
          set_carre (form, t, deal->carre[t]);
      }
  if (deal->best == 0 || deal->best == 1)
    {
      g_assert_true (belote_deal_form_get_asks_best (form));
      press (form, deal->best == 0 ? BELOTE_FORM_BEST_US : BELOTE_FORM_BEST_THEM);
    }
}

/* Enter Deal clicked (gtk_widget_activate () would click it 250 ms
 * later, as a key does) */
static void
commit (Pad *pad)
{
  g_signal_emit_by_name (control (pad->form, BELOTE_FORM_COMMIT), "clicked");
}

/* The sheet shows what the engine scored, row by row, and its totals */
static void
assert_sheet (Pad *pad)
{
  BeloteMatch *match = pad_match (pad);
  guint n = belote_match_get_n_deals (match);
  int totals[BELOTE_N_TEAMS], running[BELOTE_N_TEAMS] = { 0, 0 };

  g_assert_cmpuint (belote_sheet_view_get_n_rows (pad->sheet), ==, n);
  for (guint i = 0; i < n; i++)
    {
      const BeloteDealScore *score = belote_match_get_score (match, i);
      g_autofree char *said = belote_sheet_view_describe_deal (match, i);
      GtkWidget *row = belote_sheet_view_get_row (pad->sheet, i);

      for (guint t = 0; t < BELOTE_N_TEAMS; t++)
        {
          g_autofree char *scored = g_strdup_printf ("%d", score->scored[t]);

          running[t] += score->scored[t];
          g_assert_cmpstr (belote_sheet_view_get_cell_text (pad->sheet, i, t), ==, scored);
        }
      /* the row is said whole to screen readers, its totals in it */
      {
        g_autofree char *totals_said = g_strdup_printf ("Totals: %s %d, %s %d.",
                                                        belote_match_get_team_name (match, 0), running[0],
                                                        belote_match_get_team_name (match, 1), running[1]);

        g_assert_true (g_str_has_suffix (said, totals_said));
      }
      g_assert_nonnull (row);
    }
  belote_match_get_totals (match, totals);
  g_assert_cmpint (running[0], ==, totals[0]);
  g_assert_cmpint (running[1], ==, totals[1]);
  for (guint t = 0; t < BELOTE_N_TEAMS; t++)
    {
      g_autofree char *total = g_strdup_printf ("%d", totals[t]);

      g_assert_cmpstr (belote_sheet_view_get_total_text (pad->sheet, t), ==, total);
    }
}

static void
enter_ok (Pad        *pad,
          const Deal *deal)
{
  guint n = belote_match_get_n_deals (pad_match (pad));

  fill (pad, deal);
  commit (pad);
  g_assert_cmpstr (belote_deal_form_get_error (pad->form), ==, "");
  g_assert_cmpuint (belote_match_get_n_deals (pad_match (pad)), ==, n + 1);
  assert_sheet (pad);
}

#define NO_CARRES { BELOTE_N_RANKS, BELOTE_N_RANKS }

/* A whole match to 501 through the form: made, dedans, litige and the
 * pot received, capot, Belote, announcements, B20's question (B22–B25) */
static void
test_window_whole_match (void)
{
  Pad pad = open_pad (1280, 800, BELOTE_SCHOOL_FAMILY, 501);
  BeloteMatch *match = pad_match (&pad);
  const Deal deals[] = {
    /* made, Belote to the taker */
    { 0, BELOTE_HEARTS, "92", -1, 0, { 0 }, { 0 }, { 0 }, NO_CARRES, -1 },
    /* dedans: Them took with 70 */
    { 1, BELOTE_SPADES, "70", -1, -1, { 0 }, { 0 }, { 0 }, NO_CARRES, -1 },
    /* litige: 81 each */
    { 0, BELOTE_NO_SUIT, "81", -1, -1, { 0 }, { 0 }, { 0 }, NO_CARRES, -1 },
    /* Them made, the pot to them; a Tierce each: asked, Them's best */
    { 1, BELOTE_CLUBS, "100", -1, -1, { 1, 1 }, { 0 }, { 0 }, NO_CARRES, 1 },
    /* capot of Us with a carré of Jacks */
    { 0, BELOTE_DIAMONDS, NULL, 0, 0, { 0 }, { 0 }, { 0 }, { BELOTE_JACK, BELOTE_N_RANKS }, -1 },
  };
  int totals[BELOTE_N_TEAMS];

  for (guint i = 0; i < G_N_ELEMENTS (deals); i++)
    enter_ok (&pad, &deals[i]);

  /* what the engine says of them */
  g_assert_cmpint (belote_match_get_score (match, 0)->result, ==, BELOTE_RESULT_MADE);
  g_assert_cmpint (belote_match_get_score (match, 1)->result, ==, BELOTE_RESULT_DEDANS);
  g_assert_cmpstr (belote_sheet_view_get_marks_text (pad.sheet, 1, 1), ==, "took ♠ · dedans");
  g_assert_cmpint (belote_match_get_score (match, 2)->result, ==, BELOTE_RESULT_LITIGE);
  g_assert_cmpint (belote_match_get_score (match, 3)->pot_to, ==, 1);
  g_assert_cmpint (belote_match_get_score (match, 4)->capot_team, ==, 0);
  g_assert_true (strstr (belote_sheet_view_get_marks_text (pad.sheet, 4, 0), "capot") != NULL);

  /* to the end: Us take 162 until they pass 501 */
  while (!belote_match_is_over (match))
    {
      const Deal more = { 0, BELOTE_NO_SUIT, "162", -1, -1, { 0 }, { 0 }, { 0 }, NO_CARRES, -1 };

      enter_ok (&pad, &more);
    }
  belote_match_get_totals (match, totals);
  g_assert_cmpint (belote_match_get_winner (match), ==, 0);
  g_assert_cmpint (totals[0], >=, 501);
  /* B25: who won, and New Match offered with the focus */
  g_assert_cmpstr (belote_window_get_end_text (pad.window), ==, "Us win the match!");
  g_assert_cmpstr (gtk_window_get_title (GTK_WINDOW (pad.window)), ==, "Us win the match!");
  ui_test_wait_for_frame (GTK_WIDGET (pad.window));
  ui_test_save_png (GTK_WIDGET (pad.window), "belote-end-1280x800");

  /* the record holds the match as the sheet shows it */
  {
    g_autofree char *data = belote_record_to_data (match, NULL);
    g_autoptr(GError) error = NULL;
    g_autoptr(BeloteMatch) back = belote_record_load_data (data, -1, &error);
    int back_totals[BELOTE_N_TEAMS];

    g_assert_no_error (error);
    belote_match_get_totals (back, back_totals);
    g_assert_cmpint (back_totals[0], ==, totals[0]);
    g_assert_cmpint (back_totals[1], ==, totals[1]);
  }

  /* Scores and History: Belote's pages, the match just recorded among them */
  gtk_widget_activate_action (GTK_WIDGET (pad.window), "win.scores", NULL);
  {
    GtkWindow *scores = ui_test_find_toplevel (BALUT_TYPE_SCORES_WINDOW);
    GtkWidget *view;

    g_assert_nonnull (scores);
    g_assert_cmpint (belote_session_get_store_id (belote_window_get_session (pad.window)), >, 0);
    view = balut_scores_window_get_belote_view (BALUT_SCORES_WINDOW (scores));
    ui_test_wait_until (window_mapped, view, 10000, "Belote's pages of the scores window");
    gtk_window_destroy (scores);
  }

  /* New Match: the dialog, Start, an empty sheet */
  gtk_widget_activate_action (GTK_WIDGET (pad.window), "win.new-match", NULL);
  g_assert_nonnull (belote_window_get_new_match_dialog (pad.window));
  g_signal_emit_by_name (belote_window_get_new_match_dialog (pad.window), "start");
  g_assert_null (belote_window_get_new_match_dialog (pad.window));
  g_assert_true (pad_match (&pad) != match);
  g_assert_cmpuint (belote_sheet_view_get_n_rows (pad.sheet), ==, 0);
  g_assert_cmpstr (belote_window_get_end_text (pad.window), ==, "");

  close_pad (&pad);
}

/* Every refusal: the engine's reason next to the form, nothing changed */
static void
test_window_refusals (void)
{
  Pad pad = open_pad (1280, 800, BELOTE_SCHOOL_FAMILY, 1000);
  BeloteMatch *match = pad_match (&pad);
  const Deal first = { 0, BELOTE_HEARTS, "100", -1, -1, { 0 }, { 0 }, { 0 }, NO_CARRES, -1 };
  const struct
  {
    const char *what;
    Deal        deal;
  } refused[] = {
    { "points 163", { 0, BELOTE_NO_SUIT, "163", -1, -1, { 0 }, { 0 }, { 0 }, NO_CARRES, -1 } },
    { "points 1", { 1, BELOTE_NO_SUIT, "1", -1, -1, { 0 }, { 0 }, { 0 }, NO_CARRES, -1 } },
    { "points -5", { 1, BELOTE_NO_SUIT, "-5", -1, -1, { 0 }, { 0 }, { 0 }, NO_CARRES, -1 } },
    { "no points", { 1, BELOTE_NO_SUIT, "", -1, -1, { 0 }, { 0 }, { 0 }, NO_CARRES, -1 } },
    { "not a number", { 1, BELOTE_NO_SUIT, "eighty", -1, -1, { 0 }, { 0 }, { 0 }, NO_CARRES, -1 } },
    { "a carré of sevens", { 0, BELOTE_NO_SUIT, "90", -1, -1, { 0 }, { 0 }, { 0 }, { BELOTE_SEVEN, BELOTE_N_RANKS }, -1 } },
    { "a carré of Jacks twice", { 0, BELOTE_NO_SUIT, "90", -1, -1, { 0 }, { 0 }, { 0 }, { BELOTE_JACK, BELOTE_JACK }, -1 } },
    { "too many sequences", { 0, BELOTE_NO_SUIT, "90", -1, -1, { 6, 0 }, { 0 }, { 0 }, NO_CARRES, -1 } },
    { "B20 not answered", { 0, BELOTE_NO_SUIT, "90", -1, -1, { 1, 1 }, { 0 }, { 0 }, NO_CARRES, -1 } },
  };
  g_autofree char *save = belote_session_dup_default_autosave_path ();

  enter_ok (&pad, &first);
  /* the save holds it */
  while (balut_autosaver_get_pending (belote_session_get_autosaver (belote_window_get_session (pad.window))))
    g_main_context_iteration (NULL, TRUE);

  for (guint i = 0; i < G_N_ELEMENTS (refused) + 1; i++)
    {
      g_autofree char *record_before = belote_record_to_data (match, NULL);
      g_autofree char *save_before = NULL;
      g_autofree char *row_before = belote_sheet_view_describe_deal (match, 0);
      g_autofree char *save_after = NULL;
      g_autofree char *record_after = NULL;
      g_autoptr(GError) engine_error = NULL;
      BelotePadEntry entry;
      const char *shown;

      g_assert_true (g_file_get_contents (save, &save_before, NULL, NULL));
      belote_deal_form_reset (pad.form);
      if (i < G_N_ELEMENTS (refused))
        fill (&pad, &refused[i].deal);
      else
        {
          /* a capot for both teams */
          set_points (pad.form, "");
          press (pad.form, BELOTE_FORM_CAPOT_US);
          press (pad.form, BELOTE_FORM_CAPOT_THEM);
        }
      commit (&pad);

      shown = belote_deal_form_get_error (pad.form);
      g_test_message ("%s: “%s”", i < G_N_ELEMENTS (refused) ? refused[i].what : "capot both", shown);
      g_assert_cmpstr (shown, !=, "");
      /* the engine's own words, where the engine refused it */
      if (belote_deal_form_get_entry (pad.form, &entry, NULL))
        {
          g_assert_false (belote_pad_entry_summarize (&entry, BELOTE_SCHOOL_FAMILY, &(BeloteDealSummary) { 0 },
                                                      &engine_error));
          g_assert_cmpstr (shown, ==, engine_error->message);
        }
      /* nothing changed: the match, its sheet, its save */
      record_after = belote_record_to_data (match, NULL);
      g_assert_cmpstr (record_after, ==, record_before);
      g_assert_cmpuint (belote_sheet_view_get_n_rows (pad.sheet), ==, 1);
      {
        g_autofree char *row_after = belote_sheet_view_describe_deal (match, 0);

        g_assert_cmpstr (row_after, ==, row_before);
      }
      ui_test_run_for (20);
      g_assert_true (g_file_get_contents (save, &save_after, NULL, NULL));
      g_assert_cmpstr (save_after, ==, save_before);

      /* a change in the form takes the reason away */
      set_points (pad.form, "99");
      g_assert_cmpstr (belote_deal_form_get_error (pad.form), ==, "");
    }

  close_pad (&pad);
}

/* B28: the last deal corrected until the next is entered, then undone */
static void
test_window_correct_undo (void)
{
  Pad pad = open_pad (360, 640, BELOTE_SCHOOL_FAMILY, 501);
  BeloteMatch *match = pad_match (&pad);
  const Deal a = { 0, BELOTE_HEARTS, "100", -1, -1, { 0 }, { 0 }, { 0 }, NO_CARRES, -1 };
  const Deal b = { 1, BELOTE_SPADES, "120", -1, 1, { 0 }, { 0 }, { 0 }, NO_CARRES, -1 };
  const Deal fixed = { 1, BELOTE_SPADES, "60", -1, 1, { 0 }, { 0 }, { 0 }, NO_CARRES, -1 };
  int totals[BELOTE_N_TEAMS];

  g_assert_false (gtk_widget_is_sensitive (GTK_WIDGET (ui_test_find_button (GTK_WIDGET (pad.window),
                                                                            "Correct Last Deal"))));
  enter_ok (&pad, &a);
  enter_ok (&pad, &b);
  g_assert_cmpint (belote_match_get_entry (match, 1)->taker_points, ==, 120);

  /* Correct Last Deal: the last deal in the form, as entered */
  gtk_widget_activate_action (GTK_WIDGET (pad.window), "win.correct", NULL);
  g_assert_true (belote_deal_form_get_correcting (pad.form));
  g_assert_cmpstr (gtk_editable_get_text (GTK_EDITABLE (control (pad.form, BELOTE_FORM_POINTS))), ==, "120");
  g_assert_true (gtk_toggle_button_get_active (GTK_TOGGLE_BUTTON (control (pad.form, BELOTE_FORM_TAKER_THEM))));
  g_assert_true (gtk_toggle_button_get_active (GTK_TOGGLE_BUTTON (control (pad.form, BELOTE_FORM_BELOTE_THEM))));
  ui_test_wait_for_frame (GTK_WIDGET (pad.window));
  ui_test_save_png (GTK_WIDGET (pad.window), "belote-correcting-360x640");

  /* refused while correcting: nothing changes */
  set_points (pad.form, "200");
  commit (&pad);
  g_assert_cmpstr (belote_deal_form_get_error (pad.form), !=, "");
  g_assert_cmpint (belote_match_get_entry (match, 1)->taker_points, ==, 120);
  g_assert_true (belote_deal_form_get_correcting (pad.form));

  /* corrected: dedans now (60 + 20 of Belote against 102) */
  g_signal_emit_by_name (pad.form, "cancel");
  g_assert_false (belote_deal_form_get_correcting (pad.form));
  gtk_widget_activate_action (GTK_WIDGET (pad.window), "win.correct", NULL);
  fill (&pad, &fixed);
  commit (&pad);
  g_assert_false (belote_deal_form_get_correcting (pad.form));
  g_assert_cmpuint (belote_match_get_n_deals (match), ==, 2);
  g_assert_cmpint (belote_match_get_entry (match, 1)->taker_points, ==, 60);
  g_assert_cmpint (belote_match_get_score (match, 1)->result, ==, BELOTE_RESULT_DEDANS);
  assert_sheet (&pad);

  /* Escape-like cancel leaves the deal as it was */
  gtk_widget_activate_action (GTK_WIDGET (pad.window), "win.correct", NULL);
  set_points (pad.form, "150");
  g_signal_emit_by_name (pad.form, "cancel");
  g_assert_false (belote_deal_form_get_correcting (pad.form));
  g_assert_cmpint (belote_match_get_entry (match, 1)->taker_points, ==, 60);

  /* Ctrl+Z: the correction undone, then the deal */
  g_assert_true (ui_test_press_key (GTK_WIDGET (pad.window), GDK_KEY_z, GDK_CONTROL_MASK));
  g_assert_cmpint (belote_match_get_entry (match, 1)->taker_points, ==, 120);
  assert_sheet (&pad);
  g_assert_true (ui_test_press_key (GTK_WIDGET (pad.window), GDK_KEY_z, GDK_CONTROL_MASK));
  g_assert_cmpuint (belote_match_get_n_deals (match), ==, 1);
  assert_sheet (&pad);
  belote_match_get_totals (match, totals);
  g_assert_cmpint (totals[0], ==, 100);
  g_assert_cmpint (totals[1], ==, 62);
  g_assert_true (ui_test_press_key (GTK_WIDGET (pad.window), GDK_KEY_z, GDK_CONTROL_MASK));
  g_assert_cmpuint (belote_match_get_n_deals (match), ==, 0);
  g_assert_false (gtk_widget_is_sensitive (GTK_WIDGET (ui_test_find_button (GTK_WIDGET (pad.window),
                                                                            "Undo Last Deal"))));

  close_pad (&pad);
}

/* The mnemonics of the mapped labels under @root: each letter once */
static void
collect_mnemonics (GtkWidget  *root,
                   GHashTable *seen,
                   GString    *twice)
{
  if (!gtk_widget_get_mapped (root))
    return;
  if (GTK_IS_LABEL (root) && gtk_label_get_use_underline (GTK_LABEL (root)))
    {
      guint keyval = gdk_keyval_to_lower (gtk_label_get_mnemonic_keyval (GTK_LABEL (root)));
      const char *other = g_hash_table_lookup (seen, GUINT_TO_POINTER (keyval));

      if (keyval != GDK_KEY_VoidSymbol && other != NULL)
        g_string_append_printf (twice, "“%s” and “%s”; ", other, gtk_label_get_label (GTK_LABEL (root)));
      else if (keyval != GDK_KEY_VoidSymbol)
        g_hash_table_insert (seen, GUINT_TO_POINTER (keyval), (gpointer) gtk_label_get_label (GTK_LABEL (root)));
    }
  for (GtkWidget *child = gtk_widget_get_first_child (root); child != NULL; child = gtk_widget_get_next_sibling (child))
    collect_mnemonics (child, seen, twice);
}

static guint
assert_mnemonics_unique (GtkWidget  *root,
                         const char *what)
{
  g_autoptr(GHashTable) seen = g_hash_table_new (NULL, NULL);
  g_autoptr(GString) twice = g_string_new (NULL);

  collect_mnemonics (root, seen, twice);
  if (twice->len > 0)
    g_error ("%s: mnemonics used twice: %s", what, twice->str);
  g_test_message ("%s: %u mnemonics, each once", what, g_hash_table_size (seen));
  return g_hash_table_size (seen);
}

static gboolean
dialog_narrow (gpointer data)
{
  return gtk_widget_get_width (GTK_WIDGET (data)) <= 360;
}

/* Every mnemonic once in what is shown: the form, with the declarations
 * open and B20's question, correcting, at the end; the New Match dialog
 * with the teams or the four players */
static void
test_window_mnemonics (void)
{
  Pad pad = open_pad (1280, 800, BELOTE_SCHOOL_FAMILY, 301);
  const Deal first = { 0, BELOTE_HEARTS, "162", -1, -1, { 0 }, { 0 }, { 0 }, NO_CARRES, -1 };
  const Deal last = { 0, BELOTE_HEARTS, "162", -1, -1, { 0 }, { 0 }, { 0 }, NO_CARRES, -1 };
  BeloteNewMatchDialog *dialog;

  g_assert_cmpuint (assert_mnemonics_unique (GTK_WIDGET (pad.window), "the form"), >=, 8);
  gtk_expander_set_expanded (GTK_EXPANDER (control (pad.form, BELOTE_FORM_DECLARATIONS)), TRUE);
  set_sequences (pad.form, 0, BELOTE_FORM_TIERCE, 1);
  set_sequences (pad.form, 1, BELOTE_FORM_TIERCE, 1);
  g_assert_true (belote_deal_form_get_asks_best (pad.form));
  ui_test_wait_for_frame (GTK_WIDGET (pad.window));
  assert_mnemonics_unique (GTK_WIDGET (pad.window), "the form with declarations and B20's question");
  belote_deal_form_reset (pad.form);

  enter_ok (&pad, &first);
  gtk_widget_activate_action (GTK_WIDGET (pad.window), "win.correct", NULL);
  gtk_expander_set_expanded (GTK_EXPANDER (control (pad.form, BELOTE_FORM_DECLARATIONS)), TRUE);
  set_sequences (pad.form, 0, BELOTE_FORM_TIERCE, 1);
  set_sequences (pad.form, 1, BELOTE_FORM_TIERCE, 1);
  g_assert_true (belote_deal_form_get_asks_best (pad.form));
  ui_test_wait_for_frame (GTK_WIDGET (pad.window));
  assert_mnemonics_unique (GTK_WIDGET (pad.window), "the form correcting, B20's question asked");
  g_signal_emit_by_name (pad.form, "cancel");

  enter_ok (&pad, &last);
  g_assert_true (belote_match_is_over (pad_match (&pad)));
  ui_test_wait_for_frame (GTK_WIDGET (pad.window));
  g_assert_cmpstr (belote_window_get_end_text (pad.window), ==, "Us win the match!");
  assert_mnemonics_unique (GTK_WIDGET (pad.window), "the end");

  gtk_widget_activate_action (GTK_WIDGET (pad.window), "win.new-match", NULL);
  dialog = BELOTE_NEW_MATCH_DIALOG (belote_window_get_new_match_dialog (pad.window));
  g_assert_nonnull (dialog);
  ui_test_wait_until (window_mapped, dialog, 10000, "the New Match dialog to be mapped");
  assert_mnemonics_unique (GTK_WIDGET (dialog), "the New Match dialog");
  gtk_switch_set_active (GTK_SWITCH (ui_test_find_widget (GTK_WIDGET (dialog), GTK_TYPE_SWITCH)), TRUE);
  ui_test_wait_for_frame (GTK_WIDGET (dialog));
  assert_mnemonics_unique (GTK_WIDGET (dialog), "the New Match dialog with four players");
  /* on a phone: as wide as the screen, nothing wider */
  gtk_window_set_default_size (GTK_WINDOW (dialog), 360, 640);
  ui_test_wait_until (dialog_narrow, dialog, 10000, "the New Match dialog at 360 px");
  ui_test_wait_for_frame (GTK_WIDGET (dialog));
  ui_test_save_png (GTK_WIDGET (dialog), "belote-new-match-360");

  close_pad (&pad);
}

/* F1 (win.rules) opens Belote's rules, not Balut's, over the pad; a
 * second F1 shows the same window again */
static GtkWindow *
find_rules_window (void)
{
  GListModel *toplevels = gtk_window_get_toplevels ();

  for (guint i = 0; i < g_list_model_get_n_items (toplevels); i++)
    {
      g_autoptr(GtkWindow) window = g_list_model_get_item (toplevels, i);

      if (BALUT_IS_RULES_WINDOW (window))
        return window;
    }
  return NULL;
}

static void
test_window_rules (void)
{
  Pad pad = open_pad (1280, 800, BELOTE_SCHOOL_FAMILY, 501);
  GtkWindow *rules;
  BalutRulesGame game = BALUT_RULES_GAME_BALUT;

  g_assert_null (find_rules_window ());
  gtk_widget_activate_action (GTK_WIDGET (pad.window), "win.rules", NULL);
  rules = find_rules_window ();
  g_assert_nonnull (rules);
  g_object_get (rules, "game", &game, NULL);
  g_assert_cmpint (game, ==, BALUT_RULES_GAME_BELOTE);
  g_assert_true (gtk_window_get_transient_for (rules) == GTK_WINDOW (pad.window));
  gtk_widget_activate_action (GTK_WIDGET (pad.window), "win.rules", NULL);
  g_assert_true (find_rules_window () == rules);
  gtk_window_destroy (rules);
  close_pad (&pad);
}

/* New Match: the names, rules and target chosen make the match; a match
 * in play is given up only when the table says so */
static void
test_window_new_match (void)
{
  Pad pad = open_pad (1280, 800, BELOTE_SCHOOL_FAMILY, 501);
  const Deal deal = { 0, BELOTE_HEARTS, "100", -1, -1, { 0 }, { 0 }, { 0 }, NO_CARRES, -1 };
  BeloteMatch *before;
  BeloteNewMatchDialog *dialog;
  GtkWindow *question;
  BeloteMatch *match;

  enter_ok (&pad, &deal);
  before = pad_match (&pad);

  gtk_widget_activate_action (GTK_WIDGET (pad.window), "win.new-match", NULL);
  dialog = BELOTE_NEW_MATCH_DIALOG (belote_window_get_new_match_dialog (pad.window));
  gtk_switch_set_active (GTK_SWITCH (ui_test_find_widget (GTK_WIDGET (dialog), GTK_TYPE_SWITCH)), TRUE);
  gtk_editable_set_text (GTK_EDITABLE (belote_new_match_dialog_get_entry (dialog, 0, TRUE)), "  Ana ");
  gtk_editable_set_text (GTK_EDITABLE (belote_new_match_dialog_get_entry (dialog, 2, TRUE)), "Ben");
  gtk_editable_set_text (GTK_EDITABLE (belote_new_match_dialog_get_entry (dialog, 1, TRUE)), "Chloé");
  gtk_editable_set_text (GTK_EDITABLE (belote_new_match_dialog_get_entry (dialog, 3, TRUE)), "");
  g_signal_emit_by_name (ui_test_find_button (GTK_WIDGET (dialog), "Tournament"), "clicked");
  g_signal_emit_by_name (ui_test_find_button (GTK_WIDGET (dialog), "1000"), "clicked");

  /* Start: asked first, a match being in play; Cancel keeps it */
  g_signal_emit_by_name (ui_test_find_button (GTK_WIDGET (dialog), "Start"), "clicked");
  question = GTK_WINDOW (ui_test_find_toplevel (GTK_TYPE_MESSAGE_DIALOG));
  g_assert_nonnull (question);
  gtk_dialog_response (GTK_DIALOG (question), GTK_RESPONSE_CANCEL);
  g_assert_true (pad_match (&pad) == before);
  g_assert_nonnull (belote_window_get_new_match_dialog (pad.window));

  g_signal_emit_by_name (ui_test_find_button (GTK_WIDGET (dialog), "Start"), "clicked");
  question = GTK_WINDOW (ui_test_find_toplevel (GTK_TYPE_MESSAGE_DIALOG));
  gtk_dialog_response (GTK_DIALOG (question), GTK_RESPONSE_ACCEPT);
  g_assert_null (belote_window_get_new_match_dialog (pad.window));

  match = pad_match (&pad);
  g_assert_true (match != before);
  g_assert_cmpint (belote_match_get_mode (match), ==, BELOTE_MODE_PAD);
  g_assert_cmpint (belote_match_get_school (match), ==, BELOTE_SCHOOL_TOURNAMENT);
  g_assert_cmpint (belote_match_get_target (match), ==, 1000);
  g_assert_cmpstr (belote_match_get_player_name (match, 0), ==, "Ana");
  g_assert_cmpstr (belote_match_get_team_name (match, 0), ==, "Ana & Ben");
  g_assert_cmpstr (belote_match_get_team_name (match, 1), ==, "Chloé");
  /* B27: no declarations in the form */
  g_assert_false (gtk_widget_get_visible (control (pad.form, BELOTE_FORM_DECLARATIONS)));
  g_assert_cmpuint (belote_sheet_view_get_n_rows (pad.sheet), ==, 0);

  /* kept for the next match */
  {
    g_autoptr(GSettings) settings = ui_test_dup_settings ();
    g_autoptr(BeloteMatch) next = belote_new_match_from_settings (settings, 1);

    g_assert_cmpint (belote_match_get_school (next), ==, BELOTE_SCHOOL_TOURNAMENT);
    g_assert_cmpint (belote_match_get_target (next), ==, 1000);
    g_assert_cmpstr (belote_match_get_team_name (next, 0), ==, "Ana & Ben");
    g_settings_reset (settings, "belote-teams");
    g_settings_reset (settings, "belote-players");
    g_settings_reset (settings, "belote-name-players");
    g_settings_reset (settings, "belote-school");
    g_settings_reset (settings, "belote-target");
  }

  close_pad (&pad);
}

/* The history's Reopen (app.belote-open-record): the match recorded in a
 * window of its own, its sheet and who won, nothing to enter or undo;
 * Belote's window for the match in play is another */
static void
test_window_reopen (void)
{
  BalutApplication *app = ui_test_get_application ();
  g_autoptr(BeloteMatch) match = belote_match_new (BELOTE_MODE_PAD, BELOTE_SCHOOL_FAMILY, 301, 5, FALSE);
  g_autofree char *record = NULL;
  g_autoptr(GError) error = NULL;
  BelotePadEntry entry;
  BeloteWindow *window = NULL;
  BeloteSheetView *sheet;

  belote_match_set_team_name (match, 1, "Les Voisins");
  belote_pad_entry_init (&entry);
  entry.taker_team = 1;
  entry.taker_points = 162;
  for (guint i = 0; i < 2; i++)
    g_assert_true (belote_match_enter_deal (match, &entry, &error));
  g_assert_true (belote_match_is_over (match));
  record = belote_record_to_data (match, NULL);

  g_action_group_activate_action (G_ACTION_GROUP (app), "belote-open-record", g_variant_new_string (record));
  for (GList *l = gtk_application_get_windows (GTK_APPLICATION (app)); l != NULL; l = l->next)
    if (BELOTE_IS_WINDOW (l->data))
      window = l->data;
  g_assert_nonnull (window);
  g_assert_true (belote_window_get_recorded (window));
  ui_test_wait_until (window_mapped, window, 10000, "the reopened match's window");
  sheet = belote_window_get_sheet_view (window);
  g_assert_cmpuint (belote_sheet_view_get_n_rows (sheet), ==, 2);
  g_assert_cmpstr (belote_sheet_view_get_total_text (sheet, 1), ==, "324");
  g_assert_cmpstr (belote_window_get_end_text (window), ==, "Les Voisins win the match!");
  g_assert_cmpstr (gtk_window_get_title (GTK_WINDOW (window)), ==, "Us against Les Voisins");
  /* nothing entered, corrected or undone there, no new match */
  gtk_widget_activate_action (GTK_WIDGET (window), "win.new-match", NULL);
  gtk_widget_activate_action (GTK_WIDGET (window), "win.undo", NULL);
  gtk_widget_activate_action (GTK_WIDGET (window), "win.correct", NULL);
  g_assert_null (belote_window_get_new_match_dialog (window));
  g_assert_false (belote_deal_form_get_correcting (belote_window_get_deal_form (window)));
  g_assert_cmpuint (belote_match_get_n_deals (belote_window_get_match (window)), ==, 2);
  g_assert_false (gtk_list_box_row_get_activatable (GTK_LIST_BOX_ROW (belote_sheet_view_get_row (sheet, 1))));
  ui_test_wait_for_frame (GTK_WIDGET (window));
  ui_test_save_png (GTK_WIDGET (window), "belote-reopened");

  /* a record that does not load: said, and no window */
  {
    guint n_windows = g_list_length (gtk_application_get_windows (GTK_APPLICATION (app)));
    GtkWindow *error_dialog;

    g_action_group_activate_action (G_ACTION_GROUP (app), "belote-open-record",
                                    g_variant_new_string ("{ \"format\": \"belote-record\""));
    error_dialog = ui_test_find_toplevel (GTK_TYPE_MESSAGE_DIALOG);
    g_assert_nonnull (error_dialog);
    g_assert_cmpuint (g_list_length (gtk_application_get_windows (GTK_APPLICATION (app))), ==, n_windows);
    gtk_window_destroy (error_dialog);
  }

  close_toplevel (GTK_WIDGET (window));
}

/* ------------------------------------------------------- the paper */

static char *
pdf_text (const char *path)
{
  const char *argv[] = { "pdftotext", "-layout", path, "-", NULL };
  g_autoptr(GError) error = NULL;
  g_autofree char *err = NULL;
  char *out = NULL;
  int status = 0;

  if (!g_spawn_sync (NULL, (char **) argv, NULL, G_SPAWN_SEARCH_PATH, NULL, NULL, &out, &err, &status, &error))
    g_error ("could not run pdftotext (install poppler-utils): %s", error->message);
  if (!g_spawn_check_wait_status (status, &error))
    g_error ("pdftotext failed: %s\n%s", error->message, err);
  return out;
}

/* a dialog over the window: the print dialog, the file chooser */
static GtkWindow *
shown_dialog (void)
{
  GListModel *toplevels = gtk_window_get_toplevels ();

  for (guint i = 0; i < g_list_model_get_n_items (toplevels); i++)
    {
      g_autoptr(GtkWindow) w = g_list_model_get_item (toplevels, i);

      if (GTK_IS_DIALOG (w) && gtk_widget_get_visible (GTK_WIDGET (w)))
        return w;
    }
  return NULL;
}

static gboolean
dialog_shown (gpointer data)
{
  return shown_dialog () != NULL;
}

static gboolean
no_dialog_shown (gpointer data)
{
  return shown_dialog () == NULL;
}

/* The sheet of the match in the window, printed (to a PDF, without the
 * dialog) and exported as PDF and SVG, from the paper's one drawing:
 * its teams, its totals */
static void
test_window_paper (void)
{
  Pad pad = open_pad (1280, 800, BELOTE_SCHOOL_FAMILY, 501);
  const Deal deals[] = {
    { 0, BELOTE_HEARTS, "92", -1, 0, { 0 }, { 0 }, { 0 }, NO_CARRES, -1 },
    { 1, BELOTE_SPADES, "70", -1, -1, { 0 }, { 0 }, { 0 }, NO_CARRES, -1 },
  };
  g_autofree char *dir = g_dir_make_tmp ("belote-paper-XXXXXX", NULL);
  g_autofree char *printed = g_build_filename (dir, "printed.pdf", NULL);
  g_autofree char *exported = g_build_filename (dir, "exported.pdf", NULL);
  g_autofree char *svg = g_build_filename (dir, "exported.svg", NULL);
  g_autofree char *wrong = g_build_filename (dir, "exported.txt", NULL);
  g_autoptr(BeloteSheetDocument) document = NULL;
  g_autoptr(GError) error = NULL;

  belote_match_set_team_name (pad_match (&pad), 0, "Nous");
  belote_match_set_team_name (pad_match (&pad), 1, "Eux");
  for (guint i = 0; i < G_N_ELEMENTS (deals); i++)
    enter_ok (&pad, &deals[i]);
  g_assert_true (gtk_widget_is_sensitive (GTK_WIDGET (ui_test_find_button (GTK_WIDGET (pad.window), "Enter Deal"))));

  document = belote_sheet_document_new_for_match (pad_match (&pad));
  g_assert_cmpint (belote_print_sheet_run (GTK_WINDOW (pad.window), document, GTK_PRINT_OPERATION_ACTION_EXPORT,
                                           printed, &error), ==, GTK_PRINT_OPERATION_RESULT_APPLY);
  g_assert_no_error (error);
  g_assert_true (belote_export_sheet_to (document, exported, &error));
  g_assert_no_error (error);
  g_assert_true (belote_export_sheet_to (document, svg, &error));
  g_assert_no_error (error);
  g_assert_true (g_file_test (svg, G_FILE_TEST_IS_REGULAR));
  /* a name that is neither: refused, nothing written */
  g_assert_false (belote_export_sheet_to (document, wrong, &error));
  g_assert_error (error, BALUT_SHEET_ERROR, BALUT_SHEET_ERROR_FORMAT);
  g_assert_false (g_file_test (wrong, G_FILE_TEST_EXISTS));

  for (guint i = 0; i < 2; i++)
    {
      g_autofree char *text = pdf_text (i == 0 ? printed : exported);
      int totals[BELOTE_N_TEAMS];
      g_autofree char *us = NULL;
      g_autofree char *them = NULL;

      belote_match_get_totals (pad_match (&pad), totals);
      us = g_strdup_printf ("%d", totals[0]);
      them = g_strdup_printf ("%d", totals[1]);
      g_test_message ("%s:\n%s", i == 0 ? "printed" : "exported", text);
      g_assert_nonnull (strstr (text, "Nous"));
      g_assert_nonnull (strstr (text, "Eux"));
      g_assert_nonnull (strstr (text, us));
      g_assert_nonnull (strstr (text, them));
      g_assert_nonnull (strstr (text, "501"));
    }

  /* the menu's Print This Match opens the print dialog (Export Score
   * Sheet's file chooser is not opened here: GTK's file chooser leaks
   * what libcloudproviders allocates, which LeakSanitizer reports) */
  {
    static const struct { const char *action; const char *what; } items[] = {
      { "win.print-match", "the print dialog" },
    };

    for (guint i = 0; i < G_N_ELEMENTS (items); i++)
      {
        GtkWindow *dialog;

        gtk_widget_activate_action (GTK_WIDGET (pad.window), items[i].action, NULL);
        ui_test_wait_until (dialog_shown, NULL, 10000, items[i].what);
        dialog = shown_dialog ();
        g_test_message ("%s: %s", items[i].action, G_OBJECT_TYPE_NAME (dialog));
        gtk_dialog_response (GTK_DIALOG (dialog), GTK_RESPONSE_CANCEL);
        ui_test_wait_until (no_dialog_shown, NULL, 10000, "the dialog to close");
      }
  }

  balut_test_remove_tree (dir);
  close_pad (&pad);
}

/* ------------------------------------------------------- the looks */

static void
assert_inside (GtkWidget  *widget,
               GtkWidget  *window,
               const char *what)
{
  graphene_rect_t bounds;

  g_assert_true (gtk_widget_get_mapped (widget));
  g_assert_true (gtk_widget_compute_bounds (widget, window, &bounds));
  g_test_message ("%s: %.0f,%.0f %.0f×%.0f", what, bounds.origin.x, bounds.origin.y,
                  bounds.size.width, bounds.size.height);
  g_assert_cmpfloat (bounds.origin.x, >=, 0);
  g_assert_cmpfloat (bounds.origin.y, >=, 0);
  g_assert_cmpfloat (bounds.origin.x + bounds.size.width, <=, gtk_widget_get_width (window));
  g_assert_cmpfloat (bounds.origin.y + bounds.size.height, <=, gtk_widget_get_height (window));
}

typedef struct
{
  int         width;
  int         height;
  const char *style;    /* light, dark, high-contrast */
} Look;

/* The window at each size and style, mid-match, rendered; the form's
 * Enter Deal and the totals in the window; a narrow window's sheet
 * keeps a third of it */
static void
test_window_looks (gconstpointer data)
{
  const Look *look = data;
  GtkSettings *gtk_settings = gtk_settings_get_default ();
  g_autoptr(GSettings) settings = ui_test_dup_settings ();
  g_autofree char *theme = NULL;
  g_autofree char *name = NULL;
  Pad pad;
  const Deal deals[] = {
    { 0, BELOTE_HEARTS, "92", -1, 0, { 0 }, { 0 }, { 0 }, NO_CARRES, -1 },
    { 1, BELOTE_SPADES, "70", -1, -1, { 0 }, { 0 }, { 0 }, NO_CARRES, -1 },
    { 0, BELOTE_NO_SUIT, "81", -1, -1, { 0 }, { 0 }, { 0 }, NO_CARRES, -1 },
    { 1, BELOTE_CLUBS, "100", -1, -1, { 1, 1 }, { 0 }, { 0 }, NO_CARRES, 1 },
  };
  GtkWidget *enter;

  g_object_get (gtk_settings, "gtk-theme-name", &theme, NULL);
  g_object_set (gtk_settings, "gtk-enable-animations", FALSE, NULL);
  g_settings_set_string (settings, "color-scheme", g_str_equal (look->style, "dark") ? "dark" : "light");
  if (g_str_equal (look->style, "high-contrast"))
    g_object_set (gtk_settings, "gtk-theme-name", "HighContrast", NULL);

  pad = open_pad (look->width, look->height, BELOTE_SCHOOL_FAMILY, 501);
  belote_match_set_team_name (pad_match (&pad), 0, "Marie & Jean-Pierre");
  belote_match_set_team_name (pad_match (&pad), 1, "Les Voisins");
  for (guint i = 0; i < G_N_ELEMENTS (deals); i++)
    enter_ok (&pad, &deals[i]);
  /* the form as a table starts a deal; then with the points typed and
   * the declarations open (a frame for the layout, one for the sheet
   * scrolled to its last row) */
  ui_test_wait_for_frame (GTK_WIDGET (pad.window));
  ui_test_wait_for_frame (GTK_WIDGET (pad.window));
  name = g_strdup_printf ("belote-%dx%d-%s-start", look->width, look->height, look->style);
  ui_test_save_png (GTK_WIDGET (pad.window), name);
  g_clear_pointer (&name, g_free);
  set_points (pad.form, "82");
  set_sequences (pad.form, 0, BELOTE_FORM_TIERCE, 1);
  gtk_expander_set_expanded (GTK_EXPANDER (control (pad.form, BELOTE_FORM_DECLARATIONS)), TRUE);
  ui_test_wait_for_frame (GTK_WIDGET (pad.window));
  ui_test_wait_for_frame (GTK_WIDGET (pad.window));

  g_assert_cmpint (gtk_widget_get_width (GTK_WIDGET (pad.window)), <=, look->width);
  g_assert_cmpint (gtk_widget_get_width (GTK_WIDGET (pad.window)), >=, look->width - 20);
  g_assert_cmpint (gtk_widget_get_height (GTK_WIDGET (pad.window)), <=, look->height);
  g_assert_cmpint (belote_window_get_wide (pad.window), ==, look->width >= BELOTE_BOARD_WIDE_WIDTH);

  assert_inside (GTK_WIDGET (pad.sheet), GTK_WIDGET (pad.window), "the sheet");
  if (look->width < BELOTE_BOARD_WIDE_WIDTH)
    g_assert_cmpint (gtk_widget_get_height (GTK_WIDGET (pad.sheet)), >=, look->height / 3 - 60);
  enter = control (pad.form, BELOTE_FORM_COMMIT);
  /* the panel scrolls: Enter Deal in sight once scrolled to */
  {
    GtkWidget *scroller = gtk_widget_get_ancestor (enter, GTK_TYPE_SCROLLED_WINDOW);
    GtkAdjustment *adjustment = gtk_scrolled_window_get_vadjustment (GTK_SCROLLED_WINDOW (scroller));

    gtk_adjustment_set_value (adjustment, gtk_adjustment_get_upper (adjustment));
    ui_test_wait_for_frame (GTK_WIDGET (pad.window));
    assert_inside (scroller, GTK_WIDGET (pad.window), "the panel");
  }

  name = g_strdup_printf ("belote-%dx%d-%s", look->width, look->height, look->style);
  ui_test_save_png (GTK_WIDGET (pad.window), name);

  close_pad (&pad);
  g_object_set (gtk_settings, "gtk-theme-name", theme, NULL);
  g_settings_set_string (settings, "color-scheme", "system");
}

/* A played deal's row while it is bid: nobody took yet, and the row
 * says it is being played (not "Deal 1.  took.") */
static void
test_sheet_describe_while_bid (void)
{
  g_autoptr(BeloteMatch) match = belote_match_new (BELOTE_MODE_PLAY, BELOTE_SCHOOL_FAMILY, 501, 7, TRUE);
  g_autoptr(GError) error = NULL;
  g_autofree char *said = NULL;

  g_assert_true (belote_match_start_deal (match, NULL, &error));
  g_assert_no_error (error);
  said = belote_sheet_view_describe_deal (match, 0);
  g_assert_true (g_str_has_prefix (said, "Deal 1. Being played. "));
  g_assert_null (strstr (said, "took"));
}

int
main (int   argc,
      char *argv[])
{
  static const Look looks[] = {
    { 360, 640, "light" }, { 360, 640, "dark" }, { 360, 640, "high-contrast" },
    { 1280, 800, "light" }, { 1280, 800, "dark" }, { 1280, 800, "high-contrast" },
    { 1920, 1080, "light" },
  };

  ui_test_init (&argc, &argv);

  g_test_add_func ("/belote/ui/form/other-points-b28", test_form_other_points);
  g_test_add_func ("/belote/ui/form/entry-b16-b17-b21", test_form_entry);
  g_test_add_func ("/belote/ui/form/asks-best-b20", test_form_asks_best);
  g_test_add_func ("/belote/ui/form/tournament-b27", test_form_tournament);
  g_test_add_func ("/belote/ui/form/set-entry-b28", test_form_set_entry);
  g_test_add_func ("/belote/ui/sheet/describe-while-bid", test_sheet_describe_while_bid);
  g_test_add_func ("/belote/ui/window/whole-match-b22-b25", test_window_whole_match);
  g_test_add_func ("/belote/ui/window/refusals-b28", test_window_refusals);
  g_test_add_func ("/belote/ui/window/correct-undo-b28", test_window_correct_undo);
  g_test_add_func ("/belote/ui/window/mnemonics", test_window_mnemonics);
  g_test_add_func ("/belote/ui/window/new-match-b3-b27", test_window_new_match);
  g_test_add_func ("/belote/ui/window/reopen", test_window_reopen);
  g_test_add_func ("/belote/ui/window/rules-f1", test_window_rules);
  g_test_add_func ("/belote/ui/window/paper", test_window_paper);
  for (guint i = 0; i < G_N_ELEMENTS (looks); i++)
    {
      g_autofree char *path = g_strdup_printf ("/belote/ui/window/looks/%dx%d-%s", looks[i].width,
                                               looks[i].height, looks[i].style);

      g_test_add_data_func (path, &looks[i], test_window_looks);
    }

  return g_test_run ();
}
