"""A choice's description that the detail box cuts, whole, over the game."""

from __future__ import annotations

from typing import ClassVar

from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.content import Content
from textual.screen import ModalScreen
from textual.widgets import Static

from grasse_tui.ui.widgets.footer import StableFooter


class WholeDescription(ModalScreen[None]):
    """A description the detail box cuts, whole, over the game: the keyboard's tooltip.

    A game's screen pushes it on ``d`` with the box's :attr:`ChoiceDetail.whole_text`;
    Escape, Enter or ``d`` closes it, or a click on Close in its footer."""

    DEFAULT_CSS = """
    WholeDescription {
        align: center middle;
    }
    WholeDescription > Static {
        width: 72;
        max-width: 90%;
        height: auto;
        max-height: 80%;
        padding: 0 1;
        border: round $primary;
        border-subtitle-align: right;
        background: $surface;
    }
    """

    BINDINGS: ClassVar[list[BindingType]] = [Binding("escape,enter,d", "dismiss", "Close")]

    def __init__(self, text: str) -> None:
        super().__init__()
        self.text = text

    def compose(self) -> ComposeResult:
        box = Static(Content(self.text), id="whole-description")
        box.border_subtitle = "Esc/Enter/d: close"
        yield box
        yield StableFooter()
