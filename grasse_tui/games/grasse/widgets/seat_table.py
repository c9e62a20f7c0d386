"""Each seat's public information: points, production, sales, cards, workers."""

from __future__ import annotations

from textual.content import Content
from textual.reactive import reactive
from textual.widget import Widget

from grasse_tui.games.grasse.content import PERFUMES
from grasse_tui.games.grasse.view import GrasseView, SeatPublicView
from grasse_tui.games.grasse.widgets.glyphs import FIRST_PLAYER, PERFUME_SYMBOLS, TO_ACT, SeatMark, aligned, seat_marks


def cards_text(seat: SeatPublicView) -> str:
    """``T Fl−wa Sp−al · C Fl Wo``: techniques (perfume, base not needed), contracts."""
    parts = []
    if seat.techniques:
        parts.append("T " + " ".join(f"{PERFUME_SYMBOLS[c.perfume]}−{c.base.value[:2]}" for c in seat.techniques))
    if seat.contracts:
        parts.append("C " + " ".join(PERFUME_SYMBOLS[c.perfume] for c in seat.contracts))
    return " · ".join(parts) or "—"


class SeatTable(Widget):
    """One line per seat in seat order (cards wrap onto more lines when they must).

    The seat to act is marked ``▶``, the first player ``1st``.
    """

    DEFAULT_CSS = """
    SeatTable {
        height: auto;
        border: round $primary;
        border-title-align: left;
        padding: 0 1;
    }
    """

    view: reactive[GrasseView | None] = reactive(None, layout=True)
    help_topic = "Perfumes and recipes"

    def on_mount(self) -> None:
        self.border_title = "Perfumers (made per type · sold · workers left · cards)"
        self.border_subtitle = "T technique (Fl−wa: Floral needs no water) · C contract (+1 point)"

    def render(self) -> Content:
        view = self.view
        if view is None:
            return Content("")
        marks = seat_marks(view)
        heading: list[Content | str] = ["", "Perfumer", "Pts"]
        heading += [PERFUME_SYMBOLS[p] for p in PERFUMES]
        heading += ["Sold", "Wkr", "Cards"]
        rows: list[list[Content | str]] = [
            [Content.styled(str(h), "dim") if isinstance(h, str) else h for h in heading]
        ]
        for seat in view.seats:
            rows.append(self._row(view, seat, marks[seat.seat]))
        return Content("\n").join(aligned(rows, right=range(2, 11), gap=1, width=self.content_region.width or None))

    @staticmethod
    def _row(view: GrasseView, seat: SeatPublicView, mark: SeatMark) -> list[Content | str]:
        flags = Content.assemble(
            (TO_ACT if view.step.seat == seat.seat else " ", "bold"),
            (FIRST_PLAYER if seat.is_first_player else "   ", "bold"),
        )
        name = mark.label()
        if seat.seat == view.viewer:
            name = Content.assemble(name, (" you", "italic"))
        made = [Content.styled(str(n), "" if n else "dim") for n in (seat.produced(p) for p in PERFUMES)]
        workers = str(seat.workers_left) + (f"-{seat.workers_discarded}" if seat.workers_discarded else "")
        return [
            flags,
            name,
            Content.styled(str(seat.points), "bold"),
            *made,
            str(seat.sales),
            workers,
            cards_text(seat),
        ]
