/* test-belote-cards.c — Belote's playing cards: every card where it
 * should be on the deck's sheet, in its colours, drawn once
 *
 * SPDX-FileCopyrightText: 2026 The Balut developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * BeloteCardTextures draws a card by offsetting the whole sheet of the
 * deck (belote-card-textures.c). The references here are drawn another
 * way, by librsvg directly from each card's own element (#club_7,
 * #diamond_king, #back: rsvg_handle_render_element ()), and every
 * texture must be nearest to its own card's reference among all 33: a
 * sheet offset by one column, one row or part of a card fails. The
 * colours of the indices are checked against the suits (red and black;
 * four-colour: orange diamonds, green clubs), at a width with the deck's
 * own indices and at one with the large ones.
 *
 * BELOTE_CARDS_CONTACT=file.png writes every card at 40, 60 and 120 px,
 * in both colourings, into one picture (to look at them).
 */

#include "config.h"

#include <librsvg/rsvg.h>
#include <math.h>
#include <string.h>

#include "balut-die-textures.h"
#include "belote-card-textures.h"
#include "ui-test-utils.h"

#define DECK_RESOURCE "/io/github/balut/Balut/cards/bellot.svg"
#define N_KINDS (BELOTE_N_CARDS + 1)   /* the 32 faces and the back */
#define BACK BELOTE_N_CARDS
#define WIDTH 120       /* the deck's own indices */
#define SMALL_WIDTH 40  /* the large indices (below BELOTE_CARD_LARGE_INDEX_WIDTH) */

typedef struct {
  int      width;
  int      height;
  guint8  *rgba;   /* unpremultiplied, 4 bytes a pixel */
} Picture;

static void
picture_clear (Picture *p)
{
  g_clear_pointer (&p->rgba, g_free);
}

G_DEFINE_AUTO_CLEANUP_CLEAR_FUNC (Picture, picture_clear)

static void
picture_from_texture (Picture    *p,
                      GdkTexture *texture)
{
  g_autofree guint8 *argb = NULL;
  gsize stride;

  p->width = gdk_texture_get_width (texture);
  p->height = gdk_texture_get_height (texture);
  stride = (gsize) p->width * 4;
  argb = g_malloc (stride * p->height);
  gdk_texture_download (texture, argb, stride);
  p->rgba = g_malloc (stride * p->height);
  /* GDK_MEMORY_DEFAULT: premultiplied B G R A in memory (little-endian) */
  for (gsize i = 0; i < (gsize) p->width * p->height; i++)
    {
      guint8 *s = argb + 4 * i, *d = p->rgba + 4 * i;
      guint a = s[3];

      d[0] = a ? MIN (255u, s[2] * 255u / a) : 0;
      d[1] = a ? MIN (255u, s[1] * 255u / a) : 0;
      d[2] = a ? MIN (255u, s[0] * 255u / a) : 0;
      d[3] = a;
    }
}

static void
picture_from_surface (Picture         *p,
                      cairo_surface_t *surface)
{
  GdkTexture *texture;

  g_assert_cmpint (cairo_surface_status (surface), ==, CAIRO_STATUS_SUCCESS);
  texture = balut_die_textures_texture_for_surface (surface);
  picture_from_texture (p, texture);
  g_object_unref (texture);
}

static const guint8 *
pixel (const Picture *p,
       int            x,
       int            y)
{
  return p->rgba + 4 * ((gsize) y * p->width + x);
}

static RsvgHandle *
load_deck (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(GBytes) bytes = g_resources_lookup_data (DECK_RESOURCE, 0, &error);
  RsvgHandle *handle;

  g_assert_no_error (error);
  handle = rsvg_handle_new_from_data (g_bytes_get_data (bytes, NULL), g_bytes_get_size (bytes), &error);
  g_assert_no_error (error);

  return handle;
}

/* The element of a card in the deck, named independently of the
 * textures' layout: "club_1" … "spade_king", "back" */
