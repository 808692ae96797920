/* test-file-write.c — how Balut writes a user's file
 * (src/common/balut-file-write.c)
 *
 * SPDX-FileCopyrightText: 2026 The Balut developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A file is replaced whole, keeping its permission bits; a link stays a
 * link and the file it leads to is replaced; a link to nothing, a
 * folder, a socket and another user's link in a shared folder are
 * refused; a character device or a pipe is written straight to and stays
 * what it is, and a pipe nobody reads fails at once; nothing is left
 * behind; the messages name the file safely.
 */

/* mknod(), lchown(), S_IFSOCK under -std=c11 */
#define _XOPEN_SOURCE 700

#include <errno.h>
#include <fcntl.h>
#include <string.h>
#include <sys/stat.h>
#include <glib/gstdio.h>

#ifdef G_OS_UNIX
#include <sys/socket.h>
#include <sys/un.h>
#include <unistd.h>
#endif

#include "balut-file-write.h"
#include "balut-test-util.h"

typedef struct
{
  char *dir;
} Fixture;

static void
fixture_set_up (Fixture       *f,
                gconstpointer  data)
{
  f->dir = balut_test_make_tmp_dir ("balut-file-write-XXXXXX");
}

static void
fixture_tear_down (Fixture       *f,
                   gconstpointer  data)
{
  /* every test leaves links to files only: balut_test_remove_tree()
   * would go into a link to a folder */
  balut_test_remove_tree (f->dir);
  g_free (f->dir);
}

#define ADD_TEST(path, func) \
  g_test_add (path, Fixture, NULL, fixture_set_up, func, fixture_tear_down)

static char *
file_in (const char *dir,
         const char *name)
{
  return g_build_filename (dir, name, NULL);
}

static void
assert_listing (const char *dir,
                const char *expected)
{
  g_auto(GStrv) names = balut_test_list_dir (dir);
  g_autofree char *listing = g_strjoinv (" ", names);

  g_assert_cmpstr (listing, ==, expected);
}

static void
assert_contents (const char *path,
                 const char *expected)
{
  g_autofree char *contents = balut_test_read_file (path, NULL);

  g_assert_cmpstr (contents, ==, expected);
}

/* Every character of @message may be printed on a terminal */
static void
assert_printable (const char *message)
{
  g_assert_true (g_utf8_validate (message, -1, NULL));
  for (const char *p = message; *p != '\0'; p = g_utf8_next_char (p))
    g_assert_false (g_unichar_iscntrl (g_utf8_get_char (p)));
}

static void
set_contents (const char *path,
              const char *text)
{
  g_autoptr(GError) error = NULL;

  g_assert_true (balut_file_set_contents (path, text, strlen (text), 0644, &error));
  g_assert_no_error (error);
}

/* ------------------------------------------------------------------ */
/* Files                                                                */
/* ------------------------------------------------------------------ */

/* A new file, then the same replaced: the contents, and no temporary */
static void
test_new_and_replaced (Fixture       *f,
                       gconstpointer  data)
{
  g_autofree char *path = file_in (f->dir, "history.json");

  set_contents (path, "first");
  assert_contents (path, "first");
  set_contents (path, "second, longer");
  assert_contents (path, "second, longer");
  set_contents (path, "");
  assert_contents (path, "");
  assert_listing (f->dir, "history.json");
}

/* Written piece by piece; sync then abort leaves the old file and no
 * temporary; a failed start leaves nothing */
static void
test_writer (Fixture       *f,
             gconstpointer  data)
{
  g_autofree char *path = file_in (f->dir, "history.json");
  g_autofree char *missing = g_build_filename (f->dir, "missing", "history.json", NULL);
  g_autoptr(GError) error = NULL;
  BalutFileWriter *writer;

  writer = balut_file_writer_new (path, 0644, &error);
  g_assert_no_error (error);
  g_assert_cmpint (balut_file_writer_get_replaced_mode (writer), ==, -1);
  for (guint i = 0; i < 1000; i++)
    g_assert_true (balut_file_writer_write (writer, "0123456789", 10, &error));
  g_assert_true (balut_file_writer_commit (writer, &error));
  g_assert_no_error (error);
  {
    gsize length;
    g_autofree char *contents = balut_test_read_file (path, &length);

    g_assert_cmpuint (length, ==, 10000);
  }

  writer = balut_file_writer_new (path, 0644, &error);
  g_assert_true (balut_file_writer_write (writer, "never", 5, &error));
  g_assert_true (balut_file_writer_sync (writer, &error));
  g_assert_no_error (error);
  balut_file_writer_abort (writer);
  assert_listing (f->dir, "history.json");

  g_assert_null (balut_file_writer_new (missing, 0644, &error));
  g_assert_error (error, G_FILE_ERROR, G_FILE_ERROR_NOENT);
  assert_listing (f->dir, "history.json");
}

