/* test-belote-session.c — the Belote match in play without a window
 * (BeloteSession)
 *
 * SPDX-FileCopyrightText: 2026 The Balut developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The match saved after every entry as its record (a match in play is a
 * record whose end has not come), in a file of its own beside Balut's;
 * a match not begun not saved, one abandoned for a new one removed; a
 * finished match (B25) recorded in the store once and its save removed;
 * the deal that ended it corrected or undone (B28) takes it out of the
 * store, and a correction that still ends it records it again, once;
 * the save restored, finished ones recorded at restore (a crash between
 * the save and the record), broken ones set aside.
 */

#include "config.h"

#include <glib/gstdio.h>

#include "balut-autosave.h"
#include "belote-record.h"
#include "belote-session.h"
#include "belote-store.h"
#include "store-test-util.h"

typedef struct
{
  char          *dir;
  char          *save_path;
  BalutStore    *store;
  BeloteSession *session;
  guint          n_recorded;
  guint          n_record_failed;
} Fixture;

static BalutStore *
fixture_store_cb (gpointer     data,
                  const char **notice)
{
  Fixture *f = data;

  if (notice != NULL)
    *notice = f->store == NULL ? "no store in this test" : NULL;
  return f->store;
}

static void
recorded_cb (BeloteSession *session,
             gint64         id,
             Fixture       *f)
{
  g_assert_cmpint (id, >, 0);
  f->n_recorded++;
}

static void
record_failed_cb (BeloteSession *session,
                  const GError  *error,
                  Fixture       *f)
{
  g_assert_nonnull (error);
  f->n_record_failed++;
}

static void
fixture_set_up (Fixture       *f,
                gconstpointer  data)
{
  g_autofree char *db = NULL;

  f->dir = balut_test_make_tmp_dir ("belote-session-XXXXXX");
  f->save_path = g_build_filename (f->dir, BELOTE_AUTOSAVE_FILE_NAME, NULL);
  db = g_build_filename (f->dir, "scores.sqlite", NULL);
  f->store = store_test_open (db);
  f->session = belote_session_new (f->save_path);
  belote_session_set_store_func (f->session, fixture_store_cb, f, NULL);
  g_signal_connect (f->session, "recorded", G_CALLBACK (recorded_cb), f);
  g_signal_connect (f->session, "record-failed", G_CALLBACK (record_failed_cb), f);
}

static void
fixture_tear_down (Fixture       *f,
                   gconstpointer  data)
{
  g_assert_finalize_object (f->session);
  g_clear_object (&f->store);
  balut_test_remove_tree (f->dir);
  g_free (f->save_path);
  g_free (f->dir);
}

static BeloteMatch *
new_match (int target)
{
  BeloteMatch *match = belote_match_new (BELOTE_MODE_PAD, BELOTE_SCHOOL_FAMILY, target, 7, FALSE);

  belote_match_set_team_name (match, 0, "Nous");
  belote_match_set_team_name (match, 1, "Eux");
  return match;
}

static BelotePadEntry
entry_for (gint8 taker_team,
           int   points)
{
  BelotePadEntry entry;

  belote_pad_entry_init (&entry);
  entry.taker_team = taker_team;
  entry.taker_points = points;
  return entry;
}

static void
enter (Fixture *f,
       gint8    taker_team,
       int      points)
{
  BelotePadEntry entry = entry_for (taker_team, points);
  g_autoptr(GError) error = NULL;

  g_assert_true (belote_session_enter_deal (f->session, &entry, &error));
  g_assert_no_error (error);
}

/* the saves asked for are made from an idle */
static void
flush_saves (Fixture *f)
{
  BalutAutosaver *autosaver = belote_session_get_autosaver (f->session);

  while (balut_autosaver_get_pending (autosaver))
    g_main_context_iteration (NULL, TRUE);
}

static guint
n_recorded_matches (Fixture *f)
{
  g_autoptr(GError) error = NULL;
  guint n = 0;

  g_assert_true (balut_store_count_belote_matches (f->store, &n, &error));
  g_assert_no_error (error);
  return n;
}

static BeloteMatch *
load_save (Fixture *f)
{
  g_autoptr(GError) error = NULL;
  BeloteMatch *saved = belote_record_load_file (f->save_path, &error);

  g_assert_no_error (error);
  g_assert_nonnull (saved);
  return saved;
}

static void
assert_same_totals (BeloteMatch *a,
                    BeloteMatch *b)
{
  int ta[BELOTE_N_TEAMS], tb[BELOTE_N_TEAMS];

  belote_match_get_totals (a, ta);
  belote_match_get_totals (b, tb);
  g_assert_cmpuint (belote_match_get_n_deals (a), ==, belote_match_get_n_deals (b));
  g_assert_cmpint (ta[0], ==, tb[0]);
  g_assert_cmpint (ta[1], ==, tb[1]);
  g_assert_cmpint (belote_match_get_pot (a), ==, belote_match_get_pot (b));
}

