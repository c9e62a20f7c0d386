"""The Records screen: each human player's results per game and number of players, and how
the highlighted player fared against the others they played with at this terminal.

It is reached from the main menu only: no game screen, shield or final screen shows a
player's records. The rows come from the save store (:meth:`SaveStore.player_records`,
:meth:`SaveStore.head_to_head`); deleting a player's records there leaves every save, and
every other player's records, as they are.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from datetime import datetime

from rich.text import Text
from textual import on
from textual.app import ComposeResult
from textual.binding import Binding
from textual.screen import Screen
from textual.widgets import DataTable, Static

from grasse_tui.core.records import HeadToHead, PlayerRecord
from grasse_tui.core.store import SaveStore, StoreError
from grasse_tui.ui.dialogs import ConfirmScreen
from grasse_tui.ui.registry import GameShelf
from grasse_tui.ui.widgets import Note, StableFooter, TitleBar, dismiss_if_current

NO_RECORDS = (
    "No player records yet. A player's record begins when a game they played at this terminal "
    "ends (start one from the main menu)."
)
"""What the screen says while no player has a record."""

HOW_COUNTED = (
    "Bots keep no records. A shared win counts as a win for each player who shares it. "
    "Solo games against an automaton are 1-player games."
)
"""How the table counts, under its title."""

SortKey = Callable[[PlayerRecord, GameShelf], "str | int | float"]


def short_title(title: str) -> str:
    """A game's title without its subtitle (what follows a colon): ``"Grasse"``."""
    return title.split(":", 1)[0].strip()


def local_date(stamp: str) -> str:
    """An ISO 8601 UTC timestamp as a local ``YYYY-MM-DD`` (as is, if unreadable)."""
    try:
        return datetime.fromisoformat(stamp).astimezone().strftime("%Y-%m-%d")
    except (ValueError, OverflowError):  # OverflowError: a date at the edge of the calendar
        return stamp


def players_text(players: int) -> str:
    """``"solo"`` for a 1-player game, else the number."""
    return "solo" if players == 1 else str(players)


@dataclass(frozen=True, slots=True)
class RecordColumn:
    """A column of the records table: its heading, how a record reads in it and sorts by it,
    and which way it sorts first (numbers highest first, names A to Z, dates newest first)."""

    key: str
    heading: str
    cell: Callable[[PlayerRecord, GameShelf], str]
    sort_key: SortKey
    highest_first: bool
    numeric: bool = True


COLUMNS: tuple[RecordColumn, ...] = (
    RecordColumn("player", "Player", lambda r, _: r.name, lambda r, _: r.name.casefold(), False, numeric=False),
    RecordColumn(
        "game",
        "Game",
        lambda r, shelf: short_title(shelf.title(r.game_id)),
        lambda r, shelf: shelf.title(r.game_id).casefold(),
        False,
        numeric=False,
    ),
    RecordColumn("players", "Players", lambda r, _: players_text(r.players), lambda r, _: r.players, False),
    RecordColumn("played", "Played", lambda r, _: str(r.played), lambda r, _: r.played, True),
    RecordColumn("won", "Won", lambda r, _: str(r.won), lambda r, _: r.won, True),
    RecordColumn("win", "Win %", lambda r, _: f"{round(100 * r.win_rate)}%", lambda r, _: r.win_rate, True),
    RecordColumn("best", "Best", lambda r, _: str(r.best), lambda r, _: r.best, True),
    RecordColumn("average", "Average", lambda r, _: f"{r.average:.1f}", lambda r, _: r.average, True),
    RecordColumn("last", "Last played", lambda r, _: local_date(r.last_played), lambda r, _: r.last_played, True),
)
"""The records table's columns, in order; ``s`` sorts by the next one."""


def sorted_records(
    records: list[PlayerRecord], column: RecordColumn, descending: bool, shelf: GameShelf
) -> list[PlayerRecord]:
    """``records`` sorted by ``column``; rows it finds equal stay by player, game and players."""
    steady = sorted(records, key=lambda r: (r.name.casefold(), shelf.title(r.game_id).casefold(), r.players))
    return sorted(steady, key=lambda r: column.sort_key(r, shelf), reverse=descending)


