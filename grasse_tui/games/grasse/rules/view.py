"""What one seat may see of a Grasse game: frozen, state-free view objects.

A :class:`GrasseView` for seat A holds everything public plus A's own
:class:`PrivateView` (its resources, coins and flasks) and nothing private of
any other seat. Views share no mutable object with the state, so a bot or
widget holding a view cannot reach the state; their immutable parts are cached
on the state and shared between views while unchanged (see :class:`ViewCache`).
The one list a view reaches is the view cache's copy of its viewer's log lines,
which only grows, behind a read-only :class:`LogLines` window of fixed length.
Every view class is a frozen dataclass.
"""

from __future__ import annotations

from dataclasses import dataclass
from collections.abc import Iterator
from typing import Final, overload

from grasse_tui.core.game import NO_PRIVATE
from grasse_tui.games.grasse.rules.config import EVENTS
from grasse_tui.games.grasse.rules.content import (
    LOCATIONS,
    PERFUMES,
    PIERRE_NAME,
    SOLO_FACE_DOWN,
    AwardSlot,
    CardRow,
    ContractCard,
    Criterion,
    Essence,
    EventId,
    EventKind,
    LocationId,
    Perfume,
    Resource,
    TechniqueCard,
)
from grasse_tui.games.grasse.rules.state import Changes, GrasseState, StepKind, Then
from grasse_tui.games.grasse.rules.turns import allocation_cost


@dataclass(frozen=True, slots=True)
class PrivateView:
    """The viewer's own hidden stock: what stands behind its screen.

    ``resources`` lists all nine resources in ``content.RESOURCES`` order with
    their counts; ``flasks`` all six perfumes in ``content.PERFUMES`` order.
    ``formula`` is the two essences of its secret formula card (None without
    that expansion).
    """

    seat: int
    resources: tuple[tuple[Resource, int], ...]
    coins: int
    flasks: tuple[tuple[Perfume, int], ...]
    formula: tuple[Essence, Essence] | None = None
    """The viewer's secret formula card (Secret Formula only)."""


@dataclass(frozen=True, slots=True)
class SeatPublicView:
    """A seat's public information.

    ``production`` lists all six perfumes with how many of each the seat has
    made (production track, ≤5 each); ``sales`` is its sales track (≤5);
    ``points`` its points track (made perfumes, fashion sales and served
    clients; ``client_points`` is the clients' share). ``pawn`` is its track space (None before its
    first move). ``letter`` is the colour's one-letter symbol. ``client_points``
    are the points from served clients (Important Clients); ``formula`` is the
    seat's secret formula card, None until the game is over (Secret Formula).
    """

    seat: int
    name: str
    colour: str
    letter: str
    is_bot: bool
    points: int
    production: tuple[tuple[Perfume, int], ...]
    sales: int
    techniques: tuple[TechniqueCard, ...]
    contracts: tuple[ContractCard, ...]
    workers_left: int
    workers_discarded: int
    pawn: int | None
    is_first_player: bool
    client_points: int = 0
    formula: tuple[Essence, Essence] | None = None

    def produced(self, perfume: Perfume) -> int:
        """How many flasks of ``perfume`` this seat has made."""
        return next(n for p, n in self.production if p is perfume)


@dataclass(frozen=True, slots=True)
class LocationView:
    """An open location: who stands there and what a worker costs now.

    ``workers`` are seat indices in order of arrival; ``noble`` is True when the
    noble stands here; ``cost`` is the coin cost of allocating a worker here now
    (same for every seat); ``perfumes`` are what it can produce (factories and
    La Grande Usine, empty otherwise).
    """

    id: LocationId
    name: str
    summary: str
    is_tile: bool
    workers: tuple[int, ...]
    noble: bool
    cost: int
    perfumes: tuple[Perfume, ...]


@dataclass(frozen=True, slots=True)
class SpaceView:
    """One resource-track space (index 0–13).

    ``owner`` is the seat whose large tile lies here, or None; ``neutral`` is True
    for a grey tile (False for a seat tile, and for a space still empty during
    the setup draft). ``pieces`` lists the resources on it with counts
    (non-zero only, in ``content.RESOURCES`` order); ``pawn`` is the seat whose
    pawn stands here; ``golden`` is True when the golden pawn does.
    """

    index: int
    owner: int | None
    neutral: bool
    pieces: tuple[tuple[Resource, int], ...]
    count: int
    pawn: int | None
    golden: bool


