"""The random bot's policy: any legal action, drawn with the bot's own RNG."""

from __future__ import annotations

from collections.abc import Sequence
from random import Random

from grasse_tui.games.lafleur.rules.actions import LaFleurAction
from grasse_tui.games.lafleur.rules.view import LaFleurView


def random_policy(view: LaFleurView, legal: Sequence[LaFleurAction], rng: Random) -> LaFleurAction:
    """A uniformly random one of ``legal``. Raises IndexError when ``legal`` is empty."""
    return rng.choice(legal)
