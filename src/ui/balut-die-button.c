/* balut-die-button.c — one die of the dice view: drawn, focusable, holdable
 *
 * SPDX-FileCopyrightText: 2026 The Balut developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gi18n.h>
#include <string.h>

#include "balut-die-button.h"

/* The die's body in the artwork: inset 2 % with corners of 20 % (see
 * icons/dice/die-N.svg); outlines follow its shape. */
#define BODY_INSET   0.02
#define BODY_RADIUS  0.20

#define DIMMED_OPACITY  0.5
#define PRESSED_SCALE   0.95
#define HELD_GAP        3
#define HELD_WIDTH      3
#define FOCUS_GAP       (HELD_GAP + HELD_WIDTH + 2)
#define FOCUS_WIDTH     2

#define HINT_WIDTH      2

#define FALLBACK_ACCENT "#3584e4"
#define FALLBACK_HINT   "#e66100"

struct _BalutDieButton
{
  GtkWidget         parent_instance;

  BalutDieTextures *textures;
  BalutDiePose      pose;
  guint             index;
  guint             face;
  guint             value;
  double            lift;
  guint             held : 1;
  guint             thrown : 1;
  guint             dimmed : 1;
  guint             can_hold : 1;
  guint             pressed : 1;
  guint             hinted : 1;
};

G_DEFINE_FINAL_TYPE (BalutDieButton, balut_die_button, GTK_TYPE_WIDGET)