/* A name with escape sequences: the message shows them as U+FFFD, never
 * as what a terminal would act on */
static void
test_message_printable (Fixture       *f,
                        gconstpointer  data)
{
  g_autofree char *path = g_build_filename (f->dir, "no\033[2Jsuch", "\033]0;title\007x.json", NULL);
  g_autoptr(GError) error = NULL;

  g_assert_false (balut_file_set_contents (path, "x", 1, 0644, &error));
  /* no such folder (Windows: no such name) */
  g_assert_nonnull (error);
  g_assert_true (error->domain == G_FILE_ERROR);
  g_test_message ("%s", error->message);
  assert_printable (error->message);
  g_assert_nonnull (strstr (error->message, "\xef\xbf\xbd]0;title\xef\xbf\xbdx.json"));
  assert_listing (f->dir, "");
}

#ifdef G_OS_UNIX
static int
mode_of (const char *path)
{
  GStatBuf st;

  g_assert_cmpint (g_stat (path, &st), ==, 0);
  return (int) (st.st_mode & 0777);
}

static int
type_of (const char *path)
{
  GStatBuf st;

  g_assert_cmpint (g_lstat (path, &st), ==, 0);
  return (int) (st.st_mode & S_IFMT);
}

static char *
read_link (const char *path)
{
  g_autoptr(GError) error = NULL;
  char *target = g_file_read_link (path, &error);

  g_assert_no_error (error);
  return target;
}

static void
make_link (const char *target,
           const char *path)
{
  g_assert_cmpint (symlink (target, path), ==, 0);
}

/* A file replaced keeps its bits exactly (0664 through a umask of 022); a
 * new file gets the mode less the umask, or exactly with EXACT_MODE */
static void
test_modes (Fixture       *f,
            gconstpointer  data)
{
  const int modes[] = { 0600, 0640, 0664, 0400 };
  g_autofree char *path = file_in (f->dir, "sheet.pdf");
  g_autofree char *other = file_in (f->dir, "sheet-2.svg");
  g_autoptr(GError) error = NULL;
  BalutFileWriter *writer;

  umask (022);
  for (guint i = 0; i < G_N_ELEMENTS (modes); i++)
    {
      set_contents (path, "old");
      g_assert_cmpint (g_chmod (path, modes[i]), ==, 0);
      writer = balut_file_writer_new (path, 0644, &error);
      g_assert_cmpint (balut_file_writer_get_replaced_mode (writer), ==, modes[i]);
      g_assert_true (balut_file_writer_commit (writer, &error));
      g_assert_no_error (error);
      g_assert_cmpint (mode_of (path), ==, modes[i]);
    }

  g_assert_cmpint (g_remove (path), ==, 0);
  set_contents (path, "new");
  g_assert_cmpint (mode_of (path), ==, 0644);

  writer = balut_file_writer_new_full (other, 0664, BALUT_FILE_WRITE_EXACT_MODE, &error);
  g_assert_true (balut_file_writer_commit (writer, &error));
  g_assert_cmpint (mode_of (other), ==, 0664);
  /* a file replaced keeps its own, exact mode or not */
  g_assert_cmpint (g_chmod (other, 0600), ==, 0);
  writer = balut_file_writer_new_full (other, 0664, BALUT_FILE_WRITE_EXACT_MODE, &error);
  g_assert_true (balut_file_writer_commit (writer, &error));
  g_assert_cmpint (mode_of (other), ==, 0600);
  assert_listing (f->dir, "sheet-2.svg sheet.pdf");
}

/* ------------------------------------------------------------------ */
/* Links                                                                */
/* ------------------------------------------------------------------ */

/* A link, and a chain of two into another folder: the file they lead to
 * is replaced (its mode kept, the temporary beside it), the links stay
 * links */
