/* balut-record.c — games as JSON records, format "balut-record" version 1
 *
 * SPDX-FileCopyrightText: 2026 The Balut developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "balut-format.h"
#include "balut-game-private.h"
#include "balut-record.h"
#include "balut-record-io.h"

G_DEFINE_QUARK (balut-record-error-quark, balut_record_error)

/* ------------------------------------------------------------------ */
/* The format                                                          */
/* ------------------------------------------------------------------ */

/* A reader of a record's tree: where it is, what it proves */
typedef struct
{
  BalutRecordReader  io;
  guint              turn;        /* 1-based turn being read, 0 outside the turns */
  gboolean           prove_dice;  /* the record names the generator: its dice must be the seed's */
  guint64            seed;
} Reader;

/* A message said where in the record it arose: "Turn 3: …" */
static char *
dup_where (const BalutRecordReader *io,
           const char              *message)
{
  const Reader *r = (const Reader *) io;

  if (r->turn == 0)
    return NULL;
  /* Translators: the first %s is an error message */
  return g_strdup_printf (_("Turn %u: %s"), r->turn, message);
}

/* Balut's records, as the code both games' records share
 * (balut-record-io.c) reads and writes them */
static const BalutRecordFormat record_format = {
  .name = BALUT_RECORD_FORMAT,
  .version = BALUT_RECORD_VERSION,
  .error_quark = balut_record_error_quark,
  .max_size = BALUT_RECORD_MAX_SIZE,
  /* what its text may hold beyond RFC 8259 (balut-json.c) */
  .limits = BALUT_RECORD_IO_JSON_LIMITS (BALUT_RECORD_MAX_DEPTH, BALUT_RECORD_MAX_VALUES),
  .not_object = N_("This is not a Balut record: it is not a JSON object"),
  .not_format = N_("This is not a Balut record: “format” is not \"%s\""),
  .newer = N_("This record has version %lld of the format; this version of Balut reads version %d"),
  .too_large = N_("The file is too large for a Balut record (more than %u MB)"),
  .file_too_large = N_("Cannot read “%s”: it is too large for a Balut record (more than %u MB)"),
  /* Translators: %s says where and what, e.g. "line 1,
   * column 40: arrays or objects nested more than 32 deep" */
  .not_record = N_("The file is not a Balut record: %s"),
  .dup_where = dup_where,
};

/* ------------------------------------------------------------------ */
/* Writing                                                             */
/* ------------------------------------------------------------------ */

static void
add_dice_array (JsonBuilder  *builder,
                const guint8 *values)
{
  json_builder_begin_array (builder);
  for (guint i = 0; i < BALUT_N_DICE; i++)
    json_builder_add_int_value (builder, values[i]);
  json_builder_end_array (builder);
}

static void
add_holds_array (JsonBuilder    *builder,
                 const gboolean *held)
{
  json_builder_begin_array (builder);
  for (guint i = 0; i < BALUT_N_DICE; i++)
    json_builder_add_boolean_value (builder, held[i]);
  json_builder_end_array (builder);
}

/* The holds the last throw of @turn was made with. */
static const gboolean *
last_holds (const BalutTurn *turn)
{
  static const gboolean none[BALUT_N_DICE] = { FALSE, };

  return turn->n_throws >= 2 ? turn->holds[turn->n_throws - 2] : none;
}

/**
 * balut_record_to_json:
 *
 * Returns: (transfer full): the game as a record; a turn in play that was
 *   thrown is the last turn, without "category"
 */