static char *
element_id (guint kind)
{
  static const char *const suits[] = { "club", "diamond", "heart", "spade" };
  static const char *const ranks[] = { "7", "8", "9", "10", "jack", "queen", "king", "1" };

  if (kind == BACK)
    return g_strdup ("#back");
  return g_strdup_printf ("#%s_%s", suits[BELOTE_CARD_SUIT (kind)], ranks[BELOTE_CARD_RANK (kind)]);
}

/* The card drawn by librsvg from its own element alone (no neighbour),
 * its outline where librsvg says it is (its logical rectangle, the
 * border's outer half added), fitted into the texture's size */
static void
reference (Picture    *p,
           RsvgHandle *deck,
           guint       kind,
           int         width)
{
  int height = belote_card_textures_height_for_width (width);
  cairo_surface_t *surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, width, height);
  cairo_t *cr = cairo_create (surface);
  RsvgRectangle sheet = { 0, 0, 2178.99, 1216.19 };
  RsvgRectangle ink, logical, viewport;
  g_autofree char *id = element_id (kind);
  g_autoptr(GError) error = NULL;
  double border = 1.25 * 2178.99 / 2178.99;

  g_assert_true (rsvg_handle_get_geometry_for_layer (deck, id, &sheet, &ink, &logical, &error));
  g_assert_no_error (error);
  logical.x -= border;
  logical.y -= border;
  logical.width += 2 * border;
  logical.height += 2 * border;

  cairo_scale (cr, width / logical.width, height / logical.height);
  viewport = (RsvgRectangle) { -logical.x, -logical.y, sheet.width, sheet.height };
  g_assert_true (rsvg_handle_render_layer (deck, cr, id, &viewport, &error));
  g_assert_no_error (error);
  cairo_destroy (cr);
  picture_from_surface (p, surface);
  cairo_surface_destroy (surface);
}

/* The mean difference of the colours over the middle of the card, where
 * neither the corners nor the indices (large ones too) are, in blocks of
 * about 4 × 4 pixels: 0–255 */
static double
difference (const Picture *a,
            const Picture *b)
{
  int block = MAX (2, a->width / 30);
  double sum = 0;
  int n = 0;

  g_assert_cmpint (a->width, ==, b->width);
  g_assert_cmpint (a->height, ==, b->height);
  for (int by = a->height / 5; by + block <= a->height * 4 / 5; by += block)
    for (int bx = a->width * 3 / 10; bx + block <= a->width * 7 / 10; bx += block)
      for (int c = 0; c < 3; c++)
        {
          int ta = 0, tb = 0;

          for (int y = by; y < by + block; y++)
            for (int x = bx; x < bx + block; x++)
              {
                ta += pixel (a, x, y)[c];
                tb += pixel (b, x, y)[c];
              }
          sum += fabs ((double) (ta - tb)) / (block * block);
          n++;
        }
  return sum / n;
}

/* ------------------------------------------------------------ colours */

typedef enum { INK_NONE, INK_BLACK, INK_RED, INK_ORANGE, INK_GREEN, INK_OTHER } Ink;

static const char *const ink_names[] = { "none", "black", "red", "orange", "green", "other" };

static Ink
classify (const guint8 *p)
{
  double r = p[0], g = p[1], b = p[2];
  double max = MAX (r, MAX (g, b)), min = MIN (r, MIN (g, b));

  if (p[3] < 200 || min > 170)
    return INK_NONE;                     /* transparent, white or pale */
  if (max < 90)
    return INK_BLACK;
  if (max - min < 60)
    return INK_OTHER;                    /* grey */
  if (r == max && g < 0.25 * r && b < 0.25 * r)
    return INK_RED;                      /* #e6180a: g/r 0.10 */
  if (r == max && g > 0.35 * r && g < 0.7 * r && b < 0.2 * r)
    return INK_ORANGE;                   /* #e07000: g/r 0.50 */
  if (g == max && r < 0.5 * g && b < 0.5 * g)
    return INK_GREEN;                    /* #0a8a2a */
  return INK_OTHER;
}

