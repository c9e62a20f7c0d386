"""``ResultScreen``: the frame of a game's end screen (La Fleur's, Eccentric Essences',
The Perfumer's, The Grand Alchemist's): the winner in a heavy box, panels of result lines
with the score over the rounds under the scores, the seed to play the same deal again, and
the whole log on ``l``."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any, ClassVar

from textual.app import ComposeResult
from textual.binding import BindingType
from textual.containers import VerticalScroll
from textual.content import Content
from textual.widget import Widget
from textual.widgets import Static

from grasse_tui.core.game import FinalScores, ScoreLine, SeatConfig
from grasse_tui.core.score_history import HistorySource
from grasse_tui.ui.whole_log import WholeLogScreen, whole_log_bindings
from grasse_tui.ui.widgets import StableFooter
from grasse_tui.ui.widgets.game_log import GameLog
from grasse_tui.ui.widgets.score_plot import PLOT_BREAKPOINTS, PlotSeat, ScorePlot


@dataclass(frozen=True, slots=True)
class ResultPanel:
    """A bordered block of plain-text lines under the winner (``panel_id`` is its widget id)."""

    panel_id: str
    title: str
    lines: Sequence[str]


def score_table(
    lines: Sequence[ScoreLine], names: Sequence[str], sources: Sequence[str], tiebreak: str | None = None
) -> list[str]:
    """A header and a row per score line, in the order given: name, total, the tie-break
    (if ``tiebreak`` names it) and each source right-aligned under its name."""
    width = max(len(name) for name in names) + 2
    head = "".ljust(width) + "total  " + (f"{tiebreak}  " if tiebreak else "") + "  ".join(sources)
    rows = [head]
    for line in lines:
        cells = "  ".join(str(line.breakdown.get(source, 0)).rjust(len(source)) for source in sources)
        tie = f"{line.tiebreak:>{len(tiebreak)}}  " if tiebreak else ""
        rows.append(f"{names[line.seat].ljust(width)}{line.total:>5}  {tie}{cells}")
    return rows


class ResultScreen(WholeLogScreen):
    """The final scores; ``l`` shows the whole log; Escape (the shell's) leaves.

    A game's final screen subclasses it with :meth:`winner_text`, :meth:`panels` and
    :meth:`plot_seats`; the shell builds it as ``(scores, public_view, seats, seed,
    history)``, ``history`` the source of the score over the rounds (None: no plot).
    """

    DEFAULT_CSS = """
    ResultScreen #final-body { padding: 1 2; }
    ResultScreen #winner { border: heavy $success; padding: 0 1; text-style: bold; margin-bottom: 1; }
    ResultScreen .result-panel { border: round $primary; border-title-align: left; padding: 0 1; margin-bottom: 1; }
    ResultScreen #final-hint { color: $text-muted; padding: 0 2; }
    ResultScreen #final-log { display: none; &.-maximized { display: block; height: 1fr; } }
    """

    AUTO_FOCUS = "#final-body"
    BINDINGS: ClassVar[list[BindingType]] = whole_log_bindings("Back to the scores")
    LOG_ID = "final-log"
    VERTICAL_BREAKPOINTS = PLOT_BREAKPOINTS
    PLOT_AFTER: ClassVar[str] = "scores"
    """The id of the panel the score plot follows (without one, the plot follows the winner)."""

    def __init__(
        self,
        scores: FinalScores,
        public_view: Any,
        seats: tuple[SeatConfig, ...],
        seed: int,
        history: HistorySource | None = None,
    ) -> None:
        super().__init__()
        self.scores = scores
        self.public_view = public_view
        self.seats = seats
        self.seed = seed
        self.history = history

    def winner_text(self) -> str:
        """The line in the heavy box: who won (or the team's result)."""
        raise NotImplementedError(f"{type(self).__name__} must say who won")

    def panels(self) -> Sequence[ResultPanel]:
        """The blocks under the winner, top to bottom."""
        return ()

    def plot_seats(self) -> Sequence[PlotSeat]:
        """The score plot's lines, in seat order (none: no plot)."""
        return ()

    def compose(self) -> ComposeResult:
        panels = list(self.panels())
        blocks: list[Widget] = []
        for panel in panels:
            block = Static(Content("\n".join(panel.lines)), id=panel.panel_id, classes="result-panel")
            block.border_title = panel.title
            blocks.append(block)
        seats = self.plot_seats()
        if self.history is not None and seats:
            place = next((n + 1 for n, panel in enumerate(panels) if panel.panel_id == self.PLOT_AFTER), 0)
            blocks.insert(place, ScorePlot(self.history, seats))
        with VerticalScroll(id="final-body", can_focus=True):
            yield Static(Content(self.winner_text()), id="winner")
            yield from blocks
        yield Static(Content(f"Seed {self.seed}: the same seed deals the same game again. Esc: menu"), id="final-hint")
        yield GameLog(id="final-log")
        yield StableFooter()

    def on_mount(self) -> None:
        self.query_one("#final-log", GameLog).show(self.public_view.log)

    def log_closed(self) -> None:
        self.query_one("#final-body").focus()