JsonNode *
balut_record_to_json (BalutGame *game)
{
  g_autoptr(JsonBuilder) builder = NULL;
  guint n_players, n_turns;

  g_return_val_if_fail (BALUT_IS_GAME (game), NULL);

  builder = balut_record_io_builder_new (&record_format);
  n_players = balut_game_get_n_players (game);
  n_turns = balut_game_get_n_turns (game);

  json_builder_set_member_name (builder, "variant");
  json_builder_add_string_value (builder, balut_variant_to_string (balut_game_get_variant (game)));
  json_builder_set_member_name (builder, "seed");
  json_builder_add_int_value (builder, (gint64) balut_game_get_seed (game));
  /* the dice's generator, for a game whose every throw is the seed's: a
   * reader replays them and refuses a record whose dice were changed */
  if (balut_game_get_dice_seeded (game))
    {
      json_builder_set_member_name (builder, "generator");
      json_builder_begin_object (builder);
      json_builder_set_member_name (builder, "name");
      json_builder_add_string_value (builder, BALUT_DICE_GENERATOR);
      json_builder_set_member_name (builder, "version");
      json_builder_add_int_value (builder, BALUT_DICE_GENERATOR_VERSION);
      json_builder_end_object (builder);
    }
  /* optional, written only for a scoring-pad game: the records of
   * digital games stay as they were */
  if (balut_game_get_mode (game) != BALUT_GAME_MODE_DIGITAL)
    {
      json_builder_set_member_name (builder, "mode");
      json_builder_add_string_value (builder, balut_game_mode_to_string (balut_game_get_mode (game)));
    }

  json_builder_set_member_name (builder, "players");
  json_builder_begin_array (builder);
  for (guint i = 0; i < n_players; i++)
    {
      BalutPlayer *player = balut_game_get_player (game, i);

      json_builder_begin_object (builder);
      json_builder_set_member_name (builder, "name");
      json_builder_add_string_value (builder, balut_player_get_name (player));
      json_builder_set_member_name (builder, "kind");
      json_builder_add_string_value (builder, balut_player_kind_to_string (balut_player_get_kind (player)));
      /* optional: a computer player's level */
      if (balut_player_get_kind (player) == BALUT_PLAYER_COMPUTER)
        {
          json_builder_set_member_name (builder, "level");
          json_builder_add_string_value (builder, balut_level_to_string (balut_player_get_level (player)));
        }
      json_builder_end_object (builder);
    }
  json_builder_end_array (builder);

  json_builder_set_member_name (builder, "guesses");
  json_builder_begin_array (builder);
  for (guint i = 0; i < n_players; i++)
    {
      gint guess = balut_player_get_guess (balut_game_get_player (game, i));

      if (guess == BALUT_NO_GUESS)
        json_builder_add_null_value (builder);
      else
        json_builder_add_int_value (builder, guess);
    }
  json_builder_end_array (builder);

  /* optional, written only when true: older records stay as they were */
  if (balut_game_get_assisted (game))
    {
      json_builder_set_member_name (builder, "assisted");
      json_builder_add_boolean_value (builder, TRUE);
    }

  json_builder_set_member_name (builder, "turns");
  json_builder_begin_array (builder);
  for (guint t = 0; t < n_turns; t++)
    {
      const BalutTurn *turn = balut_game_get_turn (game, t);

      json_builder_begin_object (builder);
      json_builder_set_member_name (builder, "player");
      json_builder_add_int_value (builder, turn->player);

      json_builder_set_member_name (builder, "throws");
      json_builder_begin_array (builder);
      for (guint k = 0; k < turn->n_throws; k++)
        add_dice_array (builder, turn->throws[k]);
      json_builder_end_array (builder);

      json_builder_set_member_name (builder, "holds");
      json_builder_begin_array (builder);
      for (guint k = 0; k + 1 < turn->n_throws; k++)
        add_holds_array (builder, turn->holds[k]);
      json_builder_end_array (builder);

      /* scoring pad: the throws the turn took at the table, when said */
      if (turn->throws_used > 0)
        {
          json_builder_set_member_name (builder, "throws_used");
          json_builder_add_int_value (builder, turn->throws_used);
        }

      /* "held": the dice held after the last throw. The turn in play
       * always has it, so that a resumed game is exactly where it was
       * left; an entered turn only when it differs from the holds of its
       * last throw, so that undo after resuming restores them too. */
      if (!turn->entered || memcmp (turn->pending, last_holds (turn), sizeof turn->pending) != 0)
        {
          json_builder_set_member_name (builder, "held");
          add_holds_array (builder, turn->pending);
        }

      if (turn->entered)
        {
          json_builder_set_member_name (builder, "category");
          json_builder_add_string_value (builder, balut_category_to_string (turn->box.category));
          json_builder_set_member_name (builder, "box");
          if (turn->box.box == BALUT_BOX_JACKPOT)
            json_builder_add_string_value (builder, "jackpot");
          else
            json_builder_add_int_value (builder, turn->box.box);
        }

      json_builder_end_object (builder);
    }
  json_builder_end_array (builder);

  json_builder_end_object (builder);

  return json_builder_get_root (builder);
}

