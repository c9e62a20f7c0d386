"""Grasse's table rulings: where the rulebook leaves a gap, what the app does.

This tuple is the only place the rulings are written. ``docs/rulings.md`` is
generated from it (``python -m grasse_tui.docs_gen``) and the in-app help shows
it under "Table rulings". Section names follow the rulebook's own sections.
"""

from __future__ import annotations

from grasse_tui.core.rulings import Ruling

RULINGS: tuple[Ruling, ...] = (
    Ruling(
        code="G1",
        section="Components",
        title="the ten location tiles",
        gap=(
            "The rulebook names most location tiles only where it explains their effects, "
            "and never lists the locations printed on the board."
        ),
        ruling=(
            "The ten location tiles are Palace, La Grande Usine, Royal Bank, Alley, "
            "Alleyway, Grand Fair, Château, Enfleurage, Square and Shortcut. The eight "
            "fixed locations on the board are three Factories, Master Perfumer, Bank, "
            "City Hall, Market and Perfumery."
        ),
        why=(
            "These are the only location names the book gives, and the counts fit its "
            "setup: with 2 players four tiles are set aside and the other six fill the 2 "
            "open spaces and spaces I–IV; with 4 players 8 of the 10 are used "
            "(DESIGN.md §2)."
        ),
    ),
    Ruling(
        code="G2",
        section="Setup",
        title="tiles left over after spaces I–IV",
        gap=(
            "Once the open tiles and the four face-down tiles for spaces I–IV are out, "
            "some tiles can remain, and the book does not say what becomes of them."
        ),
        ruling=(
            "Leftover tiles go back to the box without anyone seeing them: one at 5 "
            "players, two at 4 players, two at 3 players, none at 2 players."
        ),
        why=(
            "Setup draws exactly four tiles for spaces I–IV from those still in hand; "
            "nothing else ever draws from the rest, so they take no part in the game."
        ),
    ),
    Ruling(
        code="G3",
        section="Setup",
        title="the resource track and the large tiles",
        gap=(
            "The book does not say how many spaces the resource track has, nor how each "
            "player's three large tiles get onto it."
        ),
        ruling=(
            "The track has 14 spaces. Before any tile is placed, the 43 pieces in the bag "
            "are dealt at random, 3 to every space, and the one piece left over goes back "
            "to the box. Then, starting with round I's first player, seats take turns "
            "placing one large tile each on any space that has no tile yet, in snake order "
            "(1…n, then n…1, then 1…n; at 5 players only the first two passes, as each "
            "seat places two). Every space still without a tile gets a grey (neutral) tile."
        ),
        why=(
            "At 3 pieces a space, 14 spaces hold 42 of the 43 pieces, leaving the one the "
            "book discards. 4 players leave 14 − 12 = 2 grey spaces, 5 players 14 − 10 = 4, "
            "and 2 players 14 − 6 = 8, which matches the 8 neutral tiles in the box. Drafting after the "
            "pieces are out lets players judge the spaces, as the solo setup does."
        ),
    ),
    Ruling(
        code="G4",
        section="Factories",
        title="perfume recipes and technique cards",
        gap="The recipe cards are not reproduced in the rulebook, so no ingredient list is given.",
        ruling=(
            "A classic perfume takes one of each base (water, alcohol, diluent, fixative) "
            "plus one essence of its own type. An Exotic perfume takes the four bases plus "
            "two essences of two different types (any two). The 20 technique cards are the "
            "20 pairs of a classic type and a base: a seat holding one does not need that "
            "base when it makes that type. Techniques never apply to Exotic perfumes."
        ),
        why=(
            "DESIGN.md §2 records these recipes from reviews of the published game, and "
            "5 classic types × 4 bases gives exactly the 20 technique cards."
        ),
    ),
    Ruling(
        code="G5",
        section="Factories",
        title="which types each factory makes",
        gap=(
            "The book says each factory makes two types and that the pairing changes from "
            "game to game, but not how the pairing is chosen."
        ),
        ruling=(
            "At setup the six factory markers (the five classic types and Exotic) are "
            "paired at random onto the three factories. A factory makes either of its two "
            "types."
        ),
        why=(
            "Six markers fill three factories of two types each, and a random pairing "
            "gives the variety between games that the book describes."
        ),
    ),
    Ruling(
        code="G6",
        section="Awards",
        title="slot values, who competes, and ties",
        gap="The points printed on the award slots are not in the text.",
        ruling=(
            "At setup the four criteria are drawn at random into slots A–D. For 1st/2nd/3rd "
            "place, slot A pays 3/2/1, slot B 5/4/3, slot C 5/4/3 and slot D 4/3/2. A seat "
            "with nothing in a criterion (no sale, no production, no flask held) does not "
            "compete in it. A tied group takes the place just below the one it shares and "
            "pushes everyone beneath it down one place. With 2 players only 1st place "
            "scores; with 3 players 3rd place does not score."
        ),
        why="These values reproduce all three of the rulebook's tie-breaking examples exactly.",
    ),
    Ruling(
        code="G7",
        section="Market",
        title="exchanges on the resource track",
        gap=(
            "Every exchange goes through the resource track, but the book does not say "
            "which space a resource goes to or comes from."
        ),
        ruling=(
            "Resources a seat gives up are delivered first, each onto any space it picks "
            "that holds fewer than 4 pieces. A resource it receives (by a Market trade or "
            "purchase, or at Enfleurage) comes from any space it picks. A trade or purchase "
            "is only possible if the wanted resource is on the track once the delivery is "
            "done."
        ),
        why=(
            "The book has trades deliver before they collect, and the track is the game's "
            "only supply of resources."
        ),
    ),
    Ruling(
        code="G8",
        section="Bank",
        title="how many coins the bank holds",
        gap="The book never says whether the bank's money can run out.",
        ruling=(
            "Coins are the 34 in the box (worth 58 in all). Each seat starts with 2 and "
            "the rest form the bank. When the bank cannot pay in full, it pays what it has."
        ),
        why="The component list is the only limit the book puts on money.",
    ),
    Ruling(
        code="G9",
        section="Maintenance",
        title="choosing the first player",
        gap=(
            "Ties for fewest points go to the marker on top, but the book does not say how "
            "markers stack, nor who starts round I."
        ),
        ruling=(
            "Round I's first player is drawn at random. In later rounds the seat with the "
            "fewest points goes first; among tied seats, the one that reached that score "
            "last (its marker is on top). Seats that have never scored count as stacked "
            "in reverse round-I order, so among them the last seat of round I is on top."
        ),
        why="A marker arriving on a space is set on top of those already there.",
    ),
    Ruling(
        code="G10",
        section="Palace",
        title="where the noble may go",
        gap=(
            "The book does not say whether the noble may be sent back to the Palace or "
            "left where it stands, nor who gets the effect of its new location."
        ),
        ruling=(
            "The noble goes to any location except the Palace and except the one it "
            "stands on. The seat that used the Palace carries out that location's effect "
            "at no cost. The noble then counts as a worker there until the round ends."
        ),
        why=(
            "The book makes the noble change location every time it is moved, and sending "
            "it to the Palace would let it loop."
        ),
    ),
    Ruling(
        code="G11",
        section="Movement on the Track",
        title="entering, skipping and special moves",
        gap=(
            "The book explains counting for an ordinary forward move only; entering the "
            "track, backward moves and the golden pawn are left open."
        ),
        ruling=(
            "A pawn not yet on the track comes in from the left: a move of 1 lands on the "
            "first free space, a move of 2 on the second. Spaces holding a pawn or the "
            "golden pawn are skipped and not counted, moving forward (a normal move or the "
            "Grand Fair) or backward (the Alley). The Alley and the Alleyway need the "
            "seat's own pawn on the track; the Alleyway also needs the other pawn on the "
            "track."
        ),
        why=(
            "The book's movement rules are applied to every move on the track, whatever "
            "caused it."
        ),
    ),
    Ruling(
        code="G12",
        section="Master Perfumer",
        title="refreshing a card row",
        gap=(
            "A seat that cannot take any open card may clear the row and open new ones, "
            "but the book does not say how many open at a time, what happens when the deck "
            "runs out, or whether the seat must still take two cards."
        ),
        ruling=(
            "When no open card of a row may be taken (the seat already holds every type "
            "shown), the seat may discard that row's open cards and open new ones, three "
            "at a time, until one can be taken or the deck is empty; the discards are then "
            "reshuffled into a deck, once. A seat may stop after one card."
        ),
        why=(
            "This is the book's own remedy (clear the row and keep opening until a card "
            "can be bought), carried out with the row of three set up at the start."
        ),
    ),
    Ruling(
        code="G13",
        section="End of Game",
        title="the free action after round IV",
        gap=(
            "Every seat gets one free production or sale after round IV, but the book "
            "names no location for it and does not say where spent resources go."
        ),
        ruling=(
            "After round IV, in turn order from round IV's first player, each seat may "
            "produce one perfume of any type (as if at La Grande Usine), sell one flask "
            "at Perfumery prices, or pass. Resources spent are delivered to the track as "
            "usual."
        ),
        why=(
            "The book asks only for the resources or the flask, with no factory named, so "
            "any type may be made; a plain sale pays what the Perfumery pays."
        ),
    ),
    Ruling(
        code="G14",
        section="Worker Allocation",
        title="when a worker must be discarded",
        gap="The discard rule could be read as applying whenever a seat is short of coins.",
        ruling=(
            "A seat must discard its worker only when it has no coin and every location "
            "is occupied. It then gets 1 coin from the bank and still moves its pawn."
        ),
        why=(
            "Placing a worker on an empty location is free at every player count, so only "
            "a seat with no coin facing a board with no empty location is stuck."
        ),
    ),
    Ruling(
        code="G15",
        section="City Hall",
        title="tiles, pieces and pawns at the City Hall and the Shortcut",
        gap=(
            "The book does not say whether the pieces on a space travel with its tile at the "
            "City Hall, whether the Shortcut moves tiles as well as pieces, or whether pawns "
            "matter to the Shortcut."
        ),
        ruling=(
            "The City Hall moves tiles only: pieces, pawns and the golden pawn stay on their "
            "spaces, and both spaces must be free of pawns and of the golden pawn. The Shortcut "
            "moves pieces only: tiles and pawns stay, and any two spaces whose contents differ "
            "may be exchanged, with or without pawns on them."
        ),
        why=(
            "Each effect moves only what its text names (tiles for the City Hall, a set of "
            "cubes for the Shortcut), and only the City Hall mentions pawns."
        ),
    ),
    Ruling(
        code="G16",
        section="Movement on the Track",
        title="moving backward past the first space",
        gap="The book loops the track for forward moves only, but the Alley moves pawns backward.",
        ruling=(
            "A backward move that passes the first space continues from the last one, "
            "skipping occupied spaces as a forward move does."
        ),
        why=(
            "The track is a loop (a pawn at the end returns to the beginning); the same loop "
            "serves both directions."
        ),
    ),
    Ruling(
        code="G17",
        section="Master Perfumer",
        title="refilling a card row when its deck runs out",
        gap=(
            "A taken card must be replaced at once, but the book does not say what happens "
            "when the deck is empty."
        ),
        ruling=(
            "A taken card is replaced, in the same place in the row, by the top card of that "
            "row's deck. When the deck is empty, the row's discards are shuffled into a new "
            "deck; when there are no discards either, the row stays short."
        ),
        why=(
            "This keeps three cards open for as long as any are left, using the discards as "
            "ruling G12 does."
        ),
    ),
    Ruling(
        code="G18",
        section="Collecting Resources",
        title="no room on the track",
        gap=(
            "Resources handed in must go onto spaces holding fewer than 4 pieces, but the book "
            "does not say what happens when the track has no room for them."
        ),
        ruling=(
            "A production or Market trade is offered only when the track has room for every "
            "piece it hands in; otherwise it cannot be chosen."
        ),
        why=(
            "Every piece handed in must land on the track, so an exchange that cannot be "
            "delivered cannot be made. It is rare: the track has 56 places for at most 58 "
            "pieces in play."
        ),
    ),
    Ruling(
        code="G19",
        section="Rules for 5 Players",
        title="the fifth seat's colour and kit",
        gap=(
            "The box has workers, tiles and screens in four colours only, and its 11 cubes of "
            "each base cover the bag (7) and four kits (4), not a fifth kit."
        ),
        ruling=(
            "The fifth seat plays green (letter G) and gets the same kit as everyone else: "
            "4 workers, a pawn, 2 coins and one cube of each base. Green may also be picked "
            "at smaller tables."
        ),
        why=(
            "The rulebook gives a fifth pawn for 5-player games, so the fifth seat must "
            "have a kit; DESIGN.md §2 names green. A kit short of cubes would leave that "
            "seat unable to make a perfume, unlike everyone else."
        ),
    ),
    Ruling(
        code="G20",
        section="Rules for 5 Players",
        title="the 5-player award tiles",
        gap=(
            "A 5-player game lays its own award tiles over the printed slots, but their "
            "values are not in the text."
        ),
        ruling=(
            "With 5 players four places score. For 1st/2nd/3rd/4th place, slot A pays "
            "4/3/2/1, slot B 6/5/4/3, slot C 6/5/4/3 and slot D 5/4/3/2. Who competes and "
            "the tie push-down work as in ruling G6, so a group tied for 4th place, or pushed "
            "below it, scores nothing."
        ),
        why=(
            "Each printed slot steps down 1 point a place and slot A ends on 1 point. Adding "
            "a paid 4th place that keeps both (a 1-point step, a last paid place worth at "
            "least 1) raises every slot by one, which keeps the slots' order (B = C > D > A) "
            "and makes a tie cost a tied group exactly 1 point, as at 2–4 players."
        ),
    ),
    Ruling(
        code="G21",
        section="Rules for 5 Players",
        title="worker cost with five players and the noble",
        gap=(
            "The 5-player cost is \"the number of workers minus 1\", and the book does not "
            "repeat there whether the noble counts as a worker."
        ),
        ruling=(
            "With 5 players a location costs nothing when empty or when one figure stands "
            "there, and one coin for every further figure; the noble counts as a figure "
            "like any worker, so a location holding only the noble is free."
        ),
        why=(
            "The Palace says the noble counts as a normal worker for later allocation "
            "costs, and the 5-player rule only changes the price per worker."
        ),
    ),
    Ruling(
        code="G22",
        section="Mini Expansion II – Important Clients",
        title="the client row, the end of the game and double sales",
        gap=(
            "The book does not say which end of the row new clients join, whether the row "
            "changes after round IV, or whether the free sale at the end or a second flask "
            "sold under an event can serve a client."
        ),
        ruling=(
            "The row is read left to right: at the end of rounds I–III the rightmost client "
            "leaves, the others slide right, and new clients fill the row from the left; "
            "after round IV nothing changes. Every sale — at the Perfumery, at the Château, "
            "each flask of a double sale, and the end-of-game free sale (ruling G13) — serves "
            "an open client wanting that type: +1 coin, +1 point, and that client leaves. "
            "Client points are shown as their own line of the score."
        ),
        why=(
            "Sliding right and refilling leaves the gaps on the left. Maintenance happens "
            "only between rounds, and the free sale is made at Perfumery prices."
        ),
    ),
    Ruling(
        code="G23",
        section="Mini Expansion III – Secret Formula Cards",
        title="the ten formula cards",
        gap="The box holds 10 secret formula cards, but the book does not list them.",
        ruling=(
            "The ten cards are the ten pairs of two different essences (floral, fruity, "
            "herbal, spice, woody). Each seat is dealt one at random at setup; the rest "
            "stay in the box unseen. A card is shown only to its owner until the game ends, "
            "when every card is revealed."
        ),
        why="Five essences make exactly ten different pairs, one per card.",
    ),
    Ruling(
        code="G24",
        section="Mini Expansion III – Secret Formula Cards",
        title="when a secret formula scores",
        gap=(
            "\"4 resources of any color/type plus the two essences indicated\" could mean "
            "four resources in all or four besides the essences, of one kind or of any."
        ),
        ruling=(
            "A seat scores 3 points when, after the final free actions, it holds at least one "
            "of each of the two essences on its card and at least four further resources of "
            "any kind — at least six resources behind its screen in all. The 3 points are a "
            "line of their own in the final score."
        ),
        why=(
            "\"Plus\" adds the two essences to the four, and \"of any color/type\" lets "
            "the four be anything, extra essences of the named types included."
        ),
    ),
    Ruling(
        code="G25",
        section="Mini Expansion I – Events",
        title="the fifteen event cards",
        gap="The book describes 13 event effects for 15 cards without saying which repeat.",
        ruling=(
            "The pile holds one card of each effect, plus a second \"every player receives "
            "$2\" card and a second \"all players pay $2\" card."
        ),
        why=(
            "These two are the simplest and mirror each other, so doubling both keeps the "
            "pile's money in balance; doubling the vanguard flip is impossible (the "
            "double-sided pile has only one spare card)."
        ),
    ),
    Ruling(
        code="G26",
        section="Mini Expansion I – Events",
        title="harvest events: which collections they change",
        gap=(
            "The \"collect 2\" and \"collect at most 1\" events speak of where a pawn stops "
            "after moving, leaving the other collections open, and could both be in force "
            "with variant 3."
        ),
        ruling=(
            "They apply to every collection where a seat's own pawn stops: the ordinary "
            "move, the Grand Fair, the Alley and the Alleyway; not to the golden pawn of "
            "the Square. On an opponent's tile the seat still pays 1 coin in all. When both "
            "are in force in the same round they cancel out and the usual rules apply."
        ),
        why=(
            "Each of those effects ends with collecting where the pawn stopped, as a move "
            "does; the Square has its own fixed take of one piece. Two opposite rules for "
            "the same round leave the ordinary one."
        ),
    ),
    Ruling(
        code="G27",
        section="Mini Expansion I – Events",
        title="where event pieces come from and go",
        gap=(
            "Event cards have seats take pieces from \"any space\" and return pieces \"to "
            "the resource track\", without saying which space receives them."
        ),
        ruling=(
            "A seat takes each piece, free, from any space of its choice, whatever its tile "
            "and whoever stands on it. A seat returning a piece puts it on any space of its "
            "choice holding fewer than 4 pieces; when no space has room, nothing is returned."
        ),
        why=(
            "This is how the Market delivers (ruling G7), and it respects the 4-piece limit "
            "of every space."
        ),
    ),
    Ruling(
        code="G28",
        section="Mini Expansion I – Events",
        title="variant 1: a round-I card with no effect",
        gap="Variant 1 opens another card when the round-I card \"has no effect\", without defining it.",
        ruling=(
            "A card has no effect when carrying it out would change nothing for anyone: no "
            "coin in the bank (everyone receives $2), no seat with a coin (everyone pays "
            "$2), no vanguard card left to flip, or no seat with anything it could take or "
            "must return (e.g. \"return 1 essence\" at the start, when nobody holds one). "
            "Such a card is set aside and the next is opened. Round-long cards always have "
            "an effect. The check applies only to the cards of round I."
        ),
        why=(
            "The variant is about round I, where seats hold only their starting kit, so "
            "a card that asks for an essence would otherwise be wasted."
        ),
    ),
    Ruling(
        code="G29",
        section="Mini Expansion I – Events",
        title="combining the variants and resolving the cards",
        gap="The book does not say whether the three variants combine, or how two cards in a round are resolved.",
        ruling=(
            "Any variants combine. Variant 1 adds round I; variant 3 opens two cards per "
            "round; variant 2 lays out every round's card(s) face up at setup (with "
            "variant 1, round I's no-effect check is made then). At the start of a round, "
            "before any worker is placed, the cards are resolved in the order opened: an "
            "immediate card at once (coins in turn order), a decision card seat by seat in "
            "the new round's turn order, and round-long cards stay in force until the "
            "round ends."
        ),
        why=(
            "The variants change different things (when, how many, how early seen), so "
            "none excludes another; resolving one card fully before the next keeps the "
            "turn order the cards ask for."
        ),
    ),
    Ruling(
        code="G30",
        section="Mini Expansion I – Events",
        title="proving you have none",
        gap=(
            "Some cards make a seat reveal its screen or prove it has only one coin or "
            "base, which a hot-seat app should not do."
        ),
        ruling=(
            "The app checks the seat's stock itself and logs only the public fact, such as "
            "\"Blue has no essence to return\" or \"Blue pays 1 coin (all it had)\". "
            "A \"must\" card cannot be declined; a \"may\" card can, and a seat may "
            "stop after one of its two pieces."
        ),
        why=(
            "At the table the proof shows only that fact; the rest of the screen stays "
            "private."
        ),
    ),
    Ruling(
        code="G31",
        section="Mini Expansion I – Events",
        title="flipping the vanguard card again",
        gap="The book does not say what becomes of the vanguard card that the event replaces.",
        ruling=(
            "The next double-sided card is turned purple side up and is the vanguard for "
            "this round (and the fashion of the next); the replaced card leaves the game. "
            "If no card is left, the vanguard stays."
        ),
        why=(
            "Only one vanguard stands per round, and the vanguard of a round always "
            "becomes the next round's fashion. Six cards cover setup, three rounds and "
            "this one flip."
        ),
    ),
    Ruling(
        code="G32",
        section="Mini Expansion I – Events",
        title="selling or making two flasks in one action",
        gap=(
            "The double sale and double production cards do not say whether the second "
            "flask is optional or where it applies."
        ),
        ruling=(
            "After the first sale at the Perfumery or the Château (or first production at a "
            "Factory or La Grande Usine), including through the noble, the seat may sell (or "
            "make) a second flask there, of any type that location allows, or stop. The "
            "end-of-game free action stays a single flask."
        ),
        why=(
            "\"May\" makes the second flask a choice; the free action after round IV is "
            "not taken at one of those locations."
        ),
    ),
)
