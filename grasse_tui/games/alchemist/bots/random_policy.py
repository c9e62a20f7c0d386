"""The random bot's policy: any legal action, drawn with the bot's own RNG."""

from __future__ import annotations

from collections.abc import Sequence
from random import Random

from grasse_tui.games.alchemist.rules.actions import AlchemistAction
from grasse_tui.games.alchemist.rules.view import AlchemistView


def random_policy(view: AlchemistView, legal: Sequence[AlchemistAction], rng: Random) -> AlchemistAction:
    """A uniformly random one of ``legal``. Raises IndexError when ``legal`` is empty."""
    return rng.choice(legal)