enum {
  ACTIVATE,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

static const char *
face_name (guint value)
{
  switch (value)
    {
    case 1: return C_("die face", "one");
    case 2: return C_("die face", "two");
    case 3: return C_("die face", "three");
    case 4: return C_("die face", "four");
    case 5: return C_("die face", "five");
    case 6: return C_("die face", "six");
    default: g_return_val_if_reached ("");
    }
}

static void
update_accessible (BalutDieButton *self)
{
  g_autofree char *label = NULL;

  if (!self->thrown)
    /* Translators: %u is the position of the die, 1–5 */
    label = g_strdup_printf (_("Die %u: not thrown yet"), self->index + 1);
  else if (self->held)
    /* Translators: %u is the position of the die, 1–5; %s is its face, "one" to "six" */
    label = g_strdup_printf (_("Die %u: %s, held"), self->index + 1, face_name (self->value));
  else
    /* Translators: %u is the position of the die, 1–5; %s is its face, "one" to "six" */
    label = g_strdup_printf (_("Die %u: %s"), self->index + 1, face_name (self->value));

  if (self->hinted)
    {
      char *hinted;

      /* Translators: a die's accessible name while the hint suggests
       * holding it; %s is e.g. "Die 3: five" */
      hinted = g_strdup_printf (_("%s, the hint says hold it"), label);
      g_free (label);
      label = hinted;
    }

  gtk_accessible_update_property (GTK_ACCESSIBLE (self),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, label,
                                  -1);
  gtk_accessible_update_state (GTK_ACCESSIBLE (self),
                               GTK_ACCESSIBLE_STATE_PRESSED,
                               self->held ? GTK_ACCESSIBLE_TRISTATE_TRUE
                                          : GTK_ACCESSIBLE_TRISTATE_FALSE,
                               GTK_ACCESSIBLE_STATE_DISABLED, !self->can_hold,
                               -1);
}

static void
append_outline (GtkSnapshot   *snapshot,
                int            size,
                float          gap,
                float          width,
                const GdkRGBA *color)
{
  GskRoundedRect outline;
  float grow = gap + width;
  float inset = size * BODY_INSET - grow;
  const float widths[4] = { width, width, width, width };
  const GdkRGBA colors[4] = { *color, *color, *color, *color };

  gsk_rounded_rect_init_from_rect (&outline,
                                   &GRAPHENE_RECT_INIT (inset, inset,
                                                        size - 2 * inset,
                                                        size - 2 * inset),
                                   size * BODY_RADIUS + grow);
  gtk_snapshot_append_border (snapshot, &outline, widths, colors);
}

static void
append_caption (BalutDieButton *self,
                GtkSnapshot    *snapshot,
                int             size,
                const GdkRGBA  *accent)
{
  /* the pill may reach into the gap between two dice, never as far as
   * the next die's pill (the dice view's gap is at least size / 5,
   * up to 22 px) */
  int max_width = size + MIN (size / 5, 22) - 2;
  g_autoptr(PangoLayout) layout = balut_die_button_create_caption (GTK_WIDGET (self), max_width);
  static const GdkRGBA white = { 1, 1, 1, 1 };
  GskRoundedRect pill;
  int width, height;
  float x, y, w, h;

  pango_layout_get_pixel_size (layout, &width, &height);
  w = width + height;
  h = height + BALUT_DIE_CAPTION_PADDING;
  x = (size - w) / 2;
  y = size + BALUT_DIE_CAPTION_GAP;

  gtk_snapshot_push_opacity (snapshot, self->lift);

  gsk_rounded_rect_init_from_rect (&pill, &GRAPHENE_RECT_INIT (x, y, w, h), h / 2);
  gtk_snapshot_push_rounded_clip (snapshot, &pill);
  gtk_snapshot_append_color (snapshot, accent, &pill.bounds);
  gtk_snapshot_pop (snapshot);

  gtk_snapshot_save (snapshot);
  gtk_snapshot_translate (snapshot, &GRAPHENE_POINT_INIT (x + (w - width) / 2,
                                                          y + BALUT_DIE_CAPTION_PADDING / 2.f));
  gtk_snapshot_append_layout (snapshot, layout, &white);
  gtk_snapshot_restore (snapshot);

  gtk_snapshot_pop (snapshot);
}

static void
balut_die_button_snapshot (GtkWidget   *widget,
                           GtkSnapshot *snapshot)
{
  BalutDieButton *self = BALUT_DIE_BUTTON (widget);
  GtkStateFlags state = gtk_widget_get_state_flags (widget);
  int size = gtk_widget_get_width (widget);
  double zoom = self->pose.scale;
  GdkTexture *texture;
  GdkRGBA accent;

  if (size <= 0 || self->face == 0)
    return;

  texture = balut_die_textures_get_face (self->textures, self->face,
                                         size * gtk_widget_get_scale_factor (widget));
  if (texture == NULL)
    return;

  if (self->pressed)
    zoom *= PRESSED_SCALE;

  if (self->dimmed)
    gtk_snapshot_push_opacity (snapshot, DIMMED_OPACITY);

  gtk_snapshot_save (snapshot);
  if (self->pose.dx != 0 || self->pose.dy != 0 || self->pose.angle != 0 || zoom != 1)
    {
      gtk_snapshot_translate (snapshot, &GRAPHENE_POINT_INIT (size / 2.f + self->pose.dx,
                                                              size / 2.f + self->pose.dy));
      gtk_snapshot_rotate (snapshot, self->pose.angle);
      gtk_snapshot_scale (snapshot, zoom, zoom);
      gtk_snapshot_translate (snapshot, &GRAPHENE_POINT_INIT (-size / 2.f, -size / 2.f));
    }

  gtk_snapshot_append_texture (snapshot, texture, &GRAPHENE_RECT_INIT (0, 0, size, size));

  if (self->held || self->can_hold)
    balut_die_button_get_accent (widget, &accent);

  if (self->held)
    {
      append_outline (snapshot, size, HELD_GAP, HELD_WIDTH, &accent);
    }
  else if (self->can_hold && (state & GTK_STATE_FLAG_PRELIGHT) != 0)
    {
      GdkRGBA hover = accent;

      hover.alpha *= 0.45f;
      append_outline (snapshot, size, HELD_GAP, HELD_WIDTH, &hover);
    }

  /* the hint's suggestion to hold the die: its own colour where the held
   * outline goes, or just outside the outline of a die already held */
  if (self->hinted)
    {
      GtkStyleContext *context = gtk_widget_get_style_context (widget);
      GdkRGBA hint;

      if (!gtk_style_context_lookup_color (context, "hint_color", &hint))
        gdk_rgba_parse (&hint, FALLBACK_HINT);

      if (self->held)
        append_outline (snapshot, size, HELD_GAP + HELD_WIDTH, HINT_WIDTH, &hint);
      else
        append_outline (snapshot, size, HELD_GAP, HELD_WIDTH, &hint);
    }

  /* a ring flying around with a tumbling die only distracts */
  if (self->can_hold && (state & GTK_STATE_FLAG_FOCUS_VISIBLE) != 0 &&
      self->pose.dx == 0 && self->pose.dy == 0 && self->pose.angle == 0)
    {
      GdkRGBA focus = accent;

      focus.alpha *= 0.6f;
      append_outline (snapshot, size, FOCUS_GAP, FOCUS_WIDTH, &focus);
    }

  gtk_snapshot_restore (snapshot);

  if (self->held && self->lift > 0)
    append_caption (self, snapshot, size, &accent);

  if (self->dimmed)
    gtk_snapshot_pop (snapshot);
}

static void
balut_die_button_state_flags_changed (GtkWidget     *widget,
                                      GtkStateFlags  previous_state)
{
  const GtkStateFlags drawn = GTK_STATE_FLAG_PRELIGHT | GTK_STATE_FLAG_FOCUS_VISIBLE |
                              GTK_STATE_FLAG_FOCUSED;

  /* hover and focus are only drawn on dice that can be held */
  if (BALUT_DIE_BUTTON (widget)->can_hold &&
      ((gtk_widget_get_state_flags (widget) ^ previous_state) & drawn) != 0)
    gtk_widget_queue_draw (widget);

  GTK_WIDGET_CLASS (balut_die_button_parent_class)->state_flags_changed (widget, previous_state);
}

static void
set_pressed (BalutDieButton *self,
             gboolean        pressed)
{
  if (self->pressed == !!pressed)
    return;

  self->pressed = !!pressed;
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

static void
click_pressed_cb (BalutDieButton  *self,
                  int              n_press,
                  double           x,
                  double           y,
                  GtkGestureClick *gesture)
{
  if (!self->can_hold)
    {
      gtk_gesture_set_state (GTK_GESTURE (gesture), GTK_EVENT_SEQUENCE_DENIED);
      return;
    }

  gtk_gesture_set_state (GTK_GESTURE (gesture), GTK_EVENT_SEQUENCE_CLAIMED);
  set_pressed (self, TRUE);
}

static void
click_released_cb (BalutDieButton  *self,
                   int              n_press,
                   double           x,
                   double           y,
                   GtkGestureClick *gesture)
{
  gboolean was_pressed = self->pressed;

  set_pressed (self, FALSE);

  /* Each click of a quick double click toggles: a player clicking twice
   * means hold and release. */
  if (was_pressed && gtk_widget_contains (GTK_WIDGET (self), x, y))
    gtk_widget_activate_action (GTK_WIDGET (self), "die.toggle-hold", NULL);
}

static void
click_stopped_cb (BalutDieButton  *self,
                  GtkGestureClick *gesture)
{
  set_pressed (self, FALSE);
}

static void
toggle_hold_action (GtkWidget  *widget,
                    const char *action_name,
                    GVariant   *parameter)
{
  g_signal_emit (widget, signals[ACTIVATE], 0);
}

static void
scale_factor_changed_cb (BalutDieButton *self)
{
  /* The next snapshot takes (or renders) the texture for the new scale. */
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

static void
balut_die_button_dispose (GObject *object)
{
  BalutDieButton *self = BALUT_DIE_BUTTON (object);

  g_clear_object (&self->textures);

  G_OBJECT_CLASS (balut_die_button_parent_class)->dispose (object);
}

static void
balut_die_button_class_init (BalutDieButtonClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);
  const guint keys[] = { GDK_KEY_space, GDK_KEY_KP_Space, GDK_KEY_Return,
                         GDK_KEY_ISO_Enter, GDK_KEY_KP_Enter };

  object_class->dispose = balut_die_button_dispose;

  widget_class->snapshot = balut_die_button_snapshot;
  widget_class->state_flags_changed = balut_die_button_state_flags_changed;

  /**
   * BalutDieButton::activate:
   *
   * The player asks to hold or release the die (click, Enter, Space or
   * an assistive technology's action).
   */
  signals[ACTIVATE] =
    g_signal_new ("activate",
                  G_TYPE_FROM_CLASS (klass),
                  G_SIGNAL_RUN_LAST | G_SIGNAL_ACTION,
                  0, NULL, NULL, NULL,
                  G_TYPE_NONE, 0);
  gtk_widget_class_set_activate_signal (widget_class, signals[ACTIVATE]);

  gtk_widget_class_install_action (widget_class, "die.toggle-hold", NULL, toggle_hold_action);
  for (guint i = 0; i < G_N_ELEMENTS (keys); i++)
    gtk_widget_class_add_binding_action (widget_class, keys[i], 0, "die.toggle-hold", NULL);

  gtk_widget_class_set_css_name (widget_class, "die");
  /* GTK 4.8 has no toggle-button role: a button with a pressed state,
   * as GtkToggleButton itself is */
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_BUTTON);
}

static void
balut_die_button_init (BalutDieButton *self)
{
  GtkGesture *click = gtk_gesture_click_new ();

  self->pose = (BalutDiePose) BALUT_DIE_POSE_INIT;
  self->face = 1;
  self->value = 1;

  gtk_gesture_single_set_button (GTK_GESTURE_SINGLE (click), GDK_BUTTON_PRIMARY);
  g_signal_connect_swapped (click, "pressed", G_CALLBACK (click_pressed_cb), self);
  g_signal_connect_swapped (click, "released", G_CALLBACK (click_released_cb), self);
  g_signal_connect_swapped (click, "stopped", G_CALLBACK (click_stopped_cb), self);
  gtk_widget_add_controller (GTK_WIDGET (self), GTK_EVENT_CONTROLLER (click));

  g_signal_connect (self, "notify::scale-factor", G_CALLBACK (scale_factor_changed_cb), NULL);

  gtk_widget_set_focusable (GTK_WIDGET (self), FALSE);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "die.toggle-hold", FALSE);
  update_accessible (self);
}

