"""The mutable state of one Grasse game.

A state is owned by its caller and changed in place by ``GRASSE.apply``. The
seeded RNG lives in it, so seed + action log rebuild it exactly. Seat-private
fields (a seat's ``stock``, ``coins``, ``flasks`` and ``formula``) leave the state
only through its own seat's view (:mod:`view`).
"""

from __future__ import annotations

from copy import deepcopy
from dataclasses import dataclass, field, fields
from enum import Enum
from random import Random
from types import MappingProxyType
from typing import TypeVar

from grasse_tui.core.game import NO_PRIVATE, LogEntry
from grasse_tui.games.grasse.rules.config import GrasseConfig
from grasse_tui.games.grasse.rules.content import (
    PERFUMES,
    PIERRE_NAME,
    RESOURCES,
    WORKERS,
    AwardSlot,
    Card,
    CardRow,
    ContractCard,
    Criterion,
    Essence,
    EventId,
    LocationId,
    Perfume,
    Resource,
    TechniqueCard,
)

K = TypeVar("K")


def empty_pieces() -> dict[Resource, int]:
    """A resource -> count map with every resource at zero."""
    return dict.fromkeys(RESOURCES, 0)


@dataclass(slots=True)
class Space:
    """A resource-track space.

    ``owner`` is the seat whose large tile lies here; None means a grey tile
    (or, while ``GrasseState.drafting`` is True, no tile yet). ``pieces`` holds all
    nine resources in ``RESOURCES`` order, like a seat's stock; ``count`` is always
    ``sum(pieces.values())``, kept with them for the capacity checks.
    """

    owner: int | None
    pieces: dict[Resource, int]
    count: int = 0


@dataclass(slots=True)
class SeatState:
    """One seat: hidden stock behind its screen, and its public tracks and cards.

    Private: ``stock``, ``coins``, ``flasks``, ``formula`` (its secret formula card,
    None without that expansion). Public: everything else. ``points`` is the points
    track; ``production_points``/``sales_points``/``client_points`` split it by
    origin. ``arrival`` orders point markers that share a score (higher = on top).
    ``stock`` holds all nine resources in ``RESOURCES`` order, ``flasks`` and
    ``produced`` all six perfumes in ``PERFUMES`` order (views read them in dict order).
    """

    stock: dict[Resource, int]
    coins: int
    flasks: dict[Perfume, int] = field(default_factory=lambda: dict.fromkeys(PERFUMES, 0))
    produced: dict[Perfume, int] = field(default_factory=lambda: dict.fromkeys(PERFUMES, 0))
    sales: int = 0
    production_points: int = 0
    sales_points: int = 0
    techniques: list[TechniqueCard] = field(default_factory=list)
    contracts: list[ContractCard] = field(default_factory=list)
    pawn: int | None = None
    workers_left: int = 0
    discarded: int = 0
    arrival: int = 0
    client_points: int = 0
    formula: tuple[Essence, Essence] | None = None

    @property
    def points(self) -> int:
        return self.production_points + self.sales_points + self.client_points


class StepKind(Enum):
    """What kind of decision is pending (PIERRE: the solo seat picks the perfume
    Pierre makes or sells where his table says "the player's choice")."""

    TRACK_TILE = "track_tile"
    PLACE = "place"
    EFFECT = "effect"
    DELIVER = "deliver"
    TAKE = "take"
    COLLECT = "collect"
    MOVE = "move"
    FINAL = "final"
    PIERRE = "pierre"
    EVENT = "event"
    OVER = "over"


class Then(Enum):
    """Where play continues once a chain of sub-decisions ends."""

    EFFECT_DONE = "effect_done"
    TURN_DONE = "turn_done"
    FINAL_DONE = "final_done"
    PIERRE_TURN_DONE = "pierre_turn_done"
    PIERRE_FINAL_DONE = "pierre_final_done"


