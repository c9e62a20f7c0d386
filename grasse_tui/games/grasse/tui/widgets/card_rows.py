"""The open technique and contract cards, and the flask supply."""

from __future__ import annotations

from collections.abc import Sequence

from textual.content import Content
from textual.reactive import reactive

from grasse_tui.games.grasse.rules.content import ContractCard
from grasse_tui.games.grasse.rules.view import GrasseView
from grasse_tui.games.grasse.tui.widgets.glyphs import (
    EXOTIC_LEGEND,
    PERFUME_SYMBOLS,
    aligned,
    count_line,
    technique_name,
)
from grasse_tui.ui.widgets.line_widget import LinesWidget


def packed(items: Sequence[str], width: int | None, separator: str = "  ") -> list[str]:
    """``items`` joined by ``separator`` into lines at most ``width`` cells wide (None: one line),
    breaking only between items, so no card name is split."""
    lines: list[str] = []
    for item in items:
        if lines and (width is None or len(lines[-1]) + len(separator) + len(item) <= width):
            lines[-1] += separator + item
        else:
            lines.append(item)
    return lines


def contract_text(card: ContractCard) -> str:
    """``Floral +1``: one point more for each Floral made."""
    return f"{card.perfume.label} +1"


FLASKS_LABEL = "Flasks left"
"""The flask row's label, the widest: the cards start one cell after it."""


class CardRows(LinesWidget):
    """Three lines: the Master Perfumer's two open rows and the flask supply."""

    DEFAULT_CSS = """
    CardRows {
        height: auto;
        border: round $primary;
        border-title-align: left;
        border-subtitle-align: left;
        padding: 0 1;
    }
    """

    view: reactive[GrasseView | None] = reactive(None, layout=True)
    help_topic = "Master Perfumer"

    def on_mount(self) -> None:
        self.border_title = "Open cards · flask supply"

    def watch_view(self, view: GrasseView | None) -> None:
        if view is not None:
            self.border_subtitle = (
                f"decks: {view.technique_deck} techniques, {view.contract_deck} contracts · {EXOTIC_LEGEND}"
            )

    def content_lines(self, width: int | None) -> list[Content]:
        """The rows for ``width`` cells (None: no limit); a long card row goes on under itself."""
        view = self.view
        if view is None:
            return []
        room = None if width is None else width - len(FLASKS_LABEL) - 1
        rows: list[list[Content | str]] = []
        for label, cards in (
            ("Techniques", [technique_name(c) for c in view.technique_row]),
            ("Contracts", [contract_text(c) for c in view.contract_row]),
        ):
            for index, line in enumerate(packed(cards, room) or ["none open"]):
                rows.append([Content.styled(label if index == 0 else "", "bold"), line])
        flasks = count_line((PERFUME_SYMBOLS[p], n) for p, n in view.flask_supply)
        rows.append([Content.styled(FLASKS_LABEL, "bold"), flasks])
        return aligned(rows, gap=1)
