"""The main menu: the five games, Continue, Load, Rules, Player records, Quit."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING

from textual import events, on
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Vertical
from textual.content import Content
from textual.message import Message
from textual.screen import Screen
from textual.widgets import OptionList, Static
from textual.widgets.option_list import Option

from grasse_tui.games import GameEntry
from grasse_tui.ui.too_small import READING_SIZE
from grasse_tui.ui.widgets import Note, StableFooter

if TYPE_CHECKING:
    from grasse_tui.core.store import SaveListing, SaveStore

NEW_GAME_PREFIX = "new:"

NOTHING_TO_CONTINUE = "No saved game to continue yet — start one with New game."
"""Said when ``c`` is pressed while there is no saved game (Continue stays greyed out)."""
ALL_FINISHED = "Every saved game is finished — see them under Load, or start one with New game."
"""Said when ``c`` is pressed while every saved game is finished."""


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


CONTINUE_LABEL = "Continue the last game   (c)"


LOOKING_FOR_SAVES = "looking for saved games…"
"""Continue's second line for the moment before the save file is open."""
NO_UNFINISHED_GAME = "no unfinished game"
"""Continue's second line when there is nothing to continue."""


def continue_prompt(latest: SaveListing | None, entries: Sequence[GameEntry], missing: str = NO_UNFINISHED_GAME) -> Content:
    """Continue, and under it which game that is (from the save's public summary only):
    ``Grasse: Mestres Perfumistas · Round 2/4 · turn 6/16 · Ann, Bob, Bot 3`` (one seat:
    ``Ann (solo)``), or ``missing`` when there is none (always two lines, so the menu keeps
    its height)."""
    if latest is None:
        which = missing
    else:
        titles = {entry.game_id: entry.title for entry in entries}
        seats = latest.summary.seats  # none when the preview is unreadable
        names = f"{seats[0].name} (solo)" if len(seats) == 1 else ", ".join(seat.name for seat in seats)
        parts = (titles.get(latest.game_id, latest.game_id), latest.summary.progress, names)
        which = " · ".join(part for part in parts if part)
    return Content.assemble(CONTINUE_LABEL, "\n  ", (which, "dim"))


class MenuScreen(Screen[None]):
    """Choose what to do; posts :class:`MenuScreen.Chosen` for the app to carry out.

    Unbuilt games stay listed but disabled. Continue is disabled when there is
    no unfinished save; pressing ``c`` then says why in a short notification. ``open_store()`` returns the save store and, when the
    save file could not be opened, why (shown under the menu). The menu calls
    it just after its first frame, so opening the file does not hold that
    frame back; until then Continue is disabled.
    """

    DEFAULT_CSS = """
    MenuScreen {
        align: center middle;
    }
    MenuScreen #menu-box {
        width: 96;
        max-width: 100%;
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

    MIN_SIZE = READING_SIZE

    BINDINGS = [
        Binding("c", "choose('continue')", "Continue"),
        Binding("l", "choose('load')", "Load"),
        Binding("r", "choose('rules')", "Rules"),
        Binding("p", "choose('records')", "Records"),
        Binding("s", "choose('rescue')", "Rescue saves"),
        Binding("q", "choose('quit')", "Quit", show=False),
    ]

    class Chosen(Message):
        """``choice`` is ``continue``, ``load``, ``rules``, ``records``, ``rescue``, ``quit`` or ``new:<game_id>``."""

        def __init__(self, choice: str) -> None:
            super().__init__()
            self.choice = choice

    def __init__(
        self,
        entries: tuple[GameEntry, ...],
        open_store: Callable[[], tuple[SaveStore, str | None]],
        can_rescue: Callable[[], bool] = lambda: False,
    ) -> None:
        super().__init__()
        self.entries = entries
        self._open_store = open_store
        self._can_rescue = can_rescue
        """Whether a damaged save file's readable games can be copied to a fresh one (``s``)."""
        self.store: SaveStore | None = None
        self.store_problem: str | None = None
        """Why the save file could not be opened (the store then holds this run's games only)."""
        self.can_continue = False
        self.cannot_continue = NOTHING_TO_CONTINUE
        """Why Continue is disabled (said when ``c`` is pressed anyway)."""

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
                Option(continue_prompt(None, self.entries, LOOKING_FOR_SAVES), id="continue", disabled=True),
                Option("Load a saved game…       (l)", id="load"),
                Option("Rules…                   (r)", id="rules"),
                Option("Player records…          (p)", id="records"),
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
        self.options.focus()
        self.call_after_refresh(self._show_store)

    def _show_store(self) -> None:
        """Open the save store (after the first frame); say if the file could not be opened."""
        self.reopen_store()

    def reopen_store(self) -> None:
        """Read the store and its problem again (after saves were rescued, say)."""
        self.store, self.store_problem = self._open_store()
        self.query_one("#store-problem", Note).say(self.store_problem or "")
        self.refresh_continue()

    def on_screen_resume(self) -> None:
        self.refresh_continue()

    def refresh_continue(self) -> None:
        """Enable Continue when the store holds an unfinished game (nothing to do before it is open)."""
        if self.store is None:
            return  # _show_store refreshes Continue once it has opened the store
        from grasse_tui.core.store import StoreError  # not needed for the first frame

        note = ""
        nothing = NOTHING_TO_CONTINUE
        missing = NO_UNFINISHED_GAME
        latest = None
        try:
            saved = self.store.latest()
            latest = saved.listing if saved is not None else None
            self.can_continue = latest is not None
            if not self.can_continue and self.store.list():
                nothing, missing = ALL_FINISHED, "every saved game is finished"
            elif not self.can_continue and self.store_problem is not None:
                nothing, missing = self.store_problem, "the save file cannot be read (see below)"
        except StoreError as exc:
            self.can_continue = False
            note = f"The last game cannot be continued: {exc}"
            missing = "the last game cannot be read (see below)"
        self.options.replace_option_prompt("continue", continue_prompt(latest, self.entries, missing))
        self.cannot_continue = note or nothing
        self.query_one("#continue-note", Note).say(note)
        if self.can_continue:
            self.options.enable_option("continue")
        else:
            self.options.disable_option("continue")
        self.refresh_bindings()

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        if action == "choose" and parameters == ("continue",):
            return True if self.can_continue else None
        if action == "choose" and parameters == ("rescue",):
            return self._can_rescue()
        return True

    def on_key(self, event: events.Key) -> None:
        """``c`` while Continue is disabled: its binding is off (greyed in the footer), so say why here.

        Nothing is said before the store has opened (a fraction of a second after the first frame).
        """
        if event.key == "c" and not self.can_continue and self.store is not None:
            event.stop()
            self.notify(self.cannot_continue, title="Continue", timeout=5, markup=False)

    @on(OptionList.OptionSelected, "#menu")
    def _selected(self, event: OptionList.OptionSelected) -> None:
        event.stop()
        if event.option.id is not None:
            self.post_message(self.Chosen(event.option.id))

    def action_choose(self, choice: str) -> None:
        self.post_message(self.Chosen(choice))
