"""``ScorePlot``: a finished game's score over its rounds, on the final screen.

A line per seat (a ``textual-plotext`` plot) when the terminal has room for it, else a
table of each seat's points round by round with a bar of its final total. Every seat is
drawn in its colour and marked by its letter (on each point of the plot, at the start of
each bar's row), so the plot reads in 16 colours and under NO_COLOR alike.

The history comes as a :data:`~grasse_tui.core.score_history.HistorySource`: replaying
the game takes a moment (some 90 ms for The Perfumer's longest game, docs/performance.md),
so it is worked out on a thread and the panel shows a waiting line until then.
"""

from __future__ import annotations

import asyncio
import math
from collections.abc import Callable, Sequence
from dataclasses import dataclass, replace
from typing import ClassVar, Final

from textual.app import ComposeResult
from textual.color import Color, ColorParseError
from textual.containers import Vertical
from textual.content import Content
from textual.widget import Widget
from textual.widgets import Static
from textual_plotext import PlotextPlot

from grasse_tui.core.game import SeatConfig
from grasse_tui.core.score_history import HistorySource, ScoreHistory
from grasse_tui.games.registry import SeatColour

PLOT_MIN_HEIGHT: Final = 36
"""The terminal rows the plot needs (the winner, the score table and the plot on one
screen); a lower terminal gets the bars."""

PLOT_BREAKPOINTS: Final[list[tuple[int, str]]] = [(0, "-no-room-for-plot"), (PLOT_MIN_HEIGHT, "-room-for-plot")]
"""A final screen that shows a :class:`ScorePlot` sets these as its ``VERTICAL_BREAKPOINTS``:
the class they put on the screen chooses between the plot and the bars."""

MAX_TICKS: Final = 16
"""The most round names under the plot; with more rounds only every second (third…) is named."""

BAR_MIN_WIDTH: Final = 10
"""The narrowest bar; rounds are left out of the table, earliest first, to keep it."""

EIGHTHS: Final = " ▏▎▍▌▋▊▉"
"""A bar's last cell, by eighths of a cell."""

MIN_CONTRAST: Final = 0.35
"""How far (0–1) a line's brightness stays from the plot's background's: thin lines in a dark
seat colour (pure blue) would vanish on a dark background."""


@dataclass(frozen=True, slots=True)
class PlotSeat:
    """How the plot names and draws one seat: ``label`` (its name), ``letter`` (on every
    point and bar of its own) and ``colour`` (a colour name Textual knows, e.g.
    ``"teal"``; None: the text colour)."""

    label: str
    letter: str
    colour: str | None = None


def plot_seats(seats: Sequence[SeatConfig], colour: Callable[[str], SeatColour]) -> tuple[PlotSeat, ...]:
    """A :class:`PlotSeat` per seat: its name, and its colour's letter and colour
    (``colour`` is the game's ``GameModule.colour``)."""
    return tuple(PlotSeat(seat.name, colour(seat.colour).letter, seat.colour) for seat in seats)


def readable(colour: str | None, background: Color) -> str | None:
    """``colour`` as ``#rrggbb``, blended towards white on a dark ``background`` (black on a
    light one) just enough to stand :data:`MIN_CONTRAST` apart from it; None stays None, as
    does a colour Textual does not know."""
    if colour is None:
        return None
    try:
        shade = Color.parse(colour)
    except ColorParseError:
        return None
    target = Color(255, 255, 255) if background.brightness < 0.5 else Color(0, 0, 0)
    for tenths in range(11):
        blended = shade.blend(target, tenths / 10)
        if abs(blended.brightness - background.brightness) >= MIN_CONTRAST:
            return blended.hex
    return target.hex


def history_title(history: ScoreHistory) -> str:
    """``"Points on the public track at the end of each round, then the final score"``."""
    return f"{history.score.capitalize()} at the end of each {history.unit}, then the final score"


def _rgb(colour: str | None) -> tuple[int, int, int] | str:
    """A seat colour as Plotext takes it: red, green and blue, or its ``"default"``."""
    if colour is None:
        return "default"
    try:
        return Color.parse(colour).rgb
    except ColorParseError:
        return "default"