/* the save that could not be read, kept aside with its bytes */
static void
assert_one_aside (Fixture    *f,
                  const char *bytes,
                  gsize       length)
{
  g_autoptr(GDir) dir = g_dir_open (f->dir, 0, NULL);
  guint n = 0;

  for (const char *name; (name = g_dir_read_name (dir)) != NULL;)
    {
      g_autofree char *path = g_build_filename (f->dir, name, NULL);
      g_autoptr(GBytes) expected = NULL;

      if (!store_test_is_aside_name (f->save_path, path))
        continue;
      expected = g_bytes_new (bytes, length);
      store_test_assert_file (path, expected);
      n++;
    }
  g_assert_cmpuint (n, ==, 1);
}

/* ------------------------------------------------------------ tests */

static void
test_format (void)
{
  const BalutAutosaveFormat *format = belote_session_get_autosave_format ();
  g_autofree char *path = NULL;
  g_autofree char *balut_path = NULL;

  g_assert_cmpstr (format->format, ==, BELOTE_RECORD_FORMAT);
  g_assert_cmpstr (format->file_name, ==, "current-belote.json");
  /* beside Balut's save, never the same file */
  path = belote_session_dup_default_autosave_path ();
  balut_path = balut_autosave_dup_default_path ();
  g_assert_cmpstr (path, !=, balut_path);
  {
    g_autofree char *dir = g_path_get_dirname (path);
    g_autofree char *balut_dir = g_path_get_dirname (balut_path);

    g_assert_cmpstr (dir, ==, balut_dir);
  }
}

/* B28: the match on disk after every entry, correction and undo */
static void
test_saved_after_every_entry (Fixture       *f,
                              gconstpointer  data)
{
  g_autoptr(BeloteMatch) match = new_match (1000);
  BelotePadEntry entry = entry_for (1, 100);
  g_autoptr(GError) error = NULL;

  belote_session_set_match (f->session, match);
  flush_saves (f);
  /* not begun: nothing saved */
  g_assert_false (g_file_test (f->save_path, G_FILE_TEST_EXISTS));

  for (guint i = 0; i < 4; i++)
    {
      g_autoptr(BeloteMatch) saved = NULL;

      enter (f, (gint8) (i % 2), 82 + (int) i * 10);
      flush_saves (f);
      saved = load_save (f);
      assert_same_totals (saved, match);
      g_assert_cmpstr (belote_match_get_team_name (saved, 0), ==, "Nous");
    }

  g_assert_true (belote_session_can_correct (f->session));
  g_assert_true (belote_session_correct_last_deal (f->session, &entry, &error));
  g_assert_no_error (error);
  flush_saves (f);
  {
    g_autoptr(BeloteMatch) saved = load_save (f);

    assert_same_totals (saved, match);
    g_assert_cmpint (belote_match_get_entry (saved, 3)->taker_points, ==, 100);
  }

  g_assert_true (belote_session_undo (f->session, &error));
  g_assert_no_error (error);
  flush_saves (f);
  {
    g_autoptr(BeloteMatch) saved = load_save (f);

    assert_same_totals (saved, match);
    g_assert_cmpint (belote_match_get_entry (saved, 3)->taker_points, ==, 112);
  }

  /* refused: nothing changes, nothing is saved */
  entry = entry_for (0, 163);
  g_assert_false (belote_session_enter_deal (f->session, &entry, &error));
  g_assert_error (error, BELOTE_MATCH_ERROR, BELOTE_MATCH_ERROR_PAD);
  g_assert_false (balut_autosaver_get_pending (belote_session_get_autosaver (f->session)));
  g_assert_cmpuint (belote_match_get_n_deals (match), ==, 4);
  g_assert_cmpuint (f->n_recorded, ==, 0);
}

/* a match in play given up for a new one: its save goes */
static void
test_abandoned (Fixture       *f,
                gconstpointer  data)
{
  g_autoptr(BeloteMatch) match = new_match (501);
  g_autoptr(BeloteMatch) next = new_match (301);

  belote_session_set_match (f->session, match);
  enter (f, 0, 100);
  flush_saves (f);
  g_assert_true (g_file_test (f->save_path, G_FILE_TEST_IS_REGULAR));

  belote_session_set_match (f->session, next);
  g_assert_false (g_file_test (f->save_path, G_FILE_TEST_EXISTS));
  g_assert_cmpuint (n_recorded_matches (f), ==, 0);
}

