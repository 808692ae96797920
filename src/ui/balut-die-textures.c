/* balut-die-textures.c — the dice artwork, rendered once per pixel size
 * and kept on disk
 *
 * SPDX-FileCopyrightText: 2026 The Balut developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <errno.h>
#include <glib/gstdio.h>
#include <gmodule.h>
#include <math.h>
#include <string.h>

#include "balut-die-textures.h"
#include "balut-paths.h"
#include "balut-svg-module.h"

#define RESOURCE_FORMAT "/io/github/balut/Balut/dice/die-%u.svg"

/* A window being resized asks for a new size on every frame; only the
 * last few sizes are worth keeping (a second monitor, a second scale). */
#define N_CACHED_SIZES 3

/* The images drawn from the SVG are kept on disk, so that a start at a
 * size drawn before loads PNG files and never loads librsvg (its code is
 * 7 MB of the process's memory; docs/performance.md): it is in the
 * balut-svg module, loaded when an image must be drawn. A size is saved
 * once it has been shown for SAVE_DELAY_S without a newer one (a window
 * being resized saves nothing); the folder keeps the DISK_SIZES sizes
 * saved last. */
#define CACHE_FOLDER "dice"
#define SAVE_DELAY_S 2
#define DISK_SIZES 4
/* a temporary of a save that was cut short, older than this, is removed */
#define STALE_TEMPORARY_S 60

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

  gpointer    handles[N_KINDS];       /* parsed on first use (balut-svg) */
  GHashTable *textures;               /* key → GdkTexture */
  int         sizes[N_CACHED_SIZES];  /* most recently used first */

  char       *cache_dir;
  char       *artwork_id;             /* names the artwork in file names */
  GHashTable *unsaved;                /* keys drawn from the SVG, not on disk */
  guint       save_source;
  guint       n_rendered;
  guint       n_loaded;
};

G_DEFINE_FINAL_TYPE (BalutDieTextures, balut_die_textures, G_TYPE_OBJECT)

static BalutDieTextures *default_textures;

static inline guint
texture_key (guint kind,
             int   pixel_size)
{
  return (kind << 16) | (guint) pixel_size;
}

static inline guint
key_kind (guint key)
{
  return key >> 16;
}

static inline int
key_size (guint key)
{
  return (int) (key & 0xffff);
}

static GBytes *
artwork_bytes (guint kind)
{
  g_autofree char *path = NULL;
  g_autoptr(GError) error = NULL;
  GBytes *bytes;

  if (kind == KIND_SHADOW)
    return g_bytes_new_static (shadow_svg, sizeof shadow_svg - 1);

  path = g_strdup_printf (RESOURCE_FORMAT, kind);
  bytes = g_resources_lookup_data (path, G_RESOURCE_LOOKUP_FLAGS_NONE, &error);
  if (bytes == NULL)
    g_critical ("Cannot load the die face %s: %s", path, error->message);

  return bytes;
}

/* The balut-svg module's functions, loaded once; NULL (and a critical
 * message) when the module is missing: an installation that is broken */
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
        g_critical ("The dice cannot be drawn: %s", g_module_error ());
      else if (!g_module_symbol (module, BALUT_SVG_MODULE_ENTRY, (gpointer *) &entry) || entry == NULL)
        g_critical ("The dice cannot be drawn: %s is not Balut's module (%s)", path, g_module_error ());
      else if (entry ()->abi != BALUT_SVG_MODULE_ABI)
        g_critical ("The dice cannot be drawn: %s is of another Balut", path);
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

static gpointer
load_handle (guint kind)
{
  const BalutSvgFunctions *svg = get_svg ();
  g_autoptr(GBytes) bytes = NULL;
  g_autoptr(GError) error = NULL;
  gpointer handle;
  const guint8 *data;
  gsize len;

  if (svg == NULL)
    return NULL;
  bytes = artwork_bytes (kind);
  if (bytes == NULL)
    return NULL;

  data = g_bytes_get_data (bytes, &len);
  handle = svg->load (data, len, &error);
  if (handle == NULL)
    g_critical ("Cannot parse the die artwork %u: %s", kind, error->message);

  return handle;
}

