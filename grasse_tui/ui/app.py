"""TableApp: the shell that runs menus, setup, saves, help and the play controller.

Start-up imports only what the main menu's first frame needs. The save store,
the setup, saves, help and play screens, the dialogs and the game core are
imported where they are first used (each such import says so), and the save
file is opened just after the menu's first frame.
"""

from __future__ import annotations

import os
import sys
import time
from collections.abc import Callable
from dataclasses import dataclass
from functools import partial
from pathlib import Path
from typing import TYPE_CHECKING, Any

from rich.segment import Segments
from textual import events, on
from textual.binding import Binding
from textual.geometry import Size
from textual.screen import Screen
from textual.widget import Widget
from textual.worker import Worker, WorkerState

from grasse_tui.ui import BOT_DELAY
from grasse_tui.ui.key_guard import TimeSource
from grasse_tui.ui.menu import NEW_GAME_PREFIX, MenuScreen
from grasse_tui.ui.messages import ActionChosen, UndoRequested
from grasse_tui.ui.notes import UnstackedNotesApp
from grasse_tui.ui.registry import BuiltGame, GameShelf, GameUnavailable
from grasse_tui.ui.too_small import READING_SIZE, TooSmallScreen, fits, needed_size

if TYPE_CHECKING:
    from grasse_tui.core.record import GameRecord
    from grasse_tui.core.store import SaveStore
    from grasse_tui.ui.play import PlayController
    from grasse_tui.ui.reveal import RevealScreen
    from grasse_tui.ui.setup import NewGame
    from grasse_tui.ui.shield import ShieldScreen
    from grasse_tui.ui.step_clock import ClockBar

SETUP_MEMORY_FILENAME = "setup.json"
TERMINAL_CHECK_SECONDS = 1.0
"""How often a running app checks that its terminal is still there (see ``exit_if_terminal_closed``)."""


@dataclass(frozen=True, slots=True)
class DamagedFile:
    """A damaged save file, never written to: its readable games wait in memory to be
    copied to a fresh file (``SaveStore.rescue``, ``s`` on the main menu)."""

    path: Path
    lost: tuple[int, ...]
    """The ids of its games that cannot be read or do not replay: they are not copied."""

    def lost_text(self) -> str:
        """``"#1, #3"``: the lost games, as the Load list's ``#`` column names them."""
        return ", ".join(f"#{save_id}" for save_id in self.lost)


def open_store(
    folder: Path, replays: Callable[[GameRecord], object]
) -> tuple[SaveStore, str | None, DamagedFile | None]:
    """The save store in ``folder``, or an in-memory one and the reason when it cannot be
    opened; and, when the save file is damaged, that file: its games that can be read and
    pass ``replays`` (which raises ``RecordError`` when a record does not replay) are then
    read into the in-memory store, for Load, Continue and the rescue.

    A damaged file is left exactly as it is (the player may want it back);
    games of this session are then kept in memory only.
    """
    from grasse_tui.core.store import DB_FILENAME, DamagedStoreError, SaveStore, StoreError  # not needed for the first frame

    path = folder / DB_FILENAME
    try:
        return SaveStore.open(path), None, None
    except DamagedStoreError as exc:
        store, lost = SaveStore.salvage(path, check=replays)
        damaged = DamagedFile(path, tuple(lost))
        readable = len(store.list())
        unread = f"; {len(lost)} cannot be read or replayed ({damaged.lost_text()})" if lost else ""
        return (
            store,
            f"{str(exc).removesuffix(' Nothing was changed; move the file away to start fresh.')} "
            f"Saving is off and the file is left as it is. Its {readable} readable games are under Load{unread}. "
            "s on the main menu copies them into a fresh save file (the damaged one is kept beside it).",
            damaged,
        )
    except StoreError as exc:
        return SaveStore.open(":memory:"), f"{exc} Until then, games are not saved when you quit.", None


class BlankScreen(Screen[None]):
    """Nothing at all, at any size: the last frame before Ctrl+Q's exit."""

    MIN_SIZE = Size(0, 0)


