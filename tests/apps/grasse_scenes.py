"""Deterministic scenes of the real app, shared by the snapshot tests and ``make screenshots``.

Each scene is an ``async`` function of a :class:`~textual.pilot.Pilot` that
drives a :class:`TableApp` (made by :func:`new_app` on a fresh data folder)
to one screen and waits until it is fully drawn. Nothing on those screens
depends on the clock, the data folder or a random seed: games use the fixed
seeds below, the mid-game position is a fixed list of actions, and the
final-score game is played by the random bot with a fixed seed.
"""

from __future__ import annotations

import time
from collections.abc import Awaitable, Callable
from pathlib import Path
from random import Random
from typing import Any

from textual.pilot import Pilot
from textual.screen import Screen
from textual.widgets import Input, Tree

from grasse_tui.core.game import SeatConfig
from grasse_tui.core.record import GameRecord
from grasse_tui.core.session import GameSession
from grasse_tui.core.store import DB_FILENAME, SaveStore, SaveSummary
from grasse_tui.games.grasse.bots.greedy import GreedyBot
from grasse_tui.games.grasse.bots.random_policy import random_policy
from grasse_tui.games.grasse.rules.config import GrasseConfig
from grasse_tui.games import registry
from grasse_tui.games.grasse.rules.game import GRASSE
from grasse_tui.games.grasse.tui.final_screen import FinalScoreScreen
from grasse_tui.games.grasse.tui.screen import GrasseScreen
from grasse_tui.ui.app import TableApp
from grasse_tui.ui.dialogs import ChoiceScreen
from grasse_tui.ui.help import HelpScreen
from grasse_tui.ui.menu import MenuScreen
from grasse_tui.ui.setup import SetupScreen
from grasse_tui.ui.shield import ShieldScreen
from grasse_tui.ui.since_last_turn import SinceLastTurnScreen
from grasse_tui.ui.too_small import TooSmallScreen
from grasse_tui.ui.turn_end import TurnEndBar
from grasse_tui.ui.widgets.game_log import GameLog
from grasse_tui.ui.widgets.score_plot import ScorePlot

SIZE = (120, 40)
SMALL_SIZE = (80, 24)
HUMANS = (SeatConfig("Ann", "red"), SeatConfig("Bob", "blue"))
BOTS = (SeatConfig("Rosa", "red", bot="random"), SeatConfig("Jules", "teal", bot="random"))
MIDGAME_SEED = 2024
FINAL_SEED = 20
SOLO = (SeatConfig("Ann", "red"),)
SOLO_SEED = 23
FIVE = tuple(
    SeatConfig(name, colour)
    for name, colour in (("Ann", "red"), ("Bob", "blue"), ("Cy", "teal"), ("Dee", "yellow"), ("Eve", "green"))
)
FIVE_SEED = 3

Scene = Callable[[Pilot[None]], Awaitable[None]]

