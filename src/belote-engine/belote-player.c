/* belote-player.c — Belote's computer players
 *
 * SPDX-FileCopyrightText: 2026 The Balut developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * (First cut: every level plays the lowest legal card and passes. The
 * levels proper replace it.)
 */

#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "balut-splitmix.h"
#include "belote-player.h"

static const char *const level_ids[BELOTE_N_LEVELS] = {
  "beginner", "casual", "strong", "expert",
};

const char *
belote_level_to_string (BeloteLevel level)
{
  g_return_val_if_fail ((guint) level < BELOTE_N_LEVELS, NULL);
  return level_ids[level];
}

gboolean
belote_level_parse (const char  *text,
                    BeloteLevel *out)
{
  g_return_val_if_fail (out != NULL, FALSE);

  if (text == NULL)
    return FALSE;
  for (guint i = 0; i < BELOTE_N_LEVELS; i++)
    if (g_ascii_strcasecmp (text, level_ids[i]) == 0)
      {
        *out = (BeloteLevel) i;
        return TRUE;
      }
  return FALSE;
}

const char *
belote_level_name (BeloteLevel level)
{
  static const char *const names[BELOTE_N_LEVELS] = {
    N_("Beginner"), N_("Casual"), N_("Strong"), N_("Expert"),
  };

  g_return_val_if_fail ((guint) level < BELOTE_N_LEVELS, NULL);
  return g_dgettext (GETTEXT_PACKAGE, names[level]);
}

void
belote_decision_clear (BeloteDecision *decision)
{
  g_return_if_fail (decision != NULL);

  g_clear_pointer (&decision->reason, g_free);
  memset (decision, 0, sizeof *decision);
}

guint64
belote_player_seed (guint64           match_seed,
                    guint             deal_number,
                    const BeloteDeal *deal)
{
  g_return_val_if_fail (deal != NULL, 0);

  return balut_splitmix64 (balut_splitmix64 (match_seed ^ ((guint64) deal_number << 32))
                           ^ ((guint64) deal->n_bids << 8) ^ deal->n_played);
}

gboolean
belote_player_decide (BeloteLevel                level,
                      const BeloteDeal          *deal,
                      BeloteSchool               school,
                      const BeloteMatchContext  *context,
                      guint64                    seed,
                      GCancellable              *cancellable,
                      BeloteDecision            *out,
                      GError                   **error)
{
  gint8 seat;

  g_return_val_if_fail ((guint) level < BELOTE_N_LEVELS, FALSE);
  g_return_val_if_fail (deal != NULL, FALSE);
  g_return_val_if_fail (context != NULL, FALSE);
  g_return_val_if_fail (out != NULL, FALSE);

  (void) school;
  (void) seed;
  memset (out, 0, sizeof *out);
  if (g_cancellable_set_error_if_cancelled (cancellable, error))
    return FALSE;
  seat = belote_deal_to_move (deal);
  if (seat == BELOTE_NO_SEAT)
    {
      g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_INVALID_ARGUMENT, "no decision is due");
      return FALSE;
    }
  out->seat = seat;
  if (deal->phase == BELOTE_PHASE_PLAY)
    {
      BeloteHand legal = belote_deal_legal_cards (deal);

      out->kind = BELOTE_DECISION_PLAY;
      out->card = (BeloteCard) g_bit_nth_lsf (legal, -1);
    }
  else
    {
      out->kind = BELOTE_DECISION_BID;
      out->bid = BELOTE_BID_PASS;
    }
  out->reason = g_strdup ("");
  return TRUE;
}

static void
decision_free (BeloteDecision *decision)
{
  belote_decision_clear (decision);
  g_free (decision);
}

typedef struct
{
  BeloteLevel        level;
  BeloteDeal         deal;
  BeloteSchool       school;
  BeloteMatchContext context;
  guint64            seed;
} DecideData;

static void
decide_thread (GTask        *task,
               gpointer      source_object,
               gpointer      task_data,
               GCancellable *cancellable)
{
  DecideData *data = task_data;
  g_autofree BeloteDecision *decision = g_new0 (BeloteDecision, 1);
  GError *error = NULL;

  (void) source_object;
  if (!belote_player_decide (data->level, &data->deal, data->school, &data->context,
                             data->seed, cancellable, decision, &error))
    {
      g_task_return_error (task, error);
      return;
    }
  g_task_return_pointer (task, g_steal_pointer (&decision), (GDestroyNotify) decision_free);
}

void
belote_player_decide_async (BeloteLevel                level,
                            const BeloteDeal          *deal,
                            BeloteSchool               school,
                            const BeloteMatchContext  *context,
                            guint64                    seed,
                            GCancellable              *cancellable,
                            GAsyncReadyCallback        callback,
                            gpointer                   user_data)
{
  g_autoptr(GTask) task = NULL;
  DecideData *data;

  g_return_if_fail ((guint) level < BELOTE_N_LEVELS);
  g_return_if_fail (deal != NULL);
  g_return_if_fail (context != NULL);

  task = g_task_new (NULL, cancellable, callback, user_data);
  g_task_set_source_tag (task, belote_player_decide_async);
  data = g_new0 (DecideData, 1);
  data->level = level;
  data->deal = *deal;
  data->school = school;
  data->context = *context;
  data->seed = seed;
  g_task_set_task_data (task, data, g_free);
  g_task_run_in_thread (task, decide_thread);
}

gboolean
belote_player_decide_finish (GAsyncResult    *result,
                             BeloteDecision  *out,
                             GError         **error)
{
  g_autofree BeloteDecision *decision = NULL;

  g_return_val_if_fail (g_task_is_valid (result, NULL), FALSE);
  g_return_val_if_fail (out != NULL, FALSE);

  decision = g_task_propagate_pointer (G_TASK (result), error);
  if (decision == NULL)
    {
      memset (out, 0, sizeof *out);
      return FALSE;
    }
  *out = *decision;
  return TRUE;
}
