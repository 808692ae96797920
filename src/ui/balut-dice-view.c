/* balut-dice-view.c — the five dice on the table, animated
 *
 * SPDX-FileCopyrightText: 2026 The Balut developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gi18n.h>
#include <math.h>
#include <string.h>

#include "balut-dice-view.h"
#include "balut-die-button.h"
#include "balut-die-textures.h"

#define MIN_DIE_SIZE      48
#define MIN_COMPACT_SIZE  40    /* the scoring pad's dice on a narrow window */
#define NATURAL_DIE_SIZE  88
#define MAX_DIE_SIZE      128
#define SIZE_STEP         4     /* fewer sizes to render while a window is resized */
#define PADDING           12    /* room for outlines and focus rings at the ends */
#define TOP_ROOM          8     /* room for the outline of a raised die */
#define LIFT              0.14  /* a held die is raised by this part of its size */
#define AIR               0.22  /* room above the dice for throws, in die sizes */
#define HEIGHT_ZOOM       0.25  /* how much larger a die looks high in the air */

/* A throw: every die that is not held falls in along an arc, spinning,
 * bounces once and settles; the dice start a little apart. */
#define THROW_USEC        (550 * G_TIME_SPAN_MILLISECOND)
#define MAX_DELAY_USEC    (70 * G_TIME_SPAN_MILLISECOND)
#define DIE_USEC          (THROW_USEC - MAX_DELAY_USEC)
#define FACE_USEC         (60 * G_TIME_SPAN_MILLISECOND)
#define LANDING           0.6   /* part of a die's time spent in the air */
#define N_TUMBLE_FACES    8

#define LIFT_USEC         (160 * G_TIME_SPAN_MILLISECOND)

#define BALUT_USEC        (1500 * G_TIME_SPAN_MILLISECOND)
#define BALUT_POP         0.35  /* seconds */
#define BALUT_FADE_START  1.0
#define BALUT_FADE        0.5
#define N_CONFETTI        32

#define DIMMED_SHADOW     0.5

typedef struct
{
  gint64 tumble_start;  /* frame time, or -1 until the next frame */
  gint64 delay;
  double from_x;        /* in die sizes */
  double from_y;
  double spin;          /* degrees */
  double height;        /* above the table: 0 … 1 */
  guint8 faces[N_TUMBLE_FACES];
  guint  tumbling : 1;

  double lift;          /* 0 on the table … 1 raised */
  double lift_from;
  double lift_to;
  gint64 lift_start;
} DieAnimation;

typedef struct
{
  float   vx;           /* die sizes per second */
  float   vy;
  float   spin;         /* degrees per second */
  float   angle;
  float   size;         /* in die sizes */
  GdkRGBA color;
} Confetto;

struct _BalutDiceView
{
  GtkWidget             parent_instance;

  BalutDice            *dice;
  GSignalGroup         *dice_signals;
  BalutDieTextures     *textures;
  GtkWidget            *die_buttons[BALUT_N_DICE];
  GtkWidget            *announcement;
  GRand                *rand;

  DieAnimation          anim[BALUT_N_DICE];
  guint                 tick_id;
  guint                 n_throws;

  int                   die_size;
  int                   gap;
  int                   rest_y;
  int                   slot_x[BALUT_N_DICE];
  int                   caption_height;
  PangoFontDescription *font;

  GdkTexture           *banner;
  int                   banner_scale;
  int                   banner_die_size;
  guint                 balut_face;
  gint64                balut_start;
  Confetto              confetti[N_CONFETTI];

  guint                 animate : 1;
  guint                 can_hold : 1;
  guint                 n_pending;         /* the scoring pad's dice as typed, so far */
  guint                 compact : 1;       /* no room kept for throws and captions */
  guint8                pending[BALUT_N_DICE];
  guint                 animating : 1;
  guint                 balut_shown : 1;
  guint                 balut_static : 1;
};

G_DEFINE_FINAL_TYPE (BalutDiceView, balut_dice_view, GTK_TYPE_WIDGET)

enum {
  PROP_0,
  PROP_DICE,
  PROP_ANIMATE,
  PROP_CAN_HOLD,
  PROP_ANIMATING,
  N_PROPS
};

enum {
  TOGGLE_HOLD,
  N_SIGNALS
};

static GParamSpec *properties[N_PROPS];
static guint signals[N_SIGNALS];

static inline double
ease_out_cubic (double t)
{
  return 1 - pow (1 - t, 3);
}

static inline double
ease_out_back (double t)
{
  const double c = 1.9;

  return 1 + (c + 1) * pow (t - 1, 3) + c * pow (t - 1, 2);
}

/* Geometry. Everything follows from the die size. */

static int
gap_for_size (int size)
{
  return CLAMP (size / 5, 8, 22);
}

static int
caption_height (BalutDiceView *self)
{
  if (self->caption_height < 0)
    {
      g_autoptr(PangoLayout) layout = balut_die_button_create_caption (GTK_WIDGET (self), 0);

      pango_layout_get_pixel_size (layout, NULL, &self->caption_height);
    }

  return self->caption_height;
}

static int
top_for_size (BalutDiceView *self,
              int            size)
{
  return self->compact ? TOP_ROOM : (int) round (size * AIR) + TOP_ROOM;
}

static int
width_for_size (int size)
{
  return 2 * PADDING + BALUT_N_DICE * size + (BALUT_N_DICE - 1) * gap_for_size (size);
}

static int
height_for_size (BalutDiceView *self,
                 int            size)
{
  /* the "Held" caption hangs below a raised die, a little lower than
   * the die at rest: leave room for it (a compact view lets the
   * captions and the throws' arcs go over what lies around it) */
  if (self->compact)
    return top_for_size (self, size) + size + 4;
  return top_for_size (self, size) + size + BALUT_DIE_CAPTION_GAP +
         caption_height (self) + BALUT_DIE_CAPTION_PADDING + 4;
}

