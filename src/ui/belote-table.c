/* belote-table.c — the card table: four seats, the person's hand, the
 * trick, the turned card, with the cards animated
 *
 * SPDX-FileCopyrightText: 2026 The Balut developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The table keeps no rule: it reads the deal in play (or the last one)
 * and shows it. Every card has a place on the table: nowhere (before the
 * deal, or gathered), the stock, the turned card, a seat's hand or the
 * trick before a seat. After every change of the match the table works
 * out where each card should be and moves those that are elsewhere: a
 * card flies from where it is drawn now to its new place (the deal from
 * the dealer, a card from its hand to the trick, the trick to its
 * winner, the turned card to the taker) and lands there; the session is
 * never waited for, and a card that moves again before it has landed
 * flies on from where it is. With animations off (the setting or the
 * desktop's reduced motion) cards are put in place at once.
 *
 * A finished trick stays in the middle for the session's computer hold
 * once its last card has landed, then goes to its winner; a card played
 * meanwhile gathers it at once.
 *
 * The person's hand (South, seat 0, B2) is made of BeloteCardWidgets:
 * one focusable at a time (Tab enters the hand there, the arrows move
 * along it), sorted by suit with the colours alternating where they can
 * and the trumps together at the left in their order (B11) once trump
 * is known. The other hands are card backs with their counts.
 *
 * Geometry: everything follows from the card width, the largest (in
 * steps of SIZE_STEP px, so that few sizes of textures are rendered)
 * for which the hand of 8, the trick with the side hands and the three
 * rows fit the allocation. At 360 px the hand overlaps to fit.
 */

#include "config.h"

#include <glib/gi18n.h>
#include <math.h>
#include <string.h>

#include "belote-card-textures.h"
#include "belote-card-widget.h"
#include "belote-player.h"
#include "belote-table.h"

#define MIN_CARD_WIDTH   34
#define MAX_CARD_WIDTH   180
#define SIZE_STEP        4
#define MARGIN           8
#define GAP              6
#define BACK_SCALE       0.55   /* the other hands' backs, in card widths */
#define HAND_STEP_MIN    0.36   /* the hand's overlap: what shows of a card */
#define HAND_STEP_MAX    0.62
#define LIFT             0.13   /* a card that may be played is raised, in card heights */
#define FAN_STEP_H       0.22   /* North's backs, in back widths */
#define FAN_STEP_V       0.13   /* West's and East's backs, in back heights */
#define TRICK_OX         0.75   /* the trick's cards before their seats, in card widths */
#define TRICK_OY         0.32   /* … and in card heights */
#define STOCK_OFFSET     0.36   /* the stock and the turned card apart, in card widths */

#define MAX_ASPECT       1.3    /* wider, the seats stay in the middle this wide for the height */
#define MIN_WIDTH        280
#define MIN_HEIGHT       300
#define NATURAL_WIDTH    720
#define NATURAL_HEIGHT   560

/* Animations (µs) */
#define FLIGHT_USEC      (320 * G_TIME_SPAN_MILLISECOND)
#define DEAL_USEC        (260 * G_TIME_SPAN_MILLISECOND)
#define GATHER_USEC      (360 * G_TIME_SPAN_MILLISECOND)
#define SETTLE_USEC      (200 * G_TIME_SPAN_MILLISECOND)
#define PLAY_GAP_USEC    (140 * G_TIME_SPAN_MILLISECOND)
#define CARD_GAP_USEC    (30 * G_TIME_SPAN_MILLISECOND)
#define PACKET_GAP_USEC  (110 * G_TIME_SPAN_MILLISECOND)

#define BUBBLE_MS        2200   /* a declaration, Belote, the bids once play starts */
#define DEFAULT_HOLD_MS  1200   /* without a session */
#define MIN_HOLD_MS      300    /* a finished trick seen once its cards have landed */

/* Places: where a card is on the table */
enum {
  PLACE_NONE,
  PLACE_STOCK,
  PLACE_TURNED,
  PLACE_HAND0,
  PLACE_TRICK0 = PLACE_HAND0 + BELOTE_N_SEATS,
};

#define PLACE_HAND(seat)   ((guint8) (PLACE_HAND0 + (seat)))
#define PLACE_TRICK(seat)  ((guint8) (PLACE_TRICK0 + (seat)))
#define IS_HAND(place)     ((place) >= PLACE_HAND0 && (place) < PLACE_TRICK0)
#define IS_TRICK(place)    ((place) >= PLACE_TRICK0 && (place) < PLACE_TRICK0 + BELOTE_N_SEATS)

/* Where and how a card is drawn: its centre, its width, face up or not */
typedef struct
{
  float    x;
  float    y;
  float    w;
  gboolean face;
} Pose;

typedef struct
{
  Pose     from;
  gint64   start;       /* monotonic µs */
  gint64   duration;
  guint8   to;          /* the place it lands in */
  gint8    to_seat;     /* PLACE_NONE: the seat it goes to (the trick's winner) */
  guint    active : 1;
} Flight;

typedef struct
{
  int   left;          /* where the seats' region starts in the table */
  int   width;         /* the region's width */
  int   height;
  int   cw, ch;        /* a face */
  int   bw, bh;        /* a back in the other hands */
  int   lift;
  int   hand_y;        /* top of a card of the hand that is not raised */
  int   north_y;       /* top of North's backs */
  int   side_y;        /* top of the box of West's and East's backs (8 cards) */
  int   side_h;        /* its height */
  int   cx, cy;        /* the middle of the trick */
} Layout;

struct _BeloteTable
{
  GtkWidget           parent_instance;

  BeloteSession      *session;
  BeloteMatch        *match;
  GSignalGroup       *session_signals;
  GSignalGroup       *match_signals;
  BeloteCardTextures *textures;

  GtkWidget          *cards[BELOTE_N_CARDS];
  GtkWidget          *plates[BELOTE_N_SEATS];
  GtkWidget          *names[BELOTE_N_SEATS];
  GtkWidget          *levels[BELOTE_N_SEATS];
  GtkWidget          *dealer_chips[BELOTE_N_SEATS];
  GtkWidget          *taker_chips[BELOTE_N_SEATS];
  GtkWidget          *taker_suits[BELOTE_N_SEATS];
  GtkWidget          *counts[BELOTE_N_SEATS];     /* the backs' badges; none for South */
  GtkWidget          *bubbles[BELOTE_N_SEATS];
  guint               bubble_ids[BELOTE_N_SEATS];

  /* the deal shown, as last read */
  gboolean            has_deal;
  guint               deal_number;
  BeloteDeal          deal;
  guint               n_gathered;                 /* tricks gone to their winners */
  guint8              target[BELOTE_N_CARDS];     /* where each card should be */
  guint8              shown[BELOTE_N_CARDS];      /* where it has landed */
  Flight              flights[BELOTE_N_CARDS];
  guint8              deck_pos[BELOTE_N_CARDS];
  gint64              last_start;

  /* the person's hand, in order */
  BeloteCard          order[BELOTE_N_CARDS];
  guint               n_order;
  BeloteHand          raised;
  BeloteCard          focus_card;
  BeloteCard          hint_card;

  /* the hand's cards move to their new places smoothly */
  float               card_x[BELOTE_N_CARDS];     /* last allocated */
  float               card_y[BELOTE_N_CARDS];
  float               settle_dx[BELOTE_N_CARDS];
  float               settle_dy[BELOTE_N_CARDS];
  gint64              settle_start[BELOTE_N_CARDS];
  BeloteHand          placed;                     /* allocated at least once */
  BeloteHand          settling;
  float               target_x[BELOTE_N_CARDS];   /* where the last allocation put it to rest */
  float               target_y[BELOTE_N_CARDS];
  int                 allocated_width;
  int                 allocated_height;

  Layout              layout;
  guint               hold_id;
  gint64              trick_done_at;              /* when the last trick's fourth card was played */
  guint               tick_id;

  guint               four_colour : 1;
  guint               animations : 1;
  guint               animating : 1;
  guint               focus_wanted : 1;   /* focus_hand () while the hand was on its way */
};

G_DEFINE_FINAL_TYPE (BeloteTable, belote_table, GTK_TYPE_WIDGET)

enum {
  PROP_0,
  PROP_SESSION,
  PROP_FOUR_COLOUR,
  PROP_ANIMATIONS,
  PROP_ANIMATING,
  N_PROPS
};

enum {
  CARD_CHOSEN,
  N_SIGNALS
};

static GParamSpec *properties[N_PROPS];
static guint signals[N_SIGNALS];

static const char * const suit_symbols[BELOTE_N_SUITS] = { "♣", "♦", "♥", "♠" };
static const char * const suit_classes[BELOTE_N_SUITS] = { "clubs", "diamonds", "hearts", "spades" };

static void sync_deal (BeloteTable *self, gboolean animate);
static void update_targets_and_fly (BeloteTable *self, gboolean animate);

static inline double
ease_in_out (double t)
{
  return t < 0.5 ? 4 * t * t * t : 1 - pow (-2 * t + 2, 3) / 2;
}

static inline double
ease_out_cubic (double t)
{
  return 1 - pow (1 - t, 3);
}

static gboolean
can_animate (BeloteTable *self)
{
  gboolean enabled = TRUE;

  if (!self->animations || !gtk_widget_get_mapped (GTK_WIDGET (self)))
    return FALSE;

  g_object_get (gtk_widget_get_settings (GTK_WIDGET (self)),
                "gtk-enable-animations", &enabled,
                NULL);
  return enabled;
}

static void
set_animating (BeloteTable *self,
               gboolean     animating)
{
  if (self->animating == !!animating)
    return;

  self->animating = !!animating;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_ANIMATING]);
}

static const BeloteDeal *
match_deal (BeloteTable *self,
            guint       *number)
{
  const BeloteDeal *deal;
  guint n;

  if (self->match == NULL || belote_match_get_mode (self->match) != BELOTE_MODE_PLAY)
    return NULL;
  n = belote_match_get_n_deals (self->match);
  if (n == 0)
    return NULL;
  deal = belote_match_get_current (self->match);
  if (deal == NULL)
    deal = belote_match_get_deal (self->match, n - 1);
  *number = n - 1;
  return deal;
}

static guint8
seat_of_play (const BeloteDeal *deal,
              guint             i)
{
  return (guint8) ((deal->trick_leader[i / BELOTE_N_SEATS] + i % BELOTE_N_SEATS) % BELOTE_N_SEATS);
}

static gboolean
person_to_play (BeloteTable *self)
{
  return self->has_deal && self->deal.phase == BELOTE_PHASE_PLAY &&
         belote_deal_to_move (&self->deal) == BELOTE_PERSON_SEAT;
}

/* ------------------------------------------------------------------ */
/* The hand's order                                                    */
/* ------------------------------------------------------------------ */

static gboolean
suit_is_red (BeloteSuit suit)
{
  return suit == BELOTE_HEARTS || suit == BELOTE_DIAMONDS;
}

/* The suits of @hand left to right: trumps first, then the others with
 * red and black alternating where they can (spades, hearts, clubs,
 * diamonds when all else is equal). */
