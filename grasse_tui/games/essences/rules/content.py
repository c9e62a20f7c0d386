"""What Eccentric Essences is made of (rulebook: Game Components), as types.

Every perfume name and essence carries *themes*: what it makes people think of. The bots
play both roles from those tags alone (:func:`association`); the players never see them.
The first theme of a card is its strongest.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum
from typing import Final

INTENSITY_LEVELS: Final = 5
"""Divisions of an essence card's intensity scale: 0 (bottom) to 4 (top)."""
ABSENT: Final = 0
"""The bottom division: none of that smell at all (a hint *against* it, rulebook step 1)."""
STRONGEST: Final = INTENSITY_LEVELS - 1
INTENSITY_WORDS: Final[tuple[str, ...]] = ("none at all", "a trace", "some", "a lot", "overwhelming")
"""What each division means, bottom first."""
PERFUMES_SHOWN: Final = 4
"""Perfume cards on show, one under each number token 1–4 (also the four tickets)."""
CHOICE_TOKENS: Final = 3
"""Each student's choice tokens."""


class Theme(Enum):
    """An association a perfume name or an essence calls up."""

    YOUTH = "youth"
    AGE = "old age"
    CHILDHOOD = "childhood"
    LOVE = "love"
    DANGER = "danger"
    SEA = "the sea"
    NATURE = "nature"
    ROT = "rot"
    FOOD = "food"
    SWEET = "sweetness"
    DRINK = "drink"
    LUXURY = "luxury"
    MONEY = "money"
    HOLIDAY = "holiday"
    TRAVEL = "travel"
    SCHOOL = "school"
    WORK = "work"
    HOME = "home"
    CITY = "the city"
    NIGHT = "night"
    FIRE = "fire"
    COLD = "cold"
    CLEAN = "cleanliness"
    SICKNESS = "sickness"
    ANIMAL = "animals"
    SPORT = "sport"
    PARTY = "celebration"
    MYSTERY = "mystery"


@dataclass(frozen=True, slots=True)
class Essence:
    """An essence card: ``card_id`` ``"e001"``…, its smell, and its themes (strongest first)."""

    card_id: str
    name: str
    themes: tuple[Theme, ...]


@dataclass(frozen=True, slots=True)
class PerfumeName:
    """One side of a perfume card: a name and its themes (strongest first)."""

    name: str
    themes: tuple[Theme, ...]


@dataclass(frozen=True, slots=True)
class PerfumeCard:
    """A double-sided perfume card ``"p01"``…: ``sides[0]`` and ``sides[1]``."""

    card_id: str
    sides: tuple[PerfumeName, PerfumeName]


def weights(themes: tuple[Theme, ...]) -> dict[Theme, int]:
    """A card's themes weighted: the first 2, the others 1."""
    return {theme: 2 if position == 0 else 1 for position, theme in enumerate(themes)}


def association(essence: Essence, perfume: PerfumeName) -> int:
    """How strongly ``essence`` calls up ``perfume``: over the themes they share, the
    product of their weights, summed (0: nothing in common; 4: both led by one theme)."""
    mine, theirs = weights(essence.themes), weights(perfume.themes)
    return sum(weight * theirs[theme] for theme, weight in mine.items() if theme in theirs)
