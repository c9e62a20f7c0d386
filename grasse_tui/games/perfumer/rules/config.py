"""Table configuration for a game of The Perfumer (rulebook: 遊戲準備, 進階規則, 變體規則)."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from enum import Enum
from typing import Any, Final

from grasse_tui.core.game import SeatConfig, check_seats, decode_seats, encode_seats

MIN_SEATS: Final = 2
MAX_SEATS: Final = 5
SEAT_COLOURS: Final[tuple[str, ...]] = ("red", "yellow", "blue", "green", "purple")
"""The five player colours of the box."""
ORDER_DECK: Final[dict[int, tuple[int, int]]] = {2: (4, 11), 3: (4, 11), 4: (5, 13), 5: (5, 15)}
"""Order cards a stage uses by player count: (grade B, grade C); the perfumer stage takes
grade A in place of grade B (ruling P2)."""


class Mode(Enum):
    APPRENTICE = "apprentice"
    """The basic game (學徒版): one stage."""
    PERFUMER = "perfumer"
    """The advanced game (調香師版): the apprentice stage, then a second with the notebooks flipped."""


class Nose(Enum):
    """How much of its smell a plate gives away (ruling P1): notes shown of the three."""

    KEEN = "keen"
    NORMAL = "normal"
    HARD = "hard"

    @property
    def notes(self) -> int:
        return {"keen": 3, "normal": 2, "hard": 1}[self.value]


@dataclass(frozen=True, slots=True)
class PerfumerConfig:
    """The table: 2–5 seats in clockwise order (the first starts, ruling P4), the mode, the
    helper variant (None: the book's pick of level I helpers; 1: pick from all fifteen; 2:
    an auction of all fifteen) and the nose difficulty. Raises ValueError with a one-line
    reason when the table is not playable."""

    seats: tuple[SeatConfig, ...]
    mode: Mode = Mode.APPRENTICE
    variant: int | None = None
    nose: Nose = Nose.NORMAL

    def __post_init__(self) -> None:
        if not isinstance(self.seats, tuple):
            object.__setattr__(self, "seats", tuple(self.seats))
        if not MIN_SEATS <= len(self.seats) <= MAX_SEATS:
            raise ValueError(f"The Perfumer needs {MIN_SEATS}–{MAX_SEATS} seats; got {len(self.seats)}")
        check_seats(self.seats, SEAT_COLOURS)
        if self.variant not in (None, 1, 2):
            raise ValueError(f"variant {self.variant!r} is not 1 or 2")

    @property
    def players(self) -> int:
        return len(self.seats)

    @property
    def action_points(self) -> int:
        """5 a turn; 7 at two seats."""
        return 7 if self.players == 2 else 5


def encode_config(config: PerfumerConfig) -> dict[str, Any]:
    """``{"seats": [...], "mode": ..., "variant": 1 | 2 | None, "nose": ...}``."""
    return {
        "seats": encode_seats(config.seats),
        "mode": config.mode.value,
        "variant": config.variant,
        "nose": config.nose.value,
    }


def decode_config(data: Mapping[str, Any]) -> PerfumerConfig:
    """Inverse of :func:`encode_config`. Raises ValueError/KeyError/TypeError on damaged data."""
    seats = decode_seats(data["seats"])
    variant = data.get("variant")
    if variant is not None and (isinstance(variant, bool) or not isinstance(variant, int)):
        raise TypeError(f"variant must be 1, 2 or null, not {variant!r}")
    return PerfumerConfig(seats, Mode(data["mode"]), variant, Nose(data.get("nose", Nose.NORMAL.value)))
