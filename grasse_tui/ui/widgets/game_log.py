"""The viewer's game log, oldest first, newest at the bottom."""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from functools import lru_cache
from typing import ClassVar

from rich.segment import Segment
from textual.binding import Binding, BindingType
from textual.content import Content
from textual.geometry import Size
from textual.scroll_view import ScrollView
from textual.strip import Strip

WRAP_CACHE_SIZE = 8192
"""Wrapped entries kept for every log: a whole game's log, for each width in use, several times over."""


@lru_cache(maxsize=WRAP_CACHE_SIZE)
def wrap_entry(entry: str, width: int) -> tuple[str, ...]:
    """``entry`` word-wrapped to lines of at most ``width`` cells (at least one line).

    Cached across logs: each handover builds a new screen whose log repeats
    almost every entry of the last one, so only the new entries are wrapped.
    """
    return tuple(line.plain for line in Content(entry).wrap(width)) or ("",)


class GameLog(ScrollView, can_focus=True):
    """A wrapping log fed from ``view.log`` that draws only the rows in view.

    New entries are appended; the whole log is wrapped again only when it
    shrank or changed (after an undo) or when its width changed. The
    scrollbar is always shown, so a growing log never changes its own width.
    Focused, it has a heavy border and the footer lists its scroll keys.

    The log shows its newest lines, except when entries added at once run
    longer than the log is tall (the solo opponent's whole reaction to a
    turn), or the newest entry alone does: then it shows the first of them,
    so they are read from their start. :meth:`show_from_entry` does the same
    for entries added one by one (the bots' turns, once the seat is back). While lines lie below the view, the
    bottom border counts them ("more", not "newer": on a short log they may be
    the rest of the entry on show), followed by ``more_hint`` if the game gives one (Grasse:
    ``"l: whole log"``, the key its screens bind to show the log across the screen).
    ``help_topic`` is the game's help heading for F1 on the log (None: the screen's).
    """

    DEFAULT_CSS = """
    GameLog {
        background: $surface;
        color: $foreground;
        border: round $primary;
        border-title-align: left;
        border-subtitle-align: right;
        padding: 0 1;
        overflow-x: hidden;
        overflow-y: scroll;
        scrollbar-size-vertical: 1;
        &:focus {
            border: heavy $accent;
            background-tint: $foreground 5%;
        }
    }
    """

    BINDINGS: ClassVar[list[BindingType]] = [
        # Shown while the log has the focus, so the footer says how to read back in it.
        # "Scroll", not "Scroll the log": across the screen (l) with the turn-end bar up, the
        # footer has the bar's keys too and must fit 100 columns.
        Binding("up", "scroll_up", "Scroll", key_display="↑↓ PgUp PgDn"),
    ]

    def __init__(self, *, help_topic: str | None = None, more_hint: str = "", id: str | None = None) -> None:
        super().__init__(id=id)
        self.help_topic = help_topic
        self.more_hint = more_hint
        self._shown: tuple[str, ...] = ()
        self._lines: list[str] = []
        self._width = 0
        self._newest = 0
        """The line where the newest entry starts."""
        self.first_unread: int | None = None
        """The line scrolled to the top to show a long batch of new entries, or a newest entry
        taller than the log, from its start (None: the log shows its newest lines)."""

    def on_mount(self) -> None:
        self.border_title = "Log"
        self.watch(self, "scroll_y", self._count_newer, init=False)

    def _count_newer(self) -> None:
        """``↓ 12 more lines`` in the bottom border while lines lie below the view (then the hint)."""
        newer = len(self._lines) - round(self.scroll_y) - self.scrollable_content_region.height
        more = f"↓ {newer} more line{'s' if newer > 1 else ''}"
        self.border_subtitle = " · ".join(filter(None, (more, self.more_hint))) if newer > 0 else ""

    @property
    def entries(self) -> tuple[str, ...]:
        """The log entries shown now, oldest first."""
        return self._shown

    @property
    def lines(self) -> Sequence[str]:
        """The wrapped lines, oldest first (empty until the log knows its width)."""
        return self._lines

    def show(self, entries: Iterable[str]) -> None:
        """Bring the log up to ``entries`` (this viewer's ``view.log``)."""
        entries = tuple(entries)
        known = len(self._shown)
        appended = entries[:known] == self._shown
        if appended and known == len(entries):
            return  # nothing new: the log stays where it is
        self._shown = entries
        if not appended:
            self._lines = []
            known = 0
        self._add(entries[known:], from_start=known > 0)

    def show_from_entry(self, index: int) -> None:
        """Scroll entry ``index`` of :attr:`entries` to the top when the lines from it on are
        more than the log shows at once, else show the newest lines; the bottom border
        then counts the lines below."""
        if self._width < 1:
            return  # not laid out yet: on_resize shows the newest lines
        self._show_from(sum(len(wrap_entry(entry, self._width)) for entry in self._shown[:index]))
        self.call_after_refresh(self._count_newer)  # the scroll may not move scroll_y

    def on_resize(self) -> None:
        """Wrap again for a new width (then show the newest lines, a newest entry taller than
        the log from its first line); for a new height keep a long batch's first line on top."""
        width = self.scrollable_content_region.width
        if width != self._width:
            self._width = width
            self._lines = []
            self._add(self._shown)
        else:
            self._show_from(self._newest if self.first_unread is None else self.first_unread)

    def _add(self, entries: Sequence[str], from_start: bool = False) -> None:
        """Wrap ``entries`` onto the end of the lines and scroll to the newest, or with
        ``from_start`` to the first of them when they run longer than the log is tall.
        Either way a newest entry taller than the log is shown from its first line."""
        width = self._width
        if width < 1:
            return  # not laid out yet: on_resize wraps everything
        start = len(self._lines)
        for entry in entries:
            self._newest = len(self._lines)
            self._lines.extend(wrap_entry(entry, width))
        self.virtual_size = Size(width, len(self._lines))
        self.refresh()
        self.call_after_refresh(self._count_newer)  # the scroll below may not move scroll_y
        self._show_from(start if from_start else self._newest)

    def _show_from(self, first: int) -> None:
        """Scroll line ``first`` to the top when the lines from it on are more than the log
        shows at once; else scroll to the newest line."""
        self.first_unread = first if len(self._lines) - first > self.scrollable_content_region.height else None
        # After the refresh, when the new lines are laid out. Every scroll the log asks for
        # goes this way and reads first_unread only then, so the last one asked for wins.
        self.call_after_refresh(self._scroll_as_wanted)

    def _scroll_as_wanted(self) -> None:
        # force: under the "since your last turn" summary the screen is not laid
        # out again yet, so the log does not know it can scroll.
        if self.first_unread is None:
            self.scroll_end(animate=False, immediate=True, x_axis=False, force=True)
        else:
            self.scroll_to(y=self.first_unread, animate=False, immediate=True, force=True)

    def render_line(self, y: int) -> Strip:
        index = round(self.scroll_y) + y
        width = self.scrollable_content_region.width
        style = self.rich_style
        if index >= len(self._lines):
            return Strip.blank(width, style)
        return Strip([Segment(self._lines[index], style)]).adjust_cell_length(width, style)
