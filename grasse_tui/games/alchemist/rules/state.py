"""The whole mutable state of a game of The Grand Alchemist (hidden parts included: which
marker is each seat's alchemist, the laboratories, the hands, the decks' order).

Markers are ``"m01"``…, three per seat at set-up (seat 0 has m01–m03, the first of them
its alchemist only by chance: roles are dealt at random). Places are city names or one of
the dungeon's two spaces (``content.PRISON_SPACES``).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from enum import Enum
from random import Random

from grasse_tui.core.game import LogEntry
from grasse_tui.games.alchemist.rules.config import AlchemistConfig
from grasse_tui.games.alchemist.rules.content import PRISON_SPACES, Family, Role

JUDGEMENT, PRISON = PRISON_SPACES
LAST_TURN = 40
"""Ruling A24: the game ends after this turn if nobody has won."""
INGOT_SUPPLY = 18


class Phase(Enum):
    PLACE = "placing markers"
    ASSIGN = "giving the dice"
    MOVE = "moving"
    OEUVRE = "the Grand Œuvre"
    INQUISITOR = "the Grand Inquisitor"
    OVER = "over"


@dataclass
class Marker:
    """A marker on the board: its owner (public, its colour), its place, and the sequences
    it still sits out in the dungeon."""

    marker_id: str
    owner: int
    place: str
    dungeon_turns: int = 0

    @property
    def in_dungeon(self) -> bool:
        return self.place in PRISON_SPACES


@dataclass
class AlchemistSeat:
    laboratory: str
    savoir: list[str] = field(default_factory=list)
    """Savoir card ids, at most one per city (their cities are public, ruling A5)."""
    events: list[str] = field(default_factory=list)
    ingots: int = 0
    alloy: dict[str, Family] = field(default_factory=dict)
    """Ruling A20: the city of a Savoir card in hand → the family it counts as."""


@dataclass
class Sequence:
    """The acting seat's sequence in progress (rulebook: Phase 2)."""

    dice: tuple[int, ...] = ()
    """Rolled, not yet given (phase ASSIGN)."""
    points: dict[str, int] = field(default_factory=dict)
    """Movement points left for each of the seat's markers that may still move."""
    paths: dict[str, list[str]] = field(default_factory=dict)
    """The cities each marker has passed this move, its start first."""
    done: list[str] = field(default_factory=list)
    """Markers whose move has ended."""
    no_duel: frozenset[str] = frozenset()
    """Other seats' markers that shared a city with this seat's markers at the start (ruling A12)."""
    encounter: str | None = None
    """A marker that just stopped after moving, among other seats' markers: its encounter is chosen."""
    divert: tuple[str, str] | None = None
    """(alchemist, assistant) after an inspection: the diversion may be tried."""
    duel: tuple[str, str, int] | None = None
    """(attacker, defender, attacker's swordsmen) waiting for the defender's answer."""
    exchange: tuple[int, int] | None = None
    """(winner, loser) of a duel: the winner chooses its swaps."""
    thief: tuple[int, bool, int] | None = None
    """(robbed seat, Savoir cards?, swaps left)."""
    prison_target: int | None = None
    """A seat that must pick which of its assistants a prison card sends."""
    worked: bool = False
    """The Grand Œuvre was attempted this sequence."""
    released: set[str] = field(default_factory=set)
    """Markers out of the dungeon this sequence: one on a Savoir city may study there at once."""


@dataclass
class Inquisitor:
    place: str | None = None
    dice: tuple[int, ...] = ()
    """The two dice rolled at the end of the turn, until one is kept."""
    points: int = 0
    path: list[str] = field(default_factory=list)
    acted_here: bool = True
    """An action was taken in the Inquisitor's city (true where it starts: it acts nowhere there)."""


@dataclass(eq=False)
class AlchemistState:
    config: AlchemistConfig
    rng: Random
    seats: list[AlchemistSeat]
    markers: dict[str, Marker]
    alchemists: dict[int, str]
    """Each seat's alchemist marker (hidden: ``known`` and ``public_roles`` say who knows)."""
    savoir_decks: dict[str, list[str]]
    """Each Savoir city's deck, its top first; used cards go under it."""
    event_deck: list[str]
    event_discard: list[str] = field(default_factory=list)
    lab_pile: list[str] = field(default_factory=list)
    lab_removed: str | None = None
    sheet: set[tuple[int, str]] = field(default_factory=set)
    """The investigation sheet: (seat, city) searched without finding that seat's laboratory."""
    known: dict[int, set[str]] = field(default_factory=dict)
    """Markers whose role each seat knows (besides its own and the public ones)."""
    public_roles: set[str] = field(default_factory=set)
    ingot_supply: int = INGOT_SUPPLY
    phase: Phase = Phase.PLACE
    turn: int = 1
    first: int = 0
    """The first player, drawn at random: it places first, starts every turn and controls
    the Inquisitor in the first (the others follow clockwise, in seat order)."""
    current: int = 0
    """The seat whose sequence it is (or who places its markers)."""
    seq: Sequence = field(default_factory=Sequence)
    inquisitor: Inquisitor = field(default_factory=Inquisitor)
    controller: int = 0
    """The seat controlling the Grand Inquisitor this turn."""
    arrested: str | None = None
    """Public judgement: the alchemist on the judgement space while the seats vote."""
    votes: dict[int, bool] = field(default_factory=dict)
    plague: str | None = None
    plague_owner: int | None = None
    plague_last: str | None = None
    winners: tuple[int, ...] = ()
    end_reason: str = ""
    log: list[LogEntry] = field(default_factory=list)
    chance: list[LogEntry] = field(default_factory=list)
    """The chance events of the action being applied (cleared by the game after each)."""
    revealed: bool = False

    @property
    def players(self) -> int:
        return self.config.players

    def name(self, seat: int) -> str:
        return self.config.seats[seat].name

    def next_seat(self, seat: int) -> int:
        """The seat to ``seat``'s left (the next in seat order, round the table)."""
        return (seat + 1) % self.players

    def role(self, marker_id: str) -> Role:
        owner = self.markers[marker_id].owner
        return Role.ALCHEMIST if self.alchemists.get(owner) == marker_id else Role.ASSISTANT

    def owned(self, seat: int) -> list[str]:
        """``seat``'s markers, by id."""
        return sorted(m.marker_id for m in self.markers.values() if m.owner == seat)

    def assistants(self, seat: int) -> list[str]:
        return [m for m in self.owned(seat) if m != self.alchemists[seat]]

    def roll(self, why: str) -> int:
        """A die roll, logged for everyone as a chance event: ``"{why}: 4."``."""
        value = self.rng.randint(1, 6)
        self.tell_chance(f"{why}: {value}.")
        return value

    def tell_chance(self, text: str) -> None:
        """Log what chance just did, for everyone, as a chance event of the step."""
        entry = LogEntry(text)
        self.log.append(entry)
        self.chance.append(entry)
