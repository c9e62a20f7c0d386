"""The random bot's policy: any legal action, drawn with the bot's own RNG."""

from __future__ import annotations

from collections.abc import Sequence
from random import Random

from grasse_tui.games.grasse.rules.actions import GrasseAction
from grasse_tui.games.grasse.rules.view import GrasseView


def random_policy(view: GrasseView, legal: Sequence[GrasseAction], rng: Random) -> GrasseAction:
    """A uniformly random one of ``legal``. Raises IndexError when ``legal`` is empty."""
    return rng.choice(legal)
