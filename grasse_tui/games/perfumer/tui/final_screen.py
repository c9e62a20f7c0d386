"""The end of a game of The Perfumer: the winner, points by source, what each stage's
plates held and how each bottled perfume was judged, and the seed to play the deal again."""

from __future__ import annotations

from collections.abc import Sequence

from grasse_tui.core.game import FinalScores
from grasse_tui.games.perfumer.module import MODULE
from grasse_tui.games.perfumer.rules.scoring import SOURCES
from grasse_tui.games.perfumer.rules.view import PerfumerView
from grasse_tui.ui.final_screen import ResultPanel, ResultScreen, score_table
from grasse_tui.ui.widgets.score_plot import PlotSeat, plot_seats


def winner_text(scores: FinalScores, view: PerfumerView) -> str:
    """``"Ann is the master perfumer!"``, with the tie-break when it decided."""
    best = scores.winners[0]
    total = next(line.total for line in scores.lines if line.seat == best)
    tied = [view.seats[line.seat].name for line in scores.lines if line.total == total and line.seat != best]
    winner = view.seats[best].name
    if tied:
        return f"{winner} is the master perfumer: tied on {total} with {', '.join(tied)}, {winner}'s marker is on top."
    return f"{winner} is the master perfumer, with {total} points!"


class PerfumerFinalScreen(ResultScreen):
    """Points by source (best first) and the reveals."""

    public_view: PerfumerView

    def winner_text(self) -> str:
        return winner_text(self.scores, self.public_view)

    def panels(self) -> Sequence[ResultPanel]:
        names = [perfumer.name for perfumer in self.public_view.seats]
        ranked = sorted(self.scores.lines, key=lambda line: (-line.total, -line.tiebreak))
        results = list(self.scores.details.get("results", ()))
        return (
            ResultPanel("scores", "Points by source", score_table(ranked, names, SOURCES)),
            ResultPanel("results", "The reveal", results),
        )

    def plot_seats(self) -> Sequence[PlotSeat]:
        return plot_seats(self.seats, MODULE.colour)
