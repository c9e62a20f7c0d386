"""Small modal dialogs of the shell: confirm, game menu, pick a game."""

from __future__ import annotations

from collections.abc import Sequence

from textual import on
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, Vertical
from textual.screen import ModalScreen
from textual.widgets import Button, OptionList, Static
from textual.widgets.option_list import Option

from grasse_tui.games import GameEntry
from grasse_tui.ui.widgets import StableFooter, dismiss_if_current


class ConfirmScreen(ModalScreen[bool]):
    """Ask a yes/no question; dismisses with True for yes."""

    DEFAULT_CSS = """
    ConfirmScreen {
        align: center middle;
    }
    ConfirmScreen #confirm-box {
        width: 64;
        height: auto;
        border: thick $warning;
        background: $surface;
        padding: 1 2;
    }
    ConfirmScreen #confirm-buttons {
        height: auto;
        margin-top: 1;
        align-horizontal: right;
    }
    ConfirmScreen Button {
        margin-left: 2;
    }
    """

    BINDINGS = [
        Binding("y", "answer(True)", "Yes"),
        Binding("n,escape", "answer(False)", "No"),
    ]

    def __init__(self, question: str, yes: str = "Yes") -> None:
        super().__init__()
        self.question = question
        self.yes = yes

    def compose(self) -> ComposeResult:
        with Vertical(id="confirm-box"):
            yield Static(self.question, id="confirm-question", markup=False)
            with Horizontal(id="confirm-buttons"):
                yield Button(self.yes, variant="error", id="yes")
                yield Button("No", id="no")
        yield StableFooter()

    def on_mount(self) -> None:
        self.query_one("#no", Button).focus()

    @on(Button.Pressed, "#yes, #no")
    def _answered(self, event: Button.Pressed) -> None:
        event.stop()
        dismiss_if_current(self, event.button.id == "yes")

    def action_answer(self, yes: bool) -> None:
        self.dismiss(yes)


class ChoiceScreen(ModalScreen[str | None]):
    """A titled list of options; dismisses with the chosen option's id (None: cancelled)."""

    DEFAULT_CSS = """
    ChoiceScreen {
        align: center middle;
    }
    ChoiceScreen #choice-box {
        width: 56;
        height: auto;
        border: round $primary;
        background: $surface;
        padding: 0 1;
    }
    ChoiceScreen #choice-title {
        text-style: bold;
        padding: 0 1 1 1;
    }
    ChoiceScreen OptionList {
        height: auto;
        max-height: 16;
    }
    """

    BINDINGS = [Binding("escape", "cancel", "Back")]

    def __init__(self, title: str, options: Sequence[tuple[str, str]]) -> None:
        super().__init__()
        self.choice_title = title
        self.options = tuple(options)

    def compose(self) -> ComposeResult:
        with Vertical(id="choice-box"):
            yield Static(self.choice_title, id="choice-title")
            yield OptionList(*(Option(label, id=option_id) for option_id, label in self.options))
        yield StableFooter()

    @on(OptionList.OptionSelected)
    def _chosen(self, event: OptionList.OptionSelected) -> None:
        event.stop()
        dismiss_if_current(self, event.option.id)

    def action_cancel(self) -> None:
        self.dismiss(None)


def game_menu(saved: bool = True) -> ChoiceScreen:
    """The in-game menu Escape opens; its option ids are ``resume``, ``rules`` and ``quit``.

    ``saved`` is False when saving is off (the save file could not be opened, or is
    damaged): the menu then says that the game is not saved rather than promise it.
    """
    if saved:
        title, quit_label = "Game menu — the game is saved after every action", "Save & quit to menu"
    else:
        title, quit_label = "Game menu — NOT saved: saving is off (the main menu says why)", "Quit to menu (not saved)"
    return ChoiceScreen(title, (("resume", "Resume"), ("rules", "Rules"), ("quit", quit_label)))


def rules_picker(entries: Sequence[GameEntry]) -> ChoiceScreen:
    """Pick one of the built games to read its rules; ids are game ids."""
    return ChoiceScreen("Rules of which game?", tuple((e.game_id, e.title) for e in entries))
