"""The end of a La Fleur game: the host of the Grande Soirée, every château's prestige by
source, the tie-break (total allure) and the seed to play the same deal again."""

from __future__ import annotations

from collections.abc import Sequence

from grasse_tui.core.game import FinalScores
from grasse_tui.games.lafleur.module import MODULE
from grasse_tui.games.lafleur.rules.challenges import CHALLENGES
from grasse_tui.games.lafleur.rules.scoring import SOURCES
from grasse_tui.games.lafleur.rules.view import LaFleurView
from grasse_tui.ui.final_screen import ResultPanel, ResultScreen, score_table
from grasse_tui.ui.widgets.score_plot import PlotSeat, plot_seats


AUTOMATON_LETTER = "A"
"""The solo automaton's letter in the score plot (no seat colour's letter is A)."""


def winner_text(scores: FinalScores, view: LaFleurView) -> str:
    """``"Ann hosts the Grande Soirée!"``, a shared win, or the automaton's."""
    names = [view.chateaux[seat].name for seat in scores.winners]
    if len(names) == 1:
        return f"{names[0]} hosts the Grande Soirée and wins!"
    return f"{' and '.join(names)} share the win (tied on prestige and allure)."


def score_lines(scores: FinalScores, view: LaFleurView) -> list[str]:
    """A row per château: total, tie-break and each source of prestige."""
    return score_table(scores.lines, [home.name for home in view.chateaux], SOURCES, tiebreak="allure")


def challenge_lines(scores: FinalScores) -> list[str]:
    """A solo game's challenges: those this game met, and how many are won so far."""
    met = list(scores.details.get("achievements", ()))
    so_far = list(scores.details.get("achievements_so_far", met))
    texts = {f"Challenge {c.number}": c.text for c in CHALLENGES}
    lines = [f"Met this game: {name}. {texts.get(name, '')}" for name in met]
    if not met:
        lines.append(
            "None met this game: a challenge is a win at the Starting level with something more (F1, Solo mode)."
        )
    won = sorted(int(name.removeprefix("Challenge ")) for name in so_far if name.startswith("Challenge "))
    lines.append(f"Won so far: {len(won)} of {len(CHALLENGES)}" + (f" ({', '.join(map(str, won))})" if won else "") + ".")
    return lines


class LaFleurFinalScreen(ResultScreen):
    """Prestige by source and, in a solo game, the challenges."""

    public_view: LaFleurView

    def winner_text(self) -> str:
        return winner_text(self.scores, self.public_view)

    def panels(self) -> Sequence[ResultPanel]:
        panels = [
            ResultPanel(
                "scores",
                "Prestige by source (a tie goes to the most total allure)",
                score_lines(self.scores, self.public_view),
            )
        ]
        if self.public_view.solo:
            panels.append(ResultPanel("challenges", "Solo challenges", challenge_lines(self.scores)))
        return panels

    def plot_seats(self) -> Sequence[PlotSeat]:
        """A line per château: each seat's, then the solo automaton's (no colour; ``A``)."""
        seats = plot_seats(self.seats, MODULE.colour)
        automata = [PlotSeat(home.name, AUTOMATON_LETTER) for home in self.public_view.chateaux if home.automaton]
        return (*seats, *automata)
