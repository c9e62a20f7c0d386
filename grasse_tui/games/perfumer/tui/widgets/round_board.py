"""The round board: the seven origin regions and the centre, with the pawns on each, what
lies on each origin board (the order, the ingredient tokens, the scent card) and the
reward tokens; the shop and research markers; the order deck and the free plates."""

from __future__ import annotations

from textual.content import Content
from textual.widgets import Static

from grasse_tui.core.wording import counted
from grasse_tui.games.perfumer.rules.content import RING, Scent
from grasse_tui.games.perfumer.rules.view import PerfumerView
from grasse_tui.games.perfumer.tui.text import CARD_HERE, REWARD, order_text, plate_mark

SeatMarks = tuple[tuple[str, str], ...]
"""Each seat's (letter, style), so a colour is never the only sign."""

NAME_WIDTH = 11
PAWN_WIDTH = 6
ORDER_WIDTH = 21


def board_name(scent: Scent) -> str:
    """The region's name in the board's first column (``"W.michelia"`` fits it)."""
    return "W.michelia" if scent is Scent.MICHELIA else scent.label


def pawns(view: PerfumerView, place: Scent | None, marks: SeatMarks) -> Content:
    """The letters of the pawns at ``place``, padded to the pawn column."""
    here = [seat for seat, perfumer in enumerate(view.seats) if perfumer.pawn is place]
    letters = Content.assemble(*(marks[seat] for seat in here))
    return letters.pad_right(max(0, PAWN_WIDTH - len(here)))


def region_line(view: PerfumerView, scent: Scent, marks: SeatMarks) -> Content:
    """``"Lavender  R     B7 ■ +1 Lav Rav 2Mic   4  ✦  ▣"``."""
    card = dict(view.origin_orders).get(scent)
    order = order_text(card) if card else "(no order)"
    supply = dict(view.supply)[scent]
    reward = REWARD if dict(view.rewards)[scent] else "·"
    holder = next((seat for seat, perfumer in enumerate(view.seats) if scent in perfumer.cards), None)
    card_mark = Content(CARD_HERE) if holder is None else Content.assemble(marks[holder])
    return Content.assemble(
        board_name(scent).ljust(NAME_WIDTH),
        pawns(view, scent, marks),
        order.ljust(ORDER_WIDTH),
        f"{supply:>3}  {reward}  ",
        card_mark,
    )


def centre_line(view: PerfumerView, marks: SeatMarks) -> Content:
    """The centre: its pawns and the shop (who holds it, the bottle kinds to beat)."""
    kinds = counted(view.shop_kinds, "kind")
    shop = "shop: closed" if view.shop is None else f"shop: {view.seats[view.shop].name} ({kinds})"
    return Content.assemble("Centre".ljust(NAME_WIDTH), pawns(view, None, marks), shop)


def deck_line(view: PerfumerView, marks: SeatMarks) -> Content:
    """The order deck (or the last-round warning), the research marker (free, or its holder's
    letter, as the pawns show seats) and the free plates: one line in the board's width."""
    deck = "last round" if view.last_round else f"deck: {view.orders_left}"
    research = Content("free") if view.research is None else Content.assemble(marks[view.research])
    plates = Content(" ").join(plate_mark(plate) for plate in view.plates_free) if view.plates_free else Content("none")
    return Content.assemble(
        (deck, "bold" if view.last_round else ""), " · research: ", research, " · plates: ", plates
    )


def board_lines(view: PerfumerView, marks: SeatMarks) -> list[Content]:
    head = Content.styled(
        "Region".ljust(NAME_WIDTH) + "Pawns".ljust(PAWN_WIDTH) + "Order".ljust(ORDER_WIDTH) + f"Tok  {REWARD}  Card",
        "dim",
    )
    lines = [head, *(region_line(view, scent, marks) for scent in RING), centre_line(view, marks), deck_line(view, marks)]
    return lines


class RoundBoard(Static):
    """The round board as a table, a row per region (neighbours are the rows above and below,
    the first and last rows touch, and every region touches the centre)."""

    DEFAULT_CSS = """
    RoundBoard { height: auto; border: round $primary; border-title-align: left; padding: 0 1; }
    """

    help_topic = "The round board"

    def on_mount(self) -> None:
        self.border_title = "Round board · a ring round the centre"

    def show(self, view: PerfumerView, marks: SeatMarks) -> None:
        self.update(Content("\n").join(board_lines(view, marks)))

