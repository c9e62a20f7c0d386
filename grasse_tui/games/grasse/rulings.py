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
            "open spaces and spaces I–IV; with 4 players 8 of the 10 are used, as the "
            "component counts in the rulebook allow."
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
        gap=(
            "The recipe cards are not reproduced in the rulebook, so no ingredient list is given. "
            "Its one line on Exotic perfumes asks for an essence \"of the corresponding type\" and "
            "two of different types, but an Exotic has no essence type of its own."
        ),
        ruling=(
            "A classic perfume takes one of each base (water, alcohol, diluent, fixative) "
            "plus one essence of its own type. An Exotic perfume takes the four bases plus "
            "two essences of two different types (any two). The 20 technique cards are the "
            "20 pairs of a classic type and a base: a seat holding one does not need that "
            "base when it makes that type. Techniques never apply to Exotic perfumes."
        ),
        why=(
            "These recipes follow published reviews of the game's cards, and 5 classic "
            "types × 4 bases gives exactly the 20 technique cards. Read against them, the "
            "Exotic line means one essence more than a classic perfume's one, the two of "
            "different types; it costs one piece more than a classic and scores 3 points "
            "instead of 2."
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
        gap=(
            "The points printed on the award slots are not in the text, and the "
            "tie-breaking examples never show two tied groups in one criterion."
        ),
        ruling=(
            "At setup the four criteria are drawn at random into slots A–D. For 1st/2nd/3rd "
            "place, slot A pays 3/2/1, slot B 5/4/3, slot C 5/4/3 and slot D 4/3/2. A seat "
            "with nothing in a criterion (no sale, no production, no flask held) does not "
            "compete in it. A tied group takes the place just below the one it shares and "
            "pushes everyone beneath it down one place. Two tied groups each do so: with "
            "values 3, 3, 2, 2 the first pair takes 2nd place and pushes the second pair "
            "to 3rd, which its own tie turns into 4th. With 2 players only 1st place "
            "scores; with 3 players 3rd place does not score."
        ),
        why=(
            "These values reproduce all three of the rulebook's tie-breaking examples exactly; "
            "every tie costing its group one place, whatever happened above it, is the "
            "smallest reading of \"all tied players move down one position\"."
        ),
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
            "left where it stands, nor who gets the effect of its new location, nor "
            "whether acting \"without paying any cost in coins\" covers a price inside "
            "the effect (the Market's purchase)."
        ),
        ruling=(
            "The noble goes to any location except the Palace and except the one it "
            "stands on. The seat that used the Palace carries out that location's effect "
            "without paying its allocation cost; a price inside the effect, the Market's "
            "1 coin for a resource, is still paid. The noble then counts as a worker there "
            "until the round ends."
        ),
        why=(
            "The book makes the noble change location every time it is moved, and sending "
            "it to the Palace would let it loop. Its sentence on cost pairs it with the "
            "noble ignoring the workers there, which are what set the allocation cost; a "
            "free resource would make the Palace a better Market than the Market."
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
            "A seat must discard its worker only when it has no coin and no location is "
            "free to place on: none is empty (with 5 players, none holds fewer than two "
            "figures). It then gets 1 coin from the bank and still moves its pawn."
        ),
        why=(
            "Placing a worker on an empty location is free at every player count (with 5 "
            "players, beside one figure too), so only a seat with no coin facing a board "
            "with no such location is stuck."
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
            "have a kit; we give it green, a colour the box's four do not use. A kit short "
            "of cubes would leave that seat unable to make a perfume, unlike everyone else."
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
            "\"Blue has no essence to return\" or \"Blue pays 1 coin (all they had)\". "
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
            "make) a second flask there, of any type that location allows, or stop. A second "
            "sale at the Château earns its extra coin too. The end-of-game free action stays "
            "a single flask."
        ),
        why=(
            "\"May\" makes the second flask a choice; the free action after round IV is "
            "not taken at one of those locations."
        ),
    ),
    # --- Solo mode with the mini expansions (G33–G39): Pierre and the Events
    # and Important Clients cards ------------------------------------------------
    Ruling(
        code="G33",
        section="Solo Mode",
        title="Pierre and the event cards",
        gap=(
            "The solo rules allow the Events cards and the cards \"always affect all players\", "
            "but Pierre's table says nothing about them: not when he takes his part, nor what he "
            "does with the coin cards or the vanguard flip."
        ),
        ruling=(
            "Every event card acts on Pierre too, and he resolves his part of each card right "
            "after yours, before the next card and before any worker is placed; nothing is asked "
            "of you. \"Every player receives $2\": the bank pays him 2 coins (what it has left). "
            "\"All players pay $2\": he pays 2 coins, or all he has. \"Flip the vanguard card\": "
            "you flip it; he does nothing, and from then on his orders use the new vanguard."
        ),
        why=(
            "You act before Pierre in everything (ruling G41). Coins come and go the same for "
            "every player, so there is nothing to copy weaker; the vanguard flip is one act for "
            "the whole table."
        ),
    ),
    Ruling(
        code="G34",
        section="Solo Mode",
        title="Pierre takes pieces for an event",
        gap=(
            "\"Collect 2 bases\" and \"collect 1 base and 1 essence\" let each player take "
            "from any space, and Pierre has no rule for choosing spaces that far away."
        ),
        ruling=(
            "Pierre always takes his pieces, free, one at a time: each from the first space ahead "
            "of his pawn (the space under his pawn last) holding a piece he may still take, and "
            "there the one his collection list (ruling G57) puts first. If no space holds one, "
            "he takes no more."
        ),
        why=(
            "This is how he takes at the Market and the Enfleurage (rulings G46, G54): the nearest "
            "space, not the best one on the track, is the weaker copy, and his list is the one he "
            "uses for every piece."
        ),
    ),
    Ruling(
        code="G35",
        section="Solo Mode",
        title="Pierre returns pieces for an event",
        gap=(
            "\"Return 2 bases\" and \"return 1 essence\" do not say, for Pierre, which pieces "
            "he gives back or where they go."
        ),
        ruling=(
            "He gives back, one at a time, the piece of the asked kind he holds most of; on a tie, "
            "the one his collection list (ruling G57) puts last. Each goes where he hands in "
            "pieces after a perfume (ruling G58). Holding fewer, he returns what he has; with no "
            "room left on the track, nothing."
        ),
        why=(
            "Giving back a spare, and else the piece he wants least, is what a player would do, and "
            "both are easy to check. Using his delivery rule keeps all his returns in one place."
        ),
    ),
    Ruling(
        code="G36",
        section="Solo Mode",
        title="Pierre's free technique or contract card",
        gap="The free technique and free contract cards do not say which card Pierre takes.",
        ruling=(
            "He takes the card his Master Perfumer order (ruling G44) picks within that row: the "
            "card for the vanguard, else for the fashion perfume, else the leftmost he may hold. "
            "If he may hold none of the three, he takes none. The gap is refilled from the deck."
        ),
        why=(
            "It is the order he already uses for cards, cut down to the one row the event opens."
        ),
    ),
    Ruling(
        code="G37",
        section="Solo Mode",
        title="Pierre's collections under the harvest events",
        gap=(
            "\"Collect 2\" and \"collect at most 1\" change what a pawn's stop yields, but "
            "Pierre collects by his own rule (ruling G57)."
        ),
        ruling=(
            "They change his count as yours, wherever his pawn stops (his move, the Alley and the "
            "Grand Fair): with \"collect 2\" he takes 2 pieces on any tile, paying you 1 coin "
            "in all on yours; with \"collect at most 1\" he takes 1 even on his own tile. His "
            "fixed one-piece takes (Market, Enfleurage, Alleyway, Square) stay one piece. Both "
            "cards at once cancel out (ruling G26)."
        ),
        why=(
            "His stops are collections under the tile rules, which these cards change for every "
            "player; his fixed takes are not tile collections, as the Square's is not (ruling G26)."
        ),
    ),
    Ruling(
        code="G38",
        section="Solo Mode",
        title="Pierre under double sale and double production",
        gap=(
            "The double sale and double production cards give a player's action a second flask; "
            "Pierre has no action there, only a reaction."
        ),
        ruling=(
            "When Pierre answers the Perfumery or the Château with a sale, under double sale he "
            "then sells a second flask if he can; when he answers a Factory or La Grande Usine by "
            "making a perfume, under double production he then makes a second if he can. The "
            "second flask is chosen like the first (ruling G43), so you may be asked again. His "
            "fallback (making at the Perfumery, selling at a Factory) and his free action at the "
            "end stay single flasks."
        ),
        why=(
            "The card affects all players, and his reaction at those locations is a copy of the "
            "action it doubles. The fallback is not that action, and the free action is single "
            "for everyone (ruling G32)."
        ),
    ),
    Ruling(
        code="G39",
        section="Solo Mode",
        title="Pierre and the Important Clients",
        gap="The solo rules allow the Important Clients cards without saying how they meet Pierre.",
        ruling=(
            "Pierre's sales serve clients exactly as yours do: selling a perfume an open client "
            "wants earns him 1 more coin and 1 more point, and that client leaves. The end-of-round "
            "change of clients is as in any game. The Secret Formula cards are not played solo."
        ),
        why=(
            "Clients reward whoever sells first, so they make a race between you and Pierre. The "
            "solo rules name only the Events and Important Clients cards."
        ),
    ),
    # --- Solo mode: Pierre, the Envious (G40 onward) ---------------------------
    Ruling(
        code="G40",
        section="Solo Mode",
        title="Pierre at the table",
        gap=(
            "The solo rules say to set up as for two players and that Pierre collects, produces, "
            "sells and scores, but not which colour he plays, what kit he starts with, or which "
            "2-player rules apply to him."
        ),
        ruling=(
            "A game with one seat is the solo game. Pierre plays the first of red, blue, yellow "
            "and teal that you did not take, and starts with a player's kit: 2 coins, one of "
            "each base, a pawn and three large tiles. He has no workers and never places one, "
            "so worker costs count only your workers, at the 2-player price. Everything he "
            "holds (resources, coins, flasks, cards) is public. He pays and is paid like a "
            "player: you pay him 1 coin to collect on his tile, and he pays you to collect on "
            "yours. He obeys every player limit (one card per type and kind, five flasks of a "
            "type made, five sales, flasks in the supply, room on the track)."
        ),
        why=(
            "The box has four player kits and the screens go back in the box, so Pierre uses a "
            "spare kit and hides nothing. Counting him as the second player keeps every "
            "2-player number (tiles set aside, costs, award places) as the rules ask."
        ),
    ),
    Ruling(
        code="G41",
        section="Solo Mode",
        title="when Pierre acts",
        gap=(
            "The rules say you always act before Pierre and that he reacts to each action you "
            "take, but not whether he reacts before or after your move, whether he moves too, "
            "or what happens when you skip a location's effect or discard a worker."
        ),
        ruling=(
            "You take all four turns of every round. When your turn is over (worker, effect, "
            "move and collection), Pierre takes his: first his reaction to the location where "
            "you placed your worker, then a move of 1 or 2 spaces and a collection. He reacts "
            "to the location you used even if you skipped its effect. After a discarded worker "
            "he has nothing to react to, but still moves and collects. There is no first-player "
            "marker: you go first in every round."
        ),
        why=(
            "A whole turn each keeps the rhythm of a 2-player game and gives Pierre the same "
            "track movement the rules describe for him. Reacting to the location, not to how "
            "well you used it, makes him easy to check and keeps a blocked location worth "
            "something to him, as the printed Factory row does."
        ),
    ),
    Ruling(
        code="G42",
        section="Solo Mode",
        title="Pierre's large tiles",
        gap=(
            "Pierre places his tiles on the \"first available space\" with an essence, or with "
            "an essence of the vanguard perfume, but the book does not say where counting "
            "starts or what he does when no space qualifies."
        ),
        ruling=(
            "\"First\" means the lowest-numbered space, counting from space 1 at the left end of "
            "the track where pawns enter; \"available\" means no tile lies there yet. After your "
            "first tile he puts his first on the first available space holding any essence and "
            "his second on the first available space holding the vanguard's essence; after "
            "your third he puts his third on the first available space holding any essence. "
            "When no space qualifies (the vanguard is Exotic, which has no essence, or no free "
            "space holds the essence), he takes the first available space with any essence, "
            "and failing that the first available space."
        ),
        why=(
            "Pawns enter the track at space 1, so that is where a player would start counting. "
            "The fallbacks keep his wish (essences) as long as it can be met and always leave "
            "him three tiles."
        ),
    ),
    Ruling(
        code="G43",
        section="Solo Mode",
        title="Pierre's perfumes at the Factories and the Perfumery",
        gap=(
            "The printed rows give Pierre's order of perfumes but not whether it also picks the "
            "flask he sells, whether a factory limits his choice, how ties between contracts "
            "are settled, which essences go into an Exotic, or how \"the player's choice\" is "
            "made in the app."
        ),
        ruling=(
            "At any Factory Pierre makes a perfume if he can, else sells one; at the Perfumery "
            "he sells if he can, else makes one. He may make any type, whichever factory you "
            "used. The same order picks what he makes and what he sells: the vanguard, then a "
            "perfume he holds a contract for (the oldest contract first), then the fashion "
            "perfume. If none of those is possible and more than one other perfume is, you "
            "choose which one (the app asks you); if only one is possible he takes it. For an "
            "Exotic he hands in the two essences he has most of (ties in the order floral, "
            "fruity, herbal, spice, woody). He scores and is paid exactly as a player is."
        ),
        why=(
            "The printed priority names perfumes a given factory may not make, so it can only "
            "work if the factory does not restrict him. Asking only when there is a real choice "
            "keeps play quick; oldest-first and most-held are rules a player can check at a "
            "glance."
        ),
    ),
    Ruling(
        code="G44",
        section="Solo Mode",
        title="Pierre at the Master Perfumer",
        gap=(
            "The printed row ends with \"first card on the left\" without saying which row, and "
            "does not say whether Pierre may clear a row as a player can."
        ),
        ruling=(
            "He takes one card: a contract for the vanguard, a contract for the fashion "
            "perfume, a technique for the vanguard, a technique for the fashion perfume; "
            "failing those, the leftmost contract he may hold, then the leftmost technique he "
            "may hold. He never clears a row; if he may hold none of the six open cards he "
            "takes nothing. The gap is refilled from the deck as usual."
        ),
        why=(
            "Contracts come before techniques everywhere else in his list. Clearing a row is a "
            "player's remedy and the rules say he simply does not react when nothing fits."
        ),
    ),
    Ruling(
        code="G45",
        section="Solo Mode",
        title="Pierre at City Hall",
        gap="The reaction table lost its City Hall row.",
        ruling=(
            "Pierre moves his emptiest tile (fewest pieces, first space on a tie) to the grey "
            "space holding the most pieces (first on a tie), swapping the two tiles, but only "
            "if that grey space holds more pieces; neither space may have a pawn or the golden "
            "pawn on it. He never takes one of your tiles."
        ),
        why=(
            "You may trade your tile with any tile, his or grey; his copy is weaker because it "
            "only ever reaches grey tiles and follows a fixed rule."
        ),
    ),
    Ruling(
        code="G46",
        section="Solo Mode",
        title="Pierre at the Market",
        gap="The reaction table lost its Market row.",
        ruling=(
            "If Pierre has a coin, he pays 1 coin to the bank and takes one piece, by his "
            "collection list (ruling G57), from the first space ahead of his pawn that holds "
            "any piece. Without a coin he does nothing. He never trades."
        ),
        why=(
            "Buying is the one Market deal that needs nothing from his stock; taking it from "
            "the nearest space rather than anywhere makes it a weaker copy of yours."
        ),
    ),
    Ruling(
        code="G47",
        section="Solo Mode",
        title="Pierre at the Palace",
        gap=(
            "The reaction table lost its Palace row. (The Palace is set aside with 2 players, "
            "so it only matters if a variant brings it in.)"
        ),
        ruling=(
            "Pierre does not copy the noble. He reacts to the location you sent the noble to, "
            "as if you had placed a worker there. If you used the Palace without moving the "
            "noble, he does nothing there."
        ),
        why=(
            "Your gain is the noble's location; copying that, without his own free use of any "
            "location, is the weaker copy the table asks for."
        ),
    ),
    Ruling(
        code="G48",
        section="Solo Mode",
        title="Pierre at La Grande Usine",
        gap="The reaction table lost its La Grande Usine row (a tile set aside with 2 players).",
        ruling="Pierre reacts exactly as at a Factory (ruling G43): he makes a perfume, else sells one.",
        why=(
            "His Factory reaction already lets him make any type, which is what La Grande Usine "
            "gives a player, so the factory row is the natural copy."
        ),
    ),
    Ruling(
        code="G49",
        section="Solo Mode",
        title="Pierre at the Royal Bank",
        gap="The reaction table lost its Royal Bank row (a tile set aside with 2 players).",
        ruling="Pierre takes 2 coins from the bank.",
        why="At the Bank you get 2 and he gets 1; at the Royal Bank you get 3, so he gets one less again.",
    ),
    Ruling(
        code="G50",
        section="Solo Mode",
        title="Pierre at the Alley",
        gap="The reaction table lost its Alley row.",
        ruling=(
            "If his pawn is on the track, Pierre steps back 1 or 2 spaces, choosing the landing "
            "space as he chooses his moves (ruling G58), and collects there under the tile rules "
            "(ruling G57). His normal move follows as usual."
        ),
        why="You may step back up to 3 spaces; his copy reaches one space less and chooses by rule.",
    ),
    Ruling(
        code="G51",
        section="Solo Mode",
        title="Pierre at the Alleyway",
        gap="The reaction table lost its Alleyway row.",
        ruling=(
            "Pierre takes one piece, free, by his collection list (ruling G57), from the space "
            "where his pawn stands after your turn. In a solo game the only pawn you can swap "
            "with is his, so this is usually the space you left."
        ),
        why=(
            "You take the space of your choice among the pawns and collect under the tile "
            "rules; he gets a single piece from wherever he was put."
        ),
    ),
    Ruling(
        code="G52",
        section="Solo Mode",
        title="Pierre at the Grand Fair",
        gap="The reaction table lost its Grand Fair row.",
        ruling=(
            "Pierre makes an extra move of exactly 1 space forward (skipping occupied spaces) "
            "and collects there under the tile rules (ruling G57); his normal move follows."
        ),
        why="You choose an extra move of 1 or 2; his copy is fixed at the shorter one.",
    ),
    Ruling(
        code="G53",
        section="Solo Mode",
        title="Pierre at the Château",
        gap="The reaction table lost its Château row (a tile set aside with 2 players).",
        ruling=(
            "Pierre reacts as at the Perfumery (ruling G43): he sells if he can, else makes a "
            "perfume. He does not get the Château's extra coin."
        ),
        why="The Château is the Perfumery with a bonus; his copy leaves the bonus out.",
    ),
    Ruling(
        code="G54",
        section="Solo Mode",
        title="Pierre at the Enfleurage",
        gap="The reaction table lost its Enfleurage row.",
        ruling=(
            "Pierre takes one essence, free: from the first space ahead of his pawn that holds "
            "an essence, the one his collection list (ruling G57) puts first."
        ),
        why="You may take any essence anywhere on the track; he is limited to the nearest space with one.",
    ),
    Ruling(
        code="G55",
        section="Solo Mode",
        title="Pierre at the Square",
        gap="The reaction table lost its Square row.",
        ruling=(
            "Pierre does not move the golden pawn. He takes one piece, free, by his collection "
            "list (ruling G57), from the space where the golden pawn stands, if it is on the "
            "track and anything is left there."
        ),
        why=(
            "He envies the space you picked and takes a share of it, after you, without "
            "getting to pick or block a space himself."
        ),
    ),
    Ruling(
        code="G56",
        section="Solo Mode",
        title="Pierre at the Shortcut",
        gap="The reaction table lost its Shortcut row.",
        ruling=(
            "Pierre exchanges the pieces of his emptiest tile (fewest pieces, first on a tie) "
            "with those of the grey space holding the most (first on a tie), but only if the "
            "grey space holds more. Pawns do not matter here, as for your Shortcut."
        ),
        why=(
            "You may exchange any two spaces; he only ever fills one of his own tiles from a "
            "grey one, by a fixed rule."
        ),
    ),
    Ruling(
        code="G57",
        section="Solo Mode",
        title="how Pierre collects",
        gap=(
            "The solo rules send Pierre's collection to the \"Other locations\" row of his "
            "table, and that row is lost."
        ),
        ruling=(
            "Where his pawn stops he follows the tile rules: 2 pieces on his tile, 1 on a grey "
            "tile, 1 on your tile for 1 coin paid to you if he has a coin (else nothing). He "
            "picks his pieces one at a time, each time the first of these that is there: a "
            "base he has none of (water, alcohol, diluent, fixative); the vanguard's essence; "
            "the essence of a perfume he holds a contract for (oldest contract first); the "
            "fashion essence; any other essence (floral, fruity, herbal, spice, woody); any "
            "base (same order). The same list picks the piece whenever a reaction lets him "
            "take one."
        ),
        why=(
            "The list follows his Factory priority, so he gathers what his next perfume needs: "
            "the bases first because every recipe uses them, then the essences he would be "
            "rewarded for. A fixed order makes every pick checkable."
        ),
    ),
    Ruling(
        code="G58",
        section="Solo Mode",
        title="Pierre's moves and deliveries",
        gap=(
            "The printed movement rule does not say how Pierre chooses between two equally good "
            "landings, and the delivery rule does not say what \"ahead\" is on a loop, in which "
            "order his tiles fill, or what happens when his and the grey spaces are all full."
        ),
        ruling=(
            "He moves 1 or 2 spaces (skipping occupied spaces as usual) to land on his own tile "
            "if either move does, else on a grey tile, else on yours; between two landings of "
            "the same kind he takes the one with more pieces, then the shorter move. \"Ahead\" "
            "means the other spaces in the order his pawn would reach them, nearest first "
            "(from space 1 while his pawn is off the track). Each piece he hands in goes to the "
            "nearest of his tiles ahead that has room; when they are full, to the nearest grey "
            "space ahead with room; then to the nearest of your spaces ahead, and last to the "
            "space under his pawn."
        ),
        why=(
            "More pieces is what a player would look for. Filling the nearest tile first is "
            "the plainest reading of the printed rule and puts the pieces where his next move "
            "can collect them; the last fallbacks only matter on a nearly full track."
        ),
    ),
    Ruling(
        code="G59",
        section="Solo Mode",
        title="Pierre at maintenance and at the end",
        gap=(
            "The solo rules say nothing about Pierre between rounds or in the end-of-game free "
            "action."
        ),
        ruling=(
            "At maintenance Pierre does nothing: his pawn stays where it is and you stay first. "
            "After round IV you take your free action, then Pierre takes his: if you sold, he "
            "sells if he can, else makes a perfume; otherwise (you made a perfume or passed) he "
            "makes one if he can, else sells, by the order of ruling G43. He does not move "
            "afterwards."
        ),
        why=(
            "Every player gets the free action, and answering a sale with a sale is the same "
            "copying he does at the Perfumery and the Factories."
        ),
    ),
    Ruling(
        code="G60",
        section="Solo Mode",
        title="scoring you against Pierre",
        gap=(
            "The solo rules score as for two players with only 1st place and two criteria face "
            "down, but do not say how a tie between you and Pierre is settled."
        ),
        ruling=(
            "Pierre's score is counted exactly like yours: points track, the awards, and 1 "
            "point per 5 coins. In each of the two face-up criteria only a clear 1st place "
            "scores (a tie pushes both of you down, so neither scores); Best Seller and Best "
            "Stockist score nothing. If the totals tie, whoever holds more resources wins; if "
            "that ties as well, the game is drawn."
        ),
        why=(
            "These are the 2-player rules and the game's own tie-break, applied to him as to "
            "any player."
        ),
    ),
    Ruling(
        code="G61",
        section="Final Score",
        title="a tie that the resources do not break",
        gap=(
            "A tie on points goes to the seat with the most resources left, but the book does "
            "not say what happens when that count ties too."
        ),
        ruling=(
            "Seats still tied after the resource count share the victory: the final screen "
            "names them all as winners."
        ),
        why=(
            "The book gives no further tie-break, and inventing one (coins, turn order) would "
            "add a rule the game does not have; sharing is the usual board-game default."
        ),
    ),
)