def sort_text(column: RecordColumn, descending: bool) -> str:
    """``"Sorted by Win %, highest first"`` (or lowest, A to Z, Z to A…)."""
    if column.key == "last":
        order = "newest first" if descending else "oldest first"
    elif column.numeric:
        order = "highest first" if descending else "lowest first"
    else:
        order = "Z to A" if descending else "A to Z"
    return f"Sorted by {column.heading}, {order}"


class RecordsTable(DataTable[Text]):
    """The players' records, one row per player, game and number of players."""

    DEFAULT_CSS = """
    RecordsTable {
        height: 1fr;
    }
    """


class HeadToHeadTable(DataTable[Text]):
    """The highlighted player against each other player they have played with, per game."""

    DEFAULT_CSS = """
    HeadToHeadTable {
        height: auto;
        max-height: 8;
    }
    """


class RecordsScreen(Screen[None]):
    """Every human player's records, sortable; head-to-head of the highlighted player; ``d``
    deletes that player's records after a yes. Store errors are said on the screen or in a
    notification, never raised. ``not_kept``: why the store keeps this run's games only."""

    DEFAULT_CSS = """
    RecordsScreen #records-how, RecordsScreen #records-sort, RecordsScreen #h2h-title {
        padding: 0 1;
        color: $text-muted;
    }
    RecordsScreen #records-sort {
        text-style: italic;
    }
    RecordsScreen #h2h-title {
        margin-top: 1;
        color: $text;
        text-style: bold;
    }
    RecordsScreen Note {
        padding: 0 1;
    }
    """

    BINDINGS = [
        Binding("s", "next_sort", "Sort by next column"),
        Binding("r", "reverse_sort", "Reverse order"),
        Binding("d,delete", "delete", "Delete player's records"),
        Binding("escape", "back", "Back"),
    ]

    def __init__(self, store: SaveStore, shelf: GameShelf, not_kept: str | None = None) -> None:
        super().__init__()
        self.store = store
        self.shelf = shelf
        self.not_kept = not_kept
        self.records: list[PlayerRecord] = []
        """The records listed, in the table's order."""
        self.sort_column = COLUMNS[0]
        self.descending = False
        self.shown_profile: str | None = None
        """The player whose head-to-head is shown."""

    def compose(self) -> ComposeResult:
        yield TitleBar("Player records — s (or a click on a heading) sorts, d deletes a player's records", id="records-title")
        yield Static(HOW_COUNTED, id="records-how")
        yield Note(id="records-note")
        yield Static(id="records-sort")
        yield RecordsTable(cursor_type="row", zebra_stripes=True, id="records-table")
        yield Static(id="h2h-title")
        yield HeadToHeadTable(cursor_type="row", zebra_stripes=True, id="h2h-table")
        yield StableFooter()

    @property
    def table(self) -> RecordsTable:
        return self.query_one(RecordsTable)

    @property
    def h2h_table(self) -> HeadToHeadTable:
        return self.query_one(HeadToHeadTable)

    def on_mount(self) -> None:
        self.h2h_table.add_columns("Opponent", "Game", "Together", "Ahead", "Behind", "Level")
        self.reload()
        self.table.focus()

    def reload(self) -> None:
        """Read the records again and list them in the current order."""
        note = self.query_one("#records-note", Note)
        try:
            self.records = self.store.player_records()
        except StoreError as exc:
            self.records = []
            note.add_class("-error")
            note.say(str(exc))
        else:
            note.set_class(self.not_kept is not None, "-error")
            lost = f"Records of games finished now are lost when the app quits. {self.not_kept}" if self.not_kept else ""
            note.say(" ".join(part for part in (lost, "" if self.records else NO_RECORDS) if part))
        for widget in (self.table, self.h2h_table, self.query_one("#records-sort"), self.query_one("#h2h-title")):
            widget.display = bool(self.records)
        self.shown_profile = None
        self._fill(None)
        self.refresh_bindings()

    def _fill(self, keep: PlayerRecord | None) -> None:
        """List the records sorted, the cursor on ``keep``'s row if it is listed, else the first."""
        table = self.table
        self.records = sorted_records(self.records, self.sort_column, self.descending, self.shelf)
        table.clear(columns=True)
        for column in COLUMNS:
            arrow = (" ▼" if self.descending else " ▲") if column is self.sort_column else ""
            table.add_column(Text(column.heading + arrow, justify="right" if column.numeric else "left"), key=column.key)
        for index, record in enumerate(self.records):
            # Text, never str: a name is shown as typed, not read as markup.
            cells = (Text(c.cell(record, self.shelf), justify="right" if c.numeric else "left") for c in COLUMNS)
            table.add_row(*cells, key=str(index))
        self.query_one("#records-sort", Static).update(
            f"{sort_text(self.sort_column, self.descending)} — s: the next column, r: the other way round"
        )
        row = self.records.index(keep) if keep in self.records else 0
        if self.records:
            table.move_cursor(row=row, animate=False)
            self._show_head_to_head(self.records[row])

    def highlighted(self) -> PlayerRecord | None:
        """The record on the table's highlighted row (None when nothing is listed)."""
        row = self.table.cursor_row
        return self.records[row] if 0 <= row < len(self.records) else None

    @on(DataTable.RowHighlighted, "#records-table")
    def _row_highlighted(self, event: DataTable.RowHighlighted) -> None:
        event.stop()
        record = self.highlighted()
        if record is not None:
            self._show_head_to_head(record)

    def _show_head_to_head(self, record: PlayerRecord) -> None:
        """The head-to-head panel of ``record``'s player (read again only for another player)."""
        if record.profile == self.shown_profile:
            return
        self.shown_profile = record.profile
        title = self.query_one("#h2h-title", Static)
        table = self.h2h_table
        table.clear()
        try:
            rows: list[HeadToHead] = self.store.head_to_head(record.profile)
        except StoreError as exc:
            title.update(Text(f"Head-to-head of {record.name} cannot be read: {exc}"))
            table.display = False
            return
        if not rows:
            title.update(Text(f"Head-to-head — {record.name} has not finished a game with another player here yet."))
            table.display = False
            return
        table.display = True
        title.update(
            Text(
                f"Head-to-head — {record.name} against each player met here. Ahead: {record.name} finished with "
                "more points, or as many and among the game's winners."
            )
        )
        for row in rows:
            numbers = (row.together, row.ahead, row.behind, row.level)
            table.add_row(
                Text(row.opponent_name),
                Text(short_title(self.shelf.title(row.game_id))),
                *(Text(str(number), justify="right") for number in numbers),
            )

    @on(DataTable.HeaderSelected, "#records-table")
    def _heading_clicked(self, event: DataTable.HeaderSelected) -> None:
        """A click on a heading sorts by that column; on the sorted column's, the other way round."""
        event.stop()
        column = next(c for c in COLUMNS if c.key == event.column_key.value)
        if column is self.sort_column:
            self.action_reverse_sort()
        else:
            self._sort_by(column, column.highest_first)

    def _sort_by(self, column: RecordColumn, descending: bool) -> None:
        keep = self.highlighted()
        self.sort_column, self.descending = column, descending
        self._fill(keep)

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        if action in ("next_sort", "reverse_sort", "delete"):
            return True if self.records else None
        return True

    def action_next_sort(self) -> None:
        """Sort by the column after the sorted one (after the last: the first), its usual way."""
        column = COLUMNS[(COLUMNS.index(self.sort_column) + 1) % len(COLUMNS)]
        self._sort_by(column, column.highest_first)

    def action_reverse_sort(self) -> None:
        self._sort_by(self.sort_column, not self.descending)

    def action_delete(self) -> None:
        """Ask, then delete every record of the highlighted player (all games and numbers of players)."""
        record = self.highlighted()
        if record is None:
            return
        name, profile = record.name, record.profile
        question = (
            f"Delete every record of {name}, at every game? Only {name}'s records go: the saved games "
            "stay, and the other players keep their own records. This cannot be undone."
        )

        def answered(yes: bool | None) -> None:
            if not yes:
                return
            try:
                self.store.delete_profile(profile)
            except StoreError as exc:
                self.notify(str(exc), severity="error", title="Could not delete", markup=False)
            self.reload()

        self.app.push_screen(ConfirmScreen(question, yes="Delete"), answered)

    def action_back(self) -> None:
        dismiss_if_current(self, None)
