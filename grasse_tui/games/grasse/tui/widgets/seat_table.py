"""Each seat's public information: points, production, sales, cards, workers."""

from __future__ import annotations

from textual.content import Content
from textual.reactive import reactive

from grasse_tui.games.grasse.rules.content import PERFUMES
from grasse_tui.games.grasse.rules.view import GrasseView, SeatPublicView
from grasse_tui.games.grasse.tui.widgets.glyphs import (
    FIRST_PLAYER,
    PERFUME_SYMBOLS,
    TECHNIQUE_LEGEND,
    TO_ACT,
    SeatMark,
    aligned,
    seat_marks,
    technique_symbol,
)
from grasse_tui.ui.widgets.line_widget import LinesWidget

NO_CARDS = "—"
MIN_CARDS_WIDTH = 14
"""Narrower than this, each seat's cards go on a line of their own under it."""


def cards_text(seat: SeatPublicView) -> str:
    """``T Fl−wa Sp−al C Fl Wo``: techniques (perfume, base not needed), then contracts
    (the one-letter ``T`` and ``C`` stand out among the two-letter perfumes). No-break
    spaces hold a group together when it fits the narrowest cards cell, so a cell too
    narrow for both wraps between them ("C Fr Fl" on the next line, not "Fl" alone, which
    would read as another row); a longer group keeps each letter with its first card."""
    groups = (
        ("T", [technique_symbol(c) for c in seat.techniques]),
        ("C", [PERFUME_SYMBOLS[c.perfume] for c in seat.contracts]),
    )
    parts = []
    for letter, cards in groups:
        if cards:
            words = [f"{letter}\N{NO-BREAK SPACE}{cards[0]}", *cards[1:]]
            glue = "\N{NO-BREAK SPACE}" if len(" ".join(words)) <= MIN_CARDS_WIDTH else " "
            parts.append(glue.join(words))
    return " ".join(parts) or NO_CARDS


class SeatTable(LinesWidget):
    """One line per seat in seat order (cards wrap onto more lines when they must).

    The seat to act is marked ``▶``, the first player ``1st`` (not in the solo game,
    which has no first player).
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

    TITLES = ("Perfumers (made per type · sold · workers left · cards)", "Perfumers: made per type, sold, workers, cards")
    """The border title, longest first: the first that fits the width is shown."""

    def on_mount(self) -> None:
        self.border_subtitle = f"T technique ({TECHNIQUE_LEGEND}) · C contract (+1 point)"

    def on_resize(self) -> None:
        room = self.size.width - 6  # the corners, the rules beside the title and its spaces
        self.border_title = next((title for title in self.TITLES if len(title) <= room), self.TITLES[-1])

    def content_lines(self, width: int | None) -> list[Content]:
        """The table laid out for ``width`` cells (None: no limit)."""
        view = self.view
        if view is None:
            return []
        marks = seat_marks(view)
        heading: list[Content | str] = ["", "Perfumer", "Pts"]
        heading += [PERFUME_SYMBOLS[p] for p in PERFUMES]
        heading += ["Sold", "Wkr"]
        rows: list[list[Content | str]] = [[Content.styled(str(h), "dim") for h in heading]]
        rows += [self._row(view, seat, marks[seat.seat]) for seat in view.seats]
        cards = [cards_text(seat) for seat in view.seats]
        table = aligned(rows, right=range(2, 11), gap=1)
        table_width = max(line.cell_length for line in table)
        if width is None or width - table_width > MIN_CARDS_WIDTH:
            rows[0].append(Content.styled("Cards", "dim"))
            for row, text in zip(rows[1:], cards, strict=True):
                row.append(text)
            return aligned(rows, right=range(2, 11), gap=1, width=width)
        if table_width > width:  # too narrow even without the cards: sales and workers go under too
            return self._two_lines_each(rows, cards, width)
        lines = [table[0]]
        for line, text in zip(table[1:], cards, strict=True):
            lines.append(line)
            if text != NO_CARDS:
                lines += aligned([["", Content.styled("cards", "dim"), text]], gap=1, width=width)
        return lines

    @staticmethod
    def _two_lines_each(rows: list[list[Content | str]], cards: list[str], width: int) -> list[Content]:
        """The table without its Sold and Wkr columns, each seat's sales, workers and cards on
        a line under it."""
        sold, workers = len(rows[0]) - 2, len(rows[0]) - 1
        lines = aligned([row[:sold] for row in rows], right=range(2, sold), gap=1)
        out = [lines[0]]
        for line, row, text in zip(lines[1:], rows[1:], cards, strict=True):
            under = Content.assemble(
                ("sold ", "dim"), row[sold], ("  workers ", "dim"), row[workers], "  ", text if text != NO_CARDS else ""
            )
            out += [line, *aligned([["", under]], gap=5, width=width)]  # under the names
        return out

    @staticmethod
    def _row(view: GrasseView, seat: SeatPublicView, mark: SeatMark) -> list[Content | str]:
        first = seat.is_first_player and view.pierre is None  # the solo game has no first player
        flags = Content.assemble(
            (TO_ACT if view.step.seat == seat.seat else " ", "bold"),
            (FIRST_PLAYER if first else "   ", "bold"),
        )
        name = mark.label()
        if seat.seat == view.viewer:
            name = Content.assemble(name, (" you", "italic"))
        made = [Content.styled(str(n), "" if n else "dim") for n in (seat.produced(p) for p in PERFUMES)]
        is_pierre = view.pierre is not None and seat.seat == view.pierre.seat
        if view.step.kind == "track_tile" or is_pierre:
            workers = "–"  # the workers arrive with round I; Pierre has none
        else:
            workers = str(seat.workers_left) + (f"-{seat.workers_discarded}" if seat.workers_discarded else "")
        return [
            flags,
            name,
            Content.styled(str(seat.points), "bold"),
            *made,
            str(seat.sales),
            workers,
        ]
