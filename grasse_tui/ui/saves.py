"""The Load screen: every save with its public preview; load, export or delete one."""

from __future__ import annotations

from datetime import datetime
from pathlib import Path

from rich.text import Text
from textual import events, on
from textual.app import ComposeResult
from textual.binding import Binding
from textual.screen import Screen
from textual.widgets import DataTable

from grasse_tui.core.store import EXPORTS_DIRNAME, SaveListing, SaveStore, StoreError
from grasse_tui.ui.dialogs import ConfirmScreen
from grasse_tui.ui.registry import GameShelf, GameUnavailable
from grasse_tui.ui.widgets import Note, StableFooter, TitleBar, dismiss_if_current


def local_time(stamp: str) -> str:
    """An ISO 8601 UTC timestamp as local ``YYYY-MM-DD HH:MM`` (as is, if unreadable)."""
    try:
        return datetime.fromisoformat(stamp).astimezone().strftime("%Y-%m-%d %H:%M")
    except (ValueError, OverflowError):  # OverflowError: a date at the edge of the calendar
        return stamp


def seats_text(listing: SaveListing, shelf: GameShelf) -> str:
    """``Ann R · Bob B (bot)``: names with colour letters, from the public summary only; a solo
    game's one seat is followed by ``vs`` and the game's automaton (``GameModule.solo_opponent``)."""
    try:
        built = shelf.load(listing.game_id)
    except GameUnavailable:
        built = None
    parts = []
    for seat in listing.summary.seats:
        letter = built.colour(seat.colour).letter if built else seat.colour
        parts.append(f"{seat.name} {letter}" + ("" if seat.is_human else " (bot)"))
    opponent = built.module.solo_opponent if built is not None else None
    if opponent is not None and len(parts) == 1:
        parts[0] = f"{parts[0]} vs {opponent}"
    return " · ".join(parts) or "—"


def status_text(listing: SaveListing) -> str:
    """``finished``, or how far the game has got (``Round 2/4 · turn 5/16``)."""
    return "finished" if listing.summary.finished else listing.summary.progress


EXPORT_TIMEOUT = 8.0
"""Seconds an export's notification stays up (long enough to read or copy its path); leaving
the screen clears it sooner."""

SEATS_COLUMN = "seats"
"""The key of the Seats column, the last one: cut to the table's width with a final ``…``."""
SEATS_MIN_WIDTH = 12
"""The Seats column is never cut narrower than this (the table scrolls sideways instead)."""


def fit_text(text: str, width: int) -> Text:
    """``text`` as one line of at most ``width`` cells, ending in ``…`` when it had to be cut."""
    line = Text(text, no_wrap=True, overflow="ellipsis", end="")
    line.truncate(max(width, 1), overflow="ellipsis")
    return line


