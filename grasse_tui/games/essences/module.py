"""``MODULE``: Eccentric Essences as a :class:`~grasse_tui.games.registry.GameModule`."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from grasse_tui.core.bots import policy_bot
from grasse_tui.core.game import SeatConfig
from grasse_tui.core.search import SearchBudget, search_bot
from grasse_tui.games.essences.bots.associate import AssociateBot
from grasse_tui.games.essences.bots.random_policy import random_policy
from grasse_tui.games.essences.rules.config import SEAT_COLOURS, EssencesConfig, Mode
from grasse_tui.games.essences.rules.game import ESSENCES
from grasse_tui.games.essences.rules.score_track import SCORE_TRACK
from grasse_tui.games.essences.rules.view import EssencesView
from grasse_tui.games.registry import STRONG_BOT, STRONG_NOTE, GameModule, SeatColour

OPTION_MODE = "mode"
"""Game option: ``"competitive"`` (the default) or ``"cooperative"``."""

_LETTERS = {"red": "R", "blue": "B", "yellow": "Y", "green": "G", "purple": "P", "orange": "O", "white": "W",
            "teal": "T", "magenta": "M", "lime": "L"}  # fmt: skip
COLOURS: tuple[SeatColour, ...] = tuple(SeatColour(c, c.capitalize(), _LETTERS[c]) for c in SEAT_COLOURS)
"""The ten student sets, each with its letter."""


def make_config(seats: tuple[SeatConfig, ...], options: Mapping[str, Any]) -> EssencesConfig:
    """The :class:`EssencesConfig` for ``seats`` and the options (``"mode"``). Raises
    ValueError with a one-line reason."""
    unknown = set(options) - {OPTION_MODE}
    if unknown:
        raise ValueError(f"unknown Eccentric Essences option(s): {', '.join(sorted(map(str, unknown)))}")
    mode = options.get(OPTION_MODE, Mode.COMPETITIVE.value)
    try:
        chosen = Mode(mode)
    except ValueError:
        raise ValueError(f"mode {mode!r} is not one of {', '.join(m.value for m in Mode)}") from None
    return EssencesConfig(tuple(seats), chosen)


def progress_label(view: EssencesView) -> str:
    """``"Turn 3/8"``, ``"Turn 2/6 · cooperative"`` or ``"Finished"``."""
    if view.over:
        return "Finished"
    return f"Turn {view.turn}/{view.turns}{' · cooperative' if view.cooperative else ''}"


STRONG_BUDGET = SearchBudget(worlds=5, width=4)
"""One Strong decision's work: within a second on this machine (docs/performance.md)."""

MODULE = GameModule(
    game=ESSENCES,
    colours=COLOURS,
    make_config=make_config,
    bots={
        "associate": AssociateBot,
        "random": policy_bot(random_policy),
        STRONG_BOT: search_bot(ESSENCES, AssociateBot, STRONG_BUDGET),
    },
    default_bot="associate",
    progress_label=progress_label,
    score_track=SCORE_TRACK,
    bot_notes={
        "associate": "reads the smells through their themes",
        "random": "plays any legal move",
        STRONG_BOT: STRONG_NOTE,
    },
    option_sets=({}, {OPTION_MODE: Mode.COOPERATIVE.value}),
)
