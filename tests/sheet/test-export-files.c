/* test-export-files.c — the files an export replaces and leaves behind
 *
 * SPDX-FileCopyrightText: 2026 The Balut developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * An export over a file keeps that file's permissions (a private 0600
 * file stays 0600), a new file gets the default mode, and the pages an
 * SVG export adds after the first get the first's; through a link the
 * file it leads to is written, the link kept; an SVG export of
 * fewer pages than the one before removes the earlier export's last
 * pages (FILE-2.svg, FILE-3.svg, …), but never a file Balut did not
 * write. The pages' drawing is test-sheet's.
 */

/* symlink() under -std=c11 */
#define _XOPEN_SOURCE 700

#include <string.h>
#include <sys/stat.h>
#include <glib/gstdio.h>

#include "balut-sheet-document.h"
#include "balut-test-util.h"

typedef struct
{
  char *dir;
} Fixture;

static void
fixture_set_up (Fixture       *f,
                gconstpointer  data)
{
  f->dir = balut_test_make_tmp_dir ("balut-export-files-XXXXXX");
}

static void
fixture_tear_down (Fixture       *f,
                   gconstpointer  data)
{
  balut_test_remove_tree (f->dir);
  g_free (f->dir);
}

#define ADD_TEST(path, func) \
  g_test_add (path, Fixture, NULL, fixture_set_up, func, fixture_tear_down)

/* A blank sheet of @n_pages pages, one player on each */
static BalutSheetDocument *
document_of_pages (guint n_pages)
{
  BalutSheetDocument *doc = balut_sheet_document_new_blank (BALUT_VARIANT_STANDARD, n_pages, NULL);

  balut_sheet_document_set_layout (doc, BALUT_SHEET_LAYOUT_ONE_PER_PAGE);
  g_assert_cmpuint (balut_sheet_document_get_n_pages (doc, BALUT_A4_WIDTH, BALUT_A4_HEIGHT), ==, n_pages);
  return doc;
}

static void
export (BalutSheetDocument *doc,
        const char         *path,
        BalutSheetFormat    format)
{
  g_autoptr(GError) error = NULL;

  g_assert_true (balut_sheet_document_export (doc, path, format, BALUT_PAPER_A4, FALSE, &error));
  g_assert_no_error (error);
}

static char *
file_in (Fixture    *f,
         const char *name)
{
  return g_build_filename (f->dir, name, NULL);
}

static void
assert_listing (Fixture    *f,
                const char *expected)
{
  g_auto(GStrv) names = balut_test_list_dir (f->dir);
  g_autofree char *listing = g_strjoinv (" ", names);

  g_assert_cmpstr (listing, ==, expected);
}

/* ------------------------------------------------------------------ */
/* Permissions                                                          */
/* ------------------------------------------------------------------ */

#ifdef G_OS_UNIX
#include <unistd.h>

static int
mode_of (const char *path)
{
  GStatBuf st;

  g_assert_cmpint (g_stat (path, &st), ==, 0);
  return (int) (st.st_mode & 0777);
}

static void
make_file_with_mode (const char *path,
                     int         mode)
{
  g_autoptr(GError) error = NULL;

  g_assert_true (g_file_set_contents (path, "an earlier file", -1, &error));
  g_assert_cmpint (g_chmod (path, mode), ==, 0);
  g_assert_cmpint (mode_of (path), ==, mode);
}

/* PDF and SVG, one page and several: a file replaced keeps its mode */
static void
test_mode_kept (Fixture       *f,
                gconstpointer  data)
{
  const int modes[] = { 0600, 0640, 0664, 0400 };
  g_autoptr(BalutSheetDocument) one = document_of_pages (1);
  g_autoptr(BalutSheetDocument) three = document_of_pages (3);
  g_autofree char *pdf = file_in (f, "sheet.pdf");
  g_autofree char *svg = file_in (f, "sheet.svg");
  g_autofree char *svg2 = file_in (f, "sheet-2.svg");
  g_autofree char *svg3 = file_in (f, "sheet-3.svg");

  /* 0664 through a umask of 022: the bits of the file, not the umask's */
  umask (022);
  for (guint i = 0; i < G_N_ELEMENTS (modes); i++)
    {
      make_file_with_mode (pdf, modes[i]);
      export (one, pdf, BALUT_SHEET_FORMAT_PDF);
      g_assert_cmpint (mode_of (pdf), ==, modes[i]);

      make_file_with_mode (svg, modes[i]);
      export (one, svg, BALUT_SHEET_FORMAT_SVG);
      g_assert_cmpint (mode_of (svg), ==, modes[i]);
      g_assert_cmpint (g_remove (svg), ==, 0);
    }

  /* several pages: each file keeps its own; the new one gets the first
   * page's (test_mode_new_pages) */
  make_file_with_mode (svg, 0600);
  make_file_with_mode (svg2, 0640);
  g_assert_false (g_file_test (svg3, G_FILE_TEST_EXISTS));
  export (three, svg, BALUT_SHEET_FORMAT_SVG);
  g_assert_cmpint (mode_of (svg), ==, 0600);
  g_assert_cmpint (mode_of (svg2), ==, 0640);
  g_assert_cmpint (mode_of (svg3), ==, 0600);
  assert_listing (f, "sheet-2.svg sheet-3.svg sheet.pdf sheet.svg");
}

