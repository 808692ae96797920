/* belote-card-widget.c — one card of the person's hand
 *
 * SPDX-FileCopyrightText: 2026 The Balut developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gi18n.h>

#include "belote-card-widget.h"

/* corners of the cards, in card widths (the deck's cards are cut alike) */
#define CORNER          0.07
#define DIMMED_SHADE    0.38   /* black over a card that may not be played now */
#define PRESSED_SCALE   0.97
#define FOCUS_WIDTH     3

#define FALLBACK_ACCENT "#3584e4"
#define FALLBACK_HINT   "#e66100"
#define HINT_WIDTH      4

struct _BeloteCardWidget
{
  GtkWidget           parent_instance;

  BeloteCardTextures *textures;
  char               *why;
  BeloteCard          card;
  guint               four_colour : 1;
  guint               dimmed : 1;
  guint               pressed : 1;
  guint               hinted : 1;
};

G_DEFINE_FINAL_TYPE (BeloteCardWidget, belote_card_widget, GTK_TYPE_WIDGET)

enum {
  ACTIVATE,
  MOVE,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

static void
update_accessible (BeloteCardWidget *self)
{
  g_autofree char *name = belote_card_describe (self->card);
  g_autofree char *label = NULL;

  if (self->dimmed)
    /* Translators: a card of the person's hand that may not be played
     * now; %s is the card, "Jack of hearts" */
    label = g_strdup_printf (_("%s, cannot be played now"), name);
  else if (self->hinted)
    /* Translators: the card the hint suggests; %s is the card */
    label = g_strdup_printf (_("%s, the hint says play it"), name);

  gtk_accessible_update_property (GTK_ACCESSIBLE (self),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, label != NULL ? label : name,
                                  GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, self->why != NULL ? self->why : "",
                                  -1);
}

static void
lookup_accent (GtkWidget *widget,
               GdkRGBA   *accent)
{
  GtkStyleContext *context = gtk_widget_get_style_context (widget);

  G_GNUC_BEGIN_IGNORE_DEPRECATIONS
  if (!gtk_style_context_lookup_color (context, "accent_bg_color", accent))
    gdk_rgba_parse (accent, FALLBACK_ACCENT);
  G_GNUC_END_IGNORE_DEPRECATIONS
}

/* A card drawn without the deck: white, its index in the corner and in
 * the middle, in the suit's colour; a back in the accent colour. */
static void
snapshot_fallback (GtkSnapshot           *snapshot,
                   GtkWidget             *widget,
                   BeloteCard             card,
                   gboolean               face_up,
                   gboolean               four_colour,
                   const graphene_rect_t *rect)
{
  static const char * const ranks[BELOTE_N_RANKS] = { "7", "8", "9", "10", "J", "Q", "K", "A" };
  static const char * const suits[BELOTE_N_SUITS] = { "♣", "♦", "♥", "♠" };
  static const GdkRGBA white = { 1, 1, 1, 1 };
  static const GdkRGBA edge = { 0, 0, 0, 0.35f };
  GskRoundedRect outline;
  float w = rect->size.width;
  const float widths[4] = { 1, 1, 1, 1 };
  const GdkRGBA edges[4] = { edge, edge, edge, edge };

  gsk_rounded_rect_init_from_rect (&outline, rect, w * CORNER);
  gtk_snapshot_push_rounded_clip (snapshot, &outline);
  if (face_up)
    gtk_snapshot_append_color (snapshot, &white, rect);
  else
    {
      GdkRGBA accent;

      lookup_accent (widget, &accent);
      gtk_snapshot_append_color (snapshot, &accent, rect);
    }
  gtk_snapshot_pop (snapshot);
  gtk_snapshot_append_border (snapshot, &outline, widths, edges);

  if (face_up && card < BELOTE_N_CARDS)
    {
      BeloteSuit suit = BELOTE_CARD_SUIT (card);
      g_autofree char *text = g_strconcat (ranks[BELOTE_CARD_RANK (card)], suits[suit], NULL);
      g_autoptr(PangoLayout) layout = gtk_widget_create_pango_layout (widget, text);
      PangoFontDescription *font = pango_font_description_new ();
      GdkRGBA color = { 0.1f, 0.1f, 0.1f, 1 };
      int tw, th;

      if (suit == BELOTE_HEARTS || suit == BELOTE_DIAMONDS)
        color = (GdkRGBA) { 0.75f, 0.11f, 0.16f, 1 };
      if (four_colour && suit == BELOTE_DIAMONDS)
        color = (GdkRGBA) { 0.85f, 0.4f, 0.0f, 1 };
      if (four_colour && suit == BELOTE_CLUBS)
        color = (GdkRGBA) { 0.1f, 0.5f, 0.2f, 1 };

      pango_font_description_set_weight (font, PANGO_WEIGHT_BOLD);
      pango_font_description_set_absolute_size (font, MAX (6, w * 0.26) * PANGO_SCALE);
      pango_layout_set_font_description (layout, font);
      pango_font_description_free (font);
      pango_layout_get_pixel_size (layout, &tw, &th);

      gtk_snapshot_save (snapshot);
      gtk_snapshot_translate (snapshot, &GRAPHENE_POINT_INIT (rect->origin.x + w * 0.06,
                                                              rect->origin.y + w * 0.03));
      gtk_snapshot_append_layout (snapshot, layout, &color);
      gtk_snapshot_restore (snapshot);

      gtk_snapshot_save (snapshot);
      gtk_snapshot_translate (snapshot, &GRAPHENE_POINT_INIT (rect->origin.x + (w - tw) / 2,
                                                              rect->origin.y + (rect->size.height - th) / 2));
      gtk_snapshot_append_layout (snapshot, layout, &color);
      gtk_snapshot_restore (snapshot);
    }
}

void
belote_card_snapshot (GtkSnapshot           *snapshot,
                      GtkWidget             *widget,
                      BeloteCardTextures    *textures,
                      BeloteCard             card,
                      gboolean               face_up,
                      gboolean               four_colour,
                      int                    texture_width,
                      const graphene_rect_t *rect)
{
  GdkTexture *texture = NULL;

  if (rect->size.width <= 0 || rect->size.height <= 0)
    return;

  if (textures != NULL && texture_width > 0)
    texture = face_up ? belote_card_textures_get_face (textures, card, four_colour, texture_width)
                      : belote_card_textures_get_back (textures, texture_width);
  if (texture != NULL)
    gtk_snapshot_append_texture (snapshot, texture, rect);
  else
    snapshot_fallback (snapshot, widget, card, face_up, four_colour, rect);
}

static void
append_ring (GtkSnapshot   *snapshot,
             float          width,
             float          height,
             float          gap,
             float          line,
             const GdkRGBA *color)
{
  GskRoundedRect ring;
  const float widths[4] = { line, line, line, line };
  const GdkRGBA colors[4] = { *color, *color, *color, *color };
  float grow = gap + line;

  gsk_rounded_rect_init_from_rect (&ring,
                                   &GRAPHENE_RECT_INIT (-grow, -grow, width + 2 * grow, height + 2 * grow),
                                   width * CORNER + grow);
  gtk_snapshot_append_border (snapshot, &ring, widths, colors);
}

static void
belote_card_widget_snapshot (GtkWidget   *widget,
                             GtkSnapshot *snapshot)
{
  BeloteCardWidget *self = BELOTE_CARD_WIDGET (widget);
  GtkStateFlags state = gtk_widget_get_state_flags (widget);
  float width = gtk_widget_get_width (widget);
  float height = gtk_widget_get_height (widget);
  int scale = gtk_widget_get_scale_factor (widget);
  GdkRGBA accent;

  if (width <= 0 || height <= 0)
    return;

  gtk_snapshot_save (snapshot);
  if (self->pressed)
    {
      gtk_snapshot_translate (snapshot, &GRAPHENE_POINT_INIT (width / 2, height / 2));
      gtk_snapshot_scale (snapshot, PRESSED_SCALE, PRESSED_SCALE);
      gtk_snapshot_translate (snapshot, &GRAPHENE_POINT_INIT (-width / 2, -height / 2));
    }

  belote_card_snapshot (snapshot, widget, self->textures, self->card, TRUE, self->four_colour,
                        (int) width * scale, &GRAPHENE_RECT_INIT (0, 0, width, height));

  if (self->dimmed)
    {
      static const GdkRGBA shade = { 0, 0, 0, DIMMED_SHADE };
      GskRoundedRect outline;

      gsk_rounded_rect_init_from_rect (&outline, &GRAPHENE_RECT_INIT (0, 0, width, height), width * CORNER);
      gtk_snapshot_push_rounded_clip (snapshot, &outline);
      gtk_snapshot_append_color (snapshot, &shade, &outline.bounds);
      gtk_snapshot_pop (snapshot);
    }

  if (self->hinted)
    {
      GdkRGBA hint;

      G_GNUC_BEGIN_IGNORE_DEPRECATIONS
      if (!gtk_style_context_lookup_color (gtk_widget_get_style_context (widget), "hint_color", &hint))
        gdk_rgba_parse (&hint, FALLBACK_HINT);
      G_GNUC_END_IGNORE_DEPRECATIONS
      append_ring (snapshot, width, height, 0, HINT_WIDTH, &hint);
    }

  lookup_accent (widget, &accent);
  if ((state & GTK_STATE_FLAG_FOCUS_VISIBLE) != 0)
    append_ring (snapshot, width, height, -FOCUS_WIDTH, FOCUS_WIDTH, &accent);
  else if ((state & GTK_STATE_FLAG_PRELIGHT) != 0 && !self->dimmed)
    {
      accent.alpha *= 0.55f;
      append_ring (snapshot, width, height, -2, 2, &accent);
    }

  gtk_snapshot_restore (snapshot);
}

static void
belote_card_widget_state_flags_changed (GtkWidget     *widget,
                                        GtkStateFlags  previous_state)
{
  const GtkStateFlags drawn = GTK_STATE_FLAG_PRELIGHT | GTK_STATE_FLAG_FOCUS_VISIBLE |
                              GTK_STATE_FLAG_FOCUSED;

  if (((gtk_widget_get_state_flags (widget) ^ previous_state) & drawn) != 0)
    gtk_widget_queue_draw (widget);
  /* the table raises the card with the keyboard focus */
  if (((gtk_widget_get_state_flags (widget) ^ previous_state) & GTK_STATE_FLAG_FOCUS_VISIBLE) != 0 &&
      gtk_widget_get_parent (widget) != NULL)
    gtk_widget_queue_allocate (gtk_widget_get_parent (widget));

  GTK_WIDGET_CLASS (belote_card_widget_parent_class)->state_flags_changed (widget, previous_state);
}

static void
set_pressed (BeloteCardWidget *self,
             gboolean          pressed)
{
  if (self->pressed == !!pressed)
    return;

  self->pressed = !!pressed;
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

static void
click_pressed_cb (BeloteCardWidget *self,
                  int               n_press,
                  double            x,
                  double            y,
                  GtkGestureClick  *gesture)
{
  gtk_gesture_set_state (GTK_GESTURE (gesture), GTK_EVENT_SEQUENCE_CLAIMED);
  set_pressed (self, TRUE);
}

static void
click_released_cb (BeloteCardWidget *self,
                   int               n_press,
                   double            x,
                   double            y,
                   GtkGestureClick  *gesture)
{
  gboolean was_pressed = self->pressed;

  set_pressed (self, FALSE);
  if (was_pressed && n_press == 1 && gtk_widget_contains (GTK_WIDGET (self), x, y))
    g_signal_emit (self, signals[ACTIVATE], 0);
}

static void
click_stopped_cb (BeloteCardWidget *self,
                  GtkGestureClick  *gesture)
{
  set_pressed (self, FALSE);
}

static void
choose_action (GtkWidget  *widget,
               const char *action_name,
               GVariant   *parameter)
{
  g_signal_emit (widget, signals[ACTIVATE], 0);
}

static void
move_action (GtkWidget  *widget,
             const char *action_name,
             GVariant   *parameter)
{
  g_signal_emit (widget, signals[MOVE], 0, g_variant_get_int32 (parameter));
}

static void
belote_card_widget_dispose (GObject *object)
{
  BeloteCardWidget *self = BELOTE_CARD_WIDGET (object);

  g_clear_object (&self->textures);
  g_clear_pointer (&self->why, g_free);

  G_OBJECT_CLASS (belote_card_widget_parent_class)->dispose (object);
}

static void
belote_card_widget_class_init (BeloteCardWidgetClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);
  const guint choose_keys[] = { GDK_KEY_space, GDK_KEY_KP_Space, GDK_KEY_Return,
                                GDK_KEY_ISO_Enter, GDK_KEY_KP_Enter };
  const struct { guint key; int move; } move_keys[] = {
    { GDK_KEY_Left, -1 }, { GDK_KEY_KP_Left, -1 },
    { GDK_KEY_Right, 1 }, { GDK_KEY_KP_Right, 1 },
    { GDK_KEY_Home, BELOTE_CARD_MOVE_FIRST }, { GDK_KEY_KP_Home, BELOTE_CARD_MOVE_FIRST },
    { GDK_KEY_End, BELOTE_CARD_MOVE_LAST }, { GDK_KEY_KP_End, BELOTE_CARD_MOVE_LAST },
  };

  object_class->dispose = belote_card_widget_dispose;

  widget_class->snapshot = belote_card_widget_snapshot;
  widget_class->state_flags_changed = belote_card_widget_state_flags_changed;

  /**
   * BeloteCardWidget::activate:
   *
   * The person chooses the card (a click, Enter, Space or an assistive
   * technology's action), whether it may be played or not.
   */
  signals[ACTIVATE] =
    g_signal_new ("activate",
                  G_TYPE_FROM_CLASS (klass),
                  G_SIGNAL_RUN_LAST | G_SIGNAL_ACTION,
                  0, NULL, NULL, NULL,
                  G_TYPE_NONE, 0);
  gtk_widget_class_set_activate_signal (widget_class, signals[ACTIVATE]);

  /**
   * BeloteCardWidget::move:
   * @delta: -1 or 1 (Left, Right), BELOTE_CARD_MOVE_FIRST or _LAST
   *
   * The person moves the focus across the hand.
   */
  signals[MOVE] =
    g_signal_new ("move",
                  G_TYPE_FROM_CLASS (klass),
                  G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL,
                  G_TYPE_NONE, 1, G_TYPE_INT);

  gtk_widget_class_install_action (widget_class, "card.choose", NULL, choose_action);
  for (guint i = 0; i < G_N_ELEMENTS (choose_keys); i++)
    gtk_widget_class_add_binding_action (widget_class, choose_keys[i], 0, "card.choose", NULL);
  gtk_widget_class_install_action (widget_class, "card.move", "i", move_action);
  for (guint i = 0; i < G_N_ELEMENTS (move_keys); i++)
    gtk_widget_class_add_binding_action (widget_class, move_keys[i].key, 0, "card.move",
                                         "i", move_keys[i].move);

  gtk_widget_class_set_css_name (widget_class, "belotecard");
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_BUTTON);
}

