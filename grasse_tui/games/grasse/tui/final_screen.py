"""The end-of-game screen: the winner(s), the award table, each seat's score breakdown,
the score over the rounds, the end-of-game free actions and, on ``l``, the whole log.

Rendered from the :class:`FinalScores` of ``scoring.final_scores`` and the
public view only. Escape is left to the shell (back to the menu).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from typing import Any, ClassVar

from textual.app import ComposeResult
from textual.binding import BindingType
from textual.containers import VerticalScroll
from textual.content import Content
from textual.widget import Widget
from textual.widgets import Static

from grasse_tui.core.game import FinalScores, ScoreLine, SeatConfig
from grasse_tui.core.score_history import HistorySource
from grasse_tui.games.grasse.rules.content import (
    COINS_PER_POINT,
    FINAL_PHASE_OPENS,
    FORMULA_OTHER_RESOURCES,
    FORMULA_POINTS,
    SCORED_PLACES,
    AwardSlot,
    Criterion,
)
from grasse_tui.games.grasse.rules.view import GrasseView
from grasse_tui.games.grasse.tui.log import grasse_log
from grasse_tui.games.grasse.tui.widgets.game_header import FACE_DOWN, SHORT_CRITERIA
from grasse_tui.games.grasse.tui.widgets.glyphs import SEAT_COLOURS, SeatMark, aligned, seat_marks
from grasse_tui.ui.whole_log import WholeLogScreen, whole_log_bindings
from grasse_tui.ui.widgets import StableFooter
from grasse_tui.ui.widgets.game_log import GameLog
from grasse_tui.ui.widgets.score_plot import PLOT_BREAKPOINTS, PlotSeat, ScorePlot

BREAKDOWN_LABELS: dict[str, str] = {
    "production": "Production",
    "sales": "Fashion sales",
    "clients": "Clients",
    "awards": "Awards",
    "formula": "Secret formula",
    "coins": f"Coins ({COINS_PER_POINT}=1)",
}
"""Column headings for the breakdown keys of ``scoring.final_scores``, in display order."""

SHORT_BREAKDOWN_LABELS: dict[str, str] = {
    "production": "Made",
    "sales": "Fashion",
    "clients": "Clients",
    "awards": "Awards",
    "formula": "Formula",
    "coins": f"Coins÷{COINS_PER_POINT}",
}
"""The same headings, short, for a table too wide for the screen otherwise."""


TIE_NOTE = "=2nd: tied; a tie takes the place below (two tied for 1st are both =2nd)"
"""How tied seats are placed in an award (ruling G6), under the award table."""


def ordinal(place: int) -> str:
    """1 -> ``1st``, 2 -> ``2nd``…"""
    return {1: "1st", 2: "2nd", 3: "3rd"}.get(place, f"{place}th")


def standings(lines: Sequence[ScoreLine]) -> list[tuple[int, ScoreLine]]:
    """Score lines best first (total, then resources left) with their shared places."""
    ordered = sorted(lines, key=lambda line: (-line.total, -line.tiebreak, line.seat))
    ranked: list[tuple[int, ScoreLine]] = []
    for index, line in enumerate(ordered):
        if ranked and (ranked[-1][1].total, ranked[-1][1].tiebreak) == (line.total, line.tiebreak):
            ranked.append((ranked[-1][0], line))
        else:
            ranked.append((index + 1, line))
    return ranked


def winner_text(scores: FinalScores, marks: Sequence[SeatMark]) -> Content:
    """The announcement: who won, with how many points, and whether the tiebreak decided.

    In the solo game (``details["pierre"]`` set) it names both scores, and a
    tie on points and resources is a draw (ruling G60).
    """
    lines = {line.seat: line for line in scores.lines}
    winners = [w for w in scores.winners if w in lines]
    if not winners:
        return Content("The game is over.")
    best = lines[winners[0]]
    names = Content(" and ").join(marks[w].label() for w in winners)
    solo = scores.details.get("pierre") is not None
    if len(winners) > 1:
        if solo:
            return Content.assemble(
                "A draw: ", names, f" tie with {best.total} points and {best.tiebreak} resources left each."
            )
        return Content.assemble(
            "★ ", names, f" share the win with {best.total} points and {best.tiebreak} resources left each."
        )
    tied = [line for line in scores.lines if line.total == best.total and line.seat != best.seat]
    note = ""
    if tied:
        note = f" Tied on points; the most resources left decides ({best.tiebreak})."
    if solo:
        [other] = [line for line in scores.lines if line.seat != best.seat]
        return Content.assemble(
            "★ ", names, f" wins, {best.total} points to {marks[other.seat].name}'s {other.total}!{note}"
        )
    return Content.assemble("★ ", names, f" wins with {best.total} points!{note}")


def award_rows(awards: Sequence[Mapping[str, Any]], marks: Sequence[SeatMark], short: bool = False) -> list[Content]:
    """The award table: slot, criterion, points by place, then each seat's value, place and points.

    A criterion that does not score (solo: face down) shows only the values, marked :data:`FACE_DOWN`.
    ``short`` names the criteria briefly and packs the cells (``3·1st·6``).
    """
    scored = SCORED_PLACES.get(len(marks), 3)
    dot = "·" if short else " · "
    heading: list[Content | str] = [
        Content.styled("Slot", "bold"),
        Content.styled("Criterion", "bold"),
        Content.styled("Pays", "bold"),
        *(m.label() for m in marks),
    ]
    rows: list[list[Content | str]] = [heading]
    for award in awards:
        if not award.get("scored", True):
            rows.append(
                [
                    Content.styled(str(award["slot"]), "bold reverse"),
                    Content.assemble(_criterion(award, short), (f" ({FACE_DOWN})", "dim")),
                    Content.styled("—", "dim"),
                    *(Content.styled(f"{value}{dot}—", "dim") for value in award["values"]),
                ]
            )
            continue
        cells: list[Content | str] = [
            Content.styled(str(award["slot"]), "bold reverse"),
            _criterion(award, short),
            "/".join(str(p) for p in AwardSlot(award["slot"]).points_for(len(marks))[:scored]),
        ]
        places = award["places"]
        for seat in range(len(marks)):
            value = award["values"][seat]
            place = places[seat]
            points = award["points"][seat]
            if place is None:
                cells.append(Content.styled(f"{value}{dot}—", "dim"))
            else:
                shared = "=" if places.count(place) > 1 else ""  # "=2nd": tied (ruling G6)
                cells.append(
                    Content.assemble(
                        f"{value}{dot}{shared}{ordinal(place)}{dot}", (str(points), "bold" if points else "dim")
                    )
                )
        rows.append(cells)
    return aligned(rows)


def _criterion(award: Mapping[str, Any], short: bool) -> str:
    """The award's criterion, by its full label or (``short``) its short name."""
    return SHORT_CRITERIA[Criterion(award["criterion"])] if short else str(award["label"])