static void
test_link (Fixture       *f,
           gconstpointer  data)
{
  g_autofree char *here = file_in (f->dir, "here");
  g_autofree char *there = file_in (f->dir, "there");
  g_autofree char *real = g_build_filename (there, "real.json", NULL);
  g_autofree char *link = g_build_filename (here, "link.json", NULL);
  g_autofree char *chain = g_build_filename (here, "chain.json", NULL);
  g_autofree char *absolute = g_build_filename (here, "absolute.json", NULL);
  g_autofree char *target = NULL;

  g_assert_cmpint (g_mkdir (here, 0755), ==, 0);
  g_assert_cmpint (g_mkdir (there, 0755), ==, 0);
  set_contents (real, "old");
  g_assert_cmpint (g_chmod (real, 0600), ==, 0);
  make_link ("../there/real.json", link);
  make_link ("link.json", chain);
  make_link (real, absolute);

  set_contents (link, "through the link");
  assert_contents (real, "through the link");
  g_assert_cmpint (type_of (link), ==, S_IFLNK);
  target = read_link (link);
  g_assert_cmpstr (target, ==, "../there/real.json");
  g_assert_cmpint (mode_of (real), ==, 0600);

  set_contents (chain, "through two");
  assert_contents (real, "through two");
  g_assert_cmpint (type_of (chain), ==, S_IFLNK);
  g_assert_cmpint (type_of (link), ==, S_IFLNK);

  set_contents (absolute, "through an absolute link");
  assert_contents (real, "through an absolute link");
  g_assert_cmpint (type_of (absolute), ==, S_IFLNK);
  g_assert_cmpint (mode_of (real), ==, 0600);

  assert_listing (here, "absolute.json chain.json link.json");
  assert_listing (there, "real.json");
}

/* A link to nothing is refused, naming where it leads; nothing is made.
 * A loop of links and a link through a missing folder too. */
static void
test_link_dangling (Fixture       *f,
                    gconstpointer  data)
{
  g_autofree char *dangling = file_in (f->dir, "dangling.json");
  g_autofree char *chain = file_in (f->dir, "chain.json");
  g_autofree char *loop_a = file_in (f->dir, "a.json");
  g_autofree char *loop_b = file_in (f->dir, "b.json");
  g_autoptr(GError) error = NULL;

  make_link ("nowhere.json", dangling);
  make_link ("dangling.json", chain);
  make_link ("b.json", loop_a);
  make_link ("a.json", loop_b);

  g_assert_false (balut_file_set_contents (dangling, "x", 1, 0644, &error));
  g_assert_error (error, G_FILE_ERROR, G_FILE_ERROR_NOENT);
  g_test_message ("%s", error->message);
  g_assert_nonnull (strstr (error->message, "dangling.json"));
  g_assert_nonnull (strstr (error->message, "nowhere.json"));
  g_clear_error (&error);

  g_assert_null (balut_file_writer_new (chain, 0644, &error));
  g_assert_error (error, G_FILE_ERROR, G_FILE_ERROR_NOENT);
  g_assert_nonnull (strstr (error->message, "nowhere.json"));
  g_clear_error (&error);

  g_assert_false (balut_file_set_contents (loop_a, "x", 1, 0644, &error));
  g_assert_error (error, G_FILE_ERROR, G_FILE_ERROR_LOOP);
  g_clear_error (&error);

  g_assert_cmpint (type_of (dangling), ==, S_IFLNK);
  g_assert_cmpint (type_of (loop_a), ==, S_IFLNK);
  assert_listing (f->dir, "a.json b.json chain.json dangling.json");
}

/* In a sticky folder anyone may write to (/tmp), another user's link is
 * not followed (Linux's fs.protected_symlinks); one's own is */
static void
test_link_foreign (Fixture       *f,
                   gconstpointer  data)
{
  g_autofree char *shared = file_in (f->dir, "shared");
  g_autofree char *mine = file_in (f->dir, "mine.json");
  g_autofree char *theirs = g_build_filename (shared, "theirs.json", NULL);
  g_autofree char *own = g_build_filename (shared, "own.json", NULL);
  g_autoptr(GError) error = NULL;
  uid_t other = geteuid () == 4242 ? 4243 : 4242;

  set_contents (mine, "the player's own file");
  g_assert_cmpint (g_mkdir (shared, 0777), ==, 0);
  g_assert_cmpint (g_chmod (shared, 01777), ==, 0);
  make_link (mine, theirs);
  make_link (mine, own);
  if (lchown (theirs, other, (gid_t) -1) != 0)
    {
      g_test_skip ("a link cannot be given to another user here (not root)");
      return;
    }

  g_assert_false (balut_file_set_contents (theirs, "x", 1, 0644, &error));
  g_assert_error (error, G_FILE_ERROR, G_FILE_ERROR_ACCES);
  g_test_message ("%s", error->message);
  assert_contents (mine, "the player's own file");
  g_assert_cmpint (type_of (theirs), ==, S_IFLNK);

  set_contents (own, "through my own link");
  assert_contents (mine, "through my own link");
  assert_listing (shared, "own.json theirs.json");
}

