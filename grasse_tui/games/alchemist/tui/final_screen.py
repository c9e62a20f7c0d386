"""The end of a game of The Grand Alchemist: the winner, each seat's ingots, every secret
laid open (laboratories, alchemists), and the seed to play the deal again."""

from __future__ import annotations

from collections.abc import Sequence

from grasse_tui.games.alchemist.module import MODULE
from grasse_tui.games.alchemist.rules.view import AlchemistView
from grasse_tui.ui.final_screen import ResultPanel, ResultScreen, score_table
from grasse_tui.ui.widgets.score_plot import PlotSeat, plot_seats


class AlchemistFinalScreen(ResultScreen):
    """Ingots (best first) and the secrets."""

    public_view: AlchemistView

    def winner_text(self) -> str:
        names = [self.public_view.seats[seat].name for seat in self.scores.winners]
        if len(names) > 1:
            return f"{' and '.join(names)} share the victory."
        return f"{names[0]} is the Grand Alchemist!"

    def panels(self) -> Sequence[ResultPanel]:
        names = [seat.name for seat in self.public_view.seats]
        ranked = sorted(self.scores.lines, key=lambda line: (-line.total, -line.tiebreak))
        secrets = list(self.scores.details.get("secrets", ()))
        return (
            ResultPanel("scores", "Gold ingots", score_table(ranked, names, ("ingots",))),
            ResultPanel("secrets", "The secrets", secrets),
        )

    def plot_seats(self) -> Sequence[PlotSeat]:
        return plot_seats(self.seats, MODULE.colour)
