"""Baseline policies for tests and demos. A policy sees a view and the legal actions, never the state."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Protocol, TypeVar

from grasse_tui.games.grasse.rules.actions import GrasseAction
from grasse_tui.games.grasse.rules.view import GrasseView

T = TypeVar("T")


class ChoiceRng(Protocol):
    """Anything with ``choice`` (``random.Random`` or ``core.rng.SeededRng``)."""

    def choice(self, items: Sequence[T]) -> T: ...


def random_policy(view: GrasseView | None, legal: Sequence[GrasseAction], rng: ChoiceRng) -> GrasseAction:
    """A uniformly random legal action. Raises IndexError when ``legal`` is empty.

    ``view`` is accepted (and may be None for speed) so the signature matches
    every other policy; the choice does not depend on it.
    """
    return rng.choice(legal)