/* The pages an SVG export adds after the first get the first's mode
 * when it replaced a file (a private sheet's pages are all private,
 * 0664 through a umask of 022 too), else the default; and through a
 * link to the first page, the mode of the file it leads to */
static void
test_mode_new_pages (Fixture       *f,
                     gconstpointer  data)
{
  const int modes[] = { 0600, 0640, 0664 };
  g_autoptr(BalutSheetDocument) three = document_of_pages (3);
  g_autofree char *svg = file_in (f, "sheet.svg");
  g_autofree char *svg2 = file_in (f, "sheet-2.svg");
  g_autofree char *svg3 = file_in (f, "sheet-3.svg");
  g_autofree char *real = file_in (f, "real.svg");
  g_autofree char *link = file_in (f, "link.svg");
  g_autofree char *link2 = file_in (f, "link-2.svg");

  umask (022);
  for (guint i = 0; i < G_N_ELEMENTS (modes); i++)
    {
      make_file_with_mode (svg, modes[i]);
      export (three, svg, BALUT_SHEET_FORMAT_SVG);
      g_assert_cmpint (mode_of (svg), ==, modes[i]);
      g_assert_cmpint (mode_of (svg2), ==, modes[i]);
      g_assert_cmpint (mode_of (svg3), ==, modes[i]);
      g_assert_cmpint (g_remove (svg2), ==, 0);
      g_assert_cmpint (g_remove (svg3), ==, 0);
    }

  /* a new first page: the default for all */
  g_assert_cmpint (g_remove (svg), ==, 0);
  export (three, svg, BALUT_SHEET_FORMAT_SVG);
  g_assert_cmpint (mode_of (svg), ==, 0644);
  g_assert_cmpint (mode_of (svg2), ==, 0644);
  g_assert_cmpint (mode_of (svg3), ==, 0644);

  /* the first page a link to a private file */
  make_file_with_mode (real, 0600);
  g_assert_cmpint (symlink ("real.svg", link), ==, 0);
  export (three, link, BALUT_SHEET_FORMAT_SVG);
  g_assert_true (g_file_test (link, G_FILE_TEST_IS_SYMLINK));
  g_assert_cmpint (mode_of (real), ==, 0600);
  g_assert_cmpint (mode_of (link2), ==, 0600);
  assert_listing (f, "link-2.svg link-3.svg link.svg real.svg sheet-2.svg sheet-3.svg sheet.svg");
}

/* Through a link, a page is written into the file it leads to and the
 * link stays; a page that cannot be written (a link to nothing, a
 * folder) stops the export before any file is touched */
