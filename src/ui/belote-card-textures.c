/* belote-card-textures.c — the playing cards, rendered from the bundled
 * SVG deck once per pixel size and cached
 *
 * SPDX-FileCopyrightText: 2026 The Balut developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The deck is David Bellot's Paris pattern (data/cards/README.md): one
 * sheet of 13 columns (A, 2–10, J, Q, K) × 5 rows (clubs, diamonds,
 * hearts, spades; the jokers and the back). librsvg parses it once (the
 * balut-svg module: librsvg is loaded only when a card is first drawn)
 * and draws a card with the whole sheet offset by −column and −row
 * cards and scaled so that one card fills the texture, clipped to the
 * card's rounded outline. Only the card's own element is drawn
 * (render_element: 0.1–6 ms a card where the whole sheet takes 60 ms,
 * and no neighbour's border), but where the sheet puts it: never fitted
 * to the element's bounding box. Each (card, colours, width) texture is
 * drawn once and kept while its width is among the last
 * N_CACHED_WIDTHS asked for.
 *
 * Four-colour suits (the bridge players' convention: ♠ black, ♥ red,
 * ♦ orange, ♣ green) parse a second copy of the deck whose pips and
 * indices of diamonds and clubs are recoloured in the SVG itself; the
 * court figures keep their colours.
 *
 * Small cards get large indices: below BELOTE_CARD_LARGE_INDEX_WIDTH
 * pixels the deck's own indices (narrow, 6 px wide at 40) give way to a
 * rank and a suit drawn large in the left column, as card games on
 * telephones do, the deck's middle (pips, figure) a little smaller beside
 * them, so that a fanned hand stays readable at 360 px.
 */

#include "config.h"

#include <gmodule.h>
#include <math.h>
#include <string.h>

#include "balut-die-textures.h"
#include "balut-paths.h"
#include "balut-svg-module.h"
#include "belote-card-textures.h"

#define DECK_RESOURCE "/io/github/balut/Balut/cards/bellot.svg"

/* The sheet: the document's size (its width and height attributes),
 * the box render () draws it into, and its viewBox, the SVG's units,
 * which SVG fits into that box (the same size: data/cards/README.md) */
#define SHEET_WIDTH 2178.99
#define SHEET_HEIGHT 1216.19
#define VIEWBOX_X (-0.2)
#define VIEWBOX_Y (-236.0)
#define VIEWBOX_WIDTH 2178.99
#define VIEWBOX_HEIGHT 1216.19
/* In the SVG's units: the cards' steps across and down the sheet, and
 * the card of column 0, row 0, border included (its outline runs from
 * 0, -235.27 to 166.575, 6.87 with rounded corners of 6.87, stroked
 * 2.5 wide) */
#define STEP_X 167.575
#define STEP_Y 243.137
#define CARD_X (-1.25)
#define CARD_Y (-235.27 - 1.25)
#define CARD_W (166.575 + 2.5)
#define CARD_H (242.14 + 2.5)
#define CARD_RADIUS (6.87 + 1.25)

#define BACK_COLUMN 2
#define BACK_ROW 4
#define KIND_BACK BELOTE_N_CARDS

/* the hand, the trick, the backs and one more (a second monitor) */
#define N_CACHED_WIDTHS 4
#define MAX_WIDTH 4096

/* ♦ and ♣ of four-colour suits; the deck's red is #e6180a */
#define FOUR_COLOUR_DIAMONDS "#e07000"
#define FOUR_COLOUR_CLUBS "#0a8a2a"
#define DECK_RED "#e6180a"

struct _BeloteCardTextures
{
  GObject          parent_instance;

  /* the deck parsed by the balut-svg module, [four_colour]; NULL until
   * needed (and when it cannot be drawn: failed) */
  gpointer         decks[2];
  gboolean         failed[2];
  GHashTable      *textures;  /* key → GdkTexture */
  int              widths[N_CACHED_WIDTHS];  /* most recently used first */
  guint            n_rendered;
};

G_DEFINE_FINAL_TYPE (BeloteCardTextures, belote_card_textures, G_TYPE_OBJECT)

static BeloteCardTextures *default_textures;

