"""The score over the rounds on the final screens (``ui.widgets.score_plot``): a plot where
the terminal has room, bars where it has not, every seat by its letter as well as its colour."""

from __future__ import annotations

import re
from functools import partial
from pathlib import Path
from typing import Any

import pytest
from apps.grasse_scenes import app_for, final_scores
from finished_games import bot_game
from grasse.tui.harness import screen_lines, screen_text
from textual.app import App
from textual.content import Content
from textual.pilot import Pilot
from textual.widgets import Static
from textual_plotext import PlotextPlot

from grasse_tui.core.errors import RecordError
from grasse_tui.core.score_history import FINAL, HistorySource, ScoreHistory, score_history
from grasse_tui.core.session import GameSession
from grasse_tui.games import registry
from grasse_tui.games.grasse.tui.final_screen import FinalScoreScreen
from grasse_tui.ui.registry import load_ui
from grasse_tui.ui.widgets.score_plot import (
    PLOT_MIN_HEIGHT,
    PlotSeat,
    ScoreBars,
    ScorePlot,
    bar_rows,
    draw_plot,
    history_title,
    x_ticks,
    y_ticks,
)

from .helpers import wait_for

HISTORY = ScoreHistory("round", "points", ("1", "2", "3", FINAL), ((3, 1), (7, 5), (12, 6), (12, 9)))
SEATS = (PlotSeat("Ann", "R", "red"), PlotSeat("Bob", "B", "blue"))


class FinalApp(App[None]):
    """One finished game's final screen, given its score history (or a stand-in source)."""

    def __init__(self, game_id: str, session: GameSession, source: HistorySource | None = None) -> None:
        super().__init__()
        self.game_id = game_id
        self.session = session
        self.source = source

    def on_mount(self) -> None:
        session, module = self.session, registry.load(self.game_id)
        assert module.score_track is not None
        source = self.source or partial(score_history, module.game, session.record, module.score_track)
        scores = module.game.final_scores(session.state)
        self.push_screen(
            load_ui(self.game_id).final_screen_factory(
                scores, session.view(None), session.seats, session.record.seed, source
            )
        )


async def plot_of(pilot: Pilot[None]) -> ScorePlot:
    """The final screen's score plot, once its history is in."""
    await wait_for(pilot, lambda: bool(pilot.app.screen.query(ScorePlot)))
    plot = pilot.app.screen.query_one(ScorePlot)
    await wait_for(pilot, lambda: plot.history is not None)
    await pilot.pause()
    return plot


def shown(plot: ScorePlot, widget_id: str) -> bool:
    widget = plot.query_one(f"#{widget_id}")
    return widget.display and widget.region.height > 0


@pytest.mark.parametrize(("game_id", "players", "options"), [("grasse", 3, {}), ("perfumer", 2, {})])
async def test_at_120x40_the_plot_shows_a_line_per_seat(game_id: str, players: int, options: dict[str, Any]) -> None:
    session = bot_game(game_id, players, seed=4, options=options)
    app = FinalApp(game_id, session)
    async with app.run_test(size=(120, 40)) as pilot:
        plot = await plot_of(pilot)
        history = plot.history
        assert history is not None
        assert shown(plot, "score-chart") and shown(plot, "score-legend") and not shown(plot, "score-bars")
        assert plot.border_title == history_title(history)
        assert history.unit in plot.border_title and history.score.capitalize() in plot.border_title
        module = registry.load(game_id)
        legend = str(plot.query_one("#score-legend", Static).content)
        chart = plot.query_one("#score-chart")
        app.screen.query_one("#final-body").scroll_to_widget(chart, animate=False)
        await pilot.pause()
        rows = screen_lines(app)[chart.region.y : chart.region.bottom]
        drawn = "\n".join(rows)
        assert [word for word in rows[-1].split() if word != "│"] == list(history.rounds)  # under the x axis
        for seat, config in enumerate(session.seats):
            letter = module.colour(config.colour).letter
            assert f"{letter} {config.name} {history.final[seat]}" in legend
            if history.final.count(history.final[seat]) == 1:  # a tie's letters share their spot at the end
                assert letter in drawn


@pytest.mark.parametrize(("game_id", "players", "options"), [("lafleur", 1, {}), ("essences", 3, {})])
async def test_at_100x30_bars_stand_for_the_plot(game_id: str, players: int, options: dict[str, Any]) -> None:
    session = bot_game(game_id, players, seed=4, options=options)
    app = FinalApp(game_id, session)
    async with app.run_test(size=(100, 30)) as pilot:
        plot = await plot_of(pilot)
        history = plot.history
        assert history is not None
        assert shown(plot, "score-bars") and not shown(plot, "score-chart") and not shown(plot, "score-legend")
        app.screen.query_one("#final-body").scroll_to_widget(plot, animate=False)
        await pilot.pause()
        rows = [line.strip("│ ") for line in screen_text(app).splitlines()]
        for seat, entry in enumerate(plot.seats):
            cells = " ".join(str(points) for points in history.series(seat))
            row = next(row for row in rows if row.startswith(f"{entry.letter} {entry.label}"))
            assert cells in " ".join(row.split())


async def test_the_plot_gives_way_to_bars_when_the_terminal_shrinks() -> None:
    session = bot_game("alchemist", 3, seed=4)
    app = FinalApp("alchemist", session)
    async with app.run_test(size=(120, 40)) as pilot:
        plot = await plot_of(pilot)
        assert shown(plot, "score-chart")
        await pilot.resize_terminal(120, PLOT_MIN_HEIGHT - 1)
        await wait_for(pilot, lambda: shown(plot, "score-bars"))
        assert not shown(plot, "score-chart")


