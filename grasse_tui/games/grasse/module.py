"""``MODULE``: Grasse as a :class:`~grasse_tui.games.registry.GameModule`.

Generic code (the CLI, the app shell, autoplay) reaches the Grasse rules core,
its seat colours, config builder, bots and save-list progress text only
through this object.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from grasse_tui.core.bots import policy_bot
from grasse_tui.core.game import SeatConfig
from grasse_tui.core.search import SearchBudget, search_bot
from grasse_tui.games.grasse.bots.greedy import GreedyBot
from grasse_tui.games.grasse.bots.random_policy import random_policy
from grasse_tui.games.grasse.rules.balance import balance_tags
from grasse_tui.games.grasse.rules.config import GrasseConfig
from grasse_tui.games.grasse.rules.content import PIERRE_NAME, ROUNDS, SEAT_COLOURS
from grasse_tui.games.grasse.rules.game import GRASSE
from grasse_tui.games.grasse.rules.score_track import SCORE_TRACK
from grasse_tui.games.grasse.rules.view import GrasseView
from grasse_tui.games.registry import STRONG_BOT, STRONG_NOTE, GameModule, SeatColour

OPTION_EXPANSIONS = "expansions"
"""Game option: an iterable of mini-expansion ids, any of ``"events"``, ``"clients"``, ``"formula"``."""
OPTION_EVENTS_VARIANTS = "events_variants"
"""Game option: an iterable of Events variant numbers, any of 1, 2, 3 (needs ``"events"``)."""

COLOURS: tuple[SeatColour, ...] = tuple(SeatColour(c.value, c.label, c.letter) for c in SEAT_COLOURS)
"""Red R, blue B, yellow Y, teal T, green G (the fifth seat's colour, ruling G19)."""


def make_config(seats: tuple[SeatConfig, ...], options: Mapping[str, Any]) -> GrasseConfig:
    """The :class:`GrasseConfig` for ``seats`` and the setup screen's ``options``.

    One seat is the solo game against the automaton Pierre (he is not a seat;
    he takes the first of red, blue, yellow, teal that the seat did not take);
    2–5 seats play the usual game.

    Options (both optional, default empty):

    - ``"expansions"``: a list of mini-expansion ids — ``"events"`` (Mini
      Expansion I), ``"clients"`` (II, Important Clients), ``"formula"`` (III,
      Secret Formula; not in the solo game);
    - ``"events_variants"``: a list of Events variant numbers — 1 (an event in
      round I too), 2 (all rounds' events face up from the start), 3 (two events
      per round); only with ``"events"``.

    Raises ValueError with a one-line reason: a seat count outside 1–5, a
    colour other than red, blue, yellow, teal or green or used twice, an empty
    name, an unknown option, or an expansion this rules core does not play
    (at that table).
    """
    seats = tuple(seats)
    unknown = set(options) - {OPTION_EXPANSIONS, OPTION_EVENTS_VARIANTS}
    if unknown:
        raise ValueError(f"unknown Grasse option(s): {', '.join(sorted(map(str, unknown)))}")
    expansions = options.get(OPTION_EXPANSIONS, ())
    if isinstance(expansions, str):
        # A str is iterable: reject it before it is split into letters. GameModule
        # reports all bad setup input as ValueError, hence the noqa.
        message = f"option {OPTION_EXPANSIONS!r} must be a list of expansion ids, not a string"
        raise ValueError(message)  # noqa: TRY004
    variants = options.get(OPTION_EVENTS_VARIANTS, ())
    if isinstance(variants, str | int) or not all(isinstance(v, int) and not isinstance(v, bool) for v in variants):
        message = f"option {OPTION_EVENTS_VARIANTS!r} must be a list of variant numbers (1, 2, 3)"
        raise ValueError(message)  # noqa: TRY004
    return GrasseConfig(seats, frozenset(str(e) for e in expansions), frozenset(variants))


def progress_label(view: GrasseView) -> str:
    """Short public progress for save lists: ``"Setup"`` (large-tile draft),
    ``"Round 2/4 · turn 5/16"``, ``"Final free actions"`` or ``"Finished"``."""
    if view.over:
        return "Finished"
    if view.turn == 0:
        return "Setup"
    if view.step.final:
        return "Final free actions"
    return f"Round {view.round}/{ROUNDS} · turn {view.turn}/{view.turns_in_round}"


STRONG_BUDGET = SearchBudget(worlds=8, width=4, rounds=1)
"""One Strong decision's work: within a second on this machine (docs/performance.md)."""

MODULE = GameModule(
    game=GRASSE,
    colours=COLOURS,
    make_config=make_config,
    bots={
        "greedy": GreedyBot,
        "random": policy_bot(random_policy),
        STRONG_BOT: search_bot(GRASSE, GreedyBot, STRONG_BUDGET, SCORE_TRACK),
    },
    default_bot="greedy",
    progress_label=progress_label,
    score_track=SCORE_TRACK,
    solo_opponent=PIERRE_NAME,
    balance_tags=balance_tags,
    bot_notes={
        "greedy": "plays to win, one step ahead",
        "random": "plays any legal move",
        STRONG_BOT: STRONG_NOTE,
    },
    option_sets=(
        {},
        {OPTION_EXPANSIONS: ["events"]},
        {OPTION_EXPANSIONS: ["events"], OPTION_EVENTS_VARIANTS: [1]},
        {OPTION_EXPANSIONS: ["events"], OPTION_EVENTS_VARIANTS: [2]},
        {OPTION_EXPANSIONS: ["events"], OPTION_EVENTS_VARIANTS: [3]},
        {OPTION_EXPANSIONS: ["clients"]},
        {OPTION_EXPANSIONS: ["formula"]},
        {OPTION_EXPANSIONS: ["events", "clients", "formula"], OPTION_EVENTS_VARIANTS: [1, 2, 3]},
    ),
)
