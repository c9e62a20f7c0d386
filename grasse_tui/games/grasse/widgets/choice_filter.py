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
        Binding("down", "to_list", "To the list", key_display="↓ Enter"),
        # While one choice is left, the footer says what Enter does then.
        Binding("down", "to_list_from_one", "To the list · Enter: choose it", key_display="↓"),
    ]

    one_left = False
    """True while the words leave one choice (set by the decision panel): Enter chooses it."""

    def show_one_left(self, one_left: bool) -> None:
        """Say (in the footer) whether Enter now chooses the one choice left."""
        self.one_left = one_left
        self.refresh_bindings()

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        if action == "to_list":
            return not self.one_left
        if action == "to_list_from_one":
            return self.one_left
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

    def action_to_list(self) -> None:
        self.post_message(self.ToList())

    def action_to_list_from_one(self) -> None:
        self.post_message(self.ToList())

    @on(Input.Submitted)
    def _submitted(self, event: Input.Submitted) -> None:
        event.stop()
        self.post_message(self.ToList(enter=True))
