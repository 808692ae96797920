/* balut-sounds.h — short sounds for a throw, an entry, a Balut and the end
 *
 * SPDX-FileCopyrightText: 2026 The Balut developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gtk/gtk.h>

#include "balut-session.h"

G_BEGIN_DECLS

typedef enum
{
  BALUT_SOUND_THROW,
  BALUT_SOUND_ENTRY,
  BALUT_SOUND_BALUT,
  BALUT_SOUND_END,
} BalutSound;

#define BALUT_N_SOUNDS 4

#define BALUT_TYPE_SOUNDS (balut_sounds_get_type ())

G_DECLARE_FINAL_TYPE (BalutSounds, balut_sounds, BALUT, SOUNDS, GObject)

BalutSounds    *balut_sounds_new             (BalutSession *session,
                                              GSettings    *settings);
gboolean        balut_sounds_get_enabled     (BalutSounds  *self);
void            balut_sounds_play            (BalutSounds  *self,
                                              BalutSound    sound);
const char     *balut_sound_get_resource     (BalutSound    sound);

/* for tests */
BalutSounds    *balut_sounds_get_for_session (BalutSession *session);
guint           balut_sounds_get_n_played    (BalutSounds  *self,
                                              BalutSound    sound);
void            balut_sounds_set_silent      (BalutSounds  *self,
                                              gboolean      silent);
GtkMediaStream *balut_sounds_get_stream      (BalutSounds  *self,
                                              BalutSound    sound);

G_END_DECLS