static guint
suit_order (BeloteHand  hand,
            BeloteSuit  trump,
            BeloteSuit  out[BELOTE_N_SUITS])
{
  static const BeloteSuit preferred[BELOTE_N_SUITS] = { BELOTE_SPADES, BELOTE_HEARTS, BELOTE_CLUBS, BELOTE_DIAMONDS };
  BeloteSuit rest[BELOTE_N_SUITS];
  guint n_rest = 0, n = 0;
  guint best_cost = G_MAXUINT;
  BeloteSuit best[BELOTE_N_SUITS];
  /* every order of up to four suits: at most 24 */
  static const guint8 perms[24][4] = {
    {0,1,2,3},{0,1,3,2},{0,2,1,3},{0,2,3,1},{0,3,1,2},{0,3,2,1},
    {1,0,2,3},{1,0,3,2},{1,2,0,3},{1,2,3,0},{1,3,0,2},{1,3,2,0},
    {2,0,1,3},{2,0,3,1},{2,1,0,3},{2,1,3,0},{2,3,0,1},{2,3,1,0},
    {3,0,1,2},{3,0,2,1},{3,1,0,2},{3,1,2,0},{3,2,0,1},{3,2,1,0},
  };

  if (trump != BELOTE_NO_SUIT && (hand & BELOTE_SUIT_MASK (trump)) != 0)
    out[n++] = trump;
  for (guint i = 0; i < BELOTE_N_SUITS; i++)
    if (preferred[i] != trump && (hand & BELOTE_SUIT_MASK (preferred[i])) != 0)
      rest[n_rest++] = preferred[i];

  for (guint p = 0; p < G_N_ELEMENTS (perms); p++)
    {
      BeloteSuit try[BELOTE_N_SUITS];
      guint k = 0, cost = 0;
      gboolean valid = TRUE;

      for (guint i = 0; i < BELOTE_N_SUITS && valid; i++)
        {
          if (perms[p][i] >= n_rest)
            continue;
          try[k++] = rest[perms[p][i]];
        }
      if (k != n_rest)
        continue;
      for (guint i = 0; i < k; i++)
        {
          BeloteSuit before = i > 0 ? try[i - 1] : (n > 0 ? out[0] : BELOTE_NO_SUIT);

          if (before != BELOTE_NO_SUIT && suit_is_red (before) == suit_is_red (try[i]))
            cost++;
        }
      /* the first order found is the preferred one among equals */
      if (cost < best_cost)
        {
          best_cost = cost;
          memcpy (best, try, sizeof best);
        }
    }

  for (guint i = 0; i < n_rest; i++)
    out[n++] = best[i];
  return n;
}

static int
compare_strength (gconstpointer a,
                  gconstpointer b,
                  gpointer      user_data)
{
  BeloteSuit trump = GPOINTER_TO_INT (user_data);
  BeloteCard x = *(const BeloteCard *) a;
  BeloteCard y = *(const BeloteCard *) b;

  /* strongest first (B11) */
  return belote_card_strength (y, trump) - belote_card_strength (x, trump);
}

/* The person's hand as it should be shown: suits in suit_order (), in
 * each the strongest first (B11, with the trump order for trumps). */
static guint
sort_hand (BeloteHand  hand,
           BeloteSuit  trump,
           BeloteCard  out[BELOTE_N_CARDS])
{
  BeloteSuit suits[BELOTE_N_SUITS];
  guint n_suits = suit_order (hand, trump, suits);
  guint n = 0;

  for (guint s = 0; s < n_suits; s++)
    {
      guint first = n;

      for (BeloteCard c = 0; c < BELOTE_N_CARDS; c++)
        if (BELOTE_HAND_HAS (hand, c) && BELOTE_CARD_SUIT (c) == suits[s])
          out[n++] = c;
      g_qsort_with_data (out + first, n - first, sizeof (BeloteCard), compare_strength,
                         GINT_TO_POINTER (trump));
    }
  return n;
}

/* ------------------------------------------------------------------ */
/* Geometry                                                            */
/* ------------------------------------------------------------------ */

static int
fan_h_width (const Layout *l,
             guint         n)
{
  return n == 0 ? 0 : l->bw + (int) round ((n - 1) * l->bw * FAN_STEP_H);
}

static int
fan_v_height (const Layout *l,
              guint         n)
{
  return n == 0 ? 0 : l->bh + (int) round ((n - 1) * l->bh * FAN_STEP_V);
}

static int
plate_height (GtkWidget *plate,
              int        width)
{
  int nat = 0;

  gtk_widget_measure (plate, GTK_ORIENTATION_VERTICAL, width, NULL, &nat, NULL, NULL);
  return nat;
}

static int
plate_width (GtkWidget *plate,
             int        max)
{
  int min = 0, nat = 0;

  gtk_widget_measure (plate, GTK_ORIENTATION_HORIZONTAL, -1, &min, &nat, NULL, NULL);
  return MAX (min, MIN (nat, max));
}

static void
layout_for_size (Layout *l,
                 int     width,
                 int     height,
                 int     cw)
{
  memset (l, 0, sizeof *l);
  l->width = width;
  l->height = height;
  l->cw = cw;
  l->ch = belote_card_textures_height_for_width (cw);
  l->bw = MAX (16, (int) round (cw * BACK_SCALE));
  l->bh = belote_card_textures_height_for_width (l->bw);
  l->lift = (int) round (l->ch * LIFT);
}

/* Whether the table fits width × height with cards cw wide; fills @l. */
static gboolean
layout_fits (BeloteTable *self,
             Layout      *l,
             int          width,
             int          height,
             int          cw)
{
  int side_w, trick_w, trick_h, top_h, middle_h, bottom_h, plate_h;

  layout_for_size (l, width, height, cw);

  /* the hand of 8 across the width */
  if (cw + 7 * cw * HAND_STEP_MIN > width - 2 * MARGIN)
    return FALSE;

  /* West's backs, the trick, East's backs */
  side_w = l->bw;
  trick_w = (int) ceil (cw * (1 + 2 * TRICK_OX));
  if (2 * (MARGIN + side_w + GAP) + trick_w > width)
    return FALSE;

  plate_h = MAX (plate_height (self->plates[1], 100), plate_height (self->plates[3], 100));
  trick_h = (int) ceil (l->ch * (1 + 2 * TRICK_OY));
  top_h = MAX (l->bh, plate_height (self->plates[2], 120));
  middle_h = MAX (trick_h, fan_v_height (l, BELOTE_HAND_SIZE) + GAP + plate_h);
  bottom_h = plate_height (self->plates[0], 160) + l->lift + l->ch;

  return 2 * MARGIN + top_h + GAP + middle_h + GAP + bottom_h <= height;
}

static void
compute_layout (BeloteTable *self,
                int          width,
                int          height)
{
  Layout *l = &self->layout;
  int cw, top_h, bottom_h, plate_h, mid_top, mid_bottom;

  for (cw = MAX_CARD_WIDTH; cw > MIN_CARD_WIDTH; cw -= SIZE_STEP)
    if (layout_fits (self, l, width, height, cw))
      break;
  layout_for_size (l, width, height, MAX (cw, MIN_CARD_WIDTH));

  top_h = MAX (l->bh, plate_height (self->plates[2], 120));
  bottom_h = plate_height (self->plates[0], 160) + l->lift + l->ch;
  plate_h = MAX (plate_height (self->plates[1], 100), plate_height (self->plates[3], 100));

  l->north_y = MARGIN + (top_h - l->bh) / 2;
  l->hand_y = height - MARGIN - l->ch;
  mid_top = MARGIN + top_h + GAP;
  mid_bottom = height - MARGIN - bottom_h - GAP;
  l->cx = width / 2;
  l->cy = (mid_top + mid_bottom) / 2;
  l->side_h = fan_v_height (l, BELOTE_HAND_SIZE);
  l->side_y = l->cy - (l->side_h + GAP + plate_h) / 2;
  l->side_y = MAX (l->side_y, mid_top);
}

/* the person's hand: card i of n, its top left corner (not raised) */
static void
hand_slot (const Layout *l,
           guint         n,
           guint         i,
           float        *x,
           float        *y)
{
  double step = n > 1 ? MIN (l->cw * HAND_STEP_MAX, (l->width - 2.0 * MARGIN - l->cw) / (n - 1)) : 0;
  double total = l->cw + (n > 0 ? n - 1 : 0) * step;

  *x = (float) round ((l->width - total) / 2 + i * step);
  *y = l->hand_y;
}

/* a back of seat's hand: card i of n, its centre */
static void
fan_slot (const Layout *l,
          guint         seat,
          guint         n,
          guint         i,
          float        *x,
          float        *y)
{
  if (seat == 2)
    {
      float left = l->width / 2.f - fan_h_width (l, n) / 2.f;

      *x = left + (float) round (i * l->bw * FAN_STEP_H) + l->bw / 2.f;
      *y = l->north_y + l->bh / 2.f;
    }
  else
    {
      float top = l->side_y + (l->side_h - fan_v_height (l, n)) / 2.f;

      *x = seat == 3 ? MARGIN + l->bw / 2.f : l->width - MARGIN - l->bw / 2.f;
      *y = top + (float) round (i * l->bh * FAN_STEP_V) + l->bh / 2.f;
    }
}

static Pose
seat_pose (const Layout *l,
           guint         seat)
{
  Pose p = { 0, 0, l->bw, FALSE };

  switch (seat)
    {
    case 0:
      p.x = l->width / 2.f;
      p.y = l->hand_y + l->ch / 2.f;
      break;
    case 2:
      p.x = l->width / 2.f;
      p.y = l->north_y + l->bh / 2.f;
      break;
    default:
      fan_slot (l, seat, 1, 0, &p.x, &p.y);
      break;
    }
  return p;
}

/* Where the dealer holds the deck: before their hand, toward the middle */
static Pose
deck_pose (const Layout *l,
           guint         seat)
{
  Pose p = seat_pose (l, seat);

  switch (seat)
    {
    case 0: p.y = l->hand_y - l->lift - l->bh / 2.f - GAP; break;
    case 1: p.x -= l->bw + GAP; break;
    case 2: p.y += l->bh + GAP; break;
    default: p.x += l->bw + GAP; break;
    }
  return p;
}

static Pose
trick_pose (const Layout *l,
            guint         seat)
{
  static const int dx[BELOTE_N_SEATS] = { 0, 1, 0, -1 };
  static const int dy[BELOTE_N_SEATS] = { 1, 0, -1, 0 };
  Pose p = { l->cx + dx[seat] * l->cw * TRICK_OX, l->cy + dy[seat] * l->ch * TRICK_OY, l->cw, TRUE };

  return p;
}

static Pose
stock_pose (const Layout *l,
            gboolean      turned)
{
  Pose p = { l->cx + (turned ? 1 : -1) * l->cw * STOCK_OFFSET, l->cy, l->cw, turned };

  return p;
}

static guint
hand_index (BeloteTable *self,
            BeloteCard   card)
{
  for (guint i = 0; i < self->n_order; i++)
    if (self->order[i] == card)
      return i;
  return 0;
}

static gboolean
card_raised (BeloteTable *self,
             BeloteCard   card)
{
  return BELOTE_HAND_HAS (self->raised, card);
}

/* the cards of seat's hand by the order they were dealt: card's rank
 * among them, and how many */
static guint
fan_index (BeloteTable *self,
           guint         seat,
           BeloteCard    card,
           guint        *n)
{
  guint index = 0;

  *n = 0;
  for (BeloteCard c = 0; c < BELOTE_N_CARDS; c++)
    if (self->target[c] == PLACE_HAND (seat))
      {
        (*n)++;
        if (self->deck_pos[c] < self->deck_pos[card])
          index++;
      }
  return index;
}

/* Where a card in place is drawn */
static Pose
place_pose (BeloteTable *self,
            BeloteCard   card,
            guint8       place,
            gint8        seat)
{
  const Layout *l = &self->layout;
  Pose p = { 0, 0, l->cw, TRUE };

  if (place == PLACE_STOCK)
    return stock_pose (l, FALSE);
  if (place == PLACE_TURNED)
    return stock_pose (l, TRUE);
  if (IS_TRICK (place))
    return trick_pose (l, place - PLACE_TRICK0);
  if (place == PLACE_HAND (0))
    {
      float x, y;

      hand_slot (l, self->n_order, hand_index (self, card), &x, &y);
      p.x = x + l->cw / 2.f;
      p.y = y + l->ch / 2.f - (card_raised (self, card) ? l->lift : 0);
      return p;
    }
  if (IS_HAND (place))
    {
      guint n;
      guint i = fan_index (self, place - PLACE_HAND0, card, &n);

      fan_slot (l, place - PLACE_HAND0, n, i, &p.x, &p.y);
      p.w = l->bw;
      p.face = FALSE;
      return p;
    }

  /* gathered: to the seat, face down and small */
  p = seat_pose (l, seat >= 0 ? (guint) seat : 0);
  return p;
}

