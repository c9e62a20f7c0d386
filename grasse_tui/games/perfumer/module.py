"""``MODULE``: The Perfumer as a :class:`~grasse_tui.games.registry.GameModule`."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from grasse_tui.core.bots import policy_bot
from grasse_tui.core.game import SeatConfig
from grasse_tui.core.search import SearchBudget, search_bot
from grasse_tui.games.perfumer.bots.nose import NoseBot
from grasse_tui.games.perfumer.bots.random_policy import random_policy
from grasse_tui.games.perfumer.rules.balance import balance_tags
from grasse_tui.games.perfumer.rules.config import SEAT_COLOURS, Mode, Nose, PerfumerConfig
from grasse_tui.games.perfumer.rules.game import PERFUMER
from grasse_tui.games.perfumer.rules.score_track import SCORE_TRACK
from grasse_tui.games.perfumer.rules.view import PerfumerView
from grasse_tui.games.registry import STRONG_BOT, STRONG_NOTE, GameModule, SeatColour

OPTION_MODE = "mode"
"""``"apprentice"`` (the default) or ``"perfumer"``."""
OPTION_VARIANT = "variant"
"""None (the book's helper pick), 1 (pick from all) or 2 (auction)."""
OPTION_NOSE = "nose"
"""``"keen"``, ``"normal"`` (the default) or ``"hard"``."""

COLOURS: tuple[SeatColour, ...] = tuple(SeatColour(c, c.capitalize(), c[0].upper()) for c in SEAT_COLOURS)
"""Red R, yellow Y, blue B, green G, purple P."""


def make_config(seats: tuple[SeatConfig, ...], options: Mapping[str, Any]) -> PerfumerConfig:
    """The :class:`PerfumerConfig` for ``seats`` and the options. Raises ValueError with a
    one-line reason."""
    unknown = set(options) - {OPTION_MODE, OPTION_VARIANT, OPTION_NOSE}
    if unknown:
        raise ValueError(f"unknown Perfumer option(s): {', '.join(sorted(map(str, unknown)))}")
    mode_name = options.get(OPTION_MODE, Mode.APPRENTICE.value)
    if mode_name not in {m.value for m in Mode}:
        raise ValueError(f"mode {mode_name!r} is not one of {', '.join(m.value for m in Mode)}")
    nose_name = options.get(OPTION_NOSE, Nose.NORMAL.value)
    if nose_name not in {n.value for n in Nose}:
        raise ValueError(f"nose {nose_name!r} is not one of {', '.join(n.value for n in Nose)}")
    mode, nose = Mode(mode_name), Nose(nose_name)
    variant = options.get(OPTION_VARIANT)
    if variant is not None:
        try:
            variant = int(variant)
        except (TypeError, ValueError):
            raise ValueError(f"variant {variant!r} is not 1 or 2") from None
    return PerfumerConfig(tuple(seats), mode, variant, nose)


def progress_label(view: PerfumerView) -> str:
    """``"Stage 1 · 9 orders left"`` or ``"Finished"``."""
    if view.over:
        return "Finished"
    return f"Stage {view.stage} · {view.orders_left} orders left"


STRONG_BUDGET = SearchBudget(worlds=3, width=3)
"""One Strong decision's work: within a second on this machine (docs/performance.md)."""

MODULE = GameModule(
    game=PERFUMER,
    colours=COLOURS,
    make_config=make_config,
    bots={
        "nose": NoseBot,
        "random": policy_bot(random_policy),
        STRONG_BOT: search_bot(PERFUMER, NoseBot, STRONG_BUDGET),
    },
    default_bot="nose",
    balance_tags=balance_tags,
    progress_label=progress_label,
    score_track=SCORE_TRACK,
    bot_notes={
        "nose": "deduces from what it smelled",
        "random": "plays any legal move",
        STRONG_BOT: STRONG_NOTE,
    },
    option_sets=(
        {OPTION_VARIANT: 1, OPTION_NOSE: Nose.HARD.value},
        {OPTION_MODE: Mode.PERFUMER.value, OPTION_VARIANT: 2, OPTION_NOSE: Nose.KEEN.value},
    ),
)