class TableApp(UnstackedNotesApp):
    """Perfume board games, hot-seat at one terminal (or against bots).

    ``data_dir`` holds the save file and the remembered setup (default: the
    store's data folder). ``shelf`` lists the games; ``bot_delay`` is the pause
    before each bot move (tests set 0).
    """

    TITLE = "grasse_tui"
    ENABLE_COMMAND_PALETTE = False
    CSS = """
    /* Without colour (NO_COLOR) a highlight drawn as a background would vanish. Reverse video
       shows it on any terminal, but an option list draws no reverse (Textual's visual styles
       carry bold, dim, italic, underline and strike only), so its highlight is underlined. */
    OptionList:nocolor > .option-list--option-highlighted {
        text-style: bold underline;
    }
    DataTable:nocolor > .datatable--cursor {
        text-style: bold reverse;
    }
    """
    BINDINGS = [
        # The turn-end bar's keys: priority, so they work wherever the focus is on the game screen.
        Binding("enter", "pass_terminal", "Pass the terminal", priority=True),
        Binding("enter", "let_bots_play", "Let the bots play", priority=True),
        Binding("u", "undo_turn_end", "Undo", priority=True),  # short: with the whole log the footer is full
        # When the game screen's seat may not undo (its last step stands, it has none, or it is not its
        # turn), this hidden binding covers the screen's own "u", and the key says why.
        Binding("u", "undo_refused", show=False, priority=True),
        Binding("f1", "help", "Help"),
        Binding("question_mark", "help", "Help", show=False),
        Binding("escape", "stop_search", "Play the best so far", priority=True),  # only while a bot searches
        Binding("escape", "game_menu", "Menu"),
        Binding("ctrl+q", "quit", "Quit", priority=True),
    ]

    def __init__(
        self,
        data_dir: Path | str | None = None,
        *,
        shelf: GameShelf | None = None,
        bot_delay: float | None = None,
    ) -> None:
        super().__init__()
        self._data_dir = Path(data_dir) if data_dir is not None else None
        self.shelf = shelf or GameShelf()
        if bot_delay is None:
            bot_delay = 0.0 if os.environ.get("GRASSE_TUI_FAST") == "1" else BOT_DELAY
        self.bot_delay = bot_delay
        self._saves: tuple[SaveStore, str | None] | None = None
        self._damaged: DamagedFile | None = None
        """The damaged save file whose readable games wait in memory to be rescued (``s``)."""
        self.play: PlayController | None = None
        self.now: TimeSource = time.monotonic
        """The app's clock (seconds): the key guards and the clocks of timed decisions read it
        (see ``key_guard.app_now``); tests give a fake one they move by hand."""
        self._leaving_covered = False

    @property
    def data_dir(self) -> Path:
        """The folder of the save file and the remembered setup (the store's default unless given)."""
        if self._data_dir is None:
            from grasse_tui.core.store import data_dir  # not needed for the first frame

            self._data_dir = data_dir()
        return self._data_dir

    def open_saves(self) -> tuple[SaveStore, str | None]:
        """The save store, opened on the first call, and why the save file could not be opened (or None).

        The menu makes the first call just after its first frame.
        """
        if self._saves is None:
            store, problem, self._damaged = open_store(self.data_dir, self._replay)
            self._saves = (store, problem)
        return self._saves

    def _replay(self, record: GameRecord) -> None:
        """Replay ``record`` to its end; raises ``RecordError`` when it does not replay. A game
        this version cannot open is not judged (its record is kept as read)."""
        from grasse_tui.core.record import replay  # not needed for the first frame

        try:
            built = self.shelf.load(record.game_id)
        except GameUnavailable:
            return
        replay(built.module.game, record)

    @property
    def store(self) -> SaveStore:
        """The save store (opened now if it is not open yet)."""
        return self.open_saves()[0]

    @property
    def not_kept(self) -> str | None:
        """Why games are kept in memory only (the save file could not be opened), or None."""
        return self.open_saves()[1]

    # -- start-up and size ---------------------------------------------------

    def get_default_screen(self) -> MenuScreen:
        return MenuScreen(self.shelf.entries, self.open_saves, can_rescue=lambda: self.rescuable)

    def on_mount(self) -> None:
        self.screen_change_signal.subscribe(self, self._screen_changed)
        self._check_size(self.size)
        stdin = sys.__stdin__
        if not self.is_headless and stdin is not None and stdin.isatty():
            self.set_interval(TERMINAL_CHECK_SECONDS, partial(self.exit_if_terminal_closed, stdin.fileno()))

    def exit_if_terminal_closed(self, terminal: int) -> None:
        """Exit once the terminal (file descriptor ``terminal``) is gone. Closing a terminal
        window hangs it up, but when a parent outlives the hang-up (``make play``'s make
        does) the app never gets the signal, and Textual's input thread then spins on the
        closed terminal for good. The game is saved after every step, so nothing is lost."""
        if not os.isatty(terminal):
            self.exit()

    def _screen_changed(self, screen: Screen[Any]) -> None:
        self._check_size(self.size)  # the screen now shown may need more room (or less)
        if self.play is not None:
            self.call_after_refresh(self.play.sync_clock)  # a seat's clock runs once its screen is the one seen

    def on_unmount(self) -> None:
        if self.play is not None:
            self.play.stop_search()  # a Strong bot's thread would otherwise think on after the app
        if self._saves is not None:
            self._saves[0].close()

    def on_resize(self, event: events.Resize) -> None:
        self._check_size(event.size)

    def _check_size(self, size: Size) -> None:
        """Cover the screen shown with the too-small screen while ``size`` is smaller than it
        needs (see ``too_small.needed_size``); uncover it once large enough."""
        stack = self.screen_stack
        if not stack or self._leaving_covered:  # the app is closing, or leaving a covered screen
            return
        covered = isinstance(self.screen, TooSmallScreen)
        needed = needed_size(stack[:-1] if covered else stack)
        if covered and fits(size, needed):
            self.pop_screen()
        elif not covered and not fits(size, needed):
            self.push_screen(TooSmallScreen(needed))

    def action_leave_covered_game(self) -> None:
        """Escape on the too-small screen over a game: back to the menu, which fits a smaller
        terminal (the game is saved after every action; Continue brings it back)."""
        if self.play is not None and isinstance(self.screen, TooSmallScreen):
            self._leave_through_cover(self.leave_game)

    def action_leave_covered(self) -> None:
        """Escape on the too-small screen outside a game: close the screen it covers (the
        setup, the saves list, a dialog), back towards the menu, which needs less room; as
        that screen's own Back does, where it has one (the setup keeps the table filled in)."""
        stack = self.screen_stack
        if self.play is None and len(stack) > 2 and isinstance(self.screen, TooSmallScreen):
            covered = stack[-2]
            back = getattr(covered, "action_back", None)
            self._leave_through_cover(back if callable(back) else lambda: covered.dismiss(None))

    def _leave_through_cover(self, leave: Callable[[], object]) -> None:
        """Take the too-small screen away and run ``leave``, which takes away the screen it
        covered, with no too-small screen pushed over that one meanwhile; then fit what is left."""
        self._leaving_covered = True
        try:
            self.pop_screen()
            leave()
        finally:
            self._leaving_covered = False
        self._check_size(self.size)

    # -- global actions ------------------------------------------------------

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        if action == "help":  # not on a help screen (the only screens this app installs), nor under one
            if isinstance(self.screen, TooSmallScreen) and not fits(self.size, READING_SIZE):
                return False  # the rules would not fit either
            return not any(self.is_screen_installed(screen) for screen in self.screen_stack)
        if action == "leave_covered":  # something to go back from, above the menu
            return self.play is None and len(self.screen_stack) > 2
        if action == "leave_covered_game":  # the game layer itself is covered, not a dialog over it
            stack = self.screen_stack
            return self.play is not None and len(stack) > 1 and self.play.layer is stack[-2]
        if action == "stop_search":  # not over the whole log: Escape closes that first (Textual's minimize)
            play = self.play
            return play is not None and play.searching and play.is_on_top() and self.screen.maximized is None
        if action == "game_menu":  # not while a widget fills the screen: Escape brings the rest back first
            return self.play is not None and self.play.is_on_top() and self.screen.maximized is None
        if action in ("pass_terminal", "let_bots_play"):
            if self.play is None or not self.play.turn_end_shown():
                return False
            return self.play.bots_come_next() == (action == "let_bots_play")
        if action == "undo_turn_end":  # hidden when the step stands (the bar says so; "u" then says why)
            return self.play is not None and self.play.turn_end_shown() and self.play.can_undo_turn_end()
        if action == "undo_refused":
            return self.play is not None and self.play.refuses_undo()
        return True

    def action_pass_terminal(self) -> None:
        """At the end of a human's turn: cover the screen for the next human."""
        if self.play is not None:
            self.play.pass_terminal()

    def action_let_bots_play(self) -> None:
        """At the end of a human's turn with a bot next: let the bots take their turns."""
        if self.play is not None:
            self.play.pass_terminal()

    def action_undo_turn_end(self) -> None:
        """At the end of a human's turn: take the last step back and play on."""
        if self.play is not None:
            self.play.undo_turn_end()

    def action_undo_refused(self) -> None:
        """``u`` while the game screen's seat may not undo: a note saying why."""
        if self.play is not None:
            self.play.refuse_undo()

    def action_help(self) -> None:
        """Help for the game in play (at the focused widget's topic), else the app's help."""
        shown = self.screen_stack[-2] if isinstance(self.screen, TooSmallScreen) else self.screen
        built = self.play.built if self.play is not None else getattr(shown, "built", None)
        if not isinstance(built, BuiltGame):
            self._show_help("shell", "Help — grasse_tui")
            return
        self.open_rules(built, self._focused_topic())

    def _show_help(
        self, key: str, title: str, rules: Callable[[], str] | None = None, section: str | None = None
    ) -> None:
        """Show the help screen ``key``: ``rules()`` (if given), then the app's own help.

        Built once and then kept (a long document is slow to build): the help
        screens are the only screens the app installs.
        """
        from grasse_tui.ui.help import (  # not needed for the first frame
            GAME_RULES_ARE_ELSEWHERE,
            SHELL_HELP,
            HelpScreen,
        )

        name = f"help:{key}"
        if not self.is_screen_installed(name):
            if rules is None:
                screen = HelpScreen(SHELL_HELP, title, elsewhere=GAME_RULES_ARE_ELSEWHERE)
            else:
                screen = HelpScreen(f"{rules()}\n\n{SHELL_HELP}", title)
            self.install_screen(screen, name)
        screen = self.get_screen(name, HelpScreen)
        screen.open_at(section)
        self.push_screen(screen)

    def _focused_topic(self) -> str | None:
        """The ``help_topic`` of the focused widget or its nearest container that has one, else
        the screen's own (a reveal's)."""
        node: Any = self.focused or self.screen
        while isinstance(node, Widget):
            topic = getattr(node, "help_topic", None)
            if isinstance(topic, str) and topic:
                return topic
            node = node.parent
        return None

    def open_rules(self, built: BuiltGame, topic: str | None = None) -> None:
        """Show ``built``'s rules (and the app's own help after them), at ``topic`` if it has one."""
        section = built.ui.topic_help(topic) if topic else None
        self._show_help(built.game_id, f"Rules — {built.entry.title}", built.ui.help_markdown, section)

    def action_stop_search(self) -> None:
        """Escape while a Strong bot thinks: it plays the best move found so far (a note says so)."""
        if self.play is not None:
            self.play.cut_search_short()

    def action_game_menu(self) -> None:
        play = self.play
        if play is None:
            return
        if play.finished:
            self.leave_game()
            return

        def chosen(choice: str | None) -> None:
            if choice == "rules":
                self.open_rules(play.built)
            elif choice == "quit":
                self.leave_game()

        from grasse_tui.ui.dialogs import game_menu  # not needed for the first frame

        self.push_screen(game_menu(saved=self.not_kept is None), chosen)

    async def action_quit(self) -> None:
        """Ctrl+Q: quit at once (the game is already saved). A game screen is first covered
        by a blank one, so a terminal that keeps the last frame after the app exits (tmux
        after a resize) does not keep a seat's private view on show, nor its toasts."""
        if self.play is None:
            self.exit()
            return
        self.clear_notifications()
        await self.push_screen(BlankScreen())
        self.call_after_refresh(self.exit)

    def action_help_quit(self) -> None:
        """Ctrl+C (outside a text field, where it copies): quit as Ctrl+Q does. Textual's own
        action only says which key quits, but a terminal user's Ctrl+C means stop, and the
        game is saved after every step anyway."""
        self.call_next(self.action_quit)

    def leave_game(self) -> None:
        """Back to the main menu; the game is already saved."""
        if self.play is not None:
            self.play.close()
            self.play = None

    def report_save_problem(self, message: str) -> None:
        self.notify(message, title="Autosave failed", severity="error", timeout=12, markup=False)

    # -- the menu --------------------------------------------------------------

    @on(MenuScreen.Chosen)
    def _menu_choice(self, event: MenuScreen.Chosen) -> None:
        if not isinstance(self.screen, MenuScreen):
            return  # a key pressed meanwhile (F1) put another screen on top: that choice is stale
        choice = event.choice
        if choice.startswith(NEW_GAME_PREFIX):
            self.new_game(choice.removeprefix(NEW_GAME_PREFIX))
        elif choice == "continue":
            self.continue_last()
        elif choice == "load":
            self.open_load()
        elif choice == "rules":
            self.choose_rules()
        elif choice == "records":
            self.open_records()
        elif choice == "rescue":
            self.rescue_saves()
        elif choice == "quit":
            self.exit()

    def rescue_saves(self) -> None:
        """After a yes: move the damaged save file aside and write its readable games (and
        this session's) to a fresh one, which saving then uses (see ``SaveStore.rescue``)."""
        from grasse_tui.core.store import StoreError  # not needed for the first frame
        from grasse_tui.ui.dialogs import ConfirmScreen

        store, _ = self.open_saves()
        damaged = self._damaged
        if damaged is None:
            return
        count = len(store.list())
        stay = "stays" if len(damaged.lost) == 1 else "stay"
        left = f" {damaged.lost_text()} cannot be read or replayed and {stay} only in the damaged file." if damaged.lost else ""
        question = (
            f"Copy the {count} readable games into a fresh save file?{left} The damaged file is kept, "
            f"unchanged, beside it as {damaged.path.stem}.damaged-<date>-<time>{damaged.path.suffix}; "
            "saving is on again afterwards."
        )

        def answered(yes: bool | None) -> None:
            if not yes:
                return
            try:
                fresh, aside = store.rescue(damaged.path)
            except StoreError as exc:
                self.notify(str(exc), severity="error", title="Could not rescue", markup=False)
                return
            store.close()
            self._saves, self._damaged = (fresh, None), None
            not_copied = f" Not copied (unreadable or not replaying): {damaged.lost_text()}." if damaged.lost else ""
            self.notify(
                f"{count} games copied to a fresh save file; saving is on again.{not_copied} "
                f"The damaged file is kept as {aside.name}.",
                title="Saves rescued",
                timeout=12,
                markup=False,
            )
            if isinstance(self.screen, MenuScreen):
                self.screen.reopen_store()

        self.push_screen(ConfirmScreen(question, yes="Copy"), answered)

    @property
    def rescuable(self) -> bool:
        """True while the save file is damaged and its readable games wait in memory."""
        return self._damaged is not None

    def _built(self, game_id: str) -> BuiltGame | None:
        try:
            return self.shelf.load(game_id)
        except GameUnavailable as exc:
            self.notify(str(exc), title="Not available", severity="warning", markup=False)
            return None

    def new_game(self, game_id: str) -> None:
        from grasse_tui.ui.setup import SetupMemory, SetupScreen  # not needed for the first frame

        built = self._built(game_id)
        if built is None:
            return

        def start(new: NewGame | None) -> None:
            if new is not None:
                self.start_game(built, new.config, new.seed)

        self.push_screen(SetupScreen(built, SetupMemory(self.data_dir / SETUP_MEMORY_FILENAME)), start)

    def start_game(self, built: BuiltGame, config: Any, seed: int) -> None:
        """Start a new game of ``built`` (its save row is created at once) and show it."""
        from grasse_tui.ui.play import PlayController  # not needed for the first frame

        self.play = PlayController.new_game(self, built, config, seed)
        self.play.begin()

    def continue_last(self) -> None:
        from grasse_tui.core.store import StoreError  # not needed for the first frame

        try:
            saved = self.store.latest()
        except StoreError as exc:
            self.notify(str(exc), title="Cannot continue", severity="error", markup=False)
            return
        if saved is None:
            self.notify("There is no unfinished game to continue.", severity="warning", markup=False)
            return
        self.resume(saved.listing.save_id, saved.record)

    def open_load(self) -> None:
        """The Load screen; the game chosen there is resumed."""
        from grasse_tui.ui.saves import SavesScreen  # not needed for the first frame

        self.push_screen(
            SavesScreen(self.store, self.shelf, self.data_dir, self.not_kept, salvaged=self.rescuable), self._load_chosen
        )

    def open_records(self) -> None:
        """The Records screen (the players' records; the menu is its only way in, so no game shows them)."""
        from grasse_tui.ui.records import RecordsScreen  # not needed for the first frame

        self.push_screen(RecordsScreen(self.store, self.shelf, self.not_kept))

    def _load_chosen(self, save_id: int | None) -> None:
        if save_id is None:
            return
        from grasse_tui.core.store import StoreError  # not needed for the first frame

        try:
            record = self.store.load(save_id)
        except StoreError as exc:
            self.notify(str(exc), title="Cannot load", severity="error", markup=False)
            self.open_load()  # back to the list, where the damaged save can be deleted
            return
        if not self.resume(save_id, record):
            self.open_load()

    def resume(self, save_id: int, record: GameRecord) -> bool:
        """Rebuild a saved game and put it on screen (a shield first if 2+ humans); False
        (after saying why) when it cannot be rebuilt."""
        from grasse_tui.core.errors import RecordError  # not needed for the first frame
        from grasse_tui.core.session import GameSession
        from grasse_tui.ui.play import PlayController

        built = self._built(record.game_id)
        if built is None:
            return False
        try:
            session = GameSession(built.module.game, record)
        except RecordError as exc:
            self.notify(
                f"Saved game #{save_id} cannot be replayed: {exc}", title="Cannot load", severity="error", markup=False
            )
            return False
        self.play = PlayController.resume(self, built, session, save_id)
        self.play.begin()
        return True

    def choose_rules(self) -> None:
        entries = self.shelf.built_entries()
        if len(entries) == 1:
            self._rules_chosen(entries[0].game_id)
        else:
            from grasse_tui.ui.dialogs import rules_picker  # not needed for the first frame

            self.push_screen(rules_picker(entries), self._rules_chosen)

    def _rules_chosen(self, game_id: str | None) -> None:
        if game_id is None:
            return
        built = self._built(game_id)
        if built is not None:
            self.open_rules(built)

    # -- messages from the game layer ------------------------------------------

    def on_shield_screen_passed(self, message: ShieldScreen.Passed) -> None:
        """Textual's handler name for ShieldScreen.Passed (no @on: the shield module is not needed at start-up)."""
        if self.play is not None:
            self.play.shield_passed(message)

    def on_reveal_screen_seen(self, message: RevealScreen.Seen) -> None:
        """A brief reveal was seen (handler by name, as above)."""
        if self.play is not None:
            self.play.reveal_seen(message)

    def on_clock_bar_time_up(self, message: ClockBar.TimeUp) -> None:
        """A seat's time ran out on a clocked step (handler by name, as above)."""
        if self.play is not None:
            self.play.time_up(message)

    @on(ActionChosen)
    def _action_chosen(self, message: ActionChosen) -> None:
        if self.play is not None:
            self.play.action_chosen(message)

    @on(UndoRequested)
    def _undo_requested(self, message: UndoRequested) -> None:
        if self.play is not None:
            self.play.undo_requested(message)

    @on(Worker.StateChanged)
    def _worker_failed(self, event: Worker.StateChanged) -> None:
        """A play worker (a bot's move, or a choice waiting for help to close) raised: say so
        instead of leaving the game stalled without a word. The game was saved after its last
        step. The error could quote a seat's private view, so it goes to the devtools log only."""
        if event.state is WorkerState.ERROR:
            self.log.error(f"worker {event.worker.name!r} failed: {event.worker.error!r}")
            if self.play is None or self.play.closed:
                return  # the game was left meanwhile: nothing on screen to go wrong
            self.notify(
                "Something went wrong while playing a move. The game is saved: Escape → Save & quit, then Continue.",
                title="Error",
                severity="error",
                markup=False,
            )

    def _fatal_error(self) -> None:
        """Textual's crash report (printed when the app exits on an unhandled error), without
        its local variables: they can hold a seat's private view, and the report is printed
        for whoever sits at the terminal. Overrides a private Textual method of the same job."""
        import rich  # imported here: only a crash needs them
        from rich.traceback import Traceback

        self.bell()
        report = Traceback(show_locals=False, width=None, suppress=[rich])
        self._exit_renderables.append(Segments(self.console.render(report, self.console.options)))
        self._close_messages_no_wait()
