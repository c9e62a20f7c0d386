"""Table configuration for a game of Eccentric Essences (rulebook: Game Setup, Cooperative Mode)."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from enum import Enum
from typing import Any, Final

from grasse_tui.core.game import SeatConfig, check_seats, decode_seats, encode_seats

MIN_SEATS: Final = 3
MAX_SEATS: Final = 10
SEAT_COLOURS: Final[tuple[str, ...]] = (
    "red", "blue", "yellow", "green", "purple", "orange", "white", "teal", "magenta", "lime",
)  # fmt: skip
"""Colour ids of the ten student sets, in the set-up screen's order."""
NOSE_TOKENS: Final[dict[int, tuple[int, ...]]] = {
    3: (1,),
    4: (2, 1),
    5: (2, 1, 1),
    6: (2, 1, 1, 1),
    7: (2, 2, 1, 1),
    8: (2, 2, 1, 1, 1),
    9: (2, 2, 1, 1, 1, 1),
    10: (2, 2, 1, 1, 1, 1, 1),
}
"""The "Nose in the Wind" tokens by player count, each as its bonus: large 2, small 1."""


class Mode(Enum):
    """Students against each other, or one team helping the lead student."""

    COMPETITIVE = "competitive"
    COOPERATIVE = "cooperative"


@dataclass(frozen=True, slots=True)
class EssencesConfig:
    """The table: 3–10 seats in clockwise order (the first leads first, ruling E1) and the
    mode. ``seats[i].colour`` is one of :data:`SEAT_COLOURS`, each used once. Raises
    ValueError with a one-line reason when the table is not playable."""

    seats: tuple[SeatConfig, ...]
    mode: Mode = Mode.COMPETITIVE

    def __post_init__(self) -> None:
        if not isinstance(self.seats, tuple):
            object.__setattr__(self, "seats", tuple(self.seats))
        if not MIN_SEATS <= len(self.seats) <= MAX_SEATS:
            raise ValueError(f"Eccentric Essences needs {MIN_SEATS}–{MAX_SEATS} seats; got {len(self.seats)}")
        check_seats(self.seats, SEAT_COLOURS)
        if not isinstance(self.mode, Mode):
            raise ValueError(f"mode {self.mode!r} is not one of {', '.join(m.value for m in Mode)}")

    @property
    def players(self) -> int:
        return len(self.seats)

    @property
    def rounds(self) -> int:
        """Times each student leads (rulebook: Gameplay): 3 at three seats, 2 at 4–6, 1 at 7–10."""
        return 3 if self.players == 3 else 2 if self.players <= 6 else 1

    @property
    def turns(self) -> int:
        """Turns in the game: every seat leads :attr:`rounds` times."""
        return self.players * self.rounds

    @property
    def cooperative(self) -> bool:
        return self.mode is Mode.COOPERATIVE

    @property
    def helper_keeps(self) -> int:
        """Essences each helper keeps in the cooperative game: 2 at 3–4 seats, else 1."""
        return 2 if self.players <= 4 else 1


def encode_config(config: EssencesConfig) -> dict[str, Any]:
    """``{"seats": [{name, colour, bot, pin}...], "mode": "competitive" | "cooperative"}``."""
    return {
        "seats": encode_seats(config.seats),
        "mode": config.mode.value,
    }


def decode_config(data: Mapping[str, Any]) -> EssencesConfig:
    """Inverse of :func:`encode_config`. Raises ValueError/KeyError/TypeError on damaged data."""
    seats = decode_seats(data["seats"])
    return EssencesConfig(seats, Mode(data["mode"]))
