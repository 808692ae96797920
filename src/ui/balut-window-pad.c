/* balut-window-pad.c — the scoring pad in the game window: a person
 * types in the dice thrown at the table, or clicks their faces
 *
 * SPDX-FileCopyrightText: 2026 The Balut developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Five digits and Enter ("66625"), or five clicks on the faces; the
 * sheet then previews every box as in the digital game, and the dice can
 * be corrected until a box is chosen. What cannot be dice is refused
 * with what is wrong, and nothing changes (balut-pad.c).
 */

#include "config.h"

#include <glib/gi18n.h>

#include "balut-die-textures.h"
#include "balut-pad.h"
#include "balut-window-private.h"

#define FACE_SIZE 34

/* What the pad says: what is wrong with the dice typed in, or else what
 * to do next */
static void
set_message (BalutWindow *self,
             const char  *text,
             gboolean     is_error)
{
  if (*text == '\0' && self->game != NULL)
    text = balut_game_get_n_throws (self->game) == 0
           ? _("Type the five dice thrown at the table and press Enter, or click their faces")
           : _("Choose a box on the sheet, or correct the dice");
  gtk_label_set_text (self->pad_message, text);
  if (is_error)
    {
      gtk_widget_add_css_class (GTK_WIDGET (self->pad_message), "error");
      gtk_widget_add_css_class (GTK_WIDGET (self->pad_entry), "error");
    }
  else
    {
      gtk_widget_remove_css_class (GTK_WIDGET (self->pad_message), "error");
      gtk_widget_remove_css_class (GTK_WIDGET (self->pad_entry), "error");
    }
}

/* The throws the turn took, from the drop-down: 0 when not said */
static guint
get_throws_used (BalutWindow *self)
{
  guint selected = gtk_drop_down_get_selected (self->pad_throws);

  return selected == GTK_INVALID_LIST_POSITION ? 0 : selected;
}

/* Takes the dice typed in (or clicked): refused with what is wrong, or
 * given to the game, which previews them on the sheet */
static void
take_dice (BalutWindow *self)
{
  g_autoptr(GError) error = NULL;
  guint8 values[BALUT_N_DICE];

  if (!balut_session_is_pad_turn (self->session))
    return;

  if (!balut_pad_parse_dice (gtk_editable_get_text (GTK_EDITABLE (self->pad_entry)), values, &error)
      || !balut_session_set_pad_dice (self->session, values, get_throws_used (self), &error))
    {
      set_message (self, error->message, TRUE);
      return;
    }

  set_message (self, "", FALSE);
  /* the keyboard goes on at the sheet: arrows and Enter choose the box */
  balut_sheet_view_focus_first_legal (self->sheet_view);
}

static void
entry_activate_cb (BalutWindow *self)
{
  take_dice (self);
}

static void
entry_icon_cb (BalutWindow          *self,
               GtkEntryIconPosition  position)
{
  gtk_editable_set_text (GTK_EDITABLE (self->pad_entry), "");
  gtk_widget_grab_focus (GTK_WIDGET (self->pad_entry));
}

/* The dice typed so far, up to five: digits 1–6 in order, between
 * spaces, commas and dashes; nothing after a character that is none */
static guint
typed_dice (const char *text,
            guint8     *values)
{
  guint n = 0;

  for (const char *p = text; *p != '\0' && n < BALUT_N_DICE; p++)
    {
      if (*p >= '1' && *p <= '6')
        values[n++] = (guint8) (*p - '0');
      else if (*p != ' ' && *p != ',' && *p != '-')
        break;
    }
  return n;
}

/* The big dice show what is being typed, before it is taken */
static void
show_typed (BalutWindow *self)
{
  guint8 values[BALUT_N_DICE];
  guint n = 0;

  if (balut_session_is_pad_turn (self->session) && balut_game_get_n_throws (self->game) == 0)
    n = typed_dice (gtk_editable_get_text (GTK_EDITABLE (self->pad_entry)), values);
  balut_dice_view_set_pending (self->dice_view, n > 0 ? values : NULL, n);
}

