"""The end of an Eccentric Essences exam: the best pupils (or the team's result), every
seat's points by source, and the seed to play the same deal again."""

from __future__ import annotations

from collections.abc import Sequence

from grasse_tui.core.game import FinalScores
from grasse_tui.games.essences.module import MODULE
from grasse_tui.games.essences.rules.view import EssencesView
from grasse_tui.ui.final_screen import ResultPanel, ResultScreen, score_table
from grasse_tui.ui.widgets.score_plot import PlotSeat, plot_seats

SOURCES = ("as lead", "tokens right", "Nose in the Wind")


def winner_text(scores: FinalScores, view: EssencesView) -> str:
    """``"Ann is the best pupil of the course!"``, a shared win, or the team's result."""
    if view.cooperative:
        return f"Team score {view.team}: result {scores.details['result']} of 4. {scores.details['verdict']}"
    names = [view.names[seat] for seat in scores.winners]
    if len(names) == 1:
        return f"{names[0]} is the best pupil of the course!"
    return f"{' and '.join(names)} share the top of the class."


def score_lines(scores: FinalScores, view: EssencesView) -> list[str]:
    """A row per seat, best first: total and each source (competitive)."""
    return score_table(sorted(scores.lines, key=lambda line: -line.total), view.names, SOURCES)


class EssencesFinalScreen(ResultScreen):
    """The winner (or the team's result) and, in the competitive game, points by source."""

    public_view: EssencesView

    def winner_text(self) -> str:
        return winner_text(self.scores, self.public_view)

    def panels(self) -> Sequence[ResultPanel]:
        if self.public_view.cooperative:
            return ()
        return (ResultPanel("scores", "Points by source", score_lines(self.scores, self.public_view)),)

    def plot_seats(self) -> Sequence[PlotSeat]:
        """A line per seat, or in the cooperative game one for the team (its score is every seat's)."""
        if self.public_view.cooperative:
            return (PlotSeat("Team", "T"),)
        return plot_seats(self.seats, MODULE.colour)