@dataclass(frozen=True, slots=True)
class AwardView:
    """An award slot and the criterion drawn into it; ``points`` by place (1st/2nd/3rd,
    and 4th in a 5-player game).

    ``scored`` is False for a criterion turned face down in the solo game (Best
    Seller, Best Stockist); its ``points`` are then all 0.
    """

    slot: AwardSlot
    criterion: Criterion
    points: tuple[int, ...]
    scored: bool = True


@dataclass(frozen=True, slots=True)
class PierreView:
    """Pierre, the solo automaton: everything about him is public (no screens).

    ``seat`` is his index wherever seats are numbered: ``GrasseView.seats``
    (whose entry at ``seat`` is his public record: points, production, sales,
    cards, pawn), ``SpaceView.owner``/``pawn``, award values and final score
    lines. ``stock`` holds his resources, coins and flasks. ``tiles`` are the
    track spaces with his large tiles. ``production_points``/``sales_points``
    split his points by origin.
    """

    seat: int
    name: str
    colour: str
    letter: str
    public: SeatPublicView
    stock: PrivateView
    tiles: tuple[int, ...]
    production_points: int
    sales_points: int


@dataclass(frozen=True, slots=True)
class StepView:
    """The pending decision in public terms.

    ``seat`` decides (None once the game is over). ``kind`` is a ``StepKind``
    value: ``"track_tile"``, ``"place"``, ``"effect"``, ``"deliver"``, ``"take"``,
    ``"collect"``, ``"move"``, ``"final"``, ``"pierre"`` (the solo seat picks
    Pierre's perfume), ``"event"`` (a seat's part in an event card) or ``"over"``.
    ``location`` is the location whose effect is being carried out, if any;
    ``pending`` the resources still to be delivered to the track; ``space`` the
    space being collected from; ``text`` a short sentence such as
    ``"deliver water to the track (then 2 more)"``; ``event`` the event card an
    ``"event"`` step carries out; ``final`` whether the step is part of the
    end-of-game free actions (a delivery or Pierre's perfume there too).

    For an effect, a collection or a free action (:data:`SEAT_ONLY_STEPS`),
    any view but the deciding seat's has no location, space or text (``""``).
    """

    seat: int | None
    kind: str
    location: LocationId | None
    pending: tuple[Resource, ...]
    space: int | None
    text: str
    event: EventId | None = None
    final: bool = False


@dataclass(frozen=True, slots=True)
class EventsView:
    """The Events expansion as everyone sees it.

    ``this_round`` are the cards revealed this round, in reveal order;
    ``round_effects`` those of them whose effect lasts the whole round (what the
    UI should keep on show); ``collect_limit`` is 2 or 1 when a round card
    changes how many pieces a pawn's stop yields (None: the usual rules).
    ``upcoming`` are later rounds' cards already face up (variant 2), as
    (round, cards) pairs; ``past`` the cards of earlier rounds and those set
    aside; ``deck`` the number of cards left face down; ``variants`` the
    variants in play (1–3); ``waiting`` those of ``this_round`` not resolved
    yet, in resolution order (the first is the one being resolved now; empty
    once the round's placements start).
    """

    this_round: tuple[EventId, ...]
    round_effects: tuple[EventId, ...]
    collect_limit: int | None
    upcoming: tuple[tuple[int, tuple[EventId, ...]], ...]
    past: tuple[EventId, ...]
    deck: int
    variants: tuple[int, ...]
    waiting: tuple[EventId, ...]