static int
size_for_allocation (BalutDiceView *self,
                     int            width,
                     int            height)
{
  int least = self->compact ? MIN_COMPACT_SIZE : MIN_DIE_SIZE;

  for (int size = MAX_DIE_SIZE; size > least; size -= SIZE_STEP)
    if (width_for_size (size) <= width && height_for_size (self, size) <= height)
      return size;

  return least;
}

static gboolean
can_animate (BalutDiceView *self)
{
  gboolean enabled = TRUE;

  if (!self->animate || !gtk_widget_get_mapped (GTK_WIDGET (self)))
    return FALSE;

  g_object_get (gtk_widget_get_settings (GTK_WIDGET (self)),
                "gtk-enable-animations", &enabled,
                NULL);
  return enabled;
}

static void
set_animating (BalutDiceView *self,
               gboolean       animating)
{
  if (self->animating == !!animating)
    return;

  self->animating = !!animating;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_ANIMATING]);
}

/* The "Balut!" announcement (R23) */

static void
hide_balut (BalutDiceView *self)
{
  if (!self->balut_shown)
    return;

  self->balut_shown = FALSE;
  g_clear_object (&self->banner);
  gtk_widget_set_visible (self->announcement, FALSE);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

static const char *
balut_subtitle (guint face)
{
  switch (face)
    {
    case 1: return _("Five ones");
    case 2: return _("Five twos");
    case 3: return _("Five threes");
    case 4: return _("Five fours");
    case 5: return _("Five fives");
    case 6: return _("Five sixes");
    default: g_return_val_if_reached ("");
    }
}

static void
layout_path (cairo_t     *cr,
             PangoLayout *layout,
             double       x,
             double       y)
{
  cairo_move_to (cr, x, y);
  pango_cairo_layout_path (cr, layout);
}

/* Drawn once per announcement with Cairo, then only moved and faded:
 * text with an outline is too costly to lay out on every frame. */
static GdkTexture *
render_banner (BalutDiceView *self,
               int            scale)
{
  PangoContext *widget_context = gtk_widget_get_pango_context (GTK_WIDGET (self));
  PangoContext *context;
  g_autoptr(PangoLayout) title = NULL;
  g_autoptr(PangoLayout) subtitle = NULL;
  PangoFontDescription *font;
  PangoRectangle title_ink, sub_ink;
  cairo_pattern_t *gold;
  cairo_surface_t *surface;
  GdkTexture *texture;
  cairo_t *cr;
  double title_px = MAX (32, self->die_size * 0.72);
  double sub_px = MAX (13, title_px * 0.3);
  double outline = title_px * 0.07;
  double margin = outline * 2 + 4;
  double line_gap = sub_px * 0.15;
  double width, height, tx, ty, sx, sy;

  context = pango_font_map_create_context (pango_context_get_font_map (widget_context));
  pango_context_set_language (context, pango_context_get_language (widget_context));
  pango_context_set_base_dir (context, pango_context_get_base_dir (widget_context));

  font = pango_font_description_copy (pango_context_get_font_description (widget_context));
  pango_font_description_set_weight (font, PANGO_WEIGHT_HEAVY);
  pango_font_description_set_absolute_size (font, title_px * PANGO_SCALE);
  title = pango_layout_new (context);
  pango_layout_set_font_description (title, font);
  /* Translators: the call when five dice show the same face (R23) */
  pango_layout_set_text (title, _("Balut!"), -1);

  pango_font_description_set_weight (font, PANGO_WEIGHT_BOLD);
  pango_font_description_set_absolute_size (font, sub_px * PANGO_SCALE);
  subtitle = pango_layout_new (context);
  pango_layout_set_font_description (subtitle, font);
  pango_layout_set_text (subtitle, balut_subtitle (self->balut_face), -1);
  pango_font_description_free (font);

  pango_layout_get_pixel_extents (title, &title_ink, NULL);
  pango_layout_get_pixel_extents (subtitle, &sub_ink, NULL);

  width = MAX (title_ink.width, sub_ink.width) + 2 * margin;
  height = title_ink.height + line_gap + sub_ink.height + 2 * margin;

  surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32,
                                        (int) ceil (width * scale),
                                        (int) ceil (height * scale));
  cairo_surface_set_device_scale (surface, scale, scale);
  cr = cairo_create (surface);

  tx = (width - title_ink.width) / 2 - title_ink.x;
  ty = margin - title_ink.y;
  sx = (width - sub_ink.width) / 2 - sub_ink.x;
  sy = margin + title_ink.height + line_gap - sub_ink.y;

  cairo_set_line_join (cr, CAIRO_LINE_JOIN_ROUND);

  /* a soft drop shadow: a few widening strokes */
  for (int i = 3; i >= 1; i--)
    {
      cairo_set_source_rgba (cr, 0, 0, 0, 0.1);
      cairo_set_line_width (cr, outline * 2 + i * 2.5);
      layout_path (cr, title, tx, ty + outline * 0.8);
      cairo_stroke (cr);
    }

  cairo_set_source_rgb (cr, 0.36, 0.17, 0.02);
  cairo_set_line_width (cr, outline * 2);
  layout_path (cr, title, tx, ty);
  cairo_stroke (cr);
  cairo_set_line_width (cr, MAX (3, outline * 1.2));
  layout_path (cr, subtitle, sx, sy);
  cairo_stroke (cr);

  gold = cairo_pattern_create_linear (0, margin, 0, margin + title_ink.height);
  cairo_pattern_add_color_stop_rgb (gold, 0.0, 1.00, 0.97, 0.66);
  cairo_pattern_add_color_stop_rgb (gold, 0.45, 0.98, 0.80, 0.16);
  cairo_pattern_add_color_stop_rgb (gold, 1.0, 0.93, 0.45, 0.05);
  cairo_set_source (cr, gold);
  layout_path (cr, title, tx, ty);
  cairo_fill (cr);
  cairo_pattern_destroy (gold);

  cairo_set_source_rgb (cr, 1, 1, 1);
  layout_path (cr, subtitle, sx, sy);
  cairo_fill (cr);

  cairo_destroy (cr);
  g_object_unref (context);

  texture = balut_die_textures_texture_for_surface (surface);
  cairo_surface_destroy (surface);

  return texture;
}