def _style(colour: str | None) -> str:
    """A seat colour as a Textual style ("" when it has none Textual knows)."""
    if colour is None:
        return ""
    try:
        Color.parse(colour)
    except ColorParseError:
        return ""
    return colour


def _letter_style(colour: str | None) -> str:
    """A seat letter's style: bold, in the seat's colour if Textual knows it."""
    return f"bold {_style(colour)}".strip()


def y_ticks(low: int, high: int) -> list[int]:
    """Whole-number ticks from ``low`` or just below it up to ``high`` at most, in steps of
    1, 2, 5, 10, 20, 50…: the smallest step giving at most six ticks."""
    span = max(high - low, 1)
    step = 1
    while span / step > 6:
        step = next(s * 10**k for k in range(12) for s in (1, 2, 5) if s * 10**k > step)
    first = math.floor(low / step) * step
    return list(range(first, max(high, first) + 1, step))


def x_ticks(rounds: Sequence[str]) -> tuple[list[float], list[str]]:
    """Positions (1, 2…) and names of the rounds to name under the plot: every one, or
    with more than :data:`MAX_TICKS` every second (third…) and always the last."""
    step = math.ceil(len(rounds) / MAX_TICKS)
    shown = [index for index in range(len(rounds)) if index % step == 0 or index == len(rounds) - 1]
    if len(shown) > 1 and shown[-1] - shown[-2] < step:
        del shown[-2]
    return [index + 1.0 for index in shown], [rounds[index] for index in shown]


def legend(history: ScoreHistory, seats: Sequence[PlotSeat]) -> Content:
    """The plot's key: each seat's letter (in its colour), name and final total."""
    return Content("   ").join(
        Content.assemble((entry.letter, _letter_style(entry.colour)), f" {entry.label} {history.final[seat]}")
        for seat, entry in enumerate(seats)
    )


def draw_plot(chart: PlotextPlot, history: ScoreHistory, seats: Sequence[PlotSeat]) -> None:
    """Draw ``history`` on ``chart``: for each of ``seats`` (seat order; a team game may pass
    one, drawn from the first seat's points) a thin line in its colour with its letter on
    every sample (a later seat's letter covers an earlier one's on the same spot)."""
    plt = chart.plt
    xs = list(range(1, len(history.rounds) + 1))
    for seat in range(len(seats)):
        plt.plot(xs, list(history.series(seat)), marker="braille", color=_rgb(seats[seat].colour))
    for seat, entry in enumerate(seats):
        plt.scatter(xs, list(history.series(seat)), marker=entry.letter, color=_rgb(entry.colour))
    plt.xticks(*x_ticks(history.rounds))
    values = [value for seat in range(len(seats)) for value in history.series(seat)]
    ticks = y_ticks(min(0, *values), max(values))
    plt.yticks([float(tick) for tick in ticks], [str(tick) for tick in ticks])
    plt.ylim(ticks[0], max(max(values), ticks[0] + 1))  # a flat line at 0 still needs a height