/* The ink of the index in the top left corner: the one most of its
 * coloured pixels have */
static Ink
index_ink (const Picture *p)
{
  guint counts[G_N_ELEMENTS (ink_names)] = { 0 };
  Ink best = INK_NONE;

  for (int y = p->height * 3 / 100; y < p->height * 30 / 100; y++)
    for (int x = p->width * 3 / 100; x < p->width * 20 / 100; x++)
      counts[classify (pixel (p, x, y))]++;
  for (Ink ink = INK_BLACK; ink < INK_OTHER; ink++)
    if (counts[ink] > (best == INK_NONE ? 0 : counts[best]))
      best = ink;
  return best;
}

static Ink
expected_ink (BeloteSuit suit,
              gboolean   four_colour)
{
  switch (suit)
    {
    case BELOTE_CLUBS:
      return four_colour ? INK_GREEN : INK_BLACK;
    case BELOTE_DIAMONDS:
      return four_colour ? INK_ORANGE : INK_RED;
    case BELOTE_HEARTS:
      return INK_RED;
    case BELOTE_SPADES:
      return INK_BLACK;
    default:
      g_assert_not_reached ();
    }
}

/* how much of the card's middle is neither white nor transparent */
static double
ink_fraction (const Picture *p)
{
  int inked = 0, n = 0;

  for (int y = p->height / 10; y < p->height * 9 / 10; y++)
    for (int x = p->width / 10; x < p->width * 9 / 10; x++, n++)
      inked += classify (pixel (p, x, y)) != INK_NONE;
  return (double) inked / n;
}

static GdkTexture *
get_kind (BeloteCardTextures *textures,
          guint               kind,
          gboolean            four_colour,
          int                 width)
{
  return kind == BACK ? belote_card_textures_get_back (textures, width)
                      : belote_card_textures_get_face (textures, kind, four_colour, width);
}

/* ------------------------------------------------------------ tests */

/* The deck is the one the textures know: its sheet's viewBox, no text
 * (fonts would differ from one system to another), each card's element
 * where its column and row say. */
static void
test_layout (void)
{
  g_autoptr(GObject) deck_object = G_OBJECT (load_deck ());
  RsvgHandle *deck = RSVG_HANDLE (deck_object);
  g_autoptr(GBytes) bytes = g_resources_lookup_data (DECK_RESOURCE, 0, NULL);
  g_autofree char *text = g_strndup (g_bytes_get_data (bytes, NULL), g_bytes_get_size (bytes));
  gboolean has_viewbox;
  RsvgRectangle viewbox;
  RsvgRectangle sheet = { 0, 0, 2178.99, 1216.19 };
  RsvgLength width, height;
  double scale, dx, dy;

  g_assert_null (strstr (text, "<text"));
  g_assert_nonnull (strstr (text, "SPDX-License-Identifier: LGPL-3.0-or-later"));

  rsvg_handle_get_intrinsic_dimensions (deck, NULL, &width, NULL, &height, &has_viewbox, &viewbox);
  g_assert_true (has_viewbox);
  g_assert_cmpfloat_with_epsilon (viewbox.x, -0.2, 1e-4);
  g_assert_cmpfloat_with_epsilon (viewbox.y, -236, 1e-4);
  g_assert_cmpfloat_with_epsilon (viewbox.width, 2178.99, 1e-4);
  g_assert_cmpfloat_with_epsilon (viewbox.height, 1216.19, 1e-4);
  g_assert_cmpfloat_with_epsilon (width.length, 2178.99, 1e-4);
  g_assert_cmpfloat_with_epsilon (height.length, 1216.19, 1e-4);
  /* the viewBox fitted into the document's size */
  scale = MIN (width.length / viewbox.width, height.length / viewbox.height);
  dx = (width.length - viewbox.width * scale) / 2;
  dy = (height.length - viewbox.height * scale) / 2;

  /* the cards' outlines, border included, 167.575 × 243.137 apart */
  for (guint kind = 0; kind < N_KINDS; kind++)
    {
      g_autofree char *id = element_id (kind);
      g_autoptr(GError) error = NULL;
      RsvgRectangle ink, logical;
      /* the sheet's columns: A, 2, …, 10, J, Q, K */
      static const int columns[] = { 6, 7, 8, 9, 10, 11, 12, 0 };
      int column = kind == BACK ? 2 : columns[BELOTE_CARD_RANK (kind)];
      int row = kind == BACK ? 4 : (int) BELOTE_CARD_SUIT (kind);

      /* where the element is on the sheet drawn at one unit a pixel */
      g_assert_true (rsvg_handle_get_geometry_for_layer (deck, id, &sheet, &ink, &logical, &error));
      g_assert_no_error (error);
      g_test_message ("%s: %g %g %g %g", id, logical.x, logical.y, logical.width, logical.height);
      g_assert_cmpfloat (fabs (logical.x - (dx + (column * 167.575 + 0.2) * scale)), <, 0.02);
      g_assert_cmpfloat (fabs (logical.y - (dy + (row * 243.137 - 235.27 + 236) * scale)), <, 0.02);
      g_assert_cmpfloat (fabs (logical.width - 166.575 * scale), <, 0.02);
      g_assert_cmpfloat (fabs (logical.height - 242.14 * scale), <, 0.02);
    }
}

