"""The decision list's filter line: typed words that narrow a long list."""

from __future__ import annotations

from typing import ClassVar

from textual import on
from textual.binding import Binding, BindingType
from textual.message import Message
from textual.widgets import Input


class ChoiceFilter(Input):
    """Words that narrow a long decision list (``#filter``, shown by :meth:`DecisionPanel.open_filter`).

    ↓ or Enter go to the list (Enter chooses the one choice left, if only one is);
    Escape clears the words and goes back to the list.
    """

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("escape", "close", "Clear the filter"),
        # The footer says what Enter does: while one choice is left, it chooses it.
        Binding("down", "to_list(False)", "To the list", key_display="↓ Enter"),
        Binding("down", "to_list(True)", "To the list · Enter: choose it", key_display="↓"),
    ]

    one_left = False
    """True while the words leave one choice (set by the decision panel): Enter chooses it."""

    def show_one_left(self, one_left: bool) -> None:
        """Say (in the footer) whether Enter now chooses the one choice left."""
        self.one_left = one_left
        self.refresh_bindings()

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        if action == "to_list":  # the binding saying what Enter does now
            return parameters == (self.one_left,)
        return True

    class Closed(Message):
        """Escape: the player wants the whole list back."""

    class ToList(Message):
        """↓ or Enter: the player goes on to the narrowed list; ``enter`` when by Enter."""

        def __init__(self, enter: bool = False) -> None:
            super().__init__()
            self.enter = enter

    def action_close(self) -> None:
        self.post_message(self.Closed())

    def action_to_list(self, one_left: bool = False) -> None:
        """↓: go on to the list (``one_left`` only picks the binding the footer shows)."""
        self.post_message(self.ToList())

    @on(Input.Submitted)
    def _submitted(self, event: Input.Submitted) -> None:
        event.stop()
        self.post_message(self.ToList(enter=True))
