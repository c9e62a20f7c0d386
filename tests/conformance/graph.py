"""Walking an object graph: what a bot's input can reach, and what of the state it must not."""

from __future__ import annotations

import enum
import gc
import types
from collections.abc import Iterator
from typing import Any

_LEAVES = (type(None), bool, int, float, complex, str, bytes, range, type, types.ModuleType, types.FunctionType,
           types.BuiltinFunctionType, types.MethodType, enum.Enum)
"""Objects the walk does not enter: values that hold nothing, and classes, modules and
functions (which reach the whole program, not the game), and enum members (shared constants)."""

_IMMUTABLE = (tuple, frozenset, types.MappingProxyType)
"""Containers that cannot change; the walk enters them, but sharing one is no leak by itself."""


def reachable(root: Any) -> Iterator[Any]:
    """Every object reachable from ``root`` through containers, instance attributes and slots,
    each once (``root`` included), leaves excepted."""
    seen: set[int] = set()
    stack = [root]
    while stack:
        node = stack.pop()
        if isinstance(node, _LEAVES) or id(node) in seen:
            continue
        seen.add(id(node))
        yield node
        if isinstance(node, types.MappingProxyType):  # read-only: its items, not the dict behind it
            stack.extend(node.keys())
            stack.extend(node.values())
            continue
        stack.extend(gc.get_referents(node))
        for slot in _slots(type(node)):
            if hasattr(node, slot):
                stack.append(getattr(node, slot))


def _slots(cls: type) -> Iterator[str]:
    for klass in cls.__mro__:
        slots = klass.__dict__.get("__slots__", ())
        yield from (slots,) if isinstance(slots, str) else slots


def mutable_parts(root: Any) -> dict[int, Any]:
    """The objects reachable from ``root`` that could change (all but immutable containers
    and frozen dataclasses), by id."""
    return {id(node): node for node in reachable(root) if not _unchanging(node)}


def _unchanging(node: Any) -> bool:
    if isinstance(node, _IMMUTABLE):
        return True
    params = getattr(type(node), "__dataclass_params__", None)
    return params is not None and params.frozen


def shared_with(state: Any, bot_input: Any) -> list[str]:
    """What ``bot_input`` reaches of ``state``'s changeable objects (the state itself
    included), as reprs for the failure message; empty when nothing."""
    owned = mutable_parts(state)
    return [f"{type(node).__name__}: {node!r:.80}" for node in reachable(bot_input) if id(node) in owned]