static void
test_height_for_width (void)
{
  for (int width = 1; width <= 1000; width++)
    {
      int height = belote_card_textures_height_for_width (width);

      /* the deck's proportions, border included */
      g_assert_cmpfloat (fabs (height - width * 244.64 / 169.075), <=, 0.5 + 1e-9);
    }
}

/* Every texture is nearest to its own card's reference, and near it */
static void
check_faces (int width)
{
  g_autoptr(BeloteCardTextures) textures = belote_card_textures_dup_default ();
  g_autoptr(GObject) deck_object = G_OBJECT (load_deck ());
  RsvgHandle *deck = RSVG_HANDLE (deck_object);
  Picture refs[N_KINDS];

  for (guint kind = 0; kind < N_KINDS; kind++)
    reference (&refs[kind], deck, kind, width);

  for (guint kind = 0; kind < N_KINDS; kind++)
    {
      g_autofree char *id = element_id (kind);
      g_auto(Picture) face = { 0 };
      GdkTexture *texture = get_kind (textures, kind, FALSE, width);
      double own, nearest_other = G_MAXDOUBLE;
      guint nearest = kind;

      g_assert_nonnull (texture);
      g_assert_cmpint (gdk_texture_get_width (texture), ==, width);
      g_assert_cmpint (gdk_texture_get_height (texture), ==, belote_card_textures_height_for_width (width));
      picture_from_texture (&face, texture);

      own = difference (&face, &refs[kind]);
      for (guint other = 0; other < N_KINDS; other++)
        if (other != kind && difference (&face, &refs[other]) < nearest_other)
          {
            nearest_other = difference (&face, &refs[other]);
            nearest = other;
          }
      g_test_message ("%s at %d px: %.2f from its reference, %.2f from the nearest other (%u)",
                      id, width, own, nearest_other, nearest);
      /* the same drawing, up to antialiasing of a fraction of a pixel */
      g_assert_cmpfloat (own, <, 1.0);
      g_assert_cmpfloat (own * 10, <, nearest_other);

      /* not blank; the corners outside the rounded outline transparent,
       * the border's middle opaque (no gap, no neighbour's edge) */
      g_assert_cmpfloat (ink_fraction (&face), >, kind == BACK ? 0.3 : 0.01);
      g_assert_cmpint (pixel (&face, 0, 0)[3], ==, 0);
      g_assert_cmpint (pixel (&face, width - 1, face.height - 1)[3], ==, 0);
      g_assert_cmpint (pixel (&face, 0, face.height / 2)[3], >, 100);
      g_assert_cmpint (pixel (&face, width - 1, face.height / 2)[3], >, 100);
      g_assert_cmpint (pixel (&face, width / 2, 0)[3], >, 100);
      g_assert_cmpint (pixel (&face, width / 2, face.height - 1)[3], >, 100);
    }

  for (guint kind = 0; kind < N_KINDS; kind++)
    picture_clear (&refs[kind]);
}

