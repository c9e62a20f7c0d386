"""The random bot's policy: any legal action, drawn with the bot's own RNG (the baseline
the association bot is measured against)."""

from __future__ import annotations

from collections.abc import Sequence
from random import Random

from grasse_tui.games.essences.rules.actions import EssencesAction
from grasse_tui.games.essences.rules.view import EssencesView


def random_policy(view: EssencesView, legal: Sequence[EssencesAction], rng: Random) -> EssencesAction:
    """A uniformly random one of ``legal``. Raises IndexError when ``legal`` is empty."""
    return rng.choice(legal)