class LogLines:
    """The first ``len(self)`` lines of a game log as one viewer reads it, oldest first.

    A read-only window onto a list the view cache only ever appends to: the lines a
    view shows never change, and the next view copies none of them (a tuple of the
    whole log, rebuilt on every view, cost a 5-player game about 4% of its time).
    It has a sequence's length, indexing, iteration, ``in`` and ``reversed``; a slice is
    a tuple; it equals another log or a tuple holding the same lines. (Not a
    ``collections.abc.Sequence`` subclass: compiled, such a class shares the ABC's
    registry and would pass ``isinstance`` checks for any str or tuple.)
    """

    __slots__ = ("_length", "_lines")

    def __init__(self, lines: list[str], length: int) -> None:
        self._lines = lines
        self._length = length

    def __len__(self) -> int:
        return self._length

    @overload
    def __getitem__(self, index: int) -> str: ...
    @overload
    def __getitem__(self, index: slice) -> tuple[str, ...]: ...
    def __getitem__(self, index: int | slice) -> str | tuple[str, ...]:
        if isinstance(index, slice):
            return tuple(self._lines[: self._length][index])
        if index < 0:
            index += self._length
        if not 0 <= index < self._length:
            raise IndexError("log line index out of range")
        return self._lines[index]

    def __iter__(self) -> Iterator[str]:
        return iter(self._lines[: self._length])

    def __reversed__(self) -> Iterator[str]:
        return reversed(self._lines[: self._length])

    def __contains__(self, line: object) -> bool:
        return line in self._lines[: self._length]

    def __eq__(self, other: object) -> bool:
        if isinstance(other, LogLines | tuple):
            return tuple(self) == tuple(other)
        return NotImplemented

    def __hash__(self) -> int:
        return hash(tuple(self))

    def __repr__(self) -> str:
        return f"LogLines({tuple(self)!r})"


@dataclass(frozen=True, slots=True)
class GrasseView:
    """Everything ``viewer`` may see now (``viewer`` None: a spectator, public only).

    ``round`` is 1–4; ``turn`` counts turns in this round from 1 up to
    ``turns_in_round`` (0 during the setup draft). ``turn_order`` lists seats
    from this round's first player. ``locations`` are the open locations;
    ``round_tiles`` the tiles on spaces I–IV (None while face down).
    ``flask_supply`` lists all six perfumes with flasks left in the supply.
    ``log`` is the game log as this viewer may read it, oldest first (a :class:`LogLines`).
    ``me`` is the viewer's private stock (None for a spectator). ``seats`` lists
    every seat in seat order; in the solo game it also lists Pierre, at index
    ``pierre.seat`` (``pierre`` is None in a 2–5 seat game).
    ``expansions`` are the mini-expansion ids in play (sorted); ``clients`` the open client
    row, leftmost first, and ``client_deck`` its face-down pile size (Important
    Clients); ``events`` the Events expansion's public state (None without it).
    """

    viewer: int | None
    round: int
    turn: int
    turns_in_round: int
    first_player: int
    turn_order: tuple[int, ...]
    seats: tuple[SeatPublicView, ...]
    locations: tuple[LocationView, ...]
    round_tiles: tuple[LocationId | None, ...]
    track: tuple[SpaceView, ...]
    golden_pawn: int | None
    noble: LocationId | None
    vanguard: Perfume
    fashion: Perfume
    technique_row: tuple[TechniqueCard, ...]
    contract_row: tuple[ContractCard, ...]
    technique_deck: int
    contract_deck: int
    flask_supply: tuple[tuple[Perfume, int], ...]
    awards: tuple[AwardView, ...]
    step: StepView
    log: LogLines
    over: bool
    me: PrivateView | None
    pierre: PierreView | None = None
    expansions: tuple[str, ...] = ()
    clients: tuple[Perfume, ...] = ()
    client_deck: int = 0
    events: EventsView | None = None


def _events_view(state: GrasseState) -> EventsView:
    mode = state.collect_mode
    return EventsView(
        tuple(state.events_now),
        tuple(e for e in state.events_now if e.kind is EventKind.ROUND),
        mode or None,
        tuple((n, tuple(cards)) for n, cards in sorted(state.event_schedule.items())),
        tuple(state.events_past),
        len(state.event_deck),
        tuple(sorted(state.config.events_variants)),
        tuple(state.event_queue),
    )


