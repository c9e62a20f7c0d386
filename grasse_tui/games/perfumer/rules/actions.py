"""Every decision a seat makes in The Perfumer, as small immutable value objects.

Places are scents (an origin region) or None (the centre); cards are named by id.
``encode_action``/``decode_action`` map actions to JSON-able dicts ``{"kind": ..., <fields>}``.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any, TypeAlias

from grasse_tui.core.codec import ActionCodec, as_int, as_str, list_of
from grasse_tui.games.perfumer.rules.content import Bottle, Plate, Scent


@dataclass(frozen=True, slots=True)
class PickHelper:
    """Take helper ``card`` from the row (or, variant 1, the pile)."""

    card: str


@dataclass(frozen=True, slots=True)
class Auction:
    """Variant 2: put helper ``card`` up for auction."""

    card: str


@dataclass(frozen=True, slots=True)
class Bid:
    """Variant 2: bid ``amount`` points (1–10) for the helper on auction; 0 passes."""

    amount: int


@dataclass(frozen=True, slots=True)
class Move:
    """1 action point: move the pawn to a neighbouring region (``to``) or the centre (None)."""

    to: Scent | None


@dataclass(frozen=True, slots=True)
class Gather:
    """1 action point: take the local ingredient; ``returning`` are the tokens put back to
    keep within the limit (ruling P6)."""

    returning: tuple[Scent, ...] = ()


@dataclass(frozen=True, slots=True)
class Fulfil:
    """1 action point: fulfil the local order; ``reward`` is the region an ingredient bonus
    takes its token from (None: no token)."""

    reward: Scent | None = None


@dataclass(frozen=True, slots=True)
class OpenShop:
    """1 action point: pay one fulfilled order of each of ``bottles`` to take the shop marker."""

    bottles: tuple[Bottle, ...]


@dataclass(frozen=True, slots=True)
class BottlePerfume:
    """1 action point: bottle recipe ``recipe`` (0, 1, 2: the 5-, 10-, 15-point perfume),
    its droppers fixed from now on; ``reward`` is the region whose token it takes (None: none)."""

    recipe: int
    reward: Scent | None = None


@dataclass(frozen=True, slots=True)
class Research:
    """1 action point: take the research marker."""


@dataclass(frozen=True, slots=True)
class PlaceDropper:
    """Free: put the dropper of ``plate``'s colour on plant ``plant`` of the work board
    (None: take it off)."""

    plate: Plate
    plant: Scent | None


@dataclass(frozen=True, slots=True)
class EndActions:
    """Stop spending action points."""


@dataclass(frozen=True, slots=True)
class TakeCard:
    """Take scent card ``scent`` (the local one, or with research any one)."""

    scent: Scent


@dataclass(frozen=True, slots=True)
class TakePlate:
    """Take smelling plate ``plate``."""

    plate: Plate


@dataclass(frozen=True, slots=True)
class Skip:
    """Take nothing here."""


PerfumerAction: TypeAlias = (
    PickHelper | Auction | Bid | Move | Gather | Fulfil | OpenShop | BottlePerfume | Research | PlaceDropper
    | EndActions | TakeCard | TakePlate | Skip
)  # fmt: skip


def _scent(value: Any) -> Scent | None:
    return None if value is None else Scent(value)


_CODEC: ActionCodec[PerfumerAction] = ActionCodec(
    "The Perfumer",
    {
        "pick": PickHelper, "auction": Auction, "bid": Bid, "move": Move, "gather": Gather, "fulfil": Fulfil,
        "shop": OpenShop, "bottle": BottlePerfume, "research": Research, "dropper": PlaceDropper,
        "end": EndActions, "card": TakeCard, "plate": TakePlate, "skip": Skip,
    },
    {
        "card": as_str, "amount": as_int, "to": _scent, "returning": list_of(Scent), "reward": _scent,
        "bottles": list_of(Bottle), "recipe": as_int, "plate": Plate, "plant": _scent, "scent": Scent,
    },
)  # fmt: skip


def encode_action(action: PerfumerAction) -> dict[str, Any]:
    return _CODEC.encode(action)


def decode_action(data: Mapping[str, Any]) -> PerfumerAction:
    return _CODEC.decode(data)
