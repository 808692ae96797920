/* balut-rules-window.c — how to play and how points are scored, for
 * either game
 *
 * SPDX-FileCopyrightText: 2026 The Balut developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The window shows the rules of the game it was opened from (its "game"
 * property): Balut's sections are the template's
 * (ui/balut-rules-window.ui), Belote's are built from the tables below
 * and take their place. Either way a sidebar leads to the sections in a
 * wide window; in a narrow one (a phone's 360 px) the sidebar would
 * leave the text no room, and a list of the sections takes the title's
 * place in the header bar. Ctrl+Page Up and Ctrl+Page Down go to
 * the section before and after; Page Up, Page Down, Ctrl+Home and
 * Ctrl+End scroll the one shown.
 *
 * Every line of a page is a row of a list: the keyboard moves from one
 * to the next, and a screen reader reads each as it gets the focus, in
 * words (a table's row as its cells, a category with its example in a
 * sentence). No text takes a caret. The examples' dice are the game's
 * own faces (BalutRulesDice, from the dice the board draws), made when
 * they are first shown.
 */

#include "config.h"

#include <glib/gi18n.h>

#include "balut-die-textures.h"
#include "balut-rules-window.h"

/* ------------------------------------------------------------------ */
/* Dice of an example                                                  */
/* ------------------------------------------------------------------ */

/* The side of a die in an example, in logical pixels; drawn from a
 * texture twice as large, sharp on a screen of scale 2 */
#define EXAMPLE_DIE_SIZE 22

#define BALUT_TYPE_RULES_DICE (balut_rules_dice_get_type ())

G_DECLARE_FINAL_TYPE (BalutRulesDice, balut_rules_dice, BALUT, RULES_DICE, GtkWidget)

struct _BalutRulesDice
{
  GtkWidget  parent_instance;

  char      *faces;   /* "44426" */
  gboolean   built;   /* its pictures made (build_faces ()) */
};

G_DEFINE_FINAL_TYPE (BalutRulesDice, balut_rules_dice, GTK_TYPE_WIDGET)

enum {
  DICE_PROP_0,
  DICE_PROP_FACES,
  DICE_N_PROPS
};

static GParamSpec *dice_properties[DICE_N_PROPS];

/* "4 4 4 2 6": the faces as the rules read them out */
static char *
dup_faces_text (const char *faces)
{
  GString *text = g_string_new (NULL);

  for (const char *p = faces; *p != '\0'; p++)
    {
      if (p != faces)
        g_string_append_c (text, ' ');
      g_string_append_c (text, *p);
    }
  return g_string_free (text, FALSE);
}

/* The pictures of the faces, made when the dice are first shown: a
 * window of Belote's rules drops Balut's pages unseen, without a die
 * drawn */
static void
build_faces (BalutRulesDice *self)
{
  g_autoptr(BalutDieTextures) textures = balut_die_textures_dup_default ();
  GtkWidget *child;

  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self))) != NULL)
    gtk_widget_unparent (child);
  for (const char *p = self->faces != NULL ? self->faces : ""; *p != '\0'; p++)
    {
      guint face = (guint) (*p - '0');
      GdkTexture *texture = NULL;
      char digit[2] = { *p, '\0' };

      g_return_if_fail (face >= 1 && face <= 6);
      texture = balut_die_textures_get_face (textures, face, 2 * EXAMPLE_DIE_SIZE);
      if (texture != NULL)
        {
          child = gtk_picture_new_for_paintable (GDK_PAINTABLE (texture));
          gtk_picture_set_alternative_text (GTK_PICTURE (child), digit);
          /* read as one, by the dice's own label */
          gtk_accessible_update_state (GTK_ACCESSIBLE (child), GTK_ACCESSIBLE_STATE_HIDDEN, TRUE, -1);
          gtk_picture_set_can_shrink (GTK_PICTURE (child), TRUE);
          gtk_widget_set_size_request (child, EXAMPLE_DIE_SIZE, EXAMPLE_DIE_SIZE);
        }
      else
        {
          /* no SVG renderer: the numbers, as a sheet writes them */
          child = gtk_label_new (digit);
          gtk_accessible_update_state (GTK_ACCESSIBLE (child), GTK_ACCESSIBLE_STATE_HIDDEN, TRUE, -1);
        }
      gtk_widget_set_parent (child, GTK_WIDGET (self));
    }
  self->built = TRUE;
}

static void
balut_rules_dice_set_faces (BalutRulesDice *self,
                            const char     *faces)
{
  g_autofree char *said = NULL;
  g_autofree char *label = NULL;
  GtkWidget *child;

  if (g_strcmp0 (faces, self->faces) == 0)
    return;
  g_free (self->faces);
  self->faces = g_strdup (faces);

  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self))) != NULL)
    gtk_widget_unparent (child);
  self->built = FALSE;
  if (gtk_widget_get_mapped (GTK_WIDGET (self)))
    build_faces (self);

  said = dup_faces_text (faces != NULL ? faces : "");
  /* Translators: the dice of an example in the rules, read out: "Dice: 4 4 4 2 6" */
  label = g_strdup_printf (_("Dice: %s"), said);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self), GTK_ACCESSIBLE_PROPERTY_LABEL, label, -1);
  g_object_notify_by_pspec (G_OBJECT (self), dice_properties[DICE_PROP_FACES]);
}

/* Mapped with its page: the faces are made before the page's first
 * layout, so that it is drawn with them */
static void
balut_rules_dice_map (GtkWidget *widget)
{
  BalutRulesDice *self = BALUT_RULES_DICE (widget);

  if (!self->built)
    build_faces (self);
  GTK_WIDGET_CLASS (balut_rules_dice_parent_class)->map (widget);
}