/**
 * balut_record_to_data:
 *
 * The record as UTF-8 JSON laid out for people: one key of the record a
 * line, one player and one turn a line, ending with a newline
 * (balut_record_io_to_data ()).
 *
 * Returns: (transfer full): the record's text
 */
char *
balut_record_to_data (BalutGame *game,
                      gsize     *length)
{
  g_autoptr(JsonNode) root = NULL;

  g_return_val_if_fail (BALUT_IS_GAME (game), NULL);

  root = balut_record_to_json (game);
  return balut_record_io_to_data (root, length);
}

/**
 * balut_record_save_to_file:
 *
 * Writes the record atomically: a temporary file is written, flushed to
 * disk and renamed over @filename, so a crash leaves the old or the new
 * record, never a mix (balut_record_io_save_to_file ()).
 */
gboolean
balut_record_save_to_file (BalutGame   *game,
                           const char  *filename,
                           GError     **error)
{
  g_autoptr(JsonNode) root = NULL;

  g_return_val_if_fail (BALUT_IS_GAME (game), FALSE);

  root = balut_record_to_json (game);
  return balut_record_io_save_to_file (root, filename, error);
}

/* ------------------------------------------------------------------ */
/* Reading                                                             */
/* ------------------------------------------------------------------ */

static gboolean
read_dice (Reader     *r,
           JsonNode   *node,
           guint       k,
           guint8     *values)
{
  g_autofree char *name = g_strdup_printf ("throws[%u]", k);
  JsonArray *array = balut_record_io_read_array (&r->io, node, name, BALUT_N_DICE, BALUT_N_DICE);

  if (array == NULL)
    return FALSE;

  for (guint i = 0; i < BALUT_N_DICE; i++)
    {
      g_autofree char *die = g_strdup_printf ("throws[%u][%u]", k, i);
      gint64 v;

      if (!balut_record_io_read_int (&r->io, json_array_get_element (array, i), die, 1, BALUT_N_FACES, &v))
        return FALSE;
      values[i] = (guint8) v;
    }

  return TRUE;
}

static gboolean
read_holds (Reader     *r,
            JsonNode   *node,
            const char *name,
            gboolean   *held)
{
  JsonArray *array = balut_record_io_read_array (&r->io, node, name, BALUT_N_DICE, BALUT_N_DICE);

  if (array == NULL)
    return FALSE;

  for (guint i = 0; i < BALUT_N_DICE; i++)
    {
      JsonNode *e = json_array_get_element (array, i);

      if (!balut_record_io_is_value (e, G_TYPE_BOOLEAN))
        {
          balut_record_io_fail (&r->io, BALUT_RECORD_ERROR_INVALID, _("“%s[%u]” must be true or false, not %s"),
                                name, i, balut_record_io_type_name (e));
          return FALSE;
        }
      held[i] = json_node_get_boolean (e);
    }

  return TRUE;
}

/* Reports a refusal of the core as an inconsistency of the record. */
static gboolean
refused (Reader *r,
         GError *core_error)
{
  balut_record_io_fail (&r->io, BALUT_RECORD_ERROR_INCONSISTENT, "%s", core_error->message);
  g_error_free (core_error);
  return FALSE;
}

