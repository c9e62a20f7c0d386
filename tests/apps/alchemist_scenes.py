"""The Grand Alchemist's screenshot scene (``make screenshots``): Ann's markers on the move
in the third turn of a four-seat game, the other seats played by the scholar bot."""

from __future__ import annotations

from collections.abc import Awaitable, Callable
from pathlib import Path

from textual.pilot import Pilot

from grasse_tui.core.bots import policy_bot
from grasse_tui.core.game import SeatConfig
from grasse_tui.core.record import GameRecord
from grasse_tui.core.session import GameSession
from grasse_tui.games.alchemist.bots.scholar import scholar_policy
from grasse_tui.games.alchemist.rules.config import SEAT_COLOURS, AlchemistConfig
from grasse_tui.games.alchemist.rules.game import ALCHEMIST
from grasse_tui.games.alchemist.rules.state import Phase
from grasse_tui.games.alchemist.tui.screen import AlchemistScreen
from grasse_tui.ui.app import TableApp
from tests.apps.grasse_scenes import SIZE, menu, new_app, still, wait_for

SEED = 4
NAMES = ("Ann", "Bob", "Cleo", "Dev")


def bot_record(turn: int) -> GameRecord:
    """Every seat played by the scholar until Ann's markers move in ``turn`` (Ann is human)."""
    seats = tuple(SeatConfig(name, SEAT_COLOURS[i], None if i == 0 else "scholar") for i, name in enumerate(NAMES))
    session = GameSession.start(ALCHEMIST, AlchemistConfig(seats), SEED)
    bots = [policy_bot(scholar_policy)(seat, SEED) for seat in range(len(seats))]
    while True:
        state = session.state
        if state.turn >= turn and state.current == 0 and state.phase is Phase.MOVE and state.seq.done:
            return session.record
        seat = session.pending().acting[0]
        session.submit(seat, bots[seat].choose(session.view(seat), session.legal_actions(seat)))


async def mid_move(pilot: Pilot[None]) -> None:
    """Menu → c: Ann's screen, a marker still to move."""
    await menu(pilot)
    await wait_for(pilot, lambda: getattr(pilot.app.screen, "can_continue", False))
    await pilot.press("c")
    await wait_for(
        pilot, lambda: isinstance(pilot.app.screen, AlchemistScreen) and bool(pilot.app.screen.decision.choices)
    )
    await still(pilot)


ALCHEMIST_SCENES: dict[str, tuple[Callable[[Pilot[None]], Awaitable[None]], Callable[[], GameRecord], tuple[int, int]]] = {
    "alchemist-turn": (mid_move, lambda: bot_record(3), SIZE),
}


def alchemist_app_for(name: str, data_dir: Path) -> TableApp:
    _, record, _ = ALCHEMIST_SCENES[name]
    return new_app(data_dir, record())
