"""Helpers for ``Game.perturbed``: redrawing what a viewer may not see so that the redraw
depends only on what it may see.

A perturbed copy is also the world a searching bot plays out (``core.search``), so it must
carry nothing of the hidden truth: not its arrangement (a pool is put in a fixed order
before it is shuffled: :func:`shuffled`) and not another seat's private log text
(:func:`read_by`). The conformance suite checks both for every game.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from random import Random
from types import MappingProxyType
from typing import TypeVar

from grasse_tui.core.game import NO_PRIVATE, LogEntry

T = TypeVar("T")


def shuffled(items: Iterable[T], rng: Random) -> list[T]:
    """``items`` in an order drawn with ``rng`` that depends only on which items they are,
    not on the order they came in (they are sorted by ``repr`` first)."""
    pool = sorted(items, key=repr)
    rng.shuffle(pool)
    return pool


def read_by(log: Sequence[LogEntry], viewer: int | None) -> list[LogEntry]:
    """``log`` as ``viewer`` (None: a spectator) may read it: each entry keeps its public text
    and ``viewer``'s private text alone."""
    return [_entry_read_by(entry, viewer) for entry in log]


def _entry_read_by(entry: LogEntry, viewer: int | None) -> LogEntry:
    if entry.private is NO_PRIVATE:
        return entry
    text = None if viewer is None else entry.private.get(viewer)
    if viewer is None or text is None:
        return LogEntry(entry.public, NO_PRIVATE, entry.seat)
    return LogEntry(entry.public, MappingProxyType({viewer: text}), entry.seat)
