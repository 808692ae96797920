/* belote-solver.c — a double-dummy solver of the tricks still to play
 *
 * SPDX-FileCopyrightText: 2026 The Balut developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Every hand known, both teams playing their best: alpha-beta over the
 * cards still to play (B12's legal cards), on the difference between the
 * teams' gains (B13 card points, B14 the last trick's 10, B15 the capot's
 * 100), which decides everything a deal's score depends on (B23: the
 * score only grows with a team's points). Moves are ordered (winners
 * first, points given to a partner), cards that are equal for the rest of
 * the deal are searched once, and positions at the start of a trick are
 * kept in a transposition table (the same hands, leader and capot state
 * give the same value whatever came before).
 */

#include "config.h"

#include <string.h>

#include "balut-splitmix.h"
#include "belote-player-private.h"

#define TT_BITS 16
#define TT_SIZE (1u << TT_BITS)

typedef struct
{
  guint64 key;
  gint16  lo;
  gint16  hi;
  guint8  move;   /* the best lead found, searched first next time */
} TTEntry;

struct BpSolver
{
  TTEntry   *tt;
  guint64    nodes;
  BeloteSuit trump;
  BeloteHand hands[BELOTE_N_SEATS];
  gint8      strength[BELOTE_N_CARDS];   /* B11, trumps above plain cards */
  gint8      points[BELOTE_N_CARDS];     /* B13 */
  BeloteHand above[BELOTE_N_CARDS];      /* cards of the same suit that beat it */
};

typedef struct
{
  gint8      leader;
  guint8     n;
  gint8      winning;
  guint8     flags;        /* bit t: team t has won a trick in this deal */
  guint8     tricks_left;  /* counting the open trick */
  BeloteCard cards[BELOTE_N_SEATS];
} Node;

BpSolver *
bp_solver_new (void)
{
  BpSolver *s = g_new0 (BpSolver, 1);

  s->tt = g_new0 (TTEntry, TT_SIZE);
  s->trump = BELOTE_NO_SUIT;
  return s;
}

void
bp_solver_free (BpSolver *solver)
{
  if (solver == NULL)
    return;
  g_free (solver->tt);
  g_free (solver);
}

void
bp_solver_reset (BpSolver *solver)
{
  memset (solver->tt, 0, sizeof (TTEntry) * TT_SIZE);
  solver->trump = BELOTE_NO_SUIT;
}

guint64
bp_solver_nodes (const BpSolver *solver)
{
  return solver->nodes;
}

static void
set_trump (BpSolver  *s,
           BeloteSuit trump)
{
  if (s->trump == trump)
    return;
  memset (s->tt, 0, sizeof (TTEntry) * TT_SIZE);
  s->trump = trump;
  for (BeloteCard c = 0; c < BELOTE_N_CARDS; c++)
    {
      s->strength[c] = (gint8) (belote_card_strength (c, trump) + (BELOTE_CARD_SUIT (c) == trump ? 32 : 0));
      s->points[c] = (gint8) belote_card_points (c, trump);
    }
  for (BeloteCard c = 0; c < BELOTE_N_CARDS; c++)
    {
      s->above[c] = 0;
      for (guint r = 0; r < BELOTE_N_RANKS; r++)
        {
          BeloteCard o = BELOTE_CARD (BELOTE_CARD_SUIT (c), r);

          if (s->strength[o] > s->strength[c])
            s->above[c] |= BELOTE_HAND_CARD (o);
        }
    }
}

static inline gboolean
beats (const BpSolver *s,
       BeloteCard      card,
       BeloteCard      win,
       BeloteSuit      led)
{
  BeloteSuit cs = BELOTE_CARD_SUIT (card), ws = BELOTE_CARD_SUIT (win);

  if (cs == s->trump)
    return ws != s->trump || s->strength[card] > s->strength[win];
  return cs == led && ws == led && s->strength[card] > s->strength[win];
}

