"""The games the conformance suite runs on, and how it sets up and plays their tables.

Every built game of the registry joins by registering (``grasse_tui.games.registry``;
its screens through ``grasse_tui.ui.registry``); the test fixtures' toy games join
here. Table sizes and option sets come from each ``GameModule``.
"""

from __future__ import annotations

import random
from collections.abc import Iterator, Mapping
from dataclasses import dataclass
from typing import Any

from fixtures import count_game
from fixtures.party_game import PARTY_MODULE
from fixtures.party_screen import PARTY_UI
from fixtures.quiz_game import QUIZ_MODULE, QUIZ_UI
from fixtures.toy_game import TOY_MODULE, TOY_UI

from grasse_tui.core.game import SeatConfig
from grasse_tui.core.step import StepInfo
from grasse_tui.games import registry
from grasse_tui.games.registry import GameModule
from grasse_tui.ui.registry import GameUI, load_ui

SEEDS = (1, 2)
"""The seeds each table is played with."""


@dataclass(frozen=True, slots=True)
class GameCase:
    """A game under test: its rules-side module, its screens (None: a rules-only toy), and
    the package of its rules when it is a built game (for the purity check)."""

    name: str
    module: GameModule
    ui: GameUI | None = None
    package: str | None = None


def game_cases() -> tuple[GameCase, ...]:
    """Every built game, then the games whose rules are built before their screens, then
    the toy games of the tests."""
    built = tuple(
        GameCase(game_id, registry.load(game_id), load_ui(game_id), f"grasse_tui.games.{game_id}")
        for game_id in registry.built_game_ids()
    )
    building = tuple(
        GameCase(game_id, registry.load(game_id), None, f"grasse_tui.games.{game_id}")
        for game_id in registry.rules_game_ids()
        if game_id not in registry.built_game_ids()
    )
    toys = (
        GameCase("toy-hands", TOY_MODULE, TOY_UI),
        GameCase("toy-count", count_game.MODULE),
        GameCase("party", PARTY_MODULE, PARTY_UI),
        GameCase("quiz", QUIZ_MODULE, QUIZ_UI),
    )
    return built + building + toys


GAMES = game_cases()


@dataclass(frozen=True, slots=True)
class Table:
    """One game at one table size with one option set."""

    case: GameCase
    players: int
    options: Mapping[str, Any]

    @property
    def id(self) -> str:
        options = "+".join(f"{key}={value}" for key, value in sorted(self.options.items())) or "plain"
        return f"{self.case.name}-{self.players}p-{options}".replace(" ", "")

    def seats(self, bots: bool = True) -> tuple[SeatConfig, ...]:
        """The table's seats, each played by the game's default bot (or by a human)."""
        module = self.case.module
        bot = module.default_bot if bots else None
        return tuple(
            SeatConfig(f"Seat {n + 1}", colour.colour_id, bot) for n, colour in enumerate(module.colours[: self.players])
        )

    def config(self, bots: bool = True) -> Any:
        return self.case.module.make_config(self.seats(bots), self.options)


def tables(cases: tuple[GameCase, ...] = GAMES) -> list[Table]:
    """Every table size of every game with each of its option sets that fits that size."""
    found = []
    for case in cases:
        module = case.module
        for players in module.table_sizes():
            for options in module.option_sets:
                table = Table(case, players, options)
                try:
                    table.config()
                except ValueError:
                    continue  # e.g. an expansion the solo game does not play
                found.append(table)
    return found


TABLES = tables()


def richest_tables(cases: tuple[GameCase, ...] = GAMES) -> list[Table]:
    """For each game, its largest table with its last option set (the one using most)."""
    found = []
    for case in cases:
        sized = tables((case,))
        largest = max(table.players for table in sized)
        found.append([table for table in sized if table.players == largest][-1])
    return found


TIME_UP_SHARE = 0.2
"""How often random play lets a clocked decision's time run out."""


@dataclass(frozen=True, slots=True)
class Move:
    """One decision of a played game: who made it on what kind of step (``private`` as the
    step said), and what applying it did."""

    seat: int
    action: Any
    elapsed_ms: int | None
    private: bool
    info: StepInfo


def random_moves(table: Table, seed: int, state: Any, cap: int = 20_000) -> Iterator[Move]:
    """Play ``state`` (a new game of ``table``) to the end with random legal choices drawn
    from ``seed``, in place; yields each move once applied. Every seat that may act gets a
    turn in random order; a clocked step gets a random time within its limit, or now and
    then runs out of time (the clock's time-up action, at the limit).

    Raises AssertionError when a seat that may act has no legal action, when no seat may act
    before the game is over, or past ``cap`` moves."""
    game = table.case.module.game
    choose = random.Random(seed)
    for _ in range(cap):
        if game.is_over(state):
            return
        step = game.pending(state)
        assert step.acting, f"{table.id} seed {seed}: the game is not over but no seat may act"
        seat = choose.choice(step.acting)
        legal = game.legal_actions(state, seat)
        assert legal, f"{table.id} seed {seed}: seat {seat} may act but has no legal action"
        action = choose.choice(list(legal))
        elapsed = None
        clock = step.clock
        if clock is not None and clock.limit_ms is not None and choose.random() < TIME_UP_SHARE:
            action, elapsed = clock.time_up, clock.limit_ms
        elif clock is not None:
            elapsed = choose.randrange((clock.limit_ms or 60_000) + 1)
        info = game.apply(state, seat, action, elapsed)
        yield Move(seat, action, elapsed, step.private, info)
    raise AssertionError(f"{table.id} seed {seed}: not over after {cap} moves")
