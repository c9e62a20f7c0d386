"""A tiny app that shows one Grasse seat's screen, and helpers to drive and read it."""

from __future__ import annotations

import html
import random
import re
from collections.abc import AsyncIterator, Callable, Sequence
from contextlib import asynccontextmanager
from typing import Any

from textual import on
from textual.app import App
from textual.pilot import Pilot
from ui.helpers import FakeClock, wait_for

from grasse_tui.core.game import SeatConfig
from grasse_tui.core.session import GameSession, SeatPort
from grasse_tui.games.grasse.bots.greedy import GreedyBot
from grasse_tui.games.grasse.rules.config import GrasseConfig
from grasse_tui.games.grasse.rules.game import GRASSE
from grasse_tui.games.grasse.tui.screen import GrasseScreen
from grasse_tui.ui.messages import ActionChosen, StepTakenBack, UndoRequested
from grasse_tui.ui.notes import UnstackedNotesApp
from grasse_tui.ui.widgets.game_log import GameLog

PLAYERS = (("Ann", "red"), ("Bob", "blue"), ("Cy", "teal"), ("Dee", "yellow"), ("Eve", "green"))
ALL_EXPANSIONS = frozenset({"events", "clients", "formula"})

_TEXT = re.compile(r"<text\b([^>]*)>(.*?)</text>", re.S)
_ATTR = re.compile(r'\b(x|y)="([\d.]+)"')
_CHAR_WIDTH = 12.2  # Rich's SVG export: font size 20 × aspect ratio 0.61


def session_for(
    players: int = 2,
    seed: int = 7,
    bots: Sequence[int] = (),
    expansions: frozenset[str] = frozenset(),
    variants: frozenset[int] = frozenset(),
) -> GameSession:
    """A new game of ``players`` seats (Ann, Bob, Cy, Dee, Eve) with ``expansions`` and Events
    ``variants``; seats in ``bots`` are random bots."""
    seats = tuple(
        SeatConfig(name, colour, bot="random" if index in bots else None)
        for index, (name, colour) in enumerate(PLAYERS[:players])
    )
    return GameSession.start(GRASSE, GrasseConfig(seats, expansions, variants), seed)


def late_five_seat_game() -> GameSession:
    """Five seats, every mini expansion, played by the greedy bot to the 16th turn of round IV:
    cards in every hand and all eighteen locations open but one."""
    seats = tuple(SeatConfig(name, colour) for name, colour in PLAYERS)
    session = GameSession.start(GRASSE, GrasseConfig(seats, ALL_EXPANSIONS, frozenset({1, 2, 3})), 1)
    bots = [GreedyBot(seat, 1) for seat in range(len(seats))]
    while (view := session.view(None)).round < 4 or view.turn < 16 or view.step.kind != "place":
        seat = session.pending().acting[0]
        session.submit(seat, bots[seat].choose(session.view(seat), session.legal_actions(seat)))
    return session


def play(session: GameSession, count: int, seed: int = 1) -> None:
    """Apply ``count`` random legal actions (whoever is to act)."""
    rng = random.Random(seed)
    for _ in range(count):
        seat = session.pending().acting[0]
        session.submit(seat, rng.choice(list(session.legal_actions(seat))))


def play_until(session: GameSession, done: Callable[[GameSession], bool], seed: int = 1, limit: int = 500) -> None:
    """Apply random legal actions until ``done(session)``; fail after ``limit`` actions."""
    rng = random.Random(seed)
    for _ in range(limit):
        if done(session):
            return
        seat = session.pending().acting[0]
        session.submit(seat, rng.choice(list(session.legal_actions(seat))))
    raise AssertionError("the position was never reached")


class SeatApp(UnstackedNotesApp):
    """Shows ``seat``'s GrasseScreen (None: the public screen) and plays what it posts.

    With ``follow`` the screen is replaced by the next acting seat's screen after
    each action, like hot-seat play without the shield. Its clock (``now``) is a
    :class:`FakeClock` that moves only when a test moves it.
    """

    def __init__(self, session: GameSession, seat: int | None, follow: bool = False) -> None:
        super().__init__()
        self.now = FakeClock()
        self.session = session
        self.seat = seat
        self.follow = follow
        self.chosen: list[ActionChosen] = []

    def on_mount(self) -> None:
        self.push_screen(GrasseScreen(SeatPort(self.session, self.seat), self.session.seats))

    @property
    def game_screen(self) -> GrasseScreen:
        screen = self.screen
        assert isinstance(screen, GrasseScreen)
        return screen

    @on(ActionChosen)
    def _chosen(self, message: ActionChosen) -> None:
        self.chosen.append(message)
        for action in (message.action, *message.then):  # as the shell: one decision, each step recorded
            self.session.submit(message.seat, action)
        self._after_change()

    @on(UndoRequested)
    def _undo(self, message: UndoRequested) -> None:
        if not self.session.can_undo(message.seat):  # as the shell: refused with a note
            self.notify("Nothing to undo.", severity="warning")
            return
        action = self.session.undo(message.seat)
        self._after_change()
        self.screen.post_message(StepTakenBack(message.seat, action))  # as the shell does

    def _after_change(self) -> None:
        acting = self.session.pending().acting[:1]
        if self.follow and acting and acting[0] != self.seat:
            self.seat = acting[0]
            self.switch_screen(GrasseScreen(SeatPort(self.session, self.seat), self.session.seats))
        else:
            self.game_screen.refresh_view()


@asynccontextmanager
async def seat_screen(
    session: GameSession, seat: int | None, **run_test: Any
) -> AsyncIterator[tuple[SeatApp, Pilot[None]]]:
    """``seat``'s screen of ``session`` in a headless :class:`SeatApp` (``run_test`` takes
    ``App.run_test`` arguments such as ``size``), drawn and settled: the set-up most screen
    tests share. Yields the app and its pilot."""
    app = SeatApp(session, seat)
    async with app.run_test(**run_test) as pilot:
        await settle(pilot, app)
        yield app, pilot


async def settle(pilot: Pilot[None], app: SeatApp) -> None:
    """Wait until the game screen has rendered its view and scrolled its log where it means
    to: the end, or the first of a long batch of new entries."""

    def ready() -> bool:
        screen = app.screen
        if not isinstance(screen, GrasseScreen) or screen.view is None:
            return False
        log = screen.query_one("#log", GameLog)
        return log.scroll_y >= min(log.max_scroll_y, log.first_unread if log.first_unread is not None else log.max_scroll_y)

    await wait_for(pilot, ready)
    await pilot.pause()


def screen_lines(app: App[None]) -> list[str]:
    """The exported screenshot as text lines (each SVG text run placed at its column)."""
    rows: dict[float, list[tuple[int, str]]] = {}
    for attrs, body in _TEXT.findall(app.export_screenshot()):
        coords = dict(_ATTR.findall(attrs))
        if "x" not in coords or "y" not in coords or "-title" in attrs:
            continue
        text = html.unescape(re.sub(r"<[^>]+>", "", body)).replace("\xa0", " ").replace("\n", "")
        rows.setdefault(float(coords["y"]), []).append((round(float(coords["x"]) / _CHAR_WIDTH), text))
    lines = []
    for y in sorted(rows):
        line = ""
        for column, text in sorted(rows[y]):
            line = line.ljust(column) + text
        lines.append(line)
    return lines


def screen_text(app: App[None]) -> str:
    """:func:`screen_lines` joined with newlines."""
    return "\n".join(screen_lines(app))