_EVENT_TEXT: Final[dict[EventId, str]] = {
    EventId.TWO_BASES: "take a base from any track space, or stop",
    EventId.BASE_AND_ESSENCE: "take a base or an essence from any track space, or stop",
    EventId.RETURN_TWO_BASES: "return a base to a track space",
    EventId.RETURN_ESSENCE: "return an essence to a track space",
    EventId.FREE_TECHNIQUE: "take an open technique card for free, or decline",
    EventId.FREE_CONTRACT: "take an open contract card for free, or decline",
}


def _step_text(state: GrasseState) -> str:
    step = state.step
    kind = step.kind
    if kind is StepKind.TRACK_TILE:
        left = state.draft_order[state.turn :].count(step.seat)
        return f"place a large tile ({left} to place)"  # one line at 100×30; only untiled spaces are offered
    if kind is StepKind.PLACE:
        return f"place a worker ({state.seats[step.seat].workers_left} left this round)"
    if kind is StepKind.EFFECT:
        assert step.location is not None
        if step.times_done:  # short, to fit one line of the decision panel (the location is the one just used)
            if step.location is LocationId.MASTER_PERFUMER:
                return "take a second card, or stop"
            if step.location is LocationId.PERFUMERY or step.location is LocationId.CHATEAU:
                return "sell a second flask, or stop"
            return "make a second flask, or stop"
        return f"use {step.location.label}, or skip it"
    if kind is StepKind.DELIVER:
        more = len(step.pending) - 1
        remaining = f"then {more} more" if more else "the last one"
        return f"deliver {step.pending[0].value} to the track ({remaining})"
    if kind is StepKind.TAKE:
        return f"take {step.takes[0].value} from a track space"
    if kind is StepKind.COLLECT:
        assert step.space is not None
        how = " with the golden pawn" if step.golden else ""
        return f"collect from space {step.space + 1}{how}"
    if kind is StepKind.MOVE:
        return "move the pawn 1 or 2 spaces"
    if kind is StepKind.FINAL:
        return "free action: make or sell one perfume, or pass"
    if kind is StepKind.PIERRE:
        return f"choose the perfume Pierre {'sells' if step.selling else 'makes'}"
    if kind is StepKind.EVENT:
        assert step.event is not None
        text = f"{step.event.label}: {_EVENT_TEXT[step.event]}"
        if len(step.event_pieces) == 1:  # a two-piece card, half done
            text += f" (the second; first: {step.event_pieces[0].value})"
        return text
    return "the game is over"


# The builders below pass fields positionally, in declaration order, and build their
# tuples with list comprehensions: both measurably faster for parts built on every view
# (compiled, a comprehension is a plain C loop where zip/map go through Python iterators).
# Per-resource and per-perfume counts are read in the state's dict order, which is
# RESOURCES and PERFUMES order (see GrasseState), with no lookup per key.


def _seat_view(state: GrasseState, seat: int, static: tuple[str, str, str, bool]) -> SeatPublicView:
    """``static`` is the seat's name, colour, letter and whether a bot plays it."""
    record = state.seats[seat]
    produced = record.produced
    name, colour, letter, bot = static  # named, not starred: compiled, a starred call is a Python-level call
    return SeatPublicView(
        seat,
        name,
        colour,
        letter,
        bot,
        record.points,
        tuple(produced.items()),
        record.sales,
        tuple(record.techniques),
        tuple(record.contracts),
        record.workers_left,
        record.discarded,
        record.pawn,
        seat == state.turn_order[0],
        record.client_points,
        record.formula if state.step.kind is StepKind.OVER else None,
    )


def _private_view(state: GrasseState, seat: int) -> PrivateView:
    record = state.seats[seat]
    stock, flasks = record.stock, record.flasks
    return PrivateView(
        seat,
        tuple(stock.items()),
        record.coins,
        tuple(flasks.items()),
        record.formula,
    )


def _pawn_at(state: GrasseState, index: int) -> int | None:
    """The seat whose pawn stands on track space ``index`` (the last such seat; None: no pawn)."""
    found = None
    for seat, record in enumerate(state.seats):
        pawn = record.pawn
        if pawn is not None and pawn == index:
            found = seat
    return found