/* B12 with the node's trick */
static inline BeloteHand
legal (const BpSolver *s,
       const Node     *nd,
       gint8           seat)
{
  BeloteHand hand = s->hands[seat], follow, trumps, higher;
  BeloteSuit led;
  BeloteCard win;
  gboolean partner;

  if (nd->n == 0)
    return hand;
  led = BELOTE_CARD_SUIT (nd->cards[0]);
  follow = hand & BELOTE_SUIT_MASK (led);
  partner = ((nd->winning ^ seat) & 1) == 0;
  trumps = hand & BELOTE_SUIT_MASK (s->trump);
  win = nd->cards[(nd->winning - nd->leader + BELOTE_N_SEATS) % BELOTE_N_SEATS];
  /* the highest trump in the trick is the winning card when there is one */
  higher = BELOTE_CARD_SUIT (win) == s->trump ? trumps & s->above[win] : trumps;
  if (follow != 0)
    {
      if (led != s->trump)
        return follow;
      if (partner || higher == 0)
        return trumps;
      return higher;
    }
  if (partner || trumps == 0)
    return hand;
  return higher != 0 ? higher : trumps;
}

static inline guint64
tt_key (const BpSolver *s,
        const Node     *nd)
{
  guint64 k = ((guint64) s->hands[0] << 32 | s->hands[1]) * G_GUINT64_CONSTANT (0x9e3779b97f4a7c15);

  k ^= ((guint64) s->hands[2] << 32 | s->hands[3]) * G_GUINT64_CONSTANT (0xc2b2ae3d27d4eb4f);
  k ^= (guint64) (nd->leader | nd->flags << 2) * G_GUINT64_CONSTANT (0x165667b19e3779f9);
  return balut_splitmix64 (k) | 1;
}

static int search (BpSolver *s, const Node *nd, int alpha, int beta);

/* plays card from seat on nd into child; returns the points the trick
 * brought to team 0 minus team 1 when it completes (else 0) */
static inline int
advance (BpSolver   *s,
         const Node *nd,
         gint8       seat,
         BeloteCard  card,
         Node       *child)
{
  *child = *nd;
  child->cards[nd->n] = card;
  if (nd->n == 0 || beats (s, card, nd->cards[(nd->winning - nd->leader + BELOTE_N_SEATS) % BELOTE_N_SEATS],
                           BELOTE_CARD_SUIT (nd->cards[0])))
    child->winning = seat;
  child->n = nd->n + 1;
  if (child->n == BELOTE_N_SEATS)
    {
      int pts = s->points[child->cards[0]] + s->points[child->cards[1]]
                + s->points[child->cards[2]] + s->points[child->cards[3]];
      int team = child->winning & 1;

      child->flags |= (guint8) (1u << team);
      if (child->tricks_left == 1)
        pts += child->flags == (1u << team) ? BELOTE_CAPOT_BONUS : BELOTE_LAST_TRICK;  /* B14, B15 */
      child->leader = child->winning;
      child->n = 0;
      child->tricks_left--;
      return team == 0 ? pts : -pts;
    }
  return 0;
}

/* The legal cards in the order to search them, equal cards once */
static guint
order_moves (const BpSolver *s,
             const Node     *nd,
             gint8           seat,
             BeloteCard      moves[BELOTE_HAND_SIZE])
{
  BeloteHand lg = legal (s, nd, seat);
  BeloteHand live = 0;
  int score[BELOTE_HAND_SIZE];
  guint n = 0;
  gboolean partner = nd->n > 0 && ((nd->winning ^ seat) & 1) == 0;
  BeloteCard win = nd->n > 0 ? nd->cards[(nd->winning - nd->leader + BELOTE_N_SEATS) % BELOTE_N_SEATS]
                             : BELOTE_NO_CARD;

  for (gint8 o = 0; o < BELOTE_N_SEATS; o++)
    if (o != seat)
      live |= s->hands[o];
  for (guint i = 0; i < nd->n; i++)
    live |= BELOTE_HAND_CARD (nd->cards[i]);

  for (BeloteHand h = lg; h != 0; h &= h - 1)
    {
      BeloteCard c = bp_first_card (h);
      gboolean skip = FALSE;
      int v;

      /* an equal card just above it in the hand, nothing live between */
      for (BeloteHand u = lg & s->above[c]; u != 0; u &= u - 1)
        {
          BeloteCard d = bp_first_card (u);

          if (s->points[d] == s->points[c] && (live & s->above[c] & ~s->above[d] & ~BELOTE_HAND_CARD (d)) == 0)
            {
              skip = TRUE;
              break;
            }
        }
      if (skip)
        continue;

      if (nd->n == 0)
        v = s->strength[c] * 4 + s->points[c];
      else if (partner)
        v = beats (s, c, win, BELOTE_CARD_SUIT (nd->cards[0])) ? -s->strength[c]
                                                                 : 100 + s->points[c] * 4 - s->strength[c];
      else if (beats (s, c, win, BELOTE_CARD_SUIT (nd->cards[0])))
        v = 200 - s->strength[c] + (nd->n == 3 ? 0 : s->strength[c] * 2);
      else
        v = 50 - s->points[c] * 4 - s->strength[c];
      /* insertion, best first */
      {
        guint j = n++;

        while (j > 0 && score[j - 1] < v)
          {
            score[j] = score[j - 1];
            moves[j] = moves[j - 1];
            j--;
          }
        score[j] = v;
        moves[j] = c;
      }
    }
  return n;
}

