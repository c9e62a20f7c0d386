"""Table configuration for a game of The Grand Alchemist (rulebook: Section 1, Optional
Rules): 3–6 seats and the three optional rules."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any, Final

from grasse_tui.core.game import SeatConfig, check_seats, decode_seats, encode_seats

MIN_SEATS: Final = 3
MAX_SEATS: Final = 6
SEAT_COLOURS: Final[tuple[str, ...]] = ("red", "blue", "green", "yellow", "purple", "white")
"""Six marker colours (the box's 24 markers: one alchemist and two assistants per seat, and
spares for diverted assistants)."""
INGOTS_TO_WIN: Final = 5
HAND_SIZE: Final = 3
FASTER_INGOTS_TO_WIN: Final = 4
FASTER_HAND_SIZE: Final = 4


@dataclass(frozen=True, slots=True)
class AlchemistConfig:
    """The table: 3–6 seats in clockwise order and the optional rules (all off: the book's
    game). ``public_judgement``: the other seats vote on an arrested alchemist;
    ``faster``: 4 ingots win, hands of 4 event cards, no explosion markers;
    ``rotating_inquisitor``: the seats take the Grand Inquisitor in turn. Raises ValueError
    with a one-line reason when the table is not playable."""

    seats: tuple[SeatConfig, ...]
    public_judgement: bool = False
    faster: bool = False
    rotating_inquisitor: bool = False

    def __post_init__(self) -> None:
        if not isinstance(self.seats, tuple):
            object.__setattr__(self, "seats", tuple(self.seats))
        if not MIN_SEATS <= len(self.seats) <= MAX_SEATS:
            raise ValueError(f"The Grand Alchemist needs {MIN_SEATS}–{MAX_SEATS} seats; got {len(self.seats)}")
        check_seats(self.seats, SEAT_COLOURS)
        for name in ("public_judgement", "faster", "rotating_inquisitor"):
            if not isinstance(getattr(self, name), bool):
                raise ValueError(f"{name} must be true or false, not {getattr(self, name)!r}")

    @property
    def players(self) -> int:
        return len(self.seats)

    @property
    def ingots_to_win(self) -> int:
        return FASTER_INGOTS_TO_WIN if self.faster else INGOTS_TO_WIN

    @property
    def hand_size(self) -> int:
        """Event cards a hand is filled to at the start of a seat's sequence."""
        return FASTER_HAND_SIZE if self.faster else HAND_SIZE

    @property
    def laboratories_removed(self) -> int:
        """Laboratory cards the first player takes out and announces: 1 at 3–4 seats."""
        return 1 if self.players <= 4 else 0


def encode_config(config: AlchemistConfig) -> dict[str, Any]:
    """``{"seats": [...], "public_judgement": ..., "faster": ..., "rotating_inquisitor": ...}``."""
    return {
        "seats": encode_seats(config.seats),
        "public_judgement": config.public_judgement,
        "faster": config.faster,
        "rotating_inquisitor": config.rotating_inquisitor,
    }


def decode_config(data: Mapping[str, Any]) -> AlchemistConfig:
    """Inverse of :func:`encode_config`. Raises ValueError/KeyError/TypeError on damaged data."""
    seats = decode_seats(data["seats"])
    return AlchemistConfig(
        seats,
        public_judgement=data.get("public_judgement", False),
        faster=data.get("faster", False),
        rotating_inquisitor=data.get("rotating_inquisitor", False),
    )