static gboolean
read_box (Reader        *r,
          JsonObject    *object,
          BalutCategory *category,
          guint         *box)
{
  const char *str;
  JsonNode *node;
  gint64 v;

  node = balut_record_io_need (&r->io, object, "category", _("the category of the entry"));
  str = balut_record_io_read_string (&r->io, node, "category");
  if (str == NULL)
    return FALSE;
  if (!balut_category_from_string (str, category))
    {
      balut_record_io_fail (&r->io, BALUT_RECORD_ERROR_INVALID,
                            _("“%s” is not a category (fours, fives, sixes, straight, full-house, choice or balut)"),
                            str);
      return FALSE;
    }

  node = balut_record_io_need (&r->io, object, "box", _("the box of the entry"));
  if (node == NULL)
    return FALSE;

  if (balut_record_io_is_value (node, G_TYPE_STRING))
    {
      if (!g_str_equal (json_node_get_string (node), "jackpot"))
        {
          balut_record_io_fail (&r->io, BALUT_RECORD_ERROR_INVALID,
                                _("“box” must be 0 to 3 or \"jackpot\", not \"%s\""),
                                json_node_get_string (node));
          return FALSE;
        }
      *box = BALUT_BOX_JACKPOT;
      return TRUE;
    }

  if (!balut_record_io_read_int (&r->io, node, "box", 0, BALUT_N_REGULAR - 1, &v))
    return FALSE;

  *box = (guint) v;
  return TRUE;
}

static char *
dup_dice_text (const guint8 *values)
{
  return g_strdup_printf ("%u %u %u %u %u", values[0], values[1], values[2], values[3], values[4]);
}

/* Throw @k of the turn being read was not the seed's */
static gboolean
fail_unseeded (Reader       *r,
               BalutGame    *game,
               guint         k,
               const guint8 *values)
{
  guint8 seeded[BALUT_N_DICE];
  g_autofree char *written = dup_dice_text (values);
  g_autofree char *expected = NULL;

  /* a held die kept its value (the replay checked it); the others are
   * the generator's */
  balut_dice_draw_seeded (r->seed, r->turn - 1, k, seeded);
  for (guint i = 0; i < BALUT_N_DICE; i++)
    if (k > 0 && balut_game_get_turn (game, r->turn - 1)->holds[k - 1][i])
      seeded[i] = values[i];
  expected = dup_dice_text (seeded);

  balut_record_io_fail (&r->io, BALUT_RECORD_ERROR_INCONSISTENT,
                        /* Translators: a throw's number in its turn, the dice the record
         * has and the dice the record's seed gives, e.g. "6 6 6 2 5" */
                        _("throw %u: the dice are %s, but the seed gives %s: the record was changed"),
                        k + 1, written, expected);
  return FALSE;
}

