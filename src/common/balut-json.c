/* balut-json.c — JSON text checked against RFC 8259 before it is parsed
 *
 * SPDX-FileCopyrightText: 2026 The Balut developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Records come from strangers ("a shared record proves its score"), and
 * json-glib is not a strict or a bounded reader: it accepts single-quoted
 * strings, comments, hexadecimal numbers, leading zeros and unknown
 * escapes ("\e" read as "e"); it recurses once per level of nesting (a
 * deep file overflows the stack); it keeps every value in a tree (a file
 * of many small values takes a hundred times its size); it hashes the
 * keys of an object with g_str_hash(), for which many keys of one hash
 * are easy to write (parsing becomes quadratic); and it wraps integers
 * beyond 64 bits. So a record is read twice: first here, by its text,
 * once, without recursion, in time and memory linear in its size, and
 * refused at the first character that is not RFC 8259 JSON or that goes
 * beyond the caller's limits; only a text that passes is given to
 * json-glib, which then reads exactly the JSON checked here.
 *
 * Duplicate keys are refused too: RFC 8259 leaves their meaning to the
 * reader (json-glib keeps the last one), so a record with two "seed"s
 * could mean one thing to Balut and another to the next program.
 */

#include "config.h"

#include <glib/gi18n-lib.h>
#include <math.h>
#include <string.h>

#include "balut-format.h"
#include "balut-json.h"

G_DEFINE_QUARK (balut-json-error-quark, balut_json_error)

/* An array or an object being read */
typedef struct
{
  char  kind;         /* '[' or '{' */
  guint n_members;    /* an object's members so far */
  guint keys_base;    /* an object's first key in Checker.keys */
} Container;

/* A key read in an open object: its decoded bytes in Checker.key_bytes */
typedef struct
{
  gsize offset;
  gsize length;
} Key;

typedef struct
{
  const char            *data;
  gsize                  length;
  gsize                  pos;
  const BalutJsonLimits *limits;
  guint                  n_values;
  GArray                *containers;   /* of Container, innermost last */
  GArray                *keys;         /* of Key, the keys of every open object */
  GString               *key_bytes;
  GString               *last_key;     /* the last key read, for messages */
  GError               **error;
} Checker;

static gboolean
is_space (char c)
{
  return c == ' ' || c == '\t' || c == '\n' || c == '\r';
}

static void
skip_space (Checker *c)
{
  while (c->pos < c->length && is_space (c->data[c->pos]))
    c->pos++;
}

/* The place of byte @pos as people count it: lines and characters from 1 */
static void
get_line_column (const Checker *c,
                 gsize          pos,
                 guint         *line,
                 guint         *column)
{
  gsize line_start = 0;

  *line = 1;
  for (gsize i = 0; i < pos && i < c->length; i++)
    if (c->data[i] == '\n')
      {
        (*line)++;
        line_start = i + 1;
      }
  /* the text up to @pos is UTF-8 (checked first): count characters */
  *column = 1;
  for (gsize i = line_start; i < pos && i < c->length; i++)
    if (((guchar) c->data[i] & 0xc0) != 0x80)
      (*column)++;
}

G_GNUC_PRINTF (4, 5)
static gboolean
fail_at (Checker    *c,
         gsize       pos,
         gint        code,
         const char *format,
         ...)
{
  g_autofree char *message = NULL;
  guint line, column;
  va_list args;

  va_start (args, format);
  message = g_strdup_vprintf (format, args);
  va_end (args);

  get_line_column (c, pos, &line, &column);
  g_set_error (c->error, BALUT_JSON_ERROR, code,
               /* Translators: where a file is wrong and what is wrong
                * there, e.g. "line 3, column 12: a string in single quotes …" */
               _("line %u, column %u: %s"), line, column, message);
  return FALSE;
}

/* The character at @pos for a message: itself when it prints, else U+XXXX */
static char *
dup_character_at (const Checker *c,
                  gsize          pos)
{
  gunichar ch = g_utf8_get_char (c->data + pos);
  char buf[8] = { 0 };

  if (ch == 0 || g_unichar_iscntrl (ch) || !g_unichar_isgraph (ch))
    return g_strdup_printf ("U+%04X", ch);
  g_unichar_to_utf8 (ch, buf);
  /* Translators: a character of the file in quotes, e.g. “x” */
  return g_strdup_printf (C_("quoted character", "“%s”"), buf);
}