/* kind: a card 0–31 or KIND_BACK */
static inline guint
texture_key (guint    kind,
             gboolean four_colour,
             int      width)
{
  return ((guint) width << 7) | ((four_colour ? 1u : 0u) << 6) | kind;
}

static inline int
key_width (guint key)
{
  return (int) (key >> 7);
}

/* ------------------------------------------------------------ the deck */

/* The balut-svg module (librsvg), loaded on first use; NULL and a
 * critical message when it is missing (a broken installation). The dice
 * load the same module (balut-die-textures.c); GModule opens it once. */
static const BalutSvgFunctions *
get_svg (void)
{
  static const BalutSvgFunctions *functions;
  static gsize done;

  if (g_once_init_enter (&done))
    {
      g_autofree char *file = g_strdup_printf ("%s.%s", BALUT_SVG_MODULE_NAME, G_MODULE_SUFFIX);
      g_autofree char *path = g_build_filename (balut_paths_get_module_dir (), file, NULL);
      GModule *module = g_module_open (path, G_MODULE_BIND_LAZY | G_MODULE_BIND_LOCAL);
      BalutSvgModuleEntry entry = NULL;

      if (module == NULL)
        g_critical ("The cards cannot be drawn: %s", g_module_error ());
      else if (!g_module_symbol (module, BALUT_SVG_MODULE_ENTRY, (gpointer *) &entry)
               || entry == NULL || entry ()->abi != BALUT_SVG_MODULE_ABI)
        g_critical ("The cards cannot be drawn: %s is not this Balut's module", path);
      else
        {
          g_module_make_resident (module);
          functions = entry ();
          module = NULL;
        }
      if (module != NULL)
        g_module_close (module);
      g_once_init_leave (&done, 1);
    }
  return functions;
}

/* Replaces @pattern by @replacement within the text between @from and
 * @to (both must be found); FALSE when the deck is not as expected. */
static gboolean
replace_between (GString    *svg,
                 const char *from,
                 const char *to,
                 const char *pattern,
                 const char *replacement)
{
  g_autoptr(GRegex) regex = g_regex_new (pattern, G_REGEX_OPTIMIZE, 0, NULL);
  g_autofree char *replaced = NULL;
  const char *begin = strstr (svg->str, from);
  const char *end = begin != NULL ? strstr (begin, to) : NULL;
  gsize pos;
  gsize len;

  if (end == NULL || regex == NULL || !g_regex_match_full (regex, begin, end - begin, 0, 0, NULL, NULL))
    return FALSE;
  pos = begin - svg->str;
  len = end - begin;
  replaced = g_regex_replace (regex, begin, len, 0, replacement, 0, NULL);
  if (replaced == NULL)
    return FALSE;
  g_string_erase (svg, pos, len);
  g_string_insert (svg, pos, replaced);

  return TRUE;
}

/* The four-colour deck: the pips (the #diamond and #club symbols, which
 * the court cards' corners use too) and the indices of the diamond and
 * club rows; NULL when the deck is not the one these edits know. */
static GBytes *
four_colour_deck (GBytes *deck)
{
  g_autoptr(GString) svg = g_string_new_len (g_bytes_get_data (deck, NULL), g_bytes_get_size (deck));
#define RANK_USE "(<use xlink:href=\"#(?:n_\\d+|jack|queen|king|ace)\")"

  if (!replace_between (svg, "<g id=\"diamond\">", "</g>",
                        "style=\"fill:" DECK_RED "\"", "style=\"fill:" FOUR_COLOUR_DIAMONDS "\"")
      || !replace_between (svg, "<g id=\"club\">", "<path",
                           "^<g id=\"club\">", "<g id=\"club\" style=\"fill:" FOUR_COLOUR_CLUBS "\">")
      || !replace_between (svg, "<g id=\"diamond_1\">", "<g id=\"heart_1\">",
                           RANK_USE "([^>]*?)style=\"fill:" DECK_RED "\"",
                           "\\1\\2style=\"fill:" FOUR_COLOUR_DIAMONDS "\"")
      || !replace_between (svg, "<g id=\"club_1\">", "<g id=\"diamond_1\">",
                           RANK_USE, "\\1 style=\"fill:" FOUR_COLOUR_CLUBS "\""))
    return NULL;
#undef RANK_USE
  return g_string_free_to_bytes (g_steal_pointer (&svg));
}