/* ------------------------------------------------------------------ */
/* Devices, pipes, folders, sockets                                     */
/* ------------------------------------------------------------------ */

/* A character device stays one: /dev/null through a link of the test's
 * own (whatever the code does, /dev itself is never touched), and a
 * device node of the test's own where it may make one */
static void
test_char_device (Fixture       *f,
                  gconstpointer  data)
{
  g_autofree char *link = file_in (f->dir, "null-link");
  g_autofree char *node = file_in (f->dir, "null");
  g_autofree char *target = NULL;
  GStatBuf st;

  make_link ("/dev/null", link);
  set_contents (link, "thrown away");
  g_assert_cmpint (type_of (link), ==, S_IFLNK);
  target = read_link (link);
  g_assert_cmpstr (target, ==, "/dev/null");
  g_assert_cmpint (g_stat ("/dev/null", &st), ==, 0);
  g_assert_true (S_ISCHR (st.st_mode));

  if (mknod (node, S_IFCHR | 0666, st.st_rdev) != 0)
    {
      g_test_message ("no device node of its own (%s): the link only", g_strerror (errno));
      assert_listing (f->dir, "null-link");
      return;
    }
  {
    g_autoptr(GError) error = NULL;
    BalutFileWriter *writer = balut_file_writer_new (node, 0644, &error);

    g_assert_no_error (error);
    g_assert_cmpint (balut_file_writer_get_replaced_mode (writer), ==, -1);
    for (guint i = 0; i < 100; i++)
      g_assert_true (balut_file_writer_write (writer, "x", 1, &error));
    g_assert_true (balut_file_writer_commit (writer, &error));
    g_assert_no_error (error);
  }
  set_contents (node, "again");
  g_assert_cmpint (type_of (node), ==, S_IFCHR);
  assert_listing (f->dir, "null null-link");
}

typedef struct
{
  int      fd;
  GString *received;
} Reader;

static gpointer
read_all (gpointer data)
{
  Reader *reader = data;
  char buffer[4096];
  gssize n;

  while ((n = read (reader->fd, buffer, sizeof buffer)) != 0)
    {
      if (n < 0 && errno == EINTR)
        continue;
      g_assert_cmpint (n, >, 0);
      g_string_append_len (reader->received, buffer, n);
    }
  return NULL;
}

/* A pipe with a reader gets all of a large write (more than a pipe
 * holds, so the writes must wait for the reader rather than fail with
 * EAGAIN) and stays a pipe; with no reader, the write fails at once
 * instead of waiting for ever */
static void
test_fifo (Fixture       *f,
           gconstpointer  data)
{
  g_autofree char *fifo = file_in (f->dir, "pipe.json");
  g_autoptr(GString) sent = g_string_new (NULL);
  g_autoptr(GError) error = NULL;
  Reader reader = { -1, g_string_new (NULL) };
  BalutFileWriter *writer;
  GThread *thread;
  gint64 start;

  g_assert_cmpint (mkfifo (fifo, 0644), ==, 0);

  /* no reader */
  start = g_get_monotonic_time ();
  g_assert_null (balut_file_writer_new (fifo, 0644, &error));
  g_assert_error (error, G_FILE_ERROR, G_FILE_ERROR_NXIO);
  g_test_message ("%s", error->message);
  g_assert_nonnull (strstr (error->message, "pipe.json"));
  g_assert_cmpint (g_get_monotonic_time () - start, <, 5 * G_USEC_PER_SEC);
  g_clear_error (&error);
  g_assert_false (balut_file_set_contents (fifo, "x", 1, 0644, &error));
  g_assert_error (error, G_FILE_ERROR, G_FILE_ERROR_NXIO);
  g_clear_error (&error);
  g_assert_cmpint (type_of (fifo), ==, S_IFIFO);

  /* a reader: its end opened first, without waiting for a writer */
  reader.fd = g_open (fifo, O_RDONLY | O_NONBLOCK | O_CLOEXEC, 0);
  g_assert_cmpint (reader.fd, >=, 0);
  writer = balut_file_writer_new (fifo, 0644, &error);
  g_assert_no_error (error);
  g_assert_cmpint (fcntl (reader.fd, F_SETFL, fcntl (reader.fd, F_GETFL) & ~O_NONBLOCK), ==, 0);
  thread = g_thread_new ("reader", read_all, &reader);
  for (guint i = 0; i < 20000; i++)
    g_string_append_printf (sent, "line %u of the history\n", i);
  g_assert_cmpuint (sent->len, >, 256 * 1024);
  g_assert_true (balut_file_writer_write (writer, sent->str, sent->len, &error));
  g_assert_true (balut_file_writer_commit (writer, &error));
  g_assert_no_error (error);
  g_thread_join (thread);
  close (reader.fd);

  g_assert_cmpuint (reader.received->len, ==, sent->len);
  g_assert_true (memcmp (reader.received->str, sent->str, sent->len) == 0);
  g_string_free (reader.received, TRUE);
  g_assert_cmpint (type_of (fifo), ==, S_IFIFO);
  assert_listing (f->dir, "pipe.json");
}