/* A character where a value should start, or anything else that no
 * JSON text has there: named, for the ones other readers take */
static gboolean
fail_unexpected (Checker    *c,
                 const char *expected)
{
  g_autofree char *what = NULL;

  if (c->pos >= c->length)
    return fail_at (c, c->pos, BALUT_JSON_ERROR_SYNTAX,
                    /* Translators: %s says what was expected, e.g. "a value" or "“,” or “]”" */
                    _("the text ends where %s should follow"), expected);

  switch (c->data[c->pos])
    {
    case '\'':
      return fail_at (c, c->pos, BALUT_JSON_ERROR_SYNTAX,
                      _("a string in single quotes: JSON strings are in double quotes"));
    case '/':
      return fail_at (c, c->pos, BALUT_JSON_ERROR_SYNTAX, _("a comment: JSON has no comments"));
    case '+':
    case '.':
      return fail_at (c, c->pos, BALUT_JSON_ERROR_SYNTAX,
                      _("a number must start with a digit or “-”"));
    default:
      break;
    }

  what = dup_character_at (c, c->pos);
  return fail_at (c, c->pos, BALUT_JSON_ERROR_SYNTAX,
                  /* Translators: the first %s is a character, e.g. “x” or
                   * U+0007; the second says what was expected, e.g. "a
                   * value" or "“,” or “]”" */
                  _("%s where %s should follow"), what, expected);
}

static gboolean
count_value (Checker *c)
{
  if (c->limits->max_values > 0 && ++c->n_values > c->limits->max_values)
    return fail_at (c, c->pos, BALUT_JSON_ERROR_LIMIT,
                    _("more than %u values (keys, strings, numbers, words, arrays and objects)"),
                    c->limits->max_values);
  return TRUE;
}

/* The last key read, for messages, or NULL before any key */
static char *
dup_printable_key (const Checker *c)
{
  return c->last_key->len > 0 ? balut_format_dup_printable (c->last_key->str) : NULL;
}

static gboolean
is_control (gunichar ch)
{
  return ch < 0x20 || (ch >= 0x7f && ch <= 0x9f);
}

static gboolean
fail_control (Checker  *c,
              gsize     pos,
              gunichar  ch)
{
  g_autofree char *key = dup_printable_key (c);

  if (key == NULL)
    return fail_at (c, pos, BALUT_JSON_ERROR_VALUE,
                    /* Translators: %04X is the character's code, e.g. 0000 for NUL */
                    _("a string holds a control character (U+%04X), which no text of this file may hold"),
                    ch);
  return fail_at (c, pos, BALUT_JSON_ERROR_VALUE,
                  /* Translators: %s is a key of the file, e.g. name; %04X
                   * the character's code, e.g. 0000 for NUL */
                  _("“%s” holds a control character (U+%04X), which no text of this file may hold"),
                  key, ch);
}

static int
hex_digit (char ch)
{
  if (ch >= '0' && ch <= '9')
    return ch - '0';
  if (ch >= 'a' && ch <= 'f')
    return ch - 'a' + 10;
  if (ch >= 'A' && ch <= 'F')
    return ch - 'A' + 10;
  return -1;
}

/* Four hex digits after "\u" at @pos */
static gboolean
read_hex4 (Checker  *c,
           gsize     pos,
           gunichar *unit)
{
  *unit = 0;
  for (guint i = 0; i < 4; i++)
    {
      int d = pos + i < c->length ? hex_digit (c->data[pos + i]) : -1;

      if (d < 0)
        return fail_at (c, pos - 2, BALUT_JSON_ERROR_SYNTAX,
                        _("“\\u” must be followed by four hexadecimal digits"));
      *unit = *unit * 16 + (gunichar) d;
    }
  return TRUE;
}

/* A string from its opening quote at c->pos; moves past its closing
 * quote. A key is decoded into @key (NULL for other strings). */