/* B25: recorded once when it ends; the save has done its work */
static void
test_recorded_once (Fixture       *f,
                    gconstpointer  data)
{
  g_autoptr(BeloteMatch) match = new_match (301);
  g_autoptr(GError) error = NULL;
  BelotePadEntry entry = entry_for (0, 100);

  belote_session_set_match (f->session, match);
  enter (f, 0, 162);
  g_assert_cmpuint (n_recorded_matches (f), ==, 0);
  enter (f, 0, 162);
  g_assert_true (belote_match_is_over (match));
  g_assert_cmpint (belote_match_get_winner (match), ==, 0);
  g_assert_cmpuint (f->n_recorded, ==, 1);
  g_assert_cmpuint (n_recorded_matches (f), ==, 1);
  g_assert_cmpint (belote_session_get_store_id (f->session), >, 0);
  flush_saves (f);
  g_assert_false (g_file_test (f->save_path, G_FILE_TEST_EXISTS));

  /* over: no deal after it */
  g_assert_false (belote_session_enter_deal (f->session, &entry, &error));
  g_assert_error (error, BELOTE_MATCH_ERROR, BELOTE_MATCH_ERROR_OVER);
  g_assert_cmpuint (n_recorded_matches (f), ==, 1);
  g_assert_cmpuint (f->n_recorded, ==, 1);

  /* the same match again: not recorded twice */
  belote_session_set_match (f->session, NULL);
  belote_session_set_match (f->session, match);
  g_assert_cmpuint (n_recorded_matches (f), ==, 1);
}

/* B28: the deal that ended the match corrected: out of the store while
 * the match goes on, recorded again (once) when it ends again */
static void
test_corrected_after_the_end (Fixture       *f,
                              gconstpointer  data)
{
  g_autoptr(BeloteMatch) match = new_match (301);
  g_autoptr(GError) error = NULL;
  BelotePadEntry entry;

  belote_session_set_match (f->session, match);
  enter (f, 0, 162);
  enter (f, 0, 162);
  g_assert_cmpuint (n_recorded_matches (f), ==, 1);

  /* corrected so that it does not end: taken out, saved again */
  entry = entry_for (0, 100);
  g_assert_true (belote_session_correct_last_deal (f->session, &entry, &error));
  g_assert_no_error (error);
  g_assert_false (belote_match_is_over (match));
  g_assert_cmpuint (n_recorded_matches (f), ==, 0);
  g_assert_cmpint (belote_session_get_store_id (f->session), ==, 0);
  flush_saves (f);
  {
    g_autoptr(BeloteMatch) saved = load_save (f);

    assert_same_totals (saved, match);
  }

  /* corrected again, to a capot of Them: 162 + 0 to Us, 252 to Them,
   * nobody at 301 yet; Them end it with the next deal */
  entry = entry_for (1, 0);
  entry.capot[1] = TRUE;
  g_assert_true (belote_session_correct_last_deal (f->session, &entry, &error));
  g_assert_no_error (error);
  g_assert_false (belote_match_is_over (match));
  g_assert_cmpuint (n_recorded_matches (f), ==, 0);
  enter (f, 1, 120);
  g_assert_true (belote_match_is_over (match));
  g_assert_cmpint (belote_match_get_winner (match), ==, 1);
  g_assert_cmpuint (n_recorded_matches (f), ==, 1);
  /* the corrected match, not the first */
  {
    g_autofree char *record = balut_store_load_belote_record (f->store, belote_session_get_store_id (f->session),
                                                              &error);
    g_autoptr(BeloteMatch) recorded = NULL;

    g_assert_no_error (error);
    recorded = belote_record_load_data (record, -1, &error);
    g_assert_no_error (error);
    assert_same_totals (recorded, match);
    g_assert_cmpint (belote_match_get_winner (recorded), ==, 1);
  }

  /* undone: out of the store again */
  g_assert_true (belote_session_undo (f->session, &error));
  g_assert_no_error (error);
  g_assert_false (belote_match_is_over (match));
  g_assert_cmpuint (n_recorded_matches (f), ==, 0);
  g_assert_true (belote_session_can_undo (f->session));
}

/* the save of a previous session: in play (resumable), finished (recorded
 * now), broken (set aside) */