/* ------------------------------------------------------------------ */
/* Flights                                                             */
/* ------------------------------------------------------------------ */

static gboolean
is_running (BeloteTable *self)
{
  if (self->settling != 0)
    return TRUE;
  for (guint c = 0; c < BELOTE_N_CARDS; c++)
    if (self->flights[c].active)
      return TRUE;
  return FALSE;
}

/* A flight's pose at time now */
static Pose
flight_pose (BeloteTable *self,
             BeloteCard   card,
             gint64       now,
             double      *flip,
             double      *opacity)
{
  const Flight *f = &self->flights[card];
  Pose to = place_pose (self, card, f->to, f->to_seat);
  double t = CLAMP ((now - f->start) / (double) f->duration, 0, 1);
  double e = ease_in_out (t);
  Pose p;

  p.x = f->from.x + (to.x - f->from.x) * e;
  p.y = f->from.y + (to.y - f->from.y) * e;
  p.w = f->from.w + (to.w - f->from.w) * e;
  /* turned over half way: narrowed to nothing and opened again */
  p.face = f->from.face == to.face || t < 0.5 ? f->from.face : to.face;
  *flip = f->from.face == to.face ? 1 : fabs (1 - 2 * t);
  *opacity = f->to == PLACE_NONE && t > 0.6 ? 1 - (t - 0.6) / 0.4 : 1;
  return p;
}

static void
card_widget_show (BeloteTable *self,
                  BeloteCard   card,
                  gboolean     visible)
{
  GtkWidget *widget = self->cards[card];

  if (gtk_widget_get_visible (widget) == !!visible)
    return;

  gtk_widget_set_visible (widget, visible);
  if (!visible)
    self->placed &= ~BELOTE_HAND_CARD (card);
}

static void check_hold (BeloteTable *self);
static gboolean focus_card (BeloteTable *self, BeloteCard card);

/* the backs that have landed in seat's hand */
static guint
landed_count (BeloteTable *self,
              guint        seat)
{
  guint n = 0;

  for (BeloteCard c = 0; c < BELOTE_N_CARDS; c++)
    n += self->target[c] == PLACE_HAND (seat) && self->shown[c] == PLACE_HAND (seat) && !self->flights[c].active;
  return n;
}

/* the badges say how many backs are shown */
static void
update_counts (BeloteTable *self)
{
  for (guint s = 1; s < BELOTE_N_SEATS; s++)
    {
      guint n = self->has_deal ? landed_count (self, s) : 0;
      char text[16];

      g_snprintf (text, sizeof text, "%u", n);
      if (g_strcmp0 (gtk_label_get_text (GTK_LABEL (self->counts[s])), text) != 0)
        {
          g_autofree char *cards = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u card", "%u cards", n), n);

          gtk_label_set_text (GTK_LABEL (self->counts[s]), text);
          /* a number alone would be read out as a number */
          gtk_accessible_update_property (GTK_ACCESSIBLE (self->counts[s]),
                                          GTK_ACCESSIBLE_PROPERTY_LABEL, cards,
                                          -1);
        }
      gtk_widget_set_visible (self->counts[s], n > 0);
    }
}

static void
land (BeloteTable *self,
      BeloteCard   card)
{
  Flight *f = &self->flights[card];

  f->active = FALSE;
  self->shown[card] = f->to;
  if (f->to == PLACE_HAND (0) && self->target[card] == PLACE_HAND (0))
    {
      card_widget_show (self, card, TRUE);
      gtk_widget_queue_allocate (GTK_WIDGET (self));
      if (self->focus_wanted)
        {
          GtkRoot *root = gtk_widget_get_root (GTK_WIDGET (self));
          GtkWidget *focus = root != NULL ? gtk_root_get_focus (root) : NULL;

          /* unless the focus went somewhere else meanwhile */
          self->focus_wanted = FALSE;
          if (focus == NULL || focus == GTK_WIDGET (self) || gtk_widget_is_ancestor (focus, GTK_WIDGET (self)))
            belote_table_focus_hand (self);
        }
    }
}

static gboolean
tick_cb (GtkWidget     *widget,
         GdkFrameClock *frame_clock,
         gpointer       user_data)
{
  BeloteTable *self = BELOTE_TABLE (widget);
  gint64 now = gdk_frame_clock_get_frame_time (frame_clock);
  gboolean landed = FALSE;

  for (BeloteCard c = 0; c < BELOTE_N_CARDS; c++)
    if (self->flights[c].active && now >= self->flights[c].start + self->flights[c].duration)
      {
        land (self, c);
        landed = TRUE;
      }

  for (BeloteCard c = 0; c < BELOTE_N_CARDS; c++)
    if (BELOTE_HAND_HAS (self->settling, c))
      {
        if (self->settle_start[c] < 0)
          self->settle_start[c] = now;
        if (now - self->settle_start[c] >= SETTLE_USEC)
          self->settling &= ~BELOTE_HAND_CARD (c);
      }
  if (landed)
    update_counts (self);
  if (self->settling != 0 || landed)
    gtk_widget_queue_allocate (widget);
  gtk_widget_queue_draw (widget);

  if (landed)
    check_hold (self);

  if (is_running (self))
    return G_SOURCE_CONTINUE;

  self->tick_id = 0;
  set_animating (self, FALSE);
  return G_SOURCE_REMOVE;
}

static void
update_ticking (BeloteTable *self)
{
  if (is_running (self))
    {
      if (self->tick_id == 0)
        self->tick_id = gtk_widget_add_tick_callback (GTK_WIDGET (self), tick_cb, NULL, NULL);
      set_animating (self, TRUE);
    }
  else
    {
      if (self->tick_id != 0)
        gtk_widget_remove_tick_callback (GTK_WIDGET (self), self->tick_id);
      self->tick_id = 0;
      set_animating (self, FALSE);
    }
}

/* Every card where it goes, at once */
static void
finish_animations (BeloteTable *self)
{
  gboolean any = FALSE;

  for (BeloteCard c = 0; c < BELOTE_N_CARDS; c++)
    if (self->flights[c].active)
      {
        land (self, c);
        any = TRUE;
      }
  self->settling = 0;
  update_counts (self);
  update_ticking (self);
  gtk_widget_queue_allocate (GTK_WIDGET (self));
  gtk_widget_queue_draw (GTK_WIDGET (self));
  if (any)
    check_hold (self);
}

/* ------------------------------------------------------------------ */
/* The trick's hold and its gathering                                  */
/* ------------------------------------------------------------------ */

static guint
complete_tricks (BeloteTable *self)
{
  if (!self->has_deal || (self->deal.phase != BELOTE_PHASE_PLAY && self->deal.phase != BELOTE_PHASE_DONE))
    return 0;
  return self->deal.n_played / BELOTE_N_SEATS;
}

static void
cancel_hold (BeloteTable *self)
{
  g_clear_handle_id (&self->hold_id, g_source_remove);
}

static void
gather (BeloteTable *self)
{
  cancel_hold (self);
  if (complete_tricks (self) <= self->n_gathered)
    return;
  self->n_gathered = complete_tricks (self);
  update_targets_and_fly (self, can_animate (self));
}

static gboolean
hold_done_cb (gpointer user_data)
{
  BeloteTable *self = user_data;

  self->hold_id = 0;
  gather (self);
  return G_SOURCE_REMOVE;
}

/* A finished trick, all its cards landed: it stays for the hold */
static void
check_hold (BeloteTable *self)
{
  guint trick = complete_tricks (self);
  guint hold;

  if (self->hold_id != 0 || trick == 0 || trick <= self->n_gathered)
    return;

  for (guint i = (trick - 1) * BELOTE_N_SEATS; i < trick * BELOTE_N_SEATS; i++)
    {
      BeloteCard c = self->deal.plays[i];

      if (self->flights[c].active || !IS_TRICK (self->shown[c]))
        return;
    }

  /* counted from the fourth card, as the session counts it before the
   * next lead; seen for a moment at least once landed */
  hold = self->session != NULL ? belote_session_get_computer_hold (self->session) : DEFAULT_HOLD_MS;
  if (self->trick_done_at > 0)
    {
      gint64 elapsed = (g_get_monotonic_time () - self->trick_done_at) / G_TIME_SPAN_MILLISECOND;

      hold = (guint) CLAMP ((gint64) hold - elapsed, MIN (hold, MIN_HOLD_MS), (gint64) hold);
    }
  self->hold_id = g_timeout_add (hold, hold_done_cb, self);
  g_source_set_name_by_id (self->hold_id, "[balut] trick hold");
}

/* ------------------------------------------------------------------ */
/* Seats, bubbles, accessibility                                       */
/* ------------------------------------------------------------------ */

static const char *
seat_role (guint seat)
{
  switch (seat)
    {
    case 0: return _("South, you");
    case 1: return _("East, opponent");
    case 2: return _("North, your partner");
    case 3: return _("West, opponent");
    default: g_return_val_if_reached ("");
    }
}

/* A seat's name when its player has none */
static const char *
seat_name (guint seat)
{
  switch (seat)
    {
    case 0: return C_("seat", "You");
    case 1: return C_("seat", "East");
    case 2: return C_("seat", "North");
    case 3: return C_("seat", "West");
    default: g_return_val_if_reached ("");
    }
}

static void
hide_bubble (BeloteTable *self,
             guint        seat)
{
  g_clear_handle_id (&self->bubble_ids[seat], g_source_remove);
  gtk_widget_set_visible (self->bubbles[seat], FALSE);
}

static gboolean
bubble_timeout_cb (gpointer user_data)
{
  BeloteTable *self = g_object_get_data (user_data, "belote-table");
  guint seat = GPOINTER_TO_UINT (g_object_get_data (user_data, "belote-seat"));

  self->bubble_ids[seat] = 0;
  gtk_widget_set_visible (self->bubbles[seat], FALSE);
  return G_SOURCE_REMOVE;
}

/* Shows text by seat; for ms milliseconds, or until changed when 0.
 * suit: the bubble says a suit's symbol (its colour from the style) */
static void
show_bubble (BeloteTable *self,
             guint        seat,
             const char  *text,
             const char  *accessible,
             BeloteSuit   suit,
             guint        ms)
{
  GtkWidget *bubble = self->bubbles[seat];

  g_clear_handle_id (&self->bubble_ids[seat], g_source_remove);
  gtk_label_set_text (GTK_LABEL (bubble), text);
  for (guint s = 0; s < BELOTE_N_SUITS; s++)
    gtk_widget_remove_css_class (bubble, suit_classes[s]);
  gtk_widget_remove_css_class (bubble, "suit");
  if (suit != BELOTE_NO_SUIT)
    {
      gtk_widget_add_css_class (bubble, "suit");
      gtk_widget_add_css_class (bubble, suit_classes[suit]);
    }
  gtk_accessible_update_property (GTK_ACCESSIBLE (bubble),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, accessible != NULL ? accessible : text,
                                  -1);
  gtk_widget_set_visible (bubble, TRUE);
  if (ms > 0)
    {
      self->bubble_ids[seat] = g_timeout_add (ms, bubble_timeout_cb, bubble);
      g_source_set_name_by_id (self->bubble_ids[seat], "[balut] table bubble");
    }
}

