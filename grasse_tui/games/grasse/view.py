"""What one seat may see of a Grasse game: frozen, state-free view objects.

A :class:`GrasseView` for seat A holds everything public plus A's own
:class:`PrivateView` (its resources, coins and flasks) and nothing private of
any other seat. Views are built fresh from the state and share no mutable
object with it, so a bot or widget holding a view cannot reach the state.
"""

from __future__ import annotations

from dataclasses import dataclass

from grasse_tui.games.grasse.content import (
    LOCATIONS,
    PERFUMES,
    RESOURCES,
    WORKERS,
    AwardSlot,
    CardRow,
    ContractCard,
    Criterion,
    LocationId,
    Perfume,
    Resource,
    TechniqueCard,
)
from grasse_tui.games.grasse.state import GrasseState, StepKind
from grasse_tui.games.grasse.turns import allocation_cost


@dataclass(frozen=True, slots=True)
class PrivateView:
    """The viewer's own hidden stock: what stands behind its screen.

    ``resources`` lists all nine resources in ``content.RESOURCES`` order with
    their counts; ``flasks`` all six perfumes in ``content.PERFUMES`` order.
    """

    seat: int
    resources: tuple[tuple[Resource, int], ...]
    coins: int
    flasks: tuple[tuple[Perfume, int], ...]

    def count(self, resource: Resource) -> int:
        """How many of ``resource`` the viewer holds."""
        return next(n for r, n in self.resources if r is resource)

    def flask_count(self, perfume: Perfume) -> int:
        """How many flasks of ``perfume`` the viewer holds."""
        return next(n for p, n in self.flasks if p is perfume)


@dataclass(frozen=True, slots=True)
class SeatPublicView:
    """A seat's public information.

    ``production`` lists all six perfumes with how many of each the seat has
    made (production track, ≤5 each); ``sales`` is its sales track (≤5);
    ``points`` its points track. ``pawn`` is its track space (None before its
    first move). ``letter`` is the colour's one-letter symbol.
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
    """An award slot and the criterion drawn into it; ``points`` for 1st/2nd/3rd."""

    slot: AwardSlot
    criterion: Criterion
    points: tuple[int, ...]


@dataclass(frozen=True, slots=True)
class StepView:
    """The pending decision in public terms.

    ``seat`` decides (None once the game is over). ``kind`` is one of
    ``"track_tile"``, ``"place"``, ``"effect"``, ``"deliver"``, ``"take"``,
    ``"collect"``, ``"move"``, ``"final"``, ``"over"``. ``location`` is the
    location whose effect is being carried out, if any; ``pending`` the
    resources still to be delivered to the track; ``space`` the space being
    collected from; ``text`` a short sentence such as
    ``"deliver water (2 more to place)"``.
    """

    seat: int | None
    kind: str
    location: LocationId | None
    pending: tuple[Resource, ...]
    space: int | None
    text: str


@dataclass(frozen=True, slots=True)
class GrasseView:
    """Everything ``viewer`` may see now (``viewer`` None: a spectator, public only).

    ``round`` is 1–4; ``turn`` counts turns in this round from 1 up to
    ``turns_in_round`` (0 during the setup draft). ``turn_order`` lists seats
    from this round's first player. ``locations`` are the open locations;
    ``round_tiles`` the tiles on spaces I–IV (None while face down).
    ``flask_supply`` lists all six perfumes with flasks left in the supply.
    ``log`` is the game log as this viewer may read it, oldest first.
    ``me`` is the viewer's private stock (None for a spectator).
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


def _step_text(state: GrasseState) -> str:
    step = state.step
    kind = step.kind
    if kind is StepKind.TRACK_TILE:
        left = state.draft_order[state.turn :].count(step.seat)
        return f"place a large tile on an empty track space ({left} to place)"
    if kind is StepKind.PLACE:
        return f"place a worker ({state.seats[step.seat].workers_left} left this round)"
    if kind is StepKind.EFFECT:
        assert step.location is not None
        if step.cards_taken:
            return "take a second card at the Master Perfumer, or stop"
        return f"use the {step.location.label}, or skip it"
    if kind is StepKind.DELIVER:
        more = len(step.pending) - 1
        remaining = f"{more} more to place" if more else "last one to place"
        return f"deliver {step.pending[0].value} to the track ({remaining})"
    if kind is StepKind.TAKE:
        return f"take {step.takes[0].value} from a track space"
    if kind is StepKind.COLLECT:
        assert step.space is not None
        how = " with the golden pawn" if step.golden else ""
        return f"collect from space {step.space + 1}{how}"
    if kind is StepKind.MOVE:
        return "move your pawn 1 or 2 spaces"
    if kind is StepKind.FINAL:
        return "free action: make or sell one perfume, or pass"
    return "the game is over"