static gboolean
read_turn (Reader     *r,
           BalutGame  *game,
           JsonNode   *node,
           gboolean    last)
{
  JsonObject *object;
  JsonArray *throws, *holds;
  GError *core_error = NULL;
  guint max_throws = balut_game_get_max_throws (game);
  guint n_throws, throws_used = 0;
  gboolean pad_turn;
  gint64 player;

  object = balut_record_io_read_object (&r->io, node, "turn");
  if (object == NULL)
    return FALSE;

  if (balut_game_is_finished (game))
    {
      balut_record_io_fail (&r->io, BALUT_RECORD_ERROR_INCONSISTENT,
                            _("the game was already over: every box of every sheet is filled"));
      return FALSE;
    }

  node = balut_record_io_need (&r->io, object, "player", _("the seat of the player"));
  if (!balut_record_io_read_int (&r->io, node, "player", 0, balut_game_get_n_players (game) - 1, &player))
    return FALSE;

  /* R4 */
  if ((guint) player != balut_game_get_current_player (game))
    {
      balut_record_io_fail (&r->io, BALUT_RECORD_ERROR_INCONSISTENT,
                            _("it is the turn of player %u (%s), not of player %u"),
                            balut_game_get_current_player (game),
                            balut_player_get_name (balut_game_get_player (game, balut_game_get_current_player (game))),
                            (guint) player);
      return FALSE;
    }

  /* "throws_used": scoring-pad records only, 1 … the most throws */
  if (json_object_has_member (object, "throws_used"))
    {
      gint64 v;

      if (balut_game_get_mode (game) != BALUT_GAME_MODE_PAD)
        {
          balut_record_io_fail (&r->io, BALUT_RECORD_ERROR_INVALID,
                                _("“throws_used” is given, but only a scoring-pad game (“mode”: \"pad\") has it"));
          return FALSE;
        }
      if (!balut_record_io_read_int (&r->io, json_object_get_member (object, "throws_used"), "throws_used",
                                     1, max_throws, &v))
        return FALSE;
      throws_used = (guint) v;
    }

  /* A scoring-pad turn has one throw, from the table: every entered
   * turn (a computer seat's is kept so at its entry), a person's turn in
   * play, and a computer seat's turn in play that was entered and undone
   * (it has "throws_used"). A computer seat's turn in play otherwise is
   * thrown on the screen, 1 … the most throws. */
  pad_turn = balut_game_get_mode (game) == BALUT_GAME_MODE_PAD
             && (json_object_has_member (object, "category")
                 || json_object_has_member (object, "throws_used")
                 || balut_player_get_kind (balut_game_get_player (game, (guint) player)) == BALUT_PLAYER_HUMAN);

  node = balut_record_io_need (&r->io, object, "throws", _("the dice of each throw"));
  if (node == NULL)
    return FALSE;
  throws = balut_record_io_read_array (&r->io, node, "throws", 1, G_MAXUINT);
  if (throws == NULL)
    return FALSE;
  n_throws = json_array_get_length (throws);
  for (guint k = 0; k < n_throws; k++)
    {
      guint8 values[BALUT_N_DICE];

      /* the shape first: five numbers are one throw, not five */
      if (!read_dice (r, json_array_get_element (throws, k), k, values))
        return FALSE;
    }
  if (n_throws > max_throws)
    {
      balut_record_io_fail (&r->io, BALUT_RECORD_ERROR_INCONSISTENT,
                            /* Translators: the number of throws in a turn of the record, the most a turn may have */
                            g_dngettext (GETTEXT_PACKAGE, "%u throw, but a turn has at most %u",
                                         "%u throws, but a turn has at most %u", n_throws),
                            n_throws, max_throws);
      return FALSE;
    }
  if (pad_turn && n_throws > 1)
    {
      balut_record_io_fail (&r->io, BALUT_RECORD_ERROR_INCONSISTENT,
                            /* Translators: the number of throws in a turn of a scoring-pad record */
                            g_dngettext (GETTEXT_PACKAGE,
                                         "%u throw in a scoring-pad turn, which has one: the dice it ended with",
                                         "%u throws in a scoring-pad turn, which has one: the dice it ended with",
                                         n_throws),
                            n_throws);
      return FALSE;
    }

  node = balut_record_io_need (&r->io, object, "holds", _("the dice held before each re-throw"));
  if (node == NULL)
    return FALSE;
  holds = balut_record_io_read_array (&r->io, node, "holds", n_throws - 1, n_throws - 1);
  if (holds == NULL)
    return FALSE;

  for (guint k = 0; k < n_throws; k++)
    {
      guint8 values[BALUT_N_DICE];

      if (k > 0)
        {
          g_autofree char *name = g_strdup_printf ("holds[%u]", k - 1);
          gboolean held[BALUT_N_DICE];

          if (!read_holds (r, json_array_get_element (holds, k - 1), name, held))
            return FALSE;

          for (guint i = 0; i < BALUT_N_DICE; i++)
            if (!balut_game_set_held (game, i, held[i], &core_error))
              return refused (r, core_error);
        }

      if (!read_dice (r, json_array_get_element (throws, k), k, values))
        return FALSE;

      /* Pad dice are not the seed's: they are taken as they are */
      if (pad_turn)
        {
          if (!balut_game_pad_throw (game, values, throws_used, &core_error))
            return refused (r, core_error);
          continue;
        }

      if (!balut_game_throw_values (game, values, &core_error))
        {
          g_autofree char *msg = g_strdup_printf (_("throw %u: %s"), k + 1, core_error->message);

          g_error_free (core_error);
          balut_record_io_fail (&r->io, BALUT_RECORD_ERROR_INCONSISTENT, "%s", msg);
          return FALSE;
        }

      if (r->prove_dice && !balut_game_get_dice_seeded (game))
        return fail_unseeded (r, game, k, values);
    }

  if (json_object_has_member (object, "held"))
    {
      gboolean held[BALUT_N_DICE];

      if (!read_holds (r, json_object_get_member (object, "held"), "held", held))
        return FALSE;
      for (guint i = 0; i < BALUT_N_DICE; i++)
        if (!balut_game_set_held (game, i, held[i], &core_error))
          return refused (r, core_error);
    }

  if (!json_object_has_member (object, "category"))
    {
      if (!last)
        {
          balut_record_io_fail (&r->io, BALUT_RECORD_ERROR_INCONSISTENT,
                                _("the turn has no entry (“category”), but only the last turn may be unfinished"));
          return FALSE;
        }

      if (json_object_has_member (object, "box"))
        {
          balut_record_io_fail (&r->io, BALUT_RECORD_ERROR_INVALID, _("“box” is given without “category”"));
          return FALSE;
        }

      return TRUE;
    }
  else
    {
      BalutCategory category;
      guint box;

      if (!read_box (r, object, &category, &box))
        return FALSE;

      if (!balut_game_enter (game, category, box, &core_error))
        return refused (r, core_error);
    }

  return TRUE;
}

