"""``MODULE``: The Grand Alchemist as a :class:`~grasse_tui.games.registry.GameModule`."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from grasse_tui.core.bots import policy_bot
from grasse_tui.core.game import SeatConfig
from grasse_tui.core.search import SearchBudget, search_bot
from grasse_tui.games.alchemist.bots.adept import adept_policy
from grasse_tui.games.alchemist.bots.random_policy import random_policy
from grasse_tui.games.alchemist.bots.scholar import scholar_policy
from grasse_tui.games.alchemist.rules.balance import balance_tags
from grasse_tui.games.alchemist.rules.config import SEAT_COLOURS, AlchemistConfig
from grasse_tui.games.alchemist.rules.game import ALCHEMIST
from grasse_tui.games.alchemist.rules.score_track import SCORE_TRACK
from grasse_tui.games.alchemist.rules.view import AlchemistView
from grasse_tui.games.registry import STRONG_BOT, STRONG_NOTE, GameModule, SeatColour

OPTIONS = ("public_judgement", "faster", "rotating_inquisitor")
"""The optional rules (rulebook: Optional Rules), each on or off."""

COLOURS: tuple[SeatColour, ...] = tuple(SeatColour(c, c.capitalize(), c[0].upper()) for c in SEAT_COLOURS)
"""Red R, blue B, green G, yellow Y, purple P, white W."""


def make_config(seats: tuple[SeatConfig, ...], options: Mapping[str, Any]) -> AlchemistConfig:
    """The :class:`AlchemistConfig` for ``seats`` and the optional rules named in ``options``
    (each true or false). Raises ValueError with a one-line reason."""
    unknown = set(options) - set(OPTIONS)
    if unknown:
        raise ValueError(f"unknown Grand Alchemist option(s): {', '.join(sorted(map(str, unknown)))}")
    return AlchemistConfig(tuple(seats), **{name: options.get(name, False) for name in OPTIONS})


def progress_label(view: AlchemistView) -> str:
    """``"Turn 4 · best 2 ingots"`` or ``"Finished"``."""
    if view.over:
        return "Finished"
    return f"Turn {view.turn} · best {max(seat.ingots for seat in view.seats)} ingots"


STRONG_BUDGET = SearchBudget(worlds=4, width=3)
"""One Strong decision's work: within a second on this machine (docs/performance.md)."""

ADEPT = policy_bot(adept_policy)
"""The Strong seat's own policy (its choices, and its seat in its playouts), also offered
alone: the Strong bot without its search."""

MODULE = GameModule(
    game=ALCHEMIST,
    colours=COLOURS,
    make_config=make_config,
    bots={
        "scholar": policy_bot(scholar_policy),
        "random": policy_bot(random_policy),
        STRONG_BOT: search_bot(ALCHEMIST, policy_bot(scholar_policy), STRONG_BUDGET, own=ADEPT),
        "adept": ADEPT,
    },
    default_bot="scholar",
    balance_tags=balance_tags,
    progress_label=progress_label,
    score_track=SCORE_TRACK,
    bot_notes={
        "scholar": "studies, works, hunts the leader",
        "random": "plays any legal move",
        STRONG_BOT: STRONG_NOTE,
        "adept": "plays as the Strong bot does without its search: plans its dice, plays its cards",
    },
    option_sets=({}, {"public_judgement": True, "faster": True, "rotating_inquisitor": True}),
)
