"""The open technique and contract cards, the flask supply and the award slots."""

from __future__ import annotations

from textual.content import Content
from textual.reactive import reactive
from textual.widget import Widget

from grasse_tui.games.grasse.content import SCORED_PLACES, ContractCard, Criterion, TechniqueCard
from grasse_tui.games.grasse.view import AwardView, GrasseView
from grasse_tui.games.grasse.widgets.glyphs import PERFUME_SYMBOLS, aligned, count_line

SHORT_CRITERIA: dict[Criterion, str] = {
    Criterion.BEST_SELLER: "Best Seller",
    Criterion.VERSATILE: "Versatile",
    Criterion.SPECIALIZED: "Specialized",
    Criterion.STOCKIST: "Stockist",
}
"""Award criteria as short as the board line needs (the final screen uses full labels)."""


def technique_text(card: TechniqueCard) -> str:
    """``Floral −water``: making that perfume needs no water."""
    return f"{card.perfume.label} −{card.base.value}"


def contract_text(card: ContractCard) -> str:
    """``Floral +1``: one point more for each Floral made."""
    return f"{card.perfume.label} +1"


def award_text(award: AwardView, players: int) -> Content:
    """``A Best Seller 3/2/1``: slot, criterion and the points of the places that score."""
    points = "/".join(str(p) for p in award.points[: SCORED_PLACES.get(players, 3)])
    return Content.assemble(
        (award.slot.value, "bold reverse"), " ", SHORT_CRITERIA[award.criterion], " ", (points, "bold")
    )


class CardRows(Widget):
    """Four lines: the Master Perfumer's open rows, the flask supply and the awards."""

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
        self.border_title = "Open cards · flask supply · awards"

    def render(self) -> Content:
        view = self.view
        if view is None:
            return Content("")
        techniques = "  ".join(technique_text(c) for c in view.technique_row) or "none open"
        contracts = "  ".join(contract_text(c) for c in view.contract_row) or "none open"
        flasks = count_line((PERFUME_SYMBOLS[p], n) for p, n in view.flask_supply)
        awards = [award_text(a, len(view.seats)) for a in view.awards]
        rows: list[list[Content | str]] = [
            [Content.styled("Techniques", "bold"), techniques],
            [Content.styled("Contracts", "bold"), contracts],
            [Content.styled("Flasks left", "bold"), flasks],
            [Content.styled("Awards", "bold"), Content("  ").join(awards[:2])],
            ["", Content("  ").join(awards[2:])],
        ]
        self.border_subtitle = (
            f"decks: {view.technique_deck} techniques, {view.contract_deck} contracts · −water: no water needed"
        )
        return Content("\n").join(aligned(rows, gap=1))
