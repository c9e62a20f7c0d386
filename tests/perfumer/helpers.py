"""Building The Perfumer positions for tests."""

from __future__ import annotations

from grasse_tui.core.game import SeatConfig
from grasse_tui.games.perfumer.rules import actions as act
from grasse_tui.games.perfumer.rules.config import SEAT_COLOURS, Mode, Nose, PerfumerConfig
from grasse_tui.games.perfumer.rules.game import PERFUMER
from grasse_tui.games.perfumer.rules.state import PerfumerState, Phase

NAMES = ("Ann", "Bob", "Cleo", "Dev", "Eve")


def config(players: int = 2, mode: Mode = Mode.APPRENTICE, variant: int | None = None, nose: Nose = Nose.NORMAL) -> PerfumerConfig:
    return PerfumerConfig(tuple(SeatConfig(NAMES[i], SEAT_COLOURS[i]) for i in range(players)), mode, variant, nose)


def started(players: int = 2, seed: int = 1, **options: object) -> PerfumerState:
    """A game whose helpers are picked (each seat takes the first offered): seat 0's first turn."""
    state = PERFUMER.new(config(players, **options), seed)  # type: ignore[arg-type]
    while state.phase is Phase.HELPERS:
        seat = PERFUMER.pending(state).acting[0]
        PERFUMER.apply(state, seat, PERFUMER.legal_actions(state, seat)[0])
    return state


def end_turn(state: PerfumerState) -> None:
    """The current seat ends its actions and takes nothing."""
    seat = state.current
    PERFUMER.apply(state, seat, act.EndActions())
    while state.current == seat and state.phase is not Phase.ACTIONS and state.phase is not Phase.OVER:
        PERFUMER.apply(state, seat, act.Skip())
