"""The Grand Alchemist's table rulings: where the rulebook leaves a gap, what the app does.

This tuple is the only place they are written: ``docs/rulings.md`` is generated from it
(``python -m grasse_tui.docs_gen``) and the in-app help shows it under "Table rulings".
Codes start with A; sections follow the rulebook's own headings (the Grand Inquisitor keeps
the book's spelling there, "Grand Inquisiteur").
"""

from __future__ import annotations

from grasse_tui.core.rulings import Ruling

RULINGS: tuple[Ruling, ...] = (
    Ruling(
        code="A1",
        section="Section 1: Setup (With 3 or 4 players); Section 3: The Grand Inquisiteur (Search)",
        title="the laboratory pile",
        gap=(
            "Set-up sends the undealt Laboratory cards back to the box, yet a found laboratory "
            "is later replaced from a pile; and at 3–4 players the first player removes one of the "
            "others without a word on how it is chosen."
        ),
        ruling=(
            "The Laboratory cards nobody is dealt stay face down beside the board: they are the "
            "pile new laboratories come from. At 3 or 4 seats one card of that pile is drawn at "
            "random, named to everyone and set aside for the whole game."
        ),
        why=(
            "The replacement draw needs cards to draw from, and a card taken from a face-down "
            "pile is a random one."
        ),
    ),
    Ruling(
        code="A2",
        section="Section 1: Setup (First player)",
        title="where the markers start",
        gap="Only the first player's placement is described.",
        ruling=(
            "The first player is drawn at random, as the book says; then every seat places in "
            "turn order from it: its three markers go together on one city that is not a Savoir "
            "city. Several seats may pick the same city. Every turn starts with the first player."
        ),
        why=(
            "The others need a start as well, and the first player's rule is the only one given; "
            "nothing forbids sharing."
        ),
    ),
    Ruling(
        code="A3",
        section="Section 1: Setup; Phase 1: Receiving cards",
        title="the event hand and an empty deck",
        gap=(
            "Set-up deals three event cards while Phase 1 has them drawn during the first "
            "sequence; neither says what happens when the deck is used up."
        ),
        ruling=(
            "Each seat is dealt 3 event cards at set-up (4 in the faster game). At the start of "
            "each later sequence it draws back up to that number. When the deck runs out, the "
            "played cards are shuffled into a new one."
        ),
        why="Dealing at set-up gives the same hand either way; reshuffling keeps a long game supplied.",
    ),
    Ruling(
        code="A4",
        section=(
            "Section 2: Turn Sequence; Section 3: The Grand Inquisiteur; "
            "Optional Rules (Control of the Grand Inquisiteur)"
        ),
        title="who controls the Grand Inquisitor",
        gap=(
            "The seat with the fewest ingots and Savoir cards plays the Grand Inquisitor, but "
            "the book does not say how the two are weighed, and its movement paragraph has the "
            "first player roll the dice."
        ),
        ruling=(
            "Ingots and Savoir cards are added together; the seat with the lowest total controls "
            "the Grand Inquisitor for the turn, and a tie is settled by a random pick among the "
            "tied seats, named in the log. On turn 1 the first player controls it. With the "
            "rotating option, the first player has it on turn 1, the seat to its left on turn 2, "
            "and so on round the table. The controller rolls the Inquisitor's dice and makes all "
            "its choices."
        ),
        why=(
            "One number says who is furthest behind, whom the Inquisitor is meant to help; a die "
            "among the tied is a random pick; the 'first player' who rolls can only be the one "
            "playing the Inquisitor that turn."
        ),
    ),
    Ruling(
        code="A5",
        section="Phase 3: Carrying out the Grand Œuvre (studying)",
        title="who studies, and what is public",
        gap=(
            "The book says a player studies by stopping on a Savoir city, but not which markers "
            "may, nor whether the cards held are secret."
        ),
        ruling=(
            "Any marker, alchemist or assistant, may study: when it ends its move on a Savoir "
            "city whose card its seat lacks, the seat takes the top card of that city's deck. "
            "How many Savoir cards a seat holds, and from which cities, is open to all; their "
            "families are secret."
        ),
        why=(
            "Assistants are there to spread the work over the map. Studying happens in plain "
            "sight and every exchange names its cities, so the families, which the purity code "
            "rewards, are what is worth hiding."
        ),
    ),
    Ruling(
        code="A6",
        section="Phase 3: Carrying out the Grand Œuvre",
        title="where the Grand Œuvre is made",
        gap=(
            "The book lets a player work in any city, out of prison, without saying which marker "
            "matters or what a work that yields nothing does to the cards."
        ),
        ruling=(
            "The Grand Œuvre is attempted in phase 3, wherever the seat's alchemist stands, "
            "provided the alchemist is not in the dungeon; assistants play no part. All six "
            "Savoir cards go back under their cities' decks, whatever the markers show."
        ),
        why="The dungeon condition is about the alchemist; a failed transmutation still uses up the knowledge.",
    ),
    Ruling(
        code="A7",
        section="Section 4: Event Cards; Phase 1: Receiving cards",
        title="when event cards are played",
        gap=(
            "Cards are played in your own sequence, yet Protection answers searches and storms "
            "that may strike in other sequences, and a defender in a duel may want swordsmen."
        ),
        ruling=(
            "You play event cards only in your own sequence, at any decision of yours: Coach and "
            "Shortcut while a marker moves, Swordsman when you open a duel. Exceptions: "
            "Protection is played for you at once when a search names you, whoever searches, or "
            "when a storm would cost you a card; in your sequence you may also play it to free "
            "one of your markers from the dungeon. A seat challenged to a duel may play "
            "Swordsman cards too, as many as it decides."
        ),
        why=(
            "The book's rule stands wherever it can; Protection and the defender's swordsmen "
            "only matter when someone else acts, and nobody holding Protection would let a "
            "search or storm through."
        ),
    ),
    Ruling(
        code="A8",
        section="Phase 2: Movement and encounters; Section 4: Event Cards",
        title="no post relay card",
        gap="Movement names a post relay card (relais de poste) that Section 4 never describes or counts.",
        ruling="There is no post relay card: the 32 event cards are the nine kinds that Section 4 lists.",
        why="A card without an effect cannot be played, and the nine described kinds already make up the deck.",
    ),
    Ruling(
        code="A9",
        section="Section 4: Event Cards (Diligence); Phase 2: Movement and encounters",
        title="the coach cards",
        gap=(
            "A coach gives +2, +3 or +4, but the book does not say which card gives which, nor "
            "whether it helps a marker that rolled a 1."
        ),
        ruling=(
            "There are 6 coaches, two each of +2, +3 and +4, the value fixed on the card. A coach "
            "adds its points to one of your markers whose move is not over; a marker that rolled "
            "a 1 does not move this sequence, coach or not."
        ),
        why="A printed value lets you plan; the book's 1 means no move at all.",
    ),
    Ruling(
        code="A10",
        section="Phase 2: Movement and encounters (Inspection and diversion; Duel)",
        title="ties",
        gap="Neither the duel nor the diversion says what equal scores do.",
        ruling=(
            "A tied duel has no winner: no cards are looked at or exchanged. A tied diversion "
            "fails: the assistant stays with its seat, as the alchemist must score higher."
        ),
        why="Both rules reward only the higher score.",
    ),
    Ruling(
        code="A11",
        section="Phase 2: Movement and encounters (Movement)",
        title="a move, city by city",
        gap=(
            "The ban on passing a city twice does not say whether the starting city counts; the "
            "book does not say when a shortcut card is spent."
        ),
        ruling=(
            "A move never passes the same city twice, and the city it starts from counts as "
            "passed, so a move cannot end where it began; a marker that does not move (a 1, or "
            "stopped at once) simply stays. Each sea passage crossed calls for a storm die. A "
            "shortcut needs a Shortcut card, spent as the marker takes it."
        ),
        why="Going out and back would dodge the rule's point; one card per shortcut taken is what the card says.",
    ),
    Ruling(
        code="A12",
        section="Phase 2: Movement and encounters (Encounters; Duel)",
        title="when an encounter happens",
        gap=(
            "An encounter follows stopping on a city with other markers; the book does not say "
            "whether a marker that stayed put stops, whether your own markers count, nor "
            "exactly which duels the start-of-turn rule forbids."
        ),
        ruling=(
            "Only a marker that moved and stopped on a city holding other seats' markers has an "
            "encounter; your own markers never count. You may not duel a marker that shared a "
            "city with one of your markers when your sequence began."
        ),
        why="An encounter is an arrival; the duel ban is meant for markers that were already side by side.",
    ),
    Ruling(
        code="A13",
        section="Phase 2: Movement and encounters (Sea passages and storms); Section 3: The Grand Inquisiteur",
        title="storms",
        gap=(
            "A storm costs a Savoir card drawn by another player, but the book does not say "
            "which player, where the card goes, nor whether the Grand Inquisitor is touched."
        ),
        ruling=(
            "The lost card is picked at random (chance stands in for the other player) and goes "
            "back under its city's deck. Storms leave the Grand Inquisitor alone, as it carries "
            "no Savoir card; the ban on passing a city twice binds it too."
        ),
        why="A blind draw by anyone is a random card; a card lost to the sea returns to the game as studied cards do.",
    ),
    Ruling(
        code="A14",
        section="Section 3: The Grand Inquisiteur (Control and arrest; Search)",
        title="what the Inquisitor shows",
        gap=(
            "The book does not say who sees a marker the Inquisitor turns over, nor whether the "
            "investigation sheet is open."
        ),
        ruling=(
            "A controlled marker is shown to everyone: an arrest is public anyway, and an "
            "assistant let go is known as one from then on. The investigation sheet is open to all."
        ),
        why="The Inquisitor acts in the open, and the sheet records searches everyone heard announced.",
    ),
    Ruling(
        code="A15",
        section="Section 3: The Grand Inquisiteur (The dungeon); Optional Rules (Public judgement)",
        title="time in the dungeon",
        gap="A prisoner passes one turn in the dungeon; the book does not say whose turn, nor when the release comes.",
        ruling=(
            "An arrested alchemist, or an assistant sent by the Prison card, misses its seat's "
            "next sequence: it neither moves nor works. When the sequence after that begins it "
            "is released, and a die names the Savoir city it starts from; it may study there at "
            "once, without moving (a move could not end where it began). Protection freeing a "
            "marker works the same way. Found guilty by the public judgement, it misses two "
            "sequences."
        ),
        why=(
            "Counting the prisoner's own sequences gives every seat the same penalty, whatever "
            "its place in the turn; starting on a Savoir city is meant to be worth something."
        ),
    ),
    Ruling(
        code="A16",
        section="Section 3: The Grand Inquisiteur (The dungeon)",
        title="losing more cards than you hold",
        gap="The judgement can cost one or two Savoir cards to a seat that holds fewer.",
        ruling="A seat that must lose more Savoir cards than it holds loses all it has, and owes nothing more.",
        why="The search already works this way for hands of three cards or fewer.",
    ),
    Ruling(
        code="A17",
        section="Phase 3: Carrying out the Grand Œuvre; Components (ingot markers)",
        title="winning, and the ingot supply",
        gap=(
            "The book has players go on until they reach 5 ingots without saying that this ends "
            "the game, nor what happens when the 18 ingot markers run short."
        ),
        ruling=(
            "The Grand Œuvre that brings a seat to 5 ingots (4 in the faster game) ends the game "
            "at once: that seat wins. A work that yields more than the supply holds gives what "
            "is left; once the supply is empty the game ends, and the most ingots win, then the "
            "most Savoir cards held; a tie after that is a shared win."
        ),
        why="Reaching the goal is the race's end; the box's ingots are a hard limit.",
    ),
    Ruling(
        code="A18",
        section="Section 3: The Grand Inquisiteur (Search); Section 4: Event Cards (Perquisition)",
        title="where a search can be made",
        gap=(
            "The Inquisitor may search in any city it passes, though only laboratory cities "
            "can hold a laboratory; the book does not say whether a player may be searched "
            "twice in one city."
        ),
        ruling=(
            "The Inquisitor and the Search card search laboratory cities only, and name a seat "
            "not yet marked on the sheet for that city. The Inquisitor neither searches nor "
            "controls in the city its move starts from, and does one thing at most in each city."
        ),
        why="A search anywhere else, or a second one in the same place, could only waste the action.",
    ),
    Ruling(
        code="A19",
        section="Section 4: Event Cards (Voleur)",
        title="the thief",
        gap=(
            "The thief takes another player's Savoir or event cards and may exchange two; the "
            "book does not say whether the cards change hands or are only looked at, nor how "
            "a swap keeps to one Savoir card per city."
        ),
        ruling=(
            "You look at all the Savoir cards, or all the event cards, of one other seat (you "
            "choose which) and may swap up to 2 of them for 2 of yours, one at a time. A Savoir "
            "swap must leave both hands with at most one card of each city."
        ),
        why="Swapping two is pointless if you keep them all; the one-card-per-city rule holds for every hand.",
    ),
    Ruling(
        code="A20",
        section="Section 4: Event Cards (Alliage secret)",
        title="the secret alloy",
        gap="The card changes a Savoir card's family without saying for how long, nor who is told.",
        ruling=(
            "You name one Savoir card of your hand and a family: it counts as that family until "
            "it leaves your hand (a Grand Œuvre, a loss, a swap). Only you learn which card and "
            "which family."
        ),
        why="An alloy belongs to the hand that made it, and a secret card should stay secret.",
    ),
    Ruling(
        code="A21",
        section="Section 4: Event Cards (Épidémie de peste)",
        title="the plague",
        gap=(
            "A plagued city becomes impassable for a turn; the book does not say whether "
            "markers already there are trapped or whether the Inquisitor is stopped, and offers "
            "an option for Savoir cities."
        ),
        ruling=(
            "The plague goes on a city that is not a Savoir city (the book's option is not "
            "used), and never on the city it has just left. No marker and no Inquisitor may "
            "enter it; markers already there may leave. It lifts when the seat that placed it "
            "begins its next sequence."
        ),
        why="Impassable means no way in; a plagued Savoir city could stall every alchemist's studies.",
    ),
    Ruling(
        code="A22",
        section="Optional Rules (Public judgement)",
        title="the public vote",
        gap=(
            "The book does not say whether the vote replaces the judgement die, nor whether the "
            "Inquisitor's controller, who runs the vote, also votes."
        ),
        ruling=(
            "A tied vote is guilty (the Inquisitor's side), as the book says. The vote takes the "
            "place of the die: a guilty alchemist loses no Savoir card. Every seat but the "
            "prisoner's votes, the Inquisitor's controller included."
        ),
        why="The option describes a different judgement, not an extra one; the controller is a player like the others.",
    ),
    Ruling(
        code="A23",
        section="Components; Section 2: Turn Sequence",
        title="how many players",
        gap=(
            "The book gives no player count outright; its turn sequence runs to six players and "
            "set-up has a rule for three or four."
        ),
        ruling="3 to 6 seats; bots may fill any of them.",
        why="The count the book's own rules point to.",
    ),
    Ruling(
        code="A24",
        section="Section 2: Turn Sequence",
        title="a game that does not end",
        gap="The only end the book gives is reaching the ingot goal, which cautious players may never do.",
        ruling=(
            "If nobody has won when turn 40 is over, the game ends there: the most ingots win, "
            "then the most Savoir cards held; a tie after that is a shared win."
        ),
        why="Every game finishes, and it ends on the same measures as an emptied ingot supply.",
    ),
    Ruling(
        code="A25",
        section="Section 4: Event Cards (Prison)",
        title="the prison card's target",
        gap="The owner chooses which assistant goes; the book does not say what if none is free.",
        ruling=(
            "The card names a seat with at least one assistant out of the dungeon; its owner "
            "picks which of those assistants goes."
        ),
        why="A card with no assistant to send would do nothing.",
    ),
)