static void
belote_card_widget_init (BeloteCardWidget *self)
{
  GtkGesture *click = gtk_gesture_click_new ();

  gtk_gesture_single_set_button (GTK_GESTURE_SINGLE (click), GDK_BUTTON_PRIMARY);
  g_signal_connect_swapped (click, "pressed", G_CALLBACK (click_pressed_cb), self);
  g_signal_connect_swapped (click, "released", G_CALLBACK (click_released_cb), self);
  g_signal_connect_swapped (click, "stopped", G_CALLBACK (click_stopped_cb), self);
  gtk_widget_add_controller (GTK_WIDGET (self), GTK_EVENT_CONTROLLER (click));

  g_signal_connect (self, "notify::scale-factor", G_CALLBACK (gtk_widget_queue_draw), NULL);
  gtk_widget_set_cursor_from_name (GTK_WIDGET (self), "pointer");
  /* the table makes one card of the hand focusable at a time (the arrows
   * move across the hand; Tab leaves it) */
  gtk_widget_set_focusable (GTK_WIDGET (self), FALSE);
}

GtkWidget *
belote_card_widget_new (BeloteCardTextures *textures,
                        BeloteCard          card)
{
  BeloteCardWidget *self;

  g_return_val_if_fail (textures == NULL || BELOTE_IS_CARD_TEXTURES (textures), NULL);
  g_return_val_if_fail (card < BELOTE_N_CARDS, NULL);

  self = g_object_new (BELOTE_TYPE_CARD_WIDGET, NULL);
  self->textures = textures != NULL ? g_object_ref (textures) : NULL;
  self->card = card;
  gtk_widget_add_css_class (GTK_WIDGET (self), "belote-card");
  update_accessible (self);
  return GTK_WIDGET (self);
}

