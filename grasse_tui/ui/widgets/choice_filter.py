"""The decision list's filter line: typed words that narrow a long list."""

from __future__ import annotations

from typing import ClassVar

from textual.binding import Binding, BindingType
from textual.message import Message
from textual.widgets import Input


class ChoiceFilter(Input):
    """Words that narrow a long decision list (``#filter``, shown by :meth:`DecisionPanel.open_filter`).

    Once words are typed and some choice holds them, Enter chooses the highlighted
    one (the best match, described under the list); before, Enter goes to the list,
    as ↓ always does. Escape clears the words and goes back to the list.
    """

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("escape", "close", "Clear the filter"),
        # One binding of each pair is active, so the footer says what Enter does now.
        Binding("enter", "enter(True)", "Choose it"),
        Binding("enter", "enter(False)", "To the list", show=False),
        Binding("down", "to_list(False)", "To the list", key_display="↓ Enter"),
        Binding("down", "to_list(True)", "To the list", key_display="↓"),
    ]

    can_choose = False
    """True while words are typed and some choice holds them (set by the decision panel)."""

    def show_can_choose(self, can_choose: bool) -> None:
        """Say (in the footer) whether Enter now chooses the highlighted match."""
        self.can_choose = can_choose
        self.refresh_bindings()

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        if action in ("enter", "to_list"):
            return parameters == (self.can_choose,)
        return True

    class Closed(Message):
        """Escape: the player wants the whole list back."""

    class ToList(Message):
        """↓ or Enter: the player goes on to the narrowed list; ``enter`` when by Enter (which
        chooses the highlighted match while :attr:`can_choose`)."""

        def __init__(self, enter: bool = False) -> None:
            super().__init__()
            self.enter = enter

    def action_close(self) -> None:
        self.post_message(self.Closed())

    def action_to_list(self, can_choose: bool) -> None:
        """↓: go on to the list (``can_choose`` only picks the binding the footer shows)."""
        self.post_message(self.ToList())

    def action_enter(self, can_choose: bool) -> None:
        """Enter (in place of the field's own submit): choose the match, or go to the list."""
        self.post_message(self.ToList(enter=True))
