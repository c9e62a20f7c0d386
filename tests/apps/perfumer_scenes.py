"""The Perfumer's screenshot scene (``make screenshots``): Ann's turn in the middle of a
three-seat perfumer game with keen noses (droppers down, orders held, the shop open)."""

from __future__ import annotations

from collections.abc import Awaitable, Callable
from pathlib import Path

from textual.pilot import Pilot

from grasse_tui.core.game import SeatConfig
from grasse_tui.core.record import GameRecord
from grasse_tui.core.session import GameSession
from grasse_tui.games.perfumer.bots.nose import NoseBot
from grasse_tui.games.perfumer.rules.config import SEAT_COLOURS, Mode, Nose, PerfumerConfig
from grasse_tui.games.perfumer.rules.game import PERFUMER
from grasse_tui.games.perfumer.tui.screen import PerfumerScreen
from grasse_tui.ui.app import TableApp
from tests.apps.grasse_scenes import SIZE, menu, new_app, still, wait_for

SEED = 8
NAMES = ("Ann", "Bob", "Cleo")


def bot_record(turns: int) -> GameRecord:
    """Every seat played by the nose bot (each told what it smelled) until Ann's turn after
    ``turns`` turns, with some of its action points spent. Ann is the human seat."""
    seats = tuple(SeatConfig(name, SEAT_COLOURS[i], None if i == 0 else "nose") for i, name in enumerate(NAMES))
    session = GameSession.start(PERFUMER, PerfumerConfig(seats, Mode.PERFUMER, nose=Nose.KEEN), SEED)
    bots = [NoseBot(seat, SEED) for seat in range(len(seats))]
    while True:
        state = session.state
        if state.turns_taken >= turns and state.current == 0 and state.action_points <= 3:
            return session.record
        seat = session.pending().acting[0]
        info = session.submit(seat, bots[seat].choose(session.view(seat), session.legal_actions(seat)))
        if info.reveal is not None:
            bots[info.reveal.seat].notice(info.reveal)


async def mid_turn(pilot: Pilot[None]) -> None:
    """Menu → c: Ann's screen, action points to spend."""
    await menu(pilot)
    await wait_for(pilot, lambda: getattr(pilot.app.screen, "can_continue", False))
    await pilot.press("c")
    await wait_for(
        pilot, lambda: isinstance(pilot.app.screen, PerfumerScreen) and bool(pilot.app.screen.decision.choices)
    )
    await still(pilot)


PERFUMER_SCENES: dict[str, tuple[Callable[[Pilot[None]], Awaitable[None]], Callable[[], GameRecord], tuple[int, int]]] = {
    "perfumer-turn": (mid_turn, lambda: bot_record(12), SIZE),
}


def perfumer_app_for(name: str, data_dir: Path) -> TableApp:
    _, record, _ = PERFUMER_SCENES[name]
    return new_app(data_dir, record())