static void
test_faces (void)
{
  check_faces (WIDTH);
  check_faces (BELOTE_CARD_LARGE_INDEX_WIDTH + 1);
}

/* How much two faces' ink differs (0–1) inside a box given in fractions
 * of the card: colour aside, where each has ink */
static double
mask_difference (const Picture *a,
                 const Picture *b,
                 double         x0,
                 double         y0,
                 double         x1,
                 double         y1)
{
  int differ = 0, inked = 0;

  for (int y = (int) (a->height * y0); y < (int) (a->height * y1); y++)
    for (int x = (int) (a->width * x0); x < (int) (a->width * x1); x++)
      {
        gboolean ink_a = classify (pixel (a, x, y)) != INK_NONE;
        gboolean ink_b = classify (pixel (b, x, y)) != INK_NONE;

        differ += ink_a != ink_b;
        inked += ink_a || ink_b;
      }
  return inked > 0 ? (double) differ / inked : 0;
}

/* A shape's signature: its ink within the box (in pixels), cropped to
 * the ink's bounds and averaged over a SIG_W × SIG_H grid */
#define SIG_W 6
#define SIG_H 8

static void
signature (const Picture *p,
           int            x0,
           int            y0,
           int            x1,
           int            y1,
           double         sig[SIG_W * SIG_H])
{
  int bx0 = x1, by0 = y1, bx1 = x0 - 1, by1 = y0 - 1;
  double sums[SIG_W * SIG_H] = { 0 }, counts[SIG_W * SIG_H] = { 0 };

  for (int y = y0; y < y1; y++)
    for (int x = x0; x < x1; x++)
      if (classify (pixel (p, x, y)) != INK_NONE)
        {
          bx0 = MIN (bx0, x);
          bx1 = MAX (bx1, x);
          by0 = MIN (by0, y);
          by1 = MAX (by1, y);
        }
  g_assert_cmpint (bx1, >=, bx0);
  for (int y = by0; y <= by1; y++)
    for (int x = bx0; x <= bx1; x++)
      {
        int cell = (y - by0) * SIG_H / (by1 - by0 + 1) * SIG_W + (x - bx0) * SIG_W / (bx1 - bx0 + 1);

        sums[cell] += classify (pixel (p, x, y)) != INK_NONE;
        counts[cell]++;
      }
  for (int i = 0; i < SIG_W * SIG_H; i++)
    sig[i] = counts[i] > 0 ? sums[i] / counts[i] : 0;
}

/* The signatures of the ranks' names written large with Pango, black on
 * white, in the test's own drawing */
static void
rank_signatures (double sigs[BELOTE_N_RANKS][SIG_W * SIG_H])
{
  static const char *const names[] = { "7", "8", "9", "10", "J", "Q", "K", "A" };

  for (BeloteRank rank = BELOTE_SEVEN; rank <= BELOTE_ACE; rank++)
    {
      cairo_surface_t *surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, 200, 160);
      cairo_t *cr = cairo_create (surface);
      PangoLayout *layout = pango_cairo_create_layout (cr);
      PangoFontDescription *font = pango_font_description_from_string ("Sans Bold 60px");
      g_auto(Picture) picture = { 0 };

      cairo_set_source_rgb (cr, 1, 1, 1);
      cairo_paint (cr);
      cairo_set_source_rgb (cr, 0, 0, 0);
      pango_layout_set_font_description (layout, font);
      pango_layout_set_text (layout, names[rank], -1);
      cairo_move_to (cr, 10, 10);
      pango_cairo_show_layout (cr, layout);
      pango_font_description_free (font);
      g_object_unref (layout);
      cairo_destroy (cr);
      picture_from_surface (&picture, surface);
      cairo_surface_destroy (surface);
      signature (&picture, 0, 0, picture.width, picture.height, sigs[rank]);
    }
}