static gboolean
read_players (Reader     *r,
              BalutGame  *game,
              JsonObject *root)
{
  JsonArray *players, *guesses;
  GError *core_error = NULL;
  guint n_players;

  players = balut_record_io_read_array (&r->io, balut_record_io_need (&r->io, root, "players", _("the players")),
                                        "players", 1, BALUT_MAX_PLAYERS);
  if (players == NULL)
    return FALSE;
  n_players = json_array_get_length (players);

  for (guint i = 0; i < n_players; i++)
    {
      g_autofree char *name_key = g_strdup_printf ("players[%u].name", i);
      g_autofree char *kind_key = g_strdup_printf ("players[%u].kind", i);
      g_autofree char *obj_key = g_strdup_printf ("players[%u]", i);
      g_autofree char *level_key = g_strdup_printf ("players[%u].level", i);
      JsonObject *object;
      const char *name, *kind_str;
      BalutPlayerKind kind;
      BalutLevel level = BALUT_LEVEL_DEFAULT;

      object = balut_record_io_read_object (&r->io, json_array_get_element (players, i), obj_key);
      if (object == NULL)
        return FALSE;

      name = balut_record_io_read_string (&r->io, balut_record_io_need (&r->io, object, "name", obj_key),
                                          name_key);
      if (name == NULL)
        return FALSE;

      kind_str = balut_record_io_read_string (&r->io, balut_record_io_need (&r->io, object, "kind", obj_key),
                                              kind_key);
      if (kind_str == NULL)
        return FALSE;
      if (!balut_player_kind_from_string (kind_str, &kind))
        {
          balut_record_io_fail (&r->io, BALUT_RECORD_ERROR_INVALID,
                                _("“%s” is \"%s\", not \"human\" or \"computer\""), kind_key, kind_str);
          return FALSE;
        }

      /* "level" is optional: a computer player without one plays at
       * BALUT_LEVEL_DEFAULT; people have none */
      if (json_object_has_member (object, "level"))
        {
          const char *level_str;

          if (kind != BALUT_PLAYER_COMPUTER)
            {
              balut_record_io_fail (&r->io, BALUT_RECORD_ERROR_INVALID,
                                    _("“%s” is given for a person; only computer players have a level"), level_key);
              return FALSE;
            }
          level_str = balut_record_io_read_string (&r->io, json_object_get_member (object, "level"), level_key);
          if (level_str == NULL)
            return FALSE;
          if (!balut_level_from_string (level_str, &level))
            {
              balut_record_io_fail (&r->io, BALUT_RECORD_ERROR_INVALID,
                                    _("“%s” is \"%s\", not \"beginner\", \"casual\", \"strong\" or \"expert\""),
                                    level_key, level_str);
              return FALSE;
            }
        }

      if (!balut_game_add_player (game, name, kind, &core_error))
        {
          balut_record_io_fail (&r->io, BALUT_RECORD_ERROR_INVALID, "%s: %s", name_key, core_error->message);
          g_error_free (core_error);
          return FALSE;
        }
      balut_player_set_level (balut_game_get_player (game, i), level);
    }

  /* "guesses" is optional: no key means nobody guessed (R24). */
  if (json_object_has_member (root, "guesses"))
    {
      guesses = balut_record_io_read_array (&r->io, json_object_get_member (root, "guesses"), "guesses",
                                            n_players, n_players);
      if (guesses == NULL)
        return FALSE;

      for (guint i = 0; i < n_players; i++)
        {
          JsonNode *node = json_array_get_element (guesses, i);
          g_autofree char *key = g_strdup_printf ("guesses[%u]", i);
          gint64 guess;

          if (JSON_NODE_HOLDS_NULL (node))
            continue;
          if (!balut_record_io_read_int (&r->io, node, key, 0, BALUT_N_REGULAR * n_players, &guess))
            return FALSE;
          if (!balut_game_set_guess (game, i, (gint) guess, &core_error))
            {
              balut_record_io_fail (&r->io, BALUT_RECORD_ERROR_INVALID, "%s: %s", key, core_error->message);
              g_error_free (core_error);
              return FALSE;
            }
        }
    }

  return TRUE;
}