def _space_view(state: GrasseState, index: int) -> SpaceView:
    space = state.track[index]
    owner = space.owner
    pieces = space.pieces
    return SpaceView(
        index,
        owner,
        owner is None and not state.drafting,
        tuple([(r, n) for r, n in pieces.items() if n]),
        space.count,
        _pawn_at(state, index),
        state.golden == index,
    )


def _location_view(state: GrasseState, loc: LocationId) -> LocationView:
    info = LOCATIONS[loc]
    return LocationView(
        loc,
        info.name,
        info.summary,
        info.is_tile,
        tuple(state.workers[loc]),
        state.noble is loc,
        allocation_cost(state, loc),
        state.factories.get(loc, PERFUMES if loc is LocationId.GRANDE_USINE else ()),
    )


@dataclass(slots=True)
class ViewCache:
    """The parts of earlier views of one state: :func:`build_view` rebuilds only the
    parts ``GrasseState.changes`` marks, and shares the unchanged immutable parts
    between views."""

    turns_in_round: int
    seat_static: list[tuple[str, str, str, bool]]
    seat_views: list[SeatPublicView]
    seats: tuple[SeatPublicView, ...]
    private_views: list[PrivateView]
    space_views: list[SpaceView]
    track: tuple[SpaceView, ...]
    location_views: dict[LocationId, LocationView]
    locations: tuple[LocationView, ...]
    turn_order: tuple[int, ...]
    round_tiles: tuple[LocationId | None, ...]
    technique_row: tuple[TechniqueCard, ...]
    contract_row: tuple[ContractCard, ...]
    technique_deck: int
    contract_deck: int
    flask_supply: tuple[tuple[Perfume, int], ...]
    awards: tuple[AwardView, ...]
    expansions: tuple[str, ...]
    events: EventsView | None
    logs: dict[int | None, list[str]]

    @classmethod
    def of(cls, state: GrasseState) -> ViewCache:
        """A cache holding every part of ``state`` as it is now (clears ``state.changes``)."""
        state.changes = Changes()
        config = state.config
        static = [
            (table.name, table.colour, config.colour(seat).letter, not table.is_human)
            for seat, table in enumerate(config.seats)
        ]
        colour = config.pierre_colour
        if colour is not None:
            static.append((PIERRE_NAME, colour.value, colour.letter, True))
        seats = [_seat_view(state, seat, static[seat]) for seat in range(state.players)]
        spaces = [_space_view(state, index) for index in range(len(state.track))]
        locations = {loc: _location_view(state, loc) for loc in state.locations}
        cache = cls(
            turns_in_round=state.turns_per_round,
            seat_static=static,
            seat_views=seats,
            seats=tuple(seats),
            private_views=[_private_view(state, seat) for seat in range(state.players)],
            space_views=spaces,
            track=tuple(spaces),
            location_views=locations,
            locations=tuple(locations.values()),
            turn_order=(),
            round_tiles=(),
            technique_row=(),
            contract_row=(),
            technique_deck=0,
            contract_deck=0,
            flask_supply=(),
            awards=tuple(
                AwardView(slot, criterion, slot.points_for(state.players))
                if not state.solo or criterion not in SOLO_FACE_DOWN
                else AwardView(slot, criterion, (0,) * len(slot.points_for(state.players)), False)
                for slot, criterion in state.awards
            ),
            expansions=tuple(sorted(config.expansions)),
            events=None,
            logs={},
        )
        cache.refresh_board(state)
        return cache

    def refresh_board(self, state: GrasseState) -> None:
        """Rebuild the turn order, round tiles, card rows, deck sizes, flask supply and events."""
        self.turn_order = tuple(state.turn_order)
        self.round_tiles = tuple(tile if i < state.round else None for i, tile in enumerate(state.round_tiles))
        self.technique_row = tuple(c for c in state.rows[CardRow.TECHNIQUE] if isinstance(c, TechniqueCard))
        self.contract_row = tuple(c for c in state.rows[CardRow.CONTRACT] if isinstance(c, ContractCard))
        self.technique_deck = len(state.decks[CardRow.TECHNIQUE])
        self.contract_deck = len(state.decks[CardRow.CONTRACT])
        supply = state.flask_supply
        self.flask_supply = tuple(supply.items())
        if EVENTS in state.config.expansions:
            self.events = _events_view(state)

    def refresh(self, state: GrasseState) -> None:
        """Rebuild the parts ``state.changes`` marks, and clear the marks."""
        changes = state.changes
        if changes.seats:
            for seat in changes.seats:
                self.seat_views[seat] = _seat_view(state, seat, self.seat_static[seat])
            self.seats = tuple(self.seat_views)
            changes.seats.clear()
        if changes.private:
            for seat in changes.private:
                self.private_views[seat] = _private_view(state, seat)
            changes.private.clear()
        if changes.spaces:
            for index in changes.spaces:
                self.space_views[index] = _space_view(state, index)
            self.track = tuple(self.space_views)
            changes.spaces.clear()
        if changes.locations:
            views = self.location_views
            for loc in changes.locations:
                views[loc] = _location_view(state, loc)
            self.locations = tuple([views[loc] for loc in state.locations])
            changes.locations.clear()
        if changes.board:
            self.refresh_board(state)
            changes.board = False

    def log(self, state: GrasseState, viewer: int | None) -> LogLines:
        """The log as ``viewer`` reads it; only lines added since the last call are read."""
        lines = self.logs.get(viewer)
        if lines is None:
            lines = self.logs[viewer] = []
        known = len(lines)
        if known != len(state.log):
            lines += [entry.public if entry.private is NO_PRIVATE else entry.text_for(viewer) for entry in state.log[known:]]
        return LogLines(lines, len(lines))