/* a bid as said at the table (B6, B7) */
static void
show_bid (BeloteTable *self,
          guint        seat,
          BeloteBid    bid,
          guint        ms)
{
  if (bid == BELOTE_BID_PASS)
    /* Translators: a player's bid, said in a bubble by the seat */
    show_bubble (self, seat, C_("bid", "Pass"), NULL, BELOTE_NO_SUIT, ms);
  else if (bid == BELOTE_BID_TAKE)
    /* Translators: a player's bid (takes the turned card's suit), said
     * in a bubble by the seat */
    show_bubble (self, seat, C_("bid", "Take"), NULL, BELOTE_NO_SUIT, ms);
  else if (bid >= 0 && bid < BELOTE_N_SUITS)
    show_bubble (self, seat, suit_symbols[bid], belote_suit_name ((BeloteSuit) bid), (BeloteSuit) bid, ms);
}

/* Each seat's last bid while the bidding goes on; for ms after it when
 * ms > 0 */
static void
show_bids (BeloteTable      *self,
           const BeloteDeal *deal,
           guint             ms)
{
  BeloteBid last[BELOTE_N_SEATS] = { 0 };
  gboolean said[BELOTE_N_SEATS] = { FALSE };

  for (guint i = 0; i < deal->n_bids; i++)
    {
      guint seat = (deal->dealer + 1 + i) % BELOTE_N_SEATS;

      last[seat] = deal->bids[i];
      said[seat] = TRUE;
    }
  for (guint s = 0; s < BELOTE_N_SEATS; s++)
    if (said[s])
      show_bid (self, s, last[s], ms);
    else
      hide_bubble (self, s);
}

static void
update_seats (BeloteTable *self)
{
  const BeloteDeal *deal = self->has_deal ? &self->deal : NULL;

  for (guint s = 0; s < BELOTE_N_SEATS; s++)
    {
      const char *name = self->match != NULL ? belote_match_get_player_name (self->match, s) : NULL;
      const char *level_text = self->match != NULL ? belote_match_get_player_level (self->match, s) : NULL;
      gboolean computer = self->match != NULL && belote_match_get_player_computer (self->match, s);
      const char *level = NULL;
      BeloteLevel parsed;
      gboolean dealer = deal != NULL && deal->dealer == s;
      gboolean taker = deal != NULL && deal->taker == (gint8) s && deal->trump != BELOTE_NO_SUIT;
      gboolean to_move = deal != NULL && belote_deal_to_move (deal) == (gint8) s;
      guint count = deal != NULL ? belote_hand_count (deal->hands[s]) : 0;
      g_autofree char *label = NULL;
      g_autoptr(GString) description = g_string_new (NULL);

      if (computer && level_text != NULL && belote_level_parse (level_text, &parsed))
        level = belote_level_name (parsed);
      if (name == NULL || *name == '\0')
        name = seat_name (s);

      gtk_label_set_text (GTK_LABEL (self->names[s]), name);
      gtk_label_set_text (GTK_LABEL (self->levels[s]), level != NULL ? level : "");
      gtk_widget_set_visible (self->levels[s], level != NULL);
      gtk_widget_set_visible (self->dealer_chips[s], dealer);
      if (to_move)
        gtk_widget_add_css_class (self->plates[s], "to-move");
      else
        gtk_widget_remove_css_class (self->plates[s], "to-move");
      gtk_widget_set_visible (self->taker_chips[s], taker);
      if (taker)
        {
          g_autofree char *takes = NULL;

          gtk_label_set_text (GTK_LABEL (self->taker_suits[s]), suit_symbols[deal->trump]);
          for (guint k = 0; k < BELOTE_N_SUITS; k++)
            gtk_widget_remove_css_class (self->taker_suits[s], suit_classes[k]);
          gtk_widget_add_css_class (self->taker_suits[s], suit_classes[deal->trump]);
          /* Translators: the taker's chip for a screen reader; %s is the
           * trump suit, "hearts" */
          takes = g_strdup_printf (_("Takes %s"), belote_suit_name (deal->trump));
          gtk_accessible_update_property (GTK_ACCESSIBLE (self->taker_chips[s]),
                                          GTK_ACCESSIBLE_PROPERTY_LABEL, takes,
                                          -1);
        }

      /* Translators: a seat's accessible name: "North, your partner: Ana,
       * Expert"; the player's name is left out when it is only the seat's */
      if (name == seat_name (s))
        label = level != NULL ? g_strdup_printf (_("%s: %s"), seat_role (s), level) : g_strdup (seat_role (s));
      else
        label = level != NULL ? g_strdup_printf (_("%s: %s, %s"), seat_role (s), name, level)
                              : g_strdup_printf (_("%s: %s"), seat_role (s), name);
      if (deal != NULL)
        /* Translators: how many cards a seat holds */
        g_string_append_printf (description, g_dngettext (GETTEXT_PACKAGE, "%u card", "%u cards", count), count);
      if (dealer)
        {
          if (description->len > 0)
            g_string_append (description, _(", "));
          g_string_append (description, _("deals"));
        }
      if (taker)
        {
          if (description->len > 0)
            g_string_append (description, _(", "));
          /* Translators: %s is the trump suit, "hearts" */
          g_string_append_printf (description, _("takes %s"), belote_suit_name (deal->trump));
        }
      if (to_move)
        {
          if (description->len > 0)
            g_string_append (description, _(", "));
          /* Translators: in a seat's description: the seat is to bid or play */
          g_string_append (description, _("to play"));
        }
      gtk_accessible_update_property (GTK_ACCESSIBLE (self->plates[s]),
                                      GTK_ACCESSIBLE_PROPERTY_LABEL, label,
                                      GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, description->str,
                                      -1);
      gtk_widget_set_visible (self->plates[s], self->match != NULL);
    }
}

/* The table's description: the turned card, or the trick as it is */
static void
update_table_description (BeloteTable *self)
{
  g_autoptr(GString) text = g_string_new (NULL);
  const BeloteDeal *deal = &self->deal;

  if (!self->has_deal)
    ;
  else if (deal->phase == BELOTE_PHASE_BID_FIRST || deal->phase == BELOTE_PHASE_BID_SECOND)
    {
      g_autofree char *turned = belote_card_describe (deal->turned);

      /* Translators: the table's description while the players bid */
      g_string_printf (text, _("Turned card: %s"), turned);
    }
  else if (deal->phase == BELOTE_PHASE_VOID)
    g_string_assign (text, _("Everybody passed: the cards are dealt again"));
  else if (deal->n_played == 0)
    g_string_assign (text, _("No card played yet"));
  else
    {
      guint n = deal->n_played % BELOTE_N_SEATS == 0 ? BELOTE_N_SEATS : deal->n_played % BELOTE_N_SEATS;
      guint first = deal->n_played - n;

      /* Translators: the table's description; %u is the trick's number, 1–8 */
      g_string_printf (text, _("Trick %u:"), first / BELOTE_N_SEATS + 1);
      for (guint i = first; i < deal->n_played; i++)
        {
          g_autofree char *card = belote_card_describe (deal->plays[i]);
          const char *name = self->match != NULL ? belote_match_get_player_name (self->match, seat_of_play (deal, i)) : NULL;

          if (name == NULL || *name == '\0')
            name = seat_name (seat_of_play (deal, i));
          /* Translators: a card of the trick: "Ana: Jack of hearts" */
          g_string_append_printf (text, i == first ? _(" %s: %s") : _("; %s: %s"), name, card);
        }
    }

  gtk_accessible_update_property (GTK_ACCESSIBLE (self),
                                  GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, text->str,
                                  -1);
}

/* ------------------------------------------------------------------ */
/* Following the deal                                                  */
/* ------------------------------------------------------------------ */

static void
compute_targets (BeloteTable *self,
                 guint8       target[BELOTE_N_CARDS],
                 gint8        seat_of[BELOTE_N_CARDS])
{
  const BeloteDeal *deal = &self->deal;

  memset (target, PLACE_NONE, BELOTE_N_CARDS);
  memset (seat_of, deal->dealer, BELOTE_N_CARDS);
  if (!self->has_deal || deal->phase == BELOTE_PHASE_VOID)
    return;

  for (guint s = 0; s < BELOTE_N_SEATS; s++)
    for (BeloteCard c = 0; c < BELOTE_N_CARDS; c++)
      if (BELOTE_HAND_HAS (deal->hands[s], c))
        target[c] = PLACE_HAND (s);

  if (deal->phase == BELOTE_PHASE_BID_FIRST || deal->phase == BELOTE_PHASE_BID_SECOND)
    {
      target[deal->turned] = PLACE_TURNED;
      for (guint i = 21; i < BELOTE_N_CARDS; i++)
        target[deal->deck[i]] = PLACE_STOCK;
      return;
    }

  for (guint i = 0; i < deal->n_played; i++)
    {
      BeloteCard c = deal->plays[i];
      guint trick = i / BELOTE_N_SEATS;

      if (trick >= self->n_gathered)
        target[c] = PLACE_TRICK (seat_of_play (deal, i));
      else
        seat_of[c] = deal->trick_winner[trick] >= 0 ? deal->trick_winner[trick] : deal->dealer;
    }
}

static void
update_hand (BeloteTable *self)
{
  BeloteHand hand = 0;
  BeloteHand legal = 0;
  gboolean playing = person_to_play (self);
  GtkRoot *root = gtk_widget_get_root (GTK_WIDGET (self));
  GtkWidget *focus = root != NULL ? gtk_root_get_focus (root) : NULL;
  BeloteCard focused = BELOTE_NO_CARD;
  guint focused_index = 0;
  GtkWidget *before;

  for (BeloteCard c = 0; c < BELOTE_N_CARDS; c++)
    if (self->target[c] == PLACE_HAND (0))
      hand |= BELOTE_HAND_CARD (c);

  if (focus != NULL && BELOTE_IS_CARD_WIDGET (focus) && gtk_widget_get_parent (focus) == GTK_WIDGET (self))
    {
      focused = belote_card_widget_get_card (BELOTE_CARD_WIDGET (focus));
      focused_index = hand_index (self, focused);
    }

  self->n_order = sort_hand (hand, self->has_deal ? self->deal.trump : BELOTE_NO_SUIT, self->order);

  /* the card with the focus played: the focus on the card now in its
   * place (the next one), so that the keyboard goes on from there */
  if (focused != BELOTE_NO_CARD && !BELOTE_HAND_HAS (hand, focused) && self->n_order > 0)
    {
      guint i = MIN (focused_index, self->n_order - 1);

      for (guint k = 0; k < self->n_order; k++)
        {
          /* nearest first: i, i - 1, i + 1 … */
          guint j = k == 0 ? i : (k % 2 == 1 ? i - (k + 1) / 2 : i + k / 2);

          if (j < self->n_order && gtk_widget_get_visible (self->cards[self->order[j]]) &&
              focus_card (self, self->order[j]))
            break;
        }
    }
  if (playing)
    legal = belote_deal_legal_cards (&self->deal) & hand;
  self->raised = legal;

  /* the widgets in the hand's order: drawn left to right, the one on
   * top picked first, read in order */
  before = self->bubbles[0];
  for (guint i = self->n_order; i-- > 0;)
    {
      GtkWidget *card = self->cards[self->order[i]];

      if (gtk_widget_get_next_sibling (card) != before)
        gtk_widget_insert_before (card, GTK_WIDGET (self), before);
      before = card;
    }

  for (BeloteCard c = 0; c < BELOTE_N_CARDS; c++)
    {
      BeloteCardWidget *card = BELOTE_CARD_WIDGET (self->cards[c]);

      if (BELOTE_HAND_HAS (hand, c) && playing && !BELOTE_HAND_HAS (legal, c))
        {
          g_autofree char *why = belote_deal_why_illegal (&self->deal, c);

          belote_card_widget_set_refusal (card, TRUE, why);
        }
      else
        belote_card_widget_set_refusal (card, FALSE, NULL);
      if (!BELOTE_HAND_HAS (hand, c))
        card_widget_show (self, c, FALSE);
    }

  /* one card of the hand is focusable */
  if (self->focus_card == BELOTE_NO_CARD || !BELOTE_HAND_HAS (hand, self->focus_card))
    self->focus_card = self->n_order > 0 ? self->order[0] : BELOTE_NO_CARD;
  for (BeloteCard c = 0; c < BELOTE_N_CARDS; c++)
    gtk_widget_set_focusable (self->cards[c], c == self->focus_card);
}

