"""What one seat may see of a Grasse game: frozen view objects that share nothing with the state.

A :class:`GrasseView` for seat A holds everything public plus A's own
:class:`PrivateView` (its resources, coins, flasks and formula) and nothing private
of any other seat. Every view class is a frozen dataclass whose fields hold only
other view objects, tuples, strings, numbers, enum members and None: a bot or
widget holding a view cannot reach the state, nor anything that changes later
(the log is a tuple of this viewer's lines).

Views are built incrementally. The state records, as plain data, when each of
its parts last changed (:class:`~grasse_tui.games.grasse.rules.state.Changes`:
a serial number per seat, private stock, track space, location and the board).
A :class:`Views` object, which the game owns, keeps for each live state the view
objects of its parts (a :class:`_Parts`), in a dictionary keyed by a weak
reference to the state, so they go when the state goes. A new view rebuilds only
the parts marked since the last one and shares the rest with earlier views
(they are immutable). Nothing in the state refers to its views, so the rules
modules import one way: content, config and actions; state; track, clients,
effects, Pierre's modules, events and setup; turns; this module; awards, scoring
and the game (``tests/grasse/test_rules_imports.py`` checks there is no cycle).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Final, TypeVar
from weakref import WeakKeyDictionary

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
from grasse_tui.games.grasse.rules.state import GrasseState, StepKind, Then, changed_since
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


@dataclass(frozen=True, slots=True)
class GrasseView:
    """Everything ``viewer`` may see now (``viewer`` None: a spectator, public only).

    ``round`` is 1–4; ``turn`` counts turns in this round from 1 up to
    ``turns_in_round`` (0 during the setup draft). ``turn_order`` lists seats
    from this round's first player. ``locations`` are the open locations;
    ``round_tiles`` the tiles on spaces I–IV (None while face down).
    ``flask_supply`` lists all six perfumes with flasks left in the supply.
    ``log`` is the game log as this viewer may read it, oldest first.
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
    log: tuple[str, ...]
    over: bool
    me: PrivateView | None
    pierre: PierreView | None = None
    expansions: tuple[str, ...] = ()
    clients: tuple[Perfume, ...] = ()
    client_deck: int = 0
    events: EventsView | None = None