static gboolean
check_string (Checker *c,
              GString *key)
{
  gsize start = c->pos, key_start = key != NULL ? key->len : 0;

  c->pos++;
  for (;;)
    {
      gsize here = c->pos;
      guchar ch;

      if (c->pos >= c->length)
        return fail_at (c, start, BALUT_JSON_ERROR_SYNTAX, _("a string that is never closed"));

      ch = (guchar) c->data[c->pos];
      if (ch == '"')
        {
          c->pos++;
          return TRUE;
        }

      if (ch < 0x20)
        {
          if (c->limits->refuse_controls)
            return fail_control (c, here, ch);
          return fail_at (c, here, BALUT_JSON_ERROR_SYNTAX,
                          _("a control character (U+%04X) written in a string: JSON writes it escaped"),
                          (guint) ch);
        }

      if (ch == '\\')
        {
          gunichar decoded;
          char esc = c->pos + 1 < c->length ? c->data[c->pos + 1] : '\0';

          switch (esc)
            {
            case '"': decoded = '"'; break;
            case '\\': decoded = '\\'; break;
            case '/': decoded = '/'; break;
            case 'b': decoded = '\b'; break;
            case 'f': decoded = '\f'; break;
            case 'n': decoded = '\n'; break;
            case 'r': decoded = '\r'; break;
            case 't': decoded = '\t'; break;
            case 'u':
              {
                gunichar unit;

                if (!read_hex4 (c, c->pos + 2, &unit))
                  return FALSE;
                c->pos += 4;
                decoded = unit;
                if (unit >= 0xdc00 && unit <= 0xdfff)
                  return fail_at (c, here, BALUT_JSON_ERROR_SYNTAX,
                                  _("“\\u%04X” is the second half of a surrogate pair, without its first"),
                                  unit);
                if (unit >= 0xd800 && unit <= 0xdbff)
                  {
                    gunichar low;

                    if (c->pos + 3 >= c->length || c->data[c->pos + 2] != '\\' || c->data[c->pos + 3] != 'u')
                      return fail_at (c, here, BALUT_JSON_ERROR_SYNTAX,
                                      _("“\\u%04X” is the first half of a surrogate pair, without its second"),
                                      unit);
                    if (!read_hex4 (c, c->pos + 4, &low))
                      return FALSE;
                    if (low < 0xdc00 || low > 0xdfff)
                      return fail_at (c, here, BALUT_JSON_ERROR_SYNTAX,
                                      _("“\\u%04X” is the first half of a surrogate pair, without its second"),
                                      unit);
                    c->pos += 6;
                    decoded = 0x10000 + ((unit - 0xd800) << 10) + (low - 0xdc00);
                  }
              }
              break;
            default:
              {
                g_autofree char *what = NULL;

                if (c->pos + 1 >= c->length)
                  return fail_at (c, start, BALUT_JSON_ERROR_SYNTAX, _("a string that is never closed"));
                what = dup_character_at (c, c->pos + 1);
                return fail_at (c, here, BALUT_JSON_ERROR_SYNTAX,
                                /* Translators: %s is the character after the backslash, e.g. “e” */
                                _("a backslash before %s: JSON escapes only \\\" \\\\ \\/ \\b \\f \\n \\r \\t and \\u"),
                                what);
              }
            }
          c->pos += 2;
          if (c->limits->refuse_controls && is_control (decoded))
            return fail_control (c, here, decoded);
          if (key != NULL)
            g_string_append_unichar (key, decoded);
        }
      else if (ch < 0x7f)
        {
          /* printable ASCII, the bulk of any text: a run at once */
          gsize run = c->pos + 1;

          while (run < c->length && (guchar) c->data[run] >= 0x20 && (guchar) c->data[run] < 0x7f
                 && c->data[run] != '"' && c->data[run] != '\\')
            run++;
          if (key != NULL)
            g_string_append_len (key, c->data + c->pos, (gssize) (run - c->pos));
          c->pos = run;
        }
      else
        {
          /* UTF-8 was checked for the whole text: step over a character */
          gunichar uc = g_utf8_get_char (c->data + c->pos);
          gsize n = (gsize) (g_utf8_next_char (c->data + c->pos) - (c->data + c->pos));

          if (c->limits->refuse_controls && is_control (uc))
            return fail_control (c, here, uc);
          if (key != NULL)
            g_string_append_len (key, c->data + c->pos, (gssize) n);
          c->pos += n;
        }

      if (key != NULL && c->limits->max_key_length > 0 && key->len - key_start > c->limits->max_key_length)
        return fail_at (c, start, BALUT_JSON_ERROR_LIMIT, _("a key longer than %u bytes"),
                        c->limits->max_key_length);
    }
}

