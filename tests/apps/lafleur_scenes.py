"""La Fleur's screenshot scenes (``make screenshots``): a solo game mid-round, resumed
with Continue, and a finished 2-player game's final scores."""

from __future__ import annotations

from collections.abc import Awaitable, Callable
from pathlib import Path

from textual.pilot import Pilot

from grasse_tui.core.game import SeatConfig
from grasse_tui.core.record import GameRecord
from grasse_tui.core.session import GameSession
from grasse_tui.games.lafleur.bots.greedy import GreedyBot
from grasse_tui.games.lafleur.rules.config import Difficulty, LaFleurConfig
from grasse_tui.games.lafleur.rules.game import LAFLEUR
from grasse_tui.games.lafleur.tui.final_screen import LaFleurFinalScreen
from grasse_tui.games.lafleur.tui.screen import LaFleurScreen
from grasse_tui.ui.app import TableApp
from tests.apps.grasse_scenes import SIZE, menu, new_app, plot_drawn, still, wait_for

SOLO_SEED = 5
FINAL_SEED = 8


def solo_record(seed: int = SOLO_SEED) -> GameRecord:
    """Ann alone against the automaton (Starting level), played by the greedy bot up to her
    first placement of round 3."""
    session = GameSession.start(LAFLEUR, LaFleurConfig((SeatConfig("Ann", "red"),), Difficulty.NORMAL), seed)
    bot = GreedyBot(0, seed)
    while True:
        view = session.view(0)
        if view.round == 3 and view.step.kind == "place" and all(a.placed is None for a in view.chateaux[0].artisans):
            return session.record
        session.submit(0, bot.choose(view, session.legal_actions(0)))


def final_record(seed: int = FINAL_SEED) -> GameRecord:
    """A whole 2-player game of two greedy bots."""
    seats = (SeatConfig("Ann", "red", bot="greedy"), SeatConfig("Bob", "blue", bot="greedy"))
    session = GameSession.start(LAFLEUR, LaFleurConfig(seats), seed)
    bots = [GreedyBot(seat, seed) for seat in range(2)]
    while not session.is_over():
        seat = session.pending().acting[0]
        session.submit(seat, bots[seat].choose(session.view(seat), session.legal_actions(seat)))
    return session.record


async def solo_midgame(pilot: Pilot[None]) -> None:
    """Menu → c: Ann's La Fleur screen, round 3, an artisan to send."""
    await menu(pilot)
    await wait_for(pilot, lambda: getattr(pilot.app.screen, "can_continue", False))
    await pilot.press("c")
    await wait_for(
        pilot, lambda: isinstance(pilot.app.screen, LaFleurScreen) and bool(pilot.app.screen.decision.choices)
    )
    await still(pilot)


async def final_scores(pilot: Pilot[None]) -> None:
    """The finished game loaded: the final scores."""
    app = pilot.app
    assert isinstance(app, TableApp)
    await menu(pilot)
    [listing] = app.store.list()
    app.resume(listing.save_id, app.store.load(listing.save_id))
    await wait_for(pilot, lambda: isinstance(app.screen, LaFleurFinalScreen))
    await plot_drawn(pilot)


LAFLEUR_SCENES: dict[str, tuple[Callable[[Pilot[None]], Awaitable[None]], Callable[[], GameRecord], tuple[int, int]]] = {
    "lafleur-solo": (solo_midgame, solo_record, SIZE),
    "lafleur-final": (final_scores, final_record, SIZE),
}


def lafleur_app_for(name: str, data_dir: Path) -> TableApp:
    _, record, _ = LAFLEUR_SCENES[name]
    return new_app(data_dir, record())