/* "generator": the name and version of the generator of the dice; only
 * the one this Balut throws with is known */
static gboolean
read_generator (Reader     *r,
                BalutGame  *game,
                JsonNode   *node)
{
  const char *name;
  gint64 version;

  if (!balut_record_io_read_versioned (&r->io, node, "generator", _("the generator of the dice"),
                                       _("the version of the generator"), &name, &version))
    return FALSE;

  if (!g_str_equal (name, BALUT_DICE_GENERATOR) || version != BALUT_DICE_GENERATOR_VERSION)
    {
      g_autofree char *printable = balut_format_dup_printable (name);

      balut_record_io_fail (&r->io, BALUT_RECORD_ERROR_VERSION,
                            /* Translators: a generator's version, e.g. 2, and its name, e.g. balut-mt19937 */
                            _("This record’s dice come from version %lld of the generator “%s”, which this Balut does not know"),
                            (long long) version, printable);
      return FALSE;
    }

  if (balut_game_get_mode (game) == BALUT_GAME_MODE_PAD)
    {
      balut_record_io_fail (&r->io, BALUT_RECORD_ERROR_INVALID,
                            _("“generator” is given, but the dice of a scoring-pad game come from the table"));
      return FALSE;
    }

  return TRUE;
}

/**
 * balut_record_load_json:
 *
 * Replays a record through the core. Every value is checked and every
 * throw and entry must be legal; the first problem is reported, naming
 * its turn.
 *
 * Returns: (transfer full): the game, in the state the record leaves it
 */