static void
entry_changed_cb (BalutWindow *self)
{
  /* a new try: the last complaint goes */
  if (gtk_widget_has_css_class (GTK_WIDGET (self->pad_message), "error"))
    set_message (self, "", FALSE);
  show_typed (self);
}

/* A click on a face adds that die; the fifth takes the dice. After five,
 * a click begins anew. */
static void
face_clicked_cb (GtkButton   *button,
                 BalutWindow *self)
{
  guint face = GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (button), "face"));
  const char *text = gtk_editable_get_text (GTK_EDITABLE (self->pad_entry));
  g_autofree char *next = NULL;

  if (balut_pad_count_dice (text) >= BALUT_N_DICE)
    text = "";
  next = g_strdup_printf ("%s%u", text, face);
  gtk_editable_set_text (GTK_EDITABLE (self->pad_entry), next);
  gtk_editable_set_position (GTK_EDITABLE (self->pad_entry), -1);
  if (balut_pad_count_dice (next) == BALUT_N_DICE)
    take_dice (self);
}

static void
throws_selected_cb (BalutWindow *self)
{
  /* said after the dice: the turn's dice again, with their throws */
  if (balut_session_is_pad_turn (self->session)
      && balut_game_get_n_throws (self->game) > 0)
    {
      g_autoptr(GError) error = NULL;
      guint8 values[BALUT_N_DICE];

      balut_dice_get_values (balut_game_get_dice (self->game), values);
      if (!balut_session_set_pad_dice (self->session, values, get_throws_used (self), &error))
        set_message (self, error->message, TRUE);
    }
}

/* "Throws: not said", "1 throw", "2 throws" … up to the variant's limit
 * (3, or 5 in Olathe, O2) */
static void
fill_throws (BalutWindow *self,
             guint        max_throws)
{
  g_autoptr(GtkStringList) items = gtk_string_list_new (NULL);

  if (self->pad_max_throws == max_throws)
    return;
  self->pad_max_throws = max_throws;

  /* Translators: the scoring pad's choice of how many throws a turn took,
   * when the player does not say: asks how many (short: it sits beside
   * the dice's field in a window 360 pixels wide) */
  gtk_string_list_append (items, _("Throws?"));
  for (guint n = 1; n <= max_throws; n++)
    {
      g_autofree char *text = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u throw", "%u throws", n), n);

      gtk_string_list_append (items, text);
    }
  gtk_drop_down_set_model (self->pad_throws, G_LIST_MODEL (items));
  gtk_drop_down_set_selected (self->pad_throws, 0);
}

static void ensure_faces (BalutWindow *self);

/* Shows the pad on a person's turn of a scoring-pad game; a new turn
 * begins with it empty. */
void
_balut_window_update_pad (BalutWindow *self)
{
  gboolean pad = self->session != NULL && balut_session_is_pad_turn (self->session);
  guint turn;

  if (pad)
    ensure_faces (self);
  /* the pad's place is kept all through a scoring-pad game; on a narrow
   * window the dice above it take no more room than they need */
  gtk_widget_set_visible (GTK_WIDGET (self->pad_stack),
                          self->game != NULL && balut_game_get_mode (self->game) == BALUT_GAME_MODE_PAD);
  balut_dice_view_set_compact (self->dice_view,
                               gtk_widget_get_visible (GTK_WIDGET (self->pad_stack))
                               && !balut_board_get_wide (self->board));
  gtk_stack_set_visible_child_name (self->pad_stack, pad ? "pad" : "none");
  gtk_widget_set_visible (GTK_WIDGET (self->help_label), !pad);
  gtk_widget_set_visible (GTK_WIDGET (self->pad_message), pad);
  /* the turn's main move in the middle, Undo and Hint beside it: Take
   * Dice on a person's turn at the table, Roll otherwise */
  gtk_widget_set_visible (GTK_WIDGET (self->roll_button), !pad);
  gtk_widget_set_visible (self->pad_enter_button, pad);
  if (!pad)
    return;

  fill_throws (self, balut_game_get_max_throws (self->game));
  turn = balut_game_get_turn_number (self->game) * 2 + (balut_game_get_n_throws (self->game) > 0);
  if (self->pad_turn == turn)
    return;

  /* a new turn, or its dice taken back (an undo): the pad starts afresh */
  self->pad_turn = turn;
  if (balut_game_get_n_throws (self->game) == 0)
    {
      g_signal_handlers_block_by_func (self->pad_throws, throws_selected_cb, self);
      gtk_drop_down_set_selected (self->pad_throws, 0);
      g_signal_handlers_unblock_by_func (self->pad_throws, throws_selected_cb, self);
      gtk_editable_set_text (GTK_EDITABLE (self->pad_entry), "");
      set_message (self, "", FALSE);
    }
  show_typed (self);
}

