"""Value-object actions to JSON and back, for game records: one codec per game.

An action is a frozen dataclass; it is written ``{"kind": <its kind>, <field>: <value>...}``
with enum members as their values and tuples as lists, and read back field by field with
the decoder the game names for that field (every field name means one type in a game).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import fields
from enum import Enum
from typing import Any, Generic, TypeVar

ActionT = TypeVar("ActionT")
ItemT = TypeVar("ItemT")


def as_int(value: Any) -> int:
    """``value`` if it is an int (not a bool). Raises TypeError otherwise."""
    if isinstance(value, bool) or not isinstance(value, int):
        raise TypeError(f"expected an integer, got {value!r}")
    return value


def as_str(value: Any) -> str:
    """``value`` if it is a string (a card id, a city's name). Raises TypeError otherwise."""
    if not isinstance(value, str):
        raise TypeError(f"expected a name or an id, got {value!r}")
    return value


def as_bool(value: Any) -> bool:
    """``value`` if it is true or false (not 0 or 1). Raises TypeError otherwise."""
    if not isinstance(value, bool):
        raise TypeError(f"expected true or false, got {value!r}")
    return value


def list_of(item: Callable[[Any], ItemT]) -> Callable[[Any], tuple[ItemT, ...]]:
    """A decoder of a JSON list whose every element ``item`` decodes, as a tuple. The
    decoder raises TypeError for a value that is no list (and what ``item`` raises)."""

    def decode(value: Any) -> tuple[ItemT, ...]:
        if not isinstance(value, list | tuple):
            raise TypeError(f"expected a list, got {value!r}")
        return tuple(item(element) for element in value)

    return decode


def _encode_value(value: Any) -> Any:
    if isinstance(value, Enum):
        return value.value
    if isinstance(value, tuple):
        return [_encode_value(v) for v in value]
    return value


class ActionCodec(Generic[ActionT]):
    """Encode and decode one game's actions. ``kinds`` maps each kind name to its class,
    ``decoders`` each field name to the function that reads its JSON value; ``game`` names
    the game in errors."""

    def __init__(self, game: str, kinds: Mapping[str, type[ActionT]], decoders: Mapping[str, Callable[[Any], Any]]):
        self.game = game
        self.kinds = dict(kinds)
        self.decoders = dict(decoders)
        self._kind_of: dict[type, str] = {cls: kind for kind, cls in self.kinds.items()}

    def encode(self, action: ActionT) -> dict[str, Any]:
        """``action`` as a JSON-able dict. Raises TypeError for an object not of this game."""
        kind = self._kind_of.get(type(action))
        if kind is None:
            raise TypeError(f"not a {self.game} action: {action!r}")
        return {"kind": kind, **{f.name: _encode_value(getattr(action, f.name)) for f in fields(action)}}  # type: ignore[arg-type]

    def decode(self, data: Mapping[str, Any]) -> ActionT:
        """Inverse of :meth:`encode`. Raises KeyError/ValueError/TypeError on damaged data."""
        cls = self.kinds.get(data["kind"])
        if cls is None:
            raise ValueError(f"unknown action kind {data['kind']!r}")
        return cls(**{f.name: self.decoders[f.name](data[f.name]) for f in fields(cls)})  # type: ignore[arg-type]