BeloteCard
belote_card_widget_get_card (BeloteCardWidget *self)
{
  g_return_val_if_fail (BELOTE_IS_CARD_WIDGET (self), BELOTE_NO_CARD);
  return self->card;
}

void
belote_card_widget_set_four_colour (BeloteCardWidget *self,
                                    gboolean          four_colour)
{
  g_return_if_fail (BELOTE_IS_CARD_WIDGET (self));

  if (self->four_colour == !!four_colour)
    return;
  self->four_colour = !!four_colour;
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

void
belote_card_widget_set_refusal (BeloteCardWidget *self,
                                gboolean          dimmed,
                                const char       *why)
{
  g_return_if_fail (BELOTE_IS_CARD_WIDGET (self));

  if (self->dimmed == !!dimmed && g_strcmp0 (self->why, why) == 0)
    return;

  if (self->dimmed != !!dimmed)
    gtk_widget_queue_draw (GTK_WIDGET (self));
  self->dimmed = !!dimmed;
  g_free (self->why);
  self->why = g_strdup (why);
  if (dimmed)
    gtk_widget_add_css_class (GTK_WIDGET (self), "dimmed");
  else
    gtk_widget_remove_css_class (GTK_WIDGET (self), "dimmed");
  update_accessible (self);
}

gboolean
belote_card_widget_get_dimmed (BeloteCardWidget *self)
{
  g_return_val_if_fail (BELOTE_IS_CARD_WIDGET (self), FALSE);
  return self->dimmed;
}

void
belote_card_widget_set_hinted (BeloteCardWidget *self,
                               gboolean          hinted)
{
  g_return_if_fail (BELOTE_IS_CARD_WIDGET (self));

  if (self->hinted == !!hinted)
    return;

  self->hinted = !!hinted;
  if (hinted)
    gtk_widget_add_css_class (GTK_WIDGET (self), "hint");
  else
    gtk_widget_remove_css_class (GTK_WIDGET (self), "hint");
  update_accessible (self);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

gboolean
belote_card_widget_get_hinted (BeloteCardWidget *self)
{
  g_return_val_if_fail (BELOTE_IS_CARD_WIDGET (self), FALSE);
  return self->hinted;
}