static void
test_restore (Fixture       *f,
              gconstpointer  data)
{
  g_autoptr(BeloteMatch) match = new_match (501);
  g_autoptr(GError) error = NULL;
  gboolean resumable = TRUE;

  /* nothing saved */
  g_assert_false (belote_session_restore (f->session, &resumable, &error));
  g_assert_no_error (error);
  g_assert_false (resumable);

  belote_session_set_match (f->session, match);
  enter (f, 0, 90);
  enter (f, 1, 81);   /* litige */
  g_assert_cmpint (belote_match_get_pot (match), >, 0);
  flush_saves (f);

  {
    g_autoptr(BeloteSession) next = belote_session_new (f->save_path);
    BeloteMatch *restored;

    g_assert_true (belote_session_restore (next, &resumable, &error));
    g_assert_no_error (error);
    g_assert_true (resumable);
    restored = belote_session_get_match (next);
    assert_same_totals (restored, match);
    g_assert_cmpint (belote_match_get_target (restored), ==, 501);
    g_assert_cmpstr (belote_match_get_team_name (restored, 1), ==, "Eux");
  }
}

/* killed between the save of a finished match and its record: the next
 * start records it */
static void
test_restore_finished (Fixture       *f,
                       gconstpointer  data)
{
  g_autoptr(BeloteMatch) match = new_match (301);
  g_autoptr(GError) error = NULL;
  gboolean resumable = TRUE;
  BelotePadEntry entry = entry_for (1, 162);

  g_assert_true (belote_match_enter_deal (match, &entry, &error));
  g_assert_true (belote_match_enter_deal (match, &entry, &error));
  g_assert_no_error (error);
  g_assert_true (belote_match_is_over (match));
  g_assert_true (balut_autosave_save_document (f->save_path, belote_session_get_autosave_format (),
                                               G_OBJECT (match), &error));
  g_assert_no_error (error);

  g_assert_true (belote_session_restore (f->session, &resumable, &error));
  g_assert_no_error (error);
  g_assert_false (resumable);
  g_assert_cmpuint (n_recorded_matches (f), ==, 1);
  g_assert_false (g_file_test (f->save_path, G_FILE_TEST_EXISTS));
}

static void
test_restore_broken (Fixture       *f,
                     gconstpointer  data)
{
  g_autoptr(GError) error = NULL;
  gboolean resumable = TRUE;
  static const char broken[] = "{ \"format\": \"belote-record\", \"version\": 1, \"deals\": [";

  store_test_write_file (f->save_path, broken, sizeof broken - 1);
  g_assert_false (belote_session_restore (f->session, &resumable, &error));
  g_assert_error (error, BALUT_AUTOSAVE_ERROR, BALUT_AUTOSAVE_ERROR_MOVED_ASIDE);
  g_assert_false (resumable);
  g_assert_null (belote_session_get_match (f->session));
  /* kept aside, byte for byte */
  g_assert_false (g_file_test (f->save_path, G_FILE_TEST_EXISTS));
  assert_one_aside (f, broken, sizeof broken - 1);
}

/* a Balut save in Belote's file (or any other record) is no match */
static void
test_restore_other_format (Fixture       *f,
                           gconstpointer  data)
{
  g_autoptr(GError) error = NULL;
  gboolean resumable = TRUE;
  static const char other[] = "{ \"format\": \"balut-record\", \"version\": 1 }";

  store_test_write_file (f->save_path, other, sizeof other - 1);
  g_assert_false (belote_session_restore (f->session, &resumable, &error));
  g_assert_error (error, BALUT_AUTOSAVE_ERROR, BALUT_AUTOSAVE_ERROR_MOVED_ASIDE);
  g_assert_false (g_file_test (f->save_path, G_FILE_TEST_EXISTS));
  assert_one_aside (f, other, sizeof other - 1);
}

/* without a store the match is kept saved and the failure said */
static void
test_no_store (Fixture       *f,
               gconstpointer  data)
{
  g_autoptr(BeloteMatch) match = new_match (301);

  g_clear_object (&f->store);
  belote_session_set_match (f->session, match);
  enter (f, 0, 162);
  enter (f, 0, 162);
  g_assert_true (belote_match_is_over (match));
  g_assert_cmpuint (f->n_record_failed, ==, 1);
  g_assert_cmpuint (f->n_recorded, ==, 0);
  g_assert_true (g_file_test (f->save_path, G_FILE_TEST_IS_REGULAR));
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/belote/session/format", test_format);
#define ADD(path, fn) \
  g_test_add ("/belote/session/" path, Fixture, NULL, fixture_set_up, fn, fixture_tear_down)
  ADD ("saved-after-every-entry-b28", test_saved_after_every_entry);
  ADD ("abandoned", test_abandoned);
  ADD ("recorded-once-b25", test_recorded_once);
  ADD ("corrected-after-the-end-b28", test_corrected_after_the_end);
  ADD ("restore", test_restore);
  ADD ("restore-finished", test_restore_finished);
  ADD ("restore-broken", test_restore_broken);
  ADD ("restore-other-format", test_restore_other_format);
  ADD ("no-store", test_no_store);
#undef ADD

  return g_test_run ();
}