/* A folder, a socket: refused, named, left as they were */
static void
test_refused (Fixture       *f,
              gconstpointer  data)
{
  g_autofree char *folder = file_in (f->dir, "folder.json");
  g_autofree char *socket_path = file_in (f->dir, "socket.json");
  g_autofree char *link = file_in (f->dir, "link-to-socket.json");
  g_autoptr(GError) error = NULL;
  struct sockaddr_un address = { .sun_family = AF_UNIX };
  int fd;

  g_assert_cmpint (g_mkdir (folder, 0755), ==, 0);
  g_assert_false (balut_file_set_contents (folder, "x", 1, 0644, &error));
  g_assert_error (error, G_FILE_ERROR, G_FILE_ERROR_ISDIR);
  g_assert_nonnull (strstr (error->message, "folder.json"));
  g_clear_error (&error);

  g_assert_cmpuint (strlen (socket_path), <, sizeof address.sun_path);
  strcpy (address.sun_path, socket_path);
  fd = socket (AF_UNIX, SOCK_STREAM, 0);
  g_assert_cmpint (fd, >=, 0);
  g_assert_cmpint (bind (fd, (struct sockaddr *) &address, sizeof address), ==, 0);
  make_link ("socket.json", link);

  g_assert_false (balut_file_set_contents (socket_path, "x", 1, 0644, &error));
  g_assert_error (error, G_FILE_ERROR, G_FILE_ERROR_INVAL);
  g_test_message ("%s", error->message);
  g_assert_nonnull (strstr (error->message, "socket.json"));
  g_clear_error (&error);
  g_assert_null (balut_file_writer_new (link, 0644, &error));
  g_assert_error (error, G_FILE_ERROR, G_FILE_ERROR_INVAL);
  close (fd);

  g_assert_cmpint (type_of (folder), ==, S_IFDIR);
  g_assert_cmpint (type_of (socket_path), ==, S_IFSOCK);
  g_assert_cmpint (type_of (link), ==, S_IFLNK);
  assert_listing (folder, "");
  assert_listing (f->dir, "folder.json link-to-socket.json socket.json");
}
#endif

#ifdef __linux__
/* /proc/self/fd/N (what /dev/stdout is): a regular file open there is
 * replaced by its name; one deleted since has none, and is refused */
static void
test_proc_fd (Fixture       *f,
              gconstpointer  data)
{
  g_autofree char *path = file_in (f->dir, "out.json");
  g_autofree char *proc = NULL;
  g_autoptr(GError) error = NULL;
  int fd;

  set_contents (path, "");
  fd = g_open (path, O_WRONLY | O_CLOEXEC, 0);
  g_assert_cmpint (fd, >=, 0);
  proc = g_strdup_printf ("/proc/self/fd/%d", fd);
  set_contents (proc, "through /proc");
  assert_contents (path, "through /proc");

  g_assert_cmpint (g_unlink (path), ==, 0);
  g_assert_false (balut_file_set_contents (proc, "x", 1, 0644, &error));
  g_assert_error (error, G_FILE_ERROR, G_FILE_ERROR_NOENT);
  close (fd);
  assert_listing (f->dir, "");
}
#endif

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  ADD_TEST ("/balut/file-write/new-and-replaced", test_new_and_replaced);
  ADD_TEST ("/balut/file-write/writer", test_writer);
  ADD_TEST ("/balut/file-write/message-printable", test_message_printable);
#ifdef G_OS_UNIX
  ADD_TEST ("/balut/file-write/modes", test_modes);
  ADD_TEST ("/balut/file-write/link", test_link);
  ADD_TEST ("/balut/file-write/link-dangling", test_link_dangling);
  ADD_TEST ("/balut/file-write/link-foreign", test_link_foreign);
  ADD_TEST ("/balut/file-write/char-device", test_char_device);
  ADD_TEST ("/balut/file-write/fifo", test_fifo);
  ADD_TEST ("/balut/file-write/refused", test_refused);
#endif
#ifdef __linux__
  ADD_TEST ("/balut/file-write/proc-fd", test_proc_fd);
#endif

  return g_test_run ();
}
