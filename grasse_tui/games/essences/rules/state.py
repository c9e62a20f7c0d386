"""The whole state of a game of Eccentric Essences: everything, hidden parts included.

Hidden: the ticket (from the guessers in the competitive game, from the lead student in
the cooperative one) until the debriefing; each seat's drawn essences (``hands``) and the
face-down discards; a guess and its time until every guess is in; the decks' order.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from enum import Enum
from random import Random

from grasse_tui.core.game import LogEntry
from grasse_tui.games.essences.rules.config import EssencesConfig


class Phase(Enum):
    COMPOSE = "composing"
    """The lead student (competitive) or the helpers in turn (cooperative) choose essences
    and set their intensities."""
    GUESS = "guessing"
    """The guessers (competitive, each against their own clock) or the lead student
    (cooperative) place choice tokens."""
    OVER = "over"


@dataclass(slots=True)
class Placed:
    """An essence on the table this turn: whose it is and its intensity (None: not set yet)."""

    essence: str
    seat: int
    intensity: int | None = None


@dataclass(frozen=True, slots=True)
class Debrief:
    """One finished turn (rulebook step 3): the perfumes shown (names, numbers 1–4 in
    order), the ticket, the essences with intensities, each guess (seat -> tokens per
    perfume), each Nose token won (seat -> its bonus), the points each seat scored, and
    the seconds each guesser took (competitive only)."""

    turn: int
    lead: int
    perfumes: tuple[str, ...]
    ticket: int
    essences: tuple[tuple[str, int, int], ...]
    """(essence id, seat, intensity)."""
    guesses: tuple[tuple[int, tuple[int, ...]], ...]
    noses: tuple[tuple[int, int], ...]
    points: tuple[tuple[int, int], ...]
    seconds: tuple[tuple[int, float], ...] = ()


@dataclass(slots=True)
class EssencesState:
    config: EssencesConfig
    rng: Random
    phase: Phase = Phase.COMPOSE
    turn: int = 0
    """0-based; the lead of turn t is seat t mod players."""
    perfume_deck: list[str] = field(default_factory=list)
    perfume_discard: list[str] = field(default_factory=list)
    shown: list[tuple[str, int]] = field(default_factory=list)
    """The four perfume cards under the number tokens 1–4: (card id, side 0 or 1)."""
    essence_deck: list[str] = field(default_factory=list)
    essence_discard: list[str] = field(default_factory=list)
    ticket: int = 0
    """The perfume number (1–4) on this turn's ticket."""
    hands: dict[int, list[str]] = field(default_factory=dict)
    """Essences a seat drew and has not kept or discarded yet (private)."""
    placed: list[Placed] = field(default_factory=list)
    composers: list[int] = field(default_factory=list)
    """Who still composes this turn, in order (the lead; or the helpers from the lead's left)."""
    guesses: dict[int, tuple[int, ...]] = field(default_factory=dict)
    elapsed: dict[int, int] = field(default_factory=dict)
    """Milliseconds each guesser took (competitive)."""
    scores: list[int] = field(default_factory=list)
    """Each seat's points (competitive); the team's are :attr:`team`."""
    team: int = 0
    noses_won: list[int] = field(default_factory=list)
    """Nose bonus points each seat has scored (competitive), for the final breakdown."""
    lead_points: list[int] = field(default_factory=list)
    debriefs: list[Debrief] = field(default_factory=list)
    log: list[LogEntry] = field(default_factory=list)
    revealed: bool = False
    """Set by a step that drew or revealed something (the undo barrier)."""

    @property
    def players(self) -> int:
        return self.config.players

    @property
    def lead(self) -> int:
        return self.turn % self.players

    def name(self, seat: int) -> str:
        return self.config.seats[seat].name

    def clockwise_from_lead(self) -> list[int]:
        """The other seats, from the lead's left round the table."""
        return [(self.lead + step) % self.players for step in range(1, self.players)]

    def ticket_seen_by(self, seat: int | None) -> bool:
        """Whether ``seat`` may know the ticket now (it is public once the turn is debriefed)."""
        if seat is None:
            return False
        return (seat != self.lead) if self.config.cooperative else (seat == self.lead)