/* The deal's flights: packets of cards to each seat in the order dealt
 * (B5, B9), from the dealer or the stock */
static gint64
deal_delay (guint8  *last_to,
            guint8   to,
            gint64  *delay)
{
  if (*last_to != PLACE_NONE)
    *delay += to == *last_to ? CARD_GAP_USEC : PACKET_GAP_USEC;
  *last_to = to;
  return *delay;
}

static void
start_flight (BeloteTable *self,
              BeloteCard   card,
              const Pose  *from,
              guint8       to,
              gint8        to_seat,
              gint64       start,
              gint64       duration)
{
  Flight *f = &self->flights[card];

  f->from = *from;
  f->to = to;
  f->to_seat = to_seat;
  f->start = start;
  f->duration = duration;
  f->active = TRUE;
  self->last_start = MAX (self->last_start, start);
}

/* Where card is drawn now */
static Pose
current_pose (BeloteTable *self,
              BeloteCard   card,
              gint64       now,
              guint        leaving_index[BELOTE_N_SEATS])
{
  guint8 place = self->shown[card];

  if (self->flights[card].active)
    {
      double flip, opacity;

      return flight_pose (self, card, now, &flip, &opacity);
    }
  if (place == PLACE_HAND (0) && BELOTE_HAND_HAS (self->placed, card))
    {
      Pose p = { self->card_x[card] + self->layout.cw / 2.f, self->card_y[card] + self->layout.ch / 2.f,
                 self->layout.cw, TRUE };

      return p;
    }
  if (IS_HAND (place) && place != PLACE_HAND (0))
    {
      /* the backs are all alike: the card leaves from the end of the fan */
      guint seat = place - PLACE_HAND0;
      guint n = 0;
      Pose p = { 0, 0, self->layout.bw, FALSE };

      for (BeloteCard c = 0; c < BELOTE_N_CARDS; c++)
        n += self->shown[c] == place && !self->flights[c].active;
      if (n == 0)
        return seat_pose (&self->layout, seat);
      fan_slot (&self->layout, seat, n, n - 1 - MIN (n - 1, leaving_index[seat]++), &p.x, &p.y);
      return p;
    }
  if (place == PLACE_NONE)
    return deck_pose (&self->layout, self->deal.dealer);
  return place_pose (self, card, place, self->deal.dealer);
}

/* Moves every card that is not where it should be: flying when
 * animate, else at once. */
static void
update_targets_and_fly (BeloteTable *self,
                        gboolean     animate)
{
  guint8 target[BELOTE_N_CARDS];
  gint8 seat_of[BELOTE_N_CARDS];
  gint64 now = g_get_monotonic_time ();
  gint64 base = now;
  guint leaving[BELOTE_N_SEATS] = { 0 };
  Pose from[BELOTE_N_CARDS];
  gboolean moves[BELOTE_N_CARDS] = { FALSE };
  gboolean started[BELOTE_N_CARDS] = { FALSE };
  gboolean gathers = FALSE;
  guint n_plays = 0;
  guint8 last_to = PLACE_NONE;
  gint64 deal_at = 0;

  compute_targets (self, target, seat_of);

  /* where the cards that move are now, before anything changes */
  for (BeloteCard c = 0; c < BELOTE_N_CARDS; c++)
    {
      gboolean heading = self->flights[c].active ? self->flights[c].to == target[c] : self->shown[c] == target[c];

      if (heading)
        continue;
      moves[c] = TRUE;
      if (animate)
        from[c] = current_pose (self, c, now, leaving);
    }

  memcpy (self->target, target, sizeof target);
  update_hand (self);

  if (!animate || self->layout.cw <= 0)
    {
      for (BeloteCard c = 0; c < BELOTE_N_CARDS; c++)
        if (moves[c] || self->flights[c].active)
          {
            self->flights[c].active = FALSE;
            self->shown[c] = target[c];
          }
      for (BeloteCard c = 0; c < BELOTE_N_CARDS; c++)
        card_widget_show (self, c, target[c] == PLACE_HAND (0));
      self->settling = 0;
      update_ticking (self);
      gtk_widget_queue_allocate (GTK_WIDGET (self));
      gtk_widget_queue_draw (GTK_WIDGET (self));
      check_hold (self);
      return;
    }

  /* one card after the other: after those already on their way */
  for (BeloteCard c = 0; c < BELOTE_N_CARDS; c++)
    if (self->flights[c].active && !moves[c])
      {
        base = MAX (base, self->last_start + PLAY_GAP_USEC);
        break;
      }

  for (BeloteCard c = 0; c < BELOTE_N_CARDS; c++)
    if (moves[c] && target[c] == PLACE_NONE)
      {
        start_flight (self, c, &from[c], PLACE_NONE, seat_of[c], now, GATHER_USEC);
        started[c] = TRUE;
        gathers = TRUE;
      }

  /* the cards played, in the order played */
  for (guint i = 0; i < self->deal.n_played && self->deal.phase != BELOTE_PHASE_VOID; i++)
    {
      BeloteCard c = self->deal.plays[i];

      if (!moves[c] || !IS_TRICK (target[c]))
        continue;
      start_flight (self, c, &from[c], target[c], -1,
                    base + (gathers ? PLAY_GAP_USEC : 0) + n_plays * PLAY_GAP_USEC, FLIGHT_USEC);
      started[c] = TRUE;
      n_plays++;
    }

  /* the deal in the order dealt: the turned card first when taken */
  if (moves[self->deal.turned] && IS_HAND (target[self->deal.turned]))
    {
      start_flight (self, self->deal.turned, &from[self->deal.turned], target[self->deal.turned], -1,
                    base, FLIGHT_USEC);
      started[self->deal.turned] = TRUE;
      deal_at = PACKET_GAP_USEC * 2;
    }
  for (guint i = 0; i < BELOTE_N_CARDS; i++)
    {
      BeloteCard c = self->deal.deck[i];

      if (!moves[c] || started[c])
        continue;
      /* anything else (the stock, the turned card, the hands) as dealt */
      start_flight (self, c, &from[c], target[c], -1, base + deal_delay (&last_to, target[c], &deal_at),
                    DEAL_USEC);
      started[c] = TRUE;
    }

  /* the hand's cards leaving: hidden, their flights drawn instead */
  for (BeloteCard c = 0; c < BELOTE_N_CARDS; c++)
    if (target[c] != PLACE_HAND (0) || self->flights[c].active)
      card_widget_show (self, c, FALSE);
    else
      card_widget_show (self, c, TRUE);

  update_ticking (self);
  gtk_widget_queue_allocate (GTK_WIDGET (self));
  gtk_widget_queue_draw (GTK_WIDGET (self));
  check_hold (self);
}

/* Reads the match and shows it; animate: the changes fly */
static void
sync_deal (BeloteTable *self,
           gboolean     animate)
{
  guint number = 0;
  const BeloteDeal *deal = match_deal (self, &number);
  BeloteDeal old = self->deal;
  gboolean had = self->has_deal;
  gboolean fresh;

  if (deal == NULL)
    {
      self->has_deal = FALSE;
      belote_table_set_hint_card (self, BELOTE_NO_CARD);
      memset (&self->deal, 0, sizeof self->deal);
      self->n_gathered = 0;
      for (guint s = 0; s < BELOTE_N_SEATS; s++)
        hide_bubble (self, s);
      update_targets_and_fly (self, FALSE);
      update_seats (self);
      update_counts (self);
      update_table_description (self);
      return;
    }

  fresh = !had || number != self->deal_number;
  self->has_deal = TRUE;
  self->deal_number = number;
  self->deal = *deal;

  for (BeloteCard i = 0; i < BELOTE_N_CARDS; i++)
    self->deck_pos[deal->deck[i]] = i;

  if (fresh)
    {
      /* a deal just dealt is dealt on the table; one resumed or undone
       * to is shown as it is */
      gboolean deal_it = animate && deal->phase == BELOTE_PHASE_BID_FIRST && deal->n_bids == 0;

      cancel_hold (self);
      belote_table_set_hint_card (self, BELOTE_NO_CARD);
      self->n_gathered = 0;
      self->trick_done_at = 0;
      if (deal_it)
        for (BeloteCard c = 0; c < BELOTE_N_CARDS; c++)
          {
            self->flights[c].active = FALSE;
            self->shown[c] = PLACE_NONE;
          }
      for (guint s = 0; s < BELOTE_N_SEATS; s++)
        hide_bubble (self, s);
      if (deal->phase == BELOTE_PHASE_BID_FIRST || deal->phase == BELOTE_PHASE_BID_SECOND)
        show_bids (self, deal, 0);
      animate = deal_it;
    }
  else
    {
      gboolean forward = deal->n_bids > old.n_bids || deal->n_played > old.n_played ||
                         (deal->phase != old.phase && deal->n_bids >= old.n_bids && deal->n_played >= old.n_played);
      guint complete = deal->n_played / BELOTE_N_SEATS;

      if (!forward)
        animate = FALSE;
      /* the hint was for the move made (or undone) */
      if (deal->n_played != old.n_played || deal->n_bids != old.n_bids)
        belote_table_set_hint_card (self, BELOTE_NO_CARD);
      /* the trick shown is another: its hold starts again once it is
       * complete */
      if (deal->n_played != old.n_played)
        {
          cancel_hold (self);
          self->trick_done_at = deal->n_played % BELOTE_N_SEATS == 0 ? g_get_monotonic_time () : 0;
        }

      /* a card of a new trick gathers the last one at once */
      if (deal->n_played % BELOTE_N_SEATS != 0)
        self->n_gathered = MAX (self->n_gathered, complete);
      else if (complete > 0)
        self->n_gathered = MAX (self->n_gathered, complete - 1);
      self->n_gathered = MIN (self->n_gathered, complete);

      /* what the seats said */
      if (deal->phase == BELOTE_PHASE_BID_FIRST || deal->phase == BELOTE_PHASE_BID_SECOND)
        show_bids (self, deal, 0);
      else if (old.phase == BELOTE_PHASE_BID_FIRST || old.phase == BELOTE_PHASE_BID_SECOND)
        show_bids (self, deal, BUBBLE_MS);

      for (guint s = 0; s < BELOTE_N_SEATS; s++)
        {
          g_autoptr(GString) said = g_string_new (NULL);

          /* B19: what the seat declares with its first card */
          if (deal->has_declared[s] && !old.has_declared[s])
            for (guint k = 0; k < deal->n_declared[s]; k++)
              {
                g_autofree char *what = belote_announcement_describe (&deal->declared[s][k]);

                if (said->len > 0)
                  g_string_append (said, "\n");
                g_string_append (said, what);
              }
          /* B21: said on playing the King or Queen of trump (with the
           * first card's declarations when it is that card) */
          if (deal->belote_said > old.belote_said && belote_deal_belote_seat (deal) == (gint8) s)
            {
              if (said->len > 0)
                g_string_append (said, "\n");
              g_string_append (said, deal->belote_said == 1 ? _("Belote") : _("Rebelote"));
            }
          if (said->len > 0)
            show_bubble (self, s, said->str, NULL, BELOTE_NO_SUIT, BUBBLE_MS);
        }
    }

  update_targets_and_fly (self, animate);
  update_seats (self);
  update_counts (self);
  update_table_description (self);
}