/* The deck parsed by the balut-svg module; NULL when it cannot be (a
 * critical message says why) */
static gpointer
load_deck (gboolean four_colour)
{
  const BalutSvgFunctions *svg = get_svg ();
  g_autoptr(GBytes) deck = NULL;
  g_autoptr(GError) error = NULL;
  gpointer document;

  if (svg == NULL)
    return NULL;
  deck = g_resources_lookup_data (DECK_RESOURCE, G_RESOURCE_LOOKUP_FLAGS_NONE, &error);
  if (deck == NULL)
    {
      g_critical ("Cannot load the cards %s: %s", DECK_RESOURCE, error->message);
      return NULL;
    }
  if (four_colour)
    {
      GBytes *recoloured = four_colour_deck (deck);

      if (recoloured == NULL)
        {
          g_critical ("The cards %s are not the deck whose colours Balut knows how to change",
                      DECK_RESOURCE);
          return NULL;
        }
      g_bytes_unref (deck);
      deck = recoloured;
    }

  document = svg->load (g_bytes_get_data (deck, NULL), g_bytes_get_size (deck), &error);
  if (document == NULL)
    g_critical ("Cannot parse the cards %s: %s", DECK_RESOURCE, error->message);

  return document;
}

static gpointer
get_deck (BeloteCardTextures *self,
          gboolean            four_colour)
{
  int i = four_colour ? 1 : 0;

  if (self->decks[i] == NULL && !self->failed[i])
    {
      self->decks[i] = load_deck (four_colour);
      self->failed[i] = self->decks[i] == NULL;
    }
  return self->decks[i];
}

/* ------------------------------------------------------------ one card */

/* Where the card is on the sheet, and its element: "#club_7" */
static void
card_cell (guint  kind,
           int   *column,
           int   *row,
           char   id[static 24])
{
  static const char *const suits[] = { "club", "diamond", "heart", "spade" };
  static const char *const ranks[] = { "7", "8", "9", "10", "jack", "queen", "king", "1" };

  if (kind == KIND_BACK)
    {
      *column = BACK_COLUMN;
      *row = BACK_ROW;
      g_strlcpy (id, "#back", 24);
      return;
    }
  /* the sheet's columns are A, 2, …, K; its rows the suits in
   * BeloteSuit's order (B1: C D H S) */
  *row = BELOTE_CARD_SUIT (kind);
  *column = BELOTE_CARD_RANK (kind) == BELOTE_ACE ? 0 : (int) BELOTE_CARD_RANK (kind) + 6;
  g_snprintf (id, 24, "#%s_%s", suits[*row], ranks[BELOTE_CARD_RANK (kind)]);
}

static void
rounded_rectangle (cairo_t *cr,
                   double   x,
                   double   y,
                   double   width,
                   double   height,
                   double   radius)
{
  cairo_new_sub_path (cr);
  cairo_arc (cr, x + width - radius, y + radius, radius, -G_PI / 2, 0);
  cairo_arc (cr, x + width - radius, y + height - radius, radius, 0, G_PI / 2);
  cairo_arc (cr, x + radius, y + height - radius, radius, G_PI / 2, G_PI);
  cairo_arc (cr, x + radius, y + radius, radius, G_PI, 3 * G_PI / 2);
  cairo_close_path (cr);
}

/* The card's colour where its pips are: for the large indices */
static void
suit_colour (BeloteSuit suit,
             gboolean   four_colour,
             GdkRGBA   *rgba)
{
  const char *spec = "#000000";

  if (suit == BELOTE_HEARTS || (suit == BELOTE_DIAMONDS && !four_colour))
    spec = DECK_RED;
  else if (suit == BELOTE_DIAMONDS)
    spec = FOUR_COLOUR_DIAMONDS;
  else if (suit == BELOTE_CLUBS && four_colour)
    spec = FOUR_COLOUR_CLUBS;
  gdk_rgba_parse (rgba, spec);
}

/* Moves cairo's units from the card's (CARD_W × CARD_H, its corner at
 * 0, 0) to those of the box the balut-svg module's render_element ()
 * draws the sheet into: the sheet offset by −column, −row cards. */