# Round 2, turn 3: Ann (seat 0) is to place a worker. Each entry is applied
# for whichever seat is to act (random legal play from MIDGAME_SEED, frozen).
MIDGAME_ACTIONS: tuple[dict[str, Any], ...] = (
    {"kind": "place_track_tile", "space": 7},
    {"kind": "place_track_tile", "space": 2},
    {"kind": "place_track_tile", "space": 13},
    {"kind": "place_track_tile", "space": 11},
    {"kind": "place_track_tile", "space": 5},
    {"kind": "place_track_tile", "space": 4},
    {"kind": "place_worker", "location": "market"},
    {"kind": "market_trade", "give": ["diluent"], "take": ["fixative"]},
    {"kind": "deliver", "space": 8},
    {"kind": "take_from_space", "space": 3, "resource": "fixative"},
    {"kind": "move_pawn", "steps": 2},
    {"kind": "collect", "resources": ["woody"]},
    {"kind": "place_worker", "location": "market"},
    {"kind": "market_trade", "give": ["diluent"], "take": ["fixative"]},
    {"kind": "deliver", "space": 12},
    {"kind": "take_from_space", "space": 11, "resource": "fixative"},
    {"kind": "move_pawn", "steps": 1},
    {"kind": "collect", "resources": ["woody"]},
    {"kind": "place_worker", "location": "square"},
    {"kind": "place_golden_pawn", "space": 13},
    {"kind": "collect", "resources": ["fruity"]},
    {"kind": "move_pawn", "steps": 1},
    {"kind": "collect", "resources": []},
    {"kind": "place_worker", "location": "master_perfumer"},
    {"kind": "take_card", "row": "contract", "index": 2},
    {"kind": "take_card", "row": "contract", "index": 1},
    {"kind": "move_pawn", "steps": 1},
    {"kind": "collect", "resources": []},
    {"kind": "place_worker", "location": "master_perfumer"},
    {"kind": "take_card", "row": "contract", "index": 0},
    {"kind": "take_card", "row": "technique", "index": 0},
    {"kind": "move_pawn", "steps": 2},
    {"kind": "place_worker", "location": "shortcut"},
    {"kind": "swap_cubes", "a": 5, "b": 10},
    {"kind": "move_pawn", "steps": 1},
    {"kind": "collect", "resources": ["fixative"]},
    {"kind": "place_worker", "location": "alley"},
    {"kind": "move_pawn_back", "steps": 2},
    {"kind": "collect", "resources": ["fruity"]},
    {"kind": "move_pawn", "steps": 2},
    {"kind": "place_worker", "location": "factory_3"},
    {"kind": "move_pawn", "steps": 1},
    {"kind": "collect", "resources": ["woody"]},
    {"kind": "place_worker", "location": "market"},
    {"kind": "market_trade", "give": ["alcohol"], "take": ["fixative"]},
    {"kind": "deliver", "space": 5},
    {"kind": "take_from_space", "space": 6, "resource": "fixative"},
    {"kind": "move_pawn", "steps": 2},
    {"kind": "collect", "resources": ["alcohol"]},
    {"kind": "place_worker", "location": "master_perfumer"},
    {"kind": "take_card", "row": "technique", "index": 0},
    {"kind": "take_card", "row": "contract", "index": 2},
    {"kind": "move_pawn", "steps": 1},
    {"kind": "collect", "resources": ["water"]},
)


def midgame_record() -> GameRecord:
    """Two humans (Ann, Bob), :data:`MIDGAME_SEED`, after :data:`MIDGAME_ACTIONS`."""
    session = GameSession.start(GRASSE, GrasseConfig(seats=HUMANS), MIDGAME_SEED)
    for data in MIDGAME_ACTIONS:
        session.submit(session.pending().acting[0], GRASSE.decode_action(data))
    return session.record


def bot_game_record(seed: int = FINAL_SEED) -> GameRecord:
    """A whole game between two random bots, with the rng the play controller would give them."""
    session = GameSession.start(GRASSE, GrasseConfig(seats=BOTS), seed)
    rngs = [Random(seed * 1_000_003 + seat + 1) for seat in range(len(BOTS))]
    policy = random_policy
    while not session.is_over():
        seat = session.pending().acting[0]
        session.submit(seat, policy(session.view(seat), session.legal_actions(seat), rngs[seat]))
    return session.record


def solo_record(seed: int = SOLO_SEED) -> GameRecord:
    """Ann alone against Pierre, played by the greedy bot up to her 3rd placement of round II."""
    session = GameSession.start(GRASSE, GrasseConfig(seats=SOLO), seed)
    bot = GreedyBot(0, seed)
    while True:
        view = session.view(0)
        if (view.round, view.turn, view.step.kind) == (2, 3, "place"):
            return session.record
        session.submit(0, bot.choose(view, session.legal_actions(0)))


def five_record(seed: int = FIVE_SEED) -> GameRecord:
    """Five seats with every mini-expansion and Events variant, played by the random bot
    up to the 6th turn of round II, a worker to place."""
    config = GrasseConfig(FIVE, frozenset({"events", "clients", "formula"}), frozenset({1, 2, 3}))
    session = GameSession.start(GRASSE, config, seed)
    rng = Random(seed)
    policy = random_policy
    while True:
        view = session.view(None)
        if (view.round, view.turn, view.step.kind) == (2, 6, "place"):
            return session.record
        seat = session.pending().acting[0]
        session.submit(seat, policy(session.view(seat), session.legal_actions(seat), rng))


