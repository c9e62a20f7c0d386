"""The solo challenges (rulebook: Solo Difficulties & Challenges): ten scenarios, each a
win with something more, checked when a solo game ends (at the Starting level, the one
the rulebook plays them at).

:func:`challenges_met` reads a finished solo state and returns the numbers met; the app
remembers them across games in the save store.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Final

from grasse_tui.games.lafleur.rules.config import Difficulty
from grasse_tui.games.lafleur.rules.scoring import final_scores
from grasse_tui.games.lafleur.rules.state import Chateau, LaFleurState, Phase

YOU: Final = 0


@dataclass(frozen=True, slots=True)
class Challenge:
    """Challenge ``number`` (1–10): ``text`` in our words, and ``met`` given your château and
    the finished state (the win itself is checked apart)."""

    number: int
    text: str
    met: Callable[[Chateau, LaFleurState], bool]


CHALLENGES: Final[tuple[Challenge, ...]] = (
    Challenge(1, "Win with 20 or more prestige.", lambda you, _: you.total_prestige >= 20),
    Challenge(2, "Win with 10 or more coins left at the end.", lambda you, _: you.coins >= 10),
    Challenge(3, "Win, having been the one to trigger the last round.", lambda _, s: YOU in s.triggered_by),
    Challenge(
        4, "Win with two allure types at 10 or more.", lambda you, _: sum(v >= 10 for v in you.allure.values()) >= 2
    ),
    Challenge(5, "Win with every allure type at 5 or more.", lambda you, _: min(you.allure.values()) >= 5),
    Challenge(6, "Win with 6 garden features or fewer.", lambda you, _: len(you.features) <= 6),
    Challenge(7, "Win with 7 or more flower cards in hand at the end.", lambda you, _: len(you.hand) >= 7),
    Challenge(8, "Win with 30 or more prestige.", lambda you, _: you.total_prestige >= 30),
    Challenge(9, "Win with only your 2 starting artisans.", lambda you, _: len(you.artisans) == 2),
    Challenge(
        10, "Win without your character's abilities ever giving you anything.", lambda you, _: not you.character_gained
    ),
)
"""The rulebook's ten, in its order (ruling L20 on challenges 3 and 10)."""


def solo_won(state: LaFleurState) -> bool:
    """Whether you alone won a finished solo game (a tie on prestige and allure is no win)."""
    return state.solo and state.phase is Phase.OVER and final_scores(state).winners == (YOU,)


def challenges_met(state: LaFleurState) -> tuple[int, ...]:
    """The numbers of the challenges a finished solo game met: none unless you won at the
    Starting level."""
    if not solo_won(state) or state.config.difficulty is not Difficulty.NORMAL:
        return ()
    you = state.chateaux[YOU]
    return tuple(challenge.number for challenge in CHALLENGES if challenge.met(you, state))