static void
match_changed_cb (BeloteTable *self)
{
  sync_deal (self, can_animate (self));
}

static void
set_match (BeloteTable *self,
           BeloteMatch *match)
{
  if (self->match == match)
    return;

  g_set_object (&self->match, match);
  g_signal_group_set_target (self->match_signals, match);
  /* another match: shown as it is */
  self->has_deal = FALSE;
  finish_animations (self);
  sync_deal (self, FALSE);
}

static void
session_match_changed_cb (BeloteTable *self)
{
  set_match (self, self->session != NULL ? belote_session_get_match (self->session) : NULL);
}

/* ------------------------------------------------------------------ */
/* The person's hand                                                   */
/* ------------------------------------------------------------------ */

static void
card_activate_cb (BeloteTable      *self,
                  BeloteCardWidget *card)
{
  BeloteCard c = belote_card_widget_get_card (card);

  if (c != self->focus_card && self->focus_card != BELOTE_NO_CARD)
    gtk_widget_set_focusable (self->cards[self->focus_card], FALSE);
  self->focus_card = c;
  gtk_widget_set_focusable (GTK_WIDGET (card), TRUE);
  g_signal_emit (self, signals[CARD_CHOSEN], 0, (guint) c);
}

static gboolean
focus_card (BeloteTable *self,
            BeloteCard   card)
{
  if (card == BELOTE_NO_CARD || !gtk_widget_get_visible (self->cards[card]))
    return FALSE;

  if (self->focus_card != BELOTE_NO_CARD && self->focus_card != card)
    gtk_widget_set_focusable (self->cards[self->focus_card], FALSE);
  self->focus_card = card;
  gtk_widget_set_focusable (self->cards[card], TRUE);
  return gtk_widget_grab_focus (self->cards[card]);
}

static void
card_move_cb (BeloteTable      *self,
              int               delta,
              BeloteCardWidget *card)
{
  int i = (int) hand_index (self, belote_card_widget_get_card (card));
  int n = (int) self->n_order;
  int step = delta < 0 ? -1 : 1;

  if (n == 0)
    return;
  if (delta == BELOTE_CARD_MOVE_FIRST)
    i = -1, step = 1;
  else if (delta == BELOTE_CARD_MOVE_LAST)
    i = n, step = -1;

  /* the next card shown (one still on its way is passed over) */
  for (i += step; i >= 0 && i < n; i += step)
    if (focus_card (self, self->order[i]))
      return;
  gtk_widget_error_bell (GTK_WIDGET (self));
}

/* ------------------------------------------------------------------ */
/* GtkWidget                                                           */
/* ------------------------------------------------------------------ */

static void
belote_table_measure (GtkWidget      *widget,
                      GtkOrientation  orientation,
                      int             for_size,
                      int            *minimum,
                      int            *natural,
                      int            *minimum_baseline,
                      int            *natural_baseline)
{
  if (orientation == GTK_ORIENTATION_HORIZONTAL)
    {
      *minimum = MIN_WIDTH;
      *natural = NATURAL_WIDTH;
    }
  else
    {
      *minimum = MIN_HEIGHT;
      *natural = NATURAL_HEIGHT;
    }
}

/* x, y in the seats' region */
static void
allocate_at (const Layout *l,
             GtkWidget    *child,
             int           x,
             int           y,
             int           width,
             int           height)
{
  gtk_widget_allocate (child, width, height, -1,
                       gsk_transform_translate (NULL, &GRAPHENE_POINT_INIT (l->left + x, y)));
}

static void
place_bubble (BeloteTable *self,
              guint        seat,
              int          width,
              int          height,
              const GtkAllocation *plate)
{
  const Layout *l = &self->layout;
  GtkWidget *bubble = self->bubbles[seat];
  GtkRequisition nat;
  int x, y, w, h;

  if (!gtk_widget_get_visible (bubble))
    return;

  gtk_widget_get_preferred_size (bubble, NULL, &nat);
  w = MIN (nat.width, width - 2 * MARGIN);
  h = nat.height;
  switch (seat)
    {
    case 0:
      if (plate->y >= l->hand_y)
        {
          /* beside the hand: above the name */
          x = plate->x + plate->width - w;
          y = plate->y - h - GAP;
          break;
        }
      x = plate->x + plate->width + GAP;
      y = plate->y + (plate->height - h) / 2;
      if (x + w > width - MARGIN)
        {
          x = l->cx - w / 2;
          y = l->hand_y - l->lift - h - GAP;
        }
      break;
    case 2:
      x = l->cx - w / 2;
      y = l->north_y + l->bh + GAP;
      break;
    case 1:
      x = width - MARGIN - l->bw - GAP - w;
      y = l->side_y + l->side_h / 2 - h / 2;
      break;
    case 3:
    default:
      x = MARGIN + l->bw + GAP;
      y = l->side_y + l->side_h / 2 - h / 2;
      break;
    }
  x = CLAMP (x, MARGIN, MAX (MARGIN, width - MARGIN - w));
  y = CLAMP (y, 0, MAX (0, height - h));
  allocate_at (l, bubble, x, y, w, h);
}

static void
belote_table_size_allocate (GtkWidget *widget,
                            int        width,
                            int        height,
                            int        baseline)
{
  BeloteTable *self = BELOTE_TABLE (widget);
  Layout *l;
  GtkAllocation plates[BELOTE_N_SEATS];
  gboolean animate = can_animate (self);
  gboolean resting = width == self->allocated_width && height == self->allocated_height;
  int left = MAX (0, (width - (int) (height * MAX_ASPECT)) / 2);

  self->allocated_width = width;
  self->allocated_height = height;
  /* a wide table keeps its seats together in the middle */
  width -= 2 * left;
  compute_layout (self, width, height);
  l = &self->layout;
  l->left = left;

  /* North: its backs in the middle, its plate beside them */
  {
    int fan = fan_h_width (l, BELOTE_HAND_SIZE);
    int x = width / 2 + fan / 2 + GAP;
    int w = plate_width (self->plates[2], MAX (40, width - MARGIN - x));
    int h = plate_height (self->plates[2], w);

    plates[2] = (GtkAllocation) { x, MARGIN + MAX (0, (MAX (l->bh, h) - h) / 2), w, h };
  }
  /* West and East: the plate under the backs */
  for (guint s = 1; s < BELOTE_N_SEATS; s += 2)
    {
      int max = MAX (l->bw + 20, (int) (width / 2 - l->cw * TRICK_OX - l->cw / 2 - MARGIN - GAP));
      int w = plate_width (self->plates[s], max);
      int h = plate_height (self->plates[s], w);
      int x = s == 3 ? MARGIN : width - MARGIN - w;

      plates[s] = (GtkAllocation) { x, l->side_y + l->side_h + GAP, w, h };
    }
  /* South: the plate left of the hand of 8 when there is room, else
   * above the hand at the left */
  {
    int w = plate_width (self->plates[0], width / 2);
    int h = plate_height (self->plates[0], w);
    float hand_x, hand_y;

    hand_slot (l, BELOTE_HAND_SIZE, 0, &hand_x, &hand_y);
    if (hand_x - GAP - w >= MARGIN)
      plates[0] = (GtkAllocation) { (int) hand_x - GAP - w, l->hand_y + l->ch - h, w, h };
    else
      plates[0] = (GtkAllocation) { MARGIN, l->hand_y - l->lift - h, w, h };
  }
  for (guint s = 0; s < BELOTE_N_SEATS; s++)
    if (gtk_widget_get_visible (self->plates[s]))
      allocate_at (l, self->plates[s], plates[s].x, plates[s].y, plates[s].width, plates[s].height);

  /* the backs' counts, at the corner of the fan */
  for (guint s = 1; s < BELOTE_N_SEATS; s++)
    if (gtk_widget_get_visible (self->counts[s]))
      {
        GtkRequisition nat;
        guint n = 0, shown = landed_count (self, s);
        float x, y;

        for (BeloteCard c = 0; c < BELOTE_N_CARDS; c++)
          n += self->target[c] == PLACE_HAND (s);
        gtk_widget_get_preferred_size (self->counts[s], NULL, &nat);
        fan_slot (l, s, n, shown > 0 ? shown - 1 : 0, &x, &y);
        x += l->bw / 2.f - nat.width * 0.6f;
        y += l->bh / 2.f - nat.height * 0.6f;
        allocate_at (l, self->counts[s], (int) x, (int) y, nat.width, nat.height);
      }

  /* the hand */
  for (guint i = 0; i < self->n_order; i++)
    {
      BeloteCard c = self->order[i];
      GtkWidget *card = self->cards[c];
      float x, y, dx = 0, dy = 0;

      if (!gtk_widget_get_visible (card))
        continue;
      hand_slot (l, self->n_order, i, &x, &y);
      if (card_raised (self, c))
        y -= l->lift;
      /* the card with the keyboard focus stands out */
      if ((gtk_widget_get_state_flags (card) & GTK_STATE_FLAG_FOCUS_VISIBLE) != 0)
        y -= l->lift / 2;

      /* a new place (not a new size): there smoothly, from where it is */
      if (animate && resting && BELOTE_HAND_HAS (self->placed, c) &&
          (self->target_x[c] != x || self->target_y[c] != y))
        {
          /* from where it was drawn */
          float shown_x = self->card_x[c], shown_y = self->card_y[c];

          self->settle_dx[c] = shown_x - x;
          self->settle_dy[c] = shown_y - y;
          self->settle_start[c] = -1;
          self->settling |= BELOTE_HAND_CARD (c);
        }
      if (BELOTE_HAND_HAS (self->settling, c))
        {
          GdkFrameClock *clock = gtk_widget_get_frame_clock (widget);
          gint64 now = clock != NULL ? gdk_frame_clock_get_frame_time (clock) : 0;
          double t = self->settle_start[c] < 0 ? 0 : CLAMP ((now - self->settle_start[c]) / (double) SETTLE_USEC, 0, 1);
          double k = 1 - ease_out_cubic (t);

          dx = self->settle_dx[c] * k;
          dy = self->settle_dy[c] * k;
        }

      gtk_widget_measure (card, GTK_ORIENTATION_HORIZONTAL, -1, NULL, NULL, NULL, NULL);
      allocate_at (l, card, (int) round (x + dx), (int) round (y + dy), l->cw, l->ch);
      /* where it is drawn, for a flight that starts from it; where it
       * settles, for the next move */
      self->card_x[c] = x + dx;
      self->card_y[c] = y + dy;
      self->target_x[c] = x;
      self->target_y[c] = y;
      self->placed |= BELOTE_HAND_CARD (c);
    }
  if (self->settling != 0 && self->tick_id == 0)
    update_ticking (self);

  for (guint s = 0; s < BELOTE_N_SEATS; s++)
    place_bubble (self, s, width, height, &plates[0]);
}

static void
snapshot_card (BeloteTable  *self,
               GtkSnapshot  *snapshot,
               BeloteCard    card,
               const Pose   *pose,
               double        flip,
               double        opacity)
{
  GtkWidget *widget = GTK_WIDGET (self);
  int scale = gtk_widget_get_scale_factor (widget);
  const Layout *l = &self->layout;
  float w = pose->w;
  float h = w * l->ch / (float) l->cw;
  /* one texture for a card however large it is drawn: a face at the
   * hand's size, a back at the fans' size or the stock's */
  int texture_width = pose->face || fabsf (w - l->cw) < fabsf (w - l->bw) ? l->cw : l->bw;

  if (opacity <= 0 || flip <= 0.01)
    return;
  if (opacity < 1)
    gtk_snapshot_push_opacity (snapshot, opacity);
  gtk_snapshot_save (snapshot);
  gtk_snapshot_translate (snapshot, &GRAPHENE_POINT_INIT (pose->x, pose->y));
  if (flip < 1)
    gtk_snapshot_scale (snapshot, (float) flip, 1);
  belote_card_snapshot (snapshot, widget, self->textures, card, pose->face, self->four_colour,
                        texture_width * scale, &GRAPHENE_RECT_INIT (-w / 2, -h / 2, w, h));
  gtk_snapshot_restore (snapshot);
  if (opacity < 1)
    gtk_snapshot_pop (snapshot);
}

