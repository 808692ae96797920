/* test-belote-table.c — Belote's card table widget (issue 29)
 *
 * SPDX-FileCopyrightText: 2026 The Balut developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A BeloteTable alone in a window, showing a BeloteSession whose
 * computer seats play at once (pause 0): the person's hand of 5 during
 * the bidding (B5) and 8 once someone took (B9), sorted by suit with
 * the colours alternating as far as the suits allow and the trumps first
 * in their order (B11); the taker's chip; the cards that may not be
 * played dimmed (B12) and still chosen by a click; the keyboard across
 * the hand, the focus after a card played, the hint's card; the trick
 * in the middle, each card before its seat; whole deals animated, with
 * the bids, declarations (B19) and Belote (B21) in the seats' bubbles
 * and the last trick gathered; the animations end and the frame clock
 * stops; at 360 px (640, 480 and 400 high) the hand fits and overlaps no
 * other seat; the table at 360×640 (light, dark, high contrast),
 * 1280×800 (light; dark with four-colour suits) and 1920×1080
 * (screenshots belote-table-*.png).
 */

#include "config.h"

#include <math.h>
#include <string.h>

#include "belote-card-widget.h"
#include "belote-table.h"
#include "ui-test-utils.h"

#define WAIT_MS 60000   /* a wait no test on a quiet machine sees the end of */

typedef struct
{
  GtkWidget     *window;
  BeloteTable   *table;
  BeloteSession *session;
  BeloteMatch   *match;
  GArray        *chosen;   /* guint: the cards "card-chosen" gave */
} Table;

static void
card_chosen_cb (BeloteTable *table,
                guint        card,
                Table       *t)
{
  g_array_append_val (t->chosen, card);
}

/* A seed whose first dealer is West (B4): the person bids first (B6)
 * and leads the first trick (B10). */
static guint64
seed_with_dealer (guint dealer)
{
  for (guint64 seed = 1; seed < 1000; seed++)
    if (belote_first_dealer (seed) == dealer)
      return seed;
  g_assert_not_reached ();
  return 0;
}

static void
open_table (Table   *table,
            int      width,
            int      height,
            gboolean animations,
            guint64  seed)
{
  Table t = { 0 };
  g_autoptr(GError) error = NULL;

  g_object_set (gtk_settings_get_default (), "gtk-enable-animations", animations, NULL);

  t.session = belote_session_new (NULL);
  belote_session_set_computer_pause (t.session, 0);
  belote_session_set_computer_hold (t.session, 0);
  t.match = belote_match_new (BELOTE_MODE_PLAY, BELOTE_SCHOOL_FAMILY, 501, seed, TRUE);
  belote_match_set_player (t.match, 0, "Marie", FALSE, NULL);
  belote_match_set_player (t.match, 1, "Ernest", TRUE, "beginner");
  belote_match_set_player (t.match, 2, "Nathalie", TRUE, "strong");
  belote_match_set_player (t.match, 3, "Wolfgang-Amadeus", TRUE, "expert");

  t.chosen = g_array_new (FALSE, FALSE, sizeof (guint));
  t.table = BELOTE_TABLE (belote_table_new ());
  g_signal_connect (t.table, "card-chosen", G_CALLBACK (card_chosen_cb), table);
  belote_table_set_session (t.table, t.session);

  t.window = gtk_window_new ();
  gtk_window_set_default_size (GTK_WINDOW (t.window), width, height);
  gtk_window_set_decorated (GTK_WINDOW (t.window), FALSE);
  gtk_window_set_child (GTK_WINDOW (t.window), GTK_WIDGET (t.table));
  gtk_window_present (GTK_WINDOW (t.window));
  ui_test_wait_for_frame (t.window);

  *table = t;
  g_assert_true (belote_session_start_match (t.session, t.match, &error));
  g_assert_no_error (error);
}

static void
close_table (Table *t)
{
  g_object_ref (t->window);
  gtk_window_destroy (GTK_WINDOW (t->window));
  while (g_main_context_pending (NULL))
    g_main_context_iteration (NULL, FALSE);
  g_assert_finalize_object (t->window);
  g_assert_finalize_object (t->session);
  g_clear_object (&t->match);
  g_array_unref (t->chosen);
  g_object_set (gtk_settings_get_default (), "gtk-enable-animations", FALSE, NULL);
}

#define OPEN_TABLE(t, w, h, anim, seed) open_table (&(t), w, h, anim, seed)

static gboolean
person_turn (gpointer data)
{
  Table *t = data;

  return belote_session_is_person_turn (t->session) && !belote_table_is_animating (t->table);
}

static gboolean
person_turn_or_over (gpointer data)
{
  Table *t = data;

  return (belote_session_is_person_turn (t->session) || belote_match_get_current (t->match) == NULL)
         && !belote_table_is_animating (t->table);
}

