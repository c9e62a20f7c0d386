"""Eccentric Essences' table rulings: where the rulebook leaves a gap, what the app does.

This tuple is the only place they are written: ``docs/rulings.md`` is generated from it
(``python -m grasse_tui.docs_gen``) and the in-app help shows it under "Table rulings".
Codes start with E; sections follow the rulebook's own.
"""

from __future__ import annotations

from grasse_tui.core.rulings import Ruling

RULINGS: tuple[Ruling, ...] = (
    Ruling(
        code="E1",
        section="Game Setup",
        title="the first lead student",
        gap="The player with the freshest diploma leads first; an app cannot ask.",
        ruling="The first seat of the set-up screen leads first; the lead passes to the next seat (the left) each turn.",
        why="The table settles who has the freshest diploma while it fills in the seats, and seat order is the table's clockwise order.",
    ),
    Ruling(
        code="E2",
        section="What does it smell like?",
        title='"first to finish" at one terminal',
        gap="Guessers race to grab the Nose in the Wind tokens, but at one terminal they guess one after another.",
        ruling=(
            "Each guesser has their own clock: it starts when their screen opens after the "
            "handover shield and stops when they confirm their tokens. Once every guess is in, "
            "the quickest takes the first token, and so on; equal times go to the seat nearer "
            "the lead's left. A bot takes a student's time: 4 seconds and more the less clear "
            "the hint is to it."
        ),
        why="Reading the screen is the part of the race a terminal can time fairly; the shield's pause is nobody's.",
    ),
    Ruling(
        code="E3",
        section="What does it smell like?",
        title="large and small Nose tokens",
        gap="The book does not say whether a small token may be taken while a large one is left.",
        ruling="The large tokens go first, to the quickest guessers, then the small ones.",
        why="Nobody grabbing in a hurry would leave the better token on the table.",
    ),
    Ruling(
        code="E4",
        section="What does it smell like?",
        title="moving placed tokens",
        gap="The book does not say whether a guesser may move tokens once placed, or after taking a Nose token.",
        ruling=(
            "Until they confirm, a guesser changes their guess freely. Confirming is grabbing "
            "the Nose token: their clock stops there. u still takes a confirmed guess back "
            "until the terminal is passed on (the time counted then starts again), except the "
            "last guess of a turn, which starts the debriefing at once and is final."
        ),
        why="Grabbing the token is what ends a guess at the table; a guess changed after it would make the race meaningless.",
    ),
    Ruling(
        code="E5",
        section="What does it smell like?",
        title="a guesser who has not placed every token",
        gap="The book does not say what happens to a guesser who has not placed all three tokens.",
        ruling=(
            "A guess is confirmed only with all three tokens placed. There is no time limit, so "
            "a guesser with no idea still places three: anywhere they like."
        ),
        why="The book has every guesser place all their tokens before the debriefing; without a time limit nobody runs out of time.",
    ),
    Ruling(
        code="E6",
        section="Next!",
        title="the side of new perfume cards",
        gap="The set-up lays each perfume card out on a random side; the book does not say which side new cards show.",
        ruling="Every new perfume card is laid out on a random side too.",
        why="The same rule as the set-up; either side is as likely as at the start.",
    ),
    Ruling(
        code="E7",
        section="Game Components",
        title="the intensity scale and the score track",
        gap="The book does not say how many divisions an essence's scale has, nor how long the score track is.",
        ruling=(
            "An essence's scale has five divisions, 0 to 4: 0 none at all (a hint that the "
            "perfume is *not* like this), 1 a trace, 2 some, 3 a lot, 4 overwhelming. Scores "
            "have no limit: the app shows numbers, not a track that could run out."
        ),
        why="Five divisions give the bottom one its own meaning and three shades above it; a number never laps a track.",
    ),
    Ruling(
        code="E8",
        section="Draw a ticket! (Cooperative)",
        title="the helpers' turns at one terminal",
        gap=(
            "Helpers choose at the same time and may look at what the others place, but at one "
            "terminal they take turns."
        ),
        ruling=(
            "Helpers choose one after another from the lead's left, each seeing the ticket and "
            "the essences the helpers before them placed, with their intensities. A helper's "
            "three drawn essences are theirs alone; the ones not kept are discarded face down, "
            "unseen. One essence takes one intensity token."
        ),
        why="Looking at the others' cards is what the book asks for; the last helper can round the hint off, as a slow helper at the table would.",
    ),
    Ruling(
        code="E9",
        section="Draw a ticket! (Cooperative)",
        title="when the essence deck runs out",
        gap="Cooperative play at five or more seats draws more than the 100 essences.",
        ruling="When the deck runs out, the discard pile is shuffled into a new deck; essences on the table stay there.",
        why="The usual card-game remedy; no essence is in two places, and the log says when it happens.",
    ),
    Ruling(
        code="E10",
        section="End of the Game (Cooperative)",
        title="who wins a cooperative game",
        gap="The cooperative game ends with a result, not a winner.",
        ruling="Every seat wins or loses together: the final screen shows the team's score and its result, one of four.",
        why="The team sat the exam together; the result table is the book's own measure of how well.",
    ),
)