/* What the cached images depend on: the artwork and the version of
 * librsvg (the one Balut was built with) and of cairo. A change of any
 * gives other file names. */
static char *
dup_artwork_id (void)
{
  g_autoptr(GChecksum) checksum = g_checksum_new (G_CHECKSUM_SHA256);
  g_autofree char *renderer = g_strdup_printf ("librsvg %s cairo %s module %u",
                                               BALUT_LIBRSVG_VERSION, cairo_version_string (),
                                               BALUT_SVG_MODULE_ABI);

  g_checksum_update (checksum, (const guchar *) renderer, -1);
  for (guint kind = 0; kind < N_KINDS; kind++)
    {
      g_autoptr(GBytes) bytes = artwork_bytes (kind);

      if (bytes != NULL)
        g_checksum_update (checksum, g_bytes_get_data (bytes, NULL), g_bytes_get_size (bytes));
    }

  return g_strndup (g_checksum_get_string (checksum), 16);
}

/* named by the die's size (a shadow's image is larger) */
static char *
cache_path (BalutDieTextures *self,
            guint             kind,
            int               pixel_size)
{
  g_autofree char *name = g_strdup_printf ("die-%s-%u-%d.png", self->artwork_id, kind, pixel_size);

  return g_build_filename (self->cache_dir, name, NULL);
}

/* A texture from the cache, or NULL when the file is missing or is not
 * a PNG of that size (it is drawn again and saved over). */
static GdkTexture *
load_texture (BalutDieTextures *self,
              guint             kind,
              int               pixel_size,
              int               texture_size)
{
  g_autofree char *path = cache_path (self, kind, pixel_size);
  cairo_surface_t *surface;
  GdkTexture *texture = NULL;

  if (!g_file_test (path, G_FILE_TEST_IS_REGULAR))
    return NULL;

  surface = cairo_image_surface_create_from_png (path);
  if (cairo_surface_status (surface) != CAIRO_STATUS_SUCCESS)
    g_debug ("The cached die image %s cannot be read: %s", path,
             cairo_status_to_string (cairo_surface_status (surface)));
  else if (cairo_image_surface_get_format (surface) != CAIRO_FORMAT_ARGB32
           || cairo_image_surface_get_width (surface) != texture_size
           || cairo_image_surface_get_height (surface) != texture_size)
    g_debug ("The cached die image %s is not a %d px image with transparency", path, texture_size);
  else
    texture = balut_die_textures_texture_for_surface (surface);
  cairo_surface_destroy (surface);

  return texture;
}

/* @drawn: whether librsvg drew it (a failure is not kept on disk) */
static GdkTexture *
render_texture (gpointer  handle,
                int       pixel_size,
                gboolean *drawn)
{
  g_autoptr(GError) error = NULL;
  cairo_surface_t *surface;
  GdkTexture *texture;
  cairo_t *cr;
  gint64 begin = g_get_monotonic_time ();

  surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, pixel_size, pixel_size);
  cr = cairo_create (surface);
  *drawn = get_svg ()->render (handle, cr, pixel_size, pixel_size, &error)
           && cairo_status (cr) == CAIRO_STATUS_SUCCESS;
  if (error != NULL)
    g_warning ("Cannot render the die artwork: %s", error->message);
  cairo_destroy (cr);

  texture = balut_die_textures_texture_for_surface (surface);
  cairo_surface_destroy (surface);

  g_debug ("Rendered a %d px die texture in %" G_GINT64_FORMAT " µs",
           pixel_size, g_get_monotonic_time () - begin);

  return texture;
}

/* ------------------------------------------------------------ saving */

typedef struct {
  char       *path;
  GdkTexture *texture;
} SaveItem;