@dataclass(slots=True)
class Step:
    """The pending decision: ``seat`` must decide a ``kind`` decision.

    ``location`` is the location whose effect is running (EFFECT, and the
    DELIVER/TAKE/COLLECT steps it spawns). ``pending`` are resources still owed to
    the track, delivered in order; ``takes`` resources to take from the track
    after that. ``space`` is the space a COLLECT step collects from; ``golden``
    marks a Square collection (any one piece, free). ``times_done`` counts
    how often this step's effect has been carried out already: Master Perfumer
    cards taken, a flask sold or made under a doubling event, Pierre's first
    flask of two. ``selling`` marks a PIERRE step that picks the
    flask Pierre sells (else the perfume he makes). ``then`` says where play
    continues after this chain; ``after`` is a step to return to once a DELIVER
    chain ends (a second flask under an event). ``event`` is the event card an
    EVENT step resolves and ``event_pieces`` what the seat has taken or returned
    for it so far.
    """

    kind: StepKind
    seat: int
    then: Then = Then.TURN_DONE
    location: LocationId | None = None
    pending: list[Resource] = field(default_factory=list)
    takes: list[Resource] = field(default_factory=list)
    space: int | None = None
    golden: bool = False
    times_done: int = 0
    selling: bool = False
    after: Step | None = None
    event: EventId | None = None
    event_pieces: list[Resource] = field(default_factory=list)


@dataclass(slots=True)
class Changes:
    """When each part of a state last changed, as plain data for readers that rebuild only
    what changed (the view parts in :mod:`view`).

    ``serial`` counts the changes marked so far, and each part maps to the serial of its
    last change: a reader that caught up at serial ``n`` rebuilds the parts marked above
    ``n`` (:func:`changed_since`), so any number of readers can follow one state and
    nothing is ever cleared. ``seats``: a seat's public record (points, production,
    sales, cards, workers, pawn, first player, a revealed formula). ``private``: a
    seat's stock, coins, flasks or formula. ``spaces``: a track space's tile, pieces,
    pawn or golden pawn. ``locations``: an open location's workers or noble, or its
    opening. ``board``: the turn order, round tiles, card rows and decks, flask supply
    and event cards (Events).
    """

    serial: int = 0
    seats: dict[int, int] = field(default_factory=dict)
    private: dict[int, int] = field(default_factory=dict)
    spaces: dict[int, int] = field(default_factory=dict)
    locations: dict[LocationId, int] = field(default_factory=dict)
    board: int = 0

    def next_serial(self) -> int:
        """The serial of a change made now."""
        self.serial += 1
        return self.serial


def changed_since(marks: dict[K, int], serial: int) -> list[K]:
    """The parts of ``marks`` (a dict of :class:`Changes`) changed after ``serial``."""
    return [part for part, mark in marks.items() if mark > serial]