GtkWidget *
balut_die_button_new (BalutDieTextures *textures,
                      guint             index)
{
  BalutDieButton *self;

  g_return_val_if_fail (BALUT_IS_DIE_TEXTURES (textures), NULL);

  self = g_object_new (BALUT_TYPE_DIE_BUTTON, NULL);
  self->textures = g_object_ref (textures);
  self->index = index;
  update_accessible (self);

  return GTK_WIDGET (self);
}

guint
balut_die_button_get_index (BalutDieButton *self)
{
  g_return_val_if_fail (BALUT_IS_DIE_BUTTON (self), 0);
  return self->index;
}

/**
 * balut_die_button_set_state:
 * @value: the die's value in the game (what the die says to assistive
 *   technologies, even while it still tumbles)
 *
 * Updates what the die means; what it shows is set_face(), set_pose()
 * and set_lift().
 */
void
balut_die_button_set_state (BalutDieButton *self,
                            guint           value,
                            gboolean        held,
                            gboolean        thrown)
{
  g_return_if_fail (BALUT_IS_DIE_BUTTON (self));
  g_return_if_fail (value >= 1 && value <= 6);

  held = !!held;
  thrown = !!thrown;

  if (self->value == value && self->held == held && self->thrown == thrown)
    return;

  if (self->held != held)
    gtk_widget_queue_draw (GTK_WIDGET (self));

  self->value = value;
  self->held = held;
  self->thrown = thrown;
  update_accessible (self);
}