def score_rows(scores: FinalScores, marks: Sequence[SeatMark], short: bool = False) -> list[Content]:
    """The breakdown table, best first: place, seat, each breakdown column, total, tiebreak
    (``short``: brief headings)."""
    labels = SHORT_BREAKDOWN_LABELS if short else BREAKDOWN_LABELS
    keys = [k for k in BREAKDOWN_LABELS if any(k in line.breakdown for line in scores.lines)]
    for line in scores.lines:
        keys += [k for k in line.breakdown if k not in keys]
    heading: list[Content | str] = [
        Content.styled("Place", "bold"),
        Content.styled("Perfumer", "bold"),
        *(Content.styled(labels.get(k, k.capitalize()), "bold") for k in keys),
        Content.styled("Total", "bold"),
        Content.styled("Left" if short else "Resources left", "bold"),
    ]
    rows: list[list[Content | str]] = [heading]
    for place, line in standings(scores.lines):
        star = "★ " if line.seat in scores.winners else "  "
        rows.append(
            [
                f"{star}{ordinal(place)}",
                marks[line.seat].label(),
                *(str(line.breakdown.get(k, 0)) for k in keys),
                Content.styled(str(line.total), "bold"),
                str(line.tiebreak),
            ]
        )
    return aligned(rows, right=range(2, len(keys) + 4))


def formula_rows(scores: FinalScores, marks: Sequence[SeatMark]) -> list[Content]:
    """The secret formula cards revealed: each seat's two essences and whether they scored
    (none without the Secret Formula expansion)."""
    formulas = scores.details.get("formulas")
    if not formulas:
        return []
    points = {line.seat: line.breakdown.get("formula", 0) for line in scores.lines}
    rows: list[list[Content | str]] = []
    for seat, card in enumerate(formulas):
        if not card or seat not in points:
            continue
        scored = points[seat]
        result = Content.styled(f"✓ +{scored} points", "bold") if scored else Content.styled("✗ not met", "dim")
        rows.append([marks[seat].label(), card, result])
    return aligned(rows)


