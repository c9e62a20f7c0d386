"""What one seat may see of a Grasse game: frozen, state-free view objects.

A :class:`GrasseView` for seat A holds everything public plus A's own
:class:`PrivateView` (its resources, coins and flasks) and nothing private of
any other seat. Views are built fresh from the state and share no mutable
object with it, so a bot or widget holding a view cannot reach the state.
"""

from __future__ import annotations

from dataclasses import dataclass

from grasse_tui.games.grasse.content import (
    AwardSlot,
    ContractCard,
    Criterion,
    LocationId,
    Perfume,
    Resource,
    TechniqueCard,
)


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