def build_view(state: GrasseState, viewer: int | None) -> GrasseView:
    """A fresh :class:`GrasseView` of ``state`` for ``viewer`` (None: spectator).

    Only the viewer's own stock, coins and flasks are copied; nothing in the
    result refers to a mutable part of the state.
    """
    config = state.config
    step = state.step
    pawns = {record.pawn: seat for seat, record in enumerate(state.seats) if record.pawn is not None}
    seats = tuple(
        SeatPublicView(
            seat=seat,
            name=config.seats[seat].name,
            colour=config.seats[seat].colour,
            letter=config.colour(seat).letter,
            is_bot=not config.seats[seat].is_human,
            points=record.points,
            production=tuple((p, record.produced[p]) for p in PERFUMES),
            sales=record.sales,
            techniques=tuple(record.techniques),
            contracts=tuple(record.contracts),
            workers_left=record.workers_left,
            workers_discarded=record.discarded,
            pawn=record.pawn,
            is_first_player=seat == state.turn_order[0],
        )
        for seat, record in enumerate(state.seats)
    )
    locations = tuple(
        LocationView(
            id=loc,
            name=LOCATIONS[loc].name,
            summary=LOCATIONS[loc].summary,
            is_tile=LOCATIONS[loc].is_tile,
            workers=tuple(state.workers[loc]),
            noble=state.noble is loc,
            cost=allocation_cost(state, loc),
            perfumes=state.factories.get(loc, PERFUMES if loc is LocationId.GRANDE_USINE else ()),
        )
        for loc in state.locations
    )
    track = tuple(
        SpaceView(
            index=i,
            owner=space.owner,
            neutral=space.owner is None and not state.drafting,
            pieces=tuple((r, space.pieces[r]) for r in RESOURCES if space.pieces[r]),
            count=space.count,
            pawn=pawns.get(i),
            golden=state.golden == i,
        )
        for i, space in enumerate(state.track)
    )
    me = None
    if viewer is not None:
        record = state.seats[viewer]
        me = PrivateView(
            seat=viewer,
            resources=tuple((r, record.stock[r]) for r in RESOURCES),
            coins=record.coins,
            flasks=tuple((p, record.flasks[p]) for p in PERFUMES),
        )
    over = step.kind is StepKind.OVER
    return GrasseView(
        viewer=viewer,
        round=state.round,
        turn=0 if state.drafting else min(state.turn + 1, WORKERS * state.players),
        turns_in_round=WORKERS * state.players,
        first_player=state.turn_order[0],
        turn_order=tuple(state.turn_order),
        seats=seats,
        locations=locations,
        round_tiles=tuple(tile if i < state.round else None for i, tile in enumerate(state.round_tiles)),
        track=track,
        golden_pawn=state.golden,
        noble=state.noble,
        vanguard=state.vanguard,
        fashion=state.fashion,
        technique_row=tuple(c for c in state.rows[CardRow.TECHNIQUE] if isinstance(c, TechniqueCard)),
        contract_row=tuple(c for c in state.rows[CardRow.CONTRACT] if isinstance(c, ContractCard)),
        technique_deck=len(state.decks[CardRow.TECHNIQUE]),
        contract_deck=len(state.decks[CardRow.CONTRACT]),
        flask_supply=tuple((p, state.flask_supply[p]) for p in PERFUMES),
        awards=tuple(AwardView(slot, criterion, slot.points) for slot, criterion in state.awards),
        step=StepView(
            seat=None if over else step.seat,
            kind=step.kind.value,
            location=step.location,
            pending=tuple(step.pending),
            space=step.space,
            text=_step_text(state),
        ),
        log=tuple(state.log_for(viewer)),
        over=over,
        me=me,
    )