static void
balut_rules_dice_get_property (GObject    *object,
                               guint       prop_id,
                               GValue     *value,
                               GParamSpec *pspec)
{
  BalutRulesDice *self = BALUT_RULES_DICE (object);

  switch (prop_id)
    {
    case DICE_PROP_FACES:
      g_value_set_string (value, self->faces);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
balut_rules_dice_set_property (GObject      *object,
                               guint         prop_id,
                               const GValue *value,
                               GParamSpec   *pspec)
{
  BalutRulesDice *self = BALUT_RULES_DICE (object);

  switch (prop_id)
    {
    case DICE_PROP_FACES:
      balut_rules_dice_set_faces (self, g_value_get_string (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
balut_rules_dice_dispose (GObject *object)
{
  GtkWidget *child;

  while ((child = gtk_widget_get_first_child (GTK_WIDGET (object))) != NULL)
    gtk_widget_unparent (child);

  G_OBJECT_CLASS (balut_rules_dice_parent_class)->dispose (object);
}

static void
balut_rules_dice_finalize (GObject *object)
{
  g_free (BALUT_RULES_DICE (object)->faces);

  G_OBJECT_CLASS (balut_rules_dice_parent_class)->finalize (object);
}

static void
balut_rules_dice_class_init (BalutRulesDiceClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->get_property = balut_rules_dice_get_property;
  object_class->set_property = balut_rules_dice_set_property;
  object_class->dispose = balut_rules_dice_dispose;
  object_class->finalize = balut_rules_dice_finalize;

  widget_class->map = balut_rules_dice_map;

  dice_properties[DICE_PROP_FACES] =
    g_param_spec_string ("faces", NULL, NULL, NULL,
                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, DICE_N_PROPS, dice_properties);

  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BOX_LAYOUT);
  gtk_widget_class_set_css_name (widget_class, "dice");
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_IMG);
}

static void
balut_rules_dice_init (BalutRulesDice *self)
{
  gtk_box_layout_set_spacing (GTK_BOX_LAYOUT (gtk_widget_get_layout_manager (GTK_WIDGET (self))), 3);
}

/* ------------------------------------------------------------------ */
/* Belote's rules                                                      */
/* ------------------------------------------------------------------ */

/* Belote's sections are built here, from the tables below, and only for
 * a window of Belote's rules; Balut's are the template's. The ids are
 * those of docs/belote-rules.md. A line is a row of the page, made like
 * the template's rows, so that the keyboard and a screen reader go
 * through both games' rules alike. */

typedef enum
{
  LINE_SUBHEADING,
  LINE_TEXT,
  LINE_EXAMPLE,        /* an example, set in from the text */
  LINE_TABLE_HEADING,  /* the words above a table's columns */
  LINE_TABLE,          /* a row of a table: words, then numbers */
} LineKind;

typedef struct
{
  LineKind    kind;
  /* the text; a table's cells (in a table's row only the first is
   * words, the others are numbers, not translated) */
  const char *cells[3];
} RulesLine;

typedef struct
{
  const char      *name;    /* of its page in the stack */
  const char      *title;
  const RulesLine *lines;
  guint            n_lines;
} RulesSection;

/* B1–B3 */
static const RulesLine belote_play_lines[] = {
  { LINE_TEXT, { N_("Belote is a French card game for four players in two teams of two, partners sitting "
                    "opposite each other. In every deal one player chooses the trump suit and so undertakes "
                    "that their team will score more than the other team in that deal. Deals follow one "
                    "another until a team reaches the target of the match.") } },
  { LINE_SUBHEADING, { N_("The Cards") } },
  { LINE_TEXT, { N_("The pack has 32 cards: clubs, diamonds, hearts and spades, each from the Seven up to the "
                    "Ace: 7, 8, 9, 10, Jack, Queen, King, Ace.") } },
  /* Translators: the letters are the same in every language: they are
   * the cards' names in the records (7C, 10D, JH, AS) */
  { LINE_TEXT, { N_("Records and the command line write a card as its rank and the letter of its suit (C, D, "
                    "H, S): 7C is the Seven of clubs, 10D the Ten of diamonds, JH the Jack of hearts, AS the "
                    "Ace of spades.") } },
  { LINE_SUBHEADING, { N_("The Seats") } },
  { LINE_TEXT, { N_("You sit at the bottom (South), your partner across the table (North), your opponents "
                    "East and West. Play passes counter-clockwise, as in France: from you to East on your "
                    "right, then to your partner, then to West.") } },
  { LINE_TEXT, { N_("On the score sheet your team is “Us” and the other team “Them”, unless you give the "
                    "teams names.") } },
  { LINE_SUBHEADING, { N_("The Match") } },
  { LINE_TEXT, { N_("A match is played to 501 points, or to 301 or 1000 if you choose so in New Match. The "
                    "match ends after the deal in which a team reaches the target.") } },
};

/* B4–B9 */
static const RulesLine belote_deal_lines[] = {
  { LINE_TEXT, { N_("The first dealer is chosen at random. After every deal, even one that nobody took, the "
                    "next player deals.") } },
  { LINE_TEXT, { N_("Starting with the player after the dealer, the dealer gives everyone three cards, then "
                    "everyone two more. The next card is laid face up: the turned card. The eleven cards left "
                    "wait in a pile.") } },
  { LINE_SUBHEADING, { N_("The First Round of Bidding") } },
  { LINE_TEXT, { N_("Beginning after the dealer, each player in turn either takes, accepting the turned "
                    "card’s suit as trump, or passes. The first to take is the taker, and the bidding ends "
                    "at once.") } },
  { LINE_SUBHEADING, { N_("The Second Round") } },
  { LINE_TEXT, { N_("If all four passed, a second round goes the same way round. Now a player may name any "
                    "suit except the turned card’s as trump and become the taker, or pass.") } },
  { LINE_TEXT, { N_("If everyone passes again, the deal is void: nobody scores, and the next dealer deals a "
                    "newly shuffled pack.") } },
  { LINE_SUBHEADING, { N_("Completing the Hands") } },
  { LINE_TEXT, { N_("The taker picks up the turned card. The dealer then hands out the pile, starting after "
                    "the dealer: three cards to each player, but two to the taker. Now everybody holds eight "
                    "cards.") } },
};

/* B10–B12 */
static const RulesLine belote_tricks_lines[] = {
  { LINE_TEXT, { N_("The player after the dealer leads the first card, whoever took. Each player in turn "
                    "adds one card; the four cards are a trick. Whoever wins the trick leads the next one. A "
                    "deal has eight tricks.") } },
  { LINE_SUBHEADING, { N_("Which Card Wins") } },
  { LINE_TEXT, { N_("A trick with trumps in it goes to the highest trump. A trick without trumps goes to the "
                    "highest card of the suit led; cards of other suits cannot win it.") } },
  { LINE_TEXT, { N_("Trumps, from the highest: Jack, Nine, Ace, Ten, King, Queen, Eight, Seven.") } },
  { LINE_TEXT, { N_("The other suits, from the highest: Ace, Ten, King, Queen, Jack, Nine, Eight, Seven.") } },
  { LINE_SUBHEADING, { N_("What You May Play") } },
  { LINE_TEXT, { N_("The player winning the trick is the one whose card would take it as it stands.") } },
  { LINE_TEXT, { N_("1. If you have the suit led, you must play it. When trumps were led, you must also play "
                    "a higher trump than any in the trick if you can, unless your partner is winning; then "
                    "any trump will do.") } },
  { LINE_TEXT, { N_("2. If you have none of the suit led and your partner is winning, you may play any "
                    "card.") } },
  { LINE_TEXT, { N_("3. If you have none of the suit led and an opponent is winning, you must play a trump if "
                    "you have one, higher than any trump in the trick if you can. If you cannot go higher, "
                    "you must still play a lower trump.") } },
  { LINE_TEXT, { N_("4. If you have neither the suit led nor a trump, you may play any card.") } },
  { LINE_EXAMPLE, { N_("For example, hearts are trumps. Your partner leads the Ace of spades and West plays the "
                       "Nine of hearts. You have no spades, but the Jack and the Eight of hearts. West is "
                       "winning, so you must trump and go higher than the Nine: only the Jack of hearts may be "
                       "played. Had West played a spade, your partner would be winning and you could play any "
                       "card.") } },
};

/* B13–B15 */
static const RulesLine belote_points_lines[] = {
  { LINE_TEXT, { N_("When the eight tricks are played, each team counts the cards it won:") } },
  { LINE_TABLE_HEADING, {
    /* Translators: the column of a card's rank in the table of card
     * points */
    N_("Card"),
    /* Translators: the column of a card's points when its suit is trump */
    N_("Trump"),
    /* Translators: the column of a card's points in the three suits that
     * are not trump */
    N_("Other suits") } },
  /* Translators: a card's rank, in the table of card points */
  { LINE_TABLE, { N_("Jack"), "20", "2" } },
  /* Translators: a card's rank, in the table of card points */
  { LINE_TABLE, { N_("Nine"), "14", "0" } },
  /* Translators: a card's rank, in the table of card points */
  { LINE_TABLE, { N_("Ace"), "11", "11" } },
  /* Translators: a card's rank, in the table of card points */
  { LINE_TABLE, { N_("Ten"), "10", "10" } },
  /* Translators: a card's rank, in the table of card points */
  { LINE_TABLE, { N_("King"), "4", "4" } },
  /* Translators: a card's rank, in the table of card points */
  { LINE_TABLE, { N_("Queen"), "3", "3" } },
  /* Translators: a card's rank, in the table of card points */
  { LINE_TABLE, { N_("Eight"), "0", "0" } },
  /* Translators: a card's rank, in the table of card points */
  { LINE_TABLE, { N_("Seven"), "0", "0" } },
  { LINE_TEXT, { N_("All 32 cards together are worth 152 points.") } },
  { LINE_SUBHEADING, { N_("The Last Trick") } },
  /* Translators: "dix de der" is French for "ten for the last": keep
   * it in French */
  { LINE_TEXT, { N_("The team that wins the eighth trick scores 10 more, the “dix de der”. Cards and last "
                    "trick make 162.") } },
  /* Translators: capot: a team that wins every trick (French, kept in
   * English, German and Danish) */
  { LINE_SUBHEADING, { N_("Capot") } },
  { LINE_TEXT, { N_("A team that wins all eight tricks is capot: it scores 100 instead of the 10 for the last "
                    "trick, 252 in all. Many tables count 250; this program counts 252.") } },
};

/* B16–B21 */
static const RulesLine belote_announcements_lines[] = {
  { LINE_TEXT, { N_("Under the family rules, players also score for runs and for four cards of a rank in "
                    "their hand. They declare them as they play their first card, from the eight cards they "
                    "held once the hands were completed. Only what is declared can score, and keeping quiet "
                    "to hide your hand is allowed.") } },
  { LINE_TABLE_HEADING, {
    /* Translators: the column of an announcement's name in the table of
     * announcements */
    N_("Announcement"),
    /* Translators: the column of what an announcement is worth */
    N_("Points") } },
  /* Translators: Tierce: three cards in a row of one suit (in French
   * "tierce", in German "Terz") */
  { LINE_TABLE, { N_("Tierce: three in a row"), "20" } },
  /* Translators: Fifty: four cards in a row of one suit (in French
   * "cinquante", in German "Fünfzig") */
  { LINE_TABLE, { N_("Fifty: four in a row"), "50" } },
  /* Translators: Hundred: five or more cards in a row of one suit (in
   * French "cent", in German "Hundert") */
  { LINE_TABLE, { N_("Hundred: five or more in a row"), "100" } },
  /* Translators: carré: all four cards of a rank (the French word, in
   * every language) */
  { LINE_TABLE, { N_("Carré of Jacks"), "200" } },
  /* Translators: carré: all four cards of a rank */
  { LINE_TABLE, { N_("Carré of Nines"), "150" } },
  /* Translators: carré: all four cards of a rank */
  { LINE_TABLE, { N_("Carré of Aces, Kings, Queens or Tens"), "100" } },
  { LINE_TEXT, { N_("A run goes in the order 7, 8, 9, 10, Jack, Queen, King, Ace in every suit, trumps too, "
                    "and counts whole: six, seven or eight in a row are one Hundred. Four Eights or four "
                    "Sevens are worth nothing. One card may count in a run and in a carré at the same "
                    "time.") } },
  { LINE_SUBHEADING, { N_("Which Team Scores Its Announcements") } },
  { LINE_TEXT, { N_("Only one team scores for announcements: the team that declared the best single one. It "
                    "then scores everything its two players declared, and the other team’s declarations "
                    "count nothing.") } },
  { LINE_TEXT, { N_("The best announcement is the one worth the most. At equal worth a carré beats a run; "
                    "between two carrés, Aces beat Kings, Kings beat Queens, Queens beat Tens. Between two "
                    "runs of equal worth the longer wins, then the one with the higher top card, then one "
                    "in trumps. If they are still equal, the one declared first wins, counting from the "
                    "player who led the first trick.") } },
  { LINE_EXAMPLE, { N_("For example, you declare a Tierce and your partner a Fifty, while East declares a "
                       "Tierce up to the Ace of trumps. The Fifty is the best announcement, so your team "
                       "scores 20 + 50 = 70, and East’s Tierce counts nothing.") } },
  /* Translators: Belote and Rebelote: what the holder of the King and
   * Queen of trumps says (the French words, in every language) */
  { LINE_SUBHEADING, { N_("Belote and Rebelote") } },
  { LINE_TEXT, { N_("The player who holds both the King and the Queen of trumps scores 20 for the team, "
                    "under the family and the tournament rules alike. They say “Belote” as they play the "
                    "first of the two and “Rebelote” with the second. Belote-Rebelote is not an "
                    "announcement: it counts whichever team scores its announcements.") } },
};

/* B22–B25 */
static const RulesLine belote_scoring_lines[] = {
  { LINE_TEXT, { N_("A team’s deal points are its card points with the last trick (or the capot’s 100), its "
                    "announcements if they count, and 20 for Belote-Rebelote.") } },
  { LINE_TEXT, { N_("The taker’s team is then compared with the other team, the defenders:") } },
  /* Translators: made: the taker's team scored more than the defenders */
  { LINE_TEXT, { N_("Made: the taker’s team has more. Each team scores its own deal points.") } },
  /* Translators: dedans: the taker's team scored less (French, "inside";
   * kept in English, German and Danish) */
  { LINE_TEXT, { N_("Dedans: the taker’s team has less. The defenders score their own deal points and the "
                    "taker’s team’s too. The taker’s team scores nothing but its Belote-Rebelote, which "
                    "always stays with the team that held it.") } },
  /* Translators: litige: both teams scored the same (French, "dispute";
   * kept in English, German and Danish) */
  { LINE_TEXT, { N_("Litige: both teams have the same. The defenders score their own deal points. The "
                    "taker’s team scores its Belote-Rebelote at once, and the rest of its deal points go "
                    "into the pot.") } },
  { LINE_SUBHEADING, { N_("The Pot") } },
  { LINE_TEXT, { N_("The pot goes, on top of that deal’s points, to the team that wins the next deal that is "
                    "not a litige: to the taker’s team if it made its contract, to the defenders if the "
                    "taker is dedans. Another litige adds to the pot, and a void deal leaves it as it is. "
                    "Points still in the pot when the match ends count for nobody.") } },
  { LINE_EXAMPLE, { N_("For example, a deal ends 81 to 81: a litige. The defenders score 81, and the taker’s "
                       "81 go into the pot. In the next deal the taker’s team wins 100 to 62: it scores 100 "
                       "and the 81 of the pot, the defenders 62.") } },
  { LINE_SUBHEADING, { N_("End of the Match") } },
  { LINE_TEXT, { N_("When a deal’s points and any pot have been added, the match is over if a team has "
                    "reached the target. The higher total wins, even if both teams passed the target. If "
                    "the totals are equal, another deal is played.") } },
};

/* B26, B27 */
static const RulesLine belote_schools_lines[] = {
  { LINE_TEXT, { N_("Belote is played by two sets of rules, chosen in New Match.") } },
  { LINE_TEXT, { N_("The family rules, the usual ones at home, are everything these pages describe.") } },
  { LINE_TEXT, { N_("The tournament rules leave out runs and carrés: nobody declares anything. A deal’s "
                    "points are then its cards, the last trick or the capot, and Belote-Rebelote, which "
                    "counts under both rules.") } },
};

/* B28 */
static const RulesLine belote_pad_lines[] = {
  { LINE_TEXT, { N_("Belote can keep the score while your table plays with its own cards: choose “Real "
                    "cards: scoring pad” in New Match, name the two teams or the four players, and choose "
                    "the rules and the target.") } },
  { LINE_TEXT, { N_("After each deal, enter which team took, the trump if you like, and the points the "
                    "taker’s team won in cards with the last trick, from 0 to 162. The other team gets the "
                    "rest of 162. If a team won every trick, tick its Capot instead. Then give what each "
                    "team declared and who had Belote-Rebelote, and press Enter.") } },
  { LINE_TEXT, { N_("When both teams declared and what you entered cannot tell whose announcement was best, "
                    "for example a Tierce each, the form asks you.") } },
  { LINE_TEXT, { N_("The sheet shows the deal at once, with the marks for dedans, litige, capot and Belote, the "
                    "pot and the running totals, and says who won at the end. Until the next deal is "
                    "entered, the last one can be corrected; after that, Undo takes it back.") } },
  { LINE_TEXT, { N_("What cannot happen is refused with the reason, and nothing changes: more than 162 "
                    "points, exactly 1 or 161, a capot for both teams, a carré of Sevens or Eights, or "
                    "declarations under the tournament rules.") } },
};

static const RulesSection belote_sections[] = {
  { "belote-play", N_("How to Play Belote"), belote_play_lines, G_N_ELEMENTS (belote_play_lines) },
  { "belote-deal", N_("The Deal and the Bidding"), belote_deal_lines, G_N_ELEMENTS (belote_deal_lines) },
  { "belote-tricks", N_("Playing the Cards"), belote_tricks_lines, G_N_ELEMENTS (belote_tricks_lines) },
  { "belote-points", N_("Card Points"), belote_points_lines, G_N_ELEMENTS (belote_points_lines) },
  { "belote-announcements", N_("Announcements"), belote_announcements_lines,
    G_N_ELEMENTS (belote_announcements_lines) },
  { "belote-scoring", N_("Scoring a Deal"), belote_scoring_lines, G_N_ELEMENTS (belote_scoring_lines) },
  { "belote-schools", N_("Family and Tournament Rules"), belote_schools_lines,
    G_N_ELEMENTS (belote_schools_lines) },
  { "belote-pad", N_("Playing with Real Cards"), belote_pad_lines, G_N_ELEMENTS (belote_pad_lines) },
};

/* A label of the rules, as the template makes them */
static GtkWidget *
new_rules_label (const char *text,
                 gboolean    heading)
{
  return g_object_new (GTK_TYPE_LABEL,
                       "label", text,
                       "wrap", TRUE,
                       "wrap-mode", PANGO_WRAP_WORD_CHAR,
                       "xalign", 0.0f,
                       "accessible-role", heading ? GTK_ACCESSIBLE_ROLE_HEADING : GTK_ACCESSIBLE_ROLE_LABEL,
                       NULL);
}

static GtkWidget *
new_rules_row (GtkWidget  *child,
               const char *css_class)
{
  GtkWidget *row = gtk_list_box_row_new ();

  gtk_list_box_row_set_activatable (GTK_LIST_BOX_ROW (row), FALSE);
  gtk_widget_add_css_class (row, css_class);
  gtk_list_box_row_set_child (GTK_LIST_BOX_ROW (row), child);
  return row;
}

static GtkWidget *
new_table_line (const RulesLine *line)
{
  gboolean heading = line->kind == LINE_TABLE_HEADING;
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 18);

  for (guint c = 0; c < G_N_ELEMENTS (line->cells) && line->cells[c] != NULL; c++)
    {
      GtkWidget *cell;

      if (c == 0)
        {
          cell = new_rules_label (_(line->cells[c]), FALSE);
          gtk_widget_set_hexpand (cell, TRUE);
        }
      else
        {
          cell = gtk_label_new (heading ? _(line->cells[c]) : line->cells[c]);
          gtk_label_set_xalign (GTK_LABEL (cell), 1);
          if (heading)
            {
              gtk_label_set_wrap (GTK_LABEL (cell), TRUE);
              gtk_label_set_wrap_mode (GTK_LABEL (cell), PANGO_WRAP_WORD_CHAR);
              gtk_label_set_justify (GTK_LABEL (cell), GTK_JUSTIFY_RIGHT);
            }
          else
            gtk_widget_add_css_class (cell, "numeric");
        }
      if (heading)
        gtk_widget_add_css_class (cell, "dim-label");
      gtk_box_append (GTK_BOX (box), cell);
    }
  return new_rules_row (box, heading ? "rules-table-heading" : "rules-table");
}

static GtkWidget *
new_line (const RulesLine *line)
{
  GtkWidget *label;

  switch (line->kind)
    {
    case LINE_SUBHEADING:
      label = new_rules_label (_(line->cells[0]), TRUE);
      gtk_widget_set_margin_top (label, 12);
      gtk_widget_add_css_class (label, "title-4");
      return new_rules_row (label, "rules-heading");
    case LINE_TEXT:
      return new_rules_row (new_rules_label (_(line->cells[0]), FALSE), "rules-text");
    case LINE_EXAMPLE:
      label = new_rules_label (_(line->cells[0]), FALSE);
      gtk_widget_set_margin_start (label, 12);
      return new_rules_row (label, "rules-example");
    case LINE_TABLE_HEADING:
    case LINE_TABLE:
      return new_table_line (line);
    default:
      g_assert_not_reached ();
    }
}

/* A section's page, as the template's: a list in a viewport that
 * scrolls to the line with the focus, the title its first line */
static GtkWidget *
new_section_page (const RulesSection *section)
{
  GtkWidget *list = gtk_list_box_new ();
  GtkWidget *viewport = gtk_viewport_new (NULL, NULL);
  GtkWidget *scroller = gtk_scrolled_window_new ();
  GtkWidget *title = new_rules_label (_(section->title), TRUE);

  gtk_list_box_set_selection_mode (GTK_LIST_BOX (list), GTK_SELECTION_NONE);
  gtk_widget_set_margin_top (list, 18);
  gtk_widget_set_margin_bottom (list, 18);
  gtk_widget_set_margin_start (list, 12);
  gtk_widget_set_margin_end (list, 12);
  gtk_widget_add_css_class (list, "rules-page");
  gtk_accessible_update_property (GTK_ACCESSIBLE (list), GTK_ACCESSIBLE_PROPERTY_LABEL, _(section->title), -1);

  gtk_widget_add_css_class (title, "title-2");
  gtk_list_box_append (GTK_LIST_BOX (list), new_rules_row (title, "rules-heading"));
  for (guint i = 0; i < section->n_lines; i++)
    gtk_list_box_append (GTK_LIST_BOX (list), new_line (&section->lines[i]));

  gtk_viewport_set_scroll_to_focus (GTK_VIEWPORT (viewport), TRUE);
  gtk_viewport_set_child (GTK_VIEWPORT (viewport), list);
  gtk_scrolled_window_set_policy (GTK_SCROLLED_WINDOW (scroller), GTK_POLICY_NEVER, GTK_POLICY_AUTOMATIC);
  gtk_scrolled_window_set_child (GTK_SCROLLED_WINDOW (scroller), viewport);
  return scroller;
}

/* ------------------------------------------------------------------ */
/* The window                                                          */
/* ------------------------------------------------------------------ */

/* Below this width the sidebar would crowd the text */
#define NARROW_WIDTH 600

struct _BalutRulesWindow
{
  GtkWindow    parent_instance;

  GtkWidget   *title_label;
  GtkWidget   *section_dropdown;
  GtkWidget   *sidebar;
  GtkWidget   *sidebar_separator;
  GtkWidget   *stack;

  BalutRulesGame game;
  gboolean     narrow;
  guint        layout_idle;   /* the layout to change after an allocation */
};

G_DEFINE_ENUM_TYPE (BalutRulesGame, balut_rules_game,
                    G_DEFINE_ENUM_VALUE (BALUT_RULES_GAME_BALUT, "balut"),
                    G_DEFINE_ENUM_VALUE (BALUT_RULES_GAME_BELOTE, "belote"))

G_DEFINE_FINAL_TYPE (BalutRulesWindow, balut_rules_window, GTK_TYPE_WINDOW)

enum {
  PROP_0,
  PROP_GAME,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

static GtkWidget *
visible_scroller (BalutRulesWindow *self)
{
  return gtk_stack_get_visible_child (GTK_STACK (self->stack));
}

/* The first line of the page shown: where the keyboard starts reading */
static GtkWidget *
first_row (BalutRulesWindow *self)
{
  GtkWidget *scroller = visible_scroller (self);
  GtkWidget *viewport = scroller != NULL ? gtk_scrolled_window_get_child (GTK_SCROLLED_WINDOW (scroller)) : NULL;
  GtkWidget *list = viewport != NULL ? gtk_viewport_get_child (GTK_VIEWPORT (viewport)) : NULL;

  return list != NULL ? GTK_WIDGET (gtk_list_box_get_row_at_index (GTK_LIST_BOX (list), 0)) : NULL;
}

static void
set_narrow (BalutRulesWindow *self,
            gboolean          narrow)
{
  if (self->narrow == narrow && gtk_widget_get_visible (self->sidebar) != narrow)
    return;
  self->narrow = narrow;
  gtk_widget_set_visible (self->sidebar, !narrow);
  gtk_widget_set_visible (self->sidebar_separator, !narrow);
  gtk_widget_set_visible (self->title_label, !narrow);
  gtk_widget_set_visible (self->section_dropdown, narrow);
}

static gboolean
layout_idle_cb (gpointer user_data)
{
  BalutRulesWindow *self = user_data;

  self->layout_idle = 0;
  set_narrow (self, gtk_widget_get_width (GTK_WIDGET (self)) < NARROW_WIDTH);
  return G_SOURCE_REMOVE;
}

/* A resize across NARROW_WIDTH changes the way to the sections, once the
 * allocation is over */
static void
balut_rules_window_size_allocate (GtkWidget *widget,
                                  int        width,
                                  int        height,
                                  int        baseline)
{
  BalutRulesWindow *self = BALUT_RULES_WINDOW (widget);

  GTK_WIDGET_CLASS (balut_rules_window_parent_class)->size_allocate (widget, width, height, baseline);

  if ((width < NARROW_WIDTH) != self->narrow && self->layout_idle == 0)
    self->layout_idle = g_idle_add (layout_idle_cb, self);
}

/* The size it opens with decides the first layout, before anything is
 * drawn */
static void
balut_rules_window_show (GtkWidget *widget)
{
  BalutRulesWindow *self = BALUT_RULES_WINDOW (widget);
  GtkWindow *parent = gtk_window_get_transient_for (GTK_WINDOW (self));
  int width = 0, height = 0;
  GtkWidget *row;

  gtk_window_get_default_size (GTK_WINDOW (self), &width, &height);
  /* no larger than the game's window (a phone's screen) */
  if (parent != NULL && gtk_widget_get_width (GTK_WIDGET (parent)) > 0)
    {
      width = MIN (width, gtk_widget_get_width (GTK_WIDGET (parent)));
      height = MIN (height, gtk_widget_get_height (GTK_WIDGET (parent)));
      gtk_window_set_default_size (GTK_WINDOW (self), width, height);
    }
  set_narrow (self, width > 0 && width < NARROW_WIDTH);

  GTK_WIDGET_CLASS (balut_rules_window_parent_class)->show (widget);

  /* a screen reader reads the section from its first line */
  row = first_row (self);
  if (row != NULL)
    gtk_window_set_focus (GTK_WINDOW (self), row);
}

static void
scroll_action (GtkWidget  *widget,
               const char *action_name,
               GVariant   *param)
{
  BalutRulesWindow *self = BALUT_RULES_WINDOW (widget);
  GtkWidget *scroller = visible_scroller (self);
  GtkAdjustment *adjustment;
  double value, page;
  int direction = g_variant_get_int32 (param);

  if (scroller == NULL)
    return;
  adjustment = gtk_scrolled_window_get_vadjustment (GTK_SCROLLED_WINDOW (scroller));
  value = gtk_adjustment_get_value (adjustment);
  page = gtk_adjustment_get_page_increment (adjustment);

  switch (direction)
    {
    case -2: value = gtk_adjustment_get_lower (adjustment); break;
    case -1: value -= page; break;
    case 1: value += page; break;
    case 2: value = gtk_adjustment_get_upper (adjustment); break;
    default: g_return_if_reached ();
    }

  gtk_adjustment_set_value (adjustment, value);
}

/* The section before (-1) or after (1) the one shown; its first line
 * takes the focus */
static void
section_action (GtkWidget  *widget,
                const char *action_name,
                GVariant   *param)
{
  BalutRulesWindow *self = BALUT_RULES_WINDOW (widget);
  g_autoptr(GtkSelectionModel) pages = gtk_stack_get_pages (GTK_STACK (self->stack));
  guint n = g_list_model_get_n_items (G_LIST_MODEL (pages));
  int step = g_variant_get_int32 (param);
  guint current = 0;
  GtkWidget *row;

  for (guint i = 0; i < n; i++)
    if (gtk_selection_model_is_selected (pages, i))
      current = i;
  if ((step < 0 && current == 0) || (step > 0 && current + 1 >= n))
    return;
  gtk_selection_model_select_item (pages, step < 0 ? current - 1 : current + 1, TRUE);
  row = first_row (self);
  if (row != NULL)
    gtk_widget_grab_focus (row);
}

/* The list in the header bar follows the section shown, and leads to
 * the one chosen */
static void
visible_child_cb (BalutRulesWindow *self)
{
  g_autoptr(GtkSelectionModel) pages = gtk_stack_get_pages (GTK_STACK (self->stack));

  for (guint i = 0; i < g_list_model_get_n_items (G_LIST_MODEL (pages)); i++)
    if (gtk_selection_model_is_selected (pages, i)
        && gtk_drop_down_get_selected (GTK_DROP_DOWN (self->section_dropdown)) != i)
      gtk_drop_down_set_selected (GTK_DROP_DOWN (self->section_dropdown), i);
}

static void
section_chosen_cb (BalutRulesWindow *self)
{
  g_autoptr(GtkSelectionModel) pages = gtk_stack_get_pages (GTK_STACK (self->stack));
  guint selected = gtk_drop_down_get_selected (GTK_DROP_DOWN (self->section_dropdown));

  if (selected != GTK_INVALID_LIST_POSITION && !gtk_selection_model_is_selected (pages, selected))
    gtk_selection_model_select_item (pages, selected, TRUE);
}

/* ------------------------------------------------------- what is read */

static void
collect_texts (GtkWidget *widget,
               GPtrArray *texts)
{
  if (GTK_IS_LABEL (widget))
    {
      g_ptr_array_add (texts, g_strdup (gtk_label_get_text (GTK_LABEL (widget))));
      return;
    }
  if (BALUT_IS_RULES_DICE (widget))
    {
      g_ptr_array_add (texts, dup_faces_text (BALUT_RULES_DICE (widget)->faces));
      return;
    }
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    collect_texts (child, texts);
}

/* What a screen reader says of a line of the rules: its text; a table's
 * row as its cells; a category with its example as a sentence */
static void
label_row (GtkWidget *row)
{
  g_autoptr(GPtrArray) texts = g_ptr_array_new_with_free_func (g_free);
  g_autofree char *label = NULL;

  collect_texts (gtk_list_box_row_get_child (GTK_LIST_BOX_ROW (row)), texts);
  if (texts->len == 0)
    return;
  if (gtk_widget_has_css_class (row, "rules-category") && texts->len == 4)
    {
      /* the name, the dice, "→ 12", what it takes */
      const char *score = g_ptr_array_index (texts, 2);

      /* "→ 12": the number alone (after the arrow and a no-break space) */
      while (*score != '\0' && !g_unichar_isdigit (g_utf8_get_char (score)) && *score != '-')
        score = g_utf8_next_char (score);
      /* Translators: a category of the rules, read out: its name, what it
       * takes and scores, and an example: "Fours: Any dice. Every four
       * counts 4. For example, 4 4 4 2 6 scores 12." */
      label = g_strdup_printf (_("%s: %s For example, %s scores %s."),
                               (char *) g_ptr_array_index (texts, 0), (char *) g_ptr_array_index (texts, 3),
                               (char *) g_ptr_array_index (texts, 1), score);
    }
  else
    {
      g_ptr_array_add (texts, NULL);
      /* Translators: between two cells of a table's row read out */
      label = g_strjoinv (C_("rules", ", "), (char **) texts->pdata);
    }
  gtk_accessible_update_property (GTK_ACCESSIBLE (row), GTK_ACCESSIBLE_PROPERTY_LABEL, label, -1);
}

/* The widest a column of a table gets before its words wrap, in pixels
 * (the column that expands wraps at the window's width) */
#define MAX_COLUMN_WIDTH 180

/* The rows of a table line up their cells: every column but the one
 * that takes the rest of the width is as wide as its widest cell (size
 * groups do not hold with labels that wrap: GTK 4.8 then gives a row
 * more than the page's width) */
static void
align_table (GPtrArray *rows)
{
  int widths[8] = { 0, };

  for (guint pass = 0; pass < 2; pass++)
    for (guint r = 0; r < rows->len; r++)
      {
        GtkWidget *line = gtk_list_box_row_get_child (GTK_LIST_BOX_ROW (g_ptr_array_index (rows, r)));
        guint c = 0;

        for (GtkWidget *cell = gtk_widget_get_first_child (line); cell != NULL && c < G_N_ELEMENTS (widths);
             cell = gtk_widget_get_next_sibling (cell), c++)
          {
            int natural = 0;

            if (gtk_widget_get_hexpand (cell))
              continue;
            if (pass == 0)
              {
                gtk_widget_measure (cell, GTK_ORIENTATION_HORIZONTAL, -1, NULL, &natural, NULL, NULL);
                widths[c] = MAX (widths[c], MIN (natural, MAX_COLUMN_WIDTH));
              }
            else
              gtk_widget_set_size_request (cell, widths[c], -1);
          }
      }
}

static void
label_rows (BalutRulesWindow *self)
{
  for (GtkWidget *page = gtk_widget_get_first_child (self->stack); page != NULL;
       page = gtk_widget_get_next_sibling (page))
    {
      GtkWidget *viewport = gtk_scrolled_window_get_child (GTK_SCROLLED_WINDOW (page));
      GtkWidget *list = gtk_viewport_get_child (GTK_VIEWPORT (viewport));
      g_autoptr(GPtrArray) table = g_ptr_array_new ();

      for (GtkWidget *row = gtk_widget_get_first_child (list); row != NULL; row = gtk_widget_get_next_sibling (row))
        {
          gboolean heading;

          if (!GTK_IS_LIST_BOX_ROW (row))
            continue;
          label_row (row);
          heading = gtk_widget_has_css_class (row, "rules-table-heading");
          /* a table ends where the next starts, or where its rows do */
          if (heading || !gtk_widget_has_css_class (row, "rules-table"))
            {
              align_table (table);
              g_ptr_array_set_size (table, 0);
            }
          if (heading || gtk_widget_has_css_class (row, "rules-table"))
            g_ptr_array_add (table, row);
        }
      align_table (table);
    }
}

static void
balut_rules_window_dispose (GObject *object)
{
  BalutRulesWindow *self = BALUT_RULES_WINDOW (object);

  g_clear_handle_id (&self->layout_idle, g_source_remove);
  if (self->stack != NULL)
    g_signal_handlers_disconnect_by_data (self->stack, self);
  if (self->section_dropdown != NULL)
    g_signal_handlers_disconnect_by_data (self->section_dropdown, self);
  gtk_widget_dispose_template (GTK_WIDGET (object), BALUT_TYPE_RULES_WINDOW);

  G_OBJECT_CLASS (balut_rules_window_parent_class)->dispose (object);
}

/* Belote's sections in place of Balut's (the template's) */
static void
show_belote (BalutRulesWindow *self)
{
  GtkWidget *page;

  /* the sidebar lets go of the stack meanwhile: GTK 4.8's sidebar fails
   * on pages removed under it */
  gtk_stack_sidebar_set_stack (GTK_STACK_SIDEBAR (self->sidebar), NULL);
  while ((page = gtk_widget_get_first_child (self->stack)) != NULL)
    gtk_stack_remove (GTK_STACK (self->stack), page);
  for (guint i = 0; i < G_N_ELEMENTS (belote_sections); i++)
    gtk_stack_add_titled (GTK_STACK (self->stack), new_section_page (&belote_sections[i]),
                          belote_sections[i].name, _(belote_sections[i].title));
  gtk_stack_sidebar_set_stack (GTK_STACK_SIDEBAR (self->sidebar), GTK_STACK (self->stack));

  gtk_window_set_title (GTK_WINDOW (self), _("Rules of Belote"));
  gtk_label_set_label (GTK_LABEL (self->title_label), _("Rules of Belote"));
}

static void
balut_rules_window_constructed (GObject *object)
{
  BalutRulesWindow *self = BALUT_RULES_WINDOW (object);
  g_autoptr(GtkSelectionModel) pages = NULL;
  g_autoptr(GtkStringList) titles = NULL;

  G_OBJECT_CLASS (balut_rules_window_parent_class)->constructed (object);

  if (self->game == BALUT_RULES_GAME_BELOTE)
    show_belote (self);

  /* the sections, by their titles, in the header bar's list (a list of
   * its own: the stack's pages go with the stack, before the list) */
  pages = gtk_stack_get_pages (GTK_STACK (self->stack));
  titles = gtk_string_list_new (NULL);
  for (guint i = 0; i < g_list_model_get_n_items (G_LIST_MODEL (pages)); i++)
    {
      g_autoptr(GObject) page = g_list_model_get_item (G_LIST_MODEL (pages), i);

      gtk_string_list_append (titles, gtk_stack_page_get_title (GTK_STACK_PAGE (page)));
    }
  gtk_drop_down_set_model (GTK_DROP_DOWN (self->section_dropdown), G_LIST_MODEL (titles));
  g_signal_connect_swapped (self->stack, "notify::visible-child", G_CALLBACK (visible_child_cb), self);
  g_signal_connect_swapped (self->section_dropdown, "notify::selected", G_CALLBACK (section_chosen_cb), self);
  visible_child_cb (self);

  label_rows (self);

  /* the sidebar's list is named by GTK ("Sidebar", untranslated in some
   * of its catalogues): it is the sections' */
  {
    GtkWidget *list = self->sidebar;

    while (list != NULL && !GTK_IS_LIST_BOX (list))
      list = gtk_widget_get_first_child (list);
    if (list != NULL)
      gtk_accessible_update_property (GTK_ACCESSIBLE (list),
                                      GTK_ACCESSIBLE_PROPERTY_LABEL, _("Sections of the rules"),
                                      -1);
  }
}

static void
balut_rules_window_get_property (GObject    *object,
                                 guint       prop_id,
                                 GValue     *value,
                                 GParamSpec *pspec)
{
  BalutRulesWindow *self = BALUT_RULES_WINDOW (object);

  switch (prop_id)
    {
    case PROP_GAME:
      g_value_set_enum (value, self->game);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
balut_rules_window_set_property (GObject      *object,
                                 guint         prop_id,
                                 const GValue *value,
                                 GParamSpec   *pspec)
{
  BalutRulesWindow *self = BALUT_RULES_WINDOW (object);

  switch (prop_id)
    {
    case PROP_GAME:
      self->game = g_value_get_enum (value);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
balut_rules_window_class_init (BalutRulesWindowClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->constructed = balut_rules_window_constructed;
  object_class->dispose = balut_rules_window_dispose;
  object_class->get_property = balut_rules_window_get_property;
  object_class->set_property = balut_rules_window_set_property;

  /**
   * BalutRulesWindow:game:
   *
   * The game whose rules are shown: Balut's (the template's sections)
   * or Belote's
   */
  properties[PROP_GAME] =
    g_param_spec_enum ("game", NULL, NULL,
                       BALUT_TYPE_RULES_GAME, BALUT_RULES_GAME_BALUT,
                       G_PARAM_READWRITE | G_PARAM_CONSTRUCT_ONLY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  widget_class->show = balut_rules_window_show;
  widget_class->size_allocate = balut_rules_window_size_allocate;

  g_type_ensure (BALUT_TYPE_RULES_DICE);
  gtk_widget_class_set_template_from_resource (widget_class, "/io/github/balut/Balut/balut-rules-window.ui");
  gtk_widget_class_bind_template_child (widget_class, BalutRulesWindow, title_label);
  gtk_widget_class_bind_template_child (widget_class, BalutRulesWindow, section_dropdown);
  gtk_widget_class_bind_template_child (widget_class, BalutRulesWindow, sidebar);
  gtk_widget_class_bind_template_child (widget_class, BalutRulesWindow, sidebar_separator);
  gtk_widget_class_bind_template_child (widget_class, BalutRulesWindow, stack);

  gtk_widget_class_install_action (widget_class, "rules.scroll", "i", scroll_action);
  gtk_widget_class_install_action (widget_class, "rules.section", "i", section_action);

  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Escape, 0, "window.close", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_w, GDK_CONTROL_MASK, "window.close", NULL);
  /* Reading with the keyboard, wherever the focus is. */
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Page_Up, 0, "rules.scroll", "i", -1);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Page_Down, 0, "rules.scroll", "i", 1);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Home, GDK_CONTROL_MASK, "rules.scroll", "i", -2);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_End, GDK_CONTROL_MASK, "rules.scroll", "i", 2);
  /* from section to section, as from sheet to sheet in the game */
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Page_Up, GDK_CONTROL_MASK, "rules.section", "i", -1);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Page_Down, GDK_CONTROL_MASK, "rules.section", "i", 1);
}

static void
balut_rules_window_init (BalutRulesWindow *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
}

/**
 * balut_rules_window_new:
 * @parent: (nullable): the game window
 *
 * Returns: (transfer none): a new, non-modal window with Balut's rules;
 *   like any window, it lives until it is destroyed
 */
BalutRulesWindow *
balut_rules_window_new (GtkWindow *parent)
{
  return balut_rules_window_new_for_game (parent, BALUT_RULES_GAME_BALUT);
}

/**
 * balut_rules_window_new_for_game:
 * @parent: (nullable): the game window
 * @game: the game whose rules to show
 *
 * Returns: (transfer none): a new, non-modal window with the rules of
 *   @game, open on its first section; like any window, it lives until it
 *   is destroyed
 */
BalutRulesWindow *
balut_rules_window_new_for_game (GtkWindow      *parent,
                                 BalutRulesGame  game)
{
  g_return_val_if_fail (parent == NULL || GTK_IS_WINDOW (parent), NULL);
  g_return_val_if_fail (game == BALUT_RULES_GAME_BALUT || game == BALUT_RULES_GAME_BELOTE, NULL);

  return g_object_new (BALUT_TYPE_RULES_WINDOW,
                       "transient-for", parent,
                       "game", game,
                       NULL);
}

BalutRulesGame
balut_rules_window_get_game (BalutRulesWindow *self)
{
  g_return_val_if_fail (BALUT_IS_RULES_WINDOW (self), BALUT_RULES_GAME_BALUT);

  return self->game;
}
