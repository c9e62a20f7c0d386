"""Every decision a student makes in Eccentric Essences, as small immutable value objects.

Essences are named by card id (``"e042"``); perfumes by their number token, 1–4.
``encode_action``/``decode_action`` map actions to JSON-able dicts ``{"kind": ..., <fields>}``.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any, TypeAlias

from grasse_tui.core.codec import ActionCodec, as_int, as_str, list_of


@dataclass(frozen=True, slots=True)
class Keep:
    """Keep ``essences`` of those drawn and discard the rest face down (rulebook step 1:
    the lead keeps 3 of 5; a cooperative helper 1 of 3, or 2 at 3–4 seats)."""

    essences: tuple[str, ...]


@dataclass(frozen=True, slots=True)
class SetIntensity:
    """Put a choice token at division ``level`` (0–4) of the next kept essence's scale."""

    level: int


@dataclass(frozen=True, slots=True)
class Guess:
    """Place the three choice tokens: ``tokens[i]`` on perfume number ``i + 1`` (they sum to 3)."""

    tokens: tuple[int, int, int, int]


EssencesAction: TypeAlias = Keep | SetIntensity | Guess


def _tokens(value: Any) -> tuple[int, int, int, int]:
    if not isinstance(value, list) or len(value) != 4:
        raise TypeError(f"expected four token counts, got {value!r}")
    a, b, c, d = (as_int(count) for count in value)
    return (a, b, c, d)


_CODEC: ActionCodec[EssencesAction] = ActionCodec(
    "Eccentric Essences",
    {"keep": Keep, "intensity": SetIntensity, "guess": Guess},
    {"essences": list_of(as_str), "level": as_int, "tokens": _tokens},
)


def encode_action(action: EssencesAction) -> dict[str, Any]:
    return _CODEC.encode(action)


def decode_action(data: Mapping[str, Any]) -> EssencesAction:
    return _CODEC.decode(data)
