"""The end of an Eccentric Essences exam: the best pupils (or the team's result), every
seat's points by source, and the seed to play the same deal again."""

from __future__ import annotations

from typing import ClassVar

from textual.app import ComposeResult
from textual.binding import BindingType
from textual.containers import VerticalScroll
from textual.content import Content
from textual.widgets import Static

from grasse_tui.core.game import FinalScores, SeatConfig
from grasse_tui.games.essences.rules.view import EssencesView
from grasse_tui.ui.whole_log import WholeLogScreen, whole_log_bindings
from grasse_tui.ui.widgets import StableFooter
from grasse_tui.ui.widgets.game_log import GameLog

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
    """A row per seat: total and each source (competitive)."""
    width = max(len(name) for name in view.names) + 2
    rows = ["".ljust(width) + "total  " + "  ".join(SOURCES)]
    for line in sorted(scores.lines, key=lambda line: -line.total):
        cells = "  ".join(str(line.breakdown.get(source, 0)).rjust(len(source)) for source in SOURCES)
        rows.append(f"{view.names[line.seat].ljust(width)}{line.total:>5}  {cells}")
    return rows


class EssencesFinalScreen(WholeLogScreen):
    """The final scores; ``l`` shows the whole log; Escape (the shell's) leaves."""

    DEFAULT_CSS = """
    EssencesFinalScreen #final-body { padding: 1 2; }
    EssencesFinalScreen #winner { border: heavy $success; padding: 0 1; text-style: bold; margin-bottom: 1; }
    EssencesFinalScreen #scores { border: round $primary; border-title-align: left; padding: 0 1; margin-bottom: 1; }
    EssencesFinalScreen #final-hint { color: $text-muted; padding: 0 2; }
    EssencesFinalScreen #final-log { display: none; &.-maximized { display: block; height: 1fr; } }
    """

    AUTO_FOCUS = "#final-body"
    BINDINGS: ClassVar[list[BindingType]] = whole_log_bindings("Back to the scores")
    LOG_ID = "final-log"

    def __init__(self, scores: FinalScores, public_view: EssencesView, seats: tuple[SeatConfig, ...], seed: int) -> None:
        super().__init__()
        self.scores = scores
        self.public_view = public_view
        self.seed = seed

    def compose(self) -> ComposeResult:
        with VerticalScroll(id="final-body", can_focus=True):
            yield Static(Content(winner_text(self.scores, self.public_view)), id="winner")
            if not self.public_view.cooperative:
                table = Static(Content("\n".join(score_lines(self.scores, self.public_view))), id="scores")
                table.border_title = "Points by source"
                yield table
        yield Static(Content(f"Seed {self.seed}: the same seed deals the same game again. Esc: menu"), id="final-hint")
        yield GameLog(id="final-log")
        yield StableFooter()

    def on_mount(self) -> None:
        self.query_one("#final-log", GameLog).show(self.public_view.log)

    def log_closed(self) -> None:
        self.query_one("#final-body").focus()