static void
sheet_transform (cairo_t *cr,
                 int      column,
                 int      row)
{
  const double sheet_scale = MIN (SHEET_WIDTH / VIEWBOX_WIDTH, SHEET_HEIGHT / VIEWBOX_HEIGHT);

  /* the card's corner in the SVG's units … */
  cairo_translate (cr, -(CARD_X + column * STEP_X), -(CARD_Y + row * STEP_Y));
  /* … and the SVG's units in those of the box render () draws into (the
   * viewBox fitted in the document's size) */
  cairo_translate (cr, VIEWBOX_X, VIEWBOX_Y);
  cairo_scale (cr, 1 / sheet_scale, 1 / sheet_scale);
  cairo_translate (cr, -(SHEET_WIDTH - VIEWBOX_WIDTH * sheet_scale) / 2,
                   -(SHEET_HEIGHT - VIEWBOX_HEIGHT * sheet_scale) / 2);
}

static gboolean
draw_element (cairo_t    *cr,
              gpointer    deck,
              const char *id)
{
  g_autoptr(GError) error = NULL;

  if (get_svg ()->render_element (deck, cr, id, SHEET_WIDTH, SHEET_HEIGHT, &error))
    return TRUE;
  g_warning ("Cannot draw the card %s: %s", id, error != NULL ? error->message : "unknown error");
  return FALSE;
}

/* In the card's units: the deck's middle, between its two columns of
 * indices (pips, or the figure), and where a small card shows it,
 * right of its large index */
#define MIDDLE_X 34.0
#define MIDDLE_Y 3.5
#define MIDDLE_W 101.0
#define MIDDLE_H (CARD_H - 7.0)
#define SMALL_MIDDLE_X 58.0
#define SMALL_MIDDLE_SCALE 0.86
#define SMALL_INDEX_X 5.0
#define SMALL_INDEX_W 50.0

/* Shows @text in the large index's column, centred, its ink's top at
 * @top, @size tall (the font's size), narrowed to the column if wider
 * (@keep_shape: made smaller instead) */
static void
show_in_column (cairo_t              *cr,
                PangoLayout          *layout,
                PangoFontDescription *font,
                const char           *text,
                double                size,
                double                top,
                gboolean              keep_shape)
{
  PangoRectangle ink;
  double ink_width;

  pango_font_description_set_absolute_size (font, size * PANGO_SCALE);
  pango_layout_set_font_description (layout, font);
  pango_layout_set_text (layout, text, -1);
  pango_layout_get_extents (layout, &ink, NULL);
  ink_width = ink.width / (double) PANGO_SCALE;

  cairo_save (cr);
  cairo_translate (cr, SMALL_INDEX_X + SMALL_INDEX_W / 2, top);
  if (ink_width > SMALL_INDEX_W)
    cairo_scale (cr, SMALL_INDEX_W / ink_width, keep_shape ? SMALL_INDEX_W / ink_width : 1);
  cairo_move_to (cr, -(ink.x + ink.width / 2.0) / PANGO_SCALE, -ink.y / (double) PANGO_SCALE);
  pango_cairo_show_layout (cr, layout);
  cairo_restore (cr);
}

/* A small card (below BELOTE_CARD_LARGE_INDEX_WIDTH): the deck's white
 * card and border; its middle (pips, figure) a little smaller, to the
 * right; and in the left column, where a fanned hand leaves it visible,
 * a large rank and suit, as card games on telephones draw them. In the
 * card's units, clipped to its outline. */