static void
init_confetti (BalutDiceView *self)
{
  static const char * const colors[] = {
    "#f6d32d", "#ff7800", "#e01b24", "#3584e4", "#33d17a", "#c061cb",
  };

  for (guint i = 0; i < N_CONFETTI; i++)
    {
      Confetto *c = &self->confetti[i];
      /* fanned out upwards, then falling */
      double angle = G_PI * (1.05 + 0.9 * i / (N_CONFETTI - 1.0)) +
                     g_rand_double_range (self->rand, -0.12, 0.12);
      double speed = g_rand_double_range (self->rand, 1.6, 3.4);

      c->vx = (float) (cos (angle) * speed * 1.3);
      c->vy = (float) (sin (angle) * speed);
      c->spin = (float) g_rand_double_range (self->rand, -900, 900);
      c->angle = (float) g_rand_double_range (self->rand, 0, 360);
      c->size = (float) g_rand_double_range (self->rand, 0.07, 0.12);
      gdk_rgba_parse (&c->color, colors[i % G_N_ELEMENTS (colors)]);
    }
}

static void
snapshot_balut (BalutDiceView *self,
                GtkSnapshot   *snapshot,
                gint64         now)
{
  int scale = gtk_widget_get_scale_factor (GTK_WIDGET (self));
  float size = self->die_size;
  float cx = gtk_widget_get_width (GTK_WIDGET (self)) / 2.f;
  float cy = self->rest_y + size / 2.f;
  double t = 0, zoom = 1, angle = 0, opacity = 1, rise = 0;
  float w, h;

  if (self->banner == NULL || self->banner_scale != scale || self->banner_die_size != self->die_size)
    {
      g_clear_object (&self->banner);
      self->banner = render_banner (self, scale);
      self->banner_scale = scale;
      self->banner_die_size = self->die_size;
    }

  if (!self->balut_static)
    {
      if (self->balut_start < 0)
        return;   /* waits for the dice to land */

      t = (now - self->balut_start) / (double) G_USEC_PER_SEC;
      if (t < BALUT_POP)
        {
          double k = t / BALUT_POP;

          zoom = 0.3 + 0.7 * ease_out_back (k);
          angle = -7 * (1 - k);
        }
      opacity = MIN (1, t / 0.08);
      if (t > BALUT_FADE_START)
        {
          double k = MIN (1, (t - BALUT_FADE_START) / BALUT_FADE);

          opacity = 1 - k;
          rise = k * k * size * 0.25;
        }
    }

  /* confetti first, the banner over it */
  if (!self->balut_static && t < BALUT_FADE_START + BALUT_FADE)
    {
      const float gravity = 7;

      gtk_snapshot_push_opacity (snapshot, CLAMP ((BALUT_FADE_START + BALUT_FADE - t) / 0.4, 0, 1));
      for (guint i = 0; i < N_CONFETTI; i++)
        {
          const Confetto *c = &self->confetti[i];
          float x = c->vx * t;
          float y = c->vy * t + gravity * t * t / 2;
          float s = c->size * size;

          gtk_snapshot_save (snapshot);
          gtk_snapshot_translate (snapshot, &GRAPHENE_POINT_INIT (cx + x * size, cy + y * size));
          gtk_snapshot_rotate (snapshot, c->angle + c->spin * t);
          gtk_snapshot_append_color (snapshot, &c->color,
                                     &GRAPHENE_RECT_INIT (-s / 2, -s / 4, s, s / 2));
          gtk_snapshot_restore (snapshot);
        }
      gtk_snapshot_pop (snapshot);
    }

  w = gdk_texture_get_width (self->banner) / (float) scale;
  h = gdk_texture_get_height (self->banner) / (float) scale;

  /* a long translation on a narrow window */
  zoom *= MIN (1, gtk_widget_get_width (GTK_WIDGET (self)) / w);

  gtk_snapshot_push_opacity (snapshot, opacity);
  gtk_snapshot_save (snapshot);
  gtk_snapshot_translate (snapshot, &GRAPHENE_POINT_INIT (cx, cy - rise));
  if (angle != 0)
    gtk_snapshot_rotate (snapshot, angle);
  if (zoom != 1)
    gtk_snapshot_scale (snapshot, zoom, zoom);
  gtk_snapshot_append_texture (snapshot, self->banner, &GRAPHENE_RECT_INIT (-w / 2, -h / 2, w, h));
  gtk_snapshot_restore (snapshot);
  gtk_snapshot_pop (snapshot);
}

/* Animations, all driven by one tick callback */

