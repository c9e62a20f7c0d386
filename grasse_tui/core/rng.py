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

    ``seed`` is any int.
    """

    __slots__ = ("_random",)

    def __init__(self, seed: int) -> None:
        self._random = random.Random(seed)

    def shuffle(self, items: MutableSequence[T]) -> None:
        """Shuffle ``items`` in place."""
        self._random.shuffle(items)

    def choice(self, items: Sequence[T]) -> T:
        """One element of a non-empty sequence. Raises IndexError when empty."""
        return self._random.choice(items)

    def randrange(self, stop: int) -> int:
        """An int in ``[0, stop)``."""
        return self._random.randrange(stop)
