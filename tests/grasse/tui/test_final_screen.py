"""The final screen: the award table, each seat's breakdown and the winner."""

from __future__ import annotations

import random
import re

from textual.app import App
from textual.widgets import Static

from grasse_tui.core.game import FinalScores, ScoreLine, SeatConfig
from grasse_tui.core.session import GameSession
from grasse_tui.games.grasse.bots.random_policy import random_policy
from grasse_tui.games.grasse.rules.config import GrasseConfig
from grasse_tui.games.grasse.rules.content import Criterion
from grasse_tui.games.grasse.rules.game import GRASSE
from grasse_tui.games.grasse.tui.final_screen import final_hint, final_phase, ordinal
from grasse_tui.games.grasse.tui.ui import GAME_UI
from grasse_tui.games.grasse.tui.widgets.game_header import SHORT_CRITERIA
from grasse_tui.ui.widgets.game_log import GameLog

from .harness import ALL_EXPANSIONS, screen_text, session_for


def played_out(players: int, seed: int) -> GameSession:
    """A finished game where every seat played ``random_policy``."""
    session = session_for(players=players, seed=seed)
    rng = random.Random(seed)
    while not session.is_over():
        seat = session.pending().acting[0]
        session.submit(seat, random_policy(session.view(seat), session.legal_actions(seat), rng))
    return session


class FinalApp(App[None]):
    def __init__(self, scores: FinalScores, session: GameSession) -> None:
        super().__init__()
        self.scores = scores
        self.session = session

    def on_mount(self) -> None:
        session = self.session
        self.push_screen(GAME_UI.final_screen_factory(self.scores, session.view(None), session.seats, session.record.seed))


async def test_the_longest_seed_keeps_the_hint_on_one_line_at_100_columns() -> None:
    seed = 10**18 - 1  # a random seed has up to 18 digits
    session = played_out(players=2, seed=seed)
    app = FinalApp(GRASSE.final_scores(session.state), session)
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.pause()
        assert any(line.strip() == final_hint(seed) for line in screen_text(app).splitlines())


async def test_final_screen_shows_awards_breakdown_and_winner() -> None:
    session = played_out(players=3, seed=4)
    scores = GRASSE.final_scores(session.state)
    view = session.view(None)
    app = FinalApp(scores, session)
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        text = screen_text(app)
        assert "Seed 4: give it at setup to replay this deal" in text
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
        assert final_hint(8) in text


async def test_a_shared_win_names_every_winner() -> None:
    session = played_out(players=2, seed=4)
    real = GRASSE.final_scores(session.state)
    lines = tuple(ScoreLine(line.seat, 20, line.breakdown, 7) for line in real.lines)
    app = FinalApp(FinalScores(lines, (0, 1), real.details), session)
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        assert "★ Ann (R) and Bob (B) share the win with 20 points and 7 resources left each." in screen_text(app)


def solo_played_out(seed: int) -> GameSession:
    """A finished solo game: Ann (random_policy) against Pierre."""
    session = GameSession.start(GRASSE, GrasseConfig(seats=(SeatConfig("Ann", "red"),)), seed)
    rng = random.Random(seed)
    while not session.is_over():
        session.submit(0, random_policy(session.view(0), session.legal_actions(0), rng))
    return session


async def test_solo_final_screen_is_you_against_pierre() -> None:
    session = solo_played_out(seed=3)
    scores = GRASSE.final_scores(session.state)
    assert [line.name for line in scores.lines] == [None, "Pierre"]
    app = FinalApp(scores, session)
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        lines = screen_text(app).splitlines()
        text = "\n".join(lines)
        ann, pierre = scores.lines
        [winner] = scores.winners
        first, other = ("Ann (R)", "Pierre") if winner == 0 else ("Pierre (B)", "Ann")
        best, worst = (ann, pierre) if winner == 0 else (pierre, ann)
        assert f"★ {first} wins, {best.total} points to {other}'s {worst.total}!" in text
        assert "solo: only a clear 1st place scores; two criteria are face down" in text
        for award in scores.details["awards"]:
            [row] = [line for line in lines if f" {award['label']}" in line]
            if award["scored"]:
                assert "not scored" not in row
            else:
                assert row.split(f"{award['label']} (not scored)")[1].split()[0] == "—"
                assert all(f"{value} · —" in row for value in award["values"])
        assert sum(1 for award in scores.details["awards"] if not award["scored"]) == 2
        score_rows = str(app.screen.query_one("#scores").render()).splitlines()
        for line, name in ((ann, "Ann (R)"), (pierre, "Pierre (B)")):
            [row] = [r for r in score_rows if f" {name} " in f" {r}"]
            expected = [str(v) for v in line.breakdown.values()] + [str(line.total), str(line.tiebreak)]
            assert row.strip(" │").split()[-len(expected) :] == expected, (row, expected)


