/* balut-die-textures.c — the dice artwork, rendered once per pixel size
 *
 * SPDX-FileCopyrightText: 2026 The Balut developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <librsvg/rsvg.h>
#include <math.h>
#include <string.h>

#include "balut-die-textures.h"

#define RESOURCE_FORMAT "/io/github/balut/Balut/dice/die-%u.svg"

/* A window being resized asks for a new size on every frame; only the
 * last few sizes are worth keeping (a second monitor, a second scale). */
#define N_CACHED_SIZES 3

enum {
  KIND_SHADOW = 0,
  /* 1–6: the faces */
  N_KINDS = 7
};

/* The die's shadow on the table, blurred by librsvg once per size. Its
 * viewBox is the die's (0–100) grown by BALUT_DIE_SHADOW_MARGIN. */
static const char shadow_svg[] =
  "<svg xmlns='http://www.w3.org/2000/svg' width='132' height='132' viewBox='-16 -16 132 132'>"
  "<filter id='b' x='-20%' y='-20%' width='140%' height='140%'>"
  "<feGaussianBlur stdDeviation='4.5'/></filter>"
  "<rect x='5' y='6' width='90' height='90' rx='22' fill='#000' fill-opacity='.55' filter='url(#b)'/>"
  "</svg>";

struct _BalutDieTextures
{
  GObject     parent_instance;

  RsvgHandle *handles[N_KINDS];
  GHashTable *textures;               /* key → GdkTexture */
  int         sizes[N_CACHED_SIZES];  /* most recently used first */
};

G_DEFINE_FINAL_TYPE (BalutDieTextures, balut_die_textures, G_TYPE_OBJECT)

static BalutDieTextures *default_textures;

static inline guint
texture_key (guint kind,
             int   pixel_size)
{
  return (kind << 16) | (guint) pixel_size;
}

static RsvgHandle *
load_handle (guint kind)
{
  g_autoptr(GBytes) bytes = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *path = NULL;
  RsvgHandle *handle;
  const guint8 *data;
  gsize len;

  if (kind == KIND_SHADOW)
    {
      data = (const guint8 *) shadow_svg;
      len = sizeof shadow_svg - 1;
    }
  else
    {
      path = g_strdup_printf (RESOURCE_FORMAT, kind);
      bytes = g_resources_lookup_data (path, G_RESOURCE_LOOKUP_FLAGS_NONE, &error);
      if (bytes == NULL)
        {
          g_critical ("Cannot load the die face %s: %s", path, error->message);
          return NULL;
        }
      data = g_bytes_get_data (bytes, &len);
    }

  handle = rsvg_handle_new_from_data (data, len, &error);
  if (handle == NULL)
    g_critical ("Cannot parse the die artwork %u: %s", kind, error->message);

  return handle;
}

static GdkTexture *
render_texture (RsvgHandle *handle,
                int         pixel_size)
{
  g_autoptr(GError) error = NULL;
  RsvgRectangle viewport = { 0, 0, pixel_size, pixel_size };
  cairo_surface_t *surface;
  GdkTexture *texture;
  cairo_t *cr;
  gint64 begin = g_get_monotonic_time ();

  surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, pixel_size, pixel_size);
  cr = cairo_create (surface);
  if (!rsvg_handle_render_document (handle, cr, &viewport, &error))
    g_warning ("Cannot render the die artwork: %s", error->message);
  cairo_destroy (cr);

  texture = balut_die_textures_texture_for_surface (surface);
  cairo_surface_destroy (surface);

  g_debug ("Rendered a %d px die texture in %" G_GINT64_FORMAT " µs",
           pixel_size, g_get_monotonic_time () - begin);

  return texture;
}

static void
forget_size (BalutDieTextures *self,
             int               pixel_size)
{
  for (guint kind = 0; kind < N_KINDS; kind++)
    g_hash_table_remove (self->textures, GUINT_TO_POINTER (texture_key (kind, pixel_size)));
}

static void
use_size (BalutDieTextures *self,
          int               pixel_size)
{
  guint i;

  for (i = 0; i < N_CACHED_SIZES; i++)
    if (self->sizes[i] == pixel_size)
      break;

  if (i == 0)
    return;

  if (i == N_CACHED_SIZES)
    {
      i = N_CACHED_SIZES - 1;
      if (self->sizes[i] != 0)
        forget_size (self, self->sizes[i]);
    }

  memmove (&self->sizes[1], &self->sizes[0], i * sizeof self->sizes[0]);
  self->sizes[0] = pixel_size;
}