/* The large index's rank is the card's: its shape is nearest to the
 * rank's own name among the eight */
static void
check_small_ranks (int width)
{
  g_autoptr(BeloteCardTextures) textures = belote_card_textures_dup_default ();
  double sigs[BELOTE_N_RANKS][SIG_W * SIG_H];

  rank_signatures (sigs);
  for (BeloteCard card = 0; card < BELOTE_N_CARDS; card++)
    {
      g_auto(Picture) face = { 0 };
      double sig[SIG_W * SIG_H];
      double best = G_MAXDOUBLE;
      BeloteRank nearest = BELOTE_SEVEN;

      picture_from_texture (&face, belote_card_textures_get_face (textures, card, FALSE, width));
      signature (&face, face.width * 3 / 100, face.height * 3 / 100, face.width * 33 / 100,
                 face.height * 27 / 100, sig);
      for (BeloteRank rank = BELOTE_SEVEN; rank <= BELOTE_ACE; rank++)
        {
          double d = 0;

          for (int i = 0; i < SIG_W * SIG_H; i++)
            d += fabs (sig[i] - sigs[rank][i]);
          if (d < best)
            {
              best = d;
              nearest = rank;
            }
        }
      g_test_message ("%s at %d px: its rank reads as rank %d", belote_card_to_string (card), width, nearest);
      g_assert_cmpint (nearest, ==, BELOTE_CARD_RANK (card));
    }
}

/* Small faces: the rank in the left column's top is the same shape on
 * the four cards of a rank and another shape on each other rank; the
 * suit below it likewise by suit; every face differs from the others. */
static void
check_small_faces (int width)
{
  g_autoptr(BeloteCardTextures) textures = belote_card_textures_dup_default ();
  Picture faces[BELOTE_N_CARDS];
  /* the large index's rank and suit: boxes of the left third */
  const double rank_box[] = { 0.03, 0.03, 0.33, 0.28 };
  const double suit_box[] = { 0.03, 0.30, 0.33, 0.52 };

  g_assert_cmpint (width, <, BELOTE_CARD_LARGE_INDEX_WIDTH);
  for (BeloteCard card = 0; card < BELOTE_N_CARDS; card++)
    picture_from_texture (&faces[card], belote_card_textures_get_face (textures, card, FALSE, width));

  for (BeloteCard a = 0; a < BELOTE_N_CARDS; a++)
    for (BeloteCard b = a + 1; b < BELOTE_N_CARDS; b++)
      {
        double rank = mask_difference (&faces[a], &faces[b], rank_box[0], rank_box[1], rank_box[2], rank_box[3]);
        double suit = mask_difference (&faces[a], &faces[b], suit_box[0], suit_box[1], suit_box[2], suit_box[3]);

        g_test_message ("%s %s at %d px: rank %.2f suit %.2f", belote_card_to_string (a),
                        belote_card_to_string (b), width, rank, suit);
        if (BELOTE_CARD_RANK (a) == BELOTE_CARD_RANK (b))
          g_assert_cmpfloat (rank, <, 0.06);
        else
          g_assert_cmpfloat (rank, >, 0.15);
        if (BELOTE_CARD_SUIT (a) == BELOTE_CARD_SUIT (b))
          g_assert_cmpfloat (suit, <, 0.06);
        else
          g_assert_cmpfloat (suit, >, 0.15);
        g_assert_true (memcmp (faces[a].rgba, faces[b].rgba, (gsize) width * faces[a].height * 4) != 0);
      }

  for (BeloteCard card = 0; card < BELOTE_N_CARDS; card++)
    picture_clear (&faces[card]);
}

static void
test_small_faces (void)
{
  check_small_faces (SMALL_WIDTH);
  check_small_faces (60);
  check_small_ranks (SMALL_WIDTH);
  check_small_ranks (60);
}

