"""Privacy by perturbation: change what a viewer may not see, and its view must not change."""

from __future__ import annotations

import dataclasses
from random import Random
from typing import Any

from grasse_tui.core.game import Game


def check_perturbation(game: Game[Any, Any, Any, Any], state: Any, viewer: int | None, rng: Random) -> Any:
    """Assert that ``viewer``'s view of ``state`` equals its view of ``game.perturbed(state,
    viewer, rng)``, and that ``state`` is left as it was; returns the perturbed state.

    Raises AssertionError naming the view's fields that changed: those show something the
    viewer may not see (another seat's hidden cards, the deck order, …)."""
    before = game.view(state, viewer)
    other = game.perturbed(state, viewer, rng)
    assert other is not state, f"{type(game).__name__}.perturbed returned the state itself"
    assert game.view(state, viewer) == before, "perturbed() changed the state it was given"
    after = game.view(other, viewer)
    assert after == before, f"viewer {viewer} sees what it may not: {_differences(before, after)}"
    assert game.pending(other) == game.pending(state), f"the pending step tells viewer {viewer} what it may not see"
    return other


def _differences(before: Any, after: Any) -> str:
    """The names of a view's fields that differ (or the two views, when not a dataclass)."""
    if dataclasses.is_dataclass(before) and not isinstance(before, type):
        changed = [
            field.name
            for field in dataclasses.fields(before)
            if getattr(before, field.name) != getattr(after, field.name)
        ]
        return ", ".join(changed) or "(equal fields, unequal views)"
    return f"{before!r:.200} != {after!r:.200}"
