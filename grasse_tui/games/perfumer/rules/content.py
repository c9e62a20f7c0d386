"""What The Perfumer is made of (rulebook: 遊戲內容物, components), as types and data.

The seven scents are at once the plants of the perfumers' notebooks, the ingredient
types and the seven origin regions of the round board. A terminal cannot carry a smell,
so each scent has a *profile*: three notes from a shared vocabulary, with deliberate
overlaps (rose and white michelia are both floral and sweet; lime and fir both green and
fresh), shown as a glyph and a word. A smelling plate shows only some of its notes (the
nose difficulty, ruling P1).
"""

from __future__ import annotations

from enum import Enum
from typing import Final


class Scent(Enum):
    """A plant: its English name; :attr:`chinese` is the rulebook's."""

    LAVENDER = "lavender"
    ROSE = "rose"
    LIME = "lime"
    CINNAMON = "cinnamon"
    FIR = "fir"
    RAVENSARA = "ravensara"
    MICHELIA = "white michelia"

    @property
    def chinese(self) -> str:
        return _CHINESE[self]

    @property
    def label(self) -> str:
        return self.value.capitalize()


_CHINESE: Final = {
    Scent.LAVENDER: "薰衣草",
    Scent.ROSE: "玫瑰",
    Scent.LIME: "萊姆",
    Scent.CINNAMON: "肉桂",
    Scent.FIR: "冷杉",
    Scent.RAVENSARA: "桉油樟",
    Scent.MICHELIA: "白玉蘭",
}


class Note(Enum):
    """A note of a smell profile: its word; :attr:`glyph` draws it without colour."""

    FLORAL = "floral"
    HERBAL = "herbal"
    FRESH = "fresh"
    SWEET = "sweet"
    CITRUS = "citrus"
    GREEN = "green"
    SPICY = "spicy"
    WOODY = "woody"
    CREAMY = "creamy"
    CAMPHOR = "camphor"

    @property
    def glyph(self) -> str:
        return _GLYPHS[self]


_GLYPHS: Final = {
    Note.FLORAL: "✿",
    Note.HERBAL: "❦",
    Note.FRESH: "❄",
    Note.SWEET: "♥",
    Note.CITRUS: "◐",
    Note.GREEN: "♣",
    Note.SPICY: "✶",
    Note.WOODY: "▮",
    Note.CREAMY: "○",
    Note.CAMPHOR: "✚",
}

PROFILE: Final[dict[Scent, tuple[Note, Note, Note]]] = {
    Scent.LAVENDER: (Note.FLORAL, Note.HERBAL, Note.FRESH),
    Scent.ROSE: (Note.FLORAL, Note.SWEET, Note.SPICY),
    Scent.LIME: (Note.CITRUS, Note.GREEN, Note.FRESH),
    Scent.CINNAMON: (Note.SPICY, Note.SWEET, Note.WOODY),
    Scent.FIR: (Note.GREEN, Note.WOODY, Note.FRESH),
    Scent.RAVENSARA: (Note.CAMPHOR, Note.HERBAL, Note.SPICY),
    Scent.MICHELIA: (Note.FLORAL, Note.CREAMY, Note.SWEET),
}
"""Each scent's three notes (no two scents share all three)."""


class Plate(Enum):
    """A smelling plate (試香板), by its colour; :attr:`letter` names it without colour."""

    RED = "red"
    PURPLE = "purple"
    GREY = "grey"
    GREEN = "green"
    YELLOW = "yellow"
    BROWN = "brown"
    BLUE = "blue"

    @property
    def letter(self) -> str:
        return _PLATE_LETTERS[self]


_PLATE_LETTERS: Final = {
    Plate.RED: "R",
    Plate.PURPLE: "P",
    Plate.GREY: "A",
    Plate.GREEN: "G",
    Plate.YELLOW: "Y",
    Plate.BROWN: "N",
    Plate.BLUE: "B",
}


class Bottle(Enum):
    """The bottle drawn on an order card; Open shop counts the kinds."""

    ROUND = "round"
    SQUARE = "square"
    TALL = "tall"
    HEART = "heart"
    DROP = "drop"

    @property
    def glyph(self) -> str:
        return _BOTTLE_GLYPHS[self.value]


_BOTTLE_GLYPHS: Final = {"round": "●", "square": "■", "tall": "▲", "heart": "♥", "drop": "◆"}


SCENTS: Final[tuple[Scent, ...]] = tuple(Scent)
"""The scents in their order (iterating a tuple is far quicker than the enum)."""
PLATES: Final[tuple[Plate, ...]] = tuple(Plate)
CENTRE: Final = None
"""The round board's central space (a pawn's place when it is on no origin region)."""
RING: Final[tuple[Scent, ...]] = SCENTS
"""The seven origin regions round the board in order: each borders the one before and
after it, and every one borders the centre (ruling P3)."""


def neighbours(place: Scent | None) -> tuple[Scent | None, ...]:
    """Where a pawn at ``place`` may move in one step (``None``: the centre)."""
    if place is None:
        return RING
    index = RING.index(place)
    return (RING[index - 1], RING[(index + 1) % len(RING)], None)
