"""The open technique and contract cards, and the flask supply."""

from __future__ import annotations

from textual.content import Content
from textual.reactive import reactive
from textual.widget import Widget

from grasse_tui.games.grasse.content import ContractCard
from grasse_tui.games.grasse.view import GrasseView
from grasse_tui.games.grasse.widgets.glyphs import EXOTIC_LEGEND, PERFUME_SYMBOLS, aligned, count_line, technique_name


def contract_text(card: ContractCard) -> str:
    """``Floral +1``: one point more for each Floral made."""
    return f"{card.perfume.label} +1"


class CardRows(Widget):
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

    def render(self) -> Content:
        view = self.view
        if view is None:
            return Content("")
        techniques = "  ".join(technique_name(c) for c in view.technique_row) or "none open"
        contracts = "  ".join(contract_text(c) for c in view.contract_row) or "none open"
        flasks = count_line((PERFUME_SYMBOLS[p], n) for p, n in view.flask_supply)
        rows: list[list[Content | str]] = [
            [Content.styled("Techniques", "bold"), techniques],
            [Content.styled("Contracts", "bold"), contracts],
            [Content.styled("Flasks left", "bold"), flasks],
        ]
        self.border_subtitle = (
            f"decks: {view.technique_deck} techniques, {view.contract_deck} contracts · {EXOTIC_LEGEND}"
        )
        return Content("\n").join(aligned(rows, gap=1))