def save(data_dir: Path, record: GameRecord) -> int:
    """Store ``record`` (a game of any built game) in the save file under ``data_dir``; its save id."""
    module = registry.load(record.game_id)
    session = GameSession(module.game, record)
    summary = SaveSummary.build(
        session.seats, module.progress_label(session.view(None)), finished=session.is_over()
    )
    data_dir.mkdir(parents=True, exist_ok=True)
    with SaveStore.open(data_dir / DB_FILENAME) as store:
        return store.create(record, summary)


def new_app(data_dir: Path, record: GameRecord | None = None) -> TableApp:
    """The app on ``data_dir`` (with ``record`` saved there first, if given); bots do not pause."""
    if record is not None:
        save(data_dir, record)
    return TableApp(data_dir, bot_delay=0)


async def wait_for(pilot: Pilot[None], predicate: Callable[[], object], timeout: float = 30.0) -> None:
    """Pause until ``predicate()`` is truthy; fail after ``timeout`` seconds."""
    deadline = time.monotonic() + timeout
    while not predicate():
        if time.monotonic() > deadline:
            raise AssertionError(f"timed out waiting for {getattr(predicate, '__name__', predicate)}")
        await pilot.pause(0.02)


async def still(pilot: Pilot[None]) -> None:
    """Stop every text cursor blinking, then let the screen settle."""
    for widget in pilot.app.screen.query(Input):
        widget.cursor_blink = False
    await pilot.pause()


# -- scenes ------------------------------------------------------------------


async def menu(pilot: Pilot[None]) -> None:
    """The main menu of a fresh data folder (Continue disabled)."""
    await wait_for(pilot, lambda: isinstance(pilot.app.screen, MenuScreen))
    await still(pilot)


async def setup(pilot: Pilot[None]) -> None:
    """Menu → Enter on Grasse: the setup screen with its default two seats."""
    await menu(pilot)
    await pilot.press("enter")
    await wait_for(pilot, lambda: isinstance(pilot.app.screen, SetupScreen))
    await still(pilot)


async def shield(pilot: Pilot[None]) -> None:
    """Menu → c (Continue the saved mid-game): the handover shield for Ann."""
    await menu(pilot)
    await wait_for(pilot, lambda: getattr(pilot.app.screen, "can_continue", False))
    await pilot.press("c")
    await wait_for(pilot, lambda: isinstance(pilot.app.screen, ShieldScreen) and pilot.app.screen.armed)
    await still(pilot)


def game_drawn_to_the_newest_log_line(pilot: Pilot[None]) -> bool:
    """The Grasse screen is up with its view, and its log is scrolled where it means to be: the
    newest line, or the first line of a long batch or a tall newest entry."""
    screen = pilot.app.screen
    if not isinstance(screen, GrasseScreen) or screen.view is None:
        return False
    log = screen.query_one("#log", GameLog)
    wanted = log.max_scroll_y if log.first_unread is None else min(log.first_unread, log.max_scroll_y)
    return log.max_scroll_y > 0 and log.scroll_y >= wanted


async def midgame(pilot: Pilot[None]) -> None:
    """Past the shield and the "since your last turn" summary: Ann's Grasse screen."""
    await shield(pilot)
    await pilot.press("enter")
    await wait_for(pilot, lambda: isinstance(pilot.app.screen, (SinceLastTurnScreen, GrasseScreen)))
    summary = pilot.app.screen
    if isinstance(summary, SinceLastTurnScreen):
        await wait_for(pilot, lambda: not summary.guard.held)  # it ignores an Enter that came too soon
        await pilot.press("enter")
    await wait_for(pilot, lambda: isinstance(pilot.app.screen, GrasseScreen))

    await wait_for(pilot, lambda: game_drawn_to_the_newest_log_line(pilot) and choices_take_enter(pilot))
    await still(pilot)


def choices_take_enter(pilot: Pilot[None]) -> bool:
    """The Grasse screen's list takes Enter (a screen just shown ignores one for a moment)."""
    screen = pilot.app.screen
    return isinstance(screen, GrasseScreen) and not screen.decision.held


async def solo_midgame(pilot: Pilot[None]) -> None:
    """Menu → c (Continue the saved solo game): Ann's screen at once (no shield), Pierre's panel under the seats."""
    await menu(pilot)
    await wait_for(pilot, lambda: getattr(pilot.app.screen, "can_continue", False))
    await pilot.press("c")

    await wait_for(pilot, lambda: game_drawn_to_the_newest_log_line(pilot) and choices_take_enter(pilot))
    await still(pilot)


