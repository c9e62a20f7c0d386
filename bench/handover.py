"""How much CPU one handover costs: shield → Enter → the next seat's Grasse screen drawn.

``python bench/handover.py [REPEATS]`` plays a 2-human game (both seats driven
by the greedy bot, seed 7) headless at 120×40, and at a few points of the game
(early, middle, late: the log grows) resumes it, passes the shield with Enter
and measures the process CPU time (``time.process_time``) until the seat's
screen (under its "since your last turn" summary) is drawn and the app is
idle. Prints the median, least and most of REPEATS (default 5) per point. Not
a test: the figures depend on the machine and on what else runs on it.
"""

from __future__ import annotations

import asyncio
import statistics
import sys
import tempfile
import time
from collections.abc import Callable
from typing import Any

from grasse_tui.core.game import SeatConfig
from grasse_tui.core.record import GameRecord
from grasse_tui.core.session import GameSession
from grasse_tui.core.store import SaveSummary
from grasse_tui.games.grasse.module import MODULE
from grasse_tui.games.grasse.tui.screen import GrasseScreen
from grasse_tui.ui.app import TableApp
from grasse_tui.ui.shield import ShieldScreen

SIZE = (120, 40)
SEED = 7
SEATS = (SeatConfig("Ann", "red"), SeatConfig("Bob", "blue"))
POINTS = (0.1, 0.5, 0.95)
"""Where in the game to measure, as a share of its actions."""


def game_records() -> list[GameRecord]:
    """The greedy game cut at each of :data:`POINTS`, each cut at the start of a turn."""
    session = GameSession.start(MODULE.game, MODULE.make_config(SEATS, {}), SEED)
    bots = [MODULE.bots["greedy"](seat, SEED) for seat in range(len(SEATS))]
    while not session.is_over():
        seat = session.pending().acting[0]
        session.submit(seat, bots[seat].choose(session.view(seat), session.legal_actions(seat)))
    full = session.record
    actions = full.actions
    starts = [i for i in range(1, len(actions)) if actions[i].seat != actions[i - 1].seat]
    cuts = [min(starts, key=lambda i: abs(i - share * len(actions))) for share in POINTS]
    return [full.truncated(cut) for cut in cuts]


async def wait_for(pilot: Any, ready: Callable[[], bool]) -> None:
    deadline = time.monotonic() + 20
    while not ready():
        if time.monotonic() > deadline:
            raise TimeoutError("screen not ready")
        await pilot.pause(0.01)


async def handover_cpu(record: GameRecord, repeats: int) -> tuple[int, list[float]]:
    """The log length the seat sees, and CPU seconds per handover (``repeats`` times)."""
    app = TableApp(tempfile.mkdtemp(prefix="grasse-handover-"), bot_delay=0.0)
    times: list[float] = []
    log_length = 0
    async with app.run_test(size=SIZE) as pilot:
        summary = SaveSummary.build(SEATS, "bench")
        save_id = app.store.create(record, summary)
        for _ in range(repeats):
            app.resume(save_id, record)
            await wait_for(pilot, lambda: isinstance(app.screen, ShieldScreen))
            await pilot.pause()
            start = time.process_time()
            await pilot.press("enter")

            def drawn() -> bool:
                screen = app.play.game_screen if app.play is not None else None
                return isinstance(screen, GrasseScreen) and screen.view is not None

            await wait_for(pilot, drawn)
            await pilot.pause()
            times.append(time.process_time() - start)
            screen = app.play.game_screen if app.play is not None else None
            assert isinstance(screen, GrasseScreen) and screen.view is not None
            log_length = len(screen.view.log)
            if app.screen is not screen:  # the "since your last turn" summary
                await pilot.press("enter")
            app.leave_game()
            await pilot.pause()
    return log_length, times


async def main(repeats: int) -> None:
    for record in game_records():
        log_length, times = await handover_cpu(record, repeats)
        print(
            f"{len(record.actions):4d} actions, log {log_length:4d} lines: "
            f"median {statistics.median(times) * 1000:6.0f} ms CPU "
            f"(min {min(times) * 1000:.0f}, max {max(times) * 1000:.0f})"
        )


if __name__ == "__main__":
    asyncio.run(main(int(sys.argv[1]) if len(sys.argv) > 1 else 5))
