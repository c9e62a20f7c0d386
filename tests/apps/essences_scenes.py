"""Eccentric Essences' screenshot scene (``make screenshots``): Bob leading the second turn
of a five-seat game, his blend half set, the first turn's debriefing beside it."""

from __future__ import annotations

from collections.abc import Awaitable, Callable
from pathlib import Path

from textual.pilot import Pilot

from grasse_tui.core.game import SeatConfig
from grasse_tui.core.record import GameRecord
from grasse_tui.core.session import GameSession
from grasse_tui.games.essences.bots.associate import AssociateBot
from grasse_tui.games.essences.rules.config import SEAT_COLOURS, EssencesConfig
from grasse_tui.games.essences.rules.game import ESSENCES
from grasse_tui.games.essences.tui.screen import EssencesScreen
from grasse_tui.ui.app import TableApp
from tests.apps.grasse_scenes import SIZE, menu, new_app, still, wait_for

LEAD_SEED = 21
NAMES = ("Ann", "Bob", "Cleo", "Dev", "Eve")


def lead_record(seed: int = LEAD_SEED) -> GameRecord:
    """Bob, the only human, has guessed in turn 1 (in 4.2 s) and in turn 2 kept his three
    essences and set the first one's intensity, all as the association bot would."""
    seats = tuple(
        SeatConfig(name, SEAT_COLOURS[i], None if name == "Bob" else "associate") for i, name in enumerate(NAMES)
    )
    session = GameSession.start(ESSENCES, EssencesConfig(seats), seed)
    bots = [AssociateBot(seat, seed) for seat in range(len(seats))]
    while True:
        state = session.state
        if state.turn == 1 and any(p.intensity is not None for p in state.placed):
            return session.record
        step = session.pending()
        seat = step.acting[0]
        view = session.view(seat)
        action = bots[seat].choose(view, session.legal_actions(seat))
        session.submit(seat, action, (4_200 if seat == 1 else bots[seat].think_ms(view, ())) if step.clock else None)


async def lead_midturn(pilot: Pilot[None]) -> None:
    """Menu → c: Bob's screen, an intensity to set."""
    await menu(pilot)
    await wait_for(pilot, lambda: getattr(pilot.app.screen, "can_continue", False))
    await pilot.press("c")
    await wait_for(
        pilot, lambda: isinstance(pilot.app.screen, EssencesScreen) and bool(pilot.app.screen.decision.choices)
    )
    await still(pilot)


ESSENCES_SCENES: dict[str, tuple[Callable[[Pilot[None]], Awaitable[None]], Callable[[], GameRecord], tuple[int, int]]] = {
    "essences-lead": (lead_midturn, lead_record, SIZE),
}


def essences_app_for(name: str, data_dir: Path) -> TableApp:
    _, record, _ = ESSENCES_SCENES[name]
    return new_app(data_dir, record())
