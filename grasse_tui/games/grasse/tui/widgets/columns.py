"""The game screen's columns: plain containers that draw nothing of their own, the scrolling
column (a Tab stop only while it scrolls), the board's column that fits the locations into
one or two columns, and the line saying more lies below."""

from __future__ import annotations

from typing import ClassVar

from textual import events
from textual.binding import Binding, BindingType
from textual.containers import Horizontal, Vertical, VerticalScroll
from textual.geometry import Size
from textual.widgets import Static

from grasse_tui.games.grasse.tui.widgets.location_board import LocationBoard
from grasse_tui.ui.turn_end import TurnEndBar
from grasse_tui.ui.widgets import still_shown


class Row(Horizontal):
    """A :class:`Horizontal` with nothing of its own to draw (see ``GrasseScreen.BLANK``)."""

    BLANK = True


class Column(Vertical):
    """A :class:`Vertical` with nothing of its own to draw (see ``GrasseScreen.BLANK``)."""

    BLANK = True


class ScrollColumn(VerticalScroll):
    """A :class:`VerticalScroll` with nothing of its own to draw (see ``GrasseScreen.BLANK``).

    It takes the focus only when its content overflows; focused, the panels in
    it get heavy borders (it draws nothing of its own to mark it) and the footer
    lists its scroll keys.
    """

    BLANK = True

    DEFAULT_CSS = """
    ScrollColumn:focus > *, ScrollColumn:focus > Column > * {
        border: heavy $accent;
    }
    ScrollColumn:focus > Column {
        border: none;  /* a plain container: its panels get the border, it would only push them aside */
    }
    ScrollColumn:focus > MoreBelow {
        border: none;  /* a line of text, not a panel: a border would draw an empty box */
    }
    """

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("up", "scroll_up", "Scroll the board", key_display="↑↓ PgUp PgDn"),
    ]

    def allow_focus(self) -> bool:
        return self.allow_vertical_scroll  # a Tab stop only while there is something to scroll


class MoreBelow(Static):
    """A line at the foot of a scrolling column while part of it is hidden below: the
    scrollbar alone was easy to miss, and with it the seats and the open cards."""

    DEFAULT_CSS = """
    MoreBelow {
        dock: bottom;
        height: 1;
        width: 100%;
        display: none;
        color: $text-muted;
        background: $boost;
        text-align: center;
    }
    MoreBelow.-shown {
        display: block;
    }
    """

    TEXT = "▼ more below: c shows the open cards, or scroll"


class BoardColumn(ScrollColumn):
    """The board's column: its :class:`LocationBoard` goes into two columns when one
    would make the column scroll (:meth:`fit`), and stays so until the column's size
    changes: panels a line taller or shorter from one view to the next (a seat's cards
    wrapping) would otherwise flip the board back and forth between turns."""

    def __init__(self, *, id: str | None = None) -> None:
        super().__init__(id=id)
        self._two_columns_at: Size | None = None
        """The column's size when the board last went into two columns."""

    def on_mount(self) -> None:
        # What is hidden below changes with the scroll position and the content's height.
        self.watch(self, "scroll_y", self._say_if_more, init=False)
        self.watch(self, "virtual_size", self._say_if_more, init=False)

    def on_resize(self, event: events.Resize) -> None:
        self.fit()
        self._say_if_more()

    def _say_if_more(self) -> None:
        """Show :class:`MoreBelow` while the column hides some of its panels below."""
        if still_shown(self):
            self.query_one(MoreBelow).set_class(self.scroll_y < self.max_scroll_y, "-shown")

    def fit(self) -> None:
        """Set the board's columns for the panels' heights now. Called when the column's
        size or (while it scrolls) its content's height changes, and after each new view,
        since content that shrinks inside the column changes neither. Does nothing once the
        column's screen is gone (a deferred call can run after the next screen came up)."""
        if not still_shown(self):
            return
        board = self.query_one(LocationBoard)
        content = sum(
            child.outer_size.height + child.styles.margin.height
            for child in self.displayed_children
            if not isinstance(child, MoreBelow)  # docked: it takes no room from the panels' flow
        )
        # The turn-end bar's rows are lent for a moment: the board keeps its layout under it.
        lent = sum(bar.outer_size.height for bar in self.screen.query(TurnEndBar))
        overflow = content - self.scrollable_content_region.height - lent
        columns = board.columns_to_fit(overflow, board.content_region.width)
        if columns == 2:
            self._two_columns_at = self.size
        elif self._two_columns_at == self.size:
            columns = 2
        board.columns = columns
