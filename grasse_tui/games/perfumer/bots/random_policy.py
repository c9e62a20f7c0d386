"""The random bot's policy: any legal action, drawn with the bot's own RNG."""

from __future__ import annotations

from collections.abc import Sequence
from random import Random

from grasse_tui.games.perfumer.rules.actions import PerfumerAction
from grasse_tui.games.perfumer.rules.view import PerfumerView


def random_policy(view: PerfumerView, legal: Sequence[PerfumerAction], rng: Random) -> PerfumerAction:
    """A uniformly random one of ``legal``. Raises IndexError when ``legal`` is empty."""
    return rng.choice(legal)
