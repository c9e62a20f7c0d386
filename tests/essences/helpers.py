"""Building Eccentric Essences tables for tests."""

from __future__ import annotations

from grasse_tui.core.game import SeatConfig
from grasse_tui.games.essences.rules.config import SEAT_COLOURS, EssencesConfig, Mode
from grasse_tui.games.essences.rules.actions import SetIntensity
from grasse_tui.games.essences.rules.flow import unset
from grasse_tui.games.essences.rules.game import ESSENCES
from grasse_tui.games.essences.rules.state import EssencesState, Phase

NAMES = ("Victor", "Mark", "Sophia", "Daria", "Ann", "Ben", "Cleo", "Dev", "Eve", "Finn")


def config(players: int, mode: Mode = Mode.COMPETITIVE) -> EssencesConfig:
    """A table of ``players`` human seats named from :data:`NAMES`."""
    return EssencesConfig(tuple(SeatConfig(NAMES[i], SEAT_COLOURS[i]) for i in range(players)), mode)


def new(players: int, mode: Mode = Mode.COMPETITIVE, seed: int = 1) -> EssencesState:
    return ESSENCES.new(config(players, mode), seed)


def compose(state: EssencesState, level: int = 4) -> None:
    """Every composer keeps its first legal choice and sets each intensity to ``level``."""
    while state.phase is Phase.COMPOSE:
        seat = ESSENCES.pending(state).acting[0]
        if unset(state, seat) is not None:
            ESSENCES.apply(state, seat, SetIntensity(level))
        else:
            ESSENCES.apply(state, seat, ESSENCES.legal_actions(state, seat)[0])