/* The indices' colours: the suit's, from the deck (wide) or drawn large
 * (narrow), two- and four-colour; the court figures keep theirs. */
static void
test_colours (void)
{
  g_autoptr(BeloteCardTextures) textures = belote_card_textures_dup_default ();
  const int widths[] = { WIDTH, SMALL_WIDTH };

  for (guint w = 0; w < G_N_ELEMENTS (widths); w++)
    for (int four_colour = 0; four_colour < 2; four_colour++)
      for (BeloteCard card = 0; card < BELOTE_N_CARDS; card++)
        {
          g_auto(Picture) face = { 0 };
          Ink ink;

          picture_from_texture (&face, belote_card_textures_get_face (textures, card, four_colour, widths[w]));
          ink = index_ink (&face);
          if (ink != expected_ink (BELOTE_CARD_SUIT (card), four_colour))
            g_error ("%s at %d px%s: index %s, expected %s", belote_card_to_string (card), widths[w],
                     four_colour ? ", four colours" : "", ink_names[ink],
                     ink_names[expected_ink (BELOTE_CARD_SUIT (card), four_colour)]);
        }

  /* the pips of a nine are the suit's too; the figures of the court
   * cards are the same in both decks */
  for (BeloteSuit suit = BELOTE_CLUBS; suit <= BELOTE_SPADES; suit++)
    {
      g_auto(Picture) nine = { 0 };
      g_auto(Picture) plain = { 0 };
      g_auto(Picture) four = { 0 };
      guint counts[G_N_ELEMENTS (ink_names)] = { 0 };

      picture_from_texture (&nine, belote_card_textures_get_face (textures, BELOTE_CARD (suit, BELOTE_NINE), TRUE, WIDTH));
      for (int y = nine.height / 5; y < nine.height * 4 / 5; y++)
        for (int x = nine.width / 5; x < nine.width * 4 / 5; x++)
          counts[classify (pixel (&nine, x, y))]++;
      g_assert_cmpuint (counts[expected_ink (suit, TRUE)], >, 500);
      for (Ink ink = INK_BLACK; ink <= INK_GREEN; ink++)
        if (ink != expected_ink (suit, TRUE))
          g_assert_cmpuint (counts[ink], <, counts[expected_ink (suit, TRUE)] / 20);

      for (BeloteRank rank = BELOTE_JACK; rank <= BELOTE_KING; rank++)
        {
          picture_clear (&plain);
          picture_clear (&four);
          picture_from_texture (&plain, belote_card_textures_get_face (textures, BELOTE_CARD (suit, rank), FALSE, WIDTH));
          picture_from_texture (&four, belote_card_textures_get_face (textures, BELOTE_CARD (suit, rank), TRUE, WIDTH));
          g_assert_cmpfloat (difference (&plain, &four), <, 1.0);
        }
    }
}

/* Each (card, colours, width) is drawn once; the back once for both */
static void
test_cache (void)
{
  g_autoptr(BeloteCardTextures) textures = belote_card_textures_dup_default ();
  const int width = 57;
  guint before = belote_card_textures_get_n_rendered (textures);
  GdkTexture *first[N_KINDS];

  for (guint kind = 0; kind < N_KINDS; kind++)
    first[kind] = get_kind (textures, kind, FALSE, width);
  g_assert_cmpuint (belote_card_textures_get_n_rendered (textures), ==, before + N_KINDS);
  for (guint kind = 0; kind < N_KINDS; kind++)
    g_assert_true (get_kind (textures, kind, FALSE, width) == first[kind]);
  g_assert_cmpuint (belote_card_textures_get_n_rendered (textures), ==, before + N_KINDS);

  /* four colours: 32 faces more, the same back */
  for (guint kind = 0; kind < N_KINDS; kind++)
    {
      GdkTexture *texture = get_kind (textures, kind, TRUE, width);

      g_assert_true ((texture == first[kind]) == (kind == BACK));
    }
  g_assert_cmpuint (belote_card_textures_get_n_rendered (textures), ==, before + N_KINDS + BELOTE_N_CARDS);

  /* another width is drawn; the first is still kept */
  g_assert_nonnull (belote_card_textures_get_back (textures, width + 1));
  g_assert_true (belote_card_textures_get_back (textures, width) == first[BACK]);
  g_assert_cmpuint (belote_card_textures_get_n_rendered (textures), ==, before + N_KINDS + BELOTE_N_CARDS + 1);

  /* the cards differ from each other */
  for (guint a = 0; a < N_KINDS; a++)
    for (guint b = a + 1; b < N_KINDS; b++)
      {
        g_auto(Picture) pa = { 0 };
        g_auto(Picture) pb = { 0 };
        gsize size;

        picture_from_texture (&pa, first[a]);
        picture_from_texture (&pb, first[b]);
        size = (gsize) pa.width * pa.height * 4;
        g_assert_true (memcmp (pa.rgba, pb.rgba, size) != 0);
      }
}