static void
test_links (Fixture       *f,
            gconstpointer  data)
{
  g_autoptr(BalutSheetDocument) one = document_of_pages (1);
  g_autoptr(BalutSheetDocument) three = document_of_pages (3);
  g_autofree char *real = file_in (f, "real.pdf");
  g_autofree char *link = file_in (f, "link.pdf");
  g_autofree char *svg = file_in (f, "sheet.svg");
  g_autofree char *svg2 = file_in (f, "sheet-2.svg");
  g_autofree char *svg3 = file_in (f, "sheet-3.svg");
  g_autoptr(GError) error = NULL;
  g_autofree char *contents = NULL;
  gsize length;

  make_file_with_mode (real, 0640);
  g_assert_cmpint (symlink ("real.pdf", link), ==, 0);
  export (one, link, BALUT_SHEET_FORMAT_PDF);
  g_assert_true (g_file_test (link, G_FILE_TEST_IS_SYMLINK));
  g_assert_true (g_file_get_contents (real, &contents, &length, &error));
  g_assert_true (g_str_has_prefix (contents, "%PDF-"));
  g_assert_cmpint (mode_of (real), ==, 0640);
  g_clear_pointer (&contents, g_free);

  /* page 2 a link to nothing: refused, page 1 as it was, nothing left */
  make_file_with_mode (svg, 0600);
  g_assert_cmpint (symlink ("nowhere.svg", svg2), ==, 0);
  g_assert_false (balut_sheet_document_export (three, svg, BALUT_SHEET_FORMAT_SVG, BALUT_PAPER_A4, FALSE, &error));
  g_assert_error (error, BALUT_SHEET_ERROR, BALUT_SHEET_ERROR_FAILED);
  g_test_message ("%s", error->message);
  g_assert_nonnull (strstr (error->message, "nowhere.svg"));
  g_clear_error (&error);
  g_assert_true (g_file_get_contents (svg, &contents, &length, &error));
  g_assert_cmpstr (contents, ==, "an earlier file");
  g_assert_true (g_file_test (svg2, G_FILE_TEST_IS_SYMLINK));
  assert_listing (f, "link.pdf real.pdf sheet-2.svg sheet.svg");
  g_assert_cmpint (g_remove (svg2), ==, 0);

  /* page 3 a folder: the same */
  g_assert_cmpint (g_mkdir (svg3, 0755), ==, 0);
  g_assert_false (balut_sheet_document_export (three, svg, BALUT_SHEET_FORMAT_SVG, BALUT_PAPER_A4, FALSE, &error));
  g_assert_error (error, BALUT_SHEET_ERROR, BALUT_SHEET_ERROR_FAILED);
  g_assert_nonnull (strstr (error->message, "sheet-3.svg"));
  assert_listing (f, "link.pdf real.pdf sheet-3.svg sheet.svg");
  g_assert_cmpint (g_rmdir (svg3), ==, 0);
}

/* A new file: 0644 less the umask, as before */
static void
test_mode_new (Fixture       *f,
               gconstpointer  data)
{
  g_autoptr(BalutSheetDocument) one = document_of_pages (1);
  g_autofree char *pdf = file_in (f, "new.pdf");
  g_autofree char *svg = file_in (f, "new.svg");

  umask (022);
  export (one, pdf, BALUT_SHEET_FORMAT_PDF);
  g_assert_cmpint (mode_of (pdf), ==, 0644);
  export (one, svg, BALUT_SHEET_FORMAT_SVG);
  g_assert_cmpint (mode_of (svg), ==, 0644);

  umask (077);
  g_assert_cmpint (g_remove (pdf), ==, 0);
  export (one, pdf, BALUT_SHEET_FORMAT_PDF);
  g_assert_cmpint (mode_of (pdf), ==, 0600);
  umask (022);
  assert_listing (f, "new.pdf new.svg");
}
#endif

/* ------------------------------------------------------------------ */
/* The pages of an earlier export                                      */
/* ------------------------------------------------------------------ */

/* 3 pages, then 1: sheet-2.svg and sheet-3.svg go; 3 then 2: sheet-3.svg */
static void
test_fewer_pages (Fixture       *f,
                  gconstpointer  data)
{
  g_autoptr(BalutSheetDocument) one = document_of_pages (1);
  g_autoptr(BalutSheetDocument) two = document_of_pages (2);
  g_autoptr(BalutSheetDocument) three = document_of_pages (3);
  g_autofree char *svg = file_in (f, "sheet.svg");

  export (three, svg, BALUT_SHEET_FORMAT_SVG);
  assert_listing (f, "sheet-2.svg sheet-3.svg sheet.svg");
  export (one, svg, BALUT_SHEET_FORMAT_SVG);
  assert_listing (f, "sheet.svg");

  export (three, svg, BALUT_SHEET_FORMAT_SVG);
  export (two, svg, BALUT_SHEET_FORMAT_SVG);
  assert_listing (f, "sheet-2.svg sheet.svg");

  /* the same number of pages again: all kept */
  export (two, svg, BALUT_SHEET_FORMAT_SVG);
  assert_listing (f, "sheet-2.svg sheet.svg");

  /* a PDF of the same name touches no SVG */
  {
    g_autofree char *pdf = file_in (f, "sheet.pdf");

    export (one, pdf, BALUT_SHEET_FORMAT_PDF);
    assert_listing (f, "sheet-2.svg sheet.pdf sheet.svg");
  }
}

/* Files Balut did not write stay: a foreign sheet-2.svg, a page edited
 * since, a folder, a link to a Balut page; and the removal stops at the
 * first number with no file. */
