"""The main menu: the five games, Continue, Load, Rules, Quit."""

from __future__ import annotations

from textual import on
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Vertical
from textual.content import Content
from textual.message import Message
from textual.screen import Screen
from textual.widgets import OptionList, Static
from textual.widgets.option_list import Option

from grasse_tui.core.store import SaveStore, StoreError
from grasse_tui.games import GameEntry
from grasse_tui.ui.widgets import Note, StableFooter

NEW_GAME_PREFIX = "new:"


def game_prompt(entry: GameEntry) -> Content:
    """Two menu lines for a game: title and player count (or "coming soon"), then its blurb."""
    status = entry.players if entry.built else f"coming soon · {entry.players}"
    return Content.assemble(
        (entry.title, "bold" if entry.built else ""),
        "  ",
        (status, "italic" if not entry.built else ""),
        "\n  ",
        (entry.blurb, "dim"),
    )


class MenuScreen(Screen[None]):
    """Choose what to do; posts :class:`MenuScreen.Chosen` for the app to carry out.

    Unbuilt games stay listed but disabled. Continue is disabled when there is
    no unfinished save. ``store_problem`` is shown when the save file could
    not be opened.
    """

    DEFAULT_CSS = """
    MenuScreen {
        align: center middle;
    }
    MenuScreen #menu-box {
        width: 96;
        height: auto;
    }
    MenuScreen #menu-banner {
        width: 100%;
        text-align: center;
        text-style: bold;
        color: $primary;
        padding-bottom: 1;
    }
    MenuScreen #menu-hint {
        color: $text-muted;
        padding: 0 1;
    }
    MenuScreen #menu {
        height: auto;
        border: round $primary;
    }
    MenuScreen Note {
        padding: 1 1 0 1;
    }
    """

    BINDINGS = [
        Binding("c", "choose('continue')", "Continue"),
        Binding("l", "choose('load')", "Load"),
        Binding("r", "choose('rules')", "Rules"),
        Binding("q", "choose('quit')", "Quit", show=False),
    ]

    class Chosen(Message):
        """``choice`` is ``continue``, ``load``, ``rules``, ``quit`` or ``new:<game_id>``."""

        def __init__(self, choice: str) -> None:
            super().__init__()
            self.choice = choice

    def __init__(self, entries: tuple[GameEntry, ...], store: SaveStore, store_problem: str | None = None) -> None:
        super().__init__()
        self.entries = entries
        self.store = store
        self.store_problem = store_problem
        self.can_continue = False

    def compose(self) -> ComposeResult:
        with Vertical(id="menu-box"):
            yield Static("grasse_tui — perfume games at one terminal", id="menu-banner")
            yield Static("New game: pick a game and press Enter.", id="menu-hint")
            yield OptionList(
                *(
                    Option(game_prompt(e), id=f"{NEW_GAME_PREFIX}{e.game_id}", disabled=not e.built)
                    for e in self.entries
                ),
                None,
                Option("Continue the last game   (c)", id="continue"),
                Option("Load a saved game…       (l)", id="load"),
                Option("Rules…                   (r)", id="rules"),
                Option("Quit                     (q)", id="quit"),
                id="menu",
            )
            yield Note(id="store-problem", classes="-error")
            yield Note(id="continue-note", classes="-error")
        yield StableFooter()

    @property
    def options(self) -> OptionList:
        return self.query_one("#menu", OptionList)

    def on_mount(self) -> None:
        self.query_one("#store-problem", Note).say(self.store_problem or "")
        self.options.focus()

    def on_screen_resume(self) -> None:
        self.refresh_continue()

    def refresh_continue(self) -> None:
        """Enable Continue when the store holds an unfinished game."""
        note = ""
        try:
            self.can_continue = self.store.latest() is not None
        except StoreError as exc:
            self.can_continue = False
            note = f"The last game cannot be continued: {exc}"
        self.query_one("#continue-note", Note).say(note)
        if self.can_continue:
            self.options.enable_option("continue")
        else:
            self.options.disable_option("continue")
        self.refresh_bindings()

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        if action == "choose" and parameters == ("continue",):
            return True if self.can_continue else None
        return True

    @on(OptionList.OptionSelected, "#menu")
    def _selected(self, event: OptionList.OptionSelected) -> None:
        event.stop()
        if event.option.id is not None:
            self.post_message(self.Chosen(event.option.id))

    def action_choose(self, choice: str) -> None:
        self.post_message(self.Chosen(choice))
