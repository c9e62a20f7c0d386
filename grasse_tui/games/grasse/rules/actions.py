"""Every decision a seat can make in Grasse, as small immutable value objects.

One action is one decision. Track spaces are indexed 0–13 clockwise from the
left end of the resource track. ``encode_action``/``decode_action`` map actions
to JSON-able dicts ``{"kind": ..., <fields>}`` for game records.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import Any, Final, TypeAlias

from grasse_tui.core.codec import ActionCodec, as_int
from grasse_tui.games.grasse.rules.content import (
    CardRow,
    Essence,
    LocationId,
    Perfume,
    Resource,
    resource_from_id,
)


@dataclass(frozen=True, slots=True)
class PlaceTrackTile:
    """Setup draft (ruling G3): put one of your large tiles on empty track ``space``."""

    space: int


@dataclass(frozen=True, slots=True)
class PlaceWorker:
    """Allocate a worker at ``location``, paying its cost ("Worker Allocation")."""

    location: LocationId


@dataclass(frozen=True, slots=True)
class DiscardWorker:
    """Give up this worker for 1 coin; only when no location is affordable (ruling G14)."""


@dataclass(frozen=True, slots=True)
class SkipEffect:
    """Decline the effect of the location just used."""


@dataclass(frozen=True, slots=True)
class Done:
    """Stop: after one Master Perfumer card, or pass the end-of-game free action."""


@dataclass(frozen=True, slots=True)
class Produce:
    """Make one flask of ``perfume`` with ``essences`` (1 for classic, 2 different for Exotic)."""

    perfume: Perfume
    essences: tuple[Essence, ...]


@dataclass(frozen=True, slots=True)
class Sell:
    """Sell one flask of ``perfume`` (Perfumery, Château, end-of-game free action)."""

    perfume: Perfume


@dataclass(frozen=True, slots=True)
class TakeCard:
    """Master Perfumer: take the open card at ``index`` (0–2) of ``row``."""

    row: CardRow
    index: int


@dataclass(frozen=True, slots=True)
class RefreshRow:
    """Master Perfumer: discard ``row``'s open cards and open new ones (ruling G12)."""

    row: CardRow


@dataclass(frozen=True, slots=True)
class SwapTiles:
    """City Hall: swap your tile on space ``a`` with the tile on space ``b``."""

    a: int
    b: int


@dataclass(frozen=True, slots=True)
class MarketTrade:
    """Market: hand ``give`` to the track, then take ``take`` from it (ruling G7)."""

    give: tuple[Resource, ...]
    take: tuple[Resource, ...]


@dataclass(frozen=True, slots=True)
class MarketBuy:
    """Market: pay 1 coin to the bank and take one ``resource`` from the track."""

    resource: Resource


@dataclass(frozen=True, slots=True)
class MoveNoble:
    """Palace: send the noble to ``location`` and use it for free (ruling G10)."""

    location: LocationId


@dataclass(frozen=True, slots=True)
class MovePawn:
    """Move your pawn ``steps`` (1 or 2) free spaces forward (turn move or Grand Fair)."""

    steps: int


@dataclass(frozen=True, slots=True)
class MovePawnBack:
    """Alley: move your pawn ``steps`` (1–3) free spaces backward."""

    steps: int


@dataclass(frozen=True, slots=True)
class SwapPawns:
    """Alleyway: swap your pawn with the pawn of ``seat``."""

    seat: int


@dataclass(frozen=True, slots=True)
class Collect:
    """Take ``resources`` from the space your pawn (or the golden pawn) stands on; () takes nothing."""

    resources: tuple[Resource, ...]


@dataclass(frozen=True, slots=True)
class TakeFromSpace:
    """Take one ``resource`` from track ``space`` (Enfleurage, Market)."""

    space: int
    resource: Resource


@dataclass(frozen=True, slots=True)
class PlaceGoldenPawn:
    """Square: put the golden pawn on free track ``space``."""

    space: int


@dataclass(frozen=True, slots=True)
class SwapCubes:
    """Shortcut: exchange the whole contents of track spaces ``a`` and ``b``."""

    a: int
    b: int