async def turn_end(pilot: Pilot[None]) -> None:
    """From the mid-game, Ann takes the highlighted choice (Enter) until her turn ends: the turn-end bar."""
    await midgame(pilot)
    app = pilot.app
    assert isinstance(app, TableApp) and app.play is not None
    session = app.play.session
    while not app.screen.query(TurnEndBar):
        assert session.pending().acting[0] == 0, "Ann's turn ended without the turn-end bar"
        before = len(session.record.actions)
        await wait_for(pilot, lambda: choices_take_enter(pilot))  # a next decision waits a moment
        await pilot.press("enter")
        await wait_for(pilot, lambda: len(session.record.actions) > before)
    screen = app.screen
    assert isinstance(screen, GrasseScreen)

    def drawn() -> bool:
        log = screen.query_one("#log")
        footer_keys = {getattr(key, "description", "") for key in screen.query("FooterKey")}
        return log.scroll_y >= log.max_scroll_y and "Pass the terminal" in footer_keys

    await wait_for(pilot, drawn)
    await still(pilot)


async def help_browser(pilot: Pilot[None]) -> None:
    """Menu → r (Rules) → Grasse: its rules' first page, with the table of contents of all pages."""
    await menu(pilot)
    await pilot.press("r")
    await wait_for(pilot, lambda: isinstance(pilot.app.screen, ChoiceScreen))  # which game's rules
    await pilot.press("enter")  # the first: Grasse
    await wait_for(pilot, lambda: isinstance(pilot.app.screen, HelpScreen))
    screen = pilot.app.screen
    assert isinstance(screen, HelpScreen)
    await wait_for(pilot, lambda: len(screen.viewer.document.table_of_contents or ()) == len(screen.page.sections))
    await wait_for(pilot, lambda: len(screen.query_one(Tree).root.children) > 0)
    await still(pilot)


async def _resume_the_only_save(pilot: Pilot[None], shown: type[Screen[Any]]) -> None:
    """From the menu, resume the only saved game, and wait until a ``shown`` screen is up."""
    app = pilot.app
    assert isinstance(app, TableApp)
    await menu(pilot)
    [listing] = app.store.list()
    app.resume(listing.save_id, app.store.load(listing.save_id))
    await wait_for(pilot, lambda: isinstance(app.screen, shown))
    await still(pilot)


async def final_scores(pilot: Pilot[None]) -> None:
    """The finished bot game (the only save) loaded: the final-score screen, its score over
    the rounds drawn."""
    await _resume_the_only_save(pilot, FinalScoreScreen)
    await plot_drawn(pilot)


async def plot_drawn(pilot: Pilot[None]) -> None:
    """Wait until the final screen's score plot has its history (worked out on a thread)."""

    def drawn() -> bool:
        plots = pilot.app.screen.query(ScorePlot)
        return bool(plots) and plots.first().history is not None

    await wait_for(pilot, drawn)
    await still(pilot)


async def too_small(pilot: Pilot[None]) -> None:
    """At 80×24 the menu fits; a saved game resumed there is covered by the too-small message."""
    await _resume_the_only_save(pilot, TooSmallScreen)


SCENES: dict[str, tuple[Scene, Callable[[], GameRecord] | None, tuple[int, int]]] = {
    "menu": (menu, None, SIZE),
    "setup": (setup, None, SIZE),
    "grasse-midgame": (midgame, midgame_record, SIZE),
    "solo-midgame": (solo_midgame, solo_record, SIZE),
    "five-expansions": (midgame, five_record, SIZE),
    "turn-end": (turn_end, midgame_record, SIZE),
    "shield": (shield, midgame_record, SIZE),
    "help": (help_browser, None, SIZE),
    "final-scores": (final_scores, bot_game_record, SIZE),
    "too-small": (too_small, midgame_record, SMALL_SIZE),
}
"""Name → (scene, the saved game it needs or None, terminal size)."""


def app_for(name: str, data_dir: Path) -> TableApp:
    """A fresh app ready for scene ``name`` (its game saved under ``data_dir``)."""
    _, record, _ = SCENES[name]
    return new_app(data_dir, record() if record is not None else None)
