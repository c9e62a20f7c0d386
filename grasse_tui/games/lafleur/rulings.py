"""La Fleur's table rulings: where the rulebook leaves a gap, what the app does.

This tuple is the only place they are written: ``docs/rulings.md`` is generated from it
(``python -m grasse_tui.docs_gen``) and the in-app help shows it under "Table rulings".
Codes start with L (the solo mode's from L16); sections follow the rulebook's own.
"""

from __future__ import annotations

from grasse_tui.core.rulings import Ruling

RULINGS: tuple[Ruling, ...] = (
    Ruling(
        code="L1",
        section="Game Components",
        title="the cards",
        gap="The rulebook gives the component counts and a few card names, but no card list.",
        ruling=(
            "The app plays with its own card set, designed to the counts: 88 flowers (50 with "
            "one symbol, 26 with two, 12 wild), 55 garden features, 35 visitors, 30 events, 10 "
            "characters and 20 artisans. Every name and example the rulebook gives is one of "
            "them, as the rulebook describes it; the help's card catalogue lists them all."
        ),
        why="The game cannot be played without cards; keeping every named example makes the book's worked examples hold.",
    ),
    Ruling(
        code="L2",
        section="Player Setup",
        title="who starts",
        gap="The First Player pawn goes to whoever last walked through a field of flowers.",
        ruling="The first seat at the table takes it; in the solo game you do, as the solo rules say.",
        why="The app cannot ask; the set-up screen's seat order is the table's.",
    ),
    Ruling(
        code="L3",
        section="Locations",
        title="how many artisans a location holds, and useless visits",
        gap="The book limits only the Visitor cards (one pawn each) and Prestige (once a round per player).",
        ruling=(
            "Any number of artisans, of any players, may stand at the other locations. A location "
            "is offered only where the artisan could do something there now (a flower you can "
            "afford, a feature you can pay for or reveal, a hire or a replacement you can pay, a "
            "visitor without a pawn); the Coin location is always open."
        ),
        why="Nothing in the book limits them, and an artisan sent where it can do nothing would only lose a turn by mistake.",
    ),
    Ruling(
        code="L4",
        section="Special Invitation",
        title="romancing: when the allure must hold, and ties",
        gap="The book does not say when the 5 allure for a romance is checked, nor whether a romance pawn breaks a tie.",
        ruling=(
            "The 5 (or what a feature or artisan lowers it to) is checked when the pawn is "
            "placed; allure never goes down, so it still holds at the party. A romance pawn also "
            "breaks a tie for its owner, as an invitation does. A château with a companion, or "
            "with a romance pawn already out, cannot romance; a visitor without an allure type "
            "can be invited but not romanced."
        ),
        why="Both uses of the location put the same pawn on the same card; one companion each is the book's limit.",
    ),
    Ruling(
        code="L5",
        section="Garden Party",
        title="a visitor with two allure types",
        gap="\"The highest total allure that matches the visitor's type\" is unclear for a visitor with two types.",
        ruling="Such a visitor counts each château's allure of both types together; the highest total wins.",
        why="\"Total\" in the book's sentence reads naturally as the sum over the visitor's types.",
    ),
    Ruling(
        code="L6",
        section="Artisan Guild",
        title="a replacement artisan in the round of the one it replaces",
        gap="The book does not say whether a newly kept artisan may act in the round its predecessor was used.",
        ruling=(
            "The new card takes the old card's space and pawn: if that pawn is already on the "
            "board this round, the new artisan has acted; if not, it may be placed later in the "
            "round. It arrives upright, so it may lend its allure to a purchase this round."
        ),
        why="The pawn belongs to the space, not the card; a hired artisan likewise acts in the round it arrives.",
    ),
    Ruling(
        code="L7",
        section="Prestige and Coin",
        title="how much the Prestige location gives",
        gap="One passage says the Prestige location gives the prestige shown, another +1 prestige.",
        ruling="It gives +1 prestige; an event may add to it this round, and says so.",
        why="+1 is the only amount the book states.",
    ),
    Ruling(
        code="L8",
        section="Player Setup",
        title="what is public: coins and hand size",
        gap="The book hides the cards in hand but says nothing about coins or the number of cards held.",
        ruling=(
            "Coins lie in each play area and are public. The number of flower cards each player "
            "holds is public; which cards they are is not. At set-up the two characters and "
            "three artisans dealt are seen only by their player, who chooses behind the shield; "
            "the choices are shown when everyone has chosen."
        ),
        why="At a real table both piles are in plain sight; only the faces of the hand are hidden.",
    ),
    Ruling(
        code="L9",
        section="Special Invitation",
        title="alliances, trades and bribes",
        gap="The book allows players to buy and sell cards, loyalty or anything else between them, with no rules.",
        ruling=(
            "Players may agree what they like at the table, but the app moves no cards or coins "
            "between players outside the rules: an agreement is kept by keeping one's word."
        ),
        why="Free trades have no rule the app could check; nothing in the game depends on them.",
    ),
    Ruling(
        code="L10",
        section="Game Board Setup",
        title="an empty deck",
        gap="The book does not say what happens when a deck runs out.",
        ruling=(
            "Its discard pile is shuffled to make a new deck (for events, every event but the one "
            "showing). With both empty, nothing is drawn."
        ),
        why="Every deck has a discard space on the board; reshuffling it is the usual rule of such games.",
    ),
    Ruling(
        code="L11",
        section="End of Round",
        title="the order of end-of-round effects",
        gap=(
            "The book resolves features and characters starting with the player with the First "
            "Player pawn after it has passed, and does not place an event's end-of-round effect."
        ),
        ruling=(
            "After the garden party the visitors leave and the pawns come home; then an event's "
            "end-of-round effect is resolved by each player in turn order (from this round's first "
            "player); then the First Player pawn passes and features' End of Round abilities and "
            "characters' abilities are resolved starting with the new first player, as the book "
            "orders them; then artisans are reset and the Grande Soirée is checked."
        ),
        why="The book's list passes the pawn before the abilities, so \"the player with the First Player pawn\" is the new one; the event belongs to the round just played.",
    ),
    Ruling(
        code="L12",
        section="End-of-Game Scoring",
        title="ties",
        gap="The book breaks a tie on prestige by total allure, then shares the win.",
        ruling="As written; the score sheet shows each player's total allure beside the prestige.",
        why="The book settles it; the ruling only records where the app shows it.",
    ),
    Ruling(
        code="L13",
        section="Garden Party",
        title="When Visited features",
        gap="The book does not say whether a When Visited ability resolves once per visitor or once per party.",
        ruling=(
            "Once at each garden party where at least one visitor (the companion counts) comes to "
            "the château; an ability that counts visitors counts them all then. A When Visited "
            "feature that lowers the allure needed to romance applies whenever a romance pawn is "
            "placed."
        ),
        why="\"When you are visited\" is the party itself; abilities that reward several visitors say so.",
    ),
    Ruling(
        code="L14",
        section="Garden Party",
        title="the order of a player's visitor effects",
        gap="Each player resolves their visitors \"in any order they choose\".",
        ruling=(
            "The app resolves them in the order the visitors were revealed, the companion last, "
            "then When Visited features; any choice a card offers (a trade, a reward) is asked "
            "when its turn comes."
        ),
        why="Only trades could depend on the order, and they come after the gains of the visitors revealed before them.",
    ),
    Ruling(
        code="L15",
        section="Garden Party",
        title="Camille's allure type",
        gap=(
            "The Garden Party example gives Camille the Flower allure type; the note just before "
            "it lists her among the visitors without a type who follow their own condition."
        ),
        ruling=(
            "Camille has the Flower allure type: she visits the château with the most Flower "
            "allure (a tie, no one) and can be invited or romanced like any typed visitor."
        ),
        why="Both passages send her to the most Flower allure; the worked example is the fuller statement, and a type costs nothing else.",
    ),
    Ruling(
        code="L16",
        section="Solo Mode",
        title="the opponent's garden features and allure",
        gap="The book does not say whether a garden feature the opponent takes raises its allure tracker.",
        ruling=(
            "It does not: the opponent's allure comes from the flowers it draws (step 3) and its "
            "difficulty's gain (step 4). The feature's abilities score when due, except those "
            "counting garden features, artisans or companions, and those about romancing."
        ),
        why=(
            "Step 2 only says to score the feature; steps 3 and 4 are where the book says the "
            "opponent earns allure. Counting the symbols as well gave it a free feature's allure "
            "on top of its draws every round: the greedy bot then won 1 game in 40 at Easier, "
            "27% without (docs/balance.md)."
        ),
    ),
    Ruling(
        code="L17",
        section="Solo Difficulties & Challenges",
        title="the Hardest opponent's visitor allure",
        gap="Step 4 of the opponent's turn and the Hardest level both describe the gain from the first visitors.",
        ruling=(
            "It is step 4 of the opponent's one turn each round (not a second gain). A visitor "
            "with two types gives its first type; one without a type gives nothing. At the "
            "Starting level and Harder, the one allure of the visitors' commonest type is gained "
            "at the same point of its turn."
        ),
        why="The two passages describe one gain; placing the per-round gains in its turn keeps all its moves together in the log.",
    ),
    Ruling(
        code="L18",
        section="Solo Mode",
        title="a flower with two identical symbols",
        gap="At step 3 the opponent earns the allure on each flower it draws; the book does not mention two alike.",
        ruling="Each symbol counts: a card with two Architecture symbols gives 2 Architecture allure.",
        why="The step counts the allure types on the cards, as a player's purchase counts every symbol.",
    ),
    Ruling(
        code="L19",
        section="Solo Mode",
        title="a tie at the end of a solo game",
        gap="You win if your prestige is higher; the book says nothing of a tie.",
        ruling="A tie on prestige is broken by total allure as in the multiplayer game; still tied, nobody wins.",
        why="The game's own tie-break is the smallest rule that settles it, and a draw is not a win.",
    ),
    Ruling(
        code="L20",
        section="Solo Difficulties & Challenges",
        title="the challenges",
        gap=(
            "The book does not say what \"trigger the final round\" means when both are past 12, "
            "nor what \"activating\" a character's abilities is (they are resolved every round), "
            "nor which difficulty the challenges are played at beyond \"used for challenges\"."
        ),
        ruling=(
            "The app checks the ten challenges when a solo game at the Starting level ends with "
            "you the only winner. You triggered the last round if you had 12 or more prestige "
            "when it was announced (the automaton may have too). Your character's abilities "
            "count as activated once they gave you anything. Each challenge met is remembered "
            "in the save file, with the game that first met it."
        ),
        why=(
            "The Starting level is the one the book names for challenges; a pass at 12 is what "
            "triggers the last round, whoever else reached it; an ability that gives nothing "
            "has had no effect."
        ),
    ),
)
