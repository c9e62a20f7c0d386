"""``l``: a screen's game log alone across the screen (Textual's maximize), and back.

A game's screens subclass :class:`WholeLogScreen`, add :func:`whole_log_bindings` to
their bindings, and give their :class:`~grasse_tui.ui.widgets.game_log.GameLog`
:data:`WHOLE_LOG_HINT` as its ``more_hint``.
"""

from __future__ import annotations

from typing import ClassVar

from textual.binding import Binding, BindingType
from textual.screen import Screen
from textual.widget import Widget

from grasse_tui.ui.widgets.game_log import GameLog

WHOLE_LOG_HINT = "l: whole log"
"""What the log's bottom border adds while lines lie below the view."""


def whole_log_bindings(back: str) -> list[BindingType]:
    """The two ``l`` bindings: show the whole log, and close it (``back`` says to what)."""
    return [Binding("l", "read_log", "Whole log"), Binding("l", "close_log", back, key_display="l/Esc")]


class WholeLogScreen(Screen[None]):
    """A screen whose :class:`GameLog` (``#`` :attr:`LOG_ID`) ``l`` shows alone across the
    screen, focused to scroll; ``l`` or Escape (which Textual handles itself) brings the
    screen back and :meth:`log_closed` puts the focus back where it was. Subclasses add
    :func:`whole_log_bindings` to their ``BINDINGS``."""

    LOG_ID: ClassVar[str] = "log"

    def __init__(self) -> None:
        super().__init__()
        self._focus_before_log: Widget | None = None

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        if action == "read_log":
            return self.maximized is None
        if action == "close_log":
            return self.maximized is not None
        return True

    def action_read_log(self) -> None:
        """The log alone on the screen, focused to scroll (a long stretch of bot moves on a
        small terminal). Toasts go (what they said is in the log too): they would cover its
        last lines."""
        log = self.query_one(f"#{self.LOG_ID}", GameLog)
        focused = self.focused
        if self.maximize(log, container=False):
            self._focus_before_log = focused
            self.app.clear_notifications()
            log.focus()
            self.refresh_bindings()

    def action_close_log(self) -> None:
        """Back from the whole log."""
        self.minimize()

    def watch_maximized(self) -> None:
        if self.maximized is None:
            self.log_closed()
        self.refresh_bindings()

    def log_closed(self) -> None:
        """The log is back in its place: the focus goes back where it was (Textual would leave
        it on the log, whose keys would then fill the footer)."""
        before, self._focus_before_log = self._focus_before_log, None
        if before is not None and before.is_attached and before.focusable:
            before.focus()