static gboolean
landed_at (BeloteTable *self,
           BeloteCard   card,
           guint8       place)
{
  return !self->flights[card].active && self->shown[card] == place && self->target[card] == place;
}

static void
belote_table_snapshot (GtkWidget   *widget,
                       GtkSnapshot *snapshot)
{
  BeloteTable *self = BELOTE_TABLE (widget);
  const Layout *l = &self->layout;
  GdkFrameClock *clock = gtk_widget_get_frame_clock (widget);
  gint64 now = clock != NULL ? gdk_frame_clock_get_frame_time (clock) : g_get_monotonic_time ();
  BeloteCard pending[BELOTE_N_CARDS];
  guint n_pending = 0;

  if (l->cw <= 0)
    return;

  gtk_snapshot_save (snapshot);
  gtk_snapshot_translate (snapshot, &GRAPHENE_POINT_INIT (l->left, 0));

  /* the other hands: their backs */
  for (guint s = 1; s < BELOTE_N_SEATS; s++)
    for (guint i = 0; i < BELOTE_N_CARDS; i++)
      {
        BeloteCard c = self->deal.deck[i];

        if (self->has_deal && landed_at (self, c, PLACE_HAND (s)))
          {
            Pose p = place_pose (self, c, PLACE_HAND (s), -1);

            snapshot_card (self, snapshot, c, &p, 1, 1);
          }
      }

  /* the stock, and the turned card on it */
  if (self->has_deal)
    {
      guint n_stock = 0;

      for (BeloteCard c = 0; c < BELOTE_N_CARDS; c++)
        n_stock += landed_at (self, c, PLACE_STOCK);
      for (guint k = 0; k < MIN (n_stock, 3u); k++)
        {
          Pose p = stock_pose (l, FALSE);

          p.x -= k * 1.5f;
          p.y -= k * 1.5f;
          snapshot_card (self, snapshot, 0, &p, 1, 1);
        }
      if (landed_at (self, self->deal.turned, PLACE_TURNED))
        {
          Pose p = stock_pose (l, TRUE);

          snapshot_card (self, snapshot, self->deal.turned, &p, 1, 1);
        }

      /* the trick, in the order played */
      for (guint i = 0; i < self->deal.n_played; i++)
        {
          BeloteCard c = self->deal.plays[i];

          if (!self->flights[c].active && IS_TRICK (self->shown[c]) && self->shown[c] == self->target[c])
            {
              Pose p = place_pose (self, c, self->shown[c], -1);

              snapshot_card (self, snapshot, c, &p, 1, 1);
            }
        }
    }

  gtk_snapshot_restore (snapshot);

  /* the plates, the counts, the hand */
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    if (child != self->bubbles[0] && child != self->bubbles[1] &&
        child != self->bubbles[2] && child != self->bubbles[3])
      gtk_widget_snapshot_child (widget, child, snapshot);

  /* the cards on their way: those not yet gone first (under those
   * flying), in the order they go */
  for (BeloteCard c = 0; c < BELOTE_N_CARDS; c++)
    if (self->flights[c].active)
      pending[n_pending++] = c;
  gtk_snapshot_save (snapshot);
  gtk_snapshot_translate (snapshot, &GRAPHENE_POINT_INIT (l->left, 0));
  for (guint pass = 0; pass < 2; pass++)
    for (guint i = 0; i < n_pending; i++)
      {
        BeloteCard c = pending[i];
        gboolean started = now >= self->flights[c].start;
        double flip, opacity;
        Pose p;

        if (started != (pass == 1))
          continue;
        p = flight_pose (self, c, now, &flip, &opacity);
        snapshot_card (self, snapshot, c, &p, flip, opacity);
      }
  gtk_snapshot_restore (snapshot);

  for (guint s = 0; s < BELOTE_N_SEATS; s++)
    gtk_widget_snapshot_child (widget, self->bubbles[s], snapshot);
}

static void
belote_table_unmap (GtkWidget *widget)
{
  BeloteTable *self = BELOTE_TABLE (widget);

  /* nobody sees it: no frames */
  finish_animations (self);

  GTK_WIDGET_CLASS (belote_table_parent_class)->unmap (widget);
}

static gboolean
belote_table_grab_focus (GtkWidget *widget)
{
  return belote_table_focus_hand (BELOTE_TABLE (widget)) ||
         GTK_WIDGET_CLASS (belote_table_parent_class)->grab_focus (widget);
}

static void
click_pressed_cb (BeloteTable     *self,
                  int              n_press,
                  double           x,
                  double           y,
                  GtkGestureClick *gesture)
{
  /* a click on the table: go on at once */
  belote_table_skip_animations (self);
  if (complete_tricks (self) > self->n_gathered && self->hold_id != 0)
    gather (self);
  if (self->session != NULL)
    belote_session_skip_wait (self->session);
}

static void
animations_setting_cb (BeloteTable *self)
{
  if (!can_animate (self))
    finish_animations (self);
}

static void
belote_table_root (GtkWidget *widget)
{
  GTK_WIDGET_CLASS (belote_table_parent_class)->root (widget);

  g_signal_connect_object (gtk_widget_get_settings (widget), "notify::gtk-enable-animations",
                           G_CALLBACK (animations_setting_cb), widget, G_CONNECT_SWAPPED);
}

static void
belote_table_unroot (GtkWidget *widget)
{
  g_signal_handlers_disconnect_by_func (gtk_widget_get_settings (widget), animations_setting_cb, widget);

  GTK_WIDGET_CLASS (belote_table_parent_class)->unroot (widget);
}

/* ------------------------------------------------------------------ */
/* GObject                                                             */
/* ------------------------------------------------------------------ */

static void
belote_table_dispose (GObject *object)
{
  BeloteTable *self = BELOTE_TABLE (object);

  if (self->tick_id != 0)
    {
      gtk_widget_remove_tick_callback (GTK_WIDGET (self), self->tick_id);
      self->tick_id = 0;
    }
  cancel_hold (self);
  for (guint s = 0; s < BELOTE_N_SEATS; s++)
    g_clear_handle_id (&self->bubble_ids[s], g_source_remove);

  if (self->session_signals != NULL)
    g_signal_group_set_target (self->session_signals, NULL);
  if (self->match_signals != NULL)
    g_signal_group_set_target (self->match_signals, NULL);
  g_clear_object (&self->session_signals);
  g_clear_object (&self->match_signals);
  g_clear_object (&self->session);
  g_clear_object (&self->match);

  for (GtkWidget *child = gtk_widget_get_first_child (GTK_WIDGET (self)); child != NULL;
       child = gtk_widget_get_first_child (GTK_WIDGET (self)))
    gtk_widget_unparent (child);
  memset (self->cards, 0, sizeof self->cards);
  memset (self->plates, 0, sizeof self->plates);
  memset (self->bubbles, 0, sizeof self->bubbles);
  memset (self->counts, 0, sizeof self->counts);

  g_clear_object (&self->textures);

  G_OBJECT_CLASS (belote_table_parent_class)->dispose (object);
}