def _events_view(state: GrasseState) -> EventsView:
    return EventsView(
        this_round=tuple(state.events_now),
        round_effects=tuple(e for e in state.events_now if e.kind is EventKind.ROUND),
        collect_limit=state.collect_mode or None,
        upcoming=tuple((n, tuple(cards)) for n, cards in sorted(state.event_schedule.items())),
        past=tuple(state.events_past),
        deck=len(state.event_deck),
        variants=tuple(sorted(state.config.events_variants)),
        waiting=tuple(state.event_queue),
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
            if step.location in (LocationId.PERFUMERY, LocationId.CHATEAU):
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


SEAT_ONLY_STEPS: Final = frozenset({StepKind.EFFECT, StepKind.COLLECT, StepKind.FINAL})
"""Steps whose details only the deciding seat's view carries: the rules skip such a step
when the seat can do nothing there (a flask it could make, a coin to pay for a piece), so
"use Factory I, or skip it" on another screen would tell that much of its stock."""


def _step_view(state: GrasseState, viewer: int | None) -> StepView:
    step = state.step
    seat = None if state.over else step.seat
    kind = step.kind.value
    final = step.then in (Then.FINAL_DONE, Then.PIERRE_FINAL_DONE)
    if viewer != step.seat and step.kind in SEAT_ONLY_STEPS:
        return StepView(seat, kind, None, (), None, "", step.event, final)
    return StepView(seat, kind, step.location, tuple(step.pending), step.space, _step_text(state), step.event, final)


# A seat's and a space's counts are read in the state's dict order, which is RESOURCES
# and PERFUMES order (see GrasseState), the order the view classes promise.


@dataclass(frozen=True, slots=True)
class _Label:
    """How a seat (or Pierre) is named: never changes during a game."""

    name: str
    colour: str
    letter: str
    is_bot: bool


def _labels(state: GrasseState) -> tuple[_Label, ...]:
    config = state.config
    labels = [
        _Label(table.name, table.colour, config.colour(seat).letter, not table.is_human)
        for seat, table in enumerate(config.seats)
    ]
    colour = config.pierre_colour
    if colour is not None:
        labels.append(_Label(PIERRE_NAME, colour.value, colour.letter, True))
    return tuple(labels)


def _seat_view(state: GrasseState, seat: int, label: _Label) -> SeatPublicView:
    record = state.seats[seat]
    return SeatPublicView(
        seat=seat,
        name=label.name,
        colour=label.colour,
        letter=label.letter,
        is_bot=label.is_bot,
        points=record.points,
        production=tuple(record.produced.items()),
        sales=record.sales,
        techniques=tuple(record.techniques),
        contracts=tuple(record.contracts),
        workers_left=record.workers_left,
        workers_discarded=record.discarded,
        pawn=record.pawn,
        is_first_player=seat == state.first_player,
        client_points=record.client_points,
        formula=record.formula if state.over else None,
    )


def _private_view(state: GrasseState, seat: int) -> PrivateView:
    record = state.seats[seat]
    return PrivateView(seat, tuple(record.stock.items()), record.coins, tuple(record.flasks.items()), record.formula)


def _space_view(state: GrasseState, index: int) -> SpaceView:
    space = state.track[index]
    return SpaceView(
        index=index,
        owner=space.owner,
        neutral=space.owner is None and not state.drafting,
        pieces=tuple((r, n) for r, n in space.pieces.items() if n),
        count=space.count,
        pawn=next((seat for seat, record in enumerate(state.seats) if record.pawn == index), None),
        golden=state.golden == index,
    )


def _location_view(state: GrasseState, location: LocationId) -> LocationView:
    info = LOCATIONS[location]
    return LocationView(
        id=location,
        name=info.name,
        summary=info.summary,
        is_tile=info.is_tile,
        workers=tuple(state.workers[location]),
        noble=state.noble is location,
        cost=allocation_cost(state, location),
        perfumes=state.factories.get(location, PERFUMES if location is LocationId.GRANDE_USINE else ()),
    )


def _award_views(state: GrasseState) -> tuple[AwardView, ...]:
    awards = []
    for slot, criterion in state.awards:
        points = slot.points_for(state.players)
        if state.solo and criterion in SOLO_FACE_DOWN:
            awards.append(AwardView(slot, criterion, (0,) * len(points), scored=False))
        else:
            awards.append(AwardView(slot, criterion, points))
    return tuple(awards)


@dataclass(frozen=True, slots=True)
class _Board:
    """The parts of a view that change with the board: the turn order, round tiles, card
    rows and decks, flask supply and event cards (see :class:`GrasseView`)."""

    turn_order: tuple[int, ...]
    round_tiles: tuple[LocationId | None, ...]
    technique_row: tuple[TechniqueCard, ...]
    contract_row: tuple[ContractCard, ...]
    technique_deck: int
    contract_deck: int
    flask_supply: tuple[tuple[Perfume, int], ...]
    events: EventsView | None


def _board(state: GrasseState) -> _Board:
    return _Board(
        turn_order=tuple(state.turn_order),
        round_tiles=tuple(tile if i < state.round else None for i, tile in enumerate(state.round_tiles)),
        technique_row=tuple(c for c in state.rows[CardRow.TECHNIQUE] if isinstance(c, TechniqueCard)),
        contract_row=tuple(c for c in state.rows[CardRow.CONTRACT] if isinstance(c, ContractCard)),
        technique_deck=len(state.decks[CardRow.TECHNIQUE]),
        contract_deck=len(state.decks[CardRow.CONTRACT]),
        flask_supply=tuple(state.flask_supply.items()),
        events=_events_view(state) if EVENTS in state.config.expansions else None,
    )


V = TypeVar("V")


def _rebuilt(views: tuple[V, ...], marks: dict[int, int], seen: int, build: Callable[[int], V]) -> tuple[V, ...]:
    """``views`` (one per seat or space) with those marked after change ``seen`` built anew."""
    changed = changed_since(marks, seen)
    if not changed:
        return views
    rebuilt = list(views)
    for index in changed:
        rebuilt[index] = build(index)
    return tuple(rebuilt)


class _Parts:
    """The view objects of one state's parts, as of its change number ``seen``, and the
    log each viewer has read so far; see the module docstring."""

    def __init__(self, state: GrasseState) -> None:
        self.seen = state.changes.serial
        self.labels = _labels(state)
        self.turns_in_round = state.turns_per_round
        self.awards = _award_views(state)
        self.expansions = tuple(sorted(state.config.expansions))
        self.seats = tuple(_seat_view(state, seat, self.labels[seat]) for seat in range(state.players))
        self.private = tuple(_private_view(state, seat) for seat in range(state.players))
        self.track = tuple(_space_view(state, index) for index in range(len(state.track)))
        self.places = {location: _location_view(state, location) for location in state.locations}
        self.locations = tuple(self.places.values())
        self.board = _board(state)
        self.logs: dict[int | None, tuple[str, ...]] = {}

    def catch_up(self, state: GrasseState) -> None:
        """Rebuild the parts of ``state`` changed since :attr:`seen`."""
        changes = state.changes
        seen = self.seen
        if changes.serial == seen:
            return
        self.seen = changes.serial
        self.seats = _rebuilt(self.seats, changes.seats, seen, lambda seat: _seat_view(state, seat, self.labels[seat]))
        self.private = _rebuilt(self.private, changes.private, seen, lambda seat: _private_view(state, seat))
        self.track = _rebuilt(self.track, changes.spaces, seen, lambda index: _space_view(state, index))
        changed = changed_since(changes.locations, seen)
        if changed:
            self.places.update((location, _location_view(state, location)) for location in changed)
            self.locations = tuple(self.places[location] for location in state.locations)
        if changes.board > seen:
            self.board = _board(state)

    def log(self, state: GrasseState, viewer: int | None) -> tuple[str, ...]:
        """The log as ``viewer`` reads it; only the lines added since its last view are read."""
        lines = self.logs.get(viewer, ())
        if len(lines) < len(state.log):
            lines += tuple(entry.text_for(viewer) for entry in state.log[len(lines) :])
            self.logs[viewer] = lines
        return lines

    def pierre(self, state: GrasseState, seat: int) -> PierreView:
        label, record = self.labels[seat], state.seats[seat]
        return PierreView(
            seat=seat,
            name=label.name,
            colour=label.colour,
            letter=label.letter,
            public=self.seats[seat],
            stock=self.private[seat],
            tiles=tuple(i for i, space in enumerate(state.track) if space.owner == seat),
            production_points=record.production_points,
            sales_points=record.sales_points,
        )


class Views:
    """Builds the views of any number of states, keeping each live state's view parts (a
    :class:`_Parts`) under a weak reference to the state (see the module docstring)."""

    def __init__(self) -> None:
        self._parts: WeakKeyDictionary[GrasseState, _Parts] = WeakKeyDictionary()

    def view(self, state: GrasseState, viewer: int | None) -> GrasseView:
        """A :class:`GrasseView` of ``state`` for ``viewer`` (None: a spectator). Only the
        viewer's own stock, coins, flasks and formula are in it."""
        parts = self._parts.get(state)
        if parts is None:
            parts = self._parts[state] = _Parts(state)
        else:
            parts.catch_up(state)
        board = parts.board
        turns = parts.turns_in_round
        return GrasseView(
            viewer=viewer,
            round=state.round,
            turn=0 if state.drafting else min(state.turn + 1, turns),
            turns_in_round=turns,
            first_player=state.first_player,
            turn_order=board.turn_order,
            seats=parts.seats,
            locations=parts.locations,
            round_tiles=board.round_tiles,
            track=parts.track,
            golden_pawn=state.golden,
            noble=state.noble,
            vanguard=state.vanguard,
            fashion=state.fashion,
            technique_row=board.technique_row,
            contract_row=board.contract_row,
            technique_deck=board.technique_deck,
            contract_deck=board.contract_deck,
            flask_supply=board.flask_supply,
            awards=parts.awards,
            step=_step_view(state, viewer),
            log=parts.log(state, viewer),
            over=state.over,
            me=None if viewer is None else parts.private[viewer],
            pierre=None if state.pierre is None else parts.pierre(state, state.pierre),
            expansions=parts.expansions,
            clients=tuple(state.clients),
            client_deck=len(state.client_deck),
            events=board.events,
        )