static GdkTexture *
lookup (BalutDieTextures *self,
        guint             kind,
        int               pixel_size,
        int               texture_size)
{
  guint key = texture_key (kind, pixel_size);
  GdkTexture *texture;

  use_size (self, pixel_size);

  texture = g_hash_table_lookup (self->textures, GUINT_TO_POINTER (key));
  if (texture == NULL && self->handles[kind] != NULL)
    {
      texture = render_texture (self->handles[kind], texture_size);
      g_hash_table_insert (self->textures, GUINT_TO_POINTER (key), texture);
    }

  return texture;
}

static void
balut_die_textures_finalize (GObject *object)
{
  BalutDieTextures *self = BALUT_DIE_TEXTURES (object);

  for (guint kind = 0; kind < N_KINDS; kind++)
    g_clear_object (&self->handles[kind]);
  g_clear_pointer (&self->textures, g_hash_table_unref);

  G_OBJECT_CLASS (balut_die_textures_parent_class)->finalize (object);
}

static void
balut_die_textures_class_init (BalutDieTexturesClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->finalize = balut_die_textures_finalize;
}

static void
balut_die_textures_init (BalutDieTextures *self)
{
  self->textures = g_hash_table_new_full (NULL, NULL, NULL, g_object_unref);

  /* Parsed once; every size is rendered from these handles. */
  for (guint kind = 0; kind < N_KINDS; kind++)
    self->handles[kind] = load_handle (kind);
}

/**
 * balut_die_textures_dup_default:
 *
 * Returns: (transfer full): the textures shared by every dice view; they
 *   are freed with the last view.
 */
BalutDieTextures *
balut_die_textures_dup_default (void)
{
  if (default_textures != NULL)
    return g_object_ref (default_textures);

  default_textures = g_object_new (BALUT_TYPE_DIE_TEXTURES, NULL);
  g_object_add_weak_pointer (G_OBJECT (default_textures), (gpointer *) &default_textures);

  return default_textures;
}

/**
 * balut_die_textures_get_face:
 * @face: 1–6
 * @pixel_size: the die's size in device pixels
 *
 * Returns: (transfer none) (nullable): the face, rendered on first use
 */
GdkTexture *
balut_die_textures_get_face (BalutDieTextures *self,
                             guint             face,
                             int               pixel_size)
{
  g_return_val_if_fail (BALUT_IS_DIE_TEXTURES (self), NULL);
  g_return_val_if_fail (face >= 1 && face <= 6, NULL);
  g_return_val_if_fail (pixel_size > 0 && pixel_size < G_MAXUINT16, NULL);

  return lookup (self, face, pixel_size, pixel_size);
}

/**
 * balut_die_textures_get_shadow:
 * @pixel_size: the die's size in device pixels
 *
 * Returns: (transfer none) (nullable): the shadow of a die of that size,
 *   (1 + 2 × %BALUT_DIE_SHADOW_MARGIN) times as large as the die
 */
GdkTexture *
balut_die_textures_get_shadow (BalutDieTextures *self,
                               int               pixel_size)
{
  g_return_val_if_fail (BALUT_IS_DIE_TEXTURES (self), NULL);
  g_return_val_if_fail (pixel_size > 0 && pixel_size < G_MAXUINT16, NULL);

  return lookup (self, KIND_SHADOW, pixel_size,
                 (int) ceil (pixel_size * (1 + 2 * BALUT_DIE_SHADOW_MARGIN)));
}

/**
 * balut_die_textures_texture_for_surface:
 * @surface: an image surface in %CAIRO_FORMAT_ARGB32
 *
 * Returns: (transfer full): a texture sharing the surface's pixels
 */
GdkTexture *
balut_die_textures_texture_for_surface (cairo_surface_t *surface)
{
  g_autoptr(GBytes) bytes = NULL;
  int height;
  int stride;

  g_return_val_if_fail (cairo_surface_get_type (surface) == CAIRO_SURFACE_TYPE_IMAGE, NULL);
  g_return_val_if_fail (cairo_image_surface_get_format (surface) == CAIRO_FORMAT_ARGB32, NULL);

  cairo_surface_flush (surface);
  height = cairo_image_surface_get_height (surface);
  stride = cairo_image_surface_get_stride (surface);

  /* GDK_MEMORY_DEFAULT is cairo's ARGB32 layout: no conversion, and the
   * surface lives as long as the bytes. */
  bytes = g_bytes_new_with_free_func (cairo_image_surface_get_data (surface),
                                      (gsize) stride * height,
                                      (GDestroyNotify) cairo_surface_destroy,
                                      cairo_surface_reference (surface));

  return gdk_memory_texture_new (cairo_image_surface_get_width (surface), height,
                                 GDK_MEMORY_DEFAULT, bytes, stride);
}