static void
update_tumble (BalutDiceView *self,
               guint          i,
               gint64         elapsed)
{
  DieAnimation *a = &self->anim[i];
  BalutDiePose pose = BALUT_DIE_POSE_INIT;
  double u = CLAMP ((elapsed - a->delay) / (double) DIE_USEC, 0, 1);
  double x, y, height;
  guint face;

  /* Seen from above, a die high in the air looks larger; on the way
   * down it drifts in along a short arc. */
  if (u < LANDING)
    {
      double p = u / LANDING;

      height = 1 - p * p;
      x = a->from_x * (1 - p);
      y = a->from_y * height;
      face = a->faces[(elapsed / FACE_USEC) % N_TUMBLE_FACES];
    }
  else
    {
      double q = (u - LANDING) / (1 - LANDING);

      /* one bounce, and a little one */
      if (q < 0.6)
        height = 0.16 * sin (G_PI * q / 0.6);
      else
        height = 0.04 * sin (G_PI * (q - 0.6) / 0.4);
      x = 0;
      y = -0.25 * height;
      face = balut_dice_get_value (self->dice, i);
    }

  a->height = height;
  pose.dx = x * self->die_size;
  pose.dy = y * self->die_size;
  pose.scale = 1 + HEIGHT_ZOOM * height;
  pose.angle = a->spin * pow (1 - u, 4);

  balut_die_button_set_pose (BALUT_DIE_BUTTON (self->die_buttons[i]), &pose);
  balut_die_button_set_face (BALUT_DIE_BUTTON (self->die_buttons[i]), face);
}

static void
stop_tumble (BalutDiceView *self,
             guint          i)
{
  static const BalutDiePose rest = BALUT_DIE_POSE_INIT;

  self->anim[i].tumbling = FALSE;
  self->anim[i].height = 0;
  balut_die_button_set_pose (BALUT_DIE_BUTTON (self->die_buttons[i]), &rest);
  if (self->dice != NULL)
    balut_die_button_set_face (BALUT_DIE_BUTTON (self->die_buttons[i]),
                               balut_dice_get_value (self->dice, i));
}

static void
set_lift (BalutDiceView *self,
          guint          i,
          double         lift)
{
  self->anim[i].lift = lift;
  balut_die_button_set_lift (BALUT_DIE_BUTTON (self->die_buttons[i]), lift);
  gtk_widget_queue_allocate (GTK_WIDGET (self));
}

static gboolean
is_running (BalutDiceView *self)
{
  for (guint i = 0; i < BALUT_N_DICE; i++)
    if (self->anim[i].tumbling || self->anim[i].lift != self->anim[i].lift_to)
      return TRUE;

  return self->balut_shown && !self->balut_static;
}

static gboolean
tick_cb (GtkWidget     *widget,
         GdkFrameClock *frame_clock,
         gpointer       user_data)
{
  BalutDiceView *self = BALUT_DICE_VIEW (widget);
  gint64 now = gdk_frame_clock_get_frame_time (frame_clock);
  gboolean tumbling = FALSE;

  for (guint i = 0; i < BALUT_N_DICE; i++)
    {
      DieAnimation *a = &self->anim[i];

      if (a->tumbling)
        {
          if (a->tumble_start < 0)
            a->tumble_start = now;

          if (now - a->tumble_start >= a->delay + DIE_USEC)
            stop_tumble (self, i);
          else
            {
              update_tumble (self, i, now - a->tumble_start);
              tumbling = TRUE;
            }
        }

      if (a->lift != a->lift_to)
        {
          double t;

          if (a->lift_start < 0)
            a->lift_start = now;

          t = (now - a->lift_start) / (double) LIFT_USEC;
          set_lift (self, i, t >= 1 ? a->lift_to
                                    : a->lift_from + (a->lift_to - a->lift_from) * ease_out_cubic (t));
        }
    }

  if (self->balut_shown && !self->balut_static)
    {
      if (self->balut_start < 0 && !tumbling)
        self->balut_start = now;
      if (self->balut_start >= 0 && now - self->balut_start >= BALUT_USEC)
        hide_balut (self);
    }

  /* the shadows and the banner are the view's own drawing */
  gtk_widget_queue_draw (widget);

  if (is_running (self))
    return G_SOURCE_CONTINUE;

  self->tick_id = 0;
  set_animating (self, FALSE);
  return G_SOURCE_REMOVE;
}

static void
update_ticking (BalutDiceView *self)
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

