"""Seeded randomness that lives inside a game state.

Every shuffle, draw and roll in a rules core goes through a :class:`SeededRng`
held by the state, so a game is fully determined by its seed and action log.
"""

from __future__ import annotations

import random
from collections.abc import MutableSequence, Sequence
from typing import TypeVar

T = TypeVar("T")


class SeededRng:
    """A deterministic RNG (stdlib Mersenne Twister) owned by one game state.

    ``seed`` is any int. :meth:`shuffle`, :meth:`choice` and :meth:`randrange` draw
    exactly as ``random.Random``'s do (rejection sampling on ``getrandbits``), written
    out here: compiled, this runs natively where ``random``'s own methods run as Python.
    """

    __slots__ = ("_random",)

    def __init__(self, seed: int) -> None:
        self._random = random.Random(seed)

    def _below(self, n: int) -> int:
        """An int in ``[0, n)`` for ``n`` > 0."""
        bits = n.bit_length()
        draw = self._random.getrandbits(bits)
        while draw >= n:
            draw = self._random.getrandbits(bits)
        return draw

    def shuffle(self, items: MutableSequence[T]) -> None:
        """Shuffle ``items`` in place."""
        for i in range(len(items) - 1, 0, -1):
            j = self._below(i + 1)
            items[i], items[j] = items[j], items[i]

    def choice(self, items: Sequence[T]) -> T:
        """One element of a non-empty sequence. Raises IndexError when empty."""
        if not items:
            raise IndexError("cannot choose from an empty sequence")
        return items[self._below(len(items))]

    def randrange(self, stop: int) -> int:
        """An int in ``[0, stop)``. Raises ValueError unless ``stop`` > 0."""
        if stop <= 0:
            raise ValueError(f"empty range for randrange(0, {stop})")
        return self._below(stop)