BalutGame *
balut_record_load_json (JsonNode  *root_node,
                        GError   **error)
{
  Reader r = { { error, &record_format }, 0, FALSE, 0 };
  g_autoptr(BalutGame) game = NULL;
  JsonObject *root;
  JsonArray *turns;
  JsonNode *node;
  const char *str;
  BalutVariant variant;
  gint64 seed;
  guint n_turns, max_turns;

  g_return_val_if_fail (root_node != NULL, NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  root = balut_record_io_read_head (&r.io, root_node);
  if (root == NULL)
    return NULL;

  str = balut_record_io_read_string (&r.io, balut_record_io_need (&r.io, root, "variant", _("the variant")),
                                     "variant");
  if (str == NULL)
    return NULL;
  if (!balut_variant_from_string (str, &variant))
    {
      balut_record_io_fail (&r.io, BALUT_RECORD_ERROR_INVALID,
                            _("“%s” is not a variant (standard, jackpot or olathe)"), str);
      return NULL;
    }

  node = balut_record_io_need (&r.io, root, "seed", _("the seed of the dice"));
  if (!balut_record_io_read_int (&r.io, node, "seed", 0, (gint64) BALUT_MAX_SEED, &seed))
    return NULL;

  game = balut_game_new (variant, (guint64) seed);

  /* "mode" is optional: no key means a digital game */
  if (json_object_has_member (root, "mode"))
    {
      BalutGameMode mode;

      str = balut_record_io_read_string (&r.io, json_object_get_member (root, "mode"), "mode");
      if (str == NULL)
        return NULL;
      if (!balut_game_mode_from_string (str, &mode))
        {
          balut_record_io_fail (&r.io, BALUT_RECORD_ERROR_INVALID,
                                _("“mode” is \"%s\", not \"digital\" or \"pad\""), str);
          return NULL;
        }
      if (!balut_game_set_mode (game, mode, NULL))
        g_assert_not_reached ();
    }

  /* "generator" is optional: a record without it (of an older Balut, of
   * another program, written by hand) is checked for the rules only */
  node = json_object_get_member (root, "generator");
  if (node != NULL && !read_generator (&r, game, node))
    return NULL;
  r.prove_dice = node != NULL;
  r.seed = (guint64) seed;

  if (!read_players (&r, game, root))
    return NULL;

  /* "assisted" is optional: no key means no help was used. */
  node = json_object_get_member (root, "assisted");
  if (node != NULL)
    {
      gboolean assisted;

      if (!balut_record_io_read_boolean (&r.io, node, "assisted", &assisted))
        return NULL;
      if (assisted)
        balut_game_mark_assisted (game);
    }

  turns = balut_record_io_read_array (&r.io, balut_record_io_need (&r.io, root, "turns", _("the turns")),
                                      "turns", 0, G_MAXUINT);
  if (turns == NULL)
    return NULL;

  n_turns = json_array_get_length (turns);
  max_turns = balut_game_get_n_players (game) * balut_variant_get_n_boxes (variant);
  for (guint t = 0; t < n_turns; t++)
    {
      r.turn = t + 1;

      if (t >= max_turns)
        {
          balut_record_io_fail (&r.io, BALUT_RECORD_ERROR_INCONSISTENT,
                                g_dngettext (GETTEXT_PACKAGE,
                                             "the game was already over: a game of %u player has %u turns",
                                             "the game was already over: a game of %u players has %u turns",
                                             balut_game_get_n_players (game)),
                                balut_game_get_n_players (game), max_turns);
          return NULL;
        }

      if (!read_turn (&r, game, json_array_get_element (turns, t), t + 1 == n_turns))
        return NULL;
    }

  if (!r.prove_dice)
    balut_game_forget_dice_seeded (game);

  return g_steal_pointer (&game);
}

/**
 * balut_record_get_json_limits:
 *
 * Returns: (transfer none): what a record's text may hold beyond RFC 8259
 *   (the limits balut_record_load_data () checks it with)
 */
const BalutJsonLimits *
balut_record_get_json_limits (void)
{
  return &record_format.limits;
}

/**
 * balut_record_load_data:
 * @data: the record's bytes
 * @length: their length, or -1 if @data is nul-terminated
 *
 * Checks the text (balut_record_io_parse ()), then replays it.
 */
BalutGame *
balut_record_load_data (const char  *data,
                        gssize       length,
                        GError     **error)
{
  g_autoptr(JsonNode) root = NULL;

  g_return_val_if_fail (data != NULL, NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  root = balut_record_io_parse (&record_format, data, length, error);
  if (root == NULL)
    return NULL;
  return balut_record_load_json (root, error);
}

/**
 * balut_record_load_file:
 *
 * Reads at most BALUT_RECORD_MAX_SIZE bytes of a regular file
 * (balut_record_io_read_file ()) and loads them.
 */
BalutGame *
balut_record_load_file (const char  *filename,
                        GError     **error)
{
  g_autofree char *data = NULL;
  gsize length;

  g_return_val_if_fail (filename != NULL, NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  data = balut_record_io_read_file (&record_format, filename, &length, error);
  if (data == NULL)
    return NULL;
  return balut_record_load_data (data, (gssize) length, error);
}