/* Brings every animation to its end state at once. */
static void
finish_animations (BalutDiceView *self)
{
  for (guint i = 0; i < BALUT_N_DICE; i++)
    {
      if (self->anim[i].tumbling)
        stop_tumble (self, i);
      if (self->anim[i].lift != self->anim[i].lift_to)
        set_lift (self, i, self->anim[i].lift_to);
    }

  if (self->balut_shown)
    self->balut_static = TRUE;

  update_ticking (self);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

/* Shows the dice as they are. Held dice rise (or drop) smoothly when
 * @animate_holds: the player holding a die; otherwise (a new turn, a
 * restored game) they are put in place at once. */
static void
update_dice (BalutDiceView *self,
             gboolean       animate_holds)
{
  gboolean smooth = animate_holds && can_animate (self);

  for (guint i = 0; i < BALUT_N_DICE; i++)
    {
      BalutDieButton *die = BALUT_DIE_BUTTON (self->die_buttons[i]);
      DieAnimation *a = &self->anim[i];
      gboolean held = FALSE;
      guint value = i + 1;
      double target;

      if (self->dice != NULL)
        {
          value = balut_dice_get_value (self->dice, i);
          /* after the last throw a hold means nothing: no die raised,
           * no "Held" under it */
          held = balut_dice_get_held (self->dice, i) && balut_dice_get_throws_left (self->dice) > 0;
        }
      if (i < self->n_pending && self->n_throws == 0)
        value = self->pending[i];

      balut_die_button_set_state (die, value, held, self->n_throws > 0);
      /* the dice of the last turn are dimmed until this turn's throw:
       * they are not this player's (the scoring pad's dice being typed
       * show bright as they come) */
      balut_die_button_set_dimmed (die, self->n_throws == 0 && i >= self->n_pending);
      if (!a->tumbling)
        balut_die_button_set_face (die, value);

      target = held ? 1 : 0;
      if (a->lift_to != target || (!smooth && a->lift != target))
        {
          a->lift_to = target;
          if (smooth)
            {
              a->lift_from = a->lift;
              a->lift_start = -1;
            }
          else
            set_lift (self, i, target);
        }
    }
}

static void
stop_all_tumbles (BalutDiceView *self)
{
  for (guint i = 0; i < BALUT_N_DICE; i++)
    if (self->anim[i].tumbling)
      stop_tumble (self, i);
}

static void
start_throw (BalutDiceView *self)
{
  if (!can_animate (self))
    {
      stop_all_tumbles (self);
      return;
    }

  for (guint i = 0; i < BALUT_N_DICE; i++)
    {
      DieAnimation *a = &self->anim[i];
      double side = g_rand_boolean (self->rand) ? 1 : -1;
      guint8 previous = 0;

      /* a held die never moves */
      if (balut_dice_get_held (self->dice, i))
        {
          if (a->tumbling)
            stop_tumble (self, i);
          continue;
        }

      a->tumbling = TRUE;
      a->tumble_start = -1;
      a->delay = g_rand_int_range (self->rand, 0, MAX_DELAY_USEC);
      a->from_x = side * g_rand_double_range (self->rand, 0.2, 0.5);
      a->from_y = -g_rand_double_range (self->rand, 0.1, 0.25);
      a->spin = -side * g_rand_double_range (self->rand, 500, 820);
      for (guint k = 0; k < N_TUMBLE_FACES; k++)
        {
          guint8 face;

          do
            face = (guint8) g_rand_int_range (self->rand, 1, 7);
          while (face == previous);
          a->faces[k] = previous = face;
        }

      update_tumble (self, i, 0);
    }
}

static void
dice_changed_cb (BalutDiceView *self,
                 BalutDice     *dice)
{
  guint n_throws = balut_dice_get_n_throws (dice);

  if (self->balut_shown && self->balut_static)
    hide_balut (self);

  if (n_throws != self->n_throws)
    {
      /* Restored (undo, a resumed game): the dice notify n-throws only
       * after this signal, so a throw never gets here. */
      self->n_throws = n_throws;
      self->n_pending = 0;
      hide_balut (self);
      stop_all_tumbles (self);
      update_dice (self, FALSE);
    }
  else
    update_dice (self, TRUE);

  update_ticking (self);
}

static void
n_throws_changed_cb (BalutDiceView *self,
                     GParamSpec    *pspec,
                     BalutDice     *dice)
{
  guint n_throws = balut_dice_get_n_throws (dice);

  if (n_throws == self->n_throws)
    return;

  hide_balut (self);

  if (n_throws > self->n_throws)
    {
      self->n_throws = n_throws;
      self->n_pending = 0;
      start_throw (self);
      update_dice (self, TRUE);
    }
  else
    {
      /* a new turn: the dice stay where they are */
      self->n_throws = n_throws;
      self->n_pending = 0;
      stop_all_tumbles (self);
      update_dice (self, FALSE);
    }

  update_ticking (self);
}

static void
die_activate_cb (BalutDiceView  *self,
                 BalutDieButton *die)
{
  if (self->can_hold && self->dice != NULL)
    g_signal_emit (self, signals[TOGGLE_HOLD], 0, balut_die_button_get_index (die));
}

/* GtkWidget */

static GtkSizeRequestMode
balut_dice_view_get_request_mode (GtkWidget *widget)
{
  return GTK_SIZE_REQUEST_HEIGHT_FOR_WIDTH;
}

static void
balut_dice_view_measure (GtkWidget      *widget,
                         GtkOrientation  orientation,
                         int             for_size,
                         int            *minimum,
                         int            *natural,
                         int            *minimum_baseline,
                         int            *natural_baseline)
{
  BalutDiceView *self = BALUT_DICE_VIEW (widget);

  if (orientation == GTK_ORIENTATION_HORIZONTAL)
    {
      *minimum = width_for_size (MIN_DIE_SIZE);
      *natural = width_for_size (NATURAL_DIE_SIZE);
    }
  else
    {
      /* as large as the width allows: a large window has large dice */
      int size = NATURAL_DIE_SIZE;

      if (for_size >= 0)
        size = size_for_allocation (self, for_size, G_MAXINT);

      *minimum = height_for_size (self, self->compact ? MIN_COMPACT_SIZE : MIN_DIE_SIZE);
      *natural = height_for_size (self, size);
    }
}

static void
balut_dice_view_size_allocate (GtkWidget *widget,
                               int        width,
                               int        height,
                               int        baseline)
{
  BalutDiceView *self = BALUT_DICE_VIEW (widget);
  gboolean rtl = gtk_widget_get_direction (widget) == GTK_TEXT_DIR_RTL;
  int size = size_for_allocation (self, width, height);
  int gap = gap_for_size (size);
  int x0 = (width - (BALUT_N_DICE * size + (BALUT_N_DICE - 1) * gap)) / 2;
  int lift = (int) round (size * LIFT);
  GtkRequisition label;

  self->die_size = size;
  self->gap = gap;
  self->rest_y = MAX (0, (height - height_for_size (self, size)) / 2) + top_for_size (self, size);

  for (guint i = 0; i < BALUT_N_DICE; i++)
    {
      guint slot = rtl ? BALUT_N_DICE - 1 - i : i;
      float y = self->rest_y - (float) (lift * self->anim[i].lift);

      self->slot_x[i] = x0 + slot * (size + gap);
      /* the die has no size of its own, but GTK wants it asked */
      gtk_widget_measure (self->die_buttons[i], GTK_ORIENTATION_HORIZONTAL, -1,
                          NULL, NULL, NULL, NULL);
      gtk_widget_allocate (self->die_buttons[i], size, size, -1,
                           gsk_transform_translate (NULL, &GRAPHENE_POINT_INIT (self->slot_x[i], y)));
    }

  /* The announcement is drawn as the banner; its label is only there
   * for assistive technologies, where the banner is. */
  if (gtk_widget_get_visible (self->announcement))
    {
      gtk_widget_get_preferred_size (self->announcement, NULL, &label);
      gtk_widget_allocate (self->announcement, label.width, label.height, -1,
                           gsk_transform_translate (NULL, &GRAPHENE_POINT_INIT ((width - label.width) / 2,
                                                                                self->rest_y + (size - label.height) / 2)));
    }
}

static void
balut_dice_view_snapshot (GtkWidget   *widget,
                          GtkSnapshot *snapshot)
{
  BalutDiceView *self = BALUT_DICE_VIEW (widget);
  int scale = gtk_widget_get_scale_factor (widget);
  float size = self->die_size;
  float shadow_size = size * (1 + 2 * BALUT_DIE_SHADOW_MARGIN);
  GdkTexture *shadow;

  if (self->die_size <= 0)
    return;

  /* The shadows stay on the table: they spread and fade as a die rises,
   * and lie under every die. */
  shadow = balut_die_textures_get_shadow (self->textures, self->die_size * scale);
  for (guint i = 0; i < BALUT_N_DICE && shadow != NULL; i++)
    {
      const BalutDiePose *pose = balut_die_button_get_pose (BALUT_DIE_BUTTON (self->die_buttons[i]));
      double rise = MIN (1, self->anim[i].lift * 0.3 + self->anim[i].height);
      double opacity = (1 - 0.7 * rise) * (self->n_throws > 0 || i < self->n_pending ? 1 : DIMMED_SHADOW);
      double spread = 1 + 0.25 * rise;

      gtk_snapshot_push_opacity (snapshot, opacity);
      gtk_snapshot_save (snapshot);
      gtk_snapshot_translate (snapshot,
                              &GRAPHENE_POINT_INIT (self->slot_x[i] + size / 2 + pose->dx,
                                                    self->rest_y + size / 2 + size * 0.12 * rise));
      /* Not turned with the die: a blurred square hardly shows it, and
       * rotated textures are what costs most with the Cairo renderer. */
      if (spread != 1)
        gtk_snapshot_scale (snapshot, spread, spread);
      gtk_snapshot_append_texture (snapshot, shadow,
                                   &GRAPHENE_RECT_INIT (-shadow_size / 2, -shadow_size / 2,
                                                        shadow_size, shadow_size));
      gtk_snapshot_restore (snapshot);
      gtk_snapshot_pop (snapshot);
    }

  for (guint i = 0; i < BALUT_N_DICE; i++)
    gtk_widget_snapshot_child (widget, self->die_buttons[i], snapshot);

  if (self->balut_shown)
    {
      GdkFrameClock *clock = gtk_widget_get_frame_clock (widget);

      snapshot_balut (self, snapshot, clock ? gdk_frame_clock_get_frame_time (clock) : 0);
    }
}

static void
balut_dice_view_unmap (GtkWidget *widget)
{
  BalutDiceView *self = BALUT_DICE_VIEW (widget);

  /* nobody sees it: no frames, and no announcement left for later */
  hide_balut (self);
  finish_animations (self);

  GTK_WIDGET_CLASS (balut_dice_view_parent_class)->unmap (widget);
}

static void
balut_dice_view_css_changed (GtkWidget         *widget,
                             GtkCssStyleChange *change)
{
  BalutDiceView *self = BALUT_DICE_VIEW (widget);
  const PangoFontDescription *font;

  /* updates the Pango context and queues a resize if the text changed */
  GTK_WIDGET_CLASS (balut_dice_view_parent_class)->css_changed (widget, change);

  /* Every hover changes the CSS state; only a new font matters here. */
  font = pango_context_get_font_description (gtk_widget_get_pango_context (widget));
  if (self->font != NULL && pango_font_description_equal (self->font, font))
    return;

  g_clear_pointer (&self->font, pango_font_description_free);
  self->font = pango_font_description_copy (font);
  self->caption_height = -1;
  g_clear_object (&self->banner);
}

/* GObject */

static void
balut_dice_view_dispose (GObject *object)
{
  BalutDiceView *self = BALUT_DICE_VIEW (object);

  if (self->tick_id != 0)
    {
      gtk_widget_remove_tick_callback (GTK_WIDGET (self), self->tick_id);
      self->tick_id = 0;
    }

  if (self->dice_signals != NULL)
    g_signal_group_set_target (self->dice_signals, NULL);
  g_clear_object (&self->dice_signals);
  g_clear_object (&self->dice);

  for (guint i = 0; i < BALUT_N_DICE; i++)
    g_clear_pointer (&self->die_buttons[i], gtk_widget_unparent);
  g_clear_pointer (&self->announcement, gtk_widget_unparent);

  g_clear_object (&self->banner);
  g_clear_object (&self->textures);
  g_clear_pointer (&self->font, pango_font_description_free);
  g_clear_pointer (&self->rand, g_rand_free);

  G_OBJECT_CLASS (balut_dice_view_parent_class)->dispose (object);
}

static void
balut_dice_view_get_property (GObject    *object,
                              guint       prop_id,
                              GValue     *value,
                              GParamSpec *pspec)
{
  BalutDiceView *self = BALUT_DICE_VIEW (object);

  switch (prop_id)
    {
    case PROP_DICE:
      g_value_set_object (value, self->dice);
      break;
    case PROP_ANIMATE:
      g_value_set_boolean (value, self->animate);
      break;
    case PROP_CAN_HOLD:
      g_value_set_boolean (value, self->can_hold);
      break;
    case PROP_ANIMATING:
      g_value_set_boolean (value, self->animating);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
balut_dice_view_set_property (GObject      *object,
                              guint         prop_id,
                              const GValue *value,
                              GParamSpec   *pspec)
{
  BalutDiceView *self = BALUT_DICE_VIEW (object);

  switch (prop_id)
    {
    case PROP_DICE:
      balut_dice_view_set_dice (self, g_value_get_object (value));
      break;
    case PROP_ANIMATE:
      balut_dice_view_set_animate (self, g_value_get_boolean (value));
      break;
    case PROP_CAN_HOLD:
      balut_dice_view_set_can_hold (self, g_value_get_boolean (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
balut_dice_view_class_init (BalutDiceViewClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = balut_dice_view_dispose;
  object_class->get_property = balut_dice_view_get_property;
  object_class->set_property = balut_dice_view_set_property;

  widget_class->get_request_mode = balut_dice_view_get_request_mode;
  widget_class->measure = balut_dice_view_measure;
  widget_class->size_allocate = balut_dice_view_size_allocate;
  widget_class->snapshot = balut_dice_view_snapshot;
  widget_class->unmap = balut_dice_view_unmap;
  widget_class->css_changed = balut_dice_view_css_changed;

  properties[PROP_DICE] =
    g_param_spec_object ("dice", NULL, NULL,
                         BALUT_TYPE_DICE,
                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);

  /**
   * BalutDiceView:animate:
   *
   * Whether throws tumble and the "Balut!" pops; the dice also change at
   * once when GtkSettings:gtk-enable-animations is off.
   */
  properties[PROP_ANIMATE] =
    g_param_spec_boolean ("animate", NULL, NULL,
                          TRUE,
                          G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);

  /**
   * BalutDiceView:can-hold:
   *
   * Whether the dice can be clicked or activated to hold them; otherwise
   * they are not focusable either.
   */
  properties[PROP_CAN_HOLD] =
    g_param_spec_boolean ("can-hold", NULL, NULL,
                          FALSE,
                          G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);

  /**
   * BalutDiceView:animating:
   *
   * Whether an animation runs (a throw, a die rising, the announcement):
   * the view draws frames exactly while this is %TRUE.
   */
  properties[PROP_ANIMATING] =
    g_param_spec_boolean ("animating", NULL, NULL,
                          FALSE,
                          G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);

  g_object_class_install_properties (object_class, N_PROPS, properties);

  /**
   * BalutDiceView::toggle-hold:
   * @index: the die, 0–4
   *
   * The player asks to hold or release a die. The view does not change
   * the dice: it shows the holds once the dice have them.
   */
  signals[TOGGLE_HOLD] =
    g_signal_new ("toggle-hold",
                  G_TYPE_FROM_CLASS (klass),
                  G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL,
                  G_TYPE_NONE, 1, G_TYPE_UINT);

  gtk_widget_class_set_css_name (widget_class, "balut-dice-view");
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_GROUP);
}

static void
balut_dice_view_init (BalutDiceView *self)
{
  self->animate = TRUE;
  self->caption_height = -1;
  self->rand = g_rand_new ();
  self->textures = balut_die_textures_dup_default ();

  self->dice_signals = g_signal_group_new (BALUT_TYPE_DICE);
  g_signal_group_connect_swapped (self->dice_signals, "changed", G_CALLBACK (dice_changed_cb), self);
  g_signal_group_connect_swapped (self->dice_signals, "notify::n-throws", G_CALLBACK (n_throws_changed_cb), self);

  for (guint i = 0; i < BALUT_N_DICE; i++)
    {
      self->die_buttons[i] = balut_die_button_new (self->textures, i);
      gtk_widget_set_parent (self->die_buttons[i], GTK_WIDGET (self));
      g_signal_connect_swapped (self->die_buttons[i], "activate", G_CALLBACK (die_activate_cb), self);
    }

  self->announcement = g_object_new (GTK_TYPE_LABEL,
                                     "accessible-role", GTK_ACCESSIBLE_ROLE_ALERT,
                                     "visible", FALSE,
                                     "can-target", FALSE,
                                     NULL);
  gtk_widget_set_parent (self->announcement, GTK_WIDGET (self));

  gtk_accessible_update_property (GTK_ACCESSIBLE (self),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, _("Dice"),
                                  -1);

  update_dice (self, FALSE);
}

GtkWidget *
balut_dice_view_new (void)
{
  return g_object_new (BALUT_TYPE_DICE_VIEW, NULL);
}

/**
 * balut_dice_view_get_dice:
 *
 * Returns: (transfer none) (nullable): the dice shown
 */
BalutDice *
balut_dice_view_get_dice (BalutDiceView *self)
{
  g_return_val_if_fail (BALUT_IS_DICE_VIEW (self), NULL);
  return self->dice;
}

void
balut_dice_view_set_dice (BalutDiceView *self,
                          BalutDice     *dice)
{
  g_return_if_fail (BALUT_IS_DICE_VIEW (self));
  g_return_if_fail (dice == NULL || BALUT_IS_DICE (dice));

  if (self->dice == dice)
    return;

  g_set_object (&self->dice, dice);
  g_signal_group_set_target (self->dice_signals, dice);

  self->n_throws = dice != NULL ? balut_dice_get_n_throws (dice) : 0;
  self->n_pending = 0;

  hide_balut (self);
  stop_all_tumbles (self);
  update_dice (self, FALSE);
  update_ticking (self);

  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_DICE]);
}

gboolean
balut_dice_view_get_animate (BalutDiceView *self)
{
  g_return_val_if_fail (BALUT_IS_DICE_VIEW (self), FALSE);
  return self->animate;
}

void
balut_dice_view_set_animate (BalutDiceView *self,
                             gboolean       animate)
{
  g_return_if_fail (BALUT_IS_DICE_VIEW (self));

  if (self->animate == !!animate)
    return;

  self->animate = !!animate;
  if (!animate)
    finish_animations (self);

  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_ANIMATE]);
}

gboolean
balut_dice_view_get_can_hold (BalutDiceView *self)
{
  g_return_val_if_fail (BALUT_IS_DICE_VIEW (self), FALSE);
  return self->can_hold;
}

void
balut_dice_view_set_can_hold (BalutDiceView *self,
                              gboolean       can_hold)
{
  g_return_if_fail (BALUT_IS_DICE_VIEW (self));

  if (self->can_hold == !!can_hold)
    return;

  self->can_hold = !!can_hold;
  for (guint i = 0; i < BALUT_N_DICE; i++)
    balut_die_button_set_can_hold (BALUT_DIE_BUTTON (self->die_buttons[i]), can_hold);

  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_CAN_HOLD]);
}