void
balut_die_button_set_face (BalutDieButton *self,
                           guint           face)
{
  g_return_if_fail (BALUT_IS_DIE_BUTTON (self));
  g_return_if_fail (face >= 1 && face <= 6);

  if (self->face == face)
    return;

  self->face = face;
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

void
balut_die_button_set_pose (BalutDieButton     *self,
                           const BalutDiePose *pose)
{
  g_return_if_fail (BALUT_IS_DIE_BUTTON (self));
  g_return_if_fail (pose != NULL);

  if (memcmp (&self->pose, pose, sizeof *pose) == 0)
    return;

  self->pose = *pose;
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

const BalutDiePose *
balut_die_button_get_pose (BalutDieButton *self)
{
  g_return_val_if_fail (BALUT_IS_DIE_BUTTON (self), NULL);
  return &self->pose;
}

/**
 * balut_die_button_set_lift:
 * @lift: 0 (resting on the table) to 1 (raised: held)
 *
 * The view moves the die; the die fades its caption in with the lift.
 */
void
balut_die_button_set_lift (BalutDieButton *self,
                           double          lift)
{
  g_return_if_fail (BALUT_IS_DIE_BUTTON (self));

  lift = CLAMP (lift, 0, 1);
  if (self->lift == lift)
    return;

  self->lift = lift;
  if (self->held)
    gtk_widget_queue_draw (GTK_WIDGET (self));
}

void
balut_die_button_set_dimmed (BalutDieButton *self,
                             gboolean        dimmed)
{
  g_return_if_fail (BALUT_IS_DIE_BUTTON (self));

  if (self->dimmed == !!dimmed)
    return;

  self->dimmed = !!dimmed;
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

void
balut_die_button_set_can_hold (BalutDieButton *self,
                               gboolean        can_hold)
{
  GtkWidget *widget = GTK_WIDGET (self);

  g_return_if_fail (BALUT_IS_DIE_BUTTON (self));

  if (self->can_hold == !!can_hold)
    return;

  self->can_hold = !!can_hold;
  gtk_widget_set_focusable (widget, can_hold);
  gtk_widget_action_set_enabled (widget, "die.toggle-hold", can_hold);
  gtk_widget_set_cursor_from_name (widget, can_hold ? "pointer" : NULL);
  if (!can_hold)
    set_pressed (self, FALSE);
  update_accessible (self);
  gtk_widget_queue_draw (widget);
}

/**
 * balut_die_button_set_hinted:
 * @hinted: whether the hint suggests holding the die
 *
 * Marks the die (the CSS class "hint", an outline in the stylesheet's
 * @hint_color, and its accessible name) until the next move.
 */
void
balut_die_button_set_hinted (BalutDieButton *self,
                             gboolean        hinted)
{
  g_return_if_fail (BALUT_IS_DIE_BUTTON (self));

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
balut_die_button_get_hinted (BalutDieButton *self)
{
  g_return_val_if_fail (BALUT_IS_DIE_BUTTON (self), FALSE);
  return self->hinted;
}

/**
 * balut_die_button_create_caption:
 *
 * @max_width: the widest the caption's pill may be, in pixels, or 0
 *
 * The caption's text is made smaller (down to 60 % of the label font)
 * until its pill fits @max_width, then cut with "…": a longer word than
 * "Held" ("Gehalten") must not run into the next die's caption.
 *
 * Returns: (transfer full): the "Held" caption as drawn under a held die
 *   (the dice view measures it to leave room)
 */
PangoLayout *
balut_die_button_create_caption (GtkWidget *widget,
                                 int        max_width)
{
  /* Translators: shown under a held die, in a pill no wider than the
   * die: keep it short */
  PangoLayout *layout = gtk_widget_create_pango_layout (widget, C_("die", "Held"));
  double scale = 0.8;

  for (guint attempt = 0; attempt < 2; attempt++)
    {
      PangoAttrList *attrs = pango_attr_list_new ();
      int width, height;

      pango_attr_list_insert (attrs, pango_attr_weight_new (PANGO_WEIGHT_BOLD));
      pango_attr_list_insert (attrs, pango_attr_scale_new (scale));
      pango_layout_set_attributes (layout, attrs);
      pango_attr_list_unref (attrs);

      pango_layout_get_pixel_size (layout, &width, &height);
      /* the pill is the text plus its height (round ends) */
      if (max_width <= 0 || width + height <= max_width)
        return layout;
      if (attempt == 0)
        scale = MAX (0.6, scale * (max_width - height) / (double) width);
      else
        {
          pango_layout_set_width (layout, MAX (1, max_width - height) * PANGO_SCALE);
          pango_layout_set_ellipsize (layout, PANGO_ELLIPSIZE_END);
        }
    }
  return layout;
}

/**
 * balut_die_button_get_accent:
 *
 * The theme's accent colour (GTK's Adwaita names it accent_bg_color), or
 * GNOME's blue where the theme has none.
 */
void
balut_die_button_get_accent (GtkWidget *widget,
                             GdkRGBA   *accent)
{
  GtkStyleContext *context = gtk_widget_get_style_context (widget);

  if (!gtk_style_context_lookup_color (context, "accent_bg_color", accent))
    gdk_rgba_parse (accent, FALLBACK_ACCENT);
}