static gboolean
draw_small_face (cairo_t    *cr,
                 gpointer    deck,
                 BeloteCard  card,
                 gboolean    four_colour,
                 int         column,
                 int         row,
                 const char *id)
{
  static const char *const ranks[] = { "7", "8", "9", "10", "J", "Q", "K", "A" };
  static const char *const suits[] = { "♣", "♦", "♥", "♠" };
  const double scale = SMALL_MIDDLE_SCALE;
  PangoLayout *layout;
  PangoFontDescription *font;
  GdkRGBA colour;
  gboolean drawn;

  /* the deck's card: white, its border 2.5 wide */
  rounded_rectangle (cr, 1.25, 1.25, CARD_W - 2.5, CARD_H - 2.5, CARD_RADIUS - 1.25);
  cairo_set_source_rgb (cr, 1, 1, 1);
  cairo_fill_preserve (cr);
  cairo_set_source_rgb (cr, 0, 0, 0);
  cairo_set_line_width (cr, 2.5);
  cairo_stroke (cr);

  /* its middle, right of the large index */
  cairo_save (cr);
  cairo_translate (cr, SMALL_MIDDLE_X + (CARD_W - 4 - SMALL_MIDDLE_X - MIDDLE_W * scale) / 2,
                   (CARD_H - MIDDLE_H * scale) / 2);
  cairo_scale (cr, scale, scale);
  cairo_rectangle (cr, 0, 0, MIDDLE_W, MIDDLE_H);
  cairo_clip (cr);
  cairo_translate (cr, -MIDDLE_X, -MIDDLE_Y);
  sheet_transform (cr, column, row);
  drawn = draw_element (cr, deck, id);
  cairo_restore (cr);

  /* the rank ("10" narrowed), then the suit below it */
  suit_colour (BELOTE_CARD_SUIT (card), four_colour, &colour);
  gdk_cairo_set_source_rgba (cr, &colour);
  layout = pango_cairo_create_layout (cr);
  font = pango_font_description_from_string ("Sans Bold");
  show_in_column (cr, layout, font, ranks[BELOTE_CARD_RANK (card)], 62, 8, FALSE);
  show_in_column (cr, layout, font, suits[BELOTE_CARD_SUIT (card)], 58, 8 + 62 * 0.75 + 14, TRUE);

  pango_font_description_free (font);
  g_object_unref (layout);

  return drawn;
}

/* Draws the card: the sheet, offset by −column, −row and scaled so that
 * one card fills the texture, clipped to the card's outline; only the
 * card's own element is drawn. @drawn: FALSE when librsvg failed. */
static GdkTexture *
render_card (gpointer  deck,
             guint     kind,
             gboolean  four_colour,
             int       width,
             gboolean *drawn)
{
  int height = belote_card_textures_height_for_width (width);
  cairo_surface_t *surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, width, height);
  cairo_t *cr = cairo_create (surface);
  GdkTexture *texture;
  char id[24];
  int column;
  int row;

  card_cell (kind, &column, &row, id);

  cairo_scale (cr, width / CARD_W, height / CARD_H);
  rounded_rectangle (cr, 0, 0, CARD_W, CARD_H, CARD_RADIUS);
  cairo_clip (cr);
  if (kind != KIND_BACK && width < BELOTE_CARD_LARGE_INDEX_WIDTH)
    *drawn = draw_small_face (cr, deck, (BeloteCard) kind, four_colour, column, row, id);
  else
    {
      sheet_transform (cr, column, row);
      *drawn = draw_element (cr, deck, id);
    }

  if (cairo_status (cr) != CAIRO_STATUS_SUCCESS)
    {
      g_warning ("Cannot draw a card: %s", cairo_status_to_string (cairo_status (cr)));
      *drawn = FALSE;
    }
  cairo_destroy (cr);

  texture = balut_die_textures_texture_for_surface (surface);
  cairo_surface_destroy (surface);

  return texture;
}

/* ------------------------------------------------------------ the cache */

static void
forget_width (BeloteCardTextures *self,
              int                 width)
{
  GHashTableIter iter;
  gpointer key;

  g_hash_table_iter_init (&iter, self->textures);
  while (g_hash_table_iter_next (&iter, &key, NULL))
    if (key_width (GPOINTER_TO_UINT (key)) == width)
      g_hash_table_iter_remove (&iter);
}

static void
use_width (BeloteCardTextures *self,
           int                 width)
{
  guint i;

  for (i = 0; i < N_CACHED_WIDTHS; i++)
    if (self->widths[i] == width)
      break;
  if (i == 0)
    return;
  if (i == N_CACHED_WIDTHS)
    {
      i = N_CACHED_WIDTHS - 1;
      if (self->widths[i] != 0)
        forget_width (self, self->widths[i]);
    }
  memmove (&self->widths[1], &self->widths[0], i * sizeof self->widths[0]);
  self->widths[0] = width;
}