async def test_a_solo_tie_on_points_and_resources_is_a_draw() -> None:
    session = solo_played_out(seed=3)
    real = GRASSE.final_scores(session.state)
    lines = tuple(ScoreLine(line.seat, 20, line.breakdown, 7, line.name) for line in real.lines)
    app = FinalApp(FinalScores(lines, (0, 1), real.details), session)
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        assert "A draw: Ann (R) and Pierre (B) tie with 20 points and 7 resources left each." in screen_text(app)


async def test_formula_cards_are_revealed_at_the_end_with_whether_they_scored() -> None:
    session = session_for(players=5, seed=3, expansions=ALL_EXPANSIONS)
    real = GRASSE.final_scores(session.state)
    lines = tuple(
        ScoreLine(line.seat, line.total + 3 * (line.seat == 1), {**line.breakdown, "formula": 3 * (line.seat == 1)}, 0)
        for line in real.lines
    )
    app = FinalApp(FinalScores(lines, (1,), real.details), session)
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.pause()
        text = screen_text(app)
        app.screen.query_one("#formulas").scroll_visible(animate=False)
        await pilot.pause()
        shown = screen_text(app)
        assert "Secret formulas revealed" in shown
        for seat, card in enumerate(real.details["formulas"]):
            name = session.seats[seat].name
            [row] = [r for r in shown.splitlines() if f"{name} (" in r and card in r]
            assert ("✓ +3 points" in row) is (seat == 1), row
            assert ("✗ not met" in row) is (seat != 1), row
        # At 100 columns five seats fit (short headings where needed): each award row holds all five cells.
        assert "Clients" in text and "Formula" in text and "Resources left" not in text
        for award in real.details["awards"]:
            [row] = [r for r in text.splitlines() if SHORT_CRITERIA[Criterion(award["criterion"])] in r]
            assert len(re.findall(r"\d+ ?· ?(?:—|\d(?:st|nd|rd|th))", row)) == 5, row


async def test_no_formula_table_without_the_expansion() -> None:
    session = session_for(players=2)
    app = FinalApp(GRASSE.final_scores(session.state), session)
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        assert "Secret formulas" not in screen_text(app)


async def test_the_end_of_game_free_actions_are_listed_and_l_shows_the_whole_log() -> None:
    session = played_out(players=3, seed=5)
    view = session.view(None)
    ending = final_phase(view.log)
    assert ending[0].startswith("Round IV is over.") and ending[-1].startswith("The game is over")
    app = FinalApp(GRASSE.final_scores(session.state), session)
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        text = app.screen.query_one("#ending", Static).render()
        assert str(text).splitlines() == ending
        assert "Whole log" in screen_text(app)
        await pilot.press("l")
        await pilot.pause()
        log = app.screen.query_one("#final-log", GameLog)
        assert app.screen.maximized is log and log.has_focus
        assert log.entries == view.log
        assert view.log[-1] in screen_text(app) and "Back to the scores" in screen_text(app)
        await pilot.press("escape")
        await pilot.pause()
        assert app.screen.maximized is None
        assert "How the game ended" in screen_text(app)


def test_a_log_without_the_final_phase_has_no_ending() -> None:
    assert final_phase(("Round I begins.", "Ann (R) places a worker at the Bank.")) == []


async def test_a_shared_place_in_an_award_is_marked_tied() -> None:
    session, award = next(
        (session, award)
        for seed in range(40)
        for session in [played_out(players=3, seed=seed)]
        for award in GRASSE.final_scores(session.state).details["awards"]
        if any(p is not None and award["places"].count(p) > 1 for p in award["places"])
    )
    app = FinalApp(GRASSE.final_scores(session.state), session)
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        [row] = [line for line in screen_text(app).splitlines() if f" {award['label']} " in line]
        for value, place in zip(award["values"], award["places"], strict=True):
            if place is not None:
                tied = "=" if award["places"].count(place) > 1 else ""
                assert f"{value} · {tied}{ordinal(place)} · " in row, row
        assert "=2nd: tied" in screen_text(app)