static void
wait_person (Table *t)
{
  ui_test_wait_until (person_turn, t, WAIT_MS, "the person's turn");
  /* laid out as it is now */
  ui_test_wait_for_frame (t->window);
}

static const BeloteDeal *
current (Table *t)
{
  const BeloteDeal *deal = belote_match_get_current (t->match);

  g_assert_nonnull (deal);
  return deal;
}

/* The hand's cards as shown, left to right */
static guint
shown_hand (Table      *t,
            BeloteCard  out[BELOTE_N_CARDS])
{
  float x[BELOTE_N_CARDS];
  guint n = 0;

  for (BeloteCard c = 0; c < BELOTE_N_CARDS; c++)
    {
      GtkWidget *widget = belote_table_get_card_widget (t->table, c);
      graphene_rect_t bounds;

      if (widget == NULL || !gtk_widget_get_visible (widget))
        continue;
      g_assert_true (gtk_widget_compute_bounds (widget, GTK_WIDGET (t->table), &bounds));
      /* insertion by x */
      {
        guint i = n++;

        while (i > 0 && x[i - 1] > bounds.origin.x)
          {
            x[i] = x[i - 1];
            out[i] = out[i - 1];
            i--;
          }
        x[i] = bounds.origin.x;
        out[i] = c;
      }
    }
  return n;
}

static gboolean
is_red (BeloteSuit suit)
{
  return suit == BELOTE_HEARTS || suit == BELOTE_DIAMONDS;
}

/* the fewest neighbouring suits of one colour any order of @suits can
 * have, trump first when held (worked out here by trying every order) */
static guint
fewest_same_colour (guint      mask,
                    BeloteSuit trump)
{
  guint best = G_MAXUINT;

  for (guint a = 0; a < 4; a++)
    for (guint b = 0; b < 4; b++)
      for (guint c = 0; c < 4; c++)
        for (guint d = 0; d < 4; d++)
          {
            guint order[4] = { a, b, c, d };
            guint seen = 0, n = 0, cost = 0;
            BeloteSuit list[4];

            for (guint i = 0; i < 4; i++)
              if ((mask >> order[i]) & 1 && !((seen >> order[i]) & 1))
                {
                  seen |= 1u << order[i];
                  list[n++] = order[i];
                }
            if (seen != mask)
              continue;
            if (trump != BELOTE_NO_SUIT && (mask >> trump) & 1 && list[0] != trump)
              continue;
            for (guint i = 1; i < n; i++)
              cost += is_red (list[i]) == is_red (list[i - 1]);
            best = MIN (best, cost);
          }
  return best;
}

/* The hand is sorted: a suit's cards together, the strongest first
 * (B11), trumps at the left, the colours alternating as far as they can */
static void
assert_sorted (Table      *t,
               BeloteHand  hand,
               BeloteSuit  trump)
{
  BeloteCard shown[BELOTE_N_CARDS];
  guint n = shown_hand (t, shown);
  guint mask = 0, closed = 0, cost = 0;

  g_assert_cmpuint (n, ==, belote_hand_count (hand));
  for (guint i = 0; i < n; i++)
    {
      BeloteSuit suit = BELOTE_CARD_SUIT (shown[i]);

      g_assert_true (BELOTE_HAND_HAS (hand, shown[i]));
      mask |= 1u << suit;
      if (i == 0)
        continue;
      if (BELOTE_CARD_SUIT (shown[i - 1]) == suit)
        g_assert_cmpint (belote_card_strength (shown[i - 1], trump), >, belote_card_strength (shown[i], trump));
      else
        {
          /* a suit once left is never seen again */
          closed |= 1u << BELOTE_CARD_SUIT (shown[i - 1]);
          g_assert_false ((closed >> suit) & 1);
          cost += is_red (BELOTE_CARD_SUIT (shown[i - 1])) == is_red (suit);
        }
    }
  if (trump != BELOTE_NO_SUIT && (hand & BELOTE_SUIT_MASK (trump)) != 0)
    g_assert_cmpint (BELOTE_CARD_SUIT (shown[0]), ==, trump);
  g_assert_cmpuint (cost, ==, fewest_same_colour (mask, trump));
}

static gboolean
rects_overlap (const graphene_rect_t *a,
               const graphene_rect_t *b)
{
  graphene_rect_t i;

  /* touching edges (a pixel's rounding) do not count */
  return graphene_rect_intersection (a, b, &i) && i.size.width > 1 && i.size.height > 1;
}

static void
assert_inside_table (Table                 *t,
                     const graphene_rect_t *r,
                     const char            *what)
{
  int w = gtk_widget_get_width (GTK_WIDGET (t->table));
  int h = gtk_widget_get_height (GTK_WIDGET (t->table));

  if (r->origin.x < -0.5 || r->origin.y < -0.5 ||
      r->origin.x + r->size.width > w + 0.5 || r->origin.y + r->size.height > h + 0.5)
    g_error ("%s (%.0f,%.0f %.0f×%.0f) is not inside the table (%d×%d)", what,
             r->origin.x, r->origin.y, r->size.width, r->size.height, w, h);
}