def bar_rows(history: ScoreHistory, seats: Sequence[PlotSeat], width: int) -> list[Content]:
    """The bars: a header of round names, then per seat its letter and name, its points at
    each round's end and its final total, and a bar as long as that total (the longest
    fills what the line has left). Rounds are left out, earliest first (``…``), when the
    bar would get narrower than :data:`BAR_MIN_WIDTH`."""
    names = [f"{entry.letter} {entry.label}" for entry in seats]
    name_width = max(len(name) for name in names) + 1
    columns = [
        max(len(history.rounds[index]), *(len(str(history.points[index][seat])) for seat in range(len(seats)))) + 1
        for index in range(len(history.rounds))
    ]
    first = 0
    while first < len(columns) - 1 and name_width + sum(columns[first:]) + 2 + BAR_MIN_WIDTH > width:
        first += 1
    skipped = "…" if first else ""
    shown = range(first, len(columns))
    bar_width = max(width - name_width - len(skipped) - sum(columns[first:]) - 2, 1)
    best = max(max(history.final[seat] for seat in range(len(seats))), 1)
    header = "".ljust(name_width) + skipped + "".join(history.rounds[i].rjust(columns[i]) for i in shown)
    rows = [Content.styled(header, "bold")]
    for seat, entry in enumerate(seats):
        cells = "".join(str(history.points[i][seat]).rjust(columns[i]) for i in shown)
        eighths = round(max(history.final[seat], 0) / best * bar_width * 8)
        bar = "█" * (eighths // 8) + (EIGHTHS[eighths % 8] if eighths % 8 else "")
        rows.append(
            Content.assemble(
                (entry.letter, _letter_style(entry.colour)),
                f" {entry.label}".ljust(name_width - 1),
                skipped,
                cells,
                "  ",
                (bar, _style(entry.colour)),
            )
        )
    return rows


class ScoreBars(Widget):
    """:func:`bar_rows` at the widget's width."""

    DEFAULT_CSS = """
    ScoreBars {
        height: auto;
    }
    """

    def __init__(self, history: ScoreHistory, seats: Sequence[PlotSeat], *, id: str) -> None:
        super().__init__(id=id)
        self.history = history
        self.seats = tuple(seats)

    def render(self) -> Content:
        return Content("\n").join(bar_rows(self.history, self.seats, self.content_region.width or 80))


class ScorePlot(Vertical):
    """The score over the rounds of a finished game: a plot, or (see :data:`PLOT_BREAKPOINTS`)
    bars in a terminal too low for it.

    ``seats`` are the lines to draw, in seat order (a team game may pass a single entry:
    its line is the first seat's points, which every seat shares). ``history`` is set once
    the source's history is worked out (None until then, and when it could not be).
    """

    DEFAULT_CSS = """
    ScorePlot {
        height: auto;
        border: round $primary;
        border-title-align: left;
        padding: 0 1;
        margin-bottom: 1;
    }
    ScorePlot > #score-waiting {
        color: $text-muted;
    }
    ScorePlot > #score-chart {
        display: none;
        height: 14;
    }
    ScorePlot > #score-legend {
        display: none;
    }
    .-room-for-plot ScorePlot > #score-chart, .-room-for-plot ScorePlot > #score-legend {
        display: block;
    }
    .-room-for-plot ScorePlot > #score-bars {
        display: none;
    }
    """

    SCOPED_CSS = False  # the rules keyed on the screen's breakpoint class reach past this widget

    WAITING: ClassVar[str] = "Working out the score round by round…"

    def __init__(self, source: HistorySource, seats: Sequence[PlotSeat], *, id: str = "score-plot") -> None:
        super().__init__(id=id)
        self.source = source
        self.seats = tuple(seats)
        self.history: ScoreHistory | None = None

    def compose(self) -> ComposeResult:
        yield Static(self.WAITING, id="score-waiting", markup=False)

    def on_mount(self) -> None:
        self.border_title = "Score over the game"
        self.run_worker(self._work_out(), exit_on_error=False)

    async def _work_out(self) -> None:
        try:
            history = await asyncio.to_thread(self.source)
        except Exception as exc:  # a record that does not replay, or a game's track failing: say so
            self.query_one("#score-waiting", Static).update(f"The score over the rounds could not be worked out: {exc}")
            return
        await self._show(history)

    async def _show(self, history: ScoreHistory) -> None:
        # Under NO_COLOR the seats' colours would turn to greys, some too dark to read: the
        # letters tell the seats apart in the terminal's own text colour.
        try:
            background = Color.parse(self.app.theme_variables.get("surface", "black"))
        except ColorParseError:
            background = Color(0, 0, 0)
        seats = tuple(
            replace(seat, colour=None if self.app.no_color else readable(seat.colour, background))
            for seat in self.seats
        )
        chart = PlotextPlot(id="score-chart")
        draw_plot(chart, history, seats)
        await self.query_one("#score-waiting").remove()
        key = Static(legend(history, seats), id="score-legend")
        await self.mount_all([key, chart, ScoreBars(history, seats, id="score-bars")])
        self.border_title = history_title(history)
        self.history = history