/**
 * balut_dice_view_is_animating:
 *
 * Returns: whether an animation runs; see #BalutDiceView:animating
 */
gboolean
balut_dice_view_is_animating (BalutDiceView *self)
{
  g_return_val_if_fail (BALUT_IS_DICE_VIEW (self), FALSE);
  return self->animating;
}

/**
 * balut_dice_view_announce_balut:
 * @face: the face shown by all five dice, 1–6
 *
 * Calls out "Balut!" (R23): drawn over the dice once they have landed,
 * popping up and fading out, and said by screen readers. Without
 * animations it stays until the dice change.
 */
void
balut_dice_view_announce_balut (BalutDiceView *self,
                                guint          face)
{
  g_autofree char *text = NULL;

  g_return_if_fail (BALUT_IS_DICE_VIEW (self));
  g_return_if_fail (face >= 1 && face <= BALUT_N_FACES);

  /* Translators: said by screen readers; %s is "Five sixes" and so on */
  text = g_strdup_printf (_("Balut! %s"), balut_subtitle (face));
  gtk_label_set_text (GTK_LABEL (self->announcement), text);
  gtk_widget_set_visible (self->announcement, TRUE);

  self->balut_shown = TRUE;
  self->balut_face = face;
  self->balut_static = !can_animate (self);
  self->balut_start = -1;
  init_confetti (self);

  /* now rather than in the middle of the throw's frames */
  g_clear_object (&self->banner);
  if (self->die_size > 0)
    {
      self->banner_scale = gtk_widget_get_scale_factor (GTK_WIDGET (self));
      self->banner_die_size = self->die_size;
      self->banner = render_banner (self, self->banner_scale);
    }

  update_ticking (self);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

/**
 * balut_dice_view_get_die:
 * @index: 0–4
 *
 * Returns: (transfer none): the widget of die @index (focusable when the
 *   dice can be held)
 */
GtkWidget *
balut_dice_view_get_die (BalutDiceView *self,
                         guint          index)
{
  g_return_val_if_fail (BALUT_IS_DICE_VIEW (self), NULL);
  g_return_val_if_fail (index < BALUT_N_DICE, NULL);

  return self->die_buttons[index];
}

/**
 * balut_dice_view_set_hint:
 * @held: (nullable) (array fixed-size=5): the dice the hint suggests
 *   holding, or %NULL for none
 *
 * Marks the dice to hold (see balut_die_button_set_hinted()).
 */
void
balut_dice_view_set_hint (BalutDiceView  *self,
                          const gboolean *held)
{
  g_return_if_fail (BALUT_IS_DICE_VIEW (self));

  for (guint i = 0; i < BALUT_N_DICE; i++)
    balut_die_button_set_hinted (BALUT_DIE_BUTTON (self->die_buttons[i]), held != NULL && held[i]);
}

/**
 * balut_dice_view_set_pending:
 * @values: (nullable) (array length=n_values): the dice a person has typed
 *   so far on the scoring pad
 * @n_values: how many, 0 to 5
 *
 * Before the turn's dice are in, the view shows @values on the first
 * dice, bright (they are this turn's), and the last turn's dice dimmed
 * on the others.
 */
void
balut_dice_view_set_pending (BalutDiceView *self,
                             const guint8  *values,
                             guint          n_values)
{
  g_return_if_fail (BALUT_IS_DICE_VIEW (self));
  g_return_if_fail (n_values <= BALUT_N_DICE);
  g_return_if_fail (values != NULL || n_values == 0);

  if (self->n_pending == n_values && memcmp (values != NULL ? values : self->pending, self->pending, n_values) == 0)
    return;

  self->n_pending = n_values;
  if (n_values > 0)
    memcpy (self->pending, values, n_values);
  update_dice (self, FALSE);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

/**
 * balut_dice_view_set_compact:
 * @compact: whether to keep no room above the dice for the throws' arcs
 *   and below them for the "Held" captions
 *
 * A compact view is as tall as its dice: the scoring pad on a narrow
 * window, where the pad's rows lie below the dice (the captions of a
 * computer seat's held dice then hang over the pad's empty place).
 */
void
balut_dice_view_set_compact (BalutDiceView *self,
                             gboolean       compact)
{
  g_return_if_fail (BALUT_IS_DICE_VIEW (self));

  if (self->compact == !!compact)
    return;
  self->compact = !!compact;
  gtk_widget_queue_resize (GTK_WIDGET (self));
}
