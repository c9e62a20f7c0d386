"""Table configuration for a game of Grasse (rulebook "Setup")."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any, Final

from grasse_tui.core.game import SeatConfig, check_seats, decode_seats, encode_seats
from grasse_tui.games.grasse.rules.content import SEAT_COLOURS, Colour

MIN_SEATS: Final = 1
"""One seat is the solo game against the automaton Pierre (rulebook "Solo Mode")."""
MAX_SEATS: Final = 5
EVENTS: Final = "events"
"""Mini Expansion I – Events."""
CLIENTS: Final = "clients"
"""Mini Expansion II – Important Clients."""
FORMULA: Final = "formula"
"""Mini Expansion III – Secret Formula."""
KNOWN_EXPANSIONS: Final[frozenset[str]] = frozenset({EVENTS, CLIENTS, FORMULA})
"""Expansion ids this rules core plays (rulebook "Mini Expansion Rules")."""
EVENTS_VARIANTS: Final[frozenset[int]] = frozenset({1, 2, 3})
"""The Events variants: 1 an event in round I too, 2 every round's events face up
from the start, 3 two events per round (rulings G28, G29)."""


@dataclass(frozen=True, slots=True)
class GrasseConfig:
    """The table: 1–5 seats in clockwise order, and the expansions in play.

    One seat is the solo game: that seat plays against the automaton Pierre,
    who takes :attr:`pierre_colour` and is not a seat (ruling G40).
    ``seats[i].colour`` is a :class:`Colour` id (``"red"``, ``"blue"``,
    ``"yellow"``, ``"teal"``, ``"green"``), each used once. ``expansions`` is a
    subset of :data:`KNOWN_EXPANSIONS` (``"events"``, ``"clients"``,
    ``"formula"``); ``events_variants`` a subset of {1, 2, 3}, only with
    ``"events"``. Raises ValueError with a one-line reason when the table is not
    playable.
    """

    seats: tuple[SeatConfig, ...]
    expansions: frozenset[str] = field(default_factory=frozenset)
    events_variants: frozenset[int] = field(default_factory=frozenset)

    def __post_init__(self) -> None:
        if not isinstance(self.seats, tuple):
            object.__setattr__(self, "seats", tuple(self.seats))
        if not isinstance(self.expansions, frozenset):
            object.__setattr__(self, "expansions", frozenset(self.expansions))
        if not isinstance(self.events_variants, frozenset):
            object.__setattr__(self, "events_variants", frozenset(self.events_variants))
        count = len(self.seats)
        if not MIN_SEATS <= count <= MAX_SEATS:
            raise ValueError(f"Grasse needs {MIN_SEATS}–{MAX_SEATS} seats (1 = solo against Pierre), got {count}")
        allowed = {c.value for c in SEAT_COLOURS}
        check_seats(self.seats, allowed)
        unknown = self.expansions - KNOWN_EXPANSIONS
        if unknown:
            raise ValueError(f"unknown or unsupported expansion(s): {', '.join(sorted(unknown))}")
        bad = {v for v in self.events_variants if isinstance(v, bool) or v not in EVENTS_VARIANTS}
        if bad:
            raise ValueError(f"unknown events variant(s): {', '.join(sorted(map(repr, bad)))}; use 1, 2 or 3")
        if self.events_variants and EVENTS not in self.expansions:
            raise ValueError("events variants need the 'events' expansion")
        if FORMULA in self.expansions and count == 1:
            raise ValueError("the Secret Formula expansion is not played solo (only Events and Clients are)")

    @property
    def players(self) -> int:
        """The number of seats (1 in the solo game: Pierre is not a seat)."""
        return len(self.seats)

    @property
    def solo(self) -> bool:
        """True for the solo game against Pierre (one seat)."""
        return len(self.seats) == 1

    @property
    def pierre_colour(self) -> Colour | None:
        """Pierre's colour in a solo game (None otherwise): the first of red, blue,
        yellow and teal that the seat did not take (ruling G40)."""
        if not self.solo:
            return None
        return next(c for c in SEAT_COLOURS if c.value != self.seats[0].colour)

    def colour(self, seat: int) -> Colour:
        """The :class:`Colour` of seat index ``seat``."""
        return Colour(self.seats[seat].colour)


def default_config(players: int = 4) -> GrasseConfig:
    """A table of ``players`` human seats named after their colours (handy for tests and demos)."""
    return GrasseConfig(tuple(SeatConfig(c.label, c.value) for c in SEAT_COLOURS[:players]))


def encode_config(config: GrasseConfig) -> dict[str, Any]:
    """The config as a JSON-able dict: ``{"seats": [{name, colour, bot, pin}...],
    "expansions": [...], "events_variants": [...]}`` (the last only when not empty)."""
    data: dict[str, Any] = {
        "seats": encode_seats(config.seats),
        "expansions": sorted(config.expansions),
    }
    if config.events_variants:
        data["events_variants"] = sorted(config.events_variants)
    return data


def decode_config(data: Mapping[str, Any]) -> GrasseConfig:
    """Inverse of :func:`encode_config`; records from before a key existed decode with
    its default. Raises ValueError/KeyError/TypeError on damaged data."""
    seats = decode_seats(data["seats"])
    variants = data.get("events_variants", ())
    if not all(isinstance(v, int) and not isinstance(v, bool) for v in variants):
        raise TypeError(f"events variants must be integers, got {variants!r}")
    return GrasseConfig(seats, frozenset(str(e) for e in data.get("expansions", ())), frozenset(variants))