typedef struct {
  char      *cache_dir;
  char      *artwork_id;
  GPtrArray *items;      /* SaveItem */
} SaveJob;

static void
save_item_free (SaveItem *item)
{
  g_free (item->path);
  g_object_unref (item->texture);
  g_free (item);
}

static void
save_job_free (SaveJob *job)
{
  g_free (job->cache_dir);
  g_free (job->artwork_id);
  g_ptr_array_unref (job->items);
  g_free (job);
}

/* The size in a cached file's name, or 0 when the name is not one of
 * ours for this artwork. */
static int
cached_file_size (const char *name,
                  const char *artwork_id)
{
  g_autofree char *prefix = g_strdup_printf ("die-%s-", artwork_id);
  const char *rest;
  char *end;
  guint64 kind;
  guint64 size;

  if (!g_str_has_prefix (name, prefix) || !g_str_has_suffix (name, ".png"))
    return 0;
  rest = name + strlen (prefix);
  kind = g_ascii_strtoull (rest, &end, 10);
  if (end == rest || *end != '-' || kind >= N_KINDS)
    return 0;
  rest = end + 1;
  size = g_ascii_strtoull (rest, &end, 10);
  if (end == rest || !g_str_equal (end, ".png") || size == 0 || size >= G_MAXUINT16)
    return 0;

  return (int) size;
}

typedef struct {
  int    size;
  gint64 newest;
} DiskSize;

static int
compare_newest_first (gconstpointer a,
                      gconstpointer b)
{
  const DiskSize *x = a;
  const DiskSize *y = b;

  return (x->newest < y->newest) - (x->newest > y->newest);
}

/* Leaves the DISK_SIZES sizes saved last, and nothing of other artwork
 * (or a save cut short). */
static void
prune_cache (const char *cache_dir,
             const char *artwork_id)
{
  g_autoptr(GDir) dir = g_dir_open (cache_dir, 0, NULL);
  g_autoptr(GArray) sizes = g_array_new (FALSE, FALSE, sizeof (DiskSize));
  g_autoptr(GPtrArray) names = g_ptr_array_new_with_free_func (g_free);
  gint64 now = g_get_real_time () / G_USEC_PER_SEC;
  const char *name;

  if (dir == NULL)
    return;

  while ((name = g_dir_read_name (dir)) != NULL)
    {
      g_autofree char *path = g_build_filename (cache_dir, name, NULL);
      int size = cached_file_size (name, artwork_id);
      GStatBuf st;
      guint i;

      if (g_stat (path, &st) != 0 || !S_ISREG (st.st_mode))
        continue;

      if (size == 0)
        {
          /* another artwork's image, or a temporary a save left */
          if (g_str_has_prefix (name, "die-")
              && (strstr (name, ".png.") == NULL || now - (gint64) st.st_mtime > STALE_TEMPORARY_S))
            g_remove (path);
          continue;
        }

      g_ptr_array_add (names, g_strdup (name));
      for (i = 0; i < sizes->len; i++)
        if (g_array_index (sizes, DiskSize, i).size == size)
          break;
      if (i == sizes->len)
        {
          DiskSize entry = { size, (gint64) st.st_mtime };

          g_array_append_val (sizes, entry);
        }
      else if ((gint64) st.st_mtime > g_array_index (sizes, DiskSize, i).newest)
        g_array_index (sizes, DiskSize, i).newest = (gint64) st.st_mtime;
    }

  if (sizes->len <= DISK_SIZES)
    return;

  g_array_sort (sizes, compare_newest_first);
  for (guint n = 0; n < names->len; n++)
    {
      const char *file = g_ptr_array_index (names, n);
      int size = cached_file_size (file, artwork_id);
      gboolean keep = FALSE;

      for (guint i = 0; i < DISK_SIZES; i++)
        keep = keep || g_array_index (sizes, DiskSize, i).size == size;
      if (!keep)
        {
          g_autofree char *path = g_build_filename (cache_dir, file, NULL);

          g_remove (path);
        }
    }
}