SEAT_ONLY_STEPS: Final = frozenset({StepKind.EFFECT, StepKind.COLLECT, StepKind.FINAL})
"""Steps whose details only the deciding seat's view carries: the rules skip such a step
when the seat can do nothing there (a flask it could make, a coin to pay for a piece), so
"use Factory I, or skip it" on another screen would tell that much of its stock."""


def _step_view(state: GrasseState, viewer: int | None, over: bool) -> StepView:
    step = state.step
    final = step.then is Then.FINAL_DONE or step.then is Then.PIERRE_FINAL_DONE
    seat = None if over else step.seat
    if viewer != step.seat and step.kind in SEAT_ONLY_STEPS:
        return StepView(seat, step.kind.value, None, (), None, "", step.event, final)
    return StepView(seat, step.kind.value, step.location, tuple(step.pending), step.space, _step_text(state), step.event, final)


def build_view(state: GrasseState, viewer: int | None) -> GrasseView:
    """A :class:`GrasseView` of ``state`` for ``viewer`` (None: spectator).

    Only the viewer's own stock, coins and flasks are included; nothing in the
    result refers to a mutable part of the state. Unchanged parts are shared
    with earlier views through ``state.view_cache`` (they are immutable).
    """
    cache = state.view_cache
    if cache is None:
        cache = state.view_cache = ViewCache.of(state)
    else:
        cache.refresh(state)
    step = state.step
    over = step.kind is StepKind.OVER
    turns = cache.turns_in_round
    return GrasseView(
        viewer,
        state.round,
        0 if state.drafting else min(state.turn + 1, turns),
        turns,
        state.turn_order[0],
        cache.turn_order,
        cache.seats,
        cache.locations,
        cache.round_tiles,
        cache.track,
        state.golden,
        state.noble,
        state.vanguard,
        state.fashion,
        cache.technique_row,
        cache.contract_row,
        cache.technique_deck,
        cache.contract_deck,
        cache.flask_supply,
        cache.awards,
        _step_view(state, viewer, over),
        cache.log(state, viewer),
        over,
        None if viewer is None else cache.private_views[viewer],
        None if state.pierre is None else _pierre_view(state, cache, state.pierre),
        cache.expansions,
        tuple(state.clients),
        len(state.client_deck),
        cache.events,
    )


def _pierre_view(state: GrasseState, cache: ViewCache, seat: int) -> PierreView:
    name, colour, letter, _ = cache.seat_static[seat]
    record = state.seats[seat]
    return PierreView(
        seat,
        name,
        colour,
        letter,
        cache.seat_views[seat],
        cache.private_views[seat],
        tuple(i for i, space in enumerate(state.track) if space.owner == seat),
        record.production_points,
        record.sales_points,
    )