static GdkTexture *
lookup (BeloteCardTextures *self,
        guint               kind,
        gboolean            four_colour,
        int                 width)
{
  gpointer key = GUINT_TO_POINTER (texture_key (kind, four_colour, width));
  GdkTexture *texture;
  gpointer deck;
  gboolean drawn;

  use_width (self, width);
  texture = g_hash_table_lookup (self->textures, key);
  if (texture != NULL)
    return texture;

  /* the back is the same in both decks */
  deck = get_deck (self, four_colour && kind != KIND_BACK);
  if (deck == NULL)
    return NULL;
  texture = render_card (deck, kind, four_colour, width, &drawn);
  self->n_rendered++;
  /* a card librsvg could not draw is not kept: it is tried again */
  if (drawn)
    g_hash_table_insert (self->textures, key, texture);
  else
    g_object_unref (texture);

  return drawn ? texture : NULL;
}

static void
belote_card_textures_finalize (GObject *object)
{
  BeloteCardTextures *self = BELOTE_CARD_TEXTURES (object);

  for (guint i = 0; i < G_N_ELEMENTS (self->decks); i++)
    if (self->decks[i] != NULL)
      get_svg ()->free (self->decks[i]);
  g_clear_pointer (&self->textures, g_hash_table_unref);

  G_OBJECT_CLASS (belote_card_textures_parent_class)->finalize (object);
}

static void
belote_card_textures_class_init (BeloteCardTexturesClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->finalize = belote_card_textures_finalize;
}

static void
belote_card_textures_init (BeloteCardTextures *self)
{
  self->textures = g_hash_table_new_full (NULL, NULL, NULL, g_object_unref);
}

/**
 * belote_card_textures_dup_default:
 *
 * Returns: (transfer full): the textures every card view shares; they
 *   are freed with the last of them
 */
BeloteCardTextures *
belote_card_textures_dup_default (void)
{
  if (default_textures != NULL)
    return g_object_ref (default_textures);

  default_textures = g_object_new (BELOTE_TYPE_CARD_TEXTURES, NULL);
  g_object_add_weak_pointer (G_OBJECT (default_textures), (gpointer *) &default_textures);

  return default_textures;
}

/**
 * belote_card_textures_get_face:
 * @card: 0–31
 * @four_colour: diamonds orange and clubs green
 * @width: the card's width in device pixels
 *
 * Returns: (transfer none) (nullable): the card's face, drawn on first
 *   use; NULL only when the deck cannot be drawn (a critical message
 *   said why)
 */
GdkTexture *
belote_card_textures_get_face (BeloteCardTextures *self,
                               BeloteCard          card,
                               gboolean            four_colour,
                               int                 width)
{
  g_return_val_if_fail (BELOTE_IS_CARD_TEXTURES (self), NULL);
  g_return_val_if_fail (card < BELOTE_N_CARDS, NULL);
  g_return_val_if_fail (width > 0 && width <= MAX_WIDTH, NULL);

  return lookup (self, card, four_colour, width);
}

/**
 * belote_card_textures_get_back:
 * @width: the card's width in device pixels
 *
 * Returns: (transfer none) (nullable): the back of a card
 */
GdkTexture *
belote_card_textures_get_back (BeloteCardTextures *self,
                               int                 width)
{
  g_return_val_if_fail (BELOTE_IS_CARD_TEXTURES (self), NULL);
  g_return_val_if_fail (width > 0 && width <= MAX_WIDTH, NULL);

  return lookup (self, KIND_BACK, FALSE, width);
}

/**
 * belote_card_textures_height_for_width:
 *
 * Returns: the height of a card @width pixels wide: the deck's own
 *   proportions (%BELOTE_CARD_ASPECT), rounded
 */
int
belote_card_textures_height_for_width (int width)
{
  return MAX (1, (int) lround (width / BELOTE_CARD_ASPECT));
}

/**
 * belote_card_textures_get_n_rendered:
 *
 * Returns: how many textures were drawn, for the tests
 */
guint
belote_card_textures_get_n_rendered (BeloteCardTextures *self)
{
  g_return_val_if_fail (BELOTE_IS_CARD_TEXTURES (self), 0);
  return self->n_rendered;
}
