"""Whole games played by bots through a :class:`GameSession`, for tests that need a finished
game (the score over the rounds, its plot on the final screens)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from grasse_tui.core.bots import timed_choice
from grasse_tui.core.game import SeatConfig
from grasse_tui.core.session import GameSession
from grasse_tui.games import registry
from grasse_tui.games.registry import GameModule


def bot_seats(module: GameModule, players: int) -> tuple[SeatConfig, ...]:
    """``players`` seats named Ann, Bob…, in the game's colours, each played by its default bot."""
    names = ("Ann", "Bob", "Cleo", "Dov", "Eve", "Fay", "Gus", "Hal", "Ivy", "Jon")
    return tuple(
        SeatConfig(names[seat], module.colours[seat].colour_id, bot=module.default_bot) for seat in range(players)
    )


def bot_game(game_id: str, players: int, seed: int, options: Mapping[str, Any] | None = None) -> GameSession:
    """A finished game of ``game_id`` at ``players`` seats (1: solo), every seat played by the
    game's default bot; its clocked steps take the bot's own time, so the game is the same
    on every machine."""
    module = registry.load(game_id)
    seats = bot_seats(module, players)
    session = GameSession.start(module.game, module.make_config(seats, options or {}), seed)
    bots = [module.bots[module.default_bot](seat, seed) for seat in range(players)]
    while not session.is_over():
        step = session.pending()
        seat = step.acting[0]
        action, elapsed = timed_choice(bots[seat], session.view(seat), session.legal_actions(seat), step.clock)
        info = session.submit(seat, action, elapsed)
        if info.reveal is not None:
            bots[info.reveal.seat].notice(info.reveal)
    return session
