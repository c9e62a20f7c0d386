"""The decision list: every legal choice, one line each (``#actions`` in the decision panel)."""

from __future__ import annotations

from typing import ClassVar

from textual.binding import Binding, BindingType
from textual.message import Message
from textual.reactive import reactive
from textual.widgets import OptionList

from grasse_tui.ui.turn_end import takes_enter

CHOICE_PREFIX = "choice-"
"""An option's id is this and the choice's index in the panel's list of choices."""


class ActionList(OptionList):
    """The options list (``#actions``); F1 explains the highlighted choice.

    ↑ and ↓ stop at the first and last choice instead of wrapping round, so a
    keypress too many cannot land on the far end's choice (often "take nothing").

    Moving the highlight repaints the two options it leaves and reaches, not
    the whole list: every option is one line (the panel's CSS does not wrap
    them), so option ``i`` is line ``i``.
    """

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("enter", "select", "Choose"),
        # Priority: the app runs these as soon as the key arrives, where a plain binding waits
        # for the key to bubble up through the panel, the side column, the body and the screen.
        Binding("down", "cursor_down", "Down", show=False, priority=True),
        Binding("up", "cursor_up", "Up", show=False, priority=True),
    ]

    class Stepped(Message):
        """↑ or ↓ was pressed on the list (whether or not the highlight could move): the
        player is looking through the choices, so the next Enter is a deliberate one."""

    highlighted: reactive[int | None] = reactive(None, repaint=False)
    """As in :class:`OptionList`; :meth:`watch_highlighted` repaints the lines that change."""

    def __init__(self, *, id: str | None = None) -> None:
        super().__init__(id=id)
        self.topics: dict[str, str | None] = {}
        """Each option's help heading, by option id (set by the decision panel)."""
        self.fallback_topic: str | None = None
        """The help heading for an option with none of its own: the decision's (set by the panel)."""
        self._painted: int | None = None
        """The highlight as last drawn (the line to repaint when it moves on)."""
        self._from_above = False
        """Whether the list shows a new decision's first highlight with the options above it."""

    @property
    def help_topic(self) -> str | None:
        """The help heading for the highlighted choice (its own, or the decision's; None: the screen's)."""
        option = self.highlighted_option
        topic = self.topics.get(option.id) if option is not None and option.id is not None else None
        return topic or self.fallback_topic

    def watch_highlighted(self, highlighted: int | None) -> None:
        """Scroll to the new highlight unless it is in view, and repaint the two lines; unlike
        :class:`OptionList`, post no ``OptionHighlighted`` (the panel watches ``highlighted``)."""
        old, new = self._painted, highlighted
        self._painted = highlighted
        self._from_above = False
        one_line_each = self.virtual_size.height == self.option_count
        if new is not None and not self.options[new].disabled and not (one_line_each and self._in_view(new)):
            self.scroll_to_highlight()
        if not one_line_each:
            self.refresh()  # some option takes more than one line: repaint them all
            return
        for index in (old, new):
            if index is not None and index < self.option_count:
                self.refresh_line(index)

    def on_resize(self) -> None:
        """Keep the highlight in view when the list's height changes (a new decision's step text
        taking more lines, the short-terminal layout): :meth:`watch_highlighted` judged "in view"
        against the old height."""
        if self._from_above:
            self._scroll_from_above()
        else:
            self.scroll_to_highlight()  # no scroll when it is in view

    def scroll_to_highlight_from_above(self) -> None:
        """Bring the highlight into view with as many of the options above it as fit, and keep
        it so while the list's height settles (until the highlight moves): a new decision
        highlights its first useful choice, and the dimmed ones listed before it must not be
        scrolled out of sight as if they were not there."""
        self._from_above = True
        self._scroll_from_above()

    def _scroll_from_above(self) -> None:
        if self.highlighted is None or self.virtual_size.height != self.option_count:
            self.scroll_to_highlight()  # some option takes more than one line
            return
        rows = self.scrollable_content_region.height
        self.scroll_to(y=max(0, self.highlighted - rows + 1), animate=False, immediate=True)

    def _in_view(self, index: int) -> bool:
        """Whether option ``index`` (line ``index``) is wholly in view."""
        return 0 <= index - self.scroll_offset.y < self.scrollable_content_region.height

    def _at_end(self, direction: int) -> bool:
        """True when no enabled option lies past the highlight going ``direction`` (1 down, -1 up)."""
        if self.highlighted is None:
            return False
        past = self.options[self.highlighted + 1 :] if direction > 0 else self.options[: self.highlighted]
        return all(option.disabled for option in past)

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        """Offer Enter ("Choose") only while there is a choice to make: not while another seat
        (a bot) decides, nor on the public screen. Under the turn-end bar, whose Enter shows
        in the footer instead, it stays (greyed) only to keep the key first in the footer."""
        if action == "select" and not any(not option.disabled for option in self.options):
            return None if takes_enter(self.app) else False
        return True

    def action_cursor_up(self) -> None:
        """Move the highlight up, staying on the first choice."""
        self.post_message(self.Stepped())
        if not self._at_end(-1):
            super().action_cursor_up()

    def action_cursor_down(self) -> None:
        """Move the highlight down, staying on the last choice."""
        self.post_message(self.Stepped())
        if not self._at_end(1):
            super().action_cursor_down()