static gboolean
fail_number (Checker *c,
             gsize    start,
             gsize    end)
{
  g_autofree char *key = dup_printable_key (c);
  g_autofree char *number = NULL;

  if (end - start > 24)
    number = g_strdup_printf ("%.*s…", 20, c->data + start);
  else
    number = g_strndup (c->data + start, end - start);

  if (key == NULL)
    return fail_at (c, start, BALUT_JSON_ERROR_VALUE,
                    /* Translators: %s is the number as written, e.g. 1e999 */
                    _("the number %s is outside the numbers this file may hold"), number);
  return fail_at (c, start, BALUT_JSON_ERROR_VALUE,
                  /* Translators: the first %s is a key of the file, e.g.
                   * seed; the second the number as written, e.g.
                   * -18446744073709551615 */
                  _("“%s” holds the number %s, outside the numbers this file may hold"), key, number);
}

/* A number from c->pos (a digit or "-"); moves past it */
static gboolean
check_number (Checker *c)
{
  gsize start = c->pos, int_start, int_end;
  gboolean integer = TRUE;

  if (c->data[c->pos] == '-')
    c->pos++;

  int_start = c->pos;
  if (c->pos >= c->length || !g_ascii_isdigit (c->data[c->pos]))
    return fail_at (c, start, BALUT_JSON_ERROR_SYNTAX, _("“-” must be followed by a digit"));

  if (c->data[c->pos] == '0')
    {
      c->pos++;
      if (c->pos < c->length && (c->data[c->pos] == 'x' || c->data[c->pos] == 'X'))
        return fail_at (c, start, BALUT_JSON_ERROR_SYNTAX,
                        _("a hexadecimal number: JSON numbers are decimal"));
      if (c->pos < c->length && g_ascii_isdigit (c->data[c->pos]))
        return fail_at (c, start, BALUT_JSON_ERROR_SYNTAX,
                        _("a number with a leading zero: JSON writes 10, not 010"));
    }
  else
    {
      while (c->pos < c->length && g_ascii_isdigit (c->data[c->pos]))
        c->pos++;
    }
  int_end = c->pos;

  if (c->pos < c->length && c->data[c->pos] == '.')
    {
      integer = FALSE;
      c->pos++;
      if (c->pos >= c->length || !g_ascii_isdigit (c->data[c->pos]))
        return fail_at (c, start, BALUT_JSON_ERROR_SYNTAX, _("a decimal point must be followed by a digit"));
      while (c->pos < c->length && g_ascii_isdigit (c->data[c->pos]))
        c->pos++;
    }

  if (c->pos < c->length && (c->data[c->pos] == 'e' || c->data[c->pos] == 'E'))
    {
      integer = FALSE;
      c->pos++;
      if (c->pos < c->length && (c->data[c->pos] == '+' || c->data[c->pos] == '-'))
        c->pos++;
      if (c->pos >= c->length || !g_ascii_isdigit (c->data[c->pos]))
        return fail_at (c, start, BALUT_JSON_ERROR_SYNTAX, _("an exponent must have digits"));
      while (c->pos < c->length && g_ascii_isdigit (c->data[c->pos]))
        c->pos++;
    }

  if (c->limits->max_number_length > 0 && c->pos - start > c->limits->max_number_length)
    return fail_number (c, start, c->pos);

  if (!integer && c->limits->finite_numbers)
    {
      /* a short text (max_number_length) or a long one: either way read
       * once; g_ascii_strtod () is locale-independent */
      g_autofree char *text = g_strndup (c->data + start, c->pos - start);

      if (!isfinite (g_ascii_strtod (text, NULL)))
        return fail_number (c, start, c->pos);
    }

  if (integer && c->limits->max_integer > 0)
    {
      guint64 value = 0;

      /* no leading zeros: more than 20 digits is beyond 64 bits */
      if (int_end - int_start > 19)
        return fail_number (c, start, c->pos);
      for (gsize i = int_start; i < int_end; i++)
        value = value * 10 + (guint64) (c->data[i] - '0');
      if (value > c->limits->max_integer)
        return fail_number (c, start, c->pos);
    }

  return TRUE;
}

/* true, false or null */
static gboolean
check_word (Checker *c)
{
  static const char *const words[] = { "true", "false", "null" };

  for (guint i = 0; i < G_N_ELEMENTS (words); i++)
    {
      gsize n = strlen (words[i]);

      if (c->length - c->pos >= n && memcmp (c->data + c->pos, words[i], n) == 0)
        {
          c->pos += n;
          return TRUE;
        }
    }

  return fail_unexpected (c, _("a value"));
}

