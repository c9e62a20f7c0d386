"""Every bot of every game: its input reaches nothing of the state, and it chooses the same
action whatever the order of the legal actions."""

from __future__ import annotations

import random

import pytest

from grasse_tui.games.registry import STRONG_BOT

from .games import GameCase, Table, richest_tables
from .graph import shared_with

DECISIONS = 40
"""Decisions of each bot that are checked (spread over one game at the largest table)."""


def bot_tables() -> list[tuple[Table, str]]:
    """For every bot of every game: the game's largest table with its richest option set.
    Not the Strong bot: without a world it plays as the greedy bot, and with one it is
    checked in test_search.py."""
    return [(table, bot) for table in richest_tables() for bot in table.case.module.bots if bot != STRONG_BOT]


BOT_TABLES = bot_tables()


def _id(param: tuple[Table, str]) -> str:
    table, bot = param
    return f"{table.id}-{bot}"


def _play_with(table: Table, bot_name: str, check: object) -> None:
    """Play ``table`` with ``bot_name`` in every seat, calling ``check(state, seat, bot, view,
    legal)`` at every decision before the bot's own choice is applied."""
    case: GameCase = table.case
    module, game, seed = case.module, case.module.game, 3
    state = game.new(table.config(), seed)
    bots = [module.bots[bot_name](seat, seed) for seat in range(table.players)]
    while not game.is_over(state):
        step = game.pending(state)
        seat = step.acting[0]
        legal = game.legal_actions(state, seat)
        view = game.view(state, seat)
        check(state, seat, view, legal)  # type: ignore[operator]
        action = bots[seat].choose(view, legal)
        elapsed = None if step.clock is None else bots[seat].think_ms(view, legal)
        info = game.apply(state, seat, action, elapsed)
        if info.reveal is not None:
            bots[info.reveal.seat].notice(info.reveal)


@pytest.mark.parametrize("table_bot", BOT_TABLES, ids=_id)
def test_a_bots_input_reaches_nothing_of_the_state(table_bot: tuple[Table, str]) -> None:
    table, bot = table_bot
    decisions = [0]

    def check(state: object, seat: int, view: object, legal: object) -> None:
        decisions[0] += 1
        if decisions[0] % 5 == 1 and decisions[0] < 5 * DECISIONS:
            reached = shared_with(state, (view, legal))
            assert not reached, f"{table.id}: seat {seat}'s bot input reaches the state: {reached[:3]}"

    _play_with(table, bot, check)


@pytest.mark.parametrize("table_bot", BOT_TABLES, ids=_id)
def test_a_bot_chooses_the_same_whatever_the_order_of_the_legal_actions(table_bot: tuple[Table, str]) -> None:
    table, bot_name = table_bot
    factory = table.case.module.bots[bot_name]
    shuffle = random.Random(5)
    decisions = [0]

    def check(state: object, seat: int, view: object, legal: object) -> None:
        decisions[0] += 1
        options = list(legal)  # type: ignore[call-overload]
        if len(options) < 2 or decisions[0] % 3 or decisions[0] > 3 * DECISIONS:
            return
        orders = [options, shuffle.sample(options, len(options)), options[::-1]]
        chosen = [factory(seat, 3).choose(view, order) for order in orders]
        assert chosen[1:] == chosen[:1] * 2, f"{table.id}: seat {seat}'s {bot_name} bot chose {chosen}"

    _play_with(table, bot_name, check)

