"""``MODULE``: La Fleur as a :class:`~grasse_tui.games.registry.GameModule`."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from grasse_tui.core.bots import policy_bot
from grasse_tui.core.game import SeatConfig
from grasse_tui.core.search import SearchBudget, search_bot
from grasse_tui.games.lafleur.bots.greedy import GreedyBot
from grasse_tui.games.lafleur.bots.random_policy import random_policy
from grasse_tui.games.lafleur.rules.balance import balance_tags
from grasse_tui.games.lafleur.rules.config import SEAT_COLOURS, Difficulty, LaFleurConfig
from grasse_tui.games.lafleur.rules.game import LAFLEUR
from grasse_tui.games.lafleur.rules.score_track import SCORE_TRACK
from grasse_tui.games.lafleur.rules.view import LaFleurView
from grasse_tui.games.registry import STRONG_BOT, STRONG_NOTE, GameModule, SeatColour

OPTION_DIFFICULTY = "difficulty"
"""Game option for the solo game: ``"easier"``, ``"normal"`` (the default), ``"harder"`` or ``"hardest"``."""

COLOURS: tuple[SeatColour, ...] = tuple(SeatColour(c, c.capitalize(), c[0].upper()) for c in SEAT_COLOURS)
"""Red R, blue B, yellow Y, green G: the four château boards."""


def make_config(seats: tuple[SeatConfig, ...], options: Mapping[str, Any]) -> LaFleurConfig:
    """The :class:`LaFleurConfig` for ``seats`` (1 = solo against the automaton) and the
    options (``"difficulty"``, solo only). Raises ValueError with a one-line reason."""
    unknown = set(options) - {OPTION_DIFFICULTY}
    if unknown:
        raise ValueError(f"unknown La Fleur option(s): {', '.join(sorted(map(str, unknown)))}")
    level = options.get(OPTION_DIFFICULTY)
    difficulty = None
    if level is not None:
        try:
            difficulty = Difficulty(level)
        except ValueError:
            names = ", ".join(d.value for d in Difficulty)
            raise ValueError(f"difficulty {level!r} is not one of {names}") from None
    return LaFleurConfig(tuple(seats), difficulty)


def progress_label(view: LaFleurView) -> str:
    """``"Set-up"``, ``"Round 3"``, ``"Round 6 · Grande Soirée"`` or ``"Finished"``."""
    if view.over:
        return "Finished"
    if view.phase == "set-up":
        return "Set-up"
    return f"Round {view.round}{' · Grande Soirée' if view.final_round else ''}"


STRONG_BUDGET = SearchBudget(worlds=8, width=3)
"""One Strong decision's work: within a second on this machine (docs/performance.md)."""

MODULE = GameModule(
    game=LAFLEUR,
    colours=COLOURS,
    make_config=make_config,
    bots={
        "greedy": GreedyBot,
        "random": policy_bot(random_policy),
        STRONG_BOT: search_bot(LAFLEUR, GreedyBot, STRONG_BUDGET),
    },
    default_bot="greedy",
    progress_label=progress_label,
    score_track=SCORE_TRACK,
    solo_opponent="the automaton",
    balance_tags=balance_tags,
    bot_notes={
        "greedy": "plays to win, one step ahead",
        "random": "plays any legal move",
        STRONG_BOT: STRONG_NOTE,
    },
    option_sets=(
        {},
        {OPTION_DIFFICULTY: "easier"},
        {OPTION_DIFFICULTY: "harder"},
        {OPTION_DIFFICULTY: "hardest"},
    ),
)
