"""The final screen: the award table, each seat's breakdown and the winner."""

from __future__ import annotations

import random

from textual.app import App

from grasse_tui.core.game import FinalScores, ScoreLine
from grasse_tui.core.session import GameSession
from grasse_tui.games.grasse.game import GRASSE
from grasse_tui.games.grasse.policies import random_policy
from grasse_tui.games.grasse.ui import GAME_UI

from .harness import screen_text, session_for


def played_out(players: int, seed: int) -> GameSession:
    """A finished game where every seat played ``random_policy``."""
    session = session_for(players=players, seed=seed)
    rng = random.Random(seed)
    while not session.is_over():
        seat = session.seats_to_act()[0]
        session.submit(seat, random_policy(session.view(seat), session.legal_actions(seat), rng))
    return session


class FinalApp(App[None]):
    def __init__(self, scores: FinalScores, session: GameSession) -> None:
        super().__init__()
        self.scores = scores
        self.session = session

    def on_mount(self) -> None:
        self.push_screen(GAME_UI.final_screen_factory(self.scores, self.session.view(None), self.session.seats))


async def test_final_screen_shows_awards_breakdown_and_winner() -> None:
    session = played_out(players=3, seed=4)
    scores = GRASSE.final_scores(session.state)
    view = session.view(None)
    app = FinalApp(scores, session)
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        text = screen_text(app)
        for award in scores.details["awards"]:
            assert award["label"] in text
        for line in scores.lines:
            seat = view.seats[line.seat]
            assert f"{seat.name} ({seat.letter})" in text
        winner = view.seats[scores.winners[0]]
        if len(scores.winners) == 1:
            assert f"★ {winner.name} ({winner.letter}) wins with {scores.lines[winner.seat].total} points!" in text
        else:
            assert "share the win" in text
        assert "Production" in text and "Awards" in text and "Total" in text and "Resources left" in text


async def test_final_screen_fits_at_100x30_for_four_players() -> None:
    session = played_out(players=4, seed=8)
    app = FinalApp(GRASSE.final_scores(session.state), session)
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.pause()
        text = screen_text(app)
        assert "wins with" in text or "share the win" in text
        assert "Escape: back to the menu" in text


async def test_a_shared_win_names_every_winner() -> None:
    session = played_out(players=2, seed=4)
    real = GRASSE.final_scores(session.state)
    lines = tuple(ScoreLine(line.seat, 20, line.breakdown, 7) for line in real.lines)
    app = FinalApp(FinalScores(lines, (0, 1), real.details), session)
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        assert "★ Ann (R) and Bob (B) share the win with 20 points and 7 resources left each." in screen_text(app)