async def test_a_cooperative_game_plots_the_team() -> None:
    session = bot_game("essences", 4, seed=4, options={"mode": "cooperative"})
    app = FinalApp("essences", session)
    async with app.run_test(size=(120, 40)) as pilot:
        plot = await plot_of(pilot)
        assert plot.seats == (PlotSeat("Team", "T"),)
        assert plot.history is not None
        assert f"T Team {plot.history.final[0]}" in str(plot.query_one("#score-legend", Static).content)


async def test_without_colour_the_letters_alone_tell_the_seats_apart(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("NO_COLOR", "1")
    session = bot_game("grasse", 2, seed=4)
    app = FinalApp("grasse", session)
    async with app.run_test(size=(120, 40)) as pilot:
        plot = await plot_of(pilot)
        assert app.no_color
        bars = plot.query_one(ScoreBars)
        assert [seat.letter for seat in bars.seats] == ["R", "B"] and all(seat.colour is None for seat in bars.seats)
        legend = plot.query_one("#score-legend", Static).content
        assert isinstance(legend, Content)
        assert not any("red" in str(span.style) or "#" in str(span.style) for span in legend.spans)


async def test_a_history_that_cannot_be_worked_out_says_why() -> None:
    def broken() -> ScoreHistory:
        raise RecordError("action 3 cannot be replayed: no such card")

    session = bot_game("grasse", 2, seed=4)
    app = FinalApp("grasse", session, source=broken)
    async with app.run_test(size=(120, 40)) as pilot:
        await wait_for(pilot, lambda: "no such card" in screen_text(app))
        assert "The score over the rounds could not be worked out" in screen_text(app)
        assert app.screen.query_one(ScorePlot).history is None


async def test_the_play_controller_gives_the_final_screen_its_history(tmp_path: Path) -> None:
    app = app_for("final-scores", tmp_path / "data")
    async with app.run_test(size=(120, 40)) as pilot:
        await final_scores(pilot)
        screen = app.screen
        assert isinstance(screen, FinalScoreScreen)
        plot = await plot_of(pilot)
        assert plot.history is not None
        totals = {line.seat: line.total for line in screen.scores.lines}
        assert plot.history.final == tuple(totals[seat] for seat in sorted(totals))


# --- the drawing, without an app ------------------------------------------------------


@pytest.mark.parametrize(
    ("low", "high", "ticks"),
    [(0, 5, [0, 1, 2, 3, 4, 5]), (0, 7, [0, 2, 4, 6]), (0, 38, [0, 10, 20, 30]), (-3, 12, [-5, 0, 5, 10]), (0, 0, [0])],
)
def test_y_ticks_are_whole_round_numbers(low: int, high: int, ticks: list[int]) -> None:
    assert y_ticks(low, high) == ticks


def test_x_ticks_name_every_round_or_every_few_and_always_the_end() -> None:
    assert x_ticks(("I", "II", "III", "IV", FINAL)) == ([1.0, 2.0, 3.0, 4.0, 5.0], ["I", "II", "III", "IV", FINAL])
    many = (*(str(n) for n in range(1, 41)), FINAL)
    positions, labels = x_ticks(many)
    assert len(labels) <= 16 and labels[0] == "1" and labels[-1] == FINAL
    assert positions == sorted(positions) and positions[-1] == 41.0


def test_a_game_without_a_point_still_has_a_plot() -> None:
    chart = PlotextPlot()
    draw_plot(chart, ScoreHistory("turn", "gold ingots", ("1", FINAL), ((0, 0), (0, 0))), SEATS)
    chart.plt.plotsize(60, 10)
    drawn = re.sub(r"\x1b\[[0-9;]*m", "", chart.plt.build())
    assert "0┤B" in drawn and "end" in drawn  # both on 0: the later seat's letter is on top


def plain(rows: list[Content]) -> list[str]:
    return [str(row) for row in rows]


def test_bars_list_each_round_and_scale_to_the_best_total() -> None:
    rows = plain(bar_rows(HISTORY, SEATS, width=60))
    assert rows[0].split() == ["1", "2", "3", FINAL]
    assert rows[1].startswith("R Ann") and rows[1].split()[2:6] == ["3", "7", "12", "12"]
    assert rows[2].startswith("B Bob") and rows[2].split()[2:6] == ["1", "5", "6", "9"]
    assert len(rows[1]) == 60  # the best total's bar fills the line
    assert len(rows[2].split()[-1]) < len(rows[1].split()[-1])


def test_narrow_bars_leave_out_the_earliest_rounds() -> None:
    rows = plain(bar_rows(HISTORY, SEATS, width=26))
    assert rows[0].split() == ["…", "3", FINAL]
    assert rows[1].split()[:5] == ["R", "Ann", "…", "12", "12"]
    assert rows[2].split()[:5] == ["B", "Bob", "…", "6", "9"]
    assert all(len(row) <= 26 for row in rows)


def test_a_seat_colour_textual_does_not_know_is_drawn_plain() -> None:
    rows = bar_rows(HISTORY, (PlotSeat("Ann", "R", "no-such-colour"), PlotSeat("Bob", "B")), width=60)
    assert not any("no-such-colour" in str(span.style) for row in rows for span in row.spans)