/* The seats' plates (name, level, chips) */
static guint
find_plates (Table     *t,
             GtkWidget *plates[BELOTE_N_SEATS])
{
  guint n = 0;

  for (GtkWidget *child = gtk_widget_get_first_child (GTK_WIDGET (t->table)); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    if (gtk_widget_has_css_class (child, "belote-seat") && n < BELOTE_N_SEATS)
      plates[n++] = child;
  return n;
}

/* How many widgets with css_class are shown under root (the last found
 * in *found) */
static guint
count_shown (GtkWidget  *root,
             const char *css_class,
             GtkWidget **found)
{
  guint n = 0;

  if (!gtk_widget_get_visible (root))
    return 0;
  if (gtk_widget_has_css_class (root, css_class))
    {
      if (found != NULL)
        *found = root;
      n++;
    }
  for (GtkWidget *child = gtk_widget_get_first_child (root); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    n += count_shown (child, css_class, found);
  return n;
}

/* Nothing of the person's hand under another seat's name or cards, and
 * all of it in the table */
static void
assert_layout (Table *t)
{
  const BeloteDeal *deal = current (t);
  GtkWidget *plates[BELOTE_N_SEATS];
  guint n_plates = find_plates (t, plates);

  g_assert_cmpuint (n_plates, ==, BELOTE_N_SEATS);
  for (BeloteCard c = 0; c < BELOTE_N_CARDS; c++)
    {
      graphene_rect_t card;
      g_autofree char *name = belote_card_describe (c);

      if (!BELOTE_HAND_HAS (deal->hands[0], c))
        continue;
      g_assert_true (belote_table_get_card_bounds (t->table, c, &card));
      assert_inside_table (t, &card, name);

      for (guint p = 0; p < n_plates; p++)
        {
          graphene_rect_t plate;

          if (!gtk_widget_get_visible (plates[p]))
            continue;
          g_assert_true (gtk_widget_compute_bounds (plates[p], GTK_WIDGET (t->table), &plate));
          assert_inside_table (t, &plate, "a seat's name");
          if (rects_overlap (&card, &plate))
            g_error ("%s is over a seat's name", name);
        }
      for (guint s = 1; s < BELOTE_N_SEATS; s++)
        for (BeloteCard o = 0; o < BELOTE_N_CARDS; o++)
          {
            graphene_rect_t back;

            if (!BELOTE_HAND_HAS (deal->hands[s], o))
              continue;
            g_assert_true (belote_table_get_card_bounds (t->table, o, &back));
            assert_inside_table (t, &back, "a back");
            if (rects_overlap (&card, &back))
              g_error ("%s is over seat %u's cards", name, s);
          }
    }

  /* the trick's cards inside too, none on the hand */
  for (guint i = deal->n_played - deal->n_played % BELOTE_N_SEATS; i < deal->n_played; i++)
    {
      graphene_rect_t trick;

      g_assert_true (belote_table_get_card_bounds (t->table, deal->plays[i], &trick));
      assert_inside_table (t, &trick, "a card of the trick");
      for (BeloteCard c = 0; c < BELOTE_N_CARDS; c++)
        {
          graphene_rect_t card;

          if (BELOTE_HAND_HAS (deal->hands[0], c)
              && belote_table_get_card_bounds (t->table, c, &card))
            g_assert_false (rects_overlap (&card, &trick));
        }
    }
}

static void
bid (Table     *t,
     BeloteBid  bid)
{
  g_autoptr(GError) error = NULL;

  g_assert_true (belote_session_bid (t->session, bid, &error));
  g_assert_no_error (error);
}

static void
play (Table      *t,
      BeloteCard  card)
{
  g_autoptr(GError) error = NULL;

  g_assert_true (belote_session_play (t->session, card, NULL, 0, &error));
  g_assert_no_error (error);
}

static BeloteCard
first_legal (Table *t)
{
  BeloteHand legal = belote_deal_legal_cards (current (t));

  for (BeloteCard c = 0; c < BELOTE_N_CARDS; c++)
    if (BELOTE_HAND_HAS (legal, c))
      return c;
  g_assert_not_reached ();
  return BELOTE_NO_CARD;
}

/* Plays the first legal card until the person must follow with cards
 * that may not be played (B12); FALSE when the deal ends first */
static gboolean
play_until_restricted (Table *t)
{
  for (;;)
    {
      const BeloteDeal *deal;

      wait_person (t);
      deal = belote_match_get_current (t->match);
      if (deal == NULL || deal->phase != BELOTE_PHASE_PLAY)
        return FALSE;
      if (belote_deal_legal_cards (deal) != deal->hands[0])
        return TRUE;
      play (t, first_legal (t));
    }
}

/* ------------------------------------------------------------------ */

/* B5, B9, B11: 5 cards while bidding, 8 after, sorted; the taker's
 * chip with the trump */
static void
test_hand (void)
{
  Table t;
  const BeloteDeal *deal;
  BeloteSuit trump;
  GtkWidget *plates[BELOTE_N_SEATS];

  OPEN_TABLE (t, 1000, 720, FALSE, seed_with_dealer (3));
  wait_person (&t);
  deal = current (&t);
  g_assert_cmpint (deal->phase, ==, BELOTE_PHASE_BID_FIRST);
  g_assert_cmpuint (belote_hand_count (deal->hands[0]), ==, 5);
  assert_sorted (&t, deal->hands[0], BELOTE_NO_SUIT);
  /* the turned card on the stock */
  {
    graphene_rect_t turned;

    g_assert_true (belote_table_get_card_bounds (t.table, deal->turned, &turned));
    assert_inside_table (&t, &turned, "the turned card");
  }

  trump = BELOTE_CARD_SUIT (deal->turned);
  bid (&t, BELOTE_BID_TAKE);
  wait_person (&t);
  deal = current (&t);
  g_assert_cmpint (deal->phase, ==, BELOTE_PHASE_PLAY);
  g_assert_cmpint (deal->trump, ==, trump);
  g_assert_cmpuint (belote_hand_count (deal->hands[0]), ==, 8);
  assert_sorted (&t, deal->hands[0], trump);
  /* the turned card is in the person's hand now */
  g_assert_nonnull (belote_table_get_card_widget (t.table, deal->turned));

  /* "Takes ♥" by the person's name, all deal long; the dealer's mark by West's */
  g_assert_cmpuint (find_plates (&t, plates), ==, BELOTE_N_SEATS);
  {
    static const char * const symbols[] = { "♣", "♦", "♥", "♠" };
    static const char * const classes[] = { "clubs", "diamonds", "hearts", "spades" };
    GtkWidget *taker = NULL;
    guint n_takers = 0, n_dealers = 0;

    for (guint p = 0; p < BELOTE_N_SEATS; p++)
      {
        n_takers += count_shown (plates[p], "taker", &taker);
        n_dealers += count_shown (plates[p], "dealer", NULL);
        /* South's: the person took; West's: West deals */
        g_assert_cmpuint (count_shown (plates[p], "taker", NULL), ==, plates[p] == plates[3]);
        g_assert_cmpuint (count_shown (plates[p], "dealer", NULL), ==, plates[p] == plates[1]);
      }
    g_assert_cmpuint (n_takers, ==, 1);
    g_assert_cmpuint (n_dealers, ==, 1);
    g_assert_cmpstr (gtk_label_get_text (GTK_LABEL (gtk_widget_get_last_child (taker))), ==, symbols[trump]);
    g_assert_true (gtk_widget_has_css_class (gtk_widget_get_last_child (taker), classes[trump]));
  }

  close_table (&t);
}

/* B12: the cards that may not be played are dimmed, not insensitive: a
 * click still chooses them (the window says why) */
static void
test_dimmed (void)
{
  Table t;
  const BeloteDeal *deal;
  BeloteHand legal;
  guint n_dimmed = 0;

  OPEN_TABLE (t, 1000, 720, FALSE, seed_with_dealer (3));
  wait_person (&t);
  bid (&t, BELOTE_BID_TAKE);
  if (!play_until_restricted (&t))
    {
      g_test_skip ("the person could play any card all deal long");
      close_table (&t);
      return;
    }
  deal = current (&t);
  legal = belote_deal_legal_cards (deal);

  for (BeloteCard c = 0; c < BELOTE_N_CARDS; c++)
    {
      GtkWidget *widget = belote_table_get_card_widget (t.table, c);

      if (!BELOTE_HAND_HAS (deal->hands[0], c))
        {
          g_assert_null (widget);
          continue;
        }
      g_assert_nonnull (widget);
      g_assert_true (gtk_widget_get_sensitive (widget));
      g_assert_cmpint (belote_card_widget_get_dimmed (BELOTE_CARD_WIDGET (widget)), ==, !BELOTE_HAND_HAS (legal, c));
      if (BELOTE_HAND_HAS (legal, c))
        continue;
      n_dimmed++;
      /* chosen all the same */
      g_array_set_size (t.chosen, 0);
      gtk_widget_activate (widget);
      g_assert_cmpuint (t.chosen->len, ==, 1);
      g_assert_cmpuint (g_array_index (t.chosen, guint, 0), ==, c);
    }
  g_assert_cmpuint (n_dimmed, >, 0);
  /* the legal ones are raised above the others */
  {
    graphene_rect_t a, b;

    for (BeloteCard c = 0; c < BELOTE_N_CARDS; c++)
      for (BeloteCard d = 0; d < BELOTE_N_CARDS; d++)
        if (BELOTE_HAND_HAS (legal, c) && BELOTE_HAND_HAS (deal->hands[0] & ~legal, d))
          {
            g_assert_true (belote_table_get_card_bounds (t.table, c, &a));
            g_assert_true (belote_table_get_card_bounds (t.table, d, &b));
            g_assert_cmpfloat (a.origin.y, <, b.origin.y);
          }
  }

  /* the trick: each card before the seat that played it */
  {
    guint first = deal->n_played - deal->n_played % BELOTE_N_SEATS;
    graphene_rect_t r;
    float cx = gtk_widget_get_width (GTK_WIDGET (t.table)) / 2.f;

    g_assert_cmpuint (deal->n_played, >, first);
    for (guint i = first; i < deal->n_played; i++)
      {
        guint seat = (deal->trick_leader[i / BELOTE_N_SEATS] + i % BELOTE_N_SEATS) % BELOTE_N_SEATS;
        float x, y;

        g_assert_true (belote_table_get_card_bounds (t.table, deal->plays[i], &r));
        x = r.origin.x + r.size.width / 2;
        y = r.origin.y + r.size.height / 2;
        switch (seat)
          {
          case 1: g_assert_cmpfloat (x, >, cx + 10); break;
          case 2:
            {
              graphene_rect_t hand;

              g_assert_true (belote_table_get_card_bounds (t.table, first_legal (&t), &hand));
              g_assert_cmpfloat (fabsf (x - cx), <, 2);
              g_assert_cmpfloat (y, <, hand.origin.y);
              break;
            }
          case 3: g_assert_cmpfloat (x, <, cx - 10); break;
          default: g_assert_not_reached ();
          }
      }
  }
  assert_layout (&t);

  close_table (&t);
}

/* Left/Right/Home/End across the hand, Enter chooses the focused card */
static void
test_keyboard (void)
{
  Table t;
  BeloteCard shown[BELOTE_N_CARDS];
  guint n;
  GtkWidget *focus;

  OPEN_TABLE (t, 1000, 720, FALSE, seed_with_dealer (3));
  wait_person (&t);
  bid (&t, BELOTE_BID_TAKE);
  wait_person (&t);
  n = shown_hand (&t, shown);
  g_assert_cmpuint (n, ==, 8);

  /* the person leads: every card may be played, the first is focused */
  g_assert_true (belote_table_focus_hand (t.table));
  focus = gtk_root_get_focus (GTK_ROOT (t.window));
  g_assert_true (focus == belote_table_get_card_widget (t.table, shown[0]));

  for (guint i = 1; i < n; i++)
    {
      ui_test_press_key (focus, GDK_KEY_Right, 0);
      focus = gtk_root_get_focus (GTK_ROOT (t.window));
      g_assert_true (focus == belote_table_get_card_widget (t.table, shown[i]));
    }
  ui_test_press_key (focus, GDK_KEY_Home, 0);
  focus = gtk_root_get_focus (GTK_ROOT (t.window));
  g_assert_true (focus == belote_table_get_card_widget (t.table, shown[0]));
  ui_test_press_key (focus, GDK_KEY_End, 0);
  focus = gtk_root_get_focus (GTK_ROOT (t.window));
  g_assert_true (focus == belote_table_get_card_widget (t.table, shown[n - 1]));
  ui_test_press_key (focus, GDK_KEY_Left, 0);
  ui_test_press_key (gtk_root_get_focus (GTK_ROOT (t.window)), GDK_KEY_Left, 0);
  focus = gtk_root_get_focus (GTK_ROOT (t.window));
  g_assert_true (focus == belote_table_get_card_widget (t.table, shown[n - 3]));
  /* one card of the hand is a tab stop, the focused one */
  for (guint i = 0; i < n; i++)
    g_assert_cmpint (gtk_widget_get_focusable (belote_table_get_card_widget (t.table, shown[i])), ==, i == n - 3);

  g_array_set_size (t.chosen, 0);
  ui_test_press_key (focus, GDK_KEY_Return, 0);
  g_assert_cmpuint (t.chosen->len, ==, 1);
  g_assert_cmpuint (g_array_index (t.chosen, guint, 0), ==, shown[n - 3]);
  ui_test_press_key (focus, GDK_KEY_space, 0);
  g_assert_cmpuint (t.chosen->len, ==, 2);

  /* the hint's card, until the card is played */
  belote_table_set_hint_card (t.table, shown[1]);
  g_assert_true (belote_card_widget_get_hinted (BELOTE_CARD_WIDGET (belote_table_get_card_widget (t.table, shown[1]))));
  g_assert_true (gtk_widget_has_css_class (belote_table_get_card_widget (t.table, shown[1]), "hint"));

  /* played: the focus goes on to a card still held */
  play (&t, shown[n - 3]);
  g_assert_cmpuint (belote_table_get_hint_card (t.table), ==, BELOTE_NO_CARD);
  g_assert_false (belote_card_widget_get_hinted (BELOTE_CARD_WIDGET (belote_table_get_card_widget (t.table, shown[1]))));
  focus = gtk_root_get_focus (GTK_ROOT (t.window));
  g_assert_nonnull (focus);
  g_assert_true (BELOTE_IS_CARD_WIDGET (focus));
  g_assert_true (BELOTE_HAND_HAS (belote_match_get_current (t.match)->hands[0],
                                  belote_card_widget_get_card (BELOTE_CARD_WIDGET (focus))));
  /* the card that was right of it */
  g_assert_cmpuint (belote_card_widget_get_card (BELOTE_CARD_WIDGET (focus)), ==, shown[n - 2]);

  close_table (&t);
}

/* ------------------------------------------------- whole deals */

typedef struct
{
  Table      *t;
  BeloteDeal  last;
  gboolean    has_last;
  guint       n_belote;       /* Belote or Rebelote said (B21) */
  guint       n_declared;     /* declarations made (B19) */
  guint       n_bids;
} Watch;

static GtkWidget *
bubble (Table *t,
        guint  seat)
{
  guint n = 0;

  for (GtkWidget *child = gtk_widget_get_first_child (GTK_WIDGET (t->table)); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    if (gtk_widget_has_css_class (child, "belote-bubble") && n++ == seat)
      return child;
  g_assert_not_reached ();
  return NULL;
}

/* What a seat says is in its bubble at once (the table's handler ran
 * before this one) */
static void
watch_changed_cb (BeloteMatch *match,
                  Watch       *w)
{
  const BeloteDeal *deal = belote_match_get_current (match);

  if (deal == NULL)
    {
      w->has_last = FALSE;
      return;
    }
  if (w->has_last && memcmp (deal->deck, w->last.deck, sizeof deal->deck) == 0)
    {
      if (deal->belote_said > w->last.belote_said)
        {
          GtkWidget *label = bubble (w->t, belote_deal_belote_seat (deal));

          g_assert_true (gtk_widget_get_visible (label));
          g_assert_true (g_str_has_suffix (gtk_label_get_text (GTK_LABEL (label)),
                                           deal->belote_said == 1 ? "Belote" : "Rebelote"));
          w->n_belote++;
        }
      for (guint s = 0; s < BELOTE_N_SEATS; s++)
        if (deal->has_declared[s] && !w->last.has_declared[s] && deal->n_declared[s] > 0)
          {
            GtkWidget *label = bubble (w->t, s);
            g_autofree char *what = belote_announcement_describe (&deal->declared[s][0]);

            g_assert_true (gtk_widget_get_visible (label));
            g_assert_nonnull (strstr (gtk_label_get_text (GTK_LABEL (label)), what));
            w->n_declared++;
          }
      if (deal->n_bids > w->last.n_bids && (deal->phase == BELOTE_PHASE_BID_FIRST || deal->phase == BELOTE_PHASE_BID_SECOND))
        {
          guint seat = (deal->dealer + deal->n_bids) % BELOTE_N_SEATS;   /* the last bidder */
          BeloteBid said = deal->bids[deal->n_bids - 1];

          g_assert_true (gtk_widget_get_visible (bubble (w->t, seat)));
          if (said == BELOTE_BID_PASS)
            g_assert_cmpstr (gtk_label_get_text (GTK_LABEL (bubble (w->t, seat))), ==, "Pass");
          w->n_bids++;
        }
    }
  w->last = *deal;
  w->has_last = TRUE;
}

/* the deal over, its last trick gathered once held: nothing on the table */
static gboolean
deal_over (gpointer data)
{
  Table *t = data;

  if (belote_match_get_current (t->match) != NULL || belote_table_is_animating (t->table))
    return FALSE;
  for (BeloteCard c = 0; c < BELOTE_N_CARDS; c++)
    {
      graphene_rect_t r;

      if (belote_table_get_card_bounds (t->table, c, &r))
        return FALSE;
    }
  return TRUE;
}

/* Deals played to their end, animated: bids, declarations and Belote in
 * the bubbles, the last trick gathered, the next deal dealt; nothing
 * left on the table between deals */
static void
test_whole_deals (void)
{
  Table t;
  Watch w = { 0 };
  guint deals = 0;

  OPEN_TABLE (t, 1000, 720, TRUE, seed_with_dealer (3));
  w.t = &t;
  g_signal_connect (t.match, "changed", G_CALLBACK (watch_changed_cb), &w);
  /* hold the finished tricks a moment: the gathering is seen */
  belote_session_set_computer_hold (t.session, 150);

  while (deals < 4 && !belote_match_is_over (t.match))
    {
      g_autoptr(GError) error = NULL;

      for (;;)
        {
          const BeloteDeal *deal;

          ui_test_wait_until (person_turn_or_over, &t, WAIT_MS, "the person's turn or the deal's end");
          deal = belote_match_get_current (t.match);
          if (deal == NULL)
            break;
          if (deal->phase == BELOTE_PHASE_BID_FIRST)
            bid (&t, deal->n_bids < 4 && deals % 2 == 0 ? BELOTE_BID_TAKE : BELOTE_BID_PASS);
          else if (deal->phase == BELOTE_PHASE_BID_SECOND)
            bid (&t, BELOTE_BID_PASS);
          else
            {
              BeloteAnnouncement held[BELOTE_HAND_SIZE];
              guint n = deal->n_played < BELOTE_N_SEATS ? belote_hand_announcements (deal->dealt[0], held) : 0;

              g_assert_true (belote_session_play (t.session, first_legal (&t), held, n, &error));
              g_assert_no_error (error);
            }
        }
      ui_test_wait_until (deal_over, &t, WAIT_MS, "the last trick gathered");
      deals++;
      if (belote_match_is_over (t.match))
        break;
      g_assert_true (belote_session_next_deal (t.session, &error));
      g_assert_no_error (error);
      /* dealt on the table */
      g_assert_true (belote_table_is_animating (t.table));
    }
  g_test_message ("%u deals: %u bids, %u declarations, %u Belote/Rebelote seen", deals, w.n_bids, w.n_declared, w.n_belote);
  g_assert_cmpuint (w.n_bids, >, 0);
  g_signal_handlers_disconnect_by_func (t.match, watch_changed_cb, &w);
  close_table (&t);
}

/* ---------------------------------------------------- animations */

typedef struct
{
  guint  updates;
  guint  paints;
  gint64 last;
} FrameCount;

static void
count_cb (GdkFrameClock *clock,
          FrameCount    *count)
{
  count->updates++;
  count->last = g_get_monotonic_time ();
}

static void
paint_cb (GdkFrameClock *clock,
          FrameCount    *count)
{
  count->paints++;
  count->last = g_get_monotonic_time ();
}

static gboolean
clock_quiet (gpointer data)
{
  FrameCount *count = data;

  return g_get_monotonic_time () - count->last >= 300 * G_TIME_SPAN_MILLISECOND;
}

static gboolean
not_animating (gpointer data)
{
  return !belote_table_is_animating (BELOTE_TABLE (data));
}

static gboolean
no_bubbles (gpointer data)
{
  for (GtkWidget *child = gtk_widget_get_first_child (GTK_WIDGET (data)); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    if (gtk_widget_has_css_class (child, "belote-bubble") && gtk_widget_get_visible (child))
      return FALSE;
  return TRUE;
}

/* After the moves, nothing: no tick, no paint */
static void
assert_goes_quiet (Table      *t,
                   const char *what)
{
  GdkFrameClock *clock = gtk_widget_get_frame_clock (t->window);
  FrameCount idle = { 0, 0, g_get_monotonic_time () };
  gulong ids[2];
  double ms;

  ui_test_wait_until (not_animating, t->table, WAIT_MS, what);
  /* the bubbles go after a while (a timeout, not frames) */
  ui_test_wait_until (no_bubbles, t->table, WAIT_MS, "the bubbles to go");
  idle.last = g_get_monotonic_time ();
  ids[0] = g_signal_connect (clock, "update", G_CALLBACK (count_cb), &idle);
  ids[1] = g_signal_connect (clock, "after-paint", G_CALLBACK (paint_cb), &idle);
  ms = ui_test_wait_until (clock_quiet, &idle, WAIT_MS, "the frame clock to go quiet");
  g_test_message ("%s: quiet after %.0f ms", what, ms);
  idle.updates = idle.paints = 0;
  ui_test_run_for (250);
  g_assert_cmpuint (idle.updates, ==, 0);
  g_assert_cmpuint (idle.paints, ==, 0);
  g_assert_false (belote_table_is_animating (t->table));
  g_signal_handler_disconnect (clock, ids[0]);
  g_signal_handler_disconnect (clock, ids[1]);
}

/* The deal, the turned card taken, cards to the trick, the trick
 * gathered: each animated from the frame clock, then nothing */
static void
test_animations (void)
{
  Table t;
  GdkFrameClock *clock;
  FrameCount during = { 0 };
  gulong ids[2];
  BeloteCard card;

  OPEN_TABLE (t, 1000, 720, TRUE, seed_with_dealer (3));
  clock = gtk_widget_get_frame_clock (t.window);
  /* the deal flies from the dealer */
  g_assert_true (belote_table_is_animating (t.table));
  g_assert_false (belote_table_focus_hand (t.table));
  ids[0] = g_signal_connect (clock, "update", G_CALLBACK (count_cb), &during);
  ids[1] = g_signal_connect (clock, "after-paint", G_CALLBACK (paint_cb), &during);
  ui_test_wait_until (not_animating, t.table, WAIT_MS, "the deal to end");
  g_test_message ("the deal: %u frames", during.paints);
  g_assert_cmpuint (during.paints, >=, 3);
  g_signal_handler_disconnect (clock, ids[0]);
  g_signal_handler_disconnect (clock, ids[1]);
  assert_goes_quiet (&t, "the deal");
  /* the focus asked for while the hand was on its way: there once landed */
  g_assert_true (BELOTE_IS_CARD_WIDGET (gtk_root_get_focus (GTK_ROOT (t.window))));

  /* the person takes: the turned card and the rest of the deal fly */
  wait_person (&t);
  bid (&t, BELOTE_BID_TAKE);
  g_assert_true (belote_table_is_animating (t.table));
  assert_goes_quiet (&t, "the turned card taken");

  /* skipped: every card at its place at once */
  wait_person (&t);
  card = first_legal (&t);
  play (&t, card);
  g_assert_true (belote_table_is_animating (t.table));
  belote_table_skip_animations (t.table);
  wait_person (&t);
  assert_goes_quiet (&t, "a trick played and gathered");

  /* off: nothing moves */
  belote_table_set_animations (t.table, FALSE);
  play (&t, first_legal (&t));
  g_assert_false (belote_table_is_animating (t.table));
  belote_table_set_animations (t.table, TRUE);

  close_table (&t);
}

/* ------------------------------------------------------ the looks */

typedef struct
{
  int         width;
  int         height;
  const char *style;
} Look;

/* At each size and style, mid-deal and while bidding: the hand in the
 * table and over no other seat (screenshots) */
static void
test_looks (gconstpointer data)
{
  const Look *look = data;
  g_autoptr(GSettings) settings = ui_test_dup_settings ();
  g_autofree char *name = NULL;
  g_autofree char *theme = NULL;
  Table t;

  g_object_get (gtk_settings_get_default (), "gtk-theme-name", &theme, NULL);
  g_settings_set_string (settings, "color-scheme", g_str_equal (look->style, "dark") ? "dark" : "light");
  if (g_str_equal (look->style, "high-contrast"))
    g_object_set (gtk_settings_get_default (), "gtk-theme-name", "HighContrast", NULL);
  OPEN_TABLE (t, look->width, look->height, FALSE, seed_with_dealer (3));
  /* four-colour suits (the accessibility option) in the dark at 1280 */
  belote_table_set_four_colour (t.table, look->width > 1000 && g_str_equal (look->style, "dark"));
  wait_person (&t);
  g_assert_cmpint (gtk_widget_get_width (t.window), ==, look->width);

  name = g_strdup_printf ("belote-table-%dx%d-%s-bidding", look->width, look->height, look->style);
  ui_test_wait_for_frame (t.window);
  ui_test_save_png (t.window, name);
  g_clear_pointer (&name, g_free);

  bid (&t, BELOTE_BID_TAKE);
  play_until_restricted (&t);
  assert_layout (&t);
  ui_test_wait_for_frame (t.window);
  name = g_strdup_printf ("belote-table-%dx%d-%s", look->width, look->height, look->style);
  ui_test_save_png (t.window, name);

  close_table (&t);
  g_object_set (gtk_settings_get_default (), "gtk-theme-name", theme, NULL);
  g_settings_set_string (settings, "color-scheme", "system");
}

/* The hand of 8 at 360 px and lower heights: in the table, over no
 * other seat */
static void
test_narrow (void)
{
  const int heights[] = { 640, 480, 400 };

  for (guint i = 0; i < G_N_ELEMENTS (heights); i++)
    {
      Table t;

      OPEN_TABLE (t, 360, heights[i], FALSE, seed_with_dealer (3));
      wait_person (&t);
      bid (&t, BELOTE_BID_TAKE);
      wait_person (&t);
      g_assert_cmpint (gtk_widget_get_width (t.window), ==, 360);
      assert_layout (&t);
      play_until_restricted (&t);
      assert_layout (&t);
      if (heights[i] == 400)
        ui_test_save_png (t.window, "belote-table-360x400");
      close_table (&t);
    }
}

int
main (int   argc,
      char *argv[])
{
  static const Look looks[] = {
    { 360, 640, "light" }, { 360, 640, "dark" }, { 360, 640, "high-contrast" },
    { 1280, 800, "light" }, { 1280, 800, "dark" }, { 1920, 1080, "light" },
  };

  ui_test_init (&argc, &argv);

  g_test_add_func ("/belote/ui/table/hand-b5-b9-b11", test_hand);
  g_test_add_func ("/belote/ui/table/dimmed-b12", test_dimmed);
  g_test_add_func ("/belote/ui/table/keyboard", test_keyboard);
  g_test_add_func ("/belote/ui/table/animations", test_animations);
  g_test_add_func ("/belote/ui/table/whole-deals-b19-b21", test_whole_deals);
  g_test_add_func ("/belote/ui/table/narrow", test_narrow);
  for (guint i = 0; i < G_N_ELEMENTS (looks); i++)
    {
      g_autofree char *path = g_strdup_printf ("/belote/ui/table/looks/%dx%d-%s", looks[i].width,
                                               looks[i].height, looks[i].style);

      g_test_add_data_func (path, &looks[i], test_looks);
    }

  return g_test_run ();
}
