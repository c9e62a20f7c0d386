"""Every decision a seat makes in La Fleur, as small immutable value objects.

One action is one decision. Cards are named by their ids (``"f07"``, ``"a12"``); a
face-up space by its index from the left, the top of a deck by :data:`DECK`.
``encode_action``/``decode_action`` map actions to JSON-able dicts ``{"kind": ..., <fields>}``.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import Any, Final, TypeAlias

from grasse_tui.core.codec import ActionCodec, as_bool, as_int, as_str, list_of
from grasse_tui.games.lafleur.rules.content import Allure, Location

DECK: Final = -1
"""The space index that stands for the top of a deck (a flower bought or taken unseen)."""


@dataclass(frozen=True, slots=True)
class Keep:
    """Set-up, in secret (rulebook: Player Setup): keep ``character`` of the two dealt and
    the ``artisans`` (two of the three dealt)."""

    character: str
    artisans: tuple[str, ...]


@dataclass(frozen=True, slots=True)
class Place:
    """Send ``artisan`` to ``location`` (rulebook: Artisans)."""

    artisan: str
    location: Location


@dataclass(frozen=True, slots=True)
class BuyFlower:
    """At the Flower Market: buy the flower in face-up ``space`` (or the deck's top, :data:`DECK`)."""

    space: int


@dataclass(frozen=True, slots=True)
class Reveal:
    """At Garden Features: pay to turn the deck's top feature into the leftmost empty space."""


@dataclass(frozen=True, slots=True)
class BuyFeature:
    """At Garden Features: buy the feature in ``space``; its symbols are paid next (:class:`Pay`)."""

    space: int


@dataclass(frozen=True, slots=True)
class Pay:
    """Pay owed symbol ``allure`` (and a second owed symbol a two-symbol card also has) with
    ``flowers`` (one card, or two as a pair) or with ``artisan``'s allure ("" for none),
    which is tilted until the end of the round."""

    allure: Allure
    flowers: tuple[str, ...]
    artisan: str


@dataclass(frozen=True, slots=True)
class Hire:
    """At the Artisan Guild: pay to hire the artisan deck's top card."""


@dataclass(frozen=True, slots=True)
class Replace:
    """At the Artisan Guild: pay to draw an artisan that may replace one of yours."""


@dataclass(frozen=True, slots=True)
class KeepDrawn:
    """Keep the artisan just drawn in place of ``replacing``, which is discarded."""

    replacing: str


@dataclass(frozen=True, slots=True)
class DiscardDrawn:
    """Discard the artisan just drawn; yours stay."""


@dataclass(frozen=True, slots=True)
class Invite:
    """At Special Invitation: put the pawn on ``visitor`` (a tie for it goes to you);
    ``romance`` asks it to stay as your companion."""

    visitor: str
    romance: bool = False


@dataclass(frozen=True, slots=True)
class TakeFlower:
    """Take a flower gained for free: face-up ``space`` or the deck's top (:data:`DECK`)."""

    space: int


@dataclass(frozen=True, slots=True)
class DiscardFlower:
    """Discard ``flower`` from hand to pay for a trade."""

    flower: str


@dataclass(frozen=True, slots=True)
class TradeTimes:
    """Make the offered trade ``times`` times (0: not at all)."""

    times: int


@dataclass(frozen=True, slots=True)
class ChooseReward:
    """Take option ``index`` of the offered rewards."""

    index: int


@dataclass(frozen=True, slots=True)
class Done:
    """Stop here: buy nothing more at this location."""


LaFleurAction: TypeAlias = (
    Keep
    | Place
    | BuyFlower
    | Reveal
    | BuyFeature
    | Pay
    | Hire
    | Replace
    | KeepDrawn
    | DiscardDrawn
    | Invite
    | TakeFlower
    | DiscardFlower
    | TradeTimes
    | ChooseReward
    | Done
)

ACTION_KINDS: Final[dict[str, type[LaFleurAction]]] = {
    "keep": Keep,
    "place": Place,
    "buy_flower": BuyFlower,
    "reveal": Reveal,
    "buy_feature": BuyFeature,
    "pay": Pay,
    "hire": Hire,
    "replace": Replace,
    "keep_drawn": KeepDrawn,
    "discard_drawn": DiscardDrawn,
    "invite": Invite,
    "take_flower": TakeFlower,
    "discard_flower": DiscardFlower,
    "trade_times": TradeTimes,
    "choose_reward": ChooseReward,
    "done": Done,
}


_FIELD_DECODERS: Final[dict[str, Callable[[Any], Any]]] = {
    "character": as_str,
    "artisans": list_of(as_str),
    "artisan": as_str,
    "location": Location,
    "space": as_int,
    "flowers": list_of(as_str),
    "replacing": as_str,
    "visitor": as_str,
    "romance": as_bool,
    "flower": as_str,
    "times": as_int,
    "index": as_int,
    "allure": Allure,
}


CODEC: Final[ActionCodec[LaFleurAction]] = ActionCodec("La Fleur", ACTION_KINDS, _FIELD_DECODERS)


def encode_action(action: LaFleurAction) -> dict[str, Any]:
    """``action`` as a JSON-able dict, e.g. ``{"kind": "place", "artisan": "a03", "location": "Coin"}``.
    Raises TypeError for an object that is not a La Fleur action."""
    return CODEC.encode(action)


def decode_action(data: Mapping[str, Any]) -> LaFleurAction:
    """Inverse of :func:`encode_action`. Raises KeyError/ValueError/TypeError on damaged data."""
    return CODEC.decode(data)
