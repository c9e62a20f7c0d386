"""Every decision of The Grand Alchemist, as small immutable value objects.

Cities are named by their map names, markers by id (``"m01"``…), cards by id (``"e07"``,
``"s-paris-2"``). ``encode_action``/``decode_action`` map actions to JSON-able dicts
``{"kind": ..., <fields>}``.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any, TypeAlias

from grasse_tui.core.codec import ActionCodec, as_bool, as_int, as_str, list_of
from grasse_tui.games.alchemist.rules.content import Family


@dataclass(frozen=True, slots=True)
class Place:
    """Set-up (ruling A2): put the seat's three markers together on ``city`` (not a Savoir city)."""

    city: str


@dataclass(frozen=True, slots=True)
class Assign:
    """Phase 2: give the rolled dice to the seat's free markers, ``dice[i]`` to the i-th of
    them in marker-id order (a 1: that marker does not move)."""

    dice: tuple[int, ...]


@dataclass(frozen=True, slots=True)
class Step:
    """Move ``marker`` one city on, to ``city`` (a shortcut spends a shortcut card; a sea
    passage rolls for a storm)."""

    marker: str
    city: str


@dataclass(frozen=True, slots=True)
class Stop:
    """End ``marker``'s move where it stands; ``study``: take the card of the Savoir city there."""

    marker: str
    study: bool = False


@dataclass(frozen=True, slots=True)
class Inspect:
    """Encounter: look at ``target`` and show it the marker that stopped (a mutual look)."""

    target: str


@dataclass(frozen=True, slots=True)
class Divert:
    """After an alchemist inspected an assistant: try to take it into service (a die each,
    plus Savoir cards held)."""


@dataclass(frozen=True, slots=True)
class Duel:
    """Encounter: fight ``target``, playing ``swordsmen`` swordsman cards (+2 each)."""

    target: str
    swordsmen: int = 0


@dataclass(frozen=True, slots=True)
class Defend:
    """The challenged seat's answer to a duel: ``swordsmen`` swordsman cards played."""

    swordsmen: int = 0


@dataclass(frozen=True, slots=True)
class Exchange:
    """The duel's winner swaps its Savoir card of each of ``cities`` for the loser's."""

    cities: tuple[str, ...] = ()


@dataclass(frozen=True, slots=True)
class Pass:
    """Leave an option (an encounter, a diversion, a thief's swaps) unused."""


@dataclass(frozen=True, slots=True)
class PlayCoach:
    """Coach ``card``: its extra movement points to ``marker`` (one still moving)."""

    card: str
    marker: str


@dataclass(frozen=True, slots=True)
class PlaySearch:
    """Search ``card``: look for ``seat``'s laboratory in laboratory city ``city``."""

    card: str
    seat: int
    city: str


@dataclass(frozen=True, slots=True)
class PlayProtection:
    """Protection ``card``: free ``marker`` from the dungeon (before the dice are given)."""

    card: str
    marker: str


@dataclass(frozen=True, slots=True)
class PlayPrison:
    """Prison ``card``: one of ``seat``'s assistants goes to the dungeon (its owner picks)."""

    card: str
    seat: int


@dataclass(frozen=True, slots=True)
class SendAssistant:
    """The owner's pick of the assistant a prison card sends to the dungeon."""

    marker: str


@dataclass(frozen=True, slots=True)
class PlayPlague:
    """Plague ``card``: ``city`` may not be entered until the seat's next sequence."""

    card: str
    city: str


@dataclass(frozen=True, slots=True)
class PlayThief:
    """Thief ``card``: look at ``seat``'s Savoir cards (``savoir``) or event cards, to swap up to two."""

    card: str
    seat: int
    savoir: bool


@dataclass(frozen=True, slots=True)
class Swap:
    """Thief: give card ``mine`` for the robbed seat's card ``theirs``."""

    mine: str
    theirs: str


@dataclass(frozen=True, slots=True)
class PlayAlloy:
    """Secret alloy ``card``: the Savoir card of ``city`` in the hand counts as ``family``."""

    card: str
    city: str
    family: Family


@dataclass(frozen=True, slots=True)
class GrandOeuvre:
    """Phase 3: attempt the Grand Œuvre with the six Savoir cards."""


@dataclass(frozen=True, slots=True)
class EndSequence:
    """End the seat's sequence."""


@dataclass(frozen=True, slots=True)
class InquisitorDie:
    """The Inquisitor's controller keeps ``points`` of the two dice rolled."""

    points: int


@dataclass(frozen=True, slots=True)
class InquisitorStep:
    """Move the Grand Inquisitor to ``city`` (shortcuts are free for it)."""

    city: str


@dataclass(frozen=True, slots=True)
class InquisitorSearch:
    """Search the laboratory city the Inquisitor stands on for ``seat``'s laboratory."""

    seat: int


@dataclass(frozen=True, slots=True)
class InquisitorControl:
    """Turn ``marker`` over, in the Inquisitor's city: an alchemist is arrested."""

    marker: str


@dataclass(frozen=True, slots=True)
class InquisitorCoach:
    """The controller's coach ``card``: its points added to the Inquisitor's move."""

    card: str


@dataclass(frozen=True, slots=True)
class InquisitorStop:
    """End the Inquisitor's move (points left are lost): the turn ends."""


@dataclass(frozen=True, slots=True)
class Vote:
    """Public judgement (optional rule): this seat's vote on the arrested alchemist."""

    guilty: bool


AlchemistAction: TypeAlias = (
    Place | Assign | Step | Stop | Inspect | Divert | Duel | Defend | Exchange | Pass | PlayCoach | PlaySearch
    | PlayProtection | PlayPrison | SendAssistant | PlayPlague | PlayThief | Swap | PlayAlloy | GrandOeuvre
    | EndSequence | InquisitorDie | InquisitorStep | InquisitorSearch | InquisitorControl | InquisitorCoach
    | InquisitorStop | Vote
)


_CODEC: ActionCodec[AlchemistAction] = ActionCodec(
    "The Grand Alchemist",
    {
        "place": Place, "assign": Assign, "step": Step, "stop": Stop, "inspect": Inspect, "divert": Divert,
        "duel": Duel, "defend": Defend, "exchange": Exchange, "pass": Pass, "coach": PlayCoach,
        "search": PlaySearch, "protection": PlayProtection, "prison": PlayPrison, "send": SendAssistant,
        "plague": PlayPlague, "thief": PlayThief, "swap": Swap, "alloy": PlayAlloy, "oeuvre": GrandOeuvre,
        "end": EndSequence, "gi-die": InquisitorDie, "gi-step": InquisitorStep, "gi-search": InquisitorSearch,
        "gi-control": InquisitorControl, "gi-coach": InquisitorCoach, "gi-stop": InquisitorStop, "vote": Vote,
    },
    {
        "city": as_str, "dice": list_of(as_int), "marker": as_str, "study": as_bool, "target": as_str,
        "swordsmen": as_int, "cities": list_of(as_str), "card": as_str, "seat": as_int, "savoir": as_bool,
        "mine": as_str, "theirs": as_str, "family": Family, "points": as_int, "guilty": as_bool,
    },
)  # fmt: skip


def encode_action(action: AlchemistAction) -> dict[str, Any]:
    return _CODEC.encode(action)


def decode_action(data: Mapping[str, Any]) -> AlchemistAction:
    return _CODEC.decode(data)