static cairo_status_t
append_to_bytes (void                *closure,
                 const unsigned char *data,
                 unsigned int         length)
{
  g_byte_array_append (closure, data, length);
  return CAIRO_STATUS_SUCCESS;
}

static void
save_job_run (SaveJob *job)
{
  g_autoptr(GError) error = NULL;

  if (g_mkdir_with_parents (job->cache_dir, 0700) != 0)
    {
      g_debug ("The dice images cannot be kept in %s: %s", job->cache_dir, g_strerror (errno));
      return;
    }

  for (guint i = 0; i < job->items->len; i++)
    {
      SaveItem *item = g_ptr_array_index (job->items, i);
      g_autoptr(GByteArray) png = g_byte_array_new ();
      int width = gdk_texture_get_width (item->texture);
      int height = gdk_texture_get_height (item->texture);
      cairo_surface_t *surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, width, height);
      cairo_status_t status;

      /* GDK_MEMORY_DEFAULT is cairo's ARGB32: the pixels as drawn */
      cairo_surface_flush (surface);
      gdk_texture_download (item->texture, cairo_image_surface_get_data (surface),
                            cairo_image_surface_get_stride (surface));
      cairo_surface_mark_dirty (surface);
      status = cairo_surface_write_to_png_stream (surface, append_to_bytes, png);
      cairo_surface_destroy (surface);

      if (status != CAIRO_STATUS_SUCCESS)
        g_debug ("A die image cannot be encoded: %s", cairo_status_to_string (status));
      else if (!g_file_set_contents_full (item->path, (const char *) png->data, png->len,
                                          G_FILE_SET_CONTENTS_CONSISTENT, 0600, &error))
        {
          g_debug ("A die image cannot be kept: %s", error->message);
          g_clear_error (&error);
        }
    }

  prune_cache (job->cache_dir, job->artwork_id);
}

static void
save_thread (GTask        *task,
             gpointer      source_object,
             gpointer      task_data,
             GCancellable *cancellable)
{
  save_job_run (task_data);
  g_task_return_boolean (task, TRUE);
}

/* The images of the size shown now that are not yet on disk */
static SaveJob *
take_save_job (BalutDieTextures *self)
{
  SaveJob *job;
  GHashTableIter iter;
  gpointer key;

  if (self->sizes[0] == 0 || g_hash_table_size (self->unsaved) == 0)
    return NULL;

  job = g_new0 (SaveJob, 1);
  job->cache_dir = g_strdup (self->cache_dir);
  job->artwork_id = g_strdup (self->artwork_id);
  job->items = g_ptr_array_new_with_free_func ((GDestroyNotify) save_item_free);

  g_hash_table_iter_init (&iter, self->unsaved);
  while (g_hash_table_iter_next (&iter, &key, NULL))
    {
      guint k = GPOINTER_TO_UINT (key);
      GdkTexture *texture = g_hash_table_lookup (self->textures, key);
      SaveItem *item;

      if (key_size (k) != self->sizes[0] || texture == NULL)
        continue;
      item = g_new0 (SaveItem, 1);
      item->path = cache_path (self, key_kind (k), key_size (k));
      item->texture = g_object_ref (texture);
      g_ptr_array_add (job->items, item);
      g_hash_table_iter_remove (&iter);
    }

  /* the other sizes were passing ones */
  g_hash_table_remove_all (self->unsaved);

  if (job->items->len == 0)
    {
      save_job_free (job);
      return NULL;
    }
  return job;
}

static gboolean
save_timeout_cb (gpointer user_data)
{
  BalutDieTextures *self = user_data;
  SaveJob *job;
  g_autoptr(GTask) task = NULL;

  self->save_source = 0;
  job = take_save_job (self);
  if (job == NULL)
    return G_SOURCE_REMOVE;

  task = g_task_new (NULL, NULL, NULL, NULL);
  g_task_set_source_tag (task, save_timeout_cb);
  g_task_set_task_data (task, job, (GDestroyNotify) save_job_free);
  g_task_run_in_thread (task, save_thread);

  return G_SOURCE_REMOVE;
}