class SavesScreen(Screen[int | None]):
    """Lists saves, newest first; dismisses with the save id to load (None: back).

    Export writes to ``exports/`` in ``data_dir``, the app's data folder
    (default: the save file's folder). Store errors are shown on the screen or
    as notifications, never raised.
    """

    DEFAULT_CSS = """
    SavesScreen DataTable {
        height: 1fr;
        margin: 1 2;
    }
    SavesScreen #saves-note {
        padding: 1 2 0 2;
    }
    SavesScreen Toast {
        width: 96;  /* an export's full path on one line */
        max-width: 96%;
    }
    """

    BINDINGS = [
        # Priority: the table's own (hidden) Enter binding would otherwise keep "Load" out of the footer.
        Binding("enter", "load", "Load", priority=True),
        Binding("x", "export", "Export", tooltip="Write this game's record to a file for a bug report (no PINs)"),
        Binding("d,delete", "delete", "Delete"),
        Binding("escape", "back", "Back"),
    ]

    def __init__(
        self,
        store: SaveStore,
        shelf: GameShelf,
        data_dir: Path | None = None,
        not_kept: str | None = None,
        *,
        salvaged: bool = False,
    ) -> None:
        """``not_kept``: why ``store`` keeps games in memory only (the save file could not be
        opened, or is damaged); ``salvaged``: it also holds the readable games of a damaged file."""
        super().__init__()
        self.store = store
        self.not_kept = not_kept
        self.salvaged = salvaged
        self.shelf = shelf
        self.exports = (data_dir if data_dir is not None else store.path.parent) / EXPORTS_DIRNAME
        self.listings: dict[int, SaveListing] = {}
        self.seat_texts: dict[str, str] = {}
        """Each row's full Seats text, by row key (the cell shows it cut to the table's width)."""

    def compose(self) -> ComposeResult:
        yield TitleBar(
            "Saved games — Enter loads the highlighted game, x exports it for a bug report, d deletes it",
            id="saves-title",
        )
        yield Note(id="saves-note")
        yield DataTable(cursor_type="row", zebra_stripes=True, id="saves-table")
        yield StableFooter()

    @property
    def table(self) -> DataTable[str | Text]:
        return self.query_one("#saves-table", DataTable)

    def on_mount(self) -> None:
        self.table.add_columns("#", "Game", "Status", "Last played")  # #: the id `replay --save` takes
        self.table.add_column("Seats", key=SEATS_COLUMN)
        self.reload()
        self.table.focus()

    def reload(self) -> None:
        """Re-read the list from the store."""
        table = self.table
        table.clear()
        note = self.query_one("#saves-note", Note)
        try:
            listings = self.store.list()
        except StoreError as exc:
            listings = []
            note.add_class("-error")
            note.say(str(exc))
        else:
            note.set_class(self.not_kept is not None, "-error")
            if self.not_kept is not None:
                listed = (
                    "Listed: the games read from the damaged save file and those started since the app opened; "
                    "what is played now is lost when it quits unless they are copied to a fresh file."
                    if self.salvaged
                    else "Only games started since the app opened are listed, and they are lost when it quits."
                )
                note.say(f"{listed} {self.not_kept}")
            else:
                note.say("" if listings else "No saved games yet. Start one from the main menu.")
        self.listings = {listing.save_id: listing for listing in listings}
        self.seat_texts = {str(listing.save_id): seats_text(listing, self.shelf) for listing in listings}
        for listing in listings:
            key = str(listing.save_id)
            # Text, never str: what a save file holds (a name, a damaged summary) is not markup.
            table.add_row(
                key,
                Text(self.shelf.title(listing.game_id)),
                Text(status_text(listing)),
                local_time(listing.updated),
                Text(self.seat_texts[key], no_wrap=True, end=""),
                key=key,
            )
        self.refresh_bindings()
        self.call_after_refresh(self.fit_seats)

    def on_resize(self, event: events.Resize) -> None:
        self.call_after_refresh(self.fit_seats)

    def fit_seats(self) -> None:
        """Cut each Seats cell to the room the other columns leave, with ``…`` where text was cut."""
        tables = self.query("#saves-table").results(DataTable)
        table: DataTable[str | Text] | None = next(tables, None)
        if table is None or not self.seat_texts:
            return  # called after the screen was left, or nothing listed
        room = table.scrollable_content_region.width
        if room <= 0:
            return
        padding = 2 * table.cell_padding
        others = sum(
            column.get_render_width(table) for key, column in table.columns.items() if key.value != SEATS_COLUMN
        )
        width = max(room - others - padding, SEATS_MIN_WIDTH)
        for key, full in self.seat_texts.items():
            shown = fit_text(full, width)
            if shown.plain != str(table.get_cell(key, SEATS_COLUMN)):
                table.update_cell(key, SEATS_COLUMN, shown, update_width=True)

    def _selected(self) -> SaveListing | None:
        table = self.table
        if not self.listings or table.cursor_row < 0:
            return None
        key = table.coordinate_to_cell_key(table.cursor_coordinate).row_key.value
        return self.listings.get(int(key)) if key is not None else None

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        if action in ("load", "export", "delete"):
            return True if self.listings else None
        return True

    @on(DataTable.RowSelected)
    def _row_chosen(self, event: DataTable.RowSelected) -> None:
        event.stop()
        self.action_load()

    def leave(self, save_id: int | None) -> None:
        """Dismiss with ``save_id``, taking this screen's notifications (an export's path) along."""
        if self.is_active:
            self.app.clear_notifications()
        dismiss_if_current(self, save_id)

    def action_load(self) -> None:
        listing = self._selected()
        if listing is not None:
            self.leave(listing.save_id)

    def action_export(self) -> None:
        """Write the highlighted game's record (no PINs) to a new file in ``exports`` and
        notify its full path, or why it could not be written. An unfinished game is
        exported only once the player has said yes to what the file gives away."""
        listing = self._selected()
        if listing is None:
            return
        if listing.summary.finished:
            self._export(listing)
            return
        question = (
            f"Export the unfinished game of {seats_text(listing, self.shelf)} "
            f"({self.shelf.title(listing.game_id)}, {listing.summary.progress})? The file holds the "
            "seed and every move: anyone who reads it can work out every hidden card and "
            "what is still to come. Meant for a bug report, not for the players."
        )

        def answered(yes: bool | None) -> None:
            if yes:
                self._export(listing)

        self.app.push_screen(ConfirmScreen(question, yes="Export"), answered)

    def _export(self, listing: SaveListing) -> None:
        try:
            path = self.store.export_file(listing.save_id, self.exports)
        except StoreError as exc:
            self.notify(str(exc), severity="error", title="Could not export", timeout=EXPORT_TIMEOUT, markup=False)
            return
        self.notify(
            f"Written to {path.absolute()}\n"
            "It holds the seed and every move, so it reveals hidden cards: it is meant for a bug "
            "report or `grasse-tui replay`, not for the other players. PINs are left out.",
            title="Game exported",
            timeout=EXPORT_TIMEOUT,
            markup=False,
        )

    def action_delete(self) -> None:
        listing = self._selected()
        if listing is None:
            return
        question = (
            f"Delete the {self.shelf.title(listing.game_id)} game of {seats_text(listing, self.shelf)} "
            f"({listing.summary.progress})? This cannot be undone."
        )

        def deleted(yes: bool | None) -> None:
            if not yes:
                return
            try:
                self.store.delete(listing.save_id)
            except StoreError as exc:
                self.notify(str(exc), severity="error", title="Could not delete", markup=False)
            self.reload()

        self.app.push_screen(ConfirmScreen(question, yes="Delete"), deleted)

    def action_back(self) -> None:
        self.leave(None)
