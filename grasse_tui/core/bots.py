"""The bot contract: a policy sees a view and the legal actions, never the state."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, Protocol

from grasse_tui.core.rng import SeededRng


class Policy(Protocol):
    """Choose one of ``legal`` from what ``view`` shows (DESIGN.md §1).

    ``legal`` is non-empty; the result must be one of its elements. ``rng`` is
    the bot's own seeded RNG (not the game's), so bots never disturb the
    game's randomness.
    """

    def __call__(self, view: Any, legal: Sequence[Any], rng: SeededRng) -> Any: ...
