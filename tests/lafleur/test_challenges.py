"""The solo challenges: checked when a won solo game at the Starting level ends, remembered
in the save store by the shell, shown on the final screen."""

from __future__ import annotations

from pathlib import Path

from ui.helpers import plain_screen_text, wait_for

from grasse_tui.core.game import FinalScores, ScoreLine, SeatConfig
from grasse_tui.games.lafleur.rules.challenges import challenges_met
from grasse_tui.games.lafleur.rules.config import Difficulty, LaFleurConfig
from grasse_tui.games.lafleur.rules.content import TRACKED
from grasse_tui.games.lafleur.rules.game import LAFLEUR
from grasse_tui.games.lafleur.rules.state import LaFleurState, Phase
from grasse_tui.games.lafleur.tui.final_screen import LaFleurFinalScreen
from grasse_tui.ui.app import TableApp

from .helpers import started


def _won(difficulty: Difficulty = Difficulty.NORMAL) -> LaFleurState:
    """A finished solo game you won with 21 prestige, 3 coins, 2 artisans, 5 cards, 7 features."""
    state = started(players=1, difficulty=difficulty)
    you, robot = state.chateaux
    you.prestige, robot.prestige = {"visitors": 21}, {"visitors": 5}
    you.coins, you.hand = 3, you.hand[:3] + [state.flower_deck.pop() for _ in range(2)]
    you.features = list(state.feature_deck[:7])
    you.allure = dict.fromkeys(TRACKED, 4)
    you.character_gained = True
    state.phase = Phase.OVER
    return state


def test_a_win_meets_the_challenges_it_fulfils() -> None:
    state = _won()
    assert challenges_met(state) == (1, 9)  # 20+ prestige, only the two starting artisans
    you = state.chateaux[0]
    you.prestige = {"visitors": 31}
    you.coins, you.features, you.character_gained = 10, you.features[:6], False
    you.hand += [state.flower_deck.pop() for _ in range(2)]
    you.allure = {allure: 10 if i < 2 else 5 for i, allure in enumerate(TRACKED)}
    state.triggered_by = (0, 1)
    assert challenges_met(state) == tuple(range(1, 11))


def test_no_challenge_without_a_win_or_away_from_the_starting_level() -> None:
    lost = _won()
    lost.chateaux[1].prestige = {"visitors": 40}
    assert challenges_met(lost) == ()
    assert challenges_met(_won(Difficulty.HARDEST)) == ()
    tied = _won()
    tied.chateaux[1].prestige = {"visitors": 21}
    tied.chateaux[1].allure = dict(tied.chateaux[0].allure)
    assert challenges_met(tied) == ()  # a shared win is no win (ruling L19)
    assert LAFLEUR.final_scores(_won()).details["achievements"] == ["Challenge 1", "Challenge 9"]


async def test_the_shell_remembers_them_and_the_final_screen_shows_them(tmp_path: Path) -> None:
    app = TableApp(tmp_path / "data", bot_delay=0)
    async with app.run_test(size=(120, 40)) as pilot:
        built = app.shelf.load("lafleur")
        app.start_game(built, LaFleurConfig((SeatConfig("Ann", "red"),), Difficulty.NORMAL), 1)
        await wait_for(pilot, lambda: app.play is not None)
        play = app.play
        assert play is not None
        line = ScoreLine(0, 25, {"visitors": 25}, 9)
        first = FinalScores((line,), (0,), {"achievements": ["Challenge 1"]})
        assert play._remember_achievements(first).details["achievements_so_far"] == ["Challenge 1"]
        second = play._remember_achievements(FinalScores((line,), (0,), {"achievements": ["Challenge 6"]}))
        assert sorted(second.details["achievements_so_far"]) == ["Challenge 1", "Challenge 6"]
        assert set(app.store.achievements("lafleur")) == {"Challenge 1", "Challenge 6"}
        view = play.session.view(None)
        app.push_screen(LaFleurFinalScreen(second, view, play.session.seats, 1))
        await wait_for(pilot, lambda: "Solo challenges" in plain_screen_text(app))
        text = plain_screen_text(app)
        assert "Met this game: Challenge 6. Win with 6 garden features or fewer." in text
        assert "Won so far: 2 of 10 (1, 6)." in text