/* A key of the innermost object, read and decoded: refused when the
 * object already has it, or has too many members */
static gboolean
check_key (Checker *c)
{
  Container *object = &g_array_index (c->containers, Container, c->containers->len - 1);
  gsize start = c->pos;
  Key key;

  if (c->pos >= c->length || c->data[c->pos] != '"')
    return fail_unexpected (c, _("a key in double quotes"));

  if (!count_value (c))
    return FALSE;

  if (c->limits->max_members > 0 && ++object->n_members > c->limits->max_members)
    return fail_at (c, start, BALUT_JSON_ERROR_LIMIT, _("an object with more than %u members"),
                    c->limits->max_members);

  key.offset = c->key_bytes->len;
  if (!check_string (c, c->key_bytes))
    return FALSE;
  key.length = c->key_bytes->len - key.offset;

  g_string_assign (c->last_key, "");
  g_string_append_len (c->last_key, c->key_bytes->str + key.offset, (gssize) key.length);

  for (guint i = object->keys_base; i < c->keys->len; i++)
    {
      const Key *other = &g_array_index (c->keys, Key, i);

      if (other->length == key.length
          && memcmp (c->key_bytes->str + other->offset, c->key_bytes->str + key.offset, key.length) == 0)
        {
          g_autofree char *printable = balut_format_dup_printable (c->last_key->str);

          return fail_at (c, start, BALUT_JSON_ERROR_SYNTAX,
                          /* Translators: %s is a key, e.g. seed */
                          _("“%s” appears twice in one object"), printable);
        }
    }
  g_array_append_val (c->keys, key);
  return TRUE;
}

static gboolean
open_container (Checker *c,
                char     kind)
{
  Container container = { kind, 0, c->keys->len };

  if (c->limits->max_depth > 0 && c->containers->len >= c->limits->max_depth)
    return fail_at (c, c->pos, BALUT_JSON_ERROR_LIMIT,
                    _("arrays or objects nested more than %u deep"), c->limits->max_depth);
  g_array_append_val (c->containers, container);
  c->pos++;
  return TRUE;
}

static void
close_container (Checker *c)
{
  Container *container = &g_array_index (c->containers, Container, c->containers->len - 1);

  if (container->kind == '{')
    {
      if (container->keys_base < c->keys->len)
        g_string_truncate (c->key_bytes, g_array_index (c->keys, Key, container->keys_base).offset);
      g_array_set_size (c->keys, container->keys_base);
    }
  g_array_set_size (c->containers, c->containers->len - 1);
  c->pos++;
}

/* A scalar value, or the start of an array or object, at c->pos */
static gboolean
check_value_start (Checker *c)
{
  char ch;

  if (c->pos >= c->length)
    return fail_unexpected (c, _("a value"));

  ch = c->data[c->pos];
  if (ch == '"' || ch == '[' || ch == '{' || ch == '-' || g_ascii_isdigit (ch)
      || ch == 't' || ch == 'f' || ch == 'n')
    if (!count_value (c))
      return FALSE;

  if (ch == '"')
    return check_string (c, NULL);
  if (ch == '[' || ch == '{')
    return open_container (c, ch);
  if (ch == '-' || g_ascii_isdigit (ch))
    return check_number (c);
  return check_word (c);
}

enum
{
  WANT_VALUE,        /* the first value of the text, or after ":" */
  WANT_FIRST_VALUE,  /* after "[" */
  WANT_NEXT_VALUE,   /* after "," in an array */
  WANT_FIRST_KEY,    /* after "{" */
  WANT_NEXT_KEY,     /* after "," in an object */
  WANT_AFTER,        /* after a value: "," or the closing bracket, or the end */
};

/* A value where one must be; *state: what to read after it */
static gboolean
check_value (Checker *c,
             int     *state)
{
  guint depth = c->containers->len;

  if (!check_value_start (c))
    return FALSE;
  if (c->containers->len == depth)
    *state = WANT_AFTER;
  else
    *state = g_array_index (c->containers, Container, depth).kind == '[' ? WANT_FIRST_VALUE : WANT_FIRST_KEY;
  return TRUE;
}