def final_hint(seed: int) -> str:
    """The line under the scores: its keys, and the game's seed for playing the same deal again."""
    return f"l: whole log · Escape: menu · Seed {seed}: give it at setup to replay this deal"


def final_phase(log: Sequence[str]) -> list[str]:
    """The log lines from the opening of the end-of-game free actions on (empty when the
    log has none, e.g. a game given up before it ended)."""
    for index in range(len(log) - 1, -1, -1):
        if log[index].startswith(FINAL_PHASE_OPENS):
            return list(log[index:])
    return []


class FittedTable(Widget):
    """A table built by ``build(short)``: with full headings, or short ones when a line would
    not fit the widget's width."""

    DEFAULT_CSS = """
    FittedTable {
        height: auto;
    }
    """

    def __init__(self, build: Callable[[bool], list[Content]], *, id: str, classes: str = "") -> None:
        super().__init__(id=id, classes=classes)
        self.build = build

    def render(self) -> Content:
        lines = self.build(False)
        width = self.content_region.width
        if width and max((line.cell_length for line in lines), default=0) > width:
            lines = self.build(True)
        return Content("\n").join(lines)


class FinalScoreScreen(WholeLogScreen):
    """Winner, awards and the final score breakdown; Escape (the shell's) leaves."""

    DEFAULT_CSS = """
    FinalScoreScreen #final-body {
        padding: 1 2;
    }
    FinalScoreScreen #winner {
        border: heavy $success;
        padding: 0 1;
        text-style: bold;
        margin-bottom: 1;
    }
    FinalScoreScreen .final-table {
        border: round $primary;
        border-title-align: left;
        padding: 0 1;
        margin-bottom: 1;
    }
    FinalScoreScreen #final-hint {
        color: $text-muted;
        padding: 0 2;
    }
    FinalScoreScreen #final-log {
        display: none;
        &.-maximized {
            display: block;
            height: 1fr;
        }
    }
    """

    AUTO_FOCUS = "#final-body"

    BINDINGS: ClassVar[list[BindingType]] = whole_log_bindings("Back to the scores")
    LOG_ID = "final-log"
    VERTICAL_BREAKPOINTS = PLOT_BREAKPOINTS

    def __init__(
        self,
        scores: FinalScores,
        public_view: GrasseView,
        seats: tuple[SeatConfig, ...],
        seed: int,
        history: HistorySource | None = None,
    ) -> None:
        super().__init__()
        self.scores = scores
        self.public_view = public_view  # names and letters come from it; ``seats`` adds nothing
        self.seed = seed
        self.history = history

    def compose(self) -> ComposeResult:
        marks = seat_marks(self.public_view)
        awards = self.scores.details.get("awards", [])
        with VerticalScroll(id="final-body", can_focus=True):
            yield Static(winner_text(self.scores, marks), id="winner")
            award_table = FittedTable(
                lambda short: award_rows(awards, marks, short), id="awards", classes="final-table"
            )
            award_table.border_title = "Awards: each seat's value · place · points (— did not compete)"
            if self.scores.details.get("pierre") is not None:
                award_table.border_subtitle = "solo: only a clear 1st place scores; two criteria are face down"
            else:
                award_table.border_subtitle = TIE_NOTE
            yield award_table
            score_table = FittedTable(
                lambda short: score_rows(self.scores, marks, short), id="scores", classes="final-table"
            )
            score_table.border_title = "Final score (ties: most resources left wins)"
            yield score_table
            if self.history is not None:
                yield ScorePlot(self.history, [PlotSeat(m.name, m.letter, SEAT_COLOURS.get(m.colour)) for m in marks])
            formulas = formula_rows(self.scores, marks)
            if formulas:
                formula_table = Static(Content("\n").join(formulas), id="formulas", classes="final-table")
                formula_table.border_title = (
                    f"Secret formulas revealed (both essences + {FORMULA_OTHER_RESOURCES} more resources: "
                    f"+{FORMULA_POINTS})"
                )
                yield formula_table
            ending = final_phase(tuple(self.public_view.log))
            if ending:
                ending_table = Static(Content("\n".join(ending)), id="ending", classes="final-table")
                ending_table.border_title = "How the game ended"
                yield ending_table
        yield Static(final_hint(self.seed), id="final-hint")
        yield grasse_log(id="final-log")
        yield StableFooter()

    def on_mount(self) -> None:
        self.query_one("#final-log", GameLog).show(self.public_view.log)

    def log_closed(self) -> None:
        """Back from the whole log: the scores have the focus again."""
        self.query_one("#final-body").focus()