/* BELOTE_CARDS_CONTACT: every card at 40, 60 and 120 px wide, two- then
 * four-colour, the back last, on a grey table */
static void
write_contact_sheet (const char *path)
{
  g_autoptr(BeloteCardTextures) textures = belote_card_textures_dup_default ();
  const int widths[] = { 40, 60, 120 };
  const int gap = 4;
  int total_width = 0, total_height = gap;
  cairo_surface_t *surface;
  cairo_t *cr;
  int y = gap;

  for (guint w = 0; w < G_N_ELEMENTS (widths); w++)
    {
      total_width = MAX (total_width, gap + 17 * (widths[w] + gap));
      total_height += 4 * (belote_card_textures_height_for_width (widths[w]) + gap);
    }
  surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, total_width, total_height);
  cr = cairo_create (surface);
  cairo_set_source_rgb (cr, 0.55, 0.6, 0.58);
  cairo_paint (cr);

  /* two lines of 16 cards each, the back at the end of the second */
  for (guint w = 0; w < G_N_ELEMENTS (widths); w++)
    for (int four_colour = 0; four_colour < 2; four_colour++)
      {
        int height = belote_card_textures_height_for_width (widths[w]);

        for (guint kind = 0; kind < N_KINDS; kind++)
          {
            GdkTexture *texture = get_kind (textures, kind, four_colour, widths[w]);
            cairo_surface_t *card = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, widths[w], height);
            guint line = MIN (kind / 16, 1);
            guint place = kind == BACK ? 16 : kind % 16;

            cairo_surface_flush (card);
            gdk_texture_download (texture, cairo_image_surface_get_data (card),
                                  cairo_image_surface_get_stride (card));
            cairo_surface_mark_dirty (card);
            cairo_set_source_surface (cr, card, gap + place * (widths[w] + gap), y + line * (height + gap));
            cairo_paint (cr);
            cairo_surface_destroy (card);
          }
        y += 2 * (height + gap);
      }
  cairo_destroy (cr);
  g_assert_cmpint (cairo_surface_write_to_png (surface, path), ==, CAIRO_STATUS_SUCCESS);
  cairo_surface_destroy (surface);
}

int
main (int   argc,
      char *argv[])
{
  g_autoptr(BalutApplication) application = ui_test_init (&argc, &argv);

  if (g_getenv ("BELOTE_CARDS_CONTACT") != NULL)
    {
      write_contact_sheet (g_getenv ("BELOTE_CARDS_CONTACT"));
      return 0;
    }

  g_test_add_func ("/belote/ui/cards/layout", test_layout);
  g_test_add_func ("/belote/ui/cards/height-for-width", test_height_for_width);
  g_test_add_func ("/belote/ui/cards/faces", test_faces);
  g_test_add_func ("/belote/ui/cards/small-faces", test_small_faces);
  g_test_add_func ("/belote/ui/cards/colours", test_colours);
  g_test_add_func ("/belote/ui/cards/cache", test_cache);

  return g_test_run ();
}
