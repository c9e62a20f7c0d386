"""Table configuration for a game of Grasse (rulebook "Setup")."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

from grasse_tui.core.game import SeatConfig
from grasse_tui.games.grasse.content import SEAT_COLOURS, Colour

MIN_SEATS = 2
MAX_SEATS = 5
KNOWN_EXPANSIONS: frozenset[str] = frozenset()
"""Expansion ids this rules core plays; the mini expansions will be added here."""


@dataclass(frozen=True, slots=True)
class GrasseConfig:
    """The table: 2–5 seats in clockwise order, and the expansions in play.

    ``seats[i].colour`` is a :class:`Colour` id (``"red"``, ``"blue"``,
    ``"yellow"``, ``"teal"``, ``"green"``), each used once. ``expansions`` is reserved for the
    mini expansions and must be empty for now. Raises ValueError with a
    one-line reason when the table is not playable.
    """

    seats: tuple[SeatConfig, ...]
    expansions: frozenset[str] = field(default_factory=frozenset)

    def __post_init__(self) -> None:
        if not isinstance(self.seats, tuple):
            object.__setattr__(self, "seats", tuple(self.seats))
        if not isinstance(self.expansions, frozenset):
            object.__setattr__(self, "expansions", frozenset(self.expansions))
        count = len(self.seats)
        if not MIN_SEATS <= count <= MAX_SEATS:
            raise ValueError(f"Grasse needs {MIN_SEATS}–{MAX_SEATS} seats, got {count}")
        allowed = {c.value for c in SEAT_COLOURS}
        seen: set[str] = set()
        for number, seat in enumerate(self.seats, start=1):
            if not isinstance(seat, SeatConfig):
                raise TypeError(f"seat {number} is not a SeatConfig")
            if not seat.name.strip():
                raise ValueError(f"seat {number} has an empty name")
            if seat.colour not in allowed:
                raise ValueError(f"seat {number} colour {seat.colour!r} is not one of {', '.join(sorted(allowed))}")
            if seat.colour in seen:
                raise ValueError(f"colour {seat.colour!r} is used by more than one seat")
            seen.add(seat.colour)
        unknown = self.expansions - KNOWN_EXPANSIONS
        if unknown:
            raise ValueError(f"unknown or unsupported expansion(s): {', '.join(sorted(unknown))}")

    @property
    def players(self) -> int:
        return len(self.seats)

    def colour(self, seat: int) -> Colour:
        """The :class:`Colour` of seat index ``seat``."""
        return Colour(self.seats[seat].colour)


def default_config(players: int = 4) -> GrasseConfig:
    """A table of ``players`` human seats named after their colours (handy for tests and demos)."""
    return GrasseConfig(tuple(SeatConfig(c.label, c.value) for c in SEAT_COLOURS[:players]))


def encode_config(config: GrasseConfig) -> dict[str, Any]:
    """The config as a JSON-able dict: ``{"seats": [{name, colour, bot, pin}...], "expansions": [...]}``."""
    return {
        "seats": [{"name": s.name, "colour": s.colour, "bot": s.bot, "pin": s.pin} for s in config.seats],
        "expansions": sorted(config.expansions),
    }


def decode_config(data: Mapping[str, Any]) -> GrasseConfig:
    """Inverse of :func:`encode_config`. Raises ValueError/KeyError/TypeError on damaged data."""
    seats = tuple(SeatConfig(str(s["name"]), str(s["colour"]), s.get("bot"), s.get("pin")) for s in data["seats"])
    return GrasseConfig(seats, frozenset(str(e) for e in data.get("expansions", ())))