static void
test_foreign_pages_kept (Fixture       *f,
                         gconstpointer  data)
{
  g_autoptr(BalutSheetDocument) one = document_of_pages (1);
  g_autoptr(BalutSheetDocument) three = document_of_pages (3);
  g_autoptr(BalutSheetDocument) five = document_of_pages (5);
  g_autofree char *svg = file_in (f, "sheet.svg");
  g_autofree char *svg2 = file_in (f, "sheet-2.svg");
  g_autofree char *svg3 = file_in (f, "sheet-3.svg");
  g_autofree char *svg4 = file_in (f, "sheet-4.svg");
  g_autofree char *svg5 = file_in (f, "sheet-5.svg");
  const char *foreign = "<?xml version=\"1.0\"?>\n"
                        "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"10\" height=\"10\">\n"
                        "<title>My drawing</title>\n<desc>not Balut's</desc></svg>\n";
  g_autoptr(GError) error = NULL;
  g_autofree char *page = NULL;
  g_autofree char *edited = NULL;
  gsize length;

  /* a foreign sheet-2.svg: kept; Balut's sheet-3.svg after it: removed */
  export (three, svg, BALUT_SHEET_FORMAT_SVG);
  g_assert_true (g_file_set_contents (svg2, foreign, -1, &error));
  export (one, svg, BALUT_SHEET_FORMAT_SVG);
  assert_listing (f, "sheet-2.svg sheet.svg");
  g_assert_true (g_file_get_contents (svg2, &page, &length, &error));
  g_assert_cmpstr (page, ==, foreign);
  g_clear_pointer (&page, g_free);
  g_assert_cmpint (g_remove (svg2), ==, 0);

  /* a page with a line added after Balut's title: not Balut's any more */
  export (three, svg, BALUT_SHEET_FORMAT_SVG);
  g_assert_true (g_file_get_contents (svg3, &page, &length, &error));
  {
    char *tag_end = strchr (strstr (page, "<svg"), '>');

    edited = g_strdup_printf ("%.*s\n<!-- edited -->%s", (int) (tag_end + 1 - page), page, tag_end + 1);
  }
  g_assert_true (g_file_set_contents (svg3, edited, -1, &error));
  export (one, svg, BALUT_SHEET_FORMAT_SVG);
  assert_listing (f, "sheet-3.svg sheet.svg");

  /* a gap: sheet-2.svg missing, so sheet-4.svg and sheet-5.svg are not
   * looked at */
  export (five, svg, BALUT_SHEET_FORMAT_SVG);
  g_assert_cmpint (g_remove (svg2), ==, 0);
  export (one, svg, BALUT_SHEET_FORMAT_SVG);
  assert_listing (f, "sheet-3.svg sheet-4.svg sheet-5.svg sheet.svg");
  g_assert_cmpint (g_remove (svg3), ==, 0);
  g_assert_cmpint (g_remove (svg4), ==, 0);
  g_assert_cmpint (g_remove (svg5), ==, 0);

  /* a folder of a page's name */
  g_assert_cmpint (g_mkdir (svg2, 0700), ==, 0);
  export (one, svg, BALUT_SHEET_FORMAT_SVG);
  assert_listing (f, "sheet-2.svg sheet.svg");
  g_assert_true (g_file_test (svg2, G_FILE_TEST_IS_DIR));
  g_assert_cmpint (g_rmdir (svg2), ==, 0);

#ifdef G_OS_UNIX
  /* a link to a page Balut wrote: the link is no page of this export */
  {
    g_autofree char *other = file_in (f, "other.svg");
    g_autoptr(GFile) link = g_file_new_for_path (svg2);

    export (one, other, BALUT_SHEET_FORMAT_SVG);
    g_assert_true (g_file_make_symbolic_link (link, other, NULL, &error));
    g_assert_no_error (error);
    export (one, svg, BALUT_SHEET_FORMAT_SVG);
    assert_listing (f, "other.svg sheet-2.svg sheet.svg");
  }
#endif
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

#ifdef G_OS_UNIX
  ADD_TEST ("/balut/sheet/export/mode/kept", test_mode_kept);
  ADD_TEST ("/balut/sheet/export/mode/new", test_mode_new);
  ADD_TEST ("/balut/sheet/export/mode/new-pages", test_mode_new_pages);
  ADD_TEST ("/balut/sheet/export/links", test_links);
#endif
  ADD_TEST ("/balut/sheet/export/svg/fewer-pages", test_fewer_pages);
  ADD_TEST ("/balut/sheet/export/svg/foreign-pages-kept", test_foreign_pages_kept);

  return g_test_run ();
}