static int
last_trick (BpSolver   *s,
            const Node *nd)
{
  Node child = *nd;
  int v = 0;

  for (guint i = 0; i < BELOTE_N_SEATS; i++)
    {
      gint8 seat = (gint8) ((nd->leader + i) % BELOTE_N_SEATS);
      Node next;

      v = advance (s, &child, seat, bp_first_card (s->hands[seat]), &next);
      child = next;
    }
  return v;
}

static int
search (BpSolver   *s,
        const Node *nd,
        int         alpha,
        int         beta)
{
  gint8 seat = (gint8) ((nd->leader + nd->n) % BELOTE_N_SEATS);
  BeloteCard moves[BELOTE_HAND_SIZE];
  guint n_moves;
  gboolean max = (seat & 1) == 0;
  int best = max ? -10000 : 10000;
  TTEntry *e = NULL;
  guint64 key = 0;
  int alpha0, beta0;
  BeloteCard hint = BELOTE_NO_CARD, best_move = BELOTE_NO_CARD;

  s->nodes++;
  if (nd->n == 0)
    {
      if (nd->tricks_left == 0)
        return 0;
      if (nd->tricks_left == 1)
        return last_trick (s, nd);
      key = tt_key (s, nd);
      e = &s->tt[key & (TT_SIZE - 1)];
      if (e->key == key)
        {
          hint = e->move;
          if (e->lo == e->hi || e->lo >= beta)
            return e->lo;
          if (e->hi <= alpha)
            return e->hi;
          alpha = MAX (alpha, e->lo);
          beta = MIN (beta, e->hi);
        }
    }
  alpha0 = alpha;
  beta0 = beta;

  n_moves = order_moves (s, nd, seat, moves);
  if (hint != BELOTE_NO_CARD)
    for (guint i = 1; i < n_moves; i++)
      if (moves[i] == hint)
        {
          memmove (moves + 1, moves, i * sizeof moves[0]);
          moves[0] = hint;
          break;
        }
  for (guint i = 0; i < n_moves; i++)
    {
      Node child;
      int v;

      s->hands[seat] &= ~BELOTE_HAND_CARD (moves[i]);
      v = advance (s, nd, seat, moves[i], &child);
      v += search (s, &child, alpha - v, beta - v);
      s->hands[seat] |= BELOTE_HAND_CARD (moves[i]);
      if (max)
        {
          if (v > best)
            {
              best = v;
              best_move = moves[i];
            }
          if (best > alpha)
            alpha = best;
        }
      else
        {
          if (v < best)
            {
              best = v;
              best_move = moves[i];
            }
          if (best < beta)
            beta = best;
        }
      if (alpha >= beta)
        break;
    }

  if (e != NULL)
    {
      if (e->key != key)
        {
          e->key = key;
          e->lo = -10000;
          e->hi = 10000;
        }
      e->move = best_move;
      /* fail-soft bounds against the window this node was searched with */
      if (best <= alpha0)
        e->hi = (gint16) MIN (e->hi, best);
      else if (best >= beta0)
        e->lo = (gint16) MAX (e->lo, best);
      else
        {
          e->lo = (gint16) best;
          e->hi = (gint16) best;
        }
    }
  return best;
}

int
bp_solve (BpSolver     *solver,
          const BpGame *g,
          int           team)
{
  Node nd;
  int v;

  set_trump (solver, g->trump);
  memcpy (solver->hands, g->hands, sizeof solver->hands);
  memset (&nd, 0, sizeof nd);
  nd.leader = g->leader;
  nd.n = g->n_trick;
  nd.winning = g->winning;
  nd.tricks_left = (guint8) (BELOTE_N_TRICKS - g->trick_no);
  nd.flags = (guint8) ((g->tricks_won[0] > 0 ? 1 : 0) | (g->tricks_won[1] > 0 ? 2 : 0));
  memcpy (nd.cards, g->trick, sizeof nd.cards);
  v = search (solver, &nd, -10000, 10000);
  return team == 0 ? v : -v;
}