static gboolean
check_text (Checker *c)
{
  int state = WANT_VALUE;

  skip_space (c);
  if (c->pos >= c->length)
    return fail_at (c, c->pos, BALUT_JSON_ERROR_SYNTAX, _("the text holds no JSON value"));

  for (;;)
    {
      const Container *inner;
      char ch;

      skip_space (c);
      ch = c->pos < c->length ? c->data[c->pos] : '\0';
      inner = c->containers->len > 0
              ? &g_array_index (c->containers, Container, c->containers->len - 1) : NULL;

      switch (state)
        {
        case WANT_FIRST_VALUE:
          if (ch == ']')
            {
              close_container (c);
              state = WANT_AFTER;
              break;
            }
          if (!check_value (c, &state))
            return FALSE;
          break;

        case WANT_NEXT_VALUE:
          if (ch == ']')
            return fail_at (c, c->pos, BALUT_JSON_ERROR_SYNTAX,
                            _("a comma before “]”: JSON has no empty entries"));
          G_GNUC_FALLTHROUGH;
        case WANT_VALUE:
          if (!check_value (c, &state))
            return FALSE;
          break;

        case WANT_FIRST_KEY:
          if (ch == '}')
            {
              close_container (c);
              state = WANT_AFTER;
              break;
            }
          G_GNUC_FALLTHROUGH;
        case WANT_NEXT_KEY:
          if (ch == '}')
            return fail_at (c, c->pos, BALUT_JSON_ERROR_SYNTAX,
                            _("a comma before “}”: JSON has no empty members"));
          if (!check_key (c))
            return FALSE;
          skip_space (c);
          if (c->pos >= c->length || c->data[c->pos] != ':')
            return fail_unexpected (c, _("“:” after the key"));
          c->pos++;
          state = WANT_VALUE;
          break;

        case WANT_AFTER:
          if (inner == NULL)
            {
              if (c->pos < c->length)
                return fail_at (c, c->pos, BALUT_JSON_ERROR_SYNTAX,
                                _("something follows the end of the first value"));
              return TRUE;
            }
          if (ch == ',')
            {
              c->pos++;
              state = inner->kind == '[' ? WANT_NEXT_VALUE : WANT_NEXT_KEY;
            }
          else if (ch == (inner->kind == '[' ? ']' : '}') && c->pos < c->length)
            {
              close_container (c);
            }
          else
            {
              return fail_unexpected (c, inner->kind == '[' ? _("“,” or “]”") : _("“,” or “}”"));
            }
          break;

        default:
          g_assert_not_reached ();
        }
    }
}

/**
 * balut_json_check:
 * @data: the text
 * @length: its length in bytes
 * @limits: what the text may hold beyond the grammar
 * @start: (out) (optional): where the JSON starts: after a byte order
 *   mark, which RFC 8259 lets a reader ignore (Windows' Notepad writes
 *   one), else 0
 * @error: %BALUT_JSON_ERROR, its message saying where (line and column)
 *   and what is wrong
 *
 * Checks that @data is one RFC 8259 JSON text in UTF-8 within @limits,
 * with no key twice in an object. Linear in @length, without recursion.
 *
 * Returns: whether it is
 */
gboolean
balut_json_check (const char             *data,
                  gsize                   length,
                  const BalutJsonLimits  *limits,
                  gsize                  *start,
                  GError                **error)
{
  Checker c = { 0, };
  const char *bad;
  gboolean ok;

  g_return_val_if_fail (data != NULL || length == 0, FALSE);
  g_return_val_if_fail (limits != NULL, FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  c.data = data;
  c.length = length;
  c.limits = limits;
  c.error = error;

  if (length >= 3 && memcmp (data, "\xef\xbb\xbf", 3) == 0)
    c.pos = 3;
  if (start != NULL)
    *start = c.pos;

  if (!g_utf8_validate_len (data, length, &bad))
    {
      /* a line and column up to the bad byte: count only what precedes it */
      c.length = (gsize) (bad - data);
      return fail_at (&c, c.length, BALUT_JSON_ERROR_SYNTAX,
                      (gsize) (bad - data) < length && *bad == '\0'
                      ? _("a NUL byte: the text is not UTF-8 text")
                      : _("bytes that are not UTF-8"));
    }

  c.containers = g_array_new (FALSE, FALSE, sizeof (Container));
  c.keys = g_array_new (FALSE, FALSE, sizeof (Key));
  c.key_bytes = g_string_new (NULL);
  c.last_key = g_string_new (NULL);

  ok = check_text (&c);

  g_array_unref (c.containers);
  g_array_unref (c.keys);
  g_string_free (c.key_bytes, TRUE);
  g_string_free (c.last_key, TRUE);
  return ok;
}