@dataclass(slots=True, eq=False, weakref_slot=True)
class GrasseState:
    """The whole game. See module docstring for ownership and privacy.

    ``round`` is 1–4; ``turn`` is the 0-based turn within the round (the seat
    acting is ``turn_order[turn % len(turn_order)]``). ``locations`` lists the open
    locations in board order; ``workers`` the seats on each open location in
    arrival order. ``round_tiles[i]`` is the tile on space I–IV (face down while
    ``i + 1 > round``). ``rows``/``decks``/``discards`` hold the Master Perfumer
    cards (the last element of a deck is its top). ``vanguard_deck`` holds the
    unrevealed double-sided cards. ``bank`` is the coin value the bank holds.
    ``revealed`` is scratch: set when the action being applied revealed hidden
    components.

    Solo game (ruling G40): ``pierre`` is the index in ``seats`` of the
    automaton Pierre (always 1; None with 2–5 seats). His :class:`SeatState`
    holds his stock, coins, flasks, cards, pawn and tracks like a seat's, but he
    has no workers, is never in ``turn_order`` and never decides: the rules
    carry out his reaction to ``cue`` (the location the seat used this turn, or
    the noble's destination after the Palace) when the seat's turn ends.

    Important Clients: ``clients`` is the open row, leftmost first;
    ``client_deck``/``client_discards`` the face-down pile (top last) and the
    discards. Events: ``event_deck`` (top last); ``event_schedule`` maps a round to
    its cards laid face up at setup (variant 2); ``events_now`` are the cards
    revealed this round, ``events_past`` earlier ones; ``event_queue`` the cards of
    this round still being resolved and ``event_turn`` the turn-order index of the
    seat resolving the first; ``collect_mode`` is 0 (normal), 1 (at most one
    piece) or 2 (two pieces) for this round's collections.

    ``changes`` records when each part last changed (:class:`Changes`): the rules mark
    what they change through the ``touch_*`` methods, so code that edits a state by hand
    (tests) calls :meth:`touch_all` before the next view.
    """

    config: GrasseConfig
    rng: Random
    seats: list[SeatState]
    track: list[Space]
    locations: list[LocationId]
    workers: dict[LocationId, list[int]]
    round_tiles: list[LocationId]
    factories: dict[LocationId, tuple[Perfume, Perfume]]
    rows: dict[CardRow, list[Card]]
    decks: dict[CardRow, list[Card]]
    discards: dict[CardRow, list[Card]]
    vanguard: Perfume
    fashion: Perfume
    vanguard_deck: list[Perfume]
    awards: list[tuple[AwardSlot, Criterion]]
    flask_supply: dict[Perfume, int]
    bank: int
    turn_order: list[int]
    step: Step
    round: int = 1
    turn: int = 0
    drafting: bool = True
    draft_order: list[int] = field(default_factory=list)
    noble: LocationId | None = None
    golden: int | None = None
    pierre: int | None = None
    cue: LocationId | None = None
    final_index: int = 0
    arrivals: int = 0
    log: list[LogEntry] = field(default_factory=list)
    revealed: bool = False
    clients: list[Perfume] = field(default_factory=list)
    client_deck: list[Perfume] = field(default_factory=list)
    client_discards: list[Perfume] = field(default_factory=list)
    event_deck: list[EventId] = field(default_factory=list)
    event_schedule: dict[int, list[EventId]] = field(default_factory=dict)
    events_now: list[EventId] = field(default_factory=list)
    events_past: list[EventId] = field(default_factory=list)
    event_queue: list[EventId] = field(default_factory=list)
    event_turn: int = 0
    collect_mode: int = 0
    labels: tuple[str, ...] = field(init=False)
    changes: Changes = field(default_factory=Changes, init=False, repr=False)

    def __post_init__(self) -> None:
        labels = [f"{seat.name} ({self.config.colour(i).letter})" for i, seat in enumerate(self.config.seats)]
        colour = self.config.pierre_colour
        if colour is not None:
            labels.append(f"{PIERRE_NAME} ({colour.letter})")
        self.labels = tuple(labels)

    def touch_seat(self, seat: int) -> None:
        """``seat``'s public record changed."""
        self.changes.seats[seat] = self.changes.next_serial()

    def touch_private(self, seat: int) -> None:
        """``seat``'s stock, coins, flasks or formula changed."""
        self.changes.private[seat] = self.changes.next_serial()

    def touch_space(self, index: int) -> None:
        """Track space ``index`` changed: its tile, its pieces, or the pawn on it."""
        self.changes.spaces[index] = self.changes.next_serial()

    def touch_location(self, location: LocationId) -> None:
        """The workers at ``location`` changed, or the noble came or left."""
        self.changes.locations[location] = self.changes.next_serial()

    def touch_locations(self) -> None:
        """Every open location changed (a round's maintenance)."""
        for location in self.locations:
            self.touch_location(location)

    def touch_board(self) -> None:
        """The turn order, round tiles, card rows, decks, flask supply or event cards changed."""
        self.changes.board = self.changes.next_serial()

    def touch_all(self) -> None:
        """Every part changed: after the state was edited by hand (tests)."""
        for seat in range(self.players):
            self.touch_seat(seat)
            self.touch_private(seat)
        for index in range(len(self.track)):
            self.touch_space(index)
        self.touch_locations()
        self.touch_board()

    @property
    def players(self) -> int:
        """Seats plus Pierre: 2 in the solo game, which follows the 2-player rules."""
        return len(self.seats)

    @property
    def solo(self) -> bool:
        """True in the solo game against Pierre."""
        return self.pierre is not None

    @property
    def turns_per_round(self) -> int:
        """Turns in a round: 4 per seat in ``turn_order`` (Pierre takes none)."""
        return WORKERS * len(self.turn_order)

    @property
    def first_player(self) -> int:
        return self.turn_order[0]

    @property
    def over(self) -> bool:
        return self.step.kind is StepKind.OVER

    def seat_label(self, seat: int) -> str:
        """``"Name (R)"``: a seat's name with its colour letter, for log lines."""
        return self.labels[seat]

    def add_log(self, public: str, seat: int | None = None, private: dict[int, str] | None = None) -> None:
        """Append a log line (``private`` maps a seat to text only it may read)."""
        self.log.append(LogEntry(public, MappingProxyType(dict(private)) if private else NO_PRIVATE, seat))

    def __deepcopy__(self, memo: dict[int, object]) -> GrasseState:
        """A copy sharing nothing that changes with this state. The log's entries are
        shared: they never change (a deep copy would fail on their read-only mappings)."""
        memo[id(self.log)] = list(self.log)
        twin = object.__new__(GrasseState)
        memo[id(self)] = twin
        for part in fields(self):
            setattr(twin, part.name, deepcopy(getattr(self, part.name), memo))
        return twin