static void
belote_table_get_property (GObject    *object,
                           guint       prop_id,
                           GValue     *value,
                           GParamSpec *pspec)
{
  BeloteTable *self = BELOTE_TABLE (object);

  switch (prop_id)
    {
    case PROP_SESSION:
      g_value_set_object (value, self->session);
      break;
    case PROP_FOUR_COLOUR:
      g_value_set_boolean (value, self->four_colour);
      break;
    case PROP_ANIMATIONS:
      g_value_set_boolean (value, self->animations);
      break;
    case PROP_ANIMATING:
      g_value_set_boolean (value, self->animating);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
belote_table_set_property (GObject      *object,
                           guint         prop_id,
                           const GValue *value,
                           GParamSpec   *pspec)
{
  BeloteTable *self = BELOTE_TABLE (object);

  switch (prop_id)
    {
    case PROP_SESSION:
      belote_table_set_session (self, g_value_get_object (value));
      break;
    case PROP_FOUR_COLOUR:
      belote_table_set_four_colour (self, g_value_get_boolean (value));
      break;
    case PROP_ANIMATIONS:
      belote_table_set_animations (self, g_value_get_boolean (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
belote_table_class_init (BeloteTableClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = belote_table_dispose;
  object_class->get_property = belote_table_get_property;
  object_class->set_property = belote_table_set_property;

  widget_class->measure = belote_table_measure;
  widget_class->size_allocate = belote_table_size_allocate;
  widget_class->snapshot = belote_table_snapshot;
  widget_class->unmap = belote_table_unmap;
  widget_class->root = belote_table_root;
  widget_class->unroot = belote_table_unroot;
  widget_class->grab_focus = belote_table_grab_focus;

  properties[PROP_SESSION] =
    g_param_spec_object ("session", NULL, NULL,
                         BELOTE_TYPE_SESSION,
                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_FOUR_COLOUR] =
    g_param_spec_boolean ("four-colour", NULL, NULL,
                          FALSE,
                          G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_ANIMATIONS] =
    g_param_spec_boolean ("animations", NULL, NULL,
                          TRUE,
                          G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  /**
   * BeloteTable:animating:
   *
   * Whether cards move: the table draws frames exactly while this is
   * %TRUE.
   */
  properties[PROP_ANIMATING] =
    g_param_spec_boolean ("animating", NULL, NULL,
                          FALSE,
                          G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  /**
   * BeloteTable::card-chosen:
   * @card: a BeloteCard of the person's hand
   *
   * The person clicked a card of their hand or pressed Enter or Space
   * on it, whether it may be played or not: the window plays it or says
   * why not (B12).
   */
  signals[CARD_CHOSEN] =
    g_signal_new ("card-chosen",
                  G_TYPE_FROM_CLASS (klass),
                  G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL,
                  G_TYPE_NONE, 1, G_TYPE_UINT);

  gtk_widget_class_set_css_name (widget_class, "belotetable");
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_GROUP);
}

static GtkWidget *
new_label (const char *css_class)
{
  GtkWidget *label = gtk_label_new (NULL);

  gtk_widget_add_css_class (label, css_class);
  return label;
}

static void
init_seat (BeloteTable *self,
           guint        seat)
{
  /* North, West, East: the name, the level, the chips one under the
   * other (narrow beside the trick at 360 px); South: in a row above or
   * beside the hand */
  GtkWidget *plate = g_object_new (GTK_TYPE_BOX,
                                   "orientation", seat == 0 ? GTK_ORIENTATION_HORIZONTAL : GTK_ORIENTATION_VERTICAL,
                                   "spacing", seat == 0 ? 8 : 1,
                                   "accessible-role", GTK_ACCESSIBLE_ROLE_GROUP,
                                   NULL);
  GtkWidget *chips = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 4);
  GtkWidget *takes;

  gtk_widget_add_css_class (plate, "belote-seat");
  gtk_accessible_update_property (GTK_ACCESSIBLE (plate),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, seat_role (seat),
                                  -1);

  self->names[seat] = new_label ("belote-seat-name");
  gtk_label_set_ellipsize (GTK_LABEL (self->names[seat]), PANGO_ELLIPSIZE_END);
  gtk_label_set_xalign (GTK_LABEL (self->names[seat]), 0);
  gtk_label_set_max_width_chars (GTK_LABEL (self->names[seat]), 16);
  gtk_box_append (GTK_BOX (plate), self->names[seat]);

  gtk_widget_add_css_class (chips, "belote-seat-chips");
  self->levels[seat] = new_label ("belote-seat-level");
  gtk_label_set_ellipsize (GTK_LABEL (self->levels[seat]), PANGO_ELLIPSIZE_END);
  gtk_label_set_xalign (GTK_LABEL (self->levels[seat]), 0);
  gtk_box_append (GTK_BOX (plate), self->levels[seat]);

  /* Translators: the dealer's mark by their name (B4): one letter */
  self->dealer_chips[seat] = new_label ("belote-chip");
  gtk_label_set_text (GTK_LABEL (self->dealer_chips[seat]), C_("dealer mark", "D"));
  gtk_widget_add_css_class (self->dealer_chips[seat], "dealer");
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->dealer_chips[seat]),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, _("Dealer"),
                                  -1);
  gtk_widget_set_tooltip_text (self->dealer_chips[seat], _("Dealer"));
  gtk_widget_set_visible (self->dealer_chips[seat], FALSE);
  gtk_box_append (GTK_BOX (chips), self->dealer_chips[seat]);

  self->taker_chips[seat] = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 3);
  gtk_widget_add_css_class (self->taker_chips[seat], "belote-chip");
  gtk_widget_add_css_class (self->taker_chips[seat], "taker");
  /* Translators: the taker's chip by their name, before the trump's
   * symbol: "Takes ♥" */
  takes = gtk_label_new (C_("taker chip", "Takes"));
  gtk_accessible_update_state (GTK_ACCESSIBLE (takes), GTK_ACCESSIBLE_STATE_HIDDEN, TRUE, -1);
  gtk_box_append (GTK_BOX (self->taker_chips[seat]), takes);
  self->taker_suits[seat] = new_label ("belote-suit");
  gtk_accessible_update_state (GTK_ACCESSIBLE (self->taker_suits[seat]), GTK_ACCESSIBLE_STATE_HIDDEN, TRUE, -1);
  gtk_box_append (GTK_BOX (self->taker_chips[seat]), self->taker_suits[seat]);
  gtk_widget_set_visible (self->taker_chips[seat], FALSE);
  gtk_box_append (GTK_BOX (chips), self->taker_chips[seat]);

  gtk_box_append (GTK_BOX (plate), chips);
  gtk_widget_set_parent (plate, GTK_WIDGET (self));
  self->plates[seat] = plate;

  if (seat != 0)
    {
      self->counts[seat] = new_label ("belote-count");
      gtk_widget_set_can_target (self->counts[seat], FALSE);
      gtk_widget_set_visible (self->counts[seat], FALSE);
      gtk_widget_set_parent (self->counts[seat], GTK_WIDGET (self));
    }
}

static void
belote_table_init (BeloteTable *self)
{
  static const guint plate_order[BELOTE_N_SEATS] = { 2, 3, 1, 0 };
  GtkGesture *click;

  self->animations = TRUE;
  self->focus_card = BELOTE_NO_CARD;
  self->hint_card = BELOTE_NO_CARD;
  self->textures = belote_card_textures_dup_default ();
  /* the next frame takes (or renders) the textures for the new scale */
  g_signal_connect (self, "notify::scale-factor", G_CALLBACK (gtk_widget_queue_draw), NULL);

  /* read in this order: North, West, East, then the person's seat and
   * hand */
  for (guint i = 0; i < BELOTE_N_SEATS; i++)
    init_seat (self, plate_order[i]);

  for (BeloteCard c = 0; c < BELOTE_N_CARDS; c++)
    {
      self->cards[c] = belote_card_widget_new (self->textures, c);
      gtk_widget_set_visible (self->cards[c], FALSE);
      gtk_widget_set_parent (self->cards[c], GTK_WIDGET (self));
      g_signal_connect_object (self->cards[c], "activate", G_CALLBACK (card_activate_cb), self, G_CONNECT_SWAPPED);
      g_signal_connect_object (self->cards[c], "move", G_CALLBACK (card_move_cb), self, G_CONNECT_SWAPPED);
    }

  for (guint s = 0; s < BELOTE_N_SEATS; s++)
    {
      self->bubbles[s] = new_label ("belote-bubble");
      gtk_label_set_justify (GTK_LABEL (self->bubbles[s]), GTK_JUSTIFY_CENTER);
      gtk_widget_set_can_target (self->bubbles[s], FALSE);
      gtk_widget_set_visible (self->bubbles[s], FALSE);
      gtk_widget_set_parent (self->bubbles[s], GTK_WIDGET (self));
      g_object_set_data (G_OBJECT (self->bubbles[s]), "belote-table", self);
      g_object_set_data (G_OBJECT (self->bubbles[s]), "belote-seat", GUINT_TO_POINTER (s));
    }

  click = gtk_gesture_click_new ();
  gtk_gesture_single_set_button (GTK_GESTURE_SINGLE (click), GDK_BUTTON_PRIMARY);
  g_signal_connect_swapped (click, "pressed", G_CALLBACK (click_pressed_cb), self);
  gtk_widget_add_controller (GTK_WIDGET (self), GTK_EVENT_CONTROLLER (click));

  self->session_signals = g_signal_group_new (BELOTE_TYPE_SESSION);
  g_signal_group_connect_swapped (self->session_signals, "notify::match",
                                  G_CALLBACK (session_match_changed_cb), self);
  self->match_signals = g_signal_group_new (BELOTE_TYPE_MATCH);
  g_signal_group_connect_swapped (self->match_signals, "changed",
                                  G_CALLBACK (match_changed_cb), self);

  gtk_accessible_update_property (GTK_ACCESSIBLE (self),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, _("Card table"),
                                  -1);
  update_seats (self);
}

/* ------------------------------------------------------------------ */
/* Public API                                                          */
/* ------------------------------------------------------------------ */

GtkWidget *
belote_table_new (void)
{
  return g_object_new (BELOTE_TYPE_TABLE, NULL);
}

void
belote_table_set_session (BeloteTable   *self,
                          BeloteSession *session)
{
  g_return_if_fail (BELOTE_IS_TABLE (self));
  g_return_if_fail (session == NULL || BELOTE_IS_SESSION (session));

  if (self->session == session)
    return;

  g_set_object (&self->session, session);
  g_signal_group_set_target (self->session_signals, session);
  set_match (self, session != NULL ? belote_session_get_match (session) : NULL);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_SESSION]);
}

/**
 * belote_table_get_session:
 *
 * Returns: (transfer none) (nullable): the session shown
 */
BeloteSession *
belote_table_get_session (BeloteTable *self)
{
  g_return_val_if_fail (BELOTE_IS_TABLE (self), NULL);
  return self->session;
}

void
belote_table_set_four_colour (BeloteTable *self,
                              gboolean     four_colour)
{
  g_return_if_fail (BELOTE_IS_TABLE (self));

  if (self->four_colour == !!four_colour)
    return;

  self->four_colour = !!four_colour;
  for (BeloteCard c = 0; c < BELOTE_N_CARDS; c++)
    belote_card_widget_set_four_colour (BELOTE_CARD_WIDGET (self->cards[c]), four_colour);
  if (four_colour)
    gtk_widget_add_css_class (GTK_WIDGET (self), "four-colour");
  else
    gtk_widget_remove_css_class (GTK_WIDGET (self), "four-colour");
  gtk_widget_queue_draw (GTK_WIDGET (self));
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_FOUR_COLOUR]);
}

void
belote_table_set_animations (BeloteTable *self,
                             gboolean     animations)
{
  g_return_if_fail (BELOTE_IS_TABLE (self));

  if (self->animations == !!animations)
    return;

  self->animations = !!animations;
  if (!animations)
    finish_animations (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_ANIMATIONS]);
}

gboolean
belote_table_is_animating (BeloteTable *self)
{
  g_return_val_if_fail (BELOTE_IS_TABLE (self), FALSE);
  return self->animating;
}

/**
 * belote_table_skip_animations:
 *
 * Every card moving is put in its place at once. (A finished trick
 * still stays for the computer hold; a click on the table ends that
 * too.)
 */
void
belote_table_skip_animations (BeloteTable *self)
{
  g_return_if_fail (BELOTE_IS_TABLE (self));

  finish_animations (self);
}

/**
 * belote_table_focus_hand:
 *
 * Moves the keyboard focus to the hand: its first card that may be
 * played, else its first card. While the hand's cards are still on their
 * way (dealt), the focus goes to it as soon as one has landed.
 *
 * Returns: whether the focus is in the hand now
 */
gboolean
belote_table_focus_hand (BeloteTable *self)
{
  g_return_val_if_fail (BELOTE_IS_TABLE (self), FALSE);

  self->focus_wanted = FALSE;
  /* the first card that may be played, or the first card */
  for (guint pass = 0; pass < 2; pass++)
    for (guint i = 0; i < self->n_order; i++)
      {
        BeloteCard c = self->order[i];

        if (pass == 0 && belote_card_widget_get_dimmed (BELOTE_CARD_WIDGET (self->cards[c])))
          continue;
        if (focus_card (self, c))
          return TRUE;
      }
  self->focus_wanted = self->n_order > 0;
  return FALSE;
}

/**
 * belote_table_get_card_widget:
 *
 * Returns: (transfer none) (nullable): the widget of @card in the
 *   person's hand, or %NULL when the person does not hold it
 */
GtkWidget *
belote_table_get_card_widget (BeloteTable *self,
                              BeloteCard   card)
{
  g_return_val_if_fail (BELOTE_IS_TABLE (self), NULL);
  g_return_val_if_fail (card < BELOTE_N_CARDS, NULL);

  if (self->target[card] != PLACE_HAND (0))
    return NULL;
  return self->cards[card];
}

gboolean
belote_table_get_card_bounds (BeloteTable     *self,
                              BeloteCard       card,
                              graphene_rect_t *bounds)
{
  GdkFrameClock *clock;
  Pose p;
  float h;

  g_return_val_if_fail (BELOTE_IS_TABLE (self), FALSE);
  g_return_val_if_fail (card < BELOTE_N_CARDS, FALSE);
  g_return_val_if_fail (bounds != NULL, FALSE);

  if (self->layout.cw <= 0)
    return FALSE;
  if (self->flights[card].active)
    {
      double flip, opacity;

      clock = gtk_widget_get_frame_clock (GTK_WIDGET (self));
      p = flight_pose (self, card, clock != NULL ? gdk_frame_clock_get_frame_time (clock) : g_get_monotonic_time (),
                       &flip, &opacity);
    }
  else if (self->shown[card] != self->target[card] || self->target[card] == PLACE_NONE)
    return FALSE;
  else if (self->target[card] == PLACE_HAND (0))
    return gtk_widget_compute_bounds (self->cards[card], GTK_WIDGET (self), bounds);
  else
    p = place_pose (self, card, self->target[card], -1);

  h = p.w * self->layout.ch / (float) self->layout.cw;
  graphene_rect_init (bounds, self->layout.left + p.x - p.w / 2, p.y - h / 2, p.w, h);
  return TRUE;
}

void
belote_table_set_hint_card (BeloteTable *self,
                            BeloteCard   card)
{
  g_return_if_fail (BELOTE_IS_TABLE (self));
  g_return_if_fail (card < BELOTE_N_CARDS || card == BELOTE_NO_CARD);

  if (self->hint_card == card)
    return;
  if (self->hint_card != BELOTE_NO_CARD)
    belote_card_widget_set_hinted (BELOTE_CARD_WIDGET (self->cards[self->hint_card]), FALSE);
  self->hint_card = card;
  if (card != BELOTE_NO_CARD)
    belote_card_widget_set_hinted (BELOTE_CARD_WIDGET (self->cards[card]), TRUE);
}

BeloteCard
belote_table_get_hint_card (BeloteTable *self)
{
  g_return_val_if_fail (BELOTE_IS_TABLE (self), BELOTE_NO_CARD);
  return self->hint_card;
}