/* Whether the keyboard should start at the pad (a person's turn of a
 * scoring-pad game, before the dice are in) */
gboolean
_balut_window_focus_pad (BalutWindow *self)
{
  if (!balut_session_is_pad_turn (self->session) || balut_game_get_n_throws (self->game) > 0)
    return FALSE;
  return gtk_widget_grab_focus (GTK_WIDGET (self->pad_entry));
}

/* The faces' buttons, made when the pad first shows: a game on the
 * screen never renders them */
static void
ensure_faces (BalutWindow *self)
{
  g_autoptr(BalutDieTextures) textures = NULL;
  int scale = gtk_widget_get_scale_factor (GTK_WIDGET (self));

  if (gtk_widget_get_first_child (self->pad_faces) != NULL)
    return;

  textures = balut_die_textures_dup_default ();
  for (guint face = 1; face <= BALUT_N_FACES; face++)
    {
      GtkWidget *button = gtk_button_new ();
      GtkWidget *image = gtk_image_new_from_paintable (GDK_PAINTABLE (balut_die_textures_get_face (textures, face,
                                                                                               FACE_SIZE * MAX (scale, 1))));
      /* Translators: a button of the scoring pad that adds a die showing
       * that face, e.g. "Add a 6" */
      g_autofree char *name = g_strdup_printf (_("Add a %u"), face);

      gtk_image_set_pixel_size (GTK_IMAGE (image), FACE_SIZE);
      gtk_button_set_child (GTK_BUTTON (button), image);
      gtk_widget_add_css_class (button, "flat");
      gtk_widget_add_css_class (button, "pad-face");
      gtk_widget_set_tooltip_text (button, name);
      gtk_accessible_update_property (GTK_ACCESSIBLE (button), GTK_ACCESSIBLE_PROPERTY_LABEL, name, -1);
      g_object_set_data (G_OBJECT (button), "face", GUINT_TO_POINTER (face));
      g_signal_connect (button, "clicked", G_CALLBACK (face_clicked_cb), self);
      gtk_box_append (GTK_BOX (self->pad_faces), button);
    }
}

void
_balut_window_setup_pad (BalutWindow *self)
{
  g_signal_connect_swapped (self->pad_entry, "activate", G_CALLBACK (entry_activate_cb), self);
  g_signal_connect_swapped (self->pad_entry, "icon-press", G_CALLBACK (entry_icon_cb), self);
  g_signal_connect_swapped (self->pad_entry, "changed", G_CALLBACK (entry_changed_cb), self);
  g_signal_connect_swapped (self->pad_enter_button, "clicked", G_CALLBACK (take_dice), self);
  g_signal_connect_swapped (self->pad_throws, "notify::selected", G_CALLBACK (throws_selected_cb), self);
  self->pad_turn = G_MAXUINT;
}

/* for tests: the button that adds a die showing @face */
GtkWidget *
balut_window_get_pad_face (BalutWindow *self,
                           guint        face)
{
  GtkWidget *child;

  g_return_val_if_fail (BALUT_IS_WINDOW (self), NULL);
  g_return_val_if_fail (face >= 1 && face <= BALUT_N_FACES, NULL);

  ensure_faces (self);
  child = gtk_widget_get_first_child (self->pad_faces);
  for (guint f = 1; f < face && child != NULL; f++)
    child = gtk_widget_get_next_sibling (child);
  return child;
}
