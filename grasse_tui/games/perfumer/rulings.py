"""The Perfumer's table rulings: where the rulebook (in Chinese) leaves a gap, what the app does.

This tuple is the only place they are written: ``docs/rulings.md`` is generated from it
(``python -m grasse_tui.docs_gen``) and the in-app help shows it under "Table rulings".
Codes start with P; sections follow the rulebook's own (in English, with its heading).
"""

from __future__ import annotations

from grasse_tui.core.rulings import Ruling

RULINGS: tuple[Ruling, ...] = (
    Ruling(
        code="P1",
        section="Components (遊戲內容物), the smelling phase (進行嗅覺學習)",
        title="smell in a terminal",
        gap="A terminal cannot carry a scent.",
        ruling=(
            "Each plant has a profile of three notes from a shared list of ten, each a glyph "
            "and a word (✿ floral, ♥ sweet, …), the same in every game; some plants share two "
            "notes. A scent card, when you take it, "
            "shows you its plant's name and all three notes; a plate shows you only some of "
            "its notes, never a name: all three with a keen nose, two (picked at random each "
            "time) at normal, one when hard. You smell what you hold once, on a screen of "
            "your own at the end of your turn; nothing of it stays on any screen, in the log "
            "or in a save."
        ),
        why=(
            "Overlapping notes keep the deduction a deduction: two notes may fit two plants, "
            "so a plate has to be smelled again or compared. Holding the items between your "
            "turns is when the book lets you smell them; at one terminal that moment is the "
            "end of your turn."
        ),
    ),
    Ruling(
        code="P2",
        section="Set-up (遊戲準備) (4); the perfumer game (進階規則)",
        title="the order decks",
        gap="The table of order cards by player count is missing from both set-ups.",
        ruling=(
            "The apprentice stage uses 4 grade B and 11 grade C orders at 2–3 players, 5 and "
            "13 at 4, 5 and 15 at 5. The perfumer stage uses as many grade A cards as the "
            "first used grade B, and as many of the unused B and C cards as it used C."
        ),
        why="The published counts by player count; the advanced stage is the one that brings grade A.",
    ),
    Ruling(
        code="P3",
        section="Move (移動)",
        title="the round board",
        gap="Which regions neighbour each other is shown only in the board's picture.",
        ruling=(
            "The seven origin regions lie in a ring (lavender, rose, lime, cinnamon, fir, "
            "ravensara, white michelia, back to lavender), each next to the two beside it and "
            "to the centre. Pawns start in the centre."
        ),
        why="A round board with a central space: every region touches its neighbours and the middle.",
    ),
    Ruling(
        code="P4",
        section="Set-up (遊戲準備), players (3)",
        title="the first player and the perfumer stage's",
        gap="The first player is whoever last bought perfume; the perfumer stage names none.",
        ruling="The first seat of the set-up screen starts, in both stages; its score marker starts on top.",
        why="The table settles who bought perfume last while it fills in the seats.",
    ),
    Ruling(
        code="P5",
        section="Bottle (裝瓶)",
        title="the droppers",
        gap="The book does not say whether placing droppers costs action points or is public.",
        ruling=(
            "Putting a dropper on a plant of your work board, moving it or taking it off costs "
            "no action point, on your own turn, up to seven times a turn; droppers lie open, "
            "as on the table. A bottled perfume's droppers stay where they are."
        ),
        why="The book calls the droppers a record and charges only the bottling; a cap keeps every turn finite.",
    ),
    Ruling(
        code="P6",
        section="Gather (取料)",
        title="a gather past the limit",
        gap="Past five tokens, the extra goes back; the book does not say which.",
        ruling=(
            "You choose which tokens go back to their origin boards (not just the one taken). "
            "A gather, an order or a reward needs a token there to take."
        ),
        why="The limit is on what you hold, not on the last token; nothing comes from an empty board.",
    ),
    Ruling(
        code="P7",
        section="Open shop (開店), Research (研究)",
        title="the centre and the shop",
        gap="The book does not say whether opening the shop or researching needs your pawn on the centre, nor whether the shop's holder may open again.",
        ruling=(
            "Neither needs the pawn anywhere: the centre is where the markers and the shop's "
            "stack lie. Anyone may open the shop with more bottle kinds than the stack shows, "
            "its holder too. Paying, one order card of each kind is enough."
        ),
        why="The rules for both actions name where the markers lie, not where the pawn stands.",
    ),
    Ruling(
        code="P8",
        section="End of turn (玩家行動回合結束時)",
        title="research",
        gap="The book does not say when research happens, nor what if its holder takes nothing.",
        ruling=(
            "At the end of your turn, after the local scent card and the plate, you may take "
            "any one scent card or plate you are not holding, from the boards or from another "
            "perfumer; taken or not, the research marker goes back to the centre. Then the "
            "shop pays its holder 2."
        ),
        why="The book lists research and the shop after the turn's takes; the marker is a one-turn loan.",
    ),
    Ruling(
        code="P9",
        section="Set-up (遊戲準備) (3)",
        title="ingredients not dealt",
        gap="Each origin board gets players + 2 tokens of its type; the book does not say what becomes of the rest.",
        ruling="They stay in the box all game; tokens paid for orders go back to their origin boards.",
        why="The count by player count is what the set-up asks for.",
    ),
    Ruling(
        code="P10",
        section="Variant 2 (從所有幫手卡牌中進行競標)",
        title="passing and the second auction",
        gap="The book does not say what happens when every bidder passes, nor how the perfumer stage's auction is paid.",
        ruling=(
            "Anyone may pass; if everyone does, the seat that put the helper up takes it for 1. "
            "In the perfumer stage every seat bids again, paying from its score (a bid is at "
            "most 10 and at most the score); the last seat takes the last helper for 1 (0 "
            "with no points)."
        ),
        why="A helper on auction always finds a home; nobody pays points they do not have.",
    ),
    Ruling(
        code="P11",
        section="The perfumer game (進階規則)",
        title="what the second stage keeps",
        gap="The book keeps ingredients, scent cards and fulfilled orders, but says nothing of held items, droppers, bottles and pawns.",
        ruling=(
            "Ingredients and fulfilled orders stay; scent cards and plates go back (the "
            "plates refilled unseen), droppers come off and bottle markers back for the "
            "flipped notebook; the research marker and the shop go back to the centre, the "
            "shop's stack with it. Pawns stay where they are."
        ),
        why="Scent cards are for smelling and go back every turn anyway; a new notebook side needs fresh droppers.",
    ),
    Ruling(
        code="P12",
        section="End of the game (遊戲結束)",
        title="the reveal among tied scores",
        gap="Perfumes are judged from the highest score down; the book does not order tied seats.",
        ruling="Among equal scores the marker on top goes first; a marker that moves lands on top of any it joins.",
        why="The stack is the book's own tie-break, and the order decides how markers stack.",
    ),
    Ruling(
        code="P13",
        section="Helpers (幫手卡)",
        title="the helpers",
        gap="The book describes the helpers but gives no list.",
        ruling=(
            "The app's fifteen helpers (7 level I, 8 level II) each change one rule, as the "
            "help's catalogue says, e.g. the Guide's first move each turn is free; the "
            "Tireless Apprentice gives a sixth action point."
        ),
        why="The game cannot be played without them; each power bends one action, as a helper should.",
    ),
)
