"""The viewer's game log, oldest first, newest at the bottom."""

from __future__ import annotations

from collections.abc import Sequence

from textual import events
from textual.widgets import RichLog


class GameLog(RichLog):
    """A wrapping log fed from ``view.log``: new entries are appended, and the
    whole log is rewritten only when it shrank or changed (after an undo) or
    when its width changed (so lines wrap to the new width)."""

    DEFAULT_CSS = """
    GameLog {
        border: round $primary;
        border-title-align: left;
        padding: 0 1;
        scrollbar-size-vertical: 1;
    }
    """

    help_topic = "Playing in this app"

    def __init__(self, *, id: str | None = None) -> None:
        super().__init__(id=id, wrap=True, markup=False, highlight=False, auto_scroll=True, min_width=20)
        self._shown: tuple[str, ...] = ()
        self._width = 0

    def on_mount(self) -> None:
        self.border_title = "Log"

    @property
    def entries(self) -> tuple[str, ...]:
        """The log entries shown now, oldest first."""
        return self._shown

    def on_resize(self, event: events.Resize) -> None:
        if self._width and event.size.width != self._width:
            self.clear()
            for entry in self._shown:
                self.write(entry)
        self._width = event.size.width
        self.call_after_refresh(self.scroll_end, animate=False)

    def show(self, entries: Sequence[str]) -> None:
        """Bring the log up to ``entries`` (this viewer's ``view.log``)."""
        entries = tuple(entries)
        known = len(self._shown)
        if entries[:known] != self._shown:
            self.clear()
            known = 0
        for entry in entries[known:]:
            self.write(entry)
        self._shown = entries
