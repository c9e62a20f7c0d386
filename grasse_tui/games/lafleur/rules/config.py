"""Table configuration for a game of La Fleur (rulebook: Player Setup, Solo Mode)."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from enum import Enum
from typing import Any, Final

from grasse_tui.core.game import SeatConfig, check_seats, decode_seats, encode_seats

MIN_SEATS: Final = 2
"""The fewest seats of the multi-seat game; one seat plays solo against the automaton."""
MAX_SEATS: Final = 4
SEAT_COLOURS: Final[tuple[str, ...]] = ("red", "blue", "yellow", "green")
"""Colour ids of the four château boards, in the set-up screen's order."""


class Difficulty(Enum):
    """The solo opponent's four levels (rulebook: Solo Difficulties & Challenges)."""

    EASIER = "easier"
    NORMAL = "normal"
    HARDER = "harder"
    HARDEST = "hardest"

    @property
    def label(self) -> str:
        return "Starting level (normal)" if self is Difficulty.NORMAL else self.value.capitalize()


@dataclass(frozen=True, slots=True)
class LaFleurConfig:
    """The table: 2–4 seats in clockwise order, or one seat against the solo automaton at
    ``difficulty`` (only then). ``seats[i].colour`` is one of :data:`SEAT_COLOURS`, each
    used once. Raises ValueError with a one-line reason when the table is not playable."""

    seats: tuple[SeatConfig, ...]
    difficulty: Difficulty | None = None

    def __post_init__(self) -> None:
        if not isinstance(self.seats, tuple):
            object.__setattr__(self, "seats", tuple(self.seats))
        count = len(self.seats)
        if not (count == 1 or MIN_SEATS <= count <= MAX_SEATS):
            raise ValueError(f"La Fleur needs {MIN_SEATS}–{MAX_SEATS} seats, or 1 for the solo game; got {count}")
        check_seats(self.seats, SEAT_COLOURS)
        if count == 1 and self.difficulty is None:
            object.__setattr__(self, "difficulty", Difficulty.NORMAL)
        if count > 1 and self.difficulty is not None:
            raise ValueError("a difficulty is for the solo game only")

    @property
    def players(self) -> int:
        """The number of seats (1 in the solo game: the automaton is not a seat)."""
        return len(self.seats)

    @property
    def solo(self) -> bool:
        return len(self.seats) == 1


def encode_config(config: LaFleurConfig) -> dict[str, Any]:
    """``{"seats": [{name, colour, bot, pin}...], "difficulty": "normal" | None}``."""
    return {
        "seats": encode_seats(config.seats),
        "difficulty": None if config.difficulty is None else config.difficulty.value,
    }


def decode_config(data: Mapping[str, Any]) -> LaFleurConfig:
    """Inverse of :func:`encode_config`. Raises ValueError/KeyError/TypeError on damaged data."""
    seats = decode_seats(data["seats"])
    difficulty = data.get("difficulty")
    return LaFleurConfig(seats, None if difficulty is None else Difficulty(difficulty))