@dataclass(frozen=True, slots=True)
class Deliver:
    """Put the next resource you owe the track on ``space`` (fewer than 4 pieces there)."""

    space: int


@dataclass(frozen=True, slots=True)
class ChooseForPierre:
    """Solo: pick the ``perfume`` Pierre makes or sells where his table leaves it
    to "the player's choice" (none of his preferred perfumes is possible; ruling G43)."""

    perfume: Perfume


@dataclass(frozen=True, slots=True)
class EventTake:
    """Event decision: take one ``resource`` from track ``space`` (free, any space)."""

    space: int
    resource: Resource


@dataclass(frozen=True, slots=True)
class EventReturn:
    """Event decision: return one ``resource`` from your stock to track ``space`` (ruling G27)."""

    space: int
    resource: Resource


@dataclass(frozen=True, slots=True)
class EventTakeCard:
    """Event decision: take the open card at ``index`` (0–2) of ``row``, free."""

    row: CardRow
    index: int


@dataclass(frozen=True, slots=True)
class EventPass:
    """Event decision: decline (or stop taking) what the event card offers."""


GrasseAction: TypeAlias = (
    PlaceTrackTile
    | PlaceWorker
    | DiscardWorker
    | SkipEffect
    | Done
    | Produce
    | Sell
    | TakeCard
    | RefreshRow
    | SwapTiles
    | MarketTrade
    | MarketBuy
    | MoveNoble
    | MovePawn
    | MovePawnBack
    | SwapPawns
    | Collect
    | TakeFromSpace
    | PlaceGoldenPawn
    | SwapCubes
    | Deliver
    | ChooseForPierre
    | EventTake
    | EventReturn
    | EventTakeCard
    | EventPass
)

ACTION_KINDS: Final[dict[str, type[GrasseAction]]] = {
    "place_track_tile": PlaceTrackTile,
    "place_worker": PlaceWorker,
    "discard_worker": DiscardWorker,
    "skip_effect": SkipEffect,
    "done": Done,
    "produce": Produce,
    "sell": Sell,
    "take_card": TakeCard,
    "refresh_row": RefreshRow,
    "swap_tiles": SwapTiles,
    "market_trade": MarketTrade,
    "market_buy": MarketBuy,
    "move_noble": MoveNoble,
    "move_pawn": MovePawn,
    "move_pawn_back": MovePawnBack,
    "swap_pawns": SwapPawns,
    "collect": Collect,
    "take_from_space": TakeFromSpace,
    "place_golden_pawn": PlaceGoldenPawn,
    "swap_cubes": SwapCubes,
    "deliver": Deliver,
    "choose_for_pierre": ChooseForPierre,
    "event_take": EventTake,
    "event_return": EventReturn,
    "event_take_card": EventTakeCard,
    "event_pass": EventPass,
}


def _resources(value: Any) -> tuple[Resource, ...]:
    return tuple(resource_from_id(v) for v in value)


def _essences(value: Any) -> tuple[Essence, ...]:
    return tuple(Essence(v) for v in value)


# Fields are decoded by name; every action field name maps to exactly one type.
_FIELD_DECODERS: Final[dict[str, Callable[[Any], Any]]] = {
    "space": as_int,
    "a": as_int,
    "b": as_int,
    "index": as_int,
    "steps": as_int,
    "seat": as_int,
    "location": LocationId,
    "perfume": Perfume,
    "row": CardRow,
    "resource": resource_from_id,
    "resources": _resources,
    "give": _resources,
    "take": _resources,
    "essences": _essences,
}


CODEC: Final[ActionCodec[GrasseAction]] = ActionCodec("Grasse", ACTION_KINDS, _FIELD_DECODERS)


def encode_action(action: GrasseAction) -> dict[str, Any]:
    """``action`` as a JSON-able dict, e.g. ``{"kind": "place_worker", "location": "bank"}``.

    Raises TypeError for an object that is not a Grasse action.
    """
    return CODEC.encode(action)


def decode_action(data: Mapping[str, Any]) -> GrasseAction:
    """Inverse of :func:`encode_action`. Raises KeyError/ValueError/TypeError on damaged data."""
    return CODEC.decode(data)