static void
schedule_save (BalutDieTextures *self)
{
  g_clear_handle_id (&self->save_source, g_source_remove);
  self->save_source = g_timeout_add_seconds (SAVE_DELAY_S, save_timeout_cb, self);
  g_source_set_name_by_id (self->save_source, "[balut] save the dice images");
}

/* What the timer would save, saved now on this thread (a few
 * milliseconds), so that the next start has it */
static void
save_now (BalutDieTextures *self)
{
  SaveJob *job;

  if (self->save_source == 0)
    return;
  g_clear_handle_id (&self->save_source, g_source_remove);
  job = take_save_job (self);
  if (job != NULL)
    {
      save_job_run (job);
      save_job_free (job);
    }
}

/* ------------------------------------------------------------ the sizes */

static void
forget_size (BalutDieTextures *self,
             int               pixel_size)
{
  for (guint kind = 0; kind < N_KINDS; kind++)
    {
      gpointer key = GUINT_TO_POINTER (texture_key (kind, pixel_size));

      g_hash_table_remove (self->textures, key);
      g_hash_table_remove (self->unsaved, key);
    }
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
  if (texture != NULL)
    return texture;

  texture = load_texture (self, kind, pixel_size, texture_size);
  if (texture != NULL)
    self->n_loaded++;
  else
    {
      gboolean drawn;

      if (self->handles[kind] == NULL)
        self->handles[kind] = load_handle (kind);
      if (self->handles[kind] == NULL)
        return NULL;

      texture = render_texture (self->handles[kind], texture_size, &drawn);
      self->n_rendered++;
      if (drawn)
        {
          g_hash_table_add (self->unsaved, GUINT_TO_POINTER (key));
          schedule_save (self);
        }
    }
  g_hash_table_insert (self->textures, GUINT_TO_POINTER (key), texture);

  return texture;
}

static void
balut_die_textures_finalize (GObject *object)
{
  BalutDieTextures *self = BALUT_DIE_TEXTURES (object);

  /* the window is closing before the size shown was saved */
  save_now (self);
  for (guint kind = 0; kind < N_KINDS; kind++)
    if (self->handles[kind] != NULL)
      get_svg ()->free (self->handles[kind]);
  g_clear_pointer (&self->textures, g_hash_table_unref);
  g_clear_pointer (&self->unsaved, g_hash_table_unref);
  g_free (self->cache_dir);
  g_free (self->artwork_id);

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
  self->unsaved = g_hash_table_new (NULL, NULL);
  self->cache_dir = balut_paths_dup_cache_dir (CACHE_FOLDER);
  self->artwork_id = dup_artwork_id ();
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

/**
 * balut_die_textures_get_n_rendered:
 *
 * Returns: how many images were drawn from the SVG artwork (with
 *   librsvg), for the tests and the benchmarks
 */
guint
balut_die_textures_get_n_rendered (BalutDieTextures *self)
{
  g_return_val_if_fail (BALUT_IS_DIE_TEXTURES (self), 0);
  return self->n_rendered;
}

/**
 * balut_die_textures_get_n_loaded:
 *
 * Returns: how many images were read from the disk cache
 */
guint
balut_die_textures_get_n_loaded (BalutDieTextures *self)
{
  g_return_val_if_fail (BALUT_IS_DIE_TEXTURES (self), 0);
  return self->n_loaded;
}

/**
 * balut_die_textures_save_pending:
 *
 * Saves at once the images of the size shown that are not yet on disk
 * (the application calls it as it quits, so that a game closed in the
 * first seconds still leaves them for the next start). Nothing happens
 * when no dice view exists.
 */
void
balut_die_textures_save_pending (void)
{
  if (default_textures != NULL)
    save_now (default_textures);
}
